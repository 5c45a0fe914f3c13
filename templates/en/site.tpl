# Texts of a game's public page (publish): option names, in English.
@@ site.opt.deadline-hours
Deadline to answer (hours)
@@ site.opt.reminder-hours
Reminder before the deadline (hours)
@@ site.opt.press
Messages between players (press)
@@ site.opt.bot-after
The robot plays for an absent player after (deadlines)
@@ site.opt.max_turns
Turn limit (0: none)
@@ site.opt.stalemate_rounds
Rounds without change that make a draw (0: never)
@@ site.opt.variant23
Two- or three-player variant
@@ site.opt.defensive_exchange
Defensive exchange
@@ site.opt.style
Play style
@@ site.opt.destroyed_cards
Cards of destroyed players
@@ site.opt.adjacent
'3 countries bordering each other' (objective 2)
@@ site.opt.adjacent_overlap
The 3 bordering countries count for the other terms
@@ site.opt.colors
Colours
@@ site.opt.board
Board
@@ site.opt.dev_per_turn
Development cards per turn
@@ site.opt.knight_steals
The knight steals
@@ site.opt.steal
Stealing
@@ site.opt.point_trade
Point trade
@@ site.opt.setup
Initial placement
@@ site.opt.shortage
Bank shortage
@@ site.opt.scenario
Scenario
@@ site.opt.answer_hours
Deadline of answers in battle (hours)
@@ site.opt.cards
Card deck
@@ site.opt.losses
Loss table
@@ site.opt.losses_by
Who picks the pieces lost
@@ site.opt.battle_cards
Card per battle
@@ site.opt.bot
Robot version
@@ site.opt.famine_rounds
Famine rounds that make a dead table (0: never)
@@ site.opt.seats
Colours with a player
@@ site.opt.file
a custom file
