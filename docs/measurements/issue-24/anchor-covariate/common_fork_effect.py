import json, math, statistics, sys
from collections import defaultdict
run=sys.argv[1]
res=json.load(open(run+"/jmh-results.json"))
cells=defaultdict(dict)
for r in res:
    sm=r.get("secondaryMetrics",{})
    if "sbs.ratio" not in sm or "contender" not in r["params"]: continue
    p=dict(r["params"]); c=p.pop("contender")
    key=(r["benchmark"].split(".")[-2].replace("Benchmark","").lower(), tuple(sorted(p.items())))
    raw=sm["sbs.ratio"]["rawData"]
    cells[key][c]=[statistics.mean(math.log(v) for v in f) for f in raw]
    cells[key]["TWIN"]=[statistics.mean(math.log(v) for v in f) for f in sm["sbs.twin"]["rawData"]]
byw=defaultdict(list)
for k,cs in cells.items():
    names=[c for c in cs if c!="TWIN"]
    nf=min(len(cs[c]) for c in names)
    common=[statistics.mean(cs[c][f] for c in names) for f in range(nf)]
    common=[x-statistics.mean(common) for x in common]
    raw_sd=statistics.median(statistics.stdev(cs[c][:nf]) for c in names)
    adj_sd=statistics.median(statistics.stdev([cs[c][f]-common[f] for f in range(nf)]) for c in names)
    byw[k[0]].append((raw_sd,adj_sd))
    d=dict(k[1])
    print(k[0], d.get("size"), d.get("distribution"), d.get("state",""), f"sd {raw_sd:.4f} after common {adj_sd:.4f}  common per fork", " ".join(f"{x:+.3f}" for x in common))
for w,v in sorted(byw.items()):
    print(w, "median sd", f"{statistics.median(a for a,b in v):.4f}", "after removing common fork effect", f"{statistics.median(b for a,b in v):.4f}")
