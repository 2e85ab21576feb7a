"""Cleaning text a player types, pastes or loads (seat names) before it is drawn or saved.

A font cannot draw NUL (pygame raises), lone surrogates cannot even be encoded, and other control
characters show as boxes or move the caret; a pasted novel would take the whole row. What is left
is printable text of a sane length.
"""

from __future__ import annotations

import unicodedata

#: a seat name is drawn in a seat's badge; more than this never fits anywhere
NAME_MAX = 24
#: anything else a player can put into the app (a line of free text)
TEXT_MAX = 200


def clean_text(text: object, max_len: int = TEXT_MAX) -> str:
    """``text`` without control characters, surrogates and unassigned code points, at most
    ``max_len`` characters; tabs and line breaks become spaces. Never raises."""
    if not isinstance(text, str):
        return ""
    out = []
    for ch in text[: max_len * 4]:  # bound the work on absurd input before cleaning it
        if ch in "\t\r\n":
            ch = " "
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cs", "Cn", "Co") or (cat == "Cf" and ch != "\u200d"):
            continue
        out.append(ch)
        if len(out) >= max_len:
            break
    return "".join(out)


def clean_name(name: object) -> str:
    """A seat name: cleaned, trimmed, at most ``NAME_MAX`` characters."""
    return clean_text(name, NAME_MAX).strip()
