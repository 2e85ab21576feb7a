"""One autosave per game (issue #20 item 5): six matches can be in progress at once; starting a new
match of one game asks first when that game has a save (and says what is lost) and never touches another
game's save; Continue resumes the selected game's save; the old single ``match.json`` moves into its
game's slot; a damaged slot is moved aside with a message and affects no other game."""

from __future__ import annotations

import json
import random

import pygame
import pytest

import engine
from app.loop import App
from app.scenes.dialog import ConfirmBox, MessageBox
from app.scenes.menu import MenuScene
from app.scenes.table import TableScene
from app.services.saves import SaveStore

from .conftest import post_key
from .table_drive import new_session
from .test_hotseat_privacy import random_action

GAMES = list(engine.GAMES)


def played(game_id: str, seed: int = 3, steps: int = 6):
    """A match of ``game_id`` (a human in seat 0) a few decisions in."""
    s = new_session(game_id, humans=1, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.hand.is_over:
            break
        s.apply(random_action(s.hand, rng))
    return s


def save_all(app, games=GAMES) -> dict[str, bytes]:
    """Save a match of each game; returns each slot's bytes."""
    out = {}
    for g in games:
        s = played(g)
        s.save(app.saves)
        out[g] = app.saves.slot(g).path.read_bytes()
    return out


def open_menu(app) -> MenuScene:
    menu = MenuScene(app)
    app.reset_to(menu)
    return menu


def test_six_saves_coexist_and_each_continues_its_own_game(app):
    sessions = {g: played(g, seed=i + 2) for i, g in enumerate(GAMES)}
    for s in sessions.values():
        s.save(app.saves)
    folder = app.saves.folder
    assert sorted(p.name for p in folder.iterdir()) == sorted(f"{g}.json" for g in GAMES)
    menu = open_menu(app)
    assert set(menu.saved) == set(GAMES)
    for g in GAMES:
        menu = open_menu(app)
        menu.select(g)
        assert menu.menu_buttons[0].enabled
        post_key(app, pygame.K_c)  # Continue: the selected game's save
        table = app.top
        assert isinstance(table, TableScene) and table.session.game_id == g
        assert table.session.hand.view(0) == sessions[g].hand.view(0)
    assert sorted(p.name for p in folder.iterdir()) == sorted(f"{g}.json" for g in GAMES)


def test_continue_is_off_for_a_game_without_a_save(app):
    save_all(app, ["sandayi"])
    menu = open_menu(app)
    menu.select("banzipao")
    assert not menu.menu_buttons[0].enabled and menu.menu_buttons[0].reason == menu.t("saves.none")
    menu.continue_match()
    assert app.top is menu
    menu.select("sandayi")
    assert menu.menu_buttons[0].enabled


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_new_match_over_a_save_asks_first_and_leaves_other_games_saves(app, lang):
    app.settings.language = app.i18n.lang = lang
    before = save_all(app, ["banzipao", "sandayi", "chexuan"])
    saved_hand = json.loads(before["sandayi"])["match"]
    menu = open_menu(app)
    menu.select("sandayi")
    post_key(app, pygame.K_RETURN)  # start
    dialog = app.top
    assert isinstance(dialog, ConfirmBox)
    name = engine.GAMES["sandayi"].name_zh if lang == "zh" else engine.GAMES["sandayi"].name_en
    assert name in dialog.text  # says which match is lost
    assert str(menu.saved["sandayi"].match.hand_no) in dialog.text
    assert saved_hand["game_id"] == "sandayi"
    post_key(app, pygame.K_RETURN)  # Enter by habit: "Back" has the focus, nothing is lost
    assert app.top is menu
    assert app.saves.slot("sandayi").path.read_bytes() == before["sandayi"]
    menu.start()
    assert isinstance(app.top, ConfirmBox)
    post_key(app, pygame.K_ESCAPE)
    assert app.top is menu and app.saves.slot("sandayi").path.exists()
    menu.start()
    post_key(app, pygame.K_y)  # confirmed: a new 三打一 match, the old save gone
    table = app.top
    assert isinstance(table, TableScene) and table.session.game_id == "sandayi"
    assert table.session.match.hand_no == 1
    assert not app.saves.slot("sandayi").path.exists()
    for g in ("banzipao", "chexuan"):  # other games' saves untouched, byte for byte
        assert app.saves.slot(g).path.read_bytes() == before[g]
    table.autosave()
    app.saves.flush()
    new = json.loads(app.saves.slot("sandayi").path.read_text(encoding="utf-8"))
    assert new["match"]["game_id"] == "sandayi"
    assert app.saves.slot("banzipao").path.read_bytes() == before["banzipao"]


def test_a_new_match_without_a_save_starts_at_once_and_keeps_the_others(app):
    before = save_all(app, ["banzipao"])
    menu = open_menu(app)
    menu.select("datongzi")
    menu.start()
    assert isinstance(app.top, TableScene) and app.top.session.game_id == "datongzi"
    app.top.autosave()
    app.saves.flush()
    assert app.saves.slot("banzipao").path.read_bytes() == before["banzipao"]
    assert app.saves.slot("datongzi").path.exists()


def test_a_deal_code_of_a_saved_game_asks_first_too(app):
    save_all(app, ["banbiantianzha"])
    code = engine.deal_code(played("banbiantianzha", seed=9, steps=0).hand)
    menu = open_menu(app)
    menu.select("datongzi")
    menu.start_code(code)
    assert isinstance(app.top, ConfirmBox)
    app.top.confirm()
    assert isinstance(app.top, TableScene) and app.top.session.game_id == "banbiantianzha"
    assert engine.deal_code(app.top.session.hand) == code


def test_the_old_single_save_moves_to_its_games_slot(tmp_path):
    data = tmp_path / "data"
    s = played("zhaopengyou", seed=4)
    SaveStore(data).write(s.match, s.seats, s.viewer)  # what versions before per-game saves wrote
    raw = (data / "match.json").read_bytes()
    app = App(data, tmp_path / "config", ai_mode="sync", ai_delay=(0, 0))
    try:
        assert not (data / "match.json").exists()
        assert (data / "saves" / "zhaopengyou.json").read_bytes() == raw  # moved, not rewritten
        menu = open_menu(app)
        assert set(menu.saved) == {"zhaopengyou"}
        assert app.top is menu  # nothing to report
        menu.select("zhaopengyou")
        menu.continue_match()
        assert app.top.session.hand.view(0) == s.hand.view(0)
    finally:
        app.close()


def test_an_old_save_never_overwrites_a_slot_and_is_kept(tmp_path):
    data = tmp_path / "data"
    old, new = played("banzipao", seed=4), played("banzipao", seed=5)
    SaveStore(data / "saves", "banzipao.json").write(new.match, new.seats, new.viewer)
    SaveStore(data).write(old.match, old.seats, old.viewer)
    slot = (data / "saves" / "banzipao.json").read_bytes()
    raw = (data / "match.json").read_bytes()
    app = App(data, tmp_path / "config", ai_mode="sync", ai_delay=(0, 0))
    app.close()
    assert (data / "saves" / "banzipao.json").read_bytes() == slot
    kept = [p for p in data.iterdir() if p.name.startswith("match.json.superseded")]
    assert len(kept) == 1 and kept[0].read_bytes() == raw


def test_an_unreadable_old_save_is_set_aside_and_told(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "match.json").write_bytes(b"\x00 not json")
    app = App(data, tmp_path / "config", ai_mode="sync", ai_delay=(0, 0))
    try:
        open_menu(app)
        assert isinstance(app.top, MessageBox) and "match.json" in app.top.text
        assert [p.read_bytes() for p in data.iterdir() if p.name.startswith("match.json.corrupt")] == [
            b"\x00 not json"
        ]
    finally:
        app.close()


def test_a_damaged_slot_affects_only_its_game(app):
    before = save_all(app, ["banzipao", "sandayi"])
    bad = app.saves.slot("zhaopengyou").path
    bad.write_bytes(b'{"format": "paiju-save", "version": 1, "match": [')
    menu = open_menu(app)
    assert isinstance(app.top, MessageBox) and "zhaopengyou.json" in app.top.text
    assert set(menu.saved) == {"banzipao", "sandayi"}
    assert not bad.exists()
    aside = [p for p in app.saves.folder.iterdir() if p.name.startswith("zhaopengyou.json.corrupt")]
    assert len(aside) == 1
    for g in ("banzipao", "sandayi"):
        assert app.saves.slot(g).path.read_bytes() == before[g]
    # the damaged game starts afresh without asking (nothing left to lose); its new save is good
    post_key(app, pygame.K_RETURN)  # the message
    assert app.top is menu
    menu.select("zhaopengyou")
    menu.start()
    assert isinstance(app.top, TableScene)
    app.top.autosave()
    app.saves.flush()
    assert app.saves.load("zhaopengyou").saved is not None


class Recorder(pygame.Surface):
    """A surface that notes where every blit lands (to find what the menu's cards draw where)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.blits: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: ANN001, ANN201
        r = super().blit(source, dest, area, special_flags)
        self.blits.append((source, r))
        return r


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_save_badges_sit_inside_their_cards_clear_of_the_cards_text(app, size, lang):
    app.settings.language = app.i18n.lang = lang
    app.resize(size)
    save_all(app)
    menu = open_menu(app)
    texts: set[int] = set()
    real = app.ui.text.render

    def render(*a, **k):  # noqa: ANN002, ANN003, ANN202
        surf = real(*a, **k)
        texts.add(id(surf))
        return surf

    app.ui.text.render = render
    try:
        surface = Recorder(size)
        menu.draw(surface)
    finally:
        del app.ui.text.render
    for rect, gid in menu.game_buttons:
        box, badge_text = menu.save_badge(gid, rect)
        assert rect.contains(box), (gid, box, rect)
        for src, r in surface.blits:
            if id(src) not in texts or src is badge_text or not rect.colliderect(r):
                continue
            assert not r.colliderect(box), (gid, lang, size, r, box)
        # the badge's own text fits inside the pill
        assert box.contains(badge_text.get_rect(center=box.center))
