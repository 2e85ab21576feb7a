"""A read-only table for the replay viewer: what ``TablePainter`` and a game's ``GameTable`` (through
its ``TableContext``) read of a table scene, filled from a replayed hand instead of a live match.

Nothing here acts: there are no legal actions, no buttons of the hand, no AI, no saving. The picture
is the live table's own (same painter, same plug-in), drawn from ``Hand.view(seat)`` of the replayed
position: as one seat saw it, or with every seat's hand face up (each seat's hand taken from that
seat's own view, so the app still reads nothing but views).
"""

from __future__ import annotations

from typing import Any

import pygame

import engine

from ..games.context import TableContext
from ..games.registry import plugin_for
from ..render.animation import Animator
from ..services.saves import SeatConfig
from .geometry import TableGeometry
from .painter import TablePainter


class _ReplayMatch:
    """The match facts the table shows: the hand's number, totals (the hand's result once over)."""

    def __init__(self, host: ReplayTable, hand_no: int, options: dict[str, Any]) -> None:
        self._host = host
        self.hand_no = hand_no
        self.options = options

    @property
    def hand(self) -> Any:
        return self._host.replay.hand

    @property
    def scores(self) -> list[int]:
        rp = self._host.replay
        res = rp.recorded_result
        if rp.at_end and res is not None:
            return list(res.deltas)
        return [0] * rp.hand.num_players


class _ReplaySession:
    """The ``Session`` facts the painter and the plug-ins read, for a replayed hand."""

    def __init__(self, host: ReplayTable, entry: dict[str, Any]) -> None:
        self._host = host
        rec = entry["record"]
        self.seats = [SeatConfig("human", s["name"], "normal") for s in entry["seats"]]
        self.kinds = [s["kind"] for s in entry["seats"]]
        self.match = _ReplayMatch(host, entry["match"]["hand"], dict(rec.get("options") or {}))
        self.code = entry.get("code")
        self.viewer: int | None = None
        self.hotseat = False
        self.counted = True

    @property
    def hand(self) -> Any:
        return self._host.replay.hand

    @property
    def game_id(self) -> str:
        return self.hand.game_id

    @property
    def info(self) -> Any:
        return engine.GAMES[self.game_id]

    @property
    def n(self) -> int:
        return self.hand.num_players

    @property
    def token(self) -> tuple[int, int]:
        return (0, self._host.replay.index)

    def is_human(self, seat: int | None) -> bool:
        return seat is not None  # no "thinking…" and no AI level tag: nobody decides in a replay

    def name(self, seat: int | None, i18n: Any) -> str:
        if seat is None:
            return ""
        if self.seats[seat].name:
            return self.seats[seat].name
        key = "seat.name_human" if self.kinds[seat] == "human" else "seat.name_ai"
        return i18n.t(key, n=seat + 1)

    def initial(self, seat: int) -> str:
        name = self.seats[seat].name.strip()
        return name[:1] if name else str(seat + 1)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.hand.view(seat)

    def total_hands(self) -> int | None:
        return None

    def deal_code(self) -> str | None:
        return self.code


def face_up_view(hand: Any, bottom: int) -> dict[str, Any]:
    """``view(bottom)`` with every seat's hand as that seat's own view shows it."""
    view = dict(hand.view(bottom))
    view["hands"] = [hand.view(s)["hands"][s] for s in range(hand.num_players)]
    return view


class ReplayTable:
    """The stand-in for ``TableScene`` that the painter and the game's plug-in draw from."""

    #: every hand face up (``seat`` is then only the seat drawn at the bottom)
    face_up: bool
    #: a position, not a moment: a trick just won stays on the table (no sweep will show it)
    still = True

    def __init__(self, app: Any, replay: Any, entry: dict[str, Any], seat: int, face_up: bool = True) -> None:
        self.app = app
        self.replay = replay
        self.session = _ReplaySession(self, entry)
        self.anim = Animator()
        self.ctx = TableContext(self)
        self.game = plugin_for(self.session.game_id)(self.ctx)
        self.painter = TablePainter(self)
        self.seat = seat
        self.face_up = face_up
        self.coach = None  # a replay is no lesson
        self.view: dict[str, Any] = {}
        self.tokens: list[str] = []
        self.selected: set[int] = set()
        self.legal: list[Any] = []
        self.buttons: list[Any] = []
        self.bar_buttons: list[Any] = []
        self.reserved: list[Any] = []  # the replay's controls, drawn by its scene: the status line keeps off
        self.cursor = -1
        self.deal_t: float | None = None
        self.drawer = False
        self.log: list[str] = []
        self.message, self.message_err = "", False
        self.time = 0.0
        self.hold = 0.0  # nothing holds a replay: it moves when the player steps
        self.trick_snapshot: dict[int, tuple[list[str], list[pygame.Rect]]] = {}
        self.geo = TableGeometry(app.scale, self.session.n, seat, self.game.seat_panel_w)
        self.refresh()

    @property
    def ui(self) -> Any:
        return self.app.ui

    def t(self, key: str, **kw: object) -> str:
        return self.app.i18n.t(key, **kw)

    @property
    def me(self) -> int:
        return self.seat

    def shown_seat(self) -> int | None:
        return self.seat

    def my_turn(self) -> bool:
        return False

    def auto_playing(self) -> bool:
        return False

    def layout(self) -> None:
        self.geo = TableGeometry(self.app.scale, self.session.n, self.seat, self.game.seat_panel_w)
        self.painter.invalidate()

    def refresh(self) -> None:
        """Read the view of the position now (after a step, a seat or mode change)."""
        hand = self.replay.hand
        self.view = face_up_view(hand, self.seat) if self.face_up else hand.view(self.seat)
        mine = self.view["hands"][self.seat]
        self.tokens = self.game.sort(list(mine or []), self.app.settings.sort_order, self.view)

    # ---- what a plug-in may ask of a table, answered for a table nobody plays at
    def refusal(self, action: Any) -> str | None:
        return ""

    def act(self, action: Any, from_ai: bool = False) -> bool:
        return False

    def set_selected(self, indices: set[int], rebuild: bool = True) -> None:
        pass

    def rebuild_buttons(self) -> None:
        pass

    def log_line(self, line: str) -> None:
        self.log.append(line)

    def sweep_delay(self) -> float:
        return 0.0  # a replay animates no trick

    def ai_delay(self) -> tuple[float, float]:
        return (0.0, 0.0)  # nobody thinks in a replay

    def to_scoring_now(self) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
