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
                                          (arrows by their ends: their
                                          ids are free, xspace.md 3.6)
  xspace_check.py counts JSON             X, s, f, C events and pids
  xspace_check.py arrows PB2DIR XPLANE JSON
        the launch arrows of a one-host profile are those of the first
        launch and execution of each correlation id, found independently
  xspace_check.py pftwin JSON PFTRACE     the Perfetto trace of the same
                                          input holds the same processes,
                                          threads, slices (args, flows),
                                          launch arrows and counters;
                                          decoded here from the wire
Times are compared exactly: JSON numbers are read as decimals.
"""
import collections
import decimal
import hashlib
import json
import sys

D = decimal.Decimal
DERIVED_MIN = -559038737
ARROW_BIT = 1 << 62
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
                # xspace.md 3.1: both ends floored to ns, dur between them.
                b, e = ps // 1000, (ps + dur) // 1000
                want[(name, D(b) / D(1000), D(e - b) / D(1000))] += 1
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


def arrows(pb2dir, xplane, path):
    """The launch arrows of a one-host profile (xspace.md 3.6), found here
    from protobuf's decoding: per correlation id the first launch (host
    planes) and the first execution (GPU planes) in file order, both
    written as X events; compared with the JSON's s/f pairs by the name
    and start of the slices they join."""
    sys.path.insert(0, pb2dir)
    import xplane_pb2  # noqa: made by protoc in the test's folder
    space = xplane_pb2.XSpace()
    space.ParseFromString(open(xplane, "rb").read())
    first = [{}, {}]  # launch, exec: id -> (name, ts in ns)
    for p in space.planes:
        if p.name in ("/host:metadata", "Task Environment"):
            continue
        side = 0 if p.name.startswith("/host:") else 1 if p.name.startswith("/device:GPU:") else -1
        if side < 0:
            continue
        smeta = p.stat_metadata
        for line in p.lines:
            if DERIVED_MIN <= line.id <= DERIVED_MIN + 7:
                continue
            for ev in line.events:
                m = p.event_metadata.get(ev.metadata_id)
                mname = m.name if m is not None else ""
                if mname in INTERNAL:
                    continue
                view = {}
                for st in list(m.stats if m is not None else []) + list(ev.stats):
                    view[smeta[st.metadata_id].name if st.metadata_id in smeta else ""] = st
                c = view.get("correlation_id")
                if c is None or c.WhichOneof("value") not in ("int64_value", "uint64_value"):
                    continue
                cid = getattr(c, c.WhichOneof("value")) % (1 << 64)
                if cid in first[side]:
                    continue
                name = m.display_name if m is not None and m.display_name else mname
                off = ev.offset_ps if ev.WhichOneof("data") == "offset_ps" else 0
                first[side][cid] = (name, (line.timestamp_ns * 1000 + off) // 1000)
    want = collections.Counter((first[0][i], first[1][i]) for i in first[0] if i in first[1])
    d = load(path)
    at = {}
    for e in d["traceEvents"]:
        if e["ph"] == "X":
            at[(e["pid"], e["tid"], ns(e["ts"]))] = (e["name"], ns(e["ts"]))
    ends = collections.defaultdict(dict)
    for e in d["traceEvents"]:
        if e["ph"] in ("s", "f"):
            ends[e["id"]][e["ph"]] = at.get((e["pid"], e["tid"], ns(e["ts"])))
    got = collections.Counter((v.get("s"), v.get("f")) for v in ends.values())
    if want != got:
        for k in list(want - got)[:3]:
            print("missing", k)
        for k in list(got - want)[:3]:
            print("extra", k)
        fail("%d arrows wanted, %d written" % (sum(want.values()), sum(got.values())))
    print("ok", sum(want.values()), "arrows")


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
    c = canon(path, pairs=True)
    print(hashlib.sha256("\n".join(c).encode()).hexdigest(), len(c))


def counts(path):
    d = load(path)
    n = collections.Counter(e["ph"] for e in d["traceEvents"])
    pids = sorted({e["pid"] for e in d["traceEvents"] if e["ph"] == "M"})
    print("X=%d s=%d f=%d C=%d pids=%s" % (n["X"], n["s"], n["f"], n["C"],
                                            ",".join(map(str, pids))))


# ---- Perfetto's format, decoded from the wire (no schema needed) ----

def fields(b):
    """(number, wire type, value) of each field of message bytes b."""
    i, n = 0, len(b)
    while i < n:
        tag, i = varint(b, i)
        f, wt = tag >> 3, tag & 7
        if wt == 0:
            v, i = varint(b, i)
        elif wt == 1:
            v, i = b[i:i + 8], i + 8
        elif wt == 2:
            ln, i = varint(b, i)
            v, i = b[i:i + ln], i + ln
        elif wt == 5:
            v, i = b[i:i + 4], i + 4
        else:
            raise ValueError("wire type %d" % wt)
        yield f, wt, v


def varint(b, i):
    r = s = 0
    while True:
        c = b[i]
        i += 1
        r |= (c & 0x7f) << s
        s += 7
        if c < 0x80:
            return r, i


def signed(v):
    return v - (1 << 64) if v >= 1 << 63 else v


def pftrace(path):
    import struct
    data = open(path, "rb").read()
    procs, threads, counters, events = {}, {}, {}, []
    interned = {}  # per sequence: (table, iid) -> string
    for f, _, pk in fields(data):
        assert f == 1
        ts, te, td, seq, flags, idata = None, None, None, 0, 0, None
        for g, _, v in fields(pk):
            if g == 8:
                ts = v
            elif g == 11:
                te = v
            elif g == 60:
                td = v
            elif g == 10:
                seq = v
            elif g == 13:
                flags = v
            elif g == 12:
                idata = v
        if flags & 1:
            interned[seq] = {}
        tab = interned.setdefault(seq, {})
        if idata is not None:
            for g, _, v in fields(idata):
                ent = dict((h, x) for h, _, x in fields(v))
                tab[(g, ent[1])] = ent[2].decode("utf-8")
        if td is not None:
            d = dict((g, v) for g, _, v in fields(td))
            uuid = d.get(1, 0)
            if 3 in d:
                pd = dict((g, v) for g, _, v in fields(d[3]))
                procs[uuid] = (pd.get(1), pd.get(6, b"").decode())
            elif 4 in d:
                t = dict((g, v) for g, _, v in fields(d[4]))
                threads[uuid] = (t.get(1), t.get(2), t.get(5, b"").decode(), d.get(12, 0))
            elif 8 in d:
                counters[uuid] = (d.get(5), d.get(2, b"").decode())
        if te is not None:
            e = {"ts": ts, "args": {}, "flow": [], "term": []}
            for g, wt, v in fields(te):
                if g == 9:
                    e["type"] = v
                elif g == 11:
                    e["track"] = v
                elif g == 23:
                    e["name"] = v.decode("utf-8")
                elif g == 10:
                    e["name"] = tab[(2, v)]
                elif g == 30:
                    e["value"] = signed(v)
                elif g == 47:
                    e["flow"].append(struct.unpack("<Q", v)[0])
                elif g == 48:
                    e["term"].append(struct.unpack("<Q", v)[0])
                elif g == 4:
                    a = dict((h, (w2, x)) for h, w2, x in fields(v))
                    key = (a[10][1].decode("utf-8") if 10 in a
                           else tab[(3, a[1][1])])
                    if 17 in a:
                        val = tab[(29, a[17][1])]
                    elif 4 in a:
                        val = signed(a[4][1])
                    elif 3 in a:
                        val = a[3][1]
                    elif 5 in a:
                        val = struct.unpack("<d", a[5][1])[0]
                    else:
                        val = a[6][1].decode("utf-8")
                    e["args"][key] = val
            events.append(e)
    return procs, threads, counters, events


def ns(us_dec):
    return int((D(us_dec) * 1000).to_integral_value(rounding=decimal.ROUND_FLOOR))


def pftwin(jpath, ppath):
    d = load(jpath)
    procs, threads, counters, events = pftrace(ppath)
    pid_of = {u: p for u, (p, _) in procs.items()}
    want_p = {e["pid"]: e["args"]["name"] for e in d["traceEvents"]
              if e["ph"] == "M" and e["name"] == "process_name"}
    got_p = {p: n for p, n in procs.values()}
    if want_p != got_p:
        fail("processes differ: %s vs %s" % (sorted(want_p.items())[:3], sorted(got_p.items())[:3]))
    sort = {(e["pid"], e["tid"]): e["args"]["sort_index"] for e in d["traceEvents"]
            if e["ph"] == "M" and e["name"] == "thread_sort_index"}
    want_t = {(e["pid"], e["tid"]): (e["args"]["name"], sort[(e["pid"], e["tid"])])
              for e in d["traceEvents"] if e["ph"] == "M" and e["name"] == "thread_name"}
    got_t = {(p, t): (n, r) for p, t, n, r in threads.values()}
    if want_t != got_t:
        miss = set(want_t.items()) ^ set(got_t.items())
        fail("threads differ: %s" % sorted(miss, key=str)[:4])
    tkey = {u: (p, t) for u, (p, t, _, _) in threads.items()}

    def argval(v):
        if isinstance(v, D):
            return float(v)
        if isinstance(v, str) and v.lstrip("-").isdigit() and abs(int(v)) > 2 ** 53:
            return int(v)  # the JSON's big integers are strings
        return v

    want = collections.Counter()
    arrows_want = collections.Counter()
    ends = collections.defaultdict(dict)
    for e in d["traceEvents"]:
        if e["ph"] == "X":
            fl = ()
            if "bind_id" in e:
                fl = (int(e["bind_id"]), bool(e.get("flow_out")), bool(e.get("flow_in")))
            args = tuple(sorted((k, argval(v)) for k, v in e.get("args", {}).items()))
            want[(e["pid"], e["tid"], ns(e["ts"]), ns(D(e["ts"]) + D(e["dur"])),
                  e["name"], args, fl)] += 1
        elif e["ph"] in ("s", "f"):
            ends[e["id"]][e["ph"]] = (e["pid"], e["tid"], ns(e["ts"]))
    for v in ends.values():
        arrows_want[(v["s"], v["f"])] += 1
    got = collections.Counter()
    open_ = collections.defaultdict(list)
    starts, finishes = {}, {}
    counters_got = collections.Counter()
    for e in events:
        t = e.get("type")
        if t == 1:
            open_[e["track"]].append(e)
        elif t == 2:
            b = open_[e["track"]].pop()
            # Launch arrows have ids of their own (bit 62): they start on
            # the launch's slice and end on the kernel's.
            key = tkey[e["track"]] + (b["ts"],)
            for i in b["flow"]:
                if i >= ARROW_BIT:
                    starts[i] = key
            for i in b["term"]:
                if i >= ARROW_BIT:
                    finishes[i] = key
            ids = [i for i in b["flow"] + b["term"] if i < ARROW_BIT]
            p, tid = tkey[e["track"]]
            args = tuple(sorted((k, v) for k, v in b["args"].items()))
            got[(p, tid, b["ts"], e["ts"], b["name"], args,
                 ids[0] if ids else ())] += 1
        elif t == 3:
            fail("an instant in the trace: %s" % (e,))
        elif t == 4:
            pu, nm = counters[e["track"]]
            counters_got[(pid_of[pu], nm, e["ts"], e["value"])] += 1
    # Flows compared by id alone (the JSON says the direction; Perfetto
    # keeps it in which list the id is in).
    want2 = collections.Counter()
    for k, c in want.items():
        want2[k[:6] + ((k[6][0] if k[6] else ()),)] += c
    got2 = collections.Counter()
    for k, c in got.items():
        got2[k[:6] + ((k[6] if k[6] else ()),)] += c
    if want2 != got2:
        for k in list(want2 - got2)[:3]:
            print("missing", k)
        for k in list(got2 - want2)[:3]:
            print("extra", k)
        fail("slices differ")
    arrows_got = collections.Counter((starts[i], finishes[i]) for i in starts if i in finishes)
    if arrows_want != arrows_got:
        fail("arrows differ: %d vs %d" % (sum(arrows_want.values()), sum(arrows_got.values())))
    cw = collections.Counter((e["pid"], e["name"], ns(e["ts"]), e["args"][e["name"]])
                             for e in d["traceEvents"] if e["ph"] == "C")
    if cw != counters_got:
        fail("counters differ: %d vs %d" % (sum(cw.values()), sum(counters_got.values())))
    print("ok", sum(want.values()), "slices", sum(arrows_want.values()), "arrows",
          sum(cw.values()), "counters")


def main():
    cmd = sys.argv[1]
    args = sys.argv[2:]
    {"shape": shape, "nesting": nesting, "conserve": conserve, "same": same,
     "digest": digest, "counts": counts, "pftwin": pftwin,
     "arrows": arrows}[cmd](*args)


if __name__ == "__main__":
    main()
