"""Catalogue strings of the hint's reason (``ai.hint``: a code and its parameters), merged by
``app.services.i18n``, and the one function that turns a reason into the player's language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

STRINGS: dict[str, tuple[str, str]] = {
    "hint.prefix": ("提示：{reason}", "Hint: {reason}"),
    "hint.go_out": ("这手出完就走了", "this goes out"),
    "hint.partner_trick": ("队友这轮已经大了，不用管", "your partner is winning this trick"),
    "hint.stop_last": (
        "对手只剩 {cards} 张牌，要拦住他",
        "an opponent has only {cards} {cards|card|cards} left: stop him",
    ),
    "hint.no_feed": (
        "对手只剩 {cards} 张牌，别出他能接的小牌",
        "an opponent has {cards} {cards|card|cards} left: lead nothing he can answer",
    ),
    "hint.partner_out": ("出小单张，让队友先走", "a low single lets your partner go out first"),
    "hint.keep_bomb": ("留着炸弹，后面用", "keep the bomb for later"),
    "hint.take_points": ("拿下这轮的 {points} 分", "win the {points} {points|point|points} on the table"),
    "hint.take_cards": ("拿下这轮的 {cards} 张牌", "win this trick's {cards} {cards|card|cards}"),
    "hint.feed_partner": (
        "队友拿这轮，给他送 {points} 分",
        "your partner takes this trick: give him {points} {points|point|points}",
    ),
    "hint.claim_friend": ("打出叫的牌，当庄家的朋友", "play the called card and become the friend"),
    "hint.safe_lead": ("这手没人管得住", "nobody can beat this lead"),
    "hint.save_cards": ("压这轮不划算，留着牌", "beating this costs more than it is worth"),
    "hint.shed_low": ("先走小牌，留住大牌", "shed your weakest cards, keep the high ones"),
}


def hint_reason_text(t: Callable[..., str], reason: Any) -> str:
    """The reason in the player's language (``t`` is the catalogue lookup), or "" for none or an
    unknown code (a newer AI than this catalogue)."""
    if not isinstance(reason, dict) or not isinstance(reason.get("code"), str):
        return ""
    key = f"hint.{reason['code']}"
    raw = reason.get("params")
    params = raw if isinstance(raw, dict) else {}
    text = t(key, **params)
    return "" if text == key else text
