#!/usr/bin/env python3
"""compare.py - warpcheck's predictions beside Nsight Compute's counters.

Reads a counters.csv written by validate/measure.sh on a GPU machine, asks
warpcheck (run here, on the same kernels/ sources) for its JSON prediction
of each variant under the same launch, and prints, per variant, predicted
against measured for every count that Nsight Compute has a counter for.
Writes the same table as CSV with --csv.

With --source SOURCE.CSV (measure.sh's per-instruction SourceCounters),
the shared wavefronts are also summed instruction by instruction: unlike
the kernel-wide counters, those carry no cycles lost to arbitration with
other traffic, so they are held to exact agreement.

With --times TIMES.CSV (measure.sh's median kernel times), every timed
variant's time is predicted with `warpcheck lint --time` (simulator/timing.c,
whose constants come from the kernels/micro_*.cu microbenchmarks only): the
microbenchmarks are listed as the calibration, every other variant is
scored, none left out: its time within 25% of the measured median, and its
slowdown against the fastest measured variant of its family within 15%.
The misses are listed, worst first, with what the model says bounds them.
--time-only scores the times alone, without COUNTERS.CSV.

Local memory (a thread's array indexed at run time, simulator/local.c):
warpcheck's local requests and sectors beside the l1tex local counters,
or, where a run lacks those, the instructions (smsp__inst_executed_op_
local_*) and the SourceCounters' per-instruction local sectors. The
counters include ptxas's spills, which the source model does not see: a
surplus is called "spill" when the spill bytes ptxas reports (4 sectors
a warp for each 4 bytes a thread, every spill instruction once a warp)
make up the sectors exactly, and, for requests, when the SASS has as many
LDL/STL as the counters.

Branch counters (kernels/divergence.cu) are listed beside warpcheck's
branch predictions: they count SASS branches, which the compiler may
remove (predication) or add (loop back-edges).

usage: validate/compare.py COUNTERS.CSV [--source SOURCE.CSV] [--times TIMES.CSV]
       validate/compare.py --time-only --times TIMES.CSV [--time-csv OUT.csv] [--no-ptxas]
                           [--warpcheck build/warpcheck] [--csv OUT.csv]
                           [--json OUT.json] [--svg OUT.svg]
"""
import argparse
import csv
import gzip
import json
import math
import os
import re
import subprocess
import sys

# warpcheck total -> ncu counter
PAIRS = [
    ("shared_load_requests", "smsp__sass_inst_executed_op_shared_ld.sum"),
    ("shared_load_wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"),
    ("shared_store_requests", "smsp__sass_inst_executed_op_shared_st.sum"),
    ("shared_store_wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum"),
    ("shared_atomic_requests", "smsp__sass_inst_executed_op_shared_atom.sum"),
    ("shared_atomic_wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum"),
    ("shared_ldsm_requests", "sm__sass_inst_executed_op_ldsm.sum"),
    ("shared_stsm_requests", "sm__sass_inst_executed_op_shared_stsm.sum"),
    ("global_load_requests", "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"),
    ("global_load_sectors", "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"),
    ("global_store_requests", "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum"),
    ("global_store_sectors", "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"),
]

# warpcheck local count -> the ncu counter that measures it. warpcheck's
# requests are instructions (LDL/STL); L1's local requests are one a 4-byte
# word of each (an LDL.128 is 4: run 2 of h200-2026-11-30-local), which
# warpcheck's accesses give as requests times bytes / 4.
LOCAL_PAIRS = [
    ("local_load_requests", "smsp__inst_executed_op_local_ld.sum"),
    ("local_load_word_requests", "l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum"),
    ("local_load_sectors", "l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum"),
    ("local_store_requests", "smsp__inst_executed_op_local_st.sum"),
    ("local_store_word_requests", "l1tex__t_requests_pipe_lsu_mem_local_op_st.sum"),
    ("local_store_sectors", "l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum"),
]


# The copy engine's bulk copies (cp.async.bulk: UBLKCP): its global sectors,
# counted apart from the LSU's (kernels/tma_bulk.cu).  Compared where the
# run collected the counter and either side is not zero: a bulk tensor copy
# (UTMALDG), not modelled, shows as a mismatch.
BULK_PAIRS = [
    ("bulk_load_sectors", "l1tex__m_xbar2l1tex_read_sectors_pipe_tma.sum"),
    ("bulk_store_sectors", "l1tex__m_l1tex2xbar_write_sectors_pipe_tma.sum"),
    # wgmma's reads of its operands in shared memory (kernels/wgmma_rate.cu)
    ("shared_gmma_requests", "sm__sass_inst_executed_op_shared_gmma.sum"),
    ("shared_gmma_wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_gmma.sum"),
]

# The tensor pipe's instructions: warpcheck's tensor_instructions total
# (kernels/micro_mma.cu, mma_gemm.cu).
TENSOR_COUNTER = "smsp__inst_executed_pipe_tensor.sum"
# compared only where the SASS has one of these, or warpcheck counts some:
# the counter also counts an ATOMS.ADD (h200-2026-12-02-ptxatom, 4 for 4
# warps' ATOMS.ADD and no mma) and the HFMA2.MMA nvcc sets registers to
# constants with (h200-2026-12-05-sgemm-tutorials: as many a warp as the
# float kernels' SASS has)
MMA_OPCODES = ("HMMA", "IMMA", "DMMA", "HGMMA", "IGMMA", "QGMMA", "BMMA")

# An asynchronous copy's shared side (LDGSTS), per access in warpcheck's JSON
# (simulator/copy.c): the first of these counters that a run collected.
LDGSTS_COUNTERS = ("smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ldgsts.sum",
                   "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ldgsts.sum")


def ranged_low(kernel, name):
    """For a count whose prediction includes a compare-and-swap loop whose
    trips are a range (simulator/atomic.c: one that ends on values, one on
    global memory, more than 4 warps taking turns): how much fewer than
    the prediction, its most, it can be; or None."""
    accs = PREDICTIONS_BY_KERNEL.get(kernel, {}).get("accesses", [])
    what = {"shared_atomic_requests": "requests",
            "shared_atomic_wavefronts": "wavefronts",
            "shared_load_requests": "loop_loads",
            "shared_load_wavefronts": "loop_load_wavefronts",
            "global_atomic_requests": "requests"}.get(name)
    ranged = [a for a in accs if what and what + "_fewest" in a
              and a["space"] == name.split("_")[0] and a["op"] == "atomic"]
    if not ranged:
        return None
    return sum(a[what] - a[what + "_fewest"] for a in ranged)


# Counts Nsight Compute inflates with arbitration against other traffic:
# within this fraction they are called noise, never exact
# (simulator/HARDWARE.md, counting rule 1).
NOISE = 0.10



def lint_args(exe, row, extra=()):
    """The `warpcheck lint --format json` command for one measured row."""
    args = [exe, "lint", "kernels/%s.cu" % row["file"], "--kernel", row["kernel"],
            "--grid", row["grid"].replace("x", ","),
            "--block", row["block"].replace("x", ","), "--format", "json"]
    args += extra
    if row["variant"] not in ("", "-"):
        # NAME=VALUE parts are the launch's parameters; a part without
        # '=' only names the variant (the same kernel at another grid)
        for kv in row["variant"].split(";"):
            if "=" in kv:
                args += ["--param", kv]
    return args


def predict(exe, row):
    out = subprocess.run(lint_args(exe, row), capture_output=True, text=True)
    if out.returncode not in (0, 1):
        return None, out.stderr.strip() or out.stdout.strip()
    doc = json.loads(out.stdout)
    if not doc["kernels"]:
        return None, "no kernel"
    PREDICTIONS[(row["file"], row["kernel"], row["variant"], row["grid"], row["block"])] = doc["kernels"][0]
    PREDICTIONS_BY_KERNEL[row["kernel"]] = doc["kernels"][0]
    return doc["kernels"][0].get("totals"), None


PREDICTIONS = {}


# ---- time: every timed kernel scored, none selected -------------------------
#
# The time model (simulator/timing.c) takes its constants (simulator/hw.c) from the
# microbenchmarks (kernels/micro_*.cu) only; those are listed as the
# calibration, and every other timed variant is scored: its predicted time
# within 25% of the measured median, and its slowdown against the fastest
# measured variant of its family within 15% of the measured slowdown.

TIME_WITHIN = 0.25
SLOWDOWN_WITHIN = 0.15
# Files whose kernels are steps of one computation: a family is one size
# (the same parameters) across the file's kernels.  Elsewhere a family is
# one kernel across its parameters.
FAMILY_BY_SIZE = {"transpose", "matmul", "gemm", "reduce", "spill", "smem_2d", "gmem_struct", "gemm_steps"}


def time_family(r):
    if r["file"] in FAMILY_BY_SIZE:
        return (r["file"], r["variant"])
    return (r["file"], r["kernel"])


def predict_time(exe, r, ptxas):
    """warpcheck lint --time for one timed variant: its kernel's JSON."""
    extra = ["--time", "--no-config"] + (["--ptxas"] if ptxas else [])
    out = subprocess.run(lint_args(exe, r, extra), capture_output=True, text=True)
    if out.returncode not in (0, 1):
        return None, (out.stderr.strip() or out.stdout.strip()).splitlines()[-1:]
    doc = json.loads(out.stdout)
    if not doc["kernels"] or "time" not in doc["kernels"][0]:
        return None, "no time predicted"
    return doc["kernels"][0], None


def score_time(v, t):
    """v (with measured_ms) against the time JSON t of its kernel."""
    v.update(predicted_ms=t["seconds"] * 1e3, bound=t["bound"], alone=t["alone"])
    v["ratio"] = v["predicted_ms"] / v["measured_ms"]
    v["within"] = abs(v["ratio"] - 1) <= TIME_WITHIN


def score_slowdowns(families, label):
    """Each variant of a family (a list of scored variants) against the
    family's fastest measured one, named by label(base)."""
    for vs in families.values():
        if len(vs) < 2:
            continue
        base = min(vs, key=lambda v: v["measured_ms"])
        for v in vs:
            if v is base:
                continue
            v["predicted_slowdown"] = v["predicted_ms"] / base["predicted_ms"]
            v["measured_slowdown"] = v["measured_ms"] / base["measured_ms"]
            v["slowdown_error"] = v["predicted_slowdown"] / v["measured_slowdown"] - 1
            v["slowdown_within"] = abs(v["slowdown_error"]) <= SLOWDOWN_WITHIN
            v["family_fastest"] = label(base)


def time_reason(v):
    """What the model says bounds it, and the next resource, in words."""
    alone = sorted(((s, r) for r, s in v["alone"].items() if s > 0), reverse=True)
    parts = ["%s %.3g us" % (r, s * 1e6) for s, r in alone[:3]]
    return "bound %s (%s)" % (v["bound"], ", ".join(parts)) if parts else "bound " + v["bound"]


def time_scores(times_path, exe, ptxas=True, jobs=2):
    """Predicted against measured time for every timed variant; returns the
    list of variants with their scores (micro_* marked as calibration)."""
    from concurrent.futures import ThreadPoolExecutor
    rows = [t for t in csv.DictReader(open(times_path))
            if t.get("median_ms") not in (None, "", "-", "error")]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        preds = list(pool.map(lambda r: predict_time(exe, r, ptxas), rows))
    out = []
    for r, (k, err) in zip(rows, preds):
        v = {"file": r["file"], "kernel": r["kernel"], "variant": r["variant"],
             "grid": r["grid"], "block": r["block"], "measured_ms": float(r["median_ms"]),
             "calibration": r["file"].startswith("micro_")}
        if k is None:
            v["error"] = str(err)
        else:
            t = k["time"]
            score_time(v, t)
            v.update(blocks_per_sm=t["blocks_per_sm"], occupancy_limit=t["occupancy_limit"])
        out.append(v)

    scored = [v for v in out if not v["calibration"]]
    families = {}
    for v in scored:
        if "predicted_ms" in v:
            families.setdefault(time_family(v), []).append(v)
    score_slowdowns(families, lambda b: "%s(%s)" % (b["kernel"], b["variant"]))

    def line(v):
        if "predicted_ms" not in v:
            return "%-20s %-26s %-9s %10.4f  no prediction: %s" % (
                v["kernel"][:20], v["variant"][:26], v["block"], v["measured_ms"], v["error"])
        s = "%-20s %-26s %-9s %10.4f %10.4f %6.2f %-8s" % (
            v["kernel"][:20], v["variant"][:26], v["block"], v["predicted_ms"],
            v["measured_ms"], v["ratio"], v["bound"])
        if "slowdown_error" in v:
            s += " %6.2f %6.2f %+6.0f%%" % (v["predicted_slowdown"], v["measured_slowdown"],
                                            100 * v["slowdown_error"])
        return s

    head = "%-20s %-26s %-9s %10s %10s %6s %-8s %6s %6s %7s" % (
        "kernel", "variant", "block", "pred ms", "meas ms", "ratio", "bound", "pred x",
        "meas x", "error")
    cal = [v for v in out if v["calibration"]]
    if cal:
        print("\ntime model, calibration (the microbenchmarks that set its constants)")
        print(head)
        for v in cal:
            print(line(v))
        ok = [v for v in cal if v.get("within")]
        print("calibration: %d of %d within %d%%" % (len(ok), len(cal), TIME_WITHIN * 100))
    print("\ntime model, scored: every other timed variant")
    print(head)
    for v in scored:
        print(line(v))
    timed = [v for v in scored if "predicted_ms" in v]
    within = [v for v in timed if v["within"]]
    slow = [v for v in scored if "slowdown_error" in v]
    slow_ok = [v for v in slow if v["slowdown_within"]]
    print("\ntimes: %d of %d variants within %d%% of the measured time (%.0f%%); "
          "%d without a prediction"
          % (len(within), len(scored), TIME_WITHIN * 100,
             100.0 * len(within) / max(len(scored), 1), len(scored) - len(timed)))
    print("slowdowns: %d of %d variants within %d%% of the measured slowdown against the "
          "fastest of their family (%.0f%%)"
          % (len(slow_ok), len(slow), SLOWDOWN_WITHIN * 100,
             100.0 * len(slow_ok) / max(len(slow), 1)))
    misses = sorted((v for v in timed if not v["within"]),
                    key=lambda v: -abs(math.log(v["ratio"])))
    if misses:
        print("\ntimes off by more than %d%%, worst first:" % (TIME_WITHIN * 100))
        for v in misses:
            print("  %s(%s) %s: predicted %.4f ms, measured %.4f ms (x%.2f); %s" % (
                v["kernel"], v["variant"], v["block"], v["predicted_ms"], v["measured_ms"],
                v["ratio"], time_reason(v)))
    smiss = sorted((v for v in slow if not v["slowdown_within"]),
                   key=lambda v: -abs(v["slowdown_error"]))
    if smiss:
        print("\nslowdowns off by more than %d%%, worst first:" % (SLOWDOWN_WITHIN * 100))
        for v in smiss:
            print("  %s(%s) %s against %s: predicted x%.2f, measured x%.2f; %s" % (
                v["kernel"], v["variant"], v["block"], v["family_fastest"],
                v["predicted_slowdown"], v["measured_slowdown"], time_reason(v)))
    return out


def write_time_outputs(opts, timing, json_too=True):
    """--time-csv, and (time-only runs) --json and --svg."""
    if opts.time_csv:
        keys = ["file", "kernel", "variant", "grid", "block", "calibration", "measured_ms",
                "predicted_ms", "ratio", "within", "bound", "blocks_per_sm", "occupancy_limit",
                "family_fastest", "predicted_slowdown", "measured_slowdown", "slowdown_error",
                "slowdown_within", "error"]
        with open(opts.time_csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(keys)
            for v in timing:
                w.writerow(["%.6g" % v[k] if isinstance(v.get(k), float) else v.get(k, "")
                            for k in keys])
    if json_too and opts.json:
        with open(opts.json, "w") as f:
            json.dump({"times": timing}, f, indent=1)
    if json_too and opts.svg:
        svg_plot(opts.svg, [], timing)


def divergence_table(rows):
    """warpcheck's divergent branch executions against the divergent SASS
    branch targets: exact, or a branch the compiler turned into predicated
    code or an early EXIT (no branch left to diverge), which warpcheck's
    likely_predicated flag or a guard ending in return anticipates."""
    print("\nbranches: warpcheck's divergent branch executions beside the SASS branch counters")
    print("%-16s %-18s %10s %10s %12s %12s %12s %8s %8s  %s" % ("kernel", "variant", "branches",
          "divergent", "targets", "divergent", "uniform", "thr/inst", "predicted", "verdict"))
    for r in rows:
        if r["file"] != "divergence":
            continue
        k = PREDICTIONS.get((r["file"], r["kernel"], r["variant"], r["grid"], r["block"]))
        if not k or "divergence" not in k:
            continue
        dv = k["divergence"]
        meas = r.get("smsp__sass_branch_targets_threads_divergent.sum", "")
        pred = dv["divergent_branch_executions"]
        if meas in ("", "-"):
            verdict = "not measured"
        elif int(float(meas)) == pred:
            verdict = "exact"
        elif int(float(meas)) == 0 and any(b["likely_predicated"] for b in k["branches"]
                                           if b["divergent_executions"]):
            verdict = "predicated by nvcc, as flagged"
        elif int(float(meas)) < pred:
            verdict = "compiler: fewer divergent branches in SASS (predicated or an EXIT)"
        else:
            verdict = "MISMATCH"
        DIVERGENCE.append({"kernel": r["kernel"], "variant": r["variant"],
                           "predicted_divergent": pred, "measured_divergent_targets": meas,
                           "verdict": verdict})
        DIVERGENCE[-1]["predicted_threads_per_instruction"] = dv["active_lanes_per_statement"]
        DIVERGENCE[-1]["measured_threads_per_instruction"] = \
            r.get("smsp__thread_inst_executed_per_inst_executed.ratio", "")
        print("%-16s %-18s %10d %10d %12s %12s %12s %8s %8.2f  %s" % (
            r["kernel"], r["variant"], dv["branch_executions"], pred,
            r.get("smsp__sass_branch_targets.sum", "-"), meas or "-",
            r.get("smsp__sass_branch_targets_threads_uniform.sum", "-"),
            r.get("smsp__thread_inst_executed_per_inst_executed.ratio", "-"),
            dv["active_lanes_per_statement"], verdict))


DIVERGENCE = []


def open_text(path):
    """A results file, plain or gzip-compressed (the committed SourceCounters
    are kept as source.csv.gz)."""
    if path.endswith(".gz"):
        return gzip.open(path, "rt", newline="")
    return open(path, newline="")


def read_source(path):
    """Per launch (file, kernel, variant, grid, block): summed per-instruction
    shared wavefronts, {"ld": n, "st": n}."""
    launches, sums, file_launches = [], {}, []
    header, index = None, -1
    in_lines = False
    for row in csv.reader(open_text(path)):
        if not row:
            continue
        if row[0].startswith("# lines of "):
            in_lines = True    # read_lines() reads this part
            continue
        if row[0].startswith("# file="):
            in_lines = False
            header = None
            file_launches = []
            launches.append(file_launches)
            continue
        if in_lines:
            continue
        if row[0] == "# profile" and len(row) >= 7:
            file_launches.append(tuple(row[2:7]))
            continue
        if row[0] == "Kernel Name":
            # ncu prints each launch's source page twice (two views of the
            # same SASS): the first of each pair is summed
            index += 1
            flat = [l for group in launches for l in group]
            key = flat[index // 2] if index % 2 == 0 and index // 2 < len(flat) else None
            if key:
                sums[key] = {"ld": 0, "st": 0, "atom": 0, "local_ld": 0, "local_st": 0}
            continue
        if row[0] == "Address":
            header = row
            continue
        if header and len(row) == len(header) and key:
            d = dict(zip(header, row))
            if d.get("Address Space") == "Shared" and d.get("L1 Wavefronts Shared", "").isdigit():
                op = {"Load": "ld", "Store": "st", "Atomic": "atom"}.get(d["Access Operation"])
                if op:
                    sums[key][op] += int(d["L1 Wavefronts Shared"])
            # local memory: the sectors each LDL/STL asks for (all of them
            # when L1 misses, hence "theoretical")
            if d.get("Address Space") == "Local" and \
                    d.get("L2 Theoretical Sectors Local", "").isdigit():
                op = {"Load": "local_ld", "Store": "local_st"}.get(d["Access Operation"])
                if op:
                    sums[key][op] += int(d["L2 Theoretical Sectors Local"])
    return sums


def demangled(mangled):
    m = re.match(r"_Z(\d+)", mangled)
    return mangled[m.end():m.end() + int(m.group(1))] if m else mangled


def read_sass(path):
    """kernel name -> its memory opcodes in program order (measure.sh's sass.txt).
    The summary lines of an older measure.sh leave LDL/STL out: those are
    taken from the full SASS that follows."""
    ops, local, current = {}, {}, None
    if not path:
        return ops
    for line in open(path):
        if "Function :" in line:
            current = demangled(line.split()[-1])
            continue
        if current and re.search(r"\*/\s+(@!?U?P\w+\s+)?(LDL|STL)[.\s]", line):
            op = re.search(r"\b(LDL|STL)(\.[A-Z0-9.]+)?", line).group(0)
            local.setdefault(current, []).append(op)
            continue
        if line.startswith("#") or line.count(": ") < 2 or line.startswith(" "):
            continue
        _, mangled, rest = line.split(": ", 2)
        ops[demangled(mangled)] = rest.split()
    for name, found in local.items():
        if not any(o.split(".")[0] in ("LDL", "STL") for o in ops.get(name, [])):
            ops.setdefault(name, []).extend(found)
    return ops


def file_name_of(launches):
    """The kernels/ file a group of launches (profile rows) belongs to."""
    return launches[0][0] if launches else ""


def relocate(block, name):
    """Line numbers of a measured block (the file as it was when measured)
    moved to where the same source text is in kernels/NAME.cu today: the
    shift most of the block's lines agree on, each line kept only where
    its text is there after the shift. A file edited since the run (a
    comment, a kernel added above) is then compared line for line, not
    against whatever sits at the old numbers now."""
    try:
        with open(os.path.join("kernels", name + ".cu")) as f:
            now = [l.strip() for l in f]
    except OSError:
        return
    lines = [n for n in block if isinstance(n, int)]
    if all(0 < n <= len(now) and now[n - 1] == block[n]["text"].strip() for n in lines):
        return
    at = {}
    for i, text in enumerate(now, 1):
        at.setdefault(text, []).append(i)
    votes = {}
    for n in lines:
        places = at.get(block[n]["text"].strip(), [])
        if len(places) == 1:
            votes[places[0] - n] = votes.get(places[0] - n, 0) + 1
    if not votes:
        return
    shift = max(votes, key=votes.get)
    moved = {n + shift: block.pop(n) for n in lines
             if 0 < n + shift <= len(now) and now[n + shift - 1] == block[n]["text"].strip()}
    for n in [n for n in block if isinstance(n, int)]:
        block.pop(n)     # text nowhere after the shift: not compared by line
    block.update(moved)


def read_lines(path):
    """Per launch: {line: {"wavefronts": n, "sectors": n, "local": n}} from the
    CUDA-line view measure.sh appends after each file's SASS view (local:
    local memory's sectors)."""
    launches, blocks, file_launches, current = [], [], [], None
    pending = {"wavefronts": 0, "sectors": 0, "local": 0}
    header, in_lines, file_name, block_file = None, False, "", ""
    for row in csv.reader(open_text(path)):
        if not row:
            continue
        if row[0].startswith("# file="):
            in_lines, file_launches = False, []
            file_name = row[0][len("# file="):].split(";")[0]
            launches.append(file_launches)
            continue
        if row[0] == "# profile" and len(row) >= 7:
            file_launches.append(tuple(row[2:7]))
            continue
        if row[0].startswith("# lines of "):
            in_lines = True
            continue
        if not in_lines:
            continue
        if row[0] == "File Path":
            # a kernel with code from a header has a block for that file too
            block_file = os.path.basename(row[1]) if len(row) > 1 else ""
            continue
        if row[0] == "Function Name":
            if block_file == file_name + ".cu":
                current = {"elsewhere": pending}
                pending = {"wavefronts": 0, "sectors": 0, "local": 0}
                blocks.append((len(launches) - 1, row[1] if len(row) > 1 else "", current))
            else:
                # a CUDA header's inline function (atomicAdd, a cooperative
                # group): -lineinfo puts its instructions on the header's
                # lines; summed for the kernel's block that follows
                current = pending
            continue
        if row[0] == "Line No":
            header = row
            continue
        if header and current is not None and row[0].isdigit() and len(row) == len(header):
            d = {}
            for k, v in zip(header, row):
                d.setdefault(k, v)     # the first of each name (Source repeats)
            wf = d.get("L1 Wavefronts Shared", "")
            sec = d.get("L2 Theoretical Sectors Global", "")
            loc = d.get("L2 Theoretical Sectors Local", "")
            wf = int(wf) if wf.isdigit() else 0
            sec = int(sec) if sec.isdigit() else 0
            loc = int(loc) if loc.isdigit() else 0
            if current is pending:
                pending["wavefronts"] += wf
                pending["sectors"] += sec
                pending["local"] += loc
            else:
                current[int(row[0])] = {"wavefronts": wf, "sectors": sec, "local": loc,
                                        "text": row[1]}
    for f, _, block in blocks:
        relocate(block, file_name_of(launches[f]))
    # one block per launch of the file, in launch order (or two: two views)
    out = {}
    for f, group in enumerate(launches):
        mine = [b for b in blocks if b[0] == f]
        step = 2 if len(mine) == 2 * len(group) else 1
        for i, launch in enumerate(group):
            if i * step < len(mine):
                out[launch] = mine[i * step][2]
    return out


def classify(name, pred, meas, source_exact, kernel, opcodes):
    """exact; noise (kernel-wide wavefronts above a prediction that the
    per-instruction counters confirm, or within NOISE); range (a count
    that rests on a CAS loop whose trips warpcheck gives as a range,
    between its fewest and most);
    compiler (the SASS holds wider accesses than the source: nvcc merged
    them); MISMATCH."""
    if pred == meas:
        return "exact"
    less = ranged_low(kernel, name)
    if less is not None and pred - less <= meas <= pred:
        return "range"
    if "wavefronts" in name and meas > pred and (source_exact or
                                                  meas - pred <= NOISE * max(pred, 1)):
        return "noise"
    prefix = {"shared_load": ("LDS",), "shared_store": ("STS",), "shared_atomic": ("ATOMS",),
              "local_load": ("LDL",), "local_store": ("STL",),
              "global_load": ("LDG",), "global_store": ("STG",),
              "global_atomic": ("ATOMG", "REDG", "RED")}.get("_".join(name.split("_")[:2]), ())
    sass = [op for op in opcodes.get(kernel, []) if op.split(".")[0] in prefix]
    space, op = name.split("_")[:2]
    source = [a for a in PREDICTIONS_BY_KERNEL.get(kernel, {}).get("accesses", [])
              if a["space"] == space and a["op"] == op]
    widths = {a["bytes"] for a in source}
    wide = [o for o in sass if o.endswith(".64") or o.endswith(".128")]
    # nvcc merged accesses into wider ones, or emitted fewer instructions
    # than the source has accesses (a store folded into another, say)
    if sass and source and ((wide and max(widths) < (16 if any(o.endswith(".128") for o in wide)
                                                       else 8)) or
                            (meas < pred and len(sass) < len(source))):
        return "compiler"
    return "MISMATCH"


PREDICTIONS_BY_KERNEL = {}


def spill_bytes(exe, row):
    """ptxas's spill bytes a thread for the row's kernel (warpcheck --ptxas),
    (loads, stores), or None."""
    out = subprocess.run(lint_args(exe, row, ["--ptxas", "--no-config"]), capture_output=True,
                         text=True)
    if out.returncode not in (0, 1):
        return None
    ks = json.loads(out.stdout)["kernels"]
    r = ks[0].get("registers") if ks else None
    return (r["spill_load_bytes"], r["spill_store_bytes"]) if r else None


SPILLS = {}


def read_raw(path):
    """measure.sh's ncu_raw.csv: (file, ncu id) -> {metric: value}, for the
    metrics a counters.csv made by an older ncu_tidy.py has no column for."""
    out, header, name = {}, None, None
    if not path:
        return out
    for row in csv.reader(open_text(path)):
        if not row:
            continue
        if row[0].startswith("# file="):
            name, header = row[0][len("# file="):].split(";")[0], None
            continue
        if row[0] == "ID":
            header = row
            continue
        if header and len(row) == len(header) and row[0].isdigit():
            out[(name, row[0])] = {h: v.replace(",", "") for h, v in zip(header, row)}
    return out


RAW = {}


def local_counts(opts, row, label, totals, sums, opcodes, count):
    """The local counts of one variant: True when all are exact (a
    surplus ptxas's spills account for counts as "spill", not exact)."""
    k = PREDICTIONS_BY_KERNEL.get(row["kernel"], {})
    warps = k.get("warps", 0)
    words = {"local_load_word_requests": 0, "local_store_word_requests": 0}
    for a in k.get("accesses", []):
        if a["space"] == "local":
            words["local_%s_word_requests" % a["op"]] += a["requests"] * max(1, a["bytes"] // 4)
    raw = RAW.get((row["file"], row.get("ncu_id", "")), {})
    spills, ok = None, True
    for ours, col in LOCAL_PAIRS:
        op = "local_ld" if "load" in ours else "local_st"
        value = row.get(col)
        if value in (None, "", "-"):
            value = raw.get(col)
        if value not in (None, "", "-"):
            meas, what = int(float(value)), ours
        elif "sectors" in ours and sums:
            meas, what = sums[op], ours + " (per instruction)"
        else:
            continue
        pred = words[ours] if ours in words else totals.get(ours, 0)
        if not pred and not meas:
            continue
        verdict = "exact" if pred == meas else "MISMATCH"
        if verdict == "MISMATCH" and meas > pred:
            if spills is None:
                spills = spill_bytes(opts.warpcheck, row) or (0, 0)
                SPILLS[row["kernel"]] = spills
            spilled = spills[0 if "load" in ours else 1]
            if "sectors" in ours and spilled and pred + spilled * warps == meas:
                verdict = "spill"
            # instructions: the SASS's LDL (STL) a warp, every one once
            sass = [o for o in opcodes.get(row["kernel"], [])
                    if o.split(".")[0] == ("LDL" if "load" in ours else "STL")]
            if ours.endswith("_requests") and "word" not in ours and spilled and sass and \
                    len(sass) * warps == meas:
                verdict = "spill"
            if "word" in ours and spilled and sass and \
                    sum(max(1, int(o.split(".")[-1]) // 32 if o.split(".")[-1].isdigit() else 1)
                        for o in sass) * warps == meas:
                verdict = "spill"
        ok &= count(row, label, what, pred, meas, verdict)
    return ok


def svg_plot(path, table, timing):
    """Two panels: predicted against measured counts (log-log), and
    predicted against measured slowdowns of the covered variants."""
    pts = [(t[6], t[7], t[8]) for t in table if t[6] > 0 and t[7] > 0]
    slow = [(v["predicted_slowdown"], v["measured_slowdown"]) for v in timing
            if "predicted_slowdown" in v]
    w, h, pad = 420, 420, 50
    colour = {"exact": "#1b7837", "noise": "#e08214", "compiler": "#2166ac",
              "range": "#762a83", "MISMATCH": "#b2182b"}
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif" font-size="12">' % (2 * w + 40, h + 60),
           '<rect width="100%" height="100%" fill="white"/>']

    def panel(x0, title, points, lo, hi, log, xlab, ylab):
        def sx(v):
            v = math.log10(v) if log else v
            return x0 + pad + (v - lo) / (hi - lo) * (w - 2 * pad)

        def sy(v):
            v = math.log10(v) if log else v
            return h - pad - 10 - (v - lo) / (hi - lo) * (h - 2 * pad)
        out.append('<text x="%d" y="20" font-size="14">%s</text>' % (x0 + pad, title))
        out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#999"/>'
                   % (x0 + pad, pad - 30 + 20, w - 2 * pad, h - 2 * pad))
        a, b = (10 ** lo, 10 ** hi) if log else (lo, hi)
        out.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#bbb" stroke-dasharray="4"/>'
                   % (sx(a), sy(a), sx(b), sy(b)))
        for p, m, c in points:
            out.append('<circle cx="%.1f" cy="%.1f" r="3" fill="%s" fill-opacity="0.7"/>'
                       % (sx(p), sy(m), colour.get(c, "#2166ac")))
        out.append('<text x="%d" y="%d">%s</text>' % (x0 + pad, h + 10, xlab))
        out.append('<text x="%d" y="%d" transform="rotate(-90 %d %d)">%s</text>'
                   % (x0 + 15, h - pad, x0 + 15, h - pad, ylab))
        for v in range(int(math.floor(lo)), int(math.ceil(hi)) + 1):
            label = ("1e%d" % v) if log else str(v)
            out.append('<text x="%.1f" y="%d" font-size="10">%s</text>'
                       % (sx(10 ** v if log else v) - 8, h - pad + 6, label))
    if pts:
        lo = math.floor(math.log10(min(min(p, m) for p, m, _ in pts)))
        hi = math.ceil(math.log10(max(max(p, m) for p, m, _ in pts)))
        panel(0, "counts: predicted vs measured (%d)" % len(pts), pts, lo, max(hi, lo + 1), True,
              "predicted", "measured")
    if slow:
        top = max(max(p, m) for p, m in slow)
        panel(w + 40, "slowdowns of covered variants (%d)" % len(slow),
              [(p, m, "exact") for p, m in slow], 0, math.ceil(top), False,
              "predicted slowdown", "measured slowdown")
    out.append('<text x="%d" y="%d" font-size="11">green: exact; orange: kernel-wide '
               'wavefronts above it by arbitration; blue: accesses the compiler merged; '
               'red: mismatch; dashed: y = x</text>'
               % (pad, h + 40))
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("counters", nargs="?")
    ap.add_argument("--warpcheck", default="build/warpcheck")
    ap.add_argument("--csv")
    ap.add_argument("--source")
    ap.add_argument("--times")
    ap.add_argument("--time-only", action="store_true",
                    help="score only the times (no COUNTERS.CSV needed)")
    ap.add_argument("--time-csv", help="the time scores as CSV")
    ap.add_argument("--no-ptxas", action="store_true",
                    help="time without registers from ptxas (faster, no nvcc)")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--json")
    ap.add_argument("--svg")
    ap.add_argument("--sass")
    ap.add_argument("--raw", help="measure.sh's ncu_raw.csv, for counters.csv's missing columns")
    opts = ap.parse_args()
    RAW.update(read_raw(opts.raw))
    if opts.time_only or not opts.counters:
        if not opts.times:
            ap.error("give COUNTERS.CSV, or --times TIMES.CSV")
        timing = time_scores(opts.times, opts.warpcheck, not opts.no_ptxas, opts.jobs)
        write_time_outputs(opts, timing)
        return 0
    source = read_source(opts.source) if opts.source else {}
    lines = read_lines(opts.source) if opts.source else {}
    line_tally = {"exact": 0, "compiler": 0, "header": 0, "statement": 0, "spill": 0, "range": 0,
                  "MISMATCH": 0}
    opcodes = read_sass(opts.sass)
    src_tally = {"exact": 0, "MISMATCH": 0}

    rows = list(csv.DictReader(open(opts.counters)))
    table = []
    tally = {"exact": 0, "noise": 0, "range": 0, "compiler": 0, "spill": 0, "MISMATCH": 0}
    variants_exact = 0

    def count(row, label, ours, pred, meas, verdict):
        """One kernel-wide count: tallied, tabled, printed unless exact;
        True when exact."""
        tally[verdict] += 1
        table.append([row["file"], row["kernel"], row["variant"], row["grid"],
                      row["block"], ours, pred, meas, verdict])
        if verdict != "exact":
            print("%-50s %-26s predicted %12d measured %12d  %s" %
                  (label, ours, pred, meas, verdict))
        return verdict == "exact"

    for row in rows:
        # "ok;1_metrics_missing": a counter this ncu did not offer is
        # left out of the row, the others are scored
        if not (row.get("status") or "").startswith("ok"):
            continue
        totals, err = predict(opts.warpcheck, row)
        label = "%s(%s) %s" % (row["kernel"], row["variant"], row["block"])
        if totals is None:
            print("%-50s warpcheck failed: %s" % (label, err))
            tally["MISMATCH"] += 1
            continue
        all_exact = True
        sums = source.get((row["file"], row["kernel"], row["variant"], row["grid"], row["block"]))
        raw = RAW.get((row["file"], row.get("ncu_id", "")), {})
        for ours, theirs in PAIRS:
            value = row.get(theirs)
            if value in (None, "", "-"):
                value = raw.get(theirs)   # a counter counters.csv leaves out
            if value in (None, "", "-"):
                continue   # not collected in this run
            pred, meas = totals[ours], int(float(value))
            op = "ld" if "load" in ours else "st"
            source_exact = bool(sums) and "wavefronts" in ours and sums[op] == pred
            verdict = classify(ours, pred, meas, source_exact, row["kernel"], opcodes)
            all_exact &= count(row, label, ours, pred, meas, verdict)
        # global atomics: ATOMG (value used) and RED (dropped) are counted
        # apart; warpcheck's requests are their sum (HARDWARE.md global rule 5)
        atom_cols = ("l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum",
                     "l1tex__t_requests_pipe_lsu_mem_global_op_red.sum")
        # an asynchronous copy's shared side: summed over its accesses
        ldgsts = next((c for c in LDGSTS_COUNTERS if row.get(c) not in (None, "", "-")), None)
        copies = [a for a in PREDICTIONS_BY_KERNEL.get(row["kernel"], {}).get("accesses", [])
                  if "ldgsts_wavefronts" in a]
        if ldgsts and (copies or int(float(row[ldgsts]))):
            pred = sum(a["ldgsts_wavefronts"] for a in copies)
            meas = int(float(row[ldgsts]))
            all_exact &= count(row, label, "shared_ldgsts_wavefronts", pred, meas,
                               "exact" if pred == meas else "MISMATCH")
        if all(row.get(c) not in (None, "", "-") for c in atom_cols):
            meas = sum(int(float(row[c])) for c in atom_cols)
            accs = [a for a in PREDICTIONS_BY_KERNEL.get(row["kernel"], {}).get("accesses", [])
                    if a["space"] == "global" and a["op"] == "atomic"]
            pred = sum(a.get("requests", 0) for a in accs)
            # a global compare-and-swap loop's trips are a range
            # (simulator/atomic.c): the prediction is its most
            less = ranged_low(row["kernel"], "global_atomic_requests") or 0
            verdict = ("exact" if pred == meas else "range" if pred - less <= meas <= pred
                       else "MISMATCH")
            if pred or meas:
                all_exact &= count(row, label, "global_atomic_requests", pred, meas, verdict)
        for ours, theirs in BULK_PAIRS:
            value = row.get(theirs)
            if value in (None, "", "-"):
                value = raw.get(theirs)
            if value in (None, "", "-"):
                continue
            pred, meas = totals.get(ours, 0), int(float(value))
            if pred or meas:
                all_exact &= count(row, label, ours, pred, meas,
                                   "exact" if pred == meas else "MISMATCH")
        # the tensor pipe's instructions (HMMA, IMMA, DMMA), where it ran any
        tensor = row.get(TENSOR_COUNTER)
        if tensor in (None, "", "-"):
            tensor = raw.get(TENSOR_COUNTER)
        mma_sass = any(o.split(".")[0] in MMA_OPCODES for o in opcodes.get(row["kernel"], []))
        if tensor not in (None, "", "-") and (mma_sass or "tensor_instructions" in totals):
            pred, meas = totals.get("tensor_instructions", 0), int(float(tensor))
            all_exact &= count(row, label, "tensor_instructions", pred, meas,
                               "exact" if pred == meas else "MISMATCH")
        all_exact &= local_counts(opts, row, label, totals, sums, opcodes, count)
        variants_exact += all_exact
        # per access: the counts of each source line that holds accesses
        measured_lines = lines.get((row["file"], row["kernel"], row["variant"], row["grid"],
                                    row["block"]))
        k = PREDICTIONS_BY_KERNEL.get(row["kernel"])
        if measured_lines and k:
            per_line = {}
            for a in k["accesses"]:
                if os.path.basename(a["file"]) != row["file"] + ".cu":
                    continue
                # an asynchronous copy (LDGSTS): the SourceCounters' L2
                # sectors leave it out; the kernel-wide counters have it
                if "memcpy_async" in a.get("text", ""):
                    continue
                # a copy engine's copy (TMA): SourceCounters do not put
                # its sectors on a line; the kernel-wide counters have it
                if a.get("bulk"):
                    continue
                e = per_line.setdefault(a["line"], {"wavefronts": 0, "sectors": 0, "local": 0,
                                                    "kinds": set(), "last": a["line"], "fewer": 0,
                                                    "fewer_sectors": 0})
                e["wavefronts"] += a.get("wavefronts", 0) + a.get("loop_load_wavefronts", 0)
                # a compare-and-swap loop that ends on values: as few as
                # its fewest (simulator/atomic.c)
                e["fewer"] += a.get("wavefronts", 0) - a.get("wavefronts_fewest", a.get("wavefronts", 0))
                e["fewer_sectors"] += a.get("sectors", 0) - a.get("sectors_fewest", a.get("sectors", 0))
                # a thread's array in local memory: its own column
                e["local" if a["space"] == "local" else "sectors"] += a.get("sectors", 0)
                e["kinds"].add("%s_%s_%s" % (a["space"], a["op"],
                                             "wavefronts" if a["space"] == "shared" else
                                             "local" if a["space"] == "local" else "sectors"))
                # an access written over several lines: nvcc's line
                # information may name any of them (gemm.cu's stores)
                e["last"] = max(e["last"], a["line"] + a.get("text", "").count("\n"))
            measured_at = {}
            for line, e in sorted(per_line.items()):
                m = dict(measured_lines.get(line, {"wavefronts": 0, "sectors": 0, "local": 0}))
                for more in range(line + 1, e["last"] + 1):
                    if more not in per_line and more in measured_lines:
                        for what in ("wavefronts", "sectors", "local"):
                            m[what] += measured_lines[more].get(what, 0)
                measured_at[line] = m
            for line, e in sorted(per_line.items()):
                m = measured_at[line]
                for what in ("wavefronts", "sectors", "local"):
                    if not e[what] and not m.get(what, 0):
                        continue
                    verdict = "exact" if e[what] == m[what] else "MISMATCH"
                    # one statement over two lines, an access on each: nvcc
                    # may put both instructions on either line (gemm.cu's
                    # float4 copy into Bs): exact over the pair
                    neighbours = [o for o in per_line if o != line and
                                  (line < o <= e["last"] + 1 or o < line <= per_line[o]["last"] + 1)]
                    for other in neighbours:
                        if (verdict == "MISMATCH" and
                                e[what] + per_line[other][what] ==
                                m[what] + measured_at[other][what]):
                            verdict = "statement"
                    if (verdict == "MISMATCH" and e[what] > m[what] and
                            e[what] - m[what] == measured_lines["elsewhere"][what]):
                        verdict = "header"
                    # ptxas's spills sit on the lines it chose: more local
                    # sectors than the source's arrays make, in a kernel
                    # that spills
                    if (verdict == "MISMATCH" and what == "local" and m[what] > e[what] and
                            any(SPILLS.get(row["kernel"], ()))):
                        verdict = "spill"
                    less = {"wavefronts": e["fewer"], "sectors": e["fewer_sectors"]}.get(what, 0)
                    if verdict == "MISMATCH" and less and e[what] - less <= m[what] <= e[what]:
                        verdict = "range"
                    if verdict == "MISMATCH" and any(
                            classify(kind, e[what], m[what], False, row["kernel"], opcodes) ==
                            "compiler" for kind in e["kinds"] if kind.endswith(what)):
                        verdict = "compiler"
                    line_tally[verdict] += 1
                    table.append([row["file"], row["kernel"], row["variant"], row["grid"],
                                  row["block"], "line %d %s" % (line, what), e[what], m[what],
                                  verdict])
                    if verdict != "exact":
                        print("%-50s line %-5d %-12s predicted %12d measured %12d  %s" %
                              (label, line, what, e[what], m[what], verdict))
        for op, ours in (("ld", "shared_load_wavefronts"), ("st", "shared_store_wavefronts"),
                         ("atom", "shared_atomic_wavefronts")):
            if not sums or not (sums[op] or totals[ours]):
                continue
            verdict = "exact" if sums[op] == totals[ours] else "MISMATCH"
            if verdict == "MISMATCH":
                why = classify(ours, totals[ours], sums[op], False, row["kernel"], opcodes)
                if why in ("compiler", "range"):
                    verdict = why
            src_tally[verdict] = src_tally.get(verdict, 0) + 1
            table.append([row["file"], row["kernel"], row["variant"], row["grid"],
                          row["block"], ours + " (per instruction)", totals[ours],
                          sums[op], verdict])
            if verdict != "exact":
                print("%-50s %-26s predicted %12d per-instruction sum %12d  %s" %
                      (label, ours, totals[ours], sums[op], verdict))
    n = sum(tally.values())
    print("\n%d variants, %d exact in every count" % (len(rows), variants_exact))
    print("%d counts: %d exact, %d kernel-wide wavefronts above an exact per-instruction count "
          "or within %d%% (arbitration), %d within a range warpcheck gives (a CAS loop's trips), "
          "%d changed by the compiler (merged accesses), %d local counts ptxas's spills make up, "
          "%d mismatched"
          % (n, tally["exact"], tally["noise"], NOISE * 100, tally["range"], tally["compiler"],
             tally["spill"],
             tally["MISMATCH"]))
    if lines:
        print("per source line (each access's line, SourceCounters): %d exact, %d exact once the "
              "counts -lineinfo puts on a CUDA header's lines (an inline atomicAdd) are added, "
              "%d exact over the two lines of one statement, %d within a range warpcheck "
              "gives (a CAS loop's trips), %d changed by the compiler, %d local with ptxas's "
              "spills on the line, %d mismatched"
              % (line_tally["exact"], line_tally["header"], line_tally["statement"],
                 line_tally["range"], line_tally["compiler"], line_tally["spill"],
                 line_tally["MISMATCH"]))
        tally["MISMATCH"] += line_tally["MISMATCH"]
    if source:
        print("per-instruction shared wavefronts (SourceCounters): %d exact, %d within a range "
              "warpcheck gives (a CAS loop's trips), %d changed by the compiler, %d mismatched"
              % (src_tally["exact"], src_tally.get("range", 0), src_tally.get("compiler", 0),
                 src_tally["MISMATCH"]))
        tally["MISMATCH"] += src_tally["MISMATCH"]
    timing = []
    if opts.times:
        timing = time_scores(opts.times, opts.warpcheck, not opts.no_ptxas, opts.jobs)
    divergence_table(rows)
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump({"counts": [dict(zip(["file", "kernel", "variant", "grid", "block", "count",
                                            "predicted", "measured", "verdict"], t)) for t in table],
                       "times": timing, "divergence": DIVERGENCE}, f, indent=1)
    if opts.svg:
        svg_plot(opts.svg, table, timing)
    if opts.time_csv:
        write_time_outputs(opts, timing, json_too=False)
    if opts.csv:
        with open(opts.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["file", "kernel", "variant", "grid", "block", "count",
                        "predicted", "measured", "verdict"])
            w.writerows(table)
    return 1 if tally["MISMATCH"] else 0


if __name__ == "__main__":
    sys.exit(main())
