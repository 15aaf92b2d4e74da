"""A long fuzz run over everything a stranger can hand arkbook, with counts instead of asserts.

Not a test: it prints numbers. The fuzz tests (``tests/fuzz``) keep to about a minute; this runs
100,000 inputs (``--inputs``) of seven kinds, spread over the three games:

* ``save``: a real save edited in one place (a value replaced by any JSON, a key deleted or
  added), cut short, or with text spliced in (``[``, a 5,000-digit number, NaN, a surrogate);
* ``json``: any JSON value as a save;
* ``deck``: the Ark or the Ark Nova deck edited in one place, then set up and played a little;
* ``move``: move text near the notation (the game's words, odd text, wrong players);
* ``object``: hand-built move objects with fields of any JSON type;
* ``players``: player lists of any JSON values;
* ``board``: front-end messages of any shape, sent to a live board of each game.

For each input it counts an **untyped error** (anything but an ``ArkbookError``), a **hang** (an
input still running after ``--alarm`` seconds, stopped by ``SIGALRM``), and a **change** (a
refused move or message that left the game different). At the end it prints the peak memory of
the process (``ru_maxrss``) against the stated bound (``--memory-mb``) and exits non-zero if any
count is not 0 or the bound is passed.

Run: ``.venv/bin/python benchmarks/fuzz.py [--inputs 100000] [--seed 1]``
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import resource
import signal
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from arkbook import ArkbookError, Game, Move, ark, ark_nova, game_module, load  # noqa: E402
from arkbook import ark_of_animals as aoa  # noqa: E402
from arkbook.ark.cards import BUILTIN_DECK  # noqa: E402
from arkbook.ark.moves import Play  # noqa: E402

PLAYERS = {
    "ark": ["Ada", "Ben", "Cy"],
    "ark_of_animals": ["Ada", "Ben"],
    "ark_nova": ["Ada", "Ben"],
}
ENGINES = tuple(PLAYERS)
ODD_TEXT = ["", " ", "ß", "ﬀ", "İ", "\ud800", "\x00", "\u202e", "A" * 300, ":", "Ada:", "１", "٣"]
ODD_NUMBERS = [0, -1, 1, 2, 10**8, 10**30, float("nan"), float("inf"), 1.0, True, False]
WORDS = {
    "ark": ["take", "play", "pick", "pet", "no", "half", "disc", "on", "end", "turn", "pass", "to",
            "port", "starboard", "driving", "out", "Lion", "Giraﬀe", "1", "2"],
    "ark_of_animals": ["reveal", "take", "place", "leave", "wait", "Lion", "16", "0", "3"],
    "ark_nova": ["action", "build", "at", "play", "A01", "x-token", "spend", "task", "support",
                 "enclosure", "snap", "take", "deck", "r5", "3,4", "done", "animals", "draw"],
}  # fmt: skip


class Hang(Exception):
    """Raised by the alarm inside an input that ran too long."""


class Fuzzer:
    """Random inputs from one seed, the real saves and decks they edit, and the counts."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.saves = {name: self._played(name) for name in ENGINES}
        self.ark_deck = json.loads(BUILTIN_DECK.read_text(encoding="utf-8"))
        self.nova_deck = copy.deepcopy(ark_nova.teaching_deck_data())
        self.boards = {name: self._board(name) for name in ENGINES}

    # ------------------------------------------------------------------ building inputs
    def _played(self, name: str) -> str:
        game: Game = game_module(name).new_game(players=PLAYERS[name], seed=5)
        rng = random.Random(name)
        for _ in range(12):
            if not game.is_over():
                game.play(rng.choice(game.legal_moves()))
        return game.to_json()

    def _board(self, name: str) -> Any:
        from arkbook.boards.ark import ArkBoard
        from arkbook.boards.ark_nova import ArkNovaBoard
        from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard

        game = game_module(name).new_game(players=PLAYERS[name], seed=5)
        if name == "ark_of_animals":
            return ArkOfAnimalsBoard(game, seats={"Ben": "random"}, wall=lambda: 0.0)
        return (ArkBoard if name == "ark" else ArkNovaBoard)(game)

    def value(self, depth: int = 0) -> Any:
        """Any JSON-like value, NaN and Infinity included, nested a little."""
        r = self.rng.random()
        if depth < 3 and r < 0.15:
            return [self.value(depth + 1) for _ in range(self.rng.randrange(4))]
        if depth < 3 and r < 0.3:
            return {self.text(): self.value(depth + 1) for _ in range(self.rng.randrange(4))}
        pick = self.rng.randrange(5)
        if pick == 0:
            return self.rng.choice(ODD_NUMBERS)
        if pick == 1:
            return self.rng.randint(-(10**6), 10**6)
        if pick == 2:
            return None
        return self.text()

    def text(self) -> str:
        if self.rng.random() < 0.3:
            return self.rng.choice(ODD_TEXT)
        return "".join(chr(self.rng.randrange(32, 0x3000)) for _ in range(self.rng.randrange(8)))

    def edited(self, data: Any) -> Any:
        """``data`` with one place replaced, deleted, or given an extra key or item."""
        data = copy.deepcopy(data)
        path: list[Any] = []
        here = data
        while isinstance(here, dict | list) and here and (not path or self.rng.random() < 0.7):
            key = (
                self.rng.choice(list(here))
                if isinstance(here, dict)
                else self.rng.randrange(len(here))
            )
            path.append(key)
            here = here[key]
        if not path:
            return data
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        how = self.rng.randrange(3)
        if how == 0:
            parent[path[-1]] = self.value()
        elif how == 1:
            del parent[path[-1]]
        elif isinstance(parent, dict):
            parent[self.text()] = self.value()
        else:
            parent.insert(path[-1], self.value())
        return data

    def move_text(self, name: str) -> str:
        who = self.rng.choice([*PLAYERS[name], "Zed", "", "Ada:Ben"])
        pool = WORDS[name] + ODD_TEXT
        words = [self.rng.choice(pool) for _ in range(self.rng.randrange(6))]
        return f"{who}{self.rng.choice([': ', ':', ' ', ''])}{' '.join(words)}"

    # ------------------------------------------------------------------ the seven kinds
    def save(self, name: str) -> bool:
        text = self.saves[name]
        how = self.rng.randrange(5)
        if how < 3:
            text = json.dumps(self.edited(json.loads(text)), ensure_ascii=False)
        else:
            at = self.rng.randrange(len(text))
            splice = self.rng.choice(["", "[", "{", '"', "1" * 5000, "NaN", ",", "\ud800"])
            text = text[:at] + splice + (text[at:] if how == 4 else "")
        self._load(text)
        return True

    def json(self, name: str) -> bool:
        self._load(json.dumps(self.value(), allow_nan=True))
        return True

    def _load(self, text: str) -> None:
        try:
            game = load(text)
        except ArkbookError:
            return
        game.to_json().encode("utf-8")

    def deck(self, name: str) -> bool:
        if name == "ark_nova":
            data = self.edited(self.nova_deck)
            try:
                game: Game = ark_nova.new_game(PLAYERS[name], seed=1, deck=data)
            except ArkbookError:
                return True
        else:
            try:
                game = ark.new_game(PLAYERS["ark"], seed=1, deck=self.edited(self.ark_deck))
            except ArkbookError:
                return True
        for _ in range(10):
            if not game.is_over():
                game.play(game.legal_moves()[0])
                game.scores()
        game.to_json().encode("utf-8")
        return True

    def move(self, name: str) -> bool:
        game = game_module(name).new_game(players=PLAYERS[name], seed=5)
        before = game.to_json()
        try:
            game.play(self.move_text(name))
        except ArkbookError:
            return game.to_json() == before
        return True

    def object(self, name: str) -> bool:
        who = self.rng.choice(["Ada", "Ben", "Zed"])
        makers: list[Callable[[], object]] = [
            lambda: Move(who),
            lambda: aoa.Place(who, self.value()),
            lambda: aoa.Take(who, self.value()),
            lambda: ark_nova.NovaMove(who, self.value()),
            lambda: ark_nova.NovaMove(who, self.move_text("ark_nova").partition(":")[2]),
            lambda: Play(who, self.value(), self.value(), self.value()),
            lambda: self.value(),
        ]
        move = self.rng.choice(makers)()
        game = game_module(name).new_game(players=PLAYERS[name], seed=5)
        before = game.to_json()
        try:
            game.play(move)  # type: ignore[arg-type]
        except ArkbookError:
            return game.to_json() == before
        return True

    def players(self, name: str) -> bool:
        names = [
            self.rng.choice([*PLAYERS[name], self.text(), self.value()])
            for _ in range(self.rng.randrange(6))
        ]
        try:
            game = game_module(name).new_game(players=names, seed=1)
        except ArkbookError:
            return True
        game.to_json().encode("utf-8")
        return True

    def board(self, name: str) -> bool:
        board = self.boards[name]
        if board.game.is_over() or len(board.game.moves) > 200:
            board = self.boards[name] = self._board(name)
        content: Any = self.value()
        if self.rng.random() < 0.8:
            content = {
                k: v
                for k, v in {
                    "type": self.rng.choice(
                        ["move", "undo", "seat", "ready", "start", self.value()]
                    ),
                    "version": self.rng.choice(
                        [board._version, board._version - 1, 1.0, True, self.value()]
                    ),
                    "text": self.rng.choice(
                        [self.move_text(name), "Ada: " + "x" * 100_000, self.value()]
                    ),
                    "player": self.rng.choice(["Ada", "Ben", self.value()]),
                    "kind": self.rng.choice(["human", "random", self.value()]),
                }.items()
                if self.rng.random() < 0.8
            }
        board._on_front_end_message(board, content, [])
        return len(json.dumps(board._message)) < 2_000


KINDS = ("save", "json", "deck", "move", "object", "players", "board")
WEIGHTS = (30, 5, 10, 30, 10, 5, 10)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--alarm", type=float, default=10.0, help="seconds before an input hangs")
    parser.add_argument("--memory-mb", type=int, default=1_000, help="the stated memory bound")
    args = parser.parse_args()

    def alarm(_signum: int, _frame: object) -> None:
        raise Hang

    signal.signal(signal.SIGALRM, alarm)
    fuzzer = Fuzzer(args.seed)
    rng = random.Random(args.seed)
    counts: Counter[str] = Counter()
    untyped: Counter[str] = Counter()
    examples: list[str] = []
    hangs = changes = 0
    slowest: dict[str, float] = {}
    start = time.perf_counter()
    for i in range(args.inputs):
        kind = rng.choices(KINDS, WEIGHTS)[0]
        name = rng.choice(ENGINES)
        counts[kind] += 1
        began = time.perf_counter()
        signal.setitimer(signal.ITIMER_REAL, args.alarm)
        try:
            if not getattr(fuzzer, kind)(name):
                changes += 1
                examples.append(f"input {i}: {kind}/{name} changed the game or echoed too much")
        except Hang:
            hangs += 1
            examples.append(f"input {i}: {kind}/{name} still running after {args.alarm} s")
        except Exception as exc:
            untyped[f"{kind}/{name}: {type(exc).__name__}"] += 1
            if len(examples) < 20:
                examples.append(f"input {i}: {kind}/{name}: {type(exc).__name__}: {str(exc)[:120]}")
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        took = time.perf_counter() - began
        slowest[kind] = max(slowest.get(kind, 0.0), took)
    elapsed = time.perf_counter() - start
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"inputs: {args.inputs} (seed {args.seed}) in {elapsed:.0f} s")
    print("by kind: " + ", ".join(f"{k} {counts[k]}" for k in KINDS))
    print(f"untyped errors: {sum(untyped.values())}")
    for what, n in untyped.most_common():
        print(f"  {what}: {n}")
    print(f"hangs (over {args.alarm} s): {hangs}")
    print(f"refusals that changed the game or echoed a long text: {changes}")
    print("slowest input per kind (s): " + ", ".join(f"{k} {slowest.get(k, 0):.2f}" for k in KINDS))
    print(f"peak memory (ru_maxrss): {peak_mb:.0f} MB, bound {args.memory_mb} MB")
    for line in examples[:20]:
        print("  " + line)
    bad = sum(untyped.values()) or hangs or changes or peak_mb > args.memory_mb
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
