"""How well a learner who follows the coach's hint does in Ark of Animals, against a greedy bot.

Each game is Ada against Ben, both racing at the pace of their level (``race.json``), Ben a
greedy race bot; Ada plays either the hint (``hint``) or a greedy race bot herself
(``greedy``). Per round it counts, on Ada's scored ark, the animals eaten, the doubles removed,
the animals kept and the round's points, and who turned the sandglass; at the end the time
each hint took.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/hint_race.py --ada hint --games 10 --level Normal
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Mapping

from arkbook.ark_of_animals import new_game
from arkbook.boards.race import Pace, RaceBot, advance
from arkbook.coach import hint
from arkbook.game import Game, Move


class HintPlayer:
    """Ada following the hint at every decision, timing each one."""

    def __init__(self) -> None:
        self.seconds: list[float] = []

    def choose(self, game: Game, player: str) -> Move:
        start = time.perf_counter()
        move = hint(game, player).move
        self.seconds.append(time.perf_counter() - start)
        return move


def play(seed: int, ada: str, level: str) -> tuple[list[Mapping[str, int]], list[float]]:
    """One game; per round Ada's eaten, doubles, kept, points and first (1 if she turned the
    sandglass), and the seconds of each hint."""
    game = new_game(["Ada", "Ben"], seed, {"Ada": level, "Ben": level})
    hinter = HintPlayer()
    bots = {
        "Ada": hinter if ada == "hint" else RaceBot("greedy", 10 * seed + 1),
        "Ben": RaceBot("greedy", 10 * seed + 2),
    }
    levels = {"Ada": level, "Ben": level}
    while not game.is_over():
        advance(game, 10**9, bots, levels, Pace())  # type: ignore[arg-type]
    rounds = []
    for result in game.scored_rounds():  # type: ignore[attr-defined]
        mine = next(a for a in result.arks if a.player == "Ada")
        rounds.append(
            {
                "eaten": len(mine.eaten),
                "doubles": len(mine.doubles),
                "kept": len(mine.kept),
                "points": mine.total,
                "first": int(result.first == "Ada"),
                "lead": mine.total - max(a.total for a in result.arks if a.player != "Ada"),
            }
        )
    return rounds, hinter.seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ada", choices=("hint", "greedy"), default="hint")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--level", default="Normal")
    args = parser.parse_args()
    rounds: list[Mapping[str, int]] = []
    seconds: list[float] = []
    for seed in range(args.games):
        played, took = play(seed, args.ada, args.level)
        rounds += played
        seconds += took
    keys = ("eaten", "doubles", "kept", "points", "first", "lead")
    per_round = ", ".join(f"{k} {statistics.mean(r[k] for r in rounds):.2f}" for k in keys)
    print(f"Ada={args.ada} {args.level}, {args.games} games, per round: {per_round}")
    if seconds:
        print(f"hint median {statistics.median(seconds):.3f} s, max {max(seconds):.3f} s")


if __name__ == "__main__":
    main()
