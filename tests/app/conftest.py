"""Headless app tests: SDL's dummy video and audio drivers, pygame initialised once per session."""

from __future__ import annotations

import io
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def _pygame():
    pygame.init()
    yield
    pygame.quit()


@pytest.fixture(scope="session", autouse=True)
def _fonts_loaded_once(_pygame):
    """Every app a test opens shares one set of fonts. The app opens its fonts per ``TextRenderer``
    (one per window: it has one), and reading the 1.7 MB font subset costs about 2.5 ms per size:
    with an app per test that was a sixth of the app tests' CPU time. Nothing draws with a font in a
    way that changes it, so sharing them changes no picture. A test that quits pygame (the game's
    own ``main``) kills every font: the next app opens them again."""
    from app.ui.text import TextRenderer

    shared: dict = {}
    watching: list[bool] = []  # a quit callback is registered (pygame forgets it once called)
    real = TextRenderer.__init__

    def forget():
        # close every font now, while pygame's font module is still up (pygame runs the quit callbacks
        # registered after it first): a font an old app still holds, freed after the next init, would
        # close a face of a font library that no longer exists
        for fonts in shared.values():
            fonts.clear()
        shared.clear()
        watching.clear()

    def init(self, *args, **kwargs):
        real(self, *args, **kwargs)
        if not watching:
            pygame.register_quit(forget)
            watching.append(True)
        self._fonts = shared.setdefault((self.regular, self.bold), {})

    TextRenderer.__init__ = init
    yield
    TextRenderer.__init__ = real
    shared.clear()


#: court and joker pictures already rasterized in this process, by (SVG source, size)
_RASTERS: dict[tuple[bytes, tuple[int, int]], pygame.Surface] = {}


@pytest.fixture(scope="module", autouse=True)
def _card_pictures_rasterized_once(request, _pygame):
    """Every app a test opens rasterizes the court and joker pictures again at its card sizes (its
    ``ArtCache`` is its own): about a seventh of the app tests' CPU time. Here a picture is rasterized
    once per process and each render gets a copy. A render then costs next to nothing, so the
    per-frame art budget rarely holds a picture back: a module that checks that budget says
    ``pytestmark = pytest.mark.real_art`` and rasterizes every time, as the app does."""
    if request.node.get_closest_marker("real_art") is not None:
        yield
        return
    real = pygame.image.load_sized_svg

    def rasterize(file, size):
        if not isinstance(file, io.BytesIO):  # a path: the asset check, which reads the file itself
            return real(file, size)
        key = (file.getvalue(), tuple(size))
        surf = _RASTERS.get(key)
        if surf is None:
            surf = _RASTERS[key] = real(file, size)
        return surf.copy()

    pygame.image.load_sized_svg = rasterize
    yield
    pygame.image.load_sized_svg = real


#: worlds per search of the AI seats and the hint in the app tests (``_hard_searches_a_fixed_few_worlds``)
APP_WORLDS = 4


@pytest.fixture(scope="module", autouse=True)
def _hard_searches_a_fixed_few_worlds():
    """``hard`` (the hint's level, and hard AI seats) samples a fixed few worlds per search instead
    of thinking for its wall-clock budget (200 ms): the hint is asked on every turn of a human's, and
    at that budget hints were about a quarter of a played hand's cost here. The app tests check the
    table, not the AI's strength (tests/ai does), and a fixed count decides alike on
    a busy machine and an idle one. Module-scoped, so a module's own fixtures (built before any test)
    search the same way, and undone after the module: an AI test run later by the same worker sees
    the default.

    The count is ``APP_WORLDS``, the fewest at which every search's own choice stands (below
    min(``MIN_WORLDS``, the fixed count) ``ai.pimc`` keeps the rule-based play; 找朋友's search below
    4), so the whole search path runs. ``normal``'s light search (三打一, 板子炮 AI seats) samples as
    many, not ``NORMAL_WORLDS`` (12) for up to 25 ms of wall-clock time: in 三打一's control coverage
    those searches were most of the test."""
    from ai import pimc

    before = pimc.DEFAULT_WORLDS, pimc.NORMAL_WORLDS, pimc.LIGHT_BUDGET_MS
    pimc.DEFAULT_WORLDS = pimc.NORMAL_WORLDS = APP_WORLDS
    pimc.LIGHT_BUDGET_MS = 1e9
    yield
    pimc.DEFAULT_WORLDS, pimc.NORMAL_WORLDS, pimc.LIGHT_BUDGET_MS = before


@pytest.fixture(scope="module", autouse=True)
def _hints_from_normal(request):
    """The table asks the AI for the hint on every turn of a human's in the play phase, and in the
    tests' sync mode that search runs in the test's own time: in random hot-seat play it was most of
    the cost (e.g. 83 % of a 打筒子 match in test_control_coverage.py, even at ``MIN_WORLDS``). So the
    hint is ``normal``'s here (the same request, answer and reason path, without a search); a module
    that checks what the hint suggests says ``pytestmark = pytest.mark.hard_hint`` and gets the
    app's own level (``app.table.hint.HINT_LEVEL``)."""
    from app.table import hint

    if request.node.get_closest_marker("hard_hint") is not None:
        yield
        return
    before = hint.HINT_LEVEL
    hint.HINT_LEVEL = "normal"
    yield
    hint.HINT_LEVEL = before


@pytest.fixture
def app(tmp_path):
    from app.loop import App

    a = App(tmp_path / "data", tmp_path / "config", size=(1280, 720), ai_delay=(0.0, 0.0), ai_mode="sync")
    a.settings.language = "zh"
    a.i18n.lang = "zh"
    yield a
    a.close()


def post_key(app, key, mod=0):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))


def click(app, pos, button=1):
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def frames(app, n, dt=1 / 60):
    for _ in range(n):
        app.step(dt)


def rendered_texts(app, scene, surface=None) -> list[str]:
    """Every text ``scene`` renders in one frame drawn on ``surface`` (the app's window by default)."""
    said: list[str] = []
    real = app.ui.text.render
    app.ui.text.render = lambda text, *a, **k: said.append(text) or real(text, *a, **k)
    try:
        scene.draw(app.surface if surface is None else surface)
    finally:
        app.ui.text.render = real
    return said
