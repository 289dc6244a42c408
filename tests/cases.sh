#!/bin/sh
# cases.sh - run the cases in tests/cases and compare what warpcheck says
# with what each case expects.  A case is one file, NAME.case, beside the
# source it reads (NAME.cu, or a project's folder), that holds the
# command and the expectation (sparse's validation/):
#
#   # what the case checks, and where every number in it comes from
#   # (derived by hand, or measured on a GPU: say which)
#   run: lint tests/cases/lint/NAME.cu --block 32
#   --- output
#   tests/cases/lint/NAME.cu:9:5: warning: ...
#   exit: 1
#
# The header, up to the first "--- " line, holds comments (#), blank lines
# and these keys:
#
#   run: COMMAND ARGS  what follows `warpcheck` (lint, explain, dump-ir or
#                      sim, and its arguments, split at blanks).  The
#                      driver adds `--color never` after COMMAND, and
#                      `--no-sass` unless ARGS mention --sass: nvcc's SASS
#                      is read only where a case asks (--sass-dump), as a
#                      machine with the full toolkit would otherwise
#                      compile and note more.  The search for a
#                      checked fix runs to its end however busy the
#                      machine (WARPCHECK_FIX_SECONDS=0), so that a slow
#                      run (sanitizers) does not drop a fix, and so does
#                      the reading of a file for the headers it lacks
#                      (WARPCHECK_READ_SECONDS=0)
#   needs: nvcc        skipped where nvcc is not installed (--ptxas)
#   project: DIR       DIR, beside the case, has a compile_commands.json.in
#                      whose paths are under @ROOT@ (DIR): it becomes a
#                      compile_commands.json in a folder of its own, which
#                      @BUILD@ in run stands for, as CMake would write it
#   kernel: NAME       a report for kernel NAME ("NAME: <<<..."); repeated,
#                      one a kernel
#   errors: none       no error diagnostic (a header that does not parse
#                      is one)
#   nvcc: compile      --nvcc compiles the case's files (below)
#   nvcc: no, WHY      --nvcc leaves the case out (a header missing on
#                      purpose, say), and prints WHY
#
# Then the sections:
#
#   --- findings  the findings derived by hand when the kernel was written
#                 ("LINE RULE [N-way] text", "LINE none ...", comments;
#                 tests/cases_findings.awk): every one must be reported,
#                 no other warning may be, and the exit status is 0 or 1;
#                 up to the next section
#   --- output    what warpcheck prints (stdout and stderr, a temporary
#                 sim file named SIM.cu), then "exit: STATUS": compared
#                 byte for byte
#
# A case with findings has its output too: the findings say what must be
# found, the output all that is said.  output is the last section and
# runs verbatim to the end of the file: nothing in it is read as a key or
# a section.
#
#   sh tests/cases.sh build/warpcheck [CASE|DIR...]  run the cases (all of
#                                                    tests/cases by default)
#   UPDATE=1 sh tests/cases.sh build/warpcheck ...   rewrite each output
#                                                    section
#   sh tests/cases.sh --nvcc NVCC [CASE|DIR...]      compile what the cases
#                                                    read with nvcc -c
#
# --nvcc compiles the cases that say "nvcc: compile": with a project, each
# .cu file of it as its build does (-std=c++17 -IDIR/include), once for
# all the cases that lint it; else the .cu files and the -I and -D flags
# of the run line.  Each is real CUDA, then, not only what warpcheck reads.
pass=0
fail=0
skip=0
held=0
tmp=$(mktemp)
builds=$(mktemp -d)
trap 'rm -rf "$tmp" "$tmp".* "$builds"' EXIT

have_nvcc() {
	command -v nvcc >/dev/null 2>&1 || [ -x /usr/local/cuda/bin/nvcc ]
}

# cases [CASE|DIR...]: the case files, one a line
cases() {
	[ $# -gt 0 ] || set -- tests/cases
	for c; do
		if [ -d "$c" ]; then
			find "$c" -name '*.case' | sort
		else
			echo "$c"
		fi
	done
}

# header KEY CASE: the values of KEY in CASE's header, one a line
header() {
	awk -v key="$1" '
		/^--- / { exit }
		index($0, key ": ") == 1 { print substr($0, length(key) + 3) }' "$2"
}

# malformed CASE: what is wrong with its header and sections, if anything
malformed() {
	awk '
		/^--- output$/ { last = 1; exit }
		/^--- findings$/ { findings = 1; next }
		/^--- / { print "unknown section: " $0; exit }
		findings || /^#/ || /^$/ { next }
		/^run: ./ { runs++; next }
		/^(project|kernel): ./ { next }
		/^needs: nvcc$/ || /^errors: none$/ { next }
		/^nvcc: (compile|no, .+)$/ { next }
		{ print "line " NR ": not a header line: " $0 }
		END {
			if (runs != 1)
				print "no run: line, or more than one"
			if (!last)
				print "no output section"
		}' "$1"
}

# verbatim CASE: the line number of the output section, which runs to the
# end of the file
verbatim() {
	awk '/^--- output$/ { print NR; exit }' "$1"
}

# has_findings CASE: whether it has a findings section
has_findings() {
	awk '/^--- output$/ { exit }
	     /^--- findings$/ { found = 1; exit }
	     END { exit !found }' "$1"
}

# findings CASE: the findings section
findings() {
	awk '/^--- output$/ { exit }
	     /^--- findings$/ { on = 1; next }
	     on' "$1"
}

# command_of CASE: the run line, @BUILD@ made (project:)
command_of() {
	project=$(header project "$1")
	if [ -n "$project" ]; then
		root=$(cd "$(dirname "$1")/$project" && pwd)
		build=$builds/$(basename "$1" .case)
		mkdir -p "$build"
		sed "s#@ROOT@#$root#g" "$root/compile_commands.json.in" \
			> "$build/compile_commands.json"
		header run "$1" | sed "s#@BUILD@#$build#g"
	else
		header run "$1"
	fi
}

# warpcheck LINE [MORE...]: run the command line as the driver does, its
# output and exit status in $tmp
warpcheck() {
	line=$1
	shift
	set -f
	# shellcheck disable=SC2086
	set -- $line "$@"
	set +f
	cmd=$1
	shift
	sass=--no-sass
	case "$line" in *--sass*) sass= ;; esac
	# sim writes its kernel to a temporary file: name it the same each run
	# shellcheck disable=SC2086
	{ WARPCHECK_FIX_SECONDS=0 WARPCHECK_READ_SECONDS=0 "$exe" "$cmd" --color never $sass "$@" 2>&1; echo "exit: $?"; } |
		sed 's#/tmp/warpcheck-sim-[A-Za-z0-9]*\.cu#SIM.cu#g' > "$tmp"
}

# check CASE: run it and hold the output to what it expects; prints why
# it fails, if it does
check() {
	line=$(command_of "$1")
	warpcheck "$line"
	if [ "$(header errors "$1")" = none ] && grep -q ': error: ' "$tmp"; then
		echo "error diagnostics"
		grep ': error: ' "$tmp" | head -5
	fi
	header kernel "$1" | while IFS= read -r kernel; do
		awk -v k="$kernel: <<<" 'index($0, k) == 1 { found = 1 }
					  END { exit !found }' "$tmp" ||
			echo "no report for kernel '$kernel'"
	done
	if has_findings "$1"; then
		check_findings "$1" "$line"
	fi
	# shellcheck disable=SC2046
	set -- "$1" $(verbatim "$1")
	if [ -n "$UPDATE" ]; then
		{ head -n "$2" "$1"; cat "$tmp"; } > "$tmp.case" && cat "$tmp.case" > "$1"
	fi
	tail -n "+$(($2 + 1))" "$1" > "$tmp.want"
	diff -u "$tmp.want" "$tmp" || echo "output differs"
}

# check_findings CASE LINE: the exit status and the findings against the
# hand-derived ones; LINE's accesses in JSON kept for the summary
check_findings() {
	rc=$(tail -n 1 "$tmp" | sed -n 's/.*exit: \([0-9]*\)$/\1/p')
	if [ "${rc:-2}" -gt 1 ]; then
		echo "exit ${rc:-?}"
	fi
	findings "$1" > "$tmp.findings"
	awk -v name="${1%.case}" -f tests/cases_findings.awk "$tmp.findings" "$tmp" ||
		echo "findings differ from the ones derived by hand"
	cp "$tmp" "$tmp.out"
	warpcheck "$2" --format json
	cat "$tmp" >> "$tmp.json"
	cp "$tmp.out" "$tmp"
	held=$((held + 1))
}

# summary: how much of the cases with findings warpcheck analyzed exactly
summary() {
	[ "$held" -gt 0 ] || return 0
	awk -v held="$held" '
		/"status": "exact"/ { exact++ }
		/"status": "assumed"/ { assumed++ }
		/"status": "unknown"/ { unknown++ }
		/"reason":/ && prev ~ /"status": "unknown"/ {
			sub(/^ *"reason": /, "")
			sub(/,$/, "")
			reasons[$0]++
		}
		{ prev = $0 }
		END {
			printf "the %d cases with findings by hand: ", held
			printf "%d accesses analyzed exactly, ", exact
			printf "%d exact under an assumption comment, ", assumed
			printf "%d unknown\n", unknown
			for (r in reasons)
				printf "  %4d unknown: %s\n", reasons[r], r
		}' "$tmp.json"
}

run_cases() {
	: > "$tmp.json"
	for c in $(cases "$@"); do
		name=${c%.case}
		problem=$(malformed "$c")
		if [ -n "$problem" ]; then
			fail=$((fail + 1))
			echo "FAIL: $name: $problem"
			continue
		fi
		if [ "$(header needs "$c")" = nvcc ] && ! have_nvcc; then
			skip=$((skip + 1))
			echo "skip: $name (needs nvcc)"
			continue
		fi
		check "$c" > "$tmp.why" 2>&1
		if [ -s "$tmp.why" ]; then
			fail=$((fail + 1))
			echo "FAIL: $name"
			cat "$tmp.why"
		else
			pass=$((pass + 1))
		fi
	done
	summary
	echo "cases: $pass passed, $fail failed, $skip skipped"
	[ "$fail" -eq 0 ]
}

# nvcc_compile LABEL ARGS...: nvcc -c ARGS
nvcc_compile() {
	label=$1
	shift
	echo "  NVCC    $label"
	if "$nvcc" -arch=sm_90 -c -o "$tmp.o" "$@"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL: $label: nvcc does not compile it"
	fi
}

# nvcc_case CASE: compile what it reads, as its nvcc: says
nvcc_case() {
	why=$(header nvcc "$1")
	case "$why" in
	"") return ;;
	compile) ;;
	*) skip=$((skip + 1)); echo "  SKIP    ${1%.case}: ${why#no, }"; return ;;
	esac
	project=$(header project "$1")
	if [ -n "$project" ]; then
		dir=$(dirname "$1")/$project
		case " $compiled " in *" $dir "*) return ;; esac
		compiled="$compiled $dir"
		for f in $(find "$dir" -name '*.cu' | sort); do
			nvcc_compile "$f" -std=c++17 -I"$dir/include" "$f"
		done
		return
	fi
	set -f
	# shellcheck disable=SC2046
	set -- $(header run "$1")
	set +f
	shift
	files=
	for word; do
		case "$word" in -I*|-D*|*.cu) files="$files $word" ;; esac
	done
	# shellcheck disable=SC2086
	nvcc_compile "${files# }" $files
}

if [ "$1" = "--nvcc" ]; then
	nvcc=$2
	shift 2
	compiled=
	for c in $(cases "$@"); do
		nvcc_case "$c"
	done
	echo "cases (nvcc): $pass compiled, $fail failed, $skip left out"
	[ "$fail" -eq 0 ]
	exit
fi

exe=${1:-build/warpcheck}
[ $# -gt 0 ] && shift
run_cases "$@"
