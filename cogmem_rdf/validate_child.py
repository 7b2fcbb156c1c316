"""Run ingest's SHACL validation (pyshacl, ``validate.validate_graph``) in a child process.

pyshacl and the rdflib graph it needs are pure Python: in the ingest process they took ≈ 3.2 ms
of a turn's ≈ 12 ms of CPU on the main thread. In a child they run beside the extraction of the
next chunk (``ingest._Run``): a chunk's quads are sent as N-Quads (pyoxigraph writes them in
Rust), the child parses them with pyoxigraph, builds the same rdflib graph as in-process
(``ingest.project_terms_once``, triple terms dropped) and runs the same shapes with the same
code (``validate.validate_graph``); the parent gets the report back. Nothing is re-implemented:
the child is the in-process validation in another interpreter.

Protocol on the child's stdin/stdout: a request is a 4-byte little-endian length and that many
bytes of N-Quads; an answer is a 4-byte length and that many bytes of JSON: ``{"conforms",
"violations": [Violation fields], "text"}``, or ``{"error": message}``. The child runs in its
own session, ignores SIGINT (Ctrl-C is the parent's) and exits when its stdin closes.
"""

from __future__ import annotations

import dataclasses
import json
import struct
import subprocess
import sys
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import IO, Any

import pyoxigraph as ox

from .childproc import child_stdio, read_exact, spawn, stop, trim_memory
from .errors import BackendError

_LEN = struct.Struct("<I")
TRIM_EVERY = 8  # requests between two ``trim_memory`` calls in the child


def encode_quads(quads: Iterable[ox.Quad]) -> bytes:
    """The quads as N-Quads (RDF 1.2: triple terms included; the child drops them as
    ``project_terms_once`` does)."""
    data = ox.serialize(quads, format=ox.RdfFormat.N_QUADS)
    return data if data is not None else b""


def validate_nquads(data: bytes) -> Any:
    """What the child does with one request: parse, project, validate (a ``ValidationReport``)."""
    from .validate import project_terms_once, validate_graph

    quads: Iterable[ox.Quad] = ox.parse(data, format=ox.RdfFormat.N_QUADS) if data else []
    return validate_graph(project_terms_once(quads))


class ShaclChild:
    """A child process validating chunks; one request in flight at a time (``submit`` then
    ``result``), or ``validate`` for both at once."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._waiting = False
        # the child imports the same cogmem_rdf as this process, and of it only what validation
        # needs: the package's __init__ (the memory, numpy, hnswlib, pydantic: ~20 MB) is not run
        package = str(Path(__file__).resolve().parent)
        boot = (
            "import sys, types; p = types.ModuleType('cogmem_rdf'); "
            f"p.__path__ = [{package!r}]; sys.modules['cogmem_rdf'] = p; "
            f"from {__name__} import main; main()"
        )
        self._proc: subprocess.Popen[bytes] | None = spawn(boot)

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def submit(self, quads: Iterable[ox.Quad]) -> None:
        """Send one graph to validate; ``result`` returns its report."""
        body = encode_quads(quads)
        with self._lock:
            proc = self._proc
            if proc is None or proc.stdin is None:
                raise BackendError("the validation process is closed")
            if self._waiting:
                raise BackendError("a validation is already in flight")
            try:
                proc.stdin.write(_LEN.pack(len(body)) + body)
                proc.stdin.flush()
            except OSError as exc:
                self._stop(proc)
                raise BackendError(f"the validation process failed: {exc}") from exc
            self._waiting = True

    def result(self) -> Any:
        """The ``ValidationReport`` of the graph last submitted (waits for it)."""
        from .validation_report import ValidationReport, Violation

        with self._lock:
            proc = self._proc
            if proc is None or proc.stdout is None or not self._waiting:
                raise BackendError("no validation in flight")
            self._waiting = False
            try:
                (size,) = _LEN.unpack(read_exact(proc.stdout, _LEN.size))
                answer = json.loads(read_exact(proc.stdout, size).decode("utf-8"))
            except (OSError, EOFError, struct.error, ValueError) as exc:
                self._stop(proc)
                raise BackendError(f"the validation process failed: {exc}") from exc
        if "error" in answer:
            raise BackendError(f"validation failed in the child: {answer['error']}")
        return ValidationReport(
            answer["conforms"], [Violation(**v) for v in answer["violations"]], answer["text"]
        )

    def validate(self, quads: Iterable[ox.Quad]) -> Any:
        self.submit(quads)
        return self.result()

    def close(self) -> None:
        """Let the child finish (its stdin closes) and wait for it."""
        with self._lock:
            if self._proc is not None:
                self._stop(self._proc)

    def _stop(self, proc: subprocess.Popen[bytes]) -> None:
        self._proc = None
        self._waiting = False
        stop(proc)


def serve(stdin: IO[bytes], stdout: IO[bytes]) -> None:
    """The child's loop: answer requests until stdin closes."""
    from .validate import shapes_graph

    shapes_graph()  # parsed while the parent extracts its first chunk
    served = 0
    while True:
        head = stdin.read(_LEN.size)
        if len(head) < _LEN.size:
            return
        (size,) = _LEN.unpack(head)
        try:
            data = read_exact(stdin, size)
        except EOFError:
            return
        try:
            report = validate_nquads(data)
            answer: dict[str, Any] = {
                "conforms": report.conforms,
                "violations": [dataclasses.asdict(v) for v in report.violations],
                "text": report.text,
            }
        except Exception as exc:  # noqa: BLE001 - reported to the parent, which raises it
            answer = {"error": f"{type(exc).__name__}: {exc}"}
        body = json.dumps(answer, ensure_ascii=False).encode("utf-8")
        try:
            stdout.write(_LEN.pack(len(body)) + body)
            stdout.flush()
        except OSError:  # the parent stopped listening (it is stopping)
            return
        served += 1
        if served % TRIM_EVERY == 0:  # a chunk's rdflib graph, freed, leaves the process
            trim_memory()


def main() -> None:
    serve(sys.stdin.buffer, child_stdio())


if __name__ == "__main__":
    main()
