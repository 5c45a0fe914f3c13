/* The commands of play_gm_master.c, for the rows of play_gm_seat.c's
 * table (play_gm_int.h). */
#ifndef ES_PLAY_GM_MASTER_H
#define ES_PLAY_GM_MASTER_H

#include "adjudicator/play/play_gm_int.h"

/* CODIRECTOR's words: its row, and the lines before it in one mail. */
#define GM_COMASTER_WORDS "codirector|codirectora|comaster"

int gm_check_comaster(gm_line *x, gm_cmd *c);
int gm_apply_comaster(play *p, gm_cmd *c, int64_t now);
void gm_echo_comaster(play *p, const gm_cmd *c, const char *lang, sbuf *out);
int gm_check_password(gm_line *x, gm_cmd *c);
int gm_apply_password(play *p, gm_cmd *c, int64_t now);
void gm_echo_password(play *p, const gm_cmd *c, const char *lang, sbuf *out);
int gm_check_handover(gm_line *x, gm_cmd *c);
int gm_apply_handover(play *p, gm_cmd *c, int64_t now);
void gm_echo_handover(play *p, const gm_cmd *c, const char *lang, sbuf *out);

#endif
