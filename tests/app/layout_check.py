"""Draw a prepared scene with the layout recorder on and list what overlaps, overflows or leaves the
window (issue 20: the layout check)."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pygame

import engine
from app.demo import after_push, screenshot_scene
from app.ui import record
from app.ui.record import Item, RecordingSurface

#: kinds whose overlap on one layer is a fault (cards may overlap cards: fans and played combos)
CLASH = {
    frozenset({"text"}), frozenset({"text", "control"}), frozenset({"control"}), frozenset({"text", "card"}),
    frozenset({"control", "card"}),
}


def _label(it: Item) -> str:
    return f"{it.kind} {it.label!r} {tuple(it.rect)} layer {it.layer_name}"


def faults(items: list[Item], window: pygame.Rect) -> list[str]:
    out: list[str] = []
    for it in items:
        if it.kind == "control" and not window.contains(it.rect):
            out.append(f"outside the window: {_label(it)}")
        elif it.kind == "cut":
            out.append(f"cut off: {_label(it)} box {tuple(it.box)}")
        elif it.kind == "text" and it.box is not None and not it.box.contains(it.rect):
            out.append(f"overflows its box {tuple(it.box)}: {_label(it)}")
        elif it.kind == "text" and not window.contains(it.rect):
            out.append(f"text off the window: {_label(it)}")
    panels = [it for it in items if it.kind == "panel"]
    for it in items:  # a text or card half in a panel and half out lies across its edge (思考中 on the
        if it.kind not in ("text", "card"):  # top bar, a picker's frame over a seat's fan of backs)
            continue
        for p in panels:
            if p.layer == it.layer and it.rect.colliderect(p.rect) and not p.rect.contains(it.rect):
                out.append(f"across a panel's edge {tuple(p.rect)}: {_label(it)}")
    shown = [it for it in items if it.kind in ("text", "control", "card")]
    for a, b in itertools.combinations(shown, 2):
        if not a.rect.colliderect(b.rect):
            continue
        if a.layer == b.layer:
            if frozenset({a.kind, b.kind}) not in CLASH:
                continue
            pair = {a.kind: a, b.kind: b} if a.kind != b.kind else {}
            text, control = pair.get("text"), pair.get("control")
            if text is not None and control is not None and control.rect.contains(text.rect):
                continue  # the control's own label
            if a.kind == b.kind == "text" and a.rect == b.rect and a.label == b.label:
                continue  # the same text drawn twice in place (a shadow, a repaint)
            out.append(f"overlap: {_label(a)} / {_label(b)}")
        elif a.layer > b.layer and a.order < b.order:
            out.append(f"drawn over a higher layer: {_label(b)} over {_label(a)}")
        elif b.layer > a.layer and b.order < a.order:
            out.append(f"drawn over a higher layer: {_label(a)} over {_label(b)}")
    return out


class FrozenWorker:
    """The opponents wait: the prepared position stays as prepared while its animations finish (the AI
    still answers the H hint)."""

    def __init__(self, real: Any) -> None:
        self.real = real

    def request(self, token: Any, *args: Any, **kw: Any) -> None:
        if isinstance(token, tuple) and token and token[0] == "hint":
            self.real.request(token, *args, **kw)

    def __getattr__(self, name: str) -> Any:  # poll, reason, alive, close…: as the real worker
        return getattr(self.real, name)


#: while settling, a frame is drawn only this often (and the last ones always): the scenes' timers and
#: animations advance by ``dt`` whether drawn or not, and drawing is most of a frame's cost
DRAW_EVERY = 8


def settle(app: Any, frames: int = 80) -> None:
    """Run ``frames`` frames of 1/60 s, so that the scene's animations and timers finish."""
    for i in range(frames):
        if i % DRAW_EVERY == 0 or i >= frames - 2:
            app.step(1 / 60)
            continue
        app.draw = lambda: None  # this frame's update without its picture
        try:
            app.step(1 / 60)
        finally:
            del app.draw  # the class's draw again


def record_frame(app: Any) -> list[Item]:
    """The items of one frame of the app as it stands (drawn once more, recording)."""
    real = app.surface
    rec = record.start()
    try:
        app.surface = RecordingSurface(real.get_size())
        app.draw()
        return rec.items
    finally:
        app.surface = real
        record.stop()


def open_scene(
    app: Any, name: str, size: tuple[int, int], lang: str, prepare: Callable | None = None
) -> None:
    while app.scenes:
        app.scenes.pop().exit()
    if not isinstance(app._ai_worker, FrozenWorker):
        app._ai_worker = FrozenWorker(app.ai_worker())
    for game_id in engine.GAMES:  # no saved match unless ``prepare`` makes one
        app.saves.delete(game_id)
    app.i18n.lang = app.settings.language = lang
    app.last_game = None  # the menu starts at the first game, whatever table a scene before opened
    app.resize(size)
    for scene in screenshot_scene(app, name):
        app.push(scene)
    after_push(app, name)
    if prepare is not None:
        prepare(app)
    settle(app)


def check(
    app: Any, name: str, size: tuple[int, int], lang: str, prepare: Callable | None = None, tag: str = ""
) -> list[str]:
    """Every fault of prepared scene ``name`` at ``size`` in ``lang`` (after ``prepare``, if any)."""
    open_scene(app, name, size, lang, prepare)
    window = pygame.Rect((0, 0), size)
    return [f"{name}{tag} {lang} {size[0]}x{size[1]}: {f}" for f in faults(record_frame(app), window)]
