"""CJK-aware wrapping: Chinese breaks anywhere, Latin words never split, no line starts with ，。"""

from __future__ import annotations

from app.ui.text import NO_LINE_START, tokenize, wrap


def measure(s: str) -> int:
    # a fixed-pitch stand-in: CJK characters are two units wide, everything else one
    return sum(2 if ord(c) > 0x2E80 else 1 for c in s)


def test_latin_words_are_never_split():
    text = "The banker shoots or surrenders before the first trick is led."
    for width in range(12, 40):
        lines = wrap(text, width, measure)
        assert " ".join(lines).split() == text.split()
        for line in lines:
            assert measure(line) <= width


def test_chinese_breaks_between_characters_and_respects_width():
    text = "拿到大王的人做庄，另外两人是闲家，两个闲家合作对抗庄。"
    lines = wrap(text, 10, measure)
    assert "".join(lines) == text
    assert all(measure(line) <= 10 + 2 for line in lines)  # a glued punctuation mark may hang
    assert len(lines) > 3


def test_no_line_starts_with_closing_punctuation():
    text = "每人十七张，没有底牌。出完牌的人是上游，第二个是二游，剩下的是下游。"
    for width in range(4, 30):
        for line in wrap(text, width, measure):
            assert line and line[0] not in NO_LINE_START


def test_mixed_text_keeps_latin_tokens_whole():
    text = "正510K：同一花色的 5、10、K。BBT-5.11 applies to Suited 510K."
    for width in range(8, 30):
        lines = wrap(text, width, measure)
        joined = " ".join(lines)
        for word in ("BBT-5.11", "applies", "Suited", "510K."):
            assert word in joined


def test_opening_bracket_stays_with_the_next_character():
    toks = tokenize("庄（出牌）胜")
    assert "（出" in toks


def test_explicit_newlines_are_kept():
    assert wrap("一\n二", 100, measure) == ["一", "二"]


def test_a_single_over_long_word_is_cut_by_characters():
    lines = wrap("supercalifragilistic", 5, measure)
    assert "".join(lines) == "supercalifragilistic"
    assert all(measure(line) <= 5 for line in lines)
