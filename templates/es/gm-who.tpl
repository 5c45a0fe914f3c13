@@ core.signup.created.approval
Se ha abierto la inscripción de la partida {game} ({kind}), con tu
aprobación. Para apuntarse hay que escribir a {judge} un correo con la
línea (sin la barra «|»)
  | UNIRSE {game} tu-nombre
Cada uno espera a que lo admitas o lo rechaces, con tu CLAVE de director:
  | APROBAR {game} nombre
  | RECHAZAR {game} nombre
Solo los admitidos ocupan plaza; cuando estén todas, se sortearán los
puestos con los dados de la partida y cada jugador recibirá su clave.
Con la línea
  | EMPEZAR {game}
empieza antes, y el robot del juego juega las plazas vacías.
@@ core.signup.pending
Has pedido plaza en la partida {game} como {player}. El director tiene que
admitirte: recibirás un correo cuando decida.
@@ core.signup.gm.pending
{player} ({email}) pide plaza en la partida {game}. Plazas ocupadas:
{taken} de {seats}. Para admitirlo o rechazarlo (con tu CLAVE de
director), una de estas líneas:
  | APROBAR {game} {player}
  | RECHAZAR {game} {player}
@@ core.gm.su.approved
Hola, {player}: el director te ha admitido en la partida {game}. Cuando
estén todas las plazas, recibirás tu clave, tu puesto y tu primera vista.
@@ core.gm.su.approved.gm
APROBAR {game} {player}: admitido; ya ocupa una plaza y se le ha avisado.
@@ core.gm.su.refused
Hola, {player}: el director no te ha admitido en la partida {game}. No
jugarás en ella, ni puedes volver a apuntarte desde esta dirección.
@@ core.gm.su.refused.gm
RECHAZAR {game} {player}: rechazado y avisado; desde su dirección ya no
se puede pedir plaza en {game}.
@@ core.gm.su.started.gm
Con esa plaza la partida {game} está completa y empieza: cada jugador
recibe su clave. A quien seguía esperando se le avisa de que se queda
fuera.
@@ core.gm.su.left
Hola, {player}: la partida {game} ha empezado sin que el director llegara
a admitirte. No jugarás en ella; no hace falta hacer nada.
@@ core.gm.su.forced.gm
EMPEZAR {game}: la partida empieza con los jugadores apuntados; el robot
del juego juega las plazas vacías ({bots}) desde el principio. Cada uno
de los jugadores recibe su clave; con REEMPLAZAR puedes poner a una
persona en el puesto de un robot.
@@ core.gm.su.nopending
en la inscripción de {game} nadie llamado «{player}» espera aprobación
@@ core.gm.su.refused.again
el director de {game} ya rechazó a {email}: desde esa dirección no se
puede volver a pedir plaza
@@ core.gm.su.empty
nadie se ha apuntado aún a {game}: para empezar hace falta un jugador
@@ core.welcome.botseat
{player} (lo juega el robot del juego)
@@ core.why.gm.replace.name
El nombre nuevo no vale: otro puesto de la partida ya se llama así, o no
es un nombre de jugador (de 1 a 32 letras, cifras, «-», «_» o «.», y no
una palabra reservada).
@@ core.gm.renamed.others
El puesto de {old} se llama ahora {player}.
@@ core.gm.echo.rename
El puesto se llama ahora {player}: con ese nombre juega y recibe su vista.
