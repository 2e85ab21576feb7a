"""Prepared 三打一 positions (docs/screenshots, the table tests): the human at seat 0."""

from __future__ import annotations

import random
from typing import Any

from ...session import Session
from ..demo import play_step, seats, table_stack

SCENES = ("sandayi_bid", "sandayi_report", "sandayi_play", "sandayi_tanda")


def sandayi_position(app: Any, phase: str) -> Session:
    for seed in range(1, 3000):
        s = Session.new("sandayi", seats(app, 4), seed=seed)
        h = s.hand
        rng = random.Random(seed)
        if phase == "bid":
            if h.to_act == 0:
                return s
            continue
        while h.phase == "bid":
            legal = h.legal_actions()
            if phase == "tanda":
                h.apply(legal[-1])  # the marker holder calls 3 straight away: 头撂
            else:
                low = len(legal) > 1 and rng.random() < 0.5 and legal[1].value < 3
                h.apply(legal[1] if low else legal[0])
        v = h.view(None)
        if phase == "report":
            if h.phase == "report" and h.to_act == 0:
                return s
            continue
        if phase == "play":
            if not (h.phase == "report" and v["landlord"] != 0 and v["level"] in (1, 2)):
                continue
        if phase == "tanda" and not (h.phase == "tanda" and v["landlord"] != 0):
            continue
        while h.phase in ("report", "dabuda", "tanda"):
            legal = h.legal_actions()
            h.apply(legal[0])  # report every set, play, open the hands
        for _ in range(200):
            if h.is_over:
                break
            if h.to_act == 0 and h.phase == "play":
                v = h.view(0)
                plays = (v.get("trick") or {}).get("plays") or []
                used = sum(u for i, u in enumerate(v["bombs_used"]) if i != v["landlord"])
                if len(plays) >= 2 and not plays[-1].get("pass") and v["counts"][0] <= 22 and used <= 1:
                    return s
            play_step(h, rng)
    raise RuntimeError(f"no sandayi position for {phase}")


def sandayi_scene(app: Any, name: str) -> list[Any]:
    """``sandayi_bid``, ``sandayi_report``, ``sandayi_play`` (a reported set face up, the farmers' bomb
    allowances), ``sandayi_tanda`` (every hand face up)."""
    return table_stack(app, sandayi_position(app, name.partition("_")[2]))
