"""半边天炸's refusals in the player's words (engine/refusals.py); one entry per sentence of
``BBTHand._check``, the play/pass preamble in the shared ``SHEDDING`` entries."""

from __future__ import annotations

from typing import Any

from ...refusals import GENERIC, SHEDDING, Catalogue, Entry, kind_fields, versus
from .combos import classify

#: the kinds of BBT-5 and BBT-6 as a player at this table names them
KIND_NAMES = {
    "single": ("单张", "a single"), "pair": ("对子", "a pair"), "pair_run": ("连对", "a pair run"),
    "straight": ("顺子", "a straight"), "triple": ("三张", "a triple"), "plane": ("飞机", "a plane"),
    "tianzha": ("天炸", "the Big Joker bomb"), "dizha": ("地炸", "a ground bomb"),
    "straight_flush": ("同花顺", "a straight flush"),
    "four_bomb": ("四炸", "a four-card bomb"), "zheng_510k": ("正510K", "a one-suit 5-10-K"),
    "fu_510k": ("副510K", "a mixed 5-10-K"),
}

#: the choices of BBT-3 (values of the "choose" action), as the buttons name them
CHOICES = {
    "chui": ("捶", "Hammer"), "buchui": ("不捶", "No hammer"), "kaiqiang": ("开枪", "Shoot"),
    "touxiang": ("投降", "Surrender"), "fanqiang": ("反枪", "Counter-shoot"), "bufan": ("不反", "Decline"),
    "dou": ("抖", "Shake"), "budou": ("不抖", "No shake"), "fandou": ("反抖", "Counter-shake"),
    "bufandou": ("不反抖", "No counter"),
}


def choice_list(names: str, lang: int) -> str:
    """"chui / buchui" as "捶或不捶" / "Hammer or No hammer"."""
    words = [CHOICES.get(n.strip(), (n, n))[lang] for n in names.split("/")]
    return ("或" if lang == 0 else " or ").join(words)


def _context(hand: Any, action: Any) -> dict[str, tuple[str, str]]:
    top = hand.state.top
    mine = classify(list(action.cards), hand.options)
    return kind_fields(KIND_NAMES, mine.kind if mine else None, top.kind if top else None)


_VS_ZH, _VS_EN = versus("牌型不同，压不了", "A different kind of play cannot beat it.")

ENTRIES = (
    Entry(r"BBT-3\.\d", r"now seat \d+ chooses (?P<choices>.+)",
          lambda f: f"现在请选择：{choice_list(f['raw_choices'], 0)}",
          lambda f: f"Choose now: {choice_list(f['raw_choices'], 1)}."),
    Entry(r"BBT-5", r"in this room a 2 never follows the A in a run", "本桌房规：2不能接在A后面连",
          "House rule at this table: a 2 never follows the A in a run."),
    Entry(r"BBT-5\.3", r"in this room the two kickers of a triple-with-two must be a pair",
          "本桌房规：三带二带的两张必须是一对",
          "House rule at this table: the two kickers of a triple-with-two must be a pair."),
    Entry(r"BBT-7\.3", r"in this room a triple answers only a triple with as many kickers",
          "本桌房规：三张、三带一、三带二是三种牌型，只能用带同样张数的三张来管",
          "House rule at this table: a triple answers only a triple with as many kickers."),
    Entry(r"BBT-7\.1", r"this play is of a lower category than the play on the table",
          "牌型级别比桌上的低，压不了", "A lower class of play cannot beat the play on the table."),
    Entry(r"BBT-7\.3", r"a different type cannot beat the play on the table", _VS_ZH, _VS_EN),
    Entry(r"BBT-7\.3", r"it must be of the same length as the play on the table",
          "张数要和桌上的一样", "It must be as long as the play on the table."),
)

CATALOGUE = Catalogue(ENTRIES, SHEDDING, GENERIC, context=_context)
