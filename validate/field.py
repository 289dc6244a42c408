#!/usr/bin/env python3
"""field.py - warpcheck on a public project's own files, linted as a new
user would, beside what its kernels measured on the GPU (validate/field.sh).

  field.py RESULTS --field DIR NAME... [--warpcheck build/warpcheck]
                   [--csv OUT.csv]

For each NAME, RESULTS holds NAME.ncu.csv (one row a kernel launch) and
NAME.times.csv (launcher,median_ms) from validate/field/NAME.cu, which
runs each launcher of the project once, in order, each launching one
kernel.  Each kernel is found in the project (the file that defines it
`__global__`, those the driver compiles first) and that file is linted
with no flags but -I (the project's root and its include/, csrc/ and src/
folders, as tests/field_sweep.sh does) and --time --ptxas: the sizes are
the ones warpcheck finds in the project's host code, or, where nothing in
the project calls its launchers (a PyTorch binding does), the --param
values the driver's ` * field-lint:` line gives, as a user would.  Its report for the kernel launched with the
measured grid and block is compared count by count:

  exact     equal
  noise     kernel-wide shared wavefronts at most 10% above the prediction
            (arbitration with other L1 traffic: simulator/HARDWARE.md)
  MISMATCH  anything else, listed with both numbers

and its time within 25% of the measured median or not.  Every launch is
scored; one whose kernel warpcheck does not report, or reports at another
launch shape, is a miss with the reason.
"""
import argparse
import csv
import glob
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare import (BULK_PAIRS, LDGSTS_COUNTERS, LOCAL_PAIRS, NOISE, PAIRS,  # noqa: E402
                     TENSOR_COUNTER, TIME_WITHIN, read_raw)
from ncu_tidy import kernel_base, number, shape  # noqa: E402

# the local counts per instruction and per sector (compare.py's word
# requests are its own sum over accesses)
LOCAL = [p for p in LOCAL_PAIRS if "word" not in p[0]]
LDGSTS = LDGSTS_COUNTERS[0]


def read_ncu(path):
    """ncu --page raw --csv: a dict a launch, in launch order."""
    return [row for _, row in sorted(read_raw(path).items(), key=lambda kv: int(kv[0][1]))]


def driver_says(name, key):
    """The words after ' * field-KEY: ' in validate/field/NAME.cu."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "field", name + ".cu")
    words = []
    with open(path) as f:
        for line in f:
            if line.startswith(" * field-%s: " % key):
                words += line.split(":", 1)[1].split()
    return words


def kernel_files(project, compiled=()):
    """kernel name -> the files that define it __global__, those the
    driver compiles first (a project may define a kernel of the same name
    in several of its folders)."""
    found = {}
    # the name before the parameters, past __launch_bounds__(...) and the
    # like: `__global__ __launch_bounds__(1024) void k(`
    pattern = re.compile(r"__global__(?:[^;{(]|\b__\w+__\s*\([^)]*\))*?\b(?!__\w+__\s*\()(\w+)\s*\(",
                         re.S)
    for root, _, files in os.walk(project):
        for name in files:
            if not name.endswith((".cu", ".cuh", ".h")):
                continue
            path = os.path.join(root, name)
            with open(path, errors="replace") as f:
                text = f.read()
            for m in pattern.finditer(text):
                found.setdefault(m.group(1), []).append(path)
    first = set(os.path.abspath(p) for p in compiled)
    for paths in found.values():
        paths.sort(key=lambda p: os.path.abspath(p) not in first)
    return found


LINTED = {}


def lint(exe, project, path, flags=()):
    """warpcheck's JSON for one file, as a new user runs it (with the
    sizes the driver says, where nothing in the project calls its
    launchers)."""
    if path in LINTED:
        return LINTED[path]
    args = [exe, "lint", "--format", "json", "--no-config", "--no-sass", "--time", "--ptxas"]
    args += list(flags) + ["-I", project]
    for sub in ("include", "csrc", "src"):
        if os.path.isdir(os.path.join(project, sub)):
            args += ["-I", os.path.join(project, sub)]
    out = subprocess.run(args + [path], capture_output=True, text=True)
    try:
        LINTED[path] = json.loads(out.stdout)
    except json.JSONDecodeError:
        LINTED[path] = {"kernels": [], "error": (out.stderr.strip().splitlines() or ["?"])[-1]}
    return LINTED[path]


def tensor_source(path):
    """Does the file name a tensor-core operation (wmma, mma.sync, wgmma)?"""
    try:
        with open(path, errors="replace") as f:
            return re.search(r"\b(wmma|mma_sync|mma\.sync|wgmma|ldmatrix)\b", f.read()) is not None
    except OSError:
        return False


def same_instance(ours, theirs):
    """warpcheck's "k<128, 64, true, -1>" against ncu's, tidied: "k<128 64 1 -1>"
    (ncu writes a negative argument with its type: "(int)-1")."""
    def tidy(name):
        name = re.sub(r"\((?:unsigned |signed )?(?:int|long|short|char|bool)\)", "", name)
        name = re.sub(r"\btrue\b", "1", re.sub(r"\bfalse\b", "0", name))
        return re.sub(r"[\s,]+", " ", name).replace("< ", "<").replace(" >", ">")
    return tidy(ours) == tidy(theirs)


def verdict(name, pred, meas):
    if pred == meas:
        return "exact"
    if "shared" in name and "wavefronts" in name and pred < meas <= pred * (1 + NOISE):
        return "noise"
    return "MISMATCH"


def score_launch(opts, project, files, launch, launcher, times):
    """One measured launch: its counts and time against warpcheck's."""
    instance = kernel_base(launch["Kernel Name"])   # "k<128, 64>" for a template's
    kernel = instance.split("<")[0]
    grid, block = shape(launch.get("Grid Size")), shape(launch.get("Block Size"))
    res = {"launcher": launcher, "kernel": kernel, "grid": grid, "block": block,
           "counts": [], "file": "", "why": ""}
    paths = files.get(kernel, [])
    if not paths:
        res["why"] = "no file of the project defines it"
        return res
    res["file"] = os.path.relpath(paths[0], project)
    doc = lint(opts.warpcheck, project, paths[0], opts.flags)
    mine = [k for k in doc.get("kernels", []) if k["name"].split("<")[0] == kernel]
    if "<" in instance:   # the instance launched, where warpcheck reports it
        mine = [k for k in mine if same_instance(k["name"], instance)] or mine
    if not mine:
        res["why"] = "warpcheck reports no such kernel" + (": " + doc["error"] if "error" in doc else "")
        return res
    at = [k for k in mine if k.get("launch") and
          "x".join(map(str, k["launch"]["grid"])) == grid and
          "x".join(map(str, k["launch"]["block"])) == block]
    if not at:
        k = mine[0]
        got = k.get("launch") or {}
        res["why"] = "warpcheck simulates <<<%s, %s>>>" % (
            "x".join(map(str, got.get("grid", ["?"]))), "x".join(map(str, got.get("block", ["?"]))))
        # and why, as its launch note says: "...; its grid is not a constant (from ...)"
        for d in doc.get("diagnostics", []):
            msg = d.get("message", "")
            if d.get("rule") == "launch" and msg.startswith("'%s' simulated" % kernel) and "; " in msg:
                res["why"] += ": " + msg.split("; ", 1)[1].split(", so ")[0]
                break
        return res
    k = at[0]
    totals = k["totals"]
    for ours, theirs in PAIRS + LOCAL + BULK_PAIRS:
        meas = number(launch.get(theirs))
        if meas is None or ours not in totals:
            continue
        if "bulk" in ours or "gmma" in ours or "local" in ours:
            if not meas and not totals[ours]:
                continue
        res["counts"].append((ours, totals[ours], meas, verdict(ours, totals[ours], meas)))
    # as compare.py, which has the SASS: compared where warpcheck counts
    # some or the kernel's file names a tensor-core operation (the counter
    # counts a few instructions a warp in kernels with none: ATOMS.ADD,
    # and the HFMA2.MMA nvcc sets constants with, 1 to 5 a warp in the
    # float GEMMs of h200-2026-12-05-sgemm-tutorials)
    meas = number(launch.get(TENSOR_COUNTER))
    if meas is not None and (totals.get("tensor_instructions") or
                             (meas and tensor_source(paths[0]))):
        pred = totals.get("tensor_instructions", 0)
        res["counts"].append(("tensor_instructions", pred, meas, verdict("tensor", pred, meas)))
    meas = number(launch.get(LDGSTS))
    copies = [a["ldgsts_wavefronts"] for a in k.get("accesses", []) if "ldgsts_wavefronts" in a]
    if meas is not None and (meas or copies):
        pred = sum(copies)
        res["counts"].append(("shared_ldgsts_wavefronts", pred, meas, verdict("ldgsts", pred, meas)))
    if launcher in times and "time" in k:
        res["measured_ms"] = times[launcher]
        res["predicted_ms"] = k["time"]["seconds"] * 1e3
        res["bound"] = k["time"].get("bound", "")
    return res


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("results")
    ap.add_argument("names", nargs="+")
    ap.add_argument("--field", required=True, help="the folder holding each project NAME")
    ap.add_argument("--warpcheck", default="build/warpcheck")
    ap.add_argument("--csv", help="every count compared, one a line")
    opts = ap.parse_args()
    opts.warpcheck = os.path.abspath(opts.warpcheck)
    rows, tally, timed, within = [], {"exact": 0, "noise": 0, "MISMATCH": 0}, 0, 0
    missed = 0
    for name in opts.names:
        project = os.path.join(opts.field, name)
        launches = read_ncu(os.path.join(opts.results, name + ".ncu.csv"))
        with open(os.path.join(opts.results, name + ".times.csv")) as f:
            trows = list(csv.DictReader(f))
        times = {r["launcher"]: float(r["median_ms"]) for r in trows}
        order = [r["launcher"] for r in trows]
        compiled = [g for pattern in driver_says(name, "sources")
                    for g in glob.glob(os.path.join(project, pattern))]
        files = kernel_files(project, compiled)
        opts.flags = driver_says(name, "lint")
        # the driver's own kernels (filling the inputs) are not the project's
        launches = [l for l in launches if kernel_base(l["Kernel Name"]).split("<")[0] in files]
        if len(launches) != len(order):
            print("%s: %d launches of the project's kernels for %d launchers: matched in order"
                  % (name, len(launches), len(order)))
        for launch, launcher in zip(launches, order):
            r = score_launch(opts, project, files, launch, launcher, times)
            r["project"] = name
            rows.append(r)
    for r in rows:
        head = "%s %s (%s) <<<%s, %s>>>" % (r["project"], r["kernel"], r["launcher"], r["grid"], r["block"])
        if r["why"]:
            missed += 1
            print("%-70s MISS: %s" % (head, r["why"]))
            continue
        n = {v: sum(1 for c in r["counts"] if c[3] == v) for v in tally}
        for v in tally:
            tally[v] += n[v]
        t = ""
        if "measured_ms" in r:
            ratio = r["predicted_ms"] / r["measured_ms"]
            timed += 1
            within += abs(ratio - 1) <= TIME_WITHIN
            t = "time %.3f ms predicted, %.3f measured (%.2fx, %s)" % (
                r["predicted_ms"], r["measured_ms"], ratio, r["bound"])
        print("%-70s %d/%d exact %s" % (head, n["exact"], len(r["counts"]), t))
        for c in r["counts"]:
            if c[3] != "exact":
                print("    %-28s predicted %12d measured %12d  %s" % c)
    total = sum(tally.values())
    print("counts: %d compared, %d exact, %d noise, %d MISMATCH; launches: %d, %d not reported "
          "at the measured shape; times within %d%%: %d of %d"
          % (total, tally["exact"], tally["noise"], tally["MISMATCH"], len(rows), missed,
             TIME_WITHIN * 100, within, timed))
    if opts.csv:
        with open(opts.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["project", "launcher", "kernel", "file", "grid", "block", "count",
                        "predicted", "measured", "verdict"])
            for r in rows:
                for c in r["counts"] or [("-", "", "", r["why"])]:
                    w.writerow([r["project"], r["launcher"], r["kernel"], r["file"], r["grid"],
                                r["block"]] + list(c))
    return 0


if __name__ == "__main__":
    sys.exit(main())
