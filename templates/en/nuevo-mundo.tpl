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
MOVE <n>|ALL [BUT <n>] <from> <to> [RETRY <n>] [WITH COMBO], MOVE SHIP <bN> [<from>] <to> ... or MOVE FLEET <from> <to> ...

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
'{word}' is not a kind (semi/seed, seco/nut, riq/rich, frut/fruit, cult, anim)

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
