"""The Ark Nova lesson pictures say what the engine's tables and deck say, in HTML and text."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest

from arkbook.ark_nova import new_game
from arkbook.ark_nova import tables as T
from arkbook.errors import ArkbookError
from arkbook.pictures import ark_nova_lessons as L
from arkbook.pictures.base import esc


def scene(ada: dict | None = None, ben: dict | None = None):
    players = {"Ada": ada or {}, "Ben": ben or {}}
    return new_game(["Ada", "Ben"], seed=5, position={"current": "Ada", "players": players})


def static(pic) -> None:
    html = pic._repr_html_()
    assert "<script" not in html and 'class="arkbook-pic' in html
    assert esc(pic.text.splitlines()[0]) in html  # the title, in both forms


def test_the_animal_card_names_every_part_from_the_deck():
    pic = L.animal_card(scene(), "Okapi")
    static(pic)
    lines = pic.text.splitlines()
    assert [line.split(":")[0] for line in lines[1:]] == [
        "1. Size", "2. Cost", "3. Appeal", "4. Continents", "5. Categories",
        "6. Water and rock", "7. Conditions", "8. Effect", "9. Where it lives",
    ]  # fmt: skip
    assert "4. Continents: 2× africa" in lines and "15 money" in pic.text
    croc = L.animal_card(scene(), "Nile Crocodile").text
    assert "2 water spaces" in croc and "Reptile House" in croc
    lion = L.animal_card(scene(), "African Lion").text
    assert "7. Conditions: reputation 2 or more" in lion
    with pytest.raises(ArkbookError):
        L.animal_card(scene(), "Zoo School")  # a sponsor, not an animal


@pytest.mark.parametrize("conservation", [0, 5, 10, 11, 16, 30])
def test_an_area_is_met_exactly_when_the_end_trigger_holds(conservation):
    start = L.area_start(conservation)
    for appeal in range(0, 120):
        met = appeal + T.white_number(conservation) >= T.END_TARGET
        assert (appeal >= start) == met


def test_the_tracks_picture_says_how_far_each_player_is():
    # A position comes before the end, so Ben stands 3 appeal short of it.
    game = scene({"appeal": 40, "conservation": 9}, {"appeal": 85, "conservation": 12})
    pic = L.scoring_areas(game)
    static(pic)
    ada = next(line for line in pic.text.splitlines() if line.startswith("Ada"))
    ben = next(line for line in pic.text.splitlines() if line.startswith("Ben"))
    assert ada.split()[-1] == str(100 - T.white_number(9) - 40)
    assert ben.split()[-1] == str(100 - T.white_number(12) - 85)
    assert "conservation 12: white number 12" in pic._repr_html_()


def test_the_final_card_figure_adds_what_the_score_sheet_adds():
    zoo = ["A01", "A02", "A14", "A17"]  # four animals of size 4 or more
    game = scene({"conservation": 9, "zoo": zoo, "final_cards": ["F1", "F2"]})
    pic = L.final_card_figure(game, "Ada", "F1")
    static(pic)
    row = next(r for r in game.scores().rows if r.label == "Final Scoring card")
    gain = T.white_number(9 + 4) - T.white_number(9)
    assert row.points["Ada"] == gain
    assert f"= {gain} points" in pic.text and "from 9 to 13" in pic.text
    with pytest.raises(ArkbookError):
        L.final_card_figure(game, "Ada", "F99")


def test_the_fixed_tables_follow_the_engine_tables():
    rep = L.reputation_table().text.splitlines()
    assert rep[1:8] == [
        "reputation  display folders in range",
        "0-1         folder 1",
        "2-3         folders 1-2",
        "4-6         folders 1-3",
        "7-9         folders 1-4",
        "10-12       folders 1-5",
        "13-15       folders 1-6",
    ]
    strength = {
        line.rsplit(None, 5)[0]: line.split()[-5:]
        for line in L.strength_tables().text.splitlines()[2:8]
    }
    assert strength["Cards I: draw"] == [str(d) for d, _ in T.CARDS_TABLE[1]]
    assert strength["Cards II: then discard"] == [str(k) for _, k in T.CARDS_TABLE[2]]
    assert strength["Animals II: animals"] == [str(n) for n in T.ANIMALS_TABLE[2]]
    tokens = [line.rstrip() for line in L.map_tokens_table().text.splitlines()]
    assert sum(line.endswith("again at every break") for line in tokens) == T.RECURRING_TOKENS
    assert sum(line.endswith("once only") for line in tokens) == 7 - T.RECURRING_TOKENS
    for pic in (L.strength_tables(), L.map_tokens_table(), L.buildings_table()):
        static(pic)


def test_the_association_and_bonus_tiles_follow_the_table():
    game = scene()
    assoc = L.association_tables(game)
    static(assoc)
    assert "5 and every later one  12" in assoc.text
    tiles = L.bonus_tiles_table(game)
    static(tiles)
    laid = [line for line in tiles.text.splitlines() if "on conservation" in line]
    assert len(laid) == 4 and len(game.deck.bonus_tiles) == 9


def test_the_income_and_white_number_tables_follow_the_engine_tables():
    income = L.appeal_income_table((0, 10, 23)).text.splitlines()
    assert [line.split() for line in income[2:5]] == [
        [str(a), str(T.appeal_income(a))] for a in (0, 10, 23)
    ]
    white = L.white_number_table((7, 12)).text.splitlines()
    assert [line.split() for line in white[2:4]] == [["7", "0", "100"], ["12", "12", "88"]]
    static(L.appeal_income_table())
    full = L.appeal_income_table().text.splitlines()[2:-1]
    pairs = [p for line in full for p in re.findall(r"(\d+)(?:-(\d+)| and more)? +(\d+)", line)]
    spans = sorted((int(lo), int(hi or lo)) for lo, hi, _ in pairs)
    assert spans[0][0] == 0 and all(b[0] == a[1] + 1 for a, b in pairwise(spans)), "no gap"
    for low, high, money in pairs:  # every band pays what the engine pays, at both ends
        assert T.appeal_income(int(low)) == T.appeal_income(int(high or low)) == int(money)
    assert "108 and more" in L.appeal_income_table().text
    static(L.white_number_table())


def test_the_income_sentence_gives_the_engines_income_for_every_appeal():
    """The first lesson's one-sentence income (round-32 to 34 learners found the whole table
    too long there) read back: each appeal's money as the engine pays it, to past the top. A
    rise is named where it happens (a round-39 learner read "per 4 up to 55" otherwise), each
    run by its first and last rise (round-49 and 50 learners could not tell where "each appeal
    from 1" ended), and the rises a run shows are rises (a round-47 learner asked whether
    "every 2nd from 5" rose at 6 or at 7)."""
    steps = L.appeal_income_steps()
    static(steps)
    text = steps.text
    start, first = map(int, re.search(r"(\d+) money at appeal (\d+)", text).groups())
    spaced = re.findall(r"(?:each of appeal|every (\d+)(?:nd|rd|th) of) (\d+)–(\d+)", text)
    most, top = map(int, re.search(r"; (\d+) from (\d+) on", text).groups())
    rises = [r for w, lo, last in spaced for r in range(int(lo), int(last) + 1, int(w or 1))]
    assert rises == sorted(set(rises)), "no rise told twice"
    money = start
    for appeal in range(first, top + 50):
        money += appeal in {*rises, top}
        assert money == T.appeal_income(appeal), appeal
    assert money == most
    shown = re.findall(r"–\d+ \(([\d, …]+)\)", text)
    assert shown and all(int(n) in rises for run in shown for n in re.findall(r"\d+", run))


def test_the_score_sheet_shows_every_row_and_the_totals():
    game = scene()
    sheet = game.scores()
    pic = L.score_sheet(game)
    static(pic)
    lines = pic.text.splitlines()
    assert len(lines) == 2 + len(sheet.rows) + 1
    total = lines[-1].split()
    assert total[0] == "Total"
    assert total[1:] == [f"{sheet.totals[n]:g}" for n in game.players]
