"""The race board: the shared core, with a real-time clock instead of turns.

In a race every player acts at once, so a race board has no turns to wait for and nothing to
take back; it has a clock (the helpers of :mod:`arkbook.boards.race` do the game-time work):

* **Real time is driven from Python.** Once the learner clicks *Start*, a ticker on the
  kernel's event loop turns wall-clock time (times ``time_factor``) into game time: bots act at
  their level's pace, idle players ``wait``, the sandglass runs out when the real time is up.
  The front end only animates the countdown between two snapshots, from the game time and
  speed each snapshot carries; it never decides anything.
* **Nothing moves behind a notebook's back.** A board that is merely displayed (nbval, a
  script) waits for *Start*; ``play_round()`` runs a race in game time alone, deterministically,
  for notebooks and tests.
* **From code, the clock can follow the learner's moves.** ``start(real_time=False)`` races
  with no wall clock: each ``play(...)`` is answered by the bots' moves while the learner's hand
  is busy, and ``play_game(choose)`` plays a whole game so. ``legal_moves()`` lists what
  ``play`` (and a click) accepts now; a paused race accepts nothing, the bots standing still.
* **Clicks are checked against the learner's own state.** Bots change the table several times
  a second, so ``_version`` (the stale-click guard) only moves when the learner's own state
  changes (``own_state``); a click on a tile a bot just took is answered by the engine's rule.
* **Learn mode** slows time to half and freezes it for a moment after each bot move, so a
  learner can see what the bot did.

A game raced on such a board gives its look (elements, targets, the learner's own state) in a
subclass, as :class:`~arkbook.boards.ark_of_animals.ArkOfAnimalsBoard` does.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import takewhile
from typing import Any, ClassVar

from arkbook.ark_of_animals.moves import Take, Wait
from arkbook.boards.answer import Answer
from arkbook.boards.core import BoardCore, Bot, Request
from arkbook.boards.race import (
    Pace,
    Played,
    advance,
    clock_ms,
    make_race_bot,
    pace_ms,
)
from arkbook.boards.records import changed_elements
from arkbook.errors import ArkbookError
from arkbook.game import Event, Game, Move, seat_entry

#: Game time runs at this fraction of the chosen speed in learn mode.
LEARN_SLOWDOWN = 0.5
#: How many recent moves the board's news strip keeps.
NEWS_LENGTH = 6
#: How many recent moves the move log shows (a race makes hundreds).
LOG_LENGTH = 20
#: What a move proposed before its round started hears: everyone starts a round together, so
#: play starts when the round starts, and a move before Start would be a head start on the bots.
#: After a round, it names both rounds: a round-55 learner's wait, right after the sand ran
#: out, heard "The round has not started yet" and read it as the round just played.
NOT_STARTED = "The round has not started yet: click Start (board.start() in Python) to race."
SCORED = (
    "Round {done} is over and scored; round {next} has not started yet: click Start "
    "(board.start() in Python) to race it."
)
#: The phases in which the clock stands still, and what a click then hears: a race is played
#: by everyone at once, so while it is paused the human waits as the bots do.
HELD_PHASES = {
    "ready": NOT_STARTED,
    "scored": SCORED,
    "paused": "The race is paused: click Resume to race on.",
}
#: The id a move refused before its round started carries: the board's rule (the clock is the
#: board's), not the game's, like ``board.stale``.
NOT_STARTED_RULE = "board.race.start"
#: What the board adds when an open tip pauses the race, and what a click then hears: the bots
#: wait while the learner reads, and the learner must know how the race goes on.
TIP_PAUSE = (
    "The race is paused while you read the tip: close it, or click Resume "
    "(board.start() in Python), to race on."
)
#: The id a move proposed while the race is paused carries (a click or ``board.play`` alike):
#: the bots stand still then, so a move would be a free action on a frozen clock.
PAUSED_RULE = "board.race.paused"
#: The id a take carries when another player took that face-up tile first: a race lost, no
#: rule of the game broken (a round-45 learner's review listed two such takes as refusals of
#: the take rule).
TAKEN_FIRST_RULE = "board.race.taken"
#: The take rule, whose refusal of a tile just taken by another :data:`TAKEN_FIRST_RULE` turns
#: into a race lost.
TAKE_RULE = "aoa.table.take"
#: How the board says a race raced from code keeps time (``start(real_time=False)``).
MOVES_CLOCK = "the clock moves only with your moves"


class RaceBoard(BoardCore):
    """A board raced in real time by one learner against bots.

    ``seats`` makes players bots (at most one human seat: a race is played by one learner at a
    screen). ``time_factor`` speeds up time (tests use 5-10); ``learn`` starts in learn mode;
    ``wall`` is the clock read for real time (tests pass a fake one).
    """

    #: Wall seconds between two ticks at normal speed (faster speeds tick more often).
    tick_seconds: ClassVar[float] = 0.1
    #: Wall seconds the race freezes after a bot move in learn mode.
    learn_pause: ClassVar[float] = 1.2

    def __init__(
        self,
        game: Game,
        seats: Mapping[str, str] | None = None,
        *,
        time_factor: float = 1.0,
        learn: bool = False,
        interactive: bool = True,
        watch: str | None = None,
        bot_factory: Callable[[str, int], Bot] = make_race_bot,
        wall: Callable[[], float] = time.monotonic,
        coach: bool = False,
    ) -> None:
        humans = [p for p in game.players if (seats or {}).get(p, "human") == "human"]
        if interactive and len(humans) > 1:
            raise ArkbookError(
                f"a race board has one human seat; make all but one of {', '.join(humans)} bots"
            )
        if time_factor <= 0:
            raise ArkbookError("time_factor must be positive")
        self._factor = float(time_factor)
        self._learn = learn
        self._wall = wall
        self._running = False
        #: The clock follows the wall clock (a click's race); False: it moves only with the
        #: learner's own moves (``start(real_time=False)``, a race played from code).
        self._real_time = True
        self._started_round = 0
        self._anchor_wall = 0.0
        self._anchor_game = 0.0
        self._hold_until = 0.0
        self._pace = Pace()
        self._news: list[dict[str, Any]] = []
        self._handle: asyncio.TimerHandle | None = None
        self._own_key: Any = None
        self._seq = 0
        #: An open tip of the coach holds the race (``hold_for_reading``).
        self._held_for_tip = False
        #: A move of the learner's is being answered (a tip it brings adds to that answer).
        self._answering = False
        super().__init__(
            game, seats, interactive=interactive, watch=watch, bot_factory=bot_factory, coach=coach
        )

    # ------------------------------------------------------------------ time
    @property
    def time_factor(self) -> float:
        """Game seconds per wall second (before learn mode's slowdown)."""
        return self._factor

    @time_factor.setter
    def time_factor(self, value: float) -> None:
        if value <= 0:
            raise ArkbookError("time_factor must be positive")
        self._reanchor()
        self._factor = float(value)
        self.refresh()

    @property
    def speed(self) -> float:
        """Game seconds per wall second now: the time factor, halved in learn mode."""
        return self._factor * (LEARN_SLOWDOWN if self._learn else 1.0)

    @property
    def held_for_tip(self) -> bool:
        """Whether the race is paused because a coach's tip is open (closing it resumes)."""
        return self._held_for_tip and self.phase == "paused"

    @property
    def phase(self) -> str:
        """``ready`` (before a round's start), ``racing``, ``paused``, ``scored`` (a round was
        just scored; the next waits for Start) or ``over``. A read-only board (a replay) is
        ``scored`` right after the move that ended a round, else ``replay``."""
        if self.game.is_over():
            return "over"
        if not self._interactive:
            last = self.game.history[-1].events
            return "scored" if any(e.kind == "reveal-arks" for e in last) else "replay"
        round_no = self._round()
        if round_no > self._started_round:
            return "scored" if round_no > 1 else "ready"
        return "racing" if self._running else "paused"

    def game_time(self) -> float:
        """The game milliseconds that real time has reached in this round (raced from code,
        the game's own clock: it moves only with the learner's moves)."""
        if self._running and not self._real_time:
            return float(clock_ms(self.game))
        if not self._running:
            return self._anchor_game
        now = self._wall()
        if now < self._hold_until:
            return self._anchor_game
        start = max(self._anchor_wall, self._hold_until)
        return self._anchor_game + (now - start) * self.speed * 1000

    def _reanchor(self) -> None:
        """Pin the mapping to now, so a change of speed or a pause never jumps the clock."""
        self._anchor_game = self.game_time()
        self._anchor_wall = max(self._wall(), self._hold_until)

    def _round(self) -> int:
        return int(self.game.view(None)["round"])

    # ------------------------------------------------------------------ the learner's controls
    def start(self, real_time: bool | None = None) -> Answer:
        """Start (or resume) the race: the clock runs from the game time the round is at.
        The answer says what happened in words, as the board's banner does (a round-51
        learner racing from code read a bare ``True`` and could not tell a start from a
        race already running); it is truthy when the race runs.

        Resuming a race an open tip holds closes the tip (Resume on the board, or
        ``board.start()`` from Python, is how a learner reading it races on).

        ``real_time=False`` races from code: the clock then moves only with your own moves.
        Each ``board.play(...)`` plays your move, then runs the clock on, the bots acting at
        their level's pace, until your hand is free again (or the round ends); its answer says
        what the others did meanwhile. ``Ada: wait`` lets half a second pass. Nothing races
        while you think, so a game played from code is the same each time. The choice holds
        for the next rounds; ``real_time=True`` goes back to the wall clock.
        """
        if real_time is not None:
            self._reanchor()
            self._real_time = bool(real_time)
        if self.game.is_over():
            self.say("info", "The game is over: three rounds have been played.")
            return self.answer("start", played=False)
        if self._held_for_tip:
            self._held_for_tip = False
            if self.coaching is not None:
                self.coaching.request({"type": "coach-tip", "number": None})
        if self._running:
            self._schedule_tick()  # back on the wall clock, its ticker runs again
            running = f"round {self._round()}, at {self._clock_words()}"
            self.say("info", f"The race is already running: {running}.")
            return self.answer("start", played=True)
        round_no = self._round()
        new_round = round_no > self._started_round
        if new_round:
            self._started_round = round_no
            self._pace.reset()
            self._news = []
            if self.coaching is not None and self.coaching.open is not None:
                # Last round's tip closes (a round-53 learner read round 2's sandglass tip
                # as the first words of round 3); the Tips list keeps it.
                self.coaching.request({"type": "coach-tip", "number": None})
        self._running = True
        self._anchor_game = float(clock_ms(self.game))
        self._anchor_wall = self._wall()
        self._hold_until = 0.0
        if new_round:
            clock = "" if self._real_time else f" ({MOVES_CLOCK})"
            go = f"Round {round_no}: go{clock}! Reveal tiles from the pool and fill your ark."
            self.say("info", go)
        else:
            self.say("info", f"Resumed: round {round_no} races on from {self._clock_words()}.")
        self.refresh()
        self._schedule_tick()
        return self.answer("start", played=True)

    def pause(self) -> None:
        """Stop the clock (a teacher explaining something); ``start()`` resumes it."""
        if self._stop_clock():
            self.say("info", f"Paused at {self._clock_words()}: click Resume to race on.")
            self.refresh()

    def _stop_clock(self) -> bool:
        """Bring the game up to now and stop the clock; False if it was not running (or the
        round has just ended: its clock stopped with it)."""
        if not self._running:
            return False
        self.tick()
        if not self._running:
            return False
        self._reanchor()
        self._running = False
        return True

    def tip_line(self) -> str:
        """The coach's open tip in one line of the board's text (empty when none is open): a
        reader of the text sees the tip the board shows, what brought it up (a round-48 learner
        read a grain tip "why some places are not lit" without which place, and one "between
        your moves" after a round where no grain was eaten), and that the race waits for it."""
        tip = None if self.coaching is None else self.coaching.open_tip()
        if tip is None:
            return ""
        paused = f" {TIP_PAUSE}" if self.held_for_tip else ""
        why = tip.why_said[:1].lower() + tip.why_said[1:]
        because = f"{why}: {tip.context}" if tip.context else why
        return f"Coach's tip: {tip.note.plain} ({because}){paused}"

    def _clock_words(self) -> str:
        return f"{self.game_time() / 1000:.1f} s"

    @property
    def focus_after_move(self) -> bool:
        """Raced from code, the clock runs on to the learner's next decision before the coach
        tells what keeps their tile's places dark (:meth:`propose`)."""
        return self._real_time

    def hold_for_reading(self, on: bool) -> bool:
        """While the learner reads a tip the race stops (the bots wait), and the board says so
        and how to race on, in the answer to the move that brought the tip; then it runs on."""
        if not on:
            held, self._held_for_tip = self._held_for_tip, False
            return held and self.phase == "paused" and bool(self.start())
        if not self._real_time or not self._stop_clock():  # raced from code: nothing moves
            return False
        self._held_for_tip = True
        if self._answering:  # the tip came with a move's answer: say both
            last = {k: v for k, v in self._message.items() if k not in ("kind", "text", "seq")}
            said = f"{self._message.get('text', '')} {TIP_PAUSE}".strip()
            self.say(str(self._message.get("kind", "info")), said, **last)
        else:  # a tip seen before, opened again from the list
            self.say("info", TIP_PAUSE)
        self.refresh()
        return True

    def next_decision(self, seat: str) -> Game | None:
        """In a race a player whose hand is busy decides again in a moment: the coach hints at
        that decision, in a copy where the others only wait (what they will do is not known)."""
        game = self.game
        if seat in game.to_move or game.is_over() or seat not in game.players:
            return super().next_decision(seat)
        ahead, round_no = game.clone(), self._round()
        while seat not in ahead.to_move and not ahead.is_over():
            if int(ahead.view(None)["round"]) != round_no:
                return None
            ahead.play(Wait(ahead.to_move[0]))
        return None if ahead.is_over() else ahead

    def hint_preface(self, game: Game) -> str:
        """Before a round's Start the hint is for the first move after it (a round-48 learner
        was hinted "reveal" on a board that refused it until Start); while the hand is busy,
        for the next decision."""
        if self._interactive and self.phase in ("ready", "scored"):
            return "After Start (board.start()): "
        return "" if game is self.game else "When your hand is free: "

    def set_learn(self, on: bool) -> None:
        """Learn mode: time at half speed, and a pause after each bot move."""
        self._reanchor()
        self._learn = bool(on)
        self.refresh()

    def levels(self) -> dict[str, str]:
        """Each player's level (a bot's sets its pace)."""
        return {p["name"]: p["level"] for p in self.game.view(None)["players"]}

    def set_seat(self, player: str, kind: str) -> None:
        """Make ``player`` a bot of ``kind``, or the one human seat."""
        others = [p for p, k in self._seats.items() if k == "human" and p != player]
        if kind == "human" and others and self._interactive:
            raise ArkbookError(f"{others[0]} is already the human seat; a race has one")
        super().set_seat(player, kind)

    def undo(self) -> bool:
        """Time cannot be taken back in a race: explain instead of undoing."""
        self.say("error", "A race cannot be taken back: time has moved on.", rule="game.undo")
        return False

    # ------------------------------------------------------------------ the race
    def tick(self) -> list[Played]:
        """Bring the game up to the real time now: bots act, idle players wait.

        The event loop calls this while the race runs; tests call it with a fake wall clock.
        Nothing happens while learn mode holds the race after a bot move.
        """
        self._stop_if_round_ended()
        if not self._running or not self._real_time or self._wall() < self._hold_until:
            return []
        seat = self.viewer
        before = self._seat_state(seat)
        played = advance(
            self.game,
            self.game_time(),
            self._bot_seats(),
            self.levels(),
            self._pace,
            stop_after_bot_move=self._learn,
        )
        if played and self._learn and played[-1].move.player != seat:
            self._reanchor()
            self._hold_until = self._wall() + self.learn_pause
        self._after_moves(played)
        after = self._seat_state(seat)
        if played or before != after:
            self.refresh(changed_elements(before, after))
        return played

    def _seat_state(self, seat: str | None) -> dict[str, Any]:
        """The board's elements, and whether the seat's hand is free: when it frees up, the
        lit targets change although nothing on the table did."""
        state = self.elements(self.game.view(seat))
        state["free"] = seat in self.game.to_move
        return state

    def play_round(self) -> list[Played]:
        """Race the current round to its end in game time alone (no wall clock): bots at their
        pace, a human seat idle. Deterministic, for notebooks and tests. Stops early only if a
        human holds a tile when the sand runs out (that decision is theirs)."""
        round_no = self._round()
        if round_no > self._started_round:
            self._started_round = round_no
            self._pace.reset()
        played = advance(self.game, float("inf"), self._bot_seats(), self.levels(), self._pace)
        self._running = False
        self._after_moves(played)
        self.refresh()
        return played

    def run_bots(self, limit: int | None = None) -> list[Played]:
        """Race round after round in game time until the game is over (or a human holding a
        tile after the sand must decide); ``limit`` caps the rounds."""
        played: list[Played] = []
        rounds = 0
        while not self.game.is_over() and (limit is None or rounds < limit):
            before = len(self.game.moves)
            played += self.play_round()
            rounds += 1
            if len(self.game.moves) == before:
                break
        return played

    def play_game(self, choose: Callable[[RaceBoard], str | Move]) -> RaceBoard:
        """Play the rest of the game from code against the bots, and return the board.

        Each round starts with the clock moving only with your moves
        (``start(real_time=False)``); whenever your hand is free, ``choose(board)`` gives
        your move, one of ``board.legal_moves()``, and ``board.play`` plays it while the bots
        race on at their pace. For instance, with the coach's hint choosing::

            board.play_game(lambda b: b.hint().move)

        A move ``choose`` gives that the board refuses stops the game there, with the reason
        (an :class:`~arkbook.errors.ArkbookError`): nothing is played in its place.
        """
        if self.viewer is None or not self._interactive:
            raise ArkbookError("play_game needs a board with a human seat to choose for")
        while not self.game.is_over():
            if self.phase != "racing":
                self.start(real_time=False)
            move = choose(self)
            answer = self.play(move)
            if not answer:
                raise ArkbookError(f"{move} was refused: {answer.text}")
        return self

    def _bot_seats(self) -> dict[str, Bot]:
        return {p: self._bot(p) for p, kind in self._seats.items() if kind != "human"}

    def _after_moves(self, played: list[Played]) -> None:
        """Keep the news and stop the clock when the round has been scored."""
        for p in played:
            self._news.append(
                {
                    "player": p.move.player,
                    "at_ms": p.at_ms,
                    "text": p.text,
                }
            )
        self._news = self._news[-NEWS_LENGTH:]
        self._stop_if_round_ended()
        if self.coaching is not None and played:
            self.coaching.caught_up()

    def _stop_if_round_ended(self) -> None:
        """A round's clock stops when the round ends, whoever's move ended it: the next round's
        clock starts at its own 0 s, at its Start. (A tip opened by the learner's move that
        ended a round stops the clock through ``tick``: bringing the game up to the old
        round's time then raced the new round before its Start, and the move's answer told a
        bot's move.)"""
        if self.game.is_over() or self._round() != self._started_round:
            self._running = False
            self._anchor_game = 0.0
            self._hold_until = 0.0
            self._close_the_rounds_tip()

    def _close_the_rounds_tip(self) -> None:
        """The tip open when the round was scored belongs to the round just raced: close it,
        unless the move that ended the round brought it."""
        history = self.game.history
        ended = next(
            (i for i in range(len(history) - 1, -1, -1)
             if any(e.kind == "reveal-arks" for e in history[i].events)),
            None,
        )  # fmt: skip
        if self.coaching is not None and ended is not None:
            self.coaching.close_if_opened_before(ended)

    def _schedule_tick(self) -> None:
        """Run ``tick`` again soon (sooner at high speed, exactly when the sand runs out)."""
        if not self._running or not self._real_time or self._handle is not None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        delay = max(0.015, min(self.tick_seconds, 0.25 / self.speed))
        glass = self.game.view(None)["sandglass"]
        if glass["runs_out_at_ms"] is not None and not glass["run_out"]:
            left = (glass["runs_out_at_ms"] - self.game_time()) / (self.speed * 1000)
            delay = min(delay, max(0.0, left) + 0.001)
        if self._wall() < self._hold_until:
            delay = min(delay, self._hold_until - self._wall() + 0.001)
        self._handle = loop.call_later(delay, self._on_tick)

    def _on_tick(self) -> None:
        self._handle = None
        self.tick()
        self._schedule_tick()

    def _front_end_spoke(self) -> None:
        """Front-end activity (a click, a freshly shown board) keeps the race's ticker going."""
        self._schedule_tick()

    def propose(self, text: Any) -> Answer:
        """Propose a move as a learner would, at the game time real time has reached.

        Clicks and ``board.play`` are answered alike. Before its round starts a move is refused
        (:data:`NOT_STARTED`): everyone starts a round together. While the race is paused (an
        open tip, or Pause) it is refused too, with how to race on: the bots stand still then,
        so a move would be a free action on a frozen clock. Once it runs, the engine itself
        answers a move the race holds back with its race rule (a busy hand, the sand run out,
        a full ark), so the board only says what the contract says. Raced from code
        (``start(real_time=False)``), the clock then runs on until the learner decides again.
        """
        refused = self._not_racing_now()
        if refused:
            self.say("error", refused[0], rule=refused[1], move=text)
            return self.answer(text, played=False)
        if self._running:
            self.tick()
        taken = self._taken_first(text)
        if taken:
            self.say("error", taken, rule=TAKEN_FIRST_RULE, move=text)
            return self.answer(text, played=False)
        round_no, turn = self._round(), len(self.game.history)
        self._answering = True
        try:
            ok = super().propose(text)
        finally:
            self._answering = False
        if not ok:
            return ok
        # A move that ended the round (the last ark filled) leaves the next round to its
        # Start: run on, and Ben revealed a tile of the next round before anyone started it.
        ended = self._round() != round_no or self.game.is_over()
        meanwhile = [] if self._real_time or ended else self._until_seat_decides()
        self._after_moves(meanwhile)
        if self.coaching is not None and not self._real_time and not ended:
            self.coaching.focus(str(self.viewer))
        over = self._round() != round_no or self.game.is_over()
        if over or not self._real_time:
            own = self.game.history[turn].events
            said = [e.text for e in takewhile(lambda e: e.kind != "reveal-arks", own)]
            clock = [] if over or self._real_time else [self._clock_said()]
            # Told after what the others did meanwhile: a round-60 learner read "Round 1 is
            # over" above the lines of Ben racing on through the sandglass's 30 seconds.
            scored = [f"Round {round_no} is over: the board shows its scoring, step by step."]
            after = scored if over else []
            self.say("info", " ".join([*said, *self._meanwhile_said(meanwhile), *clock, *after]))
            self.refresh()
            then = tuple(map(str, meanwhile))
            ok = Answer(
                str(text),
                True,
                " ".join([*said, *clock]),
                then=then,
                then_label="meanwhile",
                now=" ".join(after),
            )
        return ok

    def _taken_first(self, text: Any) -> str | None:
        """Who took the face-up tile the learner asks for since their last decision, when the
        take rule refuses it (none of that species is left face up): the race was lost to a
        quicker hand, which the board says, and the coach counts no refusal. A take refused
        by another rule (a hand already full) is that rule's."""
        try:
            move = text if isinstance(text, Move) else self.game.parse_move(text)
        except ArkbookError:
            return None
        if not isinstance(move, Take):
            return None
        refusal = self.game.why_not(move)
        if refusal is None or refusal.rule != TAKE_RULE:
            return None
        for turn in reversed(self.game.history):
            if turn.move is None or _decided(turn.move, move.player):
                return None
            taker = next((e.data for e in turn.events if _takes(e, move.species)), None)
            if taker is not None:
                return (
                    f"{taker['player']} took the {taker['species']} first, at "
                    f"{taker['at_ms'] / 1000:g} s: a face-up tile goes to the quickest hand."
                )
        return None

    def _not_racing_now(self) -> tuple[str, str] | None:
        """Why a move cannot be played now (the words and the board's rule id), if it cannot:
        the round has not started, or the race is paused."""
        if not self._interactive:
            return None
        if self.held_for_tip:
            return TIP_PAUSE, PAUSED_RULE
        if self.phase in HELD_PHASES:
            rule = PAUSED_RULE if self.phase == "paused" else NOT_STARTED_RULE
            round_no = self._round()
            return HELD_PHASES[self.phase].format(done=round_no - 1, next=round_no), rule
        return None

    def legal_moves(self) -> list[Move]:
        """The learner's moves the board accepts now, as ``board.play`` takes them: the human
        seat's legal moves while the race runs; none before a round's Start or while the race
        is paused (``board.start()`` races on). ``board.game.legal_moves()`` is the game's own
        list, every player's moves, with no clock to wait for."""
        seat = self.viewer
        if seat is None or self._not_racing_now() or self.phase != "racing":
            return []
        return [m for m in self.game.legal_moves() if m.player == seat]

    def _until_seat_decides(self) -> list[Played]:
        """Raced from code: run the clock on after the learner's move, the bots at their pace,
        until the learner's hand is free again; to the round's end when they have nothing
        left to decide in it (their ark full, or the sand run out with nothing in hand)."""
        seat = self.viewer
        assert seat is not None, "only a seat's move, just played, runs the race on"
        mine = seat_entry(self.game.view(seat), seat)
        glass = self.game.view(None)["sandglass"]
        done = mine["finished"] or (glass["run_out"] and mine["hand"] is None)
        target = float("inf") if done else float(mine["ready_at_ms"])
        return advance(self.game, target, self._bot_seats(), self.levels(), self._pace)

    def _meanwhile_said(self, played: Sequence[Played]) -> list[str]:
        """Raced from code, what the others did while the learner's hand was busy, on the
        board's banner in one sentence. Python's answer lists them one a line, each with its
        time (a round-51 learner read fifteen clauses joined in one)."""
        if self._real_time or not played:
            return []
        return ["Meanwhile: " + "; ".join(p.text.rstrip(".") for p in played) + "."]

    def _clock_said(self) -> str:
        """Where the clock is after a move raced from code, even one nobody answered (a
        learner's leave had no time); not said once the round is over (it is the next
        round's 0 s)."""
        return f"The clock is at {clock_ms(self.game) / 1000:g} s."

    def _after_open(self) -> None:
        """An opened race waits for Start, at the game time its save reached."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        self._running = False
        self._held_for_tip = False
        self._started_round = 0
        self._anchor_game = 0.0
        self._hold_until = 0.0
        self._pace.reset()
        self._news = []
        self._own_key = None

    # ------------------------------------------------------------------ requests
    def _requests(self) -> Mapping[str, Request]:
        """The clock's controls, and a move, an undo or a seat clicked on the board as it is
        now; a move while the clock stands still is answered with what to click instead."""
        return {
            "move": self._move_in_race,
            "undo": lambda content: self._click(content, lambda _c: self.undo()),
            "seat": lambda content: self._click(content, self._seat_request),
            "start": lambda _content: self.start(),
            "pause": lambda _content: self.pause(),
            "learn": lambda content: self.set_learn(bool(content.get("on"))),
        }

    @property
    def answers_clicks(self) -> bool:
        """Whether the board's targets may be clicked now: while a round is on (racing, or
        paused, when a click hears how to race on), never before its Start."""
        return bool(self._interactive) and self.phase in ("racing", "paused")

    def _move_in_race(self, content: Mapping[str, Any]) -> None:
        """A clicked move: refused as ``board.play`` refuses it while the race stands still,
        whatever the click's version (nothing on the board could be clicked then)."""
        refused = self._not_racing_now()
        if refused:
            self.say("error", refused[0], rule=refused[1])
        else:
            self._click(content, self._move_request)

    # ------------------------------------------------------------------ what goes out
    def status(self) -> str:
        """The game's prompt while moves are played (a paused race takes one too); before a
        round's Start, or while a tip holds the race, what to do to race on: the engine's "Ada
        and Ben may reveal or wait" would be refused then."""
        round_no = self._round()
        if self.held_for_tip:
            return f"Round {round_no}, {self._clock_words()}: {TIP_PAUSE}"
        if not self._interactive or self.phase not in ("ready", "scored"):
            return super().status()
        return (
            f"Round {round_no}, {clock_ms(self.game) / 1000:g} s: the race waits for Start "
            "(board.start() in Python); then everyone races at once."
        )

    def log_entries(self) -> list[dict[str, Any]]:
        """The last moves worth reading (no ``wait``), without their events: the news strip
        and the scoring tell those."""
        entries = [
            {"index": t.index, "player": t.player, "text": t.move.action_text()}
            for t in self.game.history[-400:]
            if t.move is not None and t.move.action_text() != "wait"
        ]
        return entries[-LOG_LENGTH:]

    def _moved_on(self, snapshot: Mapping[str, Any]) -> bool:
        """A click is stale only once the learner's own state has changed (``own_state``):
        bots change the table several times a second."""
        own = self.own_state(snapshot)
        if own == self._own_key:
            return False
        self._own_key = own
        return True

    def own_state(self, snapshot: Mapping[str, Any]) -> Any:
        """What of ``snapshot`` a click of the learner's depends on (their hand, the phase...):
        each racing game says, from its own view."""
        raise NotImplementedError

    def snapshot(self, highlight: Iterable[str] = (), **shown: Any) -> dict[str, Any]:
        """The shared snapshot plus the race: phase, game time and speed for the countdown, the
        seats and the bots' paces, and the news.

        A read-only board (a replay) has no real time of its own: its clock is the game's.
        """
        snap = super().snapshot(highlight, **shown)
        self._seq += 1
        if self._interactive and self.phase != "racing":  # lit only while the race runs
            snap["legal"] = []
            snap["groups"] = self.legal_groups([])
        view = snap["view"]  # the position shown, which a walkthrough step may give
        levels = {p["name"]: p["level"] for p in view["players"]}
        hold_ms = max(0.0, self._hold_until - self._wall()) * 1000 if self._running else 0.0
        game_ms = round(self.game_time()) if self._interactive else int(view["clock_ms"])
        snap.update(
            {
                "seq": self._seq,
                "phase": self.phase,
                "race": {
                    "running": self._running and self._real_time,
                    "game_ms": game_ms,
                    "speed": self.speed,
                    "factor": self._factor,
                    "learn": self._learn,
                    "hold_ms": round(hold_ms),
                },
                "levels": levels,
                "seats": dict(self._seats),
                "pace": {
                    p: pace_ms(levels[p]) / 1000 for p, k in self._seats.items() if k != "human"
                },
                "news": list(self._news),
            }
        )
        return snap

    def __repr__(self) -> str:
        """The shared summary plus where the race stands (and, paused, how it goes on)."""
        phase = self.phase
        if self.held_for_tip:
            phase += " while you read a tip: close it, or call board.start(), to race on"
        elif phase == "paused":
            phase += ": board.start() resumes it"
        elif phase == "scored":  # a judge read "scored" before round 3 as round 3 scored
            phase = f"round {self._round() - 1} scored"
        return f"{super().__repr__()}\nRace: {phase} ({self.speed_words})"

    @property
    def speed_words(self) -> str:
        """How fast game time runs, as the learner reads it: the speed really used, or in
        learn mode what it does, said of a live race (a round-23 judge, whose clock moved only
        with their moves after ``start(real_time=False)``, read "half speed" as about theirs)."""
        if not self._real_time:
            return MOVES_CLOCK
        if self._learn:
            return "learn mode: half speed in a live race, a pause after each bot move"
        return f"time x{self.speed:g}"


def _takes(event: Event, species: str) -> bool:
    """Whether ``event`` is a take of ``species`` from the table."""
    return event.kind == "take" and str(event.data["species"]).lower() == species.lower()


def _decided(move: Move, player: str) -> bool:
    """Whether ``move`` is a decision of ``player`` (the clock's waits for them are not)."""
    return move.player == player and not isinstance(move, Wait)
