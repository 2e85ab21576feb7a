"""板子炮 opponents: the rules adapter and the bidding (包牌 / 反包 / the 庄's called card).

In 叫牌 mode the side that takes more cards wins, so a trick is worth its card count (``points``
counts cards). Seats whose side the viewer cannot know yet (the hidden partner, BZP-4.4) are
treated as opponents until the called card shows.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine import Action, make_deck, parse_cards
from engine.games.banzipao import beats, classify
from engine.games.banzipao.combos import value

from ..climbing import ClimbRules
from ..decompose import Shapes
from ..player import ClimbPlayer

__all__ = ["RULES", "make", "choose_phase"]

_DECK = make_deck(1, without="LJ BJ")


def _sides(view: dict[str, Any]) -> list[int]:
    teams = view.get("teams") or [None] * view["num_players"]
    return [t if t is not None else 10 + i for i, t in enumerate(teams)]


RULES = ClimbRules(
    game_id="banzipao",
    shapes=Shapes(lo=3, hi=15, seq_hi=14, straight_min=3, straight_max=12, pair_run_min=99, pair_run_max=0,
                  dizha_min=3, plane_min=None, kickers_per_triple=0, bomb_min=3, k510=False),
    value=value,
    classify=classify,
    beats=beats,
    points=lambda cards: len(list(cards)),  # BZP-6.5: a trick is worth its cards (得牌)
    deck=lambda view: list(_DECK),
    sides=_sides,
    point_weight=0.07,
)

#: decomposition-cost thresholds (lower = stronger) for 包牌 (1 vs 3) and 反包 (1 vs 1)
BAOPAI = {"easy": 0.0, "normal": 0.6, "hard": 0.6}
FANBAO = {"easy": 0.3, "normal": 1.0, "hard": 1.0}


def _pick(legal: Sequence[Action], value_: str) -> Action:
    return next((a for a in legal if a.value == value_), legal[0])


def choose_phase(view: dict[str, Any], legal: Sequence[Action], level: str, rng: random.Random) -> Action:
    phase = view.get("phase")
    if phase == "call":
        return legal[0]  # the highest card the 庄 lacks: an ace or a 2 makes the strongest partner
    if level == "greedy":
        return _pick(legal, {"bid": "bubao", "counter": "bufan"}.get(phase, ""))
    me = view["viewer"]
    cost = RULES.cost(parse_cards(" ".join(view["hands"][me] or [])))
    lv = level if level in BAOPAI else "normal"
    if phase == "bid":
        return _pick(legal, "baopai" if cost <= BAOPAI[lv] else "bubao")
    if phase == "counter":
        return _pick(legal, "fanbao" if cost <= FANBAO[lv] else "bufan")
    return legal[0]


def make(level: str, seed: int | None) -> ClimbPlayer:
    return ClimbPlayer(RULES, level, seed, choose_phase, None)
