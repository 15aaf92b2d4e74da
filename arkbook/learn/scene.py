"""A scene: a checked position of a first game, and what a learner is asked to do in it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from arkbook.game import Game


@dataclass(frozen=True)
class Scene:
    """A guided moment of a first game.

    ``plays`` is a line of play through the scene, in order: the moves the notebook asks for
    (or, where the text leaves the choice to the learner, the one that shows the rule).
    ``tries`` are ``(k, move)``: a click the text asks for after the first ``k`` plays, which
    the rules refuse. ``rules`` are the rule ids that come up on the way, in the events of
    ``plays`` or as the refusals of ``tries``. In a race, ``to_round_end`` lets the time run
    out after the plays, so the round's scoring shows its rules.
    """

    build: Callable[[], Game]
    plays: tuple[str, ...]
    tries: tuple[tuple[int, str], ...]
    rules: tuple[str, ...]
    to_round_end: bool = False
    #: A practice scene's instruction, in the learner's words ("You hold the Spider: drive
    #: the shy Zebra out of port 2"). The lesson's own scenes leave it empty: the lesson's
    #: text asks for their moves.
    task: str = ""
