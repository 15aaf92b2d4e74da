"""The Ark Nova board: the zoo map, the Action-card row, the tracks, the association board and
the cards, drawn by ``widgets/ark_nova.js`` from the generic board's snapshot.

Python decides everything and writes every move. On top of the generic snapshot this board
sends: the static Map A (terrain, bonuses, building shapes, each hex's name in words) with the
track tables, once, in ``_static``; the printed face of every card the viewer can see (so the
front end never holds a deck); and every option of the pending decision with its finished move
text, its label and its target (:mod:`arkbook.boards.ark_nova_options`): while a building is
placed, that is every placement with its hexes and whether it is legal, so the front end lights
up, under the pointer, the placement a click would propose and names it as the engine does.

Element ids (``data-id`` in the front end, diffed by the walkthrough) are ``row:Ada``,
``money:Ada``, ``appeal:Ada``, ``conservation:Ada``, ``reputation:Ada``, ``x:Ada``,
``workers:Ada``, ``tokens:Ada``, ``hand:Ada``, ``final:Ada``, ``building:Ada:3``,
``folder:2``, ``project:P01``, ``break``, ``partner-zoos``, ``universities``, ``donation``.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any, ClassVar

import traitlets

from arkbook.ark_nova import board as nova_map
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.view import counter_totals, map_view
from arkbook.boards.ark_nova_options import board_options, listed_choices
from arkbook.boards.assets import front_end
from arkbook.boards.base import Board
from arkbook.boards.records import changed_elements
from arkbook.game import Event, Game, Move, ScoreRow, Turn
from arkbook.pictures.ark_nova import words as move_words
from arkbook.pictures.base import Picture


@cache
def static_map() -> dict[str, Any]:
    """Map A as the front end draws it, with the left-edge token bonuses (computed once)."""
    data = map_view()
    data["border"] = sorted(list(h) for h in nova_map.map_a().border)
    data["start_enclosure"] = [list(h) for h in nova_map.map_a().start_enclosure]
    data["edge_tokens"] = list(T.MAP_TOKEN_BONUS)
    data["recurring_tokens"] = T.RECURRING_TOKENS
    data["hex_words"] = {f"{x},{y}": nova_map.hex_words((x, y)) for x, y in nova_map.map_a().hexes}
    return data


@cache
def static_tables() -> dict[str, Any]:
    """The board's static part: the map and the track tables (computed once)."""
    return {
        "map": static_map(),
        "tables": {
            "white": [T.white_number(c) for c in range(0, 42)],
            "end_target": T.END_TARGET,
            "reputation_bonus": {str(k): v for k, v in T.REPUTATION_BONUS.items()},
            "folders": [T.folders_in_range(r) for r in range(T.MAX_REPUTATION + 1)],
            "task_values": dict(T.TASK_VALUES),
            "max_x": T.MAX_X_TOKENS,
        },
    }


class ArkNovaBoard(Board):
    """Play Ark Nova by clicking: an Action card, then what it asks (a building and its hexes,
    an animal and its enclosure, a task, a project condition, a card...)."""

    _esm = front_end("ark_nova.js")
    _css = front_end("ark_nova.css")
    title: ClassVar[str] = "Ark Nova board"

    #: What never changes in a game: Map A and the tables the tracks need (so the front end
    #: draws numbers it is given, never ones it works out). Sent once, not with every move.
    _static = traitlets.Dict().tag(sync=True)

    def __init__(self, game: Game, *args: Any, **kwargs: Any) -> None:
        self._static = static_tables()
        super().__init__(game, *args, **kwargs)

    # ------------------------------------------------------------------ the snapshot
    def snapshot(self, highlight: Any = (), **shown: Any) -> dict[str, Any]:
        """The generic snapshot plus the faces of the visible cards; the view's copy of the
        static map is dropped (``_static`` carries it once)."""
        snap = super().snapshot(highlight, **shown)
        view = snap["view"]
        view.pop("map", None)
        snap["cards"] = self._faces(view)
        return snap

    def _faces(self, view: Mapping[str, Any]) -> dict[str, Any]:
        """The printed face of every card id the view shows (hands, display, projects, zoos,
        Final Scoring cards, bonus tiles), keyed by id."""
        ids: set[str] = set()
        for player in view["players"]:
            ids.update(player.get("hand") or [])
            ids.update(player.get("final_cards") or [])
            ids.update(player["zoo"])
            for building in player["buildings"]:
                ids.update(building["animals"])
        ids.update(f["card"] for f in view["display"] if f["card"])
        ids.update(p["card"] for p in view["projects"])
        for tiles in view["bonus_tiles"].values():
            ids.update(tiles)
        return {card_id: dict(self.game.card(card_id)) for card_id in sorted(ids)}  # type: ignore[attr-defined]

    def table_lines(self) -> list[str]:
        """Under the score, what ends the game, once the two differ: the score "if the game
        ended now" counts the Final Scoring and end-game cards, while the end comes when
        appeal plus the white number reaches 100 (the counters meet). The l13 judge read a
        score past 100 in a game that went on."""
        if self.game.outcome() is not None:
            return []
        totals = self.game.scores(self.viewer).totals
        counters = counter_totals(self.game.public_view())
        if all(totals[name] == sum_ for name, sum_ in counters.items()):
            return []
        told = ", ".join(f"{name} {sum_}" for name, sum_ in counters.items())
        return [
            f"Counters (appeal + white number, cards not counted; the end comes at "
            f"{T.END_TARGET}): {told}"
        ]

    def choices(self) -> Picture:
        """The choices of the player the board shows, each move beside its label: the board's
        targets as text, for a learner who reads (or plays) the board without seeing it."""
        player = self.viewer or self.game.to_move[0]
        picture, refused = listed_choices(self.game, player)  # type: ignore[arg-type]
        if self.coaching is not None:
            self.coaching.shown(player, [why.rule for _, why in refused])
        return picture

    def legal_groups(self, legal: list[dict[str, Any]]) -> dict[str, Any]:
        """Every option of the pending decision, each with its finished move text, its label
        and its target (:mod:`arkbook.boards.ark_nova_options`); while a building is placed,
        the building's name for the bar over the map."""
        if not legal:
            return {"options": []}
        player = legal[0]["player"]
        view = self.game.view(player)
        groups: dict[str, Any] = {"options": board_options(self.game, view, player)}  # type: ignore[arg-type]
        pending = view["pending"] or {}
        if pending.get("kind") == "place":
            groups["placing"] = nova_map.kind_words(pending["args"][0])
        return groups

    def log_text(self, turn: Turn) -> str:
        """A past move in words, without its player ("plays African Lion"), named as the
        narration names it (a placement in the map's column-and-row words)."""
        if turn.move is None:
            return ""
        words = move_words(self.game, turn.move, past=True)  # type: ignore[arg-type]
        return words.removeprefix(f"{turn.player} ")

    # ------------------------------------------------------------------ bots
    def run_bots(self, limit: int | None = None) -> list[Move]:
        """Play bot moves synchronously until a human decides or the game is over, and redraw
        once at the end.

        A whole Ark Nova game is about a thousand decisions; a snapshot and a full move log sent
        after each (as the generic board does) would take minutes, so the moves go straight to
        the engine and the board then shows the last move's answer with everything that changed.
        """
        seat = self.viewer
        before = self.elements(self.game.view(seat))
        played: list[Move] = []
        events: list[Event] = []
        while limit is None or len(played) < limit:
            player = self.bot_to_move()
            if player is None:
                break
            move = self._bot(player).choose(self.game, player)
            events = self.game.play(move)
            played.append(move)
        if played:
            with self.hold_sync():
                self.say("info", " ".join(e.text for e in events))
                self.refresh(changed_elements(before, self.elements(self.game.view(seat))))
                if self.coaching is not None:
                    self.coaching.caught_up()
        return played

    # ------------------------------------------------------------------ element ids
    def elements(self, view: Mapping[str, Any]) -> dict[str, Any]:
        """The board's elements by the ids ``ark_nova.js`` gives them, with what they show."""
        out: dict[str, Any] = {
            "break": view["break"]["position"],
            "partner-zoos": view["association"]["partner_zoos"],
            "universities": view["association"]["universities"],
            "donation": [
                view["association"]["donations_made"],
                view["association"]["blocked_donation_spaces"],
            ],
            "bonus-tiles": view["bonus_tiles"],
            "deck": view["deck_size"],
        }
        for folder in view["display"]:
            out[f"folder:{folder['folder']}"] = folder["card"]
        for project in view["projects"]:
            out[f"project:{project['card']}"] = project["tokens"]
        for p in view["players"]:
            name = p["name"]
            out[f"row:{name}"] = [(a["card"], a["side"]) for a in p["action_row"]]
            for key, field in (
                ("money", "money"),
                ("appeal", "appeal"),
                ("conservation", "conservation"),
                ("reputation", "reputation"),
                ("x", "x_tokens"),
                ("tokens", "map_tokens_removed"),
            ):
                out[f"{key}:{name}"] = p[field]
            out[f"workers:{name}"] = [
                p["workers"]["active"],
                sorted(p["workers"]["placed"].items()),
            ]
            out[f"assoc:{name}"] = [p["partner_zoos"], p["universities"]]
            out[f"hand:{name}"] = p.get("hand", p["hand_size"])
            out[f"final:{name}"] = p.get("final_cards", p["final_cards_held"])
            for b in p["buildings"]:
                out[f"building:{name}:{b['id']}"] = [b["kind"], b["animals"], b["spaces_used"]]
        return out

    def event_elements(self, event: Event) -> list[str]:
        """What a setup event is about, by the rule id it names."""
        rule = event.rule or ""
        players = list(self.game.players)
        by_rule = {
            "nova.setup.break": ["break"],
            "nova.setup.projects": [f"project:{p}" for p in self._project_ids()],
            "nova.setup.association": ["partner-zoos", "universities", "donation"],
            "nova.setup.player": [f"{k}:{p}" for p in players for k in ("money", "row", "tokens")],
            "nova.setup.appeal": [f"appeal:{p}" for p in players],
            "nova.setup.enclosure": [f"building:{p}:1" for p in players],
            "nova.setup.final_cards": [f"final:{p}" for p in players],
            "nova.setup.display": [f"folder:{n}" for n in range(1, 7)],
            "nova.setup.keep_four": [f"hand:{p}" for p in players],
        }
        return by_rule.get(rule, [])

    def _project_ids(self) -> list[str]:
        return [p["card"] for p in self.game.view(None)["projects"]]

    def score_elements(self, row: ScoreRow) -> list[str]:
        """A scoring row's track or cards, for every player."""
        label = row.label.casefold()
        key = (
            "appeal"
            if "appeal" in label
            else "conservation"
            if "conservation" in label or "white" in label
            else "final"
            if "final" in label
            else None
        )
        return [f"{key}:{p}" for p in self.game.players] if key else []
