# Estafeta: one judge address, 2 shard(s), 5 game(s). Written by
# `estafeta shard sieve`; write it again whenever a game is created or moved.
# Shard 1 reads INBOX; shard N reads INBOX/shard-N. Mail that names no game of the
# map (AYUDA, LISTA, a new sign-up) stays in INBOX.
require ["envelope", "subaddress", "fileinto", "mailbox", "body", "regex", "variables"];

# estafeta selftest on the host of shard N (judge+selftest-N.NONCE@)
if envelope :detail :regex "to" "^selftest-([0-9]+)[.][0-9a-f]+$" {
  set "shard" "${1}";
  if string :is "${shard}" "2" {
    fileinto :create "INBOX/shard-2";
    stop;
  }
}

# a PARTIDA/GAME line: it wins over the tag, as in the judge
if body :text :regex "(^|[[:cntrl:]])[[:blank:]]*(partida|game|juego)([[:blank:]]+|[[:blank:]]*:[[:blank:]]*)[[:alnum:]]" {
  if body :text :regex [
      "(^|[[:cntrl:]])[[:blank:]]*(partida|game|juego)([[:blank:]]+|[[:blank:]]*:[[:blank:]]*)(reco-7|teg-3)[[:blank:]]*([[:cntrl:]]|$)"] {
    keep;
    stop;
  }
  if body :text :regex [
      "(^|[[:cntrl:]])[[:blank:]]*(partida|game|juego)([[:blank:]]+|[[:blank:]]*:[[:blank:]]*)(catan-12|kratos-1|reco-9)[[:blank:]]*([[:cntrl:]]|$)"] {
    fileinto :create "INBOX/shard-2";
    stop;
  }
}

# the reply tag of the envelope recipient (judge+GAME.SEAT.MAC@)
if envelope :detail :regex "to" "^(.+)[.][0-9]+[.][0-9a-f]+$" {
  set "game" "${1}";
  if string :is "${game}" [
      "reco-7",
      "teg-3"] {
    keep;
    stop;
  }
  if string :is "${game}" [
      "catan-12",
      "kratos-1",
      "reco-9"] {
    fileinto :create "INBOX/shard-2";
    stop;
  }
}

# the reply tag in To or Cc (a copy whose envelope lost it)
if address :detail :regex ["to", "cc"] "^(.+)[.][0-9]+[.][0-9a-f]+$" {
  set "game" "${1}";
  if string :is "${game}" [
      "reco-7",
      "teg-3"] {
    keep;
    stop;
  }
  if string :is "${game}" [
      "catan-12",
      "kratos-1",
      "reco-9"] {
    fileinto :create "INBOX/shard-2";
    stop;
  }
}

# a game named in an HTML-only mail or by a sign-up's request (UNIRSE, NUEVA PARTIDA, ...)
if body :text :regex "(^|[^[:alnum:]._-])(partida|game|juego|unirse|unirme|join|quitar|remove|aprobar|approve|rechazar|refuse|empezar|start|forzar|force)([^[:alnum:]._-]|$)" {
  if body :text :regex [
      "(^|[^[:alnum:]._-])((partida|game|juego)([[:space:]]+|[[:space:]]*:[[:space:]]*)|(unirse|unirme|join)[[:space:],;]+|(cancelar|cancel)[[:space:],;]+(partida|game)[[:space:],;]+|(quitar|remove|aprobar|approve|rechazar|refuse|empezar|start)[[:space:],;]+|(forzar|force)[[:space:],;]+(inicio|begin)[[:space:],;]+|(nueva|new)[[:space:],;]+(partida|game)[[:space:],;]+[^[:space:],;]+[[:space:],;]+)(reco-7|teg-3)([^[:alnum:]._-]|$)"] {
    keep;
    stop;
  }
  if body :text :regex [
      "(^|[^[:alnum:]._-])((partida|game|juego)([[:space:]]+|[[:space:]]*:[[:space:]]*)|(unirse|unirme|join)[[:space:],;]+|(cancelar|cancel)[[:space:],;]+(partida|game)[[:space:],;]+|(quitar|remove|aprobar|approve|rechazar|refuse|empezar|start)[[:space:],;]+|(forzar|force)[[:space:],;]+(inicio|begin)[[:space:],;]+|(nueva|new)[[:space:],;]+(partida|game)[[:space:],;]+[^[:space:],;]+[[:space:],;]+)(catan-12|kratos-1|reco-9)([^[:alnum:]._-]|$)"] {
    fileinto :create "INBOX/shard-2";
    stop;
  }
}

# anything else: INBOX (implicit keep), read by shard 1
