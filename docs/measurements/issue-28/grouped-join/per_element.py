"""Join time per matched entity (ns) and ratio to the raw join, by size, for the sector arrays,
packed-sparse-set and the raw reference, dense IDs, fresh containers.

Usage: python3 per_element.py RUN_DIR_OR_JMH_JSON...   (e.g. results/baseline, or the JSON files here)
"""
import glob
import json
import os
import sys

SHOWN = ('raw', 'packed-sparse-set', 'sector-array', 'sector-array-grouped')

for arg in sys.argv[1:]:
    path = arg if arg.endswith('.json') else glob.glob(os.path.join(arg, 'jmh-results*.json'))[0]
    rows = {}
    for r in json.load(open(path)):
        p = r['params']
        if 'Join' not in r['benchmark'] or p.get('distribution') != 'dense' or p.get('state') not in (None, 'fresh'):
            continue
        name = p.get('contender', 'raw')
        if name in SHOWN:
            size = int(p['size'])
            rows.setdefault(size, {})[name] = r['primaryMetric']['score'] / ((size + 1) // 2)
    print(arg)
    for size, times in sorted(rows.items()):
        raw = times.get('raw')
        cells = ['%s %.2f ns%s' % (n, t, ' (%.2fx)' % (t / raw) if raw else '') for n, t in sorted(times.items())]
        print('  %8d: %s' % (size, '; '.join(cells)))
