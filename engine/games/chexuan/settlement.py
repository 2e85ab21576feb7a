"""Settlement, 尾大吃皮 (CX-12), with a ledger line for every transfer."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards import Card, format_cards
from engine.hand import ScoreLine

from .compare import compare_ranks
from .ranking import STANDARD, Ranking, pair_rank
from .split import auto_split, orient, sanhua_of

__all__ = ["settle", "settle_lines", "share"]


def share(amount: int, members: Sequence[int], caps: dict[int, int], n: int, dealer: int) -> dict[int, int]:
    """CX-12.6: ``amount`` split equally among ``members``, none above his cap; indivisible chips one
    at a time in seat order from the dealer's next player."""
    got = {m: 0 for m in members}
    open_ = [m for m in members if caps[m] > 0]
    left = amount
    while left > 0 and open_:
        each = left // len(open_)
        if each == 0:
            order = sorted(open_, key=lambda m: (m - dealer - 1) % n)
            for m in order[:left]:
                got[m] += 1
            left = 0
            break
        for m in open_:
            give = min(each, caps[m] - got[m])
            got[m] += give
            left -= give
        open_ = [m for m in open_ if got[m] < caps[m]]
    return got


def _check_players(players: Sequence[dict[str, Any]]) -> None:
    if not 2 <= len(players) <= 6:
        raise ValueError(f"CX-1.1: a hand has 2 to 6 players, not {len(players)}")
    for i, p in enumerate(players):
        if not isinstance(p, dict) or {"bet", "folded", "cards"} - set(p):
            raise ValueError(f"CX-12: seat {i} needs 'bet', 'folded' and 'cards'")
        bet = p["bet"]
        if isinstance(bet, bool) or not isinstance(bet, int) or bet < 0:
            raise ValueError(f"CX-0.4: seat {i}'s bet must be a whole number ≥ 0, not {bet!r}")
    if all(p["folded"] for p in players):
        raise ValueError("CX-10.10: somebody must still be in the hand")


def settle_lines(players: Sequence[dict[str, Any]], dealer: int = 0,
                 ranking: Ranking = STANDARD, head_first: bool = False,
                 sanhua_rule: str = "auto") -> tuple[list[int], list[ScoreLine]]:
    """``settle`` plus its ledger: one line per transfer, ``cx.beat`` (won at the showdown) or
    ``cx.fold`` (taken from a folded player), ``seat`` the winner, ``value`` the chips, ``detail``
    ``{"from": loser, "rule": the rule that moved them}`` and, where a cap of CX-11.8 stopped the
    transfer, ``"cap": "winner"`` (he committed less than the loser still had) or ``"cap": "loser"``
    (the loser had less left; 0 if nothing). Zero-value lines name who was refunded: ``cx.sanhua``
    (CX-7.3), ``cx.returned`` (CX-12.7, detail ``amount``). Unless a sole survivor's 三花 refunds
    everybody, the last line, ``cx.total``, holds the hand's ``deltas``. ``ranking``: the tie-break
    house rules (CX-6.2, CX-6.3; ``ranking_of``). ``head_first``: the house rule ``settle_order``
    = ``head`` (CX-12.10), the order by head, then tail. ``sanhua_rule``: the house rule ``sanhua``
    (CX-7.3, ``sanhua_of``): with ``declared`` only a player whose ``declared`` is true has 三花."""
    _check_players(players)
    n = len(players)
    bets = [p["bet"] for p in players]
    folded = [bool(p["folded"]) for p in players]
    live = [i for i in range(n) if not folded[i]]
    received = [0] * n
    left = list(bets)                                   # R_j (CX-12.5)
    lines: list[ScoreLine] = []

    def collect(group: list[int], payer: int, key: str, rule: str) -> None:
        cap_total = sum(bets[g] for g in group)
        pay = min(left[payer], cap_total)
        capped = "winner" if cap_total < left[payer] else "loser" if pay < cap_total else None
        left[payer] -= pay
        parts = share(pay, group, {g: bets[g] for g in group}, n, dealer)
        for g in group:
            if parts[g] or capped:
                received[g] += parts[g]
                detail: dict[str, Any] = {"from": payer, "rule": rule}
                if capped:
                    detail["cap"] = capped
                lines.append(ScoreLine(key, g, parts[g], detail))

    if len(live) == 1:                                  # CX-12.2: sole survivor
        x = live[0]
        found = sanhua_of(players[x]["cards"], sanhua_rule, bool(players[x].get("declared")))
        if found:                                       # CX-7.3 b: everybody is refunded
            lines.append(ScoreLine("cx.sanhua", x, 0, {"name": found[0], "cards": format_cards(found[1])}))
            return [0] * n, lines
        for j in range(n):
            if folded[j] and bets[j]:
                collect([x], j, "cx.fold", "CX-12.2")
    else:
        split: dict[int, tuple[list[Card], list[Card]]] = {}
        showing: list[int] = []
        for i in live:
            cards = list(players[i]["cards"])
            found = sanhua_of(cards, sanhua_rule, bool(players[i].get("declared")))
            if found:                                   # CX-12.3: H, net 0
                lines.append(ScoreLine("cx.sanhua", i, 0,
                                       {"name": found[0], "cards": format_cards(found[1])}))
                continue
            if len(cards) != 4:
                raise ValueError(f"CX-8.1: seat {i} shows {len(cards)} cards at the showdown, not 4")
            chosen = players[i].get("split")
            if chosen is None:
                split[i] = auto_split(cards, ranking)   # CX-8.4
            else:
                head, tail = list(chosen[0]), list(chosen[1])
                if sorted(map(str, head + tail)) != sorted(map(str, cards)):
                    raise ValueError(f"CX-8.1: seat {i}'s head and tail are not his four cards")
                split[i] = orient(head, tail, ranking)  # CX-8.3
            showing.append(i)
        ranks = {i: (pair_rank(split[i][1], ranking), pair_rank(split[i][0], ranking)) for i in showing}
        # CX-12.4: tail first, then head (house rule settle_order=head: head first, then tail);
        # equal tail and head form one group
        order = (lambda i: (ranks[i][1], ranks[i][0])) if head_first else ranks.__getitem__
        showing.sort(key=lambda i: (order(i), -((i - dealer - 1) % n)), reverse=True)
        groups: list[list[int]] = []
        for i in showing:
            if groups and ranks[groups[-1][0]] == ranks[i]:
                groups[-1].append(i)
            else:
                groups.append([i])
        for gi, group in enumerate(groups):             # CX-12.6
            t0, h0 = ranks[group[0]]
            for later in groups[gi + 1:]:
                t1, h1 = ranks[later[0]]
                if compare_ranks(h0, t0, h1, t1) > 0:
                    for q in later:
                        collect(group, q, "cx.beat", "CX-12.6")
            for q in range(n):
                if folded[q] and left[q]:
                    collect(group, q, "cx.fold", "CX-12.9")
    for j in range(n):                                  # CX-12.7: what nobody could take goes back
        if folded[j] and left[j]:
            lines.append(ScoreLine("cx.returned", j, 0, {"amount": left[j]}))
    # CX-12.8 (a 三花 holder at a showdown is never paid nor collected from: net 0, CX-12.3)
    deltas = [received[i] - (bets[i] - left[i]) for i in range(n)]
    lines.append(ScoreLine("cx.total", None, 0, {"deltas": list(deltas)}))
    return deltas, lines


def settle(players: Sequence[dict[str, Any]], dealer: int = 0, ranking: Ranking = STANDARD,
           head_first: bool = False, sanhua_rule: str = "auto") -> list[int]:
    """Chip changes at the end of a hand that was not void (CX-12), summing to 0.

    ``players`` per seat: ``{"bet": int, "folded": bool, "cards": [...], "split": (head, tail) | None}``
    and, read only under the house rule sanhua = declared, ``"declared": bool``.
    """
    return settle_lines(players, dealer, ranking, head_first, sanhua_rule)[0]
