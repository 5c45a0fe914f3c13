/* libFuzzer target for the sent index's records (adjudicator/mail/outbox.h),
 * the file a power cut may tear: outbox_rec_parse must accept only one
 * whole line, and what it accepts must read back the same when written
 * again in the record's own form ("NAME[ done[ SUM]]\n"). */
#include <sodium.h>

#include "adjudicator/mail/outbox.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	outbox_rec r;
	if (outbox_rec_parse((const char *)data, size, &r))
		return 0;
	/* Accepted: a newline within the input, a name without '/', ' ',
	 * NUL or newline, and nothing torn. */
	FZ_ASSERT(memchr(data, '\n', size));
	FZ_ASSERT(r.name[0] && !strchr(r.name, '/') && !strchr(r.name, ' ') && !strchr(r.name, '\n'));
	FZ_ASSERT(!r.has_sum || r.done);
	char hex[2 * OUTBOX_SUM + 1] = "", line[700];
	if (r.has_sum)
		sodium_bin2hex(hex, sizeof hex, r.sum, OUTBOX_SUM);
	int n = snprintf(line, sizeof line, "%s%s%s%s\n", r.name, r.done ? " done" : "", r.has_sum ? " " : "", hex);
	FZ_ASSERT(n > 0 && n < (int)sizeof line);
	outbox_rec back;
	FZ_ASSERT(outbox_rec_parse(line, (size_t)n, &back) == 0);
	FZ_ASSERT(!strcmp(back.name, r.name) && back.done == r.done && back.has_sum == r.has_sum);
	FZ_ASSERT(!memcmp(back.sum, r.sum, OUTBOX_SUM));
	return 0;
}
