"""找朋友 AI knowledge: what a seat knows from its views (cards seen, copies outstanding, voids shown,
teams) and card-level helpers. Only ``engine`` and the standard library are used.

The view carries the current trick, the last finished trick and the flat list of played cards; a
player object remembers every finished trick it saw (``Memory``), so voids shown in earlier tricks
are known. If it missed tricks (created mid-hand), it knows only what the view still shows.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.cards import Card, parse_cards
from engine.games.zhaopengyou import (
    FACE_POINTS,
    FACES,
    NUM_SEATS,
    TRUMP,
    Trump,
    beats_shape,
    face_id,
    play_value,
    table,
    trick_seat,
    trick_winner,
    trump_from_view,
    units,
)

__all__ = ["card", "cards_of", "Memory", "Knowledge", "POINTS", "NUM_SEATS", "card_cost", "beatable",
           "style_units"]

#: ZPY-1.3 points per face (the engine's table)
POINTS = list(FACE_POINTS)
_CARD_CACHE: dict[str, Card] = {}


def card(token: str) -> Card:
    c = _CARD_CACHE.get(token)
    if c is None:
        c = _CARD_CACHE[token] = parse_cards(token)[0]
    return c


def cards_of(tokens: Iterable[str]) -> list[Card]:
    return [card(t) for t in tokens]


def trump_of(view: dict[str, Any]) -> Trump | None:
    return trump_from_view(view)  # with the room's shortest pair-tractor (ZPY-8.1)


def card_cost(f: int, skey: Sequence[int], slot: Sequence[int]) -> float:
    """How much a card is worth keeping: trumps and high cards more."""
    if skey[f] == TRUMP:
        return 14.0 + slot[f] * 1.5
    s = slot[f]
    return s * 0.8 + (3.0 if s == 11 else 0.0)


def beatable(shape: tuple[int, int], top_slot: int, suit: int, counts: Counter[int],
             skey: Sequence[int], slot: Sequence[int]) -> bool:
    """Could the cards ``counts`` (a multiset of faces) beat a unit of ``shape`` topped at
    ``top_slot`` in ``suit`` (ZPY-9.4)?"""
    held = {f: c for f, c in counts.items() if c > 0 and skey[f] == suit}
    if not held:
        return False
    return beats_shape(held, slot, shape, top_slot)


@dataclass
class Memory:
    """Finished tricks a player object has seen in one hand."""

    key: tuple[Any, ...] = ()
    tricks: list[dict[str, Any]] = field(default_factory=list)
    complete: bool = True            # every trick from the first one is in ``tricks``

    def update(self, view: dict[str, Any]) -> None:
        key = (view["viewer"], view["starter"], tuple(view["levels"]), view["declarer"],
               str(view.get("trump")), str(view.get("call")))
        n = view.get("tricks_played", 0)
        if key != self.key or n < len(self.tricks):
            self.key, self.tricks, self.complete = key, [], n == 0
        if n == len(self.tricks) + 1 and view.get("last_trick"):
            self.tricks.append(view["last_trick"])
        elif n != len(self.tricks):
            # missed some: keep the last one only
            self.tricks = [dict(t) for t in self.tricks]
            self.complete = False
            if view.get("last_trick"):
                self.tricks.append(view["last_trick"])
            while len(self.tricks) < n:
                self.tricks.insert(0, {"winner": None, "plays": []})


#: does a candidate friend want to be the friend (and play as the declarer's partner from the
#: start, as before issue #25)? Off: it counts nobody as partner or opponent until the teams are
#: settled (no points fed to the declarer) and plays the N-th copy only when every legal play holds
#: it (``zhaopengyou.CLAIM_PENALTY``: joining was measured to lose, issue #35 point 5).
#: Measured at ``normal`` against the earlier code, 300 deals each (docs/ai.md): neither differs from
#: the equal-players baseline; off is the rule of the issue.
WANTS_FRIEND = False
#: ZPY-13.1: the declaring side wins only while the defenders hold fewer points than this
DECLARER_LIMIT = 120


class Knowledge:
    """Everything one seat may know during play, derived from its view and memory."""

    def __init__(self, view: dict[str, Any], memory: Memory) -> None:
        self.view = view
        self.me: int = view["viewer"]
        trump = trump_of(view)
        assert trump is not None  # card play: the bidding has set the trump
        self.trump: Trump = trump
        self.skey, self.slot = table(self.trump)
        self.hand: list[Card] = cards_of(view["hands"][self.me] or [])
        self.hand_counts: Counter[int] = Counter(face_id(c) for c in self.hand)
        self.declarer: int = view["declarer"]
        call = view.get("call")
        self.call_face: int | None = face_id(card(call["card"])) if call else None
        self.call_n: int = call["n"] if call else 0
        self.called_count: int = view.get("called_count", 0)
        self.friend_found: bool = bool(view.get("friend_found"))
        self.friend: int | None = view.get("friend")
        # cards no longer in anybody's hand: played, in the current trick; the declarer's bottom
        gone: Counter[int] = Counter(face_id(card(t)) for t in view.get("played", []))
        self.trick_plays: list[tuple[int, list[Card]]] = []
        #: ZPY-2.2: the seat after another inside a trick is ``trick_seat(seat, 1, step)``
        self.step: int = view.get("trick_step", 1)
        leader = view.get("leader")
        if leader is not None:
            for i in range(NUM_SEATS):
                seat = trick_seat(leader, i, self.step)
                p = view["trick"][seat]
                if p is None:
                    break
                cs = cards_of(p)
                self.trick_plays.append((seat, cs))
                gone.update(face_id(c) for c in cs)
        bottom = view.get("bottom")
        if bottom and view["phase"] != "over" and self.me == self.declarer:
            gone.update(face_id(card(t)) for t in bottom)
        self.out: Counter[int] = Counter()       # copies held by others (or in the hidden bottom)
        for f in range(len(FACES)):
            k = 3 - gone[f] - self.hand_counts[f]
            if k > 0:
                self.out[f] = k
        # voids: a follower who played fewer led-suit cards than the lead had is void in it
        self.void: list[set[int]] = [set() for _ in range(NUM_SEATS)]
        for t in memory.tricks:
            self._voids(t.get("plays", []))
        self._voids([{"seat": s, "cards": [str(c) for c in cs]} for s, cs in self.trick_plays])
        self.unknown_bottom = 0 if self.me == self.declarer else 7
        self.pinned = self._pinned(view, memory)
        self.counts: list[int] = list(view["counts"])
        # the current trick
        self.lead: list[Card] = self.trick_plays[0][1] if self.trick_plays else []
        self.lead_suit: int | None = self.skey[face_id(self.lead[0])] if self.lead else None
        self.winning: int | None = view.get("winning")
        self.trick_points = sum(POINTS[face_id(c)] for _s, cs in self.trick_plays for c in cs)
        self._best: tuple[int, Any] | None = None
        self._shapes: list[tuple[int, int]] = []
        self._teams()

    def _pinned(self, view: dict[str, Any], memory: Memory) -> dict[int, Counter[int]]:
        """Cards another seat showed in a bid and has not played since: still in his hand (the
        declarer may have buried them). Needs the whole trick history."""
        out: dict[int, Counter[int]] = {}
        if not memory.complete:
            return out
        shown: dict[int, Counter[int]] = {}
        for b in view.get("bids", []):
            seat = b["seat"]
            if seat == self.me or seat == self.declarer or not b["cards"]:
                continue
            c = Counter(face_id(card(t)) for t in b["cards"])
            prev = shown.setdefault(seat, Counter())
            for f, k in c.items():
                prev[f] = max(prev[f], k)
        if not shown:
            return out
        played: dict[int, Counter[int]] = {}
        plays = [p for t in memory.tricks for p in t.get("plays", [])]
        plays += [{"seat": s, "cards": [str(c) for c in cs]} for s, cs in self.trick_plays]
        for p in plays:
            played.setdefault(p["seat"], Counter()).update(face_id(card(t)) for t in p["cards"])
        for seat, c in shown.items():
            left = Counter({f: k - played.get(seat, Counter())[f] for f, k in c.items()})
            left = +left
            if left:
                out[seat] = left
        return out

    def _voids(self, plays: list[dict[str, Any]]) -> None:
        if len(plays) < 2:
            return
        lead = cards_of(plays[0]["cards"])
        ls = self.skey[face_id(lead[0])]
        n = len(lead)
        for p in plays[1:]:
            cs = p["cards"]
            same = sum(1 for t in cs if self.skey[face_id(card(t))] == ls)
            if same < n:
                self.void[p["seat"]].add(ls)

    def _teams(self) -> None:
        """partners / opponents as far as this seat knows. ``maybe_friend``: I hold enough copies of
        the called card to be the friend; ``candidate``: so may another seat (with three decks two
        or three seats often hold "the first CA"), and only the first to play the N-th copy is the
        friend (ZPY-7.5), so until the teams are settled a candidate counts nobody as partner or
        opponent: it feeds no points to the declarer, and it leaves the copy (``copies_needed``) to
        another holder unless every legal play holds it."""
        me, d = self.me, self.declarer
        self.i_am_declarer = me == d
        need = self.call_n - self.called_count
        self.copies_needed = need
        won = self.view.get("points_won") or [0] * NUM_SEATS
        #: the other seats outside the declaring side already hold 120 points or more: if I joined
        #: the declarer the hand would be lost for both of us (ZPY-7.7, 12.1, 13.1: their points stay
        #: defenders' points), while as a defender I win it (issue #35, point 5)
        self.join_lost = (not self.friend_found and not self.i_am_declarer
                          and sum(p for q, p in enumerate(won) if q not in (me, d)) >= DECLARER_LIMIT)
        self.maybe_friend = (not self.friend_found and not self.i_am_declarer and self.call_face is not None
                             and need > 0 and self.hand_counts[self.call_face] >= need
                             and not self.join_lost)
        # sure only when no other copy is out: any copy elsewhere may be played first (ZPY-7.4)
        self.candidate = (self.maybe_friend and self.call_face is not None  # (maybe_friend implies it)
                          and self.out[self.call_face] > 0)
        side: set[int] = {d}
        if self.friend_found and self.friend is not None:
            side.add(self.friend)
        #: a candidate that does not (yet) take the declarer as its partner
        self.neutral = self.candidate and not WANTS_FRIEND
        if self.neutral:
            self.partners, self.opponents = set(), set()
            self.unknown = set(range(NUM_SEATS)) - {me}
            return
        if self.i_am_declarer or me in side or self.maybe_friend:
            self.partners = side - {me}
            if self.friend_found:
                self.opponents = set(range(NUM_SEATS)) - side - {me}
                self.unknown = set()
            else:
                self.opponents = set()
                self.unknown = set(range(NUM_SEATS)) - {me, d}
                if self.maybe_friend:
                    self.opponents, self.unknown = set(self.unknown), set()
        else:
            # a defender: the declaring side are opponents; the rest are partners once the friend is known
            self.opponents = set(side)
            if self.friend_found:
                self.partners = set(range(NUM_SEATS)) - side - {me}
                self.unknown = set()
            else:
                self.partners = set()
                self.unknown = set(range(NUM_SEATS)) - {me, d}

    # ------------------------------------------------------------------ helpers
    def suit_of(self, c: Card) -> int:
        return self.skey[face_id(c)]

    def cost(self, cs: Iterable[Card]) -> float:
        return sum(card_cost(face_id(c), self.skey, self.slot) for c in cs)

    def points(self, cs: Iterable[Card]) -> int:
        return sum(POINTS[face_id(c)] for c in cs)

    def outstanding_in(self, suit: int) -> int:
        return sum(k for f, k in self.out.items() if self.skey[f] == suit)

    def unit_safe(self, cards: Sequence[Card]) -> bool:
        """No unit of this one-suit play can be beaten in its suit by all the outstanding cards put
        together (so no hand can beat it, ZPY-9.4)."""
        us = units(list(cards), self.trump)
        if not us:
            return False
        for u in us:
            if beatable(u.shape, u.slot, u.suit, self.out, self.skey, self.slot):
                return False
        return True

    def ruff_risk(self, suit: int, seats: Iterable[int]) -> bool:
        """Could one of ``seats`` trump a lead of plain ``suit``?"""
        if suit == TRUMP:
            return False
        trumps_out = self.outstanding_in(TRUMP)
        if trumps_out == 0:
            return False
        for s in seats:
            if suit in self.void[s] and TRUMP not in self.void[s]:
                return True
        # few cards of the suit left: somebody is probably void
        left = self.outstanding_in(suit)
        return left < 4

    def winner_with(self, play: Sequence[Card]) -> int:
        """The seat winning the current trick if I add ``play`` (ZPY-11.3: only a strictly greater
        contender takes over)."""
        if not self.trick_plays:
            return self.me
        led = self.lead_suit
        assert led is not None  # a trick is on the table: it has its lead
        if self._best is None:
            lead_units = units(self.lead, self.trump) or []
            self._shapes = [u.shape for u in lead_units]
            plays = [cs for _s, cs in self.trick_plays]
            idx = trick_winner(plays, self.trump)
            self._best = (self.trick_plays[idx][0], play_value(plays[idx], self._shapes, led,
                                                                self.trump))
        seat, value = self._best
        mine = play_value(list(play), self._shapes, led, self.trump)
        if mine is not None and (value is None or mine > value):
            return self.me
        return seat

    def after_me(self) -> list[int]:
        """Seats still to play in this trick after me."""
        left = NUM_SEATS - len(self.trick_plays) - 1
        return [trick_seat(self.me, i, self.step) for i in range(1, left + 1)]


def style_units(kn: Knowledge, cs: Sequence[Card]) -> tuple[int, int]:
    """A play's weapons in 找朋友, as a character prices them (``ai.characters``: ``bomb``, ``control``):
    whether it is a *trump attack* (only trumps, led or on a plain-suit lead: a ruff; the trick
    game's bomb) and how many *top trumps* it spends (jokers and level-rank cards: the controls a
    hand keeps for the late tricks). Following a trump lead with trumps is no attack (it is owed),
    though the top trumps it spends count."""
    trumps = [c for c in cs if kn.skey[face_id(c)] == TRUMP]
    attack = int(len(trumps) == len(cs) > 0 and kn.lead_suit != TRUMP)
    top = sum(1 for c in trumps if c.is_joker or c.rank == kn.trump.level)
    return attack, top
