"""What each player may see (``view``) and the worlds they cannot tell apart (``determinize``).

A view is a JSON-ready dict that a board renders as it is; a player's view hides the other
hands (counts only), the pets (face down: counts only, your own shown to you, all face up once
the game is over) and the supply order. ``determinize`` reshuffles exactly what a view hides,
for search bots; a conformance test checks that a player's view does not change when it does.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from arkbook.ark.cabins import SIDE_NAMES, cabin_label
from arkbook.ark.cards import KINDS, RAIN_KIND
from arkbook.ark.legality import half_disc_text, warning
from arkbook.ark.moves import EndTurn, HalfDisc, Pass, Pet, Pick, Play, Take
from arkbook.ark.phases import OVER, PET
from arkbook.ark.scoring import figures_left, pet_scores
from arkbook.errors import ArkbookError
from arkbook.game import JSONDict, Move

if TYPE_CHECKING:
    from arkbook.ark.engine import ArkGame

N_KINDS = len(KINDS)


def view(game: ArkGame, player: str | None = None, everything: bool = True) -> JSONDict:
    """What ``player`` may see (None: everything, or with ``everything=False`` only what every
    player sees: no hand, no pet before the end, no supply order), JSON-ready, for boards and
    bots.

    Keys: ``game``, ``players``, ``viewer``, ``phase`` (see :mod:`arkbook.ark.phases`),
    ``turn`` (whose turn), ``to_move``, ``prompt``; ``bow`` (-2 port .. +2 starboard);
    ``cabins`` (``port``/``starboard``: lists of ``{slot, label, cards}``, slot 1 first, each
    card with ``id, name, kind, climate, weight, diet, ability``); ``new_cabins`` (the two
    labels where a cabin may open); ``display`` (cards); ``supply`` (``count``; ``order`` of
    names only in the full view); ``rain`` (``drawn``, ``total``); ``scoring`` (kind -> player
    -> ``{figures, half}``); ``discs``, ``disc_supply``; ``hands`` (player -> cards, or None
    when hidden), ``hand_counts``, ``known_cards`` (cards everyone saw taken face up);
    ``figures_left`` (animal figures not yet placed, of 17); ``pets`` (player -> card, or None
    when hidden or none; all face up once the game is over, when each legal pet's figure is
    on its scoring card) and ``pet_counts``; ``pets_to_choose`` (who has still to choose a
    pet, in order, while the pets are chosen); ``removed``
    (driven out); ``endgame``, ``passed``; ``turn_state`` (``cards_played``,
    ``first_cabin``); and, for the player to move (or the full view), ``legal``: ``moves``
    (action texts) and ``targets`` (card name -> cabin labels it may go to, with
    "driving out X" for drive-outs), so a board highlights exactly what Python allows, and
    ``warnings`` (action text -> reason, for legal moves with a cost the player should know:
    an illegal pet, see :meth:`ArkGame.warning`).
    """
    if player is not None and player not in game._seat:
        raise ArkbookError(f"{player!r} is not playing; the players are {list(game.players)}")
    deck = game.deck
    card = deck.card_dict
    names = game.players
    seat = None if player is None else game._seat[player]
    everything = everything and seat is None

    def sees(p: int) -> bool:
        return everything or seat == p

    # "are turned face up at game end": then every view shows every pet.
    pets_seen_by = (lambda p: True) if game.phase == OVER else sees
    to_move = list(game._to_move())
    cabins = {
        SIDE_NAMES[s]: [
            {"slot": i + 1, "label": cabin_label(s, i + 1), "cards": [card(c) for c in cab]}
            for i, cab in enumerate(game.sides[s])
        ]
        for s in (0, 1)
    }
    scoring = {
        kind: {
            names[p]: {
                "figures": game.figs[(p * N_KINDS + k) * 2],
                "half": game.figs[(p * N_KINDS + k) * 2 + 1],
            }
            for p in range(len(names))
        }
        for k, kind in enumerate(KINDS)
    }
    supply: JSONDict = {"count": len(game.supply) - game.sp}
    if everything:
        supply["order"] = [deck.names[c] for c in game.supply[game.sp :]]
    view: JSONDict = {
        "game": game.game_name,
        "players": list(names),
        "viewer": player,
        "phase": game.phase,
        "turn": names[game.turn],
        "to_move": to_move,
        "prompt": game._prompt(),
        "bow": game.bow,
        "cabins": cabins,
        "new_cabins": [cabin_label(s, len(game.sides[s]) + 1) for s in (0, 1)],
        "display": [card(c) for c in game.display],
        "supply": supply,
        "rain": {"drawn": len(game.rain), "total": 5},
        "scoring": scoring,
        "figures_left": {names[p]: figures_left(game, p) for p in range(len(names))},
        "discs": dict(zip(names, game.discs, strict=True)),
        "disc_supply": game.disc_supply,
        "hands": {
            names[p]: [card(c) for c in h] if sees(p) else None for p, h in enumerate(game.hands)
        },
        "hand_counts": {names[p]: len(h) for p, h in enumerate(game.hands)},
        "known_cards": {names[p]: [card(c) for c in k] for p, k in enumerate(game.known)},
        "pets": {
            names[p]: (card(c) if c >= 0 else None) if pets_seen_by(p) else None
            for p, c in enumerate(game.pets)
        },
        "pet_counts": {names[p]: int(c >= 0) for p, c in enumerate(game.pets)},
        "pets_to_choose": [names[p] for p in game.pet_queue],
        "removed": [card(c) for c in game.removed],
        "endgame": game.endgame,
        "passed": [names[p] for p, done in enumerate(game.passed) if done],
        "turn_state": {
            "cards_played": game.played,
            "first_cabin": None if game.first is None else cabin_label(*game.first),
        },
    }
    if everything or (seat is not None and names[seat] in to_move):
        legal = game._legal_moves()
        targets: dict[str, list[str]] = {}
        for m in legal:
            if isinstance(m, Play):
                label = f"{m.side} {m.slot}"
                if m.victim is not None:
                    label += f" driving out {m.victim}"
                targets.setdefault(m.card, []).append(label)
        warnings = {}
        if game.phase == PET:
            for m in legal:
                found = warning(game, m)
                if found is not None:
                    warnings[m.action_text()] = found.reason
        view["legal"] = {
            "moves": [m.action_text() for m in legal],
            "targets": targets,
            "warnings": warnings,
        }
    return view


def move_words(game: ArkGame, move: Move) -> str:
    """A move told in plain words, e.g. "Ada plays the Rabbit into port 3": for a learner, who
    reads sentences, where the notation ("play Rabbit to port 3") is for code."""
    who = move.player
    if isinstance(move, Play):
        where = f"{move.side} {move.slot}"
        if move.slot > len(game.sides[SIDE_NAMES.index(move.side)]):
            # Who gets the disc: a round-62 learner, told only "-1 point on the action discs"
            # by the hint, opened cabin after cabin and their right neighbour won on discs.
            neighbour = game.players[game.right_neighbour(game._seat[who])]
            where = f"a new cabin at {where} (a disc to {neighbour})"
        text = f"{who} plays the {move.card} into {where}"
        return text + (f", driving out the {move.victim}" if move.victim else "")
    if isinstance(move, Take):
        return f"{who} takes the face-up {move.card}, then the top card of the supply"
    if isinstance(move, Pick):
        return f"{who} takes the face-up {move.card} for opening a new cabin"
    if isinstance(move, HalfDisc):
        return (
            f"{who} puts the half disc of {half_disc_text(game.deck)} under a figure on the "
            f"{move.kind} card"
        )
    if isinstance(move, EndTurn):
        return f"{who} ends the turn after one card"
    if isinstance(move, Pet):
        if move.card is None:
            return f"{who} chooses no pet"
        return f"{who} sets the {move.card} aside as a pet"
    if isinstance(move, Pass):
        return f"{who} passes for the rest of the endgame"
    return str(move)


def move_text(game: ArkGame, move: Move, viewer: str | None) -> str:
    """What ``viewer`` (None: everyone's view) may read of a move already played, for logs.

    A pet is set aside face down, so to the other players ``pet Rabbit`` reads ``pet (face
    down)`` until the game is over and the pets are turned face up. Every other move was made
    in the open.
    """
    if (
        isinstance(move, Pet)
        and move.card is not None
        and viewer not in (None, move.player)
        and game.phase != OVER
    ):
        return "pet (face down)"
    return move.action_text()


# ---------------------------------------------------------------- hidden information
def determinize(game: ArkGame, player: str, rng: random.Random) -> None:
    """Reshuffle the cards ``player`` cannot see: other hands and pets, and the supply.

    Counts stay, and so does what everyone knows: cards seen taken face up stay in their
    hands; before the first rain card is drawn its place (on top of the lower half) is
    known and the other four lie below it; after that, the remaining rain cards may be
    anywhere in the supply. A face-down pet is imagined as a card that would score, where
    the unseen cards hold one (:func:`_imagined_pet`).
    """
    p = game._seat[player]
    deck = game.deck
    rest = game.supply[game.sp :]
    pool = [c for c in rest if deck.kind[c] != RAIN_KIND]
    rain = [c for c in rest if deck.kind[c] == RAIN_KIND]
    hidden_pets = game.phase != OVER  # turned face up at the game's end
    for q, hand in enumerate(game.hands):
        if q != p:
            pool += [c for c in hand if c not in game.known[q]]
            if hidden_pets and game.pets[q] >= 0:
                pool.append(game.pets[q])
    rng.shuffle(pool)
    rng.shuffle(rain)
    hands, pets = list(game.hands), list(game.pets)
    for q, hand in enumerate(game.hands):
        if q != p:
            known = game.known[q]
            hands[q] = known + tuple(pool.pop() for _ in range(len(hand) - len(known)))
            if hidden_pets and pets[q] >= 0:
                pets[q] = _imagined_pet(game, pool)
    if not game.rain and rain:
        fixed = next(i for i, c in enumerate(rest) if deck.kind[c] == RAIN_KIND)
        spots = [fixed, *rng.sample(range(fixed + 1, len(rest)), len(rain) - 1)]
    else:
        spots = rng.sample(range(len(rest)), len(rain))
    at = dict(zip(spots, rain, strict=True))
    new_rest = tuple(at[i] if i in at else pool.pop() for i in range(len(rest)))
    game.hands, game.pets = tuple(hands), tuple(pets)
    game.supply = game.supply[: game.sp] + new_rest
    game._options = None


def _imagined_pet(game: ArkGame, pool: list[int]) -> int:
    """A card for another player's face-down pet, taken from the shuffled ``pool`` of unseen
    cards: the first that would score as a pet, if any. A player sets a pet aside to score
    it; dealt at random, a pet was mostly a card scoring nothing, and a round-65 learner who
    passed on the hint's word lost the useful card to Eve's Reindeer."""
    at = next((i for i in range(len(pool) - 1, -1, -1) if pet_scores(game, pool[i])), -1)
    return pool.pop(at)
