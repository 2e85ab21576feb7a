"""Declaring trump: the turn-based 抢庄/反主 (ZPY-4.1 to 4.8) and the bottom flip (ZPY-4.9/4.10)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from engine.cards import RANK_SYMBOLS, Card

from .scoring import NUM_SEATS, _check_levels, _check_seat
from .trump import Trump

__all__ = ["BiddingState", "bidding_state", "bidding_start", "bidding_step", "bid_error", "bid_allowed",
           "bottom_flip"]


@dataclass(frozen=True)
class BiddingState:
    #: the seat asked next; None once bidding is over
    to_act: int | None
    #: the tentative declarer (the declarer once over); None while no bid stands
    declarer: int | None
    #: suit of the standing bid at the declarer's level; None while no bid stands
    trump: Trump | None
    #: the seat whose bid stands, and its cards
    bidder: int | None = None
    strength: int = 0
    #: passes since the standing bid (or since the start while no bid stands)
    passes: int = 0
    #: every card shown in a bid this hand, standing or overridden (ZPY-7.2)
    shown: tuple[Card, ...] = ()

    @property
    def over(self) -> bool:
        return self.to_act is None


def bidding_start(starter: int) -> BiddingState:
    return BiddingState(to_act=_check_seat(starter, "the starter"), declarer=None, trump=None)


def _after(state: BiddingState, seat: int) -> int:
    nxt = (seat + 1) % NUM_SEATS
    return (nxt + 1) % NUM_SEATS if nxt == state.bidder else nxt


def bidding_step(state: BiddingState, levels: Sequence[int], seat: int,
                 cards: Sequence[Card], take_equal: bool = False) -> BiddingState:
    """One turn of ZPY-4.7: ``cards`` empty is a pass, else a bid. ValueError citing the rule.
    ``take_equal`` (house rule ``override_equal`` = ``take``): an override at a level that is both
    the overrider's and the tentative declarer's is 方式二, the overrider takes the deal."""
    if state.to_act is None:
        raise ValueError("ZPY-4.7: bidding is over")
    if seat != state.to_act:
        raise ValueError(f"ZPY-4.7: seat {state.to_act} is asked now, not seat {seat}")
    if not cards:
        passes = state.passes + 1
        done = passes >= (NUM_SEATS - 1 if state.bidder is not None else NUM_SEATS)
        return replace(state, passes=passes, to_act=None if done else _after(state, seat))
    cards = list(cards)
    first = cards[0]
    if first.is_joker or any(c.is_joker for c in cards):
        return _fail("ZPY-4.1: jokers can never be bid")
    if len(cards) > 3 or any(c != first for c in cards):
        return _fail("ZPY-4.1: a bid is 1, 2 or 3 identical suited cards")
    rank, suit = first.rank, first.suit
    own = levels[seat]
    if state.bidder is None:
        if rank != own:
            return _fail(f"ZPY-4.3: an opening bid shows your own level cards "
                         f"({RANK_SYMBOLS[own]}), not {RANK_SYMBOLS[rank]}")
        declarer = seat
    else:
        if len(cards) <= state.strength:
            return _fail(f"ZPY-4.4: an override needs more than {state.strength} card"
                         f"{'s' if state.strength > 1 else ''}")
        assert state.declarer is not None and state.trump is not None
        tentative_level = levels[state.declarer]
        if rank == tentative_level == own and take_equal and seat != state.declarer:
            declarer = seat  # house rule: (a) where both apply
        elif rank == tentative_level:  # (b), also when it is the overrider's level too (RULING)
            if suit is state.trump.suit:
                return _fail("ZPY-4.5: this override would change neither the declarer nor the trump suit")
            declarer = state.declarer
        elif rank == own:  # (a)
            declarer = seat
        else:
            return _fail(f"ZPY-4.4: an override shows your own level ({RANK_SYMBOLS[own]}) or the "
                         f"tentative declarer's level ({RANK_SYMBOLS[tentative_level]})")
    strength = len(cards)
    new = BiddingState(to_act=None, declarer=declarer, trump=Trump(levels[declarer], suit), bidder=seat,
                       strength=strength, passes=0, shown=state.shown + tuple(cards))
    if strength < 3:
        new = replace(new, to_act=_after(new, seat))
    return new


def _fail(reason: str) -> BiddingState:
    raise ValueError(reason)


def bid_error(state: BiddingState, levels: Sequence[int], seat: int, cards: Sequence[Card],
              take_equal: bool = False) -> str | None:
    try:
        bidding_step(state, levels, seat, cards, take_equal)
    except ValueError as e:
        return str(e)
    return None


def bid_allowed(state: BiddingState, levels: Sequence[int], seat: int, cards: Sequence[Card],
                take_equal: bool = False) -> bool:
    """``bid_error(...) is None`` without building the next state (the legal list asks it of every
    candidate bid, and ``check`` of every bid and pass): the tests of ``bidding_step``, in its order."""
    if state.to_act is None or seat != state.to_act:
        return False
    if not cards:
        return True  # a pass
    first = cards[0]
    if first.is_joker or len(cards) > 3 or any(c != first for c in cards):
        return False
    own = levels[seat]
    if state.bidder is None:
        return first.rank == own
    if len(cards) <= state.strength:
        return False
    assert state.declarer is not None and state.trump is not None
    if first.rank == levels[state.declarer]:
        if take_equal and first.rank == own and seat != state.declarer:
            return True
        return first.suit is not state.trump.suit
    return first.rank == own


def bidding_state(starter: int, levels: Sequence[int],
                  moves: Sequence[tuple[int, Sequence[Card]]], take_equal: bool = False) -> BiddingState:
    """Replay the turn-based bidding of ZPY-4.7 from its start; ValueError at the first bad move."""
    lv = _check_levels(levels)
    state = bidding_start(starter)
    for seat, cards in moves:
        state = bidding_step(state, lv, seat, cards, take_equal)
    return state


def bottom_flip(bottom: Sequence[Card], levels: Sequence[int], starter: int) -> tuple[int, Trump, int]:
    """ZPY-4.9/4.10: (declarer, trump, cards turned) when nobody bid."""
    lv = _check_levels(levels)
    _check_seat(starter, "the starter")
    if len(bottom) != 7:
        raise ValueError(f"ZPY-3.2: the bottom has 7 cards, not {len(bottom)}")
    order = [(starter + d) % NUM_SEATS for d in range(NUM_SEATS)]
    for i, card in enumerate(bottom):
        if card.is_joker:
            continue
        for seat in order:
            if lv[seat] == card.rank:
                return seat, Trump(card.rank, card.suit), i + 1
    for card in reversed(bottom):
        if not card.is_joker:
            return starter, Trump(lv[starter], card.suit), len(bottom)
    raise ValueError("ZPY-4.10: the bottom holds no suited card")
