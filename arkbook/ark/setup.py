"""The preparation of Ark (rulebook "Preparation", steps 3 to 8) as pure functions of lists.

Kept apart from the engine so that each step can be tested on a chosen card order (the
rulebook's bow example, a rejected weight-3 card, a third card of one kind) without playing.
Deck lists run top first: index 0 is the top card.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from arkbook.ark.cards import Deck

#: The orange discs in the box: action discs and half-figure markers come from this one supply.
TOTAL_DISCS = 22
#: "85 animal figures in 5 colors": each player's own 17, and no more (extra pieces "are not
#: used"; docs/rulings.md, Ark ruling 12).
FIGURES_PER_PLAYER = 85 // 5
START_CARDS = 4
START_WEIGHTS = (1, 2)
MAX_START_OF_KIND = 2
HAND_SIZE = 2
DISPLAY_SIZE = 3


def deal_discs(players: int) -> list[int]:
    """Step 3: 3 discs each, 4 for seats 4 and 5, and 4 each with 3 players."""
    if players == 3:
        return [4, 4, 4]
    return [3 if seat < 3 else 4 for seat in range(players)]


@dataclass(frozen=True)
class StartCards:
    """Step 5's result: the 4 cards laid out, the deck after it, and each card put back."""

    accepted: tuple[int, ...]
    rest: tuple[int, ...]
    #: (card id, rule id) for each card placed under the deck, in the order drawn.
    rejected: tuple[tuple[int, str], ...]


def choose_start_cards(deck: Deck, order: list[int]) -> StartCards:
    """Step 5: draw from the top until 4 cards of weight 1 or 2 are out, at most 2 of a kind.

    A card that does not qualify goes face down under the deck, so it may come round again
    (deck validation guarantees 4 qualifying cards exist, so this ends).
    """
    pile = list(order)
    accepted: list[int] = []
    rejected: list[tuple[int, str]] = []
    per_kind: dict[int, int] = {}
    while len(accepted) < START_CARDS:
        card = pile.pop(0)
        kind = deck.kind[card]
        if deck.weight[card] not in START_WEIGHTS:
            rejected.append((card, "ark.setup.start_weight"))
            pile.append(card)
        elif per_kind.get(kind, 0) >= MAX_START_OF_KIND:
            rejected.append((card, "ark.setup.start_kind"))
            pile.append(card)
        else:
            per_kind[kind] = per_kind.get(kind, 0) + 1
            accepted.append(card)
    return StartCards(tuple(accepted), tuple(pile), tuple(rejected))


def lay_out(deck: Deck, accepted: tuple[int, ...]) -> tuple[tuple, tuple, int]:
    """Step 5's figure and step 6: cards A and D to port, B and C to starboard; then the bow.

    Returns (port cabins, starboard cabins, bow) where the bow is starboard weight minus port
    weight, so the rulebook's example (B and C weigh 2, A and D weigh 1) gives +2: the disc on
    the far end of the side with B and C.
    """
    a, b, c, d = accepted
    port = ((a,), (d,))
    starboard = ((b,), (c,))
    w = deck.weight
    return port, starboard, (w[b] + w[c]) - (w[a] + w[d])


def build_supply(rest: list[int], rain: tuple[int, ...], rng: random.Random) -> list[int]:
    """Step 8: the top half, then one rain card, then the bottom half shuffled with 4 rain cards.

    So the first rain card is drawn exactly halfway through, and the others at random after it.
    With an odd count the bottom half is the larger one.
    """
    half = len(rest) // 2
    top, bottom = rest[:half], rest[half:] + list(rain[:-1])
    rng.shuffle(bottom)
    return [*top, rain[-1], *bottom]
