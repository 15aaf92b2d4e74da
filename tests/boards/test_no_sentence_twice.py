"""No message a board says, and no Answer it gives to a move played from Python, says the same
sentence twice. A learner's report: after a move whose follow-up was forced, Ark's board read
"Cy has only one option, played at once: Cy ends the turn after one card. Cy ends the turn after
one card." The forced move's own event says what it does; the "only one option" sentence only
says why nobody was asked."""

from __future__ import annotations

import re
from collections import Counter
from itertools import permutations

import pytest

from arkbook.boards import ArkBoard
from arkbook.boards.ark_nova import ArkNovaBoard
from arkbook.learn import SCENES, scene

#: The learn-to-play lessons' boards, with the bots they seat.
BOARDS = {
    "ark": (ArkBoard, {"Ben": "greedy", "Cy": "greedy"}),
    "ark-nova": (ArkNovaBoard, {"Ben": "greedy"}),
}


def repeated_sentences(text: str) -> list[str]:
    """The sentences said twice: word for word, or again inside a longer sentence."""
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]
    twice = [s for s, n in Counter(sentences).items() if n > 1]
    return twice + [b for a, b in permutations(set(sentences), 2) if b.rstrip(".") in a]


@pytest.mark.parametrize(
    ("game", "name"), [(game, name) for game in BOARDS for name in SCENES[game]]
)
def test_no_message_of_a_lesson_scene_says_a_sentence_twice(game: str, name: str) -> None:
    board_class, seats = BOARDS[game]
    guided = SCENES[game][name]
    board = board_class(scene(game, name), seats=seats, coach=True)
    said = []
    for step in range(len(guided.plays) + 1):
        moves = [move for at, move in guided.tries if at == step]
        moves += guided.plays[step : step + 1]
        for move in moves:
            said.append(str(board.play(move)))
            said.append(str(board._message.get("text", "")))
    for text in said:
        assert not repeated_sentences(text), text


def test_a_forced_end_of_turn_is_said_once() -> None:
    """The scene where a bot's forced "end turn" used to be told twice."""
    board = ArkBoard(scene("ark", "rain and a pet"), seats=BOARDS["ark"][1])
    board.play("Ada: take Fox")
    board.play("Ada: pet Rabbit")
    history = [e.text for turn in board.game.history for e in turn.events]
    forced = [i for i, text in enumerate(history) if "only one option" in text]
    assert forced
    for i in forced:
        assert history[i].endswith("), so it is taken at once.")
        assert "only one option" not in history[i + 1]
