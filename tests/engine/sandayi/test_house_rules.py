"""三打一 house rules (engine/house_rules.py): each open reading, both ways."""

from engine import new_hand
from engine.games.sandayi import score

from .helpers import bid, choose, deal, new

JOKERS = "LJ LJ BJ BJ"
SEVEN_3 = "S3 S3 H3 H3 C3 C3 D3"


def with_options(*partial, marker_seat=0, **options):
    return new_hand("sandayi", seed=1, deal=deal(*partial), context={"marker_seat": marker_seat},
                    options=options)


def test_sdy_3_7_bottom_hidden_before_toulou_by_default():
    """SDY-3.7: the marker holder bids without seeing the bottom."""
    hand = new(marker_seat=0)
    assert hand.view(0)["bottom"] is None


def test_sdy_3_7_bottom_before_toulou():
    """SDY-3.7 house rule ("发到明牌的选手拿底牌后直接叫‘3档’为头撂"): the marker holder sees the
    bottom at his opening bid, and nobody else does; once he has bid it is hidden again."""
    hand = with_options(marker_seat=1, bottom_before_toulou=True)
    bottom = [str(c) for c in hand.state.bottom]
    assert sorted(hand.view(1)["bottom"]) == sorted(bottom)
    assert all(hand.view(s)["bottom"] is None for s in (0, 2, 3, None))
    bid(hand, 1)
    assert hand.view(1)["bottom"] is None


def test_sdy_9_3_report_is_a_choice_by_default():
    """SDY-9.3: the landlord chooses whether to 报到."""
    hand = new(JOKERS, marker_seat=0)
    bid(hand, 1, 0, 0, 0)
    assert hand.phase == "report"


def test_sdy_9_3_report_auto():
    """SDY-9.3 house rule report_auto ("手中有4张怪或7张的炸弹即‘报到’"): every set is declared."""
    hand = with_options(JOKERS + " " + SEVEN_3, report_auto=True)
    bid(hand, 1, 0, 0, 0)
    assert len(hand.state.declared) == 2 and hand.phase == "dabuda"  # 双报到: 打 or 不打 (SDY-9.7)
    single = with_options(JOKERS, report_auto=True)
    bid(single, 1, 0, 0, 0)
    assert len(single.state.declared) == 1 and single.phase == "play"


def test_sdy_10_3_tanda_only_toulou_by_default():
    """SDY-10.3: a 1档 landlord is not offered 摊打."""
    hand = new(marker_seat=0)
    bid(hand, 1, 0, 0, 0)
    assert hand.phase == "play"


def test_sdy_10_3_tanda_any():
    """SDY-10.3 house rule tanda_any (the table's "摊打×2" column on every row): any landlord may 摊打,
    and it doubles his score."""
    hand = with_options(marker_seat=0, tanda_any=True)
    bid(hand, 1, 0, 0, 0)
    assert hand.phase == "tanda"
    choose(hand, "tanda")
    assert hand.state.tanda is True
    assert score(1, True, tanda=True, any_tanda=True) == (60, -20)
    assert score(1, False, tanda=True, any_tanda=True) == (-60, 20)
