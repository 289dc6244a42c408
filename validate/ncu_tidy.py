#!/usr/bin/env python3
"""ncu_tidy.py - turn Nsight Compute's CSV into one row per kernel variant,
and print the measured counts beside the model in simulator/HARDWARE.md.

  ncu_tidy.py tidy WORKDIR NAME... --out counters.csv
      For each NAME (a kernels/NAME.cu driver), reads WORKDIR/NAME.order
      (the driver's --profile output: lines profile,n,file,kernel,variant,
      grid,block in launch order) and WORKDIR/NAME.ncu.csv (ncu --import
      ... --page raw --csv), joins them in launch order, checking each
      kernel name and launch shape, and writes counters.csv:
      file,kernel,variant,grid,block, one column per metric, ncu_id, status.

  ncu_tidy.py summary --counters counters.csv [--expected EXPECTED.csv]
                      [--times times.csv] [--out summary.txt]
      Prints per variant the measured wavefronts per shared instruction and
      sectors per global request, each with the model's value where the
      totals differ, the bank-conflict counts and the median time; then
      the list of every total that differs from EXPECTED.csv, if given.

Uses only the standard library; the CSV layout is found from its header
(the wide "raw" page, or the long layout with "Metric Name" and "Metric
Value" columns), since it has changed between ncu versions.
"""

import argparse
import csv
import io
import os
import re
import sys
from collections import defaultdict

METRICS = [
    "smsp__sass_inst_executed_op_shared_ld.sum",
    "smsp__sass_inst_executed_op_shared_st.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
    "smsp__sass_inst_executed_op_global_ld.sum",
    "smsp__sass_inst_executed_op_global_st.sum",
    "gpu__time_duration.sum",
    "smsp__sass_inst_executed_op_shared_atom.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum",
    "smsp__sass_branch_targets.sum",
    "smsp__sass_branch_targets_threads_divergent.sum",
    "smsp__sass_branch_targets_threads_uniform.sum",
    "smsp__sass_inst_executed_op_branch.sum",
    "smsp__thread_inst_executed_per_inst_executed.ratio",
]

# Candidates for atomics, async copies and local memory: not every ncu
# version or GPU offers all of them (measure.sh drops those it does not
# list), so a row is not marked incomplete when one is absent. Kept as
# columns so that HARDWARE.md's atomic and LDGSTS rules can be read off.
OPTIONAL_METRICS = [
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_atom.sum",
    "smsp__sass_inst_executed_op_global_atom.sum",
    "smsp__sass_inst_executed_op_global_red.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_atom.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_red.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_red.sum",
    "lts__t_requests_op_atom.sum",
    "lts__t_requests_op_red.sum",
    "smsp__sass_inst_executed_op_ldgsts.sum",
    "smsp__inst_executed_op_ldgsts.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ldgsts.sum",
    "smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ldgsts.sum",
    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ldgsts.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_ldgsts_cache_access.sum",
    "l1tex__t_requests_pipe_lsu_mem_global_op_ldgsts_cache_bypass.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ldgsts_cache_access.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ldgsts_cache_bypass.sum",
    "l1tex__data_pipe_lsu_wavefronts_mem_shared.sum",
    "smsp__inst_executed_op_local_ld.sum",
    "smsp__inst_executed_op_local_st.sum",
    "dram__bytes_read.sum",
    "dram__bytes_write.sum",
    "lts__t_bytes.sum",
    "lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum",
    "sm__cycles_elapsed.avg",
    "sm__cycles_elapsed.avg.per_second",
    "sm__warps_active.avg.pct_of_peak_sustained_active",
    "smsp__inst_executed.sum",
    "smsp__sass_thread_inst_executed_op_ffma_pred_on.sum",
    "launch__occupancy_limit_registers",
    "launch__occupancy_limit_shared_mem",
    "launch__occupancy_limit_warps",
    "launch__registers_per_thread",
    "launch__waves_per_multiprocessor",
    # local memory (kernels/spill.cu): requests are one a 4-byte word of
    # each LDL/STL, sectors by local memory's interleave
    "l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum",
    "l1tex__t_requests_pipe_lsu_mem_local_op_st.sum",
    "l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum",
    "l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum",
    "l1tex__t_sectors_pipe_lsu_mem_local_op_ld_lookup_hit.sum",
]
COLUMNS = METRICS + OPTIONAL_METRICS

# expected.csv column -> the metric it predicts
EXPECTED_METRIC = {
    "shared_ld_inst": "smsp__sass_inst_executed_op_shared_ld.sum",
    "shared_ld_wavefronts": "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
    "shared_st_inst": "smsp__sass_inst_executed_op_shared_st.sum",
    "shared_st_wavefronts": "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
    "global_ld_requests": "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
    "global_ld_sectors": "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
    "global_st_requests": "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
    "global_st_sectors": "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
}


def kernel_base(name):
    """'void smem_ld_stride(float *, const float *, int)' -> 'smem_ld_stride'"""
    name = name.strip()
    mangled = re.match(r"_Z(\d+)", name)
    if mangled:  # _Z14smem_ld_stridePfPKfi
        start = mangled.end()
        return name[start:start + int(mangled.group(1))]
    depth = 0   # the parameter list's "(": outside template arguments ("(int)-1")
    for i, ch in enumerate(name):
        depth += ch == "<"
        depth -= ch == ">"
        if ch == "(" and depth == 0:
            name = name[:i]
            break
    name = name.strip()
    if name.startswith("void "):
        name = name[5:]
    return name.strip()


def shape(text):
    """'(2, 1, 1)', '2x1x1', '[2,1,1]' -> '2x1x1'"""
    nums = re.findall(r"\d+", text or "")
    while len(nums) < 3:
        nums.append("1")
    return "x".join(nums[:3])


def number(text):
    text = (text or "").strip().replace(",", "")
    if text in ("", "n/a", "N/A", "nan"):
        return None
    try:
        value = float(text)
    except ValueError:
        return None
    return int(value) if value.is_integer() else value


def read_ncu_csv(path):
    """Rows of ncu CSV as dicts {id, kernel, grid, block, metrics{}}."""
    with open(path, newline="", errors="replace") as f:
        lines = f.read().splitlines()
    start = None
    for i, line in enumerate(lines):
        if "Kernel Name" in line and line.lstrip().startswith('"'):
            try:
                fields = next(csv.reader([line]))
            except csv.Error:
                continue
            if "Kernel Name" in fields:
                start = i
                break
    if start is None:
        return []
    reader = csv.DictReader(io.StringIO("\n".join(lines[start:])))
    fields = reader.fieldnames or []
    launches = {}
    long_layout = "Metric Name" in fields and "Metric Value" in fields
    has_id = "ID" in fields
    for row in reader:
        if not (row.get("Kernel Name") or "").strip():
            continue  # the units row of the raw page, or a stray line
        ident = (row.get("ID") or "").strip() if has_id else str(len(launches))
        if not ident.isdigit():
            continue
        launch = launches.setdefault(int(ident), {
            "id": int(ident),
            "kernel": kernel_base(row.get("Kernel Name", "")),
            "grid": shape(row.get("Grid Size", "")),
            "block": shape(row.get("Block Size", "")),
            "metrics": {},
        })
        if long_layout:
            launch["metrics"][row["Metric Name"].strip()] = number(row["Metric Value"])
        else:
            for metric in COLUMNS:
                if metric in row:
                    launch["metrics"][metric] = number(row[metric])
    return [launches[k] for k in sorted(launches)]


def read_order(path):
    order = []
    with open(path, errors="replace") as f:
        for line in f:
            if not line.startswith("profile,"):
                continue
            parts = next(csv.reader([line.rstrip("\n")]))
            if len(parts) < 7:
                continue
            order.append({"file": parts[2], "kernel": parts[3], "variant": parts[4],
                          "grid": parts[5], "block": parts[6]})
    return order


def same_kernel(want, got):
    """The table's name against ncu's, spaces aside; a template's name
    without arguments stands for any of its instances, as `warpcheck lint
    --kernel` takes it.  ncu writes a bool argument as 1 or 0 (`tile<1>`
    for the source's `tile<true>`), with or without a `(bool)` cast."""
    def plain(name):
        name = name.replace(" ", "").replace("(bool)", "")
        return re.sub(r"\btrue\b", "1", re.sub(r"\bfalse\b", "0", name))
    want, got = plain(want), plain(got)
    return got == want or ("<" not in want and got.split("<", 1)[0] == want)


def join(order, launches):
    """Match variants to launches in order, skipping launches of other names."""
    rows, p = [], 0
    for want in order:
        found = None
        for j in range(p, len(launches)):
            if same_kernel(want["kernel"], launches[j]["kernel"]):
                found = j
                break
        row = dict(want)
        if found is None:
            row["status"] = "missing"
            row["metrics"] = {}
            row["ncu_id"] = ""
        else:
            got = launches[found]
            p = found + 1
            row["metrics"] = got["metrics"]
            row["ncu_id"] = got["id"]
            same = got["grid"] == shape(want["grid"]) and got["block"] == shape(want["block"])
            absent = [m for m in METRICS if got["metrics"].get(m) is None]
            row["status"] = "ok" if same else "shape_mismatch"
            if absent:
                row["status"] += f";{len(absent)}_metrics_missing"
        rows.append(row)
    skipped = len(launches) - sum(1 for r in rows if r["status"] != "missing")
    return rows, skipped


def cmd_tidy(args):
    out_rows = []
    for name in args.names:
        order_path = os.path.join(args.workdir, name + ".order")
        csv_path = os.path.join(args.workdir, name + ".ncu.csv")
        order = read_order(order_path) if os.path.exists(order_path) else []
        launches = read_ncu_csv(csv_path) if os.path.exists(csv_path) else []
        rows, skipped = join(order, launches)
        print(f"tidy: {name}: {len(order)} variants, {len(launches)} ncu launches, "
              f"{sum(r['status'].startswith('ok') for r in rows)} joined ok"
              + (f", {skipped} launches unmatched" if skipped else ""))
        out_rows.extend(rows)
    with open(args.out, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["file", "kernel", "variant", "grid", "block"] + COLUMNS +
                   ["ncu_id", "status"])
        for r in out_rows:
            w.writerow([r["file"], r["kernel"], r["variant"], r["grid"], r["block"]] +
                       ["" if r["metrics"].get(m) is None else r["metrics"][m]
                        for m in COLUMNS] + [r["ncu_id"], r["status"]])
    return 0


def read_keyed(path):
    rows = {}
    if not path or not os.path.exists(path):
        return rows
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            if row.get("file") == "file":
                continue  # a repeated header from a concatenation
            rows[(row["file"], row["kernel"], row["variant"], shape(row["block"]))] = row
    return rows


def ratio(num, den):
    if num is None or den in (None, 0):
        return None
    return num / den


def fmt(x):
    if x is None:
        return "-"
    if abs(x - round(x)) < 0.005:
        return str(int(round(x)))
    return f"{x:.2f}"


def cmd_summary(args):
    counters = read_keyed(args.counters)
    expected = read_keyed(args.expected) if args.expected else {}
    times = read_keyed(args.times)
    out = open(args.out, "w") if args.out else None

    def emit(line, full_only=False):
        if out:
            out.write(line + "\n")
        if not full_only:
            print(line)

    pairs = [("ld", "shared_ld_wavefronts", "shared_ld_inst"),
             ("st", "shared_st_wavefronts", "shared_st_inst"),
             ("gld", "global_ld_sectors", "global_ld_requests"),
             ("gst", "global_st_sectors", "global_st_requests")]
    emit("per variant: shared wavefronts per instruction (ld, st), global sectors per "
         "request (gld, gst),")
    emit("bank conflicts per shared ld instruction (cf); 'a!b' = measured a, model b "
         "(totals differ)")
    emit(f"{'kernel':<21}{'variant':<21}{'block':<9}{'ld':>8}{'st':>8}{'gld':>8}"
         f"{'gst':>8}{'cf':>7}{'ms':>10}")
    diffs, matched, compared = [], 0, 0
    for key, row in counters.items():
        m = {k: number(row.get(k)) for k in METRICS}
        exp = expected.get(key)
        cells = []
        for _, num_col, den_col in pairs:
            got = ratio(m[EXPECTED_METRIC[num_col]], m[EXPECTED_METRIC[den_col]])
            cell = fmt(got)
            if exp is not None:
                e_num, e_den = number(exp[num_col]), number(exp[den_col])
                if (e_num != m[EXPECTED_METRIC[num_col]] or
                        e_den != m[EXPECTED_METRIC[den_col]]):
                    if not (e_num == 0 and e_den == 0 and got is None and
                            not m[EXPECTED_METRIC[num_col]]):
                        cell += "!" + fmt(ratio(e_num, e_den))
            cells.append(cell)
        cf = ratio(m["l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"],
                   m["smsp__sass_inst_executed_op_shared_ld.sum"])
        t = times.get(key, {}).get("median_ms", "-")
        variant = key[2] or "-"
        emit(f"{key[1][:20]:<21}{variant[:20]:<21}{key[3]:<9}"
             + "".join(f"{c:>8}" for c in cells) + f"{fmt(cf):>7}{t:>10}"
             + ("" if row.get("status", "ok").startswith("ok") else "  " + row["status"]))
        if exp is None:
            continue
        compared += 1
        bad = []
        for col, metric in EXPECTED_METRIC.items():
            e, g = number(exp[col]), m[metric]
            if e != g:
                bad.append(f"{col} {g} (model {e})")
        if bad:
            diffs.append(f"{key[1]}({key[2]}) block {key[3]}: " + "; ".join(bad))
        else:
            matched += 1
    if args.expected:
        emit(f"model check: {matched} of {compared} variants match {args.expected} in all "
             f"{len(EXPECTED_METRIC)} totals")
    for i, line in enumerate(diffs):
        emit("  differs: " + line, full_only=i >= args.max_lines)
    if len(diffs) > args.max_lines:
        print(f"  ... {len(diffs) - args.max_lines} more in the summary file")
    if out:
        out.close()
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("tidy")
    p.add_argument("workdir")
    p.add_argument("names", nargs="+")
    p.add_argument("--out", required=True)
    p = sub.add_parser("summary")
    p.add_argument("--counters", required=True)
    p.add_argument("--expected")
    p.add_argument("--times")
    p.add_argument("--out")
    p.add_argument("--max-lines", type=int, default=15)
    args = parser.parse_args()
    return cmd_tidy(args) if args.cmd == "tidy" else cmd_summary(args)


if __name__ == "__main__":
    sys.exit(main())
