"""The player object of a climbing game: choice phases by the game module, card play by level."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from engine import Action, LazyActions

from .characters import STEADY, Style
from .climbing import ClimbRules, Memory, Table, parse_table
from .policy import HeuristicPlay, greedy_play

__all__ = ["ClimbPlayer", "ChoiceFn"]

#: a game's non-play decisions: (view, legal, level, rng, style) -> Action (``style``: the seat's
#: character, ``ai.characters``)
ChoiceFn = Callable[[dict[str, Any], Sequence[Action], str, random.Random, Style], Action]

PLAY_KINDS = frozenset(("play", "pass"))


class PlaySearch(Protocol):
    """The card play of a searching level (``ai.pimc.PIMC``, 打筒子's ``DtzSearch``)."""

    def choose(self, t: Table, legal: Sequence[Action], memory: Memory, normal: HeuristicPlay,
               rng: random.Random) -> Action: ...


class ClimbPlayer:
    """``choose(view, legal)`` for one seat of a climbing game at one level."""

    def __init__(self, rules: ClimbRules, level: str, seed: int | None, choices: ChoiceFn,
                 search: PlaySearch | None = None, style: Style = STEADY,
                 rules_for: Callable[[dict[str, Any]], ClimbRules] | None = None) -> None:
        self.rules = rules
        #: the rules adapter for a view's room (house rules that change the shapes, e.g. 打筒子's
        #: two_in_runs); None: ``rules`` for every room
        self.rules_for = rules_for
        self.level = level
        self.style = style
        self.rng = random.Random(seed)
        self.choices = choices
        self.memory = Memory()
        self.normal = HeuristicPlay(rules, smart=True, rng=self.rng, bomb=style.bomb, control=style.control)
        self.easy = HeuristicPlay(rules, smart=False, noise=rules.easy_noise, rng=self.rng, danger=True,
                                  limit=rules.easy_limit, bomb=style.bomb, control=style.control)
        self.search = search  # hard: an object with choose(table, legal, memory, normal, rng)

    def adopt(self, view: dict[str, Any]) -> None:
        """Play by the rules of ``view``'s room from now on (``rules_for``); the levels' policies
        are rebuilt only when the room's rules differ from the last ones."""
        if self.rules_for is None:
            return
        rules = self.rules_for(view)
        if rules is self.rules:
            return
        style = self.style
        self.rules = rules
        self.normal = HeuristicPlay(rules, smart=True, rng=self.rng, bomb=style.bomb, control=style.control)
        self.easy = HeuristicPlay(rules, smart=False, noise=rules.easy_noise, rng=self.rng, danger=True,
                                  limit=rules.easy_limit, bomb=style.bomb, control=style.control)
        if self.search is not None and hasattr(self.search, "rules"):
            self.search.rules = rules

    def choose(self, view: dict[str, Any], legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        if len(legal_actions) == 1:
            if view.get("phase") == "play":
                self.memory.update(view)
            return legal_actions[0]
        head = legal_actions.head if isinstance(legal_actions, LazyActions) else legal_actions
        if view.get("phase") != "play" or any(a.kind not in PLAY_KINDS for a in head):
            return self.choices(view, legal_actions, self.level, self.rng, self.style)
        self.memory.update(view)
        self.adopt(view)
        t = parse_table(view, self.rules)
        if self.level == "greedy":
            return greedy_play(t, legal_actions, self.rules)
        if self.level == "easy":
            action = self.easy.choose(t, legal_actions, self.memory)
        elif self.level in ("normal", "hard") and self.search is not None:
            action = self.search.choose(t, legal_actions, self.memory, self.normal, self.rng)
        else:
            action = self.normal.choose(t, legal_actions, self.memory)
        keep = self.rules.keep_suits
        return keep(t.hand, action) if keep is not None and action.kind == "play" else action
