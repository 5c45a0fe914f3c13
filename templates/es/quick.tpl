# Las respuestas rápidas del núcleo, comunes a todos los juegos (español).
@@ core.quick.vote
votar empate (la partida acaba en empate cuando lo votan todos los que siguen en ella):
@@ core.quick.bot_off
recuperar tu plaza (el robot deja de jugar por ti):
