/* The part of the Kerberos GSS-API that libgit2 calls (Negotiate
 * authentication over HTTPS), declared after RFC 2744's C bindings: the
 * headers come with libkrb5-dev, which nothing else here needs. Defined
 * in lazy_gss.c, which opens the library at the first call. */
#ifndef ES_LAZY_GSS_H
#define ES_LAZY_GSS_H

#include <stddef.h>
#include <stdint.h>

typedef uint32_t OM_uint32;
typedef struct gss_OID_desc {
	OM_uint32 length;
	void *elements;
} gss_OID_desc, *gss_OID;
typedef struct gss_OID_set_desc {
	size_t count;
	gss_OID elements;
} *gss_OID_set;
typedef struct gss_buffer_desc {
	size_t length;
	void *value;
} *gss_buffer_t;
typedef void *gss_name_t, *gss_ctx_id_t, *gss_cred_id_t, *gss_channel_bindings_t;

extern gss_OID GSS_C_NT_HOSTBASED_SERVICE;

OM_uint32 gss_delete_sec_context(OM_uint32 *minor, gss_ctx_id_t *ctx, gss_buffer_t out);
OM_uint32 gss_display_status(OM_uint32 *minor, OM_uint32 status, int type, gss_OID mech, OM_uint32 *more,
	gss_buffer_t out);
OM_uint32 gss_import_name(OM_uint32 *minor, gss_buffer_t in, gss_OID type, gss_name_t *out);
OM_uint32 gss_indicate_mechs(OM_uint32 *minor, gss_OID_set *mechs);
OM_uint32 gss_init_sec_context(OM_uint32 *minor, gss_cred_id_t cred, gss_ctx_id_t *ctx, gss_name_t target,
	gss_OID mech, OM_uint32 flags, OM_uint32 time, gss_channel_bindings_t cb, gss_buffer_t in, gss_OID *actual,
	gss_buffer_t out, OM_uint32 *ret_flags, OM_uint32 *time_rec);
OM_uint32 gss_release_buffer(OM_uint32 *minor, gss_buffer_t buf);
OM_uint32 gss_release_name(OM_uint32 *minor, gss_name_t *name);
OM_uint32 gss_release_oid_set(OM_uint32 *minor, gss_OID_set *set);

#endif
