"""The race helper's bots and pace (arkbook.boards.race), in game time alone."""

from __future__ import annotations

from arkbook.ark_of_animals import Place, Reveal, Take, Wait, new_game
from arkbook.boards.race import WAIT_MS, Pace, RaceBot, advance, pace_ms


def test_a_bot_acts_at_its_levels_pace_on_average_not_rounded_up_to_the_wait_step() -> None:
    """Time moves in half-second waits; a 1.6 s pace must not race as 2.0 s: in 20 game
    seconds a Normal bot acts 13 times (at 0, 1.6, 3.2, ... 19.2 s, each up to 0.4 s late)."""
    step = pace_ms("Normal")
    assert step % WAIT_MS != 0, "this test needs a pace between two wait steps"
    game = new_game(["Ada", "Ben"], seed=4)
    levels = {"Ada": "Normal", "Ben": "Normal"}
    played = advance(game, 19_999, {"Ben": RaceBot("greedy", 4)}, levels, Pace())
    times = [p.at_ms for p in played if p.move.player == "Ben"]
    assert len(times) == 19_999 // step + 1
    assert all(0 <= t - i * step < WAIT_MS for i, t in enumerate(times))


def test_a_late_bot_does_not_make_up_a_long_delay() -> None:
    """A bot held up for longer than a wait step (its hand busy) counts its pace from now."""
    pace = Pace({"Ben": 1_000})
    assert pace.next_due("Ben", 1_400, 1_600) == 2_600
    assert pace.next_due("Ben", 3_000, 1_600) == 4_600


def test_a_random_race_bot_places_every_tile_it_can_and_reveals_or_takes_otherwise() -> None:
    game = new_game(["Ada", "Ben"], seed=2)
    bot = RaceBot("random", 2)
    kinds = set()
    for _ in range(40):
        if "Ben" not in game.to_move:
            game.play(game.parse_move("Ada: wait"))
            continue
        move = bot.choose(game, "Ben")
        holding = game.view(None)["players"][1]["hand"] is not None
        assert isinstance(move, Place) if holding else isinstance(move, Reveal | Take)
        kinds.add(type(move).__name__)
        game.play(move)
    assert {"Reveal", "Place"} <= kinds


def test_a_greedy_race_bot_never_takes_back_the_tile_it_has_just_left() -> None:
    """Ben's column 2 has one space left, beside four of his herbivores: he leaves the Wolf in
    hand, then, his ark unchanged, reveals a tile rather than take the Wolf back to leave it
    again (the evaluation rates a take like a reveal: the bot chose between them at random and
    went round in a loop)."""
    from arkbook.ark_of_animals.positions import position

    for seed in range(12):
        game = position(
            ["Ada", "Ben"],
            arks={"Ben": {1: "Elephant", 2: "Mouse", 3: "Rabbit", 4: "Horse", 6: "Sheep"}},
            hands={"Ben": "Wolf"},
        )
        bot = RaceBot("greedy", seed)
        left = bot.choose(game, "Ben")
        assert str(left) == "Ben: leave"
        game.play(left)
        while "Ben" not in game.to_move:
            game.play(game.parse_move("Ada: wait"))
        assert isinstance(bot.choose(game, "Ben"), Reveal), seed


def test_a_greedy_race_bot_places_every_tile_it_takes_from_the_table() -> None:
    """A learner read a greedy bot as broken: while the sand ran it took a table tile, left it,
    and took it again, over and over (at Master, 119 takes undone at once in four games). A
    tile taken from the table now goes to the ark (ruling 24), and the bot takes only a tile
    it would rather place than leave where it is: its next move is placing it."""
    takes = 0
    for level in ("Normal", "Master"):
        for seed in range(3):
            game = new_game(["Ada", "Ben"], seed, level)
            bots = {"Ada": RaceBot("greedy", seed), "Ben": RaceBot("greedy", seed + 1)}
            played = advance(game, 10**9, bots, {"Ada": level, "Ben": level}, Pace())
            last: dict[str, object] = {}  # each player's last move
            for step in played:
                player = step.move.player
                if isinstance(step.move, Wait):  # time's news (the sand run out), no choice
                    continue
                if isinstance(last.get(player), Take):
                    assert isinstance(step.move, Place), (level, seed, str(step.move))
                last[player] = step.move
                takes += isinstance(step.move, Take)
    assert takes, "the race must have taken table tiles for this test to mean anything"


def test_the_sand_running_out_is_among_the_moves_played() -> None:
    """A round-49 learner read "Cleo has filled the ark too. Round 2 is over" and took the end
    for Cleo's: the sand had run out on Ben's empty spaces, told by a wait nobody saw. A wait
    that brings news (the sand run out) is kept among the moves played; others are not."""
    game = new_game(["Ada", "Ben"], 1, "Master")
    bots = {"Ada": RaceBot("greedy", 1), "Ben": RaceBot("greedy", 2)}
    played = advance(game, 10**9, bots, {"Ada": "Master", "Ben": "Master"}, Pace())
    waits = [p for p in played if isinstance(p.move, Wait)]
    sand = [e for t in game.history for e in t.events if e.kind == "sand-out"]
    assert sand, "this round must end by the sand for the test to mean anything"
    assert [e.text for p in waits for e in p.events if e.kind == "sand-out"] == [
        e.text for e in sand
    ]
    assert all(any(e.kind == "sand-out" for e in p.events) for p in waits)
