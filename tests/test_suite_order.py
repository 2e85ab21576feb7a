"""The run order that keeps both xdist workers busy to the end names only test files that exist (a
renamed file would quietly lose its early start)."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import COSTLIEST_FIRST

ROOT = Path(__file__).resolve().parents[1]


def test_every_file_of_the_costliest_first_order_exists():
    assert [p for p in COSTLIEST_FIRST if not (ROOT / p).is_file()] == []
    assert len(set(COSTLIEST_FIRST)) == len(COSTLIEST_FIRST)
