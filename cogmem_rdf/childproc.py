"""Helper processes fed over pipes (the embedder's and the SHACL validator's): starting one in a
session of its own, reading exactly n bytes, stopping it, and the child's own stdio set-up; and
``trim_memory``, which long-running ingest processes call between chunks.

Standard library only: the SHACL child imports this without the package's ``__init__``.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from typing import IO


def spawn(boot: str, *args: str) -> subprocess.Popen[bytes]:
    """``python -c boot args…`` with pipes on stdin/stdout, in its own session: a Ctrl-C at the
    terminal is the parent's to handle, not the child's."""
    return subprocess.Popen(
        [sys.executable, "-c", boot, *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        start_new_session=True,
    )


def read_exact(fh: IO[bytes], n: int) -> bytes:
    parts, left = [], n
    while left:
        part = fh.read(left)
        if not part:
            raise EOFError("the other end closed the pipe")
        parts.append(part)
        left -= len(part)
    return b"".join(parts)


def stop(proc: subprocess.Popen[bytes]) -> None:
    """Close the child's pipes (it ends when stdin closes), wait for it; kill it after 10 s."""
    for fh in (proc.stdin, proc.stdout):
        try:
            if fh is not None:
                fh.close()
        except OSError:
            pass
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def child_stdio() -> IO[bytes]:
    """In the child: ignore SIGINT and return the pipe to answer on; anything a library prints
    goes to stderr instead."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    answers = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    return answers


_TRIM: list = []  # [glibc's malloc_trim, or None where there is none], looked up once


def trim_memory() -> None:
    """Give the C allocator's free pages back to the system: glibc's ``malloc_trim(0)``, a no-op
    elsewhere (macOS, musl). glibc keeps what is freed in its arenas (one per thread that
    allocates: the main thread, the embedding and indexing threads, RocksDB's) and returns only
    the top of each; what a chunk, RocksDB's flushed memtables and the Python heap freed
    otherwise stays resident, and a long ingest's RSS creeps up with the store. ~20-130 ms a
    call (measured on a 10 MB ingest, 25-60 MB given back each time); ingest calls it after
    each flush of the store's write buffers (~every 3,000 turns)."""
    if not _TRIM:
        fn = None
        if sys.platform.startswith("linux"):
            try:
                import ctypes

                fn = ctypes.CDLL("libc.so.6").malloc_trim
                fn.argtypes, fn.restype = [ctypes.c_size_t], ctypes.c_int
            except (OSError, AttributeError):
                fn = None
        _TRIM.append(fn)
    if _TRIM[0] is not None:
        _TRIM[0](0)
