"""Prepared positions for headless runs: the AI-only smoke match and the documentation screenshots."""

from __future__ import annotations

import random
from typing import Any

import engine

from .scenes.base import Scene
from .services.saves import SeatConfig
from .session import Session

GAME = "banbiantianzha"


def seats_one_human(app: Any) -> list[SeatConfig]:
    zh = app.i18n.zh
    return [
        SeatConfig("human", "我" if zh else "You", "normal"),
        SeatConfig("ai", "小明" if zh else "Ming", "normal"),
        SeatConfig("ai", "阿芳" if zh else "Fang", "hard"),
    ]


def ai_only(app: Any, seed: int = 7) -> Scene:
    from .scenes.table import TableScene

    seats = [SeatConfig("ai", "", lv) for lv in ("easy", "normal", "hard")]
    return TableScene(app, Session.new(GAME, seats, seed=seed))


def _choice_position(app: Any) -> Session:
    """The human holds the big joker and must choose 开枪 or 投降."""
    for seed in range(1, 500):
        s = Session.new(GAME, seats_one_human(app), seed=seed)
        h = s.hand
        for value in ("chui", "buchui", "chui"):
            h.apply(engine.Action("choose", value=value))
        if h.phase == "shoot" and h.to_act == 0:
            return s
    raise RuntimeError("no demo seed found")


def _trick_position(app: Any) -> Session:
    """Mid-trick, the human to answer two plays already on the table."""
    for seed in range(1, 500):
        s = Session.new(GAME, seats_one_human(app), seed=seed)
        h = s.hand
        rng = random.Random(seed)
        steps = 0
        while not h.is_over and steps < 200:
            steps += 1
            if h.phase != "play":
                legal = h.legal_actions()
                h.apply(legal[-1] if h.phase in ("counter_shot", "dou", "counter_dou") else legal[0])
                continue
            v = h.view(0)
            plays = (v.get("trick") or {}).get("plays") or []
            latest = {p["seat"]: p for p in plays}
            if (
                h.to_act == 0
                and all(k in latest and not latest[k].get("pass") for k in (1, 2))
                and sum(v["points"]) > 0
                and v["counts"][0] >= 9
            ):
                return s
            legal = h.legal_actions()
            plays_ = [a for a in legal if a.kind == "play"]
            h.apply(
                rng.choice(plays_[: max(1, len(plays_) // 3)]) if plays_ and rng.random() < 0.8 else legal[0]
            )
    raise RuntimeError("no demo seed found")


def _seats(app: Any, game: str) -> list[SeatConfig]:
    """One human and AI seats, as many as ``game`` seats by default."""
    n = engine.GAMES[game].default_players
    base = seats_one_human(app)
    return base[:n] + [SeatConfig("ai", "", "normal") for _ in range(n - len(base))]


def _finished(app: Any, hands: int = 3, game: str = GAME) -> Session:
    s = Session.new(game, _seats(app, game), seed=11)
    rng = random.Random(5)
    for k in range(hands):
        h = s.hand
        while not h.is_over:
            legal = h.legal_actions()
            # 打筒子 lists its plays lazily (too many to build): the same choice without listing them
            plays = (legal.plays() if isinstance(legal, engine.SegmentedActions)
                     else [a for a in legal if a.kind == "play"])
            h.apply(rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(legal))
        _ = s.match.scores  # reading the totals books the finished hand
        if k < hands - 1:
            s.next_hand()
    return s


def screenshot_scene(app: Any, name: str) -> list[Scene]:
    """The scene stack for one documentation screenshot."""
    from .scenes.menu import MenuScene
    from .scenes.rules import RulesScene
    from .scenes.scoring import ScoringScene
    from .scenes.settings import SettingsScene
    from .scenes.table import TableScene

    if name == "menu":
        return [MenuScene(app)]
    if name == "rules":
        return [MenuScene(app), RulesScene(app, GAME)]
    if name == "settings":
        return [MenuScene(app), SettingsScene(app)]
    if name == "choice":
        return [TableScene(app, _choice_position(app))]
    if name == "trick":
        return [TableScene(app, _trick_position(app))]
    if name == "scoring":
        table = TableScene(app, _finished(app))
        return [table, ScoringScene(app, table)]
    if name.startswith("scoring_") and name[8:] in engine.GAMES:  # e.g. scoring_chexuan
        table = TableScene(app, _finished(app, hands=1, game=name[8:]))
        return [table, ScoringScene(app, table)]
    if name == "matchover":
        table = TableScene(app, _finished(app, hands=8))
        return [table, ScoringScene(app, table)]
    if name == "drawer":
        table = TableScene(app, _trick_position(app))
        table.drawer = True
        table.log = ["小明: ♠3", "阿芳: ♠9", "我: ♠K", "小明: 不出", "阿芳: 不出", "我 收下 10 分"]
        return [table]
    if name == "handover":
        from .scenes.handover import HandoverScene

        seats = [SeatConfig("human", "", "normal") for _ in range(3)]
        table = TableScene(app, Session.new(GAME, seats, seed=3))
        return [table, HandoverScene(app, table, 1)]
    if name.startswith(("sandayi_", "datongzi_", "banzipao_")):  # app.table.demo_climbing
        from .table.demo_climbing import game_scene as climbing_scene

        return climbing_scene(app, name)
    if name.startswith(("chexuan_", "zhaopengyou_")):  # 扯旋 and 找朋友 positions (app.table.demo_games)
        from .table.demo_games import game_scene

        return game_scene(app, name)
    raise ValueError(f"unknown scene {name!r}")


def after_push(app: Any, name: str) -> None:
    """Finishing touches once the screenshot's scenes are entered (a hinted play raised)."""
    if name == "trick":
        app.top.do_hint()
