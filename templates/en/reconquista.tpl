# La reconquista: player-facing texts (English). Each "@@ id" section runs
# to the next; {name} is replaced by the value the code passes.

@@ reco.syn.any
PLACE, PASS, MOVE, ATTACK, DEFEND or DEFENCE (or the Spanish COLOCAR, PASO, MOVER, ATACAR, DEFENDER, DEFENSA)

@@ reco.syn.place
PLACE <troops> <province>

@@ reco.syn.pass
PASS

@@ reco.syn.move
MOVE <troops> <from> <to>

@@ reco.syn.attack
ATTACK <province> [WITH <provinces> | WITH NOTHING | WITH ALL]

@@ reco.syn.defend
DEFEND [WITH <provinces> | WITH NOTHING | WITH ALL]

@@ reco.syn.standing
DEFENCE ALL | DEFENCE NONE

@@ reco.rej.expected
expected: {form}; {detail}

@@ reco.rej.empty
the line is empty

@@ reco.rej.not_verb
'{word}' is not an order

@@ reco.rej.missing_number
the number of troops is missing

@@ reco.rej.big_number
'{word}' is too big a number

@@ reco.rej.not_number
'{word}' is not a number of troops

@@ reco.rej.missing_province
a province is missing

@@ reco.rej.not_province
'{word}' is not a province

@@ reco.rej.not_province_dym
'{word}' is not a province (did you mean {name}?)

@@ reco.rej.not_province_amb
'{word}' may be {names}: write the whole name

@@ reco.rej.trailing
'{word}' is one word too many

@@ reco.rej.missing_list
the provinces after WITH are missing

@@ reco.rej.missing_standing
ALL or NONE is missing

@@ reco.rej.not_standing
'{word}' is neither ALL nor NONE

@@ reco.rej.no_orders
the mail holds no orders

@@ reco.rej.too_many_lines
too many order lines in one mail

@@ reco.rej.over
the game is over: no more orders are taken

@@ reco.rej.no_attack_pending
no attack is waiting for a defence; it is {player}'s turn

@@ reco.rej.wait_place
you have placed all your troops (rule 9); {player} has the board

@@ reco.rej.still_placing
troops are still being placed (rule 9): {player} has the board

@@ reco.rej.placement_over
the placement of troops is over; it is {player}'s turn

@@ reco.rej.wait_turn
it is not your turn: {player} is to play

@@ reco.rej.wait_defense
waiting for {defender} to defend against {attacker}'s attack on {target}

@@ reco.rej.mixed
a turn is one choice only: pass, move or attack (rule 11)

@@ reco.rej.twice
this order can be given only once a turn

@@ reco.rej.zero
the number of troops must be at least 1

@@ reco.rej.not_yours
{province} is not yours

@@ reco.rej.place_total
you have {left} left to place (rule 9); this line goes over

@@ reco.rej.place_short
this turn you place exactly {need} (rule 9), not {placed}

@@ reco.rej.not_bordering
{from} and {to} do not border each other (rule 14); {from} borders {near}

@@ reco.rej.too_many_troops
{province} had {had} at the start of the turn and no troop moves more than once (rule 16)

@@ reco.rej.first_turn
you cannot attack in your first normal turn (rule 11): choose PASS or MOVE

@@ reco.rej.own_target
{province} is yours: you can only attack other players' provinces

@@ reco.rej.not_involved
{province} does not border {target}: it is not involved in the attack (rule 19)

@@ reco.rej.no_attack_pending_place_you
there is no attack to defend: it is your turn to place troops with PLACE

@@ reco.rej.no_attack_pending_turn_you
there is no attack to defend: it is your turn to play (PASS, MOVE or ATTACK)

@@ reco.rej.still_placing_you
troops are still being placed (rule 9): it is your turn to place yours with PLACE

@@ reco.rej.placement_over_you
the placement of troops is over: it is your turn to play (PASS, MOVE or ATTACK)

@@ reco.rej.wait_defense_you
you must defend {target} against the attack of {attacker}: with DEFEND or DEFEND WITH <provinces>

@@ reco.rej.wait_defense_yours
waiting for {defender} to defend against your attack on {target}

@@ reco.echo.place
Place {troops} on {province}.

@@ reco.echo.pass
Pass: you do nothing this turn.

@@ reco.echo.move
Move {troops} from {from} to {to}.

@@ reco.echo.attack
Attack {target} handing over the cards {list}: offensive forces, {troops}.

@@ reco.echo.attack_nothing
Attack {target} handing over no card (offensive forces 0: the attack cannot succeed).

@@ reco.echo.defend
Defend {target} handing over the cards {list}: defensive forces, {troops}.

@@ reco.echo.defend_alone
Defend {target} with its card only, {list}: defensive forces, {troops}.

@@ reco.echo.standing_all
Standing order: DEFENCE ALL (if you do not answer an attack in time, you defend with the attacked province and all your provinces bordering it).

@@ reco.echo.standing_none
Standing order: DEFENCE NONE (if you do not answer an attack in time, you defend with the attacked province only).

@@ reco.ev.deal
{dealer} deals: each player gets {cards} provinces and {troops} troops. Whoever comes to hold {target} provinces wins.

@@ reco.ev.your_cards
Your provinces: {list}.

@@ reco.ev.board_to
The board goes, hidden from the others, to {player} to place troops.

@@ reco.ev.placed
{player} places {count} troops in secret.

@@ reco.ev.placed_detail
You placed: {list}. You have {left} troops left to place.

@@ reco.ev.placement_done
All troops are placed: the board goes back to the middle of the table, in everyone's sight. {player} starts; play goes in this order, turning right (rule 10): {order}.

@@ reco.ev.turn
Turn {turn}: {player} to play.

@@ reco.ev.passed
{player} passes.

@@ reco.ev.moved
{player} moves troops.

@@ reco.ev.moved_detail
You moved: {list}.

@@ reco.ev.attack
{attacker} attacks {target}; {defender} holds its card and says so (rule 18).

@@ reco.ev.attack_resolved
{attacker}'s attack on {target} is resolved; only the two players involved know the result (rule 21).

@@ reco.ev.eliminated
{player} has no cards left and loses the game; from now on their turn is skipped (rule 26).

@@ reco.ev.victory
{player} holds {count} provinces, the {initial} they started with plus eight: they win the game (rule 25).

@@ reco.ev.draw27
It is now plain that no player can gain a new card: the game is a draw between {players} (rule 27).

@@ reco.ev.draw_gm
The game ends in a draw between {players}.

@@ reco.ev.limit_turns
Turn limit (option max_turns): the game ends in a draw between those holding provinces when turn {max} is over.

@@ reco.ev.limit_stalemate
Stalemate draw (rule 27, option stalemate_rounds): if no card changes hands for a number of full rounds in a row, the game ends in a draw; that number is {max}.

@@ reco.ev.draw_cap
Turn {max} is over, the last one the limit set when the game was created allows (option max_turns): a draw between {players}.

@@ reco.ev.draw_stalemate
No card has changed hands for as many full rounds in a row as the option stalemate_rounds sets ({max}): it is patent that nobody can gain new cards (rule 27). Draw between {players}.

@@ reco.ev.timeout_place
Your orders did not arrive in time: your troops were placed at random.

@@ reco.ev.timeout_pass
Your orders did not arrive in time; PASS was applied.

@@ reco.ev.timeout_defense_all
Your defence did not arrive in time; your standing order DEFENCE ALL was applied: {target} and all your provinces bordering it.

@@ reco.ev.timeout_defense_none
Your defence did not arrive in time; your standing order DEFENCE NONE was applied: {target} only.

@@ reco.ev.turn_you
Turn {turn}: your turn.

@@ reco.ev.board_to_you
The board comes to you, hidden from the others: your turn to place troops.

@@ reco.ev.placed_detail_done
You placed: {list}. You have no troops left to place.

@@ reco.ev.place_order
Troops are placed in this order, five at a time, turning left (rule 9): {order}.

@@ reco.ev.play_order
Then play goes in this order, turning right (rule 10): {order}.

@@ reco.ev.attack_cards_att
You hand {defender} for the attack on {target} the cards: {list} (offensive forces: {total}).

@@ reco.ev.attack_cards_def
{attacker} hands you for the attack on {target} the cards: {list} (offensive forces: {total}).

@@ reco.ev.defense_cards_def
You hand {attacker} for the defence of {target} the cards: {list} (defensive forces: {total}).

@@ reco.ev.defense_cards_att
{defender} hands you for the defence of {target} the cards: {list} (defensive forces: {total}).

@@ reco.ev.attack_won_att
Your attack succeeds ({offence} against {defence}): you keep the card of {target} and the troops on it ({troops}); the other cards go back (rules 22 and 24).

@@ reco.ev.attack_won_def
The attack of {attacker} succeeds ({offence} against {defence}): you lose the card of {target} and the troops on it ({troops}); the other cards go back (rules 22 and 24).

@@ reco.ev.attack_failed_att
Your attack fails ({offence} against {defence}): the cards go back to their owners (rules 20 and 23).

@@ reco.ev.attack_failed_def
The attack of {attacker} fails ({offence} against {defence}): you keep {target}; the cards go back to their owners (rules 20 and 23).

@@ reco.country.es
Spain

@@ reco.country.pt
Portugal

@@ reco.country.ad
Andorra

@@ reco.view.title
== La reconquista ==

@@ reco.view.players
Players in table order: {players}.

@@ reco.view.lost_mark
{player} (lost)

@@ reco.view.place_you
Placement, round {round} of {rounds} (rule 9): you have the board. Place {troops} on your provinces with PLACE <troops> <province>.

@@ reco.view.place_other
Placement, round {round} of {rounds} (rule 9): {player} has the board.

@@ reco.view.turn_you
Turn {turn}: your turn. Choose PASS, MOVE or ATTACK.

@@ reco.view.turn_you_first
Turn {turn}: your turn. It is your first normal turn: choose PASS or MOVE (no attack, rule 11).

@@ reco.view.turn_other
Turn {turn}: {player} to play.

@@ reco.view.attack
Turn {turn}: {attacker} attacks {target}; {defender} holds its card and must defend it.

@@ reco.view.defend_you
You must defend {target} ({troops}): DEFEND to hand over its card only, or DEFEND WITH <provinces> to add some of these: {list}.

@@ reco.view.defend_you_alone
You must defend {target} ({troops}). You hold no province bordering it: DEFEND hands over its card only.

@@ reco.view.over_victory
The game is over: {players} wins (rule 25).

@@ reco.view.over_draw27
The game is over, a draw between {players}: nobody could gain new cards any more (rule 27).

@@ reco.view.over_draw
The game is over: a draw between {players}.

@@ reco.view.over_cap
The game is over at the end of turn {max}, the limit set when the game was created (option max_turns): a draw between {players}.

@@ reco.view.over_stale
The game is over, a draw between {players}: {rounds} without a card changing hands (option stalemate_rounds).

@@ reco.view.board
Board (troops on each province):

@@ reco.view.board_hidden
Nobody but {player} may see the board during the secret placement (rule 9).

@@ reco.view.own
Your cards: {count} (you started with {initial}; you win on reaching {target}), with their troops:

@@ reco.view.you_lost
You have no cards left: you lost the game (rule 26).

@@ reco.view.left
You have {troops} left to place.

@@ reco.view.standing_all
Your standing defence order: DEFENCE ALL (if you do not answer an attack, you defend with the attacked province and all your provinces bordering it).

@@ reco.view.standing_none
Your standing defence order: DEFENCE NONE (if you do not answer an attack, you defend with the attacked province only).

@@ reco.view.dealer
{dealer} dealt.

@@ reco.view.dealer_you
You dealt.

@@ reco.view.goal
Each started with {initial} provinces; whoever reaches {target} wins (rule 25).

@@ reco.view.order_place
Placing goes in this order, five troops at a time (rule 9): {order}. Then play goes in this order (rule 10): {play}.

@@ reco.view.order_play
Play goes in this order, turning right (rule 10): {order}.

@@ reco.view.limit_turns
Turn limit (option max_turns): the game ends in a draw when turn {max} is over.

@@ reco.view.limit_stale
Stalemate draw (rule 27, option stalemate_rounds): the game ends in a draw after {rounds} with no card changing hands. Full rounds without a change so far: {done}.

@@ reco.view.attack_yours
Turn {turn}: you attack {target}; {defender} holds its card and must defend it.

@@ reco.view.attack_on_you
Turn {turn}: {attacker} attacks {target}, whose card you hold.

@@ reco.view.attack_cards_att
Cards you hand over: {list} (offensive forces: {total}).

@@ reco.view.attack_cards_def
Cards {attacker} hands you: {list} (offensive forces: {total}).

@@ reco.view.over_victory_you
The game is over: you won (rule 25).

@@ reco.view.own_over
Your cards at the end: {count} (you started with {initial}), with their troops:

@@ reco.view.left_none
You have placed all your troops.

@@ reco.help.borders
Bordering provinces (rules 14 and 19: you move and attack across them):

@@ reco.help
LA RECONQUISTA: orders (one a line; case, accents and hyphens do not
matter; provinces by name, e.g. "Ciudad Real", "La Coruña",
"Trás-os-Montes e Alto Douro"; the Spanish keywords in brackets work
too)

Secret placement (rule 9), five troops each time you have the board:
  PLACE 3 Madrid               (COLOCAR)
  PLACE 2 Toledo
You may send your rounds ahead, all you have left in one mail or only
some: the PLACE lines fill your next rounds in order, five troops each
(PLACE 10 Madrid is two rounds). Each round applies when the board
comes to you; if it can no longer apply, you are told why and place it
yourself. A new mail replaces what was noted and says what it
replaced. Nobody else learns of it.

In your normal turn you choose ONE thing (rule 11):
  PASS                         (PASO) do nothing
  MOVE 2 Toledo Madrid         (MOVER) move troops between your
                               bordering provinces; several MOVE lines
                               in one mail; each troop goes one
                               province at most (rule 16)
  ATTACK Cuenca                (ATACAR) ask for the card of Cuenca,
                               handing over all your provinces
                               bordering it
  ATTACK Cuenca WITH Madrid Toledo
                               (CON) hand over only those cards
  ATTACK Cuenca WITH NOTHING   (CON NADA) hand over none (you only
                               learn the owner)
  No attack in your first normal turn.

When attacked (you hold the card of the attacked province):
  DEFEND                       (DEFENDER) hand over the attacked card
                               only
  DEFEND WITH Albacete Valencia
                               also those bordering provinces of yours
  DEFEND WITH ALL              all your bordering provinces

At any time, alone or with other orders (what applies if you do not
answer an attack in time):
  DEFENCE ALL                  (DEFENSA TODAS, the default) the
                               attacked province and all yours
                               bordering it
  DEFENCE NONE                 (DEFENSA NINGUNA) the attacked province
                               only

Rules in short: each player secretly gets the cards of his provinces
and secretly places his troops. The troops on the board are in sight;
the owners are not. An attack succeeds if the troops of the cards the
attacker hands over outnumber the defender's (a tie defends); the
attacker then wins only the attacked card, with its troops. Only the
two know the result. Whoever holds his initial provinces plus eight
wins; whoever loses all his cards loses; when nobody can gain cards any
more, all who hold some draw.
Order of play: the dealer places first and the board goes to the left,
five troops each time; then whoever placed last plays first and
play turns to the right (rules 9 and 10). Every view writes it out with
the names.
If all the players still in agree to it with the order DRAW (withdrawn
with the order DRAW NO), the game ends in a draw; the game master may
declare it too. If the game has a turn limit (option max_turns), the
welcome and every view say which.
@@ reco.and
and

@@ reco.n.troop.0
no troops

@@ reco.n.troop.1
1 troop

@@ reco.n.troop.n
{n} troops

@@ reco.n.province.0
no provinces

@@ reco.n.province.1
1 province

@@ reco.n.province.n
{n} provinces

@@ reco.n.round.0
no full round

@@ reco.n.round.1
1 full round

@@ reco.n.round.n
{n} full rounds

@@ reco.default.place
If you do not answer in time, we will place {troops} for you, one by one, on provinces of yours drawn at random.

@@ reco.default.pass
If you do not answer in time, PASS applies: you pass the turn without moving or attacking.

@@ reco.default.defend_all
If you do not answer in time, your standing order DEFENCE ALL applies: you defend {target} with {list} (defensive forces: {total} against {offence}).

@@ reco.default.defend_alone
If you do not answer in time, your standing order DEFENCE ALL applies, but you hold no province bordering {target}: you defend it with its card only (defensive forces: {total} against {offence}).

@@ reco.default.defend_none
If you do not answer in time, your standing order DEFENCE NONE applies: you defend {target} with its card only (defensive forces: {total} against {offence}).

@@ reco.pinned.stalemate_rounds
{option}: new La reconquista games play with {pinned}. The stalemate draw
rule is retired: players end a stalemate by voting DRAW.

@@ reco.rej.place_round_short
each placement round is exactly {need} (rule 9): your round {round} stops at {placed}

@@ reco.echo.place_ahead
Noted for your placement round {round} ({list}): it applies when the board comes to you.

@@ reco.ahead.round
round {round}: {list}

@@ reco.ev.ahead_noted
Your next placement rounds are noted ({list_en}); each applies when the board comes to you.

@@ reco.ev.ahead_noted_one
Your next placement round is noted ({list_en}); it applies when the board comes to you.

@@ reco.ev.ahead_replaced
This replaces what you had noted ({list_en}).

@@ reco.ev.ahead_applied
The board comes to you and your placement round {round}, which you had noted, is applied.

@@ reco.ev.ahead_refused
Your noted placement round {round} cannot be applied: {province} is no longer yours. Your notes are dropped ({list_en}).

@@ reco.view.ahead
Placement rounds you have noted (each applies when the board comes to you): {list}.

@@ reco.view.ahead_hint
You may send your next placement rounds now: PLACE lines adding up to five troops a round, in order; each round applies when the board comes to you.

@@ reco.view.ahead_hint_now
In the same mail you may also send your next rounds: the PLACE lines beyond this round's troops are noted for the next ones, five troops a round.

@@ reco.ev.deal_you
You deal: each player gets {cards} provinces and {troops} troops. Whoever comes to hold {target} provinces wins.

@@ reco.ev.placement_done_you
All troops are placed: the board goes back to the middle of the table, in everyone's sight. You start; play goes in this order, turning right (rule 10): {order}.

@@ reco.ev.passed_you
You pass.

@@ reco.ev.attack_you
You attack {target}; {defender} holds its card and says so (rule 18).

@@ reco.ev.attack_on_you
{attacker} attacks {target}, whose card you hold: you say so (rule 18).

@@ reco.ev.eliminated_you
You have no cards left and lose the game; from now on your turn is skipped (rule 26).

@@ reco.ev.victory_you
You hold {count} provinces, the {initial} you started with plus eight: you win the game (rule 25).

@@ reco.ev.draw27_you
It is now plain that no player can gain a new card: you draw with {players} (rule 27).

@@ reco.ev.draw_gm_you
The game ends in a draw: you draw with {players}.

@@ reco.ev.draw_cap_you
Turn {max} is over, the last one the limit set when the game was created allows (option max_turns): you draw with {players}.

@@ reco.ev.draw_stalemate_you
No card has changed hands for as many full rounds in a row as the option stalemate_rounds sets ({max}): it is patent that nobody can gain new cards (rule 27). You draw with {players}.

@@ reco.you
you

@@ reco.pic.turn
turn {n}

@@ reco.pic.place
placement, round {n} of {rounds}

@@ reco.pic.others
provinces not yours (owner hidden)

@@ reco.pic.hidden
provinces (owner hidden)

@@ reco.pic.troops
troops on the province
