"""托管 (auto-play, key A): it lasts one hand at most — the next hand starts with it off and says so,
so the AI never answers that hand's 捶/包牌 for the player — and while it is on the table says the
computer is playing for you and shows the decision buttons disabled (only 托管 itself stays live)."""

from __future__ import annotations

import pygame

from app.scenes.scoring import ScoringScene
from app.scenes.table import TableScene
from app.services.saves import SeatConfig
from app.session import Session

from .conftest import post_key


def one_human(seed: int = 3) -> Session:
    return Session.new(
        "banbiantianzha",
        [SeatConfig("human", "甲"), SeatConfig("ai", "乙"), SeatConfig("ai", "丙")],
        seed=seed,
    )


def run_until(app, cond, limit=4000):
    for _ in range(limit):
        if cond():
            return True
        app.step(1 / 30)
    return cond()


def drawn_texts(app, table) -> list[str]:
    """Every text the table draws in one frame."""
    drawn: list[str] = []
    real = app.ui.text.draw
    app.ui.text.draw = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    try:
        table.draw(pygame.Surface((1280, 720)))
    finally:
        app.ui.text.draw = real
    return drawn


def test_auto_play_ends_with_the_hand_and_leaves_the_next_hands_choice_to_the_player(app):
    app.settings.anim_speed = "off"
    table = TableScene(app, one_human())
    app.push(table)
    assert table.session.hand.phase != "play" and table.session.hand.to_act == 0  # 捶 (BBT-7) is asked
    post_key(app, pygame.K_a)  # 托管 from the very first decision: the AI answers the 捶 and plays on
    assert 0 in table.auto
    assert run_until(app, lambda: isinstance(app.top, ScoringScene))
    assert not table.auto  # the hand ended: 托管 with it
    app.top.next_hand()
    assert app.top is table
    h = table.session.hand
    assert h.phase != "play" and h.to_act == 0  # the new hand's 捶 is the player's
    assert table.message == table.t("table.auto_ended")
    actions = table.session.actions
    for _ in range(90):  # three seconds: nobody answers for the player
        app.step(1 / 30)
    assert table.session.actions == actions and h.to_act == 0
    assert table.buttons and all(b.enabled for b in table.buttons)


def test_while_auto_play_is_on_the_table_says_so_and_the_buttons_are_disabled(app):
    for lang in ("zh", "en"):
        app.settings.language = app.i18n.lang = lang
        table = TableScene(app, one_human())
        app.reset_to(table)
        assert table.session.hand.to_act == 0 and table.buttons
        table.toggle_auto()  # no frame runs: the AI has not answered yet
        assert table.buttons and not any(b.enabled for b in table.buttons)
        texts = drawn_texts(app, table)
        assert table.t("table.auto_on") in texts
        assert table.t("table.your_turn") not in texts
        prompts = (table.t("prompt.generic"), table.t(f"prompt.{table.view['phase']}"))
        assert not [p for p in prompts if p in texts]
        label = table.t("table.auto")
        live = [b for b in table.bar_buttons if b.label.startswith(label)]
        assert live and live[0].enabled and live[0].selected  # 托管 itself stays live, to cancel it
        table.buttons[0].activate()  # a disabled button does nothing
        assert table.session.actions == 0
        post_key(app, pygame.K_a)
        assert not table.auto and all(b.enabled for b in table.buttons)
        assert table.t("table.auto_on") not in drawn_texts(app, table)
    app.settings.language = app.i18n.lang = "zh"
