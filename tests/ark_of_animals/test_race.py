"""The race: one hand, the column order, the table, the sandglass, and time.

Every illegal move is checked for its rule id, its teaching reason, and that it changes nothing
(:func:`tests.ark_of_animals.util.refused`).
"""

from __future__ import annotations

import json
import random

import pytest

from arkbook import InvalidGameFile, load
from arkbook.ark_of_animals import RULES, new_game
from arkbook.ark_of_animals.data import SPECIES
from arkbook.ark_of_animals.moves import Leave, Place, Reveal, Take, Wait
from arkbook.ark_of_animals.positions import position
from arkbook.ark_of_animals.scoring import SHEET_ROWS
from arkbook.errors import ArkbookError, BadNotation, IllegalMove
from arkbook.saving import MAX_MOVES
from tests.ark_of_animals.util import (
    act,
    fill,
    finish_round,
    game_with,
    pass_time,
    player_view,
    refused,
    until_free,
)


def legal_for(game, player):
    return [m.action_text() for m in game.legal_moves() if m.player == player]


def test_everyone_starts_together_with_84_face_down_tiles():
    """aoa.setup.pool: the pool is face down; nobody's view shows its order."""
    game = game_with()
    assert game.to_move == ("Ada", "Ben", "Cy")
    assert legal_for(game, "Ada") == ["reveal", "wait"]
    view = game.view("Ada")
    assert view["pool"] == {"count": 84} and view["clock_ms"] == 0
    assert len(game.view(None)["pool"]["order"]) == 84
    assert [e.rule for e in game.history[0].events[:2]] == [
        "aoa.game.objective",
        "aoa.level.normal",
    ]


def test_a_revealed_tile_is_in_hand_face_up_for_everyone():
    game = game_with()
    events = game.play("Ada: reveal")
    species = events[0].data["species"]
    assert events[0].rule == "aoa.tile.reveal"
    assert player_view(game, "Ben", "Ada")["hand"] == species
    assert game.view("Ben")["pool"]["count"] == 83


def test_a_hand_is_busy_for_the_length_of_its_action():
    """aoa.race.busy: one hand; a reveal keeps it busy for a second."""
    game = game_with()
    game.play("Ada: reveal")
    assert "Ada" not in game.to_move and game.to_move == ("Ben", "Cy")
    problem = refused(game, Place("Ada", 1), "aoa.race.busy")
    assert problem.reason == "Ada's hand is still busy until 1 s; the clock is at 0 s."
    game.play("Ben: wait")
    game.play("Cy: wait")
    assert game.view(None)["clock_ms"] == 500 and game.to_move == ("Ben", "Cy")
    game.play("Ben: wait")
    game.play("Cy: wait")
    assert game.view(None)["clock_ms"] == 1000 and game.to_move == ("Ada", "Ben", "Cy")


def test_one_hand_holds_one_tile():
    """aoa.hand.one: no second tile while one is in hand, from the pool or the table."""
    game = game_with()
    act(game, "Ben: reveal")
    act(game, "Ben: leave")
    act(game, "Ada: reveal")
    on_table = game.view(None)["table"][0]
    until_free(game, "Ada")
    refused(game, "Ada: reveal", "aoa.hand.one")
    problem = refused(game, f"Ada: take {on_table}", "aoa.hand.one")
    assert "place it or leave it on the table" in problem.reason


def test_tiles_fill_the_leftmost_column_first():
    """aoa.place.column and aoa.place.leftmost."""
    game = game_with()
    fill(game, "Ada", 2)
    act(game, "Ada: reveal")
    until_free(game, "Ada")
    problem = refused(game, "Ada: place 4", "aoa.place.column")
    assert problem.reason == "Column 1 is not full yet (2 of 3 spaces), so the tile must go there."
    refused(game, "Ada: place 1", "aoa.place.board")
    assert [t for t in legal_for(game, "Ada") if t.startswith("place")] == ["place 3"]
    act(game, "Ada: place 3")
    act(game, "Ada: reveal")
    until_free(game, "Ada")
    assert [t for t in legal_for(game, "Ada") if t.startswith("place")] == [
        "place 4",
        "place 5",
        "place 6",
    ]


def test_placing_or_leaving_needs_a_tile_in_hand():
    """aoa.tile.reveal: reveal a tile, then place it or leave it."""
    game = game_with()
    refused(game, "Ada: place 1", "aoa.tile.reveal")
    refused(game, "Ada: leave", "aoa.tile.reveal")


def test_table_tiles_can_be_taken_by_anyone_at_any_moment():
    """aoa.table.take."""
    game = game_with()
    act(game, "Ada: reveal")
    species = player_view(game, None, "Ada")["hand"]
    act(game, "Ada: leave")
    assert game.view("Cy")["table"] == [species]
    assert f"take {species}" in legal_for(game, "Cy")
    other = next(s for s in ("Lion", "Mouse", "Frog") if s != species)
    refused(game, f"Cy: take {other}", "aoa.table.take")
    events = act(game, f"Cy: take {species}")
    assert events[-1].rule == "aoa.table.take"
    assert player_view(game, "Ada", "Cy")["hand"] == species and game.view(None)["table"] == []


def _taken_by_cy(game):
    """Ada reveals a tile and leaves it on the table; Cy takes it: its species."""
    act(game, "Ada: reveal")
    species = player_view(game, None, "Ada")["hand"]
    act(game, "Ada: leave")
    act(game, f"Cy: take {species}")
    until_free(game, "Cy")
    return species


def test_a_tile_taken_from_the_table_goes_to_the_ark():
    """aoa.table.take, ruling 24: the table's tiles are taken "to their arks", so a tile taken
    from the table is placed, never left again (a scripted player took and left one forever);
    a tile revealed from the pool may still be left."""
    game = game_with()
    species = _taken_by_cy(game)
    assert player_view(game, "Ada", "Cy")["from_table"] is True
    assert legal_for(game, "Cy") == ["place 1", "place 2", "place 3", "wait"]
    assert "Cy may place or wait" in game.prompt  # a learner was offered "reveal" and "leave"
    problem = refused(game, "Cy: leave", "aoa.table.take")
    assert problem.reason == (
        f'Cy took the {species} from the table: the players take such tiles "to their arks", '
        "so place it (our reading)."
    )
    assert "take them to their arks" in RULES[problem.rule]
    assert refused(game, "Cy: reveal", "aoa.hand.one").reason == (
        f"Cy already holds the {species}: place it before picking up another tile (one hand, "
        "one tile)."
    )
    events = game.play("Cy: place 1")
    assert events[0].kind == "place" and player_view(game, None, "Cy")["ark"][0] == species
    assert player_view(game, None, "Cy")["from_table"] is False
    act(game, "Cy: reveal")
    until_free(game, "Cy")
    assert "leave" in legal_for(game, "Cy")


def test_a_taken_tile_is_saved_and_undone_with_the_hand():
    """Ruling 24: whether the tile in hand came from the table is part of the state: a save
    loads back with it, and undo restores it with the hand."""
    game = game_with()
    _taken_by_cy(game)
    again = load(game.to_json())
    assert player_view(again, None, "Cy")["from_table"] is True
    refused(again, "Cy: leave", "aoa.table.take")
    game.play("Cy: place 2")
    assert player_view(game, None, "Cy")["from_table"] is False
    game.undo()
    assert player_view(game, None, "Cy")["from_table"] is True
    refused(game, "Cy: leave", "aoa.table.take")
    while not isinstance(game.undo(), Take):
        pass
    view = player_view(game, None, "Cy")
    assert view["hand"] is None and view["from_table"] is False


def test_a_save_from_before_ruling_24_loads_with_the_hand_its_moves_give():
    """A save written before the state named ``from_table`` still loads: the replayed moves
    say where the tile in hand came from."""
    game = game_with()
    _taken_by_cy(game)
    data = json.loads(game.to_json())
    for p in data["state"]["players"]:
        del p["from_table"]
    again = load(json.dumps(data))
    assert player_view(again, None, "Cy")["from_table"] is True


def test_bots_and_the_hint_do_not_wait_while_holding_a_table_tile():
    """Ruling 24: a wait while holding a tile taken from the table only puts off placing it,
    so it has no effect for bots and the hint (a greedy bot that liked the tile less on its
    ark than in hand waited for ever, and the round never ended)."""
    from arkbook.bots import GreedyBot, useful_moves

    game = position(["Ada", "Ben"], hands={"Ada": "Lion", "Ben": "Owl"}, from_table=["Ada"])
    assert game.has_no_effect(Wait("Ada")) and not game.has_no_effect(Wait("Ben"))
    assert [m.action_text() for m in useful_moves(game, "Ada")] == ["place 1", "place 2", "place 3"]
    assert isinstance(GreedyBot(seed=1).choose(game, "Ada"), Place)


def test_when_the_sand_runs_out_a_tile_taken_from_the_table_may_still_be_placed():
    """aoa.sandglass.stop with aoa.table.take: Ben holds a table tile when the sand runs out;
    he may place it (a holder's column always has a free space), not leave it, and the round
    ends once he has."""
    game = game_with()
    fill(game, "Ada")
    act(game, "Ben: reveal")
    species = player_view(game, None, "Ben")["hand"]
    act(game, "Ben: leave")
    act(game, f"Ben: take {species}")
    pass_time(game, "sand-out")
    assert game.to_move == ("Ben",)
    assert game.prompt.endswith("Ben may only place the tile already in hand.")
    assert all(t.startswith("place") for t in legal_for(game, "Ben")) and legal_for(game, "Ben")
    refused(game, "Ben: leave", "aoa.table.take")
    reason = refused(game, "Ben: reveal", "aoa.sandglass.stop").reason
    assert reason == f"The sand has run out: Ben may only place the {species} already in hand."
    events = game.play(next(m for m in game.legal_moves() if isinstance(m, Place)))
    assert [e.kind for e in events][:2] == ["place", "reveal-arks"]
    assert game.view(None)["round"] == 2


def test_filling_the_ark_turns_the_sandglass_for_30_seconds():
    """aoa.sandglass.turn and aoa.sandglass.thirty."""
    game = game_with()
    events = fill(game, "Ada")
    turned = [e for e in events if e.kind == "sandglass"]
    assert len(turned) == 1 and turned[0].rule == "aoa.sandglass.turn"
    glass = game.view("Ben")["sandglass"]
    assert glass["turned_by"] == "Ada"
    assert glass["runs_out_at_ms"] == turned[0].data["at_ms"] + 30_000
    assert "Ada" not in game.to_move
    refused(game, Reveal("Ada"), "aoa.sandglass.turn")


def test_when_the_sand_runs_out_only_a_tile_in_hand_may_still_be_placed():
    """aoa.sandglass.stop: Ben holds a tile when time runs out, Cy does not."""
    game = game_with()
    fill(game, "Ada")
    act(game, "Ben: reveal")
    events = pass_time(game, "sand-out")
    assert next(e for e in events if e.kind == "sand-out").data["holders"] == ["Ben"]
    assert game.to_move == ("Ben",)
    assert game.view("Cy")["sandglass"]["run_out"] is True
    refused(game, "Ben: reveal", "aoa.sandglass.stop")
    refused(game, "Ben: wait", "aoa.sandglass.stop")
    refused(game, "Cy: reveal", "aoa.sandglass.stop")
    assert [t for t in legal_for(game, "Ben") if not t.startswith("place")] == ["leave"]
    events = game.play(next(m for m in game.legal_moves() if isinstance(m, Place)))
    assert [e.kind for e in events][:2] == ["place", "reveal-arks"]
    assert game.view(None)["round"] == 2
    assert player_view(game, None, "Ben")["filled"] == 0


def test_only_the_sandglass_ends_a_round_however_long_everyone_waits():
    """aoa.sandglass.turn: the rulebook ends a round only through the sandglass, so waiting
    has no time limit (ruling 20); a save of such a game is bounded by what load() reads."""
    game = game_with()
    act(game, "Ben: reveal")
    for _ in range(2_000):
        game.play(f"{game.to_move[0]}: wait")
    view = game.view(None)
    assert view["round"] == 1 and view["sandglass"]["turned_by"] is None
    assert not view["sandglass"]["run_out"] and view["clock_ms"] > 300_000  # over 5 minutes
    too_long = json.loads(game.to_json())
    too_long["moves"] += ["Ada: wait"] * MAX_MOVES
    with pytest.raises(InvalidGameFile, match="moves"):
        load(json.dumps(too_long))


def test_the_round_ends_at_once_when_every_ark_is_full():
    game = new_game(["Ada", "Ben"], seed=3)
    fill(game, "Ben", 10)
    fill(game, "Ada")
    events = fill(game, "Ben")
    assert "finished" in [e.kind for e in events] and "sand-out" not in [e.kind for e in events]
    assert events[-1].kind != "sand-out" and game.view(None)["round"] == 2


def test_each_round_starts_with_all_84_tiles_face_down_and_empty_arks():
    """Ruling 26: the tiles of a scored round, on the arks and on the table, go back face down
    into the pool, so that round 2 starts as round 1 did."""
    game = game_with()
    finish_round(game)
    view = game.view(None)
    assert view["round"] == 2 and view["table"] == []
    assert view["pool"]["count"] == 84 and len(view["pool"]["order"]) == 84
    assert all(tile in (None, "grain") for p in view["players"] for tile in p["ark"])
    assert all(p["hand"] is None for p in view["players"])


def test_three_rounds_then_the_game_is_over():
    """aoa.game.rounds and aoa.game.winner."""
    game = game_with()
    for _ in range(3):
        finish_round(game)
    assert game.is_over() and game.legal_moves() == [] and game.to_move == ()
    assert len(game.scores().rows) == 3 * (len(SHEET_ROWS) - 2)  # Normal: no grain, no balance
    outcome = game.outcome()
    assert outcome.winners == ("Ada",)
    assert game.history[-1].events[-1].rule == "aoa.game.winner"


def test_expert_grain_takes_spaces_from_round_two():
    """aoa.level.expert, aoa.grain.round2, aoa.grain.round3: the marker lies on an ark space,
    so the Expert fills 16, then 15, then 13 spaces."""
    game = game_with({"Ada": "Expert", "Ben": "Normal"})
    assert player_view(game, "Ada", "Ada")["spaces"] == 16
    finish_round(game, "Ben")
    assert player_view(game, "Ada", "Ada")["ark"][9] == "grain"
    assert player_view(game, "Ada", "Ada")["spaces"] == 15
    assert player_view(game, "Ada", "Ben")["spaces"] == 16
    act(game, "Ada: reveal")
    until_free(game, "Ada")
    # Filling column 1, space 10 is dark for the column's sake first (a round-59 learner was
    # told of the grain there while the column rule kept every space right of column 1 dark).
    refused(game, "Ada: place 10", "aoa.place.leftmost")
    game.play("Ada: place 1")
    fill(game, "Ada", 5)
    act(game, "Ada: reveal")
    until_free(game, "Ada")
    problem = refused(game, "Ada: place 10", "aoa.grain.round2")
    assert problem.reason == "Space 10 holds a grain marker, so no animal can go there."
    finish_round(game, "Ben")
    ark = player_view(game, "Ada", "Ada")["ark"]
    assert [i + 1 for i, t in enumerate(ark) if t == "grain"] == [10, 13, 14]
    events = fill(game, "Ada")
    assert any(e.kind == "sandglass" and e.data["player"] == "Ada" for e in events)
    assert player_view(game, None, "Ada")["filled"] == 13


def test_a_grain_marker_eaten_in_round_two_lies_again_in_round_three():
    """Ruling 2: eaten grain costs its 2 points in the round it is eaten; round 3 places its
    three markers anew, the eaten one's space 10 among them."""
    game = game_with({"Ada": "Expert", "Ben": "Normal"})
    finish_round(game, "Ben")
    fill(game, "Ada")
    events = finish_round(game, "Ben")
    kinds = [(e.kind, e.data.get("player"), e.data.get("space")) for e in events]
    eaten = kinds.index(("grain-eaten", "Ada", 10))
    placed = next(i for i, e in enumerate(events) if e.rule == "aoa.grain.round3")
    assert eaten < placed and events[placed].data == {"player": "Ada", "spaces": [10, 13, 14]}


def test_novice_tiles_lie_face_up_and_the_others_face_down():
    """aoa.level.novice and aoa.place.face-down: at Normal even the owner's view hides them."""
    game = game_with({"Ada": "Novice", "Ben": "Normal"})
    ada = fill(game, "Ada", 1)[-1]
    ben = fill(game, "Ben", 1)[-1]
    assert ada.rule == "aoa.level.novice" and ben.rule == "aoa.place.face-down"
    for viewer in ("Ada", "Ben"):
        assert player_view(game, viewer, "Ada")["ark"][0] == ada.data["species"]
        assert player_view(game, viewer, "Ben")["ark"][0] == "face down"
    assert player_view(game, None, "Ben")["ark"][0] == ben.data["species"]
    assert player_view(game, "Ada", "Ben")["filled"] == 1


def test_determinising_reshuffles_only_the_pool():
    game = game_with()
    fill(game, "Ada", 3)
    world = game.clone()
    world._determinize("Ben", random.Random(0))
    assert world.view("Ben") == game.view("Ben")
    assert world.view(None)["players"] == game.view(None)["players"]
    assert world.view(None)["pool"]["order"] != game.view(None)["pool"]["order"]


def test_levels_are_chosen_per_player():
    """aoa.level.choose: one level for all, or per player; unknown levels are refused."""
    game = new_game(["Ada", "Ben"], seed=1, levels={"Ada": "Master"})
    assert [p["level"] for p in game.view(None)["players"]] == ["Master", "Normal"]
    assert game.options == {"levels": {"Ada": "Master", "Ben": "Normal"}}
    assert new_game(["Ada", "Ben"], seed=1, levels="Grand Master").levels == ("Grand Master",) * 2
    with pytest.raises(ArkbookError):
        new_game(["Ada", "Ben"], seed=1, levels="Wizard")
    with pytest.raises(ArkbookError):
        new_game(["Ada", "Ben"], seed=1, levels={"Zed": "Normal"})
    with pytest.raises(ArkbookError):
        new_game(["Ada"], seed=1)
    with pytest.raises(ArkbookError):
        new_game(["A", "B", "C", "D", "E"], seed=1)


def test_the_clock_jumps_to_the_next_free_hand_never_past_the_sand():
    game = new_game(["Ada", "Ben"], seed=2)
    game.play("Ada: reveal")
    game.play("Ben: reveal")
    assert game.view(None)["clock_ms"] == 1000
    act(game, "Ada: leave")
    act(game, "Ben: leave")
    fill(game, "Ada")
    deadline = game.view(None)["sandglass"]["runs_out_at_ms"]
    events = pass_time(game, "sand-out")
    assert next(e for e in events if e.kind == "sand-out").data["at_ms"] == deadline
    assert "reveal-arks" in [e.kind for e in game.history[-1].events], "nobody held a tile"


def every_move(game):
    for p in game.players:
        yield from (Reveal(p), Leave(p), Wait(p))
        yield from (Place(p, s) for s in range(1, 17))
        yield from (Take(p, s) for s in ("Lion", "Mouse", "Owl", "Frog", "Cobra", "Elephant"))


def test_check_is_none_exactly_for_the_listed_moves():
    """_check(m) is None exactly when m is in legal_moves(), through whole random games."""
    levels = ["Novice", "Normal", "Expert", "Master", "Grand Master"]
    for seed in range(3):
        rng = random.Random(seed)
        game = new_game(
            ["Ada", "Ben", "Cy"],
            seed=seed,
            levels={p: rng.choice(levels) for p in ("Ada", "Ben")},
        )
        step = 0
        while not game.is_over():
            legal = set(game.legal_moves())
            if step % 7 == 0:
                for move in every_move(game):
                    assert (game._check(move) is None) == (move in legal), (str(move), game.prompt)
                    assert (game.why_not(move) is None) == (move in legal), str(move)
            game.play(rng.choice(sorted(legal, key=str)))
            step += 1


def test_random_play_reaches_every_part_of_the_race():
    """The sand runs out on players who still hold a tile, who then place or leave it. Since
    a table tile must be placed (ruling 24), random arks fill faster and the sand runs out on
    a holder in about 1 game of 30: 100 seeds reach it."""
    kinds: set[str] = set()
    late_moves: set[str] = set()
    levels = {"Ada": "Expert", "Ben": "Grand Master", "Cy": "Novice"}
    for seed in range(100):
        game = new_game(list(levels), seed=seed, levels=levels)
        rng = random.Random(seed)
        while not game.is_over():
            sand_out = game.view(None)["sandglass"]["run_out"]
            move = rng.choice(game.legal_moves())
            events = game.play(move)
            kinds.update(e.kind for e in events)
            if sand_out:
                late_moves.add(type(move).__name__)
            if any(e.kind == "sand-out" and e.data["holders"] for e in events):
                kinds.add("sand-out with a tile in hand")
            for e in events:
                assert e.rule is None or e.rule in RULES, e.rule
        assert len(game.moves) < 5_000
    assert "sand-out with a tile in hand" in kinds
    assert {"Place", "Leave"} <= late_moves
    assert {"grain-eaten", "eaten", "balance", "double", "bonus-first", "finished"} <= kinds


def test_an_empty_pool_leaves_only_the_table():
    """aoa.tile.reveal: once every pool tile is revealed, tiles come from the table."""
    game = new_game(["Ada", "Ben"], seed=4)
    while game.view(None)["pool"]["count"]:
        act(game, "Ada: reveal")
        act(game, "Ada: leave")
    until_free(game, "Ada")
    problem = refused(game, "Ada: reveal", "aoa.tile.reveal")
    assert (
        problem.reason == "Every pool tile has been revealed; take a face-up tile from the table."
    )
    assert len(game.view("Ben")["table"]) == 84
    assert sum(t.startswith("take") for t in legal_for(game, "Ada")) == 22


def test_race_refusals_come_from_the_race_rules_not_from_turns():
    """aoa.race.busy, aoa.sandglass.turn, aoa.sandglass.stop: players race simultaneously, so
    the public ``why_not`` never answers with the turn-taking sentence ``game.turn``."""
    game = game_with()
    game.play("Ada: reveal")
    refused(game, "Ada: leave", "aoa.race.busy")
    until_free(game, "Ada")
    game.play("Ada: leave")
    fill(game, "Ada")
    refused(game, "Ada: wait", "aoa.sandglass.turn")
    act(game, "Ben: reveal")
    pass_time(game, "sand-out")
    refused(game, "Cy: take Lion", "aoa.sandglass.stop")


def test_a_space_number_off_the_board_is_no_move_and_quotes_no_rule():
    """Ruling 16: "place 17" (typed, or built in code) names no space: a notation error, told
    plainly, not a rule, so no rulebook sentence is quoted (it quoted the sandglass's)."""
    game = game_with()
    act(game, "Ada: reveal")
    until_free(game, "Ada")
    for move in ("Ada: place 17", "Ada: place 0", "Ada: place 123", Place("Ada", 17)):
        with pytest.raises(BadNotation, match="numbered 1 to 16") as refusal:
            game.why_not(move)
        assert not isinstance(refusal.value, IllegalMove)
    assert game.why_not("Ada: place 1") is None


def _scene(hands=None, arks=None, **scene):
    """Ada and Ben, Ada's hand free now: round 1 unless ``scene`` says otherwise."""
    return position(["Ada", "Ben"], hands=hands or {}, arks=arks or {}, **scene)


#: A full ark: the first 16 species of the tile list, one each.
FULL = {space: species.name for space, species in enumerate(SPECIES[:16], start=1)}

#: Every kind of refusal the race gives: a scene, a move, the rule id, and the words of the
#: rulebook sentence that forbids it (the sentence quoted under the refusal).
REFUSALS = {
    "second tile from the pool": (
        lambda: _scene(hands={"Ada": "Lion"}),
        "Ada: reveal",
        "aoa.hand.one",
        "only one hand",
    ),
    "second tile from the table": (
        lambda: _scene(hands={"Ada": "Lion"}, table=["Owl"]),
        "Ada: take Owl",
        "aoa.hand.one",
        "only one hand",
    ),
    "a species not on the table": (
        lambda: _scene(table=["Owl"]),
        "Ada: take Lion",
        "aoa.table.take",
        "left on the table",
    ),
    "place with an empty hand": (
        lambda: _scene(),
        "Ada: place 1",
        "aoa.tile.reveal",
        "reveals a chosen tile",
    ),
    "leave with an empty hand": (
        lambda: _scene(),
        "Ada: leave",
        "aoa.tile.reveal",
        "leaves it on the table",
    ),
    "first tile right of column 1": (
        lambda: _scene(hands={"Ada": "Lion"}),
        "Ada: place 5",
        "aoa.place.leftmost",
        "start from the left side",
    ),
    "a column before the one left of it is full": (
        lambda: _scene(hands={"Ada": "Lion"}, arks={"Ada": {1: "Owl"}}),
        "Ada: place 4",
        "aoa.place.column",
        "Only when the leftmost column is full",
    ),
    "a space of the column being filled that holds a tile": (
        lambda: _scene(hands={"Ada": "Lion"}, arks={"Ada": {1: "Owl"}}),
        "Ada: place 1",
        "aoa.place.board",
        "fills all the space available",
    ),
    "a space of a full column": (
        lambda: _scene(hands={"Ada": "Lion"}, arks={"Ada": {1: "Owl", 2: "Fox", 3: "Cobra"}}),
        "Ada: place 2",
        "aoa.place.board",
        "fills all the space available",
    ),
    "a grain marker": (
        lambda: _scene(
            hands={"Ada": "Lion"},
            arks={"Ada": dict(enumerate(["Owl", "Fox", "Cobra", "Wolf", "Bear", "Lion"], 1))},
            levels={"Ada": "Expert"},
            round=2,
            earlier=[{"arks": {"Ada": FULL, "Ben": FULL}, "first": "Ada"}],
        ),
        "Ada: place 10",
        "aoa.grain.round2",
        "grain marker on the space marked",
    ),
    "leave a tile taken from the table": (
        lambda: _scene(hands={"Ada": "Lion"}, from_table=["Ada"]),
        "Ada: leave",
        "aoa.table.take",
        "take them to their arks",
    ),
    "a finished player": (
        lambda: _scene(arks={"Ada": FULL}, sandglass={"turned_by": "Ada", "at_ms": 0}),
        "Ada: take Owl",
        "aoa.sandglass.turn",
        "fills all the space available",
    ),
}


@pytest.mark.parametrize("kind", sorted(REFUSALS))
def test_each_refusal_quotes_the_sentence_that_forbids_it(kind):
    """A learner was shown the sandglass's sentence under "there is no space 17" and "start
    from the left" under a space that holds a tile: each refusal must quote the sentence
    that forbids the move (ruling 16)."""
    scene, move, rule, words = REFUSALS[kind]
    refused(scene(), move, rule)
    assert words in RULES[rule], (kind, RULES[rule])


def test_the_race_rules_quote_their_own_sentences_when_the_sand_runs_out():
    """aoa.race.busy, aoa.sandglass.stop: a busy hand quotes the one hand (ruling 5); once
    the sand has run out, a player with no tile stops and a holder may only place or leave."""
    game = game_with()
    game.play("Ada: reveal")
    assert "only one hand" in RULES[refused(game, "Ada: leave", "aoa.race.busy").rule]
    until_free(game, "Ada")
    game.play("Ada: leave")
    fill(game, "Ada")
    act(game, "Ben: reveal")
    pass_time(game, "sand-out")
    for move in ("Cy: take Lion", "Cy: wait", "Ben: reveal", "Ben: wait"):
        assert "must stop immediately" in RULES[refused(game, move, "aoa.sandglass.stop").rule]


def test_after_the_game_nobody_moves():
    """The contract's game.over: the last round scored, every move is refused."""
    game = game_with({"Ada": "Normal", "Ben": "Normal"})
    for _ in range(3):
        finish_round(game)
    assert game.is_over()
    refused(game, "Ada: wait", "game.over")


def test_a_placed_tile_stays_where_it_was_placed():
    """Ruling 22: the moves are reveal, take, place, leave and wait; none picks up a placed
    tile, and a placed space is never offered again, however the race goes on."""
    rng = random.Random(4)
    for level in ("Novice", "Grand Master"):
        game = new_game(["Ada", "Ben"], 4, levels=level)
        placed: dict[tuple[str, int], str] = {}
        while game.view(None)["round"] == 1 and not game.is_over():
            for move in game.legal_moves():
                assert isinstance(move, Reveal | Take | Place | Leave | Wait)
                assert not isinstance(move, Place) or (move.player, move.space) not in placed
            move = rng.choice(game.legal_moves())
            game.play(move)
            view = game.view(None)
            if view["round"] == 1:
                for p in view["players"]:
                    for (who, space), tile in placed.items():
                        if who == p["name"]:
                            assert p["ark"][space - 1] == tile
                    for s, tile in enumerate(p["ark"], 1):
                        if tile not in (None, "grain"):
                            placed[(p["name"], s)] = tile
        assert len(placed) >= 10


def test_two_arks_filled_at_the_same_moment_the_placement_played_first_turns_the_glass():
    """Ruling 23: Ada and Ben each hold their last tile at the same clock time; the game
    plays moves one at a time, so the placement it receives first turns the sandglass and
    earns the bonus, and the other player is simply done (ruling 8)."""
    game = new_game(["Ada", "Ben"], seed=3)
    fill(game, "Ben", 15)
    fill(game, "Ada", 15)
    while not ({"Ada", "Ben"} <= set(game.to_move)):
        act(game, f"{game.to_move[0]}: wait")
    act(game, "Ada: reveal")
    act(game, "Ben: reveal")
    while not ({"Ada", "Ben"} <= set(game.to_move)):
        act(game, f"{game.to_move[0]}: wait")
    ada = next(m for m in game.legal_moves() if m.player == "Ada" and isinstance(m, Place))
    ben = next(m for m in game.legal_moves() if m.player == "Ben" and isinstance(m, Place))
    game.play(ben)
    assert game.view(None)["sandglass"]["turned_by"] == "Ben"
    game.play(ada)  # at the same clock time: Ada is done, and every ark is full
    assert game.view(None)["round"] == 2
    assert game.scored_rounds()[0].first == "Ben"


def test_the_table_line_says_the_game_is_over_not_when_the_sand_runs_out():
    """A learner read "sandglass turned by Ada, runs out at 62.5 s" under "Game over"."""
    from arkbook.pictures.ark_of_animals import table_text

    game = game_with()
    for _ in range(3):
        finish_round(game)
    line = table_text(game.view(None))[0]
    assert "the game is over" in line and "runs out" not in line
