#!/usr/bin/env python3
"""The barrier constants of simulator/timing.c from micro_tr_bar0 (n
barriers and nothing else, kernels/micro_trees.cu): SM cycles a barrier
(ncu's sm__cycles_elapsed.avg over n), then

  one block an SM:        cycles = a + b * (warps of the block)   (least squares)
  2 to 16 blocks an SM,   cycles = c * (warps on the SM)          (least squares
  16 warps or more:                                                through 0)

Usage: fit_barrier.py run1-counters.csv [clock_hz]"""
import csv
import sys


def main():
    path = sys.argv[1]
    clock = float(sys.argv[2]) if len(sys.argv) > 2 else 1.98e9
    one, many = [], []
    for r in csv.DictReader(open(path)):
        if r["kernel"] != "micro_tr_bar0":
            continue
        n = int(r["variant"].split("=")[1])
        blocks = int(r["grid"].split("x")[0]) // 132
        wb = int(r["block"].split("x")[0]) // 32
        cyc = float(r["sm__cycles_elapsed.avg"]) / n
        print("%2d blocks of %2d warps (%2d an SM): %6.1f cycles a barrier" % (blocks, wb, blocks * wb, cyc))
        if blocks == 1:
            one.append((wb, cyc))
        elif blocks * wb >= 16:
            many.append((blocks * wb, cyc))
    mx = sum(x for x, _ in one) / len(one)
    my = sum(y for _, y in one) / len(one)
    b = sum((x - mx) * (y - my) for x, y in one) / sum((x - mx) ** 2 for x, _ in one)
    a = my - b * mx
    c = sum(x * y for x, y in many) / sum(x * x for x, _ in many)
    print("one block: %.2f + %.3f a warp cycles = %.3g s + %.3g s a warp" % (a, b, a / clock, b / clock))
    print("SM: %.3f cycles a resident warp = %.3g s" % (c, c / clock))
    for x, y in many:
        print("  %2d warps: %6.1f measured, %6.1f fitted (%.2f)" % (x, y, c * x, c * x / y))


main()
