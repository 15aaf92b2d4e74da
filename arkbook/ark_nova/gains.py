"""Gaining things: money, appeal, reputation, conservation, X-tokens, cards, workers, bonuses.

A gain can cascade into track bonuses that need a choice (upgrade or worker at conservation 2,
money or a tile at 5 and 8, the Final Scoring discard at 10). Those are pushed onto the
decision stack in the order they are met, so they are asked before the action continues.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkbook.ark_nova import flow
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.effects import Effect
from arkbook.ark_nova.state import Decision, PlayerState

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova


def push_all(game: ArkNova, decisions: list[Decision]) -> None:
    """Push decisions so that the first listed is decided first."""
    game.s.stack.extend(reversed(decisions))


def gain_money(game: ArkNova, seat: int, n: int, why: str) -> None:
    p = game.s.players[seat]
    p.money += n
    game.say("money", f"{p.name} gains {n} money ({why}), now {p.money}.", None, seat=seat)


def gain_appeal(game: ArkNova, seat: int, n: int, why: str, rule: str | None = None) -> None:
    p = game.s.players[seat]
    p.appeal += n
    game.say("appeal", f"{p.name} gains {n} appeal ({why}), now {p.appeal}.", rule)


def gain_x(game: ArkNova, seat: int, n: int, why: str) -> None:
    """X-tokens gained, told under no rule of their own, as money gained is: what gives them
    (the break's trigger, the X-token action, a map bonus, a card) is told just before,
    under its rule. Never under the rule for spending them: a tip about spending shown when
    a token was gained taught the wrong thing (round-8 judge). Only a gain cut by the cap of
    five is told under that rule, whose last clause the cap is."""
    p = game.s.players[seat]
    got = min(n, T.MAX_X_TOKENS - p.x_tokens)
    p.x_tokens += got
    lost = f"; {n - got} lost, since nobody holds more than 5" if got < n else ""
    game.say(
        "x-tokens",
        f"{p.name} gains {T.x_tokens(got)} ({why}), now {p.x_tokens}{lost}.",
        "nova.turn.x_tokens" if got < n else None,
    )


def gain_worker(game: ArkNova, seat: int, n: int, why: str) -> None:
    """Workers activated, up to the 4 a player has; with all 4 active the bonus is said to
    be lost, not "activates 0 association workers" (a round-59 learner's puzzle)."""
    p = game.s.players[seat]
    got = min(n, T.MAX_WORKERS - p.workers)
    p.workers += got
    if got:
        text = f"{p.name} activates {T.counted(got, 'association worker')} ({why})."
    else:
        text = (
            f"{p.name} has all {T.MAX_WORKERS} association workers already ({why}): none to gain."
        )
    game.say("worker", text, None)


def draw_cards(game: ArkNova, seat: int, n: int, why: str, rule: str | None = None) -> None:
    """Cards drawn from the deck; ``rule`` is the Cards action's draw when that is why, so
    the draw (not the discard after it) is what that rule's tip stands beside."""
    p = game.s.players[seat]
    got = [c for c in (game.draw_card() for _ in range(n)) if c is not None]
    p.hand += tuple(got)
    game.say("draw", f"{p.name} draws {T.counted(len(got), 'card')} from the deck ({why}).", rule)


def gain_reputation(game: ArkNova, seat: int, n: int, why: str) -> None:
    """Step by step: capped at 9 without Cards side II, past 15 each step is 1 appeal.

    The gain is told first and each space's bonus after it, in the order the spaces were
    reached (:func:`reputation_bonus`, one automatic step each): with some bonuses gained at
    once and others left for later, a round-49 learner read the X-token of space 15 before the
    conservation of space 14. A gain that moves nothing is not told as "reputation is 15":
    a round-57 learner read that beside the appeal it gave instead."""
    p = game.s.players[seat]
    before, capped = p.reputation, False
    reached: list[int] = []
    for _ in range(n):
        if p.reputation >= T.MAX_REPUTATION:
            reached.append(T.MAX_REPUTATION + 1)
            continue
        if p.reputation >= T.REPUTATION_CAP_SIDE_I and p.side("cards") == 1:
            capped = True
            break
        p.reputation += 1
        if p.reputation in T.REPUTATION_BONUS:
            reached.append(p.reputation)
    if p.reputation > before:
        game.say("reputation", f"{p.name}'s reputation is {p.reputation} ({why}).", None)
    if capped:
        game.say(
            "reputation",
            f"{p.name} stays at reputation {p.reputation}: going above 9 needs the "
            "upgraded Cards action.",
            "nova.cards.reputation_cap",
        )
    push_all(game, [("@reputation_bonus", seat, (space,)) for space in reached])


def reputation_bonus(game: ArkNova, seat: int, space: int) -> None:
    """The bonus printed on reputation ``space``, or past 15 (``space`` 16) one appeal."""
    why = f"reputation {space}"
    match T.REPUTATION_BONUS.get(space):
        case None:
            gain_appeal(game, seat, 1, "reputation past 15", "nova.cards.reputation_cap")
        case "worker":
            gain_worker(game, seat, 1, why)
        case "conservation":
            gain_conservation(game, seat, 1, why)
        case "x-token":
            gain_x(game, seat, 1, why)
        case "upgrade":
            game.s.stack.append(("upgrade", seat, ()))
        case "card":
            game.s.stack.append(("take_card", seat, ("range",)))


def gain_conservation(game: ArkNova, seat: int, n: int, why: str) -> None:
    """Step by step, collecting the track bonuses passed (each once per player).

    The gain is told first and the bonuses it reaches after it, so the narration reads in the
    order things happen at the table."""
    p = game.s.players[seat]
    start = p.conservation
    decisions: list[Decision] = []
    reached: list[tuple[str, str, str]] = []  # (kind, text, rule), told after the gain
    for _ in range(n):
        p.conservation += 1
        c = p.conservation
        if c in p.cp_bonuses:
            continue
        if c == 2:
            p.cp_bonuses |= {c}
            decisions.append(("cp2", seat, ()))
            reached.append(
                (
                    "cp-bonus",
                    f"{p.name} reaches conservation 2: upgrade an Action card or activate a "
                    "worker.",
                    "nova.track.cp2",
                )
            )
        elif c in (5, 8):
            p.cp_bonuses |= {c}
            decisions.append(("cp_bonus", seat, (c,)))
            reached.append(
                (
                    "cp-bonus",
                    f"{p.name} reaches conservation {c}: 5 money or a bonus tile.",
                    "nova.track.cp5_8",
                )
            )
        elif c == 10 and not game.s.reached_ten:
            game.s.reached_ten = True
            reached.append(
                (
                    "first-ten",
                    f"{p.name} is the first to reach conservation 10: everyone discards one of "
                    "their two Final Scoring cards.",
                    "nova.track.cp10",
                )
            )
            order = flow.seats_from(game, seat)
            decisions += [("final", q, ()) for q in order if final_count(game, q) > 1]
    game.say(
        "conservation",
        f"{p.name} conservation goes {start} → {p.conservation} ({why}).",
        None,
        seat=seat,
    )
    for kind, text, rule in reached:
        game.say(kind, text, rule)
    push_all(game, decisions)


def final_count(game: ArkNova, seat: int) -> int:
    return len(game.s.players[seat].final_cards)


def apply_effect(game: ArkNova, seat: int, effect: Effect, why: str) -> None:
    """Resolve one now/after effect of the vocabulary in ``effects.py``."""
    n = effect.n
    match effect.do:
        case "money":
            gain_money(game, seat, n, why)
        case "appeal":
            gain_appeal(game, seat, n, why)
        case "reputation":
            gain_reputation(game, seat, n, why)
        case "conservation":
            gain_conservation(game, seat, n, why)
        case "x-tokens":
            gain_x(game, seat, n, why)
        case "draw":
            draw_cards(game, seat, n, why)
        case "worker":
            gain_worker(game, seat, n, why)


def gain_bonus(game: ArkNova, seat: int, kind: str, why: str) -> None:
    """A map bonus (placement or player token) by its kind name."""
    match kind:
        case "card":
            game.s.stack.append(("take_card", seat, ("deck-or-range",)))
        case "snap":
            game.s.stack.append(("take_card", seat, ("any",)))
        case "x-token":
            gain_x(game, seat, 1, why)
        case "x-token-3":
            gain_x(game, seat, 3, why)
        case "worker":
            gain_worker(game, seat, 1, why)
        case "reputation-2":
            gain_reputation(game, seat, 2, why)
        case "conservation-1":
            gain_conservation(game, seat, 1, why)
        case "free-enclosure":
            game.s.stack.append(("place", seat, ("enclosure-2", "free")))
        case _ if kind.startswith("money-"):
            gain_money(game, seat, int(kind.split("-")[1]), why)


def take_map_token(game: ArkNova, seat: int) -> None:
    """The leftmost player token leaves the map edge; its bonus is gained at once."""
    p: PlayerState = game.s.players[seat]
    kind = T.MAP_TOKEN_BONUS[p.tokens_removed]
    p.tokens_removed += 1
    again = "again at every break" if p.tokens_removed <= T.RECURRING_TOKENS else "once only"
    game.say(
        "map-token",
        f"{p.name} takes player token {p.tokens_removed} from the map's left edge, uncovering: "
        f"{T.MAP_TOKEN_WORDS[kind]} ({again}).",
        "nova.association.token",
    )
    gain_bonus(game, seat, kind, "map-edge token")
