"""Commands for people and for other stores: subject-access, erase, serve, import."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from ..errors import InputError, OperationError, UsageError
from .app import JsonOpt, MemoryOpt, StoreOpt, app, emit_json, open_memory

_IMPORT_FORMATS = {".trig": "trig", ".nq": "nquads", ".nquads": "nquads", ".ttl": "turtle",
                   ".jsonld": "jsonld", ".json": "jsonld", ".nt": "nt"}


def _write(data: bytes, out: Path | None) -> None:
    if out is None:
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    else:
        try:
            out.write_bytes(data)
        except OSError as exc:
            raise InputError(f"cannot write: {exc}", source=str(out)) from exc


@app.command("subject-access")
def subject_access_cmd(
    person: str = typer.Argument(..., help="The person's name, exactly as stored."),
    memory: str = MemoryOpt,
    store: str = StoreOpt,
    fmt: str = typer.Option(
        "html", "--format", help="html (a readable report), json, or jsonld (RDF 1.1)."
    ),
    out: Path = typer.Option(None, "--out", help="Write to FILE instead of stdout."),
    list_candidates: bool = typer.Option(
        False, "--candidates", help="List people whose name contains PERSON."
    ),
) -> None:
    """Everything a memory holds about a person (GDPR Art. 15/20)."""
    from ..privacy import FORMATS, candidates, render, subject_access

    if fmt not in FORMATS:
        raise UsageError(f"unknown format {fmt!r}: use one of {', '.join(FORMATS)}")
    with open_memory(store, memory) as mem:
        mem.require()
        if list_candidates:
            emit_json({"candidates": candidates(mem, person)})
            return
        data = render(mem, subject_access(mem, person), fmt)
    _write(data, out)


@app.command()
def erase(
    person: str = typer.Argument(..., help="The person's name, exactly as stored."),
    memory: str = MemoryOpt,
    store: str = StoreOpt,
    as_json: bool = JsonOpt,
) -> None:
    """Erase a person and everything derived from them (GDPR Art. 17); prints a receipt."""
    from ..privacy import erase as erase_person

    with open_memory(store, memory) as mem:
        receipt = erase_person(mem.require(), person)
    if as_json:
        emit_json(receipt)
    else:
        removed = ", ".join(f"{k} {n}" for k, n in receipt["removed"].items() if n)
        check = receipt["verification"]
        files = check["files"]
        scope = (
            f"queries and {files['files_scanned']} files ({files['bytes_scanned']} bytes)"
            if files["checked"]
            else f"queries only ({files['why']})"
        )
        typer.echo(
            f"erased {person!r} from {memory!r} in {receipt['seconds']}s: {removed}; "
            f"verified: {check['verified']} ({scope}); turns sha256 "
            f"{receipt['removed_turns_sha256']}"
        )
    if receipt["verification"]["verified"] is False:
        check = receipt["verification"]
        raise OperationError(
            f"erasure of {person!r} left data behind: "
            f"{(check['leftovers'] + check['files'].get('hits', []))[:3]}"
        )


@app.command()
def serve(
    memory: str = MemoryOpt,
    store: str = StoreOpt,
    bind: str = typer.Option("127.0.0.1:7878", "--bind", help="HOST:PORT to listen on."),
    allow_update: bool = typer.Option(
        False, "--allow-update", help="Accept SPARQL UPDATE on /update (this memory only)."
    ),
    allow_service: list[str] = typer.Option(
        [], "--allow-service", help="An endpoint queries may SERVICE to (repeatable)."
    ),
    timeout: float = typer.Option(
        10.0, "--timeout", help="Stop a query after this many seconds (503)."
    ),
    max_rows: int = typer.Option(
        100_000, "--max-rows", help="Refuse answers with more rows or triples (400)."
    ),
    workers: int = typer.Option(4, "--workers", help="Query worker processes (on-disk stores)."),
    threads: int = typer.Option(64, "--threads", help="Connections served at once (503 beyond)."),
) -> None:
    """Serve one memory as a SPARQL 1.1 Protocol endpoint (/query, /update)."""
    from ..serve import endpoint, make_server
    from ..sparql_exec import Limits

    with open_memory(store, memory) as mem:
        mem.require()
        server = make_server(
            mem,
            bind,
            allow_update=allow_update,
            allow_service=allow_service,
            verbose=True,
            limits=Limits(timeout, max_rows),
            workers=workers,
            threads=threads,
        )
        sys.stderr.write(f"serving memory {memory!r} at {endpoint(server)} (Ctrl-C stops)\n")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()


@app.command("import")
def import_cmd(
    file: Path = typer.Argument(
        ..., help="An export: .trig .nq (RDF 1.2) or .ttl .jsonld .nt (RDF 1.1)."
    ),
    fmt: str | None = typer.Option(
        None, "--format", help="trig|nquads|turtle|jsonld|nt (default: from the file name)."
    ),
    memory: str = MemoryOpt,
    store: str = StoreOpt,
    as_json: bool = JsonOpt,
) -> None:
    """Load an export into a memory (graph names in the file are replaced by the memory's)."""
    from ..export import import_memory

    fmt = fmt or _IMPORT_FORMATS.get(file.suffix.lower())
    if fmt is None:
        raise UsageError(f"cannot tell the format of {file.name}: give --format")
    try:
        data = file.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read: {exc}", source=str(file)) from exc
    with open_memory(store, memory, create=True) as mem:
        n = import_memory(mem, data, fmt)
    if as_json:
        emit_json({"memory": memory, "quads": n, "format": fmt})
    else:
        typer.echo(f"imported {n} quads into {memory!r}")
