"""A whole job's summary on a Dask cluster: one task per input file, each
writing the file's partial result where the file is, and an exact merge
of the partials on the client.  The answer is what ``stepline.stats``
(``mem``, ``steps``) over all the files returns: the same rows, numbers
and order.

Needs ``dask.distributed`` (Debian: ``apt install python3-distributed``);
nothing else in stepline imports it.  The paths must be readable by the
workers under the same names (a shared file system, or the same files
on every machine): only the partials travel back.  A stats partial is a
few hundred bytes per group of the report (plus the values that exact
medians need) against the input's megabytes; a steps partial a line per
step; a mem partial of a step log a line per step and allocator, of a
trace or an XSpace host its memory events (a pool's peak and live set
depend on each of them in order).
"""
import glob
import os
import shutil
import tempfile
from typing import Any, Dict, Iterable, List, Optional, Sequence, Union

import stepline
from stepline import UsageError, _options

try:
    from distributed import Client, LocalCluster, as_completed
except ImportError as e:  # pragma: no cover - the message is the point
    raise ImportError("stepline.distributed needs dask.distributed "
                      "(apt install python3-distributed)") from e

__all__ = ["stats", "mem", "steps", "files"]

Inputs = Union[str, "os.PathLike[str]", Sequence[Any]]


def files(inputs: Inputs) -> List[str]:
    """The input files ``inputs`` stand for, in order: paths, glob
    patterns, PyTorch ``tensorboard_trace_handler`` directories (each
    worker's newest trace) and XSpace profile directories (their
    ``.xplane.pb`` files)."""
    items = list(inputs) if isinstance(inputs, (list, tuple)) else [inputs]
    out: List[str] = []
    for item in items:
        p = os.fsdecode(os.fspath(item))
        if glob.has_magic(p):
            found = sorted(glob.glob(p))
            if not found:
                raise UsageError(f"{p}: no file matches")
            out.extend(found)
        else:
            out.append(p)
    if not out:
        raise UsageError("no input")
    try:
        return stepline._stepline.expand(out, True)
    except stepline._stepline.Error as e:
        stepline._raise(e)
        raise


def _task(what: str, path: str, opts: Dict[str, Any]) -> bytes:
    """On a worker: the partial result of one file."""
    return stepline._partial(what, path, opts)


class _Cluster:
    """The client given, or a LocalCluster of `workers` processes for the
    call's length."""

    def __init__(self, client: Optional[Any], workers: Optional[int]):
        self.client, self.own = client, None
        self.workers = workers

    def __enter__(self) -> Any:
        if self.client is None:
            cluster = LocalCluster(n_workers=self.workers or os.cpu_count() or 1,
                                   threads_per_worker=1, processes=True,
                                   dashboard_address=None)
            self.own = (Client(cluster), cluster)
            self.client = self.own[0]
        return self.client

    def __exit__(self, *exc: Any) -> None:
        if self.own:
            self.own[0].close()
            self.own[1].close()


def _map(what: str, paths: List[str], opts: Dict[str, Any], client: Any,
         into: str) -> List[str]:
    """Runs one task per file; each partial goes to a file of its own as
    it arrives (the client holds one at a time), named in input order."""
    futures = client.map(_task, [what] * len(paths), paths,
                         [opts] * len(paths), pure=False)
    place = {f.key: i for i, f in enumerate(futures)}
    parts = [os.path.join(into, f"part-{i:06d}.json") for i in range(len(paths))]
    try:
        for fut in as_completed(futures):
            data = fut.result()
            with open(parts[place[fut.key]], "wb") as f:
                f.write(data)
            fut.release()
    except stepline._stepline.Error as e:
        stepline._raise(e)
        raise
    return parts


def stats(inputs: Inputs, client: Optional[Any] = None, *,
          report: Optional[str] = None, by: Optional[str] = None,
          sort: Optional[str] = None, top: Optional[int] = None,
          steps: Optional[str] = None, devices: Optional[str] = None,
          as_frame: bool = False, workers: Optional[int] = None) -> Any:
    """``stepline.stats`` of a job's files, one Dask task per file.

    Args:
      inputs: files, directories or glob patterns (see ``files``); they
        must be one kind of input (step logs, XSpace hosts or trace JSONs).
      client: a ``distributed.Client`` (any scheduler: ``Client("tcp://
        host:8786")``); None starts a ``LocalCluster`` of ``workers``
        processes (default: one per core) for this call.
      report, by, sort, top, steps, devices, as_frame: as for
        ``stepline.stats``; by="rank" gives a row per input instead, to find
        stragglers: its steps' median time, kernel time and its devices'
        idle share against the median input's, the slowest marked (as
        ``stepline merge --by=rank``).

    Returns what ``stepline.stats(files(inputs), ...)`` returns.

    A script that starts a LocalCluster (client=None) runs it under
    ``if __name__ == "__main__":``: Dask's worker processes import the
    main module.
    """
    rank = by == "rank"
    opts = _options(report=report, by=None if rank else by, steps=steps,
                    devices=devices)
    return _run("stats", inputs, opts, client, workers,
                report=None if rank else report, sort=sort, top=top,
                by="rank" if rank else None, as_frame=as_frame)


def mem(inputs: Inputs, client: Optional[Any] = None, *,
        per_step: bool = False, steps: Optional[str] = None,
        devices: Optional[str] = None, as_frame: bool = False,
        workers: Optional[int] = None) -> Any:
    """``stepline.mem`` of a job's files (workers' logs, hosts, ranks),
    one Dask task per file; client and workers as for ``stats``.

    Returns what ``stepline.mem(files(inputs), ...)`` returns."""
    opts = _options(per_step=int(per_step), steps=steps, devices=devices)
    return _run("mem", inputs, opts, client, workers, as_frame=as_frame)


def steps(inputs: Inputs, client: Optional[Any] = None, *,
          as_frame: bool = False, workers: Optional[int] = None) -> Any:
    """``stepline.steps`` of a job's files, one Dask task per file; client
    and workers as for ``stats``.

    Returns what ``stepline.steps(files(inputs))`` returns."""
    return _run("steps", inputs, {}, client, workers, as_frame=as_frame)


def _run(what: str, inputs: Inputs, opts: Dict[str, Any], client: Any,
         workers: Optional[int], **merge: Any) -> Any:
    """The partials of `what` on the cluster, merged here."""
    paths = files(inputs)
    tmp = tempfile.mkdtemp(prefix="stepline-parts-")
    try:
        with _Cluster(client, workers) as c:
            parts = _map(what, paths, opts, c, tmp)
        return stepline.merge(parts, **merge)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
