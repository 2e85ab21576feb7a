"""A match: a series of hands with running totals and the game's end condition.

What differs between games (how a hand inherits from the last, how totals move, when the match
ends) is a ``Series`` supplied by the game; everything else is here once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .codec import _field_names, decode, encode
from .hand import SCHEMA_VERSION, Hand, HandResult, new_seed
from .handlog import create_hand, rebuild
from .registry import GAMES, check_players, game_module, hand_class, normalize_options
from .validate import check_match, trial_run

__all__ = ["Match", "Series", "MatchState", "new_match", "new_hand", "load"]


@dataclass
class MatchState:
    seed: int
    rng: random.Random
    hand_no: int = 0
    scores: list[int] = field(default_factory=list)
    history: list[HandResult] = field(default_factory=list)
    #: the game's own series data (levels, dealer, stacks, race and bonus totals…), JSON-native
    extra: dict[str, Any] = field(default_factory=dict)
    over: bool = False
    winners: list[int] = field(default_factory=list)


class Series:
    """Default series: a fixed number of hands (option ``hands``), totals are summed deltas and
    the winners are the seats with the highest total."""

    #: the keys of ``match.state.extra`` and what each holds ("seat", "seats", "ints", "chips"; a
    #: trailing "?" allows null), checked when a save is loaded
    EXTRA: dict[str, str] = {}

    def check(self, match: Match) -> None:
        """A loaded match's series data agrees with itself and its hand; ValueError naming the
        field if not (``engine.load`` calls it after the generic shape checks)."""

    def start(self, match: Match) -> None:
        """Fill ``match.state.extra`` before the first hand."""

    def context(self, match: Match) -> dict[str, Any] | None:
        """What the next hand inherits from the match."""
        return None

    def record(self, match: Match, hand: Hand, result: HandResult) -> None:
        s = match.state
        s.scores = [a + b for a, b in zip(s.scores, result.deltas)]

    def winners(self, match: Match) -> list[int] | None:
        """The match winners once it is over, else ``None``."""
        if match.state.hand_no < match.options.get("hands", 1):
            return None
        best = max(match.state.scores)
        return [i for i, v in enumerate(match.state.scores) if v == best]


class Match:
    def __init__(self, game_id: str, num_players: int, options: dict[str, Any], state: MatchState,
                 hand: Hand | None = None, first_hand: Hand | None = None) -> None:
        self.game_id = game_id
        self.num_players = num_players
        self.options = options
        self.state = state
        self._series: Series = getattr(game_module(game_id), "SERIES", None) or Series()
        #: the match state just before the current hand's result was booked (for ``undo``)
        self._unbooked: Any = None
        self._hand_class = hand_class(game_id)
        if hand is None:
            if not state.scores:
                state.scores = [0] * num_players
            self._series.start(self)
            self._start_hand(first_hand)
        else:
            self.hand = hand

    # ---- the API
    @property
    def seed(self) -> int:
        return self.state.seed

    @property
    def hand_no(self) -> int:
        return self.state.hand_no

    @property
    def scores(self) -> list[int]:
        self._sync()
        return list(self.state.scores)

    @property
    def history(self) -> list[HandResult]:
        self._sync()
        return list(self.state.history)

    @property
    def is_over(self) -> bool:
        self._sync()
        return self.state.over

    @property
    def winners(self) -> list[int]:
        self._sync()
        return list(self.state.winners)

    @property
    def extra(self) -> dict[str, Any]:
        self._sync()
        return self.state.extra

    def next_hand(self) -> Hand:
        self._sync()
        if not self.hand.is_over:
            raise ValueError("the current hand is not over yet")
        if self.state.over:
            raise ValueError("the match is over")
        self._start_hand()
        return self.hand

    @property
    def actions(self) -> list[tuple[int, Action]]:
        """The decisions of the current hand so far, ``(seat, action)``; saved with the match."""
        return self.hand.actions

    def undo(self, seat: int) -> bool:
        """Take back ``seat``'s last decision in the current hand, and every decision after it:
        the hand becomes exactly what it was just before that decision (rebuilt from its seed and
        the decisions before it), and a result the hand had reached is unbooked, so ``to_dict()``
        equals what it was at that moment. ``False``, with nothing changed, when ``seat`` has no
        decision in the current hand, or the hand was restored from a save that predates hand
        histories or whose history does not replay (then the history is dropped)."""
        self._sync()
        hand = self.hand
        if hand._origin is None:
            return False
        mine = [k for k, (s, _) in enumerate(hand._actions) if s == seat]
        if not mine:
            return False
        try:
            earlier = rebuild(hand, mine[-1])
        except ValueError:
            # a history that does not replay (a hand-edited save) cannot take anything back
            hand._origin, hand._actions = None, []
            return False
        if len(self.state.history) == self.state.hand_no:  # this hand's result is booked
            if self._unbooked is None:
                return False
            self.state = decode(MatchState, _encoded(self._unbooked), "state")
            self._unbooked = None
        # the same object stays current: the app and the AI may hold a reference to it
        hand.__dict__.clear()
        hand.__dict__.update(earlier.__dict__)
        return True

    def to_dict(self) -> dict[str, Any]:
        self._sync()
        return {
            "schema": SCHEMA_VERSION,
            "kind": "match",
            "game_id": self.game_id,
            "num_players": self.num_players,
            "options": dict(self.options),
            "state": encode(self.state),
            "hand": self.hand.to_dict(),
            **({"unbooked": _encoded(self._unbooked)} if self._unbooked is not None else {}),
        }

    # ---- internals
    def _start_hand(self, given: Hand | None = None) -> None:
        s = self.state
        s.hand_no += 1
        self._unbooked = None
        hand_seed = s.rng.getrandbits(63)  # drawn for a given hand too: later hands stay the same
        if given is not None:
            self.hand = given
            return
        self.hand = create_hand(self._hand_class, self.num_players, self.options, hand_seed, None,
                                self._series.context(self))

    def _sync(self) -> None:
        """Book a finished hand once: the app and the AI act on ``match.hand`` directly."""
        s = self.state
        if self.hand.is_over and len(s.history) < s.hand_no:
            self._unbooked = _before_booking(s)
            result = self.hand.result()
            assert result is not None  # the hand is over
            s.history.append(result)
            self._series.record(self, self.hand, result)
            won = self._series.winners(self)
            if won is not None:
                s.over = True
                s.winners = won


class _Unbooked(dict[str, Any]):
    """The match state just before a hand's result was booked, its fields copied, encoded only
    when asked (undo, a save): encoding the whole match after every hand cost the simulator and
    the AI's playouts several per cent, and the history only grows (issue 23)."""


def _before_booking(s: MatchState) -> _Unbooked:
    out = _Unbooked()
    for name in _field_names(MatchState):
        value = getattr(s, name)
        if type(value) is list:  # the booked results in it are never changed afterwards
            value = list(value)
        elif isinstance(value, random.Random):
            value = _RngState(value.getstate())  # a generator is made of it only if asked
        elif not isinstance(value, (bool, int, float, str, type(None))):
            value = encode(value)  # the series' data, changed in place by booking: copied now
        out[name] = value
    return out


def _encoded(unbooked: Any) -> Any:
    """``encode`` of the state an ``_Unbooked`` copied (a loaded save's is encoded already)."""
    if isinstance(unbooked, _Unbooked):
        return {name: encode(_RngState.generator(unbooked[name])) for name in _field_names(MatchState)}
    return unbooked


class _RngState(tuple[Any, ...]):
    """A ``random.Random``'s state kept by ``_before_booking``: the state is read after every
    hand, a generator is made of it only for undo or a save."""

    @staticmethod
    def generator(value: Any) -> Any:
        """``value``, a ``random.Random`` in the state if it is an ``_RngState``."""
        if isinstance(value, _RngState):
            rng = random.Random(0)
            rng.setstate(tuple(value))
            return rng
        return value


def new_hand(game_id: str, *, players: int | None = None, seed: int | None = None,
             options: dict[str, Any] | None = None, deal: dict[str, Any] | None = None,
             context: dict[str, Any] | None = None) -> Hand:
    n = check_players(game_id, players)
    opts = normalize_options(game_id, options)
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    if context is not None and not isinstance(context, dict):
        raise ValueError("context must be a dict")
    klass = hand_class(game_id)
    return create_hand(klass, n, opts, new_seed() if seed is None else seed, deal, context)


def new_match(game_id: str, *, players: int | None = None, seed: int | None = None,
              options: dict[str, Any] | None = None, first_hand: Hand | None = None) -> Match:
    """A new match. ``first_hand`` (e.g. ``hand_from_code(code, options=...)``) is played as its
    first hand instead of one dealt from ``seed``: it must be a fresh hand (no decision taken yet)
    of this game, player count and options; later hands are dealt from ``seed`` as usual."""
    if first_hand is not None and not isinstance(first_hand, Hand):
        raise ValueError("first_hand must be a Hand")
    n = check_players(game_id, players if players is not None or first_hand is None
                      else first_hand.num_players)
    opts = normalize_options(game_id, options)
    if seed is None:
        seed = new_seed()
    elif isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    hand_class(game_id)
    if first_hand is not None:
        if (first_hand.game_id, first_hand.num_players, first_hand.options) != (game_id, n, opts):
            raise ValueError("first_hand is not of this game, player count and options")
        if first_hand.actions or first_hand.is_over:
            raise ValueError("first_hand must be a fresh hand, with no decision taken yet")
    return Match(game_id, n, opts, MatchState(seed=seed, rng=random.Random(seed)), first_hand=first_hand)


def load(data: Any) -> Match:
    """Rebuild a match from ``Match.to_dict()`` (``data`` as read from a file); a malformed save
    raises ValueError (and only that: whatever else the rebuilding raises is reported as a
    ValueError too)."""
    try:
        match = _load(data)
        trial_run(data, _load)
    except ValueError:
        raise
    except Exception as e:  # noqa: BLE001 - RecursionError, MemoryError, a game's own slip: bad save
        raise ValueError(f"match save cannot be played: {type(e).__name__}: {e}") from e
    return match


def _load(data: dict[str, Any]) -> Match:
    if not isinstance(data, dict):
        raise ValueError("match save data must be an object")
    if data.get("schema") != SCHEMA_VERSION:
        raise ValueError(f"match save has schema version {data.get('schema')!r}; "
                         f"this version reads {SCHEMA_VERSION}")
    if data.get("kind") != "match":
        raise ValueError("this save data is not a match")
    game_id = data.get("game_id")
    if type(game_id) is not str or game_id not in GAMES:
        raise ValueError(f"match save names unknown game {game_id!r}")
    n = check_players(game_id, data.get("num_players"))
    opts = normalize_options(game_id, data.get("options"))
    state = decode(MatchState, data.get("state"), "state")
    if len(state.scores) != n or state.hand_no < 1 or len(state.history) > state.hand_no:
        raise ValueError("match save is inconsistent (scores, hand number or history)")
    hand = Hand.from_dict(data.get("hand"))
    if hand.game_id != game_id or hand.num_players != n or hand.options != opts:
        raise ValueError("match save: the current hand does not belong to this match")
    match = Match(game_id, n, opts, state, hand)
    unbooked = data.get("unbooked")
    if unbooked is not None:
        if not hand.is_over or len(state.history) != state.hand_no:
            raise ValueError("match save: 'unbooked' belongs to a finished, booked hand only")
        before = decode(MatchState, unbooked, "unbooked")
        if before.hand_no != state.hand_no or len(before.history) != state.hand_no - 1:
            raise ValueError("match save: 'unbooked' is not this hand's match state")
        match._unbooked = unbooked
    check_match(match)
    return match
