"""上海三打一 at the table: whole hands played through the table scene by keys (the 档 auction, 报到,
打/不打, 摊打, card play), hot-seat privacy (摊打 excepted: then every hand is public), the panels
giving only legal actions, and the ledger read in words."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

import engine
from app.scenes.handover import HandoverScene
from app.scenes.scoring import ScoringScene
from app.scenes.table import TableScene
from app.table.controls import KeyButton
from engine import Action

from .conftest import frames, post_key
from .table_drive import human_turn, new_session, play_to_scoring, privacy_frames, trick_faces


def session(humans=1, seed=3, level="random"):
    return new_session("sandayi", humans, seed, level)


def play_human_turn(app, table, rng, bold=False):
    """One decision through the panel, by keys, the way a player would make it."""
    h = table.session.hand
    before = table.session.actions
    phase = h.phase
    if phase == "bid":
        enabled = [b for b in table.buttons if b.enabled and isinstance(b, KeyButton)]
        highest = enabled[-1].keys[0] if bold else rng.choice(enabled).keys[0]
        post_key(app, highest)
    elif phase == "report":
        post_key(app, pygame.K_1 if bold or rng.random() < 0.5 else pygame.K_p)
    elif phase in ("dabuda", "tanda"):
        post_key(app, pygame.K_1 if bold or rng.random() < 0.6 else pygame.K_2)
    else:
        post_key(app, pygame.K_h)
        if not table.selected:
            post_key(app, pygame.K_p)  # nothing beats it: the hint says so, pass
        else:
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
    assert phases["bid"] == 1 and phases["play"] >= 3
    from app.table.ledger import describe

    names = [s.name(i, app.i18n) for i in range(4)]
    res = s.hand.result()
    assert {"sdy.base", "sdy.total"} <= {ln.key for ln in res.lines}
    for ln in res.lines:
        line = {"key": ln.key, "seat": ln.seat, "value": ln.value, "detail": ln.detail}
        text = describe(line, app.i18n, names)
        assert text is None or not text.startswith("sdy."), text


@pytest.mark.slow
def test_hot_seat_hands_with_every_phase(app):
    """Four humans: every decision goes through the panels; over a few hands a landlord reports,
    chooses 摊打 and the farmers answer bombs."""
    app.settings.anim_speed = "off"
    rng = random.Random(3)
    phases = Counter()
    for seed in (5, 146):
        s = session(humans=4, seed=seed)
        table = TableScene(app, s)
        app.reset_to(table)
        for _ in range(8000):
            app.step(1 / 30)
            if isinstance(app.top, HandoverScene):
                app.top.ready()
            elif isinstance(app.top, ScoringScene):
                break
            elif human_turn(app, table):
                phases[s.hand.phase] += 1
                play_human_turn(app, table, rng, bold=True)
        assert s.hand.is_over, seed
    assert phases["bid"] >= 2 and phases["report"] >= 1 and phases["tanda"] >= 1 and phases["play"] > 30


def public_faces(view):
    pub = trick_faces(view)
    for r in view.get("reports") or []:
        pub.update(r.get("cards") or [])
    marker = view.get("marker") or {}
    if marker.get("card"):
        pub[marker["card"]] += 2
    for cards in view.get("hands") or []:  # 摊打: every hand is public
        pub.update(cards or [])
    return pub


@pytest.mark.slow
def test_other_humans_cards_are_never_face_up(app):
    app.settings.anim_speed = "off"
    rng = random.Random(5)
    s = session(humans=4, seed=9)
    table = TableScene(app, s)
    app.push(table)
    checked = 0
    for _h in privacy_frames(app, s, table, public_faces, 3000):
        checked += 1
        if human_turn(app, table):
            play_human_turn(app, table, rng)
    assert checked > 40


def _report_deal():
    """Seat 0 holds the four jokers and seven 2s: two reportable sets."""
    deck = Counter(str(c) for c in engine.new_hand("sandayi", seed=1).all_cards())
    mine = ["BJ", "BJ", "LJ", "LJ", "S2", "S2", "H2", "H2", "C2", "C2", "D2"]
    rest = deck - Counter(mine)
    pool = sorted(rest.elements())
    rng = random.Random(4)
    rng.shuffle(pool)
    pool.remove("D2")
    mine += pool[:14]
    pool = pool[14:]
    hands = [mine, pool[:25], pool[25:50], pool[50:75]]
    bottom = pool[75:] + ["D2"]
    return {"hands": [" ".join(h) for h in hands], "bottom": " ".join(bottom)}


def test_panels_give_only_legal_actions(app):
    """Every control of the bid, report, 打/不打 and 摊打 panels does something the engine accepts;
    disabled calls say why."""
    tried = Counter()
    for variant in range(6):
        s = session(humans=4, seed=variant + 1)
        s.match.hand = engine.new_hand("sandayi", seed=variant, deal=_report_deal())
        table = TableScene(app, s)
        app.reset_to(table)
        h = s.hand
        while h.phase in ("bid", "report", "dabuda", "tanda"):
            table.take_seat(h.to_act)
            captured = []
            real = table.act
            table.act = lambda a, from_ai=False: captured.append(a) or True  # noqa: B023
            for b in list(table.buttons):
                if isinstance(b, KeyButton) and b.enabled:
                    b.activate()
                elif isinstance(b, KeyButton):
                    assert b.reason, b.label  # a disabled call explains itself
            table.act = real
            assert captured
            for a in captured:
                assert h.check(a) is None, (a, h.check(a))
                tried[h.phase] += 1
            if h.phase == "bid":
                # everybody passes to seat 0, who calls 3 (头撂 when he holds the marker)
                h.apply(Action("bid", value=3 if h.to_act == 0 else 0))
            elif h.phase == "report":
                h.apply(next(a for a in h.legal_actions() if a.value != "bubao"))
            elif h.phase == "dabuda":
                h.apply(Action("choose", value="da" if variant % 2 else "buda"))
            else:
                h.apply(h.legal_actions()[variant % 2])
            s.actions += 1
            table.refresh()
    assert tried["bid"] >= 6 and tried["report"] >= 6 and tried["dabuda"] >= 6


def test_dabuda_buttons_show_the_engines_amounts(app):
    s = session(humans=4, seed=2)
    s.match.hand = h = engine.new_hand("sandayi", seed=0, deal=_report_deal())
    while h.phase == "bid":
        h.apply(Action("bid", value=3 if h.to_act == 0 else 0))
    while h.phase == "report":
        h.apply(next(a for a in h.legal_actions() if a.value != "bubao"))
    assert h.phase == "dabuda"
    table = TableScene(app, s)
    app.reset_to(table)
    table.take_seat(0)
    frames(app, 2)
    subs = [b.sublabel for b in table.buttons]
    from engine.games.sandayi import score

    v = h.view(0)
    buda = score(v["level"], None, reports=2)[0]
    assert any(f"{buda:+d}" in sub for sub in subs)
    post_key(app, pygame.K_2)  # 不打: the hand ends at once
    assert h.is_over and h.result().deltas[0] == buda


def test_no_look_back_at_earlier_tricks(app):
    """SDY-8.6 (已出的上几圈牌不得翻看): 三打一's table has no 记牌器 (no button; key T only says so) and
    its play log says who played how many cards, never which."""
    from app.render.cards import card_text

    s = session(humans=1, seed=4)
    h = s.hand
    rng = random.Random(2)
    while h.phase != "play":
        h.apply(h.legal_actions()[0])
    table = TableScene(app, s)
    app.push(table)
    assert table.game.tracker_rows(table.view, []) is None
    assert not [b for b in table.bar_buttons if b.label.startswith(table.t("tracker.button"))]
    for lang in ("zh", "en"):  # T is answered: why there is none, in the player's language
        app.i18n.lang = lang
        post_key(app, pygame.K_t)
        assert not table.game.tracker_on
        assert table.message == table.t("sdy.no_tracker")
    assert table.t("sdy.no_tracker") == "Sandayi: played cards may not be reviewed"
    app.i18n.lang = "zh"
    assert table.t("sdy.no_tracker") == "三打一不能看已出的牌"
    plays = 0
    for _ in range(8):
        seat = h.to_act
        action = rng.choice([a for a in h.legal_actions() if a.cards] or h.legal_actions())
        table.on_events(h.apply(action), {})
        if action.cards:
            plays += 1
            line = table.log[-1]
            assert line == table.t("table.played_n", name=s.name(seat, app.i18n), n=len(action.cards))
            assert not any(card_text(str(c)) in line for c in action.cards)
    assert plays


def test_rules_texts_in_both_languages():
    from app.services.resources import rules_path

    for lang in ("zh", "en"):
        text = rules_path("sandayi", lang).read_text(encoding="utf-8")
        assert "SDY-3.7" in text and "SDY-11.4" in text


def test_the_bottom_flies_to_the_landlord(app):
    """The 8 bottom cards are shown face down during the auction and slide to the landlord (SDY-3.8)."""
    from app.games.climbing import BackFlight

    app.settings.anim_speed = "normal"
    s = session(humans=4, seed=2)
    table = TableScene(app, s)
    app.push(table)
    h = s.hand
    table.take_seat(h.to_act)
    app.cards.trace = []
    table.draw(app.surface)
    app.cards.trace = None
    while h.phase == "bid":
        table.take_seat(h.to_act)
        assert table.act(Action("bid", value=0))
    assert h.phase != "bid"
    assert any(isinstance(a, BackFlight) and len(a.starts) == 8 for a in table.anim.items)
    table.draw(app.surface)
