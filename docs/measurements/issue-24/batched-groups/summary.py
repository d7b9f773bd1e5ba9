#!/usr/bin/env python3
"""One side-by-side cell (17 contenders, the anchor and its twin) per file, measured by hand with
`cell.sh`: per file the mean round, the median 95% half-width of the paired ratios (Student t over fork means of
per-iteration log ratios), and each subject's ratio to the anchor. Usage: summary.py FILE.json..."""
import json, math, statistics, sys

T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571}

for name in sys.argv[1:]:
    cell = json.load(open(name))
    subjects = cell["params"]["subjects"].split("+")
    widths, ratios = [], []
    for slot, subject in enumerate(subjects[1:], 1):
        forks = cell["ratios"][f"s{slot:02d}"]
        means = [statistics.mean(math.log(v) for v in fork) for fork in forks]
        center = math.exp(statistics.mean(means))
        if len(means) > 1:
            widths.append(T975[len(means) - 1] * statistics.stdev(means) / math.sqrt(len(means)))
        ratios.append(f"{subject} {center:.2f}")
    rounds = statistics.mean(v for fork in cell["round_ns"] for v in fork) / 1e6
    width = f"±{100 * statistics.median(widths):.1f}%" if widths else "one fork"
    print(f"{name}: round {rounds:.0f} ms, median half-width {width}\n  " + ", ".join(ratios))
