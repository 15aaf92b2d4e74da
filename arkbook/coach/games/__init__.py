"""The coach's facts about each game, one module per game named as its engine (``ark``,
``ark_of_animals``, ``ark_nova``), each ending with its :class:`GameFacts` as ``FACTS``: one
type for all three, so that mypy checks each game's hooks against the same signatures."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from arkbook.game import Event, Game, Move, ScoreSheet


def every_move_alike(move: Move) -> str:
    """The one sort of every move, in a game whose moves a review weighs all against each
    other (:attr:`GameFacts.alike`)."""
    return "move"


#: The standing a hint tells, among a game's ``guessed`` figures: a guess after any move.
STANDING = "standing"
#: The standing after a move that ends the game, where only the end turns up what the player
#: cannot see (Ark: the others' face-down pets). A round-46 Ark learner read "you would lead
#: by 1 point at the end" beside a score line showing them behind: every sampled world agreed,
#: and the face-down pet that tied it was another.
STANDING_AT_END = "standing at the end"
#: The least gain a part of a game's evaluation must bring for a review to name it as what a
#: move keeps for later (the review's least gap between two moves).
KEPT = 0.05


def lead(totals: Mapping[str, float], player: str) -> float:
    """The player's total less the best other's: what a hint's standing tells and what a
    game's parts of the evaluation are counted against."""
    others = [v for p, v in totals.items() if p != player]
    return float(totals[player] - max(others, default=0))


def most_gained(ours: Mapping[str, float], theirs: Mapping[str, float]) -> str | None:
    """The part of an evaluation (``ours`` and ``theirs``: each move's parts, by name) where
    the hint's move gains most over the player's, if it gains at least :data:`KEPT`: what a
    game's ``later`` names."""
    part, gain = max(((p, amount - theirs[p]) for p, amount in ours.items()), key=lambda i: i[1])
    return part if gain >= KEPT else None


@dataclass(frozen=True, kw_only=True)
class GameFacts:
    """What the coach must know about one game; the hooks without a default are every game's,
    the others only some games' (a default says what the coach does without them)."""

    #: Rule id -> the rule in one plain sentence, for a learner meeting it in play.
    plain: Mapping[str, str]
    #: Rule id -> the words (regular expressions) naming its topic in the heading (or first
    #: paragraph) of the in-depth section that teaches it, where the words of its id would not
    #: find it (:func:`arkbook.coach.lessons.topic`).
    topics: Mapping[str, Sequence[str]]
    #: Rule id -> the rules met with it (:func:`arkbook.coach.review.met_rules`).
    comes_with: Mapping[str, Sequence[str]]
    #: How a move's notation names the place a picture marks: a regular expression on the
    #: move's action text, and the place it makes, with ``{player}`` and the expression's
    #: groups.
    place: tuple[str, str]
    #: What the learner places, as a tip names it ("card", "tile", "animal").
    subject: str
    #: ``focus(game, player)``: the card or tile the player is placing now, whose unlit places
    #: the coach explains (None when nothing is being placed, or when only the board knows: a
    #: card picked on the Ark board is sent by the board itself).
    focus: Callable[[Game, str], str | None]
    #: ``holding(game, player)``: what the player could place now (an Ark hand's cards, the
    #: tile in hand, the animal being placed), whose dark places the review counts among the
    #: rules the player met.
    holding: Callable[[Game, str], Sequence[str]]
    #: ``counters(view, player)``: the player's own counts in their view (money, action
    #: discs...), by the name a hint uses for one of them, so a hint can say what a move
    #: changes besides points.
    counters: Callable[[Mapping[str, Any], str], Mapping[str, int]]
    #: ``sheet(game)``: the score sheet "if the game ended now" a hint's reason compares.
    sheet: Callable[[Game], ScoreSheet]
    #: ``value(game, player)``: how good the position is for the player, as a hint rates it
    #: (the game's own evaluation, which the bots use too; in Ark of Animals plus a part of
    #: what the tiles still to come may bring, new species less the eaten, since a move in the
    #: race is rated alone).
    value: Callable[[Game, str], float]
    #: What that value weighs besides points, said when a hinted move changes none.
    evaluation: str
    #: ``evaluation_for(game, player)``: the same said for one player, where it depends on
    #: them (Ark of Animals names the balance only at the levels that score it).
    evaluation_for: Callable[[Game, str], str] | None = None
    #: The rule that names the winner when the totals tie
    #: (:func:`arkbook.coach.review.scored_rules`), if the game has one.
    tie_break: str = ""
    #: ``if_scored(game, when)``: when ``sheet`` counts, ``when`` being "now" or "then"; "if
    #: the game ended now" without it (Ark of Animals counts the round in play as if it were
    #: scored; Ark names the face-down pets the count leaves out, once there are any).
    if_scored: Callable[[Game, str], str] | None = None
    #: Where a standing stands when the move ends the game ("at the end"; Ark of Animals: in
    #: the last round, as its standings count a round).
    at_end: str = "at the end"
    #: ``standing(game)``: each player's total a hint's standing compares, where it is not the
    #: sheet's (Ark of Animals: the round's, as "if the round were scored now" says).
    standing: Callable[[Game], Mapping[str, float]] | None = None
    #: Row label -> what brings a change of that row whatever the player chooses, with
    #: ``{change}`` for "likely cost you 2 points" (Ark: the pets turned up when the game
    #: ends); other such changes are credited to the turn.
    anyway: Mapping[str, str] = field(default_factory=dict)
    #: ``determinize(world, player, rng)``: what a hint reshuffles of what the player cannot
    #: see, where that is more than the engine's ``_determinize`` (Ark of Animals: the
    #: face-down tiles, which the bots remember).
    determinize: Callable[[Game, str, random.Random], None] | None = None
    #: ``guessed(game, player)``: the figures of a hint (:data:`STANDING`,
    #: :data:`STANDING_AT_END`, or a row's label) that count what the player cannot see now
    #: (:func:`arkbook.coach.hint.guesses`).
    guessed: Callable[[Game, str], Sequence[str]] | None = None
    #: ``follows(events, player)``: what a hinted turn brought that nobody chose, in words
    #: for the reason to name beside the counts it changed (Ark Nova: the break a push of its
    #: token brings, whose X-token and income a learner looked for on the Cards action).
    follows: Callable[[Sequence[Event], str], str] | None = None
    #: ``by_chance(move)``: the hidden card that must turn up for a decision of ``move``'s
    #: kind to come, in words ("the second rain card"; Ark's pet), else "". A hint's next
    #: steps tell such a step "perhaps, if ... turns up" even when every sampled world brought
    #: it: round-52 and round-53 learners read "then sets the Okapi aside as a pet" as a peek.
    by_chance: Callable[[Move], str] | None = None
    #: ``also_met(event)``: the rules an event meets besides its own, where they depend on
    #: what it did, as ``comes_with`` cannot (Ark: a drive-out meets its driver's power and
    #: that a driver fits the cabin; a round-37 learner's review listed those as rules that
    #: did not come up, after three drive-outs).
    also_met: Callable[[Event], Sequence[str]] | None = None
    #: The rule ids that name a convention of this app, not a rule of the rulebook: a tip or a
    #: review tells them in their plain sentence alone, with no rulebook quote (Ark of
    #: Animals' busy hand, ruling 5).
    conventions: frozenset[str] = frozenset()
    #: A few sentences of strategy for a first game, each said as advice, never as a rule:
    #: the player aid prints them (learners who knew every rule lost their first game to the
    #: points a rule quietly costs, such as the disc a new Ark cabin hands a neighbour).
    advice: tuple[str, ...] = ()
    #: ``later(game, player, ours, theirs)``: what the hint's move ``ours`` keeps for later
    #: over ``theirs`` where they score alike now, in few words, for a review's "rates higher
    #: for later" (Ark of Animals: fewer animals eaten among the tiles to come...); without
    #: it, the review says what the evaluation weighs (``evaluation_for``).
    later: Callable[[Game, str, Move, Move], str] | None = None
    #: The clause a reason adds when a move that scores the same now rates lower, with
    #: ``{move}`` and ``{evaluation}`` (Ark of Animals: the spaces of a column often score
    #: alike, and only what the tiles ahead may bring tells them apart); none without it.
    same_points: str = ""
    #: How many of the player's own next decisions finish a turn before a hint rates it (0 in
    #: a race, which has no turns).
    own_steps: int = 5
    #: ``alike(move)``: the sort of a move, a review weighing a player's move only against
    #: moves of the same sort (:func:`arkbook.coach.review.alike_moves`; Ark: taking cards
    #: against taking cards).
    alike: Callable[[Move], str] = every_move_alike
    #: Sort of :attr:`alike` -> how a review names the best of that sort ("card to take").
    sorts: Mapping[str, str] = field(default_factory=dict)
    #: Moves a review tries at every moment of a game
    #: (:func:`arkbook.coach.review.shaping_rules`): those a rule refused were rules met (Ark
    #: of Animals: "reveal").
    probes: Sequence[str] = ()
    #: ``probes_for(game, player)``: the same, where they depend on the position (Ark: taking
    #: each face-up card).
    probes_for: Callable[[Game, str], Sequence[str]] | None = None
    #: ``forced(game, events, player)``: the rules that left ``player`` one option when the
    #: engine took a decision for them (``events`` its events, ``game`` the position after).
    forced: Callable[[Game, Sequence[Event], str], Sequence[str]] | None = None
    #: ``moment(game, since)``: when a review's decision was made, where the game counts time
    #: otherwise than by its move number (Ark of Animals: "Round 1 at 15 s"); ``since``: the
    #: moves from the player's first decision on, where a count of their turns starts.
    moment: Callable[[Game, Sequence[Move]], str] | None = None
    #: ``kept(final, position, player)``: the rows of the hint's sheet whose points the player
    #: won anyway, as the finished game ``final`` shows, for a decision at ``position``: a
    #: review counts no gain on them (Ark of Animals: the bonus for finishing first, when the
    #: player finished that round first all the same, 1.5 s later: round-24 judge).
    kept: Callable[[Game, Game, str], frozenset[str]] | None = None
