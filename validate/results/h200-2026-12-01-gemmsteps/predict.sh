#!/bin/sh
# predicted counts and times of kernels/gemm_steps.cu's variants
W=./build/warpcheck
p() { k="$1"; n="$2"; g="$3"
  $W lint kernels/gemm_steps.cu --kernel "$k" --grid $g,$g --block 256 --param M=$n --param N=$n --param K=$n --time --ptxas --no-config --format json 2>/dev/null |
  python3 -c '
import json,sys
d=json.load(sys.stdin)["kernels"][0]
t=d["totals"]; tm=d.get("time",{})
print("\"%s\",%s,%s,%s,%.4f,%s" % (sys.argv[1], sys.argv[2], ";".join("%s=%s" % (k, t[k]) for k in sorted(t) if isinstance(t[k], (int,float))), "", tm.get("seconds",0)*1e3, tm.get("bound","")))' "$k" "$n"
}
echo "kernel,n,counts,,predicted_ms,bound"
for k in sgemm_resolve_bank sgemm_bank_pad "sgemm_tuned<128, 128, 16, 8, 8>" sgemm_warptile sgemm_double_buffer sgemm_async_buffer; do p "$k" 2048 16; done
p "sgemm_tuned<64, 64, 16, 4, 4>" 2048 32
for k in sgemm_warptile sgemm_double_buffer sgemm_async_buffer; do p "$k" 4096 32; done
