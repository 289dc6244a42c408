/*
 * cmd_sim.c - `warpcheck sim`: a kernel written from --shared, --global and
 * --access declarations, then linted and each access explained, as any
 * file would be.
 */
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char cmd_sim_help[] =
"sim: write a kernel from declarations and accesses, lint and explain it\n"
"  --shared DECL         e.g. 'float tile[32][33]' (repeatable)\n"
"  --global DECL         a pointer parameter, e.g. 'const float *in' (repeatable)\n"
"  --access EXPR         e.g. 'tile[threadIdx.x][threadIdx.y]'; an assignment\n"
"                        is a store (repeatable)\n";


/*
 * `warpcheck sim`: a kernel written from --shared, --global and --access,
 * linted and explained like any file; the way to settle a question in a
 * review thread in one line.
 */
int cmd_sim(struct options *o, int argc, char **argv)
{
	char path[] = "/tmp/warpcheck-sim-XXXXXX.cu";
	char *paths[1] = { path };
	FILE *f;
	int fd, i, rc, explain_rc;

	(void)argc;   /* sim takes no operands: cli_parse has said so */
	(void)argv;

	if (!o->nsim_access || (!o->nsim_shared && !o->nsim_global))
		return cli_fail_usage("%s: give --shared 'DECL' or --global 'DECL', and --access 'EXPR'", "sim");
	fd = mkstemps(path, 3);
	if (fd < 0 || !(f = fdopen(fd, "w"))) {
		fprintf(stderr, "warpcheck: cannot write a temporary file\n");
		return 2;
	}
	fprintf(f, "// written by warpcheck sim\n__global__ void sim(");
	for (i = 0; i < o->nsim_global; i++)
		fprintf(f, "%s%s", i ? ", " : "", o->sim_global[i]);
	for (i = 0; i < o->launch.nparams; i++)
		fprintf(f, "%sint %.*s", i || o->nsim_global ? ", " : "",
			(int)strcspn(o->launch.params[i].name, "="), o->launch.params[i].name);
	fprintf(f, ")\n{\n");
	for (i = 0; i < o->nsim_shared; i++)
		fprintf(f, "\t__shared__ %s;\n", o->sim_shared[i]);
	for (i = 0; i < o->nsim_access; i++) {
		/* an assignment is a store; anything else is read into a variable */
		if (strchr(o->sim_access[i], '=') && !strstr(o->sim_access[i], "==") &&
		    !strstr(o->sim_access[i], "<=") && !strstr(o->sim_access[i], ">="))
			fprintf(f, "\t%s;\n", o->sim_access[i]);
		else
			fprintf(f, "\tauto value%d = %s;\n\t(void)value%d;\n", i, o->sim_access[i], i);
	}
	fprintf(f, "}\n");
	fclose(f);
	printf("simulating this kernel:\n");
	{
		char line[512];
		f = fopen(path, "r");
		while (f && fgets(line, sizeof(line), f))
			printf("    %s", line);
		if (f)
			fclose(f);
	}
	printf("\n");
	rc = cmd_lint_files(o, paths, 1);
	/* the first access, lane by lane (the kernel's body starts on line 4),
	 * unless the kernel did not parse cleanly: what clang made of it then
	 * is not what was asked */
	for (i = 0; i < o->nsim_access && o->format == FORMAT_TEXT && rc != 2; i++) {
		int line = 4 + o->nsim_shared, j;
		for (j = 0; j < i; j++)
			line += strchr(o->sim_access[j], '=') ? 1 : 2;
		printf("\n");
		fflush(stdout);
		explain_rc = cmd_explain_at(o, path, (unsigned)line, 0);
		if (explain_rc == 2)
			rc = 2;
	}
	unlink(path);
	return rc;
}
