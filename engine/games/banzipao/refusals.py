"""板子炮's refusals in the player's words (engine/refusals.py); one entry per sentence of
``BZPHand._check``, the play/pass preamble in the shared ``SHEDDING`` entries."""

from __future__ import annotations

from typing import Any

from ...refusals import GENERIC, SHEDDING, Catalogue, Entry, kind_fields, versus
from .combos import classify

#: the kinds of BZP-5 as a player at this table names them
KIND_NAMES = {
    "single": ("单张", "a single"), "pair": ("对子", "a pair"), "straight": ("顺子", "a straight"),
    "bomb": ("炸弹", "a bomb"), "banzipao": ("板子炮", "a pair run"),
    "dou": ("豆", "four of a kind"),
    "guntong": ("滚筒", "a triple run"), "gunlong": ("滚龙", "a run of fours"),
}


def _context(hand: Any, action: Any) -> dict[str, tuple[str, str]]:
    mine = classify(list(action.cards), hand.options)
    return kind_fields(KIND_NAMES, mine.kind if mine else None, hand.state.top_kind)


_VS_ZH, _VS_EN = versus("单张、对子、顺子不能互相压", "Singles, pairs and straights cannot beat each other.")

ENTRIES = (
    Entry(r"BZP-4\.2", r"only the 包牌者's 下家 may 反包, after someone has said 包牌",
          "只有包牌者的下家才能反包", "Only the next player after the one who bid alone may counter-bid."),
    Entry(r"BZP-4\.1", r"seat \d+ now says 包牌 \(choose baopai\) or 不包 \(choose bubao\)",
          "现在请选择：包牌或不包", "Choose now: bid alone or no bid."),
    Entry(r"BZP-4\.2", r"seat \d+ has said 包牌, so no one else may 包; seat \d+ may only 反包 \(fanbao\) "
          r"or 不反 \(bufan\)", "已经有人包牌了，你只能反包或不反",
          "Someone already bid alone: you may only counter-bid or decline."),
    Entry(r"BZP-4\.2", r"seat \d+, the 包牌者's 下家, now chooses 反包 \(fanbao\) or 不反 \(bufan\)",
          "现在请选择：反包或不反", "Choose now: counter-bid or decline."),
    Entry(r"BZP-4\.3", r"all four said 不包, so the 庄 now calls a card \(action call\)",
          "四家都不包：请叫一张牌找朋友", "All four passed: call a card to find your partner."),
    Entry(r"BZP-4\.3", r"the 庄 calls exactly one card", "只能叫一张牌", "Call exactly one card."),
    Entry(r"BZP-1\.2", r"(?P<card>\S+) is not in this deck", "这副牌里没有{card}",
          "{card} is not in this deck."),
    Entry(r"BZP-4\.3", r"the 庄 must call a card he does not hold, and (?P<card>\S+) is in his hand",
          "{card}在你自己手里，要叫一张你没有的牌", "You hold {card}: call a card you do not hold."),
    Entry(r"BZP-7\.1", r"this play is of a lower type than the play on the table",
          "牌型级别比桌上的低，压不了", "A lower class of play cannot beat the play on the table."),
    Entry(r"BZP-7\.2", r"single, pair and straight cannot beat each other", _VS_ZH, _VS_EN),
    Entry(r"BZP-7\.2", r"a straight must have as many cards as the straight on the table",
          "顺子张数要和桌上的一样", "The straight must be as long as the one on the table."),
    Entry(r"BZP-7\.[45]", r"it is shorter, or as long and not higher, than the play on the table",
          "要更长，或一样长但更大，才压得住", "It must be longer, or as long and higher."),
)

CATALOGUE = Catalogue(ENTRIES, SHEDDING, GENERIC, context=_context)
