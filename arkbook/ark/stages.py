"""Ark's preparation as the rulebook numbers it (steps 1 to 8), each with the table after it.

The engine sets the game up in one go and records what it did as events. This module reads
those events back into the rulebook's eight steps and draws the table as it stands after each
one, from the finished table: before step 5 there are no cabins, before step 6 the yellow disc
is not on the bow, before step 7 nobody holds a card and nothing lies face up, and the supply
is the deck being built (the cards left after each step that draws from it; the rain cards
join it at step 8). So a walkthrough can build the table in the rulebook's order.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from arkbook.ark.cabins import SIDE_NAMES, cabin_label
from arkbook.ark.setup import DISPLAY_SIZE, HAND_SIZE, START_CARDS, TOTAL_DISCS
from arkbook.game import Event, JSONDict, SetupStage

if TYPE_CHECKING:
    from arkbook.ark.engine import ArkGame

#: (step number, title, the rule id quoting the rulebook's sentence for that step).
STEPS: tuple[tuple[int, str, str], ...] = (
    (1, "The bow card and the scoring cards", "ark.setup.table"),
    (2, "The starting player", "ark.setup.start_player"),
    (3, "Action discs", "ark.setup.discs"),
    (4, "Animal figures", "ark.setup.figures"),
    (5, "The four starting cards", "ark.setup.start_cabins"),
    (6, "The bow's inclination", "ark.setup.bow"),
    (7, "Hands and face-up cards", "ark.setup.deal"),
    (8, "The supply and its rain cards", "ark.setup.rain"),
)

#: The step each setup event belongs to, by its rule id (the bow event of step 6 carries the
#: bow's value; the one of step 1 does not). An event of an unknown rule stays with the step
#: before it.
STEP_OF_RULE = {
    "ark.setup.table": 1,
    "ark.turn.order": 2,
    "ark.setup.start_player": 2,
    "ark.setup.players": 2,
    "ark.setup.discs": 3,
    "ark.setup.figures": 4,
    "ark.pieces.figures": 4,
    "ark.pieces.extra": 4,
    "ark.setup.start_weight": 5,
    "ark.setup.start_kind": 5,
    "ark.setup.start_cabins": 5,
    "ark.setup.deal": 7,
    "ark.setup.rain": 8,
}

#: What step 4 does off the table: the board draws no figures in the box.
FIGURES = (
    "Each player takes the animal figures of their colour; they go on the scoring cards as "
    "cards are played, so the table shows none yet (each player's colour is by their name)."
)


def step_of(event: Event, previous: int) -> int:
    """The preparation step an event of the setup narrates."""
    if event.rule == "ark.setup.bow":
        return 6 if "bow" in event.data else 1
    return STEP_OF_RULE.get(event.rule or "", previous)


def setup_stages(game: ArkGame, player: str | None = None) -> list[SetupStage]:
    """The eight steps of the preparation, each with ``player``'s view of the table after it."""
    final = game.view(player)
    grouped: dict[int, list[Event]] = {n: [] for n, _, _ in STEPS}
    step = 1
    for event in game.history[0].events:
        step = step_of(event, step)
        grouped[step].append(event)
    stages = []
    for number, title, rule in STEPS:
        events = tuple(grouped[number])
        narration = " ".join(e.text for e in events) or (FIGURES if number == 4 else title)
        stages.append(
            SetupStage(
                number=number,
                total=len(STEPS),
                counts="Preparation",
                title=title,
                narration=narration,
                rule=rule,
                events=events,
                view=final if number == len(STEPS) else table_after(game, final, number),
                unchanged=FIGURES if number == 4 else "",
            )
        )
    return stages


def table_after(game: ArkGame, final: JSONDict, step: int) -> JSONDict:
    """``final`` (the view of the table as set up) as it stood after preparation ``step``."""
    view = copy.deepcopy(final)
    view.pop("legal", None)
    view["prompt"] = ""
    players = view["players"]
    if step < 2:
        view["turn"], view["to_move"] = None, []
    if step < 3:
        view["discs"] = dict.fromkeys(players, 0)
        view["disc_supply"] = TOTAL_DISCS
    if step < 5:
        view["cabins"] = {side: [] for side in SIDE_NAMES}
        view["new_cabins"] = [cabin_label(s, 1) for s in range(len(SIDE_NAMES))]
    if step < 6:
        view["bow"] = None
    if step < 7:
        view["hands"] = {p: None if h is None else [] for p, h in view["hands"].items()}
        view["hand_counts"] = dict.fromkeys(players, 0)
        view["display"] = []
    deck = len(game.deck.play_ids)  # step 5 takes the rain cards out and shuffles the rest
    if step < 5:
        deck = 0
    elif step < 7:
        deck -= START_CARDS
    else:
        deck -= START_CARDS + HAND_SIZE * len(players) + DISPLAY_SIZE
    view["supply"] = {"count": deck}
    return view
