"""扯旋 evaluation for the AI: card indexes, the best split of every four-card hand, fast settlement
and Monte Carlo equity. Only ``engine`` and the standard library are used.

Cards are indexes 0-31 into ``engine.games.chexuan.DECK``; a set of cards is a bit mask. Two-card
strength is the place of the hand among the distinct strengths of the room's ranking (the tie-break
house rules CX-6.2 ``lower_card`` and CX-6.3 ``zero_tie``, ``engine.games.chexuan.ranking_of``),
0 the weakest, so greater is stronger. Under the ruling it is ``71 - CX-5 level`` (0 = any 0-point
hand, 70 = 丁皇); the other readings split some of those levels (up to 109 strengths).

The split table holds, for each ranking and each of the 35,960 four-card hands, the split with the
best equity against a random opponent's head and tail (the marginal distributions of the table
itself, two passes). The four tables are read from ``ai/data/chexuan_splits.bin`` at import (built
if that file is missing, about a second) and kept for the process. Strengths of different rankings
never compare with each other.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from importlib.resources import files
from itertools import combinations
from pathlib import Path

from engine.games.chexuan import DECK, STANDARD, Ranking, card_class, pair_rank

__all__ = ["INDEX", "N_CARDS", "STRENGTH", "RANKINGS", "strengths", "mask_of", "split_table", "best_split",
           "compare_ht", "settle_net", "is_sanhua", "Sample", "sample_showdowns"]

N_CARDS = len(DECK)
INDEX: dict[str, int] = {str(c): i for i, c in enumerate(DECK)}
TOKENS: tuple[str, ...] = tuple(str(c) for c in DECK)
#: every ranking a room can set, in the order of the data file's tables (the ruling first)
RANKINGS: tuple[Ranking, ...] = (STANDARD, (False, False), (True, True), (True, False))


def _strength_matrix(ranking: Ranking) -> list[list[int]]:
    """[a][b]: strength of the two-card hand (a, b) under ``ranking``, a != b."""
    ranks = {(a, b): pair_rank((DECK[a], DECK[b]), ranking) for a, b in combinations(range(N_CARDS), 2)}
    place = {r: i for i, r in enumerate(sorted(set(ranks.values())))}
    out = [[0] * N_CARDS for _ in range(N_CARDS)]
    for (a, b), r in ranks.items():
        out[a][b] = out[b][a] = place[r]
    return out


_STRENGTHS: dict[Ranking, list[list[int]]] = {r: _strength_matrix(r) for r in RANKINGS}
#: STRENGTH[a][b]: strength of the two-card hand (a, b) under the ruling, a != b
STRENGTH: list[list[int]] = _STRENGTHS[STANDARD]


def strengths(ranking: Ranking = STANDARD) -> list[list[int]]:
    """The strength matrix of ``ranking`` (``STRENGTH`` for the ruling)."""
    return _STRENGTHS[ranking]


_CLASS = [card_class(c) for c in DECK]


def _class_mask(name: str) -> int:
    return sum(1 << i for i, c in enumerate(_CLASS) if c == name)


_SANHUA_MASKS = ((_class_mask("黑10"), _class_mask("红10"), _class_mask("黑J")),
                 (_class_mask("黑6"), _class_mask("红6"), _class_mask("大王")))


#: one mask per card class that has two cards (a pair, CX-4.2), and 丁皇 (CX-4.1)
_PAIR_MASKS = tuple(m for m in {_class_mask(c) for c in _CLASS} if m.bit_count() > 1)
_DINGHUANG_MASK = _class_mask("红3") | _class_mask("大王")


def _has_pair(mask: int) -> bool:
    return (mask & _DINGHUANG_MASK) == _DINGHUANG_MASK or any((mask & m).bit_count() > 1 for m in _PAIR_MASKS)


def is_sanhua(mask: int, no_pair: bool = False) -> bool:
    """三花十 / 三花六 among these cards (CX-7.1, 7.2); ``no_pair``: the house rule sanhua =
    ``no_pair`` (CX-7.3), where cards that also make a pair or 丁皇 are no 三花."""
    if no_pair and _has_pair(mask):
        return False
    for a, b, c in _SANHUA_MASKS:
        if mask & a and mask & b and mask & c:
            return True
    return False


def mask_of(tokens: Sequence[str]) -> int:
    m = 0
    for t in tokens:
        m |= 1 << INDEX[t]
    return m


def compare_ht(h1: int, t1: int, h2: int, t2: int) -> int:
    """CX-9: 1 the first player wins, -1 he loses, 0 a draw."""
    dh = (h1 > h2) - (h1 < h2)
    dt = (t1 > t2) - (t1 < t2)
    if dh + dt > 0 and dh >= 0 and dt >= 0:
        return 1
    if dh + dt < 0 and dh <= 0 and dt <= 0:
        return -1
    return 0


def _splits(cards: tuple[int, int, int, int], strength: list[list[int]]) -> list[tuple[int, int, int]]:
    """The three pairings as (head strength, tail strength, head mask), oriented (CX-8.3)."""
    a, b, c, d = cards
    out = []
    for (p, q), (r, s) in (((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))):
        x, y = strength[p][q], strength[r][s]
        if x >= y:
            out.append((x, y, (1 << p) | (1 << q)))
        else:
            out.append((y, x, (1 << r) | (1 << s)))
    return out


def _cdfs(hist: list[float]) -> tuple[list[float], list[float]]:
    """(P(X < s), P(X == s)) for every strength s."""
    total = sum(hist) or 1.0
    below, eq, acc = [], [], 0.0
    for v in hist:
        below.append(acc / total)
        eq.append(v / total)
        acc += v
    return below, eq


def _equity(h: int, t: int, hb: list[float], he: list[float], tb: list[float], te: list[float]) -> float:
    """P(win) - P(lose) of head h, tail t against independent head/tail distributions."""
    h_lt, h_eq = hb[h], he[h]
    h_gt = 1.0 - h_lt - h_eq
    t_lt, t_eq = tb[t], te[t]
    t_gt = 1.0 - t_lt - t_eq
    win = h_lt * (t_lt + t_eq) + h_eq * t_lt
    lose = h_gt * (t_gt + t_eq) + h_eq * t_gt
    return win - lose


# package data of ``ai`` (found the same way in a wheel, a checkout and the PyInstaller bundle)
DATA_FILE = Path(str(files("ai").joinpath("data", "chexuan_splits.bin")))
N_HANDS = 35960
#: bytes of one ranking's table: 2 per four-card hand (pairing, equity scaled to 0-254)
TABLE_BYTES = 2 * N_HANDS
_HANDS: list[tuple[int, int, int, int]] = list(combinations(range(N_CARDS), 4))


def _build(ranking: Ranking = STANDARD) -> tuple[list[int], list[float]]:
    """For every four-card hand in ``combinations`` order: the chosen pairing (0-2) and its equity.
    Equal equity goes to the stronger tail, then the stronger head: a split another one beats in
    both places is never chosen."""
    strength = _STRENGTHS[ranking]
    levels = 1 + max(max(row) for row in strength)
    all_splits = [_splits(h, strength) for h in _HANDS]
    # pass 0: the engine's auto-split (strongest tail, then head)
    chosen = [max(s, key=lambda x: (x[1], x[0])) for s in all_splits]
    for _ in range(2):
        hh, th = [0.0] * levels, [0.0] * levels
        for h, t, _m in chosen:
            hh[h] += 1
            th[t] += 1
        hb, he = _cdfs(hh)
        tb, te = _cdfs(th)
        chosen = [max(s, key=lambda x: (_equity(x[0], x[1], hb, he, tb, te), x[1], x[0])) for s in all_splits]
    idx = [s.index(c) for s, c in zip(all_splits, chosen)]
    eqs = [_equity(h, t, hb, he, tb, te) for h, t, _m in chosen]
    return idx, eqs


def _encode(idx: list[int], eqs: list[float]) -> bytes:
    data = bytearray()
    for i, e in zip(idx, eqs):
        data += bytes((i, max(0, min(254, round((e + 1.0) * 127)))))
    return bytes(data)


def write_data(path: Path = DATA_FILE) -> None:
    """Write the split tables of every ranking, in ``RANKINGS`` order."""
    data = b"".join(_encode(*_build(r)) for r in RANKINGS)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def _load(ranking: Ranking, data: bytes) -> tuple[list[int], list[float]]:
    k = RANKINGS.index(ranking)
    part = data[k * TABLE_BYTES:(k + 1) * TABLE_BYTES]
    if len(data) != len(RANKINGS) * TABLE_BYTES or any(b > 2 for b in part[0::2]):
        return _build(ranking)
    return list(part[0::2]), [b / 127 - 1.0 for b in part[1::2]]


_TABLES: dict[Ranking, dict[int, tuple[int, int, int, float]]] = {}


def _load_tables() -> None:
    try:
        data = DATA_FILE.read_bytes()
    except OSError:
        data = b""
    for ranking in RANKINGS:
        idx, eqs = _load(ranking, data)
        strength = _STRENGTHS[ranking]
        table: dict[int, tuple[int, int, int, float]] = {}
        for cards, i, e in zip(_HANDS, idx, eqs):
            h, t, m = _splits(cards, strength)[i]
            table[(1 << cards[0]) | (1 << cards[1]) | (1 << cards[2]) | (1 << cards[3])] = (h, t, m, e)
        _TABLES[ranking] = table


def split_table(ranking: Ranking = STANDARD) -> dict[int, tuple[int, int, int, float]]:
    """mask of four cards -> (head strength, tail strength, head mask, equity vs a random hand) under
    ``ranking``. Loaded from ``ai/data/chexuan_splits.bin`` (written by ``python -m
    ai.games.chexuan_eval``), or computed if that file is missing."""
    if not _TABLES:
        _load_tables()
    return _TABLES[ranking]


def best_split(tokens: Sequence[str], ranking: Ranking = STANDARD) -> tuple[list[str], list[str]]:
    """(head, tail) tokens of the table's split of these four cards under ``ranking``."""
    _h, _t, head_mask, _e = split_table(ranking)[mask_of(tokens)]
    head = [t for t in tokens if head_mask >> INDEX[t] & 1]
    tail = [t for t in tokens if not head_mask >> INDEX[t] & 1]
    return head, tail


def settle_net(me: int, totals: Sequence[int], live: Sequence[bool], hs: Sequence[int], ts: Sequence[int],
               sanhua: Sequence[bool]) -> float:
    """Seat ``me``'s chip result of a showdown by CX-12 (pay-outs within a group split in
    proportion to the members' commitments instead of chip by chip)."""
    n = len(totals)
    if live[me] and sanhua[me]:
        return 0.0
    # strongest first (tail, then head); a stable sort: equal hands keep their seat order
    order = [i for _t, _h, i in sorted([(-ts[i], -hs[i], i) for i in range(n) if live[i] and not sanhua[i]])]
    rem = list(totals)
    got = 0.0  # what ``me`` wins: the search asks this of thousands of sampled showdowns a decision
    folded = [i for i in range(n) if not live[i] and totals[i] > 0]
    k, m = 0, len(order)
    while k < m:
        g = order[k]
        hg, tg = hs[g], ts[g]
        j = k + 1
        while j < m and ts[order[j]] == tg and hs[order[j]] == hg:
            j += 1
        group = order[k:j]
        cap = totals[g] if j == k + 1 else sum(totals[x] for x in group)
        mine = me in group
        for q in order[j:] + folded:
            if rem[q] <= 0:
                continue
            if live[q] and compare_ht(hg, tg, hs[q], ts[q]) <= 0:
                continue
            pay = min(rem[q], cap)
            rem[q] -= pay
            if mine:
                got += pay * totals[me] / cap
        if mine:
            break  # the groups below pay only those above them: nothing changes for ``me`` any more
        k = j
    if not live[me]:
        return -(totals[me] - rem[me])
    return got - (totals[me] - rem[me])


class Sample:
    """One Monte Carlo world: every live seat's final (head, tail, 三花)."""

    __slots__ = ("hs", "ts", "sanhua", "weight", "masks", "current")

    def __init__(self, hs: list[int], ts: list[int], sanhua: list[bool], masks: list[int],
                 current: list[int]) -> None:
        self.hs, self.ts, self.sanhua, self.masks, self.current = hs, ts, sanhua, masks, current
        self.weight = 1.0


_PARTIAL: dict[Ranking, dict[int, float]] = {}


def partial_equity(ranking: Ranking = STANDARD) -> dict[int, float]:
    """mask of 2, 3 or 4 cards -> mean equity (vs a random hand) over the ways to complete it."""
    if ranking in _PARTIAL:
        return _PARTIAL[ranking]
    eq = {m: v[3] for m, v in split_table(ranking).items()}
    for size in (3, 2):
        layer: dict[int, float] = {}
        for cards in combinations(range(N_CARDS), size):
            m = 0
            for c in cards:
                m |= 1 << c
            total = 0.0
            for x in range(N_CARDS):
                if not m >> x & 1:
                    total += eq[m | (1 << x)]
            layer[m] = total / (N_CARDS - size)
        eq.update(layer)
    _PARTIAL[ranking] = eq
    return eq


#: 三花 of a mask (``is_sanhua``), remembered per ``no_pair``: every sampled showdown asks it
_SANHUA_OF: dict[bool, dict[int, bool]] = {False: {}, True: {}}


def _offsets(need: Sequence[int]) -> list[int]:
    """Where each seat's cards start in a world's draw (the seats draw in turn)."""
    out, pos = [], 0
    for k in need:
        out.append(pos)
        pos += k
    return out


def sample_showdowns(known: Sequence[Sequence[str]], live: Sequence[bool], unseen: Sequence[str],
                     count: int, rng: random.Random, held: Sequence[int] | None = None,
                     ranking: Ranking = STANDARD, no_pair: bool = False) -> list[Sample]:
    """``count`` worlds: each live seat's cards are ``known[seat]`` completed to four from the unseen
    cards at random (every unseen card equally likely anywhere). ``held[seat]``: how many cards the
    seat holds now (``Sample.current`` is the mask of those; the first cards drawn are its hidden ones).
    Every seat splits by the table of ``ranking``; ``no_pair`` reads 三花 as ``is_sanhua`` does."""
    table = split_table(ranking)
    n = len(known)
    base = [mask_of(k) if live[i] else 0 for i, k in enumerate(known)]
    need = [4 - len(known[i]) if live[i] else 0 for i in range(n)]
    total_need = sum(need)
    pool = [INDEX[t] for t in unseen]
    out: list[Sample] = []
    if total_need > len(pool):
        return out
    # per live seat, worked out once: (seat, known mask, cards to draw, draws already held)
    seats = [(i, base[i], need[i], (len(known[i]) if held is None else held[i]) - len(known[i]), pos)
             for i, pos in zip(range(n), _offsets(need)) if live[i]]
    sanhua = _SANHUA_OF[no_pair]
    for _ in range(count):
        draw = rng.sample(pool, total_need)
        hs = [0] * n
        ts = [0] * n
        sh = [False] * n
        masks = [0] * n
        current = [0] * n
        for i, m, k_need, now, pos in seats:
            cur = 0
            for k in range(k_need):
                if k == now:
                    cur = m
                m |= 1 << draw[pos + k]
            if not cur:
                cur = m if now >= k_need else base[i]
            current[i] = cur
            h, t, _hm, _e = table[m]
            hit = sanhua.get(m)
            if hit is None:
                hit = sanhua[m] = is_sanhua(m, no_pair)
            hs[i], ts[i], sh[i], masks[i] = h, t, hit, m
        out.append(Sample(hs, ts, sh, masks, current))
    return out


if __name__ == "__main__":
    write_data()
    print(f"wrote {DATA_FILE}")
