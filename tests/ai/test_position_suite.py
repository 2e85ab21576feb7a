"""The stored card-play position suites (issue #35): every position rebuilds from its seed and action
prefix, the seat to act is the one stored, every analysed candidate is a legal play there, and the
per-world values stored give the stored means; the analysis is the counterfactual play-out."""

from __future__ import annotations

import importlib.util
import json
import math
import random
from pathlib import Path

import pytest

from ai import pimc
from ai.counterfactual import option_values, point_of
from ai.suite import (
    Method,
    analyse,
    candidates_played,
    decode,
    encode,
    rebuild,
    separation,
    spread_separation,
    table,
    value_of,
    world_at,
    world_row,
)
from engine import Action

DATA = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "positions"
SUITES = sorted(DATA.glob("*.json"))
# fresh positions from deals the stored suites never used, to measure fixes found on those out of sample;
# a game's further held-out suites carry a suffix (zhaopengyou-s3.json: built from --seed 3)
HELDOUT = sorted((DATA / "heldout").glob("*.json"))


def _game(path: Path) -> str:
    return path.stem.split("-")[0]


def test_there_are_suites():
    assert SUITES, "no position suite is stored"


@pytest.mark.parametrize("path", SUITES + HELDOUT,
                         ids=lambda p: p.relative_to(DATA).with_suffix("").as_posix())
def test_every_stored_position_rebuilds_with_legal_candidates(path):
    suite = json.loads(path.read_text(encoding="utf-8"))
    assert suite["positions"]
    for pos in suite["positions"]:
        hand = rebuild(pos)
        assert hand.game_id == _game(path) and not hand.is_over
        assert hand.to_act == pos["seat"] and hand.phase == "play"
        assert len(pos["candidates"]) >= 2
        values = set()
        for c in pos["candidates"]:
            action = decode(c["action"])
            assert hand.check(action) is None, (pos["seed"], c["action"])
            assert value_of(pos, action) == c["value"]
            values.add(c["value"])
        assert len(values) >= 2, "a position is kept only where the candidates' values differ"
        rows = table(pos)
        if rows is not None:  # analysed since the values are stored per world
            assert len(rows) == len(pos["ids"]) == pos["candidates"][0]["n"]
            assert pos["ids"] == sorted(set(pos["ids"])) and pos["ids"][-1] < pos["worlds"]
            assert Method.of(pos).rollout == pos["rollout"]
            for i, c in enumerate(pos["candidates"]):
                assert sum(r[i] for r in rows) / len(rows) == pytest.approx(c["value"], abs=1e-3)


def test_the_doudizhu_suite_is_stored():
    assert "doudizhu" in {p.stem for p in SUITES}


def test_a_held_out_suite_shares_no_deal_with_the_stored_one_nor_another_held_out_one():
    by_game: dict[str, list[dict]] = {}
    for path in HELDOUT:
        by_game.setdefault(_game(path), []).append(json.loads(path.read_text(encoding="utf-8")))
    for game, helds in by_game.items():
        suites = [json.loads((DATA / f"{game}.json").read_text(encoding="utf-8")), *helds]
        assert len({s["seed"] for s in suites}) == len(suites), game
        deals = [{p["seed"] for p in s["positions"]} for s in suites]
        assert sum(map(len, deals)) == len(set().union(*deals)), game


def test_a_suite_built_with_a_selection_keeps_only_positions_that_pass_it():
    # --select-z Z: the best and worst candidates' paired difference at least Z standard errors
    for path in HELDOUT:
        suite = json.loads(path.read_text(encoding="utf-8"))
        for pos in suite["positions"] if suite.get("select_z") else ():
            assert spread_separation(table(pos)) >= suite["select_z"], (path.name, pos["seed"])


def _script():
    spec = importlib.util.spec_from_file_location("position_suite", DATA.parents[1] / "position_suite.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_bench_and_build_work_on_the_suite_named_by_suite(tmp_path, monkeypatch, capsys):
    script = _script()
    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", pimc.DEFAULT_WORLDS)  # main sets both for its run
    monkeypatch.setattr(pimc, "LIGHT_BUDGET_MS", pimc.LIGHT_BUDGET_MS)
    stored = json.loads((DATA / "doudizhu.json").read_text(encoding="utf-8"))
    one = tmp_path / "one.json"
    one.write_text(json.dumps(dict(stored, positions=stored["positions"][:1])), encoding="utf-8")
    assert script.main(["bench", "doudizhu", "--suite", str(one), "--levels", "easy"]) == 0
    assert "doudizhu: 1 positions" in capsys.readouterr().out
    two = tmp_path / "two.json"
    two.write_text(json.dumps(dict(stored, positions=stored["positions"][1:3])), encoding="utf-8")
    pooled = ["bench", "doudizhu", "--suite", str(one), "--pool", str(two), "--levels", "easy"]
    assert script.main(pooled) == 0
    assert "doudizhu: 3 positions" in capsys.readouterr().out  # pooled: one suite of both files
    # a build resumed on a file of other deals would mix two seeds' deals in one suite
    before = one.read_text(encoding="utf-8")
    assert script.main(["build", "doudizhu", "--suite", str(one), "--seed", "2", "--count", "2"]) == 2
    assert "not 2" in capsys.readouterr().err
    assert one.read_text(encoding="utf-8") == before


def test_a_world_row_is_the_counterfactual_play_out_of_each_candidate():
    # the suite's own play-out (it can end in an exact solve) must, without one, value a world as
    # ai.counterfactual does: older analyses and the choice bench are then on one footing
    hand = rebuild(json.loads(SUITES[[p.stem for p in SUITES].index("doudizhu")].read_text(
        encoding="utf-8"))["positions"][0])
    acts = hand.legal_actions()[:2]
    point = point_of(hand)
    k, seed = 0, 4242
    while (world := world_at(point, seed, k)) is None:
        k += 1
    row, exact = world_row(hand, point, acts, seed, k, Method(rollout="easy"))
    want = option_values(world, {str(i): a for i, a in enumerate(acts)}, "easy", seed + k)
    assert row == [want["0"], want["1"]] and exact == 0


def test_separation_is_the_top_two_paired_difference_over_its_standard_error():
    rows = [[3, 1, 0], [2, 1, 5], [4, 1, 0], [3, 2, 1]]  # means 3, 1.25, 1.5: top two 0 and 2
    d = [3, -3, 4, 2]
    m = sum(d) / 4
    se = math.sqrt(sum((x - m) ** 2 for x in d) / 3 / 4)
    assert separation(rows) == pytest.approx(m / se)
    assert separation([[1, 0], [2, 1]]) == math.inf  # the same gap in every world
    assert separation([[1, 0]]) == 0.0
    rng = random.Random(1)
    noisy = [[rng.gauss(0, 1), rng.gauss(0, 1)] for _ in range(8)]
    clear = [[r[0] + 5, r[1]] for r in noisy]
    assert separation(clear) > separation(noisy)


def test_an_action_survives_its_stored_form():
    a = Action.play("S3 S3 HA")
    assert decode(json.loads(json.dumps(encode(a)))) == a
    b = Action("choose", (), "kaiqiang")
    assert decode(encode(b)) == b


def test_a_benched_player_has_watched_the_hand_as_at_the_table():
    """三打一 shows only the current trick (SDY-8.6): a player asked at a stored position remembers the
    tricks played before it only if it watched the hand (``ai.suite.watch``), as the table's player
    did through ``choose`` at each of its turns."""
    from ai import make_player
    from ai.suite import watch

    path = next(p for p in SUITES if p.stem == "sandayi")
    suite = json.loads(path.read_text(encoding="utf-8"))
    pos = max(suite["positions"], key=lambda p: len(p["prefix"]))
    hand = rebuild(pos)
    view = hand.view(pos["seat"])
    shown = sum(len(p.get("cards") or []) for t in (view.get("trick"), view.get("last_trick")) if t
                for p in t.get("plays", []))
    fresh = make_player("sandayi", "normal", seed=1)
    fresh.memory.update(view)
    watched = make_player("sandayi", "normal", seed=1)
    watch(watched, pos)
    watched.memory.update(view)
    assert len(fresh.memory.seen()) == shown
    assert len(watched.memory.seen()) > shown
    assert set(fresh.memory.seen()) <= set(watched.memory.seen())


def test_candidates_played_are_each_candidate_in_each_analysed_world():
    # the roll-out studies (benchmarks/*_rollouts.py) judge a policy on these hands: each must be
    # the analysis's own world k with exactly that candidate played
    pos = json.loads(SUITES[[p.stem for p in SUITES].index("doudizhu")].read_text(
        encoding="utf-8"))["positions"][0]
    pos = dict(pos, ids=pos["ids"][:2])
    hand, acts, means, after = candidates_played(pos)
    assert hand.to_act == pos["seat"]
    assert acts == [decode(c["action"]) for c in pos["candidates"]]
    assert means == [c["value"] for c in pos["candidates"]]
    point = point_of(hand)
    assert len(after) == 2
    for k, row in zip(pos["ids"], after):
        world = world_at(point, pos["seed"], k)
        assert world is not None and len(row) == len(acts)
        for a, h in zip(acts, row):
            assert h.actions[:-1] == world.actions and h.actions[-1] == (pos["seat"], a)


def test_spread_separation_is_the_best_less_the_worst_over_its_standard_error():
    rows = [[3, 1, 0], [2, 1, 5], [4, 1, 0], [3, 2, 1]]  # means 3, 1.25, 1.5: best 0, worst 1
    d = [2, 1, 3, 1]
    m = sum(d) / 4
    se = math.sqrt(sum((x - m) ** 2 for x in d) / 3 / 4)
    assert spread_separation(rows) == pytest.approx(m / se)
    assert spread_separation([[1, 0], [2, 1]]) == math.inf
    assert spread_separation([[1, 1], [2, 2]]) == 0.0  # the candidates alike in every world
    # the same top two, a third candidate far below: the spread sees a choice that can cost
    close = [[1, 0, -3], [0, 1, -3], [1, 1, -2], [0, 0, -4]]
    assert separation(close) < 2 <= spread_separation(close)


def test_a_screened_analysis_stops_after_its_first_worlds():
    hand = rebuild(json.loads((DATA / "doudizhu.json").read_text(encoding="utf-8"))["positions"][0])
    acts = hand.legal_actions()[:2]
    seen: list[int] = []

    def screen(rows):
        seen.append(len(rows))
        return False

    method = Method(rollout="easy", z=2, cap=64)
    assert analyse(hand, acts, 4, method, 4242, min_worlds=1, screen=screen) is None
    assert len(seen) == 1 and seen[0] <= 4


def test_a_build_keeps_the_selection_it_began_with(tmp_path, monkeypatch, capsys):
    script = _script()
    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", pimc.DEFAULT_WORLDS)  # main sets both for its run
    monkeypatch.setattr(pimc, "LIGHT_BUDGET_MS", pimc.LIGHT_BUDGET_MS)
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"version": 1, "seed": 3, "select_z": 2.0, "next_deal": 5, "positions": []}),
                    encoding="utf-8")
    before = path.read_text(encoding="utf-8")
    assert script.main(["build", "zhaopengyou", "--suite", str(path), "--seed", "3", "--count", "1"]) == 2
    assert "--select-z 2.0, not 0.0" in capsys.readouterr().err
    assert path.read_text(encoding="utf-8") == before


def test_suite_spread_reports_the_suite_and_its_separated_positions(tmp_path, monkeypatch, capsys):
    spec = importlib.util.spec_from_file_location("suite_spread", DATA.parents[1] / "suite_spread.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", pimc.DEFAULT_WORLDS)  # main sets both for its run
    monkeypatch.setattr(pimc, "LIGHT_BUDGET_MS", pimc.LIGHT_BUDGET_MS)
    stored = json.loads((DATA / "zhaopengyou.json").read_text(encoding="utf-8"))
    # 1617702: the ruff worth ~1 level, its candidates far apart
    pos = next(p for p in stored["positions"] if p["seed"] == 1617702)
    one = tmp_path / "one.json"
    one.write_text(json.dumps(dict(stored, positions=[pos])), encoding="utf-8")
    assert module.main(["zhaopengyou", "--suite", str(one), "--levels", "normal"]) == 0
    out = capsys.readouterr().out
    assert "1 positions with per-world values" in out
    assert "best and worst 2 SE apart: 1 positions" in out
    assert "best-worst >= 2 SE (1):  normal 0.9" in out  # normal discards where the ruff was best
