"""stepline.distributed on a real dask.distributed LocalCluster of two
worker processes: a job's summary (generated TensorFlow worker logs and
XSpace hosts, ../shared's PyTorch traces as ranks) equals, row for row and
number for number, one ``stepline stats``/``mem``/``steps`` over the same
inputs, and so does ``stepline merge`` of the CLI's partials.  Skipped, with a message,
where python3-distributed is not installed.  STEPLINE names the CLI,
SL_GEN and SL_XGEN the generators, SL_SHARED_DIR the shared samples."""
import json
import os
import shutil
import subprocess

import pytest

distributed = pytest.importorskip(
    "distributed", reason="needs dask.distributed (apt install python3-distributed)")

import stepline  # noqa: E402
import stepline.distributed as sd  # noqa: E402

CLI = os.environ["STEPLINE"]
GEN = os.environ["SL_GEN"]
XGEN = os.environ["SL_XGEN"]
PYTORCH = os.path.join(os.environ.get("SL_SHARED_DIR", ""), "pytorch-samples")


def cli(*args):
    r = subprocess.run([CLI, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert r.returncode == 0, r.stderr.decode()
    return r.stdout


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1,
                                       processes=True, dashboard_address=None)
    c = distributed.Client(cluster)
    yield c
    c.close()
    cluster.close()


@pytest.fixture(scope="module")
def job(tmp_path_factory):
    d = tmp_path_factory.mktemp("job")
    tf, xs = [], []
    for w in range(3):
        p = str(d / ("worker%d.pb" % w))
        subprocess.run([GEN, "--gpu", "--nodes", "200", "--seed", str(w), "--steps", "3",
                        "--format", "delimited", "--job",
                        "/job:worker/replica:0/task:%d" % w, "-o", p], check=True)
        tf.append(p)
    run = d / "logs" / "plugins" / "profile" / "2026_11_29"
    run.mkdir(parents=True)
    for h in range(3):
        p = str(run / ("host%d.xplane.pb" % h))
        subprocess.run([XGEN, "--events", "2000", "--gpus", "2", "--steps", "3",
                        "--seed", str(h), "--host", "host%d" % h, "-o", p],
                       check=True, stderr=subprocess.DEVNULL)
        xs.append(p)
    return {"tf": tf, "xs": xs, "logs": str(d / "logs"), "dir": d}


def merged_cli(tmp_path, inputs, *opts, merge_opts=()):
    parts = []
    for i, f in enumerate(inputs):
        p = str(tmp_path / ("p%d.part" % i))
        cli("stats", "-q", "--partial", *opts, "-o", p, f)
        parts.append(p)
    return json.loads(cli("merge", "--format=json", *merge_opts, *parts))


def lines(text):
    docs = [json.loads(x) for x in text.splitlines() if x.strip()]
    return docs


def merged_cli_lines(tmp_path, what, inputs, *opts):
    parts = []
    for i, f in enumerate(inputs):
        p = str(tmp_path / ("%s%d.part" % (what, i)))
        cli(what, "-q", "--partial", *opts, "-o", p, f)
        parts.append(p)
    return lines(cli("merge", "--format=json", *parts))


def same_mem_and_steps(client, tmp_path, inputs, *mem_opts):
    """mem and steps of inputs: the Dask map, the CLI's partials merged and
    the Python API all give what one CLI run over them writes."""
    one = lines(cli("mem", "-q", "--format=json", *mem_opts, *inputs))
    per_step = "--per-step" in mem_opts
    got = sd.mem(inputs, client=client, per_step=per_step)
    assert (got if isinstance(got, list) else [got]) == one
    assert stepline.mem(inputs, per_step=per_step) == got
    assert merged_cli_lines(tmp_path, "mem", inputs, *mem_opts) == one
    one = lines(cli("steps", "-q", "--json", *inputs))
    assert one
    assert sd.steps(inputs, client=client) == one
    assert stepline.steps(inputs) == one
    assert merged_cli_lines(tmp_path, "steps", inputs) == one
    return one


def test_worker_logs(client, job, tmp_path):
    tf = job["tf"]
    one = json.loads(cli("stats", "-q", "--format=json", *tf))
    assert one["steps"] == 9 and one["rows"]
    assert sd.stats(tf, client=client) == one
    assert stepline.stats(tf) == one
    assert merged_cli(tmp_path, tf) == one
    one = json.loads(cli("stats", "-q", "--format=json", "--by=op,device",
                         "--sort=calls", "--top=5", *tf))
    assert sd.stats(tf, client=client, by="op,device", sort="calls", top=5) == one
    assert merged_cli(tmp_path, tf, "--by=op,device",
                      merge_opts=("--sort=calls", "--top=5")) == one
    one = json.loads(cli("stats", "-q", "--format=json", "--report=kernels,ops", *tf))
    assert sd.stats(tf, client=client, report="kernels,ops") == one
    # Each worker's rows apart: a column of the frame to group by.
    one = json.loads(cli("stats", "-q", "--format=json", "--by=op,input", *tf))
    assert {r["input"] for r in one["rows"]} == set(tf)
    assert sd.stats(tf, client=client, by="op,input") == one
    frame = sd.stats(tf, client=client, by="op,input", as_frame=True)
    assert sorted(frame["op_summary"]["input"].unique()) == sorted(tf)
    steps = same_mem_and_steps(client, tmp_path, tf)
    assert [s["input"] for s in steps] == [p for p in tf for _ in range(3)]
    assert len(sd.mem(tf, client=client)["steps"]) == 9


def test_xspace_hosts_by_directory_and_glob(client, job, tmp_path):
    xs = job["xs"]
    assert sd.files(job["logs"]) == xs
    assert sd.files(os.path.join(os.path.dirname(xs[0]), "*.xplane.pb")) == xs
    one = json.loads(cli("stats", "-q", "--format=json", *xs))
    assert sd.stats(job["logs"], client=client) == one
    assert merged_cli(tmp_path, xs) == one
    one = json.loads(cli("stats", "-q", "--format=json",
                         "--report=kernels,api,gpu-mem,ops", *xs))
    assert sd.stats(xs, client=client, report="kernels,api,gpu-mem,ops") == one
    frames = sd.stats(xs, client=client, report="kernels,api,gpu-mem,ops",
                      as_frame=True)
    assert list(frames["kernels"]["name"]) == [r["name"] for r in one["kernels"]["rows"]]
    # Steps are the groups of every host, memory each host's allocators.
    steps = same_mem_and_steps(client, tmp_path, xs)
    assert len(steps) == 3
    assert any(" " in a for d in sd.mem(xs, client=client) for a in d["allocators"])


def test_pytorch_ranks(client, tmp_path):
    names = ["kineto_a100_nccl_data.json.gz", "kineto_a100_nccl_data.json.gz",
             "kineto_v100_ns_resolution_rank-0.Apr_03_18_51_38.1102.pt.trace.json.gz"]
    if not all(os.path.exists(os.path.join(PYTORCH, n)) for n in names):
        pytest.skip("needs ../shared/pytorch-samples")
    ranks = []
    for i, n in enumerate(names):
        p = str(tmp_path / ("rank%d.json.gz" % i))
        shutil.copy(os.path.join(PYTORCH, n), p)
        ranks.append(p)
    rep = "kernels,api,memops,ops,breakdown"
    one = json.loads(cli("stats", "-q", "--format=json", "--report=" + rep, *ranks))
    assert len(one["breakdown"]["rows"]) >= 3
    assert sd.stats(ranks, client=client, report=rep) == one
    assert merged_cli(tmp_path, ranks, "--report=" + rep) == one
    one = json.loads(cli("stats", "-q", "--format=json", *ranks))
    assert sd.stats(ranks, client=client) == one
    # A row per rank, for stragglers: the CLI's merge --by=rank.
    want = merged_cli(tmp_path, ranks, merge_opts=("--by=rank",))
    got = sd.stats(ranks, client=client, by="rank")
    assert got == want and len(got["ranks"]["rows"]) == 3
    frame = sd.stats(ranks, client=client, by="rank", as_frame=True)["ranks"]
    assert list(frame["kernel_ns"]) == [r["kernel_ns"] for r in want["ranks"]["rows"]]
    # The first rank's steps, with every rank's events and device work.
    same_mem_and_steps(client, tmp_path, ranks)
    mem = os.path.join(PYTORCH, "kineto_v100_memory_df_index_resolver.json.gz")
    if os.path.exists(mem):
        two = [mem, ranks[2], mem]
        same_mem_and_steps(client, tmp_path, two)
        got = same_mem_and_steps(client, tmp_path, two, "--per-step")
        assert got
        assert sd.mem(two, client=client, per_step=True)["steps"]


def test_gpu_databases(client, tmp_path):
    nsys = os.path.join(os.environ.get("SL_SHARED_DIR", ""), "nsys-samples")
    dbs = [os.path.join(nsys, n) for n in (
        "nsys2024_fuser_nvtx_report1.sqlite", "nsys2026_streams_report1.sqlite",
        "nsys2022_pipit_saxpy_mpi_cuda_rank0.sqlite")]
    if not all(os.path.exists(p) for p in dbs):
        pytest.skip("needs ../shared/nsys-samples")
    one = json.loads(cli("stats", "-q", "--format=json", "--by=device", *dbs))
    assert sd.stats(dbs, client=client, by="device") == one
    assert merged_cli(tmp_path, dbs, "--by=device") == one


def test_a_bad_file_is_the_workers_input_error(client, job, tmp_path):
    bad = tmp_path / "cut.pb"
    bad.write_bytes(open(job["tf"][0], "rb").read()[:5000])
    with pytest.raises(stepline.InputError) as e:
        sd.stats([job["tf"][1], str(bad)], client=client)
    assert e.value.file == str(bad) and e.value.offset is not None
    with pytest.raises(stepline.UsageError):
        sd.stats(str(tmp_path / "none-*.pb"), client=client)
