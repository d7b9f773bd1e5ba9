# art1.sh TAG SEED [FLAGS]: the quick insert cell (all 19 subjects), one fork of one seed; prints artemis-odb's ratio
TAG=$1; SEED=$2; shift 2
S=raw-array+hash-map+tree-map+fastutil-open-hash+fastutil-rb-tree+eclipse-hash+koloboke-hash+fastutil-inline-hash+direct-array+sparse-set+packed-sparse-set+paged-sparse-set+dense-hash-map+sector-array+sector-array-grouped+artemis-odb+dominion+ashley+twin
java -jar ${JAR:-target/benchmarks.jar} SideBySideBenchmark -p workload=insert -p size=1000 -p distribution=dense -p order=insertion -p presized=false -p subjects=$S -p seed=$SEED -f 1 -wi 3 -w 1500ms -i 4 -r 500ms -jvmArgs "-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC $*" -rf json -rff a1-$TAG-$SEED.json > a1-$TAG-$SEED.log 2>&1
python3 -c "
import json, math, statistics as st
r=json.load(open('a1-$TAG-$SEED.json'))[0]; m=r['secondaryMetrics']; s=r['params']['subjects'].split('+')
print('$TAG seed $SEED artemis-odb / anchor %.1f' % math.exp(st.mean(math.log(x) for x in m['s%02d' % s.index('artemis-odb')]['rawData'][0])))"
