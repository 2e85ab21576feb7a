"""Random-legal simulator: plays whole matches, checks invariants after every action.

The summary's hands/s is the engine's own speed on one core (CPU time spent choosing and applying
the random actions); the line before it gives the wall time including the checks.

    python -m engine.simulate banbiantianzha --hands 2000 --seed 7

Each game package may expose ``SIMULATION`` (a ``Simulation``) with its own invariants; the
checks every game gets are here: views are JSON and never show another seat's hidden cards,
hand results are well formed (zero-sum where the game says so), and a save taken at any point
restores to the same state and continues identically.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .cards import Card, make_deck
from .hand import Hand, HandResult
from .match import Match, load, new_match
from .registry import GAMES, game_module
from .views import schema_errors

__all__ = ["Simulation", "run", "outcome_digest", "main"]


@dataclass
class Simulation:
    # each hook gets the game's own Hand subclass (Any here, so a game's hook may name its class)
    #: hand results sum to zero
    zero_sum: bool = True
    #: invariants after every action: returns failure messages
    invariants: Callable[[Any], list[str]] = lambda hand: []
    #: invariants once a hand is over
    at_hand_end: Callable[[Any, HandResult], list[str]] = lambda hand, result: []
    #: seats whose cards ``viewer`` may not see at this moment (default: every other seat)
    hidden_seats: Callable[[Any, int], list[int]] = field(
        default=lambda hand, viewer: [s for s in range(hand.num_players) if s != viewer])
    #: options used by the simulator (e.g. fewer hands per match)
    options: dict[str, Any] = field(default_factory=dict)
    #: a fast random legal action (hand, rng) -> Action without listing them all; used between deep
    #: checks, which always draw uniformly from ``legal_actions()``
    chooser: Callable[[Any, random.Random], Action] | None = None
    #: packs in the deck: how many copies of one card exist (the privacy scan counts copies)
    packs: int = 1
    #: the cards of a hidden seat that nobody else may see (default: all it holds; e.g. 扯旋's
    #: face-up third and fourth cards are public)
    hidden_cards: Callable[[Any, int], list[Card]] = lambda hand, seat: list(hand.hands[seat])
    #: view keys whose strings are not cards although they look like tokens (找朋友's trump "S2")
    not_cards: frozenset[str] = frozenset()


_TOKENS = frozenset(str(c) for c in make_deck(1))


def _card_leaves(value: Any, skip: frozenset[str], path: str = "view") -> Iterator[tuple[str, list[str]]]:
    """Every list of card tokens in ``value`` (and every lone token, as a list of one), with its path:
    each lists distinct physical cards, so it may hold a card at most as often as copies are visible."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k not in skip:
                yield from _card_leaves(v, skip, f"{path}.{k}")
    elif isinstance(value, list):
        tokens = [v for v in value if isinstance(v, str) and v in _TOKENS]
        if tokens:
            yield path, tokens
        for i, v in enumerate(value):
            if not isinstance(v, str):
                yield from _card_leaves(v, skip, f"{path}[{i}]")
    elif isinstance(value, str) and value in _TOKENS:
        yield path, [value]


def _privacy_leaks(view: dict[str, Any], hidden: list[list[Card]], sim: Simulation) -> list[str]:
    """Where the view shows a card it may not: more copies of a card in one place than are outside
    the hidden seats (``sim.packs`` copies exist), or a whole hidden hand (several packs)."""
    secret = Counter(str(c) for cards in hidden for c in cards)
    hidden_hands: dict[int, list[Counter[str]]] = {}
    for cards in hidden:
        if len(cards) >= 4:
            hidden_hands.setdefault(len(cards), []).append(Counter(str(c) for c in cards))
    fails = []
    for path, tokens in _card_leaves(view, sim.not_cards):
        seen = Counter(t for t in tokens if t in secret)  # only a hidden card can be shown too often
        over = sorted(t for t, k in seen.items() if k > sim.packs - secret[t])
        whole = len(tokens) in hidden_hands and Counter(tokens) in hidden_hands[len(tokens)]
        if over or whole:
            fails.append(f"shows hidden cards at {path}: {' '.join(over or sorted(tokens))}")
    return fails


def _generic_checks(hand: Hand, sim: Simulation) -> list[str]:
    fails = []
    schema = getattr(game_module(hand.game_id), "VIEW_SCHEMA", None)
    for viewer in [None, *range(hand.num_players)]:
        v = hand.view(viewer)
        try:
            json.dumps(v)
        except (TypeError, ValueError) as e:
            fails.append(f"view({viewer}) is not JSON: {e}")
            continue
        # the seat to act and the spectator here; every seat in tests/engine/test_view_schemas.py
        if schema is not None and viewer in (None, hand.to_act):
            fails += [f"view({viewer}) does not match its schema: {e}" for e in schema_errors(v, schema)[:3]]
        hands = v.get("hands")
        if not isinstance(hands, list) or len(hands) != hand.num_players:
            fails.append(f"view({viewer}) lacks 'hands' per seat")
            continue
        hidden = range(hand.num_players) if viewer is None else sim.hidden_seats(hand, viewer)
        if viewer is None:
            hidden = [s for s in hidden if s in sim.hidden_seats(hand, (s + 1) % hand.num_players)]
        for s in hidden:
            if hands[s] is not None:
                fails.append(f"view({viewer}) shows seat {s}'s hidden cards")
        # every key, nested: not only ``hands`` (a trick, a reveal, a result line could leak too)
        secret = [sim.hidden_cards(hand, s) for s in hidden]
        fails += [f"view({viewer}) {e}" for e in _privacy_leaks(v, secret, sim)]
        if viewer is not None and hands[viewer] is not None:
            own = sorted(hands[viewer])
            if own != sorted(str(c) for c in hand.hands[viewer]):
                fails.append(f"view({viewer}) shows a hand that is not the seat's own")
    return fails


def _check_result(hand: Hand, result: HandResult, sim: Simulation) -> list[str]:
    fails = []
    if len(result.deltas) != hand.num_players:
        fails.append("result has the wrong number of deltas")
    if sim.zero_sum and sum(result.deltas) != 0:
        fails.append(f"hand is not zero-sum: {result.deltas}")
    fails += sim.at_hand_end(hand, result)
    return fails


def _same_actions(a: Any, b: Any, sample: int = 200) -> bool:
    """Whether two legal-action sequences agree: same length, same first items and same items at
    spread-out positions (a three-deck lead can list millions of plays lazily)."""
    if len(a) != len(b):
        return False
    n = len(a)
    idx = list(range(min(n, sample))) + [i * n // sample for i in range(sample)] if n else []
    return all(a[i] == b[i] for i in idx if i < n)


def _deep_checks(match: Match, hand: Hand, action: Any, sim: Simulation) -> list[str]:
    """The expensive checks: the action was listed, views and privacy, and the save round-trip."""
    fails = _generic_checks(hand, sim)
    data = match.to_dict()
    restored = load(json.loads(json.dumps(data)))
    if restored.to_dict() != data:
        fails.append("load(match.to_dict()) does not restore the same state")
    elif not restored.hand.is_over and not _same_actions(restored.hand.legal_actions(), hand.legal_actions()):
        fails.append("the restored hand lists different legal actions")
    return fails


def run(game_id: str, hands: int, seed: int, *, deep_every: int = 8,
        progress: bool = False,
        on_action: Callable[[Hand, Any], None] | None = None) -> tuple[int, int, float]:
    """Play ``hands`` hands; returns (hands played, invariant failures, engine seconds).

    Engine seconds are the CPU time spent choosing and applying actions and starting hands: the
    speed the AI's playouts see on one core, unaffected by other processes. The checks' own time
    is left out of it (``main`` prints both).

    The game's own invariants run after every action. The deep checks (the chosen action is
    among ``legal_actions()``, every view is JSON and private, the save round-trips and continues
    identically) run after every ``deep_every``-th action and after the last action of every
    hand; ``deep_every=1`` runs them after every action.

    ``on_action(hand, action)`` is called after every applied action (outside the timed part):
    the outcome checksum test records the whole game through it.
    """
    module = game_module(game_id)
    sim: Simulation = getattr(module, "SIMULATION", None) or Simulation()
    rng = random.Random(seed)
    failures = 0
    played = 0
    engine_time = 0.0
    clock = time.process_time  # CPU time of this one-core process: steady when the machine is busy
    step = 0
    mseed = 0
    match: Match | None = None

    def report(msg: str) -> None:
        nonlocal failures
        failures += 1
        if failures <= 20:
            hand_no = match.hand_no if match else "-"
            print(f"  FAIL (match seed {mseed}, hand {hand_no}, step {step}): {msg}", file=sys.stderr)

    while played < hands:
        mseed = rng.getrandbits(32)
        t = clock()
        match = new_match(game_id, seed=mseed, options=sim.options or None)
        engine_time += clock() - t
        while played < hands:
            hand = match.hand
            while not hand.is_over:
                step += 1
                deep = deep_every > 0 and step % deep_every == 0
                t = clock()
                if sim.chooser is not None and not deep:
                    action = sim.chooser(hand, rng)
                else:
                    legal = hand.legal_actions()
                    if not legal:
                        report(f"no legal action in phase {hand.phase}")
                        break
                    action = rng.choice(legal)
                try:
                    hand.apply(action)
                except ValueError as e:
                    report(f"chosen action {action} is refused: {e}")
                    break
                finally:
                    engine_time += clock() - t
                if on_action is not None:
                    on_action(hand, action)
                for msg in sim.invariants(hand):
                    report(msg)
                if deep or hand.is_over:
                    for msg in _deep_checks(match, hand, action, sim):
                        report(msg)
            result = hand.result()
            if result is None:
                report("hand ended without a result")
                break
            for msg in _check_result(hand, result, sim):
                report(msg)
            played += 1
            if progress and played % 100 == 0:
                print(f"  {played} hands…", file=sys.stderr)
            if match.is_over:
                break
            t = clock()
            match.next_hand()
            engine_time += clock() - t
    return played, failures, engine_time


def outcome_digest(game_id: str, hands: int, seed: int) -> str:
    """A hash of every action and every hand result of ``run(game_id, hands, seed)``: speed work
    on the engine must leave it unchanged (same seeds, same games, same results)."""
    digest = hashlib.sha256()

    def record(hand: Hand, action: Any) -> None:
        digest.update(f"{hand.phase}|{action}\n".encode())
        if hand.is_over:
            result = hand.result()
            digest.update(f"{result.deltas if result else None}\n".encode())

    run(game_id, hands, seed, on_action=record)
    return digest.hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.simulate", description=__doc__.splitlines()[0])
    ap.add_argument("game", choices=sorted(GAMES))
    ap.add_argument("--hands", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--deep-every", type=int, default=8,
                    help="run the deep checks (listed action, views, privacy, save round-trip) every N "
                         "actions as well as at every hand end; 1 = after every action")
    ap.add_argument("--progress", action="store_true")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    n, f, secs = run(args.game, args.hands, args.seed, deep_every=args.deep_every,
                     progress=args.progress)
    wall = time.perf_counter() - t0
    print(f"engine {secs:.2f} s, with the invariant checks {wall:.2f} s "
          f"({n / wall if wall else 0:.0f} hands/s overall); deep checks every {args.deep_every} actions")
    rate = n / secs if secs > 0 else float("inf")
    print(f"{args.game}: {n} hands, {f} invariant failures, {rate:.0f} hands/s")
    return 1 if f else 0


if __name__ == "__main__":
    sys.exit(main())
