#!/bin/sh
# slow: yes
# Whole TEG games through `estafeta run` from mail files: 2 and 6
# players, every mail shape, deadlines expiring now and then; history,
# verify, seed and password privacy checked by full_game (tests/e2e/lib.sh).
# Release build only: the sanitizer build plays TEG in test_teg_playout,
# and whole games through the pipeline in kratos_game and nm_game.
TEXT_ONLY=1
. tests/e2e/lib.sh
full_game teg teg-2 7e91 ana berta
full_game teg teg-6 7e96 gil hugo ines juan kike lola
echo "teg_game: ok"
