"""找朋友's refusals in the player's words (engine/refusals.py); one entry per sentence of
``ZPYHand._check`` and of what it asks: ``bid_error`` (declare.py), ``friend_call_error``
(friend.py), ``parse_shape`` (throw.py), ``lead_error`` and ``follow_error`` (follow.py)."""

from __future__ import annotations

import re

from ...refusals import GENERIC, Catalogue, Entry

#: follow.py's suit names (trump.SUIT_NAMES) as the table says them (en: one card of the suit)
SUITS = {"spades": ("黑桃", "spade"), "hearts": ("红桃", "heart"), "clubs": ("梅花", "club"),
         "diamonds": ("方片", "diamond"), "trump": ("主牌", "trump")}

#: what each phase waits for (ZPY-4.7, 6.1, 7.1, 9.1, 9.6)
PHASES = {"bid": ("现在是亮主：亮牌或者不亮", "Bid now, or pass."),
          "bury": ("现在要扣底", "Bury the bottom cards now."),
          "call": ("现在要叫朋友", "Call your friend's card now."),
          "play": ("现在请出牌", "Play your cards now."),
          "throw_choice": ("现在要挡甩牌：选他只能留下哪种牌型",
                           "Choose which shape of the throw must stay.")}


def _plural(n: str, word: str) -> str:
    return f"{n} {word}" if n == "1" else f"{n} {word}s"


def _shape(w: int, k: int, lang: int) -> str:
    """A unit shape (width, length) as the block buttons name it."""
    if k == 1:
        return ({1: "单张", 2: "对子", 3: "三张"}[w], {1: "a single", 2: "a pair", 3: "a triple"}[w])[lang]
    if w == 2:
        return (f"连对（{k}对）", f"a pair tractor of {k}")[lang]
    return (f"连三（{k}组）", f"a triple tractor of {k}")[lang]


def _shapes(text: str, lang: int) -> str:
    found = [_shape(int(w), int(k), lang) for w, k in re.findall(r"(\d)x(\d+)", text)]
    return ("、" if lang == 0 else ", ").join(found)


_UNIT = re.compile(r"(?P<n>a|\d+) (?P<what>pair|triple|(?:pair|triple)-tractor of length (?P<k>\d+))s?$")
_OTHER = re.compile(r"(?P<n>\d+) other cards?$")


def _requirement(text: str, lang: int) -> str:
    """describe_requirement's "a pair and 2 other cards" in the player's words."""
    parts = []
    for part in text.split(" and "):
        m = _UNIT.match(part)
        if m:
            n = "1" if m["n"] == "a" else m["n"]
            w = 3 if m["what"].startswith("triple") else 2
            k = int(m["k"] or 1)
            name = _shape(w, k, lang)
            if lang == 0:
                parts.append(f"{n}个{name}" if n != "1" else f"一个{name}")
            else:
                base = name.removeprefix("a ")
                many = base.replace("tractor", "tractors") if "tractor" in base else base + "s"
                parts.append(name if n == "1" else f"{n} {many}")
            continue
        m = _OTHER.match(part)
        if m:
            parts.append(f"{m['n']}张别的牌" if lang == 0 else _plural(m["n"], "other card"))
    return ("和" if lang == 0 else " and ").join(parts)


def _suit(f: dict[str, str], lang: int) -> str:
    return SUITS.get(f["raw_suit"], ("这门牌", "that suit"))[lang]


ENTRIES = (
    Entry(r"ZPY-[\d.]+", r"in the (?P<phase>\w+) phase the action is .*",
          lambda f: PHASES.get(f["raw_phase"], ("现在不能这样操作", ""))[0],
          lambda f: PHASES.get(f["raw_phase"], ("", "You cannot do that now."))[1]),
    Entry(r"ZPY-[\d.]+", r"an action's cards must be cards", "这些不是有效的牌",
          "Those are not valid cards."),
    Entry(r"ZPY-4\.7", r"a pass shows no cards", "不亮就不用选牌", "A pass shows no cards."),
    Entry(r"ZPY-4\.1", r"a bid (shows|is) 1, 2 or 3 identical suited cards", "亮主要亮一到三张相同的牌",
          "A bid shows 1, 2 or 3 identical cards of one suit."),
    Entry(r"ZPY-4\.2", r"a bid shows cards from your own hand", "只能亮你手里的牌",
          "You can only show cards you hold."),
    Entry(r"ZPY-4\.7", r"bidding is over", "亮主已经结束", "The bidding is over."),
    Entry(r"ZPY-4\.7", r"seat \d+ is asked now, not seat \d+", "还没轮到你", "It is not your turn."),
    Entry(r"ZPY-4\.1", r"jokers can never be bid", "王不能亮主", "Jokers can never be bid."),
    Entry(r"ZPY-4\.3", r"an opening bid shows your own level cards \((?P<rank>\w+)\), not (?P<rank2>\w+)",
          "先亮主要亮你自己的级牌（{rank}），不能亮{rank2}",
          "The first bid shows your own level ({rank}), not {rank2}."),
    Entry(r"ZPY-4\.4", r"an override needs more than (?P<n>\d) cards?", "反主要亮比{n}张更多的牌",
          lambda f: f"To override, show more than {_plural(f['n'], 'card')}."),
    Entry(r"ZPY-4\.5", r"this override would change neither the declarer nor the trump suit",
          "这样反主，庄家和主花色都没变", "That override changes neither the declarer nor the trump suit."),
    Entry(r"ZPY-4\.4",
          r"an override shows your own level \((?P<rank>\w+)\) or the tentative declarer's level "
          r"\((?P<rank2>\w+)\)",
          lambda f: f"反主要亮级牌（{f['rank']}）" if f["rank"] == f["rank2"]
          else f"反主要亮你的级牌（{f['rank']}）或当前庄家的级牌（{f['rank2']}）",
          lambda f: f"To override, show level cards ({f['rank']})." if f["rank"] == f["rank2"]
          else f"To override, show your own level ({f['rank']}) or the current declarer's ({f['rank2']})."),
    Entry(r"ZPY-6\.1", r"bury exactly (?P<n>\d+) cards, not \d+", "要扣{n}张底牌", "Bury exactly {n} cards."),
    Entry(r"ZPY-6\.1", r"you can only bury cards from your hand", "只能扣你手里的牌",
          "You can only bury cards you hold."),
    Entry(r"ZPY-7\.1", r"the call names (exactly )?one card face.*", "叫朋友只能叫一张牌",
          "Call exactly one card."),
    Entry(r"ZPY-7\.1", r"the call's value is N = 1, 2 or 3|the call names the 1st, 2nd or 3rd copy, not .*",
          "只能叫第一、第二或第三张", "Call the 1st, 2nd or 3rd copy."),
    Entry(r"ZPY-7\.2", r"(?P<card>\S+) was shown in a bid this hand and cannot be called",
          "{card}这局亮主时亮过，不能叫", "{card} was shown in a bid this hand and cannot be called."),
    Entry(r"ZPY-9\.6", r"a block names the shape that stays .*, not cards", "挡甩牌只选牌型，不用选牌",
          "To block, choose a shape, not cards."),
    Entry(r"ZPY-9\.6", r"a shape is 'WxK' .*", "请选一种牌型", "Choose one of the shapes."),
    Entry(r"ZPY-9\.6", r"you can only keep a shape you beat: (?P<shapes>.*)",
          lambda f: f"只能选你压得住的牌型：{_shapes(f['raw_shapes'], 0)}",
          lambda f: f"Choose a shape you beat: {_shapes(f['raw_shapes'], 1)}."),
    Entry(r"ZPY-9\.2", r"a lead needs at least one card", "请先选牌", "Select at least one card."),
    Entry(r"ZPY-(9\.2|10\.1)", r"you do not hold (?P<cards>.+)", "你手里没有{cards}",
          "You do not hold {cards}."),
    Entry(r"ZPY-9\.2", r"all cards of a lead must be of one suit.*", "出的牌必须是同一门（主牌算一门）",
          "All the cards you lead must be of one suit (trumps count as one suit)."),
    Entry(r"ZPY-9\.2", r"there is no lead to follow|the lead mixes suits, so it cannot be followed",
          "这一轮没有可以跟的牌", "There is no lead to follow."),
    Entry(r"ZPY-10\.1", r"you must play exactly (?P<n>\d+) cards?, not \d+", "要出{n}张牌",
          lambda f: f"Play exactly {_plural(f['n'], 'card')}."),
    Entry(r"ZPY-10\.2", r"you hold (?P<n>\d+) (?P<suit>\w+) cards? and must play all of them",
          lambda f: f"你还有{f['n']}张{_suit(f, 0)}，必须全部跟出" if f["n"] != "1"
          else f"你还有1张{_suit(f, 0)}，必须跟出",
          lambda f: f"You hold {_plural(f['n'], _suit(f, 1))} and must play them all." if f["n"] != "1"
          else f"You hold 1 {_suit(f, 1)} and must play it."),
    Entry(r"ZPY-10\.3", r"you hold more (?P<suit>\w+) cards than the lead has, so play (?P<n>\d+) \w+ cards",
          lambda f: f"必须跟{_suit(f, 0)}：出{f['n']}张{_suit(f, 0)}",
          lambda f: f"You must follow suit: play {_plural(f['n'], _suit(f, 1))}."),
    Entry(r"ZPY-10\.4", r"your (?P<suit>\w+) cards can follow with (?P<req>.+), so you must play that",
          lambda f: f"你的{_suit(f, 0)}跟得出{_requirement(f['raw_req'], 0)}，必须这样跟",
          lambda f: f"Your {_suit(f, 1)}s can follow with {_requirement(f['raw_req'], 1)}: "
                    "you must play that."),
)

CATALOGUE = Catalogue(ENTRIES, GENERIC)
