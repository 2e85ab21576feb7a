"""Fitting unit shapes into cards: the one search behind following, comparing and throw checks.

Cards here are face-count maps ``{face id: copies}`` of one suit. With three decks a face has at
most 3 copies, so one face supplies at most one pair/triple group; a tuple of width ``w`` takes one
face with ≥ ``w`` copies, a tractor ``(w, k)`` one such face in each of ``k`` adjacent slots
(ZPY-8.1, ZPY-10.5). Only tractors need a search (over windows of slots, and over the faces of the
shared off-suit level slot); tuples are then counted or combined.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import combinations, product

from .units import Shape, shape_key

__all__ = ["iter_cores", "can_fit", "ladder", "next_requirement", "plays_satisfying",
           "multiset_combos", "beats_shape", "Core"]

#: one placement of the non-single units: [(shape, faces low to high), ...]
Core = list[tuple[Shape, tuple[int, ...]]]


def iter_cores(counts: Mapping[int, int], slot_of: Sequence[int], shapes: Sequence[Shape]) -> Iterator[Core]:
    """Every placement of the non-single ``shapes`` on disjoint faces of ``counts``."""
    tractors = sorted((s for s in shapes if s[1] >= 2), key=shape_key)
    n3 = sum(1 for s in shapes if s == (3, 1))
    n2 = sum(1 for s in shapes if s == (2, 1))

    def tuples(used: frozenset[int], acc: Core) -> Iterator[Core]:
        f3 = [f for f, c in counts.items() if c >= 3 and f not in used]
        if len(f3) < n3:
            return
        for t3 in combinations(f3, n3):
            used2 = used.union(t3)
            f2 = [f for f, c in counts.items() if c >= 2 and f not in used2]
            for t2 in combinations(f2, n2):
                yield acc + [((3, 1), (f,)) for f in t3] + [((2, 1), (f,)) for f in t2]

    def rec(i: int, used: frozenset[int], acc: Core, prev_start: int) -> Iterator[Core]:
        if i == len(tractors):
            yield from tuples(used, acc)
            return
        w, k = tractors[i]
        cand: dict[int, list[int]] = {}
        for f, c in counts.items():
            if c >= w and f not in used:
                cand.setdefault(slot_of[f], []).append(f)
        same = i > 0 and tractors[i - 1] == (w, k)
        for start in sorted(cand):
            if same and start <= prev_start:
                continue
            if all(start + j in cand for j in range(1, k)):
                for faces in product(*(cand[start + j] for j in range(k))):
                    yield from rec(i + 1, used.union(faces), acc + [((w, k), faces)], start)

    yield from rec(0, frozenset(), [], -1)


def can_fit(counts: Mapping[int, int], slot_of: Sequence[int], shapes: Sequence[Shape]) -> bool:
    """Do disjoint parts of ``counts`` supply every unit of ``shapes`` (ZPY-10.5)?"""
    if sum(counts.values()) < sum(w * k for w, k in shapes):
        return False
    for _ in iter_cores(counts, slot_of, shapes):
        return True
    return False


def next_requirement(shapes: Sequence[Shape], tractor_min: int = 2) -> list[Shape] | None:
    """ZPY-10.4: downgrade the largest non-single unit one step; None once all are singles.

    A tractor one group longer than the shortest tractor of its width (``tractor_min`` pairs, two
    triples: ZPY-8.1) loses a group; the shortest one falls apart into its tuples."""
    order = sorted(shapes, key=shape_key)
    for i, (w, k) in enumerate(order):
        if w == 1:
            continue
        if k > (tractor_min if w == 2 else 2):
            repl = [(w, k - 1), (w, 1)]
        elif k >= 2:
            repl = [(w, 1)] * k
        elif w == 3:
            repl = [(2, 1), (1, 1)]
        else:
            repl = [(1, 1), (1, 1)]
        return sorted(order[:i] + repl + order[i + 1:], key=shape_key)
    return None


def ladder(shapes: Sequence[Shape], tractor_min: int = 2) -> Iterator[list[Shape]]:
    """R0, R1, … of ZPY-10.4, ending with all singles (``tractor_min``: ``Trump.tractor_min``)."""
    req: list[Shape] | None = sorted(shapes, key=shape_key)
    while req is not None:
        yield req
        req = next_requirement(req, tractor_min)


def multiset_combos(items: Sequence[tuple[int, int]], size: int, limit: int) -> list[tuple[int, ...]]:
    """Up to ``limit`` sub-multisets of ``size`` elements of ``[(face, copies), ...]``, each once,
    as tuples in item order; the first items are taken as often as possible first."""
    n = len(items)
    faces = [f for f, _c in items]
    caps = [c for _f, c in items]
    room = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        room[i] = room[i + 1] + caps[i]
    out: list[tuple[int, ...]] = []
    acc: list[int] = []

    def rec(i: int, left: int) -> None:
        if left == 0:
            out.append(tuple(acc))
            return
        if room[i] < left:
            return
        f = faces[i]
        for take in range(min(caps[i], left), -1, -1):
            acc.extend((f,) * take)
            rec(i + 1, left - take)
            if take:
                del acc[-take:]
            if len(out) >= limit:
                return

    if size >= 0:
        rec(0, size)
    return out


def plays_satisfying(counts: Mapping[int, int], slot_of: Sequence[int], shapes: Sequence[Shape],
                     cap: int) -> list[tuple[int, ...]]:
    """Distinct sub-multisets of ``counts`` with exactly the cards of ``shapes`` that satisfy them,
    at most ``cap`` of them, as sorted face tuples."""
    n = sum(w * k for w, k in shapes)
    seen: set[tuple[int, ...]] = set()
    out: list[tuple[int, ...]] = []
    for core in iter_cores(counts, slot_of, shapes):
        used: dict[int, int] = {}
        for (w, _k), faces in core:
            for f in faces:
                used[f] = used.get(f, 0) + w
        base = tuple(f for f, c in used.items() for _ in range(c))
        rest = [(f, counts[f] - used.get(f, 0)) for f in sorted(counts, key=lambda f: (slot_of[f], f))
                if counts[f] - used.get(f, 0) > 0]
        for extra in multiset_combos(rest, n - len(base), cap):
            key = tuple(sorted(base + extra))
            if key not in seen:
                seen.add(key)
                out.append(key)
                if len(out) >= cap:
                    return out
    return out


def beats_shape(counts: Mapping[int, int], slot_of: Sequence[int], shape: Shape, top: int) -> bool:
    """ZPY-9.4: do ``counts`` hold a unit of ``shape`` whose top slot is above ``top``?"""
    w, k = shape
    cap: dict[int, int] = {}
    for f, c in counts.items():
        s = slot_of[f]
        if c > cap.get(s, 0):
            cap[s] = c
    if k == 1:
        return any(s > top and c >= w for s, c in cap.items())
    start, prev = 0, None  # start: set by the first slot
    for s in sorted(s for s, c in cap.items() if c >= w):
        if prev is None or s != prev + 1:
            start = s
        prev = s
        if s > top and s - start + 1 >= k:
            return True
    return False
