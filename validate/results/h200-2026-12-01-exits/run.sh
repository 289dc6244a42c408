# On the GPU machine, from the repository root (OUT set by the caller):
# the divergence kernels (the EXIT guards, predicted before this run) and
# micro_mem (for micro_occ's per-instruction shared store wavefronts),
# with SourceCounters; then the SASS of divergence.cu with line numbers.
set -u
export PATH=/usr/local/cuda/bin:$PATH
mkdir -p $OUT/m $OUT/sass
OUT=$OUT/m MEASURE_ONLY="divergence micro_mem" MEASURE_SOURCE=1 MEASURE_BUDGET_S=420 \
	bash validate/measure.sh > $OUT/m/stdout.txt 2>&1
nvcc -arch=sm_90 -lineinfo -O3 -cubin -o /tmp/divergence.cubin kernels/divergence.cu &&
	nvdisasm -gi -c /tmp/divergence.cubin > $OUT/sass/divergence.sass 2>&1
ls -la $OUT/m $OUT/sass
tail -5 $OUT/m/measure.log
