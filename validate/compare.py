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

usage: validate/compare.py COUNTERS.CSV [--source SOURCE.CSV]
                           [--warpcheck build/warpcheck] [--csv OUT.csv]
"""
import argparse
import csv
import json
import subprocess
import sys

# warpcheck total -> ncu counter
PAIRS = [
    ("shared_load_requests", "smsp__sass_inst_executed_op_shared_ld.sum"),
    ("shared_load_wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum"),
    ("shared_store_requests", "smsp__sass_inst_executed_op_shared_st.sum"),
    ("shared_store_wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum"),
    ("global_load_requests", "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"),
    ("global_load_sectors", "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"),
    ("global_store_requests", "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum"),
    ("global_store_sectors", "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"),
]

# Counts Nsight Compute inflates with arbitration against other traffic:
# within this fraction they are called noise, never exact (HARDWARE.md).
NOISE = 0.10


def predict(exe, row):
    args = [exe, "lint", "kernels/%s.cu" % row["file"], "--kernel", row["kernel"],
            "--grid", row["grid"].replace("x", ","),
            "--block", row["block"].replace("x", ","), "--format", "json"]
    if row["variant"] not in ("", "-"):
        for kv in row["variant"].split(";"):
            args += ["--param", kv]
    out = subprocess.run(args, capture_output=True, text=True)
    if out.returncode not in (0, 1):
        return None, out.stderr.strip() or out.stdout.strip()
    doc = json.loads(out.stdout)
    if not doc["kernels"]:
        return None, "no kernel"
    return doc["kernels"][0].get("totals"), None


def read_source(path):
    """Per launch (file, kernel, variant, grid, block): summed per-instruction
    shared wavefronts, {"ld": n, "st": n}."""
    launches, sums, file_launches = [], {}, []
    header, index = None, -1
    for row in csv.reader(open(path)):
        if not row:
            continue
        if row[0].startswith("# file="):
            file_launches = []
            launches.append(file_launches)
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
                sums[key] = {"ld": 0, "st": 0}
            continue
        if row[0] == "Address":
            header = row
            continue
        if header and len(row) == len(header) and key:
            d = dict(zip(header, row))
            if d.get("Address Space") == "Shared" and d.get("L1 Wavefronts Shared", "").isdigit():
                op = {"Load": "ld", "Store": "st"}.get(d["Access Operation"])
                if op:
                    sums[key][op] += int(d["L1 Wavefronts Shared"])
    return sums


def classify(name, pred, meas):
    if pred == meas:
        return "exact"
    if "wavefronts" in name and meas > pred and (meas - pred) <= NOISE * max(pred, 1):
        return "noise"
    return "MISMATCH"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("counters")
    ap.add_argument("--warpcheck", default="build/warpcheck")
    ap.add_argument("--csv")
    ap.add_argument("--source")
    opts = ap.parse_args()
    source = read_source(opts.source) if opts.source else {}
    src_tally = {"exact": 0, "MISMATCH": 0}

    rows = list(csv.DictReader(open(opts.counters)))
    table = []
    tally = {"exact": 0, "noise": 0, "MISMATCH": 0}
    variants_exact = 0
    for row in rows:
        if row.get("status") != "ok":
            continue
        totals, err = predict(opts.warpcheck, row)
        label = "%s(%s) %s" % (row["kernel"], row["variant"], row["block"])
        if totals is None:
            print("%-50s warpcheck failed: %s" % (label, err))
            tally["MISMATCH"] += 1
            continue
        all_exact = True
        for ours, theirs in PAIRS:
            pred, meas = totals[ours], int(float(row[theirs]))
            verdict = classify(ours, pred, meas)
            tally[verdict] += 1
            all_exact &= verdict == "exact"
            table.append([row["file"], row["kernel"], row["variant"], row["grid"],
                          row["block"], ours, pred, meas, verdict])
            if verdict != "exact":
                print("%-50s %-26s predicted %12d measured %12d  %s" %
                      (label, ours, pred, meas, verdict))
        variants_exact += all_exact
        sums = source.get((row["file"], row["kernel"], row["variant"], row["grid"], row["block"]))
        for op, ours in (("ld", "shared_load_wavefronts"), ("st", "shared_store_wavefronts")):
            if not sums or not (sums[op] or totals[ours]):
                continue
            verdict = "exact" if sums[op] == totals[ours] else "MISMATCH"
            src_tally[verdict] += 1
            table.append([row["file"], row["kernel"], row["variant"], row["grid"],
                          row["block"], ours + " (per instruction)", totals[ours],
                          sums[op], verdict])
            if verdict != "exact":
                print("%-50s %-26s predicted %12d per-instruction sum %12d  MISMATCH" %
                      (label, ours, totals[ours], sums[op]))
    n = sum(tally.values())
    print("\n%d variants, %d exact in every count" % (len(rows), variants_exact))
    print("%d counts: %d exact, %d within arbitration noise (<= %d%% over), %d mismatched"
          % (n, tally["exact"], tally["noise"], NOISE * 100, tally["MISMATCH"]))
    if source:
        print("per-instruction shared wavefronts (SourceCounters): %d exact, %d mismatched"
              % (src_tally["exact"], src_tally["MISMATCH"]))
        tally["MISMATCH"] += src_tally["MISMATCH"]
    if opts.csv:
        with open(opts.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["file", "kernel", "variant", "grid", "block", "count",
                        "predicted", "measured", "verdict"])
            w.writerows(table)
    return 1 if tally["MISMATCH"] else 0


if __name__ == "__main__":
    sys.exit(main())
