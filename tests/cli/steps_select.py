"""How many X slices (of positive duration) `convert --steps=K` keeps of a Chrome trace, by
pytorch.md's rule read independently of stepline: ProfilerStep#N host
slices indexed in time order; a host slice (cpu_op, user_annotation,
cuda_runtime, cuda_driver) inside a step window of its own thread goes
with that step; device work with the step of its launch (the correlation
id of a host slice read before it); anything else when its time overlaps
the window.  Times are exact decimals.

    steps_select.py TRACE[.gz] K"""
import gzip
import json
import sys
from decimal import Decimal


def ns(v):
    return int(Decimal(str(v)) * 1000)


def main(path, k):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as f:
        doc = json.load(f, parse_float=Decimal)
    evs = doc["traceEvents"] if isinstance(doc, dict) else doc
    xs = [e for e in evs if e.get("ph") == "X" and ns(e.get("dur", 0)) >= 0]
    host = {"cpu_op", "user_annotation", "cuda_runtime", "cuda_driver"}
    steps = sorted((ns(e["ts"]), ns(e["ts"]) + ns(e["dur"]), id(e), e)
                   for e in xs
                   if str(e.get("name", "")).startswith("ProfilerStep#")
                   and e.get("cat") not in ("kernel", "gpu_user_annotation"))
    b, end, chosen, _ = steps[k]
    windows = {}
    for s in steps:
        windows.setdefault((s[3]["pid"], s[3]["tid"]), []).append(s)
    launch, kept = {}, 0
    for e in xs:
        t, d = ns(e["ts"]), ns(e.get("dur", 0))
        corr = (e.get("args") or {}).get("correlation")
        step = None
        if e.get("cat") in host:
            for s in windows.get((e["pid"], e["tid"]), []):
                if s[0] <= t < s[1]:
                    step = s[2]
        if step is not None:
            keep = step == chosen
            if corr:
                launch[corr] = keep
        elif corr and corr in launch:
            keep = launch[corr]
        else:
            keep = t < end and t + d > b if d > 0 else b <= t < end
        kept += keep and d > 0
    print(kept)


main(sys.argv[1], int(sys.argv[2]))
