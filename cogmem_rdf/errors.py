"""The one error tree of cogmem-rdf.

    CogmemError                 root: everything we raise on purpose
    ├── UsageError              the caller asked for something invalid (bad id, bad file, bad
    option) │   ├── InputError          a data file or value is malformed (names the
    file/line/value) │   └── NotFoundError       a named memory, person or resource does not exist
    └── OperationError          a valid request failed while running
        ├── StoreLockedError    another process holds the store's write lock
        ├── ValidationError     SHACL or graph checks rejected data (carries the report)
        └── BackendError        a store/LLM/embedding backend failed (wraps the cause)

The CLI turns any ``CogmemError`` into one line on stderr and exit status 1.
"""

from __future__ import annotations


class CogmemError(Exception):
    """Root of every error cogmem-rdf raises on purpose."""


class UsageError(CogmemError):
    """The caller asked for something invalid."""


class InputError(UsageError):
    """A data file or value is malformed; the message names where."""

    def __init__(self, message: str, *, source: str | None = None, line: int | None = None):
        where = ""
        if source is not None:
            where = f"{source}:{line}: " if line is not None else f"{source}: "
        super().__init__(where + message)
        self.source = source
        self.line = line


class NotFoundError(UsageError):
    """A named memory, person or resource does not exist."""


class OperationError(CogmemError):
    """A valid request failed while running."""


class StoreLockedError(OperationError):
    """Another process holds the store's write lock."""

    def __init__(self, path: str, pid: int | None):
        who = f"process {pid}" if pid else "another process"
        super().__init__(f"store {path} is locked by {who}")
        self.path = path
        self.pid = pid


class ValidationError(OperationError):
    """SHACL shapes or whole-graph checks rejected data."""

    def __init__(self, message: str, report: str = ""):
        super().__init__(message)
        self.report = report


class BackendError(OperationError):
    """A store, LLM or embedding backend failed."""
