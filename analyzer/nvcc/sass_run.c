/*
 * sass_run.c - getting a file's SASS: compiled with nvcc to a cubin and
 * disassembled with the nvdisasm beside it (cuobjdump if there is none),
 * or read from a saved dump (--sass-dump).
 *
 * A compile costs seconds, so the disassembly is kept in a cache folder
 * ($XDG_CACHE_HOME/warpcheck, else ~/.cache/warpcheck), one file per key:
 * a hash of the file's bytes, the flags, the architecture and the tools
 * (their paths, sizes and times, which change when the toolkit does),
 * and the files it includes, as the front end found them (sass_cache_key
 * says how each is hashed).  An entry starts with its key and ends with a
 * closing line, so that a truncated or foreign file is a miss; a cache
 * that cannot be read or written is no cache, never an error.
 */
#include "sass_run.h"

#include "../../simulator/simulator.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ptxas.h"
#include "../report/source.h"
#include "spawn.h"

#define CACHE_MAGIC "warpcheck sass cache 1 "
#define CACHE_END "\n#### end of warpcheck sass cache\n"

/* FNV-1a: a cache key, not a defence against anyone. */
static uint64_t hash(uint64_t h, const void *p, size_t n)
{
	const unsigned char *s = p;

	while (n--)
		h = (h ^ *s++) * 0x100000001b3ULL;
	return h;
}

static uint64_t hash_str(uint64_t h, const char *s)
{
	return hash(h, s, strlen(s) + 1);
}

/*
 * A file's identity without reading it: its path, size and modification
 * time (size -1: there is no such file).  A tool is known by it.
 */
static uint64_t hash_identity(uint64_t h, const char *path)
{
	struct stat st;
	long long v[3] = { -1, 0, 0 };

	h = hash_str(h, path);
	if (stat(path, &st) == 0) {
		v[0] = (long long)st.st_size;
		v[1] = (long long)st.st_mtim.tv_sec;
		v[2] = (long long)st.st_mtim.tv_nsec;
	}
	return hash(h, v, sizeof(v));
}

/* `path` and each folder above it that is missing, as mkdir -p does */
static void make_folders(char *path)
{
	char *p;

	for (p = path + 1; *p; p++)
		if (*p == '/') {
			*p = '\0';
			mkdir(path, 0755);
			*p = '/';
		}
	mkdir(path, 0755);
}

/* The cache folder, made if missing (XDG_CACHE_HOME too); 0 or -1. */
static int cache_dir(char *buf, size_t size)
{
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	char parent[PATH_MAX];

	if (xdg && *xdg == '/') {
		snprintf(parent, sizeof(parent), "%s", xdg);
	} else if (home && *home) {
		snprintf(parent, sizeof(parent), "%s/.cache", home);
	} else {
		return -1;
	}
	make_folders(parent);
	if ((size_t)snprintf(buf, size, "%s/warpcheck", parent) >= size)
		return -1;
	if (mkdir(buf, 0755) < 0 && errno != EEXIST)
		return -1;
	return 0;
}

/* The cached disassembly for `key` (malloc'd), or NULL. */
static char *cache_get(const char *entry, const char *key)
{
	size_t len, mlen = strlen(CACHE_MAGIC), klen = strlen(key), elen = strlen(CACHE_END);
	char *text = source_read(entry, &len), *body;

	if (!text)
		return NULL;
	if (len < mlen + klen + 1 + elen || memcmp(text, CACHE_MAGIC, mlen) ||
	    memcmp(text + mlen, key, klen) || text[mlen + klen] != '\n' ||
	    memcmp(text + len - elen, CACHE_END, elen) || strlen(text) != len) {
		free(text);
		return NULL;
	}
	text[len - elen] = '\0';
	body = xstrdup(text + mlen + klen + 1);
	free(text);
	return body;
}

/* Writes the entry whole or not at all (a temporary file, renamed). */
static void cache_put(const char *dir, const char *entry, const char *key, const char *text)
{
	char tmp[PATH_MAX];
	FILE *f;
	int fd, ok;

	if ((size_t)snprintf(tmp, sizeof(tmp), "%s/.sass-XXXXXX", dir) >= sizeof(tmp))
		return;
	if ((fd = mkstemp(tmp)) < 0)
		return;
	if (!(f = fdopen(fd, "w"))) {
		close(fd);
		unlink(tmp);
		return;
	}
	ok = fprintf(f, "%s%s\n%s%s", CACHE_MAGIC, key, text, CACHE_END) >= 0;
	ok &= fclose(f) == 0;
	if (!ok || rename(tmp, entry) < 0)
		unlink(tmp);
}

/*
 * An included file's part of the key.  The user's headers are hashed by
 * their bytes, as the file itself is: an edit changes the key even within
 * one tick of a coarse file system's clock, and a checkout or `touch`
 * that leaves the bytes alone keeps the entry.  A system header (libc's,
 * the C++ library's, found through a system include folder) counts by its
 * size and time only: those change when a package replaces the file, and
 * reading the hundreds of them a <cstdio> pulls in on every run buys
 * nothing.  The CUDA headers nvcc reads are not in the list (the front
 * end parses against its own copies, kept in memory): nvcc's identity
 * above stands for them, as a new toolkit is a new nvcc.  A header the
 * front end could not find is not in the list either; nvcc then fails on
 * it too, and a failed compile is not cached.
 */
static uint64_t hash_input(uint64_t h, const struct ir_input *in)
{
	char *text;
	size_t len;

	if (in->system || !(text = source_read(in->path, &len)))
		return hash_identity(h, in->path);
	h = hash(hash_str(h, in->path), text, len);
	free(text);
	return hash(h, "b", 1);
}

void sass_cache_key(char key[17], const char *path, const char *source, size_t len,
		    const char *nvcc, const char *disasm, const struct sass_options *o,
		    struct arena *a)
{
	const char **flags = arena_alloc(a, (2 * (size_t)o->nclang_args + 1) * sizeof(*flags));
	uint64_t h = 0xcbf29ce484222325ULL;
	char real[PATH_MAX];
	int i, n;

	h = hash(h, source, len);
	h = hash_str(h, o->arch ? o->arch : "sm_90");
	h = hash_identity(h, nvcc);
	h = hash_identity(h, disasm);
	/* what nvcc is given, not what the parser was */
	n = ptxas_nvcc_flags(flags, o->clang_args, o->nclang_args, a);
	for (i = 0; i < n; i++)
		h = hash_str(h, flags[i]);
	/* the file's folder: its relative includes, and the paths in the dump */
	h = hash_str(h, realpath(path, real) ? real : path);
	for (i = 0; i < o->ninputs; i++)
		h = hash_input(h, &o->inputs[i]);
	snprintf(key, 17, "%016llx", (unsigned long long)h);
}

/* The first line of a tool's complaint, for a reason. */
static const char *first_line(struct arena *a, const char *text)
{
	size_t n;

	if (!text)
		return "no output";
	n = strcspn(text, "\n");
	return arena_strndup(a, text, n > 200 ? 200 : n);
}

/*
 * Compiles and disassembles `path`; the text (malloc'd), or NULL with *why.
 */
static char *compile(const char *path, const char *nvcc, const char *disasm, int is_nvdisasm,
		     const struct sass_options *o, struct arena *a, const char **why)
{
	const char **argv = xcalloc(2 * (size_t)o->nclang_args + 16, sizeof(*argv));
	const char *tmpdir = getenv("TMPDIR");
	char cubin[PATH_MAX], arch[64], *text = NULL;
	int n = 0, fd, status;

	if (!tmpdir || !*tmpdir)
		tmpdir = "/tmp";
	snprintf(cubin, sizeof(cubin), "%s/warpcheck-XXXXXX.cubin", tmpdir);
	if ((fd = mkstemps(cubin, 6)) < 0) {
		*why = arena_printf(a, "cannot make a temporary file in '%s'", tmpdir);
		free(argv);
		return NULL;
	}
	close(fd);
	snprintf(arch, sizeof(arch), "-arch=%s", o->arch ? o->arch : "sm_90");
	argv[n++] = nvcc;
	argv[n++] = arch;
	argv[n++] = "-lineinfo";
	argv[n++] = "-cubin";
	n += ptxas_nvcc_flags(argv + n, o->clang_args, o->nclang_args, a);
	argv[n++] = "-o";
	argv[n++] = cubin;
	argv[n++] = path;
	argv[n] = NULL;
	status = spawn_capture(argv, &text);
	if (status != 0) {
		*why = arena_printf(a, "nvcc failed: %s", first_line(a, text));
		free(text);
		unlink(cubin);
		free(argv);
		return NULL;
	}
	free(text);
	text = NULL;
	n = 0;
	argv[n++] = disasm;
	if (is_nvdisasm) {
		/* -gi: the lines of inlined helpers, and where they were called */
		argv[n++] = "-gi";
		argv[n++] = "-c";
	} else {
		argv[n++] = "-sass";
	}
	argv[n++] = cubin;
	argv[n] = NULL;
	status = spawn_capture(argv, &text);
	if (status != 0 && is_nvdisasm) {
		free(text);
		argv[1] = "-g";
		status = spawn_capture(argv, &text);
	}
	unlink(cubin);
	free(argv);
	if (status != 0) {
		*why = arena_printf(a, "'%s' failed: %s", disasm, first_line(a, text));
		free(text);
		return NULL;
	}
	return text ? text : xstrdup("");
}

/* The disassembler beside nvcc: nvdisasm, else cuobjdump. */
static const char *find_disassembler(const char *nvcc, char *buf, size_t size, int *is_nvdisasm)
{
	static const char *const names[] = { "nvdisasm", "cuobjdump" };
	const char *slash = strrchr(nvcc, '/');
	int dir = slash ? (int)(slash - nvcc) : 0;
	int i;

	for (i = 0; i < 2; i++) {
		if (slash)
			snprintf(buf, size, "%.*s/%s", dir, nvcc, names[i]);
		else
			snprintf(buf, size, "%s", names[i]);
		if (access(buf, X_OK) == 0) {
			*is_nvdisasm = i == 0;
			return buf;
		}
	}
	return NULL;
}

int sass_load(struct sass_file *out, const char *path, const struct sass_options *o,
	      struct arena *a, const char **why)
{
	char nvcc_buf[PATH_MAX], disasm_buf[PATH_MAX], dir[PATH_MAX], entry[PATH_MAX + 64];
	char key[17];
	const char *nvcc, *disasm;
	const char *source;
	char *text = NULL;
	size_t len;
	int is_nvdisasm = 0, cached = 0;

	memset(out, 0, sizeof(*out));
	*why = NULL;
	if (o->dump) {
		if (!(text = source_read(o->dump, NULL))) {
			*why = arena_printf(a, "cannot read '%s': %s", o->dump, strerror(errno));
			return -1;
		}
		sass_parse(out, text, a);
		free(text);
		if (!out->nfunctions) {
			*why = arena_printf(a, "'%s' holds no SASS (want nvdisasm -g -c or cuobjdump -sass output)",
					    o->dump);
			return -1;
		}
		return 0;
	}
	if (!(nvcc = ptxas_find_nvcc(o->nvcc, nvcc_buf, sizeof(nvcc_buf)))) {
		*why = "nvcc not found (PATH, $CUDA_HOME/bin, $CUDA_PATH/bin, /usr/local/cuda/bin)";
		return -1;
	}
	if (!(disasm = find_disassembler(nvcc, disasm_buf, sizeof(disasm_buf), &is_nvdisasm))) {
		*why = arena_printf(a, "no nvdisasm or cuobjdump beside '%s'", nvcc);
		return -1;
	}
	if (!(source = source_file(path, &len))) {
		*why = arena_printf(a, "cannot read '%s'", path);
		return -1;
	}
	sass_cache_key(key, path, source, len, nvcc, disasm, o, a);
	if (cache_dir(dir, sizeof(dir)) == 0) {
		snprintf(entry, sizeof(entry), "%s/sass-%s.txt", dir, key);
		if ((text = cache_get(entry, key)))
			cached = 1;
	} else {
		dir[0] = '\0';
	}
	if (!text && !(text = compile(path, nvcc, disasm, is_nvdisasm, o, a, why)))
		return -1;
	if (!cached && dir[0])
		cache_put(dir, entry, key, text);
	sass_parse(out, text, a);
	free(text);
	out->cached = cached;
	if (!out->nfunctions && !out->has_lines) {
		*why = arena_printf(a, "'%s' printed no SASS that warpcheck reads", disasm);
		return -1;
	}
	return 0;
}

struct sass_file *sass_load_file(const char *path, const struct sass_options *o,
				 struct arena *a, struct diag_list *diags, const char **why)
{
	struct sass_file *f = arena_alloc(a, sizeof(*f));
	struct src_loc none = { path, 0, 0 };

	if (sass_load(f, path, o, a, why) < 0) {
		if (o->asked)
			diag_add(diags, SEV_NOTE, none, RULE_NONE,
				 "nvcc's SASS was not read: %s; the counts use the source model", *why);
		return NULL;
	}
	if (!f->has_lines && o->asked)
		diag_add(diags, SEV_NOTE, none, RULE_NONE,
			 "the SASS read has no source lines (cuobjdump's): nothing is set per access; 'nvdisasm -g -c' has them");
	return f;
}
