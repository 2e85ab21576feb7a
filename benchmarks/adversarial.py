"""Hands that random play almost never deals: bombs, 筒子, 地炸, long runs, jokers, the longest
hands, many equal cards from three decks. ``benchmarks/worst_case.py`` times every engine call and
AI decision on deals built from them; the tests use the same hands as regression cases.

A rigged deal gives one seat the listed cards and deals the rest of the game's deck at random
(seeded) to the other seats and the bottom, in the game's own hand sizes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engine import new_hand
from engine.cards import Card, format_cards, parse_cards

__all__ = ["Rigged", "RIGGED", "rigged_deal", "deck_and_sizes"]


@dataclass(frozen=True)
class Rigged:
    """``cards`` for ``seat`` in ``game``; the rest of the deal is random."""

    game: str
    name: str
    cards: str
    seat: int = 0


def _same(tokens: str, times: int) -> str:
    return " ".join(t for t in tokens.split() for _ in range(times))


RIGGED: tuple[Rigged, ...] = (
    # 半边天炸 (17 cards; BBT-3.8 bomb count decides who may 抖)
    Rigged("banbiantianzha", "four ranks of fours (issue 23)",
           "S9 H9 C9 D9 ST HT CT DT SJ HJ CJ DJ SQ HQ CQ DQ SK"),
    Rigged("banbiantianzha", "a 12-card flush and 510Ks",
           "S3 S4 S5 S6 S7 S8 S9 ST SJ SQ SK SA H5 HT HK C5 CT"),
    Rigged("banbiantianzha", "a 8-pair 地炸 and 天炸",
           "S3 H3 S4 H4 S5 H5 S6 H6 S7 H7 S8 H8 S9 H9 ST HT BJ"),
    Rigged("banbiantianzha", "510Ks over fours",
           "S5 H5 C5 D5 ST HT CT DT SK HK CK DK S6 H6 C6 D6 S7"),
    Rigged("banbiantianzha", "triples for planes with wings",
           "S3 H3 C3 S4 H4 C4 S5 H5 C5 S6 H6 C6 S7 H7 C7 D3 D4"),
    # 打筒子 (41 cards from three decks without 3, 4 and jokers)
    Rigged("datongzi", "thirteen 筒子",
           _same("S5 S6 S7 S8 S9 ST SJ SQ SK H5 H6 H7 H8", 3) + " HA HK"),
    Rigged("datongzi", "five 地炸",
           _same("S5 H5 C5 D5 S6 H6 C6 D6 S7 H7 C7 D7 S8 H8 C8 D8 S9 H9 C9 D9", 2) + " SA"),
    Rigged("datongzi", "triples 5…A for planes with kickers",
           _same("S5 H6 C7 D8 S9 HT CJ DQ SK HA", 3) + " S2 H2 C2 D2 D5 D6 D7 CT CQ CK CA"),
    # 板子炮 (13 cards)
    Rigged("banzipao", "two bombs and a run", "S5 H5 C5 D5 S6 H6 C6 D6 S8 H9 CT DJ SQ"),
    Rigged("banzipao", "triples in a row", "S5 H5 C5 D5 S6 H6 C6 S7 H7 C7 S8 H8 C8"),
    Rigged("banzipao", "滚龙 (天牌)", "S5 H5 C5 D5 S6 H6 C6 D6 S7 H7 C7 D7 S8"),
    Rigged("banzipao", "十三烂 (天牌)", "S2 H4 C6 D8 ST HQ CA D3 S5 H7 C9 DJ SK"),
    # 三打一 (25 cards from two decks with jokers)
    Rigged("sandayi", "three eight-card bombs", _same("S3 H3 C3 D3 S4 H4 C4 D4 S5 H5 C5 D5", 2) + " BJ"),
    Rigged("sandayi", "four jokers and bombs",
           "LJ LJ BJ BJ " + _same("S9 H9 C9 D9 ST HT CT DT", 2) + " SJ HJ CJ DJ S2"),
    Rigged("sandayi", "triples 3…T for planes with wings",
           " ".join(f"S{r} H{r} C{r}" for r in "345678 9T".replace(" ", "")) + " SA"),
    # 找朋友 (31 cards from three decks; throws and follows with many equal cards)
    Rigged("zhaopengyou", "triple tractors in one suit",
           _same("S3 S4 S5 S6 S7 S8 S9 ST", 3) + " H3 H4 H5 H6 H7 H8 H9"),
    Rigged("zhaopengyou", "follower long in spades",
           _same("SJ SQ SK SA", 3) + " " + _same("S3 S4 S5 S6 S7 S8", 2) + " H3 H4 H5 H6 H7 H8 H9", seat=1),
    Rigged("zhaopengyou", "jokers and level cards",
           _same("LJ BJ S2 H2 C2 D2", 3) + " S3 S4 S5 S6 S7 S8 S9 ST SJ SQ SK SA HA"),
)


def deck_and_sizes(game: str) -> tuple[list[Card], list[int], int]:
    """(every card of the game's deck, cards per seat, bottom size) read off a dealt hand."""
    hand = new_hand(game, seed=0)
    s = hand.state
    hands = getattr(s, "dealt", None) or s.hands
    bottom = list(getattr(s, "bottom", None) or [])
    return [c for h in hands for c in h] + bottom, [len(h) for h in hands], len(bottom)


def rigged_deal(rig: Rigged, seed: int) -> dict[str, Any]:
    """A ``deal`` for ``new_hand``: ``rig.cards`` to ``rig.seat``, the rest shuffled by ``seed``."""
    deck, sizes, bottom = deck_and_sizes(rig.game)
    wanted = parse_cards(rig.cards)
    if len(wanted) != sizes[rig.seat]:
        raise ValueError(f"{rig.game} {rig.name}: {len(wanted)} cards, a hand has {sizes[rig.seat]}")
    rest = list(deck)
    for c in wanted:
        rest.remove(c)  # ValueError: the deck has no such card (or not that many)
    random.Random(seed).shuffle(rest)
    hands = []
    for seat, n in enumerate(sizes):
        if seat == rig.seat:
            hands.append(format_cards(wanted))
        else:
            hands.append(format_cards(rest[:n]))
            rest = rest[n:]
    deal: dict[str, Any] = {"hands": hands}
    if bottom:
        deal["bottom"] = format_cards(rest)
    return deal
