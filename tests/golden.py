"""The golden playthroughs: one seeded random game per game, written as one text file each.

Every step lists who decides and the prompt, every legal move, the move played, and one line
per player with what that player now sees: the parts of ``game.view(player)`` that the move
changed (the first step shows the whole view). So a change to the rules, the data files, the
shuffles, the notation or what a player may see shows up as a readable diff at the first step
it touches, and a leak of hidden information shows as a line under the wrong player.

One format and one command for all games. Regenerate on purpose only, then review the diff::

    .venv/bin/python -m pytest tests/test_golden.py --regenerate-golden
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arkbook import games
from arkbook.game import Game

FOLDER = Path(__file__).resolve().parent / "golden"
#: View keys the step's own lines already show.
SHOWN_BY_THE_STEP = frozenset({"legal", "prompt"})


@dataclass(frozen=True)
class Playthrough:
    """Which seeded game a golden file records."""

    game: str
    players: tuple[str, ...]
    seed: int = 7
    options: Mapping[str, Any] = field(default_factory=dict)
    #: Steps written in full; later ones list only the move (a whole Ark Nova game is ~2,000).
    full_steps: int | None = None

    @property
    def path(self) -> Path:
        return FOLDER / f"{self.game}.txt"

    def new_game(self) -> Game:
        engine = games.game_info(self.game).engine()
        return engine.new_game(list(self.players), seed=self.seed, **self.options)


NAMES = ("Ada", "Ben", "Cy", "Di", "Eve")
#: What a game's playthrough needs beyond its usual table (the registry's).
EXTRA: Mapping[str, Mapping[str, Any]] = {
    "ark_of_animals": {
        "options": {"levels": {"Ada": "Novice", "Ben": "Expert", "Cy": "Grand Master"}}
    },
    "ark_nova": {"full_steps": 150},
}
PLAYTHROUGHS = {
    info.name: Playthrough(info.name, NAMES[: info.usual], **EXTRA.get(info.name, {}))
    for info in games.ALL
}


def is_card(value: Any) -> bool:
    """A card or tile as views send it: a flat record with an id and a name."""
    return (
        isinstance(value, Mapping)
        and {"id", "name"} <= value.keys()
        and not any(isinstance(v, Mapping | list) for v in value.values())
    )


def leaves(value: Any, prefix: str = "") -> dict[str, str]:
    """A view as ``{"hands.Ada": '["Camel", "Lion"]'}``: a card reads as its name (the deck
    fixes the rest), and a list of plain values or cards stays whole, so a hand is one item."""
    if is_card(value):
        return {prefix: json.dumps(value["name"], ensure_ascii=False)}
    if isinstance(value, list) and all(is_card(v) for v in value):
        return {prefix: json.dumps([v["name"] for v in value], ensure_ascii=False)}
    if isinstance(value, Mapping):
        out: dict[str, str] = {}
        for key, item in value.items():
            out.update(leaves(item, f"{prefix}.{key}" if prefix else str(key)))
        return out
    if isinstance(value, list) and any(isinstance(v, Mapping | list) for v in value):
        out = {}
        for i, item in enumerate(value):
            out.update(leaves(item, f"{prefix}[{i}]"))
        return out
    return {prefix: json.dumps(value, ensure_ascii=False)}


def seen(game: Game, player: str) -> dict[str, str]:
    view = {k: v for k, v in game.view(player).items() if k not in SHOWN_BY_THE_STEP}
    return leaves(view)


def changes(before: Mapping[str, str], after: Mapping[str, str]) -> str:
    """What differs, as ``key=value`` pairs (``key`` alone when it is gone)."""
    keys = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
    return "; ".join(f"{k}={after[k]}" if k in after else f"{k} gone" for k in keys) or "-"


def write(spec: Playthrough) -> str:
    """The golden text of ``spec``'s game, its moves chosen by ``random.Random(seed)``."""
    title = games.game_info(spec.game).title
    options = f", options {json.dumps(spec.options, sort_keys=True)}" if spec.options else ""
    lines = [
        f"# {title} golden playthrough: seed {spec.seed}, players {', '.join(spec.players)}"
        f"{options}; moves chosen by random.Random({spec.seed}).",
        "# Regenerate on purpose only: pytest tests/test_golden.py --regenerate-golden",
    ]
    game, rng = spec.new_game(), random.Random(spec.seed)
    views = {p: {} for p in spec.players}
    step = 0
    while not game.is_over():
        step += 1
        legal = game.legal_moves()
        move = rng.choice(legal)
        if spec.full_steps is not None and step > spec.full_steps:
            lines.append(f"{step} plays {move}")
            game.play(move)
            continue
        lines.append(f"{step} decides {', '.join(game.to_move)}: {game.prompt}")
        lines.append("  legal: " + " | ".join(str(m) for m in legal))
        lines.append(f"  plays {move}")
        game.play(move)
        for player in spec.players:
            now = seen(game, player)
            lines.append(f"  {player} sees: {changes(views[player], now)}")
            views[player] = now
    lines.extend(ending(game, views))
    return "\n".join(lines) + "\n"


def ending(game: Game, views: Mapping[str, Mapping[str, str]]) -> list[str]:
    """The score sheet, the winners, and what each player sees at the end."""
    lines = [f"score {row.label}: " + ", ".join(f"{p} {v}" for p, v in row.points.items())
             for row in game.scores().rows]  # fmt: skip
    outcome = game.outcome()
    assert outcome is not None
    lines.append("totals: " + ", ".join(f"{p} {v}" for p, v in outcome.scores.items()))
    lines.append(f"winners: {', '.join(outcome.winners)} {outcome.tie_break}".rstrip())
    for player in game.players:
        lines.append(f"at the end {player} sees: {changes(views[player], seen(game, player))}")
    return lines
