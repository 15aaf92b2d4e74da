"""The Ark of Animals board played from Python as a learner reading its text plays it.

A learner-judge read the lesson as text and raced Ben through the API: the board's text showed no
ark, hand, pool or table; ``board.play`` was played while the race stood paused for a tip (a
click is refused then); ``board.game.legal_moves()`` listed moves the board refused; and there
was no documented way to let Ben act from code (``Ada: wait`` did not, the clock being the
wall's). These tests pin what the board does now.
"""

from __future__ import annotations

from arkbook.ark_of_animals import new_game
from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard
from arkbook.boards.race import Pace, advance
from arkbook.boards.race_board import PAUSED_RULE, TIP_PAUSE
from arkbook.bots import make_bot
from arkbook.learn import scene
from tests.boards.conftest import click
from tests.boards.test_ark_of_animals_board import FakeWall, run

SEATS = {"Ben": "greedy"}


def _in_game_time(seed: int = 2024) -> ArkOfAnimalsBoard:
    board = ArkOfAnimalsBoard(new_game(["Ada", "Ben"], seed), seats=SEATS, coach=True)
    assert board.start(real_time=False)
    return board


def test_the_text_form_shows_the_pool_the_table_the_hands_and_the_arks_as_everyone_sees_them():
    board = ArkOfAnimalsBoard(scene("ark-of-animals", "what the level changes"), seats=SEATS)
    text = repr(board)
    assert "pool: 63 face down · face up on the table: none" in text
    assert "Ada (Expert): holds Deer · filling column 5" in text
    assert "  ▼column 5: 14 grain, 15 empty, 16 face down" in text
    assert "  ▼column 3: 7-8 face down, 9 empty, 10 grain" in text  # Ben's ark
    # Ada's placed tiles are face down at Expert, to everyone: her Salamander is not named.
    assert "Salamander" not in text and "·" not in text.split("Ada (Expert)")[1].split("\n")[1]
    assert "Your moves once the race runs: Ada: place 15, Ada: leave, Ada: wait" in text


def test_the_board_lists_the_moves_it_accepts_and_only_the_learners():
    wall = FakeWall()
    game = scene("ark-of-animals", "one hand, column by column")
    board = ArkOfAnimalsBoard(game, seats=SEATS, coach=True, wall=wall)
    assert board.legal_moves() == []  # before Start: board.play refuses every move
    assert not board.play("Ada: wait")
    board.start()
    moves = [str(m) for m in board.legal_moves()]
    assert moves == ["Ada: place 1", "Ada: place 2", "Ada: place 3", "Ada: leave", "Ada: wait"]
    assert f"Your moves now (board.legal_moves()): {', '.join(moves)}" in repr(board)
    board.pause()
    assert board.legal_moves() == []


def test_a_move_while_a_tip_holds_the_race_is_refused_from_python_as_a_click_is():
    wall = FakeWall()
    game = scene("ark-of-animals", "one hand, column by column")
    board = ArkOfAnimalsBoard(game, seats=SEATS, coach=True, wall=wall)
    board.start()
    run(board, wall, 1.0)
    assert not board.play("Ada: reveal")  # one hand: the tip opens and holds the race
    assert board.held_for_tip and board.legal_moves() == []
    moves, clock = len(board.game.moves), board.game_time()
    answer = board.play("Ada: place 1")
    assert not answer and answer.text == TIP_PAUSE and answer.rule == PAUSED_RULE
    click(board, type="move", text="Ada: place 1", version=board._version)
    assert board._message["text"] == TIP_PAUSE and board._message["rule"] == PAUSED_RULE
    assert len(board.game.moves) == moves and board.game_time() == clock
    board.start()  # Resume: the tip closes and the move is played
    assert board.play("Ada: place 1")


def test_raced_from_code_the_bots_act_while_the_learners_hand_is_busy():
    board = _in_game_time()
    assert board.phase == "racing" and "the clock moves only with your moves" in repr(board)
    answer = board.play("Ada: reveal")
    assert answer and answer.then[0].startswith("at 0 s: Ben reveals")  # one move a line
    assert "Meanwhile" not in answer.text and "  meanwhile: at 0 s: Ben reveals" in str(answer)
    assert answer.text.endswith("The clock is at 1 s.")
    assert "Meanwhile: Ben reveals" in board._message["text"]  # the banner, in one sentence
    mine = next(p for p in board.game.view("Ada")["players"] if p["name"] == "Ada")
    assert board.game.view(None)["clock_ms"] == mine["ready_at_ms"]  # she decides again now
    assert "Ada" in board.game.to_move


def test_raced_from_code_every_move_says_the_clock_even_one_nobody_answered():
    """A learner's leave (half a second, in which Ben did nothing) said no time at all."""
    board = ArkOfAnimalsBoard(new_game(["Ada", "Ben"], 2024), seats=SEATS, learn=True, coach=True)
    board.start(real_time=False)
    assert board.play("Ada: reveal")
    answer = board.play("Ada: leave")
    assert answer and not answer.then, answer.then
    assert answer.text.endswith(f"The clock is at {board.game_time() / 1000:g} s."), answer.text
    for _ in range(4):  # a wait lets time pass: Ben, due every 1.3 s, acts within two
        board.play("Ada: wait")
    assert any(t.player == "Ben" for t in board.game.history[-6:] if t.move is not None)


def test_one_call_plays_a_whole_game_from_code_the_same_each_time():
    def first(board: ArkOfAnimalsBoard) -> str:
        return str(board.legal_moves()[0])

    finals = []
    for _ in range(2):
        board = _in_game_time(7).play_game(first)
        assert board.game.is_over() and board.phase == "over"
        # The last round's arks were turned face up to be scored, and stay so in the text.
        columns = [line for line in repr(board).splitlines() if "column 1:" in line]
        assert len(columns) == 2 and not any("face down" in line for line in columns)
        finals.append(board.game.scores().totals)
    assert finals[0] == finals[1]


def test_a_bots_race_is_told_in_words_not_as_the_engines_records():
    board = ArkOfAnimalsBoard(new_game(["Ada", "Ben"], 3), seats={"Ada": "greedy", **SEATS})
    played = board.play_round()
    assert repr(played[0]).startswith("at 0 s: ") and "Played(" not in repr(played)
    assert "reveals a" in str(played[0])


def test_a_move_that_ends_the_round_from_code_says_so_and_no_clock_of_the_next_round():
    game = scene("ark-of-animals", "the sandglass and the predators")
    board = ArkOfAnimalsBoard(game, seats=SEATS, coach=True)
    board.start(real_time=False)
    answer = board.play("Ada: place 16")  # her ark is full: Ben races the 30 s alone
    assert answer and "announces it and turns the sandglass" in answer.text
    # Told after Ben's moves through the sandglass (round 60), on the answer's "now" line.
    assert any("Ben" in line for line in answer.then) and "Round 1 is over" in answer.now
    assert "Round 1 is over" not in answer.text
    assert "The clock is at" not in answer.text and board.phase == "scored"


def test_the_sand_running_out_is_timed_when_it_runs_out_and_the_next_move_hears_the_rounds():
    """A round-55 learner read "at 109.5 s: The sand has run out at 110 s" (the wait's start),
    then heard "The round has not started yet" for a wait after the round just ended."""
    board = ArkOfAnimalsBoard(scene("ark-of-animals", "a Grand Master ark"), seats=SEATS)
    board.start(real_time=False)
    assert board.play("Ada: place 14")
    ended = board.play("Ada: wait")
    assert ended and "The sand has run out at 90 s" in ended.text
    refused = board.play("Ada: wait")
    assert not refused and refused.text.startswith(
        "Round 1 is over and scored; round 2 has not started yet: click Start"
    )
    assert "(board.start() in Python)" in refused.text


def test_news_a_wait_brings_is_timed_when_it_happens_not_when_the_wait_began():
    """A bot's wait from 89.5 s to 90 s brings the sand's end: it is told at 90 s."""
    game = scene("ark-of-animals", "a Grand Master ark")
    bots = {p: make_bot("greedy") for p in game.players}
    played = advance(
        game, float("inf"), bots, dict(zip(game.players, game.levels, strict=True)), Pace()
    )
    assert str(played[-1]).startswith("at 90 s: The sand has run out at 90 s")


def test_a_move_that_fills_the_last_ark_from_code_leaves_the_next_round_to_its_start():
    """Ben had turned the sandglass; Ada's last tile ended round 1, and Ben went on to reveal
    a tile of round 2 before its Start (the clock ran on into the next round)."""
    board = ArkOfAnimalsBoard(scene("ark-of-animals", "a double"), seats=SEATS, coach=True)
    board.start(real_time=False)
    answer = board.play("Ada: place 16")
    assert answer and "Round 1 is over" in answer.now and not answer.then
    assert board.phase == "scored" and board.game.view(None)["round"] == 2
    assert all(p["hand"] is None for p in board.game.view(None)["players"])
    assert board.game.view(None)["clock_ms"] == 0


def test_a_face_up_tile_another_took_first_is_a_race_lost_not_a_refusal_by_the_take_rule():
    """A round-45 learner's review listed two takes as refusals of the take rule ("There is no
    Wolf face up on the table now"): a bot had taken the tile first. The board says who took
    it and when, under its own id, and the coach counts no refusal; a take of a tile nobody
    laid out is still the take rule's."""
    from arkbook.boards.race_board import TAKEN_FIRST_RULE
    from arkbook.coach.tips import record

    board = _in_game_time(2024)
    taken = None
    while taken is None:  # Ada reveals and leaves tiles; Ben, greedy, takes one of them
        assert board.play("Ada: reveal")
        at = len(board.game.history)
        assert board.play("Ada: leave")  # her hand free again, as a take needs
        table = board.game.view(None)["table"]
        taken = next(
            (
                e.data["species"]
                for t in board.game.history[at + 1 :]
                for e in t.events
                if e.kind == "take" and e.data["player"] == "Ben" and e.data["species"] not in table
            ),
            None,
        )
    answer = board.play(f"Ada: take {taken}")
    assert not answer
    assert answer.text.startswith(f"Ben took the {taken} first, at ")
    assert answer.rule == TAKEN_FIRST_RULE
    assert not record(board.game, "Ada").refusals
    never = next(
        s for s in ("Elephant", "Lion", "Mouse") if s not in board.game.view(None)["table"]
    )
    assert not board.play(f"Ada: take {never}")
    assert record(board.game, "Ada").refusals["aoa.table.take"] == 1


def test_a_round_another_player_ended_tips_the_scoring_of_the_learners_ark():
    """A round-46 learner's race, whose rounds Ben or the clock ended, showed no tip of the
    scoring that ate their animals: the coach tips the scoring rules that name the learner
    whoever's move brought the scoring."""
    from arkbook.coach.tips import record

    board = _in_game_time(2024)
    while board.phase == "racing":  # Ada fills her ark first; Ben's last tile ends round 1
        moves = [str(m) for m in board.legal_moves()]
        place = next((m for m in moves if m.startswith("Ada: place")), None)
        assert board.play(place or "Ada: reveal")
    last = board.game.history[-1]
    assert last.move is not None and last.move.player == "Ben"
    assert any(e.rule == "aoa.score.predators" for e in last.events)
    tips = {t.rule: t for t in record(board.game, "Ada").tips}
    assert "aoa.score.predators" in tips and "aoa.score.animals" in tips
    assert "Ada" in tips["aoa.score.predators"].context
    assert tips["aoa.score.predators"].why_said == "This rule came into play between your moves"
    assert board.coaching is not None and board.coaching.open_tip() is not None


def test_start_answers_in_words_what_it_did():
    """A round-51 learner read a bare ``True`` from ``board.start()`` on a race already running."""
    wall = FakeWall()
    board = ArkOfAnimalsBoard(new_game(["Ada", "Ben"], 7), seats=SEATS, wall=wall)
    started = board.start(real_time=False)
    assert started and str(started).startswith("✔ start — played: Round 1: go (")
    again = board.start()
    assert again and "The race is already running: round 1, at 0.0 s." in str(again)
    board.pause()
    assert "Resumed: round 1 races on from" in str(board.start())


def test_a_new_rounds_start_closes_the_last_rounds_tip():
    """A round-53 learner read round 2's sandglass tip as the first words of round 3."""
    board = ArkOfAnimalsBoard(scene("ark-of-animals", "a double"), seats=SEATS, coach=True)
    board.start(real_time=False)
    assert board.play("Ada: place 16") and board.coaching is not None
    assert board.coaching.open is not None and "Coach's tip" in repr(board)
    board.start(real_time=False)  # round 2
    assert board.coaching.open is None and "Coach's tip" not in repr(board)
    assert board.tips()  # the list keeps them


def test_the_boards_text_says_the_score_once():
    """Round 57 read "Score so far ...: Ada 36, Ben 8" and, a line below, "points so far: Ada
    36, Ben 8"; the picture alone, which has no score line, keeps its points."""
    game = scene("ark-of-animals", "what the level changes")
    text = repr(ArkOfAnimalsBoard(game, seats=SEATS))
    assert "Score so far (rounds already scored): Ada 36, Ben 8" in text
    assert "points so far" not in text
    assert "points so far: Ada 36, Ben 8" in game.picture("Ada").text
