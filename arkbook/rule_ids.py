"""Whether a rule id follows the sentence a learner reads, or sits only in a tooltip.

A rule id (``ark.cabin.climate``) is for developers, tests and the rules index; a lesson read as
text should not be strewn with ``[ark.cabin.climate]``. :func:`arkbook.explain.rule_ids_in_tooltips`
turns the ids out of the text for one notebook; everything that writes a sentence with its rule
(an event, a picture's mark, a refusal) asks :func:`with_rule_id`. It lives apart from the
pictures so that the errors and the engines, which must not import them, can ask it too.
"""

from __future__ import annotations


class RuleIds:
    """The switch: ids follow their sentences in text (the default), or only in tooltips."""

    in_text = True


def with_rule_id(sentence: str, rule: str | None) -> str:
    """``sentence [rule]`` while ids are shown in text, else the sentence alone."""
    return f"{sentence} [{rule}]" if rule and RuleIds.in_text else sentence
