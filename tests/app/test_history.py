"""Hand history (``app/services/history.py``): the last 50 hands per game, the corrupt-file rule, and
export/import, whose import refuses anything that does not replay to its stated result (#24)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from app.services import history as hist
from app.services.history import KEEP, History, ImportRefused, export, make_entry, parse_import, read_import
from app.services.i18n import I18n
from app.services.saves import SeatConfig


def finished_hand(game_id: str, seed: int, play_seed: int | None = None):
    """A hand of ``game_id`` played to its end by random legal decisions (plays preferred)."""
    h = engine.new_hand(game_id, seed=seed)
    rng = random.Random(seed if play_seed is None else play_seed)
    while not h.is_over:
        legal = h.legal_actions()
        # 打筒子 lists its plays lazily (too many to build): the same choice without listing them
        plays = (legal.plays() if isinstance(legal, engine.SegmentedActions)
                 else [a for a in legal if a.kind == "play"])
        h.apply(rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(legal))
    return h


def entry_for(game_id: str, seed: int, hand_no: int = 1, when: float = 1_700_000_000.0, match: int = 1):
    h = finished_hand(game_id, seed)
    seats = [SeatConfig("human", "小明")] + [SeatConfig("ai") for _ in range(h.num_players - 1)]
    return make_entry(h, seats, hist.match_id(match), hand_no, engine.deal_code(h), when=when)


@pytest.fixture(scope="module")
def bbt_entries():
    return [entry_for("banbiantianzha", seed, hand_no=seed + 1, when=1_700_000_000.0 + seed)
            for seed in range(KEEP + 3)]


def test_keeps_the_last_fifty_per_game_and_round_trips(tmp_path, bbt_entries):
    store = History(tmp_path)
    for e in bbt_entries:
        store.add([e])
    other = entry_for("chexuan", 1)
    store.add([other])
    kept = store.hands("banbiantianzha")
    assert len(kept) == KEEP
    # the three oldest were dropped, the newest kept, oldest first
    assert [e["played_at"] for e in kept] == [e["played_at"] for e in bbt_entries[3:]]
    again = History(tmp_path)  # a new run reads back exactly what was written
    assert again.hands("banbiantianzha") == json.loads(json.dumps(kept))
    assert again.hands("chexuan") == [json.loads(json.dumps(other))]
    assert (tmp_path / "history" / "banbiantianzha.json").is_file()
    assert not list((tmp_path / "history").glob("*.tmp"))


def test_the_same_hand_is_kept_once(tmp_path, bbt_entries):
    store = History(tmp_path)
    store.add([bbt_entries[0]])
    store.add([bbt_entries[0], bbt_entries[1]])
    assert len(store.hands("banbiantianzha")) == 2


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe", b"[]", b'{"version": 1}',
                                     b'{"version": "x", "hands": []}'])
def test_a_corrupt_history_file_is_moved_aside_with_a_message(tmp_path, lang, content):
    folder = tmp_path / "history"
    folder.mkdir()
    (folder / "sandayi.json").write_bytes(content)
    store = History(tmp_path)
    assert store.hands("sandayi") == []
    [damage] = store.take_damage()
    assert damage.moved_to is not None and damage.moved_to.read_bytes() == content
    assert not (folder / "sandayi.json").exists()
    i18n = I18n(lang)
    text = damage.message(i18n.t)
    assert ("牌局记录文件" if lang == "zh" else "hand history file") in text
    assert damage.moved_to.name in text
    assert store.take_damage() == []  # told once
    store.add([entry_for("sandayi", 2)])  # and the history starts afresh
    assert len(History(tmp_path).hands("sandayi")) == 1


def test_a_newer_history_file_is_set_aside_as_future(tmp_path):
    (tmp_path / "history").mkdir()
    (tmp_path / "history" / "chexuan.json").write_text('{"version": 99, "hands": []}')
    store = History(tmp_path)
    assert store.hands("chexuan") == []
    assert store.take_damage()[0].reason == "future"


def test_a_bad_entry_is_dropped_not_the_file(tmp_path):
    good = [entry_for("chexuan", s, when=1_700_000_000.0 + s) for s in range(3)]
    bad = [dict(good[0], seats="x"), {"record": 5}, 7, dict(good[1], played_at="yesterday"),
           dict(good[2], record={**good[2]["record"], "game_id": "sandayi"})]
    (tmp_path / "history").mkdir()
    data = {"version": 1, "game": "chexuan", "hands": [good[0], *bad, good[1], good[2]]}
    (tmp_path / "history" / "chexuan.json").write_text(json.dumps(data))
    store = History(tmp_path)
    assert store.hands("chexuan") == json.loads(json.dumps(good))
    assert store.take_damage() == []


@pytest.mark.parametrize("game_id", list(engine.GAMES))
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000))
def test_an_entry_replays_to_its_recorded_result(game_id, seed):
    """A kept hand, through JSON and back, steps to exactly the result the hand had."""
    h = finished_hand(game_id, seed)
    seats = [SeatConfig("human")] + [SeatConfig("ai") for _ in range(h.num_players - 1)]
    entry = json.loads(json.dumps(make_entry(h, seats, "m", 1, None)))
    rp = hist.verify(hist.parse_entry(entry))
    while not rp.at_end:
        rp.forward()
    assert rp.hand.result().deltas == h.result().deltas
    assert rp.hand.result().winners == h.result().winners
    assert entry["summary"]["deltas"] == list(h.result().deltas)


# ---- export and import
def test_export_then_import_round_trips(tmp_path):
    entries = [entry_for("zhaopengyou", 3, hand_no=2), entry_for("zhaopengyou", 4, hand_no=3)]
    path = export(entries, tmp_path)
    assert path.parent == tmp_path and path.name.startswith("paiju-zhaopengyou-")
    assert entries[0]["code"] in path.name
    assert read_import(path) == json.loads(json.dumps(entries))
    assert export(entries, tmp_path) != path  # a second export never overwrites the first


def test_export_dir_exists():
    assert hist.export_dir().is_dir()


@pytest.mark.parametrize(("content", "key"), [
    (b"", "replay.import.not_json"),
    (b"\x00\x01", "replay.import.not_json"),
    (b"[1, 2]", "replay.import.not_ours"),
    (b'{"format": "paiju-hands", "version": 2, "hands": []}', "replay.import.version"),
    (b'{"format": "paiju-hands", "version": 1, "hands": []}', "replay.import.empty"),
    (b'{"format": "paiju-hands", "version": 1, "hands": [{}]}', "replay.import.bad_hand"),
    (b"[" * 100_000, "replay.import.not_json"),
])
def test_import_refuses_bad_files_with_a_message(content, key):
    with pytest.raises(ImportRefused) as e:
        parse_import(content)
    assert e.value.key == key
    for lang in ("zh", "en"):
        assert I18n(lang).t(e.value.key, **e.value.fields) != e.value.key


def test_import_of_a_missing_file_is_refused(tmp_path):
    with pytest.raises(ImportRefused) as e:
        read_import(tmp_path / "nothing.json")
    assert e.value.key == "replay.import.missing"


def test_a_tampered_result_is_refused(tmp_path):
    entry = json.loads(json.dumps(entry_for("banzipao", 5)))
    entry["summary"]["deltas"][0] += 1
    raw = json.dumps({"format": "paiju-hands", "version": 1, "hands": [entry]}).encode()
    with pytest.raises(ImportRefused):
        parse_import(raw)
    entry = json.loads(json.dumps(entry_for("banzipao", 5)))
    entry["record"]["result"]["deltas"][0] += 1
    with pytest.raises(ImportRefused):
        parse_import(json.dumps({"format": "paiju-hands", "version": 1, "hands": [entry]}).encode())


@pytest.fixture(scope="module")
def exported_bytes(tmp_path_factory):
    folder = tmp_path_factory.mktemp("export")
    entries = [entry_for("chexuan", 8), entry_for("banbiantianzha", 9)]
    return export(entries, folder).read_bytes()


def _json_edit(data, rng: random.Random):
    """Change one leaf (or drop one key) somewhere in the decoded file."""
    node, path = data, []
    if rng.random() < 0.8:  # mostly inside the hands, where a change must be caught by the replay
        path.append((data, "hands"))
        node = data["hands"]
    while isinstance(node, (dict, list)) and node and rng.random() < 0.92:
        key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
        path.append((node, key))
        node = node[key]
    if not path:
        return None
    parent, key = path[-1]
    choice = rng.randrange(6)
    if choice == 0 and isinstance(parent, dict):
        del parent[key]
    elif choice == 1:
        parent[key] = None
    elif choice == 2:
        parent[key] = rng.choice([0, -1, 10**12, 1.5, "x", "", [], {}, True])
    elif choice == 3 and isinstance(node, int) and not isinstance(node, bool):
        parent[key] = node + rng.choice([-1, 1])
    elif choice == 4 and isinstance(node, str):
        parent[key] = node[::-1]
    else:
        parent[key] = [node]
    return data


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kind=st.sampled_from(["flip", "truncate", "edit"]), seed=st.integers(0, 2**32 - 1))
def test_import_of_a_mutated_export_accepts_or_refuses_never_raises(exported_bytes, kind, seed):
    rng = random.Random(seed)
    raw = bytearray(exported_bytes)
    if kind == "flip":
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(raw))
            raw[i] ^= 1 << rng.randrange(8)
        raw = bytes(raw)
    elif kind == "truncate":
        raw = bytes(raw[: rng.randrange(len(raw))])
    else:
        edited = _json_edit(json.loads(exported_bytes), rng)
        raw = json.dumps(edited).encode() if edited is not None else b"null"
    try:
        entries = parse_import(raw)
    except ImportRefused as e:
        assert I18n("zh").t(e.key, **e.fields) != e.key
        return
    # accepted: every hand it holds still replays to its stated result
    for entry in entries:
        rp = hist.verify(entry)
        while not rp.at_end:
            rp.forward()
        assert list(rp.hand.result().deltas) == entry["summary"]["deltas"]


def test_import_of_mutated_exports_quick(exported_bytes):
    """The property above on a few fixed mutations, for the fast suite."""
    rng = random.Random(1)
    for _ in range(12):
        raw = bytearray(exported_bytes)
        raw[rng.randrange(len(raw))] ^= 0x20
        try:
            parse_import(bytes(raw))
        except ImportRefused:
            pass
