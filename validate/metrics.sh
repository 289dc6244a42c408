# metrics.sh - the Nsight Compute counters validate/ asks for, sourced by
# measure.sh (the kernels/ drivers) and field.sh (public projects' kernels).
#
#   METRICS_ALL        every counter, comma-separated; some are candidates
#                      that an older ncu or another GPU may not list
#   metrics_offered NCU WORKDIR SECONDS
#                      prints METRICS_ALL less the counters `NCU
#                      --query-metrics` does not list (each one dropped is
#                      named on stderr); all of them when the listing fails
#                      or looks foreign (fewer than 8 of ours), or SECONDS
#                      is 0
METRICS_ALL="smsp__sass_inst_executed_op_shared_ld.sum,\
smsp__sass_inst_executed_op_shared_st.sum,\
smsp__sass_inst_executed_op_shared_atom.sum,\
l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum,\
l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,\
l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,\
l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,\
l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,\
l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,\
l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,\
l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,\
l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum,\
smsp__sass_inst_executed_op_global_ld.sum,\
smsp__sass_inst_executed_op_global_st.sum,\
gpu__time_duration.sum,\
smsp__sass_branch_targets.sum,\
smsp__sass_branch_targets_threads_divergent.sum,\
smsp__sass_branch_targets_threads_uniform.sum,\
smsp__sass_inst_executed_op_branch.sum,\
smsp__thread_inst_executed_per_inst_executed.ratio,\
l1tex__m_xbar2l1tex_read_sectors_pipe_tma.sum,\
l1tex__m_l1tex2xbar_write_sectors_pipe_tma.sum,\
sm__sass_inst_executed_op_shared_gmma.sum,\
l1tex__data_pipe_lsu_wavefronts_mem_shared_op_gmma.sum"
# Time model inputs: DRAM and L2 bytes, hits, cycles, occupancy limits.
METRICS_ALL+=",dram__bytes_read.sum,\
dram__bytes_write.sum,\
lts__t_bytes.sum,\
lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum,\
l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum,\
sm__cycles_elapsed.avg,\
sm__cycles_elapsed.avg.per_second,\
sm__warps_active.avg.pct_of_peak_sustained_active,\
smsp__inst_executed.sum,\
smsp__sass_thread_inst_executed_op_ffma_pred_on.sum,\
launch__occupancy_limit_registers,\
launch__occupancy_limit_shared_mem,\
launch__occupancy_limit_warps,\
launch__registers_per_thread,\
launch__waves_per_multiprocessor"
# Atomics (shared conflicts; global ATOM against RED), async copies (LDGSTS:
# instructions, the global sectors read, the shared wavefronts written) and
# local memory. Candidates: a name this ncu does not list is dropped below.
METRICS_ALL+=",l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_atom.sum,\
smsp__sass_inst_executed_op_global_atom.sum,\
smsp__sass_inst_executed_op_global_red.sum,\
l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum,\
l1tex__t_sectors_pipe_lsu_mem_global_op_atom.sum,\
l1tex__t_requests_pipe_lsu_mem_global_op_red.sum,\
l1tex__t_sectors_pipe_lsu_mem_global_op_red.sum,\
lts__t_requests_op_atom.sum,\
lts__t_requests_op_red.sum,\
smsp__sass_inst_executed_op_ldgsts.sum,\
sm__sass_inst_executed_op_ldsm.sum,\
sm__sass_inst_executed_op_shared_stsm.sum,\
sm__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ldsm.sum,\
sm__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_stsm.sum,\
smsp__inst_executed_op_ldgsts.sum,\
l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ldgsts.sum,\
smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ldgsts.sum,\
l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ldgsts.sum,\
l1tex__t_requests_pipe_lsu_mem_global_op_ldgsts_cache_access.sum,\
l1tex__t_requests_pipe_lsu_mem_global_op_ldgsts_cache_bypass.sum,\
l1tex__t_sectors_pipe_lsu_mem_global_op_ldgsts_cache_access.sum,\
l1tex__t_sectors_pipe_lsu_mem_global_op_ldgsts_cache_bypass.sum,\
l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,\
smsp__inst_executed_op_local_ld.sum,\
smsp__inst_executed_op_local_st.sum,\
l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum,\
l1tex__t_requests_pipe_lsu_mem_local_op_st.sum,\
l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum,\
l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum,\
l1tex__t_sectors_pipe_lsu_mem_local_op_ld_lookup_hit.sum"
# Which pipe each instruction went to (the math library's cost: FP32 and the
# transcendental unit, XU). Candidates too.
METRICS_ALL+=",smsp__inst_executed_pipe_fma.sum,\
smsp__inst_executed_pipe_alu.sum,\
smsp__inst_executed_pipe_xu.sum,\
smsp__inst_executed_pipe_fp64.sum"
# The tensor pipe (kernels/micro_mma.cu, mma_gemm.cu): its instructions by
# kind and its busy cycles. Candidates too.
METRICS_ALL+=",smsp__inst_executed_pipe_tensor.sum,\
sm__inst_executed_pipe_tensor_op_hmma.sum,\
sm__inst_executed_pipe_tensor_op_imma.sum,\
sm__inst_executed_pipe_tensor_op_dmma.sum,\
smsp__inst_executed_pipe_tensor_op_hmma.sum,\
smsp__inst_executed_pipe_tensor_op_imma.sum,\
smsp__inst_executed_pipe_tensor_op_dmma.sum,\
sm__pipe_tensor_cycles_active.avg,\
sm__pipe_tensor_op_hmma_cycles_active.avg,\
sm__pipe_tensor_op_imma_cycles_active.avg,\
sm__pipe_tensor_op_dmma_cycles_active.avg,\
sm__pipe_shared_cycles_active.avg"
# Generic loads and stores (LD, ST: an address nvcc could not place, as in
# wmma's bfloat16, tf32 and double tiles, kernels/wmma_types.cu), and the
# global requests they make. Candidates too.
METRICS_ALL+=",smsp__sass_inst_executed_op_generic_ld.sum,\
smsp__sass_inst_executed_op_generic_st.sum,\
smsp__sass_inst_executed_op_ld.sum,\
smsp__sass_inst_executed_op_st.sum"

metrics_offered() {
	local ncu=$1 work=$2 seconds=$3 m kept=() dropped=()
	if [ "$seconds" -gt 0 ] &&
		timeout "$seconds" "$ncu" --query-metrics >"$work/metrics.txt" 2>&1 &&
		grep -q 'l1tex__' "$work/metrics.txt"; then
		for m in ${METRICS_ALL//,/ }; do
			if grep -qw -- "${m%.*}" "$work/metrics.txt"; then
				kept+=("$m")
			else
				dropped+=("$m")
			fi
		done
		if [ "${#kept[@]}" -ge 8 ]; then
			for m in "${dropped[@]}"; do
				echo "  metric not offered by this ncu/GPU, dropped: $m" >&2
			done
			(IFS=,; echo "${kept[*]}")
			return
		fi
		echo "  ncu --query-metrics lists only ${#kept[@]} of ours; asking for all" >&2
	else
		echo "  ncu --query-metrics gave nothing; asking for all metrics" >&2
	fi
	echo "$METRICS_ALL"
}
