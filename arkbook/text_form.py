"""One text form for everything a learner reads in a notebook.

A picture, a verdict, a review or a board's answer shows itself as HTML in a notebook, and as text
in three places: ``print``, the console and IPython's pretty printer, and a notebook rendered to
text (what nbval compares and a text-only reader gets). :class:`ShowsAsText` makes those three
one: a class defines ``__str__`` once, and its ``repr`` and pretty form follow, instead of a
dataclass's dump of its fields.
"""

from __future__ import annotations

from typing import Any


class ShowsAsText:
    """Mixin: ``repr`` and IPython's pretty form are the class's ``__str__``, which it must
    define. A dataclass using it needs ``repr=False``, or its generated ``__repr__`` wins.
    No slots of its own, so a class with slots (``Events``) gets no ``__dict__`` through it."""

    __slots__ = ()

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))

    def __repr__(self) -> str:
        return str(self)
