"""The Python package against the CLI (one thread per conversion:
byte-for-byte reproducible output): every kind of source gives the
CLI's exact bytes (convert) and the CLI's JSON (reports); errors carry the
file and the offset; threads convert in parallel.  STEPLINE names the CLI,
SL_SHARED_DIR the shared samples (those tests skip without them), SL_DATA
the repository's tests/data, SL_GEN the step generator."""
import gzip
import io
import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

import stepline

CLI = os.environ["STEPLINE"]
DATA = os.environ["SL_DATA"]
SHARED = os.environ.get("SL_SHARED_DIR", "")
SMALL = os.path.join(DATA, "gen_small_gpu.runmeta.pb")
LOG = os.path.join(DATA, "gen_log3_gpu.delimited.pb")
PYTORCH = os.path.join(SHARED, "pytorch-samples")


def cli(*args):
    r = subprocess.run([CLI, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert r.returncode == 0, r.stderr.decode()
    return r.stdout


def cli_trace(tmp_path, *args):
    out = tmp_path / "cli.out"
    cli("convert", "-q", "--threads=1", "-o", str(out), *args)
    return out.read_bytes()


def sample(name):
    p = os.path.join(PYTORCH, name)
    if not os.path.exists(p):
        pytest.skip("needs ../shared/pytorch-samples")
    return p


def test_convert_path_is_the_cli(tmp_path):
    assert stepline.convert(SMALL, threads=1) == cli_trace(tmp_path, SMALL)
    assert stepline.convert(LOG, steps="1-", show_memory=True, op_time="all",
                            threads=1) == \
        cli_trace(tmp_path, "--steps=1-", "--show-memory", "--op-time=all", LOG)


def test_convert_bytes_file_object_and_gzip_stream(tmp_path):
    want = cli_trace(tmp_path, LOG)
    data = open(LOG, "rb").read()
    assert stepline.convert(data, threads=1) == want
    assert stepline.convert(memoryview(data), threads=1) == want
    assert stepline.convert(io.BytesIO(data), threads=1) == want
    assert stepline.convert(io.BytesIO(gzip.compress(data)), threads=1) == want


def test_a_stream_is_pushed_in_chunks(tmp_path):
    # Bigger than a chunk, so the reader takes it in pieces.
    big = tmp_path / "big.pb"
    subprocess.run([os.environ["SL_GEN"], "--nodes", "3000", "--gpu", "--format",
                    "delimited", "--steps", "4", "-o", str(big)], check=True)
    want = cli_trace(tmp_path, str(big))
    assert stepline.convert(open(big, "rb"), threads=1) == want
    gz = gzip.compress(big.read_bytes())
    assert stepline.convert(io.BytesIO(gz), threads=1) == want
    cut = io.BytesIO(big.read_bytes()[:-10])
    with pytest.raises(stepline.InputError) as e:
        stepline.convert(cut)
    assert e.value.offset is not None
    # A trace JSON is spooled: it is read more than once.
    p = sample("kineto_amd_mi250_rocm6_minitoy.json.gz")
    assert stepline.convert(open(p, "rb")) == cli_trace(tmp_path, p)
    assert stepline.convert(open(p, "rb").read()) == cli_trace(tmp_path, p)


def test_convert_to_a_path_and_a_file_object(tmp_path):
    want = cli_trace(tmp_path, "--format=perfetto", SMALL)
    out = tmp_path / "t.pftrace"
    assert stepline.convert(SMALL, out, threads=1) is None
    assert out.read_bytes() == want
    buf = io.BytesIO()
    stepline.convert(SMALL, buf, format="perfetto", threads=1)
    assert buf.getvalue() == want


def test_several_inputs_and_a_directory(tmp_path):
    a = sample("kineto_a100_nccl_data.json.gz")
    b = sample("kineto_v100_ns_resolution_rank-0.Apr_03_18_51_38.1102.pt.trace.json.gz")
    assert stepline.convert([a, b]) == cli_trace(tmp_path, a, b)
    d = tmp_path / "tb"
    d.mkdir()
    os.symlink(a, d / "w0.1.pt.trace.json.gz")
    os.symlink(b, d / "w1.1.pt.trace.json.gz")
    assert stepline.convert(d, format="perfetto") == \
        cli_trace(tmp_path, "--format=perfetto", str(d))


def test_reports_are_the_clis_json():
    p = sample("kineto_v100_memory_df_index_resolver.json.gz")
    assert stepline.stats(p) == json.loads(cli("stats", "--format=json", p))
    assert stepline.stats(p, report="kernels", top=3) == \
        json.loads(cli("stats", "--format=json", "--report=kernels", "--top=3", p))
    assert stepline.mem(p, per_step=True) == \
        json.loads(cli("mem", "--format=json", "--per-step", p))
    assert stepline.steps(p) == \
        [json.loads(x) for x in cli("steps", "--json", p).splitlines()]
    assert stepline.stats(LOG) == json.loads(cli("stats", "--format=json", LOG))
    # Bytes and file objects too.
    assert stepline.steps(open(p, "rb")) == stepline.steps(p)
    assert stepline.stats(open(LOG, "rb").read()) == stepline.stats(LOG)


def test_errors_carry_the_file_and_offset(tmp_path):
    cut = tmp_path / "cut.pb"
    cut.write_bytes(open(SMALL, "rb").read()[:3000])
    with pytest.raises(stepline.InputError) as e:
        stepline.convert(cut)
    assert e.value.file == str(cut) and e.value.offset == 3000
    r = subprocess.run([CLI, "convert", "-q", str(cut)], stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE)
    assert r.stderr.decode().strip() == "stepline: " + e.value.message
    out = tmp_path / "never.json"
    with pytest.raises(stepline.InputError):
        stepline.convert(cut, out)
    assert not out.exists()
    with pytest.raises(stepline.UsageError):
        stepline.convert(SMALL, op_time="sometimes")
    with pytest.raises(stepline.UsageError):
        stepline.convert(LOG, steps="x-y")
    with pytest.raises(OSError):
        stepline.convert(tmp_path / "missing.pb")


def test_threads_convert_in_parallel():
    want = stepline.convert(LOG, threads=1)
    got = [None] * 4

    def run(i):
        got[i] = stepline.convert(LOG, threads=1)

    ts = [threading.Thread(target=run, args=(i,)) for i in range(4)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert got == [want] * 4


def test_frames_are_the_rows():
    pandas = pytest.importorskip("pandas")
    p = sample("kineto_v100_memory_df_index_resolver.json.gz")
    rows = stepline.stats(p)
    frames = stepline.stats(p, as_frame=True)
    for k, f in frames.items():
        assert isinstance(f, pandas.DataFrame)
        assert f.to_dict("records") == rows[k]["rows"]


def test_the_op_summary_is_a_frame_too():
    pytest.importorskip("pandas")
    rows = stepline.stats(LOG, by="op,input")["rows"]
    frame = stepline.stats(LOG, by="op,input", as_frame=True)["op_summary"]
    assert rows and frame.to_dict("records") == rows
    assert set(frame["input"]) == {LOG}


def test_progress_and_its_exception_stop_the_run():
    seen = []
    stepline.convert(LOG, progress=lambda r, e: seen.append((r, e)))
    assert seen and seen[-1][0] == os.path.getsize(LOG)

    def stop(read, events):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        stepline.convert(LOG, progress=stop)


def test_ctrl_c_stops_a_long_conversion(tmp_path):
    big = tmp_path / "big.pb"
    subprocess.run([os.environ["SL_GEN"], "--nodes", "20000", "--gpu", "--format",
                    "delimited", "--steps", "10", "-o", str(big)], check=True)
    stops_soon(lambda: stepline.convert(big))


def stops_soon(run):
    """A SIGINT a fifth into run() ends it with KeyboardInterrupt well
    before its end: the stop is asked while the input is read."""
    t0 = time.monotonic()
    run()
    whole = time.monotonic() - t0
    fired = []
    timer = threading.Timer(whole / 5, lambda: (fired.append(time.monotonic()),
                                                os.kill(os.getpid(), signal.SIGINT)))
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        run()
    stopped = time.monotonic()
    timer.join()
    assert stopped - fired[0] < whole / 2, (stopped - fired[0], whole)


@pytest.fixture(scope="module")
def big_json(tmp_path_factory):
    """A trace JSON of 400,000 slices (about 35 MB)."""
    path = tmp_path_factory.mktemp("json") / "big.json"
    with open(path, "w") as f:
        f.write('{"traceEvents":[')
        f.write(",".join('{"ph":"X","cat":"kernel","name":"k%d","pid":0,"tid":7,'
                         '"ts":%d,"dur":1,"args":{"device":0}}' % (i % 50, 2 * i)
                         for i in range(400000)))
        f.write("]}")
    return str(path)


def test_progress_of_a_trace_json(big_json):
    seen = []
    stepline.convert(big_json, progress=lambda r, e: seen.append((r, e)))
    size = os.path.getsize(big_json)
    assert len(seen) >= 3
    assert all(a[0] <= b[0] for a, b in zip(seen, seen[1:]))
    # Read twice (layout, then the trace), each pass counting half.
    assert size / 2 < seen[-2][0] <= size and seen[-1][0] == size
    # Events read, then at the end the events written.
    assert 0 < seen[-2][1] <= 800000 and seen[-1][1] >= 400000


def test_progress_true_is_a_tqdm_bar(capsys):
    pytest.importorskip("tqdm")
    stepline.convert(LOG, progress=True)
    err = capsys.readouterr().err
    assert "B" in err and "events=" in err, err


def test_ctrl_c_stops_a_report(big_json):
    # A report writes only at its end: no output to check it at.
    stops_soon(lambda: stepline.stats(big_json))


def test_reports_over_several_ranks(tmp_path):
    ranks = []
    for r in range(2):
        p = tmp_path / ("rank%d.json" % r)
        p.write_text(json.dumps({
            "distributedInfo": {"rank": r, "world_size": 2},
            "traceEvents": [
                {"ph": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7,
                 "ts": 10, "dur": 10 * (r + 1), "args": {"device": 0}},
                {"ph": "i", "cat": "cpu_instant_event", "name": "[memory]",
                 "pid": 1, "tid": 1, "ts": 10,
                 "args": {"Device Type": 1, "Device Id": 0, "Bytes": 512 << r,
                          "Total Allocated": 512 << r, "Addr": 1}}]}))
        ranks.append(str(p))
    rows = stepline.stats(ranks, report="breakdown")["breakdown"]["rows"]
    assert [(x["rank"], x["device"], x["busy_ns"]) for x in rows] == \
        [(0, 0, 10000), (1, 0, 20000)]
    assert rows == json.loads(cli("stats", "--report=breakdown", "--format=json",
                                  *ranks))["breakdown"]["rows"]
    devs = stepline.mem(ranks)["devices"]
    assert [(d["name"], d["peak_bytes"]) for d in devs] == \
        [("rank 0 cuda:0", 512), ("rank 1 cuda:0", 1024)]


def test_python_m_is_the_cli(tmp_path):
    r = subprocess.run([sys.executable, "-m", "stepline", "convert", "-q",
                        "--threads=1", SMALL], stdout=subprocess.PIPE)
    assert r.returncode == 0 and r.stdout == cli("convert", "-q", "--threads=1", SMALL)
    r = subprocess.run([sys.executable, "-m", "stepline", "mem", str(tmp_path / "no.pb")],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert r.returncode == 1 and b"no.pb" in r.stderr
