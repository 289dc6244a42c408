#!/bin/sh
# unroll.sh - warpcheck's rule for how far a loop of run-time trips is
# unrolled (nvcc's 4 passes, and ptxas's 4 times again), against the SASS
# nvcc makes of tests/ptxas/loops.cu.  Each kernel's `// ldg: N` is its
# LDG count with nvcc 13.0 (4 + 1 a load: nvcc's unrolling only; 16 + 8 +
# 4 + 1: ptxas's too); `missed` after it marks a kernel warpcheck is known
# to get wrong.  Fails when a kernel warpcheck should get right is wrong,
# or a missed one is right (update the file); skips without nvcc, and
# skips a kernel whose count this nvcc makes differently.
#
#   sh tests/ptxas/unroll.sh build/warpcheck
exe=${1:-build/warpcheck}
dir=$(dirname "$0")
nvcc=${NVCC:-nvcc}
if ! command -v "$nvcc" >/dev/null 2>&1; then
	echo "unroll: skipped (no nvcc)"
	exit 0
fi
if ! command -v python3 >/dev/null 2>&1; then
	echo "unroll: skipped (no python3)"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$nvcc" -arch=sm_90 -O3 -cubin -o "$tmp/loops.cubin" "$dir/loops.cu" || exit 1
python3 "$dir/ldg_count.py" "$tmp/loops.cubin" >"$tmp/ldg" || exit 1
"$exe" lint --no-sass --no-config --time --color never --grid 1 --block 32 \
	--param h=640 --param w=256 --param v.rows=640 --param v.stride=256 \
	--format json "$dir/loops.cu" >"$tmp/json" 2>"$tmp/err"
python3 - "$dir/loops.cu" "$tmp/ldg" "$tmp/json" <<'PY'
import json, re, sys
src, ldg, report = sys.argv[1:]
expected = {}
lines = open(src).read().split('\n')
for i, line in enumerate(lines):
    m = re.match(r'__global__ void (\w+)\(', line)
    if m:
        e = re.match(r'// ldg: (\d+)(, missed)?', lines[i - 1])
        expected[m.group(1)] = (int(e.group(1)), bool(e.group(2)))
count = {}
for line in open(ldg):
    mangled, n = line.split()
    m = re.match(r'_Z(\d+)', mangled)
    count[mangled[m.end():m.end() + int(m.group(1))]] = int(n)
rounds = {k['name']: k['time']['inputs']['load_rounds'] for k in json.load(open(report))['kernels']}
agree = wrong = skipped = 0
bad = []
for name, (n, missed) in sorted(expected.items()):
    if count.get(name) != n:
        print('unroll: %s: this nvcc makes %s LDG, not %d: skipped' % (name, count.get(name), n))
        skipped += 1
        continue
    loads = n // 5 if n % 29 else n // 29
    again = n % 29 == 0
    # one warp, 640 passes: 10.7 loads in flight shared by the pass's
    # loads where ptxas unrolls again, at most nvcc's 4 passes where not
    predicted = rounds[name] < 640 / 4 - 1e-6
    if predicted == again:
        agree += 1
    else:
        wrong += 1
    if (predicted == again) == missed:
        bad.append('%s: %d LDG (%s), warpcheck %.1f load rounds%s' %
                   (name, n, 'unrolled again' if again else "nvcc's 4", rounds[name],
                    ', marked missed' if missed else ''))
print('unroll: %d of %d kernels as ptxas unrolls them, %d not, %d skipped' %
      (agree, agree + wrong, wrong, skipped))
for b in bad:
    print('unroll: FAIL %s' % b)
sys.exit(1 if bad else 0)
PY
