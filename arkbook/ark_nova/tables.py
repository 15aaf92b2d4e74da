"""The numbers the refresher names but does not print (from ``reference/ark-nova.md``).

Kept in one module so a rules module never hides a magic number, and the tests can quote the
reference tables row by row.
"""

from __future__ import annotations

from bisect import bisect_right

from arkbook.listing import counted

ACTIONS: tuple[str, ...] = ("animals", "build", "cards", "association", "sponsors")

#: Cards action: (draw from deck, then discard) by strength 1..5, per side.
CARDS_TABLE: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1), (1, 0), (2, 1), (2, 0), (3, 1)),
    2: ((1, 0), (2, 1), (2, 0), (3, 1), (4, 1)),
}

#: Animals action: how many animals may be played at strength 1..5, per side.
ANIMALS_TABLE: dict[int, tuple[int, ...]] = {1: (0, 1, 1, 1, 2), 2: (1, 1, 2, 2, 2)}

#: Break track length by player count.
BREAK_LENGTH: dict[int, int] = {2: 9, 3: 12, 4: 15}

#: Association task values.
TASK_VALUES: dict[str, int] = {"reputation": 2, "partner-zoo": 3, "university": 4, "project": 5}

CONTINENTS: tuple[str, ...] = ("africa", "americas", "asia", "australia", "europe")

#: University kinds: (reputation gained, science icons, hand limit 5?).
UNIVERSITIES: dict[str, tuple[int, int, bool]] = {
    "reputation-hand": (1, 0, True),
    "science-reputation": (2, 1, False),
    "science-2": (0, 2, False),
}

#: Donation costs in order; the last repeats. The 2-player column is the reference's; with more
#: players the three left-column spaces are open too (ruling "donation costs").
DONATIONS_2P: tuple[int, ...] = (2, 5, 7, 10, 12)
DONATIONS_MORE: tuple[int, ...] = (2, 2, 5, 5, 7, 7, 10, 12)

#: Appeal income at a break: (lowest appeal, money), highest band first is searched last.
_APPEAL_BANDS: tuple[tuple[int, int], ...] = (
    (0, 5), (1, 6), (2, 7), (3, 8), (4, 9), (5, 10), (7, 11), (9, 12), (11, 13), (13, 14),
    (15, 15), (17, 16), (20, 17), (23, 18), (26, 19), (29, 20), (32, 21), (36, 22), (40, 23),
    (44, 24), (48, 25), (52, 26), (56, 27), (61, 28), (66, 29), (71, 30), (76, 31), (81, 32),
    (86, 33), (91, 34), (96, 35), (102, 36), (108, 37),
)  # fmt: skip
#: Where each appeal band starts, in order (to find an appeal's band by bisection).
_APPEAL_LOWS = tuple(low for low, _ in _APPEAL_BANDS)

#: Reputation-track bonuses (space -> kind).
REPUTATION_BONUS: dict[int, str] = {
    5: "upgrade",
    8: "worker",
    10: "card",
    11: "conservation",
    12: "x-token",
    13: "card",
    14: "conservation",
    15: "x-token",
}

#: The seven map-edge token bonuses, in the order the tokens leave; the first four recur.
MAP_TOKEN_BONUS: tuple[str, ...] = (
    "snap",
    "free-enclosure",
    "money-5",
    "conservation-1",
    "reputation-2",
    "money-12",
    "x-token-3",
)
RECURRING_TOKENS = 4

MAX_X_TOKENS = 5
MAX_REPUTATION = 15
REPUTATION_CAP_SIDE_I = 9
MAX_WORKERS = 4
MAX_PARTNER_ZOOS = 4
#: Upgrades each player may make in a game (ruling "four upgrades each").
UPGRADES_PER_PLAYER = 4
START_MONEY = 25
#: What the seven map-edge tokens uncover, in the order they leave, in words.
MAP_TOKEN_WORDS = {
    "snap": "take 1 card from the display (a snap, reputation range ignored)",
    "free-enclosure": "build a size-2 standard enclosure for free",
    "money-5": "5 money",
    "conservation-1": "1 conservation point",
    "reputation-2": "2 reputation",
    "money-12": "12 money",
    "x-token-3": "3 X-tokens",
}
#: What each university gives, in words.
UNIVERSITY_WORDS = {
    "reputation-hand": "+1 reputation and hand limit 5",
    "science-reputation": "1 science icon and +2 reputation",
    "science-2": "2 science icons",
}
HAND_LIMIT = 3
HAND_LIMIT_UNIVERSITY = 5
DISPLAY_SIZE = 6
END_TARGET = 100
COVER_ALL_APPEAL = 7


def appeal_income(appeal: int) -> int:
    """Money for an appeal value at a break (bands past 113 keep the last step)."""
    band = bisect_right(_APPEAL_LOWS, appeal)
    return _APPEAL_BANDS[band - 1][1] if band else 5


def white_number(conservation: int) -> int:
    """The white number of a conservation space: ``2c - 14`` up to 10, then ``3c - 24``."""
    return 2 * conservation - 14 if conservation <= 10 else 3 * conservation - 24


def folders_in_range(reputation: int) -> int:
    """How many display folders (from folder 1) a reputation reaches."""
    for top, folders in ((1, 1), (3, 2), (6, 3), (9, 4), (12, 5)):
        if reputation <= top:
            return folders
    return 6


def range_words(reputation: int) -> str:
    """The folders a reputation reaches, in words: "folder 1" or "folders 1-3"."""
    folders = folders_in_range(reputation)
    return "folder 1" if folders == 1 else f"folders 1-{folders}"


def donation_cost(players: int, made: int) -> int:
    """The smallest visible donation cost after ``made`` donations in this game."""
    return donations_ahead(players, made)[0]


def donations_ahead(players: int, made: int) -> tuple[int, ...]:
    """The donation costs still ahead after ``made`` donations, the next first; the last
    repeats for every later donation."""
    costs = DONATIONS_2P if players == 2 else DONATIONS_MORE
    return costs[min(made, len(costs) - 1) :]


def clamp_strength(strength: int) -> int:
    """Tables stop at 5: a stronger action reads the strength-5 column."""
    return max(1, min(strength, 5))


def x_tokens(n: int) -> str:
    """``n`` X-tokens in words, singular or plural, as a learner reads them ("1 X-token")."""
    return counted(n, "X-token")
