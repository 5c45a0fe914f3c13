# TEG: player-facing texts (English). Each "@@ id" section runs to the
# next; {name} is replaced by the value the code passes.

@@ teg.syn.any
PLACE, EXCHANGE, ATTACK, MOVE, REGROUP, PASS, OCCUPY, PACT, INTERNATIONAL ZONE, ACCEPT, REJECT, BREAK or CARD (or the Spanish INCORPORAR, CANJEAR, ATACAR, MOVER, REAGRUPAR, PASO, OCUPAR, PACTO, PACTO ZONA INTERNACIONAL, ACEPTO, RECHAZO, ROMPO)

@@ teg.syn.place
PLACE <armies> <country>

@@ teg.syn.exchange
EXCHANGE [<country> <country> <country>]

@@ teg.syn.attack
ATTACK <from> <to> [UNTIL CONQUERED | UNTIL LEFT <armies>]

@@ teg.syn.move
MOVE <armies> (1 to 3, on the line after an ATTACK)

@@ teg.syn.regroup
REGROUP <armies> <from> <to>

@@ teg.syn.pass
PASS

@@ teg.syn.claim
OCCUPY <country>

@@ teg.syn.pact
PACT <country> <country> | PACT WORLD <colour or player>

@@ teg.syn.zone
INTERNATIONAL ZONE <country> [WITH <colour or player>] (also PACT INTERNATIONAL ZONE ...)

@@ teg.syn.accept
ACCEPT PACT <number>

@@ teg.syn.reject
REJECT PACT <number>

@@ teg.syn.card
CARD (not needed: the judge asks for it)

@@ teg.syn.break
BREAK PACT <number>

@@ teg.rej.expected
expected: {form}; {detail}

@@ teg.rej.empty
the line is empty

@@ teg.rej.not_verb
'{word}' is not an order

@@ teg.rej.missing_number
a number is missing

@@ teg.rej.big_number
'{word}' is too big a number

@@ teg.rej.not_number
'{word}' is not a number

@@ teg.rej.missing_country
a country is missing

@@ teg.rej.not_country
'{word}' is not a country

@@ teg.rej.not_country_dym
'{word}' is not a country (did you mean {name}?)

@@ teg.rej.trailing
'{word}' is one word too many

@@ teg.rej.missing_party
the colour or name of the other player is missing

@@ teg.rej.long_party
the name of the other player is too long

@@ teg.rej.three_cards
an exchange takes exactly three cards, or none named to let the judge pick

@@ teg.rej.missing_until
CONQUERED or LEFT <armies> is missing after UNTIL

@@ teg.rej.not_zone
'{word}' is not INTERNATIONAL ZONE

@@ teg.rej.not_until
'{word}' is neither CONQUERED nor LEFT

@@ teg.rej.no_orders
the mail holds no orders

@@ teg.rej.too_many_lines
too many order lines in one mail

@@ teg.rej.over
the game is over: no more orders are taken

@@ teg.rej.eliminated
your colour was destroyed: you no longer play in this game

@@ teg.rej.claim_only
countries are being occupied one at a time (2-3 player variant): only OCCUPY and pacts are taken now; {player} occupies next

@@ teg.rej.wait_place
not your turn: {player} places armies now (only pacts are taken from you)

@@ teg.rej.wait_turn
not your turn: {player} plays now (out of turn only pacts are taken)

@@ teg.rej.fair_play
this game is played "Fair Play": pacts are proposed only in one's own turn, and it is {player}'s turn

@@ teg.rej.unknown_party
'{word}' is neither the colour nor the name of a player

@@ teg.rej.zone_party
say with whom: INTERNATIONAL ZONE {a} WITH <colour or player>

@@ teg.rej.pact_ok
the pact is possible

@@ teg.rej.pact_not_border
a pact between countries is between two bordering countries: {a} and {b} are not

@@ teg.rej.pact_not_yours
a pact between countries is proposed between a country of yours and a bordering country of another player

@@ teg.rej.pact_party
a pact is with another player still in the game

@@ teg.rej.pact_exists
there is already such a pact or proposal

@@ teg.rej.pact_full
there are too many pacts and proposals at once; break or reject some first

@@ teg.rej.zone_owner
the international zone must belong to one of the two players of the pact

@@ teg.rej.zone_border
an international zone borders both: each of the two must hold it or a country bordering it

@@ teg.rej.zone_armies
an international zone is an undefended country: {a} has more than one army

@@ teg.rej.pact_not_offered
no proposal of pact number {pact} is addressed to you

@@ teg.rej.pact_none
there is no pact number {pact}

@@ teg.rej.pact_not_party
you are not a party to pact {pact}

@@ teg.rej.pact_broken
pact {pact} is already broken

@@ teg.rej.no_trio
you have no three cards to exchange (three alike, three different, or with a joker)

@@ teg.rej.not_your_card
you do not hold the card of {country}

@@ teg.rej.card_twice
the card of {country} is already used in this mail

@@ teg.rej.bad_trio
those three cards cannot be exchanged: they need three equal symbols or three different ones (a joker stands for any)

@@ teg.rej.attack_late
after regrouping no more attacks are allowed in that turn

@@ teg.rej.not_yours
{country} is not yours

@@ teg.rej.attack_own
{country} is yours: only other players' countries are attacked

@@ teg.rej.not_bordering
{from} and {to} do not border each other; {from} borders {near}

@@ teg.rej.attack_one
{from} will have at most {n}: a single army cannot attack (it occupies)

@@ teg.rej.attack_from_new
{from} would be conquered in this very mail with at most {n}: to attack from it, move more in with MOVE 2 or MOVE 3 after attacking it

@@ teg.rej.left_zero
UNTIL LEFT needs at least 1 army (the occupying one)

@@ teg.rej.left_high
{from} will have at most {n}: never more than {left} to start attacking

@@ teg.rej.attack_pact
pact {pact} with {player} forbids attacking {to} from {from}

@@ teg.rej.move_range
after a conquest 1 army moves in, and one or two more if you wish: MOVE 1, 2 or 3

@@ teg.rej.move_many
{from} will have at most {n} and one stays: it cannot move that many

@@ teg.rej.zone_move
{country} is an international zone: it is occupied with a single army

@@ teg.rej.regroup_late
regrouping comes before the defensive exchange

@@ teg.rej.zero
the number of armies must be at least 1

@@ teg.rej.zone_regroup
{country} is an international zone: no regrouping into it

@@ teg.rej.regroup_many
{from} will have at most {n}: one always stays, and armies that arrive by regrouping move no further

@@ teg.rej.first_round
no armies are placed in the first round of hostilities

@@ teg.rej.first_round_exchange
the first round of hostilities has no placement, hence no exchange

@@ teg.rej.place_late
armies are placed at the start of the turn, before attacking

@@ teg.rej.zone_place
{country} is an international zone: no armies are placed on it

@@ teg.rej.setup_total
in this round you place exactly {need} armies, not {placed}

@@ teg.rej.turn_total
this turn you place exactly {need} armies ({free} for countries{continents}, {exchange} for exchanges), not {placed}

@@ teg.rej.continent
the {n} armies for holding {continent} go to countries of that continent

@@ teg.rej.claim_phase
there are no free countries left to occupy

@@ teg.rej.claim_taken
{country} is already occupied (or named twice)

@@ teg.rej.setup_only_place
in the initial rounds armies are only placed (PLACE)

@@ teg.rej.after_pass
PASS ends the turn: no other turn order may follow it

@@ teg.rej.exchange_late
exchanges are made at the start of the turn (this game does not allow the defensive exchange)

@@ teg.rej.move_alone
MOVE goes on the line right after an ATTACK, once

@@ teg.n.army
{n} army

@@ teg.n.armies
{n} armies

@@ teg.n.country
{n} country

@@ teg.n.countries
{n} countries

@@ teg.n.card
{n} card

@@ teg.n.cards
{n} cards

@@ teg.echo.place
Place {armies} on {country}

@@ teg.echo.exchange
Exchange the cards {cards}

@@ teg.echo.defensive
Defensive exchange of the cards {cards} (if you conquer a country; the armies go to the last one conquered)

@@ teg.echo.attack
Attack {to} from {from} once; if conquered, move in {armies}

@@ teg.echo.attack_conquer
Attack {to} from {from} until conquered; if conquered, move in {armies}

@@ teg.echo.attack_left
Attack {to} from {from} until conquered or until {from} has {left} armies or fewer; if conquered, move in {armies}

@@ teg.echo.regroup
Regroup {armies} from {from} to {to}

@@ teg.echo.pass
Pass: nothing more this turn

@@ teg.echo.claim
Occupy {country}

@@ teg.echo.pact
Propose a non-aggression pact on the border {a}–{b}

@@ teg.echo.pact_world
Propose a world-wide non-aggression pact to {player} ({color})

@@ teg.echo.zone
Propose {a} as an international zone to {player} ({color})

@@ teg.echo.card
Card: no need to ask; at the end of the turn the judge gives it to you if it is due

@@ teg.echo.accept
Accept the proposal of pact {pact}

@@ teg.echo.reject
Reject the proposal of pact {pact}

@@ teg.echo.break
Break (or withdraw) pact {pact}

@@ teg.echo.turn_ends
This mail ends your turn; if you conquered enough, the judge asks for your card.

@@ teg.ev.start
The TEG game starts. Players and colours: {players_en}.

@@ teg.ev.start_variant
The TEG game for 2 or 3 players starts (the rulebook's variant: countries are occupied one at a time and the single objective is to conquer all 50). Players and colours: {players_en}.

@@ teg.ev.leftover
Two country cards are left over; dice: {rolls}. They go to {players}.

@@ teg.ev.dealt
{player} gets {count} countries: {list}.

@@ teg.ev.dealt_you
You get {count} countries: {list}.

@@ teg.ev.first
Dice for who starts: {rolls}. {player} starts and play goes on to the left, in this order: {order}.

@@ teg.ev.first_you
Dice for who starts: {rolls}. You start and play goes on to your left, in this order: {order}.

@@ teg.ev.claim_to
{player} occupies a free country next.

@@ teg.ev.claim_to_you
Your turn to occupy a free country.

@@ teg.ev.victory_deal
{player} already holds the objective with the initial deal: wins the game.

@@ teg.ev.victory_deal_you
Your objective is fulfilled by the initial deal: you win the game.

@@ teg.ev.battle
{attacker} attacks {to} ({defender}) from {from}: dice {adice} against {ddice}; {attacker} loses {alost}, {defender} loses {dlost}. {aleft} left on {from}, {dleft} on {to}.

@@ teg.ev.battle_you
You attack {to} ({defender}) from {from}: dice {adice} against {ddice}; you lose {alost}, {defender} loses {dlost}. {aleft} left on {from}, {dleft} on {to}.

@@ teg.ev.battle_yours
{attacker} attacks your {to} from {from}: dice {adice} against {ddice}; {attacker} loses {alost}, you lose {dlost}. {aleft} left on {from}, {dleft} on {to}.

@@ teg.ev.eliminated
{by} destroys {player}: the colour leaves the map.

@@ teg.ev.eliminated_by_you
You destroy {player}: the colour leaves the map.

@@ teg.ev.eliminated_you
{by} destroys you: your colour leaves the map and you no longer play.

@@ teg.ev.cards_handed
{player} takes {count_en} of {victim}.

@@ teg.ev.cards_handed_yours
{player} takes your {count_en}.

@@ teg.ev.cards_handed_detail
You take {count_en} of {victim}: {list}.

@@ teg.ev.cards_discarded
{count_en} of {victim} go to the pile of exchanged cards.

@@ teg.ev.cards_discarded_yours
Your {count_en} go to the pile of exchanged cards.

@@ teg.ev.objective_lost
{by} destroyed {victim} before you did: your secret objective can no longer be fulfilled and only the common objective is left to you, to occupy 30 countries (the others are not told).

@@ teg.ev.victory_all
{player} occupies all 50 countries: wins the game.

@@ teg.ev.victory_all_you
You occupy all 50 countries: you win the game.

@@ teg.ev.victory_common
{player} occupies {count} countries, the common objective: wins the game.

@@ teg.ev.victory_common_you
You occupy {count} countries, the common objective: you win the game.

@@ teg.ev.victory_destroy
{player} destroys {victim}, the secret objective: wins the game.

@@ teg.ev.victory_destroy_you
You destroy {victim}, your secret objective: you win the game.

@@ teg.ev.victory_secret
{player} fulfils the secret objective and wins the game. The objective was:

@@ teg.ev.victory_secret_you
You fulfil your secret objective and win the game. Your objective was:

@@ teg.ev.conquest
{attacker} conquers {to} ({defender}) and moves in {moved} from {from}.

@@ teg.ev.conquest_you
You conquer {to} ({defender}) and move in {moved} from {from}.

@@ teg.ev.conquest_yours
{attacker} conquers your {to} and moves in {moved} from {from}.

@@ teg.ev.move_partial
{from} had not enough to move {wanted} into {to}: {moved} move in.

@@ teg.ev.skip_attack_from
{player}'s attack on {to} from {from} is skipped: {from} is not theirs (it was not conquered).

@@ teg.ev.skip_attack_from_you
Your attack on {to} from {from} is skipped: {from} is not yours (it was not conquered).

@@ teg.ev.skip_attack_taken
{player}'s attack on {to} from {from} is skipped: {to} is theirs already.

@@ teg.ev.skip_attack_taken_you
Your attack on {to} from {from} is skipped: {to} is yours already.

@@ teg.ev.skip_attack_armies
{player}'s attack on {to} from {from} is skipped: {from} has no armies left to attack with.

@@ teg.ev.skip_attack_armies_you
Your attack on {to} from {from} is skipped: {from} has no armies left to attack with.

@@ teg.ev.skip_attack_left
{player}'s attack on {to} from {from} is skipped: {from} is at the limit of UNTIL LEFT {left}.

@@ teg.ev.skip_attack_left_you
Your attack on {to} from {from} is skipped: {from} is at the limit of UNTIL LEFT {left}.

@@ teg.ev.skip_attack_pact
{player}'s attack on {to} from {from} is skipped: pact {pact} forbids it.

@@ teg.ev.skip_attack_pact_you
Your attack on {to} from {from} is skipped: pact {pact} forbids it.

@@ teg.ev.attack_stopped
{player} stops attacking {to} from {from}: {aleft} left on {from}, {dleft} on {to}.

@@ teg.ev.attack_stopped_you
You stop attacking {to} from {from}: {aleft} left on {from}, {dleft} on {to}.

@@ teg.ev.your_objective
Your secret objective: {objective_en}

@@ teg.ev.objective_right
(That colour is not in play or is your own: your objective is to destroy {player}, the player seated to your right.)

@@ teg.ev.cap
The limit of {max} turns was reached: the game ends in a draw among {players}.

@@ teg.ev.draw
The game ends in a draw among {players}.

@@ teg.ev.claimed
{player} occupies {country}.

@@ teg.ev.claimed_you
You occupy {country}.

@@ teg.ev.claims_done
All 50 countries are occupied.

@@ teg.ev.place_to
Placement, round {round}: {player} places {armies_en} next.

@@ teg.ev.place_to_you
Placement, round {round}: your turn to place {armies_en}.

@@ teg.ev.hostilities
Hostilities begin: {player} starts. No armies are placed in the first round.

@@ teg.ev.hostilities_you
Hostilities begin: you start. No armies are placed in the first round.

@@ teg.ev.turn
Turn {turn}: {player} to play.

@@ teg.ev.turn_you
Turn {turn}: your turn.

@@ teg.ev.turn_first
Turn {turn}: {player} to play (first round of hostilities: no placement).

@@ teg.ev.turn_first_you
Turn {turn}: your turn (first round of hostilities: no placement).

@@ teg.ev.placed
{player} places {count}: {list}.

@@ teg.ev.placed_you
You place {count}: {list}.

@@ teg.ev.exchange
{player} exchanges {cards} (exchange number {nth}): {value} armies.

@@ teg.ev.exchange_you
You exchange {cards} (your exchange number {nth}): {value} armies.

@@ teg.ev.forced_exchange
{player} held five cards and was due another: the judge makes the compulsory exchange of {cards} (exchange number {nth}) and puts the {value} armies on {country}, the last country conquered.

@@ teg.ev.forced_exchange_you
You held five cards and were due another: the judge makes your compulsory exchange of {cards} (exchange number {nth}) and puts the {value} armies on {country}, your last country conquered.

@@ teg.ev.defensive
{player} makes a defensive exchange of {cards} (exchange number {nth}): {value} armies on {country}, the last country conquered.

@@ teg.ev.defensive_you
You make a defensive exchange of {cards} (exchange number {nth}): {value} armies on {country}, your last country conquered.

@@ teg.ev.reshuffle
The deck ran out: the exchanged cards are shuffled and used again.

@@ teg.ev.no_card_deck
No country card is left for {player}: all are in the players' hands.

@@ teg.ev.no_card_deck_you
No country card is left for you: all are in the players' hands.

@@ teg.ev.card
{player} takes a country card.

@@ teg.ev.card_detail
You take a country card: {country}.

@@ teg.ev.no_card_hand
{player} takes no card: could not exchange before receiving a sixth one.

@@ teg.ev.no_card_hand_you
You take no card: you could not exchange before receiving a sixth one.

@@ teg.ev.no_card_two
{player} takes no card: since the third exchange two conquests in a turn are needed.

@@ teg.ev.no_card_two_you
You take no card: since your third exchange two conquests in a turn are needed.

@@ teg.ev.card_bonus
{player} holds the card of {country} and the country: 2 bonus armies are put there.

@@ teg.ev.card_bonus_you
You hold the card of {country} and the country: you put 2 bonus armies there.

@@ teg.ev.sum_conquests
{player} conquers {list}.

@@ teg.ev.sum_conquests_you
You conquer {list}

@@ teg.ev.sum_none
{player} plays without conquering.

@@ teg.ev.sum_none_you
You play without conquering.

@@ teg.skip.pact_ok
The pact is made.

@@ teg.skip.pact_ok_you
The pact is made.

@@ teg.skip.pact_not_border
{player}'s pact is skipped: {a} and {b} do not border each other.

@@ teg.skip.pact_not_border_you
Your pact is skipped: {a} and {b} do not border each other.

@@ teg.skip.pact_not_yours
{player}'s proposal {a}–{b} is skipped: it is no longer between a country of theirs and one of another player.

@@ teg.skip.pact_not_yours_you
Your proposal {a}–{b} is skipped: it is no longer between a country of yours and one of another player.

@@ teg.skip.pact_party
{player}'s pact is skipped: the other player is out of the game.

@@ teg.skip.pact_party_you
Your pact is skipped: the other player is out of the game.

@@ teg.skip.pact_exists
{player}'s proposal is skipped: there is already such a pact.

@@ teg.skip.pact_exists_you
Your proposal is skipped: there is already such a pact.

@@ teg.skip.pact_full
{player}'s proposal is skipped: there are too many pacts at once.

@@ teg.skip.pact_full_you
Your proposal is skipped: there are too many pacts at once.

@@ teg.skip.zone_owner
{player}'s international zone {a} is skipped: the country belongs to neither of the two.

@@ teg.skip.zone_owner_you
Your international zone {a} is skipped: the country belongs to neither of the two.

@@ teg.skip.zone_border
{player}'s international zone {a} is skipped: it does not border both.

@@ teg.skip.zone_border_you
Your international zone {a} is skipped: it does not border both.

@@ teg.skip.zone_armies
{player}'s international zone {a} is skipped: it has more than one army (it is not undefended).

@@ teg.skip.zone_armies_you
Your international zone {a} is skipped: it has more than one army (it is not undefended).

@@ teg.skip.pact_not_offered
{player}'s answer to proposal {pact} is skipped: it is no longer pending.

@@ teg.skip.pact_not_offered_you
Your answer to proposal {pact} is skipped: it is no longer pending.

@@ teg.skip.pact_none
{player}'s order on pact {pact} is skipped: it no longer exists.

@@ teg.skip.pact_none_you
Your order on pact {pact} is skipped: it no longer exists.

@@ teg.skip.pact_not_party
{player}'s order on pact {pact} is skipped: not a party to it.

@@ teg.skip.pact_not_party_you
Your order on pact {pact} is skipped: you are not a party to it.

@@ teg.skip.pact_broken
{player}'s break of pact {pact} is skipped: it was broken already.

@@ teg.skip.pact_broken_you
Your break of pact {pact} is skipped: it was broken already.

@@ teg.ev.propose_border
{from} proposes pact {pact} to {to}: no aggression on the border {a}–{b}. {to} answers ACCEPT PACT {pact} or REJECT PACT {pact}.

@@ teg.ev.propose_border_by_you
You propose pact {pact} to {to}: no aggression on the border {a}–{b}. {to} answers ACCEPT PACT {pact} or REJECT PACT {pact}.

@@ teg.ev.propose_border_you
{from} proposes pact {pact} to you: no aggression on the border {a}–{b}. Answer ACCEPT PACT {pact} or REJECT PACT {pact}.

@@ teg.ev.propose_world
{from} proposes pact {pact} to {to}: world-wide non-aggression. {to} answers ACCEPT PACT {pact} or REJECT PACT {pact}.

@@ teg.ev.propose_world_by_you
You propose pact {pact} to {to}: world-wide non-aggression. {to} answers ACCEPT PACT {pact} or REJECT PACT {pact}.

@@ teg.ev.propose_world_you
{from} proposes pact {pact} to you: world-wide non-aggression. Answer ACCEPT PACT {pact} or REJECT PACT {pact}.

@@ teg.ev.propose_zone
{from} proposes pact {pact} to {to}: {a}, international zone. {to} answers ACCEPT PACT {pact} or REJECT PACT {pact}.

@@ teg.ev.propose_zone_by_you
You propose pact {pact} to {to}: {a}, international zone. {to} answers ACCEPT PACT {pact} or REJECT PACT {pact}.

@@ teg.ev.propose_zone_you
{from} proposes pact {pact} to you: {a}, international zone. Answer ACCEPT PACT {pact} or REJECT PACT {pact}.

@@ teg.ev.pact_accepted
{player} accepts pact {pact}: it is in force.

@@ teg.ev.pact_accepted_you
You accept pact {pact}: it is in force.

@@ teg.ev.pact_rejected
{player} rejects the proposal of pact {pact}.

@@ teg.ev.pact_rejected_you
You reject the proposal of pact {pact}.

@@ teg.ev.pact_withdrawn
{player} withdraws the proposal of pact {pact}.

@@ teg.ev.pact_withdrawn_you
You withdraw your proposal of pact {pact}.

@@ teg.ev.pact_broken
{player} breaks pact {pact}: it still binds {player} until the end of {other}'s next turn.

@@ teg.ev.pact_broken_you
You break pact {pact}: it still binds you until the end of {other}'s next turn.

@@ teg.ev.pact_broken_to_you
{player} breaks pact {pact}: it still binds {player} until the end of your next turn.

@@ teg.ev.pact_ended_country
Pact {pact} is broken: another colour occupied {country}.

@@ teg.ev.pact_ended_player
Pact {pact} ends: one of its players was destroyed.

@@ teg.ev.pact_ended_break
Pact {pact}, broken before, binds nobody any more.

@@ teg.ev.skip_regroup_owner
{player}'s regrouping of {n} from {from} to {to} is skipped: one of the two countries is not theirs.

@@ teg.ev.skip_regroup_owner_you
Your regrouping of {n} from {from} to {to} is skipped: one of the two countries is not yours.

@@ teg.ev.skip_regroup_zone
{player}'s regrouping from {from} to {to} is skipped: {to} is an international zone.

@@ teg.ev.skip_regroup_zone_you
Your regrouping from {from} to {to} is skipped: {to} is an international zone.

@@ teg.ev.skip_regroup_armies
{player}'s regrouping of {n} from {from} to {to} is skipped: no armies that may move are left on {from}.

@@ teg.ev.skip_regroup_armies_you
Your regrouping of {n} from {from} to {to} is skipped: no armies that may move are left on {from}.

@@ teg.ev.regroup
{player} regroups {n} from {from} to {to}.

@@ teg.ev.regroup_you
You regroup {n} from {from} to {to}.

@@ teg.ev.regroup_partial
{player} wanted to regroup {wanted} from {from} to {to}, but only {n} may move: {n} move.

@@ teg.ev.regroup_partial_you
You wanted to regroup {wanted} from {from} to {to}, but only {n} may move: {n} move.

@@ teg.ev.skip_defensive_none
{player}'s defensive exchange ({cards}) is skipped: no country was conquered.

@@ teg.ev.skip_defensive_none_you
Your defensive exchange ({cards}) is skipped: no country was conquered.

@@ teg.ev.skip_defensive_zone
{player}'s defensive exchange ({cards}) is skipped: the last country conquered is an international zone.

@@ teg.ev.skip_defensive_zone_you
Your defensive exchange ({cards}) is skipped: your last country conquered is an international zone.

@@ teg.ev.claims_queued
{count_en} are noted for your next claims, in this order: {list}. They apply when it is your turn to claim (those already occupied are skipped).

@@ teg.ev.claims_queued_one
{count_en} is noted for your next claim: {list}. It applies when it is your turn to claim (skipped if already occupied).

@@ teg.ev.claims_replaced
This replaces what you had noted: {list}.

@@ teg.ev.timeout_claim
Your orders did not arrive in time: the judge occupied {country} at random.

@@ teg.ev.timeout_place
Your orders did not arrive in time: the judge placed your armies at random.

@@ teg.ev.timeout_turn
Your orders did not arrive in time: the judge placed your armies at random and passed your turn without attacking.

@@ teg.default.claim
If you do not answer in time, the judge occupies a free country chosen at random for you.

@@ teg.default.place
If you do not answer in time, the judge places {armies} for you, one by one, on countries of yours chosen at random.

@@ teg.default.turn_first
If you do not answer in time, the judge passes your turn without attacking or regrouping (no placement in the first round).

@@ teg.default.turn
If you do not answer in time, the judge places {armies} for you ({free} on countries of yours chosen at random{continents}), without exchanging, and passes your turn without attacking or regrouping.

@@ teg.pact.border
no aggression on the border {a}–{b}

@@ teg.pact.world
world-wide non-aggression

@@ teg.pact.zone
{a}, international zone

@@ teg.pact.proposed
#{pact} {what}: proposed by {from} to {to}, pending

@@ teg.pact.active
#{pact} {what}: between {from} and {to}, in force

@@ teg.pact.broken
#{pact} {what}: between {from} and {to}, broken by {breaker}, who keeps it until the end of {other}'s next turn

@@ teg.pact.proposed_by_you
#{pact} {what}: proposed by you to {to}, awaiting the answer

@@ teg.pact.proposed_to_you
#{pact} {what}: proposed to you by {from}; answer ACCEPT PACT {pact} or REJECT PACT {pact}

@@ teg.pact.active_you
#{pact} {what}: with {them}, in force

@@ teg.pact.broken_by_you
#{pact} {what}: with {other}, broken by you; you keep it until the end of {other}'s next turn

@@ teg.pact.broken_to_you
#{pact} {what}: with {breaker}, who broke it and keeps it until the end of your next turn

@@ teg.obj.variant
Single common objective (2 or 3 players): conquer all 50 countries.

@@ teg.obj.common_only
(Another player destroyed {player}: that objective can no longer be fulfilled and only the common objective is left.)

@@ teg.obj.right
(That colour is not in play or is your own: destroy {player}, {color}, the player seated to your right.)

@@ teg.obj.plus_common
Also, as everyone: occupy 30 countries.

@@ teg.obj.0
COMMON OBJECTIVE: occupy 30 countries.

@@ teg.obj.1
Occupy Africa, 5 countries of North America and 4 countries of Europe.

@@ teg.obj.2
Occupy South America, 7 countries of Europe and 3 countries bordering each other anywhere on the map.

@@ teg.obj.3
Occupy Asia and 2 countries of South America.

@@ teg.obj.4
Occupy Europe, 4 countries of Asia and 2 countries of South America.

@@ teg.obj.5
Occupy North America, 2 countries of Oceania and 4 of Asia.

@@ teg.obj.6
Occupy 2 countries of Oceania, 2 of Africa, 2 of South America, 3 of Europe, 4 of North America and 3 of Asia.

@@ teg.obj.7
Occupy Oceania, North America and 2 countries of Europe.

@@ teg.obj.8
Occupy South America, Africa and 5 countries of North America.

@@ teg.obj.9
Destroy the blue army; if impossible, the player to your right.

@@ teg.obj.10
Destroy the red army; if impossible, the player to your right.

@@ teg.obj.11
Destroy the black army; if impossible, the player to your right.

@@ teg.obj.12
Destroy the yellow army; if impossible, the player to your right.

@@ teg.obj.13
Destroy the green army; if impossible, the player to your right.

@@ teg.obj.14
Destroy the magenta army; if impossible, the player to your right.

@@ teg.color.azul
blue

@@ teg.color.rojo
red

@@ teg.color.negro
black

@@ teg.color.amarillo
yellow

@@ teg.color.verde
green

@@ teg.color.magenta
magenta

@@ teg.cont.south-america
South America

@@ teg.cont.north-america
North America

@@ teg.cont.europe
Europe

@@ teg.cont.asia
Asia

@@ teg.cont.africa
Africa

@@ teg.cont.oceania
Oceania

@@ teg.sym.galeon
galleon

@@ teg.sym.globo
balloon

@@ teg.sym.canon
cannon

@@ teg.sym.comodin
joker

@@ teg.view.title
== TEG ==

@@ teg.view.title_variant
== TEG (variant for 2 or 3 players) ==

@@ teg.view.players
Players in playing order:

@@ teg.view.player
  {player} ({color}): countries {countries}, armies {armies}, cards {cards}, exchanges {exchanges}

@@ teg.view.player_out
  {player} ({color}): no countries left, out of the game; exchanges {exchanges}

@@ teg.view.no_pacts
Pacts: none.

@@ teg.view.pacts
Pacts (public):

@@ teg.view.claim_you
Your turn to occupy a free country (free: {n}): OCCUPY <country>. More OCCUPY lines are noted for your next claims.

@@ teg.view.claim_other
{player} occupies a free country next (free: {n}). You may note your next claims ahead with OCCUPY lines.

@@ teg.view.place_you
Placement, round {round}: your turn to place {armies} on your countries (PLACE <armies> <country>).

@@ teg.view.place_other
Placement, round {round}: {player} places {armies} next.

@@ teg.view.turn_other
Turn {turn}: {player} to play.

@@ teg.view.turn_you_first
Turn {turn}: your turn. First round of hostilities: no placement; you may ATTACK, then REGROUP (or PASS). The whole turn in one mail.

@@ teg.view.turn_you
Turn {turn}: your turn. You place {total}: {free} for holding {countries}{continents}; plus what you exchange. Then ATTACK, then REGROUP. The whole turn in one mail.

@@ teg.view.income_continent
{n} for {continent}, to go on that continent

@@ teg.view.can_exchange
You can exchange cards: your next exchange is worth {value} armies (EXCHANGE).

@@ teg.view.must_exchange
You hold five cards or more: if a card is due at the end of the turn and you did not exchange, the judge makes the compulsory exchange.

@@ teg.view.over_victory
The game is over: {players} wins.

@@ teg.view.over_you
The game is over: you win.

@@ teg.view.over_draw
The game is over: a draw among {players}.

@@ teg.view.over_cap
The game is over at the turn limit: a draw among {players}.

@@ teg.view.map
Map (country, owner, armies):

@@ teg.view.continent
{continent} (+{bonus} to whoever holds all of it):

@@ teg.view.you_out
Your colour was destroyed: you no longer play.

@@ teg.view.card
{country} ({symbol})

@@ teg.view.card_used
{country} ({symbol}, bonus already placed)

@@ teg.view.cards
Your cards: {list}.

@@ teg.view.no_cards
Your cards: none.

@@ teg.view.objective
Your secret objective: {objective}

@@ teg.view.goal_variant
To win (variant for 2 or 3 players, no secret objectives): occupy all 50 countries.

@@ teg.view.queue
Claims noted: {list}.

@@ teg.help
TEG: orders, one a line; case and accents do not matter; countries by
name, e.g. "Nueva York" or "New York", "Gran Bretaña" or "Great
Britain", "Perú". Your whole turn goes in one mail, in this order:

1. Placement (from the second round of hostilities):
  EXCHANGE Brasil Chile Peru
      exchange those three cards (three alike, three different, or with
      a joker)
  EXCHANGE
      the judge picks the three cards
  PLACE 3 Argentina
      place exactly what is due: half your countries (at least 3), plus
      whole continents (on that continent), plus exchanges
2. Attacks, in order (an attack the dice made impossible is skipped and
   reported):
  ATTACK Brasil Uruguay
      one roll
  ATTACK Brasil Uruguay UNTIL CONQUERED
      repeats while Brasil can attack
  ATTACK Brasil Uruguay UNTIL LEFT 3
      repeats while Brasil has more than 3
  MOVE 3
      on the next line: how many move in on a conquest (1 to 3; 1 if
      not said)
3. Regrouping (after it, no more attacks):
  REGROUP 4 Brasil Argentina
      between bordering countries of yours; an army moved moves no
      further
  EXCHANGE Brasil Chile Peru (after the attacks)
      defensive exchange, if the game allows it
4. The judge asks for your country card if you conquered (two countries
   from your third exchange on); a CARD line is accepted and changes
   nothing.
  PASS
      the turn ends without attacks (placement, when due, still goes
      first)

In the initial rounds: PLACE (5, then 3 armies). With 2 or 3 players
(variant):
  OCCUPY Brasil
      occupies a free country; more lines are noted for later

Pacts, at any time (public, and the judge enforces them):
  PACT Brasil Sahara
      no aggression on that border (Brasil yours, Sahara another's)
  PACT WORLD yellow
      no aggression anywhere with that colour (or a player's name)
  INTERNATIONAL ZONE Oregon [WITH red]
      a country bordering both, with a single army
  ACCEPT PACT 3 / REJECT PACT 3 / BREAK PACT 3
Whoever breaks a pact keeps it until the end of the other's next turn;
a pact between countries ends when one of them changes hands.

Summary: whoever fulfils the secret objective or occupies 30 countries
wins, at that moment. In the 2 or 3 player variant (your view says if
it is played) there are no secret objectives and 30 countries are not
enough: only occupying all 50 wins.
Attack: the attacker rolls one die per army but one (at most 3), the
defender one per army (at most 3); compared highest first, ties go to
the defender.
Exchanges: 4, 7, 10, then 5 more each time. Holding the card of a
country of yours: 2 armies there, once.
Spanish equivalents: INCORPORAR, CANJEAR, ATACAR, HASTA CONQUISTAR,
HASTA QUEDAR n, MOVER, REAGRUPAR, PASO, OCUPAR, PACTO, PACTO MUNDIAL,
PACTO ZONA INTERNACIONAL, ACEPTO, RECHAZO, ROMPO.

@@ teg.help.borders
Borders (each country and those it borders):

@@ teg.pic.turn
turn {n}

@@ teg.pic.place
placement, round {n}

@@ teg.pic.claim
claiming countries

@@ teg.pic.armies
armies on the country
