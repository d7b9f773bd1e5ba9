import json, math, statistics as st, sys, random
def ratios(f):
    r=json.load(open(f))[0]; s=r['params']['subjects'].split('+'); m=r['secondaryMetrics']
    return {name: st.mean(math.log(x) for x in m['s%02d'%i]['rawData'][0]) for i,name in enumerate(s) if i>0}
a,b,lo,hi=sys.argv[1],sys.argv[2],int(sys.argv[3]),int(sys.argv[4])
seeds=range(lo,hi+1)
A=[ratios(f'{a}-{s}.json') for s in seeds]; B=[ratios(f'{b}-{s}.json') for s in seeds]
slowA=sum(math.exp(r['dense-hash-map'])>11 for r in A); slowB=sum(math.exp(r['dense-hash-map'])>11 for r in B)
names=[n for n in A[0] if n not in ('dense-hash-map','twin')]
def spread(R): return st.median(st.stdev(r[n] for r in R) for n in names)
sa,sb=spread(A),spread(B)
# bootstrap over seeds (paired) for the spread ratio
random.seed(1); idx=list(range(len(A))); boots=[]
for _ in range(2000):
    k=[random.choice(idx) for _ in idx]
    boots.append(spread([A[i] for i in k])/spread([B[i] for i in k]))
boots.sort()
cent=st.median(math.exp(st.mean(x[n]-y[n] for x,y in zip(A,B))) for n in names+['twin'])
print(f'{a} vs {b}, seeds {lo}-{hi}: dhm slow {slowA} of {len(A)} vs {slowB} of {len(B)}; spread {sa:.3f} vs {sb:.3f}, ratio {sa/sb:.2f} [{boots[50]:.2f}, {boots[1949]:.2f}] (paired bootstrap over seeds); median ratio of centers {cent:.3f}')
print('dhm', a, ' '.join('%.1f'%math.exp(r['dense-hash-map']) for r in A)); print('dhm', b, ' '.join('%.1f'%math.exp(r['dense-hash-map']) for r in B))
