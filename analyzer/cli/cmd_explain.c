/*
 * cmd_explain.c - `warpcheck explain FILE:LINE[:COLUMN]`: the costliest
 * access at that place (or the one at the column), simulated under the
 * launch lint would use and shown lane by lane (explain.c), with the
 * padding and swizzle fixes checked by simulating them (fix.c).
 */
#include "cli.h"

#include <getopt.h>

#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../simulator/simulator.h"
#include "../lint/choose.h"
#include "../report/explain.h"
#include "../lint/fix.h"
#include "../lint/lint.h"
#include "../frontend/nearby.h"
#include "../lint/pipeline.h"

const char cmd_explain_help[] =
"explain: one access lane by lane: thread index, address, bank or sector, a\n"
"picture of banks against wavefronts (or of sectors), the reason, and a padding\n"
"fix it has checked by simulating it\n"
"  --warp N              the warp of the block to show (default: the worst)\n"
"  --block-index X[,Y[,Z]]   the block of that warp (default 0)\n"
"  --svg FILE            draw the picture as SVG too\n"
"  --format FORMAT       text (default) or html: the file's review page (as\n"
"                        lint --format html writes it), opened at the access,\n"
"                        its pictures drawn (the worst and the first request)\n"
"  --part MEMBER         of a value loaded in pieces (a float3 in three 4-byte\n"
"                        loads), the piece of that member (default: the worst)\n"
"  --in FILE.cu          read a header's kernels through this file, which\n"
"                        includes it (default: the .cu files near the header\n"
"                        that include it, tried in turn)\n";


/* Is a one of the accesses --part asks for (all, without it)? */
static int is_part(const struct ir_access *a, const char *part)
{
	return !part || (a->piece_name && !strcmp(a->piece_name, part));
}

/* FILE:LINE[:COLUMN] */
static int parse_position(const char *spec, char **file, unsigned *line, unsigned *col)
{
	char *copy = xstrdup(spec), *c1, *c2, *end;

	c1 = strrchr(copy, ':');
	if (!c1)
		goto bad;
	*c1 = '\0';
	c2 = strrchr(copy, ':');
	*col = 0;
	if (c2 && strtoul(c2 + 1, &end, 10) > 0 && !*end && strtoul(c1 + 1, &end, 10) > 0 && !*end) {
		*line = (unsigned)strtoul(c2 + 1, NULL, 10);
		*col = (unsigned)strtoul(c1 + 1, NULL, 10);
		*c2 = '\0';
	} else {
		*line = (unsigned)strtoul(c1 + 1, &end, 10);
		if (*end || !*line)
			goto bad;
	}
	*file = copy;
	return 0;
bad:
	free(copy);
	return -1;
}

/* An access's file and the file asked for, the same file however spelled. */
static int same_file(const char *loc, const char *want_real, const char *want)
{
	char buf[PATH_MAX];

	if (!strcmp(loc, want))
		return 1;
	return want_real && realpath(loc, buf) && !strcmp(buf, want_real);
}

/*
 * The access at file:line[:col] in the kernels `unit` reads (file itself,
 * or a .cu that includes it), explained; *shown_out: 1 if there was one,
 * 0 if not, -1 if unit did not load or simulate (said so already).
 */
static int explain_in(struct options *o, const char *unit, const char *file, unsigned line,
		      unsigned col, int *shown_out)
{
	const struct hw *hw = hw_lookup(o->arch);
	struct explain_options eo = { 0, o->svg };
	struct diag_list diags;
	struct pipeline p;
	struct pipeline_options po;
	struct ir_tu *tu;
	struct ir_kernel *k;
	struct arena scratch;
	struct launch L;
	const struct ir_launch *site;
	const char *why;
	int rc = 2, shown = 0, i;
	char want_buf[PATH_MAX];
	const char *want = realpath(file, want_buf) ? want_buf : NULL;

	*shown_out = 0;
	eo.color = cli_color(o);
	diag_list_init(&diags);
	arena_init(&scratch, 0);
	launch_init(&L);
	/* lint's stages: the same counts (nvcc's widths, ptxas's spills) */
	cli_pipeline_options(&po, o);
	if (pipeline_load(&p, unit, &po, &diags) < 0) {
		struct lint_run run = { .hw = hw, .diags = diags };
		report_text(stderr, &run);
		pipeline_release(&p);
		diag_list_release(&diags);
		*shown_out = -1;
		return 2;
	}
	tu = p.tu;
	pipeline_nvcc(&p, unit, &po, &diags);
	cli_warn_unused_params(o, &tu, 1);
	for (k = tu->kernels; k && !shown; k = k->next) {
		struct sim_options so = { 0 };
		struct kernel_stats st;
		const struct ir_access *best = NULL;
		const struct sass_function *fn;
		const struct ptxas_function *regs;
		double best_ratio = -1;

		if (!choose_kernel_matches(o->kernel, k->name))
			continue;
		for (i = 0; i < k->naccesses; i++)
			if (k->accesses[i]->loc.line == line &&
			    same_file(k->accesses[i]->loc.file, want, file) &&
			    (!col || k->accesses[i]->loc.col == col) && is_part(k->accesses[i], o->part))
				break;
		if (i == k->naccesses)
			continue;
		pipeline_kernel(&p, k, &fn);
		regs = pipeline_registers(&p, k);
		launch_release(&L);
		choose_launch(&L, &site, &why, &o->launch, k, hw, &scratch, NULL);
		if (site)
			printf("%s:%u:%u: simulated as launched here: <<<(%u,%u,%u), (%u,%u,%u)>>>\n",
			       site->loc.file, site->loc.line, site->loc.col, L.grid[0], L.grid[1],
			       L.grid[2], L.block[0], L.block[1], L.block[2]);
		if (o->warp >= 0) {
			so.capture = 1;
			so.capture_warp = (unsigned)o->warp;
			memcpy(so.capture_block, o->block_index, sizeof(so.capture_block));
		}
		/* the costliest access at the position, unless a column names one */
		for (i = 0; i < k->naccesses; i++) {
			const struct ir_access *a = k->accesses[i];
			if (a->loc.line != line || !same_file(a->loc.file, want, file) ||
			    (col && a->loc.col != col) ||
			    !is_part(a, o->part))
				continue;
			so.capture_access = a->id;
			if (pipeline_simulate(&st, k, &L, hw, &so, regs) < 0) {
				fprintf(stderr, "warpcheck: cannot simulate '%s': %s\n", k->name, st.error);
				sim_stats_release(&st);
				*shown_out = -1;
				goto out;
			}
			{
				const struct access_stats *as = &st.access[a->id];
				double r = a->space == SPACE_SHARED
					? (as->ideal_wavefronts ? (double)as->wavefronts / (double)as->ideal_wavefronts : 0)
					: (as->ideal_sectors ? (double)as->sectors / (double)as->ideal_sectors : 0);
				if (r > best_ratio) {
					best_ratio = r;
					best = a;
				}
			}
			sim_stats_release(&st);
		}
		so.capture_access = best->id;
		if (pipeline_simulate(&st, k, &L, hw, &so, regs) < 0) {
			sim_stats_release(&st);
			*shown_out = -1;
			goto out;
		}
		{
			struct fix_job job;
			const struct sim_worst *w = o->warp >= 0 ? &st.captured : &st.access[best->id].worst;
			memset(&job, 0, sizeof(job));
			job.st = &st;
			job.shared_index = best->object_index;
			if (best->space == SPACE_SHARED &&
			    st.access[best->id].wavefronts > st.access[best->id].ideal_wavefronts)
				fix_check(&job, 1, unit, strcmp(unit, file) ? file : NULL, &o->fe, hw,
					  &scratch, NULL);
			int first = lint_first_piece(k, best->id), n;
			rc = explain_access(stdout, file, &st, best, w, hw, &job.padding, &job.swizzle,
					    &eo, &scratch);
			/* a value loaded in pieces: the others are the same access */
			if ((n = lint_pieces(k, first)) > 1) {
				const char *others = "";
				for (i = first; i < first + n; i++)
					if (i != best->id)
						others = arena_printf(&scratch, "%s%s%s", others,
								      *others ? ", " : "",
								      k->accesses[i]->piece_name);
				const char *next = k->accesses[first == best->id ? first + 1 : first]->piece_name;
				printf("part: '%s', one of %d requests for the parts of each element (the others: %s; explain one with --part %s%s%s)\n",
				       best->piece_name, n, others, strchr(next, ' ') ? "'" : "", next,
				       strchr(next, ' ') ? "'" : "");
				if (best->space == SPACE_SHARED) {
					/* a wmma tile's instructions: their wavefronts together */
					struct access_stats sum;
					lint_pieces_stats(&st, first, n, &sum);
					printf("all parts: %llu requests, %llu wavefronts (ideal %llu)\n",
					       (unsigned long long)sum.requests,
					       (unsigned long long)sum.wavefronts,
					       (unsigned long long)sum.ideal_wavefronts);
				} else {
					printf("all parts: %s\n", lint_pieces_reason(&scratch, &st, first, n, hw));
				}
			}
			for (i = 0; i < k->naccesses; i++) {
				const struct ir_access *a = k->accesses[i];
				if (a != best && lint_first_piece(k, i) != first &&
				    a->loc.line == line && same_file(a->loc.file, want, file) &&
				    (!col || a->loc.col == col))
					printf("also at %s:%u:%u: %s of '%s' (explain it with :%u:%u)\n", file,
					       a->loc.line, a->loc.col, mem_op_name(a->op), a->object,
					       a->loc.line, a->loc.col);
			}
		}
		sim_stats_release(&st);
		shown = 1;
	}
	*shown_out = shown;
out:
	launch_release(&L);
	pipeline_release(&p);
	diag_list_release(&diags);
	arena_release(&scratch);
	return rc;
}

int cmd_explain_at(struct options *o, const char *file, unsigned line, unsigned col)
{
	int shown = 0, rc, i;

	if (o->in) {
		rc = explain_in(o, o->in, file, line, col, &shown);
	} else {
		/* a header, or a .cu file another #includes: through the .cu
		 * files near it that include it (nearby_includers), in path
		 * order: their launches give its kernels their sizes; then on
		 * its own */
		const char *inc[NEARBY_INCLUDERS];
		struct arena a;
		int n;

		arena_init(&a, 0);
		n = nearby_includers(&a, file, inc, NEARBY_INCLUDERS, NULL, NULL);
		for (i = 0, rc = 2; i < n && shown <= 0; i++)
			rc = explain_in(o, inc[i], file, line, col, &shown);
		if (shown <= 0)
			rc = explain_in(o, file, file, line, col, &shown);
		arena_release(&a);
	}
	if (shown < 0)          /* the file did not load: said so already */
		return 2;
	if (!shown) {
		fprintf(stderr, "warpcheck: no shared or global access at %s:%u%s%s%s%s%s\n", file,
			line, col ? " at that column" : "", o->part ? " with a part named " : "",
			o->part ? o->part : "", o->in ? " in the kernels of " : "",
			o->in ? o->in : "");
		return 2;
	}
	return rc;
}

int cmd_explain(struct options *o, int argc, char **argv)
{
	char *file;
	unsigned line, col;
	int rc;

	if (optind != argc - 1 || parse_position(argv[optind], &file, &line, &col) < 0)
		return cli_fail_usage("%s: give one FILE.cu:LINE[:COLUMN]", argv[1]);
	if (o->format == FORMAT_JSON || o->format == FORMAT_SARIF) {
		free(file);
		return cli_fail_usage("explain writes text or html, not '%s' (lint writes json and sarif)",
				      o->format == FORMAT_JSON ? "json" : "sarif");
	}
	if (o->format == FORMAT_HTML) {
		/* the page of the whole file, lint's, opened at the access */
		char *paths[1] = { file };
		if (o->warp >= 0)
			fprintf(stderr, "warpcheck: note: the page draws each access's worst and first request; --warp and --block-index are for text\n");
		o->focus_file = file;
		o->focus_line = line;
		o->focus_col = col;
		rc = cmd_lint_files(o, paths, 1);
		free(file);
		return rc == 1 ? 0 : rc;
	}
	rc = cmd_explain_at(o, file, line, col);
	free(file);
	return rc;
}
