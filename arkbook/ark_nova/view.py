"""What a player may see, JSON-ready: the board a widget draws.

``view(None)`` is everything (deck order, every hand, the decision stack) and is what a save
compares. ``view(name)`` hides other players' hands and Final Scoring cards (counts only), the
order of the decks, and the display while it still lies face down (until setup ends).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from arkbook.ark_nova import board
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.card_words import card_text, requirement_words
from arkbook.ark_nova.cards import Animal, BonusTile, Deck, FinalCard, Project, Sponsor
from arkbook.ark_nova.prompts import describe

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova
    from arkbook.game import Game


def make_view(game: ArkNova, player: str | None, everything: bool = True) -> dict[str, Any]:
    """What ``player`` may see (None: everything, or with ``everything=False`` only what every
    player sees: no hand, no face-down display, no deck)."""
    s = game.s
    everything = everything and player is None
    seen = {name: everything or name == player for name in game.players}
    top = s.stack[-1] if s.stack and not s.over else None
    # The display lies face down until setup ends (the first turn starts): a player's view
    # shows empty folders, the full view shows the cards (ruling "the display face down").
    revealed = s.turn_number > 0
    shown = everything or revealed
    view: dict[str, Any] = {
        "players": [_player(game, i, seen[p.name]) for i, p in enumerate(s.players)],
        "current": game.players[s.current],
        "turn": s.turn_number,
        "pending": None
        if top is None
        else {
            "kind": top[0],
            "player": game.players[top[1]],
            "prompt": describe(game, top),
            "args": _plain(top[2]),
            "options": list(game.option_texts())
            if everything or game.players[top[1]] == player
            else None,
        },
        "action": _action(game),
        "display": [
            {"folder": f + 1, "card": card if shown else None, "extra_cost": f + 1}
            for f, card in enumerate(s.display)
        ],
        "display_revealed": revealed,
        "deck_size": len(s.deck),
        "discard": list(s.discard),
        "final_deck_size": len(s.final_deck),
        "final_discard_size": len(s.final_discard),
        "projects": [
            {
                "card": slot.card,
                "tokens": list(slot.tokens),
                "base": game.deck.project(slot.card).base,
            }
            for slot in s.projects
        ],
        "bonus_tiles": {str(space): list(tiles) for space, tiles in s.bonus_tiles.items()},
        "association": {
            "partner_zoos": list(s.partner_supply),
            "universities": list(s.university_supply),
            "donations_made": s.donations,
            "next_donation": T.donation_cost(len(game.players), s.donations),
            "blocked_donation_spaces": s.donation_blocked,
        },
        "break": {"position": s.break_pos, "start": s.break_start, "end": s.break_length},
        "reached_ten": s.reached_ten,
        "end": {
            "triggered_by": s.triggered_by,
            "final_turns": [game.players[i] for i in s.final_turns],
        },
        "over": s.over,
        "map": map_view(),
    }
    if everything:
        view["deck"] = list(s.deck)
        view["final_deck"] = list(s.final_deck)
        view["final_discard"] = list(s.final_discard)
        view["stack"] = [[k, game.players[seat], _plain(args)] for k, seat, args in s.stack]
        view["reshuffles"] = s.reshuffles
        view["break_pending"] = s.break_pending
    return view


def counter_totals(view: Mapping[str, Any]) -> dict[str, int]:
    """Each player's counters as the end compares them with ``END_TARGET``: appeal plus the
    white number under the conservation counter (no cards counted)."""
    return {p["name"]: p["appeal"] + p["white_number"] for p in view["players"]}


def turn_starts(game: Game, player: str) -> bool:
    """Whether ``player`` is at the first decision of a turn: choosing an Action card, or the
    X-token action (where a review counts a turn, and where a late start hands a game over)."""
    pending = game.view(player)["pending"] or {}
    return bool(pending.get("kind") == "action")


def _action(game: ArkNova) -> dict[str, Any] | None:
    """The Action card being performed and what it has done so far, or None between actions.

    The engine keeps the last action's context until the next one starts; shown after its
    action ended, it would put the last player's strength on the next player's card."""
    s = game.s
    performer = next((seat for kind, seat, _ in s.stack if kind == "@end_action"), None)
    if performer is None or s.over:
        return None
    return {
        "player": game.players[performer],
        "card": s.ctx.action,
        "side": s.ctx.side,
        "slot": s.ctx.base,
        "strength": s.ctx.strength,
        "left": s.ctx.budget,
        "done": list(s.ctx.done),
    }


def _plain(args: tuple) -> list:
    """Decision arguments as JSON (effects waiting "after finishing" become their text)."""
    return [a if isinstance(a, str | int) else a.describe() for a in args]


def _player(game: ArkNova, seat: int, seen: bool) -> dict[str, Any]:
    p = game.s.players[seat]
    data: dict[str, Any] = {
        "name": p.name,
        "money": p.money,
        "appeal": p.appeal,
        "conservation": p.conservation,
        "white_number": T.white_number(p.conservation),
        "reputation": p.reputation,
        "reputation_folders": T.folders_in_range(p.reputation),
        "x_tokens": p.x_tokens,
        "action_row": [
            {"slot": i + 1, "card": a, "side": p.side(a), "strength": i + 1}
            for i, a in enumerate(p.row)
        ],
        "upgrades_left": p.upgrades_left(),
        "hand_size": len(p.hand),
        "final_cards_held": len(p.final_cards),
        "zoo": list(p.zoo),
        "buildings": [
            {
                "id": b.id,
                "kind": b.kind,
                "at": b.label,
                "hexes": [list(h) for h in b.hexes],
                "animals": list(b.animals),
                "spaces_used": b.used,
            }
            for b in p.buildings
        ],
        "workers": {"active": p.workers, "placed": dict(p.placed)},
        "partner_zoos": list(p.partner_zoos),
        "universities": list(p.universities),
        "map_tokens_removed": p.tokens_removed,
        "supported_projects": list(p.supported),
        "conservation_bonuses_taken": sorted(p.cp_bonuses),
        "covered_all": p.covered_all,
    }
    if seen:
        data["hand"] = list(p.hand)
        data["final_cards"] = list(p.final_cards)
    return data


def map_view() -> dict[str, Any]:
    """The static map (terrain, bonuses, building shapes) for a board to draw, fresh each call."""
    m = board.map_a()
    return {
        "name": m.name,
        "land": sorted(list(h) for h in m.land),
        "water": sorted(list(h) for h in m.water),
        "rock": sorted(list(h) for h in m.rock),
        "upgrade_only": sorted(list(h) for h in m.upgrade_only),
        "bonuses": [{"hex": list(h), "bonus": b} for h, b in sorted(m.bonuses.items())],
        "shapes": {
            k: {"size": size, "axial": [list(o) for o in cells]}
            for k, (size, cells) in board.SHAPES.items()
        },
    }


def card_info(deck: Deck, card_id: str) -> dict[str, Any]:
    """A card's printed face as JSON, with ``text``: the whole face in words (conditions,
    effects, what a Final Scoring card rewards), so nothing printed is hidden from a reader."""
    card = deck.cards.get(card_id) or deck.bonus_tiles.get(card_id) or deck.final_cards.get(card_id)
    if card is None:
        return {}
    data: dict[str, Any] = {"id": card.id, "name": card.name, "text": card_text(card)}
    if isinstance(card, Animal | Sponsor):
        data["requires"] = requirement_words(card.requires)
    if isinstance(card, FinalCard):
        data.update(
            kind="final",
            measure=card.measure,
            thresholds=[list(t) for t in card.thresholds],
        )
    elif isinstance(card, BonusTile):
        data.update(kind="tile", effects=[e.describe() for e in card.effects])
    elif isinstance(card, Animal):
        data.update(
            kind="animal",
            size=card.size,
            cost=card.cost,
            appeal=card.appeal,
            icons=list(card.icons),
            water=card.water,
            rock=card.rock,
            house=card.house,
            effects=[e.describe() for e in card.effects],
        )
    elif isinstance(card, Sponsor):
        data.update(
            kind="sponsor",
            level=card.level,
            icons=list(card.icons),
            effects=[e.describe() for e in card.effects],
        )
    elif isinstance(card, Project):
        data.update(kind="project", icon=card.icon, levels=[list(lv) for lv in card.levels])
    return data
