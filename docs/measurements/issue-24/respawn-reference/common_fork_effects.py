import json, math, statistics as st, sys, collections
for run in sys.argv[1:]:
  cells=collections.defaultdict(dict)
  for r in json.load(open(run+'/jmh-results.json')):
    p=r['params']; m=r.get('secondaryMetrics',{})
    if 'contender' not in p or 'sbs.ratio' not in m: continue
    key=(r['benchmark'].split('.')[-2][:-9], p.get('size'), p.get('state'))
    means=[st.mean(math.log(x) for x in f) for f in m['sbs.ratio']['rawData']]
    mu=st.mean(means); cells[key][p['contender']]=[x-mu for x in means]
  print(run.split('/')[-1])
  for key, d in sorted(cells.items()):
    devs=list(d.values()); nf=min(len(x) for x in devs)
    common=[st.mean(x[f] for x in devs) for f in range(nf)]
    vc=st.variance(common); vt=st.mean(st.variance(x[:nf]) for x in devs)
    print('  %-30s common share of fork variance %.2f  common fork effects %s' % (' '.join(str(k) for k in key), vc/vt, [round(math.exp(c),3) for c in common]))
