"""The guided positions of the learn-to-play notebooks, and practice positions after them.

A first lesson teaches a rule at the moment it matters, so each scene is a real game set up
(through the games' own ``positions``) just before that moment: "you hold the Camel and the
Llama; play them". A :class:`Scene` also names what the notebook's text asks for (the moves to
play and the clicks that the rules refuse) and the rules that must come up on the way, so a
test can check that the scene still shows what the text says it shows.

A first game deals only some of the cards, so a learner may leave the lesson having only read
about the rarer ones. :func:`practice` lists one more scene per such rule, each with its task,
to be opened on a coached board like the lesson's scenes.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any

from arkbook.errors import ArkbookError
from arkbook.game import Game
from arkbook.games import game_info
from arkbook.learn.ark import ARK, ARK_PRACTICE
from arkbook.learn.ark_nova import ARK_NOVA, ARK_NOVA_PRACTICE
from arkbook.learn.ark_of_animals import ARK_OF_ANIMALS, ARK_OF_ANIMALS_PRACTICE
from arkbook.learn.scene import Scene
from arkbook.text_form import ShowsAsText

if TYPE_CHECKING:  # boards load ipywidgets: imported on demand (GameInfo.board_class)
    from arkbook.boards.core import BoardCore

#: Each game's lesson scenes, by the game's slug.
SCENES: dict[str, dict[str, Scene]] = {
    "ark": ARK,
    "ark-of-animals": ARK_OF_ANIMALS,
    "ark-nova": ARK_NOVA,
}
#: Each game's practice scenes; a name is never both a lesson scene and a practice one.
PRACTICE: dict[str, dict[str, Scene]] = {
    "ark": ARK_PRACTICE,
    "ark-of-animals": ARK_OF_ANIMALS_PRACTICE,
    "ark-nova": ARK_NOVA_PRACTICE,
}


#: A lesson's board options beyond its seats and the coach: Ark of Animals' race is learned
#: in learn mode (its clock waits for the learner's first click).
LESSON_BOARD_OPTIONS: dict[str, dict[str, Any]] = {"ark-of-animals": {"learn": True}}


def _known(game: str) -> None:
    """Refuse a game with no scenes, naming the games that have them."""
    if game not in SCENES:
        raise ArkbookError(f"no guided scenes for {game!r}; the games are {', '.join(SCENES)}")


def scene(game: str, name: str) -> Game:
    """A fresh game at the guided or practice position ``name`` of ``game`` (``"ark"``,
    ``"ark-of-animals"`` or ``"ark-nova"``)."""
    _known(game)
    scenes = {**SCENES[game], **PRACTICE[game]}
    # Any case: a round-50 learner typed "five x-tokens" for "five X-tokens".
    found = next((key for key in scenes if key.casefold() == name.casefold()), None)
    if found is None:
        raise ArkbookError(f"{game} has no scene {name!r}; its scenes are {', '.join(scenes)}")
    return scenes[found].build()


def scene_board(game: str, name: str) -> BoardCore:
    """The scene ``name`` of ``game`` on a coached board, as a learn-to-play lesson opens its
    scenes and practice: the learner plays the first seat (Ada), the computer the others
    (greedy), and Ark of Animals races in learn mode. One call a lesson's cell names
    (``board = scene_board(...)``), so that ``board.play`` reaches the board on screen: a
    round-60 learner's ``board`` was still an earlier scene's. Being coached, the board keeps
    rule ids in tooltips (:meth:`arkbook.boards.core.BoardCore._coaching`): a round-61
    learner met the call that did it in a lesson's first cell unexplained."""
    played = scene(game, name)
    seats = dict.fromkeys(played.players[1:], "greedy")
    board_class: Any = game_info(game).board_class()
    board: BoardCore = board_class(
        played, seats=seats, coach=True, **LESSON_BOARD_OPTIONS.get(game, {})
    )
    return board


@dataclass(frozen=True, repr=False)
class Practice(ShowsAsText):
    """A game's practice scenes as a list to choose from; it draws itself."""

    game: str
    scenes: dict[str, Scene]

    @property
    def opener(self) -> str:
        """The line that opens a practice scene as the lesson opens its own scenes
        (:func:`scene_board`)."""
        return f'board = scene_board("{self.game}", NAME)'

    @property
    def title(self) -> str:
        return f"Practice for {game_info(self.game).title}: {len(self.scenes)} positions."

    @property
    def heading(self) -> str:
        return f"{self.title} Open one with {self.opener}"

    def __str__(self) -> str:
        rows = [f'- "{name}": {s.task}' for name, s in self.scenes.items()]
        return "\n".join([self.heading, *rows])

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<li><code>{escape(repr(name))}</code>: {escape(s.task)}</li>"
            for name, s in self.scenes.items()
        )
        title = f'<div class="ab-title">{escape(self.title)}</div>'
        opener = f"Open one with <code>{escape(self.opener)}</code>"
        return f'{title}{opener}<ul class="ab-list">{rows}</ul>'


def practice(game: str) -> Practice:
    """The practice scenes of ``game``, each a position where a rule the first game may not
    deal comes up, with what to do there."""
    _known(game)
    return Practice(game, PRACTICE[game])


__all__ = ["PRACTICE", "SCENES", "Practice", "Scene", "practice", "scene", "scene_board"]
