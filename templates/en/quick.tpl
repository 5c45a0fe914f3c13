# The core's quick replies, the same in every game (English).
@@ core.quick.vote
vote for a draw (the game ends in a draw once all still in vote):
@@ core.quick.bot_off
take your seat back (the bot stops playing for you):
