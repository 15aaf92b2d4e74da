"""The automatic steps between decisions: turns, the end of an action, breaks and the end.

They sit on the decision stack like decisions (kinds starting with ``@``), so a break or the
final turns happen exactly where the refresher puts them, after whatever choices come first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from arkbook.ark_nova import gains, scoring, zoo
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.decisions import animals, turn
from arkbook.ark_nova.state import Args, PlayerState

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova


def seats_from(game: ArkNova, seat: int) -> list[int]:
    n = len(game.players)
    return [(seat + i) % n for i in range(n)]


def start_turn(game: ArkNova, seat: int, args: Args) -> None:
    if game.s.turn_number == 0:
        names = ", ".join(game.card_name(c) for c in game.s.display if c is not None)
        game.say(
            "display-revealed",
            f"Setup is over: the display is revealed ({names}).",
            "nova.setup.display",
        )
    game.s.current = seat
    game.s.turn_number += 1
    game.say("turn", f"It is {game.players[seat]}'s turn.", "nova.turn.order", seat=seat)
    game.s.stack.append(("@end_turn", seat, ()))
    game.s.stack.append(("action", seat, ()))


def begin_action(game: ArkNova, seat: int, args: Args) -> None:
    ctx = game.s.ctx
    turn.start_budget(game)
    if ctx.action == "cards":
        game.say("cards", "The Cards action first advances the Break token 2.", "nova.cards.break")
        advance_break(game, seat, 2)
        game.s.stack.append(("cards_mode", seat, ()))
    elif ctx.action == "animals":
        game.s.stack.append(("animal_pick", seat, ()))
        if ctx.side == 2 and ctx.strength >= 5:
            may_raise(game, seat)
    else:
        first = {"build": "build_pick", "association": "task", "sponsors": "sponsor_pick"}
        game.s.stack.append((first[ctx.action], seat, ()))


def may_raise(game: ArkNova, seat: int) -> None:
    """Animals II at strength 5 asks for the optional +1 reputation first, unless it would be
    lost at the cap; then it says so, since a round-55 learner, offered it once, looked for
    it in vain at reputation 9."""
    if animals.raise_counts(game, seat):
        game.s.stack.append(("animals_rep", seat, ()))
        return
    game.say(
        "animals-reputation",
        f"{game.players[seat]}'s reputation is at {T.REPUTATION_CAP_SIDE_I}, the cap until "
        "the Cards action is upgraded: the optional +1 of Animals II would be lost, so it is "
        "not asked.",
        "nova.cards.reputation_cap",
    )


def cp(game: ArkNova, seat: int, args: Args) -> None:
    gains.gain_conservation(game, seat, args[0], args[1])


def reputation_bonus(game: ArkNova, seat: int, args: Args) -> None:
    gains.reputation_bonus(game, seat, args[0])


def cards_discard(game: ArkNova, seat: int, args: Args) -> None:
    hand = game.s.players[seat].hand
    if args[0] and hand:
        game.s.stack.append(("discard", seat, ("cards", max(0, len(hand) - args[0]))))


def end_action(game: ArkNova, seat: int, args: Args) -> None:
    ctx = game.s.ctx
    if ctx.action == "association" and ctx.side == 1:
        # Flipped during this action, the card still works on the side it was chosen on
        # (ruling 35): said so, since a round-51 learner read "only the upgraded Association
        # may add one" just after upgrading it.
        flipped = game.s.players[seat].side("association") == 2
        since = " It was chosen on side I; its upgrade counts from its next use." if flipped else ""
        game.say(
            "no-donation",
            f"No donation: only the upgraded Association action may add one.{since}",
            "nova.association.donation",
        )
    turn.slide(game, seat, ctx.action)
    waiting, ctx.after = ctx.after, ()
    for name, effect in reversed(waiting):
        game.s.stack.append(("@after", seat, (name, effect)))


def after(game: ArkNova, seat: int, args: Args) -> None:
    name, effect = args
    game.say(
        "after-now",
        f"After finishing: {name} gives {effect.describe()}.",
        "nova.animals.appeal",
    )
    gains.apply_effect(game, seat, effect, name)


def advance_break(game: ArkNova, seat: int, steps: int) -> None:
    s = game.s
    if s.break_pending:
        return
    s.break_pos = min(s.break_pos + steps, s.break_length)
    if s.break_pos >= s.break_length:
        s.break_pending = True
        game.say(
            "break-reached",
            f"{s.players[seat].name} pushes the Break token to the end: a break follows this turn.",
            "nova.break.trigger",
        )
        gains.gain_x(game, seat, 1, "reaching the break")


def refill_display(game: ArkNova) -> bool:
    """Slide the display toward folder 1 and refill it; whether anything changed (a card was
    taken from it)."""
    if None not in game.s.display:
        return False  # full: nothing slides, nothing is drawn
    before = list(game.s.display)
    cards = [c for c in game.s.display if c is not None]
    while len(cards) < T.DISPLAY_SIZE:
        card = game.draw_card()
        if card is None:
            break
        cards.append(card)
    game.s.display = cards + [None] * (T.DISPLAY_SIZE - len(cards))
    return game.s.display != before


def in_break(game: ArkNova) -> bool:
    """Whether the game is inside a break: its steps (discards to the hand limit, income and
    its decisions) are under way, the turn that triggered it being over."""
    return any(unit == "@break_end" for unit, _, _ in game.s.stack)


def end_turn(game: ArkNova, seat: int, args: Args) -> None:
    s = game.s
    game.say("turn-end", f"{game.players[seat]}'s one action is done.", "nova.turn.one_action")
    if refill_display(game):  # told only when a card was taken from it this turn
        game.say("refill", "The display slides toward folder 1 and refills.", "nova.cards.refill")
    check_trigger(game, seat, during_break=False)
    s.stack.append(("@next_turn", seat, ()))
    if s.break_pending:
        s.stack += [("@break_end", seat, ()), ("@income", seat, ()), ("@break_admin", seat, ())]
        limits = []
        for q in seats_from(game, seat):
            limit = hand_limit(game, q)
            if len(s.players[q].hand) > limit:
                limits.append(("discard", q, ("break", limit)))
        gains.push_all(game, limits)
        game.say(
            "break", "Break: everyone discards down to the hand limit.", "nova.break.hand_limit"
        )


def hand_limit(game: ArkNova, seat: int) -> int:
    if "reputation-hand" in game.s.players[seat].universities:
        return T.HAND_LIMIT_UNIVERSITY
    return T.HAND_LIMIT


#: The break's token step, told once a game: no card of this engine's decks leaves a
#: Multiplier, Venom or Constriction token in a zoo, so the step never returns one. Told at
#: every break, a learner read it as noise about cards they had never seen (round-7 judge);
#: told once, in the lesson's words (cards, tokens, zoos), it still says the step exists.
NO_TOKENS_BACK = (
    "At a break, tokens that some cards leave in zoos go back; no card in this game leaves "
    "any, so this step never returns one."
)


def told_before(game: ArkNova, rule: str) -> bool:
    """Whether an earlier move of the game (its history) already told an event of ``rule``.

    The turn found is remembered (``ArkNova.told``): it is asked at every break, and the
    history up to the first break is long. A remembered turn counts only while the history
    still holds it at its place (an undo may have taken it back; a clone shares the memo)."""
    history = game.history
    turn = game.told.get(rule)
    if turn is not None and turn.index < len(history) and history[turn.index] is turn:
        return True
    turn = next((t for t in history if any(e.rule == rule for e in t.events)), None)
    if turn is None:
        return False
    game.told[rule] = turn
    return True


def break_admin(game: ArkNova, seat: int, args: Args) -> None:
    s = game.s
    if not told_before(game, "nova.break.tokens"):
        game.say("tokens", NO_TOKENS_BACK, "nova.break.tokens")
    for p in s.players:
        p.placed = {}
    game.say("recall", "All association workers come back.", "nova.break.workers")
    s.partner_supply = T.CONTINENTS
    s.university_supply = tuple(T.UNIVERSITIES)
    game.say(
        "supply",
        "The partner zoos and universities taken since the last break are back on the "
        "association board, one of each, for anyone who has not taken that one yet.",
        "nova.break.supply",
    )
    for f in (0, 1):
        card = s.display[f]
        if card is not None:
            s.discard.append(card)
            s.display[f] = None
    refill_display(game)
    game.say("display", "Folders 1 and 2 are discarded; the display refills.", "nova.break.display")


def income(game: ArkNova, seat: int, args: Args) -> None:
    for q in reversed(seats_from(game, seat)):
        game.s.stack.append(("@income_for", q, ()))


def break_money(game: ArkNova, p: PlayerState) -> tuple[int, int, int]:
    """The money a zoo takes at a break: for its appeal, from its kiosks, and from its cards
    that pay at every break. The income step pays it; the evaluation counts it ahead."""
    recurring = sum(game.deck.break_effects(card_id)[0] for card_id in p.zoo)
    return T.appeal_income(p.appeal), zoo.kiosk_income(p), recurring


def income_for(game: ArkNova, seat: int, args: Args) -> None:
    p = game.s.players[seat]
    appeal, kiosks, recurring = break_money(game, p)
    deck = game.deck
    for card_id in p.zoo:
        for e in deck.break_effects(card_id)[1]:
            gains.gain_appeal(game, seat, e.n, f"{deck.cards[card_id].name} at the break")
    total = appeal + kiosks + recurring
    p.money += total
    # The map-edge bonuses paid again come after the income, one step each: a round-53 learner
    # read "in all" as a total that forgot them.
    more = "; map-edge bonuses follow" if p.tokens_removed else ""
    game.say(
        "income",
        f"{p.name} takes income: {appeal} for appeal {p.appeal}, {kiosks} from kiosks, "
        f"{recurring} from cards; {total} in all, now {p.money}{more}.",
        "nova.break.income",
        seat=seat,
    )
    empty = zoo.empty_beside_kiosks(p)
    if empty:
        game.say(
            "kiosk-empty",
            f"{p.name}'s empty standard enclosure{'s' * (len(empty) > 1)} (building "
            f"{', '.join(map(str, empty))}) beside a kiosk "
            f"{'pay' if len(empty) > 1 else 'pays'} nothing.",
            "nova.break.empty",
        )
    # One step each, so that they are told in the map edge's order, a choice (a snap, the
    # free enclosure) among them: a round-49 learner read the money and the conservation
    # first, then the snap and the enclosure that lie before them on the edge.
    recurring_bonuses = range(min(p.tokens_removed, T.RECURRING_TOKENS))
    gains.push_all(game, [("@map_bonus_again", seat, (i,)) for i in recurring_bonuses])


def map_bonus_again(game: ArkNova, seat: int, args: Args) -> None:
    """A map-edge bonus paid again at a break (the ``args[0]``-th token taken off the edge)."""
    gains.gain_bonus(game, seat, T.MAP_TOKEN_BONUS[args[0]], "map-edge bonus again")


def break_end(game: ArkNova, seat: int, args: Args) -> None:
    s = game.s
    # A card snapped as break income leaves a gap in nobody's turn: the display refills when
    # the break is over, before the next turn (ruling "the display after a break").
    if refill_display(game):
        game.say("refill", "The display slides toward folder 1 and refills.", "nova.cards.refill")
    s.break_pos = s.break_start
    s.break_pending = False
    game.say("break-end", "The Break token goes back to its starting space.", "nova.break.reset")
    for q in seats_from(game, seat):
        check_trigger(game, q, during_break=True)


def check_trigger(game: ArkNova, seat: int, during_break: bool) -> None:
    s = game.s
    p = s.players[seat]
    if s.triggered_by is not None:
        return
    if p.appeal + T.white_number(p.conservation) < T.END_TARGET:
        return
    s.triggered_by = p.name
    game.say(
        "end-trigger",
        f"{p.name}'s appeal {p.appeal} and conservation {p.conservation} (white number "
        f"{T.white_number(p.conservation)}) meet or pass: the end is triggered.",
        "nova.end.trigger",
    )
    order = seats_from(game, s.current)
    if during_break:
        s.final_turns = tuple(order[1:] + order[:1])
        text, rule = (
            f"During a break: everyone, {p.name} included, takes one more turn",
            "nova.end.break",
        )
    else:
        s.final_turns = tuple(order[1:])
        text, rule = (
            f"At the end of {p.name}'s turn: every other player takes one more turn",
            "nova.end.turn",
        )
    game.say("final-turns", f"{text}.", rule)


def next_turn(game: ArkNova, seat: int, args: Args) -> None:
    s = game.s
    if s.triggered_by is None:
        s.stack.append(("@start_turn", (s.current + 1) % len(game.players), ()))
    elif s.final_turns:
        seat_next, s.final_turns = s.final_turns[0], s.final_turns[1:]
        s.stack.append(("@start_turn", seat_next, ()))
    else:
        s.stack.append(("@game_end", seat, ()))


def game_end(game: ArkNova, seat: int, args: Args) -> None:
    s = game.s
    s.stack.append(("@over", seat, ()))
    if not s.reached_ten:
        game.say(
            "end-discard",
            "Nobody reached 10 conservation: everyone discards one Final Scoring card now.",
            "nova.end.discard",
        )
        gains.push_all(
            game,
            [("final", q, ()) for q in range(len(game.players)) if gains.final_count(game, q) > 1],
        )


def over(game: ArkNova, seat: int, args: Args) -> None:
    game.s.over = True
    game.s.stack.clear()
    text = f"{scoring.totals_words(game.scores())}. {scoring.end_game_words(game)}".strip()
    game.say("game-over", f"The game is over. Totals: {text}", "nova.end.total")
    result = game.outcome()
    if result is not None and result.tie_break:
        game.say(
            "tie",
            f"A tie on points: {result.verdict()}",
            "nova.end.tie",
        )


#: The automatic steps by kind (``@`` and the step's name), run by the engine's driver.
AUTOMATIC: dict[str, Callable[[ArkNova, int, Args], None]] = {
    "@start_turn": start_turn,
    "@begin_action": begin_action,
    "@cp": cp,
    "@reputation_bonus": reputation_bonus,
    "@cards_discard": cards_discard,
    "@end_action": end_action,
    "@after": after,
    "@end_turn": end_turn,
    "@break_admin": break_admin,
    "@income": income,
    "@income_for": income_for,
    "@map_bonus_again": map_bonus_again,
    "@break_end": break_end,
    "@next_turn": next_turn,
    "@game_end": game_end,
    "@over": over,
}
