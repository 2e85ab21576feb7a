"""What happened, shown: the engine's ``Event``s of an action become card flights, popups, sounds
and log lines at the live table. The game's plug-in sees each event first (``GameTable.on_event``)
and may show it its own way; what it leaves is shown here the same for every game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..render.animation import CardFlight, Popup
from ..render.cards import card_text
from ..ui import theme
from .plays import table_play

if TYPE_CHECKING:
    from .host import LiveTable


def show_events(t: LiveTable, events: list[Any], mine: dict[int, tuple[str, pygame.Rect]]) -> None:
    """Show ``events``; ``mine`` is where each of your cards lay before the action (index ->
    (token, rect)): your played cards fly from there."""
    f = t.app.settings.anim_factor
    g = t.geo
    name = lambda s: t.session.name(s, t.app.i18n)  # noqa: E731
    for ev in events:
        k, seat, data = ev.kind, ev.seat, ev.data
        if k == "played":
            t.anim.start_sweeps()
        if t.game.on_event(ev):
            continue  # the game's own animation and log line
        if k == "played":
            cards = table_play(t, seat, list(data.get("cards", [])))
            ends = g.play_rects(seat, len(cards))
            if seat == t.me and mine:
                starts, used = [], set()
                for tok in cards:
                    idx = next((i for i, (have, _) in mine.items() if have == tok and i not in used), None)
                    used.add(idx)
                    starts.append(mine[idx][1] if idx is not None else ends[0])
            else:
                c = g.panels[seat].center
                starts = [pygame.Rect(c[0] - g.back[0] // 2, c[1] - g.back[1] // 2, *g.back)] * len(cards)
            t.trick_snapshot[seat] = (cards, ends)
            t.anim.add(CardFlight(0.25, tokens=cards, starts=starts, ends=ends, seat=seat), f)
            t.app.sound.play("play")
            if t.game.logs_cards:
                t.log_line(f"{name(seat)}: {' '.join(card_text(c) for c in cards)}")
            else:
                t.log_line(t.t("table.played_n", name=name(seat), n=len(cards)))
        elif k == "passed":
            t.trick_snapshot.pop(seat, None)
            t.app.sound.play("pass")
            t.log_line(f"{name(seat)}: {t.t('table.pass')}")
        elif k == "trick_won":
            target = g.panels[seat]
            tokens, starts, owners = [], [], []
            for owner, (toks, rects) in t.trick_snapshot.items():
                tokens += toks
                starts += rects
                owners += [owner] * len(toks)
            ends = [
                pygame.Rect(target.centerx - g.back[0] // 2, target.centery - g.back[1] // 2, *g.back)
            ] * len(tokens)
            t.anim.add(
                CardFlight(0.35, delay=t.sweep_delay(), tokens=tokens, starts=starts, ends=ends,
                           kind="sweep", owners=owners, winner=seat), f
            )
            pts = data.get("points", 0)
            if pts:
                t.anim.add(
                    Popup(0.8, delay=0.7, text=f"+{pts}", seat=seat, colour=theme.GOLD), f
                )
            t.trick_snapshot.clear()
            t.app.sound.play("trick")
            t.log_line(t.t("table.trick_won", name=name(seat), points=pts))
        elif k == "went_out":
            place = data.get("place", 0)
            label = (
                t.t(f"table.place_{place}") if place in (1, 2) else t.t("table.place_n", n=place)
            )
            t.anim.add(Popup(1.2, text=label, seat=seat, colour=theme.OK), f)
            t.log_line(f"{name(seat)}: {label}")
        elif k == "dealt":
            t.deal_t = 0.0 if f > 0 else None
            t.app.sound.play("deal")
        elif k == "choice" and data.get("choice"):
            label = t.t(f"choice.{data['choice']}")
            t.anim.add(Popup(1.2, text=label, seat=seat, colour=theme.TEXT), f)
            t.log_line(f"{name(seat)}: {label}")
        elif k == "hand_over":
            t.app.sound.play("win")
