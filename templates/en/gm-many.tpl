# One game master's mail to several games (GAMES a b c, GAMES ALL): one
# answer, one part a game (adjudicator/run/many.c).
@@ core.subject.gm.many
[estafeta] Game master's commands in several games
@@ core.gm.many
What was done in each game of your mail (each on its own: what one game
refuses changes nothing in the others):

{items}
To write to several games again, give the lines GAMES and their names
(or GAMES ALL), MASTER and PASSWORD, then the commands.
@@ core.gm.many.done
== {game}: applied.
{echo}
@@ core.gm.many.refused
== {game}: refused; nothing was changed in this game.
Line {lineno}: "{line}"
{why}
@@ core.gm.many.notyours
== {game}: not a game of yours with that password, or no such game;
nothing was changed.
@@ core.gm.many.over
== {game}: the game is over; nothing was changed.
@@ core.gm.many.again
== {game}: applied (this very mail had been applied already).
@@ core.gm.many.failed
== {game}: the game is failing on the server and could not be changed;
the operator has been told. Send the commands again later.
@@ core.gm.many.nogame
You master no running game with that password. Nothing was changed.
@@ core.why.many.both
Your mail has both a game line and a several-games line: keep only one
(for several games, GAMES with their names, or ALL).
@@ core.why.many.toomany
Your mail names more than 100 games: split it into several mails.
@@ core.why.many.director
A mail to several games is the game master's: the games line, then the
lines MASTER, PASSWORD and the commands, like this (without the bar "|"):
  | GAMES reco-1 reco-2   (or GAMES ALL)
  | MASTER
  | PASSWORD your-password
  | PAUSE
# The game master's daily digest (option master_digest=daily,
# adjudicator/run/digest.c).
@@ core.subject.gm.digest
[estafeta] Digest of {day} of your games
@@ core.gm.digest
Digest of {day} ({zone}) of your games: {n} turn reports, in the order
they were made (each in Spanish and in English).
