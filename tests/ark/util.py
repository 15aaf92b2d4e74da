"""Small helpers for the Ark scenario tests: they play moves and look at results, no rules."""

from __future__ import annotations

from typing import Any

from arkbook.ark.engine import ArkGame
from arkbook.ark.positions import position
from arkbook.errors import IllegalMove


def legal(game: ArkGame) -> set[str]:
    """The legal moves' action texts (without the player)."""
    return {m.action_text() for m in game.legal_moves()}


def refused(game: ArkGame, text: str, rule: str) -> IllegalMove:
    """Assert that the move is refused for ``rule`` and listed nowhere; return the refusal."""
    problem = game.why_not(text)
    assert problem is not None, f"{text!r} was allowed"
    assert problem.rule == rule, f"{text!r} refused for {problem.rule}: {problem.reason}"
    assert text.split(": ", 1)[-1] not in legal(game)
    assert problem.reason[0].isupper() and problem.reason.endswith(".")
    return problem


def allowed(game: ArkGame, text: str) -> None:
    """Assert that the move is legal and listed."""
    problem = game.why_not(text)
    assert problem is None, f"{text!r} refused: {problem}"
    assert text.split(": ", 1)[-1] in legal(game)


def cabin(game: ArkGame, side: str, slot: int) -> list[str]:
    """The card names in one cabin."""
    return [c["name"] for c in game.view(None)["cabins"][side][slot - 1]["cards"]]


def figures(game: ArkGame, player: str, kind: str) -> tuple[int, int]:
    """(simple, half-disc) figures of a player on a scoring card."""
    entry = game.view(None)["scoring"][kind][player]
    return entry["figures"], entry["half"]


def chimpanzee_to_drive_out(figures: dict[str, Any]) -> ArkGame:
    """Ada holds the Skunk; port 1 holds a Chimpanzee (and an Elephant) for it to drive out,
    with the ``figures`` already on the scoring cards."""
    return position(
        port=[["Chimpanzee", "Elephant"]],
        starboard=[["Horse", "Sheep"]],
        hands={"Ada": ["Skunk"]},
        figures=figures,
    )
