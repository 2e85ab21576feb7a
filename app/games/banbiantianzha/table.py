"""邵阳半边天炸 at the table: the public choices as badges on the seats (捶, 抖, 反抖, 开枪/投降, 反枪),
the hammers turned up and the banker named with pop-ups, and the ledger's doubling factors
(捶×4 · 开枪×2), and a 记牌器 (T) like the other climbing games'. The choice phases use the
generic buttons (one per legal action, named by the catalogue's ``choice.*``) and card play the
generic play bar.

Everything drawn comes from the view (``docs/rules/banbiantianzha.md``).
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.games.banbiantianzha import BBTView

from ...render.animation import Popup
from ...table.panels import ChoicePanel
from ...ui import theme
from .. import climbing as cl
from ..tracker import draw_tracker
from .demo import SCENES, banbiantianzha_scene
from .strings import STRINGS


def surrender_cost(view: BBTView) -> int:
    """What the 庄 pays if he surrenders and nobody 反枪s: 2^(h庄+h闲) to each 闲 (BBT-13.4)."""
    hammer, banker = view["choices"]["hammer"], view["banker"]
    if banker is None:
        return 0
    # the 捶s are all shown by the time 投降 can be chosen (None: one still hidden)
    return sum(2 ** (int(bool(hammer[banker])) + int(bool(hammer[s])))
               for s in range(len(hammer)) if s != banker)


def choice_cost(scene: Any, value: str) -> str:
    """The second line of a choice button: what the choice does to the stakes (BBT-3, BBT-13)."""
    if value in ("chui", "kaiqiang", "fanqiang", "dou", "fandou"):
        return scene.t(f"bbt.sub_{value}")
    if value == "touxiang":
        return scene.t("bbt.sub_touxiang", n=surrender_cost(scene.view))
    if value == "bufan":
        return scene.t("bbt.sub_bufan")
    return ""


def badges(view: BBTView, seat: int) -> list[str]:
    """捶, 抖 (or helped to), 反枪, 开枪/投降 on the banker, 反抖 on the 庄 (BBT-7 … BBT-10)."""
    ch = view["choices"]
    out = []
    if ch["hammer"][seat]:
        out.append("badge.hammer")
    if ch["dou"][seat] or seat in ch["helped"]:
        out.append("badge.dou")
    if ch["counter_shot"] == seat:
        out.append("badge.counter_shot")
    if view["banker"] == seat:
        if ch["shoot"] == "kaiqiang":
            out.append("badge.shoot")
        elif ch["shoot"] == "touxiang":
            out.append("badge.surrender")
    if ch["counter_dou"] and view["zhuang"] == seat:
        out.append("badge.counter_dou")
    return out


class BanbiantianzhaTable(cl.ClimbingTable):
    GAME = "banbiantianzha"
    STRINGS = STRINGS
    DEMO_SCENES = SCENES
    SCENE, BADGES = staticmethod(banbiantianzha_scene), staticmethod(badges)
    DECKS, WITHOUT = 1, "LJ C2 D2"  # BBT-1.2: the 记牌器 counts over the game's 51-card deck
    # the doubling facts a pair line may carry (BBT-13.2), in the order the rule multiplies them
    ledger_factors = (
        ("hammer", "factor.hammer"),
        ("shoot", "factor.shoot"),
        ("dou", "factor.dou"),
        ("counter_dou", "factor.counter_dou"),
    )

    def hint_plays(self) -> list[Any]:
        # a lead of many triples lists over ten thousand plays with wings: the hint cycles the bare
        # triples and planes, which the engine lists in a few ms (a frame's worth)
        return self.ctx.hint_plays()

    def choice_buttons(self, legal: list[Any]) -> list[Any]:
        return ChoicePanel().buttons(self.ctx, legal, lambda a: choice_cost(self.ctx, a.value))

    def on_event(self, ev: Any) -> bool:
        scene = self.ctx
        f = scene.settings.anim_factor
        if ev.kind == "hammer_revealed":  # the hammers, secret until everyone chose (BBT-7)
            for s, on in enumerate(ev.data.get("hammer", [])):
                if on:
                    scene.anim.add(Popup(1.2, text=scene.t("badge.hammer"), seat=s, colour=theme.GOLD), f)
            return True
        if ev.kind == "roles" and ev.seat is not None:  # the banker known (the big joker, a counter-shot)
            scene.anim.add(Popup(1.2, text=scene.t("role.banker"), seat=ev.seat, colour=theme.GOLD), f)
            return True
        return False

    def overlay(self, surface: pygame.Surface) -> None:
        draw_tracker(self.ctx, self, surface)
