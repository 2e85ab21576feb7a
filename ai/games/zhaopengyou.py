"""五人三副牌找朋友 (zhaopengyou) opponents.

Levels:
- ``random``: a uniformly random legal action.
- ``greedy``: wins the trick whenever it can (cheapest winning play), else plays its cheapest cards;
  leads its highest single; bids with a long trump suit; buries the engine's first suggestion.
- ``easy``: the ``normal`` rules without card counting, voids, point feeding or throws, and the
  engine's first suggested burial.
- ``normal``: counts all three copies of every face, remembers voids shown, feeds points to a
  partner who is sure to win the trick, never overtakes a partner's winning trick without cause,
  leads units nobody can beat, throws only when every unit is unbeatable, draws trumps when the
  declaring side is long in them, buries to make voids, calls an ace it does not hold, and bids
  only on a strong trump holding (defending pays more often than declaring).
- ``hard``: ``normal`` plus determinized Monte Carlo on card play: hidden hands are sampled
  consistent with everything public (voids, copies seen, hand sizes), the best candidate moves are
  played out to the end of the trick with the ``normal`` follow policy, until the time budget.

Actions the engine does not list but accepts (ZPY-6.1 any burial, ZPY-9 throws as leads) are built
here; every other choice is one of ``legal_actions``.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engine import Action
from engine.cards import Card
from engine.games.zhaopengyou import FACES, TRUMP, face_id, table, units

from ..characters import STEADY, ZPY_NERVE_SCALE, Style
from ..duel_sides import relative_outcome
from .zhaopengyou_core import POINTS, Knowledge, Memory, card_cost, cards_of, style_units, trump_of

__all__ = ["make", "ZhaoPengyouPlayer", "LEVELS", "duel_outcome"]

LEVELS = ("random", "greedy", "easy", "normal", "hard")
_MAX_EVAL = 160           # follow candidates examined one by one (cheapest first)
BID_THRESHOLD = 21.0
#: subtracted from a candidate friend's play holding the N-th called copy (ZPY-7.5): beyond any
#: score a play's cards or points earn, so it claims only when every legal play does
CLAIM_PENALTY = 300.0
#: a character's ``bomb`` / ``control`` (plays) in the card-play scores of ``easy`` and ``normal``:
#: score points per play (a ruff with a low trump costs about 7 of them, a top trump 15 to 20)
STYLE_POINTS = 12.0


class ZhaoPengyouPlayer:
    """One seat's opponent. ``choose`` sees only the seat's view and the legal actions."""

    def __init__(self, level: str, seed: int | None = None, budget: float = 0.15,
                 style: Style = STEADY) -> None:
        """``budget``: seconds of search per card-play decision for ``hard``; ``style``: the seat's
        character (``ai.characters``: its ``nerve`` lowers the bid threshold; its ``bomb`` and
        ``control`` price ruffs and top trumps in card play, ``style_plays``)."""
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}; the levels are {', '.join(LEVELS)}")
        self.level = level
        self.rng = random.Random(seed)
        self.memory = Memory()
        self.budget = budget
        self.counting = level in ("normal", "hard")
        self.bid_threshold = {"greedy": 17.0, "easy": 19.0}.get(level, BID_THRESHOLD)
        #: the seat's character; the baselines (random, greedy) have none
        self.style = STEADY if level in ("random", "greedy") else style
        self.bid_threshold -= ZPY_NERVE_SCALE * self.style.nerve

    # ------------------------------------------------------------------ entry point
    def choose(self, view: dict[str, Any], legal_actions: list[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        phase = view["phase"]
        if phase == "play":
            self.memory.update(view)
        if self.level == "random" or len(legal_actions) == 1:
            return self.rng.choice(legal_actions)
        if phase == "bid":
            return self._bid(view, legal_actions)
        if phase == "bury":
            return self._bury(view, legal_actions)
        if phase == "call":
            return self._call(view, legal_actions)
        if phase == "throw_choice":
            return self._block(view, legal_actions)
        kn = Knowledge(view, self.memory)
        if not self.counting:
            kn.out = self._naive_out(kn)
            kn.void = [set() for _ in range(5)]
        if kn.lead:
            if self.level == "greedy":
                return self._follow_greedy(kn, legal_actions)
            if self.level == "hard" and len(legal_actions) > 1:
                from .zhaopengyou_mc import hard_follow
                return hard_follow(self, kn, legal_actions)
            return self.follow(kn, legal_actions)
        if self.level == "greedy":
            return max(legal_actions, key=lambda a: (len(a.cards) == 1, kn.slot[face_id(a.cards[0])]
                                                     + (20 if kn.suit_of(a.cards[0]) != TRUMP else 0)))
        if self.level == "hard":
            from .zhaopengyou_mc import hard_lead
            return hard_lead(self, kn, legal_actions)
        return self.lead(kn, legal_actions)

    @staticmethod
    def _naive_out(kn: Knowledge) -> Counter[int]:
        """Without counting: every copy not in my hand might still be out."""
        out: Counter[int] = Counter()
        for f in range(len(FACES)):
            k = 3 - kn.hand_counts[f]
            if k > 0:
                out[f] = k
        return out

    # ------------------------------------------------------------------ bidding
    def _strength(self, hand: list[Card], level: int, suit_letter: str) -> float:
        s = 0.0
        counts = Counter(hand)
        for c, k in counts.items():
            if c.is_joker:
                w = 2.0 if c.rank == 16 else 1.6
            elif c.rank == level:
                w = 1.5 if c.suit.value == suit_letter else 1.2
            elif c.suit.value == suit_letter:
                w = 1.0 + (0.4 if c.rank >= 13 else 0.0)
            else:
                continue
            s += w * k + (0.8 if k >= 2 else 0.0) + (0.8 if k == 3 else 0.0)
        # short plain suits help the declarer ruff
        for letter in "SHCD":
            if letter == suit_letter:
                continue
            n = sum(k for c, k in counts.items()
                    if not c.is_joker and c.suit.value == letter and c.rank != level)
            if n <= 2:
                s += 1.0
        return s

    def _bid(self, view: dict[str, Any], legal: list[Action]) -> Action:
        me = view["viewer"]
        hand = cards_of(view["hands"][me] or [])
        my_level = view["levels"][me]
        best, best_s = None, self.bid_threshold
        for a in legal:
            if a.kind != "bid" or a.cards[0].rank != my_level:
                continue                                       # only bids that make me declarer
            s = self._strength(hand, my_level, a.cards[0].suit.value) + 0.3 * len(a.cards)
            if s > best_s:
                best, best_s = a, s
        if best is None:
            return next(a for a in legal if a.kind == "pass")
        # show as many cards as needed to stop overrides (three stop every override)
        same = [a for a in legal if a.kind == "bid" and a.cards[0] == best.cards[0]]
        return max(same, key=lambda a: len(a.cards))

    # ------------------------------------------------------------------ burying
    def _bury(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if self.level in ("greedy", "easy"):
            return legal[0]
        me = view["viewer"]
        trump = trump_of(view)
        assert trump is not None
        skey, slot = table(trump)
        hand = cards_of(view["hands"][me] or [])
        counts = Counter(face_id(c) for c in hand)
        by_suit: dict[int, list[int]] = {}
        for f, k in counts.items():
            by_suit.setdefault(skey[f], []).extend([f] * k)

        def penalty(f: int) -> float:
            return card_cost(f, skey, slot) + (6.0 if POINTS[f] == 5 else 11.0 if POINTS[f] else 0.0)

        chosen: list[int] = []
        # void the short plain suits that are cheap to give up
        plains = sorted((s for s in by_suit if s != TRUMP),
                        key=lambda s: (len(by_suit[s]), sum(penalty(f) for f in by_suit[s])))
        for s in plains:
            cards = by_suit[s]
            if len(chosen) + len(cards) > 7:
                continue
            cost = sum(penalty(f) for f in cards)
            if cost <= 9.0 * len(cards) + 6:
                chosen += cards
        # fill up with the cheapest plain cards (no points, not from pairs), then anything cheap
        rest = Counter(counts)
        rest.subtract(chosen)

        def fill_key(f: int) -> tuple[float, ...]:
            return (skey[f] == TRUMP, POINTS[f] > 0, rest[f] >= 2, len(by_suit[skey[f]]), penalty(f))

        pool = sorted((f for f, k in rest.items() for _ in range(k)), key=fill_key)
        chosen += pool[:7 - len(chosen)]
        return Action("bury", tuple(FACES[f] for f in chosen[:7]))

    # ------------------------------------------------------------------ the friend call
    def _call(self, view: dict[str, Any], legal: list[Action]) -> Action:
        me = view["viewer"]
        trump = trump_of(view)
        assert trump is not None
        hand = cards_of(view["hands"][me] or [])
        counts = Counter(hand)
        allowed = {(a.cards[0], a.value): a for a in legal}
        rank = 13 if trump.level == 14 else 14
        best, best_s = None, -1e9
        for letter in "SHCD":
            if letter == trump.suit.value:
                continue
            ace = next((c for c in (a.cards[0] for a in legal)
                        if c.rank == rank and c.suit.value == letter), None)
            if ace is None:
                continue
            mine = counts[ace]
            if mine >= 3:
                continue
            length = sum(k for c, k in counts.items() if not c.is_joker and c.suit.value == letter
                         and c.rank != trump.level)
            s = -12.0 * mine + min(length, 4) - (4.0 if length == 0 else 0.0)
            if self.level == "greedy":
                s = -mine
            a = allowed.get((ace, mine + 1))
            if a is not None and s > best_s:
                best, best_s = a, s
        if best is not None:
            return best
        for a in legal:
            if a.value == 1 and counts[a.cards[0]] == 0 and not a.cards[0].is_joker:
                return a
        return legal[0]

    # ------------------------------------------------------------------ the blocker's choice
    def _block(self, view: dict[str, Any], legal: list[Action]) -> Action:
        throw = view.get("throw") or {}
        leader = throw.get("leader")
        me = view["viewer"]
        d = view["declarer"]
        side = {d} | ({view.get("friend")} if view.get("friend_found") else set())
        if view.get("friend_found"):
            same_side = (me in side) == (leader in side)
        else:
            same_side = me == d and leader == d
        # legal is largest shape first (the default); a partner's failed throw: keep the smallest unit
        return legal[-1] if same_side and self.level in ("normal", "hard") else legal[0]

    # ------------------------------------------------------------------ leading
    def lead_options(self, kn: Knowledge, legal: list[Action]) -> list[tuple[float, Action]]:
        """Every simple lead (and, for ``normal``, the safe throws) with a score, best first."""
        opps = kn.opponents | kn.unknown
        n_trumps = sum(k for f, k in kn.hand_counts.items() if kn.skey[f] == TRUMP)
        out: list[tuple[float, Action]] = []
        for a in legal:
            cs = list(a.cards)
            suit = kn.suit_of(cs[0])
            size = len(cs)
            pts = kn.points(cs)
            safe = kn.unit_safe(cs) and not kn.ruff_risk(suit, opps)
            cost = kn.cost(cs)
            if safe:
                score = 100.0 + 8 * size + 2 * pts - 0.05 * cost
                if suit == TRUMP and not (kn.i_am_declarer or kn.partners & {kn.declarer}):
                    score -= 30.0           # a defender keeps his boss trumps to ruff with
            else:
                score = -cost / size - 2.5 * pts + 2.0 * (size - 1)
                if suit == TRUMP:
                    side = kn.i_am_declarer or kn.declarer in kn.partners
                    if side and n_trumps >= 8 and kn.outstanding_in(TRUMP) > 0:
                        score += 10.0 + min(8.0, n_trumps - 8.0)     # draw the defenders' trumps
                    else:
                        score -= 12.0
                elif any(suit in kn.void[p] for p in kn.partners) and kn.outstanding_in(suit) > 0:
                    score += 8.0            # a partner can ruff it
            score += self._call_bonus(kn, cs) + STYLE_POINTS * self.style_plays(kn, cs)
            out.append((score, a))
        if self.level in ("normal", "hard"):
            throw = self._best_throw(kn, opps)
            if throw is not None:
                out.append(throw)
        out.sort(key=lambda x: -x[0])
        return out

    def lead(self, kn: Knowledge, legal: list[Action]) -> Action:
        return self.lead_options(kn, legal)[0][1]

    def _best_throw(self, kn: Knowledge, opps: set[int]) -> tuple[float, Action] | None:
        best: tuple[float, Action] | None = None
        by_suit: dict[int, list[Card]] = {}
        for c in kn.hand:
            by_suit.setdefault(kn.suit_of(c), []).append(c)
        for suit, cs in by_suit.items():
            if kn.ruff_risk(suit, opps):
                continue
            us = units(cs, kn.trump) or []
            # a unit whose called copy would make me the friend where claiming is priced below any
            # play (``_call_bonus``, ZPY-7.5) stays home: a throw that reveals the friend was never
            # priced as a claim, so a candidate threw its copy with a tractor (held-out suite:
            # 1.5–1.8 levels below the tractor alone)
            safe = [u for u in us if kn.unit_safe(list(u.cards))
                    and (kn.i_am_declarer or self._call_bonus(kn, list(u.cards)) >= 0)]
            if len(safe) < 2:
                continue
            cards = [c for u in safe for c in u.cards]
            if not kn.unit_safe(cards) or len(units(cards, kn.trump) or []) < 2:
                continue
            if self.level in ("normal", "hard") and kn.call_face is not None and not kn.friend_found \
                    and kn.i_am_declarer and any(face_id(c) == kn.call_face for c in cards):
                continue
            score = 110.0 + 6 * len(cards) + 2 * kn.points(cards)
            if best is None or score > best[0]:
                best = (score, Action("play", tuple(cards)))
        return best

    def style_plays(self, kn: Knowledge, cs: list[Card]) -> float:
        """The character's liking for a play, in plays (``ai.characters``): ``bomb`` for a trump
        attack (a ruff or a trump lead, ``style_units``), less ``control`` per top trump it spends;
        0 for ``steady``."""
        st = self.style
        if not (st.bomb or st.control):
            return 0.0
        attack, top = style_units(kn, cs)
        return st.bomb * attack - st.control * top

    def _call_bonus(self, kn: Knowledge, cs: list[Card]) -> float:
        if kn.call_face is None or kn.friend_found or self.level not in ("normal", "hard"):
            return 0.0
        k = sum(1 for c in cs if face_id(c) == kn.call_face)
        if not k:
            return 0.0
        if kn.join_lost and k >= kn.copies_needed:
            return -40.0                    # joining a side that has lost: stay a defender
        if kn.neutral:
            # only the play holding the N-th copy makes me the friend (ZPY-7.5). While another copy
            # is out somebody else may join instead, and joining was measured to lose: at 30 of 30
            # self-play decisions claiming scored less than waiting, −0.91 levels on average
            # (``decision_checks.py zpy-claim``, docs/ai.md). So a candidate claims only when forced.
            return -CLAIM_PENALTY if k >= kn.copies_needed else 0.0
        if kn.maybe_friend:
            return 15.0
        if kn.i_am_declarer and kn.view.get("declarer_copies", True) and kn.called_count + k >= kn.call_n:
            return -40.0                    # playing the called copy myself makes the hand 1v4
        return 0.0

    # ------------------------------------------------------------------ following
    def _follow_greedy(self, kn: Knowledge, legal: list[Action]) -> Action:
        ordered = sorted(legal, key=lambda a: kn.cost(a.cards))[:_MAX_EVAL]
        for a in ordered:
            if kn.winner_with(a.cards) == kn.me:
                return a
        return ordered[0]

    def secure(self, kn: Knowledge, play: list[Card], later: list[int]) -> bool:
        """Can none of the ``later`` seats beat ``play`` (the current winning play)?"""
        if not later:
            return True
        suit = kn.suit_of(play[0])
        ls = kn.lead_suit
        assert ls is not None  # a follow: the trick has its lead
        if not kn.unit_safe(play):
            # beatable in its own suit: by a later follower of that suit, or an over-ruff
            if suit == ls:
                return False
            if any(ls in kn.void[p] for p in later) or kn.outstanding_in(ls) < 3 * len(later):
                return False
        if suit == ls and ls != TRUMP and kn.ruff_risk(ls, later):
            return False
        return True

    def follow_scores(self, kn: Knowledge, legal: list[Action]) -> list[tuple[float, Action]]:
        """Each (examined) follow with a score, best first."""
        later_all = kn.after_me()
        later_opp = [p for p in later_all if p in kn.opponents or p in kn.unknown]
        cur = kn.winning
        cur_play = next((cs for s, cs in kn.trick_plays if s == cur), [])
        partner_wins = cur in kn.partners
        feeding = self.level in ("normal", "hard")
        ordered = sorted(legal, key=lambda a: kn.cost(a.cards))
        if len(ordered) > _MAX_EVAL:
            by_pts = sorted(legal, key=lambda a: -kn.points(a.cards))[:40]
            ordered = ordered[:_MAX_EVAL - 40] + [a for a in by_pts if a not in ordered[:_MAX_EVAL - 40]]
        partner_secure = partner_wins and self.secure(kn, cur_play, later_opp)
        pts_now = kn.trick_points
        out: list[tuple[float, Action]] = []
        for a in ordered:
            cs = list(a.cards)
            pts = kn.points(cs)
            cost = kn.cost(cs)
            bonus = self._call_bonus(kn, cs) + STYLE_POINTS * self.style_plays(kn, cs)
            keys = {kn.suit_of(c) for c in cs}
            w: int | None
            if keys == {kn.lead_suit} or (keys == {TRUMP} and kn.lead_suit != TRUMP):
                w = kn.winner_with(cs)
            else:
                w = cur                          # off-suit cards never win (ZPY-11.1)
            if partner_wins:
                if w == kn.me:
                    # overtaking a partner: only with cause (his play is not safe, mine is)
                    if not partner_secure and self.secure(kn, cs, later_opp) and pts_now + pts >= 10:
                        score = 5.0 + 0.5 * (pts_now + pts) - 0.6 * cost
                    else:
                        score = -200.0 - cost
                elif partner_secure and feeding:
                    score = 4.0 * pts - 0.5 * cost
                else:
                    score = -1.5 * pts - 0.6 * cost     # the partner may still lose this trick
            elif w == kn.me:
                sec = self.secure(kn, cs, later_opp)
                gain = pts_now + pts + (8 if cur in kn.opponents else 3)
                score = (gain * (1.0 if sec else 0.35)) - 0.45 * cost - (0 if sec else 2.0 * pts)
            else:
                penalty = 3.0 if cur in kn.opponents else 1.5
                score = -penalty * pts - 0.6 * cost
            out.append((score + bonus, a))
        out.sort(key=lambda x: -x[0])
        return out

    def follow(self, kn: Knowledge, legal: list[Action]) -> Action:
        return self.follow_scores(kn, legal)[0][1]


def make(level: str, seed: int | None = None, style: Style = STEADY) -> ZhaoPengyouPlayer:
    """A 找朋友 opponent of ``level`` (random, greedy, easy, normal, hard) and character ``style``."""
    return ZhaoPengyouPlayer(level, seed, style=style)



#: ``ai.duel``'s figures: a seat's level gain is never negative, so A's is measured against the others'
duel_outcome = relative_outcome
