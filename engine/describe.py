"""``describe_play``: a climbing game's play as the table shows it — its kind (from the game's own
``classify``), whether it is a bomb, a naming key, and its cards laid out by structure: a run in
sequence order (A low where the run needs it), the body of a plane or a triple before its wings, a
bomb's cards together. Games without ``classify`` (扯旋, 找朋友) keep the cards as played."""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

from .cards import BIG_JOKER, LITTLE_JOKER, Card, parse_cards

__all__ = ["PlayDescription", "describe_play"]

_SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3, "J": 4}
#: the rank values a run may be read with: A and 2 high, then 2 low (2…6), then A low (A…5)
_RUN_SCALES = ({14: 14, 2: 15}, {14: 14, 2: 2}, {14: 1, 2: 2})
#: kinds whose body is a run of equal groups
_RUN_KINDS = frozenset({"straight", "pair_run", "plane", "plane_wings", "straight_flush", "dizha",
                        "banzipao", "guntong", "gunlong"})


class PlayDescription(NamedTuple):
    #: the game's combination kind (API section 7 names), or None when the cards form none
    kind: str | None
    #: the cards as tokens, laid out by structure
    cards: tuple[str, ...]
    #: a bomb of the game (天炸, 地炸, 筒子, 510K, 炸弹 …): the table holds it up for a moment
    is_bomb: bool
    #: the name to show: ``kind``, or a refinement (``plane_wings``, ``triple_1``, ``triple_2``)
    name: str | None


def _value(rank: int) -> int:
    """Rank order for display: 3…K, A, 2, little joker, big joker."""
    return {14: 14, 2: 15, LITTLE_JOKER: 16, BIG_JOKER: 17}.get(rank, rank)


def _suit_key(card: Card) -> int:
    return _SUIT_ORDER.get(str(card)[0], 5)


def _run_order(ranks: list[int]) -> list[int] | None:
    """``ranks`` (distinct) in sequence order, if one reading of A and 2 makes them consecutive."""
    for scale in _RUN_SCALES:
        vals = sorted(ranks, key=lambda r: scale.get(r, r))
        nums = [scale.get(r, r) for r in vals]
        if nums[-1] - nums[0] == len(nums) - 1 and len(set(nums)) == len(nums):
            return vals
    return None


def _layout(cards: list[Card], kind: str | None) -> tuple[list[Card], int, int]:
    """The cards by structure; with the body's group count and width (for the naming key)."""
    groups: dict[int, list[Card]] = {}
    for c in cards:
        groups.setdefault(c.rank, []).append(c)
    for g in groups.values():
        g.sort(key=_suit_key)
    width = max(len(g) for g in groups.values())
    body = [r for r, g in groups.items() if len(g) == width]
    ordered = None
    if kind in ("plane", "plane_wings"):  # the longest run of triples; a triple may be a wing
        ordered = _plane_body(groups)
        width = 3
    elif (kind in _RUN_KINDS or kind is None) and len(body) > 1:
        ordered = _run_order(body)
    if ordered is None:
        ordered = sorted(body, key=_value)
    out = [c for r in ordered for c in groups[r]] + [c for r in _wings(groups, ordered) for c in groups[r]]
    return out, len(ordered), width


def _wings(groups: dict[int, list[Card]], body: list[int]) -> list[int]:
    """The ranks outside the body: wider groups first; groups of one width in sequence order when
    they run (三打一's wings are 连对: 22 33 after the triples, not 33 22), else by rank."""
    by_width: dict[int, list[int]] = {}
    for r in groups:
        if r not in body:
            by_width.setdefault(len(groups[r]), []).append(r)
    out: list[int] = []
    for width in sorted(by_width, reverse=True):
        ranks = by_width[width]
        out += (_run_order(ranks) if len(ranks) > 1 else None) or sorted(ranks, key=_value)
    return out


def _plane_body(groups: dict[int, list[Card]]) -> list[int] | None:
    """The longest run of triples (the wings may hold another triple, or a fourth card)."""
    full = sorted((r for r, g in groups.items() if len(g) >= 3), key=_value)
    for size in range(len(full), 1, -1):
        for start in range(len(full) - size + 1):
            run = _run_order(full[start:start + size])
            if run is not None:
                return run
    return None


def describe_play(game_id: str, cards: Iterable[str | Card],
                  options: Mapping[str, Any] | None = None) -> PlayDescription:
    """What ``cards`` played in ``game_id`` are, for display (never for legality: ``check`` is that).

    ``cards`` are tokens or ``Card`` objects; ``options`` the hand's options (打筒子 reads kickers).
    """
    parsed = [c if isinstance(c, Card) else parse_cards(str(c))[0] for c in cards]
    if not parsed:
        return PlayDescription(None, (), False, None)
    module = importlib.import_module(f"engine.games.{game_id}")
    classify = getattr(module, "classify", None)
    if classify is None:  # 扯旋's hands, 找朋友's tricks: no climbing combinations to read
        return PlayDescription(None, tuple(str(c) for c in parsed), False, None)
    try:
        combo = classify(parsed, dict(options) if options is not None else None)
    except (ValueError, KeyError, TypeError):
        combo = None  # options of another shape: the cards are still shown, unnamed
    kind = combo.kind if combo is not None else None
    ordered, groups, width = _layout(parsed, kind)
    name = kind
    n = len(parsed)
    if kind == "triple" and n > 3:
        name = f"triple_{n - 3}"
    elif kind == "plane" and n > groups * width:
        name = "plane_wings"
    return PlayDescription(kind, tuple(str(c) for c in ordered),
                           bool(combo is not None and combo.is_bomb), name)
