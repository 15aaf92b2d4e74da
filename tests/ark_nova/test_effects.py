"""Each effect of the vocabulary (``effects.py``), resolved by a card that has it."""

from __future__ import annotations

import copy

import pytest

from arkbook.ark_nova import new_game, teaching_deck_data
from arkbook.ark_nova.effects import parse_effects
from tests.ark_nova.positions import me, play, scenario

SPONSORS_5 = ["animals", "build", "cards", "association", "sponsors"]


@pytest.mark.parametrize(
    ("card", "field", "change"),
    [
        ("S03", "money", 4),
        ("S06", "appeal", 4),
        ("S01", "reputation", 1),
        ("S07", "conservation", 2),
        ("S10", "x_tokens", 1),
    ],
)
def test_now_effects_of_sponsors(card, field, change):
    game = scenario({"row": SPONSORS_5, "hand": [card], "reputation": 3, "conservation": 5})
    before = me(game)[field]
    play(game, "action sponsors", f"sponsor {card}")
    assert me(game)[field] == before + change


def test_draw_and_worker_effects_of_animals():
    wide = {"kind": "enclosure-3", "at": "2,9 r5"}
    game = scenario(
        {"hand": ["A29", "A42"], "buildings": [wide, {"kind": "enclosure-1", "at": "4,11 r0"}]}
    )
    play(game, "action animals", "play A29", "enclosure 2")
    assert len(me(game)["hand"]) == 2
    play(game, "play A42", "enclosure 1")
    assert me(game)["workers"]["active"] == 2


def test_after_effects_wait_for_the_end_of_the_action():
    game = scenario({"row": SPONSORS_5, "hand": ["S12"]})
    events = play(game, "action sponsors", "sponsor S12")
    kinds = [e.kind for e in events]
    assert kinds.index("slide") < kinds.index("after-now")
    assert len(me(game)["hand"]) == 2


def test_break_income_effects_money_and_appeal():
    data = copy.deepcopy(teaching_deck_data())
    s02 = next(s for s in data["sponsors"] if s["id"] == "S02")
    s02["effects"] = [
        {"when": "break", "do": "appeal", "n": 2},
        {"when": "break", "do": "money", "n": 1},
    ]
    position = {
        "current": "Ada",
        "break": 8,
        "players": {"Ada": {"zoo": ["S02"], "hand": [], "appeal": 0, "money": 0,
                            "row": ["sponsors", "build", "cards", "association", "animals"]},
                    "Ben": {"hand": []}},
    }  # fmt: skip
    game = new_game(["Ada", "Ben"], seed=1, deck=data, position=position)
    play(game, "action sponsors", "break")
    assert me(game)["appeal"] == 2
    assert me(game)["money"] == 1 + 5 + 1


def test_end_game_icons():
    game = scenario({"zoo": ["S08", "A01", "A09"]})
    sheet = game.scores()
    end = next(r for r in sheet.rows if r.label == "End-game cards")
    assert end.points["Ada"] == 2 * 3


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ([{"when": "now", "do": "fly", "n": 1}], "'do' must be one of"),
        ([{"when": "break", "do": "draw", "n": 1}], "happens now or after"),
        ([{"when": "now", "do": "money", "n": 0}], "'n' must be"),
        ([{"when": "end", "do": "appeal-per-icon", "n": 1}], "'icon'"),
    ],
)
def test_bad_effects_are_refused(raw, message):
    with pytest.raises(ValueError, match=message):
        parse_effects(raw)


def test_a_worker_bonus_with_every_worker_active_says_none_is_gained():
    """A round-59 learner read "Ben activates 0 association workers (placement bonus)"."""
    wide = {"kind": "enclosure-3", "at": "2,9 r5"}
    game = scenario(
        {
            "hand": ["A42"],
            "workers": 4,
            "buildings": [wide, {"kind": "enclosure-1", "at": "4,11 r0"}],
        }
    )
    events = play(game, "action animals", "play A42", "enclosure 1")
    said = [e.text for e in events if e.kind == "worker"]
    assert said and said[0].startswith("Ada has all 4 association workers already (")
    assert said[0].endswith("): none to gain.")
    assert me(game)["workers"]["active"] == 4
