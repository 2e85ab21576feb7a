"""A hand's history: take-back (``Match.undo``), deal codes, hand records and their replay.

Engine support for take-back, replays and deal codes: every state is rebuilt from the hand's seed
and its decisions, so these tests compare whole saves (``to_dict()``), not a few fields.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine import Action, deal_code, hand_from_code, replay
from engine.handlog import rebuild

GAME_IDS = sorted(engine.GAMES)


def _play(hand: engine.Hand, rng: random.Random, steps: int,
          match: engine.Match | None = None) -> list[tuple[int, dict]]:
    """Random legal decisions; returns (seat, save just before it) for each: the match's save when
    a match is given, else the hand's."""
    before = []
    for _ in range(steps):
        if hand.is_over:
            break
        before.append((hand.to_act, (match or hand).to_dict()))
        hand.apply(rng.choice(hand.legal_actions()))
    return before


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(GAME_IDS), seed=st.integers(0, 2**32), steps=st.integers(1, 400),
       who=st.integers(0, 5))
def test_undo_restores_exactly_the_match_before_the_seats_last_decision(game, seed, steps, who):
    match = engine.new_match(game, seed=seed)
    hand = match.hand
    before = _play(hand, random.Random(seed), steps, match)
    seat = who % match.num_players
    mine = [snap for s, snap in before if s == seat]
    if not mine:
        after = match.to_dict()
        assert match.undo(seat) is False
        assert match.to_dict() == after  # nothing changed
        return
    assert match.undo(seat) is True
    assert match.hand is hand  # the same object: the app and the AI keep their reference
    assert match.to_dict() == mine[-1]  # a finished hand's result is unbooked too
    assert hand.to_act == seat and not hand.is_over
    # the restored hand plays on: its legal actions are those of the position
    now, then = hand.legal_actions(), engine.load(mine[-1]).hand.legal_actions()
    assert len(now) == len(then)  # (打筒子 lists its plays lazily: compare by index, not whole)
    assert all(now[i] == then[i] for i in range(0, len(now), max(1, len(now) // 200)))


def test_undo_survives_a_save_and_load():
    match = engine.new_match("sandayi", seed=11)
    before = _play(match.hand, random.Random(3), 40)
    loaded = engine.load(json.loads(json.dumps(match.to_dict())))
    assert loaded.actions == match.actions and len(loaded.actions) == 40
    seat = before[-1][0]
    last = [snap for s, snap in before if s == seat][-1]
    assert loaded.undo(seat) and loaded.hand.to_dict() == last


def test_undo_after_the_last_decision_unbooks_the_result_even_after_a_save():
    match = engine.new_match("banzipao", seed=4)
    before = _play(match.hand, random.Random(4), 10_000, match)
    assert match.hand.is_over and len(match.history) == 1
    loaded = engine.load(json.loads(json.dumps(match.to_dict())))
    seat, snap = before[-1]
    assert loaded.undo(seat) and loaded.to_dict() == snap
    assert loaded.history == [] and loaded.scores == [0, 0, 0, 0]
    # once the next hand has begun, the last one is out of reach
    assert match.undo(seat) and match.to_dict() == snap
    _play(match.hand, random.Random(4), 10_000, match)
    match.next_hand()
    assert all(match.undo(s) is False for s in range(match.num_players))


def test_an_unbooked_state_that_is_not_this_hands_is_refused():
    match = engine.new_match("banzipao", seed=4)
    _play(match.hand, random.Random(4), 10_000)
    data = match.to_dict()
    data["unbooked"]["hand_no"] = 7
    with pytest.raises(ValueError, match="unbooked"):
        engine.load(data)


def test_a_save_written_before_hand_histories_still_loads_without_undo():
    match = engine.new_match("datongzi", seed=8)
    _play(match.hand, random.Random(8), 12)
    data = match.to_dict()
    del data["hand"]["origin"], data["hand"]["actions"]
    old = engine.load(data)
    assert old.actions == []
    assert old.undo(old.hand.to_act) is False
    with pytest.raises(ValueError, match="older save"):
        deal_code(old.hand)
    with pytest.raises(ValueError):
        old.hand.record()
    _play(old.hand, random.Random(1), 5)  # and it plays on, and saves and loads as before
    assert old.actions == [] and engine.load(old.to_dict()).to_dict() == old.to_dict()


@pytest.mark.parametrize("bad", [
    {"origin": {"seed": 1}},                                     # keys missing
    {"origin": {"seed": "x", "deal": None, "context": None}},    # not a number
    {"actions": [[0, {"kind": "play"}]]},                        # decisions without an origin
    {"actions": [[9, {"kind": "pass"}]]},                        # no such seat
    {"actions": "pass"},
])
def test_a_malformed_history_in_a_save_is_refused_with_value_error(bad):
    data = engine.new_match("banbiantianzha", seed=2).to_dict()
    if "actions" in bad:
        del data["hand"]["origin"]
    data["hand"].update(bad)
    with pytest.raises(ValueError):
        engine.load(data)


def test_a_history_that_does_not_replay_takes_nothing_back_and_is_dropped():
    match = engine.new_match("zhaopengyou", seed=6)
    _play(match.hand, random.Random(6), 8)
    data = match.to_dict()
    data["hand"]["actions"][0][0] = (data["hand"]["actions"][0][0] + 1) % 5  # the wrong seat
    forged = engine.load(data)
    state = forged.hand.to_dict()["state"]
    assert forged.undo(forged.hand.actions[-1][0]) is False
    assert forged.hand.to_dict()["state"] == state and forged.actions == []
    _play(forged.hand, random.Random(2), 5)  # it plays on, and saves and loads as before
    assert forged.actions == [] and engine.load(forged.to_dict()).to_dict() == forged.to_dict()


# ---- deal codes
def _first_hands_of_a_match(game: str, seed: int, count: int):
    """Hands as a match deals them (their context differs from a first hand's)."""
    match = engine.new_match(game, seed=seed)
    rng = random.Random(seed)
    for _ in range(count):
        yield match.hand
        _play(match.hand, rng, 10_000)
        if match.is_over:
            return
        match.next_hand()


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_deal_code_deals_the_same_cards_to_the_same_seats(game):
    for hand in _first_hands_of_a_match(game, 21, 3):
        code = deal_code(hand)
        again = hand_from_code(code)
        assert again.game_id == game and again.num_players == hand.num_players
        assert again.dealt_cards() == rebuild(hand, 0).dealt_cards()
        assert deal_code(again) == code


@pytest.mark.parametrize("players", [2, 3, 6])
def test_chexuan_codes_keep_the_player_count_and_the_seats_in_play(players):
    """CX-1.3 / CX-10.2: the dealer and the seats with chips decide who gets which card."""
    hand = engine.new_hand("chexuan", players=players, seed=77,
                           context={"stacks": [0] + [500] * (players - 1), "dealer": players - 1}
                           if players > 2 else None)
    again = hand_from_code(deal_code(hand))
    assert again.num_players == players and again.dealt_cards() == hand.dealt_cards()


def test_a_deal_code_reads_forgivingly():
    hand = engine.new_hand("banbiantianzha", seed=123456789)
    code = deal_code(hand)
    assert code.startswith("BBT-") and len(code) == len("BBT-XXXXXX-XXXXXX-XXXXXX")
    loose = " " + code.lower().replace("-", " ").replace("0", "o").replace("1", "l") + " "
    assert hand_from_code(loose).dealt_cards() == hand.dealt_cards()


@given(seed=st.integers(0, 2**63 - 1), data=st.data())
@settings(max_examples=60, deadline=None)
def test_every_single_wrong_character_and_every_neighbour_swap_is_refused(seed, data):
    game = data.draw(st.sampled_from(GAME_IDS))
    code = deal_code(engine.new_hand(game, seed=seed))
    prefix, body = code.split("-", 1)
    chars = body.replace("-", "")
    pos = data.draw(st.integers(0, len(chars) - 1))
    other = data.draw(st.sampled_from([c for c in "0123456789ABCDEFGHJKMNPQRSTVWXYZ" if c != chars[pos]]))
    wrong = chars[:pos] + other + chars[pos + 1:]
    with pytest.raises(ValueError, match="mistyped|players|not one of"):
        hand_from_code(f"{prefix}-{wrong}")
    k = data.draw(st.integers(0, 13))  # neighbours among the first 15 (the payload)
    if chars[k] != chars[k + 1]:
        swapped = chars[:k] + chars[k + 1] + chars[k] + chars[k + 2:]
        with pytest.raises(ValueError):
            hand_from_code(f"{prefix}-{swapped}")


@pytest.mark.parametrize("text, says", [
    ("", "starts with a game"), ("XYZ-000000-000000-000000", "starts with a game"),
    ("BBT-000000-000000", "characters after the game"), ("BBT-00000U-000000-000000", "not a deal-code"),
    (None, "text"),
])
def test_what_is_not_a_deal_code_is_refused_saying_why(text, says):
    with pytest.raises(ValueError, match=says):
        hand_from_code(text)


def test_a_fixed_deal_has_no_code():
    hand = engine.new_hand("banbiantianzha", seed=1)
    fixed = engine.new_hand("banbiantianzha", deal=hand.dealt_cards())
    with pytest.raises(ValueError, match="given cards"):
        deal_code(fixed)


# ---- records and replays
@pytest.mark.parametrize("game", GAME_IDS)
def test_a_record_replays_to_its_result_forward_and_back(game):
    match = engine.new_match(game, seed=31)
    hand = match.hand
    snaps = [s for _, s in _play(hand, random.Random(31), 10_000)]
    assert hand.is_over
    record = json.loads(json.dumps(hand.record()))  # plain JSON
    assert [s["seat"] for s in record["steps"]] == [s for s, _ in hand.actions]
    rp = replay(record)
    assert rp.length == len(snaps)
    events = []
    while not rp.at_end:
        events.append([e.kind for e in rp.forward()])
    assert rp.hand.result() == hand.result()
    assert events == [[e["kind"] for e in step["events"]] for step in record["steps"]]
    mid = len(snaps) // 2
    rp.seek(mid)
    assert rp.hand.to_dict()["state"] == snaps[mid]["state"]
    rp.back()
    assert rp.index == mid - 1 and rp.hand.to_dict()["state"] == snaps[mid - 1]["state"]
    assert engine.new_hand(game, seed=0, deal=record["deal"]).dealt_cards() == record["deal"]
    # iterated, each step carries its decision, its events and every seat's view after it
    rp.seek(0)
    steps = list(rp)
    assert len(steps) == len(rp) == len(hand.actions)
    assert [(s.seat, s.action) for s in steps] == hand.actions
    assert steps[-1].views == [hand.view(s) for s in range(hand.num_players)]
    assert steps[-1].spectator == hand.view(None) and steps[-1].events[-1].kind == "hand_over"


def _finished_record(game: str = "banzipao") -> dict:
    hand = engine.new_match(game, seed=5).hand
    _play(hand, random.Random(5), 10_000)
    return json.loads(json.dumps(hand.record()))


@pytest.mark.parametrize("mutate, says", [
    (lambda r: r.update(kind="match"), "not a hand record"),
    (lambda r: r.update(version=99), "version"),
    (lambda r: r.update(game_id="poker"), "unknown game"),
    (lambda r: r.update(num_players=9), "player count"),
    (lambda r: r.update(steps={}), "steps"),
    (lambda r: r.update(origin=None), "origin"),
    (lambda r: r["steps"].pop(), "result"),
    (lambda r: r["steps"][0].update(action={"kind": "dance"}), "does not replay"),
    (lambda r: r["steps"].__setitem__(slice(0, 2), r["steps"][1::-1]), "does not replay"),
    (lambda r: r["result"].update(deltas=[0, 0, 0, 0]), "result"),
])
def test_a_tampered_record_is_refused_with_value_error(mutate, says):
    record = _finished_record()
    mutate(record)
    with pytest.raises(ValueError, match=says):
        replay(record)


@pytest.mark.slow  # 80 mutated records replayed: the slow tier
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_mutation_of_a_record_replays_or_raises_value_error(data):
    record = _finished_record(data.draw(st.sampled_from(["banbiantianzha", "chexuan"])))
    steps = record["steps"]
    k = data.draw(st.integers(0, len(steps) - 1))
    junk = data.draw(st.one_of(st.none(), st.integers(-3, 300), st.text(max_size=4),
                               st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=3),
                                                                                  st.integers(), max_size=2)))
    where = data.draw(st.sampled_from(["seat", "action", "kind", "cards", "value", "origin", "deal"]))
    if where in ("seat", "action"):
        steps[k][where] = junk
    elif where in ("kind", "cards", "value"):
        steps[k]["action"][where] = junk
    else:
        record["origin"][where if where == "deal" else "seed"] = junk
    try:
        rp = replay(record)
    except ValueError:
        return
    while not rp.at_end:
        rp.forward()
    assert rp.hand.is_over


def test_taking_back_is_not_an_action_kind():
    """Take-back rebuilds the hand; it never goes through apply, so no game accepts it as a move."""
    hand = engine.new_hand("datongzi", seed=3)
    assert hand.check(Action("undo")) is not None
