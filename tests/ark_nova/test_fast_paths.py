"""The engine's quick answers agree with their slow definitions over random positions.

Deciding whether an Action card can be chosen asks each action's first question and stops at
the first answer, with what does not change remembered (a zoo's rooms remember which animals
they take; Build can build exactly when a pavilion is affordable and fits), and the X-tokens
worth spending are found from the fewest up (a stronger action can do all that a weaker one
can); the break's kiosk income reads only the kiosks; a building's legal placements are looked
for only beside the zoo, where one through a free edge hex is legal when it overlaps nothing.
Each quick answer is compared here with the definition it stands for, written out the long way
(every placement on the map, every animal in reach), at positions of random games for 2 and 3
players, and on maps filled to the last space, which random play rarely reaches.
"""

from __future__ import annotations

import random

import pytest

from arkbook.ark_nova import board, flow, new_game, zoo
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.cards import Animal
from arkbook.ark_nova.decisions import animals, build, turn
from arkbook.ark_nova.decisions.common import range_folders
from arkbook.ark_nova.state import Building


def positions(seed: int, players: int, every: int = 5):
    """Every ``every``-th position of a seeded random game, to its end."""
    game = new_game(["Ada", "Ben", "Cy"][:players], seed=seed)
    rng = random.Random(seed)
    step = 0
    while not game.is_over():
        if step % every == 0:
            yield game
        game.play(rng.choice(game.legal_moves()))
        step += 1


def slow_build_kinds(game, seat: int, side: int, budget: int) -> list[str]:
    """The kinds Build may build, each placement of the map tried."""
    p = game.s.players[seat]
    return [
        k
        for k in build.KINDS_BY_SIDE[side]
        if zoo.building_size(k) <= budget
        and 2 * zoo.building_size(k) <= p.money
        and not (k in board.UNIQUE and k in p.kinds_built)
        and slow_placements(p, k)
    ]


def slow_placements(p, kind: str) -> list[str]:
    """The legal placements of a building kind, every land placement of the map tried."""
    land = board.land_placements(kind)
    return [pl.label for pl in land if zoo.placement_problem(p, kind, pl) is None]


def slow_animals(game, seat: int, side: int, reputation: int) -> list[str]:
    """The animals in reach at ``reputation`` that are affordable, have a home and meet their
    conditions, each enclosure tried."""
    p = game.s.players[seat]
    reach = [(c, 0) for c in p.hand]
    if side == 2:
        reach += [(game.s.display[f - 1], f) for f in range_folders(game, seat, reputation)]
    found = []
    for card, extra in reach:
        animal = game.deck.cards[card]
        if (
            isinstance(animal, Animal)
            and zoo.animal_cost(p, animal) + extra <= p.money
            and zoo.enclosures_for(p, animal)
            and zoo.unmet(p, animal.requires, game.deck, reputation) is None
        ):
            found.append(f"play {game.names.word(card)}")
    return found


def slow_can_animals(game, seat: int, strength: int) -> bool:
    """Animals can play an animal at the player's reputation, or, on side II at 5 or more,
    after the +1 reputation that comes first."""
    p = game.s.players[seat]
    side = p.side("animals")
    if T.ANIMALS_TABLE[side][T.clamp_strength(strength) - 1] <= 0:
        return False
    if slow_animals(game, seat, side, p.reputation):
        return True
    raised = animals.raised_reputation(game, seat)
    return side == 2 and strength >= 5 and bool(slow_animals(game, seat, side, raised))


def slow_empty_beside_kiosks(p) -> list[int]:
    kiosks = [k for k in p.buildings if k.kind == "kiosk"]
    return [
        b.id
        for b in p.buildings
        if b.kind in board.STANDARD
        and not b.animals
        and any(board.distance(h, k.hexes[0]) == 1 for h in b.hexes for k in kiosks)
    ]


def slow_kiosk_income(p) -> int:
    total = 0
    for kiosk in (k for k in p.buildings if k.kind == "kiosk"):
        for b in p.buildings:
            beside = any(board.distance(h, kiosk.hexes[0]) == 1 for h in b.hexes)
            pays = b.kind in board.SPECIAL or b.kind == "pavilion"
            if beside and (pays or (b.kind in board.STANDARD and b.animals)):
                total += 1
    return total


@pytest.mark.parametrize(("seed", "players"), [(31, 2), (32, 3)])
def test_quick_answers_agree_with_their_definitions(seed, players):
    checked = {"build": 0, "animals": 0, "kiosks": 0, "placements": 0}
    for game in positions(seed, players):
        for seat, p in enumerate(game.s.players):
            for strength in range(1, 9):
                side = p.side("build")
                slow = slow_build_kinds(game, seat, side, strength)
                assert list(build.build_kinds(game, seat, side, strength, ())) == slow
                assert build.can_build(game, seat, strength) == bool(slow)
                assert turn.can_perform(game, seat, "build", strength) == bool(slow)
                quick = turn.can_perform(game, seat, "animals", strength)
                assert quick == slow_can_animals(game, seat, strength), (seat, strength)
                # A stronger action can do all that a weaker one can (``spend_options``).
                for action in p.row:
                    if turn.can_perform(game, seat, action, strength):
                        assert turn.can_perform(game, seat, action, strength + 1), action
                checked["build"] += bool(slow)
                checked["animals"] += quick
            # Money decides which sizes are affordable: other sums of money, on a copy.
            twin = game.clone()
            for money in (0, 3, 5, 7, 9, 11):
                twin.s.players[seat].money = money
                side = p.side("build")
                for strength in range(1, 7):
                    slow = slow_build_kinds(twin, seat, side, strength)
                    assert build.can_build(twin, seat, strength) == bool(slow)
            for side in (1, 2):
                for rep in {p.reputation, animals.raised_reputation(game, seat)}:
                    found = list(animals.animal_options(game, seat, side, rep))
                    assert found == slow_animals(game, seat, side, rep)
            for kind in board.SHAPES:
                legal = [pl.label for pl in zoo.legal_placements(p, kind)]
                assert legal == slow_placements(p, kind)
                checked["placements"] += bool(legal)
            assert zoo.empty_beside_kiosks(p) == slow_empty_beside_kiosks(p)
            assert zoo.kiosk_income(p) == slow_kiosk_income(p)
            checked["kiosks"] += bool(p.kiosk_hexes)
    # The positions must include each answer's interesting case, or nothing was compared.
    assert all(count > 20 for count in checked.values()), checked


def crowded_zoos(seed: int):
    """Zoos filled at random, building after building, until nothing fits: random play
    rarely gets a map this full, where only some kinds or sizes fit, only upgrade-icon spaces
    are left, or the kiosks' spacing keeps the last free spaces."""
    game = new_game(["Ada", "Ben"], seed=seed)
    rng = random.Random(seed)
    p = game.s.players[0]
    p.clear_map()
    # Side I fills what it may first; then side II the upgrade-icon spaces left.
    for upgraded in (frozenset(), frozenset({"build"})):
        p.upgraded = upgraded
        while True:
            yield game
            p.upgraded = upgraded  # the test turns the card over to ask both sides
            fitting = [(k, pl) for k in board.SHAPES for pl in zoo.legal_placements(p, k)]
            if not fitting:
                break
            kind, place = rng.choice(fitting)
            p.add_building(Building(p.next_building, kind, place.hexes, place.label))
            p.next_building += 1


@pytest.mark.parametrize("seed", range(2))
def test_quick_building_answers_hold_on_crowded_maps(seed):
    """On maps filled to the last space, each building kind's placements, the kinds Build
    lists and whether it can build at all agree with every placement tried, on both sides of
    the Build card and at every budget and sum of money that changes the answer."""
    cases = {"side I full, side II not": 0, "only some kinds fit": 0, "kiosk kept out": 0}
    for game in crowded_zoos(seed):
        p = game.s.players[0]
        for upgraded in (frozenset(), frozenset({"build"})):
            p.upgraded = upgraded
            side = p.side("build")
            for kind in board.SHAPES:
                slow = slow_placements(p, kind)
                assert [pl.label for pl in zoo.legal_placements(p, kind)] == slow
                kiosks = p.kiosk_hexes if kind == "kiosk" else ()
                assert zoo.fits_somewhere(kind, p.occupied_hexes, side, kiosks) == bool(slow)
            for money in range(0, 13):
                p.money = money
                for budget in range(0, 7):
                    slow_kinds = slow_build_kinds(game, 0, side, budget)
                    assert list(build.build_kinds(game, 0, side, budget, ())) == slow_kinds
                    assert build.can_build(game, 0, budget) == bool(slow_kinds)
            p.money = 12
            every = slow_build_kinds(game, 0, side, 5)
            fits = [k for k in build.KINDS_BY_SIDE[side] if slow_placements(p, k)]
            cases["only some kinds fit"] += 0 < len(fits) < len(build.KINDS_BY_SIDE[side])
            cases["kiosk kept out"] += bool(
                p.kiosk_hexes and "kiosk" not in every and zoo.kiosk_fits_but_for_spacing(p)
            )
        p.upgraded = frozenset()
        side_one = slow_build_kinds(game, 0, 1, 5)
        p.upgraded = frozenset({"build"})
        cases["side I full, side II not"] += not side_one and bool(slow_build_kinds(game, 0, 2, 5))
    assert all(cases.values()), cases


@pytest.mark.parametrize("seed", range(2))
def test_a_zoos_rooms_take_an_animal_when_one_of_its_buildings_does(seed):
    """``Rooms.take`` remembers its answer by what an animal needs of a room: it agrees with
    asking every building (``zoo.fits``) for every animal of the deck, on crowded maps whose
    special enclosures are partly filled and whose standard enclosures are partly occupied
    (the cases random play rarely reaches: a Reptile House with one space left, a full Petting
    Zoo)."""
    rng = random.Random(seed)
    seen = {"special with room": 0, "special full": 0, "takes": 0, "refuses": 0}
    for game in crowded_zoos(seed):
        p = game.s.players[0]
        animals = [c for c in game.deck.cards.values() if isinstance(c, Animal)]
        for b in list(p.buildings):
            mine = p.own_building(b.id)
            if mine.kind in zoo.SPECIAL_CAPACITY:
                mine.used = rng.randint(0, zoo.SPECIAL_CAPACITY[mine.kind])
                seen[
                    "special with room"
                    if mine.used < zoo.SPECIAL_CAPACITY[mine.kind]
                    else "special full"
                ] += 1
            elif mine.kind in board.STANDARD and rng.random() < 0.3:
                mine.animals.append(animals[0].id)
        rooms = zoo.open_rooms(p)
        for animal in animals:
            slow = any(zoo.fits(b, animal) for b in p.buildings)
            assert rooms.take(animal) == slow, (
                animal.id,
                [(b.kind, b.used, b.animals) for b in p.buildings],
            )
            seen["takes" if slow else "refuses"] += 1
    assert all(seen.values()), seen


@pytest.mark.parametrize(("seed", "players"), [(33, 2), (34, 3)])
def test_the_homed_animals_of_a_hand_follow_the_hand_and_the_rooms(seed, players):
    """``Rooms.homed`` remembers its answer for the last hand asked: at every position of a
    random game (each player's hand and rooms as play left them), and for hands changed
    under the same rooms, it lists the animals of the hand that a building takes, in order."""
    seen = {"some": 0, "none": 0, "hand changed": 0}
    for game in positions(seed, players, every=1):
        for p in game.s.players:
            rooms = zoo.open_rooms(p)
            animals = game.deck.animals
            for hand in (p.hand, p.hand[1:], p.hand, tuple(reversed(p.hand))):
                slow = [
                    animals[c]
                    for c in hand
                    if c in animals and any(zoo.fits(b, animals[c]) for b in p.buildings)
                ]
                assert rooms.homed(hand, animals) == slow, (hand, p.buildings)
                seen["some" if slow else "none"] += 1
                seen["hand changed"] += hand != p.hand
    assert all(count > 20 for count in seen.values()), seen


def test_a_told_rule_is_forgotten_when_its_turn_is_undone():
    """``flow.told_before`` remembers the turn that told a rule; undoing that turn, or
    playing on from before it in a clone, must not leave the answer behind."""
    game = new_game(["Ada", "Ben"], seed=5)
    rng = random.Random(5)
    while not flow.told_before(game, "nova.break.tokens"):
        game.play(rng.choice(game.legal_moves()))
    twin = game.clone()
    game.undo()
    assert not flow.told_before(game, "nova.break.tokens")
    assert flow.told_before(twin, "nova.break.tokens")
    game.play(rng.choice(game.legal_moves()))
    assert flow.told_before(game, "nova.break.tokens") == any(
        e.rule == "nova.break.tokens" for turn in game.history for e in turn.events
    )
