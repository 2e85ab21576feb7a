"""The search of 板子炮's ``normal`` and ``hard`` (``ai/games/banzipao.py``): its sampled worlds respect
what the seat may know (BZP-4.3 the called card is never the 庄's, BZP-4.4 the hidden partner,
BZP-6.2 the seats that sit out of a 反包 duel), its roll-outs score with the real settlement (BZP-8,
9, 10), and it plays legal, sensible cards."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

import engine
from ai.games import banzipao as bzp
from ai.pimc import PIMC
from ai.playout import Move, Top, World, apply_move
from engine import Action, parse_cards
from engine.games.banzipao import settle_hand

from .positions import banzipao, play_out

N = 4


@pytest.fixture(autouse=True)
def fixed_worlds(monkeypatch):
    """The searches here sample exactly their number of worlds, whatever the machine's load."""
    from ai import pimc

    monkeypatch.setattr(pimc, "LIGHT_BUDGET_MS", 1e9)


# ---- helpers ---------------------------------------------------------------------------------
def _bid(hand, mode: str) -> None:
    """Bid into ``mode`` (BZP-4): 叫牌 (four 不包, then the 庄 calls his highest missing card),
    包牌 (the 庄 包s, his 下家 不反) or 反包 (the 庄 包s, his 下家 反包s)."""
    first = {"jiaopai": "bubao", "baopai": "baopai", "fanbao": "baopai"}[mode]
    counter = {"baopai": "bufan", "fanbao": "fanbao"}.get(mode)
    while hand.phase in ("bid", "counter", "call"):
        legal = hand.legal_actions()
        if hand.phase == "call":
            hand.apply(legal[0])
        elif hand.phase == "bid":
            hand.apply(next(a for a in legal if a.value == first))
        else:
            hand.apply(next(a for a in legal if a.value == counter))


def _hand(seed: int, mode: str):
    for k in range(50):  # skip deals with a 天牌 (BZP-3): they are over at once
        hand = engine.new_hand("banzipao", seed=seed + 1000 * k)
        if not hand.is_over:
            _bid(hand, mode)
            assert hand.state.mode == mode
            return hand
    raise AssertionError("no ordinary deal")


def _recording(worlds: int, log: list):
    """A search of ``worlds`` worlds that records every sampled world (after the game's hook)."""

    def world(w, hidden, t):
        bzp.SEARCH.world(w, hidden, t)
        log.append((w.copy(), {s: list(cs) for s, cs in hidden.items()}, t))

    return PIMC(bzp.RULES, dataclasses.replace(bzp.SEARCH, world=world), worlds=worlds)


def _position(mode: str, hands: list[str], to_act: int, *, banker: int = 0, bidder: int | None = None,
              partner: int = 2, revealed: bool = False, taken: list[int] | None = None,
              out: list[int] | None = None):
    """A real hand put into a hand-made play position (small hands; ``positions.banzipao``); in 叫牌
    the called card is the partner's first card; ``taken``: cards each seat has won so far."""
    called = hands[partner].split()[0] if mode == "jiaopai" else "HA"
    hand = banzipao(hands, mode, revealed=revealed, leader=to_act, out=out, banker=banker, bidder=bidder,
                    partner=partner, called=called)
    if taken:
        s = hand.state
        deck = [c for c in engine.make_deck(1, without="LJ BJ") if not any(c in h for h in s.hands)]
        for i, k in enumerate(taken):
            s.won[i], deck = deck[:k], deck[k:]
    return hand


def _play(hand, text: str = "") -> None:
    hand.apply(Action.play(text) if text else Action.pass_())


def _searching(level: str, worlds: int = 40, seed: int = 1):
    """A ``level`` player whose search samples exactly ``worlds`` worlds (no time dependence)."""
    player = bzp.make(level, seed)
    player.search = PIMC(bzp.RULES, bzp.SEARCH, worlds=worlds,
                         max_candidates=3 if level == "normal" else 6)
    return player


# ---- sampled worlds --------------------------------------------------------------------------
def _check_worlds(hand, seat: int, log: list) -> None:
    view = hand.view(seat)
    mine = Counter(parse_cards(" ".join(view["hands"][seat])))
    unseen = Counter(engine.make_deck(1, without="LJ BJ")) - mine
    for w in hand.state.won:
        unseen -= Counter(w)
    if hand.state.trick is not None:
        unseen -= Counter(hand.state.trick.cards)
    called = parse_cards(view["called"])[0] if view.get("called") else None
    for w, hidden, t in log:
        assert t.me == seat and seat not in hidden
        # every seat gets exactly its number of cards, all from the unseen ones (never mine, never a
        # card seen played), and together they are exactly the unseen cards
        for s, cards in hidden.items():
            assert len(cards) == view["counts"][s]
        assert sum((Counter(cs) for cs in hidden.values()), Counter()) == unseen
        assert w.hands[seat] == list(bzp.RULES.counts(hand.state.hands[seat]))
        assert w.points == view["taken"]  # BZP-6.5: the cards taken so far
        if view["mode"] == "fanbao":  # BZP-6.2: the two others sit out
            for s in view["sitting_out"]:
                assert w.left(s) == 0
            continue
        if view["mode"] != "jiaopai":
            continue
        banker = view["banker"]
        # BZP-4.3: the called card is never the 庄's; its holder is the 庄's partner (2 vs 2)
        holder = seat if called in mine else next((s for s, cs in hidden.items() if called in cs), None)
        if not view["partner_revealed"]:
            assert holder is not None and holder != banker
            assert w.sides[holder] == w.sides[banker]
        assert sorted(Counter(w.sides).values()) == [2, 2]
        # BZP-4.4: whatever the view does know about the teams holds in the world
        known = [s for s in range(N) if view["teams"][s] is not None]
        for a in known:
            for b in known:
                assert (view["teams"][a] == view["teams"][b]) == (w.sides[a] == w.sides[b])


@pytest.mark.parametrize("mode", ["jiaopai", "baopai", "fanbao"])
@pytest.mark.parametrize("seed", [1, 2])
def test_sampled_worlds_respect_the_view(mode, seed):
    """BZP-4.3, 4.4, 6.2: over whole hands, every world of every seat's search is consistent with
    that seat's view, and only with it."""
    hand = _hand(seed, mode)
    rng = random.Random(seed)
    players = [bzp.make("normal", seed + s) for s in range(N)]
    log: list = []
    searchers = [bzp.make("hard", seed + s) for s in range(N)]  # each remembers what its seat saw
    for p in searchers:
        p.search = _recording(4, log)
    checked = 0
    while not hand.is_over:
        seat = hand.to_act
        legal = hand.legal_actions()
        view = hand.view(seat)
        log.clear()
        searchers[seat].choose(view, legal)
        _check_worlds(hand, seat, log)
        checked += len(log)
        action = players[seat].choose(view, legal) if rng.random() < 0.8 else rng.choice(legal)
        hand.apply(action)
    assert checked > 0


def _plain_defender_leads(seed: int, fresh: bool):
    """A 叫牌 hand where a 闲 who is not the partner leads a trick before the reveal, and the
    worlds his search samples there (``fresh``: a player that saw nothing before this view)."""
    hand = _hand(seed, "jiaopai")
    s = hand.state
    me = next(i for i in range(N) if i not in (s.banker, s.partner))
    log: list = []
    players = [bzp.make("normal", i) for i in range(N)]
    players[me] = bzp.make("hard", 1)
    players[me].search = _recording(60, log)
    while not hand.is_over and not s.revealed:
        seat = hand.to_act
        view = hand.view(seat)
        if seat == me and not view["trick"]["plays"]:
            if fresh:
                players[me] = bzp.make("hard", 1)
                players[me].search = _recording(60, log)
            log.clear()
            players[me].choose(view, hand.legal_actions())
            if log:
                return hand, me, log
            continue
        hand.apply(players[seat].choose(view, hand.legal_actions()))
    return None


@pytest.mark.parametrize("fresh", [False, True])
def test_hidden_partner_is_sampled_among_the_others(fresh):
    """BZP-4.4: a 闲 who is not the partner cannot tell which of the two others holds the called
    card; his worlds put it with either, never with the 庄 (BZP-4.3) nor with himself, and the
    sides of each world follow it. A player that missed earlier plays (``fresh``, its unseen pool is
    larger than the hands) still deals the called card in every world."""
    for seed in range(3, 40):
        found = _plain_defender_leads(seed, fresh)
        if found is None:
            continue
        hand, me, log = found
        s = hand.state
        holders = Counter(next(t for t, cs in hidden.items() if s.called in cs) for _, hidden, _ in log)
        assert set(holders) == {i for i in range(N) if i not in (s.banker, me)}  # either other 闲
        for w, hidden, _ in log:
            holder = next(t for t, cs in hidden.items() if s.called in cs)
            assert w.sides[holder] == w.sides[s.banker] != w.sides[me]
            assert sorted(Counter(w.sides).values()) == [2, 2]
            for t, cs in hidden.items():
                assert w.hands[t] == list(bzp.RULES.counts(cs))
        return
    raise AssertionError("no position where a plain 闲 leads before the reveal")


# ---- settlement in the roll-outs -------------------------------------------------------------
@pytest.mark.parametrize("seed", range(6))
def test_settle_matches_the_engine(seed):
    """BZP-9.1, 9.2, 9.3: the roll-outs' 牌局分 equals the engine's ``settle_hand``."""
    rng = random.Random(seed)
    for _ in range(200):
        banker = rng.randrange(N)
        mode = rng.choice(["jiaopai", "baopai", "fanbao"])
        facts: dict = {"banker": banker}
        sides = [0] * N
        bidder = None
        if mode == "jiaopai":
            partner = rng.choice([i for i in range(N) if i != banker])
            facts["partner"] = partner
            sides = [0 if i in (banker, partner) else 1 for i in range(N)]
            order = rng.sample(range(N), rng.choice([2, 3, 4]))
            if len(order) == 2 and sides[order[0]] != sides[order[1]]:
                order = order + [next(i for i in range(N) if i not in order)]
        else:
            bidder = rng.randrange(N)
            facts["bidder"] = bidder
            facts["counter_bid"] = mode == "fanbao"
            playing = [bidder, (bidder + 1) % N] if mode == "fanbao" else list(range(N))
            order = [rng.choice(playing)]
        cuts = sorted(rng.randrange(53) for _ in range(N - 1))
        taken = [b - a for a, b in zip([0] + cuts, cuts + [52])]
        facts["order"] = order
        facts["taken"] = taken
        want = settle_hand(facts)
        for seat in range(N):
            assert bzp.settle(mode, bidder, sides, order, taken, seat)[0] == want[seat], (facts, seat)


def _world(sides, hands, top=None, top_seat=None, out=None, points=None):
    return World([list(bzp.RULES.counts(parse_cards(h))) for h in hands], [0] * N, sides, 0, top, top_seat,
                 [], 0, list(points or [0] * N), list(out or []), False, {})


@pytest.mark.parametrize("cards, mine, each", [("S6 H6 C6 D6", 3, -1), ("S2 H2 C2 D2", 6, -2),
                                               ("S3 H3 C3 S4 H4 C4 S5 H5 C5", 9, -3)])
def test_bonus_for_a_dou_or_guntong_that_holds(cards, mine, each):
    """BZP-10.1: a 豆 (3…A +3 / −1 each, 2222 +6 / −2) or 滚筒 (+9 / −3) that wins its trick; the
    others pass and the trick closes in the roll-out."""
    sim = bzp.sim_rules("jiaopai", None)
    w = _world([0, 1, 0, 1], ["S9", cards + " SK", "ST", "SJ"])
    w.to_act = 1
    combo = engine.games.banzipao.classify(parse_cards(cards))
    apply_move(sim, w, 1, Move(bzp.combo_top(combo), tuple(bzp.RULES.value(c) for c in parse_cards(cards))))
    before = w.copy()
    for s in (2, 3, 0):
        apply_move(sim, w, s, None)
    assert w.top is None and w.to_act == 1
    assert w.info["bonus"] == tuple(mine if s == 1 else each for s in range(N))
    assert "bonus" not in before.info  # copies of a world do not share the bonus
    assert w.points[1] == len(parse_cards(cards))  # BZP-6.5: the trick's cards


def test_shuangfei_ends_the_hand_at_once():
    """BZP-8.3: the 庄's side goes out first and second: the hand ends at that play (+2 / −2),
    and the last play holds (BZP-8.4)."""
    sim = bzp.sim_rules("jiaopai", None)
    w = _world([0, 1, 0, 1], ["", "S9 SK", "S3", "ST HT"], out=[0])
    w.to_act = 2
    apply_move(sim, w, 2, Move(Top(0, "single", 1, 3), (3,)))
    assert w.over and w.out == [0, 2]
    assert [sim.evaluate(w, s) for s in range(N)] == [2.0, -2.0, 2.0, -2.0]


def test_baopai_first_out_decides():
    """BZP-8.1, 9.1: in 包牌 mode the first seat out ends the hand; the 包牌者 +9 / −9, each other
    ∓3."""
    sim = bzp.sim_rules("baopai", 1)
    w = _world([1, 0, 1, 1], ["S9 SK", "S3", "S4 H4", "ST HT"])
    w.to_act = 1
    apply_move(sim, w, 1, Move(Top(0, "single", 1, 3), (3,)))
    assert w.over
    assert [sim.evaluate(w, s) for s in range(N)] == [-3.0, 9.0, -3.0, -3.0]


# ---- play ------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("mode", ["jiaopai", "baopai", "fanbao"])
def test_full_hands_are_legal(level, mode):
    """Every mode (BZP-4.3), whole hands: every decision of the searching levels is legal."""
    for seed in (21, 22):
        hand = _hand(seed, mode)
        players = [_searching(level, 6, seed + s) if s % 2 == seed % 2 else bzp.make("easy", s)
                   for s in range(N)]
        play_out(hand, players, limit=1000)
        assert hand.result() is not None


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_stops_the_bidders_last_card(level, seed):
    """BZP-8.1: in 包牌 mode the 包牌者 wins by going out first. He leads a pair keeping one card;
    a defender with a higher pair must take the trick (passing lets him lead his last card)."""
    hand = _position("baopai", ["S3 C7 D9 SJ DK", "SQ HQ S2", "SA HA S4 H5 C6 S8 H8", "C4 D6 DJ HT"],
                     to_act=1, bidder=1)
    _play(hand, "SQ HQ")
    action = _searching(level, seed=seed).choose(hand.view(2), hand.legal_actions())
    assert action.kind == "play" and sorted(map(str, action.cards)) == ["HA", "SA"]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bombs_to_go_out(level):
    """BZP-7.1, 8.1: the 包牌者's last three cards are a 炸弹, which beats the led single: he goes
    out and wins."""
    hand = _position("baopai", ["S3 H5 C7 D9 SJ", "S8 H8 C8", "SA HA S4 H6 C9 DT", "C3 C4 D6 DJ"],
                     to_act=0, bidder=1)
    _play(hand, "SJ")
    action = _searching(level).choose(hand.view(1), hand.legal_actions())
    assert action.kind == "play" and sorted(map(str, action.cards)) == ["C8", "H8", "S8"]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", [1, 2])
def test_partner_known_winning_trick_is_left_alone(level, seed):
    """BZP-4.4: once the called card is public the partner is known; the 庄 leaves his winning ace
    alone (his last four cards are a straight: he leads it and goes out) and keeps his 2."""
    hand = _position("jiaopai", ["S4 H6 C9 DQ S2", "S3 H3 C5", "HA S5 S6 C7 D8", "C4 D5 H8 HT"],
                     to_act=1, banker=0, partner=2, revealed=True, taken=[8, 10, 6, 10])
    _play(hand, "C5")
    _play(hand, "HA")  # the partner (the called card's holder) takes the lead with his ace
    _play(hand, "")
    action = _searching(level, seed=seed).choose(hand.view(0), hand.legal_actions())
    assert action.kind == "pass"


def test_the_search_runs_its_worlds():
    """The light search of ``normal`` samples ``NORMAL_WORLDS`` worlds over at most three plays."""
    hand = _hand(4, "jiaopai")
    p = bzp.make("normal", 1)
    assert p.search is not None and p.search.worlds == bzp.NORMAL_WORLDS and p.search.max_candidates == 3
    assert bzp.make("hard", 1).search.worlds is None
    assert bzp.make("easy", 1).search is None and bzp.make("greedy", 1).search is None
    ran = 0
    while not hand.is_over and ran < 5:
        seat = hand.to_act
        legal = hand.legal_actions()
        p = bzp.make("normal", seat)
        p.search.last = None
        hand.apply(p.choose(hand.view(seat), legal))
        if p.search.last:
            assert len(p.search.last["cands"]) <= 3
            ran += 1
    assert ran > 0
