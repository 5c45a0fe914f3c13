@@ core.gm.su.secret
la opción {option} lleva una clave y no se da por correo: la partida la
gobierna la clave de director del servidor (o la de un codirector)
@@ core.gm.su.value
la opción «{option}» no tiene un valor válido (valores: {values})
@@ core.gm.su.engine
{kind} no admite las opciones «{options}»: revisa su nombre y su valor
(AYUDA {kind} explica el juego{detail_es}).
@@ core.why.gm.comaster
Se esperaba: CODIRECTOR direccion@de.correo (o CODIRECTOR direccion NO para
quitarlo).
@@ core.why.gm.comaster.twice
Esa dirección ya es codirectora de la partida.
@@ core.why.gm.comaster.full
La partida ya tiene el máximo de codirectores (4).
@@ core.why.gm.comaster.none
Esa dirección no es codirectora de la partida.
@@ core.why.gm.password
Se esperaba: CAMBIAR CLAVE (la nueva clave llega a la dirección de quien la
tenía; si la partida no tiene dirección de director, a quien escribe).
@@ core.why.gm.handover
Se esperaba: TRASPASAR direccion, con la dirección de un codirector de
esta partida.
@@ core.subject.gm.comaster
[{game}] Codirección de la partida
@@ core.gm.comaster
Hola: {email} es ahora codirector de la partida {game}, con una clave
propia de director.

Tu clave de director es: {password}
Nadie más la recibe; puedes cambiarla con CAMBIAR CLAVE.

Para dar órdenes de director, escribe a {judge} un correo con las líneas
(sin la barra «|»):
  | PARTIDA {game}
  | DIRECTOR
  | CLAVE tu-clave
seguidas de las órdenes (AYUDA las explica).
@@ core.gm.comaster.off
Hola: {email} ya no es codirector de la partida {game}; su clave
de director ya no vale.
@@ core.subject.gm.password
[{game}] Nueva clave de director
@@ core.gm.password
Hola: se ha cambiado la clave de director de la partida {game} que llega a
{email}; la anterior ya no vale.

Tu nueva clave de director es: {password}
Nadie más la recibe.
@@ core.subject.gm.handover
[{game}] Diriges la partida
@@ core.gm.handover
Hola: {email} dirige ahora la partida {game}. Tu clave de codirector es
ahora la clave de director de la partida y te llegará el informe de cada
turno; la clave del director anterior ya no vale.
@@ core.gm.echo.comaster
{email} es codirector: su clave le ha llegado solo a esa dirección.
@@ core.gm.echo.comaster.off
{email} ya no es codirector.
@@ core.gm.echo.password
Se ha cambiado la clave de director: la nueva ha llegado solo a {email}.
@@ core.gm.echo.handover
La partida pasa a {email}, que la dirige desde ahora.
@@ core.gm.su.nojoiner
en la inscripción de {game} no hay nadie llamado «{player}»
@@ core.gm.su.removed
Hola, {player}: el director te ha quitado de la inscripción de la partida
{game}. No jugarás en ella; no hace falta hacer nada.
@@ core.gm.su.removed.gm
{player} ya no está en la inscripción de la partida {game}; se le ha
avisado. Su plaza queda libre.
