/*
 * errors.c - clang's errors sorted by what they cost the kernels.
 *
 * An error inside a __global__ or __device__ function, in a type the
 * device code uses (types.c's set: named in a device function or a
 * device variable, or a member or base of such a type) or a device
 * variable, or where clang gives no declaration, is reported as the
 * error it is (a #error with a word on the -D the
 * build passes).  The others cannot change what the
 * kernels do, and a project's host code often fails to parse here for
 * reasons of no interest to warpcheck (a library header not on the path,
 * a system header clang 19 rejects in CUDA mode), so they are summed up
 * in notes instead of failing the run:
 *
 *   - a header not found: one note per header, naming the -I to pass;
 *   - errors in host code: one note, with the first of them (a failed
 *     using-directive or namespace alias counts as host code: code that
 *     needs its names fails on its own lines);
 *   - errors in system or bundled headers: one note, with the first;
 *   - an inline asm statement clang rejects for an operand number that
 *     names no operand, or a lone '%' (nvcc lets both through): a note
 *     at it;
 *   - a member of a base class that depends on the template's
 *     parameters named without `this->` (nvcc finds it in the
 *     instance; clang recovers as if `this->` were written): a note at it;
 *   - a constexpr variable read through a reference (C++23's P2280,
 *     which nvcc accepts and clang 19 lacks): a note at it;
 *   - a kernel launched from device code (dynamic parallelism, which
 *     clang 19 lacks): a note at it.
 *
 * Invariant: no diagnostic is located in a system or bundled header, nor
 * on the lines instances.c appends to the parsed copy of the file.
 */
#include "fe.h"
#include "types.h"

#include <stdio.h>
#include <string.h>

#define MAX_MISSING 16

struct sorted {
	struct used_types *used;            /* built at the first type with an error */
	const char *missing[MAX_MISSING];   /* headers not found, as included */
	struct src_loc missing_at[MAX_MISSING];
	int nmissing;
	int host, system;                   /* errors folded into the notes */
	struct src_loc asm_at[MAX_MISSING]; /* asm operand numbers and base
					     * members said once a place */
	int nasm;
	const char *first_host, *first_system;
	CXFile host_file;                   /* the last host error's place */
	unsigned host_line;
};

/* Was a note said at loc already (once for a template and again for each
 * instance)?  If not, loc is remembered. */
static int said_before(struct sorted *s, struct src_loc loc)
{
	int i;

	for (i = 0; i < s->nasm; i++)
		if (s->asm_at[i].line == loc.line && s->asm_at[i].col == loc.col &&
		    !strcmp(s->asm_at[i].file, loc.file))
			return 1;
	if (s->nasm < MAX_MISSING)
		s->asm_at[s->nasm++] = loc;
	return 0;
}

/* Is this declaration device code, or something device code uses?
 * -1 when c leads to no declaration. */
static int device_decl(struct fe *fe, struct sorted *s, CXCursor c)
{
	int depth;

	for (depth = 0; depth < 64 && !clang_Cursor_isNull(c); depth++) {
		switch (clang_getCursorKind(c)) {
		case CXCursor_FunctionDecl: case CXCursor_FunctionTemplate:
		case CXCursor_CXXMethod: case CXCursor_Constructor:
		case CXCursor_Destructor: case CXCursor_ConversionFunction:
			return cx_has_attr(c, CXCursor_CUDAGlobalAttr) ||
			       cx_has_attr(c, CXCursor_CUDADeviceAttr);
		case CXCursor_VarDecl:
			/* a global: device memory, or host data */
			if (clang_getCursorKind(clang_getCursorSemanticParent(c)) ==
				    CXCursor_TranslationUnit ||
			    clang_getCursorKind(clang_getCursorSemanticParent(c)) == CXCursor_Namespace)
				return cx_has_attr(c, CXCursor_CUDADeviceAttr) ||
				       cx_has_attr(c, CXCursor_CUDAConstantAttr) ||
				       cx_has_attr(c, CXCursor_CUDASharedAttr);
			break;
		case CXCursor_StructDecl: case CXCursor_ClassDecl: case CXCursor_UnionDecl:
		case CXCursor_ClassTemplate: case CXCursor_TypedefDecl:
		case CXCursor_TypeAliasDecl: case CXCursor_EnumDecl:
			/* a type: an error in it matters where device code uses
			 * it (a host library's handle in a struct of options
			 * only host code reads does not) */
			if (!s->used)
				s->used = used_types_build(fe);
			return used_types_has(s->used, c);
		case CXCursor_TranslationUnit:
			/* none at the place itself (a declaration clang
			 * dropped: the holder's text decides); none above
			 * it: kept */
			return depth == 0 ? -1 : 1;
		case CXCursor_Namespace: case CXCursor_LinkageSpec:
			return -1;  /* in one, but no declaration of it */
		default:
			break;
		}
		c = clang_getCursorSemanticParent(c);
	}
	return -1;          /* a reference with no parent: not known */
}

/* the declaration being looked for: the innermost whose extent holds a
 * place (a file and an offset in it) */
struct holder {
	CXFile file;
	unsigned offset;
	CXCursor found;
};

static enum CXChildVisitResult find_holder(CXCursor c, CXCursor parent, CXClientData data)
{
	struct holder *h = data;
	CXSourceRange r = clang_getCursorExtent(c);
	CXFile file;
	unsigned from, to;

	(void)parent;
	clang_getExpansionLocation(clang_getRangeStart(r), &file, NULL, NULL, &from);
	clang_getExpansionLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &to);
	if (!file || !clang_File_isEqual(file, h->file) || h->offset < from || h->offset > to)
		return CXChildVisit_Continue;
	h->found = c;
	switch (clang_getCursorKind(c)) {
	case CXCursor_Namespace: case CXCursor_LinkageSpec:
	case CXCursor_StructDecl: case CXCursor_ClassDecl: case CXCursor_ClassTemplate:
		return CXChildVisit_Recurse;
	default:
		return CXChildVisit_Break;
	}
}

/* The line of file that holds offset, from its first non-blank, in buf
 * (cut at size); "" when clang has no text for it. */
static const char *line_at(struct fe *fe, CXFile file, unsigned offset, char *buf, size_t size)
{
	size_t len, n;
	const char *text = cx_file_text(fe, file, &len);
	const char *p;

	buf[0] = '\0';
	if (!text || offset > len)
		return buf;
	for (p = text + offset; p > text && p[-1] != '\n'; p--)
		;
	while (p < text + len && (*p == ' ' || *p == '\t'))
		p++;
	/* bounded: the buffer need not end in a NUL */
	for (n = 0; n + 1 < size && p + n < text + len && p[n] != '\n'; n++)
		buf[n] = p[n];
	buf[n] = '\0';
	return buf;
}

/*
 * Is the line at offset a using-directive or -declaration, or a namespace
 * alias (`using namespace fmt::literals;` with fmt's header not found)?
 * clang keeps nothing of it when it fails, and code that needed the names
 * fails on its own lines: the kernels' errors are theirs.
 */
static int names_only(struct fe *fe, CXFile file, unsigned offset)
{
	char line[256];
	const char *p = line_at(fe, file, offset, line, sizeof(line)), *eq, *end;

	end = strpbrk(p, ";{");
	eq = strchr(p, '=');
	return (!strncmp(p, "using", 5) && !fe_ident_char(p[5])) ||
	       (!strncmp(p, "namespace", 9) && !fe_ident_char(p[9]) && eq && end && eq < end);
}

/*
 * Is the code at where device code, or what device code may use?  An
 * error on a call to an undeclared function names a reference that clang
 * gives no parent: the declaration whose text holds it decides then.
 */
static int device_code_at(struct fe *fe, struct sorted *s, CXSourceLocation where)
{
	struct holder h;
	int device = device_decl(fe, s, clang_getCursor(fe->ctu, where));

	if (device >= 0)
		return device;
	clang_getExpansionLocation(where, &h.file, NULL, NULL, &h.offset);
	h.found = clang_getNullCursor();
	clang_visitChildren(clang_getTranslationUnitCursor(fe->ctu), find_holder, &h);
	if (clang_Cursor_isNull(h.found)) {
		/* an invalid declaration's later parts, which no cursor
		 * holds (the base of `struct fmt::formatter<T> :
		 * formatter<string_view>` with fmt not found): host code's
		 * where an earlier error on the line was */
		unsigned line;
		clang_getExpansionLocation(where, NULL, &line, NULL, NULL);
		if (s->host_file && clang_File_isEqual(s->host_file, h.file) && s->host_line == line)
			return 0;
	}
	if (clang_Cursor_isNull(h.found) || clang_getCursorKind(h.found) == CXCursor_Namespace ||
	    clang_getCursorKind(h.found) == CXCursor_LinkageSpec)
		return !names_only(fe, h.file, h.offset);
	return device_decl(fe, s, h.found) != 0;
}

/* The declaration whose text holds where (a function, not the class or
 * namespace around it), or a null cursor. */
CXCursor errors_holder(struct fe *fe, CXSourceLocation where)
{
	struct holder h;

	clang_getExpansionLocation(where, &h.file, NULL, NULL, &h.offset);
	h.found = clang_getNullCursor();
	if (h.file)
		clang_visitChildren(clang_getTranslationUnitCursor(fe->ctu), find_holder, &h);
	return h.found;
}

/* Is where device code, or what device code uses?  For a caller outside
 * the report (placeholders.c). */
int errors_in_device_code(struct fe *fe, CXSourceLocation where)
{
	struct sorted s;
	int device;

	memset(&s, 0, sizeof(s));
	/* the types device code uses, found once a parse */
	if (fe->device_used_of == fe->ctu)
		s.used = fe->device_used;
	device = device_code_at(fe, &s, where);
	fe->device_used = s.used;
	fe->device_used_of = fe->ctu;
	return device;
}

/*
 * Is where a __shared__ variable whose type is a class declared inside a
 * function?  nvcc takes the members of such a class (`union SMem { T
 * shm[N]; TempStorage reduce; SMem() {} };` in a kernel) for device
 * code; clang takes them for host code, and finds no constructor it may
 * call for the variable.
 */
static int shared_local_class(struct fe *fe, CXSourceLocation where)
{
	CXCursor var = clang_getCursor(fe->ctu, where), decl, parent;

	if (!cx_is_shared_var(var))
		return 0;
	decl = clang_getTypeDeclaration(cx_canon(clang_getCursorType(var)));
	if (clang_Cursor_isNull(decl))
		return 0;
	parent = clang_getCursorSemanticParent(decl);
	switch (clang_getCursorKind(parent)) {
	case CXCursor_FunctionDecl: case CXCursor_FunctionTemplate: case CXCursor_CXXMethod:
		return 1;
	default:
		return 0;
	}
}

/* The header of "'foo.h' file not found", or NULL. */
static const char *missing_header(struct fe *fe, const char *msg)
{
	const char *end = strstr(msg, "' file not found");

	if (msg[0] != '\'' || !end)
		return NULL;
	return arena_strndup(fe->A, msg + 1, (size_t)(end - msg - 1));
}

/*
 * The header that declares the type of "unknown type name 'T'", for the
 * types kernels use most and whose header a file forgets when its
 * includer (or the build's -include) brought it: generated GEMM
 * fragments that use half with no #include, a header that uses uint64_t.
 */
const char *errors_type_header(const char *msg)
{
	static const struct { const char *type, *header; } known[] = {
		{ "half", "cuda_fp16.h" }, { "half2", "cuda_fp16.h" },
		{ "__half", "cuda_fp16.h" }, { "__half2", "cuda_fp16.h" },
		{ "nv_bfloat16", "cuda_bf16.h" }, { "nv_bfloat162", "cuda_bf16.h" },
		{ "__nv_bfloat16", "cuda_bf16.h" }, { "__nv_bfloat162", "cuda_bf16.h" },
		{ "__nv_fp8_e4m3", "cuda_fp8.h" }, { "__nv_fp8_e5m2", "cuda_fp8.h" },
		{ "int8_t", "cstdint" }, { "uint8_t", "cstdint" }, { "int16_t", "cstdint" },
		{ "uint16_t", "cstdint" }, { "int32_t", "cstdint" }, { "uint32_t", "cstdint" },
		{ "int64_t", "cstdint" }, { "uint64_t", "cstdint" }, { "uintptr_t", "cstdint" },
		{ "intptr_t", "cstdint" },
	};
	static const char head[] = "unknown type name '";
	size_t i, n;

	if (strncmp(msg, head, sizeof(head) - 1))
		return NULL;
	msg += sizeof(head) - 1;
	n = strlen(msg);
	if (!n || msg[n - 1] != '\'')
		return NULL;
	for (i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		if (strlen(known[i].type) == n - 1 && !strncmp(known[i].type, msg, n - 1))
			return known[i].header;
	return NULL;
}

/*
 * The warp intrinsics CUDA 9 replaced with their _sync forms, which CUDA
 * does not declare for sm_70 and later: nvcc rejects them for the H200
 * too, so the error stands, with what to write instead; likewise
 * cudaDeviceSynchronize in device code, which CUDA 12 took out, and a
 * common type whose header the file does not include.
 */
static const char *legacy_hint(struct fe *fe, const char *msg)
{
	static const char *const old[] = {
		"__shfl", "__shfl_up", "__shfl_down", "__shfl_xor", "__any", "__all", "__ballot",
	};
	const char *q;
	size_t i, n;

	if (!strcmp(msg, "no matching function for call to 'cudaDeviceSynchronize'"))
		return " (removed from device code in CUDA 12: a parent grid no longer waits for its children; nvcc rejects it too)";
	if ((q = errors_type_header(msg)) != NULL)
		return arena_printf(fe->A, " (declared in <%s>, which this file does not include; nvcc does not include it for you either)", q);
	q = strstr(msg, "undeclared identifier '");
	if (!q)
		return "";
	q += strlen("undeclared identifier '");
	n = strcspn(q, "'");
	for (i = 0; i < sizeof(old) / sizeof(old[0]); i++)
		if (strlen(old[i]) == n && !strncmp(q, old[i], n))
			return arena_printf(fe->A,
				" (removed in CUDA 9 for sm_70 and later: write %.*s_sync with the mask of the lanes that take part, 0xffffffff for the whole warp)",
				(int)n, q);
	return "";
}


/*
 * `constexpr float k = 1.f / lidar.SCALE;` with lidar a reference and
 * SCALE a static constexpr member: clang 19 rejects the reference in a
 * constant expression (C++23's P2280, which clang 20 implements); nvcc
 * accepts it.  The reference's name, where d is that error, else NULL.
 */
static const char *through_reference(struct fe *fe, CXDiagnostic d, const char *msg)
{
	static const char *const forms[] = {
		"initializer of '%63[^']' is not a constant expression",
		"function parameter '%63[^']' with unknown value cannot be used in a constant expression",
		"reference to '%63[^']' is not a constant expression",
	};
	CXDiagnosticSet kids;
	const char *found = NULL;
	unsigned i, n;
	size_t len = strlen(msg);
	static const char tail[] = "' must be initialized by a constant expression";

	if (strncmp(msg, "constexpr variable '", 20) || len < sizeof(tail) ||
	    strcmp(msg + len - (sizeof(tail) - 1), tail))
		return NULL;
	kids = clang_getChildDiagnostics(d);
	n = clang_getNumDiagnosticsInSet(kids);
	for (i = 0; i < n && !found; i++) {
		CXDiagnostic k = clang_getDiagnosticInSet(kids, i);
		CXString spelling = clang_getDiagnosticSpelling(k);
		char name[64];
		int f;
		for (f = 0; f < 3 && !found; f++)
			if (sscanf(clang_getCString(spelling), forms[f], name) == 1)
				found = arena_strdup(fe->A, name);
		clang_disposeString(spelling);
	}
	return found;
}

/*
 * `child<<<g, b>>>(...)` in a kernel: clang 19 refuses a reference to a
 * __global__ function from device code, as it has no dynamic
 * parallelism; nvcc compiles it with -rdc=true.  The child's name, where
 * msg is that error, else NULL.
 */
static const char *device_launch(struct fe *fe, const char *msg)
{
	static const char head[] = "reference to __global__ function '";
	const char *end;

	if (strncmp(msg, head, sizeof(head) - 1))
		return NULL;
	end = strchr(msg + sizeof(head) - 1, '\'');
	if (!end || (strcmp(end, "' in __global__ function") && strcmp(end, "' in __device__ function")))
		return NULL;
	return arena_strndup(fe->A, msg + sizeof(head) - 1, (size_t)(end - msg - (sizeof(head) - 1)));
}

int errors_asm_text(const char *msg)
{
	return !strcmp(msg, "invalid operand number in inline asm string") ||
	       !strcmp(msg, "invalid % escape in inline assembly string");
}

/*
 * Where diagnostic d is, as the report names it; 0 for the references
 * instances.c appends to the file, which no user wrote.
 */
static int error_loc(struct fe *fe, CXDiagnostic d, struct src_loc *loc, CXFile *file,
		     unsigned *offset)
{
	CXSourceLocation where = clang_getDiagnosticLocation(d);

	loc->file = fe->main_path;
	clang_getExpansionLocation(where, file, &loc->line, &loc->col, offset);
	if (*file && clang_File_isEqual(*file, fe->main_file) && *offset > fe->source_len)
		return 0;
	if (*file && !clang_File_isEqual(*file, fe->main_file))
		loc->file = cx_file_name(fe, *file);
	if (fe->ninserted)
		loc->col = cx_column(fe, loc->file, loc->line, loc->col);
	return 1;
}

/* A header not found, where the user's code includes it: kept in s. */
static void note_missing(struct fe *fe, struct sorted *s, CXDiagnostic d)
{
	const char *header = missing_header(fe, cx_string(fe, clang_getDiagnosticSpelling(d)));
	struct src_loc loc;
	unsigned offset;
	CXFile file;
	int i;

	if (!header || s->nmissing == MAX_MISSING || !error_loc(fe, d, &loc, &file, &offset) ||
	    (file && !cx_user_location(fe, clang_getDiagnosticLocation(d))))
		return;
	for (i = 0; i < s->nmissing; i++)
		if (!strcmp(s->missing[i], header))
			return;   /* said where it is first included */
	s->missing_at[s->nmissing] = loc;
	s->missing[s->nmissing++] = header;
}

static void sort_error(struct fe *fe, struct sorted *s, CXDiagnostic d)
{
	CXSourceLocation where = clang_getDiagnosticLocation(d);
	struct src_loc loc;
	const char *msg = cx_string(fe, clang_getDiagnosticSpelling(d)), *header, *child;
	unsigned offset;
	CXFile file;

	if (!error_loc(fe, d, &loc, &file, &offset))
		return;
	if (file && !cx_user_location(fe, where)) {
		if (!s->system++)
			s->first_system = arena_printf(fe->A, "%s:%u: %s", loc.file, loc.line, msg);
		return;
	}
	if (missing_header(fe, msg) != NULL)
		return;   /* said first, by note_missing */
	if (errors_asm_text(msg)) {
		/* `%2` with two operands, or a PTX register written
		 * `%globaltimer` rather than `%%globaltimer`: nvcc passes the
		 * text to ptxas as it is (tcgen05's cta_group::%2 beside
		 * "n"(CTA_GROUP)); clang says so once for a template and once
		 * for each instance.  asm.c reads the text as written. */
		if (said_before(s, loc))
			return;
		diag_add(fe->diags, SEV_NOTE, loc, RULE_UNANALYZED,
			 "this inline asm has %s: clang rejects it, nvcc lets it through; the statement is read as written",
			 strstr(msg, "operand number") ? "an operand number that names no operand"
					: "a '%' that is neither an operand nor '%%'");
		return;
	}
	if (!strncmp(msg, "explicit qualification required to use member '", 47) &&
	    strstr(msg, "' from dependent base class")) {
		/* `make_fragment_A(...)` in a class whose base depends on
		 * its template's parameters: nvcc finds the base's member at
		 * the instance, clang 19 says so and reads it as this->... */
		if (said_before(s, loc))
			return;
		diag_add(fe->diags, SEV_NOTE, loc, RULE_NONE,
			 "'%.*s' is a member of a base class that depends on the template's parameters: nvcc finds it in the instance, clang 19 wants 'this->'; it is read as this->%.*s",
			 (int)(strlen(msg) - 47 - 27), msg + 47, (int)(strlen(msg) - 47 - 27), msg + 47);
		return;
	}
	if ((header = through_reference(fe, d, msg)) != NULL) {
		diag_add(fe->diags, SEV_NOTE, loc, RULE_UNANALYZED,
			 "clang 19 does not take a constant read through the reference '%s' as a constant expression (C++23 and nvcc do, for a static constexpr member): '%.*s' is analyzed as a value not known",
			 header, (int)(strlen(msg) - 20 - 46), msg + 20);
		return;
	}
	if ((child = device_launch(fe, msg)) != NULL) {
		diag_add(fe->diags, SEV_NOTE, loc, RULE_LAUNCH,
			 "a launch of '%s' from device code (dynamic parallelism, which nvcc compiles with -rdc=true and clang does not): clang drops the statement, so the parent is analyzed without it (the loads of its arguments are not counted) and this child grid is not simulated from here",
			 child);
		return;
	}
	if (!strncmp(msg, "no matching constructor for initialization of '", 47) &&
	    shared_local_class(fe, where)) {
		diag_add(fe->diags, SEV_NOTE, loc, RULE_NONE,
			 "clang wants a __device__ constructor for this __shared__ variable of a class declared in the kernel (nvcc compiles its constructor for the device and does not run an empty one): it is analyzed as declared");
		return;
	}
	if (file && !device_code_at(fe, s, where)) {
		s->host_file = file;
		s->host_line = loc.line;
		if (!s->host++)
			s->first_host = arena_printf(fe->A, "%s:%u: %s", loc.file, loc.line, msg);
		return;
	}
	diag_add(fe->diags, SEV_ERROR, loc, RULE_NONE, "%s%s", msg,
		 macros_is_error(fe, file, offset)
			 ? " (a #error: the project's build defines macros that this command line does not; pass them with -D, or take them from the build with -p BUILD_DIR)"
			 : legacy_hint(fe, msg));
}


/* clang's errors: the device code's reported, the rest summed up in notes. */
void errors_report(struct fe *fe)
{
	unsigned i, n = clang_getNumDiagnostics(fe->ctu);
	struct src_loc none = { fe->main_path, 0, 0 };
	struct sorted s;
	int m;

	memset(&s, 0, sizeof(s));
	/* the headers not found first: the errors after them are mostly
	 * what they would have declared (clang stops at the first) */
	for (i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(fe->ctu, i);
		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error)
			note_missing(fe, &s, d);
		clang_disposeDiagnostic(d);
	}
	for (m = 0; m < s.nmissing; m++)
		diag_add(fe->diags, SEV_NOTE, s.missing_at[m], RULE_NONE,
			 "'%s' not found: the kernels are analyzed without it; to check the code that needs it, pass -I with the folder that holds it (-IDIR for DIR/%s)",
			 s.missing[m], s.missing[m]);
	for (i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(fe->ctu, i);
		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error)
			sort_error(fe, &s, d);
		clang_disposeDiagnostic(d);
	}
	if (s.host)
		diag_add(fe->diags, SEV_NOTE, none, RULE_NONE,
			 "%d error%s in host code not reported: outside the kernels, which are analyzed (the first: %s)",
			 s.host, s.host == 1 ? "" : "s", s.first_host);
	if (s.system)
		diag_add(fe->diags, SEV_NOTE, none, RULE_NONE,
			 "%d error%s in system or bundled headers not reported: the kernels are analyzed without what failed to parse there (the first: %s)",
			 s.system, s.system == 1 ? "" : "s", s.first_system);
}
