"""The turn-based board: the shared core, with bots that move turn by turn and an undo.

Ark and Ark Nova are played in turns, so nothing moves until someone decides. A bot seat
decides with a short visible delay on the kernel's event loop, but only after the front end
has spoken (a click, an undo, a seat change, or a freshly rendered board saying it is ready):
a notebook that is merely executed (nbval, a script) never sees a bot move behind its back.
A move played from Python (``board.play``, as a learner reading the board as text plays) is
answered by the bots at once, as a click is after their pause; ``run_bots()`` plays them
synchronously for notebooks and tests. An undo takes back the last human move and the bot moves
after it, so the learner is back where they decided.

The snapshot, the clicks, seats, saves and the coach are shared with the race board, in
:mod:`arkbook.boards.core`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any, ClassVar

from arkbook.boards.answer import Answer
from arkbook.boards.assets import front_end
from arkbook.boards.core import BoardCore, Request, said
from arkbook.errors import ArkbookError
from arkbook.game import Move


class Board(BoardCore):
    """A turn-based board for any :class:`~arkbook.game.Game`; subclasses add the game's look.

    Takes the arguments of :class:`~arkbook.boards.core.BoardCore`.
    """

    _esm = front_end("board.js")
    _css = front_end("board.css")

    #: Seconds a bot waits before moving, so a learner sees each bot move land.
    bot_delay: ClassVar[float] = 0.6

    def snapshot(self, highlight: Iterable[str] = (), **shown: Any) -> dict[str, Any]:
        """The shared snapshot, and whether the Undo button has a move to take back."""
        return {"can_undo": self._undo_depth() > 0, **super().snapshot(highlight, **shown)}

    # ------------------------------------------------------------------ undo
    def undo(self) -> Answer:
        """Take back the last human move and the bot moves after it. The answer, falsy when
        there was none, shows itself as :meth:`play`'s does: a learner who undid a refused
        move from Python read a bare ``False`` and could not tell why."""
        if self._undo_depth() == 0:
            self.say(
                "error",
                "There is no move of yours to take back (a refused move changed nothing).",
                rule="game.undo",
                quote=self.quote("game.undo"),
            )
            return self.answer("undo", played=False)
        taken: list[str] = []
        while True:
            # Told as the move log tells it to this seat: a round-26 learner's undo listed
            # "Ben: pet Pig", the face-down pet the log and the view hide.
            turn = self.game.history[-1]
            move = self.game.undo()
            taken.append(f"{move.player}: {self.log_text(turn)}")
            if self._seats[move.player] == "human":
                break
        with self.hold_sync():
            self.say("info", "Taken back: " + "; ".join(reversed(taken)) + ".")
            self.refresh()
        return self.answer("undo", played=True)

    def _undo_depth(self) -> int:
        """How many moves an undo would take back (0 when no human move was played)."""
        moves = self.game.moves
        for depth, move in enumerate(reversed(moves), start=1):
            if self._seats.get(move.player) == "human":
                return depth
        return 0

    # ------------------------------------------------------------------ bots, turn by turn
    def answered(self, answer: Answer) -> Answer:
        """After a move played from Python the bots answer at once, until a human decides
        again: after ``board.play(...)`` it is the learner's turn, as it is after a click and
        the bots' visible pause. The answer says what they did, and then what the learner
        decides now."""
        start = len(self.game.history)
        self.run_bots()
        then = self.replies(start)
        now = self.game.prompt if then and self.viewer in self.game.to_move else ""
        return replace(answer, then=then, now=now)

    def replies(self, start: int) -> tuple[str, ...]:
        """The moves played from history entry ``start`` on, each as its events say it (or
        its words, for a move that only opens the next decision), as the board's banner said
        each to the seat watching."""
        return tuple(said(self.game, turn) for turn in self.game.history[start:])

    def text_status(self) -> str:
        """While the computer decides, the text says how it comes to move: on a page it moves
        by itself, and a script, which has no page, calls ``board.run_bots()`` (a round-57
        learner seated after Ben waited for a move that never came)."""
        bot = self.bot_to_move()
        if bot is None or "human" not in self._seats.values():
            return self.status()
        return (
            f"{self.status()} ({bot} is the computer: on a shown board it moves by itself; "
            "from code, board.run_bots() plays it up to your turn)"
        )

    def bot_to_move(self) -> str | None:
        """The bot seat that must decide now, if any."""
        for player in self.game.to_move:
            if self._seats[player] != "human":
                return player
        return None

    def bot_step(self) -> Move | None:
        """Let the bot deciding now make one move; None when a human (or nobody) decides."""
        player = self.bot_to_move()
        if player is None:
            return None
        move = self._bot(player).choose(self.game, player)
        if not self.propose(move):
            raise ArkbookError(f"the {self._seats[player]} bot for {player} chose {move}")
        return move

    def run_bots(self, limit: int | None = None) -> list[Move]:
        """Play bot moves synchronously until a human decides or the game is over."""
        played: list[Move] = []
        while limit is None or len(played) < limit:
            move = self.bot_step()
            if move is None:
                break
            played.append(move)
        return played

    def _front_end_spoke(self) -> None:
        """Now that the front end has spoken, a deciding bot may move."""
        self._schedule_bots()

    def _schedule_bots(self) -> None:
        """Let a deciding bot move after a visible pause (when a kernel's loop runs)."""
        if self.bot_to_move() is None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        loop.call_later(self.bot_delay, self._scheduled_bot_step, self._version)

    def _scheduled_bot_step(self, version: int) -> None:
        if version != self._version:  # the board moved on (undo, a seat change): drop it
            return
        self.bot_step()
        self._schedule_bots()

    # ------------------------------------------------------------------ requests
    def _requests(self) -> Mapping[str, Request]:
        """A move, an undo and a seat change, each clicked on the board as it is now."""
        return {
            "move": lambda content: self._click(content, self._move_request),
            "undo": lambda content: self._click(content, self._undo_request),
            "seat": lambda content: self._click(content, self._seat_request),
        }

    def _undo_request(self, _content: Mapping[str, Any]) -> bool:
        self.undo()
        return True

    def hold_for_reading(self, on: bool) -> bool:
        """A turn-based board has no clock: nothing moves until the learner does anyway."""
        return False
