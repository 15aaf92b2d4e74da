"""The Ark of Animals race board: grab tiles against the clock and the bots, then watch the scoring.

The generic :class:`~arkbook.boards.base.Board` sends snapshots and checks clicks; this board
adds what a real-time game needs (the helper :mod:`arkbook.boards.race` does the game-time
work):

* **Real time is driven from Python.** Once the learner clicks *Start*, a ticker on the
  kernel's event loop turns wall-clock time (times ``time_factor``) into game time: bots act at
  their level's pace, idle players ``wait``, the sandglass runs out when the real 30 seconds
  are up. The front end only animates the countdown between two snapshots, from the game time
  and speed each snapshot carries; it never decides anything.
* **Nothing moves behind a notebook's back.** A board that is merely displayed (nbval, a
  script) waits for *Start*; ``play_round()`` runs a race in game time alone, deterministically,
  for notebooks and tests.
* **Clicks are checked against the learner's own state.** Bots change the table several times
  a second, so ``_version`` (the stale-click guard) only moves when the learner's own hand, ark,
  round or phase changes; a click on a table tile a bot just took is answered by the engine's
  rule instead.
* **Learn mode** slows time to half and freezes it for a moment after each bot move, so a
  learner can see what the bot did; **levels** are chosen per player before the first move.
* **Scoring** is shown on the board in the rulebook's five steps from the engine's own results
  (the front end animates them; the texts are the engine's events).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable, Mapping
from itertools import takewhile
from typing import Any, ClassVar

from arkbook.ark_of_animals import BOARD, LEVELS, SPECIES, RoundScore, new_game, score_round
from arkbook.ark_of_animals.moves import Wait
from arkbook.ark_of_animals.scoring import EMPTY, GRAIN
from arkbook.boards.base import Board, Bot, changed_elements, front_end, request_text
from arkbook.boards.race import Pace, Played, advance, clock_ms, make_race_bot, pace_ms
from arkbook.errors import ArkbookError
from arkbook.game import Event, Game, ScoreRow, SetupStage

#: Which of the rulebook's five scoring steps each scoring event belongs to.
STEP_OF_EVENT: Mapping[str, int] = {
    "grain-eaten": 1,
    "grain-safe": 1,
    "eaten": 2,
    "balance": 3,
    "double": 4,
    "animals": 4,
    "bonus-first": 5,
    "bonus-mammals": 5,
    "bonus-set": 5,
}
STEP_TITLES = ("Grain", "Predators", "Balance", "Doubles and animals", "Bonuses")
#: The key of each step's points in a round's result, in the same order.
STEP_KEYS = ("grain", "predators", "balance", "animals", "bonuses")
#: Game time runs at this fraction of the chosen speed in learn mode.
LEARN_SLOWDOWN = 0.5
#: How many recent moves the board's news strip keeps.
NEWS_LENGTH = 6


class ArkOfAnimalsBoard(Board):
    """Race at Ark of Animals by clicking: reveal a pool tile, place it or leave it, take one.

    ``seats`` makes players bots (``"greedy"`` or ``"random"``; at most one human seat: a race
    is played by one learner at a screen). ``time_factor`` speeds up time (tests use 5-10);
    ``learn`` starts in learn mode; ``wall`` is the clock read for real time (tests pass a
    fake one).
    """

    _esm = front_end("ark_of_animals.js")
    _css = front_end("ark_of_animals.css")
    sheet_element: ClassVar[str] = "score-sheet"
    title: ClassVar[str] = "Ark of Animals board"
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
        self._started_round = 0
        self._anchor_wall = 0.0
        self._anchor_game = 0.0
        self._hold_until = 0.0
        self._pace = Pace()
        self._news: list[dict[str, Any]] = []
        self._handle: asyncio.TimerHandle | None = None
        self._own_key: Any = None
        self._seq = 0
        self._scoring_cache: dict[int, dict[str, Any]] = {}
        self._scoring_only: dict[str, Any] | None = None
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
        """The game milliseconds that real time has reached in this round."""
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
    def start(self) -> bool:
        """Start (or resume) the race: the clock runs from the game time the round is at."""
        if self.game.is_over():
            self.say("info", "The game is over: three rounds have been played.")
            return False
        if self._running:
            return True
        round_no = self._round()
        if round_no > self._started_round:
            self._started_round = round_no
            self._pace.reset()
            self._news = []
        self._running = True
        self._anchor_game = float(clock_ms(self.game))
        self._anchor_wall = self._wall()
        self._hold_until = 0.0
        self.say("info", f"Round {round_no}: go! Reveal tiles from the pool and fill your ark.")
        self.refresh()
        self._schedule_tick()
        return True

    def pause(self) -> None:
        """Stop the clock (a teacher explaining something); ``start()`` resumes it."""
        if self._running:
            self.tick()
            self._reanchor()
            self._running = False
            self.refresh()

    def hold_for_reading(self, on: bool) -> bool:
        """While the learner reads a tip the race stops (the bots wait); then it runs on."""
        if on and not self._running:
            return False
        if on:
            self.pause()
        else:
            self.start()
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

    def set_learn(self, on: bool) -> None:
        """Learn mode: time at half speed, and a pause after each bot move."""
        self._reanchor()
        self._learn = bool(on)
        self.refresh()

    def set_level(self, player: str, level: str) -> None:
        """Choose ``player``'s level; the rulebook has it chosen before the game starts.

        The levels are part of the game's setup, so the board sets up a new game (same players,
        same seed) with them: ``board.game`` is then another object than the game the board
        was made with. Read the game as ``board.game``, never from a variable kept before.
        """
        if player not in self.game.players:
            raise ArkbookError(f"no such player at this table: {player!r}")
        if level not in LEVELS:
            raise ArkbookError(f"{level!r} is not a level; choose one of {', '.join(LEVELS)}")
        if self.game.moves or self._running:
            self.say(
                "error",
                "Levels are chosen before the game starts; start a new board to change them.",
                rule="aoa.level.choose",
                quote=self.quote("aoa.level.choose"),
            )
            return
        levels = {**self.levels(), player: level}
        self.game = new_game(list(self.game.players), self.game.seed, levels=levels)
        self._bots.clear()
        self._scoring_cache.clear()
        self.say("info", f"{player} plays at {level} level.")
        self.refresh()

    def levels(self) -> dict[str, str]:
        """Each player's level."""
        return {p["name"]: p["level"] for p in self.game.view(None)["players"]}

    def set_seat(self, player: str, kind: str) -> None:
        """Make ``player`` a bot of ``kind``, or the one human seat."""
        others = [p for p, k in self._seats.items() if k == "human" and p != player]
        if kind == "human" and others and self._interactive:
            raise ArkbookError(f"{others[0]} is already the human seat; a race has one")
        super().set_seat(player, kind)

    # ------------------------------------------------------------------ the race
    def tick(self) -> list[Played]:
        """Bring the game up to the real time now: bots act, idle players wait.

        The event loop calls this while the race runs; tests call it with a fake wall clock.
        Nothing happens while learn mode holds the race after a bot move.
        """
        if not self._running or self.game.is_over() or self._wall() < self._hold_until:
            return []
        seat = self.viewer
        before = self._seat_state(seat)
        round_no = self._round()
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
        self._after_moves(played, round_no)
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
        self._after_moves(played, round_no)
        self.refresh()
        return played

    def run_bots(self, limit: int | None = None) -> list[Played]:  # type: ignore[override]
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

    def _bot_seats(self) -> dict[str, Bot]:
        return {p: self._bot(p) for p, kind in self._seats.items() if kind != "human"}

    def _after_moves(self, played: list[Played], round_no: int) -> None:
        """Keep the news and stop the clock when the round has been scored."""
        for p in played:
            self._news.append(
                {
                    "player": p.move.player,
                    "at_ms": p.at_ms,
                    "text": " ".join(e.text for e in p.events if e.kind in _NEWS_KINDS),
                }
            )
        self._news = self._news[-NEWS_LENGTH:]
        if self.game.is_over() or self._round() != round_no:
            self._running = False
            self._anchor_game = 0.0
            self._hold_until = 0.0

    def _schedule_tick(self) -> None:
        """Run ``tick`` again soon (sooner at high speed, exactly when the sand runs out)."""
        if not self._running or self._handle is not None:
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

    def _schedule_bots(self) -> None:
        """Front-end activity (a click, a freshly shown board) keeps the race's ticker going;
        the base's turn-by-turn bot scheduling has no place in a race."""
        self._schedule_tick()

    def play(self, text: Any) -> bool:
        """Propose a move as a learner would, at the game time real time has reached.

        The engine itself answers a move the race holds back with its race rule (a busy hand,
        the sand run out, a full ark), so the board only says what the contract says.
        """
        if self._running:
            self.tick()
        round_no = self._round()
        ok = super().play(text)
        if ok:
            self._after_moves([], round_no)
            if self._round() != round_no or self.game.is_over():
                self._say_round_over(round_no)
                self.refresh()
        return ok

    def _say_round_over(self, round_no: int) -> None:
        """Tell the move that ended a round briefly: the scoring's own sentences, dozens of
        them, belong to the scoring shown step by step on the board, not to one message."""
        events = self.game.history[-1].events
        move = [e.text for e in takewhile(lambda e: e.kind != "reveal-arks", events)]
        over = f"Round {round_no} is over: its scoring is shown below, step by step."
        self.say("info", " ".join([*move, over]))

    def _after_open(self) -> None:
        """An opened race waits for Start, at the game time its save reached."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        self._running = False
        self._started_round = 0
        self._anchor_game = 0.0
        self._hold_until = 0.0
        self._pace.reset()
        self._news = []
        self._scoring_cache.clear()
        self._own_key = None

    def undo(self) -> bool:
        """Time cannot be taken back in a race: explain instead of undoing."""
        self.say("error", "A race cannot be taken back: time has moved on.", rule="game.undo")
        return False

    def _on_front_end_message(self, widget: object, content: Any, buffers: object) -> None:
        kind = self._request_kind(content)
        if kind is None:
            return
        held = kind == "move" and self._interactive and self.phase in _HELD_PHASES
        if kind not in _CONTROLS and not held:
            super()._on_front_end_message(widget, content, buffers)
            return
        if not self._interactive:
            self.say("error", "This board only shows a position; it cannot be played on.")
            return
        if held:
            self.say("error", _HELD_PHASES[self.phase])
            return
        if kind == "start":
            self.start()
        elif kind == "pause":
            self.pause()
        elif kind == "learn":
            self.set_learn(bool(content.get("on")))
        else:
            try:
                self.set_level(request_text(content, "player"), request_text(content, "level"))
            except ArkbookError as exc:
                self.say("error", str(exc))

    # ------------------------------------------------------------------ what goes out
    def refresh(self, highlight: Iterable[str] = ()) -> None:
        """Send the snapshot; bump ``_version`` only when the learner's own state changed."""
        if self._scoring_only is not None:
            return
        snap = self.snapshot(highlight)
        own = self._own_state(snap)
        with self.hold_sync():
            self._view = snap
            self._log = [
                entry
                for entry in (
                    {"index": t.index, "player": t.player, "text": t.move.action_text()}
                    for t in self.game.history[-400:]
                    if t.move is not None and t.move.action_text() != "wait"
                )
            ][-20:]
            if own != self._own_key:
                self._own_key = own
                self._version += 1

    def _own_state(self, snap: Mapping[str, Any]) -> Any:
        seat = snap["seat"]
        mine = next((p for p in snap["view"]["players"] if p["name"] == seat), None)
        return (
            snap["phase"],
            snap["view"]["round"],
            snap["view"]["sandglass"]["run_out"],
            None if mine is None else (mine["hand"], tuple(mine["ark"]), mine["level"]),
            tuple(snap["levels"].items()),
        )

    def snapshot(self, highlight: Iterable[str] = (), **shown: Any) -> dict[str, Any]:
        """The base snapshot plus the race: phase, game time and speed for the countdown, the
        ark's geometry, the tiles' symbols, bot paces, news, and the last round's scoring.

        A read-only board (a replay) has no real time of its own: its clock is the game's.
        """
        snap = super().snapshot(highlight, **shown)
        self._seq += 1
        view = snap["view"]
        results = view["results"]
        levels = {p["name"]: p["level"] for p in view["players"]}
        hold_ms = max(0.0, self._hold_until - self._wall()) * 1000 if self._running else 0.0
        snap.update(
            {
                "seq": self._seq,
                "phase": self.phase,
                "race": {
                    "running": self._running,
                    "game_ms": round(self.game_time())
                    if self._interactive
                    else int(view["clock_ms"]),
                    "speed": self.speed,
                    "factor": self._factor,
                    "learn": self._learn,
                    "hold_ms": round(hold_ms),
                },
                "levels": levels,
                "level_names": list(LEVELS),
                "can_choose_levels": not self.game.moves and not self._running,
                "seats": dict(self._seats),
                "pace": {
                    p: pace_ms(levels[p]) / 1000 for p, k in self._seats.items() if k != "human"
                },
                "layout": LAYOUT,
                "species": SPECIES_INFO,
                "news": list(self._news),
                "scoring": self._scoring(results[-1]) if results else None,
            }
        )
        return snap

    def _scoring(self, result: Mapping[str, Any]) -> dict[str, Any]:
        """The engine's scoring events of a round, per player and step (cached per round)."""
        round_no = int(result["round"])
        if round_no not in self._scoring_cache:
            self._scoring_cache[round_no] = scoring_texts(_rescore(result))
        return self._scoring_cache[round_no]

    def legal_groups(self, legal: list[dict[str, Any]]) -> dict[str, Any]:
        """Legal moves by click target: ``reveal`` and ``leave`` (a text or None), ``take``
        by species, ``place`` by space number."""
        groups: dict[str, Any] = {"reveal": None, "leave": None, "take": {}, "place": {}}
        for record in legal:
            kind, text, fields = record["type"], record["text"], record["fields"]
            if kind == "Reveal":
                groups["reveal"] = text
            elif kind == "Leave":
                groups["leave"] = text
            elif kind == "Take":
                groups["take"][fields["species"]] = text
            elif kind == "Place":
                groups["place"][str(fields["space"])] = text
        return groups

    def elements(self, view: Mapping[str, Any]) -> dict[str, Any]:
        """The board's elements by the ids ``ark_of_animals.js`` gives them."""
        out: dict[str, Any] = {"pool": view["pool"]["count"], "sandglass": view["sandglass"]}
        for name in sorted(set(view["table"])):
            out[f"table:{name}"] = view["table"].count(name)
        for p in view["players"]:
            name = p["name"]
            out[f"hand:{name}"] = p["hand"]
            out[f"fill:{name}"] = [p["filled"], p["level"]]
            for space, tile in enumerate(p["ark"], start=1):
                out[f"ark:{name}:{space}"] = tile
        return out

    def stage_elements(self, stage: SetupStage) -> list[str]:
        """The boards step is about every space of the arks shown; the others, their events
        (the tiles, the sandglass and the levels also show as changes of the table)."""
        if stage.number == 1:
            return [f"ark:{p['name']}:{s}" for p in stage.view["players"] for s in LAYOUT_SPACES]
        return super().stage_elements(stage)

    def event_elements(self, event: Event) -> list[str]:
        """What a setup event is about: the grain spaces of a player's ark."""
        data = event.data
        return [f"ark:{data['player']}:{s}" for s in data.get("spaces", [])]

    def score_elements(self, row: ScoreRow) -> list[str]:
        """A score-sheet row is about the round's scoring panel and every player's line."""
        return ["scoring", *(f"fill:{p}" for p in row.points)]

    def score_snapshot(self, rows: int, highlight: Iterable[str] = ()) -> dict[str, Any]:
        """The base partial sheet, and the view's own record of it cut to match: the rounds
        counted so far, the round being counted only up to its step ``rows`` reaches (its
        scoring panel stopped at that step), and no winners before the last row."""
        snap = super().score_snapshot(rows, highlight)
        view = snap["view"]
        done, step = divmod(rows, len(STEP_TITLES))
        results = [dict(r) for r in view["results"][: done + (1 if step else 0)]]
        if step:
            results[-1] = _counted_to(results[-1], step)
        view["results"] = results
        view["scores"] = snap["scores"]
        if snap["outcome"] is None:
            view["winners"] = None
            view["over"] = False
            snap["phase"] = "scored"
        if results:
            view["round"] = results[-1]["round"]  # the header names the round being counted
            snap["scoring"] = {**self._scoring(view["results"][-1]), "step": step or 5}
        return snap

    # ------------------------------------------------------------------ scoring examples
    @classmethod
    def scoring(cls, result: RoundScore, player: str | None = None) -> ArkOfAnimalsBoard:
        """A read-only board animating one scored round, e.g. an ark written out by hand
        (:func:`arkbook.ark_of_animals.score_layout`); ``player`` is whose ark it shows."""
        players = [a.player for a in result.arks]
        levels = {a.player: a.level for a in result.arks}
        game = new_game(players, 0, levels=levels)
        board = cls(game, interactive=False, watch=player or players[0])
        snap = board.snapshot()
        data = result.to_dict()
        snap["view"]["results"] = [data]
        snap["view"]["round"] = result.round_no
        snap["phase"] = "example"
        snap["seat"] = player or players[0]
        snap["scores"] = {
            "rows": [],
            "totals": {a.player: a.total for a in result.arks},
        }
        snap["scoring"] = scoring_texts(result)
        board._scoring_only = snap
        board.show(snap, [])
        return board

    def __repr__(self) -> str:
        """The base summary plus where the race stands."""
        if self._scoring_only is not None:
            scoring = self._scoring_only["scoring"]
            totals = ", ".join(f"{p} {t:+d}" for p, t in scoring["totals"].items())
            return f"{self.title}: scoring of round {scoring['round']}: {totals}"
        speed = f"time x{self._factor:g}{', learn mode' if self._learn else ''}"
        return f"{super().__repr__()}\nRace: {self.phase} ({speed})"


_CONTROLS = frozenset({"start", "pause", "learn", "level"})
#: The phases in which the clock stands still, and what a click then hears: a race is played
#: by everyone at once, so while it is paused the human waits as the bots do.
_HELD_PHASES = {
    "ready": "The round has not started yet: click Start to race.",
    "scored": "The round has not started yet: click Start to race.",
    "paused": "The race is paused: click Resume to race on.",
}
_NEWS_KINDS = frozenset({"reveal", "take", "leave", "place", "sandglass", "finished", "sand-out"})

#: Where each space is drawn: column 1-5 and row in half-hexagon steps (``board.json``).
LAYOUT: list[dict[str, Any]] = [
    {
        "space": s + 1,
        "column": BOARD.column_of[s] + 1,
        "row": BOARD.row_of[s],
        "weight": BOARD.gm_weight[s],
    }
    for s in range(BOARD.size)
]
#: The space numbers of an ark, 1 first.
LAYOUT_SPACES = tuple(range(1, BOARD.size + 1))
#: What the front end draws on each tile, by species: class, colour, diet and size.
SPECIES_INFO: dict[str, dict[str, Any]] = {
    s.name: {"class": s.cls, "colour": s.colour, "diet": s.diet, "size": s.size} for s in SPECIES
}


def _counted_to(result: Mapping[str, Any], step: int) -> dict[str, Any]:
    """A round's result with only its first ``step`` scoring steps counted."""
    counted = set(STEP_KEYS[:step])
    players = {}
    for name, line in result["players"].items():
        points = {k: (v if k in counted else 0) for k, v in line["points"].items()}
        players[name] = {**line, "points": points, "total": sum(points.values())}
    return {**result, "players": players}


def _rescore(result: Mapping[str, Any]) -> RoundScore:
    """A round's scoring again from its face-up arks, for the engine's events step by step."""
    by_name = {s.name: s.index for s in SPECIES}
    players = list(result["players"])
    arks = [
        [
            EMPTY if t is None else GRAIN if t == "grain" else by_name[t]
            for t in result["players"][p]["ark"]
        ]
        for p in players
    ]
    levels = [result["players"][p]["level"] for p in players]
    first = None if result["first"] is None else players.index(result["first"])
    return score_round(int(result["round"]), players, levels, arks, first)


def scoring_texts(result: RoundScore) -> dict[str, Any]:
    """A scored round for the board: per player, the five steps' sentences and points."""
    steps: dict[str, list[list[str]]] = {a.player: [[] for _ in STEP_TITLES] for a in result.arks}
    for event in result.events:
        step = STEP_OF_EVENT.get(event.kind)
        if step is not None:
            steps[event.data["player"]][step - 1].append(event.text)
    return {
        "round": result.round_no,
        "titles": list(STEP_TITLES),
        "steps": steps,
        "points": {a.player: dict(a.points) for a in result.arks},
        "totals": {a.player: a.total for a in result.arks},
    }
