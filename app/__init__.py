"""牌局 Paiju desktop app: pygame-ce scenes that draw ``Hand.view(seat)`` and act through the engine API."""

# The one version number: pyproject.toml, build.spec, ``paiju --version`` and Settings read it here.
__version__ = "0.1.0"
