"""Positions for the scenario tests, built through ``new_game(position=...)``: data, no rules.

``worked_turn()`` is the refresher's "A turn, played out"; ``scenario(...)`` starts from a plain
mid-game position where each test names only what it is about.
"""

from __future__ import annotations

from typing import Any

from arkbook.ark_nova import ArkNova, new_game

ROW = ["sponsors", "build", "cards", "association", "animals"]


def worked_turn() -> ArkNova:
    """Action row S-B-C-As-An, 2 X-tokens, 20 money, conservation 7, nobody at 10, one worker
    already on the partner-zoo task, and a project whose middle condition (3 Africa icons, worth
    3) Ada meets and nobody holds."""
    return new_game(
        ["Ada", "Ben"],
        seed=11,
        position={
            "current": "Ada",
            "projects": [{"card": "P01", "tokens": [None, None, None]}],
            "players": {
                "Ada": {
                    "row": ROW,
                    "x_tokens": 2,
                    "money": 20,
                    "conservation": 7,
                    "workers": 2,
                    "placed": {"partner-zoo": 1},
                    "partner_zoos": ["europe"],
                    "final_cards": ["F1", "F2"],
                    "buildings": [
                        {"kind": "enclosure-3", "at": "2,7 r0", "animals": ["A03"]},
                        {"kind": "enclosure-1", "at": "3,6 r0", "animals": ["A04"]},
                    ],
                    "zoo": ["A40"],
                },
                "Ben": {"final_cards": ["F3", "F4"]},
            },
        },
    )


def scenario(
    player: dict[str, Any] | None = None, others: dict[str, Any] | None = None, **game: Any
) -> ArkNova:
    """A 2-player game on Ada's turn with her row S-B-C-As-An and what ``player`` says
    (``others``: Ben's fields; ``game``: the other position keys)."""
    players = {"Ada": {"row": ROW, **(player or {})}, **(others or {})}
    position = {"current": "Ada", "players": players, **game}
    return new_game(["Ada", "Ben"], seed=5, position=position)


def me(game: ArkNova, name: str = "Ada") -> dict[str, Any]:
    """A player's part of the full view."""
    return next(p for p in game.view(None)["players"] if p["name"] == name)


def play(game: ArkNova, *moves: str) -> list:
    """Play moves written without the player (the one deciding), returning all their events."""
    events = []
    for text in moves:
        events += game.play(text)
    return events


def rules_of(events: list) -> set[str | None]:
    return {e.rule for e in events}


def options(game: ArkNova) -> list[str]:
    return [m.text for m in game.legal_moves()]


def place_where(kind: str, test: Any) -> str:
    """The label of the first placement of a building kind whose hexes pass ``test``."""
    from arkbook.ark_nova import board

    return next(p.label for p in board.land_placements(kind) if test(p))
