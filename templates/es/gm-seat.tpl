@@ core.gm.su.secret
la opción {option} lleva una clave y no se da por correo: la partida la
gobierna la clave de director del servidor (o la de un codirector)
@@ core.gm.su.value
la opción «{option}» no tiene un valor válido (valores: {values})
@@ core.gm.su.engine
{kind} no admite las opciones «{options}»: revisa su nombre y su valor
(AYUDA {kind} explica el juego)
