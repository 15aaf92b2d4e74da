"""Ark of Animals' scenes: the learn-to-play lesson's guided positions, and practice positions."""

from __future__ import annotations

from collections.abc import Mapping

from arkbook.ark_of_animals.positions import position as aoa_position
from arkbook.game import Game
from arkbook.learn.scene import Scene

#: Ada's full ark of the Ark of Animals scenes: a Fox on space 16 would eat the Rabbit on 12
#: and the Sheep on 13 (not the Elephant on 15, bigger than a Fox); the birds and the Cobra on
#: 1, 2 and 4 are too small to eat the size-2 animals around them.
_AOA_ARK = {
    **{1: "Owl", 2: "Raven", 3: "Horse", 4: "Cobra", 5: "Deer", 6: "Mouse", 7: "Giraffe"},
    **{8: "Monkey", 9: "Pigeon", 10: "Chameleon", 11: "Frog", 12: "Rabbit", 13: "Sheep"},
    **{14: "Toad", 15: "Elephant", 16: "Fox"},
}
_AOA_BEN = {1: "Wolf", 2: "Bear", 3: "Lion", 4: "Sheep", 5: "Crocodile", 6: "Horse", 7: "Weasel"}
#: Ben's ark as the lesson's round 1 ends ("the sandglass and the predators" played out), which
#: the later scenes' earlier rounds recall: a round-46 learner found a scene's round 1 with
#: Ben's right side empty ("8 left, 0 right"), after watching him fill his ark.
_BEN_ROUND_1 = {
    **_AOA_BEN,
    **{8: "Mouse", 9: "Deer", 10: "Salamander", 11: "Chameleon", 12: "Frog"},
    **{13: "Salamander", 14: "Raven", 15: "Salamander", 16: "Chameleon"},
}


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
        **{7: "Pigeon", 8: "Horse", 9: "Toad", 11: "Giraffe", 12: "Elephant"},
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
            {"arks": _arks(_AOA_ARK, _BEN_ROUND_1), "first": "Ada"},
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

#: Ben's full ark in the practice scenes where he has finished: his sandglass runs.
_BEN_FULL = {
    **_AOA_BEN,
    **{8: "Owl", 9: "Deer", 10: "Frog", 11: "Elephant", 12: "Toad", 13: "Cobra", 14: "Monkey"},
    **{15: "Raven", 16: "Pigeon"},
}


def _ada_up_to(last: int) -> dict[int, str]:
    """Ada's lesson ark filled up to space ``last``: the rest is for the scene's tiles."""
    return {space: animal for space, animal in _AOA_ARK.items() if space <= last}


def _aoa_ben_finished(
    level: str,
    ada: Mapping[int, str],
    hand: str | None,
    clock_ms: int,
    table: tuple[str, ...] = (),
    round: int = 1,
) -> Game:
    """Ben filled his ark and turned the sandglass at 60 s; Ada races in his 30 seconds. A
    placement that fills her ark ends the round, so its scoring comes with her own move and
    the coach tips its rules (a round ended on Ben's move shows them only on the board).
    Before round ``round``, Ada filled her ark first in each round, as in the lesson."""
    earlier = [{"arks": _arks(_AOA_ARK, _BEN_ROUND_1), "first": "Ada"}] * (round - 1)
    return aoa_position(
        ["Ada", "Ben"],
        levels={"Ada": level},
        round=round,
        earlier=earlier,
        arks=_arks(ada, _BEN_FULL),
        hands={"Ada": hand},
        table=list(table),
        sandglass={"turned_by": "Ben", "at_ms": 60_000},
        clock_ms=clock_ms,
        seed=3,
    )


def _aoa_next_column() -> Game:
    """Column 1 full, column 2 with space 6 free: space 7 is a column too far."""
    return aoa_position(
        ["Ada", "Ben"],
        levels={"Ada": "Novice"},
        arks=_arks(_ada_up_to(5), {1: "Wolf", 2: "Bear"}),
        hands={"Ada": "Sheep"},
        clock_ms=20_000,
        seed=3,
    )


def _aoa_last_seconds() -> Game:
    """Ada holds a second Sheep (the first is on 13), with the Elephant face up on the table
    and spaces 15 and 16 to fill in Ben's 30 seconds."""
    return _aoa_ben_finished(
        "Novice", _ada_up_to(14), hand="Sheep", clock_ms=62_000, table=("Elephant",)
    )


def _aoa_sand_out() -> Game:
    """Half a second of sand left, Ada's hand empty and free: the tile she reveals now is in
    her hand when the sand runs out."""
    return _aoa_ben_finished("Novice", _ada_up_to(13), hand=None, clock_ms=89_500)


def _aoa_double() -> Game:
    """Ada (Normal, tiles face down) holds a second Sheep for her last space, 16."""
    return _aoa_ben_finished("Normal", _ada_up_to(15), hand="Sheep", clock_ms=70_000)


def _aoa_grand_master() -> Game:
    """Ada at Grand Master with columns 1-4 full and an Elephant for space 14, as the sand runs
    out: left 4 x 2 + 4 = 12 against right 4 + 3 x 2 = 10. Half a second is left once she has
    placed it, so the one wait the task asks for ends the round (a round-50 learner's wait left
    the clock at 89.5 s, the round unscored)."""
    return _aoa_ben_finished("Grand Master", _ada_up_to(13), hand="Elephant", clock_ms=88_500)


def _aoa_grain() -> Game:
    """Round 2 at Expert: Ada fills column 3, whose bottom space, 10, holds the grain marker.
    Her Sheep on 9, next to it, eats the grain at scoring (her ark, not full when the sand runs
    out, is scored as it stands); when round 2 ends, round 3 lays three markers. Space 6, the
    grain's other neighbour, holds a Weasel, which eats no grain: with the lesson ark's Mouse
    there, the grain was lost before the herbivore came, and the practice showed it costing
    nothing (round-45 learner). The Sheep is no species of her face-down ark: with a Deer in
    hand beside the ark's Deer on 5, a round-48 learner scored a double that no one who had
    not placed those tiles could have seen coming."""
    ada = {**_ada_up_to(8), 6: "Weasel"}
    return _aoa_ben_finished("Expert", ada, hand="Sheep", clock_ms=70_000, round=2)


#: Practice scenes: a rule the first game may never deal, staged for the learner to play
#: after the lesson (``arkbook.learn.practice``).
ARK_OF_ANIMALS_PRACTICE: dict[str, Scene] = {
    "the next column": Scene(
        _aoa_next_column,
        plays=("Ada: place 6",),
        tries=((0, "Ada: place 7"), (0, "Ada: place 5")),
        rules=("aoa.place.column", "aoa.place.board"),
        task="You hold a Sheep. Try space 7 (column 3), then 5 (taken), then the free one.",
    ),
    "the last 30 seconds": Scene(
        _aoa_last_seconds,
        plays=("Ada: place 15", "Ada: take Elephant", "Ada: place 16"),
        tries=((0, "Ada: take Elephant"),),
        rules=("aoa.hand.one", "aoa.table.take", "aoa.sandglass.thirty"),
        task="Ben turned the sandglass. Try the table's Elephant, your Sheep still in hand; "
        "then place the Sheep (a double: it scores nothing but fills a space) and take the "
        "Elephant.",
    ),
    "the sand runs out": Scene(
        _aoa_sand_out,
        plays=("Ada: reveal", "Ada: place 14"),
        tries=((1, "Ada: reveal"),),
        rules=("aoa.tile.reveal", "aoa.sandglass.stop"),
        task="Half a second of sand is left: reveal a tile and, still holding it, try another.",
    ),
    "a double": Scene(
        _aoa_double,
        plays=("Ada: place 16",),
        tries=(),
        rules=("aoa.score.doubles",),
        task="Your tiles lie face down; one is a Sheep, on 13. Place your second Sheep on 16.",
    ),
    "the grain": Scene(
        _aoa_grain,
        plays=("Ada: place 9",),
        tries=((0, "Ada: place 10"),),
        rules=("aoa.grain.round2", "aoa.score.grain", "aoa.grain.round3"),
        to_round_end=True,
        task="Round 2, Expert: try your Sheep on the grain (10), then on 9 beside it (allowed, "
        "but see what the grain costs); race on to the scoring.",
    ),
    "a Grand Master ark": Scene(
        _aoa_grand_master,
        plays=("Ada: place 14",),
        tries=(),
        rules=("aoa.score.grand-master",),
        to_round_end=True,
        task="At Grand Master, place your Elephant on 14 and wait (`Ada: wait`) for the sand; "
        "the scoring doubles the outer columns' weight.",
    ),
}
