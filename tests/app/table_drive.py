"""Driving a whole hand through the table in tests: sessions, human turns, and the hot-seat privacy
check that every frame draws only card faces the seat on screen may see."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import engine
from app.scenes.handover import HandoverScene
from app.scenes.scoring import ScoringScene
from app.services.saves import SeatConfig
from app.session import Session


def new_session(game_id: str, humans: int = 1, seed: int = 3, level: str = "random",
                players: int | None = None) -> Session:
    """Seats 0 … humans-1 human, the rest AI at ``level``; named P0, P1, …"""
    n = players or engine.GAMES[game_id].default_players
    seats = [SeatConfig("human" if i < humans else "ai", f"P{i}", level) for i in range(n)]
    return Session.new(game_id, seats, seed=seed)


def human_turn(app: Any, table: Any) -> bool:
    return app.top is table and table.my_turn()


def play_to_scoring(app: Any, table: Any, session: Session, play_turn: Callable[[], None],
                    limit: int = 20000) -> Counter:
    """Step the table, playing each human turn with ``play_turn()``, until the scoring screen is on
    top (or ``limit`` frames); the phases the human acted in, counted."""
    phases: Counter = Counter()
    for _ in range(limit):
        if isinstance(app.top, ScoringScene):
            break
        if human_turn(app, table):
            phases[session.hand.phase] += 1
            play_turn()
        app.step(1 / 30)
    return phases


def trick_faces(view: dict[str, Any]) -> Counter:
    """The faces of a climbing game's current and last trick."""
    pub: Counter = Counter()
    for key in ("trick", "last_trick"):
        for p in (view.get(key) or {}).get("plays") or []:
            pub.update(p.get("cards") or [])
    return pub


def privacy_frames(app: Any, session: Session, table: Any,
                   public_faces: Callable[[dict[str, Any]], Counter], limit: int,
                   allow: Callable[[Any, Any], Counter | None] | None = None) -> Iterator[Any]:
    """Step the table (passing every hand-over screen) until the hand ends; at each frame draw it
    and assert that no face is drawn beyond ``public_faces(view(None))``, the hand of the seat on
    screen and ``allow(hand, table)``. Yields the hand at each checked frame."""
    for _ in range(limit):
        app.step(1 / 30)
        if isinstance(app.top, HandoverScene):
            app.top.ready()
            continue
        if isinstance(app.top, ScoringScene) or session.hand.is_over:
            return
        h = session.hand
        app.cards.trace = []
        table.draw(app.surface)
        faces, app.cards.trace = Counter(app.cards.trace), None
        allowed = public_faces(h.view(None))
        if table.shown_seat() is not None:
            allowed.update(str(c) for c in h.hands[table.shown_seat()])
        if allow is not None:
            allowed.update(allow(h, table) or Counter())
        extra = faces - allowed
        assert not extra, f"cards drawn that the viewer may not see: {extra}"
        yield h
