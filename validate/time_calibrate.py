#!/usr/bin/env python3
"""time_calibrate.py - the time model's device constants, from the
microbenchmarks (kernels/micro_*.cu) of one measured run.

Each constant comes from one variant (or two), by the formula printed
beside it, using warpcheck's own counts of that variant (`lint --time
--format json`, its "inputs") and the measured median time; no other
kernel is used. The constants found are printed, to be written into the
device table of simulator/timing.c with the run named beside each.

usage: validate/time_calibrate.py TIMES.CSV [--warpcheck build/warpcheck]
"""
import argparse
import csv
import json
import subprocess
import sys

from compare import lint_args

SMS = 132            # H200 (nvidia-smi, measure.log)
CLOCK = 1.98e9       # clocks.max.sm, which the GPU holds under load


def inputs(exe, r):
    args = lint_args(exe, r, ["--time", "--no-config", "--ptxas"])
    out = subprocess.run(args, capture_output=True, text=True)
    k = json.loads(out.stdout)["kernels"][0]
    return k["time"]["inputs"], k


def fit_p(alone, goal):
    """The p for which the p-norm of the times `alone` is `goal` (bisection in [1, 64])."""
    lo, hi = 1.0, 64.0
    for _ in range(60):
        p = (lo + hi) / 2
        if sum(a ** p for a in alone) ** (1 / p) > goal:
            lo = p
        else:
            hi = p
    return p


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("times", nargs="+", help="times.csv of one or more runs (earlier ones win)")
    ap.add_argument("--warpcheck", default="build/warpcheck")
    o = ap.parse_args()
    rows = []
    for n, path in enumerate(o.times):
        for r in csv.DictReader(open(path)):
            if r["file"].startswith("micro_") and r["median_ms"] not in ("", "error"):
                r["run"] = n
                rows.append(r)

    def find(kernel, variant=None, grid=None, block=None):
        for r in rows:
            if (r["kernel"] == kernel and (variant is None or r["variant"] == variant) and
                    (grid is None or r["grid"] == grid) and (block is None or r["block"] == block)):
                return r, float(r["median_ms"]) * 1e-3
        sys.exit("time_calibrate.py: no measured variant %s(%s) %s %s" % (kernel, variant, grid, block))

    def run(kernel, variant=None, grid=None, block=None):
        """A measured variant: warpcheck's inputs, its kernel's JSON, and
        its time beyond an empty launch's."""
        r, t = find(kernel, variant, grid, block)
        i, k = inputs(o.warpcheck, r)
        return i, k, t - t_empty

    def beyond_launch(kernel, variant, grid=None, block=None):
        """A measured variant's time beyond an empty launch of the same
        run (the launch itself moves by a microsecond or two between
        runs: 6.38 us on 2026-11-30's first, 4.67 on m1-occ)."""
        r, t = find(kernel, variant, grid, block)
        for e in rows:
            if (e["kernel"] == "micro_empty" and e["grid"] == "1x1x1" and
                    e["run"] == r["run"]):
                return t - float(e["median_ms"]) * 1e-3
        sys.exit("time_calibrate.py: no micro_empty in the run of %s(%s)" % (kernel, variant))

    c = {}

    def put(name, value, how):
        c[name] = value
        print("%-26s %-14.6g %s" % (name, value, how))

    _, t_empty = find("micro_empty", "", "1x1x1")
    put("launch_s", t_empty, "micro_empty, 1 block of 32: its time")
    _, t8 = find("micro_empty", "", "%dx1x1" % (8 * SMS))
    _, t64 = find("micro_empty", "", "%dx1x1" % (64 * SMS))
    put("block_s", max(t64 - t_empty, 0) / 64, "micro_empty, 64 blocks of 256 an SM: (time - launch) / 64")
    print("%-26s %-14s micro_empty, 8 blocks an SM: %.2f us measured, %.2f us by the two above"
          % ("", "(check)", t8 * 1e6, (t_empty + 8 * c["block_s"]) * 1e6))

    i, _, t = run("micro_smem_ld", "stride=32;iters=256")
    put("smem_wavefronts_per_clk", i["smem_wavefronts"] / SMS / (t * CLOCK),
        "micro_smem_ld stride 32: wavefronts an SM / cycles")

    i, _, t = run("micro_l1_ld", "stride=32;iters=512")
    put("l1_data_per_clk", i["l1_data"] / SMS / (t * CLOCK),
        "micro_l1_ld stride 32 (32 lines a request, one bank): data wavefronts an SM / cycles")
    i, _, t = run("micro_l1_ld", "stride=8;iters=1024")
    put("l1_sectors_per_clk", i["sectors"] / SMS / (t * CLOCK),
        "micro_l1_ld stride 8 (8 lines, 32 sectors): sectors an SM / cycles")

    i, _, t = run("micro_read", "mask=524287;iters=256")
    put("l2_bytes_per_s", i["l2_bytes"] / t,
        "micro_read, 8 MB cycled: bytes through L2 / time")

    i, _, t = run("micro_gather", "stride=32;mask=2097151;iters=64")
    put("l2_lines_per_s", i["lines"] / t,
        "micro_gather stride 32 in 8 MB (32 lines a request): lines / time")

    i, _, t = run("micro_scatter", "stride=32;mask=2097151;iters=64")
    l2 = i["l2_bytes"] / c["l2_bytes_per_s"]
    put("l2_store_sectors_per_s", i["partial_store_sectors"] / max(t - l2, 1e-9),
        "micro_scatter in 8 MB: partly written sectors / (time - its bytes at L2's rate)")

    i, _, t = run("micro_copy", "iters=256")
    put("dram_bytes_per_s", i["footprint"] / t,
        "micro_copy, 1.03 GiB each way: bytes / time")

    i, _, t = run("micro_scatter", "stride=32;mask=268435455;iters=64")
    put("dram_partial_sectors_per_s",
        i["dram_partial_sectors"] / (t - i["dram_bytes"] / c["dram_bytes_per_s"]),
        "micro_scatter over 1 GiB: part-written sectors / (time - its bytes at DRAM's rate)")

    i, _, t = run("micro_gather", "stride=32;mask=268435455;iters=64")
    put("dram_lone_sectors_per_s", i["dram_lone_sectors"] / t,
        "micro_gather stride 32 over 1 GiB (one sector a line): sectors / time")

    i, _, t = run("micro_fma1", "iters=4096", "%dx1x1" % (8 * SMS))
    put("issue_per_clk", i["warp_instructions"] / SMS / (t * CLOCK),
        "micro_fma1, 64 warps an SM: estimated instructions an SM / cycles")
    i, _, t = run("micro_fma8", "iters=4096", "%dx1x1" % (8 * SMS))
    print("%-26s %-14.6g micro_fma8: FMA lanes an SM / cycles (issue-bound: %.2f instructions an "
          "SM a cycle; the FFMA pipe takes 128 lanes, 4 x 32, and stays at that)"
          % ("fp32 (check)", i["fp32_lanes"] / SMS / (t * CLOCK),
             i["warp_instructions"] / SMS / (t * CLOCK)))

    i, _, t = run("micro_chain", "n=8192", "1x1x1", "32x1x1")
    put("l2_latency_s", t / i["load_rounds"],
        "micro_chain, one warp, 256 loads one after another: time / loads")

    _, _, t = run("micro_stream", "iters=64", "1x1x1")
    loads = 64
    put("loads_in_flight", loads * c["l2_latency_s"] / t,
        "micro_stream, 1 block, 64 loads a thread in L2: loads * L2 latency / time")

    _, _, t = run("micro_occ_48k", "iters=64", None, "32x1x1")
    rounds = 128 / 4     # 128 blocks an SM, 4 resident (48 KB each)
    put("dram_latency_s", t / (loads / c["loads_in_flight"] * rounds),
        "micro_occ_48k, one warp a block, 4 blocks an SM: time / (loads / in flight * 32 rounds)")

    if any(r["kernel"] == "micro_lat_lds" for r in rows):
        t = beyond_launch("micro_lat_lds", "mod=32;n=8192")
        put("smem_latency_s", t / 8192,
            "micro_lat_lds, one warp, each shared load's address the one before's value: "
            "time / 8192")
    else:
        c["smem_latency_s"] = 15.1e-9
        print("%-26s %-14s micro_latency was not in these runs: 15.1 ns" % ("smem_latency_s", "-"))
    if any(r["kernel"] == "micro_barrier" for r in rows):
        _, _, t = run("micro_barrier", "iters=1024", "%dx1x1" % SMS)
        put("barrier_s", (t - c["l2_latency_s"] - 1024 * c["smem_latency_s"]) / 2048,
            "micro_barrier, 1 block an SM, 2048 barriers a warp: (time - one load - the 1024 "
            "shared loads waited for) / barriers")
    else:
        print("%-26s %-14s micro_barrier was not in this run" % ("barrier_s", "-"))

    if any(r["kernel"] == "micro_lat_fadd_sh" for r in rows):
        # one warp, every lane on one word, 128 passes: 32 trips a pass (a
        # trip stores for one lane), 4096 ATOMS as ncu counted
        t = beyond_launch("micro_lat_fadd_sh", "mod=1;n=128")
        put("smem_cas_trip_s", t / 4096,
            "micro_lat_fadd_sh, one warp on one word: time / 4096 trips")
        t = beyond_launch("micro_lat_cas_gl", "mod=1;n=32")
        put("gmem_cas_trip_s", t / 1024,
            "micro_lat_cas_gl, one warp on one global word: time / 1024 trips")
    else:
        print("%-26s %-14s micro_latency was not in these runs" % ("smem_cas_trip_s", "-"))

    if any(r["kernel"] == "micro_ov_fma_smem" for r in rows):
        print("\noverlap against warps a scheduler (micro_overlap.cu, block 128, w blocks an SM):"
              "\nthe mix, its parts alone at the same w (measured), and the p that fits")
        for mix, parts, stride, work in (
                ("micro_ov_fma_smem", ("micro_ov_smem1", "micro_ov_fma"), 4, 12288),
                ("micro_ov_fma_smem", ("micro_ov_smem1", "micro_ov_fma"), 8, 12288),
                ("micro_ov_smem_dram", ("micro_ov_smem4", "micro_ov_dram"), 8, 1536),
                ("micro_ov_fma_smem_bar", ("micro_ov_smem1_bar", "micro_ov_fma_bar"), 4, 12288)):
            for w in (1, 2, 3, 4, 6, 8, 12, 16):
                grid = "%dx1x1" % (w * SMS)

                def at(kernel, s):
                    v = "stride=%d;iters=%d" % (s, work // w)
                    if not any(r["kernel"] == kernel and r["variant"] == v and r["grid"] == grid
                               for r in rows):
                        return None
                    return beyond_launch(kernel, v, grid)
                t = at(mix, stride)
                # the FFMA part is the same kernel at every stride
                alone = [at(parts[0], stride), at(parts[1], 4 if "fma" in parts[1] else stride)]
                if t is None or None in alone:
                    continue
                print("%-22s stride %d w %2d: measured %7.1f us; alone %7.1f %7.1f; sum %7.1f; "
                      "p = %.2f" % (mix, stride, w, t * 1e6, alone[0] * 1e6, alone[1] * 1e6,
                                    sum(alone) * 1e6, fit_p(alone, t)))

    if any(r["kernel"] == "micro_ov_smem_dram" for r in rows):
        print("\nbetween the SM's group and the memory's against warps a scheduler, in the"
              "\nmodel's own alone-times (micro_ov_smem_dram, no barrier in its loop): the p that"
              "\nfits, and a least-squares line through w <= 6 (overlap_p_per_warp)")
        pts = []
        for w in (1, 2, 3, 4, 6, 8, 12, 16):
            v = "stride=8;iters=%d" % (1536 // w)
            grid = "%dx1x1" % (w * SMS)
            if not any(r["kernel"] == "micro_ov_smem_dram" and r["variant"] == v and
                       r["grid"] == grid for r in rows):
                continue
            _, k, _ = run("micro_ov_smem_dram", v, grid)
            t = beyond_launch("micro_ov_smem_dram", v, grid)
            a = k["time"]["alone"]
            sm = sum(a[n] ** 6 for n in ("shared", "l1", "fp32", "issue", "blocks")) ** (1 / 6)
            mem = sum(a[n] ** 6 for n in ("l2", "dram", "latency")) ** (1 / 6)
            p = fit_p((sm, mem), t) if t > max(sm, mem) else 64
            print("w %2d: measured %7.1f us; SM's group %7.1f, memory's %7.1f; p = %.2f"
                  % (w, t * 1e6, sm * 1e6, mem * 1e6, p))
            if w <= 6:
                pts.append((w, p))
        if len(pts) >= 2:
            mw = sum(w for w, _ in pts) / len(pts)
            mp = sum(p for _, p in pts) / len(pts)
            b = (sum((w - mw) * (p - mp) for w, p in pts) /
                 sum((w - mw) ** 2 for w, _ in pts))
            put("overlap_p_per_warp", b, "slope b of p = a + b w; a = %.2f" % (mp - b * mw))

    print("\noverlap: each mix, its resources alone at the rates above, and the p that fits")
    for kernel, variant in (("micro_fma_smem", "stride=4;iters=1024"),
                            ("micro_fma_smem", "stride=8;iters=1024"),
                            ("micro_mix_smem_dram", "stride=4;iters=64"),
                            ("micro_mix_smem_dram", "stride=8;iters=64")):
        i, k, t = run(kernel, variant)
        blocks = k["launch"]["grid"][0]
        share = -(-blocks // SMS) / blocks
        alone = {
            "shared": i["smem_wavefronts"] * share / (c["smem_wavefronts_per_clk"] * CLOCK),
            "fp32": i["fp32_lanes"] * share / (128 * CLOCK),
            "issue": i["warp_instructions"] * share / (c["issue_per_clk"] * CLOCK),
            "dram": i["dram_bytes"] / c["dram_bytes_per_s"],
            "blocks": -(-blocks // SMS) * c["block_s"],
        }
        p = fit_p(alone.values(), t)
        print("%-22s %-22s measured %8.1f us; alone %s; p = %.2f" % (
            kernel, variant, t * 1e6,
            ", ".join("%s %.1f" % (n, a * 1e6) for n, a in alone.items() if a > 0), p))
    print("\nbetween the SM's group and the memory's, with barriers: the p that fits")
    for kernel, variant, grid in (("micro_phase", "stride=16", "16384x1x1"),
                                  ("micro_phase", "stride=32", "16384x1x1"),
                                  ("micro_barrier", "iters=1024", "%dx1x1" % (8 * SMS))):
        if not any(r["kernel"] == kernel for r in rows):
            continue
        _, k, t = run(kernel, variant, grid)
        a = k["time"]["alone"]
        sm = max(a["shared"], a["l1"], a["fp32"], a["issue"], a["blocks"])
        mem = max(a["l2"], a["dram"], a["latency"])
        p = fit_p((sm, mem), t)
        print("%-22s %-12s measured %8.1f us; SM's group %.1f, memory's %.1f; p = %.2f"
              % (kernel, variant, t * 1e6, sm * 1e6, mem * 1e6, p))
    return 0


if __name__ == "__main__":
    sys.exit(main())
