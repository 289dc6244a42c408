/*
 * check_policy.c - which findings count: suppression comments, --fail-on,
 * --baseline, and the .warpcheck.yaml that sets defaults.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../../analyzer/cli/config.h"
#include "../../analyzer/lint/policy.h"
#include "../../analyzer/frontend/frontend.h"
#include "suites.h"

static char dir[64];

static void setup(void)
{
	strcpy(dir, "/tmp/warpcheck-policy-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void teardown(void)
{
	char cmd[128];
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	ck_assert_int_eq(system(cmd), 0);
}

static const char *write_file(const char *name, const char *text)
{
	return test_write_file(dir, name, text);
}

static struct diag *finding(struct diag_list *l, const char *file, unsigned line,
			    enum rule rule, enum severity sev)
{
	struct src_loc loc = { file, line, 1 };
	return diag_add(l, sev, loc, rule, "finding");
}

START_TEST(fail_on_accepts_levels_and_thresholds)
{
	struct policy p;

	policy_init(&p);
	ck_assert_int_eq(policy_parse_fail_on(&p, "nway=8,sectors=4"), 0);
	ck_assert(p.fail_nway == 8 && p.fail_sectors == 4);
	ck_assert_int_eq(policy_parse_fail_on(&p, "note"), 0);
	ck_assert_int_eq(p.fail_severity, SEV_NOTE);
	ck_assert_int_eq(policy_parse_fail_on(&p, "loud"), -1);
	ck_assert_int_eq(policy_parse_fail_on(&p, "nway=1"), -1);
	ck_assert_int_eq(policy_parse_fail_on(&p, "sectors=0.5"), -1);
}
END_TEST

START_TEST(threshold_counts_only_wide_enough_conflicts)
{
	struct diag_list l;
	struct policy p;

	diag_list_init(&l);
	policy_init(&p);
	policy_parse_fail_on(&p, "nway=8");
	finding(&l, "k.cu", 3, RULE_BANK_CONFLICT, SEV_WARNING)->metric = 4;
	ck_assert_int_eq(policy_fails(&l, &p), 0);
	finding(&l, "k.cu", 4, RULE_BANK_CONFLICT, SEV_WARNING)->metric = 8;
	ck_assert_int_eq(policy_fails(&l, &p), 1);
	diag_list_release(&l);
}
END_TEST

START_TEST(comments_suppress_their_line_and_the_next)
{
	const char *file = write_file("k.cu",
		"// warpcheck: ignore[bank-conflict]\n"        /* 1: covers line 2 */
		"a = s[i * 32];\n"                              /* 2 */
		"b = s[i * 2];  // warpcheck: ignore\n"         /* 3 */
		"c = s[i * 4];\n"                               /* 4: not covered by 3 */
		"d = g[i * 8];  // warpcheck: ignore[bank-conflict]\n");   /* 5 */
	struct diag_list l;
	struct policy p;

	diag_list_init(&l);
	policy_init(&p);
	finding(&l, file, 2, RULE_BANK_CONFLICT, SEV_WARNING);
	finding(&l, file, 3, RULE_BANK_CONFLICT, SEV_WARNING);
	finding(&l, file, 4, RULE_BANK_CONFLICT, SEV_WARNING);
	finding(&l, file, 5, RULE_UNCOALESCED, SEV_WARNING);
	diag_add(&l, SEV_ERROR, (struct src_loc){ file, 3, 1 }, RULE_NONE, "parse error");
	policy_suppress(&l, &p);
	ck_assert_int_eq(l.suppressed[SEV_WARNING], 2);
	ck_assert_int_eq(l.count[SEV_WARNING], 2);
	ck_assert_int_eq(l.count[SEV_ERROR], 1);    /* errors are never dropped */
	ck_assert_uint_eq(l.head->loc.line, 4);
	diag_list_release(&l);
}
END_TEST

START_TEST(baseline_keeps_only_new_or_worse)
{
	const char *base = write_file("base.json",
		"{ \"kernels\": [], \"diagnostics\": ["
		"{ \"key\": \"k|bank-conflict|load|s[i * 8]\", \"metric\": 8 },"
		"{ \"key\": \"k|uncoalesced|load|g[i]\", \"metric\": 2 } ] }");
	struct diag_list l, errors;
	struct policy p;
	struct diag *d;

	diag_list_init(&l);
	diag_list_init(&errors);
	policy_init(&p);
	p.baseline = base;
	d = finding(&l, "k.cu", 1, RULE_BANK_CONFLICT, SEV_WARNING);     /* as before */
	d->key = "k|bank-conflict|load|s[i * 8]";
	d->metric = 8;
	d = finding(&l, "k.cu", 2, RULE_UNCOALESCED, SEV_WARNING);       /* worse */
	d->key = "k|uncoalesced|load|g[i]";
	d->metric = 4;
	d = finding(&l, "k.cu", 3, RULE_BANK_CONFLICT, SEV_WARNING);     /* new */
	d->key = "k|bank-conflict|load|t[i * 32]";
	d->metric = 32;
	ck_assert_int_eq(policy_baseline(&l, &p, &errors), 0);
	ck_assert_int_eq(l.count[SEV_WARNING], 2);
	ck_assert_int_eq(l.filtered[SEV_WARNING], 1);
	p.baseline = "/nonexistent.json";
	ck_assert_int_eq(policy_baseline(&l, &p, &errors), -1);
	ck_assert_int_eq(errors.count[SEV_ERROR], 1);
	diag_list_release(&l);
	diag_list_release(&errors);
}
END_TEST

/* a saved result's notes have "key": null; a new finding is compared with them too */
START_TEST(baseline_with_keyless_notes_keeps_new_findings)
{
	const char *base = write_file("base.json",
		"{ \"kernels\": [], \"diagnostics\": ["
		"{ \"key\": \"k|bank-conflict|load|s[i * 8]\", \"metric\": 8 },"
		"{ \"severity\": \"note\", \"key\": null },"
		"{ \"severity\": \"note\" } ] }");
	struct diag_list l, errors;
	struct policy p;
	struct diag *d;

	diag_list_init(&l);
	diag_list_init(&errors);
	policy_init(&p);
	p.baseline = base;
	d = finding(&l, "k.cu", 3, RULE_BANK_CONFLICT, SEV_WARNING);     /* new */
	d->key = "k|bank-conflict|load|t[i * 32]";
	d->metric = 32;
	ck_assert_int_eq(policy_baseline(&l, &p, &errors), 0);
	ck_assert_int_eq(l.count[SEV_WARNING], 1);
	ck_assert_int_eq(l.filtered[SEV_WARNING], 0);
	diag_list_release(&l);
	diag_list_release(&errors);
}
END_TEST

START_TEST(configuration_is_found_up_to_the_repository_top)
{
	char sub[128], git[128];
	struct config c;
	int i, found = 0;

	write_file(".warpcheck.yaml",
		   "grid: 128,128\nparam: {width: 4096, height: 2048}\nfail-on: [nway=8]\n");
	snprintf(git, sizeof(git), "%s/.git", dir);
	snprintf(sub, sizeof(sub), "%s/src", dir);
	ck_assert_int_eq(mkdir(git, 0755), 0);
	ck_assert_int_eq(mkdir(sub, 0755), 0);
	ck_assert_int_eq(config_load(&c, sub), 0);
	ck_assert_ptr_nonnull(c.path);
	for (i = 0; i < c.n; i++)
		found += (!strcmp(c.entries[i].key, "grid") && !strcmp(c.entries[i].value, "128,128")) +
			 (!strcmp(c.entries[i].key, "param") && !strcmp(c.entries[i].value, "height=2048")) +
			 (!strcmp(c.entries[i].key, "fail-on") && !strcmp(c.entries[i].value, "nway=8"));
	ck_assert_int_eq(found, 3);
	config_release(&c);
	write_file(".warpcheck.yaml", "grid: [\n");
	ck_assert_int_eq(config_load(&c, sub), -1);
	config_release(&c);
}
END_TEST

/* a list for grid or block is one value, X,Y: [4, 2] is a grid of 4 x 2 */
START_TEST(configuration_lists_give_grid_and_block)
{
	static const char text[] = "grid: [4, 2]\nblock: [32, 8]\nblock-index: 1,2\ndisable: [a, b]\n";
	static const char *const want[][2] = {
		{ "grid", "4,2" }, { "block", "32,8" }, { "block-index", "1,2" },
		{ "disable", "a" }, { "disable", "b" },
	};
	struct config c;
	int i;

	ck_assert_int_eq(config_parse(&c, "w.yaml", (const unsigned char *)text, strlen(text)), 0);
	ck_assert_int_eq(c.n, 5);
	for (i = 0; i < c.n; i++) {
		ck_assert_str_eq(c.entries[i].key, want[i][0]);
		ck_assert_str_eq(c.entries[i].value, want[i][1]);
	}
	config_release(&c);
}
END_TEST

/* shapes: each tensor of each launcher is one --shape, sizes joined
 * with x and an element type after a colon */
START_TEST(configuration_shapes_are_shape_options)
{
	static const char text[] =
		"shapes:\n  relu: { x: [4096, 1024], y: \"4096x1024\" }\n"
		"  scale:\n    x: [512, 2048, half]\n";
	static const char *const want[][2] = {
		{ "shape", "relu.x=4096x1024" }, { "shape", "relu.y=4096x1024" },
		{ "shape", "scale.x=512x2048:half" },
	};
	struct frontend_shape s;
	struct config c;
	int i;

	ck_assert_int_eq(config_parse(&c, "w.yaml", (const unsigned char *)text, strlen(text)), 0);
	ck_assert_int_eq(c.n, 3);
	for (i = 0; i < c.n; i++) {
		ck_assert_str_eq(c.entries[i].key, want[i][0]);
		ck_assert_str_eq(c.entries[i].value, want[i][1]);
	}
	ck_assert_int_eq(frontend_shape_parse(&s, c.entries[2].value, 1), 0);
	ck_assert_str_eq(s.function, "scale");
	ck_assert_str_eq(s.param, "x");
	ck_assert_int_eq(s.rank, 2);
	ck_assert_int_eq(s.dims[0], 512);
	ck_assert_int_eq(s.dims[1], 2048);
	ck_assert_int_eq(s.dtype, 5);   /* libtorch's ScalarType::Half */
	ck_assert_int_eq(frontend_shape_parse(&s, "relu.x=[8, 16]:bfloat16", 1), 0);
	ck_assert_int_eq(s.rank, 2);
	ck_assert_int_eq(s.dtype, 15);
	ck_assert_int_eq(frontend_shape_parse(&s, "relu.x=8x0", 1), -1);
	ck_assert_int_eq(frontend_shape_parse(&s, "relu=8", 1), -1);
	ck_assert_int_eq(frontend_shape_parse(&s, "relu.x=8:fp7", 1), -1);
	ck_assert_int_eq(frontend_shape_parse(&s, "x=[8, 16]", 0), 0);
	config_release(&c);
}
END_TEST

/* an unknown key is named where it is written, not as an option */
START_TEST(configuration_names_an_unknown_key_at_its_line)
{
	static const char text[] = "grid: 4\n\n  # a comment\ngird: 4\n";
	static const char *const known[] = { "grid", "block", NULL };
	const char *log = write_file("stderr.txt", "");
	char said[256] = "";
	struct config c;
	FILE *f;

	ck_assert_int_eq(config_parse(&c, "w.yaml", (const unsigned char *)text, strlen(text)), 0);
	ck_assert_ptr_nonnull(freopen(log, "w", stderr));
	ck_assert_int_eq(config_check_keys(&c, known), -1);
	fflush(stderr);
	f = fopen(log, "r");
	ck_assert_ptr_nonnull(fgets(said, sizeof(said), f));
	fclose(f);
	ck_assert_str_eq(said, "w.yaml:4:1: error: unknown key 'gird'\n");
	config_release(&c);
}
END_TEST

START_TEST(since_keeps_only_changed_lines)
{
	char cmd[512];
	const char *file;
	struct diag_list l, errors;
	struct policy p;

	file = write_file("k.cu", "line 1\nline 2\nline 3\nline 4\n");
	snprintf(cmd, sizeof(cmd),
		 "cd %s && git init -q . && git add k.cu && git -c user.name=t -c user.email=t@t "
		 "commit -qm base && sed -i 's/line 3/line three/' k.cu", dir);
	ck_assert_int_eq(system(cmd), 0);
	diag_list_init(&l);
	diag_list_init(&errors);
	policy_init(&p);
	p.since = "HEAD";
	finding(&l, file, 2, RULE_BANK_CONFLICT, SEV_WARNING);
	finding(&l, file, 3, RULE_BANK_CONFLICT, SEV_WARNING);
	/* git diff names files from the repository's top: run it there */
	ck_assert_int_eq(chdir(dir), 0);
	l.head->loc.file = l.head->next->loc.file = "k.cu";
	ck_assert_int_eq(policy_since(&l, &p, &errors), 0);
	ck_assert_int_eq(l.count[SEV_WARNING], 1);
	ck_assert_uint_eq(l.head->loc.line, 3);
	ck_assert_int_eq(l.filtered[SEV_WARNING], 1);
	diag_list_release(&l);
	diag_list_release(&errors);
}
END_TEST

/* git diff would fail on a file outside the repository: none is run */
START_TEST(since_never_diffs_files_outside_the_repository)
{
	char cmd[512];
	const char *file;
	struct diag_list l, errors;
	struct policy p;

	file = write_file("k.cu", "line 1\n");
	snprintf(cmd, sizeof(cmd), "cd %s && git init -q .", dir);
	ck_assert_int_eq(system(cmd), 0);
	diag_list_init(&l);
	diag_list_init(&errors);
	policy_init(&p);
	p.since = "HEAD";
	finding(&l, file, 1, RULE_BANK_CONFLICT, SEV_WARNING);
	l.head->loc.file = "/usr/include/stdio.h";
	ck_assert_int_eq(chdir(dir), 0);
	ck_assert_int_eq(policy_since(&l, &p, &errors), 0);
	ck_assert_int_eq(errors.count[SEV_ERROR], 0);
	ck_assert_int_eq(l.filtered[SEV_WARNING], 1);
	diag_list_release(&l);
	diag_list_release(&errors);
}
END_TEST

Suite *policy_suite(void)
{
	Suite *s = suite_create("policy");
	TCase *tc = tcase_create("findings");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, fail_on_accepts_levels_and_thresholds);
	tcase_add_test(tc, threshold_counts_only_wide_enough_conflicts);
	tcase_add_test(tc, comments_suppress_their_line_and_the_next);
	tcase_add_test(tc, baseline_keeps_only_new_or_worse);
	tcase_add_test(tc, baseline_with_keyless_notes_keeps_new_findings);
	tcase_add_test(tc, configuration_is_found_up_to_the_repository_top);
	tcase_add_test(tc, configuration_lists_give_grid_and_block);
	tcase_add_test(tc, configuration_names_an_unknown_key_at_its_line);
	tcase_add_test(tc, configuration_shapes_are_shape_options);
	tcase_add_test(tc, since_keeps_only_changed_lines);
	tcase_add_test(tc, since_never_diffs_files_outside_the_repository);
	suite_add_tcase(s, tc);
	return s;
}
