"""Ark Nova's scenes: the learn-to-play lesson's guided positions, and practice positions."""

from __future__ import annotations

from collections.abc import Mapping

from arkbook.ark_nova.position import position as nova_position
from arkbook.game import Game
from arkbook.learn.scene import Scene

#: Ben's hand in the Ark Nova scenes: three cards, so a break asks him for no discard.
_NOVA_BEN = {"hand": ["A34", "A37", "S02"]}
#: Ada's zoo after the first scenes: the pavilion of the Build scene, the Plains Zebra and the
#: Meerkat of the Animals scene (both from Africa), and a kiosk.
_NOVA_ZOO = [
    {"kind": "enclosure-3", "at": "start", "animals": ["A03"]},
    {"kind": "enclosure-1", "at": "2,5 r0", "animals": ["A04"]},
    {"kind": "pavilion", "at": "2,9 r0"},
    {"kind": "kiosk", "at": "1,6 r0"},
]
#: What that zoo gave her: 1 appeal for the pavilion, 3 for the Zebra and 2 for the Meerkat,
#: and the Meerkat's 1 reputation.
_NOVA_GAINED = {"appeal": 6, "reputation": 1}


def _nova(ada: Mapping[str, object], table: Mapping[str, object] | None = None) -> Game:
    """Ada (her fields ``ada``) against Ben at the start of Ada's turn, with the shared
    ``table`` fields (the Break token, the projects)."""
    players = {"Ada": ada, "Ben": _NOVA_BEN}
    return nova_position(["Ada", "Ben"], {"current": "Ada", **(table or {}), "players": players})


def _nova_build() -> Game:
    row = ["animals", "association", "build", "cards", "sponsors"]
    return _nova({"row": row, "hand": ["A03", "A30", "P01"]})


def _nova_animals() -> Game:
    row = ["build", "cards", "association", "sponsors", "animals"]
    buildings = [{"kind": "enclosure-3", "at": "start"}, {"kind": "enclosure-1", "at": "2,5 r0"}]
    return _nova({"row": row, "hand": ["A03", "A04", "P01"], "buildings": buildings})


def _nova_sponsors() -> Game:
    row = ["animals", "sponsors", "build", "cards", "association"]
    return _nova({"row": row, "hand": ["S06", "A25", "P01"], "x_tokens": 1, "appeal": 2})


def _nova_break() -> Game:
    """Cards triggers the break. Ada has 2 money: with 12 a size-3 enclosure rated better once
    the hint saw that income comes to every zoo whoever triggers the break, and the scene's
    Hint sent the learner away from the break it teaches."""
    row = ["association", "sponsors", "build", "cards", "animals"]
    ada = {"row": row, "hand": ["A25"], "money": 2, "zoo": ["A03", "A04"], **_NOVA_GAINED}
    return _nova({**ada, "buildings": _NOVA_ZOO}, {"break": 8})


def _nova_project() -> Game:
    row = ["animals", "sponsors", "build", "cards", "association"]
    ada = {"row": row, "hand": ["A25", "S06"], "zoo": ["A03", "A04"], "buildings": _NOVA_ZOO}
    ada.update(_NOVA_GAINED)
    projects = [
        {"card": "P01", "tokens": ["block", None, None]},
        {"card": "P03", "tokens": [None, "block", None]},
        {"card": "P02", "tokens": [None, None, "block"]},
    ]
    return _nova(ada, {"projects": projects})


ARK_NOVA: dict[str, Scene] = {
    "build, and the strength of a slot": Scene(
        _nova_build,
        plays=("Ada: action build", "Ada: build pavilion", "Ada: at 2,9 r0"),
        tries=((0, "Ada: action animals"), (1, "Ada: build enclosure-4")),
        rules=(
            "nova.turn.no_nothing",
            "nova.turn.strength",
            "nova.build.size",
            "nova.build.pavilion",
            "nova.build.bonus",
            "nova.turn.slide",
        ),
    ),
    "animals": Scene(
        _nova_animals,
        plays=(
            "Ada: action animals",
            "Ada: play Plains Zebra",
            "Ada: enclosure 1",
            "Ada: play Meerkat",
            "Ada: enclosure 2",
        ),
        tries=(),
        rules=("nova.animals.cost", "nova.animals.enclosure", "nova.animals.appeal"),
    ),
    "sponsors and an x-token": Scene(
        _nova_sponsors,
        plays=("Ada: action sponsors", "Ada: spend 1", "Ada: sponsor Night Safari"),
        tries=(),
        rules=("nova.turn.x_tokens", "nova.sponsors.one"),
    ),
    "cards and a break": Scene(
        _nova_break,
        plays=("Ada: action cards", "Ada: draw"),
        tries=(),
        rules=("nova.cards.break", "nova.break.trigger", "nova.break.income"),
    ),
    "association and a project": Scene(
        _nova_project,
        plays=("Ada: action association", "Ada: task project", "Ada: support Savanna Protection 3"),
        tries=(),
        rules=("nova.association.one_task", "nova.association.condition", "nova.association.token"),
    ),
}

#: Practice scenes: a rule the first game may never deal, staged for the learner to play
#: after the lesson (``arkbook.learn.practice``).
ARK_NOVA_PRACTICE: dict[str, Scene] = {}
