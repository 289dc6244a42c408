/*
 * choose.h - the launch a kernel is simulated under: the command line's
 * --grid and --block, else the constant <<<...>>> launches in its file,
 * else __launch_bounds__ or the defaults; and the notes that say which.
 */
#ifndef WARPCHECK_CHOOSE_H
#define WARPCHECK_CHOOSE_H

#include "../../simulator/simulator.h"
#include "../report/diag.h"

/* At most this many launch sites of one kernel are simulated. */
#define MAX_SITES 32

/*
 * The launch k is simulated under, into *out (release it with
 * launch_release), given the command line's launch `given` (its grid,
 * block, parameters and dynamic shared memory).  The costliest usable site
 * is simulated as launched, scalar arguments that fold filling the
 * parameters `given` leaves unset; *site is the site used, or NULL, and
 * *why what was assumed about it, or NULL.  Where `kept` is given and a
 * site was simulated, *kept holds that simulation (release it with
 * sim_stats_release) and 1 is returned; otherwise 0, and nothing is kept.
 */
int choose_launch(struct launch *out, const struct ir_launch **site,
		  const char **why, const struct launch *given,
		  const struct ir_kernel *k, const struct hw *hw, struct arena *a,
		  struct kernel_stats *kept);
/* Is p a flag (a bool), which a launch with no value for it takes as true? */
int choose_is_flag(const struct ir_param *p);
/* The launch sites k is reported for, one report each (at most MAX_SITES). */
int choose_usable_sites(const struct launch *given, const struct ir_kernel *k);
/* `given` as launched at `site` (its shape, shared memory, arguments). */
void choose_site_launch(struct launch *out, const struct launch *given,
			const struct ir_kernel *k, const struct ir_launch *site, struct arena *a);
/*
 * Simulates k as launched at `site` into *st and *l (a grid too large to
 * simulate whole gives one block of it: its blocks show the per-request
 * costs).  *why says what was assumed.  A launch one of done[0..ndone)
 * simulated already (a warm-up and a timed launch alike) is copied from
 * it, not simulated again.  0, or -1 when not even one block can be
 * simulated (nothing to release then).
 */
int choose_simulate_site(struct kernel_stats *st, struct launch *l, const char **why,
			 const struct launch *given, const struct ir_kernel *k,
			 const struct ir_launch *site, const struct hw *hw, struct arena *a,
			 const struct kernel_stats *done, int ndone);
/* Wavefronts and sectors over their ideal, all accesses together. */
double choose_cost(const struct kernel_stats *st);
/* Says which launch a kernel was judged under, when the file chose it. */
void choose_note_launch(struct diag_list *diags, const struct ir_kernel *k,
			const struct ir_launch *site, const char *why, const struct launch *l);
/* Says which launch sites are not simulated (their block is not known). */
void choose_note_unusable(struct diag_list *diags, const struct launch *given,
			  const struct ir_kernel *k);
/* Says that a kernel launched from several places is reported for each. */
/* how findings name launch site i of k ("launched at line 120 as <<<64, 128>>>") */
const char *choose_site_label(struct arena *a, const struct ir_kernel *k, int i);
void choose_note_site(struct diag_list *diags, const struct ir_kernel *k,
		      const struct ir_launch *site, const char *why, const struct launch *l,
		      int nsites);

/*
 * Is kernel `name` one that --kernel `want` asks for (NULL: every one)?
 * Names compare without spaces: 'k<64,float>' is 'k<64, float>'; 'k'
 * alone is every instance of template k.
 */
int choose_kernel_matches(const char *want, const char *name);

#endif
