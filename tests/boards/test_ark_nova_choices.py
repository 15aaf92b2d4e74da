"""A learner reading the Ark Nova board as text sees each choice's move beside its label in
words (the board's own labels): a condition by its number and what it asks, a placement by its
place and the bonus it covers, never only ``support Savanna Protection 3`` or ``at 2,9 r0``."""

from __future__ import annotations

import re

from arkbook.boards import ArkNovaBoard
from arkbook.learn import scene


def test_a_project_condition_reads_as_what_it_asks_and_gives():
    game = scene("ark-nova", "association and a project")
    board = ArkNovaBoard(game, seats={"Ben": "greedy"})
    board.play("Ada: action association")
    board.play("Ada: task project")
    text = board.choices().text
    assert text.splitlines()[0] == "Ada: choose a project and condition to support."
    assert (
        "'Ada: support Savanna Protection 3': Support Savanna Protection, condition 3: "
        "2 africa icons; your next map-edge token's bonus: take 1 card from the display (a snap, "
        "reputation range ignored); then 2 conservation"
    ) in text  # the refresher's order: the token's bonus first (round-7), named (round 54)
    assert "<code>Ada: support Savanna Protection 3</code>" in board.choices().html


def test_a_placement_names_its_place_and_the_bonus_it_covers():
    game = scene("ark-nova", "build, and the strength of a slot")
    board = ArkNovaBoard(game, seats={"Ben": "greedy"})
    board.play("Ada: action build")
    board.play("Ada: build pavilion")
    text = board.choices().text
    bonus = "'Ada: at 2,9 r0': Pavilion on column 2, row 9, covering the bonus space for 5 money"
    assert bonus + ", beside building 1 (size-3 enclosure)\n" in text
    assert "'Ada: at 2,7 r0': Pavilion on column 2, row 7, beside building 1" in text


def test_a_placement_names_the_spaces_it_covers_and_what_it_touches():
    """A learner read "at 2,9 r5", "turned 300°": a placement is named by the spaces it covers
    (which say how it is turned), with the buildings it is beside (the l13 judge read "column
    2, row 9" without seeing it was beside building 1), the water and rock an enclosure
    touches, and how many of those buildings would pay a kiosk there."""
    game = scene("ark-nova", "build, and the strength of a slot")
    board = ArkNovaBoard(game, seats={"Ben": "greedy"})
    board.play("Ada: action build")
    board.play("Ada: build enclosure-2")
    text = board.choices().text
    assert "°" not in text and "turned" not in text
    assert "'Ada: at 2,9 r5': Size-2 enclosure on column 2, row 9; column 3, row 8" in text
    beside = r"beside building 1 \(size-3 enclosure\) and \d"
    assert re.search(beside + " water space", text) and re.search(beside + " rock space", text)
    board = ArkNovaBoard(scene("ark-nova", "build, and the strength of a slot"))
    board.play("Ada: action build")
    board.play("Ada: build kiosk")
    kiosk = (
        "Kiosk on column 2, row 7, beside building 1 (size-3 enclosure): "
        "this kiosk earns nothing from it\n"
    )
    assert kiosk in board.choices().text  # the starting enclosure is empty


def test_every_listed_choice_is_legal_and_every_legal_move_is_listed():
    game = scene("ark-nova", "cards and a break")
    board = ArkNovaBoard(game, seats={"Ben": "greedy"})
    lines = board.choices().text.splitlines()[1:]
    listed = [line.split("'")[1] for line in lines if not line.startswith("  not possible:")]
    assert sorted(listed) == sorted(str(m) for m in game.legal_moves())


def test_an_action_card_not_offered_is_listed_with_its_reason():
    """Scene 1 tells the learner Animals (slot 1) is refused: the text list must say so too,
    and an Action card that X-tokens could strengthen says how far."""
    board = ArkNovaBoard(scene("ark-nova", "build, and the strength of a slot"))
    text = board.choices().text
    assert "'Ada: action animals'" not in text
    assert "not possible: Animals (strength 1): " in text
    assert "Animals side I plays no animal at strength 1." in text
    board = ArkNovaBoard(scene("ark-nova", "sponsors and an x-token"))
    assert "'Ada: action animals': Animals (strength 1, up to 2 with X-tokens)" in (
        board.choices().text
    )


def test_a_building_too_big_is_listed_with_its_reason_and_placements_with_their_key():
    """Scene 1 says "try the size-4 enclosure": a learner reading the list must find it (l10
    judge), and the "r0" of a placement's text is said."""
    game = scene("ark-nova", "build, and the strength of a slot")
    game.play("Ada: action build")
    board = ArkNovaBoard(game)
    text = board.choices().text
    assert "not possible: Build a size-4 enclosure (8 money): A size-4 enclosure has size 4" in text
    assert "key:" not in text
    game.play("Ada: build pavilion")
    assert "x,y is the anchor space (column, row) and r0 to r5 the six ways" in (
        board.choices().text
    )


def test_a_kiosk_placement_counts_the_buildings_beside_it_that_would_pay_it():
    """An empty standard enclosure pays a kiosk nothing; a pavilion pays it."""
    from tests.ark_nova.positions import scenario

    zoo = [{"kind": "pavilion", "at": "2,7 r0"}, {"kind": "enclosure-1", "at": "2,9 r0"}]
    board = ArkNovaBoard(scenario({"buildings": zoo}))
    board.play("Ada: action build")
    board.play("Ada: build kiosk")
    text = board.choices().text
    pavilion = "Kiosk on column 3, row 6, beside building 1 (pavilion)"
    assert pavilion + ": this kiosk earns 1 money a break from it\n" in text
    both = "Kiosk on column 1, row 8, beside buildings 1 (pavilion) and 2 (size-1 enclosure)"
    assert both + ": this kiosk earns 1 money a break from them\n" in text


def test_a_hand_card_that_cannot_be_played_is_listed_with_its_reason():
    """Practice "money from Sponsors" says "try the Breeding Programme": the round-19 judge
    found only the break alternative in the list. Cards of another kind stay out of it."""
    board = ArkNovaBoard(scene("ark-nova", "money from Sponsors"), seats={"Ben": "greedy"})
    board.play("Ada: action sponsors")
    text = board.choices().text
    assert "not possible: Play the sponsor Breeding Programme: Breeding Programme needs" in text
    board = ArkNovaBoard(scene("ark-nova", "a partner zoo"), seats={"Ben": "greedy"})
    board.play("Ada: action animals")
    text = board.choices().text
    assert "not possible: Play Giant Panda: Giant Panda needs reputation 4" in text
    assert "Bengal Tiger" in text and text.count("not possible") == 1


def test_the_x_token_action_closed_at_five_tokens_is_listed_with_its_reason():
    """Practice "five X-tokens" says "try the X-token action": the round-20 judge found it
    missing from the list, not even as not possible."""
    board = ArkNovaBoard(scene("ark-nova", "five X-tokens"), seats={"Ben": "greedy"})
    text = board.choices().text
    assert "'Ada: x-token'" not in text
    assert (
        "not possible: Take the X-token action: You already hold 5 X-tokens, so you cannot "
        "take the X-token action."
    ) in text


def test_an_enclosure_the_animal_may_not_enter_is_listed_with_its_reason():
    """Practice "a petting zoo" says "try the Alpaca in your empty size-3 enclosure": the
    round-21 judge found only the Petting Zoo in the list, not even as not possible. A
    kiosk is no enclosure, so it stays out of the list."""
    board = ArkNovaBoard(scene("ark-nova", "a petting zoo"), seats={"Ben": "greedy"})
    board.play("Ada: action animals")
    board.play("Ada: play Alpaca")
    text = board.choices().text
    assert (
        "not possible: Into your size-3 enclosure (building 1): Petting Zoo animals go only in "
        "a Petting Zoo"
    ) in text
    assert text.count("not possible") == 1
    board = ArkNovaBoard(scene("ark-nova", "the display"), seats={"Ben": "greedy"})
    for move in ("action animals", "raise reputation", "play Giant Panda"):
        board.play(f"Ada: {move}")
    text = board.choices().text
    # Refusals alike but for a number are one line (round 49 read ten occupied enclosures).
    assert (
        "not possible: Into your size-3 enclosure (building 1): Enclosure 1 is already occupied. "
        "Likewise refused: 'Ada: enclosure 2'."
    ) in text
    assert "kiosk" not in text and "pavilion" not in text


def test_the_conditions_a_learner_cannot_support_are_listed_with_why() -> None:
    """A round-30 judge read only the one condition they could support, and had to try each
    blocked or unmet condition to learn why the others were missing."""
    game = scene("ark-nova", "association and a project")
    for move in ("action association", "task project"):
        game.play(f"Ada: {move}")
    listed = str(ArkNovaBoard(game, seats={"Ben": "greedy"}).choices())
    assert "'Ada: support Savanna Protection 3'" in listed
    assert "Condition 1 of Savanna Protection already holds a blocking token." in listed
    assert "Condition 2 of Savanna Protection needs 3 africa icons; you have 2." in listed


def test_a_display_animal_out_of_range_is_listed_with_why_once_the_display_plays():
    """A round-45 learner told to "try the White Stork in folder 5" found no White Stork among
    the choices: once Animals II plays from the display, a display animal out of reputation
    range is listed as not possible, with its rule; before that (side I), none is."""
    board = ArkNovaBoard(scene("ark-nova", "the display"), seats={"Ben": "greedy"})
    board.play("Ada: action animals")
    board.play("Ada: raise reputation")
    text = board.choices().text
    assert "'Ada: play Giant Panda': Play Giant Panda from folder 3 (costs 3 money more)" in text
    assert "not possible: Play White Stork from folder 5 (costs 5 money more): Folder 5 is" in text
    plain = ArkNovaBoard(scene("ark-nova", "animals"), seats={"Ben": "greedy"})
    plain.play("Ada: action animals")
    assert "from folder" not in plain.choices().text


def test_a_task_closed_to_the_player_is_listed_with_why() -> None:
    """A round-48 judge found "task project" simply missing from the choices while their
    worker sat on project work, and learned why only by typing it: a closed task is listed
    as not possible, with the refusal a click would get."""
    from arkbook.boards.ark_nova_options import choices
    from tests.ark_nova.positions import scenario

    game = scenario({"workers": 2, "placed": {"project": 1}, "x_tokens": 1})
    game.play("Ada: action association")
    game.play("Ada: spend 1")
    text = choices(game, "Ada").text
    why = game.why_not("Ada: task project")
    assert why is not None and why.rule
    label = "Task: support a conservation project (2 workers: you hold this task already)"
    assert f"  not possible: {label}: {why.reason}" in text


def test_a_task_already_held_says_it_takes_two_workers() -> None:
    """Round 57 was charged two workers by a choice that said only "Task: +2 reputation"."""
    from arkbook.boards.ark_nova_options import choices
    from tests.ark_nova.positions import scenario

    game = scenario({"workers": 3, "placed": {"reputation": 1}, "x_tokens": 1})
    game.play("Ada: action association")
    game.play("Ada: spend 1")
    text = choices(game, "Ada").text
    assert "'Ada: task reputation': Task: +2 reputation (2 workers: you hold this task" in text
    assert "Task: support a conservation project (2 workers" not in text  # none there yet


def test_an_upgraded_play_lists_the_display_even_when_no_display_card_is_legal() -> None:
    """A round-51 learner, short of money for every display animal, found none of them listed
    (they were named only once one of them was legal): the upgraded card plays from the
    display, so each is named with why it may not be played."""
    from tests.ark_nova.positions import scenario

    row = ["build", "cards", "sponsors", "association", "animals"]
    ada = {"upgraded": ["animals"], "reputation": 4, "hand": ["A30"], "money": 6, "row": row}
    display = ["A03", "A25", "A01", "S01", "S02", "A02"]
    board = ArkNovaBoard(scenario(ada, display=display), seats={"Ben": "greedy"})
    board.play("Ada: action animals")
    board.play("Ada: skip")
    text = board.choices().text
    assert "'Ada: play Tasmanian Devil'" in text
    for name in ("Plains Zebra", "Red Kangaroo", "African Lion", "African Elephant"):
        assert f"not possible: Play {name} from folder" in text, name
    for sponsor in ("S01", "S02"):  # no animals: not in an animal's list
        assert board.game.card(sponsor)["name"] not in text
