#!/bin/sh
# bundled.sh - does every bundled header (analyzer/prelude, the toolkit's,
# CUB's, Thrust's, libcu++'s) parse, all of them in one file, with no
# error?  A header that fails shows in lint's output as a note, "errors in
# system or bundled headers not reported", which a case that does not
# include it never sees.  The folders that stand in for a project's own
# headers (libtorch/, samples/, host/) are read only after -I and are left
# out.  The list is made here from the folder, so a header added later is
# checked with the rest.
#
#   sh tests/bundled.sh [WARPCHECK]
exe=${1:-build/warpcheck}
prelude=analyzer/prelude
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

(cd "$prelude" && find . -type f | sed 's|^\./||' | grep -vE '^(libtorch|samples|host)/' | sort) > "$tmp/headers"
n=$(wc -l < "$tmp/headers")
{
	awk '{ printf "#include <%s>\n", $0 }' "$tmp/headers"
	echo '__global__ void every_header(int *p) { p[threadIdx.x] = 1; }'
} > "$tmp/all.cu"
"$exe" lint --color never "$tmp/all.cu" > "$tmp/out" 2>&1
rc=$?
if [ "$rc" -gt 1 ] || grep -qE ': error:|in system or bundled headers not reported' "$tmp/out"; then
	echo "FAIL: bundled: the $n bundled headers do not parse together (exit $rc):"
	grep -E ': error:|in system or bundled headers' "$tmp/out" | head -5
	exit 1
fi
echo "bundled: $n headers parsed together, no error"
