# cell5.sh TAG WORKLOAD SIZE STATE FLAGS... : one side-by-side cell, the quick subjects, seeds 1..5 one fork each (quick's plan: 3 x 500 ms warm-up, 8 x 500 ms)
TAG=$1; W=$2; N=$3; ST=$4; shift 4
S=raw-array+hash-map+tree-map+fastutil-open-hash+fastutil-rb-tree+eclipse-hash+koloboke-hash+fastutil-inline-hash+direct-array+sparse-set+packed-sparse-set+paged-sparse-set+dense-hash-map+sector-array+sector-array-grouped+artemis-odb+dominion+ashley+twin
for seed in 1 2 3 4 5; do
java -jar ${JAR:-target/benchmarks.jar} SideBySideBenchmark -p workload=$W -p state=$ST -p size=$N -p distribution=dense -p subjects=$S -p seed=$seed -f 1 -wi 3 -w 500ms -i 8 -r 500ms -jvmArgs "-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC $*" -rf json -rff c5-$TAG-$seed.json > c5-$TAG-$seed.log 2>&1
done
