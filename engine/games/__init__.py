"""One package per game; each exposes its pure rule functions, ``HAND_CLASS`` and ``SERIES``."""
