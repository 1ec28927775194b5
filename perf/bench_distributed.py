"""The Dask half of perf/bench-distributed.sh: the job's files summarized
by stepline.distributed on a fresh LocalCluster of 2 worker processes per
run; the best time, each worker's peak RSS, the client's, the partials'
size, and the check against one stats process (ONE)."""
import json
import os
import resource
import sys
import tempfile
import time

from distributed import Client, LocalCluster

import stepline
import stepline.distributed as sd


def peak_kib():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def main():
    files, runs = sys.argv[1:], int(os.environ["RUNS"])
    size, report = int(os.environ["BYTES"]), os.environ["REPORT"]
    one = json.load(open(os.environ["ONE"]))
    best = start = None
    for _ in range(runs):
        t0 = time.perf_counter()
        cluster = LocalCluster(n_workers=2, threads_per_worker=1,
                               processes=True, dashboard_address=None)
        client = Client(cluster)
        s = time.perf_counter() - t0
        idle = sorted(client.run(peak_kib).values())
        t0 = time.perf_counter()
        got = sd.stats(files, client=client, report=report)
        t = time.perf_counter() - t0
        workers = sorted(client.run(peak_kib).values())
        client.close()
        cluster.close()
        assert got == one, "the Dask summary differs from one stats run"
        if best is None or t < best:
            best, start, best_workers, best_idle = t, s, workers, idle
    mib = size / 1048576
    print("%-44s %8.2f s %8.1f MiB/s %8s MiB RSS" % (
        "2-worker LocalCluster (stepline.distributed)", best, mib / best,
        "/".join("%.1f" % (w / 1024) for w in best_workers)))
    print("%-44s %8s MiB RSS" % ("  a worker before any task (Dask's own)",
                                 "/".join("%.1f" % (w / 1024) for w in best_idle)))
    print("%-44s %8.2f s" % ("  the cluster's start (not in the time)", start))
    print("%-44s %8.1f MiB RSS" % ("  the client (merge)", peak_kib() / 1024))
    for what, opts in (("stats", {"report": report}), ("mem", {}),
                       ("steps", {})):
        sizes = []
        with tempfile.TemporaryDirectory() as d:
            for i, f in enumerate(files[:2]):
                p = os.path.join(d, "p%d" % i)
                with open(p, "wb") as out:
                    out.write(stepline._partial(what, f, opts))
                sizes.append(os.path.getsize(p))
        per = sum(sizes) / len(sizes)
        print("%s partial per input: %.1f KiB against %.1f MiB (%.5f of the"
              " input); the job's partials: %.2f MiB" % (
                  what, per / 1024, size / len(files) / 1048576,
                  per * len(files) / size, per * len(files) / 1048576))
    print("same report as one process: yes")


if __name__ == "__main__":
    main()
