"""One hand of 半边天炸: the choice phases (BBT-3), trick play (BBT-4, 8, 9) and settlement."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...actions import Action, Event
from ...cards import BIG_JOKER, Card, Suit, card_sort_key, card_tokens, make_deck
from ...codec import encode
from ...hand import Hand, HandResult, validate_deal
from ...shedding.groups import contains_cards, remove_cards
from ...shedding.play import PlayRefusals, play_form_error, play_turn, start_trick, went_out
from ...shedding.trick import Trick, next_leader
from ...shedding.view import played_view, trick_view
from .combos import BOMB_CATEGORY, Combo, beats, classify, may_dou, value
from .plays import list_plays
from .scoring import settle_with_lines

__all__ = ["BBTHand", "BBTState", "DECK_WITHOUT", "POINTS_TOTAL", "card_points"]

DECK_WITHOUT = "LJ C2 D2"  # BBT-1.2
POINTS_TOTAL = 100  # BBT-10.3
S3 = Card(Suit.S, 3)
N = 3
_REFUSALS = PlayRefusals(
    lead_pass="BBT-8.1: the leader must play; he cannot pass",
    not_play="BBT-8.2: in play, choose cards to play or pass",
    no_cards="BBT-8.1: choose at least one card",
    not_held="BBT-5: you can only play cards from your own hand")


def card_points(cards: Any) -> int:
    """BBT-10.1: 5 = 5, T = 10, K = 10."""
    return sum(5 if c.rank == 5 else 10 if c.rank in (10, 13) else 0 for c in cards)


@dataclass
class TopPlay:
    """The play to beat, as it was read when played (BBT-6.3: a plane may answer as a shorter one)."""

    kind: str
    key: list[int]


@dataclass
class FinishedTrick:
    trick: Trick
    winner: int
    points: int


@dataclass
class BBTState:
    rng: random.Random
    phase: str
    to_act: int | None
    dealt: list[list[Card]]
    hands: list[list[Card]] = field(default_factory=lambda: [[], [], []])
    banker: int | None = None  # the BJ holder (BBT-2.1)
    zhuang: int | None = None  # 庄 during play (BBT-13.5)
    hammer: list[bool | None] = field(default_factory=lambda: [None, None, None])
    shoot: str | None = None
    declined_counter: list[int] = field(default_factory=list)
    counter_shot: int | None = None
    dou: list[bool | None] = field(default_factory=lambda: [None, None, None])
    helped: list[int] = field(default_factory=list)
    counter_dou: bool | None = None
    trick: Trick | None = None
    top: TopPlay | None = None
    last_trick: FinishedTrick | None = None
    won: list[list[Card]] = field(default_factory=lambda: [[], [], []])
    points: list[int] = field(default_factory=lambda: [0, 0, 0])
    out: list[int] = field(default_factory=list)
    result: HandResult | None = None


#: the reading of the house rule two_in_runs that lets a 2 follow the A: a play refused in a room
#: without it, yet a combination under it, is told so (BBT-5)
_TWO_IN_RUNS = {"two_in_runs": True}
_DECK = tuple(make_deck(1, without=DECK_WITHOUT))


def _xian(zhuang: int) -> list[int]:
    """The two 闲 in asking order: the 庄's 下家 first (BBT-3.3, 3.5)."""
    return [(zhuang + 1) % N, (zhuang + 2) % N]


def _sort(cards: list[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (value(c) or 99, card_sort_key(c)[1]))


class BBTHand(Hand):
    GAME_ID = "banbiantianzha"
    HOLDING_CHECKED = frozenset({"play"})  # see Hand.HOLDING_CHECKED
    State = BBTState
    PHASES = frozenset({"hammer", "shoot", "counter_shot", "dou", "counter_dou", "play", "over"})
    SEAT_LISTS = ("hands", "dealt", "hammer", "dou", "won", "points")

    @classmethod
    def create(cls, num_players: int, options: dict[str, Any], seed: int,
               deal: dict[str, Any] | None, context: dict[str, Any] | None) -> BBTHand:
        rng = random.Random(seed)
        deck = make_deck(1, without=DECK_WITHOUT)
        if deal is not None:
            dealt, _ = validate_deal(deal, deck, [17, 17, 17])
        else:
            rng.shuffle(deck)
            dealt = [deck[i::3] for i in range(3)]  # BBT-1.3: 17 each, no kitty
        state = BBTState(rng=rng, phase="hammer", to_act=0, dealt=[_sort(h) for h in dealt])
        hand = cls(num_players, options, state)
        kept = (context or {}).get("hammer") if options["hammer_once"] else None
        if kept is not None:
            # house rule hammer_once (BBT-3.1): the match's first 捶 holds for this hand too
            if not isinstance(kept, list) or not all(isinstance(x, int) and not isinstance(x, bool)
                                                     and 0 <= x < N for x in kept):
                raise ValueError("BBT-3.1: context hammer must list seats")
            state.hammer = [i in kept for i in range(N)]
        if not options["hammer"] or kept is not None:
            hand._deal()
        return hand

    # ---- phase transitions
    def _deal(self) -> list[Event]:
        s = self.state
        s.hands = [list(h) for h in s.dealt]
        s.banker = next(i for i, h in enumerate(s.hands) if any(c.rank == BIG_JOKER for c in h))
        s.phase = "shoot"
        s.to_act = s.banker
        return [Event("dealt", None, {"counts": [len(h) for h in s.hands]}),
                Event("roles", s.banker, {"banker": s.banker})]

    def _start_dou(self) -> list[Event]:
        s = self.state
        s.phase = "dou"
        return self._next_dou()

    def _next_dou(self) -> list[Event]:
        s = self.state
        for x in _xian(s.zhuang):
            if s.dou[x] is None and x not in s.helped and may_dou(s.hands[x], self.options):
                s.to_act = x
                return []
        if any(s.dou[x] for x in _xian(s.zhuang)) or s.helped:
            s.phase = "counter_dou"
            s.to_act = s.zhuang
            return []
        return self._start_play()

    def _start_play(self) -> list[Event]:
        s = self.state
        s.phase = "play"
        leader = next(i for i, h in enumerate(s.hands) if S3 in h)  # BBT-4.1
        s.trick = Trick(leader)
        s.to_act = leader
        return [Event("play_started", leader, {"zhuang": s.zhuang})]

    # ---- legality
    def _choices(self) -> list[str]:
        phase = self.state.phase
        return {"hammer": ["chui", "buchui"], "shoot": ["kaiqiang", "touxiang"],
                "counter_shot": ["fanqiang", "bufan"], "dou": ["dou", "budou"],
                "counter_dou": ["fandou", "bufandou"]}.get(phase, [])

    def _top_combo(self) -> Combo | None:
        top = self.state.top
        if top is None:
            return None
        cached = self.__dict__.get("_top")
        if cached is not None and cached[0] is top:
            known: Combo = cached[1]
            return known  # built once per play on the table: every check and listing asks
        readings = ((top.key[0], top.key[1]),) if top.kind in ("triple", "plane") else ()
        # the top cards ride along: the house rule triple_classes compares kicker counts
        combo = Combo(top.kind, tuple(self.state.trick.top_cards), top.kind in BOMB_CATEGORY,
                      tuple(top.key), readings)
        self.__dict__["_top"] = (top, combo)
        return combo

    def _legal_actions(self) -> Sequence[Action]:
        s = self.state
        if s.phase != "play":
            return [Action("choose", value=v) for v in self._choices()]
        return self._plays(wings=True)

    def hint_plays(self) -> list[Action]:
        """The legal plays without wings (triples and planes bare), in the order of
        ``legal_actions``: a handful where a lead of many triples lists over ten thousand plays,
        so the table's hint can list them at once (issue 23). [] outside card play."""
        if self.state.phase != "play" or self.is_over:
            return []
        return [a for a in self._plays(wings=False, lazy=False) if a.kind == "play"]

    def _plays(self, wings: bool, lazy: bool = True) -> Sequence[Action]:
        s = self.state
        top = self._top_combo()
        head = () if top is None else (Action.pass_(),)
        return list_plays(s.hands[s.to_act], top, self.options, wings, head, lazy)

    def _check(self, action: Action) -> str | None:
        s = self.state
        if s.phase != "play":
            if action.kind != "choose" or action.value not in self._choices():
                names = " / ".join(self._choices())
                return f"{_PHASE_RULE[s.phase]}: now seat {s.to_act} chooses {names}"
            return None
        cards = list(action.cards)
        reason = play_form_error(action, s.top is None, _REFUSALS,
                                 lambda: contains_cards(s.hands[s.to_act], cards))
        if reason is not None or action.kind == "pass":
            return reason
        combo = classify(cards, self.options)
        if combo is None:
            # a house rule's refusal names that rule: probe with the room's other options kept
            if not self.options["two_in_runs"] and \
                    classify(cards, {**self.options, **_TWO_IN_RUNS}) is not None:
                return "BBT-5: in this room a 2 never follows the A in a run"
            if self.options["pair_kickers"] and \
                    classify(cards, {**self.options, "pair_kickers": False}) is not None:
                return "BBT-5.3: in this room the two kickers of a triple-with-two must be a pair"
            return "BBT-5: these cards form no combination"
        top = self._top_combo()
        if top is not None and not beats(combo, top, self.options):
            if combo.category < top.category:
                return "BBT-7.1: this play is of a lower category than the play on the table"
            if combo.category == 0 and combo.kind != top.kind:
                return "BBT-7.3: a different type cannot beat the play on the table"
            if combo.kind == "triple" == top.kind and self.options["triple_classes"] == "three" \
                    and len(cards) != len(s.trick.top_cards):
                return "BBT-7.3: in this room a triple answers only a triple with as many kickers"
            if combo.kind in ("pair_run", "straight", "plane") and combo.key[0] != top.key[0] and \
                    not any(k == top.key[0] for k, _ in combo.readings):
                return "BBT-7.3: it must be of the same length as the play on the table"
            return "BBT-7.2: it is not higher than the play on the table" if combo.is_bomb else \
                "BBT-7.4: it is not higher than the play on the table"
        return None

    # ---- applying
    def _apply(self, action: Action) -> list[Event]:
        s = self.state
        seat = s.to_act
        if s.phase == "play":
            return self._apply_play(seat, list(action.cards))
        choice = str(action.value)
        shown = None if s.phase == "hammer" else choice  # 捶 stays secret until all chose (BBT-3.1)
        events = [Event("choice", seat, {"phase": s.phase, "choice": shown})]
        if s.phase == "hammer":
            s.hammer[seat] = choice == "chui"
            if seat < N - 1:
                s.to_act = seat + 1
            else:
                events.append(Event("hammer_revealed", None, {"hammer": list(s.hammer)}))
                events += self._deal()
        elif s.phase == "shoot":
            s.shoot = choice
            if choice == "kaiqiang":
                s.zhuang = s.banker
                events += self._start_dou()
            else:
                s.phase = "counter_shot"
                s.to_act = (s.banker + 1) % N
        elif s.phase == "counter_shot":
            if choice == "fanqiang":
                s.counter_shot = seat
                s.zhuang = seat
                events.append(Event("roles", seat, {"banker": seat}))
                # house rule dou_after_fanqiang off: the seed offers 抖 only "开枪后"
                events += self._start_dou() if self.options["dou_after_fanqiang"] else self._start_play()
            else:
                s.declined_counter.append(seat)
                nxt = (seat + 1) % N
                if nxt == s.banker:
                    events += self._finish()
                else:
                    s.to_act = nxt
        elif s.phase == "dou":
            s.dou[seat] = choice == "dou"
            if choice == "dou" and self.options["help_dou"]:
                for x in _xian(s.zhuang):
                    if x != seat and s.dou[x] is None and x not in s.helped:
                        s.helped.append(x)  # BBT-3.6
                        events.append(Event("choice", x, {"phase": "dou", "choice": "dou", "helped": True}))
            events += self._next_dou()
        elif s.phase == "counter_dou":
            s.counter_dou = choice == "fandou"
            events += self._start_play()
        return events

    def _apply_play(self, seat: int, cards: list[Card]) -> list[Event]:
        s = self.state
        trick = s.trick
        events: list[Event] = []
        combo = None
        if cards:
            combo = classify(cards, self.options)
            assert combo is not None  # check() accepted the play
            old = self._top_combo()
            kind, key = combo.kind, list(combo.key)
            if old is not None and combo.kind in ("triple", "plane") and combo.kind == old.kind:
                k = old.key[0]
                top = max(t for kk, t in combo.readings if kk == k and t > old.key[1])
                key = [k, top]
            s.top = TopPlay(kind, key)
            s.hands[seat] = remove_cards(s.hands[seat], cards)
            events.append(Event("played", seat, {"cards": card_tokens(cards), "kind": kind}))
            events += went_out(s, seat)
        else:
            events.append(Event("passed", seat, {}))
        holding = [bool(h) for h in s.hands]
        winner = play_turn(s, seat, cards, holding, unbeatable=combo is not None and combo.kind == "tianzha")
        if winner is None:
            return events
        # the trick is over (BBT-8.4): its winner takes its point cards (BBT-8.6)
        pts = card_points(trick.cards)
        s.points[winner] += pts
        s.won[winner] += trick.cards
        s.last_trick = FinishedTrick(trick, winner, pts)
        s.top = None
        events.append(Event("trick_won", winner, {"points": pts, "cards": card_tokens(trick.cards)}))
        if self._ended_by_first_out() or len(s.out) >= N - 1:
            return events + self._finish()  # BBT-9.5 / BBT-9.3
        leader = next_leader(winner, holding)
        assert leader is not None  # the hand goes on: someone still holds cards
        start_trick(s, leader)  # BBT-4.3
        return events

    def _ended_by_first_out(self) -> bool:
        """BBT-9.5: the first player out ends the hand if he is the 庄 (unless the house rule
        ``zhuang_out_ends`` is off), or anyone under the house rule ``end_on_first_out``."""
        s = self.state
        return bool(s.out) and (self.options["end_on_first_out"]
                                or (s.out[0] == s.zhuang and self.options["zhuang_out_ends"]))

    def _finish(self) -> list[Event]:
        s = self.state
        deltas, winners, lines = settle_with_lines(self.facts(), self.options)
        s.result = HandResult(deltas, winners, lines)
        s.phase = "over"
        s.to_act = None
        s.trick = None
        return [Event("hand_over", None, {"deltas": deltas, "winners": winners})]

    def facts(self) -> dict[str, Any]:
        """The facts of ``settle_hand`` for this hand as played so far."""
        s = self.state
        facts: dict[str, Any] = {"banker": s.banker, "hammer": [i for i in range(N) if s.hammer[i]],
                                 "surrendered": s.shoot == "touxiang"}
        if s.shoot == "touxiang" and s.counter_shot is None:
            return facts
        facts["counter_shot"] = s.counter_shot
        facts["dou"] = [i for i in range(N) if s.dou[i] is True]
        facts["declined_dou"] = [i for i in range(N) if s.dou[i] is False]
        facts["counter_dou"] = bool(s.counter_dou)
        facts["points"] = list(s.points)
        if self._ended_by_first_out() and (len(s.out) == 1 or s.out[0] == s.zhuang):
            facts["order"] = [s.out[0]]
        else:
            rest = [i for i in range(N) if i not in s.out]
            facts["order"] = s.out + rest
        return facts

    # ---- what a seat sees
    def view(self, seat: int | None) -> dict[str, Any]:
        s = self.state
        over = s.result is not None
        hammer_public = s.phase != "hammer"

        held = s.dealt if s.phase == "hammer" else s.hands  # 捶 comes before the cards are taken up
        roles: list[str | None] = [None] * N
        if s.zhuang is not None or s.banker is not None:
            z = s.zhuang if s.zhuang is not None else s.banker
            roles = ["banker" if i == z else "defender" for i in range(N)]
        last = None
        if s.last_trick is not None:
            last = trick_view(s.last_trick.trick)  # its kind is not needed once the trick is over
            last["winner"] = s.last_trick.winner
            last["points"] = s.last_trick.points
        return {
            **self._view_head(seat),
            "show_counts": bool(self.options["show_card_counts"]),
            "roles": roles,
            "banker": s.banker,
            "zhuang": s.zhuang,
            "trick": trick_view(s.trick, s.top.kind if s.top else None),
            "last_trick": last,
            "played": played_view(_DECK, (c for h in held for c in h)),
            "points": list(s.points),
            "out": list(s.out),
            "choices": {
                "hammer": [h if hammer_public or i == seat else None for i, h in enumerate(s.hammer)],
                "hammer_done": [h is not None for h in s.hammer],
                "shoot": s.shoot,
                "counter_shot": s.counter_shot,
                "declined_counter": list(s.declined_counter),
                "dou": [True if i in s.helped else d for i, d in enumerate(s.dou)],
                "helped": list(s.helped),
                "counter_dou": s.counter_dou,
            },
            "void_points": card_points(c for h in s.hands for c in h) if over else None,
            "result": encode(s.result) if over else None,
        }

    def _validate_state(self) -> None:
        s = self.state
        deck = Counter(make_deck(1, without=DECK_WITHOUT))
        if Counter(c for h in s.dealt for c in h) != deck or any(len(h) != 17 for h in s.dealt):
            raise ValueError("save data: the dealt cards are not the 51-card deck (BBT-1.2)")
        held = [c for h in s.hands for c in h] + [c for w in s.won for c in w]
        if s.trick is not None:
            held += s.trick.cards
        if s.phase != "hammer" and Counter(held) != deck:
            raise ValueError("save data: cards are not conserved")
        if s.to_act is not None and not 0 <= s.to_act < N:
            raise ValueError("save data: the seat to act is out of range")
        self._validate_roles()

    def _validate_roles(self) -> None:
        """The roles and choices agree with each other and with the phase, as scoring needs them
        (#33: a save with a 抖 chosen before the 抖 phase, a banker 反枪ing himself or a 庄 that is
        neither the banker nor the 反枪 seat loaded, then failed in ``settle_with_lines``)."""
        s = self.state
        if s.banker is not None and not any(c.rank == BIG_JOKER for c in s.dealt[s.banker]):
            raise ValueError("save data: banker is not the holder of the big joker (BBT-2.1)")
        if (s.shoot is None) != (s.phase in ("hammer", "shoot")):
            raise ValueError("save data: shoot does not fit the phase (BBT-3.2)")
        if s.counter_shot is not None and (s.shoot != "touxiang" or s.counter_shot == s.banker):
            raise ValueError("save data: counter_shot without the banker's surrender or by him (BBT-3.3)")
        if s.zhuang is not None:
            if s.zhuang != (s.counter_shot if s.counter_shot is not None else s.banker):
                raise ValueError("save data: zhuang is not the banker or the counter_shot seat (BBT-13.5)")
            if s.dou[s.zhuang] is not None or s.zhuang in s.helped:
                raise ValueError("save data: the zhuang has a dou choice (BBT-3.5)")
        elif s.phase in ("dou", "counter_dou", "play"):
            raise ValueError(f"save data: no zhuang in phase {s.phase} (BBT-13.5)")
        early = s.phase in ("hammer", "shoot", "counter_shot")
        if early and (s.zhuang is not None or s.counter_shot is not None or any(d is not None for d in s.dou)
                      or s.helped or s.counter_dou is not None):
            raise ValueError(f"save data: a 抖 choice before its phase ({s.phase}; BBT-3.5)")
        if s.counter_dou and not (any(s.dou) or s.helped):
            raise ValueError("save data: counter_dou without a dou (BBT-3.7)")


_PHASE_RULE = {"hammer": "BBT-3.1", "shoot": "BBT-3.2", "counter_shot": "BBT-3.3", "dou": "BBT-3.5",
               "counter_dou": "BBT-3.7", "play": "BBT-8", "over": "BBT-9"}
