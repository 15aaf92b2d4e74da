"""Every game draws itself: HTML without scripts, scoped, deterministic, and a text form."""

from __future__ import annotations

import re

import pytest

from arkbook import ark, ark_nova, ark_of_animals
from arkbook.game import Game
from arkbook.pictures import ROOT_CLASS, Mark, picture
from arkbook.pictures.ark import PETS_NOTE
from tests.teaching import scenes

GAMES = {
    "ark": lambda: ark.new_game(["Ada", "Ben", "Cy"], seed=7),
    "ark_of_animals": lambda: ark_of_animals.new_game(["Ada", "Ben"], seed=7),
    "ark_nova": lambda: ark_nova.new_game(["Ada", "Ben"], seed=7),
}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_has_a_static_picture_and_a_text_form(name):
    game = GAMES[name]()
    html = game._repr_html_()
    assert "<script" not in html.lower()
    assert "<link" not in html.lower() and "src=" not in html.lower(), "no external files"
    assert f'class="{ROOT_CLASS} ' in html
    assert html == GAMES[name]()._repr_html_(), "nbval compares the HTML byte for byte"
    assert not re.search(r"0x[0-9a-f]{6,}", html + game.picture().text)
    text = game.picture().text
    assert text == GAMES[name]().picture().text
    assert text.splitlines()[0].endswith(game.prompt.rstrip())


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_picture_reads_as_its_text(name):
    """Learners wrote ``"Lion" in game.picture("Ada")`` and ``game.picture("Ada")[:1500]`` and
    got a TypeError: a picture is its text, and still draws itself as HTML in a notebook."""
    game = GAMES[name]()
    pic = game.picture("Ada")
    text = str(pic)
    assert type(text) is str and text == pic.text == pic
    assert game.prompt.rstrip() in pic and "no such words" not in pic
    assert pic[:40] == text[:40] and type(pic[:40]) is str and pic[0] == text[0]
    assert len(pic) == len(text) and pic.splitlines() == text.splitlines()
    assert repr(pic) == text, "shown as the text it is, not as a quoted string"
    assert pic._repr_html_() == pic.html and pic.html.startswith("<style>")


def test_a_picture_shows_in_a_notebook_as_html_and_its_text():
    """IPython's plain form is the text, not a str's quoted repr (``ShowsAsText`` before
    ``str``), and the HTML is the picture's: what a notebook stores and nbval compares."""
    from IPython.core.formatters import DisplayFormatter

    pic = GAMES["ark"]().picture("Ada")
    shown, _ = DisplayFormatter().format(pic)
    assert shown == {"text/plain": pic.text, "text/html": pic.html}


def test_a_picture_copied_or_pickled_keeps_its_html():
    import copy
    import pickle

    pic = GAMES["ark_nova"]().picture("Ada")
    for again in (copy.copy(pic), copy.deepcopy(pic), pickle.loads(pickle.dumps(pic))):
        assert type(again) is type(pic) and again.html == pic.html and again.text == pic.text


def test_every_css_rule_is_scoped_under_the_one_class():
    html = GAMES["ark"]()._repr_html_()
    style = html[html.index("<style>") + 7 : html.index("</style>")]
    for rule in re.findall(r"([^{}]+)\{", style):
        for selector in rule.split(","):
            assert selector.strip().startswith(f".{ROOT_CLASS}"), selector


def test_ark_picture_shows_cabins_bow_and_scoring_cards():
    game = scenes.rabbit()
    text = game.picture().text
    assert "1    Cow (2)" in text and "Horse (3)" in text
    assert "bow  port  -2  [-1]" in text  # port weighs 5, starboard 4
    assert "action discs: Ada 4, Ben 4, Cy 4 · no figures on the scoring cards yet" in text
    html = game._repr_html_()
    for word in ("port 1", "starboard 2", "new cabin", "weight 3", "carnivore"):
        assert word in html
    game.play("Ada: play Rabbit to starboard 1")
    assert "shy             1    0   0" in game.picture().text
    assert "Scoring cards" in game._repr_html_()


def test_an_ark_picture_leaves_out_what_the_scene_is_not_about():
    from arkbook.errors import ArkbookError
    from arkbook.pictures import picture

    game = scenes.rabbit()
    whole = picture(game, player="Ada").text
    bare = picture(game, player="Ada", leave_out=("table", "hands", "scores")).text
    assert "face up:" in whole and "Ada's hand" in whole and "action discs" in whole
    assert "face up:" not in bare and "Ada's hand" not in bare and "action discs" not in bare
    assert "Cow (2)" in bare and "bow  port" in bare
    hands_only = picture(game, player="Ada", leave_out=("table",)).text
    assert "Ada's hand" in hands_only and "face up:" not in hands_only
    assert "Ada's hand" not in game.targets("Rabbit").text(), "a card's places need no hands"
    with pytest.raises(ArkbookError, match="no part"):
        picture(game, leave_out=("zoo",))


def _endgame_with_pets() -> Game:
    """The endgame, Ada's pet the Rabbit and Ben's the Lion (Cy has none)."""
    from arkbook.ark.positions import position

    return position(
        port=[["Cow"]],
        starboard=[["Camel"]],
        pets={"Ada": "Rabbit", "Ben": "Lion"},
        rain_drawn=5,
        phase="endgame",
    )


def test_ark_face_up_cards_are_marked_unused_in_the_endgame():
    """Nobody takes a card in the endgame, yet the round-20 learner saw the face-up cards still
    listed as before and wondered whether they mattered."""
    assert "face up (unused): " in _endgame_with_pets().picture().text
    assert "face up: " in scenes.rabbit().picture().text


def test_ark_pets_are_counted_face_down_and_named_once_turned_over():
    """During the game a pet is only "hidden" or "none" (a round-57 learner read counts 1 and 0
    as points); at the end it is face up, so the picture names it instead of still saying
    "face down", and says that its figure is already on the scoring card above (the round-18
    judge saw the shy row grow by a pet, told nowhere)."""
    game = _endgame_with_pets()
    assert re.search(r"pets \(face down\)\s+hidden\s+hidden\s+none", game.picture().text)
    assert PETS_NOTE not in game.picture().text
    game.play("Ada: pass")
    text = game.picture().text
    assert "face down" not in text
    assert re.search(r"pets \(face up\)\s+Rabbit\s+Lion\s+—", text)
    assert re.search(r"shy\s+1\s+0\s+0", text)
    assert PETS_NOTE in text and PETS_NOTE in game.picture().html


def test_an_ark_players_picture_shows_their_own_face_down_pet_and_no_one_elses():
    """At a real table you may look at your own pet: the picture for a seat names it there,
    and still only counts the other players' pets."""
    game = _endgame_with_pets()
    assert re.search(r"pets \(face down\)\s+Rabbit\s+hidden\s+none", game.picture("Ada").text)
    ben = game.picture("Ben")
    assert re.search(r"pets \(face down\)\s+hidden\s+Lion\s+none", ben.text)
    assert "Rabbit" not in ben.text and "Rabbit" not in ben.html
    assert "Rabbit" not in game.picture("Cy").html


def test_ark_half_figures_read_as_what_they_count():
    """A figure on an orange disc reads as its worth in words, "1.5 (1 figure on a disc)", not
    as the engine's "0 + 1×1.5"; a learner also took "1.5 (1 on a disc)" for engine output, so
    the picture says what a disc under a figure does."""
    from arkbook.ark.positions import position

    game = position(
        port=[["Elephant"], ["Sheep"]], starboard=[["Cow"]], hands={"Ada": ["Bronto", "Pig"]}
    )
    game.play("Ada: play Bronto to starboard 2")
    text = game.picture().text
    assert re.search(r"heavy\s+1\.5\s+0\s+0", text) and "×" not in text
    assert "heavy, Ada: 1.5 (1 figure on a disc)" in text
    # The count alone sits in the table, so each column stays under its player's name
    # (round-8 judge: "1.5 (1 figure on a disc)" pushed the rows out of line).
    head, heavy = [line for line in text.splitlines() if line.startswith(("scoring", "heavy "))]
    assert head.index("Ada") + len("Ada") == heavy.index("1.5") + len("1.5")
    assert len(head) == len(heavy)
    assert "A figure on an orange disc counts 1.5 figures." in text
    assert "A figure on an orange disc counts 1.5 figures." in game.picture().html


def test_ark_of_animals_picture_shows_the_grid_grain_columns_and_multipliers():
    game = ark_of_animals.new_game(["Ada", "Ben"], seed=3, levels={"Ada": "Grand Master"})
    html = game._repr_html_()
    assert html.count("<polygon") == 32, "16 spaces per ark"
    assert "×2" in html and "middle" in html, "Grand Master multipliers above the columns"
    assert "▼ 1" in html, "the column being filled"
    text = game.picture().text
    assert "Ada (Grand Master): holds nothing · filling column 1 · 0 of 16" in text
    assert "column 1:" not in text, "an empty ark is its line alone"
    game.play("Ada: reveal")
    game.play("Ben: wait")
    game.play("Ben: wait")
    held = game.view(None)["players"][0]["hand"]
    game.play("Ada: place 2")
    assert f"  ▼column 1: 1 empty, 2 {held}, 3 empty" in game.picture(None).text.replace(
        "face down", held
    )


def test_ark_of_animals_grain_markers_are_drawn():
    game = scenes.race()
    # Rounds 2 and 3 lay grain; reaching them by play is long, so draw the round-2 ark by hand.
    assert "grain" not in game.picture().text
    game._arks[0][9] = -2  # the engine's own grain code on space 10 (arkbook scoring.GRAIN)
    assert "10 grain" in game.picture().text
    assert ">grain<" in game._repr_html_()


def test_ark_nova_picture_shows_map_action_row_and_tracks():
    game = scenes.zoo()
    html = game._repr_html_()
    assert html.count("≈") >= 10 and "▲" in html, "water and rock"
    assert "E3·1" in html and "E1·2" in html, "Ada's buildings"
    text = game.picture().text
    assert "Ada · hand: 3 cards · Action cards: 1 Sponsors I · 2 Build I" in text
    zebra = "a size-3 enclosure on column 2, rows 7 and 9; column 3, row 8: Plains Zebra"
    assert zebra in text
    assert not re.search(r"\b[ASPF]\d\d\b|\d,\d+ r\d", text + html), "no card ids, no notation"
    assert re.search(r"^Ada +0 +7 \(white 0\) +0 \(1 folder\) +20 +2$", text, flags=re.M)


def test_upgraded_action_cards_show_side_two():
    game = scenes.zoo()
    game.s.players[0].upgraded |= {"build"}
    assert "2 Build II" in game.picture().text
    assert "side II ★" in game._repr_html_()


@pytest.mark.parametrize("allowed", [True, False])
def test_a_mark_shows_its_sign_label_reason_and_rule(allowed):
    game = scenes.rabbit()
    mark = Mark("port 2", allowed, "because of the Lion", "ark.cabin.shy", "port 2")
    pic = picture(game, [mark])
    sign = "✔" if allowed else "✘"
    assert f"{sign} port 2: because of the Lion [ark.cabin.shy]" in pic.text
    assert f"2    {sign} Lion (3)" in pic.text
    assert ("ab-mark-ok" if allowed else "ab-mark-no") in pic.html
    assert f'title="port 2: 1 of 3 cards — {sign} because of the Lion"' in pic.html
    assert "because of the Lion" in pic.html.split('<ol class="ab-legend">')[1]


def test_a_players_picture_hides_what_the_player_may_not_see():
    """Ada's picture shows her hand; Ben's does not, nor does the game printed without a
    viewer, which shows only what everyone at the table sees."""
    game = scenes.rabbit()
    assert "Rabbit" in game.picture("Ada").text
    assert "Rabbit" not in game.picture(player="Ben").text
    assert "Rabbit" not in game.picture().text and "hand" not in game.picture().text
    assert "Rabbit" not in game._repr_html_()


def test_a_scored_ark_of_animals_round_marks_what_the_steps_removed() -> None:
    """The worked example's picture marks exactly the engine's removals, step by step."""
    from arkbook.ark_of_animals import WORKED_EXAMPLE, score_layout

    result = score_layout(**WORKED_EXAMPLE)
    text = result.picture("Ada").text
    assert "2 ✘ Pigeon" in text and "8 ✘ Frog" in text and "12 ✘ Chameleon" in text
    assert "13 ✘ grain" in text and "10 grain" in text and "14 grain" in text
    assert "1 grain: -2 · 1 of 3 grain markers eaten" in text
    assert "3 balance: -3 · left side 11, right side 8" in text
    assert "the Elephant (size 3) beside the Cobra" in text
    assert "total: 8 [aoa.score.order]" in text
    assert "Ben" not in text.split("\n", 1)[1]
    html = result._repr_html_()
    assert "<script" not in html and html.count("<svg") == 2


def test_the_ark_of_animals_tile_table_lists_every_tile() -> None:
    from arkbook.ark_of_animals import SPECIES
    from arkbook.pictures.ark_of_animals import tile_table

    text = tile_table().text
    assert text.startswith("The 84 animal tiles: 22 species")
    for species in SPECIES:
        assert species.name in text


def test_the_ark_of_animals_adjacency_table_is_the_boards_whole_adjacency() -> None:
    """Each space's row lists exactly the spaces the scoring treats as touching it."""
    import re

    from arkbook.ark_of_animals.data import BOARD
    from arkbook.pictures.ark_of_animals import adjacency_table

    rows = [r for r in adjacency_table().text.splitlines() if re.match(r"\d+ +column", r)]
    assert len(rows) == 16
    for row in rows:
        space, touches = re.fullmatch(r"(\d+)\s+column .*?  ([\d, ]+)", row).groups()
        listed = {int(n) - 1 for n in touches.split(", ")}
        assert listed == set(BOARD.neighbours[int(space) - 1]), row
    assert re.search(r"^10 +column 3, bottom +6, 9, 13$", adjacency_table().text, re.M)
    wheres = [re.split(r"\s{2,}", row)[1] for row in rows]
    assert len(set(wheres)) == 16, wheres  # spaces 8 and 9 both read "column 3, middle"
    assert wheres[7:9] == ["column 3, upper middle", "column 3, lower middle"]


def test_the_ark_of_animals_adjacency_table_draws_the_ark_in_its_text_too() -> None:
    """A learner reading the lesson as text saw tables only, no ark with its numbers: the text
    draws each space where its hexagon lies, touching spaces side by side; "keel", a word
    the lesson never explained, is gone."""
    from arkbook.ark_of_animals.data import BOARD
    from arkbook.pictures.ark_of_animals import adjacency_table

    text = adjacency_table().text
    assert "keel" not in text
    head, _master, _grand_master, *sketch = text.splitlines()[1:11]
    assert head.split() == ["column", "1", "2", "3", "4", "5"]
    for s in range(BOARD.size):
        (line,) = [i for i, row in enumerate(sketch) if f"[{s + 1}]" in row]
        assert line == BOARD.row_of[s]  # one line per half hexagon, from the top
        centre = sketch[line].index(f"[{s + 1}]") + len(f"[{s + 1}]") / 2
        assert abs(centre - head.index(str(BOARD.column_of[s] + 1)) - 0.5) <= 1


def test_the_ark_of_animals_sketch_carries_the_printed_boards_marks() -> None:
    """A learner asked where a real board's grain spaces and ×2 marks lie: the sketch marks
    each grain space of round 3 with a star, says which round lays which, and writes each
    column's weight over it for each level that weighs, all read from board.json."""
    from arkbook.ark_of_animals.data import BOARD
    from arkbook.pictures.ark_of_animals import adjacency_table

    lines = adjacency_table().text.splitlines()
    weights = [BOARD.gm_weight[BOARD.columns[c][0]] for c in range(5)]
    # A line per level: a round-58 learner playing Master read Grand Master's as theirs, a
    # round-62 learner read "×1 ... at Grand Master" as columns that count only then.
    marks = [f"×{w}" if w else "-" for w in weights]
    assert lines[2].split() == ["Master", "×1", "×1", "-", "×1", "×1"]
    assert lines[3].split() == ["Grand", "Master", *marks]
    starred = {int(n) for n in re.findall(r"\[(\d+)\]\*", "\n".join(lines[4:11]))}
    assert starred == {s + 1 for s in BOARD.grain[3]} == {10, 13, 14}
    assert (
        "* grain space (Expert and above): space 10 in round 2; 10, 13 and 14 in round 3."
        in (lines[11])
    )


def test_a_walkthrough_step_shows_its_words_not_its_snapshot() -> None:
    """A step can be an exercise's answer: its text and HTML are the narration and the rule."""
    from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard
    from arkbook.walkthrough import Walkthrough

    step = Walkthrough.setup(
        ark_of_animals.new_game(["Ada", "Ben"], seed=1), ArkOfAnimalsBoard
    ).steps[0]
    assert repr(step) == step.text()
    assert step.text().startswith("Setup step 1 of 4: Player boards")
    assert "aoa.setup.boards" in step._repr_html_() and "snapshot" not in repr(step)


def test_an_ark_of_animals_picture_keeps_no_words_in_svg() -> None:
    """Untrusted, JupyterLab drops SVG and ``<style>`` but keeps their text: so the arks' SVG
    holds shapes only, and every space's words are an HTML box placed by inline style, with
    its tooltip as a ``title`` attribute (both survive the sanitizer)."""
    import re

    game = ark_of_animals.new_game(["Ada", "Ben"], seed=1, levels={"Ben": "Grand Master"})
    html = game.picture()._repr_html_()
    for svg in re.findall(r"<svg.*?</svg>", html, re.S):
        assert re.sub(r"<[^>]+>", "", svg).strip() == "", "no text nodes inside the SVG"
    assert "<title" not in html
    boxes = re.findall(r'<div class="ab-space" title="([^"]*)" style="position:absolute;', html)
    assert len(boxes) == 32 and boxes[0] == "space 1: empty"
    assert "×2" in re.sub(r"<svg.*?</svg>", "", html, flags=re.S), "Grand Master's ×2 is HTML"


def test_an_ark_hand_line_names_each_cards_kind() -> None:
    """A learner read "Mosquito! (0)" and could not tell it was slow, so must be played alone:
    the hand line names each card's kind as the lessons do."""
    game = ark.new_game(["Ada", "Ben", "Cy"], seed=1)
    hand = game.view("Ada")["hands"]["Ada"]
    line = next(t for t in str(game.picture("Ada")).splitlines() if t.startswith("Ada's hand"))
    for card in hand:
        assert f"{card['name']}{'!' if card['ability'] else ''} ({card['kind']}, " in line


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_finished_games_picture_says_the_result(name):
    """A learner's ``game.picture("Ada")`` of a finished Ark said "The game is over" and
    neither the final score nor the winner, which only the board's display gave (l14 judge):
    every game's picture of a finished game says both, in text and HTML, under its title."""
    from tests.boards.test_faithful_walkthroughs import finished

    game = finished(name)
    outcome = game.outcome()
    assert outcome is not None
    pic = game.picture("Ada")
    said = pic.text.splitlines()[1]
    assert said.startswith("Final score: ") and outcome.verdict() in said
    for player, points in outcome.scores.items():
        assert f"{player} {points:g}" in said
    assert said.replace("'", "&#x27;") in pic.html
    assert pic.text.count(" wins") + pic.text.count("share the victory") >= 1


def test_the_result_names_who_share_a_victory():
    """Tied players who share say so; a win on a tie-break says the tie-break."""
    from arkbook.game import Outcome

    shared = Outcome({"Ada": 8, "Ben": 8, "Cy": 3}, ("Ada", "Ben"))
    assert shared.final_score() == "Final score: Ada 8, Ben 8, Cy 3. Ada and Ben share the victory."
    broken = Outcome({"Ada": 8.5, "Ben": 8.5}, ("Ben",), "fewest cards")
    assert broken.final_score().endswith("Ben wins, on the tie-break: fewest cards.")
