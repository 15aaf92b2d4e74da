"""The Ark Nova game: setup, the decision-stack driver, checks, views and scoring.

A turn is a sequence of moves, each one decision. The state keeps a small stack of pending
decisions ``(kind, seat, args)``: the top one is what ``prompt`` describes and what
``legal_moves`` lists. Each kind is one unit in ``decisions/`` (its options, effect, prompt
and refusals), found through the registry ``decisions.UNITS``. Playing a move pops the decision
and applies it, which may push the next steps; automatic steps (``flow.AUTOMATIC``: ending an
action, breaks, final turns) run until a real choice is on top again.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, cast

from arkbook.ark_nova import evaluation, gains, stages
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.board import is_building_name, map_a
from arkbook.ark_nova.cards import Deck, load_deck, teaching_deck
from arkbook.ark_nova.decisions import UNITS
from arkbook.ark_nova.explain import explain, unknown_verb
from arkbook.ark_nova.flow import AUTOMATIC
from arkbook.ark_nova.moves import CardNames, NovaMove, parse
from arkbook.ark_nova.placements import placements
from arkbook.ark_nova.position import apply_position
from arkbook.ark_nova.prompts import describe, skipped
from arkbook.ark_nova.rules import RULES
from arkbook.ark_nova.scoring import outcome_of, score_sheet
from arkbook.ark_nova.state import Building, Frozen, PlayerState, ProjectSlot, State
from arkbook.ark_nova.view import card_info, make_view
from arkbook.errors import ArkbookError, BadNotation, IllegalMove
from arkbook.game import (
    Event,
    Game,
    JSONDict,
    Move,
    Outcome,
    Placements,
    ScoreSheet,
    SetupStage,
    Turn,
    chance,
)

#: Decisions resolved without asking when their only option is this text.
_AUTOMATIC = frozenset({"done", "spend 0"})
#: How many distinct move objects a game keeps per seat for reuse before it starts over.
MOVES_KEPT = 4096
#: Moves played after an undo point's snapshot before the next move takes a new one: an undo
#: replays at most this many (a few milliseconds). A snapshot copies the whole state, so a
#: game that is never undone (random play, a replay) pays for one every this many moves; bots
#: undo only the few moves they try from a clone, whose own snapshot is their undo point.
REPLAY_LIMIT = 40
#: The moves whose only effect is a reputation gain (:meth:`ArkNova.has_no_effect`).
REPUTATION_GAINS = frozenset({"task reputation", "raise reputation"})


@dataclass(frozen=True, slots=True)
class UndoPoint:
    """A snapshot of the state (``State.freeze``) and the length of the history when it was
    taken: undoing a later move thaws the snapshot and plays the moves the history holds after
    it again. The moves played since one snapshot all share its undo point."""

    frozen: Frozen
    played: int


class ArkNova(Game):
    """Ark Nova for 2-4 players, with the teaching deck or a deck given as data."""

    game_name: ClassVar[str] = "ark_nova"
    RULES: ClassVar[Mapping[str, str]] = RULES
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    #: An action and its choices (X-tokens, a card, its place) are one turn: rate it whole.
    TURN_STEPS: ClassVar[int] = 3
    #: X-tokens to spend, a task or a building kind: worth what the action then does.
    FEW_OPTIONS: ClassVar[int] = 12

    s: State
    deck: Deck
    #: How moves name the deck's cards (by name, or by id).
    names: CardNames

    # ------------------------------------------------------------------ setup
    def _setup(self) -> list[Event]:
        self._events: list[Event] = []
        self._version = 0
        self._cache: tuple[int, list[str]] = (-1, [])
        #: The legal moves of state ``_version`` (bots and boards ask them more than once).
        self._moves: tuple[int, list[Move]] = (-1, [])
        #: Each seat's moves by text, made once: the same texts come back turn after turn,
        #: and a move reads its fields from its text only the first time it is asked.
        self._made: list[dict[str, NovaMove]] = [{} for _ in self.players]
        #: The undo point the next move shares (see ``_undo_point``); None: take a snapshot.
        self._point: UndoPoint | None = None
        #: A turn of the history that told an event of a rule, by rule (``flow.told_before``).
        self.told: dict[str, Turn] = {}
        data = self.options.get("deck")
        self.deck = load_deck(data, "deck option") if data else teaching_deck()
        self.names = CardNames.of(self.deck)
        self.s = self._lay_out()
        if "position" in self.options:
            apply_position(self, self.options["position"])
        self._run()
        return self._take_events()

    def _lay_out(self) -> State:
        n, seed = len(self.players), self.seed
        say = self.say
        length = T.BREAK_LENGTH[n]
        start = T.BREAK_LENGTH[4] - length
        say(
            "setup",
            f"The Break token starts {length} spaces from the end ({n} players).",
            "nova.setup.break",
        )
        tiles = sorted(self.deck.bonus_tiles)
        chance(seed, "bonus tiles").shuffle(tiles)
        say(
            "setup",
            f"Bonus tiles {', '.join(self.deck.bonus_tiles[t].name for t in tiles[:4])} go on "
            "conservation 5 and 8.",
            "nova.setup.bonus_tiles",
        )
        deck = list(self.deck.zoo_cards)
        chance(seed, "deck").shuffle(deck)
        base = list(self.deck.base_projects)
        chance(seed, "base projects").shuffle(base)
        base = base[: 4 if n == 4 else 3]
        # With 2 players the blocking tokens make a staircase (ruling "blocking tokens"): card
        # i (0-based, left to right) has its condition i blocked.
        projects = [ProjectSlot(card, _blocked(n, i)) for i, card in enumerate(base)]
        say(
            "setup",
            f"Base projects {', '.join(self.deck.cards[c].name for c in base)} are laid out "
            "below the board, where they stay "
            "all game.",
            "nova.setup.projects",
        )
        if n == 2:
            say(
                "setup",
                "Blocking tokens cover the left condition of the left base project, the middle "
                "one of the middle project and the right one of the right project, and the "
                "left column of donations.",
                "nova.setup.blocking",
            )
        finals = sorted(self.deck.final_cards)
        chance(seed, "final scoring").shuffle(finals)
        s = State(
            players=[],
            deck=deck,
            discard=[],
            display=[None] * T.DISPLAY_SIZE,
            final_deck=tuple(finals[2 * n :]),
            final_discard=(),
            projects=projects,
            bonus_tiles={5: tuple(tiles[0:2]), 8: tuple(tiles[2:4])},
            partner_supply=T.CONTINENTS,
            university_supply=tuple(T.UNIVERSITIES),
            break_start=start,
            break_pos=start,
            break_length=T.BREAK_LENGTH[4],
            donation_blocked=3 if n == 2 else 0,
        )
        self.s = s
        say(
            "setup",
            "One partner zoo per continent and one university per kind are put out.",
            "nova.setup.association",
        )
        zoo_map = map_a()
        for i, name in enumerate(self.players):
            others = list(T.ACTIONS[1:])
            chance(seed, "action cards", i).shuffle(others)
            p = PlayerState(name=name, money=T.START_MONEY, appeal=i, reputation=0)
            p.row = ("animals", *others)
            p.add_building(Building(1, "enclosure-3", zoo_map.start_enclosure, "start"))
            p.next_building = 2
            p.final_cards = (finals[2 * i], finals[2 * i + 1])
            s.players.append(p)
        say(
            "setup",
            "Each player takes 25 money, 7 player tokens (on the bonus spaces at the left edge "
            "of the map), 1 active worker and the Action cards, Animals in slot 1.",
            "nova.setup.player",
        )
        starts = ", ".join(f"{p.name} {p.appeal}" for p in s.players)
        say("setup", f"Appeal starts by turn order: {starts}.", "nova.setup.appeal")
        say("setup", "Each map starts with an empty size-3 enclosure.", "nova.setup.enclosure")
        say("setup", "Everyone draws two hidden Final Scoring cards.", "nova.setup.final_cards")
        s.display = [s.deck.pop(0) for _ in range(T.DISPLAY_SIZE)]
        say(
            "setup",
            "Six zoo cards are dealt face down to the display; they are revealed only at the "
            "end of setup.",
            "nova.setup.display",
        )
        for p in s.players:
            p.hand = tuple(s.deck.pop(0) for _ in range(8))
        say("setup", "Everyone draws 8 zoo cards and keeps 4.", "nova.setup.keep_four")
        s.stack = [("@start_turn", 0, ())]
        gains.push_all(self, [("discard", i, ("setup", 4)) for i in range(n)])
        return s

    def _setup_stages(self, player: str | None) -> list[SetupStage]:
        return stages.setup_stages(self, player)

    # ------------------------------------------------------------------ the driver
    def _run(self) -> None:
        """Run automatic steps until a real decision (with a real choice) is on top."""
        s = self.s
        while s.stack and not s.over:
            top = s.stack[-1]
            kind, seat, args = top
            if kind[0] == "@":
                s.stack.pop()
                AUTOMATIC[kind](self, seat, args)
                continue
            unit = UNITS[kind]
            options = unit.options(self, seat, args)
            if not options:
                s.stack.pop()
                self.say("skip", skipped(self, top), None)
                continue
            if len(options) == 1 and options[0] in _AUTOMATIC:
                s.stack.pop()
                unit.apply(self, seat, args, self._move(seat, options[0]))
                continue
            # The state stays as it is until the next move: these are the legal moves.
            self._cache = (self._version, options)
            break

    def option_texts(self) -> list[str]:
        """The texts of the legal moves now (cached until the state changes)."""
        if self._cache[0] != self._version:
            s, options = self.s, []
            if s.stack and not s.over:
                kind, seat, args = s.stack[-1]
                options = UNITS[kind].options(self, seat, args)
            self._cache = (self._version, options)
        return self._cache[1]

    # ------------------------------------------------------------------ the contract hooks
    def _legal_moves(self) -> list[Move]:
        version, moves = self._moves
        if version != self._version:
            moves = self._moves_now()
            self._moves = (self._version, moves)
        return list(moves)

    def _moves_now(self) -> list[Move]:
        """The moves of the options now, most of them made before (see ``_move``)."""
        if self.s.over or not self.s.stack:
            return []
        seat, texts = self.s.stack[-1][1], self.option_texts()
        # Most options were made before: looked up all at once, the new ones made after.
        found = list(map(self._made[seat].get, texts))
        if not all(found):
            found = [m or self._move(seat, t) for m, t in zip(found, texts, strict=True)]
        return cast("list[Move]", found)  # all made now

    def _move(self, seat: int, text: str) -> NovaMove:
        """The move of an option text, the same object each time it comes back. Option texts
        are canonical notation, so the move is known to read back to itself (``Game._know``)."""
        made = self._made[seat]
        move = made.get(text)
        if move is None:
            if len(made) > MOVES_KEPT:
                made.clear()
            move = made[text] = self.names.move(self.players[seat], text)
            self._know(move, str(move))
        return move

    def placements(self, subject: str, player: str | None = None) -> Placements:
        return placements(self, subject, player)

    def _check(self, move: Move) -> IllegalMove | None:
        if not isinstance(move, NovaMove):
            return IllegalMove("game.turn", "That is not an Ark Nova move.")
        if move.text in self.option_texts():
            return None
        return explain(self, self.s.stack[-1], self._read(move))

    def _read(self, move: NovaMove) -> NovaMove:
        """The move read with this game's card names (a move built by hand may have none)."""
        return move if move.names is self.names else parse(move.player, move.text, self.names)

    def _apply(self, move: Move) -> list[Event]:
        assert isinstance(move, NovaMove)
        move = self._read(move)
        kind, seat, args = self.s.stack.pop()
        self._version += 1
        UNITS[kind].apply(self, seat, args, move)
        self._run()
        return self._take_events()

    def _snapshot(self) -> Any:
        return self.s.freeze()

    def _undo_point(self) -> UndoPoint:
        """A snapshot taken every few moves, shared by the moves played after it: an undo
        thaws the snapshot and plays those moves again, from the history (the engine is
        deterministic: a state and a move give one next state). Copying the whole state on
        every move, and keeping every copy, cost a random game a third of its time, most of
        it in the garbage collector walking the copies."""
        point = self._point
        if point is None or len(self._history) - point.played > REPLAY_LIMIT:
            point = self._point = UndoPoint(self.s.freeze(), len(self._history))
        return point

    def _restore(self, snapshot: Any) -> None:
        """Put back a snapshot (``clone``'s), or an undo point (``undo``'s): its snapshot, then
        the moves played after it again, all but the last one of the history, which the undo
        takes back (their events are not told again). The state restored is its own undo
        point."""
        if isinstance(snapshot, UndoPoint):
            frozen, replay = snapshot.frozen, self._history[snapshot.played : -1]
            played = len(self._history) - 1  # the history once the undo pops its last move
        else:
            frozen, replay, played = snapshot, [], len(self._history)
        self.s = State.thaw(frozen)
        self._version += 1
        self._point = None
        for turn in replay:
            assert turn.move is not None
            self._apply(turn.move)
        self._events = []
        # Undone once, a position is often undone to again (a bot or the coach tries move
        # after move from it): a snapshot of it spares the replay next time.
        self._point = UndoPoint(self.s.freeze() if replay else frozen, played)

    def _parse(self, player: str, text: str) -> Move:
        try:
            return parse(player, text, self.names)
        except BadNotation as problem:
            raise unknown_verb(self, player, problem) from None

    def _saved_view(self, view: JSONDict) -> JSONDict:
        """Saves written before moves named cards list the pending options with card ids:
        each is read and written again, by name (what is no move is left for the check)."""
        pending = view.get("pending")
        if not isinstance(pending, dict) or not isinstance(pending.get("options"), list):
            return view
        options = [self._renamed(text) for text in pending["options"]]
        return {**view, "pending": {**pending, "options": options}}

    def _renamed(self, text: object) -> object:
        try:
            return parse("", text, self.names).text if isinstance(text, str) else text
        except BadNotation:
            return text

    def turn_under_way(self, player: str) -> bool:
        """The player's turn ends at its ``@end_turn`` entry, which stays on the stack below
        whatever the turn sets off, the others' Final Scoring discards included."""
        seat = self.players.index(player)
        return any(kind == "@end_turn" and who == seat for kind, who, _ in self.s.stack)

    def _to_move(self) -> tuple[str, ...]:
        if self.s.over or not self.s.stack:
            return ()
        return (self.players[self.s.stack[-1][1]],)

    def _prompt(self) -> str:
        if self.s.over:
            return "The game is over."
        return describe(self, self.s.stack[-1])

    def view(self, player: str | None = None) -> JSONDict:
        return make_view(self, player)

    def public_view(self) -> JSONDict:
        return make_view(self, None, everything=False)

    def scores(self, viewer: str | None = None) -> ScoreSheet:
        """Another player's Final Scoring cards are secret until the end, so a viewer's sheet
        leaves their points out (the sheet said them, so a learner could read Ben's card)."""
        return score_sheet(self, viewer)

    def outcome(self) -> Outcome | None:
        return outcome_of(self) if self.s.over else None

    def has_no_effect(self, move: Move) -> bool:
        """A reputation gain (the association task, Animals side II's +1) while the player's
        reputation stands at a cap it cannot pass (9 before the Cards action is upgraded):
        the rules allow it, and it only costs the worker or the turn."""
        return move.action_text() in REPUTATION_GAINS and evaluation.reputation_capped(
            self.s.players[self.players.index(move.player)]
        )

    def evaluate(self, player: str) -> float:
        """Points lead, plus what the zoo has built toward later points
        (:mod:`arkbook.ark_nova.evaluation`)."""
        return evaluation.evaluate(self, player)

    def _determinize(self, player: str, rng: random.Random) -> None:
        """Reshuffle the deck with other hands, and unseen Final Scoring cards."""
        s = self.s
        me = self.players.index(player)
        others = [p for i, p in enumerate(s.players) if i != me]
        pool = list(s.deck) + [c for p in others for c in p.hand]
        rng.shuffle(pool)
        for p in others:
            size = len(p.hand)
            p.hand, pool = tuple(pool[:size]), pool[size:]
        s.deck = pool
        finals = list(s.final_deck) + [c for p in others for c in p.final_cards]
        rng.shuffle(finals)
        for p in others:
            size = len(p.final_cards)
            p.final_cards, finals = tuple(finals[:size]), finals[size:]
        s.final_deck = tuple(finals)
        self._version += 1
        self._point = None  # changed by no move: the next undo point takes a snapshot

    # ------------------------------------------------------------------ small services
    def say(self, kind: str, text: str, rule: str | None, **data: Any) -> None:
        """Narrate one event of the move being played: the decision units and the automatic
        steps tell what happens through this, and ``play`` returns the events."""
        self._events.append(Event(kind, text, rule, data))

    def _take_events(self) -> list[Event]:
        events, self._events = self._events, []
        return events

    def draw_card(self) -> str | None:
        """The top deck card; an empty deck is refilled by shuffling the discard pile."""
        s = self.s
        if not s.deck and s.discard:
            s.deck = list(s.discard)
            s.discard = []
            chance(self.seed, "reshuffle", s.reshuffles).shuffle(s.deck)
            s.reshuffles += 1
            self.say(
                "reshuffle",
                "The deck is empty: the discard pile is shuffled into a new deck.",
                None,
            )
        return s.deck.pop(0) if s.deck else None

    def card_name(self, card_id: str) -> str:
        """The printed name of a card, bonus tile or Final Scoring card, for the sentences a
        learner reads."""
        return self.names.name(card_id)

    def card(self, card: str) -> JSONDict:
        """A card's printed information, JSON-ready (for boards and notebooks). ``card`` is
        its id or its name, in any case, as moves read them (``game.card("Plains Zebra")``).

        Raises :class:`~arkbook.errors.ArkbookError` for a card the deck does not have (with
        its closest names, or, for a building's name, where buildings are described) or a name
        several cards share (with their ids).
        """
        found = self.names.card(card)
        if found is None and is_building_name(card):
            raise ArkbookError(
                f"{card!r} is a building, not a card: buildings_table() from "
                "arkbook.pictures.ark_nova_lessons shows each building's size, what it holds "
                "and when it may be built"
            )
        if found is None:
            raise ArkbookError(self.names.unknown(card, card).reason)
        return card_info(self.deck, found)


def _blocked(players: int, i: int) -> tuple[str | None, ...]:
    """The three conditions of base project ``i``: with 2 players, condition ``i`` blocked."""
    return tuple("block" if players == 2 and level == i else None for level in range(3))


def new_game(
    players: list[str],
    seed: int = 0,
    deck: dict | None = None,
    position: dict | None = None,
) -> ArkNova:
    """A new game set up as the refresher says.

    ``deck`` is deck data in the format of ``data/teaching_deck.json`` (default: the teaching
    deck); it is kept in the options so a save carries it. ``position`` sets up a mid-game
    position for scenarios (see :func:`arkbook.ark_nova.position.apply_position`).
    """
    options: dict[str, Any] = {}
    if deck is not None:
        options["deck"] = deck
    if position is not None:
        options["position"] = position
    return ArkNova(players, seed, options)
