"""The ``Memory`` façade: one memory (tenant) of a store, with its extractor and embedder."""

from __future__ import annotations

import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import vocab as v
from .errors import NotFoundError
from .store import GraphStore, OxiStore, Tracer
from .vectors.base import Embedder

if TYPE_CHECKING:  # the ingest and recall machinery is imported where it is used
    import pyoxigraph as ox

    from .extract.base import Extractor
    from .ingest import IngestReport, Progress
    from .models import RecallResult, TurnIn
    from .retrieval.catalog import Catalog
    from .vectors.sidecar import VectorIndex


class Memory:
    """A memory: all turns, nodes and claims of one tenant, in one named graph.

    The state derived from the store lives in three slots that only this class writes:
    ``_index`` (the hnswlib vector sidecar, opened on first use), ``_catalog`` (recall's
    ``Catalog`` of the store's present state, retrieval/catalog.py) and ``_tmp_dir`` (the
    sidecar's folder when the store has none on disk); ``invalidate()`` drops the catalog,
    ``reopen_index()`` the index. ``_owns_store``: ``close()`` closes the store too.

    >>> mem = Memory.open(None)            # in-memory store
    >>> mem.counts()["Turn"]
    0
    """

    def __init__(
        self,
        store: GraphStore,
        memory: str = "default",
        *,
        extractor: Extractor | None = None,
        embedder: Embedder | None = None,
        vector_root: Path | None = None,
        validate: bool = True,
        owns_store: bool = False,
    ):
        self.store = store
        self.id = v.validate_memory_id(memory)
        self.graph = v.memory_graph(memory)
        self._extractor = extractor
        self._embedder = embedder
        self.vector_root = vector_root
        self.validate = validate
        self._index: VectorIndex | None = None
        self._catalog: Catalog | None = None
        self._tmp_dir: tempfile.TemporaryDirectory[str] | None = None
        self._owns_store = owns_store

    # -- opening -----------------------------------------------------------------------------
    @classmethod
    def open(
        cls,
        path: str | Path | None = None,
        memory: str = "default",
        *,
        tracer: Tracer | None = None,
        read_only: bool = False,
        **kw: Any,
    ) -> Memory:
        """Open memory ``memory`` in the on-disk store at
        ``path`` (None: a fresh in-memory store)."""
        store = OxiStore(path, tracer=tracer, read_only=read_only)
        vector_root = Path(path) / "vectors" if path is not None else None
        return cls(store, memory, vector_root=vector_root, owns_store=True, **kw)

    @classmethod
    def connect(
        cls, url: str, memory: str = "default", *, tracer: Tracer | None = None, **kw: Any
    ) -> Memory:
        """Open memory ``memory`` on the SPARQL server at ``url`` (``store.RemoteStore``); its
        vector sidecar lives in ``vector_root`` if given, else in a temporary folder."""
        from .store import RemoteStore

        return cls(RemoteStore(url, tracer=tracer), memory, owns_store=True, **kw)

    def sibling(self, memory: str) -> Memory:
        """Another memory of the same store, sharing its backends."""
        return Memory(self.store, memory, extractor=self._extractor, embedder=self._embedder,
                      vector_root=self.vector_root, validate=self.validate)

    def close(self) -> None:
        if self._index is not None:
            self._index.save()
        if self._owns_store:
            self.store.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- backends ------------------------------------------------------------------------------
    @property
    def extractor(self) -> Extractor:
        if self._extractor is None:
            from .extract.rules import RuleExtractor
            from .extract.stance import StanceModel

            # the second reading embeds a turn through the memory's own embedder when it can
            self._extractor = RuleExtractor(stance=StanceModel.over(self.embedder))
        return self._extractor

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            from .vectors import UseEmbedder

            self._embedder = UseEmbedder()
        return self._embedder

    # -- reading -------------------------------------------------------------------------------
    def select(self, query_name: str, /, **bindings: Any) -> list[dict[str, Any]]:
        """Run a named query of ``queries/`` on this memory with values bound as parameters."""
        return self.store.select(query_name, self.graph, bindings)

    def invalidate(self) -> None:
        """Drop what recall derived from the store (after an erasure or an outside write): the
        catalog slot, its saved copies on disk, and the embedder's text → vector cache."""
        from .retrieval.catalog import delete_saved

        self._catalog = None
        delete_saved(self.recall_dir)
        clear = getattr(self._embedder, "clear_cache", None)
        if clear is not None:
            clear()

    def exists(self) -> bool:
        # a direct lookup where the backend has one:
        # listing every graph costs O(memories) per recall
        has_graph = getattr(self.store, "has_graph", None)
        if has_graph is not None:
            return bool(has_graph(self.graph))
        return self.graph in self.store.graphs()

    def require(self) -> Memory:
        if not self.exists():
            raise NotFoundError(f"memory {self.id!r} does not exist in this store")
        return self

    def counts(self) -> dict[str, int]:
        out = {
            k: 0
            for k in (
                "Person",
                "Event",
                "Concept",
                "Claim",
                "Fact",
                "Turn",
                "Session",
                "Relay",
                "ClaimView",
            )
        }
        for row in self.select("count_types"):
            out[row["type"].value.rsplit("#", 1)[1]] = int(row["count"].value)
        return out

    def people(self) -> list[str]:
        return sorted({r["name"].value for r in self.select("people")})

    def speakers(self) -> list[str]:
        """The names of the people who said a stored turn (what ingest starts from as the
        people it knows: the names extraction found are not fed back, so a conversation ingested
        in parts reads as one ingested whole)."""
        return sorted({r["name"].value for r in self.select("speakers")})

    def turn_ids(self) -> set[str]:
        return {r["id"].value for r in self.select("turn_ids")}

    def sparql(self, text: str) -> Any:
        """Run a user's SPARQL query; it sees this memory's graph only."""
        return self.store.query(text, self.graph, name="user")

    # -- writing -------------------------------------------------------------------------------
    def add_turns(self, turns: Iterable[TurnIn], progress: Progress | None = None, *,
                  replace: bool = False) -> IngestReport:
        """Store new turns verbatim, then extract and embed them, a chunk at a time (ingest.py).
        Idempotent by turn id; an id stored with another text is an error unless ``replace``."""
        from .ingest import ingest_turns, located

        return ingest_turns(self, located(turns), progress, replace=replace)

    def ingest_file(self, path: str | Path, progress: Progress | None = None) -> IngestReport:
        from .loaders import load_file

        return self.add_turns(load_file(path, self.id), progress)

    def pending_turns(self) -> list[TurnIn]:
        from .models import TurnIn
        from .timex import parse_date

        out = []
        for r in self.select("pending_turns"):
            out.append(
                TurnIn(
                    memory=self.id,
                    session=r["session"].value,
                    date=parse_date(r["date"].value),
                    turn=r["id"].value,
                    speaker=r["speaker"].value,
                    text=r["text"].value,
                    lang=r["lang"].value,
                    caption=r["caption"].value if "caption" in r else None,
                    seq=int(r["seq"].value),
                )
            )
        return out

    # -- vectors (the hnswlib sidecar, derived from the store: memory_vectors.py) ---------------
    @property
    def vector_dir(self) -> Path:
        """The folder of this memory's vector sidecar (a temporary one for a store in memory)."""
        if self.vector_root is not None:
            return self.vector_root / self.id
        if self._tmp_dir is None:
            self._tmp_dir = tempfile.TemporaryDirectory(prefix="cogmem-vectors-")
        return Path(self._tmp_dir.name)

    @property
    def index(self) -> VectorIndex:
        """The sidecar, opened (and brought up to date with the store) on first use."""
        from .memory_vectors import open_index

        if self._index is None:
            self._index = open_index(self)
        return self._index

    def has_vectors(self) -> bool:
        """Whether the sidecar is open or saved (a memory that never embedded anything has none)."""
        return self._index is not None or (self.vector_dir / "meta.json").exists()

    def sync_vectors(self) -> VectorIndex:
        """Embed what the sidecar lacks and drop what the store no longer has; the synced index."""
        from .memory_vectors import sync

        self._index = sync(self, self._index)
        return self._index

    def reopen_index(self) -> None:
        """Forget the open sidecar (another process may have rewritten it); reopened on next use."""
        self._index = None

    def reindex(self) -> VectorIndex:
        """Rebuild the sidecar from the store: emptied (``VectorIndex.reset``), then every node
        embedded."""
        from .memory_vectors import empty_index

        self._index = empty_index(self)
        self._index.reset()
        return self.sync_vectors()

    def stored_index_fingerprint(self) -> str:
        """The sidecar's fingerprint without loading its vectors ("" when there is none)."""
        if self._index is not None:
            return self._index.fingerprint
        from .vectors.sidecar import VectorIndex

        return VectorIndex.stored_fingerprint(self.vector_dir, self.embedder.name)

    def remove_graph(self) -> None:
        """Delete every quad of this memory, and recall's saved catalog of it (it holds texts)."""
        self.store.clear_graph(self.graph)
        self.invalidate()

    def quads(self) -> Iterable[ox.Quad]:
        return self.store.quads(self.graph)

    # -- recall --------------------------------------------------------------------------------
    @property
    def recall_dir(self) -> Path | None:
        """Where recall's catalog of this memory is saved
        (None: a store in memory, nothing saved)."""
        return self.vector_root / self.id / "recall" if self.vector_root is not None else None

    def catalog(self) -> Catalog:
        """Recall's catalog of the store's present state (kept in the catalog slot; see
        retrieval/catalog.py for what it holds and why)."""
        from .retrieval.catalog import current

        self._catalog = current(self, self._catalog)
        return self._catalog

    def prepare_recall(self) -> None:
        """Build and save the catalog now (e.g. at the end of an ingest) so the next recall,
        in this process or a new one, does not pay for it."""
        self.catalog()

    def recall(self, question: str, k: int = 10, date: Any = None, **options: Any) -> RecallResult:
        """Reconstruct grounded, attributed evidence for ``question`` (see retrieval/)."""
        from .retrieval import recall

        return recall(self, question, k=k, date=date, **options)
