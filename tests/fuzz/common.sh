# Sourced by tests/fuzz/run.sh and tests/e2e/fuzz_corpus.sh (from the
# repository root): clang with libFuzzer, the build, and per-target
# settings.

# Other libraries' process-lifetime caches (fontconfig's, through the
# pictures the token target's game draws) are not the code's leaks: the
# suppressions of the sanitizer build.
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"

# What a harness prints when one of its own checks fails (tests/fuzz/fuzz.h
# FZ_CHECK_MARK): an invariant broke, not a crash of the code.
FUZZ_CHECK_MARK='HARNESS CHECK FAILED'

# fuzz_verdict LOG RC: "ok", "check" (a harness check failed), or "crash"
# (a sanitizer report, a signal, a timeout, out of memory).
fuzz_verdict() {
	if [ "$2" -eq 0 ]; then
		echo ok
	elif grep -q "^$FUZZ_CHECK_MARK: " "$1"; then
		echo check
	else
		echo crash
	fi
}

# clang and its libFuzzer runtime (libclang-rt-14-dev on Debian 12, which
# a plain clang install lacks), installed by tests/install-deps.sh when
# missing (as root), then checked by linking an empty target.
fuzz_toolchain() {
	tests/install-deps.sh clang libclang-rt-14-dev || return 1
	printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; (void)n; return 0; }\n' |
		clang -x c -fsanitize=fuzzer - -o /dev/null ||
		{ echo "fuzz: clang cannot link a libFuzzer target" >&2; return 1; }
}

fuzz_build() {
	mkdir -p build
	make -s -f tests/fuzz/fuzz.mk -j"$(nproc 2>/dev/null || echo 2)" >build/fuzz-build.log 2>&1 ||
		{ cat build/fuzz-build.log >&2; return 1; }
}

fuzz_targets() {
	make -s -f tests/fuzz/fuzz.mk list
}

# Seed corpus directories of a target.
fuzz_seeds() {
	echo "tests/fuzz/corpus/$1"
	if [ "$1" = mime ]; then echo tests/data/mail; fi
}

# libFuzzer options of a target: a per-input time budget (a super-linear
# parser shows up as a timeout crash), a memory cap, an input size limit.
fuzz_opts() {
	case $1 in
	mime | envelope | imap) len=262144 ;; # max_mail_bytes: what a mail may be
	load_*) len=16384 ;;
	*) len=4096 ;;
	esac
	echo "-timeout=${FUZZ_TIMEOUT:-2} -rss_limit_mb=${FUZZ_RSS_MB:-2048} -max_len=$len"
}
