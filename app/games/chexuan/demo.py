"""Prepared 扯旋 positions (docs/screenshots, the table tests): the human at seat 0 to act in that
phase; ``chexuan_showdown`` is a finished hand. ``docs/screenshots/chexuan.png`` is ``chexuan_bet`` at
1280×720 in Chinese."""

from __future__ import annotations

import random
from typing import Any

from engine import new_hand

from ...session import Session
from ..demo import seats, table_stack

SCENES = (
    "chexuan_stake",
    "chexuan_bet",
    "chexuan_split",
    "chexuan_showdown",
    "chexuan_void",
    "chexuan_survivor",
    "chexuan_short",
    "chexuan_declare",
)


def _cx_step(h: Any, rng: random.Random) -> None:
    """A plausible table: mid stakes, mostly calls and checks, a few raises, rare folds."""
    legal = h.legal_actions()
    if h.phase == "stake":
        h.apply(legal[min(len(legal) - 1, rng.randrange(1, 3))])
        return
    if h.phase == "split":
        h.apply(legal[0])
        return
    kinds = {a.kind: a for a in legal}
    r = rng.random()
    if "raise" in kinds and r < 0.25:
        h.apply(next(a for a in legal if a.kind == "raise"))
    elif "check" in kinds:
        h.apply(kinds["check"] if r < 0.9 else kinds["fold"])
    elif "call" in kinds and r < 0.85:
        h.apply(kinds["call"])
    else:
        h.apply(kinds["fold"] if r < 0.93 else kinds["allin"])


def chexuan_position(app: Any, phase: str, n: int = 6) -> Session:
    """Seat 0 (human) to act in ``phase`` with most seats still in; ``over``: a finished showdown."""
    for seed in range(1, 400):
        s = Session.new("chexuan", seats(app, n), seed=seed)
        h = s.hand
        rng = random.Random(seed)
        for _ in range(200):
            if h.is_over:
                break
            folded = sum(h.view(None)["folded"])
            street = h.view(None)["street"]
            if phase == "bet" and h.phase == "bet" and h.to_act == 0 and street == 3 and folded <= 1:
                if h.view(None)["current_bet"] > h.view(None)["committed"][0]:
                    return s
            if phase == "split" and h.phase == "split" and h.to_act == 0 and folded <= 1:
                return s
            if h.to_act == 0 and h.phase == "bet" and phase != "bet":
                legal = h.legal_actions()
                call = next((a for a in legal if a.kind in ("check", "call")), legal[0])
                h.apply(call)
                continue
            _cx_step(h, rng)
        if (
            phase == "over"
            and h.is_over
            and h.view(None)["outcome"] == "showdown"
            and len(h.view(None)["revealed"]) >= 4
            and any(ln.detail.get("cap") for ln in h.result().lines)
        ):
            return s
    raise RuntimeError(f"no chexuan position for {phase}")


def chexuan_special(app: Any, what: str) -> Session:
    """The stake decision, a void hand (everybody checks), or a sole survivor (everybody folds)."""
    for seed in range(1, 200):
        s = Session.new("chexuan", seats(app, 4), seed=seed)
        h = s.hand
        if what == "stake":
            while h.to_act != 0:
                h.apply(h.legal_actions()[1])
            return s
        while not h.is_over:
            legal = {a.kind: a for a in h.legal_actions()}
            if h.phase == "stake":
                h.apply(h.legal_actions()[0])
            elif what == "void":
                h.apply(legal.get("check") or legal["fold"])
            else:
                h.apply(legal.get("raise") if h.to_act == 1 and "raise" in legal else legal["fold"])
        if h.view(None)["outcome"] == what:
            return s
    raise RuntimeError(f"no chexuan {what} hand")


def chexuan_short(app: Any) -> Session:
    """Seat 0 to bet facing a 敲 bigger than its own 簸簸: 跟 is impossible, only 敲 or 丢 (CX-11.3)."""
    for seed in range(1, 200):
        s = Session.new("chexuan", seats(app, 4), seed=seed)
        h = s.hand
        for _ in range(60):
            if h.is_over or (h.phase == "bet" and h.to_act == 0 and h.view(None)["current_bet"] > 0):
                break
            legal = h.legal_actions()
            if h.phase == "stake":  # the human sets the smallest 簸簸, the others the largest
                h.apply(legal[0] if h.to_act == 0 else legal[-1])
                continue
            kinds = {a.kind: a for a in legal}
            answer = kinds.get("call") or kinds.get("check") or kinds["fold"]
            h.apply(kinds["allin"] if h.to_act == 1 else answer)
        if not h.is_over and h.to_act == 0 and h.phase == "bet":
            if {a.kind for a in h.legal_actions()} == {"allin", "fold"}:
                return s
    raise RuntimeError("no chexuan position short of a call")


def chexuan_declare(app: Any) -> Session:
    """Seat 0 to split holding 三花十 in a room where 三花 must be declared (house rule sanhua,
    CX-7.3): the split panel shows its 亮三花 button. Four seats, dealer 3, everyone calls."""
    options = {"sanhua": "declared"}
    first = new_hand("chexuan", players=4, seed=5, options=options,
                     context={"stacks": [1000] * 4, "dealer": 3},
                     deal={"hands": ["CT DT CJ S5", "DQ HQ S9 C9", "D4 H4 C7 S7", "H8 D8 S4 C4"]})
    s = Session.new("chexuan", seats(app, 4), options=options, seed=5, first_hand=first)
    h = s.hand
    while not (h.phase == "split" and h.to_act == 0):
        legal = h.legal_actions()
        if h.phase == "stake":
            h.apply(legal[-1])
        elif h.phase == "split":
            h.apply(legal[0])
        else:  # seat 0 opens each round with the least raise, the others call: no void round
            kinds = {a.kind: a for a in legal}
            pick = kinds.get("call") or (min((a for a in legal if a.kind == "raise"), key=lambda a: a.value)
                                         if h.to_act == 0 else kinds.get("check"))
            h.apply(pick or legal[0])
    return s


def chexuan_scene(app: Any, name: str) -> list[Any]:
    phase = name.partition("_")[2]
    if phase == "declare":
        return table_stack(app, chexuan_declare(app))
    if phase == "short":
        return table_stack(app, chexuan_short(app))
    if phase in ("void", "survivor", "stake"):
        return table_stack(app, chexuan_special(app, phase))
    if phase.startswith("split") and phase[5:].isdigit():  # chexuan_split3: three players
        return table_stack(app, chexuan_position(app, "split", int(phase[5:])))
    if phase == "showdown":
        return table_stack(app, chexuan_position(app, "over"))
    return table_stack(app, chexuan_position(app, phase))
