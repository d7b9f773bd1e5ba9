#!/usr/bin/env python3
"""Would a robust location within the fork narrow the side-by-side ratios? Reads one SideBySideBenchmark
result measured with iterations of about one round (iterate 1M fresh, the quick profile's 19 subjects, 2 forks
x 200 iterations of 20 ms; the command is in README.md here), takes each subject's per-round log ratio to the
reference as SideBySideCells.expand does (to the geometric mean of the anchor and its twin), groups the rounds
of a fork in blocks of B (a 500 ms iteration of this cell holds about 3 rounds in the quick profile), and prints the median over
subjects and forks of the standard deviation of the block estimates: the mean (what the benchmark reports),
the median and the 20%-trimmed mean. Also the correlation of each per-round log ratio to the anchor with the
anchor's own log time (what the twin's half share of the reference cancels).
Usage: python3 robust.py FILE.json [B ...]"""
import json, math, statistics as st, sys

result = json.load(open(sys.argv[1]))[0]
m = result['secondaryMetrics']
subjects = result['params']['subjects'].split('+')
twin = 's%02d' % subjects.index('twin')


def trimmed(xs, p=0.2):
    xs = sorted(xs)
    k = int(len(xs) * p)
    return st.mean(xs[k:len(xs) - k])


def slots():
    for k in sorted(m):
        if k.startswith('s') and k[1:].isdigit() and k != twin and min(min(f) for f in m[k]['rawData']) > 0:
            yield k


corr = []
for k in slots():
    for fork, anchor in zip(m[k]['rawData'], m['anchorNs']['rawData']):
        corr.append(st.correlation([math.log(x) for x in fork], [math.log(a) for a in anchor]))
print(f'per-round log ratio to the anchor alone against the anchor\'s log time: median correlation {st.median(corr):.2f}'
      f' (range {min(corr):.2f} to {max(corr):.2f}, {len(corr)} subject-forks)')
for B in [int(b) for b in sys.argv[2:]] or [10, 16]:
    sds = {'mean': [], 'median': [], 'trimmed 20%': []}
    for k in slots():
        for f, fork in enumerate(m[k]['rawData']):
            half_twin = m[twin]['rawData'][f]
            logs = [math.log(x) - 0.5 * math.log(t) for x, t in zip(fork, half_twin)]
            blocks = [logs[i:i + B] for i in range(0, len(logs) - B + 1, B)]
            for name, estimate in (('mean', st.mean), ('median', st.median), ('trimmed 20%', trimmed)):
                sds[name].append(st.stdev([estimate(b) for b in blocks]))
    print(f'blocks of {B} rounds: median within-fork sd of the block estimates '
          + ', '.join(f'{name} {st.median(v):.4f}' for name, v in sds.items()))
