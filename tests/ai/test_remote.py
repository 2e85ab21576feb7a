"""``ai.remote.RemotePlayer``: the same choices from a worker process, legal every time."""

import engine
from ai.remote import RemotePlayer


def test_remote_player_plays_a_legal_hand():
    hand = engine.new_hand("banbiantianzha", seed=11)
    remote = RemotePlayer("banbiantianzha", "normal", seed=2)
    try:
        while not hand.is_over:
            seat = hand.to_act
            legal = hand.legal_actions()
            action = remote.choose(hand.view(seat), legal)
            assert hand.check(action) is None
            hand.apply(action)
    finally:
        remote.close()


def test_remote_player_falls_back_when_the_worker_is_gone():
    hand = engine.new_hand("banbiantianzha", seed=12)
    remote = RemotePlayer("banbiantianzha", "greedy", seed=2)
    remote.close()
    legal = hand.legal_actions()
    assert remote.choose(hand.view(hand.to_act), legal) in legal
