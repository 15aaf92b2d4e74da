"""Tips: one per rule per game, in plain words, linked to the lesson, naming no hidden card."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from arkbook import game_module
from arkbook.boards.classroom import new_board
from arkbook.coach import record
from arkbook.coach.lessons import CONTRACT_PLAIN, game_data, note
from arkbook.game import CONTRACT_RULES
from arkbook.games import ALL
from tests.coach.helpers import ENGINES, NAMES, PLAYERS, hidden_names, named, new

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
FOLDER = {info.name: info.slug for info in ALL}


@pytest.mark.parametrize("engine", ENGINES)
def test_every_rule_has_a_plain_sentence(engine: str) -> None:
    rules = game_module(engine).RULES
    plain = game_data(game_module(engine).new_game(list(NAMES[: PLAYERS[engine]]), 0)).PLAIN
    assert set(plain) == set(rules)
    for rule, sentence in plain.items():
        assert sentence.strip() and sentence.endswith("."), rule
        assert len(sentence) <= 110, f"{rule}: one short sentence, please"
    assert set(CONTRACT_PLAIN) == set(CONTRACT_RULES)


@pytest.mark.parametrize("engine", ENGINES)
def test_every_lesson_link_opens_a_lesson_of_the_game(engine: str) -> None:
    game = new(engine, 0)
    linked = 0
    for rule in game.RULES:
        lesson = note(game, rule).lesson
        if lesson is None:
            continue
        linked += 1
        page = (NOTEBOOKS / FOLDER[engine] / lesson.href.split("#")[0]).resolve()
        assert page.is_file(), (rule, lesson.href)
        assert page.parent.name == FOLDER[engine]
    assert linked == len(game.RULES)  # the Rules index shows every rule somewhere


def test_a_rule_tips_once_per_game_and_refusals_are_counted() -> None:
    game = new("ark", 1)
    seen = record(game, "Ada")
    first = seen.refused(game, "ark.cabin.shy", "The Rabbit is shy.")
    assert first is not None and first.number == 1 and first.why == "refused"
    assert seen.refused(game, "ark.cabin.shy", "Again.") is None
    assert seen.refusals["ark.cabin.shy"] == 2
    assert record(game, "Ada") is seen
    assert record(new("ark", 1), "Ada").tips == []  # another game starts afresh
    assert "“Shy animals will not enter" in first.text()
    assert "<details>" in first._repr_html_()


def proposals(board: object, rng: random.Random) -> list[str]:
    """What a learner might click: legal moves, and moves legal elsewhere (often refused)."""
    game = board.game  # type: ignore[attr-defined]
    legal = [str(m) for m in game.legal_moves() if board.is_human(m.player)]  # type: ignore[attr-defined]
    other = new(game.game_name, rng.randrange(1000))
    for _ in range(rng.randrange(6)):
        other.play(rng.choice(other.legal_moves()))
    seat = board.viewer  # type: ignore[attr-defined]
    elsewhere = [f"{seat}: {m.action_text()}" for m in other.legal_moves()]
    return legal + elsewhere * 2


@pytest.mark.parametrize("engine", ENGINES)
def test_a_coached_board_tips_each_rule_once_and_names_nothing_hidden(engine: str) -> None:
    game_name = FOLDER[engine]
    seats = {"Ada": "human", **{n: "random" for n in NAMES[1 : PLAYERS[engine]]}}
    for seed in range(3):
        board = new_board(game_name, seats, seed, coach=True)
        if engine == "ark_of_animals":
            board.start()
        rng = random.Random(seed)
        for _ in range(30):
            if board.game.is_over() or "Ada" not in board.game.to_move:
                break
            before = len(board._coach["tips"])
            hidden = hidden_names(board.game, "Ada")
            proposal = rng.choice(proposals(board, rng))
            board.play(proposal)
            hidden &= hidden_names(board.game, "Ada")  # what the move showed Ada is hers
            hidden -= set(named(proposal, hidden))  # a refusal may echo what Ada proposed
            for tip in board._coach["tips"][before:]:
                assert not named(tip["context"], hidden), tip
            board.run_bots() if engine != "ark_of_animals" else board.tick()
        rules = [t["rule"] for t in board._coach["tips"]]
        assert len(rules) == len(set(rules))
        assert rules, "a learner clicking at random meets some rule"


def test_the_card_being_placed_is_the_focus_of_its_dark_places() -> None:
    nova = new("ark_nova", 0)
    rng = random.Random(0)
    focus = game_data(nova).focus
    while (nova.view(None)["pending"] or {}).get("kind") != "enclosure":
        assert focus(nova, nova.to_move[0]) is None
        nova.play(rng.choice(nova.legal_moves()))
    placing = nova.to_move[0]
    assert nova.moves[-1].by_id == f"play {focus(nova, placing)}"  # type: ignore[attr-defined]
    assert nova.targets(focus(nova, placing), placing).targets  # the enclosures it may go to

    race = new("ark_of_animals", 0)
    assert game_data(race).focus(race, "Ada") is None
    race.play("Ada: reveal")
    held = next(p["hand"] for p in race.view("Ada")["players"] if p["name"] == "Ada")
    assert game_data(race).focus(race, "Ada") == held
