"""The decisions of a turn: each has options (``_opt_<kind>``) and an effect (``_do_<kind>``).

A decision on the stack is ``(kind, seat, args)``. Its options are move texts computed from the
state alone, so listing legal moves never copies anything. Applying an option may push further
decisions (the next step of the action, a bonus to choose); the engine's driver then runs any
automatic steps until a real decision is on top.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from arkbook.ark_nova import board, zoo
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.cards import Animal, Project, Sponsor
from arkbook.ark_nova.state import Building, ProjectSlot, TurnContext

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova as _Base
else:
    _Base = object

BASE_KINDS: tuple[str, ...] = (
    "kiosk",
    "pavilion",
    *board.STANDARD,
    "petting-zoo",
)


class ActionsMixin(_Base):
    """Option lists and effects of every player decision."""

    # ------------------------------------------------------------------ shared helpers
    def _range_folders(self, seat: int, reputation: int | None = None) -> list[int]:
        """Display folders (1-based) within reputation range that hold a card (at the
        player's reputation, or at ``reputation`` when asking what a raise would bring)."""
        if reputation is None:
            reputation = self.s.players[seat].reputation
        reach = T.folders_in_range(reputation)
        return [f for f in range(1, reach + 1) if self.s.display[f - 1] is not None]

    def _full_folders(self) -> list[int]:
        return [f for f in range(1, T.DISPLAY_SIZE + 1) if self.s.display[f - 1] is not None]

    def _from_display(self, folder: int) -> str:
        card = self.s.display[folder - 1]
        self.s.display[folder - 1] = None
        assert card is not None
        return card

    def _sources(
        self, seat: int, kind: type, side: int, reputation: int | None = None
    ) -> list[tuple[str, int]]:
        """Cards of one type a player may use: (card, extra cost) from hand, then display."""
        p = self.s.players[seat]
        found = [(c, 0) for c in p.hand if isinstance(self.deck.cards[c], kind)]
        if side == 2:
            for f in self._range_folders(seat, reputation):
                card = self.s.display[f - 1]
                if isinstance(self.deck.cards[card], kind):
                    found.append((card, f))
        return found

    def _take_from(self, seat: int, card: str) -> int:
        """Remove a card from hand or display; return the folder extra paid (0 from hand)."""
        p = self.s.players[seat]
        if card in p.hand:
            p.hand.remove(card)
            return 0
        folder = self.s.display.index(card) + 1
        self._from_display(folder)
        return folder

    # ------------------------------------------------------------------ choosing an action
    def _opt_action(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        p = self.s.players[seat]
        opts = [f"action {a}" for a in p.row if self._can_perform(seat, a, p.slot(a) + p.x_tokens)]
        if p.x_tokens < T.MAX_X_TOKENS:
            opts.append("x-token")
        return opts

    def _do_action(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        p = self.s.players[seat]
        if words[0] == "x-token":
            self.s.stack.append(("xcard", seat, ()))
            return
        action = words[1]
        slot = p.slot(action)
        self.s.ctx = TurnContext(action=action, side=p.side(action), base=slot, strength=slot)
        side = "II" if p.side(action) == 2 else "I"
        self._say(
            "action",
            f"{p.name} chooses {action.capitalize()} (side {side}) from slot {slot}, "
            f"strength {slot}.",
            "nova.turn.strength",
            action=action,
            slot=slot,
        )
        self.s.stack.append(("@end_action", seat, ()))
        self.s.stack.append(("@begin_action", seat, ()))
        if p.x_tokens:
            self.s.stack.append(("spend", seat, ()))

    def _opt_xcard(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        return [f"move {a}" for a in self.s.players[seat].row]

    def _do_xcard(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        p = self.s.players[seat]
        self._slide(seat, words[1])
        self.gain_x(seat, 1, "the X-token action")
        self._say(
            "x-action",
            f"{p.name} takes the X-token action with {words[1].capitalize()}.",
            "nova.turn.x_action",
        )

    def _slide(self, seat: int, action: str) -> None:
        p = self.s.players[seat]
        p.row.remove(action)
        p.row.insert(0, action)
        row = "-".join(a.capitalize() for a in p.row)
        self._say(
            "slide",
            f"{action.capitalize()} moves to slot 1; the row reads {row}.",
            "nova.turn.slide",
            row=list(p.row),
        )

    def _opt_spend(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        p, ctx = self.s.players[seat], self.s.ctx
        return [
            f"spend {k}"
            for k in range(p.x_tokens + 1)
            if self._can_perform(seat, ctx.action, ctx.base + k)
        ]

    def _do_spend(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        p, ctx = self.s.players[seat], self.s.ctx
        k = int(words[1])
        p.x_tokens -= k
        ctx.spent = k
        ctx.strength = ctx.base + k
        if k:
            self._say(
                "spend",
                f"{p.name} spends {T.x_tokens(k)}: {ctx.action.capitalize()} strength "
                f"{ctx.base} becomes {ctx.strength}, {T.x_tokens(p.x_tokens)} left.",
                "nova.turn.x_tokens",
            )

    def _can_perform(self, seat: int, action: str, strength: int) -> bool:
        """Whether the action at this strength can do something (it may not do nothing).

        Asks the same questions as the first decision of the action, from the state alone,
        and stops at the first thing it could do: an Action card is offered whenever one
        option exists, so its options need not all be listed.
        """
        p = self.s.players[seat]
        side = p.side(action)
        if action == "cards":
            return any(self._cards_options(seat, side, strength))
        if action == "animals":
            if T.ANIMALS_TABLE[side][T.clamp_strength(strength) - 1] <= 0:
                return False
            if any(self._animal_options(seat, side, p.reputation)):
                return True
            # Side II at 5+: the +1 reputation comes first, so what it brings in reach counts.
            return (
                side == 2
                and strength >= 5
                and any(self._animal_options(seat, side, self._raised_reputation(seat)))
            )
        if action == "build":
            return any(self._build_kinds(seat, side, strength, ()))
        if action == "association":
            return any(self._task_options(seat, side, strength, ()))
        return any(self._sponsor_options(seat, side, strength + (side == 2), ()))

    def _start_budget(self) -> None:
        ctx = self.s.ctx
        s = T.clamp_strength(ctx.strength)
        if ctx.action == "animals":
            ctx.count = T.ANIMALS_TABLE[ctx.side][s - 1]
        elif ctx.action == "sponsors":
            ctx.budget = ctx.strength + (1 if ctx.side == 2 else 0)
        else:
            ctx.budget = ctx.strength

    # ------------------------------------------------------------------ Cards
    def _opt_cards_mode(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        return list(self._cards_options(seat, self.s.ctx.side, self.s.ctx.strength))

    def _cards_options(self, seat: int, side: int, strength: int) -> Iterator[str]:
        if self.s.deck or self.s.discard or (side == 2 and self._range_folders(seat)):
            yield "draw"
        if strength >= (3 if side == 2 else 5):
            yield from (f"snap {f}" for f in self._full_folders())

    def _do_cards_mode(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        p, ctx = self.s.players[seat], self.s.ctx
        if words[0] == "snap":
            card = self._from_display(int(words[1]))
            p.hand.append(card)
            self._say(
                "snap",
                f"{p.name} snaps {self._name(card)} from folder {words[1]}.",
                "nova.cards.side2" if ctx.side == 2 else "nova.cards.snap",
                card=card,
            )
            return
        draw, discard = T.CARDS_TABLE[ctx.side][T.clamp_strength(ctx.strength) - 1]
        self.s.stack.append(("@cards_discard", seat, (discard,)))
        if ctx.side == 1:
            self.draw_cards(seat, draw, "Cards action")
        else:
            self.s.stack.append(("take_card", seat, ("deck-or-range", draw)))

    def _opt_take_card(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        where = args[0]
        opts = []
        if where == "deck-or-range" and (self.s.deck or self.s.discard):
            opts.append("take deck")
        folders = self._full_folders() if where == "any" else self._range_folders(seat)
        return opts + [f"take {f}" for f in folders]

    def _do_take_card(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        p = self.s.players[seat]
        left = args[1] - 1 if len(args) > 1 else 0
        if left:
            self.s.stack.append(("take_card", seat, (args[0], left)))
        if words[1] == "deck":
            self.draw_cards(seat, 1, "taking a card")
            return
        card = self._from_display(int(words[1]))
        p.hand.append(card)
        self._say(
            "take",
            f"{p.name} takes {self._name(card)} from folder {words[1]}.",
            # A card taken from any folder (a map bonus) is a snap: the range does not apply.
            "nova.cards.snap" if args[0] == "any" else "nova.cards.range",
            card=card,
        )

    def _opt_discard(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        return [f"discard {c}" for c in self.s.players[seat].hand]

    def _do_discard(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        p = self.s.players[seat]
        reason, target = args
        p.hand.remove(words[1])
        self.s.discard.append(words[1])
        rule = {"setup": "nova.setup.keep_four", "cards": "nova.cards.draw"}.get(
            reason, "nova.break.hand_limit"
        )
        self._say("discard", f"{p.name} discards {self._name(words[1])}.", rule, card=words[1])
        if len(p.hand) > target:
            self.s.stack.append(("discard", seat, args))

    def _opt_final(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        return [f"discard {c}" for c in self.s.players[seat].final_cards]

    def _do_final(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        p = self.s.players[seat]
        p.final_cards = tuple(c for c in p.final_cards if c != words[1])
        self.s.final_discard += (words[1],)
        self._say(
            "final-discard",
            f"{p.name} discards a Final Scoring card, keeping one.",
            "nova.track.cp10" if self.s.reached_ten else "nova.end.discard",
        )

    # ------------------------------------------------------------------ Animals
    def _opt_animals_rep(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        """Skipping the raise is offered only if an animal can be played without it (when only
        the raise brings one within reach, skipping would leave the action doing nothing)."""
        playable = any(self._animal_options(seat, self.s.ctx.side, None))
        return ["raise reputation", "skip"] if playable else ["raise reputation"]

    def _raised_reputation(self, seat: int) -> int:
        """The reputation after the +1 of Animals side II (unchanged at a cap). The track
        bonus the step may give is a decision of its own, taken after it, and is not looked
        ahead."""
        p = self.s.players[seat]
        capped = p.reputation >= T.MAX_REPUTATION or (
            p.reputation >= T.REPUTATION_CAP_SIDE_I and p.side("cards") == 1
        )
        return p.reputation if capped else p.reputation + 1

    def _do_animals_rep(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        if words[0] == "raise":
            self._say(
                "animals-reputation",
                f"{self.players[seat]} raises reputation by 1 before playing animals.",
                "nova.animals.reputation",
            )
            self.gain_reputation(seat, 1, "Animals side II at strength 5")

    def _opt_animal_pick(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        opts = list(self._animal_options(seat, self.s.ctx.side, None))
        if self.s.ctx.done:
            opts.append("done")
        return opts

    def _animal_options(self, seat: int, side: int, reputation: int | None) -> Iterator[str]:
        """The animals a player may play now: in reach (hand, or display range on side II),
        conditions met, affordable, with a home. ``reputation`` overrides the player's (to
        ask what a raise would bring) without changing the state."""
        p = self.s.players[seat]
        rooms = zoo.open_rooms(p)
        if not rooms:
            return
        for card, extra in self._sources(seat, Animal, side, reputation):
            animal = self.deck.cards[card]
            if (
                zoo.animal_cost(p, animal) + extra <= p.money
                and zoo.has_home(rooms, animal)
                and zoo.unmet(p, animal.requires, self.deck, reputation) is None
            ):
                yield f"play {card}"

    def _do_animal_pick(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        if words[0] == "done":
            return
        p = self.s.players[seat]
        card = words[1]
        animal = self.deck.cards[card]
        extra = self._take_from(seat, card)
        cost = zoo.animal_cost(p, animal) + extra
        p.money -= cost
        why = []
        if cost != animal.cost + extra:
            why.append(f"{animal.cost - zoo.animal_cost(p, animal)} off for partner zoos")
        if extra:
            why.append(f"{extra} extra from folder {extra}")
        note = f" ({'; '.join(why)})" if why else ""
        self._say(
            "animal",
            f"{p.name} plays {animal.name}, paying {cost} money{note}; {p.money} left.",
            "nova.animals.side2" if extra else "nova.animals.cost",
            card=card,
        )
        self.s.stack.append(("enclosure", seat, (card,)))

    def _opt_enclosure(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        animal = self.deck.cards[args[0]]
        return [f"enclosure {b.id}" for b in zoo.enclosures_for(self.s.players[seat], animal)]

    def _do_enclosure(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        p, ctx = self.s.players[seat], self.s.ctx
        card = args[0]
        animal: Animal = self.deck.cards[card]
        b = p.own_building(int(words[1]))
        b.animals.append(card)
        if b.kind in board.STANDARD:
            text, rule = f"enclosure {b.id} ({b.kind}) flips to occupied", "nova.animals.enclosure"
        else:
            space = 1 if b.kind == "petting-zoo" else animal.size
            b.used += space
            text, rule = f"{space} space(s) of the {b.kind} are marked", "nova.animals.special"
        p.zoo.append(card)
        self._say("enclose", f"{animal.name} moves in: {text}.", rule, building=b.id)
        ctx.count -= 1
        ctx.done.append(card)
        if ctx.count > 0:
            self.s.stack.append(("animal_pick", seat, ()))
        self.gain_appeal(seat, animal.appeal, animal.name, "nova.animals.appeal")
        self._card_effects(seat, animal.effects, animal.name)

    def _card_effects(self, seat: int, effects: tuple, name: str) -> None:
        for effect in effects:
            if effect.when == "now":
                self.apply_effect(seat, effect, name)
            elif effect.when == "after":
                self.s.ctx.after.append((name, effect))
                self._say("after", f"{name}: '{effect.describe()}' waits.", "nova.animals.appeal")

    # ------------------------------------------------------------------ Build
    def _build_kinds(self, seat: int, side: int, budget: int, done: Sequence[str]) -> Iterator[str]:
        """The building kinds a player may build now, with ``budget`` strength left."""
        p = self.s.players[seat]
        kinds = BASE_KINDS + (board.SIDE_II_ONLY if side == 2 else ())
        owned = {b.kind for b in p.buildings}
        for k in kinds:
            size = zoo.building_size(k)
            if (
                size <= budget
                and 2 * size <= p.money
                and k not in done
                and not (k in board.UNIQUE and k in owned)
                and zoo.any_placement(p, k)
            ):
                yield k

    def _opt_build_pick(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        ctx = self.s.ctx
        opts = [f"build {k}" for k in self._build_kinds(seat, ctx.side, ctx.budget, ctx.done)]
        if self.s.ctx.done:
            opts.append("done")
        return opts

    def _do_build_pick(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        if words[0] != "done":
            self.s.stack.append(("place", seat, (words[1], "paid")))

    def _opt_place(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        kind = args[0]
        return [f"at {pl.label}" for pl in zoo.legal_placements(self.s.players[seat], kind)]

    def _do_place(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        p, ctx = self.s.players[seat], self.s.ctx
        kind, how = args
        place = board.placement_by_label(kind)[f"{words[1]} {words[2]}"]
        size = zoo.building_size(kind)
        if how == "paid":
            if ctx.side == 2:
                self.s.stack.append(("build_pick", seat, ()))
            p.money -= 2 * size
            ctx.budget -= size
            ctx.done.append(kind)
        building = Building(p.next_building, kind, place.hexes, place.label)
        p.next_building += 1
        p.add_building(building)
        cost = "free" if how == "free" else f"for {2 * size} money, {p.money} left"
        self._say(
            "build",
            f"{p.name} builds {board.kind_words(kind, article=True)} (building {building.id}) "
            f"at {board.place_words(place.label)}, {cost}.",
            "nova.build.size",
            building=building.id,
            hexes=[list(h) for h in place.hexes],
        )
        if kind == "pavilion":
            self.gain_appeal(seat, 1, "pavilion", "nova.build.pavilion")
        zoo_map = board.map_a()
        for h in place.hexes:
            if h in zoo_map.bonuses:
                self._say(
                    "bonus",
                    f"Covering the space at {board.hex_words(h)} gives "
                    f"{board.BONUS_WORDS.get(zoo_map.bonuses[h], zoo_map.bonuses[h])}.",
                    "nova.build.bonus",
                )
                self.gain_bonus(seat, zoo_map.bonuses[h], "placement bonus")
        if not p.covered_all and zoo.covered_all(p):
            p.covered_all = True
            self.gain_appeal(
                seat, T.COVER_ALL_APPEAL, "every space covered", "nova.build.cover_all"
            )
        if kind in board.SIDE_II_ONLY:
            self.s.stack.append(("relocate", seat, (building.id,)))

    def _opt_relocate(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        p = self.s.players[seat]
        house = next(b for b in p.buildings if b.id == args[0])
        opts = []
        for b in p.buildings:
            if b.kind in board.STANDARD and b.animals:
                animal = self.deck.cards[b.animals[0]]
                if zoo.fits(house, animal):
                    opts.append(f"relocate {animal.id}")
        return [*opts, "done"]

    def _do_relocate(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        if words[0] == "done":
            return
        p = self.s.players[seat]
        house = p.own_building(args[0])
        old = p.own_building(next(b.id for b in p.buildings if words[1] in b.animals))
        animal = self.deck.cards[words[1]]
        old.animals.remove(animal.id)
        house.animals.append(animal.id)
        house.used += animal.size
        self._say(
            "relocate",
            f"{animal.name} moves into the {house.kind}; enclosure {old.id} is empty again.",
            "nova.build.move_animals",
        )
        self.s.stack.append(("relocate", seat, args))

    # ------------------------------------------------------------------ Association
    def _worker_cost(self, seat: int, task: str) -> int | None:
        """Workers a task needs now (1, or 2 on a task you occupy), None when closed."""
        placed = self.s.players[seat].placed.get(task, 0)
        return None if placed >= 3 else (1 if placed == 0 else 2)

    def _free_workers(self, seat: int) -> int:
        p = self.s.players[seat]
        return p.workers - sum(p.placed.values())

    def _opt_task(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        p, ctx = self.s.players[seat], self.s.ctx
        opts = list(self._task_options(seat, ctx.side, ctx.budget, ctx.done))
        if ctx.side == 2 and ctx.done:
            cost = T.donation_cost(len(self.players), self.s.donations)
            if "donate" not in ctx.done and p.money >= cost:
                opts.append("donate")
            opts.append("done")
        return opts

    def _task_options(
        self, seat: int, side: int, budget: int, done: Sequence[str]
    ) -> Iterator[str]:
        """The association tasks a player may take with ``budget`` strength left."""
        p = self.s.players[seat]
        for task, value in T.TASK_VALUES.items():
            cost = self._worker_cost(seat, task)
            if value > budget or task in done or cost is None:
                continue
            if cost > self._free_workers(seat):
                continue
            if task == "reputation":
                yield "task reputation"
            elif task == "partner-zoo":
                if len(p.partner_zoos) < (2 if side == 1 else T.MAX_PARTNER_ZOOS):
                    yield from (
                        f"task partner-zoo {c}"
                        for c in self.s.partner_supply
                        if c not in p.partner_zoos
                    )
            elif task == "university":
                yield from (
                    f"task university {u}"
                    for u in self.s.university_supply
                    if u not in p.universities
                )
            elif any(self._project_options(seat, side)):
                yield "task project"

    def _do_task(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        p, ctx = self.s.players[seat], self.s.ctx
        if words[0] == "done":
            return
        if ctx.side == 2:
            self.s.stack.append(("task", seat, ()))
        if words[0] == "donate":
            cost = T.donation_cost(len(self.players), self.s.donations)
            p.money -= cost
            self.s.donations += 1
            ctx.done.append("donate")
            self._say("donate", f"{p.name} donates {cost} money.", "nova.association.donation")
            self.gain_conservation(seat, 1, "donation")
            return
        task = words[1]
        cost = self._worker_cost(seat, task)
        assert cost is not None
        p.placed = {**p.placed, task: p.placed.get(task, 0) + cost}
        ctx.budget -= T.TASK_VALUES[task]
        ctx.done.append(task)
        self._say(
            "task",
            f"{p.name} puts {cost} worker(s) on {task} (value {T.TASK_VALUES[task]}).",
            "nova.association.second_worker" if cost == 2 else "nova.association.values",
        )
        if task == "reputation":
            self.gain_reputation(seat, 2, "association task")
        elif task == "partner-zoo":
            self.s.partner_supply = tuple(c for c in self.s.partner_supply if c != words[2])
            p.partner_zoos = (*p.partner_zoos, words[2])
            self._say("partner", f"{p.name} takes a partner zoo in {words[2]}.", None)
        elif task == "university":
            kind = words[2]
            self.s.university_supply = tuple(u for u in self.s.university_supply if u != kind)
            p.universities = (*p.universities, kind)
            self._say("university", f"{p.name} takes the {kind} university.", None)
            if T.UNIVERSITIES[kind][0]:
                self.gain_reputation(seat, T.UNIVERSITIES[kind][0], "university")
        else:
            self.s.stack.append(("project", seat, ()))

    def _project_met(self, seat: int, project: Project, level: int) -> bool:
        have = zoo.icons(self.s.players[seat], self.deck)[project.icon]
        return have >= project.levels[level][0]

    def _opt_project(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        return list(self._project_options(seat, self.s.ctx.side))

    def _project_options(self, seat: int, side: int) -> Iterator[str]:
        p = self.s.players[seat]
        if p.tokens_removed >= len(T.MAP_TOKEN_BONUS):
            return
        for slot in self.s.projects:
            if slot.card in p.supported:
                continue
            project = self.deck.cards[slot.card]
            for i in range(3):
                if slot.tokens[i] is None and self._project_met(seat, project, i):
                    yield f"support {slot.card} {i + 1}"
        for card, extra in self._sources(seat, Project, side):
            if extra > p.money:
                continue
            project = self.deck.cards[card]
            yield from (
                f"support {card} {i + 1}" for i in range(3) if self._project_met(seat, project, i)
            )

    def _do_project(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        p = self.s.players[seat]
        card, level = words[1], int(words[2]) - 1
        project: Project = self.deck.cards[card]
        slot = next((s for s in self.s.projects if s.card == card), None)
        rule = "nova.association.condition"
        if slot is None:
            rule = "nova.association.project_work"
            extra = self._take_from(seat, card)
            p.money -= extra
            slot = ProjectSlot(card, (None, None, None))
            self.s.projects.insert(0, slot)
            paid = f", paying {extra} for folder {extra}" if extra else ""
            self._say(
                "project",
                f"{p.name} plays the project {project.name} on the leftmost space above the "
                f"board{paid}.",
                "nova.association.display" if extra else "nova.association.project_push",
            )
            above = [s for s in self.s.projects if not self.deck.cards[s.card].base]
            if len(above) > self._project_limit():
                gone = above[-1]
                self.s.projects.remove(gone)
                self.s.discard.append(gone.card)
                self._say(
                    "project-out",
                    f"{self._name(gone.card)} is pushed off the right end of the "
                    f"{self._project_limit()} spaces above the board and discarded; the base "
                    "projects below the board stay.",
                    "nova.association.project_push",
                )
        need, points = project.levels[level]
        self.s.projects[self.s.projects.index(slot)] = slot.with_token(level, p.name)
        p.supported = (*p.supported, card)
        self._say(
            "support",
            f"{p.name} supports {project.name} at condition {level + 1} ({need} {project.icon} "
            f"icon(s)) for {points} conservation.",
            rule,
            project=card,
            level=level + 1,
        )
        self.s.stack.append(("@cp", seat, (points, project.name)))
        self.take_map_token(seat)

    def _project_limit(self) -> int:
        """Played projects that fit above the board: one space per player (ruling "project
        row"). The base projects lie below the board and never count."""
        return len(self.players)

    # ------------------------------------------------------------------ Sponsors
    def _opt_sponsor_pick(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        ctx = self.s.ctx
        return list(self._sponsor_options(seat, ctx.side, ctx.budget, ctx.done))

    def _sponsor_options(
        self, seat: int, side: int, budget: int, done: Sequence[str]
    ) -> Iterator[str]:
        """Sponsors a player may play with ``budget`` levels left, then the break alternative
        (before any sponsor is played) or finishing (after)."""
        p = self.s.players[seat]
        for card, extra in self._sources(seat, Sponsor, side):
            sponsor = self.deck.cards[card]
            if (
                sponsor.level <= budget
                and extra <= p.money
                and zoo.unmet(p, sponsor.requires, self.deck) is None
            ):
                yield f"sponsor {card}"
        yield "done" if done else "break"

    def _do_sponsor_pick(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        p, ctx = self.s.players[seat], self.s.ctx
        if words[0] == "done":
            return
        if words[0] == "break":
            money = ctx.strength * (2 if ctx.side == 2 else 1)
            self._say(
                "sponsor-break",
                f"{p.name} takes the break alternative: the Break token advances {ctx.strength}.",
                "nova.sponsors.side2" if ctx.side == 2 else "nova.sponsors.break",
            )
            self._advance_break(seat, ctx.strength)
            self.gain_money(seat, money, "Sponsors break alternative")
            return
        card = words[1]
        sponsor: Sponsor = self.deck.cards[card]
        extra = self._take_from(seat, card)
        p.money -= extra
        p.zoo.append(card)
        ctx.budget -= sponsor.level
        ctx.done.append(card)
        paid = f", paying {extra} for folder {extra}" if extra else ""
        self._say(
            "sponsor",
            f"{p.name} plays the sponsor {sponsor.name} (level {sponsor.level}){paid}.",
            "nova.sponsors.side2" if ctx.side == 2 else "nova.sponsors.one",
            card=card,
        )
        if ctx.side == 2:
            self.s.stack.append(("sponsor_pick", seat, ()))
        self._card_effects(seat, sponsor.effects, sponsor.name)

    # ------------------------------------------------------------------ track bonuses
    def _opt_upgrade(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        p = self.s.players[seat]
        if p.upgrades_left() <= 0:
            return []
        return [f"upgrade {a}" for a in p.row if a not in p.upgraded]

    def _do_upgrade(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        p = self.s.players[seat]
        if words[0] == "worker":
            self.gain_worker(seat, 1, "conservation 2")
            return
        p.upgraded.add(words[1])
        self._say(
            "upgrade",
            f"{p.name} flips {words[1].capitalize()} to side II in place "
            f"({p.upgrades_left()} of {p.name}'s four upgrades left).",
            "nova.turn.upgrade_flip",
        )

    def _opt_cp2(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        opts = self._opt_upgrade(seat, args)
        if self.s.players[seat].workers < T.MAX_WORKERS:
            opts.append("worker")
        return opts

    _do_cp2 = _do_upgrade

    def _opt_cp_bonus(self, seat: int, args: tuple[Any, ...]) -> list[str]:
        return ["money"] + [f"tile {t}" for t in self.s.bonus_tiles[args[0]]]

    def _do_cp_bonus(self, seat: int, args: tuple[Any, ...], words: list[str]) -> None:
        if words[0] == "money":
            self.gain_money(seat, 5, f"conservation {args[0]} bonus")
            return
        tile = self.deck.bonus_tiles[words[1]]
        left = tuple(t for t in self.s.bonus_tiles[args[0]] if t != tile.id)
        self.s.bonus_tiles = {**self.s.bonus_tiles, args[0]: left}
        self._say("tile", f"{self.s.players[seat].name} takes the bonus tile {tile.name}.", None)
        for effect in tile.effects:
            self.apply_effect(seat, effect, tile.name)
