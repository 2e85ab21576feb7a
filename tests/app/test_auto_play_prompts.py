"""托管 in every game and every phase (issue #20 item 11): while the AI plays for the human on screen,
no prompt asks that human to choose ("轮到你了", "你叫吗？", "埋七张底牌"…): the table says the computer
is playing for you and how to take the seat back (A), and every decision control is disabled."""

from __future__ import annotations

import random

import pygame
import pytest

from app.scenes.scoring import ScoringScene
from app.scenes.table import TableScene
from app.services.i18n import CATALOGUE
from engine.registry import GAMES, hand_class

from .conftest import rendered_texts
from .table_drive import new_session
from .test_hotseat_privacy import random_action

#: the catalogue's lines that ask the player on screen to decide (their fixed part, before any {field})
ASKING = ("prompt", "your_turn", "call_title", "cannot_bid", "must_beat", "bury_marks")


def asking_texts(table) -> list[str]:
    out = []
    for key in CATALOGUE:
        if any(part in key for part in ASKING) and "wait" not in key:
            fixed = CATALOGUE[key][0 if table.app.i18n.zh else 1].split("{")[0].strip()
            if len(fixed) >= 2:
                out.append(fixed)
    return out


def drawn_texts(app, table) -> list[str]:
    """Every text the table renders in one frame."""
    return rendered_texts(app, table, pygame.Surface((1280, 720)))


def check_auto(app, table) -> None:
    """Switch 托管 on (no frame runs, so the AI has not answered), look, and switch it off again."""
    table.toggle_auto()
    try:
        texts = drawn_texts(app, table)
        notice = table.t("table.auto_on")
        assert any(notice in t for t in texts), f"no 托管 notice in phase {table.view['phase']}"
        asking = [a for a in asking_texts(table) if any(t.startswith(a) for t in texts)]
        assert not asking, f"phase {table.view['phase']}: still asks the player: {asking}"
        assert all(not b.enabled for b in table.buttons), "a decision control looks live under 托管"
        assert "A" in notice  # the key that takes the seat back
    finally:
        table.toggle_auto()
    assert 0 not in table.auto


#: the quick run's share: three games whose choice phases differ (捶/抖/开枪, bets, bids); the other
#: four are slow-tier
QUICK_GAMES = ("banbiantianzha", "chexuan", "doudizhu")


@pytest.mark.parametrize("lang", ["zh", pytest.param("en", marks=pytest.mark.slow)])  # en: slow tier
@pytest.mark.parametrize("game_id", [g if g in QUICK_GAMES else pytest.param(g, marks=pytest.mark.slow)
                                     for g in GAMES])
def test_auto_play_prompt_in_every_phase(app, game_id, lang):
    app.settings.anim_speed = "off"
    app.settings.language = app.i18n.lang = lang
    rng = random.Random(7)
    checked: set[str] = set()
    for seed in (1, 2):
        s = new_session(game_id, humans=1, seed=seed)
        table = TableScene(app, s)
        app.reset_to(table)
        for _ in range(4000):
            app.step(1 / 30)
            if isinstance(app.top, ScoringScene) or s.hand.is_over:
                break
            if app.top is table and table.my_turn():
                phase = s.hand.phase
                if phase not in checked:
                    check_auto(app, table)
                    checked.add(phase)
                assert table.act(random_action(s.hand, rng))
    phases = hand_class(game_id).PHASES
    assert "play" in checked or "play" not in phases  # 扯旋 has no card play
    if phases - {"play", "over"}:  # 打筒子 has no choice phase
        assert checked - {"play"}, f"{game_id}: no choice phase reached"
