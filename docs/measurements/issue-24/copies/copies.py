"""Per contender in two copies (x:, y:) per fork: fork-to-fork sd of one copy's log ratio to the reference
(geometric mean of anchor and twin) against that of the two copies' mean; and the correlation of the copies."""
import json, math, statistics as st, sys, collections
for path in sys.argv[1:]:
    data = json.load(open(path))
    rows = collections.defaultdict(lambda: collections.defaultdict(dict))  # cell -> seed -> slot -> mean log
    subjects = None
    for r in data:
        p = r['params']; subjects = p['subjects'].split('+')
        m = r['secondaryMetrics']
        seed = p['seed']
        for i in range(1, len(subjects)):
            raw = m['s%02d' % i]['rawData'][0]
            rows[seed][i] = st.mean(math.log(x) for x in raw)
    tw = len(subjects) - 1
    seeds = sorted(rows)
    ref = {s: rows[s][tw] / 2 for s in seeds}
    print(path, len(seeds), 'forks; twin fork sd %.3f' % st.stdev(rows[s][tw] for s in seeds))
    one, two, corr = [], [], []
    for i in range(1, tw, 2):
        name = subjects[i].split(':')[1]
        x = [rows[s][i] - ref[s] for s in seeds]; y = [rows[s][i + 1] - ref[s] for s in seeds]
        xy = [(a + b) / 2 for a, b in zip(x, y)]
        sx, sy, sm = st.stdev(x), st.stdev(y), st.stdev(xy)
        c = st.correlation(x, y)
        # the copies' difference: 2x the per-copy independent variance
        sd_diff = st.stdev([a - b for a, b in zip(x, y)])
        one.append((sx + sy) / 2); two.append(sm); corr.append(c)
        print('  %-20s ratio %.3f  sd one copy %.3f/%.3f  mean of two %.3f  corr %+.2f  sd(x-y)/sqrt2 %.3f' % (
            name, math.exp(st.mean(xy)), sx, sy, sm, c, sd_diff / math.sqrt(2)))
    print('  median: one copy %.3f, mean of two %.3f (x%.2f), corr %+.2f' % (
        st.median(one), st.median(two), st.median(two) / st.median(one), st.median(corr)))
