"""Prepared positions for headless runs: the AI-only smoke match and the documentation screenshots
(the app-wide ones here; each game's own, e.g. ``chexuan_bet``, in ``app/games/<id>/demo.py``)."""

from __future__ import annotations

import random
from typing import Any

import engine

from .games.banbiantianzha.demo import seats_one_human
from .games.registry import demo_scene, demo_scenes
from .learn.launch import lesson_table
from .scenes.base import Scene
from .services.history import make_entry, match_id
from .services.saves import SeatConfig
from .services.stats import MatchFacts
from .session import Session

GAME = "banbiantianzha"
#: the app-wide screenshots (menu, scoring, hand-over… on a 半边天炸 table)
APP_SCENES = ("menu", "choice", "trick", "scoring", "matchover", "drawer", "rules", "settings", "handover",
              "takeback", "dealcode", "statistics", "replay", "replays", "house_rules", "learn", "lesson")


def ai_only(app: Any, seed: int = 7, game: str = GAME) -> Scene:
    """A table of AI seats only, as many as ``game`` seats by default, the levels easy, normal, hard
    in turn."""
    levels = ("easy", "normal", "hard")
    seats = [SeatConfig("ai", "", levels[i % 3]) for i in range(engine.GAMES[game].default_players)]
    return app.make("table", Session.new(game, seats, seed=seed))


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


def _after_my_move(app: Any, game: str = GAME) -> Session:
    """One human who has decided at least once this hand and is to act again (悔牌 is on offer)."""
    s = Session.new(game, _seats(app, game), seed=11)
    rng = random.Random(4)
    h = s.hand
    played = False
    while not h.is_over and not (h.to_act == 0 and played):
        legal = h.legal_actions()
        plays = [a for a in legal if a.kind == "play"]
        me = h.to_act == 0
        h.apply(rng.choice(plays) if plays and me else rng.choice(legal))
        played = played or (me and bool(plays))
    s.fresh_hand = False  # the deal is long done: no opening animation
    return s


def demo_stats(stats: Any, game: str = GAME, matches: int = 36) -> None:
    """Made-up finished matches for the statistics screenshot: against normal and hard AIs, whose
    cumulative wins run level for a stretch (the chart keeps equal lines apart)."""
    rng = random.Random(3)
    for k in range(matches):
        level = "normal" if k % 2 == 0 else "hard"
        won = rng.random() < (0.6 if level == "normal" else 0.45) if k >= 8 else k % 4 < 2
        hands = rng.randint(4, 9)
        firsts = rng.randint(0, hands)
        score = rng.randint(5, 60) * (1 if won else -1)
        facts = MatchFacts(score, hands, hands, firsts, rng.randint(0, 4))
        stats.record(game, won, took_back=k % 11 == 5, level=level, facts=facts,
                     day=f"2026-11-{1 + k * 25 // matches:02d}")
    # and how the AI characters faced played (made-up hands near the rates docs/ai.md measured)
    rates = {"steady": {"dou": 0.1, "bombs": 0.8}, "cautious": {"dou": 0.07, "touxiang": 0.02, "bombs": 0.7},
             "bold": {"chui": 0.4, "dou": 0.12, "bombs": 0.9}}
    styles = getattr(stats, "styles", None)  # a bare ``Stats`` of the file-format tests has none
    if styles is None:
        return
    for hand in range(1, 121):
        counts = {c: {"hands": 1, **{k: int(rng.random() < p) for k, p in r.items()}}
                  for c, r in rates.items() if hand % 3 or c != "cautious"}
        styles.hand_done(game, 7, hand, counts)


def screenshot_scene(app: Any, name: str) -> list[Scene]:
    """The scene stack for one documentation screenshot."""
    if name == "menu":
        return [app.make("menu")]
    if name == "rules":
        return [app.make("menu"), app.make("rules", GAME)]
    if name == "settings":
        return [app.make("menu"), app.make("settings")]
    if name == "choice":
        return demo_scene(app, "banbiantianzha_choice")
    if name == "trick":
        return demo_scene(app, "banbiantianzha_trick")
    if name == "scoring":
        table = app.make("table", _finished(app))
        return [table, app.make("scoring", table)]
    if name.startswith("scoring_") and name[8:] in engine.GAMES:  # e.g. scoring_chexuan
        table = app.make("table", _finished(app, hands=1, game=name[8:]))
        return [table, app.make("scoring", table)]
    if name == "matchover":
        table = app.make("table", _finished(app, hands=8))
        return [table, app.make("scoring", table)]
    if name == "drawer":
        [table] = demo_scene(app, "banbiantianzha_trick")
        table.drawer = True
        me, ming, fang = (seat.name for seat in seats_one_human(app))
        pass_ = app.i18n.t("table.pass")
        table.log = [f"{ming}: ♠3", f"{fang}: ♠9", f"{me}: ♠K", f"{ming}: {pass_}", f"{fang}: {pass_}",
                     app.i18n.t("table.trick_won", name=me, points=10),  # a long line wraps:
                     f"{fang}: ♠9 ♠9 ♥9 ♥9 ♦9 ♦9 ♣9 ♣9 ♠10 ♠10 ♥10 ♥10 ♦10 ♦10 ♠J ♠J ♥J ♥J ♦J ♦J ♣J ♣J"]
        return [table]
    if name == "takeback":
        return [app.make("table", _after_my_move(app))]
    if name == "statistics":
        demo_stats(app.stats)
        return [app.make("menu"), app.make("statistics", GAME)]
    if name == "dealcode":
        menu = app.make("menu")
        return [menu, app.make("dealcode", menu.start_code)]
    if name in ("replay", "replays"):  # a finished hand's replay, mid-way, every hand face up
        s = _finished(app, hands=1)
        entry = make_entry(s.hand, s.seats, match_id(s.match.seed), 1, s.deal_code(), when=1_795_000_000.0)
        if name == "replays":
            app.history.add([entry])
            return [app.make("menu"), app.make("replays", GAME)]
        return [app.make("replay", entry)]
    if name == "learn":  # 学牌's hub
        return [app.make("menu"), app.make("learn", GAME)]
    if name == "lesson":  # 打筒子's guided hand, its first bubble open
        made = lesson_table(app, "datongzi")
        assert made is not None
        return [app.make("menu"), app.make("learn", "datongzi"), app.make("table", *made)]
    if name == "house_rules":  # 半边天炸's panel, one reading changed
        menu = app.make("menu")
        options = menu.setup()["options"]
        options["end_on_first_out"] = True
        return [menu, app.make("house_rules", GAME, options, menu.build_setup)]
    if name == "handover":
        seats = [SeatConfig("human", "", "normal") for _ in range(3)]
        table = app.make("table", Session.new(GAME, seats, seed=3))
        return [table, app.make("handover", table, 1)]
    return demo_scene(app, name)  # a game's own position (app/games/<id>/demo.py)


def after_push(app: Any, name: str) -> None:
    """Finishing touches once the screenshot's scenes are entered (a hinted play raised)."""
    if name == "trick":
        app.top.do_hint()
    if name == "replay":  # two thirds in, just after a play (cards on the table)
        rp = app.top.replay
        i = rp.length * 2 // 3
        while i > 1 and rp.decisions[i - 1][1].kind != "play":
            i -= 1
        app.top.seek(i)
    if name == "dealcode":  # a mistyped code and its message
        app.top.field.value = app.top.value = "BBT-SEXAZ8-X8HD9P-XG069H"
        app.top.submit()


def scene_names() -> list[str]:
    """Every ``--scene`` name: the app-wide screenshots and each game's positions."""
    return list(APP_SCENES) + demo_scenes()
