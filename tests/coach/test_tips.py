"""Tips: one per rule per game, in plain words, linked to the lesson, naming no hidden card."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from arkbook import game_module
from arkbook.boards.classroom import new_board
from arkbook.coach import record
from arkbook.coach.lessons import CONTRACT_PLAIN, game_facts, names, note, sections, topic
from arkbook.game import CONTRACT_RULES, Event
from arkbook.games import ALL
from tests.coach.helpers import ENGINES, NAMES, PLAYERS, hidden_names, named, new

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
FOLDER = {info.name: info.slug for info in ALL}


@pytest.mark.parametrize("engine", ENGINES)
def test_every_rule_has_a_plain_sentence(engine: str) -> None:
    rules = game_module(engine).RULES
    plain = game_facts(game_module(engine).new_game(list(NAMES[: PLAYERS[engine]]), 0)).plain
    assert set(plain) == set(rules)
    for rule, sentence in plain.items():
        assert sentence.strip() and sentence.endswith("."), rule
        assert len(sentence) <= 110, f"{rule}: one short sentence, please"
    assert set(CONTRACT_PLAIN) == set(CONTRACT_RULES)


@pytest.mark.parametrize("engine", ENGINES)
def test_every_rule_links_to_the_section_that_teaches_it(engine: str) -> None:
    """A tip's link opens an in-depth section whose heading or first paragraph names the
    rule's topic: never one that shows the rule only in passing."""
    game = new(engine, 0)
    by_link = {s.lesson.link: s for s in sections(engine)}
    for rule in game.RULES:
        lesson = note(game, rule).lesson
        assert lesson is not None, f"{rule}: no lesson section names it"
        page = (NOTEBOOKS / FOLDER[engine] / lesson.href.split("#")[0]).resolve()
        assert page.is_file() and page.parent.name == FOLDER[engine], (rule, lesson.href)
        section = by_link[lesson.link]
        words = topic(engine, rule)
        assert any(names(w, section.heading) or names(w, section.intro) for w in words), (
            f"{rule} links to {lesson.label!r}, which does not name {words}"
        )


@pytest.mark.parametrize(
    ("engine", "rule", "heading"),
    [
        ("ark", "ark.bow.move", "The bow"),
        ("ark", "ark.figure.place", "Majorities: 10, 6 and 2"),  # not "Three cards at most"
        ("ark", "ark.cabin.shy", "Shy animals"),
        ("ark_of_animals", "aoa.place.column", "Fill the ark from the left"),
        ("ark_of_animals", "aoa.place.face-down", "Face up or face down"),
        ("ark_of_animals", "aoa.sandglass.thirty", "The sandglass"),
        ("ark_of_animals", "aoa.race.busy", "One hand"),
        ("ark_nova", "nova.cards.snap", "Cards"),
        ("ark_nova", "nova.association.token", "The player token"),
    ],
)
def test_the_links_a_learner_found_wrong_now_open_their_rule(
    engine: str, rule: str, heading: str
) -> None:
    lesson = note(new(engine, 0), rule).lesson
    assert lesson is not None and heading in lesson.label, (rule, lesson)


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
    focus = game_facts(nova).focus
    while (nova.view(None)["pending"] or {}).get("kind") != "enclosure":
        assert focus(nova, nova.to_move[0]) is None
        nova.play(rng.choice(nova.legal_moves()))
    placing = nova.to_move[0]
    assert nova.moves[-1].by_id == f"play {focus(nova, placing)}"  # type: ignore[attr-defined]
    assert nova.targets(focus(nova, placing), placing).targets  # the enclosures it may go to

    race = new("ark_of_animals", 0)
    assert game_facts(race).focus(race, "Ada") is None
    race.play("Ada: reveal")
    held = next(p["hand"] for p in race.view("Ada")["players"] if p["name"] == "Ada")
    assert game_facts(race).focus(race, "Ada") == held


def test_a_tip_says_your_move_only_for_what_the_learners_own_move_did() -> None:
    """The round a placement ends is scored, and another player's bonus paid, after that move:
    a tip never calls them "your move" (a learner was told Ben's first-to-finish bonus was at
    work in theirs)."""
    game = new("ark_of_animals", 3)
    game.play("Ada: reveal")
    move = game.moves[-1]
    events = [
        Event(
            "place", "Ada places the Frog on space 15 (column 5), face down.", "aoa.place.face-down"
        ),
        Event(
            "predators", "The Fox on space 10 eats Ada's Sheep on space 9.", "aoa.score.predators"
        ),
        Event("bonus", "Ben finished first and turned the sandglass: +2.", "aoa.bonus.first"),
    ]
    tips = record(game, "Ada").played(game, move, events)
    said = {t.rule: t.to_dict()["why"] for t in tips}
    assert said["aoa.place.face-down"] == "This rule was at work in your move"
    assert said["aoa.score.predators"] == "This rule came into play after your move"
    assert said["aoa.bonus.first"] == "This rule came into play after your move"
    game = new("ark", 3)
    game.play(game.legal_moves()[0])
    move = game.moves[-1]
    events = [
        Event("fox", "The Fox: Ada takes 2 action discs from the supply.", "ark.ability.fox"),
        Event("shy", "The shy Gazelle in port 1 stays where it is.", "ark.cabin.shy_stays"),
        Event("end", "Everyone has passed: the game is over.", "ark.endgame.end"),
        Event("score", "Ben scores 10 on the heavy card.", "ark.score.majority"),
    ]
    said = {t.rule: t.why for t in record(game, move.player).played(game, move, events)}
    assert said == {
        "ark.ability.fox": "event",
        "ark.cabin.shy_stays": "event",
        "ark.endgame.end": "event",
        "ark.score.majority": "after",
    }


def test_an_ark_of_animals_tip_calls_a_tile_a_tile() -> None:
    game = new("ark_of_animals", 3)
    tips = record(game, "Ada").unlit(game, [("aoa.place.column", "Fill column 1 first.")])
    assert tips[0].to_dict()["why"] == "This rule is why some places are not lit for your tile"
    assert "card" not in tips[0].text()


def test_the_ark_rain_rule_says_when_the_rain_comes_not_how_the_stack_is_built() -> None:
    """A learner read "the fifth of them on top of its lower half" as the game-ending card
    coming halfway through the supply."""
    plain = note(new("ark", 0), "ark.setup.rain").plain
    assert "first rain card comes halfway" in plain and "fifth" not in plain


@pytest.mark.parametrize("engine", ENGINES)
def test_a_tips_context_is_the_event_of_the_move_that_carries_its_rule(engine: str) -> None:
    """A tip is told beside what happened under its rule in the learner's own move, the
    event naming the learner first (their own income, not another's told before it)."""
    for seed in range(4):
        game = new(engine, seed)
        rng = random.Random(seed)
        for _ in range(60):
            if game.is_over():
                break
            move = rng.choice(game.legal_moves())
            events = game.play(move)
            for tip in record(game, move.player).played(game, move, events):
                carried = [e.text for e in events if e.rule == tip.rule]
                own = [t for t in carried if re.search(rf"\b{move.player}\b", t)]
                assert tip.context == (own or carried)[0], (tip.rule, tip.context)


def test_a_convention_of_the_app_is_told_without_a_rulebook_quote() -> None:
    """A learner read the busy hand's tip with the rulebook's "use only one hand" under it,
    as if the rulebook timed hands: a convention of the app carries no quote."""
    busy = note(new("ark_of_animals", 0), "aoa.race.busy")
    assert busy.plain.startswith("This app's convention") and busy.rulebook == ""
    assert note(new("ark_of_animals", 0), "aoa.hand.one").rulebook


def test_the_nova_kiosk_income_tip_says_each_kiosk_pays_for_what_it_touches() -> None:
    """The nova15 learner could not tell from "1 per building beside each kiosk" whether a
    building beside two kiosks pays twice: it does, each kiosk pays for its own neighbours
    (the refresher: "one money per ... pavilion adjacent to each kiosk"; empty enclosures
    have their own tip, ``nova.break.empty``)."""
    plain = note(new("ark_nova", 0), "nova.break.income").plain
    assert "1 from each kiosk per building it touches" in plain
    assert "per building beside each kiosk" not in plain


def test_a_scorings_tips_come_in_the_rulebooks_step_order() -> None:
    """The engine tells a scoring player by player: a round-52 learner whose ark ate nothing
    read the doubles' tip (step 4) before the predators' (step 2), from Ben's ark."""
    from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard
    from arkbook.learn import scene

    board = ArkOfAnimalsBoard(scene("ark-of-animals", "a double"), seats={"Ben": "greedy"})
    board.set_coach(True)
    board.start(real_time=False)
    tips = board.play("Ada: place 16").tips
    told = [next(i for i, t in enumerate(tips) if part in t) for part in ("eats", "doubles go")]
    assert told == sorted(told), tips
    rules = [t.rule for t in board.tips()]
    order = list(board.game.RULES)
    scoring = [r for r in rules if r.startswith(("aoa.score.", "aoa.bonus."))]
    assert scoring == sorted(scoring, key=order.index)
