/* The Kerberos GSS-API, opened at first use (see lazylib.h, lazy_gss.h).
 * libgit2 calls it only for Negotiate authentication over HTTPS (a mirror
 * behind Kerberos); linked, it and the six libraries it needs were mapped
 * by every start. */
#include "adjudicator/lazy_gss.h"
#include "adjudicator/lazylib.h"

/* The host-based service name type, 1.2.840.113554.1.2.1.4 (RFC 2744
 * section 4). The library compares name types by value, so libgit2 may
 * hand it this copy. */
static gss_OID_desc hostbased = { 10, (void *)"\x2a\x86\x48\x86\xf7\x12\x01\x02\x01\x04" };
gss_OID GSS_C_NT_HOSTBASED_SERVICE = &hostbased;

/* Without the library (it is not a dependency of the binary), each call
 * fails as a mechanism that is not available would: libgit2 then reports
 * the authentication failure, the push fails, the batch goes on. */
#define GSS_S_UNAVAILABLE (16u << 16)
#define GSS_FN(name, params, args)                                            \
	OM_uint32 name params                                                 \
	{                                                                     \
		static OM_uint32(*f) params;                                  \
		if (!f && !(*(void **)&f = lazylib_find(&lazylib_gss, #name))) \
			return GSS_S_UNAVAILABLE;                             \
		return f args;                                                \
	}

GSS_FN(gss_delete_sec_context, (OM_uint32 * minor, gss_ctx_id_t *ctx, gss_buffer_t out), (minor, ctx, out))
GSS_FN(gss_display_status,
	(OM_uint32 * minor, OM_uint32 status, int type, gss_OID mech, OM_uint32 *more, gss_buffer_t out),
	(minor, status, type, mech, more, out))
GSS_FN(gss_import_name, (OM_uint32 * minor, gss_buffer_t in, gss_OID type, gss_name_t *out), (minor, in, type, out))
GSS_FN(gss_indicate_mechs, (OM_uint32 * minor, gss_OID_set *mechs), (minor, mechs))
GSS_FN(gss_init_sec_context,
	(OM_uint32 * minor, gss_cred_id_t cred, gss_ctx_id_t *ctx, gss_name_t target, gss_OID mech, OM_uint32 flags,
		OM_uint32 time, gss_channel_bindings_t cb, gss_buffer_t in, gss_OID *actual, gss_buffer_t out,
		OM_uint32 *ret_flags, OM_uint32 *time_rec),
	(minor, cred, ctx, target, mech, flags, time, cb, in, actual, out, ret_flags, time_rec))
GSS_FN(gss_release_buffer, (OM_uint32 * minor, gss_buffer_t buf), (minor, buf))
GSS_FN(gss_release_name, (OM_uint32 * minor, gss_name_t *name), (minor, name))
GSS_FN(gss_release_oid_set, (OM_uint32 * minor, gss_OID_set *set), (minor, set))
