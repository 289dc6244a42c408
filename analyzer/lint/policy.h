/*
 * policy.h - what of a lint's findings is shown and what fails the run:
 * suppression comments, disabled rules, --since, --baseline, --fail-on.
 */
#ifndef WARPCHECK_POLICY_H
#define WARPCHECK_POLICY_H

#include "../report/diag.h"

struct policy {
	enum severity fail_severity; /* fail at or above this severity */
	int fail_never;
	double fail_nway;            /* > 0: fail on a bank conflict this wide */
	double fail_sectors;         /* > 0: fail on this many times the ideal sectors */
	const char *disabled[32];    /* rules switched off (configuration) */
	int ndisabled;
	const char *since;           /* git revision */
	const char *baseline;        /* a saved JSON result */
};

void policy_init(struct policy *p);
/* "error", "warning", "note", "never", "nway=N", "sectors=R", comma-separated */
int policy_parse_fail_on(struct policy *p, const char *spec);
/*
 * Drops findings whose line, or the line before, holds `warpcheck: ignore`
 * (every rule) or `warpcheck: ignore[rule-a,rule-b]`, and findings of
 * disabled rules; they are counted in l->suppressed.
 */
void policy_suppress(struct diag_list *l, const struct policy *p);
/* Would a finding of `rule` at `loc` be suppressed (as policy_suppress does)? */
int policy_suppresses(const struct policy *p, enum rule rule, struct src_loc loc);
/* Keeps only findings on lines changed since p->since (git diff); -1 on error. */
int policy_since(struct diag_list *l, const struct policy *p, struct diag_list *errors);
/* Keeps only findings absent from, or worse than in, p->baseline; -1 on error. */
int policy_baseline(struct diag_list *l, const struct policy *p, struct diag_list *errors);
/* Does what is left fail the run? */
int policy_fails(const struct diag_list *l, const struct policy *p);

#endif
