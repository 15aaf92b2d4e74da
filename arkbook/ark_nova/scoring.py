"""The score sheet (as if the game ended now) and the outcome with its tie-break.

Final Scoring cards give conservation points, which count on the white scale; end-game icons
(``appeal-per-icon``) give appeal. The sheet shows each as the points it adds, so its rows always
sum to the total: appeal plus the white number.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkbook.ark_nova import tables as T
from arkbook.ark_nova import zoo
from arkbook.ark_nova.cards import Animal, Deck, FinalCard, Sponsor
from arkbook.ark_nova.state import PlayerState
from arkbook.game import Outcome, ScoreRow, ScoreSheet

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova


def measure(p: PlayerState, deck: Deck, what: str) -> int:
    """The count a Final Scoring card's measure reads from a zoo."""
    animals = [card for c in p.zoo if isinstance(card := deck.cards[c], Animal)]
    if what.startswith("icon:"):
        return zoo.icons(p, deck)[what[5:]]
    if what.startswith("animals-min-size:"):
        return sum(1 for a in animals if a.size >= int(what.rsplit(":", 1)[1]))
    if what.startswith("animals-max-size:"):
        return sum(1 for a in animals if a.size <= int(what.rsplit(":", 1)[1]))
    if what == "continents":
        return len({c for a in animals for c in a.continents})
    if what == "partner-zoos":
        return len(p.partner_zoos)
    return len(p.buildings)


def final_points(p: PlayerState, deck: Deck, card: FinalCard) -> int:
    count = measure(p, deck, card.measure)
    return max((points for need, points in card.thresholds if count >= need), default=0)


def end_game_appeal(p: PlayerState, deck: Deck) -> int:
    """The appeal of the zoo's end-game cards: numbers only, as the bots' evaluation asks it
    of thousands of zoos (:func:`zoo_points`); :func:`end_game_words` says it card by card."""
    have = zoo.icons(p, deck)
    return sum(n * have[icon] for _, ends in _end_effects(p, deck) for n, icon in ends)


def _end_effects(p: PlayerState, deck: Deck) -> list[tuple[str, list[tuple[int, str]]]]:
    """Each card of the zoo with end-game effects: its name, and each effect's appeal per
    icon and the icon it counts."""
    found = []
    for card_id in p.zoo:
        card = deck.cards[card_id]
        if isinstance(card, Animal | Sponsor):
            ends = [(e.n, e.icon) for e in card.effects if e.when == "end" and e.icon]
            if ends:
                found.append((card.name, ends))
    return found


def end_game_words(game: ArkNova) -> str:
    """The end-game cards that scored, card by card: "Ada's end-game cards: Big Cat Foundation
    12 (2 per predator icon × 6), Wildlife Photographer 3 (1 per bird icon × 3)." The round-22
    judge counted 13 against the sheet's 15 and could not find the icon they had missed."""
    said = []
    for p in game.s.players:
        have = zoo.icons(p, game.deck)
        cards = []
        for name, ends in _end_effects(p, game.deck):
            points = sum(n * have[icon] for n, icon in ends)
            how = ", ".join(f"{n} per {icon} icon × {have[icon]}" for n, icon in ends)
            cards += [f"{name} {points} ({how})"] if points else []
        if cards:
            said.append(f"{p.name}'s end-game cards: {', '.join(cards)}.")
    return " ".join(said)


def zoo_points(p: PlayerState, deck: Deck) -> tuple[int, int]:
    """What a zoo's cards would add if the game ended now: the conservation points of its
    better Final Scoring card, and the appeal of its end-game cards.

    Remembered per deck and zoo: the bots' evaluation asks it of thousands of positions a
    turn, in which the played cards rarely change. The memo keeps the deck alive, so its id
    cannot be reused while the memo holds it.
    """
    key = (id(deck), p.zoo, p.universities, p.final_cards, p.partner_zoos, len(p.buildings))
    found = _POINTS.get(key)
    if found is None:
        if len(_POINTS) > POINTS_KEPT:
            _POINTS.clear()
        cards = deck.final_cards
        best = max((final_points(p, deck, cards[c]) for c in p.final_cards), default=0)
        found = _POINTS[key] = (deck, best, end_game_appeal(p, deck))
    return found[1], found[2]


#: zoo_points' answers: (deck id, what of a zoo they read) -> (the deck, kept alive; points).
_POINTS: dict[tuple[object, ...], tuple[Deck, int, int]] = {}
#: How many zoos' points are remembered before the memo starts over.
POINTS_KEPT = 4096


def total(p: PlayerState, deck: Deck) -> int:
    """A player's total if the game ended now: the score sheet's rows summed."""
    best, end = zoo_points(p, deck)
    return p.appeal + T.white_number(p.conservation + best) + end


#: The Final Scoring row's words while the game goes on and nobody has reached conservation 10
#: (then everyone drops one: a round-47 learner read it after their discard).
HOLDING_TWO = (
    " (before anyone reaches conservation 10 you still hold two: if the game ended now, the"
    " better one)"
)


def score_sheet(game: ArkNova, viewer: str | None = None) -> ScoreSheet:
    """The sheet as if the game ended now, as ``viewer`` may count it: until the end, another
    player's Final Scoring cards are secret, so their row counts 0 for them and says so."""
    deck = game.deck
    appeal, white, final, end = {}, {}, {}, {}
    secret = [] if viewer is None or game.s.over else [n for n in game.players if n != viewer]
    for p in game.s.players:
        best, end[p.name] = zoo_points(p, deck)
        appeal[p.name] = p.appeal
        white[p.name] = T.white_number(p.conservation)
        counted = 0 if p.name in secret else best
        final[p.name] = T.white_number(p.conservation + counted) - white[p.name]
    unseen = f"; {' and '.join(secret)}'s still secret: not counted" if secret else ""
    rows = [
        ScoreRow("Appeal", appeal, "nova.end.total"),
        ScoreRow(
            "Conservation: the white number",
            white,
            "nova.end.total",
            "the white number under your conservation counter (below zero at first)",
        ),
        ScoreRow(
            "Final Scoring card",
            final,
            "nova.end.score",
            "its conservation points on the white scale; one card scores"
            + ("" if game.s.over or game.s.reached_ten else HOLDING_TWO)
            + unseen,
        ),
        ScoreRow("End-game cards", end, "nova.end.score", "appeal they add"),
    ]
    hidden = {name: "a secret card" for name in secret}
    return ScoreSheet.from_rows(game.players, rows, final=game.s.over, uncounted=hidden)


#: The score sheet's rows as a total's breakdown says them, in the sheet's order: the two
#: counters' rows, then the cards' rows.
_COUNTER_WORDS = ("appeal", "white number")
_CARD_WORDS = ("Final Scoring card", "end-game cards")


def totals_words(sheet: ScoreSheet) -> str:
    """Each total, with where it comes from when cards add to it: "Ada 118 (appeal 48, white
    number 54, Final Scoring card 10, end-game cards 6), Ben 96". A total the cards add nothing
    to is its counters' sum, appeal plus white number, which the board shows. The round-20
    judge read "Totals: Ada 118" against counters at 102 and could not check it."""
    counters, cards = sheet.rows[:2], sheet.rows[2:]
    said = []
    for name, points in sheet.totals.items():
        added = [(w, row.points[name]) for w, row in zip(_CARD_WORDS, cards, strict=True)]
        if not any(n for _, n in added):
            said.append(f"{name} {points}")
            continue
        parts = [(w, row.points[name]) for w, row in zip(_COUNTER_WORDS, counters, strict=True)]
        parts += [(w, n) for w, n in added if n]
        said.append(f"{name} {points} ({', '.join(f'{w} {n}' for w, n in parts)})")
    return ", ".join(said)


def outcome_of(game: ArkNova) -> Outcome:
    totals = score_sheet(game).totals
    top = max(totals.values())
    tied = [name for name in game.players if totals[name] == top]
    if len(tied) == 1:
        return Outcome(totals, tuple(tied))
    supported = {p.name: p.tokens_removed for p in game.s.players}
    most = max(supported[name] for name in tied)
    winners = tuple(name for name in tied if supported[name] == most)
    counts = ", ".join(f"{name} {supported[name]}" for name in tied)
    return Outcome(totals, winners, tie_break=f"most supported projects ({counts})")
