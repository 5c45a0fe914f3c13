/* See linked.h. */
#include "adjudicator/linked.h"

#include <stdlib.h>
#include <string.h>

void linked_list(FILE *out)
{
	for (const char *const *p = linked_pkgs; *p; p += 2)
		fprintf(out, "linked %s %s\n", p[0], p[1]);
}

/* The index of package name in linked_pkgs, or -1. */
static int find(const char *name)
{
	for (int i = 0; linked_pkgs[i]; i += 2)
		if (!strcmp(linked_pkgs[i], name))
			return i;
	return -1;
}

int linked_check(const char *status_path, FILE *out)
{
	FILE *f = fopen(status_path, "r");
	if (!f)
		return 0;
	int bad = 0, at = -1, installed = 0;
	char version[256] = "";
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	/* Stanzas of "Field: value" lines, a blank line after each; one pass,
	 * each line looked at once. */
	for (;;) {
		n = getline(&line, &cap, f);
		if (n <= 0 || line[0] == '\n') {
			if (at >= 0 && installed && version[0] && strcmp(version, linked_pkgs[at + 1])) {
				fprintf(out, "problem rebuild %s: linked in at %s, installed now at %s (make, then make install)\n",
					linked_pkgs[at], linked_pkgs[at + 1], version);
				bad++;
			}
			at = -1;
			installed = 0;
			version[0] = '\0';
			if (n <= 0)
				break;
			continue;
		}
		line[strcspn(line, "\n")] = '\0';
		if (!strncmp(line, "Package: ", 9))
			at = find(line + 9);
		else if (!strncmp(line, "Status: ", 8))
			installed = strstr(line + 8, " installed") != NULL && !strstr(line + 8, "not-installed");
		else if (!strncmp(line, "Version: ", 9))
			snprintf(version, sizeof version, "%s", line + 9);
	}
	free(line);
	fclose(f);
	return bad;
}
