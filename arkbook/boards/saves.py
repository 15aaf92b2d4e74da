"""Download and Open on a board: the game to a file in the existing save format, and back.

A class plays one lesson and resumes it at the next, so every board offers **Download** (the
game's ``to_json()``, the format :func:`arkbook.load` reads) and **Open**. The front end
(``widgets/lib/saves.js``) only carries the file: it asks for the save and hands the browser the
text Python sends back, and it sends an opened file's text as it is. Python does all the
checking, with ``arkbook.load``'s checks: a file that is not a save of this game is refused on
the board with the reason, and the game on the board goes on untouched.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arkbook.errors import ArkbookError
from arkbook.game import Game
from arkbook.saving import MAX_SAVE_CHARS, load

#: The requests a board's front end sends for its saves.
SAVE_REQUESTS = frozenset({"save", "open"})
#: How much of a chosen file the front end reads and sends: the longest save ``load`` accepts,
#: at up to four bytes a character, and one more (so a longer file arrives too long and is
#: refused by ``load``, never read whole into the page).
READ_LIMIT_BYTES = 4 * MAX_SAVE_CHARS + 4


def save_file(game: Game, request: str = "") -> dict[str, Any]:
    """The message that hands the browser a save to download: its file name and its text, and
    the id of the view that asked (only that view downloads it)."""
    name = f"arkbook-{game.game_name.replace('_', '-')}-move-{len(game.moves)}.json"
    return {"type": "save", "id": request, "name": name, "text": game.to_json()}


def opened_game(text: str, current: Game) -> Game:
    """The game in an opened file, checked by ``arkbook.load`` and for being this board's game.

    Raises :class:`~arkbook.errors.ArkbookError` (an ``InvalidGameFile`` for a broken file)
    with the reason to show on the board.
    """
    game = load(text)
    if game.game_name != current.game_name:
        other, this = _title(game.game_name), _title(current.game_name)
        raise ArkbookError(f"it is a save of {other}, not of {this}: open it on an {other} board")
    return game


def seats_for(game: Game, seats: Mapping[str, str]) -> dict[str, str]:
    """The seats for an opened game: a player the board had keeps who played them; a player it
    did not have is a bot (a race board has at most one human seat, and keeps that)."""
    return {p: seats.get(p, "greedy") for p in game.players}


def refusal(exc: ArkbookError) -> str:
    """What the board says when a file is refused."""
    return f"That file was not opened: {exc}. The game on the board goes on."


def _title(game_name: str) -> str:
    return game_name.replace("_", " ").title().replace(" Of ", " of ")
