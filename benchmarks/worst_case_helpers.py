"""The per-game helpers ``benchmarks/worst_case.py`` times beside the Hand API: what decides a
choice phase (抖 eligibility, 天牌, report sets, throws, the split) and what the hint and the AI
ask in play (can_beat, the hint list). Each comes as (name, call) for the position at hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import Action, Hand

Helper = tuple[str, Callable[[], Any]]


def _shedding_top(hand: Hand) -> list[Helper]:
    """can_beat against the play on the table, as the must-beat rule, hints and the AI ask it."""
    top = hand._top_combo() if hasattr(hand, "_top_combo") else getattr(hand.state, "top", None)
    if hand.phase != "play" or top is None or hand.to_act is None:
        return []
    module = __import__(f"engine.games.{hand.game_id}", fromlist=["can_beat"])
    cards = list(hand.hands[hand.to_act])
    return [("can_beat", lambda: module.can_beat(cards, top, hand.options))]


def _banbiantianzha(hand: Hand) -> list[Helper]:
    from engine.games.banbiantianzha import combos

    if hand.phase == "hammer":
        return []

    def bombs() -> list[int]:
        combos._count_bombs.cache_clear()  # the first time the hand is seen
        return [combos.count_bombs(h) for h in hand.hands]

    hint = [("hint (UI thread)", hand.hint_plays)] if hand.phase == "play" else []
    return [("count_bombs (3 seats)", bombs)] + hint + _shedding_top(hand)


def _datongzi(hand: Hand) -> list[Helper]:
    def hint() -> list[Any]:  # app/table/datongzi.py hint_plays: one play per shape
        legal = hand.legal_actions()
        segs = getattr(legal, "segments", None)
        if segs is None:
            return [a for a in legal if a.kind == "play"]
        return [Action.play(seg.cards_at(0)) for seg in segs]

    return [("hint (UI thread)", hint)] + _shedding_top(hand)


def _banzipao(hand: Hand) -> list[Helper]:
    from engine.games.banzipao import is_tianpai

    out: list[Helper] = []
    if hand.phase == "bid":
        out.append(("is_tianpai (4 seats)", lambda: [is_tianpai(h) for h in hand.hands if len(h) == 13]))
    return out + _shedding_top(hand)


def _sandayi(hand: Hand) -> list[Helper]:
    from engine.games.sandayi import reportable_sets

    out: list[Helper] = []
    if hand.phase in ("report", "bid") and hand.to_act is not None:
        out.append(("reportable_sets", lambda: reportable_sets(hand.hands[hand.to_act])))
    return out + _shedding_top(hand)


def _zhaopengyou(hand: Hand) -> list[Helper]:
    from engine.games.zhaopengyou import throw_blockers, throw_choices, trick_winner
    from engine.games.zhaopengyou.trump import table

    s = hand.state
    if hand.phase != "play" or s.trump is None or hand.to_act is None:
        return []
    seat = hand.to_act
    if s.trick:
        return [("trick_winner", lambda: trick_winner(s.trick, s.trump))]
    # the longest one-suit throw the leader could make, against every other seat
    skey = table(s.trump)[0]
    from engine.games.zhaopengyou.trump import face_id

    by_suit: dict[int, list[Any]] = {}
    for c in hand.hands[seat]:
        by_suit.setdefault(skey[face_id(c)], []).append(c)
    throw = max(by_suit.values(), key=len)
    others = [hand.hands[(seat + d) % 5] for d in range(1, 5)]

    def blockers() -> list[Any]:
        found = throw_blockers(throw, others, s.trump)
        return [throw_choices(throw, others[i], s.trump) for i in found]

    return [("throw_blockers+choices", blockers)]


def _chexuan(hand: Hand) -> list[Helper]:
    from engine.games.chexuan import auto_split

    fours = [h for h in hand.hands if len(h) == 4]
    return [("auto_split (all seats)", lambda: [auto_split(h) for h in fours])] if fours else []


_BY_GAME: dict[str, Callable[[Hand], list[Helper]]] = {
    "banbiantianzha": _banbiantianzha, "datongzi": _datongzi, "banzipao": _banzipao,
    "sandayi": _sandayi, "zhaopengyou": _zhaopengyou, "chexuan": _chexuan,
}


def helpers_for(game: str, hand: Hand) -> list[Helper]:
    return _BY_GAME[game](hand)
