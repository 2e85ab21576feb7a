"""CI-sized runs of ``python -m ai.duel`` and ``python -m ai.bench`` (figures live in docs/ai.md)."""

import re

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
