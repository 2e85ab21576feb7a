"""The 扯旋 match (bankrolls, rotating dealer) and the simulator's invariants."""

from __future__ import annotations

import random
from collections import defaultdict
from typing import Any

from engine.actions import Action
from engine.cards import Card, format_cards
from engine.hand import Hand, HandResult
from engine.match import Match, Series
from engine.simulate import Simulation

from .betting import betting_options
from .hand import ChexuanHand
from .ranking import ranking_of
from .settlement import settle

__all__ = ["ChexuanSeries", "SERIES", "SIMULATION"]


class ChexuanSeries(Series):
    """Bankrolls carried from hand to hand; the dealer passes to the next player (CX-1.3); the match
    ends after option ``hands`` hands or when at most one player can still pay the ante."""

    EXTRA = {"bankrolls": "chips", "dealer": "seat"}

    def check(self, match: Match) -> None:
        s = match.state
        if len(s.history) < s.hand_no:  # the hand in play started from the match's chips and dealer
            hs = match.hand.state
            if hs.bankrolls != s.extra["bankrolls"] or hs.dealer != s.extra["dealer"]:
                raise ValueError("save data at state.extra: the hand's chips or dealer differ from "
                                 "the match's")

    def start(self, match: Match) -> None:
        n = match.num_players
        match.state.extra = {"bankrolls": [match.options["bankroll"]] * n,
                             "dealer": match.state.rng.randrange(n)}             # CX-1.3

    def context(self, match: Match) -> dict[str, Any]:
        extra = match.state.extra
        return {"stacks": list(extra["bankrolls"]), "dealer": extra["dealer"]}

    def record(self, match: Match, hand: Hand, result: HandResult) -> None:
        super().record(match, hand, result)
        extra = match.state.extra
        rolls = [b + d for b, d in zip(extra["bankrolls"], result.deltas)]
        extra["bankrolls"] = rolls
        n = match.num_players
        ante = match.options["ante"]
        dealer = hand.state.dealer
        for k in range(1, n + 1):                                                  # CX-1.3
            if rolls[(dealer + k) % n] >= ante:
                extra["dealer"] = (dealer + k) % n
                break

    def winners(self, match: Match) -> list[int] | None:
        rolls = match.state.extra["bankrolls"]
        able = [i for i, b in enumerate(rolls) if b >= match.options["ante"]]
        if match.state.hand_no < match.options["hands"] and len(able) > 1:
            return None
        best = max(rolls)
        return [i for i, b in enumerate(rolls) if b == best]


SERIES = ChexuanSeries()


# ---------------------------------------------------------------------- simulator
def _invariants(hand: ChexuanHand) -> list[str]:
    s = hand.state
    fails = []
    b = s.betting
    if b is not None:
        for k, seat in enumerate(s.seats):
            if not 0 <= b.committed[k] <= b.stakes[k] <= s.bankrolls[seat]:
                fails.append(f"seat {seat}: committed {b.committed[k]}, 簸簸 {b.stakes[k]}, "
                             f"bankroll {s.bankrolls[seat]} out of order (CX-1.4, CX-11)")
    if s.phase == "bet" and b is not None and b.to_act is not None:
        k = b.to_act
        if b.folded[k] or b.committed[k] >= b.stakes[k]:
            fails.append("a folded or all-in player is asked to bet (CX-11.0)")
    return fails


def _at_hand_end(hand: ChexuanHand, result: HandResult) -> list[str]:
    s = hand.state
    fails = []
    if sum(result.deltas) != 0:
        fails.append(f"chips not conserved: {result.deltas}")
    if s.betting is None:
        return fails + ["hand ended without betting"]
    committed = {seat: s.betting.committed[k] for k, seat in enumerate(s.seats)}
    for seat, d in enumerate(result.deltas):
        c = committed.get(seat, 0)
        if d < -c:
            fails.append(f"seat {seat} lost {-d}, more than the {c} he committed (CX-11.8)")
        if s.bankrolls[seat] + d < 0:
            fails.append(f"seat {seat} ends below zero chips")
    ledger = [0] * hand.num_players
    pair: dict[tuple[int, int], int] = defaultdict(int)
    for line in result.lines:
        if line.key in ("cx.beat", "cx.fold") and line.seat is not None:
            ledger[line.seat] += line.value
            ledger[line.detail["from"]] -= line.value
            pair[(line.seat, line.detail["from"])] += line.value
    if ledger != result.deltas:
        fails.append(f"ledger {ledger} does not add up to the deltas {result.deltas}")
    for (winner, loser), amount in pair.items():
        if amount > committed.get(winner, 0) or amount > committed.get(loser, 0):
            fails.append(f"seat {winner} won {amount} from seat {loser}, above a cap (CX-11.8)")
    if s.outcome == "void":
        if any(result.deltas):
            fails.append("a void hand moved chips (CX-11.9)")
    elif settle(hand._facts(), s.dealer, ranking_of(hand.options),
                hand.options["settle_order"] == "head", hand.options["sanhua"]) != result.deltas:
        fails.append("settle() of the hand's facts differs from its deltas (API 8)")
    return fails


def _chooser(hand: ChexuanHand, rng: random.Random) -> Action:
    """A random legal action without listing them: any 簸簸 in range, any raise size, any split
    (either orientation: a head below its tail is swapped, CX-8.3); 丢 is chosen rarely so that
    showdowns are common."""
    s = hand.state
    seat = s.to_act
    assert seat is not None  # the simulator asks only while the hand goes on
    if s.phase == "stake":
        lo, hi = hand._range(seat)
        return Action("stake", value=rng.randint(lo, hi))
    if s.phase == "bet":
        betting = s.betting
        assert betting is not None  # a betting round is on
        opts = betting_options(betting)
        kinds = [k for k in opts if k != "fold"]
        if rng.random() < 0.08 or not kinds:
            return Action("fold")
        kind = rng.choice(kinds)
        lo, hi = opts[kind]
        if kind == "raise":
            # mostly small raises, so that rounds go on
            if rng.random() < 0.9:
                return Action("raise", value=min(hi, lo + betting.ante * rng.choice((0, 0, 1, 2, 5))))
            return Action("raise", value=rng.randint(lo, hi))
        return Action(kind)
    return Action("split", value=format_cards(rng.sample(s.hands[seat], 2)))


def _hidden_cards(hand: ChexuanHand, seat: int) -> list[Card]:
    """The two face-down cards (the third and fourth are dealt face up, CX-10), less what the
    finished hand shows: the showdown splits (CX-8.5) and a survivor's 三花 (CX-12.2)."""
    secret = list(hand.hands[seat][:2])
    if hand.is_over:
        shown = hand.view(None)["revealed"].get(str(seat), {})
        for token in shown.get("head", []) + shown.get("tail", []) + shown.get("cards", []):
            secret = [c for c in secret if str(c) != token]
    return secret


SIMULATION = Simulation(zero_sum=True, invariants=_invariants, at_hand_end=_at_hand_end,
                        options={"hands": 10}, chooser=_chooser,
                        hidden_cards=_hidden_cards)
