"""The games arkbook teaches, each declared once: everything that lists the games reads this.

A fourth game is one more :class:`GameInfo` here plus its package (engine, board, notebooks).
Two spellings of a game's name exist on purpose: ``name`` is the Python module and the name a
save file uses (``ark_of_animals``); ``slug`` names its notebook folder and classroom page
(``ark-of-animals``), as URLs prefer hyphens.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING

from arkbook.errors import ArkbookError

if TYPE_CHECKING:
    from arkbook.pictures.base import Picture


@dataclass(frozen=True)
class GameInfo:
    """One game's facts: where its engine, board, rulebook and lessons are."""

    #: The engine's module under ``arkbook`` and the game's name in a save file.
    name: str
    #: Its notebook folder (``notebooks/<slug>/``) and classroom page.
    slug: str
    title: str
    #: The start of every rule id of the game (``aoa.cabin...``).
    rule_prefix: str
    #: The fewest and most players the rulebook seats.
    fewest: int
    most: int
    #: The table the tools seat by default (benchmarks, golden playthroughs).
    usual: int
    #: The rulebook's file name in ``tests/rulebooks/``.
    rulebook: str
    #: The board's class, as ``module:Class`` (boards import widget code, so only on demand).
    board: str
    #: The pictures of what is in the box (the deck, the tiles, the ark), as ``module:function``
    #: called with no argument: the page a table prints to look a card up while it plays.
    components: tuple[str, ...] = ()

    @property
    def module(self) -> str:
        return f"arkbook.{self.name}"

    def engine(self) -> ModuleType:
        """The rules engine's module (``arkbook.ark``)."""
        return importlib.import_module(self.module)

    def component_pictures(self) -> list[Picture]:
        """The :attr:`components` drawn: each a ``Picture`` (text and HTML)."""
        found = []
        for name in self.components:
            module, _, function = name.partition(":")
            found.append(getattr(importlib.import_module(module), function)())
        return found

    def board_class(self) -> type:
        """The board widget's class; importing it loads ipywidgets and anywidget."""
        module, _, cls = self.board.partition(":")
        return getattr(importlib.import_module(module), cls)


ALL: tuple[GameInfo, ...] = (
    GameInfo(
        name="ark", slug="ark", title="Ark", rule_prefix="ark", fewest=3, most=5, usual=3,
        rulebook="ark.txt", board="arkbook.boards.ark:ArkBoard",
        components=("arkbook.pictures.ark_lessons:gallery",),
    ),
    GameInfo(
        name="ark_of_animals", slug="ark-of-animals", title="Ark of Animals", rule_prefix="aoa",
        fewest=2, most=4, usual=3, rulebook="ark-of-animals.txt",
        board="arkbook.boards.ark_of_animals:ArkOfAnimalsBoard",
        components=("arkbook.pictures.ark_of_animals:tile_table",
                    "arkbook.pictures.ark_of_animals:adjacency_table"),
    ),
    GameInfo(
        name="ark_nova", slug="ark-nova", title="Ark Nova", rule_prefix="nova", fewest=2, most=4,
        usual=2,
        rulebook="ark-nova-refresher.txt", board="arkbook.boards.ark_nova:ArkNovaBoard",
        components=("arkbook.pictures.ark_nova_lessons:deck_tables",
                    "arkbook.pictures.ark_nova_lessons:shapes_table",
                    "arkbook.pictures.ark_nova_lessons:buildings_table",
                    "arkbook.pictures.ark_nova_lessons:map_tokens_table"),
    ),
)  # fmt: skip


def game_info(name: str) -> GameInfo:
    """A game by its module name or its slug (``ark_of_animals`` or ``ark-of-animals``)."""
    for info in ALL:
        if name in (info.name, info.slug):
            return info
    known = ", ".join(info.slug for info in ALL)
    raise ArkbookError(f"unknown game {name!r}; arkbook has {known}")
