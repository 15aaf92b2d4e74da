"""Build an Ark game in a chosen position, by naming the cards: for tests and worked examples.

Scenario tests (and a notebook showing the rulebook's examples) need "the Elephant in port 1,
the Skunk in Ada's hand" without playing a whole game to get there. :func:`position` sets up a
real game and then lays the named cards out as asked. It enforces nothing itself: the rules are
only ever checked by the engine, on the moves played from the position.

Such a game has no moves behind it, so its save does not load back (``load`` replays moves from
the seed); undo works from the position on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from arkbook.ark import setup as prep
from arkbook.ark.cards import KINDS, Deck
from arkbook.ark.engine import ArkGame
from arkbook.ark.phases import PLAY
from arkbook.game import Event, Turn

Names = Sequence[str]


def position(
    players: Sequence[str] = ("Ada", "Ben", "Cy"),
    *,
    port: Sequence[Names] = (),
    starboard: Sequence[Names] = (),
    hands: Mapping[str, Names] | None = None,
    display: Names | None = None,
    supply: Names | None = None,
    discs: Mapping[str, int] | None = None,
    figures: Mapping[str, Mapping[str, int | tuple[int, int]]] | None = None,
    pets: Mapping[str, str] | None = None,
    bow: int | None = None,
    phase: str = PLAY,
    turn: int = 0,
    first: tuple[str, int] | None = None,
    rain_drawn: int = 0,
    deck: Deck | None = None,
) -> ArkGame:
    """A game with the named cards where asked; everything unnamed takes a plain default.

    - ``port``/``starboard``: the cabins of each side, from slot 1, as lists of card names.
    - ``hands``, ``pets``: per player; ``display``: the face-up cards (default: the first 3
      unused cards in deck order).
    - ``supply``: top first, rain cards by name (default: the unused cards in deck order, with
      the rain cards not yet drawn after the first half).
    - ``figures``: per player, per kind, simple figures or (simple, half-disc figures).
    - ``bow``: default starboard weight minus port weight.
    - ``phase``/``turn``: whose decision and which; ``first``: the cabin of the first card
      when the phase is ``"second"``; ``rain_drawn``: rain cards already set aside (2 or more
      means pets were chosen; 5 means the endgame).
    """
    game = ArkGame(players, 0, deck)
    d = game.deck
    n = len(players)
    used: set[int] = set()

    def ids(names: Names) -> tuple[int, ...]:
        out = tuple(d.by_name[name] for name in names)
        used.update(out)
        return out

    game.sides = (tuple(ids(c) for c in port), tuple(ids(c) for c in starboard))
    game.hands = tuple(ids((hands or {}).get(p, ())) for p in players)
    game.pets = tuple(ids([pets[p]])[0] if pets and p in pets else -1 for p in players)
    game.known = ((),) * n
    rain = list(d.rain_ids)
    game.rain = tuple(rain[:rain_drawn])
    used.update(game.rain)
    if display is None:
        game.display = tuple(c for c in d.play_ids if c not in used)[: prep.DISPLAY_SIZE]
        used.update(game.display)
    else:
        game.display = ids(display)
    if supply is None:
        rest = [c for c in d.play_ids if c not in used]
        half = len(rest) // 2
        game.supply = (*rest[:half], *rain[rain_drawn:], *rest[half:])
    else:
        game.supply = ids(supply)
    game.sp = 0
    weight = d.weight
    sums = [sum(weight[c] for cabin in side for c in cabin) for side in game.sides]
    game.bow = sums[1] - sums[0] if bow is None else bow
    start = prep.deal_discs(n)
    game.discs = tuple((discs or {}).get(p, start[i]) for i, p in enumerate(players))
    figs = [0] * (n * len(KINDS) * 2)
    for p, per_kind in (figures or {}).items():
        for kind, count in per_kind.items():
            simple, half_discs = count if isinstance(count, tuple) else (count, 0)
            at = (players.index(p) * len(KINDS) + KINDS.index(kind)) * 2
            figs[at], figs[at + 1] = simple, half_discs
    game.figs = tuple(figs)
    game.disc_supply = prep.TOTAL_DISCS - sum(game.discs) - sum(figs[1::2])
    game.removed = ()
    game.phase, game.turn, game.decider = phase, turn, turn
    game.first = None if first is None else (("port", "starboard").index(first[0]), first[1])
    game.played = 0 if first is None else 1
    game.solo = game.need_pick = game.need_chimp = False
    game.pet_queue, game.pets_done = (), rain_drawn >= 2
    game.end_triggered = game.endgame = rain_drawn >= 5
    game.passed = (False,) * n
    game._legal = None
    game._undo_stack = []
    game._history = [Turn(0, None, (Event("setup", "A position set up by hand.", None),))]
    return game
