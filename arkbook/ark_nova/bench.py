"""Random-play benchmark: games/s, decisions/s, and the share of games reaching the real end.

``python -m arkbook.ark_nova.bench [players] [games]`` plays uniformly random legal moves
(``ms = g.legal_moves(); g.play(rng.choice(ms))``) until each game is over, and reports. A game
still running after ``cap`` decisions counts as not reaching the trigger.
"""

from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass

from arkbook.ark_nova.engine import new_game

NAMES = ("Ada", "Ben", "Cy", "Di")


@dataclass(frozen=True)
class BenchResult:
    players: int
    games: int
    seconds: float
    decisions: int
    reached_trigger: int

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds

    @property
    def trigger_share(self) -> float:
        return self.reached_trigger / self.games

    def line(self) -> str:
        return (
            f"ark_nova {self.players}p: {self.games_per_second:.2f} random games/s, "
            f"{self.decisions_per_second:.0f} decisions/s, "
            f"{self.reached_trigger}/{self.games} ({100 * self.trigger_share:.0f}%) reached the "
            f"real end trigger (appeal + white number >= 100)"
        )


def run(players: int = 2, games: int = 10, seed: int = 0, cap: int = 20_000) -> BenchResult:
    start = time.perf_counter()
    decisions = reached = 0
    for i in range(games):
        game = new_game(list(NAMES[:players]), seed=seed + i)
        rng = random.Random(seed + i)
        for _ in range(cap):
            if game.is_over():
                break
            game.play(rng.choice(game.legal_moves()))
            decisions += 1
        reached += game.view(None)["end"]["triggered_by"] is not None and game.is_over()
    return BenchResult(players, games, time.perf_counter() - start, decisions, reached)


def main(argv: list[str]) -> None:
    players = int(argv[0]) if argv else 2
    games = int(argv[1]) if len(argv) > 1 else 20
    print(run(players, games).line())


if __name__ == "__main__":
    main(sys.argv[1:])
