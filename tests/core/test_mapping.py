"""The mapping writes exactly what ontology/SCHEMA.md promises."""

import itertools
from datetime import datetime

import pyoxigraph as ox

from cogmem_rdf import vocab as v
from cogmem_rdf.mapping import Mapper
from cogmem_rdf.models import ClaimX, EventX, Extraction, TimeValue, TurnIn
from cogmem_rdf.validate import project_rdf11 as to_rdflib

TURN = TurnIn(
    session="s1",
    date=datetime(2024, 3, 14, 9, 0),
    turn="s1:4",
    speaker="Noa",
    text="Tim told me his aunt thinks Ray quitting was brave.",
)


def _mapped():
    labels = itertools.count()
    m = Mapper("m1", lambda: next(labels))
    ex = Extraction(
        turn="s1:4",
        speaker="Noa",
        claims=[
            ClaimX(
                content="Ray quitting was brave",
                owner="Tim's aunt",
                relayed_by=["Noa", "Tim"],
                target="Ray",
                polarity="positive",
            )
        ],
        events=[
            EventX(
                text="Noa quit",
                participants=["Noa"],
                time=TimeValue(value="2024-02", granularity="month"),
            )
        ],
    )
    store = ox.Store()
    store.extend(m.turn(TURN, "en").quads + m.extraction(TURN, ex).quads)
    return store, m


def _one(store, q):
    return [
        tuple(t.value if not isinstance(t, ox.Triple) else t for t in r)
        for r in store.query(q, default_graph=[v.memory_graph("m1")])
    ]


PFX = ("PREFIX pec: <https://w3id.org/cogmem/pec2f#> PREFIX prov: <http://www.w3.org/ns/prov#> "
       "PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> ")


def test_hearsay_claim_has_owner_and_ordered_relay_chain():
    store, _ = _mapped()
    rows = _one(store, PFX + """SELECT ?owner ?i ?relayer WHERE {
        ?c a pec:Claim ; prov:wasAttributedTo/pec:name ?owner ; pec:relayedBy/pec:nextRelay* ?h .
        ?h pec:hopIndex ?i ; pec:relayer/pec:name ?relayer } ORDER BY ?i""")
    assert rows == [("Tim's aunt", "0", "Noa"), ("Tim's aunt", "1", "Tim")]
    # the last hop quotes the claim itself; the owner is related to the person named in it
    assert store.query(
        PFX + "ASK { GRAPH ?g { ?h pec:hopIndex 1 ; prov:wasQuotedFrom ?c . ?c a pec:Claim } }"
    )
    assert store.query(
        PFX + 'ASK { GRAPH ?g { ?o pec:name "Tim\'s aunt" ; pec:relatedTo/pec:name "Tim" } }'
    )


def test_claim_reifies_a_triple_term_that_is_never_asserted():
    store, _ = _mapped()
    assert store.query(PFX + "ASK { GRAPH ?g { ?c rdf:reifies ?t . FILTER(isTRIPLE(?t)) } }")
    assert not store.query(PFX + "ASK { GRAPH ?g { ?s pec:judgedAs ?o } }")


def test_event_time_interval_and_grounding():
    store, _ = _mapped()
    assert store.query(
        PFX
        + (
            'ASK { GRAPH ?g { ?e a pec:Event ; pec:timeValue "2024-02" ; pec:granularity '
            '"month" ;\n'
            '        pec:timeStart "2024-02-01"^^<http://www.w3.org/2001/XMLSchema#date> ;\n'
            '        pec:timeEnd "2024-02-29"^^<http://www.w3.org/2001/XMLSchema#date> ;\n'
            '        prov:wasDerivedFrom/pec:turnId "s1:4" } }'
        )
    )


def test_person_iris_do_not_contain_names_and_rdflib_projection_drops_triple_terms():
    store, m = _mapped()
    assert "Noa" not in v.person_iri("m1", "Noa").value
    assert v.person_iri("m1", "noa") == v.person_iri("m1", " NOA ")
    g = to_rdflib(store.quads_for_pattern(None, None, None, None))
    assert len(g) > 20
    assert not any("reifies" in str(p) for _, p, _ in g)
