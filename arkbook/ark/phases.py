"""The phases of a turn: which decision the game is waiting for.

A turn is several moves, one decision each:

* ``play``: take cards (one move) or play a first card;
* ``pick``: after opening a new cabin, take a face-up card;
* ``chimp``: put the Chimpanzee's half disc under a figure;
* ``second``: play a second card in another cabin, or end the turn;
* ``pet``: at the second rain card, each player in turn may set a pet aside;
* ``endgame``: after the fifth rain card, pass for good or pay a disc and play one animal;
* ``over``: everyone has passed.
"""

from __future__ import annotations

PLAY = "play"
PICK = "pick"
CHIMP = "chimp"
SECOND = "second"
PET = "pet"
ENDGAME = "endgame"
OVER = "over"
