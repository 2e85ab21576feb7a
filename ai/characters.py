"""Opponents with character (issue #25): named styles laid over any level's policy.

A character is a ``Style``: a few *deltas* from the policy as it was tuned by self-play. Every
policy reads them from the one ``Style`` object it is given (``make_player(..., character=id)``);
``STEADY``, all zeros, is today's policy exactly — the same decisions, seed for seed
(tests/ai/test_characters.py). The other characters move the thresholds of the choice phases, the
eagerness to spend a bomb, and 扯旋's betting, in the directions their names promise; the measured
effect is in docs/ai.md ("Characters") and ``benchmarks/character_styles.py``.

What each field moves (positive = bolder):

- ``nerve`` (plays of decomposition cost): added to every escalating threshold of the climbing
  games — 半边天炸 开枪 (else 投降), 反枪, 抖, 反抖; 板子炮 包牌, 反包; 三打一's bids. A hand may
  be this many plays weaker and still escalate. 找朋友's bid threshold falls by
  ``ZPY_NERVE_SCALE`` strength points per play of nerve.
- ``hammer`` (probability): 半边天炸's 捶 (BBT-3.1) is chosen before the cards are dealt (the view
  shows none), so it is a blind bet: the character 捶s this share of hands; 0 never does (today's
  policy).
- ``bomb`` (plays): how much more a bomb is worth spending when following (the rule-based card play
  of ``easy`` and ``normal``, and the candidates ``hard`` searches).
- ``control`` (plays per control card): how much more a control (a card above the sequence scale:
  the 2s and jokers) is worth keeping when it is not part of a bomb: the rule-based card play
  charges each one a play spends this much; ``hard`` (its searches, ``ai.pimc.style_bias``) marks
  each candidate's sampled mean down by it and up by ``bomb`` for a bomb, in units of the results'
  spread (times the game's ``SearchSpec.style_scale``: 0 in 三打一, where it cost too much), so
  the characters differ in the card play of every level (issue #35, point 9).
  找朋友 has no bombs: there ``bomb`` prices a trump attack (a ruff or a trump lead) and ``control``
  each top trump (a joker or level card) a play spends (``ai.games.zhaopengyou.style_plays``; its
  ``hard`` search moves its sampled trick values the same way).
- ``raise_shift`` (chips won per chip added): 扯旋 raises need this much *less* equity (``normal``'s
  slope thresholds; ``easy``'s score thresholds; ``hard`` credits each chip it raises with it).
- ``call_margin`` (antes): a 扯旋 call may show this much *less* expected value than a fold
  (negative: folds more; ``hard`` values a fold this much lower).
- ``bluff`` (probability): when 扯旋's policy would check or call, it raises the minimum instead.

Characters change nothing at ``random`` and ``greedy`` (the baselines have no judgement to colour).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import GAMES

__all__ = ["Style", "Character", "CHARACTERS", "DEFAULT", "STEADY", "character", "style_of",
           "ZPY_NERVE_SCALE", "CHOICES", "choice_name", "BOMB_KINDS", "is_bomb"]

#: 找朋友's bid strength points per play of ``nerve`` (its strength counts trumps, not plays)
ZPY_NERVE_SCALE = 2.5


@dataclass(frozen=True)
class Style:
    """The parameter object every policy reads: deltas from the tuned policy (zero = unchanged)."""

    nerve: float = 0.0
    hammer: float = 0.0
    bomb: float = 0.0
    control: float = 0.0
    raise_shift: float = 0.0
    call_margin: float = 0.0
    bluff: float = 0.0

    @property
    def plain(self) -> bool:
        """The tuned policy itself (no delta at all)."""
        return self == STEADY


STEADY = Style()


@dataclass(frozen=True)
class Character:
    id: str
    zh: str
    en: str
    desc_zh: str
    desc_en: str
    style: Style


CHARACTERS: tuple[Character, ...] = (
    Character("steady", "稳健", "Steady",
              "按牌力出手，不冒进也不退缩", "Plays the odds: neither rash nor timid",
              STEADY),
    Character("cautious", "谨慎", "Cautious",
              "牌不硬不加码，炸弹留到最后，少加注多弃牌",
              "Escalates only with a strong hand, saves bombs, folds often",
              Style(nerve=-0.8, bomb=-0.5, control=0.4, raise_shift=-0.08, call_margin=-0.5)),
    Character("bold", "激进", "Bold",
              "爱捶爱抖爱包牌，炸弹随手就扔，扯旋常诈唬加注",
              "Hammers, doubles and bids freely, bombs early, bluffs and raises",
              Style(nerve=0.8, hammer=0.4, bomb=0.6, control=-0.4, raise_shift=0.08, call_margin=0.5,
                    bluff=0.15)),
)
DEFAULT = "steady"
_BY_ID = {c.id: c for c in CHARACTERS}


def character(cid: str) -> Character:
    """The character ``cid``; ValueError for an unknown id."""
    try:
        return _BY_ID[cid]
    except KeyError:
        raise ValueError(f"unknown character {cid!r}; the characters are "
                         f"{', '.join(_BY_ID)}") from None


def style_of(cid: str | None) -> Style:
    """The style of ``cid`` (``None``: the default, today's policy)."""
    return STEADY if cid is None else character(cid).style


#: the choices that show a character's style, as counted by the statistics screen and
#: ``ai.style_probe``: (action kind, value) -> name; a value of ``None`` matches any value
CHOICES: dict[tuple[str | None, object], str] = {
    ("choose", "chui"): "chui",  # 半边天炸 捶 (BBT-3.1)
    ("choose", "dou"): "dou", ("choose", "fandou"): "dou",  # 抖, 反抖 (BBT-3.5, 3.7)
    ("choose", "touxiang"): "touxiang",  # 投降 instead of 开枪 (BBT-3.2)
    ("choose", "fanqiang"): "fanqiang",  # 反枪 (BBT-3.3)
    ("choose", "baopai"): "baopai", ("choose", "fanbao"): "baopai",  # 板子炮 包牌, 反包 (BZP-4)
    ("bid", None): "bid",  # 三打一 a bid above 0, 找朋友 a trump bid
    ("raise", None): "raise", ("allin", None): "raise", ("fold", None): "fold",  # 扯旋 betting
}


def choice_name(kind: str | None, value: object) -> str | None:
    """The style choice an action is (``CHOICES``), or None (a card play, a pass, 三打一's bid 0…)."""
    try:
        name = CHOICES.get((kind, value)) or CHOICES.get((kind, None))
    except TypeError:  # an unhashable value from a damaged record
        return None
    return None if name == "bid" and value == 0 else name


#: the bomb kinds of each climbing game's ``played`` events (engine API §7, ``Combo.kind``), from its
#: ``GameInfo.bomb_kinds``
BOMB_KINDS: dict[str, frozenset[str]] = {g.id: g.bomb_kinds for g in GAMES.values() if g.climbing}


def is_bomb(game_id: str, data: object) -> bool:
    """A ``played`` event's data names a bomb of ``game_id``."""
    info = GAMES.get(game_id)
    return isinstance(data, dict) and (data.get("kind") in (info.bomb_kinds if info else ())
                                       or data.get("bomb") is True)
