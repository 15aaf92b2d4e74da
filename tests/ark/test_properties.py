"""Properties over seeded random games: the legal list and the checks agree, undo and saves are
exact, views hide what they must, and the same seed gives the same game."""

from __future__ import annotations

import json
import random

import pytest

from arkbook import BadNotation, ark, load
from arkbook.ark.cards import KINDS
from arkbook.ark.moves import EndTurn, HalfDisc, Pass, Pet, Pick, Play, Take
from arkbook.game import Move

PLAYERS = ["Ada", "Ben", "Cy", "Di", "Ed"]


def candidates(game: ark.ArkGame, rng: random.Random) -> list[Move]:
    """Legal and illegal moves alike: every kind of move, many cards and cabins."""
    p = game.to_move[0]
    names = game.deck.names
    out: list[Move] = [Pet(p, None), Pass(p), EndTurn(p)]
    out += [HalfDisc(p, k) for k in KINDS]
    for c in rng.sample(range(55), 6):
        out += [Take(p, names[c]), Pick(p, names[c]), Pet(p, names[c])]
    cards = set(game.hands[game.decider]) | set(rng.sample(range(55), 4))
    for c in cards:
        for s, side in enumerate(("port", "starboard")):
            cabins = game.sides[s]
            for slot in range(1, len(cabins) + 3):
                out.append(Play(p, names[c], side, slot))
                out.append(Play(p, names[c], side, slot, "Lion"))
                if slot <= len(cabins):
                    out += [Play(p, names[c], side, slot, names[v]) for v in cabins[slot - 1]]
    return out


@pytest.mark.parametrize("seed", range(8))
def test_why_not_is_none_exactly_for_the_listed_moves(seed: int) -> None:
    """The generator and the checker never disagree, and every refusal teaches."""
    game = ark.new_game(PLAYERS[: 3 + seed % 3], seed=seed)
    rng = random.Random(seed)
    while not game.is_over():
        moves = game.legal_moves()
        listed = set(moves)
        assert len(listed) == len(moves)
        for move in candidates(game, rng):
            problem = game.why_not(move)
            assert (problem is None) == (move in listed), (str(move), problem)
            if problem is not None:
                assert problem.rule in ark.RULES
                assert problem.reason[0].isupper() and "\n" not in problem.reason
        for move in moves:
            assert game.parse_move(str(move)) == move
        game.play(rng.choice(moves))
    assert game.outcome() is not None and game.legal_moves() == []


@pytest.mark.parametrize("seed", range(3))
def test_undo_load_and_determinize(seed: int) -> None:
    game = ark.new_game(PLAYERS[: 3 + seed], seed=seed)
    rng = random.Random(seed)
    step = 0
    while not game.is_over():
        move = rng.choice(game.legal_moves())
        before = game.to_json()
        game.play(move)
        assert game.undo() == move and game.to_json() == before
        game.play(move)
        step += 1
        if step % 7 == 0:
            assert load(game.to_json()).to_json() == game.to_json()
            for player in game.players:
                world = game.clone()
                world._determinize(player, rng)
                assert world.view(player) == game.view(player)
                json.dumps(world.view(None))
                assert world.legal_moves() is not None
    assert load(game.to_json()).to_json() == game.to_json()


def test_determinize_keeps_the_rain_structure() -> None:
    """Before any rain card, the first one stays halfway and the other four below it."""
    game = ark.new_game(PLAYERS[:3], seed=11)
    order = game.view(None)["supply"]["order"]
    first = next(i for i, n in enumerate(order) if n.startswith("Rain"))
    for seed in range(10):
        world = game.clone()
        world._determinize("Ada", random.Random(seed))
        again = world.view(None)["supply"]["order"]
        assert next(i for i, n in enumerate(again) if n.startswith("Rain")) == first
        assert sum(n.startswith("Rain") for n in again) == 5


def test_same_seed_same_game() -> None:
    texts = []
    for _ in range(2):
        game = ark.new_game(PLAYERS[:4], seed=21)
        rng = random.Random(3)
        while not game.is_over():
            game.play(rng.choice(game.legal_moves()))
        texts.append(game.to_json())
    assert texts[0] == texts[1]


@pytest.mark.parametrize(
    "text",
    [
        "Ada: take",
        "Ada: take Unicorn",
        "Ada: play Lion",
        "Ada: play Lion to bow 1",
        "Ada: play Lion to port 0",
        "Ada: half disc on rain",
        "Ada: pet",
        "Ada: end",
    ],
)
def test_garbage_is_bad_notation(text: str) -> None:
    with pytest.raises(BadNotation):
        ark.new_game(PLAYERS[:3]).parse_move(text)


def test_notation_is_forgiving_about_case_and_spaces() -> None:
    game = ark.new_game(PLAYERS[:3], seed=7)
    assert game.parse_move("Ada:  PLAY  mosquito to Port 3") == Play("Ada", "Mosquito", "port", 3)
    assert str(game.parse_move("Ada: take camel")) == "Ada: take Camel"


def test_views_hide_hands_pets_and_supply_order() -> None:
    game = ark.new_game(PLAYERS[:3], seed=7)
    mine = game.view("Ben")
    assert mine["hands"]["Ben"] is not None and mine["hands"]["Ada"] is None
    assert mine["hand_counts"]["Ada"] == 2
    assert "order" not in mine["supply"] and "order" in game.view(None)["supply"]
    assert "legal" not in mine and "legal" in game.view("Ada")
    json.dumps(game.view(None))


def test_cards_taken_face_up_stay_known_when_determinizing() -> None:
    """Everyone saw Ada take the face-up card: Ben's sampled worlds keep it in her hand."""
    game = ark.new_game(PLAYERS[:3], seed=7)
    taken = next(m for m in game.legal_moves() if isinstance(m, Take))
    game.play(taken)
    assert [c["name"] for c in game.view("Ben")["known_cards"]["Ada"]] == [taken.card]
    for seed in range(5):
        world = game.clone()
        world._determinize("Ben", random.Random(seed))
        assert taken.card in [c["name"] for c in world.view(None)["hands"]["Ada"]]
        assert world.view("Ben") == game.view("Ben")


def test_a_hidden_pet_is_imagined_as_one_that_scores() -> None:
    """A player sets a pet aside to score it: the worlds a hint imagines deal the others'
    face-down pets from the unseen cards that would score (round 65: dealt at random, Eve's
    pet scored nothing in them, and a learner passed on the hint's word, losing the useful
    card to her Reindeer)."""
    from arkbook.ark.scoring import pet_scores

    game = ark.new_game(PLAYERS[:4], seed=5)
    rng = random.Random(5)
    while not any(pet >= 0 for pet in game.pets[1:]):
        assert not game.is_over()
        game.play(rng.choice(game.legal_moves()))
    for seed in range(10):
        world = game.clone()
        world._determinize("Ada", random.Random(seed))
        assert all(pet_scores(world, pet) for pet in world.pets[1:] if pet >= 0)
        assert world.view("Ada") == game.view("Ada")
