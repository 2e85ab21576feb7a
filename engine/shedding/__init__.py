"""Mechanics shared by the four climbing games (半边天炸, 打筒子, 板子炮, 三打一).

``combo``: the classified play every game's ``classify`` returns; ``groups``: cards by rank, runs
of ranks, distinct choices of cards; ``trick``: lead, pass, trick end, going out and the lead after
a finished player; ``search``: building plays of a shape from a hand, used by ``can_beat`` and
``legal_actions`` of each game.
"""
