"""``Hint``: the H key. On the human's turn to play, the AI's suggestion is asked of the worker in
the background (``HINT_LEVEL``: its search keeps the AI's per-decision budget while the player
thinks); H shows it, with why, once it has arrived, and then each of the engine's hint plays,
smallest first (until it arrives, those at once)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..services.strings_hint import hint_reason_text

if TYPE_CHECKING:
    from .host import LiveTable

#: the level whose move the hint suggests: the strongest
HINT_LEVEL = "hard"


class Hint:
    def __init__(self, table: LiveTable) -> None:
        self.table = table
        #: the decision (the session's token) the suggestion was asked for
        self.token: tuple[int, int] | None = None
        #: the AI's suggestion for that decision (None until the worker answers)
        self.action: Any = None
        #: why the AI suggests it (``ai.hint``), shown with it
        self.reason: Any = None
        #: the suggestion was shown: H goes on to the engine's plays
        self.shown = False
        #: the engine's hint plays for this position (listed at the first H), and the last one shown
        self.plays: list[Any] | None = None
        self.index = -1

    def new_position(self) -> None:
        """The position changed: the engine's plays are listed again; the suggestion is asked anew
        when this is a new decision of the human's."""
        self.plays, self.index = None, -1
        self.ask()

    def forget(self) -> None:
        """A take-back: the suggestion in hand (or in flight) is for a position that is gone."""
        self.token, self.action, self.shown = None, None, False

    def ask(self) -> None:
        t = self.table
        s = t.session
        if not t.my_turn() or s.hand.phase != "play" or self.token == s.token:
            return
        self.token, self.action, self.shown = s.token, None, False
        self.reason = None
        game, _, seed = s.ai_key(t.me)[:3]  # the hint is the default character's
        t.app.ai_worker().request(
            ("hint", *s.token), (game, HINT_LEVEL, seed), s.view(t.me), s.hand.to_dict(), (0.0, 0.0),
            explain=True,
        )

    def receive(self, action: Any, reason: Any) -> None:
        """The worker's suggestion for the decision now."""
        self.action, self.reason = action, reason

    def next(self) -> None:
        """H: the suggestion first (once it has arrived), then each legal play, smallest first."""
        t = self.table
        if not t.my_turn() or t.session.hand.phase != "play":
            return
        suggestion = self.action if self.token == t.session.token else None
        if suggestion is not None and not self.shown:
            self.shown = True
            why = hint_reason_text(t.t, self.reason)
            if suggestion.kind == "pass":
                t.selected = set()
                t.say(t.t("table.hint_pass") + (f" · {why}" if why else ""))
            else:
                t.select_cards([str(c) for c in suggestion.cards])
                if why:
                    t.say(t.t("hint.prefix", reason=why))
            return
        if self.plays is None:
            self.plays = [a for a in t.game.hint_plays() if a.kind == "play"]
        if not self.plays:
            t.say(t.t("table.no_hint"))
            return
        self.index = (self.index + 1) % len(self.plays)
        t.select_cards([str(c) for c in self.plays[self.index].cards])
