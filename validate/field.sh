#!/usr/bin/env bash
# field.sh - the GPU half of checking warpcheck on public projects: build
# each driver validate/field/NAME.cu with the project's own sources from
# $FIELD/NAME (fetched outside this repository), time every launcher, and
# collect validate/metrics.sh's counters for every kernel it launches.
#
# Run on the GPU machine, from the repository root:
#
#     FIELD=/path/to/projects OUT=/path/to/results bash validate/field.sh NAME...
#
# A driver says what to compile with it in its header comment, paths
# relative to its project:
#     * field-sources: src/mma/*.cu src/wmma/*.cu
#     * field-includes: src/common
#     * field-arch: -gencode=arch=compute_90a,code=sm_90a   (optional)
#     * field-libs: -lcublas                                 (optional)
# and follows one protocol: `--profile` runs each launcher once and
# `--time REPS` prints launcher,median_ms for each.
#
# Writes, for each NAME: $OUT/NAME.times.csv, $OUT/NAME.ncu.csv (ncu
# --page raw --csv) and $OUT/NAME.build.txt (nvcc -Xptxas -v); the log
# in $OUT/field.log.  Then, where warpcheck is built:
#     python3 validate/field.py $OUT --field /path/to/projects NAME...
set -u
set -o pipefail

if [ -z "${OUT:-}" ] || [ -z "${FIELD:-}" ] || [ $# -eq 0 ]; then
	echo "usage: FIELD=DIR OUT=DIR bash validate/field.sh NAME..." >&2
	exit 2
fi
if [ ! -f validate/metrics.sh ]; then
	echo "field.sh: run from the repository root" >&2
	exit 2
fi
. validate/metrics.sh
NVCC=${NVCC:-nvcc}
command -v "$NVCC" >/dev/null || NVCC=/usr/local/cuda/bin/nvcc
NCU=${NCU:-ncu}
command -v "$NCU" >/dev/null || NCU=/usr/local/cuda/bin/ncu
REPS=${FIELD_REPS:-21}
mkdir -p "$OUT"
LOG=$OUT/field.log
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
status=0

METRICS=$(metrics_offered "$NCU" "$WORK" 120 2>>"$LOG")
for name in "$@"; do
	driver=validate/field/$name.cu
	project=$FIELD/$name
	if [ ! -f "$driver" ] || [ ! -d "$project" ]; then
		echo "field.sh: $name: need $driver and $project" >&2
		status=1
		continue
	fi
	srcs=() incs=()
	for pattern in $(sed -n 's/^ \* field-sources: //p' "$driver"); do
		for f in "$project"/$pattern; do
			[ -f "$f" ] && srcs+=("$f")
		done
	done
	for dir in $(sed -n 's/^ \* field-includes: //p' "$driver"); do
		incs+=(-I "$project/$dir")
	done
	arch=$(sed -n 's/^ \* field-arch: //p' "$driver" | head -n 1)
	libs=$(sed -n 's/^ \* field-libs: //p' "$driver" | head -n 1)
	echo "== $name: nvcc ${arch:--arch=sm_90} -lineinfo -O3, ${#srcs[@]} sources" >>"$LOG"
	# shellcheck disable=SC2086
	if ! "$NVCC" ${arch:--arch=sm_90} -lineinfo -O3 -Xptxas -v "${incs[@]}" \
			-o "$WORK/$name" "$driver" "${srcs[@]}" $libs >"$OUT/$name.build.txt" 2>&1; then
		echo "field.sh: $name: build failed (see $name.build.txt)" >&2
		status=1
		continue
	fi
	"$WORK/$name" --time "$REPS" >"$OUT/$name.times.csv" 2>>"$LOG" || status=1
	"$NCU" --clock-control none --metrics "$METRICS" -f -o "$WORK/$name" \
		"$WORK/$name" --profile >>"$LOG" 2>&1 || status=1
	"$NCU" -i "$WORK/$name.ncu-rep" --page raw --csv --print-units base \
		>"$OUT/$name.ncu.csv" 2>>"$LOG" || status=1
	echo "== $name: $(grep -c '^"[0-9]' "$OUT/$name.ncu.csv") kernels profiled" >>"$LOG"
done
exit $status
