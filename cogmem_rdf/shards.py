"""Shards: which store holds which memory.

A shard map is JSON naming a store per memory id, with ``default`` for the rest::

    {"default": "embedded:./store",
     "memA": "http://127.0.0.1:7001",
     "memB": {"store": "http://127.0.0.1:7002", "vectors": "./vectors-b"}}

``embedded:DIR`` is an on-disk pyoxigraph store (relative paths are read from the map file's
folder); an ``http(s)://`` URL is a SPARQL 1.1 Protocol + Graph Store Protocol server such as
``oxigraph serve`` or Virtuoso 7 (``http://user:pw@host:8890/sparql``), with ``RemoteStore``'s
options in its fragment (``#rdf=1.1``, ``#server=virtuoso``). Memories sharing a store share one
connection/handle; each memory still lives in its own named graph, so isolation does not depend on
the sharding.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from . import vocab as v
from .errors import InputError, UsageError
from .store import GraphStore, OxiStore, RemoteStore


class ShardMap:
    """Memory id → store; opens ``Memory`` objects on the right store.

    >>> ShardMap({"default": "embedded:/tmp/x", "memA": "http://127.0.0.1:7001"}).spec("memA")
    'http://127.0.0.1:7001'
    """

    def __init__(self, mapping: dict[str, Any], base: Path | None = None):
        if "default" not in mapping:
            raise UsageError("a shard map needs a 'default' entry")
        self.base = Path(base) if base is not None else Path.cwd()
        self._entries: dict[str, tuple[str, Path | None]] = {}
        for memory, entry in mapping.items():
            if memory != "default":
                v.validate_memory_id(memory)
            spec, vectors = (
                (entry.get("store"), entry.get("vectors"))
                if isinstance(entry, dict)
                else (entry, None)
            )
            if not isinstance(spec, str) or not spec.startswith(("embedded:", "http://", "https://")):
                raise UsageError(
                    f"shard {memory!r}: store must be 'embedded:DIR' or an http(s) URL, "
                    f"got {spec!r}"
                )
            self._entries[memory] = (spec, self._path(vectors) if vectors else None)
        self._stores: dict[str, GraphStore] = {}

    @classmethod
    def load(cls, path: str | Path) -> ShardMap:
        """Read a JSON shard map; relative paths in it are relative to the file."""
        path = Path(path)
        try:
            mapping = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise InputError(f"cannot read shard map: {exc}", source=str(path)) from exc
        if not isinstance(mapping, dict):
            raise InputError("a shard map is a JSON object", source=str(path))
        return cls(mapping, base=path.parent)

    def _path(self, value: str) -> Path:
        p = Path(value)
        return p if p.is_absolute() else self.base / p

    def spec(self, memory: str) -> str:
        """The store spec that holds ``memory``."""
        return self._entries.get(v.validate_memory_id(memory), self._entries["default"])[0]

    def store(self, memory: str) -> GraphStore:
        """The (shared) store object holding ``memory``."""
        spec = self.spec(memory)
        if spec not in self._stores:
            if spec.startswith("embedded:"):
                self._stores[spec] = OxiStore(self._path(spec.removeprefix("embedded:")))
            else:
                self._stores[spec] = RemoteStore(spec)
        return self._stores[spec]

    def vector_root(self, memory: str) -> Path | None:
        spec, vectors = self._entries.get(memory, self._entries["default"])
        if vectors is not None:
            return vectors
        if spec.startswith("embedded:"):
            return self._path(spec.removeprefix("embedded:")) / "vectors"
        return None  # a remote memory's sidecar is rebuilt from the store in a temporary folder

    def open(self, memory: str, **kw: Any):
        """A ``Memory`` for ``memory`` on its shard (the map keeps the store open)."""
        from .memory import Memory

        return Memory(self.store(memory), memory, vector_root=self.vector_root(memory), **kw)

    def memories(self) -> dict[str, list[str]]:
        """Memory ids found on each configured store."""
        out: dict[str, list[str]] = {}
        prefix, suffix = v.DATA_NS, "/graph"
        for memory, (spec, _) in self._entries.items():
            if spec in out:
                continue
            graphs = self.store(memory).graphs()
            out[spec] = sorted(g.value[len(prefix):-len(suffix)] for g in graphs
                               if g.value.startswith(prefix) and g.value.endswith(suffix))
        return out

    def close(self) -> None:
        for store in self._stores.values():
            store.close()
        self._stores.clear()

    def __enter__(self) -> ShardMap:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
