"""What the coach needs to know about Ark: each rule in one plain sentence, and where a move
puts its card on a picture."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from arkbook.ark.cards import ABILITIES, KINDS
from arkbook.ark.legality import endgame_refusals
from arkbook.ark.moves import Pet, Take
from arkbook.ark.scoring import evaluate, evaluation_parts, figure_units, majority_points
from arkbook.bots import GreedyBot, finish_turn
from arkbook.coach.games import STANDING_AT_END, GameFacts, lead, most_gained
from arkbook.game import Event, Game, Move, ScoreRow, ScoreSheet

#: What the evaluation weighs besides points, said when a hinted move changes no points.
EVALUATION = (
    "the coach also counts what may score later: your figures on the scoring cards, and the "
    "cards in your hand you could still play (a card still in hand at the end scores nothing)"
)

#: The same in the endgame, where a position is worth what the game ends with (:func:`value`).
ENDGAME_EVALUATION = (
    "the coach plays the endgame out: the others may still play after you (their cards "
    "guessed), and a pass is for good"
)


def evaluation(game: Game, player: str) -> str:
    """What the rating weighs besides the points now, in this phase of the game."""
    return ENDGAME_EVALUATION if _in_endgame(game) else EVALUATION


def _in_endgame(game: Game) -> bool:
    """Whether the fifth rain card has come and the game goes on: each decision is to play one
    animal or pass for good."""
    return bool(game.end_triggered) and not game.is_over()  # type: ignore[attr-defined]


#: What the learner places, as a tip names it.
SUBJECT = "card"

PLACE = (r"^play .+ to (?P<side>port|starboard) (?P<slot>\d+)", "{side} {slot}")


def focus(game: Game, player: str) -> str | None:
    """On the Ark board the learner picks a hand card; the board sends which."""
    return None


def holding(game: Game, player: str) -> list[str]:
    """The cards the player could put into the ark now: every card in their hand, whose dark
    places the review counts among the rules they met (a shy Rabbit kept from beside the
    Lion held them back, whichever card they then played)."""
    return [card["name"] for card in game.view(player)["hands"][player] or ()]


def alike(move: Move) -> str:
    """Which of a player's moves a review weighs against each other
    (:func:`arkbook.coach.review.alike_moves`): taking cards only against taking cards.

    A card taken scores once it is played, on a later turn; the score "if the game ended now"
    counts none of that, and the evaluation only a little (a card in hand is worth a third of
    a point to it, where a card played can swing a scoring card by 10). Taking is the only way
    to get cards, so "you took where you could have played" is no mistake a review could back.
    """
    return "take" if isinstance(move, Take) else "play"


def probes(game: Game, player: str) -> list[str]:
    """Moves a review tries at each moment of the game (:func:`arkbook.coach.review.shaping_rules`):
    taking each face-up card. Once a first card is played the face-up cards are not lit for
    taking ("take or play, never both"), nor in the endgame ("nobody draws"): the rule that
    darkens them is one the player met."""
    return [f"take {card['name']}" for card in game.view(player)["display"]]


def forced(game: Game, events: Sequence[Event], player: str) -> list[str]:
    """The rules that kept every card of ``player``'s hand dark when the engine passed for them
    in the endgame (Ark ruling 11: a decision with one option is taken, not asked), met as
    much as a refusal: the board said it passed for them because nothing could be played.
    ``game`` is the position just after ``events``."""
    passed = f"{player}: pass"
    if not any(e.kind == "forced" and e.data.get("move") == passed for e in events):
        return []
    return endgame_refusals(game, game.players.index(player))  # type: ignore[arg-type]


#: The sorts of :func:`alike`, as a review names the best of one ("the best play").
SORTS: Mapping[str, str] = {"take": "card to take", "play": "play"}


#: Rules met with another (:func:`arkbook.coach.review.met_rules`): a "!" card's ability
#: used is the rule that such abilities may be used; a new cabin opened, where one opens.
COMES_WITH: Mapping[str, tuple[str, ...]] = {
    **{f"ark.ability.{name}": ("ark.ability.use",) for name in ABILITIES if name},
    # A cabin opened (its disc paid) was opened where a new cabin may open: at the end of a
    # side's row, the only new places the board lights.
    "ark.newcabin.disc": ("ark.newcabin.slot",),
}


def also_met(event: Event) -> list[str]:
    """The rules a drive-out meets besides its own: the driver's power (its event names the
    card), that a driver must fit the cabin it takes, and, driving out a Chimpanzee, that its
    special scoring is the driver's: its half disc is told under the Chimpanzee's own rule (a
    round-54 learner read the drive-out's rule among those that did not come up). A driven-out
    Bronto's figure is told under the drive-out's rule already."""
    if event.rule != "ark.driveout.replace":
        return []
    special = ["ark.driveout.special"] if event.data.get("victim") == "Chimpanzee" else []
    return [f"ark.ability.{event.data['card'].lower()}", "ark.driveout.fit", *special]


#: The rule that names the winner when the totals tie (:func:`arkbook.coach.review.scored_rules`).
TIE_BREAK = "ark.score.tiebreak"

#: The row of the pets' figures in the coach's sheet (:func:`sheet`).
PETS_ROW = "Pets turned up at the end"


def sheet(game: Game) -> ScoreSheet:
    """The score sheet if the game ended now: the game's own, which counts no pet while they
    lie face down (as the score panel shows it), and a row of its own for what the pets add
    once the game is over and they are turned up (0 until then). A hint for the move that
    ends the game then credits the pets, the player's own among them, to that row and not to
    a scoring card that the panel showed without them."""
    scores = game.scores()
    bare = _cards_without_pets(game) if game.is_over() else {}
    pets: dict[str, int | float] = dict.fromkeys(game.players, 0)
    rows = []
    for row in scores.rows:
        if row.label in bare:
            pets = {p: pets[p] + row.points[p] - bare[row.label][p] for p in game.players}
            row = replace(row, points=bare[row.label])
        rows.append(row)
    rows.append(ScoreRow(PETS_ROW, pets, "ark.score.pets"))
    return ScoreSheet.from_rows(game.players, rows)


#: What brings a change every option brings alike (:func:`arkbook.coach.hint.reason`): when
#: every option ends the game, the pets turned up then, which a learner read credited to "your
#: turn so far".
ANYWAY: Mapping[str, str] = {PETS_ROW: "the hidden pets will {change} when turned up"}


def guessed(game: Game, player: str) -> tuple[str, ...]:
    """The standing after a move that ends the game counts the others' face-down pets,
    turned up then: a guess while any lies face down, however the sampled worlds agree. The
    score sheet names whose pets it leaves out (its ``uncounted``)."""
    hidden = set(game.scores().uncounted) - {player}
    return (STANDING_AT_END,) if hidden else ()


def if_scored(game: Game, when: str) -> str:
    """When a hint's standing counts: "if the game ended now", which leaves out the pets while
    they lie face down (as the score panel does), and says so once there are any: a learner
    read "you would lead by 10 points if the game ended now" in a scene a pet then tied. The
    score sheet names whose pets it leaves out (its ``uncounted``)."""
    face_down = bool(game.scores().uncounted)
    return f"if the game ended {when}" + (", face-down pets not counted" if face_down else "")


def _cards_without_pets(game: Game) -> dict[str, dict[str, int]]:
    """Each scoring card's points (by its row label) with the turned-up pets' figures taken
    off again (the engine puts them on the cards when the game ends)."""
    units = figure_units(game, ())  # type: ignore[arg-type]
    for p in _pets_placed(game):
        units[game.deck.kind[game.pets[p]]][p] -= 2  # type: ignore[attr-defined]
    return {
        f"{kind.capitalize()} scoring card": majority_points(
            dict(zip(game.players, units[k], strict=True))
        )
        for k, kind in enumerate(KINDS)
    }


def _pets_placed(game: Game) -> set[int]:
    """The seats whose pet added a figure to a card at the end, as the end's events tell it
    (the last move's: the pets are turned up as the game ends): a player with no figure left
    turns theirs up for nothing. A round-59 hint took such a pet's figure off the slow card
    and told "−2 points on the slow scoring card" for a Cow."""
    return {
        game.players.index(e.data["player"])
        for e in game.history[-1].events
        if e.kind == "pet" and e.rule == "ark.score.pets"
    }


def value(game: Game, player: str) -> float:
    """How good the position is for the player: the game's evaluation, with every face-down
    pet counted. The coach rates only sampled worlds (:func:`arkbook.coach.hint.imagine`),
    whose other pets are guesses dealt from the cards the player cannot see.

    In the endgame the position is worth what the game ends with (:func:`_played_out`): a
    pass is for good, and the others play on. Rated as it stood, a pass kept a disc that a
    play spent, and round-77 and round-80 hints told a learner to pass at their first endgame
    turn; Ben and Cy then played on, took the useful card from them, and the game with it.
    """
    if _in_endgame(game):
        game = _played_out(game)
    return evaluate(game, player, every_pet=True)  # type: ignore[arg-type]


def _played_out(game: Game) -> Game:
    """A copy of ``game`` played to its end, every player choosing as the greedy bot does
    with the hands of this sampled world: the endgame is a few moves long, each one animal
    or a pass, and nothing is drawn in it."""
    world = game.clone()
    bot = GreedyBot()
    while not world.is_over():
        (player,) = world.to_move
        world.play(bot.choose(world, player))
    return world


#: What each part of :func:`value` besides the points now keeps for later, as a hint or a
#: review names the one where the hint's move gains most over another (:func:`later`).
PETS_LATER = "what the face-down pets, yours among them, will score when turned up at the end"
FIGURES_LATER = "more of your figures on the scoring cards, for ties to come"
HAND_LATER = "more cards in your hand that you could still play"


def later(game: Game, player: str, ours: Move, theirs: Move) -> str:
    """What the hint's move ``ours`` keeps for later over ``theirs``, each with the rest of
    its turn: the part of :func:`value` where it gains most, or what the evaluation weighs. A
    round-66 learner's review faulted an endgame Mouse, +3 on the shy card as the panel
    counts, "but leaves you better placed for later", after a pass for good: their own
    face-down pet won the shy card anyway, and the disc was a point."""
    part = most_gained(_parts_after(game, player, ours), _parts_after(game, player, theirs))
    return part or evaluation(game, player)


def _parts_after(game: Game, player: str, move: Move) -> dict[str, float]:
    """The parts of :func:`value` besides the points the panel shows, once ``move`` and the
    rest of the turn are played in a copy of ``game``: what the face-down pets add to the
    player's lead, and the small terms for figures and cards in hand."""
    world = game.clone()
    finish_turn(world, move, player, FACTS.own_steps, value, look_ahead=False)
    parts = evaluation_parts(world, player, every_pet=True)  # type: ignore[arg-type]
    return {
        PETS_LATER: parts["lead"] - lead(world.scores().totals, player),
        FIGURES_LATER: parts["figures"],
        HAND_LATER: parts["hand"],
    }


def counters(view: Mapping[str, Any], player: str) -> dict[str, int]:
    """The player's own counts a hint may tell the change of."""
    return {"action disc": view["discs"][player], "card in hand": view["hand_counts"][player]}


#: The words naming each rule's topic in the heading (or first paragraph) of the in-depth
#: section that teaches it, where the words of its id would not find it
#: (:func:`arkbook.coach.lessons.topic`).
_PREPARATION = ("preparation, step by step",)
_ONE_OR_TWO = ("one card or two",)
_DRIVING_OUT = ("driving animals out",)
_ENDGAME = ("^the endgame$",)
TOPICS: Mapping[str, tuple[str, ...]] = {
    "ark.pieces.figures": ("what is in the box",),
    "ark.pieces.extra": ("what is in the box",),
    "ark.setup.table": _PREPARATION,
    "ark.setup.players": _PREPARATION,
    "ark.setup.start_player": _PREPARATION,
    "ark.setup.discs": _PREPARATION,
    "ark.setup.figures": _PREPARATION,
    "ark.setup.start_weight": _PREPARATION,
    "ark.setup.start_kind": _PREPARATION,
    "ark.setup.start_cabins": _PREPARATION,
    "ark.setup.bow": ("the bow example",),
    "ark.setup.deal": _PREPARATION,
    "ark.setup.rain": _PREPARATION,
    "ark.turn.order": _PREPARATION,
    "ark.turn.choice": ("never both",),
    "ark.take.order": ("^taking cards",),
    "ark.take.rain": ("^rain, pets",),
    "ark.play.count": _ONE_OR_TWO,
    "ark.play.hand": _ONE_OR_TWO,
    "ark.play.alone": _ONE_OR_TWO,
    "ark.play.different_cabins": _ONE_OR_TWO,
    "ark.play.each_legal": _ONE_OR_TWO,
    "ark.cabin.capacity": ("three cards at most",),
    "ark.figure.place": ("^majorities",),
    "ark.newcabin.disc": ("opening a new cabin",),
    "ark.newcabin.slot": ("opening a new cabin",),
    "ark.newcabin.take": ("opening a new cabin",),
    "ark.endgame.pass": _ENDGAME,
    "ark.endgame.play": _ENDGAME,
    "ark.endgame.no_draw": _ENDGAME,
    "ark.endgame.no_slow": _ENDGAME,
    "ark.endgame.end": _ENDGAME,
    "ark.score.majority": ("majorities",),
    "ark.score.ties": ("^a tie",),
    "ark.score.tiebreak": ("and the winner",),
    "ark.ability.use": ("special ability, shown by",),
    "ark.ability.bronto": ("^bronto and chimpanzee",),
    "ark.ability.chimpanzee": ("^bronto and chimpanzee",),
    "ark.score.half": ("^half figures",),
    "ark.driveout.replace": _DRIVING_OUT,
    "ark.driveout.figure": _DRIVING_OUT,
    "ark.driveout.fit": _DRIVING_OUT,
    "ark.driveout.bow": _DRIVING_OUT,
    "ark.driveout.special": _DRIVING_OUT,
    "ark.driveout.immune": _DRIVING_OUT,
}

PLAIN: Mapping[str, str] = {
    "ark.pieces.figures": (
        "Each player has 17 figures; once all are placed, a card played (or a pet turned up)"
        " adds no figure."
    ),
    "ark.pieces.extra": (
        "The 22 orange discs serve as action discs and half figures alike; none left, none given."
    ),
    "ark.setup.table": "The bow card lies in the middle; the five scoring cards lie beside it.",
    "ark.setup.players": "Ark is played by 3 to 5 players.",
    "ark.setup.start_player": "The players choose who starts.",
    "ark.setup.discs": (
        "With 3 players everyone takes 4 action discs; with 4 or 5, 3 each, but 4 for the 4th"
        " and 5th in turn order."
    ),
    "ark.setup.figures": "Each player takes the figures of their colour.",
    "ark.setup.start_weight": "The ark starts with four cards of weight 1 or 2, one per cabin.",
    "ark.setup.start_kind": "The starting ark holds at most two cards of one kind.",
    "ark.setup.start_cabins": "The ark starts with two cabins on each side.",
    "ark.setup.bow": "The yellow disc on the bow shows how much heavier one side of the ark is.",
    "ark.setup.deal": "Everyone gets 2 secret cards, and 3 cards lie face up for anyone to take.",
    "ark.setup.rain": (
        "The first rain card comes halfway through the supply; the other four come at random "
        "after it."
    ),
    "ark.turn.order": "Turns go clockwise from the starting player.",
    "ark.turn.choice": "On your turn you either take cards or play cards, never both.",
    "ark.take.order": "Taking means one face-up card plus the top card of the supply.",
    "ark.take.rain": "A rain card drawn is set aside, and you draw again.",
    "ark.rain.pets": "At the second rain card everyone may hide one hand card as a pet.",
    "ark.rain.end": "The fifth rain card ends the drawing turn and starts the endgame.",
    "ark.play.count": "Playing means putting 1 or 2 cards into the ark.",
    "ark.play.hand": "You can only play cards you hold in your hand.",
    "ark.play.alone": "A slow animal or a provision is the only card you play that turn.",
    "ark.play.different_cabins": "Two cards played in one turn go into two different cabins.",
    "ark.play.each_legal": "Each card must fit on its own: the second cannot fix the first.",
    "ark.cabin.capacity": "A cabin holds at most 3 cards.",
    "ark.cabin.climate": "Hot and cold animals never share a cabin.",
    "ark.cabin.carnivore": "A carnivore must be lighter than every other animal in its cabin.",
    "ark.cabin.provisions": "Herbivores never share a cabin with provisions.",
    "ark.cabin.omnivore": "An omnivore follows both the carnivore and the herbivore rule.",
    "ark.cabin.shy": (
        "A shy animal keeps away from carnivores: not in, next to or opposite their cabin."
    ),
    "ark.cabin.shy_diagonal": "Shy animals do not mind a carnivore in a diagonal cabin.",
    "ark.cabin.shy_omnivore": "Omnivores do not frighten shy animals.",
    "ark.cabin.shy_stays": "A shy animal already aboard stays when a carnivore arrives later.",
    "ark.bow.move": "Every card played moves the bow disc toward its side by its weight.",
    "ark.bow.capsize": "No card may push the bow disc off the bow: the ark would capsize.",
    "ark.figure.place": "Each card you play puts one of your figures on its scoring card.",
    "ark.newcabin.disc": (
        "Opening a new cabin costs an action disc, given to your right neighbour."
    ),
    "ark.newcabin.slot": "A new cabin opens only at the end of a side's row of cabins.",
    "ark.newcabin.take": (
        "Opening a new cabin lets you take a face-up card at once; the gap is refilled at the "
        "turn's end."
    ),
    "ark.endgame.pass": "In the endgame, a player who passes is out for good.",
    "ark.endgame.play": (
        "In the endgame each card played costs an action disc, and a new cabin one more."
    ),
    "ark.endgame.no_draw": "In the endgame nobody draws: you play from your hand or pass.",
    "ark.endgame.no_slow": "Slow animals and provisions cannot be played in the endgame.",
    "ark.endgame.end": "The game ends when every player has passed.",
    "ark.score.pets": "At the end, pets are revealed and add a figure to their scoring card.",
    "ark.score.pet_illegal": "A pet that is too heavy, special or a provision scores nothing.",
    "ark.score.majority": (
        "On each scoring card the most figures earn 10, the second most 6, any other 2."
    ),
    "ark.score.ties": "Tied players share the points of their places, rounded up.",
    "ark.score.discs": "Each action disc left at the end is worth 1 point.",
    "ark.score.tiebreak": "If the totals tie, fewer animal cards in hand wins.",
    "ark.score.half": (
        "A figure on an orange disc counts 1.5; two of yours on one card become 3 plain figures."
    ),
    "ark.ability.use": "A card marked ! has a special ability you may use when you play it.",
    "ark.ability.fox": "The fox brings you 2 action discs from the supply.",
    "ark.ability.turtle": "The turtle may share a cabin with bigger carnivores and omnivores.",
    "ark.ability.hedgehog": (
        "With a hedgehog aboard, a cabin may hold a second carnivore or omnivore."
    ),
    "ark.ability.skunk": "The skunk can drive any animal out of a cabin.",
    "ark.ability.mosquito": "The mosquito can drive a weight 2 animal out of a cabin.",
    "ark.ability.spider": "The spider can drive a shy animal out of a cabin.",
    "ark.ability.bronto": "The bronto's figure stands on an orange disc: it counts 1.5 figures.",
    "ark.ability.chimpanzee": "The chimpanzee puts an orange disc under one of your figures.",
    "ark.driveout.replace": "An animal driven out leaves the game; the driver takes its place.",
    "ark.driveout.figure": (
        "Driving an animal out adds your figure to its scoring card; the old figure stays."
    ),
    "ark.driveout.fit": "The driver must fit the cabin once the other animal is gone.",
    "ark.driveout.bow": "Driving out moves the bow by the difference of the two weights.",
    "ark.driveout.special": "Driving out a bronto or a chimpanzee earns its special scoring.",
    "ark.driveout.immune": "The fox, the spider and the mosquito can never be driven out.",
}

#: Strategy for a first game (the player aid's "Playing well"): what each rule costs in points.
ADVICE = (
    "Each action disc left at the end is 1 point: spend discs with care.",
    "A new cabin costs a disc, which goes to your right neighbour: a point for them. Open one "
    "when its face-up card is worth it.",
    "Keep a disc or two and some animals that are not slow for the endgame: there each disc "
    "plays one animal onto a scoring card.",
)


FACTS = GameFacts(
    plain=PLAIN,
    topics=TOPICS,
    comes_with=COMES_WITH,
    also_met=also_met,
    place=PLACE,
    subject=SUBJECT,
    focus=focus,
    holding=holding,
    counters=counters,
    sheet=sheet,
    value=value,
    evaluation=EVALUATION,
    evaluation_for=evaluation,
    tie_break=TIE_BREAK,
    if_scored=if_scored,
    guessed=guessed,
    anyway=ANYWAY,
    alike=alike,
    sorts=SORTS,
    probes_for=probes,
    forced=forced,
    advice=ADVICE,
    later=later,
    by_chance=lambda move: "the second rain card" if isinstance(move, Pet) else "",
)
