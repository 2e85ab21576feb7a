"""Table parts: per-game display facts and one panel per game-specific decision (plugged in by game id)."""
