"""打筒子 opponents: the rules adapter (no choice phases: the hand is all card play).

Three decks make 筒子 (three identical cards) the prize: a K/A/2 筒子 that wins a trick earns 100 /
200 / 300 (DTZ-8.1). The rank-count decomposition cannot see suits, so ``suit_cost`` rewards every
筒子 kept in the hand, most for K, A and 2, and ``representatives`` picks, per shape, the suit
choice that breaks the fewest. Must-beat (DTZ-5.2) is the engine's: ``pass`` is listed only when
nothing beats.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine import Action, Card, make_deck
from engine.games.datongzi import beats, card_points, classify
from engine.games.datongzi.combos import value

from ..climbing import ClimbRules
from ..decompose import Group, Shapes
from ..pimc import SearchSpec
from ..player import ClimbPlayer
from ..playout import SimRules, Top, World

__all__ = ["RULES", "make", "suit_cost"]

_DECK = make_deck(3, without="3 4 BJ LJ")  # DTZ-1.2
#: DTZ-8.1: 筒子 of K, A, 2 earn a bonus when they win a trick
_TONGZI_VALUE = {13: 1.2, 14: 1.6, 15: 2.0}


def suit_cost(cards: Sequence[Card]) -> float:
    """Negative worth of the 筒子 a hand still holds (lower cost = stronger hand)."""
    cost = 0.0
    for card, k in Counter(cards).items():
        if k >= 3:
            cost -= _TONGZI_VALUE.get(value(card) or 0, 0.7)
    return cost


def suit_delta(held: Counter, cards: Sequence[Card]) -> float:
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
)


def choose_phase(view: dict[str, Any], legal: Sequence[Action], level: str, rng: random.Random) -> Action:
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


# ---- the search of ``hard``
_POINTS = [0] * 16
_POINTS[5], _POINTS[10], _POINTS[13] = 5, 10, 10  # DTZ-7.1
_FINISH = (100, -40, -60)  # DTZ-9.1


def combo_top(combo: Any) -> Top:
    kind, key = combo.kind, combo.key
    if kind in ("single", "pair", "triple"):
        return Top(0, kind, 1, key[0])
    if kind in ("pair_run", "plane"):
        return Top(0, kind, key[0], key[1])
    if kind == "bomb":
        return Top(1, "bomb", key[0], key[1])
    if kind == "tongzi":
        return Top(2, "tongzi", 1, key[0], key[1])
    return Top(3, "dizha", 1, key[0])


def group_top(g: Group) -> Top:
    if g.kind == "bomb":
        return Top(1, "bomb", g.width, g.high)
    if g.kind in ("single", "pair", "triple"):
        return Top(0, g.kind, 1, g.high)
    return Top(0, g.kind, g.length, g.high)


def _bomb_beats(new: Top, old: Top) -> bool:
    return (new.length, new.high, new.extra) > (old.length, old.high, old.extra)  # DTZ-4.2 to 4.4


def _evaluate(w: World, seat: int) -> float:
    order = w.out + [s for s in range(3) if s not in w.out]
    race = list(w.points)
    for place, s in enumerate(order):
        race[s] += _FINISH[place]
    others = [race[s] for s in range(3) if s != seat]
    return (race[seat] - sum(others) / 2) / 100


_SIM = SimRules(RULES.shapes, _POINTS, group_top, _bomb_beats, lambda w: len(w.out) >= 2, _evaluate,
                bomb_points=40, kickers=None, must_beat=True)
SEARCH = SearchSpec(sim=lambda view, t: _SIM, combo_top=combo_top)


def make(level: str, seed: int | None) -> ClimbPlayer:
    # hard plays as normal here: rank-only playouts cannot see 筒子 bonuses and lost to normal (docs/ai.md)
    return ClimbPlayer(RULES, level, seed, choose_phase, None)
