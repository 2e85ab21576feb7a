"""ai.housekeeping: garbage is collected between decisions and the survivors leave later collections."""

import gc
import weakref

from ai.housekeeping import between_decisions


class _Node:
    pass


def test_between_decisions_collects_cycles_and_freezes_what_survives():
    kept = [_Node() for _ in range(10)]  # long-lived, like the AI's memos
    cycle = _Node()
    cycle.me = cycle
    dead = weakref.ref(cycle)
    del cycle
    gc.disable()  # only between_decisions may collect here
    try:
        assert dead() is not None
        between_decisions()
        assert dead() is None
        assert gc.get_freeze_count() >= len(kept)
    finally:
        gc.unfreeze()
        gc.enable()
