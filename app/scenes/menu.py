"""Main menu: pick a game, set up the seats and room options, continue the saved match, settings,
rules, statistics, quit."""

from __future__ import annotations

from typing import Any

import pygame

import engine
from engine.registry import hand_class

from ..render.felt import felt
from ..services.i18n import CATALOGUE
from ..services.saves import SavedMatch, SeatConfig
from ..services.setup_store import SetupStore
from ..services.userfile import damage_notices
from ..session import Session
from ..ui import record, theme
from ..ui.menu_rows import SetupRows
from ..ui.widgets import Button, FocusRing, TextInput, Widget, panel
from .base import Scene


def playable(game_id: str) -> bool:
    """A game whose engine is not built yet shows as "coming soon"."""
    try:
        hand_class(game_id)
    except NotImplementedError:
        return False
    return True


class MenuScene(SetupRows, Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.games = list(engine.GAMES.values())
        self.available = {g.id: playable(g.id) for g in self.games}
        first = next((g.id for g in self.games if self.available[g.id]), self.games[0].id)
        last = getattr(app, "last_game", None)  # back from a table: that game stays chosen
        self.game_id = last if last in self.available and self.available[last] else first
        self.setups: dict[str, dict[str, Any]] = {}
        self.setup_store = SetupStore(app.config_dir)  # each game's last set-up, across runs
        self.saved: dict[str, SavedMatch] = {}  # each game's unfinished saved match
        self.widgets: list[Widget] = []
        self.game_buttons: list[tuple[pygame.Rect, str]] = []
        self.focus = FocusRing()
        self.scroll = 0  # pixels the seats-and-options area is scrolled down
        self.max_scroll = 0
        self.first_game = 0  # the game list shows its cards from this one on (it scrolls by whole cards)
        self.games_shown = len(self.games)

    # ---- setup state per game
    def setup(self) -> dict[str, Any]:
        info = engine.GAMES[self.game_id]
        st = self.setups.get(self.game_id) or self.setup_store.get(self.game_id)
        if st is not None:
            self.setups[self.game_id] = st
        else:
            n = info.default_players
            seats = [SeatConfig("human" if i == 0 else "ai", "", "normal") for i in range(max(info.players))]
            st = {
                "players": n,
                "seats": seats,
                "options": {o.key: o.default for o in info.options},
                "takeback": None,  # None: the default, on with one human and off in hot-seat
            }
            self.setups[self.game_id] = st
        return st

    def enter(self) -> None:
        self.load_save()
        super().enter()

    def resume(self) -> None:
        super().resume()

    def load_save(self) -> None:
        """Every game's autosave; a damaged one is moved aside and told, the others load as ever."""
        self.saved = {}
        damaged = []
        shelf = self.app.saves
        if shelf.legacy_damage is not None:  # the old single save, unreadable, could not move to a slot
            damaged.append(shelf.legacy_damage)
            shelf.legacy_damage = None
        for game_id, out in shelf.load_all().items():
            if out.saved is not None and not out.saved.match.is_over:
                self.saved[game_id] = out.saved
            if out.damage is not None:
                damaged.append(out.damage)
        self.setup_store.get(self.game_id)  # read now: a damaged file is told with the others
        setup_damage = self.setup_store.take_damage()
        if setup_damage is not None:
            damaged.append(setup_damage)
        for text in damage_notices(self.app, damaged, self.t):  # each damaged user file, told once
            self.app.push("message", self.t("common.notice"), text)

    # ---- layout
    def layout(self) -> None:
        ui = self.ui
        px = ui.px
        W, H = self.app.scale.w, self.app.scale.h
        self.left = pygame.Rect(px(32), px(140), px(430), H - px(140) - px(96))
        self.right = pygame.Rect(self.left.right + px(24), px(32), W - self.left.right - px(56), H - px(64))
        # room kept under the list for the saved match's caption over the continue button
        self.list_view = pygame.Rect(self.left.topleft, (self.left.width, self.left.height - px(26)))
        self.place_games()
        # the menu column under the list
        bw = (self.left.width - px(12) * 3) // 4
        by = H - px(32) - px(52)
        cont_label = self.t("menu.continue")
        self.menu_buttons = [
            Button(
                pygame.Rect(self.left.left, by, bw, px(52)),
                cont_label,
                self.continue_match,
                enabled=self.game_id in self.saved,
                reason=self.t("saves.none"),
                style="alt",
                font_size=18,
            ),
            Button(
                pygame.Rect(self.left.left + (bw + px(12)), by, bw, px(52)),
                self.t("menu.settings"),
                self.open_settings,
                style="alt",
                font_size=18,
            ),
            Button(
                pygame.Rect(self.left.left + 2 * (bw + px(12)), by, bw, px(52)),
                self.t("menu.rules"),
                self.open_rules,
                style="alt",
                font_size=18,
            ),
            Button(
                pygame.Rect(self.left.left + 3 * (bw + px(12)), by, bw, px(52)),
                self.t("menu.quit"),
                self.app.quit,
                style="alt",
                font_size=18,
            ),
        ]
        # 学牌, top right of the title column (the title is short in both languages)
        learn_label = self.t("menu.learn") + "  L"
        learn_w = self.ui.text.size(learn_label, self.ui.fs(18), True)[0] + px(36)
        self.learn_button = Button(
            pygame.Rect(self.left.right - learn_w, px(40), learn_w, px(46)),
            learn_label,
            self.open_learn,
            style="alt",
            font_size=18,
        )
        self.build_setup()

    def place_games(self, follow: bool = True) -> None:
        """The game cards, as many as the list holds at a readable height: with more games than that
        the list scrolls by whole cards (the wheel over it; Up/Down choose a game and, with ``follow``,
        bring it into view), so no card is ever cut or lies under the buttons below it."""
        px = self.ui.px
        gap, n, room = px(6), len(self.games), self.list_view.height
        fit = max(1, (room + gap) // (px(64) + gap))  # 64: the name line and the blurb line
        self.games_shown = min(n, fit)
        gh = min(px(76), (room - gap * (self.games_shown - 1)) // self.games_shown)
        ids = [g.id for g in self.games]
        first = max(0, min(self.first_game, n - self.games_shown))
        if follow and self.game_id in ids:
            chosen = ids.index(self.game_id)
            first = max(min(first, chosen), chosen - self.games_shown + 1)
        self.first_game = first
        top = self.list_view.top
        self.game_buttons = [
            (pygame.Rect(self.left.left, top + i * (gh + gap), self.left.width, gh), gid)
            for i, gid in enumerate(ids[first:first + self.games_shown])
        ]

    def scroll_games(self, steps: int) -> None:
        """Move the game list by ``steps`` cards (the chosen game may leave the view, as a page
        scrolled past its selection does)."""
        self.first_game += steps
        self.place_games(follow=False)

    def build_setup(self) -> None:
        """Lay out the seats and room options in a scrollable area between the header and the start
        button: a control that does not fit wholly inside it is neither drawn nor clickable until the
        wheel or PageUp/PageDown brings it in (6 seats and 5 options never fit 1024×640 at once)."""
        px = self.ui.px
        r = self.right
        self.start_button = Button(
            pygame.Rect(r.right - px(24) - px(220), r.bottom - px(24) - px(58), px(220), px(58)),
            self.t("menu.start"),
            self.start,
            enabled=self.available[self.game_id],
            font_size=24,
        )
        top = r.top + px(140)
        bottom = self.start_button.rect.top - px(12)
        self.view = pygame.Rect(r.left + px(8), top, r.width - px(16), bottom - top)
        items = self._place_setup(self.view.top + px(8) - self.scroll)
        content = items.pop() + self.scroll - self.view.top
        self.max_scroll = max(0, content - self.view.height)
        if self.scroll > self.max_scroll:
            self.scroll = self.max_scroll
            items = self._place_setup(self.view.top + px(8) - self.scroll)
            items.pop()
        #: every laid-out control and label by name, shown or not (the layout test reads it)
        self.placed: list[tuple[str, pygame.Rect]] = []
        self.widgets = []
        self.labels: list[tuple[str, tuple[int, int]]] = []
        where = {name: rect for name, rect, _ in items}
        for name, rect, thing in items:
            self.placed.append((name, rect))
            # a label shows only with its control (an option's title without its choices misleads)
            owner = where.get(name.removesuffix(".label"))
            if owner is None:  # a seat's label goes with its name field
                owner = where.get(name.replace(".label", ".name"), rect)
            if not (self.view.contains(rect) and self.view.contains(owner)):
                continue
            if isinstance(thing, str):
                self.labels.append((thing, rect.topleft))
            else:
                self.widgets.append(thing)
        if getattr(self, "menu_buttons", None):  # Continue resumes the selected game's save
            self.menu_buttons[0].enabled = self.game_id in self.saved
        code_label = self.t("menu.by_code") + "  D"
        code_w = self.ui.text.size(code_label, self.ui.fs(17), True)[0] + px(32)
        self.code_button = Button(
            pygame.Rect(r.right - px(24) - code_w, r.top + px(20), code_w, px(40)),
            code_label,
            self.open_code,
            style="alt",
            font_size=17,
        )
        stats_label = self.t("menu.statistics")
        stats_w = self.ui.text.size(stats_label, self.ui.fs(17), True)[0] + px(32)
        self.stats_button = Button(
            pygame.Rect(self.code_button.rect.left - px(12) - stats_w, r.top + px(20), stats_w, px(40)),
            stats_label,
            self.open_statistics,
            style="alt",
            font_size=17,
        )
        replays_label = self.t("menu.replays") + "  R"
        replays_w = self.ui.text.size(replays_label, self.ui.fs(17), True)[0] + px(32)
        # bottom left of the set-up panel, level with the start button: the header row has no room
        # left beside an English game name
        start = self.start_button.rect
        self.replays_button = Button(
            pygame.Rect(r.left + px(24), start.centery - px(20), replays_w, px(40)),
            replays_label,
            self.open_replays,
            style="alt",
            font_size=17,
        )
        self.focus.set(
            list(self.widgets)
            + [self.start_button, self.code_button, self.stats_button, self.replays_button]
            + list(getattr(self, "menu_buttons", []))
            + ([self.learn_button] if hasattr(self, "learn_button") else [])
        )

    def scroll_by(self, dy: int) -> None:
        new = max(0, min(self.max_scroll, self.scroll + dy))
        if new != self.scroll:
            self.scroll = new
            self.build_setup()

    def value_label(self, v: Any) -> str:
        if isinstance(v, bool):
            return self.t("opt.on" if v else "opt.off")
        key = f"opt.value.{v}"
        return self.t(key) if key in CATALOGUE else str(v)

    def humans(self) -> int:
        st = self.setup()
        return sum(s.is_human for s in st["seats"][: st["players"]])

    def takeback_on(self) -> bool:
        """悔牌 for the match about to start: the player's choice, else on with exactly one human."""
        chosen = self.setup()["takeback"]
        return chosen if chosen is not None else self.humans() == 1

    def toggle_takeback(self) -> None:
        if self.humans():
            self.setup()["takeback"] = not self.takeback_on()
            self.build_setup()

    def _set_players(self, n: int) -> None:
        self.setup()["players"] = n
        self.build_setup()

    def _set_takeback(self, on: bool) -> None:
        self.setup()["takeback"] = on

    def _set_kind(self, seat: SeatConfig, n: int, k: int) -> None:
        seat.kind = "human" if k == 0 else "ai"
        seat.name = ""
        self.build_setup()

    # ---- actions
    def select(self, game_id: str) -> None:
        self.game_id = game_id
        self.scroll = 0
        if hasattr(self, "list_view"):  # laid out: bring the chosen card into view
            self.place_games()
        self.build_setup()

    def ask_first(self, game_id: str, go: Any) -> None:
        """``go()`` at once, or — when ``game_id`` has a saved match, which a new match replaces — after
        the player confirms, told which match (hand, scores) is lost."""
        sv = self.saved.get(game_id)
        if sv is None:
            go()
            return
        info = engine.GAMES[game_id]
        text = self.t(
            "saves.confirm_text",
            game=self.app.i18n.pick(info.name_zh, info.name_en),
            hand=sv.match.hand_no,
            scores="/".join(str(x) for x in sv.match.scores),  # unbroken by the line wrap
        )
        self.app.push("confirm", self.t("saves.confirm_title"), text, go, self.t("saves.confirm_yes") + "  Y")

    def start(self) -> None:
        self.ask_first(self.game_id, self.start_new)

    def start_new(self) -> None:
        """A new match of the selected game (its old save, if any, is deleted: the player agreed)."""
        st = self.setup()
        seats = [SeatConfig(s.kind, s.name, s.level, s.character) for s in st["seats"][: st["players"]]]
        try:
            session = Session.new(self.game_id, seats, dict(st["options"]), takeback=self.takeback_on())
        except (NotImplementedError, ValueError) as e:
            self.app.push("message", self.t("common.notice"), str(e))
            return
        self.app.saves.delete(self.game_id)
        self.setup_store.put(self.game_id, st)  # the next visit to this game starts from here
        self.app.sound.play("deal")
        self.app.replace("table", session)

    def open_code(self) -> None:
        self.app.push("dealcode", self.start_code)

    def start_code(self, code: str) -> None:
        """A match of the code's game whose first hand is that deal: the menu's seats and room options
        of that game, as many seats as the code names (the dialog has checked the code)."""
        game_id = engine.hand_from_code(code).game_id
        self.select(game_id)
        self.ask_first(game_id, lambda: self.start_from_code(code))

    def start_from_code(self, code: str) -> None:
        game_id = engine.hand_from_code(code).game_id
        st = self.setup()
        first = engine.hand_from_code(code, options=dict(st["options"]))
        n = first.num_players
        if n != st["players"]:
            self._set_players(n)
        seats = [SeatConfig(s.kind, s.name, s.level, s.character) for s in st["seats"][:n]]
        session = Session.new(game_id, seats, dict(st["options"]), takeback=self.takeback_on(),
                              first_hand=first)
        self.app.saves.delete(game_id)
        self.app.sound.play("deal")
        self.app.replace("table", session)

    def continue_match(self) -> None:
        sv = self.saved.get(self.game_id)
        if sv is None:
            return
        self.app.replace(
            "table", Session(sv.match, sv.seats, sv.viewer, sv.counted, sv.takeback, sv.takebacks)
        )

    def open_replays(self) -> None:
        self.app.push("replays", self.game_id)

    def open_settings(self) -> None:
        self.app.push("settings")

    def open_rules(self) -> None:
        self.app.push("rules", self.game_id)

    def open_learn(self) -> None:
        self.app.push("learn", self.game_id)

    def open_statistics(self) -> None:
        self.app.push("statistics", self.game_id)

    # ---- input
    def handle(self, event: pygame.event.Event) -> None:
        typing = any(isinstance(w, TextInput) and w.active for w in self.widgets)
        if event.type == pygame.MOUSEWHEEL and self.right.collidepoint(pygame.mouse.get_pos()):
            self.scroll_by(-event.y * self.ui.px(48))
            return
        if event.type == pygame.MOUSEWHEEL and self.list_view.collidepoint(pygame.mouse.get_pos()):
            self.scroll_games(-event.y)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = self.view.height * 3 // 4
            self.scroll_by(step if event.key == pygame.K_PAGEDOWN else -step)
            return
        for w in self.widgets:
            if w.handle(event):
                return
        if (
            not typing
            and event.type == pygame.KEYDOWN
            and (event.key == pygame.K_TAB or self.focus.index >= 0)
        ):
            if self.focus.handle(event, vertical=False):
                return
        for b in self.menu_buttons + [self.start_button, self.code_button, self.stats_button,
                                      self.replays_button, self.learn_button]:
            if b.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, gid in self.game_buttons:
                if rect.collidepoint(event.pos) and self.available[gid]:
                    self.select(gid)
        elif event.type == pygame.KEYDOWN:
            ids = [g.id for g in self.games if self.available[g.id]]
            if event.key in (pygame.K_UP, pygame.K_DOWN) and ids:
                i = ids.index(self.game_id) if self.game_id in ids else 0
                self.select(ids[(i + (1 if event.key == pygame.K_DOWN else -1)) % len(ids)])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            elif event.key == pygame.K_c:
                self.continue_match()
            elif event.key == pygame.K_d:
                self.open_code()
            elif event.key == pygame.K_r:
                self.open_replays()
            elif event.key == pygame.K_s:
                self.open_statistics()
            elif event.key == pygame.K_t:
                self.toggle_takeback()
            elif event.key == pygame.K_h:
                self.open_house_rules()
            elif event.key == pygame.K_l:
                self.open_learn()

    # ---- drawing
    def draw(self, surface: pygame.Surface) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        W, H = surface.get_size()
        surface.blit(self.background((W, H)), (0, 0))
        ui.text.draw(surface, self.t("app.title"), fs(56), theme.GOLD, (px(32), px(20)), bold=True)
        t = ui.text.render(self.t("app.title"), fs(56), theme.GOLD, True)
        ui.text.draw(
            surface,
            "Paiju" if self.app.i18n.zh else "牌局",
            fs(24),
            theme.TEXT_DIM,
            (px(44) + t.get_width(), px(50)),
        )
        ui.text.draw(surface, self.t("app.subtitle"), fs(18), theme.TEXT_DIM, (px(34), px(96)))
        mouse = pygame.mouse.get_pos()
        for rect, gid in self.game_buttons:
            self.draw_game(surface, rect, gid, rect.collidepoint(mouse))
        self.draw_list_bar(surface)
        for b in self.menu_buttons:
            b.draw(surface, ui)
        self.draw_setup(surface)
        for b in self.menu_buttons:
            b.draw_tooltip(surface, ui)  # why Continue is disabled

    def draw_game(self, surface: pygame.Surface, rect: pygame.Rect, gid: str, hover: bool) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        info = engine.GAMES[gid]
        on = self.available[gid]
        chosen = gid == self.game_id
        fill = (40, 70, 56, 235) if chosen else ((26, 46, 40, 215) if hover and on else (14, 26, 24, 190))
        record.add("control", rect, gid)  # a game's card is clicked: nothing may lie across it
        panel(surface, rect, fill, px(12), border=theme.GOLD if chosen else None)
        # the Chinese original beside an English name; no Latin name in the Chinese interface (issue 20)
        main, other = (info.name_zh, "") if self.app.i18n.zh else (info.name_en, info.name_zh)
        col = theme.TEXT if on else theme.TEXT_DIM
        r = ui.text.draw(
            surface,
            main,
            fs(20),
            theme.GOLD if chosen else col,
            (rect.left + px(16), rect.top + px(8)),
            bold=True,
        )
        players = "/".join(str(p) for p in info.players) if len(info.players) > 1 else str(info.players[0])
        tag = self.t("menu.players", n=players) if on else self.t("menu.coming_soon")
        t = ui.text.render(tag, fs(16), theme.BUTTON_TEXT if on else theme.TEXT, True)
        pill = pygame.Rect(0, 0, t.get_width() + px(14), px(22))
        pill.topright = (rect.right - px(12), rect.top + px(10))
        # the other language's name only where it fits before the player-count pill
        o = ui.text.render(other, fs(16), theme.TEXT_DIM) if other else None
        if o is not None and r.right + px(10) + o.get_width() < pill.left - px(8):
            surface.blit(o, o.get_rect(bottomleft=(r.right + px(10), r.bottom - px(3))))
        pygame.draw.rect(surface, theme.GOLD if on else (90, 90, 90), pill, border_radius=px(11))
        surface.blit(t, t.get_rect(center=pill.center))
        room = rect.width - px(32)
        badge = self.save_badge(gid, rect)
        if badge is not None:  # this game has a saved match: a pill at the bottom right, the blurb before it
            box, t = badge
            pygame.draw.rect(surface, theme.OK, box, border_radius=box.height // 2)
            surface.blit(t, t.get_rect(center=box.center))
            room = box.left - px(10) - (rect.left + px(16))
        blurb = self.app.i18n.pick(info.blurb_zh, info.blurb_en)
        lines = ui.text.wrap(blurb, fs(16), room - ui.text.size("…", fs(16))[0])
        line = lines[0] + ("…" if len(lines) > 1 else "")
        ui.text.draw(
            surface, line, fs(16), theme.TEXT_DIM, (rect.left + px(16), rect.bottom - px(8)), "bottomleft"
        )

    def draw_list_bar(self, surface: pygame.Surface) -> None:
        """Where the shown cards are within a list longer than the view, beside it."""
        n, shown = len(self.games), self.games_shown
        if shown >= n:
            return
        px = self.ui.px
        v = self.list_view
        track = pygame.Rect(v.right + px(8), v.top, px(4), v.height)
        pygame.draw.rect(surface, (255, 255, 255, 40), track, border_radius=px(2))
        h = max(px(24), v.height * shown // n)
        y = v.top + (v.height - h) * self.first_game // (n - shown)
        pygame.draw.rect(surface, theme.GOLD, (track.left, y, track.width, h), border_radius=px(2))

    def save_badge(self, gid: str, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Surface] | None:
        """Where the game card's "saved · hand N" pill goes (inside the card, under the player-count
        pill, clear of the name line), or None when the game has no saved match."""
        sv = self.saved.get(gid)
        if sv is None:
            return None
        px, fs = self.ui.px, self.ui.fs
        t = self.ui.text.render(self.t("saves.badge", hand=sv.match.hand_no), fs(14), theme.TEXT_DARK, True)
        box = pygame.Rect(0, 0, t.get_width() + px(14), t.get_height() + px(2))
        box.bottomright = (rect.right - px(12), rect.bottom - px(8))
        return box, t

    def draw_setup(self, surface: pygame.Surface) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        r = self.right
        panel(surface, r, (10, 22, 20, 200), px(16))
        info = engine.GAMES[self.game_id]
        x0 = r.left + px(24)
        t = ui.text.draw(
            surface,
            self.app.i18n.pick(info.name_zh, info.name_en),
            fs(30),
            theme.GOLD,
            (x0, r.top + px(20)),
            bold=True,
        )
        # the Chinese original only where it fits before the statistics and deal-code buttons, and only
        # beside an English name
        other = self.app.i18n.pick("", info.name_zh)
        if other and t.right + px(24) + ui.text.size(other, fs(18))[0] < self.stats_button.rect.left:
            at = (t.right + px(12), t.bottom - px(4))
            ui.text.draw(surface, other, fs(18), theme.TEXT_DIM, at, "bottomleft")
        blurb = self.app.i18n.pick(info.blurb_zh, info.blurb_en)
        ui.text.draw_wrapped(
            surface, blurb, fs(17), theme.TEXT, pygame.Rect(x0, r.top + px(66), r.width - px(48), px(50))
        )
        m, w = self.app.stats.get(self.game_id)
        stats = self.t("menu.stats", matches=m, wins=w)
        tm, tw = self.app.stats.takebacks(self.game_id)
        if tm:
            stats += self.t("menu.stats_takeback", matches=tm, wins=tw)
        ui.text.draw(surface, stats, fs(16), theme.TEXT_DIM, (x0, r.top + px(112)))
        for text, pos in self.labels:
            ui.text.draw(
                surface,
                text,
                fs(17),
                theme.TEXT_DIM if not text.startswith(("座位", "Seat")) or len(text) > 4 else theme.GOLD,
                pos,
                bold=True,
            )
        for w_ in self.widgets:
            w_.draw(surface, ui)
        if self.max_scroll:  # where the view is within the seats and options
            v = self.view
            track = pygame.Rect(v.right - px(6), v.top, px(4), v.height)
            pygame.draw.rect(surface, (255, 255, 255, 40), track, border_radius=px(2))
            h = max(px(24), v.height * v.height // (v.height + self.max_scroll))
            y = v.top + (v.height - h) * self.scroll // self.max_scroll
            pygame.draw.rect(surface, theme.GOLD, (track.left, y, track.width, h), border_radius=px(2))
        self.start_button.draw(surface, ui)
        self.learn_button.draw(surface, ui)
        self.code_button.draw(surface, ui)
        self.stats_button.draw(surface, ui)
        self.replays_button.draw(surface, ui)
        if not self.humans():
            # between the replays button and the start button, on two lines where one does not fit
            start, left = self.start_button.rect, self.replays_button.rect.right + px(12)
            area = pygame.Rect(left, start.top + px(4), start.left - px(16) - left, start.height)
            need = self.t("menu.need_human")
            ui.text.draw_wrapped(surface, need, fs(16), theme.TEXT_DIM, area, align="center")

    _bg: pygame.Surface | None = None

    def background(self, size: tuple[int, int]) -> pygame.Surface:
        if self._bg is None or self._bg.get_size() != size:
            self._bg = felt(size)
        return self._bg
