"""Per fork, the anchor's (raw-array) insert time per unit in each measured iteration (us), and each
contender's ratio to it per iteration: does the anchor's time fall through a fork while the contenders'
stay flat (a trend the ratios would carry)?

Usage: python3 anchor_trend.py jmh-results.json [CONTENDER...]
"""
import json
import sys

rows = json.load(open(sys.argv[1]))
shown = set(sys.argv[2:])
for r in rows:
    p = r['params']
    name = p.get('contender', 'raw-array (anchor)')
    if shown and 'contender' in p and name not in shown:
        continue
    print(name, p.get('order'), 'presized' if p.get('presized') == 'true' else '')
    for fork in r['primaryMetric']['rawData']:
        print('    time  ', ' '.join('%8.2f' % (x / 1000) for x in fork))
    if 'contender' in p:
        for fork in r['secondaryMetrics']['sbs.ratio']['rawData']:
            print('    ratio ', ' '.join('%8.2f' % x for x in fork))
