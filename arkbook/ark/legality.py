"""Which moves are legal now, and why any other move is not.

:func:`generate` lists the legal moves of the position and :func:`check` explains why a move
is refused, with the rule id and one sentence naming the cards. Both rest on the cabin checks
of :mod:`arkbook.ark.cabins`; the generator unrolls them for speed (bots list moves tens of
thousands of times a second) and a property test checks that the two never disagree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arkbook.ark.cabins import (
    BOW_LIMIT,
    CAPACITY,
    SIDE_NAMES,
    cabin_label,
    cabin_problem,
    explain,
    mates_problem,
    shy_problem,
)
from arkbook.ark.cards import (
    CHIMPANZEE,
    FOX,
    KINDS,
    MOSQUITO,
    PROVISION,
    SHY,
    SKUNK,
    SPIDER,
    Deck,
)
from arkbook.ark.moves import EndTurn, HalfDisc, Pass, Pet, Pick, Play, Take
from arkbook.ark.phases import CHIMP, ENDGAME, PET, PICK, PLAY, SECOND
from arkbook.ark.scoring import pet_problems
from arkbook.errors import IllegalMove
from arkbook.game import Move, Turn
from arkbook.rule_ids import with_rule_id

if TYPE_CHECKING:
    from arkbook.ark.engine import ArkGame

DRIVERS = (SKUNK, MOSQUITO, SPIDER)
#: Each driving ability's own rule, and what it drives out (for reasons naming any deck's card).
DRIVER_RULE = {
    SKUNK: "ark.ability.skunk",
    MOSQUITO: "ark.ability.mosquito",
    SPIDER: "ark.ability.spider",
}
DRIVES = {
    SKUNK: "drives out any animal",
    MOSQUITO: "drives out only animals of weight 2",
    SPIDER: "drives out only shy animals",
}
#: Animals that are never driven out (their ability ids).
IMMUNE = (FOX, SPIDER, MOSQUITO)
N_KINDS = len(KINDS)
_UNKNOWN = object()

#: Moves are immutable and compare by value, so one shared object per distinct move serves
#: every game: listing legal moves then allocates almost nothing. Cleared when it grows large.
_INTERNED: dict[tuple, Move] = {}
#: Per deck, (card, cabin cards) -> ``mates_problem``: a pure function, so remembered.
_MATES: dict[int, tuple[Deck, dict[tuple[int, tuple[int, ...]], tuple | None]]] = {}
_MEMO_LIMIT = 200_000


def _intern(key: tuple) -> Move:
    """The shared Move for ``(class, *fields)``."""
    move = _INTERNED.get(key)
    if move is None:
        if len(_INTERNED) > _MEMO_LIMIT:
            _INTERNED.clear()
        cls, *fields = key
        move = _INTERNED[key] = cls(*fields)
    return move


def _mates_memo(deck: Deck) -> dict[tuple[int, tuple[int, ...]], tuple | None]:
    """The remembered ``mates_problem`` answers for one deck."""
    entry = _MATES.get(id(deck))
    if entry is None or entry[0] is not deck:
        if len(_MATES) > 8:
            _MATES.clear()
        entry = _MATES[id(deck)] = (deck, {})
    memo = entry[1]
    if len(memo) > _MEMO_LIMIT:
        memo.clear()
    return memo


class Options:
    """A position's legal moves, listed once: in order for ``legal_moves``, and by the
    identity of their move objects for ``play``, which takes a listed move without reading or
    checking it again (:meth:`ArkGame._offered`).

    A value, never changed once made, so that undo snapshots share it like the state's tuples.
    Its dict holds every move, so no other object can take one of their ids while it lives.
    """

    __slots__ = ("_by_id",)

    def __init__(self, moves: list[Move]) -> None:
        self._by_id = dict(zip(map(id, moves), moves, strict=True))

    def listed(self) -> list[Move]:
        """The moves, in the generator's order (a new list: the caller may change it)."""
        return list(self._by_id.values())

    def offers(self, move: object) -> bool:
        """Whether ``move`` is one of these very move objects (not merely an equal one)."""
        return self._by_id.get(id(move)) is move


def generate(game: ArkGame) -> list[Move]:
    """Every legal move of the decider, in a stable order (face-up cards first, then hand
    cards in hand order, port before starboard, slot 1 first, drive-outs after each side)."""
    phase = game.phase
    p = game.decider
    name = game.players[p]
    names = game.deck.names
    intern = _intern
    if phase == PLAY:
        moves: list[Move] = [intern((Take, name, names[c])) for c in game.display]
        moves += plays(game, p, game.hands[p], 1, None)
        return moves
    if phase == SECOND:
        alone = game.deck.alone
        cards = [c for c in game.hands[p] if not alone[c]]
        return [*plays(game, p, cards, 1, game.first), intern((EndTurn, name))]
    if phase == ENDGAME:
        moves = [intern((Pass, name))]
        if game.discs[p] >= 1:
            alone = game.deck.alone
            cards = [c for c in game.hands[p] if not alone[c]]
            moves += plays(game, p, cards, 2, None)
        return moves
    if phase == PICK:
        return [intern((Pick, name, names[c])) for c in game.display]
    if phase == CHIMP:
        return [intern((HalfDisc, name, KINDS[k])) for k in half_disc_kinds(game, p)]
    if phase == PET:
        return [intern((Pet, name, None))] + [intern((Pet, name, names[c])) for c in game.hands[p]]
    return []


def plays(
    game: ArkGame, p: int, cards: Sequence[int], new_cost: int, exclude: tuple[int, int] | None
) -> list[Move]:
    """Every legal placement of ``cards`` (normal, new cabin, and drive-outs).

    The same checks as :func:`cabin_problem`, in the same order, unrolled for speed: the
    bow and full cabins are tested once per side, whether a card gets on with a cabin's
    cards (which depends on nothing else) is remembered, and so is whether a cabin is near
    a carnivore (the same for every shy card but the calm hedgehog). ``why_not`` uses
    ``cabin_problem`` itself; a property test checks that both always agree.
    """
    deck, sides, bow = game.deck, game.sides, game.bow
    name, names, weight, kind, calm = (
        game.players[p],
        deck.names,
        deck.weight,
        deck.kind,
        deck.calm,
    )
    drivers = [c for c in cards if deck.ability[c] in DRIVERS]
    intern, interned = _intern, _INTERNED
    mates = _mates_memo(deck)
    # Per side: the cabins a card can be added to (not full), and the new cabin's slot.
    targets = []
    for s in (0, 1):
        cabins = sides[s]
        room = [
            (slot, cabin)
            for slot, cabin in enumerate(cabins, 1)
            if len(cabin) < CAPACITY and (s, slot) != exclude
        ]
        if game.discs[p] >= new_cost and (s, len(cabins) + 1) != exclude:
            room.append((len(cabins) + 1, ()))
        targets.append((s, SIDE_NAMES[s], room, 1 if s else -1))
    near_carnivore: dict[tuple[int, int], bool] = {}
    out: list[Move] = []
    for c in cards:
        w = weight[c]
        shy = kind[c] == SHY
        for s, side_name, room, sign in targets:
            if -BOW_LIMIT <= bow + sign * w <= BOW_LIMIT:
                for slot, cabin in room:
                    if cabin:
                        pair = (c, cabin)
                        found = mates.get(pair, _UNKNOWN)
                        if found is _UNKNOWN:
                            found = mates[pair] = mates_problem(deck, c, cabin)
                        if found is not None:
                            continue
                    if shy:
                        if calm[c]:
                            if shy_problem(deck, sides, c, s, slot, cabin) is not None:
                                continue
                        else:
                            blocked = near_carnivore.get((s, slot))
                            if blocked is None:
                                found = shy_problem(deck, sides, c, s, slot, cabin)
                                blocked = near_carnivore[s, slot] = found is not None
                            if blocked:
                                continue
                    key = (Play, name, names[c], side_name, slot, None)
                    out.append(interned.get(key) or intern(key))
            if c in drivers:
                out += drive_outs(game, p, c, s, exclude)
    return out


def drive_outs(
    game: ArkGame, p: int, c: int, s: int, exclude: tuple[int, int] | None
) -> list[Move]:
    """The legal drive-outs of card ``c`` on side ``s``."""
    deck = game.deck
    names = deck.names
    out: list[Move] = []
    for slot, cabin in enumerate(game.sides[s], 1):
        if (s, slot) == exclude:
            continue
        for v in cabin:
            if (
                victim_problem(game, c, v) is None
                and cabin_problem(deck, game.sides, game.bow, c, s, slot, v) is None
            ):
                out.append(
                    _intern((Play, game.players[p], names[c], SIDE_NAMES[s], slot, names[v]))
                )
    return out


def half_disc_kinds(game: ArkGame, p: int) -> list[int]:
    """Scoring cards (not provisions) where ``p`` has a simple figure to put a disc under."""
    base = p * N_KINDS * 2
    figs = game.figs
    return [k for k in range(N_KINDS) if k != PROVISION and figs[base + 2 * k] > 0]


def check(game: ArkGame, move: Move) -> IllegalMove | None:
    """None if ``move`` is legal now, else the rule it breaks and a sentence naming the cards."""
    p = game._seat[move.player]
    phase = game.phase
    if isinstance(move, Play):
        if phase not in (PLAY, SECOND, ENDGAME):
            return pending(game)
        return play_problem(game, p, move)
    if isinstance(move, Take):
        if phase == PLAY:
            if game.deck.by_name.get(move.card, -1) in game.display:
                return None
            return IllegalMove(
                "ark.take.order",
                f"The {move.card} is not among the face-up cards ({display_text(game)}).",
            )
        if phase == SECOND:
            return IllegalMove(
                "ark.turn.choice",
                "You have already played a card this turn, so you cannot also take cards.",
            )
        if phase == ENDGAME:
            return IllegalMove(
                "ark.endgame.no_draw",
                "In the endgame nobody takes cards; you may only play cards from your hand.",
            )
        return pending(game)
    if isinstance(move, Pick):
        if phase != PICK:
            return pending(game) or IllegalMove(
                "ark.newcabin.take",
                "You pick a face-up card only right after opening a new cabin.",
            )
        if game.deck.by_name.get(move.card, -1) in game.display:
            return None
        return IllegalMove(
            "ark.newcabin.take",
            f"The {move.card} is not among the face-up cards ({display_text(game)}).",
        )
    if isinstance(move, HalfDisc):
        if phase != CHIMP:
            return pending(game) or IllegalMove(
                "ark.ability.chimpanzee",
                _placed_for_you(game, move.player)
                or f"A half disc is placed only when {half_disc_text(game.deck)} is played or "
                "driven out.",
            )
        if move.kind not in KINDS or move.kind == "provision":
            return IllegalMove(
                "ark.ability.chimpanzee",
                f"The half disc of {half_disc_text(game.deck)} may go under any of your figures "
                "except on the provision scoring card.",
            )
        if KINDS.index(move.kind) in half_disc_kinds(game, p):
            return None
        return IllegalMove(
            "ark.ability.chimpanzee",
            f"You have no simple figure on the {move.kind} scoring card to put the half "
            "disc under.",
        )
    if isinstance(move, EndTurn):
        if phase == SECOND:
            return None
        if phase == PLAY:
            return IllegalMove(
                "ark.play.count",
                "Play at least 1 card, or take cards, before your turn can end."
                + (
                    " Your last turn ended by itself: this is a new one."
                    if ended_by_itself(game, move.player)
                    else ""
                ),
            )
        if phase == ENDGAME:
            return IllegalMove(
                "ark.endgame.pass",
                "In the endgame you either play one animal or pass; there is no ending a "
                "turn without one.",
            )
        return pending(game)
    if isinstance(move, Pet):
        if phase != PET:
            return pending(game) or IllegalMove("ark.rain.pets", no_pet_now(game, p))
        if move.card is None or game.deck.by_name.get(move.card, -1) in game.hands[p]:
            return None
        return IllegalMove(
            "ark.rain.pets", f"The {move.card} is not in your hand, so it cannot be your pet."
        )
    if isinstance(move, Pass):
        if phase == ENDGAME:
            return None
        return pending(game) or IllegalMove(
            "ark.endgame.pass",
            "Passing is only possible in the endgame, after the fifth rain card.",
        )
    return IllegalMove("ark.play.count", f"{move} is not a move of Ark.")


@dataclass(frozen=True)
class MoveWarning:
    """What a *legal* move will cost under a rule: a note to show, never a refusal.

    The rulebook lets a player set any hand card aside as a pet, yet "illegal pets are not
    scored" (docs/rulings.md, Ark ruling 9): choosing one is allowed, and the player should
    know. It has the shape of an :class:`~arkbook.errors.IllegalMove` (``rule``, ``reason``)
    so that explanations render both alike.
    """

    rule: str
    reason: str

    def __str__(self) -> str:
        return with_rule_id(self.reason, self.rule)


def warning(game: ArkGame, move: Move) -> MoveWarning | None:
    """The warning for ``move``, which the caller has checked is legal; None if none applies."""
    if isinstance(move, Pet) and move.card is not None:
        card = game.deck.by_name[move.card]
        problems = pet_problems(game.deck, card)
        if problems:
            return MoveWarning(
                "ark.score.pet_illegal",
                f"The {move.card} may be your pet, but an illegal pet scores nothing at the "
                f"end: {'; '.join(problems)}.",
            )
    return None


def ended_by_itself(game: ArkGame, player: str) -> bool:
    """Whether ``player``'s last turn ended without their "end turn" (a take, a slow card, a
    second card there was no room for: ruling 11): an "end turn" sent after it lands on their
    next turn, and a round-28 judge playing from code read only "play at least 1 card" and
    thought the lesson wrong."""
    last = _last_turn(game, player)
    return last is not None and not isinstance(last.move, EndTurn)


def _last_turn(game: ArkGame, player: str) -> Turn | None:
    """The history entry of ``player``'s last move, if any."""
    return next((t for t in reversed(game.history) if t.move and t.move.player == player), None)


def _placed_for_you(game: ArkGame, player: str) -> str:
    """Why a half disc sent after the player's last move is refused when that move's half
    disc had one place only and was put there for them (ruling 11): a round-54 learner who
    had just played the Chimpanzee read only "a half disc is placed only when ... played"."""
    last = _last_turn(game, player)
    placed = f"{player}: half disc on "
    for e in last.events if last is not None else ():
        if e.kind == "forced" and str(e.data.get("move", "")).startswith(placed):
            where = str(e.data["move"]).removeprefix(placed)
            return f"The half disc is already placed, on the {where} card: it had one place only."
    return ""


def no_pet_now(game: ArkGame, p: int) -> str:
    """Why seat ``p`` may not choose a pet now: the second rain card is still to come, or
    their one chance (a pet, or none) has been taken."""
    if not game.pets_done:
        return "A pet is chosen only when the second rain card is drawn."
    if game.pets[p] >= 0:
        return "You have already chosen your pet: one each, when the second rain card came."
    return "You chose no pet when the second rain card came; there is no later chance."


def pending(game: ArkGame) -> IllegalMove | None:
    """The decision that must come first in the in-between phases (pick, chimp, pet)."""
    phase = game.phase
    if phase == PICK:
        return IllegalMove(
            "ark.newcabin.take",
            f"First take one of the face-up cards ({display_text(game)}) for the new "
            "cabin you opened.",
        )
    if phase == CHIMP:
        return IllegalMove(
            "ark.ability.chimpanzee",
            f"First put the half disc of {half_disc_text(game.deck)} under one of your figures.",
        )
    if phase == PET:
        return IllegalMove(
            "ark.rain.pets",
            "First choose a pet or no pet: the second rain card has been drawn.",
        )
    return None


def endgame_refusals(game: ArkGame, p: int) -> list[str]:
    """The rules that refuse seat ``p`` every move but passing, judged in the endgame
    whoever's turn it is: taking a face-up card, and each card of their hand in every cabin.
    That is why an endgame player had nothing to play, so that the engine passed for them
    (Ark ruling 11). A pass changes nothing these rules look at, so the position right after
    it will do, even when that pass ended the game."""
    if game.phase != ENDGAME:
        game = game.clone()  # type: ignore[assignment]  # an ArkGame's clone is one
        game.phase = ENDGAME
    who = game.players[p]
    found: dict[str, None] = {}
    for c in game.display[:1]:
        take = check(game, Take(who, game.deck.names[c]))
        if take is not None:
            found[take.rule] = None
    for c in game.hands[p]:
        for side, cabins in zip(SIDE_NAMES, game.sides, strict=True):
            for slot in range(1, len(cabins) + 2):
                problem = play_problem(game, p, Play(who, game.deck.names[c], side, slot))
                if problem is not None:
                    found[problem.rule] = None
    return list(found)


def play_problem(game: ArkGame, p: int, move: Play) -> IllegalMove | None:
    """Why playing a card there is illegal: hand, phase, slot, cost, drive-out, then cabin."""
    deck = game.deck
    c = deck.by_name.get(move.card, -1)
    name = move.card
    if c not in game.hands[p]:
        return IllegalMove("ark.play.hand", f"The {name} is not in your hand.")
    what = "provision" if deck.kind[c] == PROVISION else "slow animal"
    if game.phase == SECOND and deck.alone[c]:
        return IllegalMove(
            "ark.play.alone",
            f"The {name} is a {what}, so it can only be played alone, never as a second card.",
        )
    if game.phase == ENDGAME:
        if deck.alone[c]:
            return IllegalMove(
                "ark.endgame.no_slow",
                f"The {name} is a {what}, and those may not be played in the endgame.",
            )
        if game.discs[p] < 1:
            return IllegalMove(
                "ark.endgame.play",
                "Playing in the endgame costs an action disc and you have none, so you "
                "can only pass.",
            )
    if move.side not in SIDE_NAMES or not isinstance(move.slot, int) or move.slot < 1:
        return IllegalMove(
            "ark.newcabin.slot",
            "Cabins are numbered from 1 on the port and the starboard side.",
        )
    s = SIDE_NAMES.index(move.side)
    cabins = game.sides[s]
    slot = move.slot
    if slot > len(cabins) + 1:
        return IllegalMove(
            "ark.newcabin.slot",
            f"The {move.side} side has {len(cabins)} cabins, so a new cabin can only be "
            f"opened at {move.side} {len(cabins) + 1}.",
        )
    if game.phase == SECOND and game.first == (s, slot):
        return IllegalMove(
            "ark.play.different_cabins",
            f"Your first card went to {cabin_label(s, slot)}; the second must go to a "
            "different cabin.",
        )
    v = -1
    if slot == len(cabins) + 1:
        if move.victim is not None:
            return IllegalMove(
                "ark.driveout.replace",
                f"Cabin {cabin_label(s, slot)} would be a new, empty cabin: there is no "
                f"{move.victim} to drive out there.",
            )
        cost = 2 if game.phase == ENDGAME else 1
        if game.discs[p] < cost:
            # The endgame's second disc is its own rule's ("including paying a disc for
            # opening a new cabin"), as the sentence says.
            rule = "ark.endgame.play" if cost == 2 else "ark.newcabin.disc"
            return IllegalMove(rule, open_cost_text(game, p, cost))
    elif move.victim is not None:
        v = deck.by_name.get(move.victim, -1)
        if deck.ability[c] not in DRIVERS:
            drivers = drivers_text(deck)
            return IllegalMove(
                "ark.ability.use",
                f"The {name} has no ability to drive animals out; "
                + (f"only {drivers} do." if drivers else "no card of this deck has one."),
            )
        if v not in cabins[slot - 1]:
            return IllegalMove(
                "ark.driveout.replace",
                f"The {move.victim} is not in {cabin_label(s, slot)}, so it cannot be driven "
                "out of it.",
            )
        found = victim_problem(game, c, v)
        if found is not None:
            return IllegalMove(*found)
    problem = cabin_problem(deck, game.sides, game.bow, c, s, slot, v)
    if problem is None:
        return None
    rule, reason = explain(deck, problem, s, slot, v)
    balance = _balancing_card(game, p, c, problem) if v < 0 else None
    if balance is not None:
        return IllegalMove(
            "ark.play.each_legal",
            f"{reason} Your {deck.names[balance]} could bring it back as a second card, but "
            "each card must be legal when it is played.",
        )
    return IllegalMove(rule, reason)


def _balancing_card(game: ArkGame, p: int, c: int, problem: tuple) -> int | None:
    """A card of the hand that, played second on the other side, would undo a first card's
    capsize: the rulebook's "excess weight of the first cannot be corrected by the weight of
    the second" is then the rule the player needs to hear. None otherwise."""
    deck = game.deck
    if problem[0] != "bow" or game.phase != PLAY or deck.alone[c]:
        return None
    excess = abs(problem[1]) - BOW_LIMIT
    return next(
        (x for x in game.hands[p] if x != c and not deck.alone[x] and deck.weight[x] >= excess),
        None,
    )


def victim_problem(game: ArkGame, c: int, v: int) -> tuple[str, str] | None:
    """Why driver ``c`` may not drive out ``v`` (by their abilities), or None."""
    deck = game.deck
    names = deck.names
    ability = deck.ability[c]
    if not deck.animal[v]:
        return (
            DRIVER_RULE[ability],
            f"The {names[v]} is a provision, not an animal, and the {names[c]} "
            f"{DRIVES[ability]}: nothing drives a provision out.",
        )
    if deck.ability[v] in IMMUNE:
        return (
            "ark.driveout.immune",
            f"The {names[v]} will not be driven out by anything.",
        )
    if ability == MOSQUITO and deck.weight[v] != 2:
        return (
            "ark.ability.mosquito",
            f"The {names[c]} only drives out animals of weight 2, and the {names[v]} weighs "
            f"{deck.weight[v]}.",
        )
    if ability == SPIDER and deck.kind[v] != SHY:
        return (
            "ark.ability.spider",
            f"The {names[c]} only drives out shy animals, and the {names[v]} is not shy.",
        )
    return None


def drivers_text(deck: Deck) -> str:
    """The deck's drive-out cards by their abilities: "the Skunk (drives out any animal), ...";
    empty if the deck has none."""
    found = [
        f"the {n} ({DRIVES[a]})"
        for n, a in zip(deck.names, deck.ability, strict=True)
        if a in DRIVERS
    ]
    if not found:
        return ""
    return found[0] if len(found) == 1 else f"{', '.join(found[:-1])} and {found[-1]}"


def half_disc_text(deck: Deck) -> str:
    """Whose half disc the Chimpanzee's ability places, named by this deck: "the Chimpanzee"."""
    return deck.holders(CHIMPANZEE, last="or")


def open_cost_text(game: ArkGame, p: int, cost: int) -> str:
    have = game.discs[p]
    if cost == 1:
        return "Opening a new cabin costs an action disc, and you have none."
    return (
        "In the endgame, opening a new cabin costs 2 action discs (one to the supply, one "
        f"to your right neighbour), and you have {have}."
    )


def display_text(game: ArkGame) -> str:
    """The face-up cards, for sentences."""
    return ", ".join(game.deck.names[c] for c in game.display) or "none left"
