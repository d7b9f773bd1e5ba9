#!/usr/bin/env python3
"""Every slot of a SideBySideBenchmark cell file: its ratio to the anchor with a t interval over forks. Usage: slots.py CELL.json..."""
import json,sys,math,statistics as st
T={1:12.706,2:4.303,3:3.182,4:2.776}
for f in sys.argv[1:]:
  r=json.load(open(f))[0]; subj=r['params']['subjects'].split('+'); sm=r['secondaryMetrics']
  print('==',f, 'anchorNs per fork', [round(st.mean(x)/1,1) for x in sm['anchorNs']['rawData']])
  for i in range(1,len(subj)):
    raw=sm['s%02d'%i]['rawData']; means=[st.mean(math.log(x) for x in fk) for fk in raw]; m=st.mean(means); n=len(means)
    hw=T[n-1]*st.stdev(means)/math.sqrt(n)
    print('%2d %-22s %.3f [%.3f %.3f]'%(i,subj[i],math.exp(m),math.exp(m-hw),math.exp(m+hw)))
