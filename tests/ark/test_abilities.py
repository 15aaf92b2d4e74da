"""Scenario tests for the "!" abilities and for driving animals out."""

from __future__ import annotations

import pytest

from arkbook import ark
from arkbook.ark.positions import position
from arkbook.errors import IllegalMove
from tests.ark.util import allowed, cabin, chimpanzee_to_drive_out, figures, legal, refused


def skunk_game() -> object:
    return position(
        port=[["Elephant"], ["Cow"]],
        starboard=[["Horse"], ["Sheep"]],
        hands={"Ada": ["Skunk"]},
        figures={"Ben": {"heavy": 1}},
    )


def test_skunk_drives_out_the_elephant_and_the_bow_moves_two() -> None:
    """ark.ability.skunk, ark.driveout.replace, ark.driveout.bow: the rulebook's example.

    The Elephant (3) leaves port 1 and the Skunk (1) takes its place: port is 2 lighter, so the
    disc moves 2 spaces toward starboard, away from the Skunk (see the ruling)."""
    game = skunk_game()
    assert game.bow == -1
    allowed(game, "Ada: play Skunk to port 1 driving out Elephant")
    allowed(game, "Ada: play Skunk to port 1")  # using the ability is a choice
    events = game.play("Ada: play Skunk to port 1 driving out Elephant")
    assert game.bow == 1
    assert cabin(game, "port", 1) == ["Skunk"]
    assert [c["name"] for c in game.view(None)["removed"]] == ["Elephant"]
    assert "ark.driveout.replace" in {e.rule for e in events}


def test_driving_out_scores_a_figure_for_the_driven_animal_too() -> None:
    """ark.driveout.figure: a figure for the driven animal's kind; the old figure stays."""
    game = skunk_game()
    game.play("Ada: play Skunk to port 1 driving out Elephant")
    assert figures(game, "Ada", "useful") == (1, 0)
    assert figures(game, "Ada", "heavy") == (1, 0)
    assert figures(game, "Ben", "heavy") == (1, 0)


def test_drive_out_may_not_capsize_the_ark() -> None:
    """ark.driveout.bow: the difference in weight must keep the disc on the bow."""
    game = position(port=[["Horse"], ["Sheep"]], starboard=[["Elephant"]], hands={"Ada": ["Skunk"]})
    assert game.bow == -1
    problem = refused(
        game, "Ada: play Skunk to starboard 1 driving out Elephant", "ark.driveout.bow"
    )
    assert "Elephant" in problem.reason
    allowed(game, "Ada: play Skunk to starboard 1")


def test_the_driver_must_fit_after_the_drive_out() -> None:
    """ark.driveout.fit: the skunk cannot be in a cabin with provisions."""
    game = position(
        port=[["Hay", "Dog"]], starboard=[["Cow"]], hands={"Ada": ["Skunk", "Mosquito"]}
    )
    problem = refused(game, "Ada: play Skunk to port 1 driving out Dog", "ark.driveout.fit")
    assert problem.reason.startswith("After driving out the Dog, the Skunk (omnivore)")
    other = position(
        port=[["Dog", "Cow"]], starboard=[["Horse"]], hands={"Ada": ["Mosquito"]}, bow=0
    )
    refused(other, "Ada: play Mosquito to port 1 driving out Cow", "ark.driveout.fit")


def test_fox_spider_and_mosquito_are_never_driven_out() -> None:
    """ark.driveout.immune"""
    game = position(
        port=[["Fox", "Cow"], ["Spider"]],
        starboard=[["Mosquito", "Horse"]],
        hands={"Ada": ["Skunk"]},
        bow=0,
    )
    refused(game, "Ada: play Skunk to port 1 driving out Fox", "ark.driveout.immune")
    refused(game, "Ada: play Skunk to port 2 driving out Spider", "ark.driveout.immune")
    refused(game, "Ada: play Skunk to starboard 1 driving out Mosquito", "ark.driveout.immune")


def test_skunk_drives_any_animal_but_no_provision() -> None:
    """ark.ability.skunk"""
    game = position(
        port=[["Hay"], ["Cow"]], starboard=[["Sheep"], ["Horse"]], hands={"Ada": ["Skunk"]}
    )
    problem = refused(game, "Ada: play Skunk to port 1 driving out Hay", "ark.ability.skunk")
    assert "provision, not an animal" in problem.reason
    allowed(game, "Ada: play Skunk to starboard 2 driving out Horse")


def test_driving_out_needs_the_ability_and_the_victim_in_that_cabin() -> None:
    """ark.ability.use and ark.driveout.replace"""
    game = position(
        port=[["Cow"], ["Sheep"]],
        starboard=[["Horse"], ["Chicken"]],
        hands={"Ada": ["Skunk", "Pig"]},
    )
    refused(game, "Ada: play Pig to starboard 1 driving out Horse", "ark.ability.use")
    problem = refused(game, "Ada: play Skunk to port 1 driving out Sheep", "ark.driveout.replace")
    assert "not in port 1" in problem.reason
    refused(game, "Ada: play Skunk to port 3 driving out Cow", "ark.driveout.replace")


def test_mosquito_drives_out_a_weight_two_animal() -> None:
    """ark.ability.mosquito"""
    game = position(
        port=[["Cow", "Horse"]], starboard=[["Camel"], ["Sheep"]], hands={"Ada": ["Mosquito"]}
    )
    allowed(game, "Ada: play Mosquito to port 1 driving out Cow")
    problem = refused(
        game, "Ada: play Mosquito to port 1 driving out Horse", "ark.ability.mosquito"
    )
    assert "weighs 3" in problem.reason


def test_spider_drives_out_a_shy_animal() -> None:
    """ark.ability.spider"""
    game = position(port=[["Rabbit", "Cow"]], starboard=[["Horse"]], hands={"Ada": ["Spider"]})
    allowed(game, "Ada: play Spider to port 1 driving out Rabbit")
    refused(game, "Ada: play Spider to port 1 driving out Cow", "ark.ability.spider")
    game.play("Ada: play Spider to port 1 driving out Rabbit")
    assert figures(game, "Ada", "shy") == (1, 0)
    assert figures(game, "Ada", "slow") == (1, 0)


def test_fox_takes_two_discs_from_the_supply() -> None:
    """ark.ability.fox: and only what is left when the supply runs short (ruling)."""
    game = position(port=[["Cow"]], starboard=[["Horse"]], hands={"Ada": ["Fox"]})
    supply = game.view(None)["disc_supply"]
    game.play("Ada: play Fox to port 1")
    assert game.view(None)["discs"]["Ada"] == 6
    assert game.view(None)["disc_supply"] == supply - 2
    short = position(
        port=[["Cow"]],
        starboard=[["Horse"]],
        hands={"Ada": ["Fox"]},
        discs={"Ada": 4, "Ben": 8, "Cy": 9},
    )
    short.play("Ada: play Fox to port 1")
    assert short.view(None)["discs"]["Ada"] == 5 and short.view(None)["disc_supply"] == 0


def test_bronto_places_its_figure_on_a_half_disc() -> None:
    """ark.ability.bronto: the figure counts 1.5, beating a simple figure."""
    game = position(
        port=[["Elephant"], ["Sheep"]],
        starboard=[["Cow"]],
        hands={"Ada": ["Bronto"]},
        figures={"Ben": {"heavy": 1}},
    )
    supply = game.view(None)["disc_supply"]
    game.play("Ada: play Bronto to starboard 2")
    assert figures(game, "Ada", "heavy") == (0, 1)
    assert game.view(None)["disc_supply"] == supply - 1
    heavy = next(r for r in game.scores().rows if r.label.startswith("Heavy"))
    assert heavy.points["Ada"] == 10 and heavy.points["Ben"] == 6


def test_two_half_figures_become_three_simple_ones() -> None:
    """ark.score.half: two 1.5 figures of one player on one card are exchanged for 3."""
    game = position(
        port=[["Elephant"], ["Sheep"]],
        starboard=[["Cow"]],
        hands={"Ada": ["Bronto"]},
        figures={"Ada": {"heavy": (0, 1)}},
    )
    supply = game.view(None)["disc_supply"]
    game.play("Ada: play Bronto to starboard 2")
    assert figures(game, "Ada", "heavy") == (3, 0)
    assert game.view(None)["disc_supply"] == supply + 1


def test_bronto_without_an_orange_disc_left_places_a_simple_figure() -> None:
    """ark.ability.bronto with an empty disc supply (ruling)."""
    game = position(
        port=[["Elephant"], ["Sheep"]],
        starboard=[["Cow"]],
        hands={"Ada": ["Bronto"]},
        discs={"Ada": 10, "Ben": 6, "Cy": 6},
    )
    assert game.view(None)["disc_supply"] == 0
    game.play("Ada: play Bronto to starboard 2")
    assert figures(game, "Ada", "heavy") == (1, 0)


def test_chimpanzee_puts_a_half_disc_under_any_figure_but_provisions() -> None:
    """ark.ability.chimpanzee"""
    game = position(
        port=[["Elephant"], ["Sheep"]],
        starboard=[["Horse"]],
        hands={"Ada": ["Chimpanzee", "Llama"]},
        figures={"Ada": {"heavy": 1, "provision": 2}},
    )
    game.play("Ada: play Chimpanzee to starboard 1")
    assert game.phase == "chimp" and game.to_move == ("Ada",)
    assert legal(game) == {"half disc on heavy", "half disc on useful"}
    refused(game, "Ada: half disc on provision", "ark.ability.chimpanzee")
    refused(game, "Ada: half disc on shy", "ark.ability.chimpanzee")
    refused(game, "Ada: play Llama to port 2", "ark.ability.chimpanzee")
    game.play("Ada: half disc on heavy")
    assert figures(game, "Ada", "heavy") == (0, 1)
    assert game.phase == "second"


def test_driving_out_bronto_or_chimpanzee_gains_their_scoring() -> None:
    """ark.driveout.special"""
    game = position(port=[["Bronto"]], starboard=[["Sheep"], ["Cow"]], hands={"Ada": ["Skunk"]})
    game.play("Ada: play Skunk to port 1 driving out Bronto")
    assert figures(game, "Ada", "heavy") == (0, 1)
    game = chimpanzee_to_drive_out({"Ada": {"shy": 1}})
    game.play("Ada: play Skunk to port 1 driving out Chimpanzee")
    assert game.phase == "chimp"
    assert legal(game) == {"half disc on useful", "half disc on shy"}


def test_a_driven_out_chimpanzees_player_keeps_the_disc_it_placed() -> None:
    """Ruling 14: the driver gains the Chimpanzee's scoring with a disc from the supply; the
    disc its player put under a figure stays (round 52 asked)."""
    game = chimpanzee_to_drive_out({"Ben": {"useful": (0, 1)}})
    game.play("Ada: play Skunk to port 1 driving out Chimpanzee")  # her one disc: forced
    assert figures(game, "Ada", "useful")[1] == 1
    assert figures(game, "Ben", "useful") == (0, 1)


def bronto_game(heavy: tuple[int, int]) -> object:
    """Ada holds the Bronto, with ``heavy`` (simple, half-disc) figures already placed."""
    return position(
        port=[["Elephant"], ["Sheep"]],
        starboard=[["Cow"]],
        hands={"Ada": ["Bronto"]},
        figures={"Ada": {"heavy": heavy}},
    )


def test_each_player_has_17_figures_and_no_more() -> None:
    """ark.pieces.figures, ark.pieces.extra, ark.setup.figures (ruling 12): "85 animal figures
    in 5 colors", and extra pieces "are not used". A card still enters the ark when its player
    has no figure left; it places none."""
    game = position(
        port=[["Elephant"], ["Sheep"]],
        starboard=[["Cow"]],
        hands={"Ada": ["Bronto"]},
        figures={"Ada": {"useful": 17}},
    )
    assert game.view("Ben")["figures_left"] == {"Ada": 0, "Ben": 17, "Cy": 17}
    supply = game.view(None)["disc_supply"]
    events = game.play("Ada: play Bronto to starboard 2")
    assert cabin(game, "starboard", 2) == ["Bronto"]
    assert figures(game, "Ada", "heavy") == (0, 0)
    assert game.view(None)["disc_supply"] == supply, "no figure, so no disc under it"
    (event,) = [e for e in events if e.rule == "ark.pieces.figures"]
    assert "all 17" in event.text and "Bronto" in event.text
    setup = ark.new_game(["Ada", "Ben", "Cy"]).history[0].events
    assert any(e.rule == "ark.setup.figures" and "17" in e.text for e in setup)


def test_the_half_figure_exchange_needs_a_figure_left() -> None:
    """ark.score.half with ark.pieces.figures: 2 figures on discs become 3 figures, so the
    exchange takes one more figure; with none left the two 1.5 figures stay (same score)."""
    exchanged = bronto_game((14, 1))  # 15 placed; the Bronto's is the 16th, the exchange 17th
    exchanged.play("Ada: play Bronto to starboard 2")
    assert figures(exchanged, "Ada", "heavy") == (17, 0)
    kept = bronto_game((15, 1))  # 16 placed; the Bronto's is the 17th and last
    supply = kept.view(None)["disc_supply"]
    events = kept.play("Ada: play Bronto to starboard 2")
    assert figures(kept, "Ada", "heavy") == (15, 2)
    assert kept.view(None)["disc_supply"] == supply - 1
    assert any(e.rule == "ark.pieces.figures" and "stay" in e.text for e in events)
    heavy = [
        next(r for r in g.scores().rows if r.label.startswith("Heavy")) for g in (exchanged, kept)
    ]
    assert "figures: Ada 17" in heavy[0].detail and "figures: Ada 18" in heavy[1].detail


def test_mosquito_and_spider_refused_on_a_provision_cite_their_own_rule() -> None:
    """ark.ability.mosquito, ark.ability.spider: refused on a provision (even the weight-2
    Meat), each names its own ability, not the Skunk's; the refusal changes nothing."""
    game = position(
        port=[["Meat"], ["Hay"]],
        starboard=[["Sheep"], ["Horse"]],
        hands={"Ada": ["Mosquito", "Spider"]},
    )
    before = game.to_json()
    mosquito = refused(
        game, "Ada: play Mosquito to port 1 driving out Meat", "ark.ability.mosquito"
    )
    assert "Mosquito drives out only animals of weight 2" in mosquito.reason
    assert "Meat is a provision" in mosquito.reason
    spider = refused(game, "Ada: play Spider to port 2 driving out Hay", "ark.ability.spider")
    assert "Spider drives out only shy animals" in spider.reason
    for text in (
        "Ada: play Mosquito to port 1 driving out Meat",
        "Ada: play Spider to port 2 driving out Hay",
    ):
        with pytest.raises(IllegalMove):
            game.play(text)
    assert game.to_json() == before


def test_the_chimpanzee_disc_goes_under_a_simple_figure_only() -> None:
    """Ruling 22: a figure already on a disc (the Bronto's here) takes no second disc."""
    game = position(
        port=[["Elephant"], ["Sheep"]],
        starboard=[["Horse"]],
        hands={"Ada": ["Chimpanzee", "Llama"]},
        figures={"Ada": {"heavy": (0, 1), "shy": 1}},
    )
    game.play("Ada: play Chimpanzee to starboard 1")
    assert legal(game) == {"half disc on useful", "half disc on shy"}
    refused(game, "Ada: half disc on heavy", "ark.ability.chimpanzee")
    game.play("Ada: half disc on shy")
    assert figures(game, "Ada", "heavy") == (0, 1) and figures(game, "Ada", "shy") == (0, 1)


def test_a_chimpanzee_in_a_new_cabin_takes_its_card_then_places_its_disc() -> None:
    """Ruling 22: the new cabin's face-up card first, then the disc (round 50's learner stated
    the order; the rulebook gives none)."""
    game = position(
        port=[["Elephant"], ["Sheep"]],
        starboard=[["Horse"]],
        hands={"Ada": ["Chimpanzee", "Llama"]},
        figures={"Ada": {"heavy": (0, 1), "shy": 1}},
    )
    game.play("Ada: play Chimpanzee to starboard 2")
    assert legal(game) == {"pick Giraffe", "pick Hippo", "pick Rhino"}
    game.play("Ada: pick Rhino")
    assert legal(game) == {"half disc on useful", "half disc on shy"}


def test_a_forced_half_disc_is_told_in_words() -> None:
    """ark.ability.chimpanzee: a learner's report read "Ben has only one option: half disc on
    useful", the move's notation. With only useful figures, the half disc goes under one of
    them at once, and the events say so in words, once: the forced move's own event tells
    what it does, the "only one option" sentence only why it was not asked."""
    game = position(
        port=[["Elephant"], ["Sheep"]],
        starboard=[["Horse"]],
        hands={"Ada": ["Chimpanzee", "Llama"]},
        figures={"Ada": {"provision": 2}},
    )
    events = game.play("Ada: play Chimpanzee to starboard 1")
    at = next(i for i, e in enumerate(events) if "only one option" in e.text)
    assert [e.text for e in events[at : at + 2]] == [
        "Ada has only one option (one scoring card may take the disc), so it is taken at once.",
        "Ada puts an orange disc under a figure on the useful scoring card: it counts 1.5.",
    ]
    assert events[at].rule == "ark.ability.chimpanzee"
    assert figures(game, "Ada", "useful") == (0, 1)


def test_a_half_disc_placed_for_you_is_refused_as_already_placed() -> None:
    """Ruling 11: a half disc with one place is put there for the player. A round-54 learner
    who then sent it read only "a half disc is placed only when the Chimpanzee is played"."""
    game = position(
        port=[["Cow"], ["Horse"]],
        starboard=[["Llama"], ["Sheep"]],
        hands={"Ada": ["Chimpanzee", "Rabbit"]},
    )
    game.play("Ada: play Chimpanzee to starboard 3")
    game.play("Ada: pick Rhino")  # the only figure to take it: the Chimpanzee's own, useful
    refused = game.why_not("Ada: half disc on useful")
    assert refused is not None and refused.rule == "ark.ability.chimpanzee"
    assert refused.reason == (
        "The half disc is already placed, on the useful card: it had one place only."
    )
