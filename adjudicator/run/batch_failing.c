/* Games that keep failing (batch_failing.h). */
#include "adjudicator/run/batch_failing.h"

#include <stdio.h>
#include <string.h>

void batch_failing_path(const conf *c, const char *game, char *out, size_t n)
{
	snprintf(out, n, "%s/spool/%s.failing", c->dataroot, game);
}

int batch_failing(const conf *c, const char *game, char *why, size_t nwhy)
{
	char p[1200], line[600];
	batch_failing_path(c, game, p, sizeof p);
	FILE *f = fopen(p, "r");
	if (!f)
		return 0;
	int n = 0;
	if (fscanf(f, "%d\n", &n) != 1)
		n = 1;
	if (why && fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = '\0';
		snprintf(why, nwhy, "%s", line);
	}
	fclose(f);
	return n;
}
