/* Benchmark: the pictures under a batch. For every game of DATAROOT (a
 * data root after a batch) it draws each seat's picture of the game's
 * state with the calls delivery makes (play_picture: the scene, cairo,
 * the palette, libpng), equal views once (the renderer's cache of equal
 * scenes), and prints the time (wall, as the floors beside it) and how
 * many distinct pictures there were: what a batch at the default settings must at least spend on its
 * pictures beside the git floor (tests/bench/pack.sh).
 *   bench_pictures DATAROOT */
#include "adjudicator/conf/conf.h"
#include "adjudicator/play/picture.h"
#include "adjudicator/play/play.h"

#include <dirent.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_DISTINCT 65536

static double ms_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* The pictures' hashes seen so far: how many distinct ones were drawn. */
static unsigned char (*seen)[16];
static size_t nseen;

static void count_distinct(const sbuf *png)
{
	unsigned char h[16];
	crypto_generichash(h, sizeof h, (const unsigned char *)png->s, png->len, NULL, 0);
	for (size_t i = 0; i < nseen; i++)
		if (!memcmp(seen[i], h, sizeof h))
			return;
	if (nseen < MAX_DISTINCT)
		memcpy(seen[nseen++], h, sizeof h);
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: bench_pictures DATAROOT\n");
		return 2;
	}
	conf c;
	es_err e = { 0 };
	if (conf_load(&c, argv[1], &e)) {
		fprintf(stderr, "bench_pictures: %s\n", e.msg);
		return 1;
	}
	char dir[4096];
	snprintf(dir, sizeof dir, "%s/games", argv[1]);
	DIR *d = opendir(dir);
	if (!d) {
		fprintf(stderr, "bench_pictures: cannot read %s\n", dir);
		return 1;
	}
	/* fontconfig builds its cache at the first text drawn, once a
	 * process: not a picture's cost. A scene no game draws. */
	arena *a = arena_new();
	scene warm;
	sbuf wb = SBUF_INIT;
	scene_init(&warm, a, 10, 10);
	scene_text_add(&warm, 5, 5, SCENE_MIN_TEXT, "Estafeta");
	picture_png(&warm, &wb, &e);
	sbuf_free(&wb);
	arena_free(a);
	seen = calloc(MAX_DISTINCT, sizeof *seen);
	size_t games = 0, pictures = 0;
	double ms = 0;
	struct dirent *de;
	while ((de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		play *p;
		if (play_open(&p, &c, de->d_name, &e)) {
			fprintf(stderr, "bench_pictures: %s: %s\n", de->d_name, e.msg);
			return 1;
		}
		games++;
		for (int seat = 0; seat < play_nplayers(p); seat++) {
			sbuf png = SBUF_INIT;
			double t0 = ms_now();
			int rc = play_picture(p, seat, &png, &e);
			ms += ms_now() - t0;
			if (rc < 0) {
				fprintf(stderr, "bench_pictures: %s seat %d: %s\n", de->d_name, seat, e.msg);
				return 1;
			}
			if (rc > 0) {
				pictures++;
				count_distinct(&png);
			}
			sbuf_free(&png);
		}
		play_free(p);
	}
	closedir(d);
	printf("pictures_games %zu\npictures_seats %zu\npictures_distinct %zu\npictures_ms %.0f\n", games, pictures,
		nseen, ms);
	free(seen);
	return 0;
}
