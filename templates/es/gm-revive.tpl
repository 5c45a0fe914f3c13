@@ core.subject.gm.revive
[{game}] La partida vuelve a jugarse
@@ core.gm.revive
El director de juego ha devuelto a la vida la partida {game}, que había
terminado: vuelve al estado en que estaba tras el lote {batch}. Lo que se
ordenó después queda anulado: envía de nuevo tus órdenes (en un correo
nuevo). Plazo: {deadline}

El final reveló la semilla de los dados, y con ella cada tirada futura:
desde ahora los dados salen de una semilla nueva y secreta. Su compromiso
(sha256 de la semilla) es:

  {commitment}

Guárdalo: al terminar la partida se revelará la semilla nueva y podrás
comprobarla con  printf %s SEMILLA | sha256sum
@@ core.gm.echo.revive
La partida, que había terminado, vuelve al estado tras el lote {batch};
todos han recibido su vista. Los dados salen de una semilla nueva, cuyo
compromiso se ha enviado a cada jugador:
  {commitment}
@@ core.why.gm.over
La partida ha terminado: solo admite VOLVER número-de-lote, que la devuelve
a la vida con una semilla nueva. Las demás órdenes, en otro correo cuando
vuelva a jugarse.
@@ core.why.gm.revive.ended
Tras ese lote la partida ya había terminado: indica un lote anterior.
@@ core.why.gm.revive.keyless
Esta partida es de una versión sin clave secreta propia: sus claves salían
de la semilla que el final reveló, así que no puede volver a jugarse.
Empieza una partida nueva con los mismos jugadores.
@@ core.final.revived
La partida ha terminado. Semilla de los dados desde que el director la
devolvió a la vida: {seed}
Compromiso publicado entonces: {commitment}
Compruébalo con:  printf %s {seed} | sha256sum
