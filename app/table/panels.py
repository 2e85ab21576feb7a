"""The decision panels above your hand, generated from ``legal_actions()``.

``ChoicePanel`` turns any choice phase (捶/不捶, 开枪/投降, 抖…) into one button per legal action;
``PlayBar`` is the card-play bar (不出 / 提示 / 出牌). Games whose decisions need more (bets, bids,
friend calls, head/tail splits) draw their own (``GameTable.choice_buttons``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from engine import Action, action_kinds

from ..render.cards import card_text
from ..services.i18n import CATALOGUE
from ..ui.widgets import Button

if TYPE_CHECKING:
    from ..games.context import TableContext

PLAY_KINDS = {"play", "pass"}


def action_label(scene: TableContext, action: Any) -> str:
    key = f"choice.{action.value}"
    if key in CATALOGUE:
        return scene.t(key)
    if action.kind == "pass":
        return scene.t("table.pass")
    # a decision no panel knows yet: its kind, value and cards, still readable
    parts = [scene.t(f"kind.{action.kind}") if f"kind.{action.kind}" in CATALOGUE else action.kind]
    if action.value is not None:
        parts.append(str(action.value))
    if action.cards:
        parts.append(" ".join(card_text(str(c)) for c in action.cards))
    return " ".join(parts)


class ChoicePanel:
    """One button per legal action; many actions wrap into rows (at most MAX shown)."""

    MAX = 24

    def buttons(
        self, scene: TableContext, legal: list[Any], sublabel: Callable[[Any], str] | None = None
    ) -> list[Button]:
        """``sublabel(action)``: a second line under a choice (what it costs, 开枪's ×2…), or ""."""
        geo = scene.geo
        px = geo.px
        shown = legal[: self.MAX]
        n = len(shown)
        few = n <= 6
        per_row = n if few else 8
        w, gap = (px(200 if sublabel else 150), px(18)) if few else (px(120), px(8))
        h = geo.action_h if few else px(40)
        extra = px(14) if sublabel and few else 0  # a second line's room, grown upwards (the hand is below)
        h += extra
        rows = (n + per_row - 1) // per_row
        out = []
        for i, action in enumerate(shown):
            r, c = divmod(i, per_row)
            in_row = min(per_row, n - r * per_row)
            left = geo.W // 2 - (in_row * w + (in_row - 1) * gap) // 2
            top = geo.action_y - extra - (rows - 1 - r) * (h + gap)
            # the first action of a yes/no pair is the bold one (捶, 开枪, 抖…); the other is quieter
            style = "primary" if i == 0 else "alt"
            label = action_label(scene, action) + (f"  {i + 1}" if i < 9 and few else "")
            out.append(
                Button(
                    pygame.Rect(left + c * (w + gap), top, w, h),
                    label,
                    _act(scene, action),
                    style=style,
                    font_size=22 if few else 16,
                    sublabel=sublabel(action) if sublabel else "",
                )
            )
        return out


class PlayBar:
    """The card-play bar; ``scene`` is the table scene (its play, pass and hint commands)."""

    def buttons(self, scene: Any, legal: list[Any]) -> list[Button]:
        geo = scene.geo
        px = geo.px
        with_pass = scene.game.passes_in_play
        w, gap = px(128), px(18)
        n = 3 if with_pass else 2
        total = n * w + (n - 1) * gap
        left = geo.W // 2 - total // 2
        y, h = geo.action_y, geo.action_h
        y -= geo.row_lift(len(scene.tokens))  # above a two-row hand (打筒子 41, 三打一 33 cards)
        play_enabled, play_reason = scene.play_state()
        out: list[Button] = []
        if with_pass:
            pass_reason = scene.refusal(Action.pass_()) or ""  # e.g. 半边天炸's leader may not pass
            can_pass = "pass" in action_kinds(legal) and not pass_reason
            out.append(Button(
                pygame.Rect(left, y, w, h),
                scene.t("table.pass") + "  P",
                scene.do_pass,
                enabled=can_pass,
                reason=pass_reason,
                style="alt",
                font_size=20,
            ))
            left += w + gap
        out.append(Button(
            pygame.Rect(left, y, w, h),
            scene.t("table.hint") + "  H",
            scene.do_hint,
            style="alt",
            font_size=20,
        ))
        out.append(Button(
            pygame.Rect(left + w + gap, y, w, h),
            scene.t("table.play"),
            scene.do_play,
            enabled=play_enabled,
            reason=play_reason,
            font_size=20,
        ))
        return out


def _act(scene: TableContext, action: Any) -> Callable[[], object]:
    return lambda: scene.act(action)


def is_card_play(legal: list[Any]) -> bool:
    """True when the decision is card play (the play bar), not a choice phase. Card play always
    offers a play (the table's stand-in ``[pass, play]``); a choice phase whose only legal action is
    a pass (找朋友's 不叫 with nothing to declare) gets its choice buttons, not a play bar."""
    kinds = action_kinds(legal)  # never enumerate 打筒子's millions of plays
    return "play" in kinds and kinds <= PLAY_KINDS
