@@ core.subject.gm.revive
[{game}] The game is played again
@@ core.gm.revive
The game master has brought the game {game}, which had ended, back to
life: it is back at its state after batch {batch}. What was ordered since
is void: send your orders again (in a new mail). Deadline: {deadline}

The end revealed the seed of the dice, and with it every roll to come:
from now on the dice come from a new, secret seed. Its commitment
(sha256 of the seed) is:

  {commitment}

Keep it: when the game ends the new seed is revealed, and you can check
it with  printf %s SEED | sha256sum
@@ core.gm.echo.revive
The game, which had ended, goes back to its state after batch {batch};
everyone got their view. The dice come from a new seed, whose commitment
was sent to every player:
  {commitment}
@@ core.why.gm.over
The game is over: it takes only ROLLBACK batch-number, which brings it back
to life with a new seed. Send the other commands in another mail once it
is played again.
@@ core.why.gm.revive.ended
The game was over already after that batch: name an earlier one.
@@ core.why.gm.revive.keyless
This game was made by a release without a secret key of its own: its
passwords came from the seed its end revealed, so it cannot be played
again. Start a new game with the same players.
@@ core.final.revived
The game is over. Dice seed since the game master brought it back to
life: {seed}
Commitment published then: {commitment}
Check it with:  printf %s {seed} | sha256sum
