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
from collections.abc import Callable
from functools import cache
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


#: a compiled check: the errors in ``value`` as (path below it, message); [] when it matches
_Check = Callable[[Any], list[tuple[str, str]]]


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


def _leaf(ok: Callable[[Any], bool], what: str) -> _Check:
    return lambda v: [] if ok(v) else [("", f"expected {what}, got {v!r:.60}")]


_LEAVES: dict[Any, _Check] = {
    str: _leaf(lambda v: isinstance(v, str), "str"),
    bool: _leaf(lambda v: isinstance(v, bool), "bool"),
    int: _leaf(lambda v: isinstance(v, int) and not isinstance(v, bool), "int"),
    float: _leaf(lambda v: isinstance(v, (int, float)) and not isinstance(v, bool), "a number"),
    type(None): _leaf(lambda v: v is None, "None"),
    None: _leaf(lambda v: v is None, "None"),
}


@cache
def _compile(schema: Any) -> _Check:
    """A check for ``schema``, built once per type (the simulator checks every view it sees)."""
    if schema is Any:
        return lambda v: []
    if schema in _LEAVES:
        return _LEAVES[schema]
    if is_typeddict(schema):
        return _typed_dict(schema)
    origin, args = get_origin(schema), get_args(schema)
    if origin in (Union, types.UnionType):
        return _union(schema, [_compile(t) for t in args])
    if origin is Literal:
        return lambda v: [] if v in args else [("", f"{v!r} is not one of {args}")]
    if origin is list or (origin is tuple and len(args) == 2 and args[1] is Ellipsis):
        item = _compile(args[0]) if args else _compile(Any)
        kinds = list if origin is list else (tuple, list)

        def check_list(v: Any) -> list[tuple[str, str]]:
            if not isinstance(v, kinds):
                return [("", f"expected a list, got {type(v).__name__}")]
            return [(f"[{i}]{p}", m) for i, x in enumerate(v) for p, m in item(x)]
        return check_list
    if origin is tuple:
        items = [_compile(t) for t in args]

        def check_tuple(v: Any) -> list[tuple[str, str]]:
            if not isinstance(v, (tuple, list)) or len(v) != len(items):
                return [("", f"expected a tuple of {len(items)}, got {v!r:.60}")]
            return [(f"[{i}]{p}", m) for i, (x, c) in enumerate(zip(v, items)) for p, m in c(x)]
        return check_tuple
    if origin is dict:
        kc, vc = (_compile(args[0]), _compile(args[1])) if args else (_compile(Any), _compile(Any))

        def check_dict(v: Any) -> list[tuple[str, str]]:
            if not isinstance(v, dict):
                return [("", f"expected an object, got {type(v).__name__}")]
            return [e for k, x in v.items()
                    for e in [(f" key {k!r}", m) for _, m in kc(k)] + [(f"[{k!r}]{p}", m) for p, m in vc(x)]]
        return check_dict
    raise TypeError(f"schema_errors cannot check against {schema!r}")


def _typed_dict(schema: Any) -> _Check:
    fields: dict[str, tuple[_Check, bool]] = {}

    def check(v: Any) -> list[tuple[str, str]]:
        if not fields:  # compiled on first use: a schema may refer to itself or to a later one
            for k, t in get_type_hints(schema, include_extras=True).items():
                tp, required = _unwrap(t)
                fields[k] = (_compile(tp), required)
        if not isinstance(v, dict):
            return [("", f"expected an object ({schema.__name__}), got {type(v).__name__}")]
        errors = []
        for key, (c, required) in fields.items():
            if key in v:
                errors += [(f".{key}{p}", m) for p, m in c(v[key])]
            elif required:
                errors.append(("", f"missing key {key!r} ({schema.__name__})"))
        errors += [("", f"unexpected key {k!r} ({schema.__name__})") for k in v if k not in fields]
        return errors
    return check


def _union(schema: Any, branches: list[_Check]) -> _Check:
    def check(v: Any) -> list[tuple[str, str]]:
        found = []
        for c in branches:
            e = c(v)
            if not e:
                return []
            found.append(e)
        # a branch whose outer type matched explains the mismatch best (e.g. a bad key inside)
        inner = [e for e in found if not any(p == "" and m.startswith("expected") for p, m in e)]
        return min(inner, key=len) if inner else [("", f"{v!r:.60} is none of {_name(schema)}")]
    return check


def schema_errors(value: Any, schema: Any, path: str = "view") -> list[str]:
    """Every place where ``value`` does not match ``schema`` (a ``TypedDict``, or a type built from
    ``list``, ``dict``, ``tuple``, unions, ``Literal``, ``Any``, ``None``, ``str``, ``int``, ``bool``,
    ``float``), as ``"path: what is wrong"``; ``[]`` when it matches. A ``bool`` is not an ``int``;
    a key that a ``TypedDict`` does not name is an error."""
    return [f"{path}{p}: {m}" for p, m in _compile(schema)(value)]
