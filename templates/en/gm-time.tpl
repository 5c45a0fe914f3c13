# The game master and time, what the master sees and may undo
# (adjudicator/play/play_gm_time.c, play_gm_look.c, play_gm_game.c).
@@ core.gm.grace.note
 (grace period: late orders are taken until {until})
@@ core.why.gm.process
Nobody has orders to send now: there is no turn to process.
@@ core.why.gm.process.paused
The game is paused: RESUME first (in the same mail, before it).
@@ core.subject.gm.process
[{game}] The game master processes the turn
@@ core.gm.process
The game master of game {game} processed the turn without waiting for the
deadline: whoever had not sent orders got the default order. The turn's
report comes apart. Next deadline: {deadline}
@@ core.gm.echo.process
Turn processed now. Default order for: {players}. Next deadline:
{deadline}.
@@ core.why.gm.shorten
Expected: SHORTEN followed by hours (12h, 12) or days (1d).
@@ core.why.gm.shorten.past
The deadline is not that far: shortened so, it would be in the past. To
resolve the turn now, PROCESS.
@@ core.subject.gm.deadline
[{game}] The game master changes the deadline
@@ core.gm.deadline
The game master of game {game} changed the deadline: it is now
{deadline}.
@@ core.why.gm.deadline
Expected: DEADLINE followed by hours from now (36h, 2d), or by a date and a
time (2026-12-24 18:00) in the game master's zone (ZONE) or in the zone
named after it (Europe/Madrid).
@@ core.why.gm.deadline.when
That date has passed or is more than a year away.
@@ core.gm.echo.deadline
Deadline changed: it is now {deadline}.
@@ core.why.gm.zone
Expected: ZONE followed by a time zone (Europe/Madrid, America/Lima).
@@ core.gm.echo.zone
Your game master's zone is {zone}: the dates you give and read are in it.
Current deadline: {deadline}.
@@ core.gm.echo.preview
Preview (nothing was applied; no player sees it): if the turn were
processed now, the default order would be for {players}.

== What would happen ==
{events}
It would stand at: {when}; awaited: {waiting}.

== Public view foreseen ==
{view}
@@ core.gm.echo.orders
Orders sent in {when} (you alone see them):

{orders}
@@ core.gm.orders.entry
- {player} (batch {batch}):
{orders}
@@ core.gm.orders.timeout
- the deadline passed (batch {batch}): default orders.
@@ core.gm.orders.none
- none yet.
@@ core.gm.batchline
Batch {batch}: later on, ROLLBACK {batch} brings the game back to this point.
The bot plays: {bots}
@@ core.help.gm
For game masters: a mail with these lines (without the "|" margin), one
command a line; all are checked before any is applied and the
confirmation repeats what was understood, in Spanish and in English:
  | GAME game-name
  | MASTER
  | PASSWORD master-password
  | EXTEND 48h                 the deadline, 48 hours later
  | SHORTEN 12h                the deadline, 12 hours sooner
  | DEADLINE 36h               the deadline, 36 hours from now
  | DEADLINE 2026-12-24 18:00  the deadline, in your zone (or another)
  | ZONE Europe/Madrid         your game master's zone
  | PROCESS                    resolve now, with default orders
  | PREDICT                    what PROCESS would give now (to you)
  | ORDERS                     the orders sent this turn (to you)
  | PAUSE / RESUME             stop the clock and start it again
  | STATUS                     situation, batch, deadline, bot seats
  | BROADCAST text... END      a message to all; after END, more orders
  | REPLACE player address     another person in that seat
  |   [name] es|en             in a language, under another name
  | EXPEL player               default orders for that seat
  | BOT player ON|OFF          the bot plays that seat, or stops
  | OPTION key=value           deadline_hours, grace_hours, html...
  | ROLLBACK N                 back to batch N (a finished game too)
  | FINISH [DRAW [players]]    an end with no result, or a draw
  | COMASTER address           another master, with its own password
  | CHANGE PASSWORD            a new password for yours
  | HANDOVER address           a co-master becomes the game master
While the game is paused, EXTEND, SHORTEN and DEADLINE change the deadline
it will have when resumed.
Sign-ups (without the lines above; with the server's PASSWORD):
  | APPROVAL YES               in NEW GAME: you approve each joiner
  | APPROVE signup name        a waiting joiner takes a seat
  | REFUSE signup name         they do not
  | REMOVE signup name         a joiner leaves
  | START signup               start now; the bot plays empty seats
Several games in one mail: instead of the GAME line, write GAMES a b c
or GAMES ALL. The campaign by mail: CAMPAIGN, in your master's mail or
with the server's PASSWORD.
