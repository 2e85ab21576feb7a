"""A GUI monkey (issue 22): random events of every kind the window receives, in-process under SDL's
dummy driver, across all six games and every scene; after every frame, the hot-seat privacy rule.
Used by tests/app/test_monkey.py (short) and benchmarks/gui_monkey.py (long, prints its counts)."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pygame

import engine
from app import ai_worker
from app.loop import App
from app.scenes.menu import MenuScene
from app.scenes.replay import ReplayScene
from app.scenes.scoring import ScoringScene
from app.scenes.table import TableScene
from app.services.history import make_entry, match_id
from app.services.saves import SeatConfig
from app.session import Session

KEYS = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_BACKSPACE, pygame.K_a,
        pygame.K_c, pygame.K_h, pygame.K_l, pygame.K_p, pygame.K_s, pygame.K_1, pygame.K_2, pygame.K_3,
        pygame.K_9, pygame.K_KP_ENTER, pygame.K_F1, pygame.K_z]
TEXTS = ["甲", "Ann", "a\x00b", "\x00", "名\x00", "\ud800", "\x1b[2J", "\x07", "名字很长很长很长很长", "🂡",
         "\u202e", "x" * 300, "\t\n"]
_TOKEN = re.compile(r"\b(?:[SHCD](?:[2-9TJQKA]|10)|BJ|LJ)\b")


class PrivacyBreach(AssertionError):
    pass


def faces_in(obj: Any, out: set[str]) -> set[str]:
    """Every card token anywhere in a view (strings, lists, dicts)."""
    if isinstance(obj, str):
        out.update(_TOKEN.findall(obj))
    elif isinstance(obj, dict):
        for v in obj.values():
            faces_in(v, out)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            faces_in(v, out)
    return out


class Monkey:
    """Drives one app with random input. ``counts`` says what it did and saw."""

    def __init__(self, app: App, seed: int) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.counts: Counter = Counter()
        self.failures: list[str] = []
        games = list(engine.GAMES)
        self.games = games
        failures = self.failures
        original = TableScene.on_engine_failure

        def record(scene: TableScene, exc: Exception) -> None:
            failures.append(f"{scene.session.game_id}: {type(exc).__name__}: {exc}")
            original(scene, exc)

        self._restore = original
        TableScene.on_engine_failure = record  # type: ignore[method-assign]
        replay_failed = ReplayScene.on_engine_failure

        def replay_record(scene: ReplayScene, exc: Exception) -> None:
            failures.append(f"replay: {type(exc).__name__}: {exc}")
            replay_failed(scene, exc)

        self._restore_replay = replay_failed
        ReplayScene.on_engine_failure = replay_record  # type: ignore[method-assign]
        self.drops = hostile_files(Path(app.data_dir).parent / "drops")
        # cards played face up in the current hand: a sweep may still draw them after the view has
        # moved on (in a game of several decks another copy can then still be hidden in a hand)
        self.played: dict[int, set[str]] = {}
        apply, played = Session.apply, self.played

        def watched(session: Session, action: Any) -> list[Any]:
            events = apply(session, action)
            for ev in events:
                if ev.kind == "played":
                    played.setdefault(id(session.hand), set()).update(ev.data.get("cards") or [])
            return events

        self._apply = apply
        Session.apply = watched  # type: ignore[method-assign]

    def moved_aside(self) -> list[str]:
        """User files the app set aside as damaged: the monkey never writes one, so each is a save
        (or settings, statistics) the app wrote and then refused to read."""
        found = []
        for folder in (self.app.data_dir, self.app.config_dir):
            if folder.is_dir():
                found += [p.name for p in folder.iterdir() if "-2" in p.name and not p.name.endswith(".tmp")]
        return found

    def close(self) -> None:
        TableScene.on_engine_failure = self._restore  # type: ignore[method-assign]
        ReplayScene.on_engine_failure = self._restore_replay  # type: ignore[method-assign]
        Session.apply = self._apply  # type: ignore[method-assign]

    # ---- the random events
    def pos(self) -> tuple[int, int]:
        w, h = self.app.surface.get_size()
        return self.rng.randrange(w), self.rng.randrange(h)

    def post(self, **kw: Any) -> None:
        self.app.dispatch(pygame.event.Event(kw.pop("type"), **kw))

    def one_event(self) -> None:
        r, app = self.rng.random(), self.app
        if r < 0.40:
            button = self.rng.choice((1, 1, 1, 1, 3))
            p = self.pos()
            self.post(type=pygame.MOUSEBUTTONDOWN, pos=p, button=button)
            self.post(type=pygame.MOUSEBUTTONUP, pos=p, button=button)
            self.counts["click"] += 1
        elif r < 0.47:
            self.post(type=pygame.MOUSEMOTION, pos=self.pos(), rel=(1, 1), buttons=(0, 0, 0))
            self.counts["motion"] += 1
        elif r < 0.53:
            y = self.rng.choice((-3, -1, 1, 3))
            self.post(type=pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
            self.post(type=pygame.MOUSEBUTTONDOWN, pos=self.pos(), button=self.rng.choice((4, 5)))
            self.counts["wheel"] += 1
        elif r < 0.74:
            self.post(type=pygame.KEYDOWN, key=self.rng.choice(KEYS), mod=0, unicode="", scancode=0)
            self.counts["key"] += 1
        elif r < 0.82:
            fields = [w for w in getattr(app.top, "widgets", []) if type(w).__name__ == "TextInput"]
            if fields and self.rng.random() < 0.7:  # into a name field, as a player types or pastes
                p = self.rng.choice(fields).rect.center
                self.post(type=pygame.MOUSEBUTTONDOWN, pos=p, button=1)
                self.post(type=pygame.MOUSEBUTTONUP, pos=p, button=1)
                self.counts["text into a name field"] += 1
            self.post(type=pygame.TEXTINPUT, text=self.rng.choice(TEXTS))
            self.counts["text"] += 1
        elif r < 0.85:
            app.resize((self.rng.randrange(900, 1700), self.rng.randrange(560, 1000)))
            self.counts["resize"] += 1
        elif r < 0.87:
            self.post(type=pygame.WINDOWFOCUSLOST)
            self.counts["focus"] += 1
        elif r < 0.90:
            if app.find(TableScene) is not None:
                app.find(TableScene).autosave()
                app.reset_to(MenuScene(app))  # what the pause menu's "save and quit" does
                self.counts["quit to menu"] += 1
        elif r < 0.93:
            menu = app.top
            if isinstance(menu, MenuScene) and menu.saved is not None:
                menu.continue_match()
                self.counts["continue"] += 1
        elif r < 0.95:  # a file from someone else dropped on the replay list (#33's attack classes)
            if isinstance(app.top, MenuScene):
                app.push("replays", self.rng.choice(self.games))
            if type(app.top).__name__ == "ReplayListScene":
                self.post(type=pygame.DROPFILE, file=self.rng.choice(self.drops))
                self.counts["hostile drop"] += 1
        else:
            self.start_match()

    def start_match(self) -> None:
        """From the menu: a random game, player count and mix of humans (hot-seat included)."""
        app = self.app
        if not isinstance(app.top, MenuScene):
            return
        menu = app.top
        game = self.rng.choice(self.games)
        menu.select(game)
        st = menu.setup()
        info = engine.GAMES[game]
        st["players"] = self.rng.choice(info.players)
        humans = self.rng.choice((0, 1, 1, 2, 3))
        for i, seat in enumerate(st["seats"]):
            seat.kind = "human" if i < humans else "ai"
        menu.build_setup()
        menu.start()
        self.counts["match started"] += 1
        self.counts[f"started {game}"] += 1

    # ---- a frame and its check
    def frame(self) -> None:
        app = self.app
        app.cards.trace = []
        app.step(1 / 30)
        drawn, app.cards.trace = set(app.cards.trace or []), None
        self.counts["frame"] += 1
        self.counts[f"scene {type(app.top).__name__}"] += 1
        self.check_privacy(drawn)

    def check_privacy(self, drawn: set[str]) -> None:
        """No card face hidden from the seat on screen is drawn: a face held by another seat that
        is not in the on-screen seat's own view (a spectator's, in hot-seat between turns). Faces
        are compared as sets: several decks repeat faces, and a flight and its landing draw the
        same card twice. The call pickers of 板子炮 and 找朋友 list every face by design."""
        app = self.app
        table = app.find(TableScene)
        if table is None or not drawn or getattr(table, "engine_failed", False):
            return
        if getattr(table, "face_up", False):
            return  # every hand open by design: a 学牌 残局 (app/learn/puzzle_coach.py)
        above = app.scenes[app.scenes.index(table) + 1:]
        if any(sc.opaque for sc in above):
            return  # the table is covered (settings, rules, scoring: their sample cards are not a hand)
        hand = table.session.hand
        if isinstance(app.top, ScoringScene) or hand.is_over:
            return  # the hand is over: its cards are shown to everyone
        seat = table.shown_seat()
        if hand.phase == "call" and seat is not None and seat == hand.to_act:
            return
        visible = faces_in(table.session.view(seat), set()) | self.played.get(id(hand), set())
        hidden = {str(c) for i, h in enumerate(hand.hands) if i != seat for c in h} - visible
        self.counts["privacy-checked frame"] += 1
        if table.session.hotseat:
            self.counts["hot-seat frame"] += 1
        leak = drawn & hidden
        if leak:
            raise PrivacyBreach(f"{table.session.game_id}: seat {seat} on screen, drawn: {sorted(leak)}")

    def run(self, events: int) -> None:
        for _ in range(events):
            self.one_event()
            self.counts["event"] += 1
            for _ in range(self.rng.choice((1, 1, 2, 4))):
                self.frame()
            if not self.app.running:  # a QUIT or the menu's Quit: start again
                self.app.running = True
                self.counts["quit"] += 1
            if not self.app.scenes:
                self.app.push(MenuScene(self.app))


def hostile_files(folder: Path) -> list[str]:
    """Paths to drop on the replay list: a real export and each way #33 found to attack one (a code
    that climbs out of the folder, numbers beyond any match, a byte-order mark, an unfinished hand,
    a path of an unknown user's home, a file that is not there)."""
    folder.mkdir(parents=True, exist_ok=True)
    hand = engine.new_hand("chexuan", seed=3)
    rng = random.Random(3)
    while not hand.is_over:
        hand.apply(rng.choice(hand.legal_actions()))
    seats = [SeatConfig("human")] + [SeatConfig("ai") for _ in range(hand.num_players - 1)]
    entry = json.loads(json.dumps(make_entry(hand, seats, match_id(3), 1, engine.deal_code(hand))))

    def export_of(*hands: Any) -> bytes:
        return json.dumps({"format": "paiju-hands", "version": 1, "hands": list(hands)}).encode()

    climbing = dict(entry, code="/../../../../../../tmp/paiju-monkey-x")
    stacks = json.loads(json.dumps(entry))
    stacks["record"]["origin"]["context"] = {"stacks": [2**62] * hand.num_players, "dealer": 0}
    unfinished = json.loads(json.dumps(entry))
    unfinished["record"]["result"] = None
    files = {
        "real.json": export_of(entry),
        "climbing.json": export_of(climbing),
        "stacks.json": export_of(stacks),
        "huge.json": export_of(entry).replace(b'"hand":1', b'"hand":1' + b"0" * 400),
        "bom.json": b"\xef\xbb\xbf" + export_of(entry),
        "unfinished.json": export_of(unfinished),
    }
    out = []
    for name, raw in files.items():
        (folder / name).write_bytes(raw)
        out.append(str(folder / name))
    return out + ["~nosuchuser_paiju/x.json", str(folder / "missing.json")]


def make_app(tmp: Any) -> App:
    """A headless app whose AI seats answer at once with random legal actions (the monkey tests the
    window, not the AI; the worker's own tests cover that)."""
    ai_worker._make_player = lambda key: ai_worker.ai_random(key[2])  # type: ignore[assignment]
    app = App(tmp / "data", tmp / "config", size=(1280, 720), ai_delay=(0.0, 0.0), ai_mode="sync")
    app.push(MenuScene(app))
    return app
