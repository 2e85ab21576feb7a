"""Do the characters play their cards differently at one level? (issue #35, point 9)

    python benchmarks/character_play.py [--game banbiantianzha ...] [--level hard] [--deals 60]
                                        [--worlds 16] [--seed 1] [--out FILE] [--cpu-cap SECONDS]

Each deal is played once per character (``ai.characters``) with that character in one seat (the
deal's number modulo the seats) and ``steady`` players of the same level in the others: the same
deals for every character (paired, common random numbers: the seats' seeds are the deal's). Counted
for the character's seat, per hand:

- the climbing games (半边天炸, 打筒子, 板子炮, 三打一, 斗地主): the *bombs* it plays
  (``BOMB_KINDS``), its *early bombs* (played while it still held more than half the cards it
  started the play with: where a hand must play out its bombs in the end, as 打筒子's do, when
  tells more than how many) and its *early controls*: the controls (cards above the sequence
  scale: the 2s and jokers) it spent in non-bomb plays while it still held more than ``EARLY``
  cards — the controls it did not keep;
- 找朋友 (no bombs; trumps are its weapons): its *ruffs* (plays of trumps on a plain-suit lead),
  its *early trumps* (trump cards played while it still held more than ``ZPY_EARLY`` cards, half
  a hand of 31) and its *early top trumps* (the jokers and level-rank cards among them).

Also kept: the seat's score and win in the hand, so each character's paired score difference from
``steady`` on the same deals (the choice phases' effects included) says what its style costs;
``--neutral`` plays 三打一's and 斗地主's auction first as ``ai.duel`` does (``normal`` bids for
every seat), so that the characters differ in their card play only.

扯旋 has no card play: its characters differ in their bets (``benchmarks/character_styles.py``).

Printed per game: each figure's mean with its 95 % interval and each character's paired difference
from ``steady``. ``hard`` samples ``--worlds`` worlds a decision (load-free figures). Every hand is
one line of ``--out`` (JSON), written as it finishes: a run stopped by ``--cpu-cap`` or ``timeout``
resumes where it stopped, and ``--report`` prints the file without playing (``--markdown``: the
paired differences as docs/ai.md's table).
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from ai import make_player, pimc  # noqa: E402
from ai.characters import BOMB_KINDS, CHARACTERS  # noqa: E402
from ai.duel import deal_seed, mean_ci  # noqa: E402

GAMES = ("banbiantianzha", "datongzi", "banzipao", "sandayi", "zhaopengyou", "doudizhu")
#: the climbing games' early control play: the seat still holds more than this many cards
EARLY = 6
#: 找朋友's early top trump: the seat still holds more than this many cards (a hand is 31)
ZPY_EARLY = 15
#: the three figures' names per game
MEASURES = ({g: ("bombs", "early bombs", "early controls") for g in GAMES}
            | {"zhaopengyou": ("ruffs", "early trumps", "early top trumps")})
KEYS = ("first", "second", "third")
OUT = Path(__file__).resolve().parent / "results" / "character_play.jsonl"


def _controls(rules: Any, cards: tuple) -> int:
    """Cards above the sequence scale (``ai.policy.controls_in`` of a non-bomb play; counted here
    so that the script also measures code from before it)."""
    hi = rules.shapes.seq_hi
    return sum(1 for c in cards if (rules.value(c) or 99) > hi)


def _climb_counts(game: str, hand: Any, seat: int, action: Any, rules: Any,
                  dealt: int) -> tuple[int, int, int]:
    held = len(hand.hands[seat])
    combo = rules.classify(action.cards, rules.options)
    if combo.is_bomb or getattr(combo, "kind", None) in BOMB_KINDS.get(game, ()):
        return 1, int(2 * held > dealt), 0
    return 0, 0, _controls(rules, action.cards) if held > EARLY else 0


def _zpy_counts(hand: Any, seat: int, action: Any) -> tuple[int, int, int]:
    from ai.games.zhaopengyou_core import Knowledge, Memory
    from engine.games.zhaopengyou import TRUMP, face_id

    kn = Knowledge(hand.view(seat), Memory())
    trumps = [c for c in action.cards if kn.skey[face_id(c)] == TRUMP]
    ruff = int(bool(kn.lead) and kn.lead_suit != TRUMP and len(trumps) == len(action.cards))
    top = [c for c in trumps if c.is_joker or c.rank == kn.trump.level]
    early = len(hand.hands[seat]) > ZPY_EARLY
    return ruff, len(trumps) if early else 0, len(top) if early else 0


def one_hand(game: str, level: str, seed: int, seat: int, cid: str,
             neutral: bool = False) -> dict[str, float]:
    """The figures of ``cid`` in ``seat`` over one whole hand of deal ``seed`` (``MEASURES``:
    ``first``, ``second``, ``third``), its ``score`` and ``win``. ``neutral``: the game's duel
    prefix (``ai.games.<game>.duel_prefix``, 三打一's and 斗地主's auction bid by ``normal``) is
    played first, as ``ai.duel`` does, so that the characters differ in their card play only."""
    hand = engine.new_hand(game, seed=seed)
    if neutral:
        mod = importlib.import_module(f"ai.games.{game}")
        if hasattr(mod, "duel_prefix"):
            for action in mod.duel_prefix(engine.new_hand(game, seed=seed)):
                hand.apply(action)
    n = hand.num_players
    players = [make_player(game, level, seed=seed + s, character=cid if s == seat else None)
               for s in range(n)]
    rules = getattr(players[seat], "rules", None)
    got = [0, 0, 0]
    dealt = 0
    while not hand.is_over:
        s = hand.to_act
        action = players[s].choose(hand.view(s), hand.legal_actions())
        if s == seat and hand.phase == "play":
            dealt = dealt or len(hand.hands[s])
            if action.kind == "play":
                counts = (_zpy_counts(hand, s, action) if rules is None
                          else _climb_counts(game, hand, s, action, rules, dealt))
                got = [g + c for g, c in zip(got, counts)]
        hand.apply(action)
    res = hand.result()
    return {"first": got[0], "second": got[1], "third": got[2], "score": res.deltas[seat],
            "win": float(seat in res.winners)}


def _key(row: dict[str, Any]) -> tuple[Any, ...]:
    return (row["game"], row["level"], row["worlds"], row["seed"], row["deal"], row["character"],
            row.get("neutral", False))


def load(path: Path) -> dict[tuple[Any, ...], dict[str, Any]]:
    rows: dict[tuple[Any, ...], dict[str, Any]] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                rows[_key(row)] = row
    return rows


def play(games: list[str], level: str, deals: int, worlds: int, seed: int, path: Path,
         cpu_cap: float, neutral: bool = False) -> bool:
    """Play the hands ``path`` lacks, deal by deal (every character of a deal before the next);
    False when ``cpu_cap`` CPU seconds ran out first."""
    pimc.DEFAULT_WORLDS = worlds
    pimc.LIGHT_BUDGET_MS = 1e9
    done = load(path)
    start = time.process_time()
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as f:
        for i in range(deals):
            for game in games:
                dseed = deal_seed(seed, i)
                for ch in CHARACTERS:
                    row = {"game": game, "level": level, "worlds": worlds, "seed": seed, "deal": i,
                           "character": ch.id}
                    if neutral:
                        row["neutral"] = True
                    if _key(row) in done:
                        continue
                    if time.process_time() - start > cpu_cap:
                        return False
                    t0 = time.process_time()
                    n = engine.new_hand(game, seed=dseed).num_players
                    row |= one_hand(game, level, dseed, i % n, ch.id, neutral)
                    row["cpu"] = round(time.process_time() - t0, 2)
                    f.write(json.dumps(row) + "\n")
                    f.flush()
    return True


def _fmt(m: float, lo: float, hi: float) -> str:
    return f"{m:+.2f} [{lo:+.2f}, {hi:+.2f}]"


def report(games: list[str], level: str, deals: int, worlds: int, seed: int, path: Path,
           markdown: bool = False, neutral: bool = False) -> None:
    """Each game's figures over the deals every character finished; ``markdown``: one table row
    per game and character (the paired differences from ``steady``), as docs/ai.md shows them."""
    rows = load(path)
    if markdown:
        print("| game | deals | character | bombs / ruffs | early bombs / trumps "
              "| early controls / top trumps | score |\n|---|---|---|---|---|---|---|")
    for game in games:
        got = {ch.id: {i: rows.get((game, level, worlds, seed, i, ch.id, neutral)) for i in range(deals)}
               for ch in CHARACTERS}
        # only deals every character finished (paired)
        paired = [i for i in range(deals) if all(got[c][i] is not None for c in got)]
        if not paired:
            continue
        cpu = sum(got[c][i]["cpu"] for c in got for i in paired)  # type: ignore[index]
        if markdown:
            means = [mean_ci([got["steady"][i][k] for i in paired])[0]  # type: ignore[index]
                     for k in (*KEYS, "score")]
            print(f"| {game} | {len(paired)} | steady (mean) | "
                  + " | ".join(f"{m:.2f}" for m in means) + " |")
            for cid in ("cautious", "bold"):
                cells = [_fmt(*mean_ci([got[cid][i][k] - got["steady"][i][k]  # type: ignore[index]
                                        for i in paired])) for k in (*KEYS, "score")]
                print(f"| {game} | {len(paired)} | {cid} | " + " | ".join(cells) + " |")
            continue
        print(f"{game} {level}, {len(paired)} paired deals, {worlds} worlds, {cpu:.0f} CPU s of play")
        base = got["steady"]
        for cid, by_deal in got.items():
            line = f"  {cid:<9}"
            for key, name in (*zip(KEYS, MEASURES[game]), ("score", "score")):
                xs = [by_deal[i].get(key, 0.0) for i in paired]  # type: ignore[union-attr]
                d = [by_deal[i].get(key, 0.0) - base[i].get(key, 0.0) for i in paired]  # type: ignore[union-attr]
                m, lo, hi = mean_ci(xs)
                dm, dlo, dhi = mean_ci(d)
                line += f"  {name} {m:.2f} [{lo:.2f}, {hi:.2f}]"
                if cid != "steady":
                    line += f" {dm:+.2f} [{dlo:+.2f}, {dhi:+.2f}]"
            print(line)


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", nargs="+", default=list(GAMES), choices=GAMES)
    p.add_argument("--level", default="hard")
    p.add_argument("--deals", type=int, default=60)
    p.add_argument("--worlds", type=int, default=16)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", type=Path, default=OUT)
    p.add_argument("--cpu-cap", type=float, default=float("inf"), help="stop after this many CPU seconds")
    p.add_argument("--report", action="store_true", help="print the results file; play nothing")
    p.add_argument("--markdown", action="store_true", help="report the differences as a table")
    p.add_argument("--neutral", action="store_true",
                   help="a neutral auction first (三打一, 斗地主): the characters differ in card play only")
    args = p.parse_args(argv)
    if not args.report:
        finished = play(args.game, args.level, args.deals, args.worlds, args.seed, args.out, args.cpu_cap,
                        args.neutral)
        if not finished:
            print(f"stopped at the CPU cap ({args.cpu_cap:.0f} s); run again to resume")
    report(args.game, args.level, args.deals, args.worlds, args.seed, args.out, args.markdown, args.neutral)


if __name__ == "__main__":
    main()
