#!/usr/bin/env python3
"""Prints, for every cell measured here, the contender's ratio to the anchor per fork (seed): artemis-odb's insert
(art-TAG-SEED.json, a1-TAG-SEED.json) and dense-hash-map's removal (dhm-TAG-SEED.json). Usage: python3 summary.py"""
import collections, glob, json, math, re, statistics as st

rows = collections.defaultdict(dict)
for f in sorted(glob.glob('*.json')):
    tag, seed = re.match(r'(.*)-(\d+)\.json', f).groups()
    r = json.load(open(f))[0]
    subjects = r['params']['subjects'].split('+')
    who = 'artemis-odb' if 'artemis-odb' in subjects and not tag.startswith('dhm') else 'dense-hash-map'
    m = r['secondaryMetrics']['s%02d' % subjects.index(who)]['rawData'][0]
    rows[(tag, who, len(subjects))][int(seed)] = math.exp(st.mean(math.log(x) for x in m))
for (tag, who, n), by_seed in rows.items():
    print(f'{tag:<20} {who:<15} {n:>2} subjects: ' + ' '.join(f'seed {s} {v:.1f}' for s, v in sorted(by_seed.items())))
