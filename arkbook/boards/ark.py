"""The Ark board: the generic board with Ark's table drawn by ``widgets/ark.js``.

Python groups the legal moves by what a learner clicks (a hand card and then a cabin, a
face-up card, a scoring card, a button), so the front end only looks targets up and never
works out a rule. Board elements get stable ids (``cabin:port:2``, ``card:Lion``, ``bow``,
``score:heavy``, ``discs:Ada``...) that the walkthrough diffs and the front end highlights.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, ClassVar

from arkbook.ark.moves import SIDES, Pick, Play, Take
from arkbook.boards.answer import Answer
from arkbook.boards.assets import front_end
from arkbook.boards.base import Board
from arkbook.errors import ArkbookError
from arkbook.game import Event, Move, ScoreRow, SetupStage, Turn
from arkbook.pictures.ark import table_text

#: Labels of the one-click moves, by their notation.
BUTTONS = {"end turn": "End turn", "pass": "Pass for good", "no pet": "No pet"}


class ArkBoard(Board):
    """Play Ark by clicking: a hand card, then a lit cabin; take a face-up card; and so on."""

    _esm = front_end("ark.js")
    _css = front_end("ark.css")
    title: ClassVar[str] = "Ark board"

    def table_lines(self) -> list[str]:
        """The table as the board's viewer sees it (:func:`table_text`): the cabins, the bow,
        the face-up cards, their own hand, the scoring cards and the action discs, so that a
        reader of the board's text (a static render, a console, a screen reader) sees what
        the board shows."""
        seat = self.viewer
        return table_text(self.game.view(seat) if seat is not None else self.game.public_view())

    def propose(self, text: str | Move) -> Answer:
        """Propose a move as a click does; a legal move with a cost the player may not expect
        (a pet that will score nothing, ``game.warning``) is played, and its answer says the
        cost, as the button's label says it before a click. A learner playing from code had
        no label to read."""
        try:
            warning = self.game.warning(text)  # type: ignore[attr-defined]
        except ArkbookError:  # bad notation: propose answers it
            warning = None
        answer = super().propose(text)
        if answer and warning is not None:
            return replace(answer, text=f"{answer.text} {warning.reason}")
        return answer

    def legal_groups(self, legal: list[dict[str, Any]]) -> dict[str, Any]:
        """Legal moves by click target: ``play[card]`` lists the cabins (and victims) it may
        enter; ``take``, ``pick`` and ``pet`` map a card to its move; ``half`` a scoring card;
        ``buttons`` are the one-click moves (end turn, pass, no pet)."""
        groups: dict[str, Any] = {"play": {}, "take": {}, "pick": {}, "pet": {}, "half": {}}
        buttons = []
        for record in legal:
            fields, text, action = record["fields"], record["text"], record["action"]
            kind = record["type"]
            if kind == "Play":
                groups["play"].setdefault(fields["card"], []).append(
                    {
                        "side": fields["side"],
                        "slot": fields["slot"],
                        "victim": fields["victim"],
                        "text": text,
                        "action": action,
                    }
                )
            elif kind in ("Take", "Pick") or (kind == "Pet" and fields["card"] is not None):
                groups[kind.lower()][fields["card"]] = text
            elif kind == "HalfDisc":
                groups["half"][fields["kind"]] = text
            else:
                label = BUTTONS.get(action, action)
                buttons.append({"label": label, "text": text, "action": action})
        groups["buttons"] = buttons
        seat = self.viewer
        no_turn: dict[str, Any] = {"play": {}, "take": {}}
        groups["tries"] = self.tries(seat, kind_of_take(legal)) if legal and seat else no_turn
        return groups

    def tries(self, seat: str, take: type[Take] | type[Pick]) -> dict[str, Any]:
        """What a click on an unlit target proposes, so that the engine refuses it by its
        rule: ``play[card]["port 3"]`` for every hand card and cabin (the new one on each side
        included), ``take[card]`` for every face-up card. The front end never writes a move:
        it sends back the text it finds here or among the legal moves."""
        view = self.game.view(seat)
        places = [
            (side, slot) for side in SIDES for slot in range(1, len(view["cabins"][side]) + 2)
        ]
        play = {
            card["name"]: {
                f"{side} {slot}": str(Play(seat, card["name"], side, slot)) for side, slot in places
            }
            for card in view["hands"][seat] or []
        }
        take_moves = {card["name"]: str(take(seat, card["name"])) for card in view["display"]}
        return {"play": play, "take": take_moves}

    def elements(self, view: Mapping[str, Any]) -> dict[str, Any]:
        """The table's elements by the ids ``ark.js`` puts on them, with what they show."""
        out: dict[str, Any] = {"bow": view["bow"], "supply": view["supply"]["count"]}
        for side, cabins in view["cabins"].items():
            for cabin in cabins:
                names = [c["name"] for c in cabin["cards"]]
                out[f"cabin:{side}:{cabin['slot']}"] = names
                out.update({f"card:{name}": f"{side} {cabin['slot']}" for name in names})
        out["display"] = [c["name"] for c in view["display"]]
        out.update({f"card:{c['name']}": "display" for c in view["display"]})
        out["rain"] = view["rain"]["drawn"]
        out["disc-supply"] = view["disc_supply"]
        for kind, figures in view["scoring"].items():
            out[f"score:{kind}"] = figures
        for player in view["players"]:
            out[f"discs:{player}"] = view["discs"][player]
            out[f"pet:{player}"] = view["pets"][player] or view["pet_counts"][player]
            out[f"player:{player}"] = view["hand_counts"][player]
            out.update({f"hand:{c['name']}": player for c in view["hands"][player] or []})
        return out

    def stage_elements(self, stage: SetupStage) -> list[str]:
        """Preparation step 1 lays the bow card and the scoring cards, step 4 hands each player
        their figures (drawn nowhere: their names are lit); the others, their events."""
        if stage.number == 1:
            return ["bow", *(f"score:{kind}" for kind in self.game.view(None)["scoring"])]
        if stage.number == 4:
            return [f"player:{p}" for p in self.game.players]
        return super().stage_elements(stage)

    def event_elements(self, event: Event) -> list[str]:
        """What a setup event is about, from the cards, cabin and discs named in its data; a
        card put back under the deck is the deck's (it is no longer on the table)."""
        data = event.data
        if event.rule in ("ark.setup.start_weight", "ark.setup.start_kind"):
            return ["supply"]
        if "order" in data:
            return [f"player:{data['order'][0]}"]
        ids = [f"card:{n}" for key in ("card", "cards", "display") for n in _names(data.get(key))]
        if isinstance(data.get("cabin"), str):
            ids.append("cabin:" + data["cabin"].replace(" ", ":"))
        if "bow" in data:
            ids.append("bow")
        if "supply" in data:
            ids.append("supply")
        discs = data.get("discs")
        if isinstance(discs, Mapping):
            ids += [f"discs:{p}" for p in discs]
        return ids

    def log_text(self, turn: Turn) -> str:
        """Another player's pet reads ``pet (face down)`` in the log, as in the view."""
        if turn.move is None:
            return ""
        return self.game.move_text(turn.move, self.viewer)  # type: ignore[attr-defined]

    def score_elements(self, row: ScoreRow) -> list[str]:
        """A scoring row's scoring card (its label names the kind), or every player's discs."""
        label = row.label.casefold()
        kinds = [k for k in ("heavy", "useful", "slow", "provision", "shy") if k in label]
        if kinds:
            return [f"score:{kinds[0]}"]
        if "disc" in label:
            return [f"discs:{p}" for p in self.game.players]
        return []


def kind_of_take(legal: list[dict[str, Any]]) -> type[Take] | type[Pick]:
    """How a face-up card is taken now: picked for a new cabin just opened, else taken."""
    return Pick if any(record["type"] == "Pick" for record in legal) else Take


def _names(value: Any) -> list[str]:
    """Card names in an event's data: a name, a card dict, or a list of either."""
    if value is None:
        return []
    items = value if isinstance(value, list) else [value]
    return [v["name"] if isinstance(v, Mapping) else str(v) for v in items]
