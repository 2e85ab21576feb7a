"""Characters in ``hard``'s card play (issue #35, point 9; docs/ai.md "Characters in card play").

A fixed position set per card-play game — positions from seeded ``easy`` self-play where the seat
to act still holds many cards and may spend a weapon or not (a bomb, or a control: a 2 or a joker;
in 找朋友 a trump attack — a ruff or a trump lead — or a top trump) — is decided by a ``hard``
player of each character with the same seed and a fixed number of sampled worlds. Over the set,
``bold`` spends more weapons than ``steady`` and ``cautious`` fewer: the directions of
``ai.characters``' ``bomb`` and ``control``, through ``ai.pimc.style_bias`` (the climbing games) and
``ai.games.zhaopengyou_mc._style``. 扯旋 has no card play (its characters bet differently:
tests/ai/test_characters.py).
"""

from __future__ import annotations

import copy
import functools

import pytest

import ai
import engine
from ai import pimc
from ai.policy import controls_in
from engine import Action

#: positions per game (打筒子's searches cost twice the others'); worlds per decision (fixed: the
#: same choices on any machine)
POSITIONS = {"datongzi": 30}
MAX_POSITIONS = 60
WORLDS = 10
#: a position is early while the seat holds more than this many cards (找朋友: of 31)
EARLY = {"zhaopengyou": 15}
EARLY_CLIMB = 6


def _weapons(hand, seat: int, action) -> int:
    """The weapons ``action`` spends: climbing games: 1 for a bomb, else its controls
    (``ai.policy.controls_in``); 找朋友: 1 for a trump attack plus its top trumps (``style_units``)."""
    if action.kind != "play":
        return 0
    if hand.game_id == "zhaopengyou":
        from ai.games.zhaopengyou_core import Knowledge, Memory, style_units

        attack, top = style_units(Knowledge(hand.view(seat), Memory()), list(action.cards))
        return attack + top
    rules = _rules(hand.game_id)
    bomb = rules.classify(action.cards, rules.options).is_bomb
    return 1 if bomb else controls_in(rules, action.cards, bomb)


def _shapes(legal) -> list:
    """The legal actions, or one play per shape of a list too long to enumerate (打筒子's kickers)."""
    segments = getattr(legal, "segments", None)
    if segments is None or len(legal) <= 500:
        return list(legal)
    return list(legal.head) + [Action("play", seg.cards_at(0)) for seg in segments]


@functools.cache
def _rules(game: str):
    return ai.make_player(game, "easy", 0).rules


@functools.cache
def positions(game: str) -> tuple:
    """The first ``POSITIONS`` (else ``MAX_POSITIONS``) early play decisions (one in three, so
    that the hands' stages vary) of seeded ``easy`` self-play where some legal play spends a
    weapon and another does not."""
    want = POSITIONS.get(game, MAX_POSITIONS)
    found: list = []
    for seed in range(1, 60):
        hand = engine.new_hand(game, seed=seed)
        players = [ai.make_player(game, "easy", seed + s) for s in range(hand.num_players)]
        k = 0
        while not hand.is_over and len(found) < want:
            s = hand.to_act
            legal = hand.legal_actions()
            if (hand.phase == "play" and len(hand.hands[s]) > EARLY.get(game, EARLY_CLIMB)
                    and len(legal) > 1):
                spend = [_weapons(hand, s, a) for a in _shapes(legal)]
                if max(spend) > 0 and min(spend) == 0:
                    k += 1
                    if k % 3 == 1:
                        found.append(copy.deepcopy(hand))
            hand.apply(players[s].choose(hand.view(s), legal))
        if len(found) >= want:
            break
    return tuple(found)


def _choices(game: str, cid: str) -> list:
    out = []
    for hand in positions(game):
        seat = hand.to_act
        player = ai.make_player(game, "hard", seed=7, character=cid)
        action = player.choose(hand.view(seat), hand.legal_actions())
        assert hand.check(action) is None
        out.append((action, _weapons(hand, seat, action)))
    return out


#: the quick run checks two games (a climbing game's bombs, 斗地主's controls); the other four
#: are slow-tier (about 14 of the quick run's CPU seconds)
SLOW = pytest.mark.slow


@pytest.mark.parametrize("game", [pytest.param("banbiantianzha", marks=SLOW),
                                  pytest.param("datongzi", marks=SLOW), "banzipao",
                                  pytest.param("sandayi", marks=SLOW),
                                  pytest.param("zhaopengyou", marks=SLOW), "doudizhu"])
def test_hard_plays_its_character(game, monkeypatch):
    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", WORLDS)
    monkeypatch.setattr(pimc, "LIGHT_BUDGET_MS", 1e9)
    assert len(positions(game)) == POSITIONS.get(game, MAX_POSITIONS)
    got = {cid: _choices(game, cid) for cid in ("cautious", "steady", "bold")}
    spent = {cid: sum(w for _a, w in rows) for cid, rows in got.items()}
    assert spent["cautious"] < spent["steady"] < spent["bold"], spent
