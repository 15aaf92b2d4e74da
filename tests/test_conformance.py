"""The game contract, checked over many seeded random games of every engine.

Each property runs over a share of ``GAMES_PER_PROPERTY`` games per engine; hypothesis draws the
seeds (derandomised, so a CI run is repeatable) and shrinks a failing seed to report it. A new
engine inherits every check by adding its name to ``ENGINES`` in ``conftest.py``.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arkbook import (
    BadNotation,
    IllegalMove,
    InvalidGameFile,
    game_module,
    load,
)
from arkbook.game import CONTRACT_RULES, Game, Move
from arkbook.games import game_info
from tests.conftest import ENGINES, GAMES_PER_PROPERTY, MAX_MOVES, players_for, random_walk

TESTS = Path(__file__).resolve().parent
RULEBOOKS = TESTS / "rulebooks"


def over_random_games(name: str, share: int, check: Callable[[ModuleType, int], None]) -> None:
    """Run ``check(module, seed)`` over ``GAMES_PER_PROPERTY[name] // share`` seeded games."""
    module = game_module(name)

    @settings(
        max_examples=max(2, GAMES_PER_PROPERTY[name] // share),
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(seed=st.integers(0, 2**31 - 1))
    def run(seed: int) -> None:
        check(module, seed)

    run()


def new(module: ModuleType, seed: int) -> Game:
    return module.new_game(players=players_for(module, seed), seed=seed)


def walk(game: Game, seed: int) -> Iterator[tuple[list[Move], Move]]:
    return random_walk(game, seed, MAX_MOVES[game.game_name])


@pytest.mark.parametrize("name", ENGINES)
def test_random_games_end_with_an_outcome_and_no_moves(name: str) -> None:
    def check(module: ModuleType, seed: int) -> None:
        game = new(module, seed)
        for moves, _ in walk(game, seed):
            assert len({str(m) for m in moves}) == len(moves), "legal moves are listed twice"
            assert isinstance(game.prompt, str) and game.prompt
            for move in moves:
                assert move.player in game.to_move
        outcome = game.outcome()
        assert outcome is not None
        assert game.legal_moves() == []
        assert game.to_move == ()
        assert outcome.winners and set(outcome.winners) <= set(game.players)
        assert set(outcome.scores) == set(game.players)
        top = max(outcome.scores.values())
        assert all(outcome.scores[w] == top for w in outcome.winners)
        with pytest.raises(IllegalMove) as info:
            game.play(game.moves[-1])
        assert info.value.rule == "game.over"

    over_random_games(name, 1, check)


@pytest.mark.parametrize("name", ENGINES)
def test_every_legal_move_is_legal_and_its_text_parses_back(name: str) -> None:
    def check(module: ModuleType, seed: int) -> None:
        game = new(module, seed)
        for moves, _ in walk(game, seed):
            for move in moves:
                text = str(move)
                again = game.parse_move(text)
                assert again == move, f"{text!r} parses back as {again!r}"
                assert str(again) == text
                assert game.why_not(move) is None, f"{text} is listed legal but refused"

    over_random_games(name, 4, check)


@pytest.mark.parametrize("name", ENGINES)
def test_undo_restores_the_saved_text_exactly(name: str) -> None:
    def check(module: ModuleType, seed: int) -> None:
        game = new(module, seed)
        for index, (_, move) in enumerate(walk(game, seed)):
            # The saved text holds the whole history, so writing it at every move of a long
            # game costs its length squared: the full state (view(None)) and the history are
            # compared at every move, the saved text itself at every tenth.
            exact = index % 10 == 0
            before = game.to_json() if exact else None
            state, history = game.view(None), game.history
            game.play(move)
            assert game.undo() == move
            assert game.view(None) == state
            assert game.history == history
            if exact:
                assert game.to_json() == before

    over_random_games(name, 8, check)


@pytest.mark.parametrize("name", ENGINES)
def test_save_and_load_round_trip(name: str) -> None:
    def check(module: ModuleType, seed: int) -> None:
        game = new(module, seed)
        checkpoints = {0, 7, 40}
        for step, _ in enumerate(walk(game, seed)):
            if step in checkpoints:
                assert_round_trips(game)
        assert_round_trips(game)

    over_random_games(name, 8, check)


def assert_round_trips(game: Game) -> None:
    text = game.to_json()
    again = load(text)
    assert type(again) is type(game)
    assert again.to_json() == text
    assert [str(m) for m in again.legal_moves()] == [str(m) for m in game.legal_moves()]
    assert len(again.history) == len(game.history)


@pytest.mark.parametrize("name", ENGINES)
def test_an_illegal_move_raises_and_changes_nothing(name: str) -> None:
    """Moves that were legal earlier in the game, and are not now, must be refused cleanly."""

    def check(module: ModuleType, seed: int) -> None:
        game = new(module, seed)
        seen: dict[str, Move] = {}
        refused = 0
        for step, (moves, _) in enumerate(walk(game, seed)):
            legal = {str(m) for m in moves}
            if step % 3 == 0:
                before = game.to_json()
                candidates = [m for t, m in seen.items() if t not in legal]
                for move in random.Random(step).sample(candidates, min(8, len(candidates))):
                    problem = game.why_not(move)
                    assert isinstance(problem, IllegalMove), f"{move} is neither legal nor refused"
                    assert_teaches(game, problem)
                    with pytest.raises(IllegalMove):
                        game.play(move)
                    refused += 1
                assert game.to_json() == before
            seen.update((str(m), m) for m in moves)
        assert refused > 0

    over_random_games(name, 8, check)


def assert_teaches(game: Game, problem: IllegalMove) -> None:
    assert problem.rule in game.RULES or problem.rule in CONTRACT_RULES, problem.rule
    assert game.rule_text(problem.rule)
    assert problem.reason.strip() and problem.reason[0].isupper(), problem.reason
    assert "\n" not in problem.reason


GARBAGE = [
    "",
    "   ",
    ":",
    "Ada:",
    "Ada: ",
    "Zed: take 1",
    "Ada: fly to the moon",
    "Ada: take -1",
    "Ada: take 99999999999999999999999",
    "Ada: play",
    "\x00\x01",
    "Ada: Ada: Ada:",
    "🦁",
]


@pytest.mark.parametrize("name", ENGINES)
@pytest.mark.parametrize("text", GARBAGE)
def test_garbage_text_is_bad_notation(name: str, text: str) -> None:
    game = game_module(name).new_game(players=["Ada", "Ben", "Cy"], seed=1)
    before = game.to_json()
    with pytest.raises(BadNotation):
        game.play(text)
    assert game.to_json() == before


@pytest.mark.parametrize("name", ENGINES)
def test_a_move_object_for_someone_not_playing_is_refused_naming_the_players(name: str) -> None:
    """Text by a stranger is bad notation (above); a move object built for one, as code can
    build it, is refused by name in every game, turn-based or simultaneous (in Ark of Animals
    nobody waits for a turn, so "not your decision now" would mislead)."""
    game = game_module(name).new_game(players=["Ada", "Ben", "Cy"], seed=1)
    stranger = dataclasses.replace(game.legal_moves()[0], player="Zed")
    before = game.to_json()
    problem = game.why_not(stranger)
    assert isinstance(problem, IllegalMove) and problem.rule == "game.turn"
    assert problem.reason == "'Zed' is not playing; the players are ['Ada', 'Ben', 'Cy']"
    with pytest.raises(IllegalMove):
        game.play(stranger)
    assert game.to_json() == before


@pytest.mark.parametrize("name", ENGINES)
def test_any_text_is_a_move_or_bad_notation(name: str) -> None:
    game = game_module(name).new_game(players=["Ada", "Ben", "Cy"], seed=2)
    legal = {str(m) for m in game.legal_moves()}

    @settings(max_examples=300, deadline=None, derandomize=True, database=None)
    @given(st.one_of(st.text(), st.sampled_from(sorted(legal)).map(mangle), st.binary()))
    def run(text: object) -> None:
        try:
            move = game.parse_move(text)  # type: ignore[arg-type]
        except BadNotation:
            return
        assert game.parse_move(str(move)) == move

    run()


def mangle(text: str) -> str:
    """A legal move's text with its last word doubled: near-misses find parser edge cases."""
    return text + " " + text.split()[-1]


@pytest.mark.parametrize("name", ENGINES)
def test_a_truncated_save_names_the_field(name: str) -> None:
    game = game_module(name).new_game(players=["Ada", "Ben", "Cy"], seed=3)
    for _, _ in zip(range(30), walk(game, 3), strict=False):
        pass
    text = game.to_json()
    for cut in sorted({1, 10, len(text) // 3, len(text) // 2, len(text) - 2, len(text) - 1}):
        with pytest.raises(InvalidGameFile) as info:
            load(text[:cut])
        assert info.value.field
    with pytest.raises(InvalidGameFile) as info:
        load(text[: text.index('"moves"') + 20])
    assert info.value.field == "moves"


@pytest.mark.parametrize("name", ENGINES)
def test_a_tampered_save_names_the_field(name: str) -> None:
    game = game_module(name).new_game(players=["Ada", "Ben", "Cy"], seed=4)
    for _, _ in zip(range(30), walk(game, 4), strict=False):
        pass
    data = json.loads(game.to_json())

    def field_of(change: Callable[[dict], None]) -> str:
        edited = json.loads(json.dumps(data))
        change(edited)
        with pytest.raises(InvalidGameFile) as info:
            load(json.dumps(edited))
        return info.value.field

    assert field_of(lambda d: d.pop("seed")) == "seed"
    assert field_of(lambda d: d.update(game="chess")) == "game"
    assert field_of(lambda d: d.update(players="Ada")) == "players"
    assert field_of(lambda d: d.update(arkbook=99)) == "arkbook"
    assert field_of(lambda d: d["moves"].__setitem__(5, "Ada: cheat")) == "moves[5]"
    assert field_of(lambda d: d["moves"].insert(3, d["moves"][3])).startswith(("moves[", "state"))
    first_key = sorted(data["state"])[0]
    assert field_of(lambda d: d["state"].update({first_key: "edited"})) == f"state.{first_key}"
    assert field_of(lambda d: d["state"].update(extra=1)) == "state.extra"
    with pytest.raises(InvalidGameFile):
        load("[1, 2, 3]")
    with pytest.raises(InvalidGameFile):
        load(12)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", ENGINES)
def test_views_are_json_ready_and_hide_what_they_must(name: str) -> None:
    """A player's view is unchanged when everything they cannot see is reshuffled."""
    hidden_seen = 0

    def check(module: ModuleType, seed: int) -> None:
        nonlocal hidden_seen
        game = new(module, seed)
        rng = random.Random(seed)
        for step, _ in enumerate(walk(game, seed)):
            if step % 5:
                continue
            full = json.loads(json.dumps(game.view(None)))
            for player in game.players:
                mine = json.loads(json.dumps(game.view(player)))
                assert mine != full, f"{player} sees everything, hidden cards included"
                world = game.clone()
                world._determinize(player, rng)
                assert world.view(player) == game.view(player), f"{player}'s view leaks"
                if json.loads(json.dumps(world.view(None))) != full:
                    hidden_seen += 1

    over_random_games(name, 10, check)
    assert hidden_seen, "determinising never changed any hidden information"


@pytest.mark.parametrize("name", ENGINES)
def test_the_same_seed_gives_the_same_game(name: str) -> None:
    def check(module: ModuleType, seed: int) -> None:
        texts = []
        for _ in range(2):
            game = new(module, seed)
            for _ in walk(game, seed):
                pass
            texts.append(game.to_json())
        assert texts[0] == texts[1]
        other = module.new_game(players=players_for(module, seed), seed=seed + 1)
        assert other.view(None) != new(module, seed).view(None)

    over_random_games(name, 20, check)


@pytest.mark.parametrize("name", ENGINES)
def test_history_starts_with_the_setup_and_records_every_move(name: str) -> None:
    game = game_module(name).new_game(players=["Ada", "Ben", "Cy"], seed=5)
    assert game.history[0].move is None and game.history[0].events
    for event in game.history[0].events:
        assert event.text and (event.rule is None or game.rule_text(event.rule))
    rng = random.Random(5)
    played = []
    for _ in range(25):
        played.append(rng.choice(game.legal_moves()))
        game.play(played[-1])
    assert [t.move for t in game.history[1:]] == played
    for turn in game.history[1:]:
        for event in turn.events:
            assert event.text and (event.rule is None or game.rule_text(event.rule))
            json.dumps(event.to_dict())
    assert game.undo() == played[-1]
    with pytest.raises(IllegalMove):
        game_module(name).new_game(players=["Ada", "Ben", "Cy"], seed=5).undo()


@pytest.mark.parametrize("name", ENGINES)
def test_scores_are_a_sheet_whose_rows_add_up(name: str) -> None:
    game = game_module(name).new_game(players=["Ada", "Ben", "Cy"], seed=6)
    for _ in walk(game, 6):
        sheet = game.scores()
        if len(game.history) % 10 == 0:
            for player in game.players:
                assert sheet.totals[player] == sum(r.points.get(player, 0) for r in sheet.rows)
            json.dumps(sheet.to_dict())
    assert game.outcome().scores == game.scores().totals


def squash(text: str) -> str:
    return " ".join(text.split())


def rules_of(name: str) -> dict[str, str]:
    cls = type(game_module(name).new_game(players=["Ada", "Ben", "Cy"], seed=0))
    assert cls.RULES, "an engine without rule ids"
    return cls.RULES


@pytest.mark.parametrize("name", ENGINES)
def test_every_rule_quotes_its_rulebook_verbatim(name: str) -> None:
    """A rule id is only as good as the sentence it points to: it must be the rulebook's own."""
    book = squash((RULEBOOKS / game_info(name).rulebook).read_text(encoding="utf-8"))
    for rule, quote in rules_of(name).items():
        assert re.fullmatch(rf"{game_info(name).rule_prefix}(\.[a-z0-9_-]+)+", rule), rule
        assert squash(quote) in book, f"{rule} does not quote the rulebook: {quote!r}"


@pytest.mark.parametrize("name", ENGINES)
def test_every_rule_id_is_named_by_a_scenario_test(name: str) -> None:
    """A rule no test names could silently stop being enforced."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in (TESTS / name).glob("test_*.py"))
    missing = [r for r in rules_of(name) if not re.search(rf"{re.escape(r)}(?![\w-]|\.\w)", text)]
    assert not missing, f"rule ids no test in tests/{name} names: {missing}"


@pytest.mark.parametrize("name", ENGINES)
def test_the_score_sheet_draws_itself_row_by_row(name: str) -> None:
    """A learner mid-game asked how to see the rows behind "Score if the game ended now";
    ``game.scores()`` printed a dataclass's fields. It now prints each row with every player's
    points, what it counts and its rule, then the totals, as text and as HTML."""
    game = new(game_module(name), 7)
    for _ in zip(range(40), walk(game, 7), strict=False):
        pass
    sheet = game.scores()
    text, page = repr(sheet), sheet._repr_html_()
    assert text == str(sheet) and "ScoreRow(" not in text
    lines = text.splitlines()
    assert lines[0] == sheet.TITLE and lines[1].split()[: 1 + len(game.players)] == [
        "row",
        *game.players,
    ]
    for row in sheet.rows:
        assert any(line.startswith(row.label) for line in lines), row.label
        assert row.label in page
    totals = lines[-1].split()
    assert totals == ["Total", *(f"{sheet.totals[p]:g}" for p in game.players)]


@pytest.mark.parametrize("name", ENGINES)
def test_the_score_sheet_keeps_rule_ids_out_of_a_lesson_that_tooltips_them(
    name: str, ids_in_tooltips: None
) -> None:
    """A round-32 judge read `nova.end.total` in `game.scores()` in a lesson that had said
    "rules in words; their ids only in tooltips": the rule column goes, and each rule is its
    row's tooltip, where the lessons' coverage still finds it."""
    game = new(game_module(name), 7)
    for _ in zip(range(40), walk(game, 7), strict=False):
        pass
    sheet = game.scores()
    head, rows = sheet.table()
    assert "rule" not in head and all(len(r) == len(head) for r in rows)
    assert not any(r.rule and r.rule in str(sheet) for r in sheet.rows)
    page = sheet._repr_html_()
    assert all(f'title="{r.rule}"' in page for r in sheet.rows if r.rule)  # the rules index's


@pytest.mark.parametrize("name", ENGINES)
def test_undo_typed_as_a_move_says_how_to_take_one_back(name: str) -> None:
    game = new(game_module(name), 7)
    player = game.to_move[0]
    with pytest.raises(BadNotation, match=r"board\.undo\(\)"):
        game.parse_move(f"{player}: undo")
