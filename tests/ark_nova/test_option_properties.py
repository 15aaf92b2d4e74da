"""Properties of the options and refusals over random games.

* Every option the engine lists is played without refusal, and undo restores the game.
* Every move that is not an option is refused, changes nothing, and its rule is one that really
  fails: a rule id the engine knows, and, for the rules checked here from the state alone (with
  no engine code), the condition it names does not hold.
"""

from __future__ import annotations

import random

import pytest

from arkbook.ark_nova import RULES, new_game
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.board import SHAPES, map_a, placement_by_label
from arkbook.ark_nova.cards import Animal
from arkbook.errors import IllegalMove


def _fails(game, rule: str, words: list[str]) -> bool | None:
    """Whether ``rule`` really fails for the move ``words`` (its cards by id) in this state,
    judged from the view and the cards alone; None for rules this test does not judge."""
    seat = game.s.stack[-1][1]
    p = game.s.players[seat]
    ctx = game.s.ctx
    if rule == "nova.turn.x_action_full":
        return p.x_tokens >= T.MAX_X_TOKENS
    if rule == "nova.turn.x_tokens" and words[0] == "spend":
        return int(words[1]) > p.x_tokens
    if rule == "nova.turn.upgrades":
        return len(p.upgraded) >= T.UPGRADES_PER_PLAYER
    if rule == "nova.turn.upgrade_flip" and words[0] == "upgrade":
        return words[1] in p.upgraded
    if rule == "nova.animals.cost" and words[0] == "play":
        animal = game.deck.cards[words[1]]
        discount = 3 * sum(1 for c in animal.continents if c in p.partner_zoos)
        return max(0, animal.cost - discount) > p.money
    if rule == "nova.cards.range" and words[0] == "take":
        return int(words[1]) > T.folders_in_range(p.reputation)
    if rule == "nova.build.size" and words[0] == "build":
        size = SHAPES[words[1]][0]
        return size > ctx.budget or 2 * size > p.money
    if rule == "nova.cards.snap" and words[0] == "snap":
        return ctx.strength < (3 if ctx.side == 2 else 5)
    if rule == "nova.association.partner_limit" and words[:2] == ["task", "partner-zoo"]:
        most = T.MAX_PARTNER_ZOOS if ctx.side == 2 else 2
        return len(p.partner_zoos) >= most or words[2] in p.partner_zoos
    if words[0] == "at" and rule in ("game.choice", "nova.build.terrain"):
        place = placement_by_label(game.s.stack[-1][2][0]).get(f"{words[1]} {words[2]}")
        if rule == "game.choice" or place is None:  # off the map: no placement of that name
            return place is None and rule == "game.choice"
        zoo = map_a()
        return (
            not place.cells <= zoo.land
            or bool(place.cells & p.occupied())
            or (bool(place.cells & zoo.upgrade_only) and "build" not in p.upgraded)
        )
    if rule == "nova.association.one_task":
        return ctx.side == 1
    if rule == "nova.animals.count" and words[0] == "play":
        card = game.deck.cards.get(words[1])
        return not isinstance(card, Animal) or (
            card.id not in p.hand and card.id not in game.s.display
        )
    return None


@pytest.mark.parametrize("seed", [11, 12])
def test_options_play_and_refusals_name_a_rule_that_fails(seed):
    game = new_game(["Ada", "Ben"], seed=seed)
    rng = random.Random(seed)
    seen: set[str] = set()
    judged = 0
    step = 0
    while not game.is_over():
        moves = game.legal_moves()
        player = moves[0].player
        texts = {m.text for m in moves}
        if step % 3 == 0:
            before = game.to_json()
            for move in moves:
                # Played moves are taken as they are (Game._know): each reads back to itself.
                assert game.parse_move(str(move)) == move, move
                assert game.why_not(move) is None, move
                game.play(move)
                game.undo()
            assert game.to_json() == before
            # Near misses: texts seen earlier in the game, of the verbs asked now.
            verbs = {t.split()[0] for t in texts}
            near = sorted(t for t in seen - texts if t.split()[0] in verbs)
            for text in rng.sample(near, min(8, len(near))):
                refusal = game.why_not(f"{player}: {text}")
                assert isinstance(refusal, IllegalMove), text
                assert refusal.rule in ("game.turn", "game.choice") or refusal.rule in RULES, (
                    refusal.rule
                )
                words = game.parse_move(f"{player}: {text}").by_id.split()
                verdict = _fails(game, refusal.rule, words)
                assert verdict is not False, (text, refusal.rule, refusal.reason)
                judged += verdict is True
                with pytest.raises(IllegalMove):
                    game.play(f"{player}: {text}")
            assert game.to_json() == before
        seen |= texts
        game.play(rng.choice(moves))
        step += 1
    assert judged >= 10, "too few refusals were judged to test anything"
