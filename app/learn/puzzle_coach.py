"""The coach of a 残局 puzzle: the position open on the table, the other seats answering with the
puzzle's best defence (``reply``), H the puzzle's winning move (``hint``), solved or failed said at
once with retry, next and back to the hub; a solved puzzle is kept in the player's progress."""

from __future__ import annotations

from typing import Any

import pygame

from engine import Action

from ..ui import theme
from ..ui.widgets import Button, panel
from .coach import BLOCKED, Bubble, Coach
from .content import puzzle_api


class PuzzleCoach(Coach):
    def __init__(self, app: Any, game_id: str, puzzles: tuple[Any, ...], index: int) -> None:
        super().__init__(app, game_id)
        self.puzzles, self.index = puzzles, index
        self.puzzle = puzzles[index]
        self.api = puzzle_api()
        self.result: bool | None = None
        self._reply: tuple[Any, Action | None] = (None, None)
        self.hinted = False
        self.guide_buttons: list[Button] = []

    def attach(self, table: Any) -> None:
        super().attach(table)
        table.face_up = True  # 残局 are played open: every hand face up
        key = self.puzzle.key
        text = self.t(f"{key}.title") + "\n" + self.t(f"{key}.goal")
        self.show(Bubble("puzzle.intro", text, self.puzzle.rule, "hand"))

    def refreshed(self) -> None:
        if self.result is not None:
            return
        hand = self.table.session.hand
        result = self.puzzle.result(hand)
        if result is None and hand.is_over:
            result = False  # the hand ended and the goal was not reached
        if result is None:
            return
        self.result = result
        if result:
            self.app.learn_progress.mark_solved(self.game_id, self.puzzle.key)
        actions: list[tuple[str, Any, int]] = [(self.t("learn.retry") + "  T", self.retry, pygame.K_t)]
        if self.index + 1 < len(self.puzzles):
            actions.append((self.t("learn.next") + "  N", self.next_puzzle, pygame.K_n))
        actions.append((self.t("learn.hub") + "  B", self.to_hub, pygame.K_b))
        text = self.t("learn.solved" if result else "learn.failed")
        self.show(Bubble("puzzle.solved" if result else "puzzle.failed", text, self.puzzle.rule, "none",
                         actions, closable=False))

    def scripted(self) -> bool:
        return True  # the other seats are the puzzle's defence, never the AI worker

    def next_move(self, dt: float) -> Action | None:
        s = self.table.session
        if self.result is not None or self.api is None:
            return None
        if self._reply[0] != s.token:
            self._reply = (s.token, self.api.reply(self.puzzle, s.hand))
            self.wait = 0.0
        self.wait += dt
        low, high = self.table.ai_delay()
        return self._reply[1] if self.wait >= (low + high) / 2 else None

    def hint(self) -> Action | None:
        tb = self.table
        if self.api is None or self.result is not None or not tb.my_turn():
            return None
        move = self.api.hint(self.puzzle, tb.session.hand)
        if move is not None and not self.hinted:  # the puzzle's own words, once
            self.hinted = True
            self.show(Bubble("puzzle.hint", self.t(f"{self.puzzle.key}.hint"), self.puzzle.rule, "hand"))
        return move

    def wants_ai_hint(self) -> bool:
        return False

    def top_label(self) -> str | None:
        return self.t("learn.puzzle_bar", n=self.index + 1, total=len(self.puzzles),
                      title=self.t(f"{self.puzzle.key}.title"))

    def seat_tag(self, seat: int) -> tuple[str, ...] | None:
        # no AI level plays these seats: the exact search does, for or against the goal
        key = "learn.puzzle_partner" if seat in self.puzzle.team else "learn.puzzle_defence"
        return (self.t(key), self.t("learn.puzzle_seat"))

    # ---- where to go
    def retry(self) -> None:
        self.open(self.index)

    def next_puzzle(self) -> None:
        self.open(self.index + 1)

    def open(self, index: int) -> None:
        """Puzzle ``index`` afresh, from the hub (which starts it at once)."""
        self.app.reset_to("menu")
        self.app.push("learn", self.game_id, ("puzzle", index))

    def to_hub(self) -> None:
        self.app.reset_to("menu")
        self.app.push("learn", self.game_id)

    # ---- input and the goal line
    def choice_hint(self) -> None:
        """H in a choice phase (the table's hint is for card play): the winning choice, in words,
        with a button that takes it."""
        tb = self.table
        move = self.hint()
        if move is None:
            tb.say(self.t("table.no_hint"))
            return
        text = self.t("learn.guide_choice", move=self.describe(move))

        def take() -> None:
            self.close()
            tb.act(move)

        self.show(Bubble("puzzle.choice", text, None, "controls",
                         [(self.t("learn.follow") + "  N", take, pygame.K_n)]))

    def do_hint(self) -> None:
        if self.table.session.hand.phase == "play":
            self.table.do_hint()
        else:
            self.choice_hint()

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        if self.bubble is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_t:
                self.retry()
                return True
            if (event.type == pygame.KEYDOWN and event.key == pygame.K_h
                    and self.table.session.hand.phase != "play" and self.table.my_turn()):
                self.choice_hint()
                return True
            for b in self.guide_buttons:
                if b.handle(event):
                    return True
        return False

    def draw_guide(self, surface: pygame.Surface) -> None:
        """The goal, with the hint and retry controls, in a free spot of the table."""
        ui, px, fs = self.app.ui, self.app.ui.px, self.app.ui.fs
        goal = self.t(f"{self.puzzle.key}.goal")
        labels = [(self.t("learn.hint") + "  H", self.do_hint),
                  (self.t("learn.retry") + "  T", self.retry)]
        widths = [ui.text.size(lb, fs(15), True)[0] + px(24) for lb, _ in labels]
        widest = min(px(520), self.app.scale.w * 2 // 5)
        key = (widest, goal, tuple(tuple(r) for r in self.controls()))
        if getattr(self, "_guide_size", None) != key:  # placed again when the controls move
            self._guide_size = key
            g = self.table.geo  # shown while the others play: kept off where their plays land
            landing = tuple(r for seat in range(self.table.session.n) for r in g.play_rects(seat, 6))
            narrowest = sum(widths) + px(48)
            best: tuple[int, pygame.Rect, list[str]] | None = None
            # the widest that covers nothing drawn: narrower and taller where a crowded table
            # (five seats' landing places) leaves no room for the widest
            occupied = self.occupancy(surface, avoid=landing)
            for w in sorted({max(narrowest, widest * k // 10) for k in (10, 8, 6)}, reverse=True):
                wrapped = ui.text.wrap(goal, fs(16), w - px(28))
                h = px(20) + len(wrapped) * px(24) + px(46)
                spot, cost = self.place(w, h, surface, with_cost=True, occupied=occupied)
                if best is None or cost < best[0]:
                    best = (cost, spot, wrapped)
                if cost < BLOCKED:
                    break
            assert best is not None
            _, self.guide_box, self._guide_lines = best
        box, lines = self.guide_box, self._guide_lines
        panel(surface, box, (18, 30, 26, 235), px(10))
        pygame.draw.rect(surface, theme.GOLD, box, px(1), border_radius=px(10))
        y = box.top + px(10)
        for line in lines:
            ui.text.draw(surface, line, fs(16), theme.GOLD, (box.left + px(14), y))
            y += px(24)
        self.guide_buttons = []
        x = box.right - px(12)
        for (label, fn), bw in zip(reversed(labels), reversed(widths)):
            x -= bw
            b = Button(pygame.Rect(x, box.bottom - px(42), bw, px(32)), label, fn, style="alt", font_size=15)
            b.draw(surface, ui)
            self.guide_buttons.append(b)
            x -= px(8)
