/* libFuzzer target for the IMAP and SMTP reply parsers of
 * adjudicator/mail/mailnet.c (exposed as mailnet_parse_*). Input: one byte
 * for the UID asked about, then a server reply. Checks: SEARCH gives only
 * positive UIDs, no more than the reply has numbers; a FETCH item value
 * lies inside its line; SMTP codes are 0 or 200..599. */
#include "adjudicator/base/err.h"
#include "adjudicator/mail/mailnet.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	unsigned long uid = fz_byte(&data, &size);
	char *s = fz_str(data, size);

	unsigned long *uids;
	size_t n;
	if (mailnet_parse_search(s, &uids, &n) == ES_OK) {
		FZ_ASSERT(n <= size / 2 + 1);
		for (size_t i = 0; i < n; i++)
			FZ_ASSERT(uids[i] > 0);
	}
	free(uids);

	mailnet_msg_state st;
	mailnet_parse_fetch(s, uid, &st);
	FZ_ASSERT(st.found || (!st.seen && !st.size));

	static const char *const items[] = { "UID", "FLAGS", "RFC822.SIZE" };
	for (char *p = s;;) {
		char *nl = strchr(p, '\n');
		char *end = nl ? nl : p + strlen(p);
		for (int i = 0; i < 3; i++) {
			const char *v = mailnet_parse_fetch_item(p, end, items[i]);
			FZ_ASSERT(!v || (v > p && v <= end));
		}
		if (nl)
			*nl = '\0';
		int code = mailnet_parse_reply_code(p);
		FZ_ASSERT(code == 0 || (code >= 200 && code <= 599));
		int r = mailnet_parse_refusal(p);
		FZ_ASSERT(r == 0 || r == 1);
		if (!nl)
			break;
		p = nl + 1;
	}
	free(s);
	return 0;
}
