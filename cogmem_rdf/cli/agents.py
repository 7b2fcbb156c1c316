"""Commands for agents and people looking in: mcp (a
server for agent hosts) and browse (an HTML page)."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from ..errors import InputError
from .app import MemoryOpt, StoreOpt, app, open_memory

OutOpt = typer.Option(None, "--out", help="Write the page to FILE.html instead of stdout.")


@app.command()
def mcp(
    memory: str = MemoryOpt,
    store: str = StoreOpt,
    allow_erase: bool = typer.Option(
        False, "--allow-erase", help="Also offer the erase_person tool (GDPR Art. 17)."
    ),
) -> None:
    """Serve one memory to an agent host as MCP tools over
    stdio (add_turns, recall, who_said, about_person)."""
    from ..mcp_server import serve_stdio

    with open_memory(store, memory, create=True) as mem:
        sys.stderr.write(
            f"cogmem mcp: memory {memory!r} on stdio{' (erase allowed)' if allow_erase else ''}\n"
        )
        serve_stdio(mem, allow_erase=allow_erase)


@app.command()
def browse(
    person: str = typer.Argument(..., help="The person's name, exactly as stored."),
    memory: str = MemoryOpt,
    store: str = StoreOpt,
    out: Path = OutOpt,
) -> None:
    """A self-contained HTML page of a person's events, concepts and the claims about them."""
    from ..browse import build_page

    with open_memory(store, memory) as mem:
        page = build_page(mem.require(), person).encode("utf-8")
    if out is None:
        sys.stdout.buffer.write(page)
        sys.stdout.buffer.flush()
        return
    try:
        out.write_bytes(page)
    except OSError as exc:
        raise InputError(f"cannot write: {exc.strerror}", source=str(out)) from exc
    sys.stderr.write(f"wrote {out} ({len(page) // 1024} KiB); open it in a browser\n")
