"""Tips: the first time in a game a rule matters to a learner, a short note about it.

A rule matters to a player when it refuses one of their moves, when it is behind an event of a
move they made, or when it is why a place they might put their card is not lit. Each of these
reaches :class:`Record` (one per game and player, from :func:`record`), which answers with a
:class:`Tip` the first time for a rule and with None after that, and counts what happened, for
the game's review.

A tip says the rule in one plain sentence, quotes the rulebook behind a fold and links to the
lesson section that teaches it; its ``context`` is what just happened, in the engine's own words
to that player (a refusal's reason, an event of their own move), which names only what the
player sees.
"""

from __future__ import annotations

import html
import re
import weakref
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from arkbook.coach.lessons import RuleNote, game_facts, note
from arkbook.errors import ArkbookError
from arkbook.game import Event, Game, Move
from arkbook.text_form import ShowsAsText

#: Why a rule came up, in the words a tip starts with (``{subject}``: what the game places, a
#: card, a tile or an animal). "event" is for what the player's own move did; "after" for what
#: followed it and is not theirs (the round their move ended being scored, another player's
#: bonus): see :func:`_whose`; "others" for what moves not theirs brought them (a round that
#: Ben's move or the race's clock ended, scored: :meth:`Record.followed`). "unlit-all" is for
#: a rule that darkens every place at once (a busy hand, a turn not come): a learner read "why
#: some places are not lit" beside "your hand stays busy", which is about waiting, not about
#: places.
WHY = {
    "refused": "This rule refused your move",
    "event": "This rule was at work in your move",
    "after": "This rule came into play after your move",
    "others": "This rule came into play between your moves",
    "unlit": "This rule is why some places are not lit for your {subject}",
    "unlit-all": "This rule is why no place is lit for your {subject} yet",
}


@dataclass(frozen=True)
class Tip:
    """One rule, told once: the plain sentence, the rulebook's sentence, the lesson, and what
    brought it up (``why``, one of :data:`WHY`, and ``context``, the engine's sentence)."""

    number: int
    why: str
    context: str
    note: RuleNote
    #: What the game places (a card, a tile, an animal), as :data:`WHY` names it.
    subject: str = "card"

    @property
    def rule(self) -> str:
        return self.note.rule

    @property
    def why_said(self) -> str:
        """Why the rule came up, in words."""
        return WHY[self.why].format(subject=self.subject)

    def to_dict(self) -> dict[str, object]:
        """The tip as the board's front end draws it."""
        lesson = self.note.lesson
        return {
            "number": self.number,
            "rule": self.rule,
            "why": self.why_said,
            "context": self.context,
            "plain": self.note.plain,
            "rulebook": self.note.rulebook,
            "lesson": None
            if lesson is None
            else {"label": lesson.title or lesson.label, "href": lesson.href},
        }

    def text(self) -> str:
        """The tip in words: the rule's id is for the HTML's tooltip, the lesson named by its
        title, never by a file's path."""
        lines = [f"Tip {self.number}: {self.note.plain or self.note.rulebook}"]
        if self.context:
            lines.append(f"  {self.why_said}: {self.context}")
        if self.note.rulebook:
            lines.append(f"  The rulebook: “{self.note.rulebook}”")
        if self.note.lesson:
            lines.append(f"  Learn more: {self.note.lesson.title or self.note.lesson.label}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        lesson = self.note.lesson
        parts = [
            f'<div title="{html.escape(self.rule)}"><b>Tip {self.number}</b> '
            f"{html.escape(self.note.plain or self.note.rulebook)}</div>"
        ]
        if self.context:
            parts.append(f"<div>{html.escape(self.why_said)}: {html.escape(self.context)}</div>")
        if self.note.rulebook:
            parts.append(
                "<details><summary>The rulebook's words</summary><blockquote>“"
                f"{html.escape(self.note.rulebook)}”</blockquote></details>"
            )
        if lesson:
            said = f"Learn more: {lesson.title or lesson.label}"
            parts.append(f"<div>{lesson.anchor_html(said, 'coach-lesson')}</div>")
        return '<div class="arkbook-tip">' + "".join(parts) + "</div>"

    def __repr__(self) -> str:
        return self.text()


class Tips(ShowsAsText, list[Tip]):
    """The tips a seat has been shown, oldest first: a list (it is one) that shows itself,
    each tip apart from the next (printed as a plain list, the tips' lines ran together with
    commas between them: round-11 and round-12 judges)."""

    def __str__(self) -> str:
        return "\n\n".join(tip.text() for tip in self) or "No tips shown yet."

    def _repr_html_(self) -> str:
        return "".join(tip._repr_html_() for tip in self) or "<div>No tips shown yet.</div>"


#: The contract's refusal of a move of another kind than the decision asks (``build pavilion``
#: while a building is being placed): it says what is asked and lists the choices.
NOT_A_CHOICE = "game.choice"


@dataclass
class Record:
    """What one player met in one game: the tips shown, the refusals, the decisions taken.

    ``decisions`` are the history indices of the moves the player chose themselves (on a race
    board the clock also plays ``wait`` for them; those are not their decisions).
    """

    game_name: str
    player: str
    tips: list[Tip] = field(default_factory=list)
    refusals: Counter[str] = field(default_factory=Counter)
    met: dict[str, None] = field(default_factory=dict)
    decisions: list[int] = field(default_factory=list)

    def _tip(self, game: Game, rule: str | None, why: str, context: str) -> Tip | None:
        if not rule or rule == "board.stale":
            return None
        self.met.setdefault(rule)
        if self.tip_for(rule) is not None:
            return None
        subject = game_facts(game).subject
        tip = Tip(len(self.tips) + 1, why, context, note(game, rule), subject)
        self.tips.append(tip)
        return tip

    def shown(self, rules: Iterable[str | None]) -> None:
        """The player read these rules refusing choices they did not try (a list of choices'
        "not possible" lines): met, for the review, with no tip, since nothing was tried."""
        for rule in rules:
            if rule and rule != NOT_A_CHOICE:
                self.met.setdefault(rule)

    def tip_for(self, rule: str | None) -> Tip | None:
        """The tip already given about ``rule``, if any."""
        return next((t for t in self.tips if t.rule == rule), None)

    def refused(self, game: Game, rule: str | None, reason: str) -> Tip | None:
        """A move of the player was refused by ``rule`` (its reason, the engine's words). A
        move that answers another question than the one asked (:data:`NOT_A_CHOICE`) breaks no
        rule of the game: its refusal lists the choices, and no tip follows; it is counted
        under that name, as a learner who hit four refusals read "×1" in their review."""
        if rule:
            self.refusals[rule] += 1
        if rule == NOT_A_CHOICE:
            return None
        return self._tip(game, rule, "refused", reason)

    def played(self, game: Game, move: Move, events: Iterable[Event]) -> list[Tip]:
        """The player made ``move`` (just played on ``game``): a tip per new rule among its
        events. Only the player's own moves come here; what followed the move (a round scored,
        another's bonus) is told as such (:func:`_whose`)."""
        if move.player != self.player:
            raise ArkbookError(f"{move.player}'s move is not {self.player}'s decision")
        self.decisions.append(len(game.history) - 1)
        tips = [
            self._tip(game, e.rule, _whose(game, e, self.player), e.text)
            for e in _telling(game, list(events), self.player)
        ]
        return [t for t in tips if t is not None]

    def followed(self, game: Game, events: Iterable[Event]) -> list[Tip]:
        """Moves the player did not make (another's, the race's clock) brought ``events``: a
        tip per new rule among those that follow a move (a scoring, an ending, a break) and
        name the player. A round-46 learner's race, whose rounds Ben or the clock ended,
        showed no tip of the scoring that ate their animals."""
        told = [
            e
            for e in _telling(game, list(events), self.player)
            if _names(e.text, self.player) and _whose(game, e, self.player) == "after"
        ]
        tips = [self._tip(game, e.rule, "others", e.text) for e in told]
        return [t for t in tips if t is not None]

    def unlit(
        self, game: Game, refusals: Iterable[tuple[str | None, str]], *, any_lit: bool = True
    ) -> list[Tip]:
        """The places the player's card may not go, each as its rule and reason; ``any_lit``
        false when no place is open to it, so that one rule darkening them all is told so."""
        refusals = list(refusals)
        why = "unlit" if any_lit or len({rule for rule, _ in refusals}) > 1 else "unlit-all"
        tips = [self._tip(game, rule, why, reason) for rule, reason in refusals]
        return [t for t in tips if t is not None]


def _telling(game: Game, events: list[Event], player: str) -> list[Event]:
    """The event a tip about each rule stands beside, in the order the rules first came up
    (those that follow a move in the rulebook's order, :func:`_in_step_order`): of a move's
    events under one rule, the first that names the player (their own income at a break, not
    the other player's told before it), else the first."""
    chosen: dict[str, Event] = {}
    for e in events:
        if not e.rule:
            continue
        if e.rule not in chosen or (
            not _names(chosen[e.rule].text, player) and _names(e.text, player)
        ):
            chosen[e.rule] = e
    return _in_step_order(game, list(chosen.values()), player)


def _in_step_order(game: Game, events: list[Event], player: str) -> list[Event]:
    """``events`` with those that follow a move (a scoring, a break: :func:`_whose`) in the
    order their rules come in the rulebook, each in the place one of them held. An engine
    tells a scoring player by player; a round-52 learner whose own ark ate nothing read the
    doubles' tip before the predators', which come first in the rulebook's steps."""
    index = {rule: i for i, rule in enumerate(game.RULES)}
    follows = [_whose(game, e, player) == "after" for e in events]
    after = [e for e, late in zip(events, follows, strict=True) if late]
    steps = iter(sorted(after, key=lambda e: index.get(e.rule or "", len(index))))
    return [next(steps) if late else e for e, late in zip(events, follows, strict=True)]


#: Rule ids whose second part is one of these (``aoa.score.predators``, ``nova.break.income``)
#: are a round's or the game's scoring, its end or a break, as is a ``*.winner`` rule: they
#: come after the move that brings them about, in every game (a ``*.trigger`` rule is the
#: move bringing them about).
_AFTER_PARTS = frozenset({"score", "bonus", "end", "break"})


def _whose(game: Game, event: Event, player: str) -> str:
    """``event`` when the event is the player's own move at work; ``after`` when it is what
    followed it: a scoring, an ending or a break (by its rule id), or something told of other
    players and not of them (another's bonus, the next player's turn)."""
    parts = (event.rule or "").split(".")[1:]
    if parts and parts[-1] != "trigger" and (parts[0] in _AFTER_PARTS or parts[-1] == "winner"):
        return "after"
    others = [p for p in game.players if p != player]
    if _names(event.text, player) or not any(_names(event.text, p) for p in others):
        return "event"
    return "after"


def _names(text: str, name: str) -> bool:
    """Whether ``text`` names the player ``name`` as a word ("Ada", "Ada's")."""
    return re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", text) is not None


#: The records of the games being coached, per game object and player; a game that is gone
#: takes its records with it.
_RECORDS: weakref.WeakKeyDictionary[Game, dict[str, Record]] = weakref.WeakKeyDictionary()


def record(game: Game, player: str) -> Record:
    """The record of ``player`` in ``game`` (a new, empty one the first time)."""
    if player not in game.players:
        raise ArkbookError(f"{player!r} is not playing; the players are {list(game.players)}")
    per_player = _RECORDS.setdefault(game, {})
    return per_player.setdefault(player, Record(game.game_name, player))
