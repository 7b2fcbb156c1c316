"""Helper processes fed over pipes (the embedder's and the SHACL validator's): starting one in a
session of its own, reading exactly n bytes, stopping it, and the child's own stdio set-up.

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
