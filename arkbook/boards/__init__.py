"""Boards: anywidget views of a game that turn clicks into moves (front ends in ``widgets/``)."""

from arkbook.boards.base import Board

__all__ = ["Board"]
