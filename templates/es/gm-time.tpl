# El director de juego y el tiempo, lo que ve y lo que puede deshacer
# (adjudicator/play/play_gm_time.c, play_gm_look.c, play_gm_game.c).
@@ core.gm.grace.note
 (período de gracia: se aceptan órdenes tardías hasta el {until})
@@ core.why.gm.process
Nadie tiene órdenes pendientes ahora: no hay turno que procesar.
@@ core.why.gm.process.paused
La partida está en pausa: primero REANUDAR (en la misma carta, antes).
@@ core.subject.gm.process
[{game}] El director procesa el turno
@@ core.gm.process
El director de juego de la partida {game} ha procesado el turno sin esperar
al plazo: a quien no había enviado órdenes se le aplicó la orden por
defecto. El informe del turno llega aparte. Plazo siguiente: {deadline}
@@ core.gm.echo.process
Turno procesado ahora. Orden por defecto para: {players}. Plazo siguiente:
{deadline}.
@@ core.why.gm.shorten
Se esperaba: ACORTAR seguido de horas (12h, 12) o días (1d).
@@ core.why.gm.shorten.past
El plazo no vence tan tarde: acortado así quedaría en el pasado. Para
resolver el turno ya, PROCESAR.
@@ core.subject.gm.deadline
[{game}] El director cambia el plazo
@@ core.gm.deadline
El director de juego de la partida {game} ha cambiado el plazo: ahora vence
el {deadline}.
@@ core.why.gm.deadline
Se esperaba: PLAZO seguido de horas desde ahora (36h, 2d), o de una fecha y
una hora (2026-12-24 18:00) en la zona del director (ZONA) o en la que se
nombre detrás (Europe/Madrid).
@@ core.why.gm.deadline.when
Esa fecha ya ha pasado o está a más de un año.
@@ core.gm.echo.deadline
Plazo cambiado: ahora vence el {deadline}.
@@ core.why.gm.zone
Se esperaba: ZONA seguida de una zona horaria (Europe/Madrid, America/Lima).
@@ core.gm.echo.zone
Tu zona de director es {zone}: las fechas que des y leas van en ella. Plazo
actual: {deadline}.
@@ core.gm.echo.preview
Previsión (no se ha aplicado nada; ningún jugador la ve): si el turno se
procesara ahora, la orden por defecto sería para {players}.

== Lo que pasaría ==
{events}
Quedaría: {when}; se esperaría a: {waiting}.

== Vista pública prevista ==
{view}
@@ core.gm.echo.orders
Órdenes enviadas en {when} (sólo tú las ves):

{orders}
@@ core.gm.orders.entry
- {player} (lote {batch}):
{orders}
@@ core.gm.orders.timeout
- venció el plazo (lote {batch}): órdenes por defecto.
@@ core.gm.orders.none
- ninguna todavía.
@@ core.gm.batchline
Lote {batch}: más adelante, VOLVER {batch} devuelve la partida a este punto.
Juega el robot: {bots}
@@ core.help.gm
Para directores de juego: una carta con estas líneas (sin el margen «|»),
cada orden en su línea; se comprueban todas antes de aplicar ninguna y la
confirmación repite lo entendido, en español y en inglés:
  | PARTIDA nombre-de-la-partida
  | DIRECTOR
  | CLAVE clave-de-director
  | PRORROGAR 48h              el plazo, 48 horas más tarde
  | ACORTAR 12h                el plazo, 12 horas antes
  | PLAZO 36h                  el plazo, dentro de 36 horas
  | PLAZO 2026-12-24 18:00     el plazo, en tu zona (u otra detrás)
  | ZONA Europe/Madrid         tu zona de director
  | PROCESAR                   resolver ya, con órdenes por defecto
  | PREVER                     qué daría PROCESAR ahora (solo a ti)
  | ORDENES                    las órdenes de este turno (solo a ti)
  | PAUSAR / REANUDAR          detener el reloj y ponerlo en marcha
  | ESTADO                     situación, lote, plazo, puestos del robot
  | DIFUNDIR texto... FIN      un mensaje a todos; tras FIN, más órdenes
  | REEMPLAZAR jugador correo  otra persona en ese puesto
  |   [nombre] es|en           en otro idioma, con otro nombre
  | EXPULSAR jugador           órdenes por defecto para ese puesto
  | ROBOT jugador SI|NO        el robot juega ese puesto, o lo deja
  | OPCION clave=valor         deadline_hours, grace_hours, html...
  | VOLVER N                   vuelve al lote N (también acabada)
  | TERMINAR [EMPATE [jugadores]]  fin sin resultado, o tablas
  | CODIRECTOR correo          otro director, con su propia clave
  | CAMBIAR CLAVE              una clave nueva para la tuya
  | TRASPASAR correo           un codirector pasa a ser el director
Con la partida en pausa, PRORROGAR, ACORTAR y PLAZO cambian el plazo que
quedará al reanudar.
Inscripciones (sin las líneas de arriba; con la CLAVE del servidor):
  | APROBACION SI              en NUEVA PARTIDA: tú admites a cada uno
  | APROBAR inscripcion nombre admitir a quien espera
  | RECHAZAR inscripcion nombre  no admitirlo
  | QUITAR inscripcion nombre  sacar a un apuntado
  | EMPEZAR inscripcion        empezar ya; el robot juega lo vacío
Varias partidas en una carta: PARTIDAS a b c (o PARTIDAS TODAS) en lugar
de PARTIDA. La campaña por correo: CAMPAÑA, en tu carta de director o con
la CLAVE del servidor.
