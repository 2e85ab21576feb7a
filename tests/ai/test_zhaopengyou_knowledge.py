"""找朋友 AI knowledge: voids, bid cards still held and sampled worlds agree with the real hands."""

from __future__ import annotations

import random
from collections import Counter

import engine
from ai.games import zhaopengyou
from ai.games.zhaopengyou_core import Knowledge
from ai.games.zhaopengyou_mc import sample_world
from engine.games.zhaopengyou.trump import face_id


def test_inferences_hold_and_worlds_are_consistent() -> None:
    checks = 0
    for seed in range(3):
        hand = engine.new_hand("zhaopengyou", seed=seed)
        players = [zhaopengyou.make("normal", i) for i in range(5)]
        step = 0
        while not hand.is_over:
            seat = hand.to_act
            view = hand.view(seat)
            legal = hand.legal_actions()
            if hand.phase == "play" and step % 5 == 0:
                players[seat].memory.update(view)
                kn = Knowledge(view, players[seat].memory)
                for q in range(5):
                    held = Counter(face_id(c) for c in hand.hands[q])
                    for suit in kn.void[q]:                       # a void shown is real
                        assert not any(kn.skey[f] == suit for f in held)
                    for f, k in kn.pinned.get(q, {}).items():     # bid cards not played are held
                        assert held[f] >= k
                # copies outstanding: exactly the other hands plus the bottom a defender cannot see
                others = Counter(face_id(c) for q in range(5) if q != seat for c in hand.hands[q])
                if seat != view["declarer"]:
                    others.update(face_id(c) for c in hand.state.bottom)
                assert +kn.out == +others
                world = sample_world(kn, random.Random(step))
                assert world is not None
                for q, cards in world.items():
                    assert len(cards) == len(hand.hands[q])
                    assert not any(kn.skey[face_id(c)] in kn.void[q] for c in cards)
                checks += 1
            step += 1
            hand.apply(players[seat].choose(view, legal))
    assert checks > 10
