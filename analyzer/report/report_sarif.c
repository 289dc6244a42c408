/*
 * report_sarif.c - the findings as SARIF 2.1.0, for code-scanning tools.
 */
#include "report.h"
#include "report_internal.h"

#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>

#include "../../simulator/simulator.h"
#include "../lint/lint.h"
#include "source.h"
#include "../nvcc/ptxas.h"
#include "../nvcc/sass.h"

/* SARIF's rules array: the rules in enum order, the input problems last. */
static enum rule sarif_rule(int index)
{
	return index + 1 < RULE_COUNT ? (enum rule)(index + 1) : RULE_NONE;
}

static int sarif_rule_index(enum rule r)
{
	return r == RULE_NONE ? RULE_COUNT - 1 : (int)r - 1;
}

static json_object *text_object(const char *text)
{
	json_object *o = json_object_new_object();
	json_put_str(o, "text", text);
	return o;
}

int report_sarif(FILE *out, const struct lint_run *run, const char *version)
{
	json_object *root = json_object_new_object(), *runs = json_object_new_array();
	json_object *r = json_object_new_object(), *tool = json_object_new_object();
	json_object *driver = json_object_new_object(), *rarr = json_object_new_array();
	json_object *results = json_object_new_array();
	const struct diag *d;
	struct arena scratch;
	int i, rc;

	arena_init(&scratch, 0);
	json_put_str(root, "$schema", "https://json.schemastore.org/sarif-2.1.0.json");
	json_put_str(root, "version", "2.1.0");
	json_put_str(driver, "name", "warpcheck");
	json_put_str(driver, "version", version);
	for (i = 0; i < RULE_COUNT; i++) {
		const struct rule_info *ri = rule_info(sarif_rule(i));
		json_object *ro = json_object_new_object(), *conf = json_object_new_object();
		json_put_str(ro, "id", ri->id);
		json_object_object_add(ro, "shortDescription", text_object(ri->summary));
		json_object_object_add(ro, "fullDescription", text_object(ri->help));
		json_object_object_add(ro, "help", text_object(ri->help));
		json_put_str(conf, "level", severity_name(ri->level));
		json_object_object_add(ro, "defaultConfiguration", conf);
		json_object_array_add(rarr, ro);
	}
	json_object_object_add(driver, "rules", rarr);
	json_object_object_add(tool, "driver", driver);
	json_object_object_add(r, "tool", tool);
	for (d = run->diags.head; d; d = d->next) {
		json_object *res = json_object_new_object(), *locs = json_object_new_array();
		json_object *loc = json_object_new_object(), *phys = json_object_new_object();
		json_object *art = json_object_new_object();
		int ri = sarif_rule_index(d->rule);
		const char *msg = d->detail ? arena_printf(&scratch, "%s. %s", d->message,
							  d->detail)
					    : d->message;

		json_put_str(res, "ruleId", rule_info(d->rule)->id);
		json_object_object_add(res, "ruleIndex", json_object_new_int(ri));
		json_put_str(res, "level", severity_name(d->severity));
		json_object_object_add(res, "message", text_object(msg));
		json_put_str(art, "uri", d->loc.file);
		json_object_object_add(phys, "artifactLocation", art);
		if (d->loc.line) {
			json_object *region = json_object_new_object();
			size_t width = report_access_width_at(run, d);
			json_object_object_add(region, "startLine", json_object_new_int64(d->loc.line));
			if (d->loc.col) {
				json_object_object_add(region, "startColumn", json_object_new_int64(d->loc.col));
				json_object_object_add(region, "endColumn",
						       json_object_new_int64(d->loc.col + (int64_t)width));
			}
			json_object_object_add(phys, "region", region);
		}
		json_object_object_add(loc, "physicalLocation", phys);
		json_object_array_add(locs, loc);
		json_object_object_add(res, "locations", locs);
		if (d->fix_text) {
			json_object *fixes = json_object_new_array(), *fx = json_object_new_object();
			json_object *changes = json_object_new_array(), *ch = json_object_new_object();
			json_object *reps = json_object_new_array(), *rp = json_object_new_object();
			json_object *region = json_object_new_object(), *al = json_object_new_object();
			json_object_object_add(fx, "description", text_object("pad the array's rows"));
			json_put_str(al, "uri", d->loc.file);
			json_object_object_add(ch, "artifactLocation", al);
			json_object_object_add(region, "startLine", json_object_new_int64(d->fix_from.line));
			json_object_object_add(region, "startColumn", json_object_new_int64(d->fix_from.col));
			json_object_object_add(region, "endLine", json_object_new_int64(d->fix_to.line));
			json_object_object_add(region, "endColumn", json_object_new_int64(d->fix_to.col));
			json_object_object_add(rp, "deletedRegion", region);
			json_object_object_add(rp, "insertedContent", text_object(d->fix_text));
			json_object_array_add(reps, rp);
			json_object_object_add(ch, "replacements", reps);
			json_object_array_add(changes, ch);
			json_object_object_add(fx, "artifactChanges", changes);
			json_object_array_add(fixes, fx);
			json_object_object_add(res, "fixes", fixes);
		}
		if (d->kernel) {
			json_object *props = json_object_new_object();
			const struct ir_access *acc = report_access_at(run, d);
			json_put_str(props, "kernel", d->kernel);
			if (acc)
				json_put_width_model(props, acc);
			json_object_object_add(res, "properties", props);
		}
		json_object_array_add(results, res);
	}
	json_object_object_add(r, "results", results);
	json_object_array_add(runs, r);
	json_object_object_add(root, "runs", runs);
	rc = json_print(out, root);
	arena_release(&scratch);
	return rc;
}
