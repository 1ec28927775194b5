"""Each step's memory peak per device, by pytorch.md's rule read
independently of stepline: ProfilerStep#N host slices are the steps;
[memory] instants in time order; a device's peak in a step is the highest
Total Allocated from the step's start (the level then carried in) to its
end, first reached at which ns.  One line per step and device:
"N DEVICE PEAK TS_NS", sorted.  With a second argument, the same lines
from `stepline mem --per-step --json`'s output instead.

    mem_steps.py TRACE[.gz] [STEPLINE_JSON]"""
import gzip
import json
import sys
from decimal import Decimal


def ns(v):
    return int(Decimal(str(v)) * 1000)


def device(a):
    t, i = a.get("Device Type", 0), a.get("Device Id", 0)
    return "cpu" if t == 0 else "cuda:%d" % i if t == 1 else "type %d:%d" % (t, i)


def from_trace(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as f:
        doc = json.load(f, parse_float=Decimal)
    evs = doc["traceEvents"] if isinstance(doc, dict) else doc
    steps = [(ns(e["ts"]), ns(e["ts"]) + ns(e["dur"]), e["name"][13:])
             for e in evs if e.get("ph") == "X"
             and str(e.get("name", "")).startswith("ProfilerStep#")
             and e.get("cat") not in ("kernel", "gpu_user_annotation")]
    mem = sorted(((ns(e["ts"]), i, device(e["args"]),
                   int(e["args"]["Total Allocated"]))
                  for i, e in enumerate(evs)
                  if e.get("name") == "[memory]" and e.get("ph") == "i"))
    out = []
    for b, end, n in steps:
        level, peak = {}, {}
        for t, _, d, v in mem:
            if t >= end:
                break
            if t < b:
                level[d] = v
                continue
            if d not in peak:
                peak[d] = (level[d], b) if d in level else (v, t)
            if v > peak[d][0]:
                peak[d] = (v, t)
            level[d] = v
        for d, v in level.items():
            peak.setdefault(d, (v, b))
        out += ["%s %s %d %d" % (n, d, p, t) for d, (p, t) in peak.items()]
    return out


def from_stepline(path):
    with open(path) as f:
        doc = json.load(f)
    return ["%d %s %d %d" % (s["step"], d["name"], d["peak_bytes"],
                             d["peak_ts_ns"])
            for s in doc["steps"] for d in s["devices"]]


if __name__ == "__main__":
    lines = from_stepline(sys.argv[2]) if len(sys.argv) > 2 else from_trace(sys.argv[1])
    print("\n".join(sorted(lines)))
