#!/usr/bin/env python3
"""Checks stepline's Chrome JSON of XSpace profiles (../shared/xspace.md).

  xspace_check.py shape JSON              the document's shape (section 3.1)
  xspace_check.py nesting JSON            no thread holds events that
                                          overlap without nesting (3.5)
  xspace_check.py conserve PB2DIR XPLANE JSON
        every non-internal event of the shown planes' lines is one X event
        with its name, ts and dur, decoded here with protobuf's own
        decoder (PB2DIR holds xplane_pb2.py, made by protoc); derived
        threads stepline adds are left out of the count
  xspace_check.py same A.json B.json [--pairs]
                                          equal as event multisets (with
                                          --pairs, arrows by their ends)
  xspace_check.py digest JSON             "sha256 events" of the multiset
  xspace_check.py counts JSON             X, s, f, C events and pids
Times are compared exactly: JSON numbers are read as decimals.
"""
import collections
import decimal
import hashlib
import json
import sys

D = decimal.Decimal
DERIVED_MIN = -559038737
INTERNAL = {
    "MemoryAllocation", "MemoryDeallocation", "PrefetchProduce",
    "PrefetchConsume", "ParallelInterleaveProduce",
    "ParallelInterleaveConsume", "ParallelInterleaveInitializeInput",
    "ParallelMapProduce", "ParallelMapConsume", "MapAndBatchProduce",
    "MapAndBatchConsume", "ParseExampleProduce", "ParseExampleConsume"}
DERIVED_NAMES = {"Steps", "Launch Stats", "TensorFlow Name Scope",
                 "TensorFlow Ops", "XLA Modules", "XLA Ops"}


def load(path):
    with open(path, "rb") as f:
        return json.loads(f.read().decode("utf-8"), parse_float=D)


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def shape(path):
    d = load(path)
    if list(d.keys()) != ["displayTimeUnit", "traceEvents"]:
        fail("top-level keys %s" % list(d.keys()))
    if d["displayTimeUnit"] != "ns":
        fail("displayTimeUnit %r" % d["displayTimeUnit"])
    for e in d["traceEvents"]:
        if not e or e.get("ph") not in ("M", "X", "s", "f", "C"):
            fail("event %r" % e)
        if e["ph"] == "X":
            for k in ("pid", "tid", "ts", "dur", "name"):
                if k not in e:
                    fail("X without %s: %r" % (k, e))
            if "args" in e and not e["args"]:
                fail("empty args: %r" % e)
    print("ok", len(d["traceEvents"]))


def nesting(path):
    d = load(path)
    threads = collections.defaultdict(list)
    for i, e in enumerate(d["traceEvents"]):
        if e["ph"] == "X":
            threads[(e["pid"], e["tid"])].append((D(e["ts"]), D(e["dur"]), i))
    bad = 0
    for key, evs in threads.items():
        evs.sort(key=lambda t: (t[0], -t[1], t[2]))
        stack = []
        for b, dur, _ in evs:
            e = b + dur
            while stack and stack[-1] <= b:
                stack.pop()
            if stack and stack[-1] < e:
                bad += 1
                continue
            stack.append(e)
    if bad:
        fail("%d events overlap without nesting" % bad)
    print("ok", len(threads), "threads")


def stat_text(s, names):
    k = s.WhichOneof("value")
    if k in ("str_value",):
        return s.str_value
    if k == "ref_value":
        m = names.get(s.ref_value)
        return m.name if m is not None else ""
    if k in ("int64_value", "uint64_value"):
        return str(getattr(s, k))
    if k == "double_value":
        return repr(s.double_value)
    return None


def conserve(pb2dir, xplane, path):
    sys.path.insert(0, pb2dir)
    import xplane_pb2  # noqa: made by protoc in the test's folder
    space = xplane_pb2.XSpace()
    data = open(xplane, "rb").read()
    if data[:2] == b"\x1f\x8b":
        import gzip
        data = gzip.decompress(data)
    space.ParseFromString(data)
    want = collections.Counter()
    derive_planes = set()
    for p in space.planes:
        if p.name in ("/host:metadata", "Task Environment"):
            continue
        smeta = p.stat_metadata
        if p.name.startswith("/device:GPU:") and not any(
                DERIVED_MIN <= l.id <= DERIVED_MIN + 7 for l in p.lines):
            derive_planes.add(p.name)
        for line in p.lines:
            for ev in line.events:
                m = p.event_metadata.get(ev.metadata_id)
                mname = m.name if m is not None else ""
                if mname in INTERNAL:
                    continue
                name = m.display_name if m is not None and m.display_name else mname
                view = {}
                for s in list(m.stats if m is not None else []) + list(ev.stats):
                    key = smeta[s.metadata_id].name if s.metadata_id in smeta else ""
                    view[key] = s
                if "step_name" in view:
                    t = stat_text(view["step_name"], smeta)
                    if t is not None:
                        name = t
                off = ev.offset_ps if ev.WhichOneof("data") == "offset_ps" else 0
                ps = line.timestamp_ns * 1000 + off
                dur = max(ev.duration_ps, 0)
                want[(name, D(ps) / D(10**6), D(dur) / D(10**6))] += 1
    d = load(path)
    names = {}
    pnames = {}
    for e in d["traceEvents"]:
        if e["ph"] == "M" and e["name"] == "thread_name":
            names[(e["pid"], e["tid"])] = e["args"]["name"]
        if e["ph"] == "M" and e["name"] == "process_name":
            pnames[e["pid"]] = e["args"]["name"]
    got = collections.Counter()
    for e in d["traceEvents"]:
        if e["ph"] != "X":
            continue
        key = (e["pid"], e["tid"])
        plane = pnames[e["pid"]].split(" ")[-1]
        tname = names[key]
        base = tname.split(" (overlap ")[0]
        if plane in derive_planes and base in DERIVED_NAMES and (
                3735928559 <= e["tid"] <= 3735928566 or "(overlap " in tname):
            continue
        got[(e["name"], D(e["ts"]), D(e["dur"]))] += 1
    miss, extra = want - got, got - want
    if miss or extra:
        for k in list(miss)[:5]:
            print("missing", k)
        for k in list(extra)[:5]:
            print("extra", k)
        fail("%d events missing, %d extra (of %d)" % (
            sum(miss.values()), sum(extra.values()), sum(want.values())))
    print("ok", sum(want.values()))


def canon(path, pairs=False):
    """The events as sorted JSON texts; with pairs, each arrow is one
    record of its two ends without the id (ids follow file order)."""
    d = load(path)
    evs = d["traceEvents"]
    if pairs:
        ends = collections.defaultdict(dict)
        rest = []
        for e in evs:
            if e["ph"] in ("s", "f"):
                ends[e["id"]][e["ph"]] = {k: v for k, v in e.items() if k != "id"}
            else:
                rest.append(e)
        evs = rest + [{"arrow": [v.get("s"), v.get("f")]} for v in ends.values()]
    return sorted(json.dumps(e, sort_keys=True, default=str) for e in evs)


def same(a, b, opt=""):
    pairs = opt == "--pairs"
    ca, cb = collections.Counter(canon(a, pairs)), collections.Counter(canon(b, pairs))
    if ca != cb:
        for k in list((ca - cb))[:3]:
            print("only in", a, k)
        for k in list((cb - ca))[:3]:
            print("only in", b, k)
        fail("%d and %d events differ" % (sum((ca - cb).values()),
                                          sum((cb - ca).values())))
    print("ok", sum(ca.values()))


def digest(path):
    c = canon(path)
    print(hashlib.sha256("\n".join(c).encode()).hexdigest(), len(c))


def counts(path):
    d = load(path)
    n = collections.Counter(e["ph"] for e in d["traceEvents"])
    pids = sorted({e["pid"] for e in d["traceEvents"] if e["ph"] == "M"})
    print("X=%d s=%d f=%d C=%d pids=%s" % (n["X"], n["s"], n["f"], n["C"],
                                            ",".join(map(str, pids))))


def main():
    cmd = sys.argv[1]
    args = sys.argv[2:]
    {"shape": shape, "nesting": nesting, "conserve": conserve, "same": same,
     "digest": digest, "counts": counts}[cmd](*args)


if __name__ == "__main__":
    main()
