"""Deal codes: a short, typeable, checksummed name for a hand's cards, e.g. ``BBT-SEXAZ8-X8HD9P-XG069G``.

A code holds the game (its rule prefix), the player count, the hand's seed and a small per-game
*deal key* (the few facts besides the seed that decide who gets which card: 扯旋's dealer and the
seats in play, 找朋友's first bidder), then 15 check bits. ``hand_from_code`` deals exactly the same
cards to the same seats. What a match carried into the hand and does not move cards (levels, chip
stacks, the leader) is not in the code: the hand from a code starts as a first hand does. No room
option of any game changes the deal, so options are not in the code either; the caller passes the
room's own (``options=``).

Characters are Crockford's base 32 (no I, L, O, U); reading forgives case, spaces, dashes, and
O/I/L typed for 0/1/1. A code with one wrong character, or two neighbours swapped, is always
refused (its check characters); other typos almost always.
"""

from __future__ import annotations

import hashlib
from typing import Any

from .hand import Hand
from .handlog import create_hand
from .registry import GAMES, hand_class, normalize_options

__all__ = ["deal_code", "hand_from_code"]

_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUE = {c: i for i, c in enumerate(_ALPHABET)} | {"O": 0, "I": 1, "L": 1}
_SEED_BITS, _PLAYER_BITS, _KEY_BITS, _CHECK_BITS = 63, 3, 9, 15
_PAYLOAD_CHARS = (_SEED_BITS + _PLAYER_BITS + _KEY_BITS) // 5  # 15
_CHARS = _PAYLOAD_CHARS + _CHECK_BITS // 5  # 18
_PREFIX_GAME = {info.rule_prefix: gid for gid, info in GAMES.items()}


def _check(prefix: str, payload: int) -> int:
    """15 check bits: a weighted digit sum modulo 37 (a prime above 31), which catches every
    single wrong character and every swap of two neighbours in the code's first 15 characters,
    combined with a hash of the game and payload for everything else."""
    digits = [(payload >> (5 * i)) & 31 for i in reversed(range(_PAYLOAD_CHARS))]
    weighted = sum((k + 1) * d for k, d in enumerate(digits)) % 37
    hashed = int.from_bytes(hashlib.sha256(f"{prefix}:{payload}".encode()).digest()[:4], "big") % 885
    return weighted + 37 * hashed  # < 37 * 885 = 32745 < 2**15


def deal_code(hand: Hand) -> str:
    """The code of ``hand``'s deal. ValueError for a hand dealt from fixed cards (``deal=``), one
    whose seed is outside 0…2⁶³−1, or one restored from a save that predates hand histories."""
    origin = hand._origin
    if origin is None:
        raise ValueError("this hand does not know how it was dealt (an older save); it has no deal code")
    if origin["deal"] is not None:
        raise ValueError("this hand was dealt from given cards, not shuffled; it has no deal code")
    seed = origin["seed"]
    if not 0 <= seed < 1 << _SEED_BITS:
        raise ValueError(f"a deal code holds seeds 0 to 2**63-1, not {seed}")
    key = hand._deal_key()
    if not 0 <= key < 1 << _KEY_BITS:
        raise ValueError(f"deal key {key} does not fit a code")
    prefix = GAMES[hand.game_id].rule_prefix
    payload = (seed << (_PLAYER_BITS + _KEY_BITS)) | (hand.num_players << _KEY_BITS) | key
    number = (payload << _CHECK_BITS) | _check(prefix, payload)
    chars = "".join(_ALPHABET[(number >> (5 * i)) & 31] for i in reversed(range(_CHARS)))
    return f"{prefix}-{chars[:6]}-{chars[6:12]}-{chars[12:]}"


def hand_from_code(code: str, *, options: dict[str, Any] | None = None) -> Hand:
    """A new hand with exactly the deal that ``code`` names. A code that is not one (wrong game
    prefix, wrong length, a character outside the alphabet, check bits that do not match) raises
    ValueError saying which."""
    if not isinstance(code, str):
        raise ValueError("a deal code is text")
    text = "".join(code.replace("-", " ").split()).upper()
    prefix, body = text[:-_CHARS], text[-_CHARS:]
    if prefix not in _PREFIX_GAME:
        known = ", ".join(sorted(_PREFIX_GAME))
        if any(text.startswith(p) for p in _PREFIX_GAME):
            raise ValueError(f"a deal code has {_CHARS} characters after the game, "
                             f"not {len(text) - len(next(p for p in _PREFIX_GAME if text.startswith(p)))}")
        raise ValueError(f"a deal code starts with a game ({known}), not {code.strip()[:4]!r}")
    number = 0
    for ch in body:
        if ch not in _VALUE:
            raise ValueError(f"{ch!r} is not a deal-code character")
        number = number * 32 + _VALUE[ch]
    payload, check = number >> _CHECK_BITS, number & ((1 << _CHECK_BITS) - 1)
    if _check(prefix, payload) != check:
        raise ValueError("this deal code is mistyped: its check characters do not match")
    game_id = _PREFIX_GAME[prefix]
    key = payload & ((1 << _KEY_BITS) - 1)
    n = (payload >> _KEY_BITS) & ((1 << _PLAYER_BITS) - 1)
    seed = payload >> (_PLAYER_BITS + _KEY_BITS)
    if n not in GAMES[game_id].players:
        raise ValueError(f"this deal code names {n} players; {game_id} takes {GAMES[game_id].players}")
    opts = normalize_options(game_id, options)
    klass = hand_class(game_id)
    return create_hand(klass, n, opts, seed, None, klass._deal_context(n, opts, key))
