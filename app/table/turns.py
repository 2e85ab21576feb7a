"""``AITurns``: the decisions the AI makes at the live table — an AI seat's, and under 托管 the human's
— asked of the AI worker one at a time and applied through the table's ``act`` when they arrive.

A request carries the session's token: an answer for a position that has moved on (a take-back, a
new hand) is dropped. A worker that cannot decide is asked again; after three misses, or when no
worker answered at all (#33), a random legal action keeps the hand going, and the player is told.
托管 plays at the normal level and lasts until the player takes the seat back or the hand ends.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .host import LiveTable

#: the worker's answers in a row that may be "no decision" before a random legal action is played
MISSES = 3


class AITurns:
    def __init__(self, table: LiveTable) -> None:
        self.table = table
        #: the decision asked of the worker (the session's token when asked); None: none in flight
        self.pending: tuple[int, int] | None = None
        #: the worker's misses in a row
        self.no_answer = 0
        #: human seats on 托管
        self.auto: set[int] = set()
        #: 托管 was switched off by the hand's end: the next hand says so as it starts
        self.auto_ended = False

    def plays_for(self, seat: int) -> bool:
        """The AI decides for ``seat``: an AI seat, or a human's on 托管."""
        return not self.table.session.is_human(seat) or seat in self.auto

    def collect(self, worker: Any, hand: Any) -> None:
        """Take the worker's answers: the hint's suggestion, and the decision asked for, if still
        the one on the table."""
        t = self.table
        s = t.session
        for token, action in worker.poll():
            if token == ("hint", *s.token):
                t.hints.receive(action, worker.reason(token))
                continue
            if token == self.pending and token == s.token:
                fallback = ""
                if action is None:  # the worker could not decide: asking again forever is a stall
                    legal = hand.legal_actions()
                    if not legal:
                        raise RuntimeError(f"no legal action in phase {hand.phase!r}")
                    self.no_answer += 1
                    if worker.gave_up(token):  # no worker answered at all: say so, play on
                        self.no_answer = MISSES
                        fallback = t.t("ai.fallback", name=s.name(hand.to_act, t.app.i18n))
                    if self.no_answer >= MISSES:
                        action, self.no_answer = random.choice(legal), 0
                if action is None or not t.act(action, from_ai=True):
                    self.pending = None  # no usable answer: ask again next frame
                elif fallback:
                    t.say(fallback, error=True)  # after the move: ``act`` clears the line

    def ask(self, worker: Any, hand: Any, seat: int) -> None:
        """Ask the worker for ``seat``'s decision, once per position."""
        s = self.table.session
        if self.pending == s.token:
            return
        self.pending = s.token
        key = s.ai_key(seat)
        if s.is_human(seat):
            key = (key[0], "normal", key[2])  # 托管 plays at the normal level
        worker.request(self.pending, key, s.view(seat), hand.to_dict(), self.table.ai_delay())

    def toggle_auto(self) -> None:
        """托管 on or off for the human on screen (A, the button; any other key or a click on a card
        takes the seat back). It lasts one hand at most: the next, with its 捶/包牌, is the player's."""
        t = self.table
        me = t.session.viewer
        if me is None or not t.session.is_human(me):
            return
        if me in self.auto:
            self.auto.discard(me)
        elif t.session.hand.is_over:
            return  # nothing left to play for in this hand
        else:
            self.auto.add(me)
        t.say("")  # the painter states 托管 while it is on
        self.pending = None
        t.rebuild_buttons()

    def hand_over(self) -> None:
        """The hand ended: 托管 ends with it."""
        if self.auto:
            self.auto.clear()
            self.auto_ended = True
            self.table.rebuild_buttons()

    def hand_started(self) -> None:
        """A new hand: if 托管 ended with the last one, the player is told the seat is theirs."""
        if self.auto_ended:
            self.auto_ended = False
            self.table.say(self.table.t("table.auto_ended"))
