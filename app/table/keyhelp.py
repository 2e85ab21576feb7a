"""The pause menu's key help, built from the controls on the table now (#20): the decision in hand
lists exactly the keys of its own buttons (扣底 shows G 建议 and 回车 扣底, never 出牌), then the table's
keys (S, A, L, T, Z, D, Esc). Each entry carries its key codes, so a test can press what the help says.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ..ui.widgets import Button
from .controls import AmountSlider, KeyButton
from .panels import is_card_play


@dataclass(frozen=True)
class KeyEntry:
    """One line of the key help: what to press (its codes, the first is the one named), what it does."""

    keys: tuple[int, ...]
    what: str


def key_name(key: int, t: Any) -> str:
    """How a key is written in the help, in the player's language."""
    named = {
        pygame.K_RETURN: "keys.enter",
        pygame.K_KP_ENTER: "keys.enter",
        pygame.K_SPACE: "keys.space",
        pygame.K_ESCAPE: "keys.esc",
        pygame.K_LEFT: "keys.arrows",
        pygame.K_HOME: "keys.home_end",
        pygame.K_PLUS: "keys.plus_minus",
        pygame.K_EQUALS: "keys.plus_minus",
    }
    if key in named:
        return t(named[key])
    return pygame.key.name(key).upper()


def strip_key(label: str) -> str:
    """A button's label without the key written after it ("捶  1" → "捶", "出牌  Enter" → "出牌")."""
    head, sep, tail = label.rpartition("  ")
    return head if sep and tail and " " not in tail.strip() else label


def decision_keys(table: Any) -> list[KeyEntry]:
    """The keys of the decision on screen: the play bar's, or each choice control's own key (a button
    without one answers its place number, 1-9, see ``TableInput.on_key``)."""
    t = table.t
    if not table.my_turn() or not table.legal:
        return []
    if is_card_play(table.legal):
        out = [
            KeyEntry((pygame.K_LEFT, pygame.K_RIGHT), t("keys.move")),
            KeyEntry((pygame.K_HOME, pygame.K_END), t("keys.ends")),
            KeyEntry((pygame.K_SPACE,), t("keys.select")),
            KeyEntry((pygame.K_RETURN,), t("table.play")),
        ]
        if table.game.passes_in_play:
            out.append(KeyEntry((pygame.K_p,), t("table.pass")))
        out.append(KeyEntry((pygame.K_h,), t("table.hint")))
        return out
    out = []
    # a digit some control answers itself never reaches the place-number fallback (the widgets see
    # a key before ``TableInput.on_key`` does): such a place number is not offered
    claimed = {k for w in table.buttons + table.bar_buttons if isinstance(w, KeyButton) for k in w.keys}
    for i, w in enumerate(table.buttons):
        if isinstance(w, AmountSlider):
            out.append(KeyEntry((pygame.K_PLUS, pygame.K_MINUS), w.label or t("keys.amount")))
            continue
        if not isinstance(w, Button):
            continue
        # a control's own key is listed even while it waits (扣底's Enter before 7 cards are raised)
        own = w.keys if isinstance(w, KeyButton) else ()
        place = pygame.K_1 + i
        keys = own or ((place,) if i < 9 and w.enabled and place not in claimed else ())
        if keys:
            out.append(KeyEntry(keys, strip_key(w.label)))
    return out


def table_keys(table: Any) -> list[KeyEntry]:
    """The keys the table answers in every phase (and the game's own, e.g. 记牌器 T, 扯旋's showdown)."""
    t = table.t
    out = []
    for b in table.bar_buttons:  # the game's top-bar keys (记牌器 T, 扯旋's last showdown V…)
        if isinstance(b, KeyButton) and b.keys:
            out.append(KeyEntry(b.keys, strip_key(b.label)))
    out += [
        KeyEntry((pygame.K_s,), t("keys.sort")),
        KeyEntry((pygame.K_l,), t(table.game.drawer_key())),
    ]
    if table.session.is_human(table.session.viewer):
        out.append(KeyEntry((pygame.K_a,), t("table.auto")))
    if table.takeback_button is not None:
        out.append(KeyEntry((pygame.K_z,), t("table.takeback")))
    if table.session.deal_code() is not None:
        out.append(KeyEntry((pygame.K_d,), t("keys.code")))
    out.append(KeyEntry((pygame.K_ESCAPE,), t("table.menu")))
    return out
