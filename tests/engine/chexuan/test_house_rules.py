"""扯旋 house rules (engine/house_rules.py): the least raise (CX-11.2), whether the lower card
breaks a tie of points and top card (CX-6.2), whether 0-point hands tie (CX-6.3), both ways."""

import pytest

from engine import new_hand
from engine.cards import parse_cards as C
from engine.games.chexuan import (
    STANDARD,
    betting_apply,
    betting_error,
    betting_options,
    betting_start,
    compare,
    pair_rank,
    ranking_of,
    sanhua,
    settle,
    settle_lines,
    valid_split,
)
from engine.games.chexuan.ranking import ALL_HANDS
from engine.games.chexuan.split import orient

LOWER = ranking_of({"lower_card": True})          # CX-6.2 house rule
BY_CARD = ranking_of({"zero_tie": False})         # CX-6.3 house rule
# 8 points, both topped by a 红Q (tier 1); the lower cards: 黑6 (tier 5) against 红6 (tier 6)
EIGHT_HI, EIGHT_LO = C("HQ S6"), C("DQ D6")
# 0 points: 红4+黑6 (top tier 4) against 黑J+黑9 (top tier 6)
ZERO_HI, ZERO_LO = C("D4 C6"), C("CJ C9")


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


def test_cx_6_2_lower_card_never_decides_by_default():
    """CX-6.2 ("如遇到点数相同时，即以单张牌来判断大小", only the top card): equal points and equal top
    card tie, whatever the lower card."""
    assert ranking_of({}) == STANDARD
    assert pair_rank(EIGHT_HI) == pair_rank(EIGHT_LO)
    assert compare((EIGHT_HI, ZERO_HI), (EIGHT_LO, ZERO_LO)) == 0


def test_cx_6_2_lower_card_decides():
    """CX-6.2 house rule lower_card: when points and top card tie, the lower card decides; a better
    top card still wins whatever the lower card, and the non-points levels keep their order."""
    assert pair_rank(EIGHT_HI, LOWER) > pair_rank(EIGHT_LO, LOWER)
    assert pair_rank(C("HQ S5"), LOWER) > pair_rank(C("H2 C5"), LOWER)  # 7 points, 红Q over 红2
    assert pair_rank(EIGHT_LO, LOWER) > pair_rank(C("D7 S9"), LOWER)  # 8 points over 6 points
    assert pair_rank(ZERO_HI, LOWER) == pair_rank(ZERO_LO, LOWER)  # 0 points still tie (CX-6.3)
    assert pair_rank(C("H3 BJ"), LOWER) > pair_rank(C("HQ DQ"), LOWER) > pair_rank(C("HQ C9"), LOWER)
    assert pair_rank(C("HQ C9"), LOWER) > pair_rank(C("HQ S6"), LOWER)  # 奶狗 over any points hand
    assert compare((EIGHT_HI, ZERO_HI), (EIGHT_LO, ZERO_LO), LOWER) == 1


def test_cx_6_3_zero_point_hands_tie_by_default():
    """CX-6.3 ("最小的牌：4+6，3+7，j+9，都是0"): any two 0-point hands tie."""
    assert pair_rank(ZERO_HI) == pair_rank(ZERO_LO)


def test_cx_6_3_zero_point_hands_by_card():
    """CX-6.3 house rule zero_tie off: 0-point hands are decided by the top card like other points
    hands, and still rank below every 1-point hand."""
    assert pair_rank(ZERO_HI, BY_CARD) > pair_rank(ZERO_LO, BY_CARD)
    assert pair_rank(C("CJ CT"), BY_CARD) > pair_rank(ZERO_HI, BY_CARD)  # 1 point beats any 0
    assert compare((EIGHT_HI, ZERO_HI), (EIGHT_LO, ZERO_LO), BY_CARD) == 1
    both = ranking_of({"lower_card": True, "zero_tie": False})
    assert compare((EIGHT_HI, ZERO_HI), (EIGHT_LO, ZERO_LO), both) == 1


@pytest.mark.parametrize("ranking", [LOWER, BY_CARD])
def test_cx_6_house_rules_reach_split_and_settlement(ranking):
    """CX-8.2/8.3/8.4 and CX-12 read the same ranking: a head tied with its tail by default may be
    below it under the house rule; the showdown of two tied halves becomes a win."""
    head, tail = (EIGHT_LO, EIGHT_HI) if ranking == LOWER else (ZERO_LO, ZERO_HI)
    assert valid_split(head, tail) and not valid_split(head, tail, ranking)
    assert orient(head, tail) == (head, tail) and orient(head, tail, ranking) == (tail, head)
    a = {"bet": 10, "folded": False, "cards": EIGHT_HI + ZERO_HI, "split": (EIGHT_HI, ZERO_HI)}
    b = {"bet": 10, "folded": False, "cards": EIGHT_LO + ZERO_LO, "split": (EIGHT_LO, ZERO_LO)}
    assert settle([a, b]) == [0, 0]
    deltas = settle([a, b], 0, ranking)
    assert deltas[0] > 0 and sum(deltas) == 0


def test_cx_6_house_rules_in_the_view():
    """The room's tie-break rules travel in the view (the split helper and the showdown read them)."""
    hand = new_hand("chexuan", players=3, seed=1, options={"lower_card": True, "zero_tie": False})
    assert hand.view(0)["ranking"] == {"lower_card": True, "zero_tie": False}
    assert ranking_of(hand.view(1)["ranking"]) == (True, False)


@pytest.mark.parametrize("ranking", [LOWER, BY_CARD, (True, False)])
def test_cx_6_house_rules_only_break_ties(ranking):
    """CX-6.1 under every tie-break house rule: a hand stronger than another by the ruling stays
    stronger; only hands the ruling ties may be ordered (all 496 hands)."""
    by_level: dict[tuple, set[tuple]] = {}
    for h in ALL_HANDS:
        by_level.setdefault(pair_rank(h), set()).add(pair_rank(h, ranking))
    levels = sorted(by_level)
    for lo, hi in zip(levels, levels[1:]):
        assert max(by_level[lo]) < min(by_level[hi]), (lo, hi)
    assert any(len(v) > 1 for v in by_level.values())  # some tie is broken


# ---- CX-7.3 sanhua (issue 36) ---------------------------------------------------------------------

def _shown(bet, head, tail):
    return {"bet": bet, "folded": False, "cards": C(head) + C(tail), "split": (C(head), C(tail))}


# 红3+大王 (丁皇) with 黑6+红6: 三花六 that also makes 丁皇 (the ruling's own example, CX-7.3 a)
SANHUA_DINGHUANG = ("H3 BJ", "C6 D6")


def test_cx_7_3_sanhua_with_a_pair_counts_by_default():
    """CX-7.3 RULING (a) (seed "黑6+红6+大王+任一张牌"): the fourth card may make 丁皇 or a pair;
    the holder still neither wins nor loses."""
    assert sanhua(C("H3 BJ C6 D6")) == "三花六"
    assert sanhua(C("CT DT CJ ST")) == "三花十"   # the fourth 黑10 pairs the first
    players = [_shown(100, *SANHUA_DINGHUANG), _shown(100, "DQ HQ", "S9 C9"), _shown(100, "D4 H4", "CJ C9")]
    deltas, lines = settle_lines(players)
    assert deltas == [0, 100, -100]
    assert [ln.seat for ln in lines if ln.key == "cx.sanhua"] == [0]


def test_cx_7_3_sanhua_void_with_a_pair():
    """CX-7.3 house rule sanhua=no_pair: four cards that also make a pair or 丁皇 are no 三花; the
    holder's 丁皇 head and 2-point tail settle like anyone's (by tail first, CX-12.4)."""
    assert sanhua(C("H3 BJ C6 D6"), "no_pair") is None
    assert sanhua(C("CT DT CJ ST"), "no_pair") is None
    assert sanhua(C("CT DT CJ S5"), "no_pair") == "三花十"   # no pair: still 三花
    # against a pair of 4s over 0 points: 丁皇 over 2 points wins both halves once it is no 三花
    players = [_shown(100, *SANHUA_DINGHUANG), _shown(100, "D4 H4", "CJ C9")]
    assert settle(players) == [0, 0]
    deltas, lines = settle_lines(players, sanhua_rule="no_pair")
    assert not [ln for ln in lines if ln.key == "cx.sanhua"]
    assert deltas == settle(players, sanhua_rule="no_pair") == [100, -100]


def test_cx_7_3_sole_survivor_three_cards_still_sanhua_under_no_pair():
    """CX-7.3 (b) with sanhua=no_pair: a sole survivor's held cards decide; three 三花 cards make
    no pair, so everybody is refunded as before."""
    players = [{"bet": 30, "folded": False, "cards": C("CT HT SJ"), "split": None},
               {"bet": 50, "folded": True, "cards": [], "split": None}]
    assert settle_lines(players, sanhua_rule="no_pair")[0] == [0, 0]


def test_cx_7_3_sanhua_rule_in_the_view():
    """CX-7.3: the room's sanhua rule travels in the view (the split helper and the AI read it)."""
    assert new_hand("chexuan", players=3, seed=1).view(0)["sanhua_rule"] == "auto"
    hand = new_hand("chexuan", players=3, seed=1, options={"sanhua": "no_pair"})
    assert hand.view(1)["sanhua_rule"] == "no_pair"


# ---- CX-11.4 short_allin (issue 36) ---------------------------------------------------------------

def _short_allin(short_reopens: bool):
    """Dealer 0; seat 1 raises to 10, seat 2 goes all in for 14 (short of a full raise to 15)."""
    s = betting_start([100, 100, 14], ante=5, short_reopens=short_reopens)
    s = betting_apply(s, "raise", 10)
    s = betting_apply(s, "allin")
    assert s.to_act == 0 and s.top == 14
    return s


def test_cx_11_4_short_allin_reopens_by_default():
    """CX-11.4 RULING: a 敲 above M is a raise even when short of the ante: seat 1, who raised,
    may raise again."""
    s = betting_apply(_short_allin(True), "call")
    assert s.to_act == 1
    assert set(betting_options(s)) == {"call", "raise", "allin", "fold"}
    assert betting_error(s, "raise", 19) is None


def test_cx_11_4_short_allin_call_only():
    """CX-11.4 house rule short_allin=call_only: seat 1 acted since the last full raise, so after the
    short 敲 he may only call or fold; seat 0, yet to speak, may still raise."""
    s = _short_allin(False)
    assert "raise" in betting_options(s)                    # seat 0 had not spoken
    s = betting_apply(s, "call")
    assert s.to_act == 1
    assert set(betting_options(s)) == {"call", "fold"}
    assert "CX-11.4" in betting_error(s, "raise", 19)
    assert "CX-11.4" in betting_error(s, "allin")
    s = betting_apply(s, "call")
    assert s.street == 2 and s.to_act is not None            # the round closed on the call
    assert "raise" in betting_options(s)                     # a new round is open to everybody


def test_cx_11_4_full_raise_after_a_short_allin_reopens():
    """CX-11.4 house rule short_allin=call_only: a full raise after the short 敲 frees everybody."""
    s = betting_apply(_short_allin(False), "raise", 30)
    assert s.to_act == 1
    assert "raise" in betting_options(s)


def test_cx_11_4_short_allin_reaches_the_hand():
    """The room option reaches the hand's betting state; old saves without the field still load
    (the field's default is the ruling)."""
    hand = new_hand("chexuan", players=3, seed=1, options={"short_allin": "call_only"})
    assert hand.state.betting is None or not hand.state.betting.short_reopens
    while hand.state.betting is None:
        hand.apply(hand.legal_actions()[0])
    assert hand.state.betting.short_reopens is False
    data = hand.to_dict()
    for key in ("short_reopens", "full_acted", "capped"):
        del data["state"]["betting"][key]
    again = type(hand).from_dict(data)
    assert again.state.betting.short_reopens is True


# ---- CX-7.3 sanhua = declared (issue 36): 三花 counts only when its holder declares it ---------------

def _to_split(cards0: str, cards1: str, **options):
    """Two seats, 簸簸 100 each, dealer 0: seat 1 goes all in, seat 0 too, so the hand goes
    straight to the splits (CX-10.10 c); seat 1 splits first (the dealer's next), then seat 0."""
    from engine import Action

    hand = new_hand("chexuan", players=2, seed=1, options={"sanhua": "declared", **options},
                    context={"stakes": [100, 100], "dealer": 0}, deal={"hands": [cards0, cards1]})
    hand.apply(Action("allin"))
    hand.apply(Action("allin"))  # the call is every chip left: an all-in (CX-11.3)
    assert hand.phase == "split" and hand.to_act == 1
    return hand


def test_cx_7_3_declared_counts_only_when_declared_in_settle():
    """CX-7.3 declared: the same 三花 cards net 0 when declared and settle their split when not."""
    players = [_shown(100, "CT DT", "CJ S5"), _shown(100, "DQ HQ", "S9 C9")]
    assert settle(players, sanhua_rule="declared") == [-100, 100]
    players[0]["declared"] = True
    deltas, lines = settle_lines(players, sanhua_rule="declared")
    assert deltas == [0, 0] and [ln.seat for ln in lines if ln.key == "cx.sanhua"] == [0]
    # a sole survivor never needs to declare: he takes the folded chips (CX-12.2), unlike the ruling
    survivor = [{"bet": 30, "folded": False, "cards": C("CT HT SJ"), "split": None},
                {"bet": 50, "folded": True, "cards": [], "split": None}]
    assert settle(survivor, sanhua_rule="declared") == [30, -30]
    assert settle(survivor) == [0, 0]


def test_cx_7_3_declare_at_the_table():
    """CX-7.3 declared: only a 三花 holder, only at the split, may declare; the declaration is as
    secret as a split, and the showdown reveals it and settles him at 0."""
    from engine import Action

    hand = _to_split("CT DT CJ S5", "DQ HQ S9 C9")
    assert Action("declare") not in hand.legal_actions()  # seat 1 holds no 三花
    assert hand.check(Action("declare")).startswith("CX-7.3: you hold no 三花")
    hand.apply(hand.legal_actions()[0])
    assert Action("declare") in hand.legal_actions()
    assert hand.check(Action("declare", value="x")).startswith("CX-7.3")
    events = hand.apply(Action("declare"))
    assert [e.kind for e in events][:1] == ["split"] and events[0].data == {}
    assert hand.is_over and hand.result().deltas == [0, 0]
    assert hand.view(1)["revealed"]["0"]["sanhua"] == "三花十"
    assert hand.view(1)["declared"] == [True, False]


def test_cx_7_3_undeclared_sanhua_settles_its_split():
    """CX-7.3 declared: a 三花 holder who splits instead is settled like anyone (here he loses)."""
    hand = _to_split("CT DT CJ S5", "DQ HQ S9 C9")
    hand.apply(hand.legal_actions()[0])
    hand.apply(hand.legal_actions()[0])
    assert hand.result().deltas == [-100, 100]
    assert hand.view(0)["revealed"]["0"]["sanhua"] is None


def test_cx_7_3_declaration_is_private_until_the_showdown():
    """CX-7.3 declared: while others still split, only the declarer's own view shows it."""
    from engine import Action

    hand = new_hand("chexuan", players=3, seed=1, options={"sanhua": "declared"},
                    context={"stakes": [100, 100, 100], "dealer": 2},
                    deal={"hands": ["CT DT CJ S5", "DQ HQ S9 C9", "D4 H4 C7 S7"]})
    for _ in range(3):
        hand.apply(Action("allin"))
    assert hand.phase == "split" and hand.to_act == 0
    hand.apply(Action("declare"))
    assert hand.view(0)["declared"][0] is True
    assert hand.view(1)["declared"] == [False] * 3 and hand.view(None)["declared"] == [False] * 3


def test_cx_7_3_declare_refused_outside_its_room_and_phase():
    """CX-7.3: in the ruling's room there is nothing to declare; during betting not yet."""
    from engine import Action

    hand = new_hand("chexuan", players=2, seed=1, context={"stakes": [100, 100], "dealer": 0},
                    deal={"hands": ["CT DT CJ S5", "DQ HQ S9 C9"]})
    assert hand.check(Action("declare")).startswith("CX-7.3: in this room 三花 counts by itself")
    declared = new_hand("chexuan", players=2, seed=1, options={"sanhua": "declared"},
                        context={"stakes": [100, 100], "dealer": 0},
                        deal={"hands": ["CT DT CJ S5", "DQ HQ S9 C9"]})
    assert declared.check(Action("declare")).startswith("CX-7.3: 三花 is declared at the showdown")
