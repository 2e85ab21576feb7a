"""After a hand: the ledger (every ScoreLine explained), match totals, a chart of cumulative scores;
next hand or back to the menu; at the end of the match, the winner."""

from __future__ import annotations

from typing import Any

import pygame

import engine

from ..services import clipboard
from ..services.history import make_entry, match_id
from ..services.match_facts import hand_facts, level_bucket, match_facts, style_facts
from ..session import Session
from ..table.ledger import describe
from ..ui import theme
from ..ui.chart import MARKERS, Series, draw_marker, line_chart
from ..ui.house_text import played_with
from ..ui.widgets import Button, FocusRing, panel
from .base import Scene


class ScoringScene(Scene):
    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.session = table.session
        #: 学牌's coach of the hand just played, or None: it explains every ledger line beside it
        self.coach = getattr(table, "coach", None)
        self.buttons: list[Button] = []
        self.focus = FocusRing()
        match = self.session.match
        self.over = match.is_over
        app.hands_scored += 1
        app.matches_finished += int(self.over)
        if not self.session.counted:
            self.count(match)
        if self.over and not self.session.counted:
            humans = set(self.session.humans)
            self.app.stats.record(
                self.session.game_id,
                bool(humans & set(match.winners)),
                took_back=self.session.takebacks > 0,
                level=level_bucket(self.session.seats),
                facts=match_facts(match, humans, self.app.stats.tally(match.game_id, match.seed)),
            )
            self.session.counted = True
            # a finished match is no longer offered as "Continue" (other games' saves stay)
            self.app.saves.delete(self.session.game_id)
        if self.over:
            self.app.sound.play("win")
        # a lesson is no match of the player's: neither in the history nor in the statistics
        self.entry = self._book_hand() if self.coach is None else None
        self.notes: list[tuple[str, str | None]] = []
        if self.coach is not None:
            result = self.session.hand.result()
            self.notes = self.coach.notes(result.lines if result else [])
            self.coach.finished()
        self.wait = 0.0
        self.ledger_scroll = 0
        self.note_rects: list[pygame.Rect] = []
        self.note, self.note_err = "", False  # what D (copy the deal code) answered
        #: at the end of a match the left box shows the final standings; L turns to the last hand
        self.last_hand = False

    def _book_hand(self) -> dict[str, Any] | None:
        """Keep the finished hand in the game's history (the replay viewer's list), once: the entry,
        or None for a hand without a record (restored from a save older than hand histories)."""
        s = self.session
        try:
            entry = make_entry(s.hand, s.seats, match_id(s.match.seed), s.match.hand_no, s.deal_code())
        except ValueError:
            return None
        self.app.history.add([entry])
        return entry

    def replay(self) -> None:
        if self.entry is not None:
            self.app.push("replay", self.entry)

    def count(self, match: Any) -> None:
        """The finished hand's first out and bombs into the statistics' tally of this match."""
        humans = self.session.humans
        if humans:
            first, bombs = hand_facts(self.session.hand, humans)
            self.app.stats.hand_done(match.game_id, match.seed, match.hand_no, first, bombs)
            # how the AI characters faced played this hand (the statistics screen shows their style)
            facts = style_facts(self.session.hand, self.session.seats)
            self.app.stats.styles.hand_done(match.game_id, match.seed, match.hand_no, facts)

    def update(self, dt: float) -> None:
        if self.app.autoplay:  # headless smoke runs: keep the match going
            self.wait += dt
            if self.wait > 1.0:
                self.again() if self.over else self.next_hand()

    def layout(self) -> None:
        px = self.ui.px
        W, H = self.app.scale.w, self.app.scale.h
        w, h = px(200), px(54)
        y = H - px(24) - h
        if self.coach is not None:
            specs = [("learn.hub", self.coach.to_hub, "alt"), ("learn.retry", self.coach.retry, "primary")]
        elif self.over:
            specs = [("score.menu", self.to_menu, "alt"), ("score.again", self.again, "primary")]
        else:
            specs = [("score.menu", self.to_menu, "alt"), ("score.next", self.next_hand, "primary")]
        if self.session.deal_code() is not None and self.coach is None:
            specs.insert(1, ("score.same_deal", self.ask_same_deal, "alt"))
        if self.entry is not None:
            specs.insert(1, ("score.replay", self.replay, "alt"))
        if self.over and self.coach is None:
            specs.insert(1, ("score.show_standings" if self.last_hand else "score.show_last_hand",
                             self.toggle_last_hand, "alt"))
        keys = {self.ask_same_deal: "  P", self.replay: "  R", self.toggle_last_hand: "  L"}
        if self.coach is not None:
            keys.update({self.coach.to_hub: "  B", self.coach.retry: "  T"})
        labels = [self.t(k) + keys.get(fn, "") for k, fn, _ in specs]
        widths = [max(w, self.ui.text.size(lb, self.ui.fs(22), True)[0] + px(36)) for lb in labels]
        x = W - px(40) - sum(widths) - (len(specs) - 1) * px(24)
        self.buttons = []
        for (_, fn, st), label, bw in zip(specs, labels, widths):
            self.buttons.append(Button(pygame.Rect(x, y, bw, h), label, fn, style=st, font_size=22))
            x += bw + px(24)
        self.focus.set(list(self.buttons))
        self.focus.index = len(self.buttons) - 1
        self.focus.move(0)

    # ---- the ledger box
    def _ledger_rect(self, W: int, H: int) -> pygame.Rect:
        px = self.ui.px
        return pygame.Rect(px(40), px(120), px(600), H - px(120) - px(100))

    def _ledger_inner(self, led: pygame.Rect) -> pygame.Rect:
        px = self.ui.px
        return pygame.Rect(led.left, led.top + px(52), led.width, led.height - px(60))

    def _ledger_lines(self) -> list[str]:
        result = self.session.hand.result()
        names = self.names()
        lines = [
            describe(
                {"key": ln.key, "seat": ln.seat, "value": ln.value, "detail": ln.detail},
                self.app.i18n,
                names,
                self.table.game.ledger_factors,
                rule_numbers=self.app.settings.rule_numbers,
            )
            for ln in (result.lines if result else [])
        ]
        return [ln for ln in lines if ln]

    def _ledger_max_scroll(self, W: int, H: int) -> int:
        ui = self.ui
        px, fs = ui.px, ui.fs
        led = self._ledger_rect(W, H)
        width = led.width - px(54)
        step = round(ui.text.font(fs(16)).get_linesize() * 1.2 / 1.2)
        total = sum(len(ui.text.wrap(t, fs(16), width)) * step + px(4) for t in self._ledger_lines())
        total += sum(self.note_height(n, width) + px(6) for n in range(len(self.notes)))
        return max(0, total - self._ledger_inner(led).height)

    def _scroll_ledger(self, amount: int) -> None:
        W, H = self.app.scale.w, self.app.scale.h
        self.ledger_scroll = max(0, min(self._ledger_max_scroll(W, H), self.ledger_scroll + amount))

    def names(self) -> list[str]:
        return [self.session.name(i, self.app.i18n) for i in range(self.session.n)]

    # ---- actions
    def next_hand(self) -> None:
        self.app.pop()
        self.table.start_next_hand()

    def to_menu(self) -> None:
        self.app.reset_to("menu")

    def again(self) -> None:
        s = self.session
        new = Session.new(s.game_id, s.seats, dict(s.match.options), takeback=s.takeback)
        self.app.reset_to("menu")
        self.app.replace("table", new)

    def toggle_last_hand(self) -> None:
        """The match is over: the final standings, or the last hand's ledger (L)."""
        if self.over:
            self.last_hand = not self.last_hand
            self.layout()

    def standings(self) -> list[tuple[int, int, int]]:
        """(seat, final total, hands won) in finishing order: the match's winners first (a game may
        crown one whose total is not the highest: 打筒子's DTZ-11.3), then by total."""
        match = self.session.match
        won = [sum(seat in res.winners for res in match.history) for seat in range(self.session.n)]
        order = sorted(range(self.session.n),
                       key=lambda i: (i not in match.winners, -match.scores[i], i))
        return [(i, match.scores[i], won[i]) for i in order]

    def copy_code(self) -> None:
        """D, as at the table and in the pause menu: the hand's deal code to the clipboard."""
        code = self.session.deal_code()
        if code is None:
            return
        if clipboard.put_text(code):
            self.note, self.note_err = self.t("table.code_copied", code=code), False
        else:
            self.note, self.note_err = self.t("table.code_copy_failed", code=code), True

    def ask_same_deal(self) -> None:
        """再打这副牌 (P): at once when the match is over; during a match only once the player agrees
        to give it up, told which match (hand, scores) is lost — as the menu asks before a new match."""
        if self.session.deal_code() is None:
            return
        if self.over:
            self.same_deal()
            return
        match = self.session.match
        info = engine.GAMES[self.session.game_id]
        text = self.t(
            "score.same_deal_confirm",
            game=self.app.i18n.pick(info.name_zh, info.name_en),
            hand=match.hand_no,
            scores="/".join(str(x) for x in match.scores),
        )
        self.app.push("confirm", self.t("score.same_deal_title"), text, self.same_deal,
                      self.t("score.same_deal_yes") + "  Y")

    def same_deal(self) -> None:
        """再打这副牌: a new match, same seats, options and take-back setting, whose first hand has
        exactly this hand's cards (its deal code); the match then goes on as any other."""
        s = self.session
        code = s.deal_code()
        if code is None:
            return
        options = dict(s.match.options)
        first = engine.hand_from_code(code, options=options)
        new = Session.new(s.game_id, s.seats, options, takeback=s.takeback, first_hand=first)
        self.app.reset_to("menu")
        self.app.replace("table", new)

    def handle(self, event: pygame.event.Event) -> None:
        step = self.ui.px(60)
        if self.coach is not None and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_b:
                self.coach.to_hub()
                return
            if event.key == pygame.K_t:
                self.coach.retry()
                return
            if pygame.K_1 <= event.key <= pygame.K_9:  # the rule of the ledger's line n
                self.open_note_rule(event.key - pygame.K_1)
                return
        if self.coach is not None and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, rect in enumerate(self.note_rects):
                if rect.collidepoint(event.pos):
                    self.open_note_rule(i)
                    return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_d:
            self.copy_code()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_p:
            self.ask_same_deal()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.replay()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.toggle_last_hand()
            return
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_ledger(-event.y * step)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                                                          pygame.K_PAGEDOWN):
            sign = -1 if event.key in (pygame.K_UP, pygame.K_PAGEUP) else 1
            big = event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN)
            self._scroll_ledger(sign * (step * 5 if big else step))
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus.move(1 if event.key == pygame.K_RIGHT else -1)
            return
        if self.focus.handle(event, vertical=False):
            return
        for b in self.buttons:
            if b.handle(event):
                return

    # ---- drawing
    def draw(self, surface: pygame.Surface) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        W, H = surface.get_size()
        surface.blit(self.table.painter.background((W, H)), (0, 0))
        veil = pygame.Surface((W, H), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 110))
        surface.blit(veil, (0, 0))
        match = self.session.match
        names = self.names()
        result = self.session.hand.result()
        if self.over:
            title = self.t("score.match_over")
            sub = self.t("score.winner", names=self.app.i18n.join_names(names[i] for i in match.winners))
        else:
            # a lesson is one guided hand, not hand n of a match
            title = (self.t("learn.lesson_result") if self.coach is not None
                     else self.t("score.title", n=match.hand_no))
            winners = result.winners if result else []
            headline = self.table.game.hand_headline(result, names) if result else None
            sub = headline or (
                self.t("score.won_hand", names=self.app.i18n.join_names(names[i] for i in winners))
                if winners
                else self.t("score.draw")
            )
        ui.text.draw(surface, title, fs(34), theme.GOLD, (px(40), px(22)), bold=True)
        ui.text.draw(surface, sub, fs(22), theme.TEXT, (px(40), px(74)), bold=self.over)
        rules = played_with(self.app.i18n, self.session.game_id, match.options)
        if rules:  # the non-default house rules, top right (issue #26)
            for k, text in enumerate(ui.text.wrap(rules, fs(15), W // 2 - px(60))[:3]):
                at = (W - px(40), px(26) + k * px(22))
                ui.text.draw(surface, text, fs(15), theme.TEXT_DIM, at, "topright")

        led = self._ledger_rect(W, H)
        if self.over and not self.last_hand:
            self.draw_standings(surface, led)
        else:
            self.draw_ledger(surface, led)
        self.draw_totals_and_chart(surface, led, names, result)

    def draw_standings(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The match's end: every seat's place, final total and hands won, the winners in gold."""
        ui = self.ui
        px, fs = ui.px, ui.fs
        panel(surface, box, theme.BG_PANEL, px(14))
        match = self.session.match
        ui.text.draw(surface, self.t("score.standings", n=match.hand_no), fs(20), theme.GOLD,
                     (box.left + px(18), box.top + px(14)), bold=True)
        names = self.names()
        hooks = self.table.game
        cols = [box.left + px(18), box.left + px(90), box.right - px(190), box.right - px(24)]
        y = box.top + px(56)
        for head, c, anchor in (("score.col_place", 0, "topleft"), ("score.col_player", 1, "topleft"),
                                (hooks.total_key, 2, "topright"), ("score.col_won", 3, "topright")):
            ui.text.draw(surface, self.t(head), fs(16), theme.TEXT_DIM, (cols[c], y), anchor)
        y += px(34)
        for place, (seat, total, won) in enumerate(self.standings(), 1):
            top = seat in match.winners
            colour = theme.GOLD if top else theme.TEXT
            ui.text.draw(surface, self.t("score.place", n=place), fs(20), colour, (cols[0], y), bold=top)
            draw_marker(surface, MARKERS[seat % len(MARKERS)], (cols[1] + px(7), y + px(12)), px(6),
                        theme.SEAT_COLOURS[seat % 6])
            ui.text.draw(surface, names[seat], fs(20), colour, (cols[1] + px(22), y), bold=top)
            text = hooks.score_text(seat, total)
            text = text if text is not None else (f"{total:+d}" if total else "0")
            ui.text.draw(surface, text, fs(20), colour, (cols[2], y), "topright", bold=True)
            ui.text.draw(surface, str(won), fs(20), theme.TEXT, (cols[3], y), "topright")
            y += px(40)
        ui.text.draw(surface, self.t("score.standings_hint"), fs(15), theme.TEXT_DIM,
                     (box.left + px(18), box.bottom - px(30)))

    def draw_ledger(self, surface: pygame.Surface, led: pygame.Rect) -> None:
        """The hand's ledger: scrolls when a long hand (or a match's final settlement) does not fit."""
        ui = self.ui
        px, fs = ui.px, ui.fs
        W, H = surface.get_size()
        panel(surface, led, theme.BG_PANEL, px(14))
        ui.text.draw(
            surface,
            self.t("score.ledger"),
            fs(20),
            theme.GOLD,
            (led.left + px(18), led.top + px(14)),
            bold=True,
        )
        inner = self._ledger_inner(led)
        lines = self._ledger_lines()
        if not lines:
            pos = (led.left + px(18), inner.top)
            ui.text.draw(surface, self.t("score.no_lines"), fs(16), theme.TEXT_DIM, pos)
        old_clip = surface.get_clip()
        surface.set_clip(inner)
        y = inner.top - self.ledger_scroll
        self.note_rects = []
        for n, text in enumerate(lines):
            # a hanging indent: wrapped lines align with the text, not with the bullet
            area = pygame.Rect(led.left + px(36), y, led.width - px(54), 10_000)
            # in a lesson the lines are numbered: the number key opens the line's rule
            bullet = f"{n + 1}" if self.notes else "•"
            ui.text.draw(surface, bullet, fs(16), theme.GOLD, (led.left + px(18), y), bold=bool(self.notes))
            y += ui.text.draw_wrapped(surface, text, fs(16), theme.TEXT, area, line_gap=1.2) + px(4)
            if n < len(self.notes):
                y = self.draw_note(surface, n, area.left, y, area.width) + px(6)
        surface.set_clip(old_clip)
        most = self._ledger_max_scroll(W, H)
        if most > 0:
            more = "↓" if self.ledger_scroll == 0 else ("↑" if self.ledger_scroll >= most else "↑ ↓")
            corner = (led.right - px(18), led.top + px(16))
            ui.text.draw(surface, more, fs(16), theme.GOLD, corner, anchor="topright")

    def draw_totals_and_chart(self, surface: pygame.Surface, led: pygame.Rect, names: list[str],
                              result: Any) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        W = surface.get_width()
        match = self.session.match
        # totals
        tot = pygame.Rect(
            led.right + px(24), px(120), W - led.right - px(64), px(60) + px(34) * self.session.n
        )
        panel(surface, tot, theme.BG_PANEL, px(14))
        hooks = self.table.game
        extra = hooks.extra_total_key  # a second total (打筒子's bonus score): one more column
        fr = (0.40, 0.58, 0.78) if extra else (0.52, 0.76)
        cols = [tot.left + px(18)] + [tot.left + tot.width * f for f in fr]
        hy = tot.top + px(14)
        ui.text.draw(surface, self.t("score.totals"), fs(20), theme.GOLD, (cols[0], hy), bold=True)
        ui.text.draw(surface, self.t("score.delta"), fs(16), theme.TEXT_DIM, (round(cols[1]), hy + px(4)))
        ui.text.draw(surface, self.t(hooks.total_key), fs(16), theme.TEXT_DIM, (round(cols[2]), hy + px(4)))
        if extra:
            ui.text.draw(surface, self.t(extra), fs(16), theme.TEXT_DIM, (round(cols[3]), hy + px(4)))
        view = self.session.hand.view(None)
        for i in range(self.session.n):
            ry = tot.top + px(52) + i * px(34)
            # the seat's marker as its line in the chart has it
            draw_marker(surface, MARKERS[i % len(MARKERS)], (cols[0] + px(7), ry + px(11)), px(6),
                        theme.SEAT_COLOURS[i % 6])
            label = names[i]
            rk = hooks.role_label(view, i)
            if rk:
                label += f"  ({self.t(rk)})"
            ui.text.draw(
                surface,
                label,
                fs(18),
                theme.TEXT,
                (cols[0] + px(22), ry),
                bold=i in match.winners and self.over,
            )
            d = result.deltas[i] if result else 0
            ui.text.draw(
                surface,
                f"{d:+d}" if d else "0",
                fs(18),
                theme.OK if d > 0 else (theme.ERROR if d < 0 else theme.TEXT),
                (round(cols[1]), ry),
                bold=True,
            )
            total = hooks.score_text(i, match.scores[i])
            if total is None:
                total = f"{match.scores[i]:+d}" if match.scores[i] else "0"
            ui.text.draw(
                surface,
                total,
                fs(18),
                theme.GOLD,
                (round(cols[2]), ry),
                bold=True,
            )
            if extra:
                cell = hooks.extra_total(i)
                ui.text.draw(surface, cell, fs(18), theme.GOLD, (round(cols[3]), ry), bold=True)

        # chart of cumulative scores per hand; in a lesson, what each ledger line means
        ch = pygame.Rect(tot.left, tot.bottom + px(20), tot.width, led.bottom - tot.bottom - px(20))
        panel(surface, ch, theme.BG_PANEL, px(14))
        self.draw_chart_box(surface, ch)
        self.draw_buttons(surface)

    def draw_chart_box(self, surface: pygame.Surface, ch: pygame.Rect) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        hooks = self.table.game
        title_at = (ch.left + px(18), ch.top + px(12))
        ui.text.draw(surface, self.t(hooks.chart_key), fs(18), theme.GOLD, title_at, bold=True)
        self.chart(
            surface, pygame.Rect(ch.left + px(48), ch.top + px(48), ch.width - px(72), ch.height - px(76))
        )

    def open_note_rule(self, i: int) -> None:
        if 0 <= i < len(self.notes) and self.notes[i][1]:
            self.app.push("rules", self.session.game_id, None, self.notes[i][1])

    def note_height(self, n: int, width: int) -> int:
        ui = self.ui
        text, rule = self.notes[n]
        if any(note[0] == text for note in self.notes[:n]):
            text = self.t("learn.note_same", n=n)
        step = round(ui.text.font(ui.fs(15)).get_linesize() * 1.15 / 1.2)
        link = ui.text.font(ui.fs(14), True).get_linesize() + ui.px(2) if rule else 0
        return link + len(ui.text.wrap(text, ui.fs(15), width)) * step + ui.px(6)

    def draw_note(self, surface: pygame.Surface, n: int, x: int, y: int, width: int) -> int:
        """学牌: under ledger line ``n``, its rule (a click, or its number key, opens the viewer there)
        and what it means; returns the y below it."""
        ui = self.ui
        px, fs = ui.px, ui.fs
        text, rule = self.notes[n]
        first = next(i for i, note in enumerate(self.notes) if note[0] == text)
        if first < n:  # the same words as an earlier line: pointed to, not repeated
            text = self.t("learn.note_same", n=first + 1)
        if rule:
            label = self.t("learn.rule", rule=rule)
            link = ui.text.draw(surface, label, fs(14), theme.GOLD, (x, y), bold=True)
            pygame.draw.line(surface, theme.GOLD, link.bottomleft, link.bottomright, 1)
            self.note_rects.append(link)
            y = link.bottom + px(2)
        else:
            self.note_rects.append(pygame.Rect(0, 0, 0, 0))
        area = pygame.Rect(x, y, width, 10_000)
        return y + ui.text.draw_wrapped(surface, text, fs(15), theme.TEXT_DIM, area, line_gap=1.15)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        code = self.session.deal_code()
        room = self.buttons[0].rect.left - self.ui.px(64) if self.buttons else 0
        # where the buttons leave no room (five at 1024 wide) the code is in the replay and pause menu
        if code is not None and self.buttons and room >= self.ui.text.size(code, self.ui.fs(16))[0]:
            # the code and how to copy it, left of the buttons; D's answer replaces it
            colour = theme.ERROR if self.note_err else theme.TEXT_DIM
            if self.note:
                lines = ui.text.wrap(self.note, fs(16), room)[:2]
            else:  # the code whole on its own line (never cut), how to copy it under it
                head = self.t("table.deal_code", code=code)
                lines = [head if ui.text.size(head, fs(16))[0] <= room else code, self.t("score.code_copy")]
            at = (px(40), self.buttons[0].rect.centery)
            for line in lines[::-1]:
                ui.text.draw(surface, line, fs(16), colour, at, "midleft")
                at = (at[0], at[1] - px(22))
        elif self.note and self.buttons:  # no room beside the buttons: D's answer over them
            colour = theme.ERROR if self.note_err else theme.TEXT_DIM
            at = (self.buttons[-1].rect.right, self.buttons[0].rect.top - px(12))
            ui.text.draw(surface, self.note, fs(16), colour, at, "bottomright")
        for b in self.buttons:
            b.draw(surface, ui)

    def chart(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Cumulative scores per hand, one line and marker shape per seat (equal lines stay apart)."""
        n = self.session.n
        series = [[0] for _ in range(n)]
        for res in self.session.match.history:
            for i in range(n):
                series[i].append(series[i][-1] + res.deltas[i])
        lines = [Series(s, theme.SEAT_COLOURS[i % 6], marker=MARKERS[i % len(MARKERS)])
                 for i, s in enumerate(series)]
        line_chart(surface, self.ui, area, lines)
