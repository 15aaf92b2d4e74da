"""What each pending decision asks, in one sentence (the game's ``prompt``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkbook.ark_nova.board import kind_words

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova


def describe(game: ArkNova, decision: tuple, short: bool = False) -> str:
    """``"Ada: spend X-tokens on Association (strength 4, 2 held)."``; short: the bare task."""
    kind, seat, args = decision
    s = game.s
    p = s.players[seat]
    ctx = s.ctx
    act = ctx.action.capitalize()
    what = {
        "action": lambda: "choose an Action card to perform, or take the X-token action",
        "xcard": lambda: "choose the Action card the X-token action moves to slot 1",
        "spend": lambda: f"spend X-tokens on {act} (strength {ctx.base}, {p.x_tokens} held)",
        "cards_mode": lambda: f"Cards at strength {ctx.strength}: draw, or snap a display card",
        "take_card": lambda: (
            "take a card"
            + (" from the deck or a folder in range" if args[0] == "deck-or-range" else "")
            + (" from a folder in reputation range" if args[0] == "range" else "")
            + (" from any display folder" if args[0] == "any" else "")
        ),
        "discard": lambda: f"discard a card (down to {args[1]})" if args else "discard a card",
        "final": lambda: "discard one of the two Final Scoring cards",
        "animals_rep": lambda: (
            "raise reputation by 1 before playing animals, or skip"
            if "skip" in game._opt_animals_rep(seat, ())
            else "raise reputation by 1 before playing animals (no animal is in reach without it)"
        ),
        "animal_pick": lambda: f"choose an animal to play ({ctx.count} more allowed)",
        "enclosure": lambda: f"choose the enclosure for {game._name(args[0])}" if args else "",
        "build_pick": lambda: f"choose a building of size up to {ctx.budget}",
        "place": lambda: (
            f"place the {kind_words(args[0])}: choose its space and which way it turns"
            if args
            else ""
        ),
        "relocate": lambda: "move animals into the new building, or finish",
        "task": lambda: f"choose an association task (value up to {ctx.budget})",
        "project": lambda: "choose a project and condition to support",
        "sponsor_pick": lambda: (
            f"choose a sponsor (level up to {ctx.budget}) or the break alternative"
        ),
        "upgrade": lambda: "choose an Action card to upgrade",
        "cp2": lambda: "conservation 2: upgrade an Action card or activate a worker",
        "cp_bonus": lambda: f"conservation {args[0]}: take 5 money or a bonus tile" if args else "",
    }.get(kind, lambda: kind)()
    return what if short else f"{p.name}: {what}."
