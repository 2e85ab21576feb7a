"""找朋友's part of the re-dealer (``ai.counterfactual``): what its public play tells about the hidden
hands, and the declarer's hidden bury.

Drawn uniformly, a 找朋友 world a few tricks into the play almost never survives the replay of the
decisions before the point: a follower who played fewer cards of the led suit than the lead had is
void in it (ZPY-10.2), one who followed a pair lead without a pair had none of that suit (ZPY-10.4,
10.7), and the declarer's bury names seven cards the seat never saw, which a re-dealt declarer rarely
holds (ZPY-6.1). So the worlds are dealt with those facts as constraints:

- a seat's shown cards stay with it: a bid's cards (ZPY-4.2) and the flipped bottom (ZPY-4.8);
- a seat that showed a void gets no hidden card of that suit (the suits as the trump makes them), nor
  one that gives it more pairs (a triple) of a suit than a follow of it showed it had;
- another seat's bury is replayed as seven of the cards it holds in the world, never one it is known
  to keep (its later plays, its bid), every hidden card of a suit it showed void in among them.

The replay of the real decisions still checks every world: these rules only make the draws that
pass it common, and a world that breaks a rule not modelled here (a tractor's ladder) is refused.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import engine
from engine import Action, Card, parse_cards
from engine.games.zhaopengyou import suit_key, trump_from_view

__all__ = ["shown_cards", "Shown", "shown", "constraints", "bury_rewrite"]

BOTTOM = "bottom"

#: may ``card`` go to ``place`` when ``dealt`` holds the hidden cards each place got so far
Allow = Callable[[Any, Card, dict[Any, list[Card]]], bool]


def shown_cards(view: dict[str, Any]) -> dict[Any, Counter[Card]]:
    """Cards the table shows where they were dealt: bids' cards with the bidder, the flipped bottom."""
    out: dict[Any, Counter[Card]] = {}
    for bid in view.get("bids") or []:
        cards = parse_cards(" ".join(bid.get("cards") or []))
        if cards:
            out.setdefault(bid["seat"], Counter())
            out[bid["seat"]] |= Counter(cards)  # a bid raised with the same cards shows them once
    flipped = parse_cards(" ".join(view.get("flipped") or []))
    if flipped:
        out[BOTTOM] = Counter(flipped)
    return out


@dataclass
class Shown:
    """What a seat's follows showed of the led suit's cards it held then (ZPY-10.2–10.7)."""

    void: set[int] = field(default_factory=set)
    #: (suit key, that suit's cards it played then and after, most pairs it can have held)
    pairs: list[tuple[int, Counter[Card], int]] = field(default_factory=list)
    #: (suit key, that suit's cards it played then and after): no triple with its hidden cards
    no_triple: list[tuple[int, Counter[Card]]] = field(default_factory=list)


def _pairs(cards: Counter[Card]) -> int:
    return sum(k // 2 for k in cards.values())


@dataclass
class _Follow:
    seat: int
    suit: int
    at: int  # its index in the list of played cards
    pairs: int | None  # the most pairs it held of the suit, where its follow shows it
    no_triple: bool


def shown(real: engine.Hand, prefix: tuple[tuple[int, Action], ...]) -> dict[int, Shown]:
    """Per seat, what its follows showed: the suit keys it is void in (it followed a lead with fewer
    cards of its suit), and, where it followed a lead of pairs (a triple) with fewer of them though
    it had enough cards of the suit, that it held no more pairs (no triple) of that suit then."""
    origin = real._origin
    if origin is None:
        raise ValueError("a hand without its origin cannot be replayed")
    hand = engine.new_hand(real.game_id, players=real.num_players, seed=origin["seed"],
                           deal=origin["deal"], context=origin["context"], options=dict(real.options))
    out: dict[int, Shown] = {}
    follows: list[_Follow] = []
    played: list[tuple[int, Card]] = []
    for seat, action in prefix:
        s = hand.state
        if action.kind == "play" and s.trump is not None and s.trick:
            lead = Counter(s.trick[0])
            led = suit_key(s.trick[0][0], s.trump)
            mine = Counter(c for c in action.cards if suit_key(c, s.trump) == led)
            if sum(mine.values()) < len(s.trick[0]):
                out.setdefault(seat, Shown()).void.add(led)
            else:
                short = _pairs(mine) < _pairs(lead)
                triple = max(lead.values()) >= 3 and max(mine.values()) < 3
                if short or triple:
                    follows.append(_Follow(seat, led, len(played), _pairs(mine) if short else None, triple))
        if action.kind == "play":
            played.extend((seat, c) for c in action.cards)
        hand.apply(action)
    trump = hand.state.trump
    for f in follows:
        then = Counter(c for q, c in played[f.at:] if q == f.seat and suit_key(c, trump) == f.suit)
        rec = out.setdefault(f.seat, Shown())
        if f.pairs is not None:
            rec.pairs.append((f.suit, then, f.pairs))
        if f.no_triple:
            rec.no_triple.append((f.suit, then))
    return out


def _declarer_hidden_bury(view: dict[str, Any], me: int) -> int | None:
    """The seat whose bury ``me`` did not see, if the bury is behind it."""
    d = view.get("declarer")
    if d is None or d == me or view.get("phase") in ("bid", "bury"):
        return None
    return int(d)


def constraints(view: dict[str, Any], me: int, seen: dict[int, Shown], pinned: dict[Any, list[Card]],
                kept: Counter[Card], bury: int) -> tuple[Allow, Callable[[Card], bool]] | None:
    """How the hidden cards may be dealt: ``(allow, tight)``, ``tight(card)`` telling the cards to
    deal first. The declarer whose bury ``me`` did not see may have been dealt cards of his void
    suits, as many as he buried at most, hand and bottom together; his pairs are not constrained
    (his hidden cards mix kept and buried ones)."""
    trump = trump_from_view(view)
    if trump is None or not seen:
        return None
    d = _declarer_hidden_bury(view, me)
    void = {q: frozenset(r.void) for q, r in seen.items() if q != me}
    dvoid = void.get(d, frozenset()) if d is not None else frozenset()
    room = bury
    if d is not None:  # void-suit cards pinned with him or in the bottom and not kept were buried
        loose = Counter(pinned.get(d, [])) + Counter(pinned.get(BOTTOM, [])) - kept
        room -= sum(k for c, k in loose.items() if suit_key(c, trump) in dvoid)

    def allow(place: Any, card: Card, dealt: dict[Any, list[Card]]) -> bool:
        key = suit_key(card, trump)
        if d is not None and place in (d, BOTTOM):
            if key not in dvoid:
                return True
            return sum(1 for p in (d, BOTTOM) for c in dealt[p] if suit_key(c, trump) in dvoid) < room
        rec = seen.get(place) if place != me else None
        if rec is None:
            return True
        if key in rec.void:
            return False
        if not rec.pairs and not rec.no_triple:
            return True
        mine = Counter(c for c in dealt[place] if suit_key(c, trump) == key) + Counter([card])
        if any(suit == key and _pairs(then + mine) > most for suit, then, most in rec.pairs):
            return False
        return not any(suit == key and max((then + mine).values()) >= 3 for suit, then in rec.no_triple)

    def tight(card: Card) -> bool:
        key = suit_key(card, trump)
        return any(key in v for v in void.values())

    return allow, tight


def bury_rewrite(view: dict[str, Any], me: int, kept: Counter[Card], seen: dict[int, Shown],
                 rng: random.Random) -> Callable[[engine.Hand, int, Action], Action] | None:
    """The declarer's bury in a world, when ``me`` did not see it: every card of a suit he showed
    void in that he is not known to keep (``kept``), then cards drawn at random among the rest."""
    d = _declarer_hidden_bury(view, me)
    if d is None:
        return None
    trump = trump_from_view(view)
    void = seen[d].void if d in seen else set()

    def rewrite(hand: engine.Hand, seat: int, action: Action) -> Action:
        if action.kind != "bury" or seat != d or trump is None:
            return action
        held = hand.view(seat)["hands"][seat]
        free = sorted((Counter(parse_cards(" ".join(held))) - kept).elements(), key=str)
        rng.shuffle(free)
        must = [c for c in free if suit_key(c, trump) in void]
        rest = [c for c in free if suit_key(c, trump) not in void]
        n = len(action.cards)
        if len(must) > n or len(must) + len(rest) < n:
            raise ValueError("找朋友: no bury in this world fits what the declarer showed")
        return Action("bury", tuple(must + rest[:n - len(must)]), action.value)

    return rewrite
