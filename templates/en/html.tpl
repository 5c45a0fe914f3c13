# The HTML version of the reports and their quick replies (English).
@@ core.html.quick.head
Quick replies: copy the lines of one into your reply (in the HTML version of this mail, tap it and send the mail that opens).
@@ core.html.quick.bot
the bot's suggestion:
@@ core.html.alt
Board of the game {game}
@@ core.echo.html.on
Your reports will also carry an HTML version, with the board and quick replies.
@@ core.echo.html.off
Your reports will come as text only (HTML ON brings the HTML version back).
@@ core.why.html
Expected: HTML ON or HTML OFF.
