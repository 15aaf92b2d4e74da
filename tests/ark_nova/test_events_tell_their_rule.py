"""An event is told under the rule that is about it, so that the coach's tip beside it teaches
what happened (round-8 judge: a spending tip shown when an X-token was gained, an income tip
beside a bare "takes ... from folder 5", a refusal of "action build" quoting the Animals
count)."""

from __future__ import annotations

import random

from arkbook.ark_nova import ArkNova, new_game
from arkbook.coach.games.ark_nova import PLAIN
from arkbook.learn import scene
from tests.ark_nova.positions import play, scenario


def _events_of_random_games(seeds: range, moves: int = 400):
    for seed in seeds:
        game = new_game(["Ada", "Ben"], seed=seed)
        rng = random.Random(seed)
        for _ in range(moves):
            if game.is_over():
                break
            yield from game.play(rng.choice(game.legal_moves()))


def test_x_tokens_gained_are_not_told_under_the_rule_for_spending_them() -> None:
    seen = 0
    for e in _events_of_random_games(range(3)):
        if e.kind == "x-tokens":
            seen += 1
            assert e.rule != "nova.turn.x_tokens" or "lost" in e.text, e.text
        if e.rule == "nova.turn.x_tokens":
            assert "spends" in e.text or "lost" in e.text, e.text
    assert seen


def test_a_card_taken_at_a_break_says_it_is_the_break_income() -> None:
    taken = [
        e
        for e in _events_of_random_games(range(6))
        if e.kind == "take" and e.rule == "nova.break.income"
    ]
    for e in taken:
        assert "(break income: the first map-edge token's snap, again)" in e.text
    assert taken, "random games of these seeds take a card at a break"
    assert "map-edge bonuses again" in PLAIN["nova.break.income"]


def test_choosing_another_action_mid_action_is_refused_by_one_action_a_turn() -> None:
    game = scene("ark-nova", "animals")
    game.play("Ada: action animals")
    problem = game.why_not("Ada: action build")
    assert problem is not None and problem.rule == "nova.turn.one_action"
    assert problem.reason.startswith("Animals is this turn's one action")
    assert "choose an animal to play" in problem.reason
    # a move of this action's own decision keeps its own rule
    assert game.why_not("Ada: play Bengal Tiger").rule != "nova.turn.one_action"


def test_another_action_while_spending_x_tokens_names_the_spending_asked_now() -> None:
    """Round-11 judge: the refusal named the sponsor choice that comes after the X-tokens."""
    game = scene("ark-nova", "sponsors and an x-token")
    game.play("Ada: action sponsors")
    problem = game.why_not("Ada: action build")
    assert problem is not None and problem.rule == "nova.turn.one_action"
    assert "Now Ada: spend X-tokens on Sponsors" in problem.reason
    assert "choose a sponsor" not in problem.reason


def test_a_later_step_while_spending_x_tokens_names_the_spending_not_a_spend_never_made() -> None:
    """Nova15 learner: "at 8,5 r0" before any spend was refused "(That is after 'spend 1',
    all you may spend.)"; the decision asked is how many X-tokens to spend, with its choices."""
    game = scene("ark-nova", "sponsors and an x-token")
    game.play("Ada: action build")
    problem = game.why_not("Ada: at 8,5 r0")
    assert problem is not None
    assert "Now Ada: spend X-tokens on Build" in problem.reason
    assert "'spend 0', 'spend 1'" in problem.reason
    assert "after 'spend" not in problem.reason


def test_the_token_step_of_a_break_says_no_token_comes_back() -> None:
    assert "(none in this deck)" in PLAIN["nova.break.tokens"]
    assert "multiplier" not in PLAIN["nova.break.tokens"].lower()


def test_the_reputation_task_at_the_cap_says_it_opens_the_donation() -> None:
    from arkbook.boards.ark_nova_options import choices
    from arkbook.pictures.ark_nova import words

    game = scene("ark-nova", "association and a project")
    ada = game.s.players[0]
    ada.upgraded, ada.reputation = frozenset({"association"}), 9
    game.play("Ada: action association")
    move = game.parse_move("Ada: task reputation")
    said = words(game, move)
    assert "+2 reputation, all lost: 9 is the most without upgraded Cards" in said
    assert "a task done opens the donation" in said
    assert "Task: +2 reputation, all lost" in choices(game, "Ada").text
    ada.reputation = 8
    assert "+2 reputation, 1 of it lost: 9 is the most" in words(game, move)
    ada.reputation = 3
    assert "(+2 reputation)" in words(game, move)


def test_once_a_task_is_done_the_reputation_task_no_longer_offers_the_donation() -> None:
    """A round-45 judge, having donated, still read "a task done opens the donation"."""
    from arkbook.pictures.ark_nova import words

    game = scene("ark-nova", "association and a project")
    ada = game.s.players[0]
    ada.upgraded, ada.reputation, ada.money = frozenset({"association"}), 9, 30
    game.play("Ada: action association")
    other = next(m for m in game.legal_moves() if "reputation" not in m.action_text())
    game.play(other)
    reputation = game.parse_move("Ada: task reputation")
    assert "+2 reputation, all lost: 9 is the most without upgraded Cards" in words(
        game, reputation
    )
    assert "opens the donation" not in words(game, reputation)


def test_the_reputation_task_past_15_says_what_it_turns_into() -> None:
    """The l13 judge saw the hint take the reputation task at 15 turn after turn for "+2
    appeal" and could not tell whether a real table pays it: the refresher does ("once at
    fifteen, further reputation becomes one appeal per step"), and the words say so."""
    from arkbook.boards.ark_nova_options import choices
    from arkbook.pictures.ark_nova import words

    game = scene("ark-nova", "association and a project")
    ada = game.s.players[0]
    ada.upgraded, ada.reputation = frozenset({"cards"}), 15
    game.play("Ada: action association")
    move = game.parse_move("Ada: task reputation")
    assert "(+2 appeal: past reputation 15, each step is 1 appeal)" in words(game, move)
    assert "Task: +2 appeal: past reputation 15" in choices(game, "Ada").text
    ada.reputation = 14
    assert "(+1 reputation, +1 appeal: past reputation 15" in words(game, move)
    ada.reputation = 12
    assert "(+2 reputation)" in words(game, move)


def test_the_cards_draw_is_told_under_the_draw_rule() -> None:
    """The draw tip stands beside the draw, not beside the discard that follows it."""
    game = scene("ark-nova", "cards and a break")
    events = game.play("Ada: action cards")
    events += game.play("Ada: draw") if "draw" in game.option_texts() else []
    draws = [e for e in events if e.kind == "draw"]
    assert draws and all(e.rule == "nova.cards.draw" for e in draws)


def test_a_tip_gives_the_numbers_of_both_sides_and_is_true_on_side_one() -> None:
    """The l10 judge read "plays as many animal cards as its strength allows", "draws up to
    three cards" (side II draws 4) and, on side I, "after a task you may donate"."""
    from arkbook.ark_nova import tables as T

    def row(numbers: tuple[int, ...]) -> str:
        return ", ".join(map(str, numbers))

    for side in (1, 2):
        assert row(T.ANIMALS_TABLE[side]) in PLAIN["nova.animals.count"]
        assert row(tuple(draw for draw, _ in T.CARDS_TABLE[side])) in PLAIN["nova.cards.draw"]
    assert PLAIN["nova.association.donation"].startswith("Only upgraded Association")
    for rule in ("nova.track.cp2", "nova.track.cp5_8"):
        assert "passing" in PLAIN[rule], rule


def test_a_card_taken_is_told_as_what_it_is_at_the_table() -> None:
    """The l13 judge read a hint's "then takes a card from the deck" after a Build without
    knowing why: it was the placement bonus of the space covered. A card a decision lets a
    player take is told as the table names it: the placement bonus, a reputation bonus, a
    map-edge token's snap, or one of an upgraded Cards action's draws."""
    from arkbook.pictures.ark_nova import words

    def told(game: ArkNova, move: str) -> str:
        return words(game, game.parse_move(f"Ada: {move}"))

    near_a_card_bonus = [{"kind": "enclosure-1", "at": "2,7 r0"}]
    game = scenario({"buildings": near_a_card_bonus})
    play(game, "action build", "build pavilion", "at 2,5 r0")
    assert told(game, "take deck") == "Ada takes the placement bonus, a card from the deck"
    folder_1 = f"the {game.card_name(game.view(None)['display'][0]['card'])} in display folder 1"
    assert told(game, "take 1") == f"Ada takes the placement bonus, {folder_1}"
    game = scenario({"upgraded": ["cards"]})
    play(game, "action cards", "draw")
    assert told(game, "take deck") == "Ada draws a card from the deck"
    game = scenario({"upgraded": ["cards"], "reputation": 9})
    play(game, "action association", "task reputation")
    folder_1 = f"the {game.card_name(game.view(None)['display'][0]['card'])} in display folder 1"
    assert told(game, "take 1") == f"Ada takes the reputation bonus, {folder_1}"
    game = scene("ark-nova", "association and a project")
    play(game, "action association", "task project", "support Savanna Protection 3")
    folder_1 = f"the {game.card_name(game.view(None)['display'][0]['card'])} in display folder 1"
    assert told(game, "take 1") == f"Ada snaps {folder_1} (a map-edge token's bonus)"
    # A past move is told by its folder alone: the display has moved on since.
    past = words(game, game.parse_move("Ada: take 1"), past=True)
    assert past == "Ada takes the card in display folder 1"
