"""Prepared 打筒子 positions (docs/screenshots, the table tests): the human at seat 0."""

from __future__ import annotations

import random
from typing import Any

from engine import Action, SegmentedActions

from ...session import Session
from ..demo import seats, table_stack

SCENES = ("datongzi_play", "datongzi_over")


def _dtz_step(h: Any, rng: random.Random) -> None:
    """Cheap plays mostly, a 筒子 or 地炸 now and then (so bonuses happen)."""
    legal = h.legal_actions()
    segs = legal.segments if isinstance(legal, SegmentedActions) else None
    if not segs:
        h.apply(legal[0])
        return
    big = [g for g in segs if g.kind in ("tongzi", "dizha") and (g.kind == "dizha" or g.key[0] >= 13)]
    if big and rng.random() < 0.35:
        h.apply(Action.play(rng.choice(big).cards_at(0)))
        return
    small = [g for g in segs if g.kind not in ("bomb", "tongzi", "dizha")] or segs
    h.apply(Action.play(rng.choice(small[: max(1, len(small) // 2)]).cards_at(0)))


def datongzi_position(app: Any, phase: str) -> Session:
    """``play``: hand 3 of a match, you must beat a play on the table, bonuses already won;
    ``over``: a finished hand with the 9 unseen cards turned up."""
    for seed in range(1, 400):
        s = Session.new("datongzi", seats(app, 3), seed=seed)
        rng = random.Random(seed)
        for _ in range(2):
            while not s.hand.is_over:
                _dtz_step(s.hand, rng)
            _ = s.match.scores
            s.next_hand()
        h = s.hand
        for _ in range(400):
            if h.is_over:
                break
            v = h.view(0)
            top = (v.get("trick") or {}).get("top")
            if (
                phase == "play"
                and h.to_act == 0
                and top
                and v["awards"]
                and v["counts"][0] >= 30
                and h.check(Action.pass_()) is not None
            ):
                return s
            _dtz_step(h, rng)
        if phase == "over" and h.is_over and any(v for v in h.view(0)["bonus"]):
            return s
    raise RuntimeError(f"no datongzi position for {phase}")


def datongzi_scene(app: Any, name: str) -> list[Any]:
    return table_stack(app, datongzi_position(app, name.partition("_")[2]))
