"""A seat's role badge, read from the view's ``roles`` (庄/闲, 地主/农民…); a game's own badges (捶, 抖,
开枪…) come from its table plug-in (``GameTable.badges``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

ROLE_KEYS = {
    "banker": "role.banker",
    "defender": "role.defender",
    "landlord": "role.landlord",
    "farmer": "role.farmer",
    "friend": "role.friend",
}


def role_key(view: Mapping[str, Any], seat: int) -> str | None:
    roles = view.get("roles") or []  # shared by all games: only some have roles
    role = roles[seat] if seat < len(roles) else None
    return ROLE_KEYS.get(role) if role is not None else None
