"""Benchmark: how long the 残局 solver takes to answer ``hint`` and ``reply`` (CPU time, one core).

    .venv/bin/python benchmarks/puzzle_solver.py [--game datongzi]

For every puzzle of every game, every position of two lines is asked: the line the hint plays and
the line after the puzzle's trap (both against ``reply``). Each position is asked of a cold solver
(a new ``Endgame``, nothing memoised: the worst case, e.g. the first hint of a session), and the
line as a whole of one warm solver (what a player meets: the memo grows with the game). Prints per
puzzle the positions searched at the start, the slowest cold answer and the warm line's total.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from ai.endgame import Endgame, clone, position_key  # noqa: E402
from app.learn.puzzle import Puzzle, puzzles_for  # noqa: E402
from engine import Hand  # noqa: E402


def _solver(p: Puzzle) -> Endgame:
    return Endgame(p.result, p.side, key=p.same or position_key)


def _answer(s: Endgame, p: Puzzle, hand: Hand) -> object:
    """What the puzzle scene asks at this position: the hint on the player's turn, else the reply."""
    if hand.to_act == p.seat:
        moves = s.winning_moves(hand)
        return moves[0] if moves else None
    return s.best_move(hand)


def _line(p: Puzzle, trap: bool) -> list[Hand]:
    """The positions of one line: the hint's (or, with ``trap``, the trap's and then the defence's)."""
    s = _solver(p)
    hand = p.start()
    out: list[Hand] = []
    trapped = False
    while p.result(hand) is None:
        out.append(clone(hand))
        move = None
        if hand.to_act == p.seat:
            if trap and not trapped:
                move = next(a for a in hand.legal_actions() if str(a) == p.trap)
                trapped = True
            else:
                wins = s.winning_moves(hand)
                move = wins[0] if wins else hand.legal_actions()[0]
        else:
            move = s.best_move(hand)
        hand.apply(move)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=list(engine.GAMES), help="one game only")
    args = ap.parse_args()
    worst = 0.0
    print(f"{'puzzle':<12} {'positions':>9} {'cold max s':>10} {'warm line s':>11}")
    for game in [args.game] if args.game else list(engine.GAMES):
        for p in puzzles_for(game):
            lines = [_line(p, trap=False), _line(p, trap=True)]
            cold = 0.0
            for hand in (h for line in lines for h in line):
                t = time.process_time()
                _answer(_solver(p), p, hand)
                cold = max(cold, time.process_time() - t)
            warm_solver = _solver(p)
            t = time.process_time()
            for hand in (h for line in lines for h in line):
                _answer(warm_solver, p, hand)
            warm = time.process_time() - t
            start = _solver(p)
            start.wins(p.start())
            worst = max(worst, cold)
            print(f"{p.key:<12} {start.visited:>9} {cold:>10.3f} {warm:>11.3f}")
    print(f"slowest cold answer: {worst:.3f} s CPU")


if __name__ == "__main__":
    main()
