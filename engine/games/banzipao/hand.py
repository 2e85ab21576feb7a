"""One hand of 板子炮: deal and 天牌 (BZP-1 to 3), 包牌/反包/叫牌 (BZP-4), trick play and 得牌
(BZP-6 to 8) and settlement (BZP-9 to 11)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ...actions import Action, Event
from ...cards import Card, Suit, card_tokens, make_deck
from ...codec import encode
from ...hand import Hand, HandResult, validate_deal
from ...shedding.groups import contains_cards, remove_cards
from ...shedding.play import PlayRefusals, play_form_error, play_turn, start_trick, went_out
from ...shedding.trick import Trick, next_holder
from ...shedding.view import played_view
from .combos import BOMB_KINDS, Combo, beats, candidate_plays, classify, is_tianpai, value
from .scoring import DECK_SIZE, S7, N, bonus_of, bonus_payers, settle_with_lines, tianpai_winner

__all__ = ["BZPHand", "BZPState", "DECK_WITHOUT", "MODES"]

DECK_WITHOUT = "LJ BJ"  # BZP-1.2
MODES = ("baopai", "fanbao", "jiaopai")
_BID = ("baopai", "bubao")  # BZP-4.1
_REFUSALS = PlayRefusals(
    lead_pass="BZP-6.3: the leader must play; he cannot pass",
    not_play="BZP-6.3: in play, choose cards to play or pass",
    no_cards="BZP-6.3: choose at least one card to play",
    not_held="BZP-5: you can only play cards from your own hand")
_COUNTER = ("fanbao", "bufan")  # BZP-4.2
_DECK = make_deck(1, without=DECK_WITHOUT)
#: cards by rank value (BZP-1.3), then suit S H C D: the order of hands and of cards in actions
_CARD_ORDER = {c: i for i, c in enumerate(
    sorted(_DECK, key=lambda c: (value(c), "SHCD".index(c.suit.value))))}


def _sort(cards: list[Card]) -> list[Card]:
    return sorted(cards, key=_CARD_ORDER.__getitem__)


@dataclass
class FinishedTrick:
    trick: Trick
    winner: int
    #: the 附加分 each other seat paid the winner for this trick (BZP-10.1), 0 if none
    bonus: int = 0


@dataclass
class BonusPlay:
    """A 豆 or 滚筒 that won its trick (BZP-10.1)."""

    seat: int
    cards: list[Card]


@dataclass
class BZPState:
    rng: random.Random
    phase: str
    to_act: int | None
    dealt: list[list[Card]]
    hands: list[list[Card]]
    banker: int
    #: the 天牌 each seat was dealt (BZP-3), checked only with option heaven_hands
    tianpai: list[str | None] = field(default_factory=lambda: [None] * N)
    #: BZP-4.1: what each seat said, "baopai" / "bubao", None if not asked
    bids: list[str | None] = field(default_factory=lambda: [None] * N)
    bidder: int | None = None
    #: BZP-4.2: the 包牌者's 下家's answer, "fanbao" / "bufan"
    counter: str | None = None
    mode: str | None = None
    called: Card | None = None
    partner: int | None = None
    revealed: bool = False
    #: seats that take part in the play (反包 mode: the two duellists, BZP-4.3, 6.2)
    active: list[bool] = field(default_factory=lambda: [True] * N)
    trick: Trick | None = None
    top_kind: str | None = None
    top_key: list[int] = field(default_factory=list)
    last_trick: FinishedTrick | None = None
    #: BZP-6.5: the cards each seat has taken in tricks (得牌)
    won: list[list[Card]] = field(default_factory=lambda: [[] for _ in range(N)])
    bonus_plays: list[BonusPlay] = field(default_factory=list)
    out: list[int] = field(default_factory=list)
    result: HandResult | None = None


def _kind_of(top_cards: list[Card]) -> str:
    """The combination kind of a trick's top play (a legal play: always a combination)."""
    combo = classify(top_cards)
    assert combo is not None
    return combo.kind


class BZPHand(Hand):
    GAME_ID = "banzipao"
    HOLDING_CHECKED = frozenset({"play"})  # see Hand.HOLDING_CHECKED
    State = BZPState
    PHASES = frozenset({"bid", "counter", "call", "play", "over"})
    SEAT_LISTS = ("hands", "dealt", "tianpai", "bids", "active", "won")

    @classmethod
    def create(cls, num_players: int, options: dict[str, Any], seed: int,
               deal: dict[str, Any] | None, context: dict[str, Any] | None) -> BZPHand:
        rng = random.Random(seed)
        deck = list(_DECK)
        if deal is not None:
            dealt, _ = validate_deal(deal, deck, [13] * N)
        else:
            rng.shuffle(deck)
            dealt = [deck[i::N] for i in range(N)]  # BZP-1.2: 13 each, no kitty
        dealt = [_sort(h) for h in dealt]
        banker = next(i for i, h in enumerate(dealt) if S7 in h)  # BZP-2.1
        state = BZPState(rng=rng, phase="bid", to_act=banker, dealt=dealt,
                         hands=[list(h) for h in dealt], banker=banker)
        hand = cls(num_players, options, state)
        if options["heaven_hands"]:  # BZP-3.1: checked right after the deal, before bidding
            state.tianpai = [is_tianpai(h) for h in dealt]
            if any(state.tianpai):
                hand._finish()
        return hand

    def opening_events(self) -> list[Event]:
        """What happened at the deal, before any action: ``dealt`` and, for a 天牌 hand,
        ``tianpai`` and ``hand_over`` (the hand is then already over, BZP-3.4)."""
        s = self.state
        events = [Event("dealt", None, {"counts": [len(h) for h in s.dealt], "banker": s.banker})]
        if any(s.tianpai):
            win = tianpai_winner(s.dealt, s.banker)
            assert win is not None
            events.append(Event("tianpai", win[0], {
                "kind": win[1], "holders": [i for i in range(N) if s.tianpai[i]],
                "cards": [str(c) for c in s.dealt[win[0]]]}))
            events.append(self._over_event())
        return events

    # ---- who is who
    def teammate(self, seat: int) -> int | None:
        """The seat on ``seat``'s side in 叫牌 mode (the truth, hidden or not); else ``None``."""
        s = self.state
        if s.mode != "jiaopai" or s.partner is None:
            return None
        a = {s.banker, s.partner}
        if seat in a:
            partner: int = next(iter(a - {seat}))
            return partner
        return next(x for x in range(N) if x not in a and x != seat)

    def _holding(self) -> list[bool]:
        s = self.state
        return [bool(s.hands[i]) and s.active[i] for i in range(N)]

    # ---- legality
    def _top_combo(self) -> Combo | None:
        s = self.state
        if s.top_kind is None:
            return None
        return Combo(s.top_kind, (), s.top_kind in BOMB_KINDS, tuple(s.top_key))

    def _classified(self, cards: tuple[Card, ...]) -> Combo | None:
        """``classify`` once per position and play: ``check`` and ``apply`` share it (``Hand._cache``)."""
        return self._cached_for("combo", cards, lambda: classify(list(cards), self.options))

    def _legal_actions(self) -> list[Action]:
        s = self.state
        if s.phase == "bid":
            return [Action("choose", value=v) for v in _BID]
        if s.phase == "counter":
            return [Action("choose", value=v) for v in _COUNTER]
        if s.phase == "call":
            mine = set(s.hands[s.banker])
            others = [c for c in _CARD_ORDER if c not in mine]
            # the strongest cards first: the usual calls are aces and 2s
            others.sort(key=lambda c: (-(value(c) or 0), _CARD_ORDER[c]))  # no joker: never 0
            return [Action("call", cards=(c,)) for c in others]
        top = self._top_combo()
        # hands are kept in rank order, so candidate_plays already yields the plays in type order
        # (BZP-7.1), then by key, then card by card, each play's cards in rank order
        actions = [Action("play", cards) for _, _, cards in candidate_plays(s.hands[s.to_act], top)]
        return actions if top is None else [Action.pass_()] + actions

    def _check(self, action: Action) -> str | None:
        s = self.state
        seat = s.to_act
        if s.phase == "bid":
            if action.kind == "choose" and action.value in _BID:
                return None
            if action.kind == "choose" and action.value == "fanbao":
                return "BZP-4.2: only the 包牌者's 下家 may 反包, after someone has said 包牌"
            return f"BZP-4.1: seat {seat} now says 包牌 (choose baopai) or 不包 (choose bubao)"
        if s.phase == "counter":
            if action.kind == "choose" and action.value in _COUNTER:
                return None
            if action.kind == "choose" and action.value == "baopai":
                return (f"BZP-4.2: seat {s.bidder} has said 包牌, so no one else may 包; seat {seat} "
                        "may only 反包 (fanbao) or 不反 (bufan)")
            return f"BZP-4.2: seat {seat}, the 包牌者's 下家, now chooses 反包 (fanbao) or 不反 (bufan)"
        if s.phase == "call":
            if action.kind != "call":
                return "BZP-4.3: all four said 不包, so the 庄 now calls a card (action call)"
            if len(action.cards) != 1:
                return "BZP-4.3: the 庄 calls exactly one card"
            card = action.cards[0]
            if card not in _CARD_ORDER:
                return f"BZP-1.2: {card} is not in this deck"
            if card in s.hands[s.banker]:
                return f"BZP-4.3: the 庄 must call a card he does not hold, and {card} is in his hand"
            return None
        # play (BZP-6, 7)
        cards = list(action.cards)
        hand = s.hands[seat]
        reason = play_form_error(action, s.top_kind is None, _REFUSALS, lambda: (
            all(c in hand for c in cards) if len(set(cards)) == len(cards) else contains_cards(hand, cards)))
        if reason is not None or action.kind == "pass":
            return reason
        combo = self._classified(action.cards)
        if combo is None:
            return "BZP-5.9: these cards form no combination"
        top = self._top_combo()
        if top is None or beats(combo, top, self.options):
            return None
        if combo.category < top.category:
            return "BZP-7.1: this play is of a lower type than the play on the table"
        if combo.kind != top.kind:
            return "BZP-7.2: single, pair and straight cannot beat each other"
        if combo.kind == "straight" and combo.key[0] != top.key[0]:
            return "BZP-7.2: a straight must have as many cards as the straight on the table"
        if combo.key == top.key:
            return "BZP-7.6: an equal play does not beat the play on the table"
        if combo.kind in ("banzipao", "guntong", "gunlong"):
            rule = "BZP-7.4" if combo.kind == "banzipao" else "BZP-7.5"
            return f"{rule}: it is shorter, or as long and not higher, than the play on the table"
        rule = "BZP-7.3" if combo.kind in ("bomb", "dou") else "BZP-7.2"
        return f"{rule}: it is not higher than the play on the table"

    # ---- applying
    def _apply(self, action: Action) -> list[Event]:
        s = self.state
        seat = s.to_act
        if s.phase == "play":
            return self._apply_play(seat, list(action.cards))
        if s.phase == "call":
            return self._apply_call(action.cards[0])
        choice = str(action.value)
        events = [Event("choice", seat, {"phase": s.phase, "choice": choice})]
        if s.phase == "bid":
            s.bids[seat] = choice
            if choice == "baopai":  # BZP-4.2: nobody else may 包; only the 下家 is asked
                s.bidder = seat
                s.phase = "counter"
                s.to_act = (seat + 1) % N
            else:
                nxt = (seat + 1) % N
                if nxt == s.banker:  # all four said 不包 (BZP-4.3): the 庄 calls a card
                    s.phase = "call"
                    s.to_act = s.banker
                else:
                    s.to_act = nxt
        else:  # counter
            s.counter = choice
            if choice == "fanbao":  # BZP-4.3: 反包 mode, the two others sit out
                s.mode = "fanbao"
                s.active = [i in (s.bidder, seat) for i in range(N)]
            else:
                s.mode = "baopai"
            events += self._start_play(s.bidder)  # BZP-6.1
        return events

    def _apply_call(self, card: Card) -> list[Event]:
        s = self.state
        s.called = card
        s.partner = next(i for i in range(N) if card in s.hands[i])  # BZP-4.3
        s.mode = "jiaopai"
        events = [Event("called", s.banker, {"card": str(card)})]
        if self.options["partner_public"]:  # house rule (BZP-4.4): the holder is named at once
            s.revealed = True
            events.append(Event("partner_revealed", s.partner, {"card": str(card), "banker": s.banker}))
        return events + self._start_play(s.banker)  # BZP-6.1

    def _start_play(self, leader: int) -> list[Event]:
        s = self.state
        s.phase = "play"
        start_trick(s, leader)
        return [Event("play_started", leader, {
            "mode": s.mode, "bidder": s.bidder, "leader": leader,
            "sitting_out": [i for i in range(N) if not s.active[i]]})]

    def _apply_play(self, seat: int, cards: list[Card]) -> list[Event]:
        s = self.state
        trick = s.trick
        assert trick is not None
        events: list[Event] = []
        ended = False
        if cards:
            combo = self._classified(tuple(cards))
            assert combo is not None
            s.top_kind, s.top_key = combo.kind, list(combo.key)
            s.hands[seat] = remove_cards(s.hands[seat], cards)
            events.append(Event("played", seat, {"cards": card_tokens(cards), "kind": combo.kind}))
            if s.called is not None and not s.revealed and s.called in cards:
                s.revealed = True  # BZP-4.4
                events.append(Event("partner_revealed", seat, {"card": str(s.called), "banker": s.banker}))
            out = went_out(s, seat)
            events += out
            ended = bool(out) and self._ends_now()
        else:
            events.append(Event("passed", seat, {}))
        holding = self._holding()
        winner = play_turn(s, seat, cards, holding)
        if ended:  # BZP-8.1, 8.2, 8.3 双飞; BZP-8.4: the last play holds and takes the trick
            # house rule hand_end_bonus off: unanswered, it earns no 附加分
            events += self._close_trick(seat, self.options["hand_end_bonus"])
            return events + self._finish()
        if winner is None:
            return events
        events += self._close_trick(winner)
        if len(s.out) >= N - 1:  # BZP-8.3: three out and the 4th has answered
            return events + self._finish()
        start_trick(s, self._next_leader(winner, holding))
        return events

    def _ends_now(self) -> bool:
        """Does the seat that just went out end the hand at once (BZP-8.1, 8.2, 8.3 双飞)."""
        s = self.state
        if s.mode in ("baopai", "fanbao"):
            return True
        return len(s.out) == 2 and self.teammate(s.out[0]) == s.out[1]

    def _close_trick(self, winner: int, bonus_counts: bool = True) -> list[Event]:
        """BZP-6.5: the last play 大住 and its player takes every card of the trick; ``bonus_counts``
        False: its 豆 or 滚筒 earns no 附加分 (house rule ``hand_end_bonus``)."""
        s = self.state
        trick = s.trick
        assert trick is not None
        cards = trick.cards
        s.won[winner] += cards
        top_cards = trick.top_cards
        bonus = bonus_of(classify(top_cards)) if bonus_counts and s.top_kind in ("dou", "guntong") else 0
        if bonus:  # BZP-10.1, 10.2: only the 豆 or 滚筒 that holds the trick
            s.bonus_plays.append(BonusPlay(winner, list(top_cards)))
        s.last_trick = FinishedTrick(trick, winner, bonus)
        s.top_kind, s.top_key = None, []
        s.trick = None
        data: dict[str, Any] = {"cards": card_tokens(cards), "count": len(cards),
                                "taken": len(s.won[winner]), "points": 0}
        if bonus:
            data["bonus"] = self._bonus_gain(bonus, winner)
            data["bonus_kind"] = _kind_of(top_cards)
        return [Event("trick_won", winner, data)]

    def _bonus_gain(self, each: int, seat: int) -> int:
        """What a 附加分 trick earns ``seat``: ``each`` from every other payer (BZP-10.1, 10.3)."""
        s = self.state
        counter = (s.bidder + 1) % N if s.mode == "fanbao" and s.bidder is not None else None
        bidder = s.bidder if s.mode in ("baopai", "fanbao") else None
        partner = s.partner if s.mode == "jiaopai" else None
        return each * (len(bonus_payers(seat, s.banker, bidder, counter, partner, self.options)) - 1)

    def _next_leader(self, winner: int, holding: list[bool]) -> int:
        """BZP-6.6: the winner leads; if he is out, his partner once the partnership is public,
        else the next seat in turn order that still holds cards."""
        s = self.state
        if holding[winner]:
            return winner
        mate = self.teammate(winner)
        # house rule lead_to_partner off: the lead always goes on in turn order
        if self.options["lead_to_partner"] and s.revealed and mate is not None and holding[mate]:
            return mate
        nxt = next_holder(winner, holding)
        assert nxt is not None
        return nxt

    def _over_event(self) -> Event:
        r = self.state.result
        assert r is not None
        return Event("hand_over", None, {"deltas": list(r.deltas), "winners": list(r.winners)})

    def _finish(self) -> list[Event]:
        s = self.state
        deltas, winners, lines = settle_with_lines(self.facts(), self.options)
        s.result = HandResult(deltas, winners, lines)
        s.phase = "over"
        s.to_act = None
        if s.partner is not None and not s.revealed:
            events = [Event("partner_revealed", s.partner, {"card": str(s.called), "banker": s.banker,
                                                             "at_hand_end": True})]
        else:
            events = []
        return events + [self._over_event()]

    def facts(self) -> dict[str, Any]:
        """The facts of ``settle_hand`` for this hand as played so far."""
        s = self.state
        facts: dict[str, Any] = {"banker": s.banker}
        if any(s.tianpai):  # the dealt hands matter only for a 天牌 (BZP-3.4)
            facts["hands"] = [list(h) for h in s.dealt]
            return facts
        facts["bidder"] = s.bidder
        facts["counter_bid"] = s.mode == "fanbao"
        facts["partner"] = s.partner
        facts["order"] = list(s.out)
        facts["taken"] = [len(w) for w in s.won]
        facts["tricks"] = [[(b.seat, list(b.cards))] for b in s.bonus_plays]
        return facts

    # ---- what a seat sees
    def knows_partner(self, seat: int | None) -> bool:
        """BZP-4.4: the partner is known to himself, and to everyone once the card is played or
        the hand is over."""
        s = self.state
        return s.partner is not None and (s.revealed or s.result is not None or seat == s.partner)

    def view(self, seat: int | None) -> dict[str, Any]:
        s = self.state
        over = s.result is not None
        known = self.knows_partner(seat)

        def trick_view(t: Trick | None) -> dict[str, Any] | None:
            if t is None:
                return None
            plays = [{"seat": p.seat, "cards": card_tokens(p.cards)} if p.cards
                     else {"seat": p.seat, "pass": True} for p in t.plays]
            top = None
            if t.top_seat is not None:
                top = {"seat": t.top_seat, "cards": card_tokens(t.top_cards),
                       "kind": s.top_kind if t is s.trick else _kind_of(t.top_cards)}
            return {"leader": t.leader, "plays": plays, "top": top}

        roles: list[str | None] = []
        teams: list[int | None] = []
        for i in range(N):
            if i == s.banker:
                role = "banker"
            elif known and i == s.partner:
                role = "partner"
            else:
                role = "defender"
            if s.mode == "baopai":
                role = "bidder" if i == s.bidder else "opponent"
            elif s.mode == "fanbao":
                role = ("bidder" if i == s.bidder else "counter_bidder" if s.active[i] else "sitting_out")
            roles.append(role)
            teams.append(self._team_for(i, seat, known))
        last = None
        if s.last_trick is not None:
            last = trick_view(s.last_trick.trick)
            assert last is not None
            last["winner"] = s.last_trick.winner
            last["count"] = len(s.last_trick.trick.cards)
            last["bonus"] = self._bonus_gain(s.last_trick.bonus, s.last_trick.winner)
        tianpai = None
        if any(s.tianpai):
            win = tianpai_winner(s.dealt, s.banker)
            assert win is not None
            tianpai = {"seat": win[0], "kind": win[1], "holders": [i for i in range(N) if s.tianpai[i]],
                       "cards": [str(c) for c in s.dealt[win[0]]]}
        return {
            **self._view_head(seat),
            "banker": s.banker,
            "roles": roles,
            "teams": teams,
            "mode": s.mode,
            "bids": list(s.bids),
            "bidder": s.bidder,
            "counter": s.counter,
            "counter_bidder": (s.bidder + 1) % N if s.mode == "fanbao" and s.bidder is not None else None,
            "called": str(s.called) if s.called is not None else None,
            "partner": s.partner if known else None,
            "partner_revealed": s.revealed,
            "sitting_out": [i for i in range(N) if not s.active[i]],
            "tianpai": tianpai,
            "trick": trick_view(s.trick),
            "last_trick": last,
            "played": played_view(_DECK, (c for h in s.hands for c in h)),
            "taken": [len(w) for w in s.won],
            "bonuses": [{"seat": b.seat, "cards": [str(c) for c in b.cards],
                         "value": self._bonus_gain(bonus_of(classify(b.cards)), b.seat)}
                        for b in s.bonus_plays],
            "out": list(s.out),
            "void": self.void_count(),
            "result": encode(s.result) if over else None,
        }

    def fourth(self) -> int | None:
        """叫牌 mode once three seats are out: the 4th, whose unplayed cards are void (BZP-9.3)."""
        s = self.state
        if s.mode != "jiaopai" or len(s.out) < N - 1:
            return None
        return s.out[N - 1] if len(s.out) == N else next(i for i in range(N) if i not in s.out)

    def void_count(self) -> int | None:
        """The 4th's unplayed cards, void in 叫牌 mode without 双飞 (BZP-9.3); else ``None``."""
        f = self.fourth()
        return None if f is None else len(self.state.hands[f])

    def _team_for(self, i: int, viewer: int | None, known: bool) -> int | None:
        """Seat ``i``'s side as ``viewer`` knows it: 0 the 包牌者 / the 庄's side, 1 the other
        side, ``None`` unknown to the viewer or sitting out."""
        s = self.state
        if s.mode == "baopai":
            return 0 if i == s.bidder else 1
        if s.mode == "fanbao":
            return 0 if i == s.bidder else 1 if s.active[i] else None
        if s.mode != "jiaopai":
            return None
        if i == s.banker:
            return 0
        if known:
            return 0 if i == s.partner else 1
        if viewer is not None and i == viewer:
            return 1  # a 闲 who is not the partner knows he is on the other side
        return None

    def _validate_state(self) -> None:
        s = self.state
        deck = Counter(make_deck(1, without=DECK_WITHOUT))
        if Counter(c for h in s.dealt for c in h) != deck or any(len(h) != 13 for h in s.dealt):
            raise ValueError("save data: the dealt cards are not the 52-card deck (BZP-1.2)")
        held = [c for h in s.hands for c in h] + [c for w in s.won for c in w]
        if s.trick is not None:
            held += s.trick.cards
        if len(held) != DECK_SIZE or Counter(held) != deck:
            raise ValueError("save data: cards are not conserved (BZP-1.2)")
        if not 0 <= s.banker < N or S7 not in s.dealt[s.banker]:
            raise ValueError("save data: the 庄 is not the holder of S7 (BZP-2.1)")
        if s.to_act is not None and not 0 <= s.to_act < N:
            raise ValueError("save data: the seat to act is out of range")
        if s.mode is not None and s.mode not in MODES:
            raise ValueError(f"save data: unknown mode {s.mode!r}")
        if s.called is not None and (s.called.suit is Suit.JOKER or s.called in s.dealt[s.banker]):
            raise ValueError("save data: the called card is in the 庄's hand (BZP-4.3)")
