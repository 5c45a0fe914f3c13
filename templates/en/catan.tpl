# Catan (home-made variant): texts for the players (English). Each "@@ id"
# section runs to the next; {name} is replaced by the value from the code.
# Variables ending in _es/_en carry the same text in each language.

@@ catan.nothing
nothing

@@ catan.sea
sea

@@ catan.desert
desert

@@ catan.coast
coast

@@ catan.harbour
harbour

@@ catan.harbour.any
3:1

@@ catan.harbour.res
2:1 {res}

@@ catan.edge_around
{hexes}; joins {a} and {b}

@@ catan.seat
{player} ({colour})

@@ catan.you
you

@@ catan.n.point_card
{n} point card

@@ catan.n.point_cards
{n} point cards

@@ catan.colour.red
red

@@ catan.colour.blue
blue

@@ catan.colour.white
white

@@ catan.colour.orange
orange

@@ catan.res.lumber
lumber

@@ catan.res.brick
brick

@@ catan.res.wool
wool

@@ catan.res.grain
grain

@@ catan.res.ore
ore

@@ catan.res.points
point cards

@@ catan.res.point
point card

@@ catan.dev.knight
Knight

@@ catan.dev.point
Victory point

@@ catan.dev.roads
Road building

@@ catan.dev.invention
Invention

@@ catan.dev.monopoly
Monopoly

@@ catan.syn.any
SETTLEMENT, ROAD, CITY, BUY, KNIGHT, ROBBER, ROADS, INVENTION, MONOPOLY, DISCARD, BANK, OFFER, ACCEPT, REJECT, WITHDRAW, ROLL, CONTINUE, PASS, DISCARD PREFERENCE or AUTOROLL (or their Spanish words)

@@ catan.syn.settle
SETTLEMENT <intersection>, e.g. SETTLEMENT B-E-F

@@ catan.syn.road
ROAD <path>, e.g. ROAD E-F

@@ catan.syn.city
CITY <intersection with your settlement>, e.g. CITY B-E-F

@@ catan.syn.buy
BUY DEVELOPMENT CARD

@@ catan.syn.knight
KNIGHT <hex> [STEAL <player>], e.g. KNIGHT K STEAL red

@@ catan.syn.robber
ROBBER <hex> [STEAL <player>], e.g. ROBBER K STEAL red

@@ catan.syn.roads
ROADS <path> <path>, e.g. ROADS E-F F-J

@@ catan.syn.invention
INVENTION <resource> <resource>, e.g. INVENTION grain ore

@@ catan.syn.monopoly
MONOPOLY <resource>, e.g. MONOPOLY wool

@@ catan.syn.discard
DISCARD <cards>, e.g. DISCARD 2 wool 1 ore

@@ catan.syn.bank
BANK <n> <resource> FOR <n> <resource>, e.g. BANK 4 lumber FOR 1 ore

@@ catan.syn.offer
OFFER [TO <player> | TO ALL] GIVE <cards> GET <cards> [UNTIL TURN <n>], e.g. OFFER TO red GIVE 1 lumber GET 1 grain

@@ catan.syn.accept
ACCEPT <offer number>

@@ catan.syn.reject
REJECT <offer number>

@@ catan.syn.withdraw
WITHDRAW <offer number>

@@ catan.syn.roll
ROLL

@@ catan.syn.continue
CONTINUE

@@ catan.syn.pass
PASS

@@ catan.syn.prefer
DISCARD PREFERENCE <resources in order>, e.g. DISCARD PREFERENCE wool grain

@@ catan.syn.autoroll
AUTOROLL YES | AUTOROLL NO

@@ catan.rej.expected
expected: {form}; {detail}

@@ catan.rej.empty
the line is empty

@@ catan.rej.not_verb
'{word}' is not an order

@@ catan.rej.missing_number
a number is missing

@@ catan.rej.not_number
'{word}' is not a number

@@ catan.rej.missing_resource
a resource is missing (lumber, brick, wool, grain or ore)

@@ catan.rej.not_resource
'{word}' is not a resource (lumber, brick, wool, grain or ore)

@@ catan.rej.bad_quantity
the quantity of '{word}' must be between 1 and 19

@@ catan.rej.missing_cards
the cards are missing

@@ catan.rej.missing_player
the player is missing (by name or colour)

@@ catan.rej.not_player_dym
'{word}' is no player (did you mean {name}?)

@@ catan.rej.not_player
'{word}' is no player (give a name or a colour)

@@ catan.rej.not_corner_alias
'{word}' is not a corner of a hex: write hex.corner, corner N, NE, SE, S, SW or NW (e.g. B.S)

@@ catan.rej.not_side_alias
'{word}' is not a side of a hex: write hex.side, side NE, E, SE, SW, W or NW (e.g. E.E)

@@ catan.rej.not_hex
'{word}' is not made of hexes: land hexes are A to S, sea hexes 1 to 18

@@ catan.rej.hex_twice
'{word}' repeats a hex

@@ catan.rej.hex_one
'{word}' is not a single hex (A to S)

@@ catan.rej.ambiguous_place
'{word}' reads two ways: the hexes {a}, or {alias} (with a dot), which is {b}; write {a} or {alias}

@@ catan.rej.alias_dot
'{word}': did you mean {alias} (with a dot), which is {b}? write it so

@@ catan.rej.not_neighbours
the intersections {a} and {b} are not neighbours: no path joins them

@@ catan.rej.is_edge
'{word}' is a path, not an intersection: its intersections are {a} and {b}

@@ catan.rej.no_corner
'{word}': those three hexes do not meet at an intersection

@@ catan.rej.vertex_parts
'{word}': an intersection is named by its three hexes, e.g. B-E-F

@@ catan.rej.is_vertex
'{word}' is an intersection, not a path: its paths are {list}

@@ catan.rej.no_side
'{word}': those two hexes do not touch, there is no path between them

@@ catan.rej.edge_parts
'{word}': a path is named by its two hexes, e.g. E-F

@@ catan.rej.missing_vertex
the intersection is missing

@@ catan.rej.missing_edge
the path is missing

@@ catan.rej.missing_hex
the hex is missing

@@ catan.rej.trailing
'{word}' is too much

@@ catan.rej.offer_part
an offer needs GIVE <cards> and GET <cards>, once each ('{word}')

@@ catan.rej.missing_for
FOR and what you want from the bank are missing

@@ catan.rej.pref_twice
'{word}' is already in the list

@@ catan.rej.bad_offer_number
'{word}' is not an offer number

@@ catan.rej.not_yes_no
'{word}' is neither YES nor NO

@@ catan.rej.missing_yes_no
YES or NO is missing

@@ catan.rej.occupied
{player} already has a building on {v}

@@ catan.rej.too_close
{v} is next to {near}, where a building stands: two roads must fit between any two buildings (distance rule)

@@ catan.rej.settle_unconnected
{v} touches none of your roads

@@ catan.rej.road_taken
{player} already has a road on {e}

@@ catan.rej.road_not_at_settlement
in the set-up the road starts at the settlement you just placed ({v}); {e} does not touch it

@@ catan.rej.road_unconnected
{e} joins none of your roads or buildings (no road goes on through another player's building)

@@ catan.rej.setup_one_settlement
each set-up placement is one settlement

@@ catan.rej.setup_one_road
each set-up placement is one road

@@ catan.rej.setup_settle_first
the SETTLEMENT of this set-up placement is missing

@@ catan.rej.cost_road
a road costs 1 brick and 1 lumber; you have {hand}

@@ catan.rej.cost_settlement
a settlement costs 1 brick, 1 lumber, 1 grain and 1 wool; you have {hand}

@@ catan.rej.cost_city
a city costs 2 grain and 3 ore; you have {hand}

@@ catan.rej.cost_dev
a development card costs 1 grain, 1 wool and 1 ore; you have {hand}

@@ catan.rej.no_roads_left
you have used your 15 roads

@@ catan.rej.no_settlements_left
your 5 settlements are all on the board

@@ catan.rej.no_cities_left
your 4 cities are all on the board

@@ catan.rej.already_city
you already have a city on {v}

@@ catan.rej.city_needs_settlement
a city replaces one of your settlements, and there is none on {v}

@@ catan.rej.deck_empty
no development cards are left

@@ catan.rej.card_new
your {card} card is from this turn: development cards are not played the turn they are bought

@@ catan.rej.no_card
you have no {card} card

@@ catan.rej.one_card_a_turn
in this game only one development card is played a turn

@@ catan.rej.robber_sea
the robber goes to a land hex, not to {hex}

@@ catan.rej.robber_same
the robber is already on {hex}: it must move to another hex

@@ catan.rej.knight_no_steal
in this game a knight does not steal (the table's option)

@@ catan.rej.steal_self
you cannot rob yourself

@@ catan.rej.steal_not_there
{player} has no settlement or city next to {hex}

@@ catan.rej.steal_empty
{player} has no resource cards

@@ catan.rej.steal_forced
in this game stealing is compulsory: {player} has a building by that hex and cards (add STEAL <player>)

@@ catan.rej.same_road_twice
the two roads cannot both go on path {e}

@@ catan.rej.roads_two
the card gives two roads and you can still place another: write both paths

@@ catan.rej.bank_short
the bank has only {bank} {res} left

@@ catan.rej.discard_count
you must discard exactly {n} cards, not {given}

@@ catan.rej.discard_lacking
you do not have those cards; you have {hand}

@@ catan.rej.bank_same
{res} is not traded for {res}

@@ catan.rej.bank_rate
your bank rate for {res} is {rate}:1; that makes {n} {res} for {get}

@@ catan.rej.lacking
you do not have that much {res}

@@ catan.rej.offer_self
you cannot offer a deal to yourself

@@ catan.rej.no_such_player
there is no such player in this game

@@ catan.rej.offer_both_sides
the same card cannot be on both sides of an offer

@@ catan.rej.no_point_trade
in this game point cards are not traded

@@ catan.rej.too_many_offers
you already have {n} open offers (or the table is full): withdraw one with WITHDRAW

@@ catan.rej.no_offer
there is no open offer number {id}

@@ catan.rej.accept_own
offer {id} is yours: WITHDRAW it if you no longer want it

@@ catan.rej.trade_active_only
offer {id} is not {player}'s: outside your turn you trade only with the player in turn ({player}), accepting an offer of his

@@ catan.rej.until_past
turn {turn} is over: an offer may stand UNTIL TURN n with n this turn or a later one

@@ catan.rej.not_for_you
offer {id} is for {player}

@@ catan.rej.accept_lacking
to accept offer {id} you must give {cards}, which you do not have

@@ catan.rej.accept_lacking_points
to accept offer {id} you must give {cards}, which you do not have (point cards bought this turn do not count)

@@ catan.rej.reject_own
offer {id} is yours: it is withdrawn with WITHDRAW

@@ catan.rej.withdraw_other
offer {id} is not yours: you may REJECT it, not withdraw it

@@ catan.rej.wait_setup
it is not your placement: {player} is placing

@@ catan.rej.wait_discards
waiting for the discards of {players} after {player}'s 7

@@ catan.rej.wait_discards_yours
waiting for the discards of {players} after your 7

@@ catan.rej.wait_turn
it is not your turn: {player} is playing (you may send offers and standing orders)

@@ catan.rej.after_close
after PASS or CONTINUE only standing orders may follow

@@ catan.rej.after_roll
after ROLL no more turn orders: the judge rolls and asks for the rest once you see the roll

@@ catan.rej.setup_only
in the set-up only a SETTLEMENT and a ROAD are placed

@@ catan.rej.one_knight_before_roll
only one knight before the roll (first part of the turn); more, if you like, after ROLL

@@ catan.rej.roll_first
before the roll only a knight may be played: send ROLL (and before it, if you like, KNIGHT)

@@ catan.rej.discard_only
after the 7 you must discard {n} cards: DISCARD <cards>

@@ catan.rej.discard_once
you have already discarded

@@ catan.rej.rolled_already
the dice are already rolled this turn

@@ catan.rej.no_discard
you have nothing to discard

@@ catan.rej.robber_first
a 7 was rolled: move the robber first (ROBBER <hex> [STEAL <player>]), then the rest

@@ catan.rej.no_robber
the robber moves like this only after a 7; with a knight card write KNIGHT

@@ catan.rej.over
the game is over: no more orders are accepted

@@ catan.rej.setup_missing_settlement
the SETTLEMENT of this set-up placement is missing

@@ catan.rej.setup_missing_road
the ROAD of this set-up placement is missing

@@ catan.rej.missing_roll
ROLL is missing: a knight before the roll goes in the same mail as ROLL

@@ catan.rej.too_many_lines
too many order lines in one mail

@@ catan.rej.no_orders
the mail has no orders

@@ catan.echo.settle
SETTLEMENT {v} ({around})

@@ catan.echo.road
ROAD {e} ({around})

@@ catan.echo.city
CITY {v} ({around})

@@ catan.echo.buy
BUY DEVELOPMENT CARD (you pay 1 wool, 1 grain and 1 ore; cards that will be left in the deck: {left})

@@ catan.echo.knight
KNIGHT {hex} ({around}), no steal

@@ catan.echo.knight_steal
KNIGHT {hex} ({around}) STEAL {victim}

@@ catan.echo.robber
ROBBER {hex} ({around}), no steal

@@ catan.echo.robber_steal
ROBBER {hex} ({around}) STEAL {victim}

@@ catan.echo.roads
ROADS {e1} ({around1}) and {e2} ({around2})

@@ catan.echo.roads_one
ROADS {e1} ({around1}), the only one you can place

@@ catan.echo.invention
INVENTION: you take {cards} from the bank

@@ catan.echo.monopoly
MONOPOLY of {res}: everyone gives you all their {res}

@@ catan.echo.discard
DISCARD {cards}

@@ catan.echo.bank
BANK: you give {give} and get {get} ({rate}:1)

@@ catan.echo.offer
OFFER TO {to}: you give {give}, you ask {get} (it will be offer {id})

@@ catan.echo.offer_all
OFFER TO ALL: you give {give}, you ask {get} (it will be offer {id})

@@ catan.echo.accept
ACCEPT {id}: you give {give} to {player} and get {get}, if they still hold those cards (otherwise no deal, and the offer is void; you will know when it is carried out, and the rest of this mail does not count on what you get)

@@ catan.echo.reject
REJECT offer {id}

@@ catan.echo.withdraw
WITHDRAW your offer {id}

@@ catan.echo.roll
ROLL

@@ catan.echo.continue
CONTINUE: your turn stays open

@@ catan.echo.pass
PASS

@@ catan.echo.prefer
DISCARD PREFERENCE: {list} (used if you do not discard in time after a 7)

@@ catan.echo.autoroll_on
AUTOROLL YES: from your next turn the judge rolls for you when it starts (you cannot play a knight before the roll)

@@ catan.echo.autoroll_off
AUTOROLL NO: each of your turns starts waiting for your ROLL (with a knight before it, if you like)

@@ catan.echo.void
(no effect: the game had already ended)

@@ catan.echo.wait_rest
The judge will roll the dice and send you the roll; then send the rest of your turn.

@@ catan.echo.turn_continues
Your turn stays open: send more orders (a mail without CONTINUE ends the turn).

@@ catan.echo.turn_ends
This mail ends your turn.

@@ catan.ev.board_random
Random board: terrains shuffled, numbers along the counter-clockwise spiral from corner {corner}, harbours shuffled. The robber starts on the desert ({robber}).

@@ catan.ev.board_beginner
Beginner board of the official rules. The robber starts on the desert ({robber}).

@@ catan.ev.first_rolls
Each player rolls one die to start: {list}.

@@ catan.ev.first_rerolls
Tie-break among the best: {list}.

@@ catan.ev.first
{player} starts, with the highest roll.

@@ catan.ev.first_you
You start, with the highest roll.

@@ catan.ev.first_literal
Set-up as in the text, counter-clockwise and back in reverse order: {setup_order}. Then play goes in this order: {order}.

@@ catan.ev.first_official
Official set-up, clockwise and back in reverse order: {setup_order}. Then play goes in this order: {order}.

@@ catan.ev.setup_turn
Set-up (round {round}): {player} places.

@@ catan.ev.setup_turn_you
Set-up (round {round}): your move.

@@ catan.ev.setup_income
{player} gets for the second settlement: {cards_en}.

@@ catan.ev.setup_income_you
You get for your second settlement: {cards_en}.

@@ catan.ev.setup_done
The set-up is over: {player} starts to play; play goes in this order: {order}.

@@ catan.ev.setup_done_you
The set-up is over: you start to play; play goes in this order: {order}.

@@ catan.ev.turn
Turn {turn}: {player} plays.

@@ catan.ev.turn_you
Turn {turn}: your move.

@@ catan.ev.turn_over
{player} ends the turn.

@@ catan.ev.turn_over_you
You end your turn.

@@ catan.ev.roll
{player} rolls the dice: {d1} + {d2} = {sum}.

@@ catan.ev.roll_you
You roll the dice: {d1} + {d2} = {sum}.

@@ catan.ev.blocked
The robber on {hex} stops its production.

@@ catan.ev.shortage
The bank is short of {res_en} ({want} wanted, {bank} in the bank): nobody gets {res_en}.

@@ catan.ev.shortage_lone
The bank is short of {res_en} ({want} wanted, {bank} in the bank): {player}, the only one wanting it, takes what is left.

@@ catan.ev.produce
{player} gets {cards_en}.

@@ catan.ev.produce_you
You get {cards_en}.

@@ catan.ev.produce_none
Nobody gets anything.

@@ catan.ev.must_discard
{player} has {hand} cards and must discard {n}.

@@ catan.ev.must_discard_you
You have {hand} cards and discard {n}.

@@ catan.ev.no_discards
Nobody has more than 7 cards: no discards.

@@ catan.ev.robber_due
{player} must move the robber.

@@ catan.ev.robber_due_you
You move the robber.

@@ catan.ev.discard
{player} discards {cards_en}.

@@ catan.ev.discard_you
You discard {cards_en}.

@@ catan.ev.discard_pref
{player}'s discard did not arrive in time: their DISCARD PREFERENCE was applied, {cards_en}.

@@ catan.ev.discard_pref_you
Your discard did not arrive in time: your DISCARD PREFERENCE was applied, {cards_en}.

@@ catan.ev.discard_mixed
{player}'s discard did not arrive in time: their DISCARD PREFERENCE and the rest by lot, {cards_en}.

@@ catan.ev.discard_mixed_you
Your discard did not arrive in time: your DISCARD PREFERENCE and the rest by lot, {cards_en}.

@@ catan.ev.discard_lot
{player}'s discard did not arrive in time: cards by lot, {cards_en}.

@@ catan.ev.discard_lot_you
Your discard did not arrive in time: cards by lot, {cards_en}.

@@ catan.ev.robber
{player} moves the robber to {hex} ({around_en}).

@@ catan.ev.robber_you
You move the robber to {hex} ({around_en}).

@@ catan.ev.knight
{player} plays a Knight and moves the robber to {hex} ({around_en}).

@@ catan.ev.knight_you
You play a Knight and move the robber to {hex} ({around_en}).

@@ catan.ev.robber_auto
{player}'s robber goes by lot to {hex}, without a steal.

@@ catan.ev.robber_auto_you
Your robber goes by lot to {hex}, without a steal.

@@ catan.ev.steal
{player} steals a card from {victim}.

@@ catan.ev.steal_by_you
You steal a card from {victim}.

@@ catan.ev.steal_you
{player} steals a card from you.

@@ catan.ev.steal_nothing
{player} tries to steal from {victim}, who has no resource card left.

@@ catan.ev.steal_nothing_you
You try to steal from {victim}, who has no resource card left.

@@ catan.ev.stolen
The card you steal from {victim} is {res_en}.

@@ catan.ev.stolen_you
The card {player} steals from you is {res_en}.

@@ catan.ev.settle
{player} builds a settlement on {v}.

@@ catan.ev.settle_you
You build a settlement on {v}.

@@ catan.ev.road
{player} builds a road on {e}.

@@ catan.ev.road_you
You build a road on {e}.

@@ catan.ev.city
{player} builds a city on {v}.

@@ catan.ev.city_you
You build a city on {v}.

@@ catan.ev.buy
{player} buys a development card (cards left in the deck: {left}).

@@ catan.ev.buy_you
You buy a development card (cards left in the deck: {left}).

@@ catan.ev.bought
Your new development card is: {card_en}.

@@ catan.ev.roads
{player} plays Road building: {list}.

@@ catan.ev.roads_you
You play Road building: {list}.

@@ catan.ev.invention
{player} plays Invention and takes {cards_en} from the bank.

@@ catan.ev.invention_you
You play Invention and take {cards_en} from the bank.

@@ catan.ev.monopoly
{player} plays Monopoly of {res_en}.

@@ catan.ev.monopoly_you
You play Monopoly of {res_en}.

@@ catan.ev.monopoly_from
{player} hands over {n} {res_en}.

@@ catan.ev.monopoly_from_you
You hand over {n} {res_en}.

@@ catan.ev.monopoly_total
{player} gets {n} {res_en} in all.

@@ catan.ev.monopoly_total_you
You get {n} {res_en} in all.

@@ catan.ev.bank
{player} trades {give_en} with the bank for {get_en} ({rate}:1).

@@ catan.ev.bank_you
You trade {give_en} with the bank for {get_en} ({rate}:1).

@@ catan.ev.offer
Offer {id} from {player} to {to}: gives {give_en}, asks {get_en}.

@@ catan.ev.offer_by_you
Your offer {id} to {to}: you give {give_en}, ask {get_en}.

@@ catan.ev.offer_you
Offer {id} from {player} to you: gives {give_en}, asks {get_en}. ACCEPT {id} takes it.

@@ catan.ev.offer_all
Offer {id} from {player} to all: gives {give_en}, asks {get_en}.

@@ catan.ev.offer_all_by_you
Your offer {id} to all: you give {give_en}, ask {get_en}.

@@ catan.ev.trade
{by} accepts offer {id}: {player} gives {give_en} and gets {get_en}.

@@ catan.ev.trade_by_you
You accept offer {id} from {player}: you get {give_en} and give {get_en}.

@@ catan.ev.trade_you
{by} accepts your offer {id}: you give {give_en} and get {get_en}.

@@ catan.ev.trade_failed
{by} accepts offer {id}, but {player} no longer has the cards: no deal, and the offer is void.

@@ catan.ev.trade_failed_by_you
You accept offer {id}, but {player} no longer has the cards: no deal, and the offer is void.

@@ catan.ev.trade_failed_you
{by} accepts your offer {id}, but you no longer have the cards: no deal, and the offer is void.

@@ catan.ev.offer_rejected
{player} rejects offer {id}.

@@ catan.ev.offer_rejected_you
You reject offer {id}.

@@ catan.ev.offer_lapsed
{player}'s offer {id} lapses with the turn.

@@ catan.ev.offer_lapsed_you
Your offer {id} lapses with the turn.

@@ catan.ev.offer_withdrawn
{player} withdraws offer {id}.

@@ catan.ev.offer_withdrawn_you
You withdraw your offer {id}.

@@ catan.ev.road_to
{player} holds the Longest trade route ({len} roads in a row).

@@ catan.ev.road_to_you
You hold the Longest trade route ({len} roads in a row).

@@ catan.ev.road_aside
The Longest trade route is set aside (the longest road is {len}; it is no longer {player}'s alone).

@@ catan.ev.road_aside_you
The Longest trade route is set aside (the longest road is {len}; it is no longer yours alone).

@@ catan.ev.army_to
{player} holds the Largest army ({knights} knights played).

@@ catan.ev.army_to_you
You hold the Largest army ({knights} knights played).

@@ catan.ev.victory
{player} reaches {points} points (with {cards_en}) and wins the game.

@@ catan.ev.victory_you
You reach {points} points (with {cards_en}) and win the game.

@@ catan.ev.final_points
{player}: {points} points, with {cards_en}.

@@ catan.ev.timeout_setup
{player}'s placement did not arrive in time: settlement on {v} and road on {e}, by lot.

@@ catan.ev.timeout_setup_you
Your placement did not arrive in time: settlement on {v} and road on {e}, by lot.

@@ catan.ev.timeout_turn
{player}'s turn did not arrive in time: the judge rolls in their place, moves the robber on a 7 (no steal), builds nothing and ends the turn.

@@ catan.ev.timeout_turn_you
Your turn did not arrive in time: the judge rolls for you, moves the robber on a 7 (no steal), builds nothing and ends your turn.

@@ catan.ev.draw
The game ends in a draw.

@@ catan.ev.draw_some
The game ends in a draw between {players}.

@@ catan.default.setup
If you do not answer in time, the judge places for you a settlement on a free intersection drawn by lot and a road next to it.

@@ catan.default.setup_second
If you do not answer in time, the judge places for you a settlement on a free intersection drawn by lot and a road next to it; that second settlement still gives you its cards.

@@ catan.default.roll
If you do not answer in time, the judge rolls the dice for you; on a 7 the robber goes to a hex drawn by lot, without a steal. You build nothing and your turn ends.

@@ catan.default.discard_pref
If you do not answer in time, you discard {n} cards by your DISCARD PREFERENCE ({list}) and, if that is not enough, the rest by lot.

@@ catan.default.discard_lot
If you do not answer in time, you discard {n} cards drawn by lot.

@@ catan.default.robber
If you do not answer in time, the robber goes to a hex drawn by lot, without a steal, and your turn ends.

@@ catan.default.main
If you do not answer in time, your turn simply ends.

@@ catan.opt.board.random
random board

@@ catan.opt.board.beginner
beginner board

@@ catan.opt.dev.unlimited
development cards a turn: as many as wished

@@ catan.opt.dev.one
development cards a turn: one

@@ catan.opt.knight.yes
a knight steals

@@ catan.opt.knight.no
a knight does not steal

@@ catan.opt.steal.optional
stealing with the robber is optional

@@ catan.opt.steal.compulsory
stealing with the robber is compulsory

@@ catan.opt.points.yes
point cards may be traded for resources

@@ catan.opt.points.no
point cards are not traded

@@ catan.opt.setup.literal
set-up as in the text (counter-clockwise)

@@ catan.opt.setup.official
official set-up (clockwise)

@@ catan.opt.shortage.nobody
when the bank is short of a resource, nobody gets it

@@ catan.opt.shortage.official
when the bank is short of a resource, nobody gets it unless a single player wants it, who takes what is left

@@ catan.view.title
== Catan (home-made variant) ==

@@ catan.view.options
Options of this game: {n} players; {board}; {dev}; {knight}; {steal}; {points}; {setup}; {shortage}.

@@ catan.view.order
Order of play: {order}.

@@ catan.view.setup_order
Order of the set-up: {order}.

@@ catan.view.goal
The first to 10 points wins, in their turn or not.

@@ catan.view.setup
Set-up, round {round}: {player} places a settlement and a road.

@@ catan.view.setup_you
Set-up, round {round}: your move: SETTLEMENT <intersection> and ROAD <path> next to it, in the same mail.

@@ catan.view.setup_you_second
Set-up, round {round}: your move: SETTLEMENT <intersection> and ROAD <path> next to it. This second settlement gives you one card for each resource hex it touches.

@@ catan.view.roll
Turn {turn}: {player} is to roll.

@@ catan.view.roll_you
Turn {turn}: your move: ROLL (before it, if you like, KNIGHT <hex> [STEAL <player>]). Once you see the roll you send the rest of the turn.

@@ catan.view.discard
Turn {turn} of {player}: a 7 was rolled. Discarding: {list}.

@@ catan.view.discard_yours
Turn {turn}, yours: a 7 was rolled. Discarding: {list}.

@@ catan.view.discard_you_pref
You must discard {n} cards: DISCARD <cards>. If you do not answer in time your DISCARD PREFERENCE is applied (and the rest by lot).

@@ catan.view.discard_you_lot
You must discard {n} cards: DISCARD <cards>. If you do not answer in time cards are discarded by lot (or set a DISCARD PREFERENCE).

@@ catan.view.robber
Turn {turn}: {player} must move the robber.

@@ catan.view.robber_you
Turn {turn}: your move: ROBBER <hex> [STEAL <player>] and then, in the same mail, the rest of the turn (or CONTINUE to see the stolen card first).

@@ catan.view.main
Turn {turn}: {player} plays.

@@ catan.view.main_you
Turn {turn}: your move: build, trade, buy and play cards. Your mail ends the turn unless it ends with CONTINUE.

@@ catan.view.over
The game is over: {player} wins with {points} points.

@@ catan.view.over_you
The game is over: you win with {points} points.

@@ catan.view.over_draw
The game is over: a draw.

@@ catan.view.over_draw_some
The game is over: a draw between {players}.

@@ catan.view.last_roll
Last roll: {d1} + {d2} = {sum}.

@@ catan.view.board
Board (hex, resource and number; * = robber), row by row as on the table. Terrains: forest = lumber, hills = brick, pasture = wool, fields = grain, mountains = ore; the desert produces nothing.

@@ catan.view.coast
Sea hexes 1 to 18 ring the land; their numbers are those of names such as L-7 or L-7-8. The seas by each hex of the coast: {coast}.

@@ catan.view.harbours
Harbours (where they are: the sea hex, the path and, in brackets, the two intersections of the path):

@@ catan.view.harbour_at
  sea {sea}, by {land}: {type} harbour on {e} ({a}, {b})

@@ catan.view.pieces
Buildings:

@@ catan.view.pieces_of
  {player}: settlements {settlements}; cities {cities}; roads {roads}

@@ catan.view.players
Players:

@@ catan.view.player
  {player}: visible points {points}; resource cards {cards}, development cards {dev}; knights played {knights}; longest road {road}

@@ catan.view.player_final
  {player}: points in all {points}; resource cards {cards}, development cards {dev}; knights played {knights}; longest road {road}

@@ catan.view.longest
Longest trade route: {player} ({len} roads).

@@ catan.view.longest_none
Longest trade route: nobody.

@@ catan.view.army
Largest army: {player} ({knights} knights).

@@ catan.view.army_none
Largest army: nobody.

@@ catan.view.bank
Bank: {bank}. Cards in the development deck: {deck}.

@@ catan.view.offers
Open offers (accepted with ACCEPT <n> by the player they are for, in their turn after the roll):

@@ catan.view.offers_none
Open offers: none.

@@ catan.view.offer
  {id}: {player} to {to}: gives {give}, asks {get}

@@ catan.view.offer_all
  {id}: {player} to all: gives {give}, asks {get}

@@ catan.view.offer_yours
  {id}: yours, to {to}: you give {give}, ask {get}

@@ catan.view.offer_yours_all
  {id}: yours, to all: you give {give}, ask {get}

@@ catan.view.offer_to_you
  {id}: {player} to you: gives {give}, asks {get}

@@ catan.view.your_hand
Your resource cards: {cards}.

@@ catan.view.your_dev
Your development cards: {cards}.

@@ catan.view.new_cards
({n} from this turn)

@@ catan.view.your_points
Your points: {points} ({visible} visible and {cards} from point cards).

@@ catan.view.your_pieces
Pieces you have left: roads {roads}, settlements {settlements}, cities {cities}.

@@ catan.view.your_rates
Your bank rates: {rates}.

@@ catan.view.your_autoroll_on
AUTOROLL YES: your turns start with the dice already rolled.

@@ catan.view.your_autoroll_off
AUTOROLL NO: your turns start waiting for your ROLL.

@@ catan.view.your_pref
DISCARD PREFERENCE: {list}.

@@ catan.view.your_pref_none
DISCARD PREFERENCE: none (a discard that does not arrive in time is by lot).

@@ catan.help
CATAN (home-made variant): orders, one a line; case and accents do not
matter. Hexes: A to S on land (row by row, top down), 1 to 18 at sea.
An intersection is named by its three hexes in any order (B-E-F = f-e-b
= bef) or as hex.corner (B.S; corners N NE SE S SW NW). A path by its
two hexes (E-F) or as hex.side (E.E; sides NE E SE SW W NW). Resources:
lumber (wood), brick, wool (sheep), grain, ore; the Spanish words work
too. Players: by name or colour (red, blue, white, orange).

Set-up (one mail):
  SETTLEMENT B-E-F               and
  ROAD E-F                       next to that settlement

Your turn with AUTOROLL NO (the default): a first mail
  KNIGHT K STEAL red             (optional: a knight before the roll)
  ROLL
and, once you see the roll, the rest of the turn in another mail:
  ROBBER K STEAL red             only after a 7, and first of all
  SETTLEMENT B-E-F               1 brick, 1 lumber, 1 grain, 1 wool
  ROAD E-F                       1 brick, 1 lumber
  CITY B-E-F                     2 grain, 3 ore, on your settlement
  BUY DEVELOPMENT CARD           1 grain, 1 wool, 1 ore
  KNIGHT K STEAL red
  ROADS E-F F-J                  road building card
  INVENTION grain ore            invention card
  MONOPOLY wool                  monopoly card
  BANK 4 lumber FOR 1 ore        (3:1 or 2:1 with a harbour)
  ACCEPT 3                       accepts offer number 3
  CONTINUE                       keeps the turn open for another mail
  PASS                           ends the turn doing nothing
A mail ends the turn unless it ends with CONTINUE. To end it doing
nothing write PASS (END alone will not do: END closes the mail).

After a 7, whoever holds more than 7 cards: DISCARD 2 wool 1 ore

At any time (standing orders):
  OFFER TO red GIVE 1 lumber GET 1 grain
      (or TO ALL); public and numbered
  REJECT 3 / WITHDRAW 3
  DISCARD PREFERENCE wool grain
      for a discard not sent in time
  AUTOROLL YES / AUTOROLL NO
      the judge rolls for you when your turn starts

In short: on each roll everyone collects from the hexes with that
number (1 per settlement, 2 per city; the robber blocks). The first to
10 points wins: settlement 1, city 2, point card 1, Longest trade route
2 (5 roads in a row), Largest army 2 (3 knights played). Development
cards are not played the turn they are bought.

@@ catan.pic.turn
turn {n}

@@ catan.pic.setup
set-up, round {n}

@@ catan.pic.point
{n} visible point
@@ catan.pic.points
{n} visible points

@@ catan.pic.sea
sea

@@ catan.pic.harbours
harbour: 3:1 or 2:1

@@ catan.pic.robber
robber

