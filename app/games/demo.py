"""What the games' prepared positions share (``app/games/<id>/demo.py``): seats with one human at seat
0, a cheap random play step, and the scene stack of a table."""

from __future__ import annotations

import random
from typing import Any

from ..services.saves import SeatConfig
from ..session import Session

NAMES_ZH = ["我", "小明", "阿芳", "老王", "春花", "大刘"]
NAMES_EN = ["You", "Ming", "Fang", "Wang", "Chun", "Liu"]


def seats(app: Any, n: int) -> list[SeatConfig]:
    names = NAMES_ZH if app.i18n.zh else NAMES_EN
    return [SeatConfig("human" if i == 0 else "ai", names[i], "normal") for i in range(n)]


def play_step(h: Any, rng: random.Random, cheap: bool = True) -> None:
    legal = h.legal_actions()
    plays = [a for a in legal[:12] if a.kind == "play"]
    if plays and (rng.random() < 0.85 or not any(a.kind == "pass" for a in legal[:1])):
        h.apply(rng.choice(plays[: max(1, len(plays) // 2)] if cheap else plays))
    else:
        h.apply(legal[0])


def table_stack(app: Any, session: Session) -> list[Any]:
    """The scene stack of a table at this position (the scene stack builds it by name)."""
    return [app.make("table", session)]
