"""Ark's learn-to-play endgame scene ends as its notebook says it does, and the lesson keeps
teaching what a learner-judge found missing in it.

The notebook explains the scene's end after the board: the learner's Mouse ties the shy card,
the board passes for them when nothing in hand may be played, Ben's hidden pet ties the totals
at 25, and Ben wins the tie-break with fewer animal cards in hand. No first move wins it.
"""

from __future__ import annotations

import re

import nbformat
import pytest

from arkbook.boards import ArkBoard
from arkbook.learn import scene
from tests.word_count import NOTEBOOKS

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
    board.play("Ada: play Mouse to port 3")
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


#: What a round-58 learner-judge lacked, and the words of the lesson that now teach it.
TAUGHT = {
    "the starting cards place no figures": "start the ark, one per cabin, no figures",
    "three tied for first": "three, (10+6+2)/3 = 6",
    "what a starting '!' card keeps": "a Turtle or Hedgehog still lets heavier carnivores in",
    "the drive-out reading": 'example: "to the side with the skunk"; here, by the weights',
    # round 61: the learner turned the disc toward the lighter side
    # round 65: "toward the heavier side" did not say which
    "the drive-out disc goes to the heavier side": "port is now 2 lighter, so it moves 2 toward",
    # round 59
    "a carnivore may join a shy animal": "a shy animal never leaves, even when a carnivore joins",
    "figures run out, heavy cards stick": "figures (a drive-out places two; a pet needs one)",
    # round 65: how to split the supply
    "the rain cards' place, step by step": "stacks: shuffle four **rain cards** into one",
    "the Chimpanzee's disc is no action disc": "Chimpanzee puts an orange disc under one of your",
    "the endgame's forced pass, out of asides": "With no disc or no card that fits, you must",
    # round 67: the forced pass is a reading to agree on
    "the forced pass to agree on": "a forced endgame pass is for good;",
    # round 66: the starting disc set on the lighter side
    "the starting lean's side": "the yellow disc leans to the heavier side",
    "the Llama fits more than one cabin": "only port cabins that are not hot can take it",
    # round 68: "the last on its top" (the last what?); the cards skipped at setup
    # round 71: the stacking, one step at a time
    "the fifth rain card on its stack": "lay the fifth on it, then put the other stack on top",
    "the starting cards skipped": "(skipped cards go under the deck)",
    "the starting lean's size": "leans to the heavier side by the difference",
    # round 69: how to stop after one card
    "ending the turn after one card": "from your hand into the ark (after one: **End turn**)",
    # rounds 68 to 70: the figures ran out, which only the readings and the advice said
    "17 figures, then none": "one of your 17 figures on its kind's scoring card (none once all",
    # rounds 70 and 72: the Chimpanzee's limit sat below the table, and learners copied the row
    "the Chimpanzee's figure not on a disc": "one of your figures not yet on a disc (our reading",
    # round 73: an empty hand at the second rain card; which cards may start the ark
    "a pet comes from the hand": "(no card in hand, no pet)",
    "the starting cards, rain out": "With the rain cards out, the first four cards of weight 1",
    "provisions may start the ark": "drawn (provisions too) start the ark",
    # round 74: "once that draw is done" beside the board's "at the end of this turn"
    "pets at the turn's end": "At the end of your turn, before Ben plays, each player in turn",
    # round 75: Ben played three times in a row after the others had passed
    "the last player in plays alone": "the last one in plays on alone",
    # round 78: a forced pass decided a game; that it is for good sat among the readings
    "a forced pass is for good, where it is told": "you must pass (for good);",
    # round 75: "an ark board with port and starboard rows of cabins"
    "no board at a real table": "cabins are rows of cards beside the bow card (no board)",
    # round 77: the cabin's 3 cards sat in the bow's paragraph; where the Bronto's and
    # Chimpanzee's discs come from
    "a cabin's size, with the ark": "cabins (3 cards each)",
    # round 78: '"!" cards aside' read as any "!" card lifting the limit; only the Hedgehog
    # does, by being the second
    "the Hedgehog is the second carnivore or omnivore": "plus a Hedgehog (itself an omnivore)",
    # round 78: the advice read as "hoard discs"; a new cabin winning a share is worth one
    "what a disc is worth, in the advice": "(a 1-point disc lost, one given)",
    "the Bronto's disc": "stands on an orange disc from the supply",
    "the Chimpanzee's disc's source": "put an orange disc from the supply under",
}


def markdown() -> str:
    """The lesson's prose, its source lines joined (a phrase may wrap)."""
    lesson = NOTEBOOKS / "ark" / "00-learn-to-play.ipynb"
    cells = nbformat.read(lesson, as_version=4).cells
    return re.sub(r"\s+", " ", "\n".join(c.source for c in cells if c.cell_type == "markdown"))


@pytest.mark.parametrize("rule", TAUGHT)
def test_the_lesson_teaches_what_the_learner_judge_missed(rule: str) -> None:
    assert TAUGHT[rule] in markdown(), rule


def test_the_drive_out_reading_is_told_in_one_place() -> None:
    """A round-58 learner, told of the rulebook's skunk example in the middle of a scene, doubted
    the bow rule just learned: the reading is told once, among those to agree on."""
    assert markdown().count("to the side with the skunk") == 1
