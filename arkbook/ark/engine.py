"""The Ark rules engine: :class:`ArkGame`, the shared game contract filled in for Ark.

The state is a handful of attributes holding only ints and tuples (see ``_STATE``), so that a
snapshot for undo is one tuple of references and never a deep copy: bots play tens of thousands
of moves a second. Every change builds new tuples instead of mutating.

A turn is several moves, one decision each; :mod:`arkbook.ark.phases` lists them. The
rules of what is legal live in :mod:`arkbook.ark.legality`, scoring in
:mod:`arkbook.ark.scoring`, views and hidden information in :mod:`arkbook.ark.views`.

When the rules leave a player exactly one option (no second card fits, nothing can be played in
the endgame, one face-up card left), the engine takes it at once and narrates it, instead of
asking a question with one answer (see docs/rulings.md, Ark ruling 11).
"""

from __future__ import annotations

import operator
import random
from collections.abc import Mapping, Sequence
from pathlib import PurePath
from typing import Any, ClassVar

from arkbook.ark import legality, scoring, stages, views
from arkbook.ark import setup as prep
from arkbook.ark.cabins import SIDE_NAMES, allowances, cabin_label
from arkbook.ark.cards import (
    BRONTO,
    CHIMPANZEE,
    FOX,
    KINDS,
    RAIN_KIND,
    Deck,
    load_deck,
)
from arkbook.ark.moves import EndTurn, HalfDisc, Pass, Pet, Pick, Play, Take, parse
from arkbook.ark.phases import CHIMP, ENDGAME, OVER, PET, PICK, PLAY, SECOND
from arkbook.ark.rules import RULES
from arkbook.errors import ArkbookError, IllegalMove
from arkbook.game import (
    Destination,
    Event,
    Game,
    JSONDict,
    Move,
    Outcome,
    Placements,
    ScoreSheet,
    SetupStage,
    chance,
)

N_KINDS = len(KINDS)
#: A player is told when their figures left fall to this many (``_warn_few_figures``).
FEW_FIGURES = 3
#: Why a decision can have a single option, by the kind of move (for the "forced" events).
_FORCED_RULE: dict[type, str] = {
    EndTurn: "ark.play.count",
    Pass: "ark.endgame.play",
    Pick: "ark.newcabin.take",
    HalfDisc: "ark.ability.chimpanzee",
    Pet: "ark.rain.pets",
}
#: What leaves that single option, said in the "forced" event: a learner saw "Ben has only one
#: option" in the endgame and could not tell why (Ben's hand is secret). A pass with no disc
#: left says so instead (see ``_why_forced``). A turn ended for want of a second card says
#: what never is one (a round-67 learner, holding a Fish, read the next turn's Fish as a second).
_FORCED_WHY: dict[type, str] = {
    EndTurn: "no card left in hand fits as a second card; a slow card or provision never does",
    Pass: "no playable card",
    Pick: "one face-up card left",
    HalfDisc: "one scoring card may take the disc",
    Pet: "no card in hand",
}

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
    "_options",
)
_snapshot_of = operator.attrgetter(*_STATE)

_BUILTIN: list[Deck] = []


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
    #: The decider's options (None: not listed yet).
    _options: legality.Options | None
    #: The last outcome scored and what it read (see ``outcome``); not state: a cache.
    _final: tuple[tuple, Outcome | None] | None

    def __init__(
        self,
        players: Sequence[str],
        seed: int = 0,
        deck: Deck | Mapping[str, Any] | Sequence[Any] | None = None,
    ) -> None:
        if deck is None:
            self.deck = builtin_deck()
            options: JSONDict = {"deck": None}
        elif isinstance(deck, str | PurePath):
            # A save's options reach here, so a path is never opened: the deck travels as data.
            raise ArkbookError(
                "the deck option is a Deck or the deck's data, never a file name; "
                "to use a deck file of your own, pass ark.load_deck(path)"
            )
        else:
            self.deck = deck if isinstance(deck, Deck) else load_deck(deck)
            options = {"deck": self.deck.to_data()}
        super().__init__(players, seed, options)

    # ------------------------------------------------------------------------------ setup
    def _setup(self) -> list[Event]:
        # Built here, from the names the contract has checked (a list, text, distinct).
        self._seat = {name: i for i, name in enumerate(self.players)}
        deck, players = self.deck, self.players
        n = len(players)
        ev = [
            Event(
                "setup",
                "The bow card goes on the table with plenty of room on each side, and the 5 "
                "scoring cards (heavy, useful, slow, provision, shy) to the side.",
                "ark.setup.table",
            ),
            Event(
                "setup",
                f"{players[0]} is the starting player; play goes clockwise: {', '.join(players)}.",
                "ark.turn.order",
                {"order": list(players)},
            ),
            Event(
                "setup",
                f"Ark is for 3 to 5 players (the rulebook speaks of seats 4 and 5, and of "
                f"games with 3); this game has {n}.",
                "ark.setup.players",
                {"players": n},
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
        ev += [
            Event(
                "setup",
                f"Each player takes the {prep.FIGURES_PER_PLAYER} animal figures of one colour.",
                "ark.setup.figures",
                {"figures": prep.FIGURES_PER_PLAYER},
            ),
            Event(
                "setup",
                f"The box holds 85 figures, {prep.FIGURES_PER_PLAYER} in each of 5 colours: a "
                f"player never places more than {prep.FIGURES_PER_PLAYER}.",
                "ark.pieces.figures",
            ),
            Event(
                "setup",
                "Any wooden pieces beyond those of the contents list are extra and not used.",
                "ark.pieces.extra",
            ),
        ]
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
                "The cards are reshuffled, with those put under the deck in step 5 (the rain "
                "cards stay out); each player draws a secret hand of 2 and 3 cards go face up: "
                + ", ".join(deck.names[c] for c in self.display)
                + ".",
                "ark.setup.deal",
                {"display": [deck.names[c] for c in self.display]},
            )
        )
        self.supply = tuple(prep.build_supply(rest, deck.rain_ids, chance(self.seed, "rain")))
        self.sp = 0
        ev.append(
            Event(
                "setup",
                f"The other {len(rest)} cards are divided into 2 about-equal stacks. 4 rain cards "
                "are shuffled into one stack, the fifth rain card is placed on top of it, and the "
                "other stack goes on top of that: the first rain card is card number "
                f"{len(rest) // 2 + 1} of the supply, and the others come at random after it.",
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
        self._options = None
        self._final = None
        return ev

    def _setup_stages(self, player: str | None) -> list[SetupStage]:
        return stages.setup_stages(self, player)

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
            return f"{name}: take a face-up card and the supply's top card, or play 1 or 2 cards."
        if phase == PICK:
            return f"{name}: you opened a new cabin, so take one of the face-up cards."
        if phase == CHIMP:
            return (
                f"{name}: put the half disc of {legality.half_disc_text(self.deck)} under one "
                "of your figures."
            )
        if phase == SECOND:
            return f"{name}: play a second card into another cabin, or end your turn."
        if phase == PET:
            return f"{name}: {self._pet_order()}" + (
                "a pet (a hand card, set aside face down) or no pet; only an "
                'animal of weight 0, 1 or 2 without "!" scores.'
            )
        if phase == ENDGAME:
            return f"{name}: in the endgame, pass for good or pay a disc and play one animal."
        return "The game is over."

    def _pet_order(self) -> str:
        """Who drew the second rain card, and so chose a pet first: a player whose turn it is
        not may meet the pet prompt after a bot's draw, with another's pet already chosen."""
        drawer = self.players[self.turn]
        if self.decider == self.turn:
            return "you drew the second rain card, so you choose first: "
        return f"{drawer} drew the second rain card and chose first; now choose "

    # ---------------------------------------------------------------------- legal moves
    def _legal_moves(self) -> list[Move]:
        if self._options is None:
            self._options = legality.Options(legality.generate(self))
        return self._options.listed()

    def _offered(self, move: object) -> bool:
        """Whether ``move`` is one of the very move objects listed as this position's options.

        Such a move was made by the generator in canonical notation and is legal now (a
        property test checks that the generator and ``check`` agree), so ``play`` neither
        reads its notation back nor checks it again: the options are worked out once per
        position, not once to list them and once more to play one.
        """
        options = self._options
        return options is not None and options.offers(move)

    def _coerce(self, move: Move | str) -> Move:
        if self._offered(move):
            return move  # type: ignore[return-value]  # an offered move is a Move
        return super()._coerce(move)

    # ---------------------------------------------------------------------------- checks
    def _check(self, move: Move) -> IllegalMove | None:
        if self._offered(move):
            return None
        return legality.check(self, move)

    def warning(self, move: Move | str) -> legality.MoveWarning | None:
        """For a legal move, what it will cost under a rule the player may not expect.

        ``why_not`` answers whether a move may be played; this answers what a move that may be
        played will cost: today, an illegal pet chosen at pet time, which is allowed but will
        not score (``ark.score.pet_illegal``). None for a move with nothing to warn about,
        and for an illegal move (``why_not`` explains that one).
        """
        move = self._coerce(move)
        if self.why_not(move) is not None:
            return None
        return legality.warning(self, move)

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
            moves = legality.generate(self)
            if len(moves) != 1 or self.phase == PLAY:
                self._options = legality.Options(moves)
                return
            forced = moves[0]
            # The forced move's own events say what it does; this one only says why it was
            # played without asking (saying the move here too would say it twice).
            ev.append(
                Event(
                    "forced",
                    f"{forced.player} has only one option ({self._why_forced(forced)}), so it is"
                    " taken at once.",
                    _FORCED_RULE[type(forced)],
                    {"move": str(forced)},
                )
            )
            self._dispatch(forced, ev)

    def _why_forced(self, forced: Move) -> str:
        """Why ``forced`` is the only option, in a few public words (no secret card named)."""
        if isinstance(forced, Pass) and self.discs[self._seat[forced.player]] == 0:
            return "no action disc"
        return _FORCED_WHY[type(forced)]

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

    def _draw(self, ev: list[Event], again: str = "draws again") -> int | None:
        """The next non-rain card of the supply, setting rain aside; None at the fifth rain.
        ``again`` says what the drawer does after a rain card: a refill of the face-up cards
        turns up the next card (a round-63 learner read "draws again" there as a card into
        the refiller's hand)."""
        deck = self.deck
        while True:
            card = self.supply[self.sp]
            self.sp += 1
            if deck.kind[card] != RAIN_KIND:
                return card
            self.rain = (*self.rain, card)
            count = len(self.rain)
            drawer = self.players[self.turn]
            # The fifth is told under the rule that ends the drawing, not "draws again".
            ev.append(
                Event(
                    "rain",
                    f"Rain card {count} of 5: {drawer} sets it aside face up"
                    + (f" and {again}." if count < 5 else "."),
                    "ark.take.rain" if count < 5 else "ark.rain.end",
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
        # The endgame's disc, a new cabin or a drive-out is told after the card lands, so that
        # a move's first event always says where the card went and how the bow moved.
        told_after: list[Event] = []
        if self.endgame:
            self.discs = _replace(self.discs, p, self.discs[p] - 1)
            self.disc_supply += 1
            told_after.append(
                Event("disc", f"{who} pays an action disc to the supply.", "ark.endgame.play")
            )
        v = -1 if move.victim is None else deck.by_name[move.victim]
        opened = slot > len(cabins)
        if opened:
            cabins = (*cabins, (c,))
            right = self.right_neighbour(p)
            discs = list(self.discs)
            discs[p] -= 1
            discs[right] += 1
            self.discs = tuple(discs)
            told_after.append(
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
            told_after.append(
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
        ev.extend(told_after)
        for rule, text in allowances(deck, self.sides, c, s, slot):
            ev.append(Event("allowed", text, rule, {"card": move.card, "cabin": label}))
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
                    f"The {deck.names[c]}: {who} takes {gain} action disc"
                    f"{'s' * (gain != 1)} from the supply.",
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
        before = scoring.figures_left(self, p)
        if before == 0:
            ev.append(
                Event(
                    "figure",
                    f"{who} has placed all {prep.FIGURES_PER_PLAYER} animal figures, so none "
                    f"goes on the {KINDS[kind]} scoring card for the {deck.names[card]}.",
                    "ark.pieces.figures",
                    {"player": who},
                )
            )
            return
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
        self._warn_few_figures(p, before, ev)

    def _warn_few_figures(self, p: int, before: int, ev: list[Event]) -> None:
        """Said once, as a player's figures left fall to :data:`FEW_FIGURES`: with none left
        a card played or a pet turned up places no figure. A round-49 learner found it out
        when their pet, which would have broken a tie, added none."""
        left = scoring.figures_left(self, p)
        if left <= FEW_FIGURES < before:
            who = self.players[p]
            ev.append(
                Event(
                    "figure",
                    f"{who} now has {left} of {prep.FIGURES_PER_PLAYER} animal figures left; "
                    "once none is left, a card played or a pet turned up places no figure.",
                    "ark.pieces.figures",
                    {"player": who, "left": left},
                )
            )

    def _exchange_halves(self, p: int, kind: int, ev: list[Event]) -> None:
        """Two half-disc figures of one player on one card become 3 simple figures at once.

        The exchange changes no score (1.5 + 1.5 = 3) and puts 2 orange discs back in the
        supply, where the Fox and the next Bronto or Chimpanzee can use them. It takes one more
        figure from the player's 17, so a player with none left keeps the two 1.5 figures.
        """
        at = (p * N_KINDS + kind) * 2
        if self.figs[at + 1] < 2:
            return
        if scoring.figures_left(self, p) == 0:
            ev.append(
                Event(
                    "figure",
                    f"{self.players[p]}'s two 1.5 figures on the {KINDS[kind]} scoring card stay "
                    "as they are: 3 simple figures would need one more figure, and all "
                    f"{prep.FIGURES_PER_PLAYER} are placed (the score is the same).",
                    "ark.pieces.figures",
                )
            )
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
            if self.disc_supply > 0 and legality.half_disc_kinds(self, self.decider):
                self.phase = CHIMP
                return
            self.need_chimp = False
            why = (
                "No orange disc is left in the supply"
                if self.disc_supply == 0
                else f"{self.players[self.decider]} has no simple figure outside the provision "
                "scoring card to put it under"
            )
            ev.append(
                Event(
                    "ability",
                    f"{why}, so the half disc of {legality.half_disc_text(self.deck)} is not "
                    "placed.",
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
        # A take refills the row it took from; a turn of play refills only the cards picked
        # for new cabins, "only at the end of his turn".
        refill = "ark.take.order" if self.played == 0 else "ark.newcabin.take"
        while not self.end_triggered and len(self.display) < prep.DISPLAY_SIZE:
            card = self._draw(ev, "turns up the next card")
            if card is None:
                break
            self.display = (*self.display, card)
            ev.append(
                Event(
                    "refill",
                    f"The {deck.names[card]} is turned face up from the supply.",
                    refill,
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
        self._turn_over_pets(ev)

    def _turn_over_pets(self, ev: list[Event]) -> None:
        """Game end: every pet face up; a legal one adds a figure to its kind's scoring card.

        An illegal pet (too heavy, "!", a provision) scores nothing, and the event says why,
        so that a learner who chose one sees the rule at the moment it costs them.
        """
        deck = self.deck
        figs = list(self.figs)
        for p, pet in enumerate(self.pets):
            if pet < 0:
                continue
            who, name, kind = self.players[p], deck.names[pet], deck.kind[pet]
            data = {"player": who, "card": name}
            problems = scoring.pet_problems(deck, pet)
            if problems:
                ev.append(
                    Event(
                        "pet",
                        f"{who} turns over the pet, the {name}: an illegal pet, so it scores "
                        f"nothing ({'; '.join(problems)}).",
                        "ark.score.pet_illegal",
                        {**data, "problems": problems},
                    )
                )
            elif scoring.figures_left(self, p) == 0:
                ev.append(
                    Event(
                        "pet",
                        f"{who} turns over the pet, the {name}, but has placed all "
                        f"{prep.FIGURES_PER_PLAYER} animal figures, so it adds no figure.",
                        "ark.pieces.figures",
                        data,
                    )
                )
            else:
                figs[(p * N_KINDS + kind) * 2] += 1
                self.figs = tuple(figs)
                ev.append(
                    Event(
                        "pet",
                        f"{who} turns over the pet, the {deck.describe(pet)}, and adds a figure "
                        f"to the {KINDS[kind]} scoring card.",
                        "ark.score.pets",
                        data,
                    )
                )

    def _bow_sentence(self, delta: int | None = None) -> str:
        """Where the yellow disc is (and how it moved), for the events."""
        bow = self.bow
        toward = f"{abs(bow)} toward {SIDE_NAMES[bow > 0]}"
        where = "in the middle" if bow == 0 else toward
        if delta is None:
            weight = self.deck.weight
            port, starboard = (sum(weight[c] for cab in side for c in cab) for side in self.sides)
            return (
                "The yellow disc goes on the bow card to show the difference in weight "
                f"(starboard {starboard}, port {port}): "
                + ("on the middle space." if bow == 0 else f"{toward}.")
            )
        if delta == 0:
            return f"The yellow disc stays {where}."
        moved = f"{abs(delta)} space{'s' * (abs(delta) != 1)} toward {SIDE_NAMES[delta > 0]}"
        return f"The yellow disc moves {moved} and is now {where}."

    # ------------------------------------------------------------------------- parsing
    def _parse(self, player: str, text: str) -> Move:
        return parse(player, text, self._card_name)

    def placements(self, subject: str, player: str | None = None) -> Placements:
        """Every cabin the card ``subject`` could go to, each side's new cabin included; a card
        that drives animals out may also go into a full cabin, driving out each occupant."""
        name = self._card_name(subject)
        if name is None:
            raise ArkbookError(f"there is no card called {subject!r} in this deck")
        who = self._deciding(player)
        drives = self.deck.ability[self.deck.by_name[name]] in legality.DRIVERS
        found = []
        for side, cabins in zip(SIDE_NAMES, self.sides, strict=True):
            for slot in range(1, len(cabins) + 2):
                moves: list[Move] = [Play(who, name, side, slot)]
                if drives and slot <= len(cabins):
                    names = (self.deck.names[c] for c in cabins[slot - 1])
                    moves += [Play(who, name, side, slot, victim) for victim in names]
                label = f"{side} {slot}" + (" (new cabin)" if slot > len(cabins) else "")
                found.append(Destination(f"{side} {slot}", label, tuple(moves)))
        # Where a card may go depends on the cabins and the bow only.
        return Placements(name, who, tuple(found), leave_out=("table", "hands", "scores"))

    def _card_name(self, typed: str) -> str | None:
        found = self.deck.by_folded.get(typed.casefold())
        return None if found is None else self.deck.names[found]

    # ------------------------------------------------------------------------- scoring
    def scores(self, viewer: str | None = None) -> ScoreSheet:
        """The same for every viewer: a pet, the one secret that scores, counts only once it
        is turned over (ruling 9)."""
        return scoring.score_sheet(self)

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        # A finished game is asked again and again (is_over, a board's redraw, the review),
        # and scoring its sheet takes a third of a millisecond. What the outcome reads (the
        # figures, the discs, the hands for the tie-break) are tuples replaced whole, never
        # changed, so the same objects mean the same outcome.
        read = (self.figs, self.discs, self.hands)
        known = self._final
        if known is None or not all(map(operator.is_, known[0], read)):
            known = self._final = (read, scoring.outcome(self))
        return known[1]

    def is_over(self) -> bool:
        return self.phase == OVER

    def evaluate(self, player: str) -> float:
        return scoring.evaluate(self, player)

    def right_neighbour(self, seat: int) -> int:
        """The seat of the player on ``seat``'s right, who plays just before them: a new
        cabin's disc goes there."""
        return (seat - 1) % len(self.players)

    # ------------------------------------------------------------------ views and hiding
    def view(self, player: str | None = None) -> JSONDict:
        return views.view(self, player)

    def public_view(self) -> JSONDict:
        return views.view(self, None, everything=False)

    def move_text(self, move: Move, viewer: str | None) -> str:
        """A played move as ``viewer`` may read it: another player's pet stays face down."""
        return views.move_text(self, move, viewer)

    def _determinize(self, player: str, rng: random.Random) -> None:
        views.determinize(self, player, rng)


def _replace(items: tuple, index: int, value: object) -> tuple:
    """A copy of a tuple with one item replaced (the state is never mutated in place)."""
    return (*items[:index], value, *items[index + 1 :])
