"""CI-sized runs of ``python -m ai.duel`` and ``python -m ai.bench`` (figures live in docs/ai.md)."""

import re
import sys

import pytest

from ai import bench, duel

LAST = re.compile(r"^(\w+) (\w+) vs (\w+): win (\d\.\d+) \[(-?\d\.\d+), (-?\d\.\d+)\], "
                  r"score ([+-]\d+\.\d+) \[([+-]\d+\.\d+), ([+-]\d+\.\d+)\] per hand, (\d+) deals$")


def test_duel_smoke(capsys):
    assert duel.main(["banbiantianzha", "--a", "normal", "--b", "greedy", "--deals", "4", "--seed", "1",
                      "--jobs", "1", "--quiet"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    m = LAST.match(last)
    assert m, last
    assert m.group(1, 2, 3) == ("banbiantianzha", "normal", "greedy") and m.group(10) == "4"


def test_duel_hard_smoke():
    r = duel.run("banbiantianzha", "hard", "greedy", deals=2, seed=3, jobs=1, budget_ms=2, progress=False)
    lo, mean, hi = r["win"][1], r["win"][0], r["win"][2]
    assert lo <= mean <= hi and 0 <= mean <= 1


def test_duplicate_deals_are_replayed_identically():
    a = duel.play_deal("banbiantianzha", "normal", "greedy", 5, 0)
    b = duel.play_deal("banbiantianzha", "normal", "greedy", 5, 0)
    assert a == b


def test_mean_ci():
    m, lo, hi = duel.mean_ci([0.0, 1.0, 1.0, 0.0])
    assert m == 0.5 and lo < 0.5 < hi


def test_bench_smoke(capsys):
    assert bench.main(["--games", "banbiantianzha", "--levels", "greedy,easy", "--decisions", "5"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2
    for line in lines:
        assert re.match(r"^banbiantianzha \w+ p50=\d+\.\d+ p95=\d+\.\d+ p99=\d+\.\d+ max=\d+\.\d+ ms$", line)


def _run(deals, log=None, seed=1):
    return duel.run("banbiantianzha", "normal", "greedy", deals=deals, seed=seed, jobs=1, progress=False,
                    log=log)


def test_duel_log_resumes_and_extends_to_the_same_figures(tmp_path):
    log = tmp_path / "d.jsonl"
    first = _run(3, log)
    assert first["resumed"] == 0 and len(log.read_text().splitlines()) == 1 + 3
    more = _run(5, log)
    assert more["resumed"] == 3 and len(log.read_text().splitlines()) == 1 + 5
    whole = _run(5)
    assert (more["win"], more["score"], more["extras"]) == (whole["win"], whole["score"], whole["extras"])


def test_duel_log_replays_a_deal_cut_off_mid_write(tmp_path):
    log = tmp_path / "d.jsonl"
    _run(2, log)
    with open(log, "a", encoding="utf-8") as f:
        f.write('{"i": 2, "win": 0.')  # the run was killed while writing deal 2
    r = _run(3, log)
    assert r["resumed"] == 2
    lines = log.read_text().splitlines()
    assert len(lines) == 1 + 3 and lines[-1].startswith('{"extras"')
    assert (r["win"], r["score"]) == (_run(3)["win"], _run(3)["score"])


def test_duel_log_of_other_settings_is_refused_and_left_unchanged(tmp_path, capsys):
    log = tmp_path / "d.jsonl"
    _run(2, log, seed=1)
    before = log.read_bytes()
    code = duel.main(["banbiantianzha", "--a", "normal", "--b", "greedy", "--deals", "3", "--seed", "2",
                      "--jobs", "1", "--quiet", "--log", str(log)])
    assert code == 2 and "other settings" in capsys.readouterr().err
    assert log.read_bytes() == before


def test_duel_log_that_is_not_a_log_is_refused_and_left_unchanged(tmp_path, capsys):
    log = tmp_path / "notes.txt"
    log.write_text("my notes\n", encoding="utf-8")
    code = duel.main(["banbiantianzha", "--a", "normal", "--b", "greedy", "--deals", "1", "--jobs", "1",
                      "--quiet", "--log", str(log)])
    assert code == 2 and "not a duel log" in capsys.readouterr().err
    assert log.read_text(encoding="utf-8") == "my notes\n"


def test_duel_log_of_other_code_is_refused(tmp_path, monkeypatch):
    log = tmp_path / "d.jsonl"
    _run(1, log)
    monkeypatch.setattr(duel.duel_log, "code_fingerprint", lambda root=None: "0" * 16)
    with pytest.raises(duel.duel_log.DuelLogError, match="other engine/AI code"):
        _run(2, log)


def test_duel_table_runs_resumes_and_prints_markdown(tmp_path, monkeypatch, capsys):
    import importlib.util
    from pathlib import Path

    spec = importlib.util.spec_from_file_location(
        "duel_table", Path(__file__).resolve().parents[2] / "benchmarks" / "duel_table.py")
    table = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "duel_table", table)  # dataclasses look their module up
    spec.loader.exec_module(table)
    names = [r.name for r in table.rows()]
    assert len(names) == 30 == len(set(names)) and "banzipao-hard-normal-w150" in names
    monkeypatch.setattr(table, "LOGS", tmp_path)
    monkeypatch.setattr(table, "rows", lambda: [table.Row("banbiantianzha", "normal", "greedy", 2)])
    assert table.main(["--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "0/2 deals" in out
    assert out.strip().splitlines()[-1].startswith("| banbiantianzha | normal vs greedy | 2 |")
    assert table.main(["--list"]) == 0 and "2/2 deals" in capsys.readouterr().out
    log = tmp_path / "banbiantianzha-normal-greedy.jsonl"
    log.write_text(log.read_text().replace('"code": "', '"code": "x'))  # as if other code wrote it
    assert table.main([]) == 0 and "stale, skipped" in capsys.readouterr().out
    assert table.main(["--revalidate", "2"]) == 0  # this code plays both deals as logged: kept
    out = capsys.readouterr().out
    assert "re-stamped" in out and "2/2 deals" in out
    assert out.strip().splitlines()[-1].startswith("| banbiantianzha | normal vs greedy | 2 |")


def test_a_stale_log_whose_deals_replay_identically_is_re_stamped(tmp_path):
    """A log from other code is kept only if this code plays its first deals exactly as logged; the
    header then names this code and remembers the old fingerprint."""
    import json

    log = tmp_path / "d.jsonl"
    _run(3, log)
    log.write_text(log.read_text().replace('"code": "', '"code": "x'))  # as if other code wrote it
    settings = duel.settings_of("banbiantianzha", "normal", "greedy", 1, None, None)
    with pytest.raises(duel.duel_log.DuelLogError, match="time-bounded"):
        duel.revalidate(log, settings)  # 'normal' vs 'greedy' without --worlds: refused, untouched
    settings["worlds"] = 30
    with pytest.raises(duel.duel_log.DuelLogError, match="other settings"):
        duel.revalidate(log, settings)
    log2 = tmp_path / "w.jsonl"
    duel.run("banbiantianzha", "normal", "greedy", 3, 1, 1, None, False, 30, log2)
    good = log2.read_text().replace('"code": "', '"code": "x')
    lines = good.splitlines(keepends=True)
    row = json.loads(lines[2])
    row["score"] += 1.0  # deal 1 as a changed AI would have played it
    log2.write_text("".join(lines[:2] + [json.dumps(row, sort_keys=True) + "\n"] + lines[3:]))
    before = log2.read_bytes()
    with pytest.raises(duel.duel_log.DuelLogError, match="deal 1 plays differently"):
        duel.revalidate(log2, settings)
    assert log2.read_bytes() == before
    log2.write_text(good)
    assert "re-stamped" in duel.revalidate(log2, settings, deals=2)
    header = json.loads(log2.read_text().splitlines()[0])
    assert header["code"] == duel.duel_log.code_fingerprint()
    old = json.loads(good.splitlines()[0])["code"]
    assert header["revalidated"] == [{"from": old, "deals": 2}]
    assert log2.read_text().splitlines()[1:] == good.splitlines()[1:]
    assert len(duel.duel_log.open_log(log2, settings)) == 3  # usable again, nothing lost
