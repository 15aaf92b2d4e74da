"""The board's answer to a move proposed from Python, which a notebook shows.

A click's answer appears in the board's banner; a move played from code (``board.play(...)``)
must answer as visibly, or a refused move would pass in silence. :class:`Answer` is truthy when
the move was played and falsy when it was refused, so ``if board.play(...)`` keeps working,
and it shows itself: what the move did, or the reason it was refused, the rule's id on a
labelled line (as a verdict has it; in a lesson that keeps ids in tooltips, only in the HTML's
tooltip) and the rulebook's sentence.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from arkbook.pictures.base import STYLE, badge, esc
from arkbook.rule_ids import RuleIds
from arkbook.text_form import ShowsAsText

#: How many of a move's new tips its answer prints; the rest are counted, for
#: ``board.tips()``: a round's end brings a tip per scoring rule met, and round-58 and 59
#: learners read twelve at once after one placement.
TIPS_SHOWN = 3


@dataclass(frozen=True, repr=False)
class Answer(ShowsAsText):
    """What became of one proposed move: ``played`` or not, and the board's message about it."""

    move: str
    played: bool
    #: What the move did (its events' sentences) or why it was refused, in words.
    text: str
    rule: str | None = None
    #: The rulebook's sentence behind ``rule`` ("" for the contract's own rules).
    quote: str = ""
    #: What the computer's seats did after it, one move each in words, until the learner
    #: decides again (a learner playing as text saw none of Ben's turns, round-12 judge).
    then: tuple[str, ...] = ()
    #: The word before each of ``then``: in a race the others act at the same time, and a
    #: round-62 learner read "then: at 0 s: Ben reveals" after "The clock is at 1 s" as out
    #: of order.
    then_label: str = "then"
    #: The coach's tips this move brought ("Tip 3: ..."): on the board they open by
    #: themselves, and a round-49 learner playing as text found them only by listing them all.
    tips: tuple[str, ...] = ()
    #: What the learner decides next, once the computer's seats have moved (a round-51
    #: learner whose turn had ended by itself lost track of whose turn it was).
    now: str = ""

    @classmethod
    def from_message(cls, move: object, played: bool, message: Mapping[str, Any]) -> Answer:
        """The answer the board has just said in its ``_message``."""
        return cls(
            move=str(move),
            played=played,
            text=str(message.get("text", "")),
            rule=message.get("rule") or None,
            quote=str(message.get("quote") or ""),
        )

    def __bool__(self) -> bool:
        return self.played

    def text_form(self) -> str:
        """The answer as text: a console's and nbval's form."""
        sign, word = ("✔", "played") if self.played else ("✘", "refused")
        lines = [f"{sign} {self.move} — {word}: {self.text}"]
        if self.rule and RuleIds.in_text:
            lines.append(f"  rule: {self.rule}")
        if self.quote:
            lines.append(f"  rulebook: “{self.quote}”")
        lines += [f"  {self.then_label}: {reply}" for reply in self.then]
        lines += [f"  now: {self.now}"] if self.now else []
        lines += [f"  coach: {tip}" for tip in self._tips_shown()]
        return "\n".join(lines)

    def _tips_shown(self) -> list[str]:
        """The first :data:`TIPS_SHOWN` tips, then how many more ``board.tips()`` lists."""
        if len(self.tips) <= TIPS_SHOWN + 1:
            return list(self.tips)
        more = len(self.tips) - TIPS_SHOWN
        return [*self.tips[:TIPS_SHOWN], f"and {more} more tips: board.tips() lists them all"]

    def _repr_html_(self) -> str:
        rule = ""
        if self.rule:
            quote = f"<blockquote>“{esc(self.quote)}”</blockquote>" if self.quote else ""
            if RuleIds.in_text:
                rule = f'<div>Rule <span class="ab-rule">{esc(self.rule)}</span>{quote}</div>'
            else:
                rule = f'<div title="{esc(self.rule)}">{quote or "Rule"}</div>'

        return (
            f'{STYLE}<div class="arkbook-pic arkbook-pic-answer"><div class="ab-box">'
            f"<div>{badge(self.played, 'played' if self.played else 'refused')} "
            f'<span class="ab-rule">{esc(self.move)}</span></div>'
            f"<div>{esc(self.text)}</div>{rule}{self._then_html()}{self._now_html()}{self._tips_html()}</div></div>"
        )

    def _tips_html(self) -> str:
        return "".join(f"<div>Coach: {esc(tip)}</div>" for tip in self._tips_shown())

    def _now_html(self) -> str:
        return f"<div>Now: {esc(self.now)}</div>" if self.now else ""

    def _then_html(self) -> str:
        if not self.then:
            return ""
        items = "".join(f"<li>{esc(reply)}</li>" for reply in self.then)
        return f"<div>{esc(self.then_label.capitalize())}:</div><ul>{items}</ul>"

    def __str__(self) -> str:
        return self.text_form()
