"""Explanations as objects: a verdict on a move, the targets of a card, the events of a move.

What the notebooks' printing helpers did becomes three objects that draw themselves (HTML for a
notebook, text for nbval and a console), so a lesson cell is one line about the game:

>>> from arkbook.ark.positions import position
>>> game = position(port=[["Cow"], ["Lion"]], starboard=[["Horse"], ["Sheep"]],
...                 hands={"Ada": ["Rabbit"]})
>>> print(game.explain("Ada: play Rabbit to port 2").text().splitlines()[0])
✘ Ada: play Rabbit to port 2 — Ada plays the Rabbit into port 2
>>> game.targets("Rabbit").allowed
['starboard 1', 'starboard 3 (new cabin)']

* :func:`explain` (``game.explain(move)``) gives a :class:`Verdict`: ✔ or ✘, the move in plain
  words, the rule id, the learner's reason, the rulebook sentence, and the rulings behind the
  rule (the reading the engine chose, quoted). For a legal move it also tells what the move
  would do, played on a copy of the game.
* :func:`targets` (``game.targets("Rabbit")``) asks the engine about every place the card,
  tile or animal could go and gives :class:`Targets`: the position's picture with each place
  marked ✔ or ✘ and each refusal's reason, without what the question is not about (an Ark
  picture leaves out the hands and the scoring cards; an Ark of Animals one, the other arks and
  the spaces that hold a tile).
* ``game.play(move)`` returns :class:`arkbook.game.Events`, drawn by :func:`events_html`.
* :func:`cite_repeats` (a lesson's first cell) makes a notebook show each ruling and each
  rulebook sentence in full once: a later verdict cites it in one line that links back.
* :func:`rule_ids_in_tooltips` (a lesson's first cell too) keeps the rule ids of a played move's
  events and of a picture's marks out of their sentences, in each line's tooltip, where the
  rules index still finds them.

Nothing here decides legality: every answer is the engine's ``why_not``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from arkbook.game import Event, Game, Move
from arkbook.pictures import Mark, Picture, picture, words
from arkbook.pictures.base import STYLE, badge, esc
from arkbook.rule_ids import RuleIds, with_rule_id
from arkbook.rulings import Ruling, rulings_for
from arkbook.text_form import ShowsAsText


class _Shown:
    """What this kernel (one notebook) has shown in full: rulings and rulebook sentences.

    Off until :func:`cite_repeats` turns it on, so a verdict built in a test or a console
    always shows everything; in a lesson, the second verdict on the same ruling cites it.
    """

    def __init__(self) -> None:
        self.on = False
        self.rulings: set[tuple[str, int]] = set()
        self.rules: set[str] = set()

    def first_time(self, seen: set[Any], key: Any) -> bool:
        """Whether ``key`` is new (then it is remembered); always True while off."""
        if not self.on or key not in seen:
            seen.add(key)
            return True
        return False


_SHOWN = _Shown()


def cite_repeats(on: bool = True) -> None:
    """From now on (this notebook), show a ruling or rulebook sentence in full only once.

    A lesson's first cell calls it; it forgets what was shown before, so running the notebook
    again shows each ruling in full at its first verdict again.
    """
    _SHOWN.on = on
    _SHOWN.rulings.clear()
    _SHOWN.rules.clear()


def ruling_anchor(ruling: Ruling) -> str:
    """The HTML id of a ruling shown in full, which later citations link to."""
    return ruling.anchor


@dataclass(frozen=True)
class _Plan:
    """Which rulings (and the rule's sentence) a verdict shows in full, decided at first draw.

    A ruling is shown in full the first time any verdict or picture of the notebook shows it,
    and cited in one line that links back after that.
    """

    full: tuple[Ruling, ...]
    cited: tuple[Ruling, ...]
    sentence: bool


def _plan(rule: str | None, rulings: Sequence[Ruling]) -> _Plan:
    full = tuple(r for r in rulings if _SHOWN.first_time(_SHOWN.rulings, (r.game, r.number)))
    cited = tuple(r for r in rulings if r not in full)
    sentence = rule is None or _SHOWN.first_time(_SHOWN.rules, rule)
    return _Plan(full, cited, sentence)


def _seen(ruling: Ruling) -> bool:
    return (ruling.game, ruling.number) in _SHOWN.rulings


def _cited_text(ruling: Ruling) -> str:
    above = " (in full above)" if _seen(ruling) else ""
    return f"{ruling.name}{above}: {ruling.title}"


def _cited_html(ruling: Ruling) -> str:
    if not _seen(ruling):
        return f"<div>{esc(ruling.name)}: {esc(ruling.title)}</div>"
    return (
        f'<div><a href="#{ruling_anchor(ruling)}">{esc(ruling.name)}</a> (in full above): '
        f"{esc(ruling.title)}</div>"
    )


def _full_html(ruling: Ruling, quote: bool = True) -> str:
    return ruling.html(quote)  # it carries its own anchor


@dataclass(frozen=True, repr=False)
class Verdict(ShowsAsText):
    """The engine's answer on one move, with everything a learner needs to understand it."""

    move: str
    words: str
    allowed: bool
    rule: str | None
    reason: str
    rule_text: str
    rulings: tuple[Ruling, ...] = ()
    #: For an allowed move: what it would do (it was played on a copy of the game).
    events: tuple[Event, ...] = ()

    @property
    def plan(self) -> _Plan:
        """What this verdict shows in full, decided once, when it is first drawn."""
        plan: _Plan | None = self.__dict__.get("_plan")
        if plan is None:
            plan = _plan(self.rule, self.rulings)
            object.__setattr__(self, "_plan", plan)
        return plan

    def text(self) -> str:
        plan = self.plan
        sign = "✔" if self.allowed else "✘"
        lines = [f"{sign} {self.move} — {self.words}"]
        lines.append(f"  {'allowed' if self.allowed else 'refused'}: {self.reason}")
        if self.rule and RuleIds.in_text:
            cited = "" if plan.sentence or not self.rule_text else " (rulebook quoted above)"
            lines.append(f"  rule: {self.rule}{cited}")
        if self.rule_text and plan.sentence:
            lines.append(f"  rulebook: “{self.rule_text}”")
        elif self.rule_text and not RuleIds.in_text:
            lines.append("  rulebook: quoted above")
        if self.allowed and len(self.events) > 1:
            lines += [f"  then: {e.text}" for e in self.events[1:]]
        for ruling in plan.full:
            lines += ["  " + line for line in ruling.text(self._quotes(ruling)).splitlines()]
        lines += ["  " + _cited_text(r) for r in plan.cited]
        return "\n".join(lines)

    def html(self) -> str:
        """The card, without the style block (for embedding in another picture)."""
        plan = self.plan
        parts = [
            f"<div>{badge(self.allowed)} <b>{esc(self.words)}</b> "
            f'<span class="ab-rule">({esc(self.move)})</span></div>',
            f"<div>{esc(self.reason)}</div>",
        ]
        if self.rule:
            parts.append(self._rule_html(plan.sentence))
        if self.allowed and len(self.events) > 1:
            parts.append(
                "<div>Then:</div>"
                + '<ul class="ab-list">'
                + "".join(f"<li>{esc(e.text)}</li>" for e in self.events[1:])
                + "</ul>"
            )
        if plan.full:
            parts.append(
                "<div><i>Where the rulebook leaves this open, arkbook reads it so:</i></div>"
                + "".join(_full_html(r, self._quotes(r)) for r in plan.full)
            )
        parts += [_cited_html(r) for r in plan.cited]
        return '<div class="ab-box">' + "".join(parts) + "</div>"

    def _quotes(self, ruling: Ruling) -> bool:
        """Whether a ruling shown in full quotes its rulebook words: not when they are the
        sentence this verdict quotes, here or above (a lesson showed one twice in a row)."""
        return not self.rule_text or ruling.quote.strip('"“” ') != self.rule_text.strip('"“” ')

    def _rule_html(self, sentence: bool) -> str:
        """The rule's line: its id shown, or (after :func:`rule_ids_in_tooltips`) only in the
        line's tooltip, where the rules index and the coverage still find it; then the
        rulebook's sentence, or a pointer to where it was quoted in full."""
        if self.rule_text and sentence:
            said = f"the rulebook says:<blockquote>“{esc(self.rule_text)}”</blockquote>"
        else:
            said = "the rulebook's sentence is quoted above" if self.rule_text else ""
        if RuleIds.in_text:
            said = "" if not said else f"; {said}" if sentence else f" ({said})"
            return f'<div>Rule <span class="ab-rule">{esc(self.rule or "")}</span>{said}</div>'
        said = said[:1].upper() + said[1:] if said else "The rule behind it"
        return f'<div title="{esc(self.rule or "")}">{said}</div>'

    def _repr_html_(self) -> str:
        return f'{STYLE}<div class="arkbook-pic arkbook-pic-verdict">{self.html()}</div>'

    def __str__(self) -> str:
        return self.text()


def explain(game: Game, move: Move | str) -> Verdict:
    """The verdict on ``move`` now: the engine's ``why_not``, told for a learner.

    A legal move is played on a copy of the game, to say what it would do (its first event's
    rule is the verdict's rule). Text that is no move at all raises :class:`BadNotation`.
    """
    if isinstance(move, str):
        move = game.parse_move(move)
    said = words(game, move)
    problem = game.why_not(move)
    if problem is not None:
        return Verdict(
            move=str(move),
            words=said,
            allowed=False,
            rule=problem.rule,
            reason=problem.reason,
            rule_text=game.rule_text(problem.rule),
            rulings=rulings_for(game.game_name, problem.rule),
        )
    copy = game.clone()
    events = tuple(copy.play(move))
    first = next((e for e in events if e.rule), None)
    rule = None if first is None else first.rule
    return Verdict(
        move=str(move),
        words=said,
        allowed=True,
        rule=rule,
        reason=events[0].text if events else "The rules allow it here.",
        rule_text=game.rule_text(rule) if rule else "",
        rulings=rulings_for(game.game_name, rule),
        events=events,
    )


# ------------------------------------------------------------------------------ targets
@dataclass(frozen=True)
class Target:
    """One place ``subject`` could go, and the verdict on the move that puts it there."""

    at: str
    label: str
    verdict: Verdict


class Targets(ShowsAsText):
    """Where a card, tile or animal may go: every place marked on the position's picture."""

    def __init__(
        self,
        game: Game,
        subject: str,
        player: str,
        targets: Sequence[Target],
        leave_out: Sequence[str] = (),
    ) -> None:
        self.subject = subject
        self.player = player
        self.targets = tuple(targets)
        self.marks = tuple(
            Mark(t.at, t.verdict.allowed, t.verdict.reason, t.verdict.rule, t.label)
            for t in self.targets
        )
        #: The position with the places marked, without what the question is not about.
        self.picture: Picture = picture(game, self.marks, leave_out=leave_out)
        seen: dict[tuple[str, int], Ruling] = {}
        for t in self.targets:
            for r in t.verdict.rulings if not t.verdict.allowed else ():
                seen.setdefault((r.game, r.number), r)
        self.rulings = tuple(seen.values())
        self._full: tuple[Ruling, ...] | None = None

    @property
    def full(self) -> tuple[Ruling, ...]:
        """The rulings this picture shows in full (new to the notebook), decided when first
        drawn, so a picture built only for its answers marks nothing as shown."""
        if self._full is None:
            self._full = _plan(None, self.rulings).full
        return self._full

    @property
    def question(self) -> str:
        return f"Where may {self.player} put the {self.subject}?"

    @property
    def allowed(self) -> list[str]:
        """The labels of the places the engine allows, in the picture's order."""
        return [t.label for t in self.targets if t.verdict.allowed]

    @property
    def refused(self) -> dict[str, str]:
        """Each refused place's label and the reason."""
        return {t.label: t.verdict.reason for t in self.targets if not t.verdict.allowed}

    def text(self) -> str:
        lines = [self.question, self.picture.text]
        lines += [r.text() if r in self.full else _cited_text(r) for r in self.rulings]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        """The picture, then its rulings: in full if new to the notebook, else cited."""
        rulings = ""
        if self.rulings:
            rulings = (
                '<div class="arkbook-pic"><div><i>Rulings behind these answers (where the '
                "rulebook leaves a reading open):</i></div>"
                + "".join(_full_html(r) if r in self.full else _cited_html(r) for r in self.rulings)
                + "</div>"
            )
        heading = f'<div class="arkbook-pic"><div class="ab-title">{esc(self.question)}</div></div>'
        return heading + self.picture.html + rulings

    def __str__(self) -> str:
        return self.text()


def targets(game: Game, subject: str, player: str | None = None) -> Targets:
    """Every place ``subject`` could go now, each with the engine's verdict.

    ``subject`` is an Ark card in the hand of the player deciding, the species of a tile in an
    Ark of Animals player's hand, or an Ark Nova animal card (id or name) of the player
    deciding. ``player`` picks the player when several could be meant. The game lists the
    places (``game.placements``); every verdict is the engine's own.
    """
    found = game.placements(subject, player)
    base, refusal = game, None
    if found.first is not None:
        refusal = explain(game, found.first)
        if refusal.allowed:
            base, refusal = game.clone(), None
            base.play(found.first)
    marks = [Target(d.at, d.label, refusal or _best(base, d.moves)) for d in found.destinations]
    return Targets(game, found.subject, found.player, marks, leave_out=found.leave_out)


def _best(game: Game, moves: Sequence[Move]) -> Verdict:
    """The first allowed verdict among ways to reach one place, else the first refusal."""
    verdicts = [explain(game, m) for m in moves]
    return next((v for v in verdicts if v.allowed), verdicts[0])


# ------------------------------------------------------------------------------ events
def rule_ids_in_tooltips(on: bool = True) -> None:
    """From now on (this notebook), a played move's events and a picture's marks read as
    sentences only.

    Each rule id moves from the end of its line into the line's tooltip (beside the rulebook
    sentence, for an event), so a lesson read as text is not strewn with ``[nova.setup.break]``;
    the id stays in the HTML output, where :mod:`arkbook.coverage` and the rules index find it.
    A verdict drops its ``rule:`` line too; its HTML keeps the id in that line's tooltip.
    """
    RuleIds.in_text = not on


def events_text(events: Sequence[Event]) -> str:
    if not events:
        return "(nothing happened)"
    return "\n".join(with_rule_id(f"• {e.text}", e.rule) for e in events)


def events_html(events: Sequence[Event], rule_text: Any = None) -> str:
    """The events of a move as a short list; each rule id shows its sentence as a tooltip (or,
    after :func:`rule_ids_in_tooltips`, the line's tooltip names the id and its sentence)."""
    items = []
    for e in events:
        rule, tip = "", ""
        if e.rule:
            sentence = rule_text(e.rule) if rule_text else ""
            if RuleIds.in_text:
                title = f' title="{esc(sentence)}"' if sentence else ""
                rule = f' <span class="ab-rule"{title}>[{esc(e.rule)}]</span>'
            else:
                tip = f' title="{esc(e.rule)}' + (f": {esc(sentence)}" if sentence else "") + '"'
        items.append(f"<li{tip}>{esc(e.text)}{rule}</li>")
    body = "".join(items) or "<li>(nothing happened)</li>"
    return (
        f'{STYLE}<div class="arkbook-pic arkbook-pic-events"><ul class="ab-list">{body}</ul></div>'
    )


__all__ = [
    "Target",
    "Targets",
    "Verdict",
    "cite_repeats",
    "events_html",
    "events_text",
    "explain",
    "rule_ids_in_tooltips",
    "ruling_anchor",
    "targets",
]
