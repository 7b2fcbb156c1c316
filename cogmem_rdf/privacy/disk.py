"""Erasure on disk: rewrite the embedded store, then search every file under it for the erased
strings.

The search looks for the person's names (as written, lower case, upper case and title case, as
words: a lower-case ASCII letter before or an ASCII letter or digit after breaks a match; the
left side cannot ask more because the byte before a stored string is its length, often a
letter; and RocksDB's own metadata holds "sizeD" + "eleted.keys" by chance) and for the verbatim
text of every removed turn, in every file under the store directory (RocksDB SST/WAL/MANIFEST,
vector sidecars, lock, snapshots, temp files). Compression: RocksDB compresses levels ≥ 2 with LZ4,
which a byte search cannot read; the rewritten store is built only from the live quads, and
those are searched too (as N-Quads text) before they are written, so no compressed block can
hold a string they do not (their values are searched, as they are written). A string that another
memory of the same store still holds is not a leftover of this erasure; it is reported as skipped,
not searched.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pyoxigraph as ox

_CHUNK = 8 * 1024 * 1024


def _pattern(needle: str, word: bool) -> re.Pattern[bytes]:
    if not word:
        return re.compile(re.escape(needle.encode("utf-8")))
    spellings = sorted(
        {needle, needle.lower(), needle.upper(), needle.title()}, key=len, reverse=True
    )
    body = b"|".join(re.escape(n.encode("utf-8")) for n in spellings)
    # no left "not a letter or digit": the byte before a stored string is its length, often a letter
    return re.compile(rb"(?<![a-z])(?:" + body + rb")(?![A-Za-z0-9])")


def patterns(names: Iterable[str], texts: Iterable[str]) -> dict[str, re.Pattern[bytes]]:
    """Byte patterns, keyed by a label that does not repeat the erased string (receipts are
    kept)."""
    out = {
        f"name#{i}": _pattern(n, True)
        for i, n in enumerate(sorted({n.strip() for n in names if n.strip()}))
    }
    for i, t in enumerate(sorted({t.strip() for t in texts if len(t.strip()) >= 8})):
        out[f"turn#{i}"] = _pattern(t, False)
    return out


def _values(term: Any) -> Iterable[str]:
    if isinstance(term, ox.Triple):
        for t in (term.subject, term.predicate, term.object):
            yield from _values(t)
    elif not isinstance(term, ox.DefaultGraph):
        yield term.value


def held_elsewhere(raw: ox.Store, pats: dict[str, re.Pattern[bytes]]) -> set[str]:
    """Labels of patterns found in the store's live terms (other memories hold the same string)."""
    found: set[str] = set()
    batch: list[str] = []

    def search() -> None:
        text = "\n".join(batch).encode("utf-8")
        found.update(k for k, p in pats.items() if k not in found and p.search(text))

    for q in raw.quads_for_pattern(None, None, None, None):
        for term in (q.subject, q.predicate, q.object, q.graph_name):
            batch.extend(_values(term))
        if len(batch) >= 100_000:
            search()
            batch = []
    search()
    return found


def scan_files(root: Path, pats: dict[str, re.Pattern[bytes]]) -> dict[str, Any]:
    """Search every regular file under ``root``; hits name the file and the label, never the
    string."""
    files = size = 0
    hits: list[str] = []
    overlap = max((len(p.pattern) for p in pats.values()), default=0)
    for dirpath, _, names in os.walk(root):
        for name in names:
            path = Path(dirpath) / name
            if not path.is_file() or path.is_symlink():
                continue
            files += 1
            tail = b""
            with open(path, "rb") as fh:
                while chunk := fh.read(_CHUNK):
                    size += len(chunk)
                    window = tail + chunk
                    hits += [
                        f"{path.relative_to(root)}: {k}"
                        for k, p in pats.items()
                        if p.search(window)
                    ]
                    tail = chunk[-overlap:]
    return {"files_scanned": files, "bytes_scanned": size, "hits": sorted(set(hits))}
