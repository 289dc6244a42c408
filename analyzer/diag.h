/*
 * diag.h - findings and problems, collected before they are printed.
 *
 * Every stage appends to one list; the report stage prints it in the
 * chosen format.  Messages follow git's guidelines: lowercase, no final
 * period, the subject quoted.
 */
#ifndef WARPCHECK_DIAG_H
#define WARPCHECK_DIAG_H

#include "../simulator/arena.h"
#include "../simulator/ir.h"

/*
 * Rule ids, as they appear in brackets and in JSON: the lint rules, and
 * the front end's own (unanalyzed, assume).
 */
#define RULE_BANK_CONFLICT "bank-conflict"
#define RULE_UNCOALESCED "uncoalesced"
#define RULE_MISALIGNED "misaligned"
#define RULE_UNANALYZED "unanalyzed"
#define RULE_UNREACHED "unreached"
#define RULE_LAUNCH "launch"
#define RULE_DIVERGENCE "divergence"
#define RULE_SPILL "register-spill"
#define RULE_ASSUME "assume"

enum severity { SEV_NOTE, SEV_WARNING, SEV_ERROR };

struct diag {
	enum severity severity;
	struct src_loc loc;
	const char *rule;        /* e.g. "bank-conflict"; NULL for input problems */
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
struct diag *diag_add(struct diag_list *l, enum severity sev, struct src_loc loc,
		      const char *rule, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
const char *severity_name(enum severity s);

#endif
