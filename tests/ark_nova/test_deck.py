"""The teaching deck and Map A as validated data; a bad file names the card and the field."""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest

from arkbook import InvalidDataFile, InvalidGameFile, load
from arkbook.ark_nova import board, load_deck, new_game, teaching_deck_data
from arkbook.ark_nova.cards import CATEGORIES, Animal, Project, Sponsor
from arkbook.ark_nova.tables import CONTINENTS


@pytest.fixture(scope="module")
def deck():
    return load_deck(teaching_deck_data())


def test_the_teaching_deck_covers_what_the_rules_need(deck):
    animals = [c for c in deck.cards.values() if isinstance(c, Animal)]
    sponsors = [c for c in deck.cards.values() if isinstance(c, Sponsor)]
    projects = [c for c in deck.cards.values() if isinstance(c, Project)]
    assert 38 <= len(animals) <= 44 and 10 <= len(sponsors) <= 14 and 11 <= len(projects) <= 14
    assert {a.size for a in animals} == {1, 2, 3, 4, 5}
    assert {c for a in animals for c in a.continents} == set(CONTINENTS)
    assert {c for a in animals for c in a.categories} == set(CATEGORIES)
    assert Counter(a.house for a in animals)["petting-zoo"] >= 3
    assert Counter(a.house for a in animals)["reptile-house"] >= 3
    assert Counter(a.house for a in animals)["aviary"] >= 3
    assert any(a.water for a in animals) and any(a.rock for a in animals)
    # The partner-zoo discount is per continent icon: some animal must show one continent twice.
    assert any(max(Counter(a.continents).values(), default=0) >= 2 for a in animals)
    assert {s.level for s in sponsors} == {1, 2, 3, 4, 5}
    assert len(deck.bonus_tiles) == 9 and len(deck.final_cards) == 8
    assert len(deck.base_projects) >= 4
    kinds = {(e.when, e.do) for c in [*animals, *sponsors] for e in c.effects}
    kinds |= {(e.when, e.do) for t in deck.bonus_tiles.values() for e in t.effects}
    assert {do for _, do in kinds} == {
        "money", "appeal", "reputation", "conservation", "x-tokens", "draw", "worker",
        "appeal-per-icon",
    }  # fmt: skip
    assert {when for when, _ in kinds} == {"now", "after", "break", "end"}


def test_map_a_has_the_reference_numbers():
    m = board.map_a()
    assert len(m.hexes) == 58 and len(m.rock) == 7 and len(m.water) == 9
    assert m.upgrade_only == {(8, 11), (7, 12)}
    assert Counter(m.bonuses.values()) == {
        "card": 3, "x-token": 3, "money-5": 2, "money-10": 1, "worker": 1, "reputation-2": 2,
    }  # fmt: skip
    assert all(any(n not in m.hexes for n in board.neighbours(h)) for h in m.border)
    start = m.start_enclosure
    assert len(start) == 3 and all(h == (0, 9) or (0, 9) in board.neighbours(h) for h in start)


def test_every_building_shape_has_its_size_and_is_connected():
    for kind, (size, cells) in board.SHAPES.items():
        assert len(cells) == size, kind
        for p in board.placements(kind)[:5]:
            for h in p.hexes:
                assert len(p.hexes) == 1 or set(board.neighbours(h)) & set(p.hexes), kind


def broken(path, value):
    data = copy.deepcopy(teaching_deck_data())
    where = data
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "item", "field"),
    [
        (("animals", 0, "size"), 6, "A01 (African Lion)", "size"),
        (("animals", 1, "continents"), ["atlantis"], "A02 (African Elephant)", "continents"),
        (("animals", 2, "house"), "barn", "A03 (Plains Zebra)", "house"),
        (("animals", 3, "effects"), [{"when": "end", "do": "money", "n": 1}], "A04 (Meerkat)",
         "effects"),
        (("animals", 4, "requires"), {"partner_zoo": "mars"}, "A05 (Nile Crocodile)",
         "requires.partner_zoo"),
        (("sponsors", 0, "level"), 0, "S01 (Zoo School)", "level"),
        (("projects", 0, "levels"), [[5, 5]], "P01 (Savanna Protection)", "levels"),
        (("final_scoring", 0, "measure"), "luck", "F1 (Large Animal Zoo)", "measure"),
        (("animals", 5, "id"), "A01", "A01 (Western Gorilla)", "id"),
        (("animals", 6, "id"), "A 7", "A 7 (Greater Flamingo)", "id"),
    ],
)  # fmt: skip
def test_a_bad_deck_names_the_card_and_the_field(path, value, item, field):
    with pytest.raises(InvalidDataFile) as info:
        load_deck(broken(path, value), "my_deck.json")
    assert (info.value.source, info.value.item, info.value.field) == ("my_deck.json", item, field)


def test_a_deck_too_small_is_refused():
    data = copy.deepcopy(teaching_deck_data())
    data["bonus_tiles"] = data["bonus_tiles"][:8]
    with pytest.raises(InvalidDataFile) as info:
        load_deck(data)
    assert info.value.field == "bonus_tiles"
    with pytest.raises(InvalidDataFile):
        new_game(["Ada", "Ben"], seed=1, deck=data)


def test_another_deck_travels_inside_the_save():
    data = copy.deepcopy(teaching_deck_data())
    data["animals"][0]["name"] = "Barbary Lion"
    game = new_game(["Ada", "Ben"], seed=2, deck=data)
    assert game.card("A01")["name"] == "Barbary Lion"
    game.play(game.legal_moves()[0])
    again = load(game.to_json())
    assert again.card("A01")["name"] == "Barbary Lion"
    assert again.to_json() == game.to_json()


@pytest.mark.parametrize(
    ("path", "value", "item", "field"),
    [
        (("sponsors", 0, "effect"), [{"when": "now", "do": "money", "n": 2}], "S01 (Zoo School)",
         "effect"),
        (("animals", 0, "effects"), [{"when": "now", "do": "money", "n": 2, "nn": 1}],
         "A01 (African Lion)", "effects"),
        (("projects", 0, "base"), "no", "P01 (Savanna Protection)", "base"),
        (("projects", 0, "base"), 1, "P01 (Savanna Protection)", "base"),
        (("final_scoring", 0, "measure"), "animals-min-size:", "F1 (Large Animal Zoo)", "measure"),
        (("final_scoring", 0, "measure"), "animals-min-size:23", "F1 (Large Animal Zoo)",
         "measure"),
        (("animals", 0, "id"), "A0123456789AB", "A0123456789AB (African Lion)", "id"),
        (("animals", 0, "id"), "A\u0661\u0662", "A\u0661\u0662 (African Lion)", "id"),
        (("animals", 0, "id"), "Ä01", "Ä01 (African Lion)", "id"),
        (("animals", 0, "name"), "Lion\ud800", "A01 (Lion\ud800)", "name"),
        (("animals", 0, "effects"), [{"when": "now", "do": ["money"], "n": 1}],
         "A01 (African Lion)", "effects"),
        (("final_scoring", 0, "thresholds"), [[1, 10**30]], "F1 (Large Animal Zoo)",
         "thresholds"),
        (("format",), 2, "(deck)", "format"),
        (("format",), 1.0, "(deck)", "format"),
        (("format",), True, "(deck)", "format"),
        (("extra",), {"a": [[[[[]]]]]}, "(deck)", "extra"),
        (("name",), ["deck"], "(deck)", "name"),
    ],
)  # fmt: skip
def test_typos_and_foreign_fields_are_refused_not_ignored(path, value, item, field):
    with pytest.raises(InvalidDataFile) as info:
        load_deck(broken(path, value), "my_deck.json")
    assert (info.value.item, info.value.field) == (item, field)


def test_a_deck_without_format_is_refused():
    data = copy.deepcopy(teaching_deck_data())
    del data["format"]
    with pytest.raises(InvalidDataFile) as info:
        load_deck(data)
    assert info.value.field == "format"


def test_a_duplicate_id_names_both_cards():
    data = broken(("animals", 5, "id"), "A01")
    with pytest.raises(InvalidDataFile) as info:
        load_deck(data)
    assert info.value.item == "A01 (Western Gorilla)"
    assert "A01 (African Lion) has it" in info.value.reason


def test_a_save_whose_deck_carries_unknown_or_deep_fields_is_refused():
    game = new_game(["Ada", "Ben"], seed=2)
    text = game.to_json()
    data = json.loads(text)
    data["options"]["deck"] = {**teaching_deck_data(), "junk": [[[[1]]]]}
    with pytest.raises(InvalidGameFile) as info:
        load(json.dumps(data))
    assert info.value.field == "options" and "junk" in str(info.value)
