"""One hand of 上海三打一: deal and marker (SDY-2), auction (SDY-3), 报到 / 打不打 / 摊打 (SDY-4, 9, 10),
card play with bomb allowances (SDY-5, 8) and scoring (SDY-11)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ...actions import Action, Event, play_actions
from ...cards import Card, card_sort_key, card_tokens, format_cards, make_deck, parse_cards
from ...codec import encode
from ...hand import Hand, HandResult, validate_deal
from ...shedding.groups import contains_cards
from ...shedding.play import PlayRefusals, play_form_error, play_turn, start_trick, went_out
from ...shedding.trick import Trick
from ...shedding.view import trick_view
from .auction import auction_result, bid_error, legal_bids
from .combos import (
    WIDTH,
    Combo,
    candidate_plays,
    classify,
    groups_without,
    hand_groups,
    seq_groups,
    two_in_runs,
    value,
)
from .play import ALL_HOLDING, LEAD_PASS, N, judge_play, report_name, reportable_sets
from .scoring import settle_lines

__all__ = ["SDYHand", "SDYState", "DECK_SIZE", "HAND_SIZE", "BOTTOM_SIZE", "PHASE_RULE"]

DECK_SIZE = 108  # SDY-1.2
HAND_SIZE = 25  # SDY-2.3
BOTTOM_SIZE = 8
_DECK = Counter(make_deck(2))

#: the rule each phase answers to, for the reasons of wrong action kinds
PHASE_RULE = {"bid": "SDY-3.2", "report": "SDY-9.3", "dabuda": "SDY-9.7", "tanda": "SDY-10.1",
              "play": "SDY-8.3", "over": "SDY-8.5"}
REPORT_PREFIX = "baodao:"
NO_REPORT = "bubao"
_REFUSALS = PlayRefusals(lead_pass=LEAD_PASS, not_play="SDY-8.3: in play, choose cards to play or pass",
                         no_cards="SDY-8.3: choose at least one card, or pass")

_KIND_ORDER = {k: i for i, k in enumerate(("single", "pair", "triple", "triple_pair", "pair_run",
                                           "straight", "plane", "plane_wings", "bomb", "joker_bomb"))}


#: the sort key of every face (cards are interned: the lookup is cheap)
_SORT_KEY = {c: (value(c), card_sort_key(c)[1]) for c in make_deck(1)}


def sort_cards(cards: list[Card]) -> list[Card]:
    """Rank order of SDY-1.3 (3 … A 2 LJ BJ), then suit."""
    return sorted(cards, key=_SORT_KEY.__getitem__)


@dataclass
class FinishedTrick:
    trick: Trick
    winner: int


@dataclass
class SDYState:
    rng: random.Random
    phase: str
    to_act: int | None
    hands: list[list[Card]]
    bottom: list[Card]
    marker: Card
    marker_seat: int
    bids: list[int] = field(default_factory=list)
    landlord: int | None = None
    level: int = 0
    toulou: bool = False
    all_passed: bool = False
    #: per seat, bomb plays allowed (None = unlimited) and made (SDY-5)
    allowances: list[int | None] = field(default_factory=lambda: [None] * N)
    bombs_used: list[int] = field(default_factory=lambda: [0] * N)
    bottom_taken: bool = False
    #: the landlord's reportable sets not declared (yet), and the declared ones (SDY-9)
    reportable: list[list[Card]] = field(default_factory=list)
    declared: list[list[Card]] = field(default_factory=list)
    declared_played: list[bool] = field(default_factory=list)
    play_choice: str | None = None  # "da" / "buda" (SDY-9.7)
    tanda: bool | None = None  # SDY-10
    trick: Trick | None = None
    top: Combo | None = None
    last_trick: FinishedTrick | None = None
    #: cards of finished tricks
    pile: list[Card] = field(default_factory=list)
    out: list[int] = field(default_factory=list)
    result: HandResult | None = None


def place_marker(seed: int, deal: dict[str, Any], seat: int, marker: Card) -> dict[str, Any]:
    """``deal`` (cards given to ``new_hand``) with ``marker`` moved to where the hand of ``seed``
    draws its marker once the context names ``seat`` (SDY-2.4): dealt from given cards the seed draws
    only a position in that seat's hand, so a deal that keeps the real hand's marker (a re-dealt one,
    or the real deal itself) must hold that card there. Of two equal cards, the one at the place."""
    cards = parse_cards(deal["hands"][seat])
    cards.remove(marker)
    cards.insert(random.Random(seed).randrange(len(cards) + 1), marker)
    hands = list(deal["hands"])
    hands[seat] = format_cards(cards)
    return dict(deal, hands=hands)


class SDYHand(Hand):
    GAME_ID = "sandayi"
    HOLDING_CHECKED = frozenset({"play"})  # see Hand.HOLDING_CHECKED
    State = SDYState
    PHASES = frozenset({"bid", "report", "dabuda", "tanda", "play", "over"})
    SEAT_LISTS = ("hands", "allowances", "bombs_used")

    @classmethod
    def create(cls, num_players: int, options: dict[str, Any], seed: int,
               deal: dict[str, Any] | None, context: dict[str, Any] | None) -> SDYHand:
        rng = random.Random(seed)
        deck = make_deck(2)
        if deal is not None:
            hands, bottom = validate_deal(deal, deck, [HAND_SIZE] * N, BOTTOM_SIZE)
        else:
            rng.shuffle(deck)
            bottom = deck[:BOTTOM_SIZE]
            hands = [deck[BOTTOM_SIZE + i::N] for i in range(N)]
        context = context or {}
        unknown = set(context) - {"marker_seat"}
        if unknown:
            raise ValueError(f"sandayi context has unknown key(s) {sorted(unknown)}; it knows marker_seat")
        # SDY-2.4: the marker is one of the 100 dealt cards, at random; its holder bids first
        fixed = context.get("marker_seat")
        if fixed is None:
            idx = rng.randrange(N * HAND_SIZE)
            seat, pos = divmod(idx, HAND_SIZE)
        else:
            if isinstance(fixed, bool) or not isinstance(fixed, int) or not 0 <= fixed < N:
                raise ValueError(f"context marker_seat must be a seat 0–3, not {fixed!r}")
            seat, pos = fixed, rng.randrange(HAND_SIZE)
        marker = hands[seat][pos]
        state = SDYState(rng=rng, phase="bid", to_act=seat, hands=[sort_cards(h) for h in hands],
                         bottom=list(bottom), marker=marker, marker_seat=seat)
        return cls(num_players, options, state)

    def deal_setup(self) -> tuple[dict[str, Any], dict[str, Any] | None]:
        deal, context = super().deal_setup()
        if self._origin is None:
            raise ValueError("a hand without its origin has no seed to place the marker by")
        s = self.state
        deal = place_marker(self._origin["seed"], deal, s.marker_seat, s.marker)
        return deal, dict(context or {}, marker_seat=s.marker_seat)

    def opening_events(self) -> list[Event]:
        """What happened before the first decision: the deal (SDY-2.3) and the marker (SDY-2.4).
        ``apply`` never returns these; the app may animate them when the hand appears."""
        s = self.state
        return [Event("dealt", None, {"counts": [HAND_SIZE] * N, "bottom": BOTTOM_SIZE}),
                Event("marker", s.marker_seat, {"card": str(s.marker)})]

    # ---- helpers
    def bombs_left(self, seat: int) -> int | None:
        allowed = self.state.allowances[seat]
        return None if allowed is None else allowed - self.state.bombs_used[seat]

    def reported_in_hand(self, seat: int) -> list[list[Card]]:
        """The declared report sets still in ``seat``'s hand (SDY-9.5)."""
        s = self.state
        if seat != s.landlord or not s.declared:
            return []
        return [d for d, done in zip(s.declared, s.declared_played) if not done]

    def play_groups(self, seat: int) -> dict[int, list[Card]]:
        """``hand_groups`` of ``seat``'s cards (report sets left out), kept while his hand list is
        unchanged: a seat's list is replaced, never changed in place, when he plays."""
        cards = self.state.hands[seat]
        reported = self.reported_in_hand(seat)
        cache = self.__dict__.setdefault("_groups", {})
        hit = cache.get(seat)
        if hit is not None and hit[0] is cards and hit[1] == len(reported):
            kept: dict[int, list[Card]] = hit[2]
            return kept
        groups = hand_groups(cards, reported)
        cache[seat] = (cards, len(reported), groups)
        return groups

    def _regroup(self, seat: int, before: list[Card], played: list[Card], rest: list[Card]) -> None:
        """Carry ``play_groups(seat)`` from ``before`` over a play that leaves ``rest``: the played
        cards come out of the kept groups instead of the whole hand being walked again. Groups
        kept for another list, or a report set just played (SDY-9.5: ``reported_in_hand`` is one
        shorter now), are left to ``play_groups`` to build afresh."""
        hit = self.__dict__.get("_groups", {}).get(seat)
        if hit is None or hit[0] is not before or hit[1] != len(self.reported_in_hand(seat)):
            return
        self.__dict__["_groups"][seat] = (rest, hit[1], groups_without(hit[2], played))

    def play_seq(self, seat: int) -> dict[int, list[Card]]:
        """``play_groups(seat)`` on the sequence scale of this room (``candidate_plays``'s ``seq``),
        kept as long as those groups are."""
        groups = self.play_groups(seat)
        cache = self.__dict__.setdefault("_seqs", {})
        hit = cache.get(seat)
        if hit is not None and hit[0] is groups:
            kept: dict[int, list[Card]] = hit[1]
            return kept
        seq = seq_groups(groups, two_in_runs(self.options))
        cache[seat] = (groups, seq)
        return seq

    def _choices(self) -> list[str]:
        s = self.state
        if s.phase == "report":
            return [REPORT_PREFIX + report_name(r) for r in s.reportable] + [NO_REPORT]
        if s.phase == "dabuda":
            return ["da", "buda"]
        if s.phase == "tanda":
            return ["tanda", "butanda"]
        return []

    # ---- legality
    def _legal_actions(self) -> list[Action]:
        s = self.state
        if s.phase == "bid":
            return [Action("bid", value=b) for b in legal_bids(s.bids)]
        if s.phase != "play":
            return [Action("choose", value=v) for v in self._choices()]
        seat = s.to_act
        left = self.bombs_left(seat)
        top = s.top
        seq = self.play_seq(seat) if top is None or top.kind in WIDTH else None
        plays = candidate_plays(s.hands[seat], top, self.options, bombs=left is None or left > 0,
                                reported=self.reported_in_hand(seat), groups=self.play_groups(seat),
                                seq=seq)
        # the kind's place puts the bombs last already (SDY-7.1)
        ordered = sorted(plays, key=lambda p: (_KIND_ORDER[p[0]], len(p[2]), p[1]))
        actions = play_actions([cards for _, _, cards in ordered])
        return actions if top is None else [Action.pass_()] + actions

    def _check(self, action: Action) -> str | None:
        s = self.state
        if s.phase == "bid":
            if action.kind != "bid":
                return "SDY-3.2: in the auction, bid 0 (不叫) or 1, 2, 3 (档)"
            return bid_error(s.bids, action.value)
        if s.phase != "play":
            choices = self._choices()
            if action.kind != "choose" or action.value not in choices:
                return f"{PHASE_RULE[s.phase]}: now the landlord chooses {' / '.join(choices)}"
            return None
        reason = play_form_error(action, s.top is None, _REFUSALS)  # judge_play checks the cards held
        if reason is not None or action.kind == "pass":
            return reason
        return self._judged(action.cards)[0]

    def _judged(self, cards: tuple[Card, ...]) -> tuple[str | None, Combo | None, list[Card] | None]:
        """``judge_play`` of the seat to act's play, once per position (``Hand._cache``): ``check``
        and ``apply`` share it."""
        cache = self._cache()
        hit = cache.get("judge")
        if hit is not None and (hit[0] is cards or hit[0] == cards):
            known: tuple[str | None, Combo | None, list[Card] | None] = hit[1]
            return known  # ``_cached_for`` inlined: check and apply ask in turn for every play
        s = self.state
        seat = s.to_act
        judged = judge_play(s.hands[seat], list(cards), s.top, self.bombs_left(seat),
                            self.reported_in_hand(seat), self.options)
        cache["judge"] = (cards, judged)
        return judged

    # ---- applying
    def _apply(self, action: Action) -> list[Event]:
        s = self.state
        seat = s.to_act
        if s.phase == "bid":
            bid = action.value
            assert isinstance(bid, int)  # check() accepted a whole-number bid
            return self._apply_bid(seat, bid)
        if s.phase == "play":
            if action.kind == "pass":
                return self._apply_play(seat, [], None, None)
            _, combo, rest = self._judged(action.cards)
            return self._apply_play(seat, list(action.cards), combo, rest)
        choice = str(action.value)
        if s.phase == "report":
            if choice == NO_REPORT:
                s.reportable = []
                events = [Event("choice", seat, {"phase": "report", "choice": NO_REPORT})]
                return events + self._after_reports()
            name = choice[len(REPORT_PREFIX):]
            chosen = next(r for r in s.reportable if report_name(r) == name)
            s.reportable = [r for r in s.reportable if r is not chosen]
            s.declared.append(list(chosen))
            s.declared_played.append(False)
            events = [Event("reported", seat, {"set": name, "cards": card_tokens(chosen),
                                               "reports": len(s.declared)})]
            if not s.reportable:
                events += self._after_reports()
            return events
        events = [Event("choice", seat, {"phase": s.phase, "choice": choice})]
        if s.phase == "dabuda":
            s.play_choice = choice
            if choice == "buda":
                return events + self._finish(None)  # SDY-4.2, 11.4
            return events + self._after_dabuda()
        # tanda
        s.tanda = choice == "tanda"
        return events + self._start_play()

    def _apply_bid(self, seat: int, bid: int) -> list[Event]:
        s = self.state
        s.bids.append(bid)
        events = [Event("bid", seat, {"bid": bid})]
        auction = auction_result(s.marker_seat, s.bids)
        if auction is None:
            s.to_act = (seat + 1) % N  # SDY-3.1
            return events
        s.landlord = auction.landlord
        s.level = auction.level
        s.toulou = auction.toulou
        s.all_passed = auction.all_passed
        s.allowances = list(auction.bomb_allowances)
        # SDY-3.8: the landlord takes the bottom (not shown to the farmers)
        lord = s.landlord
        s.hands[lord] = sort_cards(s.hands[lord] + s.bottom)
        s.bottom_taken = True
        events.append(Event("bottom_taken", lord, {
            "count": BOTTOM_SIZE, "level": s.level, "toulou": s.toulou, "all_passed": s.all_passed,
            "bomb_allowances": list(s.allowances)}))
        s.reportable = reportable_sets(s.hands[lord], self.options["report_exact7"])  # SDY-9.1, 9.2
        s.to_act = lord
        if s.reportable and self.options["report_auto"]:
            # house rule report_auto (SDY-9.3): every reportable set is declared at once
            for chosen in s.reportable:
                s.declared.append(list(chosen))
                s.declared_played.append(False)
                events.append(Event("reported", lord, {"set": report_name(chosen),
                                                       "cards": card_tokens(chosen),
                                                       "reports": len(s.declared)}))
            return events + self._after_reports()
        if s.reportable:
            s.phase = "report"  # SDY-4.1
            return events
        return events + self._after_reports()

    def _after_reports(self) -> list[Event]:
        s = self.state
        s.reportable = []
        if len(s.declared) >= 2:
            s.phase = "dabuda"  # SDY-4.2, 9.7
            s.to_act = s.landlord
            return []
        return self._after_dabuda()

    def _after_dabuda(self) -> list[Event]:
        s = self.state
        if s.toulou or self.options["tanda_any"]:  # house rule tanda_any (SDY-10.3)
            s.phase = "tanda"  # SDY-4.3, 10.1
            s.to_act = s.landlord
            return []
        return self._start_play()

    def _start_play(self) -> list[Event]:
        s = self.state
        s.phase = "play"
        start_trick(s, s.landlord)  # SDY-4.4, 8.1
        return [Event("play_started", s.landlord, {"tanda": bool(s.tanda)})]

    def _apply_play(self, seat: int, cards: list[Card], combo: Combo | None,
                    rest: list[Card] | None) -> list[Event]:
        s = self.state
        trick = s.trick
        events: list[Event] = []
        if s.last_trick is not None:
            s.last_trick = None  # SDY-8.6: the finished trick leaves the table with the next lead
        if cards:
            assert combo is not None and rest is not None  # check() judged the play
            if combo.is_bomb:
                s.bombs_used[seat] += 1  # SDY-5.1
            if seat == s.landlord:
                for i, d in enumerate(s.declared):
                    if not s.declared_played[i] and len(d) == len(cards) and Counter(d) == Counter(cards):
                        s.declared_played[i] = True  # SDY-9.5
                        break
            s.top = combo
            self._regroup(seat, s.hands[seat], cards, rest)
            s.hands[seat] = rest
            events.append(Event("played", seat, {"cards": card_tokens(cards), "kind": combo.kind,
                                                 "bomb": combo.is_bomb, "bombs_left": self.bombs_left(seat)}))
        else:
            events.append(Event("passed", seat, {}))
        winner = play_turn(s, seat, cards, ALL_HOLDING)  # SDY-8.2
        if cards and not s.hands[seat]:
            events += went_out(s, seat)  # the first out ends the hand: place 1
            return events + self._finish(seat == s.landlord)  # SDY-8.5
        if winner is None:
            return events
        # SDY-8.4: three passes in a row; the last player to play leads the next trick
        won = trick.cards  # a property that builds the list: once
        s.pile += won
        s.last_trick = FinishedTrick(trick, winner)
        s.top = None
        start_trick(s, winner)
        events.append(Event("trick_won", winner, {"points": 0, "cards": card_tokens(won)}))
        return events

    def _sees_bottom(self, seat: int | None) -> bool:
        """The landlord once he has taken the bottom (SDY-3.8); under the house rule
        ``bottom_before_toulou`` also the marker holder at his opening bid (SDY-3.7 "拿底牌后直接叫")."""
        s = self.state
        if s.bottom_taken:
            return seat is not None and seat == s.landlord
        return (self.options["bottom_before_toulou"] and s.phase == "bid" and not s.bids
                and seat == s.marker_seat)

    def _finish(self, landlord_won: bool | None) -> list[Event]:
        s = self.state
        deltas, lines = settle_lines(s.landlord, s.level, landlord_won, toulou=s.toulou,
                                     tanda=bool(s.tanda), reports=len(s.declared),
                                     any_tanda=self.options["tanda_any"])
        if landlord_won is False:
            winners = [i for i in range(N) if i != s.landlord]
        else:
            winners = [s.landlord]
        s.result = HandResult(deltas, winners, lines)
        s.phase = "over"
        s.to_act = None
        outcome = "buda" if landlord_won is None else ("landlord" if landlord_won else "farmers")
        return [Event("hand_over", None, {"deltas": deltas, "winners": winners, "outcome": outcome})]

    def facts(self) -> dict[str, Any]:
        """The arguments of ``score`` for this hand (once the auction is over)."""
        s = self.state
        won: bool | None
        if s.play_choice == "buda":
            won = None
        elif s.out:
            won = s.out[0] == s.landlord
        else:
            won = None
        return {"bid": s.level, "landlord_won": won, "toulou": s.toulou, "tanda": bool(s.tanda),
                "reports": len(s.declared)}

    # ---- what a seat sees
    def open_hands(self) -> bool:
        """SDY-10.2: after 摊打 every hand is face up for everyone."""
        return bool(self.state.tanda)

    def view(self, seat: int | None) -> dict[str, Any]:
        s = self.state
        over = s.result is not None
        open_all = self.open_hands()

        last = None
        if s.last_trick is not None:  # a finished trick always has a play to show
            done = s.last_trick.trick
            top = classify(done.top_cards, self.options)
            assert top is not None  # its top play was a combination
            last = trick_view(done, top.kind)
            last["winner"] = s.last_trick.winner
        trick = trick_view(s.trick, s.top.kind if s.top else None) if s.phase in ("play", "over") else None
        lord = s.landlord
        roles = [None] * N if lord is None else ["landlord" if i == lord else "farmer" for i in range(N)]
        return {
            **self._view_head(seat, open_all),
            "roles": roles,
            "landlord": lord,
            "marker": {"card": str(s.marker), "seat": s.marker_seat},
            "bids": [{"seat": (s.marker_seat + i) % N, "bid": b} for i, b in enumerate(s.bids)],
            "level": s.level or None,
            "toulou": s.toulou,
            "all_passed": s.all_passed,
            "bomb_allowances": list(s.allowances) if lord is not None else None,
            "bombs_used": list(s.bombs_used),
            "bombs_left": [self.bombs_left(i) for i in range(N)] if lord is not None else None,
            "bottom_count": 0 if s.bottom_taken else BOTTOM_SIZE,
            "bottom": card_tokens(s.bottom) if self._sees_bottom(seat) else None,
            "reports": [{"set": report_name(d), "cards": card_tokens(d), "played": p}
                        for d, p in zip(s.declared, s.declared_played)],
            "choices": {"dabuda": s.play_choice, "tanda": s.tanda},
            "tanda": bool(s.tanda),
            "trick": trick,
            "last_trick": last,
            "out": list(s.out),
            "result": encode(s.result) if over else None,
        }

    def all_cards(self) -> list[Card]:
        """Every card of the hand wherever it is: hands, bottom, finished tricks, the current trick."""
        s = self.state
        held = [c for h in s.hands for c in h] + s.pile
        if not s.bottom_taken:
            held += s.bottom
        if s.trick is not None:
            held += s.trick.cards
        cards: list[Card] = held
        return cards

    def _validate_state(self) -> None:
        s = self.state
        if Counter(self.all_cards()) != _DECK:
            raise ValueError("save data: the 108 cards are not conserved (SDY-1.2)")
        if not 0 <= s.marker_seat < N or (s.to_act is not None and not 0 <= s.to_act < N):
            raise ValueError("save data: a seat is out of range")
        if s.landlord is not None and not 0 <= s.landlord < N:
            raise ValueError("save data: the landlord is out of range")
        if len(s.declared) != len(s.declared_played) or len(s.allowances) != N or len(s.bombs_used) != N:
            raise ValueError("save data: report or bomb records are inconsistent")
        if s.phase not in PHASE_RULE:
            raise ValueError(f"save data: unknown phase {s.phase!r}")
        if s.landlord is not None and not contains_cards(s.hands[s.landlord] + s.pile + (
                s.trick.cards if s.trick else []), [c for d in s.declared for c in d]):
            raise ValueError("save data: a declared report set is not in the landlord's cards")

