/* libFuzzer target for the dpkg status file that `estafeta health` reads
 * (adjudicator/linked.h: linked_check_stream): any bytes, one pass; every
 * line it writes is a "problem rebuild" line naming a package linked in,
 * and it counts exactly the lines it writes. The packages "linked in" are
 * this target's own (the build's list is made by adjudicator/linked.sh). */
#include "adjudicator/linked.h"
#include "tests/fuzz/fuzz.h"

const char *const linked_pkgs[] = { "libgit2-dev:amd64", "1.5.1+ds-1", "libetpan-dev", "1.9.4-3", NULL };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FILE *in = fmemopen(size ? (void *)data : (void *)"", size, "r");
	FZ_ASSERT(in);
	char *text = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);
	FZ_ASSERT(out);
	int bad = linked_check_stream(in, out);
	fclose(in);
	fclose(out);
	int lines = 0;
	for (char *l = text; l && *l; lines++) {
		FZ_ASSERT(!strncmp(l, "problem rebuild libgit2-dev:amd64: ", 35) ||
			  !strncmp(l, "problem rebuild libetpan-dev: ", 30));
		char *nl = strchr(l, '\n');
		FZ_ASSERT(nl);
		l = nl + 1;
	}
	FZ_ASSERT(bad == lines);
	free(text);
	return 0;
}
