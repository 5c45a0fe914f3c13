# Nuevo Mundo: textos para los jugadores (español). Cada sección "@@ id"
# corre hasta la siguiente; {nombre} se sustituye por el valor del código.

@@ nm.syn.any
ENTRAR, COMPRAR, COLOCAR, BARCO, TARJETA, MOVER, EMBARCAR, DESEMBARCAR, ATACAR, RETIRADA, ACEPTO, RECHAZO, DEFENSA, BAJAS, RETIRADAS o COMBOS

@@ nm.syn.enter
ENTRAR <región> [TARJETA <rubro> / <rubro> ...]

@@ nm.syn.buy
COMPRAR <n> CQ [<n> CA] [<n> BARCOS]

@@ nm.syn.place
COLOCAR <n> CQ|CA <región>

@@ nm.syn.ship
BARCO <región de tierra> [<región de mar>]

@@ nm.syn.card
TARJETA <rubro> / <rubro> ...

@@ nm.syn.move
MOVER <n>|TODOS [MENOS <n>] <origen> <destino> [REINTENTAR <n>] [CON COMBO], MOVER BARCO <bN> [<origen>] <destino> ... o MOVER FLOTA <origen> <destino> ...

@@ nm.syn.embark
EMBARCAR <n>|TODOS [MENOS <n>] <tierra> <mar> [BARCO <bN>]

@@ nm.syn.disembark
DESEMBARCAR <n>|TODOS [MENOS <n>] <mar> <tierra> [BARCO <bN>]

@@ nm.syn.attack
ATACAR <región> [TACTICAS <1-5> ... | AL AZAR] [TARJETA <rubro> / ...]

@@ nm.syn.retreat
RETIRADA <región> HACIA <destino> [TACTICAS <1-5> ... | AL AZAR]

@@ nm.syn.answer
ACEPTO o RECHAZO

@@ nm.syn.defence
DEFENSA TACTICAS <1-5> ... | DEFENSA AL AZAR

@@ nm.syn.losses
BAJAS MAYOR | BAJAS MENOR

@@ nm.syn.retreats
RETIRADAS <jugador>|TODOS ACEPTO|RECHAZO|PREGUNTAR

@@ nm.syn.combos
COMBOS AUTO | COMBOS MANUAL

@@ nm.rej.expected
se esperaba: {form}; {detail}

@@ nm.rej.empty
la línea está vacía

@@ nm.rej.not_verb
'{word}' no es una orden

@@ nm.rej.missing_number
falta un número

@@ nm.rej.big_number
'{word}' es un número demasiado grande

@@ nm.rej.not_number
'{word}' no es un número

@@ nm.rej.missing_region
falta una región

@@ nm.rej.not_region
'{word}' no es una región de este escenario

@@ nm.rej.not_region_dym
'{word}' no es una región de este escenario (¿quisiste decir {name}?)

@@ nm.rej.trailing
sobra '{word}'

@@ nm.rej.not_kind
'{word}' no es un rubro (semi, seco, riq, frut, cult, anim)

@@ nm.rej.missing_kind
faltan los rubros (semi, seco, riq, frut, cult, anim)

@@ nm.rej.missing_random
falta AZAR después de AL

@@ nm.rej.not_tactics
'{word}' no es TACTICAS ni AL AZAR

@@ nm.rej.missing_tactics
faltan las tácticas (números del 1 al 5) o AL AZAR

@@ nm.rej.not_tactic
'{word}' no es una táctica (del 1 al 5)

@@ nm.rej.many_tactics
demasiadas tácticas (12 como máximo; se repiten en ciclo)

@@ nm.rej.missing_ship
falta el barco (b1, b2, ...)

@@ nm.rej.not_ship
'{word}' no es un barco (b1, b2, ...)

@@ nm.rej.missing_combo
falta COMBO después de CON

@@ nm.rej.not_piece
'{word}' no es CQ, CA ni BARCOS

@@ nm.rej.missing_piece
falta la ficha: CQ, CA o BARCOS

@@ nm.rej.piece_twice
'{word}' aparece dos veces en la compra

@@ nm.rej.not_choice
'{word}' no es una de las opciones

@@ nm.rej.not_to
'{word}' no es HACIA

@@ nm.rej.missing_to
falta HACIA <destino>

@@ nm.rej.missing_losses
falta MAYOR o MENOR

@@ nm.rej.missing_player
falta el jugador (o TODOS)

@@ nm.rej.not_player
'{word}' no es un jugador

@@ nm.rej.missing_policy
falta ACEPTO, RECHAZO o PREGUNTAR

@@ nm.rej.missing_combos
falta AUTO o MANUAL
