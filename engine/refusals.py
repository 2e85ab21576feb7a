"""Refusals a player can read: ``check()``'s English sentence turned into a short zh and en one.

``Hand.check`` returns one sentence for developers and tests ("BBT-7.3: a different type cannot
beat the play on the table"). ``Hand.explain`` hands that sentence to ``explain`` here, which finds
its entry in a catalogue (each game's ``engine/games/<id>/refusals.py``, then the shared entries
below) and renders the player's sentences, without the rule id. An entry matches a rule id and a
regular expression of the rest of the sentence; named groups carry the variable parts, and the
group's name says how it is rendered (see ``FIELDS``).

Adding a refusal: add an ``Entry`` to the catalogue of the game (or to ``SHEDDING`` when the
sentence comes from shared code); ``tests/engine/test_refusals.py`` fails for any reason that no
entry matches and prints it.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .cards import parse_cards

__all__ = ["Refusal", "Entry", "Catalogue", "explain", "catalogue", "split_rule", "FALLBACK",
           "GENERIC", "SHEDDING", "versus", "kind_fields", "not_higher", "card_zh", "card_en", "cards_zh",
           "cards_en", "rank_label"]


@dataclass(frozen=True)
class Refusal:
    """Why an action is refused: ``rule`` (e.g. "BBT-7.3", "" when none) and one short sentence in
    each language, neither holding the rule id."""

    rule: str
    zh: str
    en: str


_RULE = re.compile(r"([A-Z]{2,4}-\d+(?:\.\d+)*): ")


def split_rule(reason: str) -> tuple[str, str]:
    """("BBT-7.3", "a different type…") for "BBT-7.3: a different type…"; ("", reason) without id."""
    m = _RULE.match(reason)
    return (m.group(1), reason[m.end():]) if m else ("", reason)


def rank_label(symbol: str) -> str:
    """A rank as printed on the card face: "T" and "10" both read 10."""
    return "10" if symbol in ("T", "10") else symbol


def card_zh(token: str) -> str:
    try:
        return parse_cards(token)[0].label_zh
    except (ValueError, IndexError):
        return "这张牌"


def card_en(token: str) -> str:
    try:
        return parse_cards(token)[0].label_en
    except (ValueError, IndexError):
        return "that card"


def cards_zh(text: str) -> str:
    return "、".join(card_zh(t) for t in text.split())


def cards_en(text: str) -> str:
    return ", ".join(card_en(t) for t in text.split())


def _num(text: str) -> str:
    return text


#: how a named group is rendered, by the group's name without a trailing digit (``n``, ``n2``):
#: name -> (zh, en)
FIELDS: dict[str, tuple[Callable[[str], str], Callable[[str], str]]] = {
    "card": (card_zh, card_en),
    "cards": (cards_zh, cards_en),
    "n": (_num, _num),
    "rank": (rank_label, rank_label),
}

#: a sentence that varies more than a template: a function of the rendered fields (and of the
#: raw groups as ``raw_<name>``)
Render = Callable[[dict[str, str]], str]
Text = str | Render
#: extra fields from the position: name -> (zh, en)
Fields = dict[str, tuple[str, str]]


@dataclass(frozen=True)
class Entry:
    """One refusal: ``rule`` is the rule id it belongs to (a regular expression, so shared entries
    can serve every game), ``pattern`` the rest of the sentence; ``zh``/``en`` are templates over
    the rendered groups (``{card}``), or functions of them for sentences that vary more."""

    rule: str
    pattern: str
    zh: Text
    en: Text
    if TYPE_CHECKING:  # set by __post_init__; to the checker fields that __init__ does not take
        _rule_re: re.Pattern[str] = field(init=False)
        _re: re.Pattern[str] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_rule_re", re.compile(self.rule))
        object.__setattr__(self, "_re", re.compile(self.pattern, re.S))

    @property
    def name(self) -> str:
        return f"{self.rule} | {self.pattern}"

    def match(self, rule: str, rest: str, extra: Fields | None = None) -> Refusal | None:
        if not self._rule_re.fullmatch(rule):
            return None
        m = self._re.fullmatch(rest)
        if m is None:
            return None
        groups = {k: v for k, v in m.groupdict().items() if v is not None}
        zh = {k: FIELDS.get(k.rstrip("0123456789"), (_num, _num))[0](v) for k, v in groups.items()}
        en = {k: FIELDS.get(k.rstrip("0123456789"), (_num, _num))[1](v) for k, v in groups.items()}
        for k, (z, e) in (extra or {}).items():
            zh[k], en[k] = z, e
        return Refusal(rule, _render(self.zh, zh, groups), _render(self.en, en, groups))


def _render(text: Text, fields: dict[str, str], raw: dict[str, str]) -> str:
    if callable(text):
        return text({**{"raw_" + k: v for k, v in raw.items()}, **fields})
    return text.format(**fields)


#: what a catalogue may learn from the position besides the sentence: (hand, action) -> fields
Context = Callable[[Any, Any], Fields]


class Catalogue:
    """The entries of one game followed by the shared ones; the first entry that matches wins.
    ``context`` adds fields that the sentence does not carry (e.g. the kinds of the two plays)."""

    def __init__(self, entries: Sequence[Entry], *shared: Sequence[Entry],
                 context: Context | None = None) -> None:
        self.own = tuple(entries)
        self.entries = self.own + tuple(e for s in shared for e in s)
        self.context = context

    def find(self, reason: str, hand: Any = None, action: Any = None) -> tuple[Entry, Refusal] | None:
        rule, rest = split_rule(reason)
        extra: Fields = {}
        if self.context is not None and hand is not None:
            try:
                extra = self.context(hand, action)
            except Exception:  # noqa: BLE001 - the sentence without the extra fields still serves
                extra = {}
        for entry in self.entries:
            refusal = entry.match(rule, rest, extra)
            if refusal is not None:
                return entry, refusal
        return None

    def explain(self, reason: str | None, hand: Any = None, action: Any = None) -> Refusal | None:
        if reason is None:
            return None
        found = self.find(reason, hand, action)
        if found is not None:
            return found[1]
        # a reason with no entry yet still reads as a refusal (the test over every game fails on it)
        rule, _ = split_rule(reason)
        return Refusal(rule, FALLBACK.zh, FALLBACK.en)


def versus(zh_plain: str, en_plain: str) -> tuple[Render, Render]:
    """zh and en texts naming both plays ("对子压不了单张") when the context gave their kinds
    (``mine``, ``top``), else the plain sentences."""
    def zh(f: dict[str, str]) -> str:
        return f"{f['mine']}压不了{f['top']}" if "mine" in f and "top" in f else zh_plain

    def en(f: dict[str, str]) -> str:
        if "mine" in f and "top" in f:
            return f"{f['mine'][0].upper()}{f['mine'][1:]} cannot beat {f['top']}."
        return en_plain
    return zh, en


def kind_fields(names: Fields, mine: str | None, top: str | None) -> Fields:
    """Fields from two combination kinds: ``kind`` (the play's own), and ``mine``/``top`` for
    ``versus`` when they differ; kinds without a name give none."""
    out: Fields = {}
    if mine in names:
        out["kind"] = names[mine]
    if mine in names and top in names and mine != top:
        out["mine"], out["top"] = names[mine], names[top]
    return out


def not_higher(en: str = "Not high enough to beat the play on the table.") -> tuple[Render, str]:
    """"炸弹不够大，压不了" naming the play's kind when the context knows it."""
    return (lambda f: f"{f.get('kind', '')}不够大，压不了"), en


ANY = r"[A-Z]{2,4}-[\d.]+"
FALLBACK = Refusal("", "这样不行", "That is not allowed here.")

#: the base class's refusals (engine/hand.py) and the malformed-action wrapper
GENERIC: tuple[Entry, ...] = (
    Entry("", r"not an action: .*", "这不是一个有效的操作", "That is not a valid action."),
    Entry("", r"the hand is over(; no more actions are possible)?", "这一局已经结束了",
          "This hand is over."),
    Entry("", r"this action is not possible here \(.*\)", "这里不能这样操作", "You cannot do that here."),
    # engine/guard.py: the one early check of an action's cards, before any game's rules
    Entry("", r"an action's cards must be a tuple of cards", "这些不是有效的牌",
          "Those are not valid cards."),
    Entry(ANY, r"you can only play real cards from your own hand", "只能出你自己手里的真牌",
          "You can only play real cards from your own hand."),
    Entry(ANY, r"you can only use cards from your own hand", "只能用你自己手里的牌",
          "You can only use cards from your own hand."),
)

#: the climbing games' shared play/pass refusals, whatever rule id each game cites
SHEDDING: tuple[Entry, ...] = (
    Entry(ANY, r"the leader must play( a combination)?; he cannot pass", "你是首家，必须出牌",
          "You lead: you must play, you cannot pass."),
    Entry(ANY, r"choose at least one card( to play)?(, or pass)?", "请先选牌", "Select at least one card."),
    Entry(ANY, r"in play, choose cards to play,? or pass", "请选牌出牌，或者不出",
          "Select cards to play, or pass."),
    Entry(ANY, r"you can only play cards from your own hand", "只能出你手里的牌",
          "You can only play cards from your hand."),
    Entry(ANY, r"these cards form no combination.*", "这几张牌不成牌型",
          "These cards make no valid combination."),
    Entry(ANY, r"an equal play does not beat.*", "一样大，压不了", "An equal play does not beat it."),
    Entry(ANY, r"(it|this play) is not higher than the play on the table", *not_higher()),
)

_CATALOGUES: dict[str, Catalogue] = {}


def catalogue(game_id: str) -> Catalogue:
    """The catalogue of ``game_id`` (its module's ``CATALOGUE``), loaded once."""
    cat = _CATALOGUES.get(game_id)
    if cat is None:
        module: Any = importlib.import_module(f"engine.games.{game_id}.refusals")
        cat = _CATALOGUES[game_id] = module.CATALOGUE
    return cat


def explain(game_id: str, reason: str | None, hand: Any = None, action: Any = None) -> Refusal | None:
    """The player's refusal for ``check()``'s ``reason`` in ``game_id`` (None for None)."""
    if reason is None:
        return None
    return catalogue(game_id).explain(reason, hand, action)
