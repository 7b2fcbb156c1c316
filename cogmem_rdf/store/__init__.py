"""Graph stores: the embedded Oxigraph store (default) behind one small interface."""

from .base import GraphStore, Tracer
from .oxi import OxiStore

__all__ = ["GraphStore", "OxiStore", "Tracer"]
