"""斗地主 at the table: whole hands played through the table scene by keys in both bidding modes
(叫分 DDZ-3, 抢地主 DDZ-4) and with 明牌 (DDZ-5.2), hot-seat privacy (the bottom face down until the
landlord takes it, DDZ-5.1; a shown hand public), the panels giving only legal actions, the badges,
the top bar's unit (DDZ-9.1) and the ledger read in words (DDZ-9)."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

import engine
from app.games.doudizhu.demo import SPRING_DEAL, SPRING_PLAYS
from app.games.doudizhu.table import badges, top_text
from app.scenes.handover import HandoverScene
from app.scenes.scoring import ScoringScene
from app.scenes.table import TableScene
from app.services.saves import SeatConfig
from app.session import Session
from app.table.controls import KeyButton
from app.table.ledger import describe
from app.table.viewkeys import HIDDEN_FAN
from engine import Action
from engine.games.doudizhu import unit

from .conftest import post_key, rendered_texts
from .table_drive import human_turn, play_to_scoring, privacy_frames, trick_faces

MODES = ({}, {"bidding": "rob"}, {"mingpai": True, "bidding": "rob"}, {"mingpai": True, "shuffle": False})


def session(options=None, humans=1, seed=3, level="random") -> Session:
    seats = [SeatConfig("human" if i < humans else "ai", f"P{i}", level) for i in range(3)]
    return Session.new("doudizhu", seats, options=options, seed=seed)


def play_human_turn(app, table, rng):
    """One decision through the panel, by keys, the way a player would make it."""
    h = table.session.hand
    before = table.session.actions
    phase = h.phase
    if phase == "bid":
        enabled = [b for b in table.buttons if b.enabled and isinstance(b, KeyButton)]
        post_key(app, rng.choice(enabled).keys[0])
    elif phase == "show":
        post_key(app, pygame.K_1 if rng.random() < 0.5 else pygame.K_2)
    else:
        post_key(app, pygame.K_h)
        if not table.selected:
            post_key(app, pygame.K_p)  # nothing beats it: the hint says so, pass
        else:
            for _ in range(rng.randrange(3)):
                post_key(app, pygame.K_h)
            post_key(app, pygame.K_RETURN)
    assert table.session.actions == before + 1, (phase, table.message)


@pytest.mark.parametrize("options", MODES, ids=("score", "rob", "rob_mingpai", "mingpai_noshuffle"))
def test_one_full_hand_against_ai_through_the_table(app, options):
    """DDZ-3 … DDZ-9 through the table: bid, (明牌,) play to the end, the scoring screen in words."""
    app.settings.anim_speed = "off"
    rng = random.Random(1)
    s = session(options, seed=4)
    table = TableScene(app, s)
    app.push(table)
    phases = play_to_scoring(app, table, s, lambda: play_human_turn(app, table, rng))
    assert isinstance(app.top, ScoringScene)
    assert s.hand.is_over and s.match.history
    assert phases["bid"] >= 1 and phases["play"] >= 1
    names = [s.name(i, app.i18n) for i in range(3)]
    res = s.hand.result()
    assert "ddz_unit" in {ln.key for ln in res.lines}
    for ln in res.lines:
        text = _line(app, ln, names)
        assert text is not None and not text.startswith("ddz"), text


def _line(app, ln, names):
    return describe({"key": ln.key, "seat": ln.seat, "value": ln.value, "detail": ln.detail}, app.i18n, names)


def _spring_hand():
    h = engine.new_hand("doudizhu", seed=5, deal=SPRING_DEAL, context={"first_bidder": 0})
    h.apply(Action("bid", value=3))
    for cards in SPRING_PLAYS:
        h.apply(Action.play(cards))
        if not h.is_over:
            h.apply(Action.pass_())
            h.apply(Action.pass_())
    return h


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_ledger_explains_base_bid_bombs_and_spring(app, lang):
    """DDZ-9.1, 9.2: the prepared 春天 — bid 3, two bombs and the rocket (×8), 春天 (×2) — reads as
    base × multiple × doubling = unit, each doubling on its line, the landlord two units."""
    app.i18n.lang = lang
    h = _spring_hand()
    res = h.result()
    assert res.deltas == [96, -48, -48]
    names = ["A", "B", "C"]
    texts = [_line(app, ln, names) for ln in res.lines]
    joined = "\n".join(texts)
    assert "16 = 48" in texts[0] and "3" in texts[0]
    assert ("春天" if lang == "zh" else "Spring") in joined
    assert "×8" in joined and "+96" in joined and "-48" in joined


def test_reverse_spring_has_its_own_line(app):
    """DDZ-9.2 反春: the landlord played only his first lead; the farmers' win doubles."""
    deal = {"hands": [SPRING_DEAL["hands"][1], SPRING_DEAL["hands"][0], SPRING_DEAL["hands"][2]],
            "bottom": "D3 D4 D5"}
    h = engine.new_hand("doudizhu", seed=5, deal=deal, context={"first_bidder": 0})
    h.apply(Action("bid", value=1))  # seat 0 is landlord with the weak hand
    h.apply(Action("bid", value=0))
    h.apply(Action("bid", value=0))
    h.apply(Action.play("D3"))
    h.apply(Action.play("BJ"))  # seat 1 takes the lead and never gives it back
    h.apply(Action.pass_())
    h.apply(Action.pass_())
    for cards in ("LJ", "SQ HQ CQ", "SK HK CK DK", "SA HA CA DA", "S2 H2 C2 D2"):
        h.apply(Action.play(cards))
        if not h.is_over:
            h.apply(Action.pass_())
            h.apply(Action.pass_())
    assert h.is_over and h.spring()
    keys = [ln.key for ln in h.result().lines]
    assert "ddz_fanchun" in keys and "ddz_spring" not in keys
    text = describe({"key": "ddz_fanchun", "seat": None, "value": 2, "detail": {}}, app.i18n, ["A", "B", "C"])
    assert "反春" in text or "Reverse spring" in text


def test_panels_give_only_legal_actions(app):
    """Every control of the 叫分, 抢地主 and 明牌 panels does something the engine accepts; disabled
    bids say why (DDZ-3.1: only higher)."""
    tried = Counter()
    for k, options in enumerate(MODES):
        for seed in range(4):
            s = session(options, humans=3, seed=seed + 10 * k)
            table = TableScene(app, s)
            app.reset_to(table)
            h = s.hand
            while h.phase in ("bid", "show"):
                table.take_seat(h.to_act)
                captured = []
                real = table.act
                table.act = lambda a, from_ai=False: captured.append(a) or True  # noqa: B023
                for b in list(table.buttons):
                    if isinstance(b, KeyButton) and b.enabled:
                        b.activate()
                    elif isinstance(b, KeyButton):
                        assert b.reason, b.label
                table.act = real
                assert captured
                for a in captured:
                    assert h.check(a) is None, (a, h.check(a))
                    tried[(options.get("bidding", "score"), h.phase)] += 1
                legal = h.legal_actions()
                h.apply(legal[seed % len(legal)])
                s.actions += 1
                table.refresh()
    assert tried[("score", "bid")] and tried[("rob", "bid")] and tried[("rob", "show")]


def _view(bids, landlord=None, shown=False):
    return {"bids": [{"seat": a, "bid": b} for a, b in bids], "landlord": landlord, "shown": shown}


def test_badges_name_each_bid_the_call_the_rob_and_the_open_hand():
    """DDZ-3.1 the points bid; DDZ-4.1/4.2 叫地主 then 抢地主; DDZ-5.2 明牌 on the landlord."""
    v = _view([(1, 1), (2, 0), (0, 3)], landlord=0, shown=True)
    assert badges(v, 0, False) == ["ddz.badge_bid3", "ddz.badge_shown"]
    assert badges(v, 1, False) == ["ddz.badge_bid1"] and badges(v, 2, False) == []
    v = _view([(2, 1), (0, 1), (1, 0), (2, 1)], landlord=2)
    assert badges(v, 2, True) == ["ddz.badge_rob"]  # called, then robbed back
    assert badges(v, 0, True) == ["ddz.badge_rob"] and badges(v, 1, True) == []
    assert badges(_view([(2, 1), (0, 0), (1, 0)]), 2, True) == ["ddz.badge_call"]


def test_the_top_bar_shows_the_units_factors(app):
    """DDZ-9.1: base × bid × 2 per bomb (capped, DDZ-9.4) × 明牌, as the engine's ``unit`` computes."""
    app.i18n.lang = "en"
    s = session({"base": 2, "bomb_cap": 3, "mingpai": True}, seed=2)
    table = TableScene(app, s)
    app.push(table)
    view = dict(table.view, multiple=3, bombs=4, shown=True)
    table.view = view
    text = top_text(table.game.ctx)
    assert text.startswith("Base 2 × bid 3 × 4 bombs ×8 × open ×2")
    assert text.endswith(f"unit {unit(2, 3, 4, 3, True, False)}") and unit(2, 3, 4, 3, True, False) == 96


def public_faces(view):
    pub = trick_faces(view)
    pub.update(view.get("bottom") or [])  # DDZ-5.1: turned up when the landlord takes it
    for cards in view.get("hands") or []:  # 明牌: the landlord's hand is public
        pub.update(cards or [])
    return pub


@pytest.mark.parametrize("options", [{}, {"mingpai": True, "bidding": "rob"}], ids=("score", "mingpai"))
def test_other_humans_cards_are_never_face_up(app, options):
    """Three humans at one screen: no frame draws a card the seat on screen may not see — the
    bottom stays face down through the bidding (DDZ-5.1), a shown hand is everybody's (DDZ-5.2)."""
    app.settings.anim_speed = "off"
    rng = random.Random(5)
    s = session(options, humans=3, seed=9)
    table = TableScene(app, s)
    app.push(table)
    checked = 0
    for _h in privacy_frames(app, s, table, public_faces, 3000):
        checked += 1
        if isinstance(app.top, HandoverScene):
            continue
        if human_turn(app, table):
            play_human_turn(app, table, rng)
    assert checked > 20


def test_the_tracker_counts_the_54_cards_less_yours_and_the_played(app):
    """记牌器 over DDZ-1.2's pack: both jokers and thirteen ranks, four each; what is still out is the
    pack less your cards and every card played (the bottom counts as unseen until it is played)."""
    s = session({"shuffle": False}, seed=6)
    table = TableScene(app, s)
    app.push(table)
    h = s.hand
    rng = random.Random(2)
    while h.phase != "play" or sum(1 for _ in h.view(None)["played"]) < 6:
        legal = h.legal_actions()
        h.apply(legal[rng.randrange(len(legal))])
    table.refresh()
    view, mine = table.view, table.tokens
    rows = table.game.tracker_rows(view, mine)
    assert [total for _, _, total in rows] == [1, 1] + [4] * 13
    assert sum(out for _, out, _ in rows) == 54 - len(mine) - len(view["played"])
    assert rows[0][0] == "大王" and rows[1][0] == "小王"


@pytest.mark.parametrize("shown", [True, False], ids=("counts_on", "counts_off"))
def test_the_room_can_hide_the_card_counts(app, shown):
    """DDZ-8.5: with show_card_counts off neither the seat lines nor the fans of backs tell how many
    cards the others hold (the fan stays the same few whatever they hold); on, both do. The painter
    reads the view's ``show_counts``."""
    app.i18n.lang = "en"
    s = session({"show_card_counts": shown}, seed=4)
    table = TableScene(app, s)
    app.push(table)
    h = s.hand
    rng = random.Random(3)
    while h.phase != "play" or max(len(h.state.hands[1]), len(h.state.hands[2])) == 17:
        assert not h.is_over
        legal = h.legal_actions()
        h.apply(legal[rng.randrange(len(legal))])
    table.refresh()
    assert table.view["show_counts"] is shown
    backs: list[pygame.Rect] = []
    real = app.cards.blit_back
    app.cards.blit_back = lambda surface, rect, *a, **k: backs.append(rect) or real(surface, rect, *a, **k)
    try:
        texts = rendered_texts(app, table)
    finally:
        app.cards.blit_back = real
    held = [len(h.state.hands[seat]) for seat in (1, 2)]
    words = [app.i18n.t("table.cards_left", n=n) for n in held]
    panels = table.geo.panels
    fans = [sum(1 for r in backs if r.top == panels[seat].bottom + table.geo.px(6)
                and panels[seat].left <= r.centerx <= panels[seat].right) for seat in (1, 2)]
    if shown:
        assert all(any(w in t for t in texts) for w in words), (words, texts)
        assert fans == held
    else:
        assert not any(w in t for w in words for t in texts)
        assert fans == [HIDDEN_FAN, HIDDEN_FAN] != held
