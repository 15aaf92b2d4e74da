"""Majorities on the scoring cards: 10 for the most figures, 6 for second, 2 for any other.

Figures are counted in *half units* (a simple figure is 2, a half-disc figure 3) so that the
Bronto's and Chimpanzee's 1.5 stay exact integers. Tied players share the points of the places
they span, averaged and rounded up: the rulebook's "2 tied first get 8 each" is (10+6)/2, so
ties are positional, and a player behind two tied leaders is third, not second (see
docs/rulings.md, Ark ruling 3).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from arkbook.ark.cards import KINDS, Deck
from arkbook.ark.phases import OVER
from arkbook.ark.setup import FIGURES_PER_PLAYER
from arkbook.game import Outcome, ScoreRow, ScoreSheet

if TYPE_CHECKING:
    from arkbook.ark.engine import ArkGame

PLACE_POINTS = (10, 6)
OTHER_POINTS = 2
#: "may only weigh 0, 1, or 2 (not 3 or 4)"
MAX_PET_WEIGHT = 2
N_KINDS = len(KINDS)
#: What a total leaves out while a player's pet lies face down ("Ada 26 + a face-down pet").
PET_LEFT_OUT = "a face-down pet"
#: evaluate(): the worth of a figure and of a hand card beyond the points they score now.
FIGURE_WEIGHT = 0.5
HAND_WEIGHT = 0.3


#: Who holds figures: a player's name, or a seat number in the bots' fast evaluation.
Holder = TypeVar("Holder", bound=Hashable)


@dataclass(frozen=True)
class Share(Generic[Holder]):
    """Players level on one scoring card and what they get: the places they span (0 is
    first), those places' points, and each player's share (their average, rounded up)."""

    players: tuple[Holder, ...]
    first_place: int
    spanned: tuple[int, ...]
    points: int


def majority_shares(figures: Mapping[Holder, float]) -> list[Share[Holder]]:
    """The players with a figure on one scoring card, grouped by rank, best first.

    Each group of tied players gets the points of the places it spans, averaged and rounded
    up; a lone player's group spans one place. Players without a figure are in no group.
    """
    ranked = sorted((p for p, n in figures.items() if n > 0), key=lambda p: -figures[p])
    shares: list[Share[Holder]] = []
    place = 0
    while place < len(ranked):
        value = figures[ranked[place]]
        tied = tuple(p for p in ranked[place:] if figures[p] == value)
        spanned = tuple(_place_points(place + i) for i in range(len(tied)))
        share = -(-sum(spanned) // len(tied))  # the average, rounded up
        shares.append(Share(tied, place, spanned, share))
        place += len(tied)
    return shares


def majority_points(figures: Mapping[Holder, float]) -> dict[Holder, int]:
    """Points per player on one scoring card, from each player's figures (any consistent unit).

    Players without a figure score 0; the others are ranked, and each group of tied players
    gets the points of the places it spans, averaged and rounded up.
    """
    points = dict.fromkeys(figures, 0)
    for share in majority_shares(figures):
        for p in share.players:
            points[p] = share.points
    return points


def _shaping_rules(game: ArkGame, kind: int, figures: Mapping[Holder, float]) -> tuple[str, ...]:
    """The rules besides the majority that decided this card's points: the tie rule, when tied
    players shared places' points, and the 1.5-figure rule, when a figure stands on a half disc
    (the Bronto's, the Chimpanzee's, or one driven out for)."""
    tied = any(len(share.players) > 1 for share in majority_shares(figures))
    half = any(game.figs[(p * N_KINDS + kind) * 2 + 1] for p in range(len(game.players)))
    return ("ark.score.ties",) * tied + ("ark.score.half",) * half


def _place_points(place: int) -> int:
    return PLACE_POINTS[place] if place < len(PLACE_POINTS) else OTHER_POINTS


def fewest_animals_in_hand(tied: Sequence[str], animals_in_hand: Mapping[str, int]) -> list[str]:
    """The tie-break: among the tied leaders, those with the fewest animal cards in hand."""
    fewest = min(animals_in_hand[p] for p in tied)
    return [p for p in tied if animals_in_hand[p] == fewest]


# --------------------------------------------------------------------- a game's score sheet
def figure_units(game: ArkGame, pets: Sequence[int]) -> list[list[int]]:
    """Figures per kind per player in half units (simple 2, half-disc 3), with ``pets``: a
    legal pet adds a figure only while its player has one left, as at the game's end (a
    round-57 hint counted the pet of a player whose last figures its move would place)."""
    n = len(game.players)
    figs = game.figs
    units = [
        [2 * figs[(p * N_KINDS + k) * 2] + 3 * figs[(p * N_KINDS + k) * 2 + 1] for p in range(n)]
        for k in range(N_KINDS)
    ]
    for p, pet in enumerate(pets):
        if pet >= 0 and pet_scores(game, pet) and figures_left(game, p):
            units[game.deck.kind[pet]][p] += 2
    return units


def pet_problems(deck: Deck, card: int) -> list[str]:
    """Why ``card`` is an illegal pet, in the rulebook's order (too heavy, "!", provision);
    empty for a legal pet. The game-end events and the pet-time warning both say these."""
    problems = []
    if deck.weight[card] > MAX_PET_WEIGHT:
        problems.append(f"it weighs {deck.weight[card]}, and a pet may weigh only 0, 1 or 2")
    if deck.ability[card]:
        problems.append('it has a special ability ("!"), and a pet may have none')
    if not deck.animal[card]:
        problems.append("it is a provision, and a pet is always an animal")
    return problems


def pet_scores(game: ArkGame, card: int) -> bool:
    """A legal pet: an animal of weight 0 to 2 without a "!" ability."""
    return not pet_problems(game.deck, card)


def figures_left(game: ArkGame, p: int) -> int:
    """Animal figures player ``p`` has not placed yet, of the 17 of a colour (ruling 12).

    A half-disc figure is one wooden figure on a disc, so it counts as one.
    """
    base = p * N_KINDS * 2
    return FIGURES_PER_PLAYER - sum(game.figs[base : base + N_KINDS * 2])


def score_sheet(game: ArkGame) -> ScoreSheet:
    """One row per scoring card (majorities), then the discs. Pets stay face down until the
    game is over; then the engine turns them over and their figures are on the cards."""
    over = game.phase == OVER
    units = figure_units(game, ())
    rows = []
    for k, kind in enumerate(KINDS):
        figures = dict(zip(game.players, units[k], strict=True))
        shown = ", ".join(f"{p} {_figures_text(u)}" for p, u in figures.items() if u)
        pets_note = "pets included" if over else "pets are added at the end"
        rows.append(
            ScoreRow(
                label=f"{kind.capitalize()} scoring card",
                points=majority_points(figures),
                rule="ark.score.majority",
                detail=f"figures: {shown or 'none'}; {pets_note}",
                shaped_by=_shaping_rules(game, k, figures),
            )
        )
    rows.append(
        ScoreRow(
            label="Action discs",
            points=dict(zip(game.players, game.discs, strict=True)),
            rule="ark.score.discs",
            detail="1 point per action disc",
        )
    )
    # Each face-down pet is told beside its player's total, as a board reads: a round-76
    # learner read "Score if the game ended now" in the endgame, and the pets then moved it.
    pets = () if over else zip(game.players, game.pets, strict=True)
    face_down = {name: PET_LEFT_OUT for name, pet in pets if pet >= 0}
    return ScoreSheet.from_rows(game.players, rows, final=over, uncounted=face_down)


def outcome(game: ArkGame) -> Outcome | None:
    """The final scores and winners, with the tie-break by animal cards in hand."""
    if game.phase != OVER:
        return None
    totals = score_sheet(game).totals
    best = max(totals.values())
    leaders = [p for p in game.players if totals[p] == best]
    if len(leaders) == 1:
        return Outcome(totals, tuple(leaders))
    in_hand = {p: animals_in_hand(game, p) for p in leaders}
    winners = fewest_animals_in_hand(leaders, in_hand)
    counts = ", ".join(f"{p} {in_hand[p]}" for p in leaders)
    return Outcome(
        totals,
        tuple(winners),
        f"tied on {best} points; fewest animal cards in hand wins ({counts})",
    )


def animals_in_hand(game: ArkGame, player: str) -> int:
    """Animal cards (not provisions) in a player's hand: the tie-break counts these."""
    animal = game.deck.animal
    return sum(1 for c in game.hands[game._seat[player]] if animal[c])


def evaluate(game: ArkGame, player: str, every_pet: bool = False) -> float:
    """How good the position looks for ``player``, for the greedy and search bots.

    The score if the game ended now (counting only this player's own pet, the one they
    know) as a lead over the best opponent, plus small terms for what majorities miss: each
    figure (a future tie-breaker between steps of 10/6/2) and each card in hand (a future
    figure). The weights were tuned on greedy-against-random games.

    ``every_pet`` counts the other players' face-down pets too: the coach rates moves only in
    worlds where those were dealt afresh from the cards the player cannot see, so it counts
    a guess, never a peek (an endgame review told a learner to pass rather than play the
    Chicken that, once the pets were turned up, won them the useful card).
    """
    return sum(evaluation_parts(game, player, every_pet).values())


def evaluation_parts(game: ArkGame, player: str, every_pet: bool = False) -> dict[str, float]:
    """:func:`evaluate`'s parts: ``"lead"`` (with the pets it counts), ``"figures"`` and
    ``"hand"`` (the small terms), for the coach to say which of them a move gains on."""
    p = game._seat[player]
    own = game.pets if game.phase != OVER else ()  # once over, the pets' figures are placed
    pets = [pet if q == p or every_pet else -1 for q, pet in enumerate(own)]
    units = figure_units(game, pets)
    totals = [float(d) for d in game.discs]
    for k in range(N_KINDS):
        for q, pts in majority_points(dict(enumerate(units[k]))).items():
            totals[q] += pts
    best_other = max(t for q, t in enumerate(totals) if q != p)
    figures = sum(u[p] for u in units) / 2
    return {
        "lead": totals[p] - best_other,
        "figures": FIGURE_WEIGHT * figures,
        "hand": HAND_WEIGHT * _playable(game, p),
    }


def _playable(game: ArkGame, p: int) -> int:
    """The cards in a hand that may still become figures: after the fifth rain card neither a
    slow animal nor a provision may be played, and once the game is over nothing may. A
    round-55 hint offered the slow Crocodile, whose take drew the fifth rain card, as "+1
    card in hand" beside an Elephant the endgame could still play. A player who has passed
    plays nothing more: a round-77 hint kept a hand of four useful animals worth as much after
    a pass as before it, and so rated the pass above every animal."""
    if game.phase == OVER or game.passed[p]:
        return 0
    hand = game.hands[p]
    if not game.end_triggered:
        return len(hand)
    return sum(not game.deck.alone[c] for c in hand)


def _figures_text(units: int) -> str:
    return str(units // 2) if units % 2 == 0 else f"{units / 2:g}"
