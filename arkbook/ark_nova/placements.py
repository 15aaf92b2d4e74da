"""Where an animal card may go: the hook behind ``game.targets("Okapi")`` for Ark Nova.

An animal goes into one of its owner's buildings. Unless the player is already choosing the
building for this very card, choosing the card comes first (``play``), and each building is
judged after it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkbook.ark_nova.cards import Animal
from arkbook.ark_nova.moves import NovaMove
from arkbook.errors import ArkbookError
from arkbook.game import Destination, Placements

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova


def enclosure(player: str, building: int) -> NovaMove:
    return NovaMove(player, f"enclosure {building}")


def placements(game: ArkNova, subject: str, player: str | None) -> Placements:
    cards = game.deck.cards
    card = cards.get(subject) or next(
        (c for c in cards.values() if c.name.lower() == subject.lower()), None
    )
    if not isinstance(card, Animal):
        raise ArkbookError(f"{subject!r} is no animal card of this deck")
    who = game._deciding(player)
    top = game.s.stack[-1] if game.s.stack and not game.s.over else None
    choosing_its_building = top is not None and top[0] == "enclosure" and top[2][0] == card.id
    first = None if choosing_its_building else game.parse_move(f"{who}: play {card.id}")
    buildings = game.view(None)["players"][game.players.index(who)]["buildings"]
    found = tuple(
        Destination(
            f"{who} {b['id']}", f"#{b['id']} {b['kind']}", (NovaMove(who, f"enclosure {b['id']}"),)
        )
        for b in buildings
    )
    return Placements(card.name, who, found, first)
