"""The seeded 3-player game must play exactly as recorded (see tests/ark/golden.py)."""

from __future__ import annotations

from tests.ark.golden import GOLDEN, playthrough


def test_golden_playthrough_seed7_3p() -> None:
    expected = GOLDEN.read_text(encoding="utf-8")
    actual = playthrough()
    assert actual == expected, (
        "the seeded game changed; if intended, run .venv/bin/python -m tests.ark.regen_golden"
    )
