"""Verdicts, targets and events: the engine's answers, told for a learner, as objects."""

from __future__ import annotations

import nbformat
import pytest

from arkbook import BadNotation, Events, ark
from arkbook.explain import Verdict
from arkbook.rulings import rulings_for
from tests.teaching import scenes


def test_a_refused_move_has_its_rule_reason_sentence_and_ruling():
    verdict = scenes.rabbit().explain("Ada: play Rabbit to starboard 2")
    assert isinstance(verdict, Verdict) and not verdict.allowed
    assert verdict.rule == "ark.cabin.shy"
    assert verdict.reason == (
        "The Rabbit is shy and will not enter a cabin with, next to or opposite a carnivore, "
        "but the Lion is opposite, in port 2."
    )
    assert verdict.rule_text == ark.RULES["ark.cabin.shy"]
    assert verdict.words == "Ada plays the Rabbit into starboard 2"
    assert [r.number for r in verdict.rulings] == [2]
    text = verdict.text()
    assert text.startswith("✘ Ada: play Rabbit to starboard 2 — Ada plays the Rabbit into")
    assert 'Ark ruling 2: "Adjacent" and "opposite" for shy animals' in text
    html = verdict._repr_html_()
    assert "<script" not in html and "✘ refused" in html
    assert "<i>Diagonal</i>" not in html and "<i>diagonal</i> means" in html, "ruling explained"
    assert "Diagonal cabins are not a problem" in html, "the ruling's quote"


def test_an_allowed_move_says_what_it_would_do_and_changes_nothing():
    game = scenes.rabbit()
    before = game.to_json()
    verdict = game.explain("Ada: play Rabbit to starboard 1")
    assert verdict.allowed and verdict.rule == "ark.bow.move"
    assert verdict.rule_text == ark.RULES["ark.bow.move"]
    assert verdict.reason.startswith("Ada plays the Rabbit (herbivore, weight 1) to starboard 1.")
    assert [e.kind for e in verdict.events] == ["play", "allowed", "figure"]
    assert "then: The shy Rabbit does not mind the Lion diagonally across" in verdict.text()
    assert "then: Ada puts a figure on the shy scoring card for the Rabbit." in verdict.text()
    assert game.to_json() == before


def test_text_that_is_no_move_raises_bad_notation():
    with pytest.raises(BadNotation):
        scenes.rabbit().explain("Ada: fly Rabbit to the moon")


def test_verdicts_of_the_other_games_cite_their_rules():
    race = scenes.race()
    refused = race.explain("Ada: place 5")
    assert (refused.allowed, refused.rule) == (False, "aoa.place.leftmost")  # the first tile
    assert refused.rulings and refused.rulings[0].number == 16
    assert race.explain("Ada: place 2").allowed
    zoo = scenes.zoo()
    nova = zoo.explain("Ada: x-token")
    assert nova.allowed and nova.words == "Ada takes the X-token action"
    wrong = zoo.explain("Ada: play A01")
    assert not wrong.allowed and wrong.rule_text


def test_where_may_the_rabbit_go():
    targets = scenes.rabbit().targets("rabbit")
    assert targets.question == "Where may Ada put the Rabbit?"
    assert targets.allowed == ["starboard 1", "starboard 3 (new cabin)"]
    assert targets.refused["starboard 2"].endswith("the Lion is opposite, in port 2.")
    assert targets.refused["port 2"].startswith("The Lion (carnivore, weight 3) must be lighter")
    text = targets.text()
    assert "✘ port 1: The Rabbit is shy" in text and "[ark.cabin.shy]" in text
    assert "1    ✘ Cow (2)        ✔ Horse (3)" in text
    html = targets._repr_html_()
    assert html.count("✔ allowed") == 2 * 2, "a badge in the cabin and one in the legend"
    assert html.count("✘ refused") == 4 * 2
    assert "Ark ruling 2" in html, "the ruling behind the refusals"
    assert "<script" not in html


def test_a_drive_out_card_may_go_where_it_can_drive_an_animal_out():
    targets = scenes.rabbit().targets("Skunk")
    port2 = next(t for t in targets.targets if t.at == "port 2")
    assert (
        port2.verdict.allowed and port2.verdict.move == "Ada: play Skunk to port 2 driving out Lion"
    )


def test_where_may_the_tile_in_hand_go():
    game = scenes.race()
    held = game.view(None)["players"][0]["hand"]
    targets = game.targets(held)
    assert targets.allowed == ["space 1", "space 2", "space 3"]
    assert set(targets.refused) == {f"space {s}" for s in range(4, 17)}
    assert "Ada 5 ✘" not in targets.text() and "5 ✘ empty" in targets.text()
    with pytest.raises(Exception, match="nobody holds it"):
        game.targets("Unicorn")


def test_where_may_the_animal_go_in_ark_nova():
    game = scenes.zoo()
    before = game.to_json()
    targets = game.targets("A03")
    assert len(targets.targets) == 2
    assert all(not t.verdict.allowed for t in targets.targets), "not choosing animals yet"
    assert targets.targets[0].verdict.rule == "nova.turn.strength"
    assert game.to_json() == before


def test_play_returns_events_that_are_a_list_and_show_themselves():
    game = scenes.rabbit()
    events = game.play("Ada: play Rabbit to starboard 1")
    assert isinstance(events, Events) and isinstance(events, list)
    assert events == list(game.history[-1].events)
    assert [e.kind for e in events[:3]] == ["play", "allowed", "figure"]
    text = repr(events)
    assert text.splitlines()[0].startswith("• Ada plays the Rabbit (herbivore, weight 1)")
    assert text.splitlines()[0].endswith("[ark.bow.move]")
    html = events._repr_html_()
    assert "<script" not in html and html.count("<li>") == len(events)
    assert f'title="{ark.RULES["ark.figure.place"]}"' in html


def test_a_lesson_may_keep_rule_ids_out_of_the_events_sentences():
    """rule_ids_in_tooltips: the text reads as sentences; the HTML keeps each id in the line's
    tooltip, where the coverage scan and the rules index still find it."""
    from arkbook.coverage import GameCoverage, scan
    from arkbook.explain import rule_ids_in_tooltips

    try:
        rule_ids_in_tooltips()
        events = scenes.rabbit().play("Ada: play Rabbit to starboard 1")
        assert "[" not in repr(events) and "ark." not in repr(events)
        html = events._repr_html_()
        assert 'class="ab-rule"' not in html and ">[" not in html, "no id among the visible words"
        assert 'title="ark.bow.move: When a card is played' in html
        cell = nbformat.v4.new_code_cell("game.play(move)")
        data = {"text/plain": repr(events), "text/html": html}
        cell.outputs = [nbformat.v4.new_output("execute_result", data)]
        coverage = GameCoverage("ark", ark.RULES)
        scan(nbformat.v4.new_notebook(cells=[cell]), "ark/x.ipynb", coverage)
        assert "ark.bow.move" in coverage.shown
    finally:
        rule_ids_in_tooltips(on=False)
    assert (
        repr(scenes.rabbit().play("Ada: play Rabbit to starboard 1"))
        .splitlines()[0]
        .endswith("[ark.bow.move]")
    )


def test_rulings_quote_the_rulebook_and_explain_without_developer_notes():
    (ruling,) = rulings_for("ark", "ark.cabin.shy")
    assert ruling.quote.startswith('"Also, will not enter a cabin adjacent to or opposite')
    assert "Test:" not in ruling.explanation and "test_cabins.py" not in ruling.explanation
    assert ruling.explanation.endswith("provisions never do.")


def test_a_lesson_shows_a_ruling_in_full_once_then_cites_it_in_one_line():
    """cite_repeats: the first verdict on a rule shows its ruling and sentence; later ones cite."""
    from arkbook.explain import cite_repeats, ruling_anchor

    try:
        cite_repeats()
        first = scenes.rabbit().explain("Ada: play Rabbit to starboard 2")
        again = scenes.rabbit().explain("Ada: play Rabbit to port 1")
        first_text, again_text = first.text(), again.text()
        assert "The reading:" in first_text and "rulebook: “" in first_text
        assert "Ark ruling 2 (in full above)" in again_text
        assert "The reading:" not in again_text and "rulebook quoted above" in again_text
        (ruling,) = [r for r in first.rulings if r.number == 2]
        assert f'id="{ruling_anchor(ruling)}"' in first._repr_html_()
        assert f'href="#{ruling_anchor(ruling)}"' in again._repr_html_()
        assert first.text() == first_text, "a verdict decides once what it shows"
        cite_repeats()
        assert "The reading:" in scenes.rabbit().explain("Ada: play Rabbit to port 1").text()
    finally:
        cite_repeats(on=False)
    assert "The reading:" in scenes.rabbit().explain("Ada: play Rabbit to port 1").text()


def test_a_ruling_is_shown_in_full_where_it_first_appears_even_in_a_targets_picture():
    """Issue 19: rulings first met under a picture were only ever cited, never shown in full."""
    from arkbook.explain import cite_repeats

    try:
        cite_repeats()
        unseen = scenes.rabbit().targets("Rabbit")
        assert "starboard 1" in unseen.allowed, "a picture used only for its answers..."
        first = scenes.rabbit().explain("Ada: play Rabbit to port 1").text()
        assert "The reading:" in first, "...marks nothing as shown"
        cite_repeats()
        found = scenes.rabbit().targets("Rabbit")
        assert "Ark ruling 2: " in found.text() and "The reading:" in found.text()
        assert 'id="ark-ruling-2"' in found._repr_html_()
        again = scenes.rabbit().explain("Ada: play Rabbit to port 1").text()
        assert "Ark ruling 2 (in full above)" in again and "The reading:" not in again
        assert found.text().count("The reading:") == 1, "a picture decides once what it shows"
    finally:
        cite_repeats(on=False)


def test_an_ark_of_animals_targets_picture_shows_the_asking_players_free_spaces():
    from arkbook.ark_of_animals.positions import position
    from arkbook.errors import ArkbookError
    from arkbook.pictures import picture

    game = position(["Ada", "Ben"], arks={"Ada": {1: "Lion"}}, hands={"Ada": "Owl"})
    found = game.targets("Owl")
    assert [t.label for t in found.targets][:2] == ["space 2", "space 3"], "space 1 holds a tile"
    assert "Ben (Normal)" not in found.text() and "Ada (Normal)" in found.text()
    assert "Ben (Normal)" in picture(game).text
    with pytest.raises(ArkbookError, match="not playing"):
        picture(game, leave_out=["Zed"])


def test_a_lesson_keeps_rule_ids_out_of_a_pictures_marks_too():
    """rule_ids_in_tooltips also covers a targets picture: its legend reads as sentences, and
    each line's id moves into its tooltip."""
    from arkbook.explain import rule_ids_in_tooltips

    try:
        rule_ids_in_tooltips()
        found = scenes.rabbit().targets("Rabbit")
        assert "[ark." not in found.text()
        html = found._repr_html_()
        assert 'class="ab-rule">[' not in html and '<li title="ark.cabin.shy">' in html
    finally:
        rule_ids_in_tooltips(on=False)
    assert "[ark.cabin.shy]" in scenes.rabbit().targets("Rabbit").text()


def test_every_allowed_ark_target_says_where_the_card_lands_and_how_the_bow_moves():
    """A new cabin is told after the card lands, so its line reads like the others."""
    lines = [m.reason for m in scenes.rabbit().targets("Rabbit").marks if m.allowed]
    assert any("(new cabin)" in m.label for m in scenes.rabbit().targets("Rabbit").marks)
    assert lines and all(line.startswith("Ada plays the Rabbit") for line in lines)
    assert all("yellow disc" in line for line in lines)


def test_a_verdict_keeps_its_rule_id_out_of_a_lessons_text(ids_in_tooltips: None) -> None:
    """A learner read "rule: ark.cabin.shy" under a refusal, after the lesson's
    ``rule_ids_in_tooltips()``: a verdict's text then names no rule id, and its HTML keeps the
    id only in the rule line's tooltip, where the coverage scan finds it."""
    import re

    from arkbook.coverage import rule_pattern

    verdict = scenes.rabbit().explain("Ada: play Rabbit to port 1")
    ids = rule_pattern(ark.RULES)
    assert not ids.search(verdict.text()) and "rule:" not in verdict.text()
    assert "rulebook: “Shy animals will not enter" in verdict.text()
    html = verdict._repr_html_()
    assert '<div title="ark.cabin.shy">The rulebook says:' in html
    assert not re.search(r">[^<]*ark\.cabin\.shy", html), "no id among the visible words"
