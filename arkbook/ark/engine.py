"""The Ark rules engine: :class:`ArkGame`, the shared game contract filled in for Ark.

The state is a handful of attributes holding only ints and tuples (see ``_STATE``), so that a
snapshot for undo is one tuple of references and never a deep copy: bots play tens of thousands
of moves a second. Every change builds new tuples instead of mutating.

A turn is several moves, one decision each. The phases are:

* ``play``: take cards (one move) or play a first card;
* ``pick``: after opening a new cabin, take a face-up card;
* ``chimp``: put the Chimpanzee's half disc under a figure;
* ``second``: play a second card in another cabin, or end the turn;
* ``pet``: at the second rain card, each player in turn may set a pet aside;
* ``endgame``: after the fifth rain card, pass for good or pay a disc and play one animal;
* ``over``.

When the rules leave a player exactly one option (no second card fits, nothing can be played in
the endgame, one face-up card left), the engine takes it at once and narrates it, instead of
asking a question with one answer (see docs/rulings/ark.md).
"""

from __future__ import annotations

import operator
import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from arkbook.ark import setup as prep
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
    BRONTO,
    CHIMPANZEE,
    FOX,
    KINDS,
    MOSQUITO,
    PROVISION,
    RAIN_KIND,
    SHY,
    SKUNK,
    SPIDER,
    Deck,
    load_deck,
)
from arkbook.ark.moves import EndTurn, HalfDisc, Pass, Pet, Pick, Play, Take, parse
from arkbook.ark.rules import RULES
from arkbook.ark.scoring import fewest_animals_in_hand, majority_points
from arkbook.errors import ArkbookError, IllegalMove
from arkbook.game import Event, Game, JSONDict, Move, Outcome, ScoreRow, ScoreSheet, chance

PLAY, PICK, CHIMP, SECOND, PET, ENDGAME, OVER = (
    "play",
    "pick",
    "chimp",
    "second",
    "pet",
    "endgame",
    "over",
)
DRIVERS = (SKUNK, MOSQUITO, SPIDER)
#: Animals that are never driven out (their ability ids).
IMMUNE = (FOX, SPIDER, MOSQUITO)
N_KINDS = len(KINDS)
_UNKNOWN = object()
#: Why a decision can have a single option, by the kind of move (for the "forced" events).
_FORCED_RULE: dict[type, str] = {
    EndTurn: "ark.play.count",
    Pass: "ark.endgame.play",
    Pick: "ark.newcabin.take",
    HalfDisc: "ark.ability.chimpanzee",
    Pet: "ark.rain.pets",
}
#: evaluate(): the worth of a figure and of a hand card beyond the points they score now.
FIGURE_WEIGHT = 0.5
HAND_WEIGHT = 0.3

#: Every attribute that changes during play; a snapshot is these values, in this order.
_STATE = (
    "hands",
    "known",
    "pets",
    "sides",
    "bow",
    "display",
    "supply",
    "sp",
    "rain",
    "discs",
    "disc_supply",
    "figs",
    "removed",
    "phase",
    "turn",
    "decider",
    "played",
    "first",
    "solo",
    "need_pick",
    "need_chimp",
    "pet_queue",
    "pets_done",
    "end_triggered",
    "endgame",
    "passed",
    "_legal",
)
_snapshot_of = operator.attrgetter(*_STATE)

_BUILTIN: list[Deck] = []

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


def builtin_deck() -> Deck:
    """The deck in ``deck.json``, read and validated once per process."""
    if not _BUILTIN:
        _BUILTIN.append(load_deck(None))
    return _BUILTIN[0]


class ArkGame(Game):
    """A game of Ark for 3 to 5 players."""

    game_name: ClassVar[str] = "ark"
    RULES: ClassVar[Mapping[str, str]] = RULES
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 5

    # The state (see _STATE); declared for type checkers and readers.
    hands: tuple[tuple[int, ...], ...]
    #: Cards everyone saw go into each hand (taken face up) and still there, for sure.
    known: tuple[tuple[int, ...], ...]
    pets: tuple[int, ...]
    sides: tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]
    bow: int
    display: tuple[int, ...]
    supply: tuple[int, ...]
    sp: int
    rain: tuple[int, ...]
    discs: tuple[int, ...]
    disc_supply: int
    figs: tuple[int, ...]
    removed: tuple[int, ...]
    phase: str
    turn: int
    decider: int
    played: int
    first: tuple[int, int] | None
    solo: bool
    need_pick: bool
    need_chimp: bool
    pet_queue: tuple[int, ...]
    pets_done: bool
    end_triggered: bool
    endgame: bool
    passed: tuple[bool, ...]
    _legal: list[Move] | None

    def __init__(
        self,
        players: Sequence[str],
        seed: int = 0,
        deck: Deck | Mapping[str, Any] | Sequence[Any] | None = None,
    ) -> None:
        if deck is None:
            self.deck = builtin_deck()
            options: JSONDict = {"deck": None}
        else:
            self.deck = deck if isinstance(deck, Deck) else load_deck(deck)
            options = {"deck": self.deck.to_data()}
        self._seat = {name: i for i, name in enumerate(players)}
        super().__init__(players, seed, options)

    # ------------------------------------------------------------------------------ setup
    def _setup(self) -> list[Event]:
        deck, players = self.deck, self.players
        n = len(players)
        ev = [
            Event(
                "setup",
                "The bow card goes on the table with the yellow disc in the middle, and the 5 "
                "scoring cards (heavy, useful, slow, provision, shy) beside it.",
                "ark.setup.bow",
            ),
            Event(
                "setup",
                f"{players[0]} is the starting player; play goes clockwise: {', '.join(players)}.",
                "ark.turn.order",
                {"order": list(players)},
            ),
        ]
        discs = prep.deal_discs(n)
        self.discs = tuple(discs)
        self.disc_supply = prep.TOTAL_DISCS - sum(discs)
        ev.append(
            Event(
                "setup",
                "Action discs: "
                + ", ".join(f"{p} {d}" for p, d in zip(players, discs, strict=True))
                + f"; {self.disc_supply} stay in the supply.",
                "ark.setup.discs",
                {"discs": dict(zip(players, discs, strict=True))},
            )
        )
        order = list(deck.play_ids)
        chance(self.seed, "deck").shuffle(order)
        start = prep.choose_start_cards(deck, order)
        for card, rule in start.rejected:
            why = (
                f"it weighs {deck.weight[card]}, not 1 or 2"
                if rule == "ark.setup.start_weight"
                else f"2 {deck.cards[card].kind} cards are already out"
            )
            ev.append(
                Event(
                    "setup",
                    f"The {deck.names[card]} goes face down under the deck: {why}.",
                    rule,
                    {"card": deck.names[card]},
                )
            )
        port, starboard, bow = prep.lay_out(deck, start.accepted)
        self.sides = (port, starboard)
        self.bow = bow
        ev.append(
            Event(
                "setup",
                "The starting cards make 2 rows of 2 cabins: "
                + ", ".join(
                    f"{deck.describe(side[s][0])} in {cabin_label(i, s + 1)}"
                    for i, side in enumerate(self.sides)
                    for s in range(2)
                )
                + ".",
                "ark.setup.start_cabins",
                {"cards": [deck.names[c] for c in start.accepted]},
            )
        )
        ev.append(Event("setup", self._bow_sentence(), "ark.setup.bow", {"bow": bow}))
        rest = list(start.rest)
        chance(self.seed, "reshuffle").shuffle(rest)
        self.hands = tuple(tuple(rest[2 * i : 2 * i + 2]) for i in range(n))
        rest = rest[2 * n :]
        self.display, rest = tuple(rest[: prep.DISPLAY_SIZE]), rest[prep.DISPLAY_SIZE :]
        ev.append(
            Event(
                "setup",
                "The cards are reshuffled; each player draws a secret hand of 2 and 3 cards "
                "go face up: " + ", ".join(deck.names[c] for c in self.display) + ".",
                "ark.setup.deal",
                {"display": [deck.names[c] for c in self.display]},
            )
        )
        self.supply = tuple(prep.build_supply(rest, deck.rain_ids, chance(self.seed, "rain")))
        self.sp = 0
        ev.append(
            Event(
                "setup",
                f"The other {len(rest)} cards are split in two; one rain card goes on the lower "
                "half and 4 are shuffled into it, then the upper half goes on top: the first "
                f"rain card is card number {len(rest) // 2 + 1} of the supply.",
                "ark.setup.rain",
                {"supply": len(self.supply)},
            )
        )
        self.pets = (-1,) * n
        self.known = ((),) * n
        self.rain = ()
        self.figs = (0,) * (n * N_KINDS * 2)
        self.removed = ()
        self.phase, self.turn, self.decider = PLAY, 0, 0
        self.played, self.first, self.solo = 0, None, False
        self.need_pick = self.need_chimp = False
        self.pet_queue, self.pets_done = (), False
        self.end_triggered = self.endgame = False
        self.passed = (False,) * n
        self._legal = None
        return ev

    # ------------------------------------------------------------------------ snapshots
    def _snapshot(self) -> tuple:
        return _snapshot_of(self)

    def _restore(self, snapshot: tuple) -> None:
        self.__dict__.update(zip(_STATE, snapshot, strict=True))

    # ---------------------------------------------------------------------- who decides
    def _to_move(self) -> tuple[str, ...]:
        return () if self.phase == OVER else (self.players[self.decider],)

    def _prompt(self) -> str:
        name = self.players[self.decider]
        phase = self.phase
        if phase == PLAY:
            return (
                f"{name}: take cards (a face-up card, then the top of the supply) "
                "or play 1 or 2 cards."
            )
        if phase == PICK:
            return f"{name}: you opened a new cabin, so take one of the face-up cards."
        if phase == CHIMP:
            return f"{name}: put the Chimpanzee's half disc under one of your figures."
        if phase == SECOND:
            return f"{name}: play a second card into another cabin, or end your turn."
        if phase == PET:
            return f"{name}: choose a pet (a hand card, set aside face down) or no pet."
        if phase == ENDGAME:
            return f"{name}: endgame - pass for good, or pay a disc and play one animal."
        return "The game is over."

    # ---------------------------------------------------------------------- legal moves
    def _legal_moves(self) -> list[Move]:
        if self._legal is None:
            self._legal = self._generate()
        return list(self._legal)

    def _generate(self) -> list[Move]:
        phase = self.phase
        p = self.decider
        name = self.players[p]
        names = self.deck.names
        intern = _intern
        if phase == PLAY:
            moves = [intern((Take, name, names[c])) for c in self.display]
            moves += self._plays(p, self.hands[p], 1, None)
            return moves
        if phase == SECOND:
            alone = self.deck.alone
            cards = [c for c in self.hands[p] if not alone[c]]
            return [*self._plays(p, cards, 1, self.first), intern((EndTurn, name))]
        if phase == ENDGAME:
            moves: list[Move] = [intern((Pass, name))]
            if self.discs[p] >= 1:
                alone = self.deck.alone
                cards = [c for c in self.hands[p] if not alone[c]]
                moves += self._plays(p, cards, 2, None)
            return moves
        if phase == PICK:
            return [intern((Pick, name, names[c])) for c in self.display]
        if phase == CHIMP:
            return [intern((HalfDisc, name, KINDS[k])) for k in self._half_disc_kinds(p)]
        if phase == PET:
            return [intern((Pet, name, None))] + [
                intern((Pet, name, names[c])) for c in self.hands[p]
            ]
        return []

    def _plays(
        self, p: int, cards: Sequence[int], new_cost: int, exclude: tuple[int, int] | None
    ) -> list[Move]:
        """Every legal placement of ``cards`` (normal, new cabin, and drive-outs).

        The same checks as :func:`cabin_problem`, in the same order, unrolled for speed: the
        bow and full cabins are tested once per side, whether a card gets on with a cabin's
        cards (which depends on nothing else) is remembered, and so is whether a cabin is near
        a carnivore (the same for every shy card but the calm hedgehog). ``why_not`` uses
        ``cabin_problem`` itself; a property test checks that both always agree.
        """
        deck, sides, bow = self.deck, self.sides, self.bow
        name, names, weight, kind, calm = (
            self.players[p],
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
            if self.discs[p] >= new_cost and (s, len(cabins) + 1) != exclude:
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
                            key = (c, cabin)
                            found = mates.get(key, _UNKNOWN)
                            if found is _UNKNOWN:
                                found = mates[key] = mates_problem(deck, c, cabin)
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
                    out += self._drive_outs(p, c, s, exclude)
        return out

    def _drive_outs(self, p: int, c: int, s: int, exclude: tuple[int, int] | None) -> list[Move]:
        """The legal drive-outs of card ``c`` on side ``s``."""
        deck = self.deck
        names = deck.names
        out: list[Move] = []
        for slot, cabin in enumerate(self.sides[s], 1):
            if (s, slot) == exclude:
                continue
            for v in cabin:
                if (
                    self._victim_problem(c, v) is None
                    and cabin_problem(deck, self.sides, self.bow, c, s, slot, v) is None
                ):
                    out.append(
                        _intern((Play, self.players[p], names[c], SIDE_NAMES[s], slot, names[v]))
                    )
        return out

    def _half_disc_kinds(self, p: int) -> list[int]:
        """Scoring cards (not provisions) where ``p`` has a simple figure to put a disc under."""
        base = p * N_KINDS * 2
        figs = self.figs
        return [k for k in range(N_KINDS) if k != PROVISION and figs[base + 2 * k] > 0]

    # ---------------------------------------------------------------------------- checks
    def _check(self, move: Move) -> IllegalMove | None:
        p = self._seat[move.player]
        phase = self.phase
        if isinstance(move, Play):
            if phase not in (PLAY, SECOND, ENDGAME):
                return self._pending()
            return self._play_problem(p, move)
        if isinstance(move, Take):
            if phase == PLAY:
                if self.deck.by_name.get(move.card, -1) in self.display:
                    return None
                return IllegalMove(
                    "ark.take.order",
                    f"The {move.card} is not among the face-up cards ({self._display_text()}).",
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
            return self._pending()
        if isinstance(move, Pick):
            if phase != PICK:
                return self._pending() or IllegalMove(
                    "ark.newcabin.take",
                    "You pick a face-up card only right after opening a new cabin.",
                )
            if self.deck.by_name.get(move.card, -1) in self.display:
                return None
            return IllegalMove(
                "ark.newcabin.take",
                f"The {move.card} is not among the face-up cards ({self._display_text()}).",
            )
        if isinstance(move, HalfDisc):
            if phase != CHIMP:
                return self._pending() or IllegalMove(
                    "ark.ability.chimpanzee",
                    "A half disc is placed only when a Chimpanzee is played or driven out.",
                )
            if move.kind not in KINDS or move.kind == "provision":
                return IllegalMove(
                    "ark.ability.chimpanzee",
                    "The Chimpanzee's half disc may go under any of your figures except on the "
                    "provision scoring card.",
                )
            if KINDS.index(move.kind) in self._half_disc_kinds(p):
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
                    "Play at least 1 card, or take cards, before your turn can end.",
                )
            if phase == ENDGAME:
                return IllegalMove(
                    "ark.endgame.pass",
                    "In the endgame you either play one animal or pass; there is no ending a "
                    "turn without one.",
                )
            return self._pending()
        if isinstance(move, Pet):
            if phase != PET:
                return self._pending() or IllegalMove(
                    "ark.rain.pets", "A pet is chosen only when the second rain card is drawn."
                )
            if move.card is None or self.deck.by_name.get(move.card, -1) in self.hands[p]:
                return None
            return IllegalMove(
                "ark.rain.pets", f"The {move.card} is not in your hand, so it cannot be your pet."
            )
        if isinstance(move, Pass):
            if phase == ENDGAME:
                return None
            return self._pending() or IllegalMove(
                "ark.endgame.pass",
                "Passing is only possible in the endgame, after the fifth rain card.",
            )
        return IllegalMove("ark.play.count", f"{move} is not a move of Ark.")

    def _pending(self) -> IllegalMove | None:
        """The decision that must come first in the in-between phases (pick, chimp, pet)."""
        phase = self.phase
        if phase == PICK:
            return IllegalMove(
                "ark.newcabin.take",
                f"First take one of the face-up cards ({self._display_text()}) for the new "
                "cabin you opened.",
            )
        if phase == CHIMP:
            return IllegalMove(
                "ark.ability.chimpanzee",
                "First put the Chimpanzee's half disc under one of your figures.",
            )
        if phase == PET:
            return IllegalMove(
                "ark.rain.pets",
                "First choose a pet or no pet: the second rain card has been drawn.",
            )
        return None

    def _play_problem(self, p: int, move: Play) -> IllegalMove | None:
        deck = self.deck
        c = deck.by_name.get(move.card, -1)
        name = move.card
        if c not in self.hands[p]:
            return IllegalMove("ark.play.hand", f"The {name} is not in your hand.")
        what = "provision" if deck.kind[c] == PROVISION else "slow animal"
        if self.phase == SECOND and deck.alone[c]:
            return IllegalMove(
                "ark.play.alone",
                f"The {name} is a {what}, so it can only be played alone, never as a second card.",
            )
        if self.phase == ENDGAME:
            if deck.alone[c]:
                return IllegalMove(
                    "ark.endgame.no_slow",
                    f"The {name} is a {what}, and those may not be played in the endgame.",
                )
            if self.discs[p] < 1:
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
        cabins = self.sides[s]
        slot = move.slot
        if slot > len(cabins) + 1:
            return IllegalMove(
                "ark.newcabin.slot",
                f"The {move.side} side has {len(cabins)} cabins, so a new cabin can only be "
                f"opened at {move.side} {len(cabins) + 1}.",
            )
        if self.phase == SECOND and self.first == (s, slot):
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
            cost = 2 if self.phase == ENDGAME else 1
            if self.discs[p] < cost:
                return IllegalMove("ark.newcabin.disc", self._open_cost_text(p, cost))
        elif move.victim is not None:
            v = deck.by_name.get(move.victim, -1)
            if deck.ability[c] not in DRIVERS:
                return IllegalMove(
                    "ark.ability.use",
                    f"The {name} has no ability to drive animals out; only the Skunk, Mosquito "
                    "and Spider do.",
                )
            if v not in cabins[slot - 1]:
                return IllegalMove(
                    "ark.driveout.replace",
                    f"The {move.victim} is not in {cabin_label(s, slot)}, so it cannot be driven "
                    "out of it.",
                )
            found = self._victim_problem(c, v)
            if found is not None:
                return IllegalMove(*found)
        problem = cabin_problem(deck, self.sides, self.bow, c, s, slot, v)
        if problem is None:
            return None
        rule, reason = explain(deck, problem, s, slot, v)
        return IllegalMove(rule, reason)

    def _victim_problem(self, c: int, v: int) -> tuple[str, str] | None:
        """Why driver ``c`` may not drive out ``v`` (by their abilities), or None."""
        deck = self.deck
        names = deck.names
        if not deck.animal[v]:
            return (
                "ark.ability.skunk",
                f"The {names[v]} is a provision, not an animal, so nothing can drive it out.",
            )
        if deck.ability[v] in IMMUNE:
            return (
                "ark.driveout.immune",
                f"The {names[v]} will not be driven out by anything.",
            )
        ability = deck.ability[c]
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

    def _open_cost_text(self, p: int, cost: int) -> str:
        have = self.discs[p]
        if cost == 1:
            return "Opening a new cabin costs an action disc, and you have none."
        return (
            "In the endgame, opening a new cabin costs 2 action discs (one to the supply, one "
            f"to your right neighbour), and you have {have}."
        )

    def _display_text(self) -> str:
        return ", ".join(self.deck.names[c] for c in self.display) or "none left"

    # ---------------------------------------------------------------------------- apply
    def _apply(self, move: Move) -> list[Event]:
        ev: list[Event] = []
        self._dispatch(move, ev)
        self._settle(ev)
        return ev

    def _dispatch(self, move: Move, ev: list[Event]) -> None:
        p = self._seat[move.player]
        if isinstance(move, Play):
            self._do_play(p, move, ev)
        elif isinstance(move, Take):
            self._do_take(p, move, ev)
        elif isinstance(move, Pick):
            self._do_pick(p, move, ev)
        elif isinstance(move, HalfDisc):
            self._do_half_disc(p, move, ev)
        elif isinstance(move, EndTurn):
            ev.append(
                Event("end", f"{move.player} ends the turn after one card.", "ark.play.count")
            )
            self._end_turn(ev)
        elif isinstance(move, Pet):
            self._do_pet(p, move, ev)
        else:
            self.passed = _replace(self.passed, p, True)
            ev.append(
                Event(
                    "pass",
                    f"{move.player} passes and is out of the endgame.",
                    "ark.endgame.pass",
                    {"player": move.player},
                )
            )
            self._next_endgame(ev)

    def _settle(self, ev: list[Event]) -> None:
        """Take every decision that has only one option, then list the next moves."""
        while True:
            moves = self._generate()
            if len(moves) != 1 or self.phase == PLAY:
                self._legal = moves
                return
            forced = moves[0]
            ev.append(
                Event(
                    "forced",
                    f"{forced.player} has only one option: {forced.action_text()}.",
                    _FORCED_RULE[type(forced)],
                    {"move": str(forced)},
                )
            )
            self._dispatch(forced, ev)

    def _do_take(self, p: int, move: Take, ev: list[Event]) -> None:
        deck = self.deck
        c = deck.by_name[move.card]
        self.display = tuple(x for x in self.display if x != c)
        self.hands = _replace(self.hands, p, (*self.hands[p], c))
        self.known = _replace(self.known, p, (*self.known[p], c))
        ev.append(
            Event(
                "take",
                f"{move.player} takes the {move.card} from the face-up cards.",
                "ark.take.order",
                {"player": move.player, "card": move.card},
            )
        )
        drawn = self._draw(ev)
        if drawn is not None:
            self.hands = _replace(self.hands, p, (*self.hands[p], drawn))
            ev.append(
                Event(
                    "draw",
                    f"{move.player} draws the top card of the supply into the hand.",
                    "ark.take.order",
                    {"player": move.player},
                )
            )
        self._end_turn(ev)

    def _draw(self, ev: list[Event]) -> int | None:
        """The next non-rain card of the supply, setting rain aside; None at the fifth rain."""
        deck = self.deck
        while True:
            card = self.supply[self.sp]
            self.sp += 1
            if deck.kind[card] != RAIN_KIND:
                return card
            self.rain = (*self.rain, card)
            count = len(self.rain)
            drawer = self.players[self.turn]
            ev.append(
                Event(
                    "rain",
                    f"Rain card {count} of 5: {drawer} sets it aside face up"
                    + (" and draws again." if count < 5 else "."),
                    "ark.take.rain",
                    {"rain": count},
                )
            )
            if count == 2:
                ev.append(
                    Event(
                        "rain",
                        "The second rain card: at the end of this turn every player may choose "
                        "a pet.",
                        "ark.rain.pets",
                    )
                )
            if count == 5:
                self.end_triggered = True
                left = self.players[(self.turn + 1) % len(self.players)]
                ev.append(
                    Event(
                        "rain",
                        f"The fifth rain card ends {drawer}'s turn at once, with no more "
                        f"cards drawn; the endgame begins with {left}.",
                        "ark.rain.end",
                    )
                )
                return None

    def _do_play(self, p: int, move: Play, ev: list[Event]) -> None:
        deck = self.deck
        c = deck.by_name[move.card]
        s = SIDE_NAMES.index(move.side)
        slot = move.slot
        who = move.player
        hand = list(self.hands[p])
        hand.remove(c)
        self.hands = _replace(self.hands, p, tuple(hand))
        if c in self.known[p]:
            self.known = _replace(self.known, p, tuple(x for x in self.known[p] if x != c))
        cabins = self.sides[s]
        label = cabin_label(s, slot)
        if self.endgame:
            self.discs = _replace(self.discs, p, self.discs[p] - 1)
            self.disc_supply += 1
            ev.append(
                Event("disc", f"{who} pays an action disc to the supply.", "ark.endgame.play")
            )
        v = -1 if move.victim is None else deck.by_name[move.victim]
        opened = slot > len(cabins)
        if opened:
            cabins = (*cabins, (c,))
            right = (p - 1) % len(self.players)
            discs = list(self.discs)
            discs[p] -= 1
            discs[right] += 1
            self.discs = tuple(discs)
            ev.append(
                Event(
                    "open",
                    f"{who} opens a new cabin at {label} and gives an action disc to the right "
                    f"neighbour, {self.players[right]}.",
                    "ark.newcabin.disc",
                    {"cabin": label},
                )
            )
        elif v >= 0:
            cabin = tuple(c if x == v else x for x in cabins[slot - 1])
            cabins = _replace(cabins, slot - 1, cabin)
            self.removed = (*self.removed, v)
            ev.append(
                Event(
                    "drive_out",
                    f"The {move.card} drives the {move.victim} out of {label}; the "
                    f"{move.victim} leaves the game.",
                    "ark.driveout.replace",
                    {"card": move.card, "victim": move.victim, "cabin": label},
                )
            )
        else:
            cabins = _replace(cabins, slot - 1, (*cabins[slot - 1], c))
        self.sides = _replace(self.sides, s, cabins)
        delta = (deck.weight[c] - (deck.weight[v] if v >= 0 else 0)) * (1 if s else -1)
        self.bow += delta
        ev.append(
            Event(
                "play",
                f"{who} plays the {deck.describe(c)} to {label}. "
                + (
                    f"The bow changes by the difference in weight ({deck.weight[v]} out, "
                    f"{deck.weight[c]} in). "
                    if v >= 0
                    else ""
                )
                + self._bow_sentence(delta),
                "ark.driveout.bow" if v >= 0 else "ark.bow.move",
                {"card": move.card, "cabin": label, "bow": self.bow},
            )
        )
        self._add_figure(p, c, ev, "ark.figure.place")
        if v >= 0:
            self._add_figure(p, v, ev, "ark.driveout.figure")
            if deck.ability[v] == CHIMPANZEE:
                self.need_chimp = True
        ability = deck.ability[c]
        if ability == FOX:
            gain = min(2, self.disc_supply)
            self.discs = _replace(self.discs, p, self.discs[p] + gain)
            self.disc_supply -= gain
            ev.append(
                Event(
                    "ability",
                    f"The Fox: {who} takes {gain} action disc{'s' * (gain != 1)} from the supply.",
                    "ark.ability.fox",
                )
            )
        elif ability == CHIMPANZEE:
            self.need_chimp = True
        self.played += 1
        self.first = (s, slot)
        self.solo = deck.alone[c]
        self.need_pick = opened and not self.endgame and bool(self.display)
        self._continue(ev)

    def _add_figure(self, p: int, card: int, ev: list[Event], rule: str) -> None:
        """A figure on the scoring card of ``card``'s kind: a half-disc one for the Bronto."""
        deck = self.deck
        kind = deck.kind[card]
        at = (p * N_KINDS + kind) * 2
        figs = list(self.figs)
        who = self.players[p]
        if deck.ability[card] == BRONTO and self.disc_supply > 0:
            figs[at + 1] += 1
            self.disc_supply -= 1
            ev.append(
                Event(
                    "figure",
                    f"{who} puts a figure on an orange disc on the {KINDS[kind]} scoring card "
                    f"for the {deck.names[card]}: it counts 1.5.",
                    "ark.driveout.special"
                    if rule == "ark.driveout.figure"
                    else "ark.ability.bronto",
                )
            )
        else:
            figs[at] += 1
            ev.append(
                Event(
                    "figure",
                    f"{who} puts a figure on the {KINDS[kind]} scoring card for the "
                    f"{deck.names[card]}.",
                    rule,
                )
            )
        self.figs = tuple(figs)
        self._exchange_halves(p, kind, ev)

    def _exchange_halves(self, p: int, kind: int, ev: list[Event]) -> None:
        """Two half-disc figures of one player on one card become 3 simple figures at once.

        The exchange changes no score (1.5 + 1.5 = 3) and puts 2 orange discs back in the
        supply, where the Fox and the next Bronto or Chimpanzee can use them.
        """
        at = (p * N_KINDS + kind) * 2
        if self.figs[at + 1] < 2:
            return
        figs = list(self.figs)
        figs[at] += 3
        figs[at + 1] -= 2
        self.figs = tuple(figs)
        self.disc_supply += 2
        ev.append(
            Event(
                "figure",
                f"{self.players[p]}'s two 1.5 figures on the {KINDS[kind]} scoring card become "
                "3 simple figures; the 2 orange discs go back to the supply.",
                "ark.score.half",
            )
        )

    def _continue(self, ev: list[Event]) -> None:
        """After a card (and its pick or half disc): the next decision of this turn, or the end."""
        if self.need_pick:
            self.phase = PICK
            return
        if self.need_chimp:
            if self.disc_supply > 0 and self._half_disc_kinds(self.decider):
                self.phase = CHIMP
                return
            self.need_chimp = False
            ev.append(
                Event(
                    "ability",
                    "No orange disc is left in the supply, so the Chimpanzee's half disc is "
                    "not placed.",
                    "ark.ability.chimpanzee",
                )
            )
        if self.endgame:
            self._next_endgame(ev)
        elif self.played >= 2 or self.solo:
            if self.solo:
                ev.append(
                    Event(
                        "end",
                        "A slow animal or a provision is played alone, so "
                        f"{self.players[self.turn]}'s turn ends.",
                        "ark.play.alone",
                    )
                )
            self._end_turn(ev)
        else:
            self.phase = SECOND

    def _do_pick(self, p: int, move: Pick, ev: list[Event]) -> None:
        c = self.deck.by_name[move.card]
        self.display = tuple(x for x in self.display if x != c)
        self.hands = _replace(self.hands, p, (*self.hands[p], c))
        self.known = _replace(self.known, p, (*self.known[p], c))
        self.need_pick = False
        ev.append(
            Event(
                "pick",
                f"{move.player} takes the {move.card} from the face-up cards for opening a new "
                "cabin; the display is refilled only at the end of the turn.",
                "ark.newcabin.take",
                {"card": move.card},
            )
        )
        self._continue(ev)

    def _do_half_disc(self, p: int, move: HalfDisc, ev: list[Event]) -> None:
        kind = KINDS.index(move.kind)
        at = (p * N_KINDS + kind) * 2
        figs = list(self.figs)
        figs[at] -= 1
        figs[at + 1] += 1
        self.figs = tuple(figs)
        self.disc_supply -= 1
        self.need_chimp = False
        ev.append(
            Event(
                "ability",
                f"{move.player} puts an orange disc under a figure on the {move.kind} scoring "
                "card: it counts 1.5.",
                "ark.ability.chimpanzee",
                {"kind": move.kind},
            )
        )
        self._exchange_halves(p, kind, ev)
        self._continue(ev)

    def _do_pet(self, p: int, move: Pet, ev: list[Event]) -> None:
        if move.card is None:
            ev.append(Event("pet", f"{move.player} chooses no pet.", "ark.rain.pets"))
        else:
            c = self.deck.by_name[move.card]
            hand = list(self.hands[p])
            hand.remove(c)
            self.hands = _replace(self.hands, p, tuple(hand))
            self.pets = _replace(self.pets, p, c)
            # The pet is face down: nobody can tell which known card, if any, it was.
            self.known = _replace(self.known, p, ())
            ev.append(
                Event(
                    "pet",
                    f"{move.player} sets a pet aside, face down.",
                    "ark.rain.pets",
                    {"player": move.player},
                )
            )
        queue = self.pet_queue[1:]
        self.pet_queue = queue
        if queue:
            self.decider = queue[0]
        else:
            self._next_turn(ev)

    def _end_turn(self, ev: list[Event]) -> None:
        """Refill the face-up cards, then pets (at the 2nd rain card) or the next turn."""
        deck = self.deck
        while not self.end_triggered and len(self.display) < prep.DISPLAY_SIZE:
            card = self._draw(ev)
            if card is None:
                break
            self.display = (*self.display, card)
            ev.append(
                Event(
                    "refill",
                    f"The {deck.names[card]} is turned face up from the supply.",
                    "ark.take.order",
                    {"card": deck.names[card]},
                )
            )
        self.played, self.first, self.solo = 0, None, False
        if len(self.rain) >= 2 and not self.pets_done:
            n = len(self.players)
            self.pets_done = True
            self.pet_queue = tuple((self.turn + i) % n for i in range(n))
            self.phase = PET
            self.decider = self.turn
            ev.append(
                Event(
                    "pets",
                    f"Starting with {self.players[self.turn]}, each player in turn may set one "
                    "hand card aside face down as a pet.",
                    "ark.rain.pets",
                )
            )
        else:
            self._next_turn(ev)

    def _next_turn(self, ev: list[Event]) -> None:
        n = len(self.players)
        if self.end_triggered and not self.endgame:
            self.endgame = True
            self._next_endgame(ev)
        elif self.endgame:
            self._next_endgame(ev)
        else:
            self.turn = self.decider = (self.turn + 1) % n
            self.phase = PLAY

    def _next_endgame(self, ev: list[Event]) -> None:
        """The next player clockwise who has not passed; the game ends when all have."""
        n = len(self.players)
        for step in range(1, n + 1):
            q = (self.turn + step) % n
            if not self.passed[q]:
                self.turn = self.decider = q
                self.phase = ENDGAME
                self.played, self.first, self.solo = 0, None, False
                return
        self.phase = OVER
        ev.append(
            Event(
                "over",
                "Everyone has passed: the game is over. Pets are turned over and scored.",
                "ark.endgame.end",
            )
        )

    def _bow_sentence(self, delta: int | None = None) -> str:
        """Where the yellow disc is (and how it moved), for the events."""
        bow = self.bow
        where = "in the middle" if bow == 0 else f"{abs(bow)} toward {SIDE_NAMES[bow > 0]}"
        if delta is None:
            return f"The yellow disc starts {where} (starboard weight minus port weight)."
        if delta == 0:
            return f"The yellow disc stays {where}."
        moved = f"{abs(delta)} space{'s' * (abs(delta) != 1)} toward {SIDE_NAMES[delta > 0]}"
        return f"The yellow disc moves {moved} and is now {where}."

    # ------------------------------------------------------------------------- parsing
    def _parse(self, player: str, text: str) -> Move:
        return parse(player, text, self._card_name)

    def _card_name(self, typed: str) -> str | None:
        found = self.deck.by_folded.get(typed.casefold())
        return None if found is None else self.deck.names[found]

    # ------------------------------------------------------------------------- scoring
    def _figure_units(self, pets: Sequence[int]) -> list[list[int]]:
        """Figures per kind per player in half units (simple 2, half-disc 3), with ``pets``."""
        n = len(self.players)
        figs = self.figs
        units = [
            [
                2 * figs[(p * N_KINDS + k) * 2] + 3 * figs[(p * N_KINDS + k) * 2 + 1]
                for p in range(n)
            ]
            for k in range(N_KINDS)
        ]
        for p, pet in enumerate(pets):
            if pet >= 0 and self.pet_scores(pet):
                units[self.deck.kind[pet]][p] += 2
        return units

    def pet_scores(self, card: int) -> bool:
        """A legal pet: an animal of weight 0 to 2 without a "!" ability."""
        deck = self.deck
        return deck.animal[card] and deck.weight[card] <= 2 and not deck.ability[card]

    def scores(self) -> ScoreSheet:
        over = self.phase == OVER
        pets = self.pets if over else ()
        units = self._figure_units(pets)
        rows = []
        for k, kind in enumerate(KINDS):
            figures = dict(zip(self.players, units[k], strict=True))
            shown = ", ".join(f"{p} {_figures_text(u)}" for p, u in figures.items() if u)
            pets_note = "pets included" if over else "pets are added at the end"
            rows.append(
                ScoreRow(
                    label=f"{kind.capitalize()} scoring card",
                    points=majority_points(figures),
                    rule="ark.score.majority",
                    detail=f"figures: {shown or 'none'}; {pets_note}",
                )
            )
        rows.append(
            ScoreRow(
                label="Action discs",
                points=dict(zip(self.players, self.discs, strict=True)),
                rule="ark.score.discs",
                detail="1 point per action disc",
            )
        )
        return ScoreSheet.from_rows(self.players, rows)

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        totals = self.scores().totals
        best = max(totals.values())
        leaders = [p for p in self.players if totals[p] == best]
        if len(leaders) == 1:
            return Outcome(totals, tuple(leaders))
        in_hand = {p: self.animals_in_hand(p) for p in leaders}
        winners = fewest_animals_in_hand(leaders, in_hand)
        counts = ", ".join(f"{p} {in_hand[p]}" for p in leaders)
        return Outcome(
            totals,
            tuple(winners),
            f"tied on {best} points; fewest animal cards in hand wins ({counts})",
        )

    def animals_in_hand(self, player: str) -> int:
        """Animal cards (not provisions) in a player's hand: the tie-break counts these."""
        animal = self.deck.animal
        return sum(1 for c in self.hands[self._seat[player]] if animal[c])

    def evaluate(self, player: str) -> float:
        """How good the position looks for ``player``, for the greedy and search bots.

        The score if the game ended now (counting only this player's own pet, the one they
        know) as a lead over the best opponent, plus small terms for what majorities miss: each
        figure (a future tie-breaker between steps of 10/6/2) and each card in hand (a future
        figure). The weights were tuned on greedy-against-random games.
        """
        p = self._seat[player]
        pets = [pet if q == p else -1 for q, pet in enumerate(self.pets)]
        units = self._figure_units(pets)
        totals = [float(d) for d in self.discs]
        for k in range(N_KINDS):
            for q, pts in majority_points(dict(enumerate(units[k]))).items():
                totals[q] += pts
        best_other = max(t for q, t in enumerate(totals) if q != p)
        figures = sum(u[p] for u in units) / 2
        return totals[p] - best_other + FIGURE_WEIGHT * figures + HAND_WEIGHT * len(self.hands[p])

    # --------------------------------------------------------------------------- views
    def view(self, player: str | None = None) -> JSONDict:
        if player is not None and player not in self._seat:
            raise ArkbookError(f"{player!r} is not playing; the players are {list(self.players)}")
        deck = self.deck
        card = deck.card_dict
        names = self.players
        seat = None if player is None else self._seat[player]
        to_move = list(self._to_move())
        cabins = {
            SIDE_NAMES[s]: [
                {"slot": i + 1, "label": cabin_label(s, i + 1), "cards": [card(c) for c in cab]}
                for i, cab in enumerate(self.sides[s])
            ]
            for s in (0, 1)
        }
        scoring = {
            kind: {
                names[p]: {
                    "figures": self.figs[(p * N_KINDS + k) * 2],
                    "half": self.figs[(p * N_KINDS + k) * 2 + 1],
                }
                for p in range(len(names))
            }
            for k, kind in enumerate(KINDS)
        }
        supply: JSONDict = {"count": len(self.supply) - self.sp}
        if seat is None:
            supply["order"] = [deck.names[c] for c in self.supply[self.sp :]]
        view: JSONDict = {
            "game": self.game_name,
            "players": list(names),
            "viewer": player,
            "phase": self.phase,
            "turn": names[self.turn],
            "to_move": to_move,
            "prompt": self._prompt(),
            "bow": self.bow,
            "cabins": cabins,
            "new_cabins": [cabin_label(s, len(self.sides[s]) + 1) for s in (0, 1)],
            "display": [card(c) for c in self.display],
            "supply": supply,
            "rain": {"drawn": len(self.rain), "total": 5},
            "scoring": scoring,
            "discs": dict(zip(names, self.discs, strict=True)),
            "disc_supply": self.disc_supply,
            "hands": {
                names[p]: [card(c) for c in h] if seat in (None, p) else None
                for p, h in enumerate(self.hands)
            },
            "hand_counts": {names[p]: len(h) for p, h in enumerate(self.hands)},
            "known_cards": {names[p]: [card(c) for c in k] for p, k in enumerate(self.known)},
            "pets": {
                names[p]: (card(c) if c >= 0 else None) if seat in (None, p) else None
                for p, c in enumerate(self.pets)
            },
            "pet_counts": {names[p]: int(c >= 0) for p, c in enumerate(self.pets)},
            "removed": [card(c) for c in self.removed],
            "endgame": self.endgame,
            "passed": [names[p] for p, done in enumerate(self.passed) if done],
            "turn_state": {
                "cards_played": self.played,
                "first_cabin": None if self.first is None else cabin_label(*self.first),
            },
        }
        if seat is None or names[seat] in to_move:
            legal = self._legal_moves()
            targets: dict[str, list[str]] = {}
            for m in legal:
                if isinstance(m, Play):
                    label = f"{m.side} {m.slot}"
                    if m.victim is not None:
                        label += f" driving out {m.victim}"
                    targets.setdefault(m.card, []).append(label)
            view["legal"] = {"moves": [m.action_text() for m in legal], "targets": targets}
        return view

    # ---------------------------------------------------------------- hidden information
    def _determinize(self, player: str, rng: random.Random) -> None:
        """Reshuffle the cards ``player`` cannot see: other hands and pets, and the supply.

        Counts stay, and so does what everyone knows: cards seen taken face up stay in their
        hands; before the first rain card is drawn its place (on top of the lower half) is
        known and the other four lie below it; after that, the remaining rain cards may be
        anywhere in the supply.
        """
        p = self._seat[player]
        deck = self.deck
        rest = self.supply[self.sp :]
        pool = [c for c in rest if deck.kind[c] != RAIN_KIND]
        rain = [c for c in rest if deck.kind[c] == RAIN_KIND]
        for q, hand in enumerate(self.hands):
            if q != p:
                pool += [c for c in hand if c not in self.known[q]]
                if self.pets[q] >= 0:
                    pool.append(self.pets[q])
        rng.shuffle(pool)
        rng.shuffle(rain)
        hands, pets = list(self.hands), list(self.pets)
        for q, hand in enumerate(self.hands):
            if q != p:
                known = self.known[q]
                hands[q] = known + tuple(pool.pop() for _ in range(len(hand) - len(known)))
                if pets[q] >= 0:
                    pets[q] = pool.pop()
        if not self.rain and rain:
            fixed = next(i for i, c in enumerate(rest) if deck.kind[c] == RAIN_KIND)
            spots = [fixed, *rng.sample(range(fixed + 1, len(rest)), len(rain) - 1)]
        else:
            spots = rng.sample(range(len(rest)), len(rain))
        at = dict(zip(spots, rain, strict=True))
        new_rest = tuple(at[i] if i in at else pool.pop() for i in range(len(rest)))
        self.hands, self.pets = tuple(hands), tuple(pets)
        self.supply = self.supply[: self.sp] + new_rest
        self._legal = None


def _replace(items: tuple, index: int, value: object) -> tuple:
    """A copy of a tuple with one item replaced (the state is never mutated in place)."""
    return (*items[:index], value, *items[index + 1 :])


def _figures_text(units: int) -> str:
    return str(units // 2) if units % 2 == 0 else f"{units / 2:g}"
