#!/usr/bin/env python3
"""Entries of two or more footprint files that differ from the first file's: compare.py A.json B.json..."""
import json
import sys

def load(path):
    return {(e["contender"], e["distribution"], e["size"]): e for e in json.load(open(path))}

first = load(sys.argv[1])
for path in sys.argv[2:]:
    other = load(path)
    same = list(first) == list(other)
    print(f"{path}: {len(other)} entries, same keys in the same order: {same}")
    for k, e in first.items():
        o = other.get(k)
        if o != e:
            print(f"  {k}: bytes/entity {e['bytesPerEntity']} -> {o and o['bytesPerEntity']},"
                  f" objects/entity {e['objectsPerEntity']} -> {o and o['objectsPerEntity']}")
