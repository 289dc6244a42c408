#!/bin/sh
# projects.sh - lint the test projects in tests/projects as a new user
# would (the file and its -I flags, nothing else) and hold the result to
# three things: no error diagnostics (a header that does not parse is
# one), a report for every kernel the case lists in NAME.kernels, and
# the whole output as in NAME.expected.  A case is NAME.args (the
# command line after `warpcheck lint`), NAME.kernels and NAME.expected.
#
#   sh tests/projects.sh build/warpcheck           run the cases
#   UPDATE=1 sh tests/projects.sh build/warpcheck  rewrite the expected files
#   sh tests/projects.sh --nvcc NVCC               compile each case's file
#                                                  with nvcc -c (real CUDA?)
#
# A case that must not compile (a header missing on purpose) says why in
# NAME.no-nvcc, and the nvcc check leaves it out.
pass=0
fail=0
tmp=$(mktemp)
trap 'rm -f "$tmp" "$tmp.diff" "$tmp.o"' EXIT

if [ "$1" = "--nvcc" ]; then
	nvcc=$2
	for args in tests/projects/*.args; do
		if [ -f "${args%.args}.no-nvcc" ]; then
			echo "  SKIP    ${args%.args}: $(cat "${args%.args}.no-nvcc")"
			continue
		fi
		# shellcheck disable=SC2046
		set -- $(cat "$args")
		echo "  NVCC    $1"
		if "$nvcc" -arch=sm_90 -c -o "$tmp.o" "$@"; then
			pass=$((pass + 1))
		else
			fail=$((fail + 1))
			echo "FAIL: $args: nvcc does not compile it"
		fi
	done
	echo "projects (nvcc): $pass passed, $fail failed"
	[ "$fail" -eq 0 ]
	exit
fi

exe=${1:-build/warpcheck}
for args in tests/projects/*.args; do
	name=${args%.args}
	ok=1
	# shellcheck disable=SC2046
	{ "$exe" lint --color never $(cat "$args") 2>&1; echo "exit: $?"; } > "$tmp"
	if grep -q ': error: ' "$tmp"; then
		echo "FAIL: $name: error diagnostics"
		grep ': error: ' "$tmp" | head -5
		ok=0
	fi
	while read -r kernel; do
		[ -n "$kernel" ] || continue
		if ! grep -q "^$kernel: <<<" "$tmp"; then
			echo "FAIL: $name: no report for kernel '$kernel'"
			ok=0
		fi
	done < "$name.kernels"
	if [ -n "$UPDATE" ]; then
		cp "$tmp" "$name.expected"
	fi
	if ! diff -u "$name.expected" "$tmp" > "$tmp.diff" 2>&1; then
		echo "FAIL: $name: output differs from $name.expected"
		cat "$tmp.diff"
		ok=0
	fi
	if [ "$ok" -eq 1 ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
	fi
done
echo "projects: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
