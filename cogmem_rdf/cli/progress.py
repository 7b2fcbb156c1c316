"""Progress on stderr: a rich bar on a terminal, plain lines every N steps elsewhere (logs, CI)."""

from __future__ import annotations

import contextlib
import sys
import time
from collections.abc import Iterator
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn


@contextlib.contextmanager
def bar(label: str, disable: bool = False) -> Iterator:
    """Yield a ``progress(done, total)`` callback drawing on stderr."""
    if disable:
        yield None
        return
    with Progress(
        TextColumn(label),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=Console(stderr=True),
        transient=True,
    ) as p:
        task = p.add_task(label, total=None)

        def update(done: int, total: int) -> None:
            p.update(task, completed=done, total=total)

        yield update


@contextlib.contextmanager
def lines(label: str, every: int = 1000) -> Iterator:
    """Yield a ``progress(done, total)`` callback writing one line to stderr each time ``done``
    passes a multiple of ``every`` (and at the end): for stderr that is not a terminal."""
    started = time.perf_counter()
    state: dict[str, Any] = {"next": every, "last": 0, "total": None, "written": 0}

    def write(done: int, total: int | None) -> None:
        secs = time.perf_counter() - started
        rate = f", {done / secs:.0f}/s" if secs > 0 else ""
        of, share = (f"/{total}", f" ({100 * done / total:.0f}%)") if total else ("", "")
        sys.stderr.write(f"{label}: {done}{of} turns{share}, {secs:.0f}s{rate}\n")
        sys.stderr.flush()
        state["written"] = done

    def update(done: int, total: int | None) -> None:
        state["last"], state["total"] = done, total
        if done >= state["next"]:
            write(done, total)
            state["next"] = (done // every + 1) * every

    yield update
    if state["last"] and state["written"] != state["last"]:
        write(state["last"], state["total"])
