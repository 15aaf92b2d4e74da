"""How far the coach's hint alone gets a learner in Ark Nova: Ada plays every decision the
hint suggests, Ben is :class:`~arkbook.bots.GreedyBot`; one line per seed with the totals,
appeal, conservation and money left, then the wins. Too slow for the test suite (a game is a
few hundred hints), so it is run by hand:

    python scripts/hint_games.py --seeds 0 1 2 3
"""

from __future__ import annotations

import argparse
import time

from arkbook.ark_nova.engine import new_game
from arkbook.bots import GreedyBot
from arkbook.coach import hint

#: Decisions after which a game that has not ended is reported as stalled.
MAX_DECISIONS = 1500


def play(seed: int) -> str:
    """One hint-only game of Ada against greedy Ben, summed up in a line."""
    game = new_game(["Ada", "Ben"], seed=seed)
    ben = GreedyBot(seed)
    start = time.process_time()
    for _ in range(MAX_DECISIONS):
        if game.is_over():
            break
        player = game.to_move[0]
        move = hint(game, player).move if player == "Ada" else ben.choose(game, player)
        game.play(move)
    totals = game.scores().totals
    zoos = {p["name"]: p for p in game.view("Ada")["players"]}
    ada, ben_zoo = zoos["Ada"], zoos["Ben"]
    ended = "ended" if game.is_over() else "STALLED"
    return (
        f"seed {seed}: {ended}, Ada {totals['Ada']} – Ben {totals['Ben']} · Ada appeal "
        f"{ada['appeal']}, conservation {ada['conservation']}, money {ada['money']} · Ben appeal "
        f"{ben_zoo['appeal']}, conservation {ben_zoo['conservation']} · "
        f"{time.process_time() - start:.0f} s CPU"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2, 3])
    for seed in parser.parse_args().seeds:
        print(play(seed), flush=True)


if __name__ == "__main__":
    main()
