"""Test session set-up: headless SDL for the app tests (set before anything imports pygame)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
