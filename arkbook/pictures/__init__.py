"""Static pictures of positions, for every game: HTML and SVG that render without a kernel.

>>> from arkbook import ark
>>> game = ark.new_game(["Ada", "Ben", "Cy"], seed=7)
>>> pic = picture(game)            # what ``game._repr_html_()`` shows in a notebook
>>> print(pic.text.splitlines()[2])
1    Sheep (1)       Fish (1)

``picture(game, marks=..., player=...)`` draws any game; ``marks`` are :class:`Mark` objects
(allowed ✔ or refused ✘, each with its reason), usually made by ``game.targets(...)``.
A finished game's picture says the final totals and who won under its title.
``player`` draws what that player may see (None: what everyone may see); ``leave_out`` names
parts of the table a scene is not about (Ark: ``"table"``, ``"hands"``, ``"scores"``; Ark of
Animals: the names of the players whose arks it leaves out; Ark Nova: ``"supplies"``, the
projects, the association board and each player's pieces, ``"map"`` and ``"notes"``); a part a
game's drawing does not know is refused with :class:`~arkbook.errors.ArkbookError`.
``words(game, move)`` tells a move in plain words. Each game's drawing is in its own module:
:mod:`.ark`, :mod:`.ark_of_animals`, :mod:`.ark_nova`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib import import_module
from typing import TYPE_CHECKING, Any

from arkbook.pictures.base import ROOT_CLASS, Mark, Picture, with_outcome

if TYPE_CHECKING:
    from arkbook.game import Game, Move


def _module(game: Game) -> Any:
    return import_module(f"arkbook.pictures.{game.game_name}")


def picture(
    game: Game,
    marks: Sequence[Mark] = (),
    player: str | None = None,
    leave_out: Sequence[str] = (),
) -> Picture:
    """The picture of ``game``'s position, with ``marks`` on it, as ``player`` sees it,
    without the parts named in ``leave_out``."""
    draw: Callable[..., Picture] = _module(game).draw
    if leave_out:
        drawn = draw(game, tuple(marks), player, leave_out=tuple(leave_out))
    else:
        drawn = draw(game, tuple(marks), player)
    return with_outcome(drawn, game.outcome())


def words(game: Game, move: Move) -> str:
    """``move`` told in plain words ("Ada plays the Rabbit into port 3")."""
    return str(_module(game).words(game, move))


__all__ = ["ROOT_CLASS", "Mark", "Picture", "picture", "words"]
