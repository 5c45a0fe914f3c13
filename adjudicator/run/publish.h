/* `estafeta publish GAME --repo DIR`: a copy of a game's repository that
 * is safe to publish (docs/operator/security.md): while the game runs only the
 * public files of each commit; once over everything verify needs, never
 * the password hashes, the key or the mail. `estafeta publish GAME DIR`:
 * the game's static web page. */
#ifndef ES_PUBLISH_H
#define ES_PUBLISH_H

#include "adjudicator/conf/conf.h"
#include "adjudicator/base/err.h"
#include "adjudicator/base/sbuf.h"

/* The static site of a game in dir (made if missing): index.html,
 * lote-N.html a batch, style.css and, when png is not NULL, board.png
 * (the public picture). See publish_site.c. */
int publish_site(const conf *c, const char *game, const char *dir, const void *png, size_t png_len, es_err *e);
/* *ncommits gets how many commits were added. */
int publish_game(const conf *c, const char *game, const char *dir, int *ncommits, es_err *e);

/* The pieces of the public pages, for the campaign page (campaign.h):
 * text escaped for HTML; the head of a page (style.css, phone width);
 * a file written readable by the web server; the style sheet. */
void publish_html(sbuf *b, const char *s);
void publish_head(sbuf *b, const char *title);
int publish_write(const char *dir, const char *name, const void *data, size_t len, es_err *e);
int publish_style(const char *dir, es_err *e);

#endif
