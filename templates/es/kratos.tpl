# Κρατος: textos para los jugadores (español). Cada sección "@@ id"
# corre hasta la siguiente; {nombre} se sustituye por el valor del código.

@@ kratos.echo.order
  {order}

@@ kratos.ev.built
{player_es} construye la pieza {piece} ({type_es}) en la isla {island}.

@@ kratos.ev.cap
Se alcanzó el límite de turnos de la partida: tablas entre quienes siguen en juego.

@@ kratos.ev.created
Κρατος empieza: cada color tiene su capital y su isla secundaria (regla 11). Colores del bot: {bots_es}. Todos colocan a la vez: envía tu colocación inicial (COLOCAR); el primer turno empieza cuando hayan colocado todos o al vencer el plazo.

@@ kratos.ev.dead_table
Mesa muerta: todos los turnos de las últimas rondas (famine_rounds={rounds}) empezaron con hambre (reglas 17 y 18: con hambre solo se puede vender o pasar), así que nadie puede ya cambiar la partida. Termina en tablas entre quienes siguen en juego.

@@ kratos.ev.dived
El submarino {piece} se sumerge.

@@ kratos.ev.draw
La partida termina en tablas entre quienes siguen en juego (por acuerdo de todos o del director de juego: las reglas no tienen tablas).

@@ kratos.ev.eliminated
{who_es} pierde su capital, la isla {island}, y queda fuera del juego: todo lo suyo pasa a {taker_es} (regla 69).

@@ kratos.ev.gold
{from_es} da {amount} onzas de oro a {to_es}.

@@ kratos.ev.island_taken
La isla {island} pasa de {from_es} a {to_es} (regla 43).

@@ kratos.ev.laid
El dragaminas {piece} coloca una mina en {cell}.

@@ kratos.ev.loaded
La pieza {piece} carga en la isla {island}.

@@ kratos.ev.moved
{player_es} mueve {piece} ({type_es}) de {from_es} a {to_es}.

@@ kratos.ev.no_seat_left
Ningún jugador sigue en juego: la partida termina.

@@ kratos.ev.play_out
Ningún jugador sigue en juego, pero la partida sigue hasta que solo quede un color (regla 70): desde el turno {turn}, el bot juega ya sus colores hasta el final, sin esperar a nadie. Abajo, quién cae y cómo termina.

@@ kratos.ev.placed
{player_es} ha colocado sus piezas.

@@ kratos.ev.produced
La productora {piece} produce {n} de {good_es} en la isla {island}.

@@ kratos.ev.repaired
La pieza {piece} se repara en la isla {island}.

@@ kratos.ev.setup_default
{player_es} no envió su colocación: se hizo la aconsejada por la regla 12.

@@ kratos.ev.setup_done
Todas las piezas están colocadas: empieza el primer turno.

@@ kratos.ev.shot_depot
{player_es}: {piece} ({type_es}) dispara al depósito {target_es} (distancia {dist}): dado {roll}, potencia {power}: impacto, se pierde un cargamento.

@@ kratos.ev.shot_listed
{player_es}: {piece} ({type_es}) dispara a {target_es} (distancia {dist}): dado {roll}, potencia {power}: impacto, queda escorado.

@@ kratos.ev.shot_miss
{player_es}: {piece} ({type_es}) dispara a {target_es} (distancia {dist}): dado {roll}, potencia {power}: fallo.

@@ kratos.ev.shot_sunk
{player_es}: {piece} ({type_es}) dispara a {target_es} (distancia {dist}): dado {roll}, potencia {power}: impacto, queda destruido.

@@ kratos.ev.skipped
{player_es} no jugó a tiempo: su turno se salta (regla 16).

@@ kratos.ev.sold
{player_es} vende la pieza {piece} ({type_es}) de {from_es} a {to_es} (regla 21).

@@ kratos.ev.steel_lost
Acero sin transformar perdido en la isla {island}: {n} (regla 57).

@@ kratos.ev.surfaced
El submarino {piece} emerge.

@@ kratos.ev.swept
El dragaminas {piece} recoge la mina de {cell}.

@@ kratos.ev.turn
Turno {turn}: {who_es} retira {bread} de pan, saca un {die}: velocidad base {base}.

@@ kratos.ev.turn_famine
Turno {turn}: {who_es} padece hambre (solo {bread} de pan; regla 18: solo vender o pasar), saca un {die}: velocidad base {base}.

@@ kratos.ev.turn_over
Termina el turno de {player_es}.

@@ kratos.ev.unloaded
La pieza {piece} descarga en la isla {island}.

@@ kratos.ev.victory
{who_es} gana la partida: no queda nadie más en juego (regla 70).

@@ kratos.ev.built_you
Construyes la pieza {piece} ({type_es}) en la isla {island}.

@@ kratos.ev.dived_you
Tu submarino {piece} se sumerge.

@@ kratos.ev.eliminated_to_you
{who_es} pierde su capital, la isla {island}, y queda fuera del juego: todo lo suyo pasa a ti (regla 69).

@@ kratos.ev.eliminated_you
Pierdes tu capital, la isla {island}, y quedas fuera del juego: todo lo tuyo pasa a {taker_es} (regla 69).

@@ kratos.ev.gold_to_you
{from_es} te da {amount} onzas de oro.

@@ kratos.ev.gold_you
Das {amount} onzas de oro a {to_es}.

@@ kratos.ev.island_taken_to_you
Pierdes la isla {island}: pasa a {to_es} (regla 43).

@@ kratos.ev.island_taken_you
Tomas la isla {island}, que era de {from_es} (regla 43).

@@ kratos.ev.laid_you
Tu dragaminas {piece} coloca una mina en {cell}.

@@ kratos.ev.loaded_you
Tu pieza {piece} carga en la isla {island}.

@@ kratos.ev.moved_you
Mueves {piece} ({type_es}) de {from_es} a {to_es}.

@@ kratos.ev.placed_you
Has colocado tus piezas.

@@ kratos.ev.produced_many
Las productoras {pieces_es} producen {n} de {good_es} en la isla {island}.

@@ kratos.ev.produced_many_you
Tus productoras {pieces_es} producen {n} de {good_es} en la isla {island}.

@@ kratos.ev.produced_you
Tu productora {piece} produce {n} de {good_es} en la isla {island}.

@@ kratos.ev.repaired_you
Tu pieza {piece} se repara en la isla {island}.

@@ kratos.ev.setup_default_you
No enviaste tu colocación: se hizo la aconsejada por la regla 12.

@@ kratos.ev.shot_depot_to_you
{player_es}: {piece} ({type_es}) dispara a tu depósito {target_es} (distancia {dist}): dado {roll}, potencia {power}: impacto, pierdes un cargamento.

@@ kratos.ev.shot_depot_you
Tu {piece} ({type_es}) dispara al depósito {target_es} (distancia {dist}): dado {roll}, potencia {power}: impacto, se pierde un cargamento.

@@ kratos.ev.shot_listed_to_you
{player_es}: {piece} ({type_es}) dispara a tu {target_es} (distancia {dist}): dado {roll}, potencia {power}: impacto, queda escorado.

@@ kratos.ev.shot_listed_you
Tu {piece} ({type_es}) dispara a {target_es} (distancia {dist}): dado {roll}, potencia {power}: impacto, queda escorado.

@@ kratos.ev.shot_miss_to_you
{player_es}: {piece} ({type_es}) dispara a tu {target_es} (distancia {dist}): dado {roll}, potencia {power}: fallo.

@@ kratos.ev.shot_miss_you
Tu {piece} ({type_es}) dispara a {target_es} (distancia {dist}): dado {roll}, potencia {power}: fallo.

@@ kratos.ev.shot_sunk_to_you
{player_es}: {piece} ({type_es}) dispara a tu {target_es} (distancia {dist}): dado {roll}, potencia {power}: impacto, queda destruido.

@@ kratos.ev.shot_sunk_you
Tu {piece} ({type_es}) dispara a {target_es} (distancia {dist}): dado {roll}, potencia {power}: impacto, queda destruido.

@@ kratos.ev.skipped_you
No jugaste a tiempo: tu turno se salta (regla 16).

@@ kratos.ev.sold_to_you
{player_es} te vende la pieza {piece} ({type_es}) de {from_es} (regla 21).

@@ kratos.ev.sold_you
Vendes la pieza {piece} ({type_es}) de {from_es} a {to_es} (regla 21).

@@ kratos.ev.surfaced_you
Tu submarino {piece} emerge.

@@ kratos.ev.swept_you
Tu dragaminas {piece} recoge la mina de {cell}.

@@ kratos.ev.turn_famine_you
Turno {turn}: te toca ({who_es}) y padeces hambre (solo {bread} de pan; regla 18: solo vender o pasar). Sacas un {die}: velocidad base {base}.

@@ kratos.ev.turn_over_you
Termina tu turno.

@@ kratos.ev.turn_you
Turno {turn}: te toca ({who_es}). Retiras {bread} de pan y sacas un {die}: velocidad base {base}.

@@ kratos.ev.unloaded_you
Tu pieza {piece} descarga en la isla {island}.

@@ kratos.ev.victory_you
Ganas la partida: no queda nadie más en juego (regla 70).

@@ kratos.ev.void
Orden sin efecto: {order_es} ({why_es})

@@ kratos.ev.void_shot
Disparo sin efecto: {order_es}: el movimiento se hizo, el disparo no ({why_es})

@@ kratos.ev.void_move
Movimiento sin efecto: {order_es}: el disparo se hizo, el movimiento no ({why_es})

@@ kratos.why.turn_lost
ya no es tu turno: has perdido tu capital (regla 69)

@@ kratos.help.moves
Jugadas (reglas 16, 31, 46, 48, 57): SUMERGIR y EMERGER valen una casilla del movimiento del submarino: antes de MOVER (que tiene una casilla menos) o después, si le sobró una; la jugada gasta 1 de gasolina. MINAR y DRAGAR son el movimiento del dragaminas a esa casilla: 1 de gasolina si se mueve, nada en su propia casilla. CONSTRUIR y REPARAR van en la jugada de la productora de acero, justo tras su PRODUCIR y antes de jugar otra pieza. El plazo de un turno se fija al empezar: los correos del turno (también DAR) no lo alargan.

@@ kratos.help.orders
Κρατος — órdenes (una por línea; piezas por su número; casillas a1..t26; islas A..R):
  MOVER 12 f7 [Y DISPARAR 40]      DISPARAR 12 40 [Y MOVER f7]
  DISPARAR 12 DEPOSITO pan C       PRODUCIR 12 [n]
  CARGAR 12 pan | CARGAR 12 40     DESCARGAR 12 [pan|40]
  SUMERGIR 12 | EMERGER 12         MINAR 12 g5 | DRAGAR 12 g5
  CONSTRUIR 12 acorazado           REPARAR 12 40
  VENDER 12 A rojo                 PASAR 12
  ACABAR (fin del turno)           DAR 1000 ORO A rojo (en cualquier
                                   momento)
  Colocación inicial: COLOCAR 3 avión C, COLOCAR 200 pan C, ...
Cómo se hace:
  Transportar: tres líneas en el mismo correo, CARGAR 12 40 (en tierra,
  al empezar la jugada del transporte 12), MOVER 12 C, DESCARGAR 12 40
  (en tierra, al acabarla) (regla 33).
  Mover y disparar a un depósito: MOVER 12 f7 Y DISPARAR DEPOSITO pan C.
  Minas: MINAR 12 g5 deja en la casilla g5 (la del dragaminas 12 o una
  vecina) una de las minas que lleva; DRAGAR 12 g5 recoge la mina de g5.
  Cada una es la jugada del dragaminas (reglas 46, 49).
  CONSTRUIR 12 acorazado: solo en la jugada de la productora de acero 12
  que acaba de producir (PRODUCIR 12 y luego CONSTRUIR), en su isla, con
  el acero que cuesta la pieza (tabla de piezas, regla 57).
  Si pierdes tu capital quedas fuera del juego: las líneas siguientes de
  tu correo ya no se hacen (regla 69).
Orden de juego: la colocación inicial es simultánea (todos colocan a la vez; el primer turno empieza cuando han colocado todos o al vencer el plazo). Después se juega un turno cada vez, por el orden de los números de turno sorteados (regla 13); los colores sin jugador los juega el bot en su turno. Un turno puede ocupar varios correos, cada uno se resuelve al llegar; el turno termina con ACABAR, cuando todas las piezas jugaron o al vencer el plazo.

@@ kratos.help.pieces_head
Piezas (reglas 44-57, 67, 68): tipo, regla, velocidad, resistencia, potencia, ángulo, capacidad productiva, acero, carga:

@@ kratos.help.tables
Reparación: {repair} de acero (regla 57). Dado y velocidad base (regla 28): 1 → 2; 2-5 → 3; 6 → 4. Pan (regla 17): 5 por isla y 1 por pieza jugable en cada turno. Gasolina (regla 31): 1 por jugada que mueve. Depósitos hasta 500; por isla hasta 25 piezas jugables, 5 productoras y 10 minas (regla 43). Oro: 90000 onzas en total, en monedas de 500 (regla 6).
La partida la gana quien queda solo (regla 70); si ya no queda ningún jugador, el bot juega en el acto sus colores hasta que quede uno (o la mesa muera), y se te cuenta el final. Con hambre solo se puede vender o pasar (regla 18); si todos los turnos de las rondas que fija la partida (famine_rounds: 3 en las partidas nuevas) empiezan con hambre, la mesa está muerta y la partida termina en tablas entre quienes siguen. También termina así en el acto si ninguna capital tiene 5 panes ni una pieza bélica: nadie podrá volver a mover.

@@ kratos.rej.after_end
el turno ya terminó en una línea anterior (ACABAR)

@@ kratos.rej.big_number
'{word}' es un número demasiado grande

@@ kratos.rej.blocked
la pieza {a} llegaría a {b} con la velocidad de este turno, pero el camino está cortado: no puede pasar por casillas ocupadas (regla 27)

@@ kratos.rej.buyer_out
{a} ya no está en el juego (regla 69)

@@ kratos.rej.cannot_carry
la pieza {a} no puede llevar {b} (reglas 33, 46, 47, 67, 68)

@@ kratos.rej.cannot_move
la pieza {a} no se traslada (regla 30)

@@ kratos.rej.cannot_shoot
la pieza {a} no dispara (regla 20)

@@ kratos.rej.cannot_shoot_now
la pieza {a} no puede disparar ahora (transportada o sumergida, regla 48)

@@ kratos.rej.carried
la pieza {a} va transportada: descárgala antes

@@ kratos.rej.carried_target
la pieza {a} va transportada y no se le puede disparar

@@ kratos.rej.depot_full
el depósito de {a} de la isla {b} no admite 100 más (regla 43: 500)

@@ kratos.rej.dive
el submarino {a} no puede cambiar así de posición (regla 48: en el mar, emergido o sumergido)

@@ kratos.rej.empty
la línea está vacía

@@ kratos.rej.empty_depot
el depósito de {a} de la isla {b} está vacío: un impacto no destruiría nada (regla 36)

@@ kratos.rej.expected
se esperaba: {form}; {detail}

@@ kratos.rej.famine
turno de hambre: la pieza {a} solo puede venderse o pasar (regla 18)

@@ kratos.rej.full
la pieza {a} ya va llena

@@ kratos.rej.gold_coins
el oro va en múltiplos de 500 onzas (regla 6)

@@ kratos.rej.gold_self
no puedes darte oro a ti mismo

@@ kratos.rej.gold_short
no tienes tanto oro

@@ kratos.rej.island_full
la isla {a} no tiene sitio (regla 43: 25 piezas jugables, 5 productoras, 10 minas)

@@ kratos.rej.just_built
la pieza {a} se construyó en este turno y juega desde el siguiente

@@ kratos.rej.mine_target
a una mina no se le dispara (regla 49)

@@ kratos.rej.missing_colour
falta el color

@@ kratos.rej.missing_gold
falta la palabra ORO

@@ kratos.rej.missing_good
falta la materia (hierro, trigo, petróleo, acero, pan, gasolina)

@@ kratos.rej.missing_island
falta una isla (una letra de la A a la R)

@@ kratos.rej.missing_number
falta un número

@@ kratos.rej.missing_piece
falta el número de una pieza

@@ kratos.rej.missing_place
falta una casilla (como f7) o una isla

@@ kratos.rej.missing_type
falta el tipo de pieza

@@ kratos.rej.no_gas
no queda gasolina en tu depósito oficial (regla 31)

@@ kratos.rej.no_ids
no caben más piezas en la partida

@@ kratos.rej.no_infra
la pieza {a} no produce en una isla sin infraestructura de {b} (regla 51)

@@ kratos.rej.no_load
no hay 100 unidades de {a} en la isla {b} (reglas 67, 68)

@@ kratos.rej.no_mine_aboard
el dragaminas no lleva minas

@@ kratos.rej.no_mine_there
no hay una mina en {a}

@@ kratos.rej.no_piece
no existe la pieza {a}

@@ kratos.rej.no_steel
no tienes {a} de acero en la isla: el acero es de quien lo produjo (regla 57)

@@ kratos.rej.no_target
no existe la pieza {a} como objetivo

@@ kratos.rej.steel_depot
el acero no es una pieza del tablero ni está en ningún depósito (regla 66): no hay nada a que disparar

@@ kratos.rej.steel_play_over
la jugada de la productora {a} terminó al jugar otra pieza: el acero se transforma en la jugada de una productora de acero, tras su PRODUCIR (regla 57)

@@ kratos.rej.target_gone
la pieza {a} ya no está: fue destruida

@@ kratos.rej.not_carrier
la pieza {a} no transporta nada (regla 33)

@@ kratos.rej.not_colour
'{word}' no es un color (rojo, azul, verde, amarillo, negro, blanco, naranja, violeta, gris)

@@ kratos.rej.not_gold
se esperaba ORO, no '{word}'

@@ kratos.rej.not_good
'{word}' no es una materia

@@ kratos.rej.not_here
la pieza {a} no está suelta en la isla {b}

@@ kratos.rej.not_island
'{word}' no es una isla (A a R)

@@ kratos.rej.not_now
esa orden no vale ahora

@@ kratos.rej.not_number
'{word}' no es un número

@@ kratos.rej.not_on_land
la pieza {a} ha de estar en tierra para cargar o descargar (regla 33)

@@ kratos.rej.not_piece
'{word}' no es el número de una pieza

@@ kratos.rej.not_place
'{word}' no es una casilla (a1 a t26) ni una isla

@@ kratos.rej.not_playable
la pieza {a} no es jugable (regla 24)

@@ kratos.rej.not_producer
la pieza {a} no es una productora

@@ kratos.rej.not_setup
COLOCAR solo vale en la colocación inicial

@@ kratos.rej.not_sub
la pieza {a} no es un submarino

@@ kratos.rej.not_sweeper
la pieza {a} no es un dragaminas

@@ kratos.rej.not_type
'{word}' no es un tipo de pieza

@@ kratos.rej.not_verb
'{word}' no es una orden

@@ kratos.rej.not_your_depot
las mercancías de la isla {a} no son tuyas (regla 24)

@@ kratos.rej.not_your_turn
no es tu turno: fuera de él solo vale DAR (reglas 15, 40)

@@ kratos.rej.not_yours
la pieza {a} no es tuya (o no está en una isla tuya, regla 20)

@@ kratos.rej.nothing_to_produce
la pieza {a} no puede producir nada (materia prima o sitio en el depósito, reglas 43, 51)

@@ kratos.rej.nothing_to_unload
la pieza {a} no lleva eso

@@ kratos.rej.occupied
la casilla {a} está ocupada (regla 27)

@@ kratos.rej.out_of_range
el objetivo está a distancia {a} y el ángulo de tiro es {b} (regla 35)

@@ kratos.rej.over
la partida ha terminado

@@ kratos.rej.place_counts
la colocación ha de repartir exactamente las posesiones de la regla 10: de {a} han de ser {b} en total

@@ kratos.rej.place_island
la isla {a} no es una de tus dos islas (regla 12)

@@ kratos.rej.place_war
ha de quedar al menos una pieza bélica en cada una de tus dos islas (regla 12)

@@ kratos.rej.placed
ya colocaste tus piezas

@@ kratos.rej.played
la pieza {a} ya jugó en este turno (regla 20)

@@ kratos.rej.repair
la pieza {a} no es un barco escorado en la isla {b} (regla 57)

@@ kratos.rej.same_place
la pieza ya está en {a}

@@ kratos.rej.setup_only
durante la colocación solo valen COLOCAR y DAR

@@ kratos.rej.shot_already
la pieza {a} ya disparó en este turno

@@ kratos.rej.steel_play
el acero se transforma en la jugada de una productora de acero que ya produjo (regla 57); la pieza {a} no lo es

@@ kratos.rej.submerged_port
el submarino {a} ha de emerger para entrar en puerto (regla 48)

@@ kratos.rej.submerged_target
la pieza {a} va sumergida: solo un dragaminas le dispara (regla 48)

@@ kratos.rej.too_far
la pieza {a} no llega a {b} con la velocidad de este turno (reglas 27-32)

@@ kratos.rej.too_many
demasiadas líneas en un solo correo

@@ kratos.rej.too_much
a lo sumo puedes producir {a}

@@ kratos.rej.trailing
sobra '{word}'

@@ kratos.syn.any
MOVER, DISPARAR, PRODUCIR, CARGAR, DESCARGAR, SUMERGIR, EMERGER, MINAR, DRAGAR, CONSTRUIR, REPARAR, VENDER, PASAR, ACABAR, DAR o COLOCAR

@@ kratos.syn.build
CONSTRUIR <productora de acero> <tipo>

@@ kratos.syn.dive
SUMERGIR <submarino>

@@ kratos.syn.end
ACABAR (fin del turno)

@@ kratos.syn.give
DAR <onzas> ORO A <color>

@@ kratos.syn.lay
MINAR <dragaminas> <casilla>

@@ kratos.syn.load
CARGAR <pieza> <pieza|materia>

@@ kratos.syn.move
MOVER <pieza> <casilla|isla> [Y DISPARAR <objetivo>]

@@ kratos.syn.pass
PASAR <pieza>

@@ kratos.syn.place
COLOCAR <n> <tipo|materia> <isla>

@@ kratos.syn.produce
PRODUCIR <pieza> [<unidades>]

@@ kratos.syn.repair
REPARAR <productora de acero> <barco>

@@ kratos.syn.sell
VENDER <pieza> A <color>

@@ kratos.syn.shoot
DISPARAR <pieza> <pieza|DEPOSITO materia isla> [Y MOVER <casilla|isla>]

@@ kratos.syn.surface
EMERGER <submarino>

@@ kratos.syn.sweep
DRAGAR <dragaminas> <casilla>

@@ kratos.syn.unload
DESCARGAR <pieza> [<pieza|materia>]

@@ kratos.view.famine_near
Aviso: quedan {bread} de pan en tu depósito oficial y cada turno consume {need}: el hambre se acerca (regla 18).

@@ kratos.view.gas_low
Aviso: solo quedan {gas} de gasolina en tu depósito oficial (regla 31).

@@ kratos.view.gold
Tu oro ({colour}): {gold} onzas. Nadie más lo ve.

@@ kratos.view.islands_head
Islas (casilla, infraestructura, dueño, [*] capital, jugables/productoras/minas: depósitos no vacíos; debajo, sus piezas, con el color si no es el del dueño):

@@ kratos.view.sea_head
En el mar (casilla, número, tipo, color):

@@ kratos.view.sea_none
  nada

@@ kratos.view.aboard
 a bordo de {carrier}

@@ kratos.view.laid_by
 recién colocada por {carrier}

@@ kratos.view.can_play
Puedes jugar aún: {pieces}.

@@ kratos.view.listed
 escorado

@@ kratos.view.official
Depósitos oficiales: pan {bread}, gasolina {gas}; pan necesario el próximo turno: {need}.

@@ kratos.view.order_head
Orden de juego (un turno cada vez, y vuelta a empezar; el bot juega sus colores):

@@ kratos.view.order_out
  {player}: fuera del juego{bot}

@@ kratos.view.order_row
  {player} capital {capital}{bot}

@@ kratos.view.played
 (ya jugó)

@@ kratos.view.setup_todo
Te toca colocar (COLOCAR) entre tu capital {capital} y tu isla {second}: 1 petrolero, 1 mercante, 100 gasolina, 200 pan, 1 acorazado, 3 aviones, con al menos una pieza bélica en cada isla (regla 12).

@@ kratos.view.submerged
 sumergido

@@ kratos.view.title
Κρατος — fase: {phase}

@@ kratos.view.turn
Turno {turn}: juega {player}; pan retirado {bread}; dado {die}, velocidad base {base}.

@@ kratos.view.turn_famine
Turno {turn}: juega {player}, con HAMBRE (pan retirado {bread}; solo vender o pasar); dado {die}, velocidad base {base}.

@@ kratos.view.order_head_over
Orden de juego que tuvo la partida (número de color, color, jugador, capital):

@@ kratos.view.over_victory
La partida ha terminado: {players} gana (regla 70).

@@ kratos.view.over_victory_you
La partida ha terminado: ganas (regla 70).

@@ kratos.view.over_draw
La partida ha terminado en tablas entre {players}.

@@ kratos.view.over_cap
La partida ha terminado al llegar al límite de turnos: tablas entre {players}.

@@ kratos.view.over_dead
La partida ha terminado en tablas entre {players}, porque la mesa quedó muerta: con hambre nadie podía ya cambiar la partida (reglas 17 y 18).

@@ kratos.pinned.bot
{option}: las partidas nuevas de Κρατος juegan con {pinned}, el bot que alimenta a sus colores, no conquista lo que no puede alimentar y, si ya no queda ningún jugador, juega la partida hasta su final (regla 70); las partidas en curso siguen con el bot con el que empezaron.

@@ kratos.view.over_none
La partida ha terminado: ningún jugador sigue en juego.

@@ kratos.view.setup
Colocación inicial: todos colocan a la vez; el primer turno empieza cuando hayan colocado todos o al vencer el plazo.

@@ kratos.view.setup_done
Ya has colocado tus piezas (capital {capital}, isla {second}); faltan las colocaciones de otros jugadores.

@@ kratos.view.turn_you
Turno {turn}: te toca a ti ({colour}). Pan retirado {bread}; dado {die}, velocidad base {base}. Tu turno sigue abierto hasta que envíes ACABAR, hayan jugado todas las piezas que puedes jugar o venza el plazo.

@@ kratos.view.turn_famine_you
Turno {turn}: te toca a ti ({colour}), con HAMBRE (pan retirado {bread}; solo vender o pasar); dado {die}, velocidad base {base}. Tu turno sigue abierto hasta que envíes ACABAR, hayan jugado todas las piezas que puedes jugar o venza el plazo.

@@ kratos.default.setup
Si no envías tu colocación a tiempo, se hará la aconsejada por la regla 12: el acorazado en tu isla secundaria {second} y todo lo demás (1 petrolero, 1 mercante, 100 gasolina, 200 pan, 3 aviones) en tu capital {capital}.

@@ kratos.default.turn_one
Si no terminas tu turno a tiempo, se salta (regla 16): la pieza que aún puede jugar pasa y el pan retirado este turno queda consumido.

@@ kratos.default.turn_many
Si no terminas tu turno a tiempo, se salta (regla 16): las {n} piezas que aún pueden jugar pasan y el pan retirado este turno queda consumido.

@@ kratos.default.turn_none
Si no terminas tu turno a tiempo (ACABAR), se da por terminado (regla 16); el pan retirado este turno queda consumido.

@@ kratos.ev.dead_at_once
Mesa muerta: ninguna capital tiene el pan de un turno (5 al menos, regla 17) ni puede recibirlo, porque con hambre solo se vende o se pasa (regla 18), y en ninguna capital hay una pieza bélica que una venta pueda entregar (regla 43). Nadie volverá a mover ni a quedar eliminado: la partida termina ya en tablas entre quienes siguen en ella.
