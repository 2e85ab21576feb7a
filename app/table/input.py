"""``TableInput``: the live table's mouse and keys, turned into the table's commands.

The widgets answer first (the top bar's buttons, then the decision's; under 托管 the decision's are
only shown, and a custom widget may not heed ``enabled``, so they are not asked). A click on a card
raises or lowers it and a drag carries that choice over the cards it crosses; the right button lowers
them all. Under 托管 a click on a card, or any key but the table's own, takes the seat back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .panels import is_card_play

if TYPE_CHECKING:
    from .host import LiveTable


class TableInput:
    def __init__(self, table: LiveTable) -> None:
        self.table = table
        #: a drag over the cards raises them (True) or lowers them (False); None while no drag
        self.drag_mode: bool | None = None

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The index of your card under ``pos`` (the topmost where cards overlap), or None."""
        t = self.table
        rects = t.geo.hand_rects(len(t.tokens), t.selected)
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(pos):
                return i
        return None

    def toggle(self, i: int, on: bool | None = None) -> None:
        """Raise (``on``) or lower card ``i``; None flips it."""
        chosen = set(self.table.selected)
        if on is None:
            on = i not in chosen
        if on:
            chosen.add(i)
        else:
            chosen.discard(i)
        self.table.set_selected(chosen)

    def handle(self, event: pygame.event.Event) -> None:
        t = self.table
        if event.type == pygame.MOUSEBUTTONDOWN:
            t.anim.skip()  # any click skips the current motion
            t.deal_t = None
        for b in t.bar_buttons + ([] if t.auto_playing() else t.buttons):
            if b.handle(event):
                return
        code_rect = t.painter.code_rect
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and code_rect and code_rect.collidepoint(
            event.pos
        ):
            t.copy_code()
            return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and t.tokens
            and t.shown_seat() is not None
        ):
            i = self.card_at(event.pos)
            if i is not None and t.auto_playing():
                t.toggle_auto()
            if i is not None:
                self.drag_mode = i not in t.selected
                self.toggle(i, self.drag_mode)
                t.cursor = i
        elif event.type == pygame.MOUSEMOTION and self.drag_mode is not None:
            i = self.card_at(event.pos)
            if i is not None and (i in t.selected) != self.drag_mode:
                self.toggle(i, self.drag_mode)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.drag_mode = None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            t.set_selected(set())
        elif event.type == pygame.KEYDOWN:
            self.on_key(event)

    def on_key(self, event: pygame.event.Event) -> None:
        """A key no widget took: the table's own keys, then the decision's (a choice button by its
        place number 1-9 and the focus ring; in card play the cursor, raise/lower, play, pass, hint)."""
        t = self.table
        key = event.key
        table_keys = {
            pygame.K_l: t.toggle_drawer,
            pygame.K_s: t.toggle_sort,
            pygame.K_a: t.toggle_auto,
            pygame.K_z: t.take_back,
            pygame.K_BACKSPACE: t.take_back,
            pygame.K_d: t.copy_code,
        }
        if key == pygame.K_ESCAPE:
            if t.drawer:
                t.toggle_drawer()
            else:
                t.open_menu()
            return
        if key in table_keys:
            table_keys[key]()
            return
        refused = t.game.key_message(key)
        if refused:
            t.say(t.t(refused))
            return
        if t.auto_playing():
            t.toggle_auto()  # any other key takes the seat back from 托管
            return
        if t.my_turn() and t.buttons and not is_card_play(t.legal):
            if pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(t.buttons):
                t.buttons[key - pygame.K_1].activate()
                return
            if key in (pygame.K_LEFT, pygame.K_RIGHT):
                t.focus.move(1 if key == pygame.K_RIGHT else -1)
                return
            t.focus.handle(event)
            return
        n = len(t.tokens)
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and n:
            step = 1 if key == pygame.K_RIGHT else -1
            t.cursor = (t.cursor + step) % n if t.cursor >= 0 else (0 if step > 0 else n - 1)
        elif key in (pygame.K_HOME, pygame.K_END) and n:
            t.cursor = 0 if key == pygame.K_HOME else n - 1  # a long hand's far end in one key
        elif key in (pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN) and 0 <= t.cursor < n:
            self.toggle(t.cursor, None if key == pygame.K_SPACE else key == pygame.K_UP)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            t.do_play()
        elif key == pygame.K_p:
            t.do_pass()
        elif key == pygame.K_h:
            t.do_hint()
