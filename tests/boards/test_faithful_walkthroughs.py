"""The walkthroughs of the three games show each step's game, never the finished one.

Setup: consecutive steps differ where the step says something changed, each step lights what
it is about (or says why nothing changed), the counter follows the rulebook's numbering, and
each step quotes its own rule. Scoring: the sheet grows one row a step and the outcome shows on
the last step only. A race replay's clock advances.
"""

from __future__ import annotations

import itertools
import random

import pytest

from arkbook import ark, ark_nova, ark_of_animals
from arkbook.boards import ArkBoard, ArkNovaBoard, ArkOfAnimalsBoard
from arkbook.boards.core import BoardCore
from arkbook.game import Game
from arkbook.race_replay import race_walkthrough
from arkbook.walkthrough import Step, Walkthrough, replay

#: game name -> (board class, the seat the walkthrough shows).
BOARDS: dict[str, tuple[type[BoardCore], str | None]] = {
    "ark": (ArkBoard, None),
    "ark_of_animals": (ArkOfAnimalsBoard, "Ada"),
    "ark_nova": (ArkNovaBoard, "Ada"),
}


def finished(name: str) -> Game:
    """A seeded game played to its end (random moves; Ark of Animals raced by greedy bots)."""
    if name == "ark_of_animals":
        game = ark_of_animals.new_game(players=["Ada", "Ben", "Cy"], seed=3)
        board = ArkOfAnimalsBoard(game, seats=dict.fromkeys(game.players, "greedy"))
        while not game.is_over():
            board.play_round()
        return game
    module = ark if name == "ark" else ark_nova
    game = module.new_game(
        players=["Ada", "Ben", "Cy"] if name == "ark" else ["Ada", "Ben"], seed=3
    )
    rng = random.Random(1)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    return game


@pytest.fixture(scope="module", params=list(BOARDS))
def played(request: pytest.FixtureRequest) -> Game:
    return finished(request.param)


def walk(game: Game, kind: str) -> list[Step]:
    board, player = BOARDS[game.game_name]
    return getattr(Walkthrough, kind)(game, board, player=player).steps


def test_setup_steps_build_the_table_step_by_step(played: Game) -> None:
    steps = walk(played, "setup")
    assert len(steps) > 2
    for before, after in itertools.pairwise(steps):
        if not after.unchanged:
            assert before.snapshot["view"] != after.snapshot["view"], after.title
    for step in steps:
        assert step.highlight or step.unchanged, f"{step.counter} lights nothing"
        assert step.rule and step.quote == type(played).rule_text(step.rule)
        assert step.snapshot["outcome"] is None and step.snapshot["legal"] == []
    _board, player = BOARDS[played.game_name]
    fresh = replay(played)
    last = dict(steps[-1].snapshot["view"])
    expected = fresh.view(player)
    if played.game_name == "ark_nova":
        expected.pop("map")  # the board sends the map once, not in each snapshot
    assert last == expected  # the last step is the table as set up
    assert steps[0].snapshot["view"] != expected


def test_setup_counter_is_the_rulebooks_own(played: Game) -> None:
    steps = walk(played, "setup")
    counts = {"ark": "Preparation", "ark_of_animals": "Setup step", "ark_nova": "Setup step"}
    name = counts[played.game_name]
    assert [s.counter for s in steps] == [
        f"{name} {n} of {len(steps)}" for n in range(1, len(steps) + 1)
    ]
    if played.game_name == "ark":
        assert len(steps) == 8  # the rulebook's eight preparation steps
    board, _ = BOARDS[played.game_name]
    player = Walkthrough.setup(played, board, player=BOARDS[played.game_name][1])
    player.go(2)
    assert player._counter.value == steps[2].counter
    assert "step" not in player._title.value.casefold()  # one counter, not two


def test_scoring_reveals_the_sheet_row_by_row_and_the_outcome_last(played: Game) -> None:
    steps = walk(played, "scoring")
    rows = played.scores().rows
    assert len(steps) == len(rows) > 1
    winners = played.outcome().winners
    for n, step in enumerate(steps, start=1):
        sheet = step.snapshot["scores"]
        assert [r["label"] for r in sheet["rows"]] == [r.label for r in rows[:n]]
        assert step.counter == f"Score row {n} of {len(rows)}"
        assert step.rule == rows[n - 1].rule and step.highlight
        if n < len(rows):
            assert step.snapshot["outcome"] is None
            assert "wins" not in step.snapshot["prompt"] and "win." not in step.narration
            assert "Final totals" not in step.narration
        else:
            assert step.snapshot["outcome"]["winners"] == list(winners)
            assert f"{' and '.join(winners)} win" in step.narration
    assert steps[0].snapshot["scores"]["totals"] != steps[-1].snapshot["scores"]["totals"]


def test_ark_of_animals_scoring_view_keeps_no_later_round() -> None:
    game = finished("ark_of_animals")
    steps = walk(game, "scoring")
    second_round_first_step = steps[5]
    view = second_round_first_step.snapshot["view"]
    assert [r["round"] for r in view["results"]] == [1, 2] and view["round"] == 2
    assert view["winners"] is None and second_round_first_step.snapshot["phase"] == "scored"
    assert second_round_first_step.snapshot["scoring"]["step"] == 1
    counted = view["results"][-1]["players"]["Ada"]
    assert counted["total"] == counted["points"]["grain"]
    assert steps[-1].snapshot["view"]["winners"] == list(game.outcome().winners)


def test_ark_setup_follows_the_eight_preparation_steps() -> None:
    steps = walk(finished("ark"), "setup")
    views = [s.snapshot["view"] for s in steps]
    assert [s.rule for s in steps] == [
        "ark.setup.table",
        "ark.setup.start_player",
        "ark.setup.discs",
        "ark.setup.figures",
        "ark.setup.start_cabins",
        "ark.setup.bow",
        "ark.setup.deal",
        "ark.setup.rain",
    ]
    assert views[0]["bow"] is None and views[0]["cabins"] == {"port": [], "starboard": []}
    assert views[1]["to_move"] == ["Ada"] and steps[1].snapshot["to_move"] == ["Ada"]
    assert set(views[2]["discs"].values()) == {
        4
    }  # 3 players: 4 each and views[1]["discs"]["Ada"] == 0
    assert views[4]["bow"] is None and len(views[4]["cabins"]["port"]) == 2
    assert views[5]["bow"] == views[7]["bow"] and views[5]["display"] == []
    assert len(views[6]["display"]) == 3 and views[7]["supply"]["count"] == (
        views[6]["supply"]["count"] + 5
    )
    # A card put back under the deck is not on the table: the deck is lit, not that card.
    assert "face down under the deck" in steps[4].narration
    assert "supply" in steps[4].highlight


def test_the_race_replay_clock_advances() -> None:
    game = finished("ark_of_animals")
    steps = race_walkthrough(game, ArkOfAnimalsBoard, "Ada", round_no=1).steps
    clocks = [s.snapshot["race"]["game_ms"] for s in steps]
    assert clocks == sorted(clocks) and clocks[-1] > 0
    for step, clock in zip(steps[1:], clocks[1:], strict=True):
        assert step.title.startswith(f"{clock / 1000:g} s")  # the clock reads the title's time
    assert steps[3].counter == f"Replay step 4 of {len(steps)}"
