"""An advisory write lock on a store directory that names its holder's pid."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

from ..errors import StoreLockedError


class StoreLock:
    """Exclusive lock file ``<dir>/cogmem.lock`` held for the life of a writer."""

    def __init__(self, directory: Path):
        self.path = directory / "cogmem.lock"
        self._fd: int | None = None

    def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            pid = _read_pid(fd)
            os.close(fd)
            raise StoreLockedError(str(self.path.parent), pid) from None
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
        os.fsync(fd)
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = None


def _read_pid(fd: int) -> int | None:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        return int(os.read(fd, 32).decode().strip() or 0) or None
    except (OSError, ValueError):
        return None
