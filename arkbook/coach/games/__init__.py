"""The coach's facts about each game, one module per game named as its engine
(``ark``, ``ark_of_animals``, ``ark_nova``), each with the same names:

* ``PLAIN``: rule id -> the rule in one plain sentence, for a learner meeting it in play;
* ``PLACE``: how a move's notation names the place a picture marks (a regular expression on
  the move's action text and the place it makes, ``{player}`` and the expression's groups);
* ``focus(game, player)``: the card or tile the player is placing now, whose unlit places the
  coach explains (None when nothing is being placed, or when only the board knows: a card
  picked on the Ark board is sent by the board itself);
* ``counters(view, player)``: the player's own counts in their view (money, action discs...),
  by the name a hint uses for one of them, so a hint can say what a move changes besides
  points;
* ``holding(game, player)``: what the player could place now (an Ark hand's cards, the tile
  in hand, the animal being placed), whose dark places the review counts among the rules the
  player met;
* ``sheet(game)``: the score sheet "if the game ended now" a hint's reason compares;
* ``value(game, player)``: how good the position is for the player, as a hint rates it (the
  game's own evaluation, which the bots use too; in Ark of Animals less a part of the risk
  among the tiles still to come, since a move in the race is rated alone);
* ``EVALUATION``: what that value weighs besides points, said when a hinted move changes
  none; ``evaluation(game, player)`` (optional) says it for one player where it depends on
  them (Ark of Animals names the balance only at the levels that score it);
* ``if_scored(game, when)`` (optional): when ``sheet`` counts, ``when`` being "now" or
  "then"; "if the game ended now" unless the game says otherwise (Ark of Animals counts the
  round in play as if it were scored; Ark names the face-down pets the count leaves out, once
  there are any);
* ``ANYWAY`` (optional): row label -> what brings a change of that row whatever the player
  chooses, with ``{change}`` for "likely cost you 2 points" (Ark: the pets turned up when
  the game ends); other such changes are credited to the turn so far;
* ``determinize(world, player, rng)`` (optional): what a hint reshuffles of what the player
  cannot see, where that is more than the engine's ``_determinize`` (Ark of Animals: the
  face-down tiles, which the bots remember);
* ``SAME_POINTS`` (optional): the clause a reason adds when a move that scores the same now
  rates lower, with ``{move}`` and ``{evaluation}`` (Ark of Animals: the spaces of a column
  often score alike, and only the risk ahead tells them apart);
* ``OWN_STEPS`` (optional): how many of the player's own next decisions finish a turn before
  a hint rates it (0 in a race, which has no turns).
"""
