@@ core.signup.created.approval
The sign-up of game {game} ({kind}) is open, with your approval. To join,
write to {judge} a mail with the line (without the bar "|")
  | JOIN {game} your-name
Each joiner waits until you approve or refuse them, with your PASSWORD
of game master:
  | APPROVE {game} name
  | REFUSE {game} name
Only approved joiners take seats; when every seat is taken, the game's
dice will draw the seats and every player will get a password. With
  | START {game}
it starts earlier, and the game's bot plays the empty seats.
@@ core.signup.pending
You asked for a seat in game {game} as {player}. The game master has to
approve you: you will get a mail when they decide.
@@ core.signup.gm.pending
{player} ({email}) asks for a seat in game {game}. Seats taken: {taken}
of {seats}. To approve or refuse them (with your game master PASSWORD),
one of these lines:
  | APPROVE {game} {player}
  | REFUSE {game} {player}
@@ core.gm.su.approved
Hello, {player}: the game master approved you in game {game}. When every
seat is taken you will get your password, your seat and your first view.
@@ core.gm.su.approved.gm
APPROVE {game} {player}: approved; they now take a seat and were told.
@@ core.gm.su.refused
Hello, {player}: the game master did not approve you in game {game}. You
will not play in it, and you cannot ask again from this address.
@@ core.gm.su.refused.gm
REFUSE {game} {player}: refused and told; their address cannot ask for a
seat in {game} again.
@@ core.gm.su.started.gm
With that seat game {game} is full and starts: each of the players gets
a password. Whoever was still waiting is told they are left out.
@@ core.gm.su.left
Hello, {player}: game {game} started before the game master approved
you. You will not play in it; there is nothing to do.
@@ core.gm.su.forced.gm
START {game}: the game starts with the players who joined; the game's
bot plays the empty seats ({bots}) from the start. Every player gets
their password; with REPLACE you can put a person in a bot's seat.
@@ core.gm.su.nopending
nobody called "{player}" is waiting for approval in the sign-up of {game}
@@ core.gm.su.refused.again
the game master of {game} refused {email} already: that address cannot
ask for a seat again
@@ core.gm.su.empty
nobody has joined {game} yet: a start needs one player at least
@@ core.welcome.botseat
{player} (played by the game's bot)
@@ core.why.gm.replace.name
The new name cannot be used: another seat of the game has it already, or
it is not a player name (1 to 32 letters, digits, "-", "_" or ".", and
not a reserved word).
@@ core.gm.renamed.others
The seat of {old} is now called {player}.
@@ core.gm.echo.rename
The seat is now called {player}: it plays and gets its view by that name.
