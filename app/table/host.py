"""``TableHost``: what the painter and a plug-in's ``TableContext`` read of a table.

Two classes are tables: the live ``TableScene`` and the replay viewer's read-only ``ReplayTable``
(``app.table.replay_host``). Both are checked against this protocol where they hand themselves to
``TablePainter`` and ``TableContext``, so a member either of them loses, or one the painter starts
reading, is a type error rather than a crash at the first frame.

``LiveTable`` adds what the live table's own parts (``input``, ``turns``, ``hint``, ``pace``,
``events``) use of the scene that composes them: its commands and its message line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from ..games.base import GameTable
    from ..render.animation import Animator
    from ..ui.widgets import FocusRing
    from .geometry import TableGeometry
    from .hint import Hint
    from .painter import TablePainter


class TableHost(Protocol):
    # ---- the position (``session`` is a live ``Session`` or the replay's stand-in)
    app: Any
    session: Any
    game: GameTable
    view: dict[str, Any]
    legal: list[Any]
    tokens: list[str]
    selected: set[int]
    face_up: bool
    #: a replayed position: what just happened stays on the table (no animation shows it)
    still: bool
    #: seconds a big play or a won trick still holds the table (the AI and the sweep wait)
    hold: float

    # ---- what is on screen
    geo: TableGeometry
    painter: TablePainter
    anim: Animator
    buttons: list[Any]
    bar_buttons: list[Any]
    cursor: int
    drawer: bool
    log: list[str]
    message: str
    message_err: bool
    time: float
    #: seconds into the opening deal's animation (None: no deal showing)
    deal_t: float | None
    trick_snapshot: dict[int, tuple[list[str], list[pygame.Rect]]]
    #: 学牌's coach (``app.learn.coach``): it may name the top bar and the other seats; None elsewhere
    coach: Any

    @property
    def ui(self) -> Any: ...

    @property
    def me(self) -> int: ...

    def t(self, key: str, **kw: object) -> str: ...

    def shown_seat(self) -> int | None: ...

    def my_turn(self) -> bool: ...

    def auto_playing(self) -> bool: ...

    # ---- what a plug-in may ask of a table (a replay answers that nothing happens)
    def refusal(self, action: Any) -> str | None: ...

    def act(self, action: Any, from_ai: bool = False) -> bool: ...

    def set_selected(self, indices: set[int], rebuild: bool = True) -> None: ...

    def rebuild_buttons(self) -> None: ...

    def log_line(self, line: str) -> None: ...

    def sweep_delay(self) -> float: ...

    def ai_delay(self) -> tuple[float, float]: ...

    def to_scoring_now(self) -> None: ...


class LiveTable(TableHost, Protocol):
    """The live ``TableScene`` as its parts see it (the replay has none of this)."""

    focus: FocusRing
    #: seconds the message line still shows (0: it stays)
    message_t: float
    hints: Hint

    def say(self, text: str, error: bool = False) -> None: ...

    def select_cards(self, want: list[str]) -> None: ...

    def open_scoring(self) -> None: ...

    # ---- the commands a key or a click gives
    def do_play(self) -> None: ...

    def do_pass(self) -> None: ...

    def do_hint(self) -> None: ...

    def toggle_auto(self) -> None: ...

    def take_back(self) -> None: ...

    def copy_code(self) -> None: ...

    def toggle_drawer(self) -> None: ...

    def toggle_sort(self) -> None: ...

    def open_menu(self) -> None: ...
