"""三打一 card play as pure functions: 报到 sets (SDY-9.1), one play's legality (SDY-5.4, 6, 7, 8.3,
9.5) and a whole card-play phase (SDY-8)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import BIG_JOKER, LITTLE_JOKER, RANK_SYMBOLS, Card, parse_cards
from ...shedding.groups import remove_cards
from ...shedding.trick import Trick, record
from .combos import Combo, classify, why_not_beats

__all__ = ["reportable_sets", "report_name", "play_error", "play_out", "PlayState", "ALL_HOLDING",
           "N", "REPORT_MIN", "judge_play"]

N = 4
REPORT_MIN = 7  # SDY-9.1: "7张的炸弹" = 7 or 8 cards of a rank
ALL_HOLDING = [True] * N  # the hand ends at the first player out (SDY-8.5): everybody holds cards


def reportable_sets(hand: Sequence[Card], exact7: bool = False) -> list[list[Card]]:
    """SDY-9.1: the four jokers, and all cards of each rank held 7 or 8 times (one set each); with
    ``exact7`` (the house rule ``report_exact7``) only a rank held exactly 7 times.
    Jokers first, then ranks from 3 up to 2 (any order is allowed)."""
    hand = parse_cards(hand)
    out: list[list[Card]] = []
    jokers = [c for c in hand if c.rank in (LITTLE_JOKER, BIG_JOKER)]
    if len(jokers) == 4:
        out.append(sorted(jokers, key=lambda c: c.rank))
    by_rank: dict[int, list[Card]] = {}
    for c in hand:
        if c.rank < LITTLE_JOKER:
            by_rank.setdefault(c.rank, []).append(c)
    for r in sorted(by_rank, key=lambda r: 15 if r == 2 else r):
        if len(by_rank[r]) == REPORT_MIN if exact7 else len(by_rank[r]) >= REPORT_MIN:
            out.append(by_rank[r])
    return out


def report_name(cards: Sequence[Card]) -> str:
    """The name of a report set in choice values and the view: ``jokers`` or the rank symbol."""
    r = cards[0].rank
    return "jokers" if r in (LITTLE_JOKER, BIG_JOKER) else RANK_SYMBOLS[r]


def play_error(hand: Sequence[Card], play: Sequence[Card], table: Combo | None = None, *,
               bombs_left: int | None = None, reported: Sequence[Sequence[Card]] = ()) -> str | None:
    """Why the player holding ``hand`` may not make ``play`` (``[]`` = pass) on ``table`` (None: he
    leads), or None. ``bombs_left``: bomb plays he may still make (None = unlimited, SDY-5.4);
    ``reported``: the declared report sets still in his hand (SDY-9.5)."""
    return judge_play(hand, parse_cards(play), table, bombs_left, reported)[0]


LEAD_PASS = "SDY-8.3: the leader must play a combination; he cannot pass"


def judge_play(hand: Sequence[Card], play: list[Card], table: Combo | None, bombs_left: int | None,
               reported: Sequence[Sequence[Card]], options: dict[str, Any] | None = None,
               ) -> tuple[str | None, Combo | None, list[Card] | None]:
    """``play_error``'s work, also returning what applying the play needs: (reason, the combination,
    the cards left in the hand). A pass gives (reason, None, None)."""
    if not play:
        if table is None:
            return LEAD_PASS, None, None
        return None, None, None
    try:
        rest = remove_cards(hand, play)
    except ValueError:
        return "SDY-8.3: you can only play cards from your own hand", None, None
    for s in reported:
        ranks = {c.rank for c in s}
        if any(c.rank in ranks for c in play) and Counter(play) != Counter(s):
            return (f"SDY-9.5: the declared 报到 set {report_name(s)} may leave the hand only whole, "
                    f"as one play of exactly its {len(s)} cards"), None, None
    combo = classify(play, options)
    if combo is None:
        if options is not None and classify(play) is not None:  # a run with a 2 in it
            return "SDY-6.1: in this room a 2 never stands in a run", None, None
        return "SDY-6.12: these cards form no combination", None, None
    if combo.is_bomb and bombs_left is not None and bombs_left <= 0:
        return ("SDY-5.4: your bomb allowance (SDY-5.3) is used up; pass or play a combination "
                "that is not a bomb"), None, None
    if table is not None:
        reason = why_not_beats(combo, table, options)
        if reason is not None:
            return reason, None, None
    return None, combo, rest


@dataclass(frozen=True)
class PlayState:
    to_act: int | None
    leading: bool
    table: Combo | None
    hands: list[list[Card]]
    winner: str | None


def play_out(landlord: int, hands: Sequence[Sequence[Card]], moves: Sequence[Sequence[Card]]) -> PlayState:
    """Play the card-play phase from the landlord's lead (SDY-8.1) through ``moves`` (each the
    cards the seat to act plays, ``[]`` = pass). ValueError at the first illegal move or a move
    after the hand is over. Bomb allowances and 报到 sets are not applied here."""
    if isinstance(landlord, bool) or not isinstance(landlord, int) or not 0 <= landlord < N:
        raise ValueError(f"SDY-8.1: the landlord must be a seat 0–3, not {landlord!r}")
    if len(hands) != N:
        raise ValueError("SDY-1.1: four hands are needed")
    cur = [parse_cards(h) for h in hands]
    trick = Trick(landlord)
    table: Combo | None = None
    to_act: int | None = landlord
    winner: str | None = None
    for i, move in enumerate(moves):
        if to_act is None:
            raise ValueError(f"move {i + 1}: SDY-8.5: the hand is over")
        move = parse_cards(move)
        reason = play_error(cur[to_act], move, table)
        if reason is not None:
            raise ValueError(f"move {i + 1} (seat {to_act}): {reason}")
        seat = to_act
        if move:
            table = classify(move)
            cur[seat] = remove_cards(cur[seat], move)
            if not cur[seat]:
                winner = "landlord" if seat == landlord else "farmers"  # SDY-8.5
                to_act = None
                table = None
                continue
        step = record(trick, seat, move, ALL_HOLDING)
        if step.winner is not None:  # SDY-8.4
            trick = Trick(step.winner)
            table = None
            to_act = step.winner
        else:
            to_act = step.to_act  # SDY-8.2
    leading = to_act is not None and table is None
    return PlayState(to_act, leading, table, cur, winner)
