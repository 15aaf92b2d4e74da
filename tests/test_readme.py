"""The README's "Playing in code" snippet runs as written.

It is the first code a newcomer copies; it once raised ``BadNotation`` at its own ``why_not``
line, because nothing ran it.
"""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_playing_in_code_snippet_runs():
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S)
    assert blocks, "the README has a python snippet"
    namespace: dict[str, object] = {}
    for block in blocks:
        exec(compile(block, str(README), "exec"), namespace)
    assert namespace["again"].to_json() == namespace["game"].to_json()
