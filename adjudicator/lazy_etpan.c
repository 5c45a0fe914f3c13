/* libetpan's IMAP client, opened at first use (see lazylib.h). The
 * program links libetpan's MIME parser in (Makefile: STATIC), which needs
 * nothing else; its IMAP client needs GnuTLS, SASL and ten more shared
 * libraries, and only `estafeta watch` on an IMAP inbox uses it. Defined
 * here, these names keep the linker from taking libetpan's IMAP objects
 * in; the shared libetpan, opened RTLD_LOCAL, calls its own. */
#include "adjudicator/lazylib.h"

#include <libetpan/libetpan.h>

LAZY_FN(lazylib_etpan, mailimap *, mailimap_new, (size_t rate, progress_function *fn), (rate, fn))
LAZY_VOID(lazylib_etpan, mailimap_set_timeout, (mailimap * s, time_t t), (s, t))
LAZY_FN(lazylib_etpan, int, mailimap_ssl_connect, (mailimap * s, const char *host, uint16_t port), (s, host, port))
LAZY_FN(lazylib_etpan, int, mailimap_socket_connect, (mailimap * s, const char *host, uint16_t port), (s, host, port))
LAZY_FN(lazylib_etpan, int, mailimap_socket_starttls, (mailimap * s), (s))
LAZY_FN(lazylib_etpan, int, mailimap_login, (mailimap * s, const char *user, const char *pw), (s, user, pw))
LAZY_FN(lazylib_etpan, int, mailimap_select, (mailimap * s, const char *mb), (s, mb))
LAZY_FN(lazylib_etpan, int, mailimap_has_idle, (mailimap * s), (s))
LAZY_FN(lazylib_etpan, int, mailimap_capability, (mailimap * s, struct mailimap_capability_data **cap), (s, cap))
LAZY_VOID(lazylib_etpan, mailimap_capability_data_free, (struct mailimap_capability_data * cap), (cap))
LAZY_FN(lazylib_etpan, int, mailimap_idle, (mailimap * s), (s))
LAZY_FN(lazylib_etpan, int, mailimap_idle_get_fd, (mailimap * s), (s))
LAZY_FN(lazylib_etpan, int, mailimap_idle_done, (mailimap * s), (s))
LAZY_FN(lazylib_etpan, int, mailimap_logout, (mailimap * s), (s))
LAZY_VOID(lazylib_etpan, mailimap_free, (mailimap * s), (s))
LAZY_FN(lazylib_etpan, ssize_t, mailstream_ssl_get_certificate, (mailstream * s, unsigned char **der), (s, der))
