"""Rules engine for six Chinese regional card games: pure Python, standard library only."""

from .actions import (
    Action,
    ActionSegment,
    Event,
    IllegalAction,
    LazyActions,
    SegmentedActions,
    TooManyActions,
    action_kinds,
)
from .cards import BIG_JOKER, LITTLE_JOKER, Card, Suit, format_cards, make_deck, parse_cards
from .dealcode import deal_code, hand_from_code
from .describe import PlayDescription, describe_play
from .hand import SCHEMA_VERSION, Hand, HandResult, ScoreLine
from .match import Match, load, new_hand, new_match
from .refusals import Refusal
from .registry import GAMES, GameInfo, OptionSpec
from .replays import Replay, Step, replay

__all__ = [
    "Action", "Event", "IllegalAction", "Card", "Suit", "LITTLE_JOKER", "BIG_JOKER", "parse_cards",
    "format_cards", "make_deck", "Hand", "HandResult", "ScoreLine", "SCHEMA_VERSION", "Match",
    "new_match", "new_hand", "load", "GAMES", "GameInfo", "OptionSpec", "SegmentedActions",
    "LazyActions", "ActionSegment", "TooManyActions", "action_kinds",
    "deal_code", "hand_from_code", "replay", "Replay", "Step", "Refusal", "describe_play",
    "PlayDescription",
]
