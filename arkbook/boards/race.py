"""Real time for the Ark of Animals board: bots at their level's pace, the clock kept in step.

The engine runs in *game* time (see :mod:`arkbook.ark_of_animals.engine`): its clock only moves
when every free hand has acted, and ``wait`` is how a player lets time pass. A live board must
turn wall-clock time into those moves, and this module does it without knowing about widgets:

* :func:`advance` plays the moves that happen up to a target game time: each bot acts when its
  level's pace (``race.json``) says it is due and waits otherwise; the human waits only for time
  that has really passed, so a click is applied at the game time it was made (never later than
  half a second, the length of one ``wait``), and the sand runs out when the real time does;
* :class:`RaceBot` never chooses ``wait`` (its pace decides when it acts), so a bot is exactly
  as fast as its level;
* the replay of a recorded race for the walkthrough player lives with the walkthroughs, in
  :mod:`arkbook.race_replay` (a board module importing the walkthrough would make the boards
  and the walkthrough each need the other first); its two functions stay importable from here.

Everything here is a pure function of the game and the target time: the same seed, bots and
targets give the same race, which is what lets a notebook run a race deterministically.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from arkbook.ark_of_animals import BOT_SECONDS_PER_ACTION, RACE, Place, Take, Wait
from arkbook.boards.core import Bot
from arkbook.game import Event, Game, Move
from arkbook.text_form import ShowsAsText

#: Game milliseconds one ``wait`` lasts: the finest step a board moves time in.
WAIT_MS = RACE.durations_ms["wait"]


def pace_ms(level: str) -> int:
    """Game milliseconds between two actions of a bot of ``level`` (``race.json``)."""
    return round(BOT_SECONDS_PER_ACTION[level] * 1000)


def clock_ms(game: Game) -> int:
    """The engine's game clock in the round being played (from its public view)."""
    return int(game.view(None)["clock_ms"])


class RaceBot:
    """A racing bot: greedy (the game's own ``evaluate``) or random, and never idle.

    When it is due to act it reveals or takes a tile, or places or leaves the one in hand. It
    leaves out ``wait``: the board's pace for its level says when it acts, so waiting by choice
    would only make a Grand Master bot as slow as a Novice one. A greedy bot places its tile
    where the evaluation rates it best, or leaves it where leaving rates better: the evaluation
    counts the balance expected when the round is scored, so the heavy left side of a
    half-filled ark does not keep a Master bot from filling it.

    A greedy bot takes only a table tile it would rather place than leave where it is
    (:func:`would_place`): a tile taken from the table must be placed (ruling 24), and the
    evaluation counts the ark, not the hand, so a take rates like a reveal. When nothing else
    is left to do (every tile on the table, none wanted), it waits.

    A random bot has no preference between animals, so it never leaves a tile it can place: it
    reveals or takes at random and puts each tile on a random lit space. Choosing among every
    move alike made it leave a tile whenever one space was left in a column (one move in two),
    and it took about 3.4 actions a tile: at a Normal pace it filled its ark in 2 min 20 s, long
    after the round had ended, and was no opponent for a learner (benchmarks/race_pace.py).
    """

    def __init__(self, kind: str, seed: int) -> None:
        self.kind = kind
        self.rng = random.Random(seed)

    def choose(self, game: Game, player: str) -> Move:
        moves = [m for m in game.legal_moves() if m.player == player and not isinstance(m, Wait)]
        if self.kind == "random":
            places = [m for m in moves if isinstance(m, Place)]
            return self.rng.choice(places or moves) if moves else Wait(player)
        # A take rates as the evaluation rates it, like a reveal (it counts the ark, not the
        # hand); a take of a tile the bot would rather not place is no choice.
        moves = [m for m in moves if not isinstance(m, Take) or would_place(game, m)]
        if not moves:
            return Wait(player)
        if len(moves) == 1:
            return moves[0]
        values: dict[Move, float] = {}
        for move in moves:
            game.play(move)
            values[move] = game.evaluate(player)
            game.undo()
        top = max(values.values())
        return self.rng.choice([m for m in moves if values[m] == top])


def would_place(game: Game, take: Move) -> bool:
    """Whether the taker would rather place the tile than leave it on the table: once the hand
    is free to place it (the others only wait meanwhile), some space rates better than the
    position now, the tile not taken. A tile taken must be placed (ruling 24)."""
    player = take.player
    untaken = game.evaluate(player)
    world = game.clone()
    world.play(take)
    while player not in world.to_move:
        world.play(Wait(next(p for p in world.to_move if p != player)))
    for move in [m for m in world.legal_moves() if isinstance(m, Place) and m.player == player]:
        world.play(move)
        placed = world.evaluate(player)
        world.undo()
        if placed > untaken:
            return True
    return False


def make_race_bot(kind: str, seed: int) -> Bot:
    """The board's bot factory: ``random`` plays at random, ``greedy`` and ``search`` greedily
    (a search per decision would be slower than the pace of a Grand Master)."""
    return RaceBot("random" if kind == "random" else "greedy", seed)


#: The kinds of event a learner reads of a move in the race (not the ``wait`` nobody needs to
#: read, nor the scoring's dozens of sentences, which the board shows step by step).
NEWS_KINDS = frozenset({"reveal", "take", "leave", "place", "sandglass", "finished", "sand-out"})


@dataclass(repr=False)
class Played(ShowsAsText):
    """A move a learner should see (not a ``wait`` that only waited), with its events and game
    time; it shows itself in words, "at 1.5 s: Ben reveals a Frog.", never as the engine's
    notation."""

    move: Move
    events: list[Event]
    at_ms: int

    @property
    def text(self) -> str:
        """What the move did, in the engine's sentences."""
        return " ".join(e.text for e in self.events if e.kind in NEWS_KINDS)

    def __str__(self) -> str:
        return f"at {self.at_ms / 1000:g} s: {self.text}"


@dataclass
class Pace:
    """When each bot may act next, in game milliseconds of the current round."""

    due: dict[str, int] = field(default_factory=dict)

    def next_due(self, player: str, now: int, step_ms: int) -> int:
        """When ``player``, acting at ``now``, may act again: one pace step after the moment it
        was due, not after ``now``. Time moves in ``wait`` steps of half a second, so a bot acts
        up to 499 ms after it was due; counting from ``now`` would round every pace up to the
        next half second (1.3 s would race as 1.5 s, 1.6 s as 2.0 s, and levels would merge).
        A longer delay (its hand was busy, or nothing was left to do) is not made up: the next
        step counts from ``now``."""
        due = self.due.get(player, 0)
        start = due if 0 <= now - due < WAIT_MS else now
        return start + step_ms

    def reset(self) -> None:
        """A new round: every bot may act at once."""
        self.due.clear()


def _wait(game: Game, player: str, now: int, played: list[Played]) -> None:
    """A wait, kept among the moves played only when time brought news with it: the sand run
    out (a round-49 learner read "Cleo has filled the ark too. Round 2 is over" and took the
    round's end for Cleo's, while the sand had run out on Ben's empty spaces). Its time is
    the news's own, at the wait's end: "at 109.5 s: The sand has run out at 110 s" puzzled a
    round-55 learner."""
    events = game.play(Wait(player))
    news = [e for e in events if e.kind in NEWS_KINDS]
    if news:
        at_ms = next((int(e.data["at_ms"]) for e in news if "at_ms" in e.data), now)
        played.append(Played(Wait(player), events, at_ms))


def advance(
    game: Game,
    target_ms: float,
    bots: Mapping[str, Bot],
    levels: Mapping[str, str],
    pace: Pace,
    *,
    stop_after_bot_move: bool = False,
) -> list[Played]:
    """Play every move that happens up to game time ``target_ms`` in the current round.

    Bots act when due (``pace``), else wait. A human waits only for time already past
    (``clock + WAIT_MS <= target``), or once the sandglass's end is past, so the sand runs out
    on time. It stops when the round ends (a board shows the scoring before the next round),
    when a human must decide (after the sand, with a tile in hand), or after one bot move if
    ``stop_after_bot_move`` (the learn mode's pause).
    """
    played: list[Played] = []
    start_round = game.view(None)["round"]
    while not game.is_over():
        view = game.view(None)
        if view["round"] != start_round:
            break
        now = int(view["clock_ms"])
        if now > target_ms:
            break
        glass = view["sandglass"]
        sand_past = glass["runs_out_at_ms"] is not None and target_ms >= glass["runs_out_at_ms"]
        acted = False
        for player in view["to_move"]:
            if player in bots:
                if pace.due.get(player, 0) <= now or glass["run_out"]:
                    move = bots[player].choose(game, player)
                    if not isinstance(move, Wait):
                        pace.due[player] = pace.next_due(player, now, pace_ms(levels[player]))
                        played.append(Played(move, game.play(move), now))
                        acted = True
                        if stop_after_bot_move:
                            return played
                        break  # the view changed: look again
                _wait(game, player, now, played)
                acted = True
                break
            if not glass["run_out"] and (now + WAIT_MS <= target_ms or sand_past):
                _wait(game, player, now, played)
                acted = True
                break
        if not acted:
            break
    return played


def __getattr__(name: str) -> Any:
    """``replay_steps`` and ``race_walkthrough``, from :mod:`arkbook.race_replay`, imported
    only when asked for (the notebooks import them from here)."""
    if name in ("replay_steps", "race_walkthrough"):
        return getattr(importlib.import_module("arkbook.race_replay"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
