"""The Ark board's Python side: legal moves grouped by click target, element ids, a real game."""

from __future__ import annotations

import pytest

from arkbook import ark
from arkbook.ark.positions import position
from arkbook.boards import ArkBoard
from arkbook.walkthrough import Walkthrough
from tests.boards.conftest import click


@pytest.fixture
def board() -> ArkBoard:
    return ArkBoard(ark.new_game(players=["Ada", "Ben", "Cy"], seed=7), seats={"Ben": "greedy"})


def test_legal_moves_are_grouped_by_what_is_clicked(board: ArkBoard) -> None:
    snap = board._view
    legal = {m["text"] for m in snap["legal"]}
    groups = snap["groups"]
    grouped = set(groups["take"].values()) | set(groups["pick"].values())
    grouped |= {o["text"] for options in groups["play"].values() for o in options}
    grouped |= set(groups["pet"].values()) | set(groups["half"].values())
    grouped |= {b["text"] for b in groups["buttons"]}
    assert grouped == legal and legal
    for card, options in groups["play"].items():
        assert all(
            o["text"].startswith(f"Ada: play {card} to {o['side']} {o['slot']}") for o in options
        )


def test_an_illegal_cabin_is_answered_with_the_rule_and_the_rulebook(board: ArkBoard) -> None:
    game = board.game
    hand = [c["name"] for c in board._view["view"]["hands"]["Ada"]]
    illegal = next(
        f"Ada: play {card} to {side} {slot}"
        for card in hand
        for side in ("port", "starboard")
        for slot in (1, 2, 3)
        if game.why_not(f"Ada: play {card} to {side} {slot}") is not None
    )
    before = game.to_json()
    click(board, type="move", text=illegal, version=board._version)
    assert game.to_json() == before
    message = board._message
    assert message["rule"].startswith("ark.")
    assert message["quote"] == ark.RULES[message["rule"]]


def test_unlit_targets_carry_pythons_move_text(board: ArkBoard) -> None:
    """A click on a cabin the picked card may not enter, or on a face-up card that may not be
    taken, proposes a move the board was sent (the front end never writes notation), and the
    engine reads it back as the same move."""
    view = board._view["view"]
    tries = board._view["groups"]["tries"]
    hand = [c["name"] for c in view["hands"]["Ada"]]
    places = {
        f"{side} {slot}"
        for side in ("port", "starboard")
        for slot in range(1, len(view["cabins"][side]) + 2)
    }
    assert set(tries["play"]) == set(hand)
    assert all(set(by_place) == places for by_place in tries["play"].values())
    assert set(tries["take"]) == {c["name"] for c in view["display"]}
    texts = [t for by_place in tries["play"].values() for t in by_place.values()]
    texts += list(tries["take"].values())
    assert all(str(board.game.parse_move(t)) == t for t in texts)
    lit = {o["text"] for options in board._view["groups"]["play"].values() for o in options}
    assert {t for t in lit if "driving out" not in t} <= set(texts)
    assert any(board.game.why_not(t) is not None for t in texts)


def test_elements_cover_the_table(board: ArkBoard) -> None:
    ids = board.elements(board.game.view("Ada"))
    for wanted in ("bow", "supply", "rain", "display", "cabin:port:1", "cabin:starboard:2"):
        assert wanted in ids
    assert {f"score:{k}" for k in ("heavy", "useful", "slow", "provision", "shy")} <= set(ids)


def test_a_game_against_bots_and_its_walkthroughs() -> None:
    game = ark.new_game(players=["Ada", "Ben", "Cy"], seed=3)
    board = ArkBoard(game, seats={"Ada": "random", "Ben": "greedy", "Cy": "random"})
    board.run_bots()
    assert game.is_over() and board._view["outcome"]["winners"]
    replay = Walkthrough.history(game, ArkBoard)
    assert len(replay.steps) == len(game.history)
    assert replay.go(len(replay.steps) - 1).snapshot["view"] == replay.steps[-1].snapshot["view"]
    assert replay.steps[-1].snapshot["view"]["cabins"] == game.view(None)["cabins"]
    setup = Walkthrough.setup(game, ArkBoard)
    assert any("bow" in s.highlight for s in setup.steps)
    scoring = Walkthrough.scoring(game, ArkBoard)
    assert scoring.steps[0].highlight == ["score:heavy", "scores"]
    assert scoring.steps[-1].counter == "Score row 6 of 6"


def test_the_move_log_hides_another_players_pet() -> None:
    """A pet goes face down: the log reads "pet (face down)" to the other seats, as the view
    hides it, and names it to its owner and to a spectator of the whole table."""
    game = position(
        hands={"Ada": ["Rabbit"], "Ben": ["Dog"]},
        display=["Pig", "Llama", "Deer"],
        supply=["Rain 2", "Okapi", "Camel", "Zebra"],
        rain_drawn=1,
    )
    board = ArkBoard(game)  # hot seat: every seat human, the board shows the one deciding
    click(board, type="move", text="Ada: take Pig", version=board._version)
    click(board, type="move", text="Ada: pet Rabbit", version=board._version)
    assert board.viewer == "Ben"
    assert board._log[-1]["text"] == "pet (face down)"
    assert "Rabbit" not in str(board._log)
    for watch, text in (("Ada", "pet Rabbit"), (None, "pet Rabbit"), ("Cy", "pet (face down)")):
        seat = ArkBoard(game, interactive=False, watch=watch)
        assert seat._log[-1]["text"] == text


def test_the_boards_text_shows_the_table_its_player_sees() -> None:
    """A reader of the text (round-8 judge) could not see "the Lion's cabin" the lesson points
    at: the board's text shows the cabins row by row, the face-up cards, the seat's own hand
    (no one else's), the scoring cards once figures stand, and ends with the last refusal."""
    game = position(
        port=[["Cow"], ["Lion"]],
        starboard=[["Horse"], ["Sheep"]],
        hands={"Ada": ["Rabbit", "Dog", "Mouse", "Hay"], "Ben": ["Zebra"]},
        display=["Fruit", "Pig", "Deer"],
    )
    board = ArkBoard(game, seats={"Ben": "greedy", "Cy": "greedy"})
    text = repr(board)
    assert "2    Lion (3)       Sheep (1)" in text
    assert "face up: Fruit, Pig, Deer" in text
    assert (
        "Ada's hand: Rabbit (shy, 1, any climate, herbivore), Dog (useful, 1, any climate, "
        "carnivore), Mouse (shy, 0, any climate, no diet), Hay (provision, 1, any climate)"
    ) in text and "Zebra" not in text  # an animal without a diet says so; a provision has none
    assert "action discs: Ada 4, Ben 4, Cy 4" in text
    board.play("Ada: play Dog to starboard 2")  # refused: as heavy as the Sheep
    assert repr(board).splitlines()[-1].startswith("Last message: The Dog")
    board.play("Ada: play Dog to port 1")
    assert "scoring card  Ada  Ben  Cy" in repr(board)


def test_the_final_score_in_text_says_where_its_points_came_from() -> None:
    """A learner reading a finished game's text saw only the totals."""
    import random

    game = ark.new_game(players=["Ada", "Ben", "Cy"], seed=5)
    rng = random.Random(5)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    text = repr(ArkBoard(game))
    rows = game.scores().rows
    assert "Final score:" in text and rows
    for row in rows:
        points = ", ".join(f"{p} {v:g}" for p, v in row.points.items())
        assert f"  {row.label}: {points}" in text


def test_an_undo_names_no_other_players_face_down_pet() -> None:
    """A round-26 learner's undo printed "Taken back: ...; Ben: pet Pig; ...": the pets the
    view and the move log hide. The undo tells the moves as the log tells them to the seat."""
    from arkbook.learn import scene

    board = ArkBoard(scene("ark", "rain and a pet"), seats={"Ben": "greedy", "Cy": "greedy"})
    assert board.play("Ada: take Fox") and board.play("Ada: pet Rabbit")
    pets = [
        m for m in board.game.moves if m.player != "Ada" and str(m).startswith(m.player + ": pet ")
    ]
    assert pets, "a bot chose a pet"
    said = str(board.undo())
    assert "Ada: pet Rabbit" in said
    assert all(str(m) not in said for m in pets), said
    assert "pet (face down)" in said


def test_a_pet_that_scores_nothing_is_played_from_code_with_the_buttons_warning() -> None:
    """The widget's pet button says "scores nothing as a pet" before the click; from code the
    answer says it after the move, to the seat alone, as nothing public tells it."""
    from arkbook.learn import scene

    board = ArkBoard(scene("ark", "rain and a pet"), seats={"Ben": "greedy", "Cy": "greedy"})
    assert board.play("Ada: take Fox")
    answer = board.play("Ada: pet Elephant")
    assert answer, answer
    assert "an illegal pet scores nothing at the end" in answer.text
    assert "Elephant" not in "".join(answer.then)
    good = ArkBoard(scene("ark", "rain and a pet"), seats={"Ben": "greedy", "Cy": "greedy"})
    assert good.play("Ada: take Fox")
    assert "scores nothing" not in good.play("Ada: pet Rabbit").text
    assert not good.play("Ada: pet wobble")


def test_a_board_lists_only_the_watching_seats_moves_and_says_how_a_bot_first_moves() -> None:
    """Round 57: seated after Ben, a learner read Ben's secret hand in
    ``board.game.legal_moves()`` and waited, from code, for a move that never came."""
    seats = {"Ben": "greedy", "Cy": "greedy"}
    board = ArkBoard(ark.new_game(players=["Ben", "Ada", "Cy"], seed=3), seats=seats)
    assert board.game.legal_moves() and board.legal_moves() == []
    assert "from code, board.run_bots() plays it up to your turn" in repr(board).splitlines()[1]
    board.run_bots()
    assert board.legal_moves() and {m.player for m in board.legal_moves()} == {"Ada"}
    assert "run_bots" not in repr(board)


def test_the_score_says_which_totals_leave_a_face_down_pet_out() -> None:
    """Round 76 read "Score if the game ended now: Ada 26, Ben 21, Cy 21" in the endgame, and
    the pets turned up then made it 25 to 25. Each total a face-down pet leaves out says so, in
    the text board and in what the front end draws ("26 + ?"), until the pets are turned up."""
    from arkbook.ark.scoring import PET_LEFT_OUT
    from arkbook.learn import scene

    board = ArkBoard(scene("ark", "the endgame"), seats={"Ben": "greedy", "Cy": "greedy"})
    sheet = board._view["scores"]
    assert sheet["uncounted"] == {"Ada": PET_LEFT_OUT, "Ben": PET_LEFT_OUT}  # Cy chose none
    totals = sheet["totals"]
    told = f"Ada {totals['Ada']:g} + {PET_LEFT_OUT}, Ben {totals['Ben']:g} + {PET_LEFT_OUT}, Cy"
    assert told in repr(board)
    board.play("Ada: play Mouse to port 2")
    board.run_bots()
    assert board.game.is_over() and board._view["scores"]["uncounted"] == {}
