"""The typed shape of ``Hand.view(seat)``: the keys every game shares, the shared parts (a trick, a
hand result), and ``schema_errors``, which checks a view against a game's ``TypedDict``.

Each game describes its whole view in ``engine/games/<id>/view_schema.py`` and exports it from its
package as ``VIEW_SCHEMA`` (and by its own name); ``view()`` returns data of exactly that shape: every
key present (``NotRequired`` marks the few that may be missing), no other key, every value of its
type down to the leaves. The app and the AI may read the fields as typed instead of guarding with
``isinstance``.
"""

from __future__ import annotations

import types
from typing import (
    Any,
    Literal,
    NotRequired,
    Required,
    TypedDict,
    Union,
    get_args,
    get_origin,
    get_type_hints,
    is_typeddict,
)

__all__ = ["ViewHead", "TrickPlayView", "TrickTopView", "TrickView", "ScoreLineView", "ResultView",
           "schema_errors"]


class ViewHead(TypedDict):
    """The keys every game's view begins with (``Hand._view_head``)."""

    game_id: str
    phase: str
    to_act: int | None
    num_players: int
    viewer: int | None
    #: per seat: its card tokens if the viewer may see them, else None
    hands: list[list[str] | None]
    counts: list[int]


#: one play of a trick: ``{"seat", "cards"}`` or ``{"seat", "pass": True}`` ("pass" is a keyword)
TrickPlayView = TypedDict("TrickPlayView", {"seat": int, "cards": NotRequired[list[str]],
                                            "pass": NotRequired[bool]})


class TrickTopView(TypedDict):
    """The play to beat: its seat, cards and combination kind (None where not needed)."""

    seat: int
    cards: list[str]
    kind: str | None


class TrickView(TypedDict):
    leader: int
    plays: list[TrickPlayView]
    top: TrickTopView | None


class ScoreLineView(TypedDict):
    """``engine.ScoreLine`` encoded: one line of the ledger."""

    key: str
    seat: int | None
    value: int
    detail: dict[str, Any]


class ResultView(TypedDict):
    """``engine.HandResult`` encoded (``engine.codec.encode``)."""

    deltas: list[int]
    winners: list[int]
    lines: list[ScoreLineView]


def _unwrap(tp: Any) -> tuple[Any, bool]:
    """The type inside ``NotRequired[...]``/``Required[...]`` and whether the key is required."""
    origin = get_origin(tp)
    if origin is NotRequired:
        return get_args(tp)[0], False
    if origin is Required:
        return get_args(tp)[0], True
    return tp, True


def _name(tp: Any) -> str:
    return getattr(tp, "__name__", None) or str(tp).replace("typing.", "")


def schema_errors(value: Any, schema: Any, path: str = "view") -> list[str]:
    """Every place where ``value`` does not match ``schema`` (a ``TypedDict``, or a type built from
    ``list``, ``dict``, ``tuple``, unions, ``Literal``, ``Any``, ``None``, ``str``, ``int``, ``bool``,
    ``float``), as ``"path: what is wrong"``; ``[]`` when it matches. A ``bool`` is not an ``int``."""
    if schema is Any:
        return []
    if schema is None or schema is type(None):
        return [] if value is None else [f"{path}: expected None, got {value!r:.60}"]
    if is_typeddict(schema):
        if not isinstance(value, dict):
            return [f"{path}: expected an object ({schema.__name__}), got {type(value).__name__}"]
        errors = []
        hints = get_type_hints(schema, include_extras=True)
        for key, hint in hints.items():
            tp, required = _unwrap(hint)
            if key not in value:
                if required:
                    errors.append(f"{path}: missing key {key!r} ({schema.__name__})")
                continue
            errors += schema_errors(value[key], tp, f"{path}.{key}")
        errors += [f"{path}: unexpected key {k!r} ({schema.__name__})" for k in value if k not in hints]
        return errors
    origin = get_origin(schema)
    if origin in (Union, types.UnionType):
        branches = [schema_errors(value, t, path) for t in get_args(schema)]
        if any(not b for b in branches):
            return []
        # a branch whose outer type matched explains the mismatch best (e.g. a bad key inside)
        inner = [b for b in branches if not any(e.startswith(f"{path}: expected") for e in b)]
        return min(inner, key=len) if inner else [f"{path}: {value!r:.60} is none of {_name(schema)}"]
    if origin is Literal:
        return [] if value in get_args(schema) else [f"{path}: {value!r} is not one of {get_args(schema)}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{path}: expected a list, got {type(value).__name__}"]
        (item,) = get_args(schema) or (Any,)
        return [e for i, v in enumerate(value) for e in schema_errors(v, item, f"{path}[{i}]")]
    if origin is tuple:
        args = get_args(schema)
        if not isinstance(value, (tuple, list)):
            return [f"{path}: expected a tuple, got {type(value).__name__}"]
        if len(args) == 2 and args[1] is Ellipsis:
            return [e for i, v in enumerate(value) for e in schema_errors(v, args[0], f"{path}[{i}]")]
        if len(args) != len(value):
            return [f"{path}: expected {len(args)} items, got {len(value)}"]
        return [e for i, (v, t) in enumerate(zip(value, args)) for e in schema_errors(v, t, f"{path}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{path}: expected an object, got {type(value).__name__}"]
        kt, vt = get_args(schema) or (Any, Any)
        return [e for k, v in value.items()
                for e in schema_errors(k, kt, f"{path} key") + schema_errors(v, vt, f"{path}[{k!r}]")]
    if schema is bool:
        return [] if isinstance(value, bool) else [f"{path}: expected bool, got {value!r:.60}"]
    if schema is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
        return [] if ok else [f"{path}: expected int, got {value!r:.60}"]
    if schema is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        return [] if ok else [f"{path}: expected a number, got {value!r:.60}"]
    if schema is str:
        return [] if isinstance(value, str) else [f"{path}: expected str, got {value!r:.60}"]
    raise TypeError(f"schema_errors cannot check against {schema!r} at {path}")
