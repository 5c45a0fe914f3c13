#!/bin/sh
# slow: yes
# A game of the Catan variant through `estafeta run` from mail files (4
# players), every mail shape, deadlines expiring now and then; history,
# verify, seed and password privacy checked by full_game (tests/e2e/lib.sh).
# Its first 35 batches (E2E_FULL=1, as make bench runs it: to its end;
# the end of a game through the pipeline is checked by reco_game and
# kratos_game, Catan's own end by test_catan_playout).
TEXT_ONLY=1
. tests/e2e/lib.sh
[ "${E2E_FULL:-0}" != 0 ] || FULL_GAME_MAX=35
full_game catan catan-4 ca7a4 ana berta carla dani
echo "catan_game: ok"
