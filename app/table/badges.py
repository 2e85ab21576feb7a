"""Role and choice badges per seat, read from the view (庄/闲, 捶, 抖, 开枪…), plugged in by game id."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

ROLE_KEYS = {
    "banker": "role.banker",
    "defender": "role.defender",
    "landlord": "role.landlord",
    "farmer": "role.farmer",
    "friend": "role.friend",
}


def role_key(view: dict[str, Any], seat: int) -> str | None:
    roles = view.get("roles") or []
    role = roles[seat] if seat < len(roles) else None
    return ROLE_KEYS.get(role) if isinstance(role, str) else None


def _bbt(view: dict[str, Any], seat: int) -> list[str]:
    ch = view.get("choices") or {}
    out = []
    hammer = ch.get("hammer") or []
    if seat < len(hammer) and hammer[seat]:
        out.append("badge.hammer")
    dou = ch.get("dou") or []
    if (seat < len(dou) and dou[seat]) or seat in (ch.get("helped") or []):
        out.append("badge.dou")
    if ch.get("counter_shot") == seat:
        out.append("badge.counter_shot")
    if view.get("banker") == seat:
        if ch.get("shoot") == "kaiqiang":
            out.append("badge.shoot")
        elif ch.get("shoot") == "touxiang":
            out.append("badge.surrender")
    if ch.get("counter_dou") and view.get("zhuang") == seat:
        out.append("badge.counter_dou")
    return out


BADGES: dict[str, Callable[[dict[str, Any], int], list[str]]] = {"banbiantianzha": _bbt}


def choice_badges(game_id: str, view: dict[str, Any], seat: int) -> list[str]:
    fn = BADGES.get(game_id)
    return fn(view, seat) if fn else []
