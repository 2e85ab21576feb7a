"""扯旋 house rules (engine/house_rules.py): the least raise (CX-11.2), both ways."""

from engine import new_hand
from engine.games.chexuan import betting_error, betting_options, betting_start


def test_cx_11_2_least_raise_is_the_ante_by_default():
    """CX-11.2 ("the minimum raise step is the ante A"): a 大 adds at least the ante."""
    s = betting_start([100, 100, 100], ante=5)
    assert betting_options(s)["raise"][0] == 10
    assert "CX-11.2" in betting_error(s, "raise", 9)


def test_cx_11_2_least_raise_one_chip():
    """CX-11.2 house rule raise_step "chip" (the seed sets no amount): any increase of a chip is a 大."""
    s = betting_start([100, 100, 100], ante=5, step=1)
    assert betting_options(s)["raise"][0] == 6
    assert betting_error(s, "raise", 6) is None
    assert "plus one step 1" in betting_error(s, "raise", 5)


def test_cx_11_2_room_option_reaches_the_hand():
    """The room option sets the hand's least raise; the listed raises start there (ante 2)."""
    for step, least in (("ante", 2), ("chip", 1)):
        hand = new_hand("chexuan", players=3, seed=1, options={"ante": 2, "raise_step": step})
        while hand.phase != "bet":
            hand.apply(hand.legal_actions()[0])
        raises = [a.value for a in hand.legal_actions() if a.kind == "raise"]
        assert min(raises) == hand.state.betting.top + least
