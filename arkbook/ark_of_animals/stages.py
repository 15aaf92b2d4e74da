"""Ark of Animals' "Game Setup" step by step, each step with the table after it.

The rulebook's setup is one paragraph, not numbered: each player takes a board, the tiles go
face down in the middle, the sandglass goes within reach, "Now you can start the game". The
levels are chosen "before starting the game" (Difficulty Levels), so they come last, just
before the start (docs/rulings.md, "The setup walkthrough's order"). The engine records the
levels and the pool as events; this module puts them at their steps and draws each step's
table from the table as set up: no tiles before the pool step, no sandglass before its step,
no levels before they are chosen.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from arkbook.game import Event, JSONDict, SetupStage

if TYPE_CHECKING:
    from arkbook.ark_of_animals.engine import ArkOfAnimals

#: (title, the rule id of the rulebook sentence the step carries out, what it does that the
#: engine records no event for).
STEPS: tuple[tuple[str, str, str], ...] = (
    (
        "Player boards",
        "aoa.setup.boards",
        "Each player takes a player board with an empty ark and lays it face up in front of them.",
    ),
    ("Tiles in the pool", "aoa.setup.pool", ""),
    (
        "The sandglass",
        "aoa.setup.sandglass",
        "The 30-second sandglass goes next to the boards, within everyone's reach.",
    ),
    ("Levels", "aoa.level.choose", ""),
)

#: The step (from 1) each setup event belongs to, by its kind (a level's event names that
#: level's own rule); others stay with the step before them (the game's aim opens step 1).
STEP_OF_KIND = {"round": 2, "level": 4}


def setup_stages(game: ArkOfAnimals, player: str | None = None) -> list[SetupStage]:
    """The four steps of the setup, each with ``player``'s view of the table after it."""
    final = game.view(player)
    grouped: dict[int, list[Event]] = {n: [] for n in range(1, len(STEPS) + 1)}
    step = 1
    for event in game.history[0].events:
        step = STEP_OF_KIND.get(event.kind, step)
        grouped[step].append(event)
    stages = []
    for number, (title, rule, does) in enumerate(STEPS, start=1):
        events = tuple(grouped[number])
        stages.append(
            SetupStage(
                number=number,
                total=len(STEPS),
                counts="Setup step",
                title=title,
                narration=" ".join([*(e.text for e in events), *([does] if does else [])]),
                rule=rule,
                events=events,
                view=final if number == len(STEPS) else table_after(final, number),
            )
        )
    return stages


def table_after(final: JSONDict, step: int) -> JSONDict:
    """``final`` (the view of the table as set up) as it stood after setup ``step``."""
    view = copy.deepcopy(final)
    view["to_move"] = []
    if step < 2:
        view["pool"] = {"count": 0}
    if step < 3:
        view["sandglass"] = None
    for line in view["players"]:
        line["level"] = None
    return view
