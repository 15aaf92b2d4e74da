"""How large an ark random games build: the size the Ark board must fit in a notebook column.

Not a test: it prints numbers. It plays ``--games`` uniformly random games of Ark for each
table size from 3 to 5 players and records, at every move, the cabins on each side of the ark
and the most cards in one cabin. The Ark board lays out the widest side, so the figure that
matters is the most cabins on one side (plus the "new cabin" space beside it).

Run: ``.venv/bin/python benchmarks/ark_size.py --games 300``
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from arkbook.ark import new_game  # noqa: E402  (the repo root must be importable first)

NAMES = ("Ada", "Ben", "Cy", "Di", "Eve")
MAX_MOVES = 2000


def largest_side(players: int, seed: int) -> tuple[int, int]:
    """The most cabins on one side, and the most cards in one cabin, over one random game."""
    game = new_game(list(NAMES[:players]), seed=seed)
    rng = random.Random(seed)
    widest = fullest = 0
    for _ in range(MAX_MOVES):
        if game.is_over():
            break
        game.play(rng.choice(game.legal_moves()))
        widest = max(widest, *(len(side) for side in game.sides))
        fullest = max(fullest, *(len(cabin) for side in game.sides for cabin in side))
    return widest, fullest


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="games per table size")
    games = parser.parse_args(argv).games
    overall = Counter()
    for players in (3, 4, 5):
        widths = Counter(largest_side(players, seed)[0] for seed in range(games))
        overall.update(widths)
        spread = ", ".join(f"{w}: {n}" for w, n in sorted(widths.items()))
        print(f"{players} players, {games} games: most cabins on one side -> games {{{spread}}}")
    print(f"largest side over all {3 * games} games: {max(overall)} cabins")


if __name__ == "__main__":
    main()
