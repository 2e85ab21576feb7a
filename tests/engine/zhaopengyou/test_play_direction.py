"""ZPY-2.2 play direction and its house rule ``clockwise_tricks``.

The seed: 「5.1 出牌顺序 - 方向：顺时针」, but 「2.1 发牌方向：逆时针」,
「3.2 多人等级相同 → 逆时针距离起始发牌人最近者当庄」, 「5.2 系统按逆时针顺序逐个询问其他玩家」 and
「2.2 庄家输 → 逆时针最靠近庄家的玩家」. The ruling plays
everything in one rotation (``NEXT`` = seat + 1, drawn counterclockwise); the house rule takes 5.1
literally: inside a trick play goes clockwise (seat − 1), everything else keeps ``NEXT``.
The ruling's own play is pinned by the seeded digest of tests/engine/test_outcome_checksum.py
(unchanged by this option); the simulator runs the option through tests/engine/test_house_rules.py.
"""

import random

import engine
from engine.actions import Action
from engine.cards import parse_cards as C
from engine.games.zhaopengyou import next_starter, trick_seat, trick_step
from tests.engine.zhaopengyou.test_hand import make_deal, to_play

CW = {"clockwise_tricks": True}


def _hand(fixed: dict[int, str], bottom: str = "", **options):
    return engine.new_hand("zhaopengyou", seed=0, deal=make_deal(fixed, bottom), options=options,
                           context={"levels": [2] * 5, "starter": 0})


def _low_follow(hand, avoid: str = "SA"):
    """A legal follow of the seat to act without the card ``avoid`` where it can."""
    legal = [a for a in hand.legal_actions() if a.kind == "play"]
    return next((a for a in legal if avoid not in map(str, a.cards)), legal[0])


def test_zpy_2_2_one_rotation_by_default():
    """ZPY-2.2 ruling: the trick goes to NEXT (seat + 1) like everything else."""
    assert trick_step({}) == 1 and trick_step({"clockwise_tricks": False}) == 1
    h = to_play(_hand({0: "H2 S3", 4: "SA"}))
    assert h.view(0)["trick_step"] == 1
    h.apply(Action.play(C("S3")))
    assert h.to_act == 1
    for _ in range(4):
        h.apply(_low_follow(h))
    record = h.state.tricks[-1].split("|")[1:]
    assert [int(p.split(":")[0]) for p in record] == [0, 1, 2, 3, 4]


def test_zpy_2_2_clockwise_tricks_go_the_other_way():
    """ZPY-2.2 house rule (「方向：顺时针」 for play): after the lead the turn goes to seat − 1, the
    record and the view list the plays in that order, and the trick winner's seat is the seat that
    played the winning card: seat 4, second to play, wins with the only 黑桃A and leads next."""
    assert trick_step(CW) == -1 and [trick_seat(0, i, -1) for i in range(5)] == [0, 4, 3, 2, 1]
    h = to_play(_hand({0: "H2 S3", 4: "SA"}, **CW))
    assert h.view(3)["trick_step"] == -1
    h.apply(Action.play(C("S3")))
    assert h.to_act == 4
    h.apply(Action.play(C("SA")))
    v = h.view(2)
    assert v["winning"] == 4 and v["trick"][4] == ["SA"] and v["trick"][1] is None and h.to_act == 3
    for expected in (3, 2, 1):
        assert h.to_act == expected
        h.apply(_low_follow(h))
    winner, *plays = h.state.tricks[-1].split("|")
    assert [int(p.split(":")[0]) for p in plays] == [0, 4, 3, 2, 1]
    assert int(winner) == 4 and h.state.leader == 4 and h.to_act == 4
    assert h.view(0)["last_trick"]["winner"] == 4


def _throw_hand(**options):
    # seat 0 throws 黑桃K 黑桃Q (two singles); seats 1 and 4 each hold a 黑桃A, the third is buried
    h = to_play(_hand({0: "H2 SK SQ", 1: "SA", 4: "SA"}, bottom="SA", **options))
    return h, h.apply(Action.play(C("SK SQ")))


def test_zpy_2_2_throw_check_keeps_next_order_under_clockwise_tricks():
    """ZPY-9.4 with ZPY-2.2 「系统按逆时针顺序逐个询问其他玩家」: the throw check asks the others in
    NEXT order under both readings, so seat 1 blocks even where seat 4 plays next; the kept card
    then goes round the room's way."""
    for options, next_player in (({}, 1), (CW, 4)):
        h, events = _throw_hand(**options)
        failed = next(e for e in events if e.kind == "throw_failed")
        assert failed.data["blocker"] == 1 and failed.data["kept"] == ["SQ"]
        assert h.to_act == next_player


def _through_bidding(options: dict, seed: int):
    """A hand's bidding, flip, burial and call with choices fixed by ``seed``: the events."""
    h = engine.new_hand("zhaopengyou", seed=seed, options=options)
    rng = random.Random(seed)
    events = []
    while h.phase != "play":
        legal = h.legal_actions()
        passes = [x for x in legal if x.kind == "pass"]
        if seed % 2 and passes:
            legal = passes  # everybody passes: the bottom flip decides (ZPY-4.9)
        events.append((h.phase, h.to_act, [(e.kind, e.seat, e.data) for e in h.apply(rng.choice(legal))]))
    return h, events


def test_zpy_2_2_dealing_bidding_flip_and_starter_unchanged_by_clockwise_tricks():
    """ZPY-2.2: under the house rule the deal, the bidding order (ZPY-4), the bottom flip and its
    tie-break (ZPY-4.9) and the first lead (the declarer) are those of the ruling."""
    flips = 0
    for seed in range(12):
        a, ea = _through_bidding({}, seed)
        b, eb = _through_bidding(CW, seed)
        assert ea == eb and a.state.hands == b.state.hands and a.to_act == b.to_act == a.state.declarer
        flips += any(k == "bottom_flipped" for _p, _s, evs in ea for k, *_ in evs)
    assert flips  # the flip path was among them


def test_zpy_2_2_next_starter_unchanged_by_clockwise_tricks():
    """ZPY-14.1 (「庄家输 → 逆时针最靠近庄家的玩家」) under the house rule: the series' next starter is
    the ruling's, NEXT(declarer) when the declarer's side loses."""
    seen_loss = False
    for seed in range(6):
        m = engine.new_match("zhaopengyou", seed=seed, options=CW)
        h = m.hand
        assert trick_step(h.options) == -1
        rng = random.Random(seed)
        while not h.is_over:
            h.apply(rng.choice(h.legal_actions()))
        s = h.state
        expected = next_starter(s.declarer, s.friend, s.points)
        if s.points >= 120:
            seen_loss = True
            assert expected == (s.declarer + 1) % 5
        h2 = m.next_hand()
        assert h2.state.starter == expected
    assert seen_loss
