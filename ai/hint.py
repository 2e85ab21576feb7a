"""Why the hint suggests a play: one short reason, as data (a code and its parameters).

The app shows the reason beside the suggested cards in the player's language; the AI only says
which consideration of its policy decided the play, with the same terms the policy scores (going
out, a partner's trick, an opponent's last cards, the bomb it keeps, the points on the table, the
friend call of 找朋友). ``explain`` never raises: a reason it cannot give is ``None``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine import Action

__all__ = ["CODES", "explain"]

#: every reason code, with the parameters it carries
CODES: dict[str, tuple[str, ...]] = {
    "go_out": (),                 # the play empties the hand
    "partner_trick": (),          # pass: a partner's play is winning the trick
    "stop_last": ("cards",),      # beat (or bomb) an opponent holding this many cards or fewer
    "no_feed": ("cards",),        # lead what an opponent's last card(s) cannot answer
    "partner_out": (),            # a low single lets a one-card partner out first
    "keep_bomb": (),              # pass or play small, keeping the bomb for later
    "take_points": ("points",),   # win the trick and the points on it
    "take_cards": ("cards",),     # 板子炮's 叫牌: win the trick and its cards (BZP-6.5)
    "feed_partner": ("points",),  # give points to a partner who wins the trick
    "claim_friend": (),           # 找朋友: play the called copy and become the friend
    "safe_lead": (),              # 找朋友: a lead nobody can beat
    "save_cards": (),             # pass: beating would cost more than the trick is worth
    "shed_low": (),               # lead / follow with the weakest cards, keep the controls
}


def _reason(code: str, **params: int) -> dict[str, Any]:
    return {"code": code, "params": params}


def explain(player: Any, view: dict[str, Any], action: Action,
            legal: Sequence[Action] = ()) -> dict[str, Any] | None:
    """The reason ``player`` (a level's player object) had for ``action`` in ``view``; ``None``
    outside card play or for a game without reasons."""
    if view.get("phase") != "play" or action.kind not in ("play", "pass"):
        return None
    try:
        from .player import ClimbPlayer

        if isinstance(player, ClimbPlayer):
            player.adopt(view)
            return _climbing(player, view, action, legal)
        from .games.zhaopengyou import ZhaoPengyouPlayer

        if isinstance(player, ZhaoPengyouPlayer):
            return _zhaopengyou(player, view, action)
    except Exception:  # noqa: BLE001 - a reason is an extra: never let it break the hint
        return None
    return None


#: games whose trick is worth its card count, not card points (板子炮 BZP-6.5): "take_cards"
CARD_COUNT_GAMES = frozenset({"banzipao"})


def _climbing(player: Any, view: dict[str, Any], action: Action,
              legal: Sequence[Action]) -> dict[str, Any] | None:
    """The reason, or None when no reason of ``CODES`` is true of the position (a forced lead into
    an opponent's last card says nothing rather than something false)."""
    from .climbing import parse_table
    from .policy import representatives

    rules = player.rules
    t = parse_table(view, rules)
    if action.kind == "play" and len(action.cards) == len(t.hand):
        return _reason("go_out")
    opp_left = [t.counts[o] for o in t.opponents() if t.counts[o] > 0]
    short = min(opp_left, default=99)
    plays = [a for a in representatives(legal, rules) if a.kind == "play"]
    bombs = [a for a in plays if rules.classify(a.cards, rules.options).is_bomb]
    if action.kind == "pass":
        if t.top is not None and t.top.seat in t.partners():
            return _reason("partner_trick")
        if not plays:
            return None  # nothing beats: no choice to explain
        return _reason("keep_bomb" if len(bombs) == len(plays) else "save_cards")
    combo = rules.classify(action.cards, rules.options)
    if t.top is None:
        if combo.kind == "single" and player.normal.partner_out_first(t):
            return _reason("partner_out")
        if short <= 2:
            return _reason("no_feed", cards=short) if _unanswerable(player, t, action, combo, short) else None
        return _shed_low(rules, t, action, combo)
    if short <= 2 and t.top.seat not in t.partners():
        return _reason("stop_last", cards=short)
    if rules.game_id in CARD_COUNT_GAMES:
        return _reason("take_cards", cards=len(t.trick_cards) + len(action.cards))
    pts = rules.points(t.trick_cards)
    if pts > 0:  # points already on the table, which this play takes home if it holds
        return _reason("take_points", points=pts + rules.points(action.cards))
    if not combo.is_bomb and bombs:
        return _reason("keep_bomb")
    return _shed_low(rules, t, action, combo)


def _unanswerable(player: Any, t: Any, action: Action, combo: Any, short: int) -> bool:
    """Can no opponent's last ``short`` cards answer this lead? Only a single (a pair with two
    cards left) can be answered by them, and not when no unseen card of its kind is higher."""
    if combo.is_bomb:
        return True
    kinds = {"single"} if short == 1 else {"single", "pair"}
    if combo.kind not in kinds:
        return True
    rules = player.rules
    unseen = player.memory.unseen(rules, t.view, t.hand)
    top = max((rules.value(c) or 0) for c in action.cards)
    return all((rules.value(c) or 99) <= top for c in unseen)


def _shed_low(rules: Any, t: Any, action: Action, combo: Any) -> dict[str, Any] | None:
    """"Shed the weakest, keep the high ones": only when a higher card than the play's stays."""
    if combo.is_bomb:
        return None
    played = max((rules.value(c) or 99) for c in action.cards)
    rest = list(t.hand)
    for c in action.cards:
        rest.remove(c)
    kept = max(((rules.value(c) or 99) for c in rest), default=0)
    return _reason("shed_low") if kept > played else None


def _zhaopengyou(player: Any, view: dict[str, Any], action: Action) -> dict[str, Any] | None:
    from engine.games.zhaopengyou import face_id

    from .games.zhaopengyou_core import Knowledge

    kn = Knowledge(view, player.memory)
    cards = list(action.cards)
    if kn.candidate and sum(1 for c in cards if face_id(c) == kn.call_face) >= kn.copies_needed:
        return _reason("claim_friend")
    pts = kn.points(cards)
    if kn.lead:  # following: the trick has a lead (its cards); leading, it has none
        if kn.winning in kn.partners and kn.winner_with(cards) != kn.me and pts:
            return _reason("feed_partner", points=pts)
        if kn.winner_with(cards) == kn.me and kn.trick_points > 0:
            return _reason("take_points", points=kn.trick_points + pts)
        return None
    if kn.unit_safe(cards):
        return _reason("safe_lead")
    return None
