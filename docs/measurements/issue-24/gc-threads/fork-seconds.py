"""Seconds per fork of each cell of a run, from the launch start times its jmh-results.json keeps (the last fork
ends at env.json's end). Usage: python3 fork-seconds.py RUN_DIR ..."""
import collections, datetime, json, sys
def t(s): return datetime.datetime.fromisoformat(s.replace('Z', '+00:00'))
for run in sys.argv[1:]:
    cell, starts = {}, set()
    for r in json.load(open(run + '/jmh-results.json')):
        for s in r.get('launchStarts', []):
            starts.add(s)
            cell[s] = '%s %s %s' % (r['benchmark'].split('.')[-2], r['params'].get('state', '-'), r['params'].get('size'))
    order = sorted(starts)
    ends = [t(s) for s in order[1:]] + [t(json.load(open(run + '/env.json'))['end'])]
    per = collections.defaultdict(list)
    for s, e in zip(order, ends): per[cell[s]].append((e - t(s)).total_seconds())
    print(run)
    for k, v in per.items(): print('  %-32s %s' % (k, ' '.join('%.1f' % x for x in v)))
