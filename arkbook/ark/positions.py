"""Build an Ark game in a chosen position, by naming the cards, checked on construction.

Scenario tests and the notebooks' worked examples need "the Elephant in port 1, the Skunk in
Ada's hand" without playing a whole game to get there. :func:`position` sets up a real game and
lays the named cards out as asked, after checking that a game could be in that position
(:class:`~arkbook.errors.InvalidPosition` names the field otherwise):

* every name is a card of the deck, and no card is in two places;
* a cabin holds 1 to 3 cards that may share it (climate, carnivores, provisions), and no rain
  card is anywhere but the supply;
* the bow is starboard weight minus port weight and lies within -2..2 (a ``bow`` given that
  disagrees with the cabins is refused, since the yellow disc is *derived* from them);
* discs, figures and rain cards are in range: 22 orange discs in the box, a half-disc figure
  never two to a card (two become 3 figures at once), 5 rain cards, pets only from the second
  rain card on, the endgame exactly when the fifth is drawn.

A scene may show fewer cabins, hands and supply cards than a real game (the rulebook's examples
do); a card it does not name is out of the game, except the rain cards still to come, which lie
at the bottom of the supply, so the fifth rain card can always end the game.

The scene is kept in the game's options (``options["position"]``, every default filled in), so
``to_json()`` loads back: :func:`arkbook.load` builds the same position, checked again, and
replays the moves from it. Undo works from the position on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arkbook import scene
from arkbook.ark import setup as prep
from arkbook.ark.cabins import BOW_LIMIT, CAPACITY, SIDE_NAMES, explain, mates_problem
from arkbook.ark.cards import KINDS, RAIN_KIND, Deck
from arkbook.ark.engine import ArkGame
from arkbook.ark.phases import ENDGAME, PET, PLAY, SECOND
from arkbook.errors import InvalidPosition
from arkbook.game import Event, JSONDict, Turn

Names = Sequence[str]
#: The phases a scene may start in; the others are the middle of a decision (a pick, a half
#: disc) that only a move can lead into. In ``pet`` the players without a pet choose theirs in
#: turn, from ``turn`` (the player who drew the second rain card) clockwise.
PHASES = (PLAY, SECOND, PET, ENDGAME)
#: The keys of a position in a save's options (the arguments of :func:`position`).
KEYS = (
    "port",
    "starboard",
    "hands",
    "display",
    "supply",
    "discs",
    "figures",
    "pets",
    "bow",
    "phase",
    "turn",
    "first",
    "rain_drawn",
)
RAIN_CARDS = 5


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
      the rain cards not yet drawn after the first half). Rain cards it leaves out and that are
      not yet drawn go at its bottom.
    - ``discs``: per player (default: as dealt at setup); ``figures``: per player, per kind,
      simple figures or (simple, half-disc figures).
    - ``bow``: starboard weight minus port weight; give it only to have it checked.
    - ``phase`` (``play``, ``second``, ``pet`` or ``endgame``)/``turn`` (a seat, 0 first): whose
      decision and which; ``first``: the cabin of the first card, when the phase is
      ``"second"``; ``rain_drawn``: rain cards already set aside (2 or more means pets were
      chosen; 5 means the endgame).

    Raises :class:`~arkbook.errors.InvalidPosition` naming the argument that no game could
    reach, e.g. ``bow`` or ``hands.Ada[1]``.
    """
    scene_data: dict[str, Any] = {
        "port": port,
        "starboard": starboard,
        "hands": hands,
        "display": display,
        "supply": supply,
        "discs": discs,
        "figures": figures,
        "pets": pets,
        "bow": bow,
        "phase": phase,
        "turn": turn,
        "first": first,
        "rain_drawn": rain_drawn,
    }
    return build(players, 0, deck, scene_data)


def build(
    players: Sequence[str],
    seed: int,
    deck: Deck | Mapping[str, Any] | Sequence[Any] | None,
    data: Any,
) -> ArkGame:
    """The position ``data`` (the arguments of :func:`position` as JSON), checked.

    This is what ``ark.new_game(..., position=...)`` and so :func:`arkbook.load` call.
    """
    data = scene.mapping(data, "position")
    scene.keys(data, "", KEYS)
    game = ArkGame(players, seed, deck)
    _Builder(game, data).lay_out()
    return game


class _Builder:
    """Reads a scene into a game, one field at a time, checking each as it goes."""

    def __init__(self, game: ArkGame, data: Mapping[str, Any]) -> None:
        self.game, self.data = game, data
        self.deck, self.players = game.deck, game.players
        self.places = scene.Places()

    def get(self, key: str, default: Any) -> Any:
        value = self.data.get(key)
        return default if value is None else value

    # ------------------------------------------------------------------ names and places
    def card(self, name: Any, field: str, *, rain: bool = False) -> int:
        """The id of a named card, placed at ``field``; rain only where ``rain`` is allowed."""
        deck = self.deck
        name = scene.text(name, field)
        found = deck.by_name.get(name)
        if found is None:
            near = deck.by_folded.get(name.casefold())
            hint = f" (did you mean {deck.names[near]!r}?)" if near is not None else ""
            raise InvalidPosition(field, f"the deck has no card named {name!r}{hint}")
        if deck.kind[found] == RAIN_KIND and not rain:
            raise InvalidPosition(field, f"{name} is a rain card; rain cards are only drawn")
        self.places.put(found, field, name)
        return found

    def cards(self, value: Any, field: str, most: int = scene.MAX_ITEMS) -> tuple[int, ...]:
        listed = scene.items(value, field, most)
        return tuple(self.card(name, f"{field}[{i}]") for i, name in enumerate(listed))

    def per_player(self, key: str) -> Mapping[str, Any]:
        found = scene.mapping(self.get(key, {}), key)
        for name in found:
            scene.player(name, f"{key}.{name}", self.players)
        return found

    # ------------------------------------------------------------------ the scene
    def lay_out(self) -> None:
        game, deck, players = self.game, self.deck, self.players
        n = len(players)
        rain_drawn = scene.whole(self.get("rain_drawn", 0), "rain_drawn", 0, RAIN_CARDS)
        game.sides = (self.side("port", 0), self.side("starboard", 1))
        game.bow = self.bow()
        hands = self.per_player("hands")
        game.hands = tuple(self.cards(hands.get(p, ()), f"hands.{p}") for p in players)
        game.pets = self.pets(rain_drawn)
        game.known = ((),) * n
        if self.data.get("display") is None:
            display = tuple(c for c in deck.play_ids if c not in self.places)
            game.display = display[: prep.DISPLAY_SIZE]
            for c in game.display:
                self.places.put(c, "display", deck.names[c])
        else:
            game.display = self.cards(self.data["display"], "display", prep.DISPLAY_SIZE)
        game.supply, game.rain = self.supply(rain_drawn)
        game.sp = 0
        game.discs, game.figs, game.disc_supply = self.discs_and_figures()
        game.removed = ()
        phase = scene.choice(self.get("phase", PLAY), "phase", PHASES)
        turn = scene.whole(self.get("turn", 0), "turn", 0, n - 1)
        if (phase == ENDGAME) != (rain_drawn == RAIN_CARDS):
            raise InvalidPosition(
                "phase",
                f"is {phase!r} with {rain_drawn} rain cards drawn: the endgame begins with the "
                "fifth rain card and only then",
            )
        if phase == PET and not 2 <= rain_drawn < RAIN_CARDS:
            raise InvalidPosition(
                "phase",
                f"is 'pet' with {rain_drawn} rain cards drawn: pets are chosen when the second "
                "rain card is drawn",
            )
        game.phase, game.turn, game.decider = phase, turn, turn
        game.first = self.first(phase)
        game.played = 0 if game.first is None else 1
        game.solo = game.need_pick = game.need_chimp = False
        game.pet_queue, game.pets_done = (), rain_drawn >= 2
        if phase == PET:
            clockwise = ((turn + i) % n for i in range(n))
            game.pet_queue = tuple(seat for seat in clockwise if game.pets[seat] == -1)
            if not game.pet_queue:
                raise InvalidPosition("pets", "every player has a pet, so nobody is left to choose")
            game.decider = game.pet_queue[0]
        game.end_triggered = game.endgame = rain_drawn >= RAIN_CARDS
        game.passed = (False,) * n
        game._options = None
        game._undo_stack = []
        game._history = [Turn(0, None, (Event("setup", "A position set up by hand.", None),))]
        game.options["position"] = self.resolved(rain_drawn)

    def side(self, key: str, s: int) -> tuple[tuple[int, ...], ...]:
        cabins = []
        for i, raw in enumerate(scene.items(self.get(key, ()), key)):
            field = f"{key}[{i}]"
            listed = scene.items(raw, field)
            if not 1 <= len(listed) <= CAPACITY:
                raise InvalidPosition(
                    field, f"a cabin holds 1 to {CAPACITY} cards, not {len(listed)}"
                )
            cabin = tuple(self.card(name, f"{field}[{j}]") for j, name in enumerate(listed))
            for j, card in enumerate(cabin):
                problem = mates_problem(self.deck, card, cabin[:j])
                if problem is not None:
                    rule, why = explain(self.deck, problem, s, i + 1, -1)
                    raise InvalidPosition(field, f"{why} [{rule}]")
            cabins.append(cabin)
        return tuple(cabins)

    def bow(self) -> int:
        weight = self.deck.weight
        port, starboard = (sum(weight[c] for cab in side for c in cab) for side in self.game.sides)
        derived = starboard - port
        weighs = f"the cabins weigh {port} on port and {starboard} on starboard"
        given = self.data.get("bow")
        if given is not None:
            scene.whole(given, "bow", -BOW_LIMIT, BOW_LIMIT)
            if given != derived:
                raise InvalidPosition(
                    "bow",
                    f"is {given}, but {weighs}: the bow is starboard weight minus port weight, "
                    f"{derived}",
                )
        if not -BOW_LIMIT <= derived <= BOW_LIMIT:
            raise InvalidPosition(
                "bow",
                f"{weighs}, so the yellow disc would be at {derived}, off the bow card, which "
                f"goes from -{BOW_LIMIT} to {BOW_LIMIT}: no card that tips it so far is ever "
                "played",
            )
        return derived

    def pets(self, rain_drawn: int) -> tuple[int, ...]:
        pets = self.per_player("pets")
        if pets and rain_drawn < 2:
            raise InvalidPosition(
                f"pets.{next(iter(pets))}",
                f"pets are set aside at the second rain card, and {rain_drawn} is drawn",
            )
        return tuple(self.card(pets[p], f"pets.{p}") if p in pets else -1 for p in self.players)

    def supply(self, rain_drawn: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The supply (top first) and the rain cards set aside, all 5 somewhere."""
        deck = self.deck
        given = self.data.get("supply")
        named: tuple[int, ...] = ()
        if given is not None:
            listed = scene.items(given, "supply")
            named = tuple(
                self.card(name, f"supply[{i}]", rain=True) for i, name in enumerate(listed)
            )
        left = [c for c in deck.rain_ids if c not in named]
        if len(left) < rain_drawn:
            raise InvalidPosition(
                "supply",
                f"names {RAIN_CARDS - len(left)} rain cards still to draw and {rain_drawn} are "
                f"drawn, but there are only {RAIN_CARDS}",
            )
        rain, to_come = tuple(left[:rain_drawn]), left[rain_drawn:]
        for c in rain:
            self.places.put(c, "rain_drawn", deck.names[c])
        for c in to_come:
            self.places.put(c, "supply", deck.names[c])
        if given is not None:
            return (*named, *to_come), rain
        rest = [c for c in deck.play_ids if c not in self.places]
        half = len(rest) // 2
        for c in rest:
            self.places.put(c, "supply", deck.names[c])
        return (*rest[:half], *to_come, *rest[half:]), rain

    def discs_and_figures(self) -> tuple[tuple[int, ...], tuple[int, ...], int]:
        players = self.players
        start = prep.deal_discs(len(players))
        given = self.per_player("discs")
        discs = tuple(
            scene.whole(given[p], f"discs.{p}", 0, prep.TOTAL_DISCS) if p in given else start[i]
            for i, p in enumerate(players)
        )
        figs = [0] * (len(players) * len(KINDS) * 2)
        for p, per_kind in self.per_player("figures").items():
            for kind, count in scene.mapping(per_kind, f"figures.{p}").items():
                field = f"figures.{p}.{kind}"
                scene.choice(kind, field, KINDS)
                simple, half = self.figure_count(count, field)
                at = (players.index(p) * len(KINDS) + KINDS.index(kind)) * 2
                figs[at], figs[at + 1] = simple, half
        used = sum(discs) + sum(figs[1::2])
        if used > prep.TOTAL_DISCS:
            raise InvalidPosition(
                "discs",
                f"the scene uses {used} orange discs (action discs and half-disc figures), but "
                f"the box holds {prep.TOTAL_DISCS}",
            )
        return discs, tuple(figs), prep.TOTAL_DISCS - used

    def figure_count(self, count: Any, field: str) -> tuple[int, int]:
        most = len(self.deck)
        if isinstance(count, int) and not isinstance(count, bool):
            return scene.whole(count, field, 0, most), 0
        pair = scene.items(count, field)
        if len(pair) != 2:
            raise InvalidPosition(field, "should be a count, or (simple, half-disc figures)")
        simple = scene.whole(pair[0], f"{field}[0]", 0, most)
        half = scene.whole(pair[1], f"{field}[1]", 0, 1)
        return simple, half

    def first(self, phase: str) -> tuple[int, int] | None:
        raw = self.data.get("first")
        if phase != SECOND:
            if raw is not None:
                raise InvalidPosition("first", f"names a first card, but the phase is {phase!r}")
            return None
        if raw is None:
            raise InvalidPosition("first", "the second card's phase needs the first card's cabin")
        pair = scene.items(raw, "first")
        if len(pair) != 2:
            raise InvalidPosition("first", "should be (side, slot), e.g. ('port', 2)")
        s = SIDE_NAMES.index(scene.choice(pair[0], "first[0]", SIDE_NAMES))
        cabins = self.game.sides[s]
        slot = scene.whole(pair[1], "first[1]", 1, max(1, len(cabins)))
        if slot > len(cabins):
            raise InvalidPosition("first[1]", f"{SIDE_NAMES[s]} has no cabin {slot}")
        return s, slot

    # ------------------------------------------------------------------ the saved form
    def resolved(self, rain_drawn: int) -> JSONDict:
        """The scene with every default filled in, JSON-ready: what a save carries."""
        game, names, players = self.game, self.deck.names, self.players

        def listed(ids: Sequence[int]) -> list[str]:
            return [names[c] for c in ids]

        figures: dict[str, dict[str, list[int]]] = {}
        for p, who in enumerate(players):
            for k, kind in enumerate(KINDS):
                at = (p * len(KINDS) + k) * 2
                if game.figs[at] or game.figs[at + 1]:
                    figures.setdefault(who, {})[kind] = [game.figs[at], game.figs[at + 1]]
        return {
            "port": [listed(cab) for cab in game.sides[0]],
            "starboard": [listed(cab) for cab in game.sides[1]],
            "hands": {p: listed(h) for p, h in zip(players, game.hands, strict=True)},
            "pets": {p: names[c] for p, c in zip(players, game.pets, strict=True) if c >= 0},
            "display": listed(game.display),
            "supply": listed(game.supply),
            "rain_drawn": rain_drawn,
            "discs": dict(zip(players, game.discs, strict=True)),
            "figures": figures,
            "bow": game.bow,
            "phase": game.phase,
            "turn": game.turn,
            "first": None if game.first is None else [SIDE_NAMES[game.first[0]], game.first[1]],
        }
