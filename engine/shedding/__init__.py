"""Mechanics shared by the four climbing games (半边天炸, 打筒子, 板子炮, 三打一).

``combo``: the classified play every game's ``classify`` returns; ``groups``: cards by rank, runs
of ranks, distinct choices of cards; ``trick``: lead, pass, trick end, going out and the lead after
a finished player; ``play``: the play phase's shared refusals (a pass, another kind, no cards, cards
not held) and each turn's trick bookkeeping; ``search``: building plays of a shape from a hand, used
by ``can_beat`` and ``legal_actions`` of each game; ``playlist``: the lazy legal-action list
(``engine.SegmentedActions``); ``view``: a trick and the played cards as views show them.
"""
