"""The replay viewer and the replay list, headless: every control for every game in both languages,
step back/forward giving back the very same view, a seat's view showing only what that seat saw,
the scoring screen booking the hand and opening its replay, and import from the list (#24)."""

from __future__ import annotations

import json
import random

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from app.services.history import export, make_entry, match_id
from app.services.saves import SeatConfig
from app.session import Session

from .conftest import click, frames, post_key
from .test_history import entry_for, finished_hand

GAMES = list(engine.GAMES)
KEYS = [pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_SPACE, pygame.K_PLUS, pygame.K_PLUS,
        pygame.K_MINUS, pygame.K_MINUS, pygame.K_EQUALS, pygame.K_KP_MINUS, pygame.K_v, pygame.K_HOME,
        pygame.K_END, pygame.K_DOWN, pygame.K_DOWN, pygame.K_UP, pygame.K_d, pygame.K_r, pygame.K_r]


@pytest.fixture(scope="module")
def entries():
    return {g: json.loads(json.dumps(entry_for(g, 21))) for g in GAMES}


#: the quick run's share of the control sweep (the other four games are slow-tier; every game's
#: step-back and seat-view checks below stay quick)
QUICK_GAMES = ("banbiantianzha", "chexuan", "doudizhu")


@pytest.mark.parametrize("lang", ["zh", pytest.param("en", marks=pytest.mark.slow)])  # en: slow tier
@pytest.mark.parametrize("game_id", [g if g in QUICK_GAMES else pytest.param(g, marks=pytest.mark.slow)
                                     for g in GAMES])
def test_every_control_of_the_viewer_runs(app, entries, game_id, lang):
    app.i18n.lang = lang
    app.push("menu")
    viewer = app.push("replay", entries[game_id])
    assert viewer.table is not None
    n = viewer.table.session.n
    for key in KEYS + [pygame.K_v] * (n + 1):
        post_key(app, key)
        frames(app, 2, dt=0.4)
    # every button by a click, twice round (a button's action can change the row)
    for _ in range(2):
        for i in range(len(viewer.buttons)):
            if i < len(viewer.buttons) and viewer.buttons[i].enabled:
                click(app, viewer.buttons[i].rect.center)
                frames(app, 1, dt=0.4)
    # playing steps once per the speed's interval, and runs to the end by itself
    for speed, interval in enumerate((1.6, 0.9, 0.35)):
        viewer.speed = speed
        viewer.seek(0)
        viewer.toggle_play()
        viewer.update(interval * 0.9)
        assert viewer.replay.index == 0
        viewer.update(interval * 0.2)
        assert viewer.replay.index == 1
    for _ in range(viewer.replay.length + 1):
        viewer.update(0.4)
    assert viewer.replay.at_end and not viewer.playing
    assert viewer.replay.hand.result().deltas == viewer.replay.recorded_result.deltas
    app.draw()
    post_key(app, pygame.K_ESCAPE)
    assert app.top is not viewer


@pytest.mark.parametrize("game_id", GAMES)
def test_step_back_gives_back_the_same_view(app, entries, game_id):
    viewer = app.push("replay", entries[game_id])
    tb = viewer.table
    for face_up in (True, False):
        tb.face_up = face_up
        viewer.seek(0)
        seen = [json.dumps(tb.view, sort_keys=True)]
        while not viewer.replay.at_end:
            post_key(app, pygame.K_RIGHT)
            seen.append(json.dumps(tb.view, sort_keys=True))
        for i in range(len(seen) - 1, 0, -1):
            assert viewer.replay.index == i
            assert json.dumps(tb.view, sort_keys=True) == seen[i]
            post_key(app, pygame.K_LEFT)
        assert json.dumps(tb.view, sort_keys=True) == seen[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seat_sees_only_its_own_view(app, entries, game_id):
    """"As one seat saw it" draws from ``view(seat)`` of the replayed hand and nothing else: no other
    seat's hidden cards reach the table (the painter, the plug-in, the hand at the bottom)."""
    viewer = app.push("replay", entries[game_id])
    tb = viewer.table
    n = tb.session.n
    post_key(app, pygame.K_v)  # face up -> seat 1
    for seat in range(n):
        assert not tb.face_up and tb.seat == seat
        viewer.seek(0)
        while True:
            want = viewer.replay.hand.view(seat)
            assert tb.view == want
            for other in range(n):
                if other != seat:
                    assert tb.view["hands"][other] == want["hands"][other]
            assert tb.tokens == tb.game.sort(list(want["hands"][seat] or []), app.settings.sort_order, want)
            if viewer.replay.index % 16 == 0 or viewer.replay.at_end:
                app.draw()  # the painter and the plug-in draw from it without error
            if viewer.replay.at_end:
                break
            viewer.forward()
        post_key(app, pygame.K_v)
    assert tb.face_up  # round again to every hand face up


def test_face_up_shows_every_hand(app, entries):
    viewer = app.push("replay", entries["banbiantianzha"])
    tb = viewer.table
    hand = viewer.replay.hand
    assert tb.face_up
    viewer.seek(viewer.replay.length // 2)
    hand = viewer.replay.hand
    assert tb.view["hands"] == [hand.view(s)["hands"][s] for s in range(hand.num_players)]
    assert all(h is not None for h in tb.view["hands"])


def test_a_record_that_does_not_replay_is_told_not_crashed(app, entries):
    bad = json.loads(json.dumps(entries["chexuan"]))
    bad["record"]["steps"] = bad["record"]["steps"][:1]
    viewer = app.push("replay", bad)
    assert viewer.table is None
    for key in KEYS:
        post_key(app, key)
    frames(app, 2)
    app.draw()
    post_key(app, pygame.K_ESCAPE)
    assert app.top is not viewer


def _finished_session(game_id: str) -> Session:
    n = engine.GAMES[game_id].default_players
    s = Session.new(game_id, [SeatConfig("human")] + [SeatConfig("ai") for _ in range(n - 1)], seed=5)
    rng = random.Random(3)
    while not s.hand.is_over:
        legal = s.hand.legal_actions()
        plays = (legal.plays() if isinstance(legal, engine.SegmentedActions)
                 else [a for a in legal if a.kind == "play"])
        s.hand.apply(rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(legal))
    return s


@pytest.mark.parametrize("game_id", ["chexuan", "datongzi"])
def test_the_scoring_screen_books_the_hand_and_replays_it(app, game_id):
    s = _finished_session(game_id)
    table = app.make("table", s)
    app.reset_to(table)
    scoring = app.push("scoring", table)
    [kept] = app.history.hands(game_id)
    assert kept["record"] == s.hand.record()
    assert kept["match"] == {"id": match_id(s.match.seed), "hand": 1}
    assert kept["code"] == s.deal_code()
    assert any("R" in b.label for b in scoring.buttons)
    post_key(app, pygame.K_r)
    viewer = app.top
    assert type(viewer).__name__ == "ReplayScene" and viewer.entry is scoring.entry
    post_key(app, pygame.K_ESCAPE)
    assert app.top is scoring


def test_the_menu_opens_the_list_and_the_list_opens_a_replay(app, entries, tmp_path):
    app.history.add([entries["sandayi"], entry_for("sandayi", 22, when=1_800_000_000.0)])
    menu = app.push("menu")
    menu.select("sandayi")
    post_key(app, pygame.K_r)
    lst = app.top
    assert type(lst).__name__ == "ReplayListScene"
    hands = lst.entries()
    assert hands[0]["played_at"] > hands[1]["played_at"]  # newest first
    app.draw()
    post_key(app, pygame.K_DOWN)
    post_key(app, pygame.K_RETURN)
    assert app.top.entry is hands[1]
    post_key(app, pygame.K_ESCAPE)
    assert app.top is lst


def test_export_and_import_from_the_list(app, entries, tmp_path, monkeypatch):
    monkeypatch.setattr("app.services.history.export_dir", lambda: tmp_path)
    app.history.add([entries["banzipao"]])
    lst = app.push("replays", "banzipao")
    post_key(app, pygame.K_e)
    [path] = list(tmp_path.glob("paiju-banzipao-*.json"))
    assert str(path) in lst.status and not lst.status_err
    post_key(app, pygame.K_m)
    assert len(list(tmp_path.glob("paiju-banzipao-*.json"))) == 2
    # an import into a fresh history, by typing the path, then by dropping the file (the hand's
    # history file is written off the UI thread: waited for before it is removed)
    assert app.writer.flush(10)
    app.history._hands.clear()
    (app.data_dir / "history" / "banzipao.json").unlink()
    post_key(app, pygame.K_i)
    assert lst.field is not None and lst.field.active
    lst.field.value = str(path)
    post_key(app, pygame.K_RETURN)
    confirm = settle(app, lst)
    assert confirm is not None and "1" in confirm.text  # the count, before anything is kept
    assert app.history.hands("banzipao", received=True) == []
    confirm.confirm()
    assert not lst.status_err and len(app.history.hands("banzipao", received=True)) == 1
    assert app.history.hands("banzipao") == []  # kept apart from the player's own (#33)
    bad = tmp_path / "bad.json"
    bad.write_bytes(path.read_bytes()[:-20])
    app.dispatch(pygame.event.Event(pygame.DROPFILE, file=str(bad)))
    assert settle(app, lst) is None
    assert lst.status_err and len(app.history.hands("banzipao", received=True)) == 1
    app.draw()


def settle(app, lst, limit=60.0):
    """Frames until the list's import thread is done; the confirmation it opened, if any."""
    import time

    from app.scenes.dialog import ConfirmBox

    end = time.monotonic() + limit
    while lst.job is not None:
        assert time.monotonic() < end, "the import never finished"
        app.step(1 / 60)
        time.sleep(0.005)
    return app.top if isinstance(app.top, ConfirmBox) else None


@pytest.fixture(scope="module")
def export_file(tmp_path_factory, entries):
    return export([entries["chexuan"], entries["banbiantianzha"]], tmp_path_factory.mktemp("ex")).read_bytes()


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(0, 10**6), flip=st.integers(0, 10**6), bit=st.integers(0, 7))
def test_the_list_never_crashes_on_a_damaged_import(app, export_file, tmp_path, cut, flip, bit):
    raw = bytearray(export_file[: max(1, cut % (len(export_file) + 1))])
    raw[flip % len(raw)] ^= 1 << bit
    path = tmp_path / "drop.json"
    path.write_bytes(bytes(raw))
    lst = app.push("replays", "chexuan")
    before = {g: list(app.history.hands(g)) + app.history.hands(g, received=True) for g in GAMES}
    app.dispatch(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    if settle(app, lst) is not None:
        app.pop()  # the count shown; declined
    app.draw()
    assert {g: list(app.history.hands(g)) + app.history.hands(g, received=True) for g in GAMES} == before
    app.pop()


def test_make_entry_of_a_hand_without_history_is_refused():
    h = finished_hand("chexuan", 3)
    restored = engine.registry.hand_class("chexuan").from_dict(
        {k: v for k, v in h.to_dict().items() if k not in ("origin", "actions")})
    with pytest.raises(ValueError):
        make_entry(restored, [SeatConfig()] * h.num_players, "m", 1, None)


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_controls_fit_the_window(app, entries, lang, size):
    """Every control of the list and of the viewer inside the window, none over another, with the
    longest seat name on the seat-view button."""
    app.i18n.lang = lang
    app.resize(size)
    W, H = size
    entry = json.loads(json.dumps(entries["chexuan"]))
    entry["seats"][0]["name"] = "长" * 24
    app.history.add([entry])
    lst = app.push("replays", "chexuan")
    post_key(app, pygame.K_i)  # the import row open: the tightest layout
    rects = [b.rect for b in lst.buttons] + [lst.field.rect, lst.go_button.rect]
    viewer = app.push("replay", entry)
    viewer.seek(viewer.replay.length)
    post_key(app, pygame.K_v)
    for group in (rects, [b.rect for b in viewer.buttons] + [viewer.back_button.rect]):
        for i, r in enumerate(group):
            assert pygame.Rect(0, 0, W, H).contains(r), r
            assert not any(r.colliderect(o) for o in group[i + 1:]), r
    app.draw()


def test_the_list_switches_game_without_going_back_to_the_menu(app, entries):
    """Issue 38: the replay list showed one game; ←/→ and its ◀ ▶ buttons now go through the games."""
    app.history.add([entries["chexuan"], entries["datongzi"]])
    ids = list(engine.GAMES)
    lst = app.push("replays", "chexuan")
    assert lst.entries()[0]["record"]["game_id"] == "chexuan"
    post_key(app, pygame.K_RIGHT)
    assert lst.game_id == ids[(ids.index("chexuan") + 1) % len(ids)]
    while lst.game_id != "datongzi":
        post_key(app, pygame.K_RIGHT)
    assert lst.entries()[0]["record"]["game_id"] == "datongzi" and lst.index == 0
    back = next(b for b in lst.buttons if b.label == app.i18n.t("replay.prev_game"))
    click(app, back.rect.center)
    assert lst.game_id == ids[(ids.index("datongzi") - 1) % len(ids)]


# ---- #33: the viewer under the engine guard; a seat's view names no card that seat did not see
def test_a_hand_that_cannot_be_drawn_closes_the_viewer_with_a_message(app, entries, monkeypatch):
    from app.scenes.dialog import MessageBox
    from app.table.replay_host import ReplayTable

    lst = app.push("replays", "chexuan")
    app.history.add([entries["chexuan"]])

    def broken(self, surface):
        raise OverflowError("int too large to convert to float")

    monkeypatch.setattr(ReplayTable, "draw", broken)
    app.push("replay", entries["chexuan"])
    frames(app, 3)  # no exception escapes
    assert isinstance(app.top, MessageBox) and "OverflowError" in app.top.text
    post_key(app, pygame.K_ESCAPE)
    assert app.top is lst and len(app.history.hands("chexuan")) == 1


def test_a_forged_stack_in_a_kept_hand_drops_that_hand_only(app, entries):
    good = json.loads(json.dumps(entries["chexuan"]))
    bad = json.loads(json.dumps(entry_for("chexuan", 77)))
    bad["record"]["origin"]["context"] = {"stacks": [2**62] * bad["record"]["num_players"], "dealer": 0}
    folder = app.data_dir / "history"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "chexuan.json").write_text(json.dumps({"version": 1, "hands": [good, bad]}))
    app.history._hands.clear()
    assert [e["record"] for e in app.history.hands("chexuan")] == [good["record"]]


def _zpy_declarer_entry():
    for seed in range(40):
        h = finished_hand("zhaopengyou", seed)
        if any(a.kind == "bury" for _, a in h._actions):
            seats = [SeatConfig("human")] + [SeatConfig("ai") for _ in range(h.num_players - 1)]
            return make_entry(h, seats, match_id(seed), 1, None)
    raise AssertionError("no 找朋友 hand with a burial")


def test_a_seat_view_never_spells_out_the_declarers_buried_cards(app):
    from app.render.cards import card_text

    entry = _zpy_declarer_entry()
    viewer = app.push("replay", entry)
    rp = viewer.replay
    k = next(i for i, (_, a) in enumerate(rp.decisions) if a.kind == "bury")
    declarer, bury = rp.decisions[k]
    words = [card_text(str(c)) for c in bury.cards]
    tb = viewer.table
    for seat in range(tb.session.n):
        tb.face_up, tb.seat = False, seat
        viewer.seek(k + 1)
        line = tb.message
        if seat == declarer:
            assert all(w in line for w in words)  # the declarer saw his own burial
        else:
            assert not any(w in line for w in words), (seat, line)
            assert str(len(bury.cards)) in line
    tb.face_up = True
    viewer.seek(k + 1)
    assert all(w in tb.message for w in words)  # every hand face up: everything shown
    app.draw()


def test_a_large_import_is_checked_off_the_ui_thread_with_its_progress(app, tmp_path, monkeypatch):
    import time

    from app.services import history as hist

    hands = [entry_for("banzipao", s, hand_no=s + 1) for s in range(12)]
    path = export(hands, tmp_path)
    real = hist.verify

    def slow(entry, strict=False):  # each hand takes a while, as a 找朋友 hand does on a slow machine
        time.sleep(0.05)
        return real(entry, strict)

    monkeypatch.setattr(hist, "verify", slow)
    lst = app.push("replays", "banzipao")
    app.dispatch(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    seen, frames_during = set(), 0
    end = time.monotonic() + 30
    while lst.job is not None and time.monotonic() < end:
        app.step(1 / 60)  # the window keeps drawing meanwhile
        frames_during += 1
        seen.add(lst.status)
        time.sleep(0.01)
    assert frames_during > 5
    assert any(app.i18n.t("replay.import.checking", i=i, n=12) in seen for i in range(1, 12))
    confirm = app.top
    assert type(confirm).__name__ == "ConfirmBox" and "12" in confirm.text
    confirm.confirm()
    assert len(app.history.hands("banzipao", received=True)) == 12
