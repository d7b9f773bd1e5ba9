#!/usr/bin/env python3
"""Issue 24, deliverable 5: every cell of the validation of the side-by-side mode against one-contender
forks, and for every disagreement its cause as docs/side-by-side.md ("Validation against one-contender
forks") measured it.

Input: the JSON of
    scripts/compare FORK_RUN SIDE_BY_SIDE_RUN --ratios-decide --format json --all
(FORK_RUN = runs/2026-12-01T15-01-36.202Z, SIDE_BY_SIDE_RUN = runs/2026-12-01T15-12-18.016Z; on 2026-12-03
runs/2026-12-03T09-26-59.465Z and runs/2026-12-03T09-43-00.041Z), a file or stdin. Its "ratios" rows are one per contender and cell: baseline = the ratio to raw-array in forks,
current = the same side by side, change = side by side / forks with its 95% interval. A row agrees
when that interval contains 1 (the criterion of the doc and of the issue).

Causes, by rules stated here and in the doc, first match wins; each rule covers only what the doc
measured, in the direction it measured:
  lookup-1m-regime   lookup at 1M, lower side by side: the cache regime, by design. In forks of their
                     own the containers that fit the last-level cache kept it from pass to pass; side
                     by side the other subjects' slices evict them, so the ratios are 3-5x smaller.
  iterate-join-1m    iterate or join at 1M, higher side by side, of an object-holding layout ("objects"
                     in the contender table of docs/contenders.md) or of the multi-array layouts the doc
                     names (the sector arrays; packed-sparse-set's join): residual cache, prefetcher and
                     TLB state that the untimed pass before each slice does not restore.
  churn-timed-work   churn at 1K, higher side by side: the modes time different work. A fork-mode frame
                     (ChurnBenchmark) records its commands inside the timed frame, side by side they are
                     recorded ahead, untimed (SliceSubject's `recorded`), so fork mode adds the same
                     recording cost to every contender and the reference, which pulls its ratios toward 1.
  batched-shots      insert or remove at 1K: fork mode times batched single shots over containers prepared
                     per iteration (cold memory, one 200 ms warm-up), side by side warm groups of containers
                     prepared right before each timed part (docs/workloads.md).
Any other disagreement is listed as "no cause found": the doc names churn's artemis-odb row but
measured no cause for it, and no rule covers a lower ratio side by side in iterate or join. A row
whose interval has no bounds (the comparison's "interval reaches zero": one side's reference too
noisy to bound a ratio) is "not judged" and counted apart.

Usage: validation.py [COMPARE_JSON]    (prints the table, the disagreements by cause and the counts)
"""
import json
import os
import re
import sys

MILLION = "1000000"
# "objects" in the contender table of docs/contenders.md: a component object per entity, reached by reference
OBJECT_HOLDING = {"hash-map", "tree-map", "fastutil-open-hash", "fastutil-rb-tree", "eclipse-hash", "koloboke-hash",
                  "direct-array", "sparse-set", "artemis-odb", "dominion", "ashley"}
# the multi-array layouts docs/side-by-side.md names, with the workloads it names them for
MULTI_ARRAY = {"sector-array": {"iterate", "join"}, "sector-array-grouped": {"iterate", "join"},
               "packed-sparse-set": {"join"}}
CAUSES = {
    "lookup-1m-regime": "lookup at 1M, lower side by side: cache regime by design (side by side, other "
    "subjects' slices evict the container; a fork of its own keeps a small one in the last-level cache)",
    "iterate-join-1m": "iterate/join at 1M, higher side by side, object-holding or multi-array layout: "
    "residual cache/prefetch/TLB state the untimed pass before each slice does not restore",
    "churn-timed-work": "churn at 1K, higher side by side: fork mode times recording a frame's commands "
    "with the frame, side by side only applying them",
    "batched-shots": "insert/remove at 1K: fork mode's batched cold single shots against side by side's warm "
    "groups",
    None: "no cause found",
}


def cause(row):
    """The rule that explains a disagreeing row, or None."""
    lower = row["change"] < 1
    if row["workload"] == "lookup" and row["size"] == MILLION and lower:
        return "lookup-1m-regime"
    layout = row["contender"] in OBJECT_HOLDING or row["workload"] in MULTI_ARRAY.get(row["contender"], ())
    if row["workload"] in ("iterate", "join") and row["size"] == MILLION and not lower and layout:
        return "iterate-join-1m"
    if row["workload"] == "churn" and not lower:
        return "churn-timed-work"
    if row["workload"] in ("insert", "remove"):
        return "batched-shots"
    return None


def params(key):
    """The parameters of a result key, benchmark{k=v,k=v}."""
    inside = re.search(r"\{(.*)\}$", key).group(1)
    return dict(p.split("=", 1) for p in inside.split(",") if p)


def rows(compare):
    out = []
    for r in compare["ratios"]:
        p = params(r["key"])
        ch = r["change"]
        out.append({
            "workload": r["workload"],
            "size": p.get("size", ""),
            "state": p.get("state", "-"),
            "order": p.get("order", "-"),
            "contender": r["contender"],
            "fork": r["baseline"]["center"],
            "sbs": r["current"]["center"],
            "change": ch["center"],
            "lower": ch["lower"],
            "upper": ch["upper"],
            "judged": ch["lower"] is not None and ch["upper"] is not None,
            "agree": ch["lower"] is not None and ch["upper"] is not None and ch["lower"] <= 1 <= ch["upper"],
            "unjudged": r.get("unknownReason"),
        })
    size_order = lambda s: int(s) if s.isdigit() else 0
    out.sort(key=lambda x: (x["workload"], size_order(x["size"]), x["state"], x["order"], x["contender"]))
    return out


def num(v, fmt="{:.3f}"):
    return "n/a" if v is None else fmt.format(v)


def main(argv):
    compare = json.load(open(argv[1]) if len(argv) > 1 else sys.stdin)
    table = rows(compare)
    head = ["workload", "size", "state", "order", "contender", "fork ratio", "sbs ratio",
            "sbs/fork [95%]", "agree", "cause"]
    lines = []
    for r in table:
        c = "" if r["agree"] else (cause(r) or "no cause found") if r["judged"] else r["unjudged"]
        lines.append([r["workload"], r["size"], r["state"], r["order"], r["contender"], num(r["fork"]),
                      num(r["sbs"]), f"{num(r['change'])} [{num(r['lower'])}, {num(r['upper'])}]",
                      "yes" if r["agree"] else "no" if r["judged"] else "not judged", c])
    widths = [max(len(str(x)) for x in col) for col in zip(head, *lines)]
    fmt = "  ".join("{:<%d}" % w for w in widths)
    name = lambda run: os.path.basename(run["dir"].rstrip("/"))
    print(f"# {name(compare['baseline'])} (forks) vs {name(compare['current'])} (side by side): "
          "a row agrees when the 95% interval of sbs/fork contains 1")
    print(fmt.format(*head).rstrip())
    for l in lines:
        print(fmt.format(*l).rstrip())
    agree = sum(r["agree"] for r in table)
    judged = sum(r["judged"] for r in table)
    print()
    print(f"agree: {agree} of {judged} judged ({100.0 * agree / max(judged, 1):.0f}%); "
          f"disagree: {judged - agree}; not judged (an interval without bounds): {len(table) - judged}")
    counts = {}
    for r in table:
        if r["judged"] and not r["agree"]:
            k = cause(r)
            counts[k] = counts.get(k, 0) + 1
    for k in list(CAUSES):
        if k in counts:
            print(f"  {counts[k]:3d}  {k or 'none'}: {CAUSES[k]}")
    uncovered = [r for r in table if r["judged"] and not r["agree"] and cause(r) is None]
    if uncovered:
        print("no cause found: " + "; ".join(
            f"{r['workload']} {r['size']} {r['state']} {r['contender']} {num(r['change'])}" for r in uncovered))
    by_workload = {}
    for r in table:
        w = by_workload.setdefault((r["workload"], r["size"]), [0, 0, 0])
        w[0] += r["agree"]
        w[1] += r["judged"]
        w[2] += 1
    print("by workload and size: " + "; ".join(
        f"{w} {s}: {a} of {n} judged agree" + (f" ({t - n} not judged)" if t > n else "")
        for (w, s), (a, n, t) in sorted(by_workload.items(),
                                                                   key=lambda e: (e[0][0], int(e[0][1] or 0)))))


if __name__ == "__main__":
    main(sys.argv)
