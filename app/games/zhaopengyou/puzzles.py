"""找朋友's 残局 (see ``app/learn/puzzle.py``): the last tricks of a hand, every hand open.

Seat 0 is the declarer: he bid with a level card (the trump suit), buried seven cards and called
his friend, who has already shown himself. The tricks before the position are on record with the
points each seat took. "Win from here" means that your side wins the hand as the engine settles
it (ZPY-13: the defenders need 120 points, the bottom counted for whoever takes the last trick,
multiplied, ZPY-12). The other seats on your side play with you; the rest defend.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import engine
from engine import Action, Hand
from engine.cards import Card, parse_cards
from engine.games.zhaopengyou import card_points

from ...learn.positions import deal_with, side_wins, without
from ...learn.puzzle import Puzzle

GAME = "zhaopengyou"
SEATS = 5
DECLARER = 0


def _bid(hand: Hand, bid: str) -> None:
    """Seat 0 shows ``bid`` (a level card: the trump suit); everyone else passes."""
    while hand.phase == "bid":
        want = Action("bid", cards=tuple(parse_cards(bid))) if hand.to_act == DECLARER else Action("pass")
        if hand.to_act == DECLARER and hand.state.declarer == DECLARER:
            want = Action("pass")
        hand.apply(want)


def _records(gone: list[list[Card]], defenders: Sequence[int], target: int) -> tuple[list[str], list[int]]:
    """The tricks before the position, one card a seat each, and the points each seat took: the
    defenders take point tricks while their total stays within ``target``, the declarer the rest."""
    won = [0] * SEATS
    records: list[str] = []
    leader = DECLARER
    for r in range(len(gone[0])):
        plays = [(leader + i) % SEATS for i in range(SEATS)]
        pts = card_points([gone[s][r] for s in plays])
        taken = sum(won[d] for d in defenders)
        winner = defenders[r % len(defenders)] if pts and taken + pts <= target else DECLARER
        won[winner] += pts
        records.append("|".join([str(winner)] + [f"{s}:{gone[s][r]}" for s in plays]))
        leader = winner
    return records, won


def _position(hands: list[str], *, bid: str, bury: str, call: str, friend: int, taken: int,
              leader: int) -> Any:
    """``hands``: the cards left (as many per seat); ``bury``: the declarer's seven buried cards;
    ``call``: the card whose first copy makes the friend (played before, by ``friend``);
    ``taken``: the defenders' points so far."""
    def build() -> Hand:
        extra = [f"{bid} {bury}", "", "", "", ""]
        extra[friend] += f" {call}"
        deal = deal_with(GAME, [f"{h} {e}" for h, e in zip(hands, extra)], seed=1)
        hand = engine.new_hand(GAME, seed=1, deal=deal, context={"levels": [2] * SEATS, "starter": 0})
        _bid(hand, bid)
        hand.apply(Action("bury", cards=tuple(parse_cards(bury))))
        hand.apply(Action("call", cards=tuple(parse_cards(call)), value=1))
        s = hand.state
        call_card = parse_cards(call)[0]
        gone = []
        for seat, text in enumerate(hands):
            rest = without(s.hands[seat], parse_cards(text))
            if call_card in rest:  # the friend's copy leads the rest, the first one played
                rest.remove(call_card)
                rest.insert(0, call_card)
            gone.append(rest)
            s.hands[seat] = without(s.hands[seat], rest)
        defenders = [q for q in range(SEATS) if q not in (DECLARER, friend)]
        s.tricks, s.won_points = _records(gone, defenders, taken)
        copies = sum(g.count(call_card) for g in gone)
        first = next(q for q in range(SEATS) if gone[q][:1] == [call_card])  # trick 1: seat 0 leads
        if first != friend:
            raise ValueError("the friend's copy of the called card must be the first one played")
        s.called_count, s.friend_found, s.friend = copies, True, friend
        s.leader, s.trick, s.to_act = leader, [], leader
        hand._origin, hand._actions = None, []
        hand._clear_cache()
        return Hand.from_dict(hand.to_dict())
    return build


def _same(hand: Hand) -> tuple[object, ...]:
    """What decides the rest: whose turn, the hands, the trick so far and the points taken."""
    s = hand.state
    return (s.to_act, tuple(tuple(h) for h in s.hands), tuple(tuple(p) for p in s.trick), s.leader,
            tuple(s.won_points))


DEFENDERS = frozenset({1, 3, 4})


def _puzzle(n: int, hands: list[str], taken: int, rule: str, trap: str) -> Puzzle:
    # spades are trump (seat 0 bid the ♠2); the bottom holds 30 points (ZPY-12.2); the first 大王
    # made seat 2 the friend; seat 0 leads
    build = _position(hands, bid="S2", bury="SK HK CK S3 S4 H4 C6", call="BJ", friend=2, taken=taken,
                      leader=0)
    return Puzzle(GAME, f"puz.zpy.{n}", 1, build, side_wins(DEFENDERS), rule, team=DEFENDERS - {1},
                  trap=trap, same=_same)


PUZZLES = (
    # the little joker wins this trick for 15 points, but kept for the last trick it takes the
    # bottom's 30 and the last trick's points: 120
    _puzzle(1, ["SA C5", "D5 LJ", "HQ C8", "D9 SQ", "SK HK"], 80, "ZPY-12.2", "play LJ"),
    # seat 3's ♦K wins the diamonds: the ♣K discarded on it is 10 points for the defenders
    _puzzle(2, ["BJ D5", "CK HA", "S2 DT", "HQ DK", "HK LJ"], 80, "ZPY-12.1", "play HA"),
    # ruffing with the ♠K wins it now and lets seat 4 throw his ♦K onto the trick; the ♠Q first
    # leaves the king to be taken by the friend's ♠A
    _puzzle(3, ["S5 HA", "SQ SK", "HK SA", "C5 D5", "D9 DK"], 90, "ZPY-13.1", "play SQ"),
)

STRINGS: dict[str, tuple[str, str]] = {
    "puz.zpy.1.title": ("留王抠底", "Keep the joker for the last trick"),
    "puz.zpy.1.goal": (
        "你是闲家，庄家和他的朋友都已亮明：让闲家拿到 120 分。",
        "You are a defender; the declarer and his friend are known: get the defenders to 120 "
        "points.",
    ),
    "puz.zpy.1.hint": (
        "这一墩只有 15 分，先垫方块 5；小王留到最后一墩，赢下它底牌的 30 分也归闲家。",
        "This trick holds only 15 points: discard the ♦5. Keep the little joker for the last "
        "trick; whoever of the defenders wins it also takes the 30 points buried in the bottom.",
    ),
    "puz.zpy.2.title": ("给队友垫分", "Points for your partner"),
    "puz.zpy.2.goal": (
        "你是闲家：让闲家拿到 120 分。",
        "You are a defender: get the defenders to 120 points.",
    ),
    "puz.zpy.2.hint": (
        "这一墩方块由队友的方块 K 拿下：把梅花 K 的 10 分垫给他。",
        "Your partner wins this diamond trick with his ♦K: discard your ♣K, 10 points, onto it.",
    ),
    "puz.zpy.3.title": ("用 K 毙牌", "Ruff with the king"),
    "puz.zpy.3.goal": (
        "你是闲家：让闲家拿到 120 分。",
        "You are a defender: get the defenders to 120 points.",
    ),
    "puz.zpy.3.hint": (
        "红桃你没有：用黑桃 K 毙，这一墩稳稳归你，队友还能垫上方块 K；先出黑桃 Q，K 会被朋友的黑桃 A 吃掉。",
        "You have no hearts: ruff with the ♠K. The trick is yours and your partner can add his ♦K "
        "to it; ruff with the ♠Q and your king falls later to the friend's ♠A.",
    ),
}
