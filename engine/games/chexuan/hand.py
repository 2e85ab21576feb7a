"""The 扯旋 hand: stakes, ante and deal, three betting rounds, secret splits, settlement."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from engine.actions import Action, Event
from engine.cards import Card, format_cards, parse_cards
from engine.codec import encode
from engine.hand import Hand, HandResult, ScoreLine, validate_deal

from .betting import BettingState, betting_apply, betting_error, betting_options, betting_start
from .deck import DECK, DECK_SET
from .ranking import pair_name, ranking_of
from .settlement import settle_lines
from .split import orient, pairings, sanhua_cards, sanhua_of, split_error

__all__ = ["ChexuanHand", "ChexuanState", "stake_range", "BET_KINDS"]

BET_KINDS = ("check", "call", "raise", "allin", "fold")


@dataclass
class ChexuanState:
    phase: str                      # "stake", "bet", "split", "over"
    to_act: int | None
    hands: list[list[Card]]         # the cards each seat holds: 2 hidden, then the open ones
    result: HandResult | None
    rng: random.Random
    dealer: int
    bankrolls: list[int]            # each seat's chips before the hand
    seats: list[int]                # the seats playing this hand (bankroll ≥ ante), in turn order
    stakes: list[int]               # 簸簸 per seat (0 until set, and for seats sitting out)
    undealt: list[list[Card]]       # each seat's cards still to come (seen by nobody); the other
                                    # cards of the deck are never dealt
    betting: BettingState | None    # betting over ``seats`` (index k is seat seats[k])
    heads: list[list[Card]]         # the head chosen at the showdown, [] until chosen (secret)
    #: per seat: declared 三花 at the showdown (house rule sanhua = declared, CX-7.3); secret until
    #: the showdown. A save without it loads as nobody declared
    declared: list[bool] = field(default_factory=list)

    @property
    def outcome(self) -> str | None:
        """None while the hand runs; then "void", "survivor" or "showdown" (API section 8)."""
        return self.betting.outcome if self.betting is not None else None


def stake_range(bankroll: int, ante: int, stake_min: int, stake_max: int) -> tuple[int, int] | None:
    """The 簸簸 a seat with ``bankroll`` chips may set (CX-1.4), or None if he cannot play.

    Below the table minimum a player may still sit with everything he has (decision D3)."""
    if bankroll < ante:
        return None
    lo = max(ante, min(stake_min, bankroll))
    hi = max(lo, min(stake_max, bankroll))
    return lo, hi


def _int(x: Any) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


class ChexuanHand(Hand):
    GAME_ID = "chexuan"
    State = ChexuanState
    PHASES = frozenset({"stake", "bet", "split", "over"})
    SEAT_LISTS = ("hands", "bankrolls", "stakes", "undealt", "heads")
    state: ChexuanState
    # ------------------------------------------------------------------ creation
    @classmethod
    def create(cls, num_players: int, options: dict[str, Any], seed: int,
               deal: dict[str, Any] | None, context: dict[str, Any] | None) -> ChexuanHand:
        n = num_players
        ante, smin, smax = options["ante"], options["stake_min"], options["stake_max"]
        if smin > smax:
            raise ValueError(f"CX-1.2: the minimum 簸簸 {smin} is above the maximum {smax}")
        rng = random.Random(seed)
        ctx = dict(context or {})
        unknown = set(ctx) - {"stacks", "dealer", "stakes"}
        if unknown:
            raise ValueError(f"chexuan context has unknown key(s) {sorted(unknown)}; "
                             "its keys are stacks, dealer, stakes")
        stakes_given = ctx.get("stakes")
        stacks = ctx.get("stacks", stakes_given if stakes_given is not None else [options["bankroll"]] * n)
        if not isinstance(stacks, list) or len(stacks) != n or not all(_int(x) and x >= 0 for x in stacks):
            raise ValueError(f"context stacks must list {n} whole numbers ≥ 0, not {stacks!r}")
        ranges = [stake_range(b, ante, smin, smax) for b in stacks]
        if stakes_given is not None:
            if (not isinstance(stakes_given, list) or len(stakes_given) != n
                    or not all(_int(x) for x in stakes_given)):
                raise ValueError(f"context stakes must list {n} whole numbers, not {stakes_given!r}")
            for i, (st, rg) in enumerate(zip(stakes_given, ranges)):
                if st == 0:
                    ranges[i] = None
                elif rg is None:
                    raise ValueError(f"CX-1.4: seat {i} has fewer chips than the ante and cannot play")
                elif not rg[0] <= st <= rg[1]:
                    raise ValueError(f"CX-1.4: seat {i}'s 簸簸 {st} is outside what he may set "
                                     f"({rg[0]}-{rg[1]})")
        seats = [i for i in range(n) if ranges[i] is not None]
        if len(seats) < 2:
            raise ValueError("CX-1.1: at least two players with chips for the ante are needed")
        if "dealer" in ctx:
            d = ctx["dealer"]
            if not _int(d) or not 0 <= d < n:
                raise ValueError(f"context dealer must be a seat 0-{n - 1}, not {d!r}")
        else:
            d = rng.randrange(n)                                     # CX-1.3: first dealer at random
        dealer = next(s for s in [(d + k) % n for k in range(n)] if s in seats)
        # deal order (CX-10.2): from the dealer, one card at a time; a seat's cards are fixed now
        order = [s for s in [(dealer + k) % n for k in range(n)] if s in seats]
        undealt: list[list[Card]] = [[] for _ in range(n)]
        if deal is None:
            deck = list(DECK)
            rng.shuffle(deck)
            for p in range(4):
                for k, s in enumerate(order):
                    undealt[s].append(deck[p * len(order) + k])
        else:
            undealt = cls._fixed_deal(deal, n, seats)
        state = ChexuanState(
            phase="stake", to_act=None, hands=[[] for _ in range(n)], result=None, rng=rng,
            dealer=dealer, bankrolls=list(stacks), seats=seats, stakes=[0] * n, undealt=undealt,
            betting=None, heads=[[] for _ in range(n)], declared=[False] * n)
        hand = cls(n, options, state)
        if stakes_given is not None:
            state.stakes = list(stakes_given)
            hand._start_betting()
        else:
            state.to_act = hand._stake_order()[0]
        return hand

    @staticmethod
    def _fixed_deal(deal: dict[str, Any], n: int, seats: list[int]) -> list[list[Card]]:
        """Four cards per playing seat in deal order (2 hidden, then the two open cards); the rest
        of the deck may be given as ``bottom`` or left out."""
        if not isinstance(deal, dict) or not isinstance(deal.get("hands"), (list, tuple)):
            raise ValueError('deal must be {"hands": ["DQ HQ S9 C9", …]} (four cards per playing seat)')
        if "bottom" not in deal and len(deal["hands"]) == n:
            held = [c for h in deal["hands"] for c in parse_cards(h)]
            unknown = [c for c in held if c not in DECK]
            if unknown or len(set(held)) != len(held):
                raise ValueError("deal is not the game's deck: "
                                 + (f"not in the deck: {format_cards(unknown)}" if unknown
                                    else "a card is dealt twice"))
            deal = {"hands": deal["hands"], "bottom": format_cards(c for c in DECK if c not in held)}
        sizes = [4 if i in seats else 0 for i in range(n)]
        hands, _bottom = validate_deal(deal, DECK, sizes, 32 - 4 * len(seats))
        return hands

    def dealt_cards(self) -> dict[str, Any]:
        # CX-10.2: each seat's four cards are fixed at the deal and handed out in rounds later; a hand
        # created with its stakes has handed out the first round already
        s = self.state
        return {"hands": [format_cards([*h, *u]) for h, u in zip(s.hands, s.undealt)]}

    def deal_setup(self) -> tuple[dict[str, Any], dict[str, Any] | None]:
        # CX-2.1, 10.2: four of the 32 cards a seat are dealt and the rest never are. A seat cannot
        # tell those from the others' hidden cards, so they go in as the bottom (which the engine
        # accepts and never hands out): a re-deal then shuffles the hidden cards among all of them
        deal, context = super().deal_setup()
        dealt = {c for h in deal["hands"] for c in parse_cards(h)}
        return dict(deal, bottom=format_cards(c for c in DECK if c not in dealt)), context

    def _deal_key(self) -> int:
        # CX-1.3/10.2: who deals (drawn, or carried over) and who sits in decide who gets which card
        dealer = ((self._origin or {}).get("context") or {}).get("dealer")
        seats = sum(1 << i for i in self.state.seats)
        return (0 if dealer is None else 1 + dealer) << 6 | seats

    @classmethod
    def _deal_context(cls, num_players: int, options: dict[str, Any], key: int) -> dict[str, Any] | None:
        dealer, seats = (key >> 6) - 1, key & 63
        if not -1 <= dealer < num_players or seats >> num_players or bin(seats).count("1") < 2:
            raise ValueError("this deal code is not one of this game's")
        ctx: dict[str, Any] = {"stacks": [options["bankroll"] if seats >> i & 1 else 0
                                          for i in range(num_players)]}
        if dealer >= 0:
            ctx["dealer"] = dealer
        return ctx

    # ------------------------------------------------------------------ helpers
    def _stake_order(self) -> list[int]:
        s = self.state
        n = self.num_players
        return [x for x in [(s.dealer + k) % n for k in range(1, n + 1)] if x in s.seats and not s.stakes[x]]

    def _range(self, seat: int) -> tuple[int, int]:
        s = self.state
        o = self.options
        rg = stake_range(s.bankrolls[seat], o["ante"], o["stake_min"], o["stake_max"])
        assert rg is not None
        return rg

    def _in_hand(self) -> list[int]:
        s = self.state
        if s.betting is None:
            return list(s.seats)
        return [seat for k, seat in enumerate(s.seats) if not s.betting.folded[k]]

    def _split_order(self) -> list[int]:
        s = self.state
        n = self.num_players
        live = set(self._in_hand())
        return [x for x in [(s.dealer + k) % n for k in range(1, n + 1)] if x in live and not s.heads[x]]

    def _deal_to(self, count: int, events: list[Event]) -> None:
        """Deal every seat still in the hand up to ``count`` cards (CX-10.2, 10.4, 10.6)."""
        s = self.state
        n = self.num_players
        live = set(self._in_hand())
        for seat in [(s.dealer + k) % n for k in range(n)]:
            if seat not in live:
                continue
            hand = s.hands[seat]
            start = len(hand)
            while len(hand) < count:
                hand.append(s.undealt[seat].pop(0))
            if len(hand) > start:
                # the first two cards are hidden (暗牌), the others open (明牌)
                events.append(Event("dealt", seat, {"hidden": max(0, min(2, len(hand)) - start),
                                                    "open": [str(c) for c in hand[max(2, start):]]}))

    def _start_betting(self) -> list[Event]:
        s = self.state
        ante = self.options["ante"]
        events = [Event("ante", None, {"ante": ante, "seats": list(s.seats)})]       # CX-10.1
        step = 1 if self.options["raise_step"] == "chip" else 0  # house rule (CX-11.2)
        s.betting = betting_start([s.stakes[x] for x in s.seats], ante, s.seats.index(s.dealer), step,
                                  self.options["short_allin"] == "reopens")  # house rule (CX-11.4)
        self._deal_to(2, events)                                                   # CX-10.2
        return events + self._after_betting(1)

    def _after_betting(self, street_before: int) -> list[Event]:
        s = self.state
        b = s.betting
        assert b is not None
        events: list[Event] = []
        if b.outcome is None:
            if b.street != street_before:
                self._deal_to(b.street + 1, events)                                  # CX-10.4, 10.6
                events.append(Event("street", None, {"street": b.street}))
            s.phase = "bet"
            s.to_act = s.seats[b.to_act] if b.to_act is not None else None
            return events
        if b.outcome == "showdown":                                                 # CX-10.8, 10.10 c
            self._deal_to(4, events)
            s.phase = "split"
            s.to_act = self._split_order()[0]
            return events
        return events + self._finish()

    def _facts(self) -> list[dict[str, Any]]:
        """The facts of API section 7 ``settle`` for this hand."""
        s = self.state
        b = s.betting
        assert b is not None
        players: list[dict[str, Any]] = []
        for seat in range(self.num_players):
            if seat not in s.seats:
                players.append({"bet": 0, "folded": True, "cards": [], "split": None})
                continue
            k = s.seats.index(seat)
            cards = list(s.hands[seat])
            split = None
            if s.heads[seat]:
                head = s.heads[seat]
                split = (list(head), [c for c in cards if c not in head])
            players.append({"bet": b.committed[k], "folded": b.folded[k], "cards": cards, "split": split,
                            "declared": self._declared(seat)})
        return players

    def _declared(self, seat: int) -> bool:
        return bool(self.state.declared and self.state.declared[seat])

    def _sanhua_of(self, seat: int) -> tuple[str, list[Card]] | None:
        """The 三花 that counts for ``seat`` in this room (CX-7.3 and the house rule ``sanhua``)."""
        return sanhua_of(self.state.hands[seat], self.options["sanhua"], self._declared(seat))

    def _finish(self) -> list[Event]:
        s = self.state
        b = s.betting
        assert b is not None
        n = self.num_players
        if s.outcome == "void":                                                     # CX-11.9, CX-12.1
            deltas = [0] * n
            lines = [ScoreLine("cx.void", None, 0, {"street": b.street, "rule": "CX-11.9"})]
        else:
            deltas, lines = settle_lines(self._facts(), s.dealer, ranking_of(self.options),
                                         self.options["settle_order"] == "head", self.options["sanhua"])
        s.result = HandResult(deltas, [i for i in range(n) if deltas[i] > 0], lines)
        s.phase = "over"
        s.to_act = None
        events = []
        if s.outcome == "showdown":
            events.append(Event("showdown", None, {"splits": self._revealed()}))
        events.append(Event("hand_over", None, {"deltas": list(deltas), "outcome": s.outcome}))
        return events

    def _revealed(self) -> dict[str, Any]:
        """What the table sees once the hand is over: the showdown splits, 三花 proofs (CX-8.5, 12.2)."""
        s = self.state
        out: dict[str, Any] = {}
        if s.outcome == "survivor":
            x = self._in_hand()[0]
            found = self._sanhua_of(x)
            if found:
                out[str(x)] = {"sanhua": found[0], "cards": [str(c) for c in found[1]]}
        elif s.outcome == "showdown" and s.result is not None:
            for seat in self._in_hand():
                cards = s.hands[seat]
                head = s.heads[seat]
                tail = [c for c in cards if c not in head]
                found = self._sanhua_of(seat)
                out[str(seat)] = {
                    "head": [str(c) for c in head], "tail": [str(c) for c in tail],
                    "head_name": pair_name(head), "tail_name": pair_name(tail),
                    "sanhua": found[0] if found else None,
                }
        return out

    # ------------------------------------------------------------------ actions
    def _legal_actions(self) -> list[Action]:
        s = self.state
        seat = s.to_act
        assert seat is not None
        if s.phase == "stake":
            lo, hi = self._range(seat)
            values = {lo, hi, max(lo, min(hi, self.options["stake_min"])), (lo + hi) // 2}
            return [Action("stake", value=v) for v in sorted(values)]
        if s.phase == "bet":
            b = s.betting
            assert b is not None
            opts = betting_options(b)
            out = []
            if "check" in opts:
                out.append(Action("check"))
            if "call" in opts:
                out.append(Action("call", value=opts["call"][0]))
            if "raise" in opts:
                lo, hi = opts["raise"]
                top = b.top
                a = b.ante
                sizes = {lo, hi} | {t for t in (top + 2 * a, top + 5 * a, top + 10 * a, (lo + hi) // 2)
                                    if lo <= t <= hi}
                out += [Action("raise", value=t) for t in sorted(sizes)]
            if "allin" in opts:  # not above M after a short 敲 (house rule short_allin, CX-11.4)
                out.append(Action("allin", value=opts["allin"][0]))
            out.append(Action("fold"))
            return out
        if s.phase == "split":
            splits = [Action("split", value=format_cards(head))
                      for head, _tail in pairings(s.hands[seat], ranking_of(self.options))]
            if self._declare_error() is None:
                splits.append(Action("declare"))  # house rule sanhua = declared (CX-7.3)
            return splits
        return []

    def _declare_error(self) -> str | None:
        """Why the seat to act may not declare 三花 now (house rule sanhua = declared, CX-7.3)."""
        s = self.state
        if self.options["sanhua"] != "declared":
            return "CX-7.3: in this room 三花 counts by itself; there is nothing to declare"
        if s.phase != "split":
            return "CX-7.3: 三花 is declared at the showdown, when the cards are split"
        assert s.to_act is not None
        if sanhua_cards(s.hands[s.to_act]) is None:
            return "CX-7.3: you hold no 三花 (黑10+红10+黑J or 黑6+红6+大王) to declare"
        return None

    def _check(self, action: Action) -> str | None:
        s = self.state
        seat = s.to_act
        assert seat is not None
        kind, value = action.kind, action.value
        if kind == "declare":
            if action.cards or value is not None:
                return "CX-7.3: declaring 三花 names no cards and no value"
            return self._declare_error()
        if s.phase == "stake":
            if kind != "stake":
                return f"CX-1.4: every player first sets his 簸簸 (action 'stake'), not {kind!r}"
            lo, hi = self._range(seat)
            if not _int(value) or not lo <= value <= hi:
                return (f"CX-1.4: the 簸簸 must be a whole number from {lo} to {hi} (table limits, "
                        f"the ante and the bankroll), not {value!r}")
            return None
        if s.phase == "bet":
            b = s.betting
            assert b is not None
            if kind not in BET_KINDS:
                return f"CX-11: in a betting round the actions are {', '.join(BET_KINDS)}, not {kind!r}"
            if action.cards:
                return "CX-11: a betting action names no cards"
            if kind == "raise":
                return betting_error(b, kind, value)
            reason = betting_error(b, kind)
            if reason is None and value is not None:
                total = betting_options(b)[kind][0]
                if kind in ("check", "fold") or value != total:
                    return (f"CX-11: {kind} leaves the total at {total}"
                            + ("; leave out the value" if kind in ("check", "fold") else f", not {value!r}"))
            return reason
        if s.phase == "split":
            if kind != "split":
                return f"CX-8.1: at the showdown every player splits his cards (action 'split'), not {kind!r}"
            if not isinstance(value, str):
                return "CX-8.1: a split names the two head cards as text, e.g. 'DQ HQ'"
            try:
                head = parse_cards(value)
            except ValueError as e:
                return f"CX-8.1: the head must be two of this player's cards ({e})"
            return split_error(s.hands[seat], head)
        return "the hand is over"

    def _apply(self, action: Action) -> list[Event]:
        s = self.state
        seat = s.to_act
        assert seat is not None
        if s.phase == "stake":
            stake = action.value
            assert isinstance(stake, int)  # check() accepted a whole number
            s.stakes[seat] = stake
            events = [Event("stake", seat, {"stake": s.stakes[seat]})]
            order = self._stake_order()
            if order:
                s.to_act = order[0]
                return events
            return events + self._start_betting()
        if s.phase == "bet":
            b = s.betting
            assert b is not None
            k = s.seats.index(seat)
            before = b.committed[k]
            total = action.value if action.kind == "raise" else None
            s.betting = betting_apply(b, action.kind, total)
            after = s.betting.committed[k]
            events = [Event("bet", seat, {"kind": action.kind, "amount": after - before, "total": after})]
            return events + self._after_betting(b.street)
        # split (CX-8): secret until everybody has chosen
        cards = s.hands[seat]
        ranking = ranking_of(self.options)
        if action.kind == "declare":
            # house rule sanhua = declared (CX-7.3): the seat's cards are shown as the auto-split,
            # and the declaration, as secret as a split, counts at the showdown
            if not s.declared:
                s.declared = [False] * self.num_players
            s.declared[seat] = True
            head = pairings(cards, ranking)[0][0]
        else:
            head = parse_cards(str(action.value))
        head, _tail = orient(head, [c for c in cards if c not in head], ranking)  # CX-8.3
        s.heads[seat] = head
        events = [Event("split", seat, {})]
        order = self._split_order()
        if order:
            s.to_act = order[0]
            return events
        return events + self._finish()

    def timeout_action(self) -> Action | None:
        """What the timer plays for ``to_act``: the smallest 簸簸 (decision D4), 丢 (CX-11.6), or
        the auto-split (CX-8.4)."""
        s = self.state
        if s.to_act is None:
            return None
        if s.phase == "stake":
            return Action("stake", value=self._range(s.to_act)[0])
        if s.phase == "bet":
            return Action("fold")
        best = pairings(s.hands[s.to_act], ranking_of(self.options))[0]
        return Action("split", value=format_cards(best[0]))

    # ------------------------------------------------------------------ view
    def view(self, seat: int | None) -> dict[str, Any]:
        s = self.state
        n = self.num_players
        b = s.betting
        committed = [0] * n
        folded = [False] * n
        allin = [False] * n
        acted = [False] * n
        if b is not None:
            for k, x in enumerate(s.seats):
                committed[x] = b.committed[k]
                folded[x] = b.folded[k]
                allin[x] = b.is_allin(k)
                acted[x] = bool(b.acted[k]) if b.acted else False
        over = s.result is not None
        # what the finished hand shows (revealed cards, encoded result), computed once
        final = self._cached("final", lambda: (self._revealed(), encode(s.result))) if over else None
        return {
            **self._view_head(seat),
            "open_cards": [[str(c) for c in s.hands[i][2:]] for i in range(n)],
            "playing": [i in s.seats for i in range(n)],
            "dealer": s.dealer,
            "ante": self.options["ante"],
            # the tie-break house rules (CX-6.2, CX-6.3), for the split helper and the showdown
            "ranking": dict(zip(("lower_card", "zero_tie"), ranking_of(self.options), strict=True)),
            # the house rule sanhua (CX-7.3): which four cards are 三花, for the split helper and the AI
            "sanhua_rule": self.options["sanhua"],
            "stake_limits": [self.options["stake_min"], self.options["stake_max"]],
            "bankrolls": list(s.bankrolls),
            "stakes": list(s.stakes),
            "committed": committed,
            "folded": folded,
            "allin": allin,
            "pot": sum(committed),
            "current_bet": b.top if b is not None else 0,
            "street": b.street if b is not None else 0,
            # who has acted in this betting round, and whether every action in it was 休: public
            # facts (CX-11.7) that tell whether one more 休 voids the hand (CX-11.9)
            "round_acted": acted,
            "round_all_checks": bool(b.all_checks) if b is not None else False,
            "split_done": [bool(h) for h in s.heads],
            # house rule sanhua = declared (CX-7.3): a declaration is as secret as a split, so a seat
            # sees only its own until the hand is over
            "declared": [self._declared(i) and (over or i == seat) for i in range(n)],
            "outcome": s.outcome,
            "revealed": final[0] if final else {},
            "result": final[1] if final else None,
        }

    def _validate_state(self) -> None:
        s = self.state
        n = self.num_players
        if not (len(s.hands) == len(s.undealt) == len(s.stakes) == len(s.heads) == len(s.bankrolls) == n):
            raise ValueError("chexuan save: per-seat lists have the wrong length")
        held = [c for seat in s.seats for c in (*s.hands[seat], *s.undealt[seat])]
        if len(held) != 4 * len(s.seats) or len(set(held)) != len(held) or not DECK_SET.issuperset(held):
            raise ValueError("chexuan save: the playing seats do not hold four different deck cards each "
                             "(CX-2.1, CX-10)")
        if not set(s.seats) <= set(range(n)) or not 0 <= s.dealer < n:
            raise ValueError("chexuan save: a seat is out of range")
        if s.betting is not None and len(s.betting.stakes) != len(s.seats):
            raise ValueError("chexuan save: the betting state does not match the seats")
        # the betting record counts playing seats, not table seats; no chips below zero
        b = s.betting
        if min(s.bankrolls, default=0) < 0 or min(s.stakes, default=0) < 0:
            raise ValueError("save data at state.bankrolls: chips cannot be negative")
        if b is not None:
            k = len(s.seats)
            for name in ("stakes", "committed", "folded", "acted"):
                if len(getattr(b, name)) != k:
                    raise ValueError(f"save data at state.betting.{name}: {len(getattr(b, name))} entries "
                                     f"for {k} playing seats")
            if min(b.committed, default=0) < 0 or min(b.stakes, default=0) < 0 or b.ante < 0:
                raise ValueError("save data at state.betting: chips cannot be negative")
            for name in ("to_act", "dealer"):
                value = getattr(b, name)
                if value is not None and not 0 <= value < k:
                    raise ValueError(f"save data at state.betting.{name}: {value!r} is not a playing seat")
