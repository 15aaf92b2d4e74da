"""The Ark of Animals race board's Python side, driven as the front end drives it.

Clicks arrive as custom messages (``click``); real time comes from a fake wall clock that the
tests move by hand, so a race at a time factor is exact and fast: the sandglass's 30 seconds are
3 wall seconds at ``time_factor=10``, and none of them is waited for.
"""

from __future__ import annotations

from typing import Any

import pytest

from arkbook.ark_of_animals import RULES, WORKED_EXAMPLE, new_game, score_layout
from arkbook.boards.ark_of_animals import STEP_TITLES, ArkOfAnimalsBoard, scoring_texts
from arkbook.boards.race import pace_ms, race_walkthrough, replay_steps
from arkbook.errors import ArkbookError
from tests.boards.conftest import click

FACTOR = 10.0
#: Wall seconds between two ticks in these tests (half a game second at FACTOR).
TICK = 0.05


class FakeWall:
    """A wall clock that only moves when the test says so."""

    def __init__(self) -> None:
        self.now = 500.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def wall() -> FakeWall:
    return FakeWall()


@pytest.fixture
def board(wall: FakeWall) -> ArkOfAnimalsBoard:
    game = new_game(["Ada", "Ben", "Cy"], seed=11)
    return ArkOfAnimalsBoard(
        game, seats={"Ben": "greedy", "Cy": "random"}, time_factor=FACTOR, wall=wall
    )


def move(board: ArkOfAnimalsBoard, action: str, version: int | None = None) -> None:
    """Ada clicks what proposes ``action``, on the board as last drawn."""
    current = board._version if version is None else version
    click(board, type="move", text=f"Ada: {action}", version=current)


def ada(board: ArkOfAnimalsBoard) -> dict[str, Any]:
    return next(p for p in board._view["view"]["players"] if p["name"] == "Ada")


def run(board: ArkOfAnimalsBoard, wall: FakeWall, wall_seconds: float) -> None:
    """Let real time pass in ticks, as the kernel's event loop would."""
    end = wall.now + wall_seconds
    while wall.now < end - 1e-9:
        wall.now = min(end, wall.now + TICK)
        board.tick()


def run_until(board: ArkOfAnimalsBoard, wall: FakeWall, done: Any, limit: float = 60.0) -> None:
    end = wall.now + limit
    while not done():
        assert wall.now < end, "the race never got there"
        wall.now += TICK
        board.tick()


def test_nothing_moves_until_start(board: ArkOfAnimalsBoard, wall: FakeWall) -> None:
    assert board.phase == "ready" and board._view["phase"] == "ready"
    move(board, "reveal")
    assert board._message["kind"] == "error" and "Start" in board._message["text"]
    run(board, wall, 5.0)
    assert not board.game.moves
    click(board, type="start")
    assert board.phase == "racing" and board._view["race"]["running"]


def test_reveal_place_leave_and_take_by_clicking(board: ArkOfAnimalsBoard, wall: FakeWall) -> None:
    click(board, type="start")
    assert board._view["groups"]["reveal"] == "Ada: reveal"
    run(board, wall, 1.0 / FACTOR)
    move(board, "reveal")
    held = ada(board)["hand"]
    assert held is not None and board._message["kind"] == "info"
    # The hand is busy for the reveal's second: a click now is answered by the one-hand rule.
    clock = board.game.view(None)["clock_ms"]
    assert ada(board)["ready_at_ms"] > clock
    move(board, "place 1")
    assert board._message["rule"] == "aoa.race.busy"
    assert board._message["quote"] == RULES["aoa.race.busy"]
    run(board, wall, 1.0 / FACTOR)
    targets = board._view["groups"]["place"]
    assert sorted(targets) == ["1", "2", "3"]  # column 1 is the one being filled
    move(board, "place 2")
    me = ada(board)
    assert me["hand"] is None and me["ark"][1] == "face down" and me["filled"] == 1
    assert board.game.view(None)["players"][0]["ark"][1] == held
    run(board, wall, 1.0 / FACTOR)
    move(board, "reveal")
    left = ada(board)["hand"]
    run(board, wall, 1.0 / FACTOR)
    move(board, "leave")
    assert ada(board)["hand"] is None
    assert left in board.game.view(None)["table"]
    run(board, wall, 0.5 / FACTOR)
    takes = board._view["groups"]["take"]
    assert takes, "the table has tiles to take"
    species = left if left in takes else sorted(takes)[0]
    assert board._view["clicks"]["leave"] == "Ada: leave"
    move(board, f"take {species}")
    assert ada(board)["hand"] == species and ada(board)["from_table"]
    # A tile taken from the table goes to the ark (ruling 24): no Leave button, lit or not.
    assert board._view["clicks"]["leave"] is None and board._view["groups"]["leave"] is None
    run(board, wall, 1.0 / FACTOR)
    move(board, "leave")
    assert board._message["rule"] == "aoa.table.take" and ada(board)["hand"] == species
    played = [str(m) for m in board.game.moves if m.player == "Ada" and "wait" not in str(m)]
    assert played == [
        "Ada: reveal",
        "Ada: place 2",
        "Ada: reveal",
        "Ada: leave",
        f"Ada: take {species}",
    ]
    # The bots raced meanwhile, at their level's pace, and the news says what they did.
    assert any(p["player"] == "Ben" for p in board._view["news"])


def test_illegal_moves_are_answered_with_their_rule(
    board: ArkOfAnimalsBoard, wall: FakeWall
) -> None:
    click(board, type="start")
    move(board, "reveal")
    run(board, wall, 1.0 / FACTOR)
    before = board.game.to_json()
    for action, rule in (
        ("place 10", "aoa.place.leftmost"),  # column 3 for the first tile: start from the left
        ("reveal", "aoa.hand.one"),  # a second tile in hand
        ("take Lion", "aoa.hand.one"),
    ):
        move(board, action)
        message = board._message
        assert message["kind"] == "error" and message["rule"] == rule, message
        assert message["quote"] == RULES[rule]
        assert board.game.to_json() == before
    # A space the ark does not have is no move: told plainly, under no rulebook sentence.
    move(board, "place 17")
    message = board._message
    assert message["kind"] == "error" and not message.get("rule") and not message.get("quote")
    assert "not a move: the ark has no space 17" in message["text"]
    assert board.game.to_json() == before
    assert "Column 1 is not full yet" in board.game.why_not("Ada: place 10").reason


def test_a_stale_click_is_refused(board: ArkOfAnimalsBoard, wall: FakeWall) -> None:
    click(board, type="start")
    drawn = board._version
    move(board, "reveal", version=drawn)
    run(board, wall, 1.0 / FACTOR)
    before = board.game.to_json()
    move(board, "leave", version=drawn)  # clicked on the board drawn before the reveal
    assert board._message["rule"] == "board.stale"
    assert board.game.to_json() == before


def test_bots_racing_do_not_make_the_learners_clicks_stale(
    board: ArkOfAnimalsBoard, wall: FakeWall
) -> None:
    click(board, type="start")
    drawn = board._version
    run(board, wall, 0.6)  # six game seconds: both bots act several times
    bot_moves = [m for m in board.game.moves if m.player != "Ada" and "wait" not in str(m)]
    assert len(bot_moves) >= 4
    move(board, "reveal", version=drawn)
    assert ada(board)["hand"] is not None


def test_the_sandglass_runs_for_thirty_game_seconds_and_a_held_tile_may_still_go(
    board: ArkOfAnimalsBoard, wall: FakeWall
) -> None:
    click(board, type="start")
    glass = lambda: board._view["view"]["sandglass"]  # noqa: E731
    run_until(board, wall, lambda: glass()["turned_by"] is not None)
    turned_at = wall.now
    assert glass()["turned_by"] in ("Ben", "Cy")
    # Ada picks a tile up with three seconds of sand left, and still holds it when it runs out.
    run_until(board, wall, lambda: glass()["remaining_ms"] <= 3000)
    move(board, "reveal")
    held = ada(board)["hand"]
    assert held is not None
    run(board, wall, 1.5 / FACTOR)
    assert not glass()["run_out"]
    run_until(board, wall, lambda: glass()["run_out"])
    # 30 game seconds at time factor 10 are 3 wall seconds, to a tick.
    assert 3.0 - TICK <= wall.now - turned_at <= 3.0 + TICK
    assert board._view["race"]["factor"] == FACTOR
    assert ada(board)["hand"] == held and board.phase == "racing"
    assert board._view["groups"]["leave"] == "Ada: leave"
    move(board, "reveal")
    assert board._message["rule"] == "aoa.sandglass.stop"
    assert board._message["quote"] == RULES["aoa.sandglass.stop"]
    space = sorted(board._view["groups"]["place"], key=int)[0]
    move(board, f"place {space}")
    assert board.phase == "scored" and board._view["view"]["round"] == 2
    assert board._message["text"].endswith(
        "Round 1 is over: the board shows its scoring, step by step."
    )
    assert board._message["text"].startswith(f"Ada places the {held} on space {space}")
    result = board._view["view"]["results"][0]
    assert result["players"]["Ada"]["ark"][int(space) - 1] == held
    move(board, "reveal")  # the next round waits for Start
    assert "Start" in board._message["text"]


def test_after_the_sand_a_learner_without_a_tile_must_stop(
    board: ArkOfAnimalsBoard, wall: FakeWall
) -> None:
    click(board, type="start")
    run_until(board, wall, lambda: board.phase == "scored", limit=300.0)
    result = board._view["view"]["results"][0]
    assert result["first"] in ("Ben", "Cy")
    assert board.game.view(None)["players"][0]["filled"] == 0
    scores = board._view["scoring"]
    assert scores["points"]["Ada"]["animals"] == 0


def test_the_scoring_is_the_engines_in_five_steps(board: ArkOfAnimalsBoard) -> None:
    board.set_seat("Ada", "greedy")
    played = board.play_round()
    assert played and board.phase == "scored"
    view = board._view["view"]
    scoring = board._view["scoring"]
    assert scoring["titles"] == list(STEP_TITLES)
    events = board.game.history[-1].events + board.game.history[-2].events
    texts = {e.text for e in events}
    for name in ("Ada", "Ben", "Cy"):
        steps = scoring["steps"][name]
        assert len(steps) == 5
        assert all(t in texts for step in steps for t in step)
        assert scoring["points"][name] == view["results"][0]["players"][name]["points"]
        assert scoring["totals"][name] == board.game.scores().totals[name]
    first = view["results"][0]["first"]
    assert any("finished first" in t for t in scoring["steps"][first][4])


def test_the_rulebooks_grand_master_example_scores_8_on_the_board() -> None:
    result = score_layout(**WORKED_EXAMPLE)
    board = ArkOfAnimalsBoard.scoring(result, "Ada")
    snap = board._view
    assert snap["phase"] == "example" and snap["seat"] == "Ada"
    scoring = snap["scoring"]
    assert scoring["totals"]["Ada"] == 8
    assert scoring["points"]["Ada"] == {
        "grain": -2,
        "predators": 0,
        "balance": -3,
        "animals": 10,
        "bonuses": 3,
    }
    grain, predators, balance, doubles, bonuses = scoring["steps"]["Ada"]
    (eaten_grain,) = [t for t in grain if "eaten" in t]
    assert "Monkey" in eaten_grain and "-2" in eaten_grain
    eaten = " ".join(predators)
    assert all(name in eaten for name in ("Pigeon", "Chameleon", "Frog"))
    assert balance == ["Ada's ark weighs 11 on the left and 8 on the right: -3 for the balance."]
    assert doubles == ["Ada keeps 10 animals: +10."]
    assert len(bonuses) == 2 and "+1" in bonuses[0] and "birds" in bonuses[1]
    assert scoring_texts(result) == scoring
    assert "scoring of round 3" in repr(board) and "Ada +8" in repr(board)
    click(board, type="move", text="Ada: reveal", version=board._version)
    assert board._message["text"].startswith("This board only shows")


def test_learn_mode_halves_time_and_pauses_after_a_bot_move(
    board: ArkOfAnimalsBoard, wall: FakeWall
) -> None:
    click(board, type="learn", on=True, version=board._version)
    click(board, type="start")
    assert board.speed == FACTOR / 2 and board._view["race"]["learn"]
    # The text says what learn mode does, never a factor ("time x1" read as a contradiction).
    assert "learn mode: half speed in a live race, a pause after" in repr(board)
    assert "time x" not in repr(board)
    board.tick()
    bot_moves = [m for m in board.game.moves if "wait" not in str(m)]
    assert len(bot_moves) == 1  # one bot move, then the race holds
    frozen = board.game_time()
    wall.now += board.learn_pause / 2
    assert board.game_time() == frozen and board.tick() == []
    wall.now += board.learn_pause / 2 + 0.2
    assert board.game_time() == pytest.approx(frozen + 0.2 * FACTOR / 2 * 1000)


def test_levels_are_chosen_before_the_race_and_set_the_bots_pace(
    board: ArkOfAnimalsBoard,
) -> None:
    click(board, type="level", player="Ben", level="Grand Master", version=board._version)
    assert board.levels()["Ben"] == "Grand Master"
    assert board._view["pace"]["Ben"] == pace_ms("Grand Master") / 1000
    assert board._view["can_choose_levels"]
    click(board, type="start")
    click(board, type="level", player="Ben", level="Novice", version=board._version)
    assert board._message["rule"] == "aoa.level.choose"
    assert board.levels()["Ben"] == "Grand Master"


def test_a_race_has_one_human_and_no_undo(wall: FakeWall) -> None:
    game = new_game(["Ada", "Ben"], seed=1)
    with pytest.raises(ArkbookError, match="one human seat"):
        ArkOfAnimalsBoard(game)
    board = ArkOfAnimalsBoard(game, seats={"Ben": "random"}, wall=wall)
    with pytest.raises(ArkbookError, match="already the human seat"):
        board.set_seat("Ben", "human")
    assert not board.undo() and board._message["rule"] == "game.undo"
    with pytest.raises(ArkbookError, match="positive"):
        board.time_factor = 0


def test_a_race_in_game_time_is_deterministic_and_replays() -> None:
    def race() -> ArkOfAnimalsBoard:
        game = new_game(["Ada", "Ben", "Cy"], seed=5, levels={"Cy": "Expert"})
        seats = {"Ada": "greedy", "Ben": "greedy", "Cy": "random"}
        board = ArkOfAnimalsBoard(game, seats=seats)
        board.run_bots()
        return board

    first, second = race(), race()
    assert first.game.is_over() and first.phase == "over"
    assert first.game.to_json() == second.game.to_json()
    assert len(first._view["view"]["results"]) == 3
    steps = replay_steps(first.game, ArkOfAnimalsBoard, round_no=2)
    shown = [
        m for t in first.game.history[1:] if (m := t.move) is not None and "wait" not in str(m)
    ]
    assert 0 < len(steps) < len(shown)
    assert steps[0].snapshot["view"]["round"] == 2
    assert "Round 2 is over" in steps[-1].narration
    assert [s.snapshot["phase"] for s in steps[-2:]] == ["replay", "scored"]
    assert steps[-1].snapshot["scoring"]["round"] == 2
    walk = race_walkthrough(first.game, ArkOfAnimalsBoard, "Ada", round_no=2)
    assert len(walk.steps) == len(steps) and walk.board.phase == "replay"
    assert all(" s" in s.title for s in steps)


def test_requests_whose_type_is_a_list_or_a_dict_are_answered(board: ArkOfAnimalsBoard) -> None:
    """The race board reads its own controls first; an unhashable type must not raise there."""
    for kind in (["start"], {"type": "start"}):
        click(board, type=kind)
        assert board._message["kind"] == "error" and "without a type" in board._message["text"]
    click(board, type="level", player=["Ben"], level={"a": 1})
    assert board._message["kind"] == "error"
    assert board.phase == "ready" and not board.game.moves


def test_the_text_board_says_the_score_counts_only_rounds_already_scored(
    board: ArkOfAnimalsBoard,
) -> None:
    """A learner read "Score if the game ended now: Ada 0" with tiles on the ark: the sheet
    counts a round once it is scored, and the label says so."""
    assert "Score so far (rounds already scored): Ada 0" in repr(board)
    assert "if the game ended now" not in repr(board)


def test_play_starts_when_the_round_starts_in_python_and_on_the_board(
    board: ArkOfAnimalsBoard, wall: FakeWall
) -> None:
    """A learner's driver revealed a tile on a fresh board and, between rounds, one for the
    next round, before Start: a head start on the bots. Before Start a move is refused with
    the board's reason, and Python sends nothing to light or to click."""
    assert not board.play("Ada: reveal")
    assert board._message["kind"] == "error" and board._message["rule"] == "board.race.start"
    assert "not started" in board._message["text"] and "Start" in board._message["text"]
    assert not board.game.moves and ada(board)["hand"] is None
    assert board._view["legal"] == [] and board._view["clicks"] == {}
    assert not any(board._view["groups"][kind] for kind in ("reveal", "leave", "take", "place"))
    click(board, type="start")
    clicks = board._view["clicks"]
    assert clicks["reveal"] == "Ada: reveal" and clicks["place"]["16"] == "Ada: place 16"
    run_until(board, wall, lambda: board.phase == "scored", limit=300.0)
    assert board._view["legal"] == [] and board._view["clicks"] == {}
    moves = len(board.game.moves)
    assert not board.play("Ada: reveal")  # a tile for round 2, before its Start
    assert board._message["rule"] == "board.race.start" and len(board.game.moves) == moves
    move(board, "reveal")
    assert "Start" in board._message["text"] and len(board.game.moves) == moves


def test_resuming_a_paused_race_says_resumed_not_a_new_round(
    board: ArkOfAnimalsBoard, wall: FakeWall
) -> None:
    click(board, type="start")
    assert board._message["text"].startswith("Round 1: go!")
    run(board, wall, 0.4)
    click(board, type="pause")
    assert board.phase == "paused" and board._message["text"].startswith("Paused at ")
    assert "board.start() resumes it" in repr(board)
    click(board, type="start")
    assert board.phase == "racing"
    assert board._message["text"].startswith("Resumed: round 1 races on from ")
    assert "go!" not in board._message["text"]


def test_the_text_board_shows_the_latest_rounds_scoring(board: ArkOfAnimalsBoard) -> None:
    """A reader of the lesson's text saw only the board's header lines, never a scored
    round: once a round is scored the text ends with it, a line per player."""
    assert "scored:" not in repr(board)
    board.set_seat("Ada", "greedy")
    board.play_round()
    text = repr(board).splitlines()
    result = board.game.view(None)["results"][0]
    totals = ", ".join(f"{p} {line['total']}" for p, line in result["players"].items())
    assert f"Round 1 scored: {totals} (every tile: board.round_scoring(1))" in text
    for name, line in result["players"].items():
        (said,) = [t for t in text if t.startswith(f"  {name} ({line['level']}): ")]
        assert f"{len(line['kept'])} animals {line['points']['animals']:+d}" in said
        assert all(e["species"] in said for e in line["eaten"])


def _last_tile_board(wall: FakeWall) -> ArkOfAnimalsBoard:
    """Round 1 at 12 s, coached: Ben (a bot) has filled his ark, Ada holds a Lion for her
    last space, 16. Her move ends the round; a tip about its scoring opens at once."""
    from arkbook.ark_of_animals.positions import position

    herbivores = ["Sheep", "Monkey", "Horse", "Deer", "Rabbit", "Mouse", "Pigeon", "Frog"]
    tiles = [name for name in herbivores for _ in range(4)]
    game = position(
        ["Ada", "Ben"],
        arks={
            "Ada": dict(zip(range(1, 16), tiles, strict=False)),
            "Ben": dict(zip(range(1, 17), tiles[15:], strict=False)),
        },
        hands={"Ada": "Lion"},
        clock_ms=12_000,
        sandglass={"turned_by": "Ben", "at_ms": 2_000},
        seed=5,
    )
    return ArkOfAnimalsBoard(
        game, seats={"Ben": "greedy"}, time_factor=FACTOR, wall=wall, coach=True
    )


def test_the_answer_to_a_move_that_ends_a_round_tells_that_move(wall: FakeWall) -> None:
    """A learner's "Ada: place 16" that ended round 1 was answered with the bot's next move
    ("Ben reveals a Horse from the pool. Round 1 is over…"): the tip the round's end brought
    stopped the clock by bringing the game up to the old round's time, in the new round, so
    Ben raced round 2 before Start. The answer tells Ada's move, and round 2 waits at 0 s."""
    board = _last_tile_board(wall)
    click(board, type="start")
    wall.now += 0.05
    answer = board.play("Ada: place 16")
    assert answer
    text = board._message["text"]
    assert text.startswith("Ada places the Lion on space 16"), text
    assert "Round 1 is over" in text
    assert board.phase == "scored" and board.game.view(None)["round"] == 2
    assert board.game.view(None)["clock_ms"] == 0
    assert all(p["hand"] is None for p in board.game.view(None)["players"])
    wall.now += 5.0
    board.tick()
    assert board.game.view(None)["clock_ms"] == 0, "round 2 ran before its Start"
    click(board, type="start")
    assert board.game_time() == 0.0


def test_before_start_the_status_says_to_click_start_not_that_players_may_act(
    board: ArkOfAnimalsBoard, wall: FakeWall
) -> None:
    """A learner read "Ada and Ben may act now" before Start, while every move was refused
    until the round started: the status line says what to do while the clock stands still."""
    for shown in (board._view["prompt"], repr(board).splitlines()[1]):
        assert shown.startswith("Round 1, 0 s: the race waits for Start (board.start()"), shown
        assert " may " not in shown
    click(board, type="start")
    assert board._view["prompt"].startswith("Round 1, 0 s: Ada and Ben and Cy may reveal or wait")
    run(board, wall, 0.4)
    click(board, type="pause")  # a paused race takes a move: the prompt is the game's
    assert " may " in board._view["prompt"] and "board.start() resumes" in repr(board)
    click(board, type="start")
    run_until(board, wall, lambda: board.phase == "scored", limit=300.0)
    assert board._view["prompt"].startswith("Round 2, 0 s: the race waits for Start")


def test_a_round_summary_counts_one_animal_in_the_singular() -> None:
    """A learner read "Ada (Novice): 1 animals +1" in a round summary."""
    from arkbook.ark_of_animals import score_layout
    from arkbook.boards.ark_of_animals import scoring_lines

    result = score_layout({"Ada": {1: "Lion"}}, levels="Novice")
    lines = scoring_lines(result.to_dict())
    assert lines[1].startswith("  Ada (Novice): 1 animal +1;"), lines  # +2 for mammals
    assert "1 animal kept" in str(result.picture("Ada"))


def test_a_round_summary_names_each_bonus_earned() -> None:
    """A learner read only "bonuses +6": the summary names each bonus, as the sheet's rows do."""
    from arkbook.boards.ark_of_animals import scoring_lines

    example = score_layout(**WORKED_EXAMPLE)
    (ada,) = [line for line in scoring_lines(example.to_dict()) if line.startswith("  Ada (")]
    assert ada.endswith("; most mammals +1; all three birds +2"), ada
    first = score_layout({"Ada": {1: "Lion"}, "Ben": {1: "Owl"}}, first="Ben")
    ben = scoring_lines(first.to_dict())[2]
    assert ben.endswith("1 animal +1; first to finish +2") and "bonuses" not in ben, ben


def test_a_scored_round_shows_every_tile_after_the_next_rounds_arks_are_laid_out() -> None:
    """A learner could not check "balance -2 (left 12, right 10)" of a Grand Master round: the
    board already showed round 2's empty arks. ``round_scoring`` gives the scored round, every
    tile face up, and the board's summary line says where it is."""
    from arkbook.learn import scene

    game = scene("ark-of-animals", "a Grand Master ark")
    board = ArkOfAnimalsBoard(game, seats={"Ben": "greedy"}, learn=True, coach=True)
    with pytest.raises(ArkbookError, match="no round has been scored yet"):
        board.round_scoring()
    board.start(real_time=False)
    for move in ("Ada: place 14", "Ada: wait"):  # the practice's one wait (round 50)
        assert board.play(move), move
    assert board.phase == "scored" and "column 5: 14-16 empty" in repr(board)
    assert "Round 1 scored: Ada 16, Ben 12 (every tile: board.round_scoring(1))" in repr(board)
    scored = board.round_scoring()
    assert scored == board.round_scoring(1) and scored.round_no == 1
    text = str(scored.picture("Ada"))
    assert "column 5: 14 Elephant, 15-16 empty" in text, text
    printed = str(scored)  # a script prints it: every ark, not a dataclass's fields
    assert printed == repr(scored) and "column 5: 14 Elephant, 15-16 empty" in printed, printed
    assert "RoundScore(" not in printed and "Ben (Normal): 12 points" in printed, printed
    assert "left side 12, right side 10" in text and "outer columns count double" in text, text
    with pytest.raises(ArkbookError, match="round 2 has not been scored; scored so far: 1"):
        board.round_scoring(2)


def test_a_scored_round_closes_the_tip_of_the_round_raced() -> None:
    """A learner read "At Novice level your tiles go on your ark face up" beside the round's
    scores: the tip her last move opened stayed open, in the text and on the widget. What
    opens beside the scores is the scoring's own tip (Ben's move ended the round)."""
    from arkbook.learn import scene

    game = scene("ark-of-animals", "the sandglass and the predators")
    board = ArkOfAnimalsBoard(game, seats={"Ben": "greedy"}, learn=True, coach=True)
    board.start(real_time=False)
    assert board.coaching is not None
    board.play("Ada: place 16")  # her last space: Ben races on until the round is scored
    assert board.phase == "scored" and board._coach["tips"], board._coach
    tip = board.coaching.open_tip()
    assert tip is not None and tip.rule.split(".")[1] in ("score", "bonus"), tip
    assert tip.why == "others" and board._coach["open"] == tip.number
    assert "your ark face up" not in repr(board)
    number = board._coach["tips"][0]["number"]
    click(board, type="coach-tip", number=number)  # opened again by the learner: it stays
    assert board._coach["open"] == number and "Coach's tip" in repr(board)


def test_the_boards_text_shows_the_coachs_open_tip() -> None:
    """A learner racing from code never saw a tip: the board's text shows the open one."""
    from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard
    from arkbook.learn import scene

    game = scene("ark-of-animals", "one hand, column by column")
    board = ArkOfAnimalsBoard(game, seats={"Ben": "greedy"}, learn=True, coach=True)
    assert "Coach's tip" not in repr(board)
    board.start(real_time=False)
    board.play("Ada: reveal")
    line = next(x for x in repr(board).splitlines() if x.startswith("Coach's tip"))
    assert line.startswith(
        "Coach's tip: You use one hand: you hold at most one tile at a time. (this rule refused "
        "your move: Ada already holds the "
    ), line
    quiet = ArkOfAnimalsBoard(
        scene("ark-of-animals", "one hand, column by column"), seats={"Ben": "greedy"}
    )
    quiet.start(real_time=False)
    quiet.play("Ada: reveal")
    assert "Coach's tip" not in repr(quiet)


def test_a_level_set_from_python_answers_with_everyones_level(board: ArkOfAnimalsBoard) -> None:
    """Round-20 judge: ``board.set_level("Ada", "Master")`` returned None and showed nothing;
    only printing the board showed "Ada (Master)". It answers as ``board.play`` does."""
    answer = board.set_level("Ada", "Master")
    assert answer and board.levels()["Ada"] == "Master"
    assert "Ada (Master), Ben (Normal)" in str(answer)


def test_a_level_set_from_python_once_the_game_began_is_refused_and_changes_nothing(
    board: ArkOfAnimalsBoard,
) -> None:
    """A learner's ``board.set_level("Ada", "Novice")`` mid-game returned None unnoticed; a
    round-50 learner read it raised as a crash beside ``play``'s refusals: it is answered as
    a refused move is."""
    click(board, type="start")
    game, levels = board.game, board.levels()
    refused = board.set_level("Ada", "Novice")
    assert not refused and refused.rule == "aoa.level.choose"
    assert "✘ set_level('Ada', 'Novice') — refused: Levels are chosen before" in str(refused)
    assert board.game is game and board.levels() == levels
    assert board._message["rule"] == "aoa.level.choose"


def test_a_level_chosen_on_a_scene_before_start_keeps_the_scene() -> None:
    """A learner chose a level on the round-3 scene before Start: the board set up a new game
    in its place ("Round 1, 0 s", 0 to 0), because the scene's game has no moves of its own."""
    from arkbook.learn import scene

    board = ArkOfAnimalsBoard(
        scene("ark-of-animals", "what the level changes"), seats={"Ben": "greedy"}
    )
    game, before = board.game, board.game.to_json()
    assert not board.set_level("Ada", "Master")
    assert board.game is game and game.to_json() == before


def test_the_final_score_in_text_names_what_the_predators_ate(wall: FakeWall) -> None:
    """Round-18 judge: "2 predators ...: Ada 0, Ben 0" read as predators costing nothing: the
    animals' row, where eating costs, says whom they ate, as the walkthrough's narration does."""
    from arkbook.learn import scene
    from tests.test_learn_to_play import run_to_round_end

    game = scene("ark-of-animals", "what the level changes")
    game.play("Ada: place 15")
    run_to_round_end(game)
    text = repr(ArkOfAnimalsBoard(game, seats={"Ben": "greedy"}, wall=wall))
    (row,) = [r for r in game.scores().rows if r.label.startswith("Round 1 · 2 eating, 4 doubles")]
    assert row.detail.startswith("Ada: ") and "eaten" in row.detail
    points = ", ".join(f"{p} {n}" for p, n in row.points.items())
    assert f"{row.label}: {points} ({row.detail})" in text


def test_the_round_ends_after_what_the_others_did_through_the_sandglass() -> None:
    """A round-60 learner read "Round 1 is over" above the lines of Ben racing on for the
    sandglass's 30 seconds: the answer says the round is over after them."""
    from arkbook.learn import scene

    game = scene("ark-of-animals", "the sandglass and the predators")
    board = ArkOfAnimalsBoard(game, seats={"Ben": "greedy"}, learn=True)
    board.start(real_time=False)
    answer = board.play("Ada: place 16")
    assert answer and answer.then and "is over" not in answer.text
    assert answer.now == "Round 1 is over: the board shows its scoring, step by step."
    lines = str(answer).splitlines()
    assert lines[-1] == f"  now: {answer.now}" and lines[-2].startswith("  meanwhile: ")
