"""板子炮 opponents: the rules adapter, the bidding (包牌 / 反包 / the 庄's called card) and the
search of ``normal`` and ``hard``.

In 叫牌 mode the side that takes more cards wins, so a trick is worth its card count (``points``
counts cards). Seats whose side the viewer cannot know yet (the hidden partner, BZP-4.4) are
treated as opponents by the rule-based policy until the called card shows; the search instead
deals the called card in each sampled world (never to the 庄, BZP-4.3) and plays that world with
the sides it implies.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from engine import Action, Card, make_deck, parse_cards
from engine.games.banzipao import CATEGORY, DECK_WITHOUT, beats, classify, value

from ..characters import STEADY, Style
from ..climbing import ClimbRules, Memory, Table
from ..decompose import Group, Shapes
from ..pimc import NORMAL_WORLDS, SearchSpec, search_for
from ..player import ClimbPlayer
from ..playout import SimRules, Top, World

__all__ = ["RULES", "make", "choose_phase", "SEARCH", "NORMAL_WORLDS", "combo_top", "group_top",
           "settle", "sim_rules"]

_DECK = make_deck(1, without=DECK_WITHOUT)


def _sides(view: dict[str, Any]) -> list[int]:
    teams = view.get("teams") or [None] * view["num_players"]
    return [t if t is not None else 10 + i for i, t in enumerate(teams)]


RULES = ClimbRules(
    game_id="banzipao",
    shapes=Shapes(lo=3, hi=15, seq_hi=14, straight_min=3, straight_max=12, pair_run_min=99, pair_run_max=0,
                  dizha_min=3, plane_min=None, kickers_per_triple=0, bomb_min=3, k510=False),
    value=value,
    classify=classify,
    beats=beats,
    points=lambda cards: len(list(cards)),  # BZP-6.5: a trick is worth its cards (得牌)
    deck=lambda view: list(_DECK),
    sides=_sides,
    point_weight=0.07,
)

#: decomposition-cost thresholds (lower = stronger) for 包牌 (1 vs 3) and 反包 (1 vs 1). ``hard``'s
#: 包牌 threshold comes from 1,900 self-play hands where a seat of a given cost was made to 包 (no
#: 反包), played by ``hard`` against three ``normal``: the 包牌者's mean score was +3.9 at cost
#: 0.6–0.9, +3.7 at 0.9–1.1, +2.8 at 1.1–1.3, +1.4 at 1.3–1.5, +0.6 at 1.5–1.7, −0.4 at 1.9–2.1;
#: 叫牌 (±1, ±2) is taken to be worth about +0.5 with such a hand (not measured), so 包牌 pays up
#: to about 1.5. ``normal``'s 0.6 is conservative by the same figures (left as it was)
BAOPAI = {"easy": 0.0, "normal": 0.6, "hard": 1.5}
FANBAO = {"easy": 0.3, "normal": 1.0, "hard": 1.0}


def _pick(legal: Sequence[Action], value_: str) -> Action:
    return next((a for a in legal if a.value == value_), legal[0])


#: the greedy level's answer in each choice phase: never 包牌, never 反包
_GREEDY: dict[str | None, str] = {"bid": "bubao", "counter": "bufan"}


def choose_phase(view: dict[str, Any], legal: Sequence[Action], level: str, rng: random.Random,
                 style: Style = STEADY) -> Action:
    """``style`` (the seat's character): ``nerve`` raises the 包牌 and 反包 thresholds."""
    phase: str | None = view.get("phase")
    if phase == "call":
        return legal[0]  # the highest card the 庄 lacks: an ace or a 2 makes the strongest partner
    if level == "greedy":
        return _pick(legal, _GREEDY.get(phase, ""))
    me = view["viewer"]
    cost = RULES.cost(parse_cards(" ".join(view["hands"][me] or []))) - style.nerve
    lv = level if level in BAOPAI else "normal"
    if phase == "bid":
        return _pick(legal, "baopai" if cost <= BAOPAI[lv] else "bubao")
    if phase == "counter":
        return _pick(legal, "fanbao" if cost <= FANBAO[lv] else "bufan")
    return legal[0]


def make(level: str, seed: int | None, style: Style = STEADY) -> ClimbPlayer:
    spec = HARD_SEARCH if level == "hard" else SEARCH
    return ClimbPlayer(RULES, level, seed, choose_phase, search_for(level, RULES, spec, light_normal=True),
                       style)


# ---- the search of ``normal`` and ``hard`` (ai.pimc / ai.playout)
#: BZP-7.1 type order as the roll-outs' bomb categories (0: the normal types)
_CAT = CATEGORY
#: BZP-6.5: every card of a trick counts one (得牌)
_CARD_POINTS = [1] * (RULES.shapes.hi + 1)
#: a bomb grabs a trick of at least this many cards in 叫牌 mode (roll-out policy; ``normal``'s
#: light search)
BOMB_CARDS = 8
#: the same in the roll-outs of ``hard``'s search. At 8 its followers seldom bomb back, so a 炸弹
#: (BZP-5.4) that takes a cheap trick keeps the lead in the roll-outs and looks as good as passing:
#: ``hard`` bombed where passing was best at four of the position suite's five worst positions
#: (issue #35). At 5 its cross-fitted regret there fell from 0.047 to 0.013 cards (docs/ai.md);
#: ``normal`` keeps 8, at 5 its own regret rose (0.042 to 0.057)
HARD_BOMB_CARDS = 5
#: weight of one card of 得牌 margin (after the BZP-9.3 transfer) in 叫牌 mode: it smooths the ±1
MARGIN = 0.01


def combo_top(combo: Any) -> Top:
    """The roll-out's reading of an engine combo (BZP-5, 7)."""
    kind, key = combo.kind, combo.key
    if kind in ("straight", "banzipao", "guntong", "gunlong"):
        return Top(_CAT[kind], kind, key[0], key[1])
    return Top(_CAT[kind], kind, 1, key[0])


def group_top(g: Group) -> Top:
    """A decomposition group as a play: ``bomb`` groups are 炸弹 (3) or 豆 (4), ``dizha`` groups are
    板子炮 (runs of three or more pairs, ``RULES.shapes.dizha_min``)."""
    if g.kind == "bomb":
        return Top(1, "bomb", 1, g.high) if g.width == 3 else Top(3, "dou", 1, g.high)
    if g.kind == "dizha":
        return Top(2, "banzipao", g.length, g.high)
    if g.kind == "straight":
        return Top(0, "straight", g.length, g.high)
    return Top(0, g.kind, 1, g.high)


def _bomb_beats(new: Top, old: Top) -> bool:
    return (new.length, new.high) > (old.length, old.high)  # BZP-7.3 to 7.5 (same category)


def _bonus_each(top: Top | None) -> int:
    """BZP-10.1: what each other seat pays the holder of a trick won by ``top``."""
    if top is None:
        return 0
    if top.kind == "dou":
        return 2 if top.high == 15 else 1
    return 3 if top.kind == "guntong" else 0


def _trick_won(w: World, winner: int) -> None:
    each = _bonus_each(w.top)
    if each:  # BZP-10.1, 10.2: only the play that holds the trick
        b = list(w.info.get("bonus") or (0,) * len(w.hands))
        for s in range(len(b)):
            b[s] += 3 * each if s == winner else -each
        w.info = dict(w.info, bonus=tuple(b))  # a new dict: copies of the world share ``info``


def _bonus(w: World, seat: int) -> float:
    b = w.info.get("bonus")
    total = float(b[seat]) if b else 0.0
    if w.over and w.top is not None and w.top_seat is not None:
        each = _bonus_each(w.top)  # BZP-8.4: the last play of the hand holds
        total += 3 * each if seat == w.top_seat else -each
    return total


def settle(mode: str, bidder: int | None, sides: list[int], order: list[int], taken: list[int],
           seat: int) -> tuple[float, int]:
    """``seat``'s 牌局分 (BZP-9) and, in 叫牌 mode, its side's 得牌 margin after the transfer of
    BZP-9.3 (0 otherwise). ``order``: the seats out, first first; ``sides``: 叫牌 mode's sides."""
    n = len(sides)
    if mode == "baopai":  # BZP-8.1, 9.1
        if not order:
            return 0.0, 0
        sign = 1 if order[0] == bidder else -1
        return float(sign * 9 if seat == bidder else -sign * 3), 0
    if mode == "fanbao":  # BZP-8.2, 9.2
        assert bidder is not None
        counter = (bidder + 1) % n
        if not order or seat not in (bidder, counter):
            return 0.0, 0
        if order[0] == counter:
            return (9.0 if seat == counter else -9.0), 0
        return (18.0 if seat == bidder else -18.0), 0
    # 叫牌 mode (BZP-8.3, 9.3)
    if len(order) >= 2 and sides[order[0]] == sides[order[1]]:
        return (2.0 if sides[seat] == sides[order[0]] else -2.0), 0  # 双飞
    rest = [s for s in range(n) if s not in order]
    if not order or len(order) + len(rest) < n:
        return 0.0, 0
    full = order + rest
    first, fourth = full[0], full[n - 1]
    counts = list(taken)
    counts[first] += counts[fourth]
    counts[fourth] = 0
    mine = sum(counts[s] for s in range(n) if sides[s] == sides[seat])
    theirs = sum(counts) - mine
    win = mine > theirs or (mine == theirs and sides[first] == sides[seat])
    return (1.0 if win else -1.0), mine - theirs


def sim_rules(mode: str, bidder: int | None, bomb_cards: int = BOMB_CARDS) -> SimRules:
    """The roll-out rules of one mode (cached); ``bomb_cards``: the trick a bomb grabs in 叫牌 mode."""
    key = (mode, bidder, bomb_cards)
    hit = _SIMS.get(key)
    if hit is not None:
        return hit

    def evaluate(w: World, seat: int) -> float:
        order = list(w.out)
        if not w.over and mode == "jiaopai":  # a roll-out cut short: fewest cards left first
            order += sorted((s for s in range(len(w.hands)) if s not in order and w.left(s) > 0),
                            key=w.left)[:max(0, 3 - len(order))]
        score, margin = settle(mode, bidder, w.sides, order, w.points, seat)
        return score + MARGIN * margin + _bonus(w, seat)

    if mode == "jiaopai":
        def over(w: World) -> bool:
            return len(w.out) >= 3 or _shuangfei(w)

        rules = SimRules(RULES.shapes, _CARD_POINTS, group_top, _bomb_beats, over, evaluate,
                         bomb_points=bomb_cards, kickers=None, out_ends=_shuangfei, trick_won=_trick_won)
    else:  # 包牌 and 反包: the first seat out ends the hand (BZP-8.1, 8.2); cards taken do not count
        rules = SimRules(RULES.shapes, _CARD_POINTS, group_top, _bomb_beats, lambda w: bool(w.out), evaluate,
                         bomb_points=999, kickers=None, first_out_ends=True, trick_won=_trick_won)
    _SIMS[key] = rules
    return rules


_SIMS: dict[tuple[str, int | None, int], SimRules] = {}


def _shuangfei(w: World) -> bool:
    """BZP-8.3: the two seats of one side are the first two out."""
    return len(w.out) == 2 and w.sides[w.out[0]] == w.sides[w.out[1]]


def _sim(view: dict[str, Any], t: Table) -> SimRules:
    return sim_rules(view.get("mode") or "jiaopai", view.get("bidder"))


def _sim_hard(view: dict[str, Any], t: Table) -> SimRules:
    return sim_rules(view.get("mode") or "jiaopai", view.get("bidder"), HARD_BOMB_CARDS)


def _called(view: dict[str, Any]) -> Card | None:
    c = view.get("called")
    return parse_cards(c)[0] if c else None


def _accept(view: dict[str, Any], t: Table, memory: Memory) -> Callable[[int, list[Card]], bool] | None:
    """BZP-4.3: the 庄 calls a card he does not hold, so no world gives it to him."""
    called = _called(view)
    banker = view.get("banker")
    if view.get("mode") != "jiaopai" or called is None or view.get("partner_revealed") or banker == t.me:
        return None
    return lambda seat, cards: seat != banker or called not in cards


def _adjust(w: World, hidden: dict[int, list[Card]], t: Table) -> None:
    """Each sampled world's sides and seats (BZP-4.3, 4.4, 6.2) and the cards taken so far."""
    view = t.view
    n = len(w.hands)
    w.points = list(view.get("taken") or [0] * n)  # BZP-6.5: 得牌 so far
    mode = view.get("mode")
    if mode == "fanbao":  # BZP-6.2: the two others sit out with their cards
        for s in view.get("sitting_out") or []:
            w.hands[s] = [0] * len(w.hands[s])
            w.lone[s] = 0
        w.recount()
        return
    if mode != "jiaopai":
        return
    banker, partner = view["banker"], view.get("partner")
    if partner is None:  # BZP-4.4: hidden; in this world, the holder of the called card
        called = _called(view)
        if called is None:
            return
        partner = next((s for s, cards in hidden.items() if called in cards), None)
        if partner is None:
            partner = _place_called(w, hidden, called, banker)
    if partner is None or partner == banker:
        return
    w.sides = [0 if s in (banker, partner) else 1 for s in range(n)]


def _place_called(w: World, hidden: dict[int, list[Card]], called: Card, banker: int) -> int | None:
    """The called card was left out of the deal (a memory that missed some plays makes the unseen
    pool larger than the hands): swap it into the hand of a 闲 other than the viewer (BZP-4.3),
    picked by the sampled cards themselves (the sample is random, so is the pick)."""
    seats = sorted(s for s, cards in hidden.items() if s != banker and cards)
    if not seats:
        return None
    first = [hidden[s][0] for s in seats]
    seat = seats[sum(c.rank for c in first) % len(seats)]
    cards = hidden[seat]
    old = cards[-1]
    cards[-1] = called
    for c, d in ((old, -1), (called, 1)):
        v = value(c)
        if v is not None:
            w.hands[seat][v] += d
    w.recount()
    return seat


#: how far below the others a play that breaks a held 炸弹 or 豆 is put (``SearchSpec.bomb_break``):
#: with it the search no longer spends one of three 2s where an ace wins the same trick
BOMB_BREAK_SD = 0.5

SEARCH = SearchSpec(sim=_sim, combo_top=combo_top, accept=_accept, world=_adjust, bomb_break=BOMB_BREAK_SD)
#: ``hard``'s search: its roll-outs bomb back from ``HARD_BOMB_CARDS`` cards
HARD_SEARCH = SearchSpec(sim=_sim_hard, combo_top=combo_top, accept=_accept, world=_adjust,
                         bomb_break=BOMB_BREAK_SD)


# ---- duel hooks
def duel_outcome(hand: Any, seats: tuple[int, ...]) -> tuple[float, float, dict[str, float]]:
    """The default win and score (A's seats among the winners; A's mean change per seat), plus
    where the score came from: ``score_<role>`` is A's score in hands where A played that role
    and 0 in the others, so the roles' figures add up to the score."""
    res = hand.result()
    win = sum(1 for s in seats if s in res.winners) / len(seats)
    score = sum(res.deltas[s] for s in seats) / len(seats)
    st = hand.state
    roles = ("bidder", "vs_bidder", "counter", "sitting_out", "banker", "partner", "defender", "tianpai")
    got = dict.fromkeys(roles, 0.0)
    for s in seats:
        if any(st.tianpai):
            role = "tianpai"
        elif st.mode == "baopai":
            role = "bidder" if s == st.bidder else "vs_bidder"
        elif st.mode == "fanbao":
            role = "bidder" if s == st.bidder else "counter" if st.active[s] else "sitting_out"
        else:
            role = "banker" if s == st.banker else "partner" if s == st.partner else "defender"
        got[role] += res.deltas[s] / len(seats)
    return win, score, {f"score_{r}": v for r, v in got.items()}
