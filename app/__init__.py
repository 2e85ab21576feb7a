"""牌局 Paiju desktop app: pygame-ce scenes that draw ``Hand.view(seat)`` and act through the engine API."""
