"""Whether a rule id follows the sentence a learner reads, or sits only in a tooltip.

A rule id (``ark.cabin.climate``) is for developers, tests and the rules index; a lesson read as
text should not be strewn with ``[ark.cabin.climate]``. :func:`arkbook.explain.rule_ids_in_tooltips`
turns the ids out of the text for one notebook; everything that writes a sentence with its rule
(an event, a picture's mark, a refusal, a scoring step) asks :func:`with_rule_id`, and its HTML
twin asks :func:`rule_ids_html`. It lives apart from the pictures so that the errors and the
engines, which must not import them, can ask it too.
"""

from __future__ import annotations

from html import escape


class RuleIds:
    """The switch: ids follow their sentences in text (the default), or only in tooltips."""

    in_text = True


def with_rule_id(sentence: str, *rules: str | None) -> str:
    """``sentence [rule]`` (``[rule, other]`` for several) while ids are shown in text, else
    the sentence alone."""
    named = [r for r in rules if r]
    return f"{sentence} [{', '.join(named)}]" if named and RuleIds.in_text else sentence


def rule_ids_html(sentence_html: str, *rules: str | None, tag: str = "li") -> str:
    """The HTML of a sentence with its rules: the ids follow it in a ``[...]`` span while ids
    are shown in text, else they are the element's tooltip (where the rules index and the
    coverage still find them). ``sentence_html`` is HTML already."""
    named = [r for r in rules if r]
    if not named:
        return f"<{tag}>{sentence_html}</{tag}>"
    ids = escape(", ".join(named), quote=True)
    if RuleIds.in_text:
        return f'<{tag}>{sentence_html} <span class="ab-rule">[{ids}]</span></{tag}>'
    return f'<{tag} title="{ids}">{sentence_html}</{tag}>'
