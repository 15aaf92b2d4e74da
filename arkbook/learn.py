"""The guided positions of the learn-to-play notebooks: each a checked position where a rule
comes up as the learner plays.

A first lesson teaches a rule at the moment it matters, so each scene is a real game set up
(through the games' own ``positions``) just before that moment: "you hold the Camel and the
Llama; play them". A :class:`Scene` also names what the notebook's text asks for (the moves to
play and the clicks that the rules refuse) and the rules that must come up on the way, so a
test can check that the scene still shows what the text says it shows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from arkbook.ark.positions import position as ark_position
from arkbook.ark_nova.position import position as nova_position
from arkbook.ark_of_animals.positions import position as aoa_position
from arkbook.errors import ArkbookError
from arkbook.game import Game


@dataclass(frozen=True)
class Scene:
    """A guided moment of a first game.

    ``plays`` is a line of play through the scene, in order: the moves the notebook asks for
    (or, where the text leaves the choice to the learner, the one that shows the rule).
    ``tries`` are ``(k, move)``: a click the text asks for after the first ``k`` plays, which
    the rules refuse. ``rules`` are the rule ids that come up on the way, in the events of
    ``plays`` or as the refusals of ``tries``. In a race, ``to_round_end`` lets the time run
    out after the plays, so the round's scoring shows its rules.
    """

    build: Callable[[], Game]
    plays: tuple[str, ...]
    tries: tuple[tuple[int, str], ...]
    rules: tuple[str, ...]
    to_round_end: bool = False


def _ark_climate() -> Game:
    return ark_position(
        port=[["Moose"], ["Giraffe"]],
        starboard=[["Elephant"], ["Reindeer"]],
        hands={"Ada": ["Camel", "Llama"], "Ben": ["Pig", "Sheep"], "Cy": ["Koala", "Rabbit"]},
        display=["Cow", "Hay", "Zebra"],
    )


def _ark_carnivores() -> Game:
    return ark_position(
        port=[["Cow"], ["Deer"]],
        starboard=[["Horse"], ["Sheep"]],
        hands={"Ada": ["Dog", "Rabbit"], "Ben": ["Pig", "Llama"], "Cy": ["Koala", "Gazelle"]},
        display=["Fruit", "Hay", "Camel"],
    )


def _ark_new_cabin() -> Game:
    return ark_position(
        port=[["Reindeer"], ["Lemming"]],
        starboard=[["Llama"], ["Arctic hare"]],
        hands={"Ada": ["Sloth", "Mouse"], "Ben": ["Pig", "Dog"], "Cy": ["Cow", "Deer"]},
        display=["Hay", "Kangaroo", "Sheep"],
    )


def _ark_rain() -> Game:
    return ark_position(
        port=[["Reindeer", "Sheep"], ["Lemming"], ["Sloth"]],
        starboard=[["Llama"], ["Arctic hare", "Cow"]],
        hands={"Ada": ["Rabbit", "Elephant", "Hay"], "Ben": ["Pig", "Dog"], "Cy": ["Horse"]},
        display=["Fox", "Kangaroo", "Honey"],
        supply=["Rain 2", "Mouse", "Gazelle", "Zebra", "Deer", "Hippo", "Musk ox", "Koala"],
        figures={"Ada": {"useful": 2, "slow": 1}, "Ben": {"useful": 2}, "Cy": {"shy": 1}},
        rain_drawn=1,
    )


def _ark_drive_out() -> Game:
    """The Skunk may drive the Elephant out of port 1 (3 out, 1 in keeps the bow on), and
    the Hedgehog then joins the heavier Lion, shy omnivore though it is."""
    return ark_position(
        port=[["Elephant"], ["Lion"]],
        starboard=[["Cow"], ["Horse"]],
        hands={"Ada": ["Skunk", "Hedgehog"], "Ben": ["Pig", "Llama"], "Cy": ["Koala", "Gazelle"]},
        display=["Fruit", "Hay", "Camel"],
    )


def _ark_endgame() -> Game:
    return ark_position(
        port=[["Reindeer", "Sheep"], ["Lemming"], ["Sloth", "Koala"]],
        starboard=[["Llama"], ["Arctic hare", "Cow"], ["Hay"]],
        hands={"Ada": ["Horse", "Snail", "Mouse"], "Ben": ["Dog", "Camel"], "Cy": ["Pig"]},
        pets={"Ada": "Penguin", "Ben": "Kangaroo"},
        discs={"Ada": 2, "Ben": 1, "Cy": 3},
        figures={
            "Ada": {"useful": 2, "shy": 1, "slow": 1},
            "Ben": {"useful": 1, "shy": 1, "provision": 1},
            "Cy": {"shy": 1, "slow": 1, "useful": 1},
        },
        phase="endgame",
        rain_drawn=5,
    )


ARK: dict[str, Scene] = {
    "climate and the bow": Scene(
        _ark_climate,
        plays=("Ada: play Camel to starboard 1", "Ada: play Llama to port 1"),
        tries=(
            (0, "Ada: play Camel to starboard 2"),
            (0, "Ada: play Camel to port 1"),
            (1, "Ada: play Llama to starboard 2"),
        ),
        rules=("ark.cabin.climate", "ark.bow.move", "ark.bow.capsize", "ark.figure.place"),
    ),
    "carnivores and shy animals": Scene(
        _ark_carnivores,
        plays=("Ada: play Dog to port 1",),
        tries=(
            (0, "Ada: play Dog to starboard 2"),
            (1, "Ada: play Rabbit to port 2"),
            (1, "Ada: play Rabbit to starboard 1"),
        ),
        rules=("ark.cabin.carnivore", "ark.cabin.shy_stays", "ark.cabin.shy"),
    ),
    "a new cabin and a slow card": Scene(
        _ark_new_cabin,
        plays=("Ada: play Sloth to port 3", "Ada: pick Kangaroo"),
        tries=(),
        rules=("ark.newcabin.disc", "ark.newcabin.take", "ark.play.alone"),
    ),
    "rain and a pet": Scene(
        _ark_rain,
        plays=("Ada: take Fox", "Ada: pet Rabbit"),
        tries=(),
        rules=("ark.take.rain", "ark.rain.pets"),
    ),
    "driving out, and the Hedgehog": Scene(
        _ark_drive_out,
        plays=("Ada: play Skunk to port 1 driving out Elephant", "Ada: play Hedgehog to port 2"),
        tries=(),
        rules=(
            "ark.driveout.replace",
            "ark.driveout.figure",
            "ark.driveout.bow",
            "ark.ability.hedgehog",
        ),
    ),
    "the endgame": Scene(
        _ark_endgame,
        plays=("Ada: play Mouse to port 2",),
        tries=((0, "Ada: play Snail to port 1"),),
        rules=("ark.endgame.play", "ark.endgame.no_slow"),
    ),
}

#: Ada's full ark of the Ark of Animals scenes: a Fox on space 16 would eat the Rabbit on 12
#: and the Sheep on 13 (not the Elephant on 15, bigger than a Fox); the birds and the Cobra on
#: 1, 2 and 4 are too small to eat the size-2 animals around them.
_AOA_ARK = {
    **{1: "Owl", 2: "Raven", 3: "Horse", 4: "Cobra", 5: "Deer", 6: "Mouse", 7: "Giraffe"},
    **{8: "Monkey", 9: "Pigeon", 10: "Chameleon", 11: "Frog", 12: "Rabbit", 13: "Sheep"},
    **{14: "Toad", 15: "Elephant", 16: "Fox"},
}
_AOA_BEN = {1: "Wolf", 2: "Bear", 3: "Lion", 4: "Sheep", 5: "Crocodile", 6: "Horse", 7: "Weasel"}


def _arks(ada: Mapping[int, str], ben: Mapping[int, str]) -> dict[str, Mapping[int | str, str]]:
    """Ada's and Ben's arks as the positions take them (spaces by number or by text)."""
    return {p: {space: a for space, a in ark.items()} for p, ark in (("Ada", ada), ("Ben", ben))}


def _aoa_one_hand() -> Game:
    return aoa_position(["Ada", "Ben"], levels={"Ada": "Novice"}, hands={"Ada": "Lion"}, seed=3)


def _aoa_sandglass() -> Game:
    ada = {space: animal for space, animal in _AOA_ARK.items() if space < 16}
    return aoa_position(
        ["Ada", "Ben"],
        levels={"Ada": "Novice"},
        arks=_arks(ada, {**_AOA_BEN, 8: "Mouse", 9: "Deer"}),
        hands={"Ada": "Fox"},
        table=["Salamander"],
        clock_ms=95_000,
        seed=3,
    )


def _aoa_levels() -> Game:
    """Round 3: Ada plays Expert (grain on 10, 13 and 14), Ben Master (the balance too).

    Rounds 1 and 2 were played with other tiles (in round 2 the Mouse on 9 and the Pigeon on
    6 ate Ada's grain on 10, and Ben's Toad on 9 his). Small predators guard Ada's grain; the
    Deer in her hand fits only space 15, next to the grain on 14.
    """
    round_2 = {
        **{1: "Horse", 2: "Monkey", 3: "Rabbit", 4: "Owl", 5: "Sheep", 6: "Pigeon", 7: "Giraffe"},
        **{8: "Deer", 9: "Mouse", 11: "Elephant", 12: "Chameleon", 13: "Toad", 14: "Cobra"},
        **{15: "Crocodile", 16: "Raven"},
    }
    ben_2 = {
        **{1: "Deer", 2: "Weasel", 3: "Monkey", 4: "Frog", 5: "Sheep", 6: "Rabbit"},
        **{7: "Pigeon", 8: "Horse", 9: "Toad", 11: "Giraffe", 12: "Chameleon"},
    }
    now = {
        **{1: "Elephant", 2: "Rabbit", 3: "Horse", 4: "Chameleon", 5: "Sheep", 6: "Owl"},
        **{7: "Giraffe", 8: "Monkey", 9: "Raven", 11: "Cobra", 12: "Weasel", 16: "Salamander"},
    }
    return aoa_position(
        ["Ada", "Ben"],
        levels={"Ada": "Expert", "Ben": "Master"},
        round=3,
        earlier=[
            {"arks": _arks(_AOA_ARK, _AOA_BEN), "first": "Ada"},
            {"arks": _arks(round_2, ben_2), "first": "Ada"},
        ],
        arks=_arks(now, {**_AOA_BEN, 8: "Elephant"}),
        hands={"Ada": "Deer"},
        clock_ms=80_000,
        seed=3,
    )


ARK_OF_ANIMALS: dict[str, Scene] = {
    "one hand, column by column": Scene(
        _aoa_one_hand,
        plays=("Ada: place 1",),
        tries=((0, "Ada: reveal"), (0, "Ada: place 5"), (1, "Ada: reveal")),
        rules=("aoa.hand.one", "aoa.place.leftmost", "aoa.race.busy"),
    ),
    "the sandglass and the predators": Scene(
        _aoa_sandglass,
        plays=("Ada: place 16",),
        tries=(),
        rules=("aoa.sandglass.turn", "aoa.sandglass.stop", "aoa.score.predators"),
        to_round_end=True,
    ),
    "what the level changes": Scene(
        _aoa_levels,
        plays=("Ada: place 15",),
        tries=(),
        rules=("aoa.score.grain", "aoa.score.balance"),
        to_round_end=True,
    ),
}

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

SCENES: dict[str, dict[str, Scene]] = {
    "ark": ARK,
    "ark-of-animals": ARK_OF_ANIMALS,
    "ark-nova": ARK_NOVA,
}


def scene(game: str, name: str) -> Game:
    """A fresh game at the guided position ``name`` of ``game`` (``"ark"``,
    ``"ark-of-animals"`` or ``"ark-nova"``)."""
    scenes = SCENES.get(game)
    if scenes is None:
        raise ArkbookError(f"no guided scenes for {game!r}; the games are {', '.join(SCENES)}")
    if name not in scenes:
        raise ArkbookError(f"{game} has no scene {name!r}; its scenes are {', '.join(scenes)}")
    return scenes[name].build()
