"""Ingest throughput and graph statistics per LoCoMo conversation, and the big-file case.

Timing is end to end per conversation: load the file, extract, resolve times, map, validate
(SHACL), store and embed. The embedder's model is loaded (and warmed) before the clock starts.

The big-file case (:func:`run_big_ingest`, ``cogmem bench ingest --big-mb 50``) writes a JSON
Lines file of copies of one conversation into a temporary folder and runs ``cogmem ingest`` on
it as a separate process, end to end (process start, checking pass, model load included):
throughput, the process's peak RSS (``wait4``), its RSS sampled along the way against the turns
done, and the sidecar's size. ``--baseline-src DIR`` runs another checkout's code on the same
file in the same run (e.g. a ``git worktree`` of an older commit).
"""

from __future__ import annotations

import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import Log, quiet, table

if TYPE_CHECKING:
    from ..memory import Memory

#: Claims that reached the speaker through at least one relayer, and those through two or more.
RELAYED_CLAIMS = """
PREFIX pec: <https://w3id.org/cogmem/pec2f#>
SELECT (COUNT(DISTINCT ?c) AS ?relayed) (COUNT(DISTINCT ?n) AS ?nestedRelayed) WHERE {
  ?c a pec:Claim ; pec:relayedBy ?hop .
  OPTIONAL { ?n pec:relayedBy ?hop . ?hop pec:nextRelay ?next . }
}
"""

_CLASSES = ("Turn", "Person", "Event", "Fact", "Claim", "Concept", "Relay")


def _memory_id(path: Path) -> str:
    stem = re.sub(r"[^A-Za-z0-9_.-]", "-", path.stem).lstrip("-_.") or "conversation"
    return stem[:64]


def relayed_claims(mem: Memory) -> tuple[int, int]:
    """(claims with a relay chain, claims relayed through two or more people) in ``mem``."""
    rows = list(mem.sparql(RELAYED_CLAIMS))
    if not rows:
        return 0, 0
    row = rows[0]
    return int(row["relayed"].value), int(row["nestedRelayed"].value)


def run_ingest(
    paths: Sequence[str | Path],
    store_dir: str | Path | None = None,
    embedder: Any = None,
    log: Log = quiet,
) -> dict[str, Any]:
    """Ingest each conversation into its own memory and report throughput and node counts."""
    from ..loaders import load_file
    from ..memory import Memory

    if embedder is None:
        from ..vectors import UseEmbedder

        embedder = UseEmbedder()
    embedder.embed(["warm-up"])

    rows: list[dict[str, Any]] = []
    for path in map(Path, paths):
        mem_id = _memory_id(path)
        log(f"ingest {mem_id}: {path}")
        t0 = time.perf_counter()
        turns = load_file(path, mem_id)
        mem = Memory.open(store_dir, mem_id, embedder=embedder)
        try:
            report = mem.add_turns(turns)
            seconds = time.perf_counter() - t0
            counts = mem.counts()
            relayed, nested = relayed_claims(mem)
        finally:
            mem.close()
        rows.append(
            {
                "id": mem_id,
                "turns": len(turns),
                "new_turns": report.new_turns,
                "seconds": round(seconds, 2),
                "turns_per_s": round(len(turns) / seconds, 1) if seconds > 0 else None,
                "nodes": {c: counts.get(c, 0) for c in _CLASSES},
                "relayed_claims": relayed,
                "nested_relayed_claims": nested,
                "rejected": len(report.rejected),
                "rejected_sample": report.rejected[:5],
            }
        )
        log(
            f"ingest {mem_id}: {len(turns)} turns in {seconds:.1f}s, "
            f"{len(report.rejected)} rejected"
        )

    total_turns = sum(r["turns"] for r in rows)
    total_s = sum(r["seconds"] for r in rows)
    totals = {
        "turns": total_turns,
        "seconds": round(total_s, 2),
        "turns_per_s": round(total_turns / total_s, 1) if total_s > 0 else None,
        "nodes": {c: sum(r["nodes"][c] for r in rows) for c in _CLASSES},
        "relayed_claims": sum(r["relayed_claims"] for r in rows),
        "nested_relayed_claims": sum(r["nested_relayed_claims"] for r in rows),
        "rejected": sum(r["rejected"] for r in rows),
    }
    return {
        "conversations": rows,
        "totals": totals,
        "embedder": getattr(embedder, "name", type(embedder).__name__),
    }


def format_ingest(result: dict[str, Any]) -> str:
    header = ["memory", "turns", "s", "turns/s", *_CLASSES[1:], "relayed", "rejected"]

    def row(name: str, r: dict[str, Any]) -> list[Any]:
        rate = f"{r['turns_per_s']:.1f}" if r["turns_per_s"] is not None else None
        return [
            name,
            r["turns"],
            f"{r['seconds']:.1f}",
            rate,
            *[r["nodes"][c] for c in _CLASSES[1:]],
            r["relayed_claims"],
            r["rejected"],
        ]

    rows = [row(r["id"], r) for r in result["conversations"]]
    rows.append(row("total", result["totals"]))
    return (
        f"ingest (end to end: load, extract, validate, store, embed with {result['embedder']})\n"
        + table(header, rows)
    )


# -- the big-file case (issue 12: streaming ingest) ----------------------------------------------
def write_big_jsonl(
    source: str | Path, out: str | Path, target_mb: float, seed: int = 0
) -> dict[str, Any]:
    """Write a JSON Lines file of at least ``target_mb`` MB: copies of one LoCoMo conversation.

    Copy ``i`` has its speakers renamed (invented names, distinct per copy, also where the text
    mentions them), every date ``i`` years later and turn/session ids prefixed ``c<i>.``, so every
    line is a distinct turn of one long dialogue between ever new people. Written line by line.
    Returns ``{"path", "bytes", "turns", "copies", "distinct_texts_share"}``.
    """
    from ..loaders import load_file
    from .scale import Copy, copy_names, shift_datetime

    base = load_file(source, "big")
    speakers = sorted({t.speaker for t in base})
    words = {w for t in base for w in re.findall(r"\w+", t.text)} | set(speakers)
    target = int(target_mb * 2**20)
    per_copy = sum(len(t.text) + 120 for t in base)
    copies = max(1, target // max(per_copy, 1) + 2)
    names = copy_names(speakers, copies, words, seed)
    path = Path(out)
    written = turns = 0
    texts: set[int] = set()
    with open(path, "w", encoding="utf-8") as fh:
        for i in range(copies):
            copy = Copy(i, names[i], years=i)
            for t in base:
                obj = {
                    "session": f"c{i}.{t.session}",
                    "date": shift_datetime(t.date, i).isoformat(),
                    "turn": f"c{i}.{t.turn}",
                    "speaker": copy.text(t.speaker),
                    "text": copy.text(t.text),
                }
                if t.caption:
                    obj["caption"] = copy.text(t.caption)
                line = json.dumps(obj, ensure_ascii=False) + "\n"
                fh.write(line)
                written += len(line.encode("utf-8"))
                turns += 1
                texts.add(hash(obj["text"]))
            if written >= target:
                break
    return {
        "path": str(path),
        "bytes": written,
        "turns": turns,
        "copies": i + 1,
        "distinct_texts_share": round(len(texts) / turns, 3),
    }


def _rss_mb(pid: int) -> float | None:
    """Resident set size of a live process (Linux /proc), None elsewhere or once it is gone."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        return None
    return None


def _tree_rss_mb(pid: int) -> float | None:
    """RSS of a live process and all its descendants (e.g. ingest's embedding process)."""
    total, todo, seen = 0.0, [pid], set()
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        rss = _rss_mb(p)
        if rss is None:
            if p == pid:
                return None
            continue
        total += rss
        try:
            with open(f"/proc/{p}/task/{p}/children", encoding="ascii") as fh:
                todo.extend(int(c) for c in fh.read().split())
        except OSError:
            pass
    return round(total, 1)


def _last_done(err_path: Path) -> int | None:
    """Turns done according to the last progress line ("cogmem ingest: N/M turns ...")."""
    try:
        tail = err_path.read_bytes()[-400:].decode("utf-8", errors="ignore")
    except OSError:
        return None
    found = re.findall(r"cogmem ingest: (\d+)", tail)
    return int(found[-1]) if found else None


def _supports_progress(src: Path) -> bool:
    """Whether the checkout at ``src`` has ``cogmem ingest --progress-every``."""
    return any(
        "progress-every" in f.read_text(encoding="utf-8", errors="ignore")
        for f in (src / "cogmem_rdf" / "cli").glob("*.py")
    )


def ingest_process(
    path: Path, store: Path, src: Path | None = None, every: int = 5000, sample_s: float = 2.0
) -> dict[str, Any]:
    """Run ``cogmem ingest`` on ``path`` in a new process (``src``: another checkout's code) and
    measure it: wall seconds, peak RSS (this child's own, from ``wait4``; and, sampled, that of
    the process with its own children: ingest's embedding process), RSS and the sidecar's size
    on disk sampled against turns done, load average."""
    env = dict(os.environ)
    if src is not None:
        env["PYTHONPATH"] = str(src) + (
            os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else ""
        )
    cmd = [
        sys.executable,
        "-m",
        "cogmem_rdf",
        "ingest",
        str(path),
        "--store",
        str(store),
        "--memory",
        "big",
        "--json",
    ]
    if src is None or _supports_progress(src):
        cmd += ["--progress-every", str(every)]
    err = store.with_name(store.name + ".stderr")
    out_path = store.with_name(store.name + ".stdout")
    load0 = os.getloadavg()
    t0 = time.perf_counter()
    samples: list[dict[str, Any]] = []
    with open(err, "wb") as err_fh, open(out_path, "wb") as out_fh:
        proc = subprocess.Popen(
            cmd, stdout=out_fh, stderr=err_fh, env=env, cwd=src or None
        )
        next_sample = t0 + sample_s
        while True:
            # wait4 on this pid: its own rusage (RUSAGE_CHILDREN would be the largest child so far)
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid == proc.pid:
                break
            time.sleep(0.1)
            if time.perf_counter() < next_sample:
                continue
            next_sample += sample_s
            rss, tree = _rss_mb(proc.pid), _tree_rss_mb(proc.pid)
            if rss is not None:
                samples.append(
                    {
                        "s": round(time.perf_counter() - t0, 1),
                        "turns": _last_done(err),
                        "rss_mb": rss,
                        "tree_rss_mb": tree if tree is not None else rss,
                        "sidecar_mb": _dir_mb(store / "vectors"),
                    }
                )
    seconds = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    peak_kb = usage.ru_maxrss
    if proc.returncode != 0:
        message = err.read_text(encoding="utf-8", errors="replace").strip().splitlines()[-1:] or [
            "?"
        ]
        raise RuntimeError(f"ingest exited with {proc.returncode}: {message[0]}")
    report = json.loads(out_path.read_text(encoding="utf-8").strip().splitlines()[-1])
    return {
        "seconds": round(seconds, 1),
        "ingest_seconds": report.get("seconds"),
        "turns": report["turns"],
        "turns_per_s": round(report["turns"] / seconds, 1),
        # CPU seconds of the process and the children it waited for (its embedding process)
        "cpu_s": round(usage.ru_utime + usage.ru_stime, 1),
        "cpu_ms_per_turn": round(1000 * (usage.ru_utime + usage.ru_stime) / report["turns"], 2)
        if report["turns"]
        else None,
        "peak_rss_mb": round(peak_kb / 1024, 1),
        # sampled every sample_s: misses short peaks, which wait4's figure above does not
        "peak_tree_rss_mb_sampled": max((x["tree_rss_mb"] for x in samples), default=None),
        "sidecar_mb": _dir_mb(store / "vectors"),
        "store_mb": _dir_mb(store),
        "segment_vectors": env.get("COGMEM_VECTOR_SEGMENT"),
        "load_before": [round(x, 2) for x in load0],
        "load_after": [round(x, 2) for x in os.getloadavg()],
        "rss_samples": _thin(samples, 12),
        "nodes": report.get("nodes"),
        "rejected": len(report.get("rejected", [])),
    }


def _dir_mb(path: Path) -> float:
    from .scale import dir_mb

    return dir_mb(path) if path.exists() else 0.0


def _thin(samples: list[dict[str, Any]], n: int) -> list[dict[str, Any]]:
    if len(samples) <= n:
        return samples
    return [samples[round(i * (len(samples) - 1) / (n - 1))] for i in range(n)]


def run_big_ingest(
    source: str | Path,
    mb: float = 50.0,
    baseline_src: str | Path | None = None,
    runs: int = 1,
    log: Log = quiet,
    keep: str | Path | None = None,
) -> dict[str, Any]:
    """The big-file case: write ``mb`` MB of JSON Lines from ``source`` and time ``cogmem ingest``
    on it ``runs`` times (alternating with ``baseline_src``'s code when given), each into a fresh
    store in a temporary folder (or ``keep``)."""
    import shutil

    tmp = Path(keep) if keep is not None else Path(tempfile.mkdtemp(prefix="cogmem-big-"))
    tmp.mkdir(parents=True, exist_ok=True)
    try:
        log(f"big ingest: writing {mb} MB of JSON Lines from {source}")
        info = write_big_jsonl(source, tmp / "big.jsonl", mb)
        log(f"big ingest: {info['turns']} turns, {info['bytes'] / 2**20:.1f} MB")
        codes: list[tuple[str, Path | None]] = [("this", None)]
        if baseline_src is not None:
            codes.append(("baseline", Path(baseline_src).resolve()))
        rows: list[dict[str, Any]] = []
        for r in range(runs):
            for name, src in codes:
                store = tmp / f"store-{name}-{r}"
                shutil.rmtree(store, ignore_errors=True)
                log(f"big ingest: run {r + 1}/{runs}, {name} code")
                row = ingest_process(tmp / "big.jsonl", store, src)
                row["code"] = name
                rows.append(row)
                log(
                    f"big ingest: {name}: {row['turns_per_s']} turns/s, "
                    f"{row['cpu_ms_per_turn']} CPU ms/turn, "
                    f"peak RSS {row['peak_rss_mb']} MB "
                    f"(with children {row['peak_tree_rss_mb_sampled']} MB), "
                    f"sidecar {row['sidecar_mb']} MB"
                )
                if keep is None:
                    shutil.rmtree(store, ignore_errors=True)
        summary = {}
        for name, _ in codes:
            mine = [row for row in rows if row["code"] == name]
            rates = sorted(row["turns_per_s"] for row in mine)
            summary[name] = {
                "runs": len(mine),
                "turns_per_s_median": round(statistics.median(rates), 1),
                "cpu_ms_per_turn_median": round(
                    statistics.median(row["cpu_ms_per_turn"] or 0.0 for row in mine), 2
                ),
                "peak_rss_mb_max": max(row["peak_rss_mb"] for row in mine),
                "peak_tree_rss_mb_sampled_max": max(
                    (row["peak_tree_rss_mb_sampled"] or 0.0 for row in mine), default=0.0
                ),
            }
        return {
            "file": {
                "mb": round(info["bytes"] / 2**20, 1),
                "turns": info["turns"],
                "copies": info["copies"],
                "distinct_texts_share": info["distinct_texts_share"],
                "source": str(source),
            },
            "runs": rows,
            "summary": summary,
            "targets": {"turns_per_s_min": 150.0, "peak_rss_mb_max": 1024.0},
        }
    finally:
        if keep is None:
            shutil.rmtree(tmp, ignore_errors=True)


def format_big_ingest(result: dict[str, Any]) -> str:
    f = result["file"]
    lines = [
        f"big-file ingest: {f['mb']} MB JSON Lines, {f['turns']} turns "
        f"({f['copies']} renamed copies of "
        f"{Path(f['source']).name}; {f['distinct_texts_share']:.0%} of turn texts distinct), "
        "`cogmem ingest` end to end in its own process"
    ]
    header = [
        "code",
        "s",
        "turns/s",
        "CPU ms/turn",
        "peak RSS MB",
        "with children MB (sampled)",
        "sidecar MB",
        "store MB",
        "load before → after",
    ]
    rows = [
        [
            r["code"],
            f"{r['seconds']:.0f}",
            f"{r['turns_per_s']:.1f}",
            f"{r['cpu_ms_per_turn']:.2f}" if r.get("cpu_ms_per_turn") is not None else "-",
            f"{r['peak_rss_mb']:.0f}",
            f"{r['peak_tree_rss_mb_sampled']:.0f}"
            if r.get("peak_tree_rss_mb_sampled") is not None
            else "-",
            f"{r['sidecar_mb']:.0f}",
            f"{r['store_mb']:.0f}",
            f"{r['load_before'][0]} → {r['load_after'][0]}",
        ]
        for r in result["runs"]
    ]
    lines.append(table(header, rows))
    for r in result["runs"]:
        points = ", ".join(
            f"{p['turns'] if p['turns'] is not None else '?'}:{p['rss_mb']:.0f}"
            + (f"/{p['sidecar_mb']:.0f}" if "sidecar_mb" in p else "")
            for p in r["rss_samples"]
        )
        lines.append(
            f"RSS MB along the run ({r['code']}, turns done:RSS/sidecar on disk): {points}"
        )
    for name, sm in result["summary"].items():
        lines.append(
            f"{name}: median {sm['turns_per_s_median']} turns/s, "
            f"{sm['cpu_ms_per_turn_median']} CPU ms/turn over {sm['runs']} run(s), "
            f"peak RSS {sm['peak_rss_mb_max']} MB "
            f"(with its children, sampled: {sm['peak_tree_rss_mb_sampled_max']} MB)"
        )
    return "\n".join(lines)
