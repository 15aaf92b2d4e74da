"""Words joined as a list is said, for every sentence that names several things.

Rules narration, pictures and the coach all name lists ("the Rabbit and the Deer", "rows 4, 6
and 8"); this one function, importable from rules code, says them all alike.
"""

from __future__ import annotations

from collections.abc import Sequence


def listed(parts: Sequence[str], last: str = "and") -> str:
    """ "a", "a and b", "a, b and c" (``last``: the word before the last part, "and" or "or")."""
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + f" {last} " + parts[-1]
