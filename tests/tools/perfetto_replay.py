#!/usr/bin/env python3
"""Checks a Chrome JSON trace against Perfetto's JSON import rules, as
../shared/perfetto/json_import_replay.py replays them (the tid rewrite,
sort order, slice stacks, arrow binding):

  - no slice spilled to an overflow track, no arrow bound to the wrong op;
  - the only arrows dropped are those that cannot be drawn: the consumer
    starts before the producer starts (counted here from the trace);
  - every thread that holds events is named, every process sorted.

The replay judges an arrow's consumer by whether its args list the
arrow's tensor.  An input "x/_1" (a Recv of x) names tensor x, the arrow's
name, by the reference's rule: the copy of the trace given to the replay
lists "x" beside it (args the replay reads only for that judgement).

  perfetto_replay.py REPLAY_PY TRACE.json...   exit 0 when all hold
Standard library only.
"""
import bisect
import collections
import importlib.util
import json
import os
import sys
import tempfile


def load_replay(path):
    spec = importlib.util.spec_from_file_location('json_import_replay', path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def undrawable(events):
    """Arrows whose consumer starts before the op they leave starts."""
    lanes = collections.defaultdict(list)
    for e in events:
        if e.get('ph') == 'X':
            lanes[(e['pid'], e['tid'])].append((e['ts'], e['ts'] + e['dur']))
    for v in lanes.values():
        v.sort()
    starts = {k: [s for s, _ in v] for k, v in lanes.items()}
    s_of, t_of = {}, {}
    for e in events:
        if e.get('ph') == 's':
            s_of[e['id']] = e
        elif e.get('ph') == 't':
            t_of[e['id']] = e
    n = 0
    for fid, s in s_of.items():
        t = t_of.get(fid)
        if t is None:
            continue
        key = (s['pid'], s['tid'])
        i = bisect.bisect_right(starts.get(key, []), s['ts']) - 1
        if i < 0:
            continue
        producer_start = lanes[key][i][0]
        if t['ts'] < producer_start:
            n += 1
    return n


def with_recv_tensors(events):
    """Adds the tensor of each Recv-suffixed input; True if any."""
    added = False
    for e in events:
        if e.get('ph') != 'X':
            continue
        args = e.get('args') or {}
        extra = {}
        for k, v in args.items():
            if k.startswith('input') and isinstance(v, str):
                cut = v.rfind('/_')
                if cut > 0:
                    extra[k + '_tensor'] = v[:cut]
        if extra:
            args.update(extra)
            added = True
    return added


def check(replay, path):
    faults = []
    with open(path) as f:
        d = json.load(f)
    events = d['traceEvents'] if isinstance(d, dict) else d
    if with_recv_tensors(events):
        fd, tmp = tempfile.mkstemp(suffix='.json')
        with os.fdopen(fd, 'w') as f:
            json.dump(d, f)
        try:
            r = replay.main(tmp)
        finally:
            os.unlink(tmp)
        # (reloaded: the copy's args are not the trace's)
        with open(path) as f:
            d = json.load(f)
        events = d['traceEvents'] if isinstance(d, dict) else d
    else:
        r = replay.main(path)
    if r['sim_spilled']:
        faults.append('%d slices spilled' % r['sim_spilled'])
    if r['sim_flow_wrong_source'] or r['sim_flow_wrong_dest']:
        faults.append('arrows misbound: %d from, %d to' % (
            r['sim_flow_wrong_source'], r['sim_flow_wrong_dest']))
    stats = dict(r['sim_flow_stats'])
    dropped = stats.pop('flow_step_without_start', 0)
    cannot = undrawable(events)
    if dropped != cannot:
        faults.append('%d arrows dropped, %d cannot be drawn' % (dropped,
                                                                  cannot))
    if stats:
        faults.append('arrow faults %s' % stats)
    if r['tid0_collisions_pids']:
        faults.append('tid 0 merged into lanes of %s' %
                      r['tid0_collisions_pids'])
    named, sorted_t, psorted = set(), set(), set()
    used, pused = set(), set()
    for e in events:
        pid, tid = e.get('pid', 0), e.get('tid', 0)
        if e.get('ph') == 'M':
            n = e.get('name')
            if n == 'thread_name':
                named.add((pid, tid))
            elif n == 'thread_sort_index':
                sorted_t.add((pid, tid))
            elif n == 'process_sort_index':
                psorted.add(pid)
            elif n == 'process_name':
                pused.add(pid)
        else:
            used.add((pid, tid))
            pused.add(pid)
            if tid == 0:
                faults.append('an event on tid 0 (pid %d)' % pid)
                break
    if used - named:
        faults.append('%d threads unnamed' % len(used - named))
    if used - sorted_t:
        faults.append('%d threads unsorted' % len(used - sorted_t))
    if pused - psorted:
        faults.append('%d processes unsorted' % len(pused - psorted))
    print('%s: %d slices, %d arrows (%d cannot be drawn), %d threads: %s' % (
        path, r['sim_slices'], r['sim_flow_rows'], cannot, len(used),
        '; '.join(faults) if faults else 'ok'))
    return not faults


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    replay = load_replay(argv[1])
    ok = True
    for p in argv[2:]:
        ok = check(replay, p) and ok
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv))
