"""Counterfactual play-outs at one decision (issue #35): every option from the same point.

A decision is judged where it is taken, not by whole matches: from a hand stopped at a seat's
decision, each legal option is played out to the end of the hand in the same *worlds*. A world is
the hand dealt again with the hidden cards re-dealt consistently with what the deciding seat knows
(its own dealt cards, the bottom if it took it, every card played, the cards the table shows:
``public``), never the true deal, then the hand's decisions so far replayed. Every option sees the
same worlds and the same players' seeds (common random numbers), so the per-world differences of
two options are paired and their interval is narrow.

The helpers are imported by ``benchmarks/decision_checks.py`` (the before/after figures of each
mistake class) and by the blunder tests (``tests/ai/test_blunders_*.py``).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import engine
from ai import make_player
from ai.duel import mean_ci
from ai.sampling import deal_hidden
from engine import Action, Card, format_cards, parse_cards
from engine.handlog import create_hand, rebuild

__all__ = ["redeal", "play_out", "option_values", "paired", "Score"]

#: a finished hand's worth to the deciding seat: (hand, seat) -> number (default: its delta)
Score = Callable[[Any, int], float]


def _delta(hand: Any, seat: int) -> float:
    res = hand.result()
    return float(res.deltas[seat]) if res is not None else 0.0


def _played_by(hand: Any) -> dict[int, list[Card]]:
    """The cards each seat has put on the table by its plays."""
    out: dict[int, list[Card]] = {s: [] for s in range(hand.num_players)}
    for seat, a in hand.actions:
        if a.kind == "play" and a.cards:
            out[seat].extend(a.cards)
    return out


def redeal(hand: Any, seat: int, rng: random.Random, public: dict[int, Sequence[Card]] | None = None,
           bottom_owner: int | None = None, known_bottom: bool = False,
           context: dict[str, Any] | None = None, tries: int = 30) -> Any | None:
    """``hand`` as it stands, but with the cards ``seat`` cannot see dealt again at random: its own
    dealt cards stay, each other seat keeps the cards it has played and those in ``public`` (cards
    the table shows it holds) and gets the rest of its dealt count from the unseen pool. The
    bottom's owner (who took it, ``bottom_owner``) holds his dealt cards and the bottom as one pool;
    ``known_bottom``: ``seat`` saw the bottom, which then stays too. None when no re-deal replays
    the hand's decisions (a choice the new cards make illegal) within ``tries``. ``context``: the
    hand's creation context for the new deal (what the seed alone decided from the shuffled deck,
    e.g. 三打一's marker seat); default the original one."""
    fresh = rebuild(hand, 0)
    dealt = fresh.dealt_cards()
    hands = [parse_cards(h) for h in dealt["hands"]]
    bottom = parse_cards(dealt.get("bottom", ""))
    n = len(hands)
    played = _played_by(hand)
    public = {s: list(cs) for s, cs in (public or {}).items() if s != seat}
    fixed_bottom = known_bottom or seat == bottom_owner
    # the cards each hidden holding must contain, and its size
    pools: dict[int, int] = {}
    pinned: dict[int, list[Card]] = {}
    for s in range(n):
        if s == seat:
            continue
        size = len(hands[s]) + (len(bottom) if s == bottom_owner and not fixed_bottom else 0)
        need = Counter(played[s])
        extra = Counter(public.get(s, []))
        need |= extra  # a shown card may since have been played: count it once
        pinned[s] = list(need.elements())
        pools[s] = size
    nobody = -1  # the bottom when nobody has taken it and the seat has not seen it
    if bottom and bottom_owner is None and not fixed_bottom:
        pools[nobody] = len(bottom)
        pinned[nobody] = []
    hidden = Counter(c for s in range(n) if s != seat for c in hands[s])
    if not fixed_bottom:
        hidden += Counter(bottom)
    free = hidden.copy()
    for cs in pinned.values():
        free -= Counter(cs)
    pool = list(free.elements())
    for _ in range(max(1, tries)):
        got = deal_hidden(pool, {s: k - len(pinned[s]) for s, k in pools.items()}, rng)
        new_hands = [list(h) for h in hands]
        new_bottom = list(bottom)
        for s in pools:
            cards = pinned[s] + got[s]
            rng.shuffle(cards)
            if s == nobody:
                new_bottom = cards
            elif s == bottom_owner and not fixed_bottom:
                new_hands[s], new_bottom = cards[:len(hands[s])], cards[len(hands[s]):]
            else:
                new_hands[s] = cards
        deal = {"hands": [format_cards(h) for h in new_hands]}
        if bottom:
            deal["bottom"] = format_cards(new_bottom)
        origin = hand._origin
        try:
            world = create_hand(type(hand), n, dict(hand.options), origin["seed"], deal,
                                context if context is not None else origin["context"])
            for s, a in hand.actions:
                if world.to_act != s or world.check(a) is not None:
                    raise ValueError("the replay left the hand")
                world.apply(a)
        except ValueError:
            continue
        return world
    return None


def knowledge(hand: Any, seat: int) -> dict[str, Any]:
    """What ``seat`` knows of the hidden cards beyond its own, as ``redeal``'s keywords: the cards
    the table shows a seat holds (``public``), who took the bottom and whether ``seat`` saw it."""
    s = hand.state
    game = hand.game_id
    public: dict[int, list[Card]] = {}
    owner = None
    context = None
    if game == "sandayi":
        context = {"marker_seat": s.marker_seat}  # the seat the bidding started from (SDY-2.4)
        if s.bottom_taken:
            owner = s.landlord
        if s.tanda:  # SDY-10.2: every hand face up
            public = {o: list(h) for o, h in enumerate(s.hands)}
        elif s.landlord is not None:  # SDY-9.4: declared sets are shown
            public = {s.landlord: [c for d, p in zip(s.declared, s.declared_played) if not p for c in d]}
    elif game == "banbiantianzha" and s.banker is not None:
        public = {s.banker: [c for c in s.dealt[s.banker] if c.is_joker]}  # BBT-2.1: the 大王 is shown
    return {"public": public, "bottom_owner": owner, "context": context}


def redeal_chexuan(hand: Any, seat: int, rng: random.Random, tries: int = 10) -> Any | None:
    """扯旋's ``redeal``: the four cards of each seat are fixed at the deal in order (two hidden,
    then two open, CX-10.2), and ``seat`` knows only the cards dealt so far to it and the open cards
    shown: every other position (the others' hidden cards, every card still to come, its own
    included) is dealt again from the rest of the pack."""
    s = hand.state
    dealt = [list(s.hands[o]) + list(s.undealt[o]) for o in range(hand.num_players)]  # in deal order
    known: list[list[Card | None]] = []
    for o, cards in enumerate(dealt):
        shown = len(s.hands[o])
        known.append([c if (o == seat and i < shown) or (o != seat and 2 <= i < shown) else None
                      for i, c in enumerate(cards)])
    deck = Counter(_chexuan_deck())
    for row in known:
        deck -= Counter(c for c in row if c is not None)
    pool = list(deck.elements())
    origin = hand._origin
    for _ in range(max(1, tries)):
        rng.shuffle(pool)
        it = iter(pool)
        hands = [[c if c is not None else next(it) for c in row] for row in known]
        rest = list(it)
        deal = {"hands": [format_cards(h) for h in hands], "bottom": format_cards(rest)}
        try:
            world = create_hand(type(hand), hand.num_players, dict(hand.options), origin["seed"], deal,
                                origin["context"])
            for x, a in hand.actions:
                if world.to_act != x or world.check(a) is not None:
                    raise ValueError("the replay left the hand")
                world.apply(a)
        except ValueError:
            continue
        return world
    return None


def _chexuan_deck() -> list[Card]:
    from engine.games.chexuan.hand import DECK

    return list(DECK)


def redeal_known(hand: Any, seat: int, rng: random.Random) -> Any | None:
    """``redeal`` with what the game's table shows (``knowledge``); 扯旋 by ``redeal_chexuan``."""
    if hand.game_id == "chexuan":
        return redeal_chexuan(hand, seat, rng)
    return redeal(hand, seat, rng, **knowledge(hand, seat))


def redeal_state(hand: Any, seat: int, rng: random.Random,
                 public: dict[int, Sequence[Card]] | None = None) -> Any:
    """A copy of a hand-made position (``state.hands`` edited by a test, so it has no history to
    replay) with the other seats' cards shuffled among them, each keeping its count and the
    cards of ``public``: what ``seat`` knows there is its own hand and the counts."""
    world = copy.deepcopy(hand)
    s = world.state
    pins = {o: list(cs) for o, cs in (public or {}).items() if o != seat}
    others = [o for o in range(len(s.hands)) if o != seat]
    pool = [c for o in others for c in s.hands[o]]
    for cs in pins.values():
        for c in cs:
            pool.remove(c)
    sizes = {o: len(s.hands[o]) - len(pins.get(o, [])) for o in others}
    got = deal_hidden(pool, sizes, rng)
    for o in others:
        s.hands[o] = pins.get(o, []) + got[o]  # a new list: the engine's per-list caches miss
    world._clear_cache()
    return world


def play_out(world: Any, first: Action, level: str, seeds: Sequence[int],
             players: dict[int, Any] | None = None, max_steps: int = 5000) -> Any:
    """``first`` applied to ``world`` (a copy is not made: pass a fresh one), then every seat
    played by ``make_player(level)`` with ``seeds[seat]`` (or ``players``) to the end."""
    world.apply(first)
    game = world.game_id
    ps = players or {}
    made = {s: ps.get(s) or make_player(game, level, seed=seeds[s]) for s in range(world.num_players)}
    steps = 0
    while not world.is_over and steps < max_steps:
        s = world.to_act
        world.apply(made[s].choose(world.view(s), world.legal_actions()))
        steps += 1
    return world


def option_values(hand: Any, seat: int, options: Sequence[Action], worlds: int, level: str = "normal",
                  seed: int = 0, score: Score = _delta, redeal_fn: Callable[[Any, int, random.Random], Any]
                  | None = None) -> list[list[float]]:
    """One row per world, one column per option: the option's score to ``seat`` when the hand is
    played out from the decision in that world (the same world and player seeds for every option).
    ``redeal_fn(hand, seat, rng)`` builds a world (default: ``redeal_known``)."""
    rng = random.Random(seed)
    make_world = redeal_fn or redeal_known
    rows: list[list[float]] = []
    attempts = 0
    while len(rows) < worlds and attempts < worlds * 3:
        attempts += 1
        wseed = rng.getrandbits(32)
        world = make_world(hand, seat, random.Random(wseed))
        if world is None or any(world.check(o) is not None for o in options):
            continue
        seeds = [wseed + 17 * s for s in range(hand.num_players)]
        rows.append([score(play_out(copy.deepcopy(world), opt, level, seeds), seat) for opt in options])
    return rows


def paired(rows: Sequence[Sequence[float]], a: int, b: int) -> tuple[float, float, float]:
    """Mean of option ``a`` minus option ``b`` over the worlds, with its 95 % interval."""
    return mean_ci([r[a] - r[b] for r in rows])


def stop_at(game_id: str, seed: int, level: str, want: Callable[[Any], bool], max_steps: int = 5000,
            options: dict[str, Any] | None = None) -> Any | None:
    """A self-play hand of ``game_id`` (every seat at ``level``) dealt from ``seed``, stopped at the
    first position where ``want(hand)``; None if the hand ends first."""
    hand = engine.new_hand(game_id, seed=seed, options=options)
    players = [make_player(game_id, level, seed=seed + s) for s in range(hand.num_players)]
    steps = 0
    while not hand.is_over and steps < max_steps:
        if want(hand):
            return hand
        s = hand.to_act
        hand.apply(players[s].choose(hand.view(s), hand.legal_actions()))
        steps += 1
    return None
