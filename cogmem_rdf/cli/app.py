"""Typer app, shared options and the single place where errors become one-line messages."""

from __future__ import annotations

import json
import os
import sys
import traceback
from pathlib import Path
from typing import Any

import typer

from ..errors import CogmemError

app = typer.Typer(
    help="cogmem: a memory engine for AI agents that remembers who said what (RDF 1.2 + PROV-O).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
def _version(value: bool) -> None:
    if value:
        from .. import __version__

        typer.echo(f"cogmem-rdf {__version__}")
        raise typer.Exit()


_RDF: list[str | None] = [None]  # cogmem --rdf, applied by open_memory


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
    ),
    rdf: str = typer.Option(
        None,
        "--rdf",
        help="RDF profile of a memory on a SPARQL server: 1.2 (triple "
        "terms) or 1.1 (classic reification); probed when not given.",
    ),
) -> None:
    """cogmem: a memory engine for AI agents that remembers who said what (RDF 1.2 + PROV-O)."""
    _RDF[0] = rdf


bench_app = typer.Typer(
    help="Benchmarks with same-run baselines (see BENCHMARKS.md).", no_args_is_help=True
)
app.add_typer(bench_app, name="bench")

# --store may name a directory or a SPARQL server URL, so it is text, not a Path
StoreOpt = typer.Option(
    None,
    "--store",
    envvar="COGMEM_STORE",
    help="Store directory, or http(s)://… of a SPARQL server \\[default: ./cogmem-store].",
)
MemoryOpt = typer.Option("default", "--memory", help="Memory (tenant) id.")
JsonOpt = typer.Option(False, "--json", help="Print JSON to stdout.")


def store_path(store: Path | None) -> Path:
    return Path(store) if store is not None else Path("cogmem-store")


def open_memory(store: str | Path | None, memory: str, *, create: bool = False, **kw: Any):
    """The one way commands open a memory: the embedded store at ``store`` or the server it names.

    Only commands that write new data (``create``: ingest, import, mcp) may create a store
    directory; for the others a missing one is a mistyped ``--store``, not an empty memory."""
    from ..errors import InputError, UsageError
    from ..memory import Memory
    from ..store.profile import rdf_named, url_with_rdf

    if isinstance(store, str) and store.startswith(("http://", "https://")):
        kw.pop("read_only", None)  # a server decides that itself
        return Memory.connect(url_with_rdf(store, _RDF[0]), memory, **kw)
    if rdf_named(_RDF[0]) not in (None, "1.2"):
        raise UsageError(
            f"--rdf {_RDF[0]} is for memories on SPARQL servers; an embedded store keeps RDF 1.2"
        )
    path = store_path(Path(store) if store else None)
    if not create and not path.exists():
        raise InputError(f"no store at {path}: check --store (cogmem ingest creates one)")
    return Memory.open(path, memory, **kw)


def emit_json(obj: Any) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False) + "\n")


def fail(message: str) -> None:
    sys.stderr.write(f"cogmem: error: {message}\n")
    raise SystemExit(1)


def main(argv: list[str] | None = None) -> None:
    """Entry point of the ``cogmem`` script.

    Typer handles usage errors (exit 2) and ``--help``; every error of ours becomes one line on
    stderr with exit status 1, here and nowhere else.
    """
    from . import agents, bench, commands, consolidate, privacy  # noqa: F401 - registers the commands

    try:
        app(args=argv, prog_name="cogmem")
    except CogmemError as exc:
        fail(" ".join(str(exc).split()) or type(exc).__name__)
    except KeyboardInterrupt:
        fail("interrupted")
    except BrokenPipeError:
        raise SystemExit(1) from None
    except Exception as exc:  # noqa: BLE001 - a bug must still be one line unless debugging
        if os.environ.get("COGMEM_DEBUG"):
            traceback.print_exc()
        fail(f"internal error: {type(exc).__name__}: {exc} (set COGMEM_DEBUG=1 for a traceback)")
