"""A seeded 2-player random playthrough, compared with the recorded one step by step.

The golden file holds, for the first ``FULL_STEPS`` decisions, the prompt, every legal move and
the move played; then the rest of the moves, the final view digest and the totals. Any change
to the rules, the deck or the move order shows up here as the first step that differs.

To regenerate on purpose (after a deliberate rules or deck change)::

    ARKBOOK_REGENERATE_GOLDEN=1 .venv/bin/pytest tests/ark_nova/test_golden.py

and review the diff of ``tests/ark_nova/golden/seed7_2p.json`` before committing it.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
from pathlib import Path

from arkbook.ark_nova import new_game
from arkbook.game import canonical_json

GOLDEN = Path(__file__).parent / "golden" / "seed7_2p.json"
FULL_STEPS = 150


def playthrough() -> dict:
    game = new_game(["Ada", "Ben"], seed=7)
    rng = random.Random(7)
    steps, rest = [], []
    while not game.is_over():
        legal = game.legal_moves()
        move = rng.choice(legal)
        if len(steps) < FULL_STEPS:
            steps.append(
                {"prompt": game.prompt, "legal": [str(m) for m in legal], "move": str(move)}
            )
        else:
            rest.append(str(move))
        game.play(move)
    digest = hashlib.sha256(canonical_json(game.view(None)).encode()).hexdigest()
    return {
        "seed": 7,
        "players": ["Ada", "Ben"],
        "steps": steps,
        "later_moves": rest,
        "final_view_sha256": digest,
        "totals": dict(game.scores().totals),
    }


def test_the_golden_playthrough_is_unchanged():
    now = playthrough()
    if os.environ.get("ARKBOOK_REGENERATE_GOLDEN"):
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(json.dumps(now, indent=0, ensure_ascii=False) + "\n", "utf-8")
    recorded = json.loads(GOLDEN.read_text("utf-8"))
    for i, (was, got) in enumerate(zip(recorded["steps"], now["steps"], strict=True)):
        assert was == got, f"step {i} differs"
    assert recorded["later_moves"] == now["later_moves"]
    assert recorded["final_view_sha256"] == now["final_view_sha256"]
    assert recorded["totals"] == now["totals"]
