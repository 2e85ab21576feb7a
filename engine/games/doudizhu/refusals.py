"""斗地主's refusals in the player's words (engine/refusals.py): one entry per sentence of
``DDZHand._check``; the play/pass preamble and "no combination" are the shared ``SHEDDING`` entries."""

from __future__ import annotations

from typing import Any

from ...refusals import GENERIC, SHEDDING, Catalogue, Entry, kind_fields, versus
from .combos import classify

#: the kinds of DDZ-6 as a player at this table names them
KIND_NAMES = {
    "single": ("单张", "a single"), "pair": ("对子", "a pair"), "triple": ("三张", "a triple"),
    "triple_single": ("三带一", "a triple with one"), "triple_pair": ("三带二", "a triple with a pair"),
    "straight": ("顺子", "a straight"), "pair_run": ("连对", "a pair run"), "plane": ("飞机", "a plane"),
    "plane_singles": ("飞机带单", "a plane with single wings"),
    "plane_pairs": ("飞机带对", "a plane with pair wings"), "four_two": ("四带二", "four with two"),
    "four_two_pairs": ("四带两对", "four with two pairs"), "bomb": ("炸弹", "a bomb"),
    "rocket": ("王炸", "the rocket"),
}


def _context(hand: Any, action: Any) -> dict[str, tuple[str, str]]:
    top = hand.state.top
    mine = classify(list(action.cards), hand.options)
    return kind_fields(KIND_NAMES, mine.kind if mine else None, top.kind if top else None)


_VS_ZH, _VS_EN = versus("要出同样牌型、同样张数、更大的牌，或者炸弹",
                        "Play the same kind with as many cards and higher, or a bomb.")

ENTRIES = (
    Entry(r"DDZ-3\.1", r"in the bidding, bid or pass",
          "现在是叫牌：叫分或者不叫", "Bidding now: bid or pass."),
    Entry(r"DDZ-3\.1", r"bid higher than the highest bid so far \(1, 2 or 3\), or pass",
          "要比之前叫的分高，或者不叫", "Bid higher than the bids so far, or pass."),
    Entry(r"DDZ-3\.4", r"on this last deal the first bidder must bid", "这是最后一次发牌，先叫的人必须叫分",
          "This is the last deal: the first bidder must bid."),
    Entry(r"DDZ-4\.1", r"answer 1 \(call or rob the landlord\) or 0 \(do not\)",
          "选择叫（抢）地主或者不叫（不抢）",
          "Call (or rob) the landlord, or don't."),
    Entry(r"DDZ-4\.3", r"on this last deal the first player must call the landlord",
          "这是最后一次发牌，先叫的人必须叫地主",
          "This is the last deal: the first player must call the landlord."),
    Entry(r"DDZ-5\.2", r"the landlord chooses to show his hand \(明牌\) or not",
          "现在由地主选择明牌或者不明牌",
          "The landlord chooses now: show his hand or not."),
    Entry(r"DDZ-8\.1", r"you lead this trick: play any combination", "你是首家，必须出牌",
          "You lead: play any combination."),
    Entry(r"DDZ-7\.1", r"play the same kind of combination with as many cards and higher, or a bomb",
          _VS_ZH, _VS_EN),
)

CATALOGUE = Catalogue(ENTRIES, SHEDDING, GENERIC, context=_context)
