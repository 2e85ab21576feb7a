"""打筒子's refusals in the player's words (engine/refusals.py); one entry per sentence of
``DTZHand._check`` and ``_why_not``, the play/pass preamble in the shared ``SHEDDING`` entries."""

from __future__ import annotations

from typing import Any

from ...refusals import GENERIC, SHEDDING, Catalogue, Entry, kind_fields
from .combos import classify

#: the kinds of DTZ-3 as a player at this table names them
KIND_NAMES = {
    "single": ("单张", "a single"), "pair": ("对子", "a pair"), "triple": ("三张", "a triple"),
    "pair_run": ("连对", "a pair run"), "plane": ("飞机", "a plane"), "bomb": ("炸弹", "a bomb"),
    "tongzi": ("筒子", "a tongzi"), "dizha": ("地炸", "a ground bomb"),
}


def _name(kind: str, lang: int) -> str:
    return KIND_NAMES.get(kind, ("这种牌", "that play"))[lang]


def _context(hand: Any, action: Any) -> dict[str, tuple[str, str]]:
    top = hand.state.top
    mine = classify(list(action.cards), hand.options)
    return kind_fields(KIND_NAMES, mine.kind if mine else None, top.kind if top else None)


ENTRIES = (
    Entry(r"DTZ-5\.2", r"you hold a combination that beats the play on the table, so you must play one",
          "有牌必打：你有压得住的牌，必须出", "You hold a play that beats it, so you must play."),
    Entry(r"DTZ-3\.4", r"in this room triples and planes take no kickers.*",
          "本房间三张、飞机不能带牌", "In this room triples and planes take no extra cards."),
    Entry(r"DTZ-3\.2", r"in this room a pair is two cards of different suits.*",
          "本房间对子要两张不同花色", "In this room a pair is two cards of different suits."),
    Entry(r"DTZ-3\.2", r"in this room a pair is two identical cards.*",
          "本房间对子要两张一样的牌（同点数同花色）",
          "In this room a pair is two identical cards (same suit)."),
    Entry(r"DTZ-3\.3", r"in this room a 2 may not follow the A in a pair run or a plane",
          "本房间连对、飞机里2不能接在A后",
          "In this room a 2 may not follow the A in a pair run or a plane."),
    Entry(r"DTZ-3", r"these cards form no combination \(there are no straights of single cards\)",
          "这几张牌不成牌型（打筒子没有单张顺子）",
          "These cards make no valid combination (there are no straights of singles)."),
    Entry(r"DTZ-4\.1", r"this play is of a lower category than the play on the table.*",
          "牌型级别不够：地炸 > 筒子 > 炸弹 > 普通牌",
          "A lower class of play: ground bomb > tongzi > bomb > the rest."),
    Entry(r"DTZ-4\.2", r"a bomb must have more cards, or as many cards and a higher rank",
          "炸弹要张数更多，或张数一样点数更大",
          "A bomb needs more cards, or as many cards and a higher rank."),
    Entry(r"DTZ-4\.3", r"a 筒子 must be of a higher rank, or of the same rank and a higher suit.*",
          "筒子要点数更大，或点数一样花色更大（♠>♥>♣>♦）",
          "A tongzi must be higher, or the same rank in a higher suit (♠ > ♥ > ♣ > ♦)."),
    Entry(r"DTZ-4\.4", r"a 地炸 must be of a higher rank", "地炸要点数更大才压得住",
          "A ground bomb must be of a higher rank."),
    Entry(r"DTZ-4\.5", r"a (?P<played>\w+) cannot be played on a (?P<table>\w+)",
          lambda f: f"{_name(f['raw_played'], 0)}压不了{_name(f['raw_table'], 0)}",
          lambda f: f"{_name(f['raw_played'], 1).capitalize()} cannot beat {_name(f['raw_table'], 1)}."),
    Entry(r"DTZ-4\.5", r"the (?P<played>\w+) must be as long as the one on the table",
          lambda f: f"{_name(f['raw_played'], 0)}的长度要和桌上的一样",
          lambda f: f"{_name(f['raw_played'], 1).capitalize()} must be as long as the one on the table."),
    Entry(r"DTZ-4\.6", r"an equal play does not beat \(suits never count outside 筒子\)",
          "一样大压不了（只有筒子才比花色）",
          "An equal play does not beat it (suits count only for tongzi)."),
)

CATALOGUE = Catalogue(ENTRIES, SHEDDING, GENERIC, context=_context)
