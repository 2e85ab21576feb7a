"""上海三打一's refusals in the player's words (engine/refusals.py); one entry per sentence of
``SDYHand._check``, the auction (``bid_error``), ``judge_play`` and ``why_not_beats``; the play/pass
preamble is in the shared ``SHEDDING`` entries."""

from __future__ import annotations

from typing import Any

from ...refusals import GENERIC, SHEDDING, Catalogue, Entry, kind_fields, rank_label, versus
from .combos import classify

#: the kinds of SDY-6 as a player at this table names them
KIND_NAMES = {
    "single": ("单张", "a single"), "pair": ("对子", "a pair"), "triple": ("三张", "a triple"),
    "triple_pair": ("三拖二", "a full house"), "straight": ("顺子", "a straight"),
    "pair_run": ("姐妹对", "a pair run"), "plane": ("飞机", "a plane"),
    "plane_wings": ("飞机带翅膀", "a plane with wings"), "bomb": ("炸弹", "a bomb"),
    "joker_bomb": ("天王炸弹", "the joker bomb"),
}

_DANG = {"1": ("一档", "1"), "2": ("二档", "2"), "3": ("三档", "3")}


def _choice(value: str, lang: int) -> str:
    """A "choose" value of the report, 打/不打 and 摊打 phases as its button reads."""
    if value.startswith("baodao:"):
        rank = value[len("baodao:"):]
        if rank == "jokers":
            return ("报到王", "report the jokers")[lang]
        return (f"报到{rank_label(rank)}", f"report the {rank_label(rank)}s")[lang]
    names = {"bubao": ("不报到", "no report"), "da": ("打", "play"), "buda": ("不打", "give up the hand"),
             "tanda": ("摊打", "open play"), "butanda": ("不摊打", "play closed")}
    return names.get(value, ("这一项", "that choice"))[lang]


def _choices(text: str, lang: int) -> str:
    return ("或" if lang == 0 else " or ").join(_choice(v.strip(), lang) for v in text.split("/"))


def _higher_bids(f: dict[str, str], lang: int) -> str:
    high = _DANG.get(f["raw_high"], ("", f["raw_high"]))[lang]
    allowed = [b for b in f["raw_allowed"].split(" or ") if b in _DANG]
    if not allowed:
        return (f"已经叫到{high}，只能不叫" if lang == 0
                else f"The bid is already {high}: you can only pass.")
    if lang == 0:
        return f"要比{high}高：可以不叫，或叫{'、'.join(_DANG[b][0] for b in allowed)}"
    return f"You must bid above {high}: pass, or bid {' or '.join(allowed)}."


def _report(f: dict[str, str], lang: int) -> str:
    name = f["raw_name"]
    zh_rank = "王" if name == "jokers" else rank_label(name)
    if lang == 0:
        return f"报到的{f['n']}张{zh_rank}只能一手整个打出"
    what = "jokers" if name == "jokers" else f"{rank_label(name)}s"
    return f"The {f['n']} reported {what} may only be played all together."


def _context(hand: Any, action: Any) -> dict[str, tuple[str, str]]:
    top = hand.state.top
    mine = classify(list(action.cards), hand.options)
    return kind_fields(KIND_NAMES, mine.kind if mine else None, top.kind if top else None)


_VS_ZH, _VS_EN = versus("要出同样牌型、同样张数的牌", "Play the same kind with the same number of cards.")

ENTRIES = (
    Entry(r"SDY-3\.2", r"in the auction, bid 0 \(不叫\) or 1, 2, 3 \(档\)",
          "现在是叫牌：不叫，或叫一档、二档、三档",
          "Bidding now: pass, or bid 1, 2 or 3."),
    Entry(r"SDY-3\.2", r"a call is 0 \(不叫\) or 1, 2, 3 \(档\), not .*", "只能不叫，或叫一档、二档、三档",
          "Pass, or bid 1, 2 or 3."),
    Entry(r"SDY-3\.1", r"the auction is over.*", "叫牌已经结束", "The bidding is over."),
    Entry(r"SDY-3\.3", r"a bid must be higher than the highest bid so far \((?P<high>\d)档\); "
          r"you may pass \(0\) or bid (?P<allowed>.+)",
          lambda f: _higher_bids(f, 0), lambda f: _higher_bids(f, 1)),
    Entry(r"SDY-(9\.3|9\.7|10\.1)", r"now the landlord chooses (?P<choices>.+)",
          lambda f: f"现在由地主选择：{_choices(f['raw_choices'], 0)}",
          lambda f: f"The landlord chooses now: {_choices(f['raw_choices'], 1)}."),
    Entry(r"SDY-9\.5", r"the declared 报到 set (?P<name>\w+) may leave the hand only whole, "
          r"as one play of exactly its (?P<n>\d+) cards", lambda f: _report(f, 0), lambda f: _report(f, 1)),
    Entry(r"SDY-5\.4",
          r"your bomb allowance \(SDY-5\.3\) is used up; pass or play a combination that is not a bomb",
          "你的炸弹次数用完了：只能不出，或出炸弹以外的牌",
          "You have used up your bombs: pass, or play something else."),
    Entry(r"SDY-6\.1", r"in this room a 2 never stands in a run", "本桌房规：2不能连进顺子、姐妹对、飞机",
          "House rule at this table: a 2 never joins a straight, pair run or plane."),
    Entry(r"SDY-7\.1", r"nothing beats 天王炸弹", "天王炸弹最大，压不了", "Nothing beats the joker bomb."),
    Entry(r"SDY-7\.2", r"a bomb beats a bomb only with more cards, or as many cards of a higher rank",
          "炸弹要张数更多，或张数一样点数更大",
          "A bomb needs more cards, or as many cards and a higher rank."),
    Entry(r"SDY-7\.2", r"only a bomb can beat a bomb", "只有炸弹才能压炸弹", "Only a bomb can beat a bomb."),
    Entry(r"SDY-7\.3", r"only the same type with the same number of cards can beat the play on the table",
          _VS_ZH, _VS_EN),
)

CATALOGUE = Catalogue(ENTRIES, SHEDDING, GENERIC, context=_context)
