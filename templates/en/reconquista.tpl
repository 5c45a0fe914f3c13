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
it is not your turn to place: {player} has the board

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
this turn you place exactly {need} troops (rule 9); this line goes over

@@ reco.rej.place_short
this turn you place exactly {need} troops (rule 9), not {placed}

@@ reco.rej.not_bordering
{from} and {to} do not border each other (rule 14)

@@ reco.rej.too_many_troops
{province} had {had} troops at the start of the turn and no troop moves twice (rule 16)

@@ reco.rej.first_turn
you cannot attack in your first normal turn (rule 11): choose PASS or MOVE

@@ reco.rej.own_target
{province} is yours: you can only attack other players' provinces

@@ reco.rej.not_involved
{province} does not border {target}: it is not involved in the attack (rule 19)

@@ reco.n.troop
{n} troop

@@ reco.n.troops
{n} troops

@@ reco.echo.place
Place {troops} on {province}

@@ reco.echo.pass
Pass: you do nothing this turn

@@ reco.echo.move
Move {troops} from {from} to {to}

@@ reco.echo.attack
Attack {target} handing over the cards {list}: offensive forces, {troops}

@@ reco.echo.attack_nothing
Attack {target} handing over no card (offensive forces 0: the attack cannot succeed)

@@ reco.echo.defend
Defend {target} handing over the cards {list}: defensive forces, {troops}

@@ reco.echo.defend_alone
Defend {target} with its card only, {list}: defensive forces, {troops}

@@ reco.echo.standing_all
Standing order: DEFENCE ALL (if you do not answer an attack in time, you defend with the attacked province and all your provinces bordering it)

@@ reco.echo.standing_none
Standing order: DEFENCE NONE (if you do not answer an attack in time, you defend with the attacked province only)

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
All troops are placed: the board goes back to the middle of the table, in everyone's sight. {player} starts and play turns to the right (rule 10).

@@ reco.ev.turn
Turn {turn}: {player} to play.

@@ reco.ev.passed
{player} passes.

@@ reco.ev.moved
{player} moves troops.

@@ reco.ev.moved_detail
You moved: {list}.

@@ reco.ev.attack
{attacker} attacks {target}; {defender} identifies as its owner.

@@ reco.ev.attack_cards
{attacker} hands {defender} for the attack on {target} the cards: {list} (offensive forces: {total}).

@@ reco.ev.defense_cards
{defender} hands {attacker} for the defence of {target} the cards: {list} (defensive forces: {total}).

@@ reco.ev.attack_won
The attack succeeds ({offence} against {defence}): {attacker} keeps the card of {target} and its {troops} troops; the other cards go back (rules 22 and 24).

@@ reco.ev.attack_failed
The attack fails ({offence} against {defence}): the cards go back to their owners (rules 20 and 23).

@@ reco.ev.attack_resolved
{attacker}'s attack on {target} is resolved; only the two players involved know the result (rule 21).

@@ reco.ev.eliminated
{player} has no cards left and loses the game; from now on their turn is skipped (rule 26).

@@ reco.ev.victory
{player} holds {count} provinces, the {initial} they started with plus eight: they win the game (rule 25).

@@ reco.ev.draw27
It is now plain that no player can gain a new card: the game is a draw between {players} (rule 27).

@@ reco.ev.draw_gm
The game master declares the game a draw between {players}.

@@ reco.ev.limit_turns
The game ends in a draw between those holding provinces when {max} turns are reached.

@@ reco.ev.limit_stalemate
Stalemate draw: when {max} full rounds pass with no card changing hands, the game ends in a draw (rule 27).

@@ reco.ev.draw_cap
The limit of {max} turns set when the game was created was reached: a draw between {players}.

@@ reco.ev.draw_stalemate
{max} full rounds passed without any card changing hands: it is patent that nobody can gain new cards (rule 27). Draw between {players}.

@@ reco.ev.timeout_place
Your orders did not arrive in time; troops were placed at random: {list}.

@@ reco.ev.timeout_pass
Your orders did not arrive in time; PASS was applied.

@@ reco.ev.timeout_defense_all
Your defence did not arrive in time; your standing order DEFENCE ALL was applied: {target} and all your provinces bordering it.

@@ reco.ev.timeout_defense_none
Your defence did not arrive in time; your standing order DEFENCE NONE was applied: {target} only.

@@ reco.country.es
Spain

@@ reco.country.pt
Portugal

@@ reco.country.ad
Andorra

@@ reco.view.title
== La reconquista ==

@@ reco.view.players
Players in table order: {players}. {dealer} dealt. Each started with {initial} provinces; whoever reaches {target} wins (rule 25).

@@ reco.view.lost_mark
{player} (lost)

@@ reco.view.place_you
Secret placement (rule 9): you have the board. Place {n} troops on your provinces with PLACE <troops> <province>.

@@ reco.view.place_other
Secret placement (rule 9): {player} has the board.

@@ reco.view.turn_you
Turn {turn}: your turn. Choose PASS, MOVE or ATTACK.

@@ reco.view.turn_you_first
Turn {turn}: your turn. It is your first normal turn: choose PASS or MOVE (no attack, rule 11).

@@ reco.view.turn_other
Turn {turn}: {player} to play.

@@ reco.view.attack
Turn {turn}: {attacker} attacks {target}; {defender} has identified as its owner and must defend.

@@ reco.view.attack_cards
Cards handed over by {attacker}: {list} (offensive forces: {total}).

@@ reco.view.defend_you
You must defend {target} ({troops} troops): DEFEND to hand over its card only, or DEFEND WITH <provinces> to add some of these: {list}.

@@ reco.view.defend_you_alone
You must defend {target} ({troops} troops). You hold no province bordering it: DEFEND hands over its card only.

@@ reco.view.default_all
If you do not answer in time, your standing order DEFENCE ALL applies.

@@ reco.view.default_none
If you do not answer in time, your standing order DEFENCE NONE applies.

@@ reco.view.over_victory
The game is over: {players} wins (rule 25).

@@ reco.view.over_draw27
The game is over, a draw between {players}: nobody could gain new cards any more (rule 27).

@@ reco.view.over_draw
The game is over: the game master declared a draw between {players}.

@@ reco.view.over_cap
The game is over at the turn limit: a draw between {players}.

@@ reco.view.over_stale
The game is over, a draw between {players}: {rounds} full rounds without a card changing hands (option stalemate_rounds).

@@ reco.view.board
Board (troops on each province):

@@ reco.view.board_hidden
Nobody but {player} may see the board during the secret placement (rule 9).

@@ reco.view.own
Your cards: {count} provinces (you started with {initial}; you win on reaching {target}), with their troops:

@@ reco.view.you_lost
You have no cards left: you lost the game (rule 26).

@@ reco.view.left
You have {n} troops left to place.

@@ reco.view.standing_all
Your standing defence order: DEFENCE ALL (if you do not answer an attack, you defend with the attacked province and all your provinces bordering it).

@@ reco.view.standing_none
Your standing defence order: DEFENCE NONE (if you do not answer an attack, you defend with the attacked province only).

@@ reco.help.borders
Bordering provinces (rules 14 and 19: moves and attacks go only between them):

@@ reco.help
LA RECONQUISTA: orders (one a line; case, accents and hyphens do not matter;
provinces by name, e.g. "Ciudad Real", "La Coruña", "Trás-os-Montes e Alto Douro";
the Spanish keywords in brackets work too)

Secret placement (rule 9), when you have the board; five troops each time:
  PLACE 3 Madrid                        (COLOCAR)
  PLACE 2 Toledo

In your normal turn you choose ONE thing (rule 11):
  PASS                                  (PASO) do nothing
  MOVE 2 Toledo Madrid                  (MOVER) move troops between your bordering
                                        provinces; several MOVE lines in one mail;
                                        each troop goes one province at most (rule 16)
  ATTACK Cuenca                         (ATACAR) ask for the card of Cuenca, handing
                                        over all your provinces bordering it
  ATTACK Cuenca WITH Madrid Toledo      (CON) hand over only those cards
  ATTACK Cuenca WITH NOTHING            (CON NADA) hand over none (you only learn the owner)
  No attack in your first normal turn.

When attacked (you hold the card of the attacked province):
  DEFEND                                (DEFENDER) hand over the attacked card only
  DEFEND WITH Albacete Valencia         also those bordering provinces of yours
  DEFEND WITH ALL                       all your bordering provinces

At any time, alone or with other orders (what applies if you do not answer an attack in time):
  DEFENCE ALL                           (DEFENSA TODAS, the default) the attacked province and all yours bordering it
  DEFENCE NONE                          (DEFENSA NINGUNA) the attacked province only

Rules in short: each player secretly gets the cards of his provinces and secretly places
his troops. The troops on the board are in sight; the owners are not. An attack succeeds
if the troops of the cards the attacker hands over outnumber the defender's (a tie
defends); the attacker then wins only the attacked card, with its troops. Only the two
know the result. Whoever holds his initial provinces plus eight wins; whoever loses all
his cards loses; when nobody can gain cards any more, all who hold some draw.
