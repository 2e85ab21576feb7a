"""The classes of difference between our legal plays and a peer's (``movegen.py``), each recognised
by the shape of the play and explained by a reading of docs/rules/doudizhu.md ("Readings decided
here") or the peer's own rule. ``classify`` answers None for a difference no class explains: that
is either our bug or an undocumented reading, and movegen.py reports it as UNEXPLAINED.

A play here is a sorted tuple of our rank values (peers.py): 3 … 14 (A), 15 (2), 16, 17 (jokers)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from peers import Values

__all__ = ["CLASSES", "classify"]

LJ, BJ, RUN_TOP = 16, 17, 14

CLASSES = {
    "four_two_pairs_off":
        "四带两对 is our house option (DDZ-6.10, `four_two_pairs`, default on); both peers always "
        "allow four with two pairs, so with the option off they list 4+2 pairs and we do not",
    "rocket_as_kickers":
        "DouZero lets both jokers be the two kickers of 四带二 or the single wings of a plane; our "
        "reading (DDZ-6.9, 6.10): the rocket is never carried as kickers or wings",
    "wing_triple_counted":
        "DouZero's follow of a winged plane compares the highest rank held three times, so three "
        "cards of one rank among the wings, above the plane, make it 'beat' a higher plane "
        "(333444555+TTT over 777888999+AA2); our rule DDZ-7.1: wings never count, and that plane's "
        "top is 5",
    "bomb_as_wings":
        "RLCard's wings never hold four of a rank (its solo_attachments: 'attachments can not have "
        "bomb'); our reading (DDZ-6.9): single wings are any n cards outside the plane's ranks, "
        "so a four of another rank may be the wings of a four-triple plane",
    "adjacent_triple_as_wings":
        "RLCard's single wings never hold three cards of the rank just below or above the plane "
        "(they would lengthen it), except 2s; our reading (DDZ-6.9, 7.3): they are cards outside "
        "the plane's ranks, and cards with several readings count as any reading that beats the top",
}


def _plane_bodies(c: Mapping[int, int]) -> list[tuple[int, int]]:
    """(lowest rank, length ≥ 2) of every run of ranks up to A held exactly three times or more."""
    triples = sorted(v for v, k in c.items() if k >= 3 and v <= RUN_TOP)
    out = []
    for i, lo in enumerate(triples):
        n = 1
        while i + n < len(triples) and triples[i + n] == lo + n:
            n += 1
            out.append((lo, n))
    return out


def _single_wings(move: Values) -> list[tuple[range, Counter[int]]]:
    """Every (plane body, wings) split of ``move`` as a plane of k triples with k single wings
    outside the body's ranks."""
    c = Counter(move)
    out = []
    for lo, k in _plane_bodies(c):
        body = range(lo, lo + k)
        if len(move) != 4 * k or any(c[v] != 3 for v in body):
            continue
        out.append((body, Counter({v: n for v, n in c.items() if v not in body})))
    return out


def _is_four_two_pairs(move: Values) -> bool:
    shape = sorted(Counter(move).values())
    return len(move) == 8 and shape == [2, 2, 4]


def _rocket_carried(move: Values) -> bool:
    if LJ not in move or BJ not in move:
        return False
    rest = Counter(move)
    del rest[LJ], rest[BJ]
    if len(move) == 6 and sorted(rest.values()) == [4]:
        return True  # 四带二 with the rocket as its two singles
    return any(LJ in wings and BJ in wings for _, wings in _single_wings(move))


def _bomb_wings(move: Values) -> bool:
    return any(4 in wings.values() for _, wings in _single_wings(move))


def _adjacent_triple_wings(move: Values) -> bool:
    """A plane with single wings of which three share a rank next to the body (not 2s)."""
    return any(wings.get(v) == 3 for body, wings in _single_wings(move)
               for v in (body.start - 1, body.stop) if v <= RUN_TOP)


def _wing_triple_above(move: Values) -> bool:
    """A plane with single wings holding three cards of a rank above the plane's top."""
    return any(wings.get(v) == 3 for body, wings in _single_wings(move) for v in wings if v > body.stop - 1)


def classify(peer: str, side: str, move: Values, top: Values | None, hand: Values,
             options: Mapping[str, object]) -> str | None:
    """The class of one difference: ``side`` (``"ours"`` or the peer's name) is where ``move`` is
    listed and the other lacks it; None when no class explains it."""
    peer_only = side == peer
    if peer_only and not options["four_two_pairs"] and _is_four_two_pairs(move):
        return "four_two_pairs_off"
    if peer == "douzero" and peer_only and _rocket_carried(move):
        return "rocket_as_kickers"
    if peer == "douzero" and peer_only and top is not None and _wing_triple_above(move):
        return "wing_triple_counted"
    if peer == "rlcard" and not peer_only:
        if _bomb_wings(move):
            return "bomb_as_wings"
        if _adjacent_triple_wings(move):
            return "adjacent_triple_as_wings"
    return None
