"""The registry of games is complete: each entry leads to an engine, a board, a rulebook and a
notebook folder, and nothing else lists the games on its own."""

from __future__ import annotations

from pathlib import Path

import pytest

from arkbook import games
from arkbook.boards.core import BoardCore
from arkbook.errors import ArkbookError

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("info", games.ALL, ids=lambda i: i.name)
def test_each_entry_leads_to_its_parts(info: games.GameInfo) -> None:
    engine = info.engine()
    game = engine.new_game(players=["Ada", "Ben", "Cy", "Di"][: max(info.fewest, 2)], seed=1)
    assert type(game).game_name == info.name
    assert issubclass(info.board_class(), BoardCore)
    assert (ROOT / "tests" / "rulebooks" / info.rulebook).is_file()
    assert (ROOT / "notebooks" / info.slug).is_dir()
    assert all(rule.startswith(f"{info.rule_prefix}.") for rule in engine.RULES)


def test_a_game_is_found_by_either_spelling_and_an_unknown_one_is_refused() -> None:
    assert games.game_info("ark-of-animals") is games.game_info("ark_of_animals")
    with pytest.raises(ArkbookError, match="ark-nova"):
        games.game_info("chess")
