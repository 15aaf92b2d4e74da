"""The coach's hint: a good legal move for a player, and what it does for them in one sentence.

Written on the game contract only, like :mod:`arkbook.bots`, so it serves every game. A move is
rated as :class:`~arkbook.bots.GreedyBot` rates it, with two differences that make it fair and
less short-sighted:

* it never looks at what the player may not see: each rating is the average over a few worlds
  in which everything hidden from the player was reshuffled (the engine's ``_determinize``, as
  :class:`~arkbook.bots.SearchBot` does before each playout);
* a turn that is several decisions of the same player (two cards in Ark, an action and then
  its choices in Ark Nova) is rated once finished: after the move, the player's own next
  decisions are taken greedily, up to :data:`OWN_STEPS` of them.

The reason compares the score sheet "if the game ended now" before and after, row by row, so it
names what really changes ("+4 points on the Heavy scoring card"), and says where the player
would stand. The rating itself is the game's ``evaluate``, which may weigh more than points
(Ark Nova's money and X-tokens), so a move that changes no score yet is explained that way.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from arkbook.bots import moves_for
from arkbook.coach.lessons import game_data
from arkbook.errors import ArkbookError
from arkbook.game import Game, Move
from arkbook.pictures import words

#: Worlds sampled per hint: hidden cards reshuffled in each.
WORLDS = 3
#: How many of the player's own further decisions finish a turn before it is rated.
OWN_STEPS = 2
#: A row changes when the player's points on it move by at least this much (averaged).
_CHANGE = 0.25


@dataclass(frozen=True)
class Rating:
    """A move rated over the sampled worlds: its mean evaluation and mean score changes."""

    move: Move
    value: float
    #: Row label -> the player's mean change of points on that row of the score sheet.
    rows: dict[str, float] = field(default_factory=dict)
    #: The player's mean lead (their total minus the best other) if the game ended then.
    lead: float = 0.0
    #: Counter name -> the mean change of the player's own count (money, action discs...).
    counts: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class Hint:
    """A move the coach suggests for ``player`` and why, in one sentence."""

    player: str
    move: Move
    reason: str
    #: The game's evaluation of the position after the move (averaged over sampled worlds).
    value: float

    def __str__(self) -> str:
        return f"Hint for {self.player}: {self.move.action_text()}. {self.reason}"

    def __repr__(self) -> str:
        return str(self)


def hint(game: Game, player: str) -> Hint:
    """The move the coach suggests to ``player`` now, with its reason.

    Raises :class:`~arkbook.errors.ArkbookError` when ``player`` has no decision to make.
    """
    ratings = rate(game, player, moves_of(game, player))
    best = max(ratings, key=lambda r: r.value)
    return Hint(player, best.move, reason(game, player, best, ratings), best.value)


def moves_of(game: Game, player: str) -> list[Move]:
    """The player's legal moves, or a clear error when the decision is not theirs."""
    if player not in game.players:
        raise ArkbookError(f"{player!r} is not playing; the players are {list(game.players)}")
    moves = moves_for(game, player)
    if not moves:
        raise ArkbookError(f"{player} has no decision to make now: {game.prompt}")
    return moves


def rate(
    game: Game,
    player: str,
    moves: Sequence[Move],
    worlds: int = WORLDS,
    own_steps: int = OWN_STEPS,
) -> list[Rating]:
    """Each move rated over ``worlds`` worlds that keep hidden only what is hidden, its turn
    finished with up to ``own_steps`` of the player's own next decisions.

    The worlds' generator is seeded from the position (its length), not from the game's seed,
    so a hint is repeatable and owes nothing to the real order of a hidden deck.
    """
    before = game.scores()
    counters = game_data(game).counters
    counts_before = counters(game.view(player), player)
    values = [0.0] * len(moves)
    rows: list[dict[str, float]] = [{} for _ in moves]
    counts: list[dict[str, float]] = [{} for _ in moves]
    leads = [0.0] * len(moves)
    for w in range(worlds):
        world = game.clone()
        world._determinize(player, random.Random(f"coach/{len(game.history)}/{w}"))
        for i, move in enumerate(moves):
            depth = _finish_turn(world, move, player, own_steps)
            values[i] += world.evaluate(player) / worlds
            after = world.scores()
            leads[i] += _lead(after.totals, player) / worlds
            for old, new in zip(before.rows, after.rows, strict=False):
                change = new.points.get(player, 0) - old.points.get(player, 0)
                rows[i][new.label] = rows[i].get(new.label, 0.0) + change / worlds
            for name, now in counters(world.view(player), player).items():
                change = now - counts_before[name]
                counts[i][name] = counts[i].get(name, 0.0) + change / worlds
            for _ in range(depth):
                world.undo()
    return [
        Rating(m, v, _changes(r), lead, _changes(c))
        for m, v, r, lead, c in zip(moves, values, rows, leads, counts, strict=True)
    ]


def _changes(amounts: Mapping[str, float]) -> dict[str, float]:
    return {k: d for k, d in amounts.items() if abs(d) >= _CHANGE}


def _finish_turn(world: Game, move: Move, player: str, own_steps: int) -> int:
    """Play ``move``, then the player's own next decisions greedily; return how many moves."""
    world.play(move)
    played = 1
    for _ in range(own_steps):
        if world.is_over() or player not in world.to_move:
            break
        best, best_value = None, -math.inf
        for option in moves_for(world, player):
            world.play(option)
            value = world.evaluate(player)
            world.undo()
            if value > best_value:
                best, best_value = option, value
        if best is None:
            break
        world.play(best)
        played += 1
    return played


def _lead(totals: Mapping[str, float], player: str) -> float:
    others = [v for p, v in totals.items() if p != player]
    return float(totals[player] - max(others, default=0))


def reason(game: Game, player: str, best: Rating, ratings: Sequence[Rating]) -> str:
    """One sentence: the move in words, the rows of the score sheet it changes, the standing."""
    said = words(game, best.move)
    said = said[0].upper() + said[1:]
    changes = sorted(best.rows.items(), key=lambda item: -abs(item[1]))[:2]
    standing = _standing(best.lead)
    if changes:
        effects = " and ".join(f"{_signed(d)} on {_row(label)}" for label, d in changes)
        return f"{said}: {effects}; {standing} if the game ended now."
    counts = sorted(best.counts.items(), key=lambda item: -abs(item[1]))[:3]
    if counts:
        effects = ", ".join(_counted(name, d) for name, d in counts)
        return f"{said}: {effects}; no points change yet ({standing} if the game ended now)."
    others = [r.value for r in ratings if r is not best]
    margin = best.value - max(others) if others else 0.0
    better = (
        f", {margin:.1f} better than the next best of your {len(ratings)} moves"
        if margin > 0.05
        else ""
    )
    return (
        f"{said}: no points change yet ({standing} if the game ended now), but the game's "
        f"evaluation of the position rates it best{better}."
    )


def _counted(name: str, change: float) -> str:
    """``+3 money``, ``−1 card in hand``, ``+2 action discs``."""
    amount = f"{abs(change):.1f}".removesuffix(".0")
    plural = amount != "1" and name not in ("money", "reputation", "appeal")
    words = name.split(" ", 1)
    label = words[0] + "s" + (" " + words[1] if len(words) > 1 else "") if plural else name
    return f"{'+' if change > 0 else '−'}{amount} {label}"


def _signed(points: float) -> str:
    amount = f"{abs(points):.1f}".removesuffix(".0")
    unit = "point" if amount == "1" else "points"
    return f"{'+' if points > 0 else '−'}{amount} {unit}"


def _row(label: str) -> str:
    return f"the {label[0].lower()}{label[1:]}" if label[:1].isupper() else label


def _standing(lead: float) -> str:
    amount = f"{abs(lead):.1f}".removesuffix(".0")
    unit = "point" if amount == "1" else "points"
    if abs(lead) < 0.05:
        return "you would be level with the leader"
    if lead > 0:
        return f"you would lead by {amount} {unit}"
    return f"you would be {amount} {unit} behind"
