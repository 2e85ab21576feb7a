"""Card counting: a player that sees each of its turns knows every card played (半边天炸 shows the
current and the last trick, and at most one trick ends between two turns of a seat in play)."""

from collections import Counter

import engine
from ai import make_player
from ai.climbing import Memory
from engine.games.banbiantianzha.hand import DECK_WITHOUT


def test_memory_sees_every_played_card():
    deck = Counter(engine.make_deck(1, without=DECK_WITHOUT))
    for seed in range(5):
        hand = engine.new_hand("banbiantianzha", seed=seed)
        players = [make_player("banbiantianzha", "normal", seed=s) for s in range(3)]
        memory = Memory()
        while not hand.is_over:
            seat = hand.to_act
            view = hand.view(seat)
            if seat == 0 and hand.phase == "play":
                memory.update(view)
                played = deck - Counter(c for h in hand.hands for c in h)
                assert Counter(memory.seen()) == played
            hand.apply(players[seat].choose(view, hand.legal_actions()))
