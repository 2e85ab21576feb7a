"""Hand-made endgame positions for the AI blunder tests: a real engine hand of each climbing game,
brought to its play phase through the public API, then given small hands (the way
``bbt_positions.py`` does it for 半边天炸), and the AI's decision at the seat to act."""

from __future__ import annotations

import os
from collections import Counter

from engine import Action, format_cards, make_deck, new_hand, parse_cards
from engine.shedding.trick import Trick

__all__ = ["play", "decide", "reproducible_search", "sandayi", "banzipao", "datongzi", "SEARCH_WORLDS"]

#: worlds per decision of the searching levels in these tests (about what ``hard`` samples in these
#: small endgames within its real 200 ms budget); fixed so a test does not depend on the machine
SEARCH_WORLDS = 100


def reproducible_search(monkeypatch) -> None:
    """Make ``hard`` and the light search of ``normal`` sample a fixed number of worlds instead of
    thinking for a time budget (the duel's reproducible mode): a seeded player then decides the same
    on a fast or a busy machine. With ``AI_TEST_BUDGET_MS`` set, the time budget of
    ``tests/ai/conftest.py`` stands instead."""
    if os.environ.get("AI_TEST_BUDGET_MS"):
        return
    from ai import pimc

    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", SEARCH_WORLDS)
    if hasattr(pimc, "LIGHT_BUDGET_MS"):
        monkeypatch.setattr(pimc, "LIGHT_BUDGET_MS", 1e9)


def play(hand, text: str = "") -> None:
    """The seat to act plays ``text`` (card tokens), or passes when it is empty."""
    hand.apply(Action.play(text) if text else Action.pass_())


def decide(hand, level: str, seed: int = 1) -> Action:
    """The choice of a fresh ``level`` player of the hand's game at the seat to act, from that seat's
    view and the legal actions; it must be legal."""
    import ai

    seat = hand.to_act
    legal = hand.legal_actions()
    action = ai.make_player(hand.game_id, level, seed=seed).choose(hand.view(seat), legal)
    assert hand.check(action) is None, f"illegal choice {action}: {hand.check(action)}"
    return action


def _round_robin(deck: list, sizes: list[int], fixed: list[str]) -> list[list]:
    """Seat i gets ``fixed[i]``, then the rest of ``deck`` in order, one card per seat in turn."""
    hands = [parse_cards(f) for f in fixed] + [[] for _ in range(len(sizes) - len(fixed))]
    rest = Counter(deck) - Counter(c for h in hands for c in h)
    i = 0
    for card in deck:
        if rest[card] <= 0:
            continue
        rest[card] -= 1
        while len(hands[i % len(sizes)]) >= sizes[i % len(sizes)]:
            i += 1
        hands[i % len(sizes)].append(card)
        i += 1
    return hands


# ---- 三打一 ----------------------------------------------------------------------------------------
def sandayi(hands: list[str], landlord: int = 0, to_act: int | None = None, bid: int = 1):
    """A 三打一 hand in the play phase: the auction is real (the marker holder ``landlord`` bids
    ``bid`` 档, the others pass, SDY-3), so the farmers' bomb allowances are those of SDY-5.3;
    then the four seats hold ``hands`` and ``to_act`` (default the landlord, SDY-8.1) leads."""
    dealt = _round_robin(make_deck(2), [25, 25, 25, 25, 8], [])
    deal = {"hands": [format_cards(h) for h in dealt[:4]], "bottom": format_cards(dealt[4])}
    hand = new_hand("sandayi", seed=1, deal=deal, context={"marker_seat": landlord})
    for b in [bid, 0, 0, 0]:
        hand.apply(Action("bid", value=b))
    while hand.phase != "play":  # no reports in this deal; if any: 不报, 打, 不摊打
        legal = hand.legal_actions()
        hand.apply(next((a for a in legal if a.value in ("bubao", "da", "butanda")), legal[0]))
    s = hand.state
    assert s.landlord == landlord and s.level == bid
    s.hands = [parse_cards(h) for h in hands]
    s.declared, s.declared_played = [], []
    lead = landlord if to_act is None else to_act
    s.trick = Trick(lead)
    s.to_act = lead
    s.top = None
    hand._legal = None
    hand.__dict__.pop("_groups", None)
    return hand


# ---- 板子炮 ----------------------------------------------------------------------------------------
_BZP_DECK = make_deck(1, without="LJ BJ")


def _bzp_sort(cards: list) -> list:
    from engine.games.banzipao.combos import value

    return sorted(cards, key=lambda c: (value(c), "SHCD".index(c.suit.value)))


def banzipao(hands: list[str], mode: str = "jiaopai", *, banker: int = 0, bidder: int | None = None,
             partner: int = 2, called: str = "HA", revealed: bool = True, leader: int | None = None):
    """A 板子炮 hand in the play phase of ``mode`` reached by real bidding (BZP-4): the 庄
    ``banker`` holds S7 (BZP-2.1); 叫牌: all say 不包 and the 庄 calls ``called``, dealt to
    ``partner``, and the call is public if ``revealed`` (BZP-4.4: the card has been played);
    包牌 / 反包: ``bidder`` says 包牌 and his 下家 不反 / 反包. Then the seats hold ``hands`` and
    ``leader`` (default the mode's first leader, BZP-6.1) leads."""
    fixed = ["", "", "", ""]
    fixed[banker] = "S7"
    if mode == "jiaopai":
        fixed[partner] = called
    dealt = _round_robin(_BZP_DECK, [13] * 4, fixed)
    hand = new_hand("banzipao", seed=1, options={"heaven_hands": False},
                    deal={"hands": [format_cards(h) for h in dealt]})
    assert hand.state.banker == banker
    if mode == "jiaopai":
        for _ in range(4):
            hand.apply(Action("choose", value="bubao"))
        hand.apply(Action("call", cards=tuple(parse_cards(called))))
    else:
        assert bidder is not None
        while hand.to_act != bidder:
            hand.apply(Action("choose", value="bubao"))
        hand.apply(Action("choose", value="baopai"))
        hand.apply(Action("choose", value="fanbao" if mode == "fanbao" else "bufan"))
    assert hand.phase == "play" and hand.state.mode == mode
    s = hand.state
    s.hands = [_bzp_sort(parse_cards(h)) for h in hands]  # the engine keeps hands in rank order
    s.revealed = mode == "jiaopai" and revealed
    s.won = [[], [], [], []]
    lead = s.to_act if leader is None else leader
    s.trick = Trick(lead)
    s.to_act = lead
    s.top_kind, s.top_key = None, []
    s.out = []
    hand._legal = None
    return hand


# ---- 打筒子 ----------------------------------------------------------------------------------------
def datongzi(hands: list[str], leader: int = 0):
    """A 打筒子 hand where the three seats hold only ``hands`` (the other cards were taken in
    earlier tricks, as in ``tests/engine/datongzi``) and ``leader`` leads."""
    hand = new_hand("datongzi", seed=1, context={"leader": leader})
    s = hand.state
    held = [parse_cards(h) for h in hands]
    rest = Counter(make_deck(3, without="3 4 LJ BJ")) - Counter(s.bottom)
    for h in held:
        rest -= Counter(h)
    s.hands = held
    s.won = [list(rest.elements()), [], []]
    s.trick = Trick(leader)
    s.to_act = leader
    s.top = None
    hand._legal = None
    hand._memo_d = None
    return hand
