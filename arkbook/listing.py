"""Words joined as a list is said, and things counted, for every sentence that names them.

Rules narration, pictures and the coach all name lists ("the Rabbit and the Deer", "rows 4, 6
and 8") and counts ("1 card", "2 cards"); these functions, importable from rules code, say them
all alike.
"""

from __future__ import annotations

from collections.abc import Sequence


def listed(parts: Sequence[str], last: str = "and") -> str:
    """ "a", "a and b", "a, b and c" (``last``: the word before the last part, "and" or "or")."""
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + f" {last} " + parts[-1]


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """``n`` of a thing in words, singular or plural, as a learner reads them: "1 card",
    "2 cards", "2 spaces"; ``plural`` where adding "s" is wrong ("workers" is fine, but
    "2 cards from the deck" is written ``counted(2, "card", "cards")`` + the rest)."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"
