import json, math, statistics as st, sys
from collections import defaultdict
run=sys.argv[1]
res=json.load(open(run+"/jmh-results.json"))
cells=defaultdict(dict)
for r in res:
    sm=r.get("secondaryMetrics",{}); p=dict(r["params"]); c=p.pop("contender",None)
    if "sbs.ratio" not in sm: continue
    key=(r["benchmark"].split(".")[-2].replace("Benchmark",""), tuple(sorted(p.items())))
    cells[key][c]=(sm["sbs.ratio"]["rawData"], r["primaryMetric"]["rawData"])
out=defaultdict(list)
refs={k:cs[None] for k,cs in cells.items() if None in cs}
for k,cs in cells.items():
    cand=[rk for rk in refs if rk[0]==k[0] and set(rk[1])<=set(k[1])]
    if not cand: continue
    rk=max(cand,key=lambda rk:len(rk[1]))
    anchor=[[math.log(v) for v in f] for f in refs[rk][1]]
    for c,(ratio,_) in cs.items():
        if c is None: continue
        y=[[math.log(v) for v in f] for f in ratio]
        nf=min(len(y),len(anchor))
        # pooled within-fork slope
        sxy=sxx=0
        for f in range(nf):
            mx=st.mean(anchor[f]); my=st.mean(y[f])
            for a,b in zip(anchor[f],y[f]): sxy+=(a-mx)*(b-my); sxx+=(a-mx)**2
        beta=sxy/sxx if sxx>0 else 0
        fx=[st.mean(anchor[f]) for f in range(nf)]; gx=st.mean(fx)
        fy=[st.mean(y[f]) for f in range(nf)]
        adj=[fy[f]-beta*(fx[f]-gx) for f in range(nf)]
        out[k[0]+" "+dict(k[1]).get("size","")].append((st.stdev(fy), st.stdev(adj), beta))
for w,v in sorted(out.items()):
    print(f"{w:16s} between-fork sd median {st.median(a for a,b,c in v):.4f} adjusted {st.median(b for a,b,c in v):.4f}  beta median {st.median(c for a,b,c in v):+.2f}")
