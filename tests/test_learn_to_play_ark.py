"""Ark's learn-to-play endgame scene ends as its notebook says it does.

The notebook explains the scene's end after the board: the learner's Mouse ties the shy card,
the board passes for them when nothing in hand may be played, Ben's hidden pet ties the totals
at 25, and Ben wins the tie-break with fewer animal cards in hand. No first move wins it.
"""

from __future__ import annotations

from arkbook.boards import ArkBoard
from arkbook.learn import scene

SEATS = {"Ben": "greedy", "Cy": "greedy"}


def finish(first: str) -> ArkBoard:
    """The endgame scene on the lesson's board, Ada playing ``first`` and then passing."""
    board = ArkBoard(scene("ark", "the endgame"), seats=SEATS)
    assert board.play(first)
    board.run_bots()
    while not board.game.is_over():
        assert board.play("Ada: pass")
        board.run_bots()
    return board


def test_the_mouse_ties_at_25_and_ben_wins_the_tie_break_with_fewer_animals_in_hand():
    board = ArkBoard(scene("ark", "the endgame"), seats=SEATS)
    board.play("Ada: play Mouse to port 2")
    board.run_bots()
    assert board.game.is_over()  # Ada never had to click Pass: the board passed for her
    told = [e.text for turn in board.game.history for e in turn.events]
    assert "Ada passes and is out of the endgame." in told
    outcome = board.game.outcome()
    assert outcome is not None
    assert outcome.scores == {"Ada": 25, "Ben": 25, "Cy": 15}
    assert outcome.winners == ("Ben",) and "fewest animal cards in hand" in outcome.tie_break
    assert board._view["prompt"] == (
        "Game over: Ben wins, on the tie-break: tied on 25 points;"
        " fewest animal cards in hand wins (Ada 2, Ben 1)."
    )
    shy = next(r for r in board.game.scores().rows if r.label == "Shy scoring card")
    assert shy.points["Ada"] == shy.points["Ben"] == 8


def test_no_first_move_of_ada_wins_the_scene():
    for move in scene("ark", "the endgame").legal_moves():
        outcome = finish(str(move)).game.outcome()
        assert outcome is not None and "Ada" not in outcome.winners, move
