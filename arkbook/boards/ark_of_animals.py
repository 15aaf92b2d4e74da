"""The Ark of Animals race board: grab tiles against the clock and the bots, then watch the scoring.

The race itself (the clock, the bots' pace, learn mode, clicks checked against the learner's
own state) is the :class:`~arkbook.boards.race_board.RaceBoard`'s; this board adds what is Ark
of Animals' own:

* **Targets and elements**: the pool, the table's tiles by species, each ark's spaces, as
  ``ark_of_animals.js`` draws them, with the ark's geometry and the tiles' symbols.
* **Levels** are chosen per player before the first move (the rulebook's rule).
* **Scoring** is shown on the board in the rulebook's five steps from the engine's own results
  (the front end animates them; the texts are the engine's events), and ``scoring()`` makes a
  read-only board animating one scored round written out by hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

from arkbook.ark_of_animals import (
    BOARD,
    LEVELS,
    SPECIES,
    Leave,
    Place,
    Reveal,
    RoundScore,
    Take,
    new_game,
    score_round,
)
from arkbook.ark_of_animals.scoring import EMPTY, FIRST_BONUS, GRAIN, SET_BONUS
from arkbook.boards.answer import Answer
from arkbook.boards.assets import front_end
from arkbook.boards.core import Request
from arkbook.boards.race_board import RaceBoard
from arkbook.boards.records import request_text
from arkbook.errors import ArkbookError
from arkbook.game import Event, Game, ScoreRow, SetupStage, seat_entry
from arkbook.pictures.ark_of_animals import table_text

#: Why a level is not changed once the game has begun (the rulebook: "Each player chooses the
#: level for themselves before starting the game").
LEVEL_TOO_LATE = "Levels are chosen before the game starts; start a new board to change them."
#: The rule a level chosen too late is refused by.
LEVEL_RULE = "aoa.level.choose"

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


class ArkOfAnimalsBoard(RaceBoard):
    """Race at Ark of Animals by clicking: reveal a pool tile, place it or leave it, take one.

    Takes the arguments of :class:`~arkbook.boards.race_board.RaceBoard`: ``seats`` makes
    players bots (``"greedy"`` or ``"random"``, one human seat at most), ``time_factor``,
    ``learn``, ``wall``...
    """

    _esm = front_end("ark_of_animals.js")
    _css = front_end("ark_of_animals.css")
    sheet_element: ClassVar[str] = "score-sheet"
    title: ClassVar[str] = "Ark of Animals board"

    def __init__(self, game: Game, *args: Any, **kwargs: Any) -> None:
        self._scoring_cache: dict[int, dict[str, Any]] = {}
        self._scoring_only: dict[str, Any] | None = None
        super().__init__(game, *args, **kwargs)

    # ------------------------------------------------------------------ levels
    def set_level(self, player: str, level: str) -> Answer:
        """Choose ``player``'s level; the rulebook has it chosen before the game starts.

        The levels are part of the game's setup, so the board sets up a new game (same players,
        same seed) with them: ``board.game`` is then another object than the game the board
        was made with. Read the game as ``board.game``, never from a variable kept before.
        The answer shows every player's level, as :meth:`play`'s shows a move: a learner's
        call returned None and showed nothing, so only printing the board confirmed it.
        """
        if player not in self.game.players:
            raise ArkbookError(f"no such player at this table: {player!r}")
        if level not in LEVELS:
            raise ArkbookError(f"{level!r} is not a level; choose one of {', '.join(LEVELS)}")
        if self._running or not self._at_the_start():
            # Answered as a refused move is, "✘ refused" and the rule: a learner's
            # ``board.set_level`` mid-game once returned None and changed nothing, unnoticed;
            # raised, it read as a crash beside ``play``'s refusals (round 50).
            self.say("error", LEVEL_TOO_LATE, rule=LEVEL_RULE, quote=self.quote(LEVEL_RULE))
            return self.answer(f"set_level({player!r}, {level!r})", played=False)
        levels = {**self.levels(), player: level}
        self.game = new_game(list(self.game.players), self.game.seed, levels=levels)
        self._bots.clear()
        self._scoring_cache.clear()
        seating = ", ".join(f"{name} ({chosen})" for name, chosen in self.levels().items())
        self.say("info", f"{player} plays at {level} level; the game is set up again: {seating}.")
        self.refresh()
        return self.answer(f"set_level({player!r}, {level!r})", played=True)

    def _at_the_start(self) -> bool:
        """Whether the board's game is a new game's first position: a scene or a saved game
        opened in round 3 has no moves of its own, and choosing a level there set up a new
        game in its place, losing the position without a word."""
        game = self.game
        fresh = new_game(list(game.players), game.seed, levels=self.levels())
        return not game.moves and game.to_json() == fresh.to_json()

    def _requests(self) -> Mapping[str, Request]:
        """The race's requests, and a level chosen before the game."""
        return {**super()._requests(), "level": self._level_request}

    def _level_request(self, content: Mapping[str, Any]) -> None:
        try:  # a level too late is refused on the board by set_level itself
            self.set_level(request_text(content, "player"), request_text(content, "level"))
        except ArkbookError as exc:
            self.say("error", str(exc))

    def _after_open(self) -> None:
        """The race's clock waits for Start; the scoring of the game before is forgotten."""
        super()._after_open()
        self._scoring_cache.clear()

    # ------------------------------------------------------------------ what goes out
    def refresh(self, highlight: Iterable[str] = ()) -> None:
        """Send the race's snapshot, except on a scoring example (``scoring``), which keeps
        the round it shows."""
        if self._scoring_only is None:
            super().refresh(highlight)

    def own_state(self, snapshot: Mapping[str, Any]) -> Any:
        """What the learner's clicks depend on: the phase, the round, whether the sand ran out,
        their own hand (and whether it came from the table), ark and level, and the levels
        chosen."""
        view = snapshot["view"]
        mine = next((p for p in view["players"] if p["name"] == snapshot["seat"]), None)
        return (
            snapshot["phase"],
            view["round"],
            view["sandglass"]["run_out"],
            None
            if mine is None
            else (mine["hand"], mine["from_table"], tuple(mine["ark"]), mine["level"]),
            tuple(snapshot["levels"].items()),
        )

    def snapshot(self, highlight: Iterable[str] = (), **shown: Any) -> dict[str, Any]:
        """The race's snapshot plus what Ark of Animals draws: the levels to choose from, the
        ark's geometry, the tiles' symbols and the last round's scoring."""
        snap = super().snapshot(highlight, **shown)
        results = snap["view"]["results"]
        snap.update(
            {
                "level_names": list(LEVELS),
                "can_choose_levels": not self.game.moves and not self._running,
                "layout": LAYOUT,
                "species": SPECIES_INFO,
                "scoring": self._scoring(results[-1]) if results else None,
                "clicks": self.clicks(snap["view"]) if self.answers_clicks else {},
            }
        )
        return snap

    def clicks(self, view: Mapping[str, Any]) -> dict[str, Any]:
        """The move each target sends when clicked, lit or not (``groups`` says which are
        lit): an unlit one is answered with the rule that keeps it dark, which is how the
        coach's tip for that rule comes up. Empty while clicks are not answered (before
        Start), so the front end never writes a move nor decides when one may be tried.

        ``leave`` is None while the tile in hand was taken from the table: it goes to the ark
        (ruling 24), so the Leave button is not offered at all, lit or not."""
        seat = self.viewer
        if seat is None:
            return {}
        mine = seat_entry(view, seat)
        return {
            "reveal": str(Reveal(seat)),
            "leave": None if mine["from_table"] else str(Leave(seat)),
            "take": {name: str(Take(seat, name)) for name in sorted(set(view["table"]))},
            "place": {str(s): str(Place(seat, s)) for s in LAYOUT_SPACES},
        }

    def round_scoring(self, round_no: int | None = None) -> RoundScore:
        """A round this game has scored (the last one by default): every ark face up, tile by
        tile, and the five steps with their points, drawn as a table checks them. Between
        rounds the board already shows the next round's empty arks, and its text keeps only a
        line per player, so a learner could not see which tiles made "left 12, right 10"."""
        results = {int(r["round"]): r for r in self.game.public_view()["results"]}
        if not results:
            raise ArkbookError("no round has been scored yet: a round is scored when it ends")
        wanted = max(results) if round_no is None else round_no
        if wanted not in results:
            scored = ", ".join(map(str, sorted(results)))
            raise ArkbookError(f"round {wanted!r} has not been scored; scored so far: {scored}")
        return _rescore(results[wanted])

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

    def score_line(self, row: ScoreRow) -> str:
        """A final score row with what it counted: eating scores no points of its own, so a
        learner read "2 predators: Ada 0, Ben 0" as predators costing nothing; the row's detail
        names the eaten ("Ada: Rabbit, Sheep eaten")."""
        line = super().score_line(row)
        return f"{line} ({row.detail})" if row.detail else line

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
        """The race board's summary, or the scoring example's round and totals. Once a round
        is scored, the summary ends with that round's scoring in a line per player: a reader
        of the text (a static render, a console, a screen reader) sees what the board shows:
        the pool, the table, each hand and ark as everyone at the table sees them (a face-down
        tile says face down, whoever's it is), the coach's open tip, and the learner's moves."""
        if self._scoring_only is not None:
            scoring = self._scoring_only["scoring"]
            totals = ", ".join(f"{p} {t:+d}" for p, t in scoring["totals"].items())
            return f"{self.title}: scoring of round {scoring['round']}: {totals}"
        view = self.game.public_view()
        lines = [super().__repr__(), *table_text(view, score=False)]
        lines += [line for line in (self.tip_line(), self.moves_line()) if line]
        if self.phase in ("scored", "over") and view["results"]:
            lines += scoring_lines(view["results"][-1])
        return "\n".join(lines)

    def moves_line(self) -> str:
        """The learner's moves in the board's text, written as ``board.play`` takes them: those
        it accepts now while the race runs (``legal_moves()``), or, while the clock stands
        still, those the round will offer once it runs, so an example is always real."""
        seat = self.viewer
        if seat is None or not self._interactive or self.game.is_over():
            return ""
        now = self.legal_moves()
        if now:
            return "Your moves now (board.legal_moves()): " + ", ".join(map(str, now))
        soon = [str(m) for m in self.game.legal_moves() if m.player == seat]
        return "Your moves once the race runs: " + ", ".join(soon) if soon else ""


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


def scoring_lines(result: Mapping[str, Any]) -> list[str]:
    """A scored round in a few lines: the totals, then each player's steps that counted."""
    players = result["players"]
    totals = ", ".join(f"{name} {line['total']}" for name, line in players.items())
    where = f"(every tile: board.round_scoring({result['round']}))"
    return [f"Round {result['round']} scored: {totals} {where}"] + [
        f"  {name} ({line['level']}): {'; '.join(_steps_said(line, result['first'] == name))}"
        for name, line in players.items()
    ]


def _bonuses_said(line: Mapping[str, Any], first: bool) -> list[str]:
    """Step 5's bonuses one by one, as the score sheet's rows name them (ruling 13): a learner
    read "bonuses +6" and could not tell which were earned. The mammal bonus is what is left of
    step 5's points once the first finisher's and the sets' are counted."""
    first_points = FIRST_BONUS if first else 0
    sets = [(f"all three {cls}s", SET_BONUS) for cls in line["sets"]]
    mammals = line["points"]["bonuses"] - first_points - SET_BONUS * len(sets)
    bonuses = [("first to finish", first_points), ("most mammals", mammals), *sets]
    return [f"{said} {points:+d}" for said, points in bonuses if points]


def _steps_said(line: Mapping[str, Any], first: bool) -> list[str]:
    """One player's scoring, step by step, leaving out the steps that did nothing."""
    points, said = line["points"], []
    if line["grain_eaten"]:
        said.append(f"{len(line['grain_eaten'])} grain eaten {points['grain']:+d}")
    if line["eaten"]:
        said.append("eaten: " + ", ".join(e["species"] for e in line["eaten"]))
    if line["balance"] is not None:
        left, right = line["balance"]["left"], line["balance"]["right"]
        said.append(f"balance {points['balance']:+d} (left {left}, right {right})")
    if line["doubles"]:
        said.append("doubles gone: " + ", ".join(d["species"] for d in line["doubles"]))
    kept = len(line["kept"])
    said.append(f"{kept} animal{'' if kept == 1 else 's'} {points['animals']:+d}")
    return said + _bonuses_said(line, first)


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
