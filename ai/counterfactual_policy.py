"""Worlds weighted by the bets: a re-dealt world is kept with the probability that the other seats,
holding that world's cards, would have taken the decisions they took (issue #35).

``ai.counterfactual.redeal`` shuffles the hidden cards uniformly among the worlds consistent with
the deciding seat's view. That is right where a decision says nothing of the cards (a forced move),
and wrong where it speaks for them: a seat facing an 扯旋 敲 (all-in, CX-11.4) meets a random hand
there, not one that went all-in, and calling looks better than it is. Here a world is accepted by
rejection: every earlier decision of another seat in one of the ``phases`` is asked again of a
fresh player of ``level`` (the policy that made it in the sampled hand), seeing that seat's view in
the world, with a seed of its own; the world is kept only if every answer is the action taken.
The chance of that is the product over those decisions of P(action | the world's cards, the public
state then), the policy's own randomness included (a player decides by Monte Carlo: one fresh draw
of its seed is one draw of its choice), so the kept worlds follow the posterior the bets imply.
The decisions' states come from the engine's replay of the point's actions in the world.

The play-outs after the decision are not touched: only which worlds are drawn. The weighting is a
hook (``redeal(..., accept=...)``) any game can use by naming its phases in ``PHASES``; 找朋友's
worlds rewrite the declarer's hidden bury and are not weighted (the replay here uses the recorded
actions).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import engine
from engine import Action

from . import make_player
from .counterfactual import Point, redeal

__all__ = ["PHASES", "PolicyAccept", "weighted_redeal", "decisions_of"]

#: per game, the phases whose decisions speak for the hidden cards and weigh the worlds
PHASES: dict[str, tuple[str, ...]] = {"chexuan": ("bet",)}
#: the order in which a draw's decisions are asked again: the kinds a random hand seldom takes first
_RARE = {"allin": 0, "raise": 1, "call": 2, "fold": 3}


def decisions_of(point: Point, phases: Sequence[str]) -> int:
    """How many decisions of the other seats, in ``phases`` with a choice, weigh a world at ``point``."""
    hand = engine.new_hand(point.game_id, players=point.players, seed=point.seed, deal=point.deal,
                           context=point.context, options=point.options)
    n = 0
    for seat, action in point.prefix:
        n += _weighs(hand, seat, point, phases) is not None
        hand.apply(action)
    return n


def _weighs(hand: engine.Hand, seat: int, point: Point, phases: Sequence[str]) -> tuple[dict[str, Any],
                                                                                         list[Action]] | None:
    """The view and legal actions of ``seat``'s decision if it weighs the world, else None (the
    deciding seat's own decisions do not: its cards are the same in every world)."""
    if seat == point.seat:
        return None
    view = hand.view(seat)
    if view.get("phase") not in phases:
        return None
    legal = list(hand.legal_actions())
    return (view, legal) if len(legal) > 1 else None


@dataclass
class PolicyAccept:
    """The acceptance test for ``redeal``: replays the point's actions in a world's deal and asks a
    fresh ``level`` player at each weighing decision; counts the draws it judged (``draws``), those
    it kept (``kept``) and the decisions it asked again (``asked``)."""

    level: str = "normal"
    phases: tuple[str, ...] = ()
    draws: int = 0
    kept: int = 0
    asked: int = 0  # policy decisions asked, over every draw

    def __call__(self, point: Point, deal: dict[str, Any], rng: random.Random) -> bool:
        self.draws += 1
        hand = engine.new_hand(point.game_id, players=point.players, seed=point.seed, deal=deal,
                               context=point.context, options=point.options)
        asks = []
        for seat, action in point.prefix:
            asked = _weighs(hand, seat, point, self.phases)
            if asked is not None:
                asks.append((asked, action))
            hand.apply(action)
        # the rarest kinds first: a draw is mostly refused by an all-in or a raise its cards would
        # not make, and the decisions are independent (a seed each), so the order changes only the
        # cost, never which draws are kept
        asks.sort(key=lambda x: _RARE.get(x[1].kind, len(_RARE)))
        for (view, legal), action in asks:
            self.asked += 1
            player = make_player(point.game_id, self.level, seed=rng.getrandbits(32))
            if player.choose(view, legal) != action:
                return False
        self.kept += 1
        return True


def weighted_redeal(point: Point, rng: random.Random, level: str = "normal",
                    phases: Sequence[str] | None = None, cap: int = 400) -> tuple[engine.Hand | None, int]:
    """A world at ``point`` drawn as ``redeal`` draws one, kept with the probability that the other
    seats' earlier decisions in ``phases`` (default: the game's ``PHASES``) were taken by ``level``
    with its cards; (the world or None when ``cap`` draws kept none, the draws used)."""
    accept = PolicyAccept(level, tuple(PHASES.get(point.game_id, ()) if phases is None else phases))
    world = redeal(point, rng, tries=cap, accept=accept)
    return world, accept.draws
