/* See linked.h. */
#include "adjudicator/linked.h"

#include <stdlib.h>
#include <string.h>

void linked_list(FILE *out)
{
	for (const char *const *p = linked_pkgs; *p; p += 2)
		fprintf(out, "linked %s %s\n", p[0], p[1]);
}

/* The index in linked_pkgs of a package installed for arch, or -1: it
 * is recorded as dpkg -S names it, "NAME:ARCH" when installable for
 * several architectures, else "NAME". */
static int find(const char *name, const char *arch)
{
	size_t n = strlen(name);
	for (int i = 0; linked_pkgs[i]; i += 2) {
		const char *r = linked_pkgs[i];
		if (!strncmp(r, name, n) && (!r[n] || (r[n] == ':' && !strcmp(r + n + 1, arch))))
			return i;
	}
	return -1;
}

/* One "Field: value" line of a stanza, kept when it is one of these. */
static void field(const char *line, const char *key, char *out, size_t size)
{
	size_t k = strlen(key);
	if (!strncmp(line, key, k) && line[k] == ':' && line[k + 1] == ' ')
		snprintf(out, size, "%s", line + k + 2);
}

int linked_check(const char *status_path, FILE *out)
{
	FILE *f = fopen(status_path, "r");
	if (!f)
		return 0;
	int bad = linked_check_stream(f, out);
	fclose(f);
	return bad;
}

int linked_check_stream(FILE *f, FILE *out)
{
	int bad = 0;
	char pkg[256] = "", arch[64] = "", status[128] = "", version[256] = "";
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	/* Stanzas of "Field: value" lines, a blank line after each; one pass,
	 * each line looked at once. */
	for (;;) {
		n = getline(&line, &cap, f);
		if (n <= 0 || line[0] == '\n') {
			int at = pkg[0] ? find(pkg, arch) : -1;
			/* "install ok installed", "hold ok installed": what is on disk */
			size_t sl = strlen(status);
			int installed = sl >= 10 && !strcmp(status + sl - 10, " installed");
			if (at >= 0 && installed && version[0] && strcmp(version, linked_pkgs[at + 1])) {
				fprintf(out, "problem rebuild %s: linked in at %s, installed now at %s (make, then make install)\n",
					linked_pkgs[at], linked_pkgs[at + 1], version);
				bad++;
			}
			pkg[0] = arch[0] = status[0] = version[0] = '\0';
			if (n <= 0)
				break;
			continue;
		}
		line[strcspn(line, "\n")] = '\0';
		field(line, "Package", pkg, sizeof pkg);
		field(line, "Architecture", arch, sizeof arch);
		field(line, "Status", status, sizeof status);
		field(line, "Version", version, sizeof version);
	}
	free(line);
	return bad;
}
