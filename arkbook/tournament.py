"""Bots against bots, to measure how strong each one is.

    python -m arkbook.tournament ark --games 200 --lineup greedy,random,random
    python -m arkbook.tournament ark --games 40 --lineup search,greedy,greedy --seconds 0.25

Seats rotate from game to game so that no bot keeps the starting seat, and game ``i`` uses seed
``i``, so a tournament is repeatable. It prints, per bot kind, its share of wins (a shared win
counts as a fraction) and, per pair of kinds, how often the first finished ahead of the second.
"""

from __future__ import annotations

import argparse
import itertools
import random
import time
from collections import defaultdict
from dataclasses import dataclass, field

from arkbook import games
from arkbook.bots import SearchBot, make_bot
from arkbook.game import Game
from arkbook.saving import game_module

NAMES = ("Ada", "Ben", "Cy", "Di", "Ed")


@dataclass
class Results:
    """Tallies over a tournament, by bot kind."""

    games: int = 0
    wins: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    ahead: dict[tuple[str, str], float] = field(default_factory=lambda: defaultdict(float))
    meetings: dict[tuple[str, str], int] = field(default_factory=lambda: defaultdict(int))
    #: The longest single decision per bot kind, in seconds: the search bot's budget is per
    #: decision, so its worst case (not its average) is what must stay within the budget.
    slowest: dict[str, float] = field(default_factory=lambda: defaultdict(float))

    def record(self, game: Game, kinds: dict[str, str]) -> None:
        outcome = game.outcome()
        assert outcome is not None
        self.games += 1
        for winner in outcome.winners:
            self.wins[kinds[winner]] += 1 / len(outcome.winners)
        for a, b in itertools.permutations(game.players, 2):
            if kinds[a] == kinds[b]:
                continue
            pair = (kinds[a], kinds[b])
            self.meetings[pair] += 1
            sa, sb = outcome.scores[a], outcome.scores[b]
            self.ahead[pair] += 1.0 if sa > sb else 0.5 if sa == sb else 0.0

    def report(self, lineup: list[str]) -> str:
        seats = {kind: lineup.count(kind) for kind in lineup}
        lines = [f"{self.games} games, lineup {', '.join(lineup)}"]
        for kind, count in seats.items():
            share = self.wins[kind] / self.games
            seated = f"{count} seat(s) of {len(lineup)}"
            lines.append(f"  {kind:<7} won {share:6.1%} of games ({seated})")
        for pair in sorted(self.meetings):
            rate = self.ahead[pair] / self.meetings[pair]
            lines.append(f"  {pair[0]:<7} finished ahead of {pair[1]:<7} {rate:6.1%}")
        for kind in seats:
            lines.append(f"  slowest single {kind} decision: {self.slowest[kind]:.2f} s")
        return "\n".join(lines)


def play_game(name: str, lineup: list[str], seed: int, seconds: float, results: Results) -> None:
    """One game with ``lineup`` rotated by ``seed``; its result goes into ``results``."""
    shift = seed % len(lineup)
    seating = lineup[shift:] + lineup[:shift]
    players = list(NAMES[: len(seating)])
    game = game_module(name).new_game(players=players, seed=seed)
    kinds = dict(zip(players, seating, strict=True))
    bots = {p: make_bot(kind, seed * 10 + i) for i, (p, kind) in enumerate(kinds.items())}
    for bot in bots.values():
        if isinstance(bot, SearchBot):
            bot.seconds = seconds
    chooser = random.Random(seed)
    while not game.is_over():
        player = chooser.choice(game.to_move)
        start = time.perf_counter()
        move = bots[player].choose(game, player)
        kind = kinds[player]
        results.slowest[kind] = max(results.slowest[kind], time.perf_counter() - start)
        game.play(move)
    results.record(game, kinds)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help=" or ".join(info.name for info in games.ALL))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--lineup", default="greedy,random,random", help="bot kind per seat")
    parser.add_argument("--seconds", type=float, default=0.9, help="search bot budget per move")
    args = parser.parse_args(argv)
    lineup = args.lineup.split(",")
    results = Results()
    for seed in range(args.games):
        play_game(args.game, lineup, seed, args.seconds, results)
    print(results.report(lineup))


if __name__ == "__main__":
    main()
