"""The 扯旋 AI under the house rule short_allin=call_only (CX-11.4, issue 36): after a short 敲 a seat
that has spoken since the last full raise is offered only 跟 and 丢, and every level still answers
legally. The room's defaults (ante 1) make every 敲 above the bet a full raise, so these matches use
ante 10 and small stakes, where short 敲 happen."""

from __future__ import annotations

import ai
from engine import new_match

OPTIONS = {"short_allin": "call_only", "ante": 10, "stake_min": 10, "stake_max": 50}


def test_cx_11_4_ai_is_legal_after_a_short_allin():
    """CX-11.4 call_only: seats bound to 跟 or 丢 are met, and no level plays anything else."""
    bound = 0
    for seed in range(10):
        match = new_match("chexuan", seed=seed, options=OPTIONS)
        n = match.hand.num_players
        players = [ai.make_player("chexuan", ("random", "easy", "normal")[s % 3], seed=s) for s in range(n)]
        for _ in range(6):
            hand = match.hand
            while not hand.is_over:
                b = hand.state.betting
                legal = hand.legal_actions()
                if hand.phase == "bet" and b is not None and b.to_act is not None and b.capped[b.to_act]:
                    bound += 1
                    assert {a.kind for a in legal} <= {"call", "allin", "fold"}
                    assert "raise" not in {a.kind for a in legal}
                action = players[hand.to_act].choose(hand.view(hand.to_act), legal)
                assert hand.check(action) is None, action
                hand.apply(action)
            if match.is_over:
                break
            match.next_hand()
    assert bound > 0
