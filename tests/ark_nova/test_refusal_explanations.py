"""A refusal names the rule really broken, in words a learner can act on.

"Wait for your turn" (``game.turn``) is only for a player who has no decision now: a move that
is no choice of the player's own decision names the rule that decision applies. The learners
who judged the first lesson met "wait for your turn" on their own turn, a level-3 sponsor at
strength 2 that never said the level was too high, "with your X-tokens" while holding none,
and "folders 1-1".
"""

from __future__ import annotations

import random

import pytest

from arkbook.ark_nova import new_game
from arkbook.errors import BadNotation
from arkbook.learn import ARK_NOVA, scene
from arkbook.rulings import rulings_for
from tests.ark_nova.positions import scenario


def _vocabulary(seed: int) -> set[str]:
    """Every move text (without the player) a random game offers to anyone, as wrong clicks
    to try elsewhere."""
    game, rng, seen = new_game(["Ada", "Ben"], seed=seed), random.Random(seed), set()
    while game.outcome() is None:
        moves = game.legal_moves()
        seen.update(m.action_text() for m in moves)
        game.play(rng.choice(moves))
    return seen


def _positions(seed: int, every: int = 7) -> list:
    """Positions along a random game: the learn-to-play scenes, then every ``every``-th."""
    found = [scene("ark-nova", name) for name in ARK_NOVA]
    game, rng, n = new_game(["Ada", "Ben"], seed=seed), random.Random(seed + 1), 0
    while game.outcome() is None:
        if n % every == 0:
            found.append(game.clone())
        game.play(rng.choice(game.legal_moves()))
        n += 1
    return found


def test_a_wrong_choice_on_your_own_decision_never_says_wait_for_your_turn():
    words = sorted(_vocabulary(5))
    for game in _positions(5):
        (decider,) = game.to_move
        options = set(game.option_texts())
        for text in words:
            if text in options:
                continue
            refusal = game.why_not(f"{decider}: {text}")
            assert refusal is not None, text
            assert refusal.rule != "game.turn", (game.prompt, text, refusal.reason)
            assert refusal.reason.strip(), text


def test_the_other_player_still_waits_for_their_turn():
    game = scene("ark-nova", "sponsors and an x-token")
    assert game.why_not("Ben: action build").rule == "game.turn"


def test_a_sponsor_above_the_strength_names_its_level_before_and_after_the_x_tokens():
    game = scene("ark-nova", "sponsors and an x-token")
    game.play("Ada: action sponsors")
    before = game.why_not("Ada: sponsor Night Safari")
    assert before.rule == "nova.turn.x_tokens"
    assert "'spend 1'" in before.reason
    game.play("Ada: spend 0")
    after = game.why_not("Ada: sponsor Night Safari")
    assert after.rule == "nova.sponsors.one"
    assert "level 3, above the 2" in after.reason


def test_an_action_refused_without_x_tokens_does_not_mention_them():
    game = scene("ark-nova", "build, and the strength of a slot")
    refusal = game.why_not("Ada: action animals")
    assert refusal.rule == "nova.turn.no_nothing"
    assert "X-token" not in refusal.reason
    assert "strength 1" in refusal.reason


def test_an_action_refused_with_x_tokens_counts_them():
    game = scenario({"x_tokens": 2, "hand": []})
    refusal = game.why_not("Ada: action animals")
    assert refusal.rule == "nova.turn.no_nothing"
    assert "strength 5, up to 7 with your 2 X-tokens" in refusal.reason


@pytest.mark.parametrize(("rep", "words"), [(0, "folder 1 only"), (2, "folders 1-2 only")])
def test_the_reputation_range_reads_as_words(rep, words):
    game = scenario({"reputation": rep, "upgraded": ["cards"]})
    game.play("Ada: action cards")
    game.play("Ada: draw")
    assert game.option_texts()[0] == "take deck"
    refusal = game.why_not("Ada: take 6")
    assert refusal.rule == "nova.cards.range"
    assert words in refusal.reason and "1-1" not in refusal.reason


def test_the_range_rule_cites_the_reputation_ruling_not_the_starting_counters():
    titles = [r.title for r in rulings_for("ark_nova", "nova.cards.range")]
    assert any("Reputation" in t for t in titles), titles
    assert not any("Counters start" in t for t in titles), titles


def test_no_ruling_behind_a_refusal_is_titled_in_the_project_s_own_terms():
    """A learner reads a ruling's title under the refusal: it says what the reading is."""
    for rule in ("nova.animals.side2", "nova.sponsors.side2", "nova.build.kiosk"):
        for ruling in rulings_for("ark_nova", rule):
            assert "refusal" not in ruling.title.lower(), ruling.title


def test_a_move_of_another_kind_lists_the_choices_under_no_rule_of_the_game():
    """The l10 judge typed "build pavilion" while placing it and "play Western Gorilla" while
    choosing an enclosure: each was refused under the decision's rule (adjacency, the enclosure
    size), quoted as broken, and counted in the review."""
    game = scene("ark-nova", "build, and the strength of a slot")
    game.play("Ada: action build")
    game.play("Ada: build pavilion")
    placing = game.why_not("Ada: build pavilion")
    assert placing.rule == "game.choice"
    assert "place the pavilion" in placing.reason and game.option_texts()[0] in placing.reason
    animals = scene("ark-nova", "animals")
    for move in ("Ada: action animals", "Ada: play Plains Zebra"):
        animals.play(move)
    refusal = animals.why_not("Ada: play Meerkat")
    assert refusal.rule == "game.choice" and "'enclosure 1'" in refusal.reason
    assert animals.why_not("Ada: enclosure 7").rule == "nova.animals.enclosure"  # the kind asked


def test_playing_a_sponsor_card_while_sponsoring_lists_the_sponsor_moves():
    game = scene("ark-nova", "sponsors and an x-token")
    game.play("Ada: action sponsors")
    game.play("Ada: spend 1")
    refusal = game.why_not("Ada: play Night Safari")
    assert refusal.rule == "game.choice" and "'sponsor Night Safari'" in refusal.reason


def test_an_unknown_verb_lists_the_moves_possible_now():
    game = scene("ark-nova", "animals")
    for move in ("Ada: action animals", "Ada: play Plains Zebra"):
        game.play(move)
    with pytest.raises(BadNotation) as problem:
        game.parse_move("Ada: in building 1")
    assert "unknown verb 'in'" in problem.value.reason
    assert "'enclosure 1'" in problem.value.reason and "x-token" not in problem.value.reason


def test_a_building_or_animal_too_dear_is_refused_with_its_cost_and_the_money_held() -> None:
    """The nova15 learner asked what happens when money is short: money never goes below 0,
    and the refusal names the shortfall."""
    game = scene("ark-nova", "build, and the strength of a slot")
    game.s.players[0].money = 3
    game.play("Ada: action build")
    problem = game.why_not("Ada: build enclosure-2")
    assert problem is not None and "costs 4 money; you have 3" in problem.reason
    game = scene("ark-nova", "animals")
    game.s.players[0].money = 8
    game.play("Ada: action animals")
    problem = game.why_not("Ada: play Plains Zebra")
    assert problem is not None and "costs 10 money; you have 8" in problem.reason

    game.s.players[0].money, game.s.players[0].partner_zoos = 6, ("africa",)
    problem = game.why_not("Ada: play Plains Zebra")
    assert (
        problem is not None
        and "costs 7 money (10 printed, 3 off for partner zoos); you have 6" in (problem.reason)
    )


def test_spending_with_no_x_tokens_says_you_hold_none():
    """The spend question comes only while you hold X-tokens: a scripted round-21 judge sent
    ``spend 0`` with none and was shown only the list of choices."""
    game = scene("ark-nova", "a petting zoo")
    game.play("Ada: action animals")
    refusal = game.why_not("Ada: spend 0")
    assert refusal.rule == "game.choice"
    assert refusal.reason.startswith("You hold no X-tokens, so no Action card asks how many")
    assert "'play Alpaca'" in refusal.reason
    game = scene("ark-nova", "cards and a break")  # pushing the break paid her a token
    game.play("Ada: action cards")
    refusal = game.why_not("Ada: spend 0")
    assert refusal.reason.startswith("X-tokens are spent only right after choosing an Action")


def test_a_building_with_its_place_in_one_move_says_the_place_is_a_second_decision():
    """A round-26 judge wrote ``build pavilion at 2,9 r0`` and read only "'build' takes 1
    word(s) after it, not 4"."""
    game = scene("ark-nova", "build, and the strength of a slot")
    game.play("Ada: action build")
    with pytest.raises(BadNotation) as refused:
        game.play("Ada: build pavilion at 2,9 r0")
    assert "the place is a second decision: play 'build pavilion', then 'at 2,9 r0'" in str(
        refused.value
    )


def test_a_display_card_taken_by_its_name_says_it_is_taken_by_its_folder():
    """A round-29 judge wrote ``take African Elephant`` (animals and sponsors are played by
    name) and read "'take' takes 1 word(s) after it, not 2"; ``take Lion`` said "'Lion' is
    not a source here"."""
    from arkbook.ark_nova.moves import parse

    for text in ("take African Elephant", "snap Giant Panda"):
        with pytest.raises(BadNotation, match="named by its folder number, 1 to 6, not by its"):
            parse("Ada", text)
    with pytest.raises(BadNotation, match="a display card is taken by its folder"):
        parse("Ada", "take Lion")
    with pytest.raises(BadNotation, match=r"not an Action card \(animals, build,"):
        parse("Ada", "action zoo")


def test_a_snap_sent_for_the_bonus_that_takes_a_display_card_says_how_it_is_written():
    """A round-30 judge sent ``snap 6`` for the map-edge bonus "snap 1 card" (written ``take
    6``) and read that Association was the turn's one action."""
    game = scene("ark-nova", "association and a project")
    for move in ("action association", "task project", "support Savanna Protection 3"):
        game.play(f"Ada: {move}")
    refusal = game.why_not("Ada: snap 2")
    assert refusal is not None and refusal.rule == "game.choice"
    assert refusal.reason.endswith("that choice is written 'take 2'."), refusal.reason


def test_an_action_card_named_alone_says_to_choose_it_with_action():
    """A round-27 judge wrote ``Ada: animals`` and read only the list of verbs."""
    game = scene("ark-nova", "build, and the strength of a slot")
    with pytest.raises(BadNotation) as refused:
        game.play("Ada: animals")
    assert "unknown verb 'animals' (an Action card is chosen with 'action animals')" in str(
        refused.value
    )


def test_a_display_project_on_side_i_is_refused_for_its_source_before_its_icons():
    """Side I never plays a project from the display: a round-31 judge, told only that
    Migratory Birds in folder 1 "needs 4 bird icons", read the display as open to side I."""
    game = scene("ark-nova", "association and a project")
    game.play("Ada: action association")
    game.play("Ada: task project")
    verdict = game.explain("Ada: support Migratory Birds 3")
    assert not verdict.allowed
    assert verdict.rule == "nova.association.display"
    assert "needs the upgraded Association action" in verdict.reason


def test_a_project_task_with_nothing_to_support_names_a_met_condition_out_of_reach():
    """A round-52 learner met a condition of a project in display folder 6, beyond their
    range, and read only "No project condition you meet is free"."""
    from tests.ark_nova.positions import play, scenario

    free = [{"card": c, "tokens": [None, None, None]} for c in ("P01", "P02", "P03")]
    ada = {
        "row": ["sponsors", "build", "cards", "animals", "association"],
        "upgraded": ["association"],
        "reputation": 1,
        "universities": ["science-2"],
    }
    game = scenario(ada, display=["A01", "A02", "A03", "A04", "A05", "P06"], projects=free)
    play(game, "action association")
    verdict = game.explain("Ada: task project")
    assert verdict.rule == "nova.cards.range"
    assert verdict.reason.startswith(
        "You meet condition 3 of Field Research, but folder 6 is beyond your reputation range"
    )
