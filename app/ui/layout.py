"""Scale from the design size to the window, and seat placement around the table (counterclockwise)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .theme import DESIGN_H, DESIGN_W


@dataclass
class Scale:
    """``px(v)`` turns a design-size length (at 1280×720) into window pixels."""

    w: int = DESIGN_W
    h: int = DESIGN_H
    #: the factor, kept up to date as ``w`` and ``h`` change: ``px`` runs some thousands of times a
    #: frame, and working the factor out each time was a tenth of drawing a table
    _s: float = field(init=False, repr=False, compare=False)

    def __setattr__(self, name: str, value: object) -> None:
        super().__setattr__(name, value)
        if name in ("w", "h") and "w" in self.__dict__ and "h" in self.__dict__:
            super().__setattr__("_s", min(self.w / DESIGN_W, self.h / DESIGN_H))

    @property
    def s(self) -> float:
        return self._s

    def px(self, v: float) -> int:
        return max(1, round(v * self._s))

    def font(self, v: float) -> int:
        """Font pixel size: never below 16 at design size (ui brief), rendered at the real size."""
        return max(12, round(max(16.0, v) * self._s))


# Where each other seat sits, by its distance k = 1 … n-1 after "you" in turn order. Turn order runs
# counterclockwise on screen, so the next player is on your right and the previous one on your left.
# Values are fractions of the window: (panel centre x, panel centre y, play anchor x, play anchor y).
_R, _L = (0.91, 0.42, 0.73, 0.45), (0.09, 0.42, 0.27, 0.45)
_RT, _LT = (0.89, 0.22, 0.68, 0.36), (0.11, 0.22, 0.32, 0.36)
_T = (0.50, 0.15, 0.50, 0.35)
_TR, _TL = (0.72, 0.15, 0.63, 0.36), (0.28, 0.15, 0.37, 0.36)
SEAT_SPOTS: dict[int, list[tuple[float, float, float, float]]] = {
    2: [_T],
    3: [_RT, _LT],
    4: [_R, _T, _L],
    5: [_R, _TR, _TL, _L],
    6: [_R, _TR, _T, _TL, _L],
}
YOU_PLAY = (0.50, 0.53)  # your own play sits just above your hand


def seat_spot(n: int, k: int) -> tuple[float, float, float, float]:
    """Placement of the seat k steps after "you" (1 ≤ k < n)."""
    return SEAT_SPOTS[n][k - 1]
