#!/bin/sh
# asan: yes
# Whole TEG games through `estafeta run` from mail files: 2, 4 and 6
# players, every mail shape, deadlines expiring now and then; history,
# verify, seed and password privacy checked by full_game (tests/e2e/lib.sh).
# The release pass plays the 2- and 6-player games, the sanitizer pass the
# 4-player one: each count once in make check (time).
TEXT_ONLY=1
. tests/e2e/lib.sh
[ "${SANITIZED:-0}" = 1 ] || full_game teg teg-2 7e91 ana berta
[ "${SANITIZED:-0}" != 1 ] || full_game teg teg-4 7e94 carla dani eva flor
[ "${SANITIZED:-0}" = 1 ] || full_game teg teg-6 7e96 gil hugo ines juan kike lola
echo "teg_game: ok"
