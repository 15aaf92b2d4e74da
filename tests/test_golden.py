"""Each game's seeded playthrough must play exactly as recorded in ``tests/golden/`` (see
tests/golden.py for the format and how to regenerate on purpose)."""

from __future__ import annotations

import difflib

import pytest

from tests.golden import PLAYTHROUGHS, Playthrough, write


@pytest.mark.parametrize("spec", PLAYTHROUGHS.values(), ids=list(PLAYTHROUGHS))
def test_the_golden_playthrough_is_unchanged(spec: Playthrough, request: pytest.FixtureRequest):
    now = write(spec)
    if request.config.getoption("--regenerate-golden"):
        spec.path.parent.mkdir(exist_ok=True)
        spec.path.write_text(now, encoding="utf-8")
    recorded = spec.path.read_text(encoding="utf-8")
    if now != recorded:
        diff = difflib.unified_diff(
            recorded.splitlines(), now.splitlines(), "recorded", "now", n=1, lineterm=""
        )
        pytest.fail("the seeded game changed:\n" + "\n".join(list(diff)[:40]))
