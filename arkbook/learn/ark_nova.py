"""Ark Nova's scenes: the learn-to-play lesson's guided positions, and practice positions."""

from __future__ import annotations

from collections.abc import Mapping

from arkbook.ark_nova import new_game
from arkbook.ark_nova.position import position as nova_position
from arkbook.ark_nova.view import counter_totals, turn_starts
from arkbook.bots import GreedyBot
from arkbook.errors import ArkbookError
from arkbook.game import Game
from arkbook.learn.scene import Scene

#: Ben's hand in the Ark Nova scenes: three cards, so a break asks him for no discard.
_NOVA_BEN = {"hand": ["A34", "A37", "S02"]}
#: Ada's zoo after the first scenes: the pavilion of the Build scene, the Plains Zebra and the
#: Meerkat of the Animals scene (both from Africa), and a kiosk.
_NOVA_ZOO = [
    {"kind": "enclosure-3", "at": "start", "animals": ["A03"]},
    {"kind": "enclosure-1", "at": "2,7 r0", "animals": ["A04"]},
    {"kind": "pavilion", "at": "2,9 r0"},
    {"kind": "kiosk", "at": "1,6 r0"},
]
#: What that zoo gave her: 1 appeal for the pavilion, 3 for the Zebra and 2 for the Meerkat,
#: and the Meerkat's 1 reputation.
_NOVA_GAINED = {"appeal": 6, "reputation": 1}
#: What reaching conservation 2 gave a zoo past it: a worker (or an upgrade; a round-49 judge
#: read a practice at conservation 7 with one worker and no upgrade as impossible).
_CONSERVATION_2 = {"workers": 2}


def _nova(ada: Mapping[str, object], table: Mapping[str, object] | None = None) -> Game:
    """Ada (her fields ``ada``) against Ben at the start of Ada's turn, with the shared
    ``table`` fields (the Break token, the projects)."""
    players = {"Ada": ada, "Ben": _NOVA_BEN}
    return nova_position(["Ada", "Ben"], {"current": "Ada", **(table or {}), "players": players})


def _nova_build() -> Game:
    row = ["animals", "association", "build", "cards", "sponsors"]
    return _nova({"row": row, "hand": ["A03", "A30", "P08"]})


def _nova_animals() -> Game:
    row = ["build", "cards", "association", "sponsors", "animals"]
    buildings = [{"kind": "enclosure-3", "at": "start"}, {"kind": "enclosure-1", "at": "2,7 r0"}]
    return _nova({"row": row, "hand": ["A03", "A04", "P08"], "buildings": buildings})


def _nova_sponsors() -> Game:
    row = ["animals", "sponsors", "build", "cards", "association"]
    return _nova({"row": row, "hand": ["S06", "A25", "P08"], "x_tokens": 1, "appeal": 2})


def _nova_break() -> Game:
    """Cards triggers the break. Ada has 1 money: with 12 a size-3 enclosure rated better once
    the hint saw that income comes to every zoo whoever triggers the break, and with 2 a
    pavilion on a bonus that snaps the Night Safari did once each step of the hint's line
    looked a decision ahead; either way the scene's Hint sent the learner away from the break
    it teaches."""
    row = ["association", "sponsors", "build", "cards", "animals"]
    ada = {"row": row, "hand": ["A25"], "money": 1, "zoo": ["A03", "A04"], **_NOVA_GAINED}
    return _nova({**ada, "buildings": _NOVA_ZOO}, {"break": 8})


def _nova_project() -> Game:
    row = ["animals", "sponsors", "build", "cards", "association"]
    ada = {"row": row, "hand": ["A25", "S06"], "zoo": ["A03", "A04"], "buildings": _NOVA_ZOO}
    ada.update(_NOVA_GAINED)
    projects = [
        {"card": "P01", "tokens": ["block", None, None]},
        {"card": "P03", "tokens": [None, "block", None]},
        {"card": "P02", "tokens": [None, None, "block"]},
    ]
    return _nova(ada, {"projects": projects})


ARK_NOVA: dict[str, Scene] = {
    "build, and the strength of a slot": Scene(
        _nova_build,
        plays=("Ada: action build", "Ada: build pavilion", "Ada: at 2,9 r0"),
        tries=((0, "Ada: action animals"), (1, "Ada: build enclosure-4")),
        rules=(
            "nova.turn.no_nothing",
            "nova.turn.strength",
            "nova.build.size",
            "nova.build.pavilion",
            "nova.build.bonus",
            "nova.turn.slide",
        ),
    ),
    "animals": Scene(
        _nova_animals,
        plays=(
            "Ada: action animals",
            "Ada: play Plains Zebra",
            "Ada: enclosure 1",
            "Ada: play Meerkat",
            "Ada: enclosure 2",
        ),
        tries=(),
        rules=("nova.animals.cost", "nova.animals.enclosure", "nova.animals.appeal"),
    ),
    "sponsors and an x-token": Scene(
        _nova_sponsors,
        plays=("Ada: action sponsors", "Ada: spend 1", "Ada: sponsor Night Safari"),
        tries=(),
        rules=("nova.turn.x_tokens", "nova.sponsors.one"),
    ),
    "cards and a break": Scene(
        _nova_break,
        plays=("Ada: action cards", "Ada: draw"),
        tries=(),
        rules=("nova.cards.break", "nova.break.trigger", "nova.break.income"),
    ),
    "association and a project": Scene(
        _nova_project,
        plays=("Ada: action association", "Ada: task project", "Ada: support Savanna Protection 3"),
        tries=(),
        rules=("nova.association.one_task", "nova.association.condition", "nova.association.token"),
    ),
}


def _nova_petting_zoo() -> Game:
    """Two pets, an empty size-3 enclosure and a Petting Zoo: the pets fit only the zoo."""
    row = ["cards", "sponsors", "build", "association", "animals"]
    buildings = [{"kind": "enclosure-3", "at": "start"}, {"kind": "petting-zoo", "at": "1,6 r0"}]
    return _nova({"row": row, "hand": ["A15", "A38", "A25"], "buildings": buildings})


def _nova_reptile_house() -> Game:
    """Build upgraded, and a Frilled Lizard in a size-1 enclosure that may move house."""
    row = ["cards", "sponsors", "animals", "association", "build"]
    buildings = [
        {"kind": "enclosure-3", "at": "start", "animals": ["A03"]},
        {"kind": "enclosure-1", "at": "0,7 r0", "animals": ["A31"]},
    ]
    ada = {"row": row, "upgraded": ["build"], "hand": ["A22"], "buildings": buildings}
    return _nova({**ada, "money": 14, "appeal": 5})


def _nova_five_x_tokens() -> Game:
    """Five X-tokens, the most a player holds, and Cards weak in slot 1."""
    row = ["cards", "sponsors", "build", "association", "animals"]
    return _nova({"row": row, "x_tokens": 5, "hand": ["S07"]})


def _nova_sponsor_money() -> Game:
    """No sponsor she can play, the Break token 3 steps from the end, and a kiosk beside an
    empty standard enclosure (pays nothing) and an empty Petting Zoo (pays)."""
    row = ["cards", "build", "association", "sponsors", "animals"]
    buildings = [
        {"kind": "enclosure-3", "at": "start"},
        {"kind": "kiosk", "at": "1,6 r0"},
        {"kind": "petting-zoo", "at": "2,5 r0"},
    ]
    ada = {"row": row, "hand": ["S07"], "money": 1, "appeal": 6, "buildings": buildings}
    return _nova(ada, {"break": 6})


def _nova_partner_zoo() -> Game:
    """An Asia partner zoo: the Tiger's condition and its discount; the Panda's unmet."""
    row = ["cards", "sponsors", "build", "association", "animals"]
    buildings = [{"kind": "enclosure-3", "at": "start"}, {"kind": "enclosure-5", "at": "2,5 r0"}]
    ada = {"row": row, "hand": ["A17", "A18"], "partner_zoos": ["asia"], "money": 20}
    return _nova({**ada, "buildings": buildings})


def _nova_display() -> Game:
    """Animals upgraded at strength 5, reputation 3: the Giant Panda in folder 3 is one folder
    out of reach until the side-II reputation step."""
    row = ["sponsors", "cards", "build", "association", "animals"]
    buildings = [*_NOVA_ZOO, {"kind": "enclosure-4", "at": "3,8 r0"}]
    ada: dict[str, object] = {"row": row, "upgraded": ["animals"], "hand": ["A30"]}
    ada.update(zoo=["A03", "A04"], buildings=buildings, reputation=3, appeal=6)
    return _nova(ada, {"display": ["A25", "A26", "A18", "S01", "A36", "P06"]})


def _nova_ten_conservation() -> Game:
    """Conservation 7, and three Africa icons (the Travel Agency has one): condition 2 of
    Savanna Protection passes 8 and reaches 10, first of all players. Passing 2 gave her a
    second worker (:data:`_CONSERVATION_2`)."""
    row = ["cards", "build", "sponsors", "animals", "association"]
    ada = {"row": row, "hand": ["A25"], "zoo": ["A03", "A04", "S12"], "buildings": _NOVA_ZOO}
    ada.update(conservation=7, tokens_removed=2, supported=["P05"], final_cards=["F2", "F4"])
    ada.update(appeal=9, reputation=1, **_CONSERVATION_2)
    return _nova(ada)


def _nova_second_kiosk() -> Game:
    """Build at strength 5 beside the lesson's zoo, whose kiosk leaves few spaces for another."""
    row = ["animals", "sponsors", "cards", "association", "build"]
    ada = {"row": row, "hand": ["A25"], "zoo": ["A03", "A04"], "buildings": _NOVA_ZOO}
    return _nova({**ada, **_NOVA_GAINED})


def _nova_last_turn() -> Game:
    """Appeal 98 and conservation 6 (white number -2): the Night Safari's 4 appeal ends it.
    Association waits in slot 4, short of the project task: in slot 5 its support ended the
    game with more points, and the round-19 judge's Hint sent them away from the task."""
    row = ["animals", "build", "sponsors", "association", "cards"]
    ada = {"row": row, "hand": ["S06", "A25"], "zoo": ["A03", "A04"], "buildings": _NOVA_ZOO}
    ada.update(appeal=98, conservation=6, reputation=1, final_cards=["F2", "F4"], **_CONSERVATION_2)
    return _nova(ada)


def _nova_opening() -> Game:
    """A whole game at its first decision, keeping 4 of 8 cards: the lesson's free game starts
    late (:func:`late_start`), and round-35 and 36 learners, who never played an opening,
    asked for its first turns."""
    return new_game(["Ada", "Ben"], seed=2024)


#: Practice scenes: a rule the first game may never deal, staged for the learner to play
#: after the lesson (``arkbook.learn.practice``).
ARK_NOVA_PRACTICE: dict[str, Scene] = {
    "the opening": Scene(
        _nova_opening,
        plays=(
            "Ada: discard Predator Corridors",
            "Ada: discard Heritage Breeds",
            "Ada: discard Big Cat Foundation",
            "Ada: discard Bengal Tiger",
            "Ben: discard Clean Oceans",
            "Ben: discard Zoo School",
            "Ben: discard Night Safari",
            "Ben: discard Hippopotamus",
        ),
        tries=(),
        rules=("nova.setup.keep_four", "nova.setup.display"),
        task="A whole game from its start: keep 4 of your 8 cards, then play on.",
    ),
    "a petting zoo": Scene(
        _nova_petting_zoo,
        plays=(
            "Ada: action animals",
            "Ada: play Alpaca",
            "Ada: enclosure 2",
            "Ada: play Dwarf Goat",
            "Ada: enclosure 2",
        ),
        tries=((2, "Ada: enclosure 1"),),
        rules=("nova.animals.petting", "nova.animals.special"),
        task="Try the Alpaca in your empty size-3 enclosure, then play both pets.",
    ),
    "a reptile house": Scene(
        _nova_reptile_house,
        plays=(
            "Ada: action build",
            "Ada: build reptile-house",
            "Ada: at 1,6 r0",
            "Ada: relocate Frilled Lizard",
        ),
        tries=(),
        rules=("nova.build.side2", "nova.build.move_animals"),
        task="Your Build is upgraded: build a Reptile House, and see what the Frilled Lizard may "
        "do (moving ends once no animal is left to move).",
    ),
    "five X-tokens": Scene(
        _nova_five_x_tokens,
        plays=("Ada: action cards", "Ada: spend 4", "Ada: snap 6"),
        tries=((0, "Ada: x-token"),),
        rules=("nova.turn.x_action_full", "nova.cards.snap"),
        task="Try the X-token action, then spend 4 on Cards for the display's last card.",
    ),
    "money from Sponsors": Scene(
        _nova_sponsor_money,
        plays=("Ada: action sponsors", "Ada: break"),
        tries=((1, "Ada: sponsor Breeding Programme"),),
        rules=("nova.sponsors.break", "nova.break.empty"),
        task="Try the Breeding Programme, then take money from Sponsors and read your kiosk's "
        "income.",
    ),
    "a partner zoo": Scene(
        _nova_partner_zoo,
        plays=("Ada: action animals", "Ada: play Bengal Tiger", "Ada: enclosure 2"),
        tries=((1, "Ada: play Giant Panda"),),
        rules=("nova.animals.conditions", "nova.animals.cost"),
        task="Try the Giant Panda, then play the Bengal Tiger: what does it cost?",
    ),
    "the display": Scene(
        _nova_display,
        plays=(
            "Ada: action animals",
            "Ada: raise reputation",
            "Ada: play Giant Panda",
            "Ada: enclosure 5",
        ),
        tries=((2, "Ada: play White Stork"),),
        rules=("nova.animals.reputation", "nova.animals.side2", "nova.cards.range"),
        task=(
            "Play the Giant Panda from display folder 3 (raise your reputation first; try the "
            "White Stork in folder 5)."
        ),
    ),
    "ten conservation": Scene(
        _nova_ten_conservation,
        plays=(
            "Ada: action association",
            "Ada: task project",
            "Ada: support Savanna Protection 2",
            "Ada: tile Open Day",
            "Ada: discard Small Animal Zoo",
        ),
        tries=(),
        rules=("nova.track.cp5_8", "nova.track.cp10"),
        task="Support Savanna Protection (7 to 10 conservation): choose 8's reward; 10 makes "
        "everyone discard a Final Scoring card.",
    ),
    "a second kiosk": Scene(
        _nova_second_kiosk,
        plays=("Ada: action build", "Ada: build kiosk", "Ada: at 3,10 r0"),
        tries=((2, "Ada: at 3,8 r0"), (2, "Ada: at 0,1 r0")),
        rules=("nova.build.kiosk", "nova.build.adjacent"),
        task="Try a kiosk at column 3, row 8, then find where one may go.",
    ),
    "the last turn": Scene(
        _nova_last_turn,
        plays=(
            "Ada: action sponsors",
            "Ada: sponsor Night Safari",
            "Ben: x-token",
            "Ben: move cards",
            "Ada: discard Small Animal Zoo",
            "Ben: discard Busy Grounds",
        ),
        tries=(),
        rules=("nova.end.trigger", "nova.end.turn", "nova.end.discard", "nova.end.total"),
        task="Play the Night Safari (+4 appeal) to end the game, and play it out.",
    ),
}


#: Where :func:`late_start` hands the game over: once the leader's counters (appeal plus
#: white number) reach 60 of the 100 that end the game. A learner then has about 15 turns
#: left: random play for Ada against a greedy Ben took 10 to 28 (most 12 to 18) over seeds
#: 2024 to 2033.
LATE_START = 60


def late_start(seed: int, players: tuple[str, str] = ("Ada", "Ben")) -> Game:
    """A two-player game that two greedy bots played until the leader's counters reach
    :data:`LATE_START`, handed to the first player at the start of their turn.

    A whole game is 50 to 60 turns each, longer than a first evening (the round-31 judge
    stopped after 17 turns, never having seen the end). The last part of a game is where the
    end is triggered and scored, so a learner short of time plays it, in a zoo that a bot
    built by the rules.
    """
    game = new_game(list(players), seed=seed)
    bots = {name: GreedyBot(seed + seat) for seat, name in enumerate(players)}
    while not game.is_over():
        player = game.to_move[0]
        if player == players[0] and turn_starts(game, player) and _lead(game) >= LATE_START:
            return game
        game.play(bots[player].choose(game, player))
    raise ArkbookError(f"seed {seed}: the game ended before the counters reached {LATE_START}")


def _lead(game: Game) -> int:
    """The leader's counters: appeal plus the white number of their conservation."""
    return max(counter_totals(game.public_view()).values())
