"""One hand of 打筒子: deal (DTZ-1), trick play under the must-beat rule (DTZ-2, 5, 6), card points
and bonuses (DTZ-7, 8) and the hand's settlement (DTZ-9)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...actions import Action, Event
from ...cards import Card, card_tokens, make_deck
from ...codec import encode
from ...hand import Hand, HandResult, validate_deal
from ...shedding.play import PlayRefusals, play_form_error, play_turn, start_trick, went_out
from ...shedding.playlist import PlayList
from ...shedding.trick import Trick, next_leader
from ...shedding.view import played_view
from .combos import (
    CATEGORY,
    SUIT_ORDER,
    Combo,
    beats,
    can_beat_counts,
    card_points,
    classify,
    hand_counts,
    segments_from_counts,
    take,
    trick_bonus,
    value,
)
from .scoring import settle_with_lines

__all__ = ["DTZHand", "DTZState", "DECK_WITHOUT", "POINTS_TOTAL", "HAND_SIZE", "BOTTOM_SIZE", "N",
           "deck"]

DECK_WITHOUT = "3 4 LJ BJ"  # DTZ-1.2
POINTS_TOTAL = 300  # DTZ-7.1
HAND_SIZE = 41  # DTZ-1.3
BOTTOM_SIZE = 9
N = 3
_REFUSALS = PlayRefusals(
    lead_pass="DTZ-5.1: the leader must play a combination; he cannot pass",
    not_play="DTZ-5: in play, choose cards to play, or pass",
    no_cards="DTZ-5.1: choose at least one card to play",
    not_held="DTZ-1.3: you can only play cards from your own hand")
CONTEXT_KEYS = ("leader", "race", "bonus")


_DECK = tuple(make_deck(3, without=DECK_WITHOUT))
_DECK_COUNT = Counter(_DECK)


def deck() -> list[Card]:
    """DTZ-1.2: three packs without 3, 4 and jokers: 132 cards."""
    return list(_DECK)


@dataclass
class TopPlay:
    """The play to beat, as read when it was played (DTZ-3.10: a plane may answer as a shorter one)."""

    seat: int
    kind: str
    key: list[int]
    #: the 奖励分 this play earns if it wins the trick (DTZ-8.1)
    bonus: int = 0


@dataclass
class BonusAward:
    """A trick won by a 筒子 or 地炸 (DTZ-8.2)."""

    seat: int
    kind: str
    key: list[int]
    value: int
    cards: list[Card]


@dataclass
class FinishedTrick:
    trick: Trick
    winner: int
    points: int
    bonus: int


@dataclass
class DTZState:
    rng: random.Random
    phase: str
    to_act: int | None
    hands: list[list[Card]]
    #: the 9 底牌, set aside unseen and never used (DTZ-1.3, 6.4)
    bottom: list[Card]
    #: who led the hand's first trick (DTZ-2.1, 2.2)
    first_leader: int
    trick: Trick | None = None
    top: TopPlay | None = None
    last_trick: FinishedTrick | None = None
    won: list[list[Card]] = field(default_factory=lambda: [[], [], []])
    points: list[int] = field(default_factory=lambda: [0, 0, 0])
    bonus: list[int] = field(default_factory=lambda: [0, 0, 0])
    awards: list[BonusAward] = field(default_factory=list)
    out: list[int] = field(default_factory=list)
    tricks: int = 0
    #: the match's totals before this hand, if the match passed them (display only)
    race_before: list[int] | None = None
    bonus_before: list[int] | None = None
    #: seats in the order their race score reached the target in this hand's tricks: known only
    #: when the match passed ``race`` and R is card points alone (house rule finish_counts off)
    reached: list[int] = field(default_factory=list)
    result: HandResult | None = None


_KIND_RANK = {k: i for i, k in enumerate(("single", "pair", "pair_run", "triple", "plane"))}
_SUIT_SORT = {s: 4 - o for s, o in SUIT_ORDER.items()}


def _sort(cards: list[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (value(c) or 0, _SUIT_SORT[c.suit]))


def _seat_list(x: Any, what: str) -> list[int]:
    if not isinstance(x, (list, tuple)) or len(x) != N or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in x):
        raise ValueError(f"DTZ-10.1: context {what!r} must list three whole numbers")
    return list(x)


class DTZHand(Hand):
    GAME_ID = "datongzi"
    HOLDING_CHECKED = frozenset({"play"})  # see Hand.HOLDING_CHECKED
    State = DTZState
    PHASES = frozenset({"play", "over"})
    SEAT_LISTS = ("hands", "won", "points", "bonus", "race_before", "bonus_before")

    @classmethod
    def create(cls, num_players: int, options: dict[str, Any], seed: int,
               deal: dict[str, Any] | None, context: dict[str, Any] | None) -> DTZHand:
        ctx = dict(context or {})
        unknown = set(ctx) - set(CONTEXT_KEYS)
        if unknown:
            raise ValueError(f"DTZ-2.2: unknown context key(s) {sorted(unknown)}; "
                             f"datongzi takes {', '.join(CONTEXT_KEYS)}")
        leader = ctx.get("leader", 0)  # DTZ-2.1: seat 0 leads the first hand
        if isinstance(leader, bool) or not isinstance(leader, int) or not 0 <= leader < N:
            raise ValueError(f"DTZ-2.2: context leader must be a seat 0, 1 or 2, not {leader!r}")
        race = _seat_list(ctx["race"], "race") if "race" in ctx else None
        bonus = _seat_list(ctx["bonus"], "bonus") if "bonus" in ctx else None
        rng = random.Random(seed)
        cards = deck()
        if deal is not None:
            hands, bottom = validate_deal(deal, cards, [HAND_SIZE] * N, BOTTOM_SIZE)
        else:
            rng.shuffle(cards)  # DTZ-1.3
            bottom = cards[N * HAND_SIZE:]
            hands = [cards[i:N * HAND_SIZE:N] for i in range(N)]
        state = DTZState(rng=rng, phase="play", to_act=leader, hands=[_sort(h) for h in hands],
                         bottom=_sort(bottom), first_leader=leader, trick=Trick(leader),
                         race_before=race, bonus_before=bonus)
        return cls(num_players, options, state)

    def opening_events(self) -> list[Event]:
        """What happened before the first decision: the deal (DTZ-1.3) and who leads (DTZ-2).
        ``apply`` never returns these; the app may animate them when the hand appears."""
        s = self.state
        return [Event("dealt", None, {"counts": [HAND_SIZE] * N, "bottom": BOTTOM_SIZE,
                                      "leader": s.first_leader})]

    # ---- legality
    # Facts about the current state, computed once in the position cache (``Hand._cache``).
    def _top_combo(self) -> Combo | None:
        memo = self._cache()
        if "top" not in memo:
            top = self.state.top
            if top is None:
                memo["top"] = None
            else:
                key = tuple(top.key)
                memo["top"] = Combo(top.kind, (), top.kind in CATEGORY, key,
                                    (key,) if top.kind == "plane" else ())
        combo: Combo | None = memo["top"]
        return combo

    def can_beat_top(self) -> bool:
        """The seat to act follows and holds a combination that beats the top play (DTZ-5.2)."""
        memo = self._cache()
        if "beat" not in memo:
            top = self._top_combo()
            s = self.state
            memo["beat"] = (top is not None and s.to_act is not None
                            and can_beat_counts(self.counts_to_act(), top, self.options))
        beat: bool = memo["beat"]
        return beat

    def counts_to_act(self) -> list[list[int]]:
        """``hand_counts`` of the seat to act's cards, once per position (the must-beat test, the
        legal list and the fast chooser all start from it). Not to be changed by the caller."""
        return self._cached("counts", lambda: hand_counts(self.state.hands[self.state.to_act]))

    def must_beat(self) -> bool:
        """DTZ-5.2: the seat to act follows, can beat, and may not pass: always, unless the house
        rule ``must_beat_after_out`` is off and the 一游 is out (seed 五.4 "可以随意出牌")."""
        if not self.options["must_beat_after_out"] and self.state.out:
            return False
        return self.can_beat_top()

    def _rest_after(self, cards: tuple[Card, ...]) -> list[Card] | None:
        return self._cached_for("rest", cards, lambda: take(self.state.hands[self.state.to_act], cards))

    def _classified(self, cards: tuple[Card, ...]) -> Combo | None:
        return self._cached_for("combo", cards, lambda: classify(list(cards), self.options))

    def legal_actions(self) -> Sequence[Action]:
        """Every legal action, as a lazy ``PlayList`` (a read-only sequence: ``len``, indexing,
        iteration, ``in``); see docs/rules/datongzi.md for why it is not a plain list."""
        if self.is_over:
            return []
        return self._cached("legal", self._legal_actions)

    def _legal_actions(self) -> PlayList:
        s = self.state
        hand = list(s.hands[s.to_act])
        top = self._top_combo()
        options = self.options
        if top is not None and not self.can_beat_top():
            return PlayList([Action.pass_()], [], lambda a: a.kind == "pass")  # DTZ-5.2
        free = top is not None and not self.must_beat()  # house rule must_beat_after_out
        segs = segments_from_counts(self.counts_to_act(), top, options)

        def member(action: Action) -> bool:
            if free and action.kind == "pass":
                return True
            if action.kind != "play" or not action.cards or take(hand, action.cards) is None:
                return False
            combo = classify(action.cards, options)
            return combo is not None and (top is None or beats(combo, top, options))

        return PlayList([Action.pass_()] if free else [], segs, member)

    def _check(self, action: Action) -> str | None:
        top = self._top_combo()
        cards = list(action.cards)
        # the cards are genuine: Hand.check's guard (forged_reason) refused anything else first
        reason = play_form_error(action, top is None, _REFUSALS,
                                 lambda: self._rest_after(action.cards) is not None)
        if action.kind == "pass" and reason is None and self.must_beat():
            return "DTZ-5.2: you hold a combination that beats the play on the table, so you must play one"
        if reason is not None or action.kind == "pass":
            return reason
        combo = self._classified(action.cards)
        if combo is None:
            if not self.options["allow_kickers"] and classify(cards, {**self.options, "allow_kickers": True}):
                return ("DTZ-3.4: in this room triples and planes take no kickers "
                        "(三张、飞机不能带牌)")
            reason = _house_reason(cards, self.options)
            if reason is not None:
                return reason
            return "DTZ-3: these cards form no combination (there are no straights of single cards)"
        if top is None or beats(combo, top, self.options):
            return None
        return _why_not(combo, top)

    # ---- applying
    def _apply(self, action: Action) -> list[Event]:
        return self._apply_play(action)

    def _apply_play(self, action: Action) -> list[Event]:
        s = self.state
        seat = s.to_act
        trick = s.trick
        events: list[Event] = []
        cards = list(action.cards) if action.kind == "play" else []
        if cards:
            combo = self._classified(action.cards)
            assert combo is not None  # check() accepted the play
            old = self._top_combo()
            key = list(combo.key)
            if old is not None and combo.kind == "plane" and old.kind == "plane":
                k = old.key[0]  # DTZ-3.10: read as the highest beating plane of the table's length
                key = [k, max(t for kk, t in combo.readings if kk == k and t > old.key[1])]
            bonus = trick_bonus(combo)
            if (old is not None and combo.kind == "dizha" and s.top.bonus
                    and not self.options.get({"tongzi": "dizha_voids_tongzi",
                                              "dizha": "dizha_voids_dizha"}.get(old.kind, ""), True)):
                # house rules: a 筒子 (or a 地炸) beaten by a 地炸 keeps its bonus, paid to its
                # player now
                s.bonus[s.top.seat] += s.top.bonus
                s.awards.append(BonusAward(s.top.seat, old.kind, list(s.top.key), s.top.bonus,
                                           list(trick.top_cards)))
            s.top = TopPlay(seat, combo.kind, key, bonus)
            s.hands[seat] = self._rest_after(action.cards)
            events.append(Event("played", seat, {"cards": card_tokens(cards), "kind": combo.kind,
                                                 "key": key, "bonus": bonus}))
            events += went_out(s, seat)  # DTZ-6.1
        else:
            events.append(Event("passed", seat, {}))
        holding = [bool(h) for h in s.hands]
        winner = play_turn(s, seat, cards, holding)
        if winner is None:
            return events
        # the trick is over (DTZ-5.4): its winner takes the point cards (DTZ-5.5, 7) and the bonus
        # of the winning play (DTZ-8.2)
        taken = trick.cards
        pts = card_points(taken)
        bonus = s.top.bonus
        s.points[winner] += pts
        s.won[winner] += taken
        s.tricks += 1
        self._note_target(winner)
        if bonus:
            s.bonus[winner] += bonus
            s.awards.append(BonusAward(winner, s.top.kind, list(s.top.key), bonus, list(trick.top_cards)))
        s.last_trick = FinishedTrick(trick, winner, pts, bonus)
        s.top = None
        events.append(Event("trick_won", winner, {"points": pts, "bonus": bonus,
                                                  "cards": card_tokens(taken)}))
        if len(s.out) >= N - 1:
            return events + self._finish()  # DTZ-6.3
        leader = next_leader(winner, holding)
        assert leader is not None  # the hand goes on: someone still holds cards
        start_trick(s, leader)  # DTZ-2.3
        return events

    def _note_target(self, winner: int) -> None:
        # DTZ-10.3 house rule target_first: with finish_counts off R grows only by captured points,
        # so the trick that carries a seat to the target orders the seats that reach it
        s = self.state
        if s.race_before is None or self.options["finish_counts"] or winner in s.reached:
            return
        if s.race_before[winner] + s.points[winner] >= self.options["target"]:
            s.reached.append(winner)

    def _finish(self) -> list[Event]:
        s = self.state
        facts = self.facts()
        deltas, winners, lines = settle_with_lines(facts, self.options, awards=[
            (a.seat, a.kind, a.key, a.value) for a in s.awards], void=self.void_points())
        s.result = HandResult(deltas, winners, lines)
        s.phase = "over"
        s.to_act = None
        s.trick = None
        return [Event("hand_over", None, {"deltas": deltas, "bonus": list(s.bonus), "order": facts["order"],
                                          "bottom": card_tokens(s.bottom)})]

    def facts(self) -> dict[str, Any]:
        """The facts of ``settle_hand`` for this hand as played so far."""
        s = self.state
        return {"points": list(s.points), "order": s.out + [i for i in range(N) if i not in s.out]}

    def void_points(self) -> int:
        """DTZ-6.4: points in unplayed cards and the 底牌, which count for nobody."""
        s = self.state
        return card_points(c for h in s.hands for c in h) + card_points(s.bottom)

    # ---- what a seat sees
    def view(self, seat: int | None) -> dict[str, Any]:
        s = self.state
        over = s.result is not None

        def trick_view(t: Trick | None, top: TopPlay | None) -> dict[str, Any] | None:
            if t is None:
                return None
            plays = [{"seat": p.seat, "cards": card_tokens(p.cards)} if p.cards
                     else {"seat": p.seat, "pass": True} for p in t.plays]
            top_v = None
            if t.top_seat is not None:
                top_v = {"seat": t.top_seat, "cards": card_tokens(t.top_cards),
                         "kind": top.kind if top else None, "bonus": top.bonus if top else 0}
            return {"leader": t.leader, "plays": plays, "top": top_v}

        last = None
        if s.last_trick is not None:
            last = trick_view(s.last_trick.trick, None)
            assert last is not None  # a finished trick is one
            last["winner"] = s.last_trick.winner
            last["points"] = s.last_trick.points
            last["bonus"] = s.last_trick.bonus
        show_counts = bool(self.options["show_card_counts"])
        return {
            **self._view_head(seat),
            "show_counts": show_counts,
            "roles": [None] * N,
            "leader": s.first_leader,
            "trick": trick_view(s.trick, s.top),
            "last_trick": last,
            "played": played_view(_DECK, [c for h in s.hands for c in h] + list(s.bottom)),
            "points": list(s.points),
            "bonus": list(s.bonus),
            "awards": [{"seat": a.seat, "kind": a.kind, "value": a.value, "cards": card_tokens(a.cards)}
                       for a in s.awards],
            "out": list(s.out),
            "race_total": list(s.race_before) if s.race_before is not None else None,
            "bonus_total": list(s.bonus_before) if s.bonus_before is not None else None,
            "bottom": card_tokens(s.bottom) if over else None,
            "void_points": self.void_points() if over else None,
            # the rule in force, not whether this seat can beat: off once the 一游 is out under
            # the house rule must_beat_after_out off (DTZ-2.3)
            "must_beat": bool(s.top is not None and not over
                              and (self.options["must_beat_after_out"] or not s.out)),
            # the house rules that shape combinations (DTZ-3.2, 3.3), for a player reading plays
            "two_in_runs": bool(self.options["two_in_runs"]),
            "pair_suits": self.options["pair_suits"],
            "result": encode(s.result) if over else None,
        }

    def _validate_state(self) -> None:
        s = self.state
        if len(s.hands) != N or len(s.won) != N or len(s.points) != N or len(s.bonus) != N:
            raise ValueError("save data: datongzi has three seats (DTZ-1.1)")
        if len(s.bottom) != BOTTOM_SIZE:
            raise ValueError("save data: the 底牌 are 9 cards (DTZ-1.3)")
        held = [c for h in s.hands for c in h] + [c for w in s.won for c in w] + list(s.bottom)
        if s.trick is not None:
            held += s.trick.cards
        if Counter(held) != _DECK_COUNT:
            raise ValueError("save data: the cards are not the 132-card deck (DTZ-1.2)")
        if s.to_act is not None and not 0 <= s.to_act < N:
            raise ValueError("save data: the seat to act is out of range")
        if (s.result is None) != (s.phase == "play") or (s.result is None) == (s.to_act is None):
            raise ValueError("save data: phase, seat to act and result disagree")


def _house_reason(cards: list[Card], options: dict[str, Any]) -> str | None:
    """The house rule that makes ``cards`` no combination in this room, if another reading of it
    would (DTZ-3.2 ``pair_suits``, DTZ-3.3 ``two_in_runs``)."""
    pairs = options["pair_suits"]
    if pairs != "any" and classify(cards, {**options, "pair_suits": "any"}) is not None:
        if pairs == "two_suits":
            return "DTZ-3.2: in this room a pair is two cards of different suits (两张不同花色)"
        return "DTZ-3.2: in this room a pair is two identical cards (同花色)"
    if not options["two_in_runs"] and classify(cards, {**options, "two_in_runs": True}) is not None:
        return "DTZ-3.3: in this room a 2 may not follow the A in a pair run or a plane"
    return None


def _why_not(combo: Combo, top: Combo) -> str:
    """The rule a play that does not beat the table breaks (DTZ-4)."""
    if combo.category < top.category:
        return ("DTZ-4.1: this play is of a lower category than the play on the table "
                "(地炸 > 筒子 > 炸弹 > the others)")
    if combo.kind == "bomb":
        return "DTZ-4.2: a bomb must have more cards, or as many cards and a higher rank"
    if combo.kind == "tongzi":
        return ("DTZ-4.3: a 筒子 must be of a higher rank, or of the same rank and a higher suit "
                "(S > H > C > D)")
    if combo.kind == "dizha":
        return "DTZ-4.4: a 地炸 must be of a higher rank"
    if combo.kind != top.kind:
        return f"DTZ-4.5: a {combo.kind} cannot be played on a {top.kind}"
    lengths = [r[0] for r in (combo.readings or (combo.key,))] if combo.kind in ("pair_run", "plane") else []
    if lengths and top.key[0] not in lengths:
        return f"DTZ-4.5: the {combo.kind} must be as long as the one on the table"
    if combo.key == top.key or (combo.kind == "plane" and combo.key[1] == top.key[1]):
        return "DTZ-4.6: an equal play does not beat (suits never count outside 筒子)"
    return "DTZ-4.5: this play is not higher than the play on the table"
