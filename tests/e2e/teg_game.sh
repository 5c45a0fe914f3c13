#!/bin/sh
# slow: yes
# TEG games through `estafeta run` from mail files: 2 and 6 players,
# every mail shape, deadlines expiring now and then; history, verify, seed
# and password privacy checked by full_game (tests/e2e/lib.sh). Their
# first 40 batches (E2E_FULL=1, as make bench runs it: to their end; the
# end of a game through the pipeline is checked by reco_game and kratos_game,
# TEG's own ends by test_teg_playout).
TEXT_ONLY=1
. tests/e2e/lib.sh
[ "${E2E_FULL:-0}" != 0 ] || FULL_GAME_MAX=40
full_game teg teg-2 7e91 ana berta
full_game teg teg-6 7e96 gil hugo ines juan kike lola
echo "teg_game: ok"
