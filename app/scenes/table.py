"""The card table: the flow of a hand (acting, take-back, the next hand, hot-seat hand-over, saving)
and its buttons, composed of one part per concern in ``app.table``: ``input`` (mouse and keys),
``turns`` (the AI's decisions and 托管), ``hint`` (H), ``pace`` (the clocks) and ``events`` (what
happened, animated). Those parts see the scene as ``app.table.host.LiveTable``; a game's plug-in
sees it only through its ``TableContext``.

Everything drawn comes from ``Hand.view(seat)`` (see ``app.table.painter``); every change goes
through ``Session.apply`` after the engine's ``check``. ``update`` advances time, AI answers and
scene changes; ``draw`` paints the current state and changes nothing.
"""

from __future__ import annotations

import traceback
from typing import Any

import pygame

from engine import Action

from ..games.context import TableContext
from ..games.registry import plugin_for
from ..render.animation import Animator
from ..services import clipboard
from ..services.faults import describe, engine_guard
from ..services.saves import BLOCKED
from ..table.buttons import decision_buttons, table_buttons
from ..table.events import show_events
from ..table.geometry import TableGeometry
from ..table.hint import Hint
from ..table.input import TableInput
from ..table.pace import TablePace
from ..table.painter import TablePainter
from ..table.replay_host import face_up_view
from ..table.turns import AITurns
from ..ui.widgets import Button, FocusRing
from .base import Scene

MAX_LOG = 60
#: frames in a row the table may fail to draw before it gives up (two seconds at 60 frames a second)
DRAW_FAILURE_FRAMES = 120


class TableScene(Scene):
    #: every seat's hand face up: only the replay viewer's read-only table (``app.table.replay_host``)
    face_up = False
    #: False: what just happened is shown by animations (a won trick by its sweep); the replay's
    #: table is still, and keeps a won trick on show itself
    still = False

    def __init__(self, app: Any, session: Any, coach: Any = None) -> None:
        super().__init__(app)
        self.session = session
        #: 学牌's coach (``app.learn.coach``), or None: told what happens, it may hold the table
        #: with a bubble, take the input first, move the other seats and suggest the player's move
        self.coach = coach
        self.anim = Animator()
        #: the game's side of the table (its panels, badges, hooks…), seeing the table through ``ctx``
        self.ctx = TableContext(self)
        self.game = plugin_for(session.game_id)(self.ctx)
        self.painter = TablePainter(self)
        self.selected: set[int] = set()
        self.cursor = -1
        self.message, self.message_err, self.message_t = "", False, 0.0
        self.time = 0.0
        self.drawer = False
        self.log: list[str] = []
        self.buttons: list[Button] = []
        self.bar_buttons: list[Button] = []
        self.focus = FocusRing()
        self.view: dict[str, Any] = {}
        self.tokens: list[str] = []
        self.legal: list[Any] = []
        self.deal_t: float | None = None
        self.trick_snapshot: dict[int, tuple[list[str], list[pygame.Rect]]] = {}
        #: seconds a big play still holds the table: the AI waits and the sweep waits (a timer, no sleep)
        self.hold = 0.0
        self._play_state: tuple[bool, str] = (False, "")
        #: the last drawing failure reported (``describe``'s text), None while frames draw
        self._draw_failure: str | None = None
        #: frames in a row the painter failed on: a failure that does not pass ends the match
        self._failed_frames = 0
        # the parts, one concern each (they read and change the table through ``LiveTable``)
        self.input = TableInput(self)
        self.turns = AITurns(self)
        self.hints = Hint(self)
        self.pace = TablePace(self)
        self.geo = TableGeometry(app.scale, session.n, self.me, self.game.seat_panel_w)
        if coach is not None:
            coach.attach(self)

    # ---- the parts' state under the names the table has always had (tests and tools read them)
    @property
    def auto(self) -> set[int]:
        """Human seats on 托管 (auto-play)."""
        return self.turns.auto

    @property
    def pending(self) -> tuple[int, int] | None:
        """The decision the AI worker is asked for (None: none in flight)."""
        return self.turns.pending

    @property
    def hint_action(self) -> Any:
        return self.hints.action

    @property
    def hint_reason(self) -> Any:
        return self.hints.reason

    @property
    def hint_plays(self) -> list[Any] | None:
        return self.hints.plays

    @property
    def hint_i(self) -> int:
        """The engine's hint play H showed last (-1: none yet; the next H shows the first)."""
        return self.hints.index

    @hint_i.setter
    def hint_i(self, i: int) -> None:
        self.hints.index = i

    # ---- who is who
    @property
    def me(self) -> int:
        """The seat drawn at the bottom: the current human (in hot-seat, the one who took the seat)."""
        v = self.session.viewer
        return v if v is not None else 0

    def shown_seat(self) -> int | None:
        """The seat whose cards may be face up now, or None (a spectator's view).

        In hot-seat a hand is face up only while its owner decides: once the seated human has acted,
        it goes face down for the AI turns and for other humans' turns (whose hand-over screen is
        about to cover the table: even a stray frame stays private). Against the AI alone, the one
        human's hand stays face up."""
        s = self.session
        v = s.viewer
        if v is None or not s.is_human(v):
            return None
        if s.hotseat and s.hand.to_act != v:
            return None
        return v

    def auto_playing(self) -> bool:
        """托管 is on for the human on screen: the AI decides for them, their buttons are shown disabled."""
        return self.session.viewer in self.turns.auto

    def my_turn(self) -> bool:
        s = self.session
        return s.hand.to_act is not None and s.hand.to_act == self.shown_seat()

    # ---- scene protocol
    @engine_guard
    def enter(self) -> None:
        self.app.last_game = self.session.game_id
        self.refresh()
        if self.game.keeps_log and not self.log:
            self.log_line(self.t("log.hand", n=self.session.match.hand_no))
        if self.session.hand.phase not in ("over",) and self.view["hands"][self.me]:
            self.deal_t = 0.0 if self.app.settings.anim_factor > 0 else None
        super().enter()
        self.on_events(self.session.opening_events(), {})

    @engine_guard
    def resume(self) -> None:
        self.refresh()
        super().resume()

    def layout(self) -> None:
        self.geo = TableGeometry(self.app.scale, self.session.n, self.me, self.game.seat_panel_w)
        self.painter.invalidate()
        self.rebuild_buttons()

    # ---- state from the engine
    def refresh(self) -> None:
        """Re-read the view after anything changed (an action, a new viewer, a new hand)."""
        hand = self.session.hand
        self.view = (face_up_view(hand, self.me) if self.face_up
                     else self.session.view(self.shown_seat()))
        mine = (
            self.view["hands"][self.me]
            if self.shown_seat() is not None
            else None
        )
        new_tokens = self.game.sort(list(mine or []), self.app.settings.sort_order, self.view)
        if new_tokens != self.tokens:
            self.tokens = new_tokens
            self.selected.clear()
            self.cursor = min(self.cursor, len(self.tokens) - 1)
        if self.coach is not None and not self.coach.wants_ai_hint():
            self.hints.plays, self.hints.index = None, -1  # the coach has its own suggestion
        else:
            self.hints.new_position()
        # listing every legal play can be slow: only choice phases list them here; plays use check()
        if self.my_turn() and hand.phase != "play":
            self.legal = hand.legal_actions()
            if not self.legal:  # no button to press: the table would wait forever
                raise RuntimeError(f"no legal action in phase {hand.phase!r}")
        elif self.my_turn():
            self.legal = [Action.pass_(), Action("play")]  # stands for "the play bar"
        else:
            self.legal = []
        self._update_play_state()
        self.rebuild_buttons()
        if self.coach is not None:
            self.coach.refreshed()

    def rebuild_buttons(self) -> None:
        if self.view:  # the panels' badge rows first: a game's controls may sit below the seats
            self.painter.fit_badges()
        self.buttons = decision_buttons(self)
        self.bar_buttons, self.takeback_button = table_buttons(self)
        self.focus.set(list(self.buttons))

    def toggle_auto(self) -> None:
        """托管 on or off for the seated human (``AITurns.toggle_auto``)."""
        self.turns.toggle_auto()

    def take_back(self) -> None:
        """悔牌: the position just before the human's last decision (the AI's replies after it taken
        back too). An AI answer still in flight is for a position that no longer exists: the session's
        action counter moved on, so ``update`` drops it; animations, selection and hints restart."""
        if not self.session.undo():
            if self.session.takeback and self.session.is_human(self.session.viewer):
                self.say(self.t("table.takeback_none"), error=True)
            return
        self.turns.pending = None
        self.pace.settle()
        self.deal_t = None
        self.pace.over_wait = 0.0
        self.selected.clear()
        self.cursor = -1
        self.hints.forget()
        self.tokens = []  # re-sorted from the restored hand
        self.log_line(self.t("table.takeback_done"))
        self.say(self.t("table.takeback_done"))
        self.autosave()
        self.refresh()

    def copy_code(self) -> None:
        """Put the hand's deal code on the clipboard (D), with a short note either way."""
        code = self.session.deal_code()
        if code is None:
            self.say(self.t("table.no_code"), error=True)
        elif clipboard.put_text(code):
            self.say(self.t("table.code_copied", code=code))
            self.message_t = 2.5
        else:
            self.say(self.t("table.code_copy_failed", code=code), error=True)

    def _update_play_state(self) -> None:
        if not self.selected:
            self._play_state = (False, self.t("table.select_first"))
        else:
            self._play_state = (True, "")

    def refusal(self, action: Any) -> str | None:
        """Why the engine refuses ``action``, in the player's language; ``None`` if it is legal."""
        return self.session.refusal(action, self.app.i18n.lang, self.app.settings.rule_numbers)

    def play_state(self) -> tuple[bool, str]:
        return self._play_state

    # ---- acting
    def selected_tokens(self) -> list[str]:
        return [self.tokens[i] for i in sorted(self.selected)]

    @engine_guard
    def act(self, action: Any, from_ai: bool = False) -> bool:
        """Apply an action through the engine; an illegal one shows why, changes nothing."""
        reason = self.refusal(action)
        if reason is not None:
            if not from_ai:
                self.say(reason, error=True)  # the refusal is a whole sentence in the player's language
                self.app.sound.play("error")
                if self.coach is not None:
                    self.coach.refused(action, reason)
            return False
        hand_rects = self.geo.hand_rects(len(self.tokens), self.selected)
        mine = {i: (self.tokens[i], hand_rects[i]) for i in range(len(self.tokens))}
        events = self.session.apply(action)
        if self.coach is not None:
            self.coach.applied(action)
        self.turns.pending = None
        self.selected.clear()
        self.say("")
        self.on_events(events, mine)
        self.refresh()
        self.autosave()  # only a position that applied and drew without error becomes the autosave
        return True

    def do_play(self) -> None:
        if not self.my_turn() or self.session.hand.phase != "play":
            return
        if not self.selected:
            self.say(self.t("table.select_first"), error=True)
            return
        self.act(Action.play(" ".join(self.selected_tokens())))

    def do_pass(self) -> None:
        if self.my_turn():
            self.act(Action.pass_())

    def do_hint(self) -> None:
        """H: the coach's move where there is one (the lesson's next, the puzzle's winning one), else
        the AI's suggestion, then each legal play (``app.table.hint``)."""
        planned = self.coach.hint() if self.coach is not None else None
        if planned is None:
            self.hints.next()
        elif planned.kind == "pass":
            self.set_selected(set())
            self.say(self.t("table.hint_pass"))
        else:
            self.select_cards([str(c) for c in planned.cards])

    def select_cards(self, want: list[str]) -> None:
        """Select exactly these cards of your hand (tokens; duplicates each take their own card)."""
        chosen: set[int] = set()
        for tok in want:
            for i, t in enumerate(self.tokens):
                if t == tok and i not in chosen:
                    chosen.add(i)
                    break
        self.set_selected(chosen)

    def set_selected(self, indices: set[int], rebuild: bool = True) -> None:
        """Raise exactly these cards of your hand (indices into ``tokens``)."""
        self.selected = set(indices)
        self._update_play_state()
        if rebuild:
            self.rebuild_buttons()

    def say(self, text: str, error: bool = False) -> None:
        self.message, self.message_err, self.message_t = text, error, 6.0 if text else 0.0

    def autosave(self) -> None:
        """After every action: the snapshot is taken now, the disk write happens off the UI thread."""
        # a failed background write is told by the app (``report_write_failures``); a damaged save
        # that could not be moved aside is never written over, and that is said here
        if self.coach is not None:
            return  # a lesson or a puzzle is never the game's autosave
        if self.app.saves.error == BLOCKED:
            self.say(self.t("save.blocked"), error=True)
        try:
            self.session.save(self.app.saves, background=True)
        except OSError as e:
            self.say(self.t("save.write_failed", reason=str(e)), error=True)

    # ---- events -> animation, sound, log
    def on_events(self, events: list[Any], mine: dict[int, tuple[str, pygame.Rect]]) -> None:
        """Show what an action did (``app.table.events``)."""
        show_events(self, events, mine)
        if self.coach is not None:
            self.coach.saw(events)

    def ai_delay(self) -> tuple[float, float]:
        """The AI's think time at the player's pace setting."""
        return self.pace.ai_delay()

    def sweep_delay(self) -> float:
        """Seconds until a won trick slides away (``TablePace.sweep_delay``)."""
        return self.pace.sweep_delay()

    def log_line(self, line: str) -> None:
        self.log.append(line)
        del self.log[:-MAX_LOG]

    # ---- per frame
    @engine_guard
    def update(self, dt: float) -> None:
        if self.pace.tick(dt):
            return  # a big play on show: nobody moves on yet
        if self.coach is not None and self.coach.blocking():
            return  # the coach is explaining: the hand waits for the player to read
        hand = self.session.hand
        worker = self.app.ai_worker()
        self.turns.collect(worker, hand)
        if hand.is_over:
            self.turns.hand_over()
            self.pace.wait_for_result(dt)
            return
        to_act = hand.to_act
        if to_act is None:  # not over, nobody to act: it would wait forever
            raise RuntimeError(f"nobody is to act in phase {hand.phase!r}")
        if not self.session.is_human(to_act) and self.coach is not None and self.coach.scripted():
            move = self.coach.next_move(dt)  # a lesson's line, a puzzle's defence
            if move is not None:
                self.act(move, from_ai=True)
        elif self.turns.plays_for(to_act):
            self.turns.ask(worker, hand, to_act)
        elif self.session.hotseat and to_act != self.session.viewer:
            self.app.push("handover", self, to_act)

    @engine_guard
    def take_seat(self, seat: int) -> None:
        """Hot-seat: the human at ``seat`` now looks at the screen."""
        self.session.viewer = seat
        self.pace.settle()
        self.layout()
        self.refresh()
        self.autosave()

    def on_engine_failure(self, exc: Exception) -> None:
        """The engine failed (see ``engine_guard``): say so and go back to the menu; the autosave on
        disk stays the last position that played correctly."""
        self.app.saves.flush()
        self.app.reset_to("menu")
        text = self.t("engine.failed", error=describe(exc))
        self.app.push("message", self.t("common.notice"), text)

    def open_scoring(self) -> None:
        self.app.push("scoring", self)

    def to_scoring_now(self) -> None:
        """The hand is over and the player asks for the result at once (Enter), not after the wait."""
        self.pace.over_wait = 0.0
        if self.app.top is self:
            self.open_scoring()

    def open_menu(self) -> None:
        self.app.push("pause", self)

    def toggle_drawer(self) -> None:
        self.drawer = not self.drawer
        self.rebuild_buttons()

    def toggle_sort(self) -> None:
        st = self.app.settings
        st.sort_order = "suit" if st.sort_order == "rank" else "rank"
        self.app.settings_store.save(st)
        self.tokens = []
        self.refresh()

    @engine_guard
    def start_next_hand(self) -> None:
        self.session.next_hand()
        if self.game.keeps_log:  # 扯旋: earlier hands stay in the log, each under its own heading
            self.log_line(self.t("log.hand", n=self.session.match.hand_no))
        else:
            self.log.clear()
        self.pace.settle()
        self.refresh()
        self.autosave()  # after the new hand drew without error (see act)
        if self.tokens and self.app.settings.anim_factor > 0:
            self.deal_t = 0.0  # hands dealt without a choice phase first still arrive one by one
        self.on_events(self.session.opening_events(), {})  # the deal, a marker card… (engine-told)
        self.turns.hand_started()

    # ---- input (``app.table.input``)
    @engine_guard
    def handle(self, event: pygame.event.Event) -> None:
        if self.coach is not None and self.coach.handle(event):
            return
        self.input.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        try:
            self.painter.draw(surface)
            if self.coach is not None:
                self.coach.draw(surface)
        except Exception as exc:  # noqa: BLE001 - a frame the table cannot draw must not end the app
            surface.set_clip(None)  # a frame cut short may leave its clip set
            self._drawing_failed(exc)
        else:
            self._draw_failure, self._failed_frames = None, 0

    def _drawing_failed(self, exc: Exception) -> None:
        """Each failure is told once (the message line, and its traceback on stderr); one that
        lasts ``DRAW_FAILURE_FRAMES`` frames is an engine failure: to the menu, the autosave kept."""
        self._failed_frames += 1
        if self._failed_frames >= DRAW_FAILURE_FRAMES:
            self._failed_frames = 0
            self.on_engine_failure(exc)
            return
        text = describe(exc)
        if text != self._draw_failure:
            self._draw_failure = text
            traceback.print_exception(exc)
            self.say(self.t("table.draw_failed", error=text), error=True)
