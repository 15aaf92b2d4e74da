"""Which worth of a sponsor in hand plays Ark Nova better: greedy bot against greedy bot.

Both seats are the same greedy bot on the same game; they differ only in
``evaluation.SPONSOR_SHARE``, the share of a sponsor's points (:func:`sponsor_points`) that a
sponsor in hand is worth. ``--new`` is one seat's share, ``--old`` the other's (0 is the flat
``OTHER_CARD`` worth every sponsor had before). The new seat alternates between Ada and Ben.
It prints each game and, at the end, the new seat's wins and its median and mean margin.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/sponsor_worth.py --new 0.3 --old 0 --games 100
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Callable
from typing import Any

from arkbook.ark_nova import evaluation, new_game
from arkbook.bots import GreedyBot

#: The evaluation's own ``hand_worth``, which each game's seat-by-seat version calls.
ORIGINAL = evaluation.hand_worth


def share_by_seat(shares: dict[str, float]) -> Callable[..., float]:
    """``hand_worth`` with each player's own sponsor share."""

    def hand_worth(game: Any, p: Any, paid: str | None = None) -> float:
        kept = evaluation.SPONSOR_SHARE
        evaluation.SPONSOR_SHARE = shares[p.name]
        try:
            return ORIGINAL(game, p, paid)
        finally:
            evaluation.SPONSOR_SHARE = kept

    return hand_worth


def play(seed: int, new: float, old: float) -> tuple[str, dict[str, float], tuple[str, ...]]:
    """One game; returns the new seat, the scores and the winners."""
    seat = "Ada" if seed % 2 == 0 else "Ben"
    shares = {name: new if name == seat else old for name in ("Ada", "Ben")}
    evaluation.hand_worth = share_by_seat(shares)
    game = new_game(["Ada", "Ben"], seed=seed)
    bots = {"Ada": GreedyBot(seed), "Ben": GreedyBot(seed + 1)}
    while not game.is_over():
        player = game.to_move[0]
        game.play(bots[player].choose(game, player))
    outcome = game.outcome()
    assert outcome is not None
    return seat, dict(outcome.scores), tuple(outcome.winners)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--new", type=float, default=evaluation.SPONSOR_SHARE)
    parser.add_argument("--old", type=float, default=0.0)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--first-seed", type=int, default=100)
    args = parser.parse_args()
    wins, margins = 0.0, []
    try:
        for seed in range(args.first_seed, args.first_seed + args.games):
            seat, scores, winners = play(seed, args.new, args.old)
            other = "Ben" if seat == "Ada" else "Ada"
            wins += 1 / len(winners) if seat in winners else 0.0
            margins.append(scores[seat] - scores[other])
            print(f"seed {seed}: new ({seat}) {scores[seat]}, old {scores[other]}", flush=True)
    finally:
        evaluation.hand_worth = ORIGINAL
    print(
        f"share {args.new} against {args.old}: new won {wins:g} of {args.games}; margin "
        f"median {statistics.median(margins):+g}, mean {statistics.mean(margins):+.1f}"
    )


if __name__ == "__main__":
    main()
