"""Test session set-up: headless SDL for the app tests (set before anything imports pygame), and
hypothesis without its per-example deadline: a test never asserts wall-clock time (speed is measured
in benchmarks/), and on a loaded machine, or with every core busy under pytest-xdist, a deadline
fails tests that are correct."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from hypothesis import settings  # noqa: E402

settings.register_profile("paiju", deadline=None)
settings.load_profile("paiju")
