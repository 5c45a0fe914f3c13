/* `estafeta health`: is the judge working? For the operator, cron and a
 * systemd timer; it reads the data root and changes nothing. */
#ifndef ES_HEALTH_H
#define ES_HEALTH_H

#include <stdio.h>

#include "adjudicator/conf/conf.h"

/* Prints one line per fact to out (the last complete batch, mail queued
 * in the outbox and waiting in the inbox with the age of the oldest,
 * games past their deadline, games set aside, a failure that repeats),
 * then "ok" or "problems N". Returns the number of problems: thresholds
 * are conf's health_*_min. */
int health_check(const conf *c, FILE *out);

#endif
