"""Hands received from others (#33): a received file never names a file outside its folder, every
number and field is what a real match can produce, received hands are kept apart from the player's
own, nothing shared names the match seed, and a bad path is a message, never a crash."""

from __future__ import annotations

import json
import os
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from app.services import history as hist
from app.services.history import RECEIVED_KEEP, History, ImportRefused, export, parse_import, read_import
from app.services.i18n import I18n
from app.services.saves import SeatConfig
from app.services.userfile import loads, loads_in_pieces

from .test_history import entry_for, finished_hand


def export_bytes(*entries):
    return json.dumps({"format": "paiju-hands", "version": 1, "hands": list(entries)}).encode()


def refused(raw):
    with pytest.raises(ImportRefused) as e:
        parse_import(raw)
    for lang in ("zh", "en"):
        assert I18n(lang).t(e.value.key, **e.value.fields) != e.value.key
    return e.value.key


# ---- item 1: path traversal
TRAVERSALS = ["/../../../../../../tmp/x", "../x", "..\\..\\x", "a/b", "C:x", "x\x00y", "." * 40, "~root/x"]


@pytest.mark.parametrize("code", TRAVERSALS)
def test_a_forged_code_never_names_a_file_outside_the_export_folder(tmp_path, code):
    entry = json.loads(json.dumps(entry_for("banbiantianzha", 1)))
    entry["code"] = code
    # even handed straight to the exporter (not through the import's checks) the name is safe
    name = hist.export_name([entry])
    assert "/" not in name and "\\" not in name and ".." not in name and name.endswith("-hand1.json")
    folder = tmp_path / "out"
    folder.mkdir()
    path = export([entry], folder)
    assert path.parent == folder and [p.name for p in tmp_path.rglob("*") if p.is_file()] == [path.name]
    # through the import, the code is the one the hand's replay has, whatever the file said
    got = parse_import(export_bytes(entry))
    assert got[0]["code"] == engine.deal_code(engine.replay(entry["record"]).hand)


def test_an_export_name_from_an_unknown_game_is_refused(tmp_path):
    entry = json.loads(json.dumps(entry_for("datongzi", 2)))
    entry["record"]["game_id"] = "../../etc"
    with pytest.raises(OSError):
        export([entry], tmp_path)
    assert list(tmp_path.iterdir()) == []


# ---- item 3: imports checked against what a real match can produce
@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_every_game_round_trips_through_the_strict_import(tmp_path, game_id):
    entry = entry_for(game_id, 11)
    got = read_import(export([entry], tmp_path))
    assert got[0]["record"] == json.loads(json.dumps(entry["record"]))
    assert got[0]["code"] == entry["code"]


def _chexuan_with_stacks(stack):
    entry = json.loads(json.dumps(entry_for("chexuan", 4)))
    entry["record"]["origin"]["context"] = {"stacks": [stack] * entry["record"]["num_players"], "dealer": 0}
    return entry


@pytest.mark.parametrize("raw", [
    export_bytes(_chexuan_with_stacks(10**7)),
    export_bytes(_chexuan_with_stacks(2**62)),
    export_bytes(_chexuan_with_stacks(1)).replace(b'"stacks":[1', b'"stacks":[1' + b"0" * 4000),
])
def test_a_stack_or_score_beyond_a_real_match_is_refused(raw):
    assert refused(raw) in ("replay.import.bad_hand", "replay.import.not_json")


def test_a_stored_event_the_replay_does_not_produce_is_refused():
    entry = json.loads(json.dumps(entry_for("datongzi", 3)))
    step = next(s for s in entry["record"]["steps"] if s["events"])
    step["events"][0]["seat"] = (step["events"][0].get("seat", 0) + 1) % 3
    assert refused(export_bytes(entry)) == "replay.import.bad_hand"
    entry = json.loads(json.dumps(entry_for("datongzi", 3)))
    entry["record"]["deal"]["hands"].reverse()  # the stored deal is not the seed's
    assert refused(export_bytes(entry)) == "replay.import.bad_hand"


def test_unfinished_hands_are_dropped_and_counted():
    done = json.loads(json.dumps(entry_for("sandayi", 5)))
    h = engine.new_hand("sandayi", seed=6)
    h.apply(h.legal_actions()[0])
    seats = [SeatConfig("human")] + [SeatConfig("ai") for _ in range(3)]
    open_entry = json.loads(json.dumps(hist.make_entry(h, seats, hist.match_id(6), 1, None)))
    got = parse_import(export_bytes(open_entry, done))
    assert len(got) == 1 and got.unfinished == 1 and got[0]["record"] == done["record"]
    assert refused(export_bytes(open_entry)) == "replay.import.empty"


def test_received_names_and_dates_are_cleaned_and_clamped():
    entry = json.loads(json.dumps(entry_for("banzipao", 7)))
    entry["seats"][0]["name"] = "a\x00b\u202e" + "x" * 100
    entry["played_at"] = hist.LATEST - 1
    got = parse_import(export_bytes(entry))[0]
    assert got["seats"][0]["name"].startswith("ab") and len(got["seats"][0]["name"]) <= 24
    assert got["played_at"] <= time.time()


def test_a_byte_order_mark_is_accepted():
    entry = entry_for("banzipao", 8)
    assert len(parse_import(b"\xef\xbb\xbf" + export_bytes(entry))) == 1


# ---- item 4: every path operation inside the error handling
@pytest.mark.parametrize("path", ["~nosuchuser_paiju/x.json", "~nosuchuser_paiju", "a\x00b.json", "",
                                  "/" + "a" * 5000])
def test_a_bad_path_is_a_message(path):
    with pytest.raises(ImportRefused) as e:
        read_import(path)
    assert e.value.key.startswith("replay.import.")
    for lang in ("zh", "en"):
        assert I18n(lang).t(e.value.key, **e.value.fields) != e.value.key


# ---- item 6: received hands kept apart from the player's own
def test_an_import_never_evicts_the_players_own_hands(tmp_path):
    store = History(tmp_path)
    own = [entry_for("banbiantianzha", s, when=1_700_000_000.0 + s) for s in range(5)]
    store.add(own)
    friend = [json.loads(json.dumps(entry_for("banbiantianzha", 100 + s, when=hist.LATEST - 10 + s)))
              for s in range(3)]
    got = parse_import(export_bytes(*friend))
    assert store.add(got, received=True) == 3
    assert store.add(got, received=True) == 0  # the same file again adds nothing
    again = History(tmp_path)
    mine = [json.loads(json.dumps(e["record"])) for e in own]
    assert [e["record"] for e in again.hands("banbiantianzha")] == mine
    assert len(again.hands("banbiantianzha", received=True)) == 3
    assert all(e["played_at"] <= time.time() for e in again.hands("banbiantianzha", received=True))
    # a new hand of the player's own is kept, not dropped at once behind hands dated 2999
    store.add([entry_for("banbiantianzha", 50, when=time.time())])
    assert len(History(tmp_path).hands("banbiantianzha")) == 6
    assert RECEIVED_KEEP >= hist.EXPORT_MAX


def test_an_own_hand_sent_back_is_not_kept_twice(tmp_path):
    store = History(tmp_path)
    mine = entry_for("datongzi", 9)
    store.add([mine])
    assert store.add(parse_import(export_bytes(mine)), received=True) == 0


# ---- item 8: nothing shared names the match seed
@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_a_shared_hand_does_not_deal_the_rest_of_the_match(tmp_path, game_id):
    seed = 0x5EED_1234_ABCD
    players = engine.GAMES[game_id].players[0]
    match = engine.new_match(game_id, players=players, seed=seed)
    import random
    rng = random.Random(1)
    while not match.hand.is_over:
        legal = match.hand.legal_actions()
        plays = (legal.plays() if isinstance(legal, engine.SegmentedActions)
                 else [a for a in legal if a.kind == "play"])
        match.hand.apply(rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(legal))
    seats = [SeatConfig("human")] + [SeatConfig("ai") for _ in range(players - 1)]
    entry = hist.make_entry(match.hand, seats, hist.match_id(seed), 1, engine.deal_code(match.hand))
    text = export([entry], tmp_path).read_text()
    hand_seed = entry["record"]["origin"]["seed"]
    assert hand_seed != seed
    match.next_hand()
    later = match.hand._origin["seed"]
    for secret in (seed, later):
        for form in (str(secret), f"{secret:x}", f"{secret:X}"):
            assert form not in text
    # the hand's own deal code still deals it
    again = engine.hand_from_code(entry["code"])
    assert again.dealt_cards() == entry["record"]["deal"]


def test_an_old_entry_naming_its_seed_reads_as_the_matchs_digest(tmp_path):
    entry = json.loads(json.dumps(entry_for("sandayi", 12)))
    entry["match"]["id"] = f"{0xABCDEF:x}"
    (tmp_path / "history").mkdir()
    (tmp_path / "history" / "sandayi.json").write_text(json.dumps({"version": 1, "hands": [entry]}))
    [got] = History(tmp_path).hands("sandayi")
    assert got["match"]["id"] == hist.match_id(0xABCDEF) and "abcdef" not in got["match"]["id"]


# ---- item 10: stale temporary files in history/ are removed at start
def test_stale_temps_in_history_are_removed_at_start(tmp_path):
    for folder in (tmp_path / "history", tmp_path / "history" / "received"):
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "datongzi.json.p999999.abc.tmp").write_text("{")
        (folder / f"datongzi.json.p{os.getpid()}.abc.tmp").write_text("{")  # a write under way
    History(tmp_path)
    left = sorted(p.name for p in (tmp_path / "history").rglob("*.tmp"))
    assert left == [f"datongzi.json.p{os.getpid()}.abc.tmp"] * 2


def test_finished_hand_helper_is_finished():
    assert finished_hand("chexuan", 1).is_over


# ---- the import decodes an export hand by hand (the UI thread gets the interpreter between them)
LEAVES = st.one_of(st.none(), st.booleans(), st.integers(-(2**62), 2**62), st.text(max_size=5),
                   st.floats(allow_nan=False, allow_infinity=False, min_value=-1e9, max_value=1e9))
TREES = st.recursive(
    LEAVES, lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=4), kids, max_size=4),
    max_leaves=20)


@settings(max_examples=150, deadline=None)
@given(top=st.dictionaries(st.text(max_size=6), TREES, max_size=4), hands=st.lists(TREES, max_size=5),
       indent=st.sampled_from([None, 0, 2]), bom=st.booleans())
def test_decoding_in_pieces_is_decoding_in_one_go(top, hands, indent, bom):
    data = {**top, "hands": hands}
    raw = (b"\xef\xbb\xbf" if bom else b"") + json.dumps(data, indent=indent, ensure_ascii=False).encode()
    calls = []
    assert loads_in_pieces(raw, "hands", lambda: calls.append(1)) == loads(raw) == data
    assert len(calls) == len(hands)


@pytest.mark.parametrize("raw", [b'{"hands": [1, 2', b'{"hands": [1 2]}', b'{"hands": [1,]}', b'{"a": 1} x',
                                 b'{"a" 1}', b'{"hands": [1' + b"0" * 30 + b"]}", b'{"hands": [NaN]}', b"{",
                                 b'{"a": 1,}', b'{"hands": [[[]]}'])
def test_decoding_in_pieces_refuses_what_decoding_in_one_go_refuses(raw):
    with pytest.raises(ValueError):
        loads(raw)
    with pytest.raises(ValueError):
        loads_in_pieces(raw, "hands", lambda: None)
