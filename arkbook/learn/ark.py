"""Ark's scenes: the learn-to-play lesson's guided positions, and practice positions."""

from __future__ import annotations

from arkbook.ark.positions import position as ark_position
from arkbook.game import Game
from arkbook.learn.scene import Scene


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
    """The cold ark has no cabin for the hot Sloth: a new cabin takes it. Ada holds the Sloth
    alone: with the Mouse beside it, the hint played the Mouse (+10 on the shy card), away
    from the rule the scene is there for (a round-48 learner)."""
    return ark_position(
        port=[["Reindeer"], ["Lemming"]],
        starboard=[["Llama"], ["Arctic hare"]],
        hands={"Ada": ["Sloth"], "Ben": ["Pig", "Dog"], "Cy": ["Cow", "Deer"]},
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


#: What is left of the supply when the fifth rain card comes: the rain cards lie in its lower
#: half, so at most about half of it (a learner saw "supply: 35 cards" in the endgame, the
#: whole deck's rest, and knew a real game could not get there).
ENDGAME_SUPPLY = ["Giraffe", "Lion", "Bison", "Zebra", "Fish", "Nuts", "Gazelle"]


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
        supply=ENDGAME_SUPPLY,
    )


ARK: dict[str, Scene] = {
    "climate and the bow": Scene(
        _ark_climate,
        plays=("Ada: play Camel to starboard 1", "Ada: play Llama to port 1"),
        tries=(
            (0, "Ada: play Camel to starboard 2"),
            (0, "Ada: play Camel to port 2"),
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
        plays=("Ada: play Mouse to port 3",),
        tries=((0, "Ada: play Snail to port 1"),),
        rules=("ark.endgame.play", "ark.endgame.no_slow"),
    ),
}


def _ark_spider() -> Game:
    """The Spider may not take the Elephant (not shy), nor the Deer: the Skunk left in port 2
    would not be lighter than the Spider. The Zebra it may drive out."""
    return ark_position(
        port=[["Elephant", "Zebra"], ["Deer", "Skunk"]],
        starboard=[["Camel"], ["Horse", "Sheep"]],
        hands={"Ada": ["Spider", "Cow"], "Ben": ["Pig", "Llama"], "Cy": ["Koala", "Gazelle"]},
        display=["Fruit", "Hay", "Moose"],
    )


def _ark_mosquito() -> Game:
    """The Mosquito may not take the Giraffe (weight 3), nor the Fox (nothing drives it out),
    nor the Reindeer (the hot Mosquito would share a cabin with the cold Moose); the Kangaroo,
    of weight 2, it may."""
    return ark_position(
        port=[["Moose", "Reindeer"], ["Cow", "Fox"]],
        starboard=[["Giraffe", "Kangaroo"], ["Horse"]],
        hands={"Ada": ["Mosquito", "Sheep"], "Ben": ["Pig", "Llama"], "Cy": ["Koala", "Deer"]},
        display=["Fruit", "Hay", "Camel"],
    )


def _ark_turtle() -> Game:
    """The Turtle may not join the Dog (as heavy as it) nor the provisions (it is a
    herbivore); the heavier Lion does not bother it."""
    return ark_position(
        port=[["Lion"], ["Cow", "Dog"]],
        starboard=[["Elephant"], ["Hay", "Fruit"]],
        hands={"Ada": ["Turtle", "Sheep"], "Ben": ["Pig", "Llama"], "Cy": ["Koala", "Deer"]},
        display=["Meat", "Rabbit", "Camel"],
    )


def _ark_bronto() -> Game:
    """Ada's heavy figure on an orange disc (a Chimpanzee's, earlier) and the Bronto's make
    two 1.5 figures on one card: they become 3 simple ones at once. Only starboard, hot and
    free of provisions, takes weight 4."""
    return ark_position(
        port=[["Elephant"], ["Giraffe", "Sheep"]],
        starboard=[["Camel"], ["Cow"]],
        hands={"Ada": ["Bronto", "Pig"], "Ben": ["Dog", "Llama"], "Cy": ["Koala", "Deer"]},
        display=["Fruit", "Hay", "Rabbit"],
        figures={"Ada": {"heavy": (1, 1), "useful": 1}, "Ben": {"heavy": 2}, "Cy": {"useful": 2}},
    )


def _ark_chimpanzee() -> Game:
    """The Chimpanzee, an omnivore, keeps away from provisions; played, it asks for a figure
    of Ada's to put its orange disc under, never on the provision card."""
    return ark_position(
        port=[["Elephant"], ["Sheep"]],
        starboard=[["Fruit", "Honey"], ["Giraffe"]],
        hands={"Ada": ["Chimpanzee", "Rabbit"], "Ben": ["Dog", "Llama"], "Cy": ["Koala", "Deer"]},
        display=["Meat", "Hay", "Camel"],
        figures={
            "Ada": {"useful": 2, "shy": 2, "provision": 1},
            "Ben": {"useful": 3, "shy": 2},
            "Cy": {"heavy": 2, "useful": 1},
        },
    )


def _ark_fox_endgame() -> Game:
    """The endgame, with one action disc: the Fox costs it and brings back 2."""
    return ark_position(
        port=[["Cow", "Sheep"], ["Elephant"]],
        starboard=[["Moose"], ["Reindeer"]],
        hands={"Ada": ["Fox", "Snail"], "Ben": ["Dog", "Camel"], "Cy": ["Pig"]},
        display=["Hay", "Rabbit", "Horse"],
        discs={"Ada": 1, "Ben": 2, "Cy": 1},
        figures={"Ada": {"useful": 2}, "Ben": {"useful": 2, "heavy": 1}, "Cy": {"shy": 2}},
        phase="endgame",
        rain_drawn=5,
        supply=ENDGAME_SUPPLY,
    )


def _ark_diagonal() -> Game:
    """A Dog in starboard 2, and port longer than starboard: the Rabbit may not go opposite or
    next to the Dog, but port 3 is diagonal to it, with no cabin across (port 1, diagonal too,
    holds the Hay, which a herbivore never shares: the Hint asks for port 3)."""
    return ark_position(
        port=[["Hay"], ["Cow"], ["Horse"]],
        starboard=[["Elephant"], ["Llama", "Dog"]],
        hands={"Ada": ["Rabbit", "Pig"], "Ben": ["Gazelle", "Camel"], "Cy": ["Koala", "Deer"]},
        display=["Fruit", "Honey", "Moose"],
    )


#: Practice scenes: a rule the first game may never deal, staged for the learner to play
#: after the lesson (``arkbook.learn.practice``). Each task says what to try, not the rule:
#: the coach's tip tells the rule when it comes up. It names the cabin of each try, as a move
#: needs it (a learner who guessed "starboard 1" for the Zebra was refused for the cabin).
ARK_PRACTICE: dict[str, Scene] = {
    "the Spider": Scene(
        _ark_spider,
        plays=("Ada: play Spider to port 1 driving out Zebra",),
        tries=(
            (0, "Ada: play Spider to port 1 driving out Elephant"),
            (0, "Ada: play Spider to port 2 driving out Deer"),
        ),
        rules=("ark.ability.spider", "ark.driveout.fit", "ark.driveout.replace"),
        task="Try driving out the Elephant in port 1, the Deer in port 2, then the Zebra in "
        "port 1.",
    ),
    "the Mosquito": Scene(
        _ark_mosquito,
        plays=("Ada: play Mosquito to starboard 1 driving out Kangaroo",),
        tries=(
            (0, "Ada: play Mosquito to starboard 1 driving out Giraffe"),
            (0, "Ada: play Mosquito to port 2 driving out Fox"),
            (0, "Ada: play Mosquito to port 1 driving out Reindeer"),
        ),
        rules=("ark.ability.mosquito", "ark.driveout.immune", "ark.driveout.fit"),
        task="Try driving out the Giraffe in starboard 1, the Fox in port 2, the Reindeer in port "
        "1, then the Kangaroo in starboard 1.",
    ),
    "the Turtle": Scene(
        _ark_turtle,
        plays=("Ada: play Turtle to port 1",),
        tries=((0, "Ada: play Turtle to port 2"), (0, "Ada: play Turtle to starboard 2")),
        rules=("ark.ability.turtle", "ark.cabin.carnivore", "ark.cabin.provisions"),
        task="Try your Turtle in port 2 (Dog), starboard 2 (Hay), then port 1 (Lion).",
    ),
    "the Bronto": Scene(
        _ark_bronto,
        plays=("Ada: play Bronto to starboard 1",),
        tries=((0, "Ada: play Bronto to port 1"),),
        rules=("ark.ability.bronto", "ark.score.half", "ark.bow.capsize"),
        task="Try your Bronto in port 1, then starboard 1; a heavy figure of yours already "
        "stands on an orange disc.",
    ),
    "the Chimpanzee": Scene(
        _ark_chimpanzee,
        plays=("Ada: play Chimpanzee to port 1", "Ada: half disc on useful"),
        tries=((0, "Ada: play Chimpanzee to starboard 1"), (1, "Ada: half disc on provision")),
        rules=("ark.cabin.omnivore", "ark.ability.chimpanzee"),
        task="Try your Chimpanzee in starboard 1 (Fruit), then port 1 (Elephant); then place "
        "its orange disc.",
    ),
    "the Fox in the endgame": Scene(
        _ark_fox_endgame,
        plays=("Ada: play Fox to port 2",),
        tries=((0, "Ada: take Hay"), (0, "Ada: play Fox to port 3")),
        rules=("ark.endgame.no_draw", "ark.endgame.play", "ark.ability.fox"),
        task="The endgame, one action disc: try taking a card, the Fox in a new cabin (port 3), "
        "then in port 2.",
    ),
    "diagonal and across": Scene(
        _ark_diagonal,
        plays=("Ada: play Rabbit to port 3",),
        tries=((0, "Ada: play Rabbit to port 2"), (0, "Ada: play Rabbit to starboard 3")),
        rules=("ark.cabin.shy", "ark.cabin.shy_diagonal"),
        task="Try your shy Rabbit in port 2, starboard 3, then port 3 (a Dog is in starboard 2).",
    ),
}
