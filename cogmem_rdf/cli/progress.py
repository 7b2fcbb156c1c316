"""A rich progress bar on stderr, or nothing."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn


@contextlib.contextmanager
def bar(label: str, disable: bool = False) -> Iterator:
    """Yield a ``progress(done, total)`` callback drawing on stderr."""
    if disable:
        yield None
        return
    with Progress(TextColumn(label), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=Console(stderr=True), transient=True) as p:
        task = p.add_task(label, total=None)

        def update(done: int, total: int) -> None:
            p.update(task, completed=done, total=total)

        yield update
