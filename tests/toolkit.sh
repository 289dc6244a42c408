#!/bin/sh
# toolkit.sh - do the bundled CUDA headers (analyzer/prelude) give their
# includers what the real toolkit's headers give them?  User code tests
# the toolkit's include guards (`#ifdef __DRIVER_TYPES_H__` in a helper
# header), its version macros (`#if CUDART_VERSION >= 11000`) and its
# calling-convention macros (`CUSPARSEAPI`), and nvcc's own
# (__CUDACC_VER_MAJOR__).  For each bundled header that the installed
# toolkit also has, this lists the macros of those kinds that the real
# header defines, directly or through the headers it includes from the
# toolkit, and fails on any that the bundled one does not define.  A
# host preprocessor (g++ -E) reads both; the bundled headers are read as
# warpcheck reads them, after its cuda_runtime.h.  Without a toolkit
# (no nvcc on the PATH or in /usr/local/cuda) it says so and passes.
#
#   sh tests/toolkit.sh [NVCC]
nvcc=${1:-$(command -v nvcc 2>/dev/null || { test -x /usr/local/cuda/bin/nvcc && echo /usr/local/cuda/bin/nvcc; })}
if [ -z "$nvcc" ] || [ ! -x "$nvcc" ]; then
	echo "toolkit: no nvcc found: skipping the comparison with the real CUDA headers"
	exit 0
fi
cuda=$(cd "$(dirname "$nvcc")/.." && pwd)/include
[ -f "$cuda/cuda_runtime.h" ] || { echo "toolkit: no headers in $cuda: skipping"; exit 0; }
command -v g++ > /dev/null || { echo "toolkit: no g++ to preprocess with: skipping"; exit 0; }
prelude=analyzer/prelude
# clang's own headers (__clang_cuda_builtin_vars.h), after the system's
resource=$(ls -d /usr/lib/llvm-19/lib/clang/*/include 2> /dev/null | head -n 1)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# the kinds of macro user code tests: include guards, versions, API
# conventions (names by their shape)
tested='^([A-Za-z0-9_]*(_H|_H_|_H__|_h__)|[A-Za-z0-9_]*(VERSION|_VER_(MAJOR|MINOR|PATCH|BUILD))|[A-Z]+API)$'
# the toolkit's internals: transient guards, libcu++'s own
internal='^(__UNDEF_CUDA_INCLUDE_COMPILER_INTERNAL_|_LIBCUDACXX)'

fail=0 headers=0 checked=0
for path in "$prelude"/*.h; do
	h=${path#"$prelude"/}
	[ -f "$cuda/$h" ] || continue
	headers=$((headers + 1))
	printf '#include <%s>\n' "$h" > "$tmp/x.cpp"
	# the real header: macros defined in files under the toolkit's include/
	if ! g++ -E -dD -x c++ -I"$cuda" "$tmp/x.cpp" > "$tmp/real.i" 2> "$tmp/real.err"; then
		echo "toolkit: g++ cannot read the real <$h>: skipped ($(head -n 1 "$tmp/real.err"))"
		continue
	fi
	awk -v dir="$cuda/" '
		/^# [0-9]+ "/ { f = $3; gsub(/"/, "", f); intk = index(f, dir) == 1 }
		/^#define / && intk { n = $2; sub(/\(.*/, "", n); defined[n] = 1 }
		/^#undef / { delete defined[$2] }
		END { for (n in defined) print n }' "$tmp/real.i" |
		grep -E "$tested" | grep -vE "$internal" | sort -u > "$tmp/real"
	# the bundled one, after warpcheck's cuda_runtime.h
	g++ -E -dM -x c++ -I"$prelude" ${resource:+-idirafter "$resource"} \
		-include "$prelude/cuda_runtime.h" "$tmp/x.cpp" 2> "$tmp/mine.err" |
		awk '/^#define / { n = $2; sub(/\(.*/, "", n); print n }' | sort -u > "$tmp/mine"
	if [ ! -s "$tmp/mine" ]; then
		echo "FAIL: toolkit: g++ cannot read the bundled <$h>: $(head -n 1 "$tmp/mine.err")"
		fail=$((fail + 1))
		continue
	fi
	checked=$((checked + $(wc -l < "$tmp/real")))
	missing=$(comm -23 "$tmp/real" "$tmp/mine" | tr '\n' ' ')
	if [ -n "$missing" ]; then
		echo "FAIL: toolkit: <$h> lacks what the real one defines: $missing"
		fail=$((fail + 1))
	fi
done

# nvcc's own: __CUDACC__, __NVCC__, __CUDACC_VER_*__
printf '\n' > "$tmp/x.cu"
"$nvcc" -E -Xcompiler -dM "$tmp/x.cu" 2> /dev/null |
	awk '/^#define __(CUDACC|NVCC)[A-Z_]*__ / { print $2 }' | grep -v '__CUDACC_VER__' |
	sort -u > "$tmp/real"
printf '\n' > "$tmp/x.cpp"
g++ -E -dM -x c++ -I"$prelude" ${resource:+-idirafter "$resource"} \
	-include "$prelude/cuda_runtime.h" "$tmp/x.cpp" 2> /dev/null |
	awk '/^#define / { print $2 }' | sort -u > "$tmp/mine"
checked=$((checked + $(wc -l < "$tmp/real")))
missing=$(comm -23 "$tmp/real" "$tmp/mine" | grep -E '^__(CUDACC|NVCC)(_VER_[A-Z]+)?__$' | tr '\n' ' ')
if [ -n "$missing" ]; then
	echo "FAIL: toolkit: nvcc predefines what the bundle does not: $missing"
	fail=$((fail + 1))
fi

echo "toolkit: $headers bundled headers against $cuda, $checked macros: $fail failed"
[ "$fail" -eq 0 ]
