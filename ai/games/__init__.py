"""One module per game: ``make(level, seed) -> Player`` and the game's own decisions."""
