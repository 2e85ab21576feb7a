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
- ``hammer`` (plays, or ``None``): 半边天炸's 捶 (BBT-3.1) when the hand's cost is at most this;
  ``None`` never 捶s (today's policy).
- ``bomb`` (plays): how much more a bomb is worth spending when following (the rule-based card play
  of ``easy`` and ``normal``, and the candidates ``hard`` searches).
- ``raise_shift`` (chips won per chip added): 扯旋 raises need this much *less* equity (``normal``'s
  slope thresholds; ``easy``'s score thresholds; ``hard`` credits each chip it raises with it).
- ``call_margin`` (antes): a 扯旋 call must show this much *less* expected value than a fold
  (negative: folds more).
- ``bluff`` (probability): when 扯旋's policy would check or call, it raises the minimum instead.

Characters change nothing at ``random`` and ``greedy`` (the baselines have no judgement to colour).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Style", "Character", "CHARACTERS", "DEFAULT", "STEADY", "character", "style_of",
           "ZPY_NERVE_SCALE"]

#: 找朋友's bid strength points per play of ``nerve`` (its strength counts trumps, not plays)
ZPY_NERVE_SCALE = 2.5


@dataclass(frozen=True)
class Style:
    """The parameter object every policy reads: deltas from the tuned policy (zero = unchanged)."""

    nerve: float = 0.0
    hammer: float | None = None
    bomb: float = 0.0
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
              Style(nerve=-0.8, bomb=-0.5, raise_shift=-0.08, call_margin=-0.5)),
    Character("bold", "激进", "Bold",
              "爱捶爱抖爱包牌，炸弹随手就扔，扯旋常诈唬加注",
              "Hammers, doubles and bids freely, bombs early, bluffs and raises",
              Style(nerve=0.8, hammer=7.0, bomb=0.6, raise_shift=0.08, call_margin=0.5, bluff=0.15)),
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
