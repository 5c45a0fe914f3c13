# The reader inside a list of players (games/game.c game_list_you): the
# others, then "tú" (a mail never names its reader in the third person).

@@ core.list.you
{others} y tú
