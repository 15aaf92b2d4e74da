"""Bots against bots, to measure how strong each one is.

    python -m arkbook.tournament ark --games 200 --lineup greedy,random,random
    python -m arkbook.tournament ark --games 40 --lineup search,greedy,greedy --seconds 0.25
    python -m arkbook.tournament ark_nova --games 10 --lineup hint,greedy

Seats rotate from game to game so that no bot keeps the starting seat, and game ``i`` uses seed
``i``, so a tournament is repeatable. It prints, per bot kind, its share of wins (a shared win
counts as a fraction) and, per pair of kinds, how often the first finished ahead of the second;
per kind, its time per decision and how often it took a move with no effect while another was
legal; where the game has them, the money left at the end and the game's length in rounds.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import time
from collections import defaultdict
from dataclasses import dataclass, field

from arkbook import games
from arkbook.bots import Bot, SearchBot, make_bot, useful_moves
from arkbook.coach.hint import HintBot
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
    #: Every decision's time per bot kind, in seconds (for the median).
    times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    #: Per bot kind: seats played, money left at the end (where a game has money), moves
    #: with no effect (``has_no_effect``) taken while another move was legal.
    seats: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    money: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    no_effect: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    #: Each game's length in rounds, where the game counts its turns.
    rounds: list[float] = field(default_factory=list)

    def record(self, game: Game, kinds: dict[str, str]) -> None:
        outcome = game.outcome()
        assert outcome is not None
        self.games += 1
        view = game.view(None)
        for zoo in view.get("players", ()):
            if isinstance(zoo, dict) and "money" in zoo:
                self.money[kinds[zoo["name"]]] += zoo["money"]
        if isinstance(view.get("turn"), int):
            self.rounds.append(view["turn"] / len(game.players))
        for player in game.players:
            self.seats[kinds[player]] += 1
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
            median = statistics.median(self.times[kind]) if self.times[kind] else 0.0
            lines.append(
                f"  {kind:<7} decision: median {median * 1000:.1f} ms, slowest "
                f"{self.slowest[kind]:.2f} s; moves with no effect taken "
                f"{self.no_effect[kind]}"
            )
            if self.money:
                lines.append(
                    f"  {kind:<7} money left at the end: {self.money[kind] / self.seats[kind]:.0f}"
                    " on average"
                )
        if self.rounds:
            lines.append(
                f"  game length: {statistics.mean(self.rounds):.1f} rounds on average "
                f"(shortest {min(self.rounds):.0f}, longest {max(self.rounds):.0f})"
            )
        return "\n".join(lines)


def _bot(kind: str, seed: int) -> Bot:
    """A bot of :data:`~arkbook.bots.BOT_KINDS`, or ``hint``: a player who always plays the
    coach's hint."""
    return HintBot() if kind == "hint" else make_bot(kind, seed)


def play_game(name: str, lineup: list[str], seed: int, seconds: float, results: Results) -> Game:
    """One game with ``lineup`` rotated by ``seed``; its result goes into ``results``, and the
    finished game is returned."""
    shift = seed % len(lineup)
    seating = lineup[shift:] + lineup[:shift]
    players = list(NAMES[: len(seating)])
    game = game_module(name).new_game(players=players, seed=seed)
    kinds = dict(zip(players, seating, strict=True))
    bots = {p: _bot(kind, seed * 10 + i) for i, (p, kind) in enumerate(kinds.items())}
    for bot in bots.values():
        if isinstance(bot, SearchBot):
            bot.seconds = seconds
    chooser = random.Random(seed)
    while not game.is_over():
        player = chooser.choice(game.to_move)
        start = time.perf_counter()
        move = bots[player].choose(game, player)
        kind = kinds[player]
        spent = time.perf_counter() - start
        results.slowest[kind] = max(results.slowest[kind], spent)
        results.times[kind].append(spent)
        if game.has_no_effect(move) and len(useful_moves(game, player)) > 1:
            results.no_effect[kind] += 1
        game.play(move)
    results.record(game, kinds)
    return game


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
