"""One memory, one RDF profile: ``cogmem --rdf 1.1|1.2`` chooses it on a server, and a store opened
with the other profile than the memory already has is refused (never a memory holding both
forms)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from privacy.scripted import build

from cogmem_rdf.errors import UsageError
from cogmem_rdf.export import export_memory
from cogmem_rdf.memory import Memory
from cogmem_rdf.store import RemoteStore


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from cogmem_rdf.cli import main; main()", *args],
                          capture_output=True, text=True, timeout=120, check=False)


def test_a_memory_is_refused_by_a_store_of_the_other_profile(oxigraph_server, tmp_path):
    # classic reification
    build(RemoteStore(oxigraph_server.url + "#rdf=1.1"), "old", tmp_path / "v1")
    build(RemoteStore(oxigraph_server.url), "new", tmp_path / "v2")  # probed: triple terms
    for url, memory, stored in (
        (oxigraph_server.url, "old", "1.1"),
        (oxigraph_server.url + "#rdf=1.1", "new", "1.2"),
    ):
        other = Memory(RemoteStore(url), memory)
        with pytest.raises(UsageError, match=f"kept in the RDF {stored} profile.*--rdf {stored}"):
            other.quads()  # reading
        with pytest.raises(UsageError, match=f"RDF {stored} profile"):
            other.store.extend(build_quads(memory))  # writing
    # the right profile opens both, and a memory without claims takes either
    assert Memory(RemoteStore(oxigraph_server.url + "#rdf=1.1"), "old").quads()
    assert Memory(RemoteStore(oxigraph_server.url), "new").quads()


def build_quads(memory: str):
    import pyoxigraph as ox

    from cogmem_rdf import vocab as v

    return [
        ox.Quad(ox.NamedNode("urn:x:s"), v.pec("name"), ox.Literal("n"), v.memory_graph(memory))
    ]


def test_cli_rdf_flag_picks_the_profile(oxigraph_server, tmp_path):
    build(RemoteStore(oxigraph_server.url + "#rdf=1.1"), "m", tmp_path / "v")
    refused = cli("export", "--store", oxigraph_server.url, "--memory", "m", "--format", "nquads")
    assert refused.returncode == 1 and "--rdf 1.1" in refused.stderr, refused.stderr
    done = cli(
        "--rdf",
        "1.1",
        "export",
        "--store",
        oxigraph_server.url,
        "--memory",
        "m",
        "--format",
        "nquads",
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.encode() == export_memory(
        Memory(RemoteStore(oxigraph_server.url + "#rdf=1.1"), "m"), "nquads"
    )
    assert "<<(" in done.stdout  # lifted back to RDF 1.2 on the way out
    clash = cli(
        "--rdf", "1.2", "export", "--store", oxigraph_server.url + "#rdf=1.1", "--memory", "m"
    )
    assert clash.returncode == 1 and "#rdf=1.1" in clash.stderr
    embedded = cli("--rdf", "1.1", "export", "--store", str(tmp_path / "none"), "--memory", "m")
    assert embedded.returncode == 1 and "embedded store keeps RDF 1.2" in embedded.stderr


def test_a_claim_with_two_rdf_subjects_keeps_both_through_lift_and_projection(
    oxigraph_server, tmp_path
):
    """``lift_rdf12`` used to keep one of two ``rdf:subject`` values (a dict): now every combination
    is reified, the RDF 1.1 projection gives the same classic triples back, and the checks report
    the claim."""
    import pyoxigraph as ox

    from cogmem_rdf import vocab as v
    from cogmem_rdf.export import RDF_SUBJECT, lift_rdf12, project_rdf11
    from cogmem_rdf.store.remote import _insert_data
    from cogmem_rdf.validate import validate_memory

    store = RemoteStore(oxigraph_server.url + "#rdf=1.1")
    mem = build(store, "m", tmp_path / "v")
    claim = next(q for q in mem.quads() if q.predicate == v.RDF_REIFIES)
    other = ox.NamedNode("urn:x-cogmem:someone-else")
    # a second rdf:subject, as a user of the server could write it
    store._post_update(_insert_data([ox.Quad(claim.subject, RDF_SUBJECT, other, mem.graph)]))
    reified = {q.object for q in Memory(RemoteStore(oxigraph_server.url + "#rdf=1.1"), "m").quads()
               if q.subject == claim.subject and q.predicate == v.RDF_REIFIES}
    assert reified == {claim.object, ox.Triple(other, claim.object.predicate, claim.object.object)}
    classic = [q for q in project_rdf11(Memory(store, "m").quads()) if q.subject == claim.subject]
    assert {q.object for q in classic if q.predicate == RDF_SUBJECT} == {
        claim.object.subject,
        other,
    }
    assert set(project_rdf11(lift_rdf12(classic))) == set(classic)  # lossless both ways
    assert not validate_memory(Memory(store, "m")).conforms
