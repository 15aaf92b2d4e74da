"""The automatic steps between decisions: turns, the end of an action, breaks and the end.

They sit on the decision stack like decisions (kinds starting with ``@``), so a break or the
final turns happen exactly where the refresher puts them, after whatever choices come first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkbook.ark_nova import tables as T
from arkbook.ark_nova import zoo
from arkbook.ark_nova.cards import Animal, Sponsor

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova as _Base
else:
    _Base = object


class FlowMixin(_Base):
    """Automatic steps (``_auto_<kind>``) for :class:`arkbook.ark_nova.engine.ArkNova`."""

    def _seats_from(self, seat: int) -> list[int]:
        n = len(self.players)
        return [(seat + i) % n for i in range(n)]

    def _auto_start_turn(self, seat: int, args: tuple[Any, ...]) -> None:
        if self.s.turn_number == 0:
            names = ", ".join(self._name(c) for c in self.s.display if c is not None)
            self._say(
                "display-revealed",
                f"Setup is over: the display is revealed ({names}).",
                "nova.setup.display",
            )
        self.s.current = seat
        self.s.turn_number += 1
        self._say("turn", f"It is {self.players[seat]}'s turn.", "nova.turn.order", seat=seat)
        self.s.stack.append(("@end_turn", seat, ()))
        self.s.stack.append(("action", seat, ()))

    def _auto_begin_action(self, seat: int, args: tuple[Any, ...]) -> None:
        ctx = self.s.ctx
        self._start_budget()
        if ctx.action == "cards":
            self._say(
                "cards", "The Cards action first advances the Break token 2.", "nova.cards.break"
            )
            self._advance_break(seat, 2)
            self.s.stack.append(("cards_mode", seat, ()))
        elif ctx.action == "animals":
            self.s.stack.append(("animal_pick", seat, ()))
            if ctx.side == 2 and ctx.strength >= 5:
                self.s.stack.append(("animals_rep", seat, ()))
        else:
            first = {"build": "build_pick", "association": "task", "sponsors": "sponsor_pick"}
            self.s.stack.append((first[ctx.action], seat, ()))

    def _auto_cp(self, seat: int, args: tuple[Any, ...]) -> None:
        self.gain_conservation(seat, args[0], args[1])

    def _auto_cards_discard(self, seat: int, args: tuple[Any, ...]) -> None:
        hand = self.s.players[seat].hand
        if args[0] and hand:
            self.s.stack.append(("discard", seat, ("cards", max(0, len(hand) - args[0]))))

    def _auto_end_action(self, seat: int, args: tuple[Any, ...]) -> None:
        ctx = self.s.ctx
        if ctx.action == "association" and ctx.side == 1:
            self._say(
                "no-donation",
                "Association is on side I, so there is no donation to add.",
                "nova.association.donation",
            )
        self._slide(seat, ctx.action)
        waiting, ctx.after = ctx.after, []
        for name, effect in reversed(waiting):
            self.s.stack.append(("@after", seat, (name, effect)))

    def _auto_after(self, seat: int, args: tuple[Any, ...]) -> None:
        name, effect = args
        self._say(
            "after-now",
            f"After finishing: {name} gives {effect.describe()}.",
            "nova.animals.appeal",
        )
        self.apply_effect(seat, effect, name)

    def _advance_break(self, seat: int, steps: int) -> None:
        s = self.s
        if s.break_pending:
            return
        s.break_pos = min(s.break_pos + steps, s.break_length)
        if s.break_pos >= s.break_length:
            s.break_pending = True
            self._say(
                "break-reached",
                f"{s.players[seat].name} pushes the Break token to the end: a break follows "
                "this turn.",
                "nova.break.trigger",
            )
            self.gain_x(seat, 1, "reaching the break")

    def _refill_display(self) -> None:
        cards = [c for c in self.s.display if c is not None]
        while len(cards) < T.DISPLAY_SIZE:
            card = self._draw()
            if card is None:
                break
            cards.append(card)
        self.s.display = cards + [None] * (T.DISPLAY_SIZE - len(cards))

    def _auto_end_turn(self, seat: int, args: tuple[Any, ...]) -> None:
        s = self.s
        self._say("turn-end", f"{self.players[seat]}'s one action is done.", "nova.turn.one_action")
        self._refill_display()
        self._say("refill", "The display slides toward folder 1 and refills.", "nova.cards.refill")
        self._check_trigger(seat, during_break=False)
        s.stack.append(("@next_turn", seat, ()))
        if s.break_pending:
            s.stack += [("@break_end", seat, ()), ("@income", seat, ()), ("@break_admin", seat, ())]
            limits = []
            for q in self._seats_from(seat):
                limit = self._hand_limit(q)
                if len(s.players[q].hand) > limit:
                    limits.append(("discard", q, ("break", limit)))
            self._push_all(limits)
            self._say(
                "break", "Break: everyone discards down to the hand limit.", "nova.break.hand_limit"
            )

    def _hand_limit(self, seat: int) -> int:
        if "reputation-hand" in self.s.players[seat].universities:
            return T.HAND_LIMIT_UNIVERSITY
        return T.HAND_LIMIT

    def _auto_break_admin(self, seat: int, args: tuple[Any, ...]) -> None:
        s = self.s
        self._say(
            "tokens",
            "The teaching deck has no Multiplier, Venom or Constriction tokens to return.",
            "nova.break.tokens",
        )
        for p in s.players:
            p.placed = {}
        self._say("recall", "All association workers come back.", "nova.break.workers")
        s.partner_supply = T.CONTINENTS
        s.university_supply = tuple(T.UNIVERSITIES)
        self._say("supply", "Partner zoos and universities are refilled.", "nova.break.supply")
        for f in (0, 1):
            if s.display[f] is not None:
                s.discard.append(s.display[f])
                s.display[f] = None
        self._refill_display()
        self._say(
            "display", "Folders 1 and 2 are discarded; the display refills.", "nova.break.display"
        )

    def _auto_income(self, seat: int, args: tuple[Any, ...]) -> None:
        for q in reversed(self._seats_from(seat)):
            self.s.stack.append(("@income_for", q, ()))

    def _auto_income_for(self, seat: int, args: tuple[Any, ...]) -> None:
        p = self.s.players[seat]
        appeal = T.appeal_income(p.appeal)
        kiosks = zoo.kiosk_income(p)
        recurring = 0
        for card_id in p.zoo:
            card = self.deck.cards[card_id]
            if isinstance(card, Animal | Sponsor):
                for e in card.effects:
                    if e.when == "break" and e.do == "money":
                        recurring += e.n
                    elif e.when == "break" and e.do == "appeal":
                        self.gain_appeal(seat, e.n, f"{card.name} at the break")
        total = appeal + kiosks + recurring
        p.money += total
        self._say(
            "income",
            f"{p.name} takes income: {appeal} for appeal {p.appeal}, {kiosks} from kiosks, "
            f"{recurring} recurring; {total} in all, now {p.money}.",
            "nova.break.income",
            seat=seat,
        )
        empty = zoo.empty_beside_kiosks(p)
        if empty:
            self._say(
                "kiosk-empty",
                f"{p.name}'s empty standard enclosure{'s' * (len(empty) > 1)} (building "
                f"{', '.join(map(str, empty))}) beside a kiosk "
                f"{'pay' if len(empty) > 1 else 'pays'} nothing.",
                "nova.break.empty",
            )
        for i in reversed(range(min(p.tokens_removed, T.RECURRING_TOKENS))):
            self.gain_bonus(seat, T.MAP_TOKEN_BONUS[i], "recurring map-edge bonus")

    def _auto_break_end(self, seat: int, args: tuple[Any, ...]) -> None:
        s = self.s
        s.break_pos = s.break_start
        s.break_pending = False
        self._say(
            "break-end", "The Break token goes back to its starting space.", "nova.break.reset"
        )
        for q in self._seats_from(seat):
            self._check_trigger(q, during_break=True)

    def _check_trigger(self, seat: int, during_break: bool) -> None:
        s = self.s
        p = s.players[seat]
        if s.triggered_by is not None:
            return
        if p.appeal + T.white_number(p.conservation) < T.END_TARGET:
            return
        s.triggered_by = p.name
        self._say(
            "end-trigger",
            f"{p.name}'s appeal {p.appeal} and conservation {p.conservation} (white number "
            f"{T.white_number(p.conservation)}) meet or pass: the end is triggered.",
            "nova.end.trigger",
        )
        order = self._seats_from(s.current)
        if during_break:
            s.final_turns = tuple(order[1:] + order[:1])
            text, rule = (
                "During a break: everyone, them included, takes one more turn",
                "nova.end.break",
            )
        else:
            s.final_turns = tuple(order[1:])
            text, rule = (
                "At the end of their turn: every other player takes one more turn",
                "nova.end.turn",
            )
        self._say("final-turns", f"{text}.", rule)

    def _auto_next_turn(self, seat: int, args: tuple[Any, ...]) -> None:
        s = self.s
        if s.triggered_by is None:
            s.stack.append(("@start_turn", (s.current + 1) % len(self.players), ()))
        elif s.final_turns:
            seat_next, s.final_turns = s.final_turns[0], s.final_turns[1:]
            s.stack.append(("@start_turn", seat_next, ()))
        else:
            s.stack.append(("@game_end", seat, ()))

    def _auto_game_end(self, seat: int, args: tuple[Any, ...]) -> None:
        s = self.s
        s.stack.append(("@over", seat, ()))
        if not s.reached_ten:
            self._say(
                "end-discard",
                "Nobody reached 10 conservation: everyone discards one Final Scoring card now.",
                "nova.end.discard",
            )
            self._push_all(
                [("final", q, ()) for q in range(len(self.players)) if self._final_count(q) > 1]
            )

    def _auto_over(self, seat: int, args: tuple[Any, ...]) -> None:
        self.s.over = True
        self.s.stack.clear()
        totals = self.scores().totals
        text = ", ".join(f"{name} {points}" for name, points in totals.items())
        self._say("game-over", f"The game is over. Totals: {text}.", "nova.end.total")
        result = self.outcome()
        if result is not None and result.tie_break:
            self._say(
                "tie",
                f"A tie on points, settled by {result.tie_break}: {', '.join(result.winners)}.",
                "nova.end.tie",
            )
