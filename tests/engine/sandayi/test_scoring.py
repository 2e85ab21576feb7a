"""三打一 scoring: SDY-11 (every row of the SDY-11.10 table, the SDY-11.9 seed table) and played hands."""

import pytest

from engine import new_hand
from engine.games.sandayi import score

from .helpers import R, bid, choose, new, play

# SDY-11.10: (game, 摊打, k) -> landlord wins (L, F), landlord loses (L, F), 不打 (L, F) or None
TABLE = [
    ("1", False, 0, (30, -10), (-30, 10), None),
    ("1", False, 1, (60, -20), (0, 0), None),
    ("1", False, 2, (90, -30), (30, -10), (30, -10)),
    ("1", False, 3, (120, -40), (60, -20), (60, -20)),
    ("2", False, 0, (60, -20), (-60, 20), None),
    ("2", False, 1, (120, -40), (0, 0), None),
    ("2", False, 2, (180, -60), (60, -20), (60, -20)),
    ("2", False, 3, (240, -80), (120, -40), (120, -40)),
    ("3", False, 0, (90, -30), (-90, 30), None),
    ("3", False, 1, (180, -60), (0, 0), None),
    ("3", False, 2, (270, -90), (90, -30), (90, -30)),
    ("3", False, 3, (360, -120), (180, -60), (180, -60)),
    ("toulou", False, 0, (120, -40), (-90, 30), None),
    ("toulou", False, 1, (240, -80), (0, 0), None),
    ("toulou", False, 2, (360, -120), (90, -30), (90, -30)),
    ("toulou", False, 3, (480, -160), (180, -60), (180, -60)),
    ("toulou", True, 0, (240, -80), (-180, 60), None),
    ("toulou", True, 1, (480, -160), (0, 0), None),
    ("toulou", True, 2, (720, -240), (180, -60), None),
    ("toulou", True, 3, (960, -320), (360, -120), None),
]


def _args(game):
    return (3, True) if game == "toulou" else (int(game), False)


@pytest.mark.parametrize("game, tanda, k, win, loss, buda", TABLE,
                         ids=[f"{g}-{'tanda' if t else 'plain'}-k{k}" for g, t, k, *_ in TABLE])
def test_sdy_11_10_every_row(game, tanda, k, win, loss, buda):
    """SDY-11.10: each row of the exact score table (SDY-11.1 – 11.6, 11.8)."""
    level, toulou = _args(game)
    assert score(level, True, toulou=toulou, tanda=tanda, reports=k) == win
    assert score(level, False, toulou=toulou, tanda=tanda, reports=k) == loss
    if buda is None:
        with pytest.raises(ValueError):
            score(level, None, toulou=toulou, tanda=tanda, reports=k)
    else:
        assert score(level, None, toulou=toulou, tanda=tanda, reports=k) == buda


@pytest.mark.parametrize("level, toulou, base_win, base_loss", [
    (1, False, 30, -30), (2, False, 60, -60), (3, False, 90, -90), (3, True, 120, -90)])
def test_sdy_11_9_seed_table_base_rows(level, toulou, base_win, base_loss):
    """SDY-11.9: the seed's table: 一档 30/−10 … 头撂 120/−40 and −90/30; every hand zero-sum."""
    lw, fw = score(level, True, toulou=toulou)
    ll, fl = score(level, False, toulou=toulou)
    assert (lw, ll) == (base_win, base_loss)
    assert lw + 3 * fw == 0 and ll + 3 * fl == 0


def test_sdy_11_1_landlord_win_formula():
    """SDY-11.1: P = U × H × T × R; R = k + 1 with reports."""
    assert score(2, True, reports=0) == (60, -20)
    assert score(3, True, toulou=True, tanda=True, reports=2) == (720, -240)


def test_sdy_11_2_landlord_loss_without_reports():
    """SDY-11.2: farmers receive U × T each."""
    assert score(1, False) == (-30, 10)
    assert score(3, False, toulou=True, tanda=True) == (-180, 60)


def test_sdy_11_3_loss_with_reports():
    """SDY-11.3: k = 1 nobody pays; k ≥ 2 the farmers pay (k − 1) × U × T."""
    assert score(3, False, reports=1) == (0, 0)
    assert score(2, False, reports=2) == (60, -20)


def test_sdy_11_4_buda_is_the_plain_base():
    """SDY-11.4: 不打 pays (k − 1) × U, without 头撂, 摊打 or report multipliers."""
    assert score(3, None, toulou=True, reports=2) == (90, -30)
    with pytest.raises(ValueError, match="SDY-9.6"):
        score(3, None, reports=1)
    with pytest.raises(ValueError, match="SDY-4.3"):
        score(3, None, toulou=True, tanda=True, reports=2)


def test_sdy_11_5_more_reports_follow_the_pattern():
    """SDY-11.5: k reports: win × (k + 1), loss and 不打 (k − 1) × 本局分; k = 4, 5 too."""
    assert score(1, True, reports=4) == (150, -50)
    assert score(1, False, reports=5) == (120, -40)
    assert score(1, None, reports=5) == (120, -40)
    with pytest.raises(ValueError, match="SDY-9.1"):
        score(1, True, reports=6)


def test_sdy_11_6_tanda_doubles_losses_too():
    """SDY-11.6: 摊打 doubles the landlord's loss and the report-loss amount."""
    assert score(3, False, toulou=True, tanda=True, reports=0) == (-180, 60)
    assert score(3, False, toulou=True, tanda=True, reports=3) == (360, -120)


def test_sdy_11_7_nothing_else_changes_the_score():
    """SDY-11.7: bombs played do not change the score (no doubling)."""
    hand = new("S3 " + "S9 S9 H9 H9", marker_seat=0)
    bid(hand, 2, 0, 0, 0)
    s = hand.state
    s.hands = [R("9999 3"), R("4"), R("5"), R("6")]
    hand._clear_cache()
    play(hand, R("9999"))
    for _ in range(3):
        play(hand)
    play(hand, R("3"))
    assert hand.result().deltas == [60, -20, -20, -20]


def test_sdy_11_8_toulou_loss_is_minus_90():
    """SDY-11.8: a 头撂 is paid as 4档 when won (+120) and as 3档 when lost (−90 / +30)."""
    assert score(3, True, toulou=True) == (120, -40)
    assert score(3, False, toulou=True) == (-90, 30)


def test_sdy_11_score_refuses_impossible_hands():
    """SDY-11 / SDY-3.7: bad levels and 头撂 below 3档 are refused."""
    for bad in (0, 4, "3", True):
        with pytest.raises(ValueError, match="SDY-11"):
            score(bad, True)
    with pytest.raises(ValueError, match="SDY-3.7"):
        score(2, True, toulou=True)
    with pytest.raises(ValueError):
        score(1, "yes")


def test_sdy_11_played_toulou_tanda_report_hand_matches_score():
    """SDY-11.1 in a played hand: 头撂 + 摊打 + one report, landlord out first → +480 / −160."""
    hand = new("LJ LJ BJ BJ S3", marker_seat=0)
    bid(hand, 3)
    choose(hand, "baodao:jokers", "tanda")
    s = hand.state
    s.hands = [R("LLBB 3"), R("4 9"), R("5 T"), R("6 J")]
    hand._clear_cache()
    play(hand, R("LLBB"))
    for _ in range(3):
        play(hand)
    play(hand, R("3"))
    assert hand.result().deltas == [480, -160, -160, -160]
    keys = [line.key for line in hand.result().lines]
    assert {"sdy.toulou_win", "sdy.tanda", "sdy.reports_win"} <= set(keys)


def test_sdy_11_played_hands_always_match_score():
    """SDY-11: for many played hands the deltas equal score(...) of the hand's facts, zero-sum."""
    for seed in range(25):
        hand = new_hand("sandayi", seed=seed)
        while not hand.is_over:
            legal = hand.legal_actions()
            hand.apply(legal[min(seed % 2, len(legal) - 1)])
        f = hand.facts()
        lord, farmer = score(**f)
        assert hand.result().deltas == [lord if i == hand.state.landlord else farmer for i in range(4)]
        assert sum(hand.result().deltas) == 0
