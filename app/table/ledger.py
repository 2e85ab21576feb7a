"""Readable ledger lines from ``ScoreLine``s: known keys from the catalogue, others as key + detail."""

from __future__ import annotations

from typing import Any

from ..services.i18n import CATALOGUE, I18n

SEAT_DETAIL_KEYS = ("banker", "from", "to", "partner", "friend")


def describe(
    line: dict[str, Any], i18n: I18n, names: list[str], factors: tuple[tuple[str, str], ...] = (),
    rule_numbers: bool = False,
) -> str | None:
    """The text of one ledger line (``None`` for lines that only repeat the totals); ``factors``: the
    game's doubling facts (``GameTable.ledger_factors``); ``rule_numbers``: end the line with the
    rule it applies (the player's "show rule numbers" setting)."""
    key = line.get("key", "")
    deltas = (line.get("detail") or {}).get("deltas")
    if key.endswith(".total") and isinstance(deltas, list) and len(deltas) == len(names):
        values = i18n.t("list.sep").join(f"{n} {d:+d}" if d else f"{n} 0" for n, d in zip(names, deltas))
        return i18n.t("line.total", values=values)
    seat = line.get("seat")
    detail = dict(line.get("detail") or {})
    kw: dict[str, Any] = {k: v for k, v in detail.items()}
    kw["value"] = line.get("value", 0)
    kw["name"] = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    for k in SEAT_DETAIL_KEYS:
        v = detail.get(k)
        if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(names):
            kw[k + "_name"] = names[v]
        elif isinstance(v, str):
            kw[k + "_name"] = i18n.t(f"side.{v}") if f"side.{v}" in CATALOGUE else v
    kw["factors"] = _factors(detail, i18n, factors)
    outcome = detail.get("outcome")
    if isinstance(outcome, str):
        kw["outcome_text"] = i18n.t(f"outcome.{outcome}") if f"outcome.{outcome}" in CATALOGUE else outcome
    # every seat but the line's: a side that pays together is named seat by seat
    kw["others"] = i18n.join_names(n for i, n in enumerate(names) if i != seat)
    rule = detail.get("rule")
    suffix = f" ({rule})" if rule_numbers and isinstance(rule, str) else ""
    cat_key = "line." + key
    side = detail.get("from")
    if isinstance(side, str) and f"{cat_key}.{side}" in CATALOGUE:
        cat_key = f"{cat_key}.{side}"  # a side pays, not a seat: its own sentence
    if cat_key in CATALOGUE:
        return i18n.t(cat_key, **kw) + suffix
    # unknown key: still readable, e.g. "bbt.bonus · Player 2 · points=20 · +4"
    facts = ", ".join(f"{k}={v}" for k, v in detail.items() if k != "rule")
    parts = [key] + ([kw["name"]] if kw["name"] else []) + ([facts] if facts else [])
    return " · ".join(parts) + f" · {kw['value']:+}" + suffix


def _factors(detail: dict[str, Any], i18n: I18n, factors: tuple[tuple[str, str], ...]) -> str:
    """ "捶×4 · 开枪×2": what a multiplier is made of, so the ledger explains it rather than states it."""
    parts = []
    for key, label in factors:
        n = detail.get(key)
        if isinstance(n, int) and not isinstance(n, bool) and n > 0:
            parts.append(f"{i18n.t(label)}×{2**n}")
    return " · ".join(parts) if parts else i18n.t("factor.base")
