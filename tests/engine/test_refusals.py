"""Every refusal of every game reads as a zh and an en sentence (``Hand.explain``, engine/refusals.py).

Seeded random play through every phase of every game; at each position many illegal actions
(``refusal_moves``) are checked. The test fails on any reason that no catalogue entry matches and
prints those reasons, so a refusal added later without its translation is caught.
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from engine import GAMES, Action, Refusal, new_hand
from engine.refusals import FALLBACK, catalogue, split_rule
from tests.engine.banbiantianzha.helpers import position as bbt_position
from tests.engine.refusal_cases import EXAMPLES, SENTENCES, build
from tests.engine.refusal_moves import illegal_candidates, pick_legal

RULE_ID = re.compile(r"[A-Z]{2,4}-\d")
#: Latin letters a Chinese sentence may hold: card ranks (A K Q J) and 510K
ZH_ALLOWED = re.compile(r"[AKQJ]")

#: option sets played per game, so that option-dependent refusals come up too (every game of
#: ``engine.GAMES`` names its own: ``test_every_game_names_its_variants``)
VARIANTS = {
    "banbiantianzha": [{}, {"hammer": False, "help_dou": False, "zheng_510k_suit_order": False}],
    "datongzi": [{}, {"allow_kickers": True}, {"pair_suits": "two_suits"}, {"pair_suits": "one_suit"}],
    "banzipao": [{}, {"heaven_hands": False}],
    "chexuan": [{}, {"sanhua": "declared"}],
    "zhaopengyou": [{}],
    "sandayi": [{}],
    "doudizhu": [{}, {"bidding": "rob", "mingpai": True, "four_two_pairs": False}],
}
HANDS_PER_VARIANT = {"chexuan": 6, "zhaopengyou": 3, "banzipao": 3, "sandayi": 4, "doudizhu": 3}
CANDIDATES = 24


def assert_readable(hand, action: Action, reason: str | None, refusal: Refusal | None) -> None:
    """The contract of ``explain`` for one action."""
    assert (refusal is None) == (reason is None), (action, reason, refusal)
    if reason is None:
        return
    rule, _ = split_rule(reason)
    assert refusal.rule == rule, (reason, refusal)
    assert refusal.zh and refusal.en, (reason, refusal)
    assert not RULE_ID.search(refusal.zh) and not RULE_ID.search(refusal.en), (reason, refusal)
    latin = re.sub(r"[^A-Za-z]", "", ZH_ALLOWED.sub("", refusal.zh))
    assert not latin, f"Latin letters {latin!r} in zh {refusal.zh!r} for {reason!r}"
    assert "{" not in refusal.zh + refusal.en, (reason, refusal)


def _play_hands(game: str, options: dict, seed: int, hits: Counter, unmatched: dict) -> None:
    rng = random.Random(seed)
    players = GAMES[game].players
    hand = new_hand(game, players=players[seed % len(players)], seed=seed, options=options)
    cat = catalogue(game)
    steps = 0
    while True:
        actions = illegal_candidates(hand, rng, CANDIDATES) if not hand.is_over else [Action("pass")]
        for action in actions:
            reason = hand.check(action)
            refusal = hand.explain(action)
            assert_readable(hand, action, reason, refusal)
            if reason is not None:
                found = cat.find(reason, hand, action)
                if found is None:
                    unmatched.setdefault(reason, (game, hand.phase, str(action)))
                else:
                    hits[_key(cat, game, found[0])] += 1
        if hand.is_over:
            return
        pick = pick_legal(hand, rng)
        assert hand.explain(pick) is None, pick
        hand.apply(pick)
        steps += 1
        assert steps < 2000, "the hand does not end"


def _run_all() -> tuple[Counter, dict]:
    hits: Counter = Counter()
    unmatched: dict = {}
    for game in GAMES:  # a game VARIANTS lacks still plays at its defaults, and fails the test below
        for v, options in enumerate(VARIANTS.get(game, [{}])):
            for i in range(HANDS_PER_VARIANT.get(game, 1)):
                _play_hands(game, options, 1000 * v + i + 7, hits, unmatched)
    return hits, unmatched


def test_every_game_names_its_variants() -> None:
    missing = sorted(set(GAMES) - set(VARIANTS))
    assert not missing, f"add the option sets to play for {missing} to VARIANTS"
    assert set(VARIANTS) <= set(GAMES) and set(HANDS_PER_VARIANT) <= set(GAMES)


@pytest.fixture(scope="module")
def random_run() -> tuple[Counter, dict]:
    return _run_all()


@pytest.mark.slow  # random illegal actions in every game and phase
def test_every_refusal_of_random_illegal_actions_has_zh_and_en(random_run) -> None:
    """Issue 20 (every game, every phase): each illegal action's refusal has a catalogue entry."""
    _hits, unmatched = random_run
    lines = [f"  [{g} / {phase}] {reason!r}  (action {a})"
             for reason, (g, phase, a) in sorted(unmatched.items())]
    assert not unmatched, ("reasons with no catalogue entry (add one to the game's refusals.py):\n"
                           + "\n".join(lines))


def _key(cat, game: str, entry) -> tuple[str, str]:
    """Hits of a game's own entries count per game, those of the shared entries over all games."""
    return (game if entry in cat.own else "*", entry.name)


@pytest.mark.slow  # random illegal actions in every game and phase
def test_every_catalogue_entry_is_reached(random_run, capsys) -> None:
    """Each entry is hit by the random run, by a hand-made position (refusal_cases.EXAMPLES) or,
    for a sentence no position reaches through check, by that sentence (refusal_cases.SENTENCES)."""
    hits, _ = random_run
    random_hits = Counter(hits)
    for ex in EXAMPLES:
        hand, action = build(ex)
        cat = catalogue(ex.game)
        found = cat.find(hand.check(action), hand, action)
        if found is not None:
            hits[_key(cat, ex.game, found[0])] += 1
    for game, reason, _zh, _en in SENTENCES:
        cat = catalogue(game)
        found = cat.find(reason)
        if found is not None:
            hits[_key(cat, game, found[0])] += 1
    report, never = [], []
    shared = {e.name: e for game in GAMES for e in catalogue(game).entries if e not in catalogue(game).own}
    for game in [*GAMES, "*"]:
        names = [e.name for e in catalogue(game).own] if game != "*" else list(shared)
        reached = sum(1 for n in names if random_hits[(game, n)])
        label = game if game != "*" else "shared"
        report.append(f"{label}: {len(names)} entries, {reached} reached by random play")
        never += [f"  {game}: {n}" for n in names if not hits[(game, n)]]
    with capsys.disabled():
        print("\n" + "\n".join(report))
    assert not never, "catalogue entries never reached:\n" + "\n".join(never)


@pytest.mark.parametrize("case", SENTENCES, ids=lambda c: f"{c[0]}-{c[1][:30]}")
def test_sentences_no_position_reaches(case) -> None:
    """Reasons that ``check`` code can return but no position reaches still read well."""
    game, reason, zh, en = case
    refusal = catalogue(game).explain(reason)
    assert (refusal.zh, refusal.en) == (zh, en), refusal
    assert refusal.rule == split_rule(reason)[0]


@pytest.mark.parametrize("ex", EXAMPLES, ids=lambda ex: f"{ex.game}-{ex.rule}-{ex.zh}")
def test_example_refusals(ex) -> None:
    """Hand-made positions, one per refusal a player meets, citing the rule (refusal_cases.py)."""
    hand, action = build(ex)
    reason = hand.check(action)
    refusal = hand.explain(action)
    assert_readable(hand, action, reason, refusal)
    assert refusal.rule == ex.rule, reason
    assert refusal.zh == ex.zh, (reason, refusal)
    assert refusal.en == ex.en, (reason, refusal)


def test_explain_is_none_for_a_legal_action_and_refusal_is_frozen() -> None:
    """BBT-4.1: the ♠3 holder's listed lead is legal, so explain() is None like check()."""
    hand = bbt_position(["S3 S9", "H4", "S5"])
    assert hand.check(Action.play("S3")) is None and hand.explain(Action.play("S3")) is None
    refusal = hand.explain(Action.pass_())
    with pytest.raises(AttributeError):
        refusal.zh = "x"  # type: ignore[misc]


def test_a_sentence_without_entry_still_reads_as_a_refusal() -> None:
    """A reason no entry knows keeps its rule id and reads as a plain "not allowed" (the random test
    above is what fails on it)."""
    refusal = catalogue("banbiantianzha").explain("BBT-99.1: some new rule")
    assert refusal == Refusal("BBT-99.1", FALLBACK.zh, FALLBACK.en)
    assert catalogue("banbiantianzha").find("BBT-99.1: some new rule") is None
    assert catalogue("chexuan").explain(None) is None
