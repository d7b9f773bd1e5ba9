# run-once-churned.sh: run-once.sh for the churned cell, without ashley (its churned state is quadratic): run-once-churned.sh iterate churned "3 5 1 2"
S=raw-array+hash-map+tree-map+fastutil-open-hash+fastutil-rb-tree+eclipse-hash+koloboke-hash+fastutil-inline-hash+direct-array+sparse-set+packed-sparse-set+paged-sparse-set+dense-hash-map+sector-array+sector-array-grouped+artemis-odb+dominion+twin \
  exec bash "$(dirname "$0")/run-once.sh" "$@"
