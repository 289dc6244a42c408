#!/bin/sh
# toolkit.sh - do the bundled CUDA headers (analyzer/prelude) give their
# includers what the real toolkit's headers give them?  User code tests
# the toolkit's include guards (`#ifdef __DRIVER_TYPES_H__` in a helper
# header), its version macros (`#if CUDART_VERSION >= 11000`) and its
# calling-convention macros (`CUSPARSEAPI`), its __CUDA_*__ ones
# (`#ifdef __CUDA_BF16_TYPES_EXIST__`, `struct __CUDA_ALIGN__(8) x`), and
# nvcc's own (__CUDACC_VER_MAJOR__).  For each bundled header that the installed
# toolkit also has, this lists the macros of those kinds that the real
# header defines, directly or through the headers it includes from the
# toolkit, and fails on any that the bundled one does not define.  A
# host preprocessor (g++ -E) reads both; the bundled headers are read as
# warpcheck reads them, after its cuda_runtime.h.  For cuda_fp16.h and
# cuda_bf16.h, whose functions user code calls by the hundred, it also
# lists the functions and operators the real header declares and fails
# on any the bundled one does not, as for the architectures' intrinsics
# (crt/sm_*_rt.h) against the bundled device_functions.h; and every enumerator of the runtime's
# enumerations (driver_types.h, library_types.h, ...) must be a value
# once the bundled cuda_runtime.h is included.  Without a toolkit (no nvcc on the
# PATH or in /usr/local/cuda) it says so and passes.
#
#   sh tests/toolkit.sh [NVCC [WARPCHECK]]
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

# the macros of the toolkit's internals, never meant for includers:
# nv/target's dispatch (_NV_TARGET_*), the barrier's and pipeline's
# (_CUDA_AWBARRIER_*, _CUDA_PIPELINE_*, libcu++'s _LIBCUDACXX*),
# transient guards, the builtin variables' accessors (__cudaGet_*),
# crt's own (__cuda_INT_MAX, __func__ and __device_func__ of
# func_macro.h), and cuRAND's dispatch of its erfcinv and its MTGP32
# parameter table, which it defines only for its own functions.  Every
# other macro a real header defines, its include guards, versions,
# flags and constants (CUDART_CB, cudaArrayDefault, CUDART_PI_F), must
# be usable once the bundled header is included: a macro there, or a
# name it declares (cuMemAlloc, a macro for cuMemAlloc_v2 in the real
# header, is the bundle's function)
internal='^(_NV_|__NV_|_CUDA_AWBARRIER_|_CUDA_PIPELINE_|_LIBCUDACXX|__UNDEF_CUDA_INCLUDE_COMPILER_INTERNAL_|__CUDA_FP8_INTERNAL_|__cudaGet_|__cuda_INT_MAX$|__func__$|__device_func__$|IF_DEVICE_OR_|MTGPDC_PARAM_TABLE$)'

# lacks WHAT: fails on the names of $tmp/real that $tmp/mine lacks, saying
# "WHAT: NAME..."
lacks() {
	missing=$(comm -23 "$tmp/real" "$tmp/mine" | tr '\n' ' ')
	if [ -n "$missing" ]; then
		echo "FAIL: toolkit: $1: $missing"
		fail=$((fail + 1))
	fi
}

# the include guards of the C and C++ library headers (<stdint.h>'s
# _STDINT_H, <cstdint>'s _GLIBCXX_CSTDINT).  Left out: gcc's own wrappers
# of them (_GCC_*, which clang's resource headers name otherwise), and
# libstdc++'s <cmath> and what only it reads (below)
system_guards='^_[A-Z0-9_]*_H_*$|^_GLIBCXX_(CMATH|CSTDLIB|UTILITY|TYPE_TRAITS|NUMERIC_LIMITS|MATH_H|NEW|CLIMITS|CSTDDEF|CSTDINT)$'
cmath_only='^(_GCC_[A-Z_]*|_GLIBCXX_CMATH|_GLIBCXX_MATH_H|_GLIBCXX_BITS_SPECFUN_H|_GLIBCXX_TR1_SPECIAL_FUNCTION_UTIL_H)$'

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
		grep -vE "$internal" | sort -u > "$tmp/real"
	# the bundled one, after warpcheck's cuda_runtime.h
	g++ -E -dM -x c++ -I"$prelude" ${resource:+-idirafter "$resource"} \
		-include "$prelude/cuda_runtime.h" "$tmp/x.cpp" 2> "$tmp/mine.err" |
		awk '/^#define / { n = $2; sub(/\(.*/, "", n); print n }' > "$tmp/mine.macros"
	if [ ! -s "$tmp/mine.macros" ]; then
		echo "FAIL: toolkit: g++ cannot read the bundled <$h>: $(head -n 1 "$tmp/mine.err")"
		fail=$((fail + 1))
		continue
	fi
	# and the names it declares, its macros expanded
	g++ -E -P -x c++ -I"$prelude" ${resource:+-idirafter "$resource"} \
		-include "$prelude/cuda_runtime.h" "$tmp/x.cpp" 2> /dev/null |
		grep -oE '[A-Za-z_][A-Za-z0-9_]*' | cat "$tmp/mine.macros" - | sort -u > "$tmp/mine"
	checked=$((checked + $(wc -l < "$tmp/real")))
	lacks "<$h> lacks what the real one defines"
	# the system's headers it brings (<stdint.h> from <cuda.h>: uint8_t
	# with no include of its own), by their include guards
	awk -v dir="$cuda/" '
		/^# [0-9]+ "/ { f = $3; gsub(/"/, "", f); intk = index(f, dir) == 1 }
		/^#define / && !intk { print $2 }' "$tmp/real.i" |
		grep -E "$system_guards" | grep -vE "$cmath_only" | sort -u > "$tmp/real"
	checked=$((checked + $(wc -l < "$tmp/real")))
	lacks "<$h> does not bring system headers the real one brings"
done

# the functions of the 16-bit float headers, by name.  The real header
# and its .hpp declare each at the start of a line, after the header's
# __CUDA_*_DECL__ (or __CUDA_HOSTDEVICE__, __device__, __host__), the
# name right before the first parenthesis once a deprecation attribute
# is taken out; members are indented or Class::-qualified, so only free
# functions and operators are read.  The bundled header is read in its
# own text, after g++ -E and with the __attribute__s that __device__
# expands to taken out.  Left out: the real header's helpers for its
# own definitions, never meant for includers (__internal_*, *_internal,
# __float_simpl_*), and the shuffles without _sync, which it declares
# only below sm_70
helpers='^(__internal_[A-Za-z0-9_]*|__[A-Za-z0-9_]*_internal|__float_simpl_[a-z]+|__shfl|__shfl_up|__shfl_down|__shfl_xor)$'
# real_functions FILE...: the names declared in the toolkit's FILEs
real_functions() {
	cat "$@" |
		sed -E 's/__CUDA_[A-Z0-9_]*DEPRECATED__\(([^()]|\([^()]*\))*\)//g' |
		grep -E '^(static[[:space:]]+)?(__CUDA_(HOSTDEVICE_)?[A-Z0-9]+_DECL__|__CUDA_HOSTDEVICE__|__device__|__host__)[[:space:]]' |
		grep -vE '^[^(]*::' |
		sed -nE 's/^[^(]*[[:space:]*&](operator[[:space:]]*[-+*/=<>!]+|[A-Za-z_][A-Za-z0-9_]*)[[:space:]]*\(.*/\1/p' |
		tr -d ' \t' | grep -vE "$helpers" | sort -u
}
# bundled_functions H: the names declared in the text of the bundled H
bundled_functions() {
	printf '#include <%s>\n' "$1" > "$tmp/x.cpp"
	g++ -E -x c++ -I"$prelude" ${resource:+-idirafter "$resource"} \
		-include "$prelude/cuda_runtime.h" "$tmp/x.cpp" 2> "$tmp/mine.err" |
		awk -v own="$prelude/$1" '/^# [0-9]+ "/ { f = $3; gsub(/"/, "", f); in_own = f == own; next }
			in_own' |
		sed -E 's/__attribute__[[:space:]]*\(\(([^()]|\([^()]*\))*\)\)//g' |
		grep -oE '(^|[[:space:]*&])(operator[[:space:]]*[-+*/=<>!]+|[A-Za-z_][A-Za-z0-9_]*)[[:space:]]*\(' |
		sed -E 's/^[[:space:]*&]//; s/[[:space:]]*\($//' | tr -d ' \t' | sort -u
}
functions=0
for h in cuda_fp16.h cuda_bf16.h; do
	if [ ! -f "$cuda/$h" ] || [ ! -f "$prelude/$h" ]; then
		continue
	fi
	real_functions "$cuda/$h" "$cuda/${h%.h}.hpp" > "$tmp/real" 2> /dev/null
	if [ ! -s "$tmp/real" ]; then
		echo "FAIL: toolkit: no function declaration read in the real <$h>"
		fail=$((fail + 1))
		continue
	fi
	bundled_functions "$h" > "$tmp/mine"
	if [ ! -s "$tmp/mine" ]; then
		echo "FAIL: toolkit: g++ cannot read the bundled <$h>: $(head -n 1 "$tmp/mine.err")"
		fail=$((fail + 1))
		continue
	fi
	functions=$((functions + $(wc -l < "$tmp/real")))
	lacks "<$h> lacks functions the real one declares"
done

# the intrinsics of each architecture (crt/sm_*_rt.h, declared with
# __SM_NN_RT_DECL__: __reduce_add_sync, sm_100's __fmul2_rn), which the
# bundled device_functions.h declares for every architecture (a macro
# standing for a return type, __NV_ATOMIC_RET_TYPE(_T), is no name)
if ls "$cuda"/crt/sm_*_rt.h > /dev/null 2>&1; then
	cat "$cuda"/crt/sm_*_rt.h |
		grep -oE '^__SM_[0-9]+_RT_DECL__[^(]*[[:space:]*&][A-Za-z_][A-Za-z0-9_]*[[:space:]]*[(]' |
		sed -E 's/[[:space:]]*[(]$//; s/.*[[:space:]*&]//' | grep -vE "$helpers" |
		grep -vE '^__[A-Z0-9_]+$' | sort -u > "$tmp/real"
	bundled_functions device_functions.h > "$tmp/mine"
	functions=$((functions + $(wc -l < "$tmp/real")))
	lacks "<device_functions.h> lacks intrinsics the real crt/sm_*_rt.h declare"
fi

# the types of the 16- and 8-bit float headers, by name: every typedef,
# struct, class, union or enum the real header and its .hpp declare at
# the start of a line (`typedef ... NAME;`, `} NAME;`, `struct
# __CUDA_ALIGN__(2) NAME {`) must name a type once the bundled header is
# included (`typedef NAME t;` compiles).  And the conversion functions of
# the 8-, 6- and 4-bit headers, whose declarations put the name on the
# line after the return type: every __nv_cvt_NAME( in the real header.
real_types() {
	cat "$@" | grep -oE '^[[:space:]]*typedef[^;(]*[[:space:]*][A-Za-z_][A-Za-z0-9_]*[[:space:]]*;' |
		sed -E 's/.*[[:space:]*]([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*;/\1/'
	cat "$@" | grep -oE '^[[:space:]]*}[[:space:]]*[A-Za-z_][A-Za-z0-9_]*[[:space:]]*;' |
		sed -E 's/[};[:space:]]//g'
	cat "$@" | grep -oE '^[[:space:]]*(struct|class|union|enum)[[:space:]]+(__[A-Za-z_]+\([0-9]+\)[[:space:]]+)?[A-Za-z_][A-Za-z0-9_]*[[:space:]]*($|[{:])' |
		sed -E 's/^[[:space:]]*(struct|class|union|enum)[[:space:]]+(__[A-Za-z_]+\([0-9]+\)[[:space:]]+)?//; s/[[:space:]{:]*$//'
}
types=0
for h in cuda_fp16.h cuda_bf16.h cuda_fp8.h cuda_fp6.h cuda_fp4.h; do
	if [ ! -f "$cuda/$h" ] || [ ! -f "$prelude/$h" ]; then
		continue
	fi
	real_types "$cuda/$h" "$cuda/${h%.h}.hpp" 2> /dev/null | sort -u > "$tmp/real"
	if [ ! -s "$tmp/real" ]; then
		echo "FAIL: toolkit: no type declaration read in the real <$h>"
		fail=$((fail + 1))
		continue
	fi
	{ printf '#include <%s>\n' "$h"; awk '{ printf "typedef %s warpcheck_type_%d;\n", $0, NR }' "$tmp/real"; } > "$tmp/types.cpp"
	g++ -fsyntax-only -fmax-errors=0 -x c++ -I"$prelude" ${resource:+-idirafter "$resource"} \
		-include "$prelude/cuda_runtime.h" "$tmp/types.cpp" 2> "$tmp/types.err"
	types=$((types + $(wc -l < "$tmp/real")))
	missing=$(grep -oE 'types\.cpp:[0-9]+:' "$tmp/types.err" | sed -E 's/.*:([0-9]+):/\1/' | sort -un |
		awk 'NR == FNR { line[$1] = 1; next } line[FNR + 1] { print }' - "$tmp/real" | tr '\n' ' ')
	if [ -n "$missing" ]; then
		echo "FAIL: toolkit: <$h> lacks types the real one declares: $missing"
		fail=$((fail + 1))
	fi
done
for h in cuda_fp8.h cuda_fp6.h cuda_fp4.h; do
	if [ ! -f "$cuda/$h" ] || [ ! -f "$prelude/$h" ]; then
		continue
	fi
	grep -oE '__nv_cvt_[A-Za-z0-9_]+[[:space:]]*\(' "$cuda/$h" | tr -d ' (\t' | sort -u > "$tmp/real"
	# what the bundled one declares once included (its macros expanded)
	printf '#include <%s>\n' "$h" > "$tmp/x.cpp"
	g++ -E -x c++ -I"$prelude" ${resource:+-idirafter "$resource"} \
		-include "$prelude/cuda_runtime.h" "$tmp/x.cpp" 2> /dev/null |
		grep -oE '__nv_cvt_[A-Za-z0-9_]+[[:space:]]*\(' | tr -d ' (\t' | sort -u > "$tmp/mine"
	functions=$((functions + $(wc -l < "$tmp/real")))
	lacks "<$h> lacks functions the real one declares"
done

# the enumerators of the runtime's enumerations (cudaErrorNotReady,
# cudaDevAttrMultiProcessorCount, CUDA_R_8F_E4M3), which host code
# compares and passes: every name the real header writes at the start of
# a line inside an enum, before its `=` or `,`, must be a value once the
# bundled cuda_runtime.h is included (`long x = (long)NAME;` compiles)
enumerators=0
for h in driver_types.h library_types.h surface_types.h texture_types.h; do
	[ -f "$cuda/$h" ] || continue
	sed -E 's@/\*([^*]|\*+[^*/])*\*+/@@g' "$cuda/$h" |
		awk '/^[[:space:]]*(typedef[[:space:]]+)?enum[[:space:]][^;]*$/ { in_enum = 1 }
			in_enum && /}/ { in_enum = 0 }
			in_enum' |
		grep -oE '^[[:space:]]+[A-Za-z_][A-Za-z0-9_]*[[:space:]]*(=|,|$)' |
		sed -E 's/^[[:space:]]+([A-Za-z0-9_]+).*/\1/' | grep -vE '^(enum|typedef)$'
done | sort -u > "$tmp/real"
if [ -s "$tmp/real" ]; then
	{ echo '#include <cuda_runtime.h>'
	  echo '#include <library_types.h>'
	  awk '{ printf "long warpcheck_value_%d = (long)%s;\n", NR, $0 }' "$tmp/real"; } > "$tmp/values.cpp"
	g++ -fsyntax-only -fmax-errors=0 -x c++ -I"$prelude" ${resource:+-idirafter "$resource"} \
		-include "$prelude/cuda_runtime.h" "$tmp/values.cpp" 2> "$tmp/values.err"
	enumerators=$(wc -l < "$tmp/real")
	missing=$(grep -oE 'values\.cpp:[0-9]+:[0-9]+: error' "$tmp/values.err" |
		sed -E 's/values\.cpp:([0-9]+):.*/\1/' | sort -un |
		awk 'NR == FNR { line[$1] = 1; next } line[FNR + 2] { print }' - "$tmp/real" | tr '\n' ' ')
	if [ -n "$missing" ]; then
		echo "FAIL: toolkit: the bundled headers lack enumerators the real ones declare: $missing"
		fail=$((fail + 1))
	fi
fi

# CUB's public collectives: every class or struct the real block and warp
# headers, and the single-pass scan's operators, declare at the start of a
# line (cub::BlockHistogram, cub::WarpLoad, cub::ScanTileState) must be
# one the bundled <cub/cub.cuh> declares (CUDA 13 keeps CUB in
# include/cccl)
cub_dir=
for d in "$cuda/cccl/cub" "$cuda/cub"; do
	[ -d "$d/block" ] && { cub_dir=$d; break; }
done
cub_classes=0
if [ -n "$cub_dir" ]; then
	cat "$cub_dir"/block/*.cuh "$cub_dir"/warp/*.cuh "$cub_dir"/agent/single_pass_scan_operators.cuh 2> /dev/null |
		grep -oE '^(class|struct) [A-Z][A-Za-z0-9_]*' | sed 's/^[a-z]* //' | sort -u > "$tmp/real"
	printf '#include <cub/cub.cuh>\n' > "$tmp/x.cpp"
	g++ -E -P -x c++ -I"$prelude" ${resource:+-idirafter "$resource"} \
		-include "$prelude/cuda_runtime.h" "$tmp/x.cpp" 2> /dev/null |
		grep -oE '(class|struct)[[:space:]]+[A-Z][A-Za-z0-9_]*' | sed -E 's/^[a-z]+[[:space:]]+//' |
		sort -u > "$tmp/mine"
	cub_classes=$(wc -l < "$tmp/real")
	lacks "<cub/cub.cuh> lacks collectives the real CUB declares"
	# and its headers by name (<cub/warp/warp_load.cuh>)
	missing=
	for real in "$cub_dir"/*.cuh "$cub_dir"/block/*.cuh "$cub_dir"/warp/*.cuh "$cub_dir"/device/*.cuh \
		    "$cub_dir"/iterator/*.cuh "$cub_dir"/thread/*.cuh; do
		[ -f "$real" ] || continue
		h=${real#"$cub_dir"/}
		[ -f "$prelude/cub/$h" ] || missing="$missing cub/$h"
	done
	if [ -n "$missing" ]; then
		echo "FAIL: toolkit: the bundle has no header of these names the real CUB has:$missing"
		fail=$((fail + 1))
	fi
fi

# a header of the toolkit whose include guard a bundled header defines
# (<curand_kernel.h> defines the guard of <curand_philox4x32_x.h>, one
# part of what it declares) must be there to #include by its own name:
# flashinfer's sampling.cuh includes <curand_philox4x32_x.h> itself.  The
# guard is the macro its first #ifndef (or #if !defined) tests.
parts=0
for real in "$cuda"/*.h "$cuda"/*.hpp; do
	part=$(basename "$real")
	guard=$(grep -m 1 -E '^#[[:space:]]*(ifndef|if !defined)' "$real" |
		sed -E 's/^#[[:space:]]*ifndef[[:space:]]+//; s/^#[[:space:]]*if !defined[[:space:](]*//; s/[)[:space:]].*//')
	if [ -z "$guard" ] || [ -f "$prelude/$part" ]; then
		continue
	fi
	if grep -rqE "^[[:space:]]*#[[:space:]]*define[[:space:]]+$guard([[:space:]]|\$)" "$prelude"; then
		echo "FAIL: toolkit: the bundle defines $guard, the guard of <$part>, and has no $part to include"
		fail=$((fail + 1))
	fi
	parts=$((parts + 1))
done

# the system's headers that nvcc's runtime header brings to every .cu
# file (INT_MAX, isdigit, std::numeric_limits, std::move): the include
# guards of the C and C++ library headers nvcc has read before a file's
# first line, each defined after the bundled cuda_runtime.h.  Left out:
# libstdc++'s <cmath> and what only it reads (its special functions), a
# third of a second a file, which the bundle gives in part (math.h's C
# functions, std::min and std::max)
printf '\n' > "$tmp/x.cu"
"$nvcc" -E -Xcompiler -dM "$tmp/x.cu" 2> /dev/null |
	awk '/^#define (_[A-Z0-9_]*_H_*|_GLIBCXX_[A-Z_]+)( |$)/ { print $2 }' | sort -u > "$tmp/real.all"
# the guards only: a header's, not libstdc++'s configuration macros
grep -E "$system_guards" "$tmp/real.all" | grep -vE "$cmath_only" > "$tmp/real"
printf '\n' > "$tmp/x.cpp"
g++ -E -dM -x c++ -I"$prelude" ${resource:+-idirafter "$resource"} \
	-include "$prelude/cuda_runtime.h" "$tmp/x.cpp" 2> /dev/null |
	awk '/^#define / { print $2 }' | sort -u > "$tmp/mine"
if [ -s "$tmp/real" ]; then
	checked=$((checked + $(wc -l < "$tmp/real")))
	lacks "nvcc's runtime header brings headers the bundled one does not"
fi

# the device intrinsics, by name: every __name( that the toolkit's
# device-function headers declare at the start of a line (after their
# DECL macro, extern or static) must be declared once the bundled
# cuda_runtime.h is read.  Left out: the warp votes and shuffles without
# _sync, which the bundle leaves undeclared so that a call to one gets
# the hint to write the _sync form; __has_trivial_copy, a compiler
# builtin; and the *_impl functions the real inline ones call.
intrinsic_headers='crt/device_functions.h crt/device_double_functions.h
	device_atomic_functions.h sm_20_intrinsics.h sm_30_intrinsics.h
	sm_32_intrinsics.h sm_35_intrinsics.h sm_60_atomic_functions.h
	sm_61_intrinsics.h crt/sm_70_rt.h crt/sm_80_rt.h crt/sm_90_rt.h'
intrinsic_skip='^(__all|__any|__ballot|__shfl|__shfl_up|__shfl_down|__shfl_xor|__has_trivial_copy|__[a-z0-9_]*_impl)$'
: > "$tmp/real"
for f in $intrinsic_headers; do
	[ -f "$cuda/$f" ] && grep -E '^[[:space:]]*(extern|static|inline|__[A-Z0-9_]+__|__device__)' "$cuda/$f"
done | grep -oE '[[:space:]*&]__[a-z][a-z0-9_]*[[:space:]]*\(' | tr -d ' (*&\t' |
	grep -vE "$intrinsic_skip" | sort -u > "$tmp/real"
if [ -s "$tmp/real" ]; then
	printf '#include <cuda_runtime.h>\n' > "$tmp/x.cpp"
	g++ -E -x c++ -I"$prelude" ${resource:+-idirafter "$resource"} \
		-include "$prelude/cuda_runtime.h" "$tmp/x.cpp" 2> /dev/null |
		grep -oE '__[a-z][a-z0-9_]*[[:space:]]*\(' | tr -d ' (' | sort -u > "$tmp/mine"
	functions=$((functions + $(wc -l < "$tmp/real")))
	lacks "the bundle lacks device intrinsics the toolkit declares"
fi

# the device intrinsics, by signature: each declaration of those headers
# (`RET NAME(TYPE name, ...)`, comments out, one line each, the names of
# its parameters and their defaults taken off) becomes a probe that takes
# the address of exactly that overload, `static_cast<RET (*)(TYPE...)>
# (&NAME)`, compiled against the bundle: an overload missing there (an
# atomic for long long, a scoped atomic, a match on double, a name with a
# capital the list above does not read) fails it.  Left out: nvcc's
# launch internals (__cuda*), compiler builtins, and *_impl helpers.
signature_skip='^(__cuda[A-Z][A-Za-z_]*|__has_trivial_copy|__is_trivially_copyable|[A-Za-z0-9_]*_impl)$'
for f in $intrinsic_headers; do
	[ -f "$cuda/$f" ] && cat "$cuda/$f"
done | sed -E 's://.*$::' | tr '\n' ' ' | perl -pe 's:/\*.*?\*/::gs' 2> /dev/null |
	grep -oE '(static|extern|__[A-Z0-9_]+__)[^;{}()]*[[:space:]*&](__)?[a-z][A-Za-z0-9_]*[[:space:]]*\([^()]*\)' |
	sed -E 's/[[:space:]]+/ /g; s/^(.*[ *&])([A-Za-z_][A-Za-z0-9_]*) ?\(([^()]*)\)$/\1|\2|\3/' |
	awk -F'|' -v skip="$signature_skip" '
		function trim(x) { gsub(/^[ \t]+|[ \t]+$/, "", x); return x }
		NF == 3 && $2 ~ /^(__[a-z]|atomic)/ && $2 !~ skip {
			n = split($1, w, / +/); ret = ""
			for (i = 1; i <= n; i++) {
				# qualifiers and the DECL macros are not the type;
				# a directive or a string before it is another line
				if (w[i] ~ /^(static|extern|inline|__inline__|__forceinline__|__device__|__host__|__device_builtin__|__cudart_builtin__|__DEF_IF_HOST|CUDARTAPI|__[A-Z0-9_]+__|__[A-Z0-9_]*DEPRECATION[A-Z0-9_]*)$/)
					continue
				if (w[i] ~ /^[#"]/ || w[i] ~ /[.]h"?$/) { ret = ""; continue }
				ret = ret (ret == "" ? "" : " ") w[i]
			}
			if (ret == "")
				next
			np = split($3, p, /,/); types = ""
			for (i = 1; i <= np; i++) {
				t = trim(p[i]); sub(/ *=.*$/, "", t)
				if (t == "void" || t == "")
					continue
				last = t; sub(/.*[ *&]/, "", last)
				if (t ~ /[ *&]/ && last !~ /^(int|unsigned|long|short|char|float|double|signed|const|volatile|bool)$/)
					sub(/[A-Za-z_][A-Za-z0-9_]*$/, "", t)
				types = types (types == "" ? "" : ", ") trim(t)
			}
			printf "(void)static_cast<%s (*)(%s)>(&%s); // %s(%s)\n", ret, types, $2, $2, types
		}' | sort -u > "$tmp/probes"
if [ -s "$tmp/probes" ]; then
	{ printf 'void warpcheck_probe()\n{\n'; cat "$tmp/probes"; printf '}\n'; } > "$tmp/probe.cpp"
	g++ -fsyntax-only -fmax-errors=0 -x c++ -I"$prelude" ${resource:+-idirafter "$resource"} \
		-include "$prelude/cuda_runtime.h" "$tmp/probe.cpp" 2> "$tmp/probe.err"
	functions=$((functions + $(wc -l < "$tmp/probes")))
	missing=$(grep -oE 'probe\.cpp:[0-9]+:' "$tmp/probe.err" | cut -d: -f2 | sort -un |
		while read -r l; do sed -n "${l}p" "$tmp/probe.cpp" | sed 's|.*// ||'; done | tr '\n' ' ')
	if [ -n "$missing" ]; then
		echo "FAIL: toolkit: the bundle lacks overloads of device intrinsics the toolkit declares: $missing"
		fail=$((fail + 1))
	fi
fi

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

# Entry points: every function the real <cuda.h>, <cublas_v2.h>,
# <cublasLt.h> and <nccl.h> (NCCL's, where it is installed beside the
# toolkit's) declare for user code, the bundled ones declare too.  The
# names are those the real header's text declares (`CUresult CUDAAPI
# cuNAME(`, `cublasStatus_t CUBLASWINAPI cublasNAME(`, cublas_v2.h's
# unversioned names, `ncclResult_t ncclNAME(`); each side is preprocessed
# with a line per name appended, which gives the function a call by that
# name reaches through the header's renaming macros (cuMemAlloc is
# cuMemAlloc_v2 in the real one), and that function must be declared
# there (`RET NAME(` in the preprocessed text).  A name that reaches no
# declaration in the real header (the exports only the driver's own
# build declares: _ptsz, the older versions) is not asked of the bundle.
# Left out on purpose, each with its reason:
api_excluded='
cublasGetEmulationSpecialValuesSupport      CUDA 13 library_types.h types, which the
cublasSetEmulationSpecialValuesSupport      bundled library_types.h (of 12.x) lacks:
cublasGetFixedPointEmulationMantissaControl cudaEmulationSpecialValuesSupport,
cublasSetFixedPointEmulationMantissaControl cudaEmulationMantissaControl
'
# api_declared INCLUDE RET NAMES FLAGS...: the NAMES (a file, one a line)
# by which a call reaches a declaration `RET NAME(` after #include
# <INCLUDE>, preprocessed with FLAGS
api_declared() {
	api_h=$1 api_ret=$2 api_names=$3
	shift 3
	{ printf '#include <%s>\n' "$api_h"; sed 's/^/warpcheck_name /' "$api_names"; } > "$tmp/api.cpp"
	g++ -E -P -x c++ "$@" "$tmp/api.cpp" 2> /dev/null |
		awk -v ret="$api_ret" '
			NR == FNR { name[++n] = $0; next }
			$1 == "warpcheck_name" { reached[++m] = $2; next }
			{
				line = $0
				while (match(line, "(^|[^A-Za-z0-9_])" ret "[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*[(]")) {
					d = substr(line, RSTART, RLENGTH)
					sub("^.*" ret "[ \t]+", "", d)
					sub("[ \t]*[(]$", "", d)
					declared[d] = 1
					line = substr(line, RSTART + RLENGTH)
				}
			}
			END { for (i = 1; i <= n; i++) if (reached[i] in declared) print name[i] }' "$api_names" - |
		sort -u
}
# api_check INCLUDE RET NAMES: fails on those the bundle lacks
api_check() {
	api_declared "$1" "$2" "$3" -I"$cuda" > "$tmp/api.real"
	if [ ! -s "$tmp/api.real" ]; then
		echo "toolkit: g++ finds no entry points in the real <$1>: skipped"
		return
	fi
	api_declared "$1" "$2" "$3" -I"$prelude" ${resource:+-idirafter "$resource"} \
		-include "$prelude/cuda_runtime.h" > "$tmp/api.mine"
	printf '%s\n' "$api_excluded" | awk 'NF { print $1 }' | sort -u > "$tmp/api.excluded"
	functions=$((functions + $(wc -l < "$tmp/api.real")))
	api_missing=$(comm -23 "$tmp/api.real" "$tmp/api.mine" | comm -23 - "$tmp/api.excluded" |
		tr '\n' ' ')
	if [ -n "$api_missing" ]; then
		echo "FAIL: toolkit: <$1> lacks entry points the real one declares: $api_missing"
		fail=$((fail + 1))
	fi
}
if [ -f "$cuda/cuda.h" ]; then
	grep -oE 'CUresult CUDAAPI cu[A-Za-z0-9_]+[(]' "$cuda/cuda.h" |
		sed 's/.* //; s/[(]$//' | sort -u > "$tmp/api.names"
	api_check cuda.h CUresult "$tmp/api.names"
fi
if [ -f "$cuda/cublas_v2.h" ] && [ -f "$cuda/cublas_api.h" ]; then
	{ grep -oE 'cublasStatus_t CUBLASWINAPI cublas[A-Za-z0-9_]+[(]' "$cuda/cublas_api.h" |
		sed 's/.* //; s/[(]$//'
	  awk '$1 == "#define" && $2 ~ /^cublas[A-Za-z0-9_]+$/ && $3 ~ /^cublas/ { print $2 }' "$cuda/cublas_v2.h"
	} | sort -u > "$tmp/api.names"
	api_check cublas_v2.h cublasStatus_t "$tmp/api.names"
fi
if [ -f "$cuda/cublasLt.h" ]; then
	grep -oE 'cublasStatus_t CUBLASWINAPI cublasLt[A-Za-z0-9_]+[(]' "$cuda/cublasLt.h" |
		sed 's/.* //; s/[(]$//' | sort -u > "$tmp/api.names"
	api_check cublasLt.h cublasStatus_t "$tmp/api.names"
fi
if [ -f "$cuda/cuda_runtime_api.h" ]; then
	grep -oE 'cudaError_t CUDARTAPI cuda[A-Za-z0-9_]+[(]' "$cuda/cuda_runtime_api.h" |
		sed 's/.* //; s/[(]$//' | sort -u > "$tmp/api.names"
	api_check cuda_runtime_api.h cudaError_t "$tmp/api.names"
fi
if [ -f "$cuda/nccl.h" ]; then
	grep -oE 'ncclResult_t +p?nccl[A-Za-z0-9_]+[(]' "$cuda/nccl.h" |
		sed 's/.* //; s/[(]$//' | sort -u > "$tmp/api.names"
	api_check nccl.h ncclResult_t "$tmp/api.names"
fi

# Names a header brings: for each header below, a device function a
# probe (one line each), compiled after `#include <HEADER>` by nvcc and
# linted by warpcheck (WARPCHECK, the second argument, where given).  A
# probe nvcc accepts and warpcheck reports an error on names what the
# bundled header does not bring and the real one does (cuda::atomic_ref
# from <cuda/pipeline>, uint8_t from <cuda.h>); one nvcc rejects is not
# asked of the bundle.
warpcheck=$2
probe_headers='cuda.h cuda_runtime.h cuda_fp16.h mma.h cooperative_groups.h cuda/pipeline
	cub/cub.cuh curand_kernel.h nv/target cuda/std/bit cuda/std/version cuda/std/tuple'
cat > "$tmp/probes.txt" << 'PROBES'
NV_IF_TARGET(NV_PROVIDES_SM_80, (*m = 1;), (*m = 2;)) NV_IF_TARGET(NV_IS_EXACTLY_SM_90, (*m = 3;))
NV_IF_ELSE_TARGET(NV_IS_HOST, (*m = 1;), (*m = 2;)) NV_DISPATCH_TARGET(NV_PROVIDES_SM_100, (*m = 3;), NV_ANY_TARGET, (*m = 4;))
static_assert(CCCL_VERSION >= 2005000 && CCCL_MAJOR_VERSION >= 2, "CCCL's version");
static_assert(cuda::std::bit_ceil(5u) == 8u && cuda::std::bit_width(5u) == 3 && cuda::std::popcount(5u) == 2 && cuda::std::has_single_bit(4u), "bits");
static_assert(cuda::std::countl_zero(1u) == 31 && cuda::std::countr_zero(8u) == 3 && cuda::std::bit_floor(9u) == 8u && cuda::std::rotl(1u, 1) == 2u, "bits");
cuda::std::byte b{}; (void)cuda::std::to_integer<int>(b | cuda::std::byte{1});
static_assert(cuda::std::tuple_size<cuda::std::tuple<int, float>>::value == 2, "tuple");
auto r = cooperative_groups::invoke_one_broadcast(cooperative_groups::coalesced_threads(), [] { return 1; }); (void)r;
uint8_t a = 0; int8_t b = 0; uint16_t c = 0; uint32_t d = 0; uint64_t e = 0; int64_t f = 0; (void)(a + b + c + d + e + f);
uintptr_t a = (uintptr_t)m; intptr_t b = (intptr_t)m; (void)(a + b);
size_t a = sizeof(*m); ptrdiff_t b = 0; (void)(a + b);
int a = INT_MAX; unsigned b = UINT_MAX; float c = FLT_MAX; (void)(a + b + c);
printf("%u\n", *m);
memcpy(m, m + 1, 4); memset(m, 0, 4);
float a = sqrtf(2.0f) + fabsf(-1.0f) + expf(0.0f) + fmaxf(1.0f, 2.0f); (void)a;
cuda::atomic_ref<unsigned, cuda::thread_scope_system> r(*m); (void)r.load(cuda::memory_order_acquire);
cuda::atomic<unsigned, cuda::thread_scope_device> a(0u); (void)a.fetch_add(1u);
float a = cuda::std::numeric_limits<float>::infinity(); (void)a;
int a = cuda::std::min(1, 2) + cuda::std::max(1, 2); (void)a;
bool a = cuda::std::is_same_v<int, int> && cuda::std::is_integral<int>::value; (void)a;
cuda::std::array<int, 4> a{}; (void)a[0];
cuda::std::pair<int, float> a{1, 2.0f}; (void)a.first;
int a = std::numeric_limits<int>::max(); (void)a;
int a = std::min(1, 2) + std::max(1, 2); (void)a;
bool a = std::is_same<int, int>::value; (void)a;
__half a = __float2half(1.0f); (void)a;
__nv_bfloat16 a = __float2bfloat16(1.0f); (void)a;
std::tuple<int, unsigned> t = std::make_tuple(1, 2u); (void)std::get<0>(t);
auto g = cooperative_groups::this_grid(); (void)(g.cluster_rank() + g.num_clusters() + g.block_rank() + g.num_blocks() + g.cluster_index().x + g.dim_clusters().x);
float ip; float a = modf(1.5f, &ip) + modff(2.5f, &ip); double dp; (void)(a + modf(1.5, &dp));
int v = 0; (void)__nv_atomic_fetch_add(&v, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
int a = cuda::minimum<>{}(1, 2) + cuda::maximum<int>{}(1, 2); (void)a;
cub::Traits<int>::UnsignedBits a = 3u; (void)a;
unsigned u = 0; __nv_atomic_store_n(&u, 1u, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_SYSTEM); (void)__nv_atomic_load_n(&u, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_BLOCK);
PROBES
probed=0
if [ -n "$warpcheck" ] && [ -x "$warpcheck" ]; then
	for h in $probe_headers; do
		# CUDA 13 keeps CCCL (CUB, libcu++) in include/cccl
		[ -f "$cuda/$h" ] || [ -f "$cuda/cccl/$h" ] || continue
		{ printf '#include <%s>\n' "$h"
		  awk '{ printf "__device__ void warpcheck_probe_%d(unsigned *m) { %s }\n", NR, $0 }' "$tmp/probes.txt"
		} > "$tmp/probe.cu"
		( cd "$tmp" && "$nvcc" -arch=sm_90 -c probe.cu -o probe.o ) > "$tmp/nvcc.err" 2>&1
		grep -oE 'probe\.cu\([0-9]+\): error' "$tmp/nvcc.err" | grep -oE '[0-9]+' | sort -u > "$tmp/nvcc.lines"
		"$warpcheck" lint "$tmp/probe.cu" 2>&1 | grep -oE 'probe\.cu:[0-9]+:[0-9]+: error' |
			cut -d: -f2 | sort -u > "$tmp/mine.lines"
		probed=$((probed + $(wc -l < "$tmp/probes.txt")))
		missing=$(comm -13 "$tmp/nvcc.lines" "$tmp/mine.lines" |
			while read -r l; do sed -n "$((l - 1))p" "$tmp/probes.txt"; done | tr '\n' ' ')
		if [ -n "$missing" ]; then
			echo "FAIL: toolkit: <$h> does not bring what the real one brings: $missing"
			fail=$((fail + 1))
		fi
	done
fi

echo "toolkit: $headers bundled headers against $cuda, $parts unbundled headers' guards, $checked macros, $functions functions, $types types, $enumerators enumerators, $cub_classes CUB classes, $probed names: $fail failed"
[ "$fail" -eq 0 ]
