/*
 * choose.c - the launch a kernel is simulated under.
 *
 * --grid and --block on the command line win, each for its own dimension;
 * otherwise the constant <<<...>>> launches of the kernel in its file are
 * simulated and the costliest (wavefronts and sectors per ideal one) is
 * kept, so a kernel is judged as its program runs it.  Scalar arguments
 * that fold fill the parameters --param leaves unset.  With no usable
 * launch, the block of __launch_bounds__ or 256 threads, and one block.
 * The notes say which launch was used and why.
 */
#include "choose.h"

#include <string.h>

#include "../../simulator/ir_pass.h"

/*
 * A scalar integer parameter that neither the command line nor the
 * launch gives a value (a size read from argv, a file or a tensor) takes
 * out->assume_size, and out->sized says which: what most kernels'
 * requests cost does not depend on it, and the findings that rest on it
 * say what was assumed.  One that is a shift count (`i << log_n`, the
 * logarithm of a size) takes the assumed size's logarithm, 10 for 1024.
 * A bool is a flag, not a size: it takes true, so that the code it
 * guards is simulated (one way of the two, said so: the requests of the
 * other are not counted).  A char or an enum is a code and stays without
 * a value: a size matches none of its cases, and would make every access
 * they guard look unreached.
 */
int choose_is_flag(const struct ir_param *p)
{
	return strstr(p->c_type, "bool") != NULL;
}

static void assume_sizes(struct launch *out, const struct ir_kernel *k, struct arena *a)
{
	int i, j = 0;
	int64_t log2 = 0;

	while (log2 < 62 && (2ll << log2) <= out->assume_size)
		log2++;
	for (i = 0; i < k->nparams && j < 64 && out->assume_size; i++) {
		const struct ir_param *p = &k->params[i];
		int64_t v;
		if (!p->is_integer || p->is_pointer || p->unused || p->is_enum || strstr(p->c_type, "char") ||
		    launch_param_lookup(out, p->name, &v) == 0)
			continue;
		launch_parse_param(out, arena_printf(a, "%s=%lld", p->name,
						     (long long)(choose_is_flag(p) ? 1
								 : ir_pass_shift_count(k, i) ? log2
								 : out->assume_size)));
		out->sized_param[j] = i;
		out->sized |= 1ull << j++;
	}
}

void choose_site_launch(struct launch *out, const struct launch *given,
			const struct ir_kernel *k, const struct ir_launch *site, struct arena *a)
{
	int i;

	launch_copy(out, given);
	/* a dimension the command line gives wins; the site gives the other */
	if (!given->grid_given) {
		memcpy(out->grid, site->grid, sizeof(out->grid));
		out->grid_assumed = site->grid_unknown ? site->grid_why : NULL;
	}
	if (!given->block_given)
		memcpy(out->block, site->block, sizeof(out->block));
	if (!out->dynamic_shared)
		out->dynamic_shared = site->dynamic_shared;
	for (i = 0; i < k->nparams; i++) {
		int64_t v;
		if (site->known[i] && (k->params[i].is_integer || k->params[i].null_of) &&
		    launch_param_lookup(out, k->params[i].name, &v) < 0)
			launch_parse_param(out, arena_printf(a, "%s=%lld", k->params[i].name,
							     (long long)site->values[i]));
	}
	assume_sizes(out, k, a);
}

double choose_cost(const struct kernel_stats *st)
{
	uint64_t cost = 0, ideal = 0;
	int i;

	for (i = 0; i < st->kernel->naccesses; i++) {
		const struct access_stats *as = &st->access[st->kernel->accesses[i]->id];
		cost += as->wavefronts + as->sectors;
		ideal += as->ideal_wavefronts + as->ideal_sectors;
	}
	return ideal ? (double)cost / (double)ideal : 0;
}

int choose_simulate_site(struct kernel_stats *st, struct launch *l, const char **why,
			 const struct launch *given, const struct ir_kernel *k,
			 const struct ir_launch *site, const struct hw *hw, struct arena *a,
			 const struct kernel_stats *done, int ndone)
{
	int i;

	choose_site_launch(l, given, k, site, a);
	*why = given->grid_given ? "grid from --grid" : site->why;
	if (given->block_given)
		*why = *why ? arena_printf(a, "%s, block from --block", *why) : "block from --block";
	for (i = 0; i < ndone; i++)
		if (done[i].kernel == k && !done[i].error && launch_same(&done[i].launch, l))
			break;
	if (i < ndone) {
		sim_stats_copy(st, &done[i]);
		st->launch = *l;
	} else if (sim_kernel(st, k, l, hw, NULL) < 0) {
		l->grid_assumed = arena_printf(a, "the whole launch cannot be simulated (%s)", st->error);
		*why = arena_printf(a, "%s, so one block of it is simulated", l->grid_assumed);
		sim_stats_release(st);
		l->grid[0] = l->grid[1] = l->grid[2] = 1;
		if (sim_kernel(st, k, l, hw, NULL) < 0) {
			sim_stats_release(st);
			launch_release(l);
			return -1;
		}
	}
	l->origin = arena_printf(a, "as launched at line %u", site->loc.line);
	st->launch.origin = l->origin;   /* the simulation says so too */
	return 0;
}

int choose_usable_sites(const struct launch *given, const struct ir_kernel *k)
{
	int i, n = 0;

	if (given->grid_given && given->block_given)
		return 0;
	for (i = 0; i < k->nlaunches && n < MAX_SITES; i++)
		n += k->launches[i].ok;
	return n;
}

int choose_launch(struct launch *out, const struct ir_launch **site,
		  const char **why, const struct launch *given,
		  const struct ir_kernel *k, const struct hw *hw, struct arena *a,
		  struct kernel_stats *kept)
{
	double best = -1;
	int i, tried = 0, holding = 0;

	*site = NULL;
	*why = NULL;
	launch_init(out);
	if (given->grid_given && given->block_given)
		goto fallback;
	for (i = 0; i < k->nlaunches && tried < MAX_SITES; i++) {
		struct launch l;
		struct kernel_stats st;
		const char *said;
		double c;

		if (!k->launches[i].ok)
			continue;
		tried++;
		if (choose_simulate_site(&st, &l, &said, given, k, &k->launches[i], hw, a, NULL, 0) < 0)
			continue;
		c = choose_cost(&st);
		if (c > best) {
			best = c;
			*site = &k->launches[i];
			*why = said;
			launch_release(out);
			*out = l;
			/* the site's simulation is the kernel's: not run twice */
			if (kept) {
				if (holding)
					sim_stats_release(kept);
				*kept = st;
				holding = 1;
				continue;
			}
		} else {
			launch_release(&l);
		}
		sim_stats_release(&st);
	}
	if (*site)
		return holding;
fallback:
	launch_release(out);
	launch_copy(out, given);
	/* no site to simulate, but the arguments its sites agree on still
	 * hold (a block from cudaOccupancyMaxPotentialBlockSize, n = 1 << 20) */
	for (i = 0; i < k->nparams && !(given->grid_given && given->block_given); i++) {
		int64_t v, val = 0;
		int j, have = 0, agree = 1;
		if ((!k->params[i].is_integer && !k->params[i].null_of) ||
		    launch_param_lookup(out, k->params[i].name, &v) == 0)
			continue;
		for (j = 0; j < k->nlaunches; j++) {
			const struct ir_launch *s = &k->launches[j];
			if (s->unreached || !s->known || !s->known[i])
				continue;
			agree &= !have || s->values[i] == val;
			val = s->values[i];
			have = 1;
		}
		if (have && agree)
			launch_parse_param(out, arena_printf(a, "%s=%lld", k->params[i].name,
							     (long long)val));
	}
	assume_sizes(out, k, a);
	if (!given->grid_given)
		out->grid_assumed = "no launch of it gives its grid";
	if (given->block_given)
		return 0;
	if (k->launch_bounds[0] > 0) {
		/* the block the kernel was compiled for */
		out->block[0] = (uint32_t)k->launch_bounds[0];
		out->block[1] = out->block[2] = 1;
		out->origin = given->grid_given ? "grid from the command line, block from __launch_bounds__"
						: "block from __launch_bounds__, no launch given";
	} else {
		out->origin = given->grid_given ? "grid from the command line, block assumed"
			      : k->nlaunches ? "assumed: no launch of it gives its block"
					     : "assumed, no launch given";
	}
	return 0;
}

/* "4096" or "64,2": a dimension as a launch would write it */
static const char *dim_text(struct arena *a, const uint32_t d[3])
{
	if (d[2] > 1)
		return arena_printf(a, "%u,%u,%u", d[0], d[1], d[2]);
	if (d[1] > 1)
		return arena_printf(a, "%u,%u", d[0], d[1]);
	return arena_printf(a, "%u", d[0]);
}

/* " with n=1024, stride=8, bias=nullptr": the scalar arguments a site
 * gives (a struct's members that are 0 left out: a tensor accessor's
 * sizes past its rank), and the null pointers the kernel tests */
static const char *site_args(struct arena *a, const struct ir_kernel *k,
			     const struct ir_launch *site)
{
	const char *out = "";
	int i;

	for (i = 0; i < k->nparams; i++)
		if (site->known[i] && k->params[i].null_of && site->values[i] == 0)
			out = arena_printf(a, "%s%s%s=nullptr", out, *out ? ", " : " with ",
					   k->params[i].name);
		else if (site->known[i] && k->params[i].is_integer && !k->params[i].unused &&
			 !(k->params[i].member_of && site->values[i] == 0))
			out = arena_printf(a, "%s%s%s=%lld", out, *out ? ", " : " with ",
					   k->params[i].name, (long long)site->values[i]);
	return out;
}

/*
 * How findings name launch site `i` of `k`: "launched at line 120", and
 * where host code reaches one line with several shapes (a loop over block
 * sizes), the shape too, "launched at line 120 as <<<4096, 64>>>", with
 * the arguments if the shapes are alike.
 */
const char *choose_site_label(struct arena *a, const struct ir_kernel *k, int i)
{
	const struct ir_launch *s = &k->launches[i];
	int j, same_line = 0, same_shape = 0;

	for (j = 0; j < k->nlaunches; j++) {
		const struct ir_launch *o = &k->launches[j];
		if (j == i || !o->ok || o->loc.line != s->loc.line ||
		    strcmp(o->loc.file ? o->loc.file : "", s->loc.file ? s->loc.file : ""))
			continue;
		same_line = 1;
		if (!memcmp(o->grid, s->grid, sizeof(s->grid)) &&
		    !memcmp(o->block, s->block, sizeof(s->block)))
			same_shape = 1;
	}
	if (!same_line)
		return arena_printf(a, "launched at line %u", s->loc.line);
	return arena_printf(a, "launched at line %u as <<<%s, %s>>>%s", s->loc.line,
			    dim_text(a, s->grid), dim_text(a, s->block),
			    same_shape ? site_args(a, k, s) : "");
}

/* Where host code's values of a site came from, when another file. */
static const char *site_origin(struct arena *a, const struct ir_launch *site)
{
	return site->origin ? arena_printf(a, " (host values from the main() of %s)", site->origin)
			    : "";
}

void choose_note_launch(struct diag_list *diags, const struct ir_kernel *k,
			const struct ir_launch *site, const char *why, const struct launch *l)
{
	struct diag *d;
	int i, unusable = 0;

	for (i = 0; i < k->nlaunches; i++)
		unusable += !k->launches[i].ok;
	if (site) {
		d = diag_add(diags, SEV_NOTE, site->loc, RULE_LAUNCH,
			     "'%s' simulated as launched here: <<<(%u,%u,%u), (%u,%u,%u)>>>%s%s%s%s%s",
			     k->name, l->grid[0], l->grid[1], l->grid[2], l->block[0],
			     l->block[1], l->block[2], site_args(&diags->arena, k, site),
			     site_origin(&diags->arena, site),
			     k->nlaunches > 1 ? ", the costliest of its launches in this file" : "",
			     why ? "; " : "", why ? why : "");
		d->kernel = k->name;
	} else if (unusable && unusable == k->nlaunches && !(l->grid_given && l->block_given)) {
		d = diag_add(diags, SEV_NOTE, k->launches[0].loc, RULE_LAUNCH,
			     "'%s' simulated under <<<(%u,%u,%u), (%u,%u,%u)>>>: %s; give --grid and --block",
			     k->name, l->grid[0], l->grid[1], l->grid[2], l->block[0],
			     l->block[1], l->block[2], k->launches[0].why);
		d->kernel = k->name;
	}
}

void choose_note_site(struct diag_list *diags, const struct ir_kernel *k,
		      const struct ir_launch *site, const char *why, const struct launch *l,
		      int nsites)
{
	struct diag *d = diag_add(diags, SEV_NOTE, site->loc, RULE_LAUNCH,
		"'%s' simulated as launched here: <<<(%u,%u,%u), (%u,%u,%u)>>>%s%s, one of %d reports, one for each launch host code makes%s%s",
		k->name, l->grid[0], l->grid[1], l->grid[2], l->block[0], l->block[1],
		l->block[2], site_args(&diags->arena, k, site), site_origin(&diags->arena, site),
		nsites, why ? "; " : "",
		why ? why : "");

	d->kernel = k->name;
}

/*
 * The launch sites not simulated because their block is not known, when
 * others are: each in a note, so that no launch is dropped silently (when
 * none is usable, choose_note_launch says so).  A site host code reaches
 * several times the same way gets one note.
 */
void choose_note_unusable(struct diag_list *diags, const struct launch *given,
			  const struct ir_kernel *k)
{
	int i, j;

	if (given->block_given || !choose_usable_sites(given, k))
		return;
	for (i = 0; i < k->nlaunches; i++) {
		const struct ir_launch *s = &k->launches[i];
		struct diag *d;

		if (s->ok)
			continue;
		for (j = 0; j < i; j++)
			if (!k->launches[j].ok && k->launches[j].loc.line == s->loc.line &&
			    k->launches[j].loc.col == s->loc.col &&
			    !strcmp(k->launches[j].why ? k->launches[j].why : "", s->why ? s->why : ""))
				break;
		if (j < i)
			continue;
		d = diag_add(diags, SEV_NOTE, s->loc, RULE_LAUNCH,
			     "a launch of '%s' here is not simulated: %s; give --block to simulate it",
			     k->name, s->why ? s->why : "its block is not known");
		d->kernel = k->name;
	}
}

int choose_kernel_matches(const char *want, const char *name)
{
	int whole = want && !strchr(want, '<');

	if (!want)
		return 1;
	for (;;) {
		while (*want == ' ')
			want++;
		while (*name == ' ')
			name++;
		if (whole && !*want && *name == '<')
			return 1;
		if (*want != *name)
			return 0;
		if (!*want)
			return 1;
		want++;
		name++;
	}
}
