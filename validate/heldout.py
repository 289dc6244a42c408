#!/usr/bin/env python3
"""heldout.py - score the time model on the held-out programs.

The programs in validate/heldout/ were written as users write kernels
(sizes from the command line, block sizes tried in a host loop) and nothing
in the time model was fitted on them.  validate/heldout.sh runs them on the
GPU; this sets each timed launch beside `warpcheck lint --time` on the same
file, which finds the launch configurations from the host code by itself.

    python3 validate/heldout.py RESULTS/heldout-times.csv [--warpcheck EXE] [--no-ptxas]
    python3 validate/heldout.py --predict [--only FILE.cu]
                                 (predictions only, as CSV)
    python3 validate/heldout.py RESULTS/heldout-times.csv --predicted FILE
                                 (score a --predict CSV kept from before)

Scored as compare.py scores validate's kernels: every launch, its time
within 25%, and each launch's slowdown against the fastest launch of its
family (the kernel name's first word: layernorm_rows and layernorm_warp
are one family) within 15%.
"""
import argparse
import csv
import json
import math
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare import (TIME_WITHIN, SLOWDOWN_WITHIN, score_slowdowns, score_time,  # noqa: E402
                     time_reason)

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout")


def dims(s):
    return tuple(int(x) for x in s.split("x"))


def predictions(exe, path, ptxas):
    """Every kernel report of one file: (kernel, grid, block) -> JSON."""
    cmd = [exe, "lint", "--time", "--no-config", "--format", "json", path]
    if ptxas:
        cmd.insert(3, "--ptxas")
    out = subprocess.run(cmd, capture_output=True, text=True)
    try:
        doc = json.loads(out.stdout)
    except ValueError:
        doc = None
    # exit 2 with a report: the file had input errors (a parse error), and
    # lint reported what it could read; scored as a user would see it
    if doc is None or out.returncode not in (0, 1, 2):
        sys.exit("heldout.py: %s failed: %s" % (" ".join(cmd), out.stderr.strip()))
    if out.returncode == 2:
        errors = [d["message"] for d in doc.get("diagnostics", []) if d.get("severity") == "error"]
        print("heldout.py: %s: %d input error(s), reported as far as read: %s" %
              (os.path.basename(path), len(errors), "; ".join(errors[:3])), file=sys.stderr)
    found = {}
    for k in doc["kernels"]:
        if "time" in k and "launch" in k:
            key = (k["name"], tuple(k["launch"]["grid"]), tuple(k["launch"]["block"]))
            found[key] = k
    return found


def lookup(found, kernel, grid, block):
    """The report of a launch; a program that prints a template's name
    without its arguments (cov_tiled for cov_tiled<16>) gets the one
    instance launched with that grid and block."""
    k = found.get((kernel, grid, block))
    if k is None and "<" not in kernel:
        alike = [v for (name, g, b), v in found.items()
                 if name.split("<")[0] == kernel and g == grid and b == block]
        if len(alike) == 1:
            k = alike[0]
    return k


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("times", nargs="?", help="heldout-times.csv from validate/heldout.sh")
    ap.add_argument("--predict", action="store_true",
                    help="print every launch's predicted time as CSV, measuring nothing")
    ap.add_argument("--warpcheck", default=os.path.join(os.path.dirname(HERE), "..",
                                                       "build", "warpcheck"))
    ap.add_argument("--predicted", metavar="CSV",
                    help="score the predictions of an earlier --predict run, not this model's")
    ap.add_argument("--no-ptxas", action="store_true",
                    help="do not ask ptxas for registers (no nvcc here)")
    ap.add_argument("--only", action="append", metavar="FILE.cu",
                    help="with --predict: this program only (repeatable)")
    opts = ap.parse_args()
    if opts.predict:
        w = csv.writer(sys.stdout, lineterminator="\n")
        w.writerow(["file", "kernel", "grid", "block", "predicted_ms", "bound"])
        for f in sorted(os.listdir(HERE)):
            if f.endswith(".cu") and (not opts.only or f in opts.only):
                for (name, grid, block), k in predictions(opts.warpcheck, os.path.join(HERE, f),
                                                           not opts.no_ptxas).items():
                    w.writerow([f, name, "x".join(map(str, grid)), "x".join(map(str, block)),
                                "%.4f" % (k["time"]["seconds"] * 1e3), k["time"]["bound"]])
        return 0
    if not opts.times:
        ap.error("give the times file, or --predict")

    rows = list(csv.DictReader(open(opts.times)))
    preds = {}
    if opts.predicted:
        for p in csv.DictReader(open(opts.predicted)):
            preds.setdefault(p["file"], {})[(p["kernel"], dims(p["grid"]), dims(p["block"]))] = {
                "time": {"seconds": float(p["predicted_ms"]) / 1e3, "bound": p["bound"],
                         "alone": {}}}
    else:
        for f in sorted({r["file"] for r in rows}):
            preds[f] = predictions(opts.warpcheck, os.path.join(HERE, f), not opts.no_ptxas)

    scored = []
    for r in rows:
        v = {"file": r["file"], "kernel": r["kernel"], "grid": r["grid"],
             "block": r["block"], "measured_ms": float(r["median_ms"])}
        k = lookup(preds.get(r["file"], {}), r["kernel"], dims(r["grid"]), dims(r["block"]))
        if k is None:
            v["error"] = "no report for this launch"
        else:
            score_time(v, k["time"])
            v["floor"] = k["time"].get("floor", False)
        scored.append(v)

    families = {}
    for v in scored:
        if "predicted_ms" in v:
            families.setdefault((v["file"], v["kernel"].split("_")[0]), []).append(v)
    score_slowdowns(families, lambda b: "%s %s" % (b["kernel"], b["block"]))

    print("%-18s %-12s %-8s %10s %10s %6s %-8s %6s %6s %6s" % (
        "kernel", "grid", "block", "pred ms", "meas ms", "ratio", "bound", "pred x", "meas x",
        "error"))
    for v in scored:
        if "predicted_ms" not in v:
            print("%-18s %-12s %-8s %10s %10.4f  %s" % (v["kernel"], v["grid"], v["block"], "-",
                                                       v["measured_ms"], v["error"]))
            continue
        s = "%-18s %-12s %-8s %10.4f %10.4f %6.2f %-8s" % (
            v["kernel"], v["grid"], v["block"], v["predicted_ms"], v["measured_ms"],
            v["ratio"], v["bound"])
        if "slowdown_error" in v:
            s += " %6.2f %6.2f %+5.0f%%" % (v["predicted_slowdown"], v["measured_slowdown"],
                                             100 * v["slowdown_error"])
        print(s)
    timed = [v for v in scored if "predicted_ms" in v]
    ok = [v for v in timed if v["within"]]
    slow = [v for v in timed if "slowdown_error" in v]
    slow_ok = [v for v in slow if v["slowdown_within"]]
    print("\ntimes: %d of %d launches within %d%% (%.0f%%); %d without a prediction" % (
        len(ok), len(scored), TIME_WITHIN * 100, 100.0 * len(ok) / max(len(scored), 1),
        len(scored) - len(timed)))
    print("slowdowns: %d of %d within %d%% of the measured slowdown against the fastest "
          "of their family (%.0f%%)" % (len(slow_ok), len(slow), SLOWDOWN_WITHIN * 100,
                                         100.0 * len(slow_ok) / max(len(slow), 1)))
    misses = sorted((v for v in timed if not v["within"]), key=lambda v: -abs(math.log(v["ratio"])))
    floors = [v for v in timed if v.get("floor")]
    if floors:
        print("floors: %d launches left out requests whose addresses or loop trips come from "
              "data (their times are floors, scored as they are); %d of them within %d%%" % (
                  len(floors), len([v for v in floors if v["within"]]), TIME_WITHIN * 100))
    if misses:
        print("\ntimes off by more than %d%%, worst first:" % (TIME_WITHIN * 100))
        for v in misses:
            print("  %s %s %s: predicted %.4f ms, measured %.4f ms (x%.2f); %s%s" % (
                v["kernel"], v["grid"], v["block"], v["predicted_ms"], v["measured_ms"],
                v["ratio"], time_reason(v), "; a floor (data)" if v.get("floor") else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
