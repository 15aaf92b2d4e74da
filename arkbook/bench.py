"""Speed of the rules engines, measured side by side with python-chess.

``python -m arkbook.bench`` plays uniformly random games (``legal_moves`` then ``play`` of a
random one, until the game ends) for every engine present, and python-chess's random play in the
same run as the yardstick of a mature pure-Python rules engine. The machines are shared and
noisy, so each figure is the median of several runs and the verdict is a ratio within one run.
A move is one ``play`` call: for Ark Nova, whose turn is a sequence of decisions, one decision.

A game that can end short of its rulebook's end (Ark Nova's random players may stall, and the
bench stops any game at :data:`MAX_MOVES`) says whether it really ended through an optional
engine-module function ``reached_real_end(game) -> bool``. The bench reports the share of its
random games for which it holds; for an engine without it, a game that is over counts.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType

from arkbook.game import Game
from arkbook.saving import GAMES, game_module

NAMES = ("Ada", "Ben", "Cy", "Di")
#: Players per benchmark game: Ark needs 3 to 5; the issue measures Ark Nova with 2.
PLAYERS = {"ark": 3, "ark_of_animals": 3, "ark_nova": 2}
#: A random game still running after this many moves is stopped and counts as not ending.
MAX_MOVES = 20_000


@dataclass(frozen=True)
class Played:
    """One random game: the moves it took and whether it reached its rulebook's end."""

    moves: int
    reached_end: bool


@dataclass(frozen=True)
class Rate:
    """Medians over the runs of complete games/s and moves/s, and the totals behind them."""

    games_per_s: float
    moves_per_s: float
    games: int
    reached_end: int


def timed_runs(play_one: Callable[[int], Played], seconds: float, runs: int) -> Rate:
    """Call ``play_one(seed)`` for ``seconds`` per run; median rates over ``runs``."""
    game_rates, move_rates, total, reached, seed = [], [], 0, 0, 0
    for _ in range(runs):
        games = moves = 0
        start = time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds or games == 0:
            played = play_one(seed)
            moves += played.moves
            reached += played.reached_end
            games += 1
            seed += 1
        game_rates.append(games / elapsed)
        move_rates.append(moves / elapsed)
        total += games
    return Rate(statistics.median(game_rates), statistics.median(move_rates), total, reached)


def chess_random_game(seed: int) -> Played:
    """One random game of python-chess to its end (or 500 plies)."""
    import chess

    board, rng, plies = chess.Board(), random.Random(seed), 0
    while plies < 500 and not board.is_game_over():
        board.push(rng.choice(list(board.legal_moves)))
        plies += 1
    return Played(plies, board.is_game_over())


def reached_end_check(module: ModuleType) -> Callable[[Game], bool]:
    """The engine's ``reached_real_end`` hook, or "the game is over" for engines without one."""
    hook: Callable[[Game], bool] | None = getattr(module, "reached_real_end", None)
    return hook if hook is not None else Game.is_over


def random_game(name: str, players: int, seed: int, max_moves: int = MAX_MOVES) -> Played:
    """One uniformly random game of engine ``name``, stopped after ``max_moves`` moves."""
    module = game_module(name)
    game = module.new_game(players=list(NAMES[:players]), seed=seed)
    rng, moves = random.Random(seed), 0
    while moves < max_moves and not game.is_over():
        game.play(rng.choice(game.legal_moves()))
        moves += 1
    return Played(moves, reached_end_check(module)(game))


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
    print(
        f"{'engine':<16}{'players':>8}{'games/s':>10}{'moves/s':>11}{'vs chess':>10}"
        f"{'real end':>16}"
    )
    print(
        f"{'python-chess':<16}{2:>8}{chess_rate.games_per_s:>10.2f}{chess_rate.moves_per_s:>11.0f}"
    )
    for name in args.games or present_engines():
        players = PLAYERS[name]
        play_one = functools.partial(random_game, name, players)
        rate = timed_runs(play_one, args.seconds, args.runs)
        ratio = rate.moves_per_s / chess_rate.moves_per_s
        ended = f"{rate.reached_end}/{rate.games} ({rate.reached_end / rate.games:.0%})"
        print(
            f"{name:<16}{players:>8}{rate.games_per_s:>10.2f}"
            f"{rate.moves_per_s:>11.0f}{ratio:>9.2f}x{ended:>16}"
        )
    print("(a move is one play(); for ark_nova, one decision: moves/s is decisions/s)")


if __name__ == "__main__":
    main()
