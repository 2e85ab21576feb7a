"""Worlds weighted by the bets (issue #35, ``ai.counterfactual_policy``): a re-dealt 扯旋 world is kept
only as often as the other seats would have bet as they did with its cards, and the worlds of every
game that does not ask for it are drawn exactly as before."""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import engine
from ai.counterfactual import point_of, redeal
from ai.counterfactual_policy import PHASES, PolicyAccept, decisions_of, weighted_redeal
from engine import parse_cards
from engine.games.chexuan import pair_level

#: seat 0 holds these four cards (two face down, CX-10.2, then two face up, CX-10.4, 10.6)
MINE = "D4 C6 S7 C9"
#: seat 1's face-up cards (CX-10.4, 10.6), the same in every world below
OPEN = "D7 H6"


def _allin_point(hole: str = "DQ HQ"):
    """Two seats, dealer 0: seat 1 speaks first (CX-11.0) and goes all-in (敲, CX-11.4) with
    ``hole``; seat 0 decides what to do about it."""
    hand = engine.new_hand("chexuan", players=2, seed=1, deal={"hands": [MINE, f"{hole} {OPEN}"]},
                           context={"stakes": [200, 200], "dealer": 0})
    hand.apply(next(a for a in hand.legal_actions() if a.kind == "allin"))
    assert hand.to_act == 0
    return point_of(hand)


def _with_hole(point, hole: str) -> dict:
    return {"hands": [MINE, f"{hole} {OPEN}"]}


def test_cx_11_4_a_hole_that_never_goes_all_in_is_never_accepted():
    """CX-11.4, 10.2: 6 points (CJ S5) in the hole, first to speak, ``normal`` checks (CX-11.1):
    a world dealing seat 1 those cards never passes its 敲, while a pair of 天 (DQ HQ, CX-5) does
    nearly always."""
    point = _allin_point()
    assert decisions_of(point, PHASES["chexuan"]) == 1
    accept = PolicyAccept("normal", PHASES["chexuan"])
    weak = [accept(point, _with_hole(point, "CJ S5"), random.Random(k)) for k in range(30)]
    assert not any(weak)
    strong = [accept(point, _with_hole(point, "DQ HQ"), random.Random(k)) for k in range(30)]
    assert sum(strong) >= 24
    assert accept.draws == 60 and accept.kept == sum(strong)


def test_cx_2_1_a_world_deals_cards_no_seat_was_dealt():
    """CX-2.1, 10.2: of the 32 cards, 8 are dealt to two seats and 24 never are; seat 0 cannot tell
    them apart, so its worlds deal seat 1 cards from the whole unseen deck, not the real hand's
    cards again (they once did: every world re-dealt only the cards dealt in the real hand)."""
    point = _allin_point()
    real = set(parse_cards(f"DQ HQ {OPEN} S7 C9"))
    outside = 0
    for k in range(6):
        world = redeal(point, random.Random(k))
        assert world is not None and world.view(0) == point.build().view(0)
        outside += len(set(world.hands[1]) - real)
    assert outside > 0


def test_cx_11_4_the_all_in_seat_holds_stronger_cards_in_weighted_worlds():
    """The same point re-dealt both ways, seeded alike: seat 1's hole cards rank higher by CX-5's
    levels (1 strongest) where the worlds respect its 敲, and every weighted world's hole is one
    ``normal`` pushes all-in with (a pair or 丁皇 at the top of CX-5)."""
    point = _allin_point()
    uniform, weighted = [], []
    for k in range(4):
        u = redeal(point, random.Random(k))
        w, draws = weighted_redeal(point, random.Random(k), cap=2000)
        assert u is not None and w is not None and 1 <= draws <= 2000
        assert w.view(0) == u.view(0)  # what seat 0 knows is the same in both
        uniform.append(pair_level(u.hands[1][:2]))
        weighted.append(pair_level(w.hands[1][:2]))
    print(sorted(uniform), sorted(weighted))
    assert sum(weighted) / 4 < sum(uniform) / 4 - 10
    assert all(level <= 4 for level in weighted)


def test_the_deciding_seats_own_bets_do_not_weigh():
    """Only the other seats' decisions weigh a world: the deciding seat's cards are the same in
    every world, so its own 休 (CX-11.1) says nothing the world could contradict."""
    hand = engine.new_hand("chexuan", players=2, seed=1, deal={"hands": [MINE, f"DQ HQ {OPEN}"]},
                           context={"stakes": [200, 200], "dealer": 0})
    hand.apply(next(a for a in hand.legal_actions() if a.kind == "check"))
    assert hand.to_act == 0
    assert decisions_of(point_of(hand), PHASES["chexuan"]) == 1  # seat 1's 休
    hand.apply(min((a for a in hand.legal_actions() if a.kind == "raise"), key=lambda a: int(a.value)))
    assert hand.to_act == 1
    assert decisions_of(point_of(hand), PHASES["chexuan"]) == 1  # seat 0's 大, not seat 1's own 休


#: a decision point per game, reached by seeded random play (打筒子: the first legal play) from deal
#: seed 3 (扯旋: the first of seeds 3… that reaches it), so no AI's policy moves the points
_WANT = {
    "banbiantianzha": lambda v, legal: v["phase"] not in ("play", "hammer") and len(legal) > 1,
    "sandayi": lambda v, legal: v["phase"] != "play" and len(legal) > 1,
    "banzipao": lambda v, legal: v["phase"] != "play" and len(legal) > 1,
    "zhaopengyou": lambda v, legal: v["phase"] == "call",
    "doudizhu": lambda v, legal: v["phase"] == "bid" and len(v.get("bids") or []) >= 1,
    "datongzi": lambda v, legal: v["phase"] == "play" and sum(v["counts"]) < 100,
    "chexuan": lambda v, legal: (v["phase"] == "bet" and len(legal) > 1
                                 and len(v["open_cards"][0] or []) >= 1),
}
#: sha256 of four worlds' deals at each point (``redeal`` with Random(0..3)), computed with the code
#: before the weighting hook existed: the other games' worlds are drawn exactly as they were. 扯旋's
#: is taken after its never-dealt cards became a place of the re-deal (the test above)
_DIGESTS = {
    "banbiantianzha": "4c29c22c369ab5a5", "sandayi": "9bbde8acd64240e1", "banzipao": "4cb88f958b805369",
    "zhaopengyou": "94f941da28a9a421", "doudizhu": "579a5a56e93c5b62", "datongzi": "4235b1fcf37c408e",
    "chexuan": "82c50676a40c44fd",
}


def _first(game_id: str) -> engine.Hand:
    for seed in range(3, 53):
        hand = engine.new_hand(game_id, seed=seed)
        rng = random.Random(seed)
        while not hand.is_over:
            view, legal = hand.view(hand.to_act), hand.legal_actions()
            if _WANT[game_id](view, legal):
                return hand
            hand.apply(legal[0] if game_id == "datongzi" else rng.choice(legal))
    raise AssertionError(f"{game_id}: no deal reached the point")


def test_worlds_without_the_hook_are_drawn_as_before():
    for game_id, want in _DIGESTS.items():
        point = point_of(_first(game_id))
        digest = hashlib.sha256()
        for k in range(4):
            world = redeal(point, random.Random(k))
            assert world is not None
            digest.update(json.dumps(world.dealt_cards(), sort_keys=True).encode())
        assert digest.hexdigest()[:16] == want, game_id
    assert set(PHASES) == {"chexuan"}  # no other game's bench worlds are weighted


def test_the_bench_weighs_chexuan_worlds_and_reports_the_draws(tmp_path, capsys, monkeypatch):
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2] / "benchmarks"))
    sys.modules.pop("choice_bench", None)
    import choice_bench

    from ai import pimc

    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", pimc.DEFAULT_WORLDS)
    monkeypatch.setattr(pimc, "LIGHT_BUDGET_MS", pimc.LIGHT_BUDGET_MS)
    out = tmp_path / "cx.jsonl"
    argv = ["--games", "chexuan", "--phases", "bet", "--buckets", "price<=0", "--deals", "1", "--worlds", "4",
            "--draw-cap", "10", "--seed", "2", "--out", str(out)]
    assert choice_bench.main(argv) == 0
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert rows and all("draws" in r and r["draws"] <= 4 * 10 for r in rows)
    assert all(len(v) <= 4 for r in rows for v in r["values"].values())
    text = capsys.readouterr().out
    assert "worlds weighted by the other seats' bet decisions" in text and "draws kept" in text
    uniform = tmp_path / "cxu.jsonl"
    assert choice_bench.main([*argv[:-1], str(uniform), "--worlds-by", "uniform"]) == 0
    rows = [json.loads(line) for line in uniform.read_text(encoding="utf-8").splitlines()]
    assert rows and not any("draws" in r for r in rows)
