#!/bin/sh
# corpus.sh - lint every kernel in tests/corpus with its launch (NAME.args)
# and summarize how much of it warpcheck analyzed exactly: accesses exact,
# accesses unknown by reason.  NAME.expected holds the findings derived by
# hand when the kernel was written; NAME.observed what warpcheck said (kept
# current with UPDATE=1).  Fails if warpcheck fails on an input, or if what it
# reports differs from NAME.expected (tests/corpus_compare.awk: line, rule and
# n-way of every finding, and no warning that was not expected).
exe=${1:-build/warpcheck}
fail=0
files=0
tmp=$(mktemp)
: > "$tmp.all"
trap 'rm -f "$tmp" "$tmp.json" "$tmp.all"' EXIT
for args in tests/corpus/*.args; do
	name=${args%.args}
	files=$((files + 1))
	# shellcheck disable=SC2046
	"$exe" lint --color never "$name.cu" $(cat "$args") > "$tmp" 2>&1
	rc=$?
	echo "exit: $rc" >> "$tmp"
	if [ -n "$UPDATE" ]; then
		cp "$tmp" "$name.observed"
	fi
	if [ "$rc" -gt 1 ]; then
		echo "FAIL: $name.cu: exit $rc"
		fail=$((fail + 1))
	elif ! awk -v name="$name.cu" -f tests/corpus_compare.awk "$name.expected" "$tmp"; then
		echo "FAIL: $name.cu: findings differ from $name.expected"
		fail=$((fail + 1))
	fi
	# shellcheck disable=SC2046
	"$exe" lint --format json "$name.cu" $(cat "$args") >> "$tmp.all" 2>/dev/null
done
awk '
	/"status": "exact"/ { exact++ }
	/"status": "assumed"/ { assumed++ }
	/"status": "unknown"/ { unknown++ }
	/"reason":/ && prev ~ /"status": "unknown"/ { sub(/^ *"reason": /, ""); sub(/,$/, ""); reasons[$0]++ }
	{ prev = $0 }
	END {
		printf "corpus: %d accesses analyzed exactly, %d exact under an assumption comment, %d unknown\n", exact, assumed, unknown
		for (r in reasons) printf "  %4d unknown: %s\n", reasons[r], r
	}' "$tmp.all"
echo "corpus: $files files, findings as derived by hand in $((files - fail)), $fail failed"
[ "$fail" -eq 0 ]
