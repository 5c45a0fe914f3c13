# La campaña de un director de juego: la clasificación y la campaña por correo (español).
@@ core.echo.standings.off
Tu nombre deja de aparecer en la clasificación de la campaña, en todas
tus partidas (CLASIFICACION SI lo devuelve).
@@ core.echo.standings.on
Tu nombre vuelve a aparecer en la clasificación de la campaña, en todas
tus partidas.
@@ core.why.standings
Se esperaba: CLASIFICACION SI o CLASIFICACION NO.
@@ core.subject.campaign
Campaña en {judge}
@@ core.campaign
La campaña en {judge}{who}: el estado de cada partida, a quién
se espera y la clasificación. Lo mismo que la página pública de la
campaña: solo nombres, nunca direcciones.

Las partidas:
{games}
Las inscripciones abiertas:
{signups}
La clasificación, por victorias y tablas (a tiempo: decisiones
respondidas antes del plazo; vencidos: plazos que aplicaron la orden por
defecto):
{standings}
@@ core.campaign.who
, de {master}
@@ core.campaign.game
{game} ({kind}): {phase}, turno {turn}
@@ core.campaign.game.paused
{game} ({kind}): {phase}, turno {turn}, en pausa
@@ core.campaign.game.over
{game} ({kind}): terminada; la ganan: {winners}
@@ core.campaign.game.noresult
{game} ({kind}): terminada sin resultado
@@ core.campaign.game.bad
{game}: no disponible ahora
@@ core.campaign.signup
{game} ({kind}): {taken} de {seats} plazas
@@ core.campaign.player
{games} partidas, {wins} victorias, {draws} tablas, {out} eliminado
@@ core.campaign.player.answers
{answered} a tiempo, {defaults} vencidos, respuesta media {average}
@@ core.campaign.hours
{hours} h
@@ core.why.campaign
La campaña por correo es para el director de juego: CAMPAÑA y, en otra
línea, CLAVE con la clave de director de este juez. Esa clave no era
correcta (o este juez no tiene ninguna).
