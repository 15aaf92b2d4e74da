"""Scenario tests for the cabin rules and the bow, each built from a position.

Every test names the rule id it checks; each has a legal case and an illegal one.
"""

from __future__ import annotations

from arkbook.ark.positions import position
from tests.ark.util import allowed, cabin, refused


def test_capacity_three_cards() -> None:
    """ark.cabin.capacity: a fourth card never fits."""
    game = position(
        port=[["Cow", "Horse", "Sheep"], ["Rhino"]],
        starboard=[["Camel", "Hippo"], ["Giraffe"]],
        hands={"Ada": ["Pig"]},
    )
    problem = refused(game, "Ada: play Pig to port 1", "ark.cabin.capacity")
    assert "Cow, Horse, Sheep" in problem.reason
    allowed(game, "Ada: play Pig to port 2")


def test_climate_hot_and_cold_never_share() -> None:
    """ark.cabin.climate: hot and cold never share; "none" goes with either."""
    game = position(port=[["Camel"]], starboard=[["Horse"]], hands={"Ada": ["Llama", "Sheep"]})
    problem = refused(game, "Ada: play Llama to port 1", "ark.cabin.climate")
    assert problem.reason == "The Llama (cold) cannot share a cabin with the Camel (hot)."
    allowed(game, "Ada: play Sheep to port 1")
    allowed(game, "Ada: play Llama to starboard 1")


def test_carnivore_must_be_lighter_lion_and_zebra() -> None:
    """ark.cabin.carnivore: the issue's own example sentence."""
    game = position(
        port=[["Zebra"], ["Hippo"]],
        starboard=[["Elephant"], ["Sheep"], ["Cow", "Horse"]],
        hands={"Ada": ["Lion"]},
    )
    problem = refused(game, "Ada: play Lion to port 1", "ark.cabin.carnivore")
    assert problem.reason == (
        "The Lion (carnivore, weight 3) must be lighter than every animal in its cabin, "
        "but the Zebra weighs 3."
    )
    allowed(game, "Ada: play Lion to port 2")


def test_animal_cannot_join_a_lighter_or_equal_carnivore() -> None:
    """ark.cabin.carnivore: the rule binds a carnivore already in the cabin too."""
    game = position(port=[["Dog"]], starboard=[["Cow"]], hands={"Ada": ["Sheep", "Horse"]})
    problem = refused(game, "Ada: play Sheep to port 1", "ark.cabin.carnivore")
    assert "Dog" in problem.reason and "Sheep weighs 1" in problem.reason
    allowed(game, "Ada: play Horse to port 1")


def test_dog_example_provisions_and_heavier_herbivores() -> None:
    """ark.cabin.carnivore: the dog may share with provisions or the two heavier herbivores,
    but not with the herbivore of the same weight (the rulebook's example)."""
    game = position(
        port=[["Hay", "Grain"], ["Cow", "Horse"]],
        starboard=[["Sheep"], ["Elephant"], ["Camel"]],
        hands={"Ada": ["Dog"]},
        bow=0,
    )
    allowed(game, "Ada: play Dog to port 1")
    allowed(game, "Ada: play Dog to port 2")
    refused(game, "Ada: play Dog to starboard 1", "ark.cabin.carnivore")


def test_herbivores_never_share_with_provisions() -> None:
    """ark.cabin.provisions: both ways round."""
    game = position(
        port=[["Hay"], ["Horse"]],
        starboard=[["Cow"], ["Fish"]],
        hands={"Ada": ["Sheep", "Grain"]},
    )
    problem = refused(game, "Ada: play Sheep to port 1", "ark.cabin.provisions")
    assert "Sheep (herbivore)" in problem.reason and "Hay" in problem.reason
    refused(game, "Ada: play Grain to starboard 1", "ark.cabin.provisions")
    allowed(game, "Ada: play Sheep to port 2")
    allowed(game, "Ada: play Grain to starboard 2")


def test_omnivores_obey_both_rules() -> None:
    """ark.cabin.omnivore: an omnivore is lighter than its cabin mates and shuns provisions."""
    game = position(
        port=[["Hay"], ["Cow"], ["Horse"]],
        starboard=[["Camel"], ["Elephant"]],
        hands={"Ada": ["Pig"]},
    )
    refused(game, "Ada: play Pig to port 1", "ark.cabin.omnivore")
    problem = refused(game, "Ada: play Pig to port 2", "ark.cabin.omnivore")
    assert problem.reason.startswith("The Pig (omnivore, weight 2) must be lighter")
    allowed(game, "Ada: play Pig to port 3")


def rabbit_game() -> object:
    """The shy rabbit's example: a carnivore in port 2, three cabins a side."""
    return position(
        port=[["Cow"], ["Lion"], ["Deer"]],
        starboard=[["Horse"], ["Sheep"], ["Camel"]],
        hands={"Ada": ["Rabbit", "Dog"]},
    )


def test_shy_rabbit_example_allowed_cabins() -> None:
    """ark.cabin.shy and ark.cabin.shy_diagonal: not beside or opposite a carnivore;
    diagonal cabins are fine."""
    game = rabbit_game()
    problem = refused(game, "Ada: play Rabbit to port 1", "ark.cabin.shy")
    assert problem.reason == (
        "The Rabbit is shy and will not enter a cabin with, next to or opposite a carnivore, "
        "but the Lion is next to it in port 2."
    )
    refused(game, "Ada: play Rabbit to port 3", "ark.cabin.shy")
    problem = refused(game, "Ada: play Rabbit to starboard 2", "ark.cabin.shy")
    assert "opposite, in port 2" in problem.reason
    # In the Lion's own cabin the carnivore rule already forbids it (the Lion is heavier).
    refused(game, "Ada: play Rabbit to port 2", "ark.cabin.carnivore")
    allowed(game, "Ada: play Rabbit to starboard 1")
    allowed(game, "Ada: play Rabbit to starboard 3")
    allowed(game, "Ada: play Rabbit to port 4")


def test_shy_animal_never_in_a_cabin_with_a_carnivore() -> None:
    """ark.cabin.shy: even a lighter carnivore in the same cabin keeps a shy animal out."""
    game = position(port=[["Dog"]], starboard=[["Cow"]], hands={"Ada": ["Zebra"]}, bow=1)
    problem = refused(game, "Ada: play Zebra to port 1", "ark.cabin.shy")
    assert "the Dog is in port 1" in problem.reason


def test_shy_animals_do_not_mind_omnivores() -> None:
    """ark.cabin.shy_omnivore: "nor do they have problems with omnivores"."""
    game = position(
        port=[["Brown bear"], ["Cow"]],
        starboard=[["Horse"], ["Sheep"]],
        hands={"Ada": ["Rabbit"]},
    )
    allowed(game, "Ada: play Rabbit to port 2")
    allowed(game, "Ada: play Rabbit to starboard 1")


def test_shy_animal_stays_when_a_carnivore_arrives() -> None:
    """ark.cabin.shy_stays: a carnivore may come next to a shy animal, which stays."""
    game = position(
        port=[["Rabbit"], ["Cow"]], starboard=[["Horse"], ["Sheep"]], hands={"Ada": ["Dog"]}
    )
    allowed(game, "Ada: play Dog to port 2")
    game.play("Ada: play Dog to port 2")
    assert cabin(game, "port", 1) == ["Rabbit"]
    assert cabin(game, "port", 2) == ["Cow", "Dog"]


def test_turtle_is_not_bothered_by_larger_carnivores() -> None:
    """ark.ability.turtle: the Turtle shares with a larger carnivore; a plain animal doesn't,
    and a carnivore of the Turtle's own weight still may not."""
    game = position(
        port=[["Lion"], ["Dog"]],
        starboard=[["Elephant"], ["Sheep"]],
        hands={"Ada": ["Turtle", "Sloth"]},
    )
    allowed(game, "Ada: play Turtle to port 1")
    refused(game, "Ada: play Sloth to port 1", "ark.cabin.carnivore")
    refused(game, "Ada: play Turtle to port 2", "ark.cabin.carnivore")


def test_hedgehog_allows_a_second_carnivore_or_omnivore() -> None:
    """ark.ability.hedgehog: the Hedgehog (an omnivore) joins a larger carnivore, and a larger
    carnivore joins it, although it is shy; not so an animal without the ability."""
    game = position(
        port=[["Lion"], ["Hedgehog"]],
        starboard=[["Elephant"], ["Rhino"]],
        hands={"Ada": ["Tyranno", "Squirrel"]},
        bow=2,
    )
    allowed(game, "Ada: play Tyranno to port 2")
    refused(game, "Ada: play Squirrel to port 1", "ark.cabin.carnivore")
    other = position(
        port=[["Lion"], ["Cow"]],
        starboard=[["Elephant"], ["Sheep"]],
        hands={"Ada": ["Hedgehog", "Chicken"]},
    )
    allowed(other, "Ada: play Hedgehog to port 1")
    other.play("Ada: play Hedgehog to port 1")
    assert cabin(other, "port", 1) == ["Lion", "Hedgehog"]


def test_bow_moves_by_the_weight_toward_the_side() -> None:
    """ark.bow.move: the disc moves by the card's weight toward its side."""
    game = position(port=[["Cow"]], starboard=[["Sheep"]], hands={"Ada": ["Horse", "Llama"]})
    assert game.bow == -1
    game.play("Ada: play Horse to starboard 1")
    assert game.bow == 2
    game.play("Ada: play Llama to port 1")
    assert game.bow == 0


def test_a_card_that_would_capsize_the_ark_is_illegal() -> None:
    """ark.bow.capsize: the disc may not leave the bow (more than 2 either way)."""
    game = position(port=[["Cow"]], starboard=[["Sheep"]], hands={"Ada": ["Elephant"]})
    problem = refused(game, "Ada: play Elephant to port 1", "ark.bow.capsize")
    assert problem.reason == (
        "The Elephant (weight 3) in port 1 would move the yellow disc to 4 on the port side, "
        "off the bow, which only goes to 2."
    )
    allowed(game, "Ada: play Elephant to starboard 1")


def test_polar_bear_example() -> None:
    """ark.bow.move / ark.bow.capsize: after the polar bear (weight 2) goes to a lower (port)
    cabin from the middle, that side only takes weight 0; the other side takes more."""
    game = position(
        port=[["Moose"], ["Hay"]],
        starboard=[["Bison"], ["Sheep"]],
        hands={"Ada": ["Polar bear", "Cow", "Chicken", "Elephant"]},
    )
    assert game.bow == 0
    game.play("Ada: play Polar bear to port 1")
    assert game.bow == -2
    refused(game, "Ada: play Cow to port 3", "ark.bow.capsize")
    allowed(game, "Ada: play Chicken to port 3")
    allowed(game, "Ada: play Elephant to starboard 2")


def test_each_card_must_be_legal_on_its_own() -> None:
    """ark.play.each_legal: a second card cannot make up for a first that capsizes. With a
    card in hand that would balance it, the refusal names this rule (the player's likely
    thought); the same card with nothing to balance it is a plain capsize."""
    game = position(
        port=[["Cow"]], starboard=[["Horse"], ["Sheep"]], hands={"Ada": ["Pig", "Camel"]}
    )
    assert game.bow == 2
    problem = refused(game, "Ada: play Pig to starboard 1", "ark.play.each_legal")
    assert problem.reason.endswith(
        "Your Camel could bring it back as a second card, but each card must be legal when it "
        "is played."
    )
    alone = position(
        port=[["Cow"]], starboard=[["Horse"], ["Sheep"]], hands={"Ada": ["Pig", "Koala"]}
    )
    refused(alone, "Ada: play Pig to starboard 1", "ark.bow.capsize")  # the Koala plays alone
    game.play("Ada: play Camel to port 1")
    assert game.bow == -1


def test_the_second_card_is_judged_on_the_ark_the_first_made() -> None:
    """ark.play.each_legal (Ark ruling 21): each card is judged when it is played, on the ark
    as the cards before it left it, so the order of a turn's two cards matters. A Rabbit
    played first stays when the Dog then moves in opposite; played after the Dog, it may not
    enter."""
    scene = {
        "port": [["Cow"], ["Horse"]],
        "starboard": [["Camel"], ["Sheep"]],
        "hands": {"Ada": ["Rabbit", "Dog"]},
    }
    rabbit_first = position(**scene)
    rabbit_first.play("Ada: play Rabbit to port 1")
    allowed(rabbit_first, "Ada: play Dog to starboard 1")
    dog_first = position(**scene)
    dog_first.play("Ada: play Dog to starboard 1")
    refused(dog_first, "Ada: play Rabbit to port 1", "ark.cabin.shy")


def allowed_by(game, text: str) -> dict[str, str]:
    """Play a legal move; the rule id and sentence of each exception that let the card in."""
    return {e.rule: e.text for e in game.play(text) if e.kind == "allowed"}


def test_a_card_let_in_by_an_exception_says_which() -> None:
    """ark.cabin.shy_diagonal, ark.cabin.shy_omnivore, ark.cabin.shy_stays, ark.ability.turtle,
    ark.ability.hedgehog: the events of a played card name the exception that allowed it, and
    a card that needed none gets no such event (an omnivore beside a shy animal is no diagonal:
    a learner read that under the diagonal rule)."""
    rabbit = position(
        port=[["Cow"], ["Lion"], ["Deer"]],
        starboard=[["Horse"], ["Sheep"], ["Camel"]],
        hands={"Ada": ["Rabbit"]},
    )
    said = allowed_by(rabbit, "Ada: play Rabbit to starboard 1")
    assert said == {
        "ark.cabin.shy_diagonal": "The shy Rabbit does not mind the Lion diagonally across, in "
        "port 2: diagonal cabins are not a problem."
    }
    bear = position(port=[["Brown bear"], ["Cow"]], starboard=[["Horse"], ["Sheep"]],
                    hands={"Ada": ["Rabbit"]})  # fmt: skip
    assert allowed_by(bear, "Ada: play Rabbit to port 2") == {
        "ark.cabin.shy_omnivore": "The shy Rabbit does not mind the Brown bear: omnivores do "
        "not frighten shy animals."
    }
    stays = position(port=[["Rabbit"], ["Cow"]], starboard=[["Horse"], ["Sheep"]],
                     hands={"Ada": ["Dog"]})  # fmt: skip
    assert allowed_by(stays, "Ada: play Dog to port 2") == {
        "ark.cabin.shy_stays": "The shy Rabbit in port 1 stays where it is, though the Dog now "
        "lives next to it: a shy animal does not leave when carnivores show up later."
    }
    turtle = position(port=[["Lion"]], starboard=[["Elephant"]], hands={"Ada": ["Turtle"]})
    assert list(allowed_by(turtle, "Ada: play Turtle to port 1")) == ["ark.ability.turtle"]
    hedgehog = position(
        port=[["Lion"], ["Hedgehog"]],
        starboard=[["Elephant"], ["Rhino"]],
        hands={"Ada": ["Tyranno"]},
    )
    text = allowed_by(hedgehog, "Ada: play Tyranno to port 2")["ark.ability.hedgehog"]
    assert "second carnivore or omnivore" in text
    plain = position(port=[["Cow"]], starboard=[["Horse"]], hands={"Ada": ["Sheep"]})
    assert allowed_by(plain, "Ada: play Sheep to port 1") == {}


def test_several_shy_neighbours_or_omnivores_are_told_in_one_sentence() -> None:
    """ark.cabin.shy_stays, ark.cabin.shy_omnivore: a round-44 learner read seven sentences,
    one per shy animal, for a single Spider; each exception is told once, naming them all."""
    spider = position(
        port=[["Rabbit"], ["Cow"], ["Deer"]],
        starboard=[["Horse"], ["Gazelle"], ["Camel"]],
        hands={"Ada": ["Dog"]},
    )
    assert allowed_by(spider, "Ada: play Dog to port 2") == {
        "ark.cabin.shy_stays": "The shy Rabbit in port 1, the Deer in port 3 and the Gazelle in "
        "starboard 2 stay where they are, though the Dog now lives near them: a shy animal does "
        "not leave when carnivores show up later."
    }
    omnivores = position(
        port=[["Pig"], ["Cow"], ["Brown bear"]],
        starboard=[["Horse"], ["Sheep"], ["Camel"]],
        hands={"Ada": ["Rabbit"]},
    )
    assert allowed_by(omnivores, "Ada: play Rabbit to port 2") == {
        "ark.cabin.shy_omnivore": "The shy Rabbit does not mind the Pig or the Brown bear: "
        "omnivores do not frighten shy animals."
    }


def test_a_hedgehog_refused_beside_a_carnivore_as_heavy_says_why() -> None:
    """ark.cabin.shy, ark.ability.hedgehog: a round-45 learner read the Hedgehog refused beside
    an equal-weight carnivore as contradicting "it ignores heavier carnivores"."""
    game = position(
        port=[["Dog"], ["Cow"]], starboard=[["Horse"], ["Sheep"]], hands={"Ada": ["Hedgehog"]}
    )
    problem = refused(game, "Ada: play Hedgehog to port 2", "ark.cabin.shy")
    assert problem.reason.endswith(
        "(it ignores only heavier carnivores; the Dog is not heavier)."
    ), problem.reason
