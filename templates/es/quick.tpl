# Las respuestas rápidas del núcleo, comunes a todos los juegos (español).
@@ core.quick.vote
votar empate (la partida acaba en empate si lo votan todos):
@@ core.quick.bot_off
recuperar tu plaza (el robot deja de jugar por ti):
