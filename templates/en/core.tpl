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

How to send orders: write to {judge} a plain-text mail with these
lines (without the "|" margin):
  | GAME {game}
  | PLAYER {player}
  | PASSWORD your-password
  | ...your orders, one a line...
  | END
Quoted lines (">"), the signature (after "-- ") and the original mail that
some programs copy into a reply are ignored. Keywords work in any case,
with or without accents.

{replyhow}

{help}

== What happened ==
{events}
== Your view ==
{view}

{waitline}
@@ core.subject.confirm
[{game}] Orders accepted
@@ core.confirm
Hello {player},

We accepted your orders for game {game}, as we understood them:

{echo}
@@ core.subject.confirm.press
[{game}] Press sent
@@ core.confirm.press
Hello {player},

{echo}
@@ core.confirm.result
The result comes in another mail.
@@ core.confirm.others
When the missing orders arrive (or the deadline passes) the result comes
in another mail.
@@ core.subject.turn
[{game}] {when}
@@ core.subject.yourturn
[{game}] {when}: your move
@@ core.subject.final
[{game}] Game over
@@ core.report
Estafeta · game {game} · {when}

== What you saw ==
{events}
== Your view ==
{view}

{waitline}
@@ core.final
The game is over. Dice seed: {seed}
Commitment published at the start: {commitment}
Check it with:  printf %s {seed} | sha256sum
@@ core.subject.reminder
[{game}] Reminder: your orders are missing
@@ core.reminder
Hello {player},

We have not received your orders for game {game} yet. The deadline is
{deadline}. {default}
@@ core.reminder.default
If they do not arrive in time the default order applies.
@@ core.subject.reject
[{game}] Mail rejected
@@ core.why.toobig
Your mail is larger than the limit ({max} bytes of headers and text, not
counting images and attachments; {raw} bytes in all) and was not read.
Send only the text of your orders. Nothing was changed.
@@ core.why.unreadable
We could not read your mail ({why}).
Send it as plain text. Nothing was changed.
@@ core.why.envelope
Nothing from your mail was applied: {why}.
Expected a header such as this one (without the "|" margin):
  | GAME game-name
  | PLAYER your-name
  | PASSWORD your-password
@@ core.why.noenvelope
Your mail has no GAME line. To send orders write to {judge}
these lines (without the "|" margin):
  | GAME game-name
  | PLAYER your-name
  | PASSWORD your-password
  | ...orders...
  | END
Nothing was changed.
@@ core.subject.kept
[{game}] Mail kept
@@ core.why.kept
The game {game} cannot be played right now: it cannot be opened.
Your mail is kept and will be applied as soon as the game is repaired;
there is no need to send it again.
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
The game {game} is over; it takes no more orders. Only STANDINGS ON or
STANDINGS OFF, alone in a mail, still shows or hides your name in the
standings of the games.
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
@@ core.why.token
The address you wrote to is no longer valid (the password changed or the
seat has another player), or belongs to no game. Reply to a newer mail, or
write to {judge} with these lines (without the "|" margin):
  | GAME game-name
  | PLAYER your-name
  | PASSWORD your-password
Nothing was changed.
@@ core.why.zone
Expected: TIMEZONE followed by a time zone of the tz database, such as
| TIMEZONE Europe/Madrid, TIMEZONE America/New_York or TIMEZONE UTC
(case matters).
@@ core.echo.zone
From now on you will see deadlines in the zone {zone}, with the UTC time
beside them: {example}
@@ core.why.press.none
The game {game} allows no press (messages between players).
@@ core.why.press.who
Expected: PRESS all text...  or  PRESS other-player's-name text...
@@ core.why.press.private
In game {game} press may only go to everyone: PRESS all text...
@@ core.why.press.empty
The press message is empty: write the text after PRESS all (or the name),
on the same line or the following ones, up to END.
@@ core.subject.press
[{game}] Press from {from}
@@ core.press.all
{from} writes to every player of game {game}:

{text}

— {from}

{reply}
@@ core.press.one
{from} writes to you privately in game {game}:

{text}

— {from}

{reply}
@@ core.press.answer
{from} answers you privately in game {game}:

{text}

— {from}

{reply}
@@ core.echo.press.all
Your press message was sent to every player.
@@ core.echo.press.one
Your press message was sent to {to}.
@@ core.why.master
The game master password is wrong for game {game} (PASSWORD line). The
game's master password or the server's is accepted. Nothing was changed.
@@ core.why.gm.syntax
Expected one game master command a line, such as
| EXTEND 48h, PAUSE, RESUME, FINISH [DRAW [players]],
| BROADCAST text... END, REPLACE player new@address, EXPEL player,
| STATUS, ROLLBACK batch, OPTION key=value, BOT player ON|OFF,
| PROCESS, PREDICT, ORDERS, SHORTEN 12h, DEADLINE 36h,
| DEADLINE 2026-12-24 18:00, ZONE Europe/Madrid,
| COMASTER address, CHANGE PASSWORD or HANDOVER address.
@@ core.why.gm.extend
Expected: EXTEND followed by hours (48h, 48) or days (2d), up to a year.
@@ core.why.gm.paused
The game is paused already.
@@ core.why.gm.notpaused
The game is not paused.
@@ core.why.gm.broadcast
The message is empty: write the text after BROADCAST.
@@ core.why.gm.replace
Expected: REPLACE player-name new@address and after it, if need be,
its language (es or en) or a new name and its language.
@@ core.why.gm.none
There is no game master command after MASTER.
@@ core.subject.gm.confirm
[{game}] Game master commands applied
@@ core.gm.confirm
Applied to game {game}:

{echo}

To reply as game master: GAME {game}, MASTER and PASSWORD.
@@ core.gm.echo.extend
Deadline extended: it is now {deadline}.
@@ core.gm.echo.pause
The game is paused: no deadlines, no default orders, no reminders.
@@ core.gm.echo.resume
The game goes on; the deadline is {deadline}.
@@ core.gm.echo.end
The game is over: a draw.
@@ core.gm.echo.extend.paused
Deadline extended. The game stays paused: once resumed, {left} will be
left (resumed now, it would be {deadline}).
@@ core.why.gm.draw
Expected: FINISH DRAW, or FINISH DRAW followed by the players who share the
draw (each once, none expelled).
@@ core.why.gm.option
Expected: OPTION key=value, with deadline_hours=1..8760,
reminder_hours=0..8760, press=public|all|none, vacation=stretch|none or
vacation_days=0..365, bot_after=0..50 or grace_hours=0..720. Other options do not change once the game runs.
@@ core.gm.echo.option
Option changed: {text}. It holds from now on; a deadline already set stays.
@@ core.subject.gm.option
[{game}] The game master changes an option
@@ core.gm.option
The game master of {game} changes an option: {text}.
It holds from now on; the current deadline stays.

Deadline: {deadline}
@@ core.gm.echo.broadcast
Message sent to every player.
@@ core.gm.echo.replace
{player} now plays from {email}; the new password was sent there.
@@ core.subject.gm.extend
[{game}] Deadline extended
@@ core.gm.extend
The game master of game {game} extended the deadline: it is now
{deadline}.
@@ core.subject.gm.pause
[{game}] Game paused
@@ core.gm.pause
The game master paused game {game}. While it lasts no deadline runs and no
default orders apply. You will hear when it resumes.
@@ core.subject.gm.resume
[{game}] Game resumed
@@ core.gm.resume
The game master resumed game {game}. The deadline is {deadline}.
@@ core.subject.gm.broadcast
[{game}] Message from the game master
@@ core.gm.broadcast
Message from the game master of game {game} to every player:

{text}

— the game master
@@ core.subject.gm.replaced
[{game}] You join the game
@@ core.gm.replaced
Hello {player},

The game master gave you the seat of {player} in game {game}.

Your password is: {password}
{replyhow}
Or write to {judge} with these lines (without the "|" margin):
  | GAME {game}
  | PLAYER {player}
  | PASSWORD your-password
  | ...orders...
  | END

== Your view ==
{view}

Deadline: {deadline}
@@ core.why.gm.end
The game cannot be ended in this phase ({phase}): {why}.
Try again later. Nothing was changed.
@@ core.subject.help
[{kind}] Help
@@ core.help
Estafeta is a play-by-email judge. Games: {kinds}.

For the order syntax of a game write to {judge} a mail with
the line  HELP game-kind  (for example HELP reconquista).
For the games under way:  LIST

To play, write to {judge} these lines (without the "|" margin):
  | GAME game-name
  | PLAYER your-name
  | PASSWORD your-password
  | ...orders...
  | END
{replyhint}
@@ core.subject.list
[estafeta] Games under way
@@ core.list
Under way at {judge}, these games:
{games}
@@ core.list.game
{game} ({kind}): {players} players, turn {turn}, phase {phase}
@@ core.list.elsewhere
{game}: run by another server of this judge; play it by writing to this same address
@@ core.list.none
  (none)
@@ core.why.gm.expel
Expected: EXPEL name-of-a-player-still-in-the-game.
@@ core.gm.echo.expel
{player} is out: from now on the default order applies to that seat.
@@ core.subject.gm.expel
[{game}] {player} leaves the game
@@ core.gm.expel
The game master expelled {player} from game {game}. From now on the default
order applies to that seat whenever it is due, without waiting for the
deadline.
@@ core.gm.expelled
The game master expelled you from game {game}. You will receive no more
mail from it and your orders will not be accepted; the default order will
apply to you, {player}.
@@ core.why.expelled
{player} no longer plays game {game}: the game master expelled them.
Nothing was changed.
@@ core.why.vacation.off
The game {game} does not stretch deadlines for vacations (option vacation).
@@ core.why.vacation
Expected: VACATION first-day last-day (such as VACATION 2026-12-01
2026-12-07; 30 days at most, not in the past) or VACATION none.
@@ core.echo.vacation
Absence recorded from {from} to {to}: a deadline falling then while you
are awaited will be stretched to a day after it. In this game you have
{left} days of stretched deadlines left for absences (in all).
@@ core.echo.vacation.none
Absence cancelled.
@@ core.subject.vacation
[{game}] Deadline stretched
@@ core.vacation.stretch
{player} is on vacation, so the deadline of game {game} was stretched: it
is now {deadline}.
@@ core.why.signup.master
Opening a game needs the server's game master password on a PASSWORD line
(and the server must have one: estafeta master-password).
Nothing was changed.
@@ core.why.signup
For the game {game}, that could not be done: {why}.
Nothing was changed.
@@ core.subject.signup
[{game}] Sign-up
@@ core.signup.created
Sign-up for game {game} ({kind}) is open. To join, write to {judge} a mail
with the line (without the "|" margin)
  | JOIN {game} your-name
When every seat is taken the game's dice draw the seats and every player
receives a password.
@@ core.signup.joined
You joined game {game} as {player}. Seats taken: {taken} of {seats}.
@@ core.signup.started
Full! Game {game} starts: another mail brings your password, your seat and
your first view.
@@ core.signup.gm.joined
{player} joined game {game}, which you opened. Seats taken: {taken} of
{seats}. To cancel the sign-up: CANCEL GAME {game} (with your game master
PASSWORD).
@@ core.signup.gm.started
{player} took the last seat of game {game} ({taken} of {seats}): the game
starts. Every player receives a password; you will receive each turn's
report.
@@ core.signup.cancelled
Hello {player}, the game master cancelled the sign-up of game {game}.
It will not be played; there is nothing to do.
@@ core.signup.gm.cancelled
Sign-up of game {game} cancelled. The {told} players who had joined were
told.
@@ core.list.forming
{game} ({kind}): sign-up open, {taken} of {seats} seats (JOIN {game} your-name)
@@ core.gm.echo.abandon
The game ended with no result.
@@ core.subject.gm.abandon
[{game}] Game ended by the game master
@@ core.gm.abandon
The game master has ended game {game} with no result: nobody wins and no more orders are taken.
@@ core.insecure
Note: this game was created with a short seed (--insecure-seed) that can be
guessed. It is a test game: keep nothing secret in it.
@@ core.password.hidden
[password hidden in the game's record]
@@ core.why.gm.replace.taken
That address already plays another seat of the game: one address, one
seat (the game option addresses=shared would allow it).
@@ core.subject.gm.replaced.old
[{game}] You no longer play in the game
@@ core.gm.replaced.old
The game master has given your seat in the game {game} ({player}) to
someone else. Your password and your reply address are no longer valid.

If you think this is a mistake, write to the game master.
@@ core.subject.gm.replaced.others
[{game}] New player: {player}
@@ core.gm.replaced.others
The game master has given the seat of {player} in the game {game} to
someone else, who goes on playing under that name.
@@ core.subject.guessing
[{game}] Someone is trying passwords
@@ core.guessing.seat
Hello {player},

In the last 24 hours more than {limit} mails arrived with a wrong password
for your seat in the game {game}. While this goes on, such mails are no
longer answered.

Your password still works: a mail with the right password is always
applied and answered, however many wrong tries arrive, and replying to
the game's mails works too. If it was not you, tell the game master.
@@ core.guessing.operator
In the last 24 hours more than {limit} mails arrived with a wrong password
for {who} in the game {game}. Further ones are not answered.
@@ core.subject.failing
[{game}] The game fails at every run
@@ core.failing
The game {game} has failed in {runs} Estafeta runs in a row:

  {why}

Its mails were set aside in {inbox}/failed/ and the other games go on.
Once it is repaired, move those mails back to {inbox}/new/.
`estafeta status {game}` shows the failure.
@@ core.subject.clock
[estafeta] The server's clock is wrong
@@ core.clock.before
The server's clock says {now}, before the last batch ({last}). Estafeta
adjudicates nothing until the clock is fixed: with a clock behind, commits
would be dated before their parents and deadlines would fire out of order.
If the clock is right now (it was wrong before), "estafeta clock accept"
accepts it and moves the running deadlines back where they were.
@@ core.clock.after
The server's clock says {now}, long after the last batch ({last}), more
than clock_jump_hours allows. Estafeta adjudicates nothing until someone
checks: if the clock is wrong, fix it; if it is right, "estafeta clock
accept" accepts it and moves the running deadlines by the jump, so that
none fires because of it ("--keep-deadlines" leaves them).
@@ core.gm.echo.status
Situation: turn {turn}, phase {phase}.
Awaited: {waiting}
Deadline: {deadline}
Expelled: {expelled}
{gmline}

== Public view ==
{view}
@@ core.gm.echo.status.paused
Situation: turn {turn}, phase {phase}, PAUSED ({left} of the
deadline will be left on resuming).
Awaited: {waiting}
Expelled: {expelled}
{gmline}

== Public view ==
{view}
@@ core.list.waiting
awaited: {waiting}; deadline: {deadline}
@@ core.list.paused
paused (game master); awaited: {waiting}
@@ core.subject.gm.report
[{game}] {when}: report for the game master
@@ core.gm.report
Report for the game master of the game {game}, {when} (what everyone
may see).

== What happened ==
{events}
{timeouts}{waitline}
{gmline}

== Public view ==
{view}

To reply as game master: GAME {game}, MASTER and PASSWORD.
@@ core.gm.report.timeouts
The deadline passed: the default order was applied to {players}.
@@ core.gm.echo.rollback
The game goes back to its state after batch {batch}; everyone got their view.
@@ core.why.gm.rollback
Expected: ROLLBACK batch-number, of a batch played before the last one
(the number is in every commit line of the history: "lote N").
@@ core.subject.gm.rollback
[{game}] The game master undoes a turn
@@ core.gm.rollback
The game master has brought the game {game} back to its state after batch
{text}. What was ordered since is void: send your orders again (in a new
mail). Deadline: {deadline}
@@ core.subject.trouble
[estafeta] The judge fails at every run
@@ core.trouble
The last {runs} Estafeta runs failed for the same cause (since {since}):

  {why}

Nothing is lost: mail waits until it is fixed. `estafeta health` sums up
the state.
@@ core.replyhow.tagged
Easier: reply to any mail of the game. The reply address ({reply}) already
says who you are, so just write the orders, without GAME, PLAYER or PASSWORD
(from your registered address).
@@ core.replyhow.plain
Replying to a mail of the game works too, but always with the GAME, PLAYER
and PASSWORD lines: this judge's mail server takes no tagged reply
addresses.
@@ core.replyhint.tagged
or, easier, reply to any mail of your game with just the orders.
@@ core.replyhint.plain
(replying to a mail of your game works too, with the same lines).
@@ core.subject.refused
[{game}] A mail of the game could not be delivered
@@ core.refused
The mail server refused for good a mail of the game {game} to {to}:
  {why}
That address did not receive it (a welcome: no password either). If the
address is wrong, the game master can give the seat to another one: a
line "REPLACE player new@address".
@@ core.phase.reconquista.placement
initial placement
@@ core.phase.reconquista.move
moves
@@ core.phase.reconquista.defense
defence
@@ core.phase.reconquista.over
finished
@@ core.phase.teg.claim
claiming countries
@@ core.phase.teg.placement
placing armies
@@ core.phase.teg.turn
hostilities
@@ core.phase.teg.over
finished
@@ core.phase.catan.setup
initial placement
@@ core.phase.catan.roll
dice roll
@@ core.phase.catan.discard
discarding on a 7
@@ core.phase.catan.main
building and trading
@@ core.phase.catan.robber
moving the robber
@@ core.phase.catan.over
finished
@@ core.phase.kratos.setup
initial placement
@@ core.phase.kratos.turn
orders
@@ core.phase.kratos.over
finished
@@ core.phase.nuevo-mundo.entry
entering the map
@@ core.phase.nuevo-mundo.turn
plays
@@ core.phase.nuevo-mundo.answer
answering a retreat
@@ core.phase.nuevo-mundo.over
finished
@@ core.waitline.over
The game is over: nobody is awaited any more.
@@ core.waitline.you
It is your turn.
@@ core.waitline.youand
It is your turn; also awaited: {players}.
@@ core.waitline.others
Waiting for: {players}
@@ core.waitline.none
Nobody is awaited now.
@@ core.when.turn
turn {turn}
@@ core.when.turn.phase
 · phase {phase}
@@ core.when.round
{phase}, round {round}
@@ core.when.phase
{phase}
@@ core.you
you
@@ core.why.vote.out
You are no longer in the game, so you cannot vote for a draw: only the
players still in it vote.
@@ core.why.over.vote
The game {game} is over: a draw can no longer be voted.
Nothing was changed.
@@ core.echo.vote.yes
Your draw vote is recorded: you propose a draw among the players still in
the game.
@@ core.echo.vote.no
You withdraw your draw vote.
@@ core.echo.vote.again
You had voted for a draw already; your vote stands.
@@ core.echo.vote.nothing
You had no draw vote to withdraw.
@@ core.echo.vote.over
Your orders ended the game, so your draw vote no longer counts.
@@ core.vote.all
Every player still in the game has voted: it ends in a draw among them.
@@ core.vote.missing
Still to vote: {players}.
@@ core.vote.voters
Still voting for a draw: {players}.
@@ core.vote.none
Nobody votes for a draw now.
@@ core.subject.vote
[{game}] Draw vote
@@ core.vote.yes
{player} proposes a draw in the game {game}: a vote for a draw among the
players still in the game. {state}

The game ends in a draw when every player still in it votes for one. To
vote, send a line with the word DRAW; to withdraw your vote, a line
DRAW NO. Any time, whether it is your turn or not.
@@ core.vote.no
{player} withdraws the draw vote in the game {game}. {state}
@@ core.ev.vote.draw
Every player still in the game voted for a draw: a draw among {players}.
@@ core.why.env.novalue
line {line}: {word} needs a value
@@ core.why.env.twice
line {line}: {word} given twice ({first}, {second})
@@ core.why.env.twice.secret
line {line}: {word} given twice with different values
@@ core.why.mime.base64
one of its text parts is marked base64 but is not base64
@@ core.why.mime.structure
its MIME structure is too complex
@@ core.why.mime.parts
it has more than {max} multipart or attached-message parts, the limit
@@ core.why.mime.empty
it is empty
@@ core.why.mime.notmail
it does not start with a mail header
@@ core.why.mime.big
it is too big
@@ core.why.mime.notext
it has no text part
@@ core.why.mime.other
its MIME format cannot be understood
@@ core.help.core
Orders of every game, in any mail, your turn or not (without the "|"
margin):
  | LANGUAGE es                we write in Spanish (or LANGUAGE en)
  | TIMEZONE Europe/Madrid     deadlines also in your time zone
  | PRESS all text...          a message to every player, up to END
  | PRESS name text...         a message to that player only
  | VACATION 2026-12-01 2026-12-07   an absence (when the game stretches
  |                            deadlines; VACATION none cancels it)
  | DRAW                       you vote for a draw among those still in
  | DRAW NO                    you withdraw your vote
  | BOT OFF                    you take your seat back from the bot
  | PICTURE OFF                reports without the picture (PICTURE ON)
  | HTML OFF                   reports in text only (HTML ON: with HTML)
  | JSON ON                    reports with the JSON view (JSON OFF)
  | STANDINGS OFF              your name left out of the campaign's
  |                            standings (STANDINGS ON: listed);
  |                            a finished game takes it too
Every vote is told to everyone; the game ends in a draw when every player
still in it has voted for one.

Everything after PRESS, up to END, is the message: write orders before it.
Replying to a press mail answers its author only, privately, where
private press is allowed.
@@ core.why.su.option
the option "{option}" is not of the form KEY=VALUE
@@ core.why.su.file
the option "{option}" names a file of the server: only estafeta new may give it
@@ core.why.su.kind
there is no game kind called "{kind}"
@@ core.why.su.name
the name "{game}" cannot be used: 1 to 64 lower-case letters without accents, digits, ".", "_" or "-", starting with a letter or digit
@@ core.why.su.seats
{kind} is played by {min} to {max} players
@@ core.why.su.options
too many options
@@ core.why.su.exists
a game called {game} exists already
@@ core.why.su.none
there is no game in sign-up called "{game}"
@@ core.why.su.cancelled
the sign-up of {game} was cancelled
@@ core.why.su.running
the game {game} has started already
@@ core.why.su.full
the game {game} is full
@@ core.why.su.player
the player name "{player}" cannot be used: 1 to 32 letters, digits, "-", "_" or ".", not a reserved word (public, todos, director...)
@@ core.why.su.address
{email} holds a seat in {game} already ({player}): one address, one seat
@@ core.why.su.taken
{game} has a player called {player} already
@@ core.waitline.deadline
Deadline: {deadline}
@@ core.deadline.none
none
@@ core.deadline.paused
none while the game is paused
@@ core.subject.bot.on
[{game}] The bot now plays for {player}
@@ core.bot.on
In game {game}, the game's bot now plays for {player}.
{why}
The bot sees only what {player} would see, and its orders pass the same
checks as a mail's. {player} takes the seat back with any accepted mail.
@@ core.bot.on.you
In game {game}, the game's bot now plays for you.
{why}
You take your seat back as soon as a mail of yours is accepted: your
orders when it is your turn or, at any time, the line BOT OFF.
@@ core.bot.why.missed
Why: {missed} deadlines in a row without orders (option bot_after).
@@ core.bot.why.missed.one
Why: a deadline passed without orders (option bot_after=1).
@@ core.bot.why.master
The game master decided it.
@@ core.subject.bot.off
[{game}] {player} plays again
@@ core.bot.off
In game {game}, {player} plays their seat again; the bot no longer does.
{why}
@@ core.bot.off.you
In game {game} you play your seat again; the bot no longer does.
{why}
@@ core.report.bots
The bot plays for: {players}
@@ core.why.gm.bot
Expected: BOT name ON (the bot plays for that player) or BOT name OFF
(the player plays again), with the name of a player not expelled.
@@ core.gm.echo.bot.on
The bot now plays for {player}.
@@ core.gm.echo.bot.off
{player} plays their seat again; the bot stops playing for them.
@@ core.why.bot
BOT OFF gives you back your seat when the bot plays it; it does not play
for you now, so there is nothing to give back.
@@ core.echo.picture.on
Your reports will carry the board picture.
@@ core.echo.picture.off
Your reports will come without the board picture (PICTURE ON brings it back).
@@ core.echo.json.on
Your reports will carry the JSON view attached: the same as the text, for a program to read.
@@ core.echo.json.off
Your reports will come without the JSON view.
@@ core.why.picture
Expected: PICTURE ON or PICTURE OFF.
@@ core.why.json
Expected: JSON ON or JSON OFF.
@@ core.press.reply.private
If you reply to this mail, your reply goes to {from} only.
@@ core.press.reply.public
Here press goes to everyone only: answer with PRESS all in a report.
@@ core.press.reply.plain
To answer: PRESS {from} and your text, with GAME, PLAYER and PASSWORD.
@@ core.echo.press.reply
Your reply was sent to {to} only, privately.
@@ core.echo.press.text
This is the text sent:
{text}
@@ core.echo.press.count
{lines} lines of text were sent; the first: "{first}".
@@ core.echo.press.orders
Note: these lines look like orders, but they came after PRESS and were sent
as text, not applied:
{lines}
Everything after PRESS, up to END, is the message. To give those orders,
send them again before the PRESS line or in another mail.
@@ core.echo.press.orders.reply
Note: these lines look like orders, but you were replying to a press mail,
so they were sent as text, not applied:
{lines}
To give orders, reply to this mail or to a report of the game.
@@ core.echo.press.vote
Your draw vote was not cast.
@@ core.why.press.reply.none
You replied to a press mail from {from}, but game {game} allows no press:
your reply was not sent. To give orders, reply to this mail or to a report
with just the orders.
@@ core.why.press.reply.public
You replied to a press mail from {from}, but in game {game} press may only
go to everyone: your reply was not sent. To write to everyone, reply to
this mail with PRESS all and your text.
@@ core.why.press.reply.gone
{from} no longer plays game {game}: your reply was not sent.
@@ core.why.press.reply.empty
Your reply to {from} holds no text of your own (only what it quotes of the
original mail): nothing was sent.
@@ core.why.over.press
The game {game} is over; it takes no more press: your reply was not sent.
@@ core.replyline.tagged
If you reply to this mail, what you write is orders for {game}.
@@ core.replyline.plain
To reply with orders, give the GAME, PLAYER and PASSWORD lines.
@@ core.replyline.over
The game {game} is over: a reply to this mail is no longer applied.
@@ core.replyline.expelled
You no longer play game {game}: a reply is no longer applied.
