"""Computer opponents, written against the game contract only.

They work for every game because they use nothing but ``legal_moves``, ``play``/``undo``,
``clone``, ``evaluate``, ``has_no_effect``, the engine's ``_determinize`` hook and its
``TURN_STEPS`` and ``FEW_OPTIONS`` (how a turn is finished before it is rated):

* :class:`RandomBot` picks uniformly among its legal moves;
* :class:`GreedyBot` tries each of its moves (finishing the turn where a turn is several
  decisions), scores the position with the game's own ``evaluate`` and takes it back
  (push/pop, as in python-chess, never a deep copy);
* :class:`SearchBot` runs Monte Carlo playouts within a time budget. Before each playout it
  reshuffles what it cannot see (``_determinize``), so it never peeks at hidden cards, and it
  spreads playouts over its moves with UCB1 so that promising moves get more of the budget.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

from arkbook.game import Game, Move

BOT_KINDS = ("random", "greedy", "search")


class Bot(Protocol):
    """Anything that can choose a move for a player."""

    name: str

    def choose(self, game: Game, player: str) -> Move: ...


def moves_for(game: Game, player: str) -> list[Move]:
    """The legal moves that are ``player``'s own decision (several players may decide at once)."""
    return [m for m in game.legal_moves() if m.player == player]


def useful_moves(game: Game, player: str) -> list[Move]:
    """The player's moves less those with no effect (``has_no_effect``), unless no other is
    left: what a bot or the hint chooses among."""
    moves = moves_for(game, player)
    useful = [m for m in moves if not game.has_no_effect(m)]
    return useful or moves


def _require(moves: list[Move], game: Game, player: str) -> None:
    if not moves:
        raise ValueError(f"{player} has no decision to make now: {game.prompt}")


class RandomBot:
    """Uniformly random among the legal moves: the baseline every other bot must beat."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, player: str) -> Move:
        moves = moves_for(game, player)
        _require(moves, game, player)
        return self.rng.choice(moves)


class GreedyBot:
    """Takes the move the game's evaluation likes best once the turn it starts is over.

    In most games a move is rated alone. Where a turn is several decisions of one player
    (the game's ``TURN_STEPS``: Ark Nova's action, then its X-tokens, task or card, and place),
    each move is rated after up to that many of the player's own next decisions
    (:func:`finish_turn`): choosing the Animals action is worth the animal it then plays, not
    nothing. That look ahead is played in a copy of the game in which what the player cannot
    see is reshuffled (``_determinize``), so the bot never peeks at the deck it draws from.
    """

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, player: str) -> Move:
        moves = useful_moves(game, player)
        _require(moves, game, player)
        world = game
        if game.TURN_STEPS:
            world = game.clone()
            world._determinize(player, self.rng)
        # Among many moves (places to build), each finishes its turn without looking ahead:
        # the cost grows with the moves times the options of each next step.
        look_ahead = len(moves) <= game.FEW_OPTIONS
        best: list[Move] = []
        best_value = -math.inf
        for move in moves:
            played, value = finish_turn(
                world, move, player, game.TURN_STEPS, evaluation, look_ahead
            )
            for _ in played:
                world.undo()
            if value > best_value:
                best, best_value = [move], value
            elif value == best_value:
                best.append(move)
        return self.rng.choice(best)


#: How many of the player's next decisions a choice among few options looks through.
AHEAD = 2

Value = Callable[[Game, str], float]


def evaluation(world: Game, player: str) -> float:
    """The game's own evaluation, as a :data:`Value`."""
    return world.evaluate(player)


def own_decision(world: Game, player: str) -> bool:
    """Whether the turn goes on: the player alone decides. In a race nobody has turns, so a
    move there is rated alone (a tile placed must not take the credit for the next)."""
    return not world.is_over() and list(world.to_move) == [player]


def through_others(world: Game, player: str, value: Value) -> list[Move]:
    """Play the others' decisions that interrupt ``player``'s turn (:meth:`Game.turn_under_way`),
    each the option ``value`` likes best for its player, until the player decides again or
    the turn is done; return them, for the caller to undo. A turn rated only up to the first
    such decision missed what its action gives after it: a round-70 learner's hint chose a
    2-point project over a 5-point one, both reaching 10 conservation, whose points come after
    everyone's Final Scoring discard."""
    played: list[Move] = []
    while not world.is_over() and player not in world.to_move and world.turn_under_way(player):
        other = world.to_move[0]
        best, _, _ = best_option(world, useful_moves(world, other), other, 0, value)
        world.play(best)
        played.append(best)
    return played


class Finished(NamedTuple):
    """A turn played out by :func:`finish_turn`: every move played, for the caller to undo,
    and the ``value`` of the position it ends in (known from the rating that chose the last
    move, so the caller need not evaluate that position again)."""

    moves: list[Move]
    value: float


def finish_turn(
    world: Game,
    move: Move,
    player: str,
    steps: int,
    value: Value,
    look_ahead: bool = True,
    describe: Callable[[Game, Move], None] | None = None,
    ahead: int = AHEAD,
    every_step: bool = False,
    planned: Sequence[Move] = (),
    glance: bool = False,
) -> Finished:
    """Play ``move``, then up to ``steps`` of the player's own next decisions while the turn
    goes on; return every move played (``move`` first), for the caller to undo.

    Each next decision is the option ``value`` likes best. In the first of them, among a few
    options (at most the game's ``FEW_OPTIONS``), an option is rated after up to ``ahead``
    of the player's next decisions, taken the same way (unless ``look_ahead`` is off):
    spending an X-token or choosing the project task scores nothing by itself, only what it
    lets the turn do next. The decisions that rating took after the option it chose are the
    ones the next steps would take, so they are played as found.

    The greedy bot looks :data:`AHEAD` decisions ahead, and only in the first: a chain of
    few-option decisions (the discards of a break) would multiply the work at every step. The
    coach's hint, which rates few moves and has time, looks through the rest of the turn
    (``ahead``: its steps) and, with ``every_step``, again wherever the line found runs out: an
    X-token that lets the Animals action place a second animal is worth that animal, four
    decisions later, and a turn whose look-ahead stopped after the first animal undervalued it.
    ``describe`` is told each next decision before it is played (the hint says them).
    ``planned`` are next decisions chosen already (the hint's plan, the hints to come): they
    are played first, each while the turn goes on and it is legal. ``glance``: the options of
    the first next decision are rated a little further (:func:`rated`).
    """
    world.play(move)
    played = [move]
    for decision in planned:
        if not own_decision(world, player) or decision not in world.legal_moves():
            break
        if describe is not None:
            describe(world, decision)
        world.play(decision)
        played.append(decision)
    steps -= len(played) - 1
    line: list[Move] = []  # next decisions already found by the last rating
    worth: float | None = None  # the value where the last rating's line ends
    for step in range(steps):
        others = through_others(world, player, value)
        if others:  # the value the last rating found is from before them
            played, worth = played + others, None
        if not own_decision(world, player):
            break
        if line:
            best = line.pop(0)
        else:
            options = useful_moves(world, player)
            first = step == 0 or every_step
            few = look_ahead and first and len(options) <= world.FEW_OPTIONS
            depth = min(ahead, steps - 1 - step) if few else 0
            first_glance = glance and step == 0  # at every step, a break's discards cost 1 s
            best, worth, line = best_option(world, options, player, depth, value, first_glance)
        if describe is not None:
            describe(world, best)
        world.play(best)
        played.append(best)
    return Finished(played, float(value(world, player)) if worth is None else worth)


def best_option(
    world: Game,
    options: list[Move],
    player: str,
    ahead: int,
    value: Value,
    glance: bool = False,
) -> tuple[Move, float, list[Move]]:
    """The first of ``options`` that :func:`rated` rates highest, its rating and its line."""
    ratings = [(option, *rated(world, option, player, ahead, value, glance)) for option in options]
    return max(ratings, key=lambda rating: rating[1])


def rated(
    world: Game, option: Move, player: str, ahead: int, value: Value, glance: bool = False
) -> tuple[float, list[Move]]:
    """``value`` after ``option`` and up to ``ahead`` of the player's next decisions, each
    the one ``value`` likes best at once, and those decisions; the world is left as it was.

    With ``glance``, the first of those decisions, among few options (the game's
    ``FEW_OPTIONS``), is rated by :func:`glanced`, a few-option decision past it included:
    choosing the project task scores nothing until the project is chosen, and a line that
    took a partner zoo instead rated the X-token that allowed the project as a waste (the hint
    then missed a game-winning Association, a round-63 learner's report). Only the first, and
    not in a chain of like decisions (:func:`_unlike`): a break's discards made the slowest
    hint three times slower. The last decision is not played: its rating is already the value
    after it."""
    world.play(option)
    played = 1
    line: list[Move] = []
    worth: float | None = None  # the value after the last decision of the line
    for _ in range(ahead):
        if line:  # what follows the decision found last
            world.play(line[-1])
            played += 1
        others = through_others(world, player, value)
        if others:  # the value found for the last decision is from before them
            played, worth = played + len(others), None
        if not own_decision(world, player):
            break
        options = useful_moves(world, player)
        if glance and not line and _unlike(option, options) and len(options) <= world.FEW_OPTIONS:
            glances = [(glanced(world, o, player, value), o) for o in options]
            worth, best = max(glances, key=lambda rating: rating[0])  # the first best
        else:
            best, worth, _ = best_option(world, options, player, 0, value)
        line.append(best)
    if worth is None:
        worth = float(value(world, player))
    for _ in range(played):
        world.undo()
    return worth, line


def _unlike(option: Move, options: list[Move]) -> bool:
    """Whether the next decision is of another kind than ``option``'s (its first word): a
    discard then a discard is a chain, where a look one decision ahead finds nothing new."""
    verb = option.action_text().split()[0]
    return any(o.action_text().split()[0] != verb for o in options)


def glanced(world: Game, option: Move, player: str, value: Value) -> float:
    """``value`` after ``option``, or, where the player's next decision has few options,
    after the best of them: a look one decision ahead that costs at most ``FEW_OPTIONS``
    ratings, whatever the decision after (a look at every placement of a building is not
    one the hint can afford for each of a dozen options)."""
    world.play(option)
    others = through_others(world, player, value)
    try:
        if own_decision(world, player):
            options = useful_moves(world, player)
            if len(options) <= world.FEW_OPTIONS:
                return max(rated(world, o, player, 0, value)[0] for o in options)
        return float(value(world, player))
    finally:
        for _ in range(1 + len(others)):
            world.undo()


class SearchBot:
    """Monte Carlo search over determinised hidden information, within a time budget.

    Each playout: copy the game, reshuffle what ``player`` cannot see, play the candidate move,
    then let every seat play randomly for up to ``depth`` decisions and score the result with
    ``evaluate`` (or the final outcome). The move with the best average wins. ``seconds`` is the
    budget per decision, counted from the call; the issue asks for at most 1 s, so the default
    leaves a margin. In a slow game one playout, or even one move, can take longer than that
    margin, and the budget is a promise to a player waiting at the board, so the bot keeps the
    slowest step it has seen (one move, or the set-up of a playout) and neither starts a
    playout nor plays a move that would, at that pace, end past the deadline. A playout stopped
    early is scored where it stands.
    """

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        seconds: float = 0.9,
        depth: int = 40,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.rng = random.Random(seed)
        self.seconds = seconds
        self.depth = depth
        #: Where the budget's time is read: the wall clock, or a test's own clock, since how
        #: far a real second goes depends on how busy the machine is.
        self.clock = clock
        self.playouts = 0
        self._step = 0.0

    def choose(self, game: Game, player: str) -> Move:
        deadline = self.clock() + self.seconds
        moves = moves_for(game, player)
        _require(moves, game, player)
        if len(moves) == 1:
            return moves[0]
        totals = [0.0] * len(moves)
        counts = [0] * len(moves)
        self.playouts = 0
        self._step = 0.0
        while self.clock() + self._step < deadline or self.playouts == 0:
            i = self._pick(totals, counts)
            totals[i] += self._playout(game, moves[i], player, deadline)
            counts[i] += 1
            self.playouts += 1
        means = [t / c if c else -math.inf for t, c in zip(totals, counts, strict=True)]
        return moves[max(range(len(moves)), key=lambda k: (means[k], counts[k]))]

    def _pick(self, totals: list[float], counts: list[int]) -> int:
        """UCB1: try every move once, then favour good averages while still exploring."""
        for i, n in enumerate(counts):
            if n == 0:
                return i
        log_n = math.log(sum(counts))
        scale = max(1.0, max(abs(t / c) for t, c in zip(totals, counts, strict=True)))
        return max(
            range(len(counts)),
            key=lambda i: totals[i] / counts[i] + scale * math.sqrt(2 * log_n / counts[i]),
        )

    def _playout(self, game: Game, move: Move, player: str, deadline: float) -> float:
        start = self.clock()
        world = game.clone()
        world._determinize(player, self.rng)
        world.play(move)
        for _ in range(self.depth):
            now = self.clock()
            self._step = max(self._step, now - start)
            if world.is_over() or now + self._step >= deadline:
                break
            start = now
            world.play(self.rng.choice(world.legal_moves()))
        return world.evaluate(player)


def make_bot(kind: str, seed: int = 0) -> Bot:
    """A bot by its name in :data:`BOT_KINDS`, as a board's seat picker names them."""
    if kind == "random":
        return RandomBot(seed)
    if kind == "greedy":
        return GreedyBot(seed)
    if kind == "search":
        return SearchBot(seed)
    raise ValueError(f"unknown bot {kind!r}; choose one of {', '.join(BOT_KINDS)}")
