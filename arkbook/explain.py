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
  marked ✔ or ✘ and each refusal's reason.
* ``game.play(move)`` returns :class:`arkbook.game.Events`, drawn by :func:`events_html`.

Nothing here decides legality: every answer is the engine's ``why_not``.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arkbook.errors import ArkbookError
from arkbook.game import Event, Game, Move
from arkbook.pictures import Mark, Picture, picture, words
from arkbook.pictures.base import STYLE, badge, esc
from arkbook.rulings import Ruling, rulings_for

if TYPE_CHECKING:
    from arkbook.ark.engine import ArkGame
    from arkbook.ark_nova.engine import ArkNova
    from arkbook.ark_of_animals.engine import ArkOfAnimals

#: Ark animals that may drive another out of a cabin (rulebook "Drive Out").
_DRIVERS = ("skunk", "mosquito", "spider")


@dataclass(frozen=True)
class Verdict:
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
    #: Which rulings to cite in one line each, linking back to where the notebook showed them
    #: in full (True: all; or their numbers): a lesson shows a ruling in full once, not under
    #: every verdict it touches.
    brief: bool | frozenset[int] = False

    def cited(self, ruling: Ruling) -> bool:
        """Whether ``ruling`` is cited in one line rather than shown in full."""
        if isinstance(self.brief, bool):
            return self.brief
        return ruling.number in self.brief

    def text(self) -> str:
        sign = "✔" if self.allowed else "✘"
        lines = [f"{sign} {self.move} — {self.words}"]
        lines.append(f"  {'allowed' if self.allowed else 'refused'}: {self.reason}")
        if self.rule:
            lines.append(f"  rule: {self.rule}")
        if self.rule_text:
            lines.append(f"  rulebook: “{self.rule_text}”")
        if self.allowed and len(self.events) > 1:
            lines += [f"  then: {e.text}" for e in self.events[1:]]
        for ruling in self.rulings:
            if self.cited(ruling):
                lines.append(f"  {ruling.citation()}")
            else:
                lines += ["  " + line for line in ruling.text().splitlines()]
        return "\n".join(lines)

    def html(self) -> str:
        """The card, without the style block (for embedding in another picture)."""
        parts = [
            f"<div>{badge(self.allowed)} <b>{esc(self.words)}</b> "
            f'<span class="ab-rule">({esc(self.move)})</span></div>',
            f"<div>{esc(self.reason)}</div>",
        ]
        if self.rule:
            parts.append(
                f'<div>Rule <span class="ab-rule">{esc(self.rule)}</span>'
                + (
                    f"; the rulebook says:<blockquote>“{esc(self.rule_text)}”</blockquote>"
                    if self.rule_text
                    else ""
                )
                + "</div>"
            )
        if self.allowed and len(self.events) > 1:
            parts.append(
                "<div>Then:</div>"
                + '<ul class="ab-list">'
                + "".join(f"<li>{esc(e.text)}</li>" for e in self.events[1:])
                + "</ul>"
            )
        parts += [f"<div>{r.citation_html()}</div>" for r in self.rulings if self.cited(r)]
        full = [r for r in self.rulings if not self.cited(r)]
        if full:
            parts.append(
                "<div><i>Where the rulebook leaves this open, arkbook reads it so:</i></div>"
                + "".join(r.html() for r in full)
            )
        return '<div class="ab-box">' + "".join(parts) + "</div>"

    def _repr_html_(self) -> str:
        return f'{STYLE}<div class="arkbook-pic arkbook-pic-verdict">{self.html()}</div>'

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(self.text())

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()


def explain(game: Game, move: Move | str, brief: bool | Collection[int] = False) -> Verdict:
    """The verdict on ``move`` now: the engine's ``why_not``, told for a learner.

    A legal move is played on a copy of the game, to say what it would do (its first event's
    rule is the verdict's rule). Text that is no move at all raises :class:`BadNotation`.
    ``brief`` cites rulings in one line each: all (True) or those numbered (see
    :attr:`Verdict.brief`).
    """
    brief = brief if isinstance(brief, bool) else frozenset(brief)
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
            brief=brief,
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
        brief=brief,
    )


# ------------------------------------------------------------------------------ targets
@dataclass(frozen=True)
class Target:
    """One place ``subject`` could go, and the verdict on the move that puts it there."""

    at: str
    label: str
    verdict: Verdict


class Targets:
    """Where a card, tile or animal may go: every place marked on the position's picture."""

    def __init__(self, game: Game, subject: str, player: str, targets: Sequence[Target]) -> None:
        self.subject = subject
        self.player = player
        self.targets = tuple(targets)
        self.marks = tuple(
            Mark(t.at, t.verdict.allowed, t.verdict.reason, t.verdict.rule, t.label)
            for t in self.targets
        )
        self.picture: Picture = picture(game, self.marks)
        seen: dict[tuple[str, int], Ruling] = {}
        for t in self.targets:
            for r in t.verdict.rulings if not t.verdict.allowed else ():
                seen.setdefault((r.game, r.number), r)
        self.rulings = tuple(seen.values())

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
        for r in self.rulings:
            lines.append(r.text())
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        rulings = ""
        if self.rulings:
            rulings = (
                '<div class="arkbook-pic"><div><i>Rulings behind these answers (where the '
                "rulebook leaves a reading open):</i></div>"
                + "".join(r.html() for r in self.rulings)
                + "</div>"
            )
        heading = f'<div class="arkbook-pic"><div class="ab-title">{esc(self.question)}</div></div>'
        return heading + self.picture.html + rulings

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(self.text())

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text()


def targets(game: Game, subject: str, player: str | None = None) -> Targets:
    """Every place ``subject`` could go now, each with the engine's verdict.

    ``subject`` is an Ark card in the hand of the player deciding, the species of a tile in an
    Ark of Animals player's hand, or an Ark Nova animal card (id or name) of the player
    deciding. ``player`` picks the player when several could be meant.
    """
    finder = {"ark": _ark, "ark_of_animals": _ark_of_animals, "ark_nova": _ark_nova}.get(
        game.game_name
    )
    if finder is None:
        raise ArkbookError(f"no targets are known for the game {game.game_name!r}")
    return finder(game, subject, player)


def _deciding(game: Game, player: str | None) -> str:
    if player is not None:
        if player not in game.players:
            raise ArkbookError(f"{player!r} is not playing; the players are {list(game.players)}")
        return player
    if not game.to_move:
        raise ArkbookError("nobody has a decision to make: the game is over")
    return game.to_move[0]


def _best(game: Game, moves: Sequence[Move]) -> Verdict:
    """The first allowed verdict among ways to reach one place, else the first refusal."""
    verdicts = [explain(game, m) for m in moves]
    return next((v for v in verdicts if v.allowed), verdicts[0])


def _ark(game: ArkGame, subject: str, player: str | None) -> Targets:
    from arkbook.ark.moves import Play

    name = game._card_name(subject)
    if name is None:
        raise ArkbookError(f"there is no card called {subject!r} in this deck")
    who = _deciding(game, player)
    card = game.deck.cards[game.deck.by_name[name]]
    view = game.view(None)
    found = []
    for side in ("port", "starboard"):
        cabins = view["cabins"][side]
        for slot in range(1, len(cabins) + 2):
            moves = [Play(who, name, side, slot)]
            if card.ability in _DRIVERS and slot <= len(cabins):
                moves += [Play(who, name, side, slot, c["name"]) for c in cabins[slot - 1]["cards"]]
            label = f"{side} {slot}" + (" (new cabin)" if slot > len(cabins) else "")
            found.append(Target(f"{side} {slot}", label, _best(game, moves)))
    return Targets(game, name, who, found)


def _ark_of_animals(game: ArkOfAnimals, subject: str, player: str | None) -> Targets:
    from arkbook.ark_of_animals.moves import Place

    view = game.view(None)
    holders = [p["name"] for p in view["players"] if (p["hand"] or "").lower() == subject.lower()]
    if player is None:
        if len(holders) != 1:
            held = ", ".join(f"{p['name']}: {p['hand'] or 'nothing'}" for p in view["players"])
            raise ArkbookError(
                f"say whose {subject} (player=...): "
                f"{'nobody' if not holders else 'more than one player'} holds it ({held})"
            )
        player = holders[0]
    elif player not in game.players:
        raise ArkbookError(f"{player!r} is not playing; the players are {list(game.players)}")
    found = [
        Target(f"{player} {s}", f"space {s}", explain(game, Place(player, s))) for s in range(1, 17)
    ]
    return Targets(game, subject, player, found)


def _ark_nova(game: ArkNova, subject: str, player: str | None) -> Targets:
    from arkbook.ark_nova.cards import Animal
    from arkbook.ark_nova.moves import NovaMove

    deck = game.deck
    card = deck.cards.get(subject) or next(
        (c for c in deck.cards.values() if c.name.lower() == subject.lower()), None
    )
    if not isinstance(card, Animal):
        raise ArkbookError(f"{subject!r} is no animal card of this deck")
    who = _deciding(game, player)
    top = game.s.stack[-1] if game.s.stack and not game.s.over else None
    base: Game = game
    refusal: Verdict | None = None
    if top is None or top[0] != "enclosure" or top[2][0] != card.id:
        pick = NovaMove(who, f"play {card.id}")
        refusal = explain(game, pick)
        if refusal.allowed:
            base, refusal = game.clone(), None
            base.play(pick)
    buildings = game.view(None)["players"][game.players.index(who)]["buildings"]
    found = []
    for b in buildings:
        verdict = refusal or explain(base, NovaMove(who, f"enclosure {b['id']}"))
        found.append(Target(f"{who} {b['id']}", f"#{b['id']} {b['kind']}", verdict))
    return Targets(game, f"{card.name} ({card.id})", who, found)


# ------------------------------------------------------------------------------ events
def events_text(events: Sequence[Event]) -> str:
    if not events:
        return "(nothing happened)"
    return "\n".join(f"• {e.text}" + (f" [{e.rule}]" if e.rule else "") for e in events)


def events_html(events: Sequence[Event], rule_text: Any = None) -> str:
    """The events of a move as a short list; each rule id shows its sentence as a tooltip."""
    items = []
    for e in events:
        rule = ""
        if e.rule:
            sentence = rule_text(e.rule) if rule_text else ""
            title = f' title="{esc(sentence)}"' if sentence else ""
            rule = f' <span class="ab-rule"{title}>[{esc(e.rule)}]</span>'
        items.append(f"<li>{esc(e.text)}{rule}</li>")
    body = "".join(items) or "<li>(nothing happened)</li>"
    return (
        f'{STYLE}<div class="arkbook-pic arkbook-pic-events"><ul class="ab-list">{body}</ul></div>'
    )


__all__ = ["Target", "Targets", "Verdict", "events_html", "events_text", "explain", "targets"]
