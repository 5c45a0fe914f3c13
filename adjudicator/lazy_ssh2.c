/* libssh2, opened at first use (see lazylib.h). libgit2 needs it only to
 * push a mirror over ssh; linked, it brought OpenSSL's libcrypto, whose
 * tables are most of the relocations and whose start-up (run inside
 * git_libgit2_init) most of the page faults of a fresh process. */
#include "adjudicator/lazylib.h"

#include <libssh2.h>

/* libgit2 calls this inside git_libgit2_init. Nothing to do yet: libssh2
 * sets itself up at its first session (libssh2_session_init_ex calls its
 * own init when none was made), in the library opened then. */
int libssh2_init(int flags)
{
	(void)flags;
	return 0;
}

void libssh2_exit(void)
{
	static void (*f)(void);
	if (!lazylib_loaded(&lazylib_ssh2))
		return;
	if (!f)
		*(void **)&f = lazylib_need(&lazylib_ssh2, "libssh2_exit");
	f();
}

#define S lazylib_ssh2
LAZY_FN(S, LIBSSH2_SESSION *, libssh2_session_init_ex,
	(LIBSSH2_ALLOC_FUNC((*my_alloc)), LIBSSH2_FREE_FUNC((*my_free)), LIBSSH2_REALLOC_FUNC((*my_realloc)),
		void *abstract),
	(my_alloc, my_free, my_realloc, abstract))
LAZY_FN(S, void **, libssh2_session_abstract, (LIBSSH2_SESSION * s), (s))
LAZY_FN(S, int, libssh2_session_disconnect_ex, (LIBSSH2_SESSION * s, int reason, const char *desc, const char *lang),
	(s, reason, desc, lang))
LAZY_FN(S, int, libssh2_session_free, (LIBSSH2_SESSION * s), (s))
LAZY_FN(S, int, libssh2_session_handshake, (LIBSSH2_SESSION * s, libssh2_socket_t sock), (s, sock))
LAZY_FN(S, const char *, libssh2_session_hostkey, (LIBSSH2_SESSION * s, size_t *len, int *type), (s, len, type))
LAZY_FN(S, int, libssh2_session_last_error, (LIBSSH2_SESSION * s, char **msg, int *len, int want_buf),
	(s, msg, len, want_buf))
LAZY_FN(S, int, libssh2_session_method_pref, (LIBSSH2_SESSION * s, int type, const char *prefs), (s, type, prefs))
LAZY_VOID(S, libssh2_session_set_blocking, (LIBSSH2_SESSION * s, int blocking), (s, blocking))
LAZY_FN(S, const char *, libssh2_hostkey_hash, (LIBSSH2_SESSION * s, int type), (s, type))

LAZY_FN(S, int, libssh2_userauth_authenticated, (LIBSSH2_SESSION * s), (s))
LAZY_FN(S, char *, libssh2_userauth_list, (LIBSSH2_SESSION * s, const char *user, unsigned int user_len),
	(s, user, user_len))
LAZY_FN(S, int, libssh2_userauth_password_ex,
	(LIBSSH2_SESSION * s, const char *user, unsigned int user_len, const char *pw, unsigned int pw_len,
		LIBSSH2_PASSWD_CHANGEREQ_FUNC((*cb))),
	(s, user, user_len, pw, pw_len, cb))
LAZY_FN(S, int, libssh2_userauth_keyboard_interactive_ex,
	(LIBSSH2_SESSION * s, const char *user, unsigned int user_len, LIBSSH2_USERAUTH_KBDINT_RESPONSE_FUNC((*cb))),
	(s, user, user_len, cb))
LAZY_FN(S, int, libssh2_userauth_publickey,
	(LIBSSH2_SESSION * s, const char *user, const unsigned char *key, size_t key_len,
		LIBSSH2_USERAUTH_PUBLICKEY_SIGN_FUNC((*sign)), void **abstract),
	(s, user, key, key_len, sign, abstract))
LAZY_FN(S, int, libssh2_userauth_publickey_fromfile_ex,
	(LIBSSH2_SESSION * s, const char *user, unsigned int user_len, const char *pub, const char *priv,
		const char *pass),
	(s, user, user_len, pub, priv, pass))
LAZY_FN(S, int, libssh2_userauth_publickey_frommemory,
	(LIBSSH2_SESSION * s, const char *user, size_t user_len, const char *pub, size_t pub_len, const char *priv,
		size_t priv_len, const char *pass),
	(s, user, user_len, pub, pub_len, priv, priv_len, pass))

LAZY_FN(S, LIBSSH2_CHANNEL *, libssh2_channel_open_ex,
	(LIBSSH2_SESSION * s, const char *type, unsigned int type_len, unsigned int window, unsigned int packet,
		const char *msg, unsigned int msg_len),
	(s, type, type_len, window, packet, msg, msg_len))
LAZY_FN(S, int, libssh2_channel_process_startup,
	(LIBSSH2_CHANNEL * c, const char *req, unsigned int req_len, const char *msg, unsigned int msg_len),
	(c, req, req_len, msg, msg_len))
LAZY_FN(S, ssize_t, libssh2_channel_read_ex, (LIBSSH2_CHANNEL * c, int stream, char *buf, size_t len),
	(c, stream, buf, len))
LAZY_FN(S, ssize_t, libssh2_channel_write_ex, (LIBSSH2_CHANNEL * c, int stream, const char *buf, size_t len),
	(c, stream, buf, len))
LAZY_VOID(S, libssh2_channel_set_blocking, (LIBSSH2_CHANNEL * c, int blocking), (c, blocking))
LAZY_FN(S, int, libssh2_channel_close, (LIBSSH2_CHANNEL * c), (c))
LAZY_FN(S, int, libssh2_channel_free, (LIBSSH2_CHANNEL * c), (c))

LAZY_FN(S, LIBSSH2_KNOWNHOSTS *, libssh2_knownhost_init, (LIBSSH2_SESSION * s), (s))
LAZY_FN(S, int, libssh2_knownhost_readfile, (LIBSSH2_KNOWNHOSTS * h, const char *file, int type), (h, file, type))
LAZY_FN(S, int, libssh2_knownhost_checkp,
	(LIBSSH2_KNOWNHOSTS * h, const char *host, int port, const char *key, size_t key_len, int mask,
		struct libssh2_knownhost **found),
	(h, host, port, key, key_len, mask, found))
LAZY_VOID(S, libssh2_knownhost_free, (LIBSSH2_KNOWNHOSTS * h), (h))

LAZY_FN(S, LIBSSH2_AGENT *, libssh2_agent_init, (LIBSSH2_SESSION * s), (s))
LAZY_FN(S, int, libssh2_agent_connect, (LIBSSH2_AGENT * a), (a))
LAZY_FN(S, int, libssh2_agent_list_identities, (LIBSSH2_AGENT * a), (a))
LAZY_FN(S, int, libssh2_agent_get_identity,
	(LIBSSH2_AGENT * a, struct libssh2_agent_publickey **store, struct libssh2_agent_publickey *prev),
	(a, store, prev))
LAZY_FN(S, int, libssh2_agent_userauth,
	(LIBSSH2_AGENT * a, const char *user, struct libssh2_agent_publickey *id), (a, user, id))
LAZY_FN(S, int, libssh2_agent_disconnect, (LIBSSH2_AGENT * a), (a))
LAZY_VOID(S, libssh2_agent_free, (LIBSSH2_AGENT * a), (a))
