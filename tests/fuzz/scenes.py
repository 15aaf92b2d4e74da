"""The one promise every fuzzed scene must keep, for all three games' position tests."""

from __future__ import annotations

from collections.abc import Callable

import arkbook
from arkbook import Game, InvalidPosition


def built_or_refused(build: Callable[[], Game]) -> None:
    """A scene either builds a game whose save loads back and that plays on, or is refused
    with ``InvalidPosition`` naming its field; nothing else escapes."""
    try:
        game = build()
    except InvalidPosition as exc:
        assert exc.field
        return
    assert arkbook.load(game.to_json()).to_json() == game.to_json()
    for _ in range(3):  # and the game plays on from it
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[0])
