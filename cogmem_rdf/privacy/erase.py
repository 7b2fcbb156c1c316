"""Erasure (GDPR Art. 17): remove a person from one
memory, everywhere their data lives, and prove it.

What goes (decided here, documented in docs/privacy.md):

- the Person node, and people named after them (``pec:relatedTo+``: "Arlo's mom");
- their turns, and every node grounded only in removed turns;
- Events they took part in, Facts about them, Claims about them, by them, or relayed by them
  (a claim whose chain names them goes whole: dropping just the hop would make the opinion look
  first-hand, the misattribution this project exists to prevent);
- any record (Event, Fact, Claim, Concept, ClaimView, Person) whose text names them;
- consolidated facts and claim views that lose support (then consolidation reruns, so what
  survives on the remaining support, at τ, comes back recomputed); concepts and sessions
  nobody refers to any more.

Other people's turns are their record and stay, with the name redacted (``[redacted]``) and a
fresh vector label so the sidecar re-embeds the redacted text. The removal and redaction are
one SPARQL UPDATE: the quads are written as markers into a scratch graph by one atomic
``extend`` and a constant update (``queries/store_apply_markers.rq``) applies and clears them,
so no value is ever pasted into SPARQL text.
"""

from __future__ import annotations

import hashlib
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

import pyoxigraph as ox

from .. import vocab as v
from ..errors import NotFoundError
from ..store.atomic import CM_DELETE, CM_GRAPH, CM_INSERT, MARKERS, replace  # noqa: F401 - re-exported for tests
from .names import Subject, find_subject, name_pattern, names_in, needles, redact, select

if TYPE_CHECKING:
    from ..memory import Memory
    from ..store.oxi import OxiStore

P, PROV = v.pec, v.prov
_TEXT_PROPS = {
    P("text"),
    P("content"),
    v.RDFS_LABEL,
    P("name"),
    P("timeExpression"),
    P("imageCaption"),
    P("extractionError"),
}
_TURN_TEXT = {P("text"), P("imageCaption"), P("extractionError")}


@dataclass
class _Graph:
    """The memory's quads indexed for the closure."""

    quads: list[ox.Quad]
    types: dict[Any, set] = field(default_factory=lambda: defaultdict(set))
    out: dict[Any, dict] = field(default_factory=lambda: defaultdict(lambda: defaultdict(list)))

    def __post_init__(self) -> None:
        for q in self.quads:
            if q.predicate == v.RDF_TYPE:
                self.types[q.subject].add(q.object)
            self.out[q.subject][q.predicate].append(q.object)

    def objs(self, node, prop) -> list:
        return self.out.get(node, {}).get(prop, [])

    def of_type(self, cls) -> list:
        return [n for n, ts in self.types.items() if cls in ts]


@dataclass
class Plan:
    """What an erasure removes and rewrites."""

    subject: Subject
    nodes: set = field(default_factory=set)
    delete: list[ox.Quad] = field(default_factory=list)
    insert: list[ox.Quad] = field(default_factory=list)
    removed_turn_ids: list[str] = field(default_factory=list)
    # verbatim text of removed turns (searched on disk)
    removed_texts: list[str] = field(default_factory=list)
    redacted_turn_ids: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    recompute: bool = False


def _names_node(g: _Graph, node, pattern) -> bool:
    return any(isinstance(o, ox.Literal) and names_in(o.value, pattern)
               for p in _TEXT_PROPS for o in g.objs(node, p))


def _chain(g: _Graph, claim) -> list:
    hops, todo = [], list(g.objs(claim, P("relayedBy")))
    while todo:
        hop = todo.pop()
        if hop not in hops:
            hops.append(hop)
            todo.extend(g.objs(hop, P("nextRelay")))
    return hops


def _closure(g: _Graph, subject: Subject, pattern, can_recompute: bool) -> tuple[set, bool]:
    gone: set = set(subject.nodes)
    for node, types in g.types.items():
        if v.TURN not in types and _names_node(g, node, pattern):
            gone.add(node)
    recompute, changed = False, True
    while changed:
        before = len(gone)
        for node, types in g.types.items():
            if node in gone:
                continue
            derived = g.objs(node, PROV("wasDerivedFrom"))
            if (v.TURN in types and any(o in gone for o in g.objs(node, PROV("wasAttributedTo"))) or
                    v.EVENT in types and any(o in gone for o in g.objs(node, P("participant"))) or
                    v.FACT in types and any(o in gone for o in g.objs(node, P("subject"))) or
                    v.CLAIM in types and _claim_gone(g, node, gone) or
                    v.CLAIM_VIEW in types and any(o in gone for o in g.objs(node, P("ofClaim"))) or
                    derived and all(o in gone for o in derived)):
                gone.add(node)
                recompute = recompute or v.CLAIM_VIEW in types
            elif g.objs(node, P("consolidated")) and any(o in gone for o in derived):
                # lost part of its support: consolidation recomputes it (or drops it below τ)
                recompute = True
                if not can_recompute:
                    gone.add(node)
        for claim in [n for n in gone if v.CLAIM in g.types.get(n, ())]:
            gone.update(_chain(g, claim))
        changed = len(gone) != before
    referenced = {
        q.object for q in g.quads if q.subject not in gone and not isinstance(q.object, ox.Literal)
    }
    for node in g.of_type(v.CONCEPT) + g.of_type(v.SESSION):
        if node not in referenced:
            gone.add(node)
    return gone, recompute


def _claim_gone(g: _Graph, claim, gone: set) -> bool:
    people = g.objs(claim, PROV("wasAttributedTo")) + g.objs(claim, P("target"))
    people += [r for hop in _chain(g, claim) for r in g.objs(hop, P("relayer"))]
    return any(p in gone for p in people)


def _mentions(term, gone: set) -> bool:
    if isinstance(term, ox.Triple):
        return any(_mentions(t, gone) for t in (term.subject, term.predicate, term.object))
    return term in gone


def _subject(mem: Memory, person_name: str) -> Subject:
    """The Person named ``person_name``, or, for someone
    only mentioned in text, a subject with no node.

    A person named only inside other people's turns ("Zed told me…" said by someone else) has no
    Person node; they can still be erased: every turn naming them is redacted and every record
    whose text names them removed. NotFoundError only when no literal names them at all.
    """
    try:
        return find_subject(mem, person_name)
    except NotFoundError:
        pattern = name_pattern([person_name])
        for needle in needles([person_name]):
            if any(names_in(r["lit"].value, pattern) for r in select(mem, "privacy_verify_literals",
                                                                    needle=ox.Literal(needle))):
                return Subject(
                    name=person_name, iri=v.person_iri(mem.id, person_name), names=[person_name]
                )
        raise


def plan(mem: Memory, person_name: str) -> Plan:
    """Work out the erasure of ``person_name`` from ``mem`` without changing anything."""
    subject = _subject(mem, person_name)
    pattern = name_pattern(subject.names)
    g = _Graph(list(mem.quads()))
    gone, recompute = _closure(g, subject, pattern, _consolidator() is not None)
    p = Plan(subject=subject, nodes=gone, recompute=recompute)
    p.delete = [q for q in g.quads if _mentions(q.subject, gone) or _mentions(q.object, gone)]
    labels = [int(q.object.value) for q in g.quads
              if q.predicate == P("vectorLabel") and isinstance(q.object, ox.Literal)]
    next_label = max(labels, default=-1) + 1
    for turn in g.of_type(v.TURN):
        if turn in gone:
            continue
        hits = [(prop, o) for prop in _TURN_TEXT for o in g.objs(turn, prop)
                if isinstance(o, ox.Literal) and names_in(o.value, pattern)]
        if not hits:
            continue
        p.redacted_turn_ids += [o.value for o in g.objs(turn, P("turnId"))]
        for prop, o in hits:
            p.delete.append(ox.Quad(turn, prop, o, mem.graph))
            p.insert.append(ox.Quad(turn, prop, ox.Literal(redact(o.value, pattern)), mem.graph))
        # fresh label: the sidecar re-embeds the redacted text
        for lab in g.objs(turn, P("vectorLabel")):
            p.delete.append(ox.Quad(turn, P("vectorLabel"), lab, mem.graph))
            p.insert.append(
                ox.Quad(
                    turn,
                    P("vectorLabel"),
                    ox.Literal(str(next_label), datatype=v.XSD_INTEGER),
                    mem.graph,
                )
            )
            next_label += 1
    p.removed_turn_ids = sorted(
        o.value for n in gone if v.TURN in g.types.get(n, ()) for o in g.objs(n, P("turnId"))
    )
    p.removed_texts = [o.value for n in gone if v.TURN in g.types.get(n, ()) for prop in _TURN_TEXT
                       for o in g.objs(n, prop) if isinstance(o, ox.Literal)]
    names = {
        cls.value.rsplit("#", 1)[1]: cls
        for cls in (
            v.PERSON,
            v.TURN,
            v.EVENT,
            v.FACT,
            v.CLAIM,
            v.RELAY,
            v.CONCEPT,
            v.SESSION,
            v.CLAIM_VIEW,
        )
    }
    p.counts = {k: sum(1 for n in gone if cls in g.types.get(n, ())) for k, cls in names.items()}
    p.counts["quads"] = len(set(p.delete))
    p.counts["turns_redacted"] = len(p.redacted_turn_ids)
    return p


def apply(mem: Memory, p: Plan) -> None:
    """Delete and rewrite in one transaction (see ``store.atomic``)."""
    replace(mem.store, mem.graph, p.delete, p.insert)


def verify(mem: Memory, subject: Subject) -> dict[str, Any]:
    """Prove the erasure: no triple names the person's IRIs and no literal names them."""
    iri_hits = []
    for node in subject.nodes:
        iri_hits += [
            f"{r['s']} {r['p']} {r['o']}" for r in select(mem, "privacy_verify_iri", node=node)
        ]
    pattern = name_pattern(subject.names)
    substring, naming = 0, []
    for needle in needles(subject.names):
        for r in select(mem, "privacy_verify_literals", needle=ox.Literal(needle)):
            substring += 1
            if names_in(r["lit"].value, pattern):
                naming.append(f"{r['s']} {r['p']} {r['lit']}")
    return {"verified": not iri_hits and not naming, "triples_naming_iri": len(iri_hits),
            "literals_naming_person": len(naming), "literals_containing_name_substring": substring,
            "leftovers": (iri_hits + naming)[:20]}


def erase(mem: Memory, person_name: str) -> dict[str, Any]:
    """Erase ``person_name`` from ``mem``; return a receipt (counts, time, digest, verification)."""
    started = time.perf_counter()
    p = plan(mem, person_name)
    apply(mem, p)
    recomputed = _recompute(mem) if p.recompute else False
    vectors = _sync_vectors(mem)
    _drop_caches(mem)
    check = verify(mem, p.subject)
    check["files"] = on_disk(
        mem,
        [*p.subject.names, *(n for ns in p.subject.related.values() for n in ns)],
        p.removed_texts,
    )
    check["verified"] = _verdict(check)
    digest = hashlib.sha256("\n".join(p.removed_turn_ids).encode("utf-8")).hexdigest()
    return {
        "memory": mem.id,
        "person_iri": p.subject.iri.value,
        "erased_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "removed": p.counts,
        "removed_turns_sha256": digest,
        "redacted_turns": len(p.redacted_turn_ids),
        "related_people": len(p.subject.related),
        "consolidation_recomputed": recomputed,
        "vectors": vectors,
        "verification": check,
        "seconds": round(time.perf_counter() - started, 3),
    }


def _verdict(check: dict[str, Any]) -> bool | str:
    """True only when the queries AND the files were checked
    and clean; "queries-only" when files could not be."""
    queries_clean = check["triples_naming_iri"] == 0 and check["literals_naming_person"] == 0
    files = check["files"]
    if not queries_clean or files.get("hits"):
        return False
    return True if files["checked"] else "queries-only"


def on_disk(mem: Memory, names: list[str], texts: list[str]) -> dict[str, Any]:
    """Rewrite an embedded store so removed quads leave its
    files, then search every file (``privacy.disk``)."""
    from .disk import held_elsewhere, patterns, scan_files

    started = time.perf_counter()
    store = mem.store
    path = getattr(store, "path", None)
    if not hasattr(store, "raw"):
        # store.profile.Layout: what that server keeps on disk
        layout = getattr(store, "layout", None)
        files = (
            layout.operator_files
            if layout is not None
            else "its files (WAL, SST) and their compaction"
        )
        return {
            "checked": False,
            "why": f"the store is a SPARQL server: {files} are its operator's job; "
            "see docs/privacy.md",
        }
    pats = patterns(names, texts)
    skipped = held_elsewhere(store.raw, pats)
    search = {k: p for k, p in pats.items() if k not in skipped}
    out: dict[str, Any] = {
        "checked": True,
        "strings": len(pats),
        "skipped_held_by_other_memories": sorted(skipped),
    }
    if path is None:
        out["store"] = "in memory: no store files"
        roots = [mem.vector_root / mem.id] if mem.vector_root is not None else []
    else:
        out.update(cast("OxiStore", store).rewrite())  # has .raw: the embedded store
        roots = [path]
        out["compressed_blocks"] = (
            "not decompressed; the rewritten store was built only from live quads, "
            "which were searched first"
        )
    out["directories"] = [str(r) for r in roots]
    found = [scan_files(r, search) for r in roots if r.exists()]
    out["files_scanned"] = sum(f["files_scanned"] for f in found)
    out["bytes_scanned"] = sum(f["bytes_scanned"] for f in found)
    out["hits"] = [h for f in found for h in f["hits"]]
    out["seconds"] = round(time.perf_counter() - started, 3)
    return out


def _consolidator():
    try:
        from ..consolidate import consolidate
    except ImportError:
        return None
    return consolidate


def _recompute(mem: Memory) -> bool:
    run = _consolidator()
    if run is None:
        return False
    run(mem, vectors=False)
    return True


def _sync_vectors(mem: Memory) -> dict[str, Any]:
    """Drop erased labels from the sidecar and rewrite it so their vectors leave the disk too."""
    if not mem.has_vectors():
        return {"synced": False}
    idx = mem.sync_vectors()
    # hnswlib's mark_deleted keeps the bytes: rewritten from the live vectors
    purged = idx.compact()
    return {"synced": True, "live": len(idx), "purged": purged}


def _drop_caches(mem: Memory) -> None:
    """Forget what recall derived from the erased data (in memory and its saved copy on disk)."""
    mem.invalidate()
