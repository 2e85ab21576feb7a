"""Random positions of every game for the property tests: a seeded match played by random legal
actions for a number of steps (across hands), in every player count the game allows."""

from __future__ import annotations

import random

from engine import GAMES, Action, Hand, new_match

#: extra option sets worth visiting (打筒子 with kickers has the huge lazy legal lists)
OPTION_VARIANTS: dict[str, list[dict]] = {"datongzi": [{}, {"allow_kickers": True}]}


def random_hand(game_id: str, seed: int, steps: int) -> Hand:
    """The current hand after ``steps`` random legal actions of a match seeded by ``seed``."""
    rng = random.Random(seed)
    info = GAMES[game_id]
    options = rng.choice(OPTION_VARIANTS.get(game_id, [{}])) or None
    match = new_match(game_id, players=rng.choice(info.players), seed=seed, options=options)
    for _ in range(steps):
        hand = match.hand
        if hand.is_over:
            if match.is_over:
                break
            match.next_hand()
            continue
        hand.apply(rng.choice(hand.legal_actions()))
    return match.hand


def probe_actions(hand: Hand, rng: random.Random, legal_picks: int = 3) -> list[Action]:
    """A mix of legal actions and likely illegal ones (random cards of the seat, a pass, an
    unknown kind, cards nobody holds twice)."""
    out: list[Action] = [Action.pass_(), Action("nonsense", value=7)]
    legal = hand.legal_actions()
    if legal:
        out += [legal[rng.randrange(len(legal))] for _ in range(legal_picks)]
    if hand.to_act is not None:
        held = hand.hands[hand.to_act]
        for _ in range(3):
            if held:
                out.append(Action("play", tuple(rng.sample(held, rng.randint(1, min(6, len(held)))))))
        if held:
            out.append(Action("play", (held[0],) * 9))
    return out
