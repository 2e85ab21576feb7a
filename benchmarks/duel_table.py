"""Every strength figure of ``docs/ai.md`` in one resumable run: each level against the one below and
``hard`` against ``greedy``, in all six games, on the issue's deal counts.

    .venv/bin/python benchmarks/duel_table.py [--jobs N] [--only GAME|ROW[,...]] [--restart-stale]
                                              [--revalidate K] [--list]

Each row is ``python -m ai.duel`` with ``--log benchmarks/duels/<row>.jsonl``: a row already finished
is only summarised, a row cut short goes on from its last deal, and a row whose log was written by
other engine/AI code is reported as stale (``--restart-stale`` plays it again from the start;
``--revalidate K`` plays its first K deals with this code and, if every result is identical, keeps
the log under this code's fingerprint: a refactor that changes no decision costs minutes, not hours). The
last lines are the rows as Markdown, ready for the tables of ``docs/ai.md``. ``hard`` and the light
search of ``normal`` sample a fixed number of worlds (30; 150 for 板子炮's ``hard`` against ``normal``,
about what it samples in its 200 ms on one core), so the figures do not depend on the machine.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ai import duel, duel_log  # noqa: E402

LOGS = ROOT / "benchmarks" / "duels"
GAMES = ("banbiantianzha", "datongzi", "banzipao", "chexuan", "zhaopengyou", "sandayi")
LADDER = (("greedy", "random"), ("easy", "greedy"), ("normal", "easy"), ("hard", "normal"),
          ("hard", "greedy"))


@dataclass(frozen=True)
class Row:
    game: str
    a: str
    b: str
    deals: int
    worlds: int = 30
    seed: int = 1

    @property
    def name(self) -> str:
        extra = f"-w{self.worlds}" if self.worlds != 30 else ""
        return f"{self.game}-{self.a}-{self.b}{extra}"


def rows() -> list[Row]:
    out = []
    for game in GAMES:
        # 扯旋: 2 rotations of 4 seats make one deal 4 seat-hands of A; 20,000 seat-hands = 5,000 deals
        deals = 5000 if game == "chexuan" else 2000
        for a, b in LADDER:
            worlds = 150 if (game, a, b) == ("banzipao", "hard", "normal") else 30
            out.append(Row(game, a, b, deals, worlds))
    return out


def markdown(r: dict, row: Row) -> str:
    w, s = r["win"], r["score"]
    worlds = f" (`--worlds {row.worlds}`)" if row.worlds != 30 else ""
    return (f"| {row.game} | {row.a} vs {row.b}{worlds} | {r['deals']} | {w[0]:.3f} [{w[1]:.3f}, {w[2]:.3f}] "
            f"| {s[0]:+.2f} [{s[1]:+.2f}, {s[2]:+.2f}] |")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--only", default="", help="comma-separated game ids or row names (see --list)")
    p.add_argument("--restart-stale", action="store_true", help="replay rows logged by other code")
    p.add_argument("--revalidate", type=int, default=0, metavar="K",
                   help="replay the first K deals of a stale row; if all are identical, keep its log")
    p.add_argument("--list", action="store_true", help="show each row's state and stop")
    args = p.parse_args(argv)
    only = {g for g in args.only.split(",") if g}
    unknown = only - set(GAMES) - {row.name for row in rows()}
    if unknown:
        p.error(f"unknown game(s) or row(s): {', '.join(sorted(unknown))}")
    LOGS.mkdir(parents=True, exist_ok=True)
    table = []
    for row in rows():
        if only and row.game not in only and row.name not in only:
            continue
        log = LOGS / f"{row.name}.jsonl"
        settings = duel.settings_of(row.game, row.a, row.b, row.seed, None, row.worlds)
        try:
            done = len(duel_log.open_log(log, settings)) if log.exists() else 0
            state = f"{done}/{row.deals} deals"
        except duel_log.DuelLogError as e:
            if args.revalidate and not args.list:
                try:
                    print(duel.revalidate(log, settings, args.revalidate), flush=True)
                except duel_log.DuelLogError as why:
                    print(f"{row.name}: stale, skipped ({why})")
                    continue
                state = f"{len(duel_log.open_log(log, settings))}/{row.deals} deals"
            elif not args.restart_stale:
                print(f"{row.name}: stale, skipped ({e})")
                continue
            else:
                log.unlink()
                state = "stale, restarted"
        if args.list:
            print(f"{row.name}: {state}")
            continue
        print(f"{row.name}: {state}", flush=True)
        r = duel.run(row.game, row.a, row.b, row.deals, row.seed, args.jobs, None, True, row.worlds, log)
        print(duel.summary_line(r), flush=True)
        table.append(markdown(r, row))
    if table:
        print("\n| game | A vs B | deals | win of A [95 % CI] | score of A per hand [95 % CI] |")
        print("|---|---|---|---|---|")
        print("\n".join(table))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
