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
MOVER <n>|TODOS [MENOS <n>] <origen> <destino> [REINTENTAR <n>] [CON COMBO], MOVER BARCO <bN> [<origen>] <destino> ... o MOVER FLOTA [<bN> ...] [<origen>] <destino> ...

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
'{word}' no es un rubro (semi, seco, riq, frut, cult, anim, o su nombre: animales, frutos secos...)

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

@@ nm.rej.no_orders
el correo no trae ninguna orden

@@ nm.rej.too_many_lines
demasiadas líneas de órdenes en un solo correo

@@ nm.rej.over
la partida ha terminado: ya no se admiten órdenes

@@ nm.rej.eliminated
has salido del juego: solo puedes escribir a los demás (PRENSA)

@@ nm.rej.wait_entry
no es tu turno: ahora entra en el mapa {player}

@@ nm.rej.wait_turn
no es tu turno: ahora juega {player} (las órdenes permanentes DEFENSA, BAJAS, RETIRADAS y COMBOS sí se admiten)

@@ nm.rej.wait_answer
el turno está en pausa: se espera la respuesta de {player} a una retirada

@@ nm.rej.unknown_player
'{word}' no es otro jugador de la partida

@@ nm.rej.entry_only
para entrar al mapa basta una sola línea ENTRAR <región> [TARJETA ...]

@@ nm.rej.answer_only
se te pregunta por una retirada: responde ACEPTO o RECHAZO, una sola vez

@@ nm.rej.buy_first
el turno empieza con COMPRAR (hay que gastar todos los créditos)

@@ nm.rej.buy_once
COMPRAR va una sola vez, al principio del turno

@@ nm.rej.not_now
esa orden no corresponde ahora: es tu turno (COMPRAR, colocación y operaciones)

@@ nm.echo
Órdenes aceptadas:

@@ nm.why.zero
la cantidad debe ser al menos 1

@@ nm.why.too_many
demasiadas fichas en una compra

@@ nm.why.spend_all
la compra cuesta {cost} y tus créditos son {credits}: hay que gastarlos todos (CQ 1, CA 2, barco 3)

@@ nm.why.ca_limit
no te quedan tantas CA en la caja (20 por color)

@@ nm.why.ship_pool
barcos libres que quedan: {n}

@@ nm.why.place_own_land
{region} no es una región de tierra ocupada por fichas tuyas

@@ nm.why.place_more_cq
colocas más CQ de los que compraste

@@ nm.why.place_more_ca
colocas más CA de las que compraste

@@ nm.why.place_more_ship
colocas más barcos de los que compraste

@@ nm.why.one_ca_a_turn
en {region} solo puedes colocar 1 CA por turno

@@ nm.why.one_settlement
{region} ya tiene tu asentamiento (uno por región)

@@ nm.why.no_open_coast
{region} no tiene costa abierta

@@ nm.why.name_the_sea
{region} tiene varias costas abiertas: di el mar (BARCO {region} <mar>)

@@ nm.why.not_open_coast
no hay costa abierta entre {region} y {sea}

@@ nm.why.no_crew
no hay CQ en {region} para tripular el barco

@@ nm.why.unplaced_cq
compraste {bought} CQ y colocaste {placed}: la colocación va completa antes de operar

@@ nm.why.unplaced_ca
compraste {bought} CA y colocaste {placed}: la colocación va completa antes de operar

@@ nm.why.unplaced_ship
barcos comprados: {bought}, botados: {placed}; la colocación va completa antes de operar

@@ nm.why.placement_first
la colocación (COMPRAR, COLOCAR, BARCO) va antes de las operaciones

@@ nm.why.enter_free_land
{region} no es una región de tierra desocupada

@@ nm.why.no_such_ship
no existe ese barco (b1 a b10)

@@ nm.why.troops_by_land
los CQ se mueven por tierra; por mar se mueve el barco (MOVER BARCO o FLOTA)

@@ nm.why.ships_by_sea
los barcos se mueven por el mar

@@ nm.why.not_neighbours
{from} y {to} no son vecinas

@@ nm.why.bad_retreat
desde {region} no se puede retirar hacia {to}: ni frontera ni costa abierta

@@ nm.why.conflict_origin
nada sale de {region}: es una región de conflicto (ataca o negocia la retirada)

@@ nm.why.no_troops
no tienes esos CQ en {region}

@@ nm.why.three_cones
los 3 conos rojos están en el mapa: no se puede movilizar más este turno

@@ nm.why.red_border
la frontera {from}-{to} tiene tu cono rojo este turno

@@ nm.why.not_your_ship
{ship} no es un barco tuyo en ese lugar

@@ nm.why.ship_sunk
tu barco {ship} se hundió antes en este turno

@@ nm.why.ship_not_near
{ship} no puede llegar a {to}: ninguna región donde pueda estar es vecina de {to}

@@ nm.why.no_ships
no tienes barcos en {region}

@@ nm.why.ship_full
tus barcos en {region} no tienen sitio (15 CQ por barco)

@@ nm.why.no_conflict
{region} no es una región de conflicto tuya

@@ nm.skip.no_troops
{player} no tiene esos CQ en {region}

@@ nm.skip.conflict_origin
nada sale de {region}: es una región de conflicto

@@ nm.skip.red_border
la frontera {from}-{to} tiene un cono rojo de {player} este turno

@@ nm.skip.not_your_ship
{ship} no es un barco de {player} en ese lugar

@@ nm.skip.ship_sunk
el barco {ship} de {player} se hundió antes en este turno

@@ nm.skip.no_ships
{player} no tiene barcos en {region}

@@ nm.skip.ship_full
los barcos de {player} en {region} no tienen sitio (15 CQ por barco)

@@ nm.skip.no_conflict
{region} no es una región de conflicto de {player}

@@ nm.skip.three_cones
los 3 conos rojos están en el mapa: {player} no puede movilizar más este turno

@@ nm.skip.not_neighbours
{from} y {to} no son vecinas

@@ nm.ev.skipped
Se omite la orden de {player} «{line_es}»: {why_es}.

@@ nm.ev.answer_accept_you
Respondes: acepto.

@@ nm.ev.answer_refuse_you
Respondes: rechazo.

@@ nm.ev.attempt_black_you
Intentas {from} → {to}: negro.

@@ nm.ev.attempt_green_you
Intentas {from} → {to}: verde.

@@ nm.ev.attempt_red_you
Intentas {from} → {to}: rojo.

@@ nm.ev.battle_to_you
Batalla en {region}: ataca {attacker}, defiendes tú.

@@ nm.ev.battle_won_you
{region} queda en tus manos.

@@ nm.ev.battle_you
Batalla en {region}: atacas tú, defiende {defender}.

@@ nm.ev.black_lost_ship_you
Por el negro, pierdes 1 CQ del barco {ship}.

@@ nm.ev.black_lost_you
Por el negro, pierdes 1 CQ en {region}.

@@ nm.ev.bought_you
Gastas tus créditos ({credits}): CQ {cq}, CA {ca}, barcos {ships}.

@@ nm.ev.card_taken_to_you
{attacker} te toma una tarjeta {kind_es}.

@@ nm.ev.card_taken_you
Tomas a {defender} una tarjeta {kind_es}.

@@ nm.ev.card_up_you
Completas un asentamiento en {region} y tomas de la mesa la tarjeta {kind_es} {points}.

@@ nm.ev.combo_black_you
Muestras un combo de 2 tarjetas {kind_es}: anula el negro.

@@ nm.ev.combo_red_you
Muestras un combo de 3 tarjetas {kind_es}: anula el rojo.

@@ nm.ev.conflict_to_you
{player} crea una región de conflicto en {region} contra ti.

@@ nm.ev.conflict_you
Creas una región de conflicto en {region} contra {defender}.

@@ nm.ev.disembarked_you
Desembarcas {n} CQ de {sea} en {land}.

@@ nm.ev.eliminated_to_you
{player} pierde su último asentamiento ante ti y sale del juego; sus fichas dejan el mapa y sus otras tarjetas salen del juego.

@@ nm.ev.eliminated_you
Pierdes tu último asentamiento ante {victor} y sales del juego; tus fichas dejan el mapa y tus otras tarjetas salen del juego.

@@ nm.ev.embarked_you
Embarcas {n} CQ de {land} a {sea}.

@@ nm.ev.entered_you
Entras en {region} con un asentamiento y 3 CQ.

@@ nm.ev.entry_next_you
Ahora entras tú en el mapa.

@@ nm.ev.launched_you
Colocas el barco {ship} en {region} y lo botas a {sea}.

@@ nm.ev.moved_you
Movilizas {n} CQ de {from} a {to}.

@@ nm.ev.no_card_to_take_you
No tienes tarjetas que entregar.

@@ nm.ev.no_card_you
Completas un asentamiento en {region}; no quedan tarjetas en la mesa.

@@ nm.ev.order_you
Orden de turnos de la primera ronda: {order}. Entras primero tú.

@@ nm.ev.placed_ca_you
Colocas 1 CA en {region}.

@@ nm.ev.placed_cq_you
Colocas {n} CQ en {region}.

@@ nm.ev.retreat_accepted_to_you
{defender} acepta tu retirada de {region} hacia {to}.

@@ nm.ev.retreat_accepted_you
Aceptas la retirada de {player} de {region} hacia {to}.

@@ nm.ev.retreat_asked_to_you
{player} propone retirar todas sus tropas de {region} hacia {to}; se te pregunta a ti.

@@ nm.ev.retreat_asked_you
Propones retirar todas tus tropas de {region} hacia {to}; se pregunta a {defender}.

@@ nm.ev.retreat_failed_you
Tu retirada desde {region} fracasa: se combate.

@@ nm.ev.retreat_refused_to_you
{defender} rechaza tu retirada de {region} hacia {to}: se combate.

@@ nm.ev.retreat_refused_you
Rechazas la retirada de {player} de {region} hacia {to}: se combate.

@@ nm.ev.sailed_you
Navegas con {ships} hasta {to}.

@@ nm.ev.ship_lost_you
Tu barco {ship} pierde su último CQ y sale del mapa.

@@ nm.ev.skipped_you
Se omite tu orden «{line_es}»: {you_es}.

@@ nm.ev.timeout_answer_you
No respondiste a tiempo: la retirada queda rechazada.

@@ nm.ev.timeout_entry_you
No enviaste tu entrada a tiempo: región por sorteo; tarjeta de la mesa por la regla de siempre (un rubro que no tengas, más puntos).

@@ nm.ev.timeout_turn_you
No enviaste tu turno a tiempo: créditos gastados en CQ colocados por sorteo ({list}), sin operaciones.

@@ nm.ev.turn_you
Turno {turn} (ronda {round}): juegas tú; créditos: {credits}.

@@ nm.ev.win_kinds_you
¡Ganas al reunir los 6 rubros!

@@ nm.ev.win_points_you
¡Ganas por puntos ({points})!

@@ nm.ev.win_survival_you
¡Ganas: eres el último jugador con asentamientos!

@@ nm.ev.winner_cards_you
Tus tarjetas: {cards_es}.

@@ nm.ev.skipped_bare
Se omite la orden de {player} «{line_es}».

@@ nm.ev.scenario
Escenario {n} (dado numérico): {title}.

@@ nm.ev.order_rolls
Dado numérico para el orden de turnos: {rolls}.

@@ nm.ev.order
Orden de turnos de la primera ronda: {order}. Entra primero {player}.

@@ nm.ev.entry_next
Ahora entra en el mapa {player}.

@@ nm.ev.entered
{player} entra en {region} con un asentamiento y 3 CQ.

@@ nm.ev.round
Ronda {round}; orden de turnos por créditos, de menos a más: {order}.

@@ nm.ev.turn
Turno {turn} (ronda {round}): juega {player}; créditos: {credits}.

@@ nm.ev.bought
{player} gasta sus créditos ({credits}): CQ {cq}, CA {ca}, barcos {ships}.

@@ nm.ev.placed_cq
{player} coloca {n} CQ en {region}.

@@ nm.ev.placed_ca
{player} coloca 1 CA en {region}.

@@ nm.ev.card_up
{player} completa un asentamiento en {region} y toma de la mesa la tarjeta {kind_es} {points}.

@@ nm.ev.no_card
{player} completa un asentamiento en {region}; no quedan tarjetas en la mesa.

@@ nm.ev.launched
{player} coloca el barco {ship} en {region} y lo bota a {sea}.

@@ nm.ev.conflict
{player} crea una región de conflicto en {region} contra {defender}.

@@ nm.ev.attempt_green
{player} intenta {from} → {to}: verde.

@@ nm.ev.attempt_red
{player} intenta {from} → {to}: rojo.

@@ nm.ev.attempt_black
{player} intenta {from} → {to}: negro.

@@ nm.ev.black_lost
Por el negro, {player} pierde 1 CQ en {region}.

@@ nm.ev.black_lost_ship
Por el negro, {player} pierde 1 CQ del barco {ship}.

@@ nm.ev.combo_black
{player} muestra un combo de 2 tarjetas {kind_es}: anula el negro.

@@ nm.ev.combo_red
{player} muestra un combo de 3 tarjetas {kind_es}: anula el rojo.

@@ nm.ev.moved
{player} moviliza {n} CQ de {from} a {to}.

@@ nm.ev.sailed
{player} navega con {ships} hasta {to}.

@@ nm.ev.ship_lost
El barco {ship} de {player} pierde su último CQ y sale del mapa.

@@ nm.ev.embarked
{player} embarca {n} CQ de {land} a {sea}.

@@ nm.ev.disembarked
{player} desembarca {n} CQ de {sea} en {land}.

@@ nm.ev.battle
Batalla en {region}: ataca {attacker}, defiende {defender}.

@@ nm.ev.round_fought
Asalto {round}: {a} contra {d}, criterios {crit_a_es} / {crit_d_es}, tácticas {ta} / {td}, bajas {la} / {ld}.

@@ nm.ev.battle_won
{region} queda en manos de {player}.

@@ nm.ev.forced_battle
Al terminar el programa queda el conflicto en {region}: se combate (tácticas del atacante al azar).

@@ nm.ev.card_taken
{attacker} toma a {defender} una tarjeta {kind_es}.

@@ nm.ev.card_taken_points
Tarjeta tomada: {kind_es} {points}.

@@ nm.ev.no_card_to_take
{player} no tiene tarjetas que entregar.

@@ nm.ev.eliminated
{player} pierde su último asentamiento ante {victor} y sale del juego; sus fichas dejan el mapa y sus otras tarjetas salen del juego.

@@ nm.ev.retreat_asked
{player} propone retirar todas sus tropas de {region} hacia {to}; se pregunta a {defender}.

@@ nm.ev.retreat_accepted
{defender} acepta la retirada de {player} de {region} hacia {to}.

@@ nm.ev.retreat_refused
{defender} rechaza la retirada de {player} de {region} hacia {to}: se combate.

@@ nm.ev.retreat_failed
La retirada de {player} desde {region} fracasa: se combate.

@@ nm.ev.answer_accept
{player} responde: acepto.

@@ nm.ev.answer_refuse
{player} responde: rechazo.

@@ nm.ev.standing_set
Órdenes permanentes actualizadas.

@@ nm.ev.timeout_entry
{player} no envió su entrada a tiempo: región por sorteo; tarjeta de la mesa por la regla de siempre (un rubro que no tenga, más puntos).

@@ nm.ev.timeout_turn
{player} no envió su turno a tiempo: créditos gastados en CQ colocados por sorteo ({list}), sin operaciones.

@@ nm.ev.timeout_answer
{player} no respondió a tiempo: la retirada queda rechazada.

@@ nm.ev.win_points
¡{players} gana por puntos ({points})!

@@ nm.ev.win_kinds
¡{players} gana al reunir los 6 rubros!

@@ nm.ev.win_survival
¡{players} gana: es el último jugador con asentamientos!

@@ nm.ev.winner_cards
Tarjetas de {player}: {cards_es}.

@@ nm.ev.draw
La partida termina en tablas entre {players}.

@@ nm.ev.cap
Se alcanzó el límite de turnos ({max}): tablas entre {players}.

@@ nm.ev.stall
Mesa parada: ninguna tarjeta de descubrimiento ha cambiado de lugar en
las últimas rondas (stall_rounds={max}), y toda victoria las necesita:
tablas entre {players}.

@@ nm.kind.semi
Semillas y raíces

@@ nm.kind.seco
Frutos secos y hojas

@@ nm.kind.riq
Riquezas

@@ nm.kind.frut
Frutos

@@ nm.kind.cult
Culturas

@@ nm.kind.anim
Animales

@@ nm.view.title
NUEVO MUNDO — escenario {n}: {title}

@@ nm.view.options
Opciones: bajas (mitad, equilibrio, doble; distancia 1/2) {losses}; respuesta a una retirada {hours} h; límite de turnos {cap}; mazo de 40 por omisión

@@ nm.view.options_deck
Opciones: bajas (mitad, equilibrio, doble; distancia 1/2) {losses}; respuesta a una retirada {hours} h; límite de turnos {cap}; mazo propio (cards=)

@@ nm.view.track
Ronda {round}; orden de juego de esta ronda: {track}. Se juega un turno cada vez y cada turno se resuelve en cuanto llega el correo de quien juega (o al vencer su plazo).

@@ nm.view.entry_you
Te toca entrar en el mapa: ENTRAR <región desocupada> [TARJETA <rubro> / ...]. {next}

@@ nm.view.entry_other
Entra en el mapa {player}. {next}

@@ nm.view.turn_you
Turno {turn}: te toca a ti, con {credits}. {next}

@@ nm.view.turn_other
Turno {turn}: juega {player}, con {credits}. {next}

@@ nm.view.answer_you
Te toca responder: {attacker} te propone una retirada; responde ACEPTO o RECHAZO.

@@ nm.view.answer_other
Turno en pausa: {attacker} espera la respuesta de {player} a una retirada.

@@ nm.view.question
Conflicto en {region}: {attacker} {a} ({crit_a}) contra {defender} {d} ({crit_d}); propuesta: retirar todas sus tropas hacia {to}.

@@ nm.view.paused
Tu programa en pausa (sigue solo tras la respuesta):

@@ nm.view.over_points
La partida ha terminado: {players} gana por puntos.

@@ nm.view.over_points_you
La partida ha terminado: ganas por puntos.

@@ nm.view.over_kinds
La partida ha terminado: {players} gana por rubros.

@@ nm.view.over_kinds_you
La partida ha terminado: ganas por rubros.

@@ nm.view.over_survival
La partida ha terminado: {players} gana por supervivencia.

@@ nm.view.over_survival_you
La partida ha terminado: ganas por supervivencia.

@@ nm.view.over_draw
La partida ha terminado en tablas entre {players}.

@@ nm.view.over_cap
La partida ha terminado por el límite de turnos: tablas entre {players}.

@@ nm.view.over_stall
La partida ha terminado sin movimiento de tarjetas: tablas entre {players}.

@@ nm.view.players
Jugadores (créditos que producirían, asentamientos, islas, tarjetas y cuántas de cada rubro):

@@ nm.view.player
  {player}: créditos {credits}, asentamientos {settlements}, islas {islands}, tarjetas {cards} ({kinds})

@@ nm.view.player_out
  {player}: fuera del juego

@@ nm.view.table
Mesa: boca arriba (rubro y puntos) {up}; mazo {deck}; fuera del juego {out}

@@ nm.view.cones
Conos rojos: {list}

@@ nm.view.island
Isla {island}:

@@ nm.view.sea
Mar:

@@ nm.view.settlement
asentamiento

@@ nm.view.lone_ca
1 CA

@@ nm.view.in_conflict
[conflicto]

@@ nm.view.borders
Fronteras: {list}

@@ nm.view.open
Costas abiertas: {list}

@@ nm.view.closed
Costas cerradas: {list}

@@ nm.view.own_cards
Tus tarjetas (rubro y puntos): {cards} (puntos: {points})

@@ nm.view.largest
MAYOR

@@ nm.view.smallest
MENOR

@@ nm.view.standing
Tus órdenes permanentes: DEFENSA {tactics}; BAJAS {losses}; RETIRADAS {retreats}; COMBOS {combos}

@@ nm.view.random
AL AZAR

@@ nm.view.accept
ACEPTO

@@ nm.view.refuse
RECHAZO

@@ nm.view.ask
PREGUNTAR

@@ nm.help.kinds
Tarjetas (40) por rubro, código y puntos:

@@ nm.help.credits
Créditos por asentamientos (filas) e islas con asentamiento (columnas):

@@ nm.help.losses
Fichas que retira el derrotado según el criterio de su vencedor, a distancia 1 / 2 (empate: 1 cada uno):

@@ nm.help.scenarios
Escenarios (sorteados con el dado numérico, o scenario=1..6):

@@ nm.help
NUEVO MUNDO (2 a 5 jugadores). Se juega un turno cada vez: la primera
ronda en el orden que dan los dados numéricos, las demás por créditos, de
menos a más. Un correo lleva un turno entero (compras y colocación, luego
un programa de operaciones en orden) y se resuelve en cuanto llega.
Fichas: CQ son los conquistadores (tropas: mueven, embarcan, atacan y
defienden); CA son las construcciones (fijas, defienden como CQ; 2 CA en
una región son un asentamiento). Regiones por su código (T3 tierra, M3 mar)
o por su nombre.
| ENTRAR T3 TARJETA frut / riq
      (ingreso: región desocupada, 2 CA y 3 CQ)
| COMPRAR 2 CQ 1 CA 2 BARCOS
      (gastar todos los créditos: CQ 1, CA 2, barco 3)
| TARJETA frut / riq / animales
      (preferencia al completar asentamientos)
| COLOCAR 2 CQ T7                     (donde tengas fichas)
| COLOCAR 1 CA T7                     (1 CA por región y turno)
| BARCO T7 M3
      (tripulación: 1 CQ de T7; costa abierta)
| MOVER 3 CQ T7 T8 REINTENTAR 2 CON COMBO
| MOVER TODOS MENOS 1 T7 T8
| MOVER BARCO b2 M3 M4
| MOVER FLOTA b1 b3 M3 M4
      (los barcos nombrados; sin nombres: todos los tuyos en M3)
| EMBARCAR 6 T1 M1 BARCO b1
| DESEMBARCAR TODOS M4 T3             (la tripulación se queda)
| ATACAR T8 TACTICAS 3 1 5 TARJETA riq
      (o AL AZAR; las tácticas se repiten en ciclo)
| RETIRADA T8 HACIA T7 TACTICAS 2
      (si se rechaza o fracasa, se combate)
REINTENTAR n: tras un negro se vuelve a tirar, hasta n veces más; sin
REINTENTAR, un negro acaba ese movimiento. TARJETA en ATACAR: los rubros
que pides, en orden, si dañas un asentamiento del defensor (se elige por el
dorso; por omisión, un rubro que no tengas, si no el que más tenga él).
TACTICAS en RETIRADA: tus tácticas si la retirada se rechaza o fracasa y se
combate (sin ellas, al azar).
Respuesta a una retirada que se te pregunta: ACEPTO o RECHAZO.
Órdenes permanentes (en cualquier correo):
| DEFENSA TACTICAS 2 4 1   o   DEFENSA AL AZAR (por omisión)
| BAJAS MAYOR | MENOR
      (qué barco pierde primero; por omisión MAYOR)
| RETIRADAS berta ACEPTO | RECHAZO | PREGUNTAR
      (o TODOS; por omisión PREGUNTAR)
| COMBOS AUTO | MANUAL
      (MANUAL, por omisión: solo en movimientos CON COMBO)
Dado de colores: 4 verdes, 1 rojo, 1 negro. Verde: se mueve. Rojo: cono rojo,
frontera cerrada el resto del turno. Negro: se pierde 1 CQ del origen y se
puede reintentar. Con 3 conos rojos no se moviliza más. Combos: 2 tarjetas de
un rubro anulan un negro, 3 anulan un rojo; cada uno una vez por turno.
Batalla: criterio doble (el doble o más), mitad (la mitad o menos) o
equilibrio; la táctica X vence a X-1 y X-2 (1 vence a 5 y a 4). La
distancia es 1 cuando la táctica ganadora vence a la anterior (3 a 2) y 2
cuando vence a la de dos antes (3 a 1); con tácticas iguales, empate.
Victoria: 20 puntos, los 6 rubros, o ser el último con asentamientos.
Un jugador sin asentamiento completo sale del juego. Piezas: 20 CA por color,
10 barcos para todos, 15 CQ por barco. Sin correo a tiempo: la región de
entrada se sortea; los créditos se gastan en CQ colocados por sorteo, sin
operaciones; una retirada sin respuesta queda rechazada. Opciones (las
elige quien crea la partida): scenario, max_turns, answer_hours,
cards=FICHERO, losses=1/1,1/2,2/3 (fichas que pierde el derrotado en mitad,
equilibrio y doble, a distancia 1/2). En las partidas nuevas, tras 20
rondas seguidas sin que ninguna tarjeta cambie de lugar, la partida
termina en tablas.

@@ nm.w.credit
crédito|créditos

@@ nm.view.track_over
Ronda {round}; orden de juego: {track}.

@@ nm.view.next_entry
Después entra {player}.

@@ nm.view.next_entry_you
Después entras tú.

@@ nm.view.next_turn
Después juega {player}.

@@ nm.view.next_turn_you
Después juegas tú.

@@ nm.view.next_round
Después empieza la ronda {round}, con el orden de turnos por créditos, de menos a más.

@@ nm.w.free_land
región de tierra desocupada|regiones de tierra desocupadas

@@ nm.default.entry
Si no llega tu entrada a tiempo, tu región se sortea entre las {regions} que quedan y te llevas la tarjeta {card} de la mesa (la de más puntos entre las de rubros que aún no tienes, si las hay).

@@ nm.default.entry_no_card
Si no llega tu entrada a tiempo, tu región se sortea entre las {regions} que quedan; no queda tarjeta en la mesa.

@@ nm.default.turn
Si no llega tu turno a tiempo, todo lo que tienes, {credits}, se gasta en CQ que se colocan por sorteo en tus regiones ({regions}), sin operaciones: tus barcos y tus tropas se quedan donde están.

@@ nm.default.turn_nothing
Si no llega tu turno a tiempo, pasa sin compras ni operaciones: tus barcos y tus tropas se quedan donde están.

@@ nm.default.answer
Si no respondes a tiempo, la retirada que te propone {attacker} desde {region} queda rechazada y se combate en {region}.

@@ nm.view.answer_attacker
Turno en pausa: esperas la respuesta de {player} a tu retirada.

@@ nm.pinned.battle_cards
{option}: las partidas nuevas de Nuevo Mundo juegan con {pinned}: una
batalla que destruye total o parcialmente un asentamiento da una sola
tarjeta al atacante (VI.03); una CA suelta que nunca formó parte de un
asentamiento no da ninguna.

@@ nm.pinned.stall_rounds
{option}: las partidas nuevas de Nuevo Mundo juegan con {pinned}: si
pasan tantas rondas seguidas sin que ninguna tarjeta de descubrimiento
cambie de lugar, la partida termina en tablas entre quienes siguen en
juego (toda victoria necesita tarjetas; así una mesa parada no sigue
para siempre).

@@ nm.pinned.losses_by
{option}: las partidas nuevas de Nuevo Mundo juegan con {pinned}: el
derrotado retira las fichas que indica el criterio de su vencedor (VI.03:
los 7 CQ de amarillo vacían de una victoria el barco de violeta con 3 CQ).
