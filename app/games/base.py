"""``GameTable``: everything one game adds to the generic card table, as one object per table scene.

The table scene builds one ``GameTable`` (the game's subclass, named in ``app.games.registry``) with a
``TableContext`` and asks it, by method, for what differs between games: the card order, the badges,
the choice-phase controls, the 记牌器, the hint's plays, what an engine Event animates and logs, what
is drawn on the seats, in the centre and over the table, the scoring screen's labels, the ledger's
doubling factors. The defaults here change nothing, so a newly finished engine is playable at once.
Per-table state of a game (a slider's value, a reveal's start time, the 记牌器 switch) lives on the
instance, never in module globals.

Where a game's answer is just one of its own module's functions, the plug-in names the function in
a class attribute (``SCENE``, ``SORT``, ``CHOICES``, ``BADGES``, ``TRACKER``) instead of writing a
method that forwards to it; the method here calls it. A plug-in writes ``SCENE =
staticmethod(its_scene)`` so that the type checker, too, sees a plain function (``__init_subclass__``
makes a plain function one all the same). A view argument is the game's own view (its engine's
``view_schema`` TypedDict), hence ``Any`` in these attributes' types.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ..table.badges import role_key
from ..table.panels import ChoicePanel
from ..ui import theme

if TYPE_CHECKING:
    import pygame

    from .context import TableContext

SUITS = "SHCD"
#: what a 记牌器 row is: (label, still out, total)
TrackerRow = tuple[str, int, int]
#: the class attributes that name a game module's function (see the module's docstring)
_FORWARDED = ("SCENE", "SORT", "CHOICES", "BADGES", "TRACKER")


class GameTable:
    #: the engine id (``engine.GAMES``)
    GAME: str = ""
    #: this game's catalogue entries, key -> (中文, English); merged by ``app.games.registry``
    STRINGS: Mapping[str, tuple[str, str]] = {}
    #: the ``--scene`` names of this game's prepared positions (docs/screenshots, table tests)
    DEMO_SCENES: tuple[str, ...] = ()
    #: the game's own functions behind ``demo``, ``sort``, ``choice_buttons``, ``badges`` and
    #: ``tracker_rows`` (None: the default below); their arguments are those of the method, with the
    #: table's context and its choice panel's state (``panel_state``) for ``CHOICES``
    SCENE: Callable[[Any, str], list[Any]] | None = None
    SORT: Callable[[list[str], str, Any], list[str]] | None = None
    CHOICES: Callable[[TableContext, list[Any], dict[str, Any]], list[Any]] | None = None
    BADGES: Callable[[Any, int], list[str]] | None = None
    TRACKER: Callable[[Any, list[str]], list[TrackerRow] | None] | None = None

    #: low to high; jokers always above
    rank_order: str = "23456789TJQKA"
    suit_order: str = SUITS
    #: seconds the finished hand stays on the table before the scoring screen (animations on)
    over_wait: float = 1.4
    #: design width of the other seats' panels: wider where the seat line says more (三打一's bombs,
    #: 扯旋's stake and chips in), as far as what sits beside them allows (扯旋's showdown table,
    #: 找朋友's trump panel beside its top-left seat); ``test_seat_lines_fit…`` checks every game
    seat_panel_w: int = 214
    #: catalogue keys of the scoring screen's total column and chart (找朋友 counts levels, not points)
    total_key: str = "score.total"
    chart_key: str = "score.chart"
    #: a second running total on the scoring screen, after ``total_key`` (打筒子's bonus score kept
    #: apart from the race), or "" for none; its cells come from ``extra_total``
    extra_total_key: str = ""
    #: False where card play never passes (找朋友 must follow): the play bar then has no 不出 button
    passes_in_play: bool = True
    #: False where earlier tricks may not be looked at again (三打一, SDY-8.6): the play log then says
    #: who played how many cards, not which
    logs_cards: bool = True
    #: False where a hand has no tricks (扯旋): the side drawer is the log alone, its button says so
    has_tricks: bool = True
    #: True where the log keeps the earlier hands of the match, each under a heading (扯旋's short
    #: hands: what happened last hand is still worth reading); False: each hand starts a clean log
    keeps_log: bool = False
    #: the doubling facts a ledger line may carry, (detail key, catalogue key), in the order the rule
    #: multiplies them (半边天炸's 捶/开枪/抖, BBT-13.2): the ledger writes "捶×4 · 开枪×2"
    ledger_factors: tuple[tuple[str, str], ...] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name in _FORWARDED:  # a plain function in a class would be bound as a method
            f = cls.__dict__.get(name)
            if f is not None and not isinstance(f, staticmethod):
                setattr(cls, name, staticmethod(f))

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        #: the 记牌器 panel is open (key T)
        self.tracker_on = False
        #: a choice panel's state for the decision at ``ctx.token`` (slider values, picked cards)
        self.panel: dict[str, Any] = {}

    def panel_state(self) -> dict[str, Any]:
        """The choice panel's state, emptied on every action (``TableContext.token`` changes)."""
        if self.panel.get("token") != self.ctx.token:
            self.panel = {"token": self.ctx.token}
        return self.panel

    # ---- prepared positions (no table yet: the scene stack they make holds one)
    @classmethod
    def demo(cls, app: Any, name: str) -> list[Any]:
        """The scene stack for one of ``DEMO_SCENES``."""
        if cls.SCENE is None:
            raise ValueError(f"unknown scene {name!r}")
        return cls.SCENE(app, name)

    # ---- your hand
    def sort_key(self, order: str) -> Callable[[str], tuple[int, int]]:
        """Key for a card token, ascending from the left: by the game's rank order, highest first
        (then suit), or by suit with the jokers first, each suit highest first — both sorts run the
        same way, so the S key never turns the hand's order round."""
        ranks = {r: i for i, r in enumerate(self.rank_order)}
        suits = {s: i for i, s in enumerate(self.suit_order)}

        def key(token: str) -> tuple[int, int]:
            if token in ("LJ", "BJ"):
                r = len(ranks) + (1 if token == "BJ" else 0)
                return (-r, -9) if order == "rank" else (-1, -r)
            r = ranks.get(token[1:], -1)
            s = suits.get(token[0], 9)
            return (-r, -s) if order == "rank" else (s, -r)

        return key

    def sort(self, tokens: list[str], order: str, view: Mapping[str, Any]) -> list[str]:
        """High cards on the left (the way players hold them), in rank order or within each suit."""
        if self.SORT is not None:
            return self.SORT(tokens, order, view)
        return sorted(tokens, key=self.sort_key(order))

    def hint_plays(self) -> list[Any]:
        """The plays 提示 cycles through after the AI's suggestion: every legal play by default."""
        return [a for a in self.ctx.legal_actions() if a.kind == "play"]

    # ---- decisions
    def choice_buttons(self, legal: list[Any]) -> list[Any]:
        """The controls of a choice phase (card play has the generic play bar): a button per action."""
        if self.CHOICES is not None:
            return self.CHOICES(self.ctx, legal, self.panel_state())
        return ChoicePanel().buttons(self.ctx, legal)

    # ---- seats
    def badges(self, view: Mapping[str, Any], seat: int) -> list[str]:
        """Catalogue keys of a seat's public choices (捶, 抖, 开枪…), shown after its role."""
        return self.BADGES(view, seat) if self.BADGES is not None else []

    def badge_reserve(self, seat: int) -> int:
        """Pixels at the right of a seat panel's first badge row that the game draws on (扯旋's chips):
        the badges start a second row rather than run under them."""
        return 0

    def seat_info(self, seat: int, parts: list[str]) -> list[str]:
        """The small text line of a seat panel (cards left, points…)."""
        return parts

    def seat_cards(self, surface: pygame.Surface, seat: int) -> bool:
        """Draw another seat's cards; True replaces the generic fan of backs."""
        return False

    def role_label(self, view: Mapping[str, Any], seat: int) -> str | None:
        """The catalogue key naming a seat's side on the scoring screen (庄, 闲, 地主…): the view's role,
        else the first role badge the table shows (扯旋's 庄, 找朋友's declarer and friend)."""
        shown = self.badges(view, seat)
        return role_key(view, seat) or next((k for k in shown if k.startswith("role.")), None)

    def score_text(self, seat: int, value: int) -> str | None:
        """How a match score is written in the top bar and the scoring screen's totals (None: the
        generic signed number)."""
        return None

    def play_name(self, seat: int, cards: list[str]) -> tuple[str, bool] | None:
        """A name for a play on the table where the engine's climbing names do not reach (找朋友's
        tricks), and whether it is news (gold); None for none."""
        return None

    def hand_headline(self, result: Any, names: list[str]) -> str | None:
        """The scoring screen's line under the title for a hand (not the match's last): None for
        "won by" the engine's winners; a game whose winners are not "who won the hand" says its own."""
        return None

    def extra_total(self, seat: int) -> str:
        """A seat's cell in the ``extra_total_key`` column of the scoring screen."""
        return ""

    # ---- the 记牌器
    def tracker_rows(self, view: Mapping[str, Any], mine: list[str]) -> list[TrackerRow] | None:
        """What the 记牌器 counts: (label, still out, total) rows; None: this game has no 记牌器."""
        return self.TRACKER(view, mine) if self.TRACKER is not None else None

    def key_message(self, key: int) -> str | None:
        """The catalogue key of a short message for a table key this game refuses on purpose (三打一's
        T: no 记牌器, SDY-8.6), so the key is answered rather than ignored; None: not refused."""
        return None

    def toggle_tracker(self) -> None:
        self.tracker_on = not self.tracker_on
        self.ctx.rebuild_buttons()

    # ---- the drawing hooks
    def drawer_key(self) -> str:
        """The catalogue key of the side drawer's button (L): the last trick, or the log alone."""
        return "table.last_trick" if self.has_tricks else "table.log"

    def on_event(self, ev: Any) -> bool:
        """Animate/log one engine Event; True when handled (the generic handling is then skipped)."""
        return False

    def bar_buttons(self) -> list[Any]:
        """Extra top-bar widgets (e.g. the 记牌器 toggle)."""
        return []

    def top_text(self) -> str:
        """A short fact for the top bar (板子炮's mode, 三打一's bid), or "" for none."""
        return ""

    def top_info(self, surface: pygame.Surface, x: int) -> int:
        """Draw ``top_text`` in the top bar from ``x``; returns the new x."""
        text = self.top_text()
        if not text:
            return x
        ui = self.ctx.ui
        r = ui.text.draw(
            surface, text, ui.fs(17), theme.GOLD, (x + ui.px(8), self.ctx.geo.top_bar.centery), "midleft"
        )
        return r.right

    def centre(self, surface: pygame.Surface) -> bool:
        """Draw the table centre; True replaces the generic prompt box / trick."""
        return False

    def overlay(self, surface: pygame.Surface) -> None:
        """Drawn after the hand and the action bar (markers, the 记牌器 panel, showdown tables)."""

    def busy_rects(self) -> list[pygame.Rect]:
        """Where the game draws on the table besides the seat panels, the buttons and your hand (the
        记牌器 keeps clear of them, as of the boxes drawn this frame, ``TableContext.boxes``): by
        default every seat's play and the other seats' fans of backs."""
        g = self.ctx.geo
        out = []
        for seat in g.panels:
            plays = g.play_rects(seat, 4)
            out.append(plays[0].unionall(plays[1:]))
            if seat != self.ctx.me:
                fan = g.back_rects(seat, 20)
                out.append(fan[0].unionall(fan[1:]))
        return out
