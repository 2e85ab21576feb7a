"""The coach beside a table: it explains a rule the moment it first matters, in a bubble that points
at what it concerns, says why a play was refused and what a strong player would do, and plays the
other seats of a prepared hand or a 残局.

The table (``app.scenes.table.TableScene``) knows the coach only through a few calls: ``attach``,
``applied`` (an action went through), ``saw`` (the events it made), ``refreshed`` (the view was read
again), ``refused``, ``handle``/``blocking``/``draw`` (a bubble open holds the table and takes the
input), ``scripted``/``next_move`` (the other seats' moves), ``hint``. Everything about a game is
data: a ``Lesson`` (``app.learn.lesson``) or a ``Puzzle`` (``app.learn.puzzle``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pygame

from engine import Action

from ..render.cards import card_text
from ..services.i18n import CATALOGUE
from ..ui import theme
from ..ui.widgets import Button, panel
from .lesson import Lesson, Step
from .rule_text import rule_sentence


@dataclass
class Bubble:
    """What the coach says now: ``text``, the rule it opens, where it points; ``actions``: extra
    buttons (label, callback, key) — a bubble without them closes with "OK"."""

    key: str
    text: str
    rule: str | None = None
    point: str = "none"
    actions: list[tuple[str, Any, int]] = field(default_factory=list)
    closable: bool = True


#: the cost of covering a grid cell of a control, of a card (your hand, the trick, any card drawn,
#: what the bubble points at), of a seat, the status line or the top bar, of a game's info box, and
#: of anything else drawn (1): a cell of a higher tier outweighs any count of lower ones that a box
#: can cover, so a box covers a card only where every other spot would cover a control
CONTROL, CARD, BLOCKED, BOX = 100_000_000, 1_000_000, 1_000, 100


def _cells_touched(rect: pygame.Rect, cell: int, cols: int, rows: int) -> Iterator[tuple[int, int]]:
    """The grid cells (row, column) that ``rect`` overlaps as ``Rect.colliderect`` has it: a rect
    of no width or height overlaps nothing, one of negative size spans back from its corner."""
    if rect.w == 0 or rect.h == 0:
        return
    x0, x1 = sorted((rect.x, rect.x + rect.w))
    y0, y1 = sorted((rect.y, rect.y + rect.h))
    for r in range(max(0, y0 // cell), min(rows, -(-y1 // cell))):
        for c in range(max(0, x0 // cell), min(cols, -(-x1 // cell))):
            yield r, c


def _pixels(surface: pygame.Surface, area: tuple[int, int, int, int]) -> memoryview:
    """The pixels of ``area`` as RGBA, one 32-bit number each: comparing them compares the colours
    ``get_at`` gives, a whole row at a time."""
    return memoryview(pygame.image.tobytes(surface.subsurface(area), "RGBA")).cast("I")


@dataclass(frozen=True)
class Occupancy:
    """One frame's grid for placing boxes: ``taken`` holds prefix sums of what each ``cell``-sized
    square would cost to cover; ``tiers`` the exact rectangles behind the costliest tiers."""

    size: tuple[int, int]
    cell: int
    taken: list[list[int]]
    tiers: list[tuple[int, list[pygame.Rect]]]


def same(a: Any, b: Any) -> bool:
    """The same decision: the cards in any order (the table lists them in the hand's order)."""
    return (a.kind, sorted(map(str, a.cards)), a.value) == (b.kind, sorted(map(str, b.cards)), b.value)


class Coach:
    """What the lesson and the puzzle coach share: the bubble queue, pointing, drawing, input."""

    def __init__(self, app: Any, game_id: str) -> None:
        self.app = app
        self.game_id = game_id
        self.table: Any = None
        self.queue: list[Bubble] = []
        #: every bubble shown, by key, in order (the tests read it)
        self.shown: list[str] = []
        self.buttons: list[Button] = []
        self.box: pygame.Rect | None = None
        self._shown_head: Bubble | None = None
        self._laid_for: tuple[Any, ...] = ()
        self.wait = 0.0

    def t(self, key: str, **kw: Any) -> str:
        return self.app.i18n.t(key, **kw)

    # ---- the table's calls
    def attach(self, table: Any) -> None:
        self.table = table

    def applied(self, action: Any) -> None:
        """An action went through the engine (the player's, an AI's or the coach's own)."""

    def saw(self, events: list[Any]) -> None:
        """The events of the last action (or the hand's opening)."""

    def refreshed(self) -> None:
        """The table read the view again: a new turn, a new phase, the hand's end."""

    def scripted(self) -> bool:
        """Whether the coach, not the AI worker, moves the seat to act now."""
        return False

    def next_move(self, dt: float) -> Action | None:
        """The scripted seat's move once its think time has passed (None until then)."""
        return None

    def hint(self) -> Action | None:
        """The move the coach suggests to the player now, or None (the table's own hint then)."""
        return None

    def wants_ai_hint(self) -> bool:
        """Whether the table should ask the AI for its hint (the coach has none of its own)."""
        return True

    def saves(self) -> bool:
        """A lesson or a puzzle is never the game's autosave."""
        return False

    def top_label(self) -> str | None:
        """The top bar's words in place of the match's hand number (None: the table's own)."""
        return None

    def seat_tag(self, seat: int) -> tuple[str, ...] | None:
        """Who plays an AI seat, in place of its level and character, in wordings longest first (the
        panel takes the first that fits); None: the level and character."""
        return None

    def refused(self, action: Any, reason: str) -> None:
        """The player's play was refused: the engine's reason, and what a strong player would do."""
        better = self.hint() or self._table_hint()
        if better is not None and better.cards and self.table.session.hand.phase == "play":
            self.table.select_cards([str(c) for c in better.cards])  # raised: Enter plays them
        text = reason
        if better is not None:
            text += "\n" + self.t("learn.better", play=self.describe(better))
        self.show(Bubble("refusal", text, None, "hand" if better is not None else "controls"), first=True)

    def _table_hint(self) -> Action | None:
        tb = self.table
        hints = getattr(tb, "hints", None)  # the AI's suggestion, once it has arrived for this decision
        if tb.hint_action is not None and hints is not None and hints.token == tb.session.token:
            return tb.hint_action  # the AI's strongest move, already worked out in the worker
        if tb.session.hand.phase != "play":
            return None
        plays = [a for a in tb.game.hint_plays() if a.kind == "play"]
        return plays[0] if plays else None

    def describe(self, action: Any) -> str:
        """An action in the player's words: the cards, 过, or the choice's button label."""
        if action.kind == "pass":
            return self.t("table.pass")
        if action.cards:
            return " ".join(card_text(str(c)) for c in action.cards)
        label = self.button_for(action)
        if label is not None:
            return label[1]
        key = f"choice.{action.value}"
        return self.t(key) if key in CATALOGUE else str(action)

    def button_for(self, action: Any) -> tuple[Any, str] | None:
        """The table's control that makes ``action`` and its label (without its key), or None: each
        choice button is pressed with the table's ``act`` caught, so nothing happens."""
        tb = self.table
        caught: list[Any] = []
        real = tb.act

        def catch(a: Any, from_ai: bool = False) -> bool:
            caught.append(a)
            return True

        tb.act = catch
        try:
            for b in tb.buttons:
                if not isinstance(b, Button) or not b.enabled:
                    continue
                caught.clear()
                try:
                    b.activate()
                except Exception:  # noqa: BLE001 - a control that needs more than a press is not it
                    continue
                if caught and caught[0] == action:
                    head, sep, tail = b.label.rpartition("  ")
                    return b, (head if sep and tail and " " not in tail.strip() else b.label)
        finally:
            tb.act = real
        return None

    # ---- bubbles
    def show(self, bubble: Bubble, first: bool = False) -> None:
        if first:
            self.queue.insert(0, bubble)
        else:
            self.queue.append(bubble)
        self._head()

    def _head(self) -> None:
        """A new bubble on top: laid out afresh, and counted as shown."""
        self.box = None
        if self.queue and self.queue[0] is not self._shown_head:
            self._shown_head = self.queue[0]
            self.shown.append(self.queue[0].key)

    def step_bubble(self, step: Step) -> Bubble:
        return Bubble(step.key, self.t(step.key), step.rule, step.point)

    @property
    def bubble(self) -> Bubble | None:
        return self.queue[0] if self.queue else None

    def blocking(self) -> bool:
        """A bubble is open: the table waits (no AI move, no scoring screen) until it is closed."""
        return self.bubble is not None

    def close(self) -> None:
        if self.queue:
            self.queue.pop(0)
        self._head()

    def open_rule(self) -> None:
        b = self.bubble
        if b is not None and b.rule:
            self.app.push("rules", self.game_id, None, b.rule)

    def handle(self, event: pygame.event.Event) -> bool:
        """Input while a bubble is open is the bubble's (Esc still opens the pause menu)."""
        b = self.bubble
        if b is None:
            return False
        for button in self.buttons:
            if button.handle(event):
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return False
            for _, fn, key in b.actions:
                if event.key == key:
                    fn()
                    return True
            if event.key == pygame.K_r and b.rule:
                self.open_rule()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and b.closable:
                self.close()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    # ---- where things are
    def target(self, point: str) -> pygame.Rect | None:
        tb, g = self.table, self.table.geo
        kind, _, arg = point.partition(":")
        rects: list[pygame.Rect] = []
        if kind == "hand":
            rects = g.hand_rects(len(tb.tokens), tb.selected)
        elif kind == "trick":
            rects = [r for _, rs in tb.trick_snapshot.values() for r in rs]
            if not rects:
                c = g.centre
                rects = [pygame.Rect(c[0] - g.px(60), c[1] - g.px(40), g.px(120), g.px(80))]
        elif kind == "controls":
            rects = [b.rect for b in tb.buttons]
        elif kind == "seat" and arg.isdigit() and int(arg) in g.panels:
            rects = [g.panels[int(arg)]]
        elif kind == "top":
            rects = [g.top_bar]
        if not rects:
            return None
        return rects[0].unionall(rects[1:])

    def busy(self) -> list[pygame.Rect]:
        """What a bubble must not cover: what the table drew this frame (its boxes, every card, the
        seats, the controls, the status line) and the top bar. Nothing new lands while a bubble or
        the guide is up: a bubble holds the table, the guide is there on the player's own turn."""
        tb, g = self.table, self.table.geo
        out = tb.painter.obstacles() + [g.top_bar]
        status = getattr(tb.painter, "bubble", None)
        if isinstance(status, pygame.Rect):
            out.append(status)
        # the status line ("your turn", whose turn …) keeps its place all hand long, centred
        y = tb.painter.status_y()
        out.append(pygame.Rect(g.W // 2 - g.px(200), y - g.px(6), g.px(400), g.px(40)))
        return out

    def controls(self) -> list[pygame.Rect]:
        """The table's buttons: what a box covers last of all."""
        return [b.rect for b in self.table.buttons + self.table.bar_buttons]

    def cards(self) -> list[pygame.Rect]:
        """Every card the table drew this frame (your hand, the trick, the others' backs, a panel's
        cards) and your hand where it lies: what a box covers only when all else is taken."""
        tb = self.table
        out = list(self.app.cards.drawn or [])
        if tb.shown_seat() is not None:
            out += tb.geo.hand_rects(len(tb.tokens), tb.selected)
        return out

    def occupancy(self, surface: pygame.Surface, avoid: tuple[pygame.Rect, ...] = (),
                  keep: tuple[pygame.Rect, ...] = ()) -> Occupancy:
        """What a box would cover where, on the frame the table just drew: bare felt only where the
        frame matches its background (so whatever a game draws is seen), ``busy`` and ``avoid``
        blocked; ``keep`` (what the box points at) kept clear like a card. Worked out once for all
        the sizes of box tried on one frame."""
        g = self.table.geo
        W, H = surface.get_size()
        cell = max(4, g.px(16))
        cols, rows = W // cell, H // cell
        felt = self.table.painter.background((W, H))
        controls = self.controls()
        cards = self.cards() + list(keep)
        busy = self.busy() + list(avoid)
        boxes = list(getattr(self.table.painter, "boxes", []))  # a game's info boxes: better not
        hard = [b for b in busy if b not in boxes and b not in controls and b not in cards]
        # a control, then a card, then a seat is never covered where anything else can be; a game's
        # box and then anything else drawn only where no bare felt is large enough (the tiers'
        # costs are in that order, so a cell costs the most of what touches it)
        used = [[0] * cols for _ in range(rows)]
        for tier, rects in ((BOX, boxes), (BLOCKED, hard), (CARD, cards), (CONTROL, controls)):
            for rect in rects:
                for r, c in _cells_touched(pygame.Rect(rect), cell, cols, rows):
                    used[r][c] = tier
        # the rest: drawn on where any of four points of the cell differs from the background
        probes = ((1, 1), (cell - 2, cell - 2), (cell // 2, cell // 2), (cell - 2, 1))
        for r in range(rows):
            row = used[r]
            if all(row):
                continue
            drawn = [False] * cols
            for dx, dy in probes:
                y = r * cell + dy
                here, bare = (_pixels(s, (0, y, W, 1))[dx::cell][:cols] for s in (surface, felt))
                drawn = [d or a != b for d, a, b in zip(drawn, here, bare)]
            for c in range(cols):
                if not row[c] and drawn[c]:
                    row[c] = 1
        taken = [[0] * (cols + 1) for _ in range(rows + 1)]  # prefix sums of occupied cells
        for r in range(rows):
            above, line, run = taken[r], taken[r + 1], 0
            for c in range(cols):
                run += used[r][c]
                line[c + 1] = above[c + 1] + run
        return Occupancy((W, H), cell, taken, [(CONTROL, controls), (CARD, cards), (BLOCKED, hard)])

    def place(self, w: int, h: int, surface: pygame.Surface, with_cost: bool = False,
              avoid: tuple[pygame.Rect, ...] = (), keep: tuple[pygame.Rect, ...] = (),
              occupied: Occupancy | None = None) -> Any:
        """A free spot for a ``w``×``h`` box, nearest the table's centre, by ``occupied`` (else
        ``occupancy(surface, avoid, keep)``). Where no spot is free, the one that covers the least
        by the tiers (``CONTROL`` … ``BOX``). With ``with_cost`` also what it covers (0: nothing)."""
        g = self.table.geo
        occ = occupied if occupied is not None else self.occupancy(surface, avoid, keep)
        (W, H), cell, taken = occ.size, occ.cell, occ.taken
        cols, rows = W // cell, H // cell
        cw, ch = -(-w // cell), -(-h // cell)
        best: tuple[int, int, int, int] | None = None
        for r in range(g.top_bar.bottom // cell + 1, rows - ch):
            for c in range(1, cols - cw):
                n = taken[r + ch][c + cw] - taken[r][c + cw] - taken[r + ch][c] + taken[r][c]
                cx, cy = c * cell + w // 2, r * cell + h // 2
                spot = (n, abs(cx - W // 2) + abs(cy - g.centre[1]), c * cell, r * cell)
                if best is None or spot < best:
                    best = spot  # the least covered, then the nearest the centre
        if best is None:
            box, cost = pygame.Rect((W - w) // 2, g.top_bar.bottom + cell, w, h), CONTROL
        else:
            box, cost = pygame.Rect(best[2], best[3], w, h), best[0]
            if cost >= BLOCKED:
                box, cost = self._nudge(box, cost, cell, occ.tiers)
        return (box, cost) if with_cost else box

    def _nudge(self, box: pygame.Rect, cost: int, cell: int,
               tiers: list[tuple[int, list[pygame.Rect]]]) -> tuple[pygame.Rect, int]:
        """The grid's best spot, moved by less than a cell where that covers fewer controls, cards or
        seats by their exact rectangles (the grid counts a cell as covered by any part of it)."""
        g = self.table.geo

        def covers(r: pygame.Rect) -> int:
            return sum(tier * len(r.collidelistall(rects)) for tier, rects in tiers)

        soft = cost % BLOCKED  # what the grid counted besides them: boxes and drawn felt
        best = (covers(box), 0, box)
        for dy in range(-cell + 1, cell):
            for dx in range(-cell + 1, cell, 2):
                r = box.move(dx, dy)
                if r.top < g.top_bar.bottom or r.bottom > g.H or r.left < 0 or r.right > g.W:
                    continue
                here = (covers(r), abs(dx) + abs(dy), r)
                if here[:2] < best[:2]:
                    best = here
        return best[2], best[0] + soft

    def scene_signature(self) -> tuple[Any, ...]:
        """What the table shows that a bubble must keep clear of: its status line and obstacles."""
        tb = self.table
        status = getattr(tb.painter, "bubble", None)
        rects = tb.painter.obstacles()
        return (tuple(status) if isinstance(status, pygame.Rect) else None, len(rects),
                tuple(tuple(r) for r in rects[:40]))

    # ---- drawing
    def layout_bubble(self, b: Bubble, surface: pygame.Surface) -> None:
        """The bubble's box (its words wrapped, its buttons in rows under them) where it covers
        least: the widest first, then narrower and taller ones, the first that covers nothing."""
        ui, px, fs = self.app.ui, self.app.ui.px, self.app.ui.fs
        line_h = round(ui.text.font(fs(17)).get_linesize() * 1.25)
        specs: list[tuple[str, Any, str]] = [(label, fn, "primary") for label, fn, _ in b.actions]
        if b.rule:
            specs.append((self.t("learn.rule", rule=b.rule) + "  R", self.open_rule, "alt"))
        if b.closable:
            specs.append((self.t("learn.ok") + "  Enter", self.close, "primary"))
        widths = [ui.text.size(label, fs(15), True)[0] + px(24) for label, _, _ in specs]
        widest = min(px(460), self.app.scale.w * 2 // 5)
        narrowest = max(widths, default=0) + px(32)
        best: tuple[int, pygame.Rect, list[str], list[list[int]]] | None = None
        aim = self.target(b.point)
        occupied = self.occupancy(surface, keep=(aim,) if aim is not None else ())
        for w in sorted({max(narrowest, widest * k // 10) for k in (10, 8, 6, 5)}, reverse=True):
            rows: list[list[int]] = [[]]  # the buttons' indices, row by row, each row right-aligned
            room = w - px(32)
            for k, bw in enumerate(widths):
                used = sum(widths[i] + px(8) for i in rows[-1])
                if rows[-1] and used + bw > room:
                    rows.append([])
                rows[-1].append(k)
            lines: list[str] = []
            for part in b.text.split("\n"):
                lines += ui.text.wrap(part, fs(17), w - px(32))
            h = px(24) + len(lines) * line_h + px(16) + len(rows) * px(42)
            box, cost = self.place(w, h, surface, with_cost=True, occupied=occupied)
            if best is None or cost < best[0]:
                best = (cost, box, lines, rows)
            if cost == 0:
                break
        assert best is not None
        _, box, lines, rows = best
        self.box, self.lines, self.line_h = box, lines, line_h
        self.buttons = []
        y = box.bottom - px(46) - (len(rows) - 1) * px(42)
        for row in rows:
            x = box.right - px(16) - sum(widths[i] for i in row) - px(8) * (len(row) - 1)
            for i in row:
                label, fn, style = specs[i]
                self.buttons.append(Button(pygame.Rect(x, y, widths[i], px(34)), label, fn,
                                           style=style, font_size=15))
                x += widths[i] + px(8)
            y += px(42)

    def draw(self, surface: pygame.Surface) -> None:
        b = self.bubble
        if b is None or self.table is None:
            self.draw_guide(surface)
            return
        sig = self.scene_signature()
        if self.box is None or sig != self._laid_for:  # what the table shows changed under it
            self._laid_for = sig
            self.layout_bubble(b, surface)
        ui, px, fs = self.app.ui, self.app.ui.px, self.app.ui.fs
        box = self.box
        assert box is not None
        aim = self.target(b.point)
        if aim is not None:  # a gold frame round what the bubble speaks of, a line to it
            pygame.draw.rect(surface, theme.GOLD, aim.inflate(px(10), px(10)), px(3), border_radius=px(8))
            end = (max(aim.left, min(box.centerx, aim.right)), max(aim.top, min(box.centery, aim.bottom)))
            start = (max(box.left, min(end[0], box.right)), max(box.top, min(end[1], box.bottom)))
            controls = [b.rect for b in self.table.buttons + self.table.bar_buttons]
            if not any(r.clipline(start, end) for r in controls if not aim.contains(r)):
                pygame.draw.line(surface, theme.GOLD, start, end, px(3))
        panel(surface, box, (18, 30, 26, 245), px(12))
        pygame.draw.rect(surface, theme.GOLD, box, px(2), border_radius=px(12))
        y = box.top + px(14)
        for line in self.lines:
            ui.text.draw(surface, line, fs(17), theme.TEXT, (box.left + px(16), y))
            y += self.line_h
        for button in self.buttons:
            button.draw(surface, ui)

    def draw_guide(self, surface: pygame.Surface) -> None:
        """Between bubbles: the suggested next move, when the coach has one."""
        self.buttons = []


class LessonCoach(Coach):
    """A guided first hand: the lesson's line is followed while the player follows it."""

    def __init__(self, app: Any, lesson: Lesson) -> None:
        super().__init__(app, lesson.game)
        self.lesson = lesson
        self.line = lesson.actions()
        self.done = 0  # decisions of the line made so far
        self.on_line = True
        self.fired: set[str] = set()
        self.guide_button: Button | None = None
        self.guide_box: pygame.Rect | None = None

    def fire(self, when: str) -> None:
        for step in self.lesson.steps:
            if step.when == when and step.key not in self.fired:
                self.fired.add(step.key)
                self.show(self.step_bubble(step))

    def applied(self, action: Any) -> None:
        if self.on_line and self.done < len(self.line) and same(action, self.line[self.done]):
            self.done += 1
        else:
            self.on_line = False
        self.wait = 0.0

    def saw(self, events: list[Any]) -> None:
        for ev in events:
            self.fire(f"event:{ev.kind}")
            kind = ev.data.get("kind") if ev.kind == "played" else None
            if isinstance(kind, str):
                self.fire(f"combo:{kind}")

    def refreshed(self) -> None:
        tb = self.table
        hand = tb.session.hand
        self.fire("start")
        if hand.is_over:
            self.fire("over")
            return
        if tb.my_turn():
            self.fire(f"turn:{hand.phase}")
            if hand.phase == "play":
                refusal = hand.explain(Action.pass_())
                if refusal is not None and refusal.rule:
                    self.fire(f"beat:{refusal.rule}")

    def refused(self, action: Any, reason: str) -> None:
        self.fire("refusal")
        super().refused(action, reason)

    def planned(self) -> Action | None:
        """The line's next decision, while the hand still follows the line."""
        return self.line[self.done] if self.on_line and self.done < len(self.line) else None

    def scripted(self) -> bool:
        return self.planned() is not None

    def next_move(self, dt: float) -> Action | None:
        self.wait += dt
        low, high = self.table.ai_delay()
        return self.planned() if self.wait >= (low + high) / 2 else None

    def hint(self) -> Action | None:
        tb = self.table
        return self.planned() if tb.my_turn() else None

    def wants_ai_hint(self) -> bool:
        return self.planned() is None

    def top_label(self) -> str | None:
        return self.t("learn.lesson_bar")  # one guided hand, not hand 1 of a match

    def follow(self) -> None:
        """照做 (N): make the suggested move — cards are raised and played, a choice is taken."""
        planned = self.hint()
        if planned is None:
            return
        self.table.act(planned)

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        if self.bubble is None and self.hint() is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_n:
                self.follow()
                return True
            if self.guide_button is not None and self.guide_button.handle(event):
                return True
        return False

    def draw_guide(self, surface: pygame.Surface) -> None:
        planned = self.hint()
        self.guide_button = None
        if planned is None:
            return
        ui, px, fs = self.app.ui, self.app.ui.px, self.app.ui.fs
        token = (self.table.session.token, self.app.i18n.lang)
        if getattr(self, "_guide_text", (None, ""))[0] != token:  # worked out once per decision
            key = "learn.guide_play" if planned.kind == "play" else "learn.guide_choice"
            self._guide_text = (token, self.t(key, move=self.describe(planned)))
            self.guide_box = None
        text = self._guide_text[1]
        label = self.t("learn.follow") + "  N"
        w = min(px(300), self.app.scale.w // 4)
        lines = ui.text.wrap(text, fs(16), w - px(24))
        line_h = px(22)
        bw = ui.text.size(label, fs(15), True)[0] + px(24)
        h = px(12) + len(lines) * line_h + px(46)
        spot = (w, h, tuple(tuple(r) for r in self.controls()))
        if self.guide_box is None or getattr(self, "_guide_key", None) != spot:  # the controls moved
            self._guide_key = spot
            self.guide_box = self.place(w, h, surface)
        box = self.guide_box
        panel(surface, box, (18, 30, 26, 235), px(10))
        pygame.draw.rect(surface, theme.GOLD, box, px(1), border_radius=px(10))
        y = box.top + px(8)
        for line in lines:
            ui.text.draw(surface, line, fs(16), theme.GOLD, (box.left + px(12), y))
            y += line_h
        self.guide_button = Button(pygame.Rect(box.right - px(10) - bw, box.bottom - px(42), bw, px(34)),
                                   label, self.follow, style="primary", font_size=15)
        self.guide_button.draw(surface, ui)

    # ---- the scoring screen
    def notes(self, lines: list[Any]) -> list[tuple[str, str | None]]:
        """Each ledger line explained: the lesson's own words where it has them, else the sentence
        of the rule the line applies (the rules text in the player's language)."""
        own = {key: (text, rule) for key, text, rule in self.lesson.notes}
        out: list[tuple[str, str | None]] = []
        for ln in lines:
            rule = ln.detail.get("rule") if isinstance(ln.detail.get("rule"), str) else None
            if ln.key in own:
                out.append((self.t(own[ln.key][0]), own[ln.key][1] or rule))
                continue
            sentence = rule_sentence(self.game_id, self.app.i18n.lang, rule) if rule else None
            out.append((sentence or self.t("learn.note_total"), rule))
        return out

    def finished(self) -> None:
        """The scoring screen is on: the lesson counts as played."""
        self.app.learn_progress.mark_lesson(self.game_id)

    def retry(self) -> None:
        """The lesson again, from the hub (which starts it at once)."""
        self.app.reset_to("menu")
        self.app.push("learn", self.game_id, ("lesson", 0))

    def to_hub(self) -> None:
        self.app.reset_to("menu")
        self.app.push("learn", self.game_id)
