/* Configuration via inih. */
#include "adjudicator/conf/conf.h"
#include "adjudicator/mail/addr.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <ini.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct ctx {
	conf *c;
	char bad[256];
} ctx;

static int set_num(const char *v, long lo, long hi, long *out)
{
	char *end;
	errno = 0;
	long n = strtol(v, &end, 10);
	if (errno || *end || end == v || n < lo || n > hi)
		return -1;
	*out = n;
	return 0;
}

static void path_in(char *dst, size_t n, const char *root, const char *v)
{
	int w = v[0] == '/' ? snprintf(dst, n, "%s", v) : snprintf(dst, n, "%s/%s", root, v);
	if (w < 0 || (size_t)w >= n)
		dst[0] = '\0'; /* too long: refused by the caller's checks */
}

/* First line of a file or of a command's output, for secrets kept out of
 * the configuration file. */
static int first_line(FILE *f, char *out, size_t n)
{
	if (!f || !fgets(out, (int)n, f))
		return -1;
	out[strcspn(out, "\r\n")] = '\0';
	return 0;
}

static int net_key(struct conf_net *n, const char *key, const char *value, char *bad, size_t nbad)
{
	if (!strcmp(key, "url")) {
		if (strncmp(value, "imap://", 7) && strncmp(value, "imaps://", 8) && strncmp(value, "smtp://", 7) &&
			strncmp(value, "smtps://", 8)) {
			snprintf(bad, nbad, "url: expected imap://, imaps://, smtp:// or smtps:// (value not shown)");
			return -1;
		}
		snprintf(n->url, sizeof n->url, "%s", value);
	} else if (!strcmp(key, "user")) {
		snprintf(n->user, sizeof n->user, "%s", value);
	} else if (!strcmp(key, "password")) {
		snprintf(n->password, sizeof n->password, "%s", value);
		n->password_file[0] = n->password_command[0] = '\0';
	} else if (!strcmp(key, "password_file")) {
		/* Read by conf_secrets, only when the server is used. */
		snprintf(n->password_file, sizeof n->password_file, "%s", value);
		n->password_command[0] = '\0';
	} else if (!strcmp(key, "password_command")) {
		snprintf(n->password_command, sizeof n->password_command, "%s", value);
		n->password_file[0] = '\0';
	} else if (!strcmp(key, "cafile")) {
		snprintf(n->cafile, sizeof n->cafile, "%s", value);
	} else if (!strcmp(key, "tls")) {
		if (strcmp(value, "off") && strcmp(value, "on")) {
			snprintf(bad, nbad, "tls: expected on or off");
			return -1;
		}
		n->tls_off = !strcmp(value, "off");
	} else {
		snprintf(bad, nbad, "unknown key '%s'", key);
		return -1;
	}
	return 0;
}

/* [mirror] url, mode, ssh_key, health_minutes. A url without a scheme is
 * a local path (relative to the data root); scp-like user@host:path is
 * ssh, as for git. */
static int mirror_key_set(conf *c, const char *key, const char *value)
{
	long n;
	if (!strcmp(key, "url")) {
		const char *colon = strchr(value, ':'), *slash = strchr(value, '/');
		int local = !colon || (slash && slash < colon);
		if (!value[0] || strlen(value) >= sizeof c->mirror_url - 64)
			return -1;
		if (local)
			path_in(c->mirror_url, sizeof c->mirror_url, c->dataroot, value);
		else if (!strncmp(value, "file://", 7) || !strncmp(value, "ssh://", 6) ||
			 !strncmp(value, "https://", 8) || !strncmp(value, "http://", 7) ||
			 !strncmp(value, "git://", 6) || !strstr(value, "://"))
			snprintf(c->mirror_url, sizeof c->mirror_url, "%s", value);
		else
			return -1;
		/* URL/NAME.git: no trailing slash. */
		size_t l = strlen(c->mirror_url);
		while (l > 1 && c->mirror_url[l - 1] == '/')
			c->mirror_url[--l] = '\0';
	} else if (!strcmp(key, "mode")) {
		if (strcmp(value, "full") && strcmp(value, "public"))
			return -1;
		c->mirror_public = !strcmp(value, "public");
	} else if (!strcmp(key, "ssh_key")) {
		path_in(c->mirror_key, sizeof c->mirror_key, c->dataroot, value);
	} else if (!strcmp(key, "health_minutes")) {
		if (set_num(value, 1, 24 * 60 * 365, &n))
			return -1;
		c->health_mirror_min = (int)n;
	} else {
		return -1;
	}
	return 0;
}

static int handler(void *user, const char *section, const char *key, const char *value)
{
	ctx *x = user;
	conf *c = x->c;
	long n;
	if (!strcmp(section, "judge")) {
		if (!strcmp(key, "address")) {
			if (!addr_valid(value))
				goto bad;
			snprintf(c->address, sizeof c->address, "%s", value);
		} else if (!strcmp(key, "name")) {
			snprintf(c->name, sizeof c->name, "%s", value);
		} else if (!strcmp(key, "max_mail_bytes")) {
			if (set_num(value, 1024, 64L << 20, &n))
				goto bad;
			c->max_mail_bytes = (size_t)n;
		} else if (!strcmp(key, "deadline_hours")) {
			if (set_num(value, 1, 24 * 365, &n))
				goto bad;
			c->deadline_hours = (int)n;
		} else if (!strcmp(key, "reminder_hours")) {
			if (set_num(value, 0, 24 * 365, &n))
				goto bad;
			c->reminder_hours = (int)n;
		} else if (!strcmp(key, "clock_jump_hours")) {
			if (set_num(value, 0, 24 * 3650, &n))
				goto bad;
			c->clock_jump_hours = (int)n;
		} else if (!strncmp(key, "health_", 7)) {
			int *slot = !strcmp(key, "health_batch_minutes")   ? &c->health_batch_min
				    : !strcmp(key, "health_queue_minutes") ? &c->health_queue_min
				    : !strcmp(key, "health_late_minutes")  ? &c->health_late_min
				    : !strcmp(key, "health_inbox_minutes") ? &c->health_inbox_min
									   : NULL;
			if (!slot || set_num(value, 1, 24 * 60 * 365, &n))
				goto bad;
			*slot = (int)n;
		} else if (!strcmp(key, "pictures")) {
			/* The board picture in players' mails: on (default) or off,
			 * for a judge whose players read text only. */
			if (strcmp(value, "on") && strcmp(value, "off"))
				goto bad;
			c->no_pictures = !strcmp(value, "off");
		} else if (!strncmp(key, "stranger_", 9)) {
			int *slot = !strcmp(key, "stranger_answers_batch")  ? &c->stranger_batch
				    : !strcmp(key, "stranger_answers_hour") ? &c->stranger_hour
				    : !strcmp(key, "stranger_keep_days")    ? &c->stranger_keep_days
									    : NULL;
			if (!slot || set_num(value, slot == &c->stranger_keep_days ? 7 : 1, 1000000, &n))
				goto bad;
			*slot = (int)n;
		} else if (!strcmp(key, "pack_loose")) {
			if (set_num(value, 0, 1000000, &n))
				goto bad;
			c->pack_loose = (int)n;
		} else if (!strcmp(key, "games_per_child")) {
			/* A batch's games run in child processes, this many
			 * in turn in each: 1 gives every game its own. */
			if (set_num(value, 1, 10000, &n))
				goto bad;
			c->games_per_child = (int)n;
		} else if (!strcmp(key, "pack_max")) {
			if (set_num(value, 0, 1000000, &n))
				goto bad;
			c->pack_max = (int)n;
		} else if (!strcmp(key, "recipient_delimiter")) {
			/* The mail server's delimiter of tagged addresses; "none"
			 * turns tagged reply addresses off. */
			if (!strcmp(value, "none"))
				c->tag_delim = 0;
			else if (strlen(value) == 1 && strchr("+-_=", value[0]))
				c->tag_delim = value[0];
			else
				goto bad;
		} else if (!strcmp(key, "operator")) {
			if (!addr_valid(value))
				goto bad;
			snprintf(c->operator_addr, sizeof c->operator_addr, "%s", value);
		} else if (!strcmp(key, "master_password_hash")) {
			if (strncmp(value, "$argon2id$", 10) || strlen(value) >= sizeof c->master_hash)
				goto bad;
			snprintf(c->master_hash, sizeof c->master_hash, "%s", value);
		} else if (!strcmp(key, "pwhash")) {
			if (!strcmp(value, "interactive")) {
				c->pw_ops = crypto_pwhash_OPSLIMIT_INTERACTIVE;
				c->pw_mem = crypto_pwhash_MEMLIMIT_INTERACTIVE;
			} else if (!strcmp(value, "moderate")) {
				c->pw_ops = crypto_pwhash_OPSLIMIT_MODERATE;
				c->pw_mem = crypto_pwhash_MEMLIMIT_MODERATE;
			} else if (!strcmp(value, "fast")) {
				c->pw_ops = crypto_pwhash_OPSLIMIT_MIN;
				c->pw_mem = crypto_pwhash_MEMLIMIT_MIN;
			} else {
				goto bad;
			}
		} else {
			goto bad;
		}
	} else if (!strcmp(section, "inbox") && !strcmp(key, "maildir")) {
		path_in(c->inbox, sizeof c->inbox, c->dataroot, value);
	} else if (!strcmp(section, "outbox") && !strcmp(key, "maildir")) {
		path_in(c->outbox, sizeof c->outbox, c->dataroot, value);
	} else if (!strcmp(section, "publish") && !strcmp(key, "dir")) {
		path_in(c->publish_dir, sizeof c->publish_dir, c->dataroot, value);
	} else if (!strcmp(section, "publish") && !strcmp(key, "campaign_dir")) {
		path_in(c->campaign_dir, sizeof c->campaign_dir, c->dataroot, value);
	} else if (!strcmp(section, "shard") && !strcmp(key, "map")) {
		path_in(c->shard_map, sizeof c->shard_map, c->dataroot, value);
	} else if (!strcmp(section, "shard") && !strcmp(key, "number")) {
		if (set_num(value, 1, 999, &n)) /* SHARD_MAX */
			goto bad;
		c->shard = (int)n;
	} else if (!strcmp(section, "mirror")) {
		if (mirror_key_set(c, key, value))
			goto bad;
	} else if (!strcmp(section, "inbox") && !strcmp(key, "done_folder")) {
		snprintf(c->done_folder, sizeof c->done_folder, "%s", strcmp(value, "-") ? value : "");
	} else if (!strcmp(section, "outbox") && !strcmp(key, "from")) {
		if (!addr_valid(value))
			goto bad;
		snprintf(c->smtp_from, sizeof c->smtp_from, "%s", value);
	} else if ((!strcmp(section, "inbox") || !strcmp(section, "outbox")) && !strcmp(key, "keep_days")) {
		if (set_num(value, 0, 36500, &n))
			goto bad;
		*(section[0] == 'i' ? &c->inbox_keep_days : &c->outbox_keep_days) = (int)n;
	} else if (!strcmp(section, "inbox") || !strcmp(section, "outbox")) {
		struct conf_net *net = section[0] == 'i' ? &c->imap : &c->smtp;
		if (net_key(net, key, value, x->bad, sizeof x->bad))
			return 0;
	} else if (!strcmp(section, "network") && !strcmp(key, "timeout")) {
		if (set_num(value, 1, 3600, &n))
			goto bad;
		c->net_timeout = n;
	} else {
		goto bad;
	}
	return 1;
bad:
	/* Logs reach syslog: the value is never shown, as any key may hold a
	 * secret (a password under a misspelt or misplaced key too). */
	snprintf(x->bad, sizeof x->bad, "[%s] %s: unknown key or bad value (value not shown)", section, key);
	return 0;
}

int conf_load(conf *c, const char *dataroot, es_err *e)
{
	memset(c, 0, sizeof *c);
	snprintf(c->dataroot, sizeof c->dataroot, "%s", dataroot);
	snprintf(c->address, sizeof c->address, "juez@estafeta.invalid");
	snprintf(c->name, sizeof c->name, "Estafeta");
	c->max_mail_bytes = 256 * 1024;
	c->deadline_hours = 72;
	c->reminder_hours = 24;
	/* A judge stopped longer than this is rare; a clock that jumped would
	 * fire every running deadline at once. */
	c->clock_jump_hours = 48;
	c->pw_ops = crypto_pwhash_OPSLIMIT_INTERACTIVE;
	c->pw_mem = crypto_pwhash_MEMLIMIT_INTERACTIVE;
	path_in(c->inbox, sizeof c->inbox, dataroot, "inbox");
	path_in(c->outbox, sizeof c->outbox, dataroot, "outbox");
	snprintf(c->done_folder, sizeof c->done_folder, "estafeta/done");
	c->net_timeout = 30;
	c->tag_delim = '+';
	c->health_batch_min = 30;
	c->health_queue_min = 60;
	c->health_late_min = 60;
	c->health_inbox_min = 30;
	c->pack_loose = 1000;
	c->shard = 1;
	c->pack_max = 20;
	c->games_per_child = 32;
	c->inbox_keep_days = c->outbox_keep_days = 30;
	c->stranger_batch = 100;
	c->stranger_hour = 300;
	c->stranger_keep_days = 30;
	c->health_mirror_min = 24 * 60;

	char path[1100];
	snprintf(path, sizeof path, "%s/estafeta.conf", dataroot);
	FILE *f = fopen(path, "r");
	if (f) {
		ctx x = { c, { 0 } };
		int line = ini_parse_file(f, handler, &x);
		fclose(f);
		if (line)
			return es_fail(e, ES_ECONFIG, "%s:%d: %s", path, line, x.bad[0] ? x.bad : "syntax error");
	} else if (errno != ENOENT) {
		return es_fail(e, errno == EACCES ? ES_EPERM : ES_ECONFIG, "cannot read %s: %s", path, strerror(errno));
	}
	const char *at = strchr(c->address, '@');
	snprintf(c->domain, sizeof c->domain, "%s", at + 1);
	if (!c->smtp_from[0])
		snprintf(c->smtp_from, sizeof c->smtp_from, "%s", c->address);
	if (c->imap.url[0] && strncmp(c->imap.url, "imap", 4))
		return es_fail(e, ES_ECONFIG, "%s: [inbox] url must be imap:// or imaps://", path);
	if (c->smtp.url[0] && strncmp(c->smtp.url, "smtp", 4))
		return es_fail(e, ES_ECONFIG, "%s: [outbox] url must be smtp:// or smtps://", path);
	return ES_OK;
}

/* The first output line of `sh -c cmd`, waiting at most timeout_s: a
 * secret store that hangs (a locked keyring asking for a passphrase) must
 * not hold the judge's lock for ever. 0 ok, -1 failed or empty, -2 timed
 * out (the command is killed). */
static int run_secret(const char *cmd, long timeout_s, char *out, size_t n)
{
	int fd[2];
	if (pipe2(fd, O_CLOEXEC))
		return -1;
	pid_t pid = fork();
	if (pid < 0) {
		close(fd[0]);
		close(fd[1]);
		return -1;
	}
	if (pid == 0) {
		dup2(fd[1], 1);
		setpgid(0, 0); /* its own group: a timeout kills its children too */
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	close(fd[1]);
	size_t got = 0;
	int rc = 0;
	struct timespec start, now;
	clock_gettime(CLOCK_MONOTONIC, &start);
	for (;;) {
		clock_gettime(CLOCK_MONOTONIC, &now);
		long left = timeout_s * 1000 - ((now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000);
		struct pollfd p = { fd[0], POLLIN, 0 };
		if (left <= 0 || poll(&p, 1, (int)left) == 0) {
			rc = -2;
			break;
		}
		char buf[512];
		ssize_t k = read(fd[0], buf, sizeof buf);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			break;
		for (ssize_t i = 0; i < k && got + 1 < n; i++)
			out[got++] = buf[i];
	}
	close(fd[0]);
	if (rc == -2)
		kill(-pid, SIGKILL), kill(pid, SIGKILL);
	int st;
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	out[got] = '\0';
	out[strcspn(out, "\r\n")] = '\0';
	if (!rc && (!WIFEXITED(st) || WEXITSTATUS(st) || !out[0]))
		rc = -1;
	if (rc)
		sodium_memzero(out, n);
	return rc;
}

/* One server's password from its file or command. */
static int net_secret(struct conf_net *n, const char *section, long timeout_s, es_err *e)
{
	if (!n->url[0])
		return ES_OK;
	if (n->password_file[0]) {
		FILE *f = fopen(n->password_file, "r");
		int err = errno;
		int rc = first_line(f, n->password, sizeof n->password);
		if (f)
			fclose(f);
		if (rc)
			return es_fail(e, !f && (err == EACCES || err == EPERM) ? ES_EPERM : ES_ECONFIG,
				"[%s] password_file %s: cannot read it%s%s", section, n->password_file, f ? "" : ": ",
				f ? " (empty)" : strerror(err));
	} else if (n->password_command[0]) {
		int r = run_secret(n->password_command, timeout_s, n->password, sizeof n->password);
		if (r == -2)
			return es_fail(e, ES_ECONFIG, "[%s] password_command: no answer within %ld s (killed)", section,
				timeout_s);
		if (r)
			return es_fail(e, ES_ECONFIG, "[%s] password_command: the command failed or printed nothing",
				section);
	}
	return ES_OK;
}

int conf_secrets(conf *c, es_err *e)
{
	int rc = net_secret(&c->imap, "inbox", c->net_timeout, e);
	return rc ? rc : net_secret(&c->smtp, "outbox", c->net_timeout, e);
}

size_t conf_raw_limit(const conf *c)
{
	size_t m = c->max_mail_bytes, cap = (size_t)64 << 20;
	size_t raw = m <= cap / 16 ? m * 16 : cap;
	return raw > m ? raw : m;
}
