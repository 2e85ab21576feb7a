"""Duel hooks shared by the one-against-the-rest games (三打一, 斗地主): a neutral auction fixes the
landlord, then A plays the landlord and, on the same deal, the farmers (``ai.duel`` calls the game
module's ``duel_prefix``, ``duel_rotations`` and ``duel_outcome``; these build them), and the
outcome of the games that are not zero-sum between seats (找朋友)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from engine import Action

#: a game's choice-phase policy: (view, legal actions, level, rng) -> the action
ChoosePhase = Callable[[dict[str, Any], Sequence[Action], str, random.Random], Action]


def neutral_auction(hand: Any, choose_phase: ChoosePhase) -> list[Action]:
    """The auction as ``normal`` players bid it; the referee applies it before A and B play."""
    actions = []
    while hand.phase == "bid" and not hand.is_over:
        a = choose_phase(hand.view(hand.to_act), hand.legal_actions(), "normal", random.Random(0))
        hand.apply(a)
        actions.append(a)
    return actions


def landlord_rotations(hand: Any, players: int) -> list[tuple[int, ...]]:
    """A plays the landlord, then the farmers (every seat alone where nobody took the hand)."""
    lord = hand.view(None).get("landlord")
    if lord is None:
        return [(s,) for s in range(players)]
    return [(lord,), tuple(s for s in range(players) if s != lord)]


def side_outcome(hand: Any, seats: tuple[int, ...]) -> tuple[float, float, dict[str, float]]:
    """A's win and its side's total score. The total, not a per-seat mean: the hand is zero-sum
    between the landlord and the farmers, so equal players score 0 over the two rotations of a deal."""
    res = hand.result()
    score = float(sum(res.deltas[s] for s in seats))
    win = 1.0 if any(s in res.winners for s in seats) else 0.0
    role = "landlord" if len(seats) == 1 else "farmers"
    return win, score, {f"{role}_win": win, f"{role}_score": score}


def relative_outcome(hand: Any, seats: tuple[int, ...]) -> tuple[float, float, dict[str, float]]:
    """For games that are not zero-sum (找朋友: a seat's score is its level gain, never negative):
    the score is A's mean gain less the other seats' mean, and the win A's share of the pairs (A's
    seat, another seat) where A gained more, a tie counting half. Equal players score 0 and win 0.5
    in expectation whatever the sides' sizes, so an SPRT's H0 is 0 (or 0.5). Extras: A's own gain
    (``levels``) and whether A's seat was among the hand's winners (``side_win``)."""
    res = hand.result()
    gain = [float(d) for d in res.deltas]
    others = [s for s in range(len(gain)) if s not in seats]
    own = sum(gain[s] for s in seats) / len(seats)
    pairs = [1.0 if gain[a] > gain[o] else 0.5 if gain[a] == gain[o] else 0.0 for a in seats for o in others]
    side_win = sum(1.0 for s in seats if s in res.winners) / len(seats)
    return (sum(pairs) / len(pairs), own - sum(gain[s] for s in others) / len(others),
            {"levels": own, "side_win": side_win})
