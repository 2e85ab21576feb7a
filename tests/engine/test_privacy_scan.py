"""The simulator's privacy check scans the whole view, every key and every level, for cards a seat
may not see (API section 5: a view never contains another seat's hidden cards; BBT-14, ZPY-16,
CX-10 on what is face up) — not only ``hands``."""

from __future__ import annotations

from engine import new_hand, parse_cards
from engine.registry import game_module
from engine.simulate import Simulation, _generic_checks, _privacy_leaks


def test_a_hidden_card_anywhere_in_the_view_is_found():
    sim = Simulation()
    hidden = [parse_cards("SA HK")]
    view = {"trick": {"plays": [{"seat": 1, "cards": ["S3", "HK"]}]}, "note": "SA", "x": [["D4"]]}
    assert _privacy_leaks(view, hidden, sim) == ["shows hidden cards at view.trick.plays[0].cards: HK",
                                                 "shows hidden cards at view.note: SA"]
    assert _privacy_leaks({"played": ["S3", "D4"]}, hidden, sim) == []


def test_several_packs_count_copies_and_catch_a_whole_hidden_hand():
    """With three packs a card may be both hidden and shown (another copy); more copies than are
    outside the hidden hands, or a hidden hand shown whole, is a leak."""
    sim = Simulation(packs=3)
    hidden = [parse_cards("S5 S5 H9 C2 DK")]
    assert _privacy_leaks({"played": ["S5"]}, hidden, sim) == []
    assert _privacy_leaks({"played": ["S5", "S5"]}, hidden, sim) == ["shows hidden cards at view.played: S5"]
    whole = [parse_cards("S5 H9 C2 DK")]  # each card within its copies, but the very hand
    assert _privacy_leaks({"peek": ["DK", "C2", "H9", "S5"]}, whole, sim) == [
        "shows hidden cards at view.peek: C2 DK H9 S5"]


def test_keys_that_only_look_like_cards_can_be_skipped():
    """找朋友's trump "S2" names a suit and a level, not a held card (ZPY-4)."""
    hidden = [parse_cards("S2 S2 S2")]
    view = {"trump": {"text": "S2"}, "bidding": {"trump": "S2"}}
    assert _privacy_leaks(view, hidden, Simulation(packs=3)) != []
    assert _privacy_leaks(view, hidden, Simulation(packs=3, not_cards=frozenset({"trump"}))) == []


def test_the_generic_checks_catch_a_leak_outside_hands():
    """A view that slips another seat's card into a key of its own fails the simulator's check."""
    hand = new_hand("banzipao", seed=4)
    sim = game_module("banzipao").SIMULATION
    assert _generic_checks(hand, sim) == []
    honest = type(hand).view

    def leaky(self, seat):
        v = honest(self, seat)
        v["trick"] = {"leader": 0, "plays": [{"seat": 1, "cards": [str(self.hands[1][0])]}], "top": None}
        return v

    hand.view = leaky.__get__(hand)
    fails = _generic_checks(hand, sim)
    assert any("view(0) shows hidden cards at view.trick.plays[0].cards" in f for f in fails)
    assert not any("view(1) shows hidden" in f for f in fails)  # his own card
