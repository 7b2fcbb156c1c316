"""The ``cogmem`` command line: thin commands over the library, errors handled in one place."""

from . import helpfmt  # noqa: F401 - how --help names values (before any command is built)
from .app import app, main

__all__ = ["app", "main"]
