"""What the roll-out studies (``benchmarks/*_rollouts.py``) share: each roll-out variant's choice
among a suite position's analysed candidates (``ai.suite.candidates_played``), scored by the
analysis: its regret (the best candidate's analysed mean less the chosen one's) and whether it
chose the best."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from ai.counterfactual import point_of  # noqa: E402
from ai.duel import mean_ci  # noqa: E402
from ai.playout import Move, SimRules, World, apply_move  # noqa: E402
from ai.suite import rebuild, world_at  # noqa: E402


class Choices:
    """Each variant's regret and agreement, position by position, and the CPU time they took."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)
        self.regrets: dict[str, list[float]] = {n: [] for n in self.names}
        self.agree: dict[str, list[float]] = {n: [] for n in self.names}
        self.start = time.process_time()

    def add(self, name: str, means: Sequence[float], vals: Sequence[float]) -> float:
        """Variant ``name`` valued the candidates ``vals`` (the analysis: ``means``); its regret."""
        pick = max(range(len(vals)), key=lambda i: vals[i])
        best = max(means)
        self.regrets[name].append(best - means[pick])
        self.agree[name].append(float(means[pick] == best))
        return self.regrets[name][-1]

    def positions(self) -> int:
        return len(self.regrets[self.names[0]])

    def out_of_time(self, minutes: float) -> bool:
        if time.process_time() - self.start <= minutes * 60:
            return False
        print(f"stopped for time after {self.positions()} positions")
        return True

    def report(self, digits: int = 3) -> None:
        print(f"{self.positions()} positions, their analysis worlds, "
              f"{time.process_time() - self.start:.0f} CPU-s")
        for n in self.names:
            m, lo, hi = mean_ci(self.regrets[n])
            print(f"{n:>10}: regret {m:.{digits}f} [{lo:.{digits}f}, {hi:.{digits}f}] points a decision, "
                  f"agreement {sum(self.agree[n]) / len(self.agree[n]):.2f}")


def in_worlds(positions: Sequence[dict[str, Any]], worlds: int,
              minutes: float) -> Iterator[tuple[dict[str, Any], int, engine.Hand]]:
    """World ``k`` < ``worlds`` of each position (``ai.suite.world_at``, those that can be drawn
    again): the worlds in which the studies play a roll-out beside the engine's own players. Stops
    once ``minutes`` of CPU time have passed, then prints how many positions it went through."""
    start = time.process_time()
    used = 0
    for pos in positions:
        used += 1
        point = point_of(rebuild(pos))
        for k in range(worlds):
            world = world_at(point, pos["seed"], k)
            if world is not None:
                yield pos, k, world
        if time.process_time() - start > minutes * 60:
            print(f"stopped for time after {used} positions")
            break
    print(f"{used} positions, {worlds} worlds each, {time.process_time() - start:.0f} CPU-s")


def moves(sim: SimRules, w: World, play: Callable[[SimRules, World, int], Move | None],
          limit: int = 400) -> Iterator[tuple[int, Move | None]]:
    """A roll-out of ``w`` to its end by the policy ``play``, move by move: each (seat, move) is given
    before it is applied, so a study may look at the world the seat saw."""
    for _ in range(limit):
        if w.over:
            return
        s = w.to_act
        m = play(sim, w, s)
        yield s, m
        apply_move(sim, w, s, m)
