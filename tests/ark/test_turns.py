"""Scenario tests for a turn: taking cards, rain, pets, playing 1 or 2 cards, new cabins and the
endgame. Each names the rule id it checks."""

from __future__ import annotations

from arkbook import ark
from arkbook.ark.positions import position
from tests.ark.util import allowed, figures, legal, refused

#: A plain ark with the disc at +2 (starboard), so cards to port have room.
CABINS = {"port": [["Cow"], ["Horse"]], "starboard": [["Camel"], ["Giraffe", "Sheep"]]}


def hand(game: ark.ArkGame, player: str) -> list[str]:
    return [c["name"] for c in game.view(None)["hands"][player]]


def display(game: ark.ArkGame) -> list[str]:
    return [c["name"] for c in game.view(None)["display"]]


def test_turns_go_clockwise_from_the_starting_player() -> None:
    """ark.turn.order"""
    game = ark.new_game(["Ada", "Ben", "Cy"], seed=3)
    seen = []
    for _ in range(4):
        seen.append(game.to_move[0])
        game.play(next(m for m in game.legal_moves() if m.action_text().startswith("take")))
    assert seen == ["Ada", "Ben", "Cy", "Ada"]


def test_take_a_face_up_card_then_the_top_card_then_refill() -> None:
    """ark.take.order"""
    game = position(**CABINS, display=["Dog", "Pig", "Llama"], supply=["Rabbit", "Deer", "Zebra"])
    refused(game, "Ada: take Lion", "ark.take.order")
    events = game.play("Ada: take Pig")
    assert [e.rule for e in events if e.kind == "refill"] == ["ark.take.order"]
    assert hand(game, "Ada") == ["Pig", "Rabbit"]
    assert display(game) == ["Dog", "Llama", "Deer"]
    assert game.to_move == ("Ben",)


def test_take_or_play_never_both() -> None:
    """ark.turn.choice: after a card is played, taking cards is no longer possible."""
    game = position(**CABINS, hands={"Ada": ["Llama", "Pig"]}, display=["Dog", "Deer", "Zebra"])
    game.play("Ada: play Llama to port 1")
    refused(game, "Ada: take Dog", "ark.turn.choice")


def test_a_rain_card_is_set_aside_and_the_player_draws_again() -> None:
    """ark.take.rain"""
    game = position(
        **CABINS, display=["Dog", "Pig", "Llama"], supply=["Rain 1", "Rabbit", "Rain 2", "Deer"]
    )
    events = game.play("Ada: take Dog")
    assert hand(game, "Ada") == ["Dog", "Rabbit"]
    assert display(game) == ["Pig", "Llama", "Deer"]
    assert game.view(None)["rain"]["drawn"] == 2
    assert [e.rule for e in events].count("ark.take.rain") == 2


def test_second_rain_card_lets_each_player_choose_a_pet() -> None:
    """ark.rain.pets: in turn from the drawer, each may set a hand card aside face down."""
    game = position(
        **CABINS,
        hands={"Ada": ["Rabbit"], "Ben": ["Lion"]},
        display=["Dog", "Pig", "Llama"],
        supply=["Rain 2", "Deer", "Zebra", "Okapi", "Moose", "Hippo", "Rhino"],
        rain_drawn=1,
    )
    game.play("Ada: take Dog")
    assert game.phase == "pet" and game.to_move == ("Ada",)
    assert game.prompt.startswith("Ada: you drew the second rain card, so you choose first: ")
    assert legal(game) == {"no pet", "pet Rabbit", "pet Dog", "pet Deer"}
    refused(game, "Ada: pet Lion", "ark.rain.pets")
    refused(game, "Ada: take Pig", "ark.rain.pets")
    early = refused(game.clone(), "Ada: take Pig", "ark.rain.pets")
    assert early.reason.startswith("First choose a pet or no pet")
    game.play("Ada: pet Rabbit")
    assert game.to_move == ("Ben",) and legal(game) == {"no pet", "pet Lion"}
    # A learner met the pet prompt after a bot's draw, with that bot's pet already chosen.
    assert game.prompt.startswith("Ben: Ada drew the second rain card and chose first; now ")
    events = game.play("Ben: no pet")
    assert any(e.kind == "forced" and "Cy" in e.text for e in events), "Cy has no cards"
    assert game.phase == "play" and game.to_move == ("Ben",)
    assert game.view("Ben")["pets"]["Ada"] is None
    assert game.view("Ben")["pet_counts"]["Ada"] == 1
    assert game.view("Ada")["pets"]["Ada"]["name"] == "Rabbit"
    assert "Rabbit" not in hand(game, "Ada")
    # One chance each: a learner's second pet was refused as if no second rain card had come.
    assert refused(game, "Ben: pet Lion", "ark.rain.pets").reason == (
        "You chose no pet when the second rain card came; there is no later chance."
    )
    game.play("Ben: take Pig")
    game.play("Cy: take Llama")
    assert refused(game, "Ada: pet Dog", "ark.rain.pets").reason == (
        "You have already chosen your pet: one each, when the second rain card came."
    )


def test_fifth_rain_card_ends_the_turn_and_starts_the_endgame() -> None:
    """ark.rain.end: no further draws, the left neighbour begins the endgame."""
    game = position(
        **CABINS,
        hands={"Ben": ["Dog"], "Cy": ["Llama"]},
        display=["Pig", "Deer", "Zebra"],
        supply=["Rain 5", "Okapi", "Rabbit"],
        rain_drawn=4,
    )
    events = game.play("Ada: take Pig")
    # The fifth is told under the rule that ends the drawing: a learner read "A rain card
    # drawn is set aside, and you draw again" beside it.
    rain = [(e.text, e.rule) for e in events if e.kind == "rain"]
    assert rain[0] == ("Rain card 5 of 5: Ada sets it aside face up.", "ark.rain.end")
    assert {rule for _, rule in rain} == {"ark.rain.end"}
    assert hand(game, "Ada") == ["Pig"]
    assert display(game) == ["Deer", "Zebra"]
    assert game.phase == "endgame" and game.to_move == ("Ben",)
    refused(game, "Ben: take Deer", "ark.endgame.no_draw")


def test_fifth_rain_card_while_refilling_ends_the_turn_too() -> None:
    """ark.rain.end"""
    game = position(
        **CABINS, display=["Pig", "Deer", "Zebra"], supply=["Okapi", "Rain 5"], rain_drawn=4
    )
    game.play("Ada: take Pig")
    assert hand(game, "Ada") == ["Pig", "Okapi"]
    assert display(game) == ["Deer", "Zebra"]
    assert game.view(None)["endgame"] is True


def test_a_rain_card_drawn_while_refilling_turns_up_the_next_card() -> None:
    """ark.take.rain while refilling: the drawer "turns up the next card", which goes face up;
    a round-63 learner read "draws again" there as a card into the drawer's hand."""
    game = position(
        **CABINS, display=["Pig", "Deer", "Zebra"], supply=["Okapi", "Rain 3", "Rabbit"],
        rain_drawn=2,
    )  # fmt: skip
    events = game.play("Ada: take Pig")
    rain = [e.text for e in events if e.kind == "rain"]
    assert rain == ["Rain card 3 of 5: Ada sets it aside face up and turns up the next card."]
    assert hand(game, "Ada") == ["Pig", "Okapi"]
    assert display(game) == ["Deer", "Zebra", "Rabbit"]


def test_one_or_two_cards_and_no_more() -> None:
    """ark.play.count: 1 or 2 cards, never "any number"; after one, the player may stop."""
    game = position(**CABINS, hands={"Ada": ["Llama", "Pig", "Reindeer"]})
    refused(game, "Ada: end turn", "ark.play.count")
    game.play("Ada: play Llama to port 1")
    allowed(game, "Ada: end turn")
    game.play("Ada: play Pig to starboard 3")
    assert game.phase == "pick"
    game.play(game.legal_moves()[0])
    assert game.to_move == ("Ben",), "two cards end the turn"
    assert "Reindeer" in hand(game, "Ada")


def test_end_turn_after_one_card() -> None:
    """ark.play.count"""
    game = position(**CABINS, hands={"Ada": ["Llama", "Pig"]})
    game.play("Ada: play Llama to port 1")
    game.play("Ada: end turn")
    assert game.to_move == ("Ben",) and hand(game, "Ada") == ["Pig"]


def test_only_hand_cards_are_played() -> None:
    """ark.play.hand"""
    game = position(**CABINS, hands={"Ada": ["Llama"]})
    problem = refused(game, "Ada: play Lion to port 2", "ark.play.hand")
    assert problem.reason == "The Lion is not in your hand."


def test_slow_animal_or_provision_is_played_alone() -> None:
    """ark.play.alone: first card slow ends the turn; slow or provision never second."""
    game = position(**CABINS, hands={"Ada": ["Koala", "Llama"]})
    game.play("Ada: play Koala to port 1")
    assert game.to_move == ("Ben",)
    game = position(**CABINS, hands={"Ada": ["Llama", "Koala", "Water", "Reindeer"]})
    game.play("Ada: play Llama to port 1")
    problem = refused(game, "Ada: play Koala to starboard 2", "ark.play.alone")
    assert "Koala is a slow animal" in problem.reason
    refused(game, "Ada: play Water to starboard 3", "ark.play.alone")


def test_two_cards_go_to_different_cabins() -> None:
    """ark.play.different_cabins"""
    game = position(**CABINS, hands={"Ada": ["Llama", "Reindeer"]})
    game.play("Ada: play Llama to port 1")
    refused(game, "Ada: play Reindeer to port 1", "ark.play.different_cabins")
    allowed(game, "Ada: play Reindeer to port 2")


def test_a_figure_goes_on_the_scoring_card_of_the_card_played() -> None:
    """ark.figure.place"""
    game = position(**CABINS, hands={"Ada": ["Llama", "Water"]})
    game.play("Ada: play Llama to port 1")
    assert figures(game, "Ada", "useful") == (1, 0)
    assert figures(game, "Ada", "provision") == (0, 0)


def test_new_cabin_costs_a_disc_paid_to_the_right_neighbour() -> None:
    """ark.newcabin.disc: and with no disc, no new cabin."""
    game = position(**CABINS, hands={"Ada": ["Llama"]}, discs={"Ada": 1})
    game.play("Ada: play Llama to port 3")
    assert game.view(None)["discs"] == {"Ada": 0, "Ben": 4, "Cy": 5}
    broke = position(**CABINS, hands={"Ada": ["Llama"]}, discs={"Ada": 0})
    problem = refused(broke, "Ada: play Llama to port 3", "ark.newcabin.disc")
    assert "you have none" in problem.reason
    allowed(broke, "Ada: play Llama to port 1")


def test_only_the_next_slot_opens() -> None:
    """ark.newcabin.slot: exactly two places to open a new cabin."""
    game = position(**CABINS, hands={"Ada": ["Llama"]})
    refused(game, "Ada: play Llama to port 4", "ark.newcabin.slot")
    allowed(game, "Ada: play Llama to port 3")
    assert game.view(None)["new_cabins"] == ["port 3", "starboard 3"]


def test_the_ark_has_no_last_row() -> None:
    """ark.newcabin.slot (ruling 25): "there are always exactly two places to open a new
    cabin", however long a side has grown: a new cabin opens past a seventh and an eighth."""
    long_port = [["Nuts"], ["Honey"], ["Snail"], ["Chicken"], ["Mouse"], ["Squirrel"], ["Grain"]]
    game = position(port=long_port, starboard=[["Sheep"]], hands={"Ada": ["Rabbit", "Dog"]})
    assert game.view(None)["new_cabins"] == ["port 8", "starboard 2"]
    game.play("Ada: play Rabbit to port 8")
    game.play("Ada: pick " + display(game)[0])
    allowed(game, "Ada: play Dog to port 9")


def test_opening_a_cabin_takes_a_face_up_card_refilled_at_the_end() -> None:
    """ark.newcabin.take: pick at once; a second new cabin picks from the two left."""
    game = position(
        **CABINS,
        hands={"Ada": ["Llama", "Reindeer"]},
        display=["Dog", "Pig", "Deer"],
        supply=["Zebra", "Okapi", "Rabbit"],
    )
    game.play("Ada: play Llama to port 3")
    assert game.phase == "pick"
    refused(game, "Ada: play Reindeer to starboard 3", "ark.newcabin.take")
    game.play("Ada: pick Pig")
    assert display(game) == ["Dog", "Deer"]
    game.play("Ada: play Reindeer to starboard 3")
    assert legal(game) == {"pick Dog", "pick Deer"}
    events = game.play("Ada: pick Deer")
    # Refilled at the turn's end under the new-cabin rule, not the rule of taking cards: a
    # learner who had taken nothing read "Taking means one face-up card plus ..." beside it.
    assert [e.rule for e in events if e.kind == "refill"] == ["ark.newcabin.take"] * 2
    assert hand(game, "Ada") == ["Pig", "Deer"]
    assert display(game) == ["Dog", "Zebra", "Okapi"]
    assert game.to_move == ("Ben",)


def test_the_card_picked_for_a_new_cabin_may_be_the_second_card() -> None:
    """ark.newcabin.take (ruling 24): the face-up card is taken into the hand at once, and a
    turn plays 1 or 2 cards from the hand, so it may be played as the second card."""
    game = position(
        **CABINS,
        hands={"Ada": ["Llama"]},
        display=["Dog", "Zebra", "Deer"],
        supply=["Okapi", "Rabbit", "Pig"],
    )
    game.play("Ada: play Llama to port 3")
    game.play("Ada: pick Deer")
    allowed(game, "Ada: play Deer to starboard 1")
    game.play("Ada: play Deer to starboard 1")
    assert [c["name"] for c in game.view(None)["cabins"]["starboard"][0]["cards"]] == [
        "Camel",
        "Deer",
    ]
    assert game.to_move == ("Ben",)


def endgame(**changes: object) -> ark.ArkGame:
    base = {
        **CABINS,
        "hands": {
            "Ada": ["Llama", "Chicken"],
            "Ben": ["Dog", "Koala", "Water"],
            "Cy": ["Reindeer", "Pig"],
        },
        "rain_drawn": 5,
        "phase": "endgame",
        "turn": 1,
    }
    base.update(changes)
    return position(**base)  # type: ignore[arg-type]


def test_endgame_play_pays_a_disc_to_the_supply() -> None:
    """ark.endgame.play: one animal per turn for one disc; no disc, no play."""
    game = endgame()
    supply = game.view(None)["disc_supply"]
    game.play("Ben: play Dog to port 2")
    assert game.view(None)["discs"]["Ben"] == 3
    assert game.view(None)["disc_supply"] == supply + 1
    assert game.to_move == ("Cy",)
    broke = endgame(discs={"Ben": 0})
    refused(broke, "Ben: play Dog to port 2", "ark.endgame.play")
    assert legal(broke) == {"pass"}


def test_endgame_new_cabin_costs_its_disc_too() -> None:
    """ark.newcabin.disc in the endgame: one disc to the supply and one to the neighbour.
    Refused for want of the second disc, it is the endgame's rule ("including paying a disc
    for opening a new cabin") that a review counts: a learner read the refusal's "costs 2
    action discs" summed up as "costs an action disc"."""
    game = endgame(discs={"Ben": 1})
    problem = refused(game, "Ben: play Dog to port 3", "ark.endgame.play")
    assert problem.reason.startswith("In the endgame, opening a new cabin costs 2 action discs")
    game = endgame(discs={"Ben": 2})
    game.play("Ben: play Dog to port 3")
    assert game.view(None)["discs"] == {"Ada": 5, "Ben": 0, "Cy": 4}
    assert game.to_move == ("Cy",), "no face-up card is taken in the endgame"


def test_endgame_no_slow_animals_or_provisions() -> None:
    """ark.endgame.no_slow"""
    game = endgame()
    refused(game, "Ben: play Koala to starboard 2", "ark.endgame.no_slow")
    refused(game, "Ben: play Water to port 3", "ark.endgame.no_slow")


def test_endgame_no_drawing() -> None:
    """ark.endgame.no_draw"""
    game = endgame()
    refused(game, f"Ben: take {display(game)[0]}", "ark.endgame.no_draw")


def test_a_pass_is_for_good_and_all_passing_ends_the_game() -> None:
    """ark.endgame.pass and ark.endgame.end"""
    game = endgame()
    refused(game, "Ben: end turn", "ark.endgame.pass")
    game.play("Ben: pass")
    game.play("Cy: play Reindeer to port 1")
    game.play("Ada: play Llama to starboard 3")
    assert game.to_move == ("Cy",), "Ben has passed and is skipped"
    game.play("Cy: pass")
    assert game.outcome() is None
    game.play("Ada: pass")
    assert game.outcome() is not None and game.legal_moves() == []


def test_passing_only_in_the_endgame() -> None:
    """ark.endgame.pass"""
    game = position(**CABINS, hands={"Ada": ["Llama"]})
    refused(game, "Ada: pass", "ark.endgame.pass")


def test_a_pet_stays_face_down_in_the_move_log() -> None:
    """ark.rain.pets: "places one card from his hand face down"; a log shows others "pet (face
    down)", and the pet by name only to its owner, the full view, and everyone once over."""
    game = position(
        **CABINS,
        hands={"Ada": ["Rabbit"]},
        display=["Dog", "Pig", "Llama"],
        supply=["Rain 2", "Rain 3", "Rain 4", "Rain 5", "Deer"],
        rain_drawn=1,
    )
    game.play("Ada: take Dog")  # rain cards 2 to 5: pets, then the endgame
    game.play("Ada: pet Rabbit")
    move = game.moves[-1]
    assert game.move_text(move, "Ben") == game.move_text(move, "Cy") == "pet (face down)"
    assert game.move_text(move, "Ada") == game.move_text(move, None) == "pet Rabbit"
    assert not any("Rabbit" in e.text for e in game.history[-1].events)
    while not game.is_over():
        game.play(f"{game.to_move[0]}: pass")
    assert game.move_text(move, "Ben") == "pet Rabbit", "turned face up at game end"


def test_a_new_cabin_pays_its_disc_to_a_right_neighbour_who_passed() -> None:
    """Ruling 23: Cy (Ada's right neighbour) has passed; Ada's new cabin still pays Cy a disc."""
    game = endgame()
    game.play("Ben: pass")
    game.play("Cy: pass")
    before = game.view(None)["discs"]
    game.play("Ada: play Llama to port 3")
    after = game.view(None)["discs"]
    assert after["Cy"] == before["Cy"] + 1 and after["Ada"] == before["Ada"] - 2
    assert game.to_move == ("Ada",), "Cy stays out of the game: the disc only scores"


def test_an_endgame_player_without_a_disc_must_pass() -> None:
    """ark.endgame.play: no disc, no play; passing is all that is left."""
    game = endgame(discs={"Ben": 0})
    assert [str(m) for m in game.legal_moves() if m.player == "Ben"] in (["Ben: pass"], [])
    refused(game, "Ben: play Dog to port 2", "ark.endgame.play")


def test_no_hand_limit_and_the_supply_lasts_until_the_fifth_rain_card() -> None:
    """Ark ruling 25: players who only ever take keep every card (no hand limit), and each of
    their turns finds 3 face-up cards and a supply to draw from, until the fifth rain card."""
    for seed in range(3):
        game = ark.new_game(["Ada", "Ben", "Cy"], seed=seed)
        while not game.view(None)["endgame"]:
            view = game.view(None)
            if view["phase"] == "pet":
                game.play(next(m for m in game.legal_moves() if m.action_text() == "no pet"))
                continue
            assert len(view["display"]) == 3 and view["supply"]["count"] > 0
            game.play(next(m for m in game.legal_moves() if m.action_text().startswith("take")))
        assert game.view(None)["rain"]["drawn"] == 5
        assert max(game.view(None)["hand_counts"].values()) > 10


def test_a_forced_pass_says_why_it_is_the_only_option() -> None:
    """Ark ruling 11 (round-20 learner): "Ben has only one option" did not say why, and Ben's
    hand is secret. The sentence says it: no action disc, or no playable card."""
    game = endgame(
        hands={"Ada": ["Llama"], "Ben": ["Dog"], "Cy": ["Snail", "Water"]},
        discs={"Ben": 0},
        turn=0,
    )
    said = [e.text for e in game.play("Ada: pass") if e.kind == "forced"]
    assert said == [
        "Ben has only one option (no action disc), so it is taken at once.",
        "Cy has only one option (no playable card), so it is taken at once.",
    ]


def test_an_end_turn_sent_after_a_turn_ended_by_itself_says_this_is_a_new_turn():
    """A learner playing from code sent "end turn" after a slow card had ended the turn; it
    landed on the next turn, and "play at least 1 card" alone read as the lesson being wrong."""
    from arkbook.learn import scene

    game = scene("ark", "a new cabin and a slow card")
    assert "new one" not in game.explain("Ada: end turn").reason
    game.play("Ada: play Sloth to port 3")
    game.play("Ada: pick Kangaroo")
    while game.to_move[0] != "Ada":
        game.play(game.legal_moves()[0])
    verdict = game.explain("Ada: end turn")
    assert not verdict.allowed and verdict.rule == "ark.play.count"
    assert verdict.reason.endswith("Your last turn ended by itself: this is a new one.")


def test_a_new_cabin_in_words_names_who_gets_the_disc() -> None:
    """A round-62 learner, told by the hint only "-1 point on the action discs" for a new
    cabin, opened cabin after cabin, and their right neighbour won on discs: the move in
    words names who gets the disc."""
    from arkbook.ark.views import move_words

    game = endgame(discs={"Ben": 2})
    new_cabin = game.parse_move("Ben: play Dog to port 3")
    assert (
        move_words(game, new_cabin)
        == "Ben plays the Dog into a new cabin at port 3 (a disc to Ada)"
    )
    assert move_words(game, game.parse_move("Ben: play Dog to port 2")) == (
        "Ben plays the Dog into port 2"
    )


def test_a_pet_not_chosen_yet_is_told_apart_from_no_pet() -> None:
    """Round 67: while the pets were chosen, the table read "none" for a player yet to choose,
    as if they had declined. A pet still to choose says so."""
    import random

    from arkbook import ark

    game = ark.new_game(["Ada", "Ben", "Cy"], seed=5)
    rng = random.Random(5)
    while game.view(None)["phase"] != "pet":
        game.play(rng.choice(game.legal_moves()))
    first = game.to_move[0]
    waiting = game.view(None)["pets_to_choose"]
    assert waiting[0] == first and len(waiting) == 3
    game.play(next(m for m in game.legal_moves() if m.action_text() != "no pet"))
    row = str(game.picture(first)).split("pets (face down)")[1].splitlines()[0]
    assert row.count("not chosen yet") == 2, row  # the two still to choose, not "none"


def test_a_supply_of_one_card_is_said_in_the_singular() -> None:
    """A round-72 learner read "supply: 1 cards" on the table's line."""
    game = position(supply=["Rain 5"], display=["Cow", "Sheep", "Horse"], rain_drawn=4)
    assert "supply: 1 card ·" in str(game.picture("Ada"))
