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
#
# A case linted through a compilation database names its project folder
# in NAME.project: its compile_commands.json.in (paths under
# @ROOT@, the folder) becomes a compile_commands.json in a folder of its
# own, which @BUILD@ in NAME.args stands for, as CMake would write it.
pass=0
fail=0
tmp=$(mktemp)
builds=$(mktemp -d)
trap 'rm -rf "$tmp" "$tmp.diff" "$tmp.o" "$builds"' EXIT

# args NAME: the case's command line, @BUILD@ made (NAME.project)
args_of() {
	if [ -f "$1.project" ]; then
		project=tests/projects/$(cat "$1.project")
		build=$builds/$(basename "$1")
		mkdir -p "$build"
		sed "s#@ROOT@#$(cd "$project" && pwd)#g" "$project/compile_commands.json.in" \
			> "$build/compile_commands.json"
		sed "s#@BUILD@#$build#g" "$1.args"
	else
		cat "$1.args"
	fi
}

if [ "$1" = "--nvcc" ]; then
	nvcc=$2
	for args in tests/projects/*.args; do
		if [ -f "${args%.args}.no-nvcc" ]; then
			echo "  SKIP    ${args%.args}: $(cat "${args%.args}.no-nvcc")"
			continue
		fi
		if [ -f "${args%.args}.project" ]; then
			# each of the project's files, as its build compiles
			# them, once for all the cases that lint it
			project=tests/projects/$(cat "${args%.args}.project")
			case " $compiled " in *" $project "*) continue ;; esac
			compiled="$compiled $project"
			for f in $(find "$project" -name '*.cu' | sort); do
				echo "  NVCC    $f"
				if "$nvcc" -arch=sm_90 -std=c++17 -I"$project/include" -c -o "$tmp.o" "$f"; then
					pass=$((pass + 1))
				else
					fail=$((fail + 1))
					echo "FAIL: $f: nvcc does not compile it"
				fi
			done
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
	{ "$exe" lint --color never $(args_of "$name") 2>&1; echo "exit: $?"; } > "$tmp"
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
