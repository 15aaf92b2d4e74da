"""Track bonuses that ask a choice: an upgrade (``upgrade``), upgrade-or-worker at
conservation 2 (``cp2``), and 5 money or a bonus tile at conservation 5 and 8 (``cp_bonus``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkbook.ark_nova import gains
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.decisions.unit import Reason, Unit
from arkbook.ark_nova.moves import NovaMove
from arkbook.ark_nova.state import Args

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova


def upgrade_options(game: ArkNova, seat: int, args: Args) -> list[str]:
    p = game.s.players[seat]
    if p.upgrades_left() <= 0:
        return []
    return [f"upgrade {a}" for a in p.row if a not in p.upgraded]


def upgrade_apply(game: ArkNova, seat: int, args: Args, move: NovaMove) -> None:
    p = game.s.players[seat]
    if move.verb == "worker":
        gains.gain_worker(game, seat, 1, "conservation 2")
        return
    p.upgraded |= {move.word(0)}
    game.say(
        "upgrade",
        f"{p.name} flips {move.word(0).capitalize()} to side II in place "
        f"({p.name}'s {ORDINALS[len(p.upgraded)]} upgraded Action card; the rules allow four).",
        "nova.turn.upgrade_flip",
    )


#: The upgrade's event counts the cards upgraded, not the upgrades left: this deck gives two at
#: most (conservation 2, reputation 5), and a round-29 learner read "2 of four upgrades left"
#: as two more to come.
ORDINALS = ("none", "first", "second", "third", "fourth")


def cp2_options(game: ArkNova, seat: int, args: Args) -> list[str]:
    opts = upgrade_options(game, seat, args)
    if game.s.players[seat].workers < T.MAX_WORKERS:
        opts.append("worker")
    return opts


def cp_bonus_options(game: ArkNova, seat: int, args: Args) -> list[str]:
    return ["money"] + [f"tile {game.names.word(t)}" for t in game.s.bonus_tiles[args[0]]]


def cp_bonus_apply(game: ArkNova, seat: int, args: Args, move: NovaMove) -> None:
    if move.verb == "money":
        gains.gain_money(game, seat, 5, f"conservation {args[0]} bonus")
        return
    tile = game.deck.bonus_tiles[move.word(0)]
    left = tuple(t for t in game.s.bonus_tiles[args[0]] if t != tile.id)
    game.s.bonus_tiles = {**game.s.bonus_tiles, args[0]: left}
    game.say("tile", f"{game.s.players[seat].name} takes the bonus tile {tile.name}.", None)
    for effect in tile.effects:
        gains.apply_effect(game, seat, effect, tile.name)


def upgrade_refusal(game: ArkNova, seat: int, args: Args, words: list[str]) -> Reason:
    if words[0] != "upgrade":
        return None
    p = game.s.players[seat]
    card = words[1].capitalize() if len(words) > 1 else "that card"
    if len(words) > 1 and words[1] in p.upgraded:
        return "nova.turn.upgrade_flip", f"{card} is already on side II."
    if p.upgrades_left() <= 0:
        return "nova.turn.upgrades", (
            f"You have used all four of your upgrades (each player has four in a game), so "
            f"{card} stays on side I."
        )
    return None


def upgrade_prompt(game: ArkNova, seat: int, args: Args) -> str:
    return "choose an Action card to upgrade"


def cp2_prompt(game: ArkNova, seat: int, args: Args) -> str:
    return "conservation 2: upgrade an Action card or activate a worker"


def cp_bonus_prompt(game: ArkNova, seat: int, args: Args) -> str:
    return f"conservation {args[0]}: take 5 money or a bonus tile" if args else ""


UNITS = (
    Unit(
        "upgrade",
        "nova.turn.upgrade_flip",
        upgrade_options,
        upgrade_apply,
        upgrade_prompt,
        upgrade_refusal,
    ),
    Unit("cp2", "nova.track.cp2", cp2_options, upgrade_apply, cp2_prompt, upgrade_refusal),
    Unit("cp_bonus", "nova.track.cp5_8", cp_bonus_options, cp_bonus_apply, cp_bonus_prompt),
)
