"""One match being played in the window: the engine's Match, who sits where, and the AI players.

The table acts only through ``Session.apply`` (which checks with the engine first); everything it
draws comes from ``Session.view(seat)``.
"""

from __future__ import annotations

import itertools
from typing import Any

import engine

from .services.saves import SeatConfig

_UIDS = itertools.count(1)


class Session:
    def __init__(
        self,
        match: Any,
        seats: list[SeatConfig],
        viewer: int | None = None,
        counted: bool = False,
        takeback: bool | None = None,
        takebacks: int = 0,
    ) -> None:
        self.match = match
        self.seats = seats
        self.counted = counted
        #: 悔牌 allowed in this match (default: on with one human, off in hot-seat), and how many
        #: decisions were taken back so far (the statistics count such a match separately)
        self.takeback = takeback if takeback is not None else len([s for s in seats if s.is_human]) == 1
        self.takebacks = takebacks
        self._code: tuple[Any, str | None] = (None, None)
        self.uid = next(_UIDS)  # with ``actions``, tags AI requests so stale answers are dropped
        humans = self.humans
        # the seat drawn at the bottom. In hot-seat nobody is seated when a match starts or is
        # continued: the first human decision gets its hand-over screen like every later one.
        if len(humans) >= 2:
            viewer = None
        elif humans:
            viewer = humans[0]
        self.viewer: int | None = viewer if viewer is not None else (None if len(humans) >= 2 else 0)
        self.actions = 0  # bumps on every action: the AI worker's staleness token
        self.fresh_hand = False  # a new hand nobody has acted in yet (its opening events to animate)

    @staticmethod
    def new(
        game_id: str,
        seats: list[SeatConfig],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        takeback: bool | None = None,
        first_hand: Any = None,
    ) -> Session:
        """A new match; ``first_hand`` (a deal code's hand) is played first instead of a shuffled one."""
        match = engine.new_match(
            game_id, players=len(seats), seed=seed, options=options, first_hand=first_hand
        )
        session = Session(match, seats, takeback=takeback)
        session.fresh_hand = True
        return session

    # ---- facts
    @property
    def game_id(self) -> str:
        return self.match.game_id

    @property
    def info(self) -> Any:
        return engine.GAMES[self.match.game_id]

    @property
    def hand(self) -> Any:
        return self.match.hand

    @property
    def n(self) -> int:
        return self.match.num_players

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def hotseat(self) -> bool:
        return len(self.humans) >= 2

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].is_human

    def name(self, seat: int | None, i18n: Any) -> str:
        if seat is None:
            return ""
        s = self.seats[seat]
        if s.name:
            return s.name
        key = "seat.name_human" if s.is_human else "seat.name_ai"
        return i18n.t(key, n=seat + 1)

    def ai_key(self, seat: int) -> tuple[str, str, int, str]:
        """Which AI plays ``seat``: game, level, a seed derived from the match (reproducible) and
        the seat's character."""
        s = self.seats[seat]
        return (self.match.game_id, s.level, (self.match.seed * 7 + seat) % (2**63), s.character)

    @property
    def token(self) -> tuple[int, int]:
        return (self.uid, self.actions)

    def initial(self, seat: int) -> str:
        """What the avatar shows: a chosen name's first character, else the seat number."""
        name = self.seats[seat].name.strip()
        return name[:1] if name else str(seat + 1)

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.hand.view(seat)

    def total_hands(self) -> int | None:
        hands = self.match.options.get("hands")
        return hands if isinstance(hands, int) else None

    # ---- acting
    def check(self, action: Any) -> str | None:
        return self.hand.check(action)

    def refusal(self, action: Any, lang: str, rule_numbers: bool = False) -> str | None:
        """Why ``action`` is refused, in the player's language (``None`` when it is legal): the
        engine's sentence for players, ending with its rule number only if the player asked."""
        refusal = self.hand.explain(action)
        if refusal is None:
            return None
        text = refusal.zh if lang == "zh" else refusal.en
        if not (rule_numbers and refusal.rule):
            return text
        return f"{text}（{refusal.rule}）" if lang == "zh" else f"{text} ({refusal.rule})"

    def apply(self, action: Any) -> list[Any]:
        """Apply a legal action (raises ``engine.IllegalAction`` and changes nothing otherwise)."""
        events = self.hand.apply(action)
        self.actions += 1
        self.fresh_hand = False
        return events

    def undo_seat(self) -> int | None:
        """The human seat whose last decision 悔牌 would take back now, or None: off in this match,
        the hand over, or no decision of the seat on screen in this hand yet."""
        seat = self.viewer
        if not self.takeback or not self.is_human(seat) or self.hand.is_over:
            return None
        if self.hand._origin is None or not any(s == seat for s, _ in self.match.actions):
            return None  # an older save (no history), or nothing of this seat's to take back
        return seat

    def undo(self) -> bool:
        """悔牌: back to just before the seated human's last decision, every later one (the AI's
        replies) taken back too. Bumps the action counter, so any AI answer in flight is stale."""
        seat = self.undo_seat()
        if seat is None or not self.match.undo(seat):
            return False
        self.actions += 1
        self.takebacks += 1
        self.fresh_hand = False
        return True

    def deal_code(self) -> str | None:
        """The current hand's deal code (None for a hand without one: fixed cards, an older save).
        In hot-seat it appears only once the hand is over: a code deals every seat's cards again,
        so shown mid-hand it would let each player look at the others' hands."""
        if self.hotseat and not self.hand.is_over:
            return None
        key = (id(self.hand), self.match.hand_no)
        if self._code[0] != key:  # asked every frame: worked out once per hand
            try:
                self._code = (key, engine.deal_code(self.hand))
            except ValueError:
                self._code = (key, None)
        return self._code[1]

    def next_hand(self) -> None:
        self.match.next_hand()
        self.actions += 1
        self.fresh_hand = True

    def opening_events(self) -> list[Any]:
        """The new hand's opening events (the deal…), once; ``[]`` after the first action."""
        if not self.fresh_hand:
            return []
        self.fresh_hand = False
        fn = getattr(self.hand, "opening_events", None)
        return list(fn()) if callable(fn) else []

    def save(self, store: Any, background: bool = False) -> None:
        """Autosave into ``store`` (the app's ``SaveShelf``: this game's slot, or one ``SaveStore``)."""
        store.write(
            self.match,
            self.seats,
            self.viewer,
            self.counted,
            background=background,
            takeback=self.takeback,
            takebacks=self.takebacks,
        )
