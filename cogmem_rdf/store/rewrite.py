"""Rewrite an embedded store into a fresh RocksDB directory, swapped in crash-safely.

Removing quads leaves their bytes in RocksDB's WAL and SST files until compaction happens to
rewrite them, and ``Store.optimize()`` does not guarantee that either (measured: the erased text
stayed in the ``.sst``). Erasure therefore copies every live quad into a new directory (which
never sees the removed ones), swaps it in and deletes the old directory whole.

Steps, with a journal so a crash at any point ends in a consistent store when it is next opened
for writing (``recover``), never with the old files kept:

1. build ``oxigraph.rewrite-<id>`` from the live quads and close it;
2. write ``rewrite.json`` (temp file, fsync, rename): the swap is decided;
3. close the live store, rename ``oxigraph`` → ``oxigraph.old-<id>``, ``oxigraph.rewrite-<id>`` →
   ``oxigraph``, fsync the directory;
4. delete ``oxigraph.old-<id>``, then the journal.

The live store's content is the same at every step (the erasure's own transaction committed
before step 1), so finishing or redoing the swap never loses a write.
"""

from __future__ import annotations

import json
import os
import shutil
import uuid
from pathlib import Path

import pyoxigraph as ox

from .crashpoints import crash_point

JOURNAL = "rewrite.json"
LIVE = "oxigraph"
_BATCH = 50_000


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def build_copy(raw: ox.Store, root: Path) -> tuple[Path, int]:
    """Step 1: every quad of ``raw`` in a new directory under ``root``; returns (directory,
    quads)."""
    fresh = root / f"{LIVE}.rewrite-{uuid.uuid4().hex}"
    copy = ox.Store(str(fresh))
    batch: list[ox.Quad] = []
    count = 0
    for q in raw.quads_for_pattern(None, None, None, None):
        batch.append(q)
        if len(batch) >= _BATCH:
            copy.extend(batch)
            count += len(batch)
            batch = []
    copy.extend(batch)
    count += len(batch)
    copy.flush()
    del copy
    return fresh, count


def decide(root: Path, fresh: Path) -> Path:
    """Step 2: journal the swap of ``fresh`` in; returns where the old directory will go."""
    old = root / f"{LIVE}.old-{uuid.uuid4().hex}"
    tmp = root / f".{JOURNAL}.tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump({"fresh": fresh.name, "old": old.name}, fh)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, root / JOURNAL)
    _fsync_dir(root)
    return old


def swap(root: Path, fresh: Path, old: Path) -> None:
    """Steps 3 and 4 (the live store must be closed); also how ``recover`` finishes a journal."""
    live = root / LIVE
    if fresh.exists():
        if live.exists():
            os.rename(live, old)
            crash_point("rewrite-after-old-moved")
        os.rename(fresh, live)
        _fsync_dir(root)
    crash_point("rewrite-before-delete")
    shutil.rmtree(old, ignore_errors=True)
    (root / JOURNAL).unlink(missing_ok=True)
    _fsync_dir(root)


def recover(root: Path) -> None:
    """Finish a journaled swap; drop copies no journal names (a crash during step 1)."""
    journal = root / JOURNAL
    if journal.exists():
        names = json.loads(journal.read_text(encoding="utf-8"))
        swap(root, root / names["fresh"], root / names["old"])
    for stray in list(root.glob(f"{LIVE}.rewrite-*")) + list(root.glob(f"{LIVE}.old-*")):
        shutil.rmtree(stray, ignore_errors=True)
    (root / f".{JOURNAL}.tmp").unlink(missing_ok=True)
