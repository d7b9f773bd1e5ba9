"""Median within-fork standard deviation of the per-iteration log ratios in one cell.sh result (every slot s01..s23),
and the anchor's mean time per element per fork. Usage: python3 cellnoise.py FILE.json [...]; the files here came from
../batched-groups/cell.sh JAR OUT iterate 1000000 2 with WARM=500ms, JAR = the baseline's commit 0d8d153 (old-*) or f8f5560
(new-*), alternated old-a, new-a, old-b, new-b."""
import json, math, statistics as st, sys
for f in sys.argv[1:]:
    r = json.load(open(f))[0]
    m = r['secondaryMetrics']
    # slots s01.. : per-iteration mean log ratios? print within-fork sd of log of each slot
    sds = []
    for k, v in m.items():
        if not k.startswith('s') or not k[1:].isdigit(): continue
        for fork in v['rawData']:
            xs = [x for x in fork]
            if min(xs) <= 0: continue
            sds.append(st.stdev(math.log(x) for x in xs))
    print(f, 'slots', len([k for k in m if k.startswith('s') and k[1:].isdigit()]), 'median within-fork sd', round(st.median(sds),3), 'anchorNs', [round(st.mean(f),3) for f in m['anchorNs']['rawData']] if 'anchorNs' in m else None)
