"""Boards: anywidget views of a game that turn clicks into moves (front ends in ``widgets/``)."""

from arkbook.boards.ark import ArkBoard
from arkbook.boards.ark_nova import ArkNovaBoard
from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard
from arkbook.boards.base import Board

__all__ = ["ArkBoard", "ArkNovaBoard", "ArkOfAnimalsBoard", "Board"]
