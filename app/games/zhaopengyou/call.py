"""The friend-call picker (ZPY-7.1): one selector for the face — a suit and a rank, or a joker — and
the ordinal N (第N张). Faces shown in a bid this hand are greyed out with the engine's reason
(ZPY-7.2); the card to call is previewed with how many copies you hold yourself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine import Action
from engine.cards import parse_cards

from ...render.cards import SUIT_SYMBOL, card_text
from ...table.controls import KeyButton
from ...ui import record, theme
from ...ui.widgets import UIContext, Widget, panel
from ..climbing import bar_y

if TYPE_CHECKING:
    from ..context import TableContext

RANKS = "23456789TJQKA"


def picker_rect(scene: TableContext) -> pygame.Rect:
    g, px = scene.geo, scene.geo.px
    # tall enough for its three rows and the two lines under the card, whatever the hand's rows
    top = min(g.top_bar.bottom + px(150), bar_y(scene) - px(12) - px(230))
    return pygame.Rect(g.W // 2 - px(330), top, px(660), bar_y(scene) - px(12) - top)


def call_buttons(scene: TableContext, legal: list[Any], st: dict[str, Any]) -> list[Any]:
    g, px, t = scene.geo, scene.geo.px, scene.t
    allowed = {(str(a.cards[0]), a.value) for a in legal}
    faces = {f for f, _n in allowed}
    if "face" not in st:
        first = legal[0]
        # a sensible default: the highest plain ace you do not hold three of, else the first allowed
        mine = scene.tokens
        st["face"], st["n"] = str(first.cards[0]), first.value
        for tok in ("HA", "SA", "CA", "DA", "BJ"):
            if tok in faces and mine.count(tok) < 3:
                st["face"], st["n"] = tok, min(3, mine.count(tok) + 1)
                break
    box = picker_rect(scene)
    out: list[Any] = [PickerFrame(box, scene, st)]

    def choose(**kw: Any) -> Any:
        def f() -> None:
            face = kw.get("face", st["face"])
            if "suit" in kw:
                suit = kw["suit"]
                face = (
                    ("BJ" if st["face"] not in ("BJ", "LJ") else st["face"])
                    if suit == "J"
                    else (suit + (st["face"][1:] if st["face"] not in ("BJ", "LJ") else "A"))
                )
            st["face"] = face
            st["n"] = kw.get("n", st["n"])
            scene.rebuild_buttons()

        return f

    face, n = st["face"], st["n"]
    joker = face in ("BJ", "LJ")
    # row 1: suits and the jokers
    y = box.top + px(46)
    suits = [
        ("S", SUIT_SYMBOL["S"]),
        ("H", SUIT_SYMBOL["H"]),
        ("C", SUIT_SYMBOL["C"]),
        ("D", SUIT_SYMBOL["D"]),
        ("J", t("zpy.jokers")),
    ]
    w = px(64)
    x = box.left + px(150)
    for code, label in suits:
        on = (code == "J" and joker) or (not joker and face[0] == code)
        out.append(
            KeyButton(
                pygame.Rect(x, y, w if code != "J" else px(84), px(38)),
                label,
                choose(suit=code),
                style="primary" if on else "alt",
                font_size=20,
            )
        )
        x += (w if code != "J" else px(84)) + px(8)
    # row 2: ranks (or the two jokers)
    y += px(48)
    x = box.left + px(150)
    if joker:
        for tok in ("LJ", "BJ"):
            ok = tok in faces
            out.append(
                KeyButton(
                    pygame.Rect(x, y, px(90), px(38)),
                    card_text(tok),
                    choose(face=tok),
                    style="primary" if face == tok else "alt",
                    font_size=18,
                    enabled=ok,
                    reason=""
                    if ok
                    else (scene.check(Action("call", cards=tuple(parse_cards(tok)), value=1)) or ""),
                )
            )
            x += px(98)
    else:
        rw = px(34)
        for r in RANKS:
            tok = face[0] + r
            ok = tok in faces
            label = "10" if r == "T" else r
            reason = (
                ""
                if ok
                else (scene.check(Action("call", cards=tuple(parse_cards(tok)), value=1)) or "")
            )
            out.append(
                KeyButton(
                    pygame.Rect(x, y, rw, px(38)),
                    label,
                    choose(face=tok),
                    style="primary" if face == tok else "alt",
                    font_size=17,
                    enabled=ok,
                    reason=reason,
                )
            )
            x += rw + px(4)
    # row 3: which copy
    y += px(48)
    x = box.left + px(150)
    for k in (1, 2, 3):
        ok = (face, k) in allowed
        out.append(
            KeyButton(
                pygame.Rect(x, y, px(96), px(38)),
                t("zpy.nth", n=k),
                choose(n=k),
                style="primary" if n == k else "alt",
                font_size=18,
                enabled=ok,
                keys=(pygame.K_1 + k - 1,),
            )
        )
        x += px(104)
    ok = (face, n) in allowed
    action = Action("call", cards=tuple(parse_cards(face)), value=n)
    reason = "" if ok else (scene.check(action) or "")
    bw = px(240)
    out.append(
        KeyButton(
            pygame.Rect(g.W // 2 - bw // 2, bar_y(scene), bw, g.action_h),
            t("zpy.call_confirm"),
            lambda: scene.act(action),
            enabled=ok,
            reason=reason,
            sublabel=t("zpy.call_text", n=n, card=card_text(face)) + "  Enter",
            font_size=20,
            keys=(pygame.K_RETURN, pygame.K_KP_ENTER),
        )
    )
    return out


class PickerFrame(Widget):
    """The picker's frame, labels and the previewed card (drawn first, under the buttons)."""

    def __init__(self, rect: pygame.Rect, scene: Any, st: dict[str, Any]) -> None:
        self.rect, self.scene, self.st = rect, scene, st
        self.enabled, self.focused, self.label = False, False, ""

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface, ui: UIContext) -> None:
        with record.layer("popup"):  # the picker opens over the table (and the fans across it)
            self._draw(surface, ui)

    def _draw(self, surface: pygame.Surface, ui: UIContext) -> None:
        s, px, t = self.scene, ui.px, self.scene.t
        box = self.rect
        panel(surface, box, (6, 16, 14, 230), px(14), border=theme.GOLD_DARK)
        ui.text.draw(
            surface,
            s.turn_line(s.me)[0] if s.auto_playing() else t("zpy.call_title"),
            ui.fs(20),
            theme.GOLD,
            (box.left + px(16), box.top + px(10)),
            bold=True,
        )
        for i, key in enumerate(("zpy.pick_suit", "zpy.pick_rank", "zpy.pick_nth")):
            ui.text.draw(
                surface,
                t(key),
                ui.fs(16),
                theme.TEXT_DIM,
                (box.left + px(140), box.top + px(65) + i * px(48)),
                "midright",
            )
        face, n = self.st["face"], self.st["n"]
        cw, ch = s.geo.play_card
        card = pygame.Rect(box.left + px(24), box.top + px(56), round(cw * 0.95), round(ch * 0.95))
        s.cards.blit_face(surface, face, card, s.settings.four_colour)
        held = s.tokens.count(face)
        lines = [t("zpy.call_text", n=n, card=card_text(face)), t("zpy.you_hold", n=held)]
        for i, line in enumerate(lines):
            ui.text.draw(
                surface,
                line,
                ui.fs(16),
                theme.TEXT if i == 0 else theme.TEXT_DIM,
                (box.left + px(16), box.bottom - px(52) + i * px(22)),
            )

    def draw_tooltip(self, surface: pygame.Surface, ui: UIContext) -> None:
        pass
