"""Whether the Ark hint keeps to its plan through a turn, and how far it gets a learner.

A turn of Ark is several decisions (a card into a cabin, a face-up card for a new cabin, a
second card or ending the turn). The hint at the turn's first decision names the move and the
decisions that finish the turn ("plays the Lion into port 2, then ..."); a learner who follows
it asks again at each later decision, and a hint that then says something else contradicts
itself. Each game is three players, Ada on the hint (the human seat) against two greedy bots;
game ``i`` uses seed ``i``. For every turn of Ada's with later decisions the script compares
the hint at each of them with the plan's step (the same move in words: same card, same
cabin), and counts:

* turns: Ada's turns with a later decision the plan names, and those where a later hint
  departed from the plan (the turn is followed no further: Ada plays the later hint). A step
  naming "a card" (one the plan's sampled world drew from the hidden supply) is not checked;
* the hint's strength: the games where Ada tops the table (no one has more points), and her
  mean lead over the best other player;
* each hint's time, in seconds (median and slowest).

    PYTHONPATH=$PWD .venv/bin/python benchmarks/hint_plan.py --games 50
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import dataclass, field

from arkbook.ark import new_game
from arkbook.bots import GreedyBot
from arkbook.coach import hint
from arkbook.game import Game
from arkbook.pictures import words

PLAYERS = ("Ada", "Ben", "Cy")
LEARNER = "Ada"
#: How a plan tells a card its sampled world drew from a hidden deck
#: (:func:`arkbook.coach.hint.told`).
GUESS = "a card"


@dataclass
class Tally:
    """What the games counted."""

    games: int = 0
    tops: int = 0
    leads: list[float] = field(default_factory=list)
    turns: int = 0
    departed: int = 0
    #: Each departure: the seed, the plan, and the later step's hint in words.
    departures: list[str] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)


def alone(game: Game) -> bool:
    """Whether the learner alone decides now (a turn goes on while this holds)."""
    return not game.is_over() and list(game.to_move) == [LEARNER]


def said(game: Game, move: object) -> str:
    """A move in words without the player's name, as a plan's steps are told."""
    return words(game, move).removeprefix(f"{LEARNER} ")  # type: ignore[arg-type]


def play(seed: int, tally: Tally) -> None:
    """One game: Ada plays every hint, the plan of each turn checked step by step."""
    game = new_game(list(PLAYERS), seed)
    bots = {p: GreedyBot(10 * seed + i) for i, p in enumerate(PLAYERS) if p != LEARNER}
    chooser = random.Random(seed)
    plan: list[str] = []  # the steps still to come of the current turn's plan
    checked = False  # whether this turn has had a later decision checked
    while not game.is_over():
        player = chooser.choice(game.to_move)
        if player != LEARNER:
            game.play(bots[player].choose(game, player))
            continue
        start = time.perf_counter()
        advice = hint(game, player)
        tally.seconds.append(time.perf_counter() - start)
        now = said(game, advice.move)
        if plan and GUESS in plan[0]:
            plan = []  # the plan drew a hidden card of its sampled world: nothing to hold to
        if plan:
            if not checked:
                tally.turns += 1
                checked = True
            step = plan.pop(0)
            if step != now:
                tally.departed += 1
                tally.departures.append(f"seed {seed}: plan '{step}', later hint '{now}'")
                plan = []
        else:
            plan, checked = list(advice.then), False
        game.play(advice.move)
        if not alone(game):
            plan = []
    outcome = game.outcome()
    assert outcome is not None
    totals = outcome.scores
    best_other = max(v for p, v in totals.items() if p != LEARNER)
    tally.games += 1
    tally.tops += totals[LEARNER] >= best_other
    tally.leads.append(totals[LEARNER] - best_other)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--first", type=int, default=0, help="the first game's seed")
    parser.add_argument("--show", action="store_true", help="list every departure")
    args = parser.parse_args()
    tally = Tally()
    for seed in range(args.first, args.first + args.games):
        play(seed, tally)
    print(
        f"{tally.games} games, Ada on the hint against two greedy bots: "
        f"tops the table in {tally.tops}, mean lead {statistics.mean(tally.leads):+.2f}"
    )
    print(f"turns with a later decision: {tally.turns}, a later hint departed in {tally.departed}")
    print(
        f"hint median {statistics.median(tally.seconds):.3f} s, "
        f"slowest {max(tally.seconds):.3f} s, {len(tally.seconds)} hints"
    )
    if args.show:
        print("\n".join(tally.departures))


if __name__ == "__main__":
    main()
