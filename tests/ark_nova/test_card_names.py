"""Card names in the notation: a move names a card by its name or by its id, and its text shows
the name; saves and golden files written with ids still read; what a learner reads names
cards, never ids."""

from __future__ import annotations

import json
import random
import re

import pytest

from arkbook import saving
from arkbook.ark_nova import new_game
from arkbook.ark_nova.moves import MAX_NAME_CHARS, CardNames, NovaMove, parse, read
from arkbook.boards.ark_nova_options import board_options
from arkbook.errors import BadNotation, IllegalMove, UnknownCard
from tests.ark_nova.positions import scenario

#: A card id of the teaching deck, as a word of a sentence.
CARD_ID = re.compile(r"\b([ASP]\d\d|B\d|F\d)\b")


def _discarding():
    """Ada discards down to 4 at setup; seed 1 deals her Bornean Orangutan (A19)."""
    return new_game(["Ada", "Ben"], seed=1)


def test_a_name_and_an_id_parse_to_the_same_move():
    game = _discarding()
    by_id = game.parse_move("Ada: discard A19")
    assert by_id == game.parse_move("Ada: discard Bornean Orangutan")
    assert by_id == game.parse_move("Ada: discard  bornean ORANGUTAN")
    assert (by_id.verb, by_id.args) == ("discard", ("A19",))


def test_a_name_with_spaces_is_read_by_the_verbs_arity():
    game = scenario({"hand": ["A04"]})
    support = game.parse_move("Ada: support Savanna Protection 2")
    assert (support.verb, support.args) == ("support", ("P01", 2))
    assert support == game.parse_move("Ada: support P01 2")
    sponsor = game.parse_move("Ada: sponsor Zoo School")
    assert (sponsor.verb, sponsor.args) == ("sponsor", ("S01",))
    assert game.parse_move("Ada: tile Open Day").args == ("B8",)
    assert game.parse_move("Ada: discard Large Animal Zoo").args == ("F1",)
    with pytest.raises(BadNotation):
        game.parse_move("Ada: support Savanna Protection")  # the condition is missing


def test_the_written_text_uses_the_name():
    game = _discarding()
    assert str(game.parse_move("Ada: discard A19")) == "Ada: discard Bornean Orangutan"
    texts = [m.text for m in game.legal_moves()]
    assert "discard Bornean Orangutan" in texts
    assert not any(CARD_ID.search(t) for t in texts), texts
    assert game.parse_move("Ada: discard A19").by_id == "discard A19"


def test_moves_round_trip_through_their_text_over_a_random_game():
    game = new_game(["Ada", "Ben"], seed=3)
    rng = random.Random(3)
    for _ in range(300):
        if game.is_over():
            break
        moves = game.legal_moves()
        for move in moves:
            again = game.parse_move(str(move))
            assert again == move and again.args == move.args, move
            assert game.parse_move(f"{move.player}: {move.by_id}") == move
        game.play(rng.choice(moves))


def test_a_refusal_lists_its_choices_by_name():
    refusal = _discarding().why_not("Ada: take deck")
    assert isinstance(refusal, IllegalMove)
    assert "'discard Bornean Orangutan'" in refusal.reason
    assert not CARD_ID.search(refusal.reason), refusal.reason


def test_a_name_that_is_no_card_is_a_typed_error_naming_the_closest():
    game = _discarding()
    with pytest.raises(UnknownCard) as caught:
        game.play("Ada: discard Bornean Orangutang")
    assert caught.value.closest[0] == "Bornean Orangutan"
    assert "did you mean Bornean Orangutan" in str(caught.value)
    with pytest.raises(UnknownCard):
        game.why_not("Ada: discard A99")
    assert len(game.moves) == 0


def test_a_name_that_would_not_read_back_is_written_by_its_id():
    long = "Very " * 8 + "Long"
    assert len(long) > MAX_NAME_CHARS  # so a move's text stays short
    names = CardNames({"A1": "Twin", "A2": "Twin", "A3": "A1", "A4": "Okapi", "A5": long})
    words = [names.word(c) for c in ("A1", "A2", "A3", "A4", "A5")]
    assert words == ["A1", "A2", "A3", "Okapi", "A5"]
    assert names.card(long) == "A5"
    assert names.card("a4") == "A4" and names.card("OKAPI") == "A4"
    with pytest.raises(BadNotation, match="A1 or A2"):
        read("play Twin", names)
    move = parse("Ada", "play okapi", names)
    assert move == NovaMove("Ada", "play Okapi") and move.args == ("A4",)


def test_an_old_save_with_ids_still_loads():
    game = new_game(["Ada", "Ben"], seed=2)
    rng = random.Random(2)
    for _ in range(40):
        game.play(rng.choice(game.legal_moves()))
    data = json.loads(game.to_json())
    # Rewrite it as a save from before names: every move and pending option by id.
    old_moves = [f"{m.player}: {m.by_id}" for m in game.moves]
    assert any(CARD_ID.search(m) for m in old_moves)
    data["moves"] = old_moves
    pending = data["state"]["pending"]
    pending["options"] = [game.parse_move(f"{pending['player']}: {o}").by_id
                          for o in pending["options"]]  # fmt: skip
    assert any(CARD_ID.search(o) for o in pending["options"])
    loaded = saving.load(json.dumps(data))
    assert loaded.to_json() == game.to_json()


def test_what_a_learner_reads_names_cards_never_ids():
    game = new_game(["Ada", "Ben"], seed=5)
    rng = random.Random(5)
    seen: set[str] = set()
    read_texts = [e.text for e in game.history[0].events]
    for step in range(250):
        if game.is_over():
            break
        moves = game.legal_moves()
        player = moves[0].player
        read_texts += [game.prompt, *(str(m) for m in moves)]
        if step % 5 == 0:
            read_texts += [o["label"] for o in board_options(game, game.view(player), player)]
            for text in sorted(seen - {m.text for m in moves})[:15]:
                refusal = game.why_not(f"{player}: {text}")
                read_texts.append(refusal.reason if refusal else "")
        seen |= {m.text for m in moves}
        read_texts += [e.text for e in game.play(rng.choice(moves))]
    found = [t for t in read_texts if CARD_ID.search(t)]
    assert not found, found[:5]
