"""What the coach needs to know about Ark Nova: each rule in one plain sentence, where a move
puts its animal on a picture (an enclosure, by building id), and the animal being placed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arkbook.ark_nova.engine import ArkNova
from arkbook.ark_nova.evaluation import prospect_parts
from arkbook.ark_nova.flow import in_break
from arkbook.ark_nova.tables import ACTIONS
from arkbook.ark_nova.view import turn_starts
from arkbook.bots import finish_turn
from arkbook.coach.games import STANDING, GameFacts, most_gained
from arkbook.game import Event, Game, Move, ScoreSheet, seat_entry

#: What the evaluation weighs besides points, said when a hinted move changes no points: as
#: what the move prepares for the player, not as weights (the nova15 learner read "money is
#: worth less with every coin, nothing past 40" as an evaluation function, not a reason).
EVALUATION = (
    "it prepares points to come: animals in hand your zoo can host, enclosures, free "
    "building space, upgraded Action cards (the Association most: its donations turn money "
    "into conservation), X-tokens, reputation below its cap and a project you can support, "
    "while money scores nothing until it is spent"
)
#: Rules met with another (:func:`arkbook.coach.review.met_rules`): an animal placed in a
#: standard enclosure flips it to occupied (the event names the enclosure rule); the one task
#: of a side-I Association action is taken at its value; a building built (its event names
#: the size rule) is one of the kinds, touching the zoo, off water and rock (a round-36
#: learner's review listed those as "did not come up" after a pavilion, a kiosk and an
#: enclosure).
COMES_WITH: Mapping[str, tuple[str, ...]] = {
    "nova.animals.enclosure": ("nova.animals.special",),
    "nova.association.one_task": ("nova.association.values",),
    "nova.build.size": ("nova.build.kinds", "nova.build.adjacent", "nova.build.terrain"),
}

#: What the learner places, as a tip names it.
SUBJECT = "animal"

PLACE = (r"^enclosure (?P<building>\d+)$", "{player} {building}")


def focus(game: Game, player: str) -> str | None:
    """The animal card the player is placing: the card of their last move ``play <card>``
    while the game asks them for its enclosure."""
    pending = game.view(player)["pending"]
    if not pending or pending["kind"] != "enclosure" or pending["player"] != player:
        return None
    last = next((m for m in reversed(game.moves) if m.player == player), None)
    words = [] if last is None else getattr(last, "by_id", "").split()
    return words[1] if len(words) == 2 and words[0] == "play" else None


def holding(game: Game, player: str) -> list[str]:
    """What the player could place now (the animal they are placing), whose dark places the review
    counts among the rules they met."""
    subject = focus(game, player)
    return [subject] if subject else []


def probes(game: Game, player: str) -> list[str]:
    """Moves a review tries at each moment of the game (:func:`arkbook.coach.review.
    shaping_rules`): choosing each Action card, while the player chooses one. A card left
    dark because it would do nothing ("an action you choose must do something") held them
    back without a click: the round-28 judge read that refusal beside their choices every turn
    and found it among the rules not met. The X-token action too: the round-44 judge saw
    "You already hold 5 X-tokens" beside their choices, then that rule among those not met."""
    pending = game.view(player)["pending"]
    if not pending or pending["kind"] != "action" or pending["player"] != player:
        return []
    return [*(f"action {action}" for action in ACTIONS), "x-token"]


def follows(events: Sequence[Event], player: str) -> str:
    """The break and the end a hinted turn brings, for the reason to name beside the counts
    it changes. The break's X-token and income: the round-11 judge read "draws 2 cards: +12
    money, +1 X-token and +2 cards in hand" and looked for the money on the Cards action. The
    end: a round-51 learner read "you would lead by 15 points if the game ended now" on the
    move that triggered it, and lost on Ben's last turn. Only the player's own turn is
    played, so the push and the trigger are theirs."""
    parts = []
    if any(e.kind == "break-reached" for e in events):
        paid = any(e.kind == "income" and e.text.startswith(f"{player} ") for e in events)
        parts.append(
            "the break follows (an X-token for reaching it" + (", then income)" if paid else ")")
        )
    last = next((e for e in events if e.kind == "final-turns"), None)
    if last is not None:
        parts.append(f"the end is triggered ({last.text[0].lower()}{last.text[1:].rstrip('.')})")
    return ", and ".join(parts)


def sheet(game: Game) -> ScoreSheet:
    """The score sheet if the game ended now: the game's own."""
    return game.scores()


def guessed(game: Game, player: str) -> tuple[str, ...]:
    """Every standing counts the others' secret Final Scoring cards, dealt afresh in the worlds
    a hint imagines: a guess until the game is over, however the worlds agree (a round-66
    learner read "you would lead by 6 points at the end", told as certain, and lost by 6 to
    Ben's card)."""
    view = game.view(player)
    secret = any(p["final_cards_held"] for p in view["players"] if p["name"] != player)
    return (STANDING,) if secret and not game.is_over() else ()


def value(game: Game, player: str) -> float:
    """The game's evaluation (:mod:`arkbook.ark_nova.evaluation`), which the bots use too: the
    points lead plus what the zoo has built toward later points."""
    return game.evaluate(player)


def counters(view: Mapping[str, Any], player: str) -> dict[str, int]:
    """The player's own counts a hint may tell the change of."""
    mine = seat_entry(view, player)
    names = {
        "money": "money",
        "x_tokens": "X-token",
        "reputation": "reputation",
        "appeal": "appeal",
        "conservation": "conservation point",
        "hand_size": "card in hand",
    }
    return {label: mine[key] for key, label in names.items()}


#: The words naming each rule's topic in the heading (or first paragraph) of the in-depth
#: section that teaches it, where the words of its id would not find it
#: (:func:`arkbook.coach.lessons.topic`).
_PREPARATION = ("preparation, step by step",)
_ANIMALS = ("how to read an animal card",)
_A_BREAK = ("a break, step by step",)
_PROJECTS = ("^conservation projects",)
TOPICS: Mapping[str, tuple[str, ...]] = {
    "nova.setup.break": _PREPARATION,
    "nova.setup.bonus_tiles": _PREPARATION,
    "nova.setup.display": _PREPARATION,
    "nova.setup.association": _PREPARATION,
    "nova.setup.player": ("what ada starts with",),
    "nova.setup.appeal": _PREPARATION,
    "nova.setup.enclosure": ("the zoo map",),
    "nova.setup.final_cards": ("what ada starts with",),
    "nova.setup.projects": ("the conservation projects",),
    "nova.turn.order": _PREPARATION,
    "nova.turn.strength": ("slots and strength",),
    "nova.turn.slide": ("slots and strength",),
    "nova.turn.x_action": ("the x-token action",),
    "nova.turn.x_action_full": ("the x-token action",),
    "nova.cards.side2": ("the reputation range",),
    "nova.animals.count": _ANIMALS,
    "nova.animals.cost": _ANIMALS,
    "nova.animals.enclosure": _ANIMALS,
    "nova.animals.appeal": _ANIMALS,
    "nova.animals.reputation": _ANIMALS,
    # Round 66: a review filed these under "Setting up the zoo", whose first prose names animals.
    "nova.animals.special": _ANIMALS,
    "nova.animals.petting": _ANIMALS,
    "nova.animals.side2": _ANIMALS,
    "nova.association.condition": _PROJECTS,
    "nova.association.project_push": _PROJECTS,
    "nova.association.token": ("the player token",),
    "nova.association.donation": ("^association$",),
    "nova.sponsors.break": ("^sponsors",),
    "nova.break.trigger": ("the break track",),
    "nova.break.hand_limit": _A_BREAK,
    "nova.break.workers": _A_BREAK,
    "nova.break.display": _A_BREAK,
    "nova.break.income": ("income from appeal",),
    "nova.track.cp2": ("conservation track",),
    "nova.track.cp10": ("first to 10",),
    "nova.end.discard": ("if nobody reached 10",),
    "nova.end.total": ("the white number",),
}

PLAIN: Mapping[str, str] = {
    "nova.setup.break": "The break token starts on the space for your number of players.",
    "nova.setup.bonus_tiles": "Four random bonus tiles lie on the board's bonus spaces.",
    "nova.setup.display": "Six zoo cards lie face up in the display.",
    "nova.setup.association": (
        "The association board starts with one partner zoo per continent and one university per "
        "kind."
    ),
    "nova.setup.projects": "Three base conservation projects lie out (four with four players).",
    "nova.setup.blocking": (
        "With two players, some project levels and donation spaces are blocked."
    ),
    "nova.setup.player": (
        "Each zoo starts with 25 money, one worker and five action cards, Animals first."
    ),
    "nova.setup.appeal": "Later players start with a little appeal: 0, 1, 2, 3 in turn order.",
    "nova.setup.enclosure": "On map A your zoo starts with an empty size-3 enclosure.",
    "nova.setup.final_cards": "You keep two secret final scoring cards.",
    "nova.setup.keep_four": "You draw eight zoo cards and keep four.",
    "nova.turn.order": "Players take one turn each, clockwise.",
    "nova.turn.one_action": "A turn is exactly one action.",
    "nova.turn.strength": "An action is as strong as the number of the slot its card sits in.",
    "nova.turn.slide": "The card you used goes back to slot 1; the others slide right.",
    "nova.turn.x_tokens": (
        "X-tokens are spent first, before the action, each adding 1 strength; you hold at "
        "most five."
    ),
    "nova.turn.no_nothing": "An action you choose must do something.",
    "nova.turn.x_action": "Instead of acting, you may move a card to slot 1 and take an X-token.",
    "nova.turn.x_action_full": "With five X-tokens you cannot take the X-token action.",
    "nova.turn.upgrades": "Only four of your five action cards can ever be upgraded.",
    "nova.turn.upgrade_flip": "Upgrading flips an action card to its stronger side 2.",
    "nova.cards.break": "The Cards action first moves the break token two spaces.",
    "nova.cards.draw": (
        "Cards draws 1, 1, 2, 2, 3 at strength 1-5 and discards one at 1, 3, 5 (upgraded: 1, 2, 2, "
        "3, 4; at 2, 4, 5)."
    ),
    "nova.cards.snap": (
        "At strength 5 the Cards action may snap one display card, whatever your reputation."
    ),
    "nova.cards.side2": "Upgraded, Cards may also take display cards in reputation range.",
    "nova.cards.range": "Your reputation decides which display folders you can reach.",
    "nova.cards.reputation_cap": (
        "Reputation above 9 needs upgraded Cards; past 15 it turns into appeal."
    ),
    "nova.cards.refill": "The display is refilled only after your whole turn.",
    "nova.build.size": (
        "Build places one building up to your strength in size (upgraded, several), at 2 money a"
        " space."
    ),
    "nova.build.kinds": (
        "You can build kiosks, pavilions, enclosures of size 1 to 5 and a petting zoo."
    ),
    "nova.build.adjacent": (
        "A building must touch one of yours; your first must touch the map's edge."
    ),
    "nova.build.terrain": (
        "Nothing is built on water, rock or another building, nor on upgrade spaces until "
        "Build is upgraded."
    ),
    "nova.build.kiosk": "Kiosks stand at least three spaces apart: two spaces between them.",
    "nova.build.pavilion": "A pavilion gives 1 appeal at once.",
    "nova.build.side2": "Upgraded, Build may place several different buildings and special ones.",
    "nova.build.move_animals": (
        "Building a reptile house or large bird aviary lets animals move in."
    ),
    "nova.build.bonus": "Covering a bonus space of your map gives you that bonus at once.",
    "nova.build.cover_all": "Covering your whole map (but water and rock) gives 7 appeal.",
    "nova.animals.count": (
        "The Animals action plays 0, 1, 1, 1, 2 animals at strength 1 to 5 (upgraded: 1, 1, 2, "
        "2, 2)."
    ),
    "nova.animals.conditions": "An animal card can be played only if its conditions are met.",
    "nova.animals.cost": (
        "An animal costs its price, 3 less for each continent icon on it that matches a "
        "partner zoo of yours."
    ),
    "nova.animals.enclosure": (
        "An animal needs an empty enclosure big enough, with its water or rock spaces touching it."
    ),
    "nova.animals.special": (
        "A standard enclosure flips to occupied; a special one marks spaces used."
    ),
    "nova.animals.petting": "Petting zoo animals go only into a petting zoo.",
    "nova.animals.appeal": "A placed animal brings its appeal, then its card's effect.",
    "nova.animals.side2": (
        "Upgraded, Animals may play display cards in reputation range, paying extra money equal "
        "to the folder number."
    ),
    "nova.animals.reputation": (
        "Upgraded, at strength 5 or more, Animals may raise your reputation by 1 at its very "
        "start, before any animal."
    ),
    "nova.association.one_task": "The Association action does one task with an active worker.",
    "nova.association.values": "Each association task needs a strength at least its value.",
    "nova.association.second_worker": (
        "A task you already use costs two workers; three of yours close it."
    ),
    "nova.association.partner_limit": (
        "A third or fourth partner zoo needs the upgraded action; four is the most."
    ),
    "nova.association.project_work": (
        "Project work supports a project in play, or plays one from your hand and supports it "
        "in the same step."
    ),
    "nova.association.project_push": "A new project goes leftmost and pushes the others right.",
    "nova.association.condition": (
        "You support a project by meeting a free condition, once per project."
    ),
    "nova.association.token": (
        "Supporting a project moves a token from your map to it: bonus and conservation."
    ),
    "nova.association.side2": (
        "Upgraded, Association may do several different tasks within its strength."
    ),
    "nova.association.display": (
        "Upgraded, you may play a project from the display, paying extra money equal to its "
        "folder number."
    ),
    "nova.association.donation": (
        "Only upgraded Association donates: once, after any task, 1 conservation for the next "
        "cost on a shared track."
    ),
    "nova.sponsors.one": "The Sponsors action plays one sponsor card of level up to its strength.",
    "nova.sponsors.break": (
        "Instead, Sponsors may move the break token and pay you that much money."
    ),
    "nova.sponsors.side2": (
        "Upgraded, Sponsors plays several, also from the display (+ its folder number in "
        "money); break pays double."
    ),
    "nova.break.trigger": (
        "Pushing the break token to the end gives an X-token and starts a break."
    ),
    "nova.break.hand_limit": (
        "At a break, and only then, everyone discards down to 3 cards (5 with the hand-limit "
        "university)."
    ),
    "nova.break.tokens": "At a break, tokens some cards leave go back (none in this deck).",
    "nova.break.workers": "At a break all association workers come back.",
    "nova.break.supply": "At a break the partner zoos and universities are refilled.",
    "nova.break.display": "At a break the two oldest display cards go and new ones come.",
    "nova.break.income": (
        "Break income: money for appeal, 1 from each kiosk per building it touches, first 4 "
        "map-edge bonuses again."
    ),
    "nova.break.empty": (
        "Beside a kiosk, empty standard enclosures pay nothing; empty special enclosures do pay."
    ),
    "nova.break.reset": "After a break the break token goes back to its start.",
    "nova.track.cp2": (
        "Reaching or passing 2 conservation points, you may upgrade a card or gain a worker."
    ),
    "nova.track.cp5_8": (
        "Reaching or passing 5 and 8 conservation points, you take 5 money or a bonus tile."
    ),
    "nova.track.cp10": "When anyone first reaches 10 conservation, everyone drops one final card.",
    "nova.end.trigger": (
        "The end comes when your counters meet: appeal plus the white number at conservation "
        "reaches 100."
    ),
    "nova.end.turn": "After the end is triggered on a turn, the others play one more turn.",
    "nova.end.break": "If the end is triggered at a break, everyone plays one more turn.",
    "nova.end.discard": "If nobody reached 10 conservation, everyone drops a final card now.",
    "nova.end.score": "At the end your final scoring card and end-of-game cards score.",
    "nova.end.total": (
        "Your score is your appeal plus the white number where your conservation counter stands."
    ),
    "nova.end.tie": "A tie goes to the most projects supported; after that, players share.",
}

#: Strategy for a first game (the player aid's "Playing well"): how points are made.
ADVICE = (
    "Appeal pays income at every break: raise it early.",
    "Conservation is worth 2, then 3 points a step: support projects your icons fit.",
    "Late in the game, turn money into points: animals and sponsors with appeal, projects "
    "and, with Association upgraded, donations.",
)


#: What each part of the evaluation (:func:`arkbook.ark_nova.evaluation.prospect_parts`) keeps
#: for later, as a review names the one where the hint's move gains most over the player's
#: (:func:`later`): a round-45 judge read the whole of :data:`EVALUATION` after every
#: suggestion.
LATER = {
    "money": "more money to spend",
    "income": "more income at each break",
    "hand": "more cards in hand your zoo can use (animals with a home ready count most)",
    "placing": "an animal paid for, about to move in",
    "enclosures": "more enclosure space for the animals to come",
    "free space": "more free building space",
    "upgrades": "an upgraded Action card (the Association most: its donations turn money into "
    "conservation)",
    "x-tokens": "more X-tokens",
    "reputation": "more reputation, below its cap",
    "workers": "more association workers free",
    "partners": "more partner zoos and universities",
    "projects": "a project you can support",
}
#: How many of the player's own next decisions a hint plays to finish a turn after its first
#: (and :func:`later` after each move it compares): upgraded Build at strength 5 may place four
#: buildings, a choice and a place each, nine decisions with the Action card. At five, a round-66
#: learner's hint stopped two buildings short of covering the map (+7 appeal) and advised a
#: reputation task for 3 points; the bench's hint times barely moved (median 0.014 s, the worst
#: 1.38 to 1.50 s, docs/measurements.md).
OWN_STEPS = 9


def later(game: Game, player: str, ours: Move, theirs: Move) -> str:
    """What the hint's move ``ours`` keeps for later over ``theirs``: the part of the
    evaluation where it gains most once each has finished the turn as the greedy bot would,
    or what the evaluation weighs, if no part gains. ``game`` is a world where what the
    player cannot see was reshuffled (:func:`arkbook.coach.hint.kept_for_later`)."""
    part = most_gained(_parts_after(game, player, ours), _parts_after(game, player, theirs))
    return LATER[part] if part else EVALUATION


def _parts_after(game: Game, player: str, move: Move) -> dict[str, float]:
    """The evaluation's parts for ``player`` once ``move`` and the rest of their turn are
    played in a copy of ``game`` (a card chosen alone changes nothing yet)."""
    world = game.clone()
    finish_turn(world, move, player, OWN_STEPS, value, look_ahead=False)
    nova: ArkNova = world  # type: ignore[assignment]
    return prospect_parts(nova, nova.s.players[nova.players.index(player)])


#: The verbs of the moves that start a turn: an Action card chosen, or the X-token action.
TURN_VERBS = ("action", "x-token")


def moment(game: Game, since: Sequence[Move]) -> str:
    """When a review's decision was made, in the deciding player's turns since ``since`` began:
    "Your turn 12". A turn is many decisions (a card, its X-tokens, a building and its space...),
    and a round-33 judge read "Your move 191 (move 397 of the game)" after a dozen turns of
    their own. Before their first turn, it was the setup (a round-45 judge read "Your turn 0"
    for the discard of two starting cards)."""
    player = game.to_move[0]
    starting = turn_starts(game, player)
    if not starting and not any(_begins_turn(m, player) for m in game.moves):
        return "At setup"
    turn = sum(_begins_turn(m, player) for m in since) + starting
    # A break's decisions come after a turn: a round-55 learner read a snap in a break's
    # income as a second decision of "Your turn 2".
    assert isinstance(game, ArkNova)
    return f"In the break after your turn {turn}" if in_break(game) else f"Your turn {turn}"


def _begins_turn(move: Move, player: str) -> bool:
    """Whether ``move`` is ``player`` starting a turn (:data:`TURN_VERBS`)."""
    return move.player == player and move.action_text().partition(" ")[0] in TURN_VERBS


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
    follows=follows,
    probes_for=probes,
    advice=ADVICE,
    moment=moment,
    later=later,
    own_steps=OWN_STEPS,
    guessed=guessed,
)
