"""A control for every legal action (#20): in every phase of every game, each kind of legal action the
engine offers the human seat has an enabled, on-screen control that produces it (a button, a card
picked + its confirm button, hand cards selected + 出牌, a slider + its button) AND a key, named in
the pause menu's key help for that decision, that does.

Random positions of every game are driven by seeded random legal play; whenever the human seat is
to decide, the table is rebuilt headless and every control and every key is tried with the table's
``act`` replaced by a recorder, so nothing is applied while probing. Card choices from the hand are
tried with the cards of one legal action of that kind already raised (the mouse or the arrow keys +
Space raise them; ``test_table`` covers that part).

Phases that random play reaches rarely or never (三打一's 打/不打 after two 报到, SDY-9.7; 找朋友's
blocker's choice after a failed throw, ZPY-9.6) are reached for sure from seeded positions: a deal
code and the decisions that lead there; a phase only a house rule brings (斗地主's 明牌, DDZ-5.2) by a
match under each of the game's other presets. Every phase in a game's ``Hand.PHASES`` (but ``over``) must
be met by the human seat, so a new phase cannot hide from this test."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

import engine
from app.scenes.table import TableScene
from app.services.saves import SeatConfig
from app.session import Session
from app.table.controls import CardChoice
from app.table.keyhelp import decision_keys
from engine import Action
from engine.registry import PRESETS

#: keys the table keeps for itself (sort, 托管, log drawer, deal code, 悔牌, menu): never a decision
TABLE_KEYS = {pygame.K_s, pygame.K_a, pygame.K_l, pygame.K_d, pygame.K_z, pygame.K_ESCAPE, pygame.K_BACKSPACE}

#: in a seeded opening: the engine's first legal action, whatever it is
FIRST = None

#: positions random play rarely or never reaches: (deal code, the decisions that lead there: an
#: Action, or FIRST; the phase reached). Found by searching ``engine.new_hand(game, seed=k)`` with
#: public calls only (legal_actions, check, apply, deal_code); if an engine change moves one,
#: ``test_seeded_positions_reach_their_phase`` names it.
SEEDED: dict[str, list[tuple[str, list[Action | None], str]]] = {
    # seat 2 holds the marker, calls 3 档 and reports his eight 8s and eight 10s: 打 or 不打 (SDY-9.7)
    "sandayi": [("SDY-000000-0000AK-J00VW0",
                 [Action("bid", value=3), Action("choose", value="baodao:8"),
                  Action("choose", value="baodao:T")], "dabuda")],
    # everybody passes (the bottom flip names trump), seat 3 buries and calls the engine's first
    # suggestion, then throws his clubs; seat 4 can beat both a pair and a single (ZPY-9.6)
    "zhaopengyou": [("ZPY-000000-000000-2G0VND",
                     [FIRST] * 7 + [Action.play("C6 C7 C7 C8 CQ CA CA")], "throw_choice")],
}


def phases_of(game_id: str) -> set[str]:
    """Every phase the engine's hand of ``game_id`` declares in which somebody decides."""
    return set(type(engine.new_hand(game_id, seed=0)).PHASES) - {"over"}


def kind_of(action: Any) -> tuple[str, Any]:
    """What counts as one kind of decision: a 'choose' per value (捶 and 不捶 are two decisions), a
    'block' per shape (the blocker keeps the pair or the single, ZPY-9.6)."""
    return (action.kind, action.value if action.kind in ("choose", "block") else None)


def samples(hand: Any) -> dict[tuple[str, Any], Any]:
    """One legal action of each kind (plays from the engine's short hint list: never enumerate
    打筒子's millions)."""
    legal = hand.legal_actions()
    kinds = engine.action_kinds(legal)
    out: dict[tuple[str, Any], Any] = {}
    if "play" in kinds:
        plays = [a for a in hand.hint_plays() if a.kind == "play"] if hasattr(hand, "hint_plays") else []
        plays += [legal[i] for i in range(min(len(legal), 40)) if legal[i].kind == "play"]
        out[("play", None)] = plays[0]
    if kinds - {"play"}:
        n = len(legal)
        for a in (legal[i] for i in range(n)) if n < 5000 else ():
            if a.kind != "play":
                out.setdefault(kind_of(a), a)
    return out


def on_screen(table: TableScene, w: Any) -> bool:
    screen = pygame.Rect(0, 0, table.geo.W, table.geo.H)
    return getattr(w, "enabled", True) and screen.contains(w.rect)


def probe(table: TableScene, fire: Callable[[], None]) -> set[tuple[str, Any]]:
    """The decisions ``fire`` makes (legal ones only), with nothing applied."""
    got: list[Any] = []
    table.act = lambda a, from_ai=False: got.append(a) and False  # type: ignore[method-assign]
    try:
        fire()
    finally:
        del table.act
        while table.app.top is not table:  # a key that opened something: back to the table
            table.app.pop()
    return {kind_of(a) for a in got if table.session.check(a) is None}


def selections(table: TableScene, want: dict[tuple[str, Any], Any]) -> list[list[str] | None]:
    """What to raise before trying the controls: nothing changed (None: 扯旋's split editor raises its
    suggested head itself), then the cards of each legal action of a kind that takes hand cards."""
    hand = set(table.tokens)
    out: list[list[str] | None] = [None]
    for a in want.values():
        cards = [str(c) for c in a.cards]
        if cards and set(cards) <= hand and cards not in out:
            out.append(cards)
    return out


def trials(table: TableScene, want: dict[tuple[str, Any], Any], fire: Callable[[int], None],
           count: Callable[[], int]) -> set[tuple[str, Any]]:
    """``fire(i)`` for every i < ``count()``, each from the same start: the cards raised (or the
    table's own raise), then with each picker card (the friend call) clicked first."""
    made: set[tuple[str, Any]] = set()
    start = set(table.selected)
    for cards in selections(table, want):
        picks = [None] + [i for i, w in enumerate(table.buttons) if isinstance(w, CardChoice)]
        for pick in picks:
            for i in range(count()):
                if cards is None:
                    table.set_selected(start)
                else:
                    table.select_cards(cards)
                if pick is not None:
                    if pick >= len(table.buttons) or not on_screen(table, table.buttons[pick]):
                        continue
                    table.buttons[pick].activate()
                made |= probe(table, lambda i=i: fire(i))
    table.set_selected(start)
    return made


def by_click(table: TableScene, want: dict[tuple[str, Any], Any]) -> set[tuple[str, Any]]:
    def fire(i: int) -> None:
        if i < len(table.buttons) and on_screen(table, table.buttons[i]):
            table.buttons[i].activate()

    return trials(table, want, fire, lambda: len(table.buttons))


def by_key(table: TableScene, want: dict[tuple[str, Any], Any]) -> set[tuple[str, Any]]:
    """The keys the pause menu's key help names for this decision, pressed one by one: a key that
    works but is not in the help does not count (nobody would find it)."""
    keys = [k for e in decision_keys(table) for k in e.keys]
    assert not set(keys) & TABLE_KEYS, f"{table.session.hand.phase}: a decision key the table keeps"

    def fire(i: int) -> None:
        table.handle(pygame.event.Event(pygame.KEYDOWN, key=keys[i], mod=0, unicode="", scancode=0))

    return trials(table, want, fire, lambda: len(keys))


def check_controls(table: TableScene) -> list[str]:
    hand = table.session.hand
    want = samples(hand)
    clicked, keyed = by_click(table, want), by_key(table, want)
    out = []
    for k in want:
        if k not in clicked:
            out.append(f"{hand.phase}: no enabled on-screen control makes {k}")
        if k not in keyed:
            out.append(f"{hand.phase}: no key makes {k}")
    return out


def drive(app: Any, game_id: str, seed: int, checks: int,
          options: dict[str, Any] | None = None) -> tuple[set[str], list[str]]:
    """Random legal play of a hot-seat match (every seat human, so every seat's decisions are met); the
    seat to act sits down at the table for each decision probed (up to ``checks`` per phase)."""
    rng, probe_rng = random.Random(seed), random.Random(-seed)  # probing never changes the hands played
    n = rng.choice(engine.GAMES[game_id].players)
    seats = [SeatConfig("human", f"P{i}", "random") for i in range(n)]
    s = Session.new(game_id, seats, options=options, seed=seed)
    table = TableScene(app, s)
    app.push(table)
    phases: set[str] = set()
    gaps: list[str] = []
    per_phase: dict[str, int] = {}
    for _ in range(3000):
        hand = s.hand
        if hand.is_over:
            if s.match.is_over:
                break
            s.next_hand()
            table.refresh()
            continue
        seen = per_phase.get(hand.phase, 0)
        if seen == 0 or (seen < checks and probe_rng.random() < 0.5):  # a rare phase whenever it comes
            per_phase[hand.phase] = per_phase.get(hand.phase, 0) + 1
            phases.add(hand.phase)
            table.take_seat(hand.to_act)
            gaps += [f"{game_id} seed {seed} {g}" for g in check_controls(table)]
        legal = hand.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
        table.refresh()
    app.pop()
    return phases, gaps


def seeded(app: Any, game_id: str, code: str, opening: list[Action | None],
           target: str) -> tuple[set[str], list[str]]:
    """A hot-seat session dealt from ``code`` (as the app's 牌号 entry does), driven through
    ``opening``; the controls are probed at every decision on the way and where it leads."""
    first = engine.hand_from_code(code)
    n = first.num_players
    seats = [SeatConfig("human", f"P{i}", "random") for i in range(n)]
    s = Session.new(game_id, seats, seed=0, first_hand=first)
    table = TableScene(app, s)
    app.push(table)
    phases: set[str] = set()
    gaps: list[str] = []
    for step in [*opening, "end"]:
        hand = s.hand
        phases.add(hand.phase)
        table.take_seat(hand.to_act)
        gaps += [f"{game_id} {code} {g}" for g in check_controls(table)]
        if step == "end":
            break
        s.apply(hand.legal_actions()[0] if step is FIRST else step)
        table.refresh()
    app.pop()
    assert s.hand.phase == target, f"{game_id} {code}: the seeded opening now ends in {s.hand.phase!r}, " \
        f"not {target!r} (an engine change): search a new position"
    return phases, gaps


#: the games whose whole random matches are cheap run in the quick tier; the others are slow-tier
QUICK_GAMES = {"banbiantianzha", "chexuan"}


@pytest.mark.parametrize("game_id", [g if g in QUICK_GAMES else pytest.param(g, marks=pytest.mark.slow)
                                     for g in sorted(engine.GAMES)])
def test_every_legal_action_kind_has_an_enabled_control_and_a_key(app, game_id):
    phases: set[str] = set()
    gaps: list[str] = []
    for seed in range(4):
        p, g = drive(app, game_id, seed, checks=3)
        phases |= p
        gaps += g
    for code, opening, target in SEEDED.get(game_id, []):
        p, g = seeded(app, game_id, code, opening, target)
        phases |= p
        gaps += g
    # a phase only a house rule brings (斗地主's 明牌, DDZ-5.2): one match under each other preset
    for _preset, _zh, _en, chosen in PRESETS.get(game_id, [])[1:]:
        p, g = drive(app, game_id, 0, checks=2, options=chosen)
        phases |= p
        gaps += g
    missing = phases_of(game_id) - phases
    assert not missing, f"{game_id}: the human never decided in {sorted(missing)}: add a seeded position"
    assert not gaps, "\n".join(sorted(set(gaps))[:40])


def test_seeded_positions_reach_their_phase():
    """Each seeded opening is legal and ends where it says, with a real choice there (two kinds or
    more: a one-way decision would not test much)."""
    for game_id, positions in SEEDED.items():
        for code, opening, target in positions:
            hand = engine.hand_from_code(code)
            for step in opening:
                hand.apply(hand.legal_actions()[0] if step is FIRST else step)
            assert hand.phase == target, (code, hand.phase)
            assert target in phases_of(game_id)
            assert len({kind_of(a) for a in hand.legal_actions()}) >= 2, (code, hand.legal_actions())
