"""Setup and turn rules, one scenario each, legal and illegal, with the rule id asserted."""

from __future__ import annotations

import pytest

from arkbook.ark_nova import load_deck, new_game, teaching_deck_data
from tests.ark_nova.positions import me, options, play, rules_of, scenario

NAMES = ["Ada", "Ben", "Cy", "Di"]


def setup_rules(game):
    return rules_of(game.history[0].events)


@pytest.mark.parametrize(("n", "steps"), [(2, 9), (3, 12), (4, 15)])
def test_the_break_token_starts_by_player_count(n, steps):
    game = new_game(NAMES[:n], seed=1)
    brk = game.view(None)["break"]
    assert brk["end"] - brk["start"] == steps and brk["position"] == brk["start"]
    assert "nova.setup.break" in setup_rules(game)


def test_four_of_nine_bonus_tiles_go_on_conservation_5_and_8():
    game = new_game(NAMES[:2], seed=1)
    tiles = game.view(None)["bonus_tiles"]
    assert sorted(tiles) == ["5", "8"] and all(len(t) == 2 for t in tiles.values())
    assert len({t for ts in tiles.values() for t in ts}) == 4
    assert "nova.setup.bonus_tiles" in setup_rules(game)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_display_projects_association_and_blocking(n):
    game = new_game(NAMES[:n], seed=2)
    view = game.view(None)
    assert all(f["card"] for f in view["display"]) and len(view["display"]) == 6
    zoo_cards = len(load_deck(teaching_deck_data()).zoo_cards)
    assert view["deck_size"] == zoo_cards - 6 - 8 * n
    assert sorted(view["association"]["partner_zoos"]) == [
        "africa", "americas", "asia", "australia", "europe",
    ]  # fmt: skip
    assert len(view["association"]["universities"]) == 3
    assert len(view["projects"]) == (4 if n == 4 else 3)
    blocked = ["block" in p["tokens"] for p in view["projects"]]
    assert all(blocked) if n == 2 else not any(blocked)
    assert view["association"]["blocked_donation_spaces"] == (3 if n == 2 else 0)
    wanted = {"nova.setup.display", "nova.setup.association", "nova.setup.projects"}
    assert wanted <= setup_rules(game)
    assert ("nova.setup.blocking" in setup_rules(game)) == (n == 2)


def test_two_player_blocking_tokens_make_a_staircase():
    """Left condition of the left base project, middle of the middle, right of the right."""
    game = new_game(NAMES[:2], seed=2)
    tokens = [p["tokens"] for p in game.view(None)["projects"]]
    assert tokens == [
        ["block", None, None],
        [None, "block", None],
        [None, None, "block"],
    ]
    event = next(e for e in game.history[0].events if e.rule == "nova.setup.blocking")
    assert "left condition of the left" in event.text and "right one of the right" in event.text


def test_the_display_is_revealed_only_at_the_end_of_setup():
    """While everyone keeps 4 of 8, the players' views show six face-down folders; the full
    view (the save's) keeps the cards. The first turn reveals them."""
    game = new_game(NAMES[:3], seed=4)
    dealt = [f["card"] for f in game.view(None)["display"]]
    assert all(dealt)
    events = []
    while game.prompt.endswith("(down to 4)."):
        for name in NAMES[:3]:
            view = game.view(name)
            assert [f["card"] for f in view["display"]] == [None] * 6
            assert view["display_revealed"] is False
        assert game.view(None)["display_revealed"] is False
        events = game.play(game.legal_moves()[0])
    for name in NAMES[:3]:
        assert [f["card"] for f in game.view(name)["display"]] == dealt
        assert game.view(name)["display_revealed"] is True
    reveal = next(e for e in events if e.kind == "display-revealed")
    assert reveal.rule == "nova.setup.display"
    setup = next(e for e in game.history[0].events if e.rule == "nova.setup.display")
    assert "face down" in setup.text


def test_each_player_starts_as_the_refresher_lists():
    game = new_game(NAMES, seed=3)
    for i, p in enumerate(game.view(None)["players"]):
        assert (p["money"], p["map_tokens_removed"], p["workers"]["active"]) == (25, 0, 1)
        assert p["action_row"][0]["card"] == "animals"
        assert all(slot["side"] == 1 for slot in p["action_row"])
        assert p["appeal"] == i
        assert (p["conservation"], p["reputation"]) == (0, 0)
        start = p["buildings"]
        assert [(b["kind"], b["animals"]) for b in start] == [("enclosure-3", [])]
        assert len(p["final_cards"]) == 2 and len(p["hand"]) == 8
    rows = {tuple(s["card"] for s in p["action_row"]) for p in game.view(None)["players"]}
    assert len(rows) > 1, "the other four cards are dealt at random"
    wanted = {
        "nova.setup.player",
        "nova.setup.appeal",
        "nova.setup.enclosure",
        "nova.setup.final_cards",
    }
    assert wanted <= setup_rules(game)
    hidden = game.view("Ada")["players"][1]
    assert "final_cards" not in hidden and "hand" not in hidden
    assert hidden["final_cards_held"] == 2


def test_draw_eight_keep_four():
    game = new_game(NAMES[:2], seed=4)
    assert game.prompt == "Ada: discard a card (down to 4)."
    for _ in range(4):
        events = game.play(game.legal_moves()[0])
    assert "nova.setup.keep_four" in rules_of(events)
    assert len(me(game)["hand"]) == 4
    assert game.to_move == ("Ben",)


def test_turn_order_strength_slide_and_one_action():
    game = scenario({"hand": ["S01"]})
    events = play(game, "action sponsors", "sponsor S01")
    slot = next(e for e in events if e.kind == "action")
    assert slot.data == {"action": "sponsors", "slot": 1}
    assert {"nova.turn.strength", "nova.turn.slide", "nova.turn.one_action"} <= rules_of(events)
    assert "nova.turn.order" in rules_of(events)
    assert game.to_move == ("Ben",)


def test_x_tokens_add_strength_and_are_capped_at_five():
    game = scenario({"x_tokens": 4, "hand": ["S10"]})
    play(game, "action build", "spend 3")
    assert game.view(None)["action"]["strength"] == 5
    game = scenario({"x_tokens": 4, "hand": ["S10"]})
    problem = game.why_not("Ada: x-token") or None
    assert problem is None
    events = play(game, "action sponsors", "spend 0", "sponsor S10")
    assert me(game)["x_tokens"] == 5
    # a token gained is the card's doing, not the rule for spending tokens...
    assert "nova.turn.x_tokens" not in rules_of(events)
    game = scenario({"x_tokens": 5, "hand": ["S10"]})
    events = play(game, "action sponsors", "spend 0", "sponsor S10")
    assert me(game)["x_tokens"] == 5
    # ...but one lost to the cap of five is that rule at work
    capped = [e for e in events if e.kind == "x-tokens"]
    assert [e.rule for e in capped] == ["nova.turn.x_tokens"] and "1 lost" in capped[0].text
    game = scenario({"x_tokens": 1})
    play(game, "action build")
    assert game.why_not("Ada: spend 2").rule == "nova.turn.x_tokens"


def test_you_cannot_choose_an_action_and_do_nothing():
    game = scenario({"row": ["animals", "build", "cards", "association", "sponsors"]})
    problem = game.why_not("Ada: action animals")
    assert problem.rule == "nova.turn.no_nothing"
    assert "Animals side I plays no animal at strength 1" in problem.reason
    assert "action animals" not in options(game)


def test_the_x_token_action():
    game = scenario({"x_tokens": 1})
    events = play(game, "x-token", "move cards")
    assert me(game)["x_tokens"] == 2
    assert next(s["card"] for s in me(game)["action_row"]) == "cards"
    assert "nova.turn.x_action" in rules_of(events)


def test_no_x_token_action_while_holding_five():
    game = scenario({"x_tokens": 5})
    assert game.why_not("Ada: x-token").rule == "nova.turn.x_action_full"
    # the turn's prompt offers it only while it is open (a round-51 learner held five)
    assert "or take the X-token action" not in game.prompt
    assert "you may not take the X-token action" in game.prompt
    assert "or take the X-token action" in scenario({"x_tokens": 4}).prompt


def test_an_upgrade_flips_a_card_in_place():
    row = ["build", "cards", "association", "animals", "sponsors"]
    game = scenario({"conservation": 1, "hand": ["S11"], "row": row})
    play(game, "action sponsors", "sponsor S11")
    assert game.prompt == "Ada: conservation 2: upgrade an Action card or activate a worker."
    events = play(game, "upgrade build")
    assert "nova.turn.upgrade_flip" in rules_of(events)
    build = next(s for s in me(game)["action_row"] if s["card"] == "build")
    assert (build["slot"], build["side"]) == (2, 2)
    assert me(game)["upgrades_left"] == 3
    upgrade = next(e.text for e in events if e.kind == "upgrade")
    assert "Ada's first upgraded Action card; the rules allow four" in upgrade


def test_a_conservation_gain_is_told_before_the_bonus_it_reaches():
    """The narration keeps the table's order: conservation 1 -> 2, then the space-2 bonus."""
    row = ["build", "cards", "association", "animals", "sponsors"]
    game = scenario({"conservation": 1, "hand": ["S11"], "row": row})
    events = play(game, "action sponsors", "sponsor S11")
    texts = [e.text for e in events]
    gain = next(i for i, t in enumerate(texts) if "conservation goes 1 → 2" in t)
    bonus = next(i for i, t in enumerate(texts) if "reaches conservation 2" in t)
    assert gain < bonus


def test_upgrades_are_four_per_player():
    """Four upgrades each: other players' upgrades take none of yours, and a fifth is refused."""
    row = ["build", "cards", "association", "animals", "sponsors"]
    four = ["build", "cards", "association", "animals"]
    game = new_game(
        NAMES[:3],
        seed=5,
        position={
            "current": "Ada",
            "players": {
                "Ada": {"conservation": 1, "hand": ["S11"], "row": row},
                "Ben": {"upgraded": four},
                "Cy": {"upgraded": ["build", "cards", "sponsors"]},
            },
        },
    )
    play(game, "action sponsors", "sponsor S11")
    assert "upgrade build" in options(game) and "worker" in options(game)
    play(game, "upgrade build")
    assert me(game)["upgrades_left"] == 3 and me(game, "Ben")["upgrades_left"] == 0
    done = scenario({"conservation": 1, "hand": ["S11"], "row": row, "upgraded": four})
    play(done, "action sponsors", "sponsor S11")
    assert options(done) == ["worker"]
    problem = done.why_not("Ada: upgrade sponsors")
    assert problem.rule == "nova.turn.upgrades" and "all four of your upgrades" in problem.reason
    assert done.why_not("Ada: upgrade build").rule == "nova.turn.upgrade_flip"


def test_a_scene_takes_a_card_it_places_out_of_the_dealt_hand():
    """Seed 11 deals Ada the Meerkat; a scene that puts it in her zoo keeps it out of her hand."""
    dealt = new_game(NAMES[:2], seed=11, position={"current": "Ada"})
    assert "A04" in me(dealt)["hand"]
    scene = {"players": {"Ada": {"zoo": ["A04"]}}, "current": "Ada"}
    game = new_game(NAMES[:2], seed=11, position=scene)
    assert "A04" not in me(game)["hand"] and me(game)["zoo"] == ["A04"]
