#!/bin/sh
# slow: yes
# A whole game of the Catan variant through `estafeta run` from mail files
# (4 players), every mail shape, deadlines expiring now and then; history,
# verify, seed and password privacy checked by full_game (tests/e2e/lib.sh).
TEXT_ONLY=1
. tests/e2e/lib.sh
full_game catan catan-4 ca7a4 ana berta carla dani
echo "catan_game: ok"
