"""Engine core: cards and notation, registry and options, actions, saves, matches (API sections 1-6)."""

import ast
import json
import pathlib
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine import (
    BIG_JOKER,
    GAMES,
    LITTLE_JOKER,
    Action,
    Card,
    IllegalAction,
    Suit,
    format_cards,
    load,
    make_deck,
    new_hand,
    new_match,
    parse_cards,
)
from engine.registry import hand_class

ROOT = pathlib.Path(__file__).resolve().parents[2]


# ---- cards (API 1)
def test_parse_accepts_every_notation():
    cards = parse_cards("S3 ht ♥10, ♠Q 大王 小王 LJ bj D10")
    assert format_cards(cards) == "S3 HT HT SQ BJ LJ LJ BJ DT"
    assert cards[4] == Card(Suit.JOKER, BIG_JOKER) and cards[5].rank == LITTLE_JOKER
    assert parse_cards("") == [] and parse_cards("  ,  ") == []


def test_parse_names_the_bad_token():
    with pytest.raises(ValueError, match="X9"):
        parse_cards("S3 X9")
    with pytest.raises(ValueError, match="S1"):
        parse_cards("S1")


def test_card_labels_and_tokens():
    c = parse_cards("SJ")[0]
    assert c.suit is Suit.S and c.rank == 11 and str(c) == "SJ"
    assert parse_cards("H10")[0].label_zh == "♥10"
    assert parse_cards("BJ")[0].label_zh == "大王" and parse_cards("LJ")[0].label_zh == "小王"


@given(st.lists(st.sampled_from(make_deck(2)), max_size=30))
def test_format_parse_round_trip(cards):
    assert parse_cards(format_cards(cards)) == cards


def test_make_deck_counts_and_removals():
    assert len(make_deck()) == 54
    assert len(make_deck(3, without="3 4 LJ BJ")) == 132
    deck = make_deck(1, without="LJ C2 D2")
    assert len(deck) == 51 and Card(Suit.C, 2) not in deck and Card(Suit.S, 2) in deck
    with pytest.raises(ValueError):
        make_deck(0)
    with pytest.raises(ValueError):
        make_deck(1, without="ZZ")


# ---- registry and options (API 2)
@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_registered_game_has_its_engine_package(game_id):
    """Each ``GameInfo`` line names a real game: its key is its id, and ``engine/games/<id>/`` plays it."""
    info = GAMES[game_id]
    assert info.id == game_id
    assert hand_class(game_id).GAME_ID == game_id
    assert len({i.rule_prefix for i in GAMES.values()}) == len(GAMES)  # rule numbers stay unambiguous


def test_every_registered_game_is_described():
    assert GAMES
    for info in GAMES.values():
        assert info.name_zh and info.name_en and info.default_players in info.players
        for opt in info.options:
            assert opt.default in opt.choices and opt.label_zh and opt.label_en


@pytest.mark.parametrize("bad, message", [
    ({"game_id": "poker"}, "unknown game"),
    ({"game_id": "banbiantianzha", "players": 4}, "3 players"),
    ({"game_id": "banbiantianzha", "options": {"nope": 1}}, "unknown option"),
    ({"game_id": "banbiantianzha", "options": {"hands": 7}}, "cannot be 7"),
    ({"game_id": "banbiantianzha", "options": {"hammer": 1}}, "cannot be 1"),
])
def test_bad_arguments_raise_clear_value_errors(bad, message):
    gid = bad.pop("game_id")
    with pytest.raises(ValueError, match=message):
        new_match(gid, **bad)
    with pytest.raises(ValueError, match=message):
        new_hand(gid, **bad)


def test_bad_deal_is_refused_with_reason():
    deck = make_deck(1, without="LJ C2 D2")
    hands = [format_cards(deck[i::3]) for i in range(3)]
    with pytest.raises(ValueError, match="17"):
        new_hand("banbiantianzha", deal={"hands": [hands[0] + " S3", hands[1], hands[2]]})
    swapped = "C2" + hands[0][2:]
    assert swapped != hands[0]
    with pytest.raises(ValueError, match="not the game's deck"):
        new_hand("banbiantianzha", deal={"hands": [swapped, hands[1], hands[2]]})


# ---- actions (API 4)
def test_action_constructors_and_round_trip():
    a = Action.play("S3 S4")
    assert a.kind == "play" and a.cards == tuple(parse_cards("S3 S4"))
    assert Action.pass_() == Action("pass")
    assert Action.from_dict(a.to_dict()) == a
    assert Action.from_dict(Action("choose", value="chui").to_dict()).value == "chui"
    with pytest.raises(ValueError):
        Action.from_dict({"cards": "S3"})


# ---- hands, saves, matches (API 5, 6)
def _play_randomly(hand, rng, steps):
    for _ in range(steps):
        if hand.is_over:
            return
        hand.apply(rng.choice(hand.legal_actions()))


def test_illegal_action_raises_and_changes_nothing():
    hand = new_hand("banbiantianzha", seed=5)
    before = json.dumps(hand.to_dict(), sort_keys=True)
    bad = Action("choose", value="kaiqiang")  # the hammer phase comes first (BBT-3.1)
    reason = hand.check(bad)
    assert reason and "BBT-3.1" in reason
    with pytest.raises(IllegalAction) as e:
        hand.apply(bad)
    assert str(e.value) == reason
    assert json.dumps(hand.to_dict(), sort_keys=True) == before
    assert hand.check("not an action")  # never raises


def test_a_seed_replays_the_whole_match():
    import random

    def play(seed):
        m = new_match("banbiantianzha", seed=seed)
        rng = random.Random(1)
        log = []
        for _ in range(3):
            while not m.hand.is_over:
                a = rng.choice(m.hand.legal_actions())
                log.append(str(a))
                m.hand.apply(a)
            m.next_hand()
        return log, m.scores, [r.deltas for r in m.history]

    assert play(11) == play(11)
    assert play(11) != play(12)


def test_hand_save_restores_and_continues_identically():
    import random

    hand = new_hand("banbiantianzha", seed=9)
    rng = random.Random(3)
    _play_randomly(hand, rng, 25)
    copy = engine.Hand.from_dict(json.loads(json.dumps(hand.to_dict())))
    assert copy.to_dict() == hand.to_dict()
    r1, r2 = random.Random(4), random.Random(4)
    _play_randomly(hand, r1, 500)
    _play_randomly(copy, r2, 500)
    assert hand.result().deltas == copy.result().deltas
    assert hand.to_dict() == copy.to_dict()


def test_next_hand_only_after_the_hand_is_over():
    m = new_match("banbiantianzha", seed=1)
    with pytest.raises(ValueError, match="not over"):
        m.next_hand()


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d.update(schema=99), "schema"),
    (lambda d: d.update(game_id="nope"), "unknown game"),
    (lambda d: d["state"].update(scores=[0]), "inconsistent"),
    (lambda d: d["hand"]["state"].update(phase=3), "text"),
    (lambda d: d["hand"]["state"]["hands"][0].append("Q9"), "Q9"),
    (lambda d: d["hand"]["state"].pop("dealt"), "dealt"),
    (lambda d: d["hand"]["state"]["dealt"][0].__setitem__(0, "C2"), "51-card"),
    (lambda d: d.pop("hand"), "object"),
])
def test_malformed_saves_raise_value_error(mutate, message):
    m = new_match("banbiantianzha", seed=2)
    m.hand.apply(Action("choose", value="buchui"))
    data = json.loads(json.dumps(m.to_dict()))
    mutate(data)
    with pytest.raises(ValueError, match=message):
        load(data)


def test_load_refuses_non_dicts():
    for bad in (None, [], "x", {"kind": "match"}):
        with pytest.raises(ValueError):
            load(bad)


@pytest.mark.slow  # whole matches saved and loaded at every step: the slow tier
@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**31), st.integers(0, 2**31))
def test_match_save_round_trips_at_every_step(seed, play_seed):
    import random

    m = new_match("banbiantianzha", seed=seed)
    rng = random.Random(play_seed)
    while not m.hand.is_over:
        data = json.loads(json.dumps(m.to_dict()))
        assert load(data).to_dict() == data
        m.hand.apply(rng.choice(m.hand.legal_actions()))
    assert load(m.to_dict()).scores == m.scores


def test_engine_never_imports_pygame_or_the_app():
    for path in (ROOT / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            for name in names:
                assert name.split(".")[0] not in ("pygame", "app", "ai"), f"{path} imports {name}"
    code = ("import sys, engine, engine.simulate; import engine.games.banbiantianzha; "
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0
