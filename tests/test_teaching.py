"""Exercises hide their answers until asked, and the engine checks a learner's answer."""

from __future__ import annotations

from arkbook import ark
from arkbook.teaching import Solution, check_move, check_targets, reveal


class Drawn:
    def _repr_html_(self) -> str:
        return "<svg class='pos'></svg>"

    def __repr__(self) -> str:
        return "a position"


def test_a_solution_folds_any_object_in_plain_details_html() -> None:
    folded = reveal(Drawn())
    page = folded._repr_html_()
    assert "<details class='arkbook-solution'>" in page and "</details>" in page
    assert page.index("<summary>Show the answer</summary>") < page.index("<svg class='pos'>")
    assert "<script" not in page
    assert repr(folded) == "Show the answer:\na position"  # nbval still compares the answer
    text = Solution([1, "<b>"], label="Where may the Lion go?")._repr_html_()
    assert "<summary>Where may the Lion go?</summary>" in text
    assert "<pre>[1, &#x27;&lt;b&gt;&#x27;]</pre>" in text  # a plain object: its repr, escaped


def test_a_move_is_checked_and_an_illegal_one_explained_by_its_rule() -> None:
    game = ark.new_game(players=["Ada", "Ben", "Cy"], seed=3)
    legal = str(game.legal_moves()[0])
    assert check_move(game, legal).correct
    wrong = check_move(game, "Ada: play Fish to port 5")
    assert not wrong.correct and wrong.marks[0].rule == "ark.play.hand"
    assert wrong.marks[0].quote == game.rule_text("ark.play.hand")
    assert "✘ Not quite" in repr(wrong) and "[ark.play.hand]" in repr(wrong)
    assert not check_move(game, "Ada: dance").correct


def test_where_may_a_card_go_compares_the_answer_with_the_legal_moves() -> None:
    game = ark.new_game(players=["Ada", "Ben", "Cy"], seed=3)
    about = "Ada: play Horse to"
    places = [str(m)[len(about) + 1 :] for m in game.legal_moves() if str(m).startswith(about)]
    assert places and check_targets(game, about, places).correct
    partial = check_targets(game, about, [*places[1:], "port 9"])
    assert not partial.correct
    texts = [m.text for m in partial.marks]
    assert any(t.startswith(f"{places[0]}: also allowed") for t in texts)
    refused = next(m for m in partial.marks if m.text.startswith("port 9"))
    assert not refused.ok and refused.rule
    page = partial._repr_html_()
    assert "✘" in page and "✔" in page and "<script" not in page


def test_an_unanswered_exercise_gets_no_verdict_and_gives_nothing_away() -> None:
    """An empty answer is no wrong answer: no ✘, and no list of the right places."""
    game = ark.new_game(players=["Ada", "Ben", "Cy"], seed=3)
    for unanswered in (check_targets(game, "Ada: play Horse to", []), check_move(game, " ")):
        assert unanswered.correct is None and unanswered.marks == ()
        text, page = repr(unanswered), unanswered._repr_html_()
        assert text.startswith("No answer yet") and "✘" not in text and "✔" not in text
        assert "No answer yet" in page and "✘" not in page and "class='no'" not in page
