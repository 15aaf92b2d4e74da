"""Ark Nova's setup in the refresher's order, each step with the table after it.

The refresher gives the setup as one paragraph of sentences, in this order: the Break token,
the Bonus tiles, the Zoo card deck and the display ("revealed only at the end of setup"), the
Association board, the base projects, the two-player blocking tokens, each player's material,
the staggered appeal, the starting enclosure, and the Final Scoring and Zoo cards drawn. The
engine lays the table out in one go and narrates each part as an event; this module puts the
events at their steps and draws each step's table from the table as set up (no tiles before
the tiles step, the display face down until the last step, no money before the players take
their material...). Keeping four of the eight Zoo cards is a decision, so it is the first
move of the game, not a setup step.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from arkbook.game import Event, JSONDict, SetupStage

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova

#: (key, title, the rule id of the refresher sentence the step carries out, what it does when
#: the engine narrates it elsewhere).
STEPS: tuple[tuple[str, str, str, str], ...] = (
    ("break", "The Break token", "nova.setup.break", ""),
    ("tiles", "Bonus tiles", "nova.setup.bonus_tiles", ""),
    (
        "deck",
        "The Zoo card deck and the display",
        "nova.setup.display",
        "The Zoo cards are shuffled into a face-down deck and six are dealt to the display, "
        "face down until the end of setup.",
    ),
    ("association", "The Association board", "nova.setup.association", ""),
    ("projects", "Base conservation projects", "nova.setup.projects", ""),
    ("blocking", "Blocking tokens", "nova.setup.blocking", ""),
    ("player", "Each player's material", "nova.setup.player", ""),
    ("appeal", "Staggered appeal", "nova.setup.appeal", ""),
    ("enclosure", "The starting enclosure", "nova.setup.enclosure", ""),
    ("finals", "Final Scoring cards", "nova.setup.final_cards", ""),
    ("cards", "Zoo cards drawn, the display revealed", "nova.setup.display", ""),
)

#: The step each setup event belongs to, by its rule id (the display's event tells of the end
#: of setup, when the cards are drawn and the display turned face up).
STEP_OF_RULE = {
    "nova.setup.break": "break",
    "nova.setup.bonus_tiles": "tiles",
    "nova.setup.association": "association",
    "nova.setup.projects": "projects",
    "nova.setup.blocking": "blocking",
    "nova.setup.player": "player",
    "nova.setup.appeal": "appeal",
    "nova.setup.enclosure": "enclosure",
    "nova.setup.final_cards": "finals",
    "nova.setup.display": "cards",
}


def setup_stages(game: ArkNova, player: str | None = None) -> list[SetupStage]:
    """The setup's steps (the blocking step only with two players), each with ``player``'s
    view of the table after it."""
    final = game.view(player)
    steps = [s for s in STEPS if s[0] != "blocking" or len(game.players) == 2]
    grouped: dict[str, list[Event]] = {key: [] for key, *_ in steps}
    key = steps[0][0]
    for event in game.history[0].events:
        key = STEP_OF_RULE.get(event.rule or "", key)
        grouped[key].append(event)
    laid: list[str] = []
    stages = []
    for number, (key, title, rule, does) in enumerate(steps, start=1):
        laid.append(key)
        events = tuple(grouped[key])
        stages.append(
            SetupStage(
                number=number,
                total=len(steps),
                counts="Setup step",
                title=title,
                narration=" ".join(e.text for e in events) or does,
                rule=rule,
                events=events,
                view=final if number == len(steps) else table_after(game, final, set(laid)),
            )
        )
    return stages


def table_after(game: ArkNova, final: JSONDict, laid: set[str]) -> JSONDict:
    """``final`` (the view of the table as set up) with only the steps in ``laid`` done."""
    view = copy.deepcopy(final)
    view["pending"] = None
    view["to_move"] = []
    if "tiles" not in laid:
        view["bonus_tiles"] = {space: [] for space in view["bonus_tiles"]}
    dealt = "deck" in laid
    view["deck_size"] = len(game.deck.zoo_cards) - len(view["display"]) if dealt else 0
    view["display"] = [{**folder, "card": None, "face_down": dealt} for folder in view["display"]]
    if "association" not in laid:
        view["association"] = {**view["association"], "partner_zoos": [], "universities": []}
    if "projects" not in laid:
        view["projects"] = []
    if "blocking" not in laid:
        view["projects"] = [{**p, "tokens": [None] * len(p["tokens"])} for p in view["projects"]]
        view["association"] = {**view["association"], "blocked_donation_spaces": 0}
    for line in view["players"]:
        if "player" not in laid:
            line.update(money=0, action_row=[], workers={"active": 0, "placed": {}})
        if "appeal" not in laid:
            line["appeal"] = 0
        if "enclosure" not in laid:
            line["buildings"] = []
        if "finals" not in laid:
            line["final_cards_held"] = 0
            if "final_cards" in line:
                line["final_cards"] = []
        line["hand_size"] = 0
        if "hand" in line:
            line["hand"] = []
    return view
