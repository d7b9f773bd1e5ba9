#!/usr/bin/env bash
# every 0.5 s: time, pid, AnonHugePages and Rss of each JMH fork JVM (ForkedMain)
while true; do
  for p in $(pgrep -f ForkedMain); do
    a=$(awk '/AnonHugePages/{print $2}' /proc/$p/smaps_rollup 2>/dev/null); r=$(awk '/^Rss/{print $2}' /proc/$p/smaps_rollup 2>/dev/null)
    echo "$(date +%s.%N | cut -c1-14) $p $a $r"
  done
  sleep 0.5
done
