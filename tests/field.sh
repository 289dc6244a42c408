#!/bin/sh
# field.sh - measure warpcheck on the field-like corpus in tests/field
# the way a new user lints it: each file with its -I flags, nothing else
# (tests/field/files.txt: FILE FLAGS... : KERNELS...).  Per file it
# prints the error diagnostics, the kernels reported (and any of the
# listed ones missing), the accesses, how many are exact ("exact" or
# "assumed"), and the seconds; then the totals.  A measurement, not a
# test: it fails only on a crash (a signal) or a file over 60 s.
#
#   sh tests/field.sh build/warpcheck
exe=${1:-build/warpcheck}
list=${FIELD_LIST:-tests/field/files.txt}
limit=60
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

nfiles=0 clean=0 tacc=0 texact=0 tkern=0 tmissing=0 bad=0
slowest="" slowest_s=0
printf '%-58s %6s %7s %8s %6s %7s\n' file errors kernels accesses exact seconds
while IFS= read -r line; do
	case $line in '' | '#'*) continue ;; esac
	cmd=${line%%:*}
	kernels=${line#*:}
	[ "$kernels" = "$line" ] && kernels=
	# shellcheck disable=SC2086
	set -- $cmd
	file=$1
	start=$(date +%s.%N)
	# shellcheck disable=SC2086
	timeout $((limit * 2)) "$exe" lint --color never --format json $cmd \
		> "$tmp/out.json" 2> "$tmp/err"
	rc=$?
	end=$(date +%s.%N)
	secs=$(echo "$end - $start" | bc)
	# the text form's error diagnostics, as a user sees them
	# shellcheck disable=SC2086
	timeout $((limit * 2)) "$exe" lint --color never $cmd > "$tmp/text" 2>&1
	errors=$(grep -c ': error: ' "$tmp/text")
	nfiles=$((nfiles + 1))
	[ "$errors" -eq 0 ] && clean=$((clean + 1))
	if [ "$rc" -gt 128 ] && [ "$rc" -ne 124 ]; then
		echo "CRASH: $file: exit status $rc"
		bad=1
	fi
	if [ "$rc" -eq 124 ] || [ "$(echo "$secs > $limit" | bc)" -eq 1 ]; then
		echo "SLOW: $file: over ${limit} s"
		bad=1
	fi
	if jq -e . "$tmp/out.json" > /dev/null 2>&1; then
		nk=$(jq '.kernels | length' "$tmp/out.json")
		na=$(jq '[.kernels[].accesses | length] | add // 0' "$tmp/out.json")
		ne=$(jq '[.kernels[].accesses[] | select(.status == "exact" or .status == "assumed")] | length' "$tmp/out.json")
		jq -r '.kernels[].name | sub("<.*"; "")' "$tmp/out.json" | sort -u > "$tmp/names"
	else
		nk=0 na=0 ne=0
		: > "$tmp/names"
	fi
	tkern=$((tkern + nk))
	tacc=$((tacc + na))
	texact=$((texact + ne))
	printf '%-58s %6d %7d %8d %6d %7.2f\n' "$file" "$errors" "$nk" "$na" "$ne" "$secs"
	grep ': error: ' "$tmp/text" | head -3 | sed 's/^/    /'
	for k in $kernels; do
		if ! grep -qx "$k" "$tmp/names"; then
			echo "    kernel '$k' not reported"
			tmissing=$((tmissing + 1))
		fi
	done
	if [ "$(echo "$secs > $slowest_s" | bc)" -eq 1 ]; then
		slowest_s=$secs
		slowest=$file
	fi
done < "$list"

pct() { [ "$2" -eq 0 ] && echo 0 || echo "scale=1; 100 * $1 / $2" | bc; }
echo "files parsing without error: $clean of $nfiles ($(pct "$clean" "$nfiles")%)"
echo "kernel reports: $tkern; listed kernels not reported: $tmissing"
echo "exact accesses: $texact of $tacc ($(pct "$texact" "$tacc")%)"
printf 'slowest file: %s (%.2f s)\n' "$slowest" "$slowest_s"
exit "$bad"
