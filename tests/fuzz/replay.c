/* Runs a fuzz target's LLVMFuzzerTestOneInput over the files named on the
 * command line, each once, as libFuzzer does with file arguments, but
 * without libFuzzer: linked with the sanitizer build's library
 * (build/asan), so `make check` replays every seed corpus without a
 * second, coverage-instrumented build of the whole library by clang
 * (tests/fuzz/fuzz.mk stays for `make fuzz`).
 *
 *   replay [-max_len=N] [-timeout=S] FILE...
 *
 * Prints "Executed FILE in N ms" per input, as libFuzzer does, which
 * tests/e2e/fuzz_corpus.sh counts. An input over the time budget is a
 * failure ("timeout"), as libFuzzer's -timeout makes it one: a parser that
 * turned super-linear on a known input. */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv) __attribute__((weak));

static const char *current;

static void on_alarm(int sig)
{
	static const char msg[] = "==replay== ERROR: timeout on input ";
	(void)sig;
	if (write(2, msg, sizeof msg - 1) < 0 || write(2, current, strlen(current)) < 0 || write(2, "\n", 1) < 0)
		_exit(70);
	_exit(70);
}

static int read_all(const char *path, size_t max, uint8_t **out, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return -1;
	size_t cap = 4096, n = 0;
	uint8_t *b = malloc(cap);
	while (b) {
		size_t got = fread(b + n, 1, cap - n, f);
		n += got;
		if (n < cap || (max && n >= max))
			break;
		uint8_t *nb = realloc(b, cap * 2);
		if (!nb) {
			free(b);
			b = NULL;
			break;
		}
		b = nb;
		cap *= 2;
	}
	int bad = ferror(f);
	fclose(f);
	if (!b || bad) {
		free(b);
		return -1;
	}
	*out = b;
	*len = max && n > max ? max : n;
	return 0;
}

static long number(const char *s)
{
	char *end;
	long v = strtol(s, &end, 10);
	return *s && !*end && v >= 0 ? v : -1;
}

int main(int argc, char **argv)
{
	long max_len = 0, timeout = 2;
	int first = 1;
	for (; first < argc && argv[first][0] == '-'; first++) {
		if (!strncmp(argv[first], "-max_len=", 9))
			max_len = number(argv[first] + 9);
		else if (!strncmp(argv[first], "-timeout=", 9))
			timeout = number(argv[first] + 9);
		else
			continue; /* libFuzzer's other options mean nothing here */
		if (max_len < 0 || timeout < 0) {
			fprintf(stderr, "replay: bad option %s\n", argv[first]);
			return 2;
		}
	}
	if (LLVMFuzzerInitialize)
		LLVMFuzzerInitialize(&argc, &argv);
	signal(SIGALRM, on_alarm);
	for (int i = first; i < argc; i++) {
		uint8_t *data;
		size_t len;
		if (read_all(argv[i], (size_t)max_len, &data, &len)) {
			fprintf(stderr, "replay: cannot read %s\n", argv[i]);
			return 2;
		}
		struct timespec t0, t1;
		current = argv[i];
		clock_gettime(CLOCK_MONOTONIC, &t0);
		alarm((unsigned)timeout);
		LLVMFuzzerTestOneInput(data, len);
		alarm(0);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		free(data);
		long ms = (t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000;
		printf("Executed %s in %ld ms\n", argv[i], ms);
	}
	return 0;
}
