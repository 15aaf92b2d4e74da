"""Every rule of Ark of Animals the engine enforces, by a stable id, with the rulebook's words.

A learner who hits a rule is shown the sentence it comes from, so each value is quoted verbatim
from ``rulebooks/ark-of-animals.txt`` (a test checks that). Where the rulebook is silent or
contradicts itself, the reading chosen is a ruling in ``docs/rulings.md`` (Ark of Animals), and
the rule id points at the sentence the ruling interprets.
"""

from __future__ import annotations

from collections.abc import Mapping

_ONE_HAND = (
    "In each round the players must gather the animals on their ark as quickly as possible "
    "(they do it simultaneously) and use only one hand to do it."
)

RULES: Mapping[str, str] = {
    # The game as a whole
    "aoa.game.objective": (
        "Each player becomes Noah's helper whose aim is to place as many different species of "
        "animals on their ark as possible."
    ),
    "aoa.game.rounds": "The participants will play 3 consecutive rounds.",
    "aoa.game.winner": (
        "At the end of the game add up the points scored in all rounds – the player with the "
        "most points is the winner."
    ),
    "aoa.setup.boards": (
        "Each player takes a player board that shows an ark and places it face up in front of them."
    ),
    "aoa.setup.sandglass": "Put the sandglass next to your boards, within all the players' reach.",
    "aoa.setup.pool": (
        "Then the players place the animal tiles face down in the middle of the table so that "
        "no one can see the pictures on the tiles."
    ),
    # The race
    "aoa.race.busy": _ONE_HAND,
    "aoa.hand.one": _ONE_HAND,
    "aoa.tile.reveal": (
        "The player reveals a chosen tile and places it on their board (in the currently filled "
        "column) or leaves it on the table."
    ),
    "aoa.place.leftmost": (
        "When placing the animals on your ark, start from the left side of the board."
    ),
    # Only the words about the ark's 16 spaces: the sentence goes on to the sandglass, and a
    # round-50 learner read the whole of it beside a taken space as a quote "about finishing".
    "aoa.place.board": (
        "The player who gathers 16 animals first (fills all the space available on the board)"
    ),
    "aoa.place.column": (
        "Only when the leftmost column is full, a player may start filling the next one, and so on."
    ),
    "aoa.place.face-down": (
        "Animal tiles should be placed on the ark face down so that it will not be visible what "
        "animal is on which space on the ship."
    ),
    "aoa.table.take": (
        "The tiles revealed and left on the table remain there face up – the players may take "
        "them to their arks at any moment."
    ),
    "aoa.sandglass.turn": (
        "The player who gathers 16 animals first (fills all the space available on the board) "
        "announces that they have finished and turns the sandglass."
    ),
    "aoa.sandglass.thirty": (
        "Now the rest of the players have only 30 seconds to fill their arks with animals."
    ),
    "aoa.sandglass.stop": (
        "When the sand passes through the glass, they must stop immediately – they may only put "
        "their last tile on the board if they already had it in their hand when the time has "
        "run out."
    ),
    # Levels
    "aoa.level.choose": "Each player chooses the level for themselves before starting the game.",
    "aoa.level.normal": "Normal – the standard level presented earlier in this booklet.",
    "aoa.level.novice": (
        "Players playing at the Novice level use normal rules, but they put the animals on "
        "their boards face up."
    ),
    "aoa.level.expert": (
        "Expert – at this level the first round is played according to the normal rules."
    ),
    "aoa.grain.round2": (
        "Before the beginning of the 2nd round the player places one grain marker on the space "
        "marked on their board."
    ),
    "aoa.grain.round3": (
        "The situation is similar in the 3rd round, but there are three grain markers on the "
        "Expert's board (one on the same space as in the second round and two new ones)."
    ),
    "aoa.level.master": (
        "They apply the rules of the Expert level, but keeping the ark balanced is an additional "
        "challenge for them."
    ),
    "aoa.level.grand-master": (
        "The extra difficulty is that the weight of the animals on both outermost columns is "
        "doubled (multiplier x2 marked above them)."
    ),
    # Scoring a round
    "aoa.score.reveal": (
        "The players turn their tiles face up, leaving them on the same spaces on the board."
    ),
    "aoa.score.order": "Then take the subsequent steps in the order presented below.",
    "aoa.score.grain": (
        "If there is a herbivore on any space adjacent to a grain marker, remove this marker "
        "from the player board. The player gets -2 points per every marker removed."
    ),
    "aoa.score.predators": (
        "To do this, check each predator tile on your board – if it is adjacent to any "
        "herbivore equal to or smaller in size than itself (equal or smaller number of symbols "
        "on the tile), the herbivore is eaten and the tile must be removed from the ark."
    ),
    "aoa.score.predators-safe": (
        "Besides, the Cobra is adjacent to the Crocodile (two predators do not eat each other) "
        "and the Elephant (it is bigger than the Cobra – it has more symbols on the tile, so it "
        "is not eaten), which are both safe."
    ),
    "aoa.score.balance": (
        "The difference between the left and the right side is the number of minus points a "
        "player gets for the lack of balance of their ark."
    ),
    "aoa.score.balance-sides": (
        "When counting the points scored (after removing eaten animals, but before removing "
        "doubled ones) a player counts the weight of the animals on each side of the ark (6 "
        "spaces on both sides from the middle column)."
    ),
    "aoa.score.balance-weight": (
        "The weight of each animal is equal to the number of symbols on the tile (regardless of "
        "whether it is a predator or a herbivore)."
    ),
    "aoa.score.grand-master": (
        "When playing at the Grand Master level, the size of the animals on the outermost "
        "columns is multiplied by two."
    ),
    "aoa.score.doubles": "Only one animal of a given species may remain on the ark.",
    "aoa.score.animals": "The players get 1 point per every animal left on their board.",
    "aoa.bonus.first": (
        "the player who finished filling their ark first (turned the sandglass) gets 2 points,"
    ),
    "aoa.bonus.mammals": (
        "the player who has the most mammals (green tiles) gets 2 points (if there is a tie, "
        "each tied player gets 1 point),"
    ),
    "aoa.bonus.sets": (
        "each player gets 2 points for having a complete set of amphibians (yellow tiles), "
        "reptiles (red tiles) or birds (blue tiles). A complete set is all 3 animals of a given "
        "type (e.g. Owl, Raven, Pigeon)."
    ),
}
