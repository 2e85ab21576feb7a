"""Statistics (issue #24): per game and per opponents' level, figures from real finished matches, the
file's round trip and its damage rule, the statistics scene (keys, mouse, reset with confirmation,
empty state, window sizes)."""

from __future__ import annotations

import json
import random

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from app.demo import demo_stats
from app.scenes.dialog import ConfirmBox
from app.scenes.menu import MenuScene
from app.scenes.statistics import LEVELS, StatisticsScene
from app.scenes.table import TableScene
from app.services.match_facts import HOTSEAT, MIXED, level_bucket
from app.services.saves import SeatConfig
from app.services.stats import EARLIER, SERIES_CAP, MatchFacts, Stats
from app.services.userfile import Damaged
from app.session import Session

from .conftest import click, post_key, rendered_texts


def seats(*levels, humans=1):
    return [SeatConfig("human", "") for _ in range(humans)] + [SeatConfig("ai", "", lv) for lv in levels]


# ---- the level bucket
def test_level_bucket_names_the_opponents():
    assert level_bucket(seats("hard", "hard")) == "hard"
    assert level_bucket(seats("easy", "hard")) == MIXED
    assert level_bucket(seats(humans=3)) == HOTSEAT
    assert level_bucket(seats("normal", humans=2)) == "normal"  # hot-seat with an AI: the AI's level


# ---- figures from outcomes
def test_streaks_and_rates_follow_the_outcomes(tmp_path):
    stats = Stats(tmp_path)
    outcomes = [True, True, False, True, True, True, False, True]
    for k, won in enumerate(outcomes):
        facts = MatchFacts(score=10 * k - 30, hands=3, first_hands=3, firsts=int(won), bombs=k)
        stats.record("datongzi", won, level="hard", facts=facts)
    f = Stats(tmp_path).figures("datongzi", "hard")
    assert (f.matches, f.wins) == (8, 6)
    assert f.win_rate == 6 / 8
    assert (f.streak, f.best_streak) == (1, 3)
    assert f.best == 40 and f.average == sum(10 * k - 30 for k in range(8)) / 8
    assert f.first_rate == 6 / 24 and f.bombs == sum(range(8)) and f.hands == 24
    # another level keeps its own streak; across levels the streak runs over the matches in order
    stats.record("datongzi", True, level="easy")
    assert stats.figures("datongzi", "easy").streak == 1
    assert stats.figures("datongzi").streak == 2
    assert stats.figures("datongzi").matches == 9
    stats.record("datongzi", False, level="easy")
    assert stats.figures("datongzi").streak == 0 and stats.figures("datongzi", "hard").streak == 1


def test_the_series_is_capped_but_the_counts_are_not(tmp_path):
    stats = Stats(tmp_path)
    for k in range(SERIES_CAP + 20):
        stats.record("sandayi", k % 3 == 0, level="normal", facts=MatchFacts(score=k))
    again = Stats(tmp_path)
    points = again.series("sandayi")
    assert len(points) == SERIES_CAP and points[-1].score == SERIES_CAP + 19
    assert again.get("sandayi")[0] == SERIES_CAP + 20


def test_round_trip(tmp_path):
    stats = Stats(tmp_path)
    demo_stats(stats)
    stats.hand_done("banzipao", 77, 2, True, 1)
    again = Stats(tmp_path)
    assert again.data == stats.data and again.points == stats.points and again.open == stats.open
    for lv in [None, *again.levels("banbiantianzha")]:
        assert again.figures("banbiantianzha", lv) == stats.figures("banbiantianzha", lv)


def test_a_file_from_before_reads_as_its_counts_with_the_new_figures_empty(tmp_path):
    old = {"version": 1, "datongzi": {"matches": 4, "wins": 1, "takeback_matches": 1, "takeback_wins": 0}}
    (tmp_path / "stats.json").write_text(json.dumps(old), encoding="utf-8")
    stats = Stats(tmp_path)
    assert stats.damage is None
    assert stats.get("datongzi") == (4, 1) and stats.takebacks("datongzi") == (1, 0)
    f = stats.figures("datongzi")
    assert f.best is None and f.average is None and f.first_rate is None and f.hands == 0
    assert stats.levels("datongzi") == [EARLIER] and stats.series("datongzi") == []
    stats.record("datongzi", True, level="normal", facts=MatchFacts(score=5, hands=2))
    again = Stats(tmp_path)  # written as version 2, the old counts kept
    assert again.figures("datongzi", EARLIER).matches == 4
    assert again.get("datongzi") == (5, 2) and again.figures("datongzi").best == 5


def test_hand_tallies_count_each_hand_once_and_belong_to_one_match(tmp_path):
    stats = Stats(tmp_path)
    stats.hand_done("banbiantianzha", 9, 1, True, 2)
    stats.hand_done("banbiantianzha", 9, 1, True, 2)  # the scoring screen shown again: nothing more
    stats.hand_done("banbiantianzha", 9, 2, False, 1)
    assert Stats(tmp_path).tally("banbiantianzha", 9) == {"seed": 9, "hand": 2, "first_hands": 2, "firsts": 1,
                                                          "bombs": 3}
    assert stats.tally("banbiantianzha", 10)["bombs"] == 0  # another match
    stats.hand_done("banbiantianzha", 10, 1, None, 0)  # a new match replaces the abandoned one's tally
    assert stats.tally("banbiantianzha", 9)["bombs"] == 0


def test_reset_one_game_or_all(tmp_path):
    stats = Stats(tmp_path)
    stats.record("datongzi", True, level="hard")
    stats.record("sandayi", True, level="hard")
    stats.reset("datongzi")
    assert Stats(tmp_path).get("datongzi") == (0, 0) and Stats(tmp_path).get("sandayi") == (1, 1)
    stats.reset()
    assert Stats(tmp_path).get("sandayi") == (0, 0) and Stats(tmp_path).series("sandayi") == []


# ---- a damaged file: accepted or reported, never a crash
def _mutations():
    real = Stats.__new__(Stats)
    real.data, real.points, real.open = {}, {}, {}
    real.frozen, real.path = True, None
    demo_stats(real, matches=6)
    real.hand_done("datongzi", 5, 1, True, 1)
    return json.dumps(real.to_json()).encode()


REAL = _mutations()
_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.text(max_size=6),
                    st.lists(st.integers(), max_size=3),
                    st.dictionaries(st.text(max_size=4), st.integers(), max_size=2))


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*prefix, i))


def _load_or_report(tmp_path, raw: bytes) -> None:
    path = tmp_path / "stats.json"
    for p in tmp_path.iterdir():
        p.unlink()
    path.write_bytes(raw)
    stats = Stats(tmp_path)  # never raises
    if stats.damage is not None:
        assert stats.damage.moved_to is not None and stats.damage.moved_to.read_bytes() == raw
        assert not path.exists()
        return
    for game in list(stats.data) + list(stats.points) + ["banbiantianzha"]:  # what the screen reads
        for lv in [None, *stats.levels(game), *LEVELS]:
            f = stats.figures(game, lv)
            assert f.wins <= f.matches
        stats.series(game)
    stats.record("banbiantianzha", True, level="normal", facts=MatchFacts(score=3, hands=1))
    assert Stats(tmp_path).damage is None  # what it wrote reads back


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_mutated_real_file_is_accepted_or_reported(tmp_path, data):
    doc = json.loads(REAL)
    paths = list(_paths(doc))
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.sampled_from(paths[1:]))
        node = doc
        for step in where[:-1]:
            node = node[step] if isinstance(node, dict) and step in node or (
                isinstance(node, list) and isinstance(step, int) and step < len(node)) else None
            if node is None:
                break
        if node is not None and (isinstance(node, dict) and where[-1] in node
                                 or isinstance(node, list) and isinstance(where[-1], int)
                                 and where[-1] < len(node)):  # an earlier mutation may leave a list
            if data.draw(st.booleans()) or isinstance(node, list):
                node[where[-1]] = data.draw(_VALUES)
            else:
                del node[where[-1]]
    _load_or_report(tmp_path, json.dumps(doc).encode())


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(0, len(REAL)), flips=st.lists(st.tuples(st.integers(0, len(REAL) - 1),
                                                               st.integers(0, 255)), max_size=4))
def test_damaged_bytes_of_a_real_file_are_accepted_or_reported(tmp_path, cut, flips):
    raw = bytearray(REAL)
    for i, b in flips:
        raw[i] = b
    _load_or_report(tmp_path, bytes(raw[:cut] if cut < len(REAL) // 2 else raw))


def test_parse_refuses_impossible_counts():
    from app.services.stats import parse_stats

    with pytest.raises(Damaged):
        parse_stats({"version": 2, "games": {"datongzi": {"hard": {"matches": 1, "wins": 2}}}})
    with pytest.raises(Damaged):
        parse_stats({"version": 2, "series": {"datongzi": [["2026-11-01", "hard", 1, "yes"]]}})
    assert parse_stats({"version": 2})["games"] == {}


# ---- from real matches, through the scoring screen
def _play_match(app, game, chosen, options=None, seed=3):
    """A whole match through the scoring screen; returns (session, bombs the human played, hands
    the human went out first in), counted from the events ``apply`` returned."""
    s = Session.new(game, chosen, options, seed=seed)
    table = TableScene(app, s)
    app.push(table)
    rng = random.Random(seed)
    bombs = firsts = 0
    m = s.match
    kinds = engine.GAMES[game].bomb_kinds
    while True:
        h = m.hand
        while not h.is_over:
            legal = h.legal_actions()
            plays = legal.plays() if isinstance(legal, engine.SegmentedActions) else [a for a in legal
                                                                                       if a.kind == "play"]
            action = rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(list(legal))
            for ev in h.apply(action):
                if ev.kind == "played" and ev.seat == 0 and ev.data.get("kind") in kinds:
                    bombs += 1
        out = h.view(None).get("out")
        firsts += bool(out) and out[0] == 0
        app.push("scoring", table)
        app.pop()
        if m.is_over:
            return s, bombs, firsts
        m.next_hand()


@pytest.mark.parametrize("game,options", [("banbiantianzha", {"hands": 8}), ("banzipao", {"hands": 4}),
                                          ("sandayi", {"hands": 8})])
def test_a_finished_match_records_its_real_facts(app, game, options):
    n = engine.GAMES[game].default_players
    chosen = seats(*(["hard"] + ["easy"] * (n - 2)))
    s, bombs, firsts = _play_match(app, game, chosen, options)
    f = app.stats.figures(game, MIXED if n > 2 else "hard")
    m = s.match
    assert f.matches == 1 and f.wins == int(0 in m.winners)
    assert f.best == m.scores[0] and f.hands == len(m.history) == options["hands"]
    assert f.bombs == bombs and f.first_rate == firsts / len(m.history)
    [p] = app.stats.series(game)
    assert p.score == m.scores[0] and p.won == (0 in m.winners)
    assert app.stats.open == {}  # the tally went into the counts


def test_first_out_does_not_apply_to_chexuan(app):
    s, _, _ = _play_match(app, "chexuan", seats("normal"), {"hands": 10})
    f = app.stats.figures("chexuan", "normal")
    assert f.matches == 1 and f.first_rate is None and f.bombs == 0 and f.hands == len(s.match.history)


# ---- the scene
def open_stats(app):
    app.push(MenuScene(app))
    post_key(app, pygame.K_s)
    assert isinstance(app.top, StatisticsScene)
    return app.top


def test_opened_from_the_menu_by_key_and_button(app):
    scene = open_stats(app)
    post_key(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, MenuScene)
    click(app, menu.stats_button.rect.center)
    assert isinstance(app.top, StatisticsScene) and app.top.game_id == menu.game_id
    assert scene is not app.top


def test_keys_change_game_level_and_chart(app):
    demo_stats(app.stats)
    scene = open_stats(app)
    first = scene.game_id
    post_key(app, pygame.K_RIGHT)
    assert scene.game_id != first
    post_key(app, pygame.K_LEFT)
    assert scene.game_id == first
    post_key(app, pygame.K_DOWN)
    assert scene.level == LEVELS[1]
    post_key(app, pygame.K_g)
    assert scene.mode == 1
    app.step(1 / 60)
    click(app, scene.game_buttons[2].rect.center)
    assert scene.game_id == list(engine.GAMES)[2]


def test_reset_asks_first(app):
    demo_stats(app.stats)
    scene = open_stats(app)
    scene.select_game("banbiantianzha")
    post_key(app, pygame.K_r)
    assert isinstance(app.top, ConfirmBox)
    app.step(1 / 60)
    post_key(app, pygame.K_RETURN)  # the focus is on "back": a stray Enter keeps everything
    assert app.top is scene and app.stats.get("banbiantianzha")[0] == 36
    post_key(app, pygame.K_r)
    click(app, app.top.buttons[1].rect.center)
    assert app.top is scene and app.stats.get("banbiantianzha")[0] == 0
    assert Stats(app.data_dir).get("banbiantianzha")[0] == 0


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_layout_fits_every_window(app, size, lang):
    app.i18n.lang = lang
    app.resize(size)
    demo_stats(app.stats)
    scene = open_stats(app)
    for empty in (False, True):
        if empty:
            scene.select_game("chexuan")
        app.step(1 / 60)
        screen = app.surface.get_rect()
        rects = [b.rect for b in scene.game_buttons + scene.buttons]
        rects += [scene.level_seg.rect, scene.mode_seg.rect]
        assert all(screen.contains(r) for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        assert scene.mode_seg.rect.top >= scene.chart_rect.top
        assert scene.chart_rect.bottom <= scene.buttons[0].rect.top
        for b in scene.game_buttons + scene.buttons:  # every label inside its button
            assert app.text.size(b.label, app.ui.fs(b.font_size), True)[0] < b.rect.width


def test_a_match_under_way_shows_before_it_ends(app):
    """Issue 38: the statistics showed nothing until a whole match had ended; the hands of the match
    under way (tallied as they finish) are now shown, with what they gave so far."""
    app.stats.hand_done("banbiantianzha", 77, 1, True, 2)
    app.stats.hand_done("banbiantianzha", 77, 2, False, 1)
    scene = StatisticsScene(app, "banbiantianzha")
    app.push(scene)
    text = " ".join(rendered_texts(app, scene))
    assert "已打 2 局" in text and "一游 1 次" in text and "炸弹 3 个" in text
    assert app.stats.in_progress("datongzi") is None
    assert StatisticsScene(app, "datongzi").open_match_text() is None
