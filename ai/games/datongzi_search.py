"""The card play of 打筒子 ``hard``: a determinized Monte Carlo search with suit-aware roll-outs.

At a decision the ``normal`` policy ranks the legal plays; its best few plays of distinct shape,
plus every 筒子 / 地炸 it may play (the plays that earn 奖励分, DTZ-8.1, which ``normal`` ranks low
because it values keeping them), are the candidates. Then, until the time budget runs out (or for
exactly ``ai.pimc.DEFAULT_WORLDS`` worlds when a duel fixes it), a *world* is sampled: the unseen
cards (``Memory.unseen``: the deck minus the seat's hand and every card seen played; the 9 底牌 are
among them, DTZ-1.3) are dealt to the other seats in their known counts, and a seat that passed
could not beat the play it passed on (must-beat, DTZ-5.2), so a deal that gives it a beating
combination is redrawn. Every candidate is played in the same world and the hand is rolled out by
``ai.games.datongzi_playout`` (rank counts plus whole 筒子 / 地炸 units, bonuses scored); the world's
worth is the seat's race score plus bonus minus the others' mean. The best mean wins, with a small
prior for ``normal``'s ranking, if its gain over ``normal``'s first choice in the same worlds is
clear (``Z`` standard errors); otherwise, and with too few worlds, ``normal``'s choice stands.
Following, where ``normal`` would answer with a weapon (bomb, 筒子, 地炸) and a plain beat is among
the candidates, the plain beat stands in for ``normal``'s choice and each weapon's results are
lowered by ``WEAPON_PENALTY``: the roll-outs overrate weapons there (the position suites' worst
positions, ``benchmarks/datongzi_worst.py``).

Only the seat's own ``view()`` is read: the other hands are always sampled.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from engine import Action, Card, parse_cards
from engine.games.datongzi import Combo, can_beat, card_points, classify, trick_bonus

from .. import pimc
from ..climbing import ClimbRules, Memory, Table
from ..decompose import decompose
from ..policy import HeuristicPlay, representatives
from ..sampling import deal_hidden
from .datongzi_playout import SimWorld, Top, Unit, after_pass, after_play, reserve, rollout

__all__ = ["DtzSearch", "PassLog", "combo_top", "hidden_accept"]

#: normal's best plays of distinct shape searched (筒子 / 地炸 plays come on top)
MAX_NORMAL = 4
#: at most this many candidates in all
MAX_CANDIDATES = 7
#: bonus per rank of normal's ordering, in hundreds of points: breaks near-ties toward normal
PRIOR = 0.04
#: leave normal's choice only if the best candidate's mean gain over the same worlds exceeds this
#: many standard errors (roll-outs are crude: a small mean gain is mostly noise)
Z = 1.0
#: below this many worlds the means are noise: keep normal's choice
MIN_WORLDS = 8
#: redraws of a deal that contradicts a must-beat pass
TRIES = 30
#: following, ``normal``'s best plain beat stands as the choice to leave (column 0) where ``normal``
#: would answer with a bomb, 筒子 or 地炸: a weapon must then be clearly better in the search's worlds
PLAIN_FIRST = True
#: following with a plain beat among the candidates, each weapon's roll-out results are lowered by
#: this much (hundreds of points): at the suites' worst positions the roll-outs rated a weapon 30-70
#: points above a plain beat that the analysis's play-outs rated 25-40 points above the weapon
WEAPON_PENALTY = 0.5


def combo_top(combo: Combo) -> Top:
    """The roll-out's comparison data of an engine combination (DTZ-4)."""
    kind, key = combo.kind, combo.key
    if kind in ("single", "pair", "triple"):
        return Top(0, kind, 1, key[0])
    if kind in ("pair_run", "plane"):
        return Top(0, kind, key[0], key[1])
    if kind == "bomb":
        return Top(1, "bomb", key[0], key[1])
    if kind == "tongzi":
        return Top(2, "tongzi", 1, key[0], key[1])
    return Top(3, "dizha", 1, key[0])


class PassLog:
    """Every pass a seat has seen this hand, with the play it passed on: under must-beat (DTZ-5.2)
    the passer held no combination beating that play, and a hand only shrinks, so it holds none
    now either."""

    def __init__(self) -> None:
        self.passes: dict[tuple[Any, ...], tuple[int, Combo]] = {}
        self.total = -1

    def update(self, view: dict[str, Any], options: dict[str, Any] | None = None) -> None:
        total = sum(view["counts"])
        if total > self.total:
            self.passes = {}
        self.total = total
        for trick in (view.get("last_trick"), view.get("trick")):
            if not trick:
                continue
            top_cards: tuple[str, ...] | None = None
            for i, p in enumerate(trick.get("plays", [])):
                if not p.get("pass"):
                    top_cards = tuple(p["cards"])
                    continue
                if top_cards is None:
                    continue
                key = (trick.get("leader"), i, p["seat"], top_cards)
                if key not in self.passes:
                    combo = classify(parse_cards(" ".join(top_cards)), options)
                    if combo is not None:
                        self.passes[key] = (p["seat"], combo)

    def of(self, seat: int) -> list[Combo]:
        """The plays ``seat`` passed on, strongest kinds first (a pass on a bomb rules out most)."""
        out = {id(c): c for s, c in self.passes.values() if s == seat}
        return list(out.values())


def hidden_accept(passlog: PassLog, options: dict[str, Any] | None = None
                  ) -> Callable[[int, list[Card]], bool]:
    """``accept(seat, cards)`` for ``deal_hidden``: no hand beats a play its seat passed on."""
    def accept(seat: int, cards: list[Card]) -> bool:
        return not any(can_beat(cards, c, options) for c in passlog.of(seat))
    return accept


class _Cand:
    __slots__ = ("action", "top", "pts", "bonus", "loose", "units", "plan")

    def __init__(self, action: Action, top: Top | None, pts: int, bonus: int, loose: list[int],
                 units: list[Unit], plan: Any) -> None:
        self.action, self.top, self.pts, self.bonus = action, top, pts, bonus
        self.loose, self.units, self.plan = loose, units, plan


def _rest(hand: Sequence[Card], cards: Sequence[Card]) -> list[Card]:
    left = Counter(hand)
    left.subtract(cards)
    return [c for c, k in left.items() for _ in range(k)]


class DtzSearch:
    """``choose(table, legal, memory, normal, rng)`` for ``ClimbPlayer`` at level ``hard``."""

    def __init__(self, rules: ClimbRules, budget_ms: float | None = None, max_worlds: int = 400) -> None:
        self.rules = rules
        self.budget_ms = budget_ms
        self.max_worlds = max_worlds
        self.passlog = PassLog()
        self.last: dict[str, Any] = {}

    # ---- candidates
    def _candidates(self, t: Table, legal: Sequence[Action],
                    scored: list[tuple[float, Action]]) -> list[Action]:
        cands: list[Action] = []
        shapes: set[tuple[Any, ...]] = set()

        def add(a: Action) -> None:
            if a.kind == "play":
                combo = self.rules.classify(a.cards, self.rules.options)
                shape: tuple[Any, ...] = ((combo.kind, combo.key) if combo is not None
                                          else ("?", tuple(a.cards)))
            else:
                shape = ("pass",)
            if shape not in shapes:
                shapes.add(shape)
                cands.append(a)

        for _, a in scored:
            if len(cands) >= MAX_NORMAL:
                break
            add(a)
        # every 筒子 and 地炸 the seat may play (weakest first), then normal's next choices
        for a in representatives(legal, self.rules, t.hand):
            if a.kind == "play" and len(a.cards) in (3, 8) and len(cands) < MAX_CANDIDATES:
                combo = self.rules.classify(a.cards, self.rules.options)
                if combo is not None and combo.kind in ("tongzi", "dizha"):
                    add(a)
        return cands

    def _weapon(self, a: Action) -> bool:
        combo = self.rules.classify(a.cards, self.rules.options) if a.kind == "play" else None
        return combo is not None and combo.kind in ("bomb", "tongzi", "dizha")

    def _plain_first(self, actions: list[Action]) -> list[Action]:
        """``actions`` with ``normal``'s best plain beat first where its first choice is a weapon."""
        if not actions or not self._weapon(actions[0]):
            return actions
        plain = next((a for a in actions if a.kind == "play" and not self._weapon(a)), None)
        if plain is None:
            return actions
        return [plain] + [a for a in actions if a != plain]

    def _prepare(self, t: Table, a: Action) -> _Cand:
        sh = self.rules.shapes
        if a.kind != "play":
            loose, units = reserve(t.hand)
            return _Cand(a, None, 0, 0, loose, units, None)
        combo = self.rules.classify(a.cards, self.rules.options)
        loose, units = reserve(_rest(t.hand, a.cards))
        plan = decompose(tuple(loose), sh)[1]
        return _Cand(a, combo_top(combo), card_points(a.cards), trick_bonus(combo), loose, units, plan)

    # ---- worlds
    def _base(self, t: Table, hidden: dict[int, list[Card]]) -> SimWorld:
        n = t.n
        loose: list[list[int]] = []
        units: list[list[Unit]] = []
        for s in range(n):
            if s == t.me:
                loose.append([0] * 16)
                units.append([])
                continue
            lo, un = reserve(hidden.get(s, []))
            loose.append(lo)
            units.append(un)
        view = t.view
        trick = view.get("trick") or {}
        top = top_seat = None
        top_bonus = 0
        passed: list[int] = []
        if t.top is not None:
            top = combo_top(t.top.combo)
            top_seat = t.top.seat
            top_bonus = (trick.get("top") or {}).get("bonus") or trick_bonus(t.top.combo)
            for p in trick.get("plays", []):
                passed = passed + [p["seat"]] if p.get("pass") else []
        return SimWorld(loose, units, self.rules.shapes, t.me, top, top_seat, top_bonus, passed,
                        self.rules.points(t.trick_cards), list(t.points),
                        list(view.get("bonus") or [0] * n), list(t.out))

    # ---- decision
    def choose(self, t: Table, legal: Sequence[Action], memory: Memory, normal: HeuristicPlay,
               rng: random.Random) -> Action:
        start = time.perf_counter()
        self.passlog.update(t.view, self.rules.options)
        scored = normal.score(t, legal, memory)
        if not scored:
            return legal[0]
        if len(scored) == 1 or scored[0][0] <= -50:
            return scored[0][1]  # one option, or going out
        safe = set(normal.safest_leads(t, [a for _, a in scored], memory))
        scored = [x for x in scored if x[1] in safe]
        actions = self._candidates(t, legal, scored)
        if PLAIN_FIRST and t.top is not None:
            actions = self._plain_first(actions)
        if len(actions) == 1:
            return actions[0]
        cands = [self._prepare(t, a) for a in actions]
        pool = memory.unseen(self.rules, t.view, t.hand)
        sizes = {s: t.counts[s] for s in range(t.n) if s != t.me and t.counts[s] > 0}
        accept = hidden_accept(self.passlog, self.rules.options)
        fixed = pimc.DEFAULT_WORLDS
        budget = (self.budget_ms if self.budget_ms is not None else pimc.DEFAULT_BUDGET_MS) / 1000
        deadline = start + (1e9 if fixed is not None else budget)
        per_world: list[list[float]] = []
        worlds = 0
        me = t.me
        while worlds < self.max_worlds and (fixed is None or worlds < fixed):
            if time.perf_counter() > deadline:
                break
            hidden = deal_hidden(pool, sizes, rng, None, accept, tries=TRIES)
            base = self._base(t, hidden)
            results = []
            for c in cands:
                if time.perf_counter() > deadline:
                    break  # a world cut short is dropped: never run past the budget
                w = base.copy()
                w.loose[me] = list(c.loose)
                w.units[me] = list(c.units)
                w.plans[me] = c.plan
                if c.top is None:
                    after_pass(w, me)
                else:
                    after_play(w, me, c.top, c.pts, c.bonus)
                results.append(rollout(w, me))
            if len(results) < len(cands):
                break
            per_world.append(results)
            worlds += 1
        self.last = {"worlds": worlds, "cands": [c.action for c in cands], "per_world": per_world,
                     "means": [sum(r[i] for r in per_world) / max(worlds, 1) for i in range(len(cands))]}
        if worlds < min(MIN_WORLDS, fixed or MIN_WORLDS):
            return cands[0].action
        return cands[self.pick(t, [c.action for c in cands], per_world, normal)].action

    def pick(self, t: Table, actions: Sequence[Action], per_world: list[list[float]],
             normal: HeuristicPlay, z: float | None = None) -> int:
        """The index of the candidate to play, from each world's results (a column per action, the
        first standing for ``normal``'s choice): it is left only for a clear gain over the same worlds
        (``z`` standard errors, ``Z`` by default), weapons lowered as ``WEAPON_PENALTY`` says."""
        styled = pimc.style_bias(per_world, actions, self.rules, normal)
        if WEAPON_PENALTY and t.top is not None:
            weapon = [self._weapon(a) for a in actions]
            if not all(weapon) and any(weapon):
                styled = [[x - WEAPON_PENALTY * w for x, w in zip(r, weapon)] for r in styled]
        return pimc.best_candidate(styled, PRIOR, Z if z is None else z)
