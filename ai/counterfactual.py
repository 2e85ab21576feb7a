"""Counterfactual play-outs: what each option at a decision would have scored, with the hidden cards
re-dealt as the deciding seat could imagine them.

A decision point is a hand's origin (seed, dealt cards, context) and the decisions taken before it.
``redeal`` builds *worlds*: the same hand with the cards the deciding seat cannot see shuffled among
the places they could be (other seats' hands, the undealt cards, the bottom), while every card the
seat knows stays where it is: its own cards, every card played face up, open cards, a bottom it has
seen. A world is kept only if the decisions before the point are all still legal in it and the
seat's ``view`` there is identical to its view in the real hand, so a world never contradicts what
the seat knows (a must-beat pass, a revealed card, a count) and is never the true deal by design.

``option_values`` then plays every option from the same world with the same player seeds (common
random numbers): two options differ only by what follows from the option itself; ``option_rows``
does so over many worlds of one decision (``benchmarks/decision_checks.py``, the blunder tests).
A played-out world is worth to the seat what ``final_value`` says: the game's own objective where
its AI module names one (``suite_value``), else its score in the hand's result.
A hand-made position (a test that edited ``state.hands``) has no history to rebuild from:
``redeal_state`` shuffles its hidden hands instead.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import engine
from engine import Action, Card, format_cards, parse_cards
from engine.games.sandayi import place_marker

from . import counterfactual_zpy as zpy
from . import game_module, make_player
from .duel import mean_ci
from .sampling import deal_hidden

__all__ = ["Point", "point_of", "redeal", "redeal_state", "known_cards", "option_values", "option_rows",
           "options_of", "option_name", "label", "paired", "final_value"]

BOTTOM = "bottom"
MAX_STEPS = 5000

#: a hidden decision replayed in a world: (hand, seat, action) -> the action that fits the world
Rewrite = Callable[[engine.Hand, int, Action], Action]
#: a test a consistent world must also pass: (point, the world's deal, rng) -> keep it
#: (``ai.counterfactual_policy``: the other seats' bets made with the world's cards)
Accept = Callable[["Point", dict[str, Any], random.Random], bool]


@dataclass(frozen=True)
class Point:
    """A decision point: how the hand was made and the decisions before it."""

    game_id: str
    players: int
    seed: int
    deal: dict[str, Any]
    context: dict[str, Any] | None
    prefix: tuple[tuple[int, Action], ...]
    seat: int
    options: dict[str, Any] | None = None  # the hand's options (a house rule changes the phases)

    def build(self, deal: dict[str, Any] | None = None, rewrite: Rewrite | None = None) -> engine.Hand:
        """The hand at this point (with ``deal`` instead of the real cards); IllegalAction if a
        decision before the point is not legal with those cards. ``rewrite(hand, seat, action)``
        replaces a decision the deciding seat never saw (找朋友's bury) by one that fits ``deal``."""
        hand = engine.new_hand(self.game_id, players=self.players, seed=self.seed,
                               deal=deal or self.deal, context=self.context, options=self.options)
        for seat, action in self.prefix:
            hand.apply(action if rewrite is None else rewrite(hand, seat, action))
        return hand


def point_of(hand: engine.Hand) -> Point:
    """The decision point ``hand`` stands at (its seat to act deciding)."""
    origin = hand._origin
    if origin is None:
        raise ValueError("a hand without its origin cannot be re-dealt")
    options = dict(hand.options)
    fresh = engine.new_hand(hand.game_id, players=hand.num_players, seed=origin["seed"],
                            deal=origin["deal"], context=origin["context"], options=options)
    deal, context = fresh.deal_setup()
    if hand.to_act is None:
        raise ValueError("a finished hand has no decision to measure")
    point = Point(hand.game_id, hand.num_players, origin["seed"], deal, context, tuple(hand.actions),
                  hand.to_act, options)
    if point.build().view(None) != hand.view(None):
        raise ValueError(f"{hand.game_id}: this hand cannot be rebuilt from its dealt cards")
    return point


def _cards(x: Any) -> list[Card]:
    """The cards a view field lists (tokens; hidden entries such as None are skipped)."""
    if not isinstance(x, (list, tuple)):
        return []
    out = []
    for t in x:
        if isinstance(t, str):
            try:
                out.extend(parse_cards(t))
            except ValueError:
                continue
    return out


def known_cards(point: Point, view: dict[str, Any]) -> dict[Any, Counter[Card]]:
    """Per place (a seat, or ``"bottom"``): the cards the deciding seat knows were dealt there. Its
    own cards in view, what it did with cards itself, every other seat's face-up plays and open
    cards, a bottom shown in its view."""
    me = point.seat
    known: dict[Any, Counter[Card]] = {s: Counter() for s in range(point.players)}
    known[BOTTOM] = Counter()
    hands = view.get("hands") or []
    held = Counter(_cards(hands[me] if me < len(hands) else []))
    for s, action in point.prefix:
        if s != me and action.kind == "play":
            known[s].update(action.cards)
    # what it still holds, and every card that left its hand by its own decisions
    known[me] = held + _left_hand(point)
    for key in ("hands", "open_cards"):
        field = view.get(key) or []
        for s in range(min(len(field), point.players)):
            if s != me:
                seen = Counter(_cards(field[s]))
                known[s] |= seen  # the larger count: a card both open and played is one card
    known[BOTTOM].update(_cards(view.get("bottom")))
    marker = view.get("marker")
    if isinstance(marker, dict) and isinstance(marker.get("seat"), int):  # 三打一's shown card
        known[marker["seat"]] |= Counter(_cards([marker.get("card")]))
    lord = view.get("landlord")
    if isinstance(lord, int) and lord != me:  # 三打一's declared report sets are shown (SDY-9.4)
        known[lord] |= Counter(_cards([t for r in view.get("reports") or [] for t in r.get("cards", [])]))
    banker = view.get("banker")
    if point.game_id == "banbiantianzha" and isinstance(banker, int) and banker != me:
        known[banker] |= Counter(parse_cards("BJ"))  # BBT-2.1: the 庄 is the seat dealt the 大王
    if point.game_id == "zhaopengyou":  # bids' cards and the flipped bottom (ZPY-4.2, 4.8)
        for place, cards in zpy.shown_cards(view).items():
            if place != me:
                known[place] |= cards
    return known


def _left_hand(point: Point) -> Counter[Card]:
    """The cards that left the deciding seat's hand by its own decisions, read from its views before
    and after each: a play or a bury leaves, a bid's or a split's cards stay, a called card need not
    be held, a blocked throw (找朋友) leaves only what was played, and with two or three decks a card
    played is another copy than one held."""
    me = point.seat
    hand = engine.new_hand(point.game_id, players=point.players, seed=point.seed, deal=point.deal,
                           context=point.context, options=point.options)
    out: Counter[Card] = Counter()
    for s, action in point.prefix:
        if s == me and action.cards:
            before = _held(hand, me)
            hand.apply(action)
            out += before - _held(hand, me)
        else:
            hand.apply(action)
    return out


def _held(hand: engine.Hand, seat: int) -> Counter[Card]:
    hands = hand.view(seat).get("hands") or []
    return Counter(_cards(hands[seat] if seat < len(hands) else []))


def _places(deal: dict[str, Any]) -> dict[Any, list[Card]]:
    places: dict[Any, list[Card]] = {s: parse_cards(h) for s, h in enumerate(deal["hands"])}
    if deal.get("bottom"):
        places[BOTTOM] = parse_cards(deal["bottom"])
    return places


def _pin(places: dict[Any, list[Card]], known: dict[Any, Counter[Card]]) -> dict[Any, list[Card]]:
    """The cards of each place that stay: the known cards found there (a seat's known card not
    among its dealt cards came from the bottom it took, and stays in the bottom)."""
    pinned: dict[Any, list[Card]] = {p: [] for p in places}
    left = {p: Counter(cs) for p, cs in places.items()}
    for p, want in known.items():
        for card, k in want.items():
            if p == BOTTOM:  # a seat's known card found in the bottom already stands for it
                k -= pinned[BOTTOM].count(card)
            for where in (p, BOTTOM):
                if where not in left:
                    continue
                take = min(k, left[where][card])
                if take:
                    left[where][card] -= take
                    pinned[where].extend([card] * take)
                    k -= take
    return pinned


def redeal(point: Point, rng: random.Random, tries: int = 60,
           accept: Accept | None = None) -> engine.Hand | None:
    """A world at ``point``: a hand whose hidden cards are re-dealt, consistent with everything the
    deciding seat knows (and passing ``accept``, if given: a world weighted by rejection); None if
    ``tries`` draws found none. Without ``accept`` the draws are what they always were."""
    real = point.build()
    view = real.view(point.seat)
    if point.game_id == "doudizhu" and view.get("phase") == "bid":
        # DDZ-3.4: an all-pass deals again from the hand's seed. Built from given cards, a world's
        # seed has drawn nothing yet, so its re-deal would hand every seat the real first deal (the
        # deciding seat its own cards back); the seat cannot know the next deal, so each world
        # draws its own (the first bidder is in the context: the seed decides nothing else). Once
        # the auction is over no deal follows, and the worlds there draw as they always did
        point = replace(point, seed=rng.randrange(2**31))
    places = _places(point.deal)
    known = known_cards(point, view)
    pinned = _pin(places, known)
    free: list[Card] = []
    for p, cs in places.items():
        rest = Counter(cs) - Counter(pinned[p])
        free.extend(rest.elements())
    free.sort(key=str)  # the draw depends on rng alone, not on where the cards really were
    rule: tuple[zpy.Allow, Callable[[Card], bool]] | None = None
    rewrite: Rewrite | None = None
    if point.game_id == "zhaopengyou" and view.get("phase") not in ("bid", "bury"):
        seen = zpy.shown(real, point.prefix)
        d = view.get("declarer")
        kept = known[d] if d is not None else Counter()
        bury = len(places.get(BOTTOM, []))
        rule = zpy.constraints(view, point.seat, seen, pinned, kept, bury)
        rewrite = zpy.bury_rewrite(view, point.seat, kept, seen, rng)
    slots = {p: len(cs) - len(pinned[p]) for p, cs in places.items()}
    for _ in range(tries):
        fills: dict[Any, list[Card]] | None = None
        if rule is not None:
            fills = _constrained_fill(free, slots, rule, rng)
            if fills is None:
                continue
        else:
            rng.shuffle(free)
            fill = iter(free)
        deal: dict[str, Any] = {"hands": []}
        new: dict[Any, list[Card]] = {}
        for p, cs in places.items():
            # a known card keeps its very position (the order of a flipped bottom, a marker's place)
            keep = Counter(pinned[p])
            new[p] = []
            if fills is not None:
                fill = iter(fills[p])
            for c in cs:
                if keep[c]:
                    keep[c] -= 1
                    new[p].append(c)
                else:
                    new[p].append(next(fill))
        deal["hands"] = [format_cards(new[s]) for s in range(len(point.deal["hands"]))]
        if BOTTOM in new:
            deal["bottom"] = format_cards(new[BOTTOM])
        if point.game_id == "sandayi":  # SDY-2.4: of two equal cards, the one at the draw's place
            marker = view["marker"]
            deal = place_marker(point.seed, deal, marker["seat"], parse_cards(marker["card"])[0])
        try:
            world = point.build(deal, rewrite)
        except ValueError:
            continue
        if world.to_act == point.seat and world.view(point.seat) == view:
            if accept is None or accept(point, deal, rng):
                return world
    return None


def _constrained_fill(free: list[Card], slots: dict[Any, int],
                      rule: tuple[zpy.Allow, Callable[[Card], bool]],
                      rng: random.Random) -> dict[Any, list[Card]] | None:
    """The free cards shared out to the places' free slots as ``rule`` allows: the constrained
    cards first, each to an allowed place drawn by its free slots left (as
    ``ai.games.zhaopengyou_mc`` samples); None if the draw ran into a dead end."""
    allow, tight = rule
    cards = list(free)
    rng.shuffle(cards)
    cards.sort(key=lambda c: not tight(c))  # stable: the shuffle orders each group
    left = dict(slots)
    out: dict[Any, list[Card]] = {p: [] for p in slots}
    for card in cards:
        room = [p for p in slots if left[p] > 0 and allow(p, card, out)]
        if not room:
            return None
        r = rng.randrange(sum(left[p] for p in room))
        for p in room:
            r -= left[p]
            if r < 0:
                break
        out[p].append(card)
        left[p] -= 1
    for cs in out.values():
        rng.shuffle(cs)
    return out


def redeal_state(hand: engine.Hand, seat: int, rng: random.Random,
                 public: dict[int, Sequence[Card]] | None = None) -> engine.Hand:
    """A world at a hand-made position (``state.hands`` edited by a test, so no history rebuilds
    it): a copy with the other seats' cards shuffled among them, each keeping its count and the
    cards of ``public`` (cards the table shows it holds). What ``seat`` knows there is its own hand
    and the counts."""
    world = copy.deepcopy(hand)
    s = world.state
    pins = {o: list(cs) for o, cs in (public or {}).items() if o != seat}
    others = [o for o in range(len(s.hands)) if o != seat]
    pool = [c for o in others for c in s.hands[o]]
    for cs in pins.values():
        for c in cs:
            pool.remove(c)
    got = deal_hidden(pool, {o: len(s.hands[o]) - len(pins.get(o, [])) for o in others}, rng)
    for o in others:
        s.hands[o] = pins.get(o, []) + got[o]  # a new list: the engine's per-list caches miss
    world._clear_cache()
    return world


def label(game_id: str, action: Action) -> str:
    """An option's name in the bench: its value, else its kind (扯旋's raise and all-in by kind); a
    value ``name:detail`` by its name (三打一's 报到 of each card is one option, ``baodao``)."""
    if game_id == "chexuan" or action.value is None:
        return action.kind
    return str(action.value).split(":")[0]


def options_of(game_id: str, legal: Sequence[Action], chosen: Action) -> dict[str, Action]:
    """One action per option label: the chosen action for its own label, else the first listed
    (扯旋: the smallest raise). 扯旋's 簸簸 is named by its place in the offered range (``stake-lo``,
    ``-mid``, ``-hi``, ``-table`` for the table minimum, CX-1.4); 找朋友's call keeps the chosen
    card and offers its copies (ZPY-7.4: which card is called is a choice among card sets, the
    bench does not weigh it)."""
    if game_id == "chexuan" and chosen.kind == "stake":
        return _stake_options(legal)
    if game_id == "zhaopengyou" and chosen.kind == "call":
        legal = [a for a in legal if a.kind == "call" and a.cards == chosen.cards]
    out: dict[str, Action] = {}
    for a in legal:
        out.setdefault(label(game_id, a), a)
    out[label(game_id, chosen)] = chosen
    return out


def _stake_options(legal: Sequence[Action]) -> dict[str, Action]:
    """扯旋's offered 簸簸 by place: the least, the most, the middle, and the table minimum (the
    engine offers those four values, fewer where they coincide)."""
    values = sorted(int(a.value or 0) for a in legal if a.kind == "stake")
    lo, hi = values[0], values[-1]
    out: dict[str, Action] = {}
    for v in values:
        name = "lo" if v == lo else "hi" if v == hi else "mid" if v == (lo + hi) // 2 else "table"
        out.setdefault(f"stake-{name}", Action("stake", value=v))
    return out


def option_name(options: dict[str, Action], chosen: Action) -> str:
    """The name ``options_of`` gave the chosen action."""
    return next(k for k, a in options.items() if a == chosen)


def _play_out(hand: engine.Hand, level: str, seed: int, seat: int) -> float:
    players = [make_player(hand.game_id, level, seed=seed + 97 * s) for s in range(hand.num_players)]
    steps = 0
    while (s := hand.to_act) is not None:
        hand.apply(players[s].choose(hand.view(s), hand.legal_actions()))
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError("a play-out did not end")
    return final_value(hand, seat)


def final_value(hand: engine.Hand, seat: int) -> float:
    """A finished hand's worth to ``seat`` in a play-out: ``suite_value(hand, seat)`` where the game's
    AI module (``ai.games.<id>``) has one, because the game's score leaves out part of what its
    players play for (打筒子's 奖励分, DTZ-8, kept apart from the race score until the match ends,
    DTZ-11.1); else the seat's score in the hand's result (0 for a hand without one)."""
    hook = _suite_value(hand.game_id)
    if hook is not None:
        return float(hook(hand, seat))
    res = hand.result()
    return float(res.deltas[seat]) if res is not None else 0.0


_HOOKS: dict[str, Callable[[engine.Hand, int], float] | None] = {}


def _suite_value(game_id: str) -> Callable[[engine.Hand, int], float] | None:
    if game_id not in _HOOKS:
        _HOOKS[game_id] = getattr(game_module(game_id), "suite_value", None)
    return _HOOKS[game_id]


def option_values(world: engine.Hand, options: dict[str, Action], level: str, seed: int) -> dict[str, float]:
    """The deciding seat's score in ``world`` after each option, every seat then played by ``level``
    seeded alike for every option (common random numbers)."""
    seat = world.to_act
    if seat is None:
        raise ValueError("the world's hand is over: no option to play")
    out = {}
    for name, action in options.items():
        hand = copy.deepcopy(world)  # not a save's round trip: a hand-made position need not be a whole deck
        hand.apply(action)
        out[name] = _play_out(hand, level, seed, seat)
    return out


#: how a world is made at a decision: (hand, seat, rng) -> a re-dealt hand, or None
WorldMaker = Callable[[engine.Hand, int, random.Random], "engine.Hand | None"]


def option_rows(hand: engine.Hand, seat: int, options: Sequence[Action], worlds: int, level: str = "normal",
                seed: int = 0, redeal_fn: WorldMaker | None = None) -> list[list[float]]:
    """One row per world, one column per option: ``seat``'s score when the hand is played out from
    the decision in that world after the option (``option_values``: the same world and player seeds
    for every option). Worlds come from ``redeal`` at the hand's point, or from
    ``redeal_fn(hand, seat, rng)`` (``redeal_state`` for a hand-made position); a world in which an
    option is not legal is drawn again, up to three draws a world."""
    if hand.to_act != seat:
        raise ValueError(f"seat {seat} is not the seat to act")
    if redeal_fn is None:
        point = point_of(hand)

        def redeal_fn(_hand: engine.Hand, _seat: int, rng: random.Random) -> engine.Hand | None:
            return redeal(point, rng)

    named = {str(i): a for i, a in enumerate(options)}
    rng = random.Random(seed)
    rows: list[list[float]] = []
    attempts = 0
    while len(rows) < worlds and attempts < worlds * 3:
        attempts += 1
        wseed = rng.getrandbits(32)
        world = redeal_fn(hand, seat, random.Random(wseed))
        if world is None or any(world.check(a) is not None for a in options):
            continue
        values = option_values(world, named, level, wseed)
        rows.append([values[str(i)] for i in range(len(options))])
    return rows


def paired(rows: Sequence[Sequence[float]], a: int, b: int) -> tuple[float, float, float]:
    """Mean of option ``a`` minus option ``b`` over the worlds of ``option_rows``, with its 95 %
    interval."""
    return mean_ci([r[a] - r[b] for r in rows])
