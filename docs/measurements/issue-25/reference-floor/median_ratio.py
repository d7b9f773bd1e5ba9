#!/usr/bin/env python3
"""Per cell file (SideBySideBenchmark JSON): the twin per fork, and the median over the other slots of each
slot's ratio to the geometric mean of anchor and twin, per fork and overall. Usage: median_ratio.py CELL.json..."""
import json,sys,math,statistics as st
# median over contender slots of the ratio to the geometric mean of anchor and twin, per fork and overall
for f in sys.argv[1:]:
  r=json.load(open(f))[0]; subj=r['params']['subjects'].split('+'); sm=r['secondaryMetrics']
  tw=subj.index('twin'); twin=[st.mean(math.log(x) for x in fk) for fk in sm['s%02d'%tw]['rawData']]
  per=[]
  for i in range(1,len(subj)):
    if i==tw: continue
    per.append([st.mean(math.log(x) for x in fk)-t/2 for fk,t in zip(sm['s%02d'%i]['rawData'],twin)])
  forks=list(zip(*per))
  print('%-28s twin %s  median ratio per fork %s  overall %.3f'%(f, ' '.join('%.3f'%math.exp(t) for t in twin), ' '.join('%.3f'%math.exp(st.median(x)) for x in forks), math.exp(st.median([st.mean(p) for p in per]))))
