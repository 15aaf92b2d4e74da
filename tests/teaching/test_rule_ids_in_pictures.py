"""After ``rule_ids_in_tooltips()`` no text picture a learner reads ends a line with ``[rule.id]``:
a scored round of Ark of Animals, Ark's score sheet (its tie-break line) and majorities, a
board's printed last message. Their HTML keeps every id, in the line's tooltip. By default the
ids still follow their sentences."""

from __future__ import annotations

import re

from arkbook.boards import ArkBoard
from arkbook.explain import rule_ids_in_tooltips
from arkbook.learn import scene
from arkbook.pictures import ark_lessons
from arkbook.pictures.ark_of_animals import draw_round
from tests.conftest import ID_IN_TEXT


def scored_round():
    """Round 2 of the level scene: grain eaten, animals eaten, balance, bonuses."""
    return scene("ark-of-animals", "what the level changes")._results[1]


def tied_endgame() -> ArkBoard:
    """Ark's endgame scene played out: Ada and Ben tie on 25, the tie-break decides."""
    board = ArkBoard(scene("ark", "the endgame"), seats={"Ben": "greedy", "Cy": "greedy"})
    board.play("Ada: play Mouse to port 2")
    assert board.game.outcome() is not None and board.game.outcome().tie_break
    return board


def test_a_scored_round_reads_as_sentences_and_keeps_its_ids_in_tooltips(
    ids_in_tooltips: None,
) -> None:
    picture = draw_round(scored_round())
    assert not ID_IN_TEXT.search(picture.text), picture.text
    assert "1 grain: -2 · 1 of 1 grain markers eaten" in picture.text
    for rule in ("aoa.score.grain", "aoa.score.predators", "aoa.bonus.first", "aoa.score.order"):
        assert re.search(rf'title="[^"]*\b{re.escape(rule)}\b', picture.html), rule
    assert 'class="ab-rule"' not in picture.html


def test_by_default_a_scored_rounds_steps_end_with_their_rules() -> None:
    text = draw_round(scored_round()).text
    assert "1 grain: -2 · 1 of 1 grain markers eaten [aoa.score.grain]" in text
    assert "total: 16 [aoa.score.order]" in text


def test_each_bonus_of_a_scored_round_cites_the_rule_its_points_come_from() -> None:
    """Ruling 13: a line of points quotes the rule they come from; the round's summary
    (its total and the round-score events) cites the order of the steps, never the winner."""
    result = scored_round()
    ada = next(line for line in draw_round(result, "Ada").text.splitlines() if "5 bonuses" in line)
    assert ada.endswith("[aoa.bonus.first, aoa.bonus.mammals, aoa.bonus.sets]"), ada
    summaries = [e for e in result.events if e.kind == "round-score"]
    assert summaries and {e.rule for e in summaries} == {"aoa.score.order"}


def test_arks_tie_break_and_majorities_read_as_sentences(ids_in_tooltips: None) -> None:
    sheet = ark_lessons.score_sheet(tied_endgame().game)
    assert not ID_IN_TEXT.search(sheet.text) and "ark.score" not in sheet.text, sheet.text
    assert sheet.text.splitlines()[-1].startswith("Ben wins. Tie-break: tied on 25 points")
    assert 'title="ark.score.tiebreak"' in sheet.html
    assert 'title="ark.score.majority ark.score.ties"' in sheet.html
    majority = ark_lessons.majority({"Ada": 2, "Ben": 2, "Cy": 1})
    assert not ID_IN_TEXT.search(majority.text) and 'title="ark.score.ties"' in majority.html


def test_by_default_the_tie_break_line_ends_with_its_rule() -> None:
    sheet = ark_lessons.score_sheet(tied_endgame().game)
    assert sheet.text.splitlines()[-1].endswith(". [ark.score.tiebreak]")
    assert "ark.score.majority" in sheet.text  # the rule column


def test_a_printed_boards_last_refusal_reads_as_a_sentence(ids_in_tooltips: None) -> None:
    board = ArkBoard(scene("ark", "carnivores and shy animals"))
    board.play("Ada: play Dog to starboard 2")
    last = repr(board).splitlines()[-1]
    assert last.startswith("Last message: The Dog") and not ID_IN_TEXT.search(last), last
    rule_ids_in_tooltips(False)
    assert repr(board).endswith("[ark.cabin.carnivore]")


def test_a_walkthrough_step_and_a_checked_answer_keep_their_ids_in_tooltips(
    ids_in_tooltips: None,
) -> None:
    from arkbook.teaching import check_move
    from arkbook.walkthrough import Step

    step = Step("Setup", "The bow is laid.", "ark.setup.bow", "Place the bow.", {}, [])
    assert step.text() == "Setup\nThe bow is laid.\nPlace the bow."
    assert "title='ark.setup.bow'" in step._repr_html_() and "<code>" not in step._repr_html_()
    board = ArkBoard(scene("ark", "carnivores and shy animals"))
    answer = check_move(board.game, "Ada: play Dog to starboard 2")._repr_html_()
    assert "<code>" not in answer and "title='ark.cabin.carnivore'" in answer
    rule_ids_in_tooltips(False)
    assert step.text().endswith("[ark.setup.bow] Place the bow.")
