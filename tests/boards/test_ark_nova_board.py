"""The Ark Nova board's Python side: what the snapshot carries, clicks as the front end sends
them (legal, illegal, stale), the worked turn played through the board, bots and walkthroughs."""

from __future__ import annotations

from typing import Any

import pytest

from arkbook.ark_nova import RULES, new_game
from arkbook.ark_nova import board as nova_map
from arkbook.boards.ark_nova import ArkNovaBoard
from arkbook.coach import hint
from arkbook.learn import scene
from arkbook.walkthrough import Walkthrough
from tests.ark_nova.positions import scenario, worked_turn
from tests.boards.conftest import click

#: The learn-to-play lesson's seats: Ada plays, Ben is a bot.
SEATS = {"Ben": "greedy"}


def send(board: ArkNovaBoard, text: str) -> None:
    """A click on the board: the move text with the version it was drawn from."""
    click(board, type="move", text=text, version=board._version)


def options(board: ArkNovaBoard) -> list[str]:
    """The legal options' moves, without the player."""
    return [o["text"].split(": ", 1)[1] for o in board._view["groups"]["options"] if o["legal"]]


def ada(board: ArkNovaBoard) -> dict[str, Any]:
    return board._view["view"]["players"][0]


def test_the_snapshot_carries_map_a_with_its_terrain_and_bonuses() -> None:
    board = ArkNovaBoard(worked_turn())
    snap, zoo = board._static, board._static["map"]
    assert "map" not in board._view and "map" not in board._view["view"]  # sent once, not per move
    every = zoo["land"] + zoo["water"] + zoo["rock"]
    assert len(every) == 58 and all((x + y) % 2 == 1 for x, y in every)
    assert (len(zoo["water"]), len(zoo["rock"]), len(zoo["upgrade_only"])) == (9, 7, 2)
    assert len(zoo["bonuses"]) == 12 and len(zoo["edge_tokens"]) == 7
    assert zoo["edge_tokens"][0] == "snap" and zoo["recurring_tokens"] == 4
    assert snap["tables"]["white"][10] == 6 and snap["tables"]["white"][20] == 36


def test_card_faces_cover_what_the_viewer_sees_and_nothing_hidden() -> None:
    board = ArkNovaBoard(worked_turn())
    snap = board._view
    assert snap["seat"] == "Ada"
    me = ada(board)
    for card in [*me["hand"], *me["final_cards"], *me["zoo"], "P01"]:
        assert snap["cards"][card]["name"]
    assert snap["cards"]["F1"]["kind"] == "final" and snap["cards"]["F1"]["thresholds"]
    ben = board.game.view(None)["players"][1]
    hidden = set(ben["hand"]) | set(ben["final_cards"])
    assert not hidden & set(snap["cards"]), "Ben's hand and Final Scoring cards stay hidden"


def test_the_score_sent_counts_no_final_scoring_card_the_viewer_cannot_see() -> None:
    """Ben's Final Scoring cards are hidden, so are the points they would add: the score the
    front end gets (and the text board prints) is the sheet as Ada may count it."""
    board = ArkNovaBoard(worked_turn(), seats=SEATS)
    assert board._view["scores"] == board.game.scores("Ada").to_dict()
    (final,) = [r for r in board._view["scores"]["rows"] if r["label"] == "Final Scoring card"]
    assert final["points"]["Ben"] == 0 and "Ben's still secret" in final["detail"]
    # The total says so too: a round-50 learner ended a game sure of a lead 8 points too big.
    assert board._view["scores"]["uncounted"] == {"Ben": "a secret card"}
    ben = board._view["scores"]["totals"]["Ben"]
    assert f"Ben {ben:g} + a secret card" in repr(board)


def test_placing_a_building_sends_every_placement_with_its_legality() -> None:
    board = ArkNovaBoard(scenario({"money": 30}))
    send(board, "Ada: action build")
    send(board, "Ada: build enclosure-2")
    groups = board._view["groups"]
    assert groups["placing"] == "size-2 enclosure"
    by_text = {o["text"]: o for o in groups["options"]}
    assert {t for t, o in by_text.items() if o["legal"]} == {
        str(m) for m in board.game.legal_moves()
    }
    for p in nova_map.placements("enclosure-2"):
        assert by_text[f"Ada: at {p.label}"]["hexes"] == [list(h) for h in p.hexes]


def test_every_hex_of_the_map_is_named_in_the_engines_words() -> None:
    """The terrain tooltips name hexes as the refusals do, from one function."""
    names = ArkNovaBoard(worked_turn())._static["map"]["hex_words"]
    assert names["6,7"] == nova_map.hex_words((6, 7)) == "column 6, row 7"
    assert len(names) == 58


def test_no_action_is_shown_under_way_when_the_next_turn_starts() -> None:
    """After Ben's action ends, Ada's turn starts with no action under way: the board has no
    strength of Ben's to put on Ada's card (issue 20: a stale "strength 4" badge)."""
    board = ArkNovaBoard(scenario({"money": 30}), seats={"Ben": "random"})
    send(board, "Ada: action association")
    assert board._view["view"]["action"]["card"] == "association"
    assert board._view["view"]["action"]["player"] == "Ada"
    for text in ("task reputation",):
        send(board, f"Ada: {text}")
    played = board.run_bots()
    assert played and board.game.to_move == ("Ada",)
    assert board._view["view"]["pending"]["kind"] == "action"
    assert board._view["view"]["action"] is None


def test_building_by_click_pays_and_draws_the_building() -> None:
    board = ArkNovaBoard(scenario({"money": 30}))
    for text in ("action build", "build enclosure-2", "at 2,7 r0"):
        send(board, f"Ada: {text}")
        assert board._message["kind"] == "info", board._message
    kinds = [b["kind"] for b in ada(board)["buildings"]]
    assert kinds == ["enclosure-3", "enclosure-2"] and ada(board)["money"] == 26
    assert "building:Ada:2" in board._view["highlight"]


@pytest.mark.parametrize(
    ("where", "rule"),
    [("at 2,1 r0", "nova.build.terrain"), ("at 8,7 r1", "nova.build.adjacent")],
)
def test_an_illegal_placement_is_answered_with_the_rule(where: str, rule: str) -> None:
    board = ArkNovaBoard(scenario({"money": 30}))
    send(board, "Ada: action build")
    send(board, "Ada: build enclosure-2")
    before, version = board.game.to_json(), board._version
    send(board, f"Ada: {where}")
    assert board._message["rule"] == rule, board._message
    assert board._message["quote"] == RULES[rule]
    assert board.game.to_json() == before and board._version == version


def test_an_animal_goes_into_a_lit_enclosure() -> None:
    board = ArkNovaBoard(scenario({"hand": ["A03", "A01"], "money": 30}))
    send(board, "Ada: action animals")
    assert options(board) == ["play Plains Zebra"]
    send(board, "Ada: play A03")
    assert options(board) == ["enclosure 1"]
    send(board, "Ada: enclosure 1")
    start = ada(board)["buildings"][0]
    assert start["animals"] == ["A03"] and ada(board)["appeal"] == 3
    assert board._view["cards"]["A03"]["name"] == "Plains Zebra"


def test_association_at_strength_five_with_an_x_token() -> None:
    board = ArkNovaBoard(worked_turn())
    send(board, "Ada: action association")
    send(board, "Ada: spend 0")
    send(board, "Ada: task project")
    assert board._message["rule"] == "nova.association.values"
    assert board.undo()
    send(board, "Ada: spend 1")
    view = board._view["view"]
    assert (view["action"]["slot"], view["action"]["strength"]) == (4, 5)
    assert ada(board)["x_tokens"] == 1
    send(board, "Ada: task project")
    assert options(board) == ["support Savanna Protection 2", "support Savanna Protection 3"]


def test_the_worked_turn_through_the_board_then_undo() -> None:
    board = ArkNovaBoard(worked_turn(), seats={"Ben": "human"})
    for text in (
        "Ada: action association",
        "Ada: spend 1",
        "Ada: task project",
        "Ada: support P01 2",
        "Ada: take 1",
        "Ada: money",
        "Ada: discard F1",
        "Ben: discard F3",
    ):
        send(board, text)
        assert board._message["kind"] == "info", (text, board._message)
    row = [a["card"] for a in ada(board)["action_row"]]
    assert row == ["association", "sponsors", "build", "cards", "animals"]
    assert (ada(board)["conservation"], ada(board)["money"]) == (10, 25)
    assert board._view["seat"] == "Ben"
    click(board, type="undo", version=board._version)
    assert board.game.prompt == "Ben: discard one of the two Final Scoring cards."


def test_a_stale_click_is_refused() -> None:
    board = ArkNovaBoard(worked_turn())
    old = board._version
    send(board, "Ada: action association")
    click(board, type="move", text="Ada: spend 1", version=old)
    assert board._message["rule"] == "board.stale"


def test_elements_and_setup_events_name_the_front_ends_ids() -> None:
    board = ArkNovaBoard(worked_turn())
    ids = set(board.elements(board.game.view("Ada")))
    for wanted in ("break", "partner-zoos", "folder:1", "project:P01", "row:Ada", "x:Ada"):
        assert wanted in ids
    assert {"building:Ada:1", "building:Ada:2", "tokens:Ada", "final:Ada"} <= ids
    for event in board.game.history[0].events:
        assert set(board.event_elements(event)) <= ids | {"project:P02", "project:P03"}


def test_bots_play_and_a_human_takes_back_the_last_move() -> None:
    board = ArkNovaBoard(scenario({"money": 30}), seats={"Ben": "random"})
    send(board, "Ada: x-token")
    send(board, "Ada: move cards")
    assert board.game.to_move == ("Ben",)
    played = board.run_bots()
    assert played and board.game.to_move == ("Ada",)
    assert board.undo() and board.game.to_move == ("Ada",)
    assert [str(m) for m in board.game.moves] == ["Ada: x-token"]  # one decision back
    assert "Ark Nova board: Ada (human), Ben (random bot)" in repr(board)


def test_a_lesson_move_played_as_text_is_answered_by_the_bot_and_the_hint_works() -> None:
    """The learn-to-play lesson read as text: after ``board.play`` finishes Ada's turn, Ben
    (a bot) takes his, and Ada decides again, so ``hint`` has her decision to read."""
    board = ArkNovaBoard(scene("ark-nova", "build, and the strength of a slot"), seats=SEATS)
    for text in ("Ada: action build", "Ada: build pavilion"):
        assert board.play(text) and board.game.to_move == ("Ada",)
    assert board.play("Ada: at 2,9 r0")
    assert any(m.player == "Ben" for m in board.game.moves)
    assert board.game.to_move == ("Ada",)
    assert hint(board.game, "Ada").move.player == "Ada"


def test_the_worked_turn_as_a_walkthrough() -> None:
    game = worked_turn()
    for text in ("action association", "spend 1", "task project", "support P01 2", "take 1"):
        game.play(f"Ada: {text}")
    walk = Walkthrough.turn(game, 1, ArkNovaBoard, player="Ada")
    assert len(walk.steps) == 6
    assert walk.steps[2].rule == "nova.turn.x_tokens"
    assert "x:Ada" in walk.steps[2].highlight and walk.board._static["map"]["land"]


def test_no_card_is_drawn_twice_on_the_board() -> None:
    """A position's zoo cards leave the display (the worked turn's Meerkat was on both)."""
    view = ArkNovaBoard(worked_turn(), seats={"Ben": "human"})._view["view"]
    shown = [f["card"] for f in view["display"] if f["card"]]
    for player in view["players"]:
        shown += player["zoo"] + player.get("hand", [])
    assert len(shown) == len(set(shown)), sorted(shown)


def test_bots_play_a_whole_game_and_the_board_redraws_once() -> None:
    """Random bots in both seats finish a seeded game; the board ends on its final score."""
    board = ArkNovaBoard(new_game(["Ada", "Ben"], seed=1), seats={"Ada": "random", "Ben": "random"})
    version = board._version
    played = board.run_bots()
    assert board.game.is_over() and len(played) == len(board.game.moves) > 500
    assert board._version == version + 1
    assert board._view["outcome"]["winners"] and board._view["prompt"].startswith("Game over")
    assert len(board._log) == len(played)
    assert "The game is over. Totals:" in board._message["text"]  # the last move's answer


def test_the_text_board_names_what_ends_the_game_once_cards_add_to_the_score() -> None:
    """The l13 judge read "Score if the game ended now" past 100 in a game that went on: the
    score counts the end-game cards, the end comes when appeal + the white number reaches
    100. Once the two differ, the board prints both."""
    foundation = scene("ark-nova", "animals").card("Big Cat Foundation")["id"]
    plain = ArkNovaBoard(scenario({"appeal": 40}), seats=SEATS)
    assert "Counters" not in repr(plain)  # the same numbers: one line says it
    board = ArkNovaBoard(scenario({"appeal": 40, "zoo": [foundation]}), seats=SEATS)
    assert "Score if the game ended now: Ada 28, Ben" in repr(board)  # 2 per predator icon
    counters = "Counters (appeal + white number, cards not counted; the end comes at 100): Ada 26,"
    assert counters in repr(board)
