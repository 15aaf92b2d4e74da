"""Exercises: answers hidden until asked for, and a learner's answer checked by the engine.

* :class:`Solution` (or :func:`reveal`) wraps the output of an exercise's solution cell. The
  cell still runs, so nbval checks what it computes, but a reader sees only a "Show the
  answer" line until they open it. It is plain ``<details>``/``<summary>`` HTML: no script and
  no widget, so it folds the same in JupyterLab, Notebook 7, Voilà, and a static render
  (GitHub, nbviewer, an HTML export). It takes any object that draws itself (``_repr_html_``,
  such as a position's picture or a verdict) or any other object (its ``repr``).
* :func:`check_move` answers "find a legal move": the learner types a move and the engine says
  whether it is legal and, if not, which rule forbids it, quoting the rulebook.
* :func:`check_targets` answers "where may this card go?": the learner names the places, and
  the engine compares them with its legal moves, explaining each place wrongly named and
  naming each one left out.

Every object here has a text form too (for nbval and for a console), which shows everything:
there is nothing to fold in plain text.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from arkbook.errors import BadNotation
from arkbook.game import Game
from arkbook.rule_ids import RuleIds, with_rule_id

#: The inline style of the folded answer, scoped under its class (light and dark alike: it
#: only uses the page's own colours and a translucent border).
_SOLUTION_CSS = (
    ".arkbook-solution{border:1px solid rgba(127,127,127,.45);border-radius:6px;"
    "padding:.3em .7em;margin:.4em 0}"
    ".arkbook-solution>summary{cursor:pointer;font-weight:600}"
    ".arkbook-solution[open]>summary{margin-bottom:.4em}"
)
_CHECK_CSS = (
    ".arkbook-check{border:1px solid rgba(127,127,127,.45);border-radius:6px;"
    "padding:.4em .8em;margin:.4em 0}"
    ".arkbook-check ul{margin:.3em 0;padding-left:1.2em;list-style:none}"
    ".arkbook-check .ok{color:#1a7f37}.arkbook-check .no{color:#cf222e}"
    ".arkbook-check blockquote{margin:.2em 0 .2em 1.4em;opacity:.85}"
)


def _html_of(obj: Any) -> str:
    """An object's own HTML, or its ``repr`` as preformatted text."""
    draw = getattr(obj, "_repr_html_", None)
    markup = draw() if callable(draw) else None
    if isinstance(markup, str):
        return markup
    return f"<pre>{html.escape(repr(obj))}</pre>"


class Solution:
    """An exercise's answer, folded under a summary line until the reader opens it.

    ``words`` states the answer in a sentence above the engine's output, for an answer the
    output shows only as a verdict or a position.
    """

    def __init__(self, answer: Any, label: str = "Show the answer", words: str = "") -> None:
        self.answer = answer
        self.label = label
        self.words = words

    def _repr_html_(self) -> str:
        said = f"<p>{html.escape(self.words)}</p>" if self.words else ""
        return (
            f"<style>{_SOLUTION_CSS}</style><details class='arkbook-solution'>"
            f"<summary>{html.escape(self.label)}</summary>{said}{_html_of(self.answer)}</details>"
        )

    def __repr__(self) -> str:
        """The label, then the answer's own text (plain text cannot fold)."""
        said = f"{self.words}\n" if self.words else ""
        return f"{self.label}:\n{said}{self.answer!r}"


def reveal(answer: Any, label: str = "Show the answer", words: str = "") -> Solution:
    """``answer`` folded until asked for (the last line of a solution cell), with ``words``
    stating it in a sentence when the output alone would leave the reader to infer it."""
    return Solution(answer, label, words)


@dataclass(frozen=True)
class Mark:
    """One line of a checked answer: what it is about, right or wrong, and why."""

    text: str
    ok: bool
    rule: str | None = None
    quote: str = ""


@dataclass(frozen=True)
class Check:
    """The engine's verdict on a learner's answer: right or not, line by line.

    ``correct`` is None while the exercise is unanswered: that is no verdict, so it shows no
    ✘ (and no list of the right places, which would give the answer away).
    """

    question: str
    correct: bool | None
    marks: tuple[Mark, ...]

    @property
    def head(self) -> str:
        if self.correct is None:
            return "No answer yet: write yours in the cell, then run it again"
        return "✔ Right" if self.correct else "✘ Not quite"

    def _repr_html_(self) -> str:
        head = self.head
        items = []
        for mark in self.marks:
            sign, kind = ("✔", "ok") if mark.ok else ("✘", "no")
            shown, hidden = (mark.rule, "") if RuleIds.in_text else ("", mark.rule)
            rule = f" <code>{html.escape(shown)}</code>" if shown else ""
            tip = f" title='{html.escape(hidden)}'" if hidden else ""
            quote = f"<blockquote>“{html.escape(mark.quote)}”</blockquote>" if mark.quote else ""
            items.append(
                f"<li{tip}><span class='{kind}'>{sign}</span> {html.escape(mark.text)}{rule}{quote}"
                "</li>"
            )
        return (
            f"<style>{_CHECK_CSS}</style><div class='arkbook-check'>"
            f"<strong class='{self._tone}'>{html.escape(head)}</strong>: "
            f"{html.escape(self.question)}<ul>{''.join(items)}</ul></div>"
        )

    @property
    def _tone(self) -> str:
        """The head's colour class: none for an unanswered exercise."""
        return {True: "ok", False: "no", None: ""}[self.correct]

    def __repr__(self) -> str:
        lines = [f"{self.head}: {self.question}"]
        for mark in self.marks:
            lines.append(with_rule_id(f"  {'✔' if mark.ok else '✘'} {mark.text}", mark.rule))
            if mark.quote:
                lines.append(f"      “{mark.quote}”")
        return "\n".join(lines)


def check_move(game: Game, answer: str) -> Check:
    """Is ``answer`` (a move's notation, e.g. ``"Ada: play Rabbit to port 2"``) legal now?"""
    question = f"is {answer!r} a legal move now?"
    if not answer.strip():
        return Check("which move is legal now?", None, ())
    try:
        move = game.parse_move(answer)
    except BadNotation as exc:
        return Check(question, False, (Mark(f"That is not a move: {exc.reason}.", False),))
    problem = game.why_not(move)
    if problem is None:
        return Check(question, True, (Mark(f"{move} is legal.", True),))
    mark = Mark(problem.reason, False, problem.rule, game.rule_text(problem.rule))
    return Check(question, False, (mark,))


def check_targets(game: Game, about: str, answer: Iterable[str]) -> Check:
    """Compare the places a learner names with the engine's legal moves.

    ``about`` is the start of the moves in question, e.g. ``"Ada: play Rabbit to"``; each
    place in ``answer`` completes it (``"port 2"``). A place named that is not legal is
    explained by the rule that forbids it; a legal place left out is named.
    """
    prefix = about.strip()
    legal = [
        str(m)[len(prefix) :].strip() for m in game.legal_moves() if str(m).startswith(prefix + " ")
    ]
    named = list(dict.fromkeys(a.strip() for a in answer if a.strip()))
    if not named:
        return Check(f"{prefix} … where?", None, ())
    marks = []
    for place in named:
        if place in legal:
            marks.append(Mark(f"{place}: allowed.", True))
            continue
        verdict = check_move(game, f"{prefix} {place}")
        for mark in verdict.marks:
            marks.append(Mark(f"{place}: {mark.text}", False, mark.rule, mark.quote))
    for place in legal:
        if place not in named:
            marks.append(Mark(f"{place}: also allowed, and missing from the answer.", False))
    correct = set(named) == set(legal)
    return Check(f"{prefix} … where?", correct, tuple(marks))
