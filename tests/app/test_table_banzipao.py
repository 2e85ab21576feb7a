"""贵州板子炮 at the table: whole hands played through the table scene by keys (包牌/不包, 反包/不反,
the 庄's card call, card play), the partner kept secret until his card is played and then revealed,
the seats sitting out a 反包 duel, a 天牌 hand scored at once, hot-seat privacy, the panels giving
only legal actions, and the ledger read in words."""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

import engine
from app.scenes.handover import HandoverScene
from app.scenes.scoring import ScoringScene
from app.scenes.table import TableScene
from app.table.controls import CardChoice, KeyButton
from engine import Action

from .conftest import frames, post_key
from .table_drive import human_turn, new_session, privacy_frames, trick_faces


def session(humans=1, seed=3, level="random"):
    return new_session("banzipao", humans, seed, level)


def play_human_turn(app, table, rng, bid=False, counter=False):
    """One decision by keys, the way a player would make it."""
    h = table.session.hand
    before = table.session.actions
    phase = h.phase
    if phase == "bid":
        post_key(app, pygame.K_1 if bid else pygame.K_2)
    elif phase == "counter":
        post_key(app, pygame.K_1 if counter else pygame.K_2)
    elif phase == "call":
        post_key(app, pygame.K_RETURN)  # the picker's default: the highest card he lacks
    else:
        post_key(app, pygame.K_h)
        if not table.selected:
            post_key(app, pygame.K_p)
        else:
            for _ in range(rng.randrange(3)):
                post_key(app, pygame.K_h)
            post_key(app, pygame.K_RETURN)
    assert table.session.actions == before + 1, (phase, table.message)


def run_hand(app, table, rng, hotseat=False, **kw):
    s = table.session
    phases = Counter()
    for _ in range(20000):
        app.step(1 / 30)
        if isinstance(app.top, HandoverScene):
            app.top.ready()
        elif isinstance(app.top, ScoringScene):
            break
        elif human_turn(app, table):
            phases[s.hand.phase] += 1
            play_human_turn(app, table, rng, **kw)
    return phases


def test_one_full_hand_against_ai_through_the_table(app):
    rng = random.Random(1)
    s = session(humans=1, seed=4)
    table = TableScene(app, s)
    app.push(table)
    phases = run_hand(app, table, rng)
    assert isinstance(app.top, ScoringScene)
    assert s.hand.is_over and s.match.history and phases["play"] >= 3
    from app.table.ledger import describe

    names = [s.name(i, app.i18n) for i in range(4)]
    for ln in s.hand.result().lines:
        line = {"key": ln.key, "seat": ln.seat, "value": ln.value, "detail": ln.detail}
        text = describe(line, app.i18n, names)
        assert text is None or (not text.startswith("bzp.") and "{" not in text), text


@pytest.mark.slow
def test_hot_seat_modes_call_baopai_and_duel(app):
    """Four humans: all pass (the 庄 calls through the picker), one 包牌 hand, one 反包 duel."""
    app.settings.anim_speed = "off"
    rng = random.Random(3)
    seen = Counter()
    for seed, kw in ((5, {}), (6, {"bid": True}), (7, {"bid": True, "counter": True})):
        s = session(humans=4, seed=seed)
        table = TableScene(app, s)
        app.reset_to(table)
        phases = run_hand(app, table, rng, **kw)
        assert s.hand.is_over, seed
        seen[s.hand.view(None)["mode"]] += 1
        seen.update(phases)
    assert (
        seen["jiaopai"] and seen["baopai"] and seen["fanbao"] and seen["call"] == 1 and seen["counter"] >= 2
    )


def public_faces(view):
    pub = trick_faces(view)
    if view.get("called"):
        pub[view["called"]] += 1  # the call is public
    tp = view.get("tianpai") or {}
    pub.update(tp.get("cards") or [])
    return pub


@pytest.mark.slow
def test_other_humans_cards_and_the_partner_stay_private(app):
    app.settings.anim_speed = "off"
    rng = random.Random(5)
    s = session(humans=4, seed=9)
    table = TableScene(app, s)
    app.push(table)
    def allow(h, table):
        allowed = Counter()
        if h.phase == "call" and table.shown_seat() == h.to_act:
            allowed.update(str(c) for c in engine.new_hand("banzipao", seed=1).hands[0])  # the picker
            allowed.update(c + r for c in "SHCD" for r in "23456789TJQKA")
        return allowed

    checked = 0
    for _h in privacy_frames(app, s, table, public_faces, 3000, allow):
        # the partner is never named to another seat before his card is played
        v = table.view
        if v.get("mode") == "jiaopai" and not v.get("partner_revealed"):
            shown = table.shown_seat()
            if shown is not None:
                # only the partner himself knows it (BZP-4.4)
                assert v.get("partner") in (None, shown)
                assert all(r != "partner" for i, r in enumerate(v.get("roles") or []) if i != shown)
        checked += 1
        if human_turn(app, table):
            play_human_turn(app, table, rng)
    assert checked > 40


def test_partner_reveal_is_animated_and_logged(app):
    s = session(humans=1, seed=4)
    h = s.hand
    rng = random.Random(2)
    while not h.is_over and not h.view(None).get("partner_revealed"):
        legal = h.legal_actions()
        if h.phase == "bid":
            h.apply(next(a for a in legal if a.value == "bubao"))
        elif h.phase == "call":
            h.apply(legal[-1])  # a low card: played early
        else:
            h.apply(rng.choice(legal[:4]))
        if h.phase == "play" and h.view(None)["called"]:
            break
    table = TableScene(app, s)
    app.push(table)
    for _ in range(200):
        if h.is_over or h.view(None).get("partner_revealed"):
            break
        legal = h.legal_actions()
        called = h.view(None)["called"]
        pick = next((a for a in legal if a.kind == "play" and called in [str(c) for c in a.cards]), None)
        table.act(
            pick or (legal[1] if len(legal) > 1 and legal[0].kind == "pass" else legal[0]), from_ai=True
        )
    assert h.view(None).get("partner_revealed")
    assert table.game.reveal is not None  # the ring pulses round the partner's seat
    assert any("朋友" in line for line in table.log), table.log
    table.draw(app.surface)


def test_call_picker_offers_only_cards_the_banker_lacks(app):
    checked = 0
    for seed in range(1, 40):
        s = session(humans=4, seed=seed)
        h = s.hand
        if h.is_over:
            continue
        while h.phase == "bid":
            h.apply(Action("choose", value="bubao"))
        assert h.phase == "call"
        table = TableScene(app, s)
        app.reset_to(table)
        table.take_seat(h.to_act)
        picks = [b for b in table.buttons if isinstance(b, CardChoice)]
        assert len(picks) == 52
        mine = {str(c) for c in h.hands[h.to_act]}
        for b in picks:
            assert b.enabled == (b.token not in mine)
        captured = []
        real = table.act
        table.act = lambda a, from_ai=False: captured.append(a) or True  # noqa: B023
        for b in [p for p in picks if p.enabled][::7]:
            b.activate()
            confirm = [x for x in table.buttons if isinstance(x, KeyButton)][-1]
            confirm.activate()
        table.act = real
        assert captured
        for a in captured:
            assert h.check(a) is None, a
        checked += 1
        if checked >= 3:
            break
    assert checked >= 3


def test_choice_panels_give_only_legal_actions(app):
    tried = Counter()
    for seed in range(1, 12):
        s = session(humans=4, seed=seed)
        h = s.hand
        if h.is_over:
            continue
        table = TableScene(app, s)
        app.reset_to(table)
        rng = random.Random(seed)
        while h.phase in ("bid", "counter"):
            table.take_seat(h.to_act)
            captured = []
            real = table.act
            table.act = lambda a, from_ai=False: captured.append(a) or True  # noqa: B023
            for b in list(table.buttons):
                b.activate()
            table.act = real
            assert len(captured) == 2
            for a in captured:
                assert h.check(a) is None
                tried[h.phase] += 1
            h.apply(rng.choice(h.legal_actions()))
            s.actions += 1
            table.refresh()
    assert tried["bid"] >= 20 and tried["counter"] >= 2


def test_tianpai_hand_is_an_instant_win_at_the_table(app):
    ranks = "3456789TJQKA2"
    mine = [("SHCD"[i % 4]) + r for i, r in enumerate(ranks)]
    rest = [c for c in (su + r for r in ranks for su in "SHCD") if c not in mine]
    random.Random(3).shuffle(rest)
    deal = {
        "hands": [" ".join(rest[:13]), " ".join(mine)]
        + [" ".join(rest[13 + i * 13 : 26 + i * 13]) for i in range(2)]
    }
    s = session(humans=1, seed=1)
    s.match.hand = engine.new_hand("banzipao", seed=1, deal=deal)
    assert s.hand.is_over
    table = TableScene(app, s)
    app.push(table)
    app.cards.trace = []
    table.draw(app.surface)
    faces, app.cards.trace = Counter(app.cards.trace), None
    assert not Counter(mine) - faces  # the winner's 13 cards are shown
    frames(app, 400)
    assert isinstance(app.top, ScoringScene)
    assert s.match.scores[1] == 18


def test_rules_texts_in_both_languages():
    from app.services.resources import rules_path

    for lang in ("zh", "en"):
        text = rules_path("banzipao", lang).read_text(encoding="utf-8")
        assert "BZP-4.3" in text and "BZP-10.1" in text
