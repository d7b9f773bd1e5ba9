import json,sys,glob
for run in sys.argv[1:]:
    d=json.load(open(run+'/jmh-results.json'))
    print(run)
    for r in d:
        p=r.get('params',{})
        raw=r['primaryMetric']['rawData']
        if not p.get('contender'): continue
        import statistics
        firsts=[f[0]/statistics.median(f[1:]) for f in raw]
        lasts=[f[-1]/f[0] for f in raw]
        print('  %-28s %-6s first/rest %s  last/first %s'%(p.get('contender'),p.get('size'),' '.join('%.2f'%x for x in firsts),' '.join('%.2f'%x for x in lasts)))
