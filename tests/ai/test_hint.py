"""The hint's reason (issue #25, "the hint says why"): ``ai.hint.explain`` names the consideration
that decided the suggested play, as a code with parameters, and every code has its text in both
languages."""

from __future__ import annotations

import pytest

import ai
from ai.hint import CODES, explain
from app.services.i18n import I18n
from app.services.strings_hint import hint_reason_text

from .positions import play, reproducible_search, sandayi

LORD = "S5 S8 H9 CT DJ SQ D3 C4"


@pytest.fixture(autouse=True)
def _fixed_worlds(monkeypatch):
    reproducible_search(monkeypatch)


def _suggest(hand, level="normal"):
    seat = hand.to_act
    view, legal = hand.view(seat), hand.legal_actions()
    player = ai.make_player(hand.game_id, level, seed=1)
    action = player.choose(view, legal)
    return action, explain(player, view, action, legal)


def test_sdy_1_1_pass_on_a_partners_trick_says_so():
    """SDY-1.1: farmer 2 passes on farmer 1's winning SK, because it is his partner's trick."""
    hand = sandayi([LORD, "SK H3 C4 D6 S7 H8", "SA H4 C6 D7 S9 HJ", "H5 C7 D8 ST HQ"])
    play(hand, "S5")
    play(hand, "SK")
    action, why = _suggest(hand)
    assert action.kind == "pass" and why == {"code": "partner_trick", "params": {}}


def test_sdy_8_5_going_out_says_so():
    """SDY-8.5: farmer 2's last card SA beats the trick and goes out."""
    hand = sandayi([LORD, "SK H3 C4 D6 S7 H8", "SA", "H5 C7 D8 ST HQ"])
    play(hand, "S5")
    play(hand, "SK")
    action, why = _suggest(hand)
    assert [str(c) for c in action.cards] == ["SA"] and why["code"] == "go_out"


def test_sdy_8_5_a_lead_against_a_last_card_names_the_cards_left():
    """SDY-8.5: farmer 1 holds one card; the landlord leads what it cannot answer, and says so."""
    hand = sandayi(["S5 S9 SQ HQ", "SK", "S6 H6 C8 DT", "S7 H7 C9 DJ"])
    _action, why = _suggest(hand)
    assert why == {"code": "no_feed", "params": {"cards": 1}}


def test_sdy_8_5_a_low_single_to_a_one_card_partner_says_so():
    """Issue #25 point 4: the low single for the partner who plays first."""
    hand = sandayi(["SK", "S3 S8 SJ", "S6", "S7 H7 C9 DJ"], to_act=1)
    action, why = _suggest(hand)
    assert [str(c) for c in action.cards] == ["S3"] and why["code"] == "partner_out"


def test_no_reason_outside_card_play():
    import engine

    hand = engine.new_hand("sandayi", seed=3)
    assert hand.phase != "play"
    player = ai.make_player("sandayi", "normal", seed=1)
    action = hand.legal_actions()[0]
    assert explain(player, hand.view(hand.to_act), action, hand.legal_actions()) is None


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("code", sorted(CODES))
def test_every_reason_has_its_text_in_both_languages(lang, code):
    t = I18n(lang).t
    text = hint_reason_text(t, {"code": code, "params": dict.fromkeys(CODES[code], 2)})
    assert text and "{" not in text


def test_an_unknown_or_broken_reason_shows_nothing():
    t = I18n("en").t
    assert hint_reason_text(t, None) == "" and hint_reason_text(t, {"code": "nope"}) == ""
    assert hint_reason_text(t, {"code": 3}) == "" and hint_reason_text(t, "go_out") == ""
