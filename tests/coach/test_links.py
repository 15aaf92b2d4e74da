"""The coach's links to the lessons open in a new tab. A review and a tip are drawn inside a
board too, where a relative link would navigate JupyterLab away and lose the board; the
browser test ``test_coach.py::test_a_review_link_opens_its_lesson_without_losing_the_board``
clicks one."""

from __future__ import annotations

import re

from arkbook.coach import record, review
from tests.coach.helpers import new

#: Every ``<a ...>`` tag of a piece of HTML.
ANCHOR = re.compile(r"<a\s[^>]*>")


def test_every_lesson_link_of_a_review_and_a_tip_opens_in_a_new_tab() -> None:
    game = new("ark", 1)
    tip = record(game, "Ada").refused(game, "ark.cabin.shy", "The Rabbit is shy.")
    assert tip is not None
    for html in (review(game, "Ada")._repr_html_(), tip._repr_html_()):
        anchors = ANCHOR.findall(html)
        assert anchors, "no lesson linked"
        for anchor in anchors:
            assert 'href="../ark/' in anchor, anchor
            assert 'target="_blank"' in anchor and 'rel="noopener"' in anchor, anchor


def test_an_action_rule_links_to_the_action_not_to_the_setup() -> None:
    """Round 66: a review filed "Upgraded, Animals may play display cards..." and the Petting
    Zoo under "Setting up the zoo", whose first prose names animals; they are taught where the
    lesson reads an animal card."""
    from arkbook.coach.lessons import lessons

    taught = lessons("ark_nova")
    for rule in ("nova.animals.side2", "nova.animals.petting", "nova.animals.special"):
        assert taught[rule].label.endswith(": How to read an animal card"), rule
