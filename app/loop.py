"""The window, the clock, the scene stack and event dispatch."""

from __future__ import annotations

import time
import weakref
import zlib
from pathlib import Path
from typing import Any

import pygame
from platformdirs import user_config_dir, user_data_dir

from .ai_worker import AIWorker
from .render.cards import CardRenderer
from .scenes.base import Scene
from .scenes.registry import SCENES
from .services.files import WRITER
from .services.folder_lock import FolderLock
from .services.history import History
from .services.i18n import I18n
from .services.learn_progress import LearnProgress
from .services.resources import icon_path
from .services.save_shelf import SaveShelf
from .services.settings import Settings, SettingsStore
from .services.sound import Sound
from .services.stats import Stats
from .table.geometry import face_sizes
from .ui import record, theme
from .ui.layout import Scale
from .ui.text import TextRenderer
from .ui.widgets import TextInput, UIContext

APP_NAME = "paiju"
# Idle: after IDLE_AFTER identical frame checks (one every 4 frames) the loop waits for input,
# waking at least every IDLE_WAIT_MAX seconds so timers and the AI worker's answers still arrive.
IDLE_AFTER = 2
IDLE_WAIT_MAX = 0.5
IDLE_POLL = 0.02  # input is noticed within this while idle
#: seconds per frame spent rendering court and joker pictures (a new window size spreads them over
#: frames, with stand-ins meanwhile: issue #23, no frame waits for a dozen 4 ms renders)
ART_BUDGET = 0.004


def default_dirs() -> tuple[Path, Path]:
    """(data dir, config dir) from platformdirs; called at start-up, never at import."""
    return (Path(user_data_dir(APP_NAME, appauthor=False)), Path(user_config_dir(APP_NAME, appauthor=False)))


def _destroy_window_at_quit(app: App) -> None:
    """Destroy ``app``'s window when pygame quits, if the app is still alive then. pygame.quit()
    frees every SDL window but leaves a live ``pygame.Window`` pointing at the freed one; when that
    object is collected after a later init, it destroys whatever window now has that address (a
    segfault on the next blit). The tests open many apps and start pygame again after the game's
    own ``main`` quits it."""
    ref = weakref.ref(app)

    def destroy() -> None:
        live = ref()
        if live is not None:
            live.window.destroy()  # a second destroy (after close()) does nothing

    pygame.register_quit(destroy)


class App:
    def __init__(
        self,
        data_dir: Path,
        config_dir: Path,
        size: tuple[int, int] = (1280, 720),
        ai_delay: tuple[float, float] = (0.4, 0.9),
        ai_mode: str = "process",
    ) -> None:
        pygame.init()
        self.data_dir, self.config_dir = Path(data_dir), Path(config_dir)
        self.settings_store = SettingsStore(self.config_dir)
        self.settings: Settings = self.settings_store.load()
        self.i18n = I18n(self.settings.language)
        self.writer = WRITER  # saves, history and statistics reach the disk off the UI thread
        # one copy per data folder (#33): a second one reads it and writes nothing (folder_lock.py);
        # taken before any store tidies the folder, so it never removes the other copy's files
        self.folder_lock = FolderLock(self.data_dir)
        self.read_only = not self.folder_lock.acquire()
        #: told once by the menu: this copy is the second on its data folder
        self.read_only_notice = self.read_only
        self.saves = SaveShelf(self.data_dir, self.writer, read_only=self.read_only)  # one autosave per game
        self.stats = Stats(self.data_dir, self.writer, read_only=self.read_only)
        # finished hands, per game (the replay viewer)
        self.history = History(self.data_dir, self.writer, read_only=self.read_only)
        # 学牌: each game's lesson played and puzzles solved
        self.learn_progress = LearnProgress(self.data_dir, read_only=self.read_only)
        self.last_game: str | None = None  # the game last played: the menu comes back to it
        self.sound = Sound(self.settings.volume, self.settings.mute)
        self.ai_delay = ai_delay
        self.ai_mode = ai_mode
        self._ai_worker: AIWorker | None = None
        size = (max(size[0], theme.MIN_W), max(size[1], theme.MIN_H))
        # a real resizable window (not SCALED: that letterboxes and blurs text)
        self.window = pygame.Window("牌局 Paiju", size, resizable=True)
        self.window.minimum_size = (theme.MIN_W, theme.MIN_H)
        _destroy_window_at_quit(self)
        self._set_icon()
        self.surface = self.window.get_surface()
        self.scale = Scale(*size)
        self.text = TextRenderer()
        self.ui = UIContext(self.text, self.scale)
        self.cards = CardRenderer(self.text, art_budget=ART_BUDGET)
        self.cards.warm(list(face_sizes(self.scale)))
        self.scenes: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.running = True
        self._opened_by = ""  # the text of the key that just opened a text field (see dispatch)
        self.frame = 0
        #: headless runs: scoring screens move on by themselves
        self.autoplay = False
        #: when the picture stops changing, wait for events instead of redrawing 60 times a second
        self.idle_wait = True
        self._still = 0  # frame checks in a row that found the same picture
        self._sig: int | None = None
        self._check_still = False  # set by run() for the frames whose picture is compared
        self._idle_frame = False  # set by run() for a frame drawn after an idle wait
        self.hands_scored = 0  # counted by the scoring screen (the smoke run reports them)
        self.matches_finished = 0
        if self.settings.fullscreen:
            self.set_fullscreen(True)

    def _set_icon(self) -> None:
        """The window icon (Linux and the Windows title bar; bundles also carry .ico/.icns)."""
        try:
            self.window.set_icon(pygame.image.load(str(icon_path())))
        except (pygame.error, FileNotFoundError, OSError):
            pass  # a missing icon must never stop the game

    # ---- scene stack
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def make(self, scene: Scene | str, *args: Any) -> Scene:
        """A scene by name (``"table"``, ``"scoring"`` … see ``app.scenes.registry``), built with ``args``;
        a scene object passes through. Scenes ask for each other by name, so no scene module imports
        another (as Tuxemon's state manager does)."""
        if isinstance(scene, str):
            return SCENES[scene](self, *args)
        return scene

    def push(self, scene: Scene | str, *args: Any) -> Scene:
        scene = self.make(scene, *args)
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene | str, *args: Any) -> Scene:
        """Swap the top scene (menu → table, table → scoring)."""
        scene = self.make(scene, *args)
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def reset_to(self, scene: Scene | str, *args: Any) -> Scene:
        scene = self.make(scene, *args)
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()
        return scene

    def find(self, kind: type) -> Scene | None:
        for s in reversed(self.scenes):
            if isinstance(s, kind):
                return s
        return None

    # ---- window
    def resize(self, size: tuple[int, int]) -> None:
        """Adopt a new window size: every scene recomputes its layout (no letterboxing)."""
        w, h = max(size[0], theme.MIN_W), max(size[1], theme.MIN_H)
        if tuple(self.window.size) != (w, h):
            self.window.size = (w, h)
        self.surface = self.window.get_surface()
        self.scale.w, self.scale.h = self.surface.get_size()
        self.cards.clear()
        self.cards.warm(list(face_sizes(self.scale)))
        for s in self.scenes:
            s.layout()

    def set_fullscreen(self, on: bool) -> None:
        try:
            if on:
                self.window.set_fullscreen(desktop=True)
            else:
                self.window.set_windowed()
        except pygame.error:
            return
        self.settings.fullscreen = on
        self.resize(self.window.size)

    def apply_settings(self) -> None:
        """Settings changed: language, sound and card looks take effect now; saved at once."""
        self.i18n.lang = self.settings.language
        self.sound.set(self.settings.volume, self.settings.mute)
        self.settings_store.save(self.settings)
        for s in self.scenes:
            s.layout()

    # ---- events and frames
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED):
            if self.surface.get_size() != tuple(self.window.size) or (self.scale.w, self.scale.h) != tuple(
                self.window.size
            ):
                self.resize(self.window.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            self.settings_store.save(self.settings)
            return
        if event.type == pygame.TEXTINPUT and self._opened_by:
            # SDL sends a key's text after its KEYDOWN: when that key opened a text field (D → 按牌号开局,
            # I → import), its letter is not the first thing typed into the field
            opened, self._opened_by = self._opened_by, ""
            if event.text.lower() == opened:
                return
        elif event.type not in (pygame.KEYUP, pygame.TEXTEDITING):
            self._opened_by = ""
        if self.top is None:
            return
        before = TextInput.activations
        self.top.handle(event)
        if event.type == pygame.KEYDOWN and TextInput.activations != before:
            self._opened_by = (getattr(event, "unicode", "") or pygame.key.name(event.key)).lower()

    def step(self, dt: float) -> None:
        """One frame: events, update of the top scene, draw of the visible scenes, flip."""
        for event in pygame.event.get():
            self.dispatch(event)
        if self.top is not None:
            self.top.update(dt)
        self.report_write_failures()
        self.draw()
        changed = self._picture_changed() if self._check_still else True
        if changed or not self._idle_frame:
            self.window.flip()  # idle, an unchanged picture is not sent again: the costly part
        self.frame += 1

    def report_write_failures(self) -> None:
        """Background writes that failed, told on the UI thread in the player's language (the file on
        disk is the last good one): on the table's message line, else in a notice; once per kind."""
        told: set[str] = set()
        for f in self.writer.take_failures():
            if f.message in told:
                continue
            told.add(f.message)
            text = self.i18n.t(f.message, reason=f.reason)
            say = getattr(self.top, "say", None)
            if callable(say):
                say(text, error=True)
            else:
                self.push("message", self.i18n.t("common.notice"), text)

    def draw(self) -> None:
        first = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                first = i
                break
        for i, s in enumerate(self.scenes[first:]):
            if record.RECORDER is not None:
                record.RECORDER.scene = i  # a dialog over a dimmed table is its own layer
            s.draw(self.surface)
        self.cards.tick()

    def quit(self) -> None:
        self.running = False

    def run(
        self, max_frames: int | None = None, screenshot: Path | None = None, fixed_dt: float | None = None
    ) -> None:
        """The main loop; ``max_frames`` and ``fixed_dt`` make headless runs deterministic in length."""
        last = time.perf_counter()
        while self.running and self.scenes:
            idle = False
            if fixed_dt is None:
                idle = self.idle_wait and self._still >= IDLE_AFTER and not self.cards.art.pending
                if idle:
                    self._wait_for_event(min(IDLE_WAIT_MAX, 0.03 * 2 ** (self._still - IDLE_AFTER)))
                else:
                    self.clock.tick(60)
                now = time.perf_counter()
                # an idle wait is real time that timers must count; an active frame's dt stays small
                dt, last = min(IDLE_WAIT_MAX + 0.05 if idle else 0.1, now - last), now
            else:
                dt = fixed_dt
            self._check_still = fixed_dt is None and self.idle_wait and (idle or self.frame % 4 == 0)
            self._idle_frame = idle
            self.step(dt)
            self._check_still = self._idle_frame = False
            if max_frames is not None and self.frame >= max_frames:
                break
        if screenshot is not None:
            self.save_screenshot(screenshot)

    def _wait_for_event(self, timeout: float) -> None:
        """Sleep until an event comes (it is handled now, and the loop goes back to full rate).
        Short sleeps between polls: pygame's event.wait polls every millisecond, costing more."""
        end = time.perf_counter() + timeout
        while True:
            event = pygame.event.poll()
            if event.type != pygame.NOEVENT:
                self._still = 0
                self.dispatch(event)
                return
            left = end - time.perf_counter()
            if left <= 0:
                return
            time.sleep(min(IDLE_POLL, left))

    def _picture_changed(self) -> bool:
        """Compare the frame just drawn with the last one checked (a checksum: about a millisecond)."""
        # the view has the buffer protocol, which pygame's stub of BufferProxy does not declare
        sig = zlib.adler32(self.surface.get_view("1"))  # type: ignore[arg-type]
        self._still = self._still + 1 if sig == self._sig else 0
        self._sig = sig
        return self._still == 0

    def save_screenshot(self, path: Path) -> None:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        self.cards.settle()  # a screenshot shows the settled picture, every card at its exact size
        self.draw()
        pygame.image.save(self.surface, str(path))

    def ai_worker(self) -> AIWorker:
        """The opponents' worker, started on first use and kept for the app's lifetime."""
        if self._ai_worker is None or not self._ai_worker.alive():
            self._ai_worker = AIWorker(self.ai_mode)
        return self._ai_worker

    def shutdown(self) -> None:
        for s in list(self.scenes):
            s.exit()
        self.scenes.clear()
        # the last autosave, hand and statistics reach the disk before the process ends
        self.writer.flush()
        if self._ai_worker is not None:
            self._ai_worker.close()
            self._ai_worker = None
        self.settings_store.save(self.settings)
        self.folder_lock.release()  # after the last write: the next copy finds everything on disk

    def close(self) -> None:
        """Shut down and destroy the window (tests open many apps in one process)."""
        self.shutdown()
        self.window.destroy()
