#!/usr/bin/env python3
"""Finds the hot loop in a method's C2 code in a -XX:+PrintAssembly log and counts its instructions per entity.

Called by scripts/asm-loop (which says how the loop is chosen and counted):
  asm_loop_count.py LOG Class::method iterate|join CONTENDER VERSION
"""
import re
import sys

INSN = re.compile(r"^\s+0x([0-9a-f]+):\s+([a-z][a-z0-9.]*)\b\s*([^;]*?)\s*(;.*)?$")
TARGET = re.compile(r"^(?:0x)?([0-9a-f]+)$")
HEADER = re.compile(r"^Compiled method \((c1|c2)\)\s+\d+\s+\d+\s+(%?)\s*(\d)\s+(\S+)")
MARKERS = {"join": re.compile(r"^v?mulss$"), "iterate": re.compile(r"^movsxd$|^movslq$")}
# a sign extension counts for iterate only when it loads (an index converted to a long does not)
LOADS_ONLY = {"join": False, "iterate": True}
PER_ENTITY = 2  # two multiplies by dt, or two sign-extended checksum words, per entity


def compilations(lines, method):
    """(osr, instructions) of each tier-4 compilation of the method, in log order."""
    out, current = [], None
    for line in lines:
        h = HEADER.match(line)
        if h or line.startswith("[/Disassembly]"):
            if current is not None:
                out.append(current)
            current = None
            if h and h.group(1) == "c2" and h.group(3) == "4" and h.group(4).endswith(method):
                current = (h.group(2) == "%", [])
            continue
        if current is None:
            continue
        if line.startswith("[Stub Code]") or line.startswith("[Exception Handler]"):
            out.append(current)
            current = None
            continue
        m = INSN.match(line)
        if m:
            current[1].append((int(m.group(1), 16), m.group(2), m.group(3)))
    if current is not None:
        out.append(current)
    return out


def blocks_of(insns):
    """Basic blocks: {start: [instructions]} and successors {start: [starts]}."""
    addrs = [a for a, _, _ in insns]
    known = set(addrs)
    leaders = {addrs[0]}
    targets = {}
    for i, (a, mn, ops) in enumerate(insns):
        if mn.startswith("j"):
            t = TARGET.match(ops.split()[0]) if ops else None
            target = int(t.group(1), 16) if t else None
            targets[a] = target if target in known else None
            if target in known:
                leaders.add(target)
            if i + 1 < len(insns):
                leaders.add(insns[i + 1][0])
        elif mn.startswith("ret") or mn == "hlt" or mn == "ud2":
            if i + 1 < len(insns):
                leaders.add(insns[i + 1][0])
    blocks, succ, order = {}, {}, []
    start = None
    for i, insn in enumerate(insns):
        if insn[0] in leaders:
            start = insn[0]
            order.append(start)
            blocks[start] = []
        blocks[start].append(insn)
    for n, s in enumerate(order):
        a, mn, _ = blocks[s][-1]
        nxt = order[n + 1] if n + 1 < len(order) else None
        out = []
        if mn.startswith("j"):
            if targets.get(a) is not None:
                out.append(targets[a])
            if not mn.startswith("jmp") and nxt is not None:
                out.append(nxt)
        elif not (mn.startswith("ret") or mn == "hlt" or mn == "ud2") and nxt is not None:
            out.append(nxt)
        succ[s] = out
    return blocks, succ, order


def dominators(order, succ):
    """Dominator sets over the blocks reachable from the entry (alignment padding after a jump is not)."""
    entry = order[0]
    reached, stack = {entry}, [entry]
    while stack:
        for s in succ[stack.pop()]:
            if s not in reached:
                reached.add(s)
                stack.append(s)
    order = [b for b in order if b in reached]
    preds = {b: [] for b in order}
    for b in order:
        for s in succ[b]:
            preds[s].append(b)
    everything = set(order)
    dom = {b: set(everything) for b in order}
    dom[entry] = {entry}
    changed = True
    while changed:
        changed = False
        for b in order[1:]:
            ps = [dom[p] for p in preds[b]]
            new = (set.intersection(*ps) if ps else set()) | {b}
            if new != dom[b]:
                dom[b], changed = new, True
    return dom, preds


def natural_loops(order, succ):
    dom, preds = dominators(order, succ)
    loops = {}
    for b in dom:
        for h in succ[b]:
            if h in dom[b]:
                body = loops.setdefault(h, {h})
                stack = [b]
                while stack:
                    n = stack.pop()
                    if n not in body:
                        body.add(n)
                        stack.extend(preds[n])
    return loops


def paths(header, body, succ, blocks, limit=4096):
    """Each path header -> back to header inside the body, as the list of its blocks."""
    out, stack = [], [(header, [header])]
    while stack and len(out) < limit:
        node, path = stack.pop()
        for s in succ[node]:
            if s == header:
                out.append(path)
            elif s in body and s not in path:
                stack.append((s, path + [s]))
    return out


def main():
    log, method, workload, contender, version = sys.argv[1:6]
    with open(log, errors="replace") as f:
        lines = f.read().splitlines()
    comps = compilations(lines, method)
    standard = [c for c in comps if not c[0]]
    if not comps:
        sys.exit(f"asm-loop: no C2 compilation of {method} in {log} (longer --seconds, or another --method)")
    osr, insns = (standard or comps)[-1]
    if not insns:
        sys.exit(f"asm-loop: the C2 code of {method} has no disassembly in {log}: was hsdis loaded?")
    marker = MARKERS[workload]
    blocks, succ, order = blocks_of(insns)
    loops = natural_loops(order, succ)
    headers = set(loops)
    innermost = {h: b for h, b in loops.items() if not (headers - {h}) & b}

    def markers(bs):
        return sum(
            1
            for b in bs
            for _, mn, ops in blocks[b]
            if marker.match(mn) and ("(" in ops or not LOADS_ONLY[workload])
        )

    hot = [(markers(b), h) for h, b in innermost.items() if markers(b) > 0]
    if not hot:
        sys.exit(f"asm-loop: no innermost loop of {method} holds a {marker.pattern} marker")
    _, header = max(hot)
    body = innermost[header]
    print(f"asm-loop: {contender} {workload}, {method}, C2{' (OSR only)' if osr else ''}, {version}")
    print(f"hot loop (header 0x{header:x}; {len(body)} blocks):")
    for b in sorted(body):
        for a, mn, ops in blocks[b]:
            print(f"  0x{a:x}: {mn:8} {ops}")
    ps = paths(header, body, succ, blocks)
    total_insns = total_entities = 0
    for n, p in enumerate(ps, 1):
        count = sum(len(blocks[b]) for b in p)
        entities = markers(p) / PER_ENTITY
        total_insns += count
        total_entities += entities
        if n <= 16:
            print(f"path {n}: {count} instructions, {entities:g} entities")
    if len(ps) > 16:
        print(f"... {len(ps)} paths in all")
    if any(mn.startswith("vmulp") or mn.startswith("vpmovsx") for b in body for _, mn, _ in blocks[b]):
        print("note: the loop holds vector instructions; the markers count scalar ones only")
    if total_entities == 0:
        sys.exit("asm-loop: no path of the hot loop holds a whole entity")
    print(f"instructions per entity: {total_insns / total_entities:.1f}"
          f" ({total_insns} instructions over {len(ps)} paths, {total_entities:g} entities)")


if __name__ == "__main__":
    main()
