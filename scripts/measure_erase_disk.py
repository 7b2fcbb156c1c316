"""Erasure time on LoCoMo conversations, with the on-disk rewrite and file search (a script,
not a test).

    python scripts/measure_erase_disk.py ../shared/data/locomo/26.json [more.json ...]

For each conversation: ingest into a fresh on-disk store (default offline extractor and
embedder), build the sidecar, close; reopen and erase the first speaker; then erase a person who
is not a speaker. Prints one JSON object per erasure: total seconds, the on-disk part (rewrite +
search), what was searched, and an independent byte search of every file afterwards.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

from cogmem_rdf.memory import Memory
from cogmem_rdf.privacy import erase


def grep(root: Path, needle: str) -> int:
    forms = b"|".join(re.escape(f.encode("utf-8")) for f in {needle, needle.lower()})
    pattern = re.compile(rb"(?<![a-z])(?:" + forms + rb")(?![A-Za-z0-9])")
    return sum(1 for f in root.rglob("*") if f.is_file() and pattern.search(f.read_bytes()))


def one(path: Path, work: Path) -> list[dict]:
    conv = json.loads(path.read_text())
    root = work / path.stem
    with Memory.open(root, "c") as mem:
        started = time.perf_counter()
        mem.ingest_file(path)
        mem.index  # noqa: B018 - the sidecar is part of what erasure rewrites
        ingest_s = time.perf_counter() - started
        people = mem.people()
    speakers = [conv["speaker_a"], conv["speaker_b"]]
    other = next(p for p in people if p not in speakers and "'" not in p)
    out = []
    for who in (speakers[0], other):
        size = sum(f.stat().st_size for f in root.rglob("*") if f.is_file())
        before = grep(root, who)  # the search does find the name before the erasure
        with Memory.open(root, "c") as mem:
            texts = [r["text"].value for r in mem.select("op_turns") if r["speaker"].value == who]
            started = time.perf_counter()
            receipt = erase(mem, who)
            seconds = time.perf_counter() - started
        files = receipt["verification"]["files"]
        out.append(
            {
                "conv": path.stem,
                "person": who,
                "speaker": who in speakers,
                "ingest_s": round(ingest_s, 1),
                "store_bytes_before": size,
                "seconds": round(seconds, 2),
                "on_disk_s": files["seconds"],
                "quads_rewritten": files.get("quads"),
                "removed": receipt["removed"],
                "redacted_turns": receipt["redacted_turns"],
                "verified": receipt["verification"]["verified"],
                "files_scanned": files["files_scanned"],
                "bytes_scanned": files["bytes_scanned"],
                "strings_searched": files["strings"],
                "hits": files["hits"],
                "independent_grep_files_with_name_before": before,
                "independent_grep_files_with_name": grep(root, who),
                "independent_grep_files_with_a_removed_turn": sum(
                    grep(root, t) > 0 for t in texts if len(t) >= 8
                ),
            }
        )
    return out


def main() -> None:
    work = Path(tempfile.mkdtemp(prefix="cogmem-erase-"))
    try:
        for arg in sys.argv[1:] or ["/work/shared/data/locomo/26.json"]:
            for row in one(Path(arg), work):
                print(json.dumps(row, ensure_ascii=False))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
