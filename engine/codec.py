"""JSON encoding of engine state dataclasses, driven by their type hints.

Saves hold plain JSON; decoding checks every value against the declared type so that a
malformed or tampered save is refused with a ValueError that names the bad field.
"""

from __future__ import annotations

import dataclasses
import enum
import random
import reprlib
import struct
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar, overload

from .cards import Card, make_deck, parse_cards

__all__ = ["encode", "decode"]


_CARD_BY_TOKEN: dict[str, Card] = {}
for _c in make_deck(1):
    _CARD_BY_TOKEN[str(_c)] = _c


@cache
def _token(card: Card) -> str:
    return str(card)


_PLAIN = (bool, int, float, str, type(None))


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


def encode(obj: Any) -> Any:
    t: type = type(obj)
    if t in _PLAIN:
        return obj
    if t is list:
        if obj and type(obj[0]) is Card:
            return [_token(c) for c in obj]
        return [encode(x) for x in obj]
    if t is Card:
        return _token(obj)
    if t is dict:
        return {str(k): encode(v) for k, v in obj.items()}
    if hasattr(t, "__dataclass_fields__"):
        return {name: encode(getattr(obj, name)) for name in _field_names(t)}
    return _encode_other(obj)


def _encode_other(obj: Any) -> Any:
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, Card):
        return _token(obj)
    if isinstance(obj, enum.Enum):
        return obj.value
    if isinstance(obj, random.Random):
        # 625 words as one hex string: a tenth of the size and time of a list of ints
        version, internal, gauss = obj.getstate()
        return [version, struct.pack(f"<{len(internal)}I", *internal).hex(), gauss]
    if dataclasses.is_dataclass(obj):
        return {f.name: encode(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, (list, tuple)):
        return [encode(x) for x in obj]
    if isinstance(obj, dict):
        return {str(k): encode(v) for k, v in obj.items()}
    raise TypeError(f"cannot encode {type(obj).__name__}")


@cache
def _fields(cls: type) -> tuple[tuple[str, Any, bool], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name], f.default is dataclasses.MISSING
                  and f.default_factory is dataclasses.MISSING) for f in dataclasses.fields(cls))


def _fail(path: str, expected: str, data: Any) -> ValueError:
    shown = reprlib.repr(data)  # bounded in depth and length: a save can nest thousands deep
    if len(shown) > 60:
        shown = shown[:57] + "..."
    return ValueError(f"save data at {path or 'top'}: expected {expected}, got {shown}")


_T = TypeVar("_T")
#: one type's decoder: (JSON data, its path for the message) -> the value
Decoder = Callable[[Any, str], Any]


@overload
def decode(tp: type[_T], data: Any, path: str = "") -> _T: ...


@overload
def decode(tp: Any, data: Any, path: str = "") -> Any: ...


def decode(tp: Any, data: Any, path: str = "") -> Any:
    """Rebuild a value of type ``tp`` from JSON data; ValueError names the first bad field."""
    return _decoder(tp)(data, path)


def _plain(kind: type, expected: str) -> Decoder:
    def dec(data: Any, path: str) -> Any:
        if type(data) is not kind:
            if kind is float and type(data) is int:
                return float(data)
            raise _fail(path, expected, data)
        return data
    return dec


def _dec_card(data: Any, path: str) -> Card:
    card = _CARD_BY_TOKEN.get(data) if type(data) is str else None
    if card is None:
        if not isinstance(data, str):
            raise _fail(path, "a card token", data)
        cards = parse_cards(data)
        if len(cards) != 1:
            raise _fail(path, "one card token", data)
        card = _CARD_BY_TOKEN[data] = cards[0]
    return card


def _dec_rng(data: Any, path: str) -> random.Random:
    try:
        version, internal, gauss = data
        raw = bytes.fromhex(internal)
        rng = random.Random()
        rng.setstate((version, struct.unpack(f"<{len(raw) // 4}I", raw), gauss))
    except (TypeError, ValueError, struct.error) as e:
        raise _fail(path, "a random generator state", data) from e
    return rng


def _sub(path: str, key: Any) -> str:
    return f"{path}[{key}]" if isinstance(key, int) else (f"{path}.{key}" if path else str(key))


@cache
def _decoder(tp: Any) -> Decoder:  # noqa: C901 - one branch per supported type
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return lambda data, path: data
    if tp is type(None):
        def dec_none(data: Any, path: str) -> None:
            if data is not None:
                raise _fail(path, "null", data)
        return dec_none
    if origin in (typing.Union, types.UnionType):
        optional = type(None) in args
        subs = [_decoder(a) for a in args if a is not type(None)]

        def dec_union(data: Any, path: str) -> Any:
            if data is None and optional:
                return None
            first = None
            for sub in subs:
                try:
                    return sub(data, path)
                except ValueError as e:
                    first = first or e
            raise first or _fail(path, str(tp), data)
        return dec_union
    if tp is bool:
        return _plain(bool, "true/false")
    if tp is int:
        return _plain(int, "a whole number")
    if tp is float:
        return _plain(float, "a number")
    if tp is str:
        return _plain(str, "text")
    if tp is Card:
        return _dec_card
    if tp is random.Random:
        return _dec_rng
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        def dec_enum(data: Any, path: str) -> Any:
            try:
                return tp(data)
            except ValueError as e:
                raise _fail(path, f"one of {[m.value for m in tp]}", data) from e
        return dec_enum
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        fields = [(name, _decoder(hint), required) for name, hint, required in _fields(tp)]
        names = set(_field_names(tp))

        def dec_dataclass(data: Any, path: str) -> Any:
            if type(data) is not dict:
                raise _fail(path, f"an object ({tp.__name__})", data)
            kwargs = {}
            for name, sub, required in fields:
                if name in data:
                    kwargs[name] = sub(data[name], _sub(path, name))
                elif required:
                    raise ValueError(f"save data at {path or 'top'}: missing field {name!r}")
            if len(data) > len(kwargs):
                extra = set(data) - names
                if extra:
                    raise ValueError(f"save data at {path or 'top'}: unknown field(s) {sorted(extra)}")
            return tp(**kwargs)
        return dec_dataclass
    if origin is dict or tp is dict:
        kt, vt = args if args else (str, Any)
        sub = _decoder(vt)

        def dec_dict(data: Any, path: str) -> dict[Any, Any]:
            if type(data) is not dict:
                raise _fail(path, "an object", data)
            out: dict[Any, Any] = {}
            for k, v in data.items():
                key = k
                if kt is int:
                    try:
                        key = int(k)
                    except ValueError as e:
                        raise _fail(_sub(path, k), "a numeric key", k) from e
                out[key] = sub(v, _sub(path, str(k)))
            return out
        return dec_dict
    if origin is tuple or tp is tuple:
        if not args:
            subs_t = None
        elif len(args) == 2 and args[1] is Ellipsis:
            one = _decoder(args[0])
            subs_t = None

            def dec_var_tuple(data: Any, path: str) -> tuple[Any, ...]:
                if type(data) is not list:
                    raise _fail(path, "a list", data)
                return tuple(one(x, _sub(path, i)) for i, x in enumerate(data))
            return dec_var_tuple
        else:
            subs_t = [_decoder(a) for a in args]

        def dec_tuple(data: Any, path: str) -> tuple[Any, ...]:
            if type(data) is not list:
                raise _fail(path, "a list", data)
            if subs_t is None:
                return tuple(data)
            if len(subs_t) != len(data):
                raise _fail(path, f"a list of {len(subs_t)} items", data)
            return tuple(d(x, _sub(path, i)) for i, (d, x) in enumerate(zip(subs_t, data)))
        return dec_tuple
    if origin is list or tp is list:
        et = args[0] if args else Any
        one = _decoder(et)
        cards = et is Card

        def dec_list(data: Any, path: str) -> list[Any]:
            if type(data) is not list:
                raise _fail(path, "a list", data)
            if cards:
                try:
                    return [_CARD_BY_TOKEN[x] for x in data]
                except (KeyError, TypeError):
                    pass  # the item decoder names the bad token
            return [one(x, _sub(path, i)) for i, x in enumerate(data)]
        return dec_list
    raise TypeError(f"cannot decode type {tp!r}")
