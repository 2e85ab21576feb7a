"""What a game's table plug-in sees of the table: the narrow, typed door between ``TableScene`` and
``GameTable``.

A plug-in reads the view, the legal actions and its layout, asks ``check``, acts through ``act``,
draws with the card renderer and text, logs and animates — and nothing else: the scene's own members
(its buttons' wiring, hot-seat flow, the AI worker, saving) stay out of reach. Anything a plug-in needs
beyond this list is added here, on purpose, with a name that says what it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..ui import theme

if TYPE_CHECKING:
    import pygame

    from ..render.animation import Animator
    from ..render.cards import CardRenderer
    from ..services.i18n import I18n
    from ..services.settings import Settings
    from ..services.sound import Sound
    from ..table.geometry import TableGeometry
    from ..table.host import TableHost
    from ..ui.widgets import UIContext


class TableContext:
    """One per table scene; ``host`` is the scene (read through the properties below only)."""

    __slots__ = ("_host",)

    def __init__(self, host: TableHost) -> None:
        self._host = host

    # ---- the position (from the engine's view for this seat)
    @property
    def view(self) -> dict[str, Any]:
        """``Hand.view`` of the seat shown (``docs/engine-conventions.md``)."""
        return self._host.view

    @property
    def legal(self) -> list[Any]:
        """The legal actions of a choice phase on your turn (``[pass, play]`` stands for card play)."""
        return self._host.legal

    def legal_actions(self) -> list[Any]:
        """Every legal action now (card play included: may be long, e.g. 打筒子's lazy ``PlayList``)."""
        return self._host.session.hand.legal_actions()

    def hint_plays(self) -> list[Any]:
        """The engine's short list of plays for the hint (半边天炸: plays without wings)."""
        return self._host.session.hand.hint_plays()

    def check(self, action: Any) -> str | None:
        """Why an action is refused, in the player's language (shown on a disabled control), or None."""
        return self._host.refusal(action)

    def act(self, action: Any) -> bool:
        """Apply an action (a refusal shows the engine's reason and changes nothing)."""
        return self._host.act(action)

    @property
    def token(self) -> tuple[int, int]:
        """Changes with every action: per-decision state (a slider's value) resets when it does."""
        return self._host.session.token

    @property
    def hand_over(self) -> bool:
        return self._host.session.hand.is_over

    # ---- seats and the match
    @property
    def n(self) -> int:
        return self._host.session.n

    @property
    def hand_no(self) -> int:
        """The current hand's number in the match (1, 2, …)."""
        return self._host.session.match.hand_no

    @property
    def me(self) -> int:
        """The seat drawn at the bottom."""
        return self._host.me

    @property
    def viewer(self) -> int | None:
        """The human looking at the screen (None: a spectator)."""
        return self._host.session.viewer

    @property
    def face_up(self) -> bool:
        """Every seat's hand is face up in the view (a replay, never a live table)."""
        return self._host.face_up

    def shown_seat(self) -> int | None:
        """The seat whose cards may be face up now (None: nobody's)."""
        return self._host.shown_seat()

    def my_turn(self) -> bool:
        return self._host.my_turn()

    def auto_playing(self) -> bool:
        """托管 is on for the human on screen: the AI makes their decisions (buttons shown disabled)."""
        return self._host.auto_playing()

    def deciding(self) -> bool:
        """Your decision now and yours to make: the prompts that ask you to choose show only then."""
        return self._host.my_turn() and not self._host.auto_playing()

    def turn_line(self, seat: Any) -> tuple[str, tuple[int, int, int]]:
        """A decision's line when it is not yours to make: under 托管, on your turn, that the AI is
        playing for you and the key that takes it back; else whose turn it is."""
        if self._host.my_turn() and self._host.auto_playing():
            return self.t("table.auto_on"), theme.GOLD
        return self.t("table.turn_of", name=self.name(seat)), theme.TEXT_DIM

    def name(self, seat: Any) -> str:
        """A seat's name in the current language ("—" for no seat)."""
        return self._host.session.name(seat, self._host.app.i18n) if isinstance(seat, int) else "—"

    @property
    def options(self) -> dict[str, Any]:
        """The match's room options."""
        return self._host.session.match.options

    @property
    def scores(self) -> list[int]:
        """The match totals so far."""
        return list(self._host.session.match.scores)

    # ---- your hand
    @property
    def tokens(self) -> list[str]:
        """Your cards as the table shows them (sorted)."""
        return self._host.tokens

    @property
    def selected(self) -> set[int]:
        """Indices into ``tokens`` of the raised cards (read only: change them with ``set_selected``)."""
        return self._host.selected

    def set_selected(self, indices: set[int], rebuild: bool = True) -> None:
        """Raise exactly these cards; ``rebuild=False`` from inside ``choice_buttons`` (they are
        being built)."""
        self._host.set_selected(indices, rebuild)

    # ---- layout, drawing, text
    @property
    def geo(self) -> TableGeometry:
        return self._host.geo

    @property
    def ui(self) -> UIContext:
        return self._host.ui

    @property
    def cards(self) -> CardRenderer:
        return self._host.app.cards

    @property
    def settings(self) -> Settings:
        return self._host.app.settings

    @property
    def i18n(self) -> I18n:
        return self._host.app.i18n

    def t(self, key: str, **kw: object) -> str:
        """A catalogue string in the current language."""
        return self._host.t(key, **kw)

    @property
    def boxes(self) -> list[pygame.Rect]:
        """The boxes drawn on the table this frame: add yours, so the 记牌器 keeps clear of them."""
        return self._host.painter.boxes

    def deal_progress(self, i: int) -> float:
        """How far card ``i`` of your hand has flown in from the deck (≥ 1: in place)."""
        return self._host.painter.deal_progress(i)

    @property
    def buttons(self) -> list[Any]:
        """The action bar's widgets now (to place a note beside them)."""
        return self._host.buttons

    @property
    def bar_buttons(self) -> list[Any]:
        return self._host.bar_buttons

    @property
    def message(self) -> str:
        """The message line's text ("" when none shows)."""
        return self._host.message

    def rebuild_buttons(self) -> None:
        """A panel's own state changed (a slider, a picked card): lay its buttons out again."""
        self._host.rebuild_buttons()

    # ---- time, animation, sound, the log
    @property
    def time(self) -> float:
        """Seconds since the table opened (pulses, reveals)."""
        return self._host.time

    @property
    def anim(self) -> Animator:
        return self._host.anim

    @property
    def sound(self) -> Sound:
        return self._host.app.sound

    @property
    def trick_snapshot(self) -> dict[int, tuple[list[str], list[pygame.Rect]]]:
        """Where each seat's cards of the current trick lie (the sweep to the winner starts there)."""
        return self._host.trick_snapshot

    @property
    def sweep_delay(self) -> float:
        """Seconds (at normal animation speed) before a won trick slides away: longer while a big
        play holds the table."""
        return self._host.sweep_delay()

    def hold_table(self, seconds: float) -> None:
        """Keep what is on the table in sight this long: the AI waits, and so does the sweep."""
        self._host.hold = max(self._host.hold, seconds)

    def ai_delay(self) -> tuple[float, float]:
        """The AI's think time (seconds, at the player's pace setting)."""
        return self._host.ai_delay()

    def log(self, line: str) -> None:
        """One line of the hand's log (the side drawer)."""
        self._host.log_line(line)

    def start_deal(self) -> None:
        """Your cards fly in from the deck now (as animations allow)."""
        self._host.deal_t = 0.0 if self._host.app.settings.anim_factor > 0 else None

    def to_scoring(self) -> None:
        """The hand is over and the player wants the result now, not after the wait."""
        self._host.to_scoring_now()
