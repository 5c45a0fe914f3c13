# Builds the libFuzzer targets (clang, ASan + UBSan, ARENA_PASSTHROUGH) into
# build/fuzz/bin/. Used by tests/fuzz/run.sh (make fuzz, make bench)
# and tests/e2e/fuzz_corpus.sh:
#   make -f tests/fuzz/fuzz.mk -j2
# The whole library is built with coverage instrumentation
# (-fsanitize=fuzzer-no-link) so the engines' branches guide the fuzzer.
# One target per tests/fuzz/fuzz_NAME.c; fuzz_engine.c and fuzz_load.c are
# built once per game kind.

FZ_CC    = clang
FZ_SAN   = -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
FZ_FLAGS = -std=c11 -D_GNU_SOURCE -g -O1 $(FZ_SAN) -DARENA_PASSTHROUGH
# Library code is other people's: clang may warn where gcc does not, so no
# -Werror there; the fuzz harnesses themselves build with -Werror.
FZ_WARN  = -Wall -Wextra -Wno-missing-field-initializers
FZ_CPP   = -I. $(shell pkg-config --cflags libcurl libgit2 libsodium libutf8proc inih jansson cairo 2>/dev/null)
include adjudicator/link.mk
FZ_LIBS  = $(ES_LDLIBS)
FZ_OUT   = build/fuzz

FZ_LIB_SRC = $(sort $(filter-out adjudicator/cli/main.c, $(wildcard adjudicator/*/*.c orders/*.c games/*.c games/*/*.c)))
FZ_EMBED   = $(sort $(wildcard templates/*/*.tpl games/*/*.map games/*/*.geo))
FZ_HDRS    = $(wildcard adjudicator/*/*.h orders/*.h games/*.h games/*/*.h)
FZ_KINDS   = reconquista teg catan kratos nuevo-mundo
FZ_PLAIN   = $(filter-out engine load,$(patsubst tests/fuzz/fuzz_%.c,%,$(wildcard tests/fuzz/fuzz_*.c)))
FZ_TARGETS = $(FZ_PLAIN) $(FZ_KINDS:%=engine_%) $(FZ_KINDS:%=load_%)

.PHONY: all list
all: $(FZ_TARGETS:%=$(FZ_OUT)/bin/%)
list:
	@echo $(FZ_TARGETS)

$(FZ_OUT)/gen/embedded.c: $(FZ_EMBED) adjudicator/base/embed.awk
	@mkdir -p $(@D)
	awk -f adjudicator/base/embed.awk $(FZ_EMBED) > $@.tmp && mv $@.tmp $@
$(FZ_OUT)/obj/gen/embedded.o: $(FZ_OUT)/gen/embedded.c adjudicator/base/embed.h
	@mkdir -p $(@D)
	$(FZ_CC) $(FZ_FLAGS) -fsanitize=fuzzer-no-link $(FZ_CPP) -w -c $< -o $@
$(FZ_OUT)/obj/%.o: %.c $(FZ_HDRS)
	@mkdir -p $(@D)
	$(FZ_CC) $(FZ_FLAGS) -fsanitize=fuzzer-no-link $(FZ_WARN) $(FZ_CPP) -c $< -o $@
$(FZ_OUT)/libestafeta.a: $(FZ_LIB_SRC:%.c=$(FZ_OUT)/obj/%.o) $(FZ_OUT)/obj/gen/embedded.o
	rm -f $@ && ar rcs $@ $^

FZ_LINK = $(FZ_CC) $(FZ_FLAGS) -fsanitize=fuzzer -Wall -Wextra -Werror $(FZ_CPP)
$(FZ_OUT)/bin/engine_%: tests/fuzz/fuzz_engine.c tests/fuzz/fuzz.h $(FZ_OUT)/libestafeta.a $(FZ_HDRS)
	@mkdir -p $(@D)
	$(FZ_LINK) -DKIND='"$*"' $< $(FZ_OUT)/libestafeta.a $(FZ_LIBS) -o $@
$(FZ_OUT)/bin/load_%: tests/fuzz/fuzz_load.c tests/fuzz/fuzz.h $(FZ_OUT)/libestafeta.a $(FZ_HDRS)
	@mkdir -p $(@D)
	$(FZ_LINK) -DKIND='"$*"' $< $(FZ_OUT)/libestafeta.a $(FZ_LIBS) -o $@
$(FZ_OUT)/bin/%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz.h $(FZ_OUT)/libestafeta.a $(FZ_HDRS)
	@mkdir -p $(@D)
	$(FZ_LINK) $< $(FZ_OUT)/libestafeta.a $(FZ_LIBS) -o $@
