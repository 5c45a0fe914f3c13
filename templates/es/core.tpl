# Textos del núcleo de Estafeta (español). Formato: "@@ id" y el texto
# hasta la siguiente sección; {nombre} se sustituye, {{ escribe "{".
@@ core.subject.welcome
[{game}] Bienvenida a la partida
@@ core.welcome
Hola, {player}:

Te damos la bienvenida a la partida {game} ({kind}). Jugadores, en el orden en que se sientan a la mesa: {players}.

Tu clave es: {password}
Guárdala: la necesitas en cada correo de órdenes. Nadie más la recibe.

Compromiso de la semilla de los dados (SHA-256): {commitment}
Al terminar la partida se revelará la semilla; podrás comprobar que los
dados no se trucaron con:  printf %s SEMILLA | sha256sum

Cómo enviar órdenes: escribe a {judge} un correo de texto con estas
líneas (sin la barra «|» del margen):
  | PARTIDA {game}
  | JUGADOR {player}
  | CLAVE tu-clave
  | ...tus órdenes, una por línea...
  | FIN
Las líneas citadas (">"), la firma (tras "-- ") y el correo original que
copian algunos programas al responder se ignoran. Las palabras clave valen
en mayúsculas o minúsculas, con o sin tildes.

{replyhow}

{help}

== Lo que ha pasado ==
{events}
== Tu vista ==
{view}

{waitline}
@@ core.subject.confirm
[{game}] Órdenes aceptadas
@@ core.confirm
Hola, {player}:

Hemos aceptado tus órdenes para la partida {game}, tal como las entendimos:

{echo}
@@ core.subject.confirm.press
[{game}] Prensa enviada
@@ core.confirm.press
Hola, {player}:

{echo}
@@ core.confirm.result
Recibirás el resultado en otro correo.
@@ core.confirm.others
Cuando lleguen las órdenes que faltan (o venza el plazo) recibirás el
resultado en otro correo.
@@ core.subject.turn
[{game}] {when}
@@ core.subject.yourturn
[{game}] {when}: te toca a ti
@@ core.subject.final
[{game}] Fin de la partida
@@ core.report
Estafeta · partida {game} · {when}

== Lo que has visto ==
{events}
== Tu vista ==
{view}

{waitline}
@@ core.final
La partida ha terminado. Semilla de los dados: {seed}
Compromiso publicado al empezar: {commitment}
Compruébalo con:  printf %s {seed} | sha256sum
@@ core.subject.reminder
[{game}] Recordatorio: faltan tus órdenes
@@ core.reminder
Hola, {player}:

Aún no hemos recibido tus órdenes para la partida {game}. El plazo vence el
{deadline}. {default}
@@ core.reminder.default
Si no llegan a tiempo se aplicará la orden por defecto.
@@ core.subject.reject
[{game}] Correo rechazado
@@ core.why.toobig
Tu correo supera el tamaño máximo ({max} bytes de cabeceras y texto, sin
contar imágenes ni adjuntos; {raw} bytes en total) y no lo hemos leído.
Envía solo el texto de las órdenes. No se ha cambiado nada.
@@ core.why.unreadable
No hemos podido leer tu correo ({why}).
Envíalo como texto normal. No se ha cambiado nada.
@@ core.why.envelope
No hemos aplicado nada de tu correo: {why}.
Se esperaba una cabecera como esta (sin la barra «|» del margen):
  | PARTIDA nombre-de-la-partida
  | JUGADOR tu-nombre
  | CLAVE tu-clave
@@ core.why.noenvelope
No encontramos en tu correo ninguna línea PARTIDA. Para enviar órdenes
escribe a {judge} estas líneas (sin la barra «|» del margen):
  | PARTIDA nombre-de-la-partida
  | JUGADOR tu-nombre
  | CLAVE tu-clave
  | ...órdenes...
  | FIN
No se ha cambiado nada.
@@ core.subject.kept
[{game}] Correo guardado
@@ core.why.kept
La partida {game} no se puede jugar ahora mismo: no podemos abrirla.
Guardamos tu correo y lo aplicaremos en cuanto la partida se repare; no
hace falta que lo envíes de nuevo.
@@ core.why.nogame
No existe ninguna partida llamada «{game}». Revisa la línea PARTIDA.
No se ha cambiado nada.
@@ core.why.noplayer
En la partida {game} no juega nadie llamado «{player}». Revisa la
línea JUGADOR. No se ha cambiado nada.
@@ core.why.sender
Este correo viene de {from}, que no es la dirección registrada de {player}
en la partida {game}. Envía las órdenes desde tu dirección registrada.
No se ha cambiado nada.
@@ core.why.password
La clave no es correcta para {player} en la partida {game} (línea CLAVE).
No se ha cambiado nada.
@@ core.why.over
La partida {game} ha terminado; ya no admite órdenes. Solo CLASIFICACION
SI o CLASIFICACION NO, sola en un correo, sigue mostrando u ocultando tu
nombre en la clasificación de las partidas.
@@ core.why.noorders
Tu correo para la partida {game} no trae ninguna orden después de la
cabecera. No se ha cambiado nada.
@@ core.why.order
No hemos aplicado ninguna orden de tu correo para la partida {game}.

Línea {lineno}: «{line}»
{why}

Corrige esa línea y vuelve a enviar el correo completo.
@@ core.why.orders
No hemos aplicado ninguna orden de tu correo para la partida {game}.

{why}
@@ core.why.lang
Se esperaba: IDIOMA es  o  IDIOMA en.
@@ core.echo.lang
A partir de ahora te escribiremos en español.
@@ core.why.token
La dirección a la que escribiste ya no es válida (la clave cambió o el
puesto tiene otro jugador), o no es de ninguna partida. Responde a un correo
más reciente, o escribe a {judge} con estas líneas (sin la barra «|»):
  | PARTIDA nombre-de-la-partida
  | JUGADOR tu-nombre
  | CLAVE tu-clave
No se ha cambiado nada.
@@ core.why.zone
Se esperaba: ZONA seguida de una zona horaria de la base tz, como
| ZONA Europe/Madrid, ZONA America/Argentina/Buenos_Aires o ZONA UTC
(mayúsculas y minúsculas cuentan).
@@ core.echo.zone
A partir de ahora verás los plazos en la zona {zone}, con la hora UTC al
lado: {example}
@@ core.why.press.none
La partida {game} no admite prensa (mensajes entre jugadores).
@@ core.why.press.who
Se esperaba: PRENSA todos texto...  o  PRENSA nombre-de-otro-jugador texto...
@@ core.why.press.private
En la partida {game} la prensa solo puede ir a todos: PRENSA todos texto...
@@ core.why.press.empty
El mensaje de prensa está vacío: escribe el texto después de PRENSA todos
(o del nombre), en la misma línea o en las siguientes, hasta FIN.
@@ core.subject.press
[{game}] Prensa de {from}
@@ core.press.all
{from} escribe a todos los jugadores de la partida {game}:

{text}

— {from}

{reply}
@@ core.press.one
{from} te escribe en privado en la partida {game}:

{text}

— {from}

{reply}
@@ core.press.answer
{from} te responde en privado en la partida {game}:

{text}

— {from}

{reply}
@@ core.echo.press.all
Tu mensaje de prensa se ha enviado a todos los jugadores.
@@ core.echo.press.one
Tu mensaje de prensa se ha enviado a {to}.
@@ core.why.master
La clave de director no es correcta para la partida {game} (línea CLAVE).
Vale la clave de director de la partida o la del servidor. No se ha
cambiado nada.
@@ core.why.gm.syntax
Se esperaba una orden de director por línea, como
| PRORROGAR 48h, PAUSAR, REANUDAR, TERMINAR [EMPATE [jugadores]],
| DIFUNDIR texto... FIN, REEMPLAZAR jugador nueva@direccion,
| EXPULSAR jugador, ESTADO, VOLVER lote, OPCION clave=valor,
| ROBOT jugador SI|NO, PROCESAR, PREVER, ORDENES, ACORTAR 12h,
| PLAZO 36h, PLAZO 2026-12-24 18:00, ZONA Europe/Madrid,
| CODIRECTOR direccion, CAMBIAR CLAVE o TRASPASAR direccion.
@@ core.why.gm.extend
Se esperaba: PRORROGAR seguido de horas (48h, 48) o días (2d), hasta un año.
@@ core.why.gm.paused
La partida ya está en pausa.
@@ core.why.gm.notpaused
La partida no está en pausa.
@@ core.why.gm.broadcast
El mensaje está vacío: escribe el texto después de DIFUNDIR.
@@ core.why.gm.replace
Se esperaba: REEMPLAZAR nombre-del-jugador nueva@direccion y detrás, si
hace falta, el idioma (es o en) o un nombre nuevo y el idioma.
@@ core.why.gm.none
Después de DIRECTOR no hay ninguna orden de director.
@@ core.subject.gm.confirm
[{game}] Órdenes de director aplicadas
@@ core.gm.confirm
Se han aplicado en la partida {game}:

{echo}

Para responder como director: PARTIDA {game}, DIRECTOR y CLAVE.
@@ core.gm.echo.extend
Plazo prorrogado: ahora vence el {deadline}.
@@ core.gm.echo.pause
La partida queda en pausa: sin plazos, sin turnos por defecto y sin recordatorios.
@@ core.gm.echo.resume
La partida sigue; el plazo vence el {deadline}.
@@ core.gm.echo.end
La partida termina en tablas.
@@ core.gm.echo.extend.paused
Plazo prorrogado. La partida sigue en pausa: al reanudarla quedarán {left}
de plazo (si se reanudara ahora, vencería el {deadline}).
@@ core.why.gm.draw
Se esperaba: TERMINAR EMPATE, o TERMINAR EMPATE seguido de los jugadores que
comparten el empate (cada uno una vez, sin expulsados).
@@ core.why.gm.option
Se esperaba: OPCION clave=valor, con deadline_hours=1..8760,
reminder_hours=0..8760, press=public|all|none, vacation=stretch|none,
vacation_days=0..365, bot_after=0..50 o grace_hours=0..720. Las demás opciones no cambian
mientras se juega.
@@ core.gm.echo.option
Opción cambiada: {text}. Vale desde ahora; un plazo ya fijado no cambia.
@@ core.subject.gm.option
[{game}] El director cambia una opción
@@ core.gm.option
El director de la partida {game} cambia una opción: {text}.
Vale desde ahora; el plazo en curso no cambia.

Plazo: {deadline}
@@ core.gm.echo.broadcast
Mensaje enviado a todos los jugadores.
@@ core.gm.echo.replace
{player} juega ahora desde {email}; su nueva clave le ha llegado allí.
@@ core.subject.gm.extend
[{game}] Plazo prorrogado
@@ core.gm.extend
El director de la partida {game} ha prorrogado el plazo: ahora vence el
{deadline}.
@@ core.subject.gm.pause
[{game}] Partida en pausa
@@ core.gm.pause
El director ha puesto en pausa la partida {game}. Mientras dure no corre
ningún plazo ni se aplican órdenes por defecto. Te avisaremos al reanudarla.
@@ core.subject.gm.resume
[{game}] Partida reanudada
@@ core.gm.resume
El director ha reanudado la partida {game}. El plazo vence el {deadline}.
@@ core.subject.gm.broadcast
[{game}] Mensaje del director
@@ core.gm.broadcast
Mensaje del director de la partida {game} a todos los jugadores:

{text}

— el director de la partida
@@ core.subject.gm.replaced
[{game}] Te incorporas a la partida
@@ core.gm.replaced
Hola, {player}:

El director te ha dado el puesto de {player} en la partida {game}.

Tu clave es: {password}
{replyhow}
O escribe a {judge} con estas líneas (sin la barra «|» del margen):
  | PARTIDA {game}
  | JUGADOR {player}
  | CLAVE tu-clave
  | ...órdenes...
  | FIN

== Tu vista ==
{view}

Plazo: {deadline}
@@ core.why.gm.end
El juego no puede darse por terminado en esta fase ({phase}): {why}.
Prueba más adelante. No se ha cambiado nada.
@@ core.subject.help
[{kind}] Ayuda
@@ core.help
Estafeta es un árbitro de juegos por correo. Juegos: {kinds}.

Para recibir la sintaxis de órdenes de un juego escribe a {judge} un
correo con la línea  AYUDA nombre-del-juego  (por ejemplo AYUDA reconquista).
Para ver las partidas en curso:  LISTA

Para jugar, escribe a {judge} estas líneas (sin la barra «|» del margen):
  | PARTIDA nombre-de-la-partida
  | JUGADOR tu-nombre
  | CLAVE tu-clave
  | ...órdenes...
  | FIN
{replyhint}
@@ core.subject.list
[estafeta] Partidas en curso
@@ core.list
En curso en {judge}, estas partidas:
{games}
@@ core.list.game
{game} ({kind}): {players} jugadores, turno {turn}, fase {phase}
@@ core.list.elsewhere
{game}: la lleva otro servidor de este juez; se juega escribiendo a esta misma dirección
@@ core.list.none
  (ninguna)
@@ core.why.gm.expel
Se esperaba: EXPULSAR nombre-de-un-jugador-que-siga-en-la-partida.
@@ core.gm.echo.expel
{player} queda fuera: desde ahora se le aplica la orden por defecto.
@@ core.subject.gm.expel
[{game}] {player} deja la partida
@@ core.gm.expel
El director ha expulsado a {player} de la partida {game}. Desde ahora se le
aplica la orden por defecto cada vez que le toque, sin esperar al plazo.
@@ core.gm.expelled
El director te ha expulsado de la partida {game}. Ya no recibirás más
correos de ella ni se admitirán tus órdenes; se te aplicará la orden por
defecto, {player}.
@@ core.why.expelled
{player} ya no juega la partida {game}: el director lo expulsó. No se ha
cambiado nada.
@@ core.why.vacation.off
La partida {game} no alarga los plazos por vacaciones (opción vacation).
@@ core.why.vacation
Se esperaba: VACACIONES primer-día último-día (como VACACIONES 2026-12-01
2026-12-07; a lo sumo 30 días, no ya pasados) o VACACIONES ninguna.
@@ core.echo.vacation
Ausencia anotada de {from} a {to}: un plazo que venza entonces mientras se
te espere se alargará hasta un día después. En esta partida te quedan
{left} días de plazo alargado por ausencias (en total, para todas ellas).
@@ core.echo.vacation.none
Ausencia anulada.
@@ core.subject.vacation
[{game}] Plazo alargado
@@ core.vacation.stretch
{player} está de vacaciones, así que el plazo de la partida {game} se ha
alargado: ahora vence el {deadline}.
@@ core.why.signup.master
Para abrir una partida hace falta la clave de director del servidor en una
línea CLAVE (y que el servidor tenga una: estafeta master-password).
No se ha cambiado nada.
@@ core.why.signup
No se ha podido con la partida {game}: {why}.
No se ha cambiado nada.
@@ core.subject.signup
[{game}] Inscripción
@@ core.signup.created
Se ha abierto la inscripción de la partida {game} ({kind}). Para apuntarse
hay que escribir a {judge} un correo con la línea (sin la barra «|»)
  | UNIRSE {game} tu-nombre
Cuando estén todas las plazas, los dados de la partida sortearán los puestos
y cada jugador recibirá su clave.
@@ core.signup.joined
Te has apuntado a la partida {game} como {player}. Plazas ocupadas: {taken}
de {seats}.
@@ core.signup.started
¡Completa! La partida {game} empieza: recibirás otro correo con tu clave,
tu puesto y tu primera vista.
@@ core.signup.gm.joined
{player} se ha apuntado a la partida {game}, que abriste. Plazas
ocupadas: {taken} de {seats}. Para cancelar la inscripción: CANCELAR PARTIDA
{game} (con tu CLAVE de director).
@@ core.signup.gm.started
{player} ha ocupado la última plaza de la partida {game} ({taken} de
{seats}): la partida empieza. Cada jugador recibe su clave; tú recibirás
el informe de cada turno.
@@ core.signup.cancelled
Hola, {player}: el director ha cancelado la inscripción de la partida
{game}. La partida no se jugará; no hace falta hacer nada.
@@ core.signup.gm.cancelled
Inscripción de la partida {game} cancelada. Se ha avisado a los {told}
jugadores que se habían apuntado.
@@ core.list.forming
{game} ({kind}): inscripción abierta, {taken} de {seats} plazas (UNIRSE {game} tu-nombre)
@@ core.gm.echo.abandon
La partida termina sin resultado.
@@ core.subject.gm.abandon
[{game}] Partida terminada por el director
@@ core.gm.abandon
El director de juego ha dado por terminada la partida {game} sin resultado: nadie gana y no se admiten más órdenes.
@@ core.insecure
Aviso: esta partida se creó con una semilla corta (--insecure-seed), que
se puede adivinar. Es una partida de prueba: no guardes en ella nada secreto.
@@ core.password.hidden
[clave oculta en el registro de la partida]
@@ core.why.gm.replace.taken
Esa dirección ya juega en otro puesto de la partida: una dirección, un
puesto (la opción addresses=shared de la partida lo permitiría).
@@ core.subject.gm.replaced.old
[{game}] Ya no juegas en la partida
@@ core.gm.replaced.old
El director de juego ha dado tu puesto en la partida {game} ({player}) a
otra persona. Tu clave y tu dirección de respuesta ya no valen.

Si crees que es un error, escribe al director de juego.
@@ core.subject.gm.replaced.others
[{game}] Cambio de jugador: {player}
@@ core.gm.replaced.others
El director de juego ha dado el puesto de {player} en la partida {game} a
otra persona, que sigue jugando con ese nombre.
@@ core.subject.guessing
[{game}] Alguien está probando claves
@@ core.guessing.seat
Hola, {player}:

En las últimas 24 horas han llegado más de {limit} correos con una clave
equivocada para tu puesto en la partida {game}. Mientras siga pasando,
esos correos ya no se contestan.

Tu clave sigue valiendo: un correo con la clave correcta se aplica y se
contesta siempre, por muchos intentos equivocados que lleguen, y
responder a los correos de la partida también funciona. Si no has sido
tú, avisa al director de juego.
@@ core.guessing.operator
En las últimas 24 horas han llegado más de {limit} correos con una clave
equivocada para {who} en la partida {game}. Los siguientes no se contestan.
@@ core.subject.failing
[{game}] La partida falla en cada ejecución
@@ core.failing
La partida {game} ha fallado en {runs} ejecuciones seguidas de Estafeta:

  {why}

Sus correos se han apartado en {inbox}/failed/ y las demás partidas siguen
su curso. Cuando esté arreglada, devuelve esos correos a {inbox}/new/.
`estafeta status {game}` muestra el fallo.
@@ core.subject.clock
[estafeta] El reloj del servidor está mal
@@ core.clock.before
El reloj del servidor marca {now}, antes del último lote ({last}). Estafeta
no adjudica nada hasta que el reloj se corrija: con un reloj atrasado las
confirmaciones llevarían fechas anteriores a las de sus padres y los plazos
vencerían en otro orden. Si el reloj está bien ahora (el que estaba mal era
el de antes), «estafeta clock accept» lo acepta y devuelve los plazos en
curso a su sitio.
@@ core.clock.after
El reloj del servidor marca {now}, mucho después del último lote ({last}),
más de lo que permite clock_jump_hours. Estafeta no adjudica nada hasta
que alguien lo compruebe: si el reloj está mal, corrígelo; si está bien,
«estafeta clock accept» lo acepta y mueve los plazos en curso lo mismo que
el salto, para que ninguno venza por él («--keep-deadlines»: los deja).
@@ core.gm.echo.status
Situación: turno {turn}, fase {phase}.
Se espera a: {waiting}
Plazo: {deadline}
Expulsados: {expelled}
{gmline}

== Vista pública ==
{view}
@@ core.gm.echo.status.paused
Situación: turno {turn}, fase {phase}, EN PAUSA (al reanudar
quedarán {left} de plazo).
Se espera a: {waiting}
Expulsados: {expelled}
{gmline}

== Vista pública ==
{view}
@@ core.list.waiting
se espera a: {waiting}; plazo: {deadline}
@@ core.list.paused
en pausa (director de juego); se espera a: {waiting}
@@ core.subject.gm.report
[{game}] {when}: informe para el director
@@ core.gm.report
Informe para el director de juego de la partida {game}, {when}
(lo que todos pueden ver).

== Lo que ha pasado ==
{events}
{timeouts}{waitline}
{gmline}

== Vista pública ==
{view}

Para responder como director: PARTIDA {game}, DIRECTOR y CLAVE.
@@ core.gm.report.timeouts
Venció el plazo: se aplicó la orden por defecto a {players}.
@@ core.gm.echo.rollback
La partida vuelve al estado tras el lote {batch}; todos han recibido su vista.
@@ core.why.gm.rollback
Se esperaba: VOLVER número-de-lote, de un lote ya jugado antes del último
(el número aparece en cada confirmación del historial: «lote N»).
@@ core.subject.gm.rollback
[{game}] El director deshace un turno
@@ core.gm.rollback
El director de juego ha devuelto la partida {game} al estado en que estaba
tras el lote {text}. Lo que se ordenó después queda anulado: envía de nuevo
tus órdenes (en un correo nuevo). Plazo: {deadline}
@@ core.subject.trouble
[estafeta] El juez falla en cada pasada
@@ core.trouble
Las {runs} últimas pasadas de Estafeta fallaron por la misma causa (desde {since}):

  {why}

Nada se pierde: el correo espera hasta que se corrija. El estado, en
`estafeta health`.
@@ core.replyhow.tagged
Más fácil: responde a cualquier correo de la partida. La dirección de
respuesta ({reply}) ya dice quién eres, así que basta con escribir las
órdenes, sin PARTIDA, JUGADOR ni CLAVE (desde tu dirección registrada).
@@ core.replyhow.plain
Responder a un correo de la partida también vale, pero siempre con las
líneas PARTIDA, JUGADOR y CLAVE: el servidor de correo de este árbitro
no admite direcciones de respuesta con etiqueta.
@@ core.replyhint.tagged
o, más fácil, responde a cualquier correo de tu partida con solo las órdenes.
@@ core.replyhint.plain
(responder a un correo de tu partida también vale, con las mismas líneas).
@@ core.subject.refused
[{game}] Un correo de la partida no se pudo entregar
@@ core.refused
El servidor de correo ha rechazado para siempre un correo de la partida
{game} para {to}:
  {why}
Esa dirección no lo ha recibido (si era la bienvenida, no tiene su clave).
Si la dirección está mal, el director puede darle el puesto a otra: una
línea «REEMPLAZAR jugador nueva@direccion».
@@ core.phase.reconquista.placement
colocación inicial
@@ core.phase.reconquista.move
movimientos
@@ core.phase.reconquista.defense
defensa
@@ core.phase.reconquista.over
terminada
@@ core.phase.teg.claim
reparto de países
@@ core.phase.teg.placement
incorporación de ejércitos
@@ core.phase.teg.turn
hostilidades
@@ core.phase.teg.over
terminada
@@ core.phase.catan.setup
colocación inicial
@@ core.phase.catan.roll
tirada de dados
@@ core.phase.catan.discard
descarte por el 7
@@ core.phase.catan.main
construcción y comercio
@@ core.phase.catan.robber
mover el ladrón
@@ core.phase.catan.over
terminada
@@ core.phase.kratos.setup
colocación inicial
@@ core.phase.kratos.turn
órdenes
@@ core.phase.kratos.over
terminada
@@ core.phase.nuevo-mundo.entry
entrada en el mapa
@@ core.phase.nuevo-mundo.turn
jugadas
@@ core.phase.nuevo-mundo.answer
respuesta a una retirada
@@ core.phase.nuevo-mundo.over
terminada
@@ core.waitline.over
La partida ha terminado: ya no se espera a nadie.
@@ core.waitline.you
Te toca a ti.
@@ core.waitline.youand
Te toca a ti; también se espera a {players}.
@@ core.waitline.others
Se espera a: {players}
@@ core.waitline.none
Ahora no se espera a nadie.
@@ core.when.turn
turno {turn}
@@ core.when.turn.phase
 · fase {phase}
@@ core.when.round
{phase}, ronda {round}
@@ core.when.phase
{phase}
@@ core.you
tú
@@ core.why.vote.out
Ya no sigues en la partida, así que no puedes votar empate: solo votan
los que siguen en ella.
@@ core.why.over.vote
La partida {game} ya ha terminado: ya no se puede votar empate.
No se ha cambiado nada.
@@ core.echo.vote.yes
Tu voto de empate queda anotado: propones tablas entre quienes siguen en
la partida.
@@ core.echo.vote.no
Retiras tu voto de empate.
@@ core.echo.vote.again
Ya habías votado empate; tu voto sigue en pie.
@@ core.echo.vote.nothing
No tenías ningún voto de empate que retirar.
@@ core.echo.vote.over
Tus órdenes han terminado la partida, así que tu voto de empate ya no cuenta.
@@ core.vote.all
Ya han votado todos los que siguen en la partida: termina en tablas entre ellos.
@@ core.vote.missing
Faltan por votar: {players}.
@@ core.vote.voters
Siguen votando empate: {players}.
@@ core.vote.none
Ahora nadie vota empate.
@@ core.subject.vote
[{game}] Votación de empate
@@ core.vote.yes
{player} propone tablas en la partida {game}: vota empate entre quienes
siguen en la partida. {state}

La partida termina en tablas cuando votan empate todos los que siguen en
ella. Para votar, envía una línea con la palabra EMPATE; para retirar tu
voto, una línea EMPATE NO. Vale en cualquier momento, te toque o no.
@@ core.vote.no
{player} retira su voto de empate en la partida {game}. {state}
@@ core.ev.vote.draw
Todos los que seguían en la partida votaron empate: tablas entre {players}.
@@ core.why.env.novalue
línea {line}: falta el valor de {word}
@@ core.why.env.twice
línea {line}: {word} repetido con otro valor ({first}, {second})
@@ core.why.env.twice.secret
línea {line}: {word} repetido con otro valor
@@ core.why.mime.base64
una de sus partes de texto dice estar en base64 pero no lo está
@@ core.why.mime.structure
su estructura MIME es demasiado complicada
@@ core.why.mime.parts
tiene más de {max} partes MIME (multipart o mensajes adjuntos), el límite
@@ core.why.mime.empty
está vacío
@@ core.why.mime.notmail
no empieza con una cabecera de correo
@@ core.why.mime.big
es demasiado grande
@@ core.why.mime.notext
no tiene ninguna parte de texto
@@ core.why.mime.other
no entendemos su formato MIME
@@ core.help.core
Órdenes de todas las partidas, en cualquier correo, te toque o no (sin la
barra «|» del margen):
  | IDIOMA en                  te escribimos en inglés (o IDIOMA es)
  | ZONA Europe/Madrid         los plazos, también en tu zona horaria
  | PRENSA todos texto...      un mensaje a todos, hasta FIN
  | PRENSA nombre texto...     un mensaje solo a ese jugador
  | VACACIONES 2026-12-01 2026-12-07  una ausencia (si la partida alarga
  |                            los plazos; VACACIONES ninguna la anula)
  | EMPATE                     votas tablas entre quienes siguen
  | EMPATE NO                  retiras tu voto
  | ROBOT NO                   recuperas tu puesto si juega el robot
  | IMAGEN NO                  tus informes sin imagen (IMAGEN SI: con)
  | HTML NO                    informes sin HTML (HTML SI: con HTML)
  | JSON SI                    informes con la vista JSON (JSON NO: sin)
  | CLASIFICACION NO           tu nombre fuera de la clasificación de la
  |                            campaña (CLASIFICACION SI: dentro);
  |                            también en una partida terminada
Cada voto se anuncia a todos; la partida termina en tablas cuando han
votado empate todos los que siguen en ella.

Todo lo que sigue a PRENSA, hasta FIN, es el mensaje: escribe las órdenes
antes. Responder a un correo de prensa le contesta solo a quien lo
escribió, en privado (si la partida admite prensa privada).
@@ core.why.su.option
la opción «{option}» no tiene la forma CLAVE=VALOR
@@ core.why.su.file
la opción «{option}» nombra un fichero del servidor: solo se puede dar con estafeta new
@@ core.why.su.kind
no hay ningún juego llamado «{kind}»
@@ core.why.su.name
el nombre «{game}» no vale: de 1 a 64 letras minúsculas sin tilde, cifras, «.», «_» o «-», empezando por letra o cifra
@@ core.why.su.seats
{kind} se juega con {min} a {max} jugadores
@@ core.why.su.options
demasiadas opciones
@@ core.why.su.exists
ya existe una partida llamada {game}
@@ core.why.su.none
no hay ninguna partida en inscripción llamada «{game}»
@@ core.why.su.cancelled
la inscripción de {game} se canceló
@@ core.why.su.running
la partida {game} ya ha empezado
@@ core.why.su.full
la partida {game} está completa
@@ core.why.su.player
el nombre de jugador «{player}» no vale: de 1 a 32 letras, cifras, «-», «_» o «.», y no una palabra reservada (public, todos, director...)
@@ core.why.su.address
{email} ya tiene un puesto en {game} ({player}): una dirección, un puesto
@@ core.why.su.taken
en {game} ya hay un jugador llamado {player}
@@ core.waitline.deadline
Plazo: {deadline}
@@ core.deadline.none
ninguno
@@ core.deadline.paused
ninguno mientras la partida esté en pausa
@@ core.subject.bot.on
[{game}] El robot juega por {player}
@@ core.bot.on
En la partida {game}, desde ahora el robot del juego juega por {player}.
{why}
El robot ve solo lo que vería {player} y sus órdenes pasan las mismas
comprobaciones que las de un correo. {player} recupera su puesto con
cualquier correo suyo aceptado.
@@ core.bot.on.you
En la partida {game}, desde ahora el robot del juego juega por ti.
{why}
Recuperas tu puesto en cuanto aceptemos un correo tuyo: tus órdenes cuando
te toque o, en cualquier momento, la línea ROBOT NO.
@@ core.bot.why.missed
Motivo: {missed} plazos seguidos sin órdenes (opción bot_after).
@@ core.bot.why.missed.one
Motivo: un plazo vencido sin órdenes (opción bot_after=1).
@@ core.bot.why.master
Lo ha decidido el director de la partida.
@@ core.subject.bot.off
[{game}] {player} vuelve a jugar
@@ core.bot.off
En la partida {game}, {player} vuelve a jugar su puesto; el robot deja de
jugarlo.
{why}
@@ core.bot.off.you
En la partida {game} vuelves a jugar tu puesto; el robot ya no juega por
ti.
{why}
@@ core.report.bots
Juega el robot por: {players}
@@ core.why.gm.bot
Se esperaba: ROBOT nombre SI (el robot juega por ese jugador) o ROBOT
nombre NO (el jugador vuelve a jugar), con el nombre de un jugador no expulsado.
@@ core.gm.echo.bot.on
El robot juega desde ahora por {player}.
@@ core.gm.echo.bot.off
{player} vuelve a jugar su puesto; el robot deja de jugarlo.
@@ core.why.bot
ROBOT NO devuelve tu puesto cuando el robot juega por ti; ahora no juega por
ti, así que no hay nada que devolver.
@@ core.echo.picture.on
Tus informes llevarán la imagen del tablero.
@@ core.echo.picture.off
Tus informes irán sin la imagen del tablero (IMAGEN SI la devuelve).
@@ core.echo.json.on
Tus informes llevarán adjunta la vista en JSON: lo mismo que el texto, para leerlo con un programa.
@@ core.echo.json.off
Tus informes irán sin la vista en JSON.
@@ core.why.picture
Se esperaba: IMAGEN SI o IMAGEN NO.
@@ core.why.json
Se esperaba: JSON SI o JSON NO.
@@ core.press.reply.private
Si respondes a este correo, tu respuesta le llega solo a {from}.
@@ core.press.reply.public
Aquí la prensa va solo a todos: respóndela con PRENSA todos en un informe.
@@ core.press.reply.plain
Para contestar: PRENSA {from} y tu texto, con PARTIDA, JUGADOR y CLAVE.
@@ core.echo.press.reply
Tu respuesta se ha enviado solo a {to}, en privado.
@@ core.echo.press.text
Este es el texto enviado:
{text}
@@ core.echo.press.count
Se han enviado {lines} líneas de texto; la primera: «{first}».
@@ core.echo.press.orders
Atención: estas líneas parecen órdenes, pero iban después de PRENSA y se
enviaron como texto, sin aplicarse:
{lines}
Todo lo que sigue a PRENSA, hasta FIN, es el mensaje. Para dar esas
órdenes, envíalas de nuevo antes de la línea PRENSA o en otro correo.
@@ core.echo.press.orders.reply
Atención: estas líneas parecen órdenes, pero respondías a un correo
de prensa, así que se enviaron como texto, sin aplicarse:
{lines}
Para dar órdenes, responde a este correo o a un informe de la partida.
@@ core.echo.press.vote
Tu voto de empate no se ha contado.
@@ core.why.press.reply.none
Respondías a un correo de prensa de {from}, pero la partida {game} no
admite prensa: tu respuesta no se ha enviado. Para dar órdenes, responde
a este correo o a un informe con solo las órdenes.
@@ core.why.press.reply.public
Respondías a un correo de prensa de {from}, pero en la partida {game}
la prensa solo puede ir a todos: tu respuesta no se ha enviado. Para
escribir a todos, responde a este correo con PRENSA todos y tu texto.
@@ core.why.press.reply.gone
{from} ya no juega la partida {game}: tu respuesta no se ha enviado.
@@ core.why.press.reply.empty
Tu respuesta a {from} no trae texto propio (solo lo citado del correo
original): no se ha enviado nada.
@@ core.why.over.press
La partida {game} ha terminado; ya no admite prensa: tu respuesta no se ha
enviado.
@@ core.replyline.tagged
Si respondes a este correo, lo que escribas son órdenes para {game}.
@@ core.replyline.plain
Para responder con órdenes, pon las líneas PARTIDA, JUGADOR y CLAVE.
@@ core.replyline.over
La partida {game} ha terminado: una respuesta ya no se aplica.
@@ core.replyline.expelled
Ya no juegas la partida {game}: una respuesta ya no se aplica.
