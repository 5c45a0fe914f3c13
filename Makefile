# Estafeta: one plain Makefile.
#   make          build bin/estafeta
#   make check    every test (release build, then ASan+UBSan build)
#   make check-fast  the inner loop: release build, reduced scale, no
#                 mail server (tests/run.sh --fast)
#   make demo     play a scripted demo game on the Maildir default
#   make bench    benchmarks (not part of check)
#   make deps     install missing Debian packages (run by check and demo)
#   make install  the binary, the cron wrapper, the systemd units, the man
#                 pages (PREFIX=/usr/local, DESTDIR, BIN=an estafeta already
#                 built); make uninstall
#   dpkg-buildpackage -us -uc -b   the Debian package (debian/; built in
#                 build/pkg)
# Before compiling, every build checks that those packages are there
# (tests/install-deps.sh --check, again whenever that list changes) and
# names any missing; `make DEPS_OK=` skips the check (libraries from
# elsewhere).

CC      ?= cc
OPT     ?= -O2 -g
STD      = -std=c11 -D_GNU_SOURCE
WARN     = -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wno-missing-field-initializers
include adjudicator/link.mk
CPPFLAGS = -I. $(ES_CFLAGS)
LDLIBS   = $(LDFLAGS) $(ES_LDLIBS)
# The sanitizer build is also the test build: fault hooks (ES_TEST_HOOKS)
# exist only there, never in bin/estafeta.
SAN      = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined -DARENA_PASSTHROUGH \
	   -DES_TEST_HOOKS

LIB_SRC  = $(sort $(filter-out adjudicator/cli/main.c, $(wildcard adjudicator/*/*.c orders/*.c games/*.c games/*/*.c)))
EMBED    = $(sort $(wildcard templates/*/*.tpl games/*/*.map games/*/*.geo))
HDRS     = $(wildcard adjudicator/*/*.h orders/*.h games/*.h games/*/*.h)
UNIT_SRC = $(sort $(wildcard tests/unit/test_*.c))
TOOL_SRC = $(sort $(wildcard tests/tools/*.c))
DEPS_OK ?= build/deps.ok
JOBS    ?= $(shell nproc 2>/dev/null || echo 2)

.PHONY: all check check-fast demo bench fuzz deps clean asan unit install uninstall FORCE
all: bin/estafeta
FORCE:

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
# The commit built from (estafeta --version), made again by every make and
# replaced only when it changed; linked into the program alone, so that a
# new commit relinks nothing else.
build/$(1)/gen/commit.c: FORCE
	@mkdir -p $$(@D)
	@sh adjudicator/cli/commit.sh > $$@.tmp && { cmp -s $$@.tmp $$@ && rm $$@.tmp || mv $$@.tmp $$@; }
build/$(1)/gen/commit.o: build/$(1)/gen/commit.c adjudicator/cli/version.h
	$$(CC) $$(STD) $$(WARN) $$(OPT) $(2) -I. -c $$< -o $$@
build/$(1)/libestafeta.a: $$(LIB_SRC:%.c=build/$(1)/%.o) build/$(1)/gen/embedded.o
	rm -f $$@ && ar rcs $$@ $$^
build/$(1)/estafeta: build/$(1)/adjudicator/cli/main.o build/$(1)/gen/commit.o build/$(1)/libestafeta.a adjudicator/link.mk
	$$(CC) $(2) build/$(1)/adjudicator/cli/main.o build/$(1)/gen/commit.o build/$(1)/libestafeta.a $$(LDLIBS) -o $$@
build/$(1)/tests/%: tests/unit/%.c build/$(1)/libestafeta.a $$(HDRS) $$(wildcard tests/unit/*.h) adjudicator/link.mk
	@mkdir -p $$(@D)
	$$(CC) $$(STD) $$(WARN) $$(OPT) $(2) $$(CPPFLAGS) $$< build/$(1)/libestafeta.a $$(LDLIBS) -lcmocka -o $$@
build/$(1)/tools/%: tests/tools/%.c build/$(1)/libestafeta.a $$(HDRS) adjudicator/link.mk
	@mkdir -p $$(@D)
	$$(CC) $$(STD) $$(WARN) $$(OPT) $(2) $$(CPPFLAGS) $$< build/$(1)/libestafeta.a $$(LDLIBS) -o $$@
$(1): build/$(1)/estafeta $$(UNIT_SRC:tests/unit/%.c=build/$(1)/tests/%) $$(TOOL_SRC:tests/tools/%.c=build/$(1)/tools/%)
endef

$(eval $(call variant,rel,))
$(eval $(call variant,asan,$(SAN)))
# The Debian package's build (debian/rules), apart from the two above.
$(eval $(call variant,pkg,))

# Every fuzz target linked with the sanitizer build and a plain driver
# (tests/fuzz/replay.c) instead of libFuzzer: what tests/e2e/fuzz_corpus.sh
# runs over the seed corpora in make check, with no second build of the
# library (make fuzz builds the libFuzzer targets, tests/fuzz/fuzz.mk).
FUZZ_KINDS  = reconquista teg catan kratos nuevo-mundo
FUZZ_PLAIN  = $(filter-out engine load,$(patsubst tests/fuzz/fuzz_%.c,%,$(wildcard tests/fuzz/fuzz_*.c)))
FUZZ_REPLAY = $(FUZZ_PLAIN:%=build/asan/fuzz/%) $(FUZZ_KINDS:%=build/asan/fuzz/engine_%) \
	      $(FUZZ_KINDS:%=build/asan/fuzz/load_%)
FUZZ_LINK   = $(CC) $(STD) $(WARN) $(OPT) $(SAN) $(CPPFLAGS)
FUZZ_DEPS   = tests/fuzz/replay.c tests/fuzz/fuzz.h build/asan/libestafeta.a $(HDRS) adjudicator/link.mk
.PHONY: fuzz-replay
fuzz-replay: $(FUZZ_REPLAY)
build/asan/fuzz/engine_%: tests/fuzz/fuzz_engine.c $(FUZZ_DEPS)
	@mkdir -p $(@D)
	$(FUZZ_LINK) -DKIND='"$*"' $< tests/fuzz/replay.c build/asan/libestafeta.a $(LDLIBS) -o $@
build/asan/fuzz/load_%: tests/fuzz/fuzz_load.c $(FUZZ_DEPS)
	@mkdir -p $(@D)
	$(FUZZ_LINK) -DKIND='"$*"' $< tests/fuzz/replay.c build/asan/libestafeta.a $(LDLIBS) -o $@
build/asan/fuzz/%: tests/fuzz/fuzz_%.c $(FUZZ_DEPS)
	@mkdir -p $(@D)
	$(FUZZ_LINK) $< tests/fuzz/replay.c build/asan/libestafeta.a $(LDLIBS) -o $@

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
	$(MAKE) -j$(JOBS) rel asan fuzz-replay bin/estafeta
	tests/run.sh

# The inner loop (minutes): release build, properties at reduced scale,
# the scripts that need no mail server and are not marked slow.
check-fast: deps
	$(MAKE) -j$(JOBS) rel bin/estafeta
	tests/run.sh --fast

unit: rel
	tests/run.sh --unit-only

demo: deps
	$(MAKE) bin/estafeta
	adjudicator/cli/demo.sh

bench: deps
	$(MAKE) rel bin/estafeta
	tests/bench/run.sh
	tests/bench/kratos.sh
	tests/bench/mailscan.sh
	tests/bench/mail.sh
	tests/bench/small.sh
	tests/bench/html.sh
	tests/bench/shard.sh
	tests/bench/watch.sh
	tests/bench/mirror.sh
	tests/bench/pack.sh
	tests/bench/pack_ext4.sh
	tests/bench/power_cut.sh
	tests/bench/soak.sh

# Every libFuzzer target for FUZZ_SECONDS (default 60) each, then a table;
# crash artifacts in build/fuzz/TARGET/ (tests/fuzz/run.sh).
fuzz: deps
	tests/fuzz/run.sh

# The players' guides (docs/players/KIND.LANG.md) are the help the judge
# mails; written again from it here, checked by tests/e2e/player_guides.sh.
.PHONY: player-guides
player-guides: bin/estafeta
	sh docs/players/guides.sh bin/estafeta

# --- install --------------------------------------------------------------
# The files of cron/ and docs/man/ name the paths of PREFIX=/usr/local;
# installed, they name those of this install. logrotate reads only
# /etc/logrotate.d, and fails every daily run on a file whose `su` user does
# not exist: the snippet goes there only when staging (DESTDIR) or once the
# user estafeta exists, and a copy changed there is kept.
PREFIX     ?= /usr/local
BINDIR     ?= $(PREFIX)/bin
MANDIR     ?= $(PREFIX)/share/man
UNITDIR    ?= $(PREFIX)/lib/systemd/system
SHAREDIR   ?= $(PREFIX)/share/estafeta
SYSCONFDIR ?= $(if $(filter /usr /usr/local,$(PREFIX)),/etc,$(PREFIX)/etc)
BIN        ?= bin/estafeta
UNITS       = estafeta.service estafeta.timer estafeta-health.service estafeta-health.timer estafeta-watch.service
LOGROTATE   = $(DESTDIR)$(SYSCONFDIR)/logrotate.d/estafeta
# put SOURCE DEST: SOURCE with its paths rewritten, mode 0644 whatever the umask.
put = sed -e 's|/usr/local/bin|$(BINDIR)|g' -e 's|/usr/local/lib/systemd/system|$(UNITDIR)|g' \
	  -e 's|/usr/local/share/estafeta|$(SHAREDIR)|g' -e 's|/etc/logrotate\.d|$(SYSCONFDIR)/logrotate.d|g' \
	  $(1) > $(2).tmp && chmod 644 $(2).tmp && mv $(2).tmp $(2)

install: $(BIN)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(UNITDIR) $(DESTDIR)$(SHAREDIR) $(DESTDIR)$(MANDIR)/man1 \
		$(DESTDIR)$(MANDIR)/man5
	install -m755 $(BIN) $(DESTDIR)$(BINDIR)/estafeta
	install -m755 cron/estafeta-run $(DESTDIR)$(BINDIR)/estafeta-run
	for u in $(UNITS); do $(call put,cron/$$u,$(DESTDIR)$(UNITDIR)/$$u) || exit 1; done
	$(call put,cron/estafeta.crontab,$(DESTDIR)$(SHAREDIR)/estafeta.crontab)
	install -m644 cron/estafeta.logrotate $(DESTDIR)$(SHAREDIR)/estafeta.logrotate
	$(call put,docs/man/estafeta.1,$(DESTDIR)$(MANDIR)/man1/estafeta.1)
	$(call put,docs/man/estafeta-run.1,$(DESTDIR)$(MANDIR)/man1/estafeta-run.1)
	$(call put,docs/man/estafeta.conf.5,$(DESTDIR)$(MANDIR)/man5/estafeta.conf.5)
	@if [ -e $(LOGROTATE) ] && ! cmp -s cron/estafeta.logrotate $(LOGROTATE); then \
		echo "install: kept the changed $(LOGROTATE) (the shipped one: $(SHAREDIR)/estafeta.logrotate)"; \
	elif [ -n "$(DESTDIR)" ] || id estafeta >/dev/null 2>&1; then \
		install -d $(DESTDIR)$(SYSCONFDIR)/logrotate.d && \
		install -m644 cron/estafeta.logrotate $(LOGROTATE) && echo "install: $(LOGROTATE)"; \
	else \
		echo "install: no user estafeta yet, so no $(LOGROTATE) (logrotate would fail on it):" \
			"make install again after adduser"; \
	fi

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/estafeta $(DESTDIR)$(BINDIR)/estafeta-run $(UNITS:%=$(DESTDIR)$(UNITDIR)/%) \
		$(DESTDIR)$(SHAREDIR)/estafeta.crontab $(DESTDIR)$(SHAREDIR)/estafeta.logrotate \
		$(DESTDIR)$(MANDIR)/man1/estafeta.1 $(DESTDIR)$(MANDIR)/man1/estafeta-run.1 \
		$(DESTDIR)$(MANDIR)/man5/estafeta.conf.5
	@rmdir $(DESTDIR)$(SHAREDIR) 2>/dev/null || true
	@if cmp -s cron/estafeta.logrotate $(LOGROTATE); then rm -f $(LOGROTATE); \
	elif [ -e $(LOGROTATE) ]; then echo "uninstall: kept the changed $(LOGROTATE)"; fi
	@[ -n "$(DESTDIR)" ] || echo "uninstall: the data root and the user are left; if the timers were enabled:" \
		"systemctl disable --now estafeta.timer estafeta-health.timer estafeta-watch.service"

clean:
	rm -rf build bin
