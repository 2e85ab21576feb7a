"""Paints the table from the scene's current view; reads state, never changes it."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from ..render.animation import CardFlight, ease_out, lerp_rect
from ..render.felt import felt
from ..services.i18n import CATALOGUE
from ..ui import record, theme
from ..ui.widgets import Button, panel
from .badges import FIRST_X, extra_height, pill_layout, role_key, seat_badges
from .fans import face_fan
from .placement import free_spot
from .plays import banners, combo_label, combo_name, describe
from .status import draw_status
from .viewkeys import counts_shown, fan_size, seat_list, trick_plays

if TYPE_CHECKING:
    from .host import TableHost

#: a seat panel's text (name, first row of badges, the small line) starts this far right of its edge,
#: past the avatar
TEXT_X = FIRST_X


# three pulses of the to-act ring (sin(5t) from 0 to its fourth peak)
PULSE_SECONDS = (math.pi / 2 + 6 * math.pi) / 5


class TablePainter:
    def __init__(self, scene: TableHost) -> None:
        self.scene = scene
        self._bg: pygame.Surface | None = None
        #: the boxes drawn on the table this frame (centre boxes, info panels…): the 记牌器 avoids them
        self.boxes: list[pygame.Rect] = []
        #: where the deal code was drawn this frame (a click there copies it), None if it did not fit
        self.code_rect: pygame.Rect | None = None
        #: the message bubble of this frame (a disabled button's tooltip keeps off it), or None
        self.bubble: pygame.Rect | None = None
        self._turn: tuple[object, float] = (None, 0.0)  # (whose turn in which position, when it began)
        #: whose hand the last frame drew face up (None: backs); the hot-seat privacy test reads it
        self.face_up_seat: int | None = None
        #: each seat's badges this frame: (key, label, pill relative to the panel's top-left)
        self.badges: dict[int, list[tuple[str, str, pygame.Rect]]] = {}
        #: where the status line (your turn, whose turn, hand over) was drawn this frame, or None
        self.status_rect: pygame.Rect | None = None
        self._peak: tuple[object, int] = (None, 0)  # (which hand, the most cards it has held in yours)

    def invalidate(self) -> None:
        self._bg = None

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        if self._bg is None or self._bg.get_size() != size:
            self._bg = felt(size)
            ui = self.scene.ui
            mark = ui.text.render("牌局", ui.fs(96), (255, 255, 255), True)
            mark.set_alpha(10)
            self._bg.blit(mark, mark.get_rect(center=(size[0] // 2, round(size[1] * 0.40))))
        return self._bg

    # ---- the frame
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scene
        self.boxes = []
        s.app.cards.drawn = []
        self.fit_badges()
        surface.blit(self.background(surface.get_size()), (0, 0))
        self.top_bar(surface)
        for seat in range(s.session.n):
            self.seat(surface, seat)
        self.centre(surface)
        self.flights(surface)
        self.hand(surface)
        self.action_area(surface)
        s.game.overlay(surface)
        self.status(surface)
        self.popups(surface)
        banners(s, surface)
        for b in s.bar_buttons:
            b.draw(surface, s.ui)
        if s.drawer:
            with record.layer("drawer"):  # the side drawer covers the seats on its side, opaque
                self.drawer(surface)
        for b in s.buttons:
            if isinstance(b, Button):  # a tooltip keeps off the message bubble (the hint's reason)
                b.draw_tooltip(surface, s.ui, [self.bubble] if self.bubble else [])
            else:
                b.draw_tooltip(surface, s.ui)

    # ---- top bar: game, hand number, scores, buttons
    def top_bar(self, surface: pygame.Surface) -> None:
        s, ui, g = self.scene, self.scene.ui, self.scene.geo
        panel(surface, g.top_bar, theme.BG_BAR, 0)
        info = s.session.info
        title = s.app.i18n.pick(info.name_zh, info.name_en)
        total = s.session.total_hands()
        n = s.session.match.hand_no
        label = s.t("table.hand_no", n=n, total=total) if total else s.t("table.hand_no_open", n=n)
        own = s.coach.top_label() if s.coach is not None else None
        if own is not None:
            label = own  # a lesson or a puzzle: no match's hand number
        scores = s.session.match.scores
        names = [s.session.name(seat, s.app.i18n) for seat in range(s.session.n)]
        texts = []
        for seat in range(s.session.n):
            score = s.game.score_text(seat, scores[seat])
            texts.append(score if score is not None else (f"{scores[seat]:+d}" if scores[seat] else "0"))
        after_title = ui.px(16) + ui.text.size(title, ui.fs(20), True)[0] + ui.px(18)
        after_label = ui.text.size(label, ui.fs(17))[0] + ui.px(30)
        if not self._code_fits(after_title + after_label, names, texts):
            # six long names leave no room for the deal code: each seat by its initial (and its
            # colour, as on its panel), and where that is not enough the game's name goes (the
            # window's title has it); the code stays in sight
            names = [s.session.initial(seat) for seat in range(s.session.n)]
            if not self._code_fits(after_title + after_label, names, texts):
                title, after_title = "", ui.px(16)
        if own is not None and not self._code_fits(after_title + after_label, names, texts):
            # a puzzle's name is the one part that may shorten: the seats stay in sight
            spare = self._code_spare(after_title + after_label, names, texts)
            label = ui.text.fit(label, ui.fs(17), max(ui.px(40), after_label - ui.px(30) + spare))
            after_label = ui.text.size(label, ui.fs(17))[0] + ui.px(30)
        if title:
            ui.text.draw(surface, title, ui.fs(20), theme.GOLD, (ui.px(16), g.top_bar.centery), "midleft",
                         bold=True)
        at = (after_title, g.top_bar.centery)
        r = ui.text.draw(surface, label, ui.fs(17), theme.TEXT_DIM, at, "midleft")
        x = r.right + ui.px(30)
        for seat in range(s.session.n):
            name = names[seat]
            dot = (x + ui.px(6), g.top_bar.centery)
            pygame.draw.circle(surface, theme.SEAT_COLOURS[seat % 6], dot, ui.px(5))
            r = ui.text.draw(
                surface, name, ui.fs(16), theme.TEXT, (x + ui.px(16), g.top_bar.centery), "midleft"
            )
            r = ui.text.draw(
                surface,
                texts[seat],
                ui.fs(17),
                theme.GOLD,
                (r.right + ui.px(6), g.top_bar.centery),
                "midleft",
                bold=True,
            )
            x = r.right + ui.px(22)
        x = s.game.top_info(surface, x)
        self.deal_code(surface, x)

    def _code_fits(self, x: int, names: list[str], scores: list[str]) -> bool:
        """Whether the scores drawn from ``x`` with these names leave the deal code (its shortest
        form) room in the top bar (a hand without a code: whether they stay clear of its buttons)."""
        return self._code_spare(x, names, scores) >= 0

    def _code_spare(self, x: int, names: list[str], scores: list[str]) -> int:
        """The pixels left over (negative: missing) when the scores are drawn from ``x`` with these
        names, then the deal code (its shortest form), before the top bar's buttons."""
        s, ui, g = self.scene, self.scene.ui, self.scene.geo
        code = s.session.deal_code()
        for name, score in zip(names, scores):
            x += ui.px(16) + ui.text.size(name, ui.fs(16))[0] + ui.px(6)
            x += ui.text.size(score, ui.fs(17), True)[0] + ui.px(22)
        right = min((b.rect.left for b in s.bar_buttons if b.rect.bottom <= g.top_bar.bottom), default=g.W)
        width = ui.text.size(code, ui.fs(16))[0] + ui.px(16) + ui.px(8) if code is not None else 0
        return right - ui.px(12) - (x + width)

    def deal_code(self, surface: pygame.Surface, x: int) -> None:
        """The hand's deal code, small, right of the scores and left of the top-bar buttons, where it
        fits (it is also in the pause menu); a click on it copies it, as D does."""
        s, ui, g = self.scene, self.scene.ui, self.scene.geo
        self.code_rect = None
        code = s.session.deal_code()
        right = min((b.rect.left for b in s.bar_buttons if b.rect.bottom <= g.top_bar.bottom), default=g.W)
        if code is None:
            return
        size = ui.fs(16)
        for label in (s.t("table.deal_code", code=code) + "  D", code + "  D", code):
            w, h = ui.text.size(label, size)
            rect = pygame.Rect(0, 0, w + ui.px(16), h + ui.px(6))
            rect.midright = (right - ui.px(12), g.top_bar.centery)
            if rect.left >= x + ui.px(8):
                hover = rect.collidepoint(pygame.mouse.get_pos())
                panel(surface, rect, (255, 255, 255, 30 if hover else 12), ui.px(6))
                ui.text.draw(surface, label, size, theme.TEXT_DIM, rect.center, "center")
                self.code_rect = rect
                return

    # ---- seats
    def fit_badges(self) -> None:
        """Lay out every seat's badges and grow the panels that need more than one row of them
        (before anything is drawn: the fans of backs, the plays and the pop-ups keep off the panels)."""
        s = self.scene
        g, view = s.geo, s.view
        extra = {}
        self.badges = {}
        wanted = {seat: seat_badges(view, seat, s.game.badges) for seat in g.base_panels}
        # issue 38: where one seat's badges wrap and another's do not, the same badge (捶) sat on
        # different rows; then every seat with a role keeps it alone on the first row
        for split in (False, True):
            for seat, base in g.base_panels.items():
                keys = wanted[seat]
                labels = [s.t(k) for k in keys]
                by_role = split and len(keys) > 1 and role_key(view, seat) is not None
                pills = pill_layout(s.ui, labels, base.width, s.game.badge_reserve(seat), by_role)
                self.badges[seat] = list(zip(keys, labels, pills))
                extra[seat] = extra_height(s.ui, pills)
            rows = {extra[seat] for seat, keys in wanted.items() if len(keys) > 1}
            if len(rows) <= 1 or not any(role_key(view, seat) for seat in wanted):
                break
        # panels side by side (the same base top) grow alike, so their lines stay level too
        for seat, base in g.base_panels.items():
            level = [extra[o] for o, b in g.base_panels.items() if b.top == base.top]
            extra[seat] = max(level)
        g.fit_panels(extra)

    def _level_caption(self, surface: pygame.Surface, seat: int, level: str) -> pygame.Rect:
        """An AI seat's level under its avatar, on the seat line's row (the text column starts at
        TEXT_X, so the corner left of it is the avatar's); fitted to that corner."""
        ui = self.scene.ui
        rect = self.scene.geo.panels[seat]
        size = ui.fs(14)
        text = ui.text.fit(level, size, ui.px(TEXT_X) - ui.px(8))
        line_h = ui.text.size("Ag", ui.fs(16))[1]
        centre = (rect.left + ui.px(TEXT_X) // 2, rect.bottom - ui.px(26) + line_h // 2)
        # in the avatar's colour: it reads as the avatar's caption, not as the seat line's first word
        colour = theme.SEAT_COLOURS[seat % 6]
        return ui.text.draw(surface, text, size, colour, centre, "center")

    def seat_line(self, seat: int) -> tuple[str, int]:
        """A seat panel's small line (cards left · points · place, and the game's own) and the pixels
        it has."""
        s, ui, view = self.scene, self.scene.ui, self.scene.view
        parts = []
        counts = view["counts"]
        show_counts = counts_shown(view)
        n = s.session.n
        out = view.get("out", [])  # list[int] in every game that has places
        # nothing to count before the deal, nor once a seat is out (its place says it)
        if show_counts and seat != s.me and any(counts) and seat not in out:
            parts.append(s.t("table.cards_left", n=counts[seat]))
        points = seat_list(view, "points", n)
        if isinstance(points[seat], int):
            parts.append(s.t("table.points", n=points[seat]))
        if seat in out:
            place = out.index(seat) + 1
            parts.append(s.t(f"table.place_{place}") if place <= 2 else s.t("table.place_n", n=place))
        parts = s.game.seat_info(seat, parts)
        rect = s.geo.panels[seat]
        return " · ".join(parts), rect.right - (rect.left + ui.px(TEXT_X)) - ui.px(8)

    def seat_line_fits(self, seat: int) -> bool:
        text, avail = self.seat_line(seat)
        return self.scene.ui.text.size(text, self.scene.ui.fs(16))[0] <= avail

    def seat(self, surface: pygame.Surface, seat: int) -> None:
        s, ui, g, view = self.scene, self.scene.ui, self.scene.geo, self.scene.view
        rect = g.panels[seat]
        to_act = view["to_act"]
        panel(surface, rect, theme.BG_PANEL, ui.px(12))
        if to_act == seat:
            # the ring pulses three times, ending bright, then holds still: an idle table can sleep
            turn = (seat, s.session.token)
            if self._turn[0] != turn:
                self._turn = (turn, s.time)
            age = s.time - self._turn[1]
            pulse = 0.5 + 0.5 * math.sin(age * 5) if age < PULSE_SECONDS else 1.0
            col = tuple(round(a + (b - a) * pulse) for a, b in zip(theme.GOLD_DARK, theme.GOLD))
            pygame.draw.rect(
                surface,
                col,
                rect.inflate(ui.px(6), ui.px(6)),
                width=max(2, ui.px(3)),
                border_radius=ui.px(15),
            )
        name = s.session.name(seat, s.app.i18n)
        colour = theme.SEAT_COLOURS[seat % 6]
        av = (rect.left + ui.px(34), rect.top + ui.px(34))
        pygame.draw.circle(surface, colour, av, ui.px(24))
        pygame.draw.circle(surface, (255, 255, 255), av, ui.px(24), width=max(1, ui.px(2)))
        ui.text.draw(surface, s.session.initial(seat), ui.fs(22), theme.TEXT_DARK, av, "center", bold=True)
        cfg = s.session.seats[seat]
        coached = s.coach.seat_tag(seat) if s.coach is not None and not cfg.is_human else None
        tag = "" if cfg.is_human else s.t("table.ai_tag", level=s.t(f"ai.{cfg.level}"),
                                          character=s.t(f"char.{cfg.character}"))
        x0 = rect.left + ui.px(TEXT_X)
        nr = ui.text.draw(surface, name, ui.fs(18), theme.TEXT, (x0, rect.top + ui.px(8)), bold=True)
        if tag:
            # level and character after the name, in smaller type before anything is left out; where
            # the panel is too narrow for both (English, a long name), the character (the table's
            # news) stays beside the name and the level goes under the avatar, on the seat line's row:
            # that corner is free in every panel (badges wrap above the seat line), so neither is
            # dropped and no panel grows (issue 38)
            room = rect.right - ui.px(8) - (nr.right + ui.px(8))
            size = ui.fs(16)
            if ui.text.size(tag, size)[0] > room:
                size = ui.fs(14)
            if coached:
                # who plays the seat (a puzzle's search, not a level): the longest wording that fits
                fitting = [(t, z) for t in coached for z in (ui.fs(16), ui.fs(14))
                           if ui.text.size(t, z)[0] <= room]
                tag, size = fitting[0] if fitting else (ui.text.fit(coached[-1], ui.fs(14), room), ui.fs(14))
            elif ui.text.size(tag, size)[0] > room:
                character = s.t(f"char.{cfg.character}")
                size = ui.fs(16) if ui.text.size(character, ui.fs(16))[0] <= room else ui.fs(14)
                tag = ui.text.fit(character, size, room)
                self._level_caption(surface, seat, s.t(f"ai.{cfg.level}"))
            ui.text.draw(
                surface,
                tag,
                size,
                theme.TEXT_DIM,
                (nr.right + ui.px(8), nr.bottom - ui.px(2)),
                "bottomleft",
            )
        # badges: role first (庄 gold, 闲 teal), then public choices (捶, 抖, 开枪…), in rows (fit_badges)
        for key, label, rel in self.badges.get(seat, []):
            lead = key in ("role.banker", "role.declarer")
            fill = theme.GOLD if lead else ((70, 150, 150) if key.startswith("role.") else (150, 60, 60))
            fg = theme.BUTTON_TEXT if lead else theme.TEXT
            t = ui.text.render(label, ui.fs(14), fg, True)
            pill = rel.move(rect.topleft)
            # the label's ink centred in its pill and inside it: at small sizes the font stays readable
            # (fs has a floor) while px shrinks, so the pill grows to the ink
            ink = t.get_bounding_rect()
            pill.height = max(pill.height, ink.height + ui.px(6))
            pygame.draw.rect(surface, fill, pill, border_radius=ui.px(11))
            with record.box(pill):
                surface.blit(t, (pill.centerx - t.get_width() // 2, pill.centery - ink.centery))
        counts = view["counts"]
        info, avail = self.seat_line(seat)
        size = ui.fs(16)
        while len(info) > 1 and ui.text.size(info, size)[0] > avail:
            info = info[:-2] + "…"  # only as a last resort: seat_line_fits is tested on every game
        ui.text.draw(surface, info, size, theme.TEXT_DIM, (x0, rect.bottom - ui.px(26)))
        hands = view.get("hands") or []
        if s.game.seat_cards(surface, seat):
            pass
        elif s.face_up and seat != s.me and seat < len(hands) and hands[seat]:  # a replay's open hands
            face_fan(g, s.app.cards, s.app.settings.four_colour, surface, seat, list(hands[seat]))
        elif seat != s.me and seat < len(counts):
            for r in g.back_rects(seat, fan_size(view, seat)):
                s.app.cards.blit_back(surface, r, s.app.settings.card_back)
        if to_act == seat and not s.session.is_human(seat):
            dots = "." * (1 + int(s.time * 3) % 3)
            text = s.t("table.thinking_short") + dots
            # above the panel; where the top bar leaves no room there, the nearest free felt
            want = ui.text.render(s.t("table.thinking_short") + "...", ui.fs(16), theme.GOLD)  # still
            r = want.get_rect(midbottom=(rect.centerx, rect.top - ui.px(4)))
            felt = pygame.Rect(0, g.top_bar.bottom + ui.px(2), g.W, g.H - g.top_bar.bottom)
            blocked = list(g.panels.values()) + list(s.app.cards.drawn or [])
            spot = free_spot(r, blocked, felt, ui.px(4), 30, ui.px(24), 6) or r
            ui.text.draw(surface, text, ui.fs(16), theme.GOLD, spot.topleft)

    # ---- centre: the prompt of a choice phase, the trick
    def centre(self, surface: pygame.Surface) -> None:
        s, ui, g, view = self.scene, self.scene.ui, self.scene.geo, self.scene.view
        if s.game.centre(surface):
            return
        phase = view["phase"]
        if phase not in ("play", "over", None):
            box = pygame.Rect(0, 0, ui.px(520), ui.px(120))
            box.center = (g.W // 2, round(g.H * 0.40))
            self.boxes.append(box)
            panel(surface, box, (0, 0, 0, 150), ui.px(16))
            title = s.t(f"phase.{phase}") if f"phase.{phase}" in CATALOGUE else phase
            ui.text.draw(
                surface, title, ui.fs(28), theme.GOLD, (box.centerx, box.top + ui.px(14)), "midtop", True
            )
            to_act = view["to_act"]
            if s.my_turn() and s.auto_playing():
                text, colour = s.t("table.auto_on"), theme.GOLD
            elif s.my_turn():
                key = f"prompt.{phase}"
                text = s.t(key) if key in CATALOGUE else s.t("prompt.generic")
                colour = theme.TEXT
            else:
                text = s.t("table.turn_of", name=s.session.name(to_act, s.app.i18n))
                colour = theme.TEXT_DIM
            inner = box.inflate(-ui.px(30), 0)
            inner.top = box.top + ui.px(62)
            inner.height = box.bottom - inner.top
            s.ui.text.draw_wrapped(surface, text, ui.fs(18), colour, inner, align="center")
            if not any(view["counts"]):
                # before the deal: the pack waits in the middle
                for i in range(5):
                    r = pygame.Rect(0, 0, *g.play_card)
                    r.center = (g.W // 2 - ui.px(4) * i, box.bottom + ui.px(70) - ui.px(2) * i)
                    s.app.cards.blit_back(surface, r, s.app.settings.card_back)
            return
        latest, top_seat, top_cards = trick_plays(view)
        # the climbing games' plays by structure, named (找朋友's per-seat tricks stay as played)
        structured = isinstance(view.get("trick"), dict)
        last = view.get("last_trick")
        if not latest and s.still and last:
            # a replayed position just after a trick was won: the trick stays where it was played
            # (at the live table the sweep shows it), its winner marked
            self._finished_trick(surface, last, structured)
            return
        self._plays(surface, latest, top_seat, top_cards, structured)

    def _finished_trick(self, surface: pygame.Surface, last: dict[str, Any], structured: bool) -> None:
        s, ui, g = self.scene, self.scene.ui, self.scene.geo
        latest = {p["seat"]: p for p in last["plays"]}
        winner = last["winner"]
        top = latest.get(winner, {}).get("cards")
        # the game's own names read the trick under way (its lead): none for a finished one
        self._plays(surface, latest, winner, top, structured, own_names=False)
        rects = g.play_rects(winner, len(top or []))
        if rects:
            cards = rects[0].unionall(rects)
            text = ui.text.render(s.t("table.trick_winner", name=s.session.name(winner, s.app.i18n)),
                                  ui.fs(16), theme.GOLD, True)
            pill = text.get_rect(midbottom=(cards.centerx, cards.top - ui.px(10)))
            pill = pill.inflate(ui.px(16), ui.px(6))
            with record.layer("mark"):
                panel(surface, pill, (0, 0, 0, 200), pill.height // 2)
                surface.blit(text, text.get_rect(center=pill.center))

    def _plays(self, surface: pygame.Surface, latest: dict[int, dict[str, Any]], top_seat: int | None,
               top_cards: list[str] | None, structured: bool, own_names: bool = True) -> None:
        s, ui, g = self.scene, self.scene.ui, self.scene.geo
        flying = s.anim.flying_seats()
        for seat, p in latest.items():
            if p.get("pass"):
                ax, ay = g.anchors[seat]
                t = ui.text.render(s.t("table.pass"), ui.fs(20), theme.TEXT, True)
                pill = t.get_rect(center=(ax, ay)).inflate(ui.px(28), ui.px(12))
                panel(surface, pill, (0, 0, 0, 120), pill.height // 2)
                surface.blit(t, t.get_rect(center=pill.center))
                continue
            if seat in flying:
                continue
            cards = p.get("cards") or []
            rects = g.play_rects(seat, len(cards))
            winning = top_seat == seat and top_cards == cards
            if winning and rects:
                glow = rects[0].unionall(rects).inflate(ui.px(14), ui.px(14))
                with record.layer("halo"):  # a glow behind the winning cards, not a box
                    panel(surface, glow, (255, 220, 120, 70), ui.px(12))
            desc = describe(s.session.game_id, cards, s.session.hand.options) if structured else None
            for tok, r in zip(desc.cards if desc else cards, rects):
                s.app.cards.blit_face(surface, tok, r, s.app.settings.four_colour)
            name = combo_name(s.t, s.session.game_id, desc) if desc else None
            if name and rects and desc is not None:
                combo_label(s, surface, name, rects[0].unionall(rects), desc.is_bomb)
            own = s.game.play_name(seat, cards) if own_names and not structured else None
            if own is not None and rects:
                combo_label(s, surface, own[0], rects[0].unionall(rects), own[1])

    def flights(self, surface: pygame.Surface) -> None:
        with record.layer("flight"):  # cards in the air pass over whatever lies below
            self._flights(surface)

    def _flights(self, surface: pygame.Surface) -> None:
        s = self.scene
        flying = s.anim.flying_seats()
        for a in s.anim.flights():
            if a.kind == "sweep" and not a.started and a.owners:
                self._trick_on_show(surface, a, flying)
                continue
            t = ease_out(a.t)
            for tok, r0, r1 in zip(a.tokens, a.starts, a.ends):
                if a.kind == "play":
                    r = lerp_rect(r0, r1, t)
                    r.size = r1.size
                    r.center = lerp_rect(r0, r1, t).center
                    s.app.cards.blit_face(surface, tok, r, s.app.settings.four_colour)
                else:  # sweep: the trick slides to its winner and shrinks into his pile
                    r = lerp_rect(r0, r1, t)
                    face = s.app.cards.face(tok, r0.size, s.app.settings.four_colour)
                    if s.app.cards.trace is not None:
                        s.app.cards.trace.append(tok)
                    surface.blit(
                        pygame.transform.scale(face, r.size) if r.size != r0.size else face, r.topleft
                    )

    def _trick_on_show(self, surface: pygame.Surface, a: CardFlight, flying: set[int]) -> None:
        """A won trick before it slides away: where it lies, the winner's cards glowing (a card still
        flying in is drawn by its own flight, not here too)."""
        s, ui = self.scene, self.scene.ui
        mine = [r for r, owner in zip(a.starts, a.owners) if owner == a.winner and owner not in flying]
        if mine:
            glow = mine[0].unionall(mine).inflate(ui.px(14), ui.px(14))
            with record.layer("halo"):
                panel(surface, glow, (255, 220, 120, 110), ui.px(12), border=theme.GOLD)
        for tok, r, owner in zip(a.tokens, a.starts, a.owners):
            if owner not in flying:
                s.app.cards.blit_face(surface, tok, r, s.app.settings.four_colour)

    # ---- your hand
    def deal_progress(self, i: int) -> float:
        """How far card ``i`` of your hand has flown from the deck (≥ 1: in place; ≤ 0: not yet)."""
        deal_t = self.scene.deal_t
        return 1.0 if deal_t is None else (deal_t - i * 0.03) / 0.22

    def hand(self, surface: pygame.Surface) -> None:
        s, ui, g = self.scene, self.scene.ui, self.scene.geo
        cards = s.app.cards
        self.face_up_seat = s.shown_seat()
        if self.face_up_seat is None:
            for r in g.hand_rects(s.view["counts"][s.me]):
                cards.blit_back(surface, r, s.app.settings.card_back)
            return
        rects = g.hand_rects(len(s.tokens), s.selected)
        mouse = pygame.mouse.get_pos()
        hover = None
        for i in range(len(rects) - 1, -1, -1):
            if rects[i].collidepoint(mouse):
                hover = i
                break
        deck = pygame.Rect(0, 0, *g.card)
        deck.center = g.centre
        for i, (tok, r) in enumerate(zip(s.tokens, rects)):
            if s.deal_t is not None:
                ti = self.deal_progress(i)
                if ti <= 0:
                    continue
                r = lerp_rect(deck, r, ease_out(min(1.0, ti)))
            if i == hover and i not in s.selected:
                r = r.move(0, -ui.px(6))
            with record.layer("flight" if s.deal_t is not None else "base"):  # dealt cards in the air
                cards.blit_face(surface, tok, r, s.app.settings.four_colour, selected=i in s.selected)
            if i == s.cursor:
                pygame.draw.rect(
                    surface,
                    theme.FOCUS,
                    r.inflate(ui.px(4), ui.px(4)),
                    width=max(2, ui.px(3)),
                    border_radius=ui.px(9),
                )

    # ---- the action bar, messages, your turn
    def action_area(self, surface: pygame.Surface) -> None:
        for b in self.scene.buttons:
            b.draw(surface, self.scene.ui)

    def obstacles(self) -> list[pygame.Rect]:
        """What a status line or a pop-up must not cover: the boxes drawn this frame, the seat
        panels, the cards on the table and in your hand, the buttons."""
        s, g = self.scene, self.scene.geo
        out = list(self.boxes) + list(g.panels.values()) + list(s.app.cards.drawn or [])
        out += g.hand_rects(len(s.tokens), s.selected) if s.shown_seat() is not None else []
        out += [b.rect for b in s.buttons] + [b.rect for b in s.bar_buttons]
        out += list(getattr(s, "reserved", ()))  # kept by the scene drawn over the table (replay controls)
        return out

    def status(self, surface: pygame.Surface) -> None:
        self.bubble = draw_status(self, surface)

    def status_y(self) -> int:
        """The status line's y for the whole hand: over the action bar of the largest hand you have
        held in it, so the line does not jump when a kitty or a play changes your hand's rows."""
        s = self.scene
        hand, peak = self._peak
        if hand is not s.session.hand:
            peak = 0
        peak = max(peak, len(s.tokens))
        self._peak = (s.session.hand, peak)
        return s.geo.message_line(peak)

    def place(self, rect: pygame.Rect) -> pygame.Rect | None:
        """``rect`` where it covers nothing, as near its own place as can be (None: nowhere)."""
        g, px = self.scene.geo, self.scene.ui.px
        bounds = pygame.Rect(0, g.top_bar.bottom, g.W, g.H - g.top_bar.bottom)
        return free_spot(rect, self.obstacles(), bounds, px(8), 24, px(40), 10)

    def popup_layout(self) -> list[tuple[Any, pygame.Surface, pygame.Rect, bool]]:
        """Each live pop-up with its text, where it goes and whether it needs a backing. A pop-up rises
        from its seat's panel (a top-row seat's sinks below it); where that would cover cards, a box,
        a panel or an earlier pop-up, it moves to the nearest free felt instead of piling on."""
        s, ui, g = self.scene, self.scene.ui, self.scene.geo
        ceiling = g.top_bar.bottom + ui.px(2)
        bounds = pygame.Rect(0, ceiling, g.W, g.H - ceiling)
        blocked = self.obstacles()
        out: list[tuple[Any, pygame.Surface, pygame.Rect, bool]] = []
        for p in s.anim.popups():
            surf = ui.text.render(p.text, ui.fs(24), p.colour, True)
            panel_rect = g.panels.get(p.seat) if p.seat is not None else None
            x, y = panel_rect.midtop if panel_rect is not None else p.pos
            rise = ui.px(6) + round(ui.px(40) * ease_out(p.t))
            rect = surf.get_rect(midbottom=(x, y - rise))
            if rect.top < ceiling and panel_rect is not None:  # a top-row seat: below its panel
                rect.top = panel_rect.bottom + rise
            rect.top = max(rect.top, ceiling)  # never over the scores
            own = [panel_rect] if panel_rect is not None else []
            others = [b for b in blocked if b not in own] + [o.inflate(0, ui.px(2)) for _, _, o, _ in out]
            if panel_rect is not None:  # it starts at its panel's edge, but never moves onto its lines
                others.append(panel_rect.inflate(0, -ui.px(12)))
            spot = free_spot(rect, others, bounds, ui.px(4), 120)  # straight up or down: by its seat
            out.append((p, surf, spot or rect, spot is None))
        return out

    def popups(self, surface: pygame.Surface) -> None:
        ui = self.scene.ui
        for p, surf, rect, backed in self.popup_layout():
            fade = 1 - p.t * p.t
            if backed:  # no free felt anywhere near: on a backing, to stay legible over what is there
                back = pygame.Surface(rect.inflate(ui.px(12), 0).size, pygame.SRCALPHA)
                pygame.draw.rect(back, (0, 0, 0, round(200 * fade)), back.get_rect(),
                                 border_radius=rect.height // 2)
                surface.blit(back, back.get_rect(center=rect.center))
            surf = surf.copy()
            surf.set_alpha(round(255 * fade))
            surface.blit(surf, rect)

    # ---- side drawer: last trick, play log
    def drawer(self, surface: pygame.Surface) -> None:
        s, ui, g, view = self.scene, self.scene.ui, self.scene.geo, self.scene.view
        top = g.top_bar.bottom + ui.px(8)
        box = pygame.Rect(g.W - ui.px(352), top, ui.px(340), g.action_y - ui.px(10) - top)
        panel(surface, box, (6, 16, 14), ui.px(12), border=(60, 84, 76))
        clip = surface.get_clip()
        surface.set_clip(box)
        x, y = box.left + ui.px(16), box.top + ui.px(12)
        if s.game.has_tricks:  # 扯旋: the log alone
            ui.text.draw(surface, s.t("table.last_trick"), ui.fs(20), theme.GOLD, (x, y), bold=True)
            y += ui.px(34)
            last = view.get("last_trick")  # every trick game has it: a dict with "plays", or None
            small = (round(g.play_card[0] * 0.5), round(g.play_card[1] * 0.5))
            if not last:
                ui.text.draw(surface, s.t("table.no_last_trick"), ui.fs(16), theme.TEXT_DIM, (x, y))
                y += ui.px(30)
            else:
                plays = last["plays"]
                shown = plays[-4:]  # the end of a long trick is what decided it
                if len(plays) > len(shown):
                    ui.text.draw(
                        surface,
                        f"(… {len(plays) - len(shown)})",
                        ui.fs(16),
                        theme.TEXT_DIM,
                        (box.right - ui.px(16), box.top + ui.px(16)),
                        "topright",
                    )
                for p in shown:
                    name = s.session.name(p["seat"], s.app.i18n)
                    ui.text.draw(surface, name, ui.fs(16), theme.TEXT, (x, y + small[1] // 2), "midleft")
                    cx = x + ui.px(90)
                    if p.get("pass"):
                        ui.text.draw(
                            surface,
                            s.t("table.pass"),
                            ui.fs(16),
                            theme.TEXT_DIM,
                            (cx, y + small[1] // 2),
                            "midleft",
                        )
                    else:
                        cards = describe(s.session.game_id, p.get("cards", []), s.session.hand.options).cards
                        room = box.right - ui.px(12) - cx - small[0]
                        step = min(small[0] * 0.5, room / max(1, len(cards) - 1))
                        for i, tok in enumerate(cards):
                            s.app.cards.blit_face(
                                surface,
                                tok,
                                pygame.Rect(round(cx + i * step), y, *small),
                                s.app.settings.four_colour,
                                shadow=False,
                            )
                    y += small[1] + ui.px(6)
                who = s.session.name(last["winner"], s.app.i18n)
                # "points" only where a game counts trick points (not 搬子炮, 三打一, 找朋友)
                text = s.t("table.trick_won", name=who, points=last.get("points", 0))
                ui.text.draw(surface, text, ui.fs(16), theme.GOLD, (x, y + ui.px(2)))
                y += ui.px(30)
            y += ui.px(6)
        ui.text.draw(surface, s.t("table.log"), ui.fs(20), theme.GOLD, (x, y), bold=True)
        y += ui.px(32)
        lh = ui.px(24)
        room = max(0, (box.bottom - ui.px(8) - y) // lh)
        width = box.right - ui.px(16) - x
        # long lines wrap (never cut at the drawer's edge); the newest lines that fit are shown
        log = s.log or [s.t("table.no_log")]
        rows = [row for line in log for row in ui.text.wrap(line, ui.fs(16), width)]
        for line in rows[-room:] if room else []:
            ui.text.draw(surface, line, ui.fs(16), theme.TEXT_DIM, (x, y))
            y += lh
        surface.set_clip(clip)
