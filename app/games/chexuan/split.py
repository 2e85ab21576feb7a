"""The 扯旋 head/tail split editor (CX-8): two boxes, 头 and 尾, each with its live name (丁皇, 天杠,
9 点…); a card moves between them by a click or by dragging it; the suggested split (CX-8.4) is
preselected. The head is the hand's selection, so clicking the cards in the hand row works too."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from engine import Action
from engine.cards import parse_cards
from engine.games.chexuan import pair_name, pair_rank, ranking_of, sanhua

from ...table.controls import KeyButton
from ...ui import theme
from ...ui.widgets import UIContext, Widget, panel
from .layout import short_name, split_rect

if TYPE_CHECKING:
    from ..context import TableContext


def _name(tokens: list[str], en: bool = False) -> str:
    return short_name(pair_name(parse_cards(" ".join(tokens))), en) if len(tokens) == 2 else ""


def sanhua_kind(view: Mapping[str, Any], tokens: list[str]) -> str | None:
    """The 三花 the four cards make under the room's house rule sanhua (CX-7.3), else None."""
    if len(tokens) != 4:
        return None
    return sanhua(parse_cards(" ".join(tokens)), view.get("sanhua_rule", "auto"))


def head_tail(scene: TableContext) -> tuple[list[int], list[int]]:
    head = sorted(i for i in scene.selected if 0 <= i < len(scene.tokens))
    tail = [i for i in range(len(scene.tokens)) if i not in scene.selected]
    return head, tail


def set_head(scene: TableContext, st: dict[str, Any], head: list[int]) -> None:
    st["order"] = list(head)
    scene.set_selected(set(head))


def move_card(scene: TableContext, st: dict[str, Any], i: int, swap_with: int | None = None) -> None:
    """Move card ``i`` to the other half; a full head gives back ``swap_with`` (or its oldest card)."""
    head, _tail = head_tail(scene)
    order = [j for j in st.get("order", head) if j in head] + [
        j for j in head if j not in st.get("order", [])
    ]
    if i in head:
        new = [j for j in head if j != i]
        if swap_with is not None and swap_with not in head:
            new.append(swap_with)
    else:
        new = order + [i]
        while len(new) > 2:
            out = swap_with if swap_with in new[:-1] else new[0]
            new.remove(out)
    set_head(scene, st, new)
    st["order"] = new


def split_buttons(scene: TableContext, legal: list[Any], st: dict[str, Any]) -> list[Any]:
    g, px, t = scene.geo, scene.geo.px, scene.t
    tokens = scene.tokens
    suggested = [str(c) for c in parse_cards(str(legal[0].value))]
    if not st.get("init"):
        st["init"] = True
        chosen: list[int] = []
        for tok in suggested:
            chosen.append(next(i for i, x in enumerate(tokens) if x == tok and i not in chosen))
        st["order"] = chosen
        scene.set_selected(set(chosen), rebuild=False)  # these buttons are being built now
    head, tail = head_tail(scene)
    editor = SplitEditor(split_rect(scene), scene, st)
    sug_idx: list[int] = []
    for tok in suggested:
        sug_idx.append(next(i for i, x in enumerate(tokens) if x == tok and i not in sug_idx))
    declare = any(a.kind == "declare" for a in legal)  # house rule sanhua = declared (CX-7.3)
    w, gap = px(170), px(16)
    count = 4 if declare else 3
    left = g.W // 2 - (count * w + (count - 1) * gap) // 2
    y, h = g.action_y, g.action_h
    ok = len(head) == 2
    value = " ".join(tokens[i] for i in head)
    reason = "" if ok else t("cx.need_two")
    extra: list[Any] = []
    if declare:
        extra.append(KeyButton(
            pygame.Rect(left + 3 * (w + gap), y, w, h),
            t("cx.declare") + "  X",
            lambda: scene.act(Action("declare")),
            style="alt",
            font_size=20,
            keys=(pygame.K_x,),
        ))
    return [
        KeyButton(
            pygame.Rect(left, y, w, h),
            t("cx.suggest") + "  G",
            lambda: set_head(scene, st, sug_idx),
            style="primary" if sorted(sug_idx) == head else "alt",
            font_size=20,
            keys=(pygame.K_g,),
        ),
        KeyButton(
            pygame.Rect(left + w + gap, y, w, h),
            t("cx.swap") + "  W",
            lambda: set_head(scene, st, tail) if len(tail) == 2 else None,
            style="alt",
            font_size=20,
            enabled=len(tail) == 2,
            keys=(pygame.K_w,),
        ),
        KeyButton(
            pygame.Rect(left + 2 * (w + gap), y, w, h),
            t("cx.confirm_split") + "  Enter",
            lambda: scene.act(Action("split", value=value)),
            enabled=ok,
            reason=reason,
            font_size=20,
            keys=(pygame.K_RETURN, pygame.K_KP_ENTER),
        ),
        *extra,
        editor,
    ]


@dataclass(eq=False)
class SplitEditor(Widget):
    rect: pygame.Rect
    scene: Any
    st: dict[str, Any]
    enabled: bool = True
    focused: bool = False
    label: str = ""

    # ---- geometry
    def halves(self) -> tuple[pygame.Rect, pygame.Rect]:
        r = self.rect
        px = self.scene.geo.px
        w = (r.width - px(16)) // 2
        h = r.height - px(24)
        return pygame.Rect(r.left, r.top, w, h), pygame.Rect(r.right - w, r.top, w, h)

    def card_size(self) -> tuple[int, int]:
        """The table's play size, smaller when the boxes are short (wide windows)."""
        px = self.scene.geo.px
        cw, ch = self.scene.geo.play_card
        room = self.halves()[0].height - px(34) - px(36)
        if ch > room:
            cw, ch = round(cw * room / ch), room
        return cw, ch

    def card_rects(self) -> dict[int, pygame.Rect]:
        px = self.scene.geo.px
        cw, ch = self.card_size()
        out: dict[int, pygame.Rect] = {}
        head, tail = head_tail(self.scene)
        for box, idx in zip(self.halves(), (head, tail)):
            total = cw * len(idx) + px(10) * max(0, len(idx) - 1)
            x = box.centerx - total // 2
            for k, i in enumerate(idx):
                out[i] = pygame.Rect(x + k * (cw + px(10)), box.top + px(34), cw, ch)
        return out

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in self.card_rects().items():
            if r.collidepoint(pos):
                return i
        return None

    # ---- input: click moves a card across, drag drops it on the other half (or on a card to swap)
    def handle(self, event: pygame.event.Event) -> bool:
        st = self.st
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            i = self.card_at(event.pos)
            if i is not None:
                st["drag"] = {"idx": i, "start": event.pos, "pos": event.pos}
            return True
        if event.type == pygame.MOUSEMOTION and st.get("drag"):
            st["drag"]["pos"] = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and st.get("drag"):
            drag = st.pop("drag")
            i = drag["idx"]
            sx, sy = drag["start"]
            moved = abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > self.scene.geo.px(8)
            if not moved:
                move_card(self.scene, st, i)
                return True
            head, _tail = head_tail(self.scene)
            hbox, tbox = self.halves()
            target = hbox if i not in head else tbox
            if target.collidepoint(event.pos):
                move_card(self.scene, st, i, swap_with=self.card_at(event.pos))
            return True
        return self.rect.collidepoint(getattr(event, "pos", (-1, -1))) and event.type in (
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEBUTTONDOWN,
        )

    def activate(self) -> None:
        pass

    # ---- drawing
    def draw(self, surface: pygame.Surface, ui: UIContext) -> None:
        s = self.scene
        px = ui.px
        head, tail = head_tail(s)
        toks = s.tokens
        en = not s.i18n.zh
        names = [_name([toks[i] for i in head], en), _name([toks[i] for i in tail], en)]
        rk = ranking_of(s.view.get("ranking", {}))  # the room's tie-break house rules (CX-6.2, 6.3)
        ranks = [
            pair_rank(parse_cards(" ".join(toks[i] for i in grp)), rk) if len(grp) == 2 else None
            for grp in (head, tail)
        ]
        drag = self.st.get("drag")
        for k, (box, title) in enumerate(zip(self.halves(), ("cx.head", "cx.tail"))):
            panel(surface, box, (0, 0, 0, 140), px(14), border=theme.GOLD if k == 0 else (120, 170, 150))
            ui.text.draw(
                surface,
                s.t(title),
                ui.fs(18),
                theme.TEXT_DIM,
                (box.left + px(14), box.top + px(8)),
                bold=True,
            )
            nm = names[k] or s.t("cx.need_two")
            ui.text.draw(
                surface,
                nm,
                ui.fs(24 if names[k] else 16),
                theme.GOLD if names[k] else theme.TEXT_DIM,
                (box.centerx, box.bottom - px(34)),
                "midtop",
                True,
            )
        rects = self.card_rects()
        for i, r in rects.items():
            if drag and drag["idx"] == i:
                continue
            s.cards.blit_face(surface, toks[i], r, s.settings.four_colour)
        if drag:
            i = drag["idx"]
            if i in rects:
                r = rects[i].copy()
                dx, dy = drag["pos"][0] - drag["start"][0], drag["pos"][1] - drag["start"][1]
                s.cards.blit_face(
                    surface, toks[i], r.move(dx, dy), s.settings.four_colour, selected=True
                )
        # between the boxes: how the halves compare; below: what the engine will do
        mid = (self.rect.centerx, self.rect.top + px(34) + self.card_size()[1] // 2)
        note, colour = s.t("cx.split_hint"), theme.TEXT_DIM
        if ranks[0] is not None and ranks[1] is not None:
            sign = "≥" if ranks[0] >= ranks[1] else "<"
            a, b = self.halves()
            size = ui.fs(28)  # in the gap between the halves, never over their edges
            while size > 8 and ui.text.ink(sign, size, True).width > b.left - a.right - 2:
                size -= 1
            ui.text.draw(surface, sign, size, theme.TEXT if sign == "≥" else theme.ERROR, mid, "center", True)
            if ranks[0] < ranks[1]:
                note, colour = s.t("cx.will_swap"), theme.ERROR
        kind = sanhua_kind(s.view, toks)
        if kind:
            declared = s.view.get("sanhua_rule") == "declared"  # it counts only if declared (CX-7.3)
            key = "cx.sanhua_declare_note" if declared else "cx.sanhua_note"
            note, colour = s.t(key, kind=kind), theme.OK
        ui.text.draw(
            surface, note, ui.fs(16), colour, (self.rect.centerx, self.rect.bottom + px(2)), "midbottom"
        )

    def draw_tooltip(self, surface: pygame.Surface, ui: UIContext) -> None:
        pass
