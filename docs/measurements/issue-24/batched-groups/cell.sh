#!/bin/bash
# One side-by-side cell by hand: cell.sh JAR OUT WORKLOAD SIZE FORKS [-p ...]; WARM = warm-up iteration (default
# 1500ms, the profiles' for insert and remove). The subjects: the anchor, every contender that runs on JDK 17, the twin.
J=$1; O=$2; W=$3; N=$4; F=$5; shift 5
S=raw-array+hash-map+tree-map+fastutil-open-hash+fastutil-rb-tree+eclipse-hash+koloboke-hash+fastutil-inline-hash+direct-array+sparse-set+packed-sparse-set+paged-sparse-set+dense-hash-map+sector-array+sector-array-grouped+artemis-odb+dominion+ashley+twin
java -jar "$J" SideBySideBenchmark -p workload=$W -p state=fresh -p size=$N -p distribution=dense -p subjects=${SUBJECTS:-$S} "$@" \
 -f $F -wi 3 -w ${WARM:-1500ms} -i 4 -r 500ms \
 -jvmArgs "-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC" -rf json -rff "$O" > "$O.log" 2>&1
