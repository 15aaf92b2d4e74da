"""The review: it draws itself as text and HTML, and names no card the player never saw."""

from __future__ import annotations

import html
import random
import re
from typing import Any

import pytest

from arkbook.ark.moves import Play, Take
from arkbook.ark_of_animals import new_game
from arkbook.boards.classroom import new_board
from arkbook.coach import hint, review
from arkbook.coach.hint import Rating
from arkbook.coach.review import (
    CONVENTIONS_HEADING,
    MET_HEADING,
    NOWHERE,
    UNMET_HEADING,
    alike_moves,
    met_rules,
)
from arkbook.coach.tips import NOT_A_CHOICE
from arkbook.game import Game
from arkbook.learn import ARK, scene
from tests.coach.helpers import ENGINES, NAMES, PLAYERS, hidden_names, named, seen_during
from tests.coach.test_tips import FOLDER, proposals
from tests.test_learn_to_play import run_to_round_end

#: Moves the human makes before the review (Ark Nova's turns are several decisions each).
MOVES = {"ark": 12, "ark_of_animals": 12, "ark_nova": 25}


def coached_game(engine: str, seed: int) -> object:
    """A board where Ada (human) played randomly, once with an illegal click, against bots."""
    seats = {"Ada": "human", **{n: "random" for n in NAMES[1 : PLAYERS[engine]]}}
    board = new_board(FOLDER[engine], seats, seed, coach=True)
    rng = random.Random(seed)
    if engine == "ark_of_animals":
        board.start(real_time=False)  # raced from code: the bots act after each of her moves
    refuse_once(board, rng)
    for _ in range(MOVES[engine]):
        if board.game.is_over():
            break
        if engine == "ark_of_animals" and board.phase != "racing":
            board.start()  # play starts when the round starts (a paused race takes no move)
        mine = [m for m in board.game.legal_moves() if m.player == "Ada"]
        if mine:
            board.play(rng.choice(mine))
        if engine == "ark_of_animals":
            board.play_round() if not mine else board.tick()
        else:
            board.run_bots()
    return board


def refuse_once(board: object, rng: random.Random) -> None:
    """Click moves that are legal in other games until one is refused by a rule."""
    for _ in range(50):
        if not board.play(rng.choice(proposals(board, rng))):  # type: ignore[attr-defined]
            rule = board._message.get("rule")  # type: ignore[attr-defined]
            if rule and rule != NOT_A_CHOICE:  # a move of another kind breaks no rule
                return
            continue
    raise AssertionError("no click was refused by a rule")


@pytest.mark.parametrize("engine", ENGINES)
def test_a_review_draws_itself_and_names_nothing_hidden(engine: str) -> None:
    board = coached_game(engine, 5)
    game = board.game  # type: ignore[attr-defined]
    drawn = review(game, "Ada")
    text, html = drawn.text(), drawn._repr_html_()
    assert ("board.review()" in repr(board)) == game.is_over()  # a finished board points to it
    for part in (
        "Rules at work in this game, in the moves of every player",
        "Refusals you hit",
        "Rules that did not come up in this game",
        "The setup, done for you",
        "hint would have",
    ):
        assert part in text and part in html
    for form in (text, html):  # what to do better first, the long list of rules met last
        places = [form.index(p) for p in ("hint would have", "Refusals you hit", UNMET_HEADING)]
        assert places == sorted(places) and places[-1] < form.index(MET_HEADING)
    # The long lists fold in HTML, so that what to do better fits a screen.
    for heading in (MET_HEADING, "The setup, done for you"):
        assert f"<details><summary><b>{heading}" in html
    assert repr(drawn) == str(drawn) == text
    assert sum(n for _, n in drawn.refusals) >= 1
    assert len(drawn.decisions) <= 3
    # It says how many it shows: "three moments" over two was a learner's confusion.
    count = len(drawn.decisions)
    shown = f"hint would have done better, in points or for later ({count} shown, at most 3)"
    assert shown in text and shown in html
    # Told in the order played (a round-25 judge read moves 36, 44 and 39 in that order).
    turns = [d.turn for d in drawn.decisions]
    assert turns == sorted(turns)
    met = {n.rule for n in drawn.met}
    assert met.isdisjoint(n.rule for n in drawn.unmet)
    listed = [*drawn.unmet, *drawn.setup, *drawn.conventions]
    assert met | {n.rule for n in listed} >= set(game.RULES)
    for decision in drawn.decisions:
        assert decision.by in decision.picture.html and "your move" in decision.picture.html
        assert decision.gap > 0
    # The rule lists are the game's fixed notes (a lesson's title may name a card); what is
    # about this game is in the decisions: their sentences and pictures.
    never_seen = hidden_names(game, "Ada", seen_during(game, "Ada"))
    for decision in drawn.decisions:
        assert not named(decision.summary(), never_seen)
        assert not named(decision.picture.html, never_seen)


def test_the_review_of_a_coached_board_opens_on_request() -> None:
    board = coached_game("ark", 2)
    board._handle_custom_msg({"type": "coach-review"}, [])
    assert "Review of Ada" in board._coach["review"]


def test_a_review_counts_the_rules_that_shaped_a_move_played_through_the_api() -> None:
    """A learner's report: the review listed climate and different cabins as not met, though
    they had met both. Played without a board, the rules that kept the Camel's and the
    Llama's cabins dark count as met in this game."""
    game = scene("ark", "climate and the bow")
    game.play("Ada: play Camel to starboard 1")
    game.play("Ada: play Llama to port 1")
    found = review(game, "Ada")
    met = {n.rule for n in found.met}
    assert {"ark.cabin.climate", "ark.play.different_cabins", "ark.bow.capsize"} <= met
    assert not met & {n.rule for n in found.unmet}
    assert UNMET_HEADING in found.text()


def test_a_review_counts_the_rules_of_every_players_moves() -> None:
    """The round's scoring is no move of the learner's, yet its rules came up in their game
    (a learner's report: round-3 grain, the Master level listed as not met)."""
    game = scene("ark-of-animals", "what the level changes")
    game.play("Ada: place 15")
    run_to_round_end(game)
    met = {n.rule for n in review(game, "Ada").met}
    assert {"aoa.score.grain", "aoa.score.balance"} <= met  # Ben's balance: Master level
    fresh = new_game(["Ada", "Ben"], seed=1, levels={"Ben": "Master"})
    assert "aoa.level.master" in {n.rule for n in review(fresh, "Ada").met}


def test_the_move_the_endgame_lesson_asks_for_is_no_mistake_in_its_review() -> None:
    """The endgame scene says "play the Mouse"; its review must not then name it a mistake."""
    game = scene("ark", "the endgame")
    game.play(ARK["the endgame"].plays[0])
    assert review(game, "Ada").decisions == ()


def test_a_review_counts_new_cabins_both_cards_and_a_pass_the_board_made() -> None:
    """A round-8 learner opened six cabins, played two cards a turn, and was passed in the
    endgame holding only slow cards; the review listed the new cabins' places, "take or play,
    never both" and the endgame's slow cards as not met. Each is met: where the cabins opened,
    the face-up cards dark once a card is played, and why nothing could be played."""
    from arkbook.ark.positions import position

    cabins = {"port": [["Cow"], ["Horse"]], "starboard": [["Camel"], ["Giraffe", "Sheep"]]}
    game = position(**cabins, hands={"Ada": ["Llama", "Reindeer"]}, display=["Dog", "Pig", "Deer"])
    for move in ("play Llama to port 3", "pick Pig", "play Reindeer to starboard 3", "pick Dog"):
        game.play(f"Ada: {move}")
    met = {n.rule for n in review(game, "Ada").met}
    assert {"ark.newcabin.slot", "ark.turn.choice"} <= met

    endgame = position(
        **cabins,
        hands={"Ada": ["Snail", "Koala"], "Ben": ["Dog"], "Cy": ["Pig", "Reindeer"]},
        rain_drawn=5,
        phase="endgame",
        turn=2,
    )
    events = endgame.play("Cy: play Pig to port 2")
    assert any(e.kind == "forced" and e.data["move"] == "Ada: pass" for e in events)
    found = review(endgame, "Ada")
    assert {"ark.endgame.no_slow", "ark.endgame.no_draw"} <= {n.rule for n in found.met}
    assert "ark.endgame.no_slow" not in {n.rule for n in found.unmet}


def _raced_round(levels: dict[str, str]) -> object:
    """A round raced by two greedy bots to its end, Ada at ``levels``."""
    from arkbook.bots import make_bot

    game = new_game(["Ada", "Ben"], seed=2024, levels=levels)
    bots = {p: make_bot("greedy", seed=i) for i, p in enumerate(game.players)}
    while game.prompt.startswith("Round 1") and not game.is_over():
        player = game.to_move[0]
        game.play(bots[player].choose(game, player))
    return game


def test_a_review_counts_the_race_rules_that_held_the_player_back() -> None:
    """A learner's report: one hand, the busy hand, the 16 spaces and filling from the left
    were "not brought up yet" after a whole game raced under them."""
    drawn = review(_raced_round({"Ada": "Novice"}), "Ada")
    met = {n.rule for n in drawn.met}
    race = {"aoa.hand.one", "aoa.place.board", "aoa.place.leftmost"}
    assert race | {"aoa.place.column", "aoa.score.order"} <= met
    assert [n.rule for n in drawn.conventions] == ["aoa.race.busy"]


def test_face_down_is_met_only_when_some_ark_took_tiles_face_down() -> None:
    """A learner's report: a Novice game (tiles face up) listed "Tiles go on your ark face
    down" as met. Against a Normal player it is met, and the sentence says which level."""
    both_novice = review(_raced_round({"Ada": "Novice", "Ben": "Novice"}), "Ada")
    assert "aoa.place.face-down" in {n.rule for n in both_novice.unmet}
    against_normal = review(_raced_round({"Ada": "Novice"}), "Ada")
    (note,) = [n for n in against_normal.met if n.rule == "aoa.place.face-down"]
    assert "From the Normal level on" in note.plain


def test_a_review_says_each_rule_in_words_and_each_lesson_by_its_title() -> None:
    """Learners' reports: the review led with engine ids ("ark.endgame.play: ..."), then ended
    each line with one ("[ark.cabin.omnivore]") and linked lessons by their file's path. A rule
    is said in words, its id only in the HTML's tooltip (where coverage finds it), and a lesson
    by its title."""
    game = scene("ark", "climate and the bow")
    game.play("Ada: play Camel to starboard 1")
    found = review(game, "Ada")
    text, html = found.text(), found._repr_html_().replace("&#x27;", "'")
    note = next(n for n in found.met if n.rule == "ark.cabin.climate")
    assert f"  {note.plain}" in text.splitlines()
    assert f'<span title="ark.cabin.climate">{note.plain}</span>' in html
    assert not re.search(r"\[(ark|aoa|nova)\.[\w.-]+\]", text)
    assert ".ipynb" not in text and "#cell-id" not in text
    unmet = next(n for n in found.unmet if n.lesson)
    assert f"(taught in {unmet.lesson.title})" in text  # type: ignore[union-attr]
    assert "Ark 2 · Turns" in text or "Ark 3 · The endgame and scoring" in text
    links = re.findall(r'<a href="[^"]+"[^>]*>([^<]+)</a>', html)
    assert links and not any(".ipynb" in link for link in links)


@pytest.mark.parametrize("engine", ENGINES)
def test_a_decision_shows_no_number_its_reason_cannot_back(engine: str) -> None:
    """A learner read "the hint 'place 4' rates 0.2 higher" beside a reason netting 0 points:
    the evaluation's gap ranks the decisions but is never shown; what is shown is whole points
    if the game ended then, or what the evaluation weighs besides points."""
    game = coached_game(engine, 5).game  # type: ignore[attr-defined]
    drawn = review(game, "Ada")
    assert drawn.decisions, "a random player's game has a decision the hint does better"
    for decision in drawn.decisions:
        said = decision.summary()
        assert not re.search(r"\d\.\d", decision.compared), said
        assert "rates " + f"{decision.gap:.1f}" not in said
        if decision.points:
            assert f"would leave you {decision.points} point" in said
            # The evaluation counts what may score later: where it sees a smaller gap than
            # the points "if the game ended then", it says how much (Ark Nova: an X-token).
            if round(decision.gap) < decision.points:
                assert "counting what yours keeps for later as well" in said
        else:
            assert f"would score no more than yours {decision.when}, but leaves you better" in said


def _a_game_of_takes(seed: int) -> tuple[Game, list[Game]]:
    """A whole Ark game in which Ada takes cards whenever she holds fewer than 3 and otherwise
    plays as the greedy bot would, against greedy bots; with the positions before her takes."""
    from arkbook import ark
    from arkbook.bots import make_bot

    game = ark.new_game(players=["Ada", "Ben", "Cy"], seed=seed)
    bots = {p: make_bot("greedy", seed=i) for i, p in enumerate(game.players)}
    before_takes: list[Game] = []
    while not game.is_over():
        player = game.to_move[0]
        takes = [m for m in game.legal_moves() if isinstance(m, Take) and m.player == "Ada"]
        if takes and game.view("Ada")["hand_counts"]["Ada"] < 3:
            before_takes.append(game.clone())
            game.play(takes[0])
        else:
            game.play(bots[player].choose(game, player))
    return game, before_takes


def test_a_review_weighs_a_take_only_against_other_takes() -> None:
    """A learner's report: the review listed "take Fox" and "take Dog" as 9-point mistakes, by
    the score if the game ended then, against a card played at once; a beginner learns "never
    take", though taking is the only way to get cards. The hint would have played at those
    moments, but a review weighs a take only against the other takes."""
    game, before_takes = _a_game_of_takes(2024)
    assert any(not isinstance(hint(g, "Ada").move, Take) for g in before_takes[:3])
    drawn = review(game, "Ada")
    for decision in drawn.decisions:
        assert isinstance(decision.theirs, Take) == isinstance(decision.hint.move, Take)
        assert "take" not in decision.theirs.action_text(), decision.summary()
    first = before_takes[0]
    takes = alike_moves(first, "Ada", next(m for m in first.legal_moves() if isinstance(m, Take)))
    assert takes and all(isinstance(m, Take) for m in takes)
    plays = alike_moves(first, "Ada", next(m for m in first.legal_moves() if isinstance(m, Play)))
    assert plays and not any(isinstance(m, Take) for m in plays)


def test_a_decision_the_hint_would_take_otherwise_names_the_best_of_its_sort() -> None:
    """When the learner played and the hint would have taken cards, the move shown is the best
    play, and says so, not "the hint"."""
    found = [
        (d, game)
        for seed in (5, 6)
        for game in [coached_game("ark", seed).game]  # type: ignore[attr-defined]
        for d in review(game, "Ada").decisions
    ]
    assert found
    for d, game in found:
        assert d.by in ("the hint", "the best play", "the best card to take")
        before = [m.player for m in game.moves[: d.turn - 1]]
        runs = sum(1 for i, p in enumerate(before) if p == "Ada" and before[i - 1 : i] != ["Ada"])
        yours = runs + (before[-1:] != ["Ada"])  # a turn: a run of Ada's own moves
        assert d.moment.startswith(f"Your turn {yours} "), (d.moment, yours)
        assert re.match(rf"Your turn \d+ \(move {d.turn} of the game\)\. Yours: Ada ", d.summary())
        assert d.by[0].upper() + d.by[1:] + ": Ada " in d.summary()


def test_the_busy_hand_is_listed_as_this_apps_convention_apart_from_the_rules() -> None:
    """A learner found the busy hand listed under "Rules you met" as a rule; the lesson and
    ruling 5 say it is this app's stand-in for the speed of hands. A review lists it under the
    app's conventions, neither met nor still to meet, and its sentence says so too."""
    drawn = review(_raced_round({"Ada": "Novice"}), "Ada")
    assert "aoa.race.busy" not in {n.rule for n in (*drawn.met, *drawn.unmet)}
    (busy,) = drawn.conventions
    assert busy.plain.startswith("This app's convention, not a rule of the game:")
    text = drawn.text()
    assert text.index(CONVENTIONS_HEADING) < text.index(busy.plain)
    assert html.escape(CONVENTIONS_HEADING) in drawn._repr_html_()
    ark = review(scene("ark", "the endgame"), "Ada").text()
    assert CONVENTIONS_HEADING not in ark  # no convention at work: no section


def test_a_race_decision_is_dated_by_its_round_and_clock() -> None:
    """A race's history counts the clock's waits, so "Move 900" said nothing to a learner: an
    Ark of Animals decision is dated by its round and the race's clock."""
    game = coached_game("ark_of_animals", 5).game  # type: ignore[attr-defined]
    decisions = review(game, "Ada").decisions
    assert decisions
    for d in decisions:
        assert re.match(r"Round [123] at \d+(\.5)? s\. Yours: ", d.summary()), d.summary()


def test_what_counts_for_later_is_said_once_at_a_decision() -> None:
    """A judge read, at one decision, the hint's reason end in "the coach also counts what may
    score later: ..." and then the same sentence again after "rates higher for later:"."""
    from arkbook.coach.games.ark import EVALUATION
    from arkbook.coach.hint import Hint
    from arkbook.coach.review import Decision
    from arkbook.pictures.base import Picture

    def decision(reason: str) -> Decision:
        move = Take("Ada", "Cow")
        return Decision(
            36, move, Hint("Ada", move, reason, 1.0), 2.0, Picture("", ""), 0, EVALUATION
        )

    said_before = decision(f"Take the Cow: no points change yet, but {EVALUATION}.").summary()
    assert said_before.count(EVALUATION) == 1
    assert said_before.endswith(
        "That would score no more than yours if the game ended then, but leaves you better placed"
        " for later."
    )
    not_said = decision("Take the Cow: it fills your hand.").summary()
    assert not_said.count(EVALUATION) == 1


def test_a_decisions_points_say_they_are_counted_against_the_strongest_opponent() -> None:
    """A learner read "That would leave you 4 points better off" where their own points
    differed by 2: the figure is the lead over the best other player, and says so."""
    from arkbook.coach.hint import Hint
    from arkbook.coach.review import Decision
    from arkbook.pictures.base import Picture

    move = Take("Ada", "Cow")
    said = Decision(54, move, Hint("Ada", move, "Why.", 1.0), 5.0, Picture("", ""), 4).summary()
    assert said.endswith(
        "That would leave you 4 points better off than yours, against your strongest opponent, "
        "if the game ended then."
    )


def test_a_hint_move_that_scores_is_not_said_to_score_nothing() -> None:
    """A judge read "The hint: Ada plays White Stork ... +2 points on the appeal ... That scores
    no more yet": the hint's move scored, only no more than theirs (a +6 crocodile). The
    sentence follows the figures: no better off than theirs, not "scores no more"."""
    from arkbook.coach.hint import Hint
    from arkbook.coach.review import Decision
    from arkbook.pictures.base import Picture

    move = Take("Ada", "Cow")
    reason = "Ada plays White Stork: +2 points on the appeal."
    said = Decision(12, move, Hint("Ada", move, reason, 1.0), 0.5, Picture("", ""), 0).summary()
    assert "scores no more" not in said
    assert said.endswith(
        "That would score no more than yours if the game ended then, but leaves you better placed"
        " for later."
    )


def test_a_move_made_before_the_x_tokens_are_decided_is_filed_under_a_rule_that_says_so() -> None:
    """A learner's refusal "First choose how many X-tokens to spend on Association" was
    filed under "Each X-token spent adds 1 strength; you hold at most five", which says
    nothing of what refused it: that the X-tokens are decided before the action."""
    from arkbook.coach.games.ark_nova import PLAIN
    from tests.ark_nova.positions import play, scenario

    game = scenario({"x_tokens": 1})
    play(game, "action association")
    refused = game.why_not("Ada: task reputation")
    assert refused is not None and refused.reason.startswith("First choose how many X-tokens")
    assert "before the action" in PLAIN[refused.rule]


def test_a_move_of_another_kind_is_no_broken_rule_in_the_review() -> None:
    """ "play Meerkat" while the Zebra's enclosure is asked is refused with the choices, not
    counted as "an animal needs an empty enclosure big enough" (l10 judge), but as a move
    that answered another question (an l11 judge counted four refusals and read "×1")."""
    from arkbook.boards import ArkNovaBoard

    board = ArkNovaBoard(scene("ark-nova", "animals"), seats={"Ben": "greedy"}, coach=True)
    assert board.play("Ada: action animals") and board.play("Ada: play Plains Zebra")
    assert not board.play("Ada: play Meerkat")
    assert not board.play("Ada: enclosure 7")
    counted = [(n.rule, count) for n, count in review(board.game, "Ada").refusals]
    assert sorted(counted) == [("game.choice", 1), ("nova.animals.enclosure", 1)]


def test_a_scene_counts_the_rules_its_preset_rounds_and_arks_were_played_by() -> None:
    """A learner's review of the level scene (round 3, arks nearly full) listed "A game is
    three rounds" and "You fill your ark from its leftmost column" as not met."""
    from arkbook.learn import scene

    game = scene("ark-of-animals", "what the level changes")
    met = set(met_rules(game, "Ada"))
    assert {"aoa.game.rounds", "aoa.place.column", "aoa.place.leftmost"} <= met
    assert {"aoa.level.expert", "aoa.grain.round2", "aoa.game.objective"} <= met


@pytest.mark.parametrize("engine", ENGINES)
def test_the_rules_not_met_list_a_few_and_count_the_rest_by_lesson(engine: str) -> None:
    """A learner's first game listed 37 rules not met, the first lesson's among the rest: too
    long to be of use (l14 judge). The earliest lessons' rules are listed one by one, the rest
    counted by the lesson that teaches them, in text and HTML alike; the HTML still links each
    rule, in a fold."""
    from arkbook.coach.lessons import reading_order
    from arkbook.coach.review import UNMET_LISTED

    game = coached_game(engine, 5).game  # type: ignore[attr-defined]
    drawn = review(game, "Ada")
    text, html = drawn.text(), drawn._repr_html_().replace("&#x27;", "'")
    order = reading_order(game.game_name)
    places = [order.get(n.lesson, len(order)) if n.lesson else len(order) for n in drawn.unmet]
    assert places == sorted(places), "the earliest lessons' rules first"
    lines = text.split(UNMET_HEADING)[1].split(MET_HEADING)[0].splitlines()[1:]
    assert len(drawn.unmet) > UNMET_LISTED and len(lines) == UNMET_LISTED + 1
    rest = len(drawn.unmet) - UNMET_LISTED
    more = lines[-1].strip()
    assert more.startswith(f"and {rest} more rules: ") and "taught in" in more
    assert sum(int(n) for n in re.findall(r"(?:: |, )(\d+) ", more)) == rest
    assert more in re.sub(r"<[^>]+>", "", html), "the HTML says the same line"
    fold = html.split("<details>")[1].split("</details>")[0]
    for n in drawn.unmet[UNMET_LISTED:]:
        assert f'title="{n.rule}"' in fold


def test_one_or_two_rules_left_over_are_named_not_counted() -> None:
    """The round-22 judge read "and 2 more rules: 2 taught in ..." and could not tell which:
    a rest of one or two is listed like the others, in text and HTML; three are counted."""
    from dataclasses import replace

    from arkbook.coach.review import UNMET_LISTED

    drawn = review(coached_game("ark_of_animals", 5).game, "Ada")  # type: ignore[attr-defined]
    assert len(drawn.unmet) > UNMET_LISTED + 2
    two_over = replace(drawn, unmet=drawn.unmet[: UNMET_LISTED + 2])
    text, html = two_over.text(), two_over._repr_html_()
    section = html.split(UNMET_HEADING)[1].split(f"<details><summary><b>{MET_HEADING}")[0]
    assert "more rule" not in text and "<details>" not in section
    for n in two_over.unmet:
        assert f"  {n.plain or n.rulebook or n.rule} " in text, n.rule
    three_over = replace(drawn, unmet=drawn.unmet[: UNMET_LISTED + 3])
    assert "  and 3 more rules: " in three_over.text()


def test_a_tile_taken_over_a_reveal_is_said_with_where_it_goes_and_what_it_adds() -> None:
    """A round-41 learner's review said only "leaves you better placed for later" of each
    table tile the hint would have taken instead of revealing: it now names the tile, its
    best space and the points it adds there (here the Elephant fills the ark and ends the
    round, so its point is counted in the scored round)."""
    from arkbook.coach.games.ark_of_animals import later
    from arkbook.learn import scene

    game = scene("ark-of-animals", "the last 30 seconds")
    game.play("Ada: place 15")
    take, reveal = game.parse_move("Ada: take Elephant"), game.parse_move("Ada: reveal")
    assert later(game, "Ada", take, reveal) == (
        "the Elephant, known before it is placed, would add +1 point to this round as it"
        " stands, on space 16; a revealed tile is a blind draw"
    )
    assert "known before" not in later(game, "Ada", reveal, take)


def test_an_ark_of_animals_review_says_what_a_move_keeps_for_later() -> None:
    """The round-21 learner read "no better off in this round ... but rates higher for later"
    and could not tell what for. A Mouse in the corner of column 1 and one in its middle both
    score 1 point now; the corner keeps it from more of the spaces a predator may fill, and
    the review says so, not the evaluation's whole sentence."""
    from arkbook.ark_of_animals.positions import position
    from arkbook.coach.games.ark_of_animals import EATEN_LATER
    from arkbook.coach.hint import evaluation
    from arkbook.coach.hint import kept_for_later as _later

    game = position(
        ["Ada", "Ben"], arks={"Ada": {}, "Ben": {}}, hands={"Ada": "Mouse"}, levels="Novice"
    )
    corner, middle = game.parse_move("Ada: place 1"), game.parse_move("Ada: place 2")
    assert _later(game, "Ada", corner, middle) == (
        f"{EATEN_LATER}: the Mouse on space 2 would be eaten by any predator of size 1 or 2"
        " later placed on 1, 3, 4 or 5"
    )
    assert _later(game, "Ada", middle, corner) == evaluation(game, "Ada")  # nothing kept


def test_an_ark_of_animals_predator_left_is_told_by_what_it_would_eat() -> None:
    """A round-65 learner told to leave a Cobra read "more new species likely among the tiles
    to come", though the Cobra was a new species itself: the species it brings now counts with
    those to come, and what tells the moves apart is the Cobra's appetite on space 3."""
    from arkbook.ark_of_animals.positions import position
    from arkbook.coach.games.ark_of_animals import EATEN_LATER
    from arkbook.coach.hint import kept_for_later as _later

    game = position(
        ["Ada", "Ben"], arks={"Ada": {1: "Chameleon"}, "Ben": {}}, hands={"Ada": "Cobra"}
    )
    leave, there = game.parse_move("Ada: leave"), game.parse_move("Ada: place 3")
    assert _later(game, "Ada", leave, there) == (
        f"{EATEN_LATER}: the Cobra on space 3 would eat any herbivore of size 1 later placed"
        " on 2, 5 or 6"
    )


def test_an_ark_nova_review_names_the_part_a_move_keeps_for_later() -> None:
    """A round-45 judge read the whole evaluation ("animals in hand your zoo can host,
    enclosures, free building space, upgraded Action cards...") after every suggestion: the
    review names the part where the hint's move gains most, its turn finished."""
    from arkbook.coach.games.ark_nova import EVALUATION, LATER
    from arkbook.coach.hint import kept_for_later as _later
    from arkbook.learn import scene

    game = scene("ark-nova", "build, and the strength of a slot")
    game.play("Ada: action build")
    enclosure = game.parse_move("Ada: build enclosure-3")
    pavilion = game.parse_move("Ada: build pavilion")
    assert _later(game, "Ada", enclosure, pavilion) == LATER["enclosures"]
    assert _later(game, "Ada", pavilion, enclosure) == LATER["free space"]
    assert _later(game, "Ada", pavilion, pavilion) == EVALUATION  # nothing kept


def test_a_race_review_claims_no_first_finish_the_player_won_anyway() -> None:
    """A round-24 judge read "+2 points on this round's bonus for finishing first ... That
    would leave you 2 points better off" at a decision of a round they finished first all
    the same, 1.5 s later: in a finished round the player won first, that bonus is no gain."""
    from arkbook.coach.games.ark_of_animals import _NOW, kept
    from arkbook.coach.review import _won_anyway
    from arkbook.walkthrough import replay
    from tests.coach.test_review_met import whole_game

    final = whole_game("ark_of_animals", 3)
    firsts = [r.first for r in final.scored_rounds()]  # type: ignore[attr-defined]
    assert "Ada" in firsts and any(f != "Ada" for f in firsts), firsts
    world, seen = replay(final), {}
    for move in final.moves:
        seen.setdefault(world.view(None)["round"], world.clone())
        world.play(move)
    first = _NOW["first"]
    for round_no, position in seen.items():
        won = firsts[round_no - 1] == "Ada"
        assert kept(final, position, "Ada") == (frozenset({first}) if won else frozenset())
        best = Rating(
            Take("Ada", "Cow"),
            3.0,
            {first: 2.0, "this round's doubles (each cancels its animal's point)": 1.0},
        )
        chosen = Rating(Take("Ada", "Hay"), 0.0, {})
        assert _won_anyway(final, position, "Ada", best, chosen) == (2.0 if won else 0.0)


def test_an_ark_nova_decision_is_placed_by_the_players_turn() -> None:
    """A round-33 judge read "Your move 191 (move 397 of the game)" after a dozen turns: a
    turn of Ark Nova is many decisions, so the review counts turns (an Action card chosen, or
    the X-token action). The setup's discard comes before any turn (a round-45 judge read "Your
    turn 0")."""
    from arkbook.ark_nova import new_game
    from arkbook.bots import GreedyBot
    from arkbook.coach.games.ark_nova import moment

    game, bot, turns = new_game(["Ada", "Ben"], seed=3), GreedyBot(1), 0
    assert moment(game, game.moves) == "At setup"
    while turns < 5 or game.to_move[0] != "Ada":
        player = game.to_move[0]
        starting = "choose an Action card" in game.prompt
        turns += player == "Ada" and starting
        if player == "Ada" and starting:
            assert moment(game, game.moves) == f"Your turn {turns}"
        game.play(bot.choose(game, player))
    assert moment(game, game.moves) in (f"Your turn {turns}", f"Your turn {turns + 1}")


def test_after_a_late_start_turns_count_from_the_learners_first() -> None:
    """A round-45 judge read "Your turn 42" for their third turn of a late start, the bots
    having played 41 for Ada: a review counts the player's turns from their first decision."""
    from arkbook.bots import GreedyBot
    from arkbook.coach.review import _moment
    from arkbook.learn.ark_nova import late_start

    game = late_start(2036)
    first, bot = len(game.history), GreedyBot(5)
    starts = []
    while len(starts) < 3:
        player = game.to_move[0]
        if player == "Ada" and "choose an Action card" in game.prompt:
            starts.append(_moment(game, len(game.history), "Ada", first))
        game.play(bot.choose(game, player))
    assert starts == ["Your turn 1", "Your turn 2", "Your turn 3"]


def test_after_a_late_start_the_rules_met_are_those_since_the_learner_joined() -> None:
    """A round-46 learner's review of a late start listed rules of the bots' history ("With
    five X-tokens you cannot take the X-token action"): the rules met are those at work from
    the learner's first decision on, and the other player's turn just before it."""
    from arkbook.bots import GreedyBot
    from arkbook.coach.review import joined, met_rules
    from arkbook.coach.tips import record
    from arkbook.learn.ark_nova import late_start

    game = late_start(2036)
    first, bots = len(game.history), {"Ada": GreedyBot(3), "Ben": GreedyBot(4)}
    ada_before = max(t.index for t in game.history[1:] if t.move and t.move.player == "Ada")
    for _ in range(30):
        player = game.to_move[0]
        if player == "Ada":
            record(game, "Ada").decisions.append(len(game.history))
        game.play(bots[player].choose(game, player))
    assert joined(game, "Ada", first) == ada_before + 1
    assert joined(game, "Ada", 1) == 1  # a game played from its start: all of it
    everything = met_rules(game, "Ada")
    theirs = met_rules(game, "Ada", joined(game, "Ada", first))
    assert set(theirs) < set(everything)
    assert "nova.turn.x_action_full" in everything and "nova.turn.x_action_full" not in theirs
    assert {n.rule for n in review(game, "Ada").met} <= set(theirs)


#: A round-34 learner's whole game (seed 18, Ada against two greedy bots), to its last move.
ROUND_34_GAME = (
    "Ada: play Polar bear to starboard 1; Ben: play Moose to port 1; Ben: play Pig to starboard 3; "
    "Ben: pick Spider; Cy: play Deer to port 2; Ada: play Fruit to starboard 2; "
    "Ben: play Spider to port 2 driving out Deer; Cy: play Snail to starboard 2; "
    "Ada: take Giraffe; Ben: take Okapi; Cy: take Hippo; Ada: play Giraffe to port 2; "
    "Ada: play Reindeer to starboard 4; Ada: pick Bronto; Ben: play Elephant to port 3; "
    "Ben: pick Rabbit; Ben: play Rabbit to starboard 4; Cy: play Horse to starboard 4; "
    "Cy: play Hippo to port 3; Ada: play Bronto to starboard 3; Ben: take Mosquito; "
    "Cy: take Turtle; Ada: take Sloth; Ben: play Honey to starboard 1; "
    "Cy: play Chicken to port 3; Ada: play Llama to port 1; "
    "Ben: play Mosquito to starboard 3 driving out Pig; Cy: play Turtle to starboard 3; "
    "Ada: take Cow; Ben: take Camel; Cy: take Fish; Ada: play Cow to starboard 5; Ada: pick Panda; "
    "Ben: play Camel to port 4; Ben: pick Dog; Ben: play Dog to starboard 5; "
    "Cy: play Fish to port 5; Cy: pick Zebra; Ada: play Panda to starboard 5; Ben: take Rhino; "
    "Cy: play Mouse to port 4; Ada: play Sloth to port 4; Ben: play Water to starboard 6; "
    "Ben: pick Meat; Cy: play Zebra to port 6; Cy: pick Tyranno; Cy: play Tyranno to starboard 6; "
    "Ada: take Kangaroo; Ada: pet Penguin; Ben: pet Okapi; Ben: play Hedgehog to port 6; "
    "Ben: play Rhino to port 7; Ben: pick Manatee; Cy: take Nuts; "
    "Ada: play Crocodile to starboard 7; Ada: pick Mammoth; Ben: play Manatee to port 7; "
    "Cy: play Nuts to starboard 7; Ada: play Mammoth to starboard 8; Ada: pick Bison; "
    "Ada: play Bison to port 8; Ada: pick Gazelle; Ben: play Meat to starboard 6; "
    "Cy: play Chimpanzee to port 6; Cy: half disc on shy; Ada: take Sheep; Ben: take Squirrel; "
    "Ada: play Sheep to starboard 8; Ben: pass; Ada: pass"
)


def test_the_last_move_of_a_game_is_weighed_by_its_points_alone() -> None:
    """A round-34 learner's review said that a play ending the game, which changed no points,
    "rates higher for later" than their pass: the evaluation's terms for figures and cards in
    hand. With every choice ending the game, only the final lead counts."""
    from arkbook import ark

    game = ark.new_game(players=["Ada", "Ben", "Cy"], seed=18)
    *moves, last_move = ROUND_34_GAME.split("; ")
    for text in moves:
        game.play(text)
    last = hint(game, "Ada")
    assert "later" not in last.reason, last.reason
    game.play(last_move)
    assert game.is_over()
    decisions = review(game, "Ada").decisions
    assert decisions and all(d.turn < len(game.history) - 1 for d in decisions)
    assert all("for later" not in d.summary() for d in decisions)


#: A round-42 learner's whole game (seed 58, Ada against two greedy bots): their Chicken in
#: the endgame won the useful card once the pets were turned up (their Cow, Ben's Reindeer).
ROUND_42_GAME = (
    "Ada: play Fox to starboard 2; Ada: play Hippo to port 1; Ben: play Hay to starboard 1; "
    "Cy: play Lemming to port 3; Cy: pick Mouse; Cy: end turn; Ada: take Mammoth; "
    "Ben: take Turtle; Cy: play Water to starboard 1; Ada: play Chimpanzee to port 4; "
    "Ada: pick Tyranno; Ada: half disc on useful; Ben: play Turtle to port 1; "
    "Cy: take Koala; Ada: play Mammoth to starboard 3; Ada: pick Musk ox; "
    "Ada: play Tyranno to port 2; Ben: play Polar bear to starboard 3; "
    "Ben: play Kangaroo to port 5; Ben: pick Crocodile; Cy: play Snail to port 5; "
    "Ada: take Okapi; Ben: play Crocodile to starboard 4; Ben: pick Pig; "
    "Cy: play Mouse to port 5; Ada: play Musk ox to port 6; Ada: pick Squirrel; "
    "Ada: end turn; Ben: play Pig to starboard 5; Ben: pick Mosquito; "
    "Cy: play Koala to port 7; Cy: pick Moose; Ada: play Arctic hare to port 6; "
    "Ada: play Squirrel to port 7; Ben: play Mosquito to port 4 driving out Chimpanzee; "
    "Ben: half disc on useful; Cy: take Bronto; Ada: play Okapi to port 7; Ben: take Meat; "
    "Cy: play Bronto to starboard 5; Cy: play Moose to port 3; Ada: take Horse; "
    "Ben: play Meat to starboard 4; Cy: play Panda to port 6; "
    "Ada: play Horse to starboard 2; Ada: end turn; Ben: take Honey; Cy: take Rhino; "
    "Ada: take Cow; Ben: take Reindeer; Ben: pet Reindeer; Cy: no pet; Ada: pet Cow; "
    "Cy: play Bison to port 3; Cy: play Rhino to starboard 5; "
    "Ada: play Spider to port 3 driving out Lemming; Ben: play Manatee to port 4; "
    "Cy: take Gazelle; Ada: take Chicken; Ben: take Hedgehog; Cy: play Fruit to port 2; "
    "Ada: play Fish to starboard 4; Ben: play Honey to port 8; Ben: pick Deer; "
    "Cy: take Giraffe; Ada: take Elephant; Ben: play Camel to starboard 6; Ben: pick Llama; "
    "Ben: play Hedgehog to port 9; Ben: pick Zebra; Cy: play Gazelle to starboard 6; "
    "Ada: play Chicken to starboard 6; Cy: play Dog to port 8; Ada: pass; Cy: pass"
)


def test_a_review_weighs_the_face_down_pets_it_can_only_guess() -> None:
    """The round-42 review blamed that Chicken and proposed passing: the coach counted only
    Ada's own pet, so Ben's face-down Reindeer, which tied the useful card, never weighed.
    The coach now counts every pet in its sampled worlds (the others' dealt afresh from what
    Ada cannot see), and rates a decision it blames over more of them."""
    from arkbook import ark

    game = ark.new_game(players=["Ada", "Ben", "Cy"], seed=58)
    for text in ROUND_42_GAME.split("; "):
        game.play(text)
    assert game.is_over()
    blamed = [str(d.theirs) for d in review(game, "Ada").decisions]
    assert "Ada: play Chicken to starboard 6" not in blamed, blamed


def test_a_blamed_decision_is_told_with_the_rest_of_the_turn_as_played() -> None:
    """A round-44 learner read "Yours: Ada plays the Rhino into port 1" as dropping the Dog
    they played with it: their decision is told with the rest of their turn."""
    from arkbook.ark.positions import position
    from arkbook.coach.review import _their_turn

    game = position(
        port=[["Cow"], ["Sheep"]],
        starboard=[["Horse"], ["Llama"]],
        hands={"Ada": ["Rhino", "Dog"]},
    )
    before = game.clone()
    game.play("Ada: play Rhino to port 1")
    game.play("Ada: play Dog to starboard 1")
    rest = game.moves[-1:]
    said = _their_turn(before, "Ada", before.parse_move("Ada: play Rhino to port 1"), rest)
    assert said == "Ada plays the Rhino into port 1, then plays the Dog into starboard 1"


#: A round-45 Ark learner's whole game (seed 314, two greedy bots), ended by Ada's endgame pass
#: and then Ben's.
ROUND_45_PASS_GAME = (
    "Ada: play Penguin to port 2; Ben: play Nuts to port 1; Cy: play Hay to port 1; "
    "Ada: play Bronto to starboard 1; Ben: take Moose; Cy: play Reindeer to port 2; "
    "Ada: take Turtle; Ben: take Bison; Cy: take Lion; Ada: play Gazelle to starboard 3; "
    "Ada: pick Sheep; Ada: play Sheep to starboard 2; Ben: play Bison to port 3; "
    "Ben: pick Brown bear; Ben: play Musk ox to starboard 4; Ben: pick Squirrel; "
    "Cy: play Mouse to starboard 4; Cy: play Lion to port 4; Cy: pick Rabbit; "
    "Ada: take Giraffe; Ben: play Moose to starboard 4; Ben: play Squirrel to starboard 3; "
    "Cy: take Horse; Ada: play Giraffe to port 5; Ada: pick Rhino; "
    "Ada: play Rhino to starboard 1; Ben: play Water to port 4; "
    "Cy: play Rabbit to starboard 3; Cy: play Horse to port 3; Ada: take Skunk; "
    "Ben: take Okapi; Cy: play Fruit to starboard 5; Cy: pick Dog; "
    "Ada: play Elephant to starboard 2; Ada: play Skunk to starboard 1 driving out Kangaroo; "
    "Ben: play Okapi to port 6; Ben: pick Spider; Ben: play Camel to starboard 6; "
    "Ben: pick Zebra; Cy: play Dog to port 6; Ada: take Chimpanzee; Ada: pet Snail; "
    "Ben: no pet; Ben: play Spider to starboard 3 driving out Squirrel; Cy: take Polar bear; "
    "Ada: play Chimpanzee to port 5; Ada: half disc on useful; "
    "Ben: play Grain to starboard 5; Cy: play Polar bear to port 3; "
    "Cy: play Hedgehog to starboard 7; Cy: pick Mammoth; Ada: play Turtle to starboard 6; "
    "Ben: take Manatee; Cy: take Chicken; Ada: play Honey to starboard 5; "
    "Ben: take Crocodile; Cy: play Chicken to starboard 6; Ada: take Sloth; "
    "Ben: play Mosquito to port 5 driving out Chimpanzee; Ben: half disc on slow; "
    "Cy: play Fish to port 4; Ada: play Sloth to port 5; Ben: take Tyranno; Ada: pass; "
    "Ben: pass"
)


def test_a_last_decision_is_compared_by_its_points_only() -> None:
    """The round-45 learner's final pass was blamed: the hint's play "would score no more than
    yours ..., but leaves you better placed for later", and the game ended a move later. At the
    player's last decision nothing is left for later: only points count."""
    from arkbook import ark

    game = ark.new_game(players=["Ada", "Ben", "Cy"], seed=314)
    for text in ROUND_45_PASS_GAME.split("; "):
        game.play(text)
    assert game.is_over() and str(game.moves[-2]) == "Ada: pass"
    blamed = [str(d.theirs) for d in review(game, "Ada").decisions]
    assert blamed and "Ada: pass" not in blamed, blamed


def test_a_review_shows_the_decisions_that_cost_points_before_those_only_for_later() -> None:
    """Learners in rounds 45 to 47 read entry after entry "would score no more than yours" under
    "Where the hint would have done better": decisions where the better move left the player
    points ahead come first, and one that only keeps more for later fills a place left."""
    from types import SimpleNamespace

    from arkbook.coach.review import SHOWN, most_telling

    def decision(turn: int, points: int, gap: float, theirs: str = "") -> Any:
        hint = SimpleNamespace(move="Ada: take Sheep")
        return SimpleNamespace(turn=turn, points=points, gap=gap, theirs=theirs, hint=hint)

    later_only = [decision(t, 0, 5.0, f"Ada: move {t}") for t in (1, 2, 3)]
    costly = [decision(10, 2, 1.0, "Ada: pass"), decision(4, 1, 0.5, "Ada: leave")]
    shown = most_telling([*later_only, *costly])
    assert len(shown) == SHOWN
    assert [d.turn for d in shown] == [1, 4, 10]  # both costly ones, then the largest later gap
    assert most_telling(later_only[:2]) == later_only[:2]
    # The same choice made again is told once (round 52: a wait at 37.5 s and at 39 s).
    waits = [decision(t, 1, 1.0 + t, "Ada: wait") for t in (5, 6)]
    assert [d.turn for d in most_telling([*waits, costly[0]])] == [6, 10]


def test_a_decisions_reason_weighs_the_hint_against_the_players_own_move() -> None:
    """A round-48 learner who had upgraded Build read "but against “Ada upgrades the Cards
    Action card” it rates higher for later": in a review the hint's move is told against the
    move the player made, never against the hint's own runner-up."""
    game = coached_game("ark_of_animals", 0).game  # type: ignore[attr-defined]
    found = [d for d in review(game, "Ada").decisions if "against “" in d.hint.reason]
    assert found, "this game has a decision told against another move"
    for decision in found:
        for named_move in re.findall(r"against “([^”]+)”", decision.hint.reason):
            assert decision.said.startswith(named_move), (decision.said, decision.hint.reason)


def test_a_level_meets_the_levels_it_is_built_on() -> None:
    """A round-48 learner at Master read "Normal level plays the rules as described" among the
    rules that did not come up: a Master plays Expert's rules, and Expert the normal ones."""
    game = new_game(["Ada", "Ben"], seed=4, levels={"Ada": "Master", "Ben": "Master"})
    met = set(met_rules(game, "Ada"))
    assert {"aoa.level.master", "aoa.level.expert", "aoa.level.normal"} <= met
    assert "aoa.level.grand-master" not in met and "aoa.level.novice" not in met


@pytest.mark.parametrize("engine", ENGINES)
def test_a_move_the_hint_gave_is_never_blamed(engine: str, monkeypatch: Any) -> None:
    """A round-53 learner who played every hint read one of them under "Where the hint would
    have done better": the review rates over more worlds than Hint, and may rank another
    move first. With Hint giving each move the learner played, nothing is blamed."""
    import importlib

    reviewing = importlib.import_module("arkbook.coach.review")  # the module, not the function
    game = coached_game(engine, 5).game  # type: ignore[attr-defined]
    assert review(game, "Ada").decisions, "the game has decisions to blame"

    def the_move_played(position: Game, player: str) -> Any:
        return game.history[len(position.history)].move

    monkeypatch.setattr(reviewing, "best_move", the_move_played)
    assert review(game, "Ada").decisions == ()


def test_a_decision_later_in_a_turn_says_what_the_turn_had_done() -> None:
    """A round-53 learner read the hint's Bronto, told after their Moose, as tipping the ark
    from the turn's start: a decision says what the player had played before it that turn."""
    from arkbook import ark
    from arkbook.coach.review import _earlier_in_turn

    game = ark.new_game(["Ada", "Ben", "Cy"], seed=3)
    worded = {4: "Ada plays the Moose into port 3"}  # Ada's move at history entry 4
    assert _earlier_in_turn(game, 5, "Ada", worded) == ", after “Ada plays the Moose into port 3”"
    assert _earlier_in_turn(game, 4, "Ada", worded) == ""  # her turn's first decision
    game = coached_game("ark_nova", 5).game  # type: ignore[attr-defined]
    decisions = review(game, "Ada").decisions
    later = [d for d in decisions if game.history[d.turn - 1].move.player == "Ada"]
    assert later, "a decision later in a turn is among those shown"
    for d in decisions:
        assert (d in later) == (", after “Ada " in d.summary()), d.summary()


def test_a_review_with_nothing_better_says_a_hint_names_one_good_move_among_others() -> None:
    """Round 55: a learner who had gone against five hints read a bare "nowhere" as the
    review contradicting the hints."""
    done = review(new_game(["Ada", "Ben"], seed=1), "Ada")
    assert not done.decisions
    assert f"  {NOWHERE}" in done.text() and "others may be as good" in NOWHERE
    assert "others may be as good" in done._repr_html_()


def test_a_decision_reviewed_at_once_is_rated_as_after_playing_on() -> None:
    """Round 55: a learner's break alternative, reviewed right after it, was rated by its points
    only (as a finished game's last decision is) and named a pavilion; reviewed after they had
    played on, by the evaluation, it named the Cards action. A game going on has a later."""
    from arkbook.boards import ArkNovaBoard
    from arkbook.coach.review import _moment
    from arkbook.learn.ark_nova import late_start

    board = ArkNovaBoard(late_start(seed=2036), seats={"Ben": "greedy"}, coach=True)
    first = len(board.game.history)
    turn_1 = "action animals|play Capybara|enclosure 10|play King Cobra|enclosure 11"
    turn_3 = "take 3|at 0,3 r0|action build|spend 0|build enclosure-3"
    for move in [*turn_1.split("|"), "action sponsors", "break"]:
        assert board.play(f"Ada: {move}")

    def named() -> list[str]:
        done = board.review()
        return [str(d.hint.move) for d in done.decisions if str(d.theirs) == "Ada: action sponsors"]

    at_once = named()
    # The break's snap is Ada's decision after her turn 2, not in it.
    assert board.game.prompt == "Ada: take a card from any display folder."
    assert _moment(board.game, len(board.game.history), "Ada", first) == (
        "In the break after your turn 2"
    )
    for move in turn_3.split("|"):
        assert board.play(f"Ada: {move}")
    assert at_once and named() == at_once


#: A round-68 learner's Ark game (seed 58) to their tenth turn, where they played the Bronto.
ROUND_68_ARK = (
    "Ada: play Fox to starboard 2; Ada: play Hippo to port 1; Ben: play Hay to starboard 1; "
    "Cy: play Lemming to port 3; Cy: pick Mouse; Cy: end turn; Ada: take Mammoth; "
    "Ben: take Turtle; Cy: play Water to starboard 1; Ada: take Mosquito; "
    "Ben: play Turtle to port 1; Cy: take Tyranno; Ada: play Mosquito to port 2; "
    "Ben: play Polar bear to starboard 3; Ben: pick Pig; Ben: play Pig to port 4; "
    "Ben: pick Snail; Cy: take Okapi; Ada: play Chimpanzee to starboard 4; Ada: pick Koala; "
    "Ada: half disc on heavy; Ada: play Musk ox to port 4; Ben: play Kangaroo to starboard 5; "
    "Ben: pick Honey; Cy: play Crocodile to port 5; Cy: pick Meat; "
    "Ada: play Koala to starboard 5; Ben: play Snail to port 3; "
    "Cy: play Mouse to starboard 6; Cy: pick Moose; Cy: play Moose to starboard 3; "
    "Ada: play Mammoth to port 6; Ada: pick Arctic hare; Ada: play Arctic hare to starboard 6; "
    "Ben: play Honey to port 2; Cy: play Squirrel to starboard 6; Cy: end turn; "
    "Ada: take Bronto; Ben: take Panda; Cy: play Meat to starboard 7; Cy: pick Horse; "
    "Ada: take Deer; Ben: play Panda to port 6; Cy: play Horse to starboard 2; "
    "Cy: play Tyranno to port 7; Cy: pick Reindeer"
)


def test_a_decision_tells_the_hints_own_plan_for_the_rest_of_the_turn() -> None:
    """A round-68 learner was told by Hint "then takes the face-up Cow for opening a new
    cabin", and by the review, of the same decision, "then takes the face-up Nuts": the review
    rated the hint's move along its own line. It rates it along Hint's plan."""
    from arkbook import ark
    from arkbook.coach.review import _decision

    game = ark.new_game(players=["Ada", "Ben", "Cy"], seed=58)
    for move in ROUND_68_ARK.split("; "):
        game.play(move)
    before = game.clone()
    theirs = game.parse_move("Ada: play Bronto to starboard 4")
    game.play(theirs)
    game.play("Ada: end turn")
    found = _decision(before, "Ada", len(game.history) - 2, theirs, game, 1)
    assert found is not None and found.by == "the hint"
    told = hint(before, "Ada")
    assert "then takes the face-up Cow for opening a new cabin" in told.reason
    assert found.hint.reason.split(":")[0] == told.reason.split(":")[0]


def test_a_last_tile_placed_keeps_nothing_for_a_round_that_its_placing_ends() -> None:
    """A round-73 learner was told to leave an Owl 3 s before Ben's sandglass ran out, as "a
    tile nearer to turning the sandglass first (+2 points)": the Owl on the last empty space
    would end the round, and its parts were read from the next round's empty arks."""
    from arkbook.ark_of_animals.positions import position
    from arkbook.coach.games.ark_of_animals import SPEED_LATER, _parts_after, later

    names = ["Elephant", "Deer", "Giraffe", "Horse", "Monkey", "Sheep", "Mouse", "Owl"]
    names += ["Rabbit", "Pigeon", "Chameleon", "Frog", "Toad", "Bear", "Fox", "Lion"]
    ada = {space: name for space, name in enumerate(names, start=1) if space != 15}
    game = position(
        arks={"Ada": ada, "Ben": dict(enumerate(names, start=1))},
        hands={"Ada": "Owl"},
        clock_ms=86_500,
        sandglass={"turned_by": "Ben", "at_ms": 60_000},
    )
    leave, last = game.parse_move("Ada: leave"), game.parse_move("Ada: place 15")
    assert not any(_parts_after(game, "Ada", last).values())
    assert later(game, "Ada", leave, last) != SPEED_LATER
    assert "sandglass" not in later(game, "Ada", leave, last)
