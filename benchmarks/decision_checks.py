"""Each mistake class of issue #35 measured at its decision: every option played out, paired.

    python benchmarks/decision_checks.py CHECK [--deals 300] [--worlds 8] [--level normal]
                                               [--seed 1] [--max 40]

CHECK is one of the names in ``CHECKS`` (``sdy-report``, ``sdy-dabuda``, ``bbt-counter-shot``,
``sdy-partner-follow`` …). Self-play hands (every seat at ``--level``) are dealt from ``--seed`` and
stopped at the check's decision (at most ``--max`` decisions from ``--deals`` deals); there every
option is played out in ``--worlds`` worlds re-dealt from the deciding seat's knowledge with common
random numbers (``ai.counterfactual.option_rows``), the rest of the hand by ``--level`` players.
Printed per bucket: each option's mean score to the decider with its 95 % interval, the paired
difference of the first option and the best other, how often the AI (``--ai-level``, default hard) chose each
option and its mean regret (the best option's mean in that decision's worlds less its choice's;
also the regret of always taking each option).
"""

from __future__ import annotations

import argparse
import copy
import random
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from ai import make_player, pimc  # noqa: E402
from ai.counterfactual import option_rows  # noqa: E402
from ai.duel import deal_seed, mean_ci  # noqa: E402
from engine import Action  # noqa: E402


@dataclass
class Check:
    game: str
    #: (deal seed, level) -> a hand stopped at the decision, or None
    find: Callable[[int, str], Any]
    #: the options compared, first two paired
    options: Callable[[Any], list[Action]]
    #: the bucket a decision falls in
    bucket: Callable[[Any], str] = lambda h: ""
    #: which option an action is (default: equal action)
    same: Callable[[Action, Action], bool] = lambda a, b: a == b
    #: the index of an option to set against the AI's choice where the AI chose otherwise (the
    #: joker the AI holds back, say); None: no such option
    watch: Callable[[list[Action]], int | None] | None = None


def _self_play(game: str, seed: int, level: str, want: Callable[[Any], bool],
               force: Callable[[Any], Action | None] | None = None, play: bool = False) -> Any:
    """A self-play hand stopped where ``want``; ``force(hand)`` may take a decision instead of the
    players (to reach decisions the current AI avoids). Without ``play`` the search gives up when
    card play begins (a choice-phase check)."""
    hand = engine.new_hand(game, seed=seed)
    players = [make_player(game, level, seed=seed + s) for s in range(hand.num_players)]
    steps = 0
    while not hand.is_over and steps < 3000:
        if want(hand):
            return hand
        if not play and hand.phase == "play":
            return None
        a = force(hand) if force is not None else None
        s = hand.to_act
        hand.apply(a if a is not None else players[s].choose(hand.view(s), hand.legal_actions()))
        steps += 1
    return None


def _self_play_opts(game: str, seed: int, level: str, want: Callable[[Any], bool],
                    force: Callable[[Any], Action | None], options: dict[str, Any]) -> Any:
    """``_self_play`` of a card decision in a room with house ``options``."""
    hand = engine.new_hand(game, seed=seed, options=options)
    players = [make_player(game, level, seed=seed + s) for s in range(hand.num_players)]
    steps = 0
    while not hand.is_over and steps < 3000:
        if want(hand):
            return hand
        s = hand.to_act
        a = force(hand)
        hand.apply(a if a is not None else players[s].choose(hand.view(s), hand.legal_actions()))
        steps += 1
    return None


def _value(prefix: str) -> Callable[[Action, Action], bool]:
    return lambda a, b: str(a.value).startswith(prefix) == str(b.value).startswith(prefix)


def _pick(hand: Any, *values: str) -> list[Action]:
    legal = hand.legal_actions()
    return [next(a for a in legal if str(a.value).startswith(v)) for v in values]


# ---- 三打一 (SDY-9, 11)
def _sdy_report(seed: int, level: str) -> Any:
    return _self_play("sandayi", seed, level, lambda h: h.phase == "report")


def _sdy_dabuda(seed: int, level: str) -> Any:
    # every set declared (whatever the AI would do) to reach the 打/不打 choice of SDY-9.7
    def force(h: Any) -> Action | None:
        if h.phase == "report":
            return next(a for a in h.legal_actions() if str(a.value).startswith("baodao"))
        return None
    return _self_play("sandayi", seed, level, lambda h: h.phase == "dabuda", force)


def _sdy_level(h: Any) -> str:
    return f"{h.state.level}dang"


# ---- 半边天炸 (BBT-3.3, 3.4)
def _bbt_counter_shot(seed: int, level: str) -> Any:
    # the 庄 surrenders (forced: the AI rarely does) so that a 闲 answers 反枪 or 不反 (BBT-3.3)
    def force(h: Any) -> Action | None:
        return _pick(h, "touxiang")[0] if h.phase == "shoot" else None
    return _self_play("banbiantianzha", seed, level, lambda h: h.phase == "counter_shot", force)


def _bbt_cost(h: Any) -> str:
    from ai.games.banbiantianzha import strength

    c = strength(h.view(h.to_act))
    return next((f"cost<={b}" for b in (-1.0, 0.0, 1.0, 2.0, 3.0, 4.0) if c <= b), "cost>4")


# ---- card play
def _plays(h: Any, k: int = 3) -> list[Action]:
    """A pass (if legal) and the ``k`` distinct plays that cost the hand least (``ai.policy``'s
    candidates, no filter: the options a good player weighs)."""
    from ai.climbing import parse_table
    from ai.policy import candidates

    rules = make_player(h.game_id, "normal", seed=0).rules
    legal = h.legal_actions()
    t = parse_table(h.view(h.to_act), rules)
    plays = sorted(candidates(t, legal, rules), key=lambda c: (c.left, c.cost + c.spend))
    pas = next((a for a in getattr(legal, "head", legal) if a.kind == "pass"), None)
    return ([pas] if pas is not None else []) + [c.action for c in plays[:k]]


def _sdy_partner_spot(h: Any) -> bool:
    """A farmer follows a partner's winning play that a landlord with 1–2 cards answers first."""
    if h.phase != "play" or h.is_over:
        return False
    s = h.state
    me, lord = h.to_act, s.landlord
    if me == lord or s.top is None or s.trick is None:
        return False
    top_seat = h.view(me)["trick"]["top"]["seat"]
    if top_seat in (lord, me) or len(s.hands[lord]) > 2:
        return False
    order = [(me + i) % 4 for i in range(1, 4)]
    return order.index(lord) < order.index(top_seat)


def _sdy_tanda_spot(h: Any) -> bool:
    """A farmer's card decision in a 摊打 hand (SDY-10.2) with more than one distinct option."""
    return (h.phase == "play" and not h.is_over and h.state.tanda and h.to_act != h.state.landlord
            and len(_plays(h)) > 1)


def _sdy_force_tanda(h: Any) -> Action | None:
    if h.phase == "tanda":
        return _pick(h, "tanda")[0]
    return None


def _jokers(cards: Any) -> int:
    return sum(1 for c in cards if str(c) in ("LJ", "BJ"))


def _sdy_joker_spot(h: Any) -> bool:
    """A farmer holding a joker, the landlord down to 1–2 cards, and a play with the joker legal
    (issue #35 point 7: a farmer hoards a joker against a low landlord)."""
    if h.phase != "play" or h.is_over:
        return False
    s = h.state
    me = h.to_act
    if me == s.landlord or len(s.hands[s.landlord]) > 2 or not _jokers(s.hands[me]):
        return False
    return any(a.kind == "play" and _jokers(a.cards) for a in h.legal_actions())


def _sdy_joker_options(h: Any) -> list[Action]:
    """A pass (if legal), the cheapest plays, and the cheapest play with a joker."""
    opts = _plays(h)
    joker = next((a for a in h.legal_actions() if a.kind == "play" and _jokers(a.cards)), None)
    return opts + ([joker] if joker is not None and joker not in opts else [])


def _sdy_ai_joker(h: Any) -> str:
    """Whether ``hard`` (seeded as ``run`` seeds it) plays a joker here, by the landlord's cards."""
    ai = make_player("sandayi", "hard", seed=h._origin["seed"] + 99)
    a = ai.choose(h.view(h.to_act), h.legal_actions())
    lord = len(h.state.hands[h.state.landlord])
    return f"lord-{lord}-{'joker' if a.kind == 'play' and _jokers(a.cards) else 'keeps'}"


# ---- 找朋友's friendship claim (ZPY-7.4, 7.5; issue #35 point 5)
def _zpy_call(h: Any) -> tuple[str, int] | None:
    """The called card and how many more copies make the friend, where the seat to act holds them
    and is not the declarer, while the friend is not found."""
    if h.phase != "play" or h.is_over:
        return None
    v = h.view(h.to_act)
    if v["friend_found"] or not v["call"] or v["declarer"] == h.to_act:
        return None
    card, need = v["call"]["card"], v["call"]["n"] - v["called_count"]
    held = sum(1 for c in h.hands[h.to_act] if str(c) == card)
    return (card, need) if need > 0 and held >= need else None


def _zpy_claims(a: Action, call: tuple[str, int]) -> bool:
    return sum(1 for c in a.cards if str(c) == call[0]) >= call[1]


def _zpy_claim_spot(h: Any) -> bool:
    call = _zpy_call(h)
    if call is None:
        return False
    legal = h.legal_actions()
    return any(_zpy_claims(a, call) for a in legal) and any(not _zpy_claims(a, call) for a in legal)


def _zpy_claim_options(h: Any) -> list[Action]:
    """The first claiming play the engine lists, then the first three that do not claim."""
    call = _zpy_call(h)
    assert call is not None
    legal = h.legal_actions()
    claim = next(a for a in legal if _zpy_claims(a, call))
    return [claim] + [a for a in legal if not _zpy_claims(a, call)][:3]


def _zpy_bucket(h: Any) -> str:
    n = h.view(h.to_act)["tricks_played"]
    return f"tricks{10 * (n // 10)}+"


# ---- 扯旋 (CX-11.9)
def _cx_last_check(h: Any) -> bool:
    """A bet decision where a 休 ends an all-休 round: the hand would be void (tried on a copy)."""
    if h.phase != "bet" or h.is_over:
        return False
    legal = h.legal_actions()
    check = next((a for a in legal if a.kind == "check"), None)
    if check is None or not any(a.kind == "raise" for a in legal):
        return False
    w = copy.deepcopy(h)
    w.apply(check)
    return w.view(None).get("outcome") == "void"


def _cx_options(h: Any) -> list[Action]:
    legal = h.legal_actions()
    check = next(a for a in legal if a.kind == "check")
    raise_ = min((a for a in legal if a.kind == "raise"), key=lambda a: int(a.value or 0))
    return [check, raise_]


def _cx_kind(a: Action, b: Action) -> bool:
    return a.kind == b.kind


# ---- 板子炮's three-2 bomb (BZP-5.4, 7.1, 7.3: 222 is the highest 炸弹; a single or pair of 2s beats any)
def _twos(cards: Any) -> int:
    return sum(1 for c in cards if c.rank == 2)


def _bzp_two_bomb_spot(h: Any) -> bool:
    """A card decision of a seat holding exactly three 2s, with a play that breaks them."""
    if h.phase != "play" or h.is_over or _twos(h.hands[h.to_act]) != 3:
        return False
    return any(a.kind == "play" and 0 < _twos(a.cards) < 3 for a in h.legal_actions())


def _bzp_two_bomb_options(h: Any) -> list[Action]:
    """The options that keep the bomb (a pass, the cheapest plays, the bomb itself), then the
    cheapest single and pair of 2s."""
    legal = h.legal_actions()
    keep = [a for a in _plays(h, 4) if not 0 < _twos(a.cards) < 3]
    keep += [a for a in legal if a.kind == "play" and _twos(a.cards) == 3 and len(a.cards) == 3][:1]
    breaks = [next((a for a in legal if a.kind == "play" and _twos(a.cards) == n == len(a.cards)), None)
              for n in (1, 2)]
    return keep + [a for a in breaks if a is not None]


def _bzp_ai_breaks(h: Any) -> str:
    """Whether ``hard`` (seeded as ``run`` seeds it) breaks the bomb here."""
    ai = make_player("banzipao", "hard", seed=h._origin["seed"] + 99)
    a = ai.choose(h.view(h.to_act), h.legal_actions())
    return "hard-breaks" if a.kind == "play" and 0 < _twos(a.cards) < 3 else "hard-keeps"


CHECKS: dict[str, Check] = {
    "cx-last-check": Check("chexuan", lambda s, lv: _self_play("chexuan", s, lv, _cx_last_check, play=True),
                           _cx_options, lambda h: f"street{h.view(h.to_act)['street']}", _cx_kind),
    "sdy-partner-follow": Check("sandayi",
                                lambda s, lv: _self_play("sandayi", s, lv, _sdy_partner_spot, play=True),
                                _plays, lambda h: f"lord-{len(h.state.hands[h.state.landlord])}"),
    "sdy-tanda-play": Check("sandayi",
                            lambda s, lv: _self_play_opts("sandayi", s, lv, _sdy_tanda_spot, _sdy_force_tanda,
                                                          {"tanda_any": True}),
                            _plays, lambda h: "tanda"),
    "sdy-joker": Check("sandayi", lambda s, lv: _self_play("sandayi", s, lv, _sdy_joker_spot, play=True),
                       _sdy_joker_options, _sdy_ai_joker,
                       watch=lambda opts: next((j for j, a in enumerate(opts) if _jokers(a.cards)), None)),
    "zpy-claim": Check("zhaopengyou",
                       lambda s, lv: _self_play("zhaopengyou", s, lv, _zpy_claim_spot, play=True),
                       _zpy_claim_options, _zpy_bucket, watch=lambda opts: 0),
    "sdy-report": Check("sandayi", _sdy_report, lambda h: _pick(h, "baodao", "bubao"), _sdy_level,
                        _value("baodao")),
    "sdy-dabuda": Check("sandayi", _sdy_dabuda, lambda h: _pick(h, "da", "buda"), _sdy_level),
    "bzp-two-bomb": Check("banzipao",
                          lambda s, lv: _self_play("banzipao", s, lv, _bzp_two_bomb_spot, play=True),
                          _bzp_two_bomb_options, _bzp_ai_breaks),
    "bbt-counter-shot": Check("banbiantianzha",
                              _bbt_counter_shot,
                              lambda h: _pick(h, "fanqiang", "bufan"), _bbt_cost),
}


def register(name: str, check: Check) -> None:
    """Add a check (the card-play checks live next to their positions)."""
    CHECKS[name] = check


def run(name: str, deals: int, worlds: int, level: str, ai_level: str, seed: int, limit: int,
        out: Callable[[str], None] = print) -> dict[str, Any]:
    check = CHECKS[name]
    per_bucket: dict[str, list[tuple[list[float], int]]] = defaultdict(list)
    watched: dict[str, list[float]] = defaultdict(list)
    found = 0
    start = time.process_time()
    for i in range(deals):
        if found >= limit:
            break
        dseed = deal_seed(seed, i)
        hand = check.find(dseed, level)
        if hand is None:
            continue
        opts = check.options(hand)
        seat = hand.to_act
        ai = make_player(check.game, ai_level, seed=dseed + 99)
        choice = ai.choose(hand.view(seat), hand.legal_actions())
        if choice.kind == "play" and not any(check.same(choice, o) for o in opts):
            opts.append(choice)  # a card play outside the usual options is judged as well
        if len(opts) < 2:
            continue  # nothing to choose
        rows = option_rows(hand, seat, opts, worlds, level, seed=dseed)
        if not rows:
            continue
        found += 1
        k = next((j for j, o in enumerate(opts) if check.same(choice, o)), -1)
        means = [sum(r[j] for r in rows) / len(rows) for j in range(len(opts))]
        bucket = check.bucket(hand)
        per_bucket[bucket].append((means, k))
        w = check.watch(opts) if check.watch is not None else None
        if w is not None and k >= 0 and w != k:
            watched[bucket].append(means[w] - means[k])
    out(f"{name}: {found} decisions, {worlds} worlds each, play-out by {level}, AI {ai_level}, "
        f"{time.process_time() - start:.0f} CPU s")
    summary: dict[str, Any] = {}
    for bucket in sorted(per_bucket) + ["all"]:
        every = [x for b in sorted(per_bucket) for x in per_bucket[b]]
        items = every if bucket == "all" else per_bucket[bucket]
        if not items:
            continue
        n_opt = len(items[0][0])
        parts = []
        if any(len(x[0]) != n_opt for x in items):
            n_opt = 0  # card plays: the options differ by decision; the regret says it all
        for j in range(n_opt):
            m, lo, hi = mean_ci([x[0][j] for x in items])
            parts.append(f"opt{j} {m:+.2f} [{lo:+.2f}, {hi:+.2f}]")
        d, dlo, dhi = mean_ci([x[0][0] - max(x[0][1:]) for x in items])
        freq = [sum(1 for x in items if x[1] == j) / len(items) for j in range(max(n_opt, 2))]
        reg, rlo, rhi = mean_ci([max(x[0]) - x[0][x[1]] if x[1] >= 0 else 0.0 for x in items])
        always = [mean_ci([max(x[0]) - x[0][j] for x in items])[0] for j in range(max(n_opt, 1))]
        out(f"  {bucket:<10} n={len(items):>3}  " + "  ".join(parts)
            + f"  opt0-best other {d:+.2f} [{dlo:+.2f}, {dhi:+.2f}]  AI chose "
            + "/".join(f"{f:.2f}" for f in freq)
            + f"  regret {reg:.2f} [{rlo:.2f}, {rhi:.2f}] (always opt j: "
            + "/".join(f"{a:.2f}" for a in always) + ")")
        summary[bucket] = {"n": len(items), "diff": (d, dlo, dhi), "freq": freq, "regret": (reg, rlo, rhi)}
        every_w = [x for b in sorted(watched) for x in watched[b]]
        diffs = every_w if bucket == "all" else watched.get(bucket, [])
        if diffs:
            m, lo, hi = mean_ci(diffs)
            out(f"  {bucket:<10} watched option less the AI's choice, where it chose otherwise: "
                f"{m:+.2f} [{lo:+.2f}, {hi:+.2f}] over {len(diffs)}")
            summary[bucket]["watched"] = (m, lo, hi, len(diffs))
    return summary


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("check", choices=sorted(CHECKS))
    p.add_argument("--deals", type=int, default=300)
    p.add_argument("--worlds", type=int, default=8)
    p.add_argument("--level", default="normal", help="the level that plays the hands out")
    p.add_argument("--ai-level", default="hard", help="the level whose choice is judged")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max", type=int, default=40, help="at most this many decisions")
    args = p.parse_args(argv)
    pimc.DEFAULT_WORLDS = 12  # the search of hard with a fixed number of worlds: load-free figures
    pimc.LIGHT_BUDGET_MS = 1e9
    random.seed(args.seed)
    run(args.check, args.deals, args.worlds, args.level, args.ai_level, args.seed, args.max)


if __name__ == "__main__":
    main()
