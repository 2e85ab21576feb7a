"""The table's hint in 半边天炸 lists the legal plays without wings (BBT-5: triples and planes may
be played bare): few enough to list while a frame is drawn, even for a lead of many triples."""

from benchmarks.adversarial import RIGGED, rigged_deal
from engine import new_hand
from engine.games.banbiantianzha import classify


def _bare(cards):
    """A triple or plane read without wings (BBT-6.3: k triples and nothing else)."""
    combo = classify(cards)
    return combo is not None and combo.kind in ("triple", "plane") and 3 * combo.key[0] == len(cards)


def _lead_of_triples():
    rig = next(r for r in RIGGED if r.name == "triples for planes with wings")
    hand = new_hand("banbiantianzha", seed=1, deal=rigged_deal(rig, 1))
    while hand.phase != "play":
        hand.apply(hand.legal_actions()[0])
    while hand.to_act != rig.seat or hand.state.top is not None:
        legal = hand.legal_actions()
        hand.apply(legal[0] if legal[0].kind == "pass" else legal[-1])
    return hand


def test_bbt_5_hint_is_the_bare_plays_in_legal_order():
    """BBT-5, BBT-6.3: every hinted play is legal, none has wings, and they keep the legal order."""
    hand = _lead_of_triples()
    legal = hand.legal_actions()
    hints = hand.hint_plays()
    assert 0 < len(hints) < len(legal) / 4
    position = {a: i for i, a in enumerate(legal)}
    assert [position[a] for a in hints] == sorted(position[a] for a in hints)
    bare = [a for a in legal if a.kind == "play" and _bare(a.cards)]
    assert bare
    assert set(bare) <= set(hints)


def test_bbt_5_no_hint_outside_card_play():
    """BBT-3: the choice phases have no plays to hint."""
    hand = new_hand("banbiantianzha", seed=3)
    assert hand.phase != "play" and hand.hint_plays() == []
