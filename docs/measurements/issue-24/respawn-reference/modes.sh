# modes.sh TAG EXTRA_JVM_FLAGS : respawn 1K, raw-array+direct-array+sparse-set+twin, seeds 1..8, prints anchor and twin ns per element
TAG=$1; shift
for seed in 1 2 3 4 5 6 7 8; do
java -jar ${JAR:-target/benchmarks.jar} SideBySideBenchmark -p workload=respawn -p state=fresh -p size=1000 -p distribution=dense -p subjects=raw-array+direct-array+sparse-set+twin -p seed=$seed -f 1 -wi 3 -w 500ms -i 4 -r 500ms -jvmArgs "-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC $*" -rf json -rff m-$TAG-$seed.json > m-$TAG-$seed.log 2>&1
done
python3 - $TAG <<'PY'
import json, math, statistics as st, sys
tag=sys.argv[1]; out=[]
for seed in range(1,9):
    m=json.load(open(f'm-{tag}-{seed}.json'))[0]['secondaryMetrics']
    gm=lambda k: math.exp(st.mean(math.log(x) for x in m[k]['rawData'][0]))
    a=gm('anchorNs'); out.append('%d: anchor %.2f twin %.2f' % (seed, a, a*gm('s03')))
print(tag, '; '.join(out))
PY
