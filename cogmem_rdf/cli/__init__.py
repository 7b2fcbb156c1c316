"""The ``cogmem`` command line: thin commands over the library, errors handled in one place."""

from .app import app, main

__all__ = ["app", "main"]
