"""A move played from Python answers as visibly as a click: truthy when played, falsy when
refused, and shown with what it did or the reason, the rule and the rulebook's sentence."""

from __future__ import annotations

from IPython.lib.pretty import pretty

import arkbook.ark as ark
import arkbook.ark_nova as ark_nova
import arkbook.ark_of_animals as aoa
from arkbook.ark.positions import position
from arkbook.boards.ark import ArkBoard
from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard


def scene() -> ArkBoard:
    game = position(
        port=[["Cow"], ["Lion"]], starboard=[["Horse"], ["Sheep"]], hands={"Ada": ["Rabbit"]}
    )
    return ArkBoard(game)


def test_a_refused_move_answers_falsy_with_its_reason_rule_and_sentence() -> None:
    board = scene()
    answer = board.play("Ada: play Rabbit to port 2")
    assert not answer
    assert answer.rule == "ark.cabin.carnivore"
    text = str(answer)
    assert text.startswith("✘ Ada: play Rabbit to port 2 — refused: The Lion")
    assert "rule: ark.cabin.carnivore" in text
    assert "Carnivores must be lighter" in text
    assert "Carnivores must be lighter" in answer._repr_html_()
    assert answer.text == board._message["text"]


def test_a_played_move_answers_truthy_with_what_it_did() -> None:
    answer = scene().play("Ada: play Rabbit to starboard 1")
    assert answer
    assert str(answer).startswith("✔ Ada: play Rabbit to starboard 1 — played: Ada plays")
    assert answer.then == ()  # nobody else sits at this board


def test_a_played_move_answers_with_the_computers_moves_after_it() -> None:
    """Round-12 judge, playing as text: "Ben's whole turn is invisible"."""
    seats = {"Ben": "greedy", "Cy": "greedy"}
    board = ArkBoard(ark.new_game(["Ada", "Ben", "Cy"], seed=3), seats=seats)
    for _ in range(6):
        start = len(board.game.history)
        answer = board.play(board.game.legal_moves()[0])
        bots = board.game.history[start + 1 :]
        assert [reply.split()[0] for reply in answer.then] == [t.player for t in bots]
    assert answer.then and answer.then[-1] == board._message["text"]  # the banner's last
    assert f"\n  then: {answer.then[0]}" in str(answer) and "<li>" in answer._repr_html_()


def test_after_the_computers_moves_the_answer_says_what_the_learner_decides_now() -> None:
    """A round-51 learner, whose turn had ended by itself, lost track of whose turn it was."""
    seats = {"Ben": "greedy", "Cy": "greedy"}
    board = ArkBoard(ark.new_game(["Ada", "Ben", "Cy"], seed=3), seats=seats)
    seen = set()
    for _ in range(12):
        answer = board.play(board.game.legal_moves()[-1])
        assert answer.now == (board.game.prompt if answer.then else "")  # said after others
        seen.add(bool(answer.now))
    assert seen == {True, False}
    assert str(answer).endswith(f"\n  now: {answer.now}") == bool(answer.now)
    assert ("Now: " in answer._repr_html_()) == bool(answer.now)


def test_text_that_is_no_move_answers_falsy_and_says_so() -> None:
    answer = scene().play("Ada: dance")
    assert not answer
    assert "That is not a move" in repr(answer)


def test_a_race_move_before_the_round_starts_answers_why() -> None:
    board = ArkOfAnimalsBoard(aoa.new_game(["Ada", "Ben"], 3), {"Ben": "random"})
    answer = board.play("Ada: reveal")
    assert not answer
    assert answer.text and answer.rule


def test_every_games_moves_repr_as_their_notation() -> None:
    for module, players in (
        (ark, ["Ada", "Ben", "Cy"]),
        (aoa, ["Ada", "Ben"]),
        (ark_nova, ["Ada", "Ben"]),
    ):
        moves = module.new_game(players, 1).legal_moves()
        assert moves
        assert [repr(m) for m in moves] == [str(m) for m in moves]
        assert repr(moves[0]).startswith("Ada: ")


def test_after_rule_ids_in_tooltips_no_text_a_learner_reads_ends_in_an_id(
    ids_in_tooltips: None,
) -> None:
    board = scene()
    refusal = board.game.why_not("Ada: play Rabbit to port 2")
    assert refusal is not None
    assert pretty(refusal) == refusal.reason
    assert 'title="ark.cabin.carnivore"' in refusal._repr_html_()
    assert "[ark.cabin.carnivore]" in str(refusal)  # the exception's own str, for developers
    answer = board.play("Ada: play Rabbit to port 2")
    assert "ark.cabin" not in str(answer)
    assert 'title="ark.cabin.carnivore"' in answer._repr_html_()
    assert board._message["rule_in_text"] is False
    events = board.game.clone().play("Ada: play Rabbit to starboard 1")
    assert "[ark." not in events.text() and "[ark." not in pretty(events)
    assert "Last message: The Lion" in repr(board) and "[ark." not in repr(board)


def test_by_default_ids_follow_their_sentences() -> None:
    board = scene()
    refusal = board.game.why_not("Ada: play Rabbit to port 2")
    assert pretty(refusal).endswith(" [ark.cabin.carnivore]")
    assert "rule: ark.cabin.carnivore" in str(board.play("Ada: play Rabbit to port 2"))
    assert board._message["rule_in_text"] is True


def test_a_move_that_only_opens_the_next_decision_answers_in_words() -> None:
    """ "✔ Ada: build enclosure-4 — played: " left a learner with the notation alone (round-7
    judge): a move that tells no event answers with the move in words."""
    from arkbook.boards import ArkNovaBoard
    from arkbook.learn import scene as guided

    board = ArkNovaBoard(guided("ark-nova", "build, and the strength of a slot"))
    assert board.play("Ada: action build")
    answer = board.play("Ada: build pavilion")
    assert answer and board.game.history[-1].events == ()
    assert str(answer) == "✔ Ada: build pavilion — played: Ada builds a pavilion"


def test_a_coached_board_is_a_learners_and_reads_as_sentences() -> None:
    """A round-64 learner's free game, a coached board built in a script without the lesson's
    first cell, read ``[aoa.score.grain]`` after the scoring's sentences: a board with the
    coach on keeps rule ids in tooltips, from then on."""
    game = position(
        port=[["Cow"], ["Lion"]], starboard=[["Horse"], ["Sheep"]], hands={"Ada": ["Rabbit"]}
    )
    board = ArkBoard(game, seats={"Ben": "greedy", "Cy": "greedy"}, coach=True)
    answer = board.play("Ada: play Rabbit to port 2")
    assert not answer and answer.rule == "ark.cabin.carnivore"
    assert "ark.cabin" not in str(answer)
    assert board._message["rule_in_text"] is False
