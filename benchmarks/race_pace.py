"""How long the Ark of Animals race bots take to fill their ark, in game time.

Not a test: it prints numbers. A learner races the bots, so a bot that needs twice as long as
the learner is no opponent (issue 13: a first-time player filled the ark in 43 s while the
default bots had placed 9 and 3 tiles of 16). For each level it races ``--games`` seeded first
rounds on the board itself (``ArkOfAnimalsBoard.play_round``: the board's own bots and pace, in
game time, no wall clock) with the default lineup of the play notebook and the classroom page:
Ada, a human seat left idle, a greedy bot and a random bot, everyone at that level. It prints,
per bot kind:

* the median game time at which the bot placed its 16th tile (and how many of the games it
  filled its ark in before the round ended: the round ends 30 s after the first full ark);
* the median number of tiles it had placed 43 s into the round, the moment the first-time
  player of the issue had filled theirs.

Run: ``.venv/bin/python benchmarks/race_pace.py --games 30``
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from arkbook.ark_of_animals import LEVELS, Place, new_game  # noqa: E402  (repo root first)
from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard  # noqa: E402
from arkbook.boards.race import pace_ms  # noqa: E402

#: The default lineup (notebooks/ark-of-animals/04-play.ipynb, the classroom's first bots).
SEATS = {"Ben": "greedy", "Cy": "random"}
#: When the issue's first-time player had filled the ark (game milliseconds).
LEARNER_MS = 43_000
SPACES = 16


def first_round(level: str, seed: int) -> dict[str, tuple[int | None, int]]:
    """Per bot: when it placed its last tile in round 1 (None if it did not fill its ark), and
    how many tiles it had placed by ``LEARNER_MS``."""
    players = ["Ada", *SEATS]
    board = ArkOfAnimalsBoard(new_game(players, seed=seed, levels=level), seats=SEATS)
    played = board.play_round()
    out: dict[str, tuple[int | None, int]] = {}
    for player in SEATS:
        places = [p.at_ms for p in played if p.move.player == player and isinstance(p.move, Place)]
        full = places[SPACES - 1] if len(places) >= SPACES else None
        out[player] = (full, sum(1 for t in places if t < LEARNER_MS))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="seeded games per level")
    args = parser.parse_args()
    print(
        f"round 1, {args.games} seeded games per level (seeds 0-{args.games - 1}); "
        f"Ada idle, {', '.join(f'{p} {k}' for p, k in SEATS.items())}, all at the level shown"
    )
    head = f"{'level':<13} {'pace':>6}  {'bot':<7} {'ark full (median)':>18} {'filled':>7}"
    print(f"{head}  tiles at 43 s")
    for level in LEVELS:
        games = [first_round(level, seed) for seed in range(args.games)]
        for player, kind in SEATS.items():
            full = [g[player][0] for g in games if g[player][0] is not None]
            at_learner = statistics.median(g[player][1] for g in games)
            median = f"{statistics.median(full) / 1000:.1f} s" if full else "never"
            print(
                f"{level:<13} {pace_ms(level) / 1000:>5.2f}s  {kind:<7} {median:>18} "
                f"{len(full):>3}/{len(games):<3}  {at_learner:g} of {SPACES}"
            )


if __name__ == "__main__":
    main()
