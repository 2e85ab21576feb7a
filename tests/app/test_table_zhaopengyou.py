"""五人三副牌找朋友 at the table: a whole hand played through the table scene by actions (declaring,
burying, the friend call, card play, the blocker's choice), hot-seat privacy, and the panels giving
only legal actions."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

from app.scenes.handover import HandoverScene
from app.scenes.scoring import ScoringScene
from app.scenes.table import TableScene
from app.table.controls import KeyButton
from engine import Action

from .conftest import frames, post_key
from .table_drive import human_turn, new_session, play_to_scoring, privacy_frames


def session(humans=1, seed=3, level="random"):
    return new_session("zhaopengyou", humans, seed, level)


def play_human_turn(app, table, rng, bid=True):
    """One decision through the panel, by keys, the way a player would make it."""
    h = table.session.hand
    before = table.session.actions
    phase = h.phase
    if phase == "bid":
        bids = [b for b in table.buttons if isinstance(b, KeyButton) and b.keys and b.keys[0] == pygame.K_1]
        post_key(app, pygame.K_1 if bid and bids else pygame.K_p)
    elif phase == "bury":
        post_key(app, pygame.K_g)  # the engine's first suggestion, selected in the hand
        assert len(table.selected) == 7
        post_key(app, pygame.K_RETURN)
    elif phase == "call":
        post_key(app, pygame.K_RETURN)  # the picker's default call
    elif phase == "throw_choice":
        post_key(app, pygame.K_1)
    else:
        post_key(app, pygame.K_h)
        for _ in range(rng.randrange(3)):
            post_key(app, pygame.K_h)
        post_key(app, pygame.K_RETURN)
    assert table.session.actions == before + 1, (phase, table.message)


def test_one_full_hand_against_ai_through_the_table(app):
    rng = random.Random(1)
    s = session(humans=1, seed=4)
    table = TableScene(app, s)
    app.push(table)
    phases = play_to_scoring(app, table, s, lambda: play_human_turn(app, table, rng))
    assert isinstance(app.top, ScoringScene)
    assert s.hand.is_over and s.match.history
    assert phases["play"] >= 10 and phases["bid"] >= 1
    res = s.hand.result()
    keys = {ln.key for ln in res.lines}
    assert {"zpy.trick_points", "zpy.bottom_bonus", "zpy.result"} <= keys
    from app.table.ledger import describe

    names = [s.name(i, app.i18n) for i in range(5)]
    for ln in res.lines:
        line = {"key": ln.key, "seat": ln.seat, "value": ln.value, "detail": ln.detail}
        text = describe(line, app.i18n, names)
        assert text is None or not text.startswith("zpy.")
    # levels shown as ranks in the top bar: the match scores are levels
    assert all(2 <= v <= 14 for v in s.match.scores)


@pytest.mark.slow
def test_hot_seat_hand_with_a_human_declarer(app):
    """Five humans: every decision goes through the panels, the declarer buries and calls."""
    app.settings.anim_speed = "off"
    rng = random.Random(3)
    s = session(humans=5, seed=6)
    table = TableScene(app, s)
    app.push(table)
    phases = Counter()
    for _ in range(6000):
        app.step(1 / 30)
        if isinstance(app.top, HandoverScene):
            app.top.ready()
        elif isinstance(app.top, ScoringScene):
            break
        elif human_turn(app, table):
            phases[s.hand.phase] += 1
            play_human_turn(app, table, rng, bid=rng.random() < 0.5)
    assert s.hand.is_over
    assert phases["bury"] == 1 and phases["call"] == 1 and phases["play"] > 50


def public_faces(view):
    pub = Counter()
    for cards in view.get("trick") or []:
        pub.update(cards or [])
    pub.update((view.get("throw") or {}).get("cards") or [])
    return pub


@pytest.mark.slow
def test_other_humans_cards_are_never_face_up(app):
    app.settings.anim_speed = "off"
    rng = random.Random(5)
    s = session(humans=5, seed=9)
    table = TableScene(app, s)
    app.push(table)
    def allow(h, table):
        allowed = Counter()
        if h.phase == "call":
            allowed[table.game.panel_state().get("face", "")] += 1
        return allowed

    checked = 0
    for _h in privacy_frames(app, s, table, public_faces, 1500, allow):
        checked += 1
        if human_turn(app, table):
            play_human_turn(app, table, rng, bid=rng.random() < 0.3)
    assert checked > 40


def test_panels_give_only_legal_actions(app):
    """Capture what each control would do in the bid, bury and call phases; the engine accepts it."""
    rng = random.Random(2)
    tried = Counter()
    for seed in range(1, 8):
        s = session(humans=5, seed=seed)
        table = TableScene(app, s)
        app.reset_to(table)
        h = s.hand
        while h.phase in ("bid", "bury", "call"):
            table.take_seat(h.to_act)
            captured = []
            real = table.act
            table.act = lambda a, from_ai=False: captured.append(a) or True  # noqa: B023
            if h.phase == "call":
                # walk the picker: every enabled suit/rank/copy button, then the confirm button
                for _ in range(25):
                    enabled = [b for b in table.buttons if isinstance(b, KeyButton) and b.enabled]
                    rng.choice(enabled).activate()
                    confirm = table.buttons[-1]
                    if confirm.enabled:
                        confirm.activate()
            elif h.phase == "bury":
                for _ in range(3):
                    post_key(app, pygame.K_g)
                    table.buttons[-1].activate()
            else:
                for b in list(table.buttons):
                    if isinstance(b, KeyButton) and b.enabled:
                        b.activate()
            table.act = real
            for a in captured:
                assert h.check(a) is None, (a, h.check(a))
                tried[h.phase] += 1
            legal = h.legal_actions()
            h.apply(legal[-1] if h.phase == "bid" and rng.random() < 0.3 else legal[0])
            s.actions += 1
            table.refresh()
    assert tried["bid"] > 20 and tried["bury"] >= 3 and tried["call"] >= 5


def test_blocker_chooses_the_shape_through_the_panel(app):
    """A throw of a whole plain suit gets blocked; a human blocker picks a shape with a key."""
    for seed in range(1, 80):
        s = session(humans=5, seed=seed)
        h = s.hand
        while h.phase != "play":
            h.apply(h.legal_actions()[0])
        leader = h.to_act
        hand = h.hands[leader]
        from engine.cards import Suit
        from engine.games.zhaopengyou.trump import Trump, is_trump

        tv = h.view(None)["trump"]
        tr = Trump(tv["level"], Suit[tv["suit"]])
        by_suit: dict = {}
        for c in hand:
            if not is_trump(c, tr):
                by_suit.setdefault(c.suit, []).append(c)
        longest = max(by_suit.values(), key=len)
        throw = Action.play(" ".join(str(c) for c in longest))
        if h.check(throw) is not None:
            continue
        h.apply(throw)
        s.actions += 1
        if h.phase != "throw_choice" or len(h.legal_actions()) < 2:
            continue
        table = TableScene(app, s)
        app.reset_to(table)
        table.take_seat(h.to_act)
        assert table.my_turn()
        labels = [b.label for b in table.buttons]
        assert len(labels) == len(h.legal_actions())
        frames(app, 2)
        post_key(app, pygame.K_2)
        assert h.phase == "play"
        return
    raise AssertionError("no blocked throw found")


def test_prepared_positions_draw_at_every_size_and_language(app):
    """Every 找朋友 screen (bid, bury, call, play, hand over) draws without error at the minimum and a
    large window, in both languages, with the 记牌器 open; the 38-card hand stays on screen."""
    from app.games.zhaopengyou.demo import SCENES, zhaopengyou_scene

    for name in SCENES:
        table = zhaopengyou_scene(app, name)[0]
        app.reset_to(table)
        for lang in ("zh", "en"):
            app.settings.language = lang
            app.apply_settings()
            for size in ((1024, 640), (1920, 1080), (1280, 720)):
                app.resize(size)
                table.painter.draw(app.surface)
                rects = table.geo.hand_rects(len(table.tokens))
                assert all(app.surface.get_rect().contains(r) for r in rects)
            table.game.toggle_tracker()
            table.painter.draw(app.surface)
            table.game.toggle_tracker()
        for w in table.buttons:
            assert app.surface.get_rect().contains(w.rect), (name, w)


def test_card_play_bar_has_no_pass_button(app):
    """Every player follows (ZPY-10), so the bar offers 提示 and 出牌 only; a climbing game's bar keeps
    its 不出 (BZP-6.3: a follower may pass)."""
    s = session(humans=1, seed=4)
    table = TableScene(app, s)
    app.push(table)
    for _ in range(20000):
        if human_turn(app, table) and s.hand.phase == "play":
            break
        if human_turn(app, table):
            play_human_turn(app, table, random.Random(0))
        app.step(1 / 30)
    assert s.hand.phase == "play" and human_turn(app, table)
    labels = [b.label for b in table.buttons]
    assert labels == ["提示  H", "出牌"], labels
    assert not any(a.kind == "pass" for a in s.hand.legal_actions())

    from app.table.panels import PlayBar

    from .table_drive import new_session as climbing_session

    other = TableScene(app, climbing_session("banzipao", 1, 3, "random"))
    other.legal = [Action.pass_(), Action("play")]
    bar = [b.label for b in PlayBar().buttons(other, other.legal)]
    assert bar[0].startswith("不出") and len(bar) == 3


def test_scoring_screen_counts_levels_not_points(app):
    """ZPY-13: the match score is each player's level, so the scoring screen's total column is headed
    级别 and writes the level as the rank played (2 … A), never as a signed score like "+3"."""
    from app.games.registry import plugin_for
    from app.services.i18n import CATALOGUE

    def plugin(game: str):  # noqa: ANN202 - the scoring labels need no table
        return plugin_for(game)(None)

    hooks = plugin("zhaopengyou")
    assert CATALOGUE[hooks.total_key][0] == "级别" and CATALOGUE[hooks.chart_key][0] == "累计升级走势"
    assert [hooks.score_text(0, v) for v in (2, 10, 11, 14)] == ["2", "10", "J", "A"]
    assert plugin("banbiantianzha").score_text(0, 3) is None  # a points game keeps "+3"
    s = session(humans=1, seed=4)
    table = TableScene(app, s)
    app.push(table)
    for _ in range(20000):
        if isinstance(app.top, ScoringScene):
            break
        if human_turn(app, table):
            play_human_turn(app, table, random.Random(2))
        app.step(1 / 30)
    app.top.draw(pygame.Surface((1280, 720)))
    assert "(s)" not in app.i18n.t("line.zpy.level", name="P1", value=2)


def test_declarer_badge_names_the_declarer():
    """ZPY-0.2: the owner of the trump is the declarer (庄家); the badge says so in both languages, as the
    info panel does, rather than the climbing games' "Banker"."""
    from app.games.zhaopengyou.table import badges
    from app.services.i18n import CATALOGUE

    view = {**new_session("zhaopengyou").view(None), "declarer": 2, "friend": 4, "friend_found": True,
            "phase": "play"}
    assert badges(view, 2)[0] == "role.declarer" and badges(view, 4)[0] == "role.friend"
    assert CATALOGUE["role.declarer"] == ("庄", "Declarer")


def test_the_bids_so_far_read_as_sentences(app):
    """ZPY-4: the declaring box lists the last bids as "Chun: no bid" / "春花 不叫", "Ming: ♦2"."""
    from app.demo import screenshot_scene

    app.settings.language = app.i18n.lang = "en"
    table = screenshot_scene(app, "zhaopengyou_bid")[0]
    app.reset_to(table)
    drawn: list[str] = []
    draw = app.ui.text.draw
    app.ui.text.draw = lambda surface, text, *a, **kw: drawn.append(text) or draw(surface, text, *a, **kw)
    try:
        app.draw()
    finally:
        app.ui.text.draw = draw
        app.settings.language = app.i18n.lang = "zh"
    passes = [d for d in drawn if d.endswith("no bid")]
    assert passes and all(": no bid" in d for d in passes), drawn
    assert not [d for d in drawn if d.endswith(" No bid")]


def test_nothing_to_declare_still_offers_the_pass(app):
    """ZPY-4: a player with no level card to show may only pass (不叫). The table shows that choice as
    its button (P), not the card-play bar, whose 出牌 cannot pass: the player can always go on."""
    for seed in range(1, 400):
        s = session(humans=1, seed=seed)
        h = s.hand
        while h.phase == "bid" and h.to_act != 0:
            h.apply(next(a for a in h.legal_actions() if a.kind == "pass"))
        if h.phase == "bid" and [a.kind for a in h.legal_actions()] == ["pass"]:
            break
    else:
        pytest.fail("no seat 0 with nothing to declare")
    table = TableScene(app, s)
    app.push(table)
    assert [b.label for b in table.buttons] == [table.t("zpy.no_bid") + "  P"]
    post_key(app, pygame.K_p)
    assert s.hand.to_act != 0 or s.hand.phase != "bid"


def test_throws_and_trump_plays_are_named_on_the_table(app):
    """Issue 38: 找朋友's throws and trump plays showed no name; the lead is named by its shape
    (甩牌 for several units), 主牌 for a trump lead, 毙 for trumping a plain-suit lead."""
    s = session(seed=3)
    table = TableScene(app, s)
    app.push(table)
    h = s.hand
    game = table.game
    seen = set()
    for _ in range(600):
        if h.is_over or {"throw", "trump", "ruff", "pair"} <= seen:
            break
        if h.phase == "play":
            view = h.view(None)
            table.view = view
            leader = view["leader"]
            for seat, cards in enumerate(view["trick"]):
                if not cards:
                    continue
                name = game.play_name(seat, list(cards))
                text = name[0] if name else ""
                if seat == leader and len(cards) > 1 and text == table.t("zpy.play_throw"):
                    seen.add("throw")
                if text.startswith(table.t("zpy.play_trump_single")):
                    seen.add("trump")
                if text == table.t("zpy.play_ruff"):
                    seen.add("ruff")
                if seat == leader and text.endswith(table.t("zpy.pair")):
                    seen.add("pair")
                if seat != leader and text:
                    assert text == table.t("zpy.play_ruff")  # a follow is named only when it trumps
        legal = h.legal_actions()
        plays = [a for a in legal if a.kind == "play"]
        # leads of several cards first, so that throws and pairs come
        h.apply(max(plays, key=lambda a: len(a.cards)) if plays and h.view(None)["leader"] == h.to_act
                and not any(h.view(None)["trick"]) else legal[0])
    assert {"trump", "pair", "ruff"} <= seen, seen
    # a throw: two units of one plain suit led together (ZPY-9)
    table.view = dict(h.view(None), trump={"level": 2, "suit": "H"}, tractor_min=2, leader=0,
                      trick=[["SA", "SK"], None, None, None, None])
    assert game.play_name(0, ["SA", "SK"]) == (table.t("zpy.play_throw"), True)
    table.view = dict(table.view, trick=[["SA", "SA"], None, None, None, None])
    assert game.play_name(0, ["SA", "SA"]) == (table.t("zpy.pair"), False)
    assert game.play_name(0, ["SA"]) is None  # a plain single says nothing new
