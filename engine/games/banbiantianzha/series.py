"""半边天炸's match: a fixed number of hands (the default series), and with the house rule
``hammer_once`` the 捶 of the first hand kept for every later hand (BBT-3.1)."""

from __future__ import annotations

from typing import Any

from ...match import Match, Series

__all__ = ["BBTSeries", "SERIES"]


class BBTSeries(Series):
    def context(self, match: Match) -> dict[str, Any] | None:
        """The first hand's 捶, read back from its ledger (``bbt.hammer`` lines), so a save needs no
        field of its own."""
        if not (match.options.get("hammer_once") and match.options.get("hammer")) or not match.state.history:
            return None
        first = match.state.history[0]
        return {"hammer": sorted(line.seat for line in first.lines if line.key == "bbt.hammer")}


SERIES = BBTSeries()
