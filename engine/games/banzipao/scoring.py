"""板子炮 settlement: 天牌 (BZP-3.4, 3.5), 牌局分 per mode (BZP-9), 附加分 (BZP-10), totals (BZP-11)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ...cards import Card, Suit, make_deck, parse_cards
from ...hand import ScoreLine
from ...registry import normalize_options
from .combos import Combo, classify, tianpai_rank

__all__ = ["settle_hand", "settle_with_lines", "bonus_of", "bonus_payers", "tianpai_winner", "sides", "N",
           "DECK_SIZE", "S7", "TIANPAI_SCORE"]

N = 4
DECK_SIZE = 52
S7 = Card(Suit.S, 7)
#: BZP-3.4: what the 天牌 holder wins from each other player
TIANPAI_SCORE = {"shisan_lan": 6, "gunlong": 12}
_KNOWN = {"banker", "hands", "bidder", "counter_bid", "partner", "order", "taken", "tricks"}


def bonus_of(combo: Combo | None) -> int:
    """BZP-10.1: what each other player pays the player whose 豆 or 滚筒 won a trick: 豆 1
    (2222: 2), 滚筒 3; 0 for anything else (BZP-10.4). The winner gets three times it."""
    if combo is None:
        return 0
    if combo.kind == "dou":
        return 2 if combo.key[0] == 15 else 1
    if combo.kind == "guntong":
        return 3
    return 0


def tianpai_winner(hands: Sequence[Sequence[Card]], banker: int) -> tuple[int, str] | None:
    """The seat that wins by a 天牌 and its kind (BZP-3.4, 3.5), or ``None`` if nobody holds one:
    the highest 滚龙, else the first 十三烂 in turn order from the 庄."""
    best: tuple[tuple[int, int], int] | None = None
    for i in range(N):
        seat = (banker + i) % N
        rank = tianpai_rank(hands[seat])
        if rank is not None and (best is None or rank > best[0]):
            best = (rank, seat)  # strictly greater: an equal 十三烂 later in turn order loses
    if best is None:
        return None
    return best[1], "gunlong" if best[0][0] == 2 else "shisan_lan"


def bonus_payers(seat: int, banker: int, bidder: int | None, counter: int | None, partner: int | None,
                 options: dict[str, Any]) -> set[int]:
    """Who pays a 附加分 taken by ``seat`` (BZP-10.1, 10.3), ``seat`` included: every seat at the
    table; under the house rule ``sitout_pays`` off, in 反包 mode only the duellists; under the
    house rule ``bonus_payers`` = ``opponents``, only the taker's opponents (in 反包 mode the other
    duellist, in 包牌 mode the 包牌者 or his three opponents, in 叫牌 mode the other pair)."""
    duel = {s for s in (bidder, counter) if s is not None}
    if options["bonus_payers"] == "opponents":
        if counter is not None:
            foes = duel - {seat}
        elif bidder is not None:
            foes = set(range(N)) - {seat} if seat == bidder else {bidder}
        else:
            side = {s for s in (banker, partner) if s is not None}
            foes = set(range(N)) - side if seat in side else side
        return foes | {seat}
    if counter is not None and not options["sitout_pays"]:
        return duel
    return set(range(N))


def sides(banker: int, partner: int) -> tuple[list[int], list[int]]:
    """叫牌 mode (BZP-4.3): the 庄's side and the opposing pair, each in seat order."""
    a = sorted({banker, partner})
    return a, [s for s in range(N) if s not in a]


def _seat(x: Any, what: str, rule: str = "BZP-1.1") -> int:
    if isinstance(x, bool) or not isinstance(x, int) or not 0 <= x < N:
        raise ValueError(f"{rule}: {what} must be a seat 0 to 3, not {x!r}")
    return x


def _cards(x: Any, what: str) -> list[Card]:
    try:
        return parse_cards(x)
    except (TypeError, ValueError) as e:
        raise ValueError(f"BZP-1.2: {what} must be a list of cards ({e})") from None


def _check_hands(raw: Any, banker: int) -> list[list[Card]]:
    if not isinstance(raw, (list, tuple)) or len(raw) != N:
        raise ValueError("BZP-1.2: hands must list the four dealt hands")
    hands = [_cards(h, f"hands[{i}]") for i, h in enumerate(raw)]
    if any(len(h) != 13 for h in hands):
        raise ValueError("BZP-1.2: every dealt hand has 13 cards")
    if Counter(c for h in hands for c in h) != Counter(make_deck(1, without="LJ BJ")):
        raise ValueError("BZP-1.2: the four hands are not the 52-card deck")
    if S7 not in hands[banker]:
        raise ValueError(f"BZP-2.1: the 庄 is the holder of S7, and seat {banker} does not hold it")
    return hands


def _bonus_tricks(raw: Any, playing: set[int]) -> list[tuple[int, Combo]]:
    """The winning play of every listed trick that earns 附加分 (BZP-10.1)."""
    if not isinstance(raw, (list, tuple)):
        raise ValueError("BZP-10.1: tricks must be a list of tricks")
    out = []
    for t, trick in enumerate(raw):
        if not isinstance(trick, (list, tuple)) or not trick:
            raise ValueError(f"BZP-6.5: trick {t} must list its plays (seat, cards)")
        for play in trick:
            if not isinstance(play, (list, tuple)) or len(play) != 2:
                raise ValueError(f"BZP-6.5: a play of trick {t} must be a pair (seat, cards)")
            seat = _seat(play[0], f"a seat in trick {t}")
            if seat not in playing:
                raise ValueError(f"BZP-6.2: seat {seat} sits out of the 反包 duel and cannot play "
                                 f"(trick {t})")
        seat, cards = trick[-1][0], _cards(trick[-1][1], f"the last play of trick {t}")
        combo = classify(cards)
        if combo is None:
            raise ValueError(f"BZP-5.9: the last play of trick {t} is no combination")
        if bonus_of(combo):
            out.append((seat, combo))
    return out


def _order(raw: Any) -> list[int]:
    if not isinstance(raw, (list, tuple)) or not raw:
        raise ValueError("BZP-8: order must list the seats in the order they went out")
    order = [_seat(x, "every seat in order", "BZP-8") for x in raw]
    if len(set(order)) != len(order):
        raise ValueError("BZP-8: order lists a seat twice")
    return order


def settle_with_lines(facts: dict[str, Any], options: dict[str, Any] | None = None
                      ) -> tuple[list[int], list[int], list[ScoreLine]]:
    """(deltas, winners, ledger) of one hand; the facts are those of ``settle_hand``."""
    if not isinstance(facts, dict):
        raise ValueError("BZP-11: facts must be a dict")
    opts = normalize_options("banzipao", options)
    unknown = set(facts) - _KNOWN
    if unknown:
        raise ValueError(f"BZP-11: unknown fact(s) {sorted(unknown)}")
    if "banker" not in facts:
        raise ValueError("BZP-2.1: facts need the banker (the holder of S7)")
    banker = _seat(facts["banker"], "banker", "BZP-2.1")
    deltas = [0] * N
    lines: list[ScoreLine] = []

    # ---- 天牌 (BZP-3.4, 3.5, 9.4): decided at the deal, nothing else counts
    if facts.get("hands") is not None:
        hands = _check_hands(facts["hands"], banker)
        win = tianpai_winner(hands, banker) if opts["heaven_hands"] else None
        if win is not None:
            seat, kind = win
            each = TIANPAI_SCORE[kind]
            for s in range(N):
                deltas[s] = 3 * each if s == seat else -each
            lines.append(ScoreLine("bzp.tianpai", seat, 3 * each, {
                "kind": kind, "each_other": -each, "rule": "BZP-3.4"}))
            lines.append(ScoreLine("bzp.total", None, 0, {"deltas": list(deltas)}))
            return deltas, [seat], lines

    bidder = facts.get("bidder")
    counter_bid = facts.get("counter_bid", False)
    partner = facts.get("partner")
    if not isinstance(counter_bid, bool):
        raise ValueError("BZP-4.2: counter_bid must be true or false")
    if bidder is not None:
        bidder = _seat(bidder, "bidder", "BZP-4.1")
        if partner is not None:
            raise ValueError("BZP-4.3: a partner is called only when all four said 不包 (叫牌 mode)")
    else:
        if counter_bid:
            raise ValueError("BZP-4.2: 反包 needs someone who said 包牌")
        if partner is None:
            raise ValueError("BZP-4.3: 叫牌 mode needs the partner (the holder of the called card)")
        partner = _seat(partner, "partner", "BZP-4.3")
        if partner == banker:
            raise ValueError("BZP-4.3: the 庄 calls a card he does not hold, so he is not his own partner")
    if "order" not in facts:
        raise ValueError("BZP-8: facts need the order in which the seats went out")
    order = _order(facts["order"])
    counter = (bidder + 1) % N if bidder is not None and counter_bid else None
    # a counter bid needs a bidder
    playing = {bidder, counter} if counter is not None and bidder is not None else set(range(N))

    # ---- 牌局分 (BZP-9)
    if bidder is not None and counter is None:
        # BZP-8.1, 9.1: 包牌 mode, 1 vs 3; the first seat out decides
        won = order[0] == bidder
        sign = 1 if won else -1
        for s in range(N):
            deltas[s] = sign * 9 if s == bidder else -sign * 3
        lines.append(ScoreLine("bzp.baopai", bidder, sign * 9, {
            "won": won, "out": order[0], "each_other": -sign * 3, "rule": "BZP-9.1"}))
        winners = [bidder] if won else [s for s in range(N) if s != bidder]
    elif counter is not None and bidder is not None:
        # BZP-8.2, 9.2: 反包 mode, a duel; the two others 0
        first = order[0]
        if first not in playing:
            raise ValueError(f"BZP-6.2: seat {first} sits out of the 反包 duel and cannot go out")
        if first == counter:
            deltas[counter], deltas[bidder] = 9, -9
        else:
            deltas[bidder], deltas[counter] = 18, -18
        loser = bidder if first == counter else counter
        lines.append(ScoreLine("bzp.fanbao", first, deltas[first], {
            "loser": loser, "counter_won": first == counter, "rule": "BZP-9.2"}))
        winners = [first]
    else:
        assert partner is not None
        side_a, side_b = sides(banker, partner)
        if len(order) >= 2 and ({order[0], order[1]} == set(side_a) or {order[0], order[1]} == set(side_b)):
            # BZP-8.3, 9.3: 双飞
            win_side = side_a if order[0] in side_a else side_b
            for s in range(N):
                deltas[s] = 2 if s in win_side else -2
            lines.append(ScoreLine("bzp.shuangfei", None, 2, {
                "side": win_side, "each_loser": -2, "rule": "BZP-9.3"}))
            winners = list(win_side)
        else:
            if len(order) < 3:
                raise ValueError("BZP-8.3: without 双飞 the hand goes on until three seats are out, "
                                 "so order needs three seats")
            taken = facts.get("taken")
            if not isinstance(taken, (list, tuple)) or len(taken) != N or not all(
                    isinstance(t, int) and not isinstance(t, bool) and t >= 0 for t in taken):
                raise ValueError("BZP-9.3: taken must list four card counts (whole numbers, not negative)")
            if sum(taken) > DECK_SIZE:
                raise ValueError(f"BZP-9.3: the seats cannot have taken {sum(taken)} of 52 cards")
            first = order[0]
            fourth = order[3] if len(order) == 4 else next(s for s in range(N) if s not in order)
            counts = list(taken)
            moved = counts[fourth]
            counts[first] += moved
            counts[fourth] = 0
            lines.append(ScoreLine("bzp.transfer", first, moved, {"from": fourth, "rule": "BZP-9.3"}))
            for s in range(N):
                lines.append(ScoreLine("bzp.taken", s, counts[s], {"rule": "BZP-9.3"}))
            a = sum(counts[s] for s in side_a)
            b = sum(counts[s] for s in side_b)
            if a != b:
                win_side = side_a if a > b else side_b
            else:
                win_side = side_a if first in side_a else side_b
            for s in range(N):
                deltas[s] = 1 if s in win_side else -1
            lines.append(ScoreLine("bzp.sides", None, 1, {
                "side": win_side, "cards": [a, b], "sides": [side_a, side_b], "tie": a == b,
                "each_loser": -1, "rule": "BZP-9.3"}))
            winners = list(win_side)

    # ---- 附加分 (BZP-10): every seat at the table pays, sitting-out seats included (BZP-10.3),
    # unless a house rule narrows the payers (bonus_payers)
    for seat, combo in _bonus_tricks(facts.get("tricks") or [], playing):
        payers = bonus_payers(seat, banker, bidder, counter, partner, opts)
        each = bonus_of(combo)
        gain = each * (len(payers) - 1)
        for s in payers:
            deltas[s] += gain if s == seat else -each
        lines.append(ScoreLine("bzp.bonus", seat, gain, {
            "kind": combo.kind, "cards": [str(c) for c in combo.cards], "each_other": -each,
            "rule": "BZP-10.1"}))
    lines.append(ScoreLine("bzp.total", None, 0, {"deltas": list(deltas)}))
    return deltas, winners, lines


def settle_hand(facts: dict[str, Any], options: dict[str, Any] | None = None) -> list[int]:
    """Each seat's score change for one hand (BZP-3.4, 3.5, 9, 10, 11), zero-sum: 牌局分 plus
    every 附加分. See ``docs/rules/banzipao.md`` and the API for the facts."""
    return settle_with_lines(facts, options)[0]
