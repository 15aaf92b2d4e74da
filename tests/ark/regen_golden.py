"""Rewrite the golden playthrough file: ``.venv/bin/python -m tests.ark.regen_golden``."""

from __future__ import annotations

from tests.ark.golden import GOLDEN, playthrough

if __name__ == "__main__":
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(playthrough(), encoding="utf-8")
    print(f"wrote {GOLDEN}")
