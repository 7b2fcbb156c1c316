"""Graph stores: the embedded Oxigraph store (default) and a SPARQL-protocol server, behind one small interface."""

from .base import GraphStore, Tracer
from .oxi import OxiStore
from .remote import RemoteStore

__all__ = ["GraphStore", "OxiStore", "RemoteStore", "Tracer"]
