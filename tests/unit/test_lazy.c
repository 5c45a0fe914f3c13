/* Unit tests of the libraries opened at first use (adjudicator/lazylib.h).
 * The Kerberos GSS-API is the one no end-to-end test reaches (Negotiate
 * needs a KDC): here it is called through lazy_gss.h as libgit2 calls it,
 * which opens it, and the name type libgit2 hands it is this program's
 * own copy, which the library must take by value. (libetpan's IMAP client
 * is reached by watch_imap.sh, libssh2 by mirror_ssh.sh, libcurl and
 * cairo by lazy_libs.sh.) */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "adjudicator/lazy_gss.h"
#include "adjudicator/lazylib.h"

static int has_oid(gss_OID_set set, const char *der, OM_uint32 len)
{
	for (size_t i = 0; i < set->count; i++)
		if (set->elements[i].length == len && !memcmp(set->elements[i].elements, der, len))
			return 1;
	return 0;
}

/* Without the library (it is no dependency of the binary: it may be
 * removed), a call fails as an unavailable mechanism would, and the next
 * call tries again. */
static void test_gss_missing(void **state)
{
	(void)state;
	const char *real = lazylib_gss.soname;
	lazylib_gss.soname = "libestafeta-no-such-library.so.0";
	OM_uint32 minor = 0;
	gss_OID_set mechs = NULL;
	assert_int_equal(gss_indicate_mechs(&minor, &mechs), 16u << 16 /* GSS_S_UNAVAILABLE */);
	assert_null(mechs);
	assert_false(lazylib_loaded(&lazylib_gss));
	lazylib_gss.soname = real;
}

static void test_gss_opened_at_first_call(void **state)
{
	(void)state;
	assert_false(lazylib_loaded(&lazylib_gss));
	OM_uint32 minor = 0;
	gss_OID_set mechs = NULL;
	assert_int_equal(gss_indicate_mechs(&minor, &mechs), 0);
	assert_true(lazylib_loaded(&lazylib_gss));
	assert_non_null(mechs);
	/* Kerberos 5, 1.2.840.113554.1.2.2 (RFC 1964), is among them. */
	assert_true(has_oid(mechs, "\x2a\x86\x48\x86\xf7\x12\x01\x02\x02", 9));
	assert_int_equal(gss_release_oid_set(&minor, &mechs), 0);
	assert_null(mechs);
}

/* The routine error of a major status (RFC 2744 section 3.9.1). */
#define ROUTINE(major) ((major) & 0x00ff0000u)
#define BAD_NAMETYPE (3u << 16)

/* gss_init_sec_context for Kerberos 5 to name (of name type type): its
 * major status. There are no credentials here, so it fails; what matters
 * is why. */
static OM_uint32 init_for(gss_OID type, char **why)
{
	static char krb5_der[] = "\x2a\x86\x48\x86\xf7\x12\x01\x02\x02";
	gss_OID_desc krb5 = { 9, krb5_der };
	OM_uint32 minor = 0;
	char svc[] = "HTTP@mirror.example.org";
	struct gss_buffer_desc in = { sizeof svc - 1, svc };
	gss_name_t name = NULL;
	assert_int_equal(gss_import_name(&minor, &in, type, &name), 0);
	assert_non_null(name);
	gss_ctx_id_t ctx = NULL;
	struct gss_buffer_desc out = { 0, NULL };
	OM_uint32 major = gss_init_sec_context(&minor, NULL, &ctx, name, &krb5, 0, 0, NULL, NULL, NULL, &out, NULL, NULL);
	assert_int_not_equal(major, 0);
	OM_uint32 more = 0, m2 = 0;
	struct gss_buffer_desc msg = { 0, NULL };
	assert_int_equal(gss_display_status(&m2, major, 1 /* GSS_C_GSS_CODE */, NULL, &more, &msg), 0);
	assert_true(msg.length > 0);
	*why = strndup(msg.value, msg.length);
	gss_release_buffer(&m2, &msg);
	gss_release_buffer(&m2, &out);
	if (ctx)
		gss_delete_sec_context(&m2, &ctx, NULL);
	gss_release_name(&m2, &name);
	return major;
}

static void test_gss_name_type_by_value(void **state)
{
	(void)state;
	char *why = NULL;
	/* The host-based name type libgit2 passes (this program's copy):
	 * Kerberos takes it, and fails for want of credentials. */
	OM_uint32 major = init_for(GSS_C_NT_HOSTBASED_SERVICE, &why);
	assert_int_not_equal(ROUTINE(major), BAD_NAMETYPE);
	free(why);
	/* A name type it does not know: refused as such, and said. */
	static char bogus_der[] = "\x2a\x03\x04";
	gss_OID_desc bogus = { 3, bogus_der };
	major = init_for(&bogus, &why);
	assert_int_equal(ROUTINE(major), BAD_NAMETYPE);
	assert_non_null(why);
	free(why);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gss_missing),
		cmocka_unit_test(test_gss_opened_at_first_call),
		cmocka_unit_test(test_gss_name_type_by_value),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
