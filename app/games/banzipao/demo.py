"""Prepared 板子炮 positions (docs/screenshots, the table tests): the human at seat 0."""

from __future__ import annotations

import random
from typing import Any

import engine

from ...session import Session
from ..demo import play_step, seats, table_stack

SCENES = (
    "banzipao_bid",
    "banzipao_counter",
    "banzipao_call",
    "banzipao_play",
    "banzipao_duel",
    "banzipao_tianpai",
)


def banzipao_position(app: Any, phase: str) -> Session:
    """``bid``/``counter``/``call``: you decide; ``play``: 叫牌 mode, the partner revealed, cards
    taken; ``duel``: a 反包 duel with two seats sitting out; ``tianpai``: a 十三烂 at the deal."""
    if phase == "tianpai":
        s = Session.new("banzipao", seats(app, 4), seed=1)
        ranks = "3456789TJQKA2"
        mine = [("SHCD"[i % 4]) + r for i, r in enumerate(ranks)]
        rest = [c for c in (su + r for r in ranks for su in "SHCD") if c not in mine]
        random.Random(3).shuffle(rest)
        deal = {"hands": [" ".join(mine)] + [" ".join(rest[i * 13 : i * 13 + 13]) for i in range(3)]}
        s.match.hand = engine.new_hand("banzipao", seed=1, deal=deal)
        return s
    for seed in range(1, 800):
        s = Session.new("banzipao", seats(app, 4), seed=seed)
        h = s.hand
        rng = random.Random(seed)
        if h.is_over:
            continue
        for _ in range(300):
            if h.is_over:
                break
            v = h.view(0)
            if h.to_act == 0 and h.phase == phase and phase in ("bid", "counter", "call"):
                if phase != "bid" or any(v["bids"]) or v["banker"] != 0:
                    return s
            if h.to_act == 0 and h.phase == "play":
                plays = (v.get("trick") or {}).get("plays") or []
                if (
                    phase == "play"
                    and v["mode"] == "jiaopai"
                    and v["partner_revealed"]
                    and sum(v["taken"]) >= 12
                    and len(plays) >= 2
                ):
                    return s
                if phase == "duel" and v["mode"] == "fanbao" and plays and sum(v["taken"]) >= 4:
                    return s
            legal = h.legal_actions()
            if h.phase == "bid":
                want = "baopai" if phase in ("counter", "duel") and h.to_act == 3 else "bubao"
                h.apply(next((a for a in legal if a.value == want), legal[-1]))
            elif h.phase == "counter":
                h.apply(legal[0] if phase == "duel" else legal[-1])
            elif h.phase == "call":
                h.apply(legal[rng.randrange(len(legal))])
            else:
                play_step(h, rng)
    raise RuntimeError(f"no banzipao position for {phase}")


def banzipao_scene(app: Any, name: str) -> list[Any]:
    return table_stack(app, banzipao_position(app, name.partition("_")[2]))
