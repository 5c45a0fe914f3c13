# A game master's campaign: the standings and the campaign by mail (English).
@@ core.echo.standings.off
Your name is no longer listed in the campaign's standings, in any of
your games (STANDINGS ON lists it again).
@@ core.echo.standings.on
Your name is listed again in the campaign's standings, in all of
your games.
@@ core.why.standings
Expected: STANDINGS ON or STANDINGS OFF.
@@ core.subject.campaign
Campaign at {judge}
@@ core.campaign
The campaign at {judge}{who}: the state of each game, who is
awaited and the standings. The same as the campaign's public page: names
only, never addresses.

The games:
{games}
The open sign-ups:
{signups}
The standings, by wins and draws (in time: decisions answered before
the deadline; defaults: deadlines that applied the default order):
{standings}
@@ core.campaign.who
, of {master}
@@ core.campaign.game
{game} ({kind}): {phase}, turn {turn}
@@ core.campaign.game.paused
{game} ({kind}): {phase}, turn {turn}, paused
@@ core.campaign.game.over
{game} ({kind}): over; won by: {winners}
@@ core.campaign.game.noresult
{game} ({kind}): over with no result
@@ core.campaign.game.bad
{game}: not available now
@@ core.campaign.signup
{game} ({kind}): {taken} of {seats} seats
@@ core.campaign.player
{games} games, {wins} wins, {draws} draws, {out} out
@@ core.campaign.player.answers
{answered} in time, {defaults} defaults, average answer {average}
@@ core.campaign.hours
{hours} h
@@ core.why.campaign
The campaign by mail is for the game master: CAMPAIGN and, on another
line, PASSWORD with this judge's master password. That password was
not right (or this judge has none).
