"""Card-play policies of the climbing games: ``greedy`` and the rule-based ``easy`` / ``normal``.

Both rule-based levels score every distinct legal play by what it leaves: the decomposition cost of
the remaining hand (``ai.decompose``), plus what winning the trick is worth (its points, the lead,
stopping an opponent who is about to go out) and the danger of short opponent hands (no low single
into a last card). ``normal`` adds card counting (is a single still beatable?), the points a lead
gives away or a beat brings home, and leading low to a partner who has one card; ``easy`` adds noise
to its scores. Partners' winning plays are left alone unless the play goes out or an opponent who
answers before the partner holds two cards or fewer (he may beat it and go out).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine import Action, Card, LazyActions, SegmentedActions

from .climbing import ClimbRules, Memory, Table
from .decompose import decompose
from .playout import group_values

__all__ = ["Cand", "candidates", "controls_in", "greedy_play", "HeuristicPlay"]


@dataclass
class Cand:
    action: Action
    combo: Any
    left: int  # cards left after the play
    cost: float  # decomposition cost of what is left
    spend: float = 0.0  # controls spent in a low shape, bombs broken (``control_spend``)

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.action.cards


#: penalty per rank below the top for a single that an opponent's last card may beat
FEED_STEP = 0.3
#: at most this many suit choices of one shape are looked at for the least damaging one
SUIT_CHOICES = 6
#: penalty per control (a card above the sequence scale, or an ace run low with it) spent in a run
LOW_SHAPE_STEP = 0.5
#: penalty for breaking a bomb with a play that is not that bomb
BOMB_BREAK = 0.6


def control_spend(vals: Sequence[int], base: Sequence[int], is_bomb: bool, rules: ClimbRules) -> float:
    """What the decomposition cost misses about a play (issue #25, point 5): the 2s (above the
    sequence scale, ``Shapes.seq_hi``) and the aces running low with them in a run or plane, where
    they count as the lowest ranks (三打一's AAA222 is the lowest plane, SDY-6.1), are controls
    spent for nothing; a non-bomb play that takes cards of a held bomb breaks it."""
    if is_bomb:
        return 0.0
    sh = rules.shapes
    held = [v for v in vals if v]
    spend = 0.0
    if len(set(held)) >= 3 and any(v > sh.seq_hi for v in held):
        spend += LOW_SHAPE_STEP * sum(1 for v in held if v >= sh.seq_hi)
    if breaks_bomb(vals, base, is_bomb, rules):
        spend += BOMB_BREAK
    return spend


def breaks_bomb(vals: Sequence[int], base: Sequence[int], is_bomb: bool, rules: ClimbRules) -> bool:
    """Whether a play of rank values ``vals`` from the rank counts ``base`` is a non-bomb play that
    takes some, not all, cards of a rank the hand holds as a bomb (one rank, ``Shapes.bomb_min``)."""
    if is_bomb:
        return False
    bomb_min = rules.shapes.bomb_min if rules.shapes.bomb_min is not None else 99  # None: no such bombs
    return any(base[v] >= bomb_min and k < base[v] for v, k in Counter(v for v in vals if v).items())


def representatives(legal: Sequence[Action], rules: ClimbRules | None = None,
                    hand: Sequence[Card] | None = None, suits: bool = True) -> list[Action]:
    """The legal actions to consider: all of a plain list; for a lazy ``PlayList`` (thousands of
    suit choices of one shape with several decks) its head plus, per shape segment, the suit
    choice that costs least by ``rules.suit_cost`` among the first few (else, or without
    ``suits``, the first); for another lazy list (半边天炸's ``MaskPlays``: tens of thousands of
    plays with wings) given ``rules``, its head plus the first play of each class of rank values
    and "one suit or not" (``first_of_each``). That class is what ``candidates`` keys on and what
    decides a play's combination, and it keeps the first of each: every policy decides the same
    from these as from every play."""
    if not isinstance(legal, SegmentedActions):
        if isinstance(legal, LazyActions) and rules is not None:
            value = rules.value
            return legal.head + legal.first_of_each(lambda c: value(c) or 0)
        return list(legal)
    out = list(legal.head)
    held = Counter(hand) if hand is not None else None
    delta = rules.suit_delta if rules is not None else None
    for seg in legal.segments:
        if suits and delta is not None and held is not None and seg.size > 1:
            choices = [seg.cards_at(i) for i in range(min(seg.size, SUIT_CHOICES))]
            best = min(choices, key=lambda cs: delta(held, cs))
        else:
            best = seg.cards_at(0)
        out.append(Action("play", best))
    return out


def controls_in(rules: ClimbRules, cards: Sequence[Card], is_bomb: bool) -> int:
    """The controls a non-bomb play spends: cards above the sequence scale (the 2s) and cards
    without a rank value (半边天炸's 大王, 三打一's jokers); a bomb spends none (its own price is the
    ``bomb`` delta)."""
    if is_bomb:
        return 0
    hi = rules.shapes.seq_hi
    return sum(1 for c in cards if (rules.value(c) or 99) > hi)


def _remove(hand: Sequence[Card], cards: Sequence[Card]) -> list[Card]:
    rest = list(hand)
    for c in cards:
        rest.remove(c)
    return rest


def candidates(t: Table, legal: Sequence[Action], rules: ClimbRules, limit: int | None = None) -> list[Cand]:
    """One candidate per distinct play (by rank values and flush-ness), with what it leaves; with a
    ``limit``, only the first ``limit`` distinct plays in the engine's order (cheapest first), the
    plays of the hand's own plan (its decomposition's groups) and any play that goes out."""
    seen: dict[tuple[Any, ...], Cand] = {}
    value, sh = rules.value, rules.shapes
    base = list(rules.counts(t.hand))
    lone = [c for c in t.hand if value(c) is None and rules.lone_bomb(c)]
    n = len(t.hand)
    suit_cost = rules.suit_cost
    if suit_cost is not None:
        held = Counter(t.hand)
        base_suit = suit_cost(t.hand)
    plan: set[tuple[int, ...]] = set()
    if limit is not None:
        plan = {tuple(sorted(group_values(g))) for g in decompose(tuple(base), sh)[1]}
    for a in representatives(legal, rules, t.hand, suits=limit is None):
        if a.kind != "play":
            continue
        vals = tuple(sorted((value(c) or 0) for c in a.cards))
        sig = (vals, len({c.suit for c in a.cards}) == 1)
        if sig in seen:
            continue
        if limit is not None and len(seen) >= limit and len(a.cards) != n and vals not in plan:
            continue
        combo = rules.classify_cached(sig, a.cards)
        rest = list(base)
        for v in vals:
            if v:
                rest[v] -= 1
        lone_left = len(lone) - sum(1 for c in a.cards if c in lone)
        cost = decompose(tuple(rest), sh)[0] + lone_left * rules.lone_cost
        if suit_cost is not None:
            cost += base_suit + (rules.suit_delta(held, a.cards) if rules.suit_delta is not None
                                 else suit_cost(_remove(t.hand, a.cards)) - base_suit)
        spend = control_spend(vals, base, combo.is_bomb, rules) if n != len(a.cards) else 0.0
        seen[sig] = Cand(a, combo, n - len(a.cards), cost, spend)
    return list(seen.values())


def _pass(legal: Sequence[Action]) -> Action | None:
    head = getattr(legal, "head", None)
    return next((a for a in (legal if head is None else head) if a.kind == "pass"), None)


def _top_value(rules: ClimbRules, cards: Sequence[Card]) -> int:
    return max((rules.value(c) or 99) for c in cards)


def greedy_play(t: Table, legal: Sequence[Action], rules: ClimbRules) -> Action:
    """Lead the lowest group; follow with the cheapest beat; pass on a partner's trick; bomb only
    to stop someone going out."""
    plays = [a for a in representatives(legal, rules) if a.kind == "play"]
    pas = _pass(legal)
    if t.top is None:
        vals = [v for v in map(rules.value, t.hand) if v is not None]
        if vals:
            low = min(vals)
            same = [a for a in plays if all(rules.value(c) == low for c in a.cards)]
            same = [a for a in same if not rules.classify(a.cards, rules.options).is_bomb] or same
            if same:
                return max(same, key=lambda a: len(a.cards))
        return plays[0] if plays else legal[0]
    if pas is not None and t.top.seat in t.partners():
        return pas
    normal = [a for a in plays if not rules.classify(a.cards, rules.options).is_bomb]
    if normal:
        return normal[0]  # the engine lists plays cheapest first
    if pas is None:
        return plays[0]  # must beat
    if plays and any(t.counts[o] <= 2 for o in t.opponents() if t.counts[o] > 0 or o == t.top.seat):
        return plays[0]
    return pas


class HeuristicPlay:
    """The rule-based card play of ``easy`` (``smart=False``, noisy) and ``normal``."""

    def __init__(self, rules: ClimbRules, smart: bool = True, noise: float = 0.0,
                 rng: random.Random | None = None, danger: bool | None = None,
                 limit: int | None = None, bomb: float = 0.0, control: float = 0.0) -> None:
        self.rules = rules
        #: the character's eagerness to spend a bomb when following (``ai.characters.Style.bomb``)
        self.bomb = bomb
        #: the character's price per control card a play spends (``ai.characters.Style.control``)
        self.control = control
        #: look at only this many distinct plays (``easy``: a beginner sees the first few options)
        self.limit = limit
        self.smart = smart
        #: short-hand danger (no low single into a last card, stop a seat about to go out)
        self.danger = smart if danger is None else danger
        self.noise = noise
        self.rng = rng or random.Random()

    # ---- helpers
    def _unseen_top(self, t: Table, memory: Memory | None) -> int:
        """The highest rank value another seat may still hold."""
        if memory is None:
            return self.rules.shapes.hi
        vals = [v for v in map(self.rules.value, memory.unseen(self.rules, t.view, t.hand)) if v is not None]
        return max(vals, default=0)

    @staticmethod
    def partner_out_first(t: Table) -> bool:
        """The first seat to play after me is a partner holding one card: he answers a led single
        before any opponent does, so a low single lets him out (seat order, not just counts)."""
        nxt = t.next_seats()[:1]
        return bool(nxt) and nxt[0] in t.partners() and t.counts[nxt[0]] == 1

    def _feed_gap(self, t: Table, kind: str, top: int, unseen_top: int) -> int:
        """How many ranks below the top a led single sits that an opponent's last card may beat
        (DTZ-5.2 and alike: he beats it and goes out); 0 when the lead is safe, or when a partner
        with one card plays before every opponent (``partner_out_first``)."""
        if kind != "single" or not any(t.counts[o] == 1 for o in t.opponents()):
            return 0
        if self.smart and self.partner_out_first(t):
            return 0
        if top >= (unseen_top if self.smart else self.rules.shapes.hi):
            return 0  # a control: no unseen card beats it
        return self.rules.shapes.hi - top + 1

    def safest_leads(self, t: Table, actions: Sequence[Action], memory: Memory | None) -> list[Action]:
        """``actions`` less the leads that feed an opponent's last card when a safer lead is among
        them: the searches' roll-outs are too crude to be trusted with that blunder (people notice
        it), so they choose among the safest leads only (the highest single when all feed)."""
        if t.top is not None or not self.danger:
            return list(actions)
        unseen_top = self._unseen_top(t, memory) if self.smart else 0
        if self.smart and self.partner_out_first(t) and any(t.counts[o] == 1 for o in t.opponents()):
            return self._partner_first_leads(actions)
        gaps = []
        for a in actions:
            if a.kind != "play":
                gaps.append(0)
                continue
            combo = self.rules.classify(a.cards, self.rules.options)
            gaps.append(self._feed_gap(t, combo.kind, _top_value(self.rules, a.cards), unseen_top))
        least = min(gaps, default=0)
        return [a for a, g in zip(actions, gaps) if g == least]

    def _partner_first_leads(self, actions: Sequence[Action]) -> list[Action]:
        """When a one-card partner answers before a one-card opponent: of the singles only the
        lowest (the likeliest for the partner to beat); other shapes, which neither can answer,
        stay for the search."""
        singles = [a for a in actions if a.kind == "play" and len(a.cards) == 1
                   and self.rules.classify(a.cards, self.rules.options).kind == "single"]
        if not singles:
            return list(actions)
        low = min(singles, key=lambda a: _top_value(self.rules, a.cards))
        return [a for a in actions if a not in singles or a is low]

    @staticmethod
    def partner_threat(t: Table) -> int:
        """The fewest cards held by an opponent who answers the partner's play on top before it
        comes back to him (0: none holds two cards or fewer): such an opponent may beat it and go
        out, so passing is not safe (issue #35, point 4)."""
        assert t.top is not None
        opp = set(t.opponents())
        short = []
        for s in t.next_seats():
            if s == t.top.seat:
                break
            if s in opp and t.counts[s] <= 2:
                short.append(t.counts[s])
        return min(short, default=0)

    def _jitter(self) -> float:
        return self.rng.gauss(0.0, self.noise) if self.noise else 0.0

    # ---- decisions
    def score(self, t: Table, legal: Sequence[Action],
              memory: Memory | None = None) -> list[tuple[float, Action]]:
        """Every distinct option with its score (lower is better), best first."""
        cands = candidates(t, legal, self.rules, self.limit)
        pas = _pass(legal)
        if t.top is None:
            unseen_top = self._unseen_top(t, memory) if self.smart else 0
            scored = [(self._lead_score(t, c, unseen_top) + self._jitter(), c.action) for c in cands]
        else:
            scored = self._follow_scores(t, cands, pas, memory)
        scored.sort(key=lambda x: x[0])
        return scored

    def choose(self, t: Table, legal: Sequence[Action], memory: Memory | None = None) -> Action:
        scored = self.score(t, legal, memory)
        return scored[0][1] if scored else legal[0]

    def _lead_score(self, t: Table, c: Cand, unseen_top: int) -> float:
        rules, sh = self.rules, self.rules.shapes
        if not c.left:
            return -100.0
        s = c.cost + c.spend + 0.02 * sh.strength(min(_top_value(rules, c.cards), sh.hi))
        if self.control:
            s += self.control * controls_in(rules, c.cards, c.combo.is_bomb)
        s -= 0.01 * len(c.cards)
        if not self.danger:
            return s
        pts = rules.points(c.cards)
        top = _top_value(rules, c.cards)
        control = top >= (unseen_top if self.smart else sh.hi) and c.combo.kind in ("single", "pair")
        if pts and not control and not c.combo.is_bomb and self.smart:
            s += pts * rules.point_weight * 0.5
        opp_short = [t.counts[o] for o in t.opponents() if t.counts[o] > 0]
        if self._feed_gap(t, c.combo.kind, top, unseen_top):
            s += 2.5 + FEED_STEP * (sh.hi - top)  # never feed a last single; if forced, lead high
        if c.combo.kind == "pair" and 2 in opp_short and not control:
            s += 2.0
        if self.smart and c.combo.kind == "single" and self.partner_out_first(t):
            # a low single lets the partner out; he plays before any opponent with one card, so
            # the lowest single is the one to lead then
            s -= (0.6 if 1 not in opp_short else 3.0) + 0.05 * (sh.hi - top)
        return s

    def _follow_scores(self, t: Table, cands: list[Cand], pas: Action | None,
                       memory: Memory | None) -> list[tuple[float, Action]]:
        rules = self.rules
        top = t.top
        assert top is not None
        partner_top = top.seat in t.partners()
        out = [(0.0, pas)] if pas is not None else []
        now = rules.cost(t.hand)
        opp_active = [o for o in t.opponents() if t.counts[o] > 0]
        danger = 0.0
        threat = self.partner_threat(t) if partner_top and self.danger else 0
        if not partner_top:
            if t.counts[top.seat] > 0 and t.counts[top.seat] <= 2:
                danger = 4.0  # he leads next with his last cards
            elif any(t.counts[o] <= 2 for o in opp_active):
                danger = 1.0
        elif threat:
            # an opponent still to answer the partner's play holds as many cards as it has or
            # fewer: if he beats it he may go out, and only a play now keeps him from answering it
            danger = 4.0 if threat <= len(top.combo.cards) else 1.0
        trick_pts = rules.points(t.trick_cards)
        # an opponent with one card left beats a low single and goes out: follow with a high one
        feed = self.danger and top.combo.kind == "single" and any(t.counts[o] == 1 for o in opp_active)
        feed_top = self._unseen_top(t, memory) if feed and self.smart else self.rules.shapes.hi
        for c in cands:
            if not c.left:
                out.append((-100.0, c.action))
                continue
            if partner_top and pas is not None and not threat:
                continue  # never beat a partner's winning play without cause
            delta = c.cost + c.spend - now
            if self.control:
                delta += self.control * controls_in(rules, c.cards, c.combo.is_bomb)
            win = 0.5 + trick_pts * rules.point_weight
            if self.danger:
                win += danger
            if self.smart:
                win += rules.points(c.cards) * rules.point_weight * 0.5  # my own points come home
            if c.combo.is_bomb:
                win -= 0.3 - self.bomb
            if feed and c.combo.kind == "single":
                high = _top_value(rules, c.cards)
                if high < feed_top:
                    win -= FEED_STEP * (rules.shapes.hi - high)
            out.append((delta - win + self._jitter(), c.action))
        return out
