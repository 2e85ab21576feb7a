"""Prepared 扯旋 and 找朋友 positions for the documentation screenshots and the table tests.

``game_scene(app, name)`` builds the scene stack for each name in ``SCENES`` (the human at seat 0 to
act in that phase; ``chexuan_showdown`` and ``zhaopengyou_over`` are finished hands). The
screenshots ``docs/screenshots/chexuan.png`` and ``zhaopengyou.png`` are ``chexuan_bet`` and
``zhaopengyou_play`` at 1280×720 in Chinese."""

from __future__ import annotations

import random
from typing import Any

from engine import Action

from ..services.saves import SeatConfig
from ..session import Session

NAMES_ZH = ["我", "小明", "阿芳", "老王", "春花", "大刘"]
NAMES_EN = ["You", "Ming", "Fang", "Wang", "Chun", "Liu"]
SCENES = (
    "chexuan_stake",
    "chexuan_bet",
    "chexuan_split",
    "chexuan_showdown",
    "chexuan_void",
    "chexuan_survivor",
    "zhaopengyou_bid",
    "zhaopengyou_bury",
    "zhaopengyou_call",
    "zhaopengyou_play",
    "zhaopengyou_throw",
    "zhaopengyou_over",
)


def seats(app: Any, n: int) -> list[SeatConfig]:
    names = NAMES_ZH if app.i18n.zh else NAMES_EN
    return [SeatConfig("human" if i == 0 else "ai", names[i], "normal") for i in range(n)]


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


def zhaopengyou_position(app: Any, phase: str, seed0: int = 1) -> Session:
    """Seat 0 (human) to act in ``phase``: bid, bury, call, play (mid-hand, a trick half played)."""
    for seed in range(seed0, seed0 + 300):
        s = Session.new("zhaopengyou", seats(app, 5), seed=seed)
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
                    and sum(1 for p in v["trick"] if p) >= 3
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


def zhaopengyou_throw(app: Any) -> Session:
    """A throw of a whole plain suit, blocked by seat 0 (human), who has two shapes to choose from."""
    from engine.cards import Suit
    from engine.games.zhaopengyou import Trump, is_trump

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


def game_scene(app: Any, name: str) -> list[Any]:
    from ..scenes.table import TableScene

    game, _, phase = name.partition("_")
    if game == "chexuan":
        if phase in ("void", "survivor", "stake"):
            return [TableScene(app, chexuan_special(app, phase))]
        if phase.startswith("split") and phase[5:].isdigit():  # chexuan_split3: three players
            return [TableScene(app, chexuan_position(app, "split", int(phase[5:])))]
        if phase == "showdown":
            s = chexuan_position(app, "over")
            return [TableScene(app, s)]
        return [TableScene(app, chexuan_position(app, phase))]
    if game == "zhaopengyou":
        s = zhaopengyou_throw(app) if phase == "throw" else zhaopengyou_position(app, phase)
        return [TableScene(app, s)]
    raise ValueError(f"unknown scene {name!r}")


def apply_all(h: Any, actions: list[Action]) -> None:
    for a in actions:
        h.apply(a)
