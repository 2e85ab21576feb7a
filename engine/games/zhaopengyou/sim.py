"""Simulator hooks: invariants of every action and hand end, and a chooser that also throws."""

from __future__ import annotations

import random
import weakref
from collections import Counter
from typing import TYPE_CHECKING, Any

from engine.actions import Action
from engine.cards import Card, parse_cards
from engine.hand import Hand, HandResult
from engine.simulate import Simulation

from .follow import follow_error, simple_leads
from .scoring import ACE, NUM_SEATS, card_points
from .trump import FACE_ID, FACES, table
from .turns import trick_seat, trick_step
from .units import units

if TYPE_CHECKING:
    from .hand import ZhaoPengyouHand

__all__ = ["SIMULATION", "invariants", "at_hand_end", "chooser"]

TOTAL_CARDS = 162
TOTAL_POINTS = 300
_seen: weakref.WeakKeyDictionary[Hand, dict[str, Any]] = weakref.WeakKeyDictionary()


def _played_tokens(state: Any) -> int:
    return sum(len(p.split(":")[1].split()) for rec in state.tricks for p in rec.split("|")[1:])


def invariants(hand: ZhaoPengyouHand) -> list[str]:
    s = hand.state
    fails: list[str] = []
    mem = _seen.setdefault(hand, {"friend": None, "checked": (-1, -1)})
    in_trick = sum(len(p) for p in s.trick)
    held = sum(len(h) for h in s.hands)
    if mem.get("played_key") != len(s.tricks):
        mem["played_key"], mem["played"] = len(s.tricks), _played_tokens(s)
    n = held + len(s.bottom) + in_trick + mem["played"]
    if n != TOTAL_CARDS:
        fails.append(f"{n} cards in play, not {TOTAL_CARDS}")
    pts = (sum(s.won_points) + card_points(s.bottom) + sum(card_points(h) for h in s.hands)
           + sum(card_points(p) for p in s.trick))
    if pts != TOTAL_POINTS:
        fails.append(f"points taken + bottom + unplayed = {pts}, not {TOTAL_POINTS}")
    if s.friend_found:
        if mem["friend"] is None:
            mem["friend"] = ("set", s.friend)
        elif mem["friend"] != ("set", s.friend):
            fails.append(f"the friend changed from {mem['friend'][1]} to {s.friend}")
    elif mem["friend"] is not None:
        fails.append("the friend was revealed and then forgotten")
    # ZPY-10: the newest follow (in the current trick, or the last play of the trick just won)
    key = (len(s.tricks), len(s.trick))
    if s.trump is not None and key != mem["checked"]:
        mem["checked"] = key
        step = trick_step(hand.options)
        plays: list[tuple[int, list[Card]]] = []
        if len(s.trick) >= 2:
            plays = [(trick_seat(s.leader, i, step), p) for i, p in enumerate(s.trick)]
        elif not s.trick and s.tricks:
            plays = [(int(p.split(":")[0]), parse_cards(p.split(":")[1]))
                     for p in s.tricks[-1].split("|")[1:]]
            # ZPY-2.2: the trick went round in the room's order (NEXT, or clockwise by house rule)
            seats = [q for q, _p in plays]
            if seats != [trick_seat(seats[0], i, step) for i in range(NUM_SEATS)]:
                fails.append(f"trick played in the order {seats}, not by steps of {step}")
        if len(plays) >= 2:
            seat, play = plays[-1]
            why = follow_error(s.hands[seat] + play, plays[0][1], play, s.trump)
            if why:
                fails.append(f"seat {seat}'s follow {play} is illegal: {why}")
    return fails


def at_hand_end(hand: ZhaoPengyouHand, result: HandResult) -> list[str]:
    s = hand.state
    fails = []
    won = sum(s.won_points)
    if won + card_points(s.bottom) != TOTAL_POINTS:
        fails.append(f"points taken {won} + bottom {card_points(s.bottom)} != {TOTAL_POINTS}")
    for seat, (lv, d) in enumerate(zip(s.levels, result.deltas)):
        if d < 0:
            fails.append(f"seat {seat}'s level went down")
        if lv + d > ACE:
            fails.append(f"seat {seat}'s level passed A")
    if s.friend == s.declarer and s.friend is not None:
        fails.append("the declarer is his own friend")
    return fails


def chooser(hand: ZhaoPengyouHand, rng: random.Random) -> Action:
    """Uniform over the listed actions; a leader sometimes tries a throw instead (ZPY-9)."""
    s = hand.state
    if s.phase != "play":
        return rng.choice(hand.legal_actions())
    mine = s.hands[s.to_act]
    if s.trick:  # the same choice as from legal_actions(), without building every Action
        return _play(rng.choice(hand._follows()))
    if rng.random() < 0.2:
        skey = table(s.trump)[0]
        suit = skey[FACE_ID[rng.choice(mine)]]
        same = [c for c in mine if skey[FACE_ID[c]] == suit]
        pick = rng.sample(same, min(len(same), rng.randint(2, 6)))
        if len(units(pick, s.trump) or []) > 1:
            return Action.play(pick)
    return _play(rng.choice(simple_leads(mine, s.trump)))


#: one play of each single card, made once (actions are immutable): most plays are singles
_SINGLES = {c: Action("play", (c,)) for c in FACES}


def _play(cards: list[Card]) -> Action:
    return _SINGLES[cards[0]] if len(cards) == 1 else Action("play", tuple(cards))


def hidden_cards(hand: ZhaoPengyouHand, seat: int) -> list[Card]:
    """A seat's cards but those it showed in bids (ZPY-4.3) and, for the declarer, the bottom
    cards turned face up (ZPY-4.9): the table saw them."""
    s = hand.state
    shown: Counter[Card] = Counter()
    for q, cards in s.moves:
        if q == seat:
            shown |= Counter(cards)  # a stronger bid shows the same cards again
    if seat == s.declarer:
        shown += Counter(s.flipped)
    return list((Counter(s.hands[seat]) - shown).elements())


SIMULATION = Simulation(zero_sum=False, invariants=invariants, at_hand_end=at_hand_end, chooser=chooser,
                        packs=3, not_cards=frozenset({"trump", "call"}),  # a trump "S2", the friend call
                        hidden_cards=hidden_cards)
