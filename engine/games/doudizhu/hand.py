"""One hand of 斗地主: the deal (DDZ-2), bidding (DDZ-3, or 抢地主 DDZ-4), the bottom and 明牌
(DDZ-5), card play (DDZ-6 – 8) and the score (DDZ-9)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ...actions import Action, Event, play_actions
from ...cards import Card, card_tokens, make_deck
from ...codec import encode
from ...hand import Hand, HandResult, validate_deal
from ...shedding.groups import contains_cards
from ...shedding.play import PlayRefusals, play_form_error, play_turn, start_trick, went_out
from ...shedding.trick import Trick
from ...shedding.view import played_view, trick_view
from .auction import FORCED_DEAL, N, Turn, legal_values, next_step
from .combos import SORT_KEY, Combo, beating_reading, legal_cards, readings, value
from .scoring import settle

__all__ = ["DDZHand", "DDZState", "HAND_SIZE", "BOTTOM_SIZE", "deal_cards", "sort_cards"]

HAND_SIZE = 17  # DDZ-2.1
BOTTOM_SIZE = 3
_DECK = Counter(make_deck(1))
_ALL_HOLDING = [True] * N  # nobody leaves a trick before the hand ends (DDZ-8.4)
_REFUSALS = PlayRefusals(lead_pass="DDZ-8.1: you lead this trick: play any combination",
                         not_play="DDZ-8.2: in play, choose cards to play or pass",
                         no_cards="DDZ-8.2: choose at least one card, or pass",
                         not_held="DDZ-1.2: you can only play cards from your own hand")


def sort_cards(cards: list[Card]) -> list[Card]:
    """DDZ-1.3's order (3 … A 2 little joker big joker), then suit."""
    return sorted(cards, key=SORT_KEY.__getitem__)


def deal_cards(rng: random.Random, shuffle: bool) -> tuple[list[list[Card]], list[Card]]:
    """DDZ-2.1: 17 cards each and 3 face down. Shuffled (DDZ-2.2), or under the house rule 不洗牌 the
    pack as a finished hand leaves it — rank by rank, the ranks in random order, the jokers together
    — cut once and dealt in packets of four (four rounds), then one card each; the last three are
    the bottom."""
    deck = make_deck(1)
    if shuffle:
        rng.shuffle(deck)
        return [sort_cards(deck[BOTTOM_SIZE + i::N]) for i in range(N)], deck[:BOTTOM_SIZE]
    by_rank: dict[int, list[Card]] = {}
    for c in deck:
        by_rank.setdefault(min(value(c), 16), []).append(c)  # the jokers lie together
    ranks = sorted(by_rank)
    rng.shuffle(ranks)
    pile = [c for r in ranks for c in by_rank[r]]
    cut = rng.randrange(len(pile))
    pile = pile[cut:] + pile[:cut]
    hands: list[list[Card]] = [[] for _ in range(N)]
    at = 0
    for size in (4, 4, 4, 4, 1):
        for seat in range(N):
            hands[seat] += pile[at:at + size]
            at += size
    return [sort_cards(h) for h in hands], pile[at:]


@dataclass
class FinishedTrick:
    trick: Trick
    winner: int


@dataclass
class DDZState:
    rng: random.Random
    phase: str
    to_act: int | None
    hands: list[list[Card]]
    bottom: list[Card]
    #: who bids first on this deal, and which deal of the hand this is (DDZ-3.4)
    first_bidder: int
    deal_no: int = 1
    bid_seats: list[int] = field(default_factory=list)
    bid_values: list[int] = field(default_factory=list)
    landlord: int | None = None
    #: the bid multiple: the points bid (叫分) or 2 to the robs (抢地主)
    multiple: int = 0
    robs: int = 0
    shown: bool = False
    trick: Trick | None = None
    top: Combo | None = None
    last_trick: FinishedTrick | None = None
    pile: list[Card] = field(default_factory=list)
    #: plays (not passes) per seat, for 春天 and 反春 (DDZ-9.2)
    plays: list[int] = field(default_factory=lambda: [0] * N)
    bombs: int = 0
    out: list[int] = field(default_factory=list)
    result: HandResult | None = None


class DDZHand(Hand):
    GAME_ID = "doudizhu"
    State = DDZState
    PHASES = frozenset({"bid", "show", "play", "over"})
    SEAT_LISTS = ("hands", "plays")
    HOLDING_CHECKED = frozenset({"play"})  # play_form_error's ``holds``

    @classmethod
    def create(cls, num_players: int, options: dict[str, Any], seed: int,
               deal: dict[str, Any] | None, context: dict[str, Any] | None) -> DDZHand:
        if num_players != N:
            raise ValueError(f"Dou Dizhu is played by 3 players, not {num_players!r}")  # DDZ-1.1
        rng = random.Random(seed)
        if deal is not None:
            hands, bottom = validate_deal(deal, make_deck(1), [HAND_SIZE] * N, BOTTOM_SIZE)
            hands = [sort_cards(h) for h in hands]
        else:
            hands, bottom = deal_cards(rng, options["shuffle"])
        context = context or {}
        unknown = set(context) - {"first_bidder"}
        if unknown:
            raise ValueError(f"doudizhu context has unknown key(s) {sorted(unknown)}; it knows first_bidder")
        first = context.get("first_bidder")
        if first is None:
            first = rng.randrange(N)  # DDZ-3.1
        elif isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < N:
            raise ValueError(f"context first_bidder must be a seat 0–2, not {first!r}")
        state = DDZState(rng=rng, phase="bid", to_act=first, hands=hands, bottom=bottom, first_bidder=first)
        return cls(num_players, options, state)

    def deal_setup(self) -> tuple[dict[str, Any], dict[str, Any] | None]:
        # DDZ-3.1: the first bidder is drawn after the shuffle; dealt from given cards the draw
        # lands elsewhere, so the context names him
        deal, context = super().deal_setup()
        return deal, dict(context or {}, first_bidder=self.state.first_bidder)

    def opening_events(self) -> list[Event]:
        return [Event("dealt", None, {"counts": [HAND_SIZE] * N, "bottom": BOTTOM_SIZE})]

    # ---- bidding
    def _bids(self) -> list[tuple[int, int]]:
        s = self.state
        return list(zip(s.bid_seats, s.bid_values))

    def _bid_values(self) -> list[int]:
        s = self.state
        return legal_values(self.options["bidding"], self._bids(), s.deal_no >= FORCED_DEAL)

    def _legal_actions(self) -> list[Action]:
        s = self.state
        if s.phase == "bid":
            return [Action("bid", value=v) for v in self._bid_values()]
        if s.phase == "show":
            return [Action("choose", value="show"), Action("choose", value="hide")]
        # a seat's cards stay in sort_cards' order: dealt sorted, the bottom sorted in, plays removed
        plays = self._cached("plays", lambda: legal_cards(s.hands[s.to_act], s.top, self.options, True))
        actions = play_actions([cards for cards, _, _ in plays])  # in order: kind, size, key
        return actions if s.top is None else [Action.pass_()] + actions

    def _check(self, action: Action) -> str | None:
        s = self.state
        if s.phase == "bid":
            if action.kind != "bid":
                return "DDZ-3.1: in the bidding, bid or pass"
            allowed = self._bid_values()
            if action.value not in allowed or isinstance(action.value, bool):
                if self.options["bidding"] == "rob":
                    return "DDZ-4.1: answer 1 (call or rob the landlord) or 0 (do not)" if 0 in allowed \
                        else "DDZ-4.3: on this last deal the first player must call the landlord"
                if 0 not in allowed:
                    return "DDZ-3.4: on this last deal the first bidder must bid"
                return "DDZ-3.1: bid higher than the highest bid so far (1, 2 or 3), or pass"
            return None
        if s.phase == "show":
            if action.kind != "choose" or action.value not in ("show", "hide"):
                return "DDZ-5.2: the landlord chooses to show his hand (明牌) or not"
            return None
        seat = s.to_act
        reason = play_form_error(action, s.top is None, _REFUSALS,
                                 lambda: contains_cards(s.hands[seat], action.cards))
        if reason is not None or action.kind == "pass":
            return reason
        if self._reading(action.cards) is not None:
            return None
        if not readings(action.cards, self.options):
            return "DDZ-6: these cards form no combination"
        return "DDZ-7.1: play the same kind of combination with as many cards and higher, or a bomb"

    def _reading(self, cards: tuple[Card, ...]) -> Combo | None:
        return self._cached(("reading", cards), lambda: beating_reading(cards, self.state.top, self.options))

    def _apply(self, action: Action) -> list[Event]:
        s = self.state
        seat = s.to_act
        if s.phase == "bid":
            assert isinstance(action.value, int)  # check() accepted one of the listed bid values
            return self._apply_bid(seat, action.value)
        if s.phase == "show":
            s.shown = action.value == "show"
            events = [Event("choice", seat, {"phase": "show", "choice": str(action.value)})]
            return events + self._start_play()
        if action.kind == "pass":
            return self._apply_play(seat, [], None)
        return self._apply_play(seat, list(action.cards), self._reading(action.cards))

    def _apply_bid(self, seat: int, bid: int) -> list[Event]:
        s = self.state
        data: dict[str, Any] = {"bid": bid}
        if self.options["bidding"] == "rob":  # DDZ-4.2: after the call, 1 robs and 0 declines to
            data["called"] = 1 in s.bid_values
        s.bid_seats.append(seat)
        s.bid_values.append(bid)
        events = [Event("bid", seat, data)]
        step = next_step(self.options["bidding"], s.first_bidder, self._bids())
        if isinstance(step, Turn):
            s.to_act = step.seat
            return events
        if isinstance(step, str):  # REDEAL (DDZ-3.4, 4.3): everybody passed
            s.deal_no += 1
            s.first_bidder = (s.first_bidder + 1) % N
            s.hands, s.bottom = deal_cards(s.rng, self.options["shuffle"])
            s.bid_seats, s.bid_values = [], []
            s.to_act = s.first_bidder
            return events + [Event("redealt", s.first_bidder, {"deal": s.deal_no})]
        s.landlord, s.multiple, s.robs = step.landlord, step.multiple, step.robs
        lord = s.landlord
        s.hands[lord] = sort_cards(s.hands[lord] + s.bottom)  # DDZ-5.1
        events.append(Event("bottom_taken", lord, {"cards": card_tokens(s.bottom), "multiple": s.multiple}))
        s.to_act = lord
        if self.options["mingpai"]:
            s.phase = "show"  # DDZ-5.2
            return events
        return events + self._start_play()

    def _start_play(self) -> list[Event]:
        s = self.state
        s.phase = "play"
        start_trick(s, s.landlord)  # DDZ-5.3
        return [Event("play_started", s.landlord, {"shown": s.shown})]

    def _apply_play(self, seat: int, cards: list[Card], combo: Combo | None) -> list[Event]:
        s = self.state
        trick = s.trick
        s.last_trick = None
        events: list[Event] = []
        if cards:
            assert combo is not None  # a play check() accepted has its reading
            s.top = combo
            s.plays[seat] += 1
            if combo.is_bomb:
                s.bombs += 1  # DDZ-9.1
            rest = list(s.hands[seat])
            for c in cards:
                rest.remove(c)
            s.hands[seat] = rest
            events.append(Event("played", seat, {"cards": card_tokens(cards), "kind": combo.kind,
                                                 "bomb": combo.is_bomb}))
        else:
            events.append(Event("passed", seat, {}))
        winner = play_turn(s, seat, cards, _ALL_HOLDING)  # DDZ-8.2, 8.3
        if cards and not s.hands[seat]:
            events += went_out(s, seat)
            return events + self._finish(seat == s.landlord)  # DDZ-8.4
        if winner is None:
            return events
        won = trick.cards
        s.pile += won
        s.last_trick = FinishedTrick(trick, winner)
        s.top = None
        start_trick(s, winner)
        events.append(Event("trick_won", winner, {"points": 0, "cards": card_tokens(won)}))
        return events

    def spring(self) -> bool:
        """DDZ-9.2: 春天 (the landlord won and neither farmer played a card) or 反春 (the farmers won
        and the landlord played only his first lead)."""
        s = self.state
        if not s.out:
            return False
        if s.out[0] == s.landlord:
            return all(n == 0 for i, n in enumerate(s.plays) if i != s.landlord)
        return bool(s.plays[s.landlord] == 1)

    def _finish(self, landlord_won: bool) -> list[Event]:
        s = self.state
        spring = self.spring()
        deltas, lines = settle(s.landlord, landlord_won, self.options["base"], s.multiple, s.bombs,
                               self.options["bomb_cap"], s.shown, spring)
        winners = [s.landlord] if landlord_won else [i for i in range(N) if i != s.landlord]
        s.result = HandResult(deltas, winners, lines)
        s.phase = "over"
        s.to_act = None
        return [Event("hand_over", None, {"deltas": deltas, "winners": winners, "spring": spring,
                                          "outcome": "landlord" if landlord_won else "farmers"})]

    # ---- what the seats see
    def view(self, seat: int | None) -> dict[str, Any]:
        s = self.state
        over = s.result is not None
        lord = s.landlord
        head = self._view_head(seat)
        hands = head["hands"]
        if s.shown and lord is not None:
            hands[lord] = card_tokens(s.hands[lord])  # DDZ-5.2: 明牌, face up for everyone
        last = None
        if s.last_trick is not None:
            done = s.last_trick.trick
            kind = beating_reading(done.top_cards, None, self.options)
            last = trick_view(done, kind.kind if kind else None)
            last["winner"] = s.last_trick.winner
        roles = [None if lord is None else "landlord" if i == lord else "farmer" for i in range(N)]
        playing = s.phase in ("play", "over")
        return {
            **head,
            # DDZ-8.5: the room may turn the counts off; `counts` stays (the cards played are public,
            # so a seat could count them anyway) and the table leaves them unwritten, as in 打筒子
            "show_counts": bool(self.options["show_card_counts"]),
            "roles": roles,
            "landlord": lord,
            "first_bidder": s.first_bidder,
            "deal_no": s.deal_no,
            "bids": [{"seat": a, "bid": b} for a, b in self._bids()],
            "multiple": s.multiple or None,
            "robs": s.robs,
            "shown": s.shown,
            "bottom": card_tokens(s.bottom) if lord is not None else None,  # DDZ-5.1: shown to all
            "bombs": s.bombs,
            "trick": trick_view(s.trick, s.top.kind if s.top else None) if playing else None,
            "last_trick": last,
            "played": played_view(make_deck(1), [c for h in s.hands for c in h]
                                  + ([] if lord is not None else s.bottom)),
            "out": list(s.out),
            "result": encode(s.result) if over else None,
        }

    def all_cards(self) -> list[Card]:
        s = self.state
        held = [c for h in s.hands for c in h] + s.pile
        if s.landlord is None:
            held += s.bottom
        if s.trick is not None:
            held += s.trick.cards
        return list(held)

    def _validate_state(self) -> None:
        s = self.state
        if Counter(self.all_cards()) != _DECK:
            raise ValueError("save data: the 54 cards are not conserved (DDZ-1.2)")
        if any(h != sort_cards(h) for h in s.hands):  # legal_cards relies on it (in_order)
            raise ValueError("save data: a hand's cards are not in order (DDZ-1.3)")
        if s.to_act is not None and not 0 <= s.to_act < N:
            raise ValueError("save data: a seat is out of range")
        if s.landlord is not None and not 0 <= s.landlord < N:
            raise ValueError("save data: the landlord is out of range")
