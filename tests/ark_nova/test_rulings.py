"""Scenarios for the Ark Nova readings recorded in ``docs/rulings.md``."""

from __future__ import annotations

from arkbook.ark_nova import board
from tests.ark_nova.positions import me, options, play, rules_of, scenario

SPONSORS_5 = ["animals", "build", "cards", "association", "sponsors"]


def test_a_push_past_the_end_stops_there_and_pays_in_full():
    game = scenario({"row": SPONSORS_5, "hand": [], "money": 0}, **{"break": 8})
    events = play(game, "action sponsors", "break")
    assert me(game)["money"] >= 5 and me(game)["x_tokens"] == 1
    assert "nova.sponsors.break" in rules_of(events) and "nova.break.trigger" in rules_of(events)
    assert [e.kind for e in events].count("break-reached") == 1


def test_no_support_without_a_map_token():
    game = scenario(
        {"row": [*SPONSORS_5[:3], "sponsors", "association"], "tokens_removed": 7,
         "zoo": ["A03", "A04", "A40"]},
        projects=[{"card": "P01", "tokens": [None, None, None]}],
    )  # fmt: skip
    play(game, "action association")
    assert "task project" not in options(game)
    problem = game.why_not("Ada: task project")
    assert problem.rule == "nova.association.condition" and "player token" in problem.reason


def test_a_free_enclosure_with_no_space_is_lost():
    every = [{"kind": "enclosure-1", "at": f"{x},{y} r0"} for x, y in sorted(board.map_a().land)]
    game = scenario(
        {"buildings": every, "tokens_removed": 2, "hand": [], "upgraded": ["build"]},
        others={"Ben": {"hand": []}},
        **{"break": 8},
    )
    events = play(game, "action sponsors", "break", "take 1")
    assert game.to_move == ("Ben",)
    assert len(me(game)["buildings"]) == len(every)
    skipped = [e.text for e in events if e.kind == "skip"]
    assert skipped == ["Ada has no way to place the size-2 enclosure; it is skipped."]


def test_a_free_enclosure_that_fits_is_placed_not_declined():
    """Ruling 13: the token "gains you the uncovered bonus"; nothing offers to decline it."""
    game = scenario({"tokens_removed": 2, "hand": []}, others={"Ben": {"hand": []}}, **{"break": 8})
    play(game, "action sponsors", "break", "take 1")
    moves = [m.text for m in game.legal_moves()]
    assert game.to_move == ("Ada",) and moves
    assert all(text.startswith("at ") for text in moves), moves
    # Placed, it is told as the break's income (the token's bonus paid again), not as the
    # Build action (round 56: its tip said "at 2 money a space") nor as a project's token
    # (round 58: its tip was about supporting a project).
    (built,) = [e for e in play(game, moves[0]) if e.kind == "build"]
    assert built.rule == "nova.break.income" and built.text.endswith(", free.")


def test_an_empty_deck_reshuffles_the_discards():
    game = scenario({"hand": []}, deck=["A01"])
    before = len(game.view(None)["discard"])
    assert before > 0
    events = play(game, "action cards", "draw")
    assert any(e.kind == "reshuffle" for e in events)
    assert len(me(game)["hand"]) == 2 and game.view(None)["reshuffles"] == 1


def test_the_discard_pile_holds_zoo_cards_and_no_final_scoring_card():
    """Ruling 16: a Zoo card discarded goes to the pile the deck is refilled from; a Final
    Scoring card discarded at the first 10 conservation does not."""
    row = ["animals", "association", "cards", "sponsors", "build"]
    game = scenario(
        {"row": row, "upgraded": ["association"], "reputation": 6, "money": 30, "conservation": 9}
    )
    play(game, "action association", "task reputation", "donate")
    final = me(game)["final_cards"][0]
    play(game, f"discard {final}")
    assert final not in game.view(None)["discard"] and final in game.view(None)["final_discard"]
    game = scenario({"hand": ["A01"]})
    play(game, "action cards", "draw", "discard A01")
    assert game.view(None)["discard"][-1] == "A01"


def test_upgraded_cards_still_moves_the_break_token_and_a_hand_has_no_limit_between_breaks():
    hand = ["A01", "A02", "A03", "A04", "A05", "A06"]
    game = scenario({"upgraded": ["cards"], "hand": hand}, **{"break": 0})
    before = game.view(None)["break"]["position"]
    events = play(game, "action cards")
    assert "nova.cards.break" in rules_of(events)
    assert game.view(None)["break"]["position"] == before + 2
    while game.to_move == ("Ada",):
        play(game, options(game)[0])
    assert len(me(game)["hand"]) > 3, "no discard to the hand limit outside a break"


def test_a_task_that_gains_nothing_still_opens_the_donation():
    row = ["animals", "association", "cards", "sponsors", "build"]
    game = scenario({"row": row, "upgraded": ["association"], "reputation": 9, "money": 30})
    play(game, "action association", "task reputation")
    assert me(game)["reputation"] == 9
    events = play(game, "donate")
    assert "nova.association.donation" in rules_of(events) and me(game)["conservation"] == 1


def test_a_played_sponsors_icons_count_for_a_project():
    """The Zebra's Africa icon and the Travel Agency's meet Savanna Protection's condition 3."""
    row = ["animals", "build", "cards", "sponsors", "association"]
    zebra = {"kind": "enclosure-3", "at": "2,7 r0", "animals": ["A03"]}
    savanna = [{"card": "P01", "tokens": [None, None, None]}]
    alone = scenario({"row": row, "buildings": [zebra], "hand": []}, projects=savanna)
    play(alone, "action association")
    assert alone.why_not("Ada: task project") is not None
    game = scenario({"row": row, "buildings": [zebra], "zoo": ["S12"]}, projects=savanna)
    play(game, "action association", "task project")
    assert "support Savanna Protection 3" in options(game)


def test_a_partner_zoo_is_no_icon_for_a_project():
    """A partner zoo in Africa lowers the cost of African animals, but it is no Africa icon in
    the zoo: with the Zebra alone, Savanna Protection's condition 3 (2 icons) stays closed."""
    row = ["animals", "build", "cards", "sponsors", "association"]
    zebra = {"kind": "enclosure-3", "at": "2,7 r0", "animals": ["A03"]}
    savanna = [{"card": "P01", "tokens": [None, None, None]}]
    game = scenario(
        {"row": row, "buildings": [zebra], "hand": [], "partner_zoos": ["africa"]},
        projects=savanna,
    )
    play(game, "action association")
    problem = game.why_not("Ada: task project")
    assert problem is not None and problem.rule == "nova.association.condition"


def test_a_building_beside_two_kiosks_pays_at_each():
    """Ruling 33: "one money per ... special enclosure ... adjacent to each kiosk" counts per
    kiosk, so one empty Petting Zoo touching two kiosks earns 2 at a break."""
    from arkbook.ark_nova import zoo

    kiosks = [{"kind": "kiosk", "at": "0,3 r0"}, {"kind": "kiosk", "at": "2,7 r0"}]
    game = scenario({"buildings": [{"kind": "petting-zoo", "at": "1,4 r0"}, *kiosks]})
    ada = game.s.players[0]
    assert board.distance((0, 3), (2, 7)) == 3
    assert zoo.kiosk_income(ada) == 2
    one = scenario({"buildings": [{"kind": "petting-zoo", "at": "1,4 r0"}, kiosks[0]]})
    assert zoo.kiosk_income(one.s.players[0]) == 1


def test_pets_in_a_petting_zoo_take_no_token_from_the_maps_edge() -> None:
    """Ruling 14: a special enclosure's spaces are marked with player tokens from the supply;
    the seven on the map's left edge go only to projects (a round-48 learner feared an
    aviary would eat them)."""
    from arkbook.learn import scene
    from arkbook.learn.ark_nova import ARK_NOVA_PRACTICE

    game = scene("ark-nova", "a petting zoo")
    for move in ARK_NOVA_PRACTICE["a petting zoo"].plays:
        game.play(move)
    ada = me(game)
    petting = next(b for b in ada["buildings"] if b["kind"] == "petting-zoo")
    assert petting["spaces_used"] == 2 and ada["map_tokens_removed"] == 0


def test_an_upgrade_gained_during_an_action_counts_from_the_cards_next_use():
    """Ruling 35: Association, chosen on side I, supports a project to conservation 2 and is
    upgraded there; the donation stays closed this action, and the event says why."""
    from arkbook.learn import scene

    game = scene("ark-nova", "association and a project")
    play(game, "action association", "task project", "support Savanna Protection 3", "take 1")
    events = play(game, "upgrade association")
    said = next(e for e in events if e.kind == "no-donation")
    assert said.rule == "nova.association.donation"
    assert said.text.endswith("It was chosen on side I; its upgrade counts from its next use.")
    assert "donate" not in " ".join(m.text for m in game.legal_moves())
    assert me(game)["action_row"][0] == {"card": "association", "side": 2, "slot": 1, "strength": 1}


def test_a_partner_zoo_discount_never_makes_an_animal_cost_less_than_nothing():
    """Ruling 36: the discount lowers the cost to 0 at most; no money is paid out."""
    from dataclasses import replace

    from arkbook.ark_nova import zoo

    game = scenario({"partner_zoos": ["europe"]})
    ada = game.s.players[0]
    animal = next(a for a in game.deck.cards.values() if getattr(a, "continents", ()))
    cheap = replace(animal, cost=2, continents=("europe",))
    assert zoo.animal_cost(ada, cheap) == 0
    assert zoo.animal_cost(ada, replace(cheap, cost=5)) == 2


def test_kiosk_spacing_counts_spaces_whatever_stands_on_them():
    """Ruling 37: "two spaces between them" is a distance; the spaces between may be built on."""
    from arkbook.ark_nova import board as nova_map

    row = ["animals", "association", "cards", "sponsors", "build"]
    enclosure = {"kind": "enclosure-3", "at": "2,9 r5"}
    game = scenario({"row": row, "buildings": [enclosure, {"kind": "kiosk", "at": "1,8 r0"}]})
    built = game.s.players[0].occupied()
    between = [
        h
        for h in built - {(1, 8)}
        if nova_map.distance((1, 8), h) + nova_map.distance(h, (4, 9)) == 3
    ]
    assert sorted(between) == [(2, 9), (3, 8), (3, 10)]  # the enclosure fills every space between
    play(game, "action build", "build kiosk")
    assert game.why_not("Ada: at 4,9 r0") is None
    assert game.why_not("Ada: at 3,8 r0") is not None  # built on, and too near


def test_the_cards_action_takes_display_cards_for_no_money():
    """Ruling 38: the refresher prices a card played from the display (its folder number), never
    one the Cards action draws or snaps from it."""
    display = ["A03", "A04", "A10", "S01", "S02", "A30"]
    game = scenario({"upgraded": ["cards"], "reputation": 0}, display=display)
    money = me(game)["money"]
    play(game, "action cards", "draw", "take 1")
    assert "A03" in me(game)["hand"] and me(game)["money"] == money
    row = ["animals", "build", "association", "sponsors", "cards"]
    snapper = scenario({"row": row, "reputation": 0}, display=display)
    play(snapper, "action cards", "snap 6")
    assert "A30" in me(snapper)["hand"] and me(snapper)["money"] == money
