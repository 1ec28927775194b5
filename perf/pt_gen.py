#!/usr/bin/env python3
"""A large Kineto trace for `make bench-pytorch`, made from a real one.

Each copy of the sample's events goes to one of 8 GPUs (device pid and
args.device g, its host process pid + g) and, per GPU, later in time copy
after copy; correlation, External and flow ids are offset per copy so
every launch keeps its kernel.  Each kernel gets a [memory] alloc at its
start and a free at its end on cuda:g (profile_memory=True's events).
Times stay exact decimal text.

    pt_gen.py SAMPLE.json.gz OUT.json MIB

Prints the events written first on its line.
"""
import decimal
import gzip
import json
import re
import sys

D = decimal.Decimal
GPUS = 8
IDS = ("correlation", "External id")


def templates(events):
    """Each event as a %-template with its ts, ids and device as fields."""
    out = []
    for e in events:
        e = dict(e)
        fields = {}
        args = dict(e.get("args") or {})
        dev = e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset",
                               "gpu_user_annotation", "cuda_sync")
        if "ts" in e:
            fields["ts"] = D(str(e["ts"]))
            e["ts"] = "@ts@"
        if isinstance(e.get("pid"), int):
            e["pid"] = "@dpid@" if dev or e["pid"] < 100 else "@hpid@"
        for k in IDS:
            if isinstance(args.get(k), int):
                args[k] = "@id_%d@" % IDS.index(k)
                fields["id_%d" % IDS.index(k)] = int(e["args"][k])
        if "device" in args:
            args["device"] = "@dpid@"
        if "args" in e:
            e["args"] = args
        if e.get("ph") in ("s", "t", "f") and isinstance(e.get("id"), int):
            fields["flow"] = e["id"]
            e["id"] = "@flow@"
        text = dumps(e).replace("%", "%%")
        for name in ("ts", "dpid", "hpid", "id_0", "id_1", "flow"):
            text = text.replace('"@%s@"' % name, "%%(%s)s" % name)
        mem = None
        if e.get("cat") == "kernel" and "ts" in fields:
            mem = (fields["ts"], D(str(events_dur(e, fields))))
        out.append((text, fields, mem, e.get("ph") == "M"))
    return out


def events_dur(e, fields):
    return e.get("dur", 0)


NUM = re.compile(r'"\\u0001([^"]*)\\u0001"')


def dumps(v):
    """JSON with each Decimal written as its exact digits."""
    def mark(x):
        if isinstance(x, D):
            return "\x01%s\x01" % x
        if isinstance(x, dict):
            return {k: mark(y) for k, y in x.items()}
        if isinstance(x, list):
            return [mark(y) for y in x]
        return x
    return NUM.sub(r"\1", json.dumps(mark(v), separators=(",", ":")))


MEM = ('{"ph":"i","cat":"cpu_instant_event","s":"t","name":"[memory]",'
       '"pid":%(hpid)s,"tid":1,"ts":%(ts)s,"args":{"Total Reserved":%(res)d,'
       '"Total Allocated":%(tot)d,"Bytes":%(b)d,"Addr":%(addr)d,'
       '"Device Id":%(dpid)d,"Device Type":1}}')


def main():
    sample, out_path, mib = sys.argv[1], sys.argv[2], int(sys.argv[3])
    doc = json.load(gzip.open(sample), parse_float=D)
    events = doc["traceEvents"]
    tmpl = templates(events)
    ts = [f["ts"] for _, f, _, _ in tmpl if "ts" in f]
    span = int(max(ts) - min(ts)) + 1000
    host = next(e["pid"] for e in events if e.get("cat") == "cpu_op")
    top = {k: v for k, v in doc.items() if k != "traceEvents"}
    top["deviceProperties"] = [dict(doc["deviceProperties"][0], id=g)
                               for g in range(GPUS)]
    want = mib << 20
    with open(out_path, "w") as out:
        head = dumps(top)
        out.write(head[:-1] + ',"traceEvents":[')
        written, copy, first, count = len(head), 0, True, 0
        alloc = [0] * GPUS
        while written < want:
            g, k = copy % GPUS, copy // GPUS
            shift = k * span
            idoff = copy * 10000000
            v = {"dpid": g, "hpid": host + g}
            parts = []
            for text, f, mem, meta in tmpl:
                if meta and k:
                    continue
                if "ts" in f:
                    v["ts"] = f["ts"] + shift
                if "id_0" in f:
                    v["id_0"] = f["id_0"] + idoff
                if "id_1" in f:
                    v["id_1"] = f["id_1"] + idoff
                if "flow" in f:
                    v["flow"] = f["flow"] + idoff
                parts.append(text % v)
                if mem:
                    b = 1 << 20
                    addr = 0x7f0000000000 + (len(parts) << 24)
                    for t, sign in ((mem[0] + shift, 1),
                                    (mem[0] + mem[1] + shift, -1)):
                        alloc[g] += sign * b
                        parts.append(MEM % dict(v, ts=t, res=alloc[g] + (1 << 30),
                                                tot=alloc[g], b=sign * b,
                                                addr=addr))
            count += len(parts)
            chunk = ",".join(parts)
            if not first:
                chunk = "," + chunk
            first = False
            out.write(chunk)
            written += len(chunk)
            copy += 1
        out.write("]}\n")
    print(count, "events,", copy, "copies,", written >> 20, "MiB")


if __name__ == "__main__":
    main()
