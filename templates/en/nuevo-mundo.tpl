# Nuevo Mundo: texts for the players (English). Each "@@ id" section runs
# to the next; {name} is replaced by the value from the code.

@@ nm.syn.any
ENTER, BUY, PLACE, SHIP, CARD, MOVE, EMBARK, DISEMBARK, ATTACK, RETREAT, ACCEPT, REFUSE, DEFENCE, LOSSES, RETREATS or COMBOS

@@ nm.syn.enter
ENTER <region> [CARD <kind> / <kind> ...]

@@ nm.syn.buy
BUY <n> CQ [<n> CA] [<n> SHIPS]

@@ nm.syn.place
PLACE <n> CQ|CA <region>

@@ nm.syn.ship
SHIP <land region> [<sea region>]

@@ nm.syn.card
CARD <kind> / <kind> ...

@@ nm.syn.move
MOVE <n>|ALL [BUT <n>] <from> <to> [RETRY <n>] [WITH COMBO], MOVE SHIP <bN> [<from>] <to> ... or MOVE FLEET [<bN> ...] [<from>] <to> ...

@@ nm.syn.embark
EMBARK <n>|ALL [BUT <n>] <land> <sea> [SHIP <bN>]

@@ nm.syn.disembark
DISEMBARK <n>|ALL [BUT <n>] <sea> <land> [SHIP <bN>]

@@ nm.syn.attack
ATTACK <region> [TACTICS <1-5> ... | AT RANDOM] [CARD <kind> / ...]

@@ nm.syn.retreat
RETREAT <region> TO <destination> [TACTICS <1-5> ... | AT RANDOM]

@@ nm.syn.answer
ACCEPT or REFUSE

@@ nm.syn.defence
DEFENCE TACTICS <1-5> ... | DEFENCE AT RANDOM

@@ nm.syn.losses
LOSSES LARGEST | LOSSES SMALLEST

@@ nm.syn.retreats
RETREATS <player>|ALL ACCEPT|REFUSE|ASK

@@ nm.syn.combos
COMBOS AUTO | COMBOS MANUAL

@@ nm.rej.expected
expected: {form}; {detail}

@@ nm.rej.empty
the line is empty

@@ nm.rej.not_verb
'{word}' is not an order

@@ nm.rej.missing_number
a number is missing

@@ nm.rej.big_number
'{word}' is too large a number

@@ nm.rej.not_number
'{word}' is not a number

@@ nm.rej.missing_region
a region is missing

@@ nm.rej.not_region
'{word}' is not a region of this scenario

@@ nm.rej.not_region_dym
'{word}' is not a region of this scenario (did you mean {name}?)

@@ nm.rej.trailing
'{word}' is one word too many

@@ nm.rej.not_kind
'{word}' is not a kind (semi/seed, seco/nut, riq/rich, frut/fruit, cult, anim, or its name: animals, nuts and leaves...)

@@ nm.rej.missing_kind
the kinds are missing (semi/seed, seco/nut, riq/rich, frut/fruit, cult, anim)

@@ nm.rej.missing_random
RANDOM is missing after AT

@@ nm.rej.not_tactics
'{word}' is neither TACTICS nor AT RANDOM

@@ nm.rej.missing_tactics
the tactics (numbers 1 to 5) or AT RANDOM are missing

@@ nm.rej.not_tactic
'{word}' is not a tactic (1 to 5)

@@ nm.rej.many_tactics
too many tactics (12 at most; they repeat in a cycle)

@@ nm.rej.missing_ship
the ship is missing (b1, b2, ...)

@@ nm.rej.not_ship
'{word}' is not a ship (b1, b2, ...)

@@ nm.rej.missing_combo
COMBO is missing after WITH

@@ nm.rej.not_piece
'{word}' is not CQ, CA or SHIPS

@@ nm.rej.missing_piece
the piece is missing: CQ, CA or SHIPS

@@ nm.rej.piece_twice
'{word}' comes twice in the purchase

@@ nm.rej.not_choice
'{word}' is not one of the choices

@@ nm.rej.not_to
'{word}' is not TO

@@ nm.rej.missing_to
TO <destination> is missing

@@ nm.rej.missing_losses
LARGEST or SMALLEST is missing

@@ nm.rej.missing_player
the player (or ALL) is missing

@@ nm.rej.not_player
'{word}' is not a player

@@ nm.rej.missing_policy
ACCEPT, REFUSE or ASK is missing

@@ nm.rej.missing_combos
AUTO or MANUAL is missing

@@ nm.rej.no_orders
the mail holds no orders

@@ nm.rej.too_many_lines
too many order lines in one mail

@@ nm.rej.over
the game is over: no more orders are taken

@@ nm.rej.eliminated
you are out of the game: you can only write to the others (PRESS)

@@ nm.rej.wait_entry
not your turn: {player} is entering the map now

@@ nm.rej.wait_turn
not your turn: {player} is playing now (standing orders DEFENCE, LOSSES, RETREATS and COMBOS are taken)

@@ nm.rej.wait_answer
the turn is paused: {player} is asked about a retreat

@@ nm.rej.unknown_player
'{word}' is not another player of this game

@@ nm.rej.entry_only
to enter the map one line is enough: ENTER <region> [CARD ...]

@@ nm.rej.answer_only
you are asked about a retreat: answer ACCEPT or REFUSE, once

@@ nm.rej.buy_first
the turn starts with BUY (every credit must be spent)

@@ nm.rej.buy_once
BUY comes once, at the start of the turn

@@ nm.rej.not_now
that order does not belong here: it is your turn (BUY, placement, operations)

@@ nm.echo
Orders accepted:

@@ nm.why.zero
the number must be at least 1

@@ nm.why.too_many
too many pieces in one purchase

@@ nm.why.spend_all
the purchase costs {cost} and your credits are {credits}: every credit must be spent (CQ 1, CA 2, ship 3)

@@ nm.why.ca_limit
your box has not that many CA left (20 per colour)

@@ nm.why.ship_pool
free ships left: {n}

@@ nm.why.place_own_land
{region} is not a land region holding pieces of yours

@@ nm.why.place_more_cq
you place more CQ than you bought

@@ nm.why.place_more_ca
you place more CA than you bought

@@ nm.why.place_more_ship
you place more ships than you bought

@@ nm.why.one_ca_a_turn
you may place only 1 CA a turn in {region}

@@ nm.why.one_settlement
{region} already holds your settlement (one per region)

@@ nm.why.no_open_coast
{region} has no open coast

@@ nm.why.name_the_sea
{region} has several open coasts: name the sea (SHIP {region} <sea>)

@@ nm.why.not_open_coast
there is no open coast between {region} and {sea}

@@ nm.why.no_crew
no CQ in {region} to crew the ship

@@ nm.why.unplaced_cq
you bought {bought} CQ and placed {placed}: the placement is whole before operations

@@ nm.why.unplaced_ca
you bought {bought} CA and placed {placed}: the placement is whole before operations

@@ nm.why.unplaced_ship
ships bought: {bought}, launched: {placed}; the placement is whole before operations

@@ nm.why.placement_first
placement (BUY, PLACE, SHIP) comes before the operations

@@ nm.why.enter_free_land
{region} is not an unoccupied land region

@@ nm.why.no_such_ship
there is no such ship (b1 to b10)

@@ nm.why.troops_by_land
CQ move by land; by sea the ship moves (MOVE SHIP or FLEET)

@@ nm.why.ships_by_sea
ships move by sea

@@ nm.why.not_neighbours
{from} and {to} are not neighbours

@@ nm.why.bad_retreat
no retreat from {region} to {to}: neither a border nor an open coast

@@ nm.why.conflict_origin
nothing leaves {region}: it is a conflict region (attack or negotiate a retreat)

@@ nm.why.no_troops
you do not have those CQ in {region}

@@ nm.why.three_cones
the 3 red cones are on the map: no more movement this turn

@@ nm.why.red_border
the border {from}-{to} has your red cone this turn

@@ nm.why.not_your_ship
{ship} is not a ship of yours there

@@ nm.why.ship_sunk
your ship {ship} sank earlier this turn

@@ nm.why.ship_not_near
{ship} cannot reach {to}: no region it may be in borders {to}

@@ nm.why.no_ships
you have no ships in {region}

@@ nm.why.ship_full
your ships in {region} have no room (15 CQ a ship)

@@ nm.why.no_conflict
{region} is not a conflict region of yours

@@ nm.skip.no_troops
{player} does not have those CQ in {region}

@@ nm.skip.conflict_origin
nothing leaves {region}: it is a conflict region

@@ nm.skip.red_border
the border {from}-{to} has a red cone of {player} this turn

@@ nm.skip.not_your_ship
{ship} is not a ship of {player} there

@@ nm.skip.ship_sunk
the ship {ship} of {player} sank earlier this turn

@@ nm.skip.no_ships
{player} has no ships in {region}

@@ nm.skip.ship_full
the ships of {player} in {region} have no room (15 CQ a ship)

@@ nm.skip.no_conflict
{region} is not a conflict region of {player}

@@ nm.skip.three_cones
the 3 red cones are on the map: {player} cannot move any more this turn

@@ nm.skip.not_neighbours
{from} and {to} are not neighbours

@@ nm.ev.skipped
Order of {player} skipped, «{line_en}»: {why_en}.

@@ nm.ev.answer_accept_you
You answer: accept.

@@ nm.ev.answer_refuse_you
You answer: refuse.

@@ nm.ev.attempt_black_you
You try {from} → {to}: black.

@@ nm.ev.attempt_green_you
You try {from} → {to}: green.

@@ nm.ev.attempt_red_you
You try {from} → {to}: red.

@@ nm.ev.battle_to_you
Battle in {region}: {attacker} attacks, you defend.

@@ nm.ev.battle_won_you
You hold {region}.

@@ nm.ev.battle_you
Battle in {region}: you attack, {defender} defends.

@@ nm.ev.black_lost_ship_you
By the black, you lose 1 CQ of the ship {ship}.

@@ nm.ev.black_lost_you
By the black, you lose 1 CQ in {region}.

@@ nm.ev.bought_you
You spend your credits ({credits}): CQ {cq}, CA {ca}, ships {ships}.

@@ nm.ev.card_taken_to_you
{attacker} takes a {kind_en} card from you.

@@ nm.ev.card_taken_you
You take a {kind_en} card from {defender}.

@@ nm.ev.card_up_you
You complete a settlement in {region} and take the face-up card {kind_en} {points}.

@@ nm.ev.combo_black_you
You show a combo of 2 {kind_en} cards: the black is cancelled.

@@ nm.ev.combo_red_you
You show a combo of 3 {kind_en} cards: the red is cancelled.

@@ nm.ev.conflict_to_you
{player} makes {region} a conflict region against you.

@@ nm.ev.conflict_you
You make {region} a conflict region against {defender}.

@@ nm.ev.disembarked_you
You land {n} CQ from {sea} in {land}.

@@ nm.ev.eliminated_to_you
{player} loses the last settlement to you and leaves the game; its pieces leave the map and its other cards leave the game.

@@ nm.ev.eliminated_you
You lose your last settlement to {victor} and leave the game; your pieces leave the map and your other cards leave the game.

@@ nm.ev.embarked_you
You embark {n} CQ from {land} into {sea}.

@@ nm.ev.entered_you
You enter {region} with a settlement and 3 CQ.

@@ nm.ev.entry_next_you
You enter the map now.

@@ nm.ev.launched_you
You place ship {ship} in {region} and launch it into {sea}.

@@ nm.ev.moved_you
You move {n} CQ from {from} to {to}.

@@ nm.ev.no_card_to_take_you
You have no cards to give.

@@ nm.ev.no_card_you
You complete a settlement in {region}; no face-up card is left.

@@ nm.ev.order_you
Turn order of the first round: {order}. You enter first.

@@ nm.ev.placed_ca_you
You place 1 CA in {region}.

@@ nm.ev.placed_cq_you
You place {n} CQ in {region}.

@@ nm.ev.retreat_accepted_to_you
{defender} accepts your retreat from {region} to {to}.

@@ nm.ev.retreat_accepted_you
You accept the retreat of {player} from {region} to {to}.

@@ nm.ev.retreat_asked_to_you
{player} proposes to withdraw every troop from {region} to {to}; you are asked.

@@ nm.ev.retreat_asked_you
You propose to withdraw every troop from {region} to {to}; {defender} is asked.

@@ nm.ev.retreat_failed_you
Your retreat from {region} fails: you fight.

@@ nm.ev.retreat_refused_to_you
{defender} refuses your retreat from {region} to {to}: you fight.

@@ nm.ev.retreat_refused_you
You refuse the retreat of {player} from {region} to {to}: you fight.

@@ nm.ev.sailed_you
You sail {ships} to {to}.

@@ nm.ev.ship_lost_you
Your ship {ship} loses its last CQ and leaves the map.

@@ nm.ev.skipped_you
Your order skipped, «{line_en}»: {you_en}.

@@ nm.ev.timeout_answer_you
You did not answer in time: the retreat is refused.

@@ nm.ev.timeout_entry_you
You sent no entry in time: region by lot; the face-up card by the usual rule (a kind you do not hold, the most points).

@@ nm.ev.timeout_turn_you
You sent no turn in time: credits spent on CQ placed by lot ({list}), no operations.

@@ nm.ev.turn_you
Turn {turn} (round {round}): you play; credits: {credits}.

@@ nm.ev.win_kinds_you
You win with all 6 kinds!

@@ nm.ev.win_points_you
You win on points ({points})!

@@ nm.ev.win_survival_you
You win: the last player with settlements!

@@ nm.ev.winner_cards_you
Your cards: {cards_en}.

@@ nm.ev.skipped_bare
Order of {player} skipped: «{line_en}».

@@ nm.ev.scenario
Scenario {n} (numeric die): {title}.

@@ nm.ev.order_rolls
Numeric die for the turn order: {rolls}.

@@ nm.ev.order
Turn order of the first round: {order}. {player} enters first.

@@ nm.ev.entry_next
{player} enters the map now.

@@ nm.ev.entered
{player} enters {region} with a settlement and 3 CQ.

@@ nm.ev.round
Round {round}; turn order by credits, lowest first: {order}.

@@ nm.ev.turn
Turn {turn} (round {round}): {player} plays; credits: {credits}.

@@ nm.ev.bought
{player} spends the credits ({credits}): CQ {cq}, CA {ca}, ships {ships}.

@@ nm.ev.placed_cq
{player} places {n} CQ in {region}.

@@ nm.ev.placed_ca
{player} places 1 CA in {region}.

@@ nm.ev.card_up
{player} completes a settlement in {region} and takes the face-up card {kind_en} {points}.

@@ nm.ev.no_card
{player} completes a settlement in {region}; no face-up card is left.

@@ nm.ev.launched
{player} places ship {ship} in {region} and launches it into {sea}.

@@ nm.ev.conflict
{player} makes {region} a conflict region against {defender}.

@@ nm.ev.attempt_green
{player} tries {from} → {to}: green.

@@ nm.ev.attempt_red
{player} tries {from} → {to}: red.

@@ nm.ev.attempt_black
{player} tries {from} → {to}: black.

@@ nm.ev.black_lost
By the black, {player} loses 1 CQ in {region}.

@@ nm.ev.black_lost_ship
By the black, {player} loses 1 CQ of the ship {ship}.

@@ nm.ev.combo_black
{player} shows a combo of 2 {kind_en} cards: the black is cancelled.

@@ nm.ev.combo_red
{player} shows a combo of 3 {kind_en} cards: the red is cancelled.

@@ nm.ev.moved
{player} moves {n} CQ from {from} to {to}.

@@ nm.ev.sailed
{player} sails {ships} to {to}.

@@ nm.ev.ship_lost
Ship {ship} of {player} loses its last CQ and leaves the map.

@@ nm.ev.embarked
{player} embarks {n} CQ from {land} into {sea}.

@@ nm.ev.disembarked
{player} lands {n} CQ from {sea} in {land}.

@@ nm.ev.battle
Battle in {region}: {attacker} attacks, {defender} defends.

@@ nm.ev.round_fought
Round {round}: {a} against {d}, criteria {crit_a_en} / {crit_d_en}, tactics {ta} / {td}, losses {la} / {ld}.

@@ nm.ev.battle_won
{player} holds {region}.

@@ nm.ev.forced_battle
The program ended with {region} still in conflict: it is fought (the attacker's tactics at random).

@@ nm.ev.card_taken
{attacker} takes a {kind_en} card from {defender}.

@@ nm.ev.card_taken_points
Card taken: {kind_en} {points}.

@@ nm.ev.no_card_to_take
{player} has no cards to give.

@@ nm.ev.eliminated
{player} loses the last settlement to {victor} and leaves the game; its pieces leave the map and its other cards leave the game.

@@ nm.ev.retreat_asked
{player} proposes to withdraw every troop from {region} to {to}; {defender} is asked.

@@ nm.ev.retreat_accepted
{defender} accepts the retreat of {player} from {region} to {to}.

@@ nm.ev.retreat_refused
{defender} refuses the retreat of {player} from {region} to {to}: they fight.

@@ nm.ev.retreat_failed
The retreat of {player} from {region} fails: they fight.

@@ nm.ev.answer_accept
{player} answers: accept.

@@ nm.ev.answer_refuse
{player} answers: refuse.

@@ nm.ev.standing_set
Standing orders updated.

@@ nm.ev.timeout_entry
{player} sent no entry in time: region by lot; the face-up card by the usual rule (a kind not held, the most points).

@@ nm.ev.timeout_turn
{player} sent no turn in time: credits spent on CQ placed by lot ({list}), no operations.

@@ nm.ev.timeout_answer
{player} did not answer in time: the retreat is refused.

@@ nm.ev.win_points
{players} wins on points ({points})!

@@ nm.ev.win_kinds
{players} wins with all 6 kinds!

@@ nm.ev.win_survival
{players} wins: the last player with settlements!

@@ nm.ev.winner_cards
Cards of {player}: {cards_en}.

@@ nm.ev.draw
The game ends in a draw among {players}.

@@ nm.ev.cap
The turn limit ({max}) is reached: a draw among {players}.

@@ nm.ev.stall
A table that has stopped: no discovery card has changed place in the
last rounds (stall_rounds={max}), and every victory needs them to: a draw
among {players}.

@@ nm.kind.semi
Seeds and roots

@@ nm.kind.seco
Nuts and leaves

@@ nm.kind.riq
Riches

@@ nm.kind.frut
Fruits

@@ nm.kind.cult
Cultures

@@ nm.kind.anim
Animals

@@ nm.view.title
NUEVO MUNDO — scenario {n}: {title}

@@ nm.view.options
Options: losses (half, even, double; distance 1/2) {losses}; answer to a retreat {hours} h; turn limit {cap}; the default deck of 40

@@ nm.view.options_deck
Options: losses (half, even, double; distance 1/2) {losses}; answer to a retreat {hours} h; turn limit {cap}; a deck of its own (cards=)

@@ nm.view.track
Round {round}; order of play of this round: {track}. One turn at a time, each resolved as soon as the mail of the player in turn arrives (or at its deadline).

@@ nm.view.entry_you
Your turn to enter the map: ENTER <unoccupied region> [CARD <kind> / ...]. {next}

@@ nm.view.entry_other
{player} is entering the map. {next}

@@ nm.view.turn_you
Turn {turn}: your turn, with {credits}. {next}

@@ nm.view.turn_other
Turn {turn}: {player} plays, with {credits}. {next}

@@ nm.view.answer_you
Your turn to answer: {attacker} proposes a retreat to you; answer ACCEPT or REFUSE.

@@ nm.view.answer_other
Turn paused: {attacker} awaits the answer of {player} about a retreat.

@@ nm.view.question
Conflict in {region}: {attacker} {a} ({crit_a}) against {defender} {d} ({crit_d}); proposal: to withdraw every troop to {to}.

@@ nm.view.paused
Your paused program (it goes on by itself after the answer):

@@ nm.view.over_points
The game is over: {players} wins on points.

@@ nm.view.over_points_you
The game is over: you win on points.

@@ nm.view.over_kinds
The game is over: {players} wins with all kinds.

@@ nm.view.over_kinds_you
The game is over: you win with all kinds.

@@ nm.view.over_survival
The game is over: {players} wins by survival.

@@ nm.view.over_survival_you
The game is over: you win by survival.

@@ nm.view.over_draw
The game is over: a draw among {players}.

@@ nm.view.over_cap
The game is over at the turn limit: a draw among {players}.

@@ nm.view.over_stall
The game is over, its cards standing still: a draw among {players}.

@@ nm.view.players
Players (credits they would produce, settlements, islands, cards and how many of each kind):

@@ nm.view.player
  {player}: credits {credits}, settlements {settlements}, islands {islands}, cards {cards} ({kinds})

@@ nm.view.player_out
  {player}: out of the game

@@ nm.view.table
Table: face up (kind and points) {up}; deck {deck}; out of the game {out}

@@ nm.view.cones
Red cones: {list}

@@ nm.view.island
Island {island}:

@@ nm.view.sea
Sea:

@@ nm.view.settlement
settlement

@@ nm.view.lone_ca
1 CA

@@ nm.view.in_conflict
[conflict]

@@ nm.view.borders
Borders: {list}

@@ nm.view.open
Open coasts: {list}

@@ nm.view.closed
Closed coasts: {list}

@@ nm.view.own_cards
Your cards (kind and points): {cards} (points: {points})

@@ nm.view.largest
LARGEST

@@ nm.view.smallest
SMALLEST

@@ nm.view.standing
Your standing orders: DEFENCE {tactics}; LOSSES {losses}; RETREATS {retreats}; COMBOS {combos}

@@ nm.view.random
AT RANDOM

@@ nm.view.accept
ACCEPT

@@ nm.view.refuse
REFUSE

@@ nm.view.ask
ASK

@@ nm.help.kinds
Cards (40) by kind, code and points:

@@ nm.help.credits
Credits by settlements (rows) and islands with a settlement (columns):

@@ nm.help.losses
Pieces the loser removes by its victor's criterion, at distance 1 / 2 (a tie: 1 each):

@@ nm.help.scenarios
Scenarios (drawn with the numeric die, or scenario=1..6):

@@ nm.help
NUEVO MUNDO (2 to 5 players). One turn at a time: the first round in the
order the numeric die gives, the others by credits, lowest first. One mail
carries a whole turn (purchases and placement, then a program of operations
in order) and is resolved as soon as it arrives. The Spanish keywords of
the Spanish help work too.
Pieces: CQ are the conquistadors (troops: they move, embark, attack and
defend); CA are the buildings (fixed, they defend like CQ; 2 CA in a region
make a settlement). Regions by their code (T3 land, M3 sea) or by name.
| ENTER T3 CARD fruit / rich
      (entry: unoccupied region, 2 CA and 3 CQ)
| BUY 2 CQ 1 CA 2 SHIPS
      (spend every credit: CQ 1, CA 2, ship 3)
| CARD fruit / rich / animals
      (preference when completing settlements)
| PLACE 2 CQ T7                       (where you have pieces)
| PLACE 1 CA T7                       (1 CA per region and turn)
| SHIP T7 M3                          (crew: 1 CQ of T7; open coast)
| MOVE 3 CQ T7 T8 RETRY 2 WITH COMBO
| MOVE ALL BUT 1 T7 T8
| MOVE SHIP b2 M3 M4
| MOVE FLEET b1 b3 M3 M4
      (the ships named; without names: all yours in M3)
| EMBARK 6 T1 M1 SHIP b1
| DISEMBARK ALL M4 T3                 (the crew stays aboard)
| ATTACK T8 TACTICS 3 1 5 CARD rich
      (or AT RANDOM; tactics repeat in a cycle)
| RETREAT T8 TO T7 TACTICS 2
      (if refused or failed, they fight)
RETRY n: after a black the die is rolled again, up to n more times; without
RETRY, a black ends that move. CARD on ATTACK: the kinds you ask for, in
order, if you damage a settlement of the defender (chosen by the backs; by
default a kind you lack, else the one the defender holds most of). TACTICS
on RETREAT: your tactics if the retreat is refused or fails and they fight
(without them, at random).
A retreat you are asked about: ACCEPT or REFUSE.
Standing orders (in any mail):
| DEFENCE TACTICS 2 4 1   or   DEFENCE AT RANDOM (the default)
| LOSSES LARGEST | SMALLEST
      (which ship loses first; LARGEST by default)
| RETREATS berta ACCEPT | REFUSE | ASK   (or ALL; ASK by default)
| COMBOS AUTO | MANUAL
      (MANUAL, the default: only on moves WITH COMBO)
Colour die: 4 green, 1 red, 1 black. Green: the move happens. Red: a red
cone, the border closed for the rest of the turn. Black: 1 CQ of the origin
is lost and the move may be retried. With 3 red cones no more movement.
Combos: 2 cards of a kind cancel a black, 3 cancel a red; each once a turn.
Battle: criterion double (twice or more), half (half or less) or
even; tactic X beats X-1 and X-2 (1 beats 5 and 4). The distance is 1 when
the winning tactic beats the one before it (3 beats 2) and 2 when it beats
the one two before (3 beats 1); equal tactics are a tie.
Victory: 20 points, all 6 kinds, or the last player with settlements.
Without a complete settlement one leaves the game. Pieces: 20 CA per
colour, 10 ships for all, 15 CQ a ship. No mail in time: the entry region
is drawn by lot; the credits go on CQ placed by lot, with no operations; a
retreat left unanswered is refused. Options of the game (chosen by whoever
creates it): scenario, max_turns, answer_hours, cards=FILE,
losses=1/1,1/2,2/3 (pieces the loser removes at half, even and double, at
distance 1/2). In new games, after 20 rounds in a row with no card
changing place, the game ends in a draw.

@@ nm.w.credit
credit|credits

@@ nm.view.track_over
Round {round}; order of play: {track}.

@@ nm.view.next_entry
{player} enters next.

@@ nm.view.next_entry_you
You enter next.

@@ nm.view.next_turn
{player} plays next.

@@ nm.view.next_turn_you
You play next.

@@ nm.view.next_round
Then round {round} begins, its order of turns by credits, lowest first.

@@ nm.w.free_land
unoccupied land region|unoccupied land regions

@@ nm.default.entry
If your entry does not arrive in time, your region is drawn by lot among the {regions} left and you take the face-up card {card} (the one with the most points among those of kinds you lack, if any).

@@ nm.default.entry_no_card
If your entry does not arrive in time, your region is drawn by lot among the {regions} left; no face-up card is left.

@@ nm.default.turn
If your turn does not arrive in time, everything you have, {credits}, goes on CQ placed by lot in your regions ({regions}), with no operations: your ships and troops stay where they are.

@@ nm.default.turn_nothing
If your turn does not arrive in time, it passes with no purchase and no operations: your ships and troops stay where they are.

@@ nm.default.answer
If you do not answer in time, the retreat {attacker} proposes from {region} is refused and {region} is fought over.

@@ nm.view.answer_attacker
Turn paused: you await the answer of {player} about your retreat.

@@ nm.pinned.battle_cards
{option}: new Nuevo Mundo games play with {pinned}: a battle that destroys
a settlement in whole or in part gives the attacker one card (VI.03); a
lone CA that was never part of a settlement gives none.

@@ nm.pinned.stall_rounds
{option}: new Nuevo Mundo games play with {pinned}: when that many rounds
in a row pass with no discovery card changing place, the game ends in a
draw among those still playing (every victory needs cards, so a table
that has stopped does not go on for ever).

@@ nm.pinned.losses_by
{option}: new Nuevo Mundo games play with {pinned}: the loser removes the
pieces its victor's criterion shows (VI.03: yellow's 7 CQ empty violet's
ship of 3 CQ with one victory).
