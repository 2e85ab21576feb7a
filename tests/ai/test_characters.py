"""AI characters (issue #25): the default is the tuned policy exactly; each other character moves
its choice-phase frequencies the way docs/ai.md says; none ever plays an illegal action."""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ai
import engine
from ai.characters import CHARACTERS, STEADY, Style, character, choice_name, style_of
from ai.style_probe import decision_digest, probe, rates

#: ``decision_digest`` of the policy before characters existed (main at 025c79c, the call
#: ``ai.make_player(game, level, seed)``), recomputed with ``steady``: equal digests = equal
#: decisions. Choice phases at normal and hard (before the card play; hard's searches are timed),
#: whole hands where the play is deterministic (easy everywhere, normal without a timed search).
BEFORE = [
    # changed on purpose (issue #35, the choice bench): 抖 only with cost less the bombs' allowance
    # <= 2.5, not 5.0 (ai.games.banbiantianzha.DOU; e1cf23caa2a0af7e before, at normal and hard);
    # and again: a 2 lowers that score by 4.0 and an ace by 0.5, the bar at 0.5 (DOU_TWO, DOU_ACE;
    # 96933f21825946c7 before, at normal and hard)
    ("banbiantianzha", "normal", 30, False, "c8fa6319513c4449"),
    ("banzipao", "normal", 30, False, "1ccb3079b6d74318"),
    ("sandayi", "normal", 30, False, "22ac9e8b5457430e"),
    ("zhaopengyou", "normal", 30, False, "7aa3489e0d0d2e9d"),
    ("banbiantianzha", "hard", 30, False, "c8fa6319513c4449"),
    ("banzipao", "hard", 30, False, "8ea5e5a4d1953877"),
    ("sandayi", "hard", 30, False, "22ac9e8b5457430e"),
    ("zhaopengyou", "hard", 30, False, "7aa3489e0d0d2e9d"),
    ("banbiantianzha", "easy", 4, True, "47b480000a241a24"),
    # changed on purpose (issue #35, point 4): a partner's winning play is overtaken when a short
    # opponent answers it first (HeuristicPlay.partner_threat; b3ee313cb27cf832 and
    # ab0e52bc97cd6bdc before, and again with partner_threat switched off)
    ("banzipao", "easy", 4, True, "6c501da4ce97abbf"),
    ("sandayi", "easy", 4, True, "ad9d32a410a824b5"),
    ("zhaopengyou", "easy", 4, True, "93468f328f281e42"),
    ("chexuan", "easy", 4, True, "e0effa42337e0ae2"),
    # changed on purpose (issue #35, point 4, as above: c6af46acf80b6e7c; and point 8: a 正510K's
    # card is swapped for a plain one of its rank, ai.games.banbiantianzha.keep_zheng_510k, which
    # switched off gives c6af46acf80b6e7c again; 6d805c8ade73fad3 before both); and again (issue
    # #35, the choice bench): 抖's bar at 2.5, not 5.0 (46990d4821bdc0e6 before)
    ("banbiantianzha", "normal", 4, True, "6e76255ffff76c93"),
    # changed on purpose (issue #25, point 2): normal weighs the opponents' bets as hard does
    # (ai.games.chexuan.NORMAL_RANGE; 93e110edf9b037b4 before); and again (issue #35, point 3): a
    # last 休 that voids the hand is worth nothing (CX-11.9; 31e1bddebbfed34e before)
    ("chexuan", "normal", 12, True, "63838cfa58200fc2"),
    ("chexuan", "hard", 3, True, "c3d7170e1dbc6cc5"),
    ("datongzi", "easy", 1, True, "60cd13483a3df18c"),
    ("datongzi", "normal", 1, True, "9da912a259bae884"),
    # changed on purpose (issue #35, point 5): a candidate friend claims the friendship only when
    # every legal play does (ai.games.zhaopengyou.CLAIM_PENALTY; 4cc211090f49a67b before, and again
    # with the penalty set to -20, the old +20 claim bonus)
    ("zhaopengyou", "normal", 2, True, "58b4a9d60404944b"),
]


@pytest.mark.parametrize("game,level,deals,full,digest", BEFORE, ids=lambda x: str(x))
def test_steady_makes_the_same_decisions_as_the_policy_before_characters(game, level, deals, full, digest):
    assert decision_digest(game, level, deals, full) == digest


# 扯旋's whole betting hands cost about 3 CPU seconds: slow-tier
@pytest.mark.parametrize("game", ["banbiantianzha", pytest.param("chexuan", marks=pytest.mark.slow)])
def test_the_default_character_is_steady_and_the_others_differ(game):
    """``make_player`` without a character plays ``steady``; ``cautious`` and ``bold`` do not play
    the same seeded hands the same way (the digest would not tell them apart otherwise)."""
    plain = decision_digest(game, "normal", 8, game == "chexuan", make=ai.make_player)
    assert plain == decision_digest(game, "normal", 8, game == "chexuan")
    for cid in ("cautious", "bold"):
        # 60 deals: 半边天炸's first 40 hold no choice that cautious's nerve turns since 抖 weighs the 2s
        deals = 60 if game != "chexuan" else 8
        other = decision_digest(game, "normal", deals, game == "chexuan",
                                make=lambda g, lv, s, c=cid: ai.make_player(g, lv, s, character=c))
        assert other != decision_digest(game, "normal", deals, game == "chexuan")


def test_the_table_of_characters():
    assert [c.id for c in CHARACTERS] == ["steady", "cautious", "bold"]
    assert style_of(None) == STEADY == character("steady").style and STEADY.plain
    assert all(c.zh and c.en and c.desc_zh and c.desc_en for c in CHARACTERS)
    with pytest.raises(ValueError, match="unknown character"):
        ai.make_player("banbiantianzha", "normal", 1, character="reckless")
    # documented directions: cautious below the tuned policy on every field, bold above
    fields = ("nerve", "hammer", "bomb", "raise_shift", "call_margin", "bluff")
    cautious, bold = character("cautious").style, character("bold").style
    assert all(getattr(cautious, f) <= 0 <= getattr(bold, f) for f in fields)
    assert Style(bluff=0.1) != STEADY and not Style(bluff=0.1).plain


def test_choice_names():
    assert choice_name("choose", "chui") == "chui"
    assert choice_name("choose", "buchui") is None
    assert choice_name("bid", 2) == "bid" and choice_name("bid", 0) is None
    assert choice_name("allin", None) == "raise"
    assert choice_name("play", None) is None
    assert choice_name("choose", ["unhashable"]) is None


def _rates(game: str, cid: str, deals: int, level: str = "normal", full: bool = False) -> dict[str, float]:
    # every argument passed by position: the cache keys keywords apart, so a call that spelled out
    # ``full=False`` and one that left it out measured the same 150 扯旋 hands twice
    return _probed_rates(game, cid, deals, level, full)


@functools.cache  # the 扯旋 raise and fold tests read the same seeded hands
def _probed_rates(game: str, cid: str, deals: int, level: str, full: bool) -> dict[str, float]:
    return rates(probe(game, cid, level, deals=deals, seed=1, full=full))


#: (game, choice, deals, full play): the choice is rarest for cautious, commonest for bold, the
#: tuned policy between (measured against three steady seats, the character's seat rotating)
MORE_WHEN_BOLD = [
    ("banbiantianzha", "chui", 200, False),   # BBT-3.1: the tuned policy never 捶s
    ("banbiantianzha", "dou", 400, False),    # BBT-3.5
    ("banzipao", "baopai", 400, False),       # BZP-4: 包牌 and 反包
    ("sandayi", "bid", 300, False),           # SDY-4: bids above 0
    ("zhaopengyou", "bid", 300, False),       # ZPY-5: trump bids
    # the two costliest (扯旋's 150 betting hands, whole 半边天炸 hands) run in the slow tier
    pytest.param("chexuan", "raise", 150, False, marks=pytest.mark.slow),  # CX-10: raises and all-ins
    pytest.param("banbiantianzha", "bombs", 100, True, marks=pytest.mark.slow),  # bombs spent in play
]


@pytest.mark.parametrize("game,choice,deals,full", MORE_WHEN_BOLD, ids=lambda x: str(x))
def test_each_character_moves_its_choices_in_the_documented_direction(game, choice, deals, full):
    r = {cid: _rates(game, cid, deals, full=full).get(choice, 0.0) for cid in ("cautious", "steady", "bold")}
    assert r["cautious"] <= r["steady"] < r["bold"], r
    if choice not in ("chui", "baopai"):  # 捶 is never the tuned policy's; 包牌 is rare already
        assert r["cautious"] < r["steady"], r


@pytest.mark.slow
def test_a_cautious_seat_surrenders_and_folds_more():
    """BBT-3.2 投降 (the 庄 declines to 开枪) and CX-10 folds: the cautious character's retreats."""
    bbt = {c: _rates("banbiantianzha", c, 600).get("touxiang", 0.0) for c in ("cautious", "steady", "bold")}
    assert bbt["cautious"] > bbt["steady"] >= bbt["bold"], bbt
    cx = {c: _rates("chexuan", c, 150).get("fold", 0.0) for c in ("cautious", "steady")}
    assert cx["cautious"] > cx["steady"], cx


GAMES = sorted(engine.GAMES)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 10**6), steps=st.integers(0, 60),
       cid=st.sampled_from([c.id for c in CHARACTERS]), level=st.sampled_from(["easy", "normal"]))
def test_no_character_ever_chooses_an_illegal_action(game, seed, steps, cid, level):
    """A random position (random legal moves from a seeded deal), then the character decides: the
    engine accepts its choice."""
    info = engine.GAMES[game]
    hand = engine.new_match(game, players=random.Random(seed).choice(info.players), seed=seed).hand
    rng = random.Random(seed)
    for _ in range(steps):
        if hand.is_over:
            return
        hand.apply(rng.choice(hand.legal_actions()))
    if hand.is_over:
        return
    seat = hand.to_act
    player = ai.make_player(game, level, seed, character=cid)
    action = player.choose(hand.view(seat), hand.legal_actions())
    assert hand.check(action) is None, (game, cid, level, action)
