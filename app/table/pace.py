"""``TablePace``: the live table's clocks. Each frame the animations advance, the opening deal and the
message line run out, and a big play on show holds the table (the AI and the sweep wait: a timer,
never a sleep). Once a hand is over, the result opens after the game's wait and the last motion.
The AI's think time and the sweep's delay follow the player's pace and animation settings."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .host import LiveTable

#: seconds the result waits after a hand with animations off
OVER_WAIT_STILL = 0.3


class TablePace:
    def __init__(self, table: LiveTable) -> None:
        self.table = table
        #: seconds since the hand ended (the result opens at the game's ``over_wait``)
        self.over_wait = 0.0

    def tick(self, dt: float) -> bool:
        """Advance the clocks by ``dt``; True while a big play holds the table (nobody moves on)."""
        t = self.table
        t.time += dt
        t.anim.update(dt)
        if t.deal_t is not None:
            t.deal_t += dt
            if t.deal_t > 0.03 * len(t.tokens) + 0.3:
                t.deal_t = None
        if t.message_t > 0:
            t.message_t -= dt
            if t.message_t <= 0:
                t.message = ""
        if t.hold > 0:
            t.hold = max(0.0, t.hold - dt)
            return True
        return False

    def wait_for_result(self, dt: float) -> None:
        """The hand is over: open the result once the game's wait has passed and nothing moves."""
        t = self.table
        self.over_wait += dt
        wait = t.game.over_wait if t.app.settings.anim_factor > 0 else OVER_WAIT_STILL
        if self.over_wait >= wait and not t.anim.busy:
            self.over_wait = 0.0
            t.open_scoring()

    def settle(self) -> None:
        """What is in motion ends now and nothing holds the table (a new seat, hand or position)."""
        t = self.table
        t.anim.skip()
        t.trick_snapshot.clear()
        t.hold = 0.0

    def ai_delay(self) -> tuple[float, float]:
        """The AI's think time at the player's pace setting."""
        t = self.table
        return t.app.settings.ai_delay(t.app.ai_delay)

    def sweep_delay(self) -> float:
        """Seconds (before the animation factor) until a won trick slides away; a big play still on
        show holds it."""
        t = self.table
        f = t.app.settings.anim_factor
        return 0.55 + (t.hold / f if f > 0 else 0.0)
