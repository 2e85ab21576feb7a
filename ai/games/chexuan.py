"""四川扯旋 (chexuan) opponents.

Levels:
- ``random``: a uniformly random legal action.
- ``greedy``: the calling station: the middle stake, never raises, never folds (checks when it can,
  calls, or goes all-in when it cannot afford a call), engine auto-split.
- ``easy``: small Monte Carlo of the pairwise result against the live players' open cards, fixed
  thresholds; the table's best split.
- ``normal``: Monte Carlo expected chips of each betting action (CX-12 settlement of sampled
  showdowns, opponents assumed to call, their hands mildly weighted towards strength by how much
  they have put in, as ``hard`` weighs them), equity thresholds for raises; the best of the three
  splits (precomputed table).
- ``hard``: ``normal`` with more samples, a model of who calls a raise, and the split chosen by Monte
  Carlo against the live players' open cards.

Never folds 丁皇 or 三花 (a 三花 holder nets 0 whatever happens, CX-7.3). Where the room's house rule
makes 三花 a declaration (``sanhua`` = ``declared``), every level but ``random`` declares it at the
split when its split is expected to lose chips (``greedy`` always does); betting counts on declaring.
Every level that splits or weighs hands uses the room's tie-break house rules (CX-6.2, CX-6.3), read
from the view's ``ranking`` (one precomputed split table per ranking).
"""

from __future__ import annotations

import math
import random
from typing import Any

from engine import Action
from engine.games.chexuan import Ranking, ranking_of

from ..characters import STEADY, Style
from .chexuan_eval import (
    INDEX,
    RANKINGS,
    TOKENS,
    Sample,
    best_split,
    compare_ht,
    is_sanhua,
    mask_of,
    partial_equity,
    sample_showdowns,
    settle_net,
    split_table,
    strengths,
)

__all__ = ["make", "ChexuanPlayer", "LEVELS", "duel_rotations", "duel_outcome"]

LEVELS = ("random", "greedy", "easy", "normal", "hard")
_DINGHUANG = (1 << INDEX["H3"]) | (1 << INDEX["BJ"])
#: house rule sanhua = declared (CX-7.3): a 三花 holder keeps his split only when it is expected to
#: win at least this share of his commitment (the estimate is a sample: a split worth about nothing
#: is not worth the risk; benchmarks/chexuan_declare.py)
DECLARE_MARGIN = 0.2
#: how hard ``normal`` weighs an opponent's range by what he has put in (issue #25, point 2): as
#: ``hard`` does since the seventh session (0.5 before; ``benchmarks/choice_buckets.py --old``,
#: docs/ai.md: it stops calling big bets with middling cards)
NORMAL_RANGE = 1.0


def _by_kind(legal: list[Action]) -> dict[str, list[Action]]:
    out: dict[str, list[Action]] = {}
    for a in legal:
        out.setdefault(a.kind, []).append(a)
    return out


class ChexuanPlayer:
    """One seat's opponent. ``choose`` sees only the seat's view and the legal actions."""

    def __init__(self, level: str, seed: int | None = None, style: Style = STEADY) -> None:
        """``style``: the seat's character (``ai.characters``: raise thresholds, calls, bluffs)."""
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}; the levels are {', '.join(LEVELS)}")
        self.level = level
        self.style = style
        self.rng = random.Random(seed)
        self.samples = {"easy": 30, "normal": 160, "hard": 1000}.get(level, 0)
        if level == "hard":
            for ranking in RANKINGS:  # built once per process, here rather than in a decision
                partial_equity(ranking)

    # ------------------------------------------------------------------ entry point
    def choose(self, view: dict[str, Any], legal_actions: list[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        if self.level == "random":
            return self.rng.choice(legal_actions)
        kinds = _by_kind(legal_actions)
        if "stake" in kinds:
            return self._stake(kinds["stake"])
        if "split" in kinds:
            split = self._split(view, kinds["split"])
            if "declare" in kinds and self._declares(view, split):
                return kinds["declare"][0]
            return split
        if self.level == "greedy":
            return self._calling_station(kinds)
        return self._bluff(view, kinds, self._bet(view, kinds, legal_actions))

    def _bluff(self, view: dict[str, Any], kinds: dict[str, list[Action]], action: Action) -> Action:
        """The character's bluff: a check or call becomes the smallest raise, ``style.bluff`` of
        the time (no draw from the RNG without a bluff, so the default plays as it always did)."""
        if not self.style.bluff or action.kind not in ("check", "call") or "raise" not in kinds:
            return action
        if self.rng.random() >= self.style.bluff:
            return action
        return min(kinds["raise"], key=lambda a: int(a.value or 0))

    # ------------------------------------------------------------------ stake, split
    def _stake(self, stakes: list[Action]) -> Action:
        values = sorted(stakes, key=lambda a: int(a.value or 0))
        if self.level in ("greedy", "easy"):
            return values[len(values) // 2]
        return values[-1]                     # an edge is worth more with more chips behind it

    def _split(self, view: dict[str, Any], splits: list[Action]) -> Action:
        me = view["viewer"]
        cards: list[str] = view["hands"][me]
        if self.level == "greedy" or len(cards) != 4:
            return splits[0]                  # the engine lists the auto-split (CX-8.4) first
        if self.level == "hard":
            return self._split_mc(view, splits, cards)
        head, _tail = best_split(cards, _ranking(view))
        return _find_split(splits, head)

    def _declares(self, view: dict[str, Any], split: Action) -> bool:
        """House rule sanhua = declared (CX-7.3): declare 三花 (net 0) unless ``split`` is expected to
        win ``DECLARE_MARGIN`` of the seat's commitment against the live players' sampled hands;
        ``greedy`` always takes the free hand."""
        if self.level == "greedy":
            return True
        me = view["viewer"]
        cards: list[str] = view["hands"][me]
        n = view["num_players"]
        live = [view["playing"][i] and not view["folded"][i] for i in range(n)]
        known = [list(cards) if i == me else list(view["open_cards"][i]) for i in range(n)]
        ranking = _ranking(view)
        count = max(60, self.samples // 2)
        worlds = sample_showdowns(known, live, self._unseen(view, cards), count, self.rng, ranking=ranking)
        if not worlds:
            return True
        strength = strengths(ranking)
        head = str(split.value).split()
        tail = [c for c in cards if c not in head]
        h = strength[INDEX[head[0]]][INDEX[head[1]]]
        t = strength[INDEX[tail[0]]][INDEX[tail[1]]]
        h, t = max(h, t), min(h, t)
        totals = list(view["committed"])
        ev = 0.0
        for w in worlds:
            hs, ts, sanhua = list(w.hs), list(w.ts), list(w.sanhua)
            hs[me], ts[me], sanhua[me] = h, t, False  # undeclared: the split settles
            ev += settle_net(me, totals, live, hs, ts, sanhua)
        return bool(ev / len(worlds) < DECLARE_MARGIN * max(1, totals[me]))

    def _split_mc(self, view: dict[str, Any], splits: list[Action], cards: list[str]) -> Action:
        """Each of the three splits against sampled hands of the live players (their open cards
        known), each opponent using the table's best split; the most chips wins."""
        me = view["viewer"]
        n = view["num_players"]
        live = [view["playing"][i] and not view["folded"][i] for i in range(n)]
        known = [list(cards) if i == me else list(view["open_cards"][i]) for i in range(n)]
        ranking = _ranking(view)
        worlds = sample_showdowns(known, live, self._unseen(view, cards), 400, self.rng, ranking=ranking,
                                  no_pair=_no_pair(view))
        if not worlds:
            return _find_split(splits, best_split(cards, ranking)[0])
        totals = list(view["committed"])
        strength = strengths(ranking)
        best, best_ev = splits[0], -math.inf
        for a in splits:
            head = str(a.value).split()
            tail = [c for c in cards if c not in head]
            h = strength[INDEX[head[0]]][INDEX[head[1]]]
            t = strength[INDEX[tail[0]]][INDEX[tail[1]]]
            if h < t:
                h, t = t, h
            ev = 0.0
            for w in worlds:
                hs, ts = list(w.hs), list(w.ts)
                hs[me], ts[me] = h, t
                ev += settle_net(me, totals, live, hs, ts, w.sanhua)
            ev += 1e-6 * t + 1e-9 * h            # equal chips: the stronger tail, then head
            if ev > best_ev:
                best, best_ev = a, ev
        return best

    # ------------------------------------------------------------------ betting
    def _calling_station(self, kinds: dict[str, list[Action]]) -> Action:
        for k in ("check", "call", "allin"):
            if k in kinds:
                return kinds[k][0]
        return kinds["fold"][0]

    @staticmethod
    def _unseen(view: dict[str, Any], mine: list[str]) -> list[str]:
        seen = set(mine)
        for i, oc in enumerate(view["open_cards"]):
            if i != view["viewer"]:
                seen.update(oc)
        return [t for t in TOKENS if t not in seen]

    def _worlds(self, view: dict[str, Any], mine: list[str], live: list[bool]) -> list[Sample]:
        n = view["num_players"]
        me = view["viewer"]
        known = [list(mine) if i == me else list(view["open_cards"][i]) for i in range(n)]
        worlds = sample_showdowns(known, live, self._unseen(view, mine), self.samples, self.rng,
                                  held=view["counts"], ranking=_ranking(view), no_pair=_no_pair(view))
        if self.level in ("normal", "hard") and worlds:
            self._weight_ranges(view, worlds, live)
        return worlds

    def _weight_ranges(self, view: dict[str, Any], worlds: list[Sample], live: list[bool]) -> None:
        """Players who put in more than the ante are likelier to hold strong cards."""
        table = split_table(_ranking(view))
        ante = max(1, view["ante"])
        me = view["viewer"]
        for i, alive in enumerate(live):
            if not alive or i == me:
                continue
            aggression = math.log1p(max(0, view["committed"][i] - ante) / ante)
            if aggression <= 0:
                continue
            beta = min(4.0, 1.2 * aggression) * (1.0 if self.level == "hard" else NORMAL_RANGE)
            for w in worlds:
                w.weight *= math.exp(beta * table[w.masks[i]][3])

    def _bet(self, view: dict[str, Any], kinds: dict[str, list[Action]], legal: list[Action]) -> Action:
        me = view["viewer"]
        n = view["num_players"]
        mine: list[str] = view["hands"][me] or []
        m = mask_of(mine)
        live = [view["playing"][i] and not view["folded"][i] for i in range(n)]
        never_fold = (m & _DINGHUANG) == _DINGHUANG or is_sanhua(m, _no_pair(view))
        committed = list(view["committed"])
        stakes = list(view["stakes"])
        mine_c = committed[me]
        top = view["current_bet"]
        ante = max(1, view["ante"])
        worlds = self._worlds(view, mine, live)
        if not worlds:
            return self._calling_station(kinds)

        def ev_at(total: int) -> float:
            """My expected chips if every live player ends with ``total`` (or his stake)."""
            totals = [min(max(committed[i], total), stakes[i]) if live[i] else committed[i] for i in range(n)]
            s = wsum = 0.0
            for w in worlds:
                s += w.weight * settle_net(me, totals, live, w.hs, w.ts, w.sanhua)
                wsum += w.weight
            return s / wsum

        if self.level == "easy":
            return self._bet_easy(view, kinds, worlds, live, never_fold)
        if self.level == "hard":
            return self._bet_hard(view, kinds, worlds, live, never_fold, ev_at)
        ev_fold = -mine_c
        base = max(top, mine_c)
        ev_now = ev_at(base)
        probe = min(stakes[me], base + 10 * ante)
        slope = (ev_at(probe) - ev_now) / max(1, probe - base)        # chips won per chip added
        raise_t, allin_t = 0.22, 0.6                                   # equity thresholds (chips per chip)
        raise_t -= self.style.raise_shift
        allin_t -= self.style.raise_shift
        if view["street"] >= 3:
            raise_t -= 0.04
        if slope > raise_t and ("raise" in kinds or "allin" in kinds):
            if slope > allin_t or "raise" not in kinds:
                if "allin" in kinds and ev_at(stakes[me]) > ev_now:
                    return kinds["allin"][0]
            if "raise" in kinds:
                sizes = sorted(kinds["raise"], key=lambda a: int(a.value or 0))
                frac = min(1.0, (slope - raise_t) / max(0.05, allin_t - raise_t))
                pick = sizes[min(len(sizes) - 2 if len(sizes) > 1 else 0, int(frac * (len(sizes) - 1)))]
                return pick
        if "check" in kinds:
            if "raise" in kinds and ev_now > 0 and check_voids(view):
                # the last 休 voids the hand (CX-11.9): a favourite bets rather than give it back
                return min(kinds["raise"], key=lambda a: int(a.value or 0))
            return kinds["check"][0]
        if "call" in kinds:
            if never_fold or ev_now + self.style.call_margin * ante > ev_fold:
                return kinds["call"][0]
            return kinds["fold"][0]
        # cannot afford a call: all-in or fold
        if never_fold or ev_at(stakes[me]) + self.style.call_margin * ante > ev_fold:
            return kinds["allin"][0]
        return kinds["fold"][0]

    def _bet_hard(self, view: dict[str, Any], kinds: dict[str, list[Action]], worlds: list[Sample],
                  live: list[bool], never_fold: bool, ev_at: Any) -> Action:
        """The action with the most expected chips; after a raise each opponent in each world calls
        only if his current cards are worth it at the price (else he folds and his chips are dead)."""
        me = view["viewer"]
        n = view["num_players"]
        committed = list(view["committed"])
        stakes = list(view["stakes"])
        mine_c = committed[me]
        base = max(view["current_bet"], mine_c)
        eq = partial_equity(_ranking(view))
        wsum = sum(w.weight for w in worlds)

        def ev_raise(total: int) -> float:
            acc = 0.0
            for w in worlds:
                alive = list(live)
                totals = list(committed)
                totals[me] = total
                for j in range(n):
                    if not live[j] or j == me:
                        continue
                    to = min(total, stakes[j])
                    if to <= committed[j]:
                        continue
                    if eq.get(w.current[j], 0.0) - 0.1 > -committed[j] / to:
                        totals[j] = to
                    else:
                        alive[j] = False
                acc += w.weight * settle_net(me, totals, alive, w.hs, w.ts, w.sanhua)
            return acc / wsum

        options: list[tuple[float, Action]] = []
        style = self.style
        # the character: a fold is worth ``call_margin`` antes less (a bolder seat stays in: the
        # margin weighs staying against folding, not calling against raising); each chip raised is
        # credited with ``raise_shift``
        if "fold" in kinds and not never_fold and "check" not in kinds:
            options.append((-mine_c - style.call_margin * max(1, view["ante"]), kinds["fold"][0]))
        passive = kinds.get("check") or kinds.get("call")
        if passive:
            # a last 休 after nothing but 休 voids the hand (CX-11.9): everybody is refunded
            void = "check" in kinds and check_voids(view)
            options.append(((0.0 if void else ev_at(base)) + 0.05, passive[0]))
        for a in kinds.get("raise", []):
            total = int(a.value or 0)
            options.append((ev_raise(total) + style.raise_shift * (total - base), a))
        if "allin" in kinds:
            options.append((ev_raise(stakes[me]) - (0.0 if passive else 0.05)
                            + style.raise_shift * (stakes[me] - base), kinds["allin"][0]))
        if not options:
            # never None: with no other option left, 丢 (fold) is
            return kinds.get("allin", kinds.get("fold", [None]))[0]  # type: ignore[return-value]
        return max(options, key=lambda x: x[0])[1]

    def _bet_easy(self, view: dict[str, Any], kinds: dict[str, list[Action]], worlds: list[Sample],
                  live: list[bool], never_fold: bool) -> Action:
        """Average pairwise result against the live players; fixed thresholds."""
        me = view["viewer"]
        opp = [i for i, x in enumerate(live) if x and i != me]
        score = 0.0
        for w in worlds:
            score += sum(compare_ht(w.hs[me], w.ts[me], w.hs[j], w.ts[j]) for j in opp) / max(1, len(opp))
        score /= len(worlds)
        shift = 2 * self.style.raise_shift  # a score is a mean of ±1 results: twice a slope's scale
        if score > 0.75 - shift and "allin" in kinds:
            return kinds["allin"][0]
        if score > 0.4 - shift and "raise" in kinds:
            sizes = sorted(kinds["raise"], key=lambda a: int(a.value or 0))
            return sizes[len(sizes) // 2]
        if "check" in kinds:
            return kinds["check"][0]
        to_call = view["current_bet"] - view["committed"][me]
        cheap = to_call <= 2 * view["ante"]
        margin = self.style.call_margin / 5  # antes, on the score's scale (a call risks a few)
        if never_fold or score > 0.1 - margin or (cheap and score > -0.3 - margin):
            return (kinds.get("call") or kinds["allin"])[0]
        return kinds["fold"][0]


def check_voids(view: dict[str, Any]) -> bool:
    """Would a 休 by the seat to act end the round with every action in it a 休? Then the hand is
    void and every chip goes back (CX-11.9): a check is worth exactly nothing, not a showdown."""
    if not view.get("round_all_checks"):
        return False
    me, n = view["viewer"], view["num_players"]
    live = [i for i in range(n) if view["playing"][i] and not view["folded"][i]]
    if any(view["allin"][i] for i in live):
        return False
    acted = view.get("round_acted") or [False] * n
    return all(acted[i] for i in live if i != me and view["committed"][i] < view["stakes"][i])


def _ranking(view: dict[str, Any]) -> Ranking:
    """The room's tie-break house rules (CX-6.2, CX-6.3), as the view carries them."""
    return ranking_of(view.get("ranking") or {})


def _no_pair(view: dict[str, Any]) -> bool:
    """The house rule sanhua (CX-7.3): a 三花 that also makes a pair or 丁皇 is void."""
    return view.get("sanhua_rule") == "no_pair"


def _find_split(splits: list[Action], head: list[str]) -> Action:
    want = set(head)
    for a in splits:
        if set(str(a.value).split()) == want:
            return a
    tail_ok = [a for a in splits if not set(str(a.value).split()) & want]
    return tail_ok[0] if tail_ok else splits[0]


split_table()  # load the split tables at import, not during the first decision


def duel_rotations(hand: Any) -> list[tuple[int, ...]]:
    """For ``python -m ai.duel``: A plays every other seat, then the other seats (duplicate deal)."""
    n = hand.num_players
    return [tuple(range(0, n, 2)), tuple(range(1, n, 2))]


def duel_outcome(hand: Any, seats: tuple[int, ...]) -> tuple[float, float, dict[str, float]]:
    """For ``python -m ai.duel``: (share of A's seats that won chips, A's mean result in antes, {})."""
    res = hand.result()
    ante = max(1, hand.options.get("ante", 1))
    win = sum(1 for s in seats if res.deltas[s] > 0) / len(seats)
    return win, sum(res.deltas[s] for s in seats) / len(seats) / ante, {}


def make(level: str, seed: int | None = None, style: Style = STEADY) -> ChexuanPlayer:
    """A 扯旋 opponent of ``level`` (random, greedy, easy, normal, hard) and character ``style``."""
    return ChexuanPlayer(level, seed, style)
