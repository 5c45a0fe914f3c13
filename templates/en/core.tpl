# Estafeta core texts (English). Format: "@@ id" then the text up to the
# next section; {name} is replaced, {{ writes "{".
@@ core.subject.welcome
[{game}] Welcome to the game
@@ core.welcome
Hello {player},

Welcome to game {game} ({kind}). Players, in their seating order: {players}.

Your password is: {password}
Keep it: every order mail needs it. Nobody else receives it.

Dice seed commitment (SHA-256): {commitment}
The seed is revealed when the game ends; you can then check that the dice
were not cooked with:  printf %s SEED | sha256sum

How to send orders: write to {judge} a plain-text mail with
  GAME {game}
  PLAYER {player}
  PASSWORD your-password
  ...your orders, one a line...
  END
Quoted lines (">") and the signature (after "-- ") are ignored. Keywords
work in any case, with or without accents.

{help}

== What happened ==
{events}
== Your view ==
{view}

Waiting for: {waiting}
Deadline: {deadline}
@@ core.subject.confirm
[{game}] Orders accepted
@@ core.confirm
Hello {player},

We accepted your orders for game {game}, as we understood them:

{echo}

The result comes in another mail.
@@ core.subject.turn
[{game}] Turn {turn}
@@ core.subject.yourturn
[{game}] Turn {turn}: your move
@@ core.subject.final
[{game}] Game over
@@ core.report
Game {game} · turn {turn} · phase {phase}

== What you saw ==
{events}
== Your view ==
{view}

Waiting for: {waiting}
Deadline: {deadline}
@@ core.final
The game is over. Dice seed: {seed}
Commitment published at the start: {commitment}
Check it with:  printf %s {seed} | sha256sum
@@ core.subject.reminder
[{game}] Reminder: your orders are missing
@@ core.reminder
Hello {player},

We have not received your orders for game {game} yet. The deadline is
{deadline}. If they do not arrive in time the default order applies.
@@ core.subject.reject
[{game}] Mail rejected
@@ core.why.toobig
Your mail is larger than the limit of {max} bytes and was not read.
Send only the text of your orders, no attachments. Nothing was changed.
@@ core.why.unreadable
We could not read your mail ({why}).
Send it as plain text. Nothing was changed.
@@ core.why.envelope
Nothing from your mail was applied: {why}.
Expected a header such as:
  GAME game-name
  PLAYER your-name
  PASSWORD your-password
@@ core.why.noenvelope
Your mail has no GAME line. To send orders write to {judge}:
  GAME game-name
  PLAYER your-name
  PASSWORD your-password
  ...orders...
  END
Nothing was changed.
@@ core.why.nogame
There is no game called "{game}". Check the GAME line. Nothing was changed.
@@ core.why.noplayer
Nobody called "{player}" plays in game {game}. Check the PLAYER line.
Nothing was changed.
@@ core.why.sender
This mail comes from {from}, which is not the registered address of
{player} in game {game}. Send orders from your registered address.
Nothing was changed.
@@ core.why.password
Wrong password for {player} in game {game} (PASSWORD line).
Nothing was changed.
@@ core.why.over
Game {game} is over; it takes no more orders.
@@ core.why.noorders
Your mail for game {game} has no orders after the header. Nothing was
changed.
@@ core.why.order
None of the orders in your mail for game {game} was applied.

Line {lineno}: "{line}"
{why}

Fix that line and send the whole mail again.
@@ core.why.orders
None of the orders in your mail for game {game} was applied.

{why}
@@ core.why.lang
Expected: LANGUAGE en  or  LANGUAGE es.
@@ core.echo.lang
From now on we will write to you in English.
