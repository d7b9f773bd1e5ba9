"""Per subject: allocation in its timed parts (bytes per element) and the correlation of its per-iteration log
ratio (to the reference, the geometric mean of anchor and twin) with hash-map x's, pooled over forks: within a fork
(each fork's mean removed) and of the fork means."""
import json, math, statistics as st, sys
d = json.load(open(sys.argv[1]))
s = d[0]['params']['subjects'].split('+'); tw = len(s) - 1
series = {i: [] for i in range(1, tw)}; means = {i: [] for i in range(1, tw)}; alloc = {i: [] for i in range(1, tw)}
for r in d:
    m = r['secondaryMetrics']; t = m['s%02d' % tw]['rawData'][0]
    for i in range(1, tw):
        v = [math.log(x) - math.log(y) / 2 for x, y in zip(m['s%02d' % i]['rawData'][0], t)]
        mu = st.mean(v); series[i] += [x - mu for x in v]; means[i].append(mu)
        alloc[i] += m['alloc%02d' % i]['rawData'][0]
ref = int(sys.argv[2]) if len(sys.argv) > 2 else 1
for i in range(1, tw):
    print('%-22s alloc %5.1f B/el  within-fork corr with %s %+.2f  fork-mean corr %+.2f' % (
        s[i], st.mean(alloc[i]), s[ref], st.correlation(series[i], series[ref]), st.correlation(means[i], means[ref])))
