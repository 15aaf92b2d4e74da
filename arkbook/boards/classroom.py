"""A classroom page's controls: choose who plays each seat, press New game, play the board.

Voilà shows widgets and text, never code cells, so a class needs a button to start again. The
page for each game (``notebooks/classroom/<game>.ipynb``) calls :func:`classroom` once; every
New game builds a fresh game with a fresh seed and a board with the seats chosen.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass

import ipywidgets as widgets

from arkbook.boards.base import SEAT_KINDS, Board
from arkbook.errors import ArkbookError

NAMES = ("Ada", "Ben", "Cy", "Di", "Eve")


@dataclass(frozen=True)
class Table:
    """Where a game's engine and board live, and how many players it takes."""

    engine: str
    board: str
    board_class: str
    fewest: int
    most: int


TABLES = {
    "ark": Table("arkbook.ark", "arkbook.boards.ark", "ArkBoard", 3, 5),
    "ark-nova": Table("arkbook.ark_nova", "arkbook.boards.ark_nova", "ArkNovaBoard", 2, 4),
    "ark-of-animals": Table(
        "arkbook.ark_of_animals", "arkbook.boards.ark_of_animals", "ArkOfAnimalsBoard", 2, 4
    ),
}


def new_board(game: str, seats: dict[str, str], seed: int, coach: bool = False) -> Board:
    """A fresh game of ``game`` for the players named in ``seats``, on its board (with the
    coach's tips, hint and review when ``coach``)."""
    table = TABLES[game]
    engine = importlib.import_module(table.engine)
    board_class = getattr(importlib.import_module(table.board), table.board_class)
    bots = {p: kind for p, kind in seats.items() if kind != "human"}
    return board_class(engine.new_game(list(seats), seed=seed), seats=bots, coach=coach)


def classroom(game: str, players: int | None = None) -> widgets.VBox:
    """Seat pickers, a Coach switch, a New game button and the board, for one game's classroom
    page.

    The first seat is a human, the others bots, until the class chooses otherwise; the coach
    is off until the class switches it on (it stays on for the next games).
    """
    if game not in TABLES:
        raise ArkbookError(f"no classroom for {game!r}; choose one of: {', '.join(TABLES)}")
    table = TABLES[game]
    count = widgets.Dropdown(
        options=list(range(table.fewest, table.most + 1)),
        value=players or table.fewest + (1 if table.most > table.fewest else 0),
        description="Players",
    )
    pickers = [
        widgets.Dropdown(
            options=[(k if k == "human" else f"{k} bot", k) for k in SEAT_KINDS],
            value="human" if i == 0 else "greedy",
            description=name,
        )
        for i, name in enumerate(NAMES[: table.most])
    ]
    button = widgets.Button(description="New game", button_style="success", icon="refresh")
    coach = widgets.Checkbox(value=False, description="Coach", indent=False)
    seats_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
    board_box = widgets.VBox()

    def show_seats(_change: object = None) -> None:
        seats_box.children = [count, *pickers[: count.value], coach, button]

    def start(_button: object = None) -> None:
        seats = {p.description: p.value for p in pickers[: count.value]}
        board_box.children = [new_board(game, seats, random.randrange(1_000_000), coach.value)]

    def switch_coach(change: dict[str, bool]) -> None:
        for board in board_box.children:
            board.set_coach(change["new"])  # type: ignore[attr-defined]

    count.observe(show_seats, names="value")
    coach.observe(switch_coach, names="value")
    button.on_click(start)
    show_seats()
    start()
    return widgets.VBox([seats_box, board_box])
