"""The card-play position suite (issue #35), as chess engines keep test suites: positions drawn from
self-play where the levels' candidate plays differ, each candidate analysed once, slowly.

A position is stored as plain JSON: the game, the deal's seed, the decisions before it (the action
prefix that rebuilds it from the seed), the seat to act, the method of its analysis (``Method``),
and per candidate its value in each world (``per_world``, the worlds ``ids``) with their mean and
standard error: the seat's score in worlds re-dealt to its view (``ai.counterfactual``; the
game's own objective where its AI module has a ``suite_value``: ``final_value``), every
candidate in the same worlds. World ``k`` of a position is drawn from a seed of the position and
``k`` alone, so a play that no candidate covered is analysed later in the very same worlds, and the
per-world values let ``ai.regret`` cross-fit a level's regret. Positions analysed before the values
were stored per world keep only the means.
"""

from __future__ import annotations

import copy
import json
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engine
from engine import Action, format_cards, parse_cards

from . import make_player
from .counterfactual import MAX_STEPS, Point, final_value, point_of, redeal
from .endgame import ScoreSearch, SearchTooLarge
from .regret import column_means

__all__ = ["encode", "decode", "rebuild", "candidates_played", "watch", "candidates_at", "analyse",
           "analyse_in", "Method", "world_row", "separation", "spread_separation", "store", "table",
           "world_at", "cards_left", "SIDES", "load", "save", "value_of"]

#: the levels (and seeds) whose choices make a position's candidates
PROBES = (("greedy", 1), ("easy", 1), ("easy", 2), ("normal", 1), ("hard", 1))


def encode(action: Action) -> dict[str, Any]:
    return {"kind": action.kind, "cards": format_cards(action.cards), "value": action.value}


def decode(d: dict[str, Any]) -> Action:
    return Action(d["kind"], tuple(parse_cards(d["cards"])), d.get("value"))


def rebuild(pos: dict[str, Any]) -> engine.Hand:
    """The hand at a stored position: dealt from its seed, its prefix applied."""
    hand = engine.new_hand(pos["game"], players=pos["players"], seed=pos["seed"])
    for action in pos["prefix"]:
        hand.apply(decode(action))
    return hand


def watch(player: Any, pos: dict[str, Any]) -> None:
    """Let ``player`` (to act at ``pos``) have watched the hand: its memory is fed the seat's view at
    each of the seat's earlier turns of the prefix, as ``choose`` feeds it at the table. Asked fresh, a
    game that shows only the current trick (三打一 SDY-8.6) lets a search deal cards already played to
    the other seats. A player without a memory is left alone."""
    memory = getattr(player, "memory", None)
    if memory is None:
        return
    hand = engine.new_hand(pos["game"], players=pos["players"], seed=pos["seed"])
    seat = pos["seat"]
    for action in pos["prefix"]:
        if hand.to_act == seat and hand.phase == "play":
            memory.update(hand.view(seat))
        hand.apply(decode(action))


def candidates_at(hand: engine.Hand, seed: int) -> list[Action]:
    """The distinct plays the probe levels choose here (in the probes' order)."""
    seat = hand.to_act
    view, legal = hand.view(seat), hand.legal_actions()
    out: list[Action] = []
    for level, k in PROBES:
        a = make_player(hand.game_id, level, seed=seed * 7 + k).choose(view, legal)
        if a not in out:
            out.append(a)
    return out


def world_at(point: Point, pos_seed: int, k: int) -> engine.Hand | None:
    """World ``k`` of a position: drawn from the position's seed and ``k`` alone."""
    return redeal(point, random.Random(pos_seed * 1_000_003 + k))


def candidates_played(pos: dict[str, Any]) -> tuple[engine.Hand, list[Action], list[float],
                                                   list[list[engine.Hand]]]:
    """A stored position rebuilt, its candidates, their analysed values, and for each of its
    analysed worlds (``pos["ids"]``, drawn as ``world_at`` draws them) the hand after each
    candidate: what a roll-out policy is judged on in the analysis's own worlds."""
    hand = rebuild(pos)
    point = point_of(hand)
    acts = [decode(c["action"]) for c in pos["candidates"]]
    means = [c["value"] for c in pos["candidates"]]
    after: list[list[engine.Hand]] = []
    for k in pos["ids"]:
        world = world_at(point, pos["seed"], k)
        if world is None:
            raise ValueError(f"position {pos['seed']}: its world {k} cannot be drawn again")
        row = []
        for a in acts:
            h = copy.deepcopy(world)
            h.apply(a)
            row.append(h)
        after.append(row)
    return hand, acts, means, after


def _landlord_side(hand: engine.Hand, seat: int) -> frozenset[int] | None:
    lord = getattr(hand.state, "landlord", None)
    if lord is None:
        return None
    return frozenset({lord}) if seat == lord else frozenset(range(hand.num_players)) - {lord}


#: games whose card play is one side against the other with opposite scores: a world's last cards
#: are solved exactly there (``ScoreSearch``); elsewhere sides are hidden or every seat scores alone
SIDES: dict[str, Callable[[engine.Hand, int], frozenset[int] | None]] = {
    "doudizhu": _landlord_side,  # DDZ-8.4: the landlord against the two farmers
    "sandayi": _landlord_side,  # SDY-8.5: the landlord against the three farmers
}

#: the most states one exact solve may visit before the roll-out goes on instead
EXACT_LIMIT = 20_000


def cards_left(hand: engine.Hand) -> int:
    """The cards still in the seats' hands."""
    return sum(len(h) for h in hand.state.hands)


def _play_out(hand: engine.Hand, level: str, seed: int, seat: int, exact: int) -> tuple[float, bool]:
    """``seat``'s score when ``level`` plays every seat to the end (seeded as
    ``ai.counterfactual.option_values`` seeds them, the finished hand valued as it values one:
    ``final_value``, the game's ``suite_value`` where it has one), the last ``exact`` cards solved
    exactly where the game allows; and whether they were."""
    players = [make_player(hand.game_id, level, seed=seed + 97 * s) for s in range(hand.num_players)]
    sides = SIDES.get(hand.game_id) if exact else None
    tried = None
    steps = 0
    while (s := hand.to_act) is not None:
        left = cards_left(hand)
        if sides is not None and left <= exact and left != tried:
            team = sides(hand, seat)
            if team is not None:
                tried = left
                try:
                    return ScoreSearch(seat, team, limit=EXACT_LIMIT).value(hand), True
                except SearchTooLarge:
                    pass  # too many states: play a card more and try again
        hand.apply(players[s].choose(hand.view(s), hand.legal_actions()))
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError("a play-out did not end")
    return final_value(hand, seat), False


@dataclass(frozen=True)
class Method:
    """How a position is analysed: ``rollout`` plays the worlds out; the last ``exact`` cards are
    solved exactly (0: never); worlds are added, ``batch`` at a time, until the top two candidates'
    paired difference is ``z`` standard errors from 0 or ``cap`` worlds were tried (``z`` 0: a fixed
    number of worlds)."""

    rollout: str = "normal"
    exact: int = 0
    z: float = 0.0
    cap: int = 192
    batch: int = 16

    def to_dict(self) -> dict[str, Any]:
        return {"rollout": self.rollout, "exact": self.exact, "z": self.z, "cap": self.cap,
                "batch": self.batch}

    @classmethod
    def of(cls, pos: dict[str, Any]) -> Method:
        """The method a stored position was analysed by (older files: its roll-out level alone)."""
        m = pos.get("method") or {"rollout": pos["rollout"]}
        return cls(**m)


def world_row(hand: engine.Hand, point: Point, actions: Sequence[Action], pos_seed: int, k: int,
              method: Method) -> tuple[list[float], int] | None:
    """Each action's value in world ``k`` of the position (None if no consistent world was drawn),
    with how many of them ended in an exact solve; every action from the same world with the same
    player seeds (common random numbers)."""
    world = world_at(point, pos_seed, k)
    seat = hand.to_act
    if world is None or seat is None:
        return None
    row, exact = [], 0
    for action in actions:
        h = copy.deepcopy(world)
        h.apply(action)
        v, solved = _play_out(h, method.rollout, pos_seed + k, seat, method.exact)
        row.append(v)
        exact += solved
    return row, exact


def separation(rows: Sequence[Sequence[float]]) -> float:
    """How many standard errors the best column's mean stands above the second's, paired by world
    (inf when they differ in every world by the same amount, 0 with one column or one world)."""
    if len(rows) < 2 or len(rows[0]) < 2:
        return 0.0
    means = column_means(rows)
    first, second = sorted(range(len(means)), key=lambda c: -means[c])[:2]
    return _paired_z(rows, first, second)


def spread_separation(rows: Sequence[Sequence[float]]) -> float:
    """How many standard errors the best column's mean stands above the worst's, paired by world:
    whether a choice among the columns can cost anything beyond the analysis's noise, whichever
    level chooses (inf when they differ in every world by the same amount, 0 with one column or one
    world)."""
    if len(rows) < 2 or len(rows[0]) < 2:
        return 0.0
    means = column_means(rows)
    best = max(range(len(means)), key=lambda c: means[c])
    worst = min(range(len(means)), key=lambda c: means[c])
    return _paired_z(rows, best, worst)


def _paired_z(rows: Sequence[Sequence[float]], a: int, b: int) -> float:
    """Column ``a``'s mean over column ``b``'s in standard errors of their paired difference."""
    d = [r[a] - r[b] for r in rows]
    m = sum(d) / len(d)
    sd = math.sqrt(sum((x - m) ** 2 for x in d) / (len(d) - 1))
    if sd == 0:
        return math.inf if m else 0.0
    return m / (sd / math.sqrt(len(d)))


def analyse(hand: engine.Hand, actions: Sequence[Action], worlds: int, method: Method, pos_seed: int,
            min_worlds: int = 8, screen: Callable[[list[list[float]]], bool] | None = None
            ) -> dict[str, Any] | None:
    """The analysis of ``actions`` at ``hand``'s position: worlds ``0 … worlds-1`` first, then (with
    ``method.z``) more until the top two are separated or ``method.cap`` were tried. A dict with
    ``tried`` (worlds drawn), ``ids`` (the worlds consistent with the view), ``rows`` (a row of
    values per such world) and ``exact`` (play-outs solved exactly); None if fewer than
    ``min_worlds`` consistent worlds were found, or if ``screen`` turns down the rows of the first
    ``worlds`` worlds (a build that keeps only some positions need not extend the others)."""
    point = point_of(hand)
    ids: list[int] = []
    rows: list[list[float]] = []
    exact, k = 0, 0
    goal = worlds
    while k < goal:
        got = world_row(hand, point, actions, pos_seed, k, method)
        k += 1
        if got is not None:
            ids.append(k - 1)
            rows.append(got[0])
            exact += got[1]
        if k == worlds and screen is not None and not screen(rows):
            return None
        if k == goal and method.z and goal < method.cap and len(rows) >= 2 \
                and separation(rows) < method.z:
            goal = min(goal + method.batch, method.cap)
    if len(rows) < min_worlds:
        return None
    return {"tried": k, "ids": ids, "rows": rows, "exact": exact}


def analyse_in(pos: dict[str, Any], hand: engine.Hand, action: Action) -> list[float]:
    """``action``'s values in a stored position's very worlds (a play none of its candidates covered),
    by the method the position was analysed with; [] where a world cannot be drawn again."""
    point = point_of(hand)
    method = Method.of(pos)
    out = []
    for k in pos["ids"]:
        got = world_row(hand, point, [action], pos["seed"], k, method)
        if got is None:
            return []
        out.append(got[0][0])
    return out


def store(pos: dict[str, Any], actions: Sequence[Action], got: dict[str, Any], method: Method) -> None:
    """Write an analysis into ``pos``: the method, the worlds, each candidate's per-world values and
    their mean and standard error."""
    rows, n = got["rows"], len(got["rows"])
    pos.update({"worlds": got["tried"], "rollout": method.rollout, "method": method.to_dict(),
                "ids": got["ids"], "exact": got["exact"]})
    cands = []
    for i, a in enumerate(actions):
        xs = [r[i] for r in rows]
        m = sum(xs) / n
        sd = math.sqrt(sum((x - m) ** 2 for x in xs) / max(n - 1, 1))
        cands.append({"action": encode(a), "value": round(m, 4), "se": round(sd / math.sqrt(n), 4), "n": n,
                      "per_world": [round(x, 4) for x in xs]})
    pos["candidates"] = cands


def table(pos: dict[str, Any]) -> list[list[float]] | None:
    """A stored position's per-world values (a row per world), None if it was analysed before they
    were stored."""
    cols = [c.get("per_world") for c in pos["candidates"]]
    if any(c is None for c in cols):
        return None
    return [list(r) for r in zip(*cols)]


def value_of(pos: dict[str, Any], action: Action) -> float | None:
    """The analysed value of ``action`` at ``pos``; None if it is not one of its candidates."""
    for c in pos["candidates"]:
        if decode(c["action"]) == action:
            return float(c["value"])
    return None


def load(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {"version": 1, "positions": []}
    suite: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return suite


def save(path: Path, suite: dict[str, Any]) -> None:
    """Written whole to a temporary file first: an interrupted save never loses the suite."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    head = {k: v for k, v in suite.items() if k != "positions"}
    lines = [json.dumps(p, ensure_ascii=False, separators=(",", ":")) for p in suite.get("positions", [])]
    text = json.dumps(head, ensure_ascii=False, indent=1)[:-2] + ',\n "positions": [\n' \
        + ",\n".join(lines) + "\n ]\n}\n"
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
