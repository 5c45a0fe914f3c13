# Catan (variante casera): textos para los jugadores (español). Cada sección
# "@@ id" corre hasta la siguiente; {nombre} se sustituye por el valor del
# código. Las variables _es/_en llevan el mismo texto en cada idioma.

@@ catan.nothing
nada

@@ catan.sea
mar

@@ catan.desert
desierto

@@ catan.coast
costa

@@ catan.harbour
puerto

@@ catan.harbour.any
3:1

@@ catan.harbour.res
2:1 de {res}

@@ catan.edge_around
{hexes}; une {a} y {b}

@@ catan.seat
{player} ({colour})

@@ catan.you
tú

@@ catan.n.point_card
{n} carta de punto

@@ catan.n.point_cards
{n} cartas de punto

@@ catan.colour.red
rojo

@@ catan.colour.blue
azul

@@ catan.colour.white
blanco

@@ catan.colour.orange
naranja

@@ catan.res.lumber
madera

@@ catan.res.brick
arcilla

@@ catan.res.wool
lana

@@ catan.res.grain
trigo

@@ catan.res.ore
mineral

@@ catan.res.points
cartas de punto

@@ catan.res.point
carta de punto

@@ catan.dev.knight
Caballero

@@ catan.dev.point
Punto de victoria

@@ catan.dev.roads
Construcción de carreteras

@@ catan.dev.invention
Invención

@@ catan.dev.monopoly
Monopolio

@@ catan.syn.any
POBLADO, CARRETERA, CIUDAD, COMPRAR DESARROLLO, CABALLERO, LADRON, CARRETERAS, INVENCION, MONOPOLIO, DESCARTAR, BANCO, OFRECER, ACEPTAR, RECHAZAR, RETIRAR, TIRAR, SEGUIR, PASO, PREFERENCIA DE DESCARTE o AUTOTIRAR

@@ catan.syn.settle
POBLADO <cruce>, p. ej. POBLADO B-E-F

@@ catan.syn.road
CARRETERA <camino>, p. ej. CARRETERA E-F

@@ catan.syn.city
CIUDAD <cruce con un poblado tuyo>, p. ej. CIUDAD B-E-F

@@ catan.syn.buy
COMPRAR DESARROLLO

@@ catan.syn.knight
CABALLERO <casilla> [ROBAR <jugador>], p. ej. CABALLERO K ROBAR rojo

@@ catan.syn.robber
LADRON <casilla> [ROBAR <jugador>], p. ej. LADRON K ROBAR rojo

@@ catan.syn.roads
CARRETERAS <camino> <camino>, p. ej. CARRETERAS E-F F-J

@@ catan.syn.invention
INVENCION <recurso> <recurso>, p. ej. INVENCION trigo mineral

@@ catan.syn.monopoly
MONOPOLIO <recurso>, p. ej. MONOPOLIO lana

@@ catan.syn.discard
DESCARTAR <cartas>, p. ej. DESCARTAR 2 lana 1 mineral

@@ catan.syn.bank
BANCO <n> <recurso> POR <n> <recurso>, p. ej. BANCO 4 madera POR 1 mineral

@@ catan.syn.offer
OFRECER [a <jugador> | a TODOS] DOY <cartas> PIDO <cartas> [HASTA TURNO <n>], p. ej. OFRECER a rojo DOY 1 madera PIDO 1 trigo

@@ catan.syn.accept
ACEPTAR <número de oferta>

@@ catan.syn.reject
RECHAZAR <número de oferta>

@@ catan.syn.withdraw
RETIRAR <número de oferta>

@@ catan.syn.roll
TIRAR

@@ catan.syn.continue
SEGUIR

@@ catan.syn.pass
PASO

@@ catan.syn.prefer
PREFERENCIA DE DESCARTE <recursos en orden>, p. ej. PREFERENCIA DE DESCARTE lana trigo

@@ catan.syn.autoroll
AUTOTIRAR SI | AUTOTIRAR NO

@@ catan.rej.expected
se esperaba: {form}; {detail}

@@ catan.rej.empty
la línea está vacía

@@ catan.rej.not_verb
'{word}' no es una orden

@@ catan.rej.missing_number
falta un número

@@ catan.rej.not_number
'{word}' no es un número

@@ catan.rej.missing_resource
falta un recurso (madera, arcilla, lana, trigo o mineral)

@@ catan.rej.not_resource
'{word}' no es un recurso (madera, arcilla, lana, trigo o mineral)

@@ catan.rej.bad_quantity
la cantidad de '{word}' tiene que estar entre 1 y 19

@@ catan.rej.missing_cards
faltan las cartas

@@ catan.rej.missing_player
falta el jugador (por su nombre o su color)

@@ catan.rej.not_player_dym
'{word}' no es ningún jugador (¿quisiste decir {name}?)

@@ catan.rej.not_player
'{word}' no es ningún jugador (di su nombre o su color)

@@ catan.rej.not_corner_alias
'{word}' no es una esquina de casilla: se escribe casilla.esquina, con esquina N, NE, SE, S, SO o NO (p. ej. B.S)

@@ catan.rej.not_side_alias
'{word}' no es un lado de casilla: se escribe casilla.lado, con lado NE, E, SE, SO, O o NO (p. ej. E.E)

@@ catan.rej.not_hex
'{word}' no está hecho de casillas: las de tierra son A a S y las de mar 1 a 18

@@ catan.rej.hex_twice
'{word}' repite una casilla

@@ catan.rej.hex_one
'{word}' no es una sola casilla (A a S)

@@ catan.rej.ambiguous_place
'{word}' se lee de dos maneras: las casillas {a}, o {alias} (con punto), que es {b}; escribe {a} o {alias}

@@ catan.rej.alias_dot
'{word}': ¿querías decir {alias} (con punto), que es {b}? escríbelo así

@@ catan.rej.not_neighbours
los cruces {a} y {b} no son vecinos: no hay un camino entre ellos

@@ catan.rej.is_edge
'{word}' es un camino, no un cruce: sus cruces son {a} y {b}

@@ catan.rej.no_corner
'{word}': esas tres casillas no se encuentran en un cruce

@@ catan.rej.vertex_parts
'{word}': un cruce se nombra con sus tres casillas, p. ej. B-E-F

@@ catan.rej.is_vertex
'{word}' es un cruce, no un camino: sus caminos son {list}

@@ catan.rej.no_side
'{word}': esas dos casillas no se tocan, no hay camino entre ellas

@@ catan.rej.edge_parts
'{word}': un camino se nombra con sus dos casillas, p. ej. E-F

@@ catan.rej.missing_vertex
falta el cruce

@@ catan.rej.missing_edge
falta el camino

@@ catan.rej.missing_hex
falta la casilla

@@ catan.rej.trailing
sobra '{word}'

@@ catan.rej.offer_part
la oferta necesita DOY <cartas> y PIDO <cartas>, una vez cada uno ('{word}')

@@ catan.rej.missing_for
falta POR y lo que pides a la banca

@@ catan.rej.pref_twice
'{word}' ya está en la lista

@@ catan.rej.bad_offer_number
'{word}' no es un número de oferta

@@ catan.rej.not_yes_no
'{word}' no es SI ni NO

@@ catan.rej.missing_yes_no
falta SI o NO

@@ catan.rej.occupied
en {v} ya hay un edificio de {player}

@@ catan.rej.too_close
{v} está junto a {near}, donde ya hay un edificio: entre dos edificios tiene que caber dos carreteras (regla de la distancia)

@@ catan.rej.settle_unconnected
{v} no toca ninguna carretera tuya

@@ catan.rej.road_taken
en {e} ya hay una carretera de {player}

@@ catan.rej.road_not_at_settlement
en la colocación inicial la carretera sale del poblado que acabas de poner ({v}); {e} no lo toca

@@ catan.rej.road_unconnected
{e} no enlaza con tus carreteras ni con tus edificios (no se pasa a través del edificio de otro)

@@ catan.rej.setup_one_settlement
en cada colocación inicial se pone un solo poblado

@@ catan.rej.setup_one_road
en cada colocación inicial se pone una sola carretera

@@ catan.rej.setup_settle_first
falta el POBLADO de esta colocación inicial

@@ catan.rej.cost_road
una carretera cuesta 1 arcilla y 1 madera; tienes {hand}

@@ catan.rej.cost_settlement
un poblado cuesta 1 arcilla, 1 madera, 1 trigo y 1 lana; tienes {hand}

@@ catan.rej.cost_city
una ciudad cuesta 2 trigo y 3 mineral; tienes {hand}

@@ catan.rej.cost_dev
una carta de desarrollo cuesta 1 trigo, 1 lana y 1 mineral; tienes {hand}

@@ catan.rej.no_roads_left
ya has usado tus 15 carreteras

@@ catan.rej.no_settlements_left
ya tienes tus 5 poblados en el tablero

@@ catan.rej.no_cities_left
ya tienes tus 4 ciudades en el tablero

@@ catan.rej.already_city
en {v} ya tienes una ciudad

@@ catan.rej.city_needs_settlement
la ciudad sustituye a un poblado tuyo y en {v} no lo hay

@@ catan.rej.deck_empty
ya no quedan cartas de desarrollo

@@ catan.rej.card_new
tu carta de {card} es de este turno: las cartas de desarrollo no se juegan el turno en que se compran

@@ catan.rej.no_card
no tienes ninguna carta de {card}

@@ catan.rej.one_card_a_turn
en esta partida se juega una sola carta de desarrollo por turno

@@ catan.rej.robber_sea
el ladrón va a una casilla de tierra, no a {hex}

@@ catan.rej.robber_same
el ladrón ya está en {hex}: tiene que cambiar de casilla

@@ catan.rej.knight_no_steal
en esta partida el caballero no roba (opción de la mesa)

@@ catan.rej.steal_self
no puedes robarte a ti mismo

@@ catan.rej.steal_not_there
{player} no tiene ningún poblado ni ciudad junto a {hex}

@@ catan.rej.steal_empty
{player} no tiene cartas de recurso

@@ catan.rej.steal_forced
en esta partida robar es obligatorio: {player} tiene un edificio junto a esa casilla y cartas (añade ROBAR <jugador>)

@@ catan.rej.same_road_twice
las dos carreteras no pueden ir en el mismo camino {e}

@@ catan.rej.roads_two
la carta da dos carreteras y aún puedes poner otra: escribe los dos caminos

@@ catan.rej.bank_short
a la banca solo le quedan {bank} de {res}

@@ catan.rej.discard_count
tienes que descartarte de {n} cartas exactamente, no de {given}

@@ catan.rej.discard_lacking
no tienes esas cartas; tienes {hand}

@@ catan.rej.bank_same
no se cambia {res} por {res}

@@ catan.rej.bank_rate
tu cambio de {res} con la banca es {rate}:1; para eso son {n} de {res} por {get}

@@ catan.rej.lacking
no tienes tanta {res}

@@ catan.rej.offer_self
no puedes ofrecerte un trato a ti mismo

@@ catan.rej.no_such_player
en esta partida no hay ese jugador

@@ catan.rej.offer_both_sides
una misma carta no puede estar en los dos lados de la oferta

@@ catan.rej.no_point_trade
en esta partida las cartas de punto no se intercambian

@@ catan.rej.too_many_offers
ya tienes {n} ofertas abiertas (o la mesa está llena): retira alguna con RETIRAR

@@ catan.rej.no_offer
no hay ninguna oferta abierta con el número {id}

@@ catan.rej.accept_own
la oferta {id} es tuya: retírala con RETIRAR si ya no la quieres

@@ catan.rej.trade_active_only
la oferta {id} no es de {player}: fuera de tu turno solo se comercia con quien está en su turno ({player}), aceptando una oferta suya

@@ catan.rej.until_past
el turno {turn} ya ha pasado: una oferta puede valer HASTA TURNO n con n el turno actual o uno posterior

@@ catan.rej.not_for_you
la oferta {id} es para {player}

@@ catan.rej.accept_lacking
para aceptar la oferta {id} tienes que dar {cards} y no las tienes

@@ catan.rej.accept_lacking_points
para aceptar la oferta {id} tienes que dar {cards} y no las tienes (las cartas de punto compradas este turno no cuentan)

@@ catan.rej.reject_own
la oferta {id} es tuya: se retira con RETIRAR

@@ catan.rej.withdraw_other
la oferta {id} no es tuya: puedes RECHAZARla, no retirarla

@@ catan.rej.wait_setup
no es tu colocación: le toca a {player}

@@ catan.rej.wait_discards
se esperan los descartes de {players} tras el 7 de {player}

@@ catan.rej.wait_discards_yours
se esperan los descartes de {players} tras tu 7

@@ catan.rej.wait_turn
no es tu turno: le toca a {player} (tú puedes enviar ofertas y órdenes permanentes)

@@ catan.rej.after_close
después de PASO o SEGUIR solo caben órdenes permanentes

@@ catan.rej.after_roll
después de TIRAR no caben más órdenes del turno: el juez tirará y te pedirá el resto cuando veas la tirada

@@ catan.rej.setup_only
en la colocación inicial solo se pone un POBLADO y una CARRETERA

@@ catan.rej.one_knight_before_roll
un solo caballero antes de tirar los dados (regla de la primera parte del turno); los demás, si quieres, después de TIRAR

@@ catan.rej.roll_first
antes de tirar solo se puede jugar un caballero: manda TIRAR (y antes, si quieres, CABALLERO)

@@ catan.rej.discard_only
tras el 7 tienes que descartarte de {n} cartas: DESCARTAR <cartas>

@@ catan.rej.discard_once
ya te has descartado

@@ catan.rej.rolled_already
los dados ya están tirados este turno

@@ catan.rej.no_discard
no tienes que descartarte de nada

@@ catan.rej.robber_first
salió un 7: primero mueve el ladrón (LADRON <casilla> [ROBAR <jugador>]) y luego lo demás

@@ catan.rej.no_robber
el ladrón solo se mueve así tras un 7; con una carta de caballero escribe CABALLERO

@@ catan.rej.over
la partida ha terminado: ya no se admiten órdenes

@@ catan.rej.setup_missing_settlement
falta el POBLADO de esta colocación inicial

@@ catan.rej.setup_missing_road
falta la CARRETERA de esta colocación inicial

@@ catan.rej.missing_roll
falta TIRAR: un caballero antes de tirar va en el mismo correo que TIRAR

@@ catan.rej.too_many_lines
demasiadas líneas de órdenes en un solo correo

@@ catan.rej.no_orders
el correo no trae ninguna orden

@@ catan.echo.settle
POBLADO {v} ({around})

@@ catan.echo.road
CARRETERA {e} ({around})

@@ catan.echo.city
CIUDAD {v} ({around})

@@ catan.echo.buy
COMPRAR DESARROLLO (pagas 1 lana, 1 trigo y 1 mineral; cartas que quedarán en el mazo: {left})

@@ catan.echo.knight
CABALLERO {hex} ({around}), sin robar

@@ catan.echo.knight_steal
CABALLERO {hex} ({around}) ROBAR {victim}

@@ catan.echo.robber
LADRON {hex} ({around}), sin robar

@@ catan.echo.robber_steal
LADRON {hex} ({around}) ROBAR {victim}

@@ catan.echo.roads
CARRETERAS {e1} ({around1}) y {e2} ({around2})

@@ catan.echo.roads_one
CARRETERAS {e1} ({around1}), la única que puedes poner

@@ catan.echo.invention
INVENCION: tomas de la banca {cards}

@@ catan.echo.monopoly
MONOPOLIO de {res}: todos te dan toda su {res}

@@ catan.echo.discard
DESCARTAR {cards}

@@ catan.echo.bank
BANCO: das {give} y recibes {get} (cambio {rate}:1)

@@ catan.echo.offer
OFRECER a {to}: das {give}, pides {get} (será la oferta {id})

@@ catan.echo.offer_all
OFRECER a todos: das {give}, pides {get} (será la oferta {id})

@@ catan.echo.accept
ACEPTAR {id}: das {give} a {player} y recibes {get}, si aún tiene esas cartas (si no, no hay trato y la oferta se anula; lo sabrás al resolverse, y el resto de este correo no cuenta con lo que recibas)

@@ catan.echo.reject
RECHAZAR la oferta {id}

@@ catan.echo.withdraw
RETIRAR tu oferta {id}

@@ catan.echo.roll
TIRAR

@@ catan.echo.continue
SEGUIR: tu turno sigue abierto

@@ catan.echo.pass
PASO

@@ catan.echo.prefer
PREFERENCIA DE DESCARTE: {list} (se aplica si tras un 7 no te descartas a tiempo)

@@ catan.echo.autoroll_on
AUTOTIRAR SI: desde tu próximo turno el juez tirará por ti al empezarlo (no podrás jugar un caballero antes de tirar)

@@ catan.echo.autoroll_off
AUTOTIRAR NO: cada turno empezará esperando tu TIRAR (con un caballero antes, si quieres)

@@ catan.echo.void
(sin efecto: la partida ya había terminado)

@@ catan.echo.wait_rest
El juez tirará los dados y te mandará la tirada; después manda el resto de tu turno.

@@ catan.echo.turn_continues
Tu turno sigue abierto: manda más órdenes (el turno acaba con un correo sin SEGUIR).

@@ catan.echo.turn_ends
Con este correo acaba tu turno.

@@ catan.ev.board_random
Tablero al azar: terrenos barajados, números en espiral antihoraria desde la esquina {corner}, puertos barajados. El ladrón empieza en el desierto ({robber}).

@@ catan.ev.board_beginner
Tablero para principiantes del reglamento oficial. El ladrón empieza en el desierto ({robber}).

@@ catan.ev.first_rolls
Cada jugador tira un dado para empezar: {list}.

@@ catan.ev.first_rerolls
Desempate entre los mejores: {list}.

@@ catan.ev.first
Empieza {player}, con la tirada más alta.

@@ catan.ev.first_you
Empiezas tú, con la tirada más alta.

@@ catan.ev.first_literal
Colocación inicial según el texto, en sentido contrario a las agujas del reloj y de vuelta en orden inverso: {setup_order}. Después se juega por este orden: {order}.

@@ catan.ev.first_official
Colocación inicial oficial, en el sentido de las agujas del reloj y de vuelta en orden inverso: {setup_order}. Después se juega por este orden: {order}.

@@ catan.ev.setup_turn
Colocación inicial (ronda {round}): le toca a {player}.

@@ catan.ev.setup_turn_you
Colocación inicial (ronda {round}): te toca a ti.

@@ catan.ev.setup_income
{player} recibe por su segundo poblado: {cards_es}.

@@ catan.ev.setup_income_you
Recibes por tu segundo poblado: {cards_es}.

@@ catan.ev.setup_done
Terminada la colocación inicial: empieza a jugar {player}; se juega por este orden: {order}.

@@ catan.ev.setup_done_you
Terminada la colocación inicial: empiezas a jugar tú; se juega por este orden: {order}.

@@ catan.ev.turn
Turno {turn}: le toca a {player}.

@@ catan.ev.turn_you
Turno {turn}: te toca a ti.

@@ catan.ev.turn_over
{player} termina su turno.

@@ catan.ev.turn_over_you
Terminas tu turno.

@@ catan.ev.roll
{player} tira los dados: {d1} + {d2} = {sum}.

@@ catan.ev.roll_you
Tiras los dados: {d1} + {d2} = {sum}.

@@ catan.ev.blocked
El ladrón en {hex} impide su producción.

@@ catan.ev.shortage
A la banca le faltan cartas de {res_es} ({want} pedidas, {bank} en la banca): nadie recibe {res_es}.

@@ catan.ev.shortage_lone
A la banca le faltan cartas de {res_es} ({want} pedidas, {bank} en la banca): {player}, el único que las pedía, se lleva las que quedan.

@@ catan.ev.produce
{player} recibe {cards_es}.

@@ catan.ev.produce_you
Recibes {cards_es}.

@@ catan.ev.produce_none
Nadie recibe nada.

@@ catan.ev.must_discard
{player} tiene {hand} cartas y debe descartarse de {n}.

@@ catan.ev.must_discard_you
Tienes {hand} cartas y debes descartarte de {n}.

@@ catan.ev.no_discards
Nadie tiene más de 7 cartas: no hay descartes.

@@ catan.ev.robber_due
{player} debe mover el ladrón.

@@ catan.ev.robber_due_you
Debes mover el ladrón.

@@ catan.ev.discard
{player} se descarta de {cards_es}.

@@ catan.ev.discard_you
Te descartas de {cards_es}.

@@ catan.ev.discard_pref
No llegó a tiempo el descarte de {player}: se aplicó su PREFERENCIA DE DESCARTE, {cards_es}.

@@ catan.ev.discard_pref_you
No llegó a tiempo tu descarte: se aplicó tu PREFERENCIA DE DESCARTE, {cards_es}.

@@ catan.ev.discard_mixed
No llegó a tiempo el descarte de {player}: su PREFERENCIA DE DESCARTE y el resto al azar, {cards_es}.

@@ catan.ev.discard_mixed_you
No llegó a tiempo tu descarte: tu PREFERENCIA DE DESCARTE y el resto al azar, {cards_es}.

@@ catan.ev.discard_lot
No llegó a tiempo el descarte de {player}: cartas al azar, {cards_es}.

@@ catan.ev.discard_lot_you
No llegó a tiempo tu descarte: cartas al azar, {cards_es}.

@@ catan.ev.robber
{player} mueve el ladrón a {hex} ({around_es}).

@@ catan.ev.robber_you
Mueves el ladrón a {hex} ({around_es}).

@@ catan.ev.knight
{player} juega un Caballero y mueve el ladrón a {hex} ({around_es}).

@@ catan.ev.knight_you
Juegas un Caballero y mueves el ladrón a {hex} ({around_es}).

@@ catan.ev.robber_auto
El ladrón de {player} va por sorteo a {hex}, sin robo.

@@ catan.ev.robber_auto_you
Tu ladrón va por sorteo a {hex}, sin robo.

@@ catan.ev.steal
{player} roba una carta a {victim}.

@@ catan.ev.steal_by_you
Robas una carta a {victim}.

@@ catan.ev.steal_you
{player} te roba una carta.

@@ catan.ev.steal_nothing
{player} intenta robar a {victim}, pero ya no le queda ninguna carta de recurso.

@@ catan.ev.steal_nothing_you
Intentas robar a {victim}, pero ya no le queda ninguna carta de recurso.

@@ catan.ev.stolen
La carta que robas a {victim} es de {res_es}.

@@ catan.ev.stolen_you
La carta que te roba {player} es de {res_es}.

@@ catan.ev.settle
{player} construye un poblado en {v}.

@@ catan.ev.settle_you
Construyes un poblado en {v}.

@@ catan.ev.road
{player} construye una carretera en {e}.

@@ catan.ev.road_you
Construyes una carretera en {e}.

@@ catan.ev.city
{player} construye una ciudad en {v}.

@@ catan.ev.city_you
Construyes una ciudad en {v}.

@@ catan.ev.buy
{player} compra una carta de desarrollo (cartas en el mazo: {left}).

@@ catan.ev.buy_you
Compras una carta de desarrollo (cartas en el mazo: {left}).

@@ catan.ev.bought
Tu carta de desarrollo nueva es: {card_es}.

@@ catan.ev.roads
{player} juega Construcción de carreteras: {list}.

@@ catan.ev.roads_you
Juegas Construcción de carreteras: {list}.

@@ catan.ev.invention
{player} juega Invención y toma de la banca {cards_es}.

@@ catan.ev.invention_you
Juegas Invención y tomas de la banca {cards_es}.

@@ catan.ev.monopoly
{player} juega Monopolio de {res_es}.

@@ catan.ev.monopoly_you
Juegas Monopolio de {res_es}.

@@ catan.ev.monopoly_from
{player} entrega {n} de {res_es}.

@@ catan.ev.monopoly_from_you
Entregas {n} de {res_es}.

@@ catan.ev.monopoly_total
{player} recibe en total {n} de {res_es}.

@@ catan.ev.monopoly_total_you
Recibes en total {n} de {res_es}.

@@ catan.ev.bank
{player} cambia con la banca {give_es} por {get_es} ({rate}:1).

@@ catan.ev.bank_you
Cambias con la banca {give_es} por {get_es} ({rate}:1).

@@ catan.ev.offer
Oferta {id} de {player} a {to}: da {give_es}, pide {get_es}.

@@ catan.ev.offer_by_you
Tu oferta {id} a {to}: das {give_es}, pides {get_es}.

@@ catan.ev.offer_you
Oferta {id} de {player} para ti: da {give_es}, pide {get_es}. Se acepta con ACEPTAR {id}.

@@ catan.ev.offer_all
Oferta {id} de {player} a todos: da {give_es}, pide {get_es}.

@@ catan.ev.offer_all_by_you
Tu oferta {id} a todos: das {give_es}, pides {get_es}.

@@ catan.ev.trade
{by} acepta la oferta {id}: {player} da {give_es} y recibe {get_es}.

@@ catan.ev.trade_by_you
Aceptas la oferta {id} de {player}: recibes {give_es} y das {get_es}.

@@ catan.ev.trade_you
{by} acepta tu oferta {id}: das {give_es} y recibes {get_es}.

@@ catan.ev.trade_failed
{by} acepta la oferta {id}, pero {player} ya no tiene las cartas: no hay trato y la oferta se anula.

@@ catan.ev.trade_failed_by_you
Aceptas la oferta {id}, pero {player} ya no tiene las cartas: no hay trato y la oferta se anula.

@@ catan.ev.trade_failed_you
{by} acepta tu oferta {id}, pero ya no tienes las cartas: no hay trato y la oferta se anula.

@@ catan.ev.offer_rejected
{player} rechaza la oferta {id}.

@@ catan.ev.offer_rejected_you
Rechazas la oferta {id}.

@@ catan.ev.offer_lapsed
La oferta {id} de {player} caduca con el turno.

@@ catan.ev.offer_lapsed_you
Tu oferta {id} caduca con el turno.

@@ catan.ev.offer_withdrawn
{player} retira su oferta {id}.

@@ catan.ev.offer_withdrawn_you
Retiras tu oferta {id}.

@@ catan.ev.road_to
{player} tiene la Gran ruta comercial ({len} carreteras seguidas).

@@ catan.ev.road_to_you
Tienes la Gran ruta comercial ({len} carreteras seguidas).

@@ catan.ev.road_aside
La Gran ruta comercial queda sin dueño (la carretera más larga es de {len}; ya no es solo de {player}).

@@ catan.ev.road_aside_you
La Gran ruta comercial queda sin dueño (la carretera más larga es de {len}; ya no es solo tuya).

@@ catan.ev.army_to
{player} tiene el Gran ejército de caballería ({knights} caballeros jugados).

@@ catan.ev.army_to_you
Tienes el Gran ejército de caballería ({knights} caballeros jugados).

@@ catan.ev.victory
{player} llega a {points} puntos (con {cards_es}) y gana la partida.

@@ catan.ev.victory_you
Llegas a {points} puntos (con {cards_es}) y ganas la partida.

@@ catan.ev.final_points
{player}: {points} puntos, con {cards_es}.

@@ catan.ev.timeout_setup
No llegó a tiempo la colocación de {player}: poblado en {v} y carretera en {e}, por sorteo.

@@ catan.ev.timeout_setup_you
No llegó a tiempo tu colocación: poblado en {v} y carretera en {e}, por sorteo.

@@ catan.ev.timeout_turn
No llegó a tiempo el turno de {player}: el juez tira los dados en su lugar, mueve el ladrón si sale un 7 (sin robo), no construye nada y pasa el turno.

@@ catan.ev.timeout_turn_you
No llegó a tiempo tu turno: el juez tira los dados por ti, mueve el ladrón si sale un 7 (sin robo), no construye nada y pasa tu turno.

@@ catan.ev.draw
La partida termina en tablas.

@@ catan.ev.draw_some
La partida termina en tablas entre {players}.

@@ catan.default.setup
Si no contestas a tiempo, el juez pondrá por ti un poblado en un cruce libre elegido por sorteo y una carretera junto a él.

@@ catan.default.setup_second
Si no contestas a tiempo, el juez pondrá por ti un poblado en un cruce libre elegido por sorteo y una carretera junto a él; ese segundo poblado te dará sus cartas igual.

@@ catan.default.roll
Si no contestas a tiempo, el juez tirará los dados por ti; si sale un 7, el ladrón irá a una casilla elegida por sorteo, sin robar. No construirás nada y terminará tu turno.

@@ catan.default.discard_pref
Si no contestas a tiempo, te descartarás de {n} cartas según tu PREFERENCIA DE DESCARTE ({list}) y, si no alcanza, del resto por sorteo.

@@ catan.default.discard_lot
Si no contestas a tiempo, te descartarás de {n} cartas elegidas por sorteo.

@@ catan.default.robber
Si no contestas a tiempo, el ladrón irá a una casilla elegida por sorteo, sin robar, y terminará tu turno.

@@ catan.default.main
Si no contestas a tiempo, terminará tu turno sin más.

@@ catan.opt.board.random
tablero al azar

@@ catan.opt.board.beginner
tablero de principiantes

@@ catan.opt.dev.unlimited
cartas de desarrollo por turno: las que se quieran

@@ catan.opt.dev.one
cartas de desarrollo por turno: una

@@ catan.opt.knight.yes
el caballero roba

@@ catan.opt.knight.no
el caballero no roba

@@ catan.opt.steal.optional
robar con el ladrón es opcional

@@ catan.opt.steal.compulsory
robar con el ladrón es obligatorio

@@ catan.opt.points.yes
las cartas de punto se pueden cambiar por recursos

@@ catan.opt.points.no
las cartas de punto no se cambian

@@ catan.opt.setup.literal
colocación inicial según el texto (antihoraria)

@@ catan.opt.setup.official
colocación inicial oficial (horaria)

@@ catan.opt.shortage.nobody
si a la banca le faltan cartas de un recurso, nadie lo cobra

@@ catan.opt.shortage.official
si a la banca le faltan cartas de un recurso, nadie lo cobra salvo un único jugador, que se lleva lo que queda

@@ catan.view.title
== Catan (variante casera) ==

@@ catan.view.options
Opciones de esta partida: {n} jugadores; {board}; {dev}; {knight}; {steal}; {points}; {setup}; {shortage}.

@@ catan.view.order
Orden de juego: {order}.

@@ catan.view.setup_order
Orden de la colocación inicial: {order}.

@@ catan.view.goal
Gana quien llegue a 10 puntos, en su turno o no.

@@ catan.view.setup
Colocación inicial, ronda {round}: le toca a {player} poner un poblado y una carretera.

@@ catan.view.setup_you
Colocación inicial, ronda {round}: te toca a ti: POBLADO <cruce> y CARRETERA <camino> junto a él, en el mismo correo.

@@ catan.view.setup_you_second
Colocación inicial, ronda {round}: te toca a ti: POBLADO <cruce> y CARRETERA <camino> junto a él. Este segundo poblado te da una carta por cada casilla de recurso que toque.

@@ catan.view.roll
Turno {turn}: le toca tirar a {player}.

@@ catan.view.roll_you
Turno {turn}: te toca a ti: TIRAR (antes, si quieres, CABALLERO <casilla> [ROBAR <jugador>]). Cuando veas la tirada mandarás el resto del turno.

@@ catan.view.discard
Turno {turn} de {player}: salió un 7. Deben descartarse: {list}.

@@ catan.view.discard_yours
Turno {turn}, el tuyo: salió un 7. Deben descartarse: {list}.

@@ catan.view.discard_you_pref
Te toca descartarte de {n} cartas: DESCARTAR <cartas>. Si no contestas a tiempo se aplicará tu PREFERENCIA DE DESCARTE (y el resto al azar).

@@ catan.view.discard_you_lot
Te toca descartarte de {n} cartas: DESCARTAR <cartas>. Si no contestas a tiempo se descartarán cartas al azar (o fija una PREFERENCIA DE DESCARTE).

@@ catan.view.robber
Turno {turn}: {player} debe mover el ladrón.

@@ catan.view.robber_you
Turno {turn}: te toca a ti: LADRON <casilla> [ROBAR <jugador>] y después, en el mismo correo, el resto del turno (o SEGUIR para ver antes la carta robada).

@@ catan.view.main
Turno {turn}: juega {player}.

@@ catan.view.main_you
Turno {turn}: te toca a ti: construir, comerciar, comprar y jugar cartas. Tu correo acaba el turno, salvo que termine con SEGUIR.

@@ catan.view.over
La partida ha terminado: gana {player} con {points} puntos.

@@ catan.view.over_you
La partida ha terminado: ganas con {points} puntos.

@@ catan.view.over_draw
La partida ha terminado en tablas.

@@ catan.view.over_draw_some
La partida ha terminado en tablas entre {players}.

@@ catan.view.last_roll
Última tirada: {d1} + {d2} = {sum}.

@@ catan.view.board
Tablero (casilla, recurso y número; * = ladrón), por filas como en la mesa. Terrenos: bosque = madera, colina = arcilla, prado = lana, cultivo = trigo, yacimiento = mineral; el desierto no produce.

@@ catan.view.coast
Los mares 1 a 18 rodean la tierra; sus números son los de nombres como L-7 o L-7-8. Mares junto a cada casilla de la costa: {coast}.

@@ catan.view.harbours
Puertos (dónde están: el mar, el camino y, entre paréntesis, los dos cruces del camino):

@@ catan.view.harbour_at
  mar {sea}, junto a {land}: puerto {type} en {e} ({a}, {b})

@@ catan.view.pieces
Construcciones:

@@ catan.view.pieces_of
  {player}: poblados {settlements}; ciudades {cities}; carreteras {roads}

@@ catan.view.players
Jugadores:

@@ catan.view.player
  {player}: puntos a la vista {points}; cartas de recurso {cards}, de desarrollo {dev}; caballeros jugados {knights}; carretera más larga {road}

@@ catan.view.player_final
  {player}: puntos en total {points}; cartas de recurso {cards}, de desarrollo {dev}; caballeros jugados {knights}; carretera más larga {road}

@@ catan.view.longest
Gran ruta comercial: {player} ({len} carreteras).

@@ catan.view.longest_none
Gran ruta comercial: sin dueño.

@@ catan.view.army
Gran ejército de caballería: {player} ({knights} caballeros).

@@ catan.view.army_none
Gran ejército de caballería: sin dueño.

@@ catan.view.bank
Banca: {bank}. Cartas en el mazo de desarrollo: {deck}.

@@ catan.view.offers
Ofertas abiertas (las acepta con ACEPTAR <n> el jugador a quien van, en su turno y después de tirar):

@@ catan.view.offers_none
Ofertas abiertas: ninguna.

@@ catan.view.offer
  {id}: {player} a {to}: da {give}, pide {get}

@@ catan.view.offer_all
  {id}: {player} a todos: da {give}, pide {get}

@@ catan.view.offer_yours
  {id}: de ti a {to}: das {give}, pides {get}

@@ catan.view.offer_yours_all
  {id}: de ti a todos: das {give}, pides {get}

@@ catan.view.offer_to_you
  {id}: de {player} a ti: da {give}, pide {get}

@@ catan.view.your_hand
Tus cartas de recurso: {cards}.

@@ catan.view.your_dev
Tus cartas de desarrollo: {cards}.

@@ catan.view.new_cards
({n} de este turno)

@@ catan.view.your_points
Tus puntos: {points} ({visible} a la vista y {cards} de cartas de punto).

@@ catan.view.your_pieces
Piezas que te quedan: carreteras {roads}, poblados {settlements}, ciudades {cities}.

@@ catan.view.your_rates
Tu cambio con la banca: {rates}.

@@ catan.view.your_autoroll_on
AUTOTIRAR SI: tus turnos empiezan con los dados ya tirados.

@@ catan.view.your_autoroll_off
AUTOTIRAR NO: tus turnos empiezan esperando tu TIRAR.

@@ catan.view.your_pref
PREFERENCIA DE DESCARTE: {list}.

@@ catan.view.your_pref_none
PREFERENCIA DE DESCARTE: ninguna (un descarte que no llegue a tiempo será al azar).

@@ catan.help
CATAN (variante casera): órdenes, una por línea; da igual mayúsculas o
acentos. Casillas: A a S en tierra (por filas, de arriba abajo), 1 a 18
en el mar. Un cruce se nombra con sus tres casillas en cualquier orden
(B-E-F = f-e-b = bef) o como casilla.esquina (B.S; esquinas N NE SE S
SO NO). Un camino, con sus dos casillas (E-F) o como casilla.lado (E.E;
lados NE E SE SO O NO). Recursos: madera, arcilla (ladrillo), lana
(oveja), trigo, mineral (piedra). Jugadores: por su nombre o su color
(rojo, azul, blanco, naranja).

Colocación inicial (en un correo):
  POBLADO B-E-F                  y
  CARRETERA E-F                  junto a ese poblado

Tu turno, si tienes AUTOTIRAR NO (lo normal): primer correo
  CABALLERO K ROBAR rojo         (opcional: un caballero antes de tirar)
  TIRAR
y, cuando veas la tirada, el resto del turno en otro correo:
  LADRON K ROBAR rojo            solo tras un 7, y antes que nada
  POBLADO B-E-F                  1 arcilla, 1 madera, 1 trigo, 1 lana
  CARRETERA E-F                  1 arcilla, 1 madera
  CIUDAD B-E-F                   2 trigo, 3 mineral, sobre tu poblado
  COMPRAR DESARROLLO             1 trigo, 1 lana, 1 mineral
  CABALLERO K ROBAR rojo
  CARRETERAS E-F F-J             carta de construcción de carreteras
  INVENCION trigo mineral        carta de invención
  MONOPOLIO lana                 carta de monopolio
  BANCO 4 madera POR 1 mineral   (3:1 o 2:1 con puerto)
  ACEPTAR 3                      acepta la oferta número 3
  SEGUIR                         deja el turno abierto para otro correo
  PASO                           acaba el turno sin hacer nada
El correo acaba el turno salvo que termine con SEGUIR. Para acabarlo sin
hacer nada escribe PASO (FIN solo no vale: FIN cierra el correo).

Tras un 7, quien tenga más de 7 cartas: DESCARTAR 2 lana 1 mineral

En cualquier momento (órdenes permanentes):
  OFRECER a rojo DOY 1 madera PIDO 1 trigo
      (o a TODOS); públicas y numeradas
  RECHAZAR 3 / RETIRAR 3
  PREFERENCIA DE DESCARTE lana trigo
      para un descarte no enviado a tiempo
  AUTOTIRAR SI / AUTOTIRAR NO
      el juez tira por ti al empezar tu turno

Resumen: con cada tirada todos cobran de las casillas con ese número (1
por poblado, 2 por ciudad; el ladrón bloquea). Gana quien llega a 10
puntos: poblado 1, ciudad 2, carta de punto 1, Gran ruta comercial 2 (5
carreteras seguidas), Gran ejército 2 (3 caballeros jugados). Las
cartas de desarrollo no se juegan el turno en que se compran.
Equivalentes en inglés: SETTLEMENT, ROAD, CITY, BUY, KNIGHT, ROBBER,
ROADS, INVENTION, MONOPOLY, DISCARD, BANK, OFFER, ACCEPT, REJECT,
WITHDRAW, ROLL, CONTINUE, PASS, DISCARD PREFERENCE, AUTOROLL.

@@ catan.pic.turn
turno {n}

@@ catan.pic.setup
colocación inicial, ronda {n}

@@ catan.pic.point
{n} punto a la vista
@@ catan.pic.points
{n} puntos a la vista

@@ catan.pic.sea
mar

@@ catan.pic.harbours
puerto: 3:1 o 2:1

@@ catan.pic.robber
ladrón

