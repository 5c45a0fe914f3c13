# Estafeta: one plain Makefile.
#   make          build bin/estafeta
#   make check    every test (release build, then ASan+UBSan build)
#   make demo     play a scripted demo game on the Maildir default
#   make bench    benchmarks (not part of check)
#   make deps     install missing Debian packages (run by check and demo)
# Before compiling, every build checks that those packages are there
# (tests/install-deps.sh --check, again whenever that list changes) and
# names any missing; `make DEPS_OK=` skips the check (libraries from
# elsewhere).

CC      ?= cc
OPT     ?= -O2 -g
STD      = -std=c11 -D_GNU_SOURCE
WARN     = -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wno-missing-field-initializers
PKGS     = libcurl libgit2 libsodium libutf8proc inih
DEPFLAGS = $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
CPPFLAGS = -I. $(DEPFLAGS)
LDLIBS   = -lcurl -lgit2 -letpan -lsodium -lutf8proc -linih
# The sanitizer build is also the test build: fault hooks (ES_TEST_HOOKS)
# exist only there, never in bin/estafeta.
SAN      = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined -DARENA_PASSTHROUGH \
	   -DES_TEST_HOOKS

LIB_SRC  = $(sort $(filter-out adjudicator/main.c, $(wildcard adjudicator/*.c adjudicator/base/*.c orders/*.c games/*.c games/*/*.c)))
EMBED    = $(sort $(wildcard templates/*/*.tpl games/*/*.map))
HDRS     = $(wildcard adjudicator/*.h adjudicator/base/*.h orders/*.h games/*.h games/*/*.h)
UNIT_SRC = $(sort $(wildcard tests/unit/test_*.c))
TOOL_SRC = $(sort $(wildcard tests/tools/*.c))
DEPS_OK ?= build/deps.ok

.PHONY: all check check-fast demo bench fuzz deps clean asan unit
all: bin/estafeta

# --- two variants: build/rel (release) and build/asan (sanitizers) -------
define variant
build/$(1)/gen/embedded.c: $$(EMBED) adjudicator/base/embed.awk
	@mkdir -p $$(@D)
	awk -f adjudicator/base/embed.awk $$(EMBED) > $$@.tmp && mv $$@.tmp $$@
build/$(1)/%.o: %.c $$(HDRS) | $$(DEPS_OK)
	@mkdir -p $$(@D)
	$$(CC) $$(STD) $$(WARN) $$(OPT) $(2) $$(CPPFLAGS) -c $$< -o $$@
build/$(1)/gen/embedded.o: build/$(1)/gen/embedded.c adjudicator/base/embed.h
	$$(CC) $$(STD) $$(WARN) $$(OPT) $(2) $$(CPPFLAGS) -Wno-overlength-strings -c $$< -o $$@
build/$(1)/libestafeta.a: $$(LIB_SRC:%.c=build/$(1)/%.o) build/$(1)/gen/embedded.o
	rm -f $$@ && ar rcs $$@ $$^
build/$(1)/estafeta: build/$(1)/adjudicator/main.o build/$(1)/libestafeta.a
	$$(CC) $(2) $$^ $$(LDLIBS) -o $$@
build/$(1)/tests/%: tests/unit/%.c build/$(1)/libestafeta.a $$(HDRS)
	@mkdir -p $$(@D)
	$$(CC) $$(STD) $$(WARN) $$(OPT) $(2) $$(CPPFLAGS) $$< build/$(1)/libestafeta.a $$(LDLIBS) -lcmocka -o $$@
build/$(1)/tools/%: tests/tools/%.c build/$(1)/libestafeta.a $$(HDRS)
	@mkdir -p $$(@D)
	$$(CC) $$(STD) $$(WARN) $$(OPT) $(2) $$(CPPFLAGS) $$< build/$(1)/libestafeta.a $$(LDLIBS) -o $$@
$(1): build/$(1)/estafeta $$(UNIT_SRC:tests/unit/%.c=build/$(1)/tests/%) $$(TOOL_SRC:tests/tools/%.c=build/$(1)/tools/%)
endef

$(eval $(call variant,rel,))
$(eval $(call variant,asan,$(SAN)))

bin/estafeta: build/rel/estafeta
	@mkdir -p bin
	cp $< $@.tmp && mv $@.tmp $@

deps:
	@tests/install-deps.sh

# A stamp, so that the check costs nothing once passed.
ifneq ($(DEPS_OK),)
$(DEPS_OK): tests/install-deps.sh
	@tests/install-deps.sh --check
	@mkdir -p $(@D) && touch $@
endif

# The whole suite, release build then sanitizer build (see tests/run.sh).
check: deps
	$(MAKE) rel asan bin/estafeta
	tests/run.sh

unit: rel
	tests/run.sh --unit-only

demo: deps
	$(MAKE) bin/estafeta
	adjudicator/demo.sh

bench: deps
	$(MAKE) rel bin/estafeta
	tests/bench/run.sh
	tests/bench/mail.sh

# Every libFuzzer target for FUZZ_SECONDS (default 60) each, then a table;
# crash artifacts in build/fuzz/TARGET/ (tests/fuzz/run.sh).
fuzz: deps
	tests/fuzz/run.sh

clean:
	rm -rf build bin
