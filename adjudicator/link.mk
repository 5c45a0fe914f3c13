# How every Estafeta program links its libraries (included by the Makefile
# and tests/fuzz/fuzz.mk): Debian's shared libraries, named by pkg-config,
# so that a Debian update of any of them reaches the next start.
#
# libetpan is named by hand: Debian 12's libetpan.pc lists, besides
# -letpan, the flags of libetpan's own build (a specs file that would link
# this program without PIE) and the private libraries libetpan already
# needs itself. --as-needed records only the libraries the program calls.
ES_PKGS    = libcurl libgit2 libsodium libutf8proc inih jansson cairo libpng zlib
ES_CFLAGS := $(shell pkg-config --cflags $(ES_PKGS) 2>/dev/null)
ES_LDLIBS := -Wl,--as-needed $(shell pkg-config --libs $(ES_PKGS) 2>/dev/null) -letpan -lm
