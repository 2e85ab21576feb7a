"""斗地主's card play (DDZ-8) and score (DDZ-9) in a hand."""

from __future__ import annotations

import pytest

from engine import Action, parse_cards
from engine.games.doudizhu import new_hand, settle, unit


def _landlord_hand(seat_cards: dict[int, str], first_bidder: int = 0, **options):
    """A hand where seat ``first_bidder`` bid 3 (DDZ-3.2), the seats then holding ``seat_cards``
    (the rest of each hand as dealt: only the named seats are set)."""
    hand = new_hand(seed=11, options=options or None, context={"first_bidder": first_bidder})
    hand.apply(Action("bid", value=3))
    if hand.phase == "show":
        hand.apply(Action("choose", value="hide"))
    for seat, text in seat_cards.items():
        hand.state.hands[seat] = parse_cards(text)
    hand._clear_cache()
    return hand


def play(hand, text: str):
    return hand.apply(Action("play", tuple(parse_cards(text))))


def test_the_landlord_leads_and_may_not_pass():
    """DDZ-5.3, 8.1."""
    hand = _landlord_hand({})
    assert hand.to_act == 0
    assert hand.check(Action.pass_()).startswith("DDZ-8.1")


def test_a_player_may_pass_though_he_could_beat_and_two_passes_give_the_lead_back():
    """DDZ-8.2 (no duty to beat), 8.3 (after two passes the last player leads)."""
    hand = _landlord_hand({0: "S3 S4 S9", 1: "SA SK", 2: "S2 SQ"})
    play(hand, "S3")
    assert hand.check(Action.pass_()) is None
    hand.apply(Action.pass_())
    hand.apply(Action.pass_())
    assert hand.to_act == 0 and hand.state.top is None
    assert hand.view(None)["last_trick"]["winner"] == 0


def test_a_follow_must_match_kind_and_size_and_be_higher():
    """DDZ-7.1, 7.2."""
    hand = _landlord_hand({0: "S5 H5 S9", 1: "S3 H3 SK HK CK DK", 2: "S2 SQ"})
    play(hand, "S5 H5")
    assert hand.check(Action("play", tuple(parse_cards("S3 H3")))).startswith("DDZ-7.1")
    assert hand.check(Action("play", tuple(parse_cards("SK")))).startswith("DDZ-7.1")
    assert hand.check(Action("play", tuple(parse_cards("SK HK CK")))).startswith("DDZ-7.1")
    assert hand.check(Action("play", tuple(parse_cards("S3 SK")))).startswith("DDZ-6")
    assert hand.check(Action("play", tuple(parse_cards("SK HK CK DK")))) is None  # a bomb
    assert hand.check(Action("play", tuple(parse_cards("SA")))).startswith("DDZ-1.2")  # not held


def test_a_landlord_spring_with_the_rocket():
    """DDZ-8.4, 9.1, 9.2: the landlord goes out with the rocket before either farmer plays: bid 3 ×
    rocket 2 × 春天 2 = 12 a unit; the landlord takes two units."""
    hand = _landlord_hand({0: "LJ BJ"})
    events = play(hand, "LJ BJ")
    assert hand.is_over and hand.state.bombs == 1 and hand.spring()
    assert hand.result().deltas == [24, -12, -12] and hand.result().winners == [0]
    assert events[-1].data["spring"] is True


def test_a_farmers_anti_spring():
    """DDZ-9.2 反春: a farmer goes out after the landlord's only play, his first lead."""
    hand = _landlord_hand({0: "S3 S4 S9", 1: "SA", 2: "S2 SQ"})
    play(hand, "S3")
    play(hand, "SA")
    assert hand.is_over and hand.spring()
    assert hand.result().deltas == [-12, 6, 6] and hand.result().winners == [1, 2]


def test_no_spring_once_the_landlord_played_twice():
    hand = _landlord_hand({0: "S3 S4 S9", 1: "SA SK", 2: "S2 SQ"})
    play(hand, "S3")
    hand.apply(Action.pass_())
    hand.apply(Action.pass_())
    play(hand, "S4")
    play(hand, "SA")
    hand.apply(Action.pass_())
    hand.apply(Action.pass_())
    play(hand, "SK")
    assert hand.is_over and not hand.spring()
    assert hand.result().deltas == [-6, 3, 3]


def test_bombs_double_and_the_cap_stops_them():
    """DDZ-9.1, 9.4."""
    assert unit(1, 3, 0, 0, False, False) == 3
    assert unit(1, 3, 5, 0, False, False) == 3 * 32
    assert unit(1, 3, 5, 3, False, False) == 3 * 8
    assert unit(2, 1, 1, 0, True, True) == 2 * 2 * 2 * 2  # base 2, 明牌, 春天


@pytest.mark.parametrize("won", [True, False])
def test_the_score_is_zero_sum_the_landlord_two_units(won):
    """DDZ-9.3."""
    deltas, lines = settle(2, won, 1, 2, 1, 0, False, False)
    assert sum(deltas) == 0 and deltas[2] == (8 if won else -8) and deltas[0] == deltas[1] == -deltas[2] // 2
    assert lines[0].key == "ddz_unit" and lines[0].value == 4


def test_the_shown_hand_doubles_the_score():
    """DDZ-5.2, 9.1: 明牌 × 2."""
    hand = new_hand(seed=11, options={"mingpai": True}, context={"first_bidder": 0})
    hand.apply(Action("bid", value=3))
    hand.apply(Action("choose", value="show"))
    hand.state.hands[0] = parse_cards("S3")
    hand._clear_cache()
    play(hand, "S3")
    assert hand.result().deltas == [24, -12, -12]  # 3 × 明牌 2 × 春天 2


def test_every_bomb_played_in_a_hand_doubles():
    """DDZ-9.1: two bombs and 春天 on a bid of 3: 3 × 4 × 2 a unit."""
    unit_ = 3 * 4 * 2
    hand = _landlord_hand({0: "S3 H3 C3 D3 S4 H4 C4 D4", 1: "S5", 2: "S6"})
    play(hand, "S3 H3 C3 D3")
    hand.apply(Action.pass_())
    hand.apply(Action.pass_())
    play(hand, "S4 H4 C4 D4")
    assert hand.state.bombs == 2 and hand.result().deltas == [2 * unit_, -unit_, -unit_]


@pytest.mark.parametrize("shown", [True, False])
def test_the_view_says_whether_the_room_shows_card_counts(shown):
    """DDZ-8.5: the room's show_card_counts reaches every seat's view (and the spectator's) as
    ``show_counts``, from the bidding to the end of the hand; the counts themselves stay, since the
    cards played are public and the hand sizes known."""
    hand = _landlord_hand({}, show_card_counts=shown)
    fresh = new_hand(seed=3, options={"show_card_counts": shown})
    for h in (fresh, hand):
        for viewer in (None, 0, 1, 2):
            view = h.view(viewer)
            assert view["show_counts"] is shown
            assert view["counts"] == [len(cards) for cards in h.state.hands]
    assert hand.view(1)["counts"] == [20, 17, 17]
