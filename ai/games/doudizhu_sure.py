"""斗地主's sure wins: a play after which the seat goes out whatever the others hold.

A play is *safe* when no combination of the unseen cards (every card not in the seat's hand and
not played, DDZ-1.2: the two other hands together, a bound on what either holds) beats it
(DDZ-7.1, 7.2). A hand is a sure win when its decomposition has at most one unsafe group, after
each safe triple has carried one unsafe single or pair as its wing (DDZ-6.4, 6.5): the seat plays
the safe groups, keeps the lead after each, and goes out with the last one. ``sure_play`` finds a
legal play that is safe (or goes out) and leaves such a hand; ``normal`` and ``hard`` play it
before anything else, so neither lets a won hand slip (the rocket and a bomb held back while the
farmers lead their last cards, issue 37).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine import Action, Card, make_deck, parse_cards
from engine.games.doudizhu import RUN_TOP, value

from ..climbing import ClimbRules
from ..decompose import decompose
from ..playout import Top

__all__ = ["unseen_counts", "can_beat", "sure_play"]

_DECK = make_deck(1)
_WIDTH = {"single": 1, "pair": 2, "triple": 3, "triple_single": 3, "triple_pair": 3, "straight": 1,
          "pair_run": 2, "plane": 3, "plane_singles": 3, "plane_pairs": 3}
#: the hand at or below this many unsafe groups is worth looking at play by play
LOOK_AT = 3


def unseen_counts(view: dict[str, Any], hand: Sequence[Card]) -> Counter[int]:
    """Rank values of the cards the other seats may hold: the pack less ``hand`` and every played
    card (the view's public ``played``)."""
    left = Counter(_DECK)
    left.subtract(hand)
    left.subtract(parse_cards(" ".join(view.get("played") or [])))
    return Counter(value(c) for c, n in left.items() for _ in range(max(n, 0)))


def can_beat(pool: Counter[int], top: Top) -> bool:
    """Whether some combination of the cards ``pool`` beats ``top`` (DDZ-7.1, 7.2)."""
    rocket = pool[16] > 0 and pool[17] > 0
    if top.kind == "rocket":
        return False
    bombs = [v for v, k in pool.items() if k >= 4]
    if top.cat:
        return rocket or any(v > top.high for v in bombs)
    if rocket or bombs:
        return True
    width = _WIDTH.get(top.kind)
    if width is None:
        return False  # four with two: only a higher four with two, that is a bomb in the pool
    if top.length == 1 and top.kind not in ("straight", "pair_run", "plane", "plane_singles", "plane_pairs"):
        return any(pool[v] >= width for v in range(top.high + 1, 18))
    k = top.length
    return any(all(pool[v] >= width for v in range(hi - k + 1, hi + 1))
               for hi in range(top.high + 1, RUN_TOP + 1))


def _unsafe_groups(counts: tuple[int, ...], pool: Counter[int], rules: ClimbRules, group_top: Any) -> int:
    groups = decompose(counts, rules.shapes)[1]
    unsafe = [g for g in groups if can_beat(pool, group_top(g))]
    carriers = sum(1 for g in groups if g.kind == "triple" and g not in unsafe)
    riders = sum(1 for g in unsafe if g.kind in ("single", "pair"))
    return len(unsafe) - min(carriers, riders)


def sure_play(view: dict[str, Any], legal: Sequence[Action], rules: ClimbRules, combo_top: Any,
              group_top: Any) -> Action | None:
    """A legal play that goes out, or is safe and leaves a sure win; None when there is none."""
    me = view["viewer"] if view.get("viewer") is not None else view["to_act"]
    hand = parse_cards(" ".join(view["hands"][me] or []))
    pool = unseen_counts(view, hand)
    base = rules.counts(hand)
    if _unsafe_groups(base, pool, rules, group_top) > LOOK_AT:
        return None
    best: tuple[tuple[int, int], Action] | None = None
    for a in legal:
        if a.kind != "play":
            continue
        if len(a.cards) == len(hand):
            return a  # goes out
        combo = rules.classify(a.cards, rules.options)
        if combo is None or can_beat(pool, combo_top(combo)):
            continue
        rest = list(base)
        for c in a.cards:
            rest[value(c)] -= 1
        left = _unsafe_groups(tuple(rest), pool, rules, group_top)
        if left > 1:
            continue
        key = (left, -len(a.cards))
        if best is None or key < best[0]:
            best = (key, a)
    return best[1] if best is not None else None
