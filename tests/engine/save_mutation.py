"""Real saves of every game and the ways a damaged or hand-edited file can differ from them; shared
by the property test (tests/engine/test_save_mutations.py) and the long run
(benchmarks/save_mutations.py)."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import engine

#: how many random actions each base save has had (0: a fresh match; many: later hands)
STEPS = (0, 9, 40, 130)


def real_saves(game_id: str) -> list[dict[str, Any]]:
    """``Match.to_dict()`` of a few positions reached by random legal play (seeded)."""
    out = []
    for k, steps in enumerate(STEPS):
        match = engine.new_match(game_id, seed=100 + k)
        rng = random.Random(k)
        for _ in range(steps):
            if match.hand.is_over:
                if match.is_over:
                    break
                match.next_hand()
                continue
            match.hand.apply(rng.choice(match.hand.legal_actions()))
        out.append(match.to_dict())
    return out


def paths(node: Any, prefix: tuple = ()) -> Iterator[tuple]:
    """Every place in a JSON tree, as the keys and indices that lead there."""
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from paths(v, prefix + (i,))


OPS = ("drop", "replace", "truncate", "shuffle", "bump", "rename", "duplicate")


def mutate(data: Any, path: tuple, op: str, value: Any, rng: random.Random) -> None:
    """Change ``data`` in place at ``path``: drop the key, replace the value (another type), cut a
    list short, shuffle it, move a number out of range, rename a name, repeat a list's last item."""
    parent = data
    for p in path[:-1]:
        parent = parent[p]
    key = path[-1]
    old = parent[key]
    if op == "drop":
        del parent[key]
    elif op == "replace":
        parent[key] = value
    elif op == "truncate" and isinstance(old, list):
        parent[key] = old[: rng.randrange(len(old) + 1)] if old else [value]
    elif op == "shuffle" and isinstance(old, list):
        rng.shuffle(old)
    elif op == "bump" and type(old) is int:
        parent[key] = old + rng.choice((-1, 1, 5, -100, 100, 2**70))
    elif op == "rename" and isinstance(old, str):
        parent[key] = rng.choice(("unknown", "", "over", "play", "bid", old[::-1], old + "x"))
    elif op == "duplicate" and isinstance(old, list) and old:
        old.append(copy.deepcopy(old[-1]))
    else:
        parent[key] = value


def play_on(match: Any, rng: random.Random, actions: int = 60) -> int:
    """What a loaded save must survive: every seat's view, the legal actions, ``actions`` random
    actions and the next hand. Returns the number of actions applied."""
    done = 0
    for seat in (None, *range(match.num_players)):
        match.hand.view(seat)
    match.scores, match.extra, match.history  # noqa: B018 - the series books a finished hand here
    for _ in range(actions):
        if match.hand.is_over:
            if match.is_over:
                break
            match.next_hand()
            continue
        legal = match.hand.legal_actions()
        assert legal, "a hand that is not over offers no legal action"
        match.hand.apply(rng.choice(legal))
        match.hand.view(match.hand.to_act)
        done += 1
    for seat in (None, *range(match.num_players)):
        match.hand.view(seat)
    match.to_dict()
    return done
