#!/usr/bin/env bash
# measure.sh - the GPU half of validate: build kernels/*.cu, time every
# variant, read its memory counters with Nsight Compute, dump its SASS.
#
# Run on the GPU machine, from the repository root:
#
#     OUT=/path/to/results bash validate/measure.sh
#
# Writes at most 9 files under $OUT:
#   measure.log   everything, in order (progress, tool output, errors)
#   build.txt     nvcc -Xptxas -v for each file: registers, smem, spills
#   sass.txt      per-kernel counts of memory opcodes (LDS, LDS.64, LDS.128,
#                 STS, LDG.E.128, LDL, ...), those instructions, then the full SASS
#   nvdisasm.txt  nvdisasm -gi -c of each file: the SASS with source lines
#   times.csv     file,kernel,variant,grid,block,median_ms (20 timed runs)
#   ncu_raw.csv   ncu's own CSV (--page raw), one block per kernels file
#   counters.csv  one row per variant: file,kernel,variant,grid,block, each
#                 metric, ncu_id, status
#   summary.txt   measured counts per instruction, per variant
#   source.csv    per-SASS-instruction counters (SourceCounters section),
#                 then the same summed by CUDA source line, only if time is left
#
# Each step is bounded by `timeout` and by what is left of MEASURE_BUDGET_S
# (default 420 s); a failing build, driver or profile is logged and the
# script goes on with the rest. Settings (environment): MEASURE_BUDGET_S,
# MEASURE_REPS (timed runs, default 20), MEASURE_ONLY (space-separated
# kernels file names, default all), MEASURE_SOURCE=0 to skip source.csv,
# MEASURE_NVDISASM=0 to skip nvdisasm.txt.
#
# Comparing the counters with warpcheck's predictions is a separate step.

set -u
set -o pipefail

if [ -z "${OUT:-}" ]; then
	echo "measure.sh: set OUT to the folder for the results" >&2
	exit 2
fi
if [ ! -d kernels ] || [ ! -f validate/measure.sh ]; then
	echo "measure.sh: run from the repository root" >&2
	exit 2
fi

BUDGET_S=${MEASURE_BUDGET_S:-420}
REPS=${MEASURE_REPS:-20}
SOURCE=${MEASURE_SOURCE:-1}
NVCCFLAGS=(-arch=sm_90 -lineinfo -O3)
# A kernels file that needs another target (wgmma: sm_90a) says so in a
# comment line ` * measure-arch: -gencode=arch=compute_90a,code=sm_90a`,
# which replaces -arch=sm_90 for it.
flags_for() {
	local arch
	arch=$(sed -n 's/^ \* measure-arch: //p' "kernels/$1.cu" | head -n 1)
	if [ -n "$arch" ]; then
		echo "$arch -lineinfo -O3"
	else
		echo "${NVCCFLAGS[*]}"
	fi
}
# The counters asked of ncu: METRICS_ALL, and metrics_offered to keep those
# this ncu lists (validate/metrics.sh, shared with validate/field.sh).
. validate/metrics.sh

mkdir -p "$OUT"
LOG=$OUT/measure.log
: >"$LOG"
WORK=$(mktemp -d /tmp/warpcheck-measure.XXXXXX)
mkdir -p "$WORK/bin"

log() {
	printf '[%3ds] %s\n' "$SECONDS" "$*" | tee -a "$LOG"
}

# Seconds left for a step: the smaller of its cap and the budget left,
# keeping `reserve` seconds for the steps after it. 0 means skip it.
left() {
	local cap=$1 reserve=${2:-20} rest
	rest=$((BUDGET_S - SECONDS - reserve))
	if [ "$rest" -lt 5 ]; then
		echo 0
	elif [ "$rest" -lt "$cap" ]; then
		echo "$rest"
	else
		echo "$cap"
	fi
}

find_tool() {
	local name=$1 dir
	if command -v "$name" >/dev/null 2>&1; then
		command -v "$name"
		return 0
	fi
	for dir in /usr/local/cuda/bin /opt/nvidia/nsight-compute/*; do
		if [ -x "$dir/$name" ]; then
			echo "$dir/$name"
			return 0
		fi
	done
	return 1
}

NVCC=$(find_tool nvcc) || NVCC=""
NCU=$(find_tool ncu) || NCU=""
CUOBJDUMP=$(find_tool cuobjdump) || CUOBJDUMP=""
NVDISASM=$(find_tool nvdisasm) || NVDISASM=""
PYTHON=$(command -v python3 || true)

if [ -n "${MEASURE_ONLY:-}" ]; then
	read -r -a NAMES <<<"$MEASURE_ONLY"
else
	NAMES=()
	for src in kernels/*.cu; do
		NAMES+=("$(basename "$src" .cu)")
	done
fi

log "measure.sh: ${#NAMES[@]} kernels files (${NAMES[*]}), budget ${BUDGET_S}s, work $WORK"
{
	echo "== date: $(date -u +%Y-%m-%dT%H:%M:%SZ)  host: $(hostname)"
	echo "== git: $(git rev-parse --short HEAD 2>/dev/null || echo none)" \
		"$(git status --porcelain kernels validate 2>/dev/null | wc -l) changed files under kernels/ validate/"
	nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,clocks.max.sm,temperature.gpu,power.draw \
		--format=csv 2>&1
	echo "== nvcc: ${NVCC:-missing}"; [ -n "$NVCC" ] && "$NVCC" --version 2>&1 | tail -n 2
	echo "== ncu: ${NCU:-missing}"; [ -n "$NCU" ] && "$NCU" --version 2>&1 | tail -n 1
	echo "== cuobjdump: ${CUOBJDUMP:-missing}  python3: ${PYTHON:-missing}"
} >>"$LOG" 2>&1
tail -n 12 "$LOG" | grep -E '^(name|NVIDIA|== (nvcc|ncu|cuobjdump))' || true

if [ -z "$NVCC" ]; then
	log "FATAL: no nvcc"
	exit 1
fi

# ---- 1. build, all files at once ------------------------------------------
log "build: nvcc ${NVCCFLAGS[*]}"
BUILD_T=$(left 240)
declare -A PIDS=()
for name in "${NAMES[@]}"; do
	# shellcheck disable=SC2046
	timeout "$BUILD_T" "$NVCC" $(flags_for "$name") -Xptxas -v -o "$WORK/bin/$name" \
		"kernels/$name.cu" >"$WORK/build_$name.txt" 2>&1 &
	PIDS[$name]=$!
done
BUILT=()
: >"$OUT/build.txt"
for name in "${NAMES[@]}"; do
	if wait "${PIDS[$name]}"; then
		BUILT+=("$name")
		log "  built $name"
	else
		log "  FAILED to build $name (see build.txt)"
	fi
	{
		echo "==== $name: nvcc $(flags_for "$name") -Xptxas -v kernels/$name.cu"
		cat "$WORK/build_$name.txt"
	} >>"$OUT/build.txt"
done
grep -B1 -E 'spill (stores|loads)' "$OUT/build.txt" | grep -E '[1-9][0-9]* bytes spill' \
	| sed 's/^/  spills: /' | tee -a "$LOG" || true

# ---- 2. SASS --------------------------------------------------------------
if [ -n "$CUOBJDUMP" ] && [ "$(left 60)" -gt 0 ]; then
	log "sass: cuobjdump --dump-sass"
	for name in "${BUILT[@]}"; do
		t=$(left 60)
		[ "$t" -gt 0 ] || break
		timeout "$t" "$CUOBJDUMP" --dump-sass "$WORK/bin/$name" \
			>"$WORK/sass_$name.txt" 2>&1 || log "  cuobjdump failed on $name"
	done
	{
		echo "# Memory opcodes of each kernel in program order (width suffixes show"
		echo "# LDS / LDS.64 / LDS.128 and unrolling), then those instructions with"
		echo "# branch labels, then the full SASS of every file."
		for name in "${BUILT[@]}"; do
			awk -v file="$name" '
				/Function :/ { fn = $NF; print "\n## " file ": " fn; next }
				/\/\*[0-9a-f]+\*\// {
					line = $0
					sub(/^[ \t]*\/\*[0-9a-f]+\*\/[ \t]*/, "", line)
					sub(/[ \t]*\/\*.*$/, "", line)
					op = line
					sub(/^@!?U?P[0-9T] +/, "", op)
					split(op, parts, " ")
					opc = parts[1]
					if (opc ~ /^(LDS|STS|LDG|STG|LDL|STL|LDSM|STSM|ATOMS|ATOMG|ATOM|RED|REDG|LDGSTS|LD|ST|BAR|BRA|EXIT)(\.|$)/) {
						n[opc]++
						print "   " line
					}
				}
				/\.L_x_[0-9]+:/ { print "   " $0 }
			' "$WORK/sass_$name.txt" >"$WORK/mem_$name.txt"
			awk -v file="$name" '
				/Function :/ { if (fn != "") { print s }; fn = $NF; s = file ": " fn ":"; next }
				/\/\*[0-9a-f]+\*\// {
					line = $0
					sub(/^[ \t]*\/\*[0-9a-f]+\*\/[ \t]*/, "", line)
					sub(/^@!?U?P[0-9T] +/, "", line)
					split(line, parts, " ")
					opc = parts[1]
					if (opc ~ /^(LDS|STS|LDG|STG|LDL|STL|LDSM|STSM|ATOMS|ATOMG|ATOM|RED|REDG|LDGSTS|LD|ST)(\.|$)/)
						s = s " " opc
				}
				END { if (fn != "") print s }
			' "$WORK/sass_$name.txt"
		done
		for name in "${BUILT[@]}"; do
			echo
			echo "#### memory instructions and labels: $name"
			cat "$WORK/mem_$name.txt"
		done
		for name in "${BUILT[@]}"; do
			echo
			echo "#### full SASS: $name"
			cat "$WORK/sass_$name.txt"
		done
	} >"$OUT/sass.txt"
	log "  sass.txt: $(grep -c 'Function :' "$OUT/sass.txt") kernels dumped"
else
	log "sass: skipped (no cuobjdump or no time)"
fi
# The same code with its source lines and inlining (nvdisasm -gi), what
# warpcheck --sass-dump reads line by line; MEASURE_NVDISASM=0 skips it.
if [ -n "$NVDISASM" ] && [ "${MEASURE_NVDISASM:-1}" != 0 ] && [ "$(left 60)" -gt 0 ]; then
	log "sass: nvdisasm -gi -c"
	: >"$OUT/nvdisasm.txt"
	for name in "${BUILT[@]}"; do
		t=$(left 60)
		[ "$t" -gt 0 ] || break
		# shellcheck disable=SC2046
		if timeout "$t" "$NVCC" $(flags_for "$name") -cubin -o "$WORK/$name.cubin" \
			"kernels/$name.cu" >>"$LOG" 2>&1; then
			echo "#### nvdisasm -gi -c: $name" >>"$OUT/nvdisasm.txt"
			timeout "$t" "$NVDISASM" -gi -c "$WORK/$name.cubin" >>"$OUT/nvdisasm.txt" 2>&1 ||
				log "  nvdisasm failed on $name"
		else
			log "  nvcc -cubin failed on $name"
		fi
	done
fi

# ---- 3. timing ------------------------------------------------------------
log "time: $REPS timed runs per variant after one warm-up"
echo "file,kernel,variant,grid,block,median_ms" >"$OUT/times.csv"
for name in "${BUILT[@]}"; do
	t=$(left 90 120)
	if [ "$t" -eq 0 ]; then
		log "  SKIPPED timing of $name: budget"
		continue
	fi
	timeout "$t" "$WORK/bin/$name" --time --reps "$REPS" \
		>"$WORK/times_$name.csv" 2>>"$LOG"
	rc=$?
	grep -v '^file,' "$WORK/times_$name.csv" >>"$OUT/times.csv"
	log "  timed $name: $(grep -vc '^file,' "$WORK/times_$name.csv") variants, rc=$rc"
done
grep -E 'wrong result|result ok' "$LOG" | sed 's/^/  check: /' | sort -u | head -n 20

# ---- 4. counters ----------------------------------------------------------
PROFILED=()
if [ -n "$NCU" ]; then
	METRICS=$(metrics_offered "$NCU" "$WORK" "$(left 60 150)" 2>"$WORK/metrics.dropped")
	[ -s "$WORK/metrics.dropped" ] && log "$(cat "$WORK/metrics.dropped")"
	log "ncu: --clock-control none, $(echo "$METRICS" | tr ',' '\n' | wc -l) metrics, one launch per variant"
	: >"$OUT/ncu_raw.csv"
	for name in "${BUILT[@]}"; do
		t=$(left 200 60)
		if [ "$t" -eq 0 ]; then
			log "  SKIPPED ncu of $name: budget"
			continue
		fi
		timeout -k 10 "$t" "$NCU" --target-processes all --clock-control none \
			--metrics "$METRICS" -f -o "$WORK/$name" \
			"$WORK/bin/$name" --profile >"$WORK/$name.order" 2>&1
		rc=$?
		grep -E '^==(ERROR|WARNING)==' "$WORK/$name.order" | sort | uniq -c | head -n 5 | tee -a "$LOG"
		cat "$WORK/$name.order" >>"$LOG"
		if [ ! -s "$WORK/$name.ncu-rep" ]; then
			log "  FAILED ncu on $name (rc=$rc): no report"
			continue
		fi
		timeout 60 "$NCU" -i "$WORK/$name.ncu-rep" --page raw --csv --print-units base \
			>"$WORK/$name.ncu.csv" 2>>"$LOG"
		if ! grep -q 'Kernel Name' "$WORK/$name.ncu.csv"; then
			log "  raw export with base units failed; trying without"
			timeout 60 "$NCU" -i "$WORK/$name.ncu-rep" --page raw --csv \
				>"$WORK/$name.ncu.csv" 2>>"$LOG"
		fi
		if ! grep -q 'Kernel Name' "$WORK/$name.ncu.csv"; then
			log "  raw page export failed; trying the details page"
			timeout 60 "$NCU" -i "$WORK/$name.ncu-rep" --page details --csv \
				>"$WORK/$name.ncu.csv" 2>>"$LOG"
		fi
		{
			echo "# file=$name"
			cat "$WORK/$name.ncu.csv"
		} >>"$OUT/ncu_raw.csv"
		PROFILED+=("$name")
		log "  profiled $name: $(grep -c '^profile,' "$WORK/$name.order") variants," \
			"$(grep -c '^"[0-9]' "$WORK/$name.ncu.csv") ncu rows, rc=$rc"
	done
else
	log "ncu: missing, no counters"
fi

# ---- 5. tidy and summary --------------------------------------------------
if [ -n "$PYTHON" ] && [ "${#PROFILED[@]}" -gt 0 ]; then
	"$PYTHON" validate/ncu_tidy.py tidy "$WORK" "${PROFILED[@]}" \
		--out "$OUT/counters.csv" 2>&1 | tee -a "$LOG"
	log "summary (per instruction; full list in summary.txt)"
	"$PYTHON" validate/ncu_tidy.py summary --counters "$OUT/counters.csv" \
		--times "$OUT/times.csv" \
		--out "$OUT/summary.txt" >"$WORK/summary_short.txt" 2>&1
	cat "$WORK/summary_short.txt" >>"$LOG"
	SUMMARY_READY=1
else
	log "no counters to tidy"
	SUMMARY_READY=0
fi

# ---- 6. per-instruction counters, if time is left ---------------------------
if [ -n "$NCU" ] && [ "$SOURCE" != 0 ]; then
	: >"$OUT/source.csv"
	for name in "${BUILT[@]}"; do
		t=$(left 90 15)
		if [ "$t" -lt 20 ]; then
			log "source: no time left for $name and after"
			break
		fi
		log "source: SourceCounters of $name"
		timeout -k 10 "$t" "$NCU" --target-processes all --clock-control none \
			--section SourceCounters -f -o "$WORK/src_$name" \
			"$WORK/bin/$name" --profile >"$WORK/src_$name.order" 2>&1
		if [ -s "$WORK/src_$name.ncu-rep" ]; then
			{
				echo "# file=$name; launches in this order:"
				grep '^profile,' "$WORK/src_$name.order" | sed 's/^/# /'
				timeout 60 "$NCU" -i "$WORK/src_$name.ncu-rep" --page source --csv \
					--print-source sass 2>&1
				# the same counters summed by CUDA source line (-lineinfo)
				echo "# lines of $name"
				timeout 60 "$NCU" -i "$WORK/src_$name.ncu-rep" --page source --csv \
					--print-source cuda,sass 2>&1
			} >>"$OUT/source.csv"
		else
			log "  source counters of $name failed"
			tail -n 3 "$WORK/src_$name.order" | tee -a "$LOG"
		fi
	done
fi

# ---- 7. the short table, last, so it ends the output ------------------------
if [ "$SUMMARY_READY" = 1 ]; then
	cat "$WORK/summary_short.txt"
fi
log "done in ${SECONDS}s; files in $OUT: $(cd "$OUT" && printf '%s ' *)"
rm -rf "$WORK"
exit 0
