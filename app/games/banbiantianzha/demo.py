"""Prepared 半边天炸 positions (docs/screenshots, the table tests): ``banbiantianzha_choice``, the
human holds the big joker and must choose 开枪 or 投降; ``banbiantianzha_trick``, mid-trick, the human
to answer two plays already on the table (the README's screenshot)."""

from __future__ import annotations

import random
from typing import Any

import engine

from ...services.saves import SeatConfig
from ...session import Session
from ..demo import table_stack

SCENES = ("banbiantianzha_choice", "banbiantianzha_trick")


def seats_one_human(app: Any) -> list[SeatConfig]:
    zh = app.i18n.zh
    return [
        SeatConfig("human", "我" if zh else "You", "normal"),
        SeatConfig("ai", "小明" if zh else "Ming", "normal"),
        SeatConfig("ai", "阿芳" if zh else "Fang", "hard"),
    ]


def choice_position(app: Any) -> Session:
    """The human holds the big joker and must choose 开枪 or 投降."""
    for seed in range(1, 500):
        s = Session.new("banbiantianzha", seats_one_human(app), seed=seed)
        h = s.hand
        for value in ("chui", "buchui", "chui"):
            h.apply(engine.Action("choose", value=value))
        if h.phase == "shoot" and h.to_act == 0:
            return s
    raise RuntimeError("no demo seed found")


def trick_position(app: Any) -> Session:
    """Mid-trick, the human to answer two plays already on the table."""
    for seed in range(1, 500):
        s = Session.new("banbiantianzha", seats_one_human(app), seed=seed)
        h = s.hand
        rng = random.Random(seed)
        steps = 0
        while not h.is_over and steps < 200:
            steps += 1
            if h.phase != "play":
                legal = h.legal_actions()
                h.apply(legal[-1] if h.phase in ("counter_shot", "dou", "counter_dou") else legal[0])
                continue
            v = h.view(0)
            plays = (v.get("trick") or {}).get("plays") or []
            latest = {p["seat"]: p for p in plays}
            if (
                h.to_act == 0
                and all(k in latest and not latest[k].get("pass") for k in (1, 2))
                and sum(v["points"]) > 0
                and v["counts"][0] >= 9
            ):
                return s
            legal = h.legal_actions()
            plays_ = [a for a in legal if a.kind == "play"]
            h.apply(
                rng.choice(plays_[: max(1, len(plays_) // 3)]) if plays_ and rng.random() < 0.8 else legal[0]
            )
    raise RuntimeError("no demo seed found")


def banbiantianzha_scene(app: Any, name: str) -> list[Any]:
    phase = name.partition("_")[2]
    if phase == "choice":
        return table_stack(app, choice_position(app))
    if phase == "trick":
        return table_stack(app, trick_position(app))
    raise ValueError(f"unknown scene {name!r}")
