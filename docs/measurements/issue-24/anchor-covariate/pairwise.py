"""Per workload: median 95% half-width of each contender's ratio to the raw-array reference (paired over forks, as
the report) against the median half-width of its ratio to the cell's best contender (the same per-fork log ratios,
differenced fork by fork: what the report's ties rest on) and to its nearest neighbour in the ranking.
Usage: pairwise.py RUN_DIR"""
import json, math, statistics as st, sys
from collections import defaultdict
T={1:12.706,2:4.303,3:3.182,4:2.776,5:2.571,6:2.447,7:2.365,8:2.306,9:2.262}
def hw(xs):
    n=len(xs); return T[n-1]*st.stdev(xs)/math.sqrt(n)
run=sys.argv[1]
cells=defaultdict(dict)
for r in json.load(open(run+"/jmh-results.json")):
    sm=r.get("secondaryMetrics",{}); p=dict(r["params"]); c=p.pop("contender",None)
    if "sbs.ratio" not in sm or c is None: continue
    key=(r["benchmark"].split(".")[-2].replace("Benchmark","").lower(), tuple(sorted(p.items())))
    cells[key][c]=[st.mean(math.log(v) for v in f) for f in sm["sbs.ratio"]["rawData"]]
by=defaultdict(lambda: ([],[],[]))
for k,cs in cells.items():
    nf=min(len(v) for v in cs.values())
    cs={c:v[:nf] for c,v in cs.items()}
    ranked=sorted(cs, key=lambda c: st.mean(cs[c]))
    best=ranked[0]
    for i,c in enumerate(ranked):
        by[k[0]][0].append(hw(cs[c]))
        if c!=best: by[k[0]][1].append(hw([a-b for a,b in zip(cs[c],cs[best])]))
        if i>0: by[k[0]][2].append(hw([a-b for a,b in zip(cs[c],cs[ranked[i-1]])]))
print(f"# {run}")
print("| workload | to the reference | to the cell's best | to the next faster |")
print("| --- | --- | --- | --- |")
for w,(a,b,c) in sorted(by.items()):
    f=lambda xs: f"±{100*(math.exp(st.median(xs))-1):.1f}%"
    print(f"| {w} | {f(a)} | {f(b)} | {f(c)} |")
