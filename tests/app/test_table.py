"""The table: keyboard and mouse play, illegal plays, choice buttons, AI turns, resize, a full match."""

from __future__ import annotations

import re

import pygame
import pytest

from ai.hint import CODES
from app.scenes.scoring import ScoringScene
from app.scenes.table import TableScene
from app.services.saves import SeatConfig
from app.services.strings_hint import hint_reason_text
from app.session import Session
from engine import Action

from .conftest import click, frames, post_key

# the hint here is the app's own (hard's search and its reason): test_hint_shows_the_ai_suggestion_first
pytestmark = pytest.mark.hard_hint


def one_human(seed=5):
    return Session.new(
        "banbiantianzha",
        [SeatConfig("human", "甲"), SeatConfig("ai", "乙"), SeatConfig("ai", "丙")],
        seed=seed,
    )


def run_until(app, cond, limit=3000):
    for _ in range(limit):
        if cond():
            return True
        app.step(1 / 30)
    return cond()


def human_to_act(table):
    return table.session.hand.to_act == 0


def test_choice_phase_buttons_come_from_legal_actions(app):
    table = TableScene(app, one_human())
    app.push(table)
    assert table.session.hand.phase == "hammer" and human_to_act(table)
    labels = [b.label for b in table.buttons]
    assert labels == ["捶  1", "不捶  2"]  # with their number keys
    post_key(app, pygame.K_2)  # the second button: 不捶
    assert table.session.actions == 1
    app.saves.flush()
    assert app.saves.slot("banbiantianzha").path.exists()  # autosaved after the action


def advance_to_human_play(app, table):
    def ready():
        h = table.session.hand
        if h.to_act == 0 and h.phase != "play":
            table.buttons[0].activate()
        return h.phase == "play" and h.to_act == 0 or h.is_over

    assert run_until(app, ready)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_illegal_play_shows_why_in_the_players_language_and_changes_nothing(app, lang):
    app.i18n.lang = lang
    for seed in range(1, 40):
        table = TableScene(app, one_human(seed))
        app.reset_to(table)
        advance_to_human_play(app, table)
        h = table.session.hand
        if h.is_over:
            continue
        # two cards of different ranks that are not a combination
        tokens = table.tokens
        pair = next(
            (
                (i, j)
                for i in range(len(tokens))
                for j in range(i + 1, len(tokens))
                if tokens[i][1] != tokens[j][1] and "BJ" not in (tokens[i], tokens[j])
            ),
            None,
        )
        if pair is None:
            continue
        before = h.to_dict()
        table.selected = set(pair)
        table._update_play_state()
        post_key(app, pygame.K_RETURN)
        assert h.to_dict() == before
        assert table.message and table.message_err
        action = Action.play(" ".join(table.selected_tokens()))
        refusal = h.explain(action)
        lang = app.i18n.lang
        assert refusal and table.message == (refusal.zh if lang == "zh" else refusal.en)
        assert refusal.rule not in table.message  # no rule number in a player's message
        if lang == "zh":
            assert not re.search(r"[B-IL-PR-Zb-z]", table.message), table.message  # ranks A K Q J only
        return
    raise AssertionError("no position found")


def test_keyboard_hint_and_play(app):
    table = TableScene(app, one_human(3))
    app.push(table)
    advance_to_human_play(app, table)
    h = table.session.hand
    n_before = len(table.tokens)
    actions = table.session.actions
    post_key(app, pygame.K_h)
    if not table.selected:  # the AI's suggestion may be to pass; the next H shows a legal play
        post_key(app, pygame.K_h)
    assert table.selected  # the hint chose a legal play
    chosen = table.selected_tokens()
    assert table.session.check(Action.play(" ".join(chosen))) is None
    post_key(app, pygame.K_RETURN)
    assert table.session.actions == actions + 1
    assert len(table.tokens) == n_before - len(chosen) or h.is_over


def test_mouse_selects_and_arrow_space_toggle(app):
    table = TableScene(app, one_human(3))
    app.push(table)
    advance_to_human_play(app, table)
    rects = table.geo.hand_rects(len(table.tokens))
    click(app, (rects[2].left + 5, rects[2].centery))
    assert table.selected == {2}
    click(app, (rects[2].left + 5, rects[2].centery - table.geo.raise_px))
    assert table.selected == set()
    post_key(app, pygame.K_RIGHT)
    post_key(app, pygame.K_SPACE)
    assert table.selected == {3}  # the cursor follows the last clicked card
    # drag across three cards selects all three
    table.selected.clear()
    y = rects[0].centery
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(rects[4].left + 4, y), button=1))
    for i in (5, 6):
        app.dispatch(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(rects[i].left + 4, y), rel=(1, 0), buttons=(1, 0, 0))
        )
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(rects[6].left + 4, y), button=1))
    assert table.selected == {4, 5, 6}


def test_home_and_end_move_the_cursor_to_the_ends_of_the_hand(app):
    """Issue 38: Home/End did nothing in the hand; a 40-card hand is a long walk by arrows."""
    table = TableScene(app, one_human(3))
    app.push(table)
    advance_to_human_play(app, table)
    n = len(table.tokens)
    post_key(app, pygame.K_END)
    post_key(app, pygame.K_SPACE)
    assert table.selected == {n - 1}
    post_key(app, pygame.K_HOME)
    post_key(app, pygame.K_SPACE)
    assert table.selected == {0, n - 1}


def test_resize_recomputes_the_layout(app):
    table = TableScene(app, one_human(3))
    app.push(table)
    advance_to_human_play(app, table)
    old = table.geo.hand_rects(len(table.tokens))
    app.resize((1600, 900))
    assert app.surface.get_size() == (1600, 900)
    new = table.geo.hand_rects(len(table.tokens))
    assert new[0].width > old[0].width
    assert all(r.bottom <= 900 and r.left >= 0 and r.right <= 1600 for r in new)
    app.resize((800, 500))  # below the minimum: clamped
    assert app.surface.get_size() == (1024, 640)
    frames(app, 2)


def test_ai_only_match_plays_through_hands_without_blocking(app):
    app.settings.anim_speed = "off"
    seats = [SeatConfig("ai", "", lv) for lv in ("random", "easy", "normal")]
    s = Session.new("banbiantianzha", seats, seed=8)
    table = TableScene(app, s)
    app.push(table)
    assert run_until(app, lambda: isinstance(app.top, ScoringScene), limit=20000)
    assert s.match.history and s.hand.is_over
    scoring = app.top
    scoring.next_hand()
    assert app.top is table and s.match.hand_no == 2 and not s.hand.is_over


def test_every_scene_draws_at_minimum_and_large_sizes(app):
    from app.scenes.menu import MenuScene
    from app.scenes.rules import RulesScene
    from app.scenes.settings import SettingsScene

    app.push(MenuScene(app))
    for size in ((1024, 640), (1920, 1080)):
        app.resize(size)
        for scene in (RulesScene(app, "banbiantianzha"), SettingsScene(app)):
            app.push(scene)
            frames(app, 2)
            app.pop()
        frames(app, 2)


def test_rules_viewer_scrolls(app):
    from app.scenes.rules import RulesScene

    rules = RulesScene(app, "banbiantianzha")
    app.push(rules)
    assert rules.max_scroll() > 0
    post_key(app, pygame.K_END)
    assert rules.scroll == rules.max_scroll()
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0))
    assert rules.scroll < rules.max_scroll()
    assert any("BBT-5.8" in line[0] for line in rules.lines)


def test_language_switch_relabels_buttons(app):
    table = TableScene(app, one_human())
    app.push(table)
    assert table.buttons[0].label.startswith("捶")
    app.settings.language = "en"
    app.apply_settings()
    assert table.buttons[0].label.startswith("Hammer")


def test_auto_play_takes_over_the_human_seat_and_gives_it_back(app):
    app.settings.anim_speed = "off"
    table = TableScene(app, one_human(3))
    app.push(table)
    advance_to_human_play(app, table)
    actions = table.session.actions
    post_key(app, pygame.K_a)
    assert 0 in table.auto
    assert run_until(app, lambda: table.session.actions > actions + 3, limit=3000)
    post_key(app, pygame.K_a)
    assert 0 not in table.auto


def test_ai_worker_process_mode_answers_with_a_legal_action():
    import time

    import engine
    from app.ai_worker import AIWorker

    hand = engine.new_hand("banbiantianzha", seed=4)
    worker = AIWorker("process")
    try:
        worker.request(
            "t1", ("banbiantianzha", "random", 1), hand.view(hand.to_act), hand.to_dict(), (0.0, 0.0)
        )
        answers = []
        deadline = time.time() + 60
        while not answers and time.time() < deadline:
            answers = worker.poll()
            time.sleep(0.02)
        assert answers and answers[0][0] == "t1"
        assert answers[0][1] in hand.legal_actions()
    finally:
        worker.close()


def test_f11_toggles_full_screen_without_crashing(app):
    from app.scenes.menu import MenuScene

    app.push(MenuScene(app))
    before = app.settings.fullscreen
    post_key(app, pygame.K_F11)
    frames(app, 2)
    post_key(app, pygame.K_F11)
    frames(app, 2)
    assert app.settings.fullscreen == before
    assert app.surface.get_size()[0] >= 1024


def test_hint_shows_the_ai_suggestion_first(app):
    table = TableScene(app, one_human(3))
    app.push(table)
    advance_to_human_play(app, table)
    assert run_until(app, lambda: table.hint_action is not None, limit=600)
    suggestion = table.hint_action
    # the AI says why (ai.hint), and H shows it in the player's language (issue #25)
    assert table.hint_reason is not None and table.hint_reason["code"] in CODES
    post_key(app, pygame.K_h)
    why = hint_reason_text(app.i18n.t, table.hint_reason)
    assert why and why in table.message
    if suggestion.kind == "pass":
        assert not table.selected and table.message
    else:
        assert sorted(table.selected_tokens()) == sorted(str(c) for c in suggestion.cards)
    post_key(app, pygame.K_h)  # then the legal plays, smallest first
    assert table.selected and table.session.check(Action.play(" ".join(table.selected_tokens()))) is None


def test_seat_lines_fit_their_panels_in_every_game_and_language(app):
    """The small line of every seat panel (cards left, points, 三打一's bombs, 扯旋's stake and chips
    in, 找朋友's level) is never cut off with an ellipsis, in either language, on every prepared table
    position of every game, at the design size and the smallest window."""
    from app.demo import screenshot_scene
    from app.games.registry import demo_scenes
    from app.scenes.table import TableScene as Table

    cut = []
    for name in ("choice", "trick", *demo_scenes()):
        stack = screenshot_scene(app, name)
        table = next(sc for sc in stack if isinstance(sc, Table))
        app.reset_to(table)
        for lang in ("zh", "en"):
            app.settings.language = lang
            app.apply_settings()
            for size in ((1280, 720), (1024, 640)):
                app.resize(size)
                for seat in table.geo.panels:
                    if not table.painter.seat_line_fits(seat):
                        cut.append((name, lang, size, table.painter.seat_line(seat)[0]))
    assert not cut, sorted(set((c[0], c[1], c[3]) for c in cut))


# English (the wider labels) is the slow tier's: each language draws 60 frames
@pytest.mark.parametrize("lang", ["zh", pytest.param("en", marks=pytest.mark.slow)])
def test_tracker_covers_nothing_of_the_table(app, lang):
    """The 记牌器 opens where it covers no seat, no seat's cards or play, no box the game draws (the
    打筒子 scoreboard, 找朋友's trump panel, 扯旋's pot), no button, not your hand and not the message
    line: in a list, else in a grid of cells, wherever one fits — every game with a tracker, in card
    play and in choice phases, six window sizes, in Chinese (quick) and English (slow tier)."""
    from app.demo import screenshot_scene
    from app.games import tracker
    from app.scenes.table import TableScene as Table

    surface = pygame.Surface((1920, 1080))
    scenes = ("banbiantianzha_trick", "banbiantianzha_choice",
              "datongzi_play", "banzipao_play", "banzipao_call", "zhaopengyou_play", "zhaopengyou_bury",
              "zhaopengyou_call", "chexuan_bet", "chexuan_split")
    covered = []
    app.settings.language = app.i18n.lang = lang
    for name in scenes:
        table = next(sc for sc in screenshot_scene(app, name) if isinstance(sc, Table))
        app.reset_to(table)
        table.game.toggle_tracker()
        for size in ((1280, 720), (1024, 640), (1920, 1080), (1366, 768), (1600, 900), (800, 600)):
            app.resize(size)
            table.draw(surface)  # the frame's boxes (scoreboards, pot…) are what it avoids
            rows = table.game.tracker_rows(table.view, list(table.tokens))
            assert rows, name
            box, _ = tracker.tracker_rect(table.ctx, table.game, tracker.layout_sizes(table.ctx, rows))
            g = table.geo
            assert g.top_bar.bottom <= box.top and box.bottom <= g.H and box.right <= g.W, (name, size)
            covered += [(lang, name, size, tuple(r)) for r, _ in tracker.obstacles(table.ctx, table.game)
                        if box.colliderect(r)]
        table.game.toggle_tracker()
    assert not covered, covered


def test_tracker_counts_from_the_view_only(app):
    """The climbing games' 记牌器 counts what the view's ``played`` lists (BBT-1.2 … SDY-1.2 decks):
    the hand's hidden cards never enter it."""
    from app.games.registry import plugin_for

    bzp = plugin_for("banzipao")(None)  # the 记牌器's rows need no table
    view = {"phase": "play", "played": ["SA", "HA", "S2"]}
    rows = dict((label, (left, total)) for label, left, total in bzp.tracker_rows(view, ["DA"]))
    assert rows["A"] == (1, 4) and rows["2"] == (3, 4) and rows["K"] == (4, 4)
    assert bzp.tracker_rows({"phase": "over", "played": []}, []) == []


def test_banbiantianzha_tracker_counts_its_51_card_deck(app):
    """半边天炸 has a 记牌器 like the other climbing games': its deck lacks the small joker and the
    red-less 2s (BBT-1.2: 51 cards, two 2s, one joker); a button (T) in the side column opens it."""
    from app.games.registry import plugin_for

    bbt = plugin_for("banbiantianzha")(None)
    view = {"phase": "play", "played": ["S2", "BJ", "HA"]}
    rows = {label: (left, total) for label, left, total in bbt.tracker_rows(view, ["H2", "SA"])}
    assert rows["2"] == (0, 2) and rows["A"] == (2, 4) and rows["3"] == (4, 4)
    assert sum(total for _, total in rows.values()) == 51
    assert [left for _, left, _ in bbt.tracker_rows(view, [])][0] == 0  # the big joker, played
    table = TableScene(app, one_human())
    app.push(table)
    advance_to_human_play(app, table)
    button = [b for b in table.bar_buttons if b.label.startswith(table.t("tracker.button"))]
    assert button and button[0].rect.right == table.geo.side_buttons.right
    post_key(app, pygame.K_t)
    assert table.game.tracker_on
    post_key(app, pygame.K_t)
    assert not table.game.tracker_on


def test_scoring_screen_names_every_side():
    """The scoring screen labels each seat's side: the view's role (BBT 庄/闲, SDY 地主/农民), else
    the role the table's badges show — 板子炮's partner (BZP-4.4) and 包牌 bidder (BZP-4), 扯旋's
    庄 (CX-1.3), 找朋友's declarer and friend (ZPY-0.2)."""
    from app.games.registry import plugin_for

    def plugin(game: str):  # noqa: ANN202 - the scoring labels need no table
        return plugin_for(game)(None)

    def view(game: str, n: int, **keys: object) -> dict:
        """A real view of a fresh hand (the plug-ins read its typed keys) with ``keys`` set."""
        s = Session.new(game, [SeatConfig("ai", "", "random") for _ in range(n)], seed=1)
        return {**s.view(None), **keys}

    bzp = view("banzipao", 4, roles=["defender", "partner", "banker", "defender"], banker=2)
    assert [plugin("banzipao").role_label(bzp, s) for s in range(4)] == [
        "role.defender", "bzp.badge_partner", "role.banker", "role.defender"]
    bao = view("banzipao", 4, roles=["bidder", "opponent", "opponent", "opponent"], banker=0)
    assert plugin("banzipao").role_label(bao, 0) == "bzp.badge_bidder"
    zpy = view("zhaopengyou", 5, declarer=0, friend=4, friend_found=True, phase="over")
    assert [plugin("zhaopengyou").role_label(zpy, s) for s in (0, 1, 4)] == [
        "role.declarer", None, "role.friend"]
    cx = view("chexuan", 3, phase="bet", dealer=1, playing=[True] * 3, folded=[True, False, False],
              allin=[False] * 3, split_done=[False] * 3)
    assert [plugin("chexuan").role_label(cx, s) for s in range(3)] == [None, "role.banker", None]
    bbt = view("banbiantianzha", 3, roles=["banker", "defender", "defender"])
    assert plugin("banbiantianzha").role_label(bbt, 0) == "role.banker"


def test_a_disabled_buttons_tooltip_keeps_off_the_hint_bubble(app, monkeypatch):
    """Issue 38: hovering a disabled button drew its reason over the message bubble (the hint's why)."""
    from app.ui.widgets import Button

    table = TableScene(app, one_human(3))
    app.push(table)
    advance_to_human_play(app, table)
    table.selected.clear()
    table.rebuild_buttons()
    off = [b for b in table.buttons if isinstance(b, Button) and not b.enabled and b.reason]
    assert off, [b.label for b in table.buttons]
    table.say("提示：" + "这一手先出小牌，留住大牌和炸弹" * 2)
    checked = 0
    for b in off:
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda b=b: b.rect.center)
        table.draw(app.surface)
        bubble = table.painter.bubble
        assert bubble is not None and b.tooltip_rect is not None
        assert not b.tooltip_rect.colliderect(bubble), (b.label, b.tooltip_rect, bubble)
        checked += 1
    assert checked


def test_the_turn_line_keeps_one_place_all_hand(app, monkeypatch):
    """Issue 38: the status line moved between states (hand over drawn higher than your turn, whose
    turn lower) and jumped when the hand's rows changed; it now keeps one y all hand long."""
    table = TableScene(app, one_human(3))
    app.push(table)
    advance_to_human_play(app, table)
    table.message = ""
    table.draw(app.surface)
    mine = table.painter.status_rect
    assert mine is not None
    table.view = dict(table.view, to_act=1)  # someone else's turn, as the line reads it
    monkeypatch.setattr(table, "my_turn", lambda: False)
    table.draw(app.surface)
    theirs = table.painter.status_rect
    assert theirs is not None and theirs.centery == mine.centery
    monkeypatch.setattr(type(table.session.hand), "is_over", property(lambda self: True))
    table.draw(app.surface)
    over = table.painter.status_rect
    assert over is not None and over.centery == mine.centery
    # a two-row hand (找朋友's kitty) lifts the line; it stays there when the hand shrinks to one row
    real = table.tokens
    table.tokens = real * 3
    assert len(table.geo.hand_rows(len(table.tokens))) == 2
    high = table.painter.status_y()
    table.tokens = real
    assert table.painter.status_y() == high < table.geo.message_line(len(real))
