"""engine.load on damaged saves (issue 22): a mutated real save of any game either raises ValueError
or loads and then plays on (views, legal actions, 60 random actions, the next hand) without any
other exception. The long run with counts is benchmarks/save_mutations.py."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine

from .save_mutation import OPS, mutate, paths, play_on, real_saves

GAMES = list(engine.GAMES)
BASES = {g: real_saves(g) for g in GAMES}

JSON_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 20), st.sampled_from([2**70, -(2**40), 1.5]),
    st.text(max_size=4), st.sampled_from(["over", "play", "bid", "S3", "BJ", "zzz"]),
    st.just([]), st.just({}), st.lists(st.integers(-2, 6), max_size=3),
)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_mutated_save_is_refused_or_plays_on(game, data):
    save = copy.deepcopy(data.draw(st.sampled_from(BASES[game]), label="base"))
    rng = random.Random(data.draw(st.integers(0, 2**16), label="seed"))
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        where = list(paths(save))[1:]
        mutate(save, data.draw(st.sampled_from(where), label="path"), data.draw(st.sampled_from(OPS)),
               data.draw(JSON_VALUES), rng)
    try:
        match = engine.load(save)
    except ValueError:
        return
    play_on(match, rng)


def _bad(game: str, change) -> dict:
    save = copy.deepcopy(BASES[game][2])
    change(save)
    return save


def _deep(n: int) -> list:
    out: list = []
    for _ in range(n):
        out = [out]
    return out


# the damage the issue found, each by name: every one is a ValueError naming the field
CASES = {
    "seat list one short": ("banbiantianzha", lambda d: d["hand"]["state"]["points"].pop(), "points"),
    "unknown phase": ("sandayi", lambda d: d["hand"]["state"].update(phase="sleeping"), "phase"),
    "level past A": ("zhaopengyou", lambda d: d["hand"]["state"]["levels"].__setitem__(0, 15), "levels"),
    "extra without key": ("datongzi", lambda d: d["state"]["extra"].pop("leader"), "extra.leader"),
    "unhashable game id": ("banzipao", lambda d: d.update(game_id=["banzipao"]), "game"),
    "seat out of range": ("banzipao", lambda d: d["hand"]["state"].update(banker=7), "banker"),
    "to_act out of range": ("datongzi", lambda d: d["hand"]["state"].update(to_act=3), "to_act"),
    "negative chips": ("chexuan", lambda d: d["state"]["extra"]["bankrolls"].__setitem__(0, -5), "bankrolls"),
    "bad random state": ("sandayi", lambda d: d["state"].update(rng=[3, "00" * 2500, None]), "rng"),
    "random state cut": ("sandayi", lambda d: d["hand"]["state"].update(rng=[3, "ab", None]), "rng"),
    "deep nesting": ("chexuan", lambda d: d["hand"]["state"].update(stakes=_deep(5000)), "stakes"),
    "history longer than hands": ("banzipao", lambda d: d["state"].update(hand_no=0), "hand number"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_known_damage_raises_value_error_naming_the_field(name):
    game, change, field = CASES[name]
    with pytest.raises(ValueError, match=field.replace(".", r"\.")):
        engine.load(_bad(game, change))


def test_load_raises_only_value_error_even_for_non_dict_input():
    for junk in (None, 3, "x", [], {"schema": 1, "kind": "match", "game_id": {}}, _deep(100000)):
        with pytest.raises(ValueError):
            engine.load(junk)


def test_the_real_saves_load_and_play_on():
    for game, saves in BASES.items():
        for save in saves:
            assert play_on(engine.load(save), random.Random(1)) > 0 or engine.load(save).is_over, game


@pytest.mark.parametrize("game", GAMES)
def test_every_position_of_real_play_passes_the_shape_checks(game):
    """No false refusal: each position of two random-play matches (every phase of every hand they
    reach) is a hand and a match the shape checks accept."""
    from engine.hand import Hand
    from engine.validate import check_match

    for seed in (1, 2):
        match = engine.new_match(game, seed=seed)
        rng = random.Random(seed)
        for _ in range(600):
            Hand.from_dict(match.hand.to_dict())  # runs check_hand
            check_match(match)
            if match.hand.is_over:
                if match.is_over:
                    break
                match.next_hand()
                continue
            match.hand.apply(rng.choice(match.hand.legal_actions()))


# #33: saves of 半边天炸 that loaded and then failed in its scoring (``settle_with_lines``), found by a
# field-by-field search over 206 real positions; each is now refused at load, naming the rule
def _bbt_at(phase: str) -> dict:
    """A real 半边天炸 save whose hand is in ``phase``."""
    for seed in range(40):
        match = engine.new_match("banbiantianzha", seed=seed)
        rng = random.Random(seed)
        while not match.hand.is_over:
            if match.hand.state.phase == phase:
                return match.to_dict()
            match.hand.apply(rng.choice(match.hand.legal_actions()))
    raise AssertionError(f"no position in phase {phase}")



BBT_SCORING = {
    "dou before its phase": ("hammer", lambda st: st.update(dou=[None, True, None]), "BBT-3.5"),
    "banker counter-shoots himself": ("counter_shot", lambda st: st.update(counter_shot=st["banker"]),
                                      "BBT-3.3"),
    "zhuang neither banker nor counter": ("play", lambda st: st.update(zhuang=(st["banker"] + 1) % 3),
                                          "BBT-13.5"),
    "counter_dou without a dou": ("play", lambda st: st.update(counter_dou=True, dou=[None] * 3, helped=[]),
                                  "BBT-3.7"),
    "banker without the big joker": ("shoot", lambda st: st.update(banker=(st["banker"] + 1) % 3), "BBT-2.1"),
}


@pytest.mark.parametrize("name", list(BBT_SCORING))
def test_bbt_roles_that_scoring_refuses_are_refused_at_load(name):
    phase, change, rule = BBT_SCORING[name]
    save = _bbt_at(phase)
    engine.load(copy.deepcopy(save))  # the real save loads
    change(save["hand"]["state"])
    with pytest.raises(ValueError, match=rule):
        engine.load(save)
