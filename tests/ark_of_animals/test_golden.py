"""A golden seeded playthrough: the legal moves and the move played at every step of one game.

Any change to the rules, the data files, the shuffles or the move order shows up here as a diff.
When a change is meant, regenerate the file on purpose and review the diff before committing::

    .venv/bin/python -m tests.ark_of_animals.test_golden --regenerate
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from arkbook.ark_of_animals import new_game

GOLDEN = Path(__file__).resolve().parent / "golden" / "seed7_three_levels.json"
PLAYERS = ["Ada", "Ben", "Cy"]
LEVELS = {"Ada": "Novice", "Ben": "Expert", "Cy": "Grand Master"}
SEED = 7


def playthrough() -> dict[str, Any]:
    """Play the seeded game with uniformly random legal moves; record every step."""
    game = new_game(PLAYERS, seed=SEED, levels=LEVELS)
    rng = random.Random(SEED)
    steps = []
    while not game.is_over():
        legal = [str(m) for m in game.legal_moves()]
        move = rng.choice(legal)
        steps.append({"legal": legal, "move": move})
        game.play(move)
    outcome = game.outcome()
    assert outcome is not None
    return {
        "seed": SEED,
        "levels": LEVELS,
        "steps": steps,
        "rounds": game.view(None)["results"],
        "totals": dict(outcome.scores),
        "winners": list(outcome.winners),
    }


def write(data: dict[str, Any]) -> None:
    """One step per line, so that a diff points at the step that changed."""
    head = {k: v for k, v in data.items() if k != "steps"}
    lines = [json.dumps(step, ensure_ascii=False) for step in data["steps"]]
    text = json.dumps(head, ensure_ascii=False, sort_keys=True)[:-1]
    GOLDEN.write_text(text + ', "steps": [\n' + ",\n".join(lines) + "\n]}\n", encoding="utf-8")


def test_the_seeded_playthrough_matches_the_golden_file():
    expected = json.loads(GOLDEN.read_text(encoding="utf-8"))
    actual = playthrough()
    for i, (got, want) in enumerate(zip(actual["steps"], expected["steps"], strict=False)):
        assert got == want, f"step {i} differs (regenerate on purpose, see the module docstring)"
    assert actual == expected


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        sys.exit(__doc__)
    write(playthrough())
    print(f"wrote {GOLDEN}")
