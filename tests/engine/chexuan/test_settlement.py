"""Settlement 尾大吃皮 (CX-12), the seed's worked examples (CX-13), caps (CX-11.8)."""

from collections import defaultdict

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import parse_cards
from engine.games.chexuan import DECK, auto_split, compare, sanhua, settle, settle_lines
from engine.games.chexuan.settlement import share

P = parse_cards


def show(bet, head, tail):
    return {"bet": bet, "folded": False, "cards": P(head + " " + tail), "split": (P(head), P(tail))}


def fold(bet, cards="D4 C6"):
    return {"bet": bet, "folded": True, "cards": P(cards), "split": None}


# ---- CX-13: the seed's examples, exactly
def test_cx_13_1_seed_example_a():
    """CX-13.1, CX-12.10: b (tail 7) collects c's 100; a (tail 6) finds nothing left: b +100, a 0, c -100."""
    players = [show(100, "DQ HQ", "CT C6"), show(100, "D2 H2", "CJ D6"), show(100, "D4 H4", "C4 C8")]
    assert compare(players[0]["split"], players[1]["split"]) == 0
    deltas, lines = settle_lines(players)
    assert deltas == [0, 100, -100]
    paid = [(ln.key, ln.seat, ln.value, ln.detail["from"]) for ln in lines if ln.value]
    assert paid == [("cx.beat", 1, 100, 2)]
    # a's win over c was stopped by the cap: c had nothing left (CX-11.8)
    assert any(ln.seat == 0 and ln.value == 0 and ln.detail.get("cap") == "loser" for ln in lines)


def test_cx_13_2_seed_example_a_with_c_at_150():
    """CX-13.2: c's 簸簸 150: b takes 100, a takes the remaining 50."""
    players = [show(100, "DQ HQ", "CT C6"), show(100, "D2 H2", "CJ D6"), show(150, "D4 H4", "C4 C8")]
    assert settle(players) == [50, 100, -150]


def test_cx_13_3_equal_tails_share():
    """CX-13.3: a and b equal in head and tail split c's 100: +50 each."""
    players = [show(100, "DQ D8", "CT C6"), show(100, "HQ H8", "ST S6"), show(100, "D2 C8", "C4 S8")]
    assert settle(players) == [50, 50, -100]


def test_cx_13_4_seed_example_2():
    """CX-13.4: a (50) > b (200) > c (150): a +100, b +50, c -150."""
    players = [show(50, "H3 BJ", "DQ HQ"), show(200, "D2 H2", "C4 C5"), show(150, "D8 H8", "CT C8")]
    deltas, lines = settle_lines(players)
    assert deltas == [100, 50, -150]
    won = {(ln.seat, ln.detail["from"]): ln.value for ln in lines if ln.key == "cx.beat"}
    assert won == {(0, 1): 50, (0, 2): 50, (1, 2): 100}


# ---- CX-12
def test_void_is_not_settled_here():
    """CX-12.1: a void hand refunds everybody; the hand never calls settle (see test_hand)."""
    from engine import new_hand
    h = new_hand("chexuan", players=2, seed=1, context={"stakes": [50, 50], "dealer": 0})
    h.apply(h.legal_actions()[0])
    h.apply(h.legal_actions()[0])
    assert h.state.outcome == "void" and h.result().deltas == [0, 0]


def test_sole_survivor_takes_up_to_his_own_commitment():
    """CX-12.2, CX-11.8: X receives min(C_X, C_j) from each folded player; the rest goes back."""
    players = [{"bet": 30, "folded": False, "cards": P("DQ HQ S9"), "split": None}, fold(50), fold(10)]
    deltas, lines = settle_lines(players)
    assert deltas == [40, -30, -10]
    assert [ln.detail for ln in lines if ln.key == "cx.fold" and ln.detail["from"] == 1] == [
        {"from": 1, "cap": "winner", "rule": "CX-12.2"}]
    assert [ln.detail["amount"] for ln in lines if ln.key == "cx.returned"] == [20]


def test_sole_survivor_with_sanhua_wins_nothing():
    """CX-12.2, CX-7.3 (b, c): a sole survivor holding 三花 (three cards suffice) refunds everybody."""
    players = [{"bet": 30, "folded": False, "cards": P("CT HT SJ"), "split": None}, fold(50), fold(10)]
    deltas, lines = settle_lines(players)
    assert deltas == [0, 0, 0]
    assert lines[0].key == "cx.sanhua" and lines[0].detail["name"] == "三花十"


def test_sanhua_at_showdown_nets_zero_and_is_left_out():
    """CX-12.3, CX-7.3: the 三花 holder nets 0; the others settle among themselves; folded chips
    cannot go to him."""
    players = [show(100, "S6 D6", "BJ HQ"), show(100, "D2 H2", "CJ D6"), show(100, "D4 H4", "C4 C8"),
               fold(20)]
    assert sanhua(players[0]["cards"]) == "三花六"
    assert settle(players) == [0, 120, -100, -20]


def test_folded_seat_with_sanhua_counts_for_nothing():
    """CX-7.3: a player who folded loses as usual, 三花 or not."""
    players = [show(40, "DQ HQ", "S9 C9"), show(40, "D2 H2", "C4 C5"), fold(20, "CT HT SJ")]
    assert settle(players) == [60, -40, -20]


def test_order_by_tail_then_head():
    """CX-12.4: equal tails: the stronger head settles first and beats the weaker head."""
    a = show(100, "D2 H2", "D8 CJ")       # 地牌 / 灯笼九
    b = show(100, "DQ HQ", "H8 SJ")       # 天牌 / 灯笼九: same tail, stronger head
    c = show(100, "D4 H4", "C4 C8")
    assert settle([a, b, c]) == [-100, 200, -100]


def test_liabilities_are_what_each_can_still_lose():
    """CX-12.5, CX-12.6: c's liability (60) is used up by the first group; the next gets nothing."""
    players = [show(100, "DQ HQ", "CT C6"), show(100, "D2 H2", "CJ D6"), show(60, "D4 H4", "C4 C8")]
    deltas, lines = settle_lines(players)
    assert deltas == [0, 60, -60]
    assert {(ln.seat, ln.value, ln.detail.get("cap")) for ln in lines if ln.key != "cx.total"} == {
        (1, 60, "loser"), (0, 0, "loser")}


def test_group_share_is_capped_and_odd_chips_go_from_the_dealers_next():
    """CX-12.6: a group shares equally, nobody above his own C; odd chips one at a time from the
    dealer's next player in seat order."""
    assert share(7, [0, 1], {0: 10, 1: 10}, n=3, dealer=0) == {0: 3, 1: 4}
    assert share(7, [0, 1], {0: 10, 1: 10}, n=3, dealer=1) == {0: 4, 1: 3}
    assert share(10, [0, 1], {0: 2, 1: 10}, n=2, dealer=0) == {0: 2, 1: 8}
    a = show(10, "DQ D8", "CT C6")
    b = show(100, "HQ H8", "ST S6")
    c = show(100, "D2 C8", "C4 S8")
    assert settle([a, b, c], dealer=2) == [10, 90, -100]


def test_folded_leftovers_are_returned():
    """CX-12.7, CX-12.9: what no group can take from a folded player goes back to him."""
    players = [show(10, "DQ HQ", "S9 C9"), show(10, "D2 H2", "C4 C5"), fold(50)]
    deltas, lines = settle_lines(players)
    # seat 0 (tail 杂九对) takes 10 from the folder and 10 from seat 1; seat 1 (tail 9) takes 10 more
    assert deltas == [20, 0, -20]
    assert [ln.detail["amount"] for ln in lines if ln.key == "cx.returned"] == [30]


def test_results_sum_to_zero():
    """CX-12.8: results sum to zero."""
    players = [show(37, "DQ HQ", "CT C6"), show(90, "D2 H2", "CJ D6"), show(150, "D4 H4", "C4 C8"), fold(13)]
    assert sum(settle(players)) == 0


def test_folded_chips_go_to_the_strongest_tail_first():
    """CX-12.9: a folder's chips go to the strongest-tail group, then (capped) to the next one."""
    players = [show(30, "DQ HQ", "CT C6"), show(40, "D2 H2", "CJ D6"), fold(100)]
    deltas, lines = settle_lines(players)
    assert deltas == [30, 40, -70]             # b (tail 7) takes 40 first, a takes 30, 30 go back
    assert [(ln.seat, ln.value) for ln in lines if ln.key == "cx.fold"] == [(1, 40), (0, 30)]


def test_tail_order_not_head_order():
    """CX-12.10: with the head order a would take c's 100 in CX-13.1; the tail order gives it to b."""
    players = [show(100, "DQ HQ", "CT C6"), show(100, "D2 H2", "CJ D6"), show(100, "D4 H4", "C4 C8")]
    assert settle(players)[1] == 100 and settle(players)[0] == 0


def test_missing_split_is_the_auto_split_and_a_weak_head_is_swapped():
    """CX-8.3, CX-8.4 in settle: split None means auto_split; a head below the tail is swapped."""
    a = {"bet": 50, "folded": False, "cards": P("DQ HQ S9 C9"), "split": None}
    b = {"bet": 50, "folded": False, "cards": P("D2 H2 C4 C5"), "split": (P("C4 C5"), P("D2 H2"))}
    assert settle([a, b]) == settle([dict(a, split=auto_split(a["cards"])),
                                     dict(b, split=(P("D2 H2"), P("C4 C5")))])


def test_bad_facts_are_refused():
    """CX-8.1, CX-12: a split that is not the seat's cards, or nobody left, is refused."""
    bad = show(50, "DQ HQ", "S9 C9")
    bad["split"] = (P("DQ HQ"), P("S9 C8"))
    with pytest.raises(ValueError, match="CX-8.1"):
        settle([bad, show(50, "D2 H2", "C4 C5")])
    with pytest.raises(ValueError, match="CX-10.10"):
        settle([fold(5), fold(5)])


# ---- hypothesis: random showdowns of 2-6 players
@st.composite
def showdowns(draw):
    n = draw(st.integers(2, 6))
    deck = draw(st.permutations(DECK))
    folded = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    if all(folded):
        folded[draw(st.integers(0, n - 1))] = False
    players = []
    for i in range(n):
        cards = list(deck[4 * i: 4 * i + 4])
        split = None
        if draw(st.booleans()):
            k = draw(st.integers(0, 2))
            split = ([cards[0], cards[k + 1]], [c for j, c in enumerate(cards) if j not in (0, k + 1)])
        bet = draw(st.integers(1, 300))
        players.append({"bet": bet, "folded": folded[i], "cards": cards, "split": split})
    return players, draw(st.integers(0, n - 1))


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(showdowns())
def test_settlement_is_zero_sum_and_respects_both_caps(case):
    """CX-12.8, CX-11.8: zero-sum; nobody loses more than he committed; nobody wins more from one
    opponent than he committed himself (nor more than that opponent committed)."""
    players, dealer = case
    deltas, lines = settle_lines(players, dealer)
    assert sum(deltas) == 0
    bets = [p["bet"] for p in players]
    for i, d in enumerate(deltas):
        assert d >= -bets[i]
    pair = defaultdict(int)
    ledger = [0] * len(players)
    for ln in lines:
        if ln.key in ("cx.beat", "cx.fold"):
            pair[(ln.seat, ln.detail["from"])] += ln.value
            ledger[ln.seat] += ln.value
            ledger[ln.detail["from"]] -= ln.value
    assert ledger == deltas
    # each transfer cites the rule that moved it; the last line is the hand's total
    live = [i for i, p in enumerate(players) if not p["folded"]]
    want = {"cx.beat": {"CX-12.6"}, "cx.fold": {"CX-12.2"} if len(live) == 1 else {"CX-12.9"}}
    for ln in lines:
        if ln.key in want:
            assert ln.detail["rule"] in want[ln.key]
    if lines[-1].key != "cx.sanhua":  # a sole survivor's 三花 refunds everybody: no total
        assert lines[-1].key == "cx.total" and lines[-1].detail["deltas"] == deltas
        assert [ln.key for ln in lines].count("cx.total") == 1
    for (w, l), amount in pair.items():
        assert amount <= bets[w] and amount <= bets[l]
    # folded players never gain, and nobody collects from a player he does not beat
    for i, p in enumerate(players):
        if p["folded"]:
            assert deltas[i] <= 0
    assert settle(players, dealer) == deltas


# ---- CX-12.10 house rule settle_order (issue 36)
def test_cx_12_10_settle_order_head_first():
    """CX-12.10 house rule settle_order=head (seed 输赢比较 "找出头牌最大的"): the seed's example (a)
    turns round: a (head DQ HQ, the bigger head) collects c's 100 first and b finds nothing left;
    by tail (the default) b collects it (CX-13.1)."""
    players = [show(100, "DQ HQ", "CT C6"), show(100, "D2 H2", "CJ D6"), show(100, "D4 H4", "C4 C8")]
    assert settle(players) == [0, 100, -100]
    assert settle(players, head_first=True) == [100, 0, -100]
    # folded chips go first to the biggest head too
    folded = [show(50, "DQ HQ", "CT C6"), show(50, "D2 H2", "CJ D6"), fold(50)]
    assert settle(folded) == [0, 50, -50] and settle(folded, head_first=True) == [50, 0, -50]
