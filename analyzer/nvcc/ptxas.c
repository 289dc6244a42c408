/*
 * ptxas.c - running nvcc for its register report, and reading it.
 *
 * nvcc is run directly (spawn.c: no shell), with -Xptxas -v, compiling to
 * /dev/null.  The report names each
 * function by its mangled name: "Compiling entry function '_Z..' for
 * 'sm_90'", then "N bytes stack frame, N bytes spill stores, N bytes spill
 * loads" and "Used N registers"; the front end asks libclang for the same
 * mangled names, so the two are joined on them.
 */
#include "ptxas.h"

#include "../../simulator/simulator.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "spawn.h"

static struct ptxas_function *function(struct ptxas_report *r, const char *name,
				       struct arena *a)
{
	int i;

	for (i = 0; i < r->nfunctions; i++)
		if (!strcmp(r->functions[i].mangled, name))
			return &r->functions[i];
	r->functions = arena_grow(a, r->functions, sizeof(*r->functions), r->nfunctions,
				  &r->cap);
	memset(&r->functions[r->nfunctions], 0, sizeof(*r->functions));
	r->functions[r->nfunctions].mangled = arena_strdup(a, name);
	return &r->functions[r->nfunctions++];
}

/* The quoted or bare mangled name that follows `key` in `line`, or NULL. */
static char *name_after(const char *line, const char *key, struct arena *a)
{
	const char *p = strstr(line, key), *e;

	if (!p)
		return NULL;
	p += strlen(key);
	while (*p == ' ' || *p == '\'')
		p++;
	for (e = p; *e && *e != '\'' && *e != ' ' && *e != '\n'; e++)
		;
	return e > p ? arena_strndup(a, p, (size_t)(e - p)) : NULL;
}

void ptxas_parse(struct ptxas_report *out, const char *text, struct arena *a)
{
	struct ptxas_function *cur = NULL;
	const char *line = text;

	while (line && *line) {
		const char *next = strchr(line, '\n');
		char *l = arena_strndup(a, line, next ? (size_t)(next - line) : strlen(line));
		char *name;
		int x, y, z;

		if ((name = name_after(l, "Compiling entry function", a)) ||
		    (name = name_after(l, "Function properties for", a)))
			cur = function(out, name, a);
		else if (cur && sscanf(l, " %d bytes stack frame, %d bytes spill stores, %d bytes spill loads",
				       &x, &y, &z) == 3) {
			cur->stack_frame = x;
			cur->spill_stores = y;
			cur->spill_loads = z;
		} else if (cur && strstr(l, "Used ") &&
			   sscanf(strstr(l, "Used "), "Used %d registers", &x) == 1) {
			cur->registers = x;
		}
		line = next ? next + 1 : NULL;
	}
}

const struct ptxas_function *ptxas_find(const struct ptxas_report *r,
					const char *mangled)
{
	int i;

	for (i = 0; mangled && i < r->nfunctions; i++)
		if (!strcmp(r->functions[i].mangled, mangled))
			return &r->functions[i];
	return NULL;
}

/*
 * A flag's value as nvcc reads it: nvcc splits the values of -I, -D and
 * the like at commas ("-DF(a,b)=a+b" is two macros), unless escaped.
 */
static const char *nvcc_value(const char *v, struct arena *a)
{
	char *out, *o;

	if (!strchr(v, ','))
		return v;
	o = out = arena_alloc(a, 2 * strlen(v) + 1);
	for (; *v; v++) {
		if (*v == ',')
			*o++ = '\\';
		*o++ = *v;
	}
	*o = '\0';
	return out;
}

/* clang's flags that take the next word as their value */
static int takes_value(const char *f)
{
	static const char *const names[] = {
		"-include-pch", "-imacros",
		"-Xclang", "-x", "-target", "-o", "-MF", "-MT", "-MQ", "-mllvm",
		"-Xcuda-ptxas", "-Xcuda-fatbinary", "-Xarch_device", "-Xarch_host",
		"-Xpreprocessor", "-Xassembler", "-Xlinker",
	};
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(f, names[i]))
			return 1;
	return 0;
}

/* clang's -std= value as nvcc spells it (nvcc knows c++03 to c++20) */
static const char *nvcc_std(const char *v, struct arena *a)
{
	static const char *const same[][2] = {
		{ "c++98", "c++03" }, { "c++0x", "c++11" }, { "c++1y", "c++14" },
		{ "c++1z", "c++17" }, { "c++2a", "c++20" },
	};
	size_t i;

	/* GNU dialects: nvcc has no -std=gnu++NN; what it allows in device
	 * code does not depend on it */
	if (!strncmp(v, "gnu++", 5))
		v = arena_printf(a, "c%s", v + 3);
	for (i = 0; i < sizeof(same) / sizeof(same[0]); i++)
		if (!strcmp(v, same[i][0]))
			return same[i][1];
	return v;
}

int ptxas_nvcc_flags(const char **out, const char *const *flags, int n, struct arena *a)
{
	static const struct {
		const char *clang, *nvcc;
		int joined;              /* nvcc's spelling is "-Ivalue" */
	} map[] = {
		{ "-isystem", "-isystem", 0 }, { "-include", "-include", 0 },
		/* nvcc has neither: -I finds the same files, and more (a
		 * quoted folder searched for <...> too; one searched after
		 * the system's, before it) */
		{ "-iquote", "-I", 1 }, { "-idirafter", "-I", 1 },
		{ "-I", "-I", 1 }, { "-D", "-D", 1 }, { "-U", "-U", 1 },
	};
	int i, m = 0;
	size_t j;

	for (i = 0; i < n; i++) {
		const char *f = flags[i], *value = NULL;

		for (j = 0; j < sizeof(map) / sizeof(map[0]); j++) {
			size_t l = strlen(map[j].clang);
			if (strncmp(f, map[j].clang, l) || !strcmp(f, "-include-pch"))
				continue;
			if (f[l])
				value = f + l;
			else if (i + 1 < n)
				value = flags[++i];
			break;
		}
		if (value) {
			value = nvcc_value(value, a);
			if (map[j].joined) {
				out[m++] = arena_printf(a, "%s%s", map[j].nvcc, value);
			} else {
				out[m++] = map[j].nvcc;
				out[m++] = value;
			}
		} else if (j < sizeof(map) / sizeof(map[0])) {
			continue;        /* the value is missing: clang said so */
		} else if (!strncmp(f, "-std=", 5)) {
			/* a value nvcc does not know (c++23) stays: nvcc says so */
			out[m++] = arena_printf(a, "-std=%s", nvcc_std(f + 5, a));
		} else if (takes_value(f)) {
			i++;             /* dropped with its value, as below */
		}
		/*
		 * Everything else is dropped: -W, -f, -m, -O, -g and the like
		 * steer clang's parse or its diagnostics, and nvcc rejects
		 * most of them ("Unknown option '-Wall'") or applies them to
		 * the host code only; --cuda-gpu-arch and --offload-arch
		 * because the architecture nvcc compiles for is --arch, the
		 * one the parse used first (nvcc would take the last -arch);
		 * -imacros (nvcc has none) and -Xclang, -x, -target with
		 * their values, which are clang's alone.
		 */
	}
	return m;
}

const char *ptxas_find_nvcc(const char *given, char *buf, size_t size)
{
	static const char *const homes[] = { "CUDA_HOME", "CUDA_PATH" };
	const char *found;
	size_t i;

	if (given)
		return access(given, X_OK) == 0 ? given : NULL;
	if ((found = spawn_find("nvcc", NULL, buf, size)))
		return found;
	for (i = 0; i < sizeof(homes) / sizeof(homes[0]); i++) {
		const char *home = getenv(homes[i]);
		if (home && *home) {
			snprintf(buf, size, "%s/bin/nvcc", home);
			if (access(buf, X_OK) == 0)
				return buf;
		}
	}
	return access("/usr/local/cuda/bin/nvcc", X_OK) == 0 ? "/usr/local/cuda/bin/nvcc" : NULL;
}

int ptxas_run(struct ptxas_report *out, const char *path,
	      const struct ptxas_options *opts, struct arena *a,
	      struct diag_list *diags)
{
	struct src_loc loc = { path, 0, 0 };
	char found[4096];
	const char *nvcc = ptxas_find_nvcc(opts->nvcc, found, sizeof(found));
	const char **argv;
	char arch[64], regs[64], *text = NULL;
	int status, i, n = 0;

	memset(out, 0, sizeof(*out));
	out->maxrregcount = opts->maxrregcount;
	if (!nvcc) {
		diag_add(diags, SEV_NOTE, loc, RULE_SPILL,
			 opts->nvcc ? "cannot run ptxas: '%s' is not an executable nvcc"
				    : "cannot run ptxas: nvcc is not on PATH, in $CUDA_HOME/bin, $CUDA_PATH/bin nor /usr/local/cuda/bin%s; pass --nvcc PATH",
			 opts->nvcc ? opts->nvcc : "");
		return -1;
	}
	argv = xcalloc(2 * (size_t)opts->nclang_args + 16, sizeof(*argv));
	snprintf(arch, sizeof(arch), "-arch=%s", opts->arch ? opts->arch : "sm_90");
	argv[n++] = nvcc;
	argv[n++] = arch;
	argv[n++] = "-Xptxas";
	argv[n++] = "-v";
	if (opts->maxrregcount > 0) {
		snprintf(regs, sizeof(regs), "-maxrregcount=%d", opts->maxrregcount);
		argv[n++] = regs;
	}
	n += ptxas_nvcc_flags(argv + n, opts->clang_args, opts->nclang_args, a);
	argv[n++] = "-c";
	argv[n++] = "-o";
	argv[n++] = "/dev/null";
	argv[n++] = path;
	argv[n] = NULL;
	out->command = arena_strdup(a, nvcc);
	for (i = 1; i < n; i++)
		out->command = arena_printf(a, "%s %s", out->command, argv[i]);

	status = spawn_capture(argv, &text);
	free(argv);
	if (status != 0) {
		const char *first = text ? text : "";
		size_t l = strcspn(first, "\n");
		diag_add(diags, SEV_NOTE, loc, RULE_SPILL,
			 "cannot read registers: '%s' failed (%.*s)", out->command,
			 (int)(l > 300 ? 300 : l), first);
		free(text);
		return -1;
	}
	ptxas_parse(out, text ? text : "", a);
	free(text);
	return 0;
}
