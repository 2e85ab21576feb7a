"""The 扯旋 decision panels: the 簸簸 (stake) bar and the betting bar — 丢, 休 or 跟 with what it costs,
敲 with the total, and 大 with an amount slider over exactly the legal range (CX-11.2) plus presets
(minimum, half pot, pot, maximum). The split editor is ``split.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine import Action

from ...table.controls import AmountSlider, KeyButton
from .split import split_buttons

if TYPE_CHECKING:
    from ..context import TableContext



# ------------------------------------------------------------------ the decision panel
def choice_buttons(scene: TableContext, legal: list[Any], st: dict[str, Any]) -> list[Any]:
    """One panel for the three decisions: the 簸簸, a betting turn, the split; ``st`` is the panel's
    state for this decision (slider values, the split editor), kept by the plug-in."""
    kinds = {a.kind for a in legal}
    if kinds == {"stake"}:
        return stake_buttons(scene, legal, st)
    if "split" in kinds and kinds <= {"split", "declare"}:  # declare: house rule sanhua (CX-7.3)
        return split_buttons(scene, legal, st)
    return bet_buttons(scene, legal, st)


def _row(scene: TableContext, widths: list[int], gap: int = 14) -> list[pygame.Rect]:
    g = scene.geo
    px = g.px
    total = sum(px(w) for w in widths) + px(gap) * (len(widths) - 1)
    x = g.W // 2 - total // 2
    out = []
    for w in widths:
        out.append(pygame.Rect(x, g.action_y, px(w), g.action_h))
        x += px(w) + px(gap)
    return out


def stake_buttons(scene: TableContext, legal: list[Any], st: dict[str, Any]) -> list[Any]:
    values = sorted({int(a.value) for a in legal})
    lo, hi = values[0], values[-1]
    table_min = scene.options.get("stake_min", lo)
    st.setdefault("stake", max(lo, min(hi, table_min)))
    presets = values[:4]
    rects = _row(scene, [78] * len(presets) + [300, 190])
    out: list[Any] = []

    def setter(v: int) -> Any:
        def f() -> None:
            st["stake"] = v
            scene.rebuild_buttons()

        return f

    for r, v in zip(rects, presets):
        out.append(
            KeyButton(r, str(v), setter(v), style="primary" if v == st["stake"] else "alt", font_size=20)
        )

    def on_change(v: int) -> None:
        st["stake"] = v
        scene.rebuild_buttons()

    out.append(
        AmountSlider(
            rects[-2],
            lo,
            hi,
            st["stake"],
            step=1 if hi - lo <= 50 else 5,
            on_change=on_change,
            label=scene.t("cx.stake_range"),
        )
    )
    v = st["stake"]
    out.append(
        KeyButton(
            rects[-1],
            scene.t("cx.stake_set"),
            lambda: scene.act(Action("stake", value=v)),
            sublabel=f"{v}  Enter",
            font_size=20,
            keys=(pygame.K_RETURN, pygame.K_KP_ENTER),
        )
    )
    return out


def bet_buttons(scene: TableContext, legal: list[Any], st: dict[str, Any]) -> list[Any]:
    view = scene.view
    me = scene.me
    committed = view["committed"][me]
    top = view["current_bet"]
    pot = view["pot"]
    by_kind: dict[str, list[Any]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    t = scene.t
    out: list[Any] = []
    raises = sorted(int(a.value) for a in by_kind.get("raise", []))
    has_raise = bool(raises)
    # 跟 or 休 only when legal: short of a full call (CX-11.3) the prompt says so, no dead button
    middle = "check" in by_kind or "call" in by_kind
    widths = [104, 132, 132, 290, 150] if has_raise else [120, 150, 150]
    rects = _row(scene, widths if middle else widths[:1] + widths[2:])
    if not middle:
        rects.insert(1, rects[0])  # keeps the indexes below; nothing is drawn there
    out.append(
        KeyButton(
            rects[0],
            t("cx.fold") + "  F",
            lambda: scene.act(Action("fold")),
            style="alt",
            font_size=22,
            keys=(pygame.K_f,),
        )
    )
    if "check" in by_kind:
        out.append(
            KeyButton(
                rects[1],
                t("cx.check") + "  C",
                lambda: scene.act(Action("check")),
                font_size=22,
                keys=(pygame.K_c,),
            )
        )
    elif "call" in by_kind:
        call = by_kind["call"][0]
        out.append(
            KeyButton(
                rects[1],
                t("cx.call") + "  C",
                lambda: scene.act(call),
                font_size=22,
                sublabel=f"+{int(call.value) - committed} → {call.value}",
                keys=(pygame.K_c,),
            )
        )
    allin = by_kind.get("allin", [None])[0]
    if allin is not None:
        out.append(
            KeyButton(
                rects[2],
                t("cx.allin") + "  K",
                lambda: scene.act(allin),
                style="alt",
                font_size=22,
                sublabel=f"{allin.value}",
                keys=(pygame.K_k,),
            )
        )
    if has_raise:
        lo, hi = raises[0], raises[-1]
        ante = view["ante"]
        st.setdefault("raise", lo)
        st["raise"] = max(lo, min(hi, st["raise"]))

        def on_change(v: int) -> None:
            st["raise"] = v
            scene.rebuild_buttons()

        out.append(
            AmountSlider(
                rects[3], lo, hi, st["raise"], step=ante, on_change=on_change, label=t("cx.raise_range")
            )
        )
        v = st["raise"]
        out.append(
            KeyButton(
                rects[4],
                t("cx.raise") + "  R",
                lambda: scene.act(Action("raise", value=v)),
                font_size=22,
                sublabel=f"→ {v}",
                keys=(pygame.K_r,),
            )
        )
        # presets above the slider: the minimum, half the pot, the pot, the most (all inside the range)
        g, px = scene.geo, scene.geo.px
        span = pygame.Rect(rects[3].left, 0, rects[4].right - rects[3].left, 0)
        labels = [("cx.p_min", lo), ("cx.p_half", top + pot // 2), ("cx.p_pot", top + pot), ("cx.p_max", hi)]
        w = (span.width - 3 * px(8)) // 4
        y = g.action_y - px(40)
        for i, (key, val) in enumerate(labels):
            val = max(lo, min(hi, val))

            def preset(x: int = val) -> None:
                st["raise"] = x
                scene.rebuild_buttons()

            out.append(
                KeyButton(
                    pygame.Rect(span.left + i * (w + px(8)), y, w, px(32)),
                    t(key),
                    preset,
                    style="primary" if val == v else "ghost",
                    font_size=16,
                )
            )
    return out


# ------------------------------------------------------------------ badges, seats, centre


def bet_prompt(scene: TableContext, legal: list[Any]) -> str:
    """The betting prompt naming exactly the legal choices (CX-11), in the order of the buttons' keys;
    facing a bet the chips cannot fully call, it says so instead of offering 跟."""
    view, me, t = scene.view, scene.me, scene.t
    by_kind = {a.kind: a for a in legal}
    owe = view["current_bet"] - view["committed"][me]
    parts = []
    if "check" in by_kind:
        parts.append(t("cx.opt_check"))
    if "call" in by_kind:
        parts.append(t("cx.opt_call", n=owe))
    if "raise" in by_kind:
        parts.append(t("cx.opt_raise"))
    if "allin" in by_kind:
        parts.append(t("cx.opt_allin", n=by_kind["allin"].value))
    if "fold" in by_kind:
        parts.append(t("cx.opt_fold"))
    options = parts[0] if len(parts) < 2 else t("cx.sep").join(parts[:-1]) + t("cx.or") + parts[-1]
    if owe > 0 and "call" not in by_kind:
        return t("cx.prompt_short", n=owe, options=options)
    return t("cx.prompt_turn", options=options)
