"""The scoring screen's ledger scrolls when a hand's lines do not fit, and never past its end."""

import pygame
import pytest

from app.demo import screenshot_scene
from app.scenes.scoring import ScoringScene

from .conftest import frames, post_key


def _scoring(app, size=(1024, 640)):
    app.resize(size)
    scenes = screenshot_scene(app, "datongzi_over")
    for s in scenes:
        app.push(s)
    scene = ScoringScene(app, scenes[-1])
    app.push(scene)
    frames(app, 2)
    return scene


def test_ledger_scrolls_and_clamps(app):
    scene = _scoring(app)
    W, H = app.scale.w, app.scale.h
    most = scene._ledger_max_scroll(W, H)
    lines = scene._ledger_lines()
    assert lines and scene.ledger_scroll == 0
    for _ in range(50):
        post_key(app, pygame.K_PAGEDOWN)
    assert scene.ledger_scroll == most
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0))
    assert scene.ledger_scroll == max(0, most - 3 * app.ui.px(60))
    for _ in range(50):
        post_key(app, pygame.K_UP)
    assert scene.ledger_scroll == 0
    frames(app, 2)  # drawing at any scroll position works


def test_a_long_ledger_needs_scrolling(app):
    """A match-ending 打筒子 hand carries the final settlement too: at the minimum window it overflows."""
    scene = _scoring(app)
    result = scene.session.hand.result()
    result.lines.extend(result.lines[:8])  # as long as a match's last hand with its final settlement
    assert scene._ledger_max_scroll(app.scale.w, app.scale.h) > 0
    post_key(app, pygame.K_DOWN)
    assert scene.ledger_scroll == min(app.ui.px(60), scene._ledger_max_scroll(app.scale.w, app.scale.h)) > 0


@pytest.mark.slow
def test_every_game_explains_its_ledger_from_the_catalogue(app):
    """After one hand of each game the scoring screen says every ledger line in words (no raw
    ``key · detail`` fallback, in either language); 扯旋's ledger ties each transfer to CX-12 and
    ends with the hand's total (the other climbing games already did)."""
    import engine

    for lang in ("zh", "en"):
        app.settings.language = app.i18n.lang = lang
        for game in engine.GAMES:
            stack = screenshot_scene(app, f"scoring_{game}")
            scene = stack[-1]
            assert isinstance(scene, ScoringScene)
            app.reset_to(stack[0])
            app.push(scene)
            frames(app, 1)
            lines = scene._ledger_lines()
            keys = [ln.key for ln in scene.session.hand.result().lines]
            assert lines, game
            assert not [t for t in lines if any(t.startswith(k) for k in keys)], (game, lang, lines)
            if game == "chexuan":
                total = "本局合计" if lang == "zh" else "Hand total"
                assert lines[-1].startswith(total), lines
                result = scene.session.hand.result().lines
                assert len(lines) == len(result)
                transfers = [(ln, t) for ln, t in zip(result, lines) if ln.key in ("cx.beat", "cx.fold")]
                assert transfers
                for ln, text in transfers:
                    # the rule is in the line's facts; the player reads it only with rule numbers on
                    assert ln.detail["rule"].startswith("CX-12.") and ln.detail["rule"] not in text
    app.settings.language = app.i18n.lang = "zh"


def test_the_match_over_screen_shows_the_final_standings_and_l_turns_to_the_last_hand(app):
    """Issue 38: the match-over screen was the last hand's screen with a new title. It now opens on
    the final standings (place, total, hands won; the winners first) and L shows the last hand."""
    from app.services.i18n import CATALOGUE

    table, scoring = screenshot_scene(app, "matchover")
    app.push(table)
    app.push(scoring)
    assert scoring.over and not scoring.last_hand
    match = scoring.session.match
    order = scoring.standings()
    assert [seat for seat, *_ in order][: len(match.winners)] == sorted(
        match.winners, key=lambda i: (-match.scores[i], i))
    assert sorted(seat for seat, *_ in order) == list(range(scoring.session.n))
    assert sum(won for *_, won in order) == sum(len(r.winners) for r in match.history)
    said = []
    real = app.ui.text.render
    app.ui.text.render = lambda text, *a, **k: said.append(text) or real(text, *a, **k)
    try:
        scoring.draw(app.surface)
        assert app.i18n.t("score.standings", n=match.hand_no) in said
        assert CATALOGUE["score.ledger"][0] not in said
        post_key(app, pygame.K_l)
        said.clear()
        scoring.draw(app.surface)
        assert CATALOGUE["score.ledger"][0] in said
    finally:
        app.ui.text.render = real
