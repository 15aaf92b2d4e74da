"""Why a move is illegal, in a sentence that teaches, with the rule id behind it.

Only called for a move that is not among the options of the decision on top, so the answer is
always "illegal"; this module only finds the most helpful reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkbook.ark_nova import board, zoo
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.cards import Animal, Project, Sponsor
from arkbook.ark_nova.prompts import describe
from arkbook.errors import IllegalMove

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova

TASK_NAMES = {
    "reputation": "the reputation task",
    "partner-zoo": "a partner zoo",
    "university": "a university",
    "project": "conservation project work",
}


def explain(game: ArkNova, decision: tuple, text: str) -> IllegalMove:
    kind, seat, args = decision
    words = text.split()
    finder = _FINDERS.get(kind)
    found = finder(game, seat, args, words) if finder else None
    if found is not None:
        return IllegalMove(*found)
    options = game.option_texts()
    shown = ", ".join(f"'{o}'" for o in options[:6]) + (", ..." if len(options) > 6 else "")
    return IllegalMove(
        "game.turn",
        f"Now {describe(game, decision)[:-1]}; '{text}' is not one of the choices ({shown}).",
    )


Reason = tuple[str, str] | None


def _action(game: ArkNova, seat: int, args: tuple, words: list[str]) -> Reason:
    p = game.s.players[seat]
    if words == ["x-token"] and p.x_tokens >= T.MAX_X_TOKENS:
        return (
            "nova.turn.x_action_full",
            "You already hold 5 X-tokens, so you cannot take the X-token action.",
        )
    if words[0] == "action":
        a = words[1]
        slot = p.slot(a)
        return (
            "nova.turn.no_nothing",
            f"{a.capitalize()} in slot {slot} (strength up to {slot + p.x_tokens} with your "
            f"X-tokens) has nothing it could do now, and you cannot choose an action and do "
            f"nothing: {_hint(game, seat, a)}",
        )
    return None


def _hint(game: ArkNova, seat: int, action: str) -> str:
    p = game.s.players[seat]
    if action == "animals" and p.side("animals") == 1 and p.slot("animals") + p.x_tokens < 2:
        return "Animals side I plays no animal at strength 1."
    return {
        "animals": "no animal in reach meets its conditions, is affordable and has an enclosure.",
        "build": "no building fits your strength, your money and your map.",
        "cards": "the deck and the display are empty.",
        "association": "no task's value, worker or supply is available.",
        "sponsors": "no sponsor fits.",
    }[action]


def _spend(game: ArkNova, seat: int, args: tuple, words: list[str]) -> Reason:
    p, ctx = game.s.players[seat], game.s.ctx
    if words[0] != "spend":
        return None
    k = int(words[1])
    if k > p.x_tokens:
        return "nova.turn.x_tokens", f"You hold only {T.x_tokens(p.x_tokens)}, not {k}."
    return (
        "nova.turn.no_nothing",
        f"{ctx.action.capitalize()} at strength {ctx.base + k} could do nothing; spend more "
        "X-tokens, since you cannot choose an action and then do nothing.",
    )


def _task(game: ArkNova, seat: int, args: tuple, words: list[str]) -> Reason:
    p, ctx = game.s.players[seat], game.s.ctx
    if words[0] == "donate":
        if ctx.side == 1:
            return "nova.association.donation", "Donations need the upgraded Association action."
        if not ctx.done:
            return (
                "nova.association.donation",
                "A donation needs at least one task done first in this action.",
            )
        if "donate" in ctx.done:
            return "nova.association.donation", "Only one donation per Association action."
        cost = T.donation_cost(len(game.players), game.s.donations)
        return (
            "nova.association.donation",
            f"The next donation costs {cost} money; you have {p.money}.",
        )
    if words[0] == "done" and ctx.side == 1:
        return "nova.association.one_task", "Association side I performs exactly one task."
    if words[0] != "task":
        return None
    task = words[1]
    value = T.TASK_VALUES[task]
    if task in ctx.done:
        return (
            "nova.association.side2",
            f"Each task at most once per action: you already did {TASK_NAMES[task]}.",
        )
    if value > ctx.budget:
        if ctx.done:
            return "nova.association.side2", (
                f"Only {ctx.budget} strength is left this action; "
                f"{TASK_NAMES[task]} has value {value}."
            )
        hint = f"wait until the card reaches slot {value}" if value <= 5 else "upgrade"
        return "nova.association.values", (
            f"Association at strength {ctx.strength} cannot do {TASK_NAMES[task]} "
            f"(value {value}): spend an X-token or {hint}."
        )
    cost = game._worker_cost(seat, task)
    if cost is None:
        return (
            "nova.association.second_worker",
            f"You have 3 workers on {TASK_NAMES[task]}: it is closed to you.",
        )
    if cost > game._free_workers(seat):
        extra = "you already occupy that task, so another costs 2 workers, " if cost == 2 else ""
        return "nova.association.second_worker", (
            f"Taking {TASK_NAMES[task]} needs {cost} worker(s): {extra}and you have "
            f"{game._free_workers(seat)} free."
        )
    if task == "partner-zoo":
        c = words[2]
        if len(p.partner_zoos) >= T.MAX_PARTNER_ZOOS:
            return "nova.association.partner_limit", "Four partner zoos is the maximum."
        if len(p.partner_zoos) >= 2 and ctx.side == 1:
            return (
                "nova.association.partner_limit",
                "A third or fourth partner zoo needs the upgraded Association action.",
            )
        if c in p.partner_zoos:
            return "nova.association.partner_limit", f"You already have a partner zoo in {c}."
        return (
            "nova.break.supply",
            f"The {c} partner zoo is gone until the next break refills the supply.",
        )
    if task == "university":
        return (
            "nova.break.supply",
            f"The {words[2]} university is taken (yours, or gone until the break).",
        )
    if task == "project":
        return (
            "nova.association.condition",
            "No project condition you meet is free (or no map token is left).",
        )
    return None


def _project(game: ArkNova, seat: int, args: tuple, words: list[str]) -> Reason:
    p = game.s.players[seat]
    if words[0] != "support":
        return None
    card, level = words[1], int(words[2])
    project = game.deck.cards.get(card)
    if not isinstance(project, Project) or not 1 <= level <= 3:
        return (
            "nova.association.project_work",
            f"{card} {level} is no project condition in play or in reach.",
        )
    slot = next((s for s in game.s.projects if s.card == card), None)
    if slot is None and card not in p.hand and card not in game.s.display:
        return (
            "nova.association.project_work",
            f"{project.name} is neither in play nor in your hand.",
        )
    if card in p.supported:
        return (
            "nova.association.condition",
            f"You have already supported {project.name}; each project only once.",
        )
    if slot and slot.tokens[level - 1] is not None:
        who = slot.tokens[level - 1]
        whose = "a blocking token" if who == "block" else f"{who}'s token"
        return (
            "nova.association.condition",
            f"Condition {level} of {project.name} already holds {whose}.",
        )
    need, _ = project.levels[level - 1]
    have = zoo.icons(p, game.deck)[project.icon]
    if have < need:
        return "nova.association.condition", (
            f"Condition {level} of {project.name} needs {need} {project.icon} icon(s); "
            f"you have {have}."
        )
    if slot is None and card in game.s.display:
        refused, extra = _display_reach(game, seat, card, "nova.association.display", "projects")
        if refused:
            return refused
        if extra > p.money:
            return (
                "nova.association.display",
                f"{project.name} from folder {extra} costs {extra} money; you have {p.money}.",
            )
    return None


def _display_reach(
    game: ArkNova, seat: int, card: str, side2_rule: str, what: str
) -> tuple[Reason, int]:
    """A display card's first obstacle, before its own costs and conditions: the action on
    side I, or a folder beyond reputation range. Returns the refusal (or None) and the folder's
    extra cost."""
    p, ctx = game.s.players[seat], game.s.ctx
    folder = game.s.display.index(card) + 1
    if ctx.side == 1:
        return (
            side2_rule,
            f"Playing {what} from the display needs the upgraded {ctx.action.capitalize()} action.",
        ), folder
    reach = T.folders_in_range(p.reputation)
    if folder > reach:
        return (
            "nova.cards.range",
            f"Folder {folder} is beyond your reputation range (reputation {p.reputation} reaches "
            f"folder{'s 1-' + str(reach) if reach > 1 else ' 1'}).",
        ), folder
    return None, folder


def _animals_rep(game: ArkNova, seat: int, args: tuple, words: list[str]) -> Reason:
    if words != ["skip"]:
        return None
    return (
        "nova.turn.no_nothing",
        "Without the +1 reputation no animal is within your reach, and you cannot choose an "
        "action and then do nothing: raise your reputation first.",
    )


def _animal(game: ArkNova, seat: int, args: tuple, words: list[str]) -> Reason:
    p, ctx = game.s.players[seat], game.s.ctx
    if words[0] == "done" and not ctx.done:
        return (
            "nova.turn.no_nothing",
            "Play at least one animal: you cannot choose an action and then do nothing.",
        )
    if words[0] != "play":
        return None
    animal = game.deck.cards.get(words[1])
    if not isinstance(animal, Animal):
        card = game.deck.cards.get(words[1])
        name = card.name if card is not None else words[1]
        return "nova.animals.count", f"{name} is not an animal card."
    extra = 0
    if animal.id not in p.hand:
        if animal.id not in game.s.display:
            return "nova.animals.count", f"{animal.name} is neither in your hand nor on display."
        refused, extra = _display_reach(game, seat, animal.id, "nova.animals.side2", "animals")
        if refused:
            return refused
    problem = zoo.unmet(p, animal.requires, game.deck)
    if problem:
        return "nova.animals.conditions", f"{animal.name} {problem}."
    cost = zoo.animal_cost(p, animal)
    if cost + extra > p.money:
        if cost > p.money:
            return (
                "nova.animals.cost",
                f"{animal.name} costs {cost} money after partner zoos"
                f"{f', plus {extra} for folder {extra}' if extra else ''}; you have {p.money}.",
            )
        return (
            "nova.animals.side2",
            f"{animal.name} costs {cost} money plus {extra} for folder {extra}, "
            f"{cost + extra} in all; you have {p.money}.",
        )
    if animal.house == "petting-zoo":
        return (
            "nova.animals.petting",
            f"{animal.name} can only go in a Petting Zoo with a free space.",
        )
    return "nova.animals.enclosure", (
        f"{animal.name} needs an empty enclosure of size {animal.size} or more with {animal.water} "
        f"water and {animal.rock} rock beside it."
    )


def _enclosure(game: ArkNova, seat: int, args: tuple, words: list[str]) -> Reason:
    p = game.s.players[seat]
    animal = game.deck.cards[args[0]]
    b = next((b for b in p.buildings if words[0] == "enclosure" and b.id == int(words[1])), None)
    if b is None:
        return None
    if animal.house == "petting-zoo" or b.kind == "petting-zoo":
        return (
            "nova.animals.petting",
            "Petting Zoo animals go only in a Petting Zoo, and only they do.",
        )
    if b.kind in board.STANDARD and b.animals:
        return "nova.animals.enclosure", f"Enclosure {b.id} is already occupied."
    return "nova.animals.enclosure", (
        f"Enclosure {b.id} ({b.kind}) does not give {animal.name} size {animal.size}, "
        f"{animal.water} water and {animal.rock} rock."
    )


def _build(game: ArkNova, seat: int, args: tuple, words: list[str]) -> Reason:
    p, ctx = game.s.players[seat], game.s.ctx
    if words[0] == "done" and not ctx.done:
        return "nova.turn.no_nothing", "Build at least one building first."
    if words[0] != "build":
        return None
    kind = words[1]
    if kind not in board.SHAPES:
        return "nova.build.kinds", f"There is no building called {kind!r}."
    size = zoo.building_size(kind)
    if kind in board.SIDE_II_ONLY and ctx.side == 1:
        return "nova.build.side2", f"The {kind} needs the upgraded Build action."
    if kind in ctx.done:
        return (
            "nova.build.side2",
            "Several buildings in one action must be different: you built "
            f"{board.kind_words(kind, article=True)} already.",
        )
    if size > ctx.budget:
        return (
            "nova.build.size",
            f"{board.kind_words(kind, article=True).capitalize()} has size {size}, more than the "
            f"strength left ({ctx.budget}).",
        )
    if 2 * size > p.money:
        return (
            "nova.build.size",
            f"{board.kind_words(kind, article=True).capitalize()} costs {2 * size} money; you "
            f"have {p.money}.",
        )
    if kind in board.UNIQUE and any(b.kind == kind for b in p.buildings):
        return "nova.build.kinds", f"You already have {board.kind_words(kind, article=True)}."
    if kind == "kiosk" and zoo.kiosk_fits_but_for_spacing(p):
        return "nova.build.kiosk", (
            "Every space where a kiosk could touch your zoo is within 2 spaces of one of your "
            "kiosks, and kiosks must stand at least 3 spaces apart."
        )
    return "nova.build.adjacent", f"There is no legal space for a {kind} on your map."


def _place(game: ArkNova, seat: int, args: tuple, words: list[str]) -> Reason:
    if words[0] != "at":
        return None
    place = board.placement_by_label(args[0]).get(f"{words[1]} {words[2]}")
    if place is None:
        return (
            "nova.build.terrain",
            f"{board.kind_words(args[0], article=True).capitalize()} at {words[1]} {words[2]} "
            "would leave the map (or names a "
            "placement another way; use the listed names).",
        )
    problem = zoo.placement_problem(game.s.players[seat], args[0], place)
    if problem is None:
        return None
    rule, reason = problem.split("|")
    where = board.place_words(f"{words[1]} {words[2]}")
    return rule, f"The {board.kind_words(args[0])} cannot go at {where}: {reason}."


def _sponsor(game: ArkNova, seat: int, args: tuple, words: list[str]) -> Reason:
    p, ctx = game.s.players[seat], game.s.ctx
    if words[0] == "break" and ctx.done:
        return (
            "nova.sponsors.break",
            "The break alternative replaces playing sponsors; you have played one.",
        )
    if words[0] != "sponsor":
        return None
    card = game.deck.cards.get(words[1])
    if not isinstance(card, Sponsor):
        return "nova.sponsors.one", f"{words[1]} is not a sponsor card."
    extra = 0
    if card.id not in p.hand:
        if card.id not in game.s.display:
            return "nova.sponsors.one", f"{card.name} is neither in your hand nor on display."
        refused, extra = _display_reach(game, seat, card.id, "nova.sponsors.side2", "sponsors")
        if refused:
            return refused
    if card.level > ctx.budget:
        rule = "nova.sponsors.side2" if ctx.side == 2 else "nova.sponsors.one"
        return rule, f"{card.name} is level {card.level}, above the {ctx.budget} allowed now."
    problem = zoo.unmet(p, card.requires, game.deck)
    if problem:
        return "nova.sponsors.one", f"{card.name} {problem}."
    if extra > p.money:
        return (
            "nova.sponsors.side2",
            f"{card.name} from folder {extra} costs {extra} money; you have {p.money}.",
        )
    return None


def _cards(game: ArkNova, seat: int, args: tuple, words: list[str]) -> Reason:
    ctx = game.s.ctx
    if words[0] == "snap":
        need = 3 if ctx.side == 2 else 5
        if ctx.strength < need:
            rule = "nova.cards.side2" if ctx.side == 2 else "nova.cards.snap"
            return (
                rule,
                f"Snapping needs strength {need} on side {'II' if ctx.side == 2 else 'I'}; "
                f"this Cards action has {ctx.strength}.",
            )
    return None


def _take(game: ArkNova, seat: int, args: tuple, words: list[str]) -> Reason:
    if words[0] == "take" and words[1] != "deck":
        reach = T.folders_in_range(game.s.players[seat].reputation)
        if int(words[1]) > reach:
            return "nova.cards.range", f"Your reputation reaches folders 1-{reach} only."
    return None


def _xcard(game: ArkNova, seat: int, args: tuple, words: list[str]) -> Reason:
    return None


def _upgrade(game: ArkNova, seat: int, args: tuple, words: list[str]) -> Reason:
    if words[0] != "upgrade":
        return None
    p = game.s.players[seat]
    card = words[1].capitalize() if len(words) > 1 else "that card"
    if len(words) > 1 and words[1] in p.upgraded:
        return "nova.turn.upgrade_flip", f"{card} is already on side II."
    if p.upgrades_left() <= 0:
        return "nova.turn.upgrades", (
            f"You have used all four of your upgrades (each player has four in a game), so "
            f"{card} stays on side I."
        )
    return None


_FINDERS = {
    "action": _action,
    "spend": _spend,
    "task": _task,
    "project": _project,
    "animals_rep": _animals_rep,
    "animal_pick": _animal,
    "enclosure": _enclosure,
    "build_pick": _build,
    "place": _place,
    "sponsor_pick": _sponsor,
    "cards_mode": _cards,
    "take_card": _take,
    "xcard": _xcard,
    "upgrade": _upgrade,
    "cp2": _upgrade,
}
