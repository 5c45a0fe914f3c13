# Textos de la página pública de una partida (publish): nombres de las
# opciones, en castellano.
@@ site.opt.deadline-hours
Plazo para responder (horas)
@@ site.opt.reminder-hours
Aviso antes del plazo (horas)
@@ site.opt.press
Mensajes entre jugadores (prensa)
@@ site.opt.bot-after
El robot juega por un ausente tras (plazos)
@@ site.opt.max_turns
Límite de turnos (0: sin límite)
@@ site.opt.stalemate_rounds
Rondas sin cambios que dan empate (0: nunca)
@@ site.opt.variant23
Variante para dos o tres jugadores
@@ site.opt.defensive_exchange
Canje defensivo
@@ site.opt.style
Estilo de juego
@@ site.opt.destroyed_cards
Tarjetas de los eliminados
@@ site.opt.adjacent
«3 países limítrofes entre sí» (objetivo 2)
@@ site.opt.adjacent_overlap
Los 3 limítrofes cuentan para los otros términos
@@ site.opt.colors
Colores
@@ site.opt.board
Tablero
@@ site.opt.dev_per_turn
Cartas de desarrollo por turno
@@ site.opt.knight_steals
El caballero roba
@@ site.opt.steal
Robo
@@ site.opt.point_trade
Comercio de puntos
@@ site.opt.setup
Colocación inicial
@@ site.opt.shortage
Escasez en el banco
@@ site.opt.scenario
Escenario
@@ site.opt.answer_hours
Plazo de las respuestas en combate (horas)
@@ site.opt.cards
Mazo de tarjetas
@@ site.opt.losses
Tabla de pérdidas
@@ site.opt.losses_by
Quién elige las piezas perdidas
@@ site.opt.battle_cards
Tarjeta por batalla
@@ site.opt.bot
Versión del robot
@@ site.opt.famine_rounds
Rondas de hambre que dan mesa muerta (0: nunca)
@@ site.opt.seats
Colores con jugador
@@ site.opt.file
un fichero propio
