/* Test tool: reads one JSON document on stdin (jansson: the whole input
 * must be one valid document, no duplicate keys), then prints the value
 * at each PATH argument, one a line: a string as it is, anything else as
 * compact JSON, "missing" when there is no such value. PATH is keys and
 * array indices joined by dots ("view.board.0.troops"); "." is the whole
 * document, "KEYS:PATH" the sorted keys of an object. Exit 65 when the
 * input does not parse.
 *   estafeta view g ana --json | jsonget you view.own.count */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

static const json_t *at(const json_t *v, const char *path)
{
	char buf[512];
	snprintf(buf, sizeof buf, "%s", path);
	if (!strcmp(buf, "."))
		return v;
	for (char *tok = strtok(buf, "."); tok && v; tok = strtok(NULL, "."))
		if (json_is_array(v)) {
			char *end;
			long i = strtol(tok, &end, 10);
			v = *end || i < 0 ? NULL : json_array_get(v, (size_t)i);
		} else {
			v = json_object_get(v, tok);
		}
	return v;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

int main(int argc, char **argv)
{
	json_error_t je;
	json_t *doc = json_loadf(stdin, JSON_REJECT_DUPLICATES, &je);
	if (!doc) {
		fprintf(stderr, "jsonget: line %d: %s\n", je.line, je.text);
		return 65;
	}
	for (int i = 1; i < argc; i++) {
		int keys = !strncmp(argv[i], "KEYS:", 5);
		const json_t *v = at(doc, argv[i] + (keys ? 5 : 0));
		if (!v) {
			puts("missing");
		} else if (keys && json_is_object(v)) {
			const char *k, *ks[1024];
			size_t n = 0;
			json_t *x;
			json_object_foreach((json_t *)v, k, x)
				if (n < 1024)
					ks[n++] = k;
			qsort(ks, n, sizeof ks[0], by_name);
			for (size_t j = 0; j < n; j++)
				printf("%s%s", j ? " " : "", ks[j]);
			putchar('\n');
		} else if (json_is_string(v)) {
			puts(json_string_value(v));
		} else {
			char *s = json_dumps(v, JSON_COMPACT | JSON_SORT_KEYS | JSON_ENCODE_ANY);
			puts(s ? s : "?");
			free(s);
		}
	}
	json_decref(doc);
	return 0;
}
