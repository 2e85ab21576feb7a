"""The end of a 扯旋 hand on the table: the showdown in settlement order (strongest tail first,
CX-12.4), each player compared with you head against head and tail against tail (CX-9), the chips
won and lost, and where a cap stopped a transfer (CX-11.8, CX-12.6); or the sole survivor, or the
void round."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import pygame

from engine.cards import parse_cards
from engine.games.chexuan import STANDARD, CXRevealView, CXView, Ranking, compare, pair_rank, ranking_of

from ...ui import theme
from ...ui.widgets import panel
from .layout import short_name, top_clear

if TYPE_CHECKING:
    from ..context import TableContext


def _cards(tokens: list[str]) -> list[Any]:
    return parse_cards(" ".join(tokens))


def _sign(a: Any, b: Any) -> int:
    return (a > b) - (a < b)


def showdown_rows(view: CXView) -> list[tuple[int, CXRevealView]]:
    """The showdown players in settlement order: tail, then head, strongest first (CX-12.4)."""
    # "head" is there only for a seat that showed its split (not a sole survivor's 三花 proof)
    rows = [(int(k), v) for k, v in view["revealed"].items() if v.get("head")]
    rk = ranking_of(view.get("ranking", {}))
    rows.sort(key=lambda kv: (pair_rank(_cards(kv[1]["tail"]), rk), pair_rank(_cards(kv[1]["head"]), rk)),
              reverse=True)
    return rows


def versus(mine: CXRevealView, his: CXRevealView, ranking: Ranking = STANDARD) -> tuple[int, int, int]:
    """(head sign, tail sign, result) from my side: 1 better / win, 0 tie / draw, -1 worse / loss;
    ``ranking``: the room's tie-break house rules (CX-6.2, CX-6.3)."""
    mh, mt = _cards(mine["head"]), _cards(mine["tail"])
    hh, ht = _cards(his["head"]), _cards(his["tail"])
    return (
        _sign(pair_rank(mh, ranking), pair_rank(hh, ranking)),
        _sign(pair_rank(mt, ranking), pair_rank(ht, ranking)),
        compare((mh, mt), (hh, ht), ranking),
    )


def cap_notes(scene: TableContext, view: CXView) -> list[str]:
    """One sentence per transfer a cap cut short (the ledger's ``cap`` detail)."""
    result = view["result"]
    committed = view["committed"]
    out = []
    for line in result["lines"] if result is not None else []:
        d = line["detail"]  # free-form per line: "cap" and "from" only where a cap applied
        cap, seat, src = d.get("cap"), line["seat"], d.get("from")
        if cap not in ("winner", "loser") or seat is None or not isinstance(src, int):
            continue
        kw = {
            "name": scene.name(seat),
            "from_name": scene.name(src),
            "value": line["value"],
            "c": committed[seat],
            "cf": committed[src],
        }
        out.append(scene.t("cx.cap_winner" if cap == "winner" else "cx.cap_loser", **kw))
    return out


#: the reopened last hand (上局, V) sits over a live table: opaque, so today's cards do not show through
SOLID = (8, 20, 17)


def draw_showdown(s: TableContext, surface: pygame.Surface, view: CXView | None = None,
                  solid: bool = False) -> None:
    """The end of the hand: ``view`` is a finished hand's (the last one, reopened with V, drawn
    ``solid``), by default the hand on the table."""
    ui, g = s.ui, s.geo
    if view is None:
        view = cast("CXView", s.view)
    px, t = ui.px, s.t
    n = s.n
    name = lambda seat: s.name(seat)  # noqa: E731
    result = view["result"]
    deltas = result["deltas"] if result is not None else [0] * n
    outcome = view["outcome"]
    if outcome != "showdown":
        if outcome == "void":
            title, sub = t("cx.void_title"), t("cx.void", street=view["street"])
        else:
            out, playing = view["folded"], view["playing"]
            survivor = next((i for i in range(n) if playing[i] and not out[i]), 0)
            proof = view["revealed"].get(str(survivor))  # None: the survivor shows nothing
            title = t("cx.survivor", name=name(survivor))
            sub = (
                t("cx.survivor_sanhua", kind=proof["sanhua"])
                if proof is not None
                else t("cx.survivor_sub", n=max(deltas))
            )
        # the sentence under the title wraps: the box grows with its lines (English at 1024×640)
        step = round(ui.text.font(ui.fs(17)).get_linesize() * 1.35 / 1.2)  # draw_wrapped's line step
        lines = len(ui.text.wrap(sub, ui.fs(17), px(580)))
        box = pygame.Rect(0, 0, px(620), px(72) + lines * step)
        box.center = (g.W // 2, round(g.H * 0.42))
        # issue 38: never over the cards of the seats above (their panels grow where a folded or
        # all-in 庄's badges wrap, six seats in English), as the showdown's box keeps below them
        box.top = max(box.top, top_clear(s))
        s.boxes.append(box)
        panel(surface, box, SOLID if solid else (0, 0, 0, 170), px(14))
        ui.text.draw(surface, title, ui.fs(26), theme.GOLD, (box.centerx, box.top + px(16)), "midtop", True)
        inner = pygame.Rect(box.left + px(20), box.top + px(58), box.width - px(40), lines * step)
        ui.text.draw_wrapped(surface, sub, ui.fs(17), theme.TEXT, inner, align="center")
        return
    rows = showdown_rows(view)
    notes = cap_notes(s, view)[:2]
    folded = [i for i in range(n) if view["folded"][i] and view["playing"][i]]
    rh = px(28)
    height = px(44) + px(26) + rh * (len(rows) + (1 if folded else 0)) + px(24) * len(notes) + px(14)
    box = pygame.Rect(0, 0, px(780), height)
    en = not s.i18n.zh

    box.midtop = (g.W // 2, top_clear(s))
    s.boxes.append(box)
    panel(surface, box, SOLID if solid else (6, 14, 12, 238), px(14))
    ui.text.draw(
        surface, t("cx.sd_title"), ui.fs(20), theme.GOLD, (box.left + px(18), box.top + px(10)), bold=True
    )
    revealed = view["revealed"]
    me = s.me if s.shown_seat() is not None or s.viewer is not None else None
    mine = revealed.get(str(me)) if me is not None else None
    cols = [box.left + px(18), box.left + px(170), box.left + px(320), box.left + px(470), box.right - px(20)]
    y = box.top + px(44)
    heads = [("cx.col_player", 0), ("cx.head", 1), ("cx.tail", 2)]
    for key, c in heads:
        ui.text.draw(surface, t(key), ui.fs(16), theme.TEXT_DIM, (cols[c], y))
    if mine is not None:
        ui.text.draw(surface, t("cx.col_vs"), ui.fs(16), theme.TEXT_DIM, (cols[3], y))
    ui.text.draw(surface, t("cx.col_delta"), ui.fs(16), theme.TEXT_DIM, (cols[4], y), "topright")
    y += px(26)
    sym = {1: "cx.cmp_w", 0: "cx.cmp_t", -1: "cx.cmp_l"}
    res = {1: "cx.vs_win", 0: "cx.vs_draw", -1: "cx.vs_lose"}
    for seat, rv in rows:
        mid = y + rh // 2
        pygame.draw.circle(surface, theme.SEAT_COLOURS[seat % 6], (cols[0] + px(6), mid), px(6))
        ui.text.draw(
            surface, name(seat), ui.fs(17), theme.TEXT, (cols[0] + px(18), mid), "midleft", seat == me
        )
        if rv["sanhua"]:
            ui.text.draw(
                surface,
                t("cx.sanhua_row", kind=rv["sanhua"]),
                ui.fs(17),
                theme.OK,
                (cols[1], mid),
                "midleft",
                True,
            )
        else:
            ui.text.draw(
                surface,
                short_name(rv.get("head_name", ""), en),
                ui.fs(17),
                theme.GOLD,
                (cols[1], mid),
                "midleft",
                True,
            )
            ui.text.draw(
                surface,
                short_name(rv.get("tail_name", ""), en),
                ui.fs(17),
                theme.GOLD,
                (cols[2], mid),
                "midleft",
                True,
            )
        if mine is not None and seat != me and not rv["sanhua"] and not mine["sanhua"]:
            h, tl, r = versus(mine, rv, ranking_of(view.get("ranking", {})))
            text = f"{t('cx.head')}{t(sym[h])} {t('cx.tail')}{t(sym[tl])} → {t(res[r])}"
            colour = theme.OK if r > 0 else (theme.ERROR if r < 0 else theme.TEXT)
            ui.text.draw(surface, text, ui.fs(16), colour, (cols[3], mid), "midleft")
        d = deltas[seat]
        ui.text.draw(
            surface,
            f"{d:+d}" if d else "0",
            ui.fs(18),
            theme.OK if d > 0 else (theme.ERROR if d < 0 else theme.TEXT),
            (cols[4], mid),
            "midright",
            True,
        )
        y += rh
    if folded:
        mid = y + rh // 2
        text = t("cx.folded_row", names=s.i18n.join_names(name(i) for i in folded))
        ui.text.draw(surface, text, ui.fs(16), theme.TEXT_DIM, (cols[0], mid), "midleft")
        lost = sum(deltas[i] for i in folded)
        ui.text.draw(
            surface,
            f"{lost:+d}" if lost else "0",
            ui.fs(18),
            theme.ERROR if lost < 0 else theme.TEXT,
            (cols[4], mid),
            "midright",
            True,
        )
        y += rh
    for note in notes:
        ui.text.draw(surface, "• " + note, ui.fs(16), theme.TEXT_DIM, (cols[0], y + px(2)))
        y += px(24)
