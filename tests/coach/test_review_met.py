"""What a review calls met, on whole games: the rules at work in the game, never the setup's
(carried out by the app), and every rule its events, its dark places and its final scoring
show."""

from __future__ import annotations

import html

import pytest

from arkbook.bots import GreedyBot
from arkbook.coach import review
from arkbook.coach.review import met_rules
from arkbook.errors import ArkbookError
from arkbook.game import Game
from tests.coach.helpers import ENGINES, new


def whole_game(engine: str, seed: int) -> Game:
    """A game played to its end by greedy bots, Ada among them."""
    game = new(engine, seed)
    bots = {p: GreedyBot(seed=n) for n, p in enumerate(game.players)}
    while not game.is_over():
        player = game.to_move[0]
        game.play(bots[player].choose(game, player))
    return game


def dark_rules_in_hand(game: Game, player: str) -> set[str]:
    """Every rule that kept a place dark for a card in ``player``'s Ark hand at one of their
    decisions, replayed from the seed."""
    from arkbook.walkthrough import replay

    world, found = replay(game), set()
    for move in game.moves:
        if move.player == player:
            for card in world.view(player)["hands"][player] or ():
                try:
                    targets = world.targets(card["name"], player).targets
                except ArkbookError:
                    continue
                found |= {t.verdict.rule for t in targets if not t.verdict.allowed}
        world.play(move)
    return found - {None}


@pytest.fixture(scope="module", params=ENGINES)
def played(request: pytest.FixtureRequest) -> tuple[Game, list[str]]:
    game = whole_game(request.param, 2)
    return game, met_rules(game, "Ada")


def test_every_rule_an_event_shows_is_met(played: tuple[Game, list[str]]) -> None:
    game, met = played
    shown = {e.rule for turn in game.history for e in turn.events if e.rule}
    assert shown <= set(met)


def test_the_final_scoring_is_met_once_the_game_is_over(played: tuple[Game, list[str]]) -> None:
    game, met = played
    scored = {row.rule for row in game.scores().rows if any(row.points.values())}
    assert scored and scored <= set(met)
    assert {"ark.score.majority", "nova.end.score", "aoa.score.animals"} & set(met)


def test_predators_that_ate_were_kept_from_each_other(played: tuple[Game, list[str]]) -> None:
    _, met = played
    if "aoa.score.predators" in met:
        assert "aoa.score.predators-safe" in met


def test_the_setup_is_listed_apart_neither_met_nor_missed() -> None:
    """A learner read "Spare wooden pieces in the box are not part of the game" among the
    rules they met, and the shy rule that kept their Rabbit from the Lion among those never
    brought up."""
    game = whole_game("ark", 2)
    drawn = review(game, "Ada")
    met = {n.rule for n in drawn.met}
    setup = {n.rule for n in drawn.setup}
    unmet = {n.rule for n in drawn.unmet}
    assert {"ark.pieces.extra", "ark.setup.players"} <= setup
    assert not setup & (met | unmet)
    assert met | unmet | setup == set(game.RULES) | (met - set(game.RULES))
    # Counted in text, listed in the HTML's fold: the same in every game, and a round-58
    # learner read its thirteen sentences after each one.
    assert "The setup, done for you before the first move: 13 rules, taught in Ark 1" in (
        drawn.text()
    )
    assert not any(n.plain and n.plain in drawn.text() for n in drawn.setup)
    assert all(html.escape(n.plain) in drawn._repr_html_() for n in drawn.setup if n.plain)
    assert "<details><summary><b>The setup, done for you" in drawn._repr_html_()
    assert dark_rules_in_hand(game, "Ada") <= met
    assert "ark.cabin.shy" in met and "ark.turn.order" in met


def test_a_tie_that_shared_a_cards_points_is_met() -> None:
    """A learner's final score shared second place on a card (4 points each), yet the review
    listed the tie rule as not brought up: a scoring row names the rules that shaped it."""
    game = whole_game("ark", 2)
    tied = [row for row in game.scores().rows if "ark.score.ties" in row.shaped_by]
    shared = [[v for v in row.points.values() if v] for row in tied]
    assert shared and all(len(set(points)) < len(points) for points in shared)
    assert "ark.score.ties" in met_rules(game, "Ada")


def test_a_master_game_meets_balance_weights_and_the_expert_grain() -> None:
    """A learner at Master level saw balance scored every round and grain on the ark, yet the
    review listed the balance's sides and weights and the Expert level as not brought up."""
    import arkbook.ark_of_animals as aoa

    game = aoa.new_game(["Ada", "Ben"], 2, levels="Master")
    bots = {p: GreedyBot(seed=n) for n, p in enumerate(game.players)}
    while not game.is_over():
        player = game.to_move[0]
        game.play(bots[player].choose(game, player))
    assert any(r.rule == "aoa.score.balance" and any(r.points.values()) for r in game.scores().rows)
    met = set(met_rules(game, "Ada"))
    assert {"aoa.score.balance-sides", "aoa.score.balance-weight", "aoa.level.expert"} <= met
    assert "aoa.grain.round2" in met


def test_turning_the_sandglass_meets_the_others_thirty_seconds() -> None:
    """A learner who filled her ark first and turned the sandglass read "Once the sandglass is
    turned, the others have 30 seconds left" under the rules not met."""
    from arkbook.learn import scene

    game = scene("ark-of-animals", "the sandglass and the predators")
    assert "aoa.sandglass.thirty" not in met_rules(game, "Ada")
    (last,) = [n for n, t in enumerate(game.view("Ada")["players"][0]["ark"], 1) if t is None]
    game.play(f"Ada: place {last}")
    assert game.view(None)["sandglass"]["turned_by"] == "Ada"
    assert "aoa.sandglass.thirty" in met_rules(game, "Ada")


def test_the_setup_list_says_what_the_rulebook_says_of_the_starting_ark() -> None:
    """A learner read "The ark starts with light animals only" in the setup list, beside a
    starting ark of Fish and Meat: the rulebook limits only the weight (1 or 2) and the kind
    (at most two of one), so the sentences speak of cards, not animals."""
    from arkbook.coach.games.ark import PLAIN

    assert "weight 1 or 2" in PLAIN["ark.setup.start_weight"]
    for rule in ("ark.setup.start_weight", "ark.setup.start_kind"):
        assert "card" in PLAIN[rule] and "animal" not in PLAIN[rule], PLAIN[rule]


def test_a_game_won_on_the_tie_break_meets_the_tie_break() -> None:
    """A learner won 36 to 36 on fewer animal cards in hand, yet the review listed "If the
    totals tie, fewer animal cards in hand wins" among the rules not met."""
    from arkbook.learn import scene

    game = scene("ark", "the endgame")
    game.play("Ada: play Mouse to port 2")
    while not game.is_over():
        game.play(GreedyBot(seed=0).choose(game, game.to_move[0]))
    outcome = game.outcome()
    assert outcome is not None and len(outcome.winners) == 1 and outcome.tie_break
    drawn = review(game, "Ada")
    assert "ark.score.tiebreak" in {n.rule for n in drawn.met}
    assert "ark.score.tiebreak" not in {n.rule for n in drawn.unmet}


def test_a_game_without_a_tie_never_meets_the_tie_break() -> None:
    game = whole_game("ark", 2)
    assert game.outcome() is not None and not game.outcome().tie_break
    assert "ark.score.tiebreak" not in met_rules(game, "Ada")


def test_a_figure_on_a_half_disc_meets_the_one_and_a_half_figure_rule() -> None:
    """The review listed the Bronto's and the Chimpanzee's 1.5 figures as met but "An orange
    disc under a figure makes it count 1.5 figures" as not: a card scored with a figure on a
    half disc names the 1.5-figure rule among those that shaped its points."""
    game = whole_game("ark", 2)
    halves = [row for row in game.scores().rows if "ark.score.half" in row.shaped_by]
    assert [row.label for row in halves] == ["Heavy scoring card", "Useful scoring card"]
    assert "ark.score.half" in met_rules(game, "Ada")


def test_a_side_one_task_meets_the_one_task_rule_and_its_value() -> None:
    """The l10 judge did a side-I Association task and read "The Association action does one
    task with an active worker" among the rules not met."""
    from arkbook.learn import scene

    game = scene("ark-nova", "association and a project")
    for move in ("action association", "task project"):
        game.play(f"Ada: {move}")
    met = met_rules(game, "Ada")
    assert {"nova.association.one_task", "nova.association.values"} <= set(met)


def test_a_drive_out_meets_its_drivers_power_and_the_fit() -> None:
    """A round-37 judge's review listed the Skunk's, Mosquito's and Spider's powers and "the
    driver must fit" among the rules that did not come up, after all three had driven out."""
    from arkbook.learn import scene

    game = scene("ark", "driving out, and the Hedgehog")
    game.play("Ada: play Skunk to port 1 driving out Elephant")
    met = set(met_rules(game, "Ada"))
    assert {"ark.ability.skunk", "ark.driveout.fit", "ark.ability.use"} <= met
    assert not {"ark.ability.mosquito", "ark.ability.spider"} & met
    assert "ark.driveout.special" not in met  # an Elephant has no special scoring


def test_driving_out_a_chimpanzee_meets_the_special_scoring_rule() -> None:
    """A round-54 learner drove out their own Chimpanzee, placed its disc, and read "Driving
    out a bronto or a chimpanzee earns its special scoring" among the rules not met."""
    from tests.ark.util import chimpanzee_to_drive_out

    game = chimpanzee_to_drive_out({"Ada": {"shy": 1}})
    game.play("Ada: play Skunk to port 1 driving out Chimpanzee")
    game.play("Ada: half disc on shy")
    assert "ark.driveout.special" in met_rules(game, "Ada")


def test_a_building_built_meets_the_kinds_the_adjacency_and_the_terrain() -> None:
    """A round-36 judge built a pavilion, a kiosk and an enclosure, and their review listed
    "A building must touch one of yours" among the rules that did not come up."""
    from arkbook.learn import scene

    game = scene("ark-nova", "build, and the strength of a slot")
    building = {"nova.build.kinds", "nova.build.adjacent", "nova.build.terrain"}
    assert not building & set(met_rules(game, "Ada"))
    for move in ("action build", "build pavilion"):
        game.play(f"Ada: {move}")
    game.play(game.legal_moves()[0])
    assert building <= set(met_rules(game, "Ada"))


def test_a_refusal_read_in_a_list_of_choices_is_met() -> None:
    """A round-23 judge read "the X-token action: not possible" with its reason in
    ``board.choices()`` and then found that rule among their review's rules not met."""
    from arkbook.boards import ArkNovaBoard
    from arkbook.learn import scene

    board = ArkNovaBoard(scene("ark-nova", "five X-tokens"), seats={"Ben": "greedy"}, coach=True)
    assert "nova.turn.x_action_full" not in met_rules(board.game, "Ada")
    listed = board.choices().text
    assert "not possible: Take the X-token action" in listed, listed
    assert "nova.turn.x_action_full" in met_rules(board.game, "Ada")
    assert board.tips() == [], "read in a list, nothing was tried: no tip"


def test_the_x_token_action_closed_by_five_tokens_is_met_without_a_list() -> None:
    """A round-44 judge, replaying their moves from a script, had read "You already hold 5
    X-tokens" in an earlier run's choices, and their review listed that rule as not met: the
    review tries the X-token action too while the player chooses an Action card."""
    from arkbook.learn import scene

    game = scene("ark-nova", "five X-tokens")
    assert not game.explain("Ada: x-token").allowed
    game.play(next(m for m in game.legal_moves() if m.player == "Ada"))
    assert "nova.turn.x_action_full" in met_rules(game, "Ada")


def test_an_action_card_left_dark_for_doing_nothing_is_met_without_a_click() -> None:
    """A round-28 judge saw "An action you choose must do something" beside the Animals card
    at strength 1 every turn, and found it among the rules not met: the review tries each
    Action card while the player chooses one, as the board darkens it."""
    from arkbook.learn import scene

    game = scene("ark-nova", "build, and the strength of a slot")
    assert not game.explain("Ada: action animals").allowed
    game.play("Ada: action build")
    assert "nova.turn.no_nothing" in met_rules(game, "Ada")
    assert "nova.turn.x_action_full" not in met_rules(game, "Ada")
