"""Graph stores: the embedded Oxigraph store (default) and a SPARQL-protocol server, behind one
small interface."""

from typing import TYPE_CHECKING, Any

from .base import GraphStore, Tracer
from .oxi import OxiStore

if TYPE_CHECKING:
    from .remote import RemoteStore

__all__ = ["GraphStore", "OxiStore", "RemoteStore", "Tracer"]


def __getattr__(name: str) -> Any:
    """``RemoteStore`` is imported on first use: its HTTP modules cost every cold ``cogmem
    recall`` on an embedded store ~40 ms."""
    if name == "RemoteStore":
        from .remote import RemoteStore

        return RemoteStore
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
