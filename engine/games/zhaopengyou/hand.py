"""One hand of 五人三副牌找朋友升级: bidding, the bottom, the friend call, tricks and scoring."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from engine.actions import Action, Event, play_actions
from engine.cards import Card, card_sort_key, card_tokens, make_deck, parse_cards
from engine.codec import encode
from engine.hand import Hand, HandResult, ScoreLine, validate_deal

from .declare import BiddingState, bid_allowed, bid_error, bidding_start, bidding_step, bottom_flip
from .follow import follow_error, lead_error, legal_follows, simple_leads, trick_winner
from .friend import friend_call_error
from .scoring import (
    FACE_POINTS,
    NUM_SEATS,
    _check_levels,
    bottom_multiplier,
    card_points,
    defender_points,
    level_changes,
    next_levels,
    result_name,
)
from .throw import first_blocker, format_shape, parse_shape, reduced_throw, throw_choices
from .trump import FACES, TRUMP, Trump, face_id, order_keys, table
from .turns import trick_seat, trick_step
from .units import shape_name, units

__all__ = ["ZhaoPengyouHand", "ZpyState", "HAND_SIZE", "BOTTOM_SIZE"]

HAND_SIZE = 31
BOTTOM_SIZE = 7
_DECK_TOKENS = Counter(str(c) for c in make_deck(3))
_PHASE_KINDS = {"bid": ("bid", "pass"), "bury": ("bury",), "call": ("call",), "play": ("play",),
                "throw_choice": ("block",)}
_PHASE_RULE = {"bid": "ZPY-4.7", "bury": "ZPY-6.1", "call": "ZPY-7.1", "play": "ZPY-9.1",
               "throw_choice": "ZPY-9.6"}


@dataclass
class ZpyState:
    phase: str
    to_act: int | None
    hands: list[list[Card]]
    result: HandResult | None
    rng: random.Random
    levels: list[int]
    starter: int
    #: the 7 bottom cards b1…b7 until the declarer takes them; after burying, the buried cards
    bottom: list[Card]
    #: bidding turns (seat, cards shown; [] = pass)
    moves: list[tuple[int, list[Card]]] = field(default_factory=list)
    flipped: list[Card] = field(default_factory=list)
    #: the 7 cards the declarer took (private to him), for the burial suggestions
    taken: list[Card] = field(default_factory=list)
    declarer: int | None = None
    trump: Trump | None = None
    call: Card | None = None
    call_n: int = 0
    called_count: int = 0
    friend: int | None = None
    friend_found: bool = False
    leader: int | None = None
    #: the current trick's plays in order, lead first
    trick: list[list[Card]] = field(default_factory=list)
    #: a throw waiting for the blocker's choice (still in the leader's hand)
    throw: list[Card] = field(default_factory=list)
    blocker: int | None = None
    won_points: list[int] = field(default_factory=lambda: [0] * NUM_SEATS)
    #: finished tricks, compact: "winner|seat:TOKENS|seat:TOKENS…" in play order
    tricks: list[str] = field(default_factory=list)
    #: hand-end facts: defenders' points (−1 while playing)
    points: int = -1


def _remove(hand: list[Card], cards: list[Card] | tuple[Card, ...]) -> None:
    for c in cards:
        hand.remove(c)




def parse_trick(text: str) -> tuple[int, list[tuple[int, list[Card]]]]:
    """A compact trick record -> (winner, [(seat, cards), …] in play order)."""
    parts = text.split("|")
    plays = []
    for p in parts[1:]:
        seat, cards = p.split(":")
        plays.append((int(seat), parse_cards(cards)))
    return int(parts[0]), plays


def _trick_cards(text: str) -> tuple[int, list[list[Card]]]:
    """A compact trick record -> (winner, the plays' cards in play order)."""
    winner, plays = parse_trick(text)
    return winner, [cards for _seat, cards in plays]


#: every friend call (ZPY-7.1), made once: actions are immutable, and the call phase lists 162
_CALLS = tuple(Action("call", (card,), n) for card in FACES for n in (1, 2, 3))

#: the levels a seat can be at: 2 … A (ZPY-0.4)
LEVELS = range(2, 15)


class ZhaoPengyouHand(Hand):
    GAME_ID = "zhaopengyou"
    State = ZpyState
    PHASES = frozenset({"bid", "bury", "call", "play", "throw_choice", "over"})
    SEAT_LISTS = ("hands", "levels", "won_points")

    # ------------------------------------------------------------------ creation
    @classmethod
    def create(cls, num_players: int, options: dict[str, Any], seed: int,
               deal: dict[str, Any] | None, context: dict[str, Any] | None) -> ZhaoPengyouHand:
        rng = random.Random(seed)
        ctx = dict(context or {})
        unknown = set(ctx) - {"levels", "starter"}
        if unknown:
            raise ValueError(f"zhaopengyou context has unknown key(s) {sorted(unknown)}; "
                             "its keys are 'levels' and 'starter'")
        levels = _check_levels(ctx.get("levels", [2] * NUM_SEATS))
        starter = ctx.get("starter")
        if starter is None:
            starter = rng.randrange(NUM_SEATS)  # ZPY-3.1
        elif isinstance(starter, bool) or not isinstance(starter, int) or not 0 <= starter < NUM_SEATS:
            raise ValueError(f"ZPY-0.3: the starter is a seat 0-4, not {starter!r}")
        deck = make_deck(3)
        if deal is not None:
            hands, bottom = validate_deal(deal, deck, [HAND_SIZE] * NUM_SEATS, BOTTOM_SIZE)
        else:
            rng.shuffle(deck)  # ZPY-3.2
            hands = [deck[i * HAND_SIZE:(i + 1) * HAND_SIZE] for i in range(NUM_SEATS)]
            bottom = deck[NUM_SEATS * HAND_SIZE:]
        for h in hands:
            h.sort(key=card_sort_key)
        state = ZpyState(phase="bid", to_act=starter, hands=hands, result=None, rng=rng,
                         levels=levels, starter=starter, bottom=bottom)
        return cls(num_players, options, state)

    def _deal_key(self) -> int:
        # a starter carried over from the last hand replaces the draw that precedes the shuffle
        starter = ((self._origin or {}).get("context") or {}).get("starter")
        return 0 if starter is None else 1 + starter

    @classmethod
    def _deal_context(cls, num_players: int, options: dict[str, Any], key: int) -> dict[str, Any] | None:
        if not 0 <= key <= NUM_SEATS:
            raise ValueError("this deal code is not one of this game's")
        return None if key == 0 else {"starter": key - 1}

    # ------------------------------------------------------------------ helpers
    def _bidding(self) -> BiddingState:
        memo = self._cache()
        if "bidding" not in memo:
            memo["bidding"] = self._replay_bidding()
        bidding: BiddingState = memo["bidding"]
        return bidding

    def _replay_bidding(self) -> BiddingState:
        """The bidding state after ``state.moves``, stepping on from the state last worked out when
        its moves begin this record (every bid replayed the whole record before: several
        ``BiddingState``s per turn). The moves are compared as copies, so a state edited or restored
        by hand is replayed from the start as before."""
        s = self.state
        moves = [(q, tuple(cards)) for q, cards in s.moves]
        key = (s.starter, tuple(s.levels))
        last = self.__dict__.get("_bid_replay")
        b: BiddingState
        if last is not None and last[0] == key and last[1] == moves[:len(last[1])]:
            b, done = last[2], len(last[1])
        else:
            b, done = bidding_start(s.starter), 0
        take = self._take_equal()
        for seat, cards in moves[done:]:
            b = bidding_step(b, s.levels, seat, cards, take)
        self._bid_replay = (key, moves, b)
        return b

    def _played_call_before(self, seat: int) -> bool:
        """Has ``seat`` played the called card before his play just added to the trick: in an
        earlier trick (the trick records, ``seat:cards``) or earlier in this one."""
        s = self.state
        token = card_tokens([s.call])[0]
        step = trick_step(self.options)
        for i, play in enumerate(s.trick[:-1]):
            if trick_seat(s.leader, i, step) == seat and s.call in play:
                return True
        mark = f"{seat}:"
        return any(part.startswith(mark) and token in part[len(mark):].split()
                   for text in s.tricks for part in text.split("|")[1:])

    def _take_equal(self) -> bool:
        """House rule ``override_equal`` (ZPY-4.4): 方式二 where both 方式 apply."""
        return bool(self.options["override_equal"] == "take")

    def _house_trump(self, trump: Trump) -> Trump:
        """The trump with the room's shortest pair-tractor (house rule ``tractor_min``, ZPY-8.1): the
        one place the option is read; every rule function gets it with the trump."""
        return replace(trump, tractor_min=self.options["tractor_min"])

    def _shown(self) -> list[Card]:
        return [c for _seat, cards in self.state.moves for c in cards]

    def _leading(self) -> bool:
        return not self.state.trick

    # ------------------------------------------------------------------ legal actions
    def _legal_actions(self) -> list[Action]:  # Hand.legal_actions caches it for the position
        return self._compute_legal()

    def _compute_legal(self) -> list[Action]:
        s = self.state
        seat = s.to_act
        assert seat is not None
        hand = s.hands[seat]
        if s.phase == "bid":
            b = self._bidding()
            out = [Action.pass_()]
            # ZPY-4.3/4.4: only the bidder's own level cards, or the tentative declarer's, can bid
            ranks = {s.levels[seat]} if b.declarer is None else {s.levels[seat], s.levels[b.declarer]}
            counts = Counter([c for c in hand if c.rank in ranks and not c.is_joker])
            for card in sorted(counts, key=card_sort_key):
                for k in range(1, counts[card] + 1):
                    if bid_allowed(b, s.levels, seat, (card,) * k, self._take_equal()):
                        out.append(Action("bid", (card,) * k))
            return out
        assert s.trump is not None
        if s.phase == "bury":
            return [Action("bury", tuple(c)) for c in self._bury_suggestions()]
        if s.phase == "call":
            shown = set(self._shown())
            return [a for a in _CALLS if a.cards[0] not in shown]
        if s.phase == "throw_choice":
            return [Action("block", (), format_shape(sh)) for sh in throw_choices(s.throw, hand, s.trump)]
        if self._leading():
            return play_actions(map(tuple, simple_leads(hand, s.trump)))
        return play_actions(map(tuple, self._follows()))

    def _follows(self) -> list[list[Card]]:
        """``legal_follows`` of this position, worked out once (the simulator draws from it too)."""
        memo = self._cache()
        if "follows" not in memo:
            s = self.state
            memo["follows"] = legal_follows(s.hands[s.to_act], s.trick[0], s.trump)
        follows: list[list[Card]] = memo["follows"]
        return follows

    def _listed_follow(self, cards: list[Card]) -> bool:
        """Whether ``cards`` is, in this order, one of the follows already listed for this position:
        then it is legal without asking ``follow_error`` again. (A position is checked about once:
        scanning the list in C beats building a set of it.)"""
        follows = self._cache().get("follows")
        return follows is not None and cards in follows

    def _bury_suggestions(self) -> list[list[Card]]:
        """A few burials to choose from (check() accepts any 7 cards, ZPY-6.1)."""
        s = self.state
        assert s.trump is not None and s.declarer is not None
        hand = s.hands[s.declarer]
        skey, slot = table(s.trump)

        def weak(c: Card) -> tuple[int, int, int]:
            f = face_id(c)
            return (skey[f] == TRUMP, FACE_POINTS[f] > 0, slot[f])

        def pointy(c: Card) -> tuple[int, int, int]:
            f = face_id(c)
            return (skey[f] == TRUMP, -FACE_POINTS[f], slot[f])

        out: list[list[Card]] = []
        options = (sorted(hand, key=weak)[:BOTTOM_SIZE], list(s.taken),
                   sorted(hand, key=pointy)[:BOTTOM_SIZE])
        for cards in options:
            cards = sorted(cards, key=order_keys(s.trump).__getitem__)
            if cards not in out:
                out.append(cards)
        return out

    # ------------------------------------------------------------------ check
    def _check(self, action: Action) -> str | None:
        s = self.state
        seat = s.to_act
        assert seat is not None
        kinds = _PHASE_KINDS[s.phase]
        if action.kind not in kinds:
            return (f"{_PHASE_RULE[s.phase]}: in the {s.phase} phase the action is "
                    f"{' or '.join(repr(k) for k in kinds)}, not {action.kind!r}")
        hand = s.hands[seat]
        cards = list(action.cards)  # real cards: ``Hand.check``'s guard refused others before this
        if s.phase == "bid":
            if action.kind == "pass":
                if cards or action.value is not None:
                    return "ZPY-4.7: a pass shows no cards"
                b = self._bidding()
                take = self._take_equal()
                if bid_allowed(b, s.levels, seat, (), take):
                    return None
                return bid_error(b, s.levels, seat, [], take)
            if not cards:
                return "ZPY-4.1: a bid shows 1, 2 or 3 identical suited cards"
            if any(hand.count(c) < cards.count(c) for c in set(cards)):
                return "ZPY-4.2: a bid shows cards from your own hand"
            b = self._bidding()
            take = self._take_equal()
            if bid_allowed(b, s.levels, seat, cards, take):
                return None
            return bid_error(b, s.levels, seat, cards, take)
        assert s.trump is not None
        if s.phase == "bury":
            if len(cards) != BOTTOM_SIZE:
                return f"ZPY-6.1: bury exactly {BOTTOM_SIZE} cards, not {len(cards)}"
            if Counter(cards) - Counter(hand):
                return "ZPY-6.1: you can only bury cards from your hand"
            return None
        if s.phase == "call":
            if len(cards) != 1:
                return "ZPY-7.1: the call names exactly one card face"
            if isinstance(action.value, bool) or not isinstance(action.value, int):
                return "ZPY-7.1: the call's value is N = 1, 2 or 3"
            return friend_call_error(cards[0], action.value, self._shown())
        if s.phase == "throw_choice":
            if cards:
                return "ZPY-9.6: a block names the shape that stays (e.g. '2x1'), not cards"
            try:
                shape = parse_shape(action.value)
            except ValueError as e:
                return str(e)
            choices = throw_choices(s.throw, hand, s.trump)
            if shape not in choices:
                return (f"ZPY-9.6: you can only keep a shape you beat: "
                        f"{', '.join(format_shape(c) for c in choices)}")
            return None
        if self._leading():
            return lead_error(hand, cards, s.trump)
        if self._listed_follow(cards):
            return None
        return follow_error(hand, s.trick[0], cards, s.trump)

    # ------------------------------------------------------------------ apply
    def _apply(self, action: Action) -> list[Event]:
        self._clear_cache()
        s = self.state
        seat = s.to_act
        assert seat is not None
        cards = list(action.cards)
        if s.phase == "bid":
            return self._apply_bid(seat, cards)
        if s.phase == "bury":
            _remove(s.hands[seat], cards)
            s.bottom = sorted(cards, key=order_keys(s.trump).__getitem__)
            s.taken = []
            s.phase = "call"
            return [Event("buried", seat, {"count": len(cards)})]
        if s.phase == "call":
            n = action.value
            assert isinstance(n, int)  # check() accepted a whole number
            s.call, s.call_n = cards[0], n
            s.phase, s.leader, s.to_act = "play", s.declarer, s.declarer
            return [Event("friend_called", seat, {"card": str(cards[0]), "n": s.call_n})]
        if s.phase == "throw_choice":
            return self._apply_block(seat, parse_shape(action.value))
        if self._leading() and len(cards) > 1:  # one card is one unit: never a throw
            assert s.trump is not None
            us = units(cards, s.trump) or []
            if len(us) > 1:
                order = [(seat + d) % NUM_SEATS for d in range(1, NUM_SEATS)]
                first = first_blocker(cards, [s.hands[q] for q in order], s.trump)
                if first is not None:
                    blocker = order[first]
                    choices = throw_choices(cards, s.hands[blocker], s.trump)
                    s.throw, s.blocker = cards, blocker
                    if len(choices) == 1 or self.options["throw_block"] == "smallest":
                        # house rule (ZPY-9.6): no choice, the smallest shape he can beat stays
                        return self._apply_block(blocker, choices[-1])
                    s.phase, s.to_act = "throw_choice", blocker
                    # the shapes he could keep stay private to him (ZPY-9.7): only legal_actions lists them
                    return [Event("throw_blocked", seat, {"cards": card_tokens(cards), "blocker": blocker})]
        return self._play(seat, cards)

    def _apply_bid(self, seat: int, cards: list[Card]) -> list[Event]:
        s = self.state
        s.moves.append((seat, cards))
        self._clear_cache()
        b = self._bidding()
        events = [Event("bid", seat, {"cards": card_tokens(cards), "declarer": b.declarer,
                                      "trump": str(b.trump) if b.trump else None})
                  if cards else Event("passed", seat, {})]
        if not b.over:
            s.to_act = b.to_act
            return events
        if b.declarer is not None:
            s.declarer, s.trump, how = b.declarer, b.trump, "bid"
        else:
            declarer, trump, turned = bottom_flip(s.bottom, s.levels, s.starter)
            s.declarer, s.trump = declarer, trump
            s.flipped = list(s.bottom[:turned])
            how = "flip" if self._flip_matched() else "fallback"
            events.append(Event("bottom_flipped", None, {"cards": card_tokens(s.flipped),
                                                         "declarer": declarer, "trump": str(trump),
                                                         "how": how}))
        assert s.declarer is not None and s.trump is not None
        s.trump = self._house_trump(s.trump)
        s.taken = list(s.bottom)
        s.hands[s.declarer] += s.bottom
        s.bottom = []
        order = order_keys(s.trump).__getitem__
        for h in s.hands:
            h.sort(key=order)
        s.phase, s.to_act = "bury", s.declarer
        events.append(Event("bottom_taken", s.declarer, {"declarer": s.declarer, "trump": str(s.trump),
                                                         "level": s.trump.level, "suit": s.trump.suit.value,
                                                         "how": how, "count": BOTTOM_SIZE}))
        return events

    def _flip_matched(self) -> bool:
        s = self.state
        last = s.flipped[-1] if s.flipped else None
        return last is not None and not last.is_joker and last.rank in s.levels

    def _apply_block(self, blocker: int, shape: tuple[int, int]) -> list[Event]:
        s = self.state
        assert s.trump is not None and s.leader is not None
        thrown = s.throw
        kept = reduced_throw(thrown, shape, s.trump)
        s.throw, s.blocker, s.phase = [], None, "play"
        events = [Event("throw_failed", s.leader, {"cards": card_tokens(thrown), "blocker": blocker,
                                                   "shape": format_shape(shape),
                                                   "shape_name": shape_name(shape),
                                                   "kept": card_tokens(kept)})]
        return events + self._play(s.leader, kept)

    def _play(self, seat: int, cards: list[Card]) -> list[Event]:
        s = self.state
        assert s.trump is not None and s.leader is not None
        _remove(s.hands[seat], cards)
        s.trick.append(cards)
        events = [Event("played", seat, {"cards": card_tokens(cards), "lead": len(s.trick) == 1})]
        if s.call is not None:
            copies = cards.count(s.call)  # friend.count_copies
            if seat == s.declarer and not self.options["declarer_copies"]:
                copies = 0  # house rule (ZPY-7.5): the declarer's own copies are skipped
            elif copies and self.options["friend_by"] == "player":
                # house rule (ZPY-7.4): the N-th player to play the card; each player counts once
                copies = 0 if self._played_call_before(seat) else 1
            if copies:
                before = s.called_count
                s.called_count += copies
                if not s.friend_found and before < s.call_n <= s.called_count:  # ZPY-7.4/7.5
                    s.friend_found = True
                    s.friend = None if seat == s.declarer else seat
                    events.append(Event("friend_revealed", seat,
                                        {"friend": s.friend, "solo": s.friend is None}))
        step = trick_step(self.options)  # ZPY-2.2 (house rule clockwise_tricks)
        if len(s.trick) < NUM_SEATS:
            s.to_act = trick_seat(seat, 1, step)
            return events
        winner = trick_seat(s.leader, trick_winner(s.trick, s.trump), step)
        pts = sum(card_points(p) for p in s.trick)
        s.won_points[winner] += pts
        record = [str(winner)] + [f"{trick_seat(s.leader, i, step)}:{' '.join(card_tokens(p))}"
                                  for i, p in enumerate(s.trick)]
        text = "|".join(record)
        s.tricks.append(text)
        # the hand's end reads every trick's cards again: keep them rather than parse the text back
        # (keyed by the text itself, so a state edited or restored by hand is parsed as before)
        self.__dict__.setdefault("_trick_cards", {})[text] = (winner, [list(p) for p in s.trick])
        events.append(Event("trick_won", winner, {"seat": winner, "points": pts,
                                                  "cards": card_tokens([c for p in s.trick for c in p])}))
        s.trick = []
        s.leader = winner
        if any(s.hands):
            s.to_act = winner
            return events
        return events + self._finish()

    def _finish(self) -> list[Event]:
        s = self.state
        assert s.trump is not None and s.declarer is not None
        kept = self.__dict__.get("_trick_cards", {})
        tricks = [kept[t] if t in kept else _trick_cards(t) for t in s.tricks]
        side = {s.declarer, s.friend}
        trick_pts = sum(s.won_points[q] for q in range(NUM_SEATS) if q not in side)
        by_length = self.options["tractor_bottom"] == "length"  # house rule (ZPY-12.3)
        summed = self.options["throw_bottom"] == "sum"  # house rule (ZPY-12.3)
        points = defender_points(tricks, s.declarer, s.friend, s.bottom, s.trump, by_length, summed)
        solo = s.friend is None
        new = next_levels(s.levels, s.declarer, s.friend, points)
        deltas = [a - b for a, b in zip(new, s.levels)]
        side_up, def_up = level_changes(points, solo)
        won = points < 120
        winners = sorted(q for q in range(NUM_SEATS) if (q in side) == won)
        last_winner, last_plays = tricks[-1]
        mult = bottom_multiplier(last_plays[0], s.trump, by_length, summed)
        bonus = points - trick_pts
        lines = [
            ScoreLine("zpy.trick_points", None, trick_pts, {}),
            ScoreLine("zpy.bottom_bonus", last_winner, bonus,
                      {"bottom_points": card_points(s.bottom), "multiplier": mult}),
            ScoreLine("zpy.result", s.declarer, side_up if won else def_up,
                      {"points": points, "name": result_name(points, solo), "friend": s.friend}),
        ]
        lines += [ScoreLine("zpy.level", q, deltas[q], {"to": new[q]})
                  for q in range(NUM_SEATS) if deltas[q]]
        s.points = points
        s.result = HandResult(deltas=deltas, winners=winners, lines=lines)
        s.phase, s.to_act = "over", None
        return [Event("hand_over", None, {"deltas": deltas, "points": points, "levels": new, "solo": solo,
                                          "friend": s.friend, "buried": card_tokens(s.bottom),
                                          "winners": winners})]

    # ------------------------------------------------------------------ view
    def view(self, seat: int | None) -> dict[str, Any]:
        s = self.state
        over = s.result is not None
        trump = s.trump
        b = self._bidding() if s.phase == "bid" else None
        step = trick_step(self.options)
        trick_plays: list[list[str] | None] = [None] * NUM_SEATS
        for i, p in enumerate(s.trick):
            trick_plays[trick_seat(s.leader, i, step)] = card_tokens(p)
        last = None
        if s.tricks:
            parts = s.tricks[-1].split("|")
            last = {"winner": int(parts[0]),
                    "plays": [{"seat": int(p.split(":")[0]), "cards": p.split(":")[1].split()}
                              for p in parts[1:]]}
        memo = self._cache()
        if "winning" not in memo:
            memo["winning"] = None
            if s.trick and trump is not None:
                lead_seat = s.leader or 0
                memo["winning"] = trick_seat(lead_seat, trick_winner(s.trick, trump), step)
            memo["played"] = [t for rec in s.tricks for p in rec.split("|")[1:]
                              for t in p.split(":")[1].split()]
        winning = memo["winning"]
        side = {s.declarer, s.friend} if s.friend_found else {s.declarer}
        return {
            **self._view_head(seat),
            "levels": list(s.levels),
            "starter": s.starter,
            "bids": [{"seat": q, "cards": card_tokens(c)} for q, c in s.moves],
            "bidding": None if b is None else {
                "to_act": b.to_act, "declarer": b.declarer, "trump": str(b.trump) if b.trump else None,
                "bidder": b.bidder, "strength": b.strength},
            "flipped": card_tokens(s.flipped),
            "declarer": s.declarer,
            "trump": None if trump is None else {"level": trump.level, "suit": trump.suit.value,
                                                 "text": str(trump)},
            "bottom": card_tokens(s.bottom) if (over or (seat is not None and seat == s.declarer
                                                     and s.phase != "bid")) else None,
            "call": None if s.call is None else {"card": str(s.call), "n": s.call_n},
            "called_count": s.called_count,
            "declarer_copies": bool(self.options["declarer_copies"]),
            "tractor_min": trump.tractor_min if trump is not None else self.options["tractor_min"],
            "friend_found": s.friend_found,
            "friend": s.friend,
            "leader": s.leader,
            "trick_step": step,
            "trick": trick_plays,
            "winning": winning,
            "throw": None if not s.throw else {"cards": card_tokens(s.throw), "leader": s.leader,
                                               "blocker": s.blocker},
            "last_trick": last,
            "tricks_played": len(s.tricks),
            "points_won": list(s.won_points),
            "defender_points": sum(p for q, p in enumerate(s.won_points) if q not in side),
            "played": list(memo["played"]),
            "points": s.points if over else None,
            "result": encode(s.result) if over else None,
        }

    # ------------------------------------------------------------------ saves
    def _validate_state(self) -> None:
        s = self.state
        if len(s.hands) != NUM_SEATS or len(s.levels) != NUM_SEATS:
            raise ValueError("zhaopengyou save: five hands and five levels are needed")
        have = Counter(str(c) for h in (*s.hands, s.bottom, *s.trick) for c in h)
        for rec in s.tricks:
            have.update(t for p in rec.split("|")[1:] for t in p.split(":")[1].split())
        if have != _DECK_TOKENS:
            raise ValueError("zhaopengyou save: the cards are not the 162 cards of three decks")
        if s.phase not in (*_PHASE_KINDS, "over"):
            raise ValueError(f"zhaopengyou save: unknown phase {s.phase!r}")
        if (s.phase == "over") != (s.result is not None):
            raise ValueError("zhaopengyou save: a hand is over exactly when it has a result")
        if (s.to_act is None) != (s.phase == "over") or not (s.to_act is None or 0 <= s.to_act < NUM_SEATS):
            raise ValueError("zhaopengyou save: the seat to act is impossible")
        if s.phase == "bid":
            b = self._bidding()  # a tampered bidding record raises ValueError here
            if b.to_act != s.to_act:
                raise ValueError("zhaopengyou save: the bidding record does not match the seat to act")
        elif s.trump is None or s.declarer is None:
            raise ValueError("zhaopengyou save: after bidding the declarer and the trump are known")
        for i, lv in enumerate(s.levels):
            if lv not in LEVELS:
                raise ValueError(f"save data at state.levels[{i}]: {lv!r} is not a level 2-A")
        if s.trump is not None and s.trump.level not in LEVELS:
            raise ValueError("save data at state.trump.level: not a level 2-A")
        if s.trump is not None and s.trump != self._house_trump(s.trump):
            raise ValueError("save data at state.trump.tractor_min: not the room's tractor_min option")
        if len(s.trick) >= NUM_SEATS or (s.phase in ("play", "throw_choice") and s.leader is None):
            raise ValueError("save data at state.trick: the trick in play has no leader or too many plays")
        if s.phase == "bury" and (len(s.taken) != BOTTOM_SIZE
                                  or Counter(s.taken) - Counter(s.hands[s.to_act])):
            raise ValueError("save data at state.taken: not the bottom cards the declarer took up")
