"""The Hand protocol every game implements, its result types and the save format of one hand.

A game's hand keeps all of its changing data in one dataclass ``state`` (cards, phase, the seeded
``random.Random``); ``apply`` is the only way to change it. Saving is the generic encoding of that
dataclass, so a restored hand continues identically, randomness included.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from .actions import Action, Event, IllegalAction, LazyActions
from .cards import Card, card_tokens, format_cards, parse_cards
from .codec import decode, encode
from .guard import forged_reason, unheld_reason
from .handlog import decode_history, encode_history, make_record

if TYPE_CHECKING:
    from .refusals import Refusal

_T = TypeVar("_T")

__all__ = ["Hand", "HandResult", "ScoreLine", "SCHEMA_VERSION", "validate_deal", "new_seed"]

#: Version of the save format written by ``to_dict``; bump on incompatible changes.
SCHEMA_VERSION = 1


@dataclass
class ScoreLine:
    """One line of a hand's ledger: ``key`` names the rule (for translation), ``detail`` its facts."""

    key: str
    seat: int | None
    value: int
    detail: dict[str, Any] = field(default_factory=dict)


@dataclass
class HandResult:
    deltas: list[int]
    winners: list[int]
    lines: list[ScoreLine] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = encode(self)
        return out

    @staticmethod
    def from_dict(d: dict[str, Any]) -> HandResult:
        return decode(HandResult, d)


def new_seed() -> int:
    """A fresh seed when the caller gave none; it is stored, so the hand can still be replayed."""
    return random.SystemRandom().getrandbits(63)


def validate_deal(deal: Any, deck: Sequence[Card], hand_sizes: Sequence[int],
                  bottom_size: int = 0) -> tuple[list[list[Card]], list[Card]]:
    """Parse a fixed deal and check that it is exactly a partition of ``deck``."""
    if not isinstance(deal, dict) or not isinstance(deal.get("hands"), (list, tuple)):
        raise ValueError('deal must be {"hands": ["S3 S4 …", …], "bottom": "…"}')
    unknown = set(deal) - {"hands", "bottom"}
    if unknown:
        raise ValueError(f"deal has unknown key(s) {sorted(unknown)}")
    raw_hands = deal["hands"]
    if len(raw_hands) != len(hand_sizes):
        raise ValueError(f"deal has {len(raw_hands)} hands; this game needs {len(hand_sizes)}")
    hands = [parse_cards(h) for h in raw_hands]
    for seat, (h, size) in enumerate(zip(hands, hand_sizes)):
        if len(h) != size:
            raise ValueError(f"deal: seat {seat} has {len(h)} cards; each hand needs {size}")
    if bottom_size:
        bottom = parse_cards(deal.get("bottom", ""))
        if len(bottom) != bottom_size:
            raise ValueError(f"deal: the bottom has {len(bottom)} cards; it needs {bottom_size}")
    else:
        if deal.get("bottom"):
            raise ValueError("deal: this game has no bottom")
        bottom = []
    have = Counter(c for h in hands for c in h) + Counter(bottom)
    want = Counter(deck)
    if have != want:
        extra = have - want
        missing = want - have
        parts = []
        if extra:
            parts.append("not in the deck (or too many): " + format_cards(sorted(extra.elements(), key=str)))
        if missing:
            parts.append("missing: " + format_cards(sorted(missing.elements(), key=str)))
        raise ValueError("deal is not the game's deck: " + "; ".join(parts))
    return hands, bottom


class Hand:
    """One hand of a game. Subclasses set ``GAME_ID`` and ``State`` and implement the hooks."""

    GAME_ID: ClassVar[str] = ""
    State: ClassVar[type] = object
    #: every phase the hand can be in ("over" included); a restored save in another is refused
    PHASES: ClassVar[frozenset[str]] = frozenset()
    #: state fields holding one entry per seat (checked on a restored save)
    SEAT_LISTS: ClassVar[tuple[str, ...]] = ("hands",)
    #: phases in which the game's own ``_check`` refuses every card the seat does not hold (the
    #: climbing games' play: ``play_form_error``'s ``holds``, or 三打一's ``judge_play``); the guard's
    #: backstop (``unheld_reason``) is not asked again there
    HOLDING_CHECKED: ClassVar[frozenset[str]] = frozenset()
    #: the position cache (``_cache``), set on first use and dropped by ``apply``
    _position_cache: dict[Any, Any]

    def __init__(self, num_players: int, options: dict[str, Any], state: Any) -> None:
        self.num_players = num_players
        self.options = options
        self.state = state
        #: how the hand was created ({"seed", "deal", "context"}), stamped by ``handlog.create_hand``;
        #: ``None`` for a hand restored from a save written before hands kept their history
        self._origin: dict[str, Any] | None = None
        #: every decision applied so far, in order: (seat, action)
        self._actions: list[tuple[int, Action]] = []

    # ---- identity and the common members of the API
    @property
    def game_id(self) -> str:
        return self.GAME_ID

    @property
    def phase(self) -> str:
        phase: str = self.state.phase
        return phase

    @property
    def to_act(self) -> int | None:
        seat: int | None = self.state.to_act
        return seat

    @property
    def is_over(self) -> bool:
        return self.state.result is not None

    @property
    def hands(self) -> list[list[Card]]:
        hands: list[list[Card]] = self.state.hands
        return hands

    def result(self) -> HandResult | None:
        result: HandResult | None = self.state.result
        return result

    # ---- acting
    def legal_actions(self) -> Sequence[Action]:
        if self.is_over:
            return []
        legal = self._cached("legal", self._legal_actions)
        # a read-only lazy list (半边天炸's long leads) is handed out as it is: copying builds it all
        return legal if isinstance(legal, LazyActions) else list(legal)

    def check(self, action: Action) -> str | None:
        if type(action) is not Action and not isinstance(action, Action):
            return f"not an action: {action!r}"
        state = self.state  # read directly: check runs before every action of every game
        if state.result is not None or state.to_act is None:
            return "the hand is over; no more actions are possible"
        try:
            cards = action.cards
            if type(cards) is tuple and not cards:  # a pass, bid or choice: no card to forge or hold
                return self._check(action)
            # the same refusal for every game: malformed cards before its rules, unheld ones after
            reason = forged_reason(self, action) or self._check(action)
            if reason is not None or state.phase in self.HOLDING_CHECKED:
                return reason
            return unheld_reason(self, action)
        except (ValueError, TypeError, KeyError, IndexError) as e:  # malformed: illegal, never a crash
            return f"this action is not possible here ({e})"

    def explain(self, action: Action) -> Refusal | None:
        """``check``'s refusal as a short sentence in Chinese and in English for the player, with
        its rule id apart (engine/refusals.py); None exactly when ``check`` accepts the action."""
        from .refusals import explain

        return explain(self.GAME_ID, self.check(action), self, action)

    def apply(self, action: Action) -> list[Event]:
        reason = self.check(action)
        if reason is not None:
            raise IllegalAction(reason)
        seat = self.state.to_act
        try:
            events = self._apply(action)
        finally:
            self._clear_cache()
        if self._origin is not None:  # decisions without their origin could never be replayed
            self._actions.append((seat, action))
        return events

    @property
    def actions(self) -> list[tuple[int, Action]]:
        """The decisions of this hand so far, ``(seat, action)`` in the order they were taken."""
        return list(self._actions)

    def record(self) -> dict[str, Any]:
        """The hand as plain JSON: its deal, every decision with the events it caused, and the
        result once over; ``engine.replay`` steps through it. ValueError for a hand restored
        from a save that predates hand histories."""
        return make_record(self)

    def dealt_cards(self) -> dict[str, Any]:
        """The cards as dealt, in the form ``new_hand(deal=...)`` takes: ``{"hands": [...]}`` and,
        where the game has one, ``"bottom"``. Call on a newly created hand; games that hand the
        cards out later override it."""
        s = self.state
        dealt = getattr(s, "dealt", None) or s.hands
        out: dict[str, Any] = {"hands": [format_cards(h) for h in dealt]}
        if getattr(s, "bottom", None):
            out["bottom"] = format_cards(s.bottom)
        return out

    def deal_setup(self) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """``(deal, context)`` with which ``new_hand`` (this game, player count, options and seed)
        starts exactly as this hand did, from given cards: every card of the deck placed (cards a
        game never hands out as the bottom) and whatever the seed drew from the deal's order fixed
        in the context. A re-dealer exchanges cards inside this deal and keeps the rest of the
        hand's start; a deal the game draws later from the seed (斗地主 after an all-pass) is not
        the start, and differs. Call on a newly created hand; games whose seed draws from the deal
        override it."""
        origin = self._origin or {}
        return self.dealt_cards(), origin.get("context")

    # ---- the position cache
    def _cache(self) -> dict[Any, Any]:
        """Facts about the current position, each computed once and shared by ``legal_actions``,
        ``check``, ``apply`` and ``view`` (the legal list, a play's classification keyed by its
        cards, ...). Only what follows from the state (and the key) goes in, never a result that
        ``check`` leaves for ``apply``: so ``check`` stays pure, in any order and any number of
        times. ``apply``, the one mutation, empties it; a game that reads a fact again after changing
        the state inside ``_apply`` calls ``_clear_cache`` first."""
        cache: dict[Any, Any] | None = self.__dict__.get("_position_cache")
        if cache is None:
            cache = self._position_cache = {}
        return cache

    def _cached(self, key: Any, compute: Callable[[], _T]) -> _T:
        """``compute()`` for this position, once (see ``_cache``)."""
        cache = self._cache()
        if key not in cache:
            cache[key] = compute()
        value: _T = cache[key]
        return value

    def _cached_for(self, key: str, arg: Any, compute: Callable[[], _T]) -> _T:
        """``_cached`` for a fact about one argument (a play's cards), keeping the last argument
        only, matched by identity first: ``check`` and then ``apply`` of one action reuse it without
        hashing its cards (a tuple of dataclasses hashes slowly)."""
        cache = self._cache()
        hit = cache.get(key)
        if hit is not None and (hit[0] is arg or hit[0] == arg):
            known: _T = hit[1]
            return known
        value = compute()
        cache[key] = (arg, value)
        return value

    def _clear_cache(self) -> None:
        self.__dict__.pop("_position_cache", None)

    @property
    def _legal(self) -> Any:
        """The cached legal list (older code and tests reset it with ``hand._legal = None`` after
        editing a state by hand; that now empties the whole position cache)."""
        return self._cache().get("legal")

    @_legal.setter
    def _legal(self, value: Any) -> None:
        if value is None:
            self._clear_cache()
        else:
            self._cache()["legal"] = value

    # ---- game hooks
    @classmethod
    def create(cls, num_players: int, options: dict[str, Any], seed: int,
               deal: dict[str, Any] | None, context: dict[str, Any] | None) -> Hand:
        """A new hand: options already normalised, ``seed`` seeds the state's RNG, ``deal`` (if
        given) fixes the cards (validate it with ``validate_deal``), ``context`` is what the match
        passes on (documented per game in ``docs/rules/<id>.md``)."""
        raise NotImplementedError

    def _legal_actions(self) -> Sequence[Action]:
        raise NotImplementedError

    def _check(self, action: Action) -> str | None:
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:
        """Change the state for a legal action; called only after ``_check`` accepted it."""
        raise NotImplementedError

    def view(self, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def _view_head(self, seat: int | None, open_all: bool = False) -> dict[str, Any]:
        """The keys every game's ``view`` begins with: game_id, phase, to_act, num_players, viewer,
        hands (the viewer's own only, every seat's with ``open_all``) and counts."""
        s = self.state
        return {
            "game_id": self.GAME_ID,
            "phase": s.phase,
            "to_act": s.to_act,
            "num_players": len(s.hands),
            "viewer": seat,
            "hands": [card_tokens(h) if open_all or i == seat else None for i, h in enumerate(s.hands)],
            "counts": [len(h) for h in s.hands],
        }

    def opening_events(self) -> list[Event]:
        """What happened when the hand was created, before any action (the deal, a marker card, a
        天牌 settled at once), for the app to animate; games that deal later return ``[]``."""
        return []

    def _deal_key(self) -> int:
        """Besides the seed, what decides who got which card (a small int for the deal code);
        games whose create draws nothing from context before the shuffle keep 0."""
        return 0

    @classmethod
    def _deal_context(cls, num_players: int, options: dict[str, Any], key: int) -> dict[str, Any] | None:
        """The context that deals the same cards again for a ``_deal_key`` value."""
        if key:
            raise ValueError("this deal code is not one of this game's")
        return None

    def _validate_state(self) -> None:
        """Check a restored state's consistency (cards conserved, seats in range); ValueError if not."""

    # ---- saving
    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA_VERSION,
            "game_id": self.game_id,
            "num_players": self.num_players,
            "options": dict(self.options),
            "state": encode(self.state),
            **encode_history(self),
        }

    @classmethod
    def from_dict(cls, d: Any) -> Hand:
        """Rebuild a hand; on ``Hand`` itself the game is looked up from ``d["game_id"]``.
        ``d`` is save data as read (ValueError unless it is a hand's object)."""
        from .registry import GAMES, hand_class, normalize_options
        from .validate import check_hand

        if not isinstance(d, dict):
            raise ValueError("hand save data must be an object")
        schema = d.get("schema")
        if schema != SCHEMA_VERSION:
            raise ValueError(f"hand save has schema version {schema!r}; this version reads {SCHEMA_VERSION}")
        game_id = d.get("game_id")
        if type(game_id) is not str or game_id not in GAMES:
            raise ValueError(f"hand save names unknown game {game_id!r}")
        klass = hand_class(game_id) if cls is Hand else cls
        if klass.GAME_ID != game_id:
            raise ValueError(f"hand save is for {game_id!r}, not {klass.GAME_ID!r}")
        n = d.get("num_players")
        if n not in GAMES[game_id].players:
            raise ValueError(f"hand save has an impossible player count {n!r}")
        options = normalize_options(game_id, d.get("options"))
        if "state" not in d:
            raise ValueError("hand save has no state")
        state = decode(klass.State, d["state"], "state")
        hand = klass(n, options, state)
        check_hand(hand)
        hand._validate_state()
        hand._origin, hand._actions = decode_history(d, n)
        return hand

    def __repr__(self) -> str:
        return f"<{type(self).__name__} phase={self.phase} to_act={self.to_act}>"
