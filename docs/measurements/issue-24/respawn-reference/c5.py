import json, math, statistics as st, sys
# per tag: per subject slot the ratio to the reference (geometric mean of anchor and twin, as SideBySideCells) per fork; t interval over the 5 forks
T=2.776
def load(tag):
    forks=[json.load(open(f'c5-{tag}-{s}.json'))[0] for s in range(1,6)]
    subj=forks[0]['params']['subjects'].split('+'); tw='s%02d'%subj.index('twin')
    out={}
    for i,name in enumerate(subj):
        if i==0: continue
        ms=[]
        for f in forks:
            m=f['secondaryMetrics']
            if name=='twin': ms.append(st.mean(math.log(x) for x in m[tw]['rawData'][0])); continue
            ms.append(st.mean(math.log(x)-0.5*math.log(t) for x,t in zip(m['s%02d'%i]['rawData'][0], m[tw]['rawData'][0])))
        out[name]=(math.exp(st.mean(ms)), math.sinh(T*st.stdev(ms)/math.sqrt(5)))
    return out
tags=sys.argv[1:]
res={t:load(t) for t in tags}
print('subject', *[f'{t}: ratio ±hw' for t in tags], sep=' | ')
for name in res[tags[0]]:
    print(name, *['%.3f ±%.1f%%'%(res[t][name][0],100*res[t][name][1]) for t in tags], sep=' | ')
for t in tags: print(t, 'median hw (contenders) %.1f%%'%(100*st.median(v[1] for k,v in res[t].items() if k!='twin')))
