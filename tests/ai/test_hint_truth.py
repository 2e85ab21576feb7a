"""Every hint reason is true of its position (issue #35, point 8).

Self-play hands of each card-play game; at every play decision the player's reason
(``ai.hint.explain``) is checked against the position by the rules, independently of how the AI
chose it: "an opponent has one card left: lead nothing he can answer" must mean that no opponent's
actual last cards beat the lead (DTZ-5.2, SDY-7.3, BBT-7 and alike), "win the 20 points on the
table" that the trick holds points (BBT-10.1, ZPY-13), 板子炮's trick is worth its cards, not points
(BZP-6.5), 找朋友's lead reasons are given on a lead and its follow reasons on a follow (ZPY-11)."""

from __future__ import annotations

from itertools import combinations

import pytest

import ai
import engine
from ai.climbing import parse_table
from ai.hint import CODES, explain
from engine import Action, parse_cards

from .positions import reproducible_search

CLIMBING = ("banbiantianzha", "sandayi", "banzipao", "datongzi")


@pytest.fixture(autouse=True)
def _fixed_worlds(monkeypatch):
    reproducible_search(monkeypatch)


def _trick_cards(view: dict) -> list:
    trick = view.get("trick") or {}
    return [c for p in trick.get("plays", []) if not p.get("pass") for c in parse_cards(" ".join(p["cards"]))]


def _answers(rules, cards: list, lead) -> bool:
    """Can some of ``cards`` (a hand of one or two) beat the combination ``lead``?"""
    for k in (1, 2):
        for sub in combinations(cards, k):
            combo = rules.classify(list(sub), rules.options)
            valid = getattr(combo, "kind", None) not in (None, "invalid")
            if valid and rules.beats(combo, lead, rules.options):
                return True
    return False


def _check_climbing(hand, seat: int, player, action: Action, reason: dict) -> None:
    rules = player.rules
    view = hand.view(seat)
    t = parse_table(view, rules)
    code, params = reason["code"], reason["params"]
    assert code in CODES and set(params) == set(CODES[code])
    held = hand.hands[seat]
    opps = [o for o in t.opponents() if len(hand.hands[o]) > 0]
    short = min((len(hand.hands[o]) for o in opps), default=99)
    trick = _trick_cards(view)
    if code == "go_out":
        assert action.kind == "play" and len(action.cards) == len(held)
    elif code == "partner_trick":
        assert action.kind == "pass" and t.top is not None and t.top.seat in t.partners()
    elif code == "stop_last":
        assert t.top is not None and t.top.seat not in t.partners() and params["cards"] == short <= 2
    elif code == "no_feed":
        assert t.top is None and params["cards"] == short <= 2
        lead = rules.classify(list(action.cards), rules.options)
        for o in opps:
            if len(hand.hands[o]) <= 2:
                assert not _answers(rules, list(hand.hands[o]), lead), (action, hand.hands[o])
    elif code == "partner_out":
        nxt = t.next_seats()[0]
        assert t.top is None and len(action.cards) == 1 and nxt in t.partners() and len(hand.hands[nxt]) == 1
    elif code == "keep_bomb":
        assert action.kind == "pass" or not rules.classify(list(action.cards), rules.options).is_bomb
        assert any(a.kind == "play" and rules.classify(a.cards, rules.options).is_bomb
                   for a in ai.policy.representatives(hand.legal_actions(), rules))
    elif code == "take_points":
        assert hand.game_id != "banzipao" and t.top is not None and action.kind == "play"
        on_table = rules.points(trick)
        assert on_table > 0 and params["points"] == on_table + rules.points(action.cards)
    elif code == "take_cards":
        assert hand.game_id == "banzipao" and t.top is not None
        assert params["cards"] == len(trick) + len(action.cards)
    elif code == "save_cards":
        assert action.kind == "pass" and any(a.kind == "play" for a in hand.legal_actions())
    elif code == "shed_low":
        combo = rules.classify(list(action.cards), rules.options)
        rest = list(held)
        for c in action.cards:
            rest.remove(c)
        assert not combo.is_bomb
        assert max((rules.value(c) or 99) for c in rest) > max((rules.value(c) or 99) for c in action.cards)
    else:
        pytest.fail(f"{code} is not a reason of a climbing game")


def _hands(game: str, seeds, check) -> int:
    """Play ``seeds``' hands with ``normal`` players, checking each play decision; the count."""
    checked = 0
    for seed in seeds:
        hand = engine.new_hand(game, seed=seed)
        players = [ai.make_player(game, "normal", seed=seed + s) for s in range(hand.num_players)]
        while not hand.is_over:
            seat = hand.to_act
            view, legal = hand.view(seat), hand.legal_actions()
            action = players[seat].choose(view, legal)
            if hand.phase == "play" and len(legal) > 1:
                reason = explain(players[seat], view, action, legal)
                if reason is not None:
                    check(hand, seat, players[seat], action, reason)
                    checked += 1
            hand.apply(action)
    return checked


@pytest.mark.parametrize("game", CLIMBING)
def test_every_climbing_reason_is_true_of_its_position(game):
    assert _hands(game, (11, 12), _check_climbing) >= 20


def _check_zhaopengyou(hand, seat: int, player, action: Action, reason: dict) -> None:
    from ai.games.zhaopengyou_core import Knowledge
    from engine.games.zhaopengyou import face_id

    view = hand.view(seat)
    kn = Knowledge(view, player.memory)
    code, params = reason["code"], reason["params"]
    assert code in CODES and set(params) == set(CODES[code])
    trick = [c for p in view.get("trick") or [] if p for c in parse_cards(" ".join(p))]
    following = bool(trick)
    if code == "claim_friend":
        assert any(face_id(c) == kn.call_face for c in action.cards)
    elif code == "feed_partner":
        assert following and params["points"] == kn.points(action.cards) > 0
    elif code == "take_points":
        on_table = kn.points(trick)
        assert following and on_table > 0 and params["points"] == on_table + kn.points(action.cards)
    elif code == "safe_lead":
        assert not following
    else:
        pytest.fail(f"{code} is not a reason of 找朋友")


def test_every_zhaopengyou_reason_is_true_of_its_position():
    assert _hands("zhaopengyou", (11, 12), _check_zhaopengyou) >= 20
