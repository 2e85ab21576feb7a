"""Driving 学牌 in tests: a lesson or a puzzle at the table, by keys or by mouse, bubble by bubble."""

from __future__ import annotations

from typing import Any

import pygame

from app.scenes.scoring import ScoringScene

from .conftest import click, post_key


def close_bubble(app: Any, coach: Any, by: str) -> None:
    """Close the bubble on top: Enter, or a click on its "got it" button (the first one laid out)."""
    if by == "keys":
        post_key(app, pygame.K_RETURN)
        return
    if coach.box is None:
        coach.draw(app.surface)
    ok = next(b for b in coach.buttons if b.on_click == coach.close)
    click(app, ok.rect.center)


def click_card(app: Any, table: Any, i: int) -> None:
    """Press card ``i`` of the hand where it shows: a point of it no later card covers."""
    rects = table.geo.hand_rects(len(table.tokens), table.selected)
    r = rects[i]
    for y in (r.top + 6, r.centery, r.bottom - 6):
        for x in range(r.left + 2, r.right - 1, 4):
            if table.input.card_at((x, y)) == i:
                click(app, (x, y))
                return
    raise AssertionError(f"card {i} cannot be clicked")


def play_planned(app: Any, table: Any, coach: Any, by: str) -> None:
    """The lesson's next move for the player: keys (H raises the cards, Enter plays; P passes; N takes
    a choice) or mouse (the cards, then 出牌; 过; the coach's 照做 button)."""
    planned = coach.hint()
    assert planned is not None, "the player's turn off the lesson's line"
    before = table.session.actions
    if by == "keys":
        if planned.kind == "play" and table.session.hand.phase == "play":
            post_key(app, pygame.K_h)
            post_key(app, pygame.K_RETURN)
        elif planned.kind == "pass" and table.session.hand.phase == "play":
            post_key(app, pygame.K_p)
        else:
            post_key(app, pygame.K_n)
    else:
        if planned.kind == "play" and table.session.hand.phase == "play":
            want = [str(c) for c in planned.cards]
            for tok in want:
                free = [i for i, t in enumerate(table.tokens) if t == tok and i not in table.selected]
                click_card(app, table, free[0])
            assert sorted(table.selected_tokens()) == sorted(want)
            play = next(b for b in table.buttons if b.on_click == table.do_play)
            click(app, play.rect.center)
        elif planned.kind == "pass" and table.session.hand.phase == "play":
            button = next(b for b in table.buttons if b.on_click == table.do_pass)
            click(app, button.rect.center)
        else:
            coach.draw(app.surface)  # lays the guide out
            click(app, coach.guide_button.rect.center)
    assert table.session.actions == before + 1, (planned, table.message)


def drive_lesson(app: Any, table: Any, by: str, refuse_once: bool = False, limit: int = 20000) -> Any:
    """Play the lesson to its scoring screen; with ``refuse_once`` the first turn where passing is
    refused tries to pass first (the coach explains the refusal). Returns the scoring scene."""
    coach = table.coach
    refused = not refuse_once
    for _ in range(limit):
        top = app.top
        if isinstance(top, ScoringScene):
            return top
        if top is table and coach.bubble is not None:
            table.draw(app.surface)  # the bubble laid out over this frame: never over a control or a card
            assert_clear(app, table, coach.box, coach.bubble.key)
            close_bubble(app, coach, by)
        elif top is table and table.my_turn() and coach.hint() is not None:
            table.draw(app.surface)  # the guide ("suggested: …", 照做) likewise
            assert_clear(app, table, coach.guide_box, "guide")
            hand = table.session.hand
            if not refused and hand.phase == "play" and table.refusal(hand_pass()) is not None:
                refused = True
                post_key(app, pygame.K_p)
                assert coach.bubble is not None and coach.bubble.key == "refusal"
                continue
            play_planned(app, table, coach, by)
        app.step(1 / 30)
    raise AssertionError("the lesson did not reach its scoring screen")


def assert_clear(app: Any, table: Any, box: Any, what: str) -> None:
    """``box`` (a bubble or the guide, just drawn) covers no control and no card the table drew: your
    hand, the trick, the others' backs, a panel's cards."""
    controls = [b.rect for b in table.buttons + table.bar_buttons]
    assert box.collidelist(controls) < 0, (what, box, "a control")
    cards = list(app.cards.drawn or []) + table.geo.hand_rects(len(table.tokens), table.selected)
    assert box.collidelist(cards) < 0, (what, box, "a card", cards[box.collidelist(cards)])


def hand_pass() -> Any:
    from engine import Action

    return Action.pass_()
