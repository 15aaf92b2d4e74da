"""The golden playthrough: one seeded 3-player game written out move by move.

Each step lists who decides, the phase, every legal move and the move taken (chosen by a
seeded ``random.Random``), then the final scores. The test compares a fresh run with the file;
any change to the rules, the deck, the move order or the notation shows up as a diff.

Regenerate the file only on purpose, after checking the change is intended::

    .venv/bin/python -m tests.ark.regen_golden
"""

from __future__ import annotations

import random
from pathlib import Path

from arkbook import ark

SEED = 7
PLAYERS = ["Ada", "Ben", "Cy"]
GOLDEN = Path(__file__).with_name("golden") / "ark_seed7_3p.txt"


def playthrough() -> str:
    game = ark.new_game(PLAYERS, seed=SEED)
    rng = random.Random(SEED)
    lines = [
        f"# Ark golden playthrough: seed {SEED}, players {', '.join(PLAYERS)}; moves chosen by "
        f"random.Random({SEED}).",
        "# Regenerate on purpose only: .venv/bin/python -m tests.ark.regen_golden",
    ]
    step = 0
    while not game.is_over():
        step += 1
        moves = game.legal_moves()
        move = rng.choice(moves)
        lines.append(
            f"{step} {game.to_move[0]} ({game.phase}): "
            + " | ".join(m.action_text() for m in moves)
        )
        lines.append(f"  -> {move}")
        game.play(move)
    outcome = game.outcome()
    assert outcome is not None
    for row in game.scores().rows:
        points = ", ".join(f"{p} {v}" for p, v in row.points.items())
        lines.append(f"score {row.label}: {points}")
    lines.append(f"winners: {', '.join(outcome.winners)} {outcome.tie_break}".rstrip())
    return "\n".join(lines) + "\n"
