/* Unit tests of the check of the libraries linked in (linked.h): against
 * a dpkg status file written here, a package Debian updated since the
 * build is named with both versions; one at the built version, one not
 * installed (removed, its config kept), one for another architecture or
 * one not linked in is not; a file that cannot be read is no problem
 * (not Debian). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adjudicator/linked.h"

static char path[] = "/tmp/estafeta-linked-XXXXXX";

/* The status file: every package linked in, at version V for the one at
 * index `changed` (-1: none), as built for the others; with stanzas of
 * packages not linked in around them, and one removed. */
static void status(int changed, const char *v)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs("Package: bash\nStatus: install ok installed\nVersion: 5.2.15-2+b2\nDescription: GNU Bourne Again SHell\n"
	      " a long description line\n\n",
		f);
	for (int i = 0; linked_pkgs[i]; i += 2) {
		/* As dpkg keeps it: the name, and the architecture apart. */
		const char *colon = strchr(linked_pkgs[i], ':');
		int len = colon ? (int)(colon - linked_pkgs[i]) : (int)strlen(linked_pkgs[i]);
		const char *arch = colon ? colon + 1 : "all";
		fprintf(f,
			"Package: %.*s\nStatus: install ok installed\nPriority: optional\nArchitecture: %s\n"
			"Multi-Arch: same\nVersion: %s\nDepends: x\n\n",
			len, linked_pkgs[i], arch, i == changed ? v : linked_pkgs[i + 1]);
		/* The same package for another architecture, at another
		 * version: not the one linked in. */
		if (colon)
			fprintf(f, "Package: %.*s\nStatus: install ok installed\nArchitecture: s390x\nVersion: 0.1-1\n\n",
				len, linked_pkgs[i]);
	}
	fputs("Package: oldlib-dev\nStatus: deinstall ok config-files\nVersion: 0.1\n", f); /* no blank line at the end */
	fclose(f);
}

static char *check(int *bad)
{
	char *text = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);
	assert_non_null(out);
	*bad = linked_check(path, out);
	fclose(out);
	return text;
}

static void test_linked_check(void **state)
{
	(void)state;
	/* Built where dpkg is: libgit2 and libetpan are among them. */
	assert_non_null(linked_pkgs[0]);
	int git = -1;
	for (int i = 0; linked_pkgs[i]; i += 2)
		if (!strncmp(linked_pkgs[i], "libgit2-dev", 11) && strchr(":", linked_pkgs[i][11]))
			git = i;
	assert_true(git >= 0);

	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	int bad;
	status(-1, NULL);
	char *t = check(&bad);
	assert_int_equal(bad, 0);
	assert_string_equal(t, "");
	free(t);

	status(git, "9.9.9-1+deb12u9");
	t = check(&bad);
	assert_int_equal(bad, 1);
	char want[300];
	snprintf(want, sizeof want, "problem rebuild %s: linked in at %s, installed now at 9.9.9-1+deb12u9",
		linked_pkgs[git], linked_pkgs[git + 1]);
	assert_non_null(strstr(t, want));
	assert_null(strchr(strchr(t, '\n') + 1, '\n')); /* one line */
	free(t);

	/* The last stanza, with no blank line after it, counts too. */
	const char *arch = strchr(linked_pkgs[git], ':') ? strchr(linked_pkgs[git], ':') + 1 : "all";
	FILE *f = fopen(path, "w");
	fprintf(f, "Package: libgit2-dev\nStatus: install ok installed\nArchitecture: %s\nVersion: 0.0-1", arch);
	fclose(f);
	t = check(&bad);
	assert_int_equal(bad, 1);
	free(t);
	/* Removed (config files kept): nothing to compare. */
	f = fopen(path, "w");
	fprintf(f, "Package: libgit2-dev\nStatus: deinstall ok config-files\nArchitecture: %s\nVersion: 0.0-1\n", arch);
	fclose(f);
	t = check(&bad);
	assert_int_equal(bad, 0);
	free(t);
	unlink(path);
	t = check(&bad);
	assert_int_equal(bad, 0);
	free(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_linked_check),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
