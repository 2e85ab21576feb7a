"""打筒子 opponents: the rules adapter (no choice phases: the hand is all card play).

Three decks make 筒子 (three identical cards) the prize: a K/A/2 筒子 that wins a trick earns 100 /
200 / 300 (DTZ-8.1). The rank-count decomposition cannot see suits, so ``suit_cost`` rewards every
筒子 kept in the hand, most for K, A and 2, and ``representatives`` picks, per shape, the suit
choice that breaks the fewest. Must-beat (DTZ-5.2) is the engine's: ``pass`` is listed only when
nothing beats. ``hard`` is a determinized Monte Carlo search whose roll-outs keep every 筒子 / 地炸
whole and score their bonuses (``ai.games.datongzi_search``, ``ai.games.datongzi_playout``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from engine import Action, Card, make_deck
from engine.games.datongzi import DECK_WITHOUT, beats, card_points, classify, value
from engine.registry import normalize_options

from ..characters import STEADY, Style
from ..climbing import ClimbRules
from ..decompose import Shapes
from ..player import ClimbPlayer

__all__ = ["RULES", "make", "suit_cost", "rules_for", "duel_outcome", "suite_value"]

_DECK = make_deck(3, without=DECK_WITHOUT)  # DTZ-1.2
#: DTZ-8.1: 筒子 of K, A, 2 earn a bonus when they win a trick
_TONGZI_VALUE = {13: 1.2, 14: 1.6, 15: 2.0}


def suit_cost(cards: Sequence[Card]) -> float:
    """Negative worth of the 筒子 a hand still holds (lower cost = stronger hand)."""
    cost = 0.0
    for card, k in Counter(cards).items():
        if k >= 3:
            cost -= _TONGZI_VALUE.get(value(card) or 0, 0.7)
    return cost


def suit_delta(held: Counter[Card], cards: Sequence[Card]) -> float:
    """How much ``suit_cost`` rises when ``cards`` leave a hand holding ``held``."""
    delta = 0.0
    for card, k in Counter(cards).items():
        before = held[card]
        if before >= 3 and before - k < 3:
            delta += _TONGZI_VALUE.get(value(card) or 0, 0.7)
    return delta


RULES = ClimbRules(
    game_id="datongzi",
    shapes=Shapes(lo=5, hi=15, seq_hi=14, straight_min=None, pair_run_min=2, pair_run_max=99,
                  dizha_min=None, plane_min=2, kickers_per_triple=0, bomb_min=4, k510=False,
                  bomb_cost=-0.5),
    value=value,
    classify=classify,
    beats=beats,
    points=card_points,
    deck=lambda view: list(_DECK),
    sides=lambda view: list(range(view["num_players"])),
    point_weight=0.012,
    suit_cost=suit_cost,
    suit_delta=suit_delta,
    easy_limit=5,  # 41-card hands: each play weighed costs a fresh decomposition
)

#: the room variants of RULES by the house rules that shape plays (DTZ-3.2 ``pair_suits``, DTZ-3.3
#: ``two_in_runs``): a 2 after the A lets the decomposition run pairs and triples on to the 2 (value
#: 15), and the options make ``classify`` and the search's ``can_beat`` read plays as the room does
_VARIANTS: dict[tuple[bool, str], ClimbRules] = {(False, "any"): RULES}


def rules_for(view: dict[str, Any]) -> ClimbRules:
    """RULES for ``view``'s room (the view's ``two_in_runs`` and ``pair_suits``)."""
    key = (bool(view.get("two_in_runs")), str(view.get("pair_suits") or "any"))
    hit = _VARIANTS.get(key)
    if hit is None:
        two, pairs = key
        # fresh memos: a decomposition or a reading under one room is not the other's
        shapes = replace(RULES.shapes, seq_hi=15 if two else 14, memo={}, memo_old={}, _costs={})
        # a whole room's options: the engine reads a normalised dict without normalising it again
        options = normalize_options("datongzi", {"two_in_runs": two, "pair_suits": pairs})
        hit = _VARIANTS[key] = replace(RULES, shapes=shapes, options=options, _classified={})
    return hit


def choose_phase(view: dict[str, Any], legal: Sequence[Action], level: str, rng: random.Random,
                 style: Style = STEADY) -> Action:
    return legal[0]  # no choice phases in 打筒子


# ---- duel hooks
def duel_outcome(hand: Any, seats: tuple[int, ...]) -> tuple[float, float, dict[str, float]]:
    """Win: A was 一游; score: A's race score R plus 奖励分 B this hand, minus the others' mean
    (the game is not zero-sum); extras: A's own R + B and 一游."""
    res = hand.result()
    bonus = hand.view(None).get("bonus") or [0] * hand.num_players
    total = [res.deltas[s] + bonus[s] for s in range(hand.num_players)]
    a = sum(total[s] for s in seats) / len(seats)
    others = [total[s] for s in range(hand.num_players) if s not in seats]
    win = sum(1 for s in seats if s in res.winners) / len(seats)
    return win, a - sum(others) / len(others), {"own_score": a, "yiyou": win}


def suite_value(hand: Any, seat: int) -> float:
    """A played-out hand's worth to ``seat`` in the position suite's and the counterfactual analyses
    (``ai.counterfactual.final_value``): the duels' score, R + B less the others' mean, the objective
    ``hard``'s search plays for; the race score alone would not see 奖励分 (DTZ-8.4, DTZ-11.1)."""
    return duel_outcome(hand, (seat,))[1]


def make(level: str, seed: int | None, style: Style = STEADY) -> ClimbPlayer:
    """``hard`` searches with suit-aware roll-outs (``ai.games.datongzi_search``); the other levels
    are the climbing games' policies with this game's ``RULES``."""
    if level == "hard":
        from .datongzi_search import DtzSearch

        return ClimbPlayer(RULES, level, seed, choose_phase, DtzSearch(RULES), style, rules_for)
    return ClimbPlayer(RULES, level, seed, choose_phase, None, style, rules_for)
