"""Prepared 三打一, 打筒子 and 板子炮 positions for the documentation screenshots and the table tests.

``game_scene(app, name)`` builds the scene stack for ``sandayi_bid``, ``sandayi_report``,
``sandayi_play`` (a reported set face up, the farmers' bomb allowances), ``sandayi_tanda`` (every
hand face up), ``datongzi_play``, ``datongzi_over``, ``banzipao_bid``, ``banzipao_counter``,
``banzipao_call``, ``banzipao_play``, ``banzipao_duel`` and
``banzipao_tianpai`` (see ``docs/screenshots``)."""

from __future__ import annotations

import random
from typing import Any

from ..services.saves import SeatConfig
from ..session import Session

NAMES_ZH = ["我", "小明", "阿芳", "老王"]
NAMES_EN = ["You", "Ming", "Fang", "Wang"]
SCENES = (
    "sandayi_bid",
    "sandayi_report",
    "sandayi_play",
    "sandayi_tanda",
    "datongzi_play",
    "datongzi_over",
    "banzipao_bid",
    "banzipao_counter",
    "banzipao_call",
    "banzipao_play",
    "banzipao_duel",
    "banzipao_tianpai",
)


def seats(app: Any, n: int) -> list[SeatConfig]:
    names = NAMES_ZH if app.i18n.zh else NAMES_EN
    return [SeatConfig("human" if i == 0 else "ai", names[i], "normal") for i in range(n)]


def _play_step(h: Any, rng: random.Random, cheap: bool = True) -> None:
    legal = h.legal_actions()
    plays = [a for a in legal[:12] if a.kind == "play"]
    if plays and (rng.random() < 0.85 or not any(a.kind == "pass" for a in legal[:1])):
        h.apply(rng.choice(plays[: max(1, len(plays) // 2)] if cheap else plays))
    else:
        h.apply(legal[0])


# ------------------------------------------------------------------ 三打一
def sandayi_position(app: Any, phase: str) -> Session:
    for seed in range(1, 3000):
        s = Session.new("sandayi", seats(app, 4), seed=seed)
        h = s.hand
        rng = random.Random(seed)
        if phase == "bid":
            if h.to_act == 0:
                return s
            continue
        while h.phase == "bid":
            legal = h.legal_actions()
            if phase == "tanda":
                h.apply(legal[-1])  # the marker holder calls 3 straight away: 头撂
            else:
                low = len(legal) > 1 and rng.random() < 0.5 and legal[1].value < 3
                h.apply(legal[1] if low else legal[0])
        v = h.view(None)
        if phase == "report":
            if h.phase == "report" and h.to_act == 0:
                return s
            continue
        if phase == "play":
            if not (h.phase == "report" and v["landlord"] != 0 and v["level"] in (1, 2)):
                continue
        if phase == "tanda" and not (h.phase == "tanda" and v["landlord"] != 0):
            continue
        while h.phase in ("report", "dabuda", "tanda"):
            legal = h.legal_actions()
            h.apply(legal[0])  # report every set, play, open the hands
        for _ in range(200):
            if h.is_over:
                break
            if h.to_act == 0 and h.phase == "play":
                v = h.view(0)
                plays = (v.get("trick") or {}).get("plays") or []
                used = sum(u for i, u in enumerate(v["bombs_used"]) if i != v["landlord"])
                if len(plays) >= 2 and not plays[-1].get("pass") and v["counts"][0] <= 22 and used <= 1:
                    return s
            _play_step(h, rng)
    raise RuntimeError(f"no sandayi position for {phase}")


# ------------------------------------------------------------------ 打筒子
def _dtz_step(h: Any, rng: random.Random) -> None:
    """Cheap plays mostly, a 筒子 or 地炸 now and then (so bonuses happen)."""
    from engine import Action, SegmentedActions

    legal = h.legal_actions()
    segs = legal.segments if isinstance(legal, SegmentedActions) else None
    if not segs:
        h.apply(legal[0])
        return
    big = [g for g in segs if g.kind in ("tongzi", "dizha") and (g.kind == "dizha" or g.key[0] >= 13)]
    if big and rng.random() < 0.35:
        h.apply(Action.play(rng.choice(big).cards_at(0)))
        return
    small = [g for g in segs if g.kind not in ("bomb", "tongzi", "dizha")] or segs
    h.apply(Action.play(rng.choice(small[: max(1, len(small) // 2)]).cards_at(0)))


def datongzi_position(app: Any, phase: str) -> Session:
    """``play``: hand 3 of a match, you must beat a play on the table, bonuses already won;
    ``over``: a finished hand with the 9 unseen cards turned up."""
    for seed in range(1, 400):
        s = Session.new("datongzi", seats(app, 3), seed=seed)
        rng = random.Random(seed)
        for _ in range(2):
            while not s.hand.is_over:
                _dtz_step(s.hand, rng)
            _ = s.match.scores
            s.next_hand()
        h = s.hand
        for _ in range(400):
            if h.is_over:
                break
            v = h.view(0)
            top = (v.get("trick") or {}).get("top")
            if (
                phase == "play"
                and h.to_act == 0
                and top
                and v["awards"]
                and v["counts"][0] >= 30
                and h.check(Action_pass()) is not None
            ):
                return s
            _dtz_step(h, rng)
        if phase == "over" and h.is_over and any(v for v in h.view(0)["bonus"]):
            return s
    raise RuntimeError(f"no datongzi position for {phase}")


def Action_pass() -> Any:  # noqa: N802 - a tiny alias kept local to the demo
    from engine import Action

    return Action.pass_()


# ------------------------------------------------------------------ 板子炮
def banzipao_position(app: Any, phase: str) -> Session:
    """``bid``/``counter``/``call``: you decide; ``play``: 叫牌 mode, the partner revealed, cards
    taken; ``duel``: a 反包 duel with two seats sitting out; ``tianpai``: a 十三烂 at the deal."""
    if phase == "tianpai":
        import engine

        s = Session.new("banzipao", seats(app, 4), seed=1)
        ranks = "3456789TJQKA2"
        mine = [("SHCD"[i % 4]) + r for i, r in enumerate(ranks)]
        rest = [c for c in (su + r for r in ranks for su in "SHCD") if c not in mine]
        random.Random(3).shuffle(rest)
        deal = {"hands": [" ".join(mine)] + [" ".join(rest[i * 13 : i * 13 + 13]) for i in range(3)]}
        s.match.hand = engine.new_hand("banzipao", seed=1, deal=deal)
        return s
    for seed in range(1, 800):
        s = Session.new("banzipao", seats(app, 4), seed=seed)
        h = s.hand
        rng = random.Random(seed)
        if h.is_over:
            continue
        for _ in range(300):
            if h.is_over:
                break
            v = h.view(0)
            if h.to_act == 0 and h.phase == phase and phase in ("bid", "counter", "call"):
                if phase != "bid" or any(v["bids"]) or v["banker"] != 0:
                    return s
            if h.to_act == 0 and h.phase == "play":
                plays = (v.get("trick") or {}).get("plays") or []
                if (
                    phase == "play"
                    and v["mode"] == "jiaopai"
                    and v["partner_revealed"]
                    and sum(v["taken"]) >= 12
                    and len(plays) >= 2
                ):
                    return s
                if phase == "duel" and v["mode"] == "fanbao" and plays and sum(v["taken"]) >= 4:
                    return s
            legal = h.legal_actions()
            if h.phase == "bid":
                want = "baopai" if phase in ("counter", "duel") and h.to_act == 3 else "bubao"
                h.apply(next((a for a in legal if a.value == want), legal[-1]))
            elif h.phase == "counter":
                h.apply(legal[0] if phase == "duel" else legal[-1])
            elif h.phase == "call":
                h.apply(legal[rng.randrange(len(legal))])
            else:
                _play_step(h, rng)
    raise RuntimeError(f"no banzipao position for {phase}")


def game_scene(app: Any, name: str) -> list[Any]:
    from ..scenes.table import TableScene

    game, _, phase = name.partition("_")
    if game == "sandayi":
        return [TableScene(app, sandayi_position(app, phase))]
    if game == "datongzi":
        return [TableScene(app, datongzi_position(app, phase))]
    if game == "banzipao":
        return [TableScene(app, banzipao_position(app, phase))]
    raise ValueError(f"unknown scene {name!r}")
