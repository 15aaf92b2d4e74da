"""Facts the Ark Nova lessons state about the teaching deck, held to the deck and the engine.

The lessons say that a player gets an upgrade from exactly two places, conservation 2 and
reputation 5, so that the four upgrades of ruling 22 are never all used with this deck. If a
card or bonus tile that upgrades is added to the deck, these tests say the lessons need new words.
"""

from __future__ import annotations

import json
import random
from importlib import resources

from arkbook.ark_nova import new_game
from arkbook.ark_nova import tables as T


def _deck() -> dict:
    text = resources.files("arkbook.ark_nova").joinpath("data/teaching_deck.json").read_text()
    return json.loads(text)


def test_no_card_or_bonus_tile_of_the_teaching_deck_upgrades() -> None:
    deck = _deck()
    effects = [
        effect
        for kind in ("animals", "sponsors", "projects", "bonus_tiles")
        for card in deck[kind]
        for effect in card.get("effects", [])
    ]
    assert effects, "the deck's cards carry effects"
    assert not [e for e in effects if "upgrade" in json.dumps(e)]
    assert list(T.REPUTATION_BONUS.values()).count("upgrade") == 1  # reputation 5


def test_the_teaching_deck_gives_at_most_two_upgrades() -> None:
    """Random four-player games to the end: nobody upgrades more than two cards."""
    for seed in (1, 2):
        game = new_game(["Ada", "Ben", "Cy", "Di"], seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            game.play(rng.choice(game.legal_moves()))
        upgrades = [T.UPGRADES_PER_PLAYER - p["upgrades_left"] for p in game.view(None)["players"]]
        assert max(upgrades) <= 2, upgrades


def test_events_about_keeps_the_events_of_the_rules_named() -> None:
    game = new_game(["Ada", "Ben"], seed=5, position={"current": "Ada"})
    events = game.play("Ada: x-token")
    events.extend(game.play(game.legal_moves()[0]))
    about = events.about("nova.turn.x_", "nova.turn.order")
    # The token gained is told under the X-token action, not the rule for spending tokens.
    assert {e.rule for e in about} == {"nova.turn.x_action", "nova.turn.order"}
    assert about.text().splitlines() == [
        line for line in events.text().splitlines() if "[nova.turn.x_" in line or "order]" in line
    ]


def test_events_about_keeps_the_details_that_follow_a_kept_event() -> None:
    game = new_game(["Ada", "Ben"], seed=5, position={"current": "Ada", "players": {"Ada": {
        "row": ["animals", "build", "cards", "association", "sponsors"], "hand": []}}})  # fmt: skip
    game.play("Ada: action sponsors")
    about = game.play("Ada: break").about("nova.sponsors")
    assert [e.rule for e in about] == ["nova.sponsors.break", None]
    assert "gains 5 money" in about[1].text


def test_a_lesson_scene_is_the_position_it_names() -> None:
    from arkbook.ark_nova_scenes import scene

    game = scene({"x_tokens": 2}, {"hand": []}, table={"break": 8})
    same = new_game(["Ada", "Ben"], seed=5, position={"current": "Ada", "break": 8, "players": {
        "Ada": {"x_tokens": 2}, "Ben": {"hand": []}}})  # fmt: skip
    assert game.view(None) == same.view(None)
    ben = scene(current="Ben")
    assert list(ben.to_move) == ["Ben"]


def test_a_repeated_verdict_cites_its_ruling_in_one_line_linking_back() -> None:
    """In a lesson (cite_repeats) ruling 2 is shown in full once, then cited with a link; the
    side-II ruling 20 is not attached to a side-I refusal it does not decide."""
    from arkbook.ark_nova_scenes import scene
    from arkbook.explain import cite_repeats

    game = scene({"row": ["sponsors", "build", "cards", "association", "animals"], "hand": []},
                 display=["S01", "S02", "P06", "S03", "S04", "P07"])  # fmt: skip
    try:
        cite_repeats()
        full = game.explain("Ada: action animals")
        cited = game.explain("Ada: action animals")
        assert [r.number for r in full.rulings] == [2]
        assert "The reading:" in full.text() and "The reading:" not in cited.text()
        assert "Ark Nova ruling 2 (in full above)" in cited.text()
        assert 'id="ark-nova-ruling-2"' in full._repr_html_()
        assert 'href="#ark-nova-ruling-2"' in cited._repr_html_()
    finally:
        cite_repeats(on=False)


def test_the_text_map_names_every_water_rock_upgrade_and_bonus_space() -> None:
    """Defect 11: a reader without the drawing learns the map from the text."""
    from arkbook.ark_nova import board
    from arkbook.pictures import ark_nova_lessons as lesson

    text = lesson.map_text().text
    zoo_map = board.map_a()
    for hexes in (zoo_map.water, zoo_map.rock, zoo_map.upgrade_only, zoo_map.bonuses):
        for x, y in hexes:
            assert f"{x},{y}" in text
    shapes = lesson.shapes_table().text
    assert all(
        board.kind_words(k) in shapes for k in board.SHAPES if k not in ("kiosk", "pavilion")
    )


def test_an_answer_can_be_stated_in_words_inside_its_fold() -> None:
    from arkbook.teaching import reveal

    answer = reveal("Ben: discard a card (down to 3).", words="Only Ben discards.")
    assert repr(answer).splitlines()[:2] == ["Show the answer:", "Only Ben discards."]
    assert "<summary>Show the answer</summary><p>Only Ben discards.</p>" in answer._repr_html_()
