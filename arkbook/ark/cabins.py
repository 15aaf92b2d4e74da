"""Whether a card may go into a cabin: climate, carnivores, provisions, shy animals, the bow.

One function, :func:`cabin_problem`, answers it for both uses: the legal-move generator (which
only needs "is there a problem?") and ``why_not`` (which turns the problem into a sentence with
:func:`explain`). Keeping a single check means the list of legal moves and the reasons given for
illegal ones can never disagree. It works on card ids and the deck's integer tables, and
returns a small tuple instead of formatting text, because bots call it constantly.

The ark is two ``sides`` (port, starboard), each a tuple of cabins numbered from 1, each cabin
a tuple of card ids. The bow is ``starboard weight - port weight`` and must stay within -2..2.
"""

from __future__ import annotations

from arkbook.ark.cards import CARNIVORE, CLIMATES, OMNIVORE, PROVISION, SHY, TURTLE, Deck
from arkbook.listing import listed

Cabin = tuple[int, ...]
Side = tuple[Cabin, ...]
#: (rule code, details...): see :func:`explain`.
Problem = tuple
SIDE_NAMES = ("port", "starboard")
BOW_LIMIT = 2
CAPACITY = 3


def cabin_problem(
    deck: Deck, sides: tuple[Side, Side], bow: int, card: int, side: int, slot: int, victim: int
) -> Problem | None:
    """The first rule that ``card`` breaks in cabin ``slot`` of ``side``, or None if it fits.

    ``slot`` is 1-based and may be one past the last cabin (a new cabin); ``victim`` is the card
    id driven out of that cabin, or -1. The caller has already checked the slot exists and the
    victim may be driven out.
    """
    weight = deck.weight
    w = weight[card]
    new_bow = bow + (w - (weight[victim] if victim >= 0 else 0)) * (1 if side else -1)
    if new_bow > BOW_LIMIT or new_bow < -BOW_LIMIT:
        return ("bow", new_bow, card)
    cabins = sides[side]
    if slot <= len(cabins):
        cabin = cabins[slot - 1]
        if victim >= 0:
            cabin = tuple(x for x in cabin if x != victim)
        elif len(cabin) >= CAPACITY:
            return ("capacity", cabin)
    else:
        cabin = ()
    if cabin:
        found = mates_problem(deck, card, cabin)
        if found is not None:
            return found
    if deck.kind[card] == SHY:
        return shy_problem(deck, sides, card, side, slot, cabin)
    return None


def mates_problem(deck: Deck, card: int, cabin: Cabin) -> Problem | None:
    """Climate, carnivores and provisions: whether ``card`` gets on with the cards of ``cabin``.

    It depends on nothing else, so the move generator may remember its answers.
    """
    climate, animal, calm, predator, weight = (
        deck.climate,
        deck.animal,
        deck.calm,
        deck.predator,
        deck.weight,
    )
    mine, w = climate[card], weight[card]
    is_animal, is_predator = animal[card], predator[card]
    for other in cabin:
        theirs = climate[other]
        if mine and theirs and mine != theirs:
            return ("climate", card, other)
        if is_animal and animal[other]:
            wo = weight[other]
            if is_predator and wo <= w and not (calm[other] and wo < w):
                return ("prey", card, other)
            if predator[other] and w <= wo and not (calm[card] and w < wo):
                return ("prey", other, card)
        if deck.grazer[card] and deck.kind[other] == PROVISION:
            return ("provision", card, other)
        if deck.kind[card] == PROVISION and deck.grazer[other]:
            return ("provision", other, card)
    return None


def shy_problem(
    deck: Deck, sides: tuple[Side, Side], card: int, side: int, slot: int, cabin: Cabin
) -> Problem | None:
    """A shy card meets a carnivore in its cabin, beside it on its side, or opposite it."""
    own, other = sides[side], sides[1 - side]
    near: list[tuple[str, int, int, Cabin]] = [("in", side, slot, cabin)]
    for s in (slot - 1, slot + 1):
        if 1 <= s <= len(own):
            near.append(("next to", side, s, own[s - 1]))
    if slot <= len(other):
        near.append(("opposite", 1 - side, slot, other[slot - 1]))
    w, calm = deck.weight[card], deck.calm[card]
    for where, s_side, s_slot, cards in near:
        for x in cards:
            if deck.diet[x] == CARNIVORE and not (calm and deck.weight[x] > w):
                return ("shy", card, x, where, s_side, s_slot)
    return None


def cabin_label(side: int, slot: int) -> str:
    return f"{SIDE_NAMES[side]} {slot}"


def explain(deck: Deck, problem: Problem, side: int, slot: int, victim: int) -> tuple[str, str]:
    """(rule id, one sentence naming the cards) for a problem found by :func:`cabin_problem`."""
    code = problem[0]
    names = deck.names
    where = cabin_label(side, slot)
    if code == "bow":
        new_bow, card = problem[1], problem[2]
        towards = SIDE_NAMES[new_bow > 0]
        off = f"to {abs(new_bow)} on the {towards} side, off the bow, which only goes to 2."
        if victim >= 0:
            return (
                "ark.driveout.bow",
                f"Swapping the {names[victim]} (weight {deck.weight[victim]}) for the "
                f"{names[card]} (weight {deck.weight[card]}) in {where} would move the yellow "
                f"disc {off}",
            )
        return (
            "ark.bow.capsize",
            f"The {names[card]} (weight {deck.weight[card]}) in {where} would move the yellow "
            f"disc {off}",
        )
    if code == "capacity":
        held = ", ".join(names[x] for x in problem[1])
        return (
            "ark.cabin.capacity",
            f"Cabin {where} already holds 3 cards ({held}), the most a cabin can hold.",
        )
    rule, text = _cabin_sentence(deck, problem, where)
    if victim >= 0:
        return "ark.driveout.fit", f"After driving out the {names[victim]}, {text[0].lower()}" + (
            text[1:]
        )
    return rule, text


def _cabin_sentence(deck: Deck, problem: Problem, where: str) -> tuple[str, str]:
    code, first, second = problem[0], problem[1], problem[2]
    names = deck.names
    if code == "climate":
        return (
            "ark.cabin.climate",
            f"The {names[first]} ({CLIMATES[deck.climate[first]]}) cannot share a cabin with "
            f"the {names[second]} ({CLIMATES[deck.climate[second]]}).",
        )
    if code == "prey":
        rule = "ark.cabin.omnivore" if deck.diet[first] == OMNIVORE else "ark.cabin.carnivore"
        return (
            rule,
            f"The {deck.describe(first)} must be lighter than every animal in its cabin, but the "
            f"{names[second]} weighs {deck.weight[second]}.",
        )
    if code == "provision":
        rule = "ark.cabin.omnivore" if deck.diet[first] == OMNIVORE else "ark.cabin.provisions"
        return (
            rule,
            f"The {names[first]} ({deck.cards[first].diet}) may not share a cabin with "
            f"provisions, and the {names[second]} would be with it in {where}.",
        )
    place = cabin_label(problem[4], problem[5])
    where_text = {"in": "in", "next to": "next to it in", "opposite": "opposite, in"}[problem[3]]
    # A round-45 learner read the Hedgehog refused beside an equal-weight Penguin as
    # contradicting "it ignores heavier carnivores": the calm animal's exception is said too.
    calm = (
        f" (it ignores only heavier carnivores; the {names[second]} is not heavier)"
        if deck.calm[first]
        else ""
    )
    return (
        "ark.cabin.shy",
        f"The {names[first]} is shy and will not enter a cabin with, next to or opposite a "
        f"carnivore, but the {names[second]} is {where_text} {place}{calm}.",
    )


def allowances(deck: Deck, sides: tuple[Side, Side], card: int, side: int, slot: int) -> list:
    """The rules that *let* ``card`` into cabin ``slot`` of ``side``, where it now lies.

    A refusal names the rule it breaks; a card that got in thanks to an exception (a Turtle
    beside a heavier carnivore, a Rabbit diagonal to one, a carnivore moving in next to a shy
    animal that stays) would otherwise leave the learner guessing why. Each is (rule id, one
    sentence naming the cards); empty when no exception was needed. ``sides`` is the ark
    after the card was placed (a driven-out animal already gone).
    """
    names, weight, diet = deck.names, deck.weight, deck.diet
    where = cabin_label(side, slot)
    cabin = sides[side][slot - 1]
    found: list[tuple[str, str]] = []
    for other in cabin:
        if other == card or not (deck.animal[card] and deck.animal[other]):
            continue
        for calm, eater in ((card, other), (other, card)):
            if deck.calm[calm] and deck.predator[eater] and weight[eater] > weight[calm]:
                rule = _calm_rule(deck, calm)
                extra = (
                    ", so the cabin may hold a second carnivore or omnivore"
                    if rule == "ark.ability.hedgehog"
                    else ""
                )
                found.append(
                    (
                        rule,
                        f"The {names[calm]} is not bothered by the heavier {names[eater]} "
                        f"(weight {weight[eater]}) in {where}{extra}.",
                    )
                )
    own, across = sides[side], sides[1 - side]
    #: (side, slot, cards, relation) of the cabins a shy animal in this one cares about.
    near = [(side, s, own[s - 1], "next to it") for s in (slot - 1, slot + 1) if 1 <= s <= len(own)]
    if slot <= len(across):
        near.append((1 - side, slot, across[slot - 1], "opposite"))
    if deck.kind[card] == SHY:
        for s in (slot - 1, slot + 1):
            for x in across[s - 1] if 1 <= s <= len(across) else ():
                if diet[x] == CARNIVORE:
                    found.append(
                        (
                            "ark.cabin.shy_diagonal",
                            f"The shy {names[card]} does not mind the {names[x]} diagonally "
                            f"across, in {cabin_label(1 - side, s)}: diagonal cabins are not a "
                            "problem.",
                        )
                    )
        for s_side, s, cards, relation in near if deck.calm[card] else ():
            for x in cards:
                if diet[x] == CARNIVORE and weight[x] > weight[card]:
                    found.append(
                        (
                            _calm_rule(deck, card),
                            f"The shy {names[card]} is not bothered by the heavier {names[x]} "
                            f"{relation}, in {cabin_label(s_side, s)} (arkbook's reading of "
                            "its power).",
                        )
                    )
        nearby = cabin + tuple(x for *_, cards, _ in near for x in cards)
        omnivores = [names[x] for x in nearby if x != card and diet[x] == OMNIVORE]
        if omnivores:
            found.append(
                (
                    "ark.cabin.shy_omnivore",
                    f"The shy {names[card]} does not mind the {_either(omnivores)}: omnivores "
                    "do not frighten shy animals.",
                )
            )
    if diet[card] == CARNIVORE:
        around = [(side, slot, tuple(x for x in cabin if x != card), "with it"), *near]
        shy = [
            (names[x], cabin_label(s_side, s), relation)
            for s_side, s, cards, relation in around
            for x in cards
            if deck.kind[x] == SHY
        ]
        if shy:
            found.append(("ark.cabin.shy_stays", _shy_stay(shy, names[card])))
    return found


def _either(names: list[str]) -> str:
    """The omnivores ("Pig", "Chimpanzee or the Pig") a shy animal does not mind, told once
    (a round-44 learner read one sentence per omnivore in a single move)."""
    return _after_the(list(dict.fromkeys(names)), "or")


def _shy_stay(shy: list[tuple[str, str, str]], carnivore: str) -> str:
    """The shy animals that stay beside a carnivore just played, in one sentence: a round-44
    learner read seven sentences, one per shy animal, for a single Spider."""
    rule = "a shy animal does not leave when carnivores show up later."
    if len(shy) == 1:
        name, place, relation = shy[0]
        stays = f"The shy {name} in {place} stays where it is"
        return f"{stays}, though the {carnivore} now lives {relation}: {rule}"
    animals = _after_the([f"{name} in {place}" for name, place, _ in shy])
    return (
        f"The shy {animals} stay where they are, though the {carnivore} now lives near them: {rule}"
    )


def _after_the(names: list[str], last: str = "and") -> str:
    """Names listed after a "the" the sentence says: "Rabbit in port 1, the Deer in port 3 and
    the Gazelle in starboard 2" (``last``: "and" or "or")."""
    first, *rest = names
    return listed([first, *(f"the {name}" for name in rest)], last)


def _calm_rule(deck: Deck, card: int) -> str:
    """The rule of a card "not bothered by larger carnivores or omnivores"."""
    return "ark.ability.turtle" if deck.ability[card] == TURTLE else "ark.ability.hedgehog"
