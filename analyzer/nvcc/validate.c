/*
 * validate.c - `warpcheck validate`: one kernel of the user's, predicted
 * and then measured on the GPU of this machine.
 *
 * The prediction is the lint's.  For the measurement a launcher is
 * written that includes the user's file (its main renamed away), gives
 * each pointer parameter a buffer as large as the analysis says the
 * kernel reaches, filled with non-zero bytes, passes the --param values,
 * and launches the kernel once with the analyzed grid and block.  It is
 * built with nvcc -lineinfo and run under Nsight Compute twice: once for
 * the kernel-wide counters of the JSON totals, once for the
 * per-source-line SourceCounters.  Counts are compared as validate/'s
 * compare.py does: exact, or for the kernel-wide shared wavefronts within
 * 10% above (arbitration cycles that counter includes).  The kernel's
 * duration under the profiler (gpu__time_duration) is set beside the
 * time model's prediction (simulator/timing.c), as a figure, not a verdict:
 * the profiler flushes the caches before its one launch.
 */
#include "validate.h"

#include "../../simulator/simulator.h"

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ptxas.h"
#include "spawn.h"

#define NOISE 0.10

static const struct {
	const char *label, *metric;
	int wavefronts;
} counters[] = {
	{ "shared load requests", "smsp__sass_inst_executed_op_shared_ld.sum", 0 },
	{ "shared load wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum", 1 },
	{ "shared store requests", "smsp__sass_inst_executed_op_shared_st.sum", 0 },
	{ "shared store wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum", 1 },
	{ "shared atomic requests", "smsp__sass_inst_executed_op_shared_atom.sum", 0 },
	{ "shared atomic wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum", 1 },
	{ "global load requests", "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum", 0 },
	{ "global load sectors", "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", 0 },
	{ "global store requests", "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum", 0 },
	{ "global store sectors", "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum", 0 },
};
enum { NCOUNTERS = sizeof(counters) / sizeof(counters[0]) };

static uint64_t predicted(const struct sim_totals *t, int i)
{
	const uint64_t v[NCOUNTERS] = {
		t->shared_load_requests, t->shared_load_wavefronts,
		t->shared_store_requests, t->shared_store_wavefronts,
		t->shared_atomic_requests, t->shared_atomic_wavefronts,
		t->global_load_requests, t->global_load_sectors,
		t->global_store_requests, t->global_store_sectors,
	};
	return v[i];
}

/* Splits one CSV line into at most `max` fields, in place. */
static int csv_fields(char *line, char **field, int max)
{
	int n = 0;
	char *p = line;

	while (*p && n < max) {
		char *out = p;
		field[n++] = p;
		if (*p == '"') {
			char *in = p + 1;
			out = p;
			field[n - 1] = out;
			while (*in && !(*in == '"' && in[1] != '"')) {
				if (*in == '"')
					in++;
				*out++ = *in++;
			}
			if (*in == '"')
				in++;
			p = in;
		} else {
			while (*p && *p != ',')
				p++;
			out = p;
		}
		if (*p == ',') {
			*out = '\0';
			p++;
		} else {
			*out = '\0';
			break;
		}
	}
	return n;
}

static int column(char **field, int n, const char *name)
{
	int i;

	for (i = 0; i < n; i++)
		if (!strcmp(field[i], name))
			return i;
	return -1;
}

static double number(const char *s)
{
	char buf[64];
	size_t j = 0;

	for (; *s && j + 1 < sizeof(buf); s++)
		if (*s != ',')
			buf[j++] = *s;
	buf[j] = '\0';
	return strtod(buf, NULL);
}

/* ncu's details page, one metric a row: Kernel Name, Metric Name, Metric Value. */
/* A duration in ncu's unit, in seconds; <0 for a unit not known. */
static double seconds_of(double v, const char *unit)
{
	if (!strcmp(unit, "nsecond") || !strcmp(unit, "ns"))
		return v * 1e-9;
	if (!strcmp(unit, "usecond") || !strcmp(unit, "us"))
		return v * 1e-6;
	if (!strcmp(unit, "msecond") || !strcmp(unit, "ms"))
		return v * 1e-3;
	if (!strcmp(unit, "second") || !strcmp(unit, "s"))
		return v;
	return -1;
}

#define DURATION_METRIC "gpu__time_duration.sum"

static int read_counters(char *text, double value[NCOUNTERS], double *duration_s)
{
	char *line, *save = NULL, *field[64];
	int kname = -1, mname = -1, mvalue = -1, munit = -1, found = 0, i;

	*duration_s = -1;
	for (i = 0; i < NCOUNTERS; i++)
		value[i] = -1;
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		int n = csv_fields(line, field, 64);
		if (mname < 0) {
			kname = column(field, n, "Kernel Name");
			mname = column(field, n, "Metric Name");
			mvalue = column(field, n, "Metric Value");
			munit = column(field, n, "Metric Unit");
			if (mname < 0 || mvalue < 0)
				mname = -1;
			continue;
		}
		if (n <= mvalue || n <= mname)
			continue;
		if (!strcmp(field[mname], DURATION_METRIC))
			*duration_s = seconds_of(number(field[mvalue]),
						 munit >= 0 && munit < n ? field[munit] : "nsecond");
		for (i = 0; i < NCOUNTERS; i++) {
			if (!strcmp(field[mname], counters[i].metric)) {
				value[i] = number(field[mvalue]);
				found++;
			}
		}
		(void)kname;
	}
	return found;
}

/* Per source line: shared wavefronts and global sectors, when ncu gives lines. */
struct line_counts {
	unsigned line;
	double wavefronts, sectors;
};

static int read_lines(char *text, struct line_counts *out, int max)
{
	char *line, *save = NULL, *field[128];
	int cline = -1, cwf = -1, csec = -1, n = 0;

	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		int nf = csv_fields(line, field, 128), i;
		if (cline < 0) {
			cline = column(field, nf, "Line No");
			/* a kernel without shared accesses has no shared columns */
			cwf = column(field, nf, "L1 Wavefronts Shared");
			csec = column(field, nf, "L2 Theoretical Sectors Global");
			if (cwf < 0 && csec < 0)
				cline = -1;
			continue;
		}
		if (nf <= cline || nf <= cwf || nf <= csec || !atoi(field[cline]))
			continue;
		for (i = 0; i < n && out[i].line != (unsigned)atoi(field[cline]); i++)
			;
		if (i == n) {
			if (n == max)
				continue;
			out[n].line = (unsigned)atoi(field[cline]);
			out[n].wavefronts = out[n].sectors = 0;
			n++;
		}
		out[i].wavefronts += cwf >= 0 ? number(field[cwf]) : 0;
		out[i].sectors += csec >= 0 ? number(field[csec]) : 0;
	}
	return n;
}

static const char *verdict(double pred, double meas, int wavefronts)
{
	if (meas < 0)
		return "not measured";
	if ((double)pred == meas)
		return "exact";
	if (wavefronts && meas > pred && meas - pred <= NOISE * (pred > 1 ? pred : 1))
		return "noise";
	return "MISMATCH";
}

/* Buffer bytes for pointer parameter p: what the kernel reaches, or -1. */
static long long buffer_bytes(const struct kernel_stats *st, int p, const char **why)
{
	const struct ir_kernel *k = st->kernel;
	long long hi = 0;
	int i;

	for (i = 0; i < k->naccesses; i++) {
		const struct ir_access *a = k->accesses[i];
		const struct access_stats *as = &st->access[a->id];
		if (a->space != SPACE_GLOBAL || a->object_index != p || a->unsupported)
			continue;
		if (as->unknown_requests) {
			*why = "an address into it is not known";
			return -1;
		}
		if (as->touched && as->lo < 0) {
			*why = "the kernel reaches before its start";
			return -1;
		}
		if (as->touched && as->hi > hi)
			hi = as->hi;
	}
	return (hi + 255) / 256 * 256 + 256;
}

/* Whether l passes pointer parameter p as null (a null test of it reads 0). */
static int passes_null(const struct ir_kernel *k, const struct launch *l, int p)
{
	int64_t v;
	int i;

	for (i = 0; i < k->nparams; i++)
		if (k->params[i].null_of == p + 1)
			return launch_param_value(l, &k->params[i], &v) == 0 && v == 0;
	return 0;
}

static int write_launcher(const char *dir, const char *source, const struct kernel_stats *st,
			  const struct launch *l, struct diag_list *diags)
{
	const struct ir_kernel *k = st->kernel;
	char path[PATH_MAX + 16];
	FILE *f;
	int i;

	/* a struct passed by value: the launcher cannot make one up */
	for (i = 0; i < k->nparams; i++)
		if (k->params[i].member_of) {
			diag_add(diags, SEV_ERROR, k->loc, RULE_NONE,
				 "'%s' takes '%s' as a struct by value, which validate cannot build a launch for; time the kernel from your own program",
				 k->name, k->params[k->params[i].member_of - 1].name);
			return -1;
		}
	/* every scalar parameter with no value at once, not one per run */
	{
		char names[512] = "", pass[1024] = "";
		int missing = 0;
		int64_t v;
		for (i = 0; i < k->nparams; i++) {
			const struct ir_param *p = &k->params[i];
			if (p->is_pointer || !p->is_integer || launch_param_lookup(l, p->name, &v) == 0)
				continue;
			snprintf(names + strlen(names), sizeof(names) - strlen(names), "%s'%s'",
				 missing ? ", " : "", p->name);
			snprintf(pass + strlen(pass), sizeof(pass) - strlen(pass), "%s--param %s=N",
				 missing ? " " : "", p->name);
			missing++;
		}
		if (missing) {
			diag_add(diags, SEV_ERROR, k->loc, RULE_NONE, "parameter%s %s %s no value; pass %s",
				 missing > 1 ? "s" : "", names, missing > 1 ? "have" : "has", pass);
			return -1;
		}
	}
	snprintf(path, sizeof(path), "%s/launcher.cu", dir);
	f = fopen(path, "w");
	if (!f)
		return -1;
	fprintf(f, "/* written by warpcheck validate for %s */\n", k->name);
	fprintf(f, "#define main warpcheck_user_main\n#include \"%s\"\n#undef main\n", source);
	fprintf(f, "#include <cstdio>\n#include <cstdlib>\n\n");
	fprintf(f, "#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { "
		   "fprintf(stderr, \"launcher: %%s: %%s\\n\", #x, cudaGetErrorString(e_)); "
		   "exit(3); } } while (0)\n\n");
	fprintf(f, "int main(void)\n{\n");
	for (i = 0; i < k->nparams; i++) {
		const struct ir_param *p = &k->params[i];
		if (p->is_pointer && !passes_null(k, l, i)) {
			const char *why = NULL;
			long long bytes = buffer_bytes(st, i, &why);
			if (bytes < 0) {
				diag_add(diags, SEV_ERROR, k->loc, RULE_NONE,
					 "cannot size the buffer for '%s': %s", p->name, why);
				fclose(f);
				return -1;
			}
			fprintf(f, "\tvoid *p%d;\n\tCHECK(cudaMalloc(&p%d, %lldull));\n"
				   "\tCHECK(cudaMemset(p%d, 0x3f, %lldull));  /* non-zero */\n",
				i, i, bytes, i, bytes);
		}
	}
	fprintf(f, "\t%s<<<dim3(%u, %u, %u), dim3(%u, %u, %u), %lld>>>(", k->name,
		l->grid[0], l->grid[1], l->grid[2], l->block[0], l->block[1], l->block[2],
		(long long)l->dynamic_shared);
	for (i = 0; i < k->nparams; i++) {
		const struct ir_param *p = &k->params[i];
		int64_t v;
		if (p->null_of)
			continue;   /* not an argument: the test of one */
		if (i)
			fprintf(f, ", ");
		if (p->is_pointer && passes_null(k, l, i)) {
			fprintf(f, "(%s)nullptr", p->c_type);
		} else if (p->is_pointer) {
			fprintf(f, "(%s)p%d", p->c_type, i);
		} else if (p->is_integer) {
			if (launch_param_lookup(l, p->name, &v) < 0) {
				diag_add(diags, SEV_ERROR, k->loc, RULE_NONE,
					 "parameter '%s' has no value; pass --param %s=N",
					 p->name, p->name);
				fclose(f);
				return -1;
			}
			fprintf(f, "(%s)%lldll", p->c_type, (long long)v);
		} else {
			fprintf(f, "(%s)1", p->c_type);
		}
	}
	fprintf(f, ");\n\tCHECK(cudaGetLastError());\n\tCHECK(cudaDeviceSynchronize());\n"
		   "\treturn 0;\n}\n");
	return fclose(f) == 0 ? 0 : -1;
}

static char *dirname_of(const char *path)
{
	char *copy = xstrdup(path), *slash = strrchr(copy, '/');

	if (slash)
		*slash = '\0';
	else
		strcpy(copy, ".");
	return copy;
}

static int measure(FILE *out, const char *dir, const char *source, const char *path,
		   const struct kernel_stats *st, const struct launch *l,
		   const struct validate_options *o, const char *nvcc, const char *ncu,
		   struct diag_list *diags);

/* Removes the temporary folder and what validate wrote in it (no subfolders). */
static void remove_dir(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	while (d && (e = readdir(d))) {
		char p[PATH_MAX + 256];
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		snprintf(p, sizeof(p), "%s/%s", dir, e->d_name);
		unlink(p);
	}
	if (d)
		closedir(d);
	rmdir(dir);
}

int validate_has_gpu(const struct validate_options *o, const char *path, struct diag_list *diags)
{
	char buf[PATH_MAX];
	const char *smi = o->nvidia_smi ? o->nvidia_smi
					: spawn_find("nvidia-smi", "/usr/bin/nvidia-smi", buf, sizeof(buf));
	const char *argv[] = { smi, "-L", NULL };
	struct src_loc none = { path, 0, 0 };
	char *text = NULL;
	int rc;

	if (!smi) {
		diag_add(diags, SEV_ERROR, none, RULE_NONE,
			 "validate needs a GPU: nvidia-smi is not on PATH, so this machine has no NVIDIA driver (lint and explain need none)");
		return 0;
	}
	rc = spawn_capture(argv, &text);
	if (rc != 0 || !text || !strstr(text, "GPU ")) {
		size_t len = text ? strcspn(text, "\n") : 0;
		diag_add(diags, SEV_ERROR, none, RULE_NONE,
			 "validate needs a GPU: nvidia-smi -L finds none here (%.*s)",
			 (int)(len > 200 ? 200 : len), text && len ? text : "no output");
		free(text);
		return 0;
	}
	free(text);
	return 1;
}

int validate_kernel(FILE *out, const char *path, const struct kernel_stats *st,
		    const struct launch *l, const struct validate_options *o,
		    struct diag_list *diags)
{
	char buf[PATH_MAX];
	const char *found = o->nvcc ? o->nvcc
				    : spawn_find("nvcc", "/usr/local/cuda/bin/nvcc", buf, sizeof(buf));
	const char *nvcc = found ? xstrdup(found) : NULL;
	char *ncu;
	char dir[PATH_MAX - 64], source[PATH_MAX];
	struct src_loc none = { path, 0, 0 };
	int rc;

	if (!validate_has_gpu(o, path, diags)) {
		free((char *)nvcc);
		return 2;
	}
	if (!nvcc) {
		diag_add(diags, SEV_ERROR, none, RULE_NONE,
			 "validate needs nvcc on PATH or in /usr/local/cuda/bin (pass --nvcc PATH)");
		return 2;
	}
	found = o->ncu ? o->ncu : spawn_find("ncu", "/usr/local/cuda/bin/ncu", buf, sizeof(buf));
	ncu = found ? xstrdup(found) : NULL;
	if (!realpath(path, source)) {
		diag_add(diags, SEV_ERROR, none, RULE_NONE, "cannot resolve '%s'", path);
		free(ncu);
		free((char *)nvcc);
		return 2;
	}
	if (o->keep_dir) {
		snprintf(dir, sizeof(dir), "%s", o->keep_dir);
	} else {
		const char *tmp = getenv("TMPDIR");
		snprintf(dir, sizeof(dir), "%s/warpcheck-validate-XXXXXX", tmp && *tmp ? tmp : "/tmp");
		if (!mkdtemp(dir)) {
			diag_add(diags, SEV_ERROR, none, RULE_NONE, "cannot make a temporary folder");
			free(ncu);
			free((char *)nvcc);
			return 2;
		}
	}
	rc = measure(out, dir, source, path, st, l, o, nvcc, ncu, diags);
	if (!o->keep_dir)
		remove_dir(dir);
	free(ncu);
	free((char *)nvcc);
	return rc;
}

/* Builds the launcher in dir, runs it under ncu and prints the comparison. */
static int measure(FILE *out, const char *dir, const char *source, const char *path,
		   const struct kernel_stats *st, const struct launch *l,
		   const struct validate_options *o, const char *nvcc, const char *ncu,
		   struct diag_list *diags)
{
	const struct ir_kernel *k = st->kernel;
	char exe[PATH_MAX], launcher[PATH_MAX];
	char metrics[2048];
	char include[PATH_MAX + 2], arch[64], *text = NULL, *srcdir;
	char report[PATH_MAX], report_file[PATH_MAX];
	double measured[NCOUNTERS], duration = -1;
	struct src_loc none = { path, 0, 0 };
	struct line_counts lines[256];
	int i, j, rc, nlines = 0, mismatches = 0, n = 0;
	const char *argv[64];
	const char **flags;
	struct arena flags_arena;
	int nflags;

	if (write_launcher(dir, source, st, l, diags) < 0)
		return 2;

	/* build */
	srcdir = dirname_of(source);
	snprintf(include, sizeof(include), "-I%s", srcdir ? srcdir : ".");
	snprintf(arch, sizeof(arch), "-arch=%s", o->arch ? o->arch : "sm_90");
	snprintf(exe, sizeof(exe), "%s/launcher", dir);
	snprintf(launcher, sizeof(launcher), "%s/launcher.cu", dir);
	argv[n++] = nvcc;
	argv[n++] = arch;
	argv[n++] = "-lineinfo";
	argv[n++] = "-O3";
	argv[n++] = include;
	/* the parser's flags as nvcc takes them, as --ptxas and --sass pass them */
	arena_init(&flags_arena, 4096);
	flags = xcalloc((size_t)o->nclang_args * 2 + 1, sizeof(*flags));
	nflags = ptxas_nvcc_flags(flags, o->clang_args, o->nclang_args, &flags_arena);
	for (i = 0; i < nflags && n < 56; i++)
		argv[n++] = flags[i];
	argv[n++] = "-o";
	argv[n++] = exe;
	argv[n++] = launcher;
	argv[n] = NULL;
	fprintf(stderr, "warpcheck: building the launcher in %s\n", dir);
	rc = spawn_capture(argv, &text);
	free(flags);
	arena_release(&flags_arena);
	free(srcdir);
	if (rc != 0) {
		diag_add(diags, SEV_ERROR, none, RULE_NONE, "nvcc could not build the launcher (%s/launcher.cu): %.400s",
			 dir, text ? text : "");
		free(text);
		return 2;
	}
	free(text);
	if (!ncu) {
		diag_add(diags, SEV_ERROR, none, RULE_NONE,
			 "the launcher builds, but measuring needs Nsight Compute: ncu is not on PATH nor in /usr/local/cuda/bin (pass --ncu PATH)");
		return 2;
	}

	/* kernel-wide counters */
	metrics[0] = '\0';
	for (i = 0; i < NCOUNTERS; i++)
		snprintf(metrics + strlen(metrics), sizeof(metrics) - strlen(metrics), "%s%s",
			 i ? "," : "", counters[i].metric);
	snprintf(metrics + strlen(metrics), sizeof(metrics) - strlen(metrics), ",%s",
		 DURATION_METRIC);
	n = 0;
	argv[n++] = ncu;
	argv[n++] = "--clock-control";
	argv[n++] = "none";
	argv[n++] = "--csv";
	argv[n++] = "--metrics";
	argv[n++] = metrics;
	argv[n++] = exe;
	argv[n] = NULL;
	fprintf(stderr, "warpcheck: measuring with Nsight Compute\n");
	rc = spawn_capture(argv, &text);
	if (rc != 0 || read_counters(text ? text : (char *)"", measured, &duration) == 0) {
		diag_add(diags, SEV_ERROR, none, RULE_NONE, "ncu could not measure the launcher (exit %d): %.400s",
			 rc, text ? text : "");
		free(text);
		return 2;
	}
	free(text);

	/* per source line: SourceCounters into a report, read back by line
	 * (the CUDA view of an imported report carries the metrics) */
	snprintf(report, sizeof(report), "%s/source", dir);
	snprintf(report_file, sizeof(report_file), "%s/source.ncu-rep", dir);
	n = 0;
	argv[n++] = ncu;
	argv[n++] = "--clock-control";
	argv[n++] = "none";
	argv[n++] = "--section";
	argv[n++] = "SourceCounters";
	argv[n++] = "-f";
	argv[n++] = "-o";
	argv[n++] = report;
	argv[n++] = exe;
	argv[n] = NULL;
	if (spawn_capture(argv, &text) == 0) {
		free(text);
		n = 0;
		argv[n++] = ncu;
		argv[n++] = "-i";
		argv[n++] = report_file;
		argv[n++] = "--page";
		argv[n++] = "source";
		argv[n++] = "--csv";
		argv[n++] = "--print-source";
		argv[n++] = "cuda,sass";
		argv[n] = NULL;
		if (spawn_capture(argv, &text) == 0 && text)
			nlines = read_lines(text, lines, 256);
	}
	free(text);

	fprintf(out, "%s: <<<(%u,%u,%u), (%u,%u,%u)>>>, predicted by warpcheck and measured by Nsight Compute\n",
		k->name, l->grid[0], l->grid[1], l->grid[2], l->block[0], l->block[1], l->block[2]);
	fprintf(out, "  %-26s %14s %14s  %s\n", "count", "predicted", "measured", "");
	for (i = 0; i < NCOUNTERS; i++) {
		const char *v = verdict((double)predicted(&st->totals, i), measured[i],
					counters[i].wavefronts);
		mismatches += !strcmp(v, "MISMATCH");
		fprintf(out, "  %-26s %14llu %14.0f  %s\n", counters[i].label,
			(unsigned long long)predicted(&st->totals, i), measured[i], v);
	}
	{
		const struct hw *hw = hw_lookup(o->arch ? o->arch : "sm_90");
		struct time_estimate est;

		if (hw && time_kernel(&est, NULL, st, hw, 0) == 0) {
			fprintf(out, "  %-26s %11.2f us ", "time", est.seconds * 1e6);
			if (duration > 0)
				fprintf(out, "%11.2f us  x%.2f, one launch, caches flushed by ncu",
					duration * 1e6, est.seconds / duration);
			else
				fprintf(out, "%14s  ncu gave no %s", "-", DURATION_METRIC);
			fprintf(out, "; predicted bound: %s\n", time_resource_words(est.bound));
		}
	}
	if (nlines) {
		fprintf(out, "  per source line (SourceCounters: no arbitration cycles, so held exact)\n");
		for (j = 0; j < nlines; j++) {
			uint64_t wf = 0, sec = 0;
			int any = 0;
			for (i = 0; i < k->naccesses; i++) {
				const struct ir_access *a = k->accesses[i];
				if (a->loc.line != lines[j].line || strcmp(a->loc.file, path))
					continue;
				any = 1;
				if (a->space == SPACE_SHARED)
					wf += st->access[a->id].wavefronts;
				else
					sec += st->access[a->id].sectors;
			}
			if (!any)
				continue;
			if (wf || lines[j].wavefronts > 0) {
				const char *v = verdict((double)wf, lines[j].wavefronts, 0);
				mismatches += !strcmp(v, "MISMATCH");
				fprintf(out, "  %s:%-5u shared wavefronts  %14llu %14.0f  %s\n", path,
					lines[j].line, (unsigned long long)wf, lines[j].wavefronts, v);
			}
			if (sec || lines[j].sectors > 0) {
				const char *v = verdict((double)sec, lines[j].sectors, 0);
				mismatches += !strcmp(v, "MISMATCH");
				fprintf(out, "  %s:%-5u global sectors     %14llu %14.0f  %s\n", path,
					lines[j].line, (unsigned long long)sec, lines[j].sectors, v);
			}
		}
	} else {
		fprintf(out, "  (Nsight Compute gave no per-line counts: kernel-wide counts only)\n");
	}
	fprintf(out, "%s\n", mismatches ? "predictions and measurements disagree" :
		"every count agrees (exact, or within the arbitration noise named above)");
	return mismatches ? 1 : 0;
}
