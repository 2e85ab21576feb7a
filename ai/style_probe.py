"""How often a character takes each style choice, measured over seeded deals (issue #25).

``probe(game_id, character, level, deals, seed)`` deals ``deals`` hands of ``game_id`` (seed
``seed + k``), seats an AI of ``character`` at ``level`` in seat ``k mod n`` and ``steady`` AIs of
the same level in the others, lets them decide, and counts the character's choices
(``ai.characters.CHOICES``) and bombs: its style against the tuned policy. By default a climbing
game's hand stops when the card play begins (the choice phases are over; bombs are then not
counted); ``full=True`` plays it out. 扯旋's betting is its whole hand. Every decision is checked
legal by the engine. ``benchmarks/character_styles.py`` prints the table docs/ai.md quotes; the
tests use it too.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable
from typing import Any

import engine

from . import make_player
from .characters import choice_name, is_bomb

__all__ = ["probe", "rates", "table", "decision_digest"]


def probe(game_id: str, character: str, level: str = "normal", deals: int = 200, seed: int = 1,
          full: bool = False, players: int | None = None) -> Counter[str]:
    """Counts over ``deals`` seeded hands: ``seat_hands`` and each choice name (and ``bombs`` when
    the hands are played out)."""
    info = engine.GAMES[game_id]
    n = players or info.default_players
    out: Counter[str] = Counter()
    for k in range(deals):
        hand = engine.new_match(game_id, players=n, seed=seed + k).hand
        me = k % n
        seats = [make_player(game_id, level, seed=(seed + k) * 31 + s,
                             character=character if s == me else None) for s in range(n)]
        out["seat_hands"] += 1
        while not hand.is_over:
            # a game without card play (扯旋): its choices are the whole hand
            if not full and "play" in type(hand).PHASES and hand.phase == "play":
                break
            seat = hand.to_act
            assert seat is not None  # the hand is not over
            legal = hand.legal_actions()
            action = seats[seat].choose(hand.view(seat), legal)
            refusal = hand.check(action)
            if refusal is not None:
                raise AssertionError(f"{game_id} {character} {level}: illegal {action}: {refusal}")
            name = choice_name(action.kind, action.value) if seat == me else None
            if name:
                out[name] += 1
            for ev in hand.apply(action):
                if ev.kind == "played" and ev.seat == me and is_bomb(game_id, ev.data):
                    out["bombs"] += 1
    return out


def rates(counts: Counter[str]) -> dict[str, float]:
    """``counts`` per seat-hand."""
    n = max(1, counts["seat_hands"])
    return {k: v / n for k, v in counts.items() if k != "seat_hands"}


def table(rows: dict[Any, Counter[str]]) -> list[str]:
    """Markdown lines: one row per key, a column per choice seen, each per seat-hand."""
    names = sorted({k for c in rows.values() for k in c if k != "seat_hands"})
    lines = ["| " + " | ".join(["row", "seat-hands", *names]) + " |",
             "|" + "---|" * (len(names) + 2)]
    for key, c in rows.items():
        r = rates(c)
        cells = [str(key), str(c["seat_hands"]), *(f"{r.get(k, 0):.3f}" for k in names)]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def decision_digest(game_id: str, level: str, deals: int, full: bool,
                    make: Callable[[str, str, int], Any] | None = None) -> str:
    """A hash of every decision (seat and action) of ``deals`` seeded hands (seeds 100, 101, …) with
    ``make(game, level, seed)`` in every seat (default: ``steady``), to the card play or, ``full``,
    to the end: equal digests mean equal decisions. tests/ai/test_characters.py keeps the digests
    of the policy as it was before characters existed."""
    make = make or (lambda g, lv, s: make_player(g, lv, s, character="steady"))
    h = hashlib.sha256()
    n = engine.GAMES[game_id].default_players
    for k in range(deals):
        hand = engine.new_match(game_id, players=n, seed=100 + k).hand
        players = [make(game_id, level, 1000 * k + s) for s in range(hand.num_players)]
        while not hand.is_over and (full or hand.phase != "play"):
            s = hand.to_act
            assert s is not None  # the hand is not over
            action = players[s].choose(hand.view(s), hand.legal_actions())
            h.update(repr((s, action.to_dict())).encode())
            hand.apply(action)
    return h.hexdigest()[:16]
