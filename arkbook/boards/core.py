"""What every board shares, turn-based or racing: a snapshot goes out, a move proposed as text
comes in.

The front end (a plain ES module in ``widgets/``) never decides what is legal. Python sends it a
snapshot in the ``_view`` trait: the seat's ``game.view(seat)``, the prompt, and the legal move
texts Python computed (grouped, so the front end can light up targets). A click comes back as
a custom message ``{"type": "move", "text": ..., "version": ...}``. Python parses and checks it:
it either plays it and sends a new snapshot, or answers in ``_message`` with the rule id, the
learner's reason and the rulebook sentence, and changes nothing.

A click carries the ``_version`` of the board it was made on; one carrying an older version was
clicked on a board that has since changed (a stale or doubled click) and is refused, so nothing
is ever applied twice. All trait changes of one update are sent together (``hold_sync``) so the
front end redraws once per move.

How the bots' moves reach the table is what sets the two kinds of board apart, so it is not
here: :class:`~arkbook.boards.base.Board` lets bots move turn by turn,
:class:`~arkbook.boards.race_board.RaceBoard` runs a clock. Each says, through the hooks below
(``_requests``, ``_front_end_spoke``, ``hold_for_reading``), what its clicks do and what
happens once the front end has spoken; neither overrides the other's behaviour.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import anywidget
import traitlets

from arkbook.boards.answer import Answer
from arkbook.boards.records import (
    changed_elements,
    flatten,
    log_entry,
    move_record,
    outcome_text,
    request_text,
)
from arkbook.boards.saves import (
    READ_LIMIT_BYTES,
    SAVE_REQUESTS,
    opened_game,
    refusal,
    save_file,
    seats_for,
)
from arkbook.errors import ArkbookError, BadNotation, IllegalMove
from arkbook.game import MAX_MOVE_CHARS, Event, Game, Move, ScoreRow, ScoreSheet, SetupStage, Turn
from arkbook.pictures import words
from arkbook.rule_ids import RuleIds, with_rule_id

if TYPE_CHECKING:  # the coach reads lessons with nbformat: loaded only when a board asks
    from arkbook.boards.coaching import Coaching
    from arkbook.coach import Hint, Review, Tips

SEAT_KINDS = ("human", "random", "greedy", "search")

#: What a board does with one kind of front-end request (its content, already known a dict).
Request = Callable[[Mapping[str, Any]], object]


class Bot(Protocol):
    """What a bot seat needs: pick a move for ``player`` in ``game``."""

    def choose(self, game: Game, player: str) -> Move: ...


def make_bot(kind: str, seed: int) -> Bot:
    """A bot of a seat kind, from ``arkbook.bots`` (imported late: a board without bots and
    a read-only walkthrough board never need it)."""
    return importlib.import_module("arkbook.bots").make_bot(kind, seed)


class BoardCore(anywidget.AnyWidget):
    """A board for any :class:`~arkbook.game.Game`, before it knows how bots move.

    ``seats`` maps player names to ``"human"``, ``"random"``, ``"greedy"`` or ``"search"``;
    missing players are human. ``bot_factory(kind, seed)`` makes the bots (tests pass their
    own). ``interactive=False`` makes a read-only board showing ``watch``'s view (``None``:
    the whole table), as the walkthrough uses.
    """

    #: Snapshot for the front end: view, prompt, legal moves, scores, highlights.
    _view = traitlets.Dict().tag(sync=True)
    #: Bumped when the position changes; clicks carry it back so stale ones are caught.
    _version = traitlets.Int(0).tag(sync=True)
    #: The last answer to the learner: ``{"kind": "error"|"info", "text", "rule", ...}``.
    _message = traitlets.Dict().tag(sync=True)
    #: The moves so far, readable: ``[{"index", "player", "text", "events": [...]}]``.
    _log: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    #: Player name -> seat kind.
    _seats = traitlets.Dict().tag(sync=True)
    #: False on a read-only board (walkthrough, spectators).
    _interactive = traitlets.Bool(True).tag(sync=True)
    #: The coach's tips, hint and review (``coach=True``; empty without a coach).
    _coach = traitlets.Dict().tag(sync=True)
    #: The most bytes of a chosen file the front end sends to Open (``arkbook.saving``'s bound).
    _save_read_limit = traitlets.Int(READ_LIMIT_BYTES).tag(sync=True)
    #: True on a classroom page's board: it opens at projector size, and the size chosen is
    #: kept in the browser for the next game and the next visit.
    _classroom = traitlets.Bool(False).tag(sync=True)

    #: Game-specific text shown in the repr ("ArkBoard").
    title: ClassVar[str] = "Board"
    #: The ``data-id`` of the score sheet the front end draws (lit at each scoring step).
    sheet_element: ClassVar[str] = "scores"

    def __init__(
        self,
        game: Game,
        seats: Mapping[str, str] | None = None,
        *,
        interactive: bool = True,
        watch: str | None = None,
        bot_factory: Callable[[str, int], Bot] = make_bot,
        coach: bool = False,
    ) -> None:
        super().__init__()
        self.game = game
        self._watch = watch
        self._bot_factory = bot_factory
        self._bots: dict[str, Bot] = {}
        self._viewer: str | None = None
        self._message_seq = 0
        seat_kinds = {p: _seat_kind((seats or {}).get(p, "human")) for p in game.players}
        unknown = set(seats or {}) - set(game.players)
        if unknown:
            raise ArkbookError(f"no such player at this table: {', '.join(sorted(unknown))}")
        self._interactive = interactive
        self._seats = seat_kinds
        self.on_msg(self._on_front_end_message)
        self.coaching = self._coaching() if coach else None
        self.refresh()

    # ------------------------------------------------------------------ what a seat sees
    @property
    def viewer(self) -> str | None:
        """Whose view the board shows: the human deciding now (hot seat), else the last one.

        With no human at the table at all, the board shows the whole table (``view(None)``),
        as a spectator watching bots would want. A read-only board shows ``watch``'s view.
        """
        if not self._interactive:
            return self._watch
        humans = [p for p in self.game.players if self._seats[p] == "human"]
        deciding = [p for p in self.game.to_move if p in humans]
        if deciding:
            self._viewer = deciding[0]
        elif self._viewer is None and humans:
            self._viewer = humans[0]
        return self._viewer

    def legal_groups(self, legal: list[dict[str, Any]]) -> dict[str, Any]:
        """Legal move texts grouped for highlighting; subclasses group by their targets."""
        groups: dict[str, list[str]] = {}
        for record in legal:
            groups.setdefault(record["type"], []).append(record["text"])
        return {"by_type": groups}

    def elements(self, view: Mapping[str, Any]) -> dict[str, Any]:
        """The board's elements by the id the front end gives them (``data-id``), for diffs."""
        return flatten(view)

    def event_elements(self, event: Event) -> list[str]:
        """The element ids an event is about, to highlight a step with no before and after
        (the setup happens before any view exists); subclasses read ``event.data``."""
        return []

    def stage_elements(self, stage: SetupStage) -> list[str]:
        """The element ids a preparation step is about, beyond what its table changed (a step
        that lays out nothing new to diff still points at what it is about)."""
        return [i for event in stage.events for i in self.event_elements(event)]

    def score_elements(self, row: ScoreRow) -> list[str]:
        """The element ids a scoring step is about (its scoring card, discs...)."""
        return []

    def log_text(self, turn: Turn) -> str:
        """A history entry's move as this board's seat may read it in the log.

        Moves are public by default; a game with face-down choices (Ark's pets) overrides this
        so the log hides what the seat's view hides.
        """
        return "" if turn.move is None else turn.move.action_text()

    def log_entries(self) -> list[dict[str, Any]]:
        """The move log the front end shows: every move, as the seat may read it."""
        return [log_entry(turn, self.log_text(turn)) for turn in self.game.history[1:]]

    def status(self) -> str:
        """The board's status line: who decides what now (the game's prompt), or who won. A
        board whose clock can stand still says what to do then instead (``RaceBoard``)."""
        outcome = self.game.outcome()
        return self.game.prompt if outcome is None else outcome_text(outcome)

    def text_status(self) -> str:
        """The status line as the board's text prints it (a board kind may say more there
        than its page does)."""
        return self.status()

    def score_snapshot(self, rows: int, highlight: Iterable[str] = ()) -> dict[str, Any]:
        """The snapshot with only the first ``rows`` rows of the score sheet counted.

        Until every row is counted the sheet's totals are those of the rows shown, nobody has
        won yet and the header says how far the count is; the last row brings the outcome.
        """
        sheet = self.game.scores(self.viewer)
        shown = ScoreSheet.from_rows(self.game.players, sheet.rows[:rows])
        snap = self.snapshot([*highlight, self.sheet_element], scores=shown.to_dict())
        if rows < len(sheet.rows):
            snap["outcome"] = None
            snap["prompt"] = f"Scoring: {rows} of {len(sheet.rows)} rows of the sheet counted."
        return snap

    def snapshot(self, highlight: Iterable[str] = (), **shown: Any) -> dict[str, Any]:
        """Everything the front end draws, JSON-ready, for the current position.

        ``shown`` replaces parts of it, for a walkthrough step that shows the game otherwise
        than as it is now (a partial table during the setup, a partly counted score sheet).
        """
        game = self.game
        seat = self.viewer
        human_turn = [p for p in game.to_move if self._seats[p] == "human" and self._interactive]
        legal = (
            [move_record(m) for m in game.legal_moves() if m.player in human_turn]
            if human_turn
            else []
        )
        outcome = game.outcome()
        return {
            "seat": seat,
            "players": list(game.players),
            "view": game.view(seat),
            "prompt": self.status(),
            "to_move": list(game.to_move),
            "legal": legal,
            "groups": self.legal_groups(legal),
            "scores": game.scores(seat).to_dict(),
            "outcome": None
            if outcome is None
            else {"scores": dict(outcome.scores), "winners": list(outcome.winners)},
            "highlight": sorted(set(highlight)),
            **shown,
        }

    def show(self, snapshot: Mapping[str, Any], log: list[dict[str, Any]]) -> None:
        """Draw a position computed elsewhere (the walkthrough's steps) on a read-only board."""
        with self.hold_sync():
            self._view = dict(snapshot)
            self._log = log
            self._version += 1

    def refresh(self, highlight: Iterable[str] = ()) -> None:
        """Send a new snapshot and the log, in one message to the front end; bump the version
        when the position a click is made on has changed (``_moved_on``)."""
        snap = self.snapshot(highlight)
        with self.hold_sync():
            self._view = snap
            self._log = self.log_entries()
            if self._moved_on(snap):
                self._version += 1

    def _moved_on(self, snapshot: Mapping[str, Any]) -> bool:
        """Whether a click made before ``snapshot`` is stale: on a board where only the
        learner moves the table, every new snapshot is a new position."""
        return True

    # ------------------------------------------------------------------ playing
    def play(self, text: str | Move) -> Answer:
        """Propose a move from Python as a learner would; the :class:`Answer` is truthy if it
        was played and shows what it did, or why it was refused.

        It does what a click does (:meth:`propose`), and like a click it may not move a seat
        the computer plays; what follows a move played is the board kind's
        (:meth:`answered`: a board whose bots move in turns lets them answer at once). The
        answer names the coach's tips that the move and what followed it brought.
        """
        if self._for_a_bot(text):
            return self.answer(text, played=False)
        told = self._tips_told()
        answer = self.propose(text)
        return self._with_new_tips(self.answered(answer) if answer else answer, told)

    def answered(self, answer: Answer) -> Answer:
        """The answer to a move played from Python, with what followed it: nothing here."""
        return answer

    def _tips_told(self) -> int:
        """How many tips the coach has shown the seat watching (0 with no coach)."""
        return 0 if self.coaching is None else len(self.coaching.tips())

    def _with_new_tips(self, answer: Answer, told: int) -> Answer:
        """``answer`` with the tips shown since the first ``told``, each in one line."""
        if self.coaching is None:
            return answer
        new = self.coaching.tips()[told:]
        return replace(answer, tips=tuple(f"Tip {t.number}: {t.note.plain}" for t in new))

    def _for_a_bot(self, text: str | Move) -> bool:
        """Whether ``text`` moves a seat a bot plays, which a learner may not: said on the
        board. (A learner had played "Ben: wait" for the computer, and the review then counted
        Ben's refusals as the learner's.) Bad notation is left to :meth:`propose` to answer."""
        try:
            move = text if isinstance(text, Move) else self.game.parse_move(text)
        except BadNotation:
            return False
        if self._seats[move.player] == "human":
            return False
        self.say("error", f"{move.player} is played by the computer; wait for its move.")
        return True

    def propose(self, text: str | Move) -> Answer:
        """Propose a move as a click does; the answer is truthy if it was played.

        An illegal move or bad notation is answered in ``_message`` and changes nothing. Nothing
        else moves here: what follows a click (a bot's answer, the race's clock) is the board
        kind's, once the front end has spoken.
        """
        seat = self.viewer
        before = self.elements(self.game.view(seat))
        try:
            self.game.play(text)
        except IllegalMove as exc:
            self.say("error", exc.reason, rule=exc.rule, quote=self.quote(exc.rule), move=text)
            if self.coaching is not None:
                self.coaching.refused(seat, exc)
            return self.answer(text, played=False)
        except BadNotation as exc:
            self.say("error", f"That is not a move: {exc.reason}.", move=text)
            return self.answer(text, played=False)
        with self.hold_sync():  # the answer and the new position reach the front end together
            self.say("info", said(self.game, self.game.history[-1]))
            self.refresh(changed_elements(before, self.elements(self.game.view(seat))))
            if self.coaching is not None:
                self.coaching.moved(self.game.history[-1], focus=self.focus_after_move)
        return self.answer(text, played=True)

    def set_seat(self, player: str, kind: str) -> None:
        """Make ``player`` human or a bot of that kind, from now on."""
        if player not in self.game.players:
            raise ArkbookError(f"no such player at this table: {player!r}")
        self._seats = {**self._seats, player: _seat_kind(kind)}
        self._bots.pop(player, None)
        self.refresh()

    def is_human(self, player: str) -> bool:
        """Whether a learner (not a bot) plays ``player``'s seat."""
        return self._seats.get(player) == "human"

    def _bot(self, player: str) -> Bot:
        """The bot of ``player``'s seat, made once with a seed of its own."""
        if player not in self._bots:
            seed = self.game.seed * 101 + self.game.players.index(player)
            self._bots[player] = self._bot_factory(self._seats[player], seed)
        return self._bots[player]

    # ------------------------------------------------------------------ messages
    def say(self, kind: str, text: str, **details: Any) -> None:
        """Show a message on the board; the sequence number lets a repeat flash again."""
        self._message_seq += 1
        self._message = {
            "kind": kind,
            "text": text,
            "seq": self._message_seq,
            "rule_in_text": RuleIds.in_text,
            **{k: (str(v) if isinstance(v, Move) else v) for k, v in details.items()},
        }

    def answer(self, move: str | Move, *, played: bool) -> Answer:
        """The answer to ``move`` that the board has just said (its ``_message``), for Python."""
        return Answer.from_message(move, played, self._message)

    def quote(self, rule: str | None) -> str:
        """The rulebook sentence behind a rule id ("" for the contract's own rules)."""
        return self.game.rule_text(rule) if rule else ""

    # ------------------------------------------------------------------ requests from the page
    def _requests(self) -> Mapping[str, Request]:
        """The game requests this board answers, by ``type`` (besides ``ready``, the coach's
        and the saves', which every board answers alike)."""
        raise NotImplementedError

    def _front_end_spoke(self) -> None:
        """What happens once the front end has spoken (a click, a freshly shown board saying
        it is ready): only then may bots move, so that a notebook that is merely executed
        (nbval, a script) never sees a bot move behind its back."""
        raise NotImplementedError

    def _on_front_end_message(self, _widget: object, content: Any, _buffers: object) -> None:
        kind = self._request_kind(content)
        if kind is None:
            return
        if kind == "ready":
            self._front_end_spoke()
        elif kind.startswith("coach-"):
            self._coach_request(content)
        elif kind in SAVE_REQUESTS:
            self._on_save_request(kind, content)
        elif kind not in self._requests():
            self.say("error", f"The board sent an unknown request {kind[:40]!r}.")
        elif not self._interactive:
            self.say("error", "This board only shows a position; it cannot be played on.")
        else:
            self._requests()[kind](content)

    def _click(self, content: Mapping[str, Any], act: Callable[[Mapping[str, Any]], bool]) -> None:
        """Answer a click made on the board as it is now (``act``; True when it did something),
        then let the board go on; a click on a board that has since changed is refused."""
        version = content.get("version")
        if type(version) is not int or version != self._version:  # 1.0 and True are no version
            self.say(
                "error",
                "The board had already changed when you clicked, so that click was ignored "
                "(nothing was played twice). Look again and click once more.",
                rule="board.stale",
            )
            return
        if act(content):
            self._front_end_spoke()

    def _move_request(self, content: Mapping[str, Any]) -> bool:
        """A clicked move: played if it is a human seat's, answered on the board if not."""
        try:
            move = self.game.parse_move(request_text(content, "text"))
        except BadNotation as exc:
            self.say("error", f"That is not a move: {exc.reason[:MAX_MOVE_CHARS]}.")
            return False
        if self._for_a_bot(move):
            return False
        self.propose(move)
        return True

    def _seat_request(self, content: Mapping[str, Any]) -> bool:
        """A seat chosen on the board: human or a bot kind."""
        try:
            self.set_seat(request_text(content, "player"), request_text(content, "kind"))
        except ArkbookError as exc:
            self.say("error", str(exc))
            return False
        return True

    def _request_kind(self, content: Any) -> str | None:
        """The request's ``type``, or None after saying why the message is no request.

        Messages come from a browser page, so anything may arrive: a list, a ``type`` that is a
        dict. Each is answered on the board, never with a traceback in the notebook.
        """
        if not isinstance(content, dict):
            self.say("error", "The board sent a message that is no request; it was ignored.")
            return None
        kind = content.get("type")
        if not isinstance(kind, str):
            self.say("error", "The board sent a request without a type; it was ignored.")
            return None
        return kind

    # ------------------------------------------------------------------ saves
    def download(self, request: str = "") -> None:
        """Hand the front end the game's save (``to_json()``) for the browser to download;
        ``request`` is the asking view's id."""
        self.send(save_file(self.game, request))

    def open_save(self, text: str) -> bool:
        """Play on from a saved game's text; False, with the reason on the board and the game
        kept, when ``arkbook.load`` or this board refuses it."""
        try:
            game = opened_game(text, self.game)
            seats = seats_for(game, self._seats)
        except ArkbookError as exc:
            self.say("error", refusal(exc), rule="board.open")
            return False
        self.game = game
        self._seats = seats
        self._bots.clear()
        self._viewer = None
        self._after_open()
        with self.hold_sync():
            self.say("info", f"Opened a saved game at move {len(game.moves)}: {game.prompt}")
            self.refresh()
        return True

    def _after_open(self) -> None:
        """Forget what belonged to the game before an opened one (a subclass's own state)."""

    def _on_save_request(self, kind: str, content: Mapping[str, Any]) -> None:
        if not self._interactive:
            self.say("error", "This board only shows a position; it has no game to save or open.")
        elif kind == "save":
            self.download(request_text(content, "id"))
        else:
            text = content.get("text")
            if self.open_save(text if isinstance(text, str) else ""):
                self._front_end_spoke()

    # ------------------------------------------------------------------ the coach
    def _coaching(self) -> Coaching:
        """The board's coach (:mod:`arkbook.boards.coaching`, loaded only when asked for).

        A coached board is a learner's, so from then on rule ids stay in tooltips
        (:func:`arkbook.explain.rule_ids_in_tooltips`): a round-64 learner's free game, played
        in a script without the lesson's first cell, read ``[aoa.score.grain]`` after the
        scoring's sentences."""
        from arkbook.boards.coaching import Coaching
        from arkbook.explain import rule_ids_in_tooltips

        rule_ids_in_tooltips()

        coaching = Coaching(self)
        coaching.publish()
        return coaching

    def set_coach(self, on: bool) -> None:
        """Switch the coach on (tips, the Hint button, the review) or off, from now on."""
        if on and self.coaching is None:
            self.coaching = self._coaching()
        elif not on and self.coaching is not None:
            self.coaching.request({"type": "coach-tip", "number": None})  # lets a held clock go
            self.coaching = None
            self._coach = {}

    def hint(self) -> Hint:
        """The coach's hint for the seat deciding, lit on the board as the Hint button lights
        it: ``.move`` to play (``board.play(board.hint().move)``) and ``.reason`` in words.

        Raises :class:`~arkbook.errors.ArkbookError` on a board without a coach, or when the
        seat watching has no decision to make now.
        """
        return self._coach_on().ask_hint()

    def tips(self) -> Tips:
        """The coach's tips shown so far in this game to the seat watching, oldest first:
        the Tips list under the board (each prints its rule, the rulebook's words and the
        lesson that teaches it)."""
        return self._coach_on().tips()

    def review(self) -> Review:
        """The coach's review of the game for the seat watching, drawn on the board as the
        Review button draws it: the rules met, the refused moves, the rules still to meet and
        up to three moments where the hint's move did better."""
        return self._coach_on().ask_review()

    def _coach_on(self) -> Coaching:
        if self.coaching is None:
            raise ArkbookError("This board has no coach; switch it on with board.set_coach(True).")
        return self.coaching

    def _coach_request(self, content: Mapping[str, Any]) -> None:
        if self.coaching is None:
            self.say("error", "This board has no coach; make it with coach=True.")
            return
        self.coaching.request(content)

    def legal_moves(self) -> list[Move]:
        """The moves the seat watching may play now, as ``board.play`` takes them: none while
        another seat decides. ``board.game.legal_moves()`` is the game's own list, the
        deciding player's whoever it is: a round-57 learner read a bot's secret hand there.
        A board with no seat watching shows every seat, so it lists the game's."""
        seat = self.viewer
        moves = self.game.legal_moves()
        return moves if seat is None else [m for m in moves if m.player == seat]

    def next_decision(self, seat: str) -> Game | None:
        """The game as it stands when ``seat`` next decides, for the coach's hint: the board's
        own game when the seat decides now; None when others decide first and what they will
        do is not known."""
        return self.game if seat in self.game.to_move else None

    def hint_preface(self, game: Game) -> str:
        """What a hint for ``game`` (:meth:`next_decision`) says before its move: nothing
        where the move can be played as soon as the seat decides."""
        return ""

    def hold_for_reading(self, on: bool) -> bool:
        """Stop the board's clock while the learner reads a tip (``on``), or let it run again;
        True if there was a clock to stop."""
        raise NotImplementedError

    @property
    def focus_after_move(self) -> bool:
        """Whether the coach tells the tips of what the mover now holds as soon as a move is
        played: yes, unless the board first runs its clock on to their next decision."""
        return True

    # ------------------------------------------------------------------ text
    def __repr__(self) -> str:
        """What a notebook prints for the board where it cannot draw it (a static render, a
        console): who plays each seat, who decides what now, the score, the table (what the
        game's board says of it, :meth:`table_lines`) and the last refusal."""
        game = self.game
        seats = ", ".join(
            f"{p} ({'human' if k == 'human' else k + ' bot'})" for p, k in self._seats.items()
        )
        sheet = game.scores(self.viewer)
        totals = ", ".join(map(sheet.total_words, sheet.totals))
        outcome = game.outcome()
        score = "Final score" if outcome else game.SCORES_SAY
        # The final score says where its points came from: a learner read "Ada 111, Ben 110"
        # at the end of Ark Nova beside 63 appeal and a white 27, the other 21 untold.
        rows = [self.score_line(row) for row in sheet.rows] if outcome else []
        lines = [
            f"{self.title}: {seats}",
            self.text_status(),
            f"{score}: {totals}",
            *rows,
            *self.table_lines(),
        ]
        if outcome and self.coaching is not None:
            # A learner reading as text was promised the review "when the game ends".
            lines.append("Your review, as the Review button shows it: board.review()")
        last = self._message
        if last.get("kind") == "error":
            lines.append(f"Last message: {with_rule_id(last['text'], last.get('rule'))}")
        return "\n".join(lines)

    def score_line(self, row: ScoreRow) -> str:
        """One row of the final score sheet in text (a game's board may say more of it)."""
        return _score_line(row)

    def table_lines(self) -> list[str]:
        """The table in text, for :meth:`__repr__` to print before the last refusal (a game's
        board says what it shows; none by default)."""
        return []


def _score_line(row: ScoreRow) -> str:
    """One row of the final score sheet in text: ``  Appeal: Ada 30, Ben 52``."""
    return f"  {row.label}: " + ", ".join(f"{p} {v:g}" for p, v in row.points.items())


def _seat_kind(kind: str) -> str:
    """``kind`` if it is a seat kind; a clear error if not."""
    if kind not in SEAT_KINDS:
        raise ArkbookError(f"a seat is one of {', '.join(SEAT_KINDS)}, not {kind!r}")
    return kind


def said(game: Game, turn: Turn) -> str:
    """A played move as the board's banner says it: its events' sentences, or its words for a
    move that only opens the next decision ("build enclosure-3" tells no event), never its
    notation alone."""
    text = " ".join(e.text for e in turn.events)
    return text or (words(game, turn.move) if turn.move is not None else "")
