@@ core.gm.su.secret
the option {option} holds a password and is not given by mail: the game is
run with the server's master password (or a co-master's)
@@ core.gm.su.value
the option "{option}" has no valid value (values: {values})
@@ core.gm.su.engine
{kind} does not take the options "{options}": {detail_en}
@@ core.why.gm.comaster
Expected: COMASTER mail@address (or COMASTER address NO to remove one).
@@ core.why.gm.comaster.twice
That address is a co-master of the game already.
@@ core.why.gm.comaster.full
The game has the most co-masters it may have (4).
@@ core.why.gm.comaster.none
That address is no co-master of the game.
@@ core.why.gm.password
Expected: CHANGE PASSWORD (the new password goes to the address of whoever
held it; when the game has no master address, to the sender).
@@ core.why.gm.handover
Expected: HANDOVER address, with the address of a co-master of the game.
@@ core.subject.gm.comaster
[{game}] Co-master of the game
@@ core.gm.comaster
Hello: {email} is now a co-master of game {game}, with a master password
of their own.

Your master password is: {password}
Nobody else receives it; you may change it with CHANGE PASSWORD.

To give game master commands, write to {judge} a mail with the lines
(without the "|" margin):
  | GAME {game}
  | MASTER
  | PASSWORD your-password
followed by the commands (HELP explains them).
@@ core.gm.comaster.off
Hello: {email} is no longer a co-master of game {game}, and
the master password it held is void.
@@ core.subject.gm.password
[{game}] New master password
@@ core.gm.password
Hello: the master password of game {game} that reaches {email} was
changed; the old one is void.

Your new master password is: {password}
Nobody else receives it.
@@ core.subject.gm.handover
[{game}] You run the game
@@ core.gm.handover
Hello: {email} now runs game {game}. Your co-master password is now the
game's master password and each turn's report will reach you; the password
of the previous game master is void.
@@ core.gm.echo.comaster
{email} is a co-master: the password went to that address only.
@@ core.gm.echo.comaster.off
{email} is no longer a co-master.
@@ core.gm.echo.password
The master password was changed: the new one went to {email} only.
@@ core.gm.echo.handover
The game passes to {email}, who runs it from now on.
@@ core.gm.su.nojoiner
nobody called "{player}" has joined {game}
@@ core.gm.su.removed
Hello, {player}: the game master took you off the sign-up of game {game}.
You will not play in it; there is nothing to do.
@@ core.gm.su.removed.gm
{player} is no longer in the sign-up of game {game} and was told so. The
seat is free again.
