"""Fixtures for the 打筒子 tests: fixed deals and staged endgames (``helpers``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .helpers import build_deal, staged


@pytest.fixture
def deal() -> Callable[..., dict]:
    return build_deal


@pytest.fixture
def stage() -> Callable[..., object]:
    return staged
