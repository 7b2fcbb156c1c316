"""The PEC²F ontology parses in both RDF libraries and declares every term the data uses."""

from __future__ import annotations

import re
from pathlib import Path

import pyoxigraph as ox
import pytest
import rdflib
from rdflib.namespace import OWL, RDF, RDFS

from cogmem_rdf.resources import data_dir, ontology_path, query_names, shapes_paths
from cogmem_rdf.vocab import PEC_NS, PROV_NS

PEC = rdflib.Namespace(PEC_NS)
PROV = rdflib.Namespace(PROV_NS)
ROOT = Path(__file__).resolve().parents[2]
KINDS = {OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty, RDFS.Datatype}


@pytest.fixture(scope="module")
def onto() -> rdflib.Graph:
    return rdflib.Graph().parse(ontology_path(), format="turtle")


def _pec_terms(text: str) -> set[str]:
    return set(re.findall(r"\bpec:([A-Za-z][A-Za-z0-9_]*)", text))


def test_ontology_loads_in_pyoxigraph_and_rdflib(onto):
    store = ox.Store()
    store.load(path=str(ontology_path()), format=ox.RdfFormat.TURTLE)
    assert len(store) == len(onto) > 300
    assert not any(isinstance(q.object, ox.Triple) for q in store)  # plain OWL, no triple terms


def test_every_schema_term_is_declared_with_labels_and_comment(onto):
    used = _pec_terms((ROOT / "ontology" / "SCHEMA.md").read_text(encoding="utf-8"))
    used |= {"ClaimView", "viewOf", "ofClaim", "status", "validFrom", "validTo"}
    assert len(used) > 50
    for name in sorted(used):
        term = PEC[name]
        assert set(onto.objects(term, RDF.type)) & KINDS, f"pec:{name} is not declared"
        langs = {lbl.language for lbl in onto.objects(term, RDFS.label)}
        assert {"en", "ko"} <= langs, f"pec:{name} lacks an English or Korean label"
        assert onto.value(term, RDFS.comment), f"pec:{name} has no rdfs:comment"


def test_terms_in_shapes_and_checks_are_declared(onto):
    declared = {str(s)[len(PEC_NS):] for s in onto.subjects() if str(s).startswith(PEC_NS)}
    text = "".join(p.read_text(encoding="utf-8") for p in shapes_paths())
    text += "".join((data_dir("queries") / f"{n}.rq").read_text(encoding="utf-8")
                    for n in query_names() if n.startswith("check_"))
    assert _pec_terms(text) - declared == set()


def test_prov_alignment(onto):
    for cls in (
        "Person",
        "Event",
        "Concept",
        "Claim",
        "Fact",
        "Turn",
        "Session",
        "Relay",
        "ClaimView",
    ):
        assert (PEC[cls], RDFS.subClassOf, PROV.Entity) in onto
    assert (PEC.Person, RDFS.subClassOf, PROV.Agent) in onto
    assert (PEC.Person, RDFS.subClassOf, PROV.Person) in onto
    assert (PEC.relayer, RDFS.subPropertyOf, PROV.wasAttributedTo) in onto
    assert (PEC.nextRelay, RDFS.subPropertyOf, PROV.wasQuotedFrom) in onto
    assert (PEC.participant, RDFS.subPropertyOf, PROV.wasInfluencedBy) in onto
    # the claim's owner is prov:wasAttributedTo itself, never a pec: property
    assert not list(onto.subjects(RDFS.label, rdflib.Literal("owner", lang="en")))


def test_closed_value_sets(onto):
    def one_of(datatype):
        inner = onto.value(datatype, OWL.equivalentClass)
        return {str(x) for x in rdflib.collection.Collection(onto, onto.value(inner, OWL.oneOf))}

    assert one_of(PEC.GranularityValue) == {"day", "week", "month", "season", "year"}
    assert one_of(PEC.PolarityValue) == {"positive", "negative", "neutral"}
    assert one_of(PEC.ClaimStatusValue) == {"CURRENT", "SUPERSEDED", "CONFLICTING"}
    assert one_of(PEC.ExtractionStatusValue) == {"pending", "done", "failed"}
    assert onto.value(PEC.granularity, RDFS.range) == PEC.GranularityValue
