"""Betting (CX-10, CX-11) on an immutable state: API section 8.

Seats are in turn order (seat i+1 speaks after seat i). ``M`` is the largest commitment among the
players still in the hand; a round is *opened* once somebody in it has made a 大, or a 敲 that
raised ``M``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["BettingState", "betting_start", "betting_options", "betting_apply", "betting_timeout",
           "betting_error", "KINDS"]

#: the action kinds in the order the options are listed
KINDS = ("check", "call", "raise", "allin", "fold")


@dataclass(frozen=True)
class BettingState:
    ante: int
    stakes: tuple[int, ...]
    committed: tuple[int, ...]
    folded: tuple[bool, ...]
    street: int
    to_act: int | None
    outcome: str | None
    #: the dealer seat: every round starts after him (CX-11.0)
    dealer: int = 0
    #: who has acted in the current round (CX-11.7)
    acted: tuple[bool, ...] = ()
    #: somebody made a 大 or a raising 敲 in this round (CX-11.1)
    opened: bool = False
    #: every action in this round so far was a 休 (CX-11.9)
    all_checks: bool = True
    #: the least raise step; 0 means the ante (CX-11.2; house rule ``raise_step``)
    step: int = 0
    #: house rule ``short_allin`` (CX-11.4): False when a 敲 raising ``M`` by less than the least
    #: raise reopens the betting only for those who have not acted since the last full raise
    short_reopens: bool = True
    #: who has acted since the round's last full raise (a 大, or a 敲 by at least the least raise)
    full_acted: tuple[bool, ...] = ()
    #: who may not raise: a short 敲 came after his last action and no full raise since (CX-11.4)
    capped: tuple[bool, ...] = ()

    @property
    def num_players(self) -> int:
        return len(self.stakes)

    @property
    def top(self) -> int:
        """``M``: the largest commitment among players still in the hand."""
        return max((c for c, f in zip(self.committed, self.folded) if not f), default=0)

    def left(self, seat: int) -> int:
        """``r_i``: chips left in the seat's 簸簸."""
        return self.stakes[seat] - self.committed[seat]

    def in_hand(self) -> list[int]:
        return [i for i, f in enumerate(self.folded) if not f]

    def is_allin(self, seat: int) -> bool:
        return not self.folded[seat] and self.committed[seat] >= self.stakes[seat]


def _replace(s: BettingState, **changes: object) -> BettingState:
    """``dataclasses.replace`` without its overhead (betting runs in the simulator's hot loop)."""
    d: dict[str, Any] = {"ante": s.ante, "stakes": s.stakes, "committed": s.committed, "folded": s.folded,
         "street": s.street, "to_act": s.to_act, "outcome": s.outcome, "dealer": s.dealer,
         "acted": s.acted, "opened": s.opened, "all_checks": s.all_checks, "step": s.step,
         "short_reopens": s.short_reopens, "full_acted": s.full_acted, "capped": s.capped}
    d.update(changes)
    return BettingState(**d)


def _needs_to_act(s: BettingState, seat: int, top: int) -> bool:
    return (not s.folded[seat] and s.committed[seat] < s.stakes[seat]
            and (not s.acted[seat] or s.committed[seat] < top))


def _next_speaker(s: BettingState, after: int) -> int | None:
    """CX-11.0: the next seat after ``after`` who still has to act this round, or None."""
    n = s.num_players
    top = s.top
    for k in range(1, n + 1):
        seat = (after + k) % n
        if _needs_to_act(s, seat, top):
            return seat
    return None


def _begin_round(s: BettingState, street: int) -> BettingState:
    """Start betting round ``street`` (CX-11.0), or skip to the showdown (CX-10.10 c)."""
    n = s.num_players
    with_chips = [i for i in s.in_hand() if s.committed[i] < s.stakes[i]]
    if len(with_chips) <= 1:
        return _replace(s, to_act=None, outcome="showdown")
    fresh = _replace(s, street=street, acted=(False,) * n, opened=False, all_checks=True,
                     full_acted=(False,) * n, capped=(False,) * n)
    return _replace(fresh, to_act=_next_speaker(fresh, s.dealer))


def betting_start(stakes: Sequence[int], ante: int, dealer: int = 0, step: int = 0,
                  short_reopens: bool = True) -> BettingState:
    """Everybody has put in the ante (CX-10.1); round 1 starts with its first speaker (CX-11.0).
    ``step``: the least raise (0: the ante, CX-11.2). ``short_reopens``: False for the house rule
    ``short_allin`` = ``call_only`` (CX-11.4)."""
    stakes = tuple(stakes)
    if not 2 <= len(stakes) <= 6:
        raise ValueError(f"CX-1.1: 扯旋 is played by 2 to 6 players, not {len(stakes)}")
    if isinstance(ante, bool) or not isinstance(ante, int) or ante <= 0:
        raise ValueError(f"CX-1.2: the ante must be a positive whole number, not {ante!r}")
    for i, b in enumerate(stakes):
        if isinstance(b, bool) or not isinstance(b, int) or b < ante:
            raise ValueError(f"CX-1.4: seat {i}'s 簸簸 {b!r} is below the ante {ante}")
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < len(stakes):
        raise ValueError(f"CX-1.3: the dealer must be a seat 0-{len(stakes) - 1}, not {dealer!r}")
    n = len(stakes)
    s = BettingState(ante=ante, stakes=stakes, committed=(ante,) * n, folded=(False,) * n, street=1,
                     to_act=None, outcome=None, dealer=dealer, acted=(False,) * n, step=step,
                     short_reopens=short_reopens)
    return _begin_round(s, 1)


def betting_options(state: BettingState) -> dict[str, tuple[int, int]]:
    """The legal actions of ``state.to_act`` with the lowest and highest total ``C_i`` each leaves."""
    if state.outcome is not None or state.to_act is None:
        return {}
    i = state.to_act
    c, b, top = state.committed[i], state.stakes[i], state.top
    out: dict[str, tuple[int, int]] = {}
    if not state.opened and c >= top:                     # CX-11.1
        out["check"] = (c, c)
    if c < top and b > top:                               # CX-11.3
        out["call"] = (top, top)
    capped = _capped(state, i)
    if not capped and top + (state.step or state.ante) <= b - 1:  # CX-11.2
        out["raise"] = (top + (state.step or state.ante), b - 1)
    if not capped or b <= top:                            # CX-11.4
        out["allin"] = (b, b)
    out["fold"] = (c, c)                                  # CX-11.5
    return out


def _capped(state: BettingState, seat: int) -> bool:
    return bool(state.capped) and state.capped[seat]


_CAPPED = ("CX-11.4: a 敲 (all-in) short of a full raise does not reopen the betting to you "
           "(house rule), so you may only call (跟) or fold (丢)")


def betting_error(state: BettingState, kind: str, total: object = None) -> str | None:
    """Why ``kind`` (with ``total`` for a raise) is not legal for ``state.to_act``, or None."""
    if state.outcome is not None or state.to_act is None:
        return "CX-11.7: betting is over; nobody is to act"
    i = state.to_act
    c, b, top = state.committed[i], state.stakes[i], state.top
    if kind == "check":
        if state.opened or c < top:
            return "CX-11.1: 休 (check) is not allowed once somebody has bet (大) in this round"
        return None
    if kind == "call":
        if c >= top:
            return "CX-11.3: there is no bet to call (跟); check (休) or bet (大) instead"
        if b <= top:
            return (f"CX-11.3: a full call needs {top - c} chips but only {b - c} are left; "
                    "only 敲 (all-in) or 丢 (fold) remain")
        return None
    if kind == "raise" and _capped(state, i):
        return _CAPPED
    if kind == "allin" and _capped(state, i) and b > top:
        return _CAPPED
    if kind == "raise":
        if isinstance(total, bool) or not isinstance(total, int):
            return f"CX-11.2: 大 (raise) needs the new total as a whole number, not {total!r}"
        if state.step and total < top + state.step:
            return (f"CX-11.2: a raise (大) must bring the total to at least {top + state.step} "
                    f"(the current bet {top} plus one step {state.step}), not {total}")
        if not state.step and total < top + state.ante:
            return (f"CX-11.2: a raise (大) must bring the total to at least {top + state.ante} "
                    f"(the current bet {top} plus the ante {state.ante}), not {total}")
        if total >= b:
            return (f"CX-11.2: a raise (大) must stay below the 簸簸 of {b}; putting in every chip "
                    "is 敲 (all-in, CX-11.4)")
        return None
    if kind in ("allin", "fold"):
        return None
    return f"CX-11: unknown betting action {kind!r}; the actions are {', '.join(KINDS)}"


def _after_action(s: BettingState, actor: int) -> BettingState:
    """Move to the next speaker or end the round (CX-11.7)."""
    live = s.in_hand()
    if len(live) == 1:                                    # CX-10.10 a
        return _replace(s, to_act=None, outcome="survivor")
    nxt = _next_speaker(s, actor)
    if nxt is not None:
        return _replace(s, to_act=nxt)
    # the round is over
    if s.all_checks and not any(s.is_allin(i) for i in live):   # CX-11.9
        return _replace(s, to_act=None, outcome="void")
    if s.street >= 3:                                     # CX-10.8
        return _replace(s, to_act=None, outcome="showdown")
    return _begin_round(s, s.street + 1)


def betting_apply(state: BettingState, kind: str, total: object = None) -> BettingState:
    """Apply ``kind`` for ``state.to_act`` (``total`` = the new ``C_i``, required for a raise)."""
    reason = betting_error(state, kind, total)
    if reason is not None:
        raise ValueError(reason)
    i = state.to_act
    assert i is not None
    top = state.top
    committed = list(state.committed)
    folded = state.folded
    acted = list(state.acted)
    acted[i] = True
    opened = state.opened
    n = state.num_players
    full_acted = list(state.full_acted or (False,) * n)
    capped = list(state.capped or (False,) * n)
    full_acted[i] = True
    capped[i] = False
    full = kind == "raise" or (kind == "allin" and state.stakes[i] >= top + (state.step or state.ante))
    if kind == "call":
        committed[i] = top
    elif kind == "raise":
        assert isinstance(total, int)  # betting_error accepted it
        committed[i] = total
        opened = True
    elif kind == "allin":
        committed[i] = state.stakes[i]
        if committed[i] > top:                            # CX-11.4: a 敲 above M is a raise
            opened = True
    elif kind == "fold":
        folded = folded[:i] + (True,) + folded[i + 1:]
    if committed[i] > top:
        if full or state.short_reopens:
            full_acted = [j == i for j in range(n)]      # everybody else may raise again
            capped = [False] * n
        else:
            # CX-11.4 house rule short_allin=call_only: a short 敲 binds those who acted since the
            # last full raise to 跟 or 丢; the others still face that full raise and may raise
            capped = [capped[j] or (full_acted[j] and j != i) for j in range(n)]
    s = _replace(state, committed=tuple(committed), folded=folded, acted=tuple(acted), opened=opened,
                all_checks=state.all_checks and kind == "check", full_acted=tuple(full_acted),
                capped=tuple(capped))
    return _after_action(s, i)


def betting_timeout(state: BettingState) -> BettingState:
    """CX-11.6: the timer plays 丢 (fold); it counts as a 丢 in the round (CX-11.9)."""
    return betting_apply(state, "fold")
