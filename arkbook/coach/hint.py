"""The coach's hint: a good legal move for a player, and what it does for them in one sentence.

Written on the game contract only, like :mod:`arkbook.bots`, so it serves every game. A move is
rated as :class:`~arkbook.bots.GreedyBot` rates it, with two differences that make it fair and
less short-sighted:

* it never looks at what the player may not see: each rating is the average over a few worlds
  in which everything hidden from the player was reshuffled (the engine's ``_determinize``, as
  :class:`~arkbook.bots.SearchBot` does before each playout, or the game's own
  ``determinize`` where the player knows less than a bot: :func:`imagine`);
* a turn that is several decisions of the same player (two cards in Ark, an action and then
  its choices in Ark Nova) is rated once finished: after the move, the player's own next
  decisions are taken as the greedy bot takes them (:func:`arkbook.bots.finish_turn`) while
  that player alone decides, up to the game's ``own_steps`` of them, and the reason names
  them (a Rabbit must not take the credit for the Elephant played after it; in a race nobody
  has turns, so a move there is rated alone). Unlike the greedy bot, which looks two decisions
  ahead at the first of them only, each of those decisions among few options is rated
  through the rest of the turn: the Animals action's second animal, placed four decisions
  after the X-token that allows it, counts. Those next decisions are played in a sampled world,
  so a card they name may be a guess (a card drawn from a reshuffled deck): the reason names
  only cards the player can see now and tells the others as "a card" (:func:`told`).
  The decisions the reason names after the hinted move are not that line, though, but the
  hints to come (:func:`hints_to_come`): a learner who asks again later in the turn is told
  the plan's next step, never another.

The reason compares the score sheet "if the game ended now" before and after, row by row, so it
names what really changes ("against the score now, +4 points on the heavy scoring card"), and
says where the player would stand. Where hidden cards make the sampled worlds differ, a change
is "likely" or "perhaps" an amount some world gave, never an average (a rule of −2 points a
grain marker must not read "−1 point"), and the standing is "on average". Both the sheet and the
rating come from the game's coach facts (:mod:`arkbook.coach.games`): the sheet is the game's
own, or in Ark of Animals the round in play counted as the arks stand; the rating is the game's
``evaluate`` (in Ark Nova, the lead plus what the zoo has built toward later points, with money
worth less with every coin, so that a hint spends it: :mod:`arkbook.ark_nova.evaluation`). A
move that changes no score yet is explained by what the other moves would cost, or by what the
rating weighs besides points.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from operator import attrgetter

from arkbook.bots import finish_turn, moves_for, own_decision, useful_moves
from arkbook.coach.games import STANDING, STANDING_AT_END, GameFacts, lead
from arkbook.coach.lessons import game_facts
from arkbook.errors import ArkbookError
from arkbook.game import Game, Move, ScoreSheet
from arkbook.listing import counted, listed
from arkbook.pictures import words

#: Worlds sampled per hint: hidden cards reshuffled in each.
WORLDS = 3
#: A row changes when the player's points on it move by at least this much (averaged).
_CHANGE = 0.25


@dataclass(frozen=True)
class Rating:
    """A move rated over the sampled worlds: its mean evaluation and mean score changes."""

    move: Move
    value: float
    #: Row label -> the player's mean change of points on that row of the score sheet.
    rows: dict[str, float] = field(default_factory=dict)
    #: The player's mean lead (their total minus the best other) if the game ended then.
    lead: float = 0.0
    #: Counter name -> the change of the player's own count (money, action discs...) in the
    #: world whose next decisions ``then`` tells.
    counts: dict[str, float] = field(default_factory=dict)
    #: The player's own decisions that finished the turn (in the first world), in words: the
    #: changes above are the whole turn's, so the reason must name them too.
    then: tuple[str, ...] = ()
    #: Row label -> the player's change of points on that row in each sampled world (whole
    #: points, as a player counts them); empty when only the means are known.
    spread: dict[str, tuple[float, ...]] = field(default_factory=dict)
    #: The player's lead in each sampled world.
    leads: tuple[float, ...] = ()
    #: Whether the turn ends the game in every sampled world.
    ends: bool = False
    #: What the turn brought that nobody chose, in the game's words (:func:`_follows`), whose
    #: gains the counts hold: "the break follows (...)".
    follows: str = ""

    def amounts(self, label: str) -> tuple[float, ...]:
        """The player's change on one row in each world (the mean alone, if that is all)."""
        return self.spread.get(label) or (self.rows.get(label, 0.0),)


@dataclass(frozen=True)
class Hint:
    """A move the coach suggests for ``player`` and why, in one sentence."""

    player: str
    move: Move
    reason: str
    #: The game's evaluation of the position after the move (averaged over sampled worlds).
    value: float
    #: The player's own next decisions the hint foresees to finish the turn, in words, as
    #: the reason names them after the move: the plan a hint asked again later in the turn
    #: should continue.
    then: tuple[str, ...] = ()
    #: The moves of that plan as ``board.play`` takes them, each the hint the player will be
    #: given then (:func:`hints_to_come`).
    plan: tuple[Move, ...] = ()

    def __str__(self) -> str:
        """The reason, then the move as ``board.play`` takes it: learners read the reason's
        words ("plays the Camel into starboard 1") and typed a move of their own that meant
        something else, or compared ``.move`` (a move, not a string) with text. The plan's
        moves follow: a round-56 learner read a placement in words ("column 6, rows 3 and
        5; ...") and could not write its move ("at 6,3 r0")."""
        said = f"Hint for {self.player}: {self.reason}\nIts move: {self.move}"
        if self.plan:
            said += f"\nIts next moves, as Hint will give them: {', '.join(map(str, self.plan))}"
        return said

    def __repr__(self) -> str:
        return str(self)


def hint(game: Game, player: str) -> Hint:
    """The move the coach suggests to ``player`` now, with its reason: never a move with no
    effect (``has_no_effect``) while another is legal.

    Raises :class:`~arkbook.errors.ArkbookError` when ``player`` has no decision to make.
    """
    moves_of(game, player)  # a clear error when the decision is not theirs
    ratings = rate(game, player, useful_moves(game, player))
    best = max(ratings, key=worth(ratings))
    plan = hints_to_come(game, player, best.move)
    if plan:
        # The move rated again along its plan, so that the reason tells the plan's changes.
        planned = rate(game, player, [best.move], planned=plan)[0]
        ratings = [planned if rating is best else rating for rating in ratings]
        best = planned
    said = reason(game, player, best, ratings)
    return Hint(player, best.move, said, best.value, best.then, tuple(plan))


def best_move(game: Game, player: str) -> Move:
    """The move the hint suggests now, without its reason or plan."""
    ratings = rate(game, player, useful_moves(game, player))
    return max(ratings, key=worth(ratings)).move


def worth(ratings: Sequence[Rating]) -> Callable[[Rating], float]:
    """How the moves rated compare: by the game's evaluation, or, when every one of them ends
    the game, by the final lead alone, since nothing is left for later (a round-34 learner read
    that the last move of a game "rates higher for later": the evaluation's small terms for
    figures and cards in hand)."""
    if all(r.ends for r in ratings):
        return lambda r: r.lead
    return lambda r: r.value


def hints_to_come(game: Game, player: str, move: Move) -> list[Move]:
    """The player's next decisions of the turn ``move`` starts, each the move the hint will
    suggest then: the plan a hint tells is the hints to come, so that a learner who asks
    again later in the turn is never told otherwise (a turn rated by its own line named
    the first face-up card of a tie for a new cabin, where the hint asked at that pick
    weighed them through the rest of the turn, and over other worlds).

    Worked out in a copy of the game, so the plan must stop where a move shows the player
    something hidden (a card drawn): it stops once the player's view differs from that of
    a world where the hidden cards were reshuffled (:func:`imagine`), and where the turn ends
    or after the game's ``own_steps``."""
    real = game.clone()
    real.play(move)
    plan: list[Move] = []
    steps = game_facts(game).own_steps
    while (
        len(plan) < steps
        and own_decision(real, player)
        and not _revealed(game, player, real, [move, *plan])
    ):
        plan.append(best_move(real, player))
        real.play(plan[-1])
    return plan


def _revealed(game: Game, player: str, after: Game, moves: Sequence[Move]) -> bool:
    """Whether ``moves``, played from ``game`` to ``after``, showed the player something
    hidden: their view then differs from that of a world where the hidden cards were
    reshuffled first (:func:`imagine`) and the same moves played."""
    guess = game.clone()
    imagine(guess, player, random.Random(f"coach/plan/{len(game.history)}"))
    for move in moves:
        guess.play(move)
    return guess.view(player) != after.view(player)


class HintBot:
    """A player who always plays the coach's hint: how far the hint alone gets a learner
    (``python -m arkbook.tournament ark_nova --lineup hint,greedy``)."""

    name = "hint"

    def choose(self, game: Game, player: str) -> Move:
        return best_move(game, player)  # the hint's move, without the reason it would not read


def moves_of(game: Game, player: str) -> list[Move]:
    """The player's legal moves, or a clear error when the decision is not theirs."""
    if player not in game.players:
        raise ArkbookError(f"{player!r} is not playing; the players are {list(game.players)}")
    moves = moves_for(game, player)
    if not moves:
        raise ArkbookError(f"{player} has no decision to make now: {game.prompt}")
    return moves


def rate(
    game: Game,
    player: str,
    moves: Sequence[Move],
    worlds: int = WORLDS,
    own_steps: int | None = None,
    planned: Sequence[Move] = (),
) -> list[Rating]:
    """Each move rated over ``worlds`` worlds that keep hidden only what is hidden, its turn
    finished with up to ``own_steps`` of the player's own next decisions (by default the
    game's), the ``planned`` decisions first (the hint's plan, :func:`hints_to_come`).

    The worlds' generator is seeded from the position (:func:`_turn_key`), not from the
    game's seed, so a hint is repeatable and owes nothing to the real order of a hidden deck.
    """
    facts = game_facts(game)
    view = game.view(player)
    steps = facts.own_steps if own_steps is None else own_steps
    question = _Question(
        facts, player, steps, set(strings(view)), facts.counters(view, player), tuple(planned)
    )
    playouts: list[list[_Playout]] = [[] for _ in moves]
    for w in range(worlds):
        world = game.clone()
        imagine(world, player, random.Random(f"coach/{_turn_key(game, player)}/{w}"))
        before = _by_label(facts.sheet(world), player)
        for move, each in zip(moves, playouts, strict=True):
            each.append(_play_out(world, move, question, before))
    return [_rating(move, each) for move, each in zip(moves, playouts, strict=True)]


def _turn_key(game: Game, player: str) -> int:
    """What seeds the worlds a hint imagines: the moves the others have made so far, the same
    through each decision of one turn of the player's. Seeded by the history's length, each
    step of a turn imagined other hidden cards (Ben's Final Scoring card, his hand), and a
    round-65 learner following the hint's own plan read "lead by 6", "level", "3 behind",
    "lead by 4" within one Ark Nova turn."""
    return sum(1 for turn in game.history if turn.move and turn.move.player != player)


@dataclass(frozen=True)
class _Question:
    """What every playout of one rating asks alike: whose turn to finish and in how many of
    their own decisions (the planned ones first), and what the player sees in the real game
    (its texts tell a card a sampled world drew for a guess, :func:`told`; its counts are what
    a turn changes)."""

    facts: GameFacts
    player: str
    own_steps: int
    known: set[str]
    counts: Mapping[str, int]
    #: The decisions that finish the turn first, chosen already (:func:`hints_to_come`).
    planned: tuple[Move, ...] = ()


@dataclass(frozen=True)
class _Playout:
    """A move's turn played out in one sampled world: what :func:`_rating` averages over the
    worlds, and, from the told world only, what the reason says besides."""

    value: float
    #: The player's lead (their total minus the best other) if the game ended then.
    lead: float
    ends: bool
    #: Row label -> the change of the player's points on that row of the score sheet.
    changes: dict[str, float]
    #: The player's own decisions that finished the turn, in words (:func:`told`).
    then: tuple[str, ...]
    #: What the turn brought that nobody chose (:func:`_follows`).
    follows: str = ""
    #: Counter name -> the change of the player's own count.
    counts: dict[str, float] = field(default_factory=dict)


def _play_out(world: Game, move: Move, question: _Question, before: dict[str, float]) -> _Playout:
    """Play ``move`` and finish the turn in ``world``, read what it did (the score sheet
    against ``before``, what followed, the counts), and undo it all for the next move.

    What followed and the counts are told from one world, never averaged (:func:`_typical`):
    an average over worlds whose turns went otherwise would count what the sentence does not
    say ("snaps a card: +2 cards in hand")."""
    facts, player = question.facts, question.player
    then, turns = _finish_turn(
        world, move, player, question.own_steps, question.known, question.planned
    )
    follows = _follows(world, player, turns)
    counts = _count_changes(world, question)
    value = facts.value(world, player)
    after = facts.sheet(world)
    totals = facts.standing(world) if facts.standing is not None else after.totals
    playout = _Playout(
        value=value,
        lead=lead(totals, player),
        ends=world.is_over(),
        changes=_row_changes(before, _by_label(after, player)),
        then=then,
        follows=follows,
        counts=counts,
    )
    for _ in range(turns):
        world.undo()
    return playout


def _count_changes(world: Game, question: _Question) -> dict[str, float]:
    """The change of each of the player's own counts (money, action discs...) in ``world``."""
    now = question.facts.counters(world.view(question.player), question.player)
    return {name: float(count - question.counts[name]) for name, count in now.items()}


def _row_changes(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    """The change of the player's points on each row label; a row on one sheet only changed
    from or to nothing."""
    return {label: after.get(label, 0) - before.get(label, 0) for label in after | before}


def _rating(move: Move, playouts: Sequence[_Playout]) -> Rating:
    """The move's rating: its means over the sampled worlds, each row's change in every world
    whose turn went as the told one's (a row missing from a world's sheet changed by nothing
    there), and what the told world (:func:`_typical`) says besides."""
    told = _typical(playouts)
    # The rows are what the reason tells, after the told world's next decisions: a world whose
    # turn went on (in Ark's endgame, where the others could only pass, a second play) counted
    # a play the sentence never names ("-2 points on the action discs" for a 1-disc play).
    alike = [p for p in playouts if p.then == told.then]
    labels = dict.fromkeys(label for playout in alike for label in playout.changes)
    each = {label: tuple(p.changes.get(label, 0.0) for p in alike) for label in labels}
    return Rating(
        move,
        value=_mean([p.value for p in playouts]),
        rows=_changes({label: _mean(changes) for label, changes in each.items()}),
        lead=_mean([p.lead for p in playouts]),
        counts=_changes(told.counts),
        then=_runs(_hedged(told.then, [p.then for p in playouts])),
        spread={label: changes for label, changes in each.items() if any(changes)},
        leads=tuple(p.lead for p in playouts),
        ends=all(p.ends for p in playouts),
        follows=told.follows,
    )


def _typical(playouts: Sequence[_Playout]) -> _Playout:
    """The world a reason tells: the one whose line, counts and what followed most worlds
    share, the earliest on a tie. A round-45 Ark learner read "takes the face-up Chicken, then
    the top card of the supply: +1 card in hand", told from the first world alone, where the
    reshuffle had put the fifth rain card on top, and took it for a peek."""
    keys = [(p.then, sorted(p.counts.items()), p.follows) for p in playouts]
    return playouts[max(range(len(keys)), key=lambda i: (keys.count(keys[i]), -i))]


def _mean(amounts: Sequence[float]) -> float:
    return sum(amount / len(amounts) for amount in amounts)


def _follows(world: Game, player: str, turns: int) -> str:
    """What the last ``turns`` moves brought that nobody chose, in the game's words
    (:attr:`~arkbook.coach.games.GameFacts.follows`), or ""."""
    own = game_facts(world).follows
    if own is None:
        return ""
    return own([e for turn in world.history[-turns:] for e in turn.events], player)


def imagine(world: Game, player: str, rng: random.Random) -> None:
    """Reshuffle in ``world`` what ``player`` cannot see: the engine's ``_determinize``, as
    the search bot does, unless the game's facts know less (``determinize``: in Ark of
    Animals the hint has no memory of the face-down tiles, which the bots keep)."""
    own = game_facts(world).determinize
    if own is None:
        world._determinize(player, rng)
    else:
        own(world, player, rng)


def _by_label(sheet: ScoreSheet, player: str) -> dict[str, float]:
    """The player's points per row label: rows are compared by what they count, never by
    their place in the sheet (a row added after a move must not shift the others)."""
    points: dict[str, float] = {}
    for row in sheet.rows:
        points[row.label] = points.get(row.label, 0) + row.points.get(player, 0)
    return points


def _changes(amounts: Mapping[str, float]) -> dict[str, float]:
    return {k: d for k, d in amounts.items() if abs(d) >= _CHANGE}


def _finish_turn(
    world: Game,
    move: Move,
    player: str,
    own_steps: int,
    known: set[str],
    planned: Sequence[Move] = (),
) -> tuple[tuple[str, ...], int]:
    """Play ``move``, then the player's own next decisions as the greedy bot finishes a turn
    (:func:`arkbook.bots.finish_turn`, by the coach's rating); return those next decisions in
    words (without the player's name, :func:`told`), the first move not included, and how
    many moves were played in all (others' decisions the turn set off included)."""
    then: list[str] = []
    by_chance = game_facts(world).by_chance

    def describe(at: Game, next_move: Move) -> None:
        card = by_chance(next_move) if by_chance is not None else ""
        perhaps = f"perhaps, if {card} turns up, " if card else ""
        then.append(perhaps + told(at, next_move, player, known))

    value = game_facts(world).value
    finished = finish_turn(
        world,
        move,
        player,
        own_steps,
        value,
        describe=describe,
        ahead=own_steps,
        every_step=True,
        planned=planned,
        glance=True,
    )
    return tuple(then), len(finished.moves)


def told(world: Game, move: Move, player: str, known: set[str]) -> str:
    """A next decision in the sampled ``world`` in words, without the player's name: a card
    its words name that the world shows the player but the real game does not
    (``known``: every text of the player's real view) is a guess of the sampled world (drawn
    from a reshuffled deck, or refilled into the display), and is told as "a card". A view
    writes a card capitalised (its name in Ark and Ark of Animals, its id in Ark Nova, whose
    notation and words go by ``card_name``); its other texts are lower case words."""
    said = words(world, move).removeprefix(f"{player} ")
    name = getattr(world, "card_name", str)
    for guess in set(strings(world.view(player))) - known:
        # By the words, not the notation: a display card is moved by its folder ("take 1"),
        # and told by name (a round-48 learner read a folder refilled by a break as now).
        if guess[:1].isupper() and _names(said, name(guess)):
            # "sets the Zebra aside" becomes "sets a card aside", never "the a card".
            said = re.sub(r"(?:\bthe )?" + _whole(name(guess)), "a card", said)
    return said


def _whole(text: str) -> str:
    return rf"(?<![\w-]){re.escape(text)}(?![\w-])"


def _names(text: str, name: str) -> bool:
    return bool(re.search(_whole(name), text))


def _hedged(then: tuple[str, ...], every: Sequence[tuple[str, ...]]) -> tuple[str, ...]:
    """The told world's next decisions, each that not every world's turn shares marked
    "perhaps": a hidden draw brought it in the told world only (a round-44 Ark learner read
    "then sets the Deer aside as a pet" as sure, where only a sampled refill had turned up the
    second rain card)."""
    shared = 0
    while shared < len(then) and all(
        t[shared : shared + 1] == then[shared : shared + 1] for t in every
    ):
        shared += 1
    hedged = (step if step.startswith("perhaps") else f"perhaps {step}" for step in then[shared:])
    return then[:shared] + tuple(hedged)


def _runs(said: Sequence[str]) -> tuple[str, ...]:
    """Repeated decisions told once with how often ("discards a card twice")."""
    runs: list[tuple[str, int]] = []
    for text in said:
        if runs and runs[-1][0] == text:
            runs[-1] = (text, runs[-1][1] + 1)
        else:
            runs.append((text, 1))
    return tuple(text + _times(n) for text, n in runs)


def _times(n: int) -> str:
    return "" if n == 1 else " twice" if n == 2 else f" {n} times"


def strings(value: object) -> Iterator[str]:
    """Every text in a view (its values, nested), as a player reads them."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings(v)


def reason(game: Game, player: str, best: Rating, ratings: Sequence[Rating]) -> str:
    """One sentence: the move in words (with the turn's own next decisions the rating took,
    since the changes are the whole turn's), what it changes for the player against the score
    now (or, when it changes no points, against the other moves), the standing, and where
    another move would score more now, what this one keeps for later over it.

    Score changes are told in whole points, as a player counts them, and never as an average
    of the sampled worlds: a change that hidden cards may alter is "likely" the one the middle
    world gave, or "perhaps" one a minority of worlds gave (:func:`_told`), so a rule of 2
    points a marker never reads as "−1 point". The counts (money, cards in hand) are the told
    world's, so that they add up with the decisions named.
    """
    said = ", then ".join((words(game, best.move), *best.then))
    after = ([best.follows] if best.follows else []) + (["the game ends"] if best.ends else [])
    said = said[0].upper() + said[1:] + "".join(f", and {part}" for part in after)
    common = _common(ratings) | _anyway(game, best)
    # Every row that changes, the largest first: a row left out may be one that undoes
    # another (a Master's second Horse told "+1 point on this round's animals on your ark"
    # without its "−1 point on this round's doubles"; round 57's two new Ark cabins told
    # without their "−2 points on the action discs").
    changes = sorted(
        _rows_told(best, leave_out=common), key=lambda item: -abs(sum(best.amounts(item[0])))
    )
    guessed = guesses(game, player)
    changes = [(label, _guessed(told, label in guessed)) for label, told in changes]
    standing = _where(game, best, _guessing(best, guessed))
    earlier = _earlier(game, best, common)
    if changes:
        effects = listed([_effect(label, told) for label, told in changes])
        costs = sum(t[1] for _, t in changes) < 0
        still = (
            _still_best(game, player, best, ratings, guessed)
            if costs
            else _alike(game, best, ratings) or _over_more_now(game, best, ratings)
        )
        return f"{said}: against the score now, {effects}; {standing}{still}{earlier}."
    # What the move gains besides points: a round-69 learner read only "no points change by
    # this choice" of a build that covered a 5-money bonus. Beside what the turn brings
    # whatever the choice, a count every option changes alike is the turn's too.
    alike = _common(ratings, of=attrgetter("counts")) if earlier else {}
    counts = [(n, round(d)) for n, d in best.counts.items() if round(d) and n not in alike]
    gains = listed([_counted(name, d) for name, d in counts[:3]]) + "; " if counts else ""
    if earlier:
        # What another option would cost beyond what every option brings: a round-68 review
        # said "no points change by this choice" of a Toad on space 12, then "2 points better
        # off than yours" of the learner's space 13, beside the grain, and never said why.
        more = _mildest_cost(game, ratings, common, than="more")
        return f"{said}: {gains}no points change by this choice ({standing}){more}{earlier}."
    if counts:
        return f"{said}: {gains}no points change yet ({standing})."
    # "against the score now": a round-48 learner read a cost with no baseline as false.
    if cost := _mildest_cost(game, ratings, than="against the score now"):
        return f"{said}: no points change yet ({standing}){cost}."
    return f"{said}: no points change yet ({standing}), {_against_runner_up(game, best, ratings)}."


def _mildest_cost(
    game: Game, ratings: Sequence[Rating], common: Collection[str] = (), *, than: str
) -> str:
    """Where the cheapest option that costs points would cost them, beyond the ``common`` rows
    every option brings alike: ", where “…” would cost 2 points {than}", with the rows it
    changes (each named once ``common`` is set aside, else when several add up); "" when none
    costs. The mildest cost, not the worst: a round-53 learner told a new cabin at port 10
    "would cost 2 points" found port 9, costing 1, in the list and never named."""
    losing = [(r, told) for r in ratings if (told := _cost(r, common)) is not None]
    if not losing:
        return ""
    mildest, (likely, cost) = max(losing, key=lambda item: sum(_totals(item[0], common)))
    rows = _breakdown(mildest, common, least=1 if common else 2)
    other = words(game, mildest.move)
    return f", where “{other}” would {likely}cost {cost} {_points(cost)} {than}{rows}"


def _against_runner_up(game: Game, best: Rating, ratings: Sequence[Rating]) -> str:
    """Why a move that changes no points rates best: what it keeps for later over the next
    best move, where the game can name it (a round-26 learner read only "the hint weighs what
    the tiles still to come may bring" when a Weasel was left, not why) and what that move
    would score now, else what the evaluation weighs; that no other move rates higher, where
    none rates lower."""
    player = best.move.player
    if all(r.ends for r in ratings):
        return "and every choice here ends the game with the same points"
    # A move that rates as well (a wait while a tile is in hand) is no alternative to weigh.
    others = [r for r in ratings if r.value < best.value - _CHANGE / 10]
    weighs = evaluation(game, player)
    if not others:
        # Not the evaluation's whole list: a round-65 learner read its 40 words beside nearly
        # every reveal of a race, where the only other move, a wait, rated the same.
        return "and no other move rates higher"
    runner_up = max(others, key=lambda r: r.value)
    kept = kept_for_later(game, player, best.move, runner_up.move)
    if kept == weighs:
        return f"but {weighs}"
    # What the other move would score now, said: a round-65 learner told to leave a Cobra
    # "for later" over placing it did not read that the Cobra placed was a point now.
    more = round(_scored_now(game, runner_up))
    now = f", which would score {_signed(more)} now," if more > 0 else ""
    return f"but against “{words(game, runner_up.move)}”{now} it rates higher for later: {kept}"


def kept_for_later(game: Game, player: str, ours: Move, theirs: Move) -> str:
    """What the coach's move keeps for later over theirs, in the game's words where it can
    name it (``later``: a learner read "rates higher for later" and could not tell what
    for), else what the evaluation weighs. The game's ``later`` plays both moves in a world
    where what the player cannot see is reshuffled (:func:`imagine`), as a hint's are: a
    card or tile drawn on the way is a guess, never the real deck's or pool's."""
    own = game_facts(game).later
    if own is None:
        return evaluation(game, player)
    world = game.clone()
    imagine(world, player, random.Random(f"coach-later/{len(game.history)}"))
    return own(world, player, ours, theirs)


def evaluation(game: Game, player: str) -> str:
    """What the rating weighs besides points, in the player's own case: the game's
    ``evaluation_for(game, player)`` where it depends on them (an Ark of Animals level
    without balance was told of balance), else its ``evaluation``."""
    facts = game_facts(game)
    own = facts.evaluation_for
    return own(game, player) if own is not None else facts.evaluation


def if_scored(game: Game, when: str) -> str:
    """When a standing is counted: "if the game ended now", or the game's own words for this
    position (``if_scored``: in Ark of Animals the round in play as if it were scored, in Ark
    what the count leaves out)."""
    own = game_facts(game).if_scored
    return own(game, when) if own is not None else f"if the game ended {when}"


def guesses(game: Game, player: str) -> frozenset[str]:
    """The figures of a hint (:data:`STANDING`, or a row's label) that count what ``player``
    cannot see now, as the game's facts say (``guessed``); none by default.

    Such a figure is an estimate even when the few sampled worlds happen to agree: an Ark of
    Animals learner read "you would lead by 15 points" beside Ben's nine face-down tiles, the
    three worlds having dealt him tiles worth the same, and Ben's ark scored 2 more."""
    own = game_facts(game).guessed
    return frozenset(own(game, player)) if own is not None else frozenset()


def _guessing(rating: Rating, guessed: frozenset[str]) -> bool:
    """Whether the standing after ``rating``'s move counts what the player cannot see
    (:func:`guesses`): always, or when the move ends the game (:data:`STANDING_AT_END`)."""
    return STANDING in guessed or (rating.ends and STANDING_AT_END in guessed)


def _guessed(told: tuple[str, int], guessed: bool) -> tuple[str, int]:
    """A change told as certain is "likely" when it counts what the player cannot see."""
    return ("likely ", told[1]) if guessed and not told[0] else told


def _told(amounts: Sequence[float]) -> tuple[str, int] | None:
    """A row's change in whole points with how sure it is, or None for no change.

    The same in every sampled world, it is certain: ("", −2). Where hidden cards make the
    worlds differ, it is "likely" the middle world's change, an amount some world really
    gave; when most worlds gave none, it is "perhaps" the largest change on the side the
    average leans to (left out if the average rounds to nothing).
    """
    whole = sorted(round(a) for a in amounts)
    if len(set(whole)) == 1:
        return ("", whole[0]) if whole[0] else None
    middle = whole[len(whole) // 2]
    if middle:
        return ("likely ", middle)
    mean = sum(amounts) / len(amounts)
    side = [a for a in whole if a * mean > 0]
    return ("perhaps ", max(side, key=abs)) if round(mean) and side else None


def _effect(label: str, told: tuple[str, int]) -> str:
    return f"{told[0]}{_signed(told[1])} on {_row(label)}"


def _scored_now(game: Game, rating: Rating) -> float:
    """What a move scores now, on average over the worlds: not what only the game's end
    brings (the game's ``anyway`` rows), which some of its playouts reached (a round-66
    learner's Arctic hare "would score 3 points more now" at starboard 8: the pets turned up
    where it left no card to play)."""
    return _mean(_totals(rating, leave_out=game_facts(game).anyway))


def _totals(rating: Rating, leave_out: Collection[str] = ()) -> tuple[float, ...]:
    """The player's change of points over all rows but ``leave_out``, in each sampled world."""
    if not rating.spread:
        return (sum(d for row, d in rating.rows.items() if row not in leave_out),)
    spread = [w for row, w in rating.spread.items() if row not in leave_out]
    return tuple(sum(w) for w in zip(*spread, strict=True)) if spread else (0.0,)


def _rows_told(
    rating: Rating, leave_out: Collection[str] = ()
) -> list[tuple[str, tuple[str, int]]]:
    """Each score-sheet row ``rating`` changes, told as :func:`_told` tells a change, in the
    sheet's order, but those in ``leave_out`` (the changes every option brings alike)."""
    return [
        (label, told)
        for label in rating.spread or rating.rows
        if label not in leave_out and (told := _told(rating.amounts(label)))
    ]


def _breakdown(rating: Rating, leave_out: Collection[str] = (), least: int = 2) -> str:
    """Where a cost comes from, row by row, but the rows in ``leave_out``, when at least
    ``least`` rows change: a round-56 learner could not rebuild "would cost 1 point" from a
    Wolf that would eat a Horse, count as an animal and weigh on the balance."""
    told = _rows_told(rating, leave_out)
    if len(told) < least:
        return ""
    return f" ({listed([_effect(label, t) for label, t in told])})"


def _cost(rating: Rating, leave_out: Collection[str] = ()) -> tuple[str, int] | None:
    """What another move would cost the player beyond the rows in ``leave_out`` (those every
    option brings alike), told as :func:`_told` tells a change; None when it costs nothing."""
    told = _told(_totals(rating, leave_out))
    return None if told is None or told[1] >= 0 else (told[0], -told[1])


def _common(
    ratings: Sequence[Rating], of: Callable[[Rating], Mapping[str, float]] = attrgetter("rows")
) -> dict[str, float]:
    """The changes every option brings alike (by their averages), on the score's rows or, by
    ``of``, another of the ratings' measures (the counts): they come of the turn so far (a
    project supported before the free enclosure is placed), not of this choice. A round-74
    learner read "snaps the Brown Bear ...: +2 conservation points" of a choice made before
    the project's own points came, whatever the card."""
    if len(ratings) < 2:
        return {}
    first = of(ratings[0])
    return {
        label: d
        for label, d in first.items()
        if round(d) and all(abs(of(r).get(label, 0.0) - d) < _CHANGE for r in ratings)
    }


def _anyway(game: Game, rating: Rating) -> dict[str, float]:
    """The rows ``rating``'s move changes that change whatever the player chooses, in the
    game's own words (``anyway``: Ark's face-down pets, turned up when the game ends, which a
    move that ends it brings now and any other later): a round-70 learner read "Ada passes
    ..., and the game ends: against the score now, −2 points on the pets turned up at the
    end" as the pass costing 2 points."""
    causes = game_facts(game).anyway
    return {label: d for label, d in rating.rows.items() if label in causes}


def _earlier(game: Game, best: Rating, common: Mapping[str, float]) -> str:
    """The clause that credits the changes every option brings alike (``common``, with the
    game's ``anyway`` rows; as the ``best`` move brings them) to what brings them:
    the game's own words for a row (``anyway``: in Ark the hidden pets, turned up when the
    game ends, which a learner read credited to "your turn so far"), else the turn: what
    it brought so far or will bring whatever this choice (a round-27 learner read "your turn
    so far brings +10 points on the shy scoring card" at their turn's first card, where every
    line played the Rabbit, now or next)."""
    told = [(label, t) for label in common if (t := _told(best.amounts(label)))]
    if not told:
        return ""
    causes = game_facts(game).anyway
    rest = [_effect(label, t) for label, t in told if label not in causes]
    parts = [f"this turn brings {listed(rest)}"] if rest else []
    parts += [causes[label].format(change=_change(t)) for label, t in told if label in causes]
    return f"; whatever you choose here, {listed(parts)}"


def _change(told: tuple[str, int]) -> str:
    """A change told as what it does to the player: "likely cost you 2 points"."""
    likely, points = told
    return f"{likely}{'bring' if points > 0 else 'cost'} you {abs(points)} {_points(points)}"


def _still_best(
    game: Game,
    player: str,
    best: Rating,
    ratings: Sequence[Rating],
    guessed: frozenset[str] = frozenset(),
) -> str:
    """Why a move that costs points is still the one to play: no other leaves the player
    better placed, or else what the rating weighs besides points (``guessed``: the figures
    that count what the player cannot see, :func:`guesses`)."""
    others = [r for r in ratings if r.move != best.move]
    if not others:
        return ", and it is your only move"
    top = max(others, key=lambda r: r.lead)
    if round(top.lead) <= round(best.lead):
        told = _lead_told(top, _guessing(top, guessed))
        return f"; no other move does better (at best, {_standing(*told)})"
    return f"; it still rates best, since {evaluation(game, player)}"


def _over_more_now(game: Game, best: Rating, ratings: Sequence[Rating]) -> str:
    """Why the move beats one that would score more now: what it keeps for later over the
    move that scores most (a round-62 learner told "+2 points on the appeal" for a Scarlet
    Macaw could not see why not the Koala, +4: the Macaw's icon opened a project)."""
    if best.ends:
        return ""
    mine = _scored_now(game, best)
    richer = [r for r in ratings if _scored_now(game, r) >= mine + 1 and r.value < best.value]
    if not richer:
        return ""
    top = max(richer, key=lambda r: _scored_now(game, r))
    more = round(_scored_now(game, top) - mine)
    kept = kept_for_later(game, best.move.player, best.move, top.move)
    return (
        f"; “{words(game, top.move)}” would score {more} {_points(more)} more now, but this "
        f"rates higher for later: {kept}"
    )


def _alike(game: Game, best: Rating, ratings: Sequence[Rating]) -> str:
    """Why the move beats one that scores the same now, where the game tells it
    (``same_points``): the first such move that rates lower, and what the rating weighs."""
    clause = game_facts(game).same_points
    if not clause:
        return ""
    labels = set(best.rows) | set(best.spread)
    for other in ratings:
        same = set(other.rows) | set(other.spread) == labels and all(
            _told(other.amounts(label)) == _told(best.amounts(label)) for label in labels
        )
        if same and other.value < best.value - _CHANGE / 10:
            player = best.move.player
            return clause.format(move=words(game, other.move), evaluation=evaluation(game, player))
    return ""


def _counted(name: str, change: int) -> str:
    """``+3 money``, ``−1 card in hand``, ``+2 action discs``: a counter's plural takes its
    noun's "s", the word before " in " or else the last (a round-74 learner read "+2
    conservations point", the first word's)."""
    noun, _, place = name.partition(" in ")
    plural = name if name in _UNCOUNTED else f"{noun}s" + (f" in {place}" if place else "")
    return ("+" if change > 0 else "−") + counted(abs(change), name, plural)


#: The counters whose name has no plural: "+3 money", "+2 reputation".
_UNCOUNTED = ("money", "reputation", "appeal")


def _signed(points: int) -> str:
    return f"{'+' if points > 0 else '−'}{abs(points)} {_points(points)}"


def _points(amount: int) -> str:
    return "point" if abs(amount) == 1 else "points"


def _row(label: str) -> str:
    return f"the {label[0].lower()}{label[1:]}" if label[:1].isupper() else label


def _lead_told(rating: Rating, guessed: bool = False) -> tuple[int, str]:
    """The player's lead after the move in whole points, and " on average" when the sampled
    worlds differ or it counts what the player cannot see (``guessed``): the lead is the
    rating's own measure (the mean that chose the move), so a reason never shows a standing
    that argues for another move."""
    leads = rating.leads or (rating.lead,)
    sure = len({round(x) for x in leads}) == 1 and not guessed
    return round(rating.lead), "" if sure else " on average"


#: What an average standing averages over: a round-23 Ark Nova judge read "you would lead"
#: beside a score line showing them behind, which counts the others' secret cards as they are.
GUESSING = ", guessing what you cannot see"


def _where(game: Game, rating: Rating, guessed: bool = False) -> str:
    """Where the player would stand after the move: at the end, if it ends the game (or the
    game's own words, ``at_end``), else if the game ended now (:func:`if_scored`)."""
    when = game_facts(game).at_end if rating.ends else if_scored(game, "now")
    amount, average = _lead_told(rating, guessed)
    return f"{_standing(amount, average)} {when}" + (GUESSING if average else "")


def _standing(amount: int, average: str = "") -> str:
    """Where the player would stand, in whole points: "you would lead by 3 points", with
    ``average`` (" on average") when hidden cards make the worlds differ."""
    if amount == 0:
        return f"you would be level with the leader{average}"
    if amount > 0:
        return f"you would lead by {amount} {_points(amount)}{average}"
    return f"you would be {-amount} {_points(amount)} behind{average}"
