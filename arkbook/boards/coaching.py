"""The coach on a board (``Board(..., coach=True)``): tips, the Hint button and the review.

:class:`Coaching` listens to what the board does for its human seats and keeps the ``_coach``
trait that ``widgets/lib/coach.js`` draws:

* a refused click, the events of a human's own move, and the places their picked card may not
  go (the board's ``coach-pick`` request, or the game's own ``focus``) reach the player's
  :func:`arkbook.coach.record`, which hands out a tip the first time for each rule; the newest
  tip opens, and every tip seen stays listed to be opened again;
* ``coach-hint`` asks :func:`arkbook.coach.hint` for the seat deciding; the answer names the
  board elements to light (those the move would change, from a world in which the seat's
  hidden information is reshuffled: lighting never reveals a card) and the move's text;
* ``coach-review`` (sent by the front end when the game ends, or by the Review button) draws
  :func:`arkbook.coach.review` for the seat.

While a tip is open the board holds its clock (``BoardCore.hold_for_reading``): in the Ark of
Animals race the bots wait, so reading never costs the learner the round.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from arkbook.coach import Hint, Review, Tip, Tips, hint, record, review
from arkbook.coach.lessons import game_facts
from arkbook.errors import ArkbookError, IllegalMove
from arkbook.game import Game, Move, Turn

if TYPE_CHECKING:
    from arkbook.boards.core import BoardCore

#: The requests the coach's front end sends.
REQUESTS = ("coach-hint", "coach-tip", "coach-pick", "coach-review")


class Coaching:
    """The coach of one board: what it has told, and the ``_coach`` trait it keeps."""

    def __init__(self, board: BoardCore) -> None:
        self.board = board
        self.open: int | None = None
        self.hint: dict[str, Any] | None = None
        self.review_html: str | None = None
        self.error = ""
        #: The learner hid tips: new ones are listed but not opened.
        self.quiet = False
        self._held = False
        #: The tips opened so far (by the coach or the learner); none opens by itself twice.
        self._opened: set[tuple[str, int]] = set()
        #: How long the game's history was when the open tip opened.
        self._opened_at = 0
        self._focus_seen: set[tuple[str, str, int]] = set()
        #: How much of the game's history the coach has looked through for the seat (what
        #: came before the board, a late start's bot-played turns, is no news).
        self._looked = len(board.game.history)

    # ------------------------------------------------------------------ what the board tells
    def refused(self, player: str | None, problem: IllegalMove) -> None:
        """A human's click was refused: the rule's tip, the first time."""
        if player is None:
            return
        game = self.board.game
        seen = record(game, player)
        tip = seen.refused(game, problem.rule, problem.reason) or seen.tip_for(problem.rule)
        if tip is None or tip.number != self.open:
            # The open tip is another rule's: beside this refusal it would read as its cause
            # (a learner refused for their one hand read "this rule refused your move: You
            # start a column only once the column left of it is full").
            self._close()
        self._show(player, tip)
        self.publish()

    def moved(self, turn: Turn, focus: bool = True) -> None:
        """A move was played on the board: the old hint is stale; a human's own move may
        bring tips, and so may the card they now hold (``focus``: now, unless the board runs
        its clock on first, and then calls :meth:`focus`)."""
        self.hint = None
        self.error = ""
        move = turn.move
        if move is not None and self.board.is_human(move.player):
            # The open tip told of the moment before this move ("this rule refused your
            # move" stayed beside the move accepted next): the move's own tips replace it.
            self._close()
            game = self.board.game
            played = record(game, move.player).played(game, move, turn.events)
            self._show(move.player, *played, *(self._focus_tips(move.player) if focus else []))
            self._looked = len(game.history)
        else:
            self._catch_up()
        self.publish()

    def caught_up(self) -> None:
        """The board played moves without the learner (the bots', the race's clock): what
        they brought the seat watching, as :meth:`_catch_up` tells it."""
        self._catch_up()
        self.publish()

    def _catch_up(self) -> None:
        """A scoring, an ending or a break that names the seat watching, brought by moves it
        did not make since the coach last looked, tips its rules as their own move's would."""
        seat, game = self.board.viewer, self.board.game
        start, self._looked = min(self._looked, len(game.history)), len(game.history)
        if seat is None or not self.board.is_human(seat):
            return
        events = [e for turn in game.history[start:] for e in turn.events]
        self._show(seat, *record(game, seat).followed(game, events))

    def focus(self, player: str) -> None:
        """The tips of the places kept dark for what ``player`` holds now: a race raced from
        code asks once its clock has run on to the player's next decision (asked at once, a
        round-25 learner read "your hand is still busy until 2 s; the clock is at 1.5 s" beside
        the board's "The clock is at 2 s")."""
        self._show(player, *self._focus_tips(player))
        self.publish()

    def shown(self, player: str, rules: list[str | None]) -> None:
        """``player`` read these rules refusing choices in a list (``board.choices()``):
        met, for their review, with no tip, since nothing was tried."""
        record(self.board.game, player).shown(rules)

    def picked(self, subject: str) -> None:
        """The learner picked ``subject`` (a hand card) on the board: explain its dark places."""
        seat = self.board.viewer
        if seat is not None and subject:
            self._show(seat, *self._unlit(seat, subject))
        self.publish()

    # ------------------------------------------------------------------ requests
    def request(self, content: Mapping[str, Any]) -> None:
        """A request from the coach's front end (one of :data:`REQUESTS`; anything else is
        answered on the board, never with a traceback)."""
        kind = content.get("type")
        if kind == "coach-hint":
            self._hint()
        elif kind == "coach-tip":
            if isinstance(content.get("quiet"), bool):
                self.quiet = content["quiet"]
            number = content.get("number")
            self._open(number if type(number) is int else None)
        elif kind == "coach-pick":
            subject = content.get("subject")
            self.picked(subject[:80] if isinstance(subject, str) else "")
            return
        elif kind == "coach-review":
            self._review()
        elif kind is None:
            self.error = f"A coach request needs a 'type', one of {', '.join(REQUESTS)}."
        else:
            self.error = f"The coach knows no request {str(kind)[:40]!r}; it was ignored."
        self.publish()

    def _hint(self) -> None:
        try:
            self.ask_hint()
        except ArkbookError as exc:
            self.hint, self.error = None, str(exc)

    def ask_hint(self) -> Hint:
        """The hint for the seat watching, lit on the board as the Hint button lights it
        (``board.hint()`` from Python). Raises :class:`~arkbook.errors.ArkbookError` when the
        seat has no decision of its own to make now."""
        seat = self.board.viewer
        if self.board.game.is_over():  # a round-29 judge was told to wait for a turn
            raise ArkbookError(
                "The game is over: no move is left to hint. board.review() looks back."
            )
        game = None if seat is None else self.board.next_decision(seat)
        if seat is None or game is None:
            raise ArkbookError("A hint is for your own decision: wait for your turn.")
        found = hint(game, seat)
        # Said in Python's answer too: a round-49 learner playing from code read "Its move:
        # Ada: reveal" between rounds, and the board refused it until Start.
        found = replace(found, reason=self.board.hint_preface(game) + found.reason)
        self.hint = {
            "move": str(found.move),
            "action": found.move.action_text(),
            "reason": found.reason,
            **self.lit_elements(game, seat, found.move),
        }
        self.error = ""
        self.publish()
        return found

    def tips(self) -> Tips:
        """The tips the seat watching has been shown in this game, oldest first."""
        seat = self.board.viewer
        return Tips([] if seat is None else record(self.board.game, seat).tips)

    def lit_elements(self, game: Game, seat: str, move: Move) -> dict[str, Any]:
        """The board elements ``move`` would change in ``game`` (the board's game, or the seat's
        next decision in it), of those the seat sees: ``ids``, those
        whose id names a word of the move (``hand:Rabbit``, ``cabin:starboard:1``, and
        ``named`` is true) or else all of them (a button that sends the move is then the
        better light: the front end prefers it).

        The move is played in a world where the seat's hidden information was reshuffled, and
        only elements already on the board count, so a card the seat would draw is not lit.
        """
        board = self.board
        before = board.elements(game.view(seat))
        world = game.clone()
        world._determinize(seat, random.Random(f"coach-light/{len(game.history)}"))
        world.play(move)
        after = board.elements(world.view(seat))
        changed = sorted(k for k in before if before[k] != after.get(k))
        # What the learner clicks is named by the move itself (the card, the cabin, the
        # space); the rest changes as a consequence (the bow, the counts) and is lit only
        # when nothing is named.
        words = set(move.action_text().split())
        named = [k for k in changed if words & set(k.split(":"))]
        return {"ids": named or changed, "named": bool(named)}

    def _review(self) -> None:
        try:
            self.ask_review()
        except ArkbookError as exc:
            self.error = str(exc)

    def ask_review(self) -> Review:
        """The review of the seat watching, drawn on the board as the Review button draws it
        (``board.review()`` from Python)."""
        seat = self.board.viewer
        if seat is None:
            raise ArkbookError("Nobody plays at this board, so there is no game to review.")
        found = review(self.board.game, seat)
        self.review_html = found._repr_html_()
        self.error = ""
        self.publish()
        return found

    def _open(self, number: int | None) -> None:
        """Open tip ``number`` of the seat (None closes the open tip)."""
        seat = self.board.viewer
        tips = [] if seat is None else record(self.board.game, seat).tips
        self.open = number if any(t.number == number for t in tips) else None
        if seat is not None and self.open is not None:
            self._opened.add((seat, self.open))
            self._opened_at = len(self.board.game.history)
        self._hold(self.open is not None)

    def _close(self) -> None:
        """Close the open tip (if any), letting go of the clock it held."""
        if self.open is not None:
            self.open = None
            self._hold(False)

    def open_tip(self) -> Tip | None:
        """The tip open now for the seat watching (None when none is open)."""
        seat = self.board.viewer
        if seat is None or self.open is None:
            return None
        return next((t for t in record(self.board.game, seat).tips if t.number == self.open), None)

    def close_if_opened_before(self, turn: int) -> None:
        """Close the open tip if it opened before the history's ``turn``: a race board closes
        the tips of a round once it is scored (a learner read "At Novice level your tiles go
        on your ark face up" beside the round's scores, and at the game's end a tip on the
        places not lit for a tile)."""
        if self.open is not None and self._opened_at <= turn:
            self._close()
            self.publish()

    # ------------------------------------------------------------------ tips
    def _show(self, player: str, *tips: Tip | None) -> None:
        """Open the first of ``tips`` never opened yet: a tip opens by itself once at most
        (several may come at once; the others open when their rule next matters, or when the
        learner opens them)."""
        fresh = [t for t in tips if t is not None and (player, t.number) not in self._opened]
        if fresh and not self.quiet:
            self._opened.add((player, fresh[0].number))
            self.open = fresh[0].number
            self._opened_at = len(self.board.game.history)
            self._hold(True)

    def _focus_tips(self, player: str) -> list[Tip]:
        """The card the game says the player is placing now: the tips of its dark places."""
        subject = game_facts(self.board.game).focus(self.board.game, player)
        return self._unlit(player, subject) if subject else []

    def _unlit(self, player: str, subject: str) -> list[Tip]:
        """The new tips of the rules that keep ``subject``'s places dark (once a position)."""
        game = self.board.game
        key = (player, subject, len(game.history))
        if key in self._focus_seen:
            return []
        self._focus_seen.add(key)
        try:
            targets = game.targets(subject, player)
        except ArkbookError:  # no card by that name, or not the player's: nothing to explain
            return []
        refusals = [
            (t.verdict.rule, t.verdict.reason) for t in targets.targets if not t.verdict.allowed
        ]
        any_lit = len(refusals) < len(targets.targets)
        return record(game, player).unlit(game, refusals, any_lit=any_lit)

    def _hold(self, on: bool) -> None:
        """Hold the board's clock while a tip is open, and let it go when the coach held it."""
        if on and not self._held:
            self._held = self.board.hold_for_reading(True)
        elif not on and self._held:
            self._held = False
            self.board.hold_for_reading(False)

    # ------------------------------------------------------------------ what goes out
    def state(self) -> dict[str, Any]:
        """The ``_coach`` trait: the seat's tips, the open one, the hint, the review."""
        seat = self.board.viewer
        tips: Iterable[Tip] = [] if seat is None else record(self.board.game, seat).tips
        return {
            "on": True,
            "seat": seat,
            "tips": [t.to_dict() for t in tips],
            "open": self.open,
            "quiet": self.quiet,
            "hint": self.hint,
            "review": self.review_html,
            "error": self.error,
            "over": self.board.game.is_over(),
        }

    def publish(self) -> None:
        self.board._coach = self.state()
