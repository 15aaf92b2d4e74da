"""The Ark of Animals rules engine: a simultaneous race in game time, three rounds, five levels.

**The time model.** The game keeps a clock in milliseconds, restarting at 0 each round.

* A move takes effect at the clock time when it is played. The player's hand is then busy for
  the action's duration (``race.json``: reveal 1 s, place 1 s, take 1 s, leave 0.5 s, wait
  0.5 s). A busy player cannot act: the rulebook's "use only one hand".
* Every player whose hand is free may act now, in any order; they are ``to_move`` together.
* When nobody can act any more (every hand busy), the clock jumps to the moment the first hand
  is free again. It never jumps past the sandglass: if that moment is at or after the end of
  the 30 seconds, the clock stops there and the sand has run out.
* ``wait`` is the explicit passing of time. A live board plays ``wait`` for a human who is
  thinking, and schedules bots at their level's pace (``BOT_SECONDS_PER_ACTION``); a random
  driver of ``legal_moves``/``play`` alone still moves time forward, so every rule is reached.

The legal moves stay few: ``reveal``, ``take <animal>`` per species on the table, ``place
<space>`` per free space of the column being filled, ``leave`` (not for a tile taken from the
table: it goes to the ark, ruling 24) and ``wait``, for each free player.

**The round.** The first player to fill every space available on their ark turns the sandglass
automatically (the announcement cannot be withheld to any advantage). When the sand runs out,
only players holding a tile may still act: place it, or leave it if it was revealed. The round
ends when no one holds a tile any more, or at once when every ark is full. It is then scored
(:mod:`arkbook.ark_of_animals.scoring`), the tiles are shuffled back into the pool, and the
next round starts with its grain markers.

**Information.** The pool's order is hidden from all. Table tiles and tiles in hand are face up
(a revealed tile was turned over in front of everyone). Placed tiles are face down at Normal and
above, hidden even in their owner's view: remembering them is the game. They are not secret
information, though: every placed tile passed face up through a hand, so ``_determinize``
(which models what a player with perfect memory knows, as the bots play) only reshuffles the
pool; ``_reshuffle_face_down`` deals the other players' face-down tiles afresh too, for the
coach's hint, which remembers only the player's own ark.
At Novice, placed tiles are face up for everyone.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from arkbook.ark_of_animals import stages
from arkbook.ark_of_animals.data import BOARD, LEVELS, RACE, SPECIES, SPECIES_BY_NAME
from arkbook.ark_of_animals.moves import Leave, Place, Reveal, Take, Wait, parse_action
from arkbook.ark_of_animals.rules import RULES
from arkbook.ark_of_animals.scoring import (
    EMPTY,
    EXPERT,
    GRAIN,
    RoundScore,
    expected_balance,
    expected_eating,
    expected_newcomers,
    score_round,
)
from arkbook.errors import ArkbookError, IllegalMove
from arkbook.game import (
    Destination,
    Event,
    Game,
    JSONDict,
    Move,
    Outcome,
    Placements,
    ScoreRow,
    ScoreSheet,
    SetupStage,
    chance,
)
from arkbook.listing import listed

ROUNDS = 3
NO_TILE = -1
NOBODY = -1
#: What :meth:`ArkOfAnimals.evaluate` takes off for each free space of an ark: the speed that
#: wins the bonus for finishing first (the coach's review names it, so it is said once here).
SPEED_PER_FREE_SPACE = 0.25
DURATION = RACE.durations_ms
REVEAL_MS, PLACE_MS, TAKE_MS = DURATION["reveal"], DURATION["place"], DURATION["take"]
LEAVE_MS, WAIT_MS = DURATION["leave"], DURATION["wait"]
#: Every tile of the game once, by species index: the pool at the start of each round.
ALL_TILES: tuple[int, ...] = tuple(s.index for s in SPECIES for _ in range(s.copies))
COLUMNS = BOARD.columns
#: What each level changes, told at setup, and the rule that says so.
LEVEL_NOTES: Mapping[str, str] = {
    "Novice": "placed tiles stay face up.",
    "Normal": "placed tiles lie face down, so remember them.",
    "Expert": "no grain marker in round 1; one in round 2 and three in round 3, each -2 points "
    "if a herbivore is next to it.",
    "Master": "Expert's grain markers, and the ark's balance counts in every round.",
    "Grand Master": "Master rules, and the outermost columns weigh double.",
}
LEVEL_RULES: Mapping[str, str] = {
    "Novice": "aoa.level.novice",
    "Normal": "aoa.level.normal",
    "Expert": "aoa.level.expert",
    "Master": "aoa.level.master",
    "Grand Master": "aoa.level.grand-master",
}


def _same(value: Any) -> Any:
    """An immutable value (an int, a bool) is its own copy."""
    return value


def _copy_arks(arks: list[list[int]]) -> list[list[int]]:
    return [ark[:] for ark in arks]


#: Every attribute that changes during play, with how a snapshot copies it. The state is a few
#: small lists of ints (see ``ArkOfAnimals.__init__``), so the snapshot taken before every move
#: is a handful of slice copies; the snapshot and the live state never share a list, so that
#: playing on cannot change a move already taken back.
_STATE: Mapping[str, Callable[[Any], Any]] = {
    "_pool": list.copy,
    "_table": list.copy,
    "_hand": list.copy,
    "_from_table": list.copy,
    "_arks": _copy_arks,
    "_col": list.copy,
    "_free": list.copy,
    "_ready": list.copy,
    "_now": _same,
    "_deadline": _same,
    "_turner": _same,
    "_expired": _same,
    "_round": _same,
    "_over": _same,
    "_results": list.copy,
}


def _a(name: str) -> str:
    """The name with its article: "a Lion", "an Elephant"."""
    return f"{'an' if name[0] in 'AEIOU' else 'a'} {name}"


def _winners_sentence(winners: Sequence[str], points: float) -> str:
    """The game-over sentence: one winner, or the tied players sharing the victory."""
    if len(winners) == 1:
        return f"After {ROUNDS} rounds: {winners[0]} wins with {points:g} points."
    return (
        f"After {ROUNDS} rounds: {' and '.join(winners)} are tied on {points:g} points and "
        "share the victory (the rulebook names no tie-break)."
    )


def _seconds(ms: int) -> str:
    return f"{ms / 1000:g} s"


class ArkOfAnimals(Game):
    """One game of Ark of Animals. Build it with :func:`new_game`."""

    game_name: ClassVar[str] = "ark_of_animals"
    RULES: ClassVar[Mapping[str, str]] = RULES
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    #: The sheet counts a round only once it is scored (ruling 13), so it stays at 0 while
    #: the first round's tiles go on the arks: the label says so (a learner had read "Score if
    #: the game ended now: Ada 0" with tiles on the ark).
    SCORES_SAY: ClassVar[str] = "Score so far (rounds already scored)"

    # ----------------------------------------------------------------- setup
    def _setup(self) -> list[Event]:
        levels = self.options.get("levels")
        if not isinstance(levels, dict) or set(levels) != set(self.players):
            raise ArkbookError("levels must name every player's level")
        self.levels: tuple[str, ...] = tuple(levels[p] for p in self.players)
        self._rank = tuple(LEVELS.index(level) for level in self.levels)
        self._index = {p: i for i, p in enumerate(self.players)}
        n = len(self.players)
        # Every move object is built once, so legal_moves only gathers them (the hot path).
        self._mv_reveal = [Reveal(p) for p in self.players]
        self._mv_leave = [Leave(p) for p in self.players]
        self._mv_wait = [Wait(p) for p in self.players]
        self._mv_place = [[Place(p, s + 1) for s in range(BOARD.size)] for p in self.players]
        self._mv_take = [[Take(p, sp.name) for sp in SPECIES] for p in self.players]
        self._round = 0
        self._over = False
        self._results: list[RoundScore] = []
        #: The score sheet of ``_results``, keyed by its last round (it only changes then).
        self._sheet: tuple[RoundScore | None, ScoreSheet] = (
            None,
            ScoreSheet.from_rows(self.players, []),
        )
        # The state is a few small lists of ints, so that the snapshot taken before every move
        # is a handful of slice copies: the pool (species indices, the last drawn next), the
        # table (a count per species), each hand (a species or NO_TILE), each ark (16 spaces:
        # a species, EMPTY or GRAIN), the column being filled, the spaces still free, and the
        # clock time at which each hand is free again.
        self._pool: list[int] = []
        self._table: list[int] = [0] * len(SPECIES)
        self._hand: list[int] = [NO_TILE] * n
        #: Whether each hand's tile was taken from the table: it goes to the ark (ruling 24).
        self._from_table: list[bool] = [False] * n
        self._arks: list[list[int]] = [[EMPTY] * BOARD.size for _ in range(n)]
        self._col: list[int] = [0] * n
        self._free: list[int] = [0] * n
        self._ready: list[int] = [0] * n
        self._now = 0
        self._deadline = -1
        self._turner = NOBODY
        self._expired = False
        aim = Event(
            "aim",
            f"Each player is Noah's helper: over {ROUNDS} rounds, put as many different species "
            "of animals as possible on your ark.",
            "aoa.game.objective",
        )
        events = [aim] + [
            Event(
                "level",
                f"{name} plays at {level} level: {LEVEL_NOTES[level]}",
                LEVEL_RULES[level],
                {"player": name, "level": level},
            )
            for name, level in zip(self.players, self.levels, strict=True)
        ]
        return events + self._start_round()

    def _setup_stages(self, player: str | None) -> list[SetupStage]:
        return stages.setup_stages(self, player)

    def _start_round(self) -> list[Event]:
        """Shuffle every tile face down into the pool, clear the arks, lay the grain."""
        self._round += 1
        r = self._round
        pool = list(ALL_TILES)
        chance(self.seed, "round", r, "pool").shuffle(pool)
        self._pool = pool
        self._table = [0] * len(SPECIES)
        n = len(self.players)
        self._hand = [NO_TILE] * n
        self._from_table = [False] * n
        self._ready = [0] * n
        self._now, self._deadline, self._turner, self._expired = 0, -1, NOBODY, False
        events = [
            Event(
                "round",
                f"Round {r} of {ROUNDS}: the {len(pool)} animal tiles lie face down in the pool; "
                "everyone races at once.",
                "aoa.setup.pool" if r == 1 else "aoa.game.rounds",
                {"round": r},
            )
        ]
        grain = BOARD.grain[r]
        for i, name in enumerate(self.players):
            ark = [EMPTY] * BOARD.size
            if self._rank[i] >= EXPERT and grain:
                for g in grain:
                    ark[g] = GRAIN
                spaces = ", ".join(str(g + 1) for g in grain)
                events.append(
                    Event(
                        "grain",
                        f"{name} ({self.levels[i]}) lays {len(grain)} grain marker"
                        f"{'s' if len(grain) > 1 else ''} on space{'s' if len(grain) > 1 else ''} "
                        f"{spaces}; a herbivore next to one will eat it.",
                        f"aoa.grain.round{r}",
                        {"player": name, "spaces": [g + 1 for g in grain]},
                    )
                )
            self._arks[i] = ark
            self._free[i] = ark.count(EMPTY)
            self._col[i] = self._first_open_column(ark, 0)
        return events

    @staticmethod
    def _first_open_column(ark: list[int], start: int) -> int:
        """The leftmost column from ``start`` with an empty space (len(COLUMNS) when full)."""
        c = start
        while c < len(COLUMNS) and all(ark[s] != EMPTY for s in COLUMNS[c]):
            c += 1
        return c

    # ----------------------------------------------------------------- who, what
    def _to_move(self) -> tuple[str, ...]:
        if self._over:
            return ()
        players, hand = self.players, self._hand
        if self._expired:
            return tuple(players[i] for i in range(len(players)) if hand[i] != NO_TILE)
        now, ready, free = self._now, self._ready, self._free
        return tuple(players[i] for i in range(len(players)) if free[i] and ready[i] <= now)

    def _legal_moves(self) -> list[Move]:
        if self._over:
            return []
        moves: list[Move] = []
        hand, arks, col = self._hand, self._arks, self._col
        if self._expired:
            for i in range(len(self.players)):
                if hand[i] != NO_TILE:
                    ark, place = arks[i], self._mv_place[i]
                    moves.extend(place[s] for s in COLUMNS[col[i]] if ark[s] == EMPTY)
                    if self._may_leave(i):
                        moves.append(self._mv_leave[i])
            return moves
        now, ready, free, table = self._now, self._ready, self._free, self._table
        for i in range(len(self.players)):
            if not free[i] or ready[i] > now:
                continue
            if hand[i] == NO_TILE:
                if self._pool:
                    moves.append(self._mv_reveal[i])
                take = self._mv_take[i]
                moves.extend(take[k] for k, count in enumerate(table) if count)
            else:
                ark, place = arks[i], self._mv_place[i]
                moves.extend(place[s] for s in COLUMNS[col[i]] if ark[s] == EMPTY)
                if self._may_leave(i):
                    moves.append(self._mv_leave[i])
            moves.append(self._mv_wait[i])
        return moves

    def _may_leave(self, i: int) -> bool:
        """Whether player ``i`` may leave the tile in hand on the table: a revealed tile may be
        placed "or left on the table", but the table's tiles are taken "to their arks", so a
        tile taken from the table must be placed (ruling 24). A player holding one can always
        place it: a hand holds a tile only while the ark has a free space, and the column being
        filled is the leftmost with one, so the round still ends when the sand runs out."""
        return not self._from_table[i]

    def has_no_effect(self, move: Move) -> bool:
        """A ``wait`` while holding a tile taken from the table: the tile must go to the ark
        (ruling 24), so waiting only puts the placing off. Bots and the hint take it only when
        nothing else is legal: a greedy bot holding a table tile it liked less on the ark than
        in hand waited for ever, and the round with it (it can no longer leave the tile)."""
        i = self._index.get(move.player)
        return isinstance(move, Wait) and i is not None and self._from_table[i]

    def _what_to_do_with(self, i: int) -> str:
        """What player ``i`` may do with the tile in hand: "place it or leave it on the table",
        or "place it" when it was taken from the table (the refusals say it so)."""
        return "place it or leave it on the table" if self._may_leave(i) else "place it"

    def _not_deciding(self, move: Move) -> IllegalMove:
        """Everyone races at once, so nobody waits for a turn: the race rule that holds this
        player back (a busy hand, a full ark, sand run out) is the answer."""
        return self._check(move) or super()._not_deciding(move)

    def _check(self, move: Move) -> IllegalMove | None:
        i = self._index.get(move.player)
        if i is None or self._over:
            return IllegalMove("game.turn", f"{move.player} has no decision to make now.")
        name, hand = move.player, self._hand[i]
        if not self._free[i]:
            return IllegalMove(
                "aoa.sandglass.turn",
                f"{name}'s ark is full: {name} has finished round {self._round}.",
            )
        if self._expired:
            if hand == NO_TILE:
                return IllegalMove(
                    "aoa.sandglass.stop",
                    f"The sand has run out and {name} holds no tile, so {name} must stop.",
                )
            if not isinstance(move, Place | Leave):
                leave = ", or leave it on the table" if self._may_leave(i) else ""
                return IllegalMove(
                    "aoa.sandglass.stop",
                    f"The sand has run out: {name} may only place the {SPECIES[hand].name} "
                    f"already in hand{leave}.",
                )
        elif self._ready[i] > self._now:
            return IllegalMove(
                "aoa.race.busy",
                f"{name}'s hand is still busy until {_seconds(self._ready[i])}; the clock is at "
                f"{_seconds(self._now)}.",
            )
        if isinstance(move, Reveal | Take):
            if hand != NO_TILE:
                return IllegalMove(
                    "aoa.hand.one",
                    f"{name} already holds the {SPECIES[hand].name}: "
                    f"{self._what_to_do_with(i)} before picking up another tile (one hand, one "
                    "tile).",
                )
            if isinstance(move, Reveal):
                if self._pool:
                    return None
                return IllegalMove(
                    "aoa.tile.reveal",
                    "Every pool tile has been revealed; take a face-up tile from the table.",
                )
            species = SPECIES_BY_NAME.get(move.species.lower())
            if species is None or not self._table[species.index]:
                return IllegalMove(
                    "aoa.table.take", f"There is no {move.species} face up on the table now."
                )
            return None
        if isinstance(move, Place | Leave):
            if hand == NO_TILE:
                return IllegalMove(
                    "aoa.tile.reveal",
                    f"{name} holds no tile: reveal one from the pool or take one from the table "
                    "first.",
                )
            if isinstance(move, Leave):
                return None if self._may_leave(i) else self._taken_goes_to_the_ark(i)
            # The notation has only spaces 1-16 (a number with no space is no move at all).
            return self._check_space(i, move.space - 1)
        if isinstance(move, Wait):
            return None
        return IllegalMove("game.turn", f"{move} is not a move of Ark of Animals.")

    def _taken_goes_to_the_ark(self, i: int) -> IllegalMove:
        """The refusal of ``leave`` for a tile taken from the table (ruling 24), tied to the
        words it reads: a round-51 learner found the rulebook's sentence beside it silent on
        placing, and did not see "to their arks" in it."""
        name, tile = self.players[i], SPECIES[self._hand[i]].name
        return IllegalMove(
            "aoa.table.take",
            f'{name} took the {tile} from the table: the players take such tiles "to their '
            'arks", so place it (our reading).',
        )

    def _check_space(self, i: int, s: int) -> IllegalMove | None:
        """Why space index ``s`` cannot take player ``i``'s tile now, or None if it can; each
        refusal names the sentence that forbids it (Ark of Animals ruling 16): a first tile
        right of column 1 breaks "start from the left side", a later one right of the column
        being filled "only when the leftmost column is full", and a tile on a tile the 16
        animals that fill the 16 spaces, one each. The column comes before the grain: a grain
        space right of the column being filled is dark for the column's sake, and a round-59
        learner filling column 1 was told of the grain on space 10 instead."""
        ark, c = self._arks[i], self._col[i]
        if BOARD.column_of[s] > c:
            capacity = sum(1 for t in COLUMNS[c] if ark[t] != GRAIN)
            filled = sum(1 for t in COLUMNS[c] if ark[t] >= 0)
            first_tile = all(t < 0 for t in ark)
            return IllegalMove(
                "aoa.place.leftmost" if first_tile else "aoa.place.column",
                f"Column {c + 1} is not full yet ({filled} of {capacity} spaces), so the tile "
                "must go there.",
            )
        if ark[s] == GRAIN:
            return IllegalMove(
                f"aoa.grain.round{self._round}",
                f"Space {s + 1} holds a grain marker, so no animal can go there.",
            )
        if ark[s] != EMPTY:
            spaces = [str(t + 1) for t in COLUMNS[c] if ark[t] == EMPTY]
            return IllegalMove(
                "aoa.place.board",
                f"Space {s + 1} already holds a tile: the ark's 16 spaces take 16 animals, one "
                f"each; the free spaces of column {c + 1} are {', '.join(spaces)}.",
            )
        return None

    # ----------------------------------------------------------------- doing
    def _apply(self, move: Move) -> list[Event]:
        i = self._index[move.player]
        name, now = move.player, self._now
        if isinstance(move, Reveal):
            tile = self._pool.pop()
            self._hand[i] = tile
            self._ready[i] = now + REVEAL_MS
            events = [
                Event(
                    "reveal",
                    f"{name} reveals {_a(SPECIES[tile].name)} from the pool.",
                    "aoa.tile.reveal",
                    {"player": name, "species": SPECIES[tile].name, "at_ms": now},
                )
            ]
        elif isinstance(move, Take):
            tile = SPECIES_BY_NAME[move.species.lower()].index
            self._table[tile] -= 1
            self._hand[i] = tile
            self._from_table[i] = True
            self._ready[i] = now + TAKE_MS
            events = [
                Event(
                    "take",
                    f"{name} takes the {SPECIES[tile].name} from the table.",
                    "aoa.table.take",
                    {"player": name, "species": SPECIES[tile].name, "at_ms": now},
                )
            ]
        elif isinstance(move, Leave):
            tile = self._hand[i]
            self._table[tile] += 1
            self._hand[i] = NO_TILE
            self._ready[i] = now + LEAVE_MS
            events = [
                Event(
                    "leave",
                    f"{name} leaves the {SPECIES[tile].name} face up on the table.",
                    "aoa.tile.reveal",
                    {"player": name, "species": SPECIES[tile].name, "at_ms": now},
                )
            ]
        elif isinstance(move, Place):
            events = self._place(i, move.space - 1)
        else:
            self._ready[i] = now + WAIT_MS
            events = [Event("wait", f"{name} waits.", None, {"player": name, "at_ms": now})]
        if self._expired:
            if all(h == NO_TILE for h in self._hand):
                events.extend(self._end_round())
        elif not any(self._free):
            events.extend(self._end_round())
        else:
            self._advance_clock(events)
        return events

    def _place(self, i: int, s: int) -> list[Event]:
        name, tile, now = self.players[i], self._hand[i], self._now
        ark = self._arks[i]
        ark[s] = tile
        self._hand[i] = NO_TILE
        self._from_table[i] = False
        self._free[i] -= 1
        self._ready[i] = now + PLACE_MS
        c = BOARD.column_of[s]
        if all(ark[t] != EMPTY for t in COLUMNS[c]):
            self._col[i] = self._first_open_column(ark, c + 1)
        face = "face up (Novice)" if self._rank[i] == 0 else "face down"
        events = [
            Event(
                "place",
                f"{name} places the {SPECIES[tile].name} on space {s + 1} (column {c + 1}), "
                f"{face}.",
                "aoa.level.novice" if self._rank[i] == 0 else "aoa.place.face-down",
                {"player": name, "species": SPECIES[tile].name, "space": s + 1, "at_ms": now},
            )
        ]
        if not self._free[i] and self._turner == NOBODY and not self._expired:
            self._turner = i
            self._deadline = now + RACE.sandglass_ms
            events.append(
                Event(
                    "sandglass",
                    f"{name} has filled the ark, announces it and turns the sandglass: the "
                    f"others have {RACE.sandglass_ms // 1000} seconds, until "
                    f"{_seconds(self._deadline)}.",
                    "aoa.sandglass.turn",
                    {"player": name, "at_ms": now, "runs_out_at_ms": self._deadline},
                )
            )
        elif not self._free[i]:
            events.append(
                Event(
                    "finished",
                    f"{name} has filled the ark too.",
                    "aoa.sandglass.thirty",
                    {"player": name, "at_ms": now},
                )
            )
        return events

    def _advance_clock(self, events: list[Event]) -> None:
        """If no free hand remains, move the clock to the next free hand or the sand's end."""
        now, ready, free = self._now, self._ready, self._free
        n = len(ready)
        if any(free[j] and ready[j] <= now for j in range(n)):
            return
        soonest = min(ready[j] for j in range(n) if free[j])
        # Only the sandglass ends a round (Ark of Animals ruling 20): no time limit before it.
        if 0 <= self._deadline <= soonest:
            self._now = self._deadline
            self._expired = True
            holders = [self.players[j] for j in range(n) if self._hand[j] != NO_TILE]
            still = (
                f"; {' and '.join(holders)} may still place the tile in hand"
                if holders
                else "; nobody holds a tile"
            )
            text = f"The sand has run out at {_seconds(self._now)}: everyone stops{still}."
            events.append(
                Event(
                    "sand-out", text, "aoa.sandglass.stop", {"at_ms": self._now, "holders": holders}
                )
            )
            if not holders:
                events.extend(self._end_round())
        else:
            self._now = soonest

    def _end_round(self) -> list[Event]:
        first = None if self._turner == NOBODY else self._turner
        result = score_round(self._round, self.players, self.levels, self._arks, first)
        self._results.append(result)
        events = list(result.events)
        if self._round == ROUNDS:
            self._over = True
            outcome = self.outcome()
            assert outcome is not None
            events.append(
                Event(
                    "game-over",
                    _winners_sentence(outcome.winners, outcome.scores[outcome.winners[0]]),
                    "aoa.game.winner",
                    {"winners": list(outcome.winners), "scores": dict(outcome.scores)},
                )
            )
            return events
        return events + self._start_round()

    def _saved_view(self, view: JSONDict) -> JSONDict:
        """Saves written before ruling 24 name no ``from_table``: whether a hand's tile was
        taken from the table is what the replayed moves say, so it is filled in from them."""
        players = view.get("players")
        if not isinstance(players, list) or len(players) != len(self.players):
            return view
        filled = [
            {**p, "from_table": self._from_table[i]}
            if isinstance(p, dict) and "from_table" not in p
            else p
            for i, p in enumerate(players)
        ]
        return {**view, "players": filled}

    # ----------------------------------------------------------------- undo
    def _snapshot(self) -> dict[str, Any]:
        return {name: copy(getattr(self, name)) for name, copy in _STATE.items()}

    def _restore(self, snapshot: dict[str, Any]) -> None:
        for name, copy in _STATE.items():
            setattr(self, name, copy(snapshot[name]))

    def placements(self, subject: str, player: str | None = None) -> Placements:
        """Every space of the ark of the player holding a ``subject`` tile (say ``player``
        when several hold one)."""
        view = self.view(None)
        held = {p["name"]: p["hand"] for p in view["players"]}
        holders = [name for name, tile in held.items() if (tile or "").lower() == subject.lower()]
        if player is None:
            if len(holders) != 1:
                hands = ", ".join(f"{name}: {tile or 'nothing'}" for name, tile in held.items())
                who = "nobody" if not holders else "more than one player"
                raise ArkbookError(f"say whose {subject} (player=...): {who} holds it ({hands})")
            player = holders[0]
        player = self._deciding(player)
        # The question is where on this player's ark: the spaces with no tile yet (a tile's
        # space is no place to ask about; a grain marker's is, the rule says why), no other ark.
        ark = self._arks[self._index[player]]
        spaces = [s for s in range(1, BOARD.size + 1) if ark[s - 1] in (EMPTY, GRAIN)]
        found = (Destination(f"{player} {s}", f"space {s}", (Place(player, s),)) for s in spaces)
        others = tuple(p for p in self.players if p != player)
        return Placements(subject, player, tuple(found), leave_out=others)

    def _determinize(self, player: str, rng: random.Random) -> None:
        # Only the pool was never seen by anyone; see the module docstring.
        rng.shuffle(self._pool)

    def _reshuffle_face_down(self, rng: random.Random, player: str) -> None:
        """Deal the pool and the face-down tiles on the other players' arks afresh from the
        tiles ``player`` does not know now: the world as a player knows it who remembers their
        own ark (they put every tile there themselves: "you must remember what you put
        where") and nobody else's (the coach's hint, ruling 7). The tiles are dealt from a
        sorted list, so the worlds depend on ``rng`` and on what the player knows alone,
        never on where the others' face-down tiles really lie."""
        own = self._index[player]
        hidden = [
            (i, s)
            for i, ark in enumerate(self._arks)
            if self._rank[i] > 0 and i != own
            for s, tile in enumerate(ark)
            if tile >= 0
        ]
        unseen = sorted([*self._pool, *(self._arks[i][s] for i, s in hidden)])
        rng.shuffle(unseen)
        for (i, s), tile in zip(hidden, unseen, strict=False):
            self._arks[i][s] = tile
        self._pool = unseen[len(hidden) :]

    def scored_rounds(self) -> tuple[RoundScore, ...]:
        """Every round scored so far, in order, with what each step did to each ark."""
        return tuple(self._results)

    def _parse(self, player: str, text: str) -> Move:
        return parse_action(player, text)

    # ----------------------------------------------------------------- telling
    def _prompt(self) -> str:
        if self._over:
            outcome = self.outcome()
            assert outcome is not None
            return "The game is over. " + _winners_sentence(
                outcome.winners, outcome.scores[outcome.winners[0]]
            )
        movers = self._to_move()
        head = f"Round {self._round}, {_seconds(self._now)}"
        if self._expired:
            return (
                f"{head}: the sand has run out; {' and '.join(movers)} may only place the tile "
                f"already in hand{self._who_may_leave(movers)}"
            )
        glass = (
            f" The sandglass runs out at {_seconds(self._deadline)}." if self._deadline >= 0 else ""
        )
        return f"{head}: {self._what_each_may_do()}.{glass}"

    def _what_each_may_do(self) -> str:
        """Who may act now and how ("Ada may place or wait; Ben may reveal, take or wait"),
        read off the legal moves, so that the prompt never offers what a rule refuses (a
        learner holding a table tile was told they might "reveal" or "leave")."""
        verbs: dict[str, list[str]] = {}
        for move in self._legal_moves():
            verb = move.action_text().split()[0]
            if verb not in verbs.setdefault(move.player, []):
                verbs[move.player].append(verb)
        groups: dict[tuple[str, ...], list[str]] = {}
        for player, kinds in verbs.items():
            groups.setdefault(tuple(kinds), []).append(player)
        return "; ".join(
            f"{' and '.join(players)} may {listed(kinds, 'or')}"
            for kinds, players in groups.items()
        )

    def _who_may_leave(self, holders: Sequence[str]) -> str:
        """The end of the sand-out prompt: who may also leave the tile in hand (a tile taken
        from the table goes to the ark, ruling 24)."""
        leavers = [p for p in holders if self._may_leave(self._index[p])]
        if len(leavers) == len(holders):
            return ", or leave it."
        if not leavers:
            return "."
        return f"; {' and '.join(leavers)} may also leave it."

    def _tile_for(self, everything: bool, owner: int, tile: int) -> str | None:
        """What a space shows: a placed tile is face down to everyone, its owner too, from
        the Normal level on (ruling 7); only the full view names it, until the last round is
        scored: its arks were turned face up then, and stay so once the game is over."""
        if tile == EMPTY:
            return None
        if tile == GRAIN:
            return "grain"
        if everything or self._rank[owner] == 0 or self._over:
            return SPECIES[tile].name
        return "face down"

    def public_view(self) -> JSONDict:
        """What every player sees; a placed tile's owner sees no more of it than the others,
        so this is any player's view of the table."""
        return self._view(None, everything=False)

    def view(self, player: str | None = None) -> JSONDict:
        """What ``player`` sees (None: everything), JSON-ready, for a race board.

        * ``round`` (1-3), ``rounds``, ``over``, ``winners`` (None until over);
        * ``clock_ms``: game time in the round; ``to_move``: who may act now;
        * ``sandglass``: ``seconds`` (30), ``turned_by``, ``runs_out_at_ms``, ``remaining_ms``
          (None until turned), ``run_out``;
        * ``pool``: ``{"count": n}``; ``view(None)`` adds ``order`` (the last is drawn next);
        * ``table``: the face-up species on the table, in tile-list order, repeats included;
        * ``players``: per player, in seat order: ``name``, ``level``, ``hand`` (species or
          None, public), ``from_table`` (the tile in hand was taken from the table, so it must
          be placed: ruling 24), ``ready_at_ms`` (the hand is busy until then), ``finished``,
          ``filled`` and ``spaces`` (tiles placed and spaces available: 16 less grain),
          ``column`` (1-5, the column being filled; None when full), and ``ark``: 16 entries
          for spaces 1-16, each None (empty), ``"grain"``, ``"face down"`` or a species;
        * ``results``: each scored round, arks face up, with what every step did (see
          :meth:`arkbook.ark_of_animals.scoring.RoundScore.to_dict`);
        * ``scores``: the score sheet so far (:meth:`arkbook.game.ScoreSheet.to_dict`).
        """
        return self._view(player, everything=player is None)

    def _view(self, player: str | None, everything: bool) -> JSONDict:
        if player is not None and player not in self._index:
            raise ArkbookError(f"{player!r} is not playing; the players are {list(self.players)}")
        players = []
        for i, name in enumerate(self.players):
            ark, c = self._arks[i], self._col[i]
            players.append(
                {
                    "name": name,
                    "level": self.levels[i],
                    "hand": None if self._hand[i] == NO_TILE else SPECIES[self._hand[i]].name,
                    "from_table": self._from_table[i],
                    "ready_at_ms": self._ready[i],
                    "finished": not self._free[i],
                    "filled": sum(1 for t in ark if t >= 0),
                    "spaces": sum(1 for t in ark if t != GRAIN),
                    "column": c + 1 if c < len(COLUMNS) else None,
                    "ark": [self._tile_for(everything, i, t) for t in ark],
                }
            )
        pool: JSONDict = {"count": len(self._pool)}
        if everything:
            pool["order"] = [SPECIES[t].name for t in self._pool]
        outcome = self.outcome()
        return {
            "viewer": player,
            "round": self._round,
            "rounds": ROUNDS,
            "over": self._over,
            "clock_ms": self._now,
            "sandglass": {
                "seconds": RACE.sandglass_ms // 1000,
                "turned_by": None if self._turner == NOBODY else self.players[self._turner],
                "runs_out_at_ms": None if self._deadline < 0 else self._deadline,
                "remaining_ms": None if self._deadline < 0 else self._deadline - self._now,
                "run_out": self._expired,
            },
            "to_move": list(self._to_move()),
            "pool": pool,
            "table": [SPECIES[k].name for k, count in enumerate(self._table) for _ in range(count)],
            "players": players,
            "results": [r.to_dict() for r in self._results],
            "scores": self.scores().to_dict(),
            "winners": None if outcome is None else list(outcome.winners),
        }

    def scores(self, viewer: str | None = None) -> ScoreSheet:
        """The rows of every round scored so far (a row per step and bonus); the round in play
        is not. The same for every viewer: a scored round's arks lie face up."""
        last = self._results[-1] if self._results else None
        if self._sheet[0] is not last:
            rows: list[ScoreRow] = []
            for result in self._results:
                rows.extend(result.rows())
            self._sheet = (last, ScoreSheet.from_rows(self.players, rows, final=self._over))
        return self._sheet[1]

    def outcome(self) -> Outcome | None:
        """The most points after three rounds wins; the rulebook names no tie-break, so tied
        players share the victory (ruling)."""
        if not self._over:
            return None
        totals = self.scores().totals
        top = max(totals.values())
        return Outcome(scores=totals, winners=tuple(p for p in self.players if totals[p] == top))

    def round_in_play(self) -> RoundScore | None:
        """The round in play scored as the arks stand, as if the sand ran out now (None once
        the game is over): what a placement is worth before the round is really scored."""
        if self._over:
            return None
        first = None if self._turner == NOBODY else self._turner
        return score_round(self._round, self.players, self.levels, self._arks, first)

    def evaluate(self, player: str) -> float:
        """Points so far plus the round in play scored as it stands, against the best rival.

        The provisional round score counts what each ark holds now (eaten animals, doubles,
        bonuses as if the sand ran out now), so placing a good tile is worth about a point and
        placing one that will be eaten is worth nothing or less; a quarter point per free space
        still to fill rewards the speed that wins the first-finisher bonus. The balance (Master
        and up) is the one expected when the round is scored, with the spaces that can still be
        filled in time holding tiles drawn blind (:func:`~arkbook.ark_of_animals.scoring.
        expected_balance`): as it stands, an ark filled from the left is always heavy on the
        left, and every tile placed would seem to cost points.
        """
        totals = dict(self.scores().totals)
        now = self.round_in_play()
        if now is not None:
            to_come = self.balance_to_come(now)
            for i, a in enumerate(now.arks):
                totals[a.player] += a.total + to_come[i] - SPEED_PER_FREE_SPACE * self._free[i]
        best_other = max(v for p, v in totals.items() if p != player)
        return float(totals[player] - best_other)

    def balance_expected(self, now: RoundScore) -> list[float]:
        """Per ark of the round in play ``now`` (as :meth:`round_in_play` scores it), the
        balance expected at scoring, the spaces that can still be filled in time holding tiles
        drawn blind: what a review names as kept for later."""
        return [expected_balance(a, self._to_fill(i)) for i, a in enumerate(now.arks)]

    def balance_to_come(self, now: RoundScore) -> list[float]:
        """Per ark of ``now``, the balance expected at scoring less the balance as the ark
        stands: what the evaluation adds, and what the coach's hint tells on its balance row."""
        return [
            expected - a.row_points("balance")
            for expected, a in zip(self.balance_expected(now), now.arks, strict=True)
        ]

    def eating_ahead(self, player: str) -> float:
        """The points ``player`` may expect to lose to predators among the tiles still to come
        on their ark this round (:func:`~arkbook.ark_of_animals.scoring.expected_eating`): what
        a placement leaves beside the empty spaces the next tiles must fill (the coach's hint
        weighs it; 0 once the round is over)."""
        i = self._index[player]
        return expected_eating(self._arks[i], self._to_fill(i)) if not self._over else 0.0

    def newcomers_ahead(self, player: str) -> float:
        """The animals of new species ``player`` may expect among the tiles still to come on
        their ark this round (:func:`~arkbook.ark_of_animals.scoring.expected_newcomers`; the
        coach's hint weighs it; 0 once the round is over)."""
        i = self._index[player]
        return expected_newcomers(self._arks[i], self._to_fill(i)) if not self._over else 0.0

    def _to_fill(self, i: int) -> list[int]:
        """The empty spaces (0-15) of player ``i``'s ark that can still be filled this round,
        leftmost first: all of them until the sandglass turns; then as many as a reveal and a
        place each fit in the sand left (the tile in hand needs only its place); none once
        the sand has run out, but the tile in hand's."""
        empty = [s for s, tile in enumerate(self._arks[i]) if tile == EMPTY]
        in_hand = int(self._hand[i] != NO_TILE)
        if self._expired:
            return empty[:in_hand]
        if self._deadline < 0:
            return empty
        left = max(0, self._deadline - self._now)
        return empty[: in_hand + left // (REVEAL_MS + PLACE_MS)]


def new_game(
    players: Sequence[str],
    seed: int = 0,
    levels: Mapping[str, str] | str | None = None,
    position: Mapping[str, Any] | None = None,
) -> ArkOfAnimals:
    """A new game, set up as the rulebook says.

    ``levels`` is each player's level, ``{"Ada": "Expert", ...}`` (players left out play
    Normal), or one level name for everyone; the levels are ``Novice``, ``Normal``, ``Expert``,
    ``Master`` and ``Grand Master``.

    ``position`` is a scene within a round, checked: the keyword arguments of
    :func:`arkbook.ark_of_animals.positions.position` as JSON data (a save of a position
    carries it, so this is how one loads back).
    """
    # Only names can have levels; anything else is refused by the contract's player check.
    a_list = isinstance(players, Sequence) and not isinstance(players, str)
    names = [p for p in players if isinstance(p, str)] if a_list else []
    if levels is None or isinstance(levels, str):
        chosen = {p: levels or "Normal" for p in names}
    elif isinstance(levels, Mapping):
        unknown = set(levels) - set(names)
        if unknown:
            raise ArkbookError(f"levels name players who are not playing: {sorted(unknown)}")
        chosen = {p: levels.get(p, "Normal") for p in names}
    else:
        raise ArkbookError("levels must be a level name or a {player: level} mapping")
    for p, level in chosen.items():
        if level not in LEVELS:
            raise ArkbookError(f"{p}'s level {level!r} is not one of {', '.join(LEVELS)}")
    game = ArkOfAnimals(players, seed, {"levels": chosen})
    if position is not None:
        from arkbook.ark_of_animals.positions import apply_position  # it builds on this module

        apply_position(game, position)
    return game
