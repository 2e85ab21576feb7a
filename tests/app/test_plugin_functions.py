"""Code review: a plug-in names its game module's functions (``SCENE``, ``SORT``, ``CHOICES``,
``BADGES``, ``TRACKER``) instead of writing a forwarding method for each; ``GameTable`` calls them."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from app.games.base import GameTable
from app.games.registry import PLUGINS


def scene(app: Any, name: str) -> list[Any]:
    return [("scene", app, name)]


def sort(tokens: list[str], order: str, view: Any) -> list[str]:
    return [order, *tokens]


def choices(ctx: Any, legal: list[Any], st: dict[str, Any]) -> list[Any]:
    st["seen"] = st.get("seen", 0) + 1
    return [ctx.token, *legal, st["seen"]]


def badges(view: Any, seat: int) -> list[str]:
    return [f"badge{seat}"]


def tracker(view: Any, mine: list[str]) -> list[tuple[str, int, int]]:
    return [("x", len(mine), 9)]


class Named(GameTable):
    SCENE, SORT, CHOICES, BADGES, TRACKER = scene, sort, choices, badges, tracker


def test_the_named_functions_answer_unbound_with_the_methods_arguments():
    ctx = SimpleNamespace(token=7)
    table = Named(ctx)  # type: ignore[arg-type]
    assert Named.demo("app", "x_play") == [("scene", "app", "x_play")]
    assert table.sort(["S3", "HA"], "rank", {}) == ["rank", "S3", "HA"]
    assert table.choice_buttons(["a"]) == [7, "a", 1]
    assert table.choice_buttons(["a"]) == [7, "a", 2]  # the panel's state lasts for one decision
    ctx.token = 8
    assert table.choice_buttons(["a"]) == [8, "a", 1]  # a new decision: a new state
    assert table.badges({}, 2) == ["badge2"]
    assert table.tracker_rows({}, ["S3"]) == [("x", 1, 9)]


def test_without_a_named_function_the_defaults_answer():
    table = GameTable(SimpleNamespace(token=0))  # type: ignore[arg-type]
    assert table.badges({}, 0) == [] and table.tracker_rows({}, []) is None
    assert table.sort(["S3", "SA"], "rank", {}) == ["SA", "S3"]
    with pytest.raises(ValueError):
        GameTable.demo(None, "nothing")


@pytest.mark.parametrize("game_id", sorted(PLUGINS))
def test_every_game_names_its_prepared_positions(game_id):
    plugin = PLUGINS[game_id]
    assert plugin.SCENE is not None and plugin.SCENE.__module__ == f"app.games.{game_id}.demo"


@pytest.mark.parametrize("game_id", sorted(PLUGINS))
def test_both_sorts_run_the_same_way_within_a_suit(game_id):
    """Issue 38: by rank the hand ran high → low, by suit low → high; S turned the hand round."""
    table = PLUGINS[game_id](SimpleNamespace(token=0))  # type: ignore[arg-type]
    hearts = [f"H{r}" for r in "3456789TJQKA"]
    hand = hearts + ["S4", "SK", "C9", "D5", "DA", "BJ", "LJ"]
    view = {"trump": None, "viewer": 0, "levels": [2] * 6}
    by_rank = [t for t in table.sort(list(hand), "rank", view) if t in hearts]
    by_suit = [t for t in table.sort(list(hand), "suit", view) if t in hearts]
    assert by_rank == by_suit
    if game_id != "chexuan":  # 扯旋 ranks its 32 cards by its own table of strength (CX-3.4)
        assert by_suit.index("HA") < by_suit.index("H9")  # high cards on the left, as players hold them
