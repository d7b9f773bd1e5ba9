CF="-Xms12g -Xmx12g -Xmn2g -XX:-UseAdaptiveSizePolicy -XX:+UseParallelGC -XX:ParallelGCThreads=1 -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,io.componentbench.workload.RawArrays::respawn -XX:CompileCommand=inline,java.lang.Class::newInstance -XX:Tier3DelayOn=20"
for seed in $2; do
java -jar /tmp/s6/b4.jar SideBySideBenchmark -p workload=join -p state=fresh -p size=1000000 -p distribution=dense -p subjects=$3 -p seed=$seed -f 1 -wi 3 -w 500ms -i 8 -r 500ms -jvmArgs "$CF $4" -rf json -rff /tmp/s6/sag/$1-$seed.json > /tmp/s6/sag/$1-$seed.log 2>&1
done
