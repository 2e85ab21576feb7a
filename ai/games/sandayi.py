"""三打一 opponents: the rules adapter and the landlord's decisions (叫 档, 报到, 打/不打, 摊打).

Nothing is scored by points: the side that goes out first wins (SDY-8.5), so the card play is the
pure 手数 race of ``ai.policy`` with ``point_weight`` 0. Runs with a low ace (A2345) are legal but
the decomposition only builds runs with the ace high; the policy still sees every legal play.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine import Action, make_deck, parse_cards
from engine.games.sandayi import beats, classify, value

from ..characters import STEADY, Style
from ..climbing import ClimbRules
from ..decompose import Shapes
from ..duel_sides import landlord_rotations, neutral_auction, side_outcome
from ..pimc import SearchSpec, search_for
from ..player import ClimbPlayer
from ..playout import SimRules, Top, World, plain_group_top

__all__ = ["RULES", "make", "choose_phase", "duel_prefix", "duel_rotations"]

_DECK = make_deck(2)  # SDY-1.2


def _sides(view: dict[str, Any]) -> list[int]:
    roles = view.get("roles") or [None] * 4
    if roles[0] is None:
        return [0, 1, 2, 3]
    return [0 if r == "landlord" else 1 for r in roles]


RULES = ClimbRules(
    game_id="sandayi",
    shapes=Shapes(lo=3, hi=17, seq_hi=14, straight_min=5, straight_max=13, pair_run_min=3, pair_run_max=99,
                  dizha_min=None, plane_min=2, kickers_per_triple=2, bomb_min=4, k510=False),
    value=value,
    classify=classify,
    beats=beats,
    points=lambda cards: 0,
    deck=lambda view: list(_DECK),
    sides=_sides,
    point_weight=0.0,
    easy_noise=0.5,
    # the widest reading of the house rule wing_pairs (SDY-6.9): every play the room allows reads
    # the same under it, and the AI only reads plays the engine listed as legal or that were played
    options={"wing_pairs": "any"},
)

#: hand cost (25 cards, before the bottom) at or below which a level calls 1, 2, 3 档
BIDS = {"easy": (3.0, 2.3, 1.6), "normal": (3.5, 2.7, 2.0), "hard": (3.5, 2.7, 2.0)}


def _cost(view: dict[str, Any]) -> float:
    return RULES.cost(parse_cards(" ".join(view["hands"][view["viewer"]] or [])))


def bid_cap(view: dict[str, Any]) -> int:
    """The highest 档 the hand may bid whatever its cost (issue #25, point 2): a higher bid gives
    the farmers more bombs (SDY-5.3: every farmer one at 2档 and 3档, the 上家 none at 1档) while the
    landlord may bomb freely (SDY-5.2), so 2–3档 are decided by bombs. Self-play measured 3档
    landlords without a joker winning 41.6 % and 2–3档 landlords 47.5 %: without a joker the hand
    bids at most 2档, and at most 1档 when it holds no bomb of its own either."""
    hand = parse_cards(" ".join(view["hands"][view["viewer"]] or []))
    jokers = sum(1 for c in hand if c.is_joker)
    bomb_min = RULES.shapes.bomb_min
    assert bomb_min is not None  # 三打一 has bombs (SDY-5)
    bombs = sum(1 for k in RULES.counts(hand) if k >= bomb_min)
    if jokers:
        return 3
    return 2 if bombs else 1


def _bid_of(a: Action) -> int:
    """A bid action's 档 (every bid's value is a whole number)."""
    return a.value if isinstance(a.value, int) else 0


def choose_phase(view: dict[str, Any], legal: Sequence[Action], level: str, rng: random.Random,
                 style: Style = STEADY) -> Action:
    """``style`` (the seat's character): ``nerve`` raises the bid thresholds (the 档 cap stays)."""
    phase = view.get("phase")
    lv = level if level in BIDS else "normal"
    if phase == "bid":
        if level == "greedy":
            return next((a for a in legal if a.value == 0), legal[0])
        cost = _cost(view) - style.nerve
        want = sum(1 for t in BIDS[lv] if cost <= t)  # 0 … 3
        if level in ("normal", "hard"):
            want = min(want, bid_cap(view))
        ok = [a for a in legal if a.value == 0 or (isinstance(a.value, int) and a.value <= want)]
        return max(ok, key=_bid_of) if ok else legal[0]
    if phase == "report":
        # every declared set raises the win's multiplier (SDY-11.1: k + 1) and the loss's amount
        # (SDY-11.3: nothing at k = 1, a win of (k - 1) x the stake from k = 2): each report scores
        # at least as much as none whatever the play, and the bench measured +41 points per
        # decision for the first (issue #35); the no-split rule (SDY-9.5) costs far less
        return next((a for a in legal if str(a.value).startswith("baodao")), legal[0])
    if phase == "dabuda":
        # 打 never scores less than 不打 (SDY-9.7): a loss pays the landlord what 不打 pays, (k - 1)
        # x the stake (SDY-11.3, 11.4), doubled with 摊打 (SDY-11.6), and a win pays (k + 1) x
        return next((a for a in legal if a.value == "da"), legal[0])
    if phase == "tanda":
        return next((a for a in legal if a.value == "butanda"), legal[0])
    return legal[0]


def make(level: str, seed: int | None, style: Style = STEADY) -> ClimbPlayer:
    return ClimbPlayer(RULES, level, seed, choose_phase, search_for(level, RULES, SEARCH, light_normal=True),
                       style)


# ---- duel hooks: roles fixed by a neutral auction, then A plays the landlord, then the farmers
def duel_prefix(hand: Any) -> list[Action]:
    return neutral_auction(hand, choose_phase)


def duel_rotations(hand: Any) -> list[tuple[int, ...]]:
    return landlord_rotations(hand, 4)


duel_outcome = side_outcome


# ---- the search of ``hard``
def combo_top(combo: Any) -> Top:
    kind, key, n = combo.kind, combo.key, len(combo.cards)
    if kind == "joker_bomb":
        return Top(2, kind, 1, 0)
    if kind == "bomb":
        return Top(1, "bomb", key[0], key[1])
    width = {"straight": 1, "pair_run": 2, "plane": 3, "plane_wings": 5}.get(kind)
    if width is not None:
        return Top(0, kind, n // width, key[0])
    return Top(0, kind, 1, key[0])


group_top = plain_group_top


def _bomb_beats(new: Top, old: Top) -> bool:
    return new.kind == "bomb" and (new.length, new.high) > (old.length, old.high)  # SDY-7.2


def _evaluate(w: World, seat: int) -> float:
    if not w.out:
        return 0.0
    return 1.0 if w.sides[w.out[0]] == w.sides[seat] else -1.0  # SDY-8.5


#: a roll-out seat left with bombs and at most this many other groups bombs to win the lead
#: (``SimRules.finish_bombs``): a bomb does not change the stake (SDY-11.7) and the landlord has no
#: limit (SDY-5.2), so it is worth keeping for the lead it wins late
FINISH_BOMBS = 1

_SIM = SimRules(RULES.shapes, [0] * 18, group_top, _bomb_beats, lambda w: bool(w.out), _evaluate,
                bomb_points=999, kickers="pair", triple_pair_kind="triple_pair", first_out_ends=True,
                finish_bombs=FINISH_BOMBS)


def _info(view: dict[str, Any]) -> dict[str, Any]:
    left = view.get("bombs_left")
    return {"bombs_left": list(left)} if left is not None else {}


def _fixed(view: dict[str, Any], t: Any, pool: list[Any]) -> dict[int, list[Any]]:
    """The cards every seat is known to hold: with 摊打 every hand is face up (SDY-10.2), so the
    search plays the real hands, never a re-deal of them (issue #35, point 6); otherwise the
    landlord's declared sets not yet played are shown (SDY-9.4) and stay his."""
    me = view["viewer"]
    if view.get("tanda"):
        return {s: parse_cards(" ".join(h)) for s, h in enumerate(view["hands"]) if s != me and h}
    lord = view.get("landlord")
    if lord is None or lord == me:
        return {}
    shown = [c for r in view.get("reports") or [] if not r["played"] for c in r["cards"]]
    return {lord: parse_cards(" ".join(shown))} if shown else {}


#: the character's weight in the search (``pimc.style_bias``): 0, so a character shows only in the
#: candidates ``normal`` ranks for it. At 1.0 both characters lost about 25 points a hand to
#: ``steady`` in card play alone; at 0, −0.50 [−3.47, +2.47] (cautious) and −7.00 [−15.71, +1.71]
#: (bold), still playing measurably otherwise (docs/ai.md "Characters in card play")
STYLE_WEIGHT = 0.0
SEARCH = SearchSpec(sim=lambda view, t: _SIM, combo_top=combo_top, info=_info, fixed=_fixed,
                    style_scale=STYLE_WEIGHT)
