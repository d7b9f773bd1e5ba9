"""Paired ratio of one contender to every other of a side-by-side run, per cell: per round the ratio of
the two subjects' slices (each over the same anchor), per fork the mean log, across forks a t interval.

Usage: python3 paired_ratio.py jmh-results.json CONTENDER
"""
import json,sys,math,statistics as st
T={1:12.706,2:4.303,3:3.182,4:2.776,5:2.571,6:2.447,7:2.365,8:2.306,9:2.262}
d=json.load(open(sys.argv[1])); a=sys.argv[2]
rows={}
for r in d:
    p=r['params']
    if 'contender' in p: rows[(p['contender'],p.get('state'),p.get('order'),p.get('presized'))]=r['secondaryMetrics']['sbs.ratio']['rawData']
for k,v in rows.items():
    if k[0]==a: continue
    ka=(a,)+k[1:]
    if ka not in rows: continue
    A=rows[ka]
    means=[st.mean(math.log(x/y) for x,y in zip(fa,fb)) for fa,fb in zip(A,v)]
    m=st.mean(means); n=len(means); hw=T[n-1]*st.stdev(means)/math.sqrt(n)
    print('%s / %-20s %s %6.3f [%6.3f %6.3f]'%(a,k[0],k[1:],math.exp(m),math.exp(m-hw),math.exp(m+hw)))
