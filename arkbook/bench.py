"""Speed of the rules engines, measured side by side with python-chess.

``python -m arkbook.bench`` plays uniformly random games (``legal_moves`` then ``play`` of a
random one, until the game ends) for every engine present, and python-chess's random play in the
same run as the yardstick of a mature pure-Python rules engine. The machines are shared and
noisy, so runs are timed in the process's CPU seconds, python-chess and the engines take turns
run by run, each ratio compares neighbouring runs, and every figure is a median over the runs.
A move is one ``play`` call: for Ark Nova, whose turn is a sequence of decisions, one decision.

``--hints N`` also times the coach's hint (:func:`arkbook.coach.hint`) at ``N`` positions per
game, every few decisions along seeded random games, in the process's CPU seconds: the median
and the slowest (the coach promises at most 1 s median).

``--greedy N`` times ``N`` decisions of the greedy bot per game, every decision along seeded
games between greedy bots (the positions a learner's opponent meets), in CPU seconds: the median
and the slowest (a board's bot answers right after the learner's move).

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
from dataclasses import dataclass, field
from types import ModuleType

from arkbook import games
from arkbook.game import Game
from arkbook.saving import GAMES, game_module

NAMES = ("Ada", "Ben", "Cy", "Di")
#: Players per benchmark game: each game's usual table (the registry's).
PLAYERS = {info.name: info.usual for info in games.ALL}
#: A random game still running after this many moves is stopped and counts as not ending.
MAX_MOVES = 20_000


@dataclass(frozen=True)
class Played:
    """One random game: the moves it took and whether it reached its rulebook's end."""

    moves: int
    reached_end: bool


@dataclass
class Rates:
    """One contestant's measurements, run by run: the bench reports their medians."""

    games_per_s: list[float] = field(default_factory=list)
    moves_per_s: list[float] = field(default_factory=list)
    games: int = 0
    reached_end: int = 0
    seed: int = 0

    def run(self, play_one: Callable[[int], Played], seconds: float) -> None:
        """Play games for ``seconds`` of this process's CPU time (at least one game).

        CPU time, not wall time: the machines are shared, and a process waiting for a core
        would otherwise look slower than it is, by however busy the neighbours happen to be.
        """
        games = moves = 0
        start = time.process_time()
        while (elapsed := time.process_time() - start) < seconds or games == 0:
            played = play_one(self.seed)
            moves += played.moves
            self.reached_end += played.reached_end
            games += 1
            self.seed += 1
        self.games_per_s.append(games / elapsed)
        self.moves_per_s.append(moves / elapsed)
        self.games += games


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


#: Decisions between two timed hints along a random game, so hints are timed early and late.
HINT_EVERY = 7


def hint_times(name: str, players: int, count: int) -> list[float]:
    """CPU seconds of ``count`` hints, for the player deciding at positions of random games."""
    from arkbook.coach import hint

    times: list[float] = []
    seed = 0
    while len(times) < count:
        game = game_module(name).new_game(players=list(NAMES[:players]), seed=seed)
        rng, moves = random.Random(seed), 0
        while len(times) < count and not game.is_over() and moves < MAX_MOVES:
            if moves % HINT_EVERY == 0:
                start = time.process_time()
                hint(game, game.to_move[0])
                times.append(time.process_time() - start)
            game.play(rng.choice(game.legal_moves()))
            moves += 1
        seed += 1
    return times


def greedy_times(name: str, players: int, count: int) -> list[float]:
    """CPU seconds of ``count`` greedy decisions, along seeded games between greedy bots."""
    from arkbook.bots import GreedyBot

    times: list[float] = []
    seed = 0
    while len(times) < count:
        game = game_module(name).new_game(players=list(NAMES[:players]), seed=seed)
        bots = {p: GreedyBot(seed * 10 + i) for i, p in enumerate(game.players)}
        chooser = random.Random(seed)
        while len(times) < count and not game.is_over():
            player = chooser.choice(game.to_move)
            start = time.process_time()
            move = bots[player].choose(game, player)
            times.append(time.process_time() - start)
            game.play(move)
        seed += 1
    return times


def report_greedy(names: list[str], count: int) -> None:
    """Print the greedy bot's time per decision per game (median and slowest), CPU s."""
    print(f"greedy bot: {count} decisions per game, CPU s")
    print(f"{'engine':<16}{'players':>8}{'median':>10}{'max':>10}")
    for name in names:
        times = greedy_times(name, PLAYERS[name], count)
        print(f"{name:<16}{PLAYERS[name]:>8}{statistics.median(times):>10.4f}{max(times):>10.3f}")


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
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds of one run")
    parser.add_argument(
        "--runs", type=int, default=5, help="runs per figure (median); 0: hints or greedy only"
    )
    parser.add_argument("--hints", type=int, default=0, help="also time N coach hints per game")
    parser.add_argument(
        "--greedy", type=int, default=0, help="also time N greedy-bot decisions per game"
    )
    parser.add_argument("games", nargs="*", help="engines to measure (default: all present)")
    args = parser.parse_args(argv)
    names = args.games or present_engines()
    if args.hints:
        report_hints(names, args.hints)
    if args.greedy:
        report_greedy(names, args.greedy)
    if args.runs > 0:
        report_speed(names, args.runs, args.seconds)


def report_speed(names: list[str], runs: int, seconds: float) -> None:
    """Print the engines' random-play speed beside python-chess's."""
    # Round after round, python-chess then every engine: each ratio compares runs made
    # minutes apart at most, so a change in the machine's load between them is caught by
    # the median instead of skewing one whole column.
    chess_rates = Rates()
    rates = {name: Rates() for name in names}
    ratios: dict[str, list[float]] = {name: [] for name in names}
    for _ in range(runs):
        chess_rates.run(chess_random_game, seconds)
        for name in names:
            rates[name].run(functools.partial(random_game, name, PLAYERS[name]), seconds)
            ratios[name].append(rates[name].moves_per_s[-1] / chess_rates.moves_per_s[-1])

    print(f"median of {runs} runs of {seconds:g} CPU s each, random play to the end")
    print(
        f"{'engine':<16}{'players':>8}{'games/s':>10}{'moves/s':>11}{'vs chess':>10}"
        f"{'real end':>18}"
    )
    median = statistics.median
    print(
        f"{'python-chess':<16}{2:>8}{median(chess_rates.games_per_s):>10.2f}"
        f"{median(chess_rates.moves_per_s):>11.0f}"
    )
    for name in names:
        rate = rates[name]
        ended = f"{rate.reached_end}/{rate.games} ({rate.reached_end / rate.games:.0%})"
        print(
            f"{name:<16}{PLAYERS[name]:>8}{median(rate.games_per_s):>10.2f}"
            f"{median(rate.moves_per_s):>11.0f}{median(ratios[name]):>9.2f}x{ended:>18}"
        )
    print("(a move is one play(); for ark_nova, one decision: moves/s is decisions/s;")
    print(" vs chess is the median of the run-by-run ratios)")


def review_time(name: str, players: int, seed: int = 0) -> float:
    """CPU seconds of the coach's review of the first player's whole random game."""
    from arkbook.coach import review

    game = game_module(name).new_game(players=list(NAMES[:players]), seed=seed)
    rng, moves = random.Random(seed), 0
    while not game.is_over() and moves < MAX_MOVES:
        game.play(rng.choice(game.legal_moves()))
        moves += 1
    start = time.process_time()
    review(game, NAMES[0])
    return time.process_time() - start


def report_hints(names: list[str], count: int) -> None:
    """Print the coach's hint time per game (median and slowest) and the time of the review
    of one whole random game, in CPU seconds."""
    print(f"coach: {count} hints per game, and the review of one whole game, CPU s")
    print(f"{'engine':<16}{'players':>8}{'hint median':>13}{'hint max':>10}{'review':>8}")
    for name in names:
        times = hint_times(name, PLAYERS[name], count)
        print(
            f"{name:<16}{PLAYERS[name]:>8}{statistics.median(times):>13.3f}{max(times):>10.3f}"
            f"{review_time(name, PLAYERS[name]):>8.1f}"
        )


if __name__ == "__main__":
    main()
