# seeds.sh CELL TAG SUBJECTS [FLAGS]: one of quick's 1K cells, seeds 1-5, one fork each; prints the watched contender's
# ratio to the anchor per fork. CELL: insert (ascending, growing; watches artemis-odb; files art-TAG-SEED.json) or
# remove (fresh; watches dense-hash-map; files dhm-TAG-SEED.json).
CELL=$1; TAG=$2; S=$3; shift 3
case $CELL in
  insert) PREFIX=art; WATCHED=artemis-odb; PARAMS="-p workload=insert -p order=insertion -p presized=false" ;;
  remove) PREFIX=dhm; WATCHED=dense-hash-map; PARAMS="-p workload=remove -p state=fresh" ;;
  *) echo "CELL is insert or remove, not $CELL" >&2; exit 2 ;;
esac
for seed in 1 2 3 4 5; do
java -jar ${JAR:-target/benchmarks.jar} SideBySideBenchmark $PARAMS -p size=1000 -p distribution=dense -p subjects=$S -p seed=$seed -f 1 -wi 3 -w 1500ms -i 4 -r 500ms -jvmArgs "-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC $*" -rf json -rff $PREFIX-$TAG-$seed.json > $PREFIX-$TAG-$seed.log 2>&1
done
python3 - $PREFIX $TAG $WATCHED <<'PY'
import json, math, statistics as st, sys
prefix, tag, watched = sys.argv[1:]; out = []
for seed in range(1, 6):
    r = json.load(open(f'{prefix}-{tag}-{seed}.json'))[0]; subj = r['params']['subjects'].split('+'); m = r['secondaryMetrics']
    out.append('%.2f' % math.exp(st.mean(math.log(x) for x in m['s%02d' % subj.index(watched)]['rawData'][0])))
print(tag, watched, '/ anchor by seed 1-5:', ' '.join(out))
PY
