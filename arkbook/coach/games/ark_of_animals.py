"""What the coach needs to know about Ark of Animals: each rule in one plain sentence, where a
move puts its tile on a picture, and the tile a player is placing (the one in their hand)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from arkbook.ark_of_animals import LEVELS
from arkbook.ark_of_animals.data import BOARD, SPECIES, SPECIES_BY_NAME, Species
from arkbook.ark_of_animals.engine import SPEED_PER_FREE_SPACE
from arkbook.ark_of_animals.moves import Place, Take
from arkbook.ark_of_animals.scoring import (
    EMPTY,
    MASTER,
    STEP_RULES,
    ArkScore,
    RoundScore,
    tile_name,
)
from arkbook.bots import moves_for
from arkbook.coach.games import STANDING, GameFacts, most_gained
from arkbook.game import Event, Game, Move, ScoreRow, ScoreSheet, seat_entry
from arkbook.listing import listed
from arkbook.pictures.ark_of_animals import FACE_DOWN

#: What the evaluation weighs besides points: the free spaces (speed wins the first bonus).
EVALUATION = "how near each tile placed brings you to turning the sandglass first (+2 points)"

#: ... what the empty spaces a placement leaves may still bring, new species less the eaten
#: (:data:`FORESIGHT`)
#: and at Master and up the balance expected when the round is scored (as the ark stands it is
#: always heavy on the left). A learner at Grand Master read a tile left "but every tile placed
#: brings you nearer to turning the sandglass first": the balance is why it was left. Each
#: part is a noun phrase, so that the list reads as one: a round-48 learner could not parse
#: "weighs the balance expected ..., what the tiles ... may bring: new species, less the
#: eaten, and every tile placed brings you ...". Short, as they come in most hints: a round-59
#: learner read the same 55 words beside almost every move.
WEIGHS = "the hint also weighs "
RISK = "what tiles to come may bring your empty spaces (new species, less the eaten)"
BALANCE = "your balance (step 3) once the ark is full"

#: What tells a placement from another on a space that scores the same now (the hint's
#: :func:`value`): a hint that named space 6 over space 4 gave no reason why.
SAME_POINTS = "; “{move}” would score the same now, but {evaluation}"


#: Where a standing stands when the move ends the game: the last round's points, as every
#: other standing counts a round's (:func:`standing`).
AT_END = "in this round, scored as the game ends"


def if_scored(game: Game, when: str) -> str:
    """When a standing counts (:func:`standing`): the round in play as if it were scored now
    (an unfinished ark is counted as it stands: "if the game ended now" would not be true),
    where someone plays Master or up with its balance as expected at scoring, as the standing
    counts it: a learner adding up the arks as they stand would find another lead."""
    counted = f"in this round if it were scored {when}"
    if max(LEVELS.index(level) for level in game.levels) >= MASTER:  # type: ignore[attr-defined]
        return counted + ", balance as expected"
    return counted


#: In a race nobody has turns: a move is rated alone, never with the player's next actions
#: (a hint read "reveal, then place 14, then reveal, then ..." whenever the others' hands
#: were busy for a moment).
OWN_STEPS = 0

#: The rows of the hint's sheet, named as a player says them: "this round's", since a move
#: only ever changes the round it is played in (or ends and scores it). The grain row names
#: no price per marker: a hint's points are averaged over the worlds it imagines
#: (:func:`determinize`), so "−1 point" beside "−2 points each" read as a contradiction. The
#: doubles' row says what a double does to the points (a round-57 learner looked for a
#: scoring step of points for doubles; a round-63 learner could not read "+1 point" on a row
#: of doubles that "score nothing").
_NOW = {
    "grain": "this round's grain markers eaten",
    "predators": "this round's animals eaten by predators",
    "balance": "this round's balance as expected at scoring",
    "animals": "this round's doubles (each cancels its animal's point)",
    "aboard": "this round's animals on your ark",
    "first": "this round's bonus for finishing first",
    "mammals": "this round's mammal bonus",
    "sets": "this round's set bonus",
}

#: What the learner places, as a tip names it.
SUBJECT = "tile"

PLACE = (r"^place (?P<space>\d+)$", "{player} {space}")

#: Moves the review tries at every moment of a game (:func:`arkbook.coach.review.shaping_rules`):
#: a refused "reveal" is the one hand holding a tile or busy, the sand run out, a full ark.
PROBES = ("reveal",)

#: Rules met with another (:func:`arkbook.coach.review.met_rules`): an ark filled to its 16th
#: space turns the sandglass, which leaves the others 30 seconds (the turn's own event says
#: so: a learner who turned it read the 30 seconds as not met); the column rule is the rule
#: of filling from the left; a game set up has its boards and its sandglass; a round scored
#: was scored in its five steps; predators that ate were kept from each other and from bigger
#: herbivores in the same step; balance scored was the two sides' weights compared; a Master
#: plays by Expert's rules too.
COMES_WITH: Mapping[str, tuple[str, ...]] = {
    "aoa.score.predators": ("aoa.score.predators-safe",),
    "aoa.sandglass.turn": ("aoa.place.board", "aoa.sandglass.thirty"),
    "aoa.place.column": ("aoa.place.leftmost",),
    "aoa.setup.pool": ("aoa.setup.boards", "aoa.setup.sandglass", "aoa.level.choose"),
    "aoa.score.reveal": ("aoa.score.order",),
    "aoa.score.balance": ("aoa.score.balance-sides", "aoa.score.balance-weight"),
    "aoa.level.master": ("aoa.level.expert",),
    "aoa.level.grand-master": ("aoa.level.master", "aoa.level.expert"),
}


def moment(game: Game, since: Sequence[Move]) -> str:
    """When a review's decision was made: its round and the race's clock to the half second
    it counts in, "Round 1 at 15.5 s" (the history's move numbers count the clock's waits as
    well; rounded to whole seconds, two decisions read "Round 3 at 30 s": round-27 judge).
    The clock tells the time whatever moves came before (``since`` is not needed)."""
    view = game.view(None)
    return f"Round {view['round']} at {view['clock_ms'] / 1000:g} s"


def kept(final: Game, position: Game, player: str) -> frozenset[str]:
    """The bonus for finishing first, when ``player`` finished first in the round of
    ``position`` all the same: a move that would have finished sooner won nothing more."""
    round_no = position.view(None)["round"]
    scored = final.scored_rounds()  # type: ignore[attr-defined]
    won = len(scored) >= round_no and scored[round_no - 1].first == player
    return frozenset({_NOW["first"]}) if won else frozenset()


def focus(game: Game, player: str) -> str | None:
    """The species of the tile in the player's hand: the one they are about to place."""
    mine = seat_entry(game.view(player), player)
    return mine["hand"] or None


def holding(game: Game, player: str) -> list[str]:
    """What the player could place now (the tile in their hand), whose dark places the review
    counts among the rules they met."""
    subject = focus(game, player)
    return [subject] if subject else []


def determinize(world: Game, player: str, rng: random.Random) -> None:
    """What the hint imagines for what ``player`` cannot see: the pool and the face-down tiles
    on the other arks, dealt afresh from the tiles the player does not know (ruling 7: at
    Normal and up a placed tile is face down to everyone). The player's own ark stays as it
    is: they put every tile there themselves, and remembering it is the game, so a grain
    marker their placement certainly feeds is told as certain (a learner read "perhaps −2"
    when no world of the player's own ark could spare it). The bots remember every tile they
    saw placed (``_determinize`` reshuffles only the pool); a hint does not count on the
    learner tracking the others' arks, nor peeks under their tiles. So a hint's standing is
    an average over such worlds: what the player may expect among tiles they do not know."""
    world._reshuffle_face_down(rng, player)  # type: ignore[attr-defined]


def sheet(game: Game) -> ScoreSheet:
    """The score sheet if the round were scored now, a row per scoring step summed over the
    rounds scored and the round in play scored as the arks stand (the engine's own sheet
    counts a round only once it is over, so without it no placement would ever change a
    point).

    The rows are the same before and after a move that ends a round (which scores it and
    deals the next round's empty arks), so a hint compares like with like: a row per round
    and step read "−13 points on this round's grain" when the rows of round 1 met round 2's
    grain row. Grain and balance count only where they apply (Expert from round 2, Master):
    elsewhere their rows stay at 0 and no hint names them. The round in play's balance is
    the one expected at scoring, as the evaluation weighs it (:func:`_expected_balances`)."""
    rounds, now = _rounds_so_far(game)
    arks = [a for r in rounds for a in r.arks]
    rows = []
    for key in ("aboard", *STEP_RULES):
        points = _summed(arks, key, game.players)
        if key == "balance" and now is not None:
            for player, expected in _expected_balances(game, now).items():
                points[player] += expected
        rows.append(ScoreRow(_NOW[key], points, STEP_RULES.get(key)))
    return ScoreSheet.from_rows(game.players, rows)


def _rounds_so_far(game: Game) -> tuple[list[RoundScore], RoundScore | None]:
    """Every round scored so far and, last, the round in play scored as the arks stand (also
    returned alone; None once the game is over)."""
    rounds = list(game.scored_rounds())  # type: ignore[attr-defined]
    now = game.round_in_play()  # type: ignore[attr-defined]
    return ([*rounds, now] if now is not None else rounds), now


def _expected_balances(game: Game, now: RoundScore) -> dict[str, int]:
    """Per player, the round in play's balance as expected at scoring less as it stands now,
    in whole points (the engine's ``balance_to_come``): the spaces still to fill will weigh
    then. Told as it stands, a Master learner read "+2 points on this round's balance" for a
    Lion placed beside their Sheep while their right side was still empty (round-27 judge)."""
    to_come = game.balance_to_come(now)  # type: ignore[attr-defined]
    return {a.player: round(to_come[i]) for i, a in enumerate(now.arks)}


def standing(game: Game) -> dict[str, float]:
    """Each player's points in the round a standing tells (:func:`if_scored`): the round in
    play scored as the arks stand, or the round just scored, if the move ended it, the last
    one too (:data:`AT_END`). A learner read "you would lead by 43 points on average" in
    round 3: the game's total, which no placement there decides. Counted on the whole game
    at its end, a round-76 hint read "you would lead by 10 points at the end ...; no other
    move does better (at best, you would lead by 7 points)", the 7 a round's.

    The round in play's balance is the one expected at scoring, as on the sheet's balance row
    (:func:`_expected_balances`): a round-72 review called leaving the Crocodile "1 point
    better off" while placing it changed the player's rows by nothing, since the lead read
    the balance as the ark stood and the rows as expected."""
    if game.is_over() or _round_just_scored(game):
        return {a.player: a.total for a in game.scored_rounds()[-1].arks}  # type: ignore[attr-defined]
    now = game.round_in_play()  # type: ignore[attr-defined]
    expected = _expected_balances(game, now)
    return {a.player: a.total + expected[a.player] for a in now.arks}


def _round_just_scored(game: Game) -> bool:
    """Whether the last move ended a round, which scored it and dealt the next one's arks."""
    return any(e.kind == "round-score" for e in game.history[-1].events)


def guessed(game: Game, player: str) -> tuple[str, ...]:
    """What a hint's figures count that the player cannot see (:func:`arkbook.coach.hint.
    guesses`): with a face-down tile on another ark (Normal level and up), the standing and
    the mammal bonus (most mammals, against the others' arks) are estimates, whatever the
    sampled worlds gave. The other rows are the player's own ark, which they remember."""
    others = [p for p in game.view(player)["players"] if p["name"] != player]
    hidden = any(tile == FACE_DOWN for p in others for tile in p["ark"])
    return (STANDING, _NOW["mammals"]) if hidden else ()


def _summed(arks: Sequence[ArkScore], key: str, players: Sequence[str]) -> dict[str, int]:
    """Each player's points on one row, summed over the rounds' arks."""
    points = dict.fromkeys(players, 0)
    for ark in arks:
        points[ark.player] += _aboard(ark) if key == "aboard" else _points(ark, key)
    return points


def _aboard(ark: ArkScore) -> int:
    """Every animal on the ark, 1 point each before step 4 takes the eaten and the doubles."""
    return ark.points["animals"] + len(ark.eaten) + len(ark.doubles)


def _points(ark: ArkScore, key: str) -> int:
    """A step's points, with step 4 split as a player counts it: the animals on board (a row
    of their own), less the eaten ones (on the predators' row) and the doubles."""
    if key == "predators":
        return -len(ark.eaten)
    if key == "animals":
        return -len(ark.doubles)
    return ark.row_points(key)


def evaluation(game: Game, player: str) -> str:
    """What :func:`value` weighs besides points, for this player: the risk among the tiles to
    come, the balance only at the levels where it scores (a learner at Novice read of balance
    in every hint), and ``EVALUATION`` only while the sandglass stands unturned (a learner read
    "nearer to turning the sandglass first (+2 points)" after Ben had turned it)."""
    view = game.view(player)
    level = seat_entry(view, player)["level"]
    weighed = [RISK, BALANCE] if LEVELS.index(level) >= MASTER else [RISK]
    if not _sandglass_turned(view):
        weighed.append(EVALUATION)
    *most, last = weighed
    return WEIGHS + (f"{', '.join(most)}, and {last}" if most else last)


def _sandglass_turned(view: Mapping[str, Any]) -> bool:
    """Whether someone has turned the sandglass this round: the bonus for finishing first is
    taken, and speed wins nothing more."""
    return view["sandglass"]["turned_by"] is not None


#: How much of what the tiles still to come may bring the hint counts: the new species they
#: may be (:meth:`~arkbook.ark_of_animals.engine.ArkOfAnimals.newcomers_ahead`) less what
#: predators beside the empty spaces may eat among them (``eating_ahead``). Both suppose every
#: tile to come drawn blind onto the empty spaces, where a player chooses the space and leaves
#: a tile that fits nowhere, so a part of them is counted.
#:
#: With the risk alone (a quarter), an empty space was worth nothing, so the hint placed a
#: double or an animal sure to be eaten for the quarter point of speed, and a learner who
#: followed it lost six animals a round. Counting what a space may still bring, it leaves such
#: a tile early in a round and places it late, when few new species are left to hope for. Over
#: 20 seeded races at Normal (``benchmarks/hint_race.py``: Ada on the hint, Ben a greedy race
#: bot at the same pace), per round: animals eaten 4.7 to 3.4, doubles 1.7 to 1.1, points 12.5
#: to 13.8, lead over Ben 2.0 to 2.7; the sandglass turned first 77% to 10% of rounds, the
#: price of the care (docs/measurements.md). Half of both ranked best of 0.4, 0.5 and 1.
FORESIGHT = 0.5


def value(game: Game, player: str) -> float:
    """How good the position is for the player: the game's evaluation, plus a part of what
    the tiles still to come may bring on the spaces the move leaves empty, new species less
    what predators eat (in a race a move is rated alone, :data:`OWN_STEPS`: without it a Mouse
    left between two empty spaces of its column rated as well as one in a corner, and a
    double placed rated better than one left); with a tile taken from the table in hand, the
    value of its best placement (:func:`placed_from_table`)."""
    placed = placed_from_table(game, player)
    if placed is not None:
        return placed
    rival = max(_ahead(game, other) for other in game.players if other != player)
    return game.evaluate(player) + FORESIGHT * (_ahead(game, player) - rival)


def _ahead(game: Game, player: str) -> float:
    """What the tiles still to come on ``player``'s ark this round may bring: new species less
    what predators eat. :func:`value` weighs it against the best rival's, as the evaluation
    weighs points: counted alone, a move that ended the round gained a fresh round's 16 empty
    spaces, and the hint sent a round-25 learner to fill their last space with a double that
    would be eaten, "for the new species to come"."""
    return game.newcomers_ahead(player) + game.eating_ahead(player)  # type: ignore[attr-defined]


def placed_from_table(game: Game, player: str) -> float | None:
    """The value of the best placement of a tile the player took from the table, which must
    be placed: what taking it brings (None with no such tile, or while another acts first).
    Rated as it stood, a tile in hand was a blind draw of the spaces to come, so taking the
    table's Elephant, which Ada's ark lacked, rated no better than a reveal, and the hint
    revealed (the practice "the last 30 seconds", round-21 learner). Counted as a new species
    for certain instead, whatever its spaces, Ada on the hint scored 12.2 points a round, not
    13.1 (``benchmarks/hint_race.py``, 20 races at Normal); with its best placement, 12.8
    (and at Master, 40 races, 10.3 where it was 9.4). A tile revealed from the pool may still
    be left, and is not looked ahead."""
    if not seat_entry(game.view(player), player)["from_table"]:
        return None
    best = None
    for move in moves_for(game, player):
        if isinstance(move, Place):
            game.play(move)
            placed = value(game, player)
            game.undo()
            best = placed if best is None else max(best, placed)
    return best


#: What each part of :func:`value` besides points keeps for later, as a review names the
#: one where the hint's move gains most over the player's (:func:`later`).
EATEN_LATER = "fewer of your animals likely eaten by predators among the tiles to come"
NEW_LATER = "more new species likely among the tiles to come"
BALANCE_LATER = "a better balance expected when the round is scored"
SPEED_LATER = "a tile nearer to turning the sandglass first (+2 points)"


def later(game: Game, player: str, ours: Move, theirs: Move) -> str:
    """What the hint's move ``ours`` keeps for later over ``theirs``: for a tile taken from
    the table over a blind move, where it goes and what it adds (:func:`_taken`); else the
    part of :func:`value` besides points where it gains most (the round-21 learner read
    "rates higher for later" and could not tell what for), or what the value weighs, if no
    part gains."""
    if isinstance(ours, Take) and not isinstance(theirs, Take):
        taken = _taken(game, player, ours)
        if taken:
            return taken
    part = most_gained(_parts_after(game, player, ours), _parts_after(game, player, theirs))
    if part == EATEN_LATER:
        return part + _risk_of(game, player, theirs)
    return part or evaluation(game, player)


def _risk_of(game: Game, player: str, theirs: Move) -> str:
    """What makes ``theirs`` the riskier move, where it places a tile: the empty spaces beside
    it, and who may eat whom there. A round-65 learner told to leave a Cobra "for fewer of your
    animals likely eaten" could not see that a predator on space 3 would eat the small
    herbivores to come on 2, 5 and 6."""
    held = focus(game, player)
    if not isinstance(theirs, Place) or held is None:
        return ""
    tile = SPECIES_BY_NAME[held.lower()]
    ark = _ark_in_play(game, player)
    beside = [n + 1 for n in BOARD.neighbours[theirs.space - 1] if ark[n] == EMPTY]
    if not beside:
        return ""
    where = listed([str(n) for n in beside], last="or")
    on = f"the {held} on space {theirs.space}"
    if tile.predator:
        sizes = _sizes(lambda s: not s.predator and s.size <= tile.size)
        return f": {on} would eat any herbivore of size {sizes} later placed on {where}"
    sizes = _sizes(lambda s: s.predator and s.size >= tile.size)
    if not sizes:  # no predator is big enough to eat it
        return ""
    return f": {on} would be eaten by any predator of size {sizes} later placed on {where}"


def _sizes(which: Callable[[Species], bool]) -> str:
    """The sizes of the species ``which`` selects, "1 or 2" (empty for none)."""
    found = sorted({s.size for s in SPECIES if which(s)})
    return listed([str(n) for n in found], last="or") if found else ""


def _ark_in_play(game: Game, player: str) -> tuple[int, ...]:
    """The player's ark in the round in play (empty before the first round's tiles)."""
    now = game.round_in_play()  # type: ignore[attr-defined]
    return now.arks[game.players.index(player)].ark


def _new_now(game: Game, player: str, move: Move) -> int:
    """1 where ``move`` places a species the player's ark does not hold yet: counted with the
    new species to come, a Cobra placed read as "fewer new species among the tiles to come"
    (round 65), the space it fills no longer hoping for one."""
    held = focus(game, player)
    if not isinstance(move, Place) or held is None:
        return 0
    aboard = {tile_name(t) for t in _ark_in_play(game, player)}
    return int(held not in aboard)


#: What a tile taken from the table brings: it is known before it is placed, and must be
#: placed (ruling 24). A round-41 learner's review said only "leaves you better placed for
#: later" of each Rabbit or Raven the hint would have taken instead of revealing a tile.
TAKEN = (
    "the {species}, known before it is placed, would add {points} to this round as it stands,"
    " on space {space}; a revealed tile is a blind draw"
)


def _taken(game: Game, player: str, take: Take) -> str | None:
    """Where the tile ``take`` takes would go best (by :func:`value`, as the hint rates a
    take) and the points it adds there; None while the player cannot place it yet, or where
    it adds none."""
    world = game.clone()
    world.play(take)
    before = _points_now(world, player)
    best: tuple[float, int, int] | None = None
    for move in moves_for(world, player):
        if isinstance(move, Place):
            world.play(move)
            rated = (value(world, player), move.space, _points_now(world, player))
            world.undo()
            best = rated if best is None or rated[0] > best[0] else best
    gain = 0 if best is None else best[2] - before
    if best is None or gain <= 0:  # no points to name: what it keeps is elsewhere
        return None
    points = f"{gain:+d} point{'' if abs(gain) == 1 else 's'}"
    return TAKEN.format(species=take.species, space=best[1], points=points)


def _points_now(game: Game, player: str) -> int:
    """The player's points so far on their ark, with the round in play scored as it stands (a
    placement that ends the round is counted in the scored round), less the bonus for turning
    the sandglass, which any last tile earns: a review said a Rabbit bound to be eaten "would
    add +2 points", the bonus the learner's own last tile earned as well."""
    rounds, _ = _rounds_so_far(game)
    arks = [a for r in rounds for a in r.arks if a.player == player]
    return sum(a.total - a.bonus_first for a in arks)


def _parts_after(game: Game, player: str, move: Move) -> dict[str, float]:
    """The parts of :func:`value` besides points once ``move`` is played, as it weighs them;
    none once it ends the round, whose points are then all scored. Read from the next round's
    empty arks, a last tile placed "cost" that round's free spaces, and a round-73 learner
    read "a tile nearer to turning the sandglass first" as why to leave an Owl, 3 s before
    Ben's sandglass ran out."""
    world = game.clone()
    world.play(move)
    if _round_just_scored(world):
        return dict.fromkeys((EATEN_LATER, NEW_LATER, BALANCE_LATER, SPEED_LATER), 0.0)
    i = world.players.index(player)
    view = world.view(player)
    mine = seat_entry(view, player)
    now = world.round_in_play()  # type: ignore[attr-defined]
    balance = 0.0
    if now is not None and LEVELS.index(mine["level"]) >= MASTER:
        balance = world.balance_expected(now)[i]  # type: ignore[attr-defined]
    racing = not _sandglass_turned(view)
    return {
        EATEN_LATER: FORESIGHT * world.eating_ahead(player),  # type: ignore[attr-defined]
        NEW_LATER: FORESIGHT * world.newcomers_ahead(player)  # type: ignore[attr-defined]
        + _new_now(game, player, move),
        BALANCE_LATER: balance,
        SPEED_LATER: -SPEED_PER_FREE_SPACE * (mine["spaces"] - mine["filled"]) if racing else 0.0,
    }


def counters(view: Mapping[str, Any], player: str) -> dict[str, int]:
    """None: the round in play's rows say what a placement does, and a count of tiles on the
    ark would jump back to 0 at each round's end."""
    return {}


#: The words naming each rule's topic in the heading (or first paragraph) of the in-depth
#: section that teaches it, where the words of its id would not find it
#: (:func:`arkbook.coach.lessons.topic`).
_SETUP = ("the setup, step by step",)
_LEVELS = ("the five levels",)
TOPICS: Mapping[str, tuple[str, ...]] = {
    "aoa.game.objective": ("^ark of animals 1",),
    "aoa.game.rounds": ("^between rounds",),
    "aoa.game.winner": ("^after three rounds",),
    "aoa.setup.boards": _SETUP,
    "aoa.setup.sandglass": _SETUP,
    "aoa.setup.pool": _SETUP,
    "aoa.race.busy": ("^one hand",),
    "aoa.place.leftmost": ("from the left",),
    "aoa.place.board": ("16 spaces",),
    "aoa.place.column": ("from the left",),
    "aoa.level.master": _LEVELS,
    "aoa.level.grand-master": _LEVELS,
    "aoa.score.reveal": ("^the end of the round",),
    "aoa.score.order": ("^ark of animals 3",),
    "aoa.score.grand-master": ("^step 3",),
    "aoa.score.animals": ("^step 4",),
}

#: The app's conventions among the rule ids (:attr:`GameFacts.conventions`).
CONVENTIONS = frozenset({"aoa.race.busy"})

#: Each rule in one plain sentence. ``aoa.race.busy`` is this app's way of timing the race, not
#: a rule of the rulebook (ruling 5): its sentence says so, in every tip and review that lists it.
PLAIN: Mapping[str, str] = {
    "aoa.game.objective": "Fill your ark with as many different species as you can.",
    "aoa.game.rounds": "A game is three rounds.",
    "aoa.game.winner": "After three rounds, the most points in all wins.",
    "aoa.setup.boards": "Everyone has an ark board of their own.",
    "aoa.setup.sandglass": "The sandglass stands where every player can reach it.",
    "aoa.setup.pool": "All tiles start face down in the middle: the pool.",
    "aoa.race.busy": (
        "This app's convention, not a rule of the game: your hand stays busy a moment after "
        "each action."
    ),
    "aoa.hand.one": "You use one hand: you hold at most one tile at a time.",
    "aoa.tile.reveal": "Reveal a pool tile, then place it on your ark or leave it face up.",
    "aoa.place.leftmost": "You fill your ark from its leftmost column.",
    "aoa.place.board": (
        "Your ark has 16 spaces, one animal each; filling them all finishes your round."
    ),
    "aoa.place.column": "Each column opens only once the column left of it is full.",
    "aoa.place.face-down": (
        "From the Normal level on, tiles go on the ark face down: nobody sees what is where."
    ),
    "aoa.table.take": (
        "Anyone may take a tile lying face up on the table, at any moment, and must then place it."
    ),
    "aoa.sandglass.turn": (
        "The first to fill their ark announces that they have finished and turns the sandglass."
    ),
    "aoa.sandglass.thirty": "Once the sandglass is turned, the others have 30 seconds left.",
    # "May", not "only ... may": a round-34 learner read the old wording against the lesson's
    # reading that the tile may instead be left (ruling 9).
    "aoa.sandglass.stop": (
        "When the sand runs out, everyone stops; a tile already in hand may still be placed."
    ),
    "aoa.level.choose": "Each player picks their level before the game starts.",
    "aoa.level.normal": "Normal level plays the rules as described.",
    "aoa.level.novice": "At Novice level your tiles go on your ark face up.",
    "aoa.level.expert": "At Expert level round 1 is normal; later rounds add grain markers.",
    "aoa.grain.round2": (
        "From round 2, at Expert and up, a grain marker lies on a space, which then takes no "
        "tile (our reading)."
    ),
    "aoa.grain.round3": (
        "In round 3, at Expert and up, three grain markers lie on the ark, their spaces "
        "taking no tile."
    ),
    "aoa.level.master": "At Master level an unbalanced ark also costs points.",
    "aoa.level.grand-master": "Grand Master level is Master level with a harder balance.",
    "aoa.score.reveal": "At scoring, every tile on the arks is turned face up.",
    "aoa.score.order": "A round is scored in five steps, always in the same order.",
    "aoa.score.grain": "A herbivore next to a grain marker eats it: −2 points per marker.",
    "aoa.score.predators": "A predator eats each neighbouring herbivore of its size or smaller.",
    "aoa.score.predators-safe": "Predators never eat each other, and bigger herbivores are safe.",
    "aoa.score.balance": "The weight difference between the two sides is taken off as points.",
    "aoa.score.balance-sides": (
        "Balance compares the six spaces left and right of the middle column."
    ),
    "aoa.score.balance-weight": "An animal weighs as many symbols as its tile shows.",
    "aoa.score.grand-master": "In the balance step, a Grand Master's outer columns weigh double.",
    "aoa.score.doubles": "Only one animal of each species stays on your ark; doubles go.",
    "aoa.score.animals": "Each animal left on your ark scores 1 point.",
    "aoa.bonus.first": "The player who turned the sandglass gets 2 bonus points.",
    "aoa.bonus.mammals": "The most mammals earn 2 bonus points (1 each when tied).",
    "aoa.bonus.sets": "Each full set of the 3 amphibians, 3 reptiles or 3 birds earns 2 points.",
}

#: Strategy for a first game (the player aid's "Playing well"): where the points go.
ADVICE = (
    "Put predators beside predators or beside bigger herbivores: a predator eats every "
    "herbivore of its size or smaller next to it.",
    "Expert and up: keep herbivores off the spaces beside the grain; a predator there is safe, "
    "but mind the small herbivores it touches.",
    "Master and up: weigh both sides alike; an ark left unfilled leans left, since it fills "
    "from the left.",
)


#: Each level is played on the rules of the ones below it (the rulebook: Novice and Expert
#: use "normal rules", Master "the rules of the Expert level", Grand Master adds to Master), so
#: a level at the table meets those too: a round-48 learner at Master read "Normal level plays
#: the rules as described" among the rules that did not come up.
_BUILT_ON = {
    "aoa.level.novice": ("aoa.level.normal",),
    "aoa.level.expert": ("aoa.level.normal",),
    "aoa.level.master": ("aoa.level.expert", "aoa.level.normal"),
    "aoa.level.grand-master": ("aoa.level.master", "aoa.level.expert", "aoa.level.normal"),
}


def also_met(event: Event) -> list[str]:
    """The levels a level's event meets besides its own: those it is built on."""
    return list(_BUILT_ON.get(event.rule or "", ()))


FACTS = GameFacts(
    plain=PLAIN,
    topics=TOPICS,
    comes_with=COMES_WITH,
    place=PLACE,
    subject=SUBJECT,
    focus=focus,
    holding=holding,
    counters=counters,
    sheet=sheet,
    value=value,
    evaluation=EVALUATION,
    evaluation_for=evaluation,
    if_scored=if_scored,
    at_end=AT_END,
    standing=standing,
    determinize=determinize,
    guessed=guessed,
    same_points=SAME_POINTS,
    later=later,
    own_steps=OWN_STEPS,
    probes=PROBES,
    moment=moment,
    kept=kept,
    also_met=also_met,
    conventions=CONVENTIONS,
    advice=ADVICE,
)
