"""Building 三打一 positions for tests: fixed deals, rank strings (SDY-0.4) and hand-made positions."""

from __future__ import annotations

from engine import Action, format_cards, make_deck, new_hand, parse_cards
from engine.cards import Card, Suit
from engine.games.sandayi.hand import SDYHand
from engine.shedding.trick import Trick

DECK = make_deck(2)
SUITS = (Suit.S, Suit.H, Suit.C, Suit.D)
RANK = {"2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "T": 10, "J": 11, "Q": 12,
        "K": 13, "A": 14}


def R(text: str) -> list[Card]:
    """SDY-0.4: a string of rank characters (``"33344"``, ``"A2345"``) as cards in rotating suits;
    ``L``/``B`` are the little and big joker."""
    out = []
    seen: dict[str, int] = {}
    for ch in text.replace(" ", ""):
        if ch == "L":
            out.append(parse_cards("LJ")[0])
        elif ch == "B":
            out.append(parse_cards("BJ")[0])
        else:
            i = seen.get(ch, 0)
            seen[ch] = i + 1
            out.append(Card(SUITS[i % 4], RANK[ch]))
    return out


def deal(*partial: str | list[Card], bottom: str | list[Card] = "") -> dict:
    """A full deal where seat i holds at least ``partial[i]`` and the bottom at least ``bottom``;
    the rest is dealt round-robin in deck order, so no seat gets many cards of one rank."""
    hands = [parse_cards(p) for p in partial] + [[] for _ in range(4 - len(partial))]
    bot = parse_cards(bottom)
    rest = list(DECK)
    for c in [c for h in hands for c in h] + bot:
        rest.remove(c)
    targets = [(h, 25) for h in hands] + [(bot, 8)]
    i = 0
    while rest and i < 10 * len(DECK):
        h, size = targets[i % 5]
        if len(h) < size:
            h.append(rest.pop(0))
        i += 1
    return {"hands": [format_cards(h) for h in hands], "bottom": format_cards(bot)}


def new(*partial, bottom="", marker_seat: int = 0, seed: int = 1) -> SDYHand:
    return new_hand("sandayi", seed=seed, deal=deal(*partial, bottom=bottom),
                    context={"marker_seat": marker_seat})


def bid(hand, *calls: int) -> list:
    events = []
    for b in calls:
        events += hand.apply(Action("bid", value=b))
    return events


def choose(hand, *values: str) -> list:
    events = []
    for v in values:
        events += hand.apply(Action("choose", value=v))
    return events


def play(hand, cards: str | list[Card] = "") -> list:
    cards = parse_cards(cards)
    return hand.apply(Action("play", tuple(cards)) if cards else Action.pass_())


def position(hands: list[str | list[Card]], landlord: int = 0, to_act: int | None = None,
             allowances: list[int | None] | None = None, level: int = 1,
             auction: bool = False) -> SDYHand:
    """A hand in the play phase with the given (small) hands; ``landlord`` leads unless ``to_act``.
    With ``auction`` the marker holder ``landlord`` really bids ``level`` 档 and the others pass
    (SDY-3), so the farmers' bomb allowances are the auction's (SDY-5.3), not ``allowances``."""
    hand = new(marker_seat=landlord)
    bid(hand, level if auction else 1, 0, 0, 0)
    while hand.phase != "play":  # no reports in this deal; if any: 不报, 打, 不摊打
        legal = hand.legal_actions()
        hand.apply(next((a for a in legal if a.value in ("bubao", "da", "butanda")), legal[0]) if auction
                   else legal[-1])
    s = hand.state
    s.hands = [parse_cards(h) for h in hands]
    if auction:
        assert s.landlord == landlord and s.level == level
    else:
        s.landlord = landlord
        s.level = level
        s.allowances = list(allowances) if allowances is not None else [None] * 4
    s.bombs_used = [0] * 4
    s.declared, s.declared_played = [], []
    lead = landlord if to_act is None else to_act
    s.trick = Trick(lead)
    s.to_act = lead
    s.top = None
    hand._clear_cache()
    return hand


def plays(hand) -> list[str]:
    """The listed plays as sorted rank strings (suits never matter, SDY-1.4)."""
    sym = {v: k for k, v in RANK.items()} | {15: "L", 16: "B"}
    return ["".join(sorted((sym[c.rank] for c in a.cards), key="3456789TJQKA2LB".index))
            for a in hand.legal_actions() if a.kind == "play"]
