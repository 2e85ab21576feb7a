"""记牌器, the played-card tracker: how many cards of each rank (扯旋: each class) are still out —
neither in your hand nor seen on the table. A game plugs in by adding a function to ``TRACKERS``;
the top bar then shows a toggle (key T) and the panel is drawn over the table's left side."""

from __future__ import annotations

import weakref
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ..ui import theme
from ..ui.widgets import panel
from .controls import KeyButton

if TYPE_CHECKING:
    from ..scenes.table import TableScene

#: game id -> f(view, your tokens) -> [(label, still out, total)]
TRACKERS: dict[str, Callable[[dict[str, Any], list[str]], list[tuple[str, int, int]]]] = {}
_ON: weakref.WeakKeyDictionary[Any, bool] = weakref.WeakKeyDictionary()

RANK_LABEL = {"T": "10"}


def is_on(scene: Any) -> bool:
    return _ON.get(scene, False)


def toggle(scene: Any) -> None:
    _ON[scene] = not is_on(scene)
    scene.rebuild_buttons()


def chexuan_tracker(view: dict[str, Any], mine: list[str]) -> list[tuple[str, int, int]]:
    from engine.games.chexuan import DECK, card_class

    seen = Counter(mine)
    for cards in view.get("open_cards") or []:
        for tok in cards or []:
            if tok not in mine:
                seen[tok] += 1
    for rv in (view.get("revealed") or {}).values():
        if isinstance(rv, dict):
            for tok in (rv.get("head") or []) + (rv.get("tail") or []) + (rv.get("cards") or []):
                if tok not in mine and not seen[tok]:
                    seen[tok] += 1
    total: Counter[str] = Counter()
    out_: Counter[str] = Counter()
    order: list[str] = []
    for c in DECK:
        cls = card_class(c)
        if cls not in total:
            order.append(cls)
        total[cls] += 1
        out_[cls] += 0 if seen[str(c)] else 1
    return [(cls, out_[cls], total[cls]) for cls in order]


def zhaopengyou_tracker(view: dict[str, Any], mine: list[str]) -> list[tuple[str, int, int]]:
    played = Counter(r for r in (_rank(t) for t in view.get("played") or []))
    trick = view.get("trick") or []
    for cards in trick:
        for tok in cards or []:
            played[_rank(tok)] += 1
    have = Counter(_rank(t) for t in mine)
    if view.get("phase") == "over":
        return []
    out = []
    for r in "AKQJT98765432":
        out.append((RANK_LABEL.get(r, r), 12 - played[r] - have[r], 12))
    for tok, label in (("LJ", "小王"), ("BJ", "大王")):
        out.append((label, 3 - played[tok] - have[tok], 3))
    return out


def _rank(token: str) -> str:
    return token if token in ("LJ", "BJ") else token[1:]


TRACKERS["chexuan"] = chexuan_tracker
TRACKERS["zhaopengyou"] = zhaopengyou_tracker


def tracker_button(scene: TableScene) -> list[Any]:
    if scene.session.game_id not in TRACKERS:
        return []
    g, px = scene.geo, scene.geo.px
    sb = g.side_buttons  # above the sort and auto buttons, bottom right
    rect = pygame.Rect(sb.right - px(130), sb.bottom - px(136), px(130), px(40))
    return [
        KeyButton(
            rect,
            scene.t("tracker.button") + "  T",
            lambda: toggle(scene),
            style="alt",
            font_size=17,
            selected=is_on(scene),
            keys=(pygame.K_t,),
        )
    ]


def tracker_rect(scene: TableScene, w: int, h: int) -> pygame.Rect:
    """Top left, or below a seat that sits there (the 3-player tables' left seat) so that its panel and
    cards stay in view; back at the top only if there is no room above the action bar."""
    g, px = scene.geo, scene.ui.px
    box = pygame.Rect(px(12), g.top_bar.bottom + px(8), w, h)
    for seat, panel_rect in sorted(g.panels.items(), key=lambda kv: kv[1].top):
        if seat == scene.me:
            continue
        zone = panel_rect.union(g.back_rects(seat, 1)[0])  # the panel and its fan of backs
        if box.colliderect(zone):
            box.top = zone.bottom + px(8)
    if box.bottom > g.action_y:
        box.top = g.top_bar.bottom + px(8)
    return box


def draw_tracker(scene: TableScene, surface: pygame.Surface) -> None:
    fn = TRACKERS.get(scene.session.game_id)
    if fn is None or not is_on(scene):
        return
    ui = scene.ui
    px = ui.px
    mine = list(scene.tokens) if scene.shown_seat() is not None else []
    rows = fn(scene.view, mine)
    cols = 3
    cw, rh = px(104), px(26)
    lines = max(1, (len(rows) + cols - 1) // cols)
    box = tracker_rect(scene, cols * cw + px(24), px(62) + lines * rh)
    panel(surface, box, (10, 24, 21), px(12), border=theme.GOLD_DARK)  # opaque: it covers other panels
    ui.text.draw(
        surface,
        scene.t("tracker.title"),
        ui.fs(18),
        theme.GOLD,
        (box.left + px(12), box.top + px(8)),
        bold=True,
    )
    ui.text.draw(
        surface, scene.t("tracker.note"), ui.fs(16), theme.TEXT_DIM, (box.left + px(12), box.top + px(32))
    )
    if not rows:
        return
    for k, (label, left, total) in enumerate(rows):
        x = box.left + px(12) + (k % cols) * cw
        y = box.top + px(58) + (k // cols) * rh
        colour = theme.TEXT_DIM if left == 0 else (theme.GOLD if left == total else theme.TEXT)
        ui.text.draw(surface, label, ui.fs(16), theme.TEXT, (x, y))
        ui.text.draw(
            surface,
            f"{left}/{total}" if total > 1 else str(left),
            ui.fs(16),
            colour,
            (x + cw - px(14), y),
            "topright",
            True,
        )
