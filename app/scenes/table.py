"""The card table: flow of the hand, input, AI turns, hot-seat hand-over, animations from Events.

Everything drawn comes from ``Hand.view(seat)`` (see ``app.table.painter``); every change goes
through ``Session.apply`` after the engine's ``check``. ``update`` advances time, AI answers and
scene changes; ``draw`` paints the current state and changes nothing.
"""

from __future__ import annotations

import random
import traceback
from typing import Any

import pygame

from engine import Action

from ..games.context import TableContext
from ..games.registry import plugin_for
from ..render.animation import Animator, CardFlight, Popup
from ..render.cards import card_text
from ..services import clipboard
from ..services.faults import describe, engine_guard
from ..services.saves import BLOCKED
from ..services.strings_hint import hint_reason_text
from ..table.geometry import TableGeometry
from ..table.painter import TablePainter
from ..table.panels import PlayBar, is_card_play
from ..table.plays import table_play
from ..ui import theme
from ..ui.widgets import Button, FocusRing
from .base import Scene

MAX_LOG = 60
#: frames in a row the table may fail to draw before it gives up (two seconds at 60 frames a second)
DRAW_FAILURE_FRAMES = 120
#: the level whose move the hint suggests: the strongest, computed in the AI worker while the
#: player thinks (its search keeps the AI's per-decision budget)
HINT_LEVEL = "hard"


class TableScene(Scene):
    #: every seat's hand face up: only the replay viewer's read-only table (``app.table.replay_host``)
    face_up = False
    #: False: what just happened is shown by animations (a won trick by its sweep); the replay's
    #: table is still, and keeps a won trick on show itself
    still = False

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.anim = Animator()
        #: the game's side of the table (its panels, badges, hooks…), seeing the table through ``ctx``
        self.ctx = TableContext(self)
        self.game = plugin_for(session.game_id)(self.ctx)
        self.painter = TablePainter(self)
        self.selected: set[int] = set()
        self.cursor = -1
        self.hint_i = -1
        self.hint_plays: list[Any] | None = None
        self.message, self.message_err, self.message_t = "", False, 0.0
        self.time = 0.0
        self.pending: tuple[int, int] | None = None
        self.over_wait = 0.0
        self.drawer = False
        self.drag_mode: bool | None = None
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
        self.auto: set[int] = set()  # human seats on 托管 (auto-play)
        self.auto_ended = False  # 托管 was switched off by the hand's end: say so as the next one starts
        self.hint_token: tuple[int, int] | None = None
        self.hint_action: Any = None
        self.hint_reason: Any = None  # why the AI suggests hint_action (ai.hint), shown by H
        self.hint_shown = False
        self.geo = TableGeometry(app.scale, session.n, self.me, self.game.seat_panel_w)

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
        return self.session.viewer in self.auto

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
        self.view = self.session.view(self.shown_seat())
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
        self.hint_plays, self.hint_i = None, -1
        self.ask_for_hint()
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

    def rebuild_buttons(self) -> None:
        if self.view:  # the panels' badge rows first: a game's controls may sit below the seats
            self.painter.fit_badges()
        if not self.my_turn() or not self.legal:
            self.buttons = []
        elif is_card_play(self.legal):
            self.buttons = PlayBar().buttons(self, self.legal)
        else:
            self.buttons = self.game.choice_buttons(self.legal)
        if self.auto_playing():
            for b in self.buttons:  # shown, so the player sees the choice, but the AI makes it
                b.enabled = False
                if isinstance(b, Button):
                    b.reason = self.t("table.auto_on")
        g, px = self.geo, self.geo.px
        w, h = px(104), px(36)
        y = (g.top_bar.height - h) // 2
        right = g.W - px(12)
        self.bar_buttons = [
            Button(
                pygame.Rect(right - w, y, w, h),
                self.t("table.menu"),
                self.open_menu,
                style="ghost",
                font_size=18,
            ),
            Button(
                pygame.Rect(right - 2 * w - px(10), y, w, h),
                self.t(self.game.drawer_key()),
                self.toggle_drawer,
                style="ghost",
                font_size=18,
                selected=self.drawer,
            ),
        ]
        sb = g.side_buttons
        label = self.t("table.sort_rank" if self.app.settings.sort_order == "rank" else "table.sort_suit")
        self.bar_buttons.append(
            Button(
                pygame.Rect(sb.right - px(130), sb.bottom - px(40), px(130), px(40)),
                label + "  S",
                self.toggle_sort,
                style="alt",
                font_size=17,
            )
        )
        me = self.session.viewer
        if self.session.is_human(me):
            on = me in self.auto
            self.bar_buttons.append(
                Button(
                    pygame.Rect(sb.right - px(130), sb.bottom - px(88), px(130), px(40)),
                    self.t("table.auto") + "  A",
                    self.toggle_auto,
                    style="alt",
                    font_size=17,
                    selected=on,
                )
            )
        self.bar_buttons += self.game.bar_buttons()
        self.takeback_button = self._takeback_button()
        if self.takeback_button is not None:
            self.bar_buttons.append(self.takeback_button)
        self.focus.set(list(self.buttons))

    def _takeback_button(self) -> Button | None:
        """悔牌 (Z), on top of the side column of buttons; only in a match that allows it, for the
        human on screen, while the hand is on; enabled when there is a decision to take back."""
        s = self.session
        if not s.takeback or not s.is_human(s.viewer) or s.hand.is_over:
            return None
        g, px = self.geo, self.geo.px
        sb = g.side_buttons
        column = [
            b.rect.top for b in self.bar_buttons if b.rect.right == sb.right and b.rect.top > g.top_bar.bottom
        ]
        top = min(column, default=sb.bottom - px(40)) - px(48)
        return Button(
            pygame.Rect(sb.right - px(130), top, px(130), px(40)),
            self.t("table.takeback") + "  Z",
            self.take_back,
            enabled=s.undo_seat() is not None,
            reason=self.t("table.takeback_none"),
            style="alt",
            font_size=17,
        )

    def toggle_auto(self) -> None:
        """托管: the AI plays for the seated human until switched off (A, any other key or a click on a
        card) or until the hand ends — the next hand, with its 捶/包牌, is the player's own."""
        me = self.session.viewer
        if me is None or not self.session.is_human(me):
            return
        if me in self.auto:
            self.auto.discard(me)
        elif self.session.hand.is_over:
            return  # 托管 lasts one hand at most: nothing to play for in this one
        else:
            self.auto.add(me)
        self.say("")  # the painter states 托管 while it is on
        self.pending = None
        self.rebuild_buttons()

    def take_back(self) -> None:
        """悔牌: the position just before the human's last decision (the AI's replies after it taken
        back too). An AI answer still in flight is for a position that no longer exists: the session's
        action counter moved on, so ``update`` drops it; animations, selection and hints restart."""
        if not self.session.undo():
            if self.session.takeback and self.session.is_human(self.session.viewer):
                self.say(self.t("table.takeback_none"), error=True)
            return
        self.pending = None
        self.anim.skip()
        self.deal_t = None
        self.over_wait = 0.0
        self.trick_snapshot.clear()
        self.hold = 0.0
        self.selected.clear()
        self.cursor = -1
        self.hint_token, self.hint_action, self.hint_shown = None, None, False
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
            return False
        hand_rects = self.geo.hand_rects(len(self.tokens), self.selected)
        mine = {i: (self.tokens[i], hand_rects[i]) for i in range(len(self.tokens))}
        events = self.session.apply(action)
        self.pending = None
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

    def ask_for_hint(self) -> None:
        """On the human's turn to play, ask the AI (``hard``: its search runs in the worker within
        its time budget while the player thinks) for a suggestion in the background, so that H can
        show it at once; until it arrives H falls back to the smallest legal play."""
        s = self.session
        if not self.my_turn() or s.hand.phase != "play" or self.hint_token == s.token:
            return
        self.hint_token, self.hint_action, self.hint_shown = s.token, None, False
        self.hint_reason = None
        game, _, seed = s.ai_key(self.me)[:3]  # the hint is the default character's
        self.app.ai_worker().request(
            ("hint", *s.token), (game, HINT_LEVEL, seed), s.view(self.me), s.hand.to_dict(), (0.0, 0.0),
            explain=True,
        )

    def do_hint(self) -> None:
        """The AI's suggestion first (once it has arrived), then each legal play, smallest first."""
        if not self.my_turn() or self.session.hand.phase != "play":
            return
        suggestion = self.hint_action if self.hint_token == self.session.token else None
        if suggestion is not None and not self.hint_shown:
            self.hint_shown = True
            why = hint_reason_text(self.t, self.hint_reason)
            if suggestion.kind == "pass":
                self.selected = set()
                self.say(self.t("table.hint_pass") + (f" · {why}" if why else ""))
            else:
                self.select_cards([str(c) for c in suggestion.cards])
                if why:
                    self.say(self.t("hint.prefix", reason=why))
            return
        if self.hint_plays is None:
            self.hint_plays = [a for a in self.game.hint_plays() if a.kind == "play"]
        if not self.hint_plays:
            self.say(self.t("table.no_hint"))
            return
        self.hint_i = (self.hint_i + 1) % len(self.hint_plays)
        self.select_cards([str(c) for c in self.hint_plays[self.hint_i].cards])

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
        if self.app.saves.error == BLOCKED:
            self.say(self.t("save.blocked"), error=True)
        try:
            self.session.save(self.app.saves, background=True)
        except OSError as e:
            self.say(self.t("save.write_failed", reason=str(e)), error=True)

    # ---- events -> animation, sound, log
    def on_events(self, events: list[Any], mine: dict[int, tuple[str, pygame.Rect]]) -> None:
        f = self.app.settings.anim_factor
        g = self.geo
        name = lambda s: self.session.name(s, self.app.i18n)  # noqa: E731
        for ev in events:
            k, seat, data = ev.kind, ev.seat, ev.data
            if k == "played":
                self.anim.start_sweeps()
            if self.game.on_event(ev):
                continue  # the game's own animation and log line
            if k == "played":
                cards = table_play(self, seat, list(data.get("cards", [])))
                ends = g.play_rects(seat, len(cards))
                if seat == self.me and mine:
                    starts, used = [], set()
                    for tok in cards:
                        idx = next((i for i, (t, _) in mine.items() if t == tok and i not in used), None)
                        used.add(idx)
                        starts.append(mine[idx][1] if idx is not None else ends[0])
                else:
                    c = g.panels[seat].center
                    starts = [pygame.Rect(c[0] - g.back[0] // 2, c[1] - g.back[1] // 2, *g.back)] * len(cards)
                self.trick_snapshot[seat] = (cards, ends)
                self.anim.add(CardFlight(0.25, tokens=cards, starts=starts, ends=ends, seat=seat), f)
                self.app.sound.play("play")
                if self.game.logs_cards:
                    self.log_line(f"{name(seat)}: {' '.join(card_text(c) for c in cards)}")
                else:
                    self.log_line(self.t("table.played_n", name=name(seat), n=len(cards)))
            elif k == "passed":
                self.trick_snapshot.pop(seat, None)
                self.app.sound.play("pass")
                self.log_line(f"{name(seat)}: {self.t('table.pass')}")
            elif k == "trick_won":
                target = g.panels[seat]
                tokens, starts, owners = [], [], []
                for owner, (toks, rects) in self.trick_snapshot.items():
                    tokens += toks
                    starts += rects
                    owners += [owner] * len(toks)
                ends = [
                    pygame.Rect(target.centerx - g.back[0] // 2, target.centery - g.back[1] // 2, *g.back)
                ] * len(tokens)
                self.anim.add(
                    CardFlight(0.35, delay=self.sweep_delay(), tokens=tokens, starts=starts, ends=ends,
                               kind="sweep", owners=owners, winner=seat), f
                )
                pts = data.get("points", 0)
                if pts:
                    self.anim.add(
                        Popup(0.8, delay=0.7, text=f"+{pts}", seat=seat, colour=theme.GOLD), f
                    )
                self.trick_snapshot.clear()
                self.app.sound.play("trick")
                self.log_line(self.t("table.trick_won", name=name(seat), points=pts))
            elif k == "went_out":
                place = data.get("place", 0)
                label = (
                    self.t(f"table.place_{place}") if place in (1, 2) else self.t("table.place_n", n=place)
                )
                self.anim.add(Popup(1.2, text=label, seat=seat, colour=theme.OK), f)
                self.log_line(f"{name(seat)}: {label}")
            elif k == "dealt":
                self.deal_t = 0.0 if f > 0 else None
                self.app.sound.play("deal")
            elif k == "choice" and data.get("choice"):
                label = self.t(f"choice.{data['choice']}")
                self.anim.add(Popup(1.2, text=label, seat=seat, colour=theme.TEXT), f)
                self.log_line(f"{name(seat)}: {label}")
            elif k == "hand_over":
                self.app.sound.play("win")

    def ai_delay(self) -> tuple[float, float]:
        """The AI's think time at the player's pace setting."""
        return self.app.settings.ai_delay(self.app.ai_delay)

    def sweep_delay(self) -> float:
        """Seconds (before the animation factor) until a won trick slides away; a big play still
        on show holds it."""
        f = self.app.settings.anim_factor
        return 0.55 + (self.hold / f if f > 0 else 0.0)

    def log_line(self, line: str) -> None:
        self.log.append(line)
        del self.log[:-MAX_LOG]

    # ---- per frame
    @engine_guard
    def update(self, dt: float) -> None:
        self.time += dt
        self.anim.update(dt)
        if self.deal_t is not None:
            self.deal_t += dt
            if self.deal_t > 0.03 * len(self.tokens) + 0.3:
                self.deal_t = None
        if self.message_t > 0:
            self.message_t -= dt
            if self.message_t <= 0:
                self.message = ""
        if self.hold > 0:  # a big play on show: nobody moves on yet
            self.hold = max(0.0, self.hold - dt)
            return
        hand = self.session.hand
        worker = self.app.ai_worker()
        for token, action in worker.poll():
            if token == ("hint", *self.session.token):
                self.hint_action = action  # the AI's suggestion for the human's turn, used by H
                self.hint_reason = worker.reason(token)  # and why, shown with it
                continue
            if token == self.pending and token == self.session.token:
                fallback = ""
                if action is None:  # the worker could not decide: asking again forever is a stall
                    legal = hand.legal_actions()
                    if not legal:
                        raise RuntimeError(f"no legal action in phase {hand.phase!r}")
                    self.no_answer = getattr(self, "no_answer", 0) + 1
                    if worker.gave_up(token):  # no worker answered at all (#33): say so, play on
                        self.no_answer = 3
                        name = self.session.name(hand.to_act, self.app.i18n)
                        fallback = self.t("ai.fallback", name=name)
                    if self.no_answer >= 3:
                        action, self.no_answer = random.choice(legal), 0
                if action is None or not self.act(action, from_ai=True):
                    self.pending = None  # no usable answer: ask again next frame
                elif fallback:
                    self.say(fallback, error=True)  # after the move: ``act`` clears the line
        if hand.is_over:
            if self.auto:
                self.auto.clear()
                self.auto_ended = True
                self.rebuild_buttons()
            self.over_wait += dt
            wait = self.game.over_wait if self.app.settings.anim_factor > 0 else 0.3
            if self.over_wait >= wait and not self.anim.busy:
                self.over_wait = 0.0
                self.open_scoring()
            return
        to_act = hand.to_act
        if to_act is None:  # not over, nobody to act: it would wait forever
            raise RuntimeError(f"nobody is to act in phase {hand.phase!r}")
        if not self.session.is_human(to_act) or to_act in self.auto:
            if self.pending != self.session.token:
                self.pending = self.session.token
                key = self.session.ai_key(to_act)
                if self.session.is_human(to_act):
                    key = (key[0], "normal", key[2])  # 托管 plays at the normal level
                worker.request(
                    self.pending,
                    key,
                    self.session.view(to_act),
                    hand.to_dict(),
                    self.ai_delay(),
                )
        elif self.session.hotseat and to_act != self.session.viewer:
            self.app.push("handover", self, to_act)

    @engine_guard
    def take_seat(self, seat: int) -> None:
        """Hot-seat: the human at ``seat`` now looks at the screen."""
        self.session.viewer = seat
        self.anim.skip()
        self.trick_snapshot.clear()
        self.hold = 0.0
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
        self.over_wait = 0.0
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
        self.trick_snapshot.clear()
        self.hold = 0.0
        self.anim.skip()
        self.refresh()
        self.autosave()  # after the new hand drew without error (see act)
        if self.tokens and self.app.settings.anim_factor > 0:
            self.deal_t = 0.0  # hands dealt without a choice phase first still arrive one by one
        self.on_events(self.session.opening_events(), {})  # the deal, a marker card… (engine-told)
        if self.auto_ended:
            self.auto_ended = False
            self.say(self.t("table.auto_ended"))

    # ---- input
    def card_at(self, pos: tuple[int, int]) -> int | None:
        rects = self.geo.hand_rects(len(self.tokens), self.selected)
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return i
        return None

    def toggle(self, i: int, on: bool | None = None) -> None:
        if on is None:
            on = i not in self.selected
        if on:
            self.selected.add(i)
        else:
            self.selected.discard(i)
        self._update_play_state()
        self.rebuild_buttons()

    @engine_guard
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.anim.skip()  # any click skips the current motion
            self.deal_t = None
        # under 托管 the decision widgets are only shown (a custom widget may not heed ``enabled``)
        for b in self.bar_buttons + ([] if self.auto_playing() else self.buttons):
            if b.handle(event):
                return
        code_rect = self.painter.code_rect
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and code_rect and code_rect.collidepoint(
            event.pos
        ):
            self.copy_code()
            return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.tokens
            and self.shown_seat() is not None
        ):
            i = self.card_at(event.pos)
            if i is not None and self.session.viewer in self.auto:
                self.toggle_auto()
            if i is not None:
                self.drag_mode = i not in self.selected
                self.toggle(i, self.drag_mode)
                self.cursor = i
        elif event.type == pygame.MOUSEMOTION and self.drag_mode is not None:
            i = self.card_at(event.pos)
            if i is not None and (i in self.selected) != self.drag_mode:
                self.toggle(i, self.drag_mode)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.drag_mode = None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.selected.clear()
            self.toggle(-1, False)
        elif event.type == pygame.KEYDOWN:
            self.on_key(event)

    def on_key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.drawer:
                self.toggle_drawer()
            else:
                self.open_menu()
            return
        if key == pygame.K_l:
            self.toggle_drawer()
            return
        if key == pygame.K_s:
            self.toggle_sort()
            return
        if key == pygame.K_a:
            self.toggle_auto()
            return
        if key in (pygame.K_z, pygame.K_BACKSPACE):
            self.take_back()
            return
        if key == pygame.K_d:
            self.copy_code()
            return
        refused = self.game.key_message(key)
        if refused:
            self.say(self.t(refused))
            return
        if self.session.viewer in self.auto:
            self.toggle_auto()  # any other key takes the seat back from 托管
            return
        choice_phase = (
            self.my_turn()
            and self.buttons
            and not is_card_play(self.legal)
        )
        if choice_phase:
            if pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(self.buttons):
                self.buttons[key - pygame.K_1].activate()
                return
            if key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.focus.move(1 if key == pygame.K_RIGHT else -1)
                return
            self.focus.handle(event)
            return
        n = len(self.tokens)
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and n:
            step = 1 if key == pygame.K_RIGHT else -1
            self.cursor = (self.cursor + step) % n if self.cursor >= 0 else (0 if step > 0 else n - 1)
        elif key in (pygame.K_HOME, pygame.K_END) and n:
            self.cursor = 0 if key == pygame.K_HOME else n - 1  # a long hand's far end in one key
        elif key in (pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN) and 0 <= self.cursor < n:
            on = None if key == pygame.K_SPACE else key == pygame.K_UP
            self.toggle(self.cursor, on)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.do_play()
        elif key == pygame.K_p:
            self.do_pass()
        elif key == pygame.K_h:
            self.do_hint()

    def draw(self, surface: pygame.Surface) -> None:
        try:
            self.painter.draw(surface)
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
