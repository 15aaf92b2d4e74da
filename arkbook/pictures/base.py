"""What every picture shares: the :class:`Picture` object, marks, the scoped style, HTML helpers.

A picture is static HTML and SVG, on the model of python-chess's ``_repr_svg_``: it needs no
widget, no kernel and no ``<script>``, so it shows on GitHub, in nbviewer, in an HTML export and
in JupyterLite. Its CSS is scoped under ``.arkbook-pic`` and reads well in light and dark themes
without knowing which is on: text and lines use ``currentColor`` (the theme's own text colour),
areas are translucent grey over whatever background the page has, and the few solid colours
(the ✔ and ✘ badges, the Ark of Animals tile classes) carry their own text colour inside them.
Colour is never the only sign: every badge has its letter or symbol and every mark its reason.

The HTML is a pure function of the position, byte for byte, because nbval compares it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any

from arkbook.rule_ids import rule_ids_html, with_rule_id
from arkbook.text_form import ShowsAsText

if TYPE_CHECKING:
    from arkbook.game import Outcome

#: The one class every picture's HTML is scoped under.
ROOT_CLASS = "arkbook-pic"

STYLE = """<style>
.arkbook-pic{font:14px/1.35 system-ui,-apple-system,"Segoe UI",sans-serif;color:inherit;
background:transparent;max-width:900px;margin:4px 0;overflow-x:auto}
.arkbook-pic *{box-sizing:border-box}
.arkbook-pic .ab-title{font-weight:600;margin:0 0 6px}
.arkbook-pic .ab-sub{margin:2px 0 8px}
.arkbook-pic table{border-collapse:collapse;margin:4px 0 8px;background:transparent;color:inherit}
.arkbook-pic th,.arkbook-pic td{border:1px solid rgba(127,127,127,.55);padding:4px 6px;
vertical-align:top;text-align:left;background:transparent;color:inherit;font-size:14px}
.arkbook-pic th{font-weight:600}
.arkbook-pic td.ab-num,.arkbook-pic th.ab-num{text-align:right}
.arkbook-pic .ab-row{display:flex;flex-wrap:wrap;gap:6px;margin:4px 0 8px}
.arkbook-pic .ab-box{border:1px solid rgba(127,127,127,.6);border-radius:6px;padding:4px 6px;
background:rgba(127,127,127,.1)}
.arkbook-pic .ab-empty{border-style:dashed;background:transparent}
.arkbook-pic .ab-card{display:inline-block;vertical-align:top;min-width:112px;margin:2px;
border:1px solid rgba(127,127,127,.6);border-left-width:6px;border-radius:5px;padding:2px 6px;
background:rgba(127,127,127,.1)}
.arkbook-pic .ab-card b{font-weight:600}
.arkbook-pic .ab-ok,.arkbook-pic .ab-no{display:inline-block;border-radius:4px;padding:0 5px;
font-weight:700;color:#fff;white-space:nowrap}
.arkbook-pic .ab-ok{background:#176b22}
.arkbook-pic .ab-no{background:#b3261e}
.arkbook-pic .ab-mark-ok{outline:3px solid #2e8b3a;outline-offset:-2px}
.arkbook-pic .ab-mark-no{outline:3px dashed #d0453b;outline-offset:-2px}
.arkbook-pic ol.ab-legend,.arkbook-pic ul.ab-list{margin:4px 0 8px;padding-left:1.6em}
.arkbook-pic ol.ab-legend li,.arkbook-pic ul.ab-list li{margin:2px 0}
.arkbook-pic .ab-rule{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:14px;
opacity:.9}
.arkbook-pic blockquote{margin:4px 0 6px;padding:2px 10px;border-left:4px solid
rgba(127,127,127,.6)}
.arkbook-pic svg{display:block;max-width:100%;height:auto;overflow:visible}
.arkbook-pic svg text{font-size:14px;fill:currentColor}
.arkbook-pic .ab-flex{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
</style>"""


@dataclass(frozen=True)
class Mark:
    """One target on a picture: allowed (✔) or refused (✘), with the reason and its rule.

    ``at`` names the place in the game's own terms: an Ark cabin (``"port 2"``), an Ark of
    Animals space of one player's ark (``"Ada 5"``), an Ark Nova building (``"Ada 3"``, the
    building's id). ``label`` is how the legend names it; ``reason`` says why, in plain words.
    """

    at: str
    allowed: bool
    reason: str
    rule: str | None = None
    label: str = ""
    #: The badge's word in the legend ("" says "allowed" or "refused"); a review marks two
    #: legal moves, the coach's and the learner's, and names them instead.
    word: str = ""

    @property
    def sign(self) -> str:
        return "✔" if self.allowed else "✘"

    def text(self) -> str:
        return with_rule_id(f"{self.sign} {self.label or self.at}: {self.reason}", self.rule)


class Picture(ShowsAsText, str):
    """A static drawing of a position: a ``str``, its text form (what a console prints and
    nbval compares), that draws itself as HTML in a notebook (``_repr_html_``).

    It is its text, as python-chess's board prints as one, so a learner reads it as the text
    it shows: ``"Lion" in picture``, ``picture[:1500]``, ``picture.splitlines()`` (learners
    who wrote those got a TypeError). ``ShowsAsText`` comes before ``str``, so ``repr`` and
    IPython's plain form are the text itself, not a quoted string.
    """

    html: str

    def __new__(cls, html: str, text: str) -> Picture:
        picture = super().__new__(cls, text)
        picture.html = html
        return picture

    def __reduce__(self) -> tuple[type[Picture], tuple[str, str]]:
        """Pickled and copied with its HTML (``str`` would make it again from the text alone)."""
        return type(self), (self.html, str(self))

    @property
    def text(self) -> str:
        """The text form as a plain ``str``."""
        return str(self)

    def _repr_html_(self) -> str:
        return self.html


def with_outcome(picture: Picture, outcome: Outcome | None) -> Picture:
    """``picture`` with, under its title, the final totals and who won once the game is over
    (``outcome``; None: the picture as it is). Every game's picture says it here, once: a
    learner's ``game.picture("Ada")`` of a finished Ark said "The game is over" and no
    result, which only the board's display gave (l14 judge)."""
    if outcome is None:
        return picture
    said = outcome.final_score()
    title, _, rest = picture.text.partition("\n")
    text = f"{title}\n{said}\n{rest}" if rest else f"{title}\n{said}"
    head, sep, body = picture.html.partition('class="ab-title"')
    end = body.index("</div>") + len("</div>")
    result = inline_styles(f'<div class="ab-sub"><b>{esc(said)}</b></div>')
    return Picture(head + sep + body[:end] + result + body[end:], text)


def seen_by(game: Any, player: str | None) -> dict[str, Any]:
    """The view a picture draws: ``player``'s, or, for no player, what everyone at the table
    may see (a game printed without a viewer shows no hand and no face-down tile)."""
    return game.view(player) if player is not None else game.public_view()


def esc(value: object) -> str:
    """Text made safe for HTML (quotes too, so it can go in an attribute)."""
    return escape(str(value), quote=True)


def wrap(kind: str, title: str, body: str) -> str:
    """A picture's whole HTML: the style, then one scoped ``div`` with a title line."""
    return (
        f'{STYLE}<div class="{ROOT_CLASS} {ROOT_CLASS}-{kind}" role="figure" '
        f'aria-label="{esc(title)}"><div class="ab-title">{esc(title)}</div>{body}</div>'
    )


def badge(allowed: bool, text: str = "") -> str:
    """The ✔ or ✘ badge: solid colour with white text, so it reads on any background."""
    sign, cls = ("✔", "ab-ok") if allowed else ("✘", "ab-no")
    word = text or ("allowed" if allowed else "refused")
    return f'<span class="{cls}">{sign} {esc(word)}</span>'


def legend_html(marks: Sequence[Mark]) -> str:
    """The list under a picture: every mark, its sign, what it is and why."""
    if not marks:
        return ""
    return '<ol class="ab-legend">' + "".join(_legend_item(m) for m in marks) + "</ol>"


def _legend_item(mark: Mark) -> str:
    """One legend line; its rule id follows the reason, or is the line's tooltip
    (:class:`RuleIds`)."""
    body = f"{badge(mark.allowed, mark.word)} <b>{esc(mark.label or mark.at)}</b>: "
    return rule_ids_html(body + esc(mark.reason), mark.rule)


def legend_text(marks: Sequence[Mark]) -> list[str]:
    return [m.text() for m in marks]


def marks_at(marks: Iterable[Mark]) -> dict[str, Mark]:
    """Marks by the place they mark (one mark per place)."""
    return {m.at: m for m in marks}


def mark_class(mark: Mark | None) -> str:
    if mark is None:
        return ""
    return " ab-mark-ok" if mark.allowed else " ab-mark-no"


def tooltip(mark: Mark | None, base: str = "") -> str:
    """A ``title`` attribute: what the place is, and the mark's reason if it has one."""
    text = base
    if mark is not None:
        text = f"{base} — {mark.sign} {mark.reason}" if base else f"{mark.sign} {mark.reason}"
    return f' title="{esc(text)}"' if text else ""


def svg_title(mark: Mark | None, base: str) -> str:
    """An SVG ``<title>`` (the tooltip of a shape)."""
    text = base if mark is None else f"{base} — {mark.sign} {mark.reason}"
    return f"<title>{esc(text)}</title>"


def table(head: Sequence[str], rows: Sequence[Sequence[str]], numeric_from: int = 1) -> str:
    """A plain HTML table; cells are HTML already, columns from ``numeric_from`` align right."""
    th = "".join(
        f"<th{' class=ab-num' if i >= numeric_from else ''}>{h}</th>" for i, h in enumerate(head)
    )
    body = "".join(
        "<tr>"
        + "".join(
            f"<td{' class=ab-num' if i >= numeric_from else ''}>{c}</td>" for i, c in enumerate(r)
        )
        + "</tr>"
        for r in rows
    )
    return f"<table><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>"


def text_table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    """The same table as aligned text lines."""
    widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(len(head))]
    out = []
    for r in [head, *rows]:
        cells = [str(r[0]).ljust(widths[0])] + [
            str(c).rjust(w) for c, w in zip(r[1:], widths[1:], strict=True)
        ]
        out.append("  ".join(cells).rstrip())
    return out


def words_table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    """A table of words as aligned text lines, every column left-aligned (cards' and score
    rows' words read better so than numbers aligned right, :func:`text_table`)."""
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
    return [
        "  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip()
        for r in [head, *rows]
    ]


def hexagon(cx: float, cy: float, width: float) -> str:
    """The points of a flat-topped hexagon of this width centred on (cx, cy), rounded."""
    h = width * 0.8660254
    pts = [
        (cx - width / 2, cy),
        (cx - width / 4, cy - h / 2),
        (cx + width / 4, cy - h / 2),
        (cx + width / 2, cy),
        (cx + width / 4, cy + h / 2),
        (cx - width / 4, cy + h / 2),
    ]
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)


# ------------------------------------------------------------------ untrusted notebooks
#: What :data:`STYLE` gives each class, as inline CSS, in the stylesheet's order (a later
#: class wins, as it does there). A notebook opened with saved outputs is untrusted until run,
#: and JupyterLab's sanitizer then drops the ``<style>`` block but keeps ``style`` attributes.
INLINE: dict[str, str] = {
    ROOT_CLASS: (
        'font:14px/1.35 system-ui,-apple-system,"Segoe UI",sans-serif;max-width:900px;'
        "margin:4px 0;overflow-x:auto"
    ),
    "ab-title": "font-weight:600;margin:0 0 6px",
    "ab-sub": "margin:2px 0 8px",
    "ab-row": "display:flex;flex-wrap:wrap;gap:6px;margin:4px 0 8px",
    "ab-box": (
        "border:1px solid rgba(127,127,127,.6);border-radius:6px;padding:4px 6px;"
        "background:rgba(127,127,127,.1)"
    ),
    "ab-empty": "border-style:dashed;background:transparent",
    "ab-card": (
        "display:inline-block;vertical-align:top;min-width:112px;margin:2px;"
        "border:1px solid rgba(127,127,127,.6);border-left-width:6px;border-radius:5px;"
        "padding:2px 6px;background:rgba(127,127,127,.1)"
    ),
    "ab-ok": (
        "display:inline-block;border-radius:4px;padding:0 5px;font-weight:700;color:#fff;"
        "white-space:nowrap;background:#176b22"
    ),
    "ab-no": (
        "display:inline-block;border-radius:4px;padding:0 5px;font-weight:700;color:#fff;"
        "white-space:nowrap;background:#b3261e"
    ),
    "ab-mark-ok": "outline:3px solid #2e8b3a;outline-offset:-2px",
    "ab-mark-no": "outline:3px dashed #d0453b;outline-offset:-2px",
    "ab-rule": "font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:14px",
    "ab-flex": "display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start",
    "ab-num": "text-align:right",
}
#: Table cells: the stylesheet's borders and padding.
_CELL = "border:1px solid rgba(127,127,127,.55);padding:4px 6px;vertical-align:top;text-align:left"
_TAG = re.compile(r"<(td|th|table|[a-z]+)(\s[^>]*)?>")
_ATTR = re.compile(r'\s(class|style)=(?:"([^"]*)"|([^\s>]+))')


def _inline_tag(match: re.Match[str]) -> str:
    tag, attrs = match.group(1), match.group(2) or ""
    found = {m.group(1): m.group(2) or m.group(3) or "" for m in _ATTR.finditer(attrs)}
    classes = set(found.get("class", "").split())
    parts = [_CELL] if tag in ("td", "th") else []
    if tag == "table":
        parts.append("border-collapse:collapse;margin:4px 0 8px")
    parts += [css for name, css in INLINE.items() if name in classes]
    if not parts:
        return match.group(0)
    if found.get("style"):
        parts.append(found["style"])  # the element's own style wins, as it does in CSS
    rest = _ATTR.sub(lambda m: "" if m.group(1) == "style" else m.group(0), attrs)
    return f'<{tag}{rest} style="{esc(";".join(parts))}">'


def inline_styles(html: str) -> str:
    """``html`` with :data:`INLINE`'s styles written on each element, so that it keeps its
    boxes, badges and table lines when a sanitizer drops the ``<style>`` block.

    Trusted, the stylesheet says the same, so nothing changes; untrusted, the picture still
    reads: ✔ and ✘ badges in their colours, the cards and the bow in their boxes.
    """
    head, sep, body = html.partition("</style>")
    if not sep:
        return _TAG.sub(_inline_tag, html)
    return head + sep + _TAG.sub(_inline_tag, body)
