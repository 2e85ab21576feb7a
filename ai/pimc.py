"""Determinized Monte Carlo (PIMC) for the climbing games: the ``hard`` level's card play.

At a decision the ``normal`` policy ranks the legal plays; the best few are the candidates. Then,
until the time budget runs out, a *world* is sampled (the unseen cards dealt to the other seats,
consistent with what is public: the counts, cards known to be held, what a pass proves), and every
candidate is played in it and rolled out to the end of the hand with the fast roll-out policy of
``ai.playout``. Every candidate sees the same worlds, so their mean results compare fairly; the
best mean wins, with a small bonus for the ``normal`` policy's ranking that breaks near-ties
toward the rule-based choice; if the budget allowed fewer than ``MIN_WORLDS`` worlds (long
three-deck hands on a slow machine) the rule-based choice stands. Only the view is read: the
hidden hands are always sampled.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine import Action, Card

from .climbing import ClimbRules, Memory, Table
from .playout import Move, SimRules, Top, World, apply_move, rollout
from .policy import HeuristicPlay, breaks_bomb
from .sampling import deal_hidden

__all__ = ["PIMC", "SearchSpec", "DEFAULT_BUDGET_MS", "NORMAL_WORLDS", "best_candidate", "search_for",
           "style_bias", "break_bias"]

#: default thinking time of one decision; ``ai.duel --budget-ms`` may change it
DEFAULT_BUDGET_MS = 200.0
#: a fixed number of sampled worlds per decision instead of the time budget (reproducible duels
#: on a busy machine); None: think until the budget is spent
DEFAULT_WORLDS: int | None = None
#: the light search of ``normal`` (三打一, 板子炮): worlds sampled per decision over its best three plays
NORMAL_WORLDS = 12
#: the time cap of a light search (``PIMC(worlds=N)``); ``ai.duel --worlds`` lifts it (reproducible)
LIGHT_BUDGET_MS = 25.0
#: at most this many candidate plays are searched
MAX_CANDIDATES = 6
#: bonus per rank of the normal policy's ordering (in result units) to break near-ties
PRIOR = 0.03
#: below this many sampled worlds the means are noise: keep the normal policy's choice
MIN_WORLDS = 8


@dataclass(eq=False)
class SearchSpec:
    """A game's hooks for the search."""

    sim: Callable[[dict[str, Any], Table], SimRules]
    combo_top: Callable[[Any], Top]
    #: cards the other seats are known to hold: seat -> cards
    fixed: Callable[[dict[str, Any], Table, list[Card]], dict[int, list[Card]]] = lambda v, t, pool: {}
    #: may this seat hold these cards, given what it did (must-beat passes)
    accept: Callable[[dict[str, Any], Table, Memory], Callable[[int, list[Card]], bool] | None] = \
        lambda v, t, m: None
    info: Callable[[dict[str, Any]], dict[str, Any]] = lambda v: {}
    #: the roll-outs spend a kept bomb only for points or to stop a seat going out, so they value
    #: keeping one too low: a non-bomb play that breaks a held bomb is marked down this much, in
    #: standard deviations of the sampled results, before the choice (板子炮). 0: no correction
    bomb_break: float = 0.0
    #: adjusts each sampled world in place before the candidates are played in it: (world, the
    #: sampled hidden hands, table), e.g. 板子炮's hidden partner (the sides follow the called card)
    #: and the seats that sit out; assign new lists (``World.copy`` shares ``sides`` and ``info``)
    #: and call ``World.recount`` after moving cards.
    #: None: the world is used as built
    world: Callable[[World, dict[int, list[Card]], Table], None] | None = None
    #: the cards the other seats may hold, from what the view shows (斗地主's public ``played``);
    #: None: the deck less the hand and what ``Memory`` saw played
    pool: Callable[[dict[str, Any], Table], list[Card]] | None = None
    #: the weight of the seat's character in this game's search (``style_bias``'s ``scale``)
    style_scale: float = 1.0


class PIMC:
    """``hard``: think until the budget (``DEFAULT_BUDGET_MS``) over up to ``MAX_CANDIDATES`` plays.
    A *light* search (``worlds=N``, the ``normal`` level of some games) samples exactly N worlds over
    fewer candidates, capped by ``LIGHT_BUDGET_MS``."""

    def __init__(self, rules: ClimbRules, spec: SearchSpec, budget_ms: float | None = None,
                 max_worlds: int = 400, worlds: int | None = None,
                 max_candidates: int = MAX_CANDIDATES) -> None:
        self.rules = rules
        self.spec = spec
        self.budget_ms = budget_ms
        self.max_worlds = max_worlds
        self.worlds = worlds
        self.max_candidates = max_candidates

    def _move(self, action: Action, combo: Any) -> Move | None:
        if action.kind != "play":
            return None
        vals = tuple(v for v in map(self.rules.value, action.cards) if v is not None)
        lone = sum(1 for c in action.cards if self.rules.value(c) is None)
        return Move(self.spec.combo_top(combo), vals, lone)

    def _world(self, t: Table, hidden: dict[int, list[Card]], sim: SimRules) -> World:
        rules = self.rules
        hands, lone = [], []
        for s in range(t.n):
            cards = t.hand if s == t.me else hidden.get(s, [])
            hands.append(list(rules.counts(cards)))
            lone.append(sum(1 for c in cards if rules.value(c) is None))
        top = self.spec.combo_top(t.top.combo) if t.top is not None else None
        passed: list[int] = []
        trick = t.view.get("trick") or {}
        for p in trick.get("plays", []):
            passed = passed + [p["seat"]] if p.get("pass") else []
        return World(hands, lone, t.sides, t.me, top, t.top.seat if t.top else None, passed,
                     rules.points(t.trick_cards), list(t.points), list(t.out), False, self.spec.info(t.view))

    def safe_leads(self, t: Table, actions: Sequence[Action], memory: Memory,
                   normal: HeuristicPlay) -> list[Action]:
        """The plays the search may choose among: ``HeuristicPlay.safest_leads`` (a game's search
        may widen it where its rules make feeding a last card no blunder)."""
        return normal.safest_leads(t, actions, memory)

    def choose(self, t: Table, legal: Sequence[Action], memory: Memory, normal: HeuristicPlay,
               rng: random.Random) -> Action:
        start = time.perf_counter()
        scored = normal.score(t, legal, memory)
        if not scored:
            return legal[0]
        if len(scored) == 1 or scored[0][0] <= -50:
            return scored[0][1]  # one option, or going out
        safe = set(self.safe_leads(t, [a for _, a in scored], memory, normal))
        scored = [x for x in scored if x[1] in safe]
        # the best-ranked play of each distinct shape (kicker variants differ little)
        cands: list[Action] = []
        moves: list[Move | None] = []
        shapes: set[Any] = set()
        for _, a in scored:
            m = self._move(a, self.rules.classify(a.cards, self.rules.options)) if a.kind == "play" else None
            shape = None if m is None else m.top
            if shape in shapes:
                continue
            shapes.add(shape)
            cands.append(a)
            moves.append(m)
            if len(cands) >= self.max_candidates:
                break
        if len(cands) == 1:
            return cands[0]
        sim = self.spec.sim(t.view, t)
        pool = (self.spec.pool(t.view, t) if self.spec.pool is not None
                else memory.unseen(self.rules, t.view, t.hand))
        sizes = {s: t.counts[s] for s in range(t.n) if s != t.me and t.counts[s] > 0}
        fixed = self.spec.fixed(t.view, t, pool)
        accept = self.spec.accept(t.view, t, memory)
        if self.worlds is not None:  # light search: N worlds, never past its cap
            fixed_worlds: int | None = self.worlds
            budget = LIGHT_BUDGET_MS / 1000
        else:
            fixed_worlds = DEFAULT_WORLDS
            budget = (self.budget_ms if self.budget_ms is not None else DEFAULT_BUDGET_MS) / 1000
            if fixed_worlds is not None:
                budget = 1e9
        deadline = start + budget
        per_world: list[list[float]] = []
        worlds = 0
        while worlds < self.max_worlds and time.perf_counter() < deadline:
            if fixed_worlds is not None and worlds >= fixed_worlds:
                break
            hidden = deal_hidden(pool, sizes, rng, fixed, accept)
            base = self._world(t, hidden, sim)
            if self.spec.world is not None:
                self.spec.world(base, hidden, t)
            results = []
            for m in moves:
                if time.perf_counter() > deadline:
                    break  # a world cut short is dropped: never run past the budget
                w = base.copy()
                apply_move(sim, w, t.me, m)
                results.append(sim.evaluate(w, t.me) if w.over else rollout(sim, w, t.me))
            if len(results) < len(moves):
                break
            per_world.append(results)
            worlds += 1
        if worlds == 0:
            return cands[0]
        self.last = {"worlds": worlds, "cands": cands,
                     "means": [sum(r[i] for r in per_world) / worlds for i in range(len(cands))]}
        if worlds < min(MIN_WORLDS, fixed_worlds or MIN_WORLDS):
            return cands[0]
        per_world = break_bias(per_world, cands, t.hand, self.rules, self.spec.bomb_break)
        styled = style_bias(per_world, cands, self.rules, normal, self.spec.style_scale)
        return cands[best_candidate(styled, PRIOR)]


#: a character's ``bomb`` / ``control`` delta of one play, in standard deviations of the sampled
#: results: bold's +0.6 for a bomb shifts its mean by 0.6 of the results' spread
STYLE_SCALE = 1.0


def style_bias(per_world: list[list[float]], actions: Sequence[Action], rules: ClimbRules,
               normal: HeuristicPlay, scale: float = 1.0) -> list[list[float]]:
    """``per_world`` with each candidate's results moved by the seat's character (``normal.bomb``:
    up for a bomb; ``normal.control``: down per control card it spends), in units of the results'
    spread, so that ``hard`` plays its character too (issue #35, point 9). The default character
    (both zero) gets ``per_world`` itself: the same choice as without characters."""
    if not (normal.bomb or normal.control) or not per_world:
        return per_world
    from .policy import controls_in

    flat = [x for r in per_world for x in r]
    mean = sum(flat) / len(flat)
    sd = (sum((x - mean) ** 2 for x in flat) / max(1, len(flat) - 1)) ** 0.5 or 1.0
    shift = []
    for a in actions:
        if a.kind != "play":
            shift.append(0.0)
            continue
        is_bomb = rules.classify(a.cards, rules.options).is_bomb
        spent = controls_in(rules, a.cards, is_bomb)
        shift.append(STYLE_SCALE * scale * sd * (normal.bomb * is_bomb - normal.control * spent))
    return [[x + d for x, d in zip(r, shift)] for r in per_world]


def break_bias(per_world: list[list[float]], actions: Sequence[Action], hand: Sequence[Card],
               rules: ClimbRules, scale: float) -> list[list[float]]:
    """``per_world`` with the results of each non-bomb play that breaks a held bomb lowered by
    ``scale`` standard deviations of the results (``SearchSpec.bomb_break``); itself when no
    candidate breaks one or ``scale`` is 0."""
    if not scale or not per_world:
        return per_world
    base = rules.counts(hand)
    broken = [a.kind == "play" and breaks_bomb([v for v in map(rules.value, a.cards) if v], base,
                                                rules.classify(a.cards, rules.options).is_bomb, rules)
              for a in actions]
    if not any(broken):
        return per_world
    flat = [x for r in per_world for x in r]
    mean = sum(flat) / len(flat)
    sd = (sum((x - mean) ** 2 for x in flat) / max(1, len(flat) - 1)) ** 0.5 or 1.0
    return [[x - scale * sd * b for x, b in zip(r, broken)] for r in per_world]


def best_candidate(per_world: Sequence[Sequence[float]], prior: float, z: float = 0.0) -> int:
    """The index of the candidate to play, from each sampled world's results (one row a world, one
    column a candidate, column 0 the rule-based policy's choice): the best mean, less ``prior`` per
    rank of the policy's ordering. With ``z`` > 0 it must also beat column 0 by more than ``z``
    standard errors of the paired differences (same worlds) or column 0 stands: with few worlds
    the best of several noisy means is mostly luck."""
    worlds = len(per_world)
    if not worlds:
        return 0
    n = len(per_world[0])
    means = [sum(r[i] for r in per_world) / worlds for i in range(n)]
    best = max(range(n), key=lambda i: means[i] - prior * i)
    if best and z > 0:
        d = [r[best] - r[0] for r in per_world]
        m = sum(d) / worlds
        sd = (sum((x - m) ** 2 for x in d) / max(worlds - 1, 1)) ** 0.5
        if m - prior * best < z * sd / worlds ** 0.5:
            return 0
    return best


def search_for(level: str, rules: ClimbRules, spec: SearchSpec, light_normal: bool = False) -> PIMC | None:
    """The search of a climbing game's level: the full one for ``hard``, the light one for ``normal``
    in games whose rule-based play alone is no stronger than ``easy``; None otherwise."""
    if level == "hard":
        return PIMC(rules, spec)
    if level == "normal" and light_normal:
        return PIMC(rules, spec, worlds=NORMAL_WORLDS, max_candidates=3)
    return None
