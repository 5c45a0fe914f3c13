# La reconquista: textos para los jugadores (español). Cada sección "@@ id"
# corre hasta la siguiente; {nombre} se sustituye por el valor del código.

@@ reco.syn.any
COLOCAR, PASO, MOVER, ATACAR, DEFENDER o DEFENSA

@@ reco.syn.place
COLOCAR <tropas> <provincia>

@@ reco.syn.pass
PASO

@@ reco.syn.move
MOVER <tropas> <origen> <destino>

@@ reco.syn.attack
ATACAR <provincia> [CON <provincias> | CON NADA | CON TODAS]

@@ reco.syn.defend
DEFENDER [CON <provincias> | CON NADA | CON TODAS]

@@ reco.syn.standing
DEFENSA TODAS | DEFENSA NINGUNA

@@ reco.rej.expected
se esperaba: {form}; {detail}

@@ reco.rej.empty
la línea está vacía

@@ reco.rej.not_verb
'{word}' no es una orden

@@ reco.rej.missing_number
falta el número de tropas

@@ reco.rej.big_number
'{word}' es un número demasiado grande

@@ reco.rej.not_number
'{word}' no es un número de tropas

@@ reco.rej.missing_province
falta una provincia

@@ reco.rej.not_province
'{word}' no es una provincia

@@ reco.rej.not_province_dym
'{word}' no es una provincia (¿quisiste decir {name}?)

@@ reco.rej.not_province_amb
'{word}' puede ser {names}: escribe el nombre entero

@@ reco.rej.trailing
sobra '{word}'

@@ reco.rej.missing_list
faltan las provincias después de CON

@@ reco.rej.missing_standing
falta TODAS o NINGUNA

@@ reco.rej.not_standing
'{word}' no es TODAS ni NINGUNA

@@ reco.rej.no_orders
el correo no trae ninguna orden

@@ reco.rej.too_many_lines
demasiadas líneas de órdenes en un solo correo

@@ reco.rej.over
la partida ha terminado: ya no se admiten órdenes

@@ reco.rej.no_attack_pending
no hay ningún ataque pendiente de defensa; ahora le toca a {player}

@@ reco.rej.wait_place
ya has colocado todas tus tropas (regla 9); el tablero está en manos de {player}

@@ reco.rej.still_placing
todavía se están colocando las tropas (regla 9): el tablero está en manos de {player}

@@ reco.rej.placement_over
la colocación de tropas ya terminó; ahora le toca a {player}

@@ reco.rej.wait_turn
no es tu turno: le toca jugar a {player}

@@ reco.rej.wait_defense
se espera la defensa de {defender} ante el ataque de {attacker} a {target}

@@ reco.rej.mixed
en un turno se elige una sola cosa: pasar, mover o atacar (regla 11)

@@ reco.rej.twice
esta orden solo puede darse una vez en cada turno

@@ reco.rej.zero
el número de tropas tiene que ser al menos 1

@@ reco.rej.not_yours
{province} no es tuya

@@ reco.rej.place_total
te quedan {left} por colocar (regla 9); esta línea se pasa

@@ reco.rej.place_short
en este turno colocas exactamente {need} (regla 9), no {placed}

@@ reco.rej.not_bordering
{from} y {to} no son limítrofes (regla 14); {from} limita con {near}

@@ reco.rej.too_many_troops
en {province} había {had} al empezar el turno y ninguna tropa mueve más de una vez (regla 16)

@@ reco.rej.first_turn
en tu primer turno normal no puedes atacar (regla 11): elige PASO o MOVER

@@ reco.rej.own_target
{province} es tuya: solo puedes atacar provincias ajenas

@@ reco.rej.not_involved
{province} no limita con {target}: no está involucrada en el ataque (regla 19)

@@ reco.rej.no_attack_pending_place_you
no hay ningún ataque que defender: te toca colocar tropas con COLOCAR

@@ reco.rej.no_attack_pending_turn_you
no hay ningún ataque que defender: te toca jugar tu turno (PASO, MOVER o ATACAR)

@@ reco.rej.still_placing_you
todavía se están colocando las tropas (regla 9): te toca colocar las tuyas con COLOCAR

@@ reco.rej.placement_over_you
la colocación de tropas ya terminó: te toca jugar tu turno (PASO, MOVER o ATACAR)

@@ reco.rej.wait_defense_you
te toca defender {target} del ataque de {attacker}: con DEFENDER o DEFENDER CON <provincias>

@@ reco.rej.wait_defense_yours
se espera la defensa de {defender} ante tu ataque a {target}

@@ reco.echo.place
Colocar {troops} en {province}.

@@ reco.echo.pass
Paso: no haces nada este turno.

@@ reco.echo.move
Mover {troops} de {from} a {to}.

@@ reco.echo.attack
Atacar {target} pasando las cartas {list}: fuerzas ofensivas, {troops}.

@@ reco.echo.attack_nothing
Atacar {target} sin pasar ninguna carta (fuerzas ofensivas 0: el ataque no puede tener éxito).

@@ reco.echo.defend
Defender {target} pasando las cartas {list}: fuerzas defensivas, {troops}.

@@ reco.echo.defend_alone
Defender {target} solo con su carta, {list}: fuerzas defensivas, {troops}.

@@ reco.echo.standing_all
Orden permanente: DEFENSA TODAS (si no contestas a tiempo a un ataque, defiendes con la provincia atacada y todas tus limítrofes).

@@ reco.echo.standing_none
Orden permanente: DEFENSA NINGUNA (si no contestas a tiempo a un ataque, defiendes solo con la provincia atacada).

@@ reco.ev.deal
{dealer} reparte: cada jugador recibe {cards} provincias y {troops} tropas. Gana quien llegue a tener {target} provincias.

@@ reco.ev.your_cards
Tus provincias: {list}.

@@ reco.ev.board_to
El tablero, a escondidas de los demás, pasa a {player} para colocar tropas.

@@ reco.ev.placed
{player} coloca {count} tropas en secreto.

@@ reco.ev.placed_detail
Has colocado: {list}. Te quedan {left} tropas por colocar.

@@ reco.ev.placement_done
Todas las tropas están colocadas: el tablero vuelve al centro de la mesa, a la vista de todos. Empieza {player}; se juega por este orden, hacia la derecha (regla 10): {order}.

@@ reco.ev.turn
Turno {turn}: le toca a {player}.

@@ reco.ev.passed
{player} pasa.

@@ reco.ev.moved
{player} mueve tropas.

@@ reco.ev.moved_detail
Has movido: {list}.

@@ reco.ev.attack
{attacker} ataca {target}; {defender} tiene su carta y se identifica (regla 18).

@@ reco.ev.attack_resolved
El ataque de {attacker} a {target} está resuelto; el resultado solo lo conocen los dos implicados (regla 21).

@@ reco.ev.eliminated
{player} se ha quedado sin cartas y pierde la partida; en adelante se salta su turno (regla 26).

@@ reco.ev.victory
{player} tiene {count} provincias, las {initial} iniciales más ocho: gana la partida (regla 25).

@@ reco.ev.draw27
Ya es patente que ningún jugador puede conseguir nuevas cartas: empatan {players} (regla 27).

@@ reco.ev.draw_gm
La partida termina en tablas entre {players}.

@@ reco.ev.limit_turns
Límite de turnos (opción max_turns): la partida termina en empate entre quienes tengan provincias al acabar el turno {max}.

@@ reco.ev.limit_stalemate
Empate por estancamiento (regla 27, opción stalemate_rounds): si ninguna carta cambia de manos durante un número de rondas completas seguidas, la partida termina en empate; ese número es {max}.

@@ reco.ev.draw_cap
Ha terminado el turno {max}, el último que permite el límite fijado al crear la partida (opción max_turns): empatan {players}.

@@ reco.ev.draw_stalemate
Ninguna carta ha cambiado de manos en tantas rondas completas seguidas como fija la opción stalemate_rounds ({max}): es patente que nadie puede conseguir nuevas cartas (regla 27). Empatan {players}.

@@ reco.ev.timeout_place
No llegaron tus órdenes a tiempo: tus tropas se colocaron al azar.

@@ reco.ev.timeout_pass
No llegaron tus órdenes a tiempo; se aplicó PASO.

@@ reco.ev.timeout_defense_all
No llegó tu defensa a tiempo; se aplicó tu orden permanente DEFENSA TODAS: {target} y todas tus provincias limítrofes.

@@ reco.ev.timeout_defense_none
No llegó tu defensa a tiempo; se aplicó tu orden permanente DEFENSA NINGUNA: solo {target}.

@@ reco.ev.turn_you
Turno {turn}: te toca a ti.

@@ reco.ev.board_to_you
El tablero, a escondidas de los demás, pasa a tus manos: te toca colocar tropas.

@@ reco.ev.placed_detail_done
Has colocado: {list}. Ya no te quedan tropas por colocar.

@@ reco.ev.place_order
Se colocan las tropas por este orden, cinco cada vez, hacia la izquierda (regla 9): {order}.

@@ reco.ev.play_order
Después se juega por este orden, hacia la derecha (regla 10): {order}.

@@ reco.ev.attack_cards_att
Pasas a {defender} para el ataque a {target} las cartas: {list} (fuerzas ofensivas: {total}).

@@ reco.ev.attack_cards_def
{attacker} te pasa para el ataque a {target} las cartas: {list} (fuerzas ofensivas: {total}).

@@ reco.ev.defense_cards_def
Pasas a {attacker} para la defensa de {target} las cartas: {list} (fuerzas defensivas: {total}).

@@ reco.ev.defense_cards_att
{defender} te pasa para la defensa de {target} las cartas: {list} (fuerzas defensivas: {total}).

@@ reco.ev.attack_won_att
Tu ataque tiene éxito ({offence} contra {defence}): te quedas con la carta de {target} y con las tropas que hay en ella ({troops}); las demás cartas se devuelven (reglas 22 y 24).

@@ reco.ev.attack_won_def
El ataque de {attacker} tiene éxito ({offence} contra {defence}): pierdes la carta de {target} y las tropas que hay en ella ({troops}); las demás cartas se devuelven (reglas 22 y 24).

@@ reco.ev.attack_failed_att
Tu ataque es infructuoso ({offence} contra {defence}): las cartas vuelven a sus dueños (reglas 20 y 23).

@@ reco.ev.attack_failed_def
El ataque de {attacker} es infructuoso ({offence} contra {defence}): conservas {target}; las cartas vuelven a sus dueños (reglas 20 y 23).

@@ reco.country.es
España

@@ reco.country.pt
Portugal

@@ reco.country.ad
Andorra

@@ reco.view.title
== La reconquista ==

@@ reco.view.players
Jugadores en orden de mesa: {players}.

@@ reco.view.lost_mark
{player} (ha perdido)

@@ reco.view.place_you
Colocación, ronda {round} de {rounds} (regla 9): tienes el tablero. Coloca {troops} en tus provincias con COLOCAR <tropas> <provincia>.

@@ reco.view.place_other
Colocación, ronda {round} de {rounds} (regla 9): el tablero está en manos de {player}.

@@ reco.view.turn_you
Turno {turn}: te toca a ti. Elige PASO, MOVER o ATACAR.

@@ reco.view.turn_you_first
Turno {turn}: te toca a ti. Es tu primer turno normal: elige PASO o MOVER (no se puede atacar, regla 11).

@@ reco.view.turn_other
Turno {turn}: le toca a {player}.

@@ reco.view.attack
Turno {turn}: {attacker} ataca {target}; {defender} tiene su carta y debe defenderla.

@@ reco.view.defend_you
Te toca defender {target} ({troops}): DEFENDER para pasar solo su carta, o DEFENDER CON <provincias> para pasar además algunas de estas: {list}.

@@ reco.view.defend_you_alone
Te toca defender {target} ({troops}). No tienes provincias limítrofes con ella: DEFENDER pasa solo su carta.

@@ reco.view.over_victory
La partida ha terminado: gana {players} (regla 25).

@@ reco.view.over_draw27
La partida ha terminado en empate entre {players}: nadie podía ya conseguir nuevas cartas (regla 27).

@@ reco.view.over_draw
La partida ha terminado en tablas entre {players}.

@@ reco.view.over_cap
La partida ha terminado al acabar el turno {max}, el límite fijado al crear la partida (opción max_turns): empate entre {players}.

@@ reco.view.over_stale
La partida ha terminado en empate entre {players}: {rounds} sin que ninguna carta cambiara de manos (opción stalemate_rounds).

@@ reco.view.board
Tablero (tropas en cada provincia):

@@ reco.view.board_hidden
Nadie más que {player} puede ver el tablero mientras dura la colocación secreta (regla 9).

@@ reco.view.own
Tus cartas: {count} (empezaste con {initial}; ganas al llegar a {target}), con sus tropas:

@@ reco.view.you_lost
Te has quedado sin cartas: has perdido la partida (regla 26).

@@ reco.view.left
Te quedan {troops} por colocar.

@@ reco.view.standing_all
Tu orden permanente de defensa: DEFENSA TODAS (si no contestas a un ataque, defiendes con la provincia atacada y todas tus limítrofes).

@@ reco.view.standing_none
Tu orden permanente de defensa: DEFENSA NINGUNA (si no contestas a un ataque, defiendes solo con la provincia atacada).

@@ reco.view.dealer
Repartió {dealer}.

@@ reco.view.dealer_you
Repartiste tú.

@@ reco.view.goal
Cada uno empezó con {initial} provincias; gana quien llegue a {target} (regla 25).

@@ reco.view.order_place
Se coloca por este orden, cinco tropas cada vez (regla 9): {order}. Después se juega por este orden (regla 10): {play}.

@@ reco.view.order_play
Se juega por este orden, hacia la derecha (regla 10): {order}.

@@ reco.view.limit_turns
Límite de turnos (opción max_turns): la partida termina en empate al acabar el turno {max}.

@@ reco.view.limit_stale
Empate por estancamiento (regla 27, opción stalemate_rounds): la partida termina en empate tras {rounds} sin que ninguna carta cambie de manos. Rondas completas sin cambios hasta ahora: {done}.

@@ reco.view.attack_yours
Turno {turn}: atacas {target}; {defender} tiene su carta y debe defenderla.

@@ reco.view.attack_on_you
Turno {turn}: {attacker} ataca {target}, cuya carta tienes.

@@ reco.view.attack_cards_att
Cartas que pasas: {list} (fuerzas ofensivas: {total}).

@@ reco.view.attack_cards_def
Cartas que te pasa {attacker}: {list} (fuerzas ofensivas: {total}).

@@ reco.view.over_victory_you
La partida ha terminado: has ganado (regla 25).

@@ reco.view.own_over
Tus cartas al terminar: {count} (empezaste con {initial}), con sus tropas:

@@ reco.view.left_none
Ya has colocado todas tus tropas.

@@ reco.help.borders
Provincias limítrofes (reglas 14 y 19: se mueve y ataca entre ellas):

@@ reco.help
LA RECONQUISTA: órdenes (una por línea; da igual mayúsculas, acentos
o guiones; las provincias por su nombre, p. ej. "Ciudad Real",
"La Coruña", "Trás-os-Montes e Alto Douro")

Colocación secreta (regla 9), cinco tropas cada vez que tienes el
tablero:
  COLOCAR 3 Madrid
  COLOCAR 2 Toledo
Puedes enviar tus rondas por adelantado, todas las que te quedan en un
solo correo o solo algunas: las líneas COLOCAR llenan tus próximas
rondas en orden, cinco tropas cada una (COLOCAR 10 Madrid son dos
rondas). Cada ronda se aplica cuando el tablero llega a ti; si ya no
se puede aplicar, se te dice por qué y colocas tú. Un correo nuevo
sustituye a lo anotado y dice qué sustituyó. Nadie más lo sabe.

En tu turno normal eliges UNA cosa (regla 11):
  PASO                         no haces nada
  MOVER 2 Toledo Madrid        mueve tropas entre tus provincias
                               limítrofes; varias líneas MOVER en un
                               correo; cada tropa avanza como mucho
                               una provincia (regla 16)
  ATACAR Cuenca                pide la carta de Cuenca pasando todas
                               tus provincias limítrofes con ella
  ATACAR Cuenca CON Madrid Toledo
                               pasa solo esas cartas
  ATACAR Cuenca CON NADA       no pasa ninguna (solo averiguas el dueño)
  En tu primer turno normal no se puede atacar.

Cuando te atacan (tienes la carta de la provincia atacada):
  DEFENDER                     pasas solo la carta atacada
  DEFENDER CON Albacete Valencia
                               pasas además esas limítrofes tuyas
  DEFENDER CON TODAS           pasas todas tus limítrofes

En cualquier momento, sola o con otras órdenes (lo que se aplica si no
contestas a tiempo a un ataque):
  DEFENSA TODAS                (por defecto) la atacada y todas tus
                               limítrofes
  DEFENSA NINGUNA              solo la atacada

Resumen de las reglas: cada jugador recibe en secreto las cartas de sus
provincias y coloca en secreto sus tropas. Las tropas del tablero están
a la vista; los dueños no. El ataque tiene éxito si las tropas de las
cartas pasadas por el atacante superan a las del atacado (el empate
defiende); entonces el atacante gana solo la carta atacada, con sus
tropas. El resultado solo lo saben los dos. Gana quien tenga sus
provincias iniciales más ocho; quien se queda sin cartas pierde; si
nadie puede ya ganar cartas, empatan los que tengan alguna.
Orden de juego: coloca primero quien reparte y el tablero pasa hacia la
izquierda, cinco tropas cada vez; después juega primero quien colocó el
último y el turno gira hacia la derecha (reglas 9 y 10). Cada vista lo
escribe con los nombres.
Si todos los jugadores que siguen en juego lo acuerdan con la orden
EMPATE (que se retira con la orden EMPATE NO), la partida termina en
empate; el director de juego también puede declararlo. Si la partida
tiene un límite de turnos (opción max_turns), la bienvenida y cada
vista dicen cuál es.
Equivalentes en inglés: PLACE, PASS, MOVE, ATTACK, WITH, NOTHING,
DEFEND, DEFENCE, ALL, NONE.
@@ reco.and
y

@@ reco.n.troop.0
ninguna tropa

@@ reco.n.troop.1
1 tropa

@@ reco.n.troop.n
{n} tropas

@@ reco.n.province.0
ninguna provincia

@@ reco.n.province.1
1 provincia

@@ reco.n.province.n
{n} provincias

@@ reco.n.round.0
ninguna ronda completa

@@ reco.n.round.1
1 ronda completa

@@ reco.n.round.n
{n} rondas completas

@@ reco.default.place
Si no contestas a tiempo, colocaremos por ti {troops}, una a una, en provincias tuyas elegidas al azar.

@@ reco.default.pass
Si no contestas a tiempo se aplicará PASO: pasas el turno sin mover ni atacar.

@@ reco.default.defend_all
Si no contestas a tiempo se aplicará tu orden permanente DEFENSA TODAS: defiendes {target} con {list} (fuerzas defensivas: {total} contra {offence}).

@@ reco.default.defend_alone
Si no contestas a tiempo se aplicará tu orden permanente DEFENSA TODAS, pero no tienes provincias limítrofes con {target}: la defiendes solo con su carta (fuerzas defensivas: {total} contra {offence}).

@@ reco.default.defend_none
Si no contestas a tiempo se aplicará tu orden permanente DEFENSA NINGUNA: defiendes {target} solo con su carta (fuerzas defensivas: {total} contra {offence}).

@@ reco.pinned.stalemate_rounds
{option}: las partidas nuevas de La reconquista juegan con {pinned}. La
regla de tablas por estancamiento se retiró: un estancamiento lo terminan
los jugadores votando EMPATE.

@@ reco.rej.place_round_short
cada ronda de colocación son exactamente {need} (regla 9): tu ronda {round} se queda en {placed}

@@ reco.echo.place_ahead
Anotada tu ronda {round} de colocación ({list}): se aplica cuando el tablero llegue a ti.

@@ reco.ahead.round
ronda {round}: {list}

@@ reco.ev.ahead_noted
Quedan anotadas tus próximas rondas de colocación ({list_es}); cada una se aplica cuando el tablero llegue a ti.

@@ reco.ev.ahead_noted_one
Queda anotada tu próxima ronda de colocación ({list_es}); se aplica cuando el tablero llegue a ti.

@@ reco.ev.ahead_replaced
Esto sustituye a lo que tenías anotado ({list_es}).

@@ reco.ev.ahead_applied
El tablero llega a tus manos y se aplica tu ronda {round} de colocación, que habías anotado.

@@ reco.ev.ahead_refused
Tu ronda {round} de colocación anotada no se puede aplicar: {province} ya no es tuya. Se descartan tus notas ({list_es}).

@@ reco.view.ahead
Rondas de colocación que tienes anotadas (cada una se aplica cuando el tablero llegue a ti): {list}.

@@ reco.view.ahead_hint
Puedes enviar ya tus próximas rondas de colocación: líneas COLOCAR que sumen cinco tropas por ronda, en orden; cada ronda se aplica cuando el tablero llegue a ti.

@@ reco.view.ahead_hint_now
En el mismo correo puedes enviar también tus rondas siguientes: las líneas COLOCAR que pasen de las tropas de esta ronda quedan anotadas para las próximas, cinco tropas por ronda.

@@ reco.ev.deal_you
Repartes tú: cada jugador recibe {cards} provincias y {troops} tropas. Gana quien llegue a tener {target} provincias.

@@ reco.ev.placement_done_you
Todas las tropas están colocadas: el tablero vuelve al centro de la mesa, a la vista de todos. Empiezas tú; se juega por este orden, hacia la derecha (regla 10): {order}.

@@ reco.ev.passed_you
Pasas el turno.

@@ reco.ev.attack_you
Atacas {target}; {defender} tiene su carta y se identifica (regla 18).

@@ reco.ev.attack_on_you
{attacker} ataca {target}, cuya carta tienes: te identificas (regla 18).

@@ reco.ev.eliminated_you
Te has quedado sin cartas y pierdes la partida; en adelante se salta tu turno (regla 26).

@@ reco.ev.victory_you
Tienes {count} provincias, las {initial} iniciales más ocho: ganas la partida (regla 25).

@@ reco.ev.draw27_you
Ya es patente que ningún jugador puede conseguir nuevas cartas: empatas con {players} (regla 27).

@@ reco.ev.draw_gm_you
La partida termina en tablas: empatas con {players}.

@@ reco.ev.draw_cap_you
Ha terminado el turno {max}, el último que permite el límite fijado al crear la partida (opción max_turns): empatas con {players}.

@@ reco.ev.draw_stalemate_you
Ninguna carta ha cambiado de manos en tantas rondas completas seguidas como fija la opción stalemate_rounds ({max}): es patente que nadie puede conseguir nuevas cartas (regla 27). Empatas con {players}.

@@ reco.you
tú

@@ reco.pic.turn
turno {n}

@@ reco.pic.place
colocación, ronda {n} de {rounds}

@@ reco.pic.others
provincias ajenas (dueño oculto)

@@ reco.pic.hidden
provincias (dueño oculto)

@@ reco.pic.troops
tropas en la provincia
