"""Every scene by name: the one module that knows them all (``App.push("scoring", table)``).

Scene modules never import each other; they ask the scene stack for a scene by the name listed here.
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Scene
from .dealcode import DealCodeDialog
from .dialog import ConfirmBox, MessageBox, PauseMenu
from .handover import HandoverScene
from .house_rules import HouseRulesPanel
from .learn import LearnScene
from .menu import MenuScene
from .replay import ReplayScene
from .replays import ReplayListScene
from .rules import RulesScene
from .scoring import ScoringScene
from .settings import SettingsScene
from .statistics import StatisticsScene
from .table import TableScene

#: name -> the scene's class, called as ``cls(app, *args)``
SCENES: dict[str, Callable[..., Scene]] = {
    "menu": MenuScene,  # ()
    "table": TableScene,  # (session)
    "scoring": ScoringScene,  # (table)
    "pause": PauseMenu,  # (table)
    "message": MessageBox,  # (title, text)
    "confirm": ConfirmBox,  # (title, text, on_yes, yes_label)
    "statistics": StatisticsScene,  # (game_id)
    "settings": SettingsScene,  # ()
    "rules": RulesScene,  # (game_id, options=None, rule=None: the rule to open at)
    "handover": HandoverScene,  # (table, seat)
    "dealcode": DealCodeDialog,  # (on_start: Callable[[str], None])
    "replay": ReplayScene,  # (entry: a hand-history entry)
    "replays": ReplayListScene,  # (game_id)
    "learn": LearnScene,  # (game_id=None, then=None: ("lesson", 0) or ("puzzle", i) to start at once)
    "house_rules": HouseRulesPanel,  # (game_id, options: dict changed in place, on_close)
}


def scene_names() -> list[str]:
    return list(SCENES)


__all__ = ["SCENES", "scene_names"]
