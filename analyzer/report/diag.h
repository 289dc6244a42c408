/*
 * diag.h - findings and problems, collected before they are printed.
 *
 * Every stage appends to one list; the report stage prints it in the
 * chosen format.  Messages follow git's guidelines: lowercase, no final
 * period, the subject quoted.
 */
#ifndef WARPCHECK_DIAG_H
#define WARPCHECK_DIAG_H

#include "../../simulator/simulator.h"

enum severity { SEV_NOTE, SEV_WARNING, SEV_ERROR };

/*
 * What a diagnostic is about: the lint rules, and the front end's own
 * (unanalyzed, assume).  RULE_NONE marks an input problem (a parse error,
 * a file that cannot be read), which is not a finding and has no rule.
 * The order is the order of SARIF's rules array.
 */
enum rule {
	RULE_NONE,
	RULE_BANK_CONFLICT,
	RULE_UNCOALESCED,
	RULE_MISALIGNED,
	RULE_DIVERGENCE,
	RULE_SPILL,
	RULE_UNANALYZED,
	RULE_UNREACHED,
	RULE_LAUNCH,
	RULE_ASSUME,
	RULE_LOCAL,
	RULE_ATOMIC,
	RULE_COUNT
};

/* One row of the rule table that the text, JSON and SARIF writers share. */
struct rule_info {
	const char *id;           /* as in brackets, JSON, SARIF and ignore[...] */
	enum severity level;      /* SARIF's default level */
	const char *summary;      /* a short title */
	const char *help;         /* what it means and what to do about it */
};

/* The rule's row; RULE_NONE's is SARIF's "parse-error". */
const struct rule_info *rule_info(enum rule r);
/* The rule's id, or NULL for RULE_NONE (input problems show none). */
const char *rule_name(enum rule r);

struct diag {
	enum severity severity;
	struct src_loc loc;
	enum rule rule;          /* RULE_NONE for input problems */
	const char *kernel;      /* kernel name, or NULL */
	const char *message;
	const char *detail;      /* a second line (why, fix), or NULL */
	/* a machine-applicable edit: replace [fix_from, fix_to) with fix_text */
	const char *fix_text;
	struct src_loc fix_from, fix_to;
	/* how bad: n-way for a bank conflict, sectors over ideal for a
	 * global access (for --fail-on and --baseline); 0 otherwise */
	double metric;
	const char *key;         /* what the finding is about, stable across
	                            edits: kernel, rule and access as written */
	struct diag *next;
};

struct diag_list {
	struct arena arena;
	struct diag *head, **tail;
	int count[3];
	int suppressed[3];       /* dropped by a comment or the configuration */
	int filtered[3];         /* dropped by --since or --baseline */
};

void diag_list_init(struct diag_list *l);
void diag_list_release(struct diag_list *l);
/* Drops each note that repeats an earlier one word for word, at one place. */
void diag_list_unique(struct diag_list *l);
struct diag *diag_add(struct diag_list *l, enum severity sev, struct src_loc loc,
		      enum rule rule, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
const char *severity_name(enum severity s);

#endif
