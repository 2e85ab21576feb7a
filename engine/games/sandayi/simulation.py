"""三打一 invariants for ``python -m engine.simulate sandayi`` and a fast random chooser."""

from __future__ import annotations

import random
from collections import Counter
from itertools import islice
from typing import TYPE_CHECKING

from ...actions import Action
from ...cards import Card, make_deck
from ...hand import HandResult
from ...simulate import Simulation
from .combos import NORMAL_KINDS, WIDTH, Candidate, candidate_plays
from .scoring import score

if TYPE_CHECKING:
    from .hand import SDYHand

__all__ = ["SIMULATION", "invariants", "at_hand_end", "hidden_seats", "fast_random_action"]

DECK = Counter(make_deck(2))
DECK_SIZE = 108


def invariants(hand: SDYHand) -> list[str]:
    s = hand.state
    fails = []
    n = sum(len(h) for h in s.hands) + len(s.pile) + (0 if s.bottom_taken else len(s.bottom))
    if s.trick is not None:
        n += sum(len(p.cards) for p in s.trick.plays)
    if n != DECK_SIZE:
        fails.append(f"SDY-1.2: cards not conserved: {n} of {DECK_SIZE}")
    for seat, (allowed, used) in enumerate(zip(s.allowances, s.bombs_used)):
        if allowed is not None and used > allowed:
            fails.append(f"SDY-5.4: seat {seat} made {used} bomb plays, allowed {allowed}")
        if seat == s.landlord and allowed is not None:
            fails.append("SDY-5.2: the landlord has a bomb limit")
    if s.landlord is not None:
        lord = s.hands[s.landlord]
        for d, played in zip(s.declared, s.declared_played):
            ranks = {c.rank for c in d}
            held = sum(1 for c in lord if c.rank in ranks)
            if held not in (0, len(d)) or (held == 0) != played:
                fails.append(f"SDY-9.5: declared set {d} was split ({held} of {len(d)} left)")
    return fails


def at_hand_end(hand: SDYHand, result: HandResult) -> list[str]:
    s = hand.state
    fails = []
    if Counter(hand.all_cards()) != DECK:
        fails.append("SDY-1.2: the 108 cards are not conserved")
    facts = hand.facts()
    lord, farmer = score(**facts, any_tanda=hand.options["tanda_any"])
    want = [lord if i == s.landlord else farmer for i in range(4)]
    if result.deltas != want:
        fails.append(f"SDY-11: deltas {result.deltas} differ from score({facts}) = {want}")
    if facts["landlord_won"] is None and len(s.declared) < 2:
        fails.append("SDY-9.7: 不打 without two reports")
    if s.tanda and not s.toulou and not hand.options["tanda_any"]:
        fails.append("SDY-10.1: 摊打 outside 头撂")
    return fails


def hidden_seats(hand: SDYHand, viewer: int) -> list[int]:
    """Every other seat, except after 摊打 (SDY-10.2), when all hands are face up."""
    if hand.state.tanda:
        return []
    return [s for s in range(4) if s != viewer]


_SHAPES = list(NORMAL_KINDS) + ["bomb"]
PASS_RATE = 0.15
CAP = 60
LONG_LEADS = 0.75
_LONG = ("triple_pair", "straight", "pair_run", "plane", "plane_wings")
_NSHAPES = len(_SHAPES)
_BOMB_ONLY = ("bomb",)
_PASS = Action.pass_()


def _lead_orders(start: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The shapes a lead tries, from ``start`` round: as they come, and the long ones first."""
    kinds = _SHAPES[start:] + _SHAPES[:start]
    return tuple(kinds), tuple([k for k in kinds if k in _LONG] + [k for k in kinds if k not in _LONG])


_LEAD_ORDERS = [_lead_orders(i) for i in range(_NSHAPES)]


def fast_random_action(hand: SDYHand, rng: random.Random) -> Action:
    """A random legal action without listing every play: a random shape (the table's when
    following), then a random play of it; a voluntary pass now and then."""
    s = hand.state
    if s.phase != "play":
        return rng.choice(hand.legal_actions())
    seat = s.to_act
    top = s.top
    if top is not None and rng.random() < PASS_RATE:
        return _PASS
    left = hand.bombs_left(seat)
    bombs = left is None or left > 0
    reported = hand.reported_in_hand(seat)
    cards = s.hands[seat]
    groups = hand.play_groups(seat)
    if top is None:
        # leads favour the long shapes (shorter hands); singles and pairs still follow them often
        start = rng.randrange(_NSHAPES)
        kinds = _LEAD_ORDERS[start][rng.random() < LONG_LEADS]
        seq = hand.play_seq(seat)  # the long shapes come first: most leads need it
    elif top.is_bomb:
        kinds = _BOMB_ONLY
        seq = None
    elif rng.random() < 0.8:
        # the table's shape, else a bomb: one pass over the candidates, which list the shape
        # first (the two lists, each cut at CAP, are those of one call per kind)
        seq = hand.play_seq(seat) if top.kind in WIDTH else None
        same: list[Candidate] = []
        over: list[Candidate] = []
        kind = top.kind
        for play in candidate_plays(cards, top, hand.options, kinds=(kind, "bomb"), bombs=bombs,
                                    reported=reported, groups=groups, seq=seq):
            if play[0] == kind:
                same.append(play)
                if len(same) == CAP:
                    break
            elif same:
                break
            else:
                over.append(play)
                if len(over) == CAP:
                    break
        plays = same or over
        return Action("play", plays[rng.randrange(len(plays))][2]) if plays else _PASS
    else:
        kinds = ("bomb", top.kind)
        seq = hand.play_seq(seat) if top.kind in WIDTH else None
    options = hand.options
    for kind in kinds:
        plays = list(islice(candidate_plays(cards, top, options, kinds=(kind,), bombs=bombs,
                                            reported=reported, groups=groups, seq=seq), CAP))
        if plays:
            return Action("play", plays[rng.randrange(len(plays))][2])
    if top is None:  # cannot happen: a single or the declared set can always lead
        return rng.choice(hand.legal_actions())
    return _PASS


def hidden_cards(hand: SDYHand, seat: int) -> list[Card]:
    """A seat's cards but the marker, turned face up at the deal (SDY-3.1), and the landlord's
    报到 sets, shown to all when reported (SDY-9.2)."""
    s = hand.state
    cards = list(s.hands[seat])
    shown = [s.marker] if seat == s.marker_seat else []
    if seat == s.landlord:
        shown += [c for d in s.declared for c in d]
    for c in shown:
        if c in cards:
            cards.remove(c)
    return cards


SIMULATION = Simulation(zero_sum=True, invariants=invariants, at_hand_end=at_hand_end,
                        hidden_seats=hidden_seats, chooser=fast_random_action, packs=2,
                        hidden_cards=hidden_cards)
