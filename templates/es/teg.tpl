# TEG: textos para los jugadores (español). Cada sección "@@ id" corre
# hasta la siguiente; {nombre} se sustituye por el valor del código.

@@ teg.syn.any
INCORPORAR, CANJEAR, ATACAR, MOVER, REAGRUPAR, PASO, OCUPAR, PACTO, PACTO ZONA INTERNACIONAL, ACEPTO, RECHAZO, ROMPO o TARJETA

@@ teg.syn.place
INCORPORAR <ejércitos> <país>

@@ teg.syn.exchange
CANJEAR [<país> <país> <país>]

@@ teg.syn.attack
ATACAR <de> <a> [HASTA CONQUISTAR | HASTA QUEDAR <ejércitos>]

@@ teg.syn.move
MOVER <ejércitos> (de 1 a 3, en la línea siguiente a un ATACAR)

@@ teg.syn.regroup
REAGRUPAR <ejércitos> <de> <a>

@@ teg.syn.pass
PASO

@@ teg.syn.claim
OCUPAR <país>

@@ teg.syn.pact
PACTO <país> <país> | PACTO MUNDIAL <color o jugador>

@@ teg.syn.zone
PACTO ZONA INTERNACIONAL <país> [CON <color o jugador>]

@@ teg.syn.accept
ACEPTO PACTO <número>

@@ teg.syn.reject
RECHAZO PACTO <número>

@@ teg.syn.card
TARJETA (no hace falta: el juez la pide por ti)

@@ teg.syn.break
ROMPO PACTO <número>

@@ teg.rej.expected
se esperaba: {form}; {detail}

@@ teg.rej.empty
la línea está vacía

@@ teg.rej.not_verb
'{word}' no es una orden

@@ teg.rej.missing_number
falta un número

@@ teg.rej.big_number
'{word}' es un número demasiado grande

@@ teg.rej.not_number
'{word}' no es un número

@@ teg.rej.missing_country
falta un país

@@ teg.rej.not_country
'{word}' no es un país

@@ teg.rej.not_country_dym
'{word}' no es un país (¿quisiste decir {name}?)

@@ teg.rej.trailing
sobra '{word}'

@@ teg.rej.missing_party
falta el color o el nombre del otro jugador

@@ teg.rej.long_party
el nombre del otro jugador es demasiado largo

@@ teg.rej.three_cards
se canjean exactamente tres tarjetas, o ninguna nombrada para que el juez elija

@@ teg.rej.missing_until
falta CONQUISTAR o QUEDAR <ejércitos> después de HASTA

@@ teg.rej.not_zone
'{word}' no es ZONA INTERNACIONAL

@@ teg.rej.not_until
'{word}' no es CONQUISTAR ni QUEDAR

@@ teg.rej.no_orders
el correo no trae ninguna orden

@@ teg.rej.too_many_lines
demasiadas líneas de órdenes en un solo correo

@@ teg.rej.over
la partida ha terminado: ya no se admiten órdenes

@@ teg.rej.eliminated
tu color fue destruido: ya no juegas en esta partida

@@ teg.rej.claim_only
ahora se ocupan los países uno por vez (variante de 2 o 3 jugadores): solo valen OCUPAR y los pactos; le toca ocupar a {player}

@@ teg.rej.wait_place
no es tu turno: le toca incorporar a {player} (solo puedes mandar pactos)

@@ teg.rej.wait_turn
no es tu turno: le toca jugar a {player} (fuera de turno solo valen los pactos)

@@ teg.rej.fair_play
en esta partida se juega "Fair Play": los pactos se proponen solo en el propio turno, y ahora le toca a {player}

@@ teg.rej.unknown_party
'{word}' no es el color ni el nombre de ningún jugador

@@ teg.rej.zone_party
hay que decir con quién: PACTO ZONA INTERNACIONAL {a} CON <color o jugador>

@@ teg.rej.pact_ok
el pacto es posible

@@ teg.rej.pact_not_border
un pacto entre países es entre dos países limítrofes: {a} y {b} no lo son

@@ teg.rej.pact_not_yours
un pacto entre países se propone entre un país tuyo y uno limítrofe de otro jugador

@@ teg.rej.pact_party
el pacto es con otro jugador que siga en la partida

@@ teg.rej.pact_exists
ya hay un pacto o una propuesta igual

@@ teg.rej.pact_full
hay demasiados pactos y propuestas a la vez; rompan o rechacen alguno antes

@@ teg.rej.zone_owner
la zona internacional tiene que ser de uno de los dos jugadores del pacto

@@ teg.rej.zone_border
la zona internacional es un país limítrofe a ambos: los dos tienen que ocuparla o tener un país limítrofe con ella

@@ teg.rej.zone_armies
la zona internacional es un país no defendido: {a} tiene más de un ejército

@@ teg.rej.pact_not_offered
no hay ninguna propuesta de pacto número {pact} dirigida a ti

@@ teg.rej.pact_none
no hay ningún pacto número {pact}

@@ teg.rej.pact_not_party
no eres parte del pacto {pact}

@@ teg.rej.pact_broken
el pacto {pact} ya está roto

@@ teg.rej.no_trio
no tienes tres tarjetas que se puedan canjear (tres iguales, tres distintas, o con comodín)

@@ teg.rej.not_your_card
no tienes la tarjeta de {country}

@@ teg.rej.card_twice
la tarjeta de {country} ya se usa en este correo

@@ teg.rej.bad_trio
esas tres tarjetas no se pueden canjear: hacen falta tres símbolos iguales o tres distintos (el comodín vale por cualquiera)

@@ teg.rej.attack_late
después de reagrupar ya no se puede atacar en ese turno

@@ teg.rej.not_yours
{country} no es tuyo

@@ teg.rej.attack_own
{country} es tuyo: solo se atacan países ajenos

@@ teg.rej.not_bordering
{from} y {to} no son limítrofes; {from} limita con {near}

@@ teg.rej.attack_one
{from} tendrá a lo sumo {n}: con uno solo no se puede atacar (es el de ocupación)

@@ teg.rej.attack_from_new
{from} se conquistaría en este mismo correo con a lo sumo {n}: para atacar desde allí, pasa más con MOVER 2 o MOVER 3 después de atacarlo

@@ teg.rej.left_zero
HASTA QUEDAR necesita al menos 1 ejército (el de ocupación)

@@ teg.rej.left_high
{from} tendrá a lo sumo {n}: nunca tendrá más de {left} para empezar a atacar

@@ teg.rej.attack_pact
el pacto {pact} con {player} prohíbe atacar {to} desde {from}

@@ teg.rej.move_range
después de conquistar se pasa 1 ejército y, si se quiere, uno o dos más: MOVER 1, 2 o 3

@@ teg.rej.move_many
{from} tendrá a lo sumo {n} y uno se queda: no puede pasar tantos

@@ teg.rej.zone_move
{country} es zona internacional: se ocupa con un solo ejército

@@ teg.rej.regroup_late
el reagrupamiento va antes del canje defensivo

@@ teg.rej.zero
el número de ejércitos tiene que ser al menos 1

@@ teg.rej.zone_regroup
{country} es zona internacional: no se reagrupa sobre ella

@@ teg.rej.regroup_many
{from} tendrá a lo sumo {n}: siempre se queda uno, y los ejércitos que llegan reagrupando no vuelven a moverse

@@ teg.rej.first_round
en la primera vuelta de hostilidades no se incorporan ejércitos

@@ teg.rej.first_round_exchange
en la primera vuelta de hostilidades no hay incorporación, y por lo tanto tampoco canje

@@ teg.rej.place_late
la incorporación va al principio del turno, antes de atacar

@@ teg.rej.zone_place
{country} es zona internacional: no se le incorporan ejércitos

@@ teg.rej.setup_total
en esta vuelta incorporas exactamente {need} ejércitos, no {placed}

@@ teg.rej.turn_total
este turno incorporas exactamente {need} ejércitos ({free} por países{continents}, {exchange} por canje), no {placed}

@@ teg.rej.continent
los {n} ejércitos por ocupar {continent} van a países de ese continente

@@ teg.rej.claim_phase
ya no quedan países libres para ocupar

@@ teg.rej.claim_taken
{country} ya está ocupado (o se nombra dos veces)

@@ teg.rej.setup_only_place
en las vueltas iniciales solo se incorporan ejércitos (INCORPORAR)

@@ teg.rej.after_pass
PASO termina el turno: no puede ir seguido de otras órdenes de turno

@@ teg.rej.exchange_late
el canje se hace al principio del turno (en esta partida no se permite el canje defensivo)

@@ teg.rej.move_alone
MOVER va en la línea que sigue a un ATACAR, una vez

@@ teg.n.army
{n} ejército

@@ teg.n.armies
{n} ejércitos

@@ teg.n.country
{n} país

@@ teg.n.countries
{n} países

@@ teg.n.card
{n} tarjeta

@@ teg.n.cards
{n} tarjetas

@@ teg.echo.place
Incorporar {armies} en {country}

@@ teg.echo.exchange
Canjear las tarjetas {cards}

@@ teg.echo.defensive
Canje defensivo de las tarjetas {cards} (si conquistas algún país; los ejércitos van al último conquistado)

@@ teg.echo.attack
Atacar de {from} a {to} una vez; si lo conquistas, pasar {armies}

@@ teg.echo.attack_conquer
Atacar de {from} a {to} hasta conquistarlo; si lo conquistas, pasar {armies}

@@ teg.echo.attack_left
Atacar de {from} a {to} hasta conquistarlo o hasta que en {from} queden {left} ejércitos o menos; si lo conquistas, pasar {armies}

@@ teg.echo.regroup
Reagrupar {armies} de {from} a {to}

@@ teg.echo.pass
Paso: no haces nada más este turno

@@ teg.echo.claim
Ocupar {country}

@@ teg.echo.pact
Proponer un pacto de no agresión en la frontera {a}–{b}

@@ teg.echo.pact_world
Proponer un pacto de no agresión mundial a {player} ({color})

@@ teg.echo.zone
Proponer {a} como zona internacional a {player} ({color})

@@ teg.echo.card
Tarjeta: no hace falta pedirla; al final del turno el juez te la da si te corresponde

@@ teg.echo.accept
Aceptar la propuesta de pacto {pact}

@@ teg.echo.reject
Rechazar la propuesta de pacto {pact}

@@ teg.echo.break
Romper (o retirar) el pacto {pact}

@@ teg.echo.turn_ends
Con este correo termina tu turno; si conquistaste lo necesario, el juez pide tu tarjeta.

@@ teg.ev.start
Empieza la partida de TEG. Jugadores y colores: {players_es}.

@@ teg.ev.start_variant
Empieza la partida de TEG para 2 o 3 jugadores (variante del reglamento: los países se ocupan de a uno y el objetivo único es conquistar los 50). Jugadores y colores: {players_es}.

@@ teg.ev.leftover
Sobran dos tarjetas de países; dados: {rolls}. Se las llevan {players}.

@@ teg.ev.dealt
{player} recibe {count} países: {list}.

@@ teg.ev.dealt_you
Recibes {count} países: {list}.

@@ teg.ev.first
Dados para ver quién empieza: {rolls}. Empieza {player} y la rueda sigue a su izquierda: se juega por este orden: {order}.

@@ teg.ev.first_you
Dados para ver quién empieza: {rolls}. Empiezas tú y la rueda sigue a tu izquierda: se juega por este orden: {order}.

@@ teg.ev.claim_to
Le toca ocupar un país libre a {player}.

@@ teg.ev.claim_to_you
Te toca ocupar un país libre.

@@ teg.ev.victory_deal
{player} ya cumple su objetivo con el reparto inicial: gana la partida.

@@ teg.ev.victory_deal_you
Ya cumples tu objetivo con el reparto inicial: ganas la partida.

@@ teg.ev.battle
{attacker} ataca de {from} a {to} ({defender}): dados {adice} contra {ddice}; {attacker} pierde {alost}, {defender} pierde {dlost}. Quedan {aleft} en {from} y {dleft} en {to}.

@@ teg.ev.battle_you
Atacas de {from} a {to} ({defender}): dados {adice} contra {ddice}; pierdes {alost}, {defender} pierde {dlost}. Quedan {aleft} en {from} y {dleft} en {to}.

@@ teg.ev.battle_yours
{attacker} te ataca de {from} a {to}: dados {adice} contra {ddice}; {attacker} pierde {alost}, pierdes {dlost}. Quedan {aleft} en {from} y {dleft} en {to}.

@@ teg.ev.eliminated
{by} destruye a {player}: su color desaparece del mapa.

@@ teg.ev.eliminated_by_you
Destruyes a {player}: su color desaparece del mapa.

@@ teg.ev.eliminated_you
{by} te destruye: tu color desaparece del mapa y ya no juegas.

@@ teg.ev.cards_handed
{player} recibe {count_es} de {victim}.

@@ teg.ev.cards_handed_yours
{player} recibe tus {count_es}.

@@ teg.ev.cards_handed_detail
Recibes {count_es} de {victim}: {list}.

@@ teg.ev.cards_discarded
{count_es} de {victim} van a la pila de canjes.

@@ teg.ev.cards_discarded_yours
Tus {count_es} van a la pila de canjes.

@@ teg.ev.objective_lost
{by} destruyó a {victim} antes que tú: tu objetivo secreto ya no se puede cumplir y solo te queda el objetivo común, ocupar 30 países (no se anuncia a los demás).

@@ teg.ev.victory_all
{player} ocupa los 50 países: gana la partida.

@@ teg.ev.victory_all_you
Ocupas los 50 países: ganas la partida.

@@ teg.ev.victory_common
{player} ocupa {count} países y cumple el objetivo común: gana la partida.

@@ teg.ev.victory_common_you
Ocupas {count} países y cumples el objetivo común: ganas la partida.

@@ teg.ev.victory_destroy
{player} destruye a {victim}, que era su objetivo secreto: gana la partida.

@@ teg.ev.victory_destroy_you
Destruyes a {victim}, que era tu objetivo secreto: ganas la partida.

@@ teg.ev.victory_secret
{player} cumple su objetivo secreto y gana la partida. Su objetivo era:

@@ teg.ev.victory_secret_you
Cumples tu objetivo secreto y ganas la partida. Tu objetivo era:

@@ teg.ev.conquest
{attacker} conquista {to} ({defender}) y pasa {moved} desde {from}.

@@ teg.ev.conquest_you
Conquistas {to} ({defender}) y pasas {moved} desde {from}.

@@ teg.ev.conquest_yours
{attacker} te conquista {to} y pasa {moved} desde {from}.

@@ teg.ev.move_partial
En {from} no había para pasar {wanted} a {to}: pasan {moved}.

@@ teg.ev.skip_attack_from
Se salta el ataque de {player} de {from} a {to}: {from} no es suyo (no llegó a conquistarlo).

@@ teg.ev.skip_attack_from_you
Se salta tu ataque de {from} a {to}: {from} no es tuyo (no llegaste a conquistarlo).

@@ teg.ev.skip_attack_taken
Se salta el ataque de {player} de {from} a {to}: {to} ya es suyo.

@@ teg.ev.skip_attack_taken_you
Se salta tu ataque de {from} a {to}: {to} ya es tuyo.

@@ teg.ev.skip_attack_armies
Se salta el ataque de {player} de {from} a {to}: en {from} ya no quedan ejércitos para atacar.

@@ teg.ev.skip_attack_armies_you
Se salta tu ataque de {from} a {to}: en {from} ya no quedan ejércitos para atacar.

@@ teg.ev.skip_attack_left
Se salta el ataque de {player} de {from} a {to}: {from} ya está en el límite de HASTA QUEDAR {left}.

@@ teg.ev.skip_attack_left_you
Se salta tu ataque de {from} a {to}: {from} ya está en el límite de HASTA QUEDAR {left}.

@@ teg.ev.skip_attack_pact
Se salta el ataque de {player} de {from} a {to}: lo prohíbe el pacto {pact}.

@@ teg.ev.skip_attack_pact_you
Se salta tu ataque de {from} a {to}: lo prohíbe el pacto {pact}.

@@ teg.ev.attack_stopped
{player} deja de atacar {to} desde {from}: quedan {aleft} en {from} y {dleft} en {to}.

@@ teg.ev.attack_stopped_you
Dejas de atacar {to} desde {from}: quedan {aleft} en {from} y {dleft} en {to}.

@@ teg.ev.your_objective
Tu objetivo secreto: {objective_es}

@@ teg.ev.objective_right
(Ese color no está en juego o es el tuyo: tu objetivo es destruir a {player}, el jugador sentado a tu derecha.)

@@ teg.ev.cap
Se alcanzó el límite de {max} turnos: la partida termina en tablas entre {players}.

@@ teg.ev.draw
La partida termina en tablas entre {players}.

@@ teg.ev.claimed
{player} ocupa {country}.

@@ teg.ev.claimed_you
Ocupas {country}.

@@ teg.ev.claims_done
Los 50 países están ocupados.

@@ teg.ev.place_to
Colocación, ronda {round}: le toca incorporar {armies_es} a {player}.

@@ teg.ev.place_to_you
Colocación, ronda {round}: te toca incorporar {armies_es}.

@@ teg.ev.hostilities
Se inician las hostilidades: empieza {player}. En la primera vuelta no se incorporan ejércitos.

@@ teg.ev.hostilities_you
Se inician las hostilidades: empiezas tú. En la primera vuelta no se incorporan ejércitos.

@@ teg.ev.turn
Turno {turn}: le toca a {player}.

@@ teg.ev.turn_you
Turno {turn}: te toca.

@@ teg.ev.turn_first
Turno {turn}: le toca a {player} (primera vuelta de hostilidades: sin incorporación).

@@ teg.ev.turn_first_you
Turno {turn}: te toca (primera vuelta de hostilidades: sin incorporación).

@@ teg.ev.placed
{player} incorpora {count}: {list}.

@@ teg.ev.placed_you
Incorporas {count}: {list}.

@@ teg.ev.exchange
{player} canjea {cards} (su canje número {nth}): {value} ejércitos.

@@ teg.ev.exchange_you
Canjeas {cards} (tu canje número {nth}): {value} ejércitos.

@@ teg.ev.forced_exchange
{player} tenía cinco tarjetas y le correspondía otra: el juez hace el canje obligatorio de {cards} (canje número {nth}) y pone los {value} ejércitos en {country}, su último país conquistado.

@@ teg.ev.forced_exchange_you
Tenías cinco tarjetas y te correspondía otra: el juez hace tu canje obligatorio de {cards} (canje número {nth}) y pone los {value} ejércitos en {country}, tu último país conquistado.

@@ teg.ev.defensive
{player} hace un canje defensivo con {cards} (canje número {nth}): {value} ejércitos en {country}, su último país conquistado.

@@ teg.ev.defensive_you
Haces un canje defensivo con {cards} (canje número {nth}): {value} ejércitos en {country}, tu último país conquistado.

@@ teg.ev.reshuffle
Se acabó el mazo: se mezclan las tarjetas canjeadas y se usan nuevamente.

@@ teg.ev.no_card_deck
No quedan tarjetas de países para {player}: todas están en manos de los jugadores.

@@ teg.ev.no_card_deck_you
No quedan tarjetas de países para ti: todas están en manos de los jugadores.

@@ teg.ev.card
{player} recibe una tarjeta de países.

@@ teg.ev.card_detail
Recibes una tarjeta de países: {country}.

@@ teg.ev.no_card_hand
{player} no recibe tarjeta: no pudo canjear antes de recibir la sexta.

@@ teg.ev.no_card_hand_you
No recibes tarjeta: no pudiste canjear antes de recibir la sexta.

@@ teg.ev.no_card_two
{player} no recibe tarjeta: desde su tercer canje necesita conquistar dos países en el turno.

@@ teg.ev.no_card_two_you
No recibes tarjeta: desde tu tercer canje necesitas conquistar dos países en el turno.

@@ teg.ev.card_bonus
{player} tiene la tarjeta de {country} y ese país: pone allí 2 ejércitos de premio.

@@ teg.ev.card_bonus_you
Tienes la tarjeta de {country} y ese país: pones allí 2 ejércitos de premio.

@@ teg.ev.sum_conquests
{player} conquista {list}.

@@ teg.ev.sum_conquests_you
Conquistas {list}

@@ teg.ev.sum_none
{player} juega sin conquistar.

@@ teg.ev.sum_none_you
Juegas sin conquistar.

@@ teg.skip.pact_ok
El pacto se hace.

@@ teg.skip.pact_ok_you
El pacto se hace.

@@ teg.skip.pact_not_border
Se salta el pacto de {player}: {a} y {b} no son limítrofes.

@@ teg.skip.pact_not_border_you
Se salta tu pacto: {a} y {b} no son limítrofes.

@@ teg.skip.pact_not_yours
Se salta la propuesta de pacto {a}–{b} de {player}: ya no es entre un país suyo y uno de otro jugador.

@@ teg.skip.pact_not_yours_you
Se salta tu propuesta de pacto {a}–{b}: ya no es entre un país tuyo y uno de otro jugador.

@@ teg.skip.pact_party
Se salta el pacto de {player}: el otro jugador ya no está en la partida.

@@ teg.skip.pact_party_you
Se salta tu pacto: el otro jugador ya no está en la partida.

@@ teg.skip.pact_exists
Se salta la propuesta de {player}: ya hay un pacto igual.

@@ teg.skip.pact_exists_you
Se salta tu propuesta: ya hay un pacto igual.

@@ teg.skip.pact_full
Se salta la propuesta de {player}: hay demasiados pactos a la vez.

@@ teg.skip.pact_full_you
Se salta tu propuesta: hay demasiados pactos a la vez.

@@ teg.skip.zone_owner
Se salta la zona internacional {a} de {player}: el país no es de ninguno de los dos.

@@ teg.skip.zone_owner_you
Se salta tu zona internacional {a}: el país no es de ninguno de los dos.

@@ teg.skip.zone_border
Se salta la zona internacional {a} de {player}: no es limítrofe a ambos.

@@ teg.skip.zone_border_you
Se salta tu zona internacional {a}: no es limítrofe a ambos.

@@ teg.skip.zone_armies
Se salta la zona internacional {a} de {player}: tiene más de un ejército (no es un país no defendido).

@@ teg.skip.zone_armies_you
Se salta tu zona internacional {a}: tiene más de un ejército (no es un país no defendido).

@@ teg.skip.pact_not_offered
Se salta la respuesta de {player} a la propuesta {pact}: ya no está pendiente.

@@ teg.skip.pact_not_offered_you
Se salta tu respuesta a la propuesta {pact}: ya no está pendiente.

@@ teg.skip.pact_none
Se salta la orden de {player} sobre el pacto {pact}: ya no existe.

@@ teg.skip.pact_none_you
Se salta tu orden sobre el pacto {pact}: ya no existe.

@@ teg.skip.pact_not_party
Se salta la orden de {player} sobre el pacto {pact}: no es parte de él.

@@ teg.skip.pact_not_party_you
Se salta tu orden sobre el pacto {pact}: no eres parte de él.

@@ teg.skip.pact_broken
Se salta la ruptura del pacto {pact} por {player}: ya estaba roto.

@@ teg.skip.pact_broken_you
Se salta tu ruptura del pacto {pact}: ya estaba roto.

@@ teg.ev.propose_border
{from} propone a {to} el pacto {pact}: no agresión en la frontera {a}–{b}. {to} contesta con ACEPTO PACTO {pact} o RECHAZO PACTO {pact}.

@@ teg.ev.propose_border_by_you
Propones a {to} el pacto {pact}: no agresión en la frontera {a}–{b}. {to} contesta con ACEPTO PACTO {pact} o RECHAZO PACTO {pact}.

@@ teg.ev.propose_border_you
{from} te propone el pacto {pact}: no agresión en la frontera {a}–{b}. Contesta con ACEPTO PACTO {pact} o RECHAZO PACTO {pact}.

@@ teg.ev.propose_world
{from} propone a {to} el pacto {pact}: no agresión mundial. {to} contesta con ACEPTO PACTO {pact} o RECHAZO PACTO {pact}.

@@ teg.ev.propose_world_by_you
Propones a {to} el pacto {pact}: no agresión mundial. {to} contesta con ACEPTO PACTO {pact} o RECHAZO PACTO {pact}.

@@ teg.ev.propose_world_you
{from} te propone el pacto {pact}: no agresión mundial. Contesta con ACEPTO PACTO {pact} o RECHAZO PACTO {pact}.

@@ teg.ev.propose_zone
{from} propone a {to} el pacto {pact}: {a}, zona internacional. {to} contesta con ACEPTO PACTO {pact} o RECHAZO PACTO {pact}.

@@ teg.ev.propose_zone_by_you
Propones a {to} el pacto {pact}: {a}, zona internacional. {to} contesta con ACEPTO PACTO {pact} o RECHAZO PACTO {pact}.

@@ teg.ev.propose_zone_you
{from} te propone el pacto {pact}: {a}, zona internacional. Contesta con ACEPTO PACTO {pact} o RECHAZO PACTO {pact}.

@@ teg.ev.pact_accepted
{player} acepta el pacto {pact}: está en vigencia.

@@ teg.ev.pact_accepted_you
Aceptas el pacto {pact}: está en vigencia.

@@ teg.ev.pact_rejected
{player} rechaza la propuesta de pacto {pact}.

@@ teg.ev.pact_rejected_you
Rechazas la propuesta de pacto {pact}.

@@ teg.ev.pact_withdrawn
{player} retira su propuesta de pacto {pact}.

@@ teg.ev.pact_withdrawn_you
Retiras tu propuesta de pacto {pact}.

@@ teg.ev.pact_broken
{player} rompe el pacto {pact}: debe seguir respetándolo hasta que termine el próximo turno de {other}.

@@ teg.ev.pact_broken_you
Rompes el pacto {pact}: debes seguir respetándolo hasta que termine el próximo turno de {other}.

@@ teg.ev.pact_broken_to_you
{player} rompe el pacto {pact}: debe seguir respetándolo hasta que termine tu próximo turno.

@@ teg.ev.pact_ended_country
El pacto {pact} queda roto: otro color ocupó {country}.

@@ teg.ev.pact_ended_player
El pacto {pact} termina: uno de sus jugadores fue destruido.

@@ teg.ev.pact_ended_break
El pacto {pact}, roto antes, ya no obliga a nadie.

@@ teg.ev.skip_regroup_owner
Se salta el reagrupamiento de {player} de {n} de {from} a {to}: uno de los dos países no es suyo.

@@ teg.ev.skip_regroup_owner_you
Se salta tu reagrupamiento de {n} de {from} a {to}: uno de los dos países no es tuyo.

@@ teg.ev.skip_regroup_zone
Se salta el reagrupamiento de {player} de {from} a {to}: {to} es zona internacional.

@@ teg.ev.skip_regroup_zone_you
Se salta tu reagrupamiento de {from} a {to}: {to} es zona internacional.

@@ teg.ev.skip_regroup_armies
Se salta el reagrupamiento de {player} de {n} de {from} a {to}: en {from} no quedan ejércitos que puedan moverse.

@@ teg.ev.skip_regroup_armies_you
Se salta tu reagrupamiento de {n} de {from} a {to}: en {from} no quedan ejércitos que puedan moverse.

@@ teg.ev.regroup
{player} reagrupa {n} de {from} a {to}.

@@ teg.ev.regroup_you
Reagrupas {n} de {from} a {to}.

@@ teg.ev.regroup_partial
{player} quería reagrupar {wanted} de {from} a {to}, pero solo pueden moverse {n}: pasan {n}.

@@ teg.ev.regroup_partial_you
Querías reagrupar {wanted} de {from} a {to}, pero solo pueden moverse {n}: pasan {n}.

@@ teg.ev.skip_defensive_none
Se salta el canje defensivo de {player} ({cards}): no conquistó ningún país.

@@ teg.ev.skip_defensive_none_you
Se salta tu canje defensivo ({cards}): no conquistaste ningún país.

@@ teg.ev.skip_defensive_zone
Se salta el canje defensivo de {player} ({cards}): su último país conquistado es zona internacional.

@@ teg.ev.skip_defensive_zone_you
Se salta tu canje defensivo ({cards}): tu último país conquistado es zona internacional.

@@ teg.ev.claims_queued
Quedan anotados {count_es} para tus próximas ocupaciones, en este orden: {list}. Se aplican cuando te toque ocupar (se saltan los que ya estén ocupados).

@@ teg.ev.claims_queued_one
Queda anotado {count_es} para tu próxima ocupación: {list}. Se aplica cuando te toque ocupar (se salta si ya está ocupado).

@@ teg.ev.claims_replaced
Esto sustituye a lo que tenías anotado: {list}.

@@ teg.ev.timeout_claim
No llegaron tus órdenes a tiempo: el juez ocupó {country} al azar.

@@ teg.ev.timeout_place
No llegaron tus órdenes a tiempo: el juez incorporó tus ejércitos al azar.

@@ teg.ev.timeout_turn
No llegaron tus órdenes a tiempo: el juez incorporó tus ejércitos al azar y pasó tu turno sin atacar.

@@ teg.default.claim
Si no contestas a tiempo, el juez ocupará por ti un país libre elegido al azar.

@@ teg.default.place
Si no contestas a tiempo, el juez incorporará por ti {armies}, de uno en uno, en países tuyos elegidos al azar.

@@ teg.default.turn_first
Si no contestas a tiempo, el juez pasará tu turno sin atacar ni reagrupar (en la primera vuelta no se incorpora).

@@ teg.default.turn
Si no contestas a tiempo, el juez incorporará por ti {armies} ({free} en países tuyos elegidos al azar{continents}), sin canjear, y pasará tu turno sin atacar ni reagrupar.

@@ teg.pact.border
no agresión en la frontera {a}–{b}

@@ teg.pact.world
no agresión mundial

@@ teg.pact.zone
{a}, zona internacional

@@ teg.pact.proposed
#{pact} {what}: propuesto por {from} a {to}, pendiente

@@ teg.pact.active
#{pact} {what}: entre {from} y {to}, en vigencia

@@ teg.pact.broken
#{pact} {what}: entre {from} y {to}, roto por {breaker}, que lo respeta hasta que termine el próximo turno de {other}

@@ teg.pact.proposed_by_you
#{pact} {what}: lo propones a {to}, pendiente de su respuesta

@@ teg.pact.proposed_to_you
#{pact} {what}: te lo propone {from}; contesta ACEPTO PACTO {pact} o RECHAZO PACTO {pact}

@@ teg.pact.active_you
#{pact} {what}: con {them}, en vigencia

@@ teg.pact.broken_by_you
#{pact} {what}: con {other}, roto por ti; lo respetas hasta que termine el próximo turno de {other}

@@ teg.pact.broken_to_you
#{pact} {what}: con {breaker}, que lo rompió y lo respeta hasta que termine tu próximo turno

@@ teg.obj.variant
Objetivo único y común (2 o 3 jugadores): conquistar los 50 países.

@@ teg.obj.common_only
(Otro jugador destruyó a {player}: ese objetivo ya no se puede cumplir y solo te queda el objetivo común.)

@@ teg.obj.right
(Ese color no está en juego o es el tuyo: destruir a {player}, {color}, el jugador sentado a tu derecha.)

@@ teg.obj.plus_common
Además, como todos: ocupar 30 países.

@@ teg.obj.0
OBJETIVO COMUN: ocupar 30 países.

@@ teg.obj.1
Ocupar África, 5 países de América del Norte y 4 países de Europa.

@@ teg.obj.2
Ocupar América del Sur, 7 países de Europa y 3 países limítrofes entre sí en cualquier lugar del mapa.

@@ teg.obj.3
Ocupar Asia y 2 países de América del Sur.

@@ teg.obj.4
Ocupar Europa, 4 países de Asia y 2 países de América del Sur.

@@ teg.obj.5
Ocupar América del Norte, 2 países de Oceanía y 4 de Asia.

@@ teg.obj.6
Ocupar 2 países de Oceanía, 2 países de África, 2 países de América del Sur, 3 países de Europa, 4 de América del Norte y 3 de Asia.

@@ teg.obj.7
Ocupar Oceanía, América del Norte y 2 países de Europa.

@@ teg.obj.8
Ocupar América del Sur, África y 5 países de América del Norte.

@@ teg.obj.9
Destruir el ejército azul de ser imposible al jugador de la derecha.

@@ teg.obj.10
Destruir al ejército rojo de ser imposible al jugador de la derecha.

@@ teg.obj.11
Destruir al ejército negro de ser imposible al jugador de la derecha.

@@ teg.obj.12
Destruir al ejército amarillo de ser imposible al jugador de la derecha.

@@ teg.obj.13
Destruir al ejército verde de ser imposible al jugador de la derecha.

@@ teg.obj.14
Destruir al ejército magenta de ser imposible al jugador de la derecha.

@@ teg.color.azul
azul

@@ teg.color.rojo
rojo

@@ teg.color.negro
negro

@@ teg.color.amarillo
amarillo

@@ teg.color.verde
verde

@@ teg.color.magenta
magenta

@@ teg.cont.south-america
América del Sur

@@ teg.cont.north-america
América del Norte

@@ teg.cont.europe
Europa

@@ teg.cont.asia
Asia

@@ teg.cont.africa
África

@@ teg.cont.oceania
Oceanía

@@ teg.sym.galeon
galeón

@@ teg.sym.globo
globo

@@ teg.sym.canon
cañón

@@ teg.sym.comodin
comodín

@@ teg.view.title
== TEG ==

@@ teg.view.title_variant
== TEG (variante para 2 o 3 jugadores) ==

@@ teg.view.players
Jugadores en orden de juego:

@@ teg.view.player
  {player} ({color}): países {countries}, ejércitos {armies}, tarjetas {cards}, canjes {exchanges}

@@ teg.view.player_out
  {player} ({color}): sin países, fuera de la partida; canjes {exchanges}

@@ teg.view.no_pacts
Pactos: ninguno.

@@ teg.view.pacts
Pactos (públicos):

@@ teg.view.claim_you
Te toca ocupar un país libre (libres: {n}): OCUPAR <país>. Puedes anotar más líneas OCUPAR para tus próximas ocupaciones.

@@ teg.view.claim_other
Le toca ocupar un país libre a {player} (libres: {n}). Puedes anotar de antemano tus próximas ocupaciones con líneas OCUPAR.

@@ teg.view.place_you
Colocación, ronda {round}: te toca incorporar {armies} en tus países (INCORPORAR <ejércitos> <país>).

@@ teg.view.place_other
Colocación, ronda {round}: le toca incorporar {armies} a {player}.

@@ teg.view.turn_other
Turno {turn}: le toca a {player}.

@@ teg.view.turn_you_first
Turno {turn}: te toca. Primera vuelta de hostilidades: no incorporas; puedes ATACAR, luego REAGRUPAR (o PASO). Todo el turno en un correo.

@@ teg.view.turn_you
Turno {turn}: te toca. Incorporas {total}: {free} por tener {countries}{continents}; más lo que canjees. Luego ATACAR, luego REAGRUPAR. Todo el turno en un correo.

@@ teg.view.income_continent
{n} por {continent}, a poner en ese continente

@@ teg.view.can_exchange
Tienes un canje posible: tu próximo canje vale {value} ejércitos (CANJEAR).

@@ teg.view.must_exchange
Tienes cinco tarjetas o más: si te corresponde tarjeta al final del turno y no canjeaste, el juez hará el canje obligatorio.

@@ teg.view.over_victory
La partida ha terminado: gana {players}.

@@ teg.view.over_you
La partida ha terminado: has ganado.

@@ teg.view.over_draw
La partida ha terminado en tablas entre {players}.

@@ teg.view.over_cap
La partida ha terminado al alcanzar el límite de turnos: empate entre {players}.

@@ teg.view.map
Mapa (país, dueño, ejércitos):

@@ teg.view.continent
{continent} (+{bonus} a quien lo ocupe entero):

@@ teg.view.you_out
Tu color fue destruido: ya no juegas.

@@ teg.view.card
{country} ({symbol})

@@ teg.view.card_used
{country} ({symbol}, premio ya puesto)

@@ teg.view.cards
Tus tarjetas: {list}.

@@ teg.view.no_cards
Tus tarjetas: ninguna.

@@ teg.view.objective
Tu objetivo secreto: {objective}

@@ teg.view.goal_variant
Para ganar (variante de 2 o 3 jugadores, sin objetivos secretos): ocupar los 50 países.

@@ teg.view.queue
Ocupaciones anotadas: {list}.

@@ teg.help
TEG: órdenes, una por línea; da igual mayúsculas o acentos; los países
por su nombre, p. ej. "Nueva York", "Gran Bretaña", "Perú". Todo tu
turno va en un solo correo, en este orden:

1. Incorporación (desde la segunda vuelta de hostilidades):
  CANJEAR Brasil Chile Perú
      canjea esas tres tarjetas (tres iguales, tres distintas o con
      comodín)
  CANJEAR
      el juez elige las tres tarjetas
  INCORPORAR 3 Argentina
      pon exactamente lo que te corresponde: la mitad de tus países
      (mínimo 3), más los continentes enteros (en ese continente), más
      los canjes
2. Ataques, en orden (un ataque que los dados hicieron imposible se
   salta y se informa):
  ATACAR Brasil Uruguay
      una tirada
  ATACAR Brasil Uruguay HASTA CONQUISTAR
      repite mientras Brasil pueda atacar
  ATACAR Brasil Uruguay HASTA QUEDAR 3
      repite mientras Brasil tenga más de 3
  MOVER 3
      en la línea siguiente: cuántos pasan si conquistas (de 1 a 3; 1 si
      no lo dices)
3. Reagrupamiento (después de atacar ya no se ataca):
  REAGRUPAR 4 Brasil Argentina
      entre países tuyos limítrofes; un ejército movido no vuelve a
      moverse
  CANJEAR Brasil Chile Perú (tras los ataques)
      canje defensivo, si la partida lo permite
4. La tarjeta de países la pide el juez por ti si conquistaste (dos
   países desde tu tercer canje); una línea TARJETA se acepta y no
   cambia nada.
  PASO
      el turno acaba sin atacar (si te toca incorporar, incorpora
      igual)

En las vueltas iniciales: INCORPORAR (5 y luego 3 ejércitos). Con 2 o 3
jugadores (variante):
  OCUPAR Brasil
      ocupa un país libre; más líneas quedan anotadas para después

Pactos, en cualquier momento (son públicos y el juez los hace respetar):
  PACTO Brasil Sahara
      no agresión en esa frontera (Brasil tuyo, Sahara de otro)
  PACTO MUNDIAL amarillo
      no agresión en todo el mapa con ese color (o nombre de jugador)
  PACTO ZONA INTERNACIONAL Oregón [CON rojo]
      país limítrofe a ambos, con un solo ejército
  ACEPTO PACTO 3 / RECHAZO PACTO 3 / ROMPO PACTO 3
Quien rompe un pacto lo respeta hasta que termine el próximo turno del
otro; un pacto entre países termina si uno de ellos cambia de dueño.

Resumen: gana quien cumple su objetivo secreto o ocupa 30 países, en el
momento en que lo logra. En la variante de 2 o 3 jugadores (tu vista
dice si se juega) no hay objetivos secretos ni vale ocupar 30: gana
solo quien ocupa los 50 países.
Ataque: el atacante tira un dado por ejército menos uno (máximo 3), el
defensor uno por ejército (máximo 3); se comparan de mayor a menor y el
empate gana el defensor.
Canjes: 4, 7, 10, y luego 5 más cada vez. Con la tarjeta de un país
tuyo: 2 ejércitos allí, una vez.
Equivalentes en inglés: PLACE, EXCHANGE, ATTACK, UNTIL CONQUERED,
UNTIL LEFT n, MOVE, REGROUP, PASS, OCCUPY, PACT, PACT WORLD,
INTERNATIONAL ZONE, ACCEPT, REJECT, BREAK.

@@ teg.help.borders
Fronteras (cada país y sus limítrofes):

@@ teg.pic.turn
turno {n}

@@ teg.pic.place
colocación, ronda {n}

@@ teg.pic.claim
ocupación de países

@@ teg.pic.armies
ejércitos en el país
