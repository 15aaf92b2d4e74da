"""Majorities on the scoring cards: 10 for the most figures, 6 for second, 2 for any other.

Figures are counted in *half units* (a simple figure is 2, a half-disc figure 3) so that the
Bronto's and Chimpanzee's 1.5 stay exact integers. Tied players share the points of the places
they span, averaged and rounded up: the rulebook's "2 tied first get 8 each" is (10+6)/2, so
ties are positional, and a player behind two tied leaders is third, not second (see
docs/rulings/ark.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

PLACE_POINTS = (10, 6)
OTHER_POINTS = 2


def majority_points(figures: Mapping[str, int]) -> dict[str, int]:
    """Points per player on one scoring card, from each player's figures (any consistent unit).

    Players without a figure score 0; the others are ranked, and each group of tied players
    gets the points of the places it spans, averaged and rounded up.
    """
    ranked = sorted((p for p, n in figures.items() if n > 0), key=lambda p: -figures[p])
    points = {p: 0 for p in figures}
    place = 0
    while place < len(ranked):
        value = figures[ranked[place]]
        tied = [p for p in ranked[place:] if figures[p] == value]
        spanned = [_place_points(place + i) for i in range(len(tied))]
        share = -(-sum(spanned) // len(tied))  # the average, rounded up
        for p in tied:
            points[p] = share
        place += len(tied)
    return points


def _place_points(place: int) -> int:
    return PLACE_POINTS[place] if place < len(PLACE_POINTS) else OTHER_POINTS


def fewest_animals_in_hand(tied: Sequence[str], animals_in_hand: Mapping[str, int]) -> list[str]:
    """The tie-break: among the tied leaders, those with the fewest animal cards in hand."""
    fewest = min(animals_in_hand[p] for p in tied)
    return [p for p in tied if animals_in_hand[p] == fewest]
