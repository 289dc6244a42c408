#!/usr/bin/env bash
# heldout.sh - the GPU half of the held-out check: build each program in
# validate/heldout/ and run it; each prints kernel,grid,block,median_ms for
# every launch it times (events, median of 21).
#
# Run on the GPU machine, from the repository root:
#
#     OUT=/path/to/results bash validate/heldout.sh
#
# Writes $OUT/heldout-times.csv (file,kernel,grid,block,median_ms),
# $OUT/heldout-build.txt (nvcc -Xptxas -v) and $OUT/heldout.log.
# Then, anywhere: python3 validate/heldout.py $OUT/heldout-times.csv
set -u
set -o pipefail

if [ -z "${OUT:-}" ]; then
	echo "heldout.sh: set OUT to the folder for the results" >&2
	exit 2
fi
if [ ! -d validate/heldout ]; then
	echo "heldout.sh: run from the repository root" >&2
	exit 2
fi
NVCC=${NVCC:-nvcc}
command -v "$NVCC" >/dev/null || NVCC=/usr/local/cuda/bin/nvcc
mkdir -p "$OUT"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
CSV=$OUT/heldout-times.csv
echo "file,kernel,grid,block,median_ms" > "$CSV"
status=0
for src in validate/heldout/*.cu; do
	name=$(basename "$src" .cu)
	echo "== $name: build" >> "$OUT/heldout.log"
	if ! "$NVCC" -arch=sm_90 -lineinfo -O3 -Xptxas -v -o "$WORK/$name" "$src" \
			>> "$OUT/heldout-build.txt" 2>&1; then
		echo "heldout.sh: $name: build failed (see heldout-build.txt)" >&2
		status=1
		continue
	fi
	echo "== $name: run" >> "$OUT/heldout.log"
	if ! timeout 300 "$WORK/$name" > "$WORK/$name.csv" 2>> "$OUT/heldout.log"; then
		echo "heldout.sh: $name: run failed (see heldout.log)" >&2
		status=1
	fi
	tail -n +2 "$WORK/$name.csv" | sed "s|^|$name.cu,|" >> "$CSV"
	echo "heldout.sh: $name: $(($(wc -l < "$WORK/$name.csv") - 1)) launches timed" >&2
done
exit $status
