"""The app's screens, kept on a stack by ``app.loop.App``."""
