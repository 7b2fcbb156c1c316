"""RDF 1.2 → 1.1 projection, file validation (formats, errors, RDF 1.1 exports) and memories."""

from __future__ import annotations

from pathlib import Path

import pyoxigraph as ox
import pytest
import rdflib

from cogmem_rdf.errors import InputError
from cogmem_rdf.validate import project_rdf11, validate_file, validate_memory, validate_turtle_files

EXAMPLES = Path(__file__).parent / "examples"
EX = "https://example.org/"
XSD = "http://www.w3.org/2001/XMLSchema#"


def test_project_rdf11_drops_triple_terms_and_keeps_the_rest():
    s, p, o = ox.NamedNode(EX + "s"), ox.NamedNode(EX + "p"), ox.NamedNode(EX + "o")
    reifies = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#reifies")
    g1, g2 = ox.NamedNode(EX + "g1"), ox.NamedNode(EX + "g2")
    quads = [
        ox.Quad(s, reifies, ox.Triple(o, p, ox.Literal("x")), g1),
        ox.Quad(s, p, o, g1),
        ox.Quad(s, p, ox.Literal("plain"), g2),
        ox.Quad(s, p, ox.Literal("hallo", language="de"), g2),
        ox.Quad(s, p, ox.Literal("3", datatype=ox.NamedNode(XSD + "integer")), ox.DefaultGraph()),
        ox.Quad(ox.BlankNode("b1"), p, o, g2),
    ]
    g = project_rdf11(quads)
    assert isinstance(g, rdflib.Graph)
    assert len(g) == 5  # graphs merged, the triple-term statement dropped
    assert not list(g.triples((None, rdflib.URIRef(reifies.value), None)))
    objects = set(g.objects(rdflib.URIRef(EX + "s"), rdflib.URIRef(EX + "p")))
    assert rdflib.Literal("plain") in objects  # xsd:string becomes rdflib's plain literal
    assert rdflib.Literal("hallo", lang="de") in objects
    assert rdflib.Literal(3) in objects
    assert (rdflib.BNode("b1"), rdflib.URIRef(EX + "p"), rdflib.URIRef(EX + "o")) in g


def test_project_rdf11_accepts_triples():
    t = ox.Triple(ox.NamedNode(EX + "s"), ox.NamedNode(EX + "p"), ox.Literal("v"))
    assert len(project_rdf11([t])) == 1


def test_rdf12_files_in_every_format(tmp_path):
    quads = list(ox.parse(path=str(EXAMPLES / "valid_claim.ttl"), format=ox.RdfFormat.TURTLE))
    graph = ox.NamedNode("https://w3id.org/cogmem/data/ex/graph")
    in_graph = [ox.Quad(q.subject, q.predicate, q.object, graph) for q in quads]
    (tmp_path / "m.trig").write_bytes(ox.serialize(in_graph, format=ox.RdfFormat.TRIG))
    (tmp_path / "m.nq").write_bytes(ox.serialize(in_graph, format=ox.RdfFormat.N_QUADS))
    triples = [ox.Triple(q.subject, q.predicate, q.object) for q in quads]
    (tmp_path / "m.nt").write_bytes(ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES))
    for name in ("m.trig", "m.nq", "m.nt"):
        report = validate_turtle_files([tmp_path / name])
        assert report.conforms, (name, report.text)


def test_checks_run_on_files(tmp_path):
    # valid for SHACL, but the claim's proposition is also asserted as a fact
    text = (EXAMPLES / "valid_relay.ttl").read_text(encoding="utf-8")
    text += '\nd:junho pec:judgedAs "Junho deserved it" .\n'
    path = tmp_path / "asserted.ttl"
    path.write_text(text, encoding="utf-8")
    assert validate_turtle_files([path], checks=False).conforms
    report = validate_turtle_files([path])
    assert not report.conforms
    assert [v.source for v in report.violations] == ["check:reified_asserted"]
    assert "reified_asserted" in report.text


def test_rdf11_export_with_classic_reification_is_lifted(tmp_path):
    from cogmem_rdf.export import project_rdf11 as classic

    quads = list(ox.parse(path=str(EXAMPLES / "valid_claim.ttl"), format=ox.RdfFormat.TURTLE))
    triples = [ox.Triple(q.subject, q.predicate, q.object) for q in classic(quads)]
    assert not any(isinstance(t.object, ox.Triple) for t in triples)
    (tmp_path / "m.ttl").write_bytes(ox.serialize(triples, format=ox.RdfFormat.TURTLE))
    assert validate_turtle_files([tmp_path / "m.ttl"]).conforms


def test_each_file_is_validated_on_its_own():
    report = validate_turtle_files([EXAMPLES / "valid_event.ttl", EXAMPLES / "valid_person.ttl"])
    assert report.conforms, report.text


def test_a_broken_file_beside_a_good_copy_is_reported_by_name(tmp_path):
    good = tmp_path / "good.ttl"
    good.write_bytes((EXAMPLES / "valid_claim.ttl").read_bytes())
    broken = tmp_path / "broken.ttl"
    broken.write_bytes((EXAMPLES / "invalid_claim.ttl").read_bytes())
    alone = validate_turtle_files([broken])
    assert not alone.conforms
    # merged, the good copy used to satisfy the shapes
    report = validate_turtle_files([good, broken])
    assert not report.conforms and len(report.violations) == len(alone.violations)
    assert all(v.file == str(broken) for v in report.violations)
    assert all(line.startswith(f"- {broken}: ") for line in report.text.splitlines()[1:])


def test_file_errors_name_the_file(tmp_path):
    bad = tmp_path / "bad.ttl"
    bad.write_text("this is not turtle", encoding="utf-8")
    with pytest.raises(InputError, match="bad.ttl"):
        validate_file(bad)
    with pytest.raises(InputError, match="unsupported"):
        validate_file(tmp_path / "x.csv")
    with pytest.raises(InputError, match="missing.ttl"):
        validate_file(tmp_path / "missing.ttl")
    report = validate_turtle_files([EXAMPLES / "valid_person.ttl", bad, tmp_path / "missing.ttl"])
    assert not report.conforms
    assert [(v.file, v.source) for v in report.violations] == [
        (str(bad), "parse"),
        (str(tmp_path / "missing.ttl"), "parse"),
    ]


@pytest.mark.parametrize(
    "fmt,suffix",
    [
        ("trig", ".trig"),
        ("nquads", ".nq"),
        ("turtle", ".ttl"),
        ("jsonld", ".jsonld"),
        ("nt", ".nt"),
    ],
)
def test_every_export_format_validates(tmp_path, fmt, suffix):
    from cogmem_rdf.export import export_memory
    from cogmem_rdf.memory import Memory

    quads = list(ox.parse(path=str(EXAMPLES / "valid_claim.ttl"), format=ox.RdfFormat.TURTLE))
    with Memory.open(None, "ex") as mem:
        mem.store.extend(ox.Quad(q.subject, q.predicate, q.object, mem.graph) for q in quads)
        path = tmp_path / f"m{suffix}"
        path.write_bytes(export_memory(mem, fmt))
    report = validate_file(path)
    assert report.conforms, (fmt, report.text)


def test_cli_exits_1_naming_the_broken_file(tmp_path):
    import subprocess
    import sys

    good, broken = tmp_path / "good.ttl", tmp_path / "broken.ttl"
    good.write_bytes((EXAMPLES / "valid_claim.ttl").read_bytes())
    broken.write_bytes((EXAMPLES / "invalid_claim.ttl").read_bytes())
    cmd = [sys.executable, "-c", "from cogmem_rdf.cli import main; main()", "validate"]
    out = subprocess.run(
        cmd + [str(good), str(broken)], capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 1 and str(broken) in out.stdout and f"- {good}:" not in out.stdout, (
        out.stdout
    )
    ok = subprocess.run(
        cmd + [str(good), str(EXAMPLES / "valid_person.ttl")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert ok.returncode == 0, ok.stdout + ok.stderr


def test_validate_memory_uses_shapes_and_checks():
    from cogmem_rdf.memory import Memory

    quads = list(ox.parse(path=str(EXAMPLES / "valid_claim.ttl"), format=ox.RdfFormat.TURTLE))
    with Memory.open(None, "ex") as mem:
        mem.store.extend(ox.Quad(q.subject, q.predicate, q.object, mem.graph) for q in quads)
        assert validate_memory(mem).conforms
        junho = ox.NamedNode("https://w3id.org/cogmem/data/ex/junho")
        judged = ox.NamedNode("https://w3id.org/cogmem/pec2f#judgedAs")
        mem.store.extend(
            [ox.Quad(junho, judged, ox.Literal("Junho deserved to get laid off"), mem.graph)]
        )
        report = validate_memory(mem)
        assert not report.conforms
        assert {v.source for v in report.violations} == {"check:reified_asserted"}
