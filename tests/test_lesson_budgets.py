"""The in-depth lessons keep their word budgets (issue 19): a teacher can use them in class.

Measured as ``tests.word_count`` measures a notebook: rendered to text with its outputs. Each
game's in-depth lessons are its numbered notebooks, the play notebook included, except
``00-learn-to-play`` (the short first lesson, which has its own budget); the rules index is no
lesson. No lesson may exceed :data:`PER_NOTEBOOK` words, and one game's lessons together may not
exceed :data:`PER_GAME`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.word_count import NOTEBOOKS, word_count

PER_NOTEBOOK = 6_000
PER_GAME = 12_000
GAMES = ("ark", "ark-of-animals", "ark-nova")


def lessons(game: str) -> list[Path]:
    """A game's in-depth lessons: its numbered notebooks but 00-learn-to-play."""
    found = sorted((NOTEBOOKS / game).glob("[0-9][0-9]-*.ipynb"))
    return [p for p in found if not p.name.startswith("00-")]


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_its_lessons(game: str) -> None:
    assert len(lessons(game)) >= 3, f"{game}: lessons not found under {NOTEBOOKS / game}"


@pytest.mark.parametrize(
    "notebook",
    [p for game in GAMES for p in lessons(game)],
    ids=lambda p: f"{p.parent.name}/{p.name}",
)
def test_no_lesson_is_over_its_word_budget(notebook: Path) -> None:
    words = word_count(notebook)
    assert words <= PER_NOTEBOOK, f"{notebook.name}: {words:,} words, over {PER_NOTEBOOK:,}"


@pytest.mark.parametrize("game", GAMES)
def test_a_games_lessons_together_stay_within_budget(game: str) -> None:
    counts = {p.name: word_count(p) for p in lessons(game)}
    total = sum(counts.values())
    assert total <= PER_GAME, f"{game}: {total:,} words in all, over {PER_GAME:,}: {counts}"
