"""Prepared 找朋友 positions (docs/screenshots, the table tests): the human at seat 0 to act in that
phase; ``zhaopengyou_over`` is a finished hand. ``docs/screenshots/zhaopengyou.png`` is
``zhaopengyou_play`` at 1280×720 in Chinese."""

from __future__ import annotations

import random
from typing import Any

from engine import Action
from engine.cards import Suit
from engine.games.zhaopengyou import Trump, is_trump

from ...session import Session
from ..demo import seats, table_stack

SCENES = (
    "zhaopengyou_bid",
    "zhaopengyou_bury",
    "zhaopengyou_call",
    "zhaopengyou_play",
    "zhaopengyou_throw",
    "zhaopengyou_over",
    "zhaopengyou_clockwise",
)


def zhaopengyou_position(app: Any, phase: str, seed0: int = 1,
                         options: dict[str, Any] | None = None, in_trick: int = 0) -> Session:
    """Seat 0 (human) to act in ``phase``: bid, bury, call, play (mid-hand, a trick half played;
    ``in_trick``: exactly so many plays already in the trick)."""
    for seed in range(seed0, seed0 + 300):
        s = Session.new("zhaopengyou", seats(app, 5), options=options, seed=seed)
        h = s.hand
        rng = random.Random(seed)
        for _ in range(400):
            if h.is_over:
                break
            v = h.view(None)
            if h.to_act == 0 and h.phase == phase:
                if (
                    phase == "bid"
                    and len([a for a in h.legal_actions() if a.kind == "bid"]) >= 2
                    and v["bids"]
                ):
                    return s
                if phase in ("bury", "call"):
                    return s
                if (
                    phase == "play"
                    and v["tricks_played"] >= 6
                    and (_trick_size(v) == in_trick if in_trick else _trick_size(v) >= 3)
                    and (v["friend"] is not None or seed >= seed0 + 40)
                    and v["declarer"] != 0
                ):
                    return s
            legal = h.legal_actions()
            if h.phase == "bid":
                bids = [a for a in legal if a.kind == "bid"]
                if phase in ("bury", "call") and h.to_act == 0 and bids:
                    h.apply(bids[-1])
                elif phase not in ("bury", "call") and bids and rng.random() < 0.35:
                    h.apply(bids[0])
                else:
                    h.apply(legal[0])
            elif h.phase == "play":
                plays = legal[: max(1, len(legal) // 2)]
                h.apply(rng.choice(plays))
            else:
                h.apply(legal[0])
        if phase == "over" and h.is_over:
            return s
    raise RuntimeError(f"no zhaopengyou position for {phase}")


def _trick_size(view: dict[str, Any]) -> int:
    return sum(1 for p in view["trick"] if p)


def zhaopengyou_throw(app: Any) -> Session:
    """A throw of a whole plain suit, blocked by seat 0 (human), who has two shapes to choose from."""
    for seed in range(1, 400):
        s = Session.new("zhaopengyou", seats(app, 5), seed=seed)
        h = s.hand
        rng = random.Random(seed)
        for _ in range(60):
            if h.phase != "play":
                h.apply(h.legal_actions()[0])
                continue
            v = h.view(None)
            if not any(v["trick"]) and h.to_act != 0 and v["tricks_played"] >= 2:
                tr = Trump(v["trump"]["level"], Suit[v["trump"]["suit"]])
                by_suit: dict[Any, list[Any]] = {}
                for c in h.hands[h.to_act]:
                    if not is_trump(c, tr):
                        by_suit.setdefault(c.suit, []).append(c)
                if by_suit:
                    throw = Action.play(" ".join(str(c) for c in max(by_suit.values(), key=len)))
                    if h.check(throw) is None:
                        trial = type(h).from_dict(h.to_dict())
                        trial.apply(throw)
                        if (
                            trial.phase == "throw_choice"
                            and trial.to_act == 0
                            and len(trial.legal_actions()) > 1
                        ):
                            h.apply(throw)
                            return s
            legal = h.legal_actions()
            h.apply(rng.choice(legal[: max(1, len(legal) // 2)]))
    raise RuntimeError("no blocked throw for seat 0")


def zhaopengyou_scene(app: Any, name: str) -> list[Any]:
    phase = name.partition("_")[2]
    if phase == "clockwise":  # house rule clockwise_tricks (ZPY-2.2): the trick came round clockwise
        # three plays: seats 3, 2 and 1 have played, seat 4 (on the left) has not
        cw = zhaopengyou_position(app, "play", options={"clockwise_tricks": True}, in_trick=3)
        return table_stack(app, cw)
    return table_stack(app, zhaopengyou_throw(app) if phase == "throw" else zhaopengyou_position(app, phase))
