"""The rule ids of Ark, each mapped to the rulebook sentence it enforces, quoted verbatim.

An ``IllegalMove`` and every event carry one of these ids, so a notebook can quote the rulebook
to a learner at the moment a rule matters. A test checks that every quote really appears in
``ark.txt`` (whitespace aside), and another that every id has a test of its own.
"""

from __future__ import annotations

from types import MappingProxyType

_RULES: dict[str, str] = {
    # Contents: the pieces there are, and no more (docs/rulings.md, Ark ruling 12).
    "ark.pieces.figures": "85 animal figures in 5 colors",
    "ark.pieces.extra": (
        "The game may contain more wooden pieces than shown. These are extra and are not used."
    ),
    # Preparation
    "ark.setup.table": (
        "Place the bow card on the table, so that there is plenty of room on each side. Place "
        "the 5 scoring cards to the side."
    ),
    # The rulebook never states the player count; seats 4 and 5 and "with 3 players" bound it
    # (docs/rulings.md, Ark ruling 18).
    "ark.setup.players": (
        "The players in position 4 and 5 (start player is position 1) each take 4 discs. With "
        "3 players, each takes 4 discs."
    ),
    # Preparation step 2, which no move or check enforces: the setup walkthrough quotes it at
    # its own step (steps 1 and 4 are narrated by the setup's events).
    "ark.setup.start_player": "The players choose a starting player.",
    "ark.setup.discs": (
        "Each player takes 3 action discs. The players in position 4 and 5 (start player is "
        "position 1) each take 4 discs. With 3 players, each takes 4 discs. The rest remain as "
        "a supply."
    ),
    "ark.setup.figures": "Each player takes the animal figures in his color.",
    "ark.setup.start_weight": (
        "Only use cards of weight 1 or 2. If other cards are drawn, place them face down under "
        "the deck."
    ),
    "ark.setup.start_kind": (
        "Also, if a third or fourth card of one kind is drawn, place this face down under the "
        "deck as well."
    ),
    "ark.setup.start_cabins": "After the initial setup, there are 2 rows with 2 cabins each.",
    "ark.setup.bow": (
        "Compare the sum of the weights on one side of the ark with those on the other. Place "
        "the yellow disc on the bow card to show this difference."
    ),
    "ark.setup.deal": (
        "Each player draws 2 cards as his starting hand, keeping them secret from the others. "
        "Draw 3 more cards, placing them face up on the table."
    ),
    "ark.setup.rain": (
        "Shuffle 4 of the rain cards into one of these stacks, then place the fifth rain card "
        "on top of this stack. Finally, place the other stack on top of this stack."
    ),
    # Turns
    "ark.turn.order": (
        "The starting player begins and the game continues in clockwise order from there."
    ),
    "ark.turn.choice": "He must do one or the other, but may not combine the two on a turn!",
    # Take cards
    "ark.take.order": (
        "The player first takes one of the 3 face up cards and then the top-most card from the "
        "supply, adding both to his hand. Then, he draws the next card from the supply, placing "
        "it face up next to the other 2, so there are again 3 face up cards."
    ),
    "ark.take.rain": (
        "When a player draws a rain card, he places it aside, face up, and draws again, until "
        "he draws a non-rain card."
    ),
    # Rain, pets, end
    "ark.rain.pets": (
        "When the second rain card is drawn, each player may choose to bring a pet on the ark. "
        "To do so, the player places one card from his hand face down in his player area - "
        "this is his pet."
    ),
    "ark.rain.end": (
        "The player who draws the fifth rain card ends his turn immediately - he draws no "
        "further cards. His left neighbor begins the endgame."
    ),
    # Play cards
    "ark.play.count": "When he selects this option, a player can play 1 or 2 cards.",
    "ark.play.hand": "may only play cards already in their hands",
    "ark.play.alone": (
        "However, if he plays a slow animal or a provision, he plays only 1 card. If his first "
        "card is one of these, he may not play a second. Neither of these can be played as a "
        "second card."
    ),
    "ark.play.different_cabins": "...place them in different cabins.",
    "ark.play.each_legal": (
        "...play each legally. For example, excess weight of the first cannot be corrected by "
        "the weight of the second."
    ),
    # Cabins
    "ark.cabin.capacity": "Each cabin can hold 3 cards.",
    "ark.cabin.climate": (
        "Animals with hot (yellow) and cold (blue) cannot share a cabin. Animals with no "
        "preference (yellow-blue) can share with either hot or cold preferring animals."
    ),
    "ark.cabin.carnivore": (
        "Carnivores must be lighter than the other animals in the cabin. Even the same weight "
        "is not allowed!"
    ),
    "ark.cabin.provisions": "Herbivores may not share a cabin with provisions!",
    "ark.cabin.omnivore": "For omnivores, both above rules apply.",
    "ark.cabin.shy": (
        "Shy animals will not enter a cabin with a carnivore. Also, will not enter a cabin "
        "adjacent to or opposite a cabin with a carnivore."
    ),
    # One rulebook sentence, two rules: a shy animal's diagonal carnivore, and its omnivores.
    "ark.cabin.shy_diagonal": "Diagonal cabins are not a problem",
    "ark.cabin.shy_omnivore": "nor do they have problems with omnivores.",
    "ark.cabin.shy_stays": (
        "However, a shy animal will not leave a cabin when carnivores show up later."
    ),
    # The bow
    "ark.bow.move": (
        "When a card is played, the player immediately adjusts the ark's inclination by moving "
        "the yellow disc on the bow toward the side of the ark where he placed the card by the "
        "number of spaces equal to the weight of the card added."
    ),
    "ark.bow.capsize": (
        "The player may not play a card that would capsize the ark, so a card may not be "
        "played that would cause the yellow disc to be moved off the bow."
    ),
    # Scoring figures
    "ark.figure.place": (
        "After a player plays a card, he places one of his animal figures on the corresponding "
        "scoring card."
    ),
    # Open a new cabin
    "ark.newcabin.disc": (
        "Gives one action disc to his right neighbor. When a player has no action discs, he "
        "cannot open a new cabin!"
    ),
    "ark.newcabin.slot": (
        "by playing a card on the empty space next to the last cabin on that side of the ark. "
        "Thus, there are always exactly two places to open a new cabin."
    ),
    "ark.newcabin.take": (
        "When a player opens a new cabin, he immediately takes one of the 3 face up cards. Only "
        "at the end of his turn, does he refill the face up cards. Thus, if he opens a second "
        "new cabin, he takes one of the two remaining face up cards."
    ),
    # Endgame
    "ark.endgame.pass": "When a player passes, the game is over for him. He cannot later play.",
    "ark.endgame.play": (
        "When a player plays, he pays an action disc to the supply and adds an animal to the "
        "ark. The normal rules for adding cards continue in place, including paying a disc for "
        "opening a new cabin."
    ),
    "ark.endgame.no_draw": (
        "During the endgame, players may not draw cards, but may only play cards already in "
        "their hands."
    ),
    "ark.endgame.no_slow": "Slow animals and provisions may not be played during the endgame.",
    "ark.endgame.end": "The game ends when all players have passed during the endgame.",
    # Scoring
    "ark.score.pets": (
        "First, all players turn over their pets and add an animal figure to the appropriate "
        "scoring card for their pet."
    ),
    "ark.score.pet_illegal": (
        "However, illegal pets are not scored: too heavy, special (!), and provisions."
    ),
    "ark.score.majority": (
        "The player with the most figures on a card earns 10 points and the player with the "
        "second most earns 6 points. Each other player with at least one figure on a card "
        "earns 2 points."
    ),
    "ark.score.ties": (
        "In the case of ties, the points earned are averaged and rounded up before "
        "distributing equally to those tied."
    ),
    "ark.score.discs": "Each action disc that a player has, scores the player one point.",
    "ark.score.tiebreak": (
        "In case of a tie, the player with the fewest animal cards (not counting provision "
        "cards) in his hand is the winner."
    ),
    "ark.score.half": (
        "this counts as 1.5 figures. Two such figures of the same player on the card can be "
        "replaced by 3 simple figures."
    ),
    # "!" abilities
    "ark.ability.use": (
        "When a player plays a card with special abilities (!), he can use those abilities."
    ),
    "ark.ability.fox": (
        "Fox — When a player adds the fox to the ark, he takes 2 action discs from the supply."
    ),
    "ark.ability.turtle": (
        "Turtle — Not bothered by larger carnivores or omnivores, and so can share a cabin "
        "with them."
    ),
    "ark.ability.hedgehog": (
        "So there can be a second carnivore or omnivore in a cabin with a hedgehog."
    ),
    "ark.ability.skunk": "Skunk — Drives any animal from a cabin (see Drive Out, below).",
    "ark.ability.mosquito": (
        "Mosquito — Drives a weight 2 animal from a cabin (see Drive Out, below)."
    ),
    "ark.ability.spider": "Spider — Drives a shy animal from a cabin.",
    "ark.ability.bronto": (
        "Bronto — Instead of a simple animal figure, the player places his animal figure on an "
        "orange disc from the supply - this counts as 1.5 figures."
    ),
    "ark.ability.chimpanzee": (
        "Chimpanzee — Put an orange disc from the supply under any of your animal figures on "
        "any scoring card, except provisions - this counts as 1.5 figures."
    ),
    # Drive out
    "ark.driveout.replace": (
        "When an animal drives another out of a cabin, it takes the place of the driven-out "
        "animal. The driven-out animal is removed from the game."
    ),
    "ark.driveout.figure": (
        "The player of the driving-out animal places one of his animal figures on the scoring "
        "card that corresponds to the animal driven out. The animal figure placed for the "
        "driven-out animal is not removed from the scoring card, however."
    ),
    "ark.driveout.fit": (
        "The driving-out animal must fit legally in the cabin after driving out the other animal."
    ),
    "ark.driveout.bow": ("The inclination of the ark is changed by the difference in the two."),
    "ark.driveout.special": (
        "When a player drives out the Bronto or Chimpanzee, he gets the special scoring that "
        "they do."
    ),
    "ark.driveout.immune": "The fox, spider, and mosquito will not be driven out by anything.",
}

#: Rule id -> the rulebook sentence it enforces (read-only).
RULES = MappingProxyType(_RULES)
