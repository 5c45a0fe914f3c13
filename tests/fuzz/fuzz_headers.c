/* libFuzzer target for what attacker-controlled text may become in our
 * headers, envelopes and repositories (adjudicator/mail/addr, outmail,
 * redact). The input is split at NUL bytes into fields: a display name, a
 * subject, an In-Reply-To id, a References value, a secret, then the rest
 * as a mail's text. Invariants: no field can add a header line or a
 * recipient; every line stays under 998 bytes; the envelope line gives
 * back the address we chose; the stored copy never holds the secret. */
#include "adjudicator/mail/addr.h"
#include "adjudicator/base/arena.h"
#include "adjudicator/conf/conf.h"
#include "adjudicator/mail/outmail.h"
#include "adjudicator/mail/redact.h"
#include "tests/fuzz/fuzz.h"

enum { F_NAME, F_SUBJECT, F_IRT, F_REFS, F_SECRET, F_TEXT, F_N };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static conf c;
	static int ready;
	if (!ready) {
		es_err e;
		FZ_ASSERT(conf_load(&c, "/nonexistent-estafeta-root", &e) == ES_OK);
		ready = 1;
	}
	char *in = fz_str(data, size);
	const char *f[F_N] = { "", "", "", "", "", "" };
	size_t k = 0;
	f[0] = in;
	for (size_t i = 0; i < size && k + 1 < F_N; i++)
		if (!in[i])
			f[++k] = in + i + 1;
	arena *a = arena_new();

	/* The parsers alone. */
	addr_valid(f[F_NAME]);
	addr_player_name_ok(f[F_NAME]);
	sbuf b = SBUF_INIT;
	addr_put_phrase(&b, f[F_NAME]);
	FZ_ASSERT(!memchr(b.s ? b.s : "", '\r', b.len));
	for (size_t i = 0; i + 1 < b.len; i++)
		FZ_ASSERT(b.s[i] != '\n' || b.s[i + 1] == ' '); /* only folds */
	sbuf_free(&b);

	/* A whole message: one envelope, the chosen recipient, no injection. */
	out_msg m = { 0 };
	m.to = "bob@x.org";
	m.to_name = f[F_NAME];
	m.subject = f[F_SUBJECT];
	m.body = f[F_TEXT];
	m.message_id = "id@estafeta.invalid";
	m.in_reply_to = f[F_IRT];
	m.references = f[F_REFS];
	size_t len, skip;
	char *raw = out_compose(a, &c, &m, 0, &len);
	char rcpt[256];
	FZ_ASSERT(out_envelope(raw, len, rcpt, &skip) == 0);
	FZ_ASSERT(!strcmp(rcpt, "bob@x.org"));
	const char *end = strstr(raw, "\n\n");
	FZ_ASSERT(end);
	int fields = 0;
	for (const char *l = raw; l < end;) {
		const char *nl = strchr(l, '\n');
		FZ_ASSERT(nl && nl - l < 998);
		if (*l != ' ' && *l != '\t')
			fields++;
		FZ_ASSERT(!memchr(l, '\r', (size_t)(nl - l)));
		l = nl + 1;
	}
	/* Envelope, From, To, Reply-To, Subject, Date, Message-ID,
	 * [In-Reply-To, References], Auto-Submitted, MIME-Version,
	 * Content-Type, Content-Transfer-Encoding. */
	FZ_ASSERT(fields == 11 || fields == 13);

	/* An envelope line of any shape: refused, or a valid address. */
	if (!out_envelope(f[F_TEXT], strlen(f[F_TEXT]), rcpt, &skip))
		FZ_ASSERT(addr_valid(rcpt));

	/* The stored copy of a mail never holds the secret. */
	const char *secrets[] = { f[F_SECRET], NULL };
	size_t slen;
	char *stored = redact_mail(a, f[F_REFS], strlen(f[F_REFS]), f[F_TEXT], secrets, &slen);
	FZ_ASSERT(strlen(stored) == slen);
	if (strlen(f[F_SECRET]) >= 4 && !strstr(f[F_SECRET], "***") && !strstr("***", f[F_SECRET]))
		FZ_ASSERT(!strstr(stored, f[F_SECRET]));
	arena_free(a);
	free(in);
	return 0;
}
