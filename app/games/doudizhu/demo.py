"""Prepared 斗地主 positions (docs/screenshots, the table tests): the human at seat 0, one for every
phase — 叫分 and 抢地主 bidding, 明牌, card play with the landlord's hand shown, a bomb on the table,
and a 春天 on the scoring screen."""

from __future__ import annotations

import random
from typing import Any

import engine
from engine import Action

from ...session import Session
from ..demo import seats, table_stack

SCENES = ("doudizhu_bid", "doudizhu_rob", "doudizhu_show", "doudizhu_play", "doudizhu_bomb",
          "doudizhu_spring")

#: 春天 (DDZ-9.2): seat 0 holds the rocket and three bombs; the farmers never play a card
SPRING_DEAL = {
    "hands": ["BJ LJ S2 H2 C2 D2 SA HA CA DA SK HK CK DK SQ HQ CQ",
              "S3 H3 C3 S4 H4 C4 S5 H5 C5 S6 H6 C6 D6 S7 H7 C7 D7",
              "S8 H8 C8 D8 S9 H9 C9 D9 ST HT CT DT SJ HJ CJ DJ DQ"],
    "bottom": "D3 D4 D5",
}
SPRING_PLAYS = ("SQ HQ CQ D3", "SK HK CK DK", "SA HA CA DA", "S2 H2 C2 D2 D4 D5", "BJ LJ")


def _step(h: Any, rng: random.Random) -> None:
    """Cheap plays mostly; a bomb or the rocket half the time it is there (the top bar counts them)."""
    legal = h.legal_actions()
    if h.phase != "play":
        h.apply(legal[-1] if rng.random() < 0.5 else legal[0])
        return
    plays = [a for a in legal if a.kind == "play"]
    bombs = [a for a in plays if len(a.cards) == 4 and len({c.rank for c in a.cards}) == 1
             or {str(c) for c in a.cards} == {"LJ", "BJ"}]
    if bombs and rng.random() < 0.5:
        h.apply(rng.choice(bombs))
    elif plays and (rng.random() < 0.85 or legal[0].kind != "pass"):
        h.apply(rng.choice(plays[: max(1, len(plays) // 3)]))
    else:
        h.apply(legal[0])


def _bidding(app: Any, options: dict[str, Any] | None, first: int, bids: list[int]) -> Session:
    """A match whose first bidder is ``first``, after these bids: seat 0 decides next."""
    for seed in range(1, 200):
        s = Session.new("doudizhu", seats(app, 3), options=options, seed=seed)
        if s.hand.view(None)["first_bidder"] == first:
            for v in bids:
                s.hand.apply(Action("bid", value=v))
            if s.hand.to_act == 0:
                return s
    raise RuntimeError("no doudizhu bidding position")


def _play(app: Any, phase: str) -> Session:
    """``play``: the landlord (seat 1) has shown his hand and you follow a play; ``bomb``: a bomb or
    the rocket lies on the table and you decide (不洗牌: bombs are common)."""
    options = {"mingpai": True} if phase == "play" else {"shuffle": False}
    for seed in range(1, 600):
        s = Session.new("doudizhu", seats(app, 3), options=options, seed=seed)
        h = s.hand
        rng = random.Random(seed)
        for _ in range(200):
            if h.is_over:
                break
            v = h.view(0)
            if h.to_act == 0 and h.phase == "play" and v["landlord"] == 1:
                top = (v["trick"] or {}).get("top")
                kind = (top or {}).get("kind")
                if phase == "play" and top and v["shown"] and v["counts"][0] <= 14:
                    return s
                if phase == "bomb" and kind in ("bomb", "rocket") and v["bombs"] >= 1:
                    return s
            if h.phase == "bid":
                want = 3 if h.to_act == 1 else 0
                legal = h.legal_actions()
                h.apply(next((a for a in legal if a.value == want), legal[-1]))
            elif h.phase == "show":
                h.apply(Action("choose", value="show"))
            else:
                _step(h, rng)
    raise RuntimeError(f"no doudizhu position for {phase}")


def _spring(app: Any) -> Session:
    """A finished hand: you bid 3, play three bombs and the rocket, and nobody else plays (春天)."""
    s = Session.new("doudizhu", seats(app, 3), seed=5)
    h = engine.new_hand("doudizhu", seed=5, deal=SPRING_DEAL, context={"first_bidder": 0})
    s.match.hand = h
    h.apply(Action("bid", value=3))
    for cards in SPRING_PLAYS:
        h.apply(Action.play(cards))
        if not h.is_over:
            h.apply(Action.pass_())
            h.apply(Action.pass_())
    _ = s.match.scores  # reading the totals books the finished hand
    s.fresh_hand = False
    return s


def doudizhu_position(app: Any, phase: str) -> Session:
    if phase == "bid":  # 叫分: seat 1 bid 1, seat 2 passed
        return _bidding(app, None, 1, [1, 0])
    if phase == "rob":  # 抢地主: seat 2 called the landlord
        return _bidding(app, {"bidding": "rob"}, 2, [1])
    if phase == "show":  # 明牌: you bid 3 and took the bottom
        return _bidding(app, {"mingpai": True}, 0, [3])
    if phase == "spring":
        return _spring(app)
    return _play(app, phase)


def doudizhu_scene(app: Any, name: str) -> list[Any]:
    """The prepared positions above; ``doudizhu_spring`` is the scoring screen over its table."""
    phase = name.partition("_")[2]
    session = doudizhu_position(app, phase)
    stack = table_stack(app, session)
    if phase == "spring":
        stack.append(app.make("scoring", stack[0]))
    return stack
