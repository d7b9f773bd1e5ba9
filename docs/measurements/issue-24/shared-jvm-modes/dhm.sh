# dhm.sh TAG SUBJECTS: remove 1K fresh (quick's cell), seeds 1-5, one fork each; prints dense-hash-map's ratio to the anchor per fork
TAG=$1; S=$2; shift 2
for seed in 1 2 3 4 5; do
java -jar ${JAR:-target/benchmarks.jar} SideBySideBenchmark -p workload=remove -p state=fresh -p size=1000 -p distribution=dense -p subjects=$S -p seed=$seed -f 1 -wi 3 -w 1500ms -i 4 -r 500ms -jvmArgs "-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC $*" -rf json -rff dhm-$TAG-$seed.json > dhm-$TAG-$seed.log 2>&1
done
python3 - $TAG <<'PY'
import json, math, statistics as st, sys
tag=sys.argv[1]; out=[]
for seed in range(1,6):
    r=json.load(open(f'dhm-{tag}-{seed}.json'))[0]; subj=r['params']['subjects'].split('+'); m=r['secondaryMetrics']
    out.append('%.2f' % math.exp(st.mean(math.log(x) for x in m['s%02d' % subj.index('dense-hash-map')]['rawData'][0])))
print(tag, 'dense-hash-map / anchor by seed 1-5:', ' '.join(out))
PY
