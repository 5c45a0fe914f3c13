# Un correo del director para varias partidas (PARTIDAS a b c, PARTIDAS
# TODAS): una sola respuesta, una parte por partida
# (adjudicator/run/many.c).
@@ core.subject.gm.many
[estafeta] Órdenes de director en varias partidas
@@ core.gm.many
Lo hecho en cada partida de tu correo (cada una por separado: lo que una
rechaza no cambia nada en las demás):

{items}
Para volver a escribir a varias partidas, pon las líneas PARTIDAS y sus
nombres (o PARTIDAS TODAS), DIRECTOR y CLAVE, y luego las órdenes.
@@ core.gm.many.done
== {game}: aplicado.
{echo}
@@ core.gm.many.refused
== {game}: rechazado; no se ha cambiado nada en esta partida.
Línea {lineno}: «{line}»
{why}
@@ core.gm.many.notyours
== {game}: no es una partida tuya con esa clave, o no existe; no se ha
cambiado nada.
@@ core.gm.many.over
== {game}: la partida ha terminado; no se ha cambiado nada.
@@ core.gm.many.again
== {game}: aplicado (este mismo correo ya se había aplicado).
@@ core.gm.many.failed
== {game}: la partida falla en el servidor y no se ha podido aplicar;
el operador está avisado. Vuelve a enviar las órdenes más tarde.
@@ core.gm.many.nogame
No diriges ninguna partida en curso con esa clave. No se ha cambiado nada.
@@ core.why.many.both
Tu correo trae a la vez una línea de partida y una de varias partidas:
deja solo una (para varias, la de PARTIDAS con sus nombres o TODAS).
@@ core.why.many.toomany
Tu correo nombra más de 100 partidas: divídelo en varios correos.
@@ core.why.many.director
Un correo para varias partidas es del director de juego: tras la línea
de las partidas van DIRECTOR, CLAVE y las órdenes, así (sin la barra «|»):
  | PARTIDAS reco-1 reco-2   (o PARTIDAS TODAS)
  | DIRECTOR
  | CLAVE tu-clave
  | PAUSAR
# El resumen diario del director (opción master_digest=daily,
# adjudicator/run/digest.c).
@@ core.subject.gm.digest
[estafeta] Resumen del día {day} de tus partidas
@@ core.gm.digest
Resumen del día {day} ({zone}) de tus partidas: {n} informes de turno, en
el orden en que se produjeron (cada uno en español y en inglés).
