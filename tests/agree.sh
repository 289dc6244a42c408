#!/bin/sh
# agree.sh - lint and explain count every access alike: both run the same
# stages (analyzer/lint/pipeline.c: the front end, nvcc's widths from SASS,
# ptxas's spills, the launch lint chooses).  For each case, every shared
# and global access of lint's JSON report is explained at its file, line
# and column (and part), and explain's "N requests, W wavefronts" (or
# sectors) must be lint's.  The cases are those where nvcc's SASS sets the
# widths (saved dumps), the transpose example at 4096 x 4096, and a kernel
# with local memory.
#
#   sh tests/agree.sh build/warpcheck
exe=${1:-build/warpcheck}
pass=0
fail=0
tmp=$(mktemp)
trap 'rm -f "$tmp" "$tmp.json"' EXIT

# The accesses of a JSON report, one a line: kernel file line column part
# requests units count (the kernels' own file and line are not accesses:
# they have no column)
accesses() {
	awk '
		/"diagnostics":/ { exit }
		/^      "name":/ { gsub(/.*"name": "|",$/, ""); kernel = $0 }
		/"accesses": \[/ { inacc = 1 }
		inacc && /^          "file":/ { gsub(/.*"file": "|",$/, ""); file = $0; part = "-" }
		inacc && /^          "line":/ { gsub(/[^0-9]/, ""); line = $0 }
		inacc && /^          "column":/ { gsub(/[^0-9]/, ""); col = $0 }
		inacc && /^          "part":/ { gsub(/.*"part": "|",$/, ""); part = $0 }
		inacc && /^          "space":/ { gsub(/.*"space": "|",$/, ""); space = $0 }
		inacc && /^          "requests":/ { gsub(/[^0-9]/, ""); req = $0 }
		inacc && space != "local" && /^          "(wavefronts|sectors)":/ {
			unit = $0; sub(/^ *"/, "", unit); sub(/".*/, "", unit)
			n = $0; gsub(/[^0-9]/, "", n)
			printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", kernel, file, line, col, part, req, unit, n
		}
	' "$1"
}

check_case() {
	file=$1
	shift
	"$exe" lint --color never --format json "$file" "$@" > "$tmp.json" 2>/dev/null
	accesses "$tmp.json" > "$tmp"
	if [ ! -s "$tmp" ]; then
		fail=$((fail + 1))
		echo "FAIL: lint $file $*: no access in its report"
		return
	fi
	while IFS='	' read -r kernel afile line col part req unit n; do
		if [ "$part" = "-" ]; then
			got=$("$exe" explain "$afile:$line:$col" --kernel "$kernel" "$@" 2>&1 | grep '^launch ')
		else
			got=$("$exe" explain "$afile:$line:$col" --kernel "$kernel" --part "$part" "$@" 2>&1 |
				grep '^launch ')
		fi
		case "$got" in
		*": $req requests, $n $unit"*) pass=$((pass + 1)) ;;
		*) fail=$((fail + 1))
		   echo "FAIL: $afile:$line:$col in '$kernel': lint counts $req requests, $n $unit; explain: $got" ;;
		esac
	done < "$tmp"
}

check_case tests/cases/lint/wide.cu --block 32 --sass-dump tests/sass/wide.nvdisasm-gi
check_case tests/cases/corpus/histogram.cu --grid 264 --block 256 --param n=16777216 \
	--sass-dump tests/sass/histogram.nvdisasm-gi
check_case tests/cases/corpus/scan_blelloch.cu --grid 2048 --block 256 --param n=1048576 \
	--sass-dump tests/sass/scan_blelloch.nvdisasm-gi
check_case examples/transpose.cu --grid 128,128 --block 32,8 --param width=4096 \
	--param height=4096
check_case kernels/matmul.cu --sass-dump tests/sass/matmul.nvdisasm
echo "agree: $pass accesses counted alike by lint and explain, $fail not"
[ "$fail" -eq 0 ]
