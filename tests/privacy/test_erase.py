"""Erasure: the person and everything derived from them
go; nothing else changes; a query proves it."""

from __future__ import annotations

import hashlib

import pytest

from cogmem_rdf.errors import NotFoundError
from cogmem_rdf.export import export_memory
from cogmem_rdf.privacy import erase, plan, report_nodes, subject_access
from cogmem_rdf.vectors.sidecar import VectorIndex


def texts(mem):
    return {
        q.object.value for q in mem.quads() if q.predicate.value.endswith(("#text", "#content"))
    }


def test_receipt_counts_digest_and_verification(mem):
    receipt = erase(mem, "Junho")
    assert receipt["verification"]["verified"] is True
    assert receipt["verification"]["triples_naming_iri"] == 0
    assert receipt["removed"]["Turn"] == 4 and receipt["removed"]["Person"] == 2
    assert receipt["removed"]["Claim"] == 4 and receipt["redacted_turns"] == 3
    ids = "\n".join(sorted(["s1:1", "s1:4", "s1:5", "s2:3"]))
    assert receipt["removed_turns_sha256"] == hashlib.sha256(ids.encode()).hexdigest()
    assert not any("junho" in str(q).lower() for q in mem.quads())


def test_other_people_keep_their_records_and_turns_are_redacted(mem):
    erase(mem, "Junho")
    left = texts(mem)
    assert {"Gina likes pottery", "Gina is great", "Seoyeon and Gina went hiking"} <= left
    assert "Gina says [redacted] getting fired was the company's mistake." in left
    assert "[redacted] and I had lunch yesterday." in left
    assert not {"Gina is too kind", "Seoyeon works too hard", "Junho likes hiking"} & left
    assert "Seoyeon's team lead" in mem.people() and "Junho's mom" not in mem.people()


def test_other_memory_is_byte_identical(mem, other):
    before = export_memory(other, "nquads")
    erase(mem, "Junho")
    assert export_memory(other, "nquads") == before
    assert "Junho" in other.people()


def test_unknown_or_already_erased_person_is_not_found(mem):
    with pytest.raises(NotFoundError):
        erase(mem, "Nobody")
    erase(mem, "Junho")
    with pytest.raises(NotFoundError):
        erase(mem, "Junho")


def test_subject_access_discloses_everything_erasure_removes(mem):
    disclosed = report_nodes(subject_access(mem, "Junho"))
    p = plan(mem, "Junho")
    kinds = ("/turn/", "/event/", "/fact/", "/claim/", "/person/")
    removed = {n.value for n in p.nodes if any(k in n.value for k in kinds)}
    assert removed <= disclosed


def test_vectors_of_erased_nodes_leave_the_sidecar_files(mem):
    p = plan(mem, "Junho")
    labels = {int(q.object.value) for q in p.delete if q.predicate.value.endswith("#vectorLabel")}
    erase(mem, "Junho")
    idx = VectorIndex.open(mem.vector_root / mem.id, 16, "hash-16")
    store_labels = {
        int(q.object.value) for q in mem.quads() if q.predicate.value.endswith("#vectorLabel")
    }
    assert set(idx.labels().tolist()) == store_labels
    assert not labels & store_labels and not idx._deleted  # rebuilt: no mark-deleted vectors kept


def test_relayer_erasure_removes_the_claims_they_passed_on(mem):
    receipt = erase(mem, "Minsu")
    assert receipt["verification"]["verified"]
    assert "Gina is great" not in texts(mem)
    assert "Minsu's mom" not in mem.people()


def test_pending_erasure_job_is_completed_by_the_next_run(mem):
    import pyoxigraph as ox

    from cogmem_rdf.privacy.erase import CM_DELETE, CM_GRAPH, MARKERS

    gina_fact = next(q for q in mem.quads() if q.object == ox.Literal("Gina likes pottery"))
    job = ox.NamedNode("urn:uuid:00000000-0000-4000-8000-000000000000")
    mem.store.extend(
        [
            ox.Quad(job, CM_GRAPH, mem.graph, MARKERS),
            ox.Quad(
                job,
                CM_DELETE,
                ox.Triple(gina_fact.subject, gina_fact.predicate, gina_fact.object),
                MARKERS,
            ),
        ]
    )
    erase(mem, "Junho")  # a crash left a job behind: this run's update applies it too
    assert "Gina likes pottery" not in texts(mem)
    assert not list(mem.store.quads(MARKERS))


def test_recall_after_erasure_finds_nothing_of_the_person(mem):
    pytest.importorskip("cogmem_rdf.retrieval")
    assert mem.recall("What happened to Junho at his company?", k=10).evidence
    erase(mem, "Junho")
    result = mem.recall("What happened to Junho at his company?", k=10)
    assert "junho" not in " ".join(e.model_dump_json() for e in result.evidence).lower()
