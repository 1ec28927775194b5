"""stepline from Python: convert ML profiles to Perfetto / Chrome traces
and report where the time and the memory went.

Every function takes what the command line takes as ``src``: a path
(``str`` or ``os.PathLike``; a PyTorch ``tensorboard_trace_handler``
directory or an XSpace profile directory too), a list of them (workers,
hosts, ranks), or the bytes of one input (``bytes``, ``memoryview`` or a
binary file object; gzip too).  The work runs in C with
the GIL released, so several threads convert in parallel.

Errors: ``InputError`` (bad input: ``.file``, ``.offset`` and the CLI's
one-line message), ``UsageError`` (bad arguments), ``OSError`` (I/O).
"""
import io
import json
import os
from typing import Any, Dict, List, Optional, Sequence, Union

from . import _stepline

__all__ = ["convert", "stats", "mem", "steps", "merge", "InputError",
           "UsageError"]

Source = Union[str, "os.PathLike[str]", bytes, memoryview, Sequence[Any], Any]

_EUSAGE = _stepline.EUSAGE
_EOUTPUT = _stepline.EOUTPUT
_OP_TIMES = {"schedule": 0, "gpu": 1, "all": 2}
_FORMATS = {"chrome": 0, "perfetto": 1}
_JSON_FORMAT = _stepline.FORMAT_JSON


class InputError(Exception):
    """The input is not what it should be: ``file``, ``offset`` (bytes
    from its start, or None) and ``message`` (the CLI's line)."""

    def __init__(self, message: str, file: Optional[str], offset: Optional[int]):
        super().__init__(message)
        self.message = message
        self.file = file
        self.offset = offset

    def __reduce__(self) -> Any:
        # Whole across processes (a Dask worker's error on the client).
        return (InputError, (self.message, self.file, self.offset))


class UsageError(ValueError):
    """The arguments do not go together (the CLI's exit status 2)."""


def _raise(e: "_stepline.Error") -> None:
    code, message, file, offset = e.args
    if code == _EUSAGE:
        raise UsageError(message) from None
    if -1000 < code < 0:
        raise OSError(-code, message, file) from None
    if code == _EOUTPUT:
        raise OSError(message) from None
    raise InputError(message, file, offset) from None


def _paths(src: Source) -> List[str]:
    items = list(src) if isinstance(src, (list, tuple)) else [src]
    if not items:
        raise UsageError("no input")
    out = []
    for s in items:
        if isinstance(s, (bytes, bytearray, memoryview)) or hasattr(s, "read"):
            raise UsageError("a list of inputs holds paths")
        out.append(os.fsdecode(os.fspath(s)))
    try:
        return _stepline.expand(out)
    except _stepline.Error as e:
        _raise(e)
        raise


def _options(**kw: Any) -> Dict[str, Any]:
    return {k: v for k, v in kw.items() if v is not None}


def convert(src: Source, out: Union[None, str, "os.PathLike[str]", Any] = None, *,
            format: str = "chrome", steps: Optional[str] = None,
            show_memory: bool = False, dataflow: bool = True,
            op_time: str = "schedule", min_duration: Optional[int] = None,
            devices: Optional[str] = None, timeline_compat: bool = False,
            threads: int = 2, progress: Any = None) -> Optional[bytes]:
    """Converts ``src`` to a trace, as ``stepline convert`` does.

    Args:
      src: a path, a directory, a list of paths (one trace of them all),
        or the bytes of one input (``bytes``, ``memoryview`` or a binary
        file object: a step log is pushed a MB at a time, a trace JSON
        spooled to a temporary file).
      out: a path (written only when the whole trace is; a ``.pftrace``
        name picks Perfetto's format), a binary file object, or None to
        get the bytes back.
      format: "chrome" (Chrome Trace JSON) or "perfetto" (protobuf).
      steps: "3", "0-9", "5,7,20-" or "last": only these steps.
      show_memory, dataflow, op_time ("schedule", "gpu" or "all"),
      min_duration (us), devices (a regular expression over device
        names), timeline_compat: as the CLI's options of those names.
      threads: 2 lets a step log's steps use a second core; 1 gives
        byte-for-byte reproducible output (as the CLI's --threads).
      progress: a callable given (bytes read, events) about 10 times a
        second while the input is read (an exception it raises stops the
        run and is raised here), or True for a tqdm bar when tqdm is
        installed.  For a trace JSON, which is read twice, each reading
        counts half of its bytes, and the events are those read so far.

    Ctrl-C (KeyboardInterrupt) stops a conversion, as any other call,
    within a fraction of a second.

    Returns the trace's bytes when ``out`` is None, else None.
    Raises InputError, UsageError or OSError.
    """
    if format not in _FORMATS:
        raise UsageError("format must be 'chrome' or 'perfetto', not %r" % (format,))
    if op_time not in _OP_TIMES:
        raise UsageError("op_time must be schedule, gpu or all, not %r" % (op_time,))
    path = None
    if isinstance(out, (str, os.PathLike)):
        path = os.fsdecode(os.fspath(out))
        if path.endswith((".pftrace", ".perfetto-trace")):
            format = "perfetto"
    opts = _options(perfetto=_FORMATS[format], steps=steps,
                    show_memory=int(show_memory), dataflow=int(dataflow),
                    op_time=_OP_TIMES[op_time], min_duration=min_duration,
                    devices=devices, timeline_compat=int(timeline_compat),
                    threads=threads, progress=_progress(progress))
    to = path if path is not None else out
    try:
        if hasattr(src, "read"):
            return _convert_stream(src, opts, to)
        if isinstance(src, (bytes, bytearray, memoryview)):
            if _is_json(bytes(src[:1 << 16])):
                return _convert_stream(io.BytesIO(src), opts, to)
            return _stepline.convert(src, opts, to)
        return _stepline.convert(_paths(src), opts, to)
    except _stepline.Error as e:
        _raise(e)
        raise
    finally:
        close = getattr(opts.get("progress"), "close", None)
        if close:
            close()


def _is_json(first: bytes) -> bool:
    """Do these first bytes (gzip or not) begin a trace JSON?"""
    import gzip
    head = first
    if first[:2] == b"\x1f\x8b":
        try:
            head = gzip.GzipFile(fileobj=io.BytesIO(first)).read(64)
        except (OSError, EOFError):
            head = b""
    return head.lstrip()[:1] in (b"{", b"[")


class _Chain:
    """A file object's first chunk, then the rest of it."""

    def __init__(self, first: bytes, rest: Any):
        self.first, self.rest = first, rest

    def read(self, n: int) -> bytes:
        if self.first:
            b, self.first = self.first, b""
            return b
        return self.rest.read(n)


def _convert_stream(src: Any, opts: Dict[str, Any], to: Any) -> Optional[bytes]:
    """A step log is pushed a chunk at a time; a trace JSON (which is read
    more than once) is spooled to a temporary file first, as the CLI
    spools a pipe."""
    import tempfile
    first = src.read(1 << 20) or b""
    if _is_json(first):
        with tempfile.NamedTemporaryFile(suffix=".json") as tmp:
            tmp.write(first)
            while True:
                b = src.read(1 << 20)
                if not b:
                    break
                tmp.write(b)
            tmp.flush()
            opts = dict(opts, input_format=_JSON_FORMAT)
            return _stepline.convert([tmp.name], opts, to)
    return _stepline.convert_stream(_Chain(first, src), opts, to)


def _progress(progress: Any) -> Any:
    if progress is not True:
        return progress
    try:
        import tqdm
    except ImportError:
        return None
    return _Bar(tqdm.tqdm(unit="B", unit_scale=True))


class _Bar:
    """progress=True: bytes read on a tqdm bar, events beside them."""

    def __init__(self, bar: Any):
        self.bar = bar

    def __call__(self, read: int, events: int) -> None:
        self.bar.update(read - self.bar.n)
        self.bar.set_postfix(events=events, refresh=False)

    def close(self) -> None:
        self.bar.close()


def _report(what: str, src: Source, opts: Dict[str, Any]) -> bytes:
    """A report of paths, or of bytes or a file object spooled to a
    temporary file (reports read their input more than once)."""
    import tempfile
    try:
        if not isinstance(src, (bytes, bytearray, memoryview)) and not hasattr(src, "read"):
            return _stepline.report(what, _paths(src), opts)
        with tempfile.NamedTemporaryFile() as tmp:
            if hasattr(src, "read"):
                while True:
                    b = src.read(1 << 20)
                    if not b:
                        break
                    tmp.write(b)
            else:
                tmp.write(src)
            tmp.flush()
            return _stepline.report(what, [tmp.name], opts)
    except _stepline.Error as e:
        _raise(e)
        raise


def _frame(rows: List[Dict[str, Any]]) -> Any:
    try:
        import pandas
    except ImportError:
        raise ImportError("as_frame=True needs pandas (apt install python3-pandas)") from None
    return pandas.DataFrame(rows)


def stats(src: Source, *, report: Optional[str] = None, by: Optional[str] = None,
          sort: Optional[str] = None, top: Optional[int] = None,
          steps: Optional[str] = None, devices: Optional[str] = None,
          as_frame: bool = False) -> Any:
    """Where the time went, as ``stepline stats --format=json``.

    Args:
      report: for profiles (PyTorch, Nsight, XSpace) the reports, e.g.
        "ops,kernels" or "kernels,api,gpu-mem,nvtx"; None: the input's
        defaults.
      by, sort, top: grouping, order and rows kept, as the CLI's options.
      steps, devices: the steps and devices read.
      as_frame: each report's rows as a ``pandas.DataFrame``.

    Returns the report's JSON as Python data (a dict; each report's rows
    are a list of dicts), or with ``as_frame`` a dict of report name to
    DataFrame (the op summary of step logs and XSpace: "op_summary").
    """
    doc = json.loads(_report("stats", src, _options(
        report=report, by=by, sort=sort, top=top, steps=steps, devices=devices)))
    return _stats_result(doc, as_frame)


def _stats_result(doc: Dict[str, Any], as_frame: bool) -> Any:
    if not as_frame:
        return doc
    if isinstance(doc.get("rows"), list):
        return {"op_summary": _frame(doc["rows"])}
    return {k: _frame(v["rows"]) for k, v in doc.items()
            if isinstance(v, dict) and "rows" in v}


def _partial(what: str, path: str, opts: Dict[str, Any]) -> bytes:
    """One input's partial result of ``what`` (``stats --partial``)."""
    return _report(what, path, dict(opts, partial=1))


def _partial_command(path: str) -> str:
    """The command a partial result is of (its header's), or "stats"."""
    try:
        with open(path, "rb") as f:
            return json.loads(f.readline()).get("command", "stats")
    except (OSError, ValueError, AttributeError):
        return "stats"  # the merge itself says what is wrong


def merge(partials: Sequence[Any], *, report: Optional[str] = None,
          sort: Optional[str] = None, top: Optional[int] = None,
          by: Optional[str] = None, as_frame: bool = False) -> Any:
    """The report of partial results (``stepline merge``): files written
    by ``stepline stats|mem|steps --partial``, one per input, made
    anywhere.  The result is what ``stats``, ``mem`` or ``steps`` over all
    their inputs returns.

    Args:
      report, sort, top: which of the reports the partials hold, their
        order and rows kept; the partials' own --by, --steps and
        --devices apply.
      by: "rank" for a row per partial instead (``merge --by=rank``: its
        steps' median time, kernel time and idle share against the median
        input's, the slowest marked) under "ranks".
      as_frame: each report's rows as a ``pandas.DataFrame``.
    """
    paths = [os.fsdecode(os.fspath(p)) for p in partials]
    if not paths:
        raise UsageError("no partial result to merge")
    try:
        text = _stepline.merge(paths, _options(report=report, sort=sort,
                                               top=top, by=by))
    except _stepline.Error as e:
        _raise(e)
        raise
    command = "stats" if by else _partial_command(paths[0])
    if command == "mem":
        return _mem_result(text, as_frame)
    if command == "steps":
        return _steps_result(text, as_frame)
    return _stats_result(json.loads(text), as_frame)


def mem(src: Source, *, per_step: bool = False, steps: Optional[str] = None,
        devices: Optional[str] = None, as_frame: bool = False) -> Any:
    """How high memory got, as ``stepline mem --format=json``: per device
    (or allocator) the peak, when it was reached and what was live.

    Args:
      per_step: a PyTorch trace's peaks per step too (under "steps").
      steps, devices: the steps and devices read.
      as_frame: the devices as a ``pandas.DataFrame``.
    """
    text = _report("mem", src, _options(per_step=int(per_step), steps=steps,
                                        devices=devices))
    return _mem_result(text, as_frame)


def _mem_result(text: Union[str, bytes], as_frame: bool) -> Any:
    docs = [json.loads(line) for line in text.splitlines() if line.strip()]
    doc = docs[0] if len(docs) == 1 else docs
    if not as_frame:
        return doc
    if isinstance(doc, dict) and "devices" in doc:
        return _frame(doc["devices"])
    return _frame(docs)


def steps(src: Source, *, as_frame: bool = False) -> Any:
    """The steps of an input, as ``stepline steps --json``: a list of
    dicts (index, name, times, events, ...), or a ``pandas.DataFrame``."""
    return _steps_result(_report("steps", src, {}), as_frame)


def _steps_result(text: Union[str, bytes], as_frame: bool) -> Any:
    rows = [json.loads(line) for line in text.splitlines() if line.strip()]
    return _frame(rows) if as_frame else rows
