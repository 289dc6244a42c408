set -u
export PATH=/usr/local/cuda/bin:$PATH
mkdir -p $OUT/m $OUT/sass
OUT=$OUT/m MEASURE_ONLY="gemm_steps" MEASURE_SOURCE=0 MEASURE_BUDGET_S=240 bash validate/measure.sh > $OUT/m/stdout.txt 2>&1
for f in sim_ops finance_ops image_ops; do
  nvcc -arch=sm_90 -lineinfo -O3 -cubin -o /tmp/$f.cubin validate/heldout/$f.cu && nvdisasm -gi -c /tmp/$f.cubin > $OUT/sass/$f.sass 2>&1
done
ls -la $OUT/m $OUT/sass
tail -5 $OUT/m/measure.log
