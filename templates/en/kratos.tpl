# Κρατος: texts for the players (English). Each "@@ id" section runs
# to the next; {name} is replaced by the value from the code.

@@ kratos.echo.order
  {order}

@@ kratos.ev.built
{player_en} builds piece {piece} ({type_en}) on island {island}.

@@ kratos.ev.cap
The game's turn limit was reached: a draw among those still in it.

@@ kratos.ev.created
Κρατος begins: each colour has its capital and its secondary island (rule 11). Colours played by the bot: {bots_en}. Everyone places at once: send your initial placement (PLACE); the first turn begins when all have placed or when the deadline passes.

@@ kratos.ev.dead_table
Dead table: every turn of the last rounds (famine_rounds={rounds}) began in famine (rules 17 and 18: in famine one may only sell or pass), so nobody can change the game any more. It ends in a draw among those still in it.

@@ kratos.ev.dived
Submarine {piece} dives.

@@ kratos.ev.draw
The game ends in a draw among those still in it (agreed by all or by the game master: the rules have no draw).

@@ kratos.ev.eliminated
{who_en} loses the capital, island {island}, and is out of the game: everything of theirs goes to {taker_en} (rule 69).

@@ kratos.ev.gold
{from_en} gives {amount} oz of gold to {to_en}.

@@ kratos.ev.island_taken
Island {island} passes from {from_en} to {to_en} (rule 43).

@@ kratos.ev.laid
Minesweeper {piece} lays a mine on {cell}.

@@ kratos.ev.loaded
Piece {piece} loads on island {island}.

@@ kratos.ev.moved
{player_en} moves {piece} ({type_en}) from {from_en} to {to_en}.

@@ kratos.ev.no_seat_left
No player is left in the game: it ends.

@@ kratos.ev.play_out
No player is left in the game, but it goes on until one colour is left (rule 70): from turn {turn}, the bot plays its colours to the end now, waiting for nobody. Below, who falls and how it ends.

@@ kratos.ev.placed
{player_en} has placed their pieces.

@@ kratos.ev.produced
Producer {piece} makes {n} {good_en} on island {island}.

@@ kratos.ev.repaired
Piece {piece} is repaired on island {island}.

@@ kratos.ev.setup_default
{player_en} sent no placement: rule 12's advice was followed.

@@ kratos.ev.setup_done
Every piece is placed: the first turn begins.

@@ kratos.ev.shot_depot
{player_en}: {piece} ({type_en}) shoots at depot {target_en} (distance {dist}): die {roll}, power {power}: hit, a load is lost.

@@ kratos.ev.shot_listed
{player_en}: {piece} ({type_en}) shoots at {target_en} (distance {dist}): die {roll}, power {power}: hit, the ship now lists.

@@ kratos.ev.shot_miss
{player_en}: {piece} ({type_en}) shoots at {target_en} (distance {dist}): die {roll}, power {power}: miss.

@@ kratos.ev.shot_sunk
{player_en}: {piece} ({type_en}) shoots at {target_en} (distance {dist}): die {roll}, power {power}: hit, the piece is destroyed.

@@ kratos.ev.skipped
{player_en} did not play in time: the turn is skipped (rule 16).

@@ kratos.ev.sold
{player_en} sells piece {piece} ({type_en}) of {from_en} to {to_en} (rule 21).

@@ kratos.ev.steel_lost
Steel not turned into pieces, lost on island {island}: {n} (rule 57).

@@ kratos.ev.surfaced
Submarine {piece} surfaces.

@@ kratos.ev.swept
Minesweeper {piece} picks up the mine on {cell}.

@@ kratos.ev.turn
Turn {turn}: {who_en} takes {bread} bread, rolls {die}: base speed {base}.

@@ kratos.ev.turn_famine
Turn {turn}: {who_en} suffers famine (only {bread} bread; rule 18: only sell or pass), rolls {die}: base speed {base}.

@@ kratos.ev.turn_over
{player_en}'s turn is over.

@@ kratos.ev.unloaded
Piece {piece} unloads on island {island}.

@@ kratos.ev.victory
{who_en} wins the game: nobody else is left in play (rule 70).

@@ kratos.ev.built_you
You build piece {piece} ({type_en}) on island {island}.

@@ kratos.ev.dived_you
Your submarine {piece} dives.

@@ kratos.ev.eliminated_to_you
{who_en} loses the capital, island {island}, and is out of the game: everything of theirs goes to you (rule 69).

@@ kratos.ev.eliminated_you
You lose your capital, island {island}, and are out of the game: everything of yours goes to {taker_en} (rule 69).

@@ kratos.ev.gold_to_you
{from_en} gives you {amount} oz of gold.

@@ kratos.ev.gold_you
You give {amount} oz of gold to {to_en}.

@@ kratos.ev.island_taken_to_you
You lose island {island}: it passes to {to_en} (rule 43).

@@ kratos.ev.island_taken_you
You take island {island} from {from_en} (rule 43).

@@ kratos.ev.laid_you
Your minesweeper {piece} lays a mine on {cell}.

@@ kratos.ev.loaded_you
Your piece {piece} loads on island {island}.

@@ kratos.ev.moved_you
You move {piece} ({type_en}) from {from_en} to {to_en}.

@@ kratos.ev.placed_you
You have placed your pieces.

@@ kratos.ev.produced_many
Producers {pieces_en} make {n} {good_en} on island {island}.

@@ kratos.ev.produced_many_you
Your producers {pieces_en} make {n} {good_en} on island {island}.

@@ kratos.ev.produced_you
Your producer {piece} makes {n} {good_en} on island {island}.

@@ kratos.ev.repaired_you
Your piece {piece} is repaired on island {island}.

@@ kratos.ev.setup_default_you
You sent no placement: rule 12's advice was followed.

@@ kratos.ev.shot_depot_to_you
{player_en}: {piece} ({type_en}) shoots at your depot {target_en} (distance {dist}): die {roll}, power {power}: hit, you lose a load.

@@ kratos.ev.shot_depot_you
Your {piece} ({type_en}) shoots at depot {target_en} (distance {dist}): die {roll}, power {power}: hit, a load is lost.

@@ kratos.ev.shot_listed_to_you
{player_en}: {piece} ({type_en}) shoots at your {target_en} (distance {dist}): die {roll}, power {power}: hit, your ship now lists.

@@ kratos.ev.shot_listed_you
Your {piece} ({type_en}) shoots at {target_en} (distance {dist}): die {roll}, power {power}: hit, the ship now lists.

@@ kratos.ev.shot_miss_to_you
{player_en}: {piece} ({type_en}) shoots at your {target_en} (distance {dist}): die {roll}, power {power}: miss.

@@ kratos.ev.shot_miss_you
Your {piece} ({type_en}) shoots at {target_en} (distance {dist}): die {roll}, power {power}: miss.

@@ kratos.ev.shot_sunk_to_you
{player_en}: {piece} ({type_en}) shoots at your {target_en} (distance {dist}): die {roll}, power {power}: hit, your piece is destroyed.

@@ kratos.ev.shot_sunk_you
Your {piece} ({type_en}) shoots at {target_en} (distance {dist}): die {roll}, power {power}: hit, the piece is destroyed.

@@ kratos.ev.skipped_you
You did not play in time: your turn is skipped (rule 16).

@@ kratos.ev.sold_to_you
{player_en} sells you piece {piece} ({type_en}) of {from_en} (rule 21).

@@ kratos.ev.sold_you
You sell piece {piece} ({type_en}) of {from_en} to {to_en} (rule 21).

@@ kratos.ev.surfaced_you
Your submarine {piece} surfaces.

@@ kratos.ev.swept_you
Your minesweeper {piece} picks up the mine on {cell}.

@@ kratos.ev.turn_famine_you
Turn {turn}: your turn ({who_en}), and you suffer famine (only {bread} bread; rule 18: only sell or pass). You roll {die}: base speed {base}.

@@ kratos.ev.turn_over_you
Your turn is over.

@@ kratos.ev.turn_you
Turn {turn}: your turn ({who_en}). You take {bread} bread and roll {die}: base speed {base}.

@@ kratos.ev.unloaded_you
Your piece {piece} unloads on island {island}.

@@ kratos.ev.victory_you
You win the game: nobody else is left in play (rule 70).

@@ kratos.ev.void
Order void: {order_en} ({why_en})

@@ kratos.ev.void_shot
Shot void: {order_en}: the move was made, the shot was not ({why_en})

@@ kratos.ev.void_move
Move void: {order_en}: the shot was made, the move was not ({why_en})

@@ kratos.why.turn_lost
it is no longer your turn: you lost your capital (rule 69)

@@ kratos.help.moves
Plays (rules 16, 31, 46, 48, 57): DIVE and SURFACE are one cell of the submarine's move: before MOVE (one cell shorter) or after it, if a cell was left; the play costs 1 gasoline. LAY and SWEEP are the minesweeper's move to that cell: 1 gasoline if it moves, nothing in its own cell. BUILD and REPAIR go in the steel producer's play, right after its PRODUCE and before another piece plays. A turn's deadline is fixed when it starts: the turn's mails (GIVE too) do not extend it.

@@ kratos.help.orders
Κρατος — orders (one a line; pieces by number; cells a1..t26; islands A..R):
  MOVE 12 f7 [AND SHOOT 40]        SHOOT 12 40 [AND MOVE f7]
  SHOOT 12 DEPOT bread C           PRODUCE 12 [n]
  LOAD 12 bread | LOAD 12 40       UNLOAD 12 [bread|40]
  DIVE 12 | SURFACE 12             LAY 12 g5 | SWEEP 12 g5
  BUILD 12 battleship              REPAIR 12 40
  SELL 12 TO red                   PASS 12
  DONE (end of the turn)           GIVE 1000 GOLD TO red (at any time)
  Initial placement: PLACE 3 plane C, PLACE 200 bread C, ...
How to:
  Carry: three lines in the same mail, LOAD 12 40 (on land, at the start
  of the play of transport 12), MOVE 12 C, UNLOAD 12 40 (on land, at its
  end) (rule 33).
  Move and shoot at a depot: MOVE 12 f7 AND SHOOT DEPOT bread C.
  Mines: LAY 12 g5 leaves in cell g5 (minesweeper 12's own or a
  neighbouring one) one of the mines it carries; SWEEP 12 g5 picks up
  the mine at g5. Each is the minesweeper's play (rules 46, 49).
  BUILD 12 battleship: only in the play of steel producer 12 that has
  just produced (PRODUCE 12, then BUILD), on its island, with the steel
  the piece costs (piece table, rule 57).
  If you lose your capital you are out of the game: the later lines of
  your mail are not carried out (rule 69).
Order of play: the initial placement is simultaneous (everyone places at once; the first turn begins when all have placed or when the deadline passes). Then one turn at a time, in the order of the turn numbers drawn by lot (rule 13); the bot plays the colours nobody plays in their turn. A turn may take several mails, each resolved when it arrives; it ends with DONE, when every piece has played, or at the deadline.

@@ kratos.help.pieces_head
Pieces (rules 44-57, 67, 68): type, rule, speed, resistance, power, angle, production capacity, steel, cargo:

@@ kratos.help.tables
Repair: {repair} steel (rule 57). Die and base speed (rule 28): 1 → 2; 2-5 → 3; 6 → 4. Bread (rule 17): 5 an island and 1 a playable piece each turn. Gasoline (rule 31): 1 a play that moves. Depots up to 500; an island holds up to 25 playable pieces, 5 producers and 10 mines (rule 43). Gold: 90000 oz in all, in coins of 500 (rule 6).
The game is won by the last one standing (rule 70); when no player is left, the bot plays its colours on at once until one is left (or the table dies), and you are told the end. In famine one may only sell or pass (rule 18); when every turn of the rounds the game sets (famine_rounds: 3 in new games) begins in famine, the table is dead and the game ends in a draw among those still in. It also ends so at once when no capital holds 5 bread nor a war piece: nobody can ever move again.

@@ kratos.rej.after_end
the turn already ended on an earlier line (DONE)

@@ kratos.rej.big_number
'{word}' is too big a number

@@ kratos.rej.blocked
piece {a} would reach {b} at this turn's speed, but the way is blocked: it cannot pass occupied cells (rule 27)

@@ kratos.rej.buyer_out
{a} is no longer in the game (rule 69)

@@ kratos.rej.cannot_carry
piece {a} cannot carry {b} (rules 33, 46, 47, 67, 68)

@@ kratos.rej.cannot_move
piece {a} does not move (rule 30)

@@ kratos.rej.cannot_shoot
piece {a} does not shoot (rule 20)

@@ kratos.rej.cannot_shoot_now
piece {a} cannot shoot now (carried or submerged, rule 48)

@@ kratos.rej.carried
piece {a} is carried: unload it first

@@ kratos.rej.carried_target
piece {a} is carried and cannot be shot at

@@ kratos.rej.depot_full
the {a} depot of island {b} cannot take 100 more (rule 43: 500)

@@ kratos.rej.dive
submarine {a} cannot change position so (rule 48: at sea, surfaced or submerged)

@@ kratos.rej.empty
the line is empty

@@ kratos.rej.empty_depot
the {a} depot of island {b} is empty: a hit would destroy nothing (rule 36)

@@ kratos.rej.expected
expected: {form}; {detail}

@@ kratos.rej.famine
famine turn: piece {a} may only be sold or pass (rule 18)

@@ kratos.rej.full
piece {a} is full

@@ kratos.rej.gold_coins
gold goes in multiples of 500 oz (rule 6)

@@ kratos.rej.gold_self
you cannot give gold to yourself

@@ kratos.rej.gold_short
you do not have that much gold

@@ kratos.rej.island_full
island {a} has no room (rule 43: 25 playable pieces, 5 producers, 10 mines)

@@ kratos.rej.just_built
piece {a} was built this turn and plays from the next

@@ kratos.rej.mine_target
a mine cannot be shot (rule 49)

@@ kratos.rej.missing_colour
the colour is missing

@@ kratos.rej.missing_gold
the word GOLD is missing

@@ kratos.rej.missing_good
the good is missing (iron, wheat, oil, steel, bread, gasoline)

@@ kratos.rej.missing_island
an island is missing (a letter A to R)

@@ kratos.rej.missing_number
a number is missing

@@ kratos.rej.missing_piece
a piece number is missing

@@ kratos.rej.missing_place
a cell (like f7) or an island is missing

@@ kratos.rej.missing_type
the type of piece is missing

@@ kratos.rej.no_gas
no gasoline left in your official depot (rule 31)

@@ kratos.rej.no_ids
the game holds no more pieces

@@ kratos.rej.no_infra
piece {a} produces nothing on an island without {b} infrastructure (rule 51)

@@ kratos.rej.no_load
there are not 100 units of {a} on island {b} (rules 67, 68)

@@ kratos.rej.no_mine_aboard
the minesweeper carries no mine

@@ kratos.rej.no_mine_there
there is no mine on {a}

@@ kratos.rej.no_piece
there is no piece {a}

@@ kratos.rej.no_steel
you do not have {a} of steel on the island: steel is its producer's owner's (rule 57)

@@ kratos.rej.no_target
there is no piece {a} to shoot at

@@ kratos.rej.steel_depot
steel is no board piece and is in no depot (rule 66): there is nothing to shoot

@@ kratos.rej.steel_play_over
producer {a}'s play ended when another piece played: steel is turned into pieces in a steel producer's play, after its PRODUCIR (rule 57)

@@ kratos.rej.target_gone
piece {a} is gone: it was destroyed

@@ kratos.rej.not_carrier
piece {a} carries nothing (rule 33)

@@ kratos.rej.not_colour
'{word}' is not a colour (red, blue, green, yellow, black, white, orange, violet, grey)

@@ kratos.rej.not_gold
expected GOLD, not '{word}'

@@ kratos.rej.not_good
'{word}' is not a good

@@ kratos.rej.not_here
piece {a} is not free on island {b}

@@ kratos.rej.not_island
'{word}' is not an island (A to R)

@@ kratos.rej.not_now
that order is not valid now

@@ kratos.rej.not_number
'{word}' is not a number

@@ kratos.rej.not_on_land
piece {a} must be on land to load or unload (rule 33)

@@ kratos.rej.not_piece
'{word}' is not a piece number

@@ kratos.rej.not_place
'{word}' is neither a cell (a1 to t26) nor an island

@@ kratos.rej.not_playable
piece {a} is not playable (rule 24)

@@ kratos.rej.not_producer
piece {a} is not a producer

@@ kratos.rej.not_setup
PLACE is only for the initial placement

@@ kratos.rej.not_sub
piece {a} is not a submarine

@@ kratos.rej.not_sweeper
piece {a} is not a minesweeper

@@ kratos.rej.not_type
'{word}' is not a type of piece

@@ kratos.rej.not_verb
'{word}' is not an order

@@ kratos.rej.not_your_depot
the goods of island {a} are not yours (rule 24)

@@ kratos.rej.not_your_turn
it is not your turn: out of it only GIVE is valid (rules 15, 40)

@@ kratos.rej.not_yours
piece {a} is not yours (nor on an island of yours, rule 20)

@@ kratos.rej.nothing_to_produce
piece {a} can produce nothing (raw material or depot room, rules 43, 51)

@@ kratos.rej.nothing_to_unload
piece {a} does not carry that

@@ kratos.rej.occupied
cell {a} is occupied (rule 27)

@@ kratos.rej.out_of_range
the target is at distance {a} and the angle of fire is {b} (rule 35)

@@ kratos.rej.over
the game is over

@@ kratos.rej.place_counts
the placement must share out exactly rule 10's possessions: of {a} there must be {b} in all

@@ kratos.rej.place_island
island {a} is not one of your two islands (rule 12)

@@ kratos.rej.place_war
at least one war piece must stay on each of your two islands (rule 12)

@@ kratos.rej.placed
you have already placed your pieces

@@ kratos.rej.played
piece {a} has already played this turn (rule 20)

@@ kratos.rej.repair
piece {a} is not a listed ship on island {b} (rule 57)

@@ kratos.rej.same_place
the piece is already on {a}

@@ kratos.rej.setup_only
during the placement only PLACE and GIVE are valid

@@ kratos.rej.shot_already
piece {a} has already shot this turn

@@ kratos.rej.steel_play
steel is turned into pieces in the play of a steel producer that has produced (rule 57); piece {a} is not one

@@ kratos.rej.submerged_port
submarine {a} must surface to enter port (rule 48)

@@ kratos.rej.submerged_target
piece {a} is submerged: only a minesweeper can shoot it (rule 48)

@@ kratos.rej.too_far
piece {a} cannot reach {b} at this turn's speed (rules 27-32)

@@ kratos.rej.too_many
too many lines in one mail

@@ kratos.rej.too_much
it can produce at most {a}

@@ kratos.rej.trailing
'{word}' is one word too many

@@ kratos.syn.any
MOVE, SHOOT, PRODUCE, LOAD, UNLOAD, DIVE, SURFACE, LAY, SWEEP, BUILD, REPAIR, SELL, PASS, DONE, GIVE or PLACE

@@ kratos.syn.build
BUILD <steel producer> <type>

@@ kratos.syn.dive
DIVE <submarine>

@@ kratos.syn.end
DONE (end of the turn)

@@ kratos.syn.give
GIVE <ounces> GOLD TO <colour>

@@ kratos.syn.lay
LAY <minesweeper> <cell>

@@ kratos.syn.load
LOAD <piece> <piece|good>

@@ kratos.syn.move
MOVE <piece> <cell|island> [AND SHOOT <target>]

@@ kratos.syn.pass
PASS <piece>

@@ kratos.syn.place
PLACE <n> <type|good> <island>

@@ kratos.syn.produce
PRODUCE <piece> [<units>]

@@ kratos.syn.repair
REPAIR <steel producer> <ship>

@@ kratos.syn.sell
SELL <piece> TO <colour>

@@ kratos.syn.shoot
SHOOT <piece> <piece|DEPOT good island> [AND MOVE <cell|island>]

@@ kratos.syn.surface
SURFACE <submarine>

@@ kratos.syn.sweep
SWEEP <minesweeper> <cell>

@@ kratos.syn.unload
UNLOAD <piece> [<piece|good>]

@@ kratos.view.famine_near
Notice: {bread} bread left in your official depot and each turn takes {need}: famine is near (rule 18).

@@ kratos.view.gas_low
Notice: only {gas} gasoline left in your official depot (rule 31).

@@ kratos.view.gold
Your gold ({colour}): {gold} oz. Nobody else sees it.

@@ kratos.view.islands_head
Islands (cell, infrastructure, owner, [*] capital, playable/producers/mines: depots not empty; below, its pieces, with the colour when not the owner's):

@@ kratos.view.sea_head
At sea (cell, number, type, colour):

@@ kratos.view.sea_none
  nothing

@@ kratos.view.aboard
 aboard {carrier}

@@ kratos.view.laid_by
 just laid by {carrier}

@@ kratos.view.can_play
You may still play: {pieces}.

@@ kratos.view.listed
 listed

@@ kratos.view.official
Official depots: bread {bread}, gasoline {gas}; bread needed next turn: {need}.

@@ kratos.view.order_head
Order of play (one turn at a time, then round again; the bot plays its colours):

@@ kratos.view.order_out
  {player}: out of the game{bot}

@@ kratos.view.order_row
  {player} capital {capital}{bot}

@@ kratos.view.played
 (played)

@@ kratos.view.setup_todo
Your turn to place (PLACE) between your capital {capital} and your island {second}: 1 tanker, 1 merchant, 100 gasoline, 200 bread, 1 battleship, 3 planes, at least one war piece on each island (rule 12).

@@ kratos.view.submerged
 submerged

@@ kratos.view.title
Κρατος — phase: {phase}

@@ kratos.view.turn
Turn {turn}: {player} plays; bread taken {bread}; die {die}, base speed {base}.

@@ kratos.view.turn_famine
Turn {turn}: {player} plays, in FAMINE (bread taken {bread}; only sell or pass); die {die}, base speed {base}.

@@ kratos.view.order_head_over
The game's order of play (colour number, colour, player, capital):

@@ kratos.view.over_victory
The game is over: {players} wins (rule 70).

@@ kratos.view.over_victory_you
The game is over: you win (rule 70).

@@ kratos.view.over_draw
The game is over: a draw among {players}.

@@ kratos.view.over_cap
The game is over at the turn limit: a draw among {players}.

@@ kratos.view.over_dead
The game is over: a draw among {players}, the table being dead (in famine nobody could change the game any more, rules 17 and 18).

@@ kratos.pinned.bot
{option}: new games of Κρατος play with {pinned}, the bot that feeds its colours, does not conquer what it cannot feed and, when no player is left, plays the game to its end (rule 70); running games keep the bot they began with.

@@ kratos.view.over_none
The game is over: no player is left in it.

@@ kratos.view.setup
Initial placement: everyone places at once; the first turn begins when all have placed or when the deadline passes.

@@ kratos.view.setup_done
Your pieces are placed (capital {capital}, island {second}); other players have yet to place theirs.

@@ kratos.view.turn_you
Turn {turn}: your turn ({colour}). Bread taken {bread}; die {die}, base speed {base}. Your turn stays open until you send DONE, every piece you may play has played or the deadline passes.

@@ kratos.view.turn_famine_you
Turn {turn}: your turn ({colour}), in FAMINE (bread taken {bread}; only sell or pass); die {die}, base speed {base}. Your turn stays open until you send DONE, every piece you may play has played or the deadline passes.

@@ kratos.default.setup
If your placement does not arrive in time, rule 12's advice is followed: the battleship on your secondary island {second} and everything else (1 tanker, 1 merchant, 100 gasoline, 200 bread, 3 planes) at your capital {capital}.

@@ kratos.default.turn_one
If you do not finish your turn in time, it is skipped (rule 16): the piece that may still play passes, and the bread taken this turn stays consumed.

@@ kratos.default.turn_many
If you do not finish your turn in time, it is skipped (rule 16): the {n} pieces that may still play pass, and the bread taken this turn stays consumed.

@@ kratos.default.turn_none
If you do not finish your turn (DONE) in time, it is ended for you (rule 16); the bread taken this turn stays consumed.

@@ kratos.ev.dead_at_once
Dead table: no capital holds the bread of one turn (at least 5, rule 17) nor can receive it, since in famine one may only sell or pass (rule 18), and no capital holds a war piece a sale could hand over (rule 43). Nobody will ever move or be eliminated again: the game ends now in a draw among those still in it.
