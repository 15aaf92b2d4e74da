"""A decision kind as one unit: its options, its effect, its prompt and its refusals together.

A pending decision is ``(kind, seat, args)`` on the state's stack. Its unit answers, from the
state alone:

* ``options(game, seat, args)``: the legal move texts, in a stable order;
* ``apply(game, seat, args, move)``: play one of them (the move's parsed fields say which),
  which may push the next decisions;
* ``prompt(game, seat, args)``: what the player is asked, as the end of a sentence;
* ``refusal(game, seat, args, words)``: for a move that is not an option, the rule id and the
  learner's reason, derived from the same conditions as the options (None: the generic
  "not one of the choices");
* ``task(game, seat, args)``: the bare task, for the sentence that says it cannot be done and
  is skipped ("Ada has no way to place the size-2 enclosure"); None when the prompt is the bare
  task already (a prompt that also says how to answer, as placing a building's does, is not);
* ``rule``: the rule the decision applies, which that generic refusal names (a rule id, or a
  function of the state and the args where the same decision serves several rules, as a
  discard does). A move that is no choice of the player's own decision breaks this rule,
  never "wait for your turn" (``game.turn`` is for a player who has no decision now).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkbook.ark_nova.moves import NovaMove
from arkbook.ark_nova.state import Args

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova

#: A refusal: (rule id, reason), or None when the generic "not one of the choices" fits best.
Reason = tuple[str, str] | None


def no_refusal(game: ArkNova, seat: int, args: Args, words: list[str]) -> Reason:
    """For kinds whose only refusal is "not one of the choices"."""
    return None


@dataclass(frozen=True)
class Unit:
    kind: str
    rule: str | Callable[[ArkNova, Args], str]
    options: Callable[[ArkNova, int, Args], list[str]]
    apply: Callable[[ArkNova, int, Args, NovaMove], None]
    prompt: Callable[[ArkNova, int, Args], str]
    refusal: Callable[[ArkNova, int, Args, list[str]], Reason] = no_refusal
    task: Callable[[ArkNova, int, Args], str] | None = None

    def rule_for(self, game: ArkNova, args: Args) -> str:
        """The rule this decision applies now."""
        return self.rule if isinstance(self.rule, str) else self.rule(game, args)
