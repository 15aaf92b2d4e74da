"""The coach: tips as rules first matter, a hint with its reason, and a review of the game.

Written on the game contract only, like :mod:`arkbook.bots`, so it coaches all three games;
what it must know about each game (a rule in plain words, where a move goes on a picture) is
data in :mod:`arkbook.coach.games`.

>>> from arkbook import ark
>>> from arkbook.coach import hint, review
>>> game = ark.new_game(["Ada", "Ben", "Cy"], seed=1)
>>> h = hint(game, game.to_move[0])
>>> h.move in game.legal_moves()
True

* :func:`hint` (:mod:`.hint`) suggests a legal move of a player and says, from the score sheet
  "if the game ended now", what it does for them; it sees only what that player sees.
* :func:`record` (:mod:`.tips`) keeps what one player met in one game; it hands out a
  :class:`Tip` the first time a rule matters to them. Coached boards feed it.
* :func:`review` (:mod:`.review`) draws the player's game: rules met, refusals, rules still
  to meet, and the three decisions where the hint would have done best.
"""

from arkbook.coach.hint import Hint, hint
from arkbook.coach.lessons import Lesson, RuleNote, note
from arkbook.coach.review import Decision, Review, review
from arkbook.coach.tips import Record, Tip, Tips, record

__all__ = [
    "Decision",
    "Hint",
    "Lesson",
    "Record",
    "Review",
    "RuleNote",
    "Tip",
    "Tips",
    "hint",
    "note",
    "record",
    "review",
]
