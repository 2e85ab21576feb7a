"""学牌: every game's guided first hand, driven to its scoring screen by keys and by mouse, in Chinese
and in English, at 1024×640, 1280×720 and 1920×1080 (each size in both languages), with every bubble
of the lesson shown, none over a control or a card, and every ledger line explained (issue 38)."""

from __future__ import annotations

import pygame
import pytest

import engine
from app.learn.content import lesson_for
from app.learn.launch import start_lesson
from app.scenes.scoring import ScoringScene
from app.services.i18n import CATALOGUE

from .conftest import post_key, rendered_texts
from .learn_drive import drive_lesson

GAMES = [g for g in engine.GAMES if lesson_for(g) is not None]


def test_every_game_has_a_lesson():
    assert GAMES == list(engine.GAMES)


def test_every_lesson_is_consistent():
    """The deal code deals, the line is legal from it, and each step's texts exist in both languages."""
    for g in GAMES:
        lesson = lesson_for(g)
        hand = engine.hand_from_code(lesson.code, options=dict(lesson.options))
        for action in lesson.actions():
            assert hand.check(action) is None, (g, action)
            hand.apply(action)
        assert hand.is_over, g
        for step in lesson.steps:
            zh, en = CATALOGUE[step.key]
            assert zh and en and zh != en
            if step.rule:
                assert step.rule.startswith(engine.GAMES[g].rule_prefix), step


def start(app, game_id, lang, size=(1280, 720)):
    app.resize(size)
    app.settings.anim_speed = "off"
    app.settings.language = lang
    app.i18n.lang = lang
    app.push("menu")
    assert start_lesson(app, game_id)
    table = app.top
    assert table.coach is not None
    return table


@pytest.mark.parametrize("game_id", GAMES)
# the quick run drives the most crowded window (both inputs, both languages); the larger two are slow-tier
@pytest.mark.parametrize("by,lang,size", [
    ("keys", "zh", (1024, 640)), ("mouse", "en", (1024, 640)),
    *(pytest.param(*run, marks=pytest.mark.slow) for run in (
        ("keys", "en", (1280, 720)), ("mouse", "zh", (1280, 720)), ("keys", "zh", (1920, 1080)),
        ("mouse", "en", (1920, 1080))))],
    ids=("keys-zh-1024", "mouse-en-1024", "keys-en-1280", "mouse-zh-1280", "keys-zh-1920", "mouse-en-1920"))
def test_lesson_to_its_scoring_screen(app, game_id, by, lang, size):
    table = start(app, game_id, lang, size)
    coach = table.coach
    scoring = drive_lesson(app, table, by, refuse_once=by == "keys")
    lesson = coach.lesson
    shown = coach.shown
    for step in lesson.steps:
        assert step.key in shown, (step.key, shown)
    if by == "keys" and "play" in engine.registry.hand_class(game_id).PHASES:
        assert "refusal" in shown
    # the hand followed the line: the same hand every time
    assert coach.on_line and coach.done == len(coach.line)
    # every ledger line explained, in the player's language
    result = table.session.hand.result()
    assert len(scoring.notes) == len(result.lines)
    for text, rule in scoring.notes:
        assert text and "{" not in text
        assert rule is None or rule.startswith(engine.GAMES[game_id].rule_prefix)
    app.i18n.lang = "zh" if lang == "en" else "en"  # the same lines in the other language differ
    other = coach.notes(result.lines)
    assert all(a[0] != b[0] for a, b in zip(scoring.notes, other))
    assert app.learn_progress.lesson_done(game_id)
    # nothing of the lesson went into the saves, the history or the statistics
    assert app.saves.load_all().get(game_id) is None or app.saves.load_all()[game_id].saved is None
    assert app.stats.get(game_id) == (0, 0)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_lessons_top_bar_says_it_is_the_first_hand(app, lang):
    """A lesson is one guided hand: the top bar says so, not "hand 1/12" of a match."""
    table = start(app, "doudizhu", lang)
    texts = rendered_texts(app, table)
    assert app.i18n.t("learn.lesson_bar") in texts
    assert app.i18n.t("table.hand_no_open", n=1) not in " ".join(texts)


def test_a_bubble_holds_the_table_and_opens_its_rule(app):
    table = start(app, "datongzi", "zh")
    coach = table.coach
    for _ in range(3):
        app.step(1 / 30)
    assert coach.bubble is not None and coach.bubble.key == "lesson.dtz.start"
    actions = table.session.actions
    post_key(app, pygame.K_r)
    rules = app.top
    assert type(rules).__name__ == "RulesScene" and rules.rule == "DTZ-1.3"
    assert rules.scroll > 0  # opened at the rule, not at the top
    post_key(app, pygame.K_ESCAPE)
    assert app.top is table and coach.bubble is not None and table.session.actions == actions


def test_the_scoring_screen_offers_the_hub_and_a_retry(app):
    table = start(app, "chexuan", "zh")
    scoring = drive_lesson(app, table, "keys")
    assert isinstance(scoring, ScoringScene) and scoring.entry is None
    texts = rendered_texts(app, scoring)  # one guided hand: no "hand 1 result" of a match
    assert app.i18n.t("learn.lesson_result") in texts and app.i18n.t("score.title", n=1) not in texts
    post_key(app, pygame.K_1)  # the first line's rule
    assert type(app.top).__name__ == "RulesScene"
    post_key(app, pygame.K_ESCAPE)
    post_key(app, pygame.K_t)  # again
    assert app.top.coach is not None and app.top.coach.done == 0
    post_key(app, pygame.K_ESCAPE)  # the pause menu over the new lesson
