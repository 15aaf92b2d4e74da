"""Rule ids and the refresher sentence (or clause) each one enforces, quoted verbatim.

The notebooks quote these when a learner hits a rule; a test checks every quote appears in
``../shared/rulebooks/ark-nova-refresher.txt``.
"""

from __future__ import annotations

RULES: dict[str, str] = {
    # setup
    "nova.setup.break": "the Break token starts on the space matching your player count",
    "nova.setup.bonus_tiles": "Shuffle the nine Bonus tiles and place four face up on the four "
    "blank yellow bonus spaces of the board",
    "nova.setup.display": "Make a face-down Zoo card deck and deal six cards to the display, "
    "revealed only at the end of setup.",
    "nova.setup.association": "On the Association board, put out one partner zoo of each "
    "continent and one university of each kind.",
    "nova.setup.projects": "lay out four face up below the board in a four player game, "
    "otherwise three.",
    "nova.setup.blocking": "In a two player game, six tokens of an unused colour block one level "
    "on each of those three cards and the three spaces in the left column of the donation area.",
    "nova.setup.player": "Each player takes a zoo map, twenty five money, seven player tokens on "
    "the bonus spaces at the left edge, one association worker active on the notepad and three "
    "below it, and the five Action cards on side one: Animals in the leftmost slot, the other "
    "four distributed randomly.",
    "nova.setup.appeal": "with appeal staggered by turn order: nothing for the start player, then "
    "one, two and three.",
    "nova.setup.enclosure": "On map A, place an empty three-space enclosure on the marked spaces.",
    "nova.setup.final_cards": "Everyone draws two Final Scoring cards, keeps both hidden",
    "nova.setup.keep_four": "then draws eight Zoo cards, keeps four and discards the rest.",
    # turns
    "nova.turn.order": "Players simply take one turn each in clockwise order until the end is "
    "triggered",
    "nova.turn.one_action": "On your turn you take exactly one action.",
    "nova.turn.strength": "You pick one of your five Action cards, note the number of the slot it "
    "sits in, perform that action at that strength",
    "nova.turn.slide": "then move that card into slot one and slide every card that was to its "
    "left one slot to the right.",
    "nova.turn.x_tokens": "You may spend X-tokens before performing, each adding one to the "
    "strength, and you can never hold more than five.",
    "nova.turn.no_nothing": "You cannot choose an action and then do nothing with it.",
    "nova.turn.x_action": "you may take the X-token action instead: choose any Action card, move "
    "it to slot one as normal, and take one X-token.",
    "nova.turn.x_action_full": "you cannot do it if you already hold five tokens.",
    "nova.turn.upgrades": "There are only four upgrades available across the whole game, so you "
    "cannot have them all.",
    "nova.turn.upgrade_flip": "Card upgrades flip an Action card to side two in place.",
    # cards
    "nova.cards.break": "The Cards action first advances the Break token two spaces",
    "nova.cards.draw": "draws cards from the deck according to the table on the card, up to "
    "three, possibly forcing you to discard a card afterwards",
    "nova.cards.snap": "at strength five or more, lets you snap exactly one card from the display "
    "regardless of your reputation.",
    "nova.cards.side2": "Upgraded, you may draw from the display within your reputation range as "
    "well as the deck, and you may snap from strength three.",
    "nova.cards.range": "Your reputation range covers the card on the folder your reputation "
    "counter sits on and everything on lower folders.",
    "nova.cards.reputation_cap": "Reputation above nine requires the upgraded Cards action, and "
    "once at fifteen, further reputation becomes one appeal per step.",
    "nova.cards.refill": "The display is only refilled after your whole turn is finished: cards "
    "slide down towards folder one and the gaps are filled from the deck.",
    # build
    "nova.build.size": "The Build action lets you build exactly one building of size up to your "
    "strength, paying two money per space.",
    "nova.build.kinds": "Available are kiosks, pavilions, standard enclosures of sizes one to "
    "five, and the Petting Zoo.",
    "nova.build.adjacent": "Buildings must be adjacent to one of your existing buildings, edge to "
    "edge, except your very first, which must touch a border space of your map.",
    "nova.build.terrain": "No building over water, rock, another building, or over the spaces "
    "marked with the upgrade icon until your Build action is upgraded.",
    "nova.build.kiosk": "Kiosks must be at least three spaces apart, meaning two spaces between "
    "them.",
    "nova.build.pavilion": "Each pavilion gives one appeal immediately.",
    "nova.build.side2": "Upgraded, you may build several different buildings in one action as "
    "long as their total size fits your strength, and the Reptile House and Large Bird Aviary "
    "become available",
    "nova.build.move_animals": "when you build either of those, and only then, you may move "
    "qualifying animals into it from standard enclosures.",
    "nova.build.bonus": "Covering a placement bonus gives you that bonus at once.",
    "nova.build.cover_all": "Cover every space of your map, apart from water and rock, and you "
    "gain seven appeal.",
    # animals
    "nova.animals.count": "The Animals action plays up to the number of Animal cards shown on "
    "the table for your strength.",
    "nova.animals.conditions": "check the conditions on the left of the card",
    "nova.animals.cost": "pay the cost reduced by three money per continent icon if you have a "
    "matching partner zoo",
    "nova.animals.enclosure": "fill an empty enclosure of at least the required size that also "
    "meets any water or rock requirements.",
    "nova.animals.special": "Flip the enclosure to its occupied side, or, for a special "
    "enclosure, mark the indicated number of spaces with your player tokens.",
    "nova.animals.petting": "Petting Zoo animals can only go in a Petting Zoo.",
    "nova.animals.appeal": "Then gain the appeal shown and resolve the card's effect, saving "
    "anything that says after finishing until the whole action, including moving your Action "
    "card, is complete.",
    "nova.animals.side2": "Upgraded, you may also play animals from the display within reputation "
    "range, paying extra money equal to the folder number",
    "nova.animals.reputation": "at strength five or more you may raise your reputation by one at "
    "the very start of the action.",
    # association
    "nova.association.one_task": "The Association action performs one association task using an "
    "active worker.",
    "nova.association.values": "Tasks have values you must at least match with your strength: two "
    "to gain two reputation, three to take a partner zoo, four to take a university, five for "
    "conservation project work.",
    "nova.association.second_worker": "Placing a second worker on a task you already occupy costs "
    "two workers, and a task with three of your workers is closed to you.",
    "nova.association.partner_limit": "A third or fourth partner zoo needs the upgraded "
    "Association action, and four is the maximum.",
    "nova.association.project_work": "Conservation project work means supporting a project "
    "already in play, or playing one from your hand and supporting it immediately",
    "nova.association.project_push": "placing new project cards on the leftmost space above the "
    "board and pushing the others right, discarding the rightmost if there are too many for your "
    "player count.",
    "nova.association.condition": "To support a project you must meet a condition that has no "
    "token on it, and you may only support each project once.",
    "nova.association.token": "Take one of the player tokens from the left edge of your map, "
    "which gains you the uncovered bonus, place it on the condition, and advance your "
    "conservation counter as shown.",
    "nova.association.side2": "Upgraded, you may perform several different tasks in one action "
    "as long as their values total no more than your strength",
    "nova.association.display": "you may play a project card from the display within reputation "
    "range for extra money equal to the folder number",
    "nova.association.donation": "you may make exactly one donation, paying the smallest visible "
    "amount in the donation area for one conservation point, but only if you performed at least "
    "one task that action.",
    # sponsors
    "nova.sponsors.one": "The Sponsors action plays exactly one Sponsor card from your hand whose "
    "level is no higher than your strength, meeting its conditions.",
    "nova.sponsors.break": "Alternatively, advance the Break token a number of steps equal to "
    "your strength and take that much money, even if the token did not need all the steps.",
    "nova.sponsors.side2": "Upgraded, you may play several Sponsor cards whose levels total no "
    "more than your strength plus one, you may play them from the display within reputation "
    "range for extra money equal to the folder number, and the break alternative pays you double "
    "the money.",
    # breaks
    "nova.break.trigger": "When the Break token reaches the last space, whoever pushed it there "
    "gains one X-token, finishes their turn",
    "nova.break.hand_limit": "everyone discards down to a hand limit of three, or five with the "
    "relevant university",
    "nova.break.tokens": "returns Multiplier, Venom and Constriction tokens",
    "nova.break.workers": "recalls all association workers",
    "nova.break.supply": "refills the partner zoo and university supply to one of each",
    "nova.break.display": "discards the two bottom display cards and refills the display",
    "nova.break.income": "and then takes income: money from your appeal track space, one money "
    "per unique building, special enclosure, occupied standard enclosure or pavilion adjacent to "
    "each kiosk, and any recurring income icons you have.",
    "nova.break.empty": "Empty standard enclosures pay nothing, empty special enclosures do pay.",
    "nova.break.reset": "Then the Break token goes back to its starting space.",
    # tracks
    "nova.track.cp2": "reaching two lets you upgrade an Action card or activate an extra worker",
    "nova.track.cp5_8": "five and eight each give five money or a Bonus token",
    "nova.track.cp10": "the first time any player reaches ten, everyone discards one of their two "
    "Final Scoring cards.",
    # end
    "nova.end.trigger": "The game ends when, at the end of your turn or during a break, your "
    "conservation counter and appeal counter are in the same scoring area or have passed each "
    "other.",
    "nova.end.turn": "If that happens at the end of your turn, every other player takes one more "
    "turn and then you go to scoring.",
    "nova.end.break": "If it happens during a break, everyone including you takes one more turn.",
    "nova.end.discard": "If nobody ever reached ten conservation points, all players discard one "
    "Final Scoring card now.",
    "nova.end.score": "Then score your remaining Final Scoring card and every card with an "
    "end-of-game icon.",
    "nova.end.total": "Your total is the white number in the space your conservation counter "
    "occupies plus your appeal value.",
    "nova.end.tie": "Ties go to the tied player who supported the most conservation projects, "
    "counted by the player tokens removed from the left side of the zoo map, and if still tied, "
    "they share the victory.",
}
