"""Speed of the rules engines, measured side by side with python-chess.

``python -m arkbook.bench`` plays uniformly random games (``legal_moves`` then ``play`` of a
random one, until the game ends) for every engine present, and python-chess's random play in the
same run as the yardstick of a mature pure-Python rules engine. The machines are shared and
noisy, so each figure is the median of several runs and the verdict is a ratio within one run.
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from arkbook.saving import GAMES, game_module

NAMES = ("Ada", "Ben", "Cy", "Di")
#: Players per benchmark game: Ark needs 3 to 5; the issue measures Ark Nova with 2.
PLAYERS = {"ark": 3, "ark_of_animals": 3, "ark_nova": 2}


@dataclass(frozen=True)
class Rate:
    """Medians over the runs: complete games per second and moves per second."""

    games_per_s: float
    moves_per_s: float
    games: int
    note: str = ""


def timed_runs(play_one: Callable[[int], int], seconds: float, runs: int) -> Rate:
    """Call ``play_one(seed) -> moves`` for ``seconds`` per run; median rates over ``runs``."""
    game_rates, move_rates, total, seed = [], [], 0, 0
    for _ in range(runs):
        games = moves = 0
        start = time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds or games == 0:
            moves += play_one(seed)
            games += 1
            seed += 1
        game_rates.append(games / elapsed)
        move_rates.append(moves / elapsed)
        total += games
    return Rate(statistics.median(game_rates), statistics.median(move_rates), total)


def chess_random_game(seed: int) -> int:
    """One random game of python-chess to its end (or 500 plies); returns the plies played."""
    import chess

    board, rng, plies = chess.Board(), random.Random(seed), 0
    while plies < 500 and not board.is_game_over():
        board.push(rng.choice(list(board.legal_moves)))
        plies += 1
    return plies


def engine_random_game(name: str) -> Callable[[int], int]:
    module = game_module(name)
    players = list(NAMES[: PLAYERS[name]])

    def play(seed: int) -> int:
        game, rng, moves = module.new_game(players=players, seed=seed), random.Random(seed), 0
        while not game.is_over():
            game.play(rng.choice(game.legal_moves()))
            moves += 1
        return moves

    return play


def present_engines() -> list[str]:
    """The engines that import: the bench reports on whatever exists."""
    found = []
    for name, module in GAMES.items():
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as missing:
            if missing.name != module:
                raise
            continue
        found.append(name)
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one run")
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (median)")
    parser.add_argument("games", nargs="*", help="engines to measure (default: all present)")
    args = parser.parse_args(argv)

    chess_rate = timed_runs(chess_random_game, args.seconds, args.runs)
    print(f"median of {args.runs} runs of {args.seconds:g} s each, random play to the end")
    print(f"{'engine':<16}{'players':>8}{'games/s':>10}{'moves/s':>11}{'vs chess':>10}")
    print(
        f"{'python-chess':<16}{2:>8}{chess_rate.games_per_s:>10.2f}{chess_rate.moves_per_s:>11.0f}"
    )
    for name in args.games or present_engines():
        rate = timed_runs(engine_random_game(name), args.seconds, args.runs)
        ratio = rate.moves_per_s / chess_rate.moves_per_s
        print(
            f"{name:<16}{PLAYERS[name]:>8}{rate.games_per_s:>10.2f}"
            f"{rate.moves_per_s:>11.0f}{ratio:>9.2f}x"
        )


if __name__ == "__main__":
    main()
