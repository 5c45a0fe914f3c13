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

Cómo enviar órdenes: escribe a {judge} un correo de texto con
  PARTIDA {game}
  JUGADOR {player}
  CLAVE tu-clave
  ...tus órdenes, una por línea...
  FIN
Las líneas citadas (">") y la firma (tras "-- ") se ignoran. Las palabras
clave valen en mayúsculas o minúsculas, con o sin tildes.

{help}

== Lo que ha pasado ==
{events}
== Tu vista ==
{view}

Se espera a: {waiting}
Plazo: {deadline}
@@ core.subject.confirm
[{game}] Órdenes aceptadas
@@ core.confirm
Hola, {player}:

Hemos aceptado tus órdenes para la partida {game}, tal como las entendimos:

{echo}

Recibirás el resultado en otro correo.
@@ core.subject.turn
[{game}] Turno {turn}
@@ core.subject.yourturn
[{game}] Turno {turn}: te toca
@@ core.subject.final
[{game}] Fin de la partida
@@ core.report
Partida {game} · turno {turn} · fase {phase}

== Lo que has visto ==
{events}
== Tu vista ==
{view}

Se espera a: {waiting}
Plazo: {deadline}
@@ core.final
La partida ha terminado. Semilla de los dados: {seed}
Compromiso publicado al empezar: {commitment}
Compruébalo con:  printf %s {seed} | sha256sum
@@ core.subject.reminder
[{game}] Recordatorio: faltan tus órdenes
@@ core.reminder
Hola, {player}:

Aún no hemos recibido tus órdenes para la partida {game}. El plazo vence el
{deadline}. Si no llegan a tiempo se aplicará la orden por defecto.
@@ core.subject.reject
[{game}] Correo rechazado
@@ core.why.toobig
Tu correo supera el tamaño máximo de {max} bytes y no lo hemos leído.
Envía solo el texto de las órdenes, sin adjuntos. No se ha cambiado nada.
@@ core.why.unreadable
No hemos podido leer tu correo ({why}).
Envíalo como texto normal. No se ha cambiado nada.
@@ core.why.envelope
No hemos aplicado nada de tu correo: {why}.
Se esperaba una cabecera como:
  PARTIDA nombre-de-la-partida
  JUGADOR tu-nombre
  CLAVE tu-clave
@@ core.why.noenvelope
No encontramos en tu correo ninguna línea PARTIDA. Para enviar órdenes
escribe a {judge}:
  PARTIDA nombre-de-la-partida
  JUGADOR tu-nombre
  CLAVE tu-clave
  ...órdenes...
  FIN
No se ha cambiado nada.
@@ core.why.nogame
No existe ninguna partida llamada «{game}». Revisa la línea PARTIDA.
No se ha cambiado nada.
@@ core.why.noplayer
En la partida {game} no juega nadie llamado «{player}». Revisa la línea
JUGADOR. No se ha cambiado nada.
@@ core.why.sender
Este correo viene de {from}, que no es la dirección registrada de {player}
en la partida {game}. Envía las órdenes desde tu dirección registrada.
No se ha cambiado nada.
@@ core.why.password
La clave no es correcta para {player} en la partida {game} (línea CLAVE).
No se ha cambiado nada.
@@ core.why.over
La partida {game} ha terminado; ya no admite órdenes.
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
