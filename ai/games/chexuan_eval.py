"""扯旋 evaluation for the AI: card indexes, the best split of every four-card hand, fast settlement
and Monte Carlo equity. Only ``engine`` and the standard library are used.

Cards are indexes 0-31 into ``engine.games.chexuan.DECK``; a set of cards is a bit mask. Two-card
strength is ``71 - CX-5 level`` (0 = any 0-point hand, 70 = 丁皇), so greater is stronger.

The split table holds, for each of the 35,960 four-card hands, the split with the best equity
against a random opponent's head and tail (the marginal distributions of the table itself, two
passes). It is built lazily on first use (about half a second) and kept for the process.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from importlib.resources import files
from itertools import combinations
from pathlib import Path

from engine.games.chexuan import DECK, card_class, pair_level

__all__ = ["INDEX", "N_CARDS", "STRENGTH", "mask_of", "split_table", "best_split", "compare_ht",
           "settle_net", "is_sanhua", "Sample", "sample_showdowns"]

N_CARDS = len(DECK)
INDEX: dict[str, int] = {str(c): i for i, c in enumerate(DECK)}
TOKENS: tuple[str, ...] = tuple(str(c) for c in DECK)

#: STRENGTH[a][b]: strength of the two-card hand (a, b), a != b
STRENGTH: list[list[int]] = [[0] * N_CARDS for _ in range(N_CARDS)]
for _a, _b in combinations(range(N_CARDS), 2):
    STRENGTH[_a][_b] = STRENGTH[_b][_a] = 71 - pair_level((DECK[_a], DECK[_b]))

_CLASS = [card_class(c) for c in DECK]


def _class_mask(name: str) -> int:
    return sum(1 << i for i, c in enumerate(_CLASS) if c == name)


_SANHUA_MASKS = ((_class_mask("黑10"), _class_mask("红10"), _class_mask("黑J")),
                 (_class_mask("黑6"), _class_mask("红6"), _class_mask("大王")))


def is_sanhua(mask: int) -> bool:
    """三花十 / 三花六 among these cards (CX-7.1, 7.2)."""
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


def _splits(cards: tuple[int, int, int, int]) -> list[tuple[int, int, int]]:
    """The three pairings as (head strength, tail strength, head mask), oriented (CX-8.3)."""
    a, b, c, d = cards
    out = []
    for (p, q), (r, s) in (((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))):
        x, y = STRENGTH[p][q], STRENGTH[r][s]
        if x >= y:
            out.append((x, y, (1 << p) | (1 << q)))
        else:
            out.append((y, x, (1 << r) | (1 << s)))
    return out


_TABLE: dict[int, tuple[int, int, int, float]] | None = None


def _cdfs(hist: list[float]) -> tuple[list[float], list[float]]:
    """(P(X < s), P(X == s)) for s = 0..70."""
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


def _build() -> tuple[list[int], list[float]]:
    """For every four-card hand in ``combinations`` order: the chosen pairing (0-2) and its equity."""
    hands = list(combinations(range(N_CARDS), 4))
    all_splits = [_splits(h) for h in hands]
    # pass 0: the engine's auto-split (strongest tail, then head)
    chosen = [max(s, key=lambda x: (x[1], x[0])) for s in all_splits]
    for _ in range(2):
        hh, th = [0.0] * 71, [0.0] * 71
        for h, t, _m in chosen:
            hh[h] += 1
            th[t] += 1
        hb, he = _cdfs(hh)
        tb, te = _cdfs(th)
        chosen = [max(s, key=lambda x: (_equity(x[0], x[1], hb, he, tb, te), x[1])) for s in all_splits]
    idx = [s.index(c) for s, c in zip(all_splits, chosen)]
    eqs = [_equity(h, t, hb, he, tb, te) for h, t, _m in chosen]
    return idx, eqs


def write_data(path: Path = DATA_FILE) -> None:
    """Write the split table (2 bytes per hand: pairing, equity scaled to 0-254)."""
    idx, eqs = _build()
    data = bytearray()
    for i, e in zip(idx, eqs):
        data += bytes((i, max(0, min(254, round((e + 1.0) * 127)))))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(data))


def _load() -> tuple[list[int], list[float]]:
    try:
        data = DATA_FILE.read_bytes()
    except OSError:
        data = b""
    if len(data) != 2 * 35960 or any(b > 2 for b in data[0::2]):
        return _build()
    return list(data[0::2]), [b / 127 - 1.0 for b in data[1::2]]


def split_table() -> dict[int, tuple[int, int, int, float]]:
    """mask of four cards -> (head strength, tail strength, head mask, equity vs a random hand).
    Loaded from ``ai/data/chexuan_splits.bin`` (written by ``python -m ai.games.chexuan_eval``), or
    computed if that file is missing."""
    global _TABLE
    if _TABLE is not None:
        return _TABLE
    idx, eqs = _load()
    table: dict[int, tuple[int, int, int, float]] = {}
    for cards, i, e in zip(combinations(range(N_CARDS), 4), idx, eqs):
        h, t, m = _splits(cards)[i]
        table[(1 << cards[0]) | (1 << cards[1]) | (1 << cards[2]) | (1 << cards[3])] = (h, t, m, e)
    _TABLE = table
    return table


def best_split(tokens: Sequence[str]) -> tuple[list[str], list[str]]:
    """(head, tail) tokens of the table's split of these four cards."""
    _h, _t, head_mask, _e = split_table()[mask_of(tokens)]
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
    order = sorted((i for i in range(n) if live[i] and not sanhua[i]), key=lambda i: (-ts[i], -hs[i]))
    rem = list(totals)
    got = [0.0] * n
    folded = [i for i in range(n) if not live[i] and totals[i] > 0]
    k = 0
    while k < len(order):
        g = order[k]
        j = k + 1
        while j < len(order) and ts[order[j]] == ts[g] and hs[order[j]] == hs[g]:
            j += 1
        group = order[k:j]
        cap = sum(totals[x] for x in group)
        for q in order[j:] + folded:
            if rem[q] <= 0:
                continue
            if live[q] and compare_ht(hs[g], ts[g], hs[q], ts[q]) <= 0:
                continue
            pay = min(rem[q], cap)
            rem[q] -= pay
            for x in group:
                got[x] += pay * totals[x] / cap
        k = j
    if not live[me]:
        return -(totals[me] - rem[me])
    return got[me] - (totals[me] - rem[me])


class Sample:
    """One Monte Carlo world: every live seat's final (head, tail, 三花)."""

    __slots__ = ("hs", "ts", "sanhua", "weight", "masks", "current")

    def __init__(self, hs: list[int], ts: list[int], sanhua: list[bool], masks: list[int],
                 current: list[int]) -> None:
        self.hs, self.ts, self.sanhua, self.masks, self.current = hs, ts, sanhua, masks, current
        self.weight = 1.0


_PARTIAL: dict[int, float] | None = None


def partial_equity() -> dict[int, float]:
    """mask of 2, 3 or 4 cards -> mean equity (vs a random hand) over the ways to complete it."""
    global _PARTIAL
    if _PARTIAL is not None:
        return _PARTIAL
    eq = {m: v[3] for m, v in split_table().items()}
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
    _PARTIAL = eq
    return eq


def sample_showdowns(known: Sequence[Sequence[str]], live: Sequence[bool], unseen: Sequence[str],
                     count: int, rng: random.Random, held: Sequence[int] | None = None) -> list[Sample]:
    """``count`` worlds: each live seat's cards are ``known[seat]`` completed to four from the unseen
    cards at random (every unseen card equally likely anywhere). ``held[seat]``: how many cards the
    seat holds now (``Sample.current`` is the mask of those; the first cards drawn are its hidden ones)."""
    table = split_table()
    n = len(known)
    base = [mask_of(k) if live[i] else 0 for i, k in enumerate(known)]
    need = [4 - len(known[i]) if live[i] else 0 for i in range(n)]
    total_need = sum(need)
    pool = [INDEX[t] for t in unseen]
    out = []
    if total_need > len(pool):
        return out
    for _ in range(count):
        draw = rng.sample(pool, total_need)
        pos = 0
        hs = [0] * n
        ts = [0] * n
        sh = [False] * n
        masks = [0] * n
        current = [0] * n
        for i in range(n):
            if not live[i]:
                continue
            m = base[i]
            now = len(known[i]) if held is None else held[i]
            for k, c in enumerate(draw[pos:pos + need[i]]):
                if k == now - len(known[i]):
                    current[i] = m
                m |= 1 << c
            if not current[i]:
                current[i] = m if now >= 4 else base[i]
            pos += need[i]
            h, t, _hm, _e = table[m]
            hs[i], ts[i], sh[i], masks[i] = h, t, is_sanhua(m), m
        out.append(Sample(hs, ts, sh, masks, current))
    return out


if __name__ == "__main__":
    write_data()
    print(f"wrote {DATA_FILE}")
