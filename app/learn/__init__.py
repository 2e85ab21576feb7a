"""学牌 / Learn to play: a guided first hand per game and its 残局 puzzles (the per-game content lives
beside each game's table, ``app/games/<id>/lesson.py`` and ``puzzles.py``)."""
