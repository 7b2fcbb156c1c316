"""A whole Memory on a remote store: ingest, idempotence, subject access, erasure, SERVICE
policy."""

from __future__ import annotations

import pytest
from privacy.scripted import build, turns

from cogmem_rdf.errors import UsageError
from cogmem_rdf.export import export_memory
from cogmem_rdf.privacy import erase, subject_access
from cogmem_rdf.store import OxiStore, RemoteStore


@pytest.fixture
def remote(oxigraph_server):
    store = RemoteStore(oxigraph_server.url)
    yield store
    store.close()


def test_ingest_is_idempotent_and_matches_embedded(remote, tmp_path):
    mem = build(remote, "m", tmp_path / "v1")
    again = mem.add_turns(turns("m"))
    assert again.new_turns == 0
    local = build(OxiStore(None), "m", tmp_path / "v2")
    assert export_memory(mem, "nquads") == export_memory(local, "nquads")
    assert mem.counts() == local.counts()


def test_subject_access_and_erasure_on_a_server(remote, tmp_path):
    mem = build(remote, "m", tmp_path / "v")
    other = build(remote, "other", tmp_path / "v")
    before = export_memory(other, "nquads")
    assert subject_access(mem, "Junho")["claims_about"]
    receipt = erase(mem, "Junho")
    # the server's files are its operator's job: never "verified: true" for what was not checked
    assert receipt["verification"]["verified"] == "queries-only"
    assert (
        receipt["verification"]["files"]["checked"] is False
        and "operator" in receipt["verification"]["files"]["why"]
    )
    assert export_memory(other, "nquads") == before


def test_recall_on_a_remote_store(remote, tmp_path):
    pytest.importorskip("cogmem_rdf.retrieval")
    mem = build(remote, "m", tmp_path / "v")
    result = mem.recall("What does Gina think about Junho?", k=5)
    assert result.evidence


def test_service_is_refused_unless_allowed(remote, oxigraph_server):
    mem = build(remote, "m", None)
    q = f"SELECT * WHERE {{ SERVICE <{oxigraph_server.url}/query> {{ GRAPH ?g {{ ?s ?p ?o }} }} }}"
    with pytest.raises(UsageError, match="SERVICE"):
        mem.sparql(q)


def test_a_correction_in_a_later_call_reowns_the_claim_on_a_server(remote, tmp_path):
    """The re-owning across ingest calls (an atomic replace, ``Pipeline._reown``) and the
    warm-up query (``Pipeline._warm``, a new Memory per turn) on ``oxigraph serve`` give the
    graph the embedded store gets. Invented dialogue (none of it from any data file)."""
    from cogmem_rdf.memory import Memory
    from cogmem_rdf.models import TurnIn

    lines = [("Quennald", "Maudry said the new pool opens in May."),
             ("Ortensia", "Maudry? She's never been near the place."),
             ("Quennald", "Oh, you're right, it was Fennick who said it, not Maudry.")]
    turns = [TurnIn(memory="m", session="s1", turn=f"t{i}", speaker=who, text=text, seq=i,
                    date="2026-04-02T10:00:00") for i, (who, text) in enumerate(lines)]

    def fill(store, folder):
        for t in turns:  # one call and one Memory per turn, as separate processes would
            Memory(store, "m", vector_root=tmp_path / folder).add_turns([t])
        return Memory(store, "m", vector_root=tmp_path / folder)

    on_server, local = fill(remote, "v1"), fill(OxiStore(None), "v2")
    owners = {(n.turns[0], n.owner) for n in on_server.catalog().claims.values()}
    assert ("t0", "Fennick") in owners and ("t0", "Maudry") not in owners
    assert export_memory(on_server, "nquads") == export_memory(local, "nquads")
