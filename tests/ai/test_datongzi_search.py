"""What the 打筒子 search of ``hard`` relies on (ai/games/datongzi_search.py, datongzi_playout.py):
worlds keep 筒子 / 地炸 whole (DTZ-3.7, 3.8), sampled worlds conserve the cards (DTZ-1.2, 1.3), a
roll-out scores trick bonuses as DTZ-8.1 / 8.2 say and ends the hand as DTZ-6.3 says, a must-beat
pass constrains sampling (DTZ-5.2), and ``hard`` plays legal actions over full hands."""

import random
from collections import Counter

import pytest

import ai
import engine
from ai import pimc
from ai.climbing import Memory, parse_table
from ai.games.datongzi import RULES, duel_outcome
from ai.games.datongzi_playout import (
    FINISH_WEIGHT,
    SimWorld,
    Top,
    after_play,
    evaluate,
    play_move,
    policy_move,
    reserve,
    rollout,
)
from ai.games.datongzi_search import DtzSearch, PassLog, hidden_accept
from ai.sampling import deal_hidden
from engine import make_deck, parse_cards
from engine.games.datongzi import classify
from engine.games.datongzi.combos import can_beat

from .positions import datongzi, play

DECK = Counter(make_deck(3, without="3 4 LJ BJ"))


@pytest.fixture(autouse=True)
def _few_worlds(monkeypatch):
    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", 10)


def _world(hands: list[str], to_act: int = 0) -> SimWorld:
    parts = [reserve(parse_cards(h)) for h in hands]
    return SimWorld([p[0] for p in parts], [p[1] for p in parts], RULES.shapes, to_act)


def test_dtz_3_7_3_8_reserve_keeps_tongzi_and_dizha_whole():
    """DTZ-3.7: three identical cards are a 筒子; DTZ-3.8: two of each suit of a rank a 地炸; the
    rest are loose rank counts. No card is lost or made."""
    cards = parse_cards("SK SK SK HK S9 S9 H9 H9 C9 C9 D9 D9 D9 S5 H5")
    loose, units = reserve(cards)
    kinds = sorted((u.top.kind, u.top.high, u.top.extra) for u in units)
    assert kinds == [("dizha", 9, 0), ("tongzi", 13, 4)]
    assert loose[13] == 1 and loose[9] == 1 and loose[5] == 2
    assert sum(loose) + sum(u.size for u in units) == len(cards)
    # DTZ-8.1 bonuses and DTZ-7.2 card points of the units
    by_kind = {u.top.kind: u for u in units}
    assert by_kind["tongzi"].bonus == 100 and by_kind["tongzi"].points == 30
    assert by_kind["dizha"].bonus == 400 and by_kind["dizha"].points == 0


def test_dtz_1_2_1_3_sampled_worlds_conserve_cards():
    """DTZ-1.2, 1.3: each card exists three times; a sampled world gives every other seat exactly its
    count, from the cards the seat has not seen (its own hand and the played cards stay out)."""
    rng = random.Random(3)
    hand = engine.new_hand("datongzi", seed=11)
    players = [ai.make_player("datongzi", "normal", seed=s) for s in range(3)]
    memory = Memory()
    for _ in range(30):
        s = hand.to_act
        hand.apply(players[s].choose(hand.view(s), hand.legal_actions()))
    seat = hand.to_act
    view = hand.view(seat)
    memory.update(view)
    t = parse_table(view, RULES)
    pool = memory.unseen(RULES, view, t.hand)
    for _ in range(20):
        sizes = {s: view["counts"][s] for s in range(3) if s != seat}
        hidden = deal_hidden(pool, sizes, rng)
        assert {s: len(h) for s, h in hidden.items()} == sizes
        dealt = Counter(t.hand) + sum((Counter(h) for h in hidden.values()), Counter())
        assert all(dealt[c] <= DECK[c] for c in dealt)
        assert not (Counter(c for h in hidden.values() for c in h) - Counter(pool))
        w = DtzSearch(RULES)._base(t, hidden)
        for s in hidden:
            assert w.left(s) == sizes[s]


def test_dtz_8_1_8_2_a_winning_tongzi_earns_its_bonus_in_a_rollout():
    """DTZ-8.1, 8.2, 13.1: seat 0 leads K筒子, seat 1 beats with A筒子 and wins the trick: +200 bonus
    to seat 1, nothing to seat 0; the trick's card points (30 of the Ks, DTZ-7.2) go to seat 1."""
    w = _world(["SK SK SK S6", "HA HA HA S7 S8", "S9 S9 HJ"])
    k = next(u for u in w.units[0] if u.top.high == 13)
    w.units[0].remove(k)
    after_play(w, 0, k.top, k.points, k.bonus)
    assert w.top_bonus == 100 and w.trick_pts == 30
    m = policy_move(w, 1)  # a bonus 筒子 on top is over-bombed
    assert m is not None and m.top == Top(2, "tongzi", 1, 14, 3)  # hearts: suit order 3 (DTZ-1.5)
    play_move(w, 1, m)
    play_move(w, 2, policy_move(w, 2))  # seat 2 cannot beat a 筒子: passes (DTZ-5.2)
    play_move(w, 0, policy_move(w, 0))
    assert w.bonus == [0, 200, 0] and w.points == [0, 30, 0]
    assert w.top is None and w.to_act == 1


def test_dtz_8_1_an_unbeatable_2_tongzi_is_cashed():
    """DTZ-4.3, 8.1: a 2筒子 of spades loses only to a 地炸; with none out, the roll-out leads it and
    earns 300."""
    w = _world(["S2 S2 S2 S5", "S6 H7", "S8 H9"])
    m = policy_move(w, 0)
    assert m is not None and m.top.kind == "tongzi" and m.top.high == 15
    rollout(w, 0)
    assert w.bonus[0] == 300


def test_dtz_6_3_9_1_the_last_response_ends_the_hand():
    """DTZ-6.3: after the second seat goes out the third answers once and the hand ends; DTZ-9.1:
    +100 / −40 / −60; DTZ-6.4: the 三游's cards count for nobody. The worth matches duel_outcome."""
    w = _world(["S6", "S7", "S5 S5 ST"], to_act=0)
    w.out = []
    v = rollout(w, 0)
    assert w.over and len(w.out) == 2
    total = [w.points[s] + w.bonus[s] for s in range(3)]
    for place, s in enumerate(w.out + [s for s in range(3) if s not in w.out]):
        total[s] += FINISH_WEIGHT * (100, -40, -60)[place]
    assert v == pytest.approx((total[0] - (total[1] + total[2]) / 2) / 100)
    assert evaluate(w, 0) == v


def test_duel_outcome_counts_bonus():
    """The duel's score (R + B, minus the others' mean) is what the roll-outs maximise (their finish
    weighted by FINISH_WEIGHT)."""
    hand = engine.new_hand("datongzi", seed=2)
    players = [ai.make_player("datongzi", "normal", seed=s) for s in range(3)]
    while not hand.is_over:
        s = hand.to_act
        hand.apply(players[s].choose(hand.view(s), hand.legal_actions()))
    res = hand.result()
    bonus = hand.view(None)["bonus"]
    win, score, extra = duel_outcome(hand, (0,))
    total = [res.deltas[s] + bonus[s] for s in range(3)]
    assert score == pytest.approx(total[0] - (total[1] + total[2]) / 2)
    assert win == (1.0 if 0 in res.winners else 0.0)


def test_dtz_5_2_a_pass_constrains_sampling():
    """DTZ-5.2: seat 1 passed on the single SA, so it holds no 2, no bomb, no 筒子 and no 地炸: no
    sampled hand of seat 1 may beat SA."""
    hand = datongzi(["SA S6 H6", "S5 H7 C8 D9", "S2 H5 C6 D7 S9 H9"], leader=0)
    play(hand, "SA")
    play(hand)  # seat 1 cannot beat SA
    view = hand.view(2)
    log = PassLog()
    log.update(view)
    sa = classify(parse_cards("SA"))
    assert [c.key for c in log.of(1)] == [sa.key]
    accept = hidden_accept(log)
    assert not accept(1, parse_cards("S2 S5"))
    assert not accept(1, parse_cards("S9 S9 S9 S5"))
    assert accept(1, parse_cards("SK S5"))
    t = parse_table(view, RULES)
    memory = Memory()
    memory.update(view)
    pool = memory.unseen(RULES, view, t.hand)
    rng = random.Random(5)
    for _ in range(50):
        hidden = deal_hidden(pool, {0: view["counts"][0], 1: view["counts"][1]}, rng, None, accept, tries=200)
        assert not can_beat(hidden[1], sa)


@pytest.mark.parametrize("seed", [1, 2])
def test_hard_plays_legal_actions_over_full_hands(seed):
    """DTZ-5: over whole 41-card hands (DTZ-1.3) the search only picks legal actions, and it does
    search (more than one candidate, the fixed number of worlds)."""
    hand = engine.new_hand("datongzi", seed=40 + seed)
    players = [ai.make_player("datongzi", "hard" if s == seed % 3 else "normal", seed=s) for s in range(3)]
    searched = 0
    while not hand.is_over:
        s = hand.to_act
        legal = hand.legal_actions()
        action = players[s].choose(hand.view(s), legal)
        assert hand.check(action) is None
        last = getattr(players[s].search, "last", None) if players[s].search is not None else None
        if last:
            assert last["worlds"] == 10
            searched += 1
            players[s].search.last = {}
        hand.apply(action)
    assert searched > 0


def test_tongzi_plays_are_searched():
    """DTZ-8.1: 筒子 earn bonuses, which normal's ranking (it values keeping them) does not see: the
    search always weighs playing each 筒子 the seat may play, and picks a legal action."""
    hand = datongzi(["S2 S2 S2 DK DK DK S6 H7 C8 D9 SJ", "S5 H5 C9 DT", "SQ HQ C6 D7 S8"], leader=0)
    player = ai.make_player("datongzi", "hard", seed=1)
    action = player.choose(hand.view(0), hand.legal_actions())
    assert hand.check(action) is None
    kinds = {(classify(list(a.cards)).kind, classify(list(a.cards)).key) for a in player.search.last["cands"]}
    assert ("tongzi", (15, 4)) in kinds and ("tongzi", (13, 1)) in kinds
