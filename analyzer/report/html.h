/*
 * html.h - the review page: one self-contained HTML file with the report
 * (--format json's document), the sources it points into and each costly
 * access's pictures, drawn by a script inlined in the page.  Nothing is
 * fetched from the network.
 */
#ifndef WARPCHECK_HTML_H
#define WARPCHECK_HTML_H

#include <stdio.h>

#include "report.h"

struct html_page {
	const char *version;
	char **argv;              /* the command as run: argv[2 .. first_given) */
	int argc, first_given;    /* came from .warpcheck.yaml */
	const char *focus_file;   /* explain: the access to open the page at */
	unsigned focus_line, focus_col;
};

/* Writes the page; 0, or -1 when it could not be written. */
int report_html(FILE *out, const struct lint_run *run, const struct html_page *page);

#endif
