"""Each game's side of the card table, one plug-in package per game (``app/games/<id>/``: its
``GameTable`` subclass, strings and prepared positions), listed in ``app.games.registry``."""
