"""Helpers for the Ark of Animals scenario tests: they play moves and read views, no rules.

The race is simultaneous and in time, so getting one player to act usually means letting the
others pass time: :func:`act` plays a move as soon as its player's hand is free, making every
other free player wait meanwhile (``wait`` is an ordinary move). Everything else is built on it.
"""

from __future__ import annotations

from arkbook.ark_of_animals import ArkOfAnimals, new_game
from arkbook.errors import IllegalMove
from arkbook.game import Event, Move


def game_with(levels: dict[str, str] | str = "Normal", seed: int = 1) -> ArkOfAnimals:
    """A new game for Ada, Ben and Cy (or the players named in ``levels``)."""
    players = list(levels) if isinstance(levels, dict) else ["Ada", "Ben", "Cy"]
    return new_game(players, seed=seed, levels=levels)


def until_free(game: ArkOfAnimals, player: str) -> list[Event]:
    """Let the other free players wait until ``player``'s hand is free."""
    events: list[Event] = []
    while player not in game.to_move:
        other = next(p for p in game.to_move if p != player)
        events += game.play(f"{other}: wait")
    return events


def act(game: ArkOfAnimals, text: str) -> list[Event]:
    """Play ``text`` as soon as its player may act; the other free players wait until then."""
    events = until_free(game, text.split(":")[0])
    return events + game.play(text)


def place_next(game: ArkOfAnimals, player: str) -> list[Event]:
    """Reveal a tile for ``player`` and place it on the first legal space."""
    events = act(game, f"{player}: reveal")
    events += until_free(game, player)
    first = next(m for m in game.legal_moves() if m.player == player and "place" in str(m))
    return events + game.play(first)


def fill(game: ArkOfAnimals, player: str, count: int | None = None) -> list[Event]:
    """Place ``count`` tiles for ``player`` (default: until the ark is full)."""
    events: list[Event] = []
    done = 0
    while (count is None or done < count) and not _finished(game, player):
        events += place_next(game, player)
        done += 1
    return events


def _finished(game: ArkOfAnimals, player: str) -> bool:
    return next(p for p in game.view(None)["players"] if p["name"] == player)["finished"]


def pass_time(game: ArkOfAnimals, until: str = "sand-out") -> list[Event]:
    """Let everyone who may act wait (holders too) until an event of kind ``until`` happens."""
    events: list[Event] = []
    for _ in range(10_000):
        mover = game.to_move[0]
        waits = [m for m in game.legal_moves() if m.player == mover and str(m).endswith("wait")]
        step = game.play(waits[0] if waits else next(iter(game.legal_moves())))
        events += step
        if any(e.kind == until for e in step):
            return events
    raise AssertionError(f"no {until!r} event")


def finish_round(game: ArkOfAnimals, filler: str = "Ada") -> list[Event]:
    """``filler`` fills the ark, the others only wait, and the round is scored."""
    events = fill(game, filler)
    return events + pass_time(game, "reveal-arks")


def refused(game: ArkOfAnimals, move: str | Move, rule: str) -> IllegalMove:
    """Assert the move is refused for ``rule``, is not listed, and changes nothing."""
    before = game.to_json()
    problem = game.why_not(move)
    assert problem is not None, f"{move} was allowed"
    assert problem.rule == rule, f"{move} refused for {problem.rule}: {problem.reason}"
    assert str(move) not in {str(m) for m in game.legal_moves()}
    assert problem.reason[0].isupper() and problem.reason.endswith("."), problem.reason
    try:
        game.play(move)
    except IllegalMove:
        pass
    else:
        raise AssertionError(f"{move} was played")
    assert game.to_json() == before
    return problem


def player_view(game: ArkOfAnimals, viewer: str | None, name: str) -> dict:
    """``name``'s entry in the players list of ``viewer``'s view."""
    return next(p for p in game.view(viewer)["players"] if p["name"] == name)
