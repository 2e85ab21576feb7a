"""Rules texts shown in the rules viewer (``<game_id>.<lang>.md``), kept inside the package."""
