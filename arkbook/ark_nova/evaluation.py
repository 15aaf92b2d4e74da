"""How good a position looks to a player, for the bots and the coach's hint.

The lead in points "if the game ended now" decides, but one turn rarely scores: the Build
action costs money and scores nothing until an animal moves in, and association work pays only
when a project is supported. So the evaluation also counts what a zoo has built toward later
points, each at a small worth in points:

* money, worth less with every coin: a zoo that hoards money stalls (its appeal grows no
  income it spends), one that spends it on animals, buildings and sponsors ends the game;
* the income of a break (from appeal and kiosks), which an animal's appeal raises for the
  rest of the game;
* the animals in hand, by their appeal, more when the zoo can host them already: building an
  enclosure that an animal in hand fits is how a zoo prepares its next Animals action; and
  nothing once no home for them fits on the map any more;
* a sponsor in hand, by the points its play would add (its appeal and conservation, and its
  end-game appeal for the icons the zoo has), at the share of an animal ready to play;
* an animal paid for, whose enclosure is still to choose, as placed (its appeal);
* standard enclosure spaces (one chosen and paid for but not yet placed included), the spaces
  still free to build on (a map filled with pavilions hosts no animal), upgraded Action cards
  (the Association most, below), X-tokens, reputation below its cap, free association
  workers, partner zoos and universities, and the best project the zoo could support now.

The next break's income counts as money already, as far as the Break token has come: it comes
to every zoo whoever triggers the break. A break already triggered (the token at its end) is
counted as it will end: the cards in hand past the hand limit are worth nothing, since everyone
discards down to it. The hint finishes a turn before rating it, but its look-ahead may stop
before the break is over (at a discard of another player, or after its last step): a Cards
action just before a break looked like cards gained, and the income once paid like money
gained, when the learner who followed it had to discard the cards (a learner-judge's report).

Every one of these is worth something only while it can still be used. Reputation counts up
to its cap: 9 before the Cards action is upgraded, where a gain does nothing (``has_no_effect``)
and no bot takes the reputation task while another task does something; 15 after, where each
further step is 1 appeal, a real point, so the task is taken there when nothing better is.

Money past 40 counts nothing, so a zoo spends it on whatever it can buy. Once its map is full
(the teaching deck's 42 spaces fill in about 40 turns) an animal has no home, and the one thing
money still buys is conservation, by a donation after an Association task, which only the
upgraded Association allows. So that upgrade is worth the most: with every upgrade worth
alike, the bots upgraded Build and Cards, and a game of hints ended with 213 money (the zoo
took the reputation task at 15, for 2 appeal, turn after turn).

The worths are rough, set by how they play (``python -m arkbook.tournament ark_nova``), and
cheap to compute: the bots ask for thousands per turn.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import TYPE_CHECKING

from arkbook.ark_nova import board, flow, scoring, zoo
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.cards import Animal, Project, Sponsor
from arkbook.ark_nova.state import PlayerState

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova

#: Money is worth this much a coin up to the first bound, then the second up to the next;
#: coins past it buy nothing a turn can spend, and are worth nothing.
MONEY_WORTH = ((15, 0.1), (40, 0.04))
#: Of an animal's appeal while it is in hand: with a home and its conditions met, or without.
ANIMAL_READY = 0.3
ANIMAL_LATER = 0.1
#: A project card in hand, or a sponsor that adds no points when played (its money or cards).
OTHER_CARD = 0.2
#: Of a sponsor's points while it is in hand: what playing it adds at once (appeal, and
#: conservation at :data:`CONSERVATION_APPEAL` a point) and at the end for the icons the zoo
#: has now; as an animal ready to play, since a sponsor needs no home. At a flat
#: :data:`OTHER_CARD`, a review told a learner to snap an animal instead of the Science
#: Museum (5 appeal and 1 conservation), which then won them the game. Greedy bots at 0.3
#: beat greedy bots at the flat worth in 78 of 100 games (docs/measurements.md).
SPONSOR_SHARE = ANIMAL_READY
#: A conservation point in appeal, as the white scale gives it below 10 (2 a point).
CONSERVATION_APPEAL = 2
#: Cards in hand past this count are discarded at the next break anyway.
HAND_USEFUL = 6
ENCLOSURE_SPACE = 0.6
#: A space of the map still free to build on: a map filled with pavilions hosts no animal.
FREE_SPACE = 0.4
#: An upgraded Action card, and the upgraded Association's extra: its donation after each
#: task is what money still buys once the map is full (the teaching deck's map fills in about
#: 40 turns, and a zoo's income keeps coming), and it does several tasks an action.
UPGRADE = 1.5
UPGRADE_EXTRA: dict[str, float] = {"association": 1.5}
X_TOKEN = 0.3
REPUTATION = 0.3
WORKER = 0.4
PARTNER = 0.6
#: Per coin of income at a break (appeal and kiosks): appeal pays again at every break, so
#: an animal is worth more than a donation of the same points.
INCOME = 0.15
#: Per conservation point of the best project the zoo could support now.
PROJECT_READY = 1.0


def evaluate(game: ArkNova, player: str) -> float:
    """The points lead plus the worth of what the zoo has built toward later points."""
    p = game.s.players[game.players.index(player)]
    lead = scoring.total(p, game.deck) - max(
        scoring.total(other, game.deck) for other in game.s.players if other is not p
    )
    if game.s.over:
        return float(lead)
    return lead + prospects(game, p)


def prospects(game: ArkNova, p: PlayerState) -> float:
    """What the zoo has toward later points, in points (see the module's docstring)."""
    return sum(prospect_parts(game, p).values())


def prospect_parts(game: ArkNova, p: PlayerState) -> dict[str, float]:
    """:func:`prospects` part by part, each named by what it counts: a review names the part
    where the hint's move gains most over the player's, not the whole list."""
    paid = paid_enclosure(game, p)
    kinds = [b.kind for b in p.buildings] + ([paid] if paid else [])
    spaces = sum(zoo.building_size(kind) for kind in kinds if kind in board.STANDARD)
    income = sum(flow.break_money(game, p))
    return {
        "money": money_worth(p.money + income * income_share(game, p)),
        "income": INCOME * income,
        "hand": hand_worth(game, p, paid),
        "placing": placing_worth(game, p),
        "enclosures": ENCLOSURE_SPACE * spaces,
        "free space": FREE_SPACE * max(0, land_spaces() - len(p.occupied_hexes)),
        "upgrades": sum(UPGRADE + UPGRADE_EXTRA.get(card, 0.0) for card in p.upgraded),
        "x-tokens": X_TOKEN * p.x_tokens,
        "reputation": REPUTATION * min(p.reputation, reputation_cap(p)),
        "workers": WORKER * max(0, p.workers - sum(p.placed.values())),
        "partners": PARTNER * (len(p.partner_zoos) + len(p.universities)),
        "projects": PROJECT_READY * project_ready(game, p),
    }


def income_share(game: ArkNova, p: PlayerState) -> float:
    """How much of the next break's income counts as money already: the share of the Break
    token's way to its end, all of it once the break is triggered until the zoo's income
    step pays it, nothing just after. Every zoo is paid whoever triggers the break, and it
    comes soon whatever the player does, so pushing the token to the end gains little (the
    X-token), while the cards past the hand limit are lost (:func:`hand_kept`); counted only
    once paid, the income made triggering a break look like a gift of money."""
    s = game.s
    if not s.break_pending:
        return (s.break_pos - s.break_start) / max(1, s.break_length - s.break_start)
    if not flow.in_break(game):
        return 1.0  # the turn goes on; the break follows it
    seat = game.players.index(p.name)
    units = {(unit, at) for unit, at, _ in s.stack}
    due = any(unit == "@income" for unit, _ in units) or ("@income_for", seat) in units
    return 1.0 if due else 0.0


def hand_kept(game: ArkNova, p: PlayerState) -> int:
    """How many cards in hand count: :data:`HAND_USEFUL`, or the hand limit once a break is
    triggered (everyone discards down to it before anyone plays again)."""
    if game.s.break_pending:
        return min(HAND_USEFUL, flow.hand_limit(game, game.players.index(p.name)))
    return HAND_USEFUL


@cache
def land_spaces() -> int:
    """The spaces of the zoo map that can be built on (the same for every zoo)."""
    return len(board.map_a().land)


def money_worth(money: float) -> float:
    """What ``money`` is worth in points: :data:`MONEY_WORTH` a coin, band by band."""
    worth, below = 0.0, 0
    for bound, per_coin in MONEY_WORTH:
        worth += per_coin * max(0, min(money, bound) - below)
        below = bound
    return worth


def reputation_cap(p: PlayerState) -> int:
    """The highest reputation that still counts: 9 before the Cards action is upgraded."""
    return T.MAX_REPUTATION if p.side("cards") == 2 else T.REPUTATION_CAP_SIDE_I


def reputation_capped(p: PlayerState) -> bool:
    """Whether a reputation gain would change nothing: at 9 before the Cards action is
    upgraded (past 15 a step turns into appeal, which is something)."""
    return p.side("cards") == 1 and p.reputation >= T.REPUTATION_CAP_SIDE_I


def paid_enclosure(game: ArkNova, p: PlayerState) -> str | None:
    """The standard enclosure the player has chosen and paid for but not yet placed: the
    choice of what to build is worth what the building will be (an elephant's home)."""
    if not game.s.stack:
        return None
    unit, seat, args = game.s.stack[-1]
    if unit != "place" or game.s.players[seat] is not p or not args:
        return None
    return args[0] if args[0] in board.STANDARD else None


def placing_worth(game: ArkNova, p: PlayerState) -> float:
    """An animal played and paid for, whose enclosure is the next decision, counts as
    placed: its appeal, and the income that appeal adds. Between paying and placing it was
    worth nothing (out of hand, not yet in the zoo), so a look-ahead that stopped there saw
    the Animals action's second animal as money lost and ended the action after the first."""
    if not game.s.stack:
        return 0.0
    unit, seat, args = game.s.stack[-1]
    if unit != "enclosure" or game.s.players[seat] is not p or not args:
        return 0.0
    animal = game.deck.cards[args[0]]
    if not isinstance(animal, Animal):
        return 0.0
    more = T.appeal_income(p.appeal + animal.appeal) - T.appeal_income(p.appeal)
    return animal.appeal + INCOME * more


def hand_worth(game: ArkNova, p: PlayerState, paid: str | None = None) -> float:
    """The cards in hand, the best :data:`HAND_USEFUL` of them (or the hand limit at a
    break, :func:`hand_kept`): an animal by its appeal, more if the zoo hosts it now, nothing
    if the zoo has no space left to build it a home. One empty enclosure hosts one animal:
    the animals are given the free rooms best appeal first, so that five animals waiting for
    the same enclosure are not all counted as ready (then playing one would look like losing
    the other four); those without a room are given the free spaces of the map the same way,
    if a home for them still fits (:func:`_space_for`). So a zoo that scatters pavilions and
    small enclosures over its map sees the big animals in its hand lose their worth, instead
    of ending the game with money and no home for them; and one whose map takes them no more
    discards them for cards it can play.
    ``paid``: a standard enclosure chosen and paid for, not yet placed, counts as a room."""
    rooms = list(zoo.open_rooms(p).rooms)
    if paid:  # where it will stand decides its water and rock: counted without
        rooms.append((paid, zoo.building_size(paid), 0, 0))
    free = max(0, land_spaces() - len(p.occupied_hexes))
    animals: list[Animal] = []
    worths = []
    for card_id in p.hand:
        card = game.deck.cards[card_id]
        if isinstance(card, Animal):
            animals.append(card)
        elif isinstance(card, Sponsor):
            worths.append(max(OTHER_CARD, SPONSOR_SHARE * sponsor_points(card, p, game)))
        else:
            worths.append(OTHER_CARD)
    for animal in sorted(animals, key=lambda a: -a.appeal):
        room = _room_for(rooms, animal, p, game)
        if room is not None:
            rooms.remove(room)
            worths.append(animal.appeal * ANIMAL_READY)
            continue
        space = _space_for(animal, p, free)
        free -= space or 0
        worths.append(animal.appeal * ANIMAL_LATER if space is not None else 0.0)
    return sum(sorted(worths, reverse=True)[: hand_kept(game, p)])


def sponsor_points(card: Sponsor, p: PlayerState, game: ArkNova) -> int:
    """The points a sponsor would add if played: its appeal and conservation at once, and its
    end-game appeal for the icons the zoo has now."""
    have = zoo.icons(p, game.deck)
    points = 0
    for effect in card.effects:
        if effect.when == "now" and effect.do == "appeal":
            points += effect.n
        elif effect.when == "now" and effect.do == "conservation":
            points += CONSERVATION_APPEAL * effect.n
        elif effect.do == "appeal-per-icon" and effect.icon:
            points += effect.n * have[effect.icon]
    return points


def _space_for(animal: Animal, p: PlayerState, free: int) -> int | None:
    """The spaces of the map a home for ``animal`` would take, if the map can still take one
    (:func:`_home_fits`) and ``free`` spaces are left for it, else None."""
    need = zoo.building_size("petting-zoo") if animal.house == "petting-zoo" else animal.size
    return need if free >= need and _home_fits(animal, p) else None


def _home_fits(animal: Animal, p: PlayerState) -> bool:
    """Whether a home for ``animal`` still fits on the zoo's map: a standard enclosure of its
    size or bigger, or, for a petting zoo animal, the Petting Zoo a zoo builds once. Small
    buildings scattered over the map leave room for no big enclosure; the water and rock
    beside it are not counted."""
    if animal.house == "petting-zoo":
        built = any(b.kind == "petting-zoo" for b in p.buildings)
        kinds: tuple[str, ...] = () if built else ("petting-zoo",)
    else:
        kinds = board.STANDARD[animal.size - 1 :]
    occupied, side = p.occupied_hexes, p.side("build")
    return any(zoo.fits_somewhere(kind, occupied, side, ()) for kind in kinds)


def _room_for(
    rooms: list[zoo.Room], animal: Animal, p: PlayerState, game: ArkNova
) -> zoo.Room | None:
    """A free room that takes ``animal``, if its conditions are met."""
    if zoo.unmet(p, animal.requires, game.deck) is not None:
        return None
    return next((room for room in rooms if zoo.room_takes(room, animal)), None)


def project_ready(game: ArkNova, p: PlayerState) -> int:
    """The conservation points of the best support the zoo could make now: a condition with
    no token whose icons the zoo has, of a project in play or in hand not yet supported."""
    if not zoo.token_left(p.tokens_removed):
        return 0
    cards = game.deck.cards
    icons: Counter[str] = zoo.icons(p, game.deck)
    candidates = [(s.card, s.tokens) for s in game.s.projects if p.name not in s.tokens]
    candidates += [(card, (None, None, None)) for card in p.hand]
    best = 0
    for card, tokens in candidates:
        project = cards.get(card)
        if not isinstance(project, Project):
            continue
        for (need, points), token in zip(project.levels, tokens, strict=False):
            if token is None and icons[project.icon] >= need:
                best = max(best, points)
    return best
