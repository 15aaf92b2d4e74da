"""A classroom page's controls: how many players, New game, and the board itself.

Voilà shows widgets and text, never code cells, so a class needs a button to start again. The
page for each game (``notebooks/classroom/<game>.ipynb``) calls :func:`classroom` once; every
New game builds a fresh game with a fresh seed. Who plays each seat is chosen on the board, in
its own seat menus (one set of menus, not a second one above the board): New game keeps those
choices, and a player the table did not have yet is a bot. A New game the engine or the board
refuses is answered under the button with the reason, and the game on the board goes on.
"""

from __future__ import annotations

import base64
import html
import random
from collections.abc import Mapping

import ipywidgets as widgets

from arkbook.boards.core import BoardCore
from arkbook.errors import ArkbookError
from arkbook.games import ALL, GameInfo
from arkbook.printable import PAGES

NAMES = ("Ada", "Ben", "Cy", "Di", "Eve")


def classroom_game(game: str) -> GameInfo:
    """The game a classroom page is for, by the slug its page is named by (``ark-of-animals``)."""
    for info in ALL:
        if info.slug == game:
            return info
    known = ", ".join(info.slug for info in ALL)
    raise ArkbookError(f"no classroom for {game!r}; choose one of: {known}")


def new_board(game: str, seats: Mapping[str, str], seed: int, coach: bool = False) -> BoardCore:
    """A fresh game of ``game`` for the players named in ``seats``, on its classroom board
    (with the coach's tips, hint and review when ``coach``)."""
    info = classroom_game(game)
    bots = {p: kind for p, kind in seats.items() if kind != "human"}
    game_state = info.engine().new_game(list(seats), seed=seed)
    board: BoardCore = info.board_class()(game_state, seats=bots, coach=coach)
    board._classroom = True
    return board


def next_seats(players: int, current: Mapping[str, str]) -> dict[str, str]:
    """The seats of the next game: each player keeps who plays them on the board now, and a
    player new to the table is a bot (the first seat of the first game is the human one)."""
    return {name: current.get(name, "greedy") for name in NAMES[:players]}


class Classroom(widgets.VBox):
    """The page's controls above the board; its repr says what to do where it cannot draw.

    A notebook opened before it runs (JupyterLite, a static render) shows a widget's text
    repr, which for a plain box is a ``VBox(...)`` line that means nothing to a teacher.
    """

    def __init__(self, game: str, players: int | None = None) -> None:
        table = classroom_game(game)
        self.game = game
        self.count = widgets.Dropdown(
            options=list(range(table.fewest, table.most + 1)),
            value=players or table.fewest + (1 if table.most > table.fewest else 0),
            description="Players",
            layout=widgets.Layout(width="auto", flex="none"),
            style={"description_width": "initial"},
        )
        self.button = widgets.Button(description="↻ New game", button_style="success")
        self.status = widgets.HTML(layout=widgets.Layout(min_height="0"))
        self.status.add_class("arkbook-classroom-status")
        #: The coach (tips, Hint, review): off on a classroom page until the class wants it.
        self.coach = widgets.Checkbox(value=False, description="Coach", indent=False)
        self.coach.layout = widgets.Layout(width="auto", flex="none")
        self.controls = widgets.HBox(
            [self.count, self.coach, self.button, *print_links(game), self.status],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        self.button.on_click(self.new_game)
        self.coach.observe(self._switch_coach, names="value")
        first = {name: "human" if i == 0 else "greedy" for i, name in enumerate(NAMES)}
        self.board = new_board(game, next_seats(self.count.value, first), _seed())
        super().__init__([self.controls, self.board])
        self.add_class("arkbook-classroom")

    def new_game(self, _button: object = None) -> bool:
        """Start a fresh game with the seats the board has now; False, with the reason shown
        under the button, when it is refused (the current game stays on the board)."""
        seats = next_seats(self.count.value, self.board._seats)
        try:
            board = new_board(self.game, seats, _seed(), self.coach.value)
        except ArkbookError as exc:
            self.status.value = (
                f'<span role="alert">New game refused: {html.escape(str(exc))}. '
                "The current game goes on.</span>"
            )
            return False
        self.status.value = ""
        self.board = board
        self.children = [self.controls, board]
        return True

    def _switch_coach(self, change: dict[str, bool]) -> None:
        """The Coach switch takes effect on the board now, and on the next games."""
        self.board.set_coach(change["new"])

    def __repr__(self) -> str:
        title = classroom_game(self.game).title
        return (
            f"{title} classroom: run this cell to show the board "
            "(Run ▸ Run All Cells, or Shift+Enter in the cell)."
        )


def print_links(game: str) -> list[widgets.HTML]:
    """Links that save the game's pages to print: each page travels inside its link, so it
    works with no server behind the page (Voici) as with one."""
    links = []
    for page in PAGES:
        data = base64.b64encode(page.write(game).encode()).decode()
        link = widgets.HTML(
            f'<a class="arkbook-rules-link" download="{game}-{page.name}.html" '
            f'href="data:text/html;charset=utf-8;base64,{data}" title="{page.about}">'
            f"{page.words}</a>"
        )
        link.add_class("arkbook-classroom-rules")
        links.append(link)
    return links


def _seed() -> int:
    return random.randrange(1_000_000)


def classroom(game: str, players: int | None = None) -> Classroom:
    """Players, a New game button and the board, for one game's classroom page.

    The first seat is a human, the others bots, until the class chooses otherwise on the board.
    """
    return Classroom(game, players)
