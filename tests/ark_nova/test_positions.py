"""Ark Nova positions cannot lie: each check refuses with the field named, and saves load back.

Issue 15's cases: ``load()`` applies ``options.position`` through the same checks (no bare
ValueError, AttributeError or KeyError), and X-tokens are capped at 5, so ``10**8`` of them is
refused instead of hanging the next action.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import arkbook
from arkbook.ark_nova import new_game
from arkbook.ark_nova.position import KEYS, PLAYER_KEYS, position
from arkbook.errors import InvalidGameFile, InvalidPosition
from tests.ark_nova.positions import ROW, worked_turn
from tests.fuzz.scenes import built_or_refused


def ada(**fields: Any) -> dict[str, Any]:
    return {"players": {"Ada": fields}}


REFUSED: list[tuple[dict[str, Any], str, str]] = [
    (ada(x_tokens=10**8), "players.Ada.x_tokens", "from 0 to 5"),
    (ada(x_tokens="2"), "players.Ada.x_tokens", "whole number"),
    (ada(money=-1), "players.Ada.money", "out of range"),
    (ada(reputation=10), "players.Ada.reputation", "Cards action on side II"),
    (ada(reputation=16, upgraded=["cards"]), "players.Ada.reputation", "out of range"),
    (ada(appeal=94, conservation=10), "players.Ada.appeal", "end would already be triggered"),
    (ada(workers=5), "players.Ada.workers", "out of range"),
    (ada(workers=2, placed={"reputation": 2}), "players.Ada.placed.reputation", "1 or 3"),
    (ada(workers=2, placed={"reputation": 3}), "players.Ada.placed", "only 2 are active"),
    (ada(placed={"dance": 1}), "players.Ada.placed.dance", "not one of"),
    (ada(row=["animals"] * 5), "players.Ada.row", "each of the 5"),
    (ada(upgraded=["build", "build"]), "players.Ada.upgraded", "twice"),
    (ada(partner_zoos=["asia", "europe", "africa"]), "players.Ada.partner_zoos", "side I"),
    (ada(partner_zoos=["mars"]), "players.Ada.partner_zoos[0]", "not one of"),
    (ada(hand=["A999"]), "players.Ada.hand[0]", "no card 'A999'"),
    (ada(hand=["A01", "A01"]), "players.Ada.hand[1]", "already at players.Ada.hand[0]"),
    (ada(zoo=["P01"]), "players.Ada.zoo[0]", "not an animal or a sponsor"),
    (ada(hand=["A01", "P01"]), "players.Ada.hand[1]", "is a base project: base projects lie"),
    ({"display": ["P02"]}, "display[0]", "never in a hand, the display or the deck"),
    (ada(final_cards=["F99"]), "players.Ada.final_cards[0]", "no Final Scoring"),
    (ada(final_cards=["F1", "F2", "F3"]), "players.Ada.final_cards", "more than the 2"),
    (ada(buildings=[{}]), "players.Ada.buildings[0].kind", "missing"),
    (ada(buildings=[{"kind": "castle", "at": "2,7 r0"}]), "players.Ada.buildings[0].kind", ""),
    (ada(buildings=[{"kind": "kiosk", "at": "nowhere"}]), "players.Ada.buildings[0].at", ""),
    (
        ada(buildings=[{"kind": "kiosk", "at": "2,7 r0"}, {"kind": "pavilion", "at": "2,7 r0"}]),
        "players.Ada.buildings[1].at",
        "overlaps buildings[0]",
    ),
    (ada(buildings=[{"kind": "aviary", "at": "4,5 r0"}]), "players.Ada.buildings[0].at", "II"),
    (
        ada(buildings=[{"kind": "enclosure-1", "at": "2,7 r0", "animals": ["A03"]}]),
        "players.Ada.buildings[0].animals[0]",
        "cannot live",
    ),
    (ada(zoo=["A01"], hand=["A01"]), "players.Ada.zoo[0]", "already at players.Ada.hand[0]"),
    (ada(conservation=10), "players.Ada.final_cards", ""),
    ({"reached_ten": True}, "reached_ten", "nobody has"),
    ({"current": "Dan"}, "current", "not playing"),
    ({"break": 9}, "break", "out of range"),
    ({"display": ["A01"] * 7}, "display", "more than the 6"),
    ({"projects": [{"card": "A01"}]}, "projects[0].card", "not a project"),
    ({"projects": [{"card": "P01", "tokens": [None]}]}, "projects[0].tokens", "3 conditions"),
    ({"colour": "red"}, "colour", "not part of a position"),
    ({"players": {"Ada": {"monney": 3}}}, "players.Ada.monney", "not part of a position"),
    ({"players": []}, "players", "mapping"),
]


@pytest.mark.parametrize(("scene", "field", "words"), REFUSED)
def test_each_check_refuses_with_the_field_named(scene: dict, field: str, words: str) -> None:
    if field == "players.Ada.final_cards" and not words:
        # Reaching 10 conservation leaves each player one Final Scoring card.
        scene["players"]["Ada"]["final_cards"] = ["F1", "F2"]
    with pytest.raises(InvalidPosition) as caught:
        new_game(["Ada", "Ben"], seed=3, position=scene)
    assert caught.value.field == field
    assert words in caught.value.reason


def test_the_worked_turn_loads_back_and_no_card_is_in_two_places() -> None:
    game = worked_turn()
    text = game.to_json()
    assert arkbook.load(text).to_json() == text
    view = game.view(None)
    seen = view["deck"] + view["discard"] + [d["card"] for d in view["display"] if d["card"]]
    for p in view["players"]:
        seen += p["hand"] + p["zoo"]
    seen += [slot["card"] for slot in view["projects"]]
    assert len(seen) == len(set(seen))
    assert set(game.deck.zoo_cards) <= set(seen)  # none lost either


def test_reaching_ten_is_derived_and_leaves_one_final_card_each() -> None:
    game = position(["Ada", "Ben"], {"players": {"Ada": {"conservation": 10, "row": ROW}}})
    view = game.view(None)
    assert view["reached_ten"] and [p["final_cards_held"] for p in view["players"]] == [1, 1]
    assert view["final_discard_size"] == 2


def test_load_refuses_a_bad_position_with_the_field_named() -> None:
    data = json.loads(worked_turn().to_json())
    data["options"]["position"]["players"]["Ada"]["x_tokens"] = 10**8
    with pytest.raises(InvalidGameFile) as caught:
        arkbook.load(json.dumps(data))
    assert caught.value.field == "options.position.players.Ada.x_tokens"
    data["options"]["position"]["players"]["Ada"]["buildings"] = [{}]
    with pytest.raises(InvalidGameFile) as caught:
        arkbook.load(json.dumps(data))
    assert caught.value.field == "options.position.players.Ada.x_tokens"
    data["options"]["position"]["players"]["Ada"]["x_tokens"] = 1
    with pytest.raises(InvalidGameFile) as caught:
        arkbook.load(json.dumps(data))
    assert caught.value.field == "options.position.players.Ada.buildings[0].kind"


IDS = st.sampled_from(["A01", "A03", "S01", "P01", "F1", "A999", "", "start", "2,7 r0", 7])
LEAF = st.none() | st.booleans() | st.integers(-3, 10**9) | IDS
VALUES = st.recursive(
    LEAF,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(IDS | st.text(max_size=2), inner, max_size=3)
    ),
    max_leaves=10,
)
PLAYER = st.dictionaries(st.sampled_from(PLAYER_KEYS), VALUES, max_size=4)
SCENES = st.fixed_dictionaries(
    {},
    optional={
        **{key: VALUES for key in KEYS if key != "players"},
        "players": st.dictionaries(st.sampled_from(["Ada", "Ben", "Cy"]), PLAYER, max_size=2),
    },
)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SCENES)
def test_fuzzed_positions_give_typed_errors_only(scene: dict) -> None:
    """Issue 15: a bad position is refused with a field, through new_game and through load."""
    built_or_refused(lambda: new_game(["Ada", "Ben"], seed=1, position=scene))
