"""The effect vocabulary of cards and bonus tiles.

An effect is ``{"when": ..., "do": ..., "n": ...}`` (plus ``"icon"`` for ``appeal-per-icon``):

=========  ====================================================================================
when       meaning
=========  ====================================================================================
now        resolved as the card is played (after its appeal, for animals)
after      "after finishing": waits until the whole action, card move included, is done
break      recurring income, gained at every break
end        an end-game icon: scored with the Final Scoring cards
=========  ====================================================================================

=================  ========================================================  =================
do                 what it gives                                              when
=================  ========================================================  =================
money              ``n`` money                                                now, after, break
appeal             ``n`` appeal                                               now, after, break
reputation         ``n`` reputation (capped, bonuses on the way)              now, after
conservation       ``n`` conservation points (track bonuses on the way)       now, after
x-tokens           ``n`` X-tokens (never more than 5 held)                    now, after
draw               ``n`` cards from the deck                                  now, after
worker             activate ``n`` association workers (at most 4)             now, after
appeal-per-icon    ``n`` appeal per ``icon`` in the zoo, at the end           end
=================  ========================================================  =================
"""

from __future__ import annotations

from dataclasses import dataclass

from arkbook.ark_nova.tables import counted

WHEN = ("now", "after", "break", "end")
#: The fields of an effect; any other is a typo (``"nn"``) that would quietly do nothing.
FIELDS = ("when", "do", "n", "icon")
DO: dict[str, tuple[str, ...]] = {
    "money": ("now", "after", "break"),
    "appeal": ("now", "after", "break"),
    "reputation": ("now", "after"),
    "conservation": ("now", "after"),
    "x-tokens": ("now", "after"),
    "draw": ("now", "after"),
    "worker": ("now", "after"),
    "appeal-per-icon": ("end",),
}


@dataclass(frozen=True)
class Effect:
    when: str
    do: str
    n: int
    icon: str | None = None

    def describe(self) -> str:
        """The effect in words, as a card's text and the narration say it ("after
        finishing: 2 money", "2 cards from the deck")."""
        if self.do == "appeal-per-icon":
            return f"at the end, {self.n} appeal per {self.icon} icon"
        prefix = {"now": "", "after": "after finishing: ", "break": "at every break: "}[self.when]
        return prefix + self.gain()

    def gain(self) -> str:
        """What the effect gives, counted in words ("1 X-token", "3 money")."""
        if self.do in ("money", "appeal", "reputation"):
            return f"{self.n} {self.do}"
        return {
            "conservation": counted(self.n, "conservation point"),
            "x-tokens": counted(self.n, "X-token"),
            "draw": counted(self.n, "card") + " from the deck",
            "worker": counted(self.n, "association worker"),
        }[self.do]


def parse_effects(data: object) -> tuple[Effect, ...]:
    """Effects from their JSON form; ValueError says what is wrong (the caller names the card)."""
    from arkbook.ark_nova.cards import ICONS

    if not isinstance(data, list):
        raise ValueError("must be a list of effects")
    out = []
    for i, raw in enumerate(data):
        if not isinstance(raw, dict):
            raise ValueError(f"effect {i} must be an object")
        unknown = sorted(str(key)[:40] for key in raw if key not in FIELDS)
        if unknown:
            raise ValueError(f"effect {i}: unknown field {unknown[0]!r}; use {', '.join(FIELDS)}")
        when, do, n = raw.get("when"), raw.get("do"), raw.get("n")
        if not isinstance(do, str) or do not in DO:
            raise ValueError(f"effect {i}: 'do' must be one of {', '.join(DO)}")
        if when not in DO[do]:
            raise ValueError(f"effect {i}: {do!r} happens {' or '.join(DO[do])}, not {when!r}")
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 20:
            raise ValueError(f"effect {i}: 'n' must be a whole number from 1 to 20")
        icon = raw.get("icon")
        if (do == "appeal-per-icon") != (icon is not None) or (icon and icon not in ICONS):
            raise ValueError(f"effect {i}: 'icon' belongs to appeal-per-icon, one of {ICONS}")
        out.append(Effect(when, do, n, icon))
    return tuple(out)
