"""The two public 斗地主 peers, called the way their own code calls itself, and the card names
between them and our engine. Imported by the scripts of this folder, which run with the peers'
virtual environment (docs/peers.md): RLCard from that environment, DouZero from its source folder
(``DOUZERO`` in the environment, default /work/peers/DouZero), our engine from this checkout.

Cards are compared as multisets of rank values (suits never matter, DDZ-1.3): our values are
3 … 14 (A), 15 (2), 16 (little joker), 17 (big joker); DouZero's are the same up to A, then 17, 20,
30; RLCard's are the characters 3 … 9 T J Q K A 2 B R."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[2]
DOUZERO = Path(os.environ.get("DOUZERO", "/work/peers/DouZero"))
#: where ``engine`` is imported from: this checkout, or (speed.py's --old) an older copy of it
ENGINE_ROOT = Path(os.environ.get("PAIJU_ENGINE_ROOT", ROOT))
for _p in (str(ROOT), str(DOUZERO), str(ENGINE_ROOT)):
    if _p not in sys.path:
        sys.path.insert(0, _p)

from douzero.env.game import GameEnv  # noqa: E402
from rlcard.games.doudizhu.judger import DoudizhuJudger  # noqa: E402
from rlcard.games.doudizhu.utils import CARD_TYPE, get_gt_cards  # noqa: E402

from engine.games.doudizhu.combos import value  # noqa: E402

__all__ = ["ROOT", "DOUZERO", "GameEnv", "Values", "values_of", "to_douzero", "from_douzero",
           "to_rlcard", "from_rlcard", "douzero_legal", "rlcard_legal", "rlcard_knows", "CARD_TYPE"]

#: a play or a hand as sorted rank values of our engine
Values = tuple[int, ...]

_TO_DZ = {v: v for v in range(3, 15)} | {15: 17, 16: 20, 17: 30}
_FROM_DZ = {d: v for v, d in _TO_DZ.items()}
_RL_CHARS = "3456789TJQKA2BR"
_TO_RL = {v: _RL_CHARS[v - 3] for v in range(3, 18)}
_FROM_RL = {c: v for v, c in _TO_RL.items()}


def values_of(cards: Iterable[object]) -> Values:
    return tuple(sorted(value(c) for c in cards))  # type: ignore[arg-type]


def to_douzero(vals: Iterable[int]) -> list[int]:
    return sorted(_TO_DZ[v] for v in vals)


def from_douzero(move: Iterable[int]) -> Values:
    return tuple(sorted(_FROM_DZ[d] for d in move))


def to_rlcard(vals: Iterable[int]) -> str:
    """RLCard's string: its characters in rank order (the order its card_type table is keyed by)."""
    return "".join(_TO_RL[v] for v in sorted(vals))


def from_rlcard(move: str) -> Values:
    return tuple(sorted(_FROM_RL[c] for c in move))


def douzero_legal(hand: Values, top: Values | None) -> set[Values]:
    """DouZero's ``GameEnv.get_legal_card_play_actions`` for this hand facing ``top`` (None: a
    lead), without its pass; the method reads only the acting seat's hand and the move sequence."""
    env = SimpleNamespace(acting_player_position="landlord",
                          info_sets={"landlord": SimpleNamespace(player_hand_cards=to_douzero(hand))},
                          card_play_action_seq=[] if top is None else [to_douzero(top)])
    moves = GameEnv.get_legal_card_play_actions(env)
    return {from_douzero(m) for m in moves if m}


def _rl_card(v: int) -> SimpleNamespace:
    # RLCard's cards2str reads ``rank``, or the first letter of ``suit`` for a joker (rank '')
    if v >= 16:
        return SimpleNamespace(rank="", suit="BJ" if v == 16 else "RJ")
    return SimpleNamespace(rank=_TO_RL[v], suit="S")


def rlcard_knows(top: Values) -> bool:
    """Whether RLCard's action table has this play (only then can it be a trick's top there)."""
    return to_rlcard(top) in CARD_TYPE[2]


def rlcard_legal(hand: Values, top: Values | None) -> set[Values]:
    """RLCard's legal plays without its pass: ``DoudizhuJudger.playable_cards_from_hand`` on a lead
    (the set its judger starts a hand from and then trims as cards leave), ``get_gt_cards`` (what
    ``DoudizhuPlayer.available_actions`` calls) when following ``top``."""
    if top is None:
        return {from_rlcard(m) for m in DoudizhuJudger.playable_cards_from_hand(to_rlcard(hand))}
    player = SimpleNamespace(current_hand=[_rl_card(v) for v in sorted(hand)])
    greater = SimpleNamespace(played_cards=to_rlcard(top))
    return {from_rlcard(m) for m in get_gt_cards(player, greater) if m != "pass"}


def counts(vals: Sequence[int]) -> dict[int, int]:
    out: dict[int, int] = {}
    for v in vals:
        out[v] = out.get(v, 0) + 1
    return out
