"""How much the standing a hint tells ("you would lead by 19 points") moves within one turn.

Ada follows the hint through the learn-to-play lesson's late start of Ark Nova, against a
greedy Ben. An Ark Nova turn is several decisions (an Action card, X-tokens, a card, its
enclosure...), each with its own hint; the standing each tells is an estimate over the worlds
the hint imagines. Within one turn that follows the hint's own plan it should hardly move: a
round-65 learner read "lead by 6", "level", "3 behind", "lead by 4" and took it for points
lost. Printed: per turn, the standings told; then the mean and largest change between two
decisions of one turn.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/hint_steadiness.py --seed 2036
"""

from __future__ import annotations

import argparse
import itertools
import re
import statistics

from arkbook.ark_nova.flow import in_break
from arkbook.ark_nova.view import turn_starts
from arkbook.bots import GreedyBot
from arkbook.coach import hint
from arkbook.learn.ark_nova import late_start

_STANDING = re.compile(r"you would (lead by (\d+)|be (\d+) points? behind|be level)")


def told_lead(reason: str) -> int:
    """The standing a hint's reason tells, as Ada's lead (negative: behind; 0: level)."""
    found = _STANDING.search(reason)
    if found is None:
        raise ValueError(f"no standing in {reason!r}")
    ahead, behind = found.group(2), found.group(3)
    return int(ahead) if ahead else -int(behind) if behind else 0


def turns_told(seed: int) -> list[list[int]]:
    """The standings the hints told, turn by turn, over the late start's game (a break's
    decisions belong to no turn and are left out)."""
    game, ben = late_start(seed=seed), GreedyBot(seed)
    turns: list[list[int]] = []
    while not game.is_over():
        player = game.to_move[0]
        if player != "Ada":
            game.play(ben.choose(game, player))
            continue
        given = hint(game, "Ada")
        if turn_starts(game, "Ada"):
            turns.append([])
        if turns and not in_break(game):  # type: ignore[arg-type]
            turns[-1].append(told_lead(given.reason))
        game.play(given.move)
    return turns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2036, help="the late start's seed")
    args = parser.parse_args()
    turns = turns_told(args.seed)
    steps = [abs(b - a) for told in turns for a, b in itertools.pairwise(told)]
    for n, told in enumerate(turns, start=1):
        print(f"turn {n}: {' '.join(f'{t:+d}' for t in told)}")
    print(
        f"{len(steps)} steps within {len(turns)} turns: mean change "
        f"{statistics.mean(steps):.1f} points, largest {max(steps)}"
    )


if __name__ == "__main__":
    main()
