"""A tiny game on the contract, so the board and walkthrough machinery is tested on its own.

Sticks: players take 1 to 3 sticks from a pile in turn; a hidden "secret" per player checks
hot-seat views. Each stick taken is a point.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from arkbook.errors import BadNotation, IllegalMove
from arkbook.game import Event, Game, Move, Outcome, ScoreRow, ScoreSheet, chance


@dataclass(frozen=True)
class Take(Move):
    count: int

    def action_text(self) -> str:
        return f"take {self.count}"


class Sticks(Game):
    game_name = "toy"
    RULES: ClassVar[dict[str, str]] = {
        "toy.take": "Take one, two or three sticks.",
        "toy.pile": "You cannot take more sticks than the pile holds.",
    }
    min_players = 2
    max_players = 3

    def _setup(self) -> list[Event]:
        rng = chance(self.seed, "secrets")
        self.pile = 9
        self.turn = 0
        self.taken = dict.fromkeys(self.players, 0)
        self.secret = {p: rng.randint(1, 99) for p in self.players}
        return [
            Event("setup", "Lay out a pile of 9 sticks.", "toy.pile", {"pile": 9}),
            Event("setup", "Each player draws a secret number.", None, {}),
        ]

    def _legal_moves(self) -> list[Move]:
        if self.pile == 0:
            return []
        return [Take(self._to_move()[0], n) for n in (1, 2, 3) if n <= self.pile]

    def _check(self, move: Move) -> IllegalMove | None:
        assert isinstance(move, Take)
        if not 1 <= move.count <= 3:
            return IllegalMove("toy.take", f"{move.count} sticks is not one, two or three.")
        if move.count > self.pile:
            return IllegalMove("toy.pile", f"The pile has only {self.pile} sticks.")
        return None

    def _apply(self, move: Move) -> list[Event]:
        assert isinstance(move, Take)
        self.pile -= move.count
        self.taken[move.player] += move.count
        self.turn += 1
        return [Event("take", f"{move.player} takes {move.count}.", "toy.take", {})]

    def _snapshot(self) -> Any:
        return (self.pile, self.turn, dict(self.taken))

    def _restore(self, snapshot: Any) -> None:
        self.pile, self.turn, taken = snapshot
        self.taken = dict(taken)

    def _parse(self, player: str, text: str) -> Move:
        word, _, count = text.partition(" ")
        if word != "take" or not count.isdigit():
            raise BadNotation(text, "write 'take N'")
        return Take(player, int(count))

    def _to_move(self) -> tuple[str, ...]:
        return () if self.pile == 0 else (self.players[self.turn % len(self.players)],)

    def _prompt(self) -> str:
        return f"{self._to_move()[0]} takes 1 to 3 sticks." if self.pile else "No sticks left."

    def view(self, player: str | None = None) -> dict[str, Any]:
        secrets = {p: (s if player in (None, p) else None) for p, s in self.secret.items()}
        return {"pile": self.pile, "taken": dict(self.taken), "secret": secrets}

    def public_view(self) -> dict[str, Any]:
        return {"pile": self.pile, "taken": dict(self.taken), "secret": dict.fromkeys(self.secret)}

    def scores(self, viewer: str | None = None) -> ScoreSheet:
        row = ScoreRow("Sticks taken", dict(self.taken), "toy.take", "one point a stick")
        return ScoreSheet.from_rows(self.players, [row])

    def outcome(self) -> Outcome | None:
        if self.pile:
            return None
        best = max(self.taken.values())
        return Outcome(dict(self.taken), tuple(p for p in self.players if self.taken[p] == best))

    def _determinize(self, player: str, rng: random.Random) -> None:
        for p in self.players:
            if p != player:
                self.secret[p] = rng.randint(1, 99)


def new_game(players: list[str], seed: int = 0) -> Sticks:
    return Sticks(players, seed, {})
