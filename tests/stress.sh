#!/bin/sh
# stress.sh - input that would make a weaker tool crash, hang or run out of
# memory: a 10,000-line file, expressions and statements nested thousands
# deep, loops nested 60 deep (2^60 iterations, one of them around a
# thread's array), a huge grid, missing
# headers (and the hundreds of names they would declare), broken syntax, bytes that are not text, an empty file, the
# emit pass on thousands of adjacent accesses and odd pragmas, warp
# built-ins nested deep.  Each must end with exit status 0, 1 or 2 (not a
# signal, not the timeout) and say what it did.  The inputs are generated
# here, so their sizes are plain to see.
exe=${1:-build/warpcheck}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pass=0
fail=0

# run NAME EXPECT ARGS...: lint, then look for EXPECT (a fixed string) in the
# output; $limit seconds at most (300 unless set)
run() {
	name=$1 expect=$2
	shift 2
	timeout "${limit:-300}" "$exe" lint --color never "$@" > "$dir/$name.out" 2>&1
	rc=$?
	if [ "$rc" -gt 2 ]; then
		echo "FAIL: $name: exit $rc"
		tail -3 "$dir/$name.out"
		fail=$((fail + 1))
	elif ! grep -qF -- "$expect" "$dir/$name.out"; then
		echo "FAIL: $name: no '$expect' in:"
		tail -3 "$dir/$name.out"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
}

# 500 kernels of 20 lines, each with a 32-way conflict (15 stores) and a fix
awk 'BEGIN {
	for (k = 0; k < 500; k++) {
		printf "__global__ void k%d(float *p, int n)\n{\n\t__shared__ float s[32][32];\n", k
		for (t = 0; t < 15; t++)
			printf "\ts[threadIdx.x][(threadIdx.y + %d) %% 32] = p[blockIdx.x * n + threadIdx.x * %d];\n", t, t + 1
		printf "}\n\n"
	}
}' > "$dir/long.cu"
run long "k499: <<<(1,1,1), (64,1,1)>>>" "$dir/long.cu" --block 64 --param n=64

# one index, 20,000 terms deep: beyond what is followed, said as unknown
awk 'BEGIN { printf "__global__ void k(float *p) { p[threadIdx.x"
	for (i = 0; i < 20000; i++) printf " + threadIdx.x"
	printf "] = 0; }\n" }' > "$dir/chain.cu"
run chain "expression nests too deeply to analyze" "$dir/chain.cu" --block 64

# parentheses 3,000 deep: clang stops at 256, and says so
awk 'BEGIN { printf "__global__ void k(float *p) { p["
	for (i = 0; i < 3000; i++) printf "("
	printf "threadIdx.x"
	for (i = 0; i < 3000; i++) printf ")"
	printf "] = 0; }\n" }' > "$dir/parens.cu"
run parens "bracket nesting level exceeded" "$dir/parens.cu" --block 64

# a macro that expands to 4,096 terms
printf '#define A(x) x+x\n#define B(x) A(A(A(A(x))))\n#define C(x) B(B(B(x)))\n__global__ void k(float *p) { p[C(threadIdx.x)] = 0; }\n' > "$dir/macro.cu"
run macro "k: <<<" "$dir/macro.cu" --block 64

# 60 nested loops of 2 iterations: stopped by the statement budget
awk 'BEGIN { body = "p[threadIdx.x + i0] = 0;"
	for (i = 0; i < 60; i++) body = sprintf("for (int i%d = 0; i%d < 2; i%d++) { %s }", i, i, i, body)
	printf "__global__ void k(float *p) { %s }\n", body }' > "$dir/loops.cu"
run loops "stopped here after 1000000 statements" "$dir/loops.cu" --block 64 --max-statements 1000000

# a thread's array indexed in 60 nested loops of 2 iterations: which
# arrays are local memory is decided within local.c's budget, and the
# simulation stopped by the statement budget
awk 'BEGIN { body = "a[(i0 + threadIdx.x) & 7] = 1.0f;"
	for (i = 0; i < 60; i++) body = sprintf("for (int i%d = 0; i%d < 2; i%d++) { %s }", i, i, i, body)
	printf "__global__ void k(float *p) { float a[8]; %s p[threadIdx.x] = a[threadIdx.x & 7]; }\n", body }' \
	> "$dir/local_loops.cu"
limit=60 run local_loops "'a' is in local memory" "$dir/local_loops.cu" --block 64 --max-statements 1000000

# a grid of 2^31 - 1 x 65535 x 65535 blocks: too large, said so
printf '__global__ void k(float *p) { p[blockIdx.x * 32 + threadIdx.x] = 0; }\n' > "$dir/grid.cu"
run grid "more warps than warpcheck simulates" "$dir/grid.cu" --grid 2147483647,65535,65535 --block 1024

# headers that are not there: errors, and the kernel is still analyzed
printf '#include <thrust/device_vector.h>\n#include "nothere.h"\n__global__ void k(float *p) { p[threadIdx.x * 2] = 0; }\n' > "$dir/missing.cu"
run missing "uncoalesced store of 'p'" "$dir/missing.cu" --block 64

# a kernel cut off in the middle
head -c 700 tests/cases/corpus/matmul_tiled.cu > "$dir/cut.cu"
run cut "error:" "$dir/cut.cu"

# bytes that are not text
awk 'BEGIN { srand(1); for (i = 0; i < 5000; i++) printf "%c", int(rand() * 255) + 1 }' > "$dir/garbage.cu"
run garbage "error:" "$dir/garbage.cu"

# host code 9 calls deep, 12 calls a level, before a launch: asking at each
# call whether the callee can launch a kernel, again and again, would take
# 12^8 searches; the answer is kept per function
awk 'BEGIN {
	print "__global__ void k(float *o) { o[threadIdx.x] = 1; }"
	print "int h9(int x) { return x; }"
	for (l = 8; l >= 0; l--) {
		printf "void h%d(int x) {", l
		for (c = 0; c < 12; c++)
			printf " h%d(x);", l + 1
		print " }"
	}
	print "int main() { float *o = 0; h0(1); k<<<1, 32>>>(o); return 0; }"
}' > "$dir/calls.cu"
limit=20 run calls "k: <<<(1,1,1), (32,1,1)>>>" "$dir/calls.cu"

# a disassembly that is bytes, not text, and one of 200,000 instructions
# on one source line with an inlining chain 20 deep, which must be read,
# not refused: its LDS sit on reduce.cu's comment lines 30-49, so
# reduce_sequential's line 79 is said to have none
run sass_garbage "nvcc's SASS was not read" kernels/reduce.cu --block 256 --param n=4096 \
	--sass-dump "$dir/garbage.cu"
awk 'BEGIN {
	print ".section\t.text._Z17reduce_sequentialPfPKfi,\"ax\",@progbits"
	for (i = 0; i < 20; i++)
		printf "//## File \"kernels/reduce.cu\", line %d inlined at \"kernels/reduce.cu\", line %d\n", 30 + i, 31 + i
	for (i = 0; i < 200000; i++)
		printf "        /*%04x*/                   LDS.%d R3, [R2] ;\n", i * 16, (i % 2) ? 64 : 128
}' > "$dir/big.sass"
limit=60 run sass_big "nvcc emitted no LDS for the 2 shared loads on this line" kernels/reduce.cu \
	--block 256 --param n=4096 \
	--sass-dump "$dir/big.sass"

# the emit pass (simulator/emit.c): 4,000 chained locals, 2,000 adjacent
# statements, and every spelling of #pragma unroll, one too large for clang
awk 'BEGIN { printf "__global__ void k(float *p)\n{\n\t__shared__ float s[8192];\n\tint v0 = threadIdx.x;\n"
	for (i = 1; i < 4000; i++) printf "\tint v%d = v%d + %d;\n", i, i - 1, i % 7
	for (i = 0; i < 2000; i++) printf "\tp[threadIdx.x + %d] = s[2 * threadIdx.x + %d];\n", i, i
	printf "#pragma unroll (4)\n\tfor (int i = 0; i < 4; i++) p[i] = s[4 * v3999 + i];\n"
	printf "#pragma unroll 99999999999999\n\tfor (int i = 0; i < 8; i++) p[i] = s[8 * threadIdx.x + i];\n"
	printf "#pragma unroll\n\twhile (v0 < 4) { p[v0] = s[v0]; v0++; }\n}\n" }' > "$dir/emit.cu"
limit=60 run emit "value '99999999999999' is too large" "$dir/emit.cu" --block 64

# warp built-ins: __popc(__brev(__ffs(__ballot_sync(__activemask(), ...))))
# nested 60 deep (240 brackets, under clang's 256), each level computed
# lane by lane: by hand, the innermost ballot is 0xfffffffe in warp 0 (lane
# 0's threadIdx.x is 0) and 0xffffffff in warp 1, __ffs 2 or 1, __brev one
# bit, __popc 1; every level above sees 1 in all lanes, so each warp stores
# to word 1 alone: 2 stores, 2 wavefronts.  And an aggregated atomic whose
# address is not linear in blockIdx.x (replayed block by block) over 4
# million blocks, stopped by the statement limit
awk 'BEGIN { printf "__global__ void k(int *p) { __shared__ int s[64]; s[("
	for (i = 0; i < 60; i++) printf "__popc(__brev(__ffs(__ballot_sync(__activemask(), "
	printf "threadIdx.x"
	for (i = 0; i < 60; i++) printf "))))"
	printf ") %% 64] = 0; }\n" }' > "$dir/builtins.cu"
limit=20 run builtins "2 warps; shared: 0 loads, 0 wavefronts (ideal 0), 2 stores, 2 wavefronts (ideal 2)" \
	"$dir/builtins.cu" --block 64
cat > "$dir/aggregated.cu" <<'EOF2'
__global__ void k(int *p)
{
	__shared__ int s[32][32];
	unsigned mask = __ballot_sync(__activemask(), threadIdx.x % 3 == 0);
	if (threadIdx.x % 32 == __ffs(mask) - 1)
		atomicAdd(&s[__popc(blockIdx.x) % 32][__clz(blockIdx.x) % 32], __popc(mask));
}
EOF2
limit=60 run aggregated "stopped here after 200000 statements" "$dir/aggregated.cu" \
	--grid 4194304 --block 64 --max-statements 200000

# arrays of dim3 block shapes in odd forms: 5,000 elements (more than are
# followed: the launch's block is not known), braced, from an integer, from
# argc (not known), left to the default, and an array of arrays (not
# followed).  By hand: odd[1] is (32, 4, 2), 256 threads, 8 warps
awk 'BEGIN {
	print "__global__ void k(float *p) { p[threadIdx.x + blockDim.x * threadIdx.y] = 0; }"
	print "__global__ void m(float *p) { p[threadIdx.x] = 1; }"
	print "int main(int argc, char **argv) {"
	printf "  dim3 many[5000] = {"
	for (i = 0; i < 100; i++) printf " dim3(%d),", i % 32 + 1
	print " };"
	print "  dim3 odd[5] = { {16, 16}, dim3(32, 4, 2), 64, dim3(argc), };"
	print "  dim3 two[2][2] = { { dim3(8), dim3(16) }, { {32}, dim3(64) } };"
	print "  for (int i = 0; i < 100; i++) m<<<1, many[i]>>>(0);"
	print "  for (int i = 0; i < 5; i++) { dim3 b = odd[i]; k<<<1, b>>>(0); }"
	print "  for (int i = 0; i < 2; i++) m<<<two[i][1], 32>>>(0);"
	print "  return 0; }"
}' > "$dir/dim3s.cu"
limit=60 run dim3s "<<<(1,1,1), (32,4,2)>>> (as launched at line 8), 8 warps" "$dir/dim3s.cu"

# structs passed by value in every odd shape: a union, bit-fields, an
# array member, an anonymous member, nesting past the depth followed, 40
# members (more than are followed), a struct with no members, and host
# code that copies, assigns and takes the address of members.  By hand:
# `= {}` zeroes every member, q.wide.m1 is set to 96, so the first store's
# index is t + 96 + 0 + 0: 2 warps of 32 consecutive floats from byte 384,
# 2 requests of 4 sectors; the second reads a member nested too deep to
# follow, and is reported as not analyzed
awk 'BEGIN {
	print "struct Empty {};"
	print "union U { int i; float f; };"
	print "struct Deep { struct { struct { struct { struct { int n; } d; } c; } b; } a; };"
	printf "struct Wide { "
	for (i = 0; i < 40; i++) printf "int m%d; ", i
	print "int n; };"
	print "struct Odd { U u; int bits : 3; int arr[4]; struct { int x; }; Deep deep; Wide wide; int n; float *out; };"
	print "__global__ void k(Odd b, Empty e, Wide w) { int t = threadIdx.x;"
	print "  b.out[t + b.wide.m1 + b.n + w.m39] = 1.0f; b.out[b.deep.a.b.c.d.n] = 2.0f; }"
	print "int main() { Odd o = {}; Odd q; q = o; q.n = 96 - 96; q.wide.m1 = 96; Wide w = q.wide;"
	print "  int *p = &q.wide.m2; *p = 3; Empty e; k<<<1, 64>>>(q, e, w); return 0; }"
}' > "$dir/structs.cu"
limit=60 run structs "(64,1,1)>>> (as launched at line 9), 2 warps; global: 0 loads, 0 sectors (ideal 0), 4 stores, 8 sectors" \
	"$dir/structs.cu"
# compare-and-swap loops (analyzer/frontend/cas.c): a new value of 2,000
# terms (a choice is looked for 64 deep, then assumed: a range), a body
# of ifs nested 300 deep around the exit (not the shape: looked at 64
# deep); and a CAS loop's address through 4,000 locals in a block of 1,024
# threads (each thread's part followed 64 deep, then read whole)
awk 'BEGIN { printf "__global__ void k(int *out)\n{\n\t__shared__ int s[64];\n"
	printf "\tint t = threadIdx.x, old = s[t %% 64], seen;\n\tdo {\n\t\tseen = old;\n"
	printf "\t\told = atomicCAS(&s[t %% 64], seen, seen"
	for (i = 0; i < 2000; i++) printf " + %d", i % 5 + 1
	printf ");\n\t} while (old != seen);\n\tdo {\n\t\tseen = old;\n"
	for (i = 0; i < 300; i++) printf "if (seen > %d) ", i
	printf "break;\n\t\told = atomicCAS(&s[t %% 64], seen, seen + 1);\n\t} while (old != seen);\n"
	printf "\tout[t] = old;\n}\n" }' > "$dir/cas.cu"
limit=60 run cas "contended compare-and-swap loop on 's'" "$dir/cas.cu" --block 256
awk 'BEGIN { printf "__global__ void k(float *p)\n{\n\t__shared__ float s[64];\n\tint v0 = threadIdx.x;\n"
	for (i = 1; i < 4000; i++) printf "\tint v%d = v%d + %d;\n", i, i - 1, i % 3
	printf "\tatomicAdd(&s[v3999 %% 64], 1.0f);\n}\n" }' > "$dir/turns.cu"
limit=60 run turns "k: <<<(1,1,1), (1024,1,1)>>>" "$dir/turns.cu" --block 1024

# a header not found and 400 names it would declare, more than are
# declared as placeholders: types, calls on them in chains of 10 members,
# in a class template whose method launches the kernel
awk 'BEGIN { printf "#include \"nothere.h\"\n__global__ void k(float *p) { p[threadIdx.x] = 0; }\n"
	printf "template <typename T> struct Host {\n"
	for (i = 0; i < 400; i++) printf "\tvoid f%d(const Param%d &x) { call%d(x); x.a%d().b().c().d().e().f().g().h().i().j(); }\n", i, i, i, i
	printf "\tvoid run(float *p) { k<<<1, 32>>>(p); }\n};\ntemplate struct Host<int>;\n" }' > "$dir/names.cu"
limit=120 run names "k: <<<(1,1,1), (32,1,1)>>>" "$dir/names.cu"

: > "$dir/empty.cu"
run empty "no __global__ function is defined" "$dir/empty.cu"

echo "stress: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
