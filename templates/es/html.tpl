# La versión HTML de los informes y sus respuestas rápidas (español).
@@ core.html.quick.head
Respuestas rápidas: copia en tu respuesta las líneas de una (en la versión HTML de este correo, tócala y envía el correo que se abre).
@@ core.html.quick.bot
sugerencia del robot:
@@ core.html.alt
Tablero de la partida {game}
@@ core.echo.html.on
Tus informes llevarán también una versión HTML, con el tablero y las respuestas rápidas.
@@ core.echo.html.off
Tus informes irán solo en texto (HTML SI trae la versión HTML).
@@ core.why.html
Se esperaba: HTML SI o HTML NO.
