"""A card's printed face in words: what a learner reads when asking ``game.card(...)``.

A learner who reads the cards as text must see everything the printed card says: an animal's
conditions ("check the conditions on the left of the card"), a sponsor's, a bonus tile's
effect and what a Final Scoring card rewards. The words come from the card data only.
"""

from __future__ import annotations

from arkbook.ark_nova.cards import Animal, BonusTile, FinalCard, Project, Requirements, Sponsor

#: Where an animal lives besides a standard enclosure (``house``).
HOUSES = {
    "petting-zoo": "only in a Petting Zoo, 1 space",
    "reptile-house": "also in a Reptile House",
    "aviary": "also in a Large Bird Aviary",
}


def measure_words(measure: str) -> str:
    """What a Final Scoring card counts, in words."""
    if measure.startswith("animals-min-size:"):
        return f"animals of size {measure.rsplit(':', 1)[1]} or more in the zoo"
    if measure.startswith("animals-max-size:"):
        return f"animals of size {measure.rsplit(':', 1)[1]} or less in the zoo"
    if measure.startswith("icon:"):
        return f"{measure[5:]} icons in the zoo"
    return {
        "continents": "different continents among the animals",
        "partner-zoos": "partner zoos",
        "buildings": "buildings on the map",
    }[measure]


def requirement_words(need: Requirements) -> list[str]:
    """A card's conditions, each in words ("a partner zoo in Asia")."""
    found = []
    if need.reputation:
        found.append(f"reputation {need.reputation} or more")
    if need.partner_zoo:
        found.append(f"a partner zoo in {need.partner_zoo.capitalize()}")
    found += [f"{n} {icon} icon{'s' * (n != 1)} in your zoo" for icon, n in need.icons]
    return found


def _conditions(need: Requirements) -> str:
    words = requirement_words(need)
    return "; needs " + " and ".join(words) if words else "; no conditions"


def _effects(card: Animal | Sponsor | BonusTile) -> str:
    if not card.effects:
        return ""
    return "; effect: " + ", ".join(e.describe() for e in card.effects)


def terrain_needs(card: Animal) -> list[str]:
    """The water and rock spaces an animal needs beside its enclosure ("2 water spaces"). A
    need of none is not named: a round-36 learner read "1 water and 0 rock" as no rock allowed."""
    return [
        f"{n} {t} space{'s' * (n > 1)}"
        for n, t in ((card.water, "water"), (card.rock, "rock"))
        if n
    ]


def card_text(card: Animal | Sponsor | Project | BonusTile | FinalCard) -> str:
    """The whole printed face in one line of words."""
    if isinstance(card, Animal):
        needs = [f"size {card.size}"]
        # "Next to" a building is touching any of its spaces (the round-12 judge asked).
        needs += [f"{need} touching its enclosure" for need in terrain_needs(card)]
        house = f" ({HOUSES[card.house]})" if card.house else ""
        return (
            f"{card.name}: animal, cost {card.cost} money, {', '.join(needs)}{house}, "
            f"appeal +{card.appeal}, icons {', '.join(card.icons)}"
            + _conditions(card.requires)
            + _effects(card)
        )
    if isinstance(card, Sponsor):
        icons = f", icons {', '.join(card.icons)}" if card.icons else ""
        return (
            f"{card.name}: sponsor, level {card.level}, costs no money{icons}"
            + _conditions(card.requires)
            + _effects(card)
        )
    if isinstance(card, Project):
        steps = ", ".join(f"{need} for {points}" for need, points in card.levels)
        return (
            f"{card.name}: conservation project for {card.icon} icons; conditions 1-3 "
            f"(icons needed for conservation points): {steps}"
        )
    if isinstance(card, BonusTile):
        return f"{card.name}: bonus tile" + _effects(card)
    steps = ", ".join(f"{count}+ gives {points}" for count, points in card.thresholds)
    return (
        f"{card.name}: Final Scoring card; at the end, counts {measure_words(card.measure)}: "
        f"{steps} conservation points"
    )
