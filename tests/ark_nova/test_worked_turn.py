"""The refresher's "A turn, played out", decision by decision, every figure asserted."""

from __future__ import annotations

import pytest

from arkbook import IllegalMove
from tests.ark_nova.positions import worked_turn


def me(game, name="Ada"):
    return next(p for p in game.view(None)["players"] if p["name"] == name)


def row(game, name="Ada"):
    return [slot["card"] for slot in me(game, name)["action_row"]]


def rules_of(events):
    return {e.rule for e in events}


def test_the_worked_turn_exactly():
    game = worked_turn()
    # 1. The starting position.
    ada = me(game)
    assert row(game) == ["sponsors", "build", "cards", "association", "animals"]
    assert (ada["x_tokens"], ada["money"], ada["conservation"]) == (2, 20, 7)
    assert game.view(None)["reached_ten"] is False
    assert ada["action_row"][3] == {"slot": 4, "card": "association", "side": 1, "strength": 4}
    # "Below the board sits a conservation project": a base project.
    assert game.view(None)["projects"] == [
        {"card": "P01", "tokens": [None, None, None], "base": True}
    ]
    assert game.card("P01")["levels"][1] == [3, 3]
    assert ada["workers"] == {"active": 2, "placed": {"partner-zoo": 1}}

    # 2. Association is chosen at strength 4; 1 X-token makes it 5.
    game.play("Ada: action association")
    assert game.prompt == "Ada: spend X-tokens on Association (strength 4, 2 held)."
    assert [m.text for m in game.legal_moves()] == ["spend 0", "spend 1", "spend 2"]
    game.play("Ada: spend 0")
    problem = game.why_not("Ada: task project")
    assert problem == IllegalMove(
        "nova.association.values",
        "Association at strength 4 cannot do conservation project work (value 5): spend an "
        "X-token or wait until the card reaches slot 5.",
    )
    game.undo()
    events = game.play("Ada: spend 1")
    assert "nova.turn.x_tokens" in rules_of(events)
    assert me(game)["x_tokens"] == 1
    assert game.view(None)["action"]["strength"] == 5

    # 3. A second partner zoo would cost 2 workers; project work is empty, 1 worker goes there.
    second_zoo = game.why_not("Ada: task partner-zoo asia")
    assert second_zoo.rule == "nova.association.second_worker"
    assert "costs 2 workers" in second_zoo.reason
    game.play("Ada: task project")
    assert me(game)["workers"] == {"active": 2, "placed": {"partner-zoo": 1, "project": 1}}
    assert [m.text for m in game.legal_moves()] == [
        "support Savanna Protection 2",
        "support Savanna Protection 3",
    ]

    # 4. The leftmost map token is taken and its bonus (snap 1 card) gained at once.
    hand = me(game)["hand"]
    events = game.play("Ada: support P01 2")
    assert "nova.association.token" in rules_of(events)
    assert me(game)["map_tokens_removed"] == 1
    assert game.prompt == "Ada: take a card from any display folder."
    folder1 = game.view(None)["display"][0]["card"]
    events = game.play("Ada: take 1")
    assert me(game)["hand"] == [*hand, folder1]
    assert {"nova.track.cp5_8", "nova.track.cp10"} <= rules_of(events)
    assert game.view(None)["projects"][0]["tokens"] == [None, "Ada", None]

    # 5. Conservation 7 -> 10, passing 8: 5 money, 20 -> 25.
    assert me(game)["conservation"] == 10
    assert game.prompt == "Ada: conservation 8: take 5 money or a bonus tile."
    game.play("Ada: money")
    assert me(game)["money"] == 25

    # 6. First to 10: everyone, Ada included, discards a Final Scoring card.
    assert game.view(None)["reached_ten"] is True
    assert game.prompt == "Ada: discard one of the two Final Scoring cards."
    # "You keep the one that rewards the animals already in your zoo": Ada's are small (none of
    # size 4 or more), so she keeps Small Animal Zoo (F2) and lets Large Animal Zoo (F1) go.
    sizes = [game.card(card)["size"] for card in me(game)["zoo"]]
    assert [game.card(f)["name"] for f in me(game)["final_cards"]] == [
        "Large Animal Zoo",
        "Small Animal Zoo",
    ]
    assert max(sizes) < 4 and sum(size <= 2 for size in sizes) == 2
    game.play("Ada: discard F1")
    assert game.prompt == "Ben: discard one of the two Final Scoring cards."
    events = game.play("Ben: discard F3")
    assert me(game)["final_cards"] == ["F2"] and me(game, "Ben")["final_cards"] == ["F4"]
    # The rest is Ada's turn, and says so (round 52 read it as the discarder's).
    told = [e.text for e in events]
    assert told[:2] == [
        "Ben discards a Final Scoring card, keeping one.",
        "Ada's turn goes on.",
    ]

    # 7. Side I: no donation.  8. The row reads As-S-B-C-An; play passes to Ben.
    assert "nova.association.donation" in rules_of(events)
    assert row(game) == ["association", "sponsors", "build", "cards", "animals"]
    strengths = {s["card"]: s["strength"] for s in me(game)["action_row"]}
    assert (strengths["animals"], strengths["cards"], strengths["association"]) == (5, 4, 1)
    assert game.to_move == ("Ben",)
    assert game.prompt.startswith("Ben: choose an Action card")


def test_the_worked_turn_saves_and_loads():
    from arkbook import load

    game = worked_turn()
    for text in ["action association", "spend 1", "task project", "support P01 2", "take 1"]:
        game.play(f"Ada: {text}")
    assert load(game.to_json()).to_json() == game.to_json()


@pytest.mark.parametrize("spent", [0, 2])
def test_either_spend_leaves_the_tokens_it_should(spent):
    game = worked_turn()
    game.play("Ada: action association")
    game.play(f"Ada: spend {spent}")
    assert me(game)["x_tokens"] == 2 - spent
