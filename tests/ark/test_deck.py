"""The deck as data: the built-in deck's design, and custom deck files with clear errors."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from arkbook import ArkbookError, BadNotation, InvalidDataFile, ark, load
from arkbook.ark.cards import BUILTIN_DECK, load_deck
from arkbook.ark.moves import parse
from arkbook.ark.positions import position
from tests.ark.util import refused

DECK = load_deck()
CARDS = {c.name: c for c in DECK.cards}


def test_sixty_cards_47_animals_8_provisions_5_rain() -> None:
    kinds = Counter(c.kind for c in DECK.cards)
    assert len(DECK) == 60
    assert kinds["provision"] == 8 and kinds["rain"] == 5
    assert sum(kinds[k] for k in ("heavy", "useful", "slow", "shy")) == 47


def test_every_kind_is_contested() -> None:
    """Balanced enough that every kind's majority is contested: 11 or 12 animals of each."""
    kinds = Counter(c.kind for c in DECK.cards if c.kind not in ("provision", "rain"))
    assert set(kinds.values()) <= {11, 12}


def test_named_animals_have_what_the_rulebook_implies() -> None:
    assert CARDS["Dog"].diet == "carnivore"
    assert (CARDS["Polar bear"].weight, CARDS["Polar bear"].climate) == (2, "cold")
    assert CARDS["Rabbit"].kind == "shy"
    assert CARDS["Elephant"].weight == 3
    assert CARDS["Skunk"].weight == 1
    for name in ("Fox", "Turtle", "Hedgehog", "Skunk", "Mosquito", "Spider", "Bronto"):
        assert CARDS[name].ability == name.lower()
    assert CARDS["Chimpanzee"].ability == "chimpanzee"
    # The drive-out text: spider and mosquito are carnivores, the skunk eats plants too.
    assert CARDS["Spider"].diet == CARDS["Mosquito"].diet == "carnivore"
    assert CARDS["Skunk"].diet == "omnivore"
    # The hedgehog is itself a carnivore or omnivore ("a second carnivore or omnivore").
    assert CARDS["Hedgehog"].diet == "omnivore"


def test_the_tyranno_is_from_reviews_not_the_rulebook() -> None:
    """The rulebook names no Tyranno, Lion or Zebra; reviews name the Tyranno, a carnivore
    (reference/ark.md), and the deck keeps it so. The Lion and the Zebra are the project's."""
    book = (Path(__file__).resolve().parents[1] / "rulebooks" / "ark.txt").read_text()
    for name in ("Tyranno", "Lion", "Zebra"):
        assert name not in book and name in CARDS
    assert CARDS["Tyranno"].diet == "carnivore"


def test_the_deck_reaches_every_rule() -> None:
    animals = [c for c in DECK.cards if c.kind not in ("provision", "rain")]
    assert {c.weight for c in animals} == {0, 1, 2, 3, 4}
    assert {c.climate for c in animals} == {"hot", "cold", "none"}
    assert {c.diet for c in animals} == {"herbivore", "carnivore", "omnivore", None}
    assert any(c.kind == "shy" for c in animals)
    assert any(c.weight == 2 and c.ability is None for c in animals), "mosquito prey"
    assert any(c.kind == "shy" and c.ability is None for c in animals), "spider prey"


def write(tmp_path: Path, change: object) -> Path:
    data = json.loads(BUILTIN_DECK.read_text())
    change(data)
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize(
    ("change", "item", "field"),
    [
        (lambda d: d["cards"][0].update(weight=7), "Elephant (card #1)", "weight"),
        (lambda d: d["cards"][1].update(climate="warm"), "Rhino (card #2)", "climate"),
        (lambda d: d["cards"][2].update(wieght=4), "Hippo (card #3)", "wieght"),
        (lambda d: d["cards"][3].update(diet="grass"), "Giraffe (card #4)", "diet"),
        (lambda d: d["cards"][4].update(kind="big"), "Bronto (card #5)", "kind"),
        (lambda d: d["cards"][5].update(ability="fly"), "Tyranno (card #6)", "ability"),
        (lambda d: d["cards"][6].update(name="Elephant"), "Elephant (card #7)", "name"),
        (lambda d: d["cards"][7].pop("name"), "card #8", "name"),
        (lambda d: d["cards"].pop(), "(deck)", "kind"),
        (lambda d: d.update(format="other"), "(file)", "format"),
    ],
)
def test_a_bad_deck_file_names_the_card_and_the_field(
    tmp_path: Path, change: object, item: str, field: str
) -> None:
    with pytest.raises(InvalidDataFile) as info:
        load_deck(write(tmp_path, change))
    assert (info.value.item, info.value.field) == (item, field)
    assert item in str(info.value)


def test_not_json_is_a_data_file_error(tmp_path: Path) -> None:
    path = tmp_path / "deck.json"
    path.write_text("{nope")
    with pytest.raises(InvalidDataFile):
        load_deck(path)


def test_a_custom_deck_plays_and_its_save_is_self_contained(tmp_path: Path) -> None:
    path = write(tmp_path, lambda d: d["cards"][0].update(name="Mastodon"))
    game = ark.new_game(["Ada", "Ben", "Cy"], seed=4, deck=load_deck(path))
    assert game.options["deck"][0]["name"] == "Mastodon"
    for _ in range(30):
        game.play(game.legal_moves()[-1])
    again = load(game.to_json())
    assert again.to_json() == game.to_json()
    assert ark.new_game(["Ada", "Ben", "Cy"]).options == {"deck": None}


RENAMED = {
    "Skunk": "Stinker",
    "Mosquito": "Gnat",
    "Spider": "Weaver",
    "Chimpanzee": "Bonobo",
    "Fox": "Vixen",
}


def renamed_deck() -> object:
    """The built-in deck with its drive-out, half-disc and disc cards under other names."""
    data = json.loads(BUILTIN_DECK.read_text())
    for card in data["cards"]:
        card["name"] = RENAMED.get(card["name"], card["name"])
    return load_deck(data)


def test_a_user_deck_is_named_by_its_abilities() -> None:
    """ark.ability.use, ark.ability.chimpanzee, ark.ability.fox: reasons, prompts and events
    name the user's cards, found by their abilities, never the built-in names."""
    deck = renamed_deck()
    game = position(
        port=[["Horse"], ["Sheep"]],
        starboard=[["Elephant"], ["Cow"]],
        hands={"Ada": ["Dog", "Bonobo", "Vixen"]},
        figures={"Ada": {"heavy": 1}},  # two cards to choose from, so the disc is asked for
        deck=deck,
    )
    problem = refused(game, "Ada: play Dog to port 1 driving out Horse", "ark.ability.use")
    for name in ("Stinker (drives out any animal)", "Gnat", "Weaver"):
        assert name in problem.reason
    half = refused(game, "Ada: half disc on heavy", "ark.ability.chimpanzee")
    assert "Bonobo" in half.reason
    game.play("Ada: play Bonobo to port 1")
    assert game.phase == "chimp"
    assert "half disc of the Bonobo" in game.prompt
    assert "Bonobo" in game.why_not(f"Ada: take {game.deck.names[game.display[0]]}").reason
    wrong = refused(game, "Ada: half disc on provision", "ark.ability.chimpanzee")
    assert "Bonobo" in wrong.reason
    game.play("Ada: half disc on useful")
    events = game.play("Ada: play Vixen to starboard 1")
    assert any(e.rule == "ark.ability.fox" and e.text.startswith("The Vixen:") for e in events)
    texts = [game.prompt, problem.reason, half.reason, wrong.reason]
    texts += [e.text for t in game.history for e in t.events]
    for builtin in RENAMED:
        assert not any(builtin in text for text in texts), builtin


def test_a_user_deck_without_drive_out_cards_says_so() -> None:
    """ark.ability.use: with no Skunk, Mosquito or Spider ability in the deck, the reason names
    none."""
    data = json.loads(BUILTIN_DECK.read_text())
    for card in data["cards"]:
        if card["ability"] in ("skunk", "mosquito", "spider"):
            card["ability"] = None
    game = position(
        port=[["Horse"]], starboard=[["Cow"]], hands={"Ada": ["Dog"]}, deck=load_deck(data)
    )
    problem = refused(game, "Ada: play Dog to port 1 driving out Horse", "ark.ability.use")
    assert problem.reason.endswith("no card of this deck has one.")


def test_a_duplicate_name_names_both_cards(tmp_path: Path) -> None:
    with pytest.raises(InvalidDataFile) as info:
        load_deck(write(tmp_path, lambda d: d["cards"][6].update(name="ElePhant")))
    assert info.value.item == "ElePhant (card #7)"
    assert "Elephant (card #1)" in info.value.reason


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"\xff\xfe{}", "not UTF-8"),
        (b"[" * 100_000, "nested deeper"),
        (b'{"format": "arkbook-ark-deck", "cards": [' + b"[" * 50 + b"]" * 50 + b"]}", "nested"),
        (b'{"format": "arkbook-ark-deck", "format": "arkbook-ark-deck", "cards": []}', "twice"),
        (b'{"format": "arkbook-ark-deck", "cards": [], "x": 1}', "unknown field"),
        (b'{"format": "arkbook-ark-deck", "cards": [{"weight": NaN}]}', "NaN"),
        (b" " * 1_000_001, "larger than"),
    ],
)
def test_a_hostile_deck_file_is_refused_typed(tmp_path: Path, content: bytes, reason: str) -> None:
    path = tmp_path / "deck.json"
    path.write_bytes(content)
    with pytest.raises(InvalidDataFile, match=reason):
        load_deck(path)


def test_devices_and_bad_paths_are_refused_typed() -> None:
    with pytest.raises(InvalidDataFile, match="larger than"):
        load_deck("/dev/zero")
    with pytest.raises(InvalidDataFile, match="cannot be read"):
        load_deck("deck\0.json")
    with pytest.raises(InvalidDataFile, match="cannot be read"):
        load_deck(Path("/no/such/deck.json"))


def test_a_deck_option_that_is_a_path_is_refused() -> None:
    """A game's deck is data; only the user's own call to load_deck reads a file."""
    for path in (str(BUILTIN_DECK), BUILTIN_DECK):
        with pytest.raises(ArkbookError, match="never a file name"):
            ark.new_game(["Ada", "Ben", "Cy"], deck=path)


def test_card_names_are_read_from_the_folded_text() -> None:
    """Folding changes a string's length (the ligature "ﬀ" is "ff"), so a name cut from the
    typed text at the folded text's positions was one letter off: "Giraﬀe " was looked up."""
    names = {c.name.casefold(): c.name for c in DECK.cards}
    move = parse("Ada", "play Giraﬀe to port 1 driving out ﬁsh", names.get)
    assert (move.card, move.victim) == ("Giraffe", "Fish")  # type: ignore[union-attr]
    assert parse("Ada", "TAKE GIRAﬀE", names.get).card == "Giraffe"  # type: ignore[union-attr]
    with pytest.raises(BadNotation, match="no card called 'girafe'"):
        parse("Ada", "take Girafe", names.get)


def test_a_user_deck_names_its_half_disc_card_in_move_words() -> None:
    """ark.ability.chimpanzee: a verdict tells the half disc move with the user's card name."""
    from arkbook.ark.moves import HalfDisc
    from arkbook.pictures.ark import words

    game = position(port=[["Horse"]], starboard=[["Cow"]], deck=renamed_deck())
    text = words(game, HalfDisc("Ada", "heavy"))
    assert "Bonobo" in text and "Chimpanzee" not in text
