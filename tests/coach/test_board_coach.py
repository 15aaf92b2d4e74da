"""The coach on the boards: off by default, the Hint button, tips that hold the race's clock,
and the classroom's Coach switch."""

from __future__ import annotations

import pytest

from arkbook import ark, ark_nova, ark_of_animals
from arkbook.boards.ark import ArkBoard
from arkbook.boards.ark_nova import ArkNovaBoard
from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard
from arkbook.boards.classroom import classroom
from arkbook.boards.core import BoardCore
from arkbook.coach import review
from arkbook.errors import ArkbookError
from arkbook.learn import scene


def ask(board: BoardCore, **content: object) -> None:
    """What the coach's front end does: a custom message to the widget."""
    board._handle_custom_msg(content, [])


def test_the_coach_is_off_unless_asked_for() -> None:
    board = ArkBoard(ark.new_game(["Ada", "Ben", "Cy"], seed=1))
    assert board._coach == {} and board.coaching is None
    ask(board, type="coach-hint")
    assert "no coach" in board._message["text"]
    board.set_coach(True)
    assert board._coach["on"] is True
    board.set_coach(False)
    assert board._coach == {}


BOARDS = [
    (ArkBoard, ark.new_game(["Ada", "Ben", "Cy"], seed=4), {"Ben": "greedy", "Cy": "greedy"}),
    (ArkOfAnimalsBoard, ark_of_animals.new_game(["Ada", "Ben"], seed=4), {"Ben": "greedy"}),
    (ArkNovaBoard, ark_nova.new_game(["Ada", "Ben"], seed=4), {"Ben": "greedy"}),
]


@pytest.mark.parametrize(("board_class", "game", "seats"), BOARDS)
def test_hint_names_a_legal_move_and_lights_board_elements(
    board_class: type[BoardCore], game: object, seats: dict[str, str]
) -> None:
    board = board_class(game, seats=seats, coach=True)  # type: ignore[arg-type]
    if isinstance(board, ArkOfAnimalsBoard):
        board.start()
    ask(board, type="coach-hint")
    shown = board._coach["hint"]
    assert shown["move"] in [str(m) for m in board.game.legal_moves()]
    assert shown["reason"] and shown["action"] in shown["move"]
    elements = board.elements(board.game.view("Ada"))
    assert set(shown["ids"]) <= set(elements)
    board.play(shown["move"])
    assert board._coach["hint"] is None  # a hint is about one position


def test_a_hint_waits_for_the_learners_turn() -> None:
    board = ArkBoard(ark.new_game(["Ada", "Ben", "Cy"], seed=1), coach=True)
    board.play(str(board.game.legal_moves()[0]))  # Ada moved: Ben decides, on a hot seat
    ask(board, type="coach-hint")
    assert board._coach["hint"]["move"].startswith("Ben: ")


def test_an_open_tip_holds_the_race_and_closing_it_lets_it_run() -> None:
    game = ark_of_animals.new_game(["Ada", "Ben"], seed=2)
    board = ArkOfAnimalsBoard(game, seats={"Ben": "greedy"}, coach=True)
    board.start()
    board.play("Ada: reveal")  # the first reveal brings its rule's tip
    assert board._coach["open"] == 1
    assert board.phase == "paused"
    ask(board, type="coach-tip", number=None)
    assert board._coach["open"] is None and board.phase == "racing"
    ask(board, type="coach-tip", number=1)  # a tip seen opens again, and holds the race again
    assert board.phase == "paused"
    ask(board, type="coach-tip", number=None, quiet=True)
    assert board._coach["quiet"] is True and board.phase == "racing"


def test_a_hint_while_the_learners_hand_is_busy_is_for_their_next_decision() -> None:
    """Ada's reveal keeps her hand busy for a second of game time; with the race paused (her
    tip is open), Ben acts first, yet Hint answers for Ada's next decision, not "wait"."""
    now = [0.0]
    game = ark_of_animals.new_game(["Ada", "Ben"], seed=2)
    board = ArkOfAnimalsBoard(game, seats={"Ben": "greedy"}, coach=True, wall=lambda: now[0])
    board.start()
    now[0] += 0.7
    board.tick()
    board.play("Ada: reveal")
    assert board.phase == "paused" and "Ada" not in board.game.to_move
    ask(board, type="coach-hint")
    shown = board._coach["hint"]
    assert shown["move"].startswith("Ada: ") and shown["reason"].startswith(
        "When your hand is free"
    )
    assert board.next_decision("Ada") is not board.game  # the board's own game is untouched
    assert "Ada" not in board.game.to_move


def test_tips_hidden_are_still_listed_but_do_not_open() -> None:
    board = ArkBoard(ark.new_game(["Ada", "Ben", "Cy"], seed=1), coach=True)
    ask(board, type="coach-tip", number=None, quiet=True)
    assert not board.play("Ada: play Lion to port 1")  # off the bow: refused
    assert board._coach["tips"] and board._coach["open"] is None


def test_a_picked_card_explains_the_places_it_may_not_go() -> None:
    from arkbook.ark.positions import position

    game = position(
        port=[["Cow"], ["Lion"]], starboard=[["Horse"], ["Sheep"]], hands={"Ada": ["Rabbit"]}
    )
    board = ArkBoard(game, coach=True)
    ask(board, type="coach-pick", subject="Rabbit")
    tips = board._coach["tips"]
    assert "ark.cabin.shy" in [t["rule"] for t in tips]
    shy = next(t for t in tips if t["rule"] == "ark.cabin.shy")
    assert shy["why"] == "This rule is why some places are not lit for your card"


def test_the_classroom_coach_switch_is_off_by_default_and_turns_the_coach_on() -> None:
    page = classroom("ark")
    assert page.coach.description == "Coach" and page.coach in page.children[0].children
    assert page.coach.value is False and page.board.coaching is None
    page.coach.value = True
    assert page.board._coach["on"] is True
    assert page.new_game()
    assert page.board._coach["on"] is True  # the next game is coached too


def test_a_refused_click_opens_its_rules_tip_if_it_never_opened() -> None:
    from arkbook.ark.positions import position

    game = position(
        port=[["Cow"], ["Lion"]], starboard=[["Horse"], ["Sheep"]], hands={"Ada": ["Rabbit"]}
    )
    board = ArkBoard(game, coach=True)
    ask(board, type="coach-pick", subject="Rabbit")  # two rules darken cabins; one opens
    first = board._coach["open"]
    assert [t["rule"] for t in board._coach["tips"]] == ["ark.cabin.shy", "ark.cabin.carnivore"]
    assert not board.play("Ada: play Rabbit to port 2")  # the Lion there: carnivore rule
    assert board._coach["open"] == 2 != first
    ask(board, type="coach-tip", number=None)
    assert not board.play("Ada: play Rabbit to port 1")  # shy: its tip has been shown
    assert board._coach["open"] is None
    assert len(board._coach["tips"]) == 2


def test_a_tip_holding_the_race_does_not_end_the_round() -> None:
    game = ark_of_animals.new_game(["Ada", "Ben"], seed=2)
    board = ArkOfAnimalsBoard(game, seats={"Ben": "greedy"}, coach=True)
    board.start()
    board.play("Ada: reveal")
    assert board.phase == "paused"
    assert "Round 1 is over" not in board._message["text"]


def test_a_request_the_coach_does_not_know_is_answered_on_the_board() -> None:
    board = ArkBoard(ark.new_game(["Ada", "Ben", "Cy"], seed=1), coach=True)
    ask(board, type="coach-dance")
    assert "knows no request" in board._coach["error"]
    assert board._coach["review"] is None


def test_a_tip_that_pauses_the_race_says_so_and_how_to_race_on() -> None:
    """A learner's refused move opened a tip and the race stood still, silently, until
    start(): the answer to the move says the race is paused and how it goes on, on the board
    and in the board's text, and Resume (``start()``) closes the tip and races on."""
    from arkbook.boards.race_board import TIP_PAUSE

    now = [0.0]
    board = ArkOfAnimalsBoard(
        scene("ark-of-animals", "one hand, column by column"),
        seats={"Ben": "greedy"},
        coach=True,
        wall=lambda: now[0],
    )
    board.start()
    now[0] += 1.0
    board.tick()
    assert not board.play("Ada: reveal")  # one hand: she holds the Lion
    assert board.phase == "paused" and board._coach["open"] is not None
    assert board._message["rule"] == "aoa.hand.one"
    assert board._message["text"].endswith(TIP_PAUSE)
    assert "paused while you read a tip: close it, or call board.start()" in repr(board)
    assert board._view["prompt"].endswith(TIP_PAUSE)  # not "Ada and Ben may act now"
    clock = board.game_time()
    now[0] += 5.0
    board.tick()
    ask(board, type="move", text="Ada: place 1", version=board._version)
    assert board._message["text"] == TIP_PAUSE and board.game_time() == clock
    assert board.start() and board.phase == "racing" and board._coach["open"] is None
    assert board._message["text"].startswith("Resumed: round 1")
    now[0] += 1.0
    assert board.game_time() > clock
    ask(board, type="coach-tip", number=1)  # the tip opened again from the list: only the pause
    assert board.phase == "paused" and board._message["text"] == TIP_PAUSE


def test_closing_a_tip_after_the_round_ended_does_not_start_the_next() -> None:
    """The move that fills the ark ends the round and may open a tip; closing it must leave
    the next round waiting for Start."""
    board = ArkOfAnimalsBoard(
        scene("ark-of-animals", "the sandglass and the predators"),
        seats={"Ben": "greedy"},
        coach=True,
    )
    board.start()
    assert board.play("Ada: place 16")
    board.play_round()
    assert board.phase == "scored"
    ask(board, type="coach-tip", number=None)
    assert board.phase == "scored"


@pytest.mark.parametrize(("board_class", "game", "seats"), BOARDS)
def test_hint_and_tips_from_python_are_the_buttons(
    board_class: type[BoardCore], game: object, seats: dict[str, str]
) -> None:
    """``board.hint()`` answers as the Hint button does, lit on the board; ``board.tips()``
    lists the tips shown, as the strip does (learners reading a static page found neither)."""
    board = board_class(game.clone(), seats=seats, coach=True)  # type: ignore[arg-type,attr-defined]
    if isinstance(board, ArkOfAnimalsBoard):
        board.start()
    found = board.hint()
    assert found.move in board.game.legal_moves() and found.player == "Ada"
    assert board._coach["hint"]["move"] == str(found.move)
    assert [t.to_dict() for t in board.tips()] == board._coach["tips"]
    board.play(found.move)
    assert [t.number for t in board.tips()] == [t["number"] for t in board._coach["tips"]]
    shown = repr(board.tips())  # as a notebook or console prints it: tip by tip, no list
    assert shown.startswith("Tip 1: ") if board.tips() else shown == "No tips shown yet."
    assert "\n\nTip 2: " in shown or len(board.tips()) < 2
    assert str(board.review()) == str(review(board.game, "Ada"))  # as the Review button
    assert board._coach["review"] == review(board.game, "Ada")._repr_html_()


def test_hint_and_tips_need_a_coach_and_a_decision() -> None:
    board = ArkBoard(ark.new_game(["Ada", "Ben", "Cy"], seed=1))
    with pytest.raises(ArkbookError, match="no coach"):
        board.hint()
    with pytest.raises(ArkbookError, match="no coach"):
        board.tips()
    with pytest.raises(ArkbookError, match="no coach"):
        board.review()
    board.set_coach(True)
    board.set_seat("Ada", "greedy")
    board.set_seat("Cy", "human")
    board.game.play(board.game.legal_moves()[0])  # Ben decides now; nobody is watching Ada
    board.set_seat("Ben", "greedy")
    with pytest.raises(ArkbookError, match="wait for your turn"):
        board.hint()


def test_a_hint_asked_after_the_game_says_the_game_is_over() -> None:
    """A round-29 judge asked for a hint once the game had ended and was told to wait for a
    turn."""
    seats = {"Ben": "greedy", "Cy": "greedy"}
    board = ArkBoard(ark.new_game(["Ada", "Ben", "Cy"], seed=1), seats=seats, coach=True)
    board.set_seat("Ada", "greedy")
    board.run_bots()
    assert board.game.is_over()
    with pytest.raises(ArkbookError, match="The game is over: no move is left to hint"):
        board.hint()


def test_a_coach_request_without_a_type_says_what_it_needs() -> None:
    board = ArkBoard(ark.new_game(["Ada", "Ben", "Cy"], seed=1), coach=True)
    assert board.coaching is not None
    board.coaching.request({"kind": "coach-hint"})
    assert "needs a 'type'" in board._coach["error"] and "coach-hint" in board._coach["error"]


@pytest.mark.parametrize(("board_class", "game", "seats"), BOARDS)
def test_a_learner_may_not_move_a_seat_the_computer_plays(
    board_class: type[BoardCore], game: object, seats: dict[str, str]
) -> None:
    """A learner played "Ben: wait" for the computer from Python; a click could not."""
    board = board_class(game.clone(), seats=seats, coach=True)  # type: ignore[arg-type,attr-defined]
    if isinstance(board, ArkOfAnimalsBoard):
        board.start()
    before = board.game.to_json()
    move = {ArkBoard: "Ben: pass", ArkOfAnimalsBoard: "Ben: wait", ArkNovaBoard: "Ben: draw"}
    answer = board.play(move[board_class])
    assert not answer and "Ben is played by the computer" in board._message["text"]
    assert board.game.to_json() == before and board.tips() == []


def test_a_refusal_never_shows_another_rules_tip_and_a_move_closes_the_old_tip() -> None:
    """A learner refused for their one hand read the column rule's tip, still open from the
    refusal before, as the reason; and it stayed open after the move accepted next."""
    board = ArkOfAnimalsBoard(
        scene("ark-of-animals", "one hand, column by column"), seats={"Ben": "greedy"}, coach=True
    )
    board.start(real_time=False)
    assert not board.play("Ada: reveal")  # the one hand: its tip opens
    assert not board.play("Ada: place 5")  # the first tile starts from the left: its tip opens
    assert "from its leftmost column" in board.tip_line()
    assert not board.play("Ada: take Lion")  # the one hand again: its tip has been shown
    assert "column" not in board.tip_line()
    assert not board.play("Ada: place 5")
    assert board.play("Ada: place 1")
    assert "refused" not in board.tip_line()


def test_a_rule_that_darkens_every_place_is_told_as_such() -> None:
    """A busy hand darkens all sixteen spaces: "why some places are not lit" did not fit a
    rule that is about waiting. (On a board, raced from code, the clock runs on past the busy
    moment before the coach looks; live, a click on a place while busy is refused instead.)"""
    from arkbook.coach import record

    game = ark_of_animals.new_game(["Ada", "Ben"], seed=3)
    busy = ("aoa.race.busy", "Ada's hand is still busy until 1 s; the clock is at 0 s.")
    (tip,) = record(game, "Ada").unlit(game, [busy] * 16, any_lit=False)
    assert tip.why_said == "This rule is why no place is lit for your tile yet"
    (other,) = record(game, "Ben").unlit(game, [busy, busy], any_lit=True)
    assert other.why_said == "This rule is why some places are not lit for your tile"


def test_a_move_answering_another_question_is_counted_but_brings_no_tip() -> None:
    """A learner hit four refusals and read "×1" in the review: a move of another kind than
    the decision asks breaks no rule of the game, yet it was a refusal they hit."""
    from arkbook.coach import record

    board = ArkNovaBoard(scene("ark-nova", "build, and the strength of a slot"), coach=True)
    board.play("Ada: action build")
    board.play("Ada: build pavilion")
    assert not board.play("Ada: build pavilion")  # the pavilion is being placed now
    assert board._message["rule"] == "game.choice"
    assert record(board.game, "Ada").refusals["game.choice"] == 1
    assert all(t.rule != "game.choice" for t in board.tips())


def test_a_race_raced_from_code_tells_a_tiles_dark_places_once_its_hand_is_free() -> None:
    """Raced from code, the clock runs on to the learner's next decision: a round-25 learner
    read "your hand is still busy until 2 s; the clock is at 1.5 s" beside "The clock is at
    2 s" and a move accepted. The tip of the tile's dark places is the column's, at 2 s."""
    board = ArkOfAnimalsBoard(
        scene("ark-of-animals", "one hand, column by column"),
        seats={"Ben": "greedy"},
        learn=True,
        coach=True,
    )
    board.start(real_time=False)
    for move in ("Ada: place 1", "Ada: reveal"):
        assert board.play(move)
    told = [tip.text() for tip in board.tips()]
    assert not any("still busy" in t for t in told), told
    assert any("Column 1 is not full yet" in t for t in told), told


def test_a_hint_before_start_is_for_the_first_move_after_it() -> None:
    """A round-48 learner asked for a hint before Start and was told "Ada: reveal" on a board
    that refuses every move until Start: the hint now says it is for after Start."""
    game = ark_of_animals.new_game(["Ada", "Ben"], seed=2)
    board = ArkOfAnimalsBoard(game, seats={"Ben": "greedy"}, coach=True, wall=lambda: 0.0)
    assert board.phase == "ready"
    found = board.hint()
    assert found.reason.startswith("After Start (board.start()): ")  # Python's answer too
    assert board._coach["hint"]["reason"] == found.reason
    assert not board.play(str(found.move))  # refused until Start, as the preface says
    board.start()
    assert not board.hint().reason.startswith("After Start")
    assert not board._coach["hint"]["reason"].startswith("After Start")


def test_a_move_played_from_python_answers_with_the_tips_it_brought() -> None:
    """On the board a tip opens by itself; a round-49 learner playing as text found tips only
    by listing them all with ``board.tips()``. The answer to ``board.play`` names each new
    tip, once: the same rule met again brings none."""
    game = scene("ark-nova", "build, and the strength of a slot")
    board = ArkNovaBoard(game, seats={"Ben": "greedy"}, coach=True)
    refused = board.play("Ada: action animals")
    (tip,) = board.tips()
    assert refused.tips == (f"Tip {tip.number}: {tip.note.plain}",)
    assert f"  coach: Tip {tip.number}: {tip.note.plain}" in str(refused)
    assert f"Coach: Tip {tip.number}" in refused._repr_html_()
    assert board.play("Ada: action animals").tips == ()  # told once
    played = board.play("Ada: action build")
    assert played and played.tips == tuple(
        f"Tip {t.number}: {t.note.plain}" for t in board.tips()[1:]
    )
    plain = ArkNovaBoard(
        scene("ark-nova", "build, and the strength of a slot"), seats={"Ben": "greedy"}
    )
    assert plain.play("Ada: action animals").tips == ()  # no coach, no tips


def test_an_answer_prints_three_tips_and_counts_the_rest() -> None:
    """Round-58 and 59 learners read twelve tips at once after a round-ending placement: the
    answer prints three and counts the rest, which ``board.tips()`` lists; four are printed,
    since "and 1 more" would take the line that could say it."""
    from arkbook.boards.answer import Answer

    tips = tuple(f"Tip {n}: rule {n}." for n in range(1, 13))
    answer = Answer("Ada: place 16", True, "Ada places the Fox.", tips=tips)
    shown = [line for line in str(answer).splitlines() if line.startswith("  coach: ")]
    assert shown == [
        "  coach: Tip 1: rule 1.",
        "  coach: Tip 2: rule 2.",
        "  coach: Tip 3: rule 3.",
        "  coach: and 9 more tips: board.tips() lists them all",
    ]
    assert "and 9 more tips" in answer._repr_html_()
    four = Answer("Ada: place 16", True, "Ada places the Fox.", tips=tips[:4])
    assert str(four).count("  coach: Tip ") == 4
