import json, math, statistics as st, sys, glob, re
for f in sys.argv[1:]:
    r = json.load(open(f))[0]; subj = r['params']['subjects'].split('+'); m = r['secondaryMetrics']
    out=[]
    for i,s in enumerate(subj):
        if i==0: continue
        k='s%02d'%i
        xs=m[k]['rawData'][0]
        out.append('%s=%.2f' % (s[:12], math.exp(st.mean(math.log(x) for x in xs))))
    print(f.split('/')[-1], ' '.join(out))
