#!/bin/sh
# field_sweep.sh - lint every kernel file of a folder of projects as a new
# user would, and tabulate what happened, per project.
#
#   sh tests/field_sweep.sh build-sanitize/warpcheck DIR [JOBS]
#
# DIR holds one folder per project.  A kernel file is a .cu, .cuh or .h
# file that defines a __global__ function.  Each is linted with no flags
# but -I: the project's root, and its include/, csrc/ and src/ folders
# where they exist (what a user would try first), and each folder of
# FIELD_INCLUDE (colon-separated: a library the user has installed, such
# as CUTLASS's include/), JSON on stdout.
#
# Per project it prints: files, files with no error, accesses, exact
# accesses ("exact" or "assumed"), those of them that rest on a size no
# launch gives (simulated at --assume-size, "sized"), crashes (a signal), sanitizer reports
# (AddressSanitizer, UndefinedBehaviorSanitizer or LeakSanitizer text on
# stderr), files over the limit, and the slowest file; then the unknowns
# by reason and the first errors, over all projects.  A measurement: it
# exits 1 only on a crash, a sanitizer report or a file over the limit.
exe=${1:?usage: field_sweep.sh WARPCHECK DIR [JOBS]}
dir=${2:?usage: field_sweep.sh WARPCHECK DIR [JOBS]}
jobs=${3:-2}
limit=${FIELD_LIMIT:-10}
case $exe in /*) ;; *) exe=$(pwd)/$exe ;; esac
[ -x "$exe" ] || { echo "field_sweep.sh: '$exe' is not a program" >&2; exit 2; }
[ -d "$dir" ] || { echo "field_sweep.sh: '$dir' is not a folder" >&2; exit 2; }
command -v jq > /dev/null || { echo "field_sweep.sh: jq is needed" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# one line a file: PROJECT<TAB>FILE
for project in "$dir"/*/; do
	project=${project%/}
	grep -rlE --include='*.cu' --include='*.cuh' --include='*.h' \
		'__global__' "$project" 2> /dev/null | sort |
		while IFS= read -r f; do
			printf '%s\t%s\n' "$(basename "$project")" "$f"
		done
done > "$tmp/files"
total=$(wc -l < "$tmp/files")
[ "$total" -gt 0 ] || { echo "field_sweep.sh: no kernel files under '$dir'" >&2; exit 2; }
echo "linting $total kernel files under $dir, $jobs at a time (limit ${limit} s a file)" >&2

# the worker: lints one file, writes $tmp/r/N.{json,err,row}
cat > "$tmp/one.sh" << 'EOF'
#!/bin/sh
exe=$1 dir=$2 tmp=$3 limit=$4 n=$5 project=$6 file=$7
root=$dir/$project
set -- -I "$root"
for sub in include csrc src; do
	[ -d "$root/$sub" ] && set -- "$@" -I "$root/$sub"
done
# libraries installed on the user's machine (FIELD_INCLUDE=DIR:DIR)
old_ifs=$IFS IFS=:
for inc in $FIELD_INCLUDE; do
	[ -n "$inc" ] && set -- "$@" -I "$inc"
done
IFS=$old_ifs
out=$tmp/r/$n
start=$(date +%s.%N)
ASAN_OPTIONS=detect_leaks=1 timeout $((limit * 6)) "$exe" lint --color never \
	--format json "$@" "$file" > "$out.json" 2> "$out.err"
rc=$?
end=$(date +%s.%N)
secs=$(echo "$end - $start" | bc)
san=0
grep -qE 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:' "$out.err" && san=1
# (jq 1.6 passes -e on an empty file: a crash before any output)
if [ -s "$out.json" ] && jq -e 'has("kernels")' "$out.json" > /dev/null 2>&1; then
	jq -r --arg p "$project" --arg f "$file" --arg rc "$rc" --arg s "$secs" --arg san "$san" '
		[$p, $f, $rc, $s, $san,
		 ([.diagnostics[] | select(.severity == "error")] | length),
		 ([.kernels[].accesses | length] | add // 0),
		 ([.kernels[].accesses[] | select(.status == "exact" or .status == "assumed")] | length),
		 (.kernels | length),
		 ([.kernels[].accesses[] | select(.status == "assumed" and
			any(.assumptions[]; test("with no value")))] | length)] | @tsv' "$out.json" > "$out.row"
	jq -r '.kernels[].accesses[] | select(.status != "exact" and .status != "assumed")
		| (.category // "none") + "\t" + (.reason // "" | gsub("\u0027[^\u0027]*\u0027"; "X") | .[0:90])' \
		"$out.json" > "$out.unknown"
	jq -r '.diagnostics[] | select(.severity == "error") | .message
		| gsub("\u0027[^\u0027]*\u0027"; "X")' "$out.json" | head -1 > "$out.first"
else
	printf '%s\t%s\t%s\t%s\t%s\t1\t0\t0\t0\t0\n' "$project" "$file" "$rc" "$secs" "$san" > "$out.row"
	: > "$out.unknown"
	echo "no JSON (exit status $rc)" > "$out.first"
fi
echo . >&2
EOF
mkdir "$tmp/r"
awk -F'\t' '{ printf "%d\t%s\t%s\n", NR, $1, $2 }' "$tmp/files" |
	while IFS="$(printf '\t')" read -r n project file; do
		printf '%s\0%s\0%s\0' "$n" "$project" "$file"
	done | xargs -0 -n 3 -P "$jobs" sh "$tmp/one.sh" "$exe" "$dir" "$tmp" "$limit" 2>&1 |
	awk -v total="$total" '{ n++; if (n % 10 == 0 || n == total) { printf "  %d of %d\n", n, total; fflush() } }' >&2

cat "$tmp"/r/*.row > "$tmp/rows"
printf '%-28s %5s %5s %8s %6s %6s %6s %6s %5s %5s  %s\n' project files clean accesses exact exact% sized crash san slow "slowest (s)"
awk -F'\t' -v limit="$limit" '
	function crash(rc) { return rc > 128 && rc != 124 && rc != 137 }
	{
		p = $1; files[p]++; F++
		if ($6 == 0 && !crash($3)) { clean[p]++; C++ }
		acc[p] += $7; A += $7; ex[p] += $8; E += $8; sz[p] += $10; SZ += $10
		if (crash($3)) { cr[p]++; CR++; crashed = crashed "  crash: " $2 " (exit status " $3 ")\n" }
		if ($5) { sn[p]++; SN++; sanitized = sanitized "  sanitizer report: " $2 "\n" }
		if ($4 > limit || $3 == 124 || $3 == 137) { sl[p]++; SL++; slow = slow "  over " limit " s: " $2 " (" $4 " s)\n" }
		if ($4 > worst[p]) { worst[p] = $4; wf[p] = $2 }
		if ($4 > W) { W = $4; WF = $2 }
	}
	function pct(a, b) { return b ? 100 * a / b : 0 }
	END {
		for (p in files) printf "%-28s %5d %5d %8d %6d %5.1f%% %6d %6d %5d %5d  %.1f %s\n", p, files[p], clean[p], acc[p], ex[p], pct(ex[p], acc[p]), sz[p], cr[p], sn[p], sl[p], worst[p], wf[p] | "sort"
		close("sort")
		printf "%-28s %5d %5d %8d %6d %5.1f%% %6d %6d %5d %5d  %.1f %s\n", "all", F, C, A, E, pct(E, A), SZ, CR, SN, SL, W, WF
		printf "files with no error: %.1f%%; accesses exact: %.1f%% (%.1f%% with every size given: not resting on --assume-size)\n", pct(C, F), pct(E, A), pct(E - SZ, A)
		printf "%s%s%s", crashed, sanitized, slow
		exit (CR + SN + SL) > 0
	}' "$tmp/rows"
status=$?

echo
echo "unknown accesses by category and reason (names replaced by X):"
cat "$tmp"/r/*.unknown | sort | uniq -c | sort -rn | head -${FIELD_REASONS:-25}
echo
echo "first error of each file (names replaced by X):"
cat "$tmp"/r/*.first | sort | uniq -c | sort -rn | head -${FIELD_REASONS:-25}
if [ -n "$FIELD_KEEP" ]; then
	mkdir -p "$FIELD_KEEP" && cp "$tmp/files" "$tmp/rows" "$FIELD_KEEP"/ && cp -r "$tmp/r" "$FIELD_KEEP"/
	echo "per-file results kept in $FIELD_KEEP" >&2
fi
exit $status
